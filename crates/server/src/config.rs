//! Configuration from the environment (`.env` is read first if present). Every variable is
//! declared once, in the table of [`variables`], which reads and checks it and writes its row
//! of docs/configuration.md; this module builds the providers that take several of them. Every
//! variable has a default that serves the product on this machine; a bad value stops start-up
//! with a message naming the variable.

mod variables;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use secrecy::{ExposeSecret, SecretString};
use url::Url;
use vitae_ai_client::OpenAiConfig;
use vitae_auth::loopback::is_loopback_name;
use vitae_auth::oidc::OidcConfig;
use vitae_billing::StripeConfig;
use vitae_mail::{MailError, MailSettings};
use vitae_persistence::DatabaseUrl;

use variables::Variables;
pub use variables::{doc_table, with_doc_table};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AppEnv {
    Development,
    Production,
}

/// How log lines are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogFormat {
    /// Human-readable lines (the default).
    Text,
    /// One JSON object per line, for log collectors.
    Json,
}

#[derive(Debug, Clone)]
pub struct Config {
    /// `DATABASE_URL`: `sqlite://data/vitae.db` (default) or `postgres://…`.
    pub database_url: DatabaseUrl,
    /// `DATABASE_POOL_SIZE`: connections per instance (default 8).
    pub database_pool_size: u32,
    /// `READ_CACHE_MB`: memory for resume reads kept rendered (default 64; 0 keeps none).
    pub read_cache_mb: u32,
    /// `BIND_ADDR`: where to listen (default `127.0.0.1:8080`).
    pub bind_addr: SocketAddr,
    /// `PUBLIC_URL`: the site's address as browsers see it (default `http://localhost:8080`);
    /// the only origin accepted for redirects and unsafe requests.
    pub public_url: Url,
    /// `APP_ENV`: `development` (default) or `production`, which needs OpenID Connect.
    pub app_env: AppEnv,
    /// `STATIC_DIR`: the built web client (default `frontend/out`).
    pub static_dir: PathBuf,
    /// `SESSION_TTL_HOURS`: a session ends this long after its last use (default 168).
    pub session_ttl_hours: u32,
    /// `SESSION_MAX_DAYS`: and this long after sign-in, however busy (default 30).
    pub session_max_days: u32,
    /// `ALLOW_DEV_SIGN_IN`: serve the built-in dev sign-in on a public `PUBLIC_URL`, a
    /// non-loopback `BIND_ADDR` and any `Host` (default false: it serves only on loopback
    /// addresses to requests naming this machine, since anyone can sign in as anyone with it).
    pub allow_dev_sign_in: bool,
    /// `ALLOW_DEMO_CHECKOUT`: serve the demo checkout on a public `PUBLIC_URL`, a non-loopback
    /// `BIND_ADDR` and any `Host` (default false: loopback only, since it grants plans without
    /// payment).
    pub allow_demo_checkout: bool,
    /// `TRUST_PROXY`: `true` behind a reverse proxy that sets `X-Forwarded-For`, so per-client
    /// limits see the client's address rather than the proxy's (default false).
    pub trust_proxy: bool,
    /// `SIGN_IN_LIMIT_PER_MINUTE`: sign-in completions (form posts, callbacks, ticket exchanges)
    /// allowed per client address per minute (default 30).
    pub sign_in_limit_per_minute: u32,
    /// `OIDC_ISSUER_URL`, `OIDC_CLIENT_ID`, `OIDC_CLIENT_SECRET` (all three or none) and
    /// `OIDC_PROVIDER_NAME`: sign-in with an OpenID Connect provider; `None` uses the built-in
    /// dev sign-in. `Debug` never prints the client secret.
    pub oidc: Option<OidcConfig>,
    /// `AI_BASE_URL`, `AI_API_KEY`, `AI_MODEL`, `AI_TIMEOUT_SECS`: an OpenAI-compatible model;
    /// `None` uses the built-in writer.
    pub ai: Option<OpenAiConfig>,
    /// `FREE_AI_DAILY_LIMIT`: AI calls per Free-plan user per UTC day (default 20).
    pub free_ai_daily_limit: u32,
    /// `AI_GLOBAL_DAILY_LIMIT`: model calls by all users together per UTC day, the operator's
    /// spending cap (default: none).
    pub ai_global_daily_limit: Option<u32>,
    /// `STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET`, `STRIPE_API_BASE`: Stripe Checkout;
    /// `None` uses the built-in demo checkout.
    pub stripe: Option<StripeConfig>,
    /// `METRICS_TOKEN`: serves `GET /metrics` to requests bearing it; `None` (default) serves
    /// no metrics at all, so they are never public by accident.
    pub metrics_token: Option<MetricsToken>,
    /// `SMTP_URL`, `SUPPORT_EMAIL` (both or neither) and `SMTP_FROM`: mail each support
    /// request to the operator; `None` only stores them (`vitae support list` prints them).
    pub mail: Option<MailSettings>,
    /// `SMTP_RETRY_SECS`: the wait after a failed delivery, doubling with each further failure
    /// up to an hour (default 30).
    pub smtp_retry_secs: u32,
    /// `SHUTDOWN_DRAIN_SECS`: on SIGTERM or SIGINT, answer `/readyz` with 503 for this long
    /// while still serving, so a load balancer stops sending requests, then stop (default 0).
    pub shutdown_drain_secs: u32,
    /// `RUST_LOG`: which log lines are written (unset: `telemetry`'s default).
    pub log_filter: Option<String>,
    /// `LOG_FORMAT`: `text` (default) or `json`.
    pub log_format: LogFormat,
    /// `FONT_DIRS`: folders of fonts for the scripts the binary does not carry (Chinese,
    /// Japanese, Korean, Bengali, Thai…), separated by `:`; empty (default) means the system's
    /// font folders.
    pub font_dirs: Vec<PathBuf>,
}

