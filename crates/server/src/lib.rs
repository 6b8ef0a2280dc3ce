//! The `vitae` server: configuration, wiring of the adapters chosen by it, the static web
//! client, and a `build` that tests can call to boot the real app on a free port.

pub mod cli;
mod compression;
pub mod config;
mod error_body;
pub mod healthcheck;
pub mod metrics;
mod page_policy;
mod request_log;
mod request_span;
mod security;
mod static_site;
pub mod telemetry;

use std::net::TcpListener;
use std::sync::Arc;
use std::time::Duration;

use actix_web::dev::{Server, ServerHandle};
use actix_web::middleware::{from_fn, Compress};
use actix_web::{web, App, HttpServer};
use tracing_actix_web::TracingLogger;
use vitae_ai_client::Writer;
use vitae_api::clock::Clock;
use vitae_api::digest_mail::DigestMailer;
use vitae_api::read_cache::ReadCache;
use vitae_api::share_counts::ShareCounts;
use vitae_api::state::EmbeddedOnAnyHost;
use vitae_api::support_outbox::SupportOutbox;
use vitae_api::{AiWriterInfo, AppState, PaymentsInfo, PublicConfig, Settings, SignInInfo};
use vitae_auth::dev::DevSignIn;
use vitae_auth::oidc::OidcProvider;
use vitae_auth::{AuthError, IdentityProvider};
use vitae_billing::demo::DemoCheckout;
use vitae_billing::{BillingError, PaymentGateway, StripeCheckout};
use vitae_persistence::{now, sessions, shares, Database};

use crate::config::Config;
use crate::metrics::{MeteredGateway, MeteredWriter, Metrics};
use crate::static_site::StaticSite;

/// How long a login ticket from the provider callback can be exchanged for a session.
const TICKET_TTL_SECS: i64 = 60;
/// AI calls a paid user may make per minute: a burst limit, not a quota.
const PAID_AI_PER_MINUTE: u32 = 10;
/// How often expired sessions and tickets are swept away.
const PURGE_EVERY: Duration = Duration::from_secs(3600);

