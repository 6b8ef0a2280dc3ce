use serde_json::{json, Value};

use crate::helpers::{browser, path_of, TestApp, PUBLIC_URL};
use crate::on_every_backend;

on_every_backend!(
    a_single_pdf_paid_on_the_demo_checkout_makes_the_user_paid,
    pro_monthly_runs_for_a_month,
    a_cancelled_checkout_leaves_the_user_free,
    checkout_inputs_are_checked,
    payment_status_is_private_and_webhooks_do_not_exist_in_demo_mode,
    concurrent_payments_of_one_session_grant_once,
);

async fn status(app: &TestApp, client: &reqwest::Client, session: &str) -> reqwest::Response {
    client
        .get(app.url(&format!("/api/payment/status/{session}")))
        .send()
        .await
        .expect("status")
}

async fn a_single_pdf_paid_on_the_demo_checkout_makes_the_user_paid(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let checkout = app.open_checkout(&app.client, "single_pdf", "INR").await;
    let session = checkout["session_id"].as_str().expect("id");
    let page_path = path_of(checkout["url"].as_str().expect("url"));
    assert_eq!(page_path, format!("/api/payment/demo/{session}"));

    let page = app
        .client
        .get(app.url(&page_path))
        .send()
        .await
        .expect("page");
    assert_eq!(page.status(), 200);
    let html = page.text().await.expect("html");
    assert!(html.contains("Test mode — no card is charged"));
    assert!(
        html.contains("₹50.00 INR"),
        "price in the region's currency"
    );
    assert!(html.contains("Single PDF"));

    let before: Value = status(&app, &app.client, session)
        .await
        .json()
        .await
        .expect("json");
    assert_eq!(before["payment_status"], "unpaid");
    assert_eq!(before["status"], "open");

    let pay = app
        .client
        .post(app.url(&format!("{page_path}/pay")))
        .send()
        .await
        .expect("pay");
    assert_eq!(pay.status(), 303);
    assert_eq!(
        pay.headers()["location"],
        format!("{PUBLIC_URL}/payment-success?session_id={session}").as_str()
    );

    let after: Value = status(&app, &app.client, session)
        .await
        .json()
        .await
        .expect("json");
    assert_eq!(
        after,
        json!({ "payment_status": "paid", "status": "complete", "plan_type": "single_pdf", "amount_total": 5000, "currency": "inr" })
    );
    let user = app.me().await;
    assert_eq!(user["subscription_status"], "active");
    assert_eq!(user["subscription_plan"], "single_pdf");
    assert_eq!(user["pdf_credits"], 1);

    let again = app
        .client
        .post(app.url(&format!("{page_path}/pay")))
        .send()
        .await
        .expect("pay");
    assert_eq!(again.status(), 303);
    assert_eq!(
        app.me().await["pdf_credits"],
        1,
        "paying a paid session grants nothing more"
    );
}

async fn pro_monthly_runs_for_a_month(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let checkout = app.open_checkout(&app.client, "pro_monthly", "USD").await;
    let page_path = path_of(checkout["url"].as_str().expect("url"));
    app.client
        .post(app.url(&format!("{page_path}/pay")))
        .send()
        .await
        .expect("pay");
    let user = app.me().await;
    assert_eq!(user["subscription_status"], "active");
    assert_eq!(user["subscription_plan"], "pro_monthly");
    let end = chrono::DateTime::parse_from_rfc3339(user["subscription_end"].as_str().expect("end"))
        .expect("date");
    let days = (end.with_timezone(&chrono::Utc) - chrono::Utc::now()).num_days();
    assert!((27..=31).contains(&days), "{days} days");
    let paid: Value = status(
        &app,
        &app.client,
        checkout["session_id"].as_str().expect("id"),
    )
    .await
    .json()
    .await
    .expect("json");
    assert_eq!(paid["amount_total"], 4999);
    assert_eq!(paid["currency"], "usd");
}