/// The bearer token that unlocks `/metrics`. `Debug` never prints it.
#[derive(Debug, Clone)]
pub struct MetricsToken(SecretString);

impl MetricsToken {
    /// Shorter tokens are refused: they could be guessed.
    pub const MIN_LEN: usize = 16;

    /// Whether `presented` is this token, compared by digest so that the time taken says
    /// nothing about how much of it was right.
    pub fn matches(&self, presented: &str) -> bool {
        use sha2::{Digest, Sha256};
        Sha256::digest(self.0.expose_secret().as_bytes()) == Sha256::digest(presented.as_bytes())
    }
}

#[derive(Debug, thiserror::Error)]
#[error("{variable}: {message}")]
pub struct ConfigError {
    pub variable: &'static str,
    pub message: String,
}

impl Config {
    pub fn from_env() -> Result<Self, ConfigError> {
        Self::from_lookup(|name| std::env::var(name).ok())
    }

    /// Reads every variable through `lookup`, so tests need not touch the process environment.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Self, ConfigError> {
        let v = Variables::read(&lookup)?;
        let config = Self {
            oidc: oidc(
                v.oidc_issuer_url,
                v.oidc_client_id,
                v.oidc_client_secret,
                v.oidc_provider_name,
                v.app_env,
            )?,
            ai: ai(v.ai_base_url, v.ai_api_key, v.ai_model, v.ai_timeout_secs)?,
            stripe: v.stripe_secret_key.map(|secret_key| StripeConfig {
                secret_key,
                webhook_secret: v.stripe_webhook_secret,
                api_base: v.stripe_api_base,
            }),
            mail: mail(v.smtp_url, v.support_email, v.smtp_from)?,
            database_url: v.database_url,
            database_pool_size: v.database_pool_size,
            read_cache_mb: v.read_cache_mb,
            bind_addr: v.bind_addr,
            public_url: v.public_url,
            app_env: v.app_env,
            static_dir: PathBuf::from(v.static_dir),
            session_ttl_hours: v.session_ttl_hours,
            session_max_days: v.session_max_days,
            allow_dev_sign_in: v.allow_dev_sign_in,
            allow_demo_checkout: v.allow_demo_checkout,
            trust_proxy: v.trust_proxy,
            sign_in_limit_per_minute: v.sign_in_limit_per_minute,
            free_ai_daily_limit: v.free_ai_daily_limit,
            ai_global_daily_limit: v.ai_global_daily_limit,
            metrics_token: v.metrics_token,
            smtp_retry_secs: v.smtp_retry_secs,
            shutdown_drain_secs: v.shutdown_drain_secs,
            log_filter: v.log_filter,
            log_format: v.log_format,
            font_dirs: v.font_dirs.unwrap_or_default(),
        };
        config.check_production()?;
        config.check_public_defaults()?;
        Ok(config)
    }

    /// The dev sign-in lets anyone sign in as anyone, and the demo checkout grants plans for
    /// free: where others can reach the server (a public `PUBLIC_URL`, or a `BIND_ADDR` other
    /// than loopback, as in a container) they serve only when the operator says so.
    fn check_public_defaults(&self) -> Result<(), ConfigError> {
        let reachable = if !is_loopback(&self.public_url) {
            format!(
                "PUBLIC_URL {} is not a loopback address",
                self.public_url.origin().ascii_serialization()
            )
        } else if !self.bind_addr.ip().is_loopback() {
            format!("BIND_ADDR {} listens beyond this machine", self.bind_addr)
        } else {
            return Ok(());
        };
        if self.oidc.is_none() && !self.allow_dev_sign_in {
            return Err(ConfigError {
                variable: "OIDC_ISSUER_URL",
                message: format!(
                    "{reachable}, and the built-in dev sign-in lets anyone sign in as anyone: \
                     set OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET (see \
                     docs/configuration.md), or ALLOW_DEV_SIGN_IN=true for a private demo"
                ),
            });
        }
        if self.stripe.is_none() && !self.allow_demo_checkout {
            return Err(ConfigError {
                variable: "STRIPE_SECRET_KEY",
                message: format!(
                    "{reachable}, and the built-in demo checkout gives anyone Pro without \
                     paying: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (see \
                     docs/configuration.md), or ALLOW_DEMO_CHECKOUT=true for a private demo"
                ),
            });
        }
        Ok(())
    }

    /// The escapes from a safe default the operator chose, for a warning at start-up: each
    /// names its variable and what it opens.
    pub fn allowances(&self) -> Vec<&'static str> {
        let mut out = Vec::new();
        if self.allow_dev_sign_in {
            out.push(
                "ALLOW_DEV_SIGN_IN=true: the built-in dev sign-in (anyone can sign in as \
                 anyone) answers on any address and Host",
            );
        }
        if self.allow_demo_checkout {
            out.push(
                "ALLOW_DEMO_CHECKOUT=true: the demo checkout (Pro for free) answers on any \
                 address and Host",
            );
        }
        out
    }

    /// Production needs a real identity provider: the dev sign-in lets anyone be anyone.
    fn check_production(&self) -> Result<(), ConfigError> {
        if self.app_env == AppEnv::Production && self.oidc.is_none() {
            return Err(ConfigError {
                variable: "APP_ENV",
                message: "production needs a real identity provider, and the development \
                          sign-in lets anyone sign in as anyone: set OIDC_ISSUER_URL, \
                          OIDC_CLIENT_ID and OIDC_CLIENT_SECRET (see docs/configuration.md), \
                          or set APP_ENV=development"
                    .into(),
            });
        }
        Ok(())
    }
}

