//! Sign-in: the `IdentityProvider` trait, the built-in dev sign-in, OpenID Connect, the secrets behind login
//! tickets and sessions, and the redirect rule. Every provider ends in the same place: an
//! `Identity` that the API turns into a single-use ticket and then a session.

pub mod dev;
pub mod loopback;
pub mod oidc;
pub mod redirect;
pub mod secret;

use std::collections::HashMap;

use vitae_domain::error::BoxError;
use vitae_domain::{Identity, Violations};

/// How long a started sign-in may take: the flow cookie's lifetime, in seconds.
pub const FLOW_TTL_SECS: i64 = 600;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProviderKind {
    /// The built-in name-and-email form, for development and self-hosters without an IdP.
    Dev,
    /// Any OpenID Connect provider.
    Oidc,
}

impl ProviderKind {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Dev => "dev",
            Self::Oidc => "oidc",
        }
    }
}

/// Where to send the browser to sign in, and what to remember about this attempt in a
/// short-lived cookie (bound to the browser that started it).
#[derive(Debug, Clone)]
pub struct AuthorizationRedirect {
    pub url: String,
    pub flow_cookie: Option<String>,
}

/// What came back from the provider: query or form parameters, and the flow cookie.
#[derive(Debug, Clone, Default)]
pub struct Callback {
    pub params: HashMap<String, String>,
    pub flow_cookie: Option<String>,
}

/// A finished sign-in: who it is, and where (already checked against `PUBLIC_URL`) to go next.
#[derive(Debug, Clone)]
pub struct SignedIn {
    pub identity: Identity,
    pub return_to: String,
}

#[derive(Debug, thiserror::Error)]
pub enum AuthError {
    /// The user's input is wrong (dev form); the form is shown again with these.
    #[error("{0}")]
    Invalid(Violations),
    /// The callback cannot be trusted (state, nonce, signature, expiry, redirect).
    #[error("sign-in rejected: {0}")]
    Rejected(#[source] BoxError),
    /// The provider could not be reached or answered nonsense.
    #[error("identity provider failed: {0}")]
    Provider(#[source] BoxError),
}

#[async_trait::async_trait]
pub trait IdentityProvider: Send + Sync {
    fn kind(&self) -> ProviderKind;

    /// Shown on the sign-in button: "Sign in with {label}".
    fn label(&self) -> &str;

    /// Starts a sign-in that will come back to `return_to` (already checked).
    async fn authorize(&self, return_to: &str) -> Result<AuthorizationRedirect, AuthError>;

    /// Finishes a sign-in from the provider's callback.
    async fn complete(&self, callback: Callback) -> Result<SignedIn, AuthError>;
}
