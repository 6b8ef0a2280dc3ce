//! Sign-in with OpenID Connect through the real server, against an issuer faked at the HTTP
//! boundary (wiremock: discovery, JWKS, token and userinfo endpoints) whose id tokens are really
//! signed with RS256. The keys in `tests/fixtures/oidc_key_*.pem` exist for these tests only.

use std::collections::HashMap;
use std::time::{SystemTime, UNIX_EPOCH};

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use jsonwebtoken::{Algorithm, EncodingKey, Header};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};
use vitae_server::config::Config;
use vitae_server::Application;
use wiremock::matchers::{header, header_exists, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

use crate::helpers::{browser, spawn_app_with, Backend, TestApp, DASHBOARD, PUBLIC_URL};

const CLIENT_ID: &str = "vitae-test-client";
const CLIENT_SECRET: &str = "vitae-test-secret";
const LABEL: &str = "Acme SSO";
const CODE: &str = "the-authorization-code";
const ACCESS_TOKEN: &str = "the-access-token";
const LOGIN_FAILED: &str = "http://localhost:8080/?login_error=1";

macro_rules! on_every_backend_with_issuer {
    ($($scenario:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[actix_web::test]
                async fn $scenario() {
                    let backend = crate::helpers::Backend::Sqlite;
                    let h = super::Harness::start(backend).await.expect("sqlite app");
                    super::$scenario(h).await;
                }
            )*
        }
        mod postgres {
            $(
                #[actix_web::test]
                async fn $scenario() {
                    let backend = crate::helpers::Backend::Postgres;
                    if let Some(h) = super::Harness::start(backend).await {
                        super::$scenario(h).await;
                    }
                }
            )*
        }
    };
}

on_every_backend_with_issuer!(
    signs_in_through_the_provider_and_lands_on_the_dashboard,
    config_reports_the_provider_and_the_dev_form_is_gone,
    a_wrong_state_is_refused,
    a_callback_replayed_in_another_browser_is_refused,
    a_wrong_nonce_is_refused,
    an_expired_id_token_is_refused,
    a_token_signed_by_another_key_is_refused,
    a_token_for_another_client_or_issuer_is_refused,
    a_provider_error_is_refused,
    a_refused_code_is_refused,
    an_attackers_redirect_is_refused_at_login,
    the_same_subject_is_the_same_user_with_a_fresh_profile,
    a_profile_missing_from_the_id_token_comes_from_userinfo,
);

/// A test signing key: `kid`, private PEM, public modulus (base64url).
#[derive(Clone, Copy)]
struct Key {
    kid: &'static str,
    pem: &'static str,
    n: &'static str,
}

/// The issuer's key.
const KEY_A: Key = Key {
    kid: "key-1",
    pem: include_str!("../fixtures/oidc_key_a.pem"),
    n: include_str!("../fixtures/oidc_key_a.n"),
};
/// An attacker's key, presented under the issuer's `kid`.
const KEY_B: Key = Key {
    kid: "key-1",
    pem: include_str!("../fixtures/oidc_key_b.pem"),
    n: include_str!("../fixtures/oidc_key_b.n"),
};
/// The issuer's next key, after a rotation.
const KEY_C: Key = Key {
    kid: "key-2",
    pem: include_str!("../fixtures/oidc_key_c.pem"),
    n: include_str!("../fixtures/oidc_key_c.n"),
};

fn jwk(key: Key) -> Value {
    json!({ "kty": "RSA", "use": "sig", "alg": "RS256", "kid": key.kid, "n": key.n.trim(), "e": "AQAB" })
}

fn jwks(keys: &[Key]) -> ResponseTemplate {
    ResponseTemplate::new(200)
        .set_body_json(json!({ "keys": keys.iter().map(|k| jwk(*k)).collect::<Vec<_>>() }))
}

fn unix_now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .expect("clock")
        .as_secs() as i64
}