/// `SMTP_URL` and `SUPPORT_EMAIL` together, or neither; `SMTP_FROM` defaults to the latter.
fn mail(
    url: Option<SecretString>,
    support: Option<String>,
    from: Option<String>,
) -> Result<Option<MailSettings>, ConfigError> {
    let (url, support) = match (url, support) {
        (None, None) => return Ok(None),
        (Some(url), Some(support)) => (url, support),
        (url, _) => {
            return Err(ConfigError {
                variable: if url.is_none() {
                    "SMTP_URL"
                } else {
                    "SUPPORT_EMAIL"
                },
                message: "mailing support requests needs both SMTP_URL and SUPPORT_EMAIL (set \
                          neither to only store them)"
                    .into(),
            })
        }
    };
    MailSettings::new(url.expose_secret(), &support, from.as_deref())
        .map(Some)
        .map_err(|e| match e {
            MailError::Config { variable, message } => ConfigError { variable, message },
            other => ConfigError {
                variable: "SMTP_URL",
                message: other.to_string(),
            },
        })
}

/// An OpenAI-compatible model, or `None` for the built-in writer:
/// - nothing set: the built-in writer;
/// - only `AI_API_KEY`: OpenAI (`https://api.openai.com/v1`, model `gpt-4o-mini` unless
///   `AI_MODEL` says otherwise);
/// - `AI_BASE_URL` (any OpenAI-compatible server): `AI_MODEL` is required, the key optional
///   (Ollama, vLLM and llama.cpp need none).
fn ai(
    base_url: Option<String>,
    api_key: Option<SecretString>,
    model: Option<String>,
    timeout_secs: u32,
) -> Result<Option<OpenAiConfig>, ConfigError> {
    let base_url = match (base_url, &api_key) {
        (Some(url), _) => url,
        (None, Some(_)) => OpenAiConfig::OPENAI_BASE_URL.to_owned(),
        (None, None) => return Ok(None),
    };
    let fail = |variable, message: String| ConfigError { variable, message };
    let parsed = Url::parse(&base_url)
        .map_err(|e| fail("AI_BASE_URL", format!("not a valid URL ({e}): {base_url}")))?;
    if !matches!(parsed.scheme(), "http" | "https") || parsed.host_str().is_none() {
        return Err(fail(
            "AI_BASE_URL",
            format!("must be an http(s) URL: {base_url}"),
        ));
    }
    let model = match model {
        Some(m) => m,
        None if base_url == OpenAiConfig::OPENAI_BASE_URL => {
            OpenAiConfig::OPENAI_DEFAULT_MODEL.to_owned()
        }
        None => {
            return Err(fail(
                "AI_MODEL",
                "required when AI_BASE_URL is set (e.g. llama3.1 for Ollama)".into(),
            ))
        }
    };
    Ok(Some(OpenAiConfig {
        base_url,
        api_key,
        model,
        timeout: Duration::from_secs(timeout_secs.into()),
    }))
}

