use serde_json::Value;

use crate::helpers::{full_resume, TestApp};
use crate::on_every_backend;

on_every_backend!(
    free_users_get_the_watermarked_pdf_and_402_for_a_clean_one,
    a_single_pdf_credit_unlocks_one_resume_for_good,
    pro_users_download_clean_pdfs_of_every_resume,
    pdf_parameters_are_checked_and_others_resumes_are_404,
);

async fn pdf(app: &TestApp, client: &reqwest::Client, id: &str, query: &str) -> reqwest::Response {
    client
        .get(app.url(&format!("/api/resume/{id}/pdf{query}")))
        .send()
        .await
        .expect("pdf")
}

async fn free_users_get_the_watermarked_pdf_and_402_for_a_clean_one(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    let clean = pdf(&app, &app.client, &id, "").await;
    assert_eq!(clean.status(), 402);
    let body: Value = clean.json().await.expect("json");
    assert_eq!(body["detail"], "Upgrade to download watermark-free PDF");

    let marked = pdf(&app, &app.client, &id, "?watermark=true&template=classic").await;
    assert_eq!(marked.status(), 200);
    assert_eq!(marked.headers()["content-type"], "application/pdf");
    assert_eq!(
        marked.headers()["content-disposition"],
        "attachment; filename=\"Ana-Souza-resume.pdf\""
    );
    let bytes = marked.bytes().await.expect("bytes");
    assert!(bytes.starts_with(b"%PDF"));
    assert!(bytes.len() < 300_000, "{} bytes", bytes.len());
}

async fn a_single_pdf_credit_unlocks_one_resume_for_good(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let first = app.save(&app.client, &full_resume()).await;
    let second = app.save(&app.client, &full_resume()).await;
    app.buy("single_pdf").await;
    assert_eq!(app.credits().await, 1);

    let clean = pdf(
        &app,
        &app.client,
        &first,
        "?template=elegant&content=original&paper=letter",
    )
    .await;
    assert_eq!(clean.status(), 200);
    assert!(clean.bytes().await.expect("bytes").starts_with(b"%PDF"));
    assert_eq!(app.credits().await, 0, "the credit is spent");

    for _ in 0..2 {
        assert_eq!(
            pdf(&app, &app.client, &first, "").await.status(),
            200,
            "unlocked for good"
        );
    }
    assert_eq!(
        pdf(&app, &app.client, &second, "").await.status(),
        402,
        "one credit, one resume"
    );
    let me: Value = app.get_json("/api/auth/me").await;
    assert_eq!(
        me["subscription_status"], "inactive",
        "no credits left and no Pro"
    );
}

async fn pro_users_download_clean_pdfs_of_every_resume(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let a = app.save(&app.client, &full_resume()).await;
    let b = app.save(&app.client, &full_resume()).await;
    app.buy("pro_monthly").await;
    for id in [&a, &b] {
        for template in ["modern", "minimal", "corporate", "classic", "elegant"] {
            let res = pdf(&app, &app.client, id, &format!("?template={template}")).await;
            assert_eq!(res.status(), 200, "{template}");
        }
    }
    assert_eq!(app.credits().await, 0);
}

async fn pdf_parameters_are_checked_and_others_resumes_are_404(app: TestApp) {
    app.sign_in("Ana", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    for bad in [
        "?template=neon&watermark=true",
        "?content=both&watermark=true",
        "?paper=a3&watermark=true",
    ] {
        assert_eq!(
            pdf(&app, &app.client, &id, bad).await.status(),
            422,
            "{bad}"
        );
    }
    let bruno = app.other_user().await;
    assert_eq!(
        pdf(&app, &bruno, &id, "?watermark=true").await.status(),
        404
    );
    assert_eq!(
        pdf(&app, &app.client, "no-such-resume", "?watermark=true")
            .await
            .status(),
        404
    );
}