fn sign(key: Key, claims: &Value) -> String {
    let mut header = Header::new(Algorithm::RS256);
    header.kid = Some(key.kid.to_owned());
    let encoding = EncodingKey::from_rsa_pem(key.pem.as_bytes()).expect("test key");
    jsonwebtoken::encode(&header, claims, &encoding).expect("sign")
}

/// The server under test, configured for the fake issuer.
struct Harness {
    app: TestApp,
    issuer: MockServer,
}

/// What the authorize URL asked of the provider.
struct Authorize {
    params: HashMap<String, String>,
}

impl Authorize {
    fn get(&self, key: &str) -> &str {
        self.params
            .get(key)
            .unwrap_or_else(|| panic!("{key} in {:?}", self.params))
    }
}

impl Harness {
    /// A fake issuer whose JWKS holds key A, and the app signing in through it.
    async fn start(backend: Backend) -> Option<Self> {
        Self::start_with_jwks(backend, &[], &[KEY_A]).await
    }

    /// The JWKS answers `first` (once each, in order), then `standing` from then on. Start-up
    /// takes the first answer.
    async fn start_with_jwks(backend: Backend, first: &[&[Key]], standing: &[Key]) -> Option<Self> {
        let issuer = MockServer::start().await;
        mount_discovery(&issuer).await;
        for keys in first {
            Mock::given(method("GET"))
                .and(path("/jwks"))
                .respond_with(jwks(keys))
                .up_to_n_times(1)
                .mount(&issuer)
                .await;
        }
        Mock::given(method("GET"))
            .and(path("/jwks"))
            .respond_with(jwks(standing))
            .mount(&issuer)
            .await;
        let uri = issuer.uri();
        let app = spawn_app_with(
            backend,
            &[
                ("OIDC_ISSUER_URL", uri.as_str()),
                ("OIDC_CLIENT_ID", CLIENT_ID),
                ("OIDC_CLIENT_SECRET", CLIENT_SECRET),
                ("OIDC_PROVIDER_NAME", LABEL),
            ],
        )
        .await?;
        Some(Self { app, issuer })
    }

    /// Valid claims for `sub` with `nonce`, as the issuer would put in an id token.
    fn claims(&self, sub: &str, nonce: &str) -> Value {
        let now = unix_now();
        json!({
            "iss": self.issuer.uri(),
            "sub": sub,
            "aud": CLIENT_ID,
            "iat": now,
            "exp": now + 300,
            "nonce": nonce,
            "email": "Ana@Example.com",
            "email_verified": true,
            "name": "Ana Souza",
            "picture": "https://example.com/ana.png"
        })
    }

    /// The token endpoint answers the next code exchange with this id token.
    async fn answer_token(&self, id_token: &str) {
        Mock::given(method("POST"))
            .and(path("/token"))
            .and(header_exists("authorization"))
            .respond_with(ResponseTemplate::new(200).set_body_json(json!({
                "access_token": ACCESS_TOKEN,
                "token_type": "Bearer",
                "expires_in": 3600,
                "id_token": id_token
            })))
            .up_to_n_times(1)
            .mount(&self.issuer)
            .await;
    }

    /// `GET /api/auth/login` in `client`: a 302 to the issuer that sets the flow cookie.
    async fn login(&self, client: &reqwest::Client) -> Authorize {
        let res = client
            .get(
                self.app
                    .url(&format!("/api/auth/login?redirect={DASHBOARD}")),
            )
            .send()
            .await
            .expect("login");
        assert_eq!(res.status(), 302);
        let cookie = res
            .headers()
            .get_all("set-cookie")
            .iter()
            .map(|v| v.to_str().expect("cookie").to_owned())
            .find(|c| c.starts_with("vitae_oidc_flow="))
            .expect("flow cookie");
        for attribute in ["HttpOnly", "SameSite=Lax", "Path=/api/auth", "Max-Age=600"] {
            assert!(cookie.contains(attribute), "{attribute} in {cookie}");
        }
        assert!(!cookie.contains("Secure"), "plain http: {cookie}");
        let location = res.headers()["location"].to_str().expect("location");
        let url = url::Url::parse(location).expect("authorize url");
        assert_eq!(
            url.as_str().split('?').next(),
            Some(format!("{}/authorize", self.issuer.uri()).as_str())
        );
        Authorize {
            params: url.query_pairs().into_owned().collect(),
        }
    }