const OIDC_VARS: [&str; 3] = ["OIDC_ISSUER_URL", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"];

/// All three OIDC variables, or none of them; a partial set names the first one missing.
fn oidc(
    issuer: Option<String>,
    client_id: Option<String>,
    secret: Option<SecretString>,
    provider_name: Option<String>,
    app_env: AppEnv,
) -> Result<Option<OidcConfig>, ConfigError> {
    let (issuer_url, client_id, client_secret) = match (issuer, client_id, secret) {
        (None, None, None) => return Ok(None),
        (Some(i), Some(c), Some(s)) => (i, c, s),
        (i, c, s) => {
            let set = [i.is_some(), c.is_some(), s.is_some()];
            let missing = OIDC_VARS
                .iter()
                .zip(set)
                .find(|(_, set)| !set)
                .map_or("OIDC_ISSUER_URL", |(name, _)| *name);
            return Err(ConfigError {
                variable: missing,
                message: "OpenID Connect needs all three of OIDC_ISSUER_URL, OIDC_CLIENT_ID and \
                          OIDC_CLIENT_SECRET (set none of them for the development sign-in)"
                    .into(),
            });
        }
    };
    let fail = |message: String| ConfigError {
        variable: "OIDC_ISSUER_URL",
        message,
    };
    let url = Url::parse(&issuer_url).map_err(|e| fail(format!("not a URL ({e})")))?;
    if !matches!(url.scheme(), "http" | "https") || url.host().is_none() {
        return Err(fail(
            "expected the provider's https:// issuer, e.g. https://accounts.google.com".into(),
        ));
    }
    if app_env == AppEnv::Production && url.scheme() != "https" {
        return Err(fail("production needs an https:// issuer".into()));
    }
    Ok(Some(OidcConfig {
        issuer_url,
        client_id,
        client_secret,
        provider_name,
    }))
}

/// Whether the site's address only reaches this machine: localhost, 127.0.0.0/8 or [::1].
fn is_loopback(url: &Url) -> bool {
    url.host_str().is_some_and(is_loopback_name)
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;

    fn config(vars: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let vars: HashMap<String, String> = vars
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        Config::from_lookup(|k| vars.get(k).cloned())
    }

    #[test]
    fn defaults_serve_the_product_locally() {
        let c = config(&[]).expect("defaults are valid");
        assert!(matches!(c.database_url, DatabaseUrl::Sqlite(_)));
        assert_eq!(c.bind_addr.to_string(), "127.0.0.1:8080");
        assert_eq!(c.public_url.as_str(), "http://localhost:8080/");
        assert_eq!(c.session_ttl_hours, 168);
        assert_eq!(c.app_env, AppEnv::Development);
        assert_eq!(c.sign_in_limit_per_minute, 30);
        assert_eq!(c.read_cache_mb, 64);
    }

    #[test]
    fn bad_values_name_their_variable() {
        for (var, value) in [
            ("DATABASE_URL", "mysql://x"),
            ("BIND_ADDR", "localhost"),
            ("PUBLIC_URL", "ftp://x"),
            ("PUBLIC_URL", "https://x.com/app"),
            ("APP_ENV", "staging"),
            ("SESSION_TTL_HOURS", "0"),
            ("SESSION_TTL_HOURS", "a week"),
            ("DATABASE_POOL_SIZE", "-1"),
            ("READ_CACHE_MB", "64MB"),
            ("FREE_AI_DAILY_LIMIT", "lots"),
            ("TRUST_PROXY", "maybe"),
            ("ALLOW_DEV_SIGN_IN", "yes please"),
            ("ALLOW_DEMO_CHECKOUT", "2"),
            ("SESSION_MAX_DAYS", "0"),
            ("AI_GLOBAL_DAILY_LIMIT", "0"),
            ("SIGN_IN_LIMIT_PER_MINUTE", "0"),
            ("METRICS_TOKEN", "short"),
            ("SMTP_RETRY_SECS", "0"),
            ("SHUTDOWN_DRAIN_SECS", "forever"),
        ] {
            let err = config(&[(var, value)]).expect_err(value);
            assert_eq!(err.variable, var, "{value}");
            assert!(err.to_string().starts_with(var));
        }
    }

    #[test]
    fn support_mail_needs_a_server_and_a_mailbox_and_checks_both() {
        assert!(config(&[]).expect("defaults").mail.is_none());
        let mail = |url, to| config(&[("SMTP_URL", url), ("SUPPORT_EMAIL", to)]);
        let c = mail(
            "smtp://mail.example.com:587?tls=required",
            "help@example.com",
        )
        .expect("valid mail settings");
        assert_eq!(
            c.mail.map(|m| m.support_address()).as_deref(),
            Some("help@example.com")
        );
        assert_eq!(c.smtp_retry_secs, 30);
        let err = mail("https://mail.example.com", "help@example.com").expect_err("scheme");
        assert_eq!(err.variable, "SMTP_URL");
        let err = mail("smtp://mail.example.com", "not an address").expect_err("address");
        assert_eq!(err.variable, "SUPPORT_EMAIL");
        // One without the other names the one missing.
        let err = config(&[("SMTP_URL", "smtp://mail.example.com")]).expect_err("no mailbox");
        assert_eq!(err.variable, "SUPPORT_EMAIL");
        let err = config(&[("SUPPORT_EMAIL", "help@example.com")]).expect_err("no server");
        assert_eq!(err.variable, "SMTP_URL");
    }

    #[test]
    fn no_secret_is_printed_by_the_configuration() {
        let mut vars = OIDC.to_vec();
        vars.extend([
            ("AI_API_KEY", "sk-ai-s3cr3t"),
            ("STRIPE_SECRET_KEY", "sk_test_s3cr3t"),
            ("STRIPE_WEBHOOK_SECRET", "whsec_s3cr3t"),
            ("SMTP_URL", "smtp://mailer:pa55-s3cr3t@mail.example.com:587"),
            ("SUPPORT_EMAIL", "help@example.com"),
            ("METRICS_TOKEN", "0123456789abcdef-s3cr3t"),
            (
                "DATABASE_URL",
                "postgres://vitae:pa55-s3cr3t@db.example.com/vitae",
            ),
        ]);
        let c = config(&vars).expect("every secret set");
        assert!(c.oidc.is_some() && c.ai.is_some() && c.stripe.is_some() && c.mail.is_some());
        let printed = format!("{c:?}");
        assert!(!printed.contains("s3cr3t"), "{printed}");
        assert!(printed.contains("mail.example.com") || printed.contains("help@example.com"));
    }

    #[test]
    fn a_public_address_refuses_the_dev_sign_in_and_the_demo_checkout() {
        let public = ("PUBLIC_URL", "https://resumes.example.com");
        let err = config(&[public]).expect_err("dev sign-in on a public site");
        assert_eq!(err.variable, "OIDC_ISSUER_URL");
        assert!(err.message.contains("ALLOW_DEV_SIGN_IN"), "{err}");

        let mut vars = OIDC.to_vec();
        vars.push(public);
        let err = config(&vars).expect_err("demo checkout on a public site");
        assert_eq!(err.variable, "STRIPE_SECRET_KEY");
        assert!(err.message.contains("ALLOW_DEMO_CHECKOUT"), "{err}");

        vars.push(("STRIPE_SECRET_KEY", "sk_test_123"));
        assert!(config(&vars).is_ok(), "real providers serve a public site");
        let demo = [
            public,
            ("ALLOW_DEV_SIGN_IN", "true"),
            ("ALLOW_DEMO_CHECKOUT", "true"),
        ];
        assert!(config(&demo).is_ok(), "an explicit demo is allowed");
    }

    #[test]
    fn font_dirs_are_folders_that_exist() {
        let dir = std::env::temp_dir();
        let dirs = format!("{}:{}", dir.display(), dir.display());
        let set = config(&[("FONT_DIRS", &dirs)]).expect("folders");
        assert_eq!(set.font_dirs, vec![dir.clone(), dir]);
        assert!(config(&[]).expect("default").font_dirs.is_empty());
        let err = config(&[("FONT_DIRS", "/no/such/folder")]).expect_err("missing");
        assert_eq!(err.variable, "FONT_DIRS");
    }

    #[test]
    fn a_container_bind_needs_real_providers_or_the_escapes() {
        let err = config(&[("BIND_ADDR", "0.0.0.0:8080")]).expect_err("open bind");
        assert_eq!(err.variable, "OIDC_ISSUER_URL");
        assert!(err.message.contains("BIND_ADDR 0.0.0.0:8080"), "{err}");
        let allowed = config(&[
            ("BIND_ADDR", "0.0.0.0:8080"),
            ("ALLOW_DEV_SIGN_IN", "true"),
            ("ALLOW_DEMO_CHECKOUT", "true"),
        ])
        .expect("explicitly allowed");
        assert_eq!(allowed.allowances().len(), 2);
        assert!(config(&[("BIND_ADDR", "127.0.0.1:9000")]).is_ok());
    }

    #[test]
    fn loopback_addresses_serve_the_embedded_defaults() {
        for url in [
            "http://localhost:8080",
            "http://127.0.0.1:3000",
            "http://127.8.9.10",
            "http://[::1]:8080",
            "http://app.localhost",
        ] {
            assert!(config(&[("PUBLIC_URL", url)]).is_ok(), "{url}");
        }
        for url in [
            "http://10.0.0.5:8080",
            "http://localhost.example.com",
            "http://[::2]",
        ] {
            assert!(config(&[("PUBLIC_URL", url)]).is_err(), "{url}");
        }
    }

    #[test]
    fn the_ai_writer_is_built_in_unless_a_model_is_configured() {
        assert!(config(&[]).expect("defaults").ai.is_none());
        assert!(config(&[("AI_BASE_URL", "  ")])
            .expect("blank")
            .ai
            .is_none());

        let openai = config(&[("AI_API_KEY", "sk-1")]).expect("key alone").ai;
        let openai = openai.map(|c| (c.base_url, c.model, c.timeout));
        assert_eq!(
            openai,
            Some((
                "https://api.openai.com/v1".to_owned(),
                "gpt-4o-mini".to_owned(),
                Duration::from_secs(60)
            ))
        );
        let ollama = config(&[
            ("AI_BASE_URL", "http://localhost:11434/v1"),
            ("AI_MODEL", "llama3.1"),
            ("AI_TIMEOUT_SECS", "120"),
        ])
        .expect("ollama")
        .ai
        .expect("a model");
        assert_eq!(ollama.timeout, Duration::from_secs(120));
        assert!(ollama.api_key.is_none());
    }

    #[test]
    fn bad_ai_settings_name_their_variable() {
        let variable = |vars: &[(&str, &str)]| config(vars).expect_err("refused").variable;
        assert_eq!(
            variable(&[("AI_BASE_URL", "http://localhost:11434/v1")]),
            "AI_MODEL"
        );
        assert_eq!(
            variable(&[("AI_BASE_URL", "localhost:11434"), ("AI_MODEL", "m")]),
            "AI_BASE_URL"
        );
        for timeout in ["0", "1m", "soon", "3601"] {
            assert_eq!(
                variable(&[("AI_API_KEY", "k"), ("AI_TIMEOUT_SECS", timeout)]),
                "AI_TIMEOUT_SECS"
            );
        }
    }

    #[test]
    fn the_metrics_token_is_off_by_default_and_never_printed() {
        assert!(config(&[]).expect("defaults").metrics_token.is_none());
        let c = config(&[("METRICS_TOKEN", " 0123456789abcdef-scrape ")]).expect("token");
        let token = c.metrics_token.as_ref().expect("set");
        assert!(token.matches("0123456789abcdef-scrape"));
        assert!(!token.matches("0123456789abcdef-scrapE"));
        assert!(!format!("{c:?}").contains("0123456789abcdef"));
    }

    const OIDC: [(&str, &str); 3] = [
        ("OIDC_ISSUER_URL", "https://accounts.google.com"),
        ("OIDC_CLIENT_ID", "vitae.apps.googleusercontent.com"),
        ("OIDC_CLIENT_SECRET", "s3cr3t-value"),
    ];

    #[test]
    fn production_refuses_the_dev_sign_in() {
        let err = config(&[("APP_ENV", "production")]).expect_err("refused");
        assert_eq!(err.variable, "APP_ENV");
        assert!(err.message.contains("identity provider"), "{err}");
        assert!(err.message.contains("OIDC_ISSUER_URL"), "{err}");
    }

    #[test]
    fn production_runs_with_openid_connect() {
        let mut vars = OIDC.to_vec();
        vars.push(("APP_ENV", "production"));
        vars.push(("OIDC_PROVIDER_NAME", " Google "));
        let c = config(&vars).expect("production with OIDC");
        let oidc = c.oidc.as_ref().expect("oidc");
        assert_eq!(oidc.issuer_url, "https://accounts.google.com");
        assert_eq!(oidc.client_secret.expose_secret(), "s3cr3t-value");
        assert_eq!(oidc.provider_name.as_deref(), Some("Google"));
        let printed = format!("{c:?}");
        assert!(!printed.contains("s3cr3t-value"), "{printed}");
    }

    #[test]
    fn a_partial_oidc_set_names_the_missing_variable() {
        for (missing, (name, _)) in OIDC.iter().enumerate() {
            let vars: Vec<(&str, &str)> = OIDC
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != missing)
                .map(|(_, v)| *v)
                .collect();
            let err = config(&vars).expect_err("partial");
            assert_eq!(err.variable, *name);
        }
        assert!(config(&[]).expect("none").oidc.is_none());
        let mut vars = OIDC.to_vec();
        vars[0] = ("OIDC_ISSUER_URL", "accounts.google.com");
        assert_eq!(config(&vars).expect_err("bad").variable, "OIDC_ISSUER_URL");
        vars[0] = ("OIDC_ISSUER_URL", "http://sso.example.com");
        vars.push(("APP_ENV", "production"));
        assert_eq!(config(&vars).expect_err("http").variable, "OIDC_ISSUER_URL");
    }
}
