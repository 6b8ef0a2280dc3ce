//! Read benchmarks driven by wrk (Debian's `wrk` package), a load generator that is not the
//! bottleneck: on this machine it drives the bare endpoint about six times harder than our own
//! client in `load`, whose ceiling would otherwise flatter every ratio. wrk is run with one
//! thread per core and reports exact request counts and a latency distribution, which is
//! parsed here into a `LoadResult`.

use std::process::Command;
use std::time::Duration;

use crate::load::{LoadResult, Target};

/// Whether `wrk` can be run.
pub fn available() -> bool {
    Command::new("wrk")
        .arg("--version")
        .output()
        .is_ok_and(|out| !out.stdout.is_empty() || !out.stderr.is_empty())
}

/// Runs wrk against a GET `target` with `connections` connections: `warmup` unrecorded, then
/// `duration` recorded. Statuses other than 2xx/3xx and socket errors count as errors.
pub async fn run(
    target: &Target,
    connections: usize,
    warmup: Duration,
    duration: Duration,
) -> Result<LoadResult, String> {
    let body_bytes = body_size(target).await?;
    let args = arguments(target, connections);
    let output = tokio::task::spawn_blocking(move || {
        if !warmup.is_zero() {
            wrk(&args, warmup)?;
        }
        wrk(&args, duration)
    })
    .await
    .map_err(|e| e.to_string())??;
    let mut result = parse(&output)?;
    result.body_bytes = body_bytes;
    Ok(result)
}

fn arguments(target: &Target, connections: usize) -> Vec<String> {
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let mut args = vec![
        format!("-t{}", threads.min(connections)),
        format!("-c{connections}"),
        "--latency".to_owned(),
    ];
    for (name, value) in &target.headers {
        args.push("-H".to_owned());
        args.push(format!("{name}: {}", value.to_str().unwrap_or_default()));
    }
    args.push(format!("http://{}{}", target.addr, target.path));
    args
}

fn wrk(args: &[String], duration: Duration) -> Result<String, String> {
    let out = Command::new("wrk")
        .arg(format!("-d{}s", duration.as_secs().max(1)))
        .args(args)
        .output()
        .map_err(|e| format!("wrk: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "wrk failed: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The body of one answer, which wrk does not report; checks the status on the way.
async fn body_size(target: &Target) -> Result<usize, String> {
    let mut request = reqwest::Client::new().get(format!("http://{}{}", target.addr, target.path));
    for (name, value) in &target.headers {
        request = request.header(name.as_str(), value.as_bytes());
    }
    let res = request.send().await.map_err(|e| e.to_string())?;
    if res.status().as_u16() != target.expect.as_u16() {
        return Err(format!("{} answered {}", target.path, res.status()));
    }
    Ok(res.bytes().await.map_err(|e| e.to_string())?.len())
}

/// Requests, seconds, errors and the 50th and 99th percentiles from wrk's `--latency` report.
fn parse(report: &str) -> Result<LoadResult, String> {
    let mut result = LoadResult::default();
    for line in report.lines().map(str::trim) {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["50%", latency] => result.p50_ms = millis(latency)?,
            ["99%", latency] => result.p99_ms = millis(latency)?,
            [count, "requests", "in", secs, ..] => {
                result.requests = count.parse().map_err(|_| format!("count in {line:?}"))?;
                result.seconds = seconds(secs.trim_end_matches(','))?;
            }
            ["Non-2xx", "or", "3xx", "responses:", n] => {
                result.errors += n.parse::<u64>().map_err(|_| format!("in {line:?}"))?;
            }
            ["Socket", "errors:", rest @ ..] => {
                // "connect 0, read 0, write 0, timeout 0"
                for n in rest.iter().skip(1).step_by(2) {
                    result.errors += n.trim_end_matches(',').parse::<u64>().unwrap_or(0);
                }
            }
            _ => {}
        }
    }
    if result.requests == 0 || result.seconds == 0.0 || result.p99_ms == 0.0 {
        return Err(format!("wrk's report could not be read:\n{report}"));
    }
    Ok(result)
}

/// "632.00us", "1.85ms", "1.02s" → milliseconds.
fn millis(value: &str) -> Result<f64, String> {
    let (number, scale) = if let Some(n) = value.strip_suffix("us") {
        (n, 0.001)
    } else if let Some(n) = value.strip_suffix("ms") {
        (n, 1.0)
    } else if let Some(n) = value.strip_suffix('s') {
        (n, 1000.0)
    } else {
        return Err(format!("latency {value:?}"));
    };
    number
        .parse::<f64>()
        .map(|n| n * scale)
        .map_err(|_| format!("latency {value:?}"))
}

/// "10.00s", "1.00m" → seconds.
fn seconds(value: &str) -> Result<f64, String> {
    if let Some(m) = value.strip_suffix('m') {
        return m
            .parse::<f64>()
            .map(|m| m * 60.0)
            .map_err(|e| e.to_string());
    }
    millis(value).map(|ms| ms / 1000.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// wrk 4.1's report of a run on this machine, with an error line added.
    const REPORT: &str = "Running 10s test @ http://127.0.0.1:41555/json/0
  2 threads and 64 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   681.46us  347.52us  13.93ms   86.61%
    Req/Sec    47.46k     3.27k   54.05k    72.50%
  Latency Distribution
     50%  632.00us
     75%  796.00us
     90%    0.98ms
     99%    1.85ms
  944519 requests in 10.00s, 130.61MB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 3
Requests/sec:  94446.45
Transfer/sec:     13.06MB
";

    #[test]
    fn reads_counts_percentiles_and_errors() {
        let r = parse(REPORT).expect("parsed");
        assert_eq!(r.requests, 944_519);
        assert!((r.seconds - 10.0).abs() < 1e-9);
        assert!((r.p50_ms - 0.632).abs() < 1e-9);
        assert!((r.p99_ms - 1.85).abs() < 1e-9);
        assert_eq!(r.errors, 6);
        assert!((r.per_second() - 94_451.9).abs() < 0.1);
    }

    #[test]
    fn a_report_without_requests_is_an_error() {
        assert!(parse("unable to connect to 127.0.0.1:1 Connection refused").is_err());
        assert!(millis("1.02s").is_ok_and(|ms| (ms - 1020.0).abs() < 1e-9));
    }
}
