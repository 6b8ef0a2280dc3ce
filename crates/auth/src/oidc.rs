//! Sign-in with any OpenID Connect provider (Google, Microsoft Entra, Auth0, Keycloak, …) through
//! the `openidconnect` crate: discovery at start-up, the authorization code flow with PKCE (S256),
//! `state` and `nonce`, and an id token checked against the provider's JWKS (signature, issuer,
//! audience, nonce, expiry). An id token signed with a key we do not know refetches the JWKS once,
//! so a provider's key rotation needs no restart.
//!
//! What one sign-in must remember between `authorize` and `complete` (state, nonce, PKCE verifier,
//! where to go afterwards) travels in the flow cookie, bound to the browser that started it and
//! made tamper-proof with an HMAC-SHA256 whose key is derived from the client secret, so every
//! instance behind a load balancer accepts the cookie of another. It expires after
//! [`FLOW_TTL_SECS`](crate::FLOW_TTL_SECS).

use std::sync::RwLock;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use hmac::{Hmac, Mac};
use openidconnect::core::{
    CoreAuthenticationFlow, CoreClient, CoreIdToken, CoreIdTokenClaims, CoreIdTokenVerifier,
    CoreJsonWebKeySet, CoreProviderMetadata,
};
use openidconnect::{
    AccessTokenHash, AuthorizationCode, ClaimsVerificationError, ClientId, ClientSecret, CsrfToken,
    IssuerUrl, Nonce, OAuth2TokenResponse, PkceCodeChallenge, PkceCodeVerifier, RedirectUrl,
    RequestTokenError, Scope, SignatureVerificationError, TokenResponse,
};
use secrecy::{ExposeSecret, SecretString};
use serde::{Deserialize, Serialize};
use sha2::Sha256;
use url::Url;
use vitae_domain::error::WithContext;
use vitae_domain::Identity;

use crate::redirect::same_origin;
use crate::{
    AuthError, AuthorizationRedirect, Callback, IdentityProvider, ProviderKind, SignedIn,
    FLOW_TTL_SECS,
};

/// Where the provider sends the browser back, under `PUBLIC_URL`.
pub const CALLBACK_PATH: &str = "/api/auth/callback";
/// How long one call to the provider (discovery, token, JWKS, userinfo) may take.
const HTTP_TIMEOUT: Duration = Duration::from_secs(10);

/// `OIDC_ISSUER_URL`, `OIDC_CLIENT_ID`, `OIDC_CLIENT_SECRET`, `OIDC_PROVIDER_NAME`.
#[derive(Debug, Clone)]
pub struct OidcConfig {
    /// The issuer exactly as the provider's discovery document spells it
    /// (`https://accounts.google.com`, `https://sso.example.com/realms/vitae`).
    pub issuer_url: String,
    pub client_id: String,
    /// Readable by code that needs it, never printed by `Debug`.
    pub client_secret: SecretString,
    /// The sign-in button's label; `None` shows the issuer's host.
    pub provider_name: Option<String>,
}

pub struct OidcProvider {
    label: String,
    issuer: IssuerUrl,
    client_id: ClientId,
    client_secret: ClientSecret,
    redirect_uri: RedirectUrl,
    public_url: Url,
    /// The discovery document; its JWKS is replaced when the provider rotates its keys.
    metadata: RwLock<CoreProviderMetadata>,
    http: reqwest::Client,
    flow_key: FlowKey,
}

