//! The authorization matrix: every operation of the OpenAPI document is listed here with who may
//! call it. Signed out, every operation that needs a session answers 401; a second signed-in
//! user gets 404 for every operation on the owner's records (ids in the path or in the body),
//! and afterwards the owner's records read back exactly as before. An operation added to the API
//! without a row here fails the test.

use std::collections::BTreeSet;

use reqwest::Method;
use serde_json::{json, Value};

use crate::helpers::{browser, full_resume, TestApp, PUBLIC_URL};
use crate::on_every_backend;

on_every_backend!(every_route_is_guarded_as_the_matrix_says);

#[derive(Debug, Clone, Copy, PartialEq)]
enum Guard {
    /// Anyone may call it (sign-in steps, health, public configuration, the signed webhook).
    Public,
    /// Needs a session; works on the caller's own account only.
    Session,
    /// Needs a session and names one of the owner's records: another user gets 404.
    Owner,
}

/// The owner's records the matrix points at.
struct Records {
    resume_id: String,
    application_id: String,
    resume_updated_at: Value,
    payment_session: String,
}

struct Route {
    method: Method,
    /// As written in the OpenAPI document.
    path: &'static str,
    guard: Guard,
    /// A valid JSON body naming the owner's records, so the guard is the only reason to refuse.
    body: fn(&Records) -> Option<Value>,
}

fn no_body(_: &Records) -> Option<Value> {
    None
}

fn resume_body(r: &Records) -> Option<Value> {
    let mut resume = full_resume();
    resume["name"] = json!("Intruder");
    Some(json!({ "resume_data": resume, "template_style": "minimal",
                 "updated_at": r.resume_updated_at }))
}

const fn route(method: Method, path: &'static str, guard: Guard) -> Route {
    Route {
        method,
        path,
        guard,
        body: no_body,
    }
}