    async fn callback(
        &self,
        client: &reqwest::Client,
        query: &[(&str, &str)],
    ) -> reqwest::Response {
        client
            .get(self.app.url("/api/auth/callback"))
            .query(query)
            .send()
            .await
            .expect("callback")
    }

    /// The whole flow for `sub` with claims changed by `edit`; returns the signed-in user.
    async fn sign_in(
        &self,
        client: &reqwest::Client,
        sub: &str,
        edit: impl Fn(&mut Value),
    ) -> Value {
        let authorize = self.login(client).await;
        let mut claims = self.claims(sub, authorize.get("nonce"));
        edit(&mut claims);
        self.answer_token(&sign(KEY_A, &claims)).await;
        let res = self
            .callback(client, &[("code", CODE), ("state", authorize.get("state"))])
            .await;
        self.exchange(client, res).await
    }

    /// Follows a successful callback's redirect: the ticket in the fragment becomes a session.
    async fn exchange(&self, client: &reqwest::Client, res: reqwest::Response) -> Value {
        assert_eq!(res.status(), 302);
        let location = res.headers()["location"].to_str().expect("location");
        let (target, ticket) = location
            .split_once("#session_id=")
            .unwrap_or_else(|| panic!("ticket in {location}"));
        assert_eq!(target, DASHBOARD);
        let res = client
            .post(self.app.url("/api/auth/session"))
            .json(&json!({ "session_id": ticket }))
            .send()
            .await
            .expect("exchange");
        assert_eq!(res.status(), 200);
        let me = client
            .get(self.app.url("/api/auth/me"))
            .send()
            .await
            .expect("me");
        assert_eq!(me.status(), 200);
        me.json().await.expect("user")
    }

    /// The callback ended on the landing page's failure path, and `client` has no session.
    async fn assert_refused(&self, client: &reqwest::Client, res: reqwest::Response) {
        assert_eq!(res.status(), 302);
        let location = res.headers()["location"].to_str().expect("location");
        assert_eq!(location, LOGIN_FAILED);
        let cleared = res.headers().get_all("set-cookie").iter().any(|c| {
            let c = c.to_str().unwrap_or("");
            c.starts_with("vitae_oidc_flow=;") && c.contains("Max-Age=0")
        });
        assert!(cleared, "the flow cookie is cleared");
        let me = client
            .get(self.app.url("/api/auth/me"))
            .send()
            .await
            .expect("me");
        assert_eq!(me.status(), 401);
    }

    async fn requests_to(&self, p: &str) -> Vec<wiremock::Request> {
        self.issuer
            .received_requests()
            .await
            .expect("recorded")
            .into_iter()
            .filter(|r| r.url.path() == p)
            .collect()
    }
}

