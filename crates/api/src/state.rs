//! What every handler can reach: the database, the adapters behind their traits, and settings.

use std::sync::Arc;

use serde::Serialize;
use url::Url;
use vitae_ai_client::Writer;
use vitae_auth::IdentityProvider;
use vitae_billing::PaymentGateway;
use vitae_persistence::Database;

use crate::read_cache::ReadCache;
pub use crate::services::heavy::HeavyWork;
use crate::share_counts::ShareCounts;
use crate::support_outbox::SupportOutbox;

pub struct AppState {
    pub db: Database,
    pub identity: Arc<dyn IdentityProvider>,
    pub writer: Arc<dyn Writer>,
    pub payments: Arc<dyn PaymentGateway>,
    /// Renders, photo decoding and imports: bounded per lane and per user
    /// (`services::heavy`), so a burst of them cannot take the server's memory or cores.
    pub heavy: HeavyWork,
    /// Mails support requests when `SMTP_URL` is set; without it they are only stored.
    pub support_outbox: Option<Arc<SupportOutbox>>,
    /// Set when the server was asked to stop: `/readyz` answers 503 so a load balancer moves
    /// traffic away before the listener closes (`SHUTDOWN_DRAIN_SECS`).
    pub draining: std::sync::atomic::AtomicBool,
    /// The resume list and single resumes as last rendered, served again while the user's
    /// resumes are unchanged (`READ_CACHE_MB`).
    pub reads: ReadCache,
    /// Views and downloads of public links not yet written (`share_counts`).
    pub share_counts: Arc<ShareCounts>,
    /// The data exports being written and sent (`services::account::Exports`).
    pub exports: crate::services::account::Exports,
    /// Which sessions' use was recorded in the last minute (`session::SessionTouches`).
    pub session_touches: Arc<crate::session::SessionTouches>,
    /// The time sessions are judged by (`clock`).
    pub clock: Arc<crate::clock::Clock>,
    pub settings: Settings,
}

#[derive(Debug, Clone)]
pub struct Settings {
    /// The one origin accepted for redirects, `origin_url` and unsafe requests.
    pub public_url: Url,
    /// Sessions expire this long after their last use.
    pub session_ttl: chrono::Duration,
    /// ...and this long after sign-in, however often they are used.
    pub session_max_age: chrono::Duration,
    /// How long a login ticket can be exchanged for a session.
    pub ticket_ttl: chrono::Duration,
    /// AI calls a Free-plan user may make per UTC day.
    pub free_ai_daily_limit: u32,
    /// AI calls a paid user may make per minute (a burst limit only).
    pub paid_ai_per_minute: u32,
    /// Model calls everyone together may make per UTC day; `None` for no cap.
    pub ai_global_daily_limit: Option<u32>,
    /// The operator's `ALLOW_*` escapes: serve the embedded defaults to any `Host`.
    pub embedded_on_any_host: EmbeddedOnAnyHost,
}

/// Whether the dev sign-in and the demo checkout answer requests that do not name this
/// machine (`vitae_auth::loopback`); by default they do not.
#[derive(Debug, Clone, Copy, Default)]
pub struct EmbeddedOnAnyHost {
    pub dev_sign_in: bool,
    pub demo_checkout: bool,
}

impl Settings {
    /// Cookies are `Secure` when the site is served over https.
    pub fn secure_cookies(&self) -> bool {
        self.public_url.scheme() == "https"
    }

    pub fn session_lifetime(&self) -> vitae_persistence::sessions::Lifetime {
        vitae_persistence::sessions::Lifetime {
            ttl: self.session_ttl,
            max_age: self.session_max_age,
        }
    }

    /// An address on this site: `path` (starting with `/`) on `PUBLIC_URL`'s origin.
    pub fn site_url(&self, path: &str) -> String {
        format!("{}{path}", self.origin())
    }

    /// `scheme://host[:port]`, as browsers send it in `Origin`.
    pub fn origin(&self) -> String {
        self.public_url.origin().ascii_serialization()
    }
}

/// The public part of the configuration (`GET /api/config`).
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct PublicConfig {
    pub sign_in: SignInInfo,
    pub ai_writer: AiWriterInfo,
    pub payments: PaymentsInfo,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct AiWriterInfo {
    /// "built-in" or "openai-compatible".
    pub kind: String,
    pub model: Option<String>,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct PaymentsInfo {
    /// "demo" (no card is charged) or "stripe".
    pub mode: &'static str,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct SignInInfo {
    /// "dev" or "oidc".
    pub kind: &'static str,
    /// The button reads "Sign in with {label}".
    pub label: String,
}