impl OidcProvider {
    /// Fetches the issuer's discovery document and keys. Fails (with the issuer's address in
    /// the message) when the issuer cannot be reached or its answer is not a valid one.
    pub async fn discover(config: OidcConfig, public_url: &Url) -> Result<Self, AuthError> {
        let issuer = IssuerUrl::new(config.issuer_url.clone()).map_err(|e| {
            AuthError::Provider(WithContext::new("OIDC_ISSUER_URL is not a URL", e).into())
        })?;
        // No redirects: discovery, token and key requests must reach the configured host.
        let http = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .timeout(HTTP_TIMEOUT)
            .build()
            .map_err(|e| AuthError::Provider(WithContext::new("HTTP client", e).into()))?;
        let metadata = CoreProviderMetadata::discover_async(issuer.clone(), &http)
            .await
            .map_err(|e| {
                let at = format!(
                    "OpenID Connect discovery at {}/.well-known/openid-configuration failed",
                    config.issuer_url.trim_end_matches('/'),
                );
                AuthError::Provider(WithContext::new(at, e).into())
            })?;
        let redirect_uri = public_url
            .join(CALLBACK_PATH)
            .map_err(|e| AuthError::Provider(e.into()))
            .and_then(|u| {
                RedirectUrl::new(u.to_string()).map_err(|e| AuthError::Provider(e.into()))
            })?;
        let label = config
            .provider_name
            .clone()
            .map(|n| n.trim().to_owned())
            .filter(|n| !n.is_empty())
            .or_else(|| issuer.url().host_str().map(str::to_owned))
            .unwrap_or_else(|| "OpenID Connect".to_owned());
        let flow_key = FlowKey::derive(config.client_secret.expose_secret());
        Ok(Self {
            label,
            issuer,
            client_id: ClientId::new(config.client_id),
            client_secret: ClientSecret::new(config.client_secret.expose_secret().to_owned()),
            redirect_uri,
            public_url: public_url.clone(),
            metadata: RwLock::new(metadata),
            http,
            flow_key,
        })
    }

    /// The issuer recorded with each user: `(issuer, subject)` identifies them.
    pub fn issuer(&self) -> &str {
        self.issuer.as_str()
    }

    /// The redirect URI to register at the provider: `PUBLIC_URL/api/auth/callback`.
    pub fn redirect_uri(&self) -> &str {
        self.redirect_uri.as_str()
    }

    fn metadata(&self) -> CoreProviderMetadata {
        match self.metadata.read() {
            Ok(m) => m.clone(),
            Err(poisoned) => poisoned.into_inner().clone(),
        }
    }

    fn verifier(&self, metadata: &CoreProviderMetadata) -> CoreIdTokenVerifier<'static> {
        CoreIdTokenVerifier::new_confidential_client(
            self.client_id.clone(),
            self.client_secret.clone(),
            self.issuer.clone(),
            metadata.jwks().clone(),
        )
        .set_allowed_algs(metadata.id_token_signing_alg_values_supported().clone())
    }

    /// Fetches the provider's current keys and keeps them for the next sign-ins.
    async fn refresh_keys(&self) -> Result<CoreProviderMetadata, AuthError> {
        let uri = self.metadata().jwks_uri().clone();
        let jwks = CoreJsonWebKeySet::fetch_async(&uri, &self.http)
            .await
            .map_err(|e| {
                AuthError::Provider(WithContext::new("fetching the JWKS failed", e).into())
            })?;
        let mut guard = match self.metadata.write() {
            Ok(g) => g,
            Err(poisoned) => poisoned.into_inner(),
        };
        let updated = guard.clone().set_jwks(jwks);
        *guard = updated.clone();
        tracing::info!(issuer = self.issuer(), "OpenID Connect keys refreshed");
        Ok(updated)
    }

    /// Checks the id token's signature and claims; an unknown key refetches the JWKS once.
    async fn verify(
        &self,
        id_token: &CoreIdToken,
        nonce: &Nonce,
    ) -> Result<(CoreIdTokenClaims, CoreProviderMetadata), AuthError> {
        let metadata = self.metadata();
        match id_token.claims(&self.verifier(&metadata), nonce) {
            Ok(claims) => Ok((claims.clone(), metadata)),
            Err(ClaimsVerificationError::SignatureVerification(
                SignatureVerificationError::NoMatchingKey,
            )) => {
                let metadata = self.refresh_keys().await?;
                let claims = id_token
                    .claims(&self.verifier(&metadata), nonce)
                    .map_err(|e| {
                        AuthError::Rejected(WithContext::new("id token refused", e).into())
                    })?;
                Ok((claims.clone(), metadata))
            }
            Err(e) => Err(AuthError::Rejected(
                WithContext::new("id token refused", e).into(),
            )),
        }
    }
}

#[async_trait::async_trait]
impl IdentityProvider for OidcProvider {
    fn kind(&self) -> ProviderKind {
        ProviderKind::Oidc
    }

    fn label(&self) -> &str {
        &self.label
    }