fn matrix() -> Vec<Route> {
    use Guard::{Owner, Public, Session};
    vec![
        route(Method::GET, "/api/auth/login", Public),
        route(Method::GET, "/api/auth/callback", Public),
        route(Method::GET, "/api/auth/dev/login", Public),
        route(Method::POST, "/api/auth/dev/login", Public),
        route(Method::POST, "/api/auth/session", Public),
        route(Method::GET, "/api/auth/me", Session),
        // Signing out without a session is a harmless no-op.
        route(Method::POST, "/api/auth/logout", Public),
        route(Method::POST, "/api/auth/logout-all", Session),
        Route {
            body: resume_body,
            ..route(Method::POST, "/api/resume/save", Session)
        },
        route(Method::GET, "/api/resume/list", Session),
        route(Method::GET, "/api/resume/{id}", Owner),
        Route {
            body: resume_body,
            ..route(Method::PUT, "/api/resume/{id}", Owner)
        },
        route(Method::DELETE, "/api/resume/{id}", Owner),
        route(Method::GET, "/api/resume/{id}/pdf", Owner),
        route(Method::GET, "/api/resume/{id}/docx", Owner),
        route(Method::GET, "/api/resume/{id}/txt", Owner),
        route(Method::GET, "/api/resume/{id}/json-resume", Owner),
        route(Method::GET, "/api/resume/{id}/print-check", Owner),
        Route {
            body: |_| {
                Some(json!({ "resume_data": full_resume(), "template": "modern", "pages": 1 }))
            },
            ..route(Method::POST, "/api/resume/fit", Session)
        },
        Route {
            body: |_| Some(json!({ "resume_data": full_resume(), "template": "modern" })),
            ..route(Method::POST, "/api/resume/pages", Session)
        },
        route(Method::GET, "/api/resume/{id}/thumbnail.png", Owner),
        route(Method::GET, "/api/resume/{id}/versions", Owner),
        route(Method::GET, "/api/resume/{id}/versions/{version}", Owner),
        Route {
            body: |r| Some(json!({ "updated_at": r.resume_updated_at })),
            ..route(
                Method::POST,
                "/api/resume/{id}/versions/{version}/restore",
                Owner,
            )
        },
        Route {
            body: |_| {
                Some(json!({ "enabled": true, "password": "intruder", "hide_contact": false }))
            },
            ..route(Method::POST, "/api/resume/{id}/share", Owner)
        },
        route(Method::GET, "/api/resume/{id}/share", Owner),
        route(Method::DELETE, "/api/resume/{id}/share", Owner),
        route(Method::GET, "/api/resume/{id}/share/stats", Owner),
        // Anyone with the link; `{slug}` is left as written, so no link answers: a 404.
        route(Method::GET, "/api/public/{slug}", Public),
        route(Method::GET, "/api/public/{slug}/pdf", Public),
        route(Method::GET, "/api/public/{slug}/card.png", Public),
        route(Method::GET, "/api/public/{slug}/pages", Public),
        route(Method::GET, "/api/public/{slug}/photo", Public),
        Route {
            body: |_| Some(json!({ "password": "guess" })),
            ..route(Method::POST, "/api/public/{slug}/access", Public)
        },
        Route {
            body: |_| Some(json!({ "basics": { "name": "Intruder", "email": "i@example.com" } })),
            ..route(Method::POST, "/api/resume/import", Session)
        },
        route(Method::POST, "/api/resume/import/file", Session),
        Route {
            body: |r| {
                Some(json!({ "resume_id": r.resume_id, "content": "original",
                             "job_description": "Rust engineer with PostgreSQL" }))
            },
            ..route(Method::POST, "/api/ats/score", Owner)
        },
        Route {
            body: |_| Some(json!({ "job_description": "Rust engineer with PostgreSQL" })),
            ..route(Method::POST, "/api/resume/{id}/tailor", Owner)
        },
        Route {
            body: |_| Some(json!({ "resume_data": full_resume() })),
            ..route(Method::POST, "/api/resume/generate", Session)
        },
        Route {
            body: |r| {
                Some(json!({ "resume_id": r.resume_id, "company_name": "Acme",
                             "job_description": "Rust engineer" }))
            },
            ..route(Method::POST, "/api/cover-letter/generate", Owner)
        },
        route(Method::GET, "/api/resume/{id}/cover-letters", Owner),
        route(Method::GET, "/api/cover-letters", Session),
        Route {
            body: |r| Some(json!({ "job_title": "Engineer", "resume_id": r.resume_id })),
            ..route(Method::POST, "/api/linkedin/tips", Owner)
        },
        Route {
            body: |_| Some(json!({ "subject": "Hello", "category": "billing", "message": "Help" })),
            ..route(Method::POST, "/api/support/contact", Session)
        },
        route(Method::GET, "/api/plans", Public),
        route(Method::GET, "/api/templates", Public),
        route(Method::GET, "/api/templates/{id}/thumbnail.png", Public),
        route(Method::GET, "/api/fonts", Public),
        Route {
            body: |_| {
                Some(
                    json!({ "plan_type": "single_pdf", "region": "USD", "origin_url": PUBLIC_URL }),
                )
            },
            ..route(Method::POST, "/api/payment/create-checkout", Session)
        },
        route(Method::GET, "/api/payment/status/{session_id}", Owner),
        // Authenticated by the provider's signature, not a session (see stripe.rs).
        route(Method::POST, "/api/payment/webhook", Public),
        route(Method::GET, "/api/payment/demo/{session_id}", Owner),
        route(Method::POST, "/api/payment/demo/{session_id}/pay", Owner),
        route(Method::POST, "/api/payment/demo/{session_id}/cancel", Owner),
        route(Method::POST, "/api/payment/portal", Session),
        route(Method::GET, "/api/payment/demo-portal", Session),
        route(Method::POST, "/api/payment/demo-portal/cancel", Session),
        route(Method::POST, "/api/payment/demo-portal/resume", Session),
        route(Method::GET, "/api/applications", Session),
        Route {
            body: |r| Some(json!({ "company": "Acme", "role": "Dev", "resume_id": r.resume_id })),
            ..route(Method::POST, "/api/applications", Session)
        },
        route(Method::GET, "/api/applications/due", Session),
        route(Method::GET, "/api/applications/funnel", Session),
        route(Method::GET, "/api/applications/export.csv", Session),
        route(Method::POST, "/api/applications/import", Session),
        route(Method::GET, "/api/applications/{id}", Owner),
        route(Method::GET, "/api/applications/{id}/event.ics", Owner),
        Route {
            body: |_| Some(json!({ "company": "Intruder" })),
            ..route(Method::PATCH, "/api/applications/{id}", Owner)
        },
        route(Method::DELETE, "/api/applications/{id}", Owner),
        route(Method::GET, "/api/account/export", Session),
        route(Method::GET, "/api/account/settings", Session),
        Route {
            body: |_| Some(json!({ "digest_opt_in": true })),
            ..route(Method::PUT, "/api/account/settings", Session)
        },
        // The mail's link: its random key names the account; without one, 422.
        route(Method::GET, "/api/account/digest/unsubscribe", Public),
        // The same, posted by a mail client's own unsubscribe button.
        route(Method::POST, "/api/account/digest/unsubscribe", Public),
        // Only ever called signed out here: it would delete the caller.
        Route {
            body: |_| Some(json!({ "email": "ana@example.com" })),
            ..route(Method::DELETE, "/api/account", Session)
        },
        route(Method::GET, "/api/config", Public),
        route(Method::GET, "/api/healthz", Public),
        route(Method::GET, "/api/readyz", Public),
    ]
}

