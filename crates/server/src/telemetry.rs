//! Structured logs. `RUST_LOG` filters (`DEFAULT_FILTER` when unset or malformed);
//! `LOG_FORMAT=json` writes one JSON object per line for log collectors. Each request gets one
//! line when its response is ready (`request_log`): inside tracing-actix-web's request span, so
//! it carries the request id, method, route, target and client address, plus its status and
//! latency; INFO up to 4xx, ERROR for 5xx, DEBUG for the web client's files served without
//! error. Nothing logs secrets or resume contents.

use std::io::{BufWriter, IsTerminal};

use tracing_appender::non_blocking::{NonBlockingBuilder, WorkerGuard};
use tracing_subscriber::EnvFilter;

use crate::config::LogFormat;

/// What is logged without `RUST_LOG`: INFO and above, except actix-http's connection errors.
/// actix-http reports a client that breaks HTTP itself (a malformed request line or header, a
/// body cut short, a connection dropped mid-answer) as an ERROR with no request attached: the
/// client's fault, answered 400 or closed, and nothing an operator can act on. An operator
/// who wants them sets `RUST_LOG=info,actix_http=trace`.
const DEFAULT_FILTER: &str = "info,actix_http::h1::dispatcher=off,actix_http::h2::dispatcher=off";

/// Lines that may wait for the writer before a logging thread has to wait for it in turn.
const QUEUED_LINES: usize = 16 * 1024;

/// Installs the subscriber; keep the guard for the life of the process: dropping it writes out
/// what is still queued. A line is formatted on the thread that logs it and written by a
/// background thread, which writes every line queued meanwhile in one system call: written
/// inline, each request's line cost a write of its own on the worker that served it (about 5 %
/// of a cached read, docs/performance.md). No line is dropped: a full queue makes the logging
/// thread wait. `None` when a subscriber was already installed (tests boot many apps in one
/// process and keep the first).
pub fn init(format: LogFormat, filter: Option<&str>) -> Option<WorkerGuard> {
    let stdout = std::io::stdout();
    // Colours for a person at a terminal, not escape codes in a file or a journal.
    let ansi = stdout.is_terminal();
    let (writer, guard) = NonBlockingBuilder::default()
        .lossy(false)
        // The queue is allocated whole up front (32 bytes a line): the default 128 000 lines
        // added 4 MB to the idle server; a writer that keeps up never needs more than a few.
        .buffered_lines_limit(QUEUED_LINES)
        .thread_name("vitae-log")
        .finish(BufWriter::with_capacity(64 * 1024, stdout));
    // Unset or malformed, the default: the server still starts with its logs.
    let filter = filter
        .and_then(|f| EnvFilter::try_new(f).ok())
        .unwrap_or_else(|| EnvFilter::new(DEFAULT_FILTER));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(writer)
        .with_ansi(ansi);
    let installed = match format {
        LogFormat::Json => builder.json().try_init(),
        LogFormat::Text => builder.try_init(),
    };
    installed.is_ok().then_some(guard)
}
