//! The load generator: a fixed number of HTTP/1.1 keep-alive connections, each sending the same
//! request back to back for a fixed time after a warm-up. Latencies are kept whole (one `u32` of
//! microseconds per request) and sorted at the end, so percentiles are exact.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper::header::{HeaderName, HeaderValue, CONTENT_LENGTH, HOST};
use hyper::{Method, Request, StatusCode};
use hyper_util::rt::TokioIo;
use tokio::net::TcpStream;

/// One request, sent over and over.
pub struct Target {
    pub addr: SocketAddr,
    pub method: Method,
    pub path: String,
    pub headers: Vec<(HeaderName, HeaderValue)>,
    pub body: Bytes,
    /// Any other status counts as an error.
    pub expect: StatusCode,
}

impl Target {
    pub fn get(addr: SocketAddr, path: &str) -> Self {
        Self {
            addr,
            method: Method::GET,
            path: path.to_owned(),
            headers: Vec::new(),
            body: Bytes::new(),
            expect: StatusCode::OK,
        }
    }

    pub fn header(mut self, name: HeaderName, value: &str) -> Self {
        if let Ok(value) = HeaderValue::from_str(value) {
            self.headers.push((name, value));
        }
        self
    }

    fn request(&self) -> Result<Request<Full<Bytes>>, hyper::http::Error> {
        let mut builder = Request::builder()
            .method(self.method.clone())
            .uri(self.path.as_str())
            .header(HOST, self.addr.to_string());
        for (name, value) in &self.headers {
            builder = builder.header(name, value);
        }
        if !self.body.is_empty() {
            builder = builder.header(CONTENT_LENGTH, self.body.len());
        }
        builder.body(Full::new(self.body.clone()))
    }
}

/// What one run measured.
#[derive(Debug, Clone, Default)]
pub struct LoadResult {
    pub requests: u64,
    pub errors: u64,
    pub seconds: f64,
    pub p50_ms: f64,
    pub p99_ms: f64,
    /// Response body bytes of the last successful response.
    pub body_bytes: usize,
}

impl LoadResult {
    pub fn per_second(&self) -> f64 {
        self.requests as f64 / self.seconds
    }
}

struct Window {
    record_from: Instant,
    end: Instant,
}

#[derive(Default)]
struct ConnectionTally {
    latencies_us: Vec<u32>,
    errors: u64,
    body_bytes: usize,
}

/// Runs `connections` clients against `target`: `warmup` unrecorded, then `duration` recorded.
pub async fn run(
    target: Target,
    connections: usize,
    warmup: Duration,
    duration: Duration,
) -> LoadResult {
    let target = Arc::new(target);
    let start = Instant::now();
    let window = Arc::new(Window {
        record_from: start + warmup,
        end: start + warmup + duration,
    });
    let tasks: Vec<_> = (0..connections)
        .map(|_| tokio::spawn(connection(target.clone(), window.clone())))
        .collect();
    let mut latencies = Vec::new();
    let mut result = LoadResult {
        seconds: duration.as_secs_f64(),
        ..LoadResult::default()
    };
    for task in tasks {
        let Ok(tally) = task.await else {
            result.errors += 1;
            continue;
        };
        latencies.extend(tally.latencies_us);
        result.errors += tally.errors;
        result.body_bytes = result.body_bytes.max(tally.body_bytes);
    }
    latencies.sort_unstable();
    result.requests = latencies.len() as u64;
    result.p50_ms = percentile(&latencies, 0.50);
    result.p99_ms = percentile(&latencies, 0.99);
    result
}

fn percentile(sorted_us: &[u32], q: f64) -> f64 {
    if sorted_us.is_empty() {
        return f64::NAN;
    }
    let rank = ((sorted_us.len() as f64 * q).ceil() as usize).clamp(1, sorted_us.len());
    f64::from(sorted_us[rank - 1]) / 1000.0
}

/// One client: a keep-alive connection, reopened after an error.
async fn connection(target: Arc<Target>, window: Arc<Window>) -> ConnectionTally {
    let mut tally = ConnectionTally::default();
    while Instant::now() < window.end {
        let Ok(mut sender) = open(target.addr).await else {
            tally.errors += 1;
            tokio::time::sleep(Duration::from_millis(10)).await;
            continue;
        };
        loop {
            let sent = Instant::now();
            if sent >= window.end {
                return tally;
            }
            let outcome = exchange(&mut sender, &target).await;
            let done = Instant::now();
            if sent < window.record_from {
                if outcome.is_err() {
                    break;
                }
                continue;
            }
            match outcome {
                Ok((status, bytes)) if status == target.expect => {
                    tally.body_bytes = bytes;
                    let us = done.duration_since(sent).as_micros();
                    tally
                        .latencies_us
                        .push(u32::try_from(us).unwrap_or(u32::MAX));
                }
                Ok(_) => tally.errors += 1,
                Err(()) => {
                    tally.errors += 1;
                    break;
                }
            }
        }
    }
    tally
}

type Sender = hyper::client::conn::http1::SendRequest<Full<Bytes>>;

async fn open(addr: SocketAddr) -> Result<Sender, ()> {
    let stream = TcpStream::connect(addr).await.map_err(drop)?;
    stream.set_nodelay(true).map_err(drop)?;
    let (sender, conn) = hyper::client::conn::http1::handshake(TokioIo::new(stream))
        .await
        .map_err(drop)?;
    tokio::spawn(conn);
    Ok(sender)
}

/// Sends the request and reads the whole body; returns the status and the body's length.
async fn exchange(sender: &mut Sender, target: &Target) -> Result<(StatusCode, usize), ()> {
    sender.ready().await.map_err(drop)?;
    let request = target.request().map_err(drop)?;
    let response = sender.send_request(request).await.map_err(drop)?;
    let status = response.status();
    let mut body = response.into_body();
    let mut bytes = 0;
    while let Some(frame) = body.frame().await {
        if let Some(data) = frame.map_err(drop)?.data_ref() {
            bytes += data.len();
        }
    }
    Ok((status, bytes))
}

#[cfg(test)]
mod tests {
    use super::percentile;

    #[test]
    fn percentiles_are_exact_ranks() {
        let us: Vec<u32> = (1..=100).map(|i| i * 1000).collect();
        assert_eq!(percentile(&us, 0.50), 50.0);
        assert_eq!(percentile(&us, 0.99), 99.0);
        assert!(percentile(&[], 0.5).is_nan());
    }
}