async fn signs_in_through_the_provider_and_lands_on_the_dashboard(h: Harness) {
    let client = browser();
    let authorize = h.login(&client).await;
    assert_eq!(authorize.get("response_type"), "code");
    assert_eq!(authorize.get("client_id"), CLIENT_ID);
    assert_eq!(
        authorize.get("redirect_uri"),
        format!("{PUBLIC_URL}/api/auth/callback")
    );
    let mut scopes: Vec<&str> = authorize.get("scope").split(' ').collect();
    scopes.sort_unstable();
    assert_eq!(scopes, ["email", "openid", "profile"]);
    assert_eq!(authorize.get("code_challenge_method"), "S256");
    assert!(authorize.get("state").len() >= 16);
    assert!(authorize.get("nonce").len() >= 16);
    let challenge = authorize.get("code_challenge").to_owned();

    let claims = h.claims("user-1", authorize.get("nonce"));
    h.answer_token(&sign(KEY_A, &claims)).await;
    let res = h
        .callback(
            &client,
            &[("code", CODE), ("state", authorize.get("state"))],
        )
        .await;
    let cleared = res
        .headers()
        .get_all("set-cookie")
        .iter()
        .any(|c| c.to_str().unwrap_or("").starts_with("vitae_oidc_flow=;"));
    assert!(cleared, "the callback clears the flow cookie");
    let user = h.exchange(&client, res).await;
    assert_eq!(user["email"], "ana@example.com");
    assert_eq!(user["name"], "Ana Souza");
    assert_eq!(user["picture"], "https://example.com/ana.png");

    // The code went to the token endpoint with the PKCE verifier that matches the challenge,
    // authenticated with the client secret.
    let token_requests = h.requests_to("/token").await;
    assert_eq!(token_requests.len(), 1);
    let form: HashMap<String, String> = url::form_urlencoded::parse(&token_requests[0].body)
        .into_owned()
        .collect();
    assert_eq!(form["grant_type"], "authorization_code");
    assert_eq!(form["code"], CODE);
    assert_eq!(
        form["redirect_uri"],
        format!("{PUBLIC_URL}/api/auth/callback")
    );
    let verifier = &form["code_verifier"];
    assert_eq!(
        URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes())),
        challenge
    );
    let basic = token_requests[0].headers["authorization"]
        .to_str()
        .expect("auth header");
    assert!(basic.starts_with("Basic "), "{basic}");

    // The callback is single-use: the same URL again fails (the flow cookie is gone).
    let again = h
        .callback(
            &client,
            &[("code", CODE), ("state", authorize.get("state"))],
        )
        .await;
    assert_eq!(again.headers()["location"], LOGIN_FAILED);
}

async fn config_reports_the_provider_and_the_dev_form_is_gone(h: Harness) {
    let config: Value = h
        .app
        .client
        .get(h.app.url("/api/config"))
        .send()
        .await
        .expect("config")
        .json()
        .await
        .expect("json");
    assert_eq!(config["sign_in"]["kind"], "oidc");
    assert_eq!(config["sign_in"]["label"], LABEL);
    for res in [
        h.app
            .client
            .get(
                h.app
                    .url(&format!("/api/auth/dev/login?redirect={DASHBOARD}")),
            )
            .send()
            .await,
        h.app
            .client
            .post(h.app.url("/api/auth/dev/login"))
            .form(&[
                ("name", "Eve"),
                ("email", "eve@example.com"),
                ("redirect", DASHBOARD),
            ])
            .send()
            .await,
    ] {
        assert_eq!(res.expect("dev form").status(), 404);
    }
}

async fn a_wrong_state_is_refused(h: Harness) {
    let client = browser();
    let authorize = h.login(&client).await;
    h.answer_token(&sign(KEY_A, &h.claims("user-1", authorize.get("nonce"))))
        .await;
    let res = h
        .callback(&client, &[("code", CODE), ("state", "forged-state-value")])
        .await;
    h.assert_refused(&client, res).await;
    assert!(h.requests_to("/token").await.is_empty(), "no code exchange");
}

async fn a_callback_replayed_in_another_browser_is_refused(h: Harness) {
    let victim = browser();
    let authorize = h.login(&victim).await;
    h.answer_token(&sign(KEY_A, &h.claims("attacker", authorize.get("nonce"))))
        .await;
    // The attacker's own login URL, opened in the victim's browser (login CSRF), or a stolen
    // callback URL opened elsewhere: no flow cookie there, so no sign-in.
    let elsewhere = browser();
    let res = h
        .callback(
            &elsewhere,
            &[("code", CODE), ("state", authorize.get("state"))],
        )
        .await;
    h.assert_refused(&elsewhere, res).await;
    assert!(h.requests_to("/token").await.is_empty(), "no code exchange");
}