async fn a_cancelled_checkout_leaves_the_user_free(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let checkout = app.open_checkout(&app.client, "pro_monthly", "AED").await;
    let page_path = path_of(checkout["url"].as_str().expect("url"));
    let cancel = app
        .client
        .post(app.url(&format!("{page_path}/cancel")))
        .send()
        .await
        .expect("cancel");
    assert_eq!(cancel.status(), 303);
    assert_eq!(
        cancel.headers()["location"],
        format!("{PUBLIC_URL}/settings").as_str()
    );
    let st: Value = status(
        &app,
        &app.client,
        checkout["session_id"].as_str().expect("id"),
    )
    .await
    .json()
    .await
    .expect("json");
    assert_eq!(st["status"], "expired");
    assert_eq!(st["payment_status"], "unpaid");
    assert_eq!(app.me().await["subscription_status"], "inactive");
    let pay_late = app
        .client
        .post(app.url(&format!("{page_path}/pay")))
        .send()
        .await
        .expect("pay");
    assert_eq!(pay_late.status(), 303);
    assert_eq!(
        app.me().await["subscription_status"],
        "inactive",
        "a cancelled session cannot be paid"
    );
}

async fn checkout_inputs_are_checked(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let post = |body: Value| {
        app.client
            .post(app.url("/api/payment/create-checkout"))
            .json(&body)
            .send()
    };
    let bad_plan =
        post(json!({ "plan_type": "platinum", "region": "USD", "origin_url": PUBLIC_URL }))
            .await
            .expect("post");
    assert_eq!(bad_plan.status(), 422);
    let bad_origin = post(
        json!({ "plan_type": "single_pdf", "region": "USD", "origin_url": "https://evil.example" }),
    )
    .await
    .expect("post");
    assert_eq!(bad_origin.status(), 400);
    let other_region = app.open_checkout(&app.client, "single_pdf", "EUR").await;
    let st: Value = status(
        &app,
        &app.client,
        other_region["session_id"].as_str().expect("id"),
    )
    .await
    .json()
    .await
    .expect("json");
    assert_eq!(
        (st["amount_total"].clone(), st["currency"].clone()),
        (json!(499), json!("usd")),
        "any other region is USD"
    );
    let anonymous = browser()
        .post(app.url("/api/payment/create-checkout"))
        .json(&json!({ "plan_type": "single_pdf", "origin_url": PUBLIC_URL }))
        .send()
        .await
        .expect("post");
    assert_eq!(anonymous.status(), 401);
}

async fn payment_status_is_private_and_webhooks_do_not_exist_in_demo_mode(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let checkout = app.open_checkout(&app.client, "single_pdf", "USD").await;
    let session = checkout["session_id"].as_str().expect("id");
    let bruno = app.other_user().await;
    assert_eq!(status(&app, &bruno, session).await.status(), 404);
    let page_path = path_of(checkout["url"].as_str().expect("url"));
    assert_eq!(
        bruno
            .get(app.url(&page_path))
            .send()
            .await
            .expect("page")
            .status(),
        404
    );
    assert_eq!(
        bruno
            .post(app.url(&format!("{page_path}/pay")))
            .send()
            .await
            .expect("pay")
            .status(),
        404
    );
    assert_eq!(
        app.me().await["pdf_credits"],
        0,
        "someone else cannot pay or see my session"
    );
    let hook = browser()
        .post(app.url("/api/payment/webhook"))
        .body("{}")
        .send()
        .await
        .expect("hook");
    assert_eq!(hook.status(), 404);
    assert_eq!(
        status(&app, &app.client, "demo_cs_unknown").await.status(),
        404
    );
}

async fn concurrent_payments_of_one_session_grant_once(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let checkout = app.open_checkout(&app.client, "single_pdf", "USD").await;
    let page_path = path_of(checkout["url"].as_str().expect("url"));
    let session = checkout["session_id"].as_str().expect("id").to_owned();
    let mut calls = Vec::new();
    for i in 0..12 {
        let client = app.client.clone();
        let url = if i % 2 == 0 {
            app.url(&format!("{page_path}/pay"))
        } else {
            app.url(&format!("/api/payment/status/{session}"))
        };
        calls.push(actix_web::rt::spawn(async move {
            if i % 2 == 0 {
                client.post(url).send().await
            } else {
                client.get(url).send().await
            }
        }));
    }
    for call in calls {
        let res = call.await.expect("task").expect("request");
        assert!(
            res.status().is_success() || res.status() == 303,
            "{}",
            res.status()
        );
    }
    assert_eq!(app.me().await["pdf_credits"], 1);
}