    async fn authorize(&self, return_to: &str) -> Result<AuthorizationRedirect, AuthError> {
        let return_to = same_origin(&self.public_url, return_to)
            .ok_or_else(|| AuthError::Rejected("redirect is not on this site".into()))?;
        let client = CoreClient::from_provider_metadata(
            self.metadata(),
            self.client_id.clone(),
            Some(self.client_secret.clone()),
        )
        .set_redirect_uri(self.redirect_uri.clone());
        let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
        let (url, state, nonce) = client
            .authorize_url(
                CoreAuthenticationFlow::AuthorizationCode,
                CsrfToken::new_random,
                Nonce::new_random,
            )
            .add_scope(Scope::new("email".into()))
            .add_scope(Scope::new("profile".into()))
            .set_pkce_challenge(challenge)
            .url();
        let flow = Flow {
            state: state.secret().clone(),
            nonce: nonce.secret().clone(),
            verifier: verifier.secret().clone(),
            return_to,
            expires: unix_now().saturating_add(FLOW_TTL_SECS.unsigned_abs()),
        };
        Ok(AuthorizationRedirect {
            url: url.to_string(),
            flow_cookie: Some(self.flow_key.seal(&flow)?),
        })
    }

    async fn complete(&self, callback: Callback) -> Result<SignedIn, AuthError> {
        let flow = callback
            .flow_cookie
            .as_deref()
            .and_then(|c| self.flow_key.open(c, unix_now()))
            .ok_or_else(|| {
                AuthError::Rejected(
                    "no valid sign-in cookie: the sign-in expired or began in another browser"
                        .into(),
                )
            })?;
        let param = |key: &str| callback.params.get(key).map(String::as_str);
        if let Some(error) = param("error") {
            return Err(AuthError::Rejected(
                format!("the provider answered {error:?}").into(),
            ));
        }
        if param("state") != Some(flow.state.as_str()) {
            return Err(AuthError::Rejected("state does not match".into()));
        }
        let code = param("code")
            .filter(|c| !c.is_empty())
            .ok_or_else(|| AuthError::Rejected("no authorization code".into()))?;

        let client = CoreClient::from_provider_metadata(
            self.metadata(),
            self.client_id.clone(),
            Some(self.client_secret.clone()),
        )
        .set_redirect_uri(self.redirect_uri.clone());
        let token = client
            .exchange_code(AuthorizationCode::new(code.to_owned()))
            .map_err(|e| AuthError::Provider(e.into()))?
            .set_pkce_verifier(PkceCodeVerifier::new(flow.verifier.clone()))
            .request_async(&self.http)
            .await
            .map_err(|e| match e {
                RequestTokenError::ServerResponse(r) => {
                    AuthError::Rejected(format!("the provider refused the code: {r}").into())
                }
                other => {
                    AuthError::Provider(WithContext::new("token request failed", other).into())
                }
            })?;
        let id_token = token
            .id_token()
            .ok_or_else(|| AuthError::Rejected("the token response has no id token".into()))?;
        let nonce = Nonce::new(flow.nonce.clone());
        let (claims, metadata) = self.verify(id_token, &nonce).await?;

        // If the id token binds the access token (at_hash), it must be this one.
        if let Some(expected) = claims.access_token_hash() {
            let verifier = self.verifier(&metadata);
            let alg = id_token
                .signing_alg()
                .map_err(|e| AuthError::Rejected(e.into()))?;
            let key = id_token
                .signing_key(&verifier)
                .map_err(|e| AuthError::Rejected(e.into()))?;
            let actual = AccessTokenHash::from_token(token.access_token(), alg, key)
                .map_err(|e| AuthError::Rejected(e.into()))?;
            if &actual != expected {
                return Err(AuthError::Rejected(
                    "access token hash does not match".into(),
                ));
            }
        }

        let mut profile = Profile::from_id_token(&claims);
        if !profile.is_complete() && metadata.userinfo_endpoint().is_some() {
            let info = client
                .user_info(token.access_token().clone(), Some(claims.subject().clone()))
                .map_err(|e| AuthError::Provider(e.into()))?
                .request_async(&self.http)
                .await
                .map_err(|e| {
                    AuthError::Provider(WithContext::new("userinfo request failed", e).into())
                })?;
            profile.fill_from_userinfo(&info);
        }
        let email = profile.email.ok_or_else(|| {
            AuthError::Rejected("the provider did not share an email address".into())
        })?;
        let name = profile
            .name
            .unwrap_or_else(|| email.split('@').next().unwrap_or(&email).to_owned());
        Ok(SignedIn {
            identity: Identity {
                issuer: self.issuer().to_owned(),
                subject: claims.subject().as_str().to_owned(),
                email,
                name,
                picture: profile.picture,
            },
            return_to: flow.return_to,
        })
    }
}