/// Every (METHOD path) the served OpenAPI document declares.
async fn documented_operations(app: &TestApp) -> BTreeSet<String> {
    let doc: Value = app.get_json("/api/openapi.json").await;
    let paths = doc["paths"].as_object().expect("paths");
    paths
        .iter()
        .flat_map(|(path, item)| {
            item.as_object()
                .expect("path item")
                .keys()
                .map(move |method| format!("{} {path}", method.to_uppercase()))
        })
        .collect()
}

async fn call(app: &TestApp, client: &reqwest::Client, r: &Route, rec: &Records) -> u16 {
    let path = r
        .path
        .replace(
            "/api/applications/{id}",
            &format!("/api/applications/{}", rec.application_id),
        )
        .replace("{id}", &rec.resume_id)
        .replace("{session_id}", &rec.payment_session)
        .replace("{version}", "1");
    let mut req = client.request(r.method.clone(), app.url(&path));
    if let Some(body) = (r.body)(rec) {
        req = req.json(&body);
    }
    let res = req.send().await.expect("request");
    let status = res.status().as_u16();
    let json = res
        .headers()
        .get("content-type")
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if status >= 400 && json {
        // Every refusal names itself to programs as well as to people.
        let body: Value = res.json().await.expect("error json");
        assert!(
            body["code"].as_str().is_some_and(|c| !c.is_empty()),
            "{} {path}: {status} without a code: {body}",
            r.method
        );
        assert!(
            body["detail"].is_string() || body["detail"].is_array(),
            "{body}"
        );
    }
    status
}

