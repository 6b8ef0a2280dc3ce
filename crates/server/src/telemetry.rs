//! Structured logs. `RUST_LOG` filters (default `info`); `LOG_FORMAT=json` writes one JSON
//! object per line for log collectors. Each request gets one line when its response is ready
//! (`request_log`): inside tracing-actix-web's request span, so it carries the request id,
//! method, route, target and client address, plus its status and latency; INFO up to 4xx,
//! ERROR for 5xx, DEBUG for the web client's files served without error. Nothing logs secrets
//! or resume contents.

use tracing_subscriber::EnvFilter;

use crate::config::LogFormat;

pub fn init(format: LogFormat) {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let builder = tracing_subscriber::fmt().with_env_filter(filter);
    let result = match format {
        LogFormat::Json => builder.json().try_init(),
        LogFormat::Text => builder.try_init(),
    };
    // A second init (tests boot many apps in one process) keeps the first subscriber.
    drop(result);
}