/// Who the provider says the user is, from the id token and, for what it lacks, userinfo.
#[derive(Debug, Default)]
struct Profile {
    email: Option<String>,
    name: Option<String>,
    picture: Option<String>,
}

impl Profile {
    fn from_id_token(claims: &CoreIdTokenClaims) -> Self {
        let mut p = Self::default();
        p.merge(
            claims.email().map(|e| e.as_str()),
            claims
                .name()
                .and_then(|n| n.get(None))
                .map(|n| n.as_str().to_owned())
                .or_else(|| {
                    full_name(
                        claims
                            .given_name()
                            .and_then(|n| n.get(None))
                            .map(|n| n.as_str()),
                        claims
                            .family_name()
                            .and_then(|n| n.get(None))
                            .map(|n| n.as_str()),
                    )
                }),
            claims
                .picture()
                .and_then(|p| p.get(None))
                .map(|p| p.as_str()),
        );
        p
    }

    fn fill_from_userinfo(&mut self, info: &openidconnect::core::CoreUserInfoClaims) {
        self.merge(
            info.email().map(|e| e.as_str()),
            info.name()
                .and_then(|n| n.get(None))
                .map(|n| n.as_str().to_owned())
                .or_else(|| {
                    full_name(
                        info.given_name()
                            .and_then(|n| n.get(None))
                            .map(|n| n.as_str()),
                        info.family_name()
                            .and_then(|n| n.get(None))
                            .map(|n| n.as_str()),
                    )
                }),
            info.picture().and_then(|p| p.get(None)).map(|p| p.as_str()),
        );
    }

    /// Keeps what is already known; takes the rest if it is not blank.
    fn merge(&mut self, email: Option<&str>, name: Option<String>, picture: Option<&str>) {
        let clean = |s: &str| Some(s.trim().to_owned()).filter(|s| !s.is_empty());
        if self.email.is_none() {
            self.email = email.and_then(clean).map(|e| e.to_lowercase());
        }
        if self.name.is_none() {
            self.name = name.as_deref().and_then(clean);
        }
        if self.picture.is_none() {
            self.picture = picture
                .and_then(clean)
                .filter(|p| p.starts_with("https://") || p.starts_with("http://"));
        }
    }

    fn is_complete(&self) -> bool {
        self.email.is_some() && self.name.is_some()
    }
}

fn full_name(given: Option<&str>, family: Option<&str>) -> Option<String> {
    let name = [given, family]
        .into_iter()
        .flatten()
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    Some(name).filter(|n| !n.is_empty())
}

fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// One sign-in in progress, as the flow cookie carries it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Flow {
    #[serde(rename = "s")]
    state: String,
    #[serde(rename = "n")]
    nonce: String,
    #[serde(rename = "v")]
    verifier: String,
    #[serde(rename = "r")]
    return_to: String,
    /// Unix seconds after which the cookie is refused.
    #[serde(rename = "e")]
    expires: u64,
}

type HmacSha256 = Hmac<Sha256>;

/// The key that signs flow cookies: HMAC-SHA256 of a fixed label under the client secret, so
/// it is the same on every instance and changes when the secret is rotated.
#[derive(Clone)]
struct FlowKey([u8; 32]);

const FLOW_KEY_LABEL: &[u8] = b"vitae oidc flow cookie key v1";
const FLOW_MAC_PREFIX: &[u8] = b"vitae-oidc-flow.v1.";

impl FlowKey {
    fn derive(client_secret: &str) -> Self {
        let mut key = [0u8; 32];
        if let Ok(mut mac) = HmacSha256::new_from_slice(client_secret.as_bytes()) {
            mac.update(FLOW_KEY_LABEL);
            key.copy_from_slice(&mac.finalize().into_bytes());
        }
        Self(key)
    }

    fn mac(&self, payload: &str) -> Result<HmacSha256, AuthError> {
        let mut mac = HmacSha256::new_from_slice(&self.0)
            .map_err(|e| AuthError::Provider(WithContext::new("flow cookie key", e).into()))?;
        mac.update(FLOW_MAC_PREFIX);
        mac.update(payload.as_bytes());
        Ok(mac)
    }

    /// `base64url(json) "." base64url(hmac)`: cookie-safe characters only.
    fn seal(&self, flow: &Flow) -> Result<String, AuthError> {
        let json = serde_json::to_vec(flow).map_err(|e| AuthError::Provider(e.into()))?;
        let payload = URL_SAFE_NO_PAD.encode(json);
        let tag = self.mac(&payload)?.finalize().into_bytes();
        Ok(format!("{payload}.{}", URL_SAFE_NO_PAD.encode(tag)))
    }