/// Runs a sign-in up to the callback with an id token built from that sign-in's own claims,
/// changed by `tamper` and signed by `key`, and checks that it is refused.
async fn refuses_token(h: &Harness, key: Key, tamper: impl FnOnce(&mut Value)) {
    let client = browser();
    let authorize = h.login(&client).await;
    let mut claims = h.claims("user-1", authorize.get("nonce"));
    tamper(&mut claims);
    h.answer_token(&sign(key, &claims)).await;
    let res = h
        .callback(
            &client,
            &[("code", CODE), ("state", authorize.get("state"))],
        )
        .await;
    h.assert_refused(&client, res).await;
}

async fn a_wrong_nonce_is_refused(h: Harness) {
    refuses_token(&h, KEY_A, |c| {
        c["nonce"] = json!("a-nonce-from-another-sign-in")
    })
    .await;
}

async fn an_expired_id_token_is_refused(h: Harness) {
    refuses_token(&h, KEY_A, |c| {
        c["iat"] = json!(unix_now() - 7200);
        c["exp"] = json!(unix_now() - 3600);
    })
    .await;
}

async fn a_token_signed_by_another_key_is_refused(h: Harness) {
    refuses_token(&h, KEY_B, |_| {}).await;
}

async fn a_token_for_another_client_or_issuer_is_refused(h: Harness) {
    refuses_token(&h, KEY_A, |c| c["aud"] = json!("another-client")).await;
    refuses_token(&h, KEY_A, |c| {
        c["iss"] = json!("https://another-issuer.example")
    })
    .await;
}

#[actix_web::test]
async fn oidc_a_rotated_key_is_fetched_once_and_accepted() {
    // Start-up sees only key A; the provider then rotates to key C, which signs the token.
    let h = Harness::start_with_jwks(Backend::Sqlite, &[&[KEY_A]], &[KEY_A, KEY_C])
        .await
        .expect("app");
    assert_eq!(h.requests_to("/jwks").await.len(), 1, "fetched at start-up");

    let client = browser();
    let authorize = h.login(&client).await;
    h.answer_token(&sign(KEY_C, &h.claims("user-1", authorize.get("nonce"))))
        .await;
    let res = h
        .callback(
            &client,
            &[("code", CODE), ("state", authorize.get("state"))],
        )
        .await;
    let user = h.exchange(&client, res).await;
    assert_eq!(user["email"], "ana@example.com");
    assert_eq!(h.requests_to("/jwks").await.len(), 2, "refetched once");

    // The new key is kept: the next sign-in with it fetches nothing.
    let other = browser();
    let authorize = h.login(&other).await;
    h.answer_token(&sign(KEY_C, &h.claims("user-2", authorize.get("nonce"))))
        .await;
    let res = h
        .callback(&other, &[("code", CODE), ("state", authorize.get("state"))])
        .await;
    h.exchange(&other, res).await;
    assert_eq!(h.requests_to("/jwks").await.len(), 2, "no further fetch");
}

#[actix_web::test]
async fn oidc_an_unknown_key_after_a_refetch_is_refused() {
    let h = Harness::start(Backend::Sqlite).await.expect("app");
    let client = browser();
    let authorize = h.login(&client).await;
    h.answer_token(&sign(KEY_C, &h.claims("user-1", authorize.get("nonce"))))
        .await;
    let res = h
        .callback(
            &client,
            &[("code", CODE), ("state", authorize.get("state"))],
        )
        .await;
    h.assert_refused(&client, res).await;
    assert_eq!(h.requests_to("/jwks").await.len(), 2, "one refetch only");
}