/// Everything the owner can see of their account, to compare before and after.
async fn owner_view(app: &TestApp, rec: &Records) -> Value {
    let get = |path: String| async move {
        let res = app.client.get(app.url(&path)).send().await.expect("get");
        assert_eq!(res.status(), 200, "owner reads {path}");
        res.json::<Value>().await.expect("json")
    };
    json!({
        "me": get("/api/auth/me".into()).await,
        "list": get("/api/resume/list".into()).await,
        "resume": get(format!("/api/resume/{}", rec.resume_id)).await,
        "letters": get(format!("/api/resume/{}/cover-letters", rec.resume_id)).await,
        "all_letters": get("/api/cover-letters".into()).await,
        "payment": get(format!("/api/payment/status/{}", rec.payment_session)).await,
        "versions": get(format!("/api/resume/{}/versions", rec.resume_id)).await,
        "version": get(format!("/api/resume/{}/versions/1", rec.resume_id)).await,
        "share": get(format!("/api/resume/{}/share", rec.resume_id)).await,
        "application": get(format!("/api/applications/{}", rec.application_id)).await,
    })
}

async fn every_route_is_guarded_as_the_matrix_says(app: TestApp) {
    let matrix = matrix();
    let listed: BTreeSet<String> = matrix
        .iter()
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    let documented = documented_operations(&app).await;
    let unlisted: Vec<_> = documented.difference(&listed).collect();
    let stale: Vec<_> = listed.difference(&documented).collect();
    assert!(
        unlisted.is_empty(),
        "operations with no row in the authorization matrix (add one in authz.rs): {unlisted:?}"
    );
    assert!(
        stale.is_empty(),
        "matrix rows for operations the API no longer has: {stale:?}"
    );

    // The owner: a resume, a cover letter for it, an application, and an open checkout.
    app.sign_in("Ana Souza", "ana@example.com").await;
    let resume_id = app.save(&app.client, &full_resume()).await;
    let letter = app
        .client
        .post(app.url("/api/cover-letter/generate"))
        .json(&json!({ "resume_id": resume_id, "company_name": "Acme",
                       "job_description": "Rust engineer" }))
        .send()
        .await
        .expect("letter");
    assert_eq!(letter.status(), 200);
    // An edit, so the resume has a version, and a public link.
    let mut record: Value = app.get_json(&format!("/api/resume/{resume_id}")).await;
    record["resume_data"]["summary"] = json!("Edited once.");
    let edited = app
        .client
        .put(app.url(&format!("/api/resume/{resume_id}")))
        .json(&record)
        .send()
        .await
        .expect("edit");
    assert_eq!(edited.status(), 200);
    let shared = app
        .client
        .post(app.url(&format!("/api/resume/{resume_id}/share")))
        .json(&json!({ "enabled": true }))
        .send()
        .await
        .expect("share");
    assert_eq!(shared.status(), 200);
    let application = app
        .client
        .post(app.url("/api/applications"))
        .json(
            &json!({ "company": "Acme", "role": "Engineer", "resume_id": resume_id,
                       "next_step_date": "2030-01-15" }),
        )
        .send()
        .await
        .expect("application");
    let application_id = crate::helpers::created_id(application, "application").await;
    let checkout = app.open_checkout(&app.client, "single_pdf", "USD").await;
    let mut rec = Records {
        resume_id,
        application_id,
        resume_updated_at: Value::Null,
        payment_session: checkout["session_id"].as_str().expect("id").to_owned(),
    };
    let before = owner_view(&app, &rec).await;
    rec.resume_updated_at = before["resume"]["updated_at"].clone();

    let anonymous = browser();
    let intruder = app.other_user().await;
    for r in &matrix {
        let signed_out = call(&app, &anonymous, r, &rec).await;
        match r.guard {
            Guard::Public => assert!(
                signed_out < 500,
                "{} {} signed out: {signed_out}",
                r.method,
                r.path
            ),
            Guard::Session | Guard::Owner => assert_eq!(
                signed_out, 401,
                "{} {} must need a session",
                r.method, r.path
            ),
        }
        if r.guard == Guard::Owner {
            let status = call(&app, &intruder, r, &rec).await;
            assert_eq!(
                status, 404,
                "{} {} on another user's record must read as not found",
                r.method, r.path
            );
        }
    }

    let after = owner_view(&app, &rec).await;
    assert_eq!(before, after, "the owner's records changed");
}