    /// The flow, if the cookie is ours, untouched, and not expired at `now`.
    fn open(&self, cookie: &str, now: u64) -> Option<Flow> {
        let (payload, tag) = cookie.split_once('.')?;
        let tag = URL_SAFE_NO_PAD.decode(tag).ok()?;
        self.mac(payload).ok()?.verify_slice(&tag).ok()?;
        let flow: Flow = serde_json::from_slice(&URL_SAFE_NO_PAD.decode(payload).ok()?).ok()?;
        (now < flow.expires).then_some(flow)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flow(expires: u64) -> Flow {
        Flow {
            state: "st".into(),
            nonce: "no".into(),
            verifier: "ve".into(),
            return_to: "http://localhost:8080/dashboard".into(),
            expires,
        }
    }

    #[test]
    fn a_sealed_flow_opens_until_it_expires() {
        let key = FlowKey::derive("secret");
        let cookie = key.seal(&flow(1_000)).expect("seal");
        assert_eq!(key.open(&cookie, 999), Some(flow(1_000)));
        assert_eq!(key.open(&cookie, 1_000), None);
        assert!(cookie
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.')));
    }

    #[test]
    fn a_tampered_or_foreign_cookie_is_refused() {
        let key = FlowKey::derive("secret");
        let cookie = key.seal(&flow(1_000)).expect("seal");
        let (payload, tag) = cookie.split_once('.').expect("two parts");

        // Another return_to, re-encoded with the old tag.
        let mut evil = flow(1_000);
        evil.return_to = "https://evil.example/".into();
        let evil_payload = URL_SAFE_NO_PAD.encode(serde_json::to_vec(&evil).expect("json"));
        assert_eq!(key.open(&format!("{evil_payload}.{tag}"), 0), None);
        // A later expiry, same trick.
        let later = URL_SAFE_NO_PAD.encode(serde_json::to_vec(&flow(u64::MAX)).expect("json"));
        assert_eq!(key.open(&format!("{later}.{tag}"), 0), None);
        // Garbage and truncation.
        assert_eq!(key.open(payload, 0), None);
        assert_eq!(key.open("", 0), None);
        assert_eq!(key.open(&format!("{payload}.AAAA"), 0), None);
        // Sealed under another client secret.
        let other = FlowKey::derive("another secret")
            .seal(&flow(1_000))
            .expect("seal");
        assert_eq!(key.open(&other, 0), None);
    }

    #[test]
    fn the_client_secret_is_never_printed() {
        let config = OidcConfig {
            issuer_url: "https://accounts.google.com".into(),
            client_id: "client".into(),
            client_secret: "s3cr3t-value".into(),
            provider_name: Some("Google".into()),
        };
        let printed = format!("{config:?}");
        assert!(!printed.contains("s3cr3t-value"), "{printed}");
        assert!(printed.contains("REDACTED"), "{printed}");
    }

    #[test]
    fn profiles_keep_the_id_token_and_fill_gaps() {
        let mut p = Profile::default();
        p.merge(Some(" Ana@Example.com "), None, Some("javascript:alert(1)"));
        p.merge(
            Some("other@example.com"),
            Some("Ana Souza".into()),
            Some("https://example.com/a.png"),
        );
        assert_eq!(p.email.as_deref(), Some("ana@example.com"));
        assert_eq!(p.name.as_deref(), Some("Ana Souza"));
        assert_eq!(p.picture.as_deref(), Some("https://example.com/a.png"));
        assert_eq!(full_name(Some("Ana"), Some(" ")).as_deref(), Some("Ana"));
        assert_eq!(full_name(None, None), None);
    }

    #[tokio::test]
    async fn an_unreachable_issuer_fails_discovery_with_its_address() {
        let config = OidcConfig {
            issuer_url: "http://127.0.0.1:9".into(),
            client_id: "client".into(),
            client_secret: "secret".into(),
            provider_name: None,
        };
        let public = Url::parse("http://localhost:8080").expect("url");
        let err = match OidcProvider::discover(config, &public).await {
            Ok(_) => panic!("discovery should fail"),
            Err(e) => e.to_string(),
        };
        assert!(
            err.contains("http://127.0.0.1:9/.well-known/openid-configuration"),
            "{err}"
        );
    }
}
