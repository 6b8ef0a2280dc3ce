//! Every variable in one table: its name, the field it fills, how its text is read and checked,
//! its default, and the words docs/configuration.md shows for it (its `///` lines). The table
//! reads the environment ([`Variables::read`]) and writes the documentation ([`doc_table`]);
//! a test keeps the two the same.

use std::net::SocketAddr;
use std::path::PathBuf;

use secrecy::SecretString;
use url::Url;
use vitae_persistence::DatabaseUrl;

use super::{AppEnv, ConfigError, LogFormat, MetricsToken};

/// How a variable's text becomes its value. The message of an error is what follows the
/// variable's name when start-up stops ("expected a whole number from 1 to 256, got \"x\"").
pub(super) trait Read {
    type Value;
    fn read(&self, text: &str) -> Result<Self::Value, String>;
    /// The values accepted, when the documentation should say them ("1–256").
    fn accepts(&self) -> Option<String> {
        None
    }
}

/// A whole number within an inclusive range.
pub(super) struct Number(pub u32, pub u32);

impl Read for Number {
    type Value = u32;
    fn read(&self, text: &str) -> Result<u32, String> {
        let Self(min, max) = *self;
        text.parse::<u32>()
            .ok()
            .filter(|n| (min..=max).contains(n))
            .ok_or_else(|| format!("expected a whole number from {min} to {max}, got {text:?}"))
    }
    fn accepts(&self) -> Option<String> {
        Some(format!("{}–{}", self.0, self.1))
    }
}

/// `true`/`1` or `false`/`0`.
pub(super) struct Flag;

impl Read for Flag {
    type Value = bool;
    fn read(&self, text: &str) -> Result<bool, String> {
        match text {
            "true" | "1" => Ok(true),
            "false" | "0" => Ok(false),
            other => Err(format!("expected true or false, got {other:?}")),
        }
    }
}

/// Any text.
pub(super) struct Text;

impl Read for Text {
    type Value = String;
    fn read(&self, text: &str) -> Result<String, String> {
        Ok(text.to_owned())
    }
}

/// A secret: kept in a type whose `Debug` never prints it.
pub(super) struct Secret;

impl Read for Secret {
    type Value = SecretString;
    fn read(&self, text: &str) -> Result<SecretString, String> {
        Ok(text.into())
    }
}

/// Read by a function of its own.
pub(super) struct With<T>(pub fn(&str) -> Result<T, String>);

impl<T> Read for With<T> {
    type Value = T;
    fn read(&self, text: &str) -> Result<T, String> {
        (self.0)(text)
    }
}

/// One row of the documentation.
pub struct Variable {
    pub name: &'static str,
    /// The default as the table shows it: a value in backticks, or what happens unset.
    pub default: String,
    pub meaning: String,
}

/// A variable's value, trimmed; `None` when it is unset or blank.
pub(super) fn value_of(lookup: &impl Fn(&str) -> Option<String>, name: &str) -> Option<String> {
    lookup(name)
        .map(|v| v.trim().to_owned())
        .filter(|v| !v.is_empty())
}

fn read<R: Read>(variable: &'static str, reader: &R, text: &str) -> Result<R::Value, ConfigError> {
    reader
        .read(text)
        .map_err(|message| ConfigError { variable, message })
}

/// The words of a variable: its `///` lines joined, and what it accepts when the reader says.
fn meaning(lines: &[&str], accepts: Option<String>) -> String {
    let words = lines.iter().map(|l| l.trim()).collect::<Vec<_>>().join(" ");
    match accepts {
        Some(accepts) => format!("{words} ({accepts})"),
        None => words,
    }
}

