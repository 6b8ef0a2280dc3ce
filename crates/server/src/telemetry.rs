//! Structured logs. `RUST_LOG` filters (default `info`); `LOG_FORMAT=json` writes one JSON
//! object per line for log collectors. Request lines come from tracing-actix-web (request id,
//! method, path, status, latency); nothing logs secrets or resume contents.

use tracing_subscriber::fmt::format::FmtSpan;
use tracing_subscriber::EnvFilter;

pub fn init() {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    // One line per request when its span closes: tracing-actix-web's span carries the request
    // id, method, route, status and client address; the close event adds the time it took.
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_span_events(FmtSpan::CLOSE);
    let result = if std::env::var("LOG_FORMAT").as_deref() == Ok("json") {
        builder.json().try_init()
    } else {
        builder.try_init()
    };
    // A second init (tests boot many apps in one process) keeps the first subscriber.
    drop(result);
}