#[derive(Debug, thiserror::Error)]
pub enum StartupError {
    #[error("database: {0}")]
    Database(#[from] vitae_persistence::StoreError),
    #[error("payments: {0}")]
    Payments(#[from] BillingError),
    #[error("support mail: {0}")]
    Mail(#[from] vitae_mail::MailError),
    #[error("sign-in: {0}")]
    SignIn(#[from] AuthError),
    #[error("cannot listen on {addr}: {source}")]
    Bind {
        addr: String,
        source: std::io::Error,
    },
}

pub struct Application {
    server: Server,
    port: u16,
    clock: Arc<Clock>,
}

impl Application {
    /// Connects and migrates the database, picks the adapters, and binds `config.bind_addr`
    /// (port 0 picks a free port; see `port`).
    pub async fn build(config: Config) -> Result<Self, StartupError> {
        for allowance in config.allowances() {
            tracing::warn!("{allowance}");
        }
        vitae_pdf::fonts::configure_system_fonts(vitae_pdf::fonts::SystemFonts {
            dirs: config.font_dirs.clone(),
        });
        let url = config.database_url.clone();
        let pool_size = config.database_pool_size;
        let db = tokio::task::spawn_blocking(move || Database::connect(&url, pool_size))
            .await
            .map_err(|_| vitae_persistence::StoreError::Cancelled)??;
        tracing::info!(backend = db.backend().name(), "database ready");

        let identity: Arc<dyn IdentityProvider> = match config.oidc.clone() {
            Some(oidc) => {
                let provider = OidcProvider::discover(oidc, &config.public_url).await?;
                tracing::info!(
                    issuer = provider.issuer(),
                    label = provider.label(),
                    redirect_uri = provider.redirect_uri(),
                    "sign-in: OpenID Connect"
                );
                Arc::new(provider)
            }
            None => {
                tracing::info!(
                    "sign-in: built-in dev sign-in (serves on loopback addresses, or with ALLOW_DEV_SIGN_IN=true; production refuses it)"
                );
                Arc::new(DevSignIn::new(config.public_url.clone()))
            }
        };
        let metrics = web::Data::new(Metrics::new(db.clone()));
        let writer: Arc<dyn Writer> = Arc::new(MeteredWriter::new(
            vitae_ai_client::from_config(config.ai.clone()),
            metrics.ai_calls(),
        ));
        match writer.model() {
            Some(model) => tracing::info!(model, "AI writer: OpenAI-compatible model"),
            None => tracing::info!(
                "AI writer: built-in rule-based writer (set AI_BASE_URL or AI_API_KEY for a model)"
            ),
        }
        let gateway: Arc<dyn PaymentGateway> = match config.stripe.clone() {
            Some(stripe) => {
                if stripe.webhook_secret.is_none() {
                    tracing::warn!("STRIPE_WEBHOOK_SECRET is not set: webhooks will be refused; payments are confirmed by status polls only");
                }
                tracing::info!("payments: Stripe Checkout");
                Arc::new(StripeCheckout::new(stripe)?)
            }
            None => {
                tracing::info!("payments: built-in demo checkout, no card is charged");
                Arc::new(DemoCheckout::new(config.public_url.clone()))
            }
        };
        let payments: Arc<dyn PaymentGateway> =
            Arc::new(MeteredGateway::new(gateway, metrics.payment_calls()));
        let metrics_token = config.metrics_token.clone().map(web::Data::new);
        if metrics_token.is_some() {
            tracing::info!("metrics: GET /metrics with the METRICS_TOKEN bearer token");
        } else {
            tracing::info!("metrics: off (set METRICS_TOKEN to serve GET /metrics)");
        }
        let public = web::Data::new(PublicConfig {
            sign_in: SignInInfo {
                kind: identity.kind().as_str(),
                label: identity.label().to_owned(),
            },
            ai_writer: AiWriterInfo {
                kind: writer.provider().to_owned(),
                model: writer.model().map(str::to_owned),
            },
            payments: PaymentsInfo {
                mode: payments.mode().as_str(),
            },
        });
        let support_outbox = match config.mail.clone() {
            Some(mail) => {
                tracing::info!(to = %mail.support_address(), "support requests: mailed over SMTP");
                let retry = Duration::from_secs(u64::from(config.smtp_retry_secs));
                let digest = DigestMailer::new(
                    db.clone(),
                    vitae_mail::Mailer::new(mail.clone())?,
                    config.public_url.clone(),
                    retry,
                );
                actix_web::rt::spawn(digest.run());
                let mailer = vitae_mail::Mailer::new(mail)?;
                let outbox = SupportOutbox::new(db.clone(), mailer, retry);
                actix_web::rt::spawn(outbox.clone().run());
                Some(outbox)
            }
            None => {
                tracing::info!("support requests: stored only (set SMTP_URL and SUPPORT_EMAIL to mail them; `vitae support list` prints them)");
                None
            }
        };
        let share_counts = Arc::new(ShareCounts::default());
        actix_web::rt::spawn(share_counts.clone().run(db.clone()));
        let clock = Arc::new(Clock::default());
        let state = web::Data::new(AppState {
            db: db.clone(),
            identity,
            writer,
            payments,
            heavy: vitae_api::state::HeavyWork::new(cores()),
            support_outbox,
            draining: std::sync::atomic::AtomicBool::new(false),
            reads: ReadCache::new(u64::from(config.read_cache_mb) << 20),
            share_counts: share_counts.clone(),
            exports: Default::default(),
            session_touches: Default::default(),
            clock: clock.clone(),
            settings: Settings {
                public_url: config.public_url.clone(),
                session_ttl: chrono::Duration::hours(i64::from(config.session_ttl_hours)),
                session_max_age: chrono::Duration::days(i64::from(config.session_max_days)),
                ticket_ttl: chrono::Duration::seconds(TICKET_TTL_SECS),
                free_ai_daily_limit: config.free_ai_daily_limit,
                paid_ai_per_minute: PAID_AI_PER_MINUTE,
                ai_global_daily_limit: config.ai_global_daily_limit,
                embedded_on_any_host: EmbeddedOnAnyHost {
                    dev_sign_in: config.allow_dev_sign_in,
                    demo_checkout: config.allow_demo_checkout,
                },
            },
        });
        let site = web::Data::new(StaticSite::new(config.static_dir.clone()));
        if !site.is_built() {
            tracing::warn!(dir = %config.static_dir.display(), "web client not built; / explains how to build it");
        }

        let listener =
            TcpListener::bind(config.bind_addr).map_err(|source| StartupError::Bind {
                addr: config.bind_addr.to_string(),
                source,
            })?;
        let port = listener
            .local_addr()
            .map_err(|source| StartupError::Bind {
                addr: config.bind_addr.to_string(),
                source,
            })?
            .port();
        let limits = web::Data::new(vitae_api::limits::Limits::new(
            config.sign_in_limit_per_minute,
            config.trust_proxy,
        ));
        let api = vitae_api::configure(state.clone(), public, limits);
        let https = config.public_url.scheme() == "https";
        let server = HttpServer::new(move || {
            // The last `wrap` runs first: the tracing span (and request id) wraps everything;
            // error bodies get their id before compression, which skips small bodies.
            let app = App::new()
                .wrap(from_fn(error_body::add_request_id))
                .wrap(from_fn(compression::mark_small))
                .wrap(Compress::default())
                .wrap(from_fn(compression::unmark))
                .wrap(security::headers(https))
                .wrap(from_fn(security::request_id_header))
                .wrap(from_fn(request_log::observe))
                .wrap(TracingLogger::<request_span::RequestSpan>::new())
                .app_data(metrics.clone())
                .configure(api.clone());
            let app = match &metrics_token {
                Some(token) => app
                    .app_data(token.clone())
                    .route("/metrics", web::get().to(metrics::endpoint::serve)),
                None => app,
            };
            app.app_data(site.clone())
                .route("/r/{slug}", web::get().to(static_site::link_page))
                .default_service(web::to(static_site::serve))
        })
        .shutdown_timeout(30)
        // A client that closes its connection is gone: drop its request's future, so the heavy
        // work it started is told to stop (`vitae_api::services::heavy`) instead of running on
        // for nobody. (HTTP/1 clients do not half-close a connection they still read from.)
        .h1_allow_half_closed(false)
        .disable_signals()
        .listen(listener)
        .map_err(|source| StartupError::Bind {
            addr: config.bind_addr.to_string(),
            source,
        })?
        .run();
        spawn_purge(db);
        let drain = Duration::from_secs(u64::from(config.shutdown_drain_secs));
        actix_web::rt::spawn(stop_on_signal(server.handle(), state, drain));
        Ok(Self {
            server,
            port,
            clock,
        })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// The clock sessions are judged by, which a test moves ahead instead of waiting.
    pub fn clock(&self) -> Arc<Clock> {
        self.clock.clone()
    }

    /// Indexes the machine's fonts in the background, so the first resume in a script the
    /// binary does not carry (Chinese, Bengali…) does not wait for the scan.
    pub fn index_fonts_in_background(&self) {
        std::thread::spawn(|| {
            let started = std::time::Instant::now();
            let faces = vitae_pdf::fonts::book().warm_up();
            let ms = started.elapsed().as_millis() as u64;
            tracing::info!(faces, ms, "system fonts indexed");
        });
    }

    /// Serves until SIGINT or SIGTERM, drains (`SHUTDOWN_DRAIN_SECS`), then finishes in-flight
    /// requests (up to 30 s).
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        self.server.await
    }
}

/// Stops gracefully on SIGTERM or SIGINT. Closing the listener at once races a proxy that
/// still holds keep-alive connections to us: a request it writes as they close fails. So first
/// `/readyz` turns 503 for `drain`, while everything else is still served, and health checks
/// move traffic away; then the server stops, finishing what is in flight.
async fn stop_on_signal(handle: ServerHandle, state: web::Data<AppState>, drain: Duration) {
    wait_for_stop_signal().await;
    state
        .draining
        .store(true, std::sync::atomic::Ordering::Relaxed);
    if !drain.is_zero() {
        tracing::info!(drain_secs = drain.as_secs(), "stop requested: draining");
        actix_web::rt::time::sleep(drain).await;
    }
    tracing::info!("stopping: finishing requests in flight");
    handle.stop(true).await;
    if let Err(e) = state.share_counts.flush(&state.db).await {
        tracing::warn!(error = %e, "link counts of the last second not written");
    }
}

#[cfg(unix)]
async fn wait_for_stop_signal() {
    use tokio::signal::unix::{signal, SignalKind};
    match (
        signal(SignalKind::terminate()),
        signal(SignalKind::interrupt()),
    ) {
        (Ok(mut term), Ok(mut int)) => {
            tokio::select! {
                _ = term.recv() => {}
                _ = int.recv() => {}
            }
        }
        _ => {
            tracing::warn!("cannot listen for stop signals; stop with SIGKILL");
            std::future::pending::<()>().await;
        }
    }
}

#[cfg(not(unix))]
async fn wait_for_stop_signal() {
    let _ = tokio::signal::ctrl_c().await;
}

/// The cores heavy work is sized by (`vitae_api::state::HeavyWork::new`).
fn cores() -> usize {
    std::thread::available_parallelism().map_or(2, std::num::NonZeroUsize::get)
}

/// Sweeps expired sessions and tickets now and then; reads already ignore them.
fn spawn_purge(db: Database) {
    actix_web::rt::spawn(async move {
        let mut tick = actix_web::rt::time::interval(PURGE_EVERY);
        loop {
            tick.tick().await;
            let before = now() - chrono::Duration::minutes(vitae_api::share_window_minutes());
            if let Err(e) = db
                .run(move |conn| shares::purge_failures(conn, before))
                .await
            {
                tracing::warn!(error = %e, "purge of old link password failures failed");
            }
            match db.run(|conn| sessions::purge_expired(conn, now())).await {
                Ok(n) if n > 0 => tracing::info!(removed = n, "expired sessions purged"),
                Ok(_) => {}
                Err(e) => tracing::warn!(error = %e, "session purge failed"),
            }
        }
    });
}