async fn mount_discovery(issuer: &MockServer) {
    let base = issuer.uri();
    Mock::given(method("GET"))
        .and(path("/.well-known/openid-configuration"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "issuer": base,
            "authorization_endpoint": format!("{base}/authorize"),
            "token_endpoint": format!("{base}/token"),
            "userinfo_endpoint": format!("{base}/userinfo"),
            "jwks_uri": format!("{base}/jwks"),
            "response_types_supported": ["code"],
            "subject_types_supported": ["public"],
            "id_token_signing_alg_values_supported": ["RS256"],
            "scopes_supported": ["openid", "email", "profile"],
            "token_endpoint_auth_methods_supported": ["client_secret_basic"],
            "code_challenge_methods_supported": ["S256"]
        })))
        .mount(issuer)
        .await;
}

async fn a_provider_error_is_refused(h: Harness) {
    let client = browser();
    let authorize = h.login(&client).await;
    let res = h
        .callback(
            &client,
            &[
                ("error", "access_denied"),
                ("state", authorize.get("state")),
            ],
        )
        .await;
    h.assert_refused(&client, res).await;
}

async fn a_refused_code_is_refused(h: Harness) {
    let client = browser();
    let authorize = h.login(&client).await;
    Mock::given(method("POST"))
        .and(path("/token"))
        .respond_with(
            ResponseTemplate::new(400)
                .set_body_json(json!({ "error": "invalid_grant", "error_description": "expired" })),
        )
        .mount(&h.issuer)
        .await;
    let res = h
        .callback(
            &client,
            &[("code", CODE), ("state", authorize.get("state"))],
        )
        .await;
    h.assert_refused(&client, res).await;
}

async fn an_attackers_redirect_is_refused_at_login(h: Harness) {
    for evil in [
        "https://evil.example/dashboard",
        "http://localhost:8080@evil.example/",
        "//evil.example/",
    ] {
        let res = h
            .app
            .client
            .get(h.app.url("/api/auth/login"))
            .query(&[("redirect", evil)])
            .send()
            .await
            .expect("login");
        assert_eq!(res.status(), 400, "{evil}");
        assert!(res.headers().get("set-cookie").is_none(), "{evil}");
    }
}

async fn the_same_subject_is_the_same_user_with_a_fresh_profile(h: Harness) {
    let first = h.sign_in(&browser(), "user-1", |_| {}).await;
    let second = h
        .sign_in(&browser(), "user-1", |c| {
            c["email"] = json!("ana.souza@newmail.example");
            c["name"] = json!("Ana S. Souza");
            c["picture"] = json!("https://example.com/ana-2024.png");
        })
        .await;
    assert_eq!(first["id"], second["id"]);
    assert_eq!(second["email"], "ana.souza@newmail.example");
    assert_eq!(second["name"], "Ana S. Souza");
    assert_eq!(second["picture"], "https://example.com/ana-2024.png");

    // Another subject with the first one's email is another user: never matched by email.
    let someone = h.sign_in(&browser(), "user-2", |_| {}).await;
    assert_ne!(someone["id"], first["id"]);
}

async fn a_profile_missing_from_the_id_token_comes_from_userinfo(h: Harness) {
    Mock::given(method("GET"))
        .and(path("/userinfo"))
        .and(header(
            "authorization",
            format!("Bearer {ACCESS_TOKEN}").as_str(),
        ))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({
            "sub": "user-9",
            "email": "bruno@example.com",
            "given_name": "Bruno",
            "family_name": "Lima",
            "picture": "https://example.com/bruno.png"
        })))
        .mount(&h.issuer)
        .await;
    let user = h
        .sign_in(&browser(), "user-9", |c| {
            let claims = c.as_object_mut().expect("object");
            for claim in ["email", "email_verified", "name", "picture"] {
                claims.remove(claim);
            }
        })
        .await;
    assert_eq!(user["email"], "bruno@example.com");
    assert_eq!(user["name"], "Bruno Lima");
    assert_eq!(user["picture"], "https://example.com/bruno.png");
    assert_eq!(h.requests_to("/userinfo").await.len(), 1);
}