/// `NAME field: Type = reader, default "text";` reads the text when the variable is unset;
/// `NAME field: Option<Type> = reader, unset "words";` leaves it `None`, and the words say
/// what that means.
macro_rules! variables {
    ($(
        $(#[doc = $doc:literal])+
        $name:literal $field:ident: $ty:ty = $reader:expr, $when_unset:ident $default:literal;
    )*) => {
        /// Every variable's value, read and checked.
        pub(super) struct Variables {
            $(pub $field: $ty,)*
        }

        impl Variables {
            /// Reads every variable through `lookup`; the first bad value names its variable.
            pub(super) fn read(
                lookup: &impl Fn(&str) -> Option<String>,
            ) -> Result<Self, ConfigError> {
                Ok(Self {
                    $($field: variables!(@read lookup, $name, $reader, $when_unset $default),)*
                })
            }
        }

        /// Every variable, in the table's order.
        pub fn documented() -> Vec<Variable> {
            vec![$(Variable {
                name: $name,
                default: variables!(@default $when_unset $default),
                meaning: meaning(&[$($doc),+], Read::accepts(&$reader)),
            },)*]
        }
    };
    (@read $lookup:ident, $name:literal, $reader:expr, default $default:literal) => {
        read(
            $name,
            &$reader,
            value_of($lookup, $name).as_deref().unwrap_or($default),
        )?
    };
    (@read $lookup:ident, $name:literal, $reader:expr, unset $default:literal) => {
        match value_of($lookup, $name) {
            None => None,
            Some(text) => Some(read($name, &$reader, &text)?),
        }
    };
    (@default default $default:literal) => {
        format!("`{}`", $default)
    };
    (@default unset $default:literal) => {
        $default.to_owned()
    };
}

variables! {
    /// `sqlite://relative/path.db`, `sqlite:///absolute/path.db`, or
    /// `postgres://user:pass@host:5432/db`. The folder of a SQLite file is created. Migrations
    /// run at start-up.
    "DATABASE_URL" database_url: DatabaseUrl =
        With(|text| DatabaseUrl::parse(text).map_err(|e| e.to_string())),
        default "sqlite://data/vitae.db";
    /// connections per instance
    "DATABASE_POOL_SIZE" database_pool_size: u32 = Number(1, 256), default "8";
    /// memory each instance gives to reads kept rendered (the resume list, single resumes,
    /// public links, thumbnails and the application list); `0` keeps none. A kept copy is served
    /// only while the user's resumes are unchanged in the database, so it is safe with many
    /// instances on one PostgreSQL.
    "READ_CACHE_MB" read_cache_mb: u32 = Number(0, 65_536), default "64";
    /// address to listen on; `0.0.0.0:8080` in a container, which needs real providers or the
    /// `ALLOW_*` escapes (below)
    "BIND_ADDR" bind_addr: SocketAddr = With(bind_addr), default "127.0.0.1:8080";
    /// the site's origin as browsers see it (no path). The only origin accepted for sign-in
    /// redirects and for unsafe requests' `Origin` header; cookies are `Secure` when it is
    /// https.
    "PUBLIC_URL" public_url: Url = With(public_url), default "http://localhost:8080";
    /// `development` or `production`. Production refuses to start without a real identity
    /// provider.
    "APP_ENV" app_env: AppEnv = With(app_env), default "development";
    /// the exported web client
    "STATIC_DIR" static_dir: String = Text, default "frontend/out";
    /// a session ends this long after its last use
    "SESSION_TTL_HOURS" session_ttl_hours: u32 = Number(1, 24 * 365), default "168";
    /// and, however often it is used, this long after sign-in
    "SESSION_MAX_DAYS" session_max_days: u32 = Number(1, 365), default "30";
    /// serve the built-in dev sign-in although `PUBLIC_URL` or `BIND_ADDR` reaches beyond this
    /// machine, to requests with any `Host` (below); logged at WARN on start
    "ALLOW_DEV_SIGN_IN" allow_dev_sign_in: bool = Flag, default "false";
    /// the same for the demo checkout and its portal
    "ALLOW_DEMO_CHECKOUT" allow_demo_checkout: bool = Flag, default "false";
    /// sign-in with an OpenID Connect provider (below), with `OIDC_CLIENT_ID` and
    /// `OIDC_CLIENT_SECRET`: all three or none; unset uses the dev sign-in
    "OIDC_ISSUER_URL" oidc_issuer_url: Option<String> = Text, unset "unset";
    /// the client id Vitae was registered under at the provider
    "OIDC_CLIENT_ID" oidc_client_id: Option<String> = Text, unset "unset";
    /// its client secret; never logged
    "OIDC_CLIENT_SECRET" oidc_client_secret: Option<SecretString> = Secret, unset "unset";
    /// the sign-in button's label: "Sign in with {name}"
    "OIDC_PROVIDER_NAME" oidc_provider_name: Option<String> = Text, unset "the issuer's host";
    /// an OpenAI-compatible server for the AI writer (below); unset with `AI_API_KEY` unset
    /// uses the built-in writer
    "AI_BASE_URL" ai_base_url: Option<String> = Text, unset "OpenAI when `AI_API_KEY` is set";
    /// the model server's key; alone, it uses OpenAI
    "AI_API_KEY" ai_api_key: Option<SecretString> = Secret, unset "unset";
    /// the model's name; required with `AI_BASE_URL`
    "AI_MODEL" ai_model: Option<String> = Text, unset "`gpt-4o-mini` on OpenAI";
    /// bound on one AI call, retries included
    "AI_TIMEOUT_SECS" ai_timeout_secs: u32 = Number(1, 3600), default "60";
    /// AI calls (generate, cover letter, LinkedIn tips) per Free-plan user per UTC day; paid
    /// users have a burst limit of 10 a minute. Counted in the database, so it holds across
    /// instances. A call counts once it reached the model, whether or not the answer was
    /// usable; only one that could not reach the model server at all is given back.
    "FREE_AI_DAILY_LIMIT" free_ai_daily_limit: u32 = Number(0, 100_000), default "20";
    /// model calls by all users together per UTC day: the operator's spending cap. Past it every
    /// AI call answers 429 "The AI writer has reached today's limit for this site." until
    /// midnight UTC. Counted in the database across instances; the built-in writer, which costs
    /// nothing, is never capped. Each model call also carries `max_tokens` (4 000 for a resume,
    /// 1 500 for a cover letter, 1 200 for LinkedIn tips; `max_completion_tokens` for models
    /// that ask for it).
    "AI_GLOBAL_DAILY_LIMIT" ai_global_daily_limit: Option<u32> = Number(1, 100_000_000),
        unset "unset (no cap)";
    /// Stripe Checkout for payments (below); unset uses the built-in demo checkout
    "STRIPE_SECRET_KEY" stripe_secret_key: Option<SecretString> = Secret, unset "unset";
    /// the signing secret of the webhook endpoint; without it webhooks are refused and payments
    /// are confirmed by the payment-success page's status polls
    "STRIPE_WEBHOOK_SECRET" stripe_webhook_secret: Option<SecretString> = Secret,
        unset "unset";
    /// another Stripe-compatible API address (tests, a local mock)
    "STRIPE_API_BASE" stripe_api_base: Option<String> = With(stripe_api_base), unset "Stripe";
    /// sign-in completions (dev form posts, OIDC callbacks, ticket exchanges) per client
    /// address per minute; over it, 429 with `Retry-After`. A dev sign-in counts twice (form +
    /// exchange)
    "SIGN_IN_LIMIT_PER_MINUTE" sign_in_limit_per_minute: u32 = Number(1, 100_000),
        default "30";
    /// `true` behind a reverse proxy that appends the client's address to `X-Forwarded-For`,
    /// so per-client limits and logs see the client. Only the right-most hop is used (the one
    /// your proxy wrote); anything to its left, and the `Forwarded` header, came from the
    /// client and is ignored. Behind two proxies, have the outer one overwrite the header.
    "TRUST_PROXY" trust_proxy: bool = Flag, default "false";
    /// log filter, e.g. `info,vitae_api=debug`; a malformed request from a client is its
    /// problem, not the server's, so `actix_http::h1::dispatcher` and `h2::dispatcher` are off
    /// by default (name them to see them)
    "RUST_LOG" log_filter: Option<String> = Text,
        unset "`info` (with actix-http's per-connection protocol errors off)";
    /// `text`, or `json` for one JSON object per line
    "LOG_FORMAT" log_format: LogFormat = With(log_format), default "text";
    /// folders (separated by `:`) where the PDF renderer looks for fonts of the scripts the
    /// binary does not carry: Chinese, Japanese, Korean, Bengali, Tamil, Thai… (Latin, Greek,
    /// Cyrillic, Arabic, Hebrew and Devanagari are built in). Each listed folder must exist, or
    /// start-up stops (`FONT_DIRS: /path is not a folder`); folders are searched with their
    /// subfolders. On Debian, `apt-get install fonts-noto-cjk fonts-noto-core` provides what the
    /// renderer looks for first (`Noto Sans CJK JP`, `Noto Sans Bengali`…); any other font that
    /// has the characters is used too. The folders are indexed once, in the background, at
    /// start (logged as `system fonts indexed` with the number of faces); a face is read into
    /// memory the first time a resume uses it, and kept (a CJK collection is about 20 MB). The
    /// Docker image (`Dockerfile`) installs `fonts-noto-cjk` and `fonts-noto-core` (a few
    /// hundred MB; `--build-arg FONTS=` leaves them out, and those scripts are then reported as
    /// missing rather than printed). A character no font covers is reported by
    /// `GET /api/resume/{id}/print-check`
    "FONT_DIRS" font_dirs: Option<Vec<PathBuf>> = With(font_dirs),
        unset "the system's font folders";
    /// the mail server support requests are mailed through: `smtp://[user:password@]host[:port]`
    /// (plain, port 25), `smtp://…:587?tls=required` (STARTTLS), `smtps://…:465` (TLS). Set
    /// together with `SUPPORT_EMAIL`; neither set stores requests only (`vitae support list`
    /// prints them)
    "SMTP_URL" smtp_url: Option<SecretString> = Secret, unset "unset";
    /// the mailbox that receives support requests; each mail has the user's address as
    /// Reply-To, so answering reaches them
    "SUPPORT_EMAIL" support_email: Option<String> = Text, unset "unset";
    /// the sender of those mails (an address your mail server may send as), e.g.
    /// `Vitae <noreply@example.com>`
    "SMTP_FROM" smtp_from: Option<String> = Text, unset "`SUPPORT_EMAIL`";
    /// the wait after a failed delivery; it doubles with each further failure, up to an hour. A
    /// request is stored before the user is told it was sent and stays queued until the mail
    /// server takes it. Also how often (at most every 60 s) each instance looks for daily mails
    /// of next steps due (docs/api.md, "The daily mail")
    "SMTP_RETRY_SECS" smtp_retry_secs: u32 = Number(1, 3600), default "30";
    /// on SIGTERM or SIGINT, `/readyz` answers 503 for this long while every other request is
    /// still served, so a load balancer's health checks take the instance out before its
    /// listener closes; then in-flight requests finish (up to 30 s). Set it to a few
    /// health-check intervals behind a proxy (the compose file uses 3)
    "SHUTDOWN_DRAIN_SECS" shutdown_drain_secs: u32 = Number(0, 300), default "0";
    /// serves `GET /metrics` (Prometheus) to requests with `Authorization: Bearer <token>`; at
    /// least 16 characters (`openssl rand -hex 32`). Unset: no metrics endpoint at all (404)
    "METRICS_TOKEN" metrics_token: Option<MetricsToken> = With(metrics_token), unset "unset";
}

fn bind_addr(text: &str) -> Result<SocketAddr, String> {
    text.parse()
        .map_err(|e| format!("expected host:port, e.g. 0.0.0.0:8080 ({e})"))
}

fn public_url(text: &str) -> Result<Url, String> {
    let url = Url::parse(text).map_err(|e| format!("not a URL ({e})"))?;
    if !matches!(url.scheme(), "http" | "https") || url.host().is_none() {
        return Err(
            "expected an http:// or https:// address, e.g. https://resumes.example.com".into(),
        );
    }
    if url.path() != "/" || url.query().is_some() {
        return Err("must be the site's origin only, with no path or query".into());
    }
    Ok(url)
}

fn app_env(text: &str) -> Result<AppEnv, String> {
    match text {
        "development" => Ok(AppEnv::Development),
        "production" => Ok(AppEnv::Production),
        other => Err(format!("expected development or production, got {other:?}")),
    }
}

fn log_format(text: &str) -> Result<LogFormat, String> {
    match text {
        "text" => Ok(LogFormat::Text),
        "json" => Ok(LogFormat::Json),
        other => Err(format!("expected text or json, got {other:?}")),
    }
}

fn stripe_api_base(text: &str) -> Result<String, String> {
    Url::parse(text).map_err(|e| format!("not a URL ({e})"))?;
    Ok(text.to_owned())
}

fn font_dirs(text: &str) -> Result<Vec<PathBuf>, String> {
    let dirs: Vec<PathBuf> = std::env::split_paths(text)
        .filter(|p| !p.as_os_str().is_empty())
        .collect();
    match dirs.iter().find(|d| !d.is_dir()) {
        Some(missing) => Err(format!("{} is not a folder", missing.display())),
        None => Ok(dirs),
    }
}

fn metrics_token(text: &str) -> Result<MetricsToken, String> {
    if text.len() < MetricsToken::MIN_LEN {
        return Err(format!(
            "must be at least {} characters, e.g. from `openssl rand -hex 32`",
            MetricsToken::MIN_LEN
        ));
    }
    Ok(MetricsToken(text.into()))
}

/// Where the generated table starts and ends in docs/configuration.md.
pub const DOC_BEGIN: &str =
    "<!-- The table below is generated from crates/server/src/config/variables.rs by `make config-doc`. -->";
pub const DOC_END: &str = "<!-- End of the generated table. -->";

/// The table of every variable, as docs/configuration.md shows it between [`DOC_BEGIN`] and
/// [`DOC_END`].
pub fn doc_table() -> String {
    let mut out = String::from("| variable | default | meaning |\n|---|---|---|\n");
    for v in documented() {
        out.push_str(&format!(
            "| `{}` | {} | {} |\n",
            v.name, v.default, v.meaning
        ));
    }
    out
}

/// `document` with its generated table replaced by [`doc_table`]; `None` when the markers
/// are missing.
pub fn with_doc_table(document: &str) -> Option<String> {
    let start = document.find(DOC_BEGIN)? + DOC_BEGIN.len();
    let end = start + document[start..].find(DOC_END)?;
    Some(format!(
        "{}\n{}{}",
        &document[..start],
        doc_table(),
        &document[end..]
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_documentation_shows_this_table() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/configuration.md");
        let document = std::fs::read_to_string(path).expect("docs/configuration.md");
        let expected = with_doc_table(&document).expect("the generated table's markers");
        assert!(
            document == expected,
            "docs/configuration.md's table of variables is not the one in \
             crates/server/src/config/variables.rs: run `make config-doc`"
        );
    }

    #[test]
    fn no_meaning_breaks_the_table() {
        for v in documented() {
            assert!(!v.meaning.contains('|'), "{}", v.name);
            assert!(!v.meaning.is_empty(), "{}", v.name);
        }
    }
}
