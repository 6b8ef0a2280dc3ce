//! The paying customer's story in demo mode: Pro cannot be bought twice, a Single PDF credit is
//! not Pro, the resume it unlocked stays clean, and a subscriber cancels and resumes from the
//! demo billing portal.

use serde_json::{json, Value};

use crate::helpers::{full_resume, path_of, spawn_app_with, Backend, TestApp, PUBLIC_URL};
use crate::on_every_backend;

on_every_backend!(
    pro_cannot_be_bought_twice,
    a_resume_unlocked_by_a_spent_credit_stays_clean_and_reads_unlocked,
    a_subscriber_cancels_at_period_end_and_resumes_from_the_demo_portal,
);

async fn checkout(app: &TestApp, plan: &str) -> reqwest::Response {
    app.client
        .post(app.url("/api/payment/create-checkout"))
        .json(&json!({ "plan_type": plan, "region": "USD", "origin_url": PUBLIC_URL }))
        .send()
        .await
        .expect("checkout")
}

async fn pro_cannot_be_bought_twice(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    app.buy("pro_monthly").await;
    let again = checkout(&app, "pro_monthly").await;
    assert_eq!(again.status(), 409);
    let body: Value = again.json().await.expect("json");
    assert_eq!(
        body["detail"],
        "You already have Pro. Manage your subscription from Settings."
    );
    let single = checkout(&app, "single_pdf").await;
    assert_eq!(single.status(), 409, "Pro already gives every clean PDF");
    let body: Value = single.json().await.expect("json");
    assert!(body["detail"]
        .as_str()
        .expect("detail")
        .starts_with("You already have Pro"));
    assert_eq!(app.credits().await, 0);
}

async fn pdf_status(app: &TestApp, id: &str) -> u16 {
    app.client
        .get(app.url(&format!("/api/resume/{id}/pdf")))
        .send()
        .await
        .expect("pdf")
        .status()
        .as_u16()
}

async fn a_resume_unlocked_by_a_spent_credit_stays_clean_and_reads_unlocked(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let unlocked = app.save(&app.client, &full_resume()).await;
    let other = app.save(&app.client, &full_resume()).await;
    app.buy("single_pdf").await;
    let me = app.me().await;
    assert_eq!(
        me["subscription_status"], "active",
        "an unspent credit shows as active"
    );
    assert_eq!(me["subscription_plan"], "single_pdf");
    assert_eq!(
        app.get_json(&format!("/api/resume/{unlocked}")).await["unlocked"],
        false
    );

    assert_eq!(pdf_status(&app, &unlocked).await, 200);
    assert_eq!(app.credits().await, 0, "the credit is spent");
    assert_eq!(app.me().await["subscription_status"], "inactive");

    assert_eq!(
        pdf_status(&app, &unlocked).await,
        200,
        "still clean after the credit is gone"
    );
    assert_eq!(
        pdf_status(&app, &other).await,
        402,
        "one credit, one resume"
    );
    assert_eq!(
        app.get_json(&format!("/api/resume/{unlocked}")).await["unlocked"],
        true
    );
    assert_eq!(
        app.get_json(&format!("/api/resume/{other}")).await["unlocked"],
        false
    );
    let list = app.get_json("/api/resume/list").await;
    let flag = |id: &str| {
        list.as_array()
            .expect("list")
            .iter()
            .find(|r| r["id"] == id)
            .expect("listed")["unlocked"]
            .clone()
    };
    assert_eq!((flag(&unlocked), flag(&other)), (json!(true), json!(false)));
}

/// A Single PDF credit makes the account active but leaves the AI limits the Free ones.
async fn an_unspent_credit_keeps_the_free_ai_limit(backend: Backend) {
    let Some(app) = spawn_app_with(backend, &[("FREE_AI_DAILY_LIMIT", "1")]).await else {
        return;
    };
    app.sign_in("Ana", "ana@example.com").await;
    app.buy("single_pdf").await;
    assert_eq!(app.me().await["subscription_status"], "active");
    let tips = || {
        app.client
            .post(app.url("/api/linkedin/tips"))
            .json(&json!({ "job_title": "Nurse" }))
            .send()
    };
    assert_eq!(tips().await.expect("tips").status(), 200);
    let limited = tips().await.expect("tips");
    assert_eq!(limited.status(), 429, "a credit is not Pro");
    let body: Value = limited.json().await.expect("json");
    assert!(body["detail"]
        .as_str()
        .expect("detail")
        .contains("free AI generations"));
}

#[actix_web::test]
async fn sqlite_an_unspent_credit_keeps_the_free_ai_limit() {
    an_unspent_credit_keeps_the_free_ai_limit(Backend::Sqlite).await;
}

#[actix_web::test]
async fn postgres_an_unspent_credit_keeps_the_free_ai_limit() {
    an_unspent_credit_keeps_the_free_ai_limit(Backend::Postgres).await;
}

async fn open_portal(app: &TestApp) -> reqwest::Response {
    app.client
        .post(app.url("/api/payment/portal"))
        .send()
        .await
        .expect("portal")
}

async fn a_subscriber_cancels_at_period_end_and_resumes_from_the_demo_portal(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let free = open_portal(&app).await;
    assert_eq!(free.status(), 409);
    let body: Value = free.json().await.expect("json");
    assert_eq!(body["detail"], "You have no subscription to manage.");

    app.buy("pro_monthly").await;
    assert_eq!(app.me().await["cancel_at_period_end"], false);
    let opened: Value = open_portal(&app).await.json().await.expect("json");
    let url = opened["url"].as_str().expect("url");
    assert_eq!(url, format!("{PUBLIC_URL}/api/payment/demo-portal"));
    let page = app
        .client
        .get(app.url(&path_of(url)))
        .send()
        .await
        .expect("page");
    assert_eq!(page.status(), 200);
    let html = page.text().await.expect("html");
    assert!(html.contains("Test mode — no card is charged"));
    assert!(html.contains("Renews on "), "{html}");

    let cancel = app
        .client
        .post(app.url("/api/payment/demo-portal/cancel"))
        .send()
        .await
        .expect("cancel");
    assert_eq!(cancel.status(), 303);
    assert_eq!(
        cancel.headers()["location"],
        format!("{PUBLIC_URL}/settings").as_str()
    );
    let me = app.me().await;
    assert_eq!(me["cancel_at_period_end"], true);
    assert_eq!(
        me["subscription_status"], "active",
        "Pro runs to the period end"
    );
    assert_eq!(me["subscription_plan"], "pro_monthly");
    let html = app
        .client
        .get(app.url("/api/payment/demo-portal"))
        .send()
        .await
        .expect("page")
        .text()
        .await
        .expect("html");
    assert!(html.contains("Cancels on "), "{html}");

    let resume = app
        .client
        .post(app.url("/api/payment/demo-portal/resume"))
        .send()
        .await
        .expect("resume");
    assert_eq!(resume.status(), 303);
    assert_eq!(app.me().await["cancel_at_period_end"], false);

    let bruno = app.other_user().await;
    let theirs = bruno
        .post(app.url("/api/payment/demo-portal/cancel"))
        .send()
        .await
        .expect("cancel");
    assert_eq!(
        theirs.status(),
        409,
        "someone without Pro has nothing to cancel"
    );
    assert_eq!(
        app.me().await["cancel_at_period_end"],
        false,
        "and mine is untouched"
    );
}