#[actix_web::test]
async fn oidc_an_unreachable_issuer_stops_start_up_with_a_clear_message() {
    let dir = tempfile::tempdir().expect("tempdir");
    let vars: HashMap<&str, String> = [
        (
            "DATABASE_URL",
            format!("sqlite://{}", dir.path().join("t.db").display()),
        ),
        ("BIND_ADDR", "127.0.0.1:0".into()),
        ("OIDC_ISSUER_URL", "http://127.0.0.1:9/realms/vitae".into()),
        ("OIDC_CLIENT_ID", CLIENT_ID.into()),
        ("OIDC_CLIENT_SECRET", CLIENT_SECRET.into()),
    ]
    .into_iter()
    .collect();
    let config = Config::from_lookup(|k| vars.get(k).cloned()).expect("config");
    let err = match Application::build(config).await {
        Ok(_) => panic!("start-up must fail"),
        Err(e) => e.to_string(),
    };
    assert!(
        err.contains("http://127.0.0.1:9/realms/vitae/.well-known/openid-configuration"),
        "{err}"
    );
    assert!(!err.contains(CLIENT_SECRET), "{err}");
}

#[actix_web::test]
async fn oidc_the_label_defaults_to_the_issuers_host() {
    let issuer = MockServer::start().await;
    mount_discovery(&issuer).await;
    Mock::given(method("GET"))
        .and(path("/jwks"))
        .respond_with(jwks(&[KEY_A]))
        .mount(&issuer)
        .await;
    let uri = issuer.uri();
    let app = spawn_app_with(
        Backend::Sqlite,
        &[
            ("OIDC_ISSUER_URL", uri.as_str()),
            ("OIDC_CLIENT_ID", CLIENT_ID),
            ("OIDC_CLIENT_SECRET", CLIENT_SECRET),
        ],
    )
    .await
    .expect("app");
    let config: Value = app.get_json("/api/config").await;
    assert_eq!(config["sign_in"]["label"], "127.0.0.1");
}

#[actix_web::test]
async fn oidc_on_https_the_flow_cookie_is_secure_and_the_callback_is_https() {
    let issuer = MockServer::start().await;
    mount_discovery(&issuer).await;
    Mock::given(method("GET"))
        .and(path("/jwks"))
        .respond_with(jwks(&[KEY_A]))
        .mount(&issuer)
        .await;
    let uri = issuer.uri();
    let app = spawn_app_with(
        Backend::Sqlite,
        &[
            ("PUBLIC_URL", "https://resumes.example.com"),
            ("ALLOW_DEMO_CHECKOUT", "true"),
            ("OIDC_ISSUER_URL", uri.as_str()),
            ("OIDC_CLIENT_ID", CLIENT_ID),
            ("OIDC_CLIENT_SECRET", CLIENT_SECRET),
        ],
    )
    .await
    .expect("app");
    let res = app
        .client
        .get(app.url("/api/auth/login"))
        .query(&[("redirect", "https://resumes.example.com/dashboard")])
        .send()
        .await
        .expect("login");
    assert_eq!(res.status(), 302);
    let cookies: Vec<&str> = res
        .headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .collect();
    for name in ["vitae_oidc_flow=", "vitae_sign_in="] {
        let cookie = cookies
            .iter()
            .find(|c| c.starts_with(name))
            .unwrap_or_else(|| panic!("{name} in {cookies:?}"));
        assert!(cookie.contains("Secure"), "{cookie}");
    }
    let location =
        url::Url::parse(res.headers()["location"].to_str().expect("location")).expect("url");
    let redirect_uri = location
        .query_pairs()
        .find(|(k, _)| k == "redirect_uri")
        .map(|(_, v)| v.into_owned());
    assert_eq!(
        redirect_uri.as_deref(),
        Some("https://resumes.example.com/api/auth/callback")
    );
}
