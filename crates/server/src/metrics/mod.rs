//! Prometheus metrics, served at `GET /metrics` to holders of `METRICS_TOKEN`
//! (`endpoint`): HTTP requests by route pattern and status (`record_request`, called by the
//! request log), AI writer and payment provider calls (the `MeteredWriter` and
//! `MeteredGateway` decorators), the database pool (read at scrape time), and when and what
//! was started. Each `Application` owns its registry, so apps booted side by side in tests
//! count separately.

pub mod endpoint;
mod gateway;
mod pool;
mod writer;

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use actix_web::http::Method;
use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::Histogram;
use prometheus_client::metrics::info::Info;
use prometheus_client::registry::{Registry, Unit};
use vitae_persistence::Database;

pub use gateway::MeteredGateway;
pub use writer::MeteredWriter;

/// Seconds; from a fast JSON answer to a slow PDF.
const HTTP_BUCKETS: [f64; 12] = [
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 10.0,
];
/// Seconds; model calls take seconds and time out at `AI_TIMEOUT_SECS` (60 by default), so
/// the buckets reach past it.
const UPSTREAM_BUCKETS: [f64; 12] = [
    0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 120.0,
];

/// The label of requests that no route matched: every unknown path shares it, so a scanner
/// cannot create a series per path it tries.
pub const UNMATCHED_API_ROUTE: &str = "(unmatched)";
/// The label of everything the web client's files answer (pages, scripts, their 404s).
pub const STATIC_ROUTE: &str = "(static)";

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RequestLabels {
    method: &'static str,
    /// The matched route pattern (`/api/resume/{id}`), never the raw path.
    route: String,
    status: u16,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct CallLabels {
    /// `built-in` / `openai-compatible` for the AI writer; `demo` / `stripe` for payments.
    provider: String,
    operation: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct FailureLabels {
    provider: String,
    operation: &'static str,
    reason: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct BuildLabels {
    version: &'static str,
    database: &'static str,
}

pub struct Metrics {
    registry: Registry,
    requests: Family<RequestLabels, Counter>,
    request_seconds: Family<RequestLabels, Histogram>,
    ai: CallMetrics,
    payments: CallMetrics,
}

impl Metrics {
    pub fn new(db: Database) -> Self {
        let mut registry = Registry::default();
        let requests = Family::<RequestLabels, Counter>::default();
        registry.register(
            "vitae_http_requests",
            "HTTP requests answered, by method, route pattern and status",
            requests.clone(),
        );
        let request_seconds = Family::<RequestLabels, Histogram>::new_with_constructor(
            http_histogram as fn() -> Histogram,
        );
        registry.register_with_unit(
            "vitae_http_request_duration",
            "Time from a request's arrival to its response's headers, by method, route pattern and status",
            Unit::Seconds,
            request_seconds.clone(),
        );
        let ai = CallMetrics::register(&mut registry, "vitae_ai_writer", "AI writer");
        let payments =
            CallMetrics::register(&mut registry, "vitae_payment_provider", "payment provider");

        let started = Gauge::<f64, std::sync::atomic::AtomicU64>::default();
        started.set(
            SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .unwrap_or(Duration::ZERO)
                .as_secs_f64(),
        );
        registry.register_with_unit(
            "process_start_time",
            "When this server started, in seconds since the Unix epoch",
            Unit::Seconds,
            started,
        );
        registry.register(
            "vitae_build",
            "The running version and its database backend",
            Info::new(BuildLabels {
                version: env!("CARGO_PKG_VERSION"),
                database: db.backend().name(),
            }),
        );
        registry.register_collector(Box::new(pool::PoolCollector::new(db)));
        Self {
            registry,
            requests,
            request_seconds,
            ai,
            payments,
        }
    }

    /// Counts one answered request. `route` is the matched pattern or one of the shared labels
    /// above.
    pub fn record_request(&self, method: &Method, route: String, status: u16, elapsed: Duration) {
        let labels = RequestLabels {
            method: method_label(method),
            route,
            status,
        };
        self.requests.get_or_create(&labels).inc();
        self.request_seconds
            .get_or_create(&labels)
            .observe(elapsed.as_secs_f64());
    }

    pub fn ai_calls(&self) -> CallMetrics {
        self.ai.clone()
    }

    pub fn payment_calls(&self) -> CallMetrics {
        self.payments.clone()
    }

    /// The registry in the OpenMetrics text format that Prometheus scrapes.
    pub fn encode(&self) -> Result<String, std::fmt::Error> {
        let mut out = String::new();
        prometheus_client::encoding::text::encode(&mut out, &self.registry)?;
        Ok(out)
    }
}

fn http_histogram() -> Histogram {
    Histogram::new(HTTP_BUCKETS)
}

fn upstream_histogram() -> Histogram {
    Histogram::new(UPSTREAM_BUCKETS)
}

/// Methods are a closed set of labels: anything unusual a client sends is `other`.
fn method_label(method: &Method) -> &'static str {
    match *method {
        Method::GET => "GET",
        Method::POST => "POST",
        Method::PUT => "PUT",
        Method::DELETE => "DELETE",
        Method::PATCH => "PATCH",
        Method::HEAD => "HEAD",
        Method::OPTIONS => "OPTIONS",
        _ => "other",
    }
}

/// Latency and failures of calls to one kind of upstream service.
#[derive(Clone)]
pub struct CallMetrics {
    seconds: Family<CallLabels, Histogram>,
    failures: Family<FailureLabels, Counter>,
}

/// Why an upstream call failed, as a short, fixed label.
pub trait FailureReason {
    fn reason(&self) -> &'static str;
}

impl CallMetrics {
    fn register(registry: &mut Registry, prefix: &str, what: &str) -> Self {
        let seconds = Family::<CallLabels, Histogram>::new_with_constructor(
            upstream_histogram as fn() -> Histogram,
        );
        registry.register_with_unit(
            format!("{prefix}_call_duration"),
            format!("Time {what} calls took, failed ones included, by provider and operation"),
            Unit::Seconds,
            seconds.clone(),
        );
        let failures = Family::<FailureLabels, Counter>::default();
        registry.register(
            format!("{prefix}_call_failures"),
            format!("Failed {what} calls, by provider, operation and reason"),
            failures.clone(),
        );
        Self { seconds, failures }
    }

    /// Awaits `call`, recording how long it took and, if it failed, why.
    pub async fn time<T, E: FailureReason>(
        &self,
        provider: &str,
        operation: &'static str,
        call: impl std::future::Future<Output = Result<T, E>>,
    ) -> Result<T, E> {
        let started = std::time::Instant::now();
        let result = call.await;
        self.seconds
            .get_or_create(&CallLabels {
                provider: provider.to_owned(),
                operation,
            })
            .observe(started.elapsed().as_secs_f64());
        if let Err(e) = &result {
            self.failures
                .get_or_create(&FailureLabels {
                    provider: provider.to_owned(),
                    operation,
                    reason: e.reason(),
                })
                .inc();
        }
        result
    }
}
