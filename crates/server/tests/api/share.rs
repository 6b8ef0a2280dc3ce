//! Public links: created, changed and revoked by the owner only; read by anyone as the link's
//! options allow (hidden contact, password, indexing); unknown, revoked and other users' links
//! answer one and the same 404; wrong passwords meet 429 per address and per link (behind a
//! proxy too); views and downloads are counted per day without the owner's or bots', by every
//! instance into the same rows; the page carries Open Graph tags and a card.

use std::collections::BTreeSet;

use reqwest::header::{RETRY_AFTER, SET_COOKIE};
use serde_json::{json, Value};

use crate::helpers::{
    browser, full_resume, pdf_text, problems, put, spawn_app_with, start_app, Backend, TestApp,
    PUBLIC_URL,
};
use crate::on_every_backend;

on_every_backend!(
    a_link_is_created_changed_and_keeps_its_slug,
    the_public_resume_follows_its_options_and_edits,
    unknown_revoked_and_deleted_links_are_one_and_the_same_404,
    a_password_guards_every_public_form_and_its_cookie_opens_one_link,
    bad_passwords_are_422,
    views_and_downloads_count_people_per_day_without_the_owner_or_bots,
    the_public_pdf_is_watermarked_unless_unlocked_and_spends_no_credit,
    the_card_is_a_png_that_names_no_one_behind_a_password,
    the_pages_draw_the_photo_from_its_own_revalidated_address,
);

/// A phone's browser: its views count.
pub const BROWSER_AGENT: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) \
     AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

/// A stranger's browser: no session, keeps cookies, says it is a browser.
pub fn visitor() -> reqwest::Client {
    visitor_with_agent(BROWSER_AGENT)
}

/// A visitor whose browser says `agent`: views count one per address and browser.
pub fn visitor_with_agent(agent: &str) -> reqwest::Client {
    reqwest::Client::builder()
        .cookie_store(true)
        .user_agent(agent)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client")
}

pub async fn share(
    app: &TestApp,
    client: &reqwest::Client,
    resume_id: &str,
    body: Value,
) -> reqwest::Response {
    client
        .post(app.url(&format!("/api/resume/{resume_id}/share")))
        .json(&body)
        .send()
        .await
        .expect("share")
}

/// Shares `resume_id` as the signed-in user with `body`; the link.
pub async fn shared(app: &TestApp, resume_id: &str, body: Value) -> Value {
    let res = share(app, &app.client, resume_id, body).await;
    assert_eq!(
        res.status(),
        200,
        "{}",
        res.text().await.unwrap_or_default()
    );
    res.json().await.expect("json")
}

/// The owner sets one field of resume `id` (`resume_data[field]`) and saves it.
async fn edit(app: &TestApp, id: &str, field: &str, value: Value) {
    let mut record: Value = app.get_json(&format!("/api/resume/{id}")).await;
    record["resume_data"][field] = value;
    assert_eq!(put(app, &app.client, id, &record).await.status(), 200);
}

fn slug_of(link: &Value) -> String {
    link["slug"].as_str().expect("slug").to_owned()
}

async fn get(client: &reqwest::Client, app: &TestApp, path: &str) -> reqwest::Response {
    client.get(app.url(path)).send().await.expect("get")
}

/// A GET of `path` by a browser holding the copy tagged `tag`.
async fn revalidate(
    client: &reqwest::Client,
    app: &TestApp,
    path: &str,
    tag: &str,
) -> reqwest::Response {
    let res = client.get(app.url(path)).header("if-none-match", tag);
    res.send().await.expect("revalidate")
}

/// An error body without its request id (which differs on every request).
async fn error_body(res: reqwest::Response) -> (u16, Value) {
    let status = res.status().as_u16();
    let mut body: Value = res.json().await.expect("json error");
    body.as_object_mut().expect("object").remove("request_id");
    (status, body)
}

async fn a_link_is_created_changed_and_keeps_its_slug(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    let none = get(&app.client, &app, &format!("/api/resume/{id}/share")).await;
    assert_eq!(none.status(), 404, "not shared yet");

    let link = shared(&app, &id, json!({ "enabled": true })).await;
    let slug = slug_of(&link);
    assert_eq!(slug.len(), 22, "128 bits in URL-safe base64: {slug}");
    assert!(slug
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
    assert_eq!(link["url"], format!("{PUBLIC_URL}/r/{slug}"));
    assert_eq!(
        (
            &link["views"],
            &link["downloads"],
            &link["password_protected"],
            &link["hide_contact"],
            &link["allow_indexing"]
        ),
        (
            &json!(0),
            &json!(0),
            &json!(false),
            &json!(false),
            &json!(false)
        )
    );

    let changed = shared(
        &app,
        &id,
        json!({ "enabled": true, "hide_contact": true, "allow_indexing": true, "password": "s3cret" }),
    )
    .await;
    assert_eq!(slug_of(&changed), slug, "options change, the slug stays");
    assert_eq!(changed["hide_contact"], true);
    assert_eq!(changed["allow_indexing"], true);
    assert_eq!(changed["password_protected"], true);
    let kept = shared(&app, &id, json!({ "hide_contact": true })).await;
    assert_eq!(kept["password_protected"], true, "null keeps the password");
    assert_eq!(kept["allow_indexing"], false);
    let cleared = shared(&app, &id, json!({ "remove_password": true })).await;
    assert_eq!(cleared["password_protected"], false);
    let read: Value = app.get_json(&format!("/api/resume/{id}/share")).await;
    assert_eq!(read, cleared);

    // The list names each resume's link; slugs differ per resume.
    let other = app.save(&app.client, &full_resume()).await;
    let other_slug = slug_of(&shared(&app, &other, json!({})).await);
    assert_ne!(other_slug, slug);
    let list: Value = app.get_json("/api/resume/list").await;
    let slugs: BTreeSet<&str> = list
        .as_array()
        .expect("list")
        .iter()
        .filter_map(|r| r["share_slug"].as_str())
        .collect();
    assert_eq!(slugs, BTreeSet::from([slug.as_str(), other_slug.as_str()]));

    // `enabled: false` revokes, like DELETE.
    let off = share(&app, &app.client, &other, json!({ "enabled": false })).await;
    assert_eq!(off.status(), 204);
    let list: Value = app.get_json("/api/resume/list").await;
    assert_eq!(
        list.as_array()
            .expect("list")
            .iter()
            .filter(|r| r.get("share_slug").is_some())
            .count(),
        1
    );
}

async fn the_public_resume_follows_its_options_and_edits(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    let mut resume = full_resume();
    resume["location"] = json!("12 Rua Augusta, São Paulo, Brazil");
    let id = app.save(&app.client, &resume).await;
    let slug = slug_of(&shared(&app, &id, json!({})).await);
    let public = visitor();

    let res = get(&public, &app, &format!("/api/public/{slug}")).await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["x-robots-tag"], "noindex");
    assert_eq!(res.headers()["cache-control"], "no-cache");
    let open: Value = res.json().await.expect("json");
    assert_eq!(open["resume_data"]["email"], "ana@example.com");
    assert_eq!(
        open["resume_data"]["location"],
        "12 Rua Augusta, São Paulo, Brazil"
    );
    assert!(open["resume_data"]["profile_photo"]
        .as_str()
        .is_some_and(|p| p.starts_with("data:image/jpeg")));
    assert_eq!(open["template_style"], "modern");
    assert_eq!(open["unlocked"], false);
    // The page prints the writer's summary in place of the typed one, and the JSON says what
    // the page prints: the writer's texts are not there apart.
    assert_eq!(open["resume_data"]["summary"], "Enhanced summary.");
    assert!(open.get("ai_enhanced_data").is_none(), "{open}");

    shared(
        &app,
        &id,
        json!({ "hide_contact": true, "allow_indexing": true }),
    )
    .await;
    let res = get(&public, &app, &format!("/api/public/{slug}")).await;
    assert!(
        res.headers().get("x-robots-tag").is_none(),
        "indexing allowed"
    );
    let text = res.text().await.expect("body");
    for hidden in ["ana@example.com", "5555 0100", "Rua Augusta"] {
        assert!(!text.contains(hidden), "{hidden} leaked: {text}");
    }
    let hidden: Value = serde_json::from_str(&text).expect("json");
    assert_eq!(hidden["resume_data"]["location"], "São Paulo, Brazil");
    assert_eq!(hidden["resume_data"]["name"], "Ana Souza");
    assert_eq!(hidden["hide_contact"], true);

    // An edit shows at once (the kept body follows the owner's version).
    edit(&app, &id, "summary", json!("Now building search at scale.")).await;
    let after: Value = get(&public, &app, &format!("/api/public/{slug}"))
        .await
        .json()
        .await
        .expect("json");
    assert_eq!(
        after["resume_data"]["summary"],
        "Now building search at scale."
    );
}

async fn unknown_revoked_and_deleted_links_are_one_and_the_same_404(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    let slug = slug_of(&shared(&app, &id, json!({})).await);
    let public = visitor();
    assert_eq!(
        get(&public, &app, &format!("/api/public/{slug}"))
            .await
            .status(),
        200
    );

    // Another user cannot see, change, count or revoke it.
    let intruder = app.other_user().await;
    for (method, path) in [
        (reqwest::Method::GET, format!("/api/resume/{id}/share")),
        (
            reqwest::Method::GET,
            format!("/api/resume/{id}/share/stats"),
        ),
        (reqwest::Method::DELETE, format!("/api/resume/{id}/share")),
    ] {
        let res = intruder
            .request(method.clone(), app.url(&path))
            .send()
            .await
            .expect("request");
        assert_eq!(res.status(), 404, "{method} {path}");
    }
    assert_eq!(
        share(&app, &intruder, &id, json!({ "password": "mine" }))
            .await
            .status(),
        404
    );

    let revoked = app
        .client
        .delete(app.url(&format!("/api/resume/{id}/share")))
        .send()
        .await
        .expect("revoke");
    assert_eq!(revoked.status(), 204);
    let again = app
        .client
        .delete(app.url(&format!("/api/resume/{id}/share")))
        .send()
        .await
        .expect("revoke");
    assert_eq!(again.status(), 404);

    let unknown = "AAAAAAAAAAAAAAAAAAAAAA";
    let reference = error_body(get(&public, &app, &format!("/api/public/{unknown}")).await).await;
    assert_eq!(reference.0, 404);
    for probe in [
        slug.clone(),
        "short".to_owned(),
        "x".repeat(300),
        "%2e%2e".to_owned(),
    ] {
        for suffix in ["", "/pdf", "/card.png", "/pages", "/photo"] {
            let res = get(&public, &app, &format!("/api/public/{probe}{suffix}")).await;
            assert_eq!(error_body(res).await, reference, "{probe}{suffix}");
        }
        let res = public
            .post(app.url(&format!("/api/public/{probe}/access")))
            .json(&json!({ "password": "guess" }))
            .send()
            .await
            .expect("access");
        assert_eq!(error_body(res).await, reference, "{probe}/access");
    }

    // Sharing again gives a new slug; the old one stays dead.
    let fresh = slug_of(&shared(&app, &id, json!({})).await);
    assert_ne!(fresh, slug);
    assert_eq!(
        get(&public, &app, &format!("/api/public/{slug}"))
            .await
            .status(),
        404
    );
    assert_eq!(
        get(&public, &app, &format!("/api/public/{fresh}"))
            .await
            .status(),
        200
    );

    // Deleting the resume kills its link, counts and versions; the slug is only a tombstone.
    let del = app
        .client
        .delete(app.url(&format!("/api/resume/{id}")))
        .send()
        .await
        .expect("delete");
    assert_eq!(del.status(), 204);
    let res = get(&public, &app, &format!("/api/public/{fresh}")).await;
    assert_eq!(error_body(res).await, reference);
    assert_eq!(
        app.count(&format!(
            "SELECT COUNT(*) AS n FROM resume_shares WHERE resume_id = '{id}'"
        )),
        0
    );
    assert_eq!(
        app.count(&format!(
            "SELECT COUNT(*) AS n FROM dead_share_slugs WHERE slug IN ('{slug}', '{fresh}')"
        )),
        2,
        "both slugs are buried for good"
    );
}

async fn access(
    client: &reqwest::Client,
    app: &TestApp,
    slug: &str,
    password: &str,
) -> reqwest::Response {
    client
        .post(app.url(&format!("/api/public/{slug}/access")))
        .json(&json!({ "password": password }))
        .send()
        .await
        .expect("access")
}

async fn a_password_guards_every_public_form_and_its_cookie_opens_one_link(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    let link = shared(&app, &id, json!({ "password": "correct horse" })).await;
    let slug = slug_of(&link);
    let other_id = app.save(&app.client, &full_resume()).await;
    let other = slug_of(&shared(&app, &other_id, json!({ "password": "correct horse" })).await);
    let public = visitor();

    for path in [
        format!("/api/public/{slug}"),
        format!("/api/public/{slug}/pdf"),
        format!("/api/public/{slug}/pages"),
        format!("/api/public/{slug}/photo"),
    ] {
        let (status, body) = error_body(get(&public, &app, &path).await).await;
        assert_eq!(status, 401, "{path}");
        assert_eq!(body["code"], "password_required", "{path}");
        assert!(!body.to_string().contains("Ana"), "{body}");
    }

    let (status, body) = error_body(access(&public, &app, &slug, "wrong horse").await).await;
    assert_eq!((status, &body["code"]), (401, &json!("wrong_password")));

    let right = access(&public, &app, &slug, "correct horse").await;
    assert_eq!(right.status(), 204);
    let cookie = right.headers()[SET_COOKIE]
        .to_str()
        .expect("cookie")
        .to_owned();
    for part in [
        "vitae_link_access=",
        "HttpOnly",
        "SameSite=Lax",
        &format!("Path=/api/public/{slug}"),
    ] {
        assert!(cookie.contains(part), "{part} in {cookie}");
    }
    let open = get(&public, &app, &format!("/api/public/{slug}")).await;
    assert_eq!(open.status(), 200);
    assert_eq!(open.headers()["cache-control"], "private, no-store");
    assert_eq!(open.headers()["x-robots-tag"], "noindex");
    let pdf = get(&public, &app, &format!("/api/public/{slug}/pdf")).await;
    assert_eq!(pdf.status(), 200);
    let photo = get(&public, &app, &format!("/api/public/{slug}/photo")).await;
    assert_eq!(photo.status(), 200, "the cookie's path covers the photo");
    assert_eq!(photo.headers()["cache-control"], "private, no-store");
    let pages = get(&public, &app, &format!("/api/public/{slug}/pages")).await;
    assert_eq!(pages.status(), 200);
    assert_eq!(pages.headers()["cache-control"], "private, no-store");
    assert!(pages
        .text()
        .await
        .expect("pages")
        .contains(">Ana Souza</text>"));
    assert_eq!(
        get(&public, &app, &format!("/api/public/{other}"))
            .await
            .status(),
        401,
        "the cookie opens its own link only"
    );

    // A new password closes the link to every browser that had the old one.
    shared(&app, &id, json!({ "password": "battery staple" })).await;
    assert_eq!(
        get(&public, &app, &format!("/api/public/{slug}"))
            .await
            .status(),
        401
    );
    // Removing it opens the link to everyone.
    shared(&app, &id, json!({ "remove_password": true })).await;
    assert_eq!(
        get(&visitor(), &app, &format!("/api/public/{slug}"))
            .await
            .status(),
        200
    );
    // A link without a password has nothing to open.
    let res = access(&visitor(), &app, &slug, "anything").await;
    assert_eq!(res.status(), 204);
    assert!(res.headers().get(SET_COOKIE).is_none());
}

async fn bad_passwords_are_422(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    let long = "é".repeat(513);
    for body in [
        json!({ "password": "" }),
        json!({ "password": long }),
        json!({ "password": "fine", "remove_password": true }),
    ] {
        let res = share(&app, &app.client, &id, body.clone()).await;
        assert_eq!(res.status(), 422, "{body}");
    }
    let at_limit = shared(&app, &id, json!({ "password": "a".repeat(1024) })).await;
    assert_eq!(at_limit["password_protected"], true);
    let slug = slug_of(&at_limit);
    for password in ["", long.as_str()] {
        let res = access(&visitor(), &app, &slug, password).await;
        assert_eq!(res.status(), 422);
    }
    // A field of the wrong type is named where it is, on every JSON body of these routes.
    let res = share(&app, &app.client, &id, json!({ "password": 5 })).await;
    assert_eq!(res.status(), 422);
    assert_eq!(problems(res).await[0].0, "body.password");
    let res = visitor()
        .post(app.url(&format!("/api/public/{slug}/access")))
        .json(&json!({ "password": ["a"] }))
        .send()
        .await
        .expect("access");
    assert_eq!(res.status(), 422);
    assert_eq!(problems(res).await[0].0, "body.password");
    assert_eq!(
        app.count(&format!(
            "SELECT COUNT(*) AS n FROM share_access_failures WHERE slug = '{slug}'"
        )),
        0,
        "a refused password is not an attempt"
    );
}

async fn stats(app: &TestApp, id: &str) -> Value {
    app.get_json(&format!("/api/resume/{id}/share/stats")).await
}

/// Downloads the public PDF to its last byte.
async fn download(client: &reqwest::Client, app: &TestApp, path: &str) {
    let res = get(client, app, path).await;
    assert_eq!(res.status(), 200);
    assert!(res.bytes().await.expect("pdf").starts_with(b"%PDF"));
}

async fn views_and_downloads_count_people_per_day_without_the_owner_or_bots(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    let slug = slug_of(&shared(&app, &id, json!({})).await);
    let json_path = format!("/api/public/{slug}");
    let pdf_path = format!("/api/public/{slug}/pdf");

    // One person reading the link three times and downloading it twice is one view and one
    // download; a second person (another browser) is one more view.
    let reader = visitor();
    for _ in 0..3 {
        assert_eq!(get(&reader, &app, &json_path).await.status(), 200);
    }
    download(&reader, &app, &pdf_path).await;
    download(&reader, &app, &pdf_path).await;
    let someone_else = visitor_with_agent(
        "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
    );
    assert_eq!(get(&someone_else, &app, &json_path).await.status(), 200);
    // The owner, in a browser with their session: not counted.
    let owner = visitor();
    app.sign_in_client(&owner, "Ana Souza", "ana@example.com")
        .await;
    assert_eq!(get(&owner, &app, &json_path).await.status(), 200);
    download(&owner, &app, &pdf_path).await;
    // Crawlers, link previews, scripts and clients that say nothing: not counted.
    for agent in [
        "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
        "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
        "WhatsApp/2.23.20.0",
        "curl/8.5.0",
    ] {
        let bot = reqwest::Client::builder()
            .user_agent(agent)
            .build()
            .expect("client");
        assert_eq!(get(&bot, &app, &json_path).await.status(), 200);
    }
    assert_eq!(get(&browser(), &app, &json_path).await.status(), 200);
    // The card, the drawn pages and their photo are not views: the page's script counts its
    // one view when it reads the JSON.
    for part in ["card.png", "pages", "photo"] {
        let res = get(&reader, &app, &format!("/api/public/{slug}/{part}")).await;
        assert_eq!(res.status(), 200, "{part}");
    }

    let counted = stats(&app, &id).await;
    assert_eq!(
        (&counted["views"], &counted["downloads"]),
        (&json!(2), &json!(1))
    );
    let days = counted["days"].as_array().expect("days");
    assert_eq!(days.len(), 30);
    let today = chrono::Utc::now().format("%Y-%m-%d").to_string();
    assert_eq!(
        days[29],
        json!({ "date": today, "views": 2, "downloads": 1 })
    );
    assert!(days[..29]
        .iter()
        .all(|d| d["views"] == 0 && d["downloads"] == 0));
    let link: Value = app.get_json(&format!("/api/resume/{id}/share")).await;
    assert_eq!((&link["views"], &link["downloads"]), (&json!(2), &json!(1)));
    // The database holds no address or browser: only salted digests, and the day's salt.
    let stored = app.count(&format!(
        "SELECT COUNT(*) AS n FROM share_visitors WHERE slug = '{slug}' AND length(visitor) = 64"
    ));
    assert_eq!(stored, 3, "two viewers and one downloader");
    assert_eq!(
        app.count("SELECT COUNT(*) AS n FROM share_visitor_salts"),
        1
    );
    // Earlier days come from the same rows.
    app.sql(&format!(
        "INSERT INTO share_daily_counts (slug, day, views, downloads) VALUES ('{slug}', '2020-01-01', 7, 2)"
    ));
    let counted = stats(&app, &id).await;
    assert_eq!(
        (&counted["views"], &counted["downloads"]),
        (&json!(9), &json!(3))
    );
    assert_eq!(counted["days"].as_array().expect("days").len(), 30);
}

async fn the_public_pdf_is_watermarked_unless_unlocked_and_spends_no_credit(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    let slug = slug_of(&shared(&app, &id, json!({ "hide_contact": true })).await);
    app.buy("single_pdf").await;
    assert_eq!(app.credits().await, 1);

    let pdf = |client: reqwest::Client| {
        let url = app.url(&format!("/api/public/{slug}/pdf"));
        async move {
            let res = client.get(url).send().await.expect("pdf");
            assert_eq!(res.status(), 200);
            assert_eq!(res.headers()["content-type"], "application/pdf");
            pdf_text(&res.bytes().await.expect("bytes"))
        }
    };
    let pages = |client: reqwest::Client| {
        let url = app.url(&format!("/api/public/{slug}/pages"));
        async move {
            let res = client.get(url).send().await.expect("pages");
            assert_eq!(res.status(), 200);
            assert_eq!(res.headers()["content-type"], "text/html; charset=utf-8");
            res.text().await.expect("pages")
        }
    };
    let text = pdf(visitor()).await;
    assert!(text.contains("Ana Souza"), "{text}");
    assert!(text.contains("VITAE PREVIEW"), "watermarked: {text}");
    assert!(!text.contains("ana@example.com"), "hide_contact: {text}");
    // The pages the public page shows follow the same rules as the PDF.
    let drawn = pages(visitor()).await;
    assert!(drawn.contains(">Ana Souza</text>"), "{drawn}");
    assert!(drawn.contains(">VITAE PREVIEW</text>"), "watermarked");
    assert!(!drawn.contains("ana@example.com"), "hide_contact");
    assert_eq!(app.credits().await, 1, "a public download spends no credit");

    // The owner's own clean download unlocks the resume: the public copy is clean too.
    let clean = get(&app.client, &app, &format!("/api/resume/{id}/pdf")).await;
    assert_eq!(clean.status(), 200);
    assert_eq!(app.credits().await, 0);
    let text = pdf(visitor()).await;
    assert!(!text.contains("VITAE PREVIEW"), "unlocked: {text}");
    assert!(
        !pages(visitor()).await.contains("VITAE PREVIEW"),
        "unlocked"
    );
    let public: Value = get(&visitor(), &app, &format!("/api/public/{slug}"))
        .await
        .json()
        .await
        .expect("json");
    assert_eq!(public["unlocked"], true);
}

async fn the_pages_draw_the_photo_from_its_own_revalidated_address(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    let mut resume = full_resume();
    resume["profile_photo"] = Value::Null;
    let id = app.save(&app.client, &resume).await;
    let slug = slug_of(&shared(&app, &id, json!({})).await);
    let public = visitor();
    let photo_path = format!("/api/public/{slug}/photo");
    let pages_path = format!("/api/public/{slug}/pages");

    let drawn = get(&public, &app, &pages_path)
        .await
        .text()
        .await
        .expect("pages");
    assert!(!drawn.contains("<image "), "no photo, none drawn");
    let (status, _) = error_body(get(&public, &app, &photo_path).await).await;
    assert_eq!(status, 404, "no photo to serve");

    // The owner adds a photo: the pages point at it, and carry none of its bytes.
    edit(
        &app,
        &id,
        "profile_photo",
        full_resume()["profile_photo"].clone(),
    )
    .await;
    let drawn = get(&public, &app, &pages_path)
        .await
        .text()
        .await
        .expect("pages");
    assert!(drawn.contains(&format!("href=\"{photo_path}\"")), "{drawn}");
    assert!(!drawn.contains("base64"));

    let photo = get(&public, &app, &photo_path).await;
    assert_eq!(photo.status(), 200);
    assert_eq!(photo.headers()["content-type"], "image/jpeg");
    assert_eq!(photo.headers()["cache-control"], "no-cache");
    let tag = photo.headers()["etag"].to_str().expect("etag").to_owned();
    let jpeg = photo.bytes().await.expect("bytes");
    assert!(jpeg.starts_with(&[0xFF, 0xD8, 0xFF]), "a JPEG");

    // Shown again, the browser's copy is current: a 304 with no body.
    let again = revalidate(&public, &app, &photo_path, &tag).await;
    assert_eq!(again.status(), 304);
    assert!(again.bytes().await.expect("body").is_empty());

    // An edit moves the tag: the old copy is not current any more.
    edit(&app, &id, "summary", json!("Now building search at scale.")).await;
    let after = revalidate(&public, &app, &photo_path, &tag).await;
    assert_eq!(after.status(), 200);
    assert_ne!(after.headers()["etag"].to_str().expect("etag"), tag);
}

/// The width and height in a PNG's header.
pub fn png_size(png: &[u8]) -> (u32, u32) {
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "a PNG");
    let be = |at: usize| u32::from_be_bytes([png[at], png[at + 1], png[at + 2], png[at + 3]]);
    (be(16), be(20))
}

async fn the_card_is_a_png_that_names_no_one_behind_a_password(app: TestApp) {
    app.sign_in("Ana Souza", "ana@example.com").await;
    let open_id = app.save(&app.client, &full_resume()).await;
    let open = slug_of(&shared(&app, &open_id, json!({})).await);
    let mut other = full_resume();
    other["name"] = json!("Bruno Lima");
    let closed_ids = [
        app.save(&app.client, &full_resume()).await,
        app.save(&app.client, &other).await,
    ];
    let mut cards = Vec::new();
    for id in &closed_ids {
        let slug = slug_of(&shared(&app, id, json!({ "password": "pw" })).await);
        let res = get(&visitor(), &app, &format!("/api/public/{slug}/card.png")).await;
        assert_eq!(res.status(), 200);
        assert_eq!(res.headers()["content-type"], "image/png");
        cards.push(res.bytes().await.expect("png"));
    }
    assert_eq!(
        cards[0], cards[1],
        "a protected card says the same for everyone"
    );
    let res = get(&visitor(), &app, &format!("/api/public/{open}/card.png")).await;
    assert_eq!(res.status(), 200);
    let card = res.bytes().await.expect("png");
    assert_eq!(png_size(&card), (1200, 630));
    assert_ne!(card, cards[0], "an open card shows the person");
}

// ---- Needing their own configuration -----------------------------------------------------

async fn wrong_passwords_meet_429_per_address_and_per_link(backend: Backend) {
    let Some(app) = spawn_app_with(backend, &[("TRUST_PROXY", "true")]).await else {
        return;
    };
    app.sign_in("Ana Souza", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    let slug = slug_of(&shared(&app, &id, json!({ "password": "right one" })).await);
    let from = |address: &str, password: &str| {
        // A forged left part is ignored: the right-most hop is the address.
        app.client
            .post(app.url(&format!("/api/public/{slug}/access")))
            .header("X-Forwarded-For", format!("6.6.6.6, {address}"))
            .json(&json!({ "password": password }))
            .send()
    };

    for _ in 0..10 {
        assert_eq!(
            from("203.0.113.1", "guess").await.expect("try").status(),
            401
        );
    }
    let refused = from("203.0.113.1", "guess").await.expect("try");
    assert_eq!(refused.status(), 429);
    let wait: u64 = refused.headers()[RETRY_AFTER]
        .to_str()
        .expect("header")
        .parse()
        .expect("seconds");
    assert!((800..=900).contains(&wait), "about 15 minutes: {wait}");
    let right_but_blocked = from("203.0.113.1", "right one").await.expect("try");
    assert_eq!(
        right_but_blocked.status(),
        429,
        "no guess gets through, right or wrong"
    );
    assert_eq!(
        from("203.0.113.2", "right one")
            .await
            .expect("try")
            .status(),
        204
    );

    // Fifty wrong on the link from anywhere close it for everyone for a while.
    for n in 0..40 {
        let address = format!("198.51.100.{}", n / 8 + 1);
        assert_eq!(from(&address, "guess").await.expect("try").status(), 401);
    }
    let refused = from("192.0.2.77", "right one").await.expect("try");
    assert_eq!(refused.status(), 429);
    assert!(refused.headers().contains_key(RETRY_AFTER));
    // Other links are not affected.
    let other = app.save(&app.client, &full_resume()).await;
    let other_slug = slug_of(&shared(&app, &other, json!({ "password": "x" })).await);
    let res = app
        .client
        .post(app.url(&format!("/api/public/{other_slug}/access")))
        .header("X-Forwarded-For", "192.0.2.77")
        .json(&json!({ "password": "x" }))
        .send()
        .await
        .expect("try");
    assert_eq!(res.status(), 204);

    // A quarter of an hour later the window has moved on.
    app.sql("UPDATE share_access_failures SET failed_at = '2020-01-01 00:00:00'");
    assert_eq!(
        from("203.0.113.1", "right one")
            .await
            .expect("try")
            .status(),
        204
    );
}

#[actix_web::test]
async fn sqlite_wrong_passwords_meet_429_per_address_and_per_link() {
    wrong_passwords_meet_429_per_address_and_per_link(Backend::Sqlite).await;
}

#[actix_web::test]
async fn postgres_wrong_passwords_meet_429_per_address_and_per_link() {
    wrong_passwords_meet_429_per_address_and_per_link(Backend::Postgres).await;
}

/// Without `TRUST_PROXY`, `X-Forwarded-For` is the client's to write and changes nothing.
#[actix_web::test]
async fn without_a_trusted_proxy_a_forwarded_address_does_not_escape_the_limit() {
    let app = spawn_app_with(Backend::Sqlite, &[]).await.expect("app");
    app.sign_in("Ana Souza", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    let slug = slug_of(&shared(&app, &id, json!({ "password": "right one" })).await);
    for n in 0..11 {
        let res = app
            .client
            .post(app.url(&format!("/api/public/{slug}/access")))
            .header("X-Forwarded-For", format!("203.0.113.{n}"))
            .json(&json!({ "password": "guess" }))
            .send()
            .await
            .expect("try");
        assert_eq!(res.status(), if n < 10 { 401 } else { 429 }, "try {n}");
    }
}

/// Two instances on one PostgreSQL database count views into the same rows.
#[actix_web::test]
async fn two_instances_count_views_into_one_database() {
    let Some(app) = spawn_app_with(Backend::Postgres, &[]).await else {
        return;
    };
    let second = start_app(app.database_url(), &[]).await;
    app.sign_in("Ana Souza", "ana@example.com").await;
    let id = app.save(&app.client, &full_resume()).await;
    let slug = slug_of(&shared(&app, &id, json!({})).await);

    // Ten people, each reading the link on both instances: ten views, not twenty.
    let mut views = Vec::new();
    for base in [app.base.clone(), second.clone()] {
        for person in 0..10 {
            let url = format!("{base}/api/public/{slug}");
            views.push(tokio::spawn(async move {
                visitor_with_agent(&format!("{BROWSER_AGENT} reader/{person}"))
                    .get(url)
                    .send()
                    .await
                    .expect("view")
                    .status()
            }));
        }
    }
    let download = visitor()
        .get(format!("{second}/api/public/{slug}/pdf"))
        .send()
        .await
        .expect("pdf");
    assert_eq!(download.status(), 200);
    for view in views {
        assert_eq!(view.await.expect("task"), 200);
    }
    // The second instance writes its counts within a second (the download among them); the
    // first writes its own when the owner asks.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    let counted = loop {
        let counted = stats(&app, &id).await;
        if counted["downloads"] == json!(1) || std::time::Instant::now() > deadline {
            break counted;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    };
    assert_eq!(
        (&counted["views"], &counted["downloads"]),
        (&json!(10), &json!(1))
    );
    assert_eq!(
        app.count(&format!(
            "SELECT COUNT(*) AS n FROM share_daily_counts WHERE slug = '{slug}'"
        )),
        1,
        "one row per link and day"
    );
}

/// `/r/{slug}`: the client's shell with the link's Open Graph tags and robots rule in its head;
/// unknown and revoked links are the 404 page.
async fn the_page_carries_open_graph_tags_and_the_robots_rule(backend: Backend) {
    let dir = tempfile::tempdir().expect("dir");
    let root = dir.path();
    std::fs::create_dir_all(root.join("r")).expect("dir");
    std::fs::write(root.join("index.html"), "landing").expect("write");
    std::fs::write(root.join("404.html"), "not here").expect("write");
    std::fs::write(
        root.join("r/_.html"),
        "<!DOCTYPE html><html><head><meta charset=\"utf-8\"/><script>self.x=1</script></head><body>public shell<section id=\"public-pages\" aria-label=\"Resume\"></section></body></html>",
    )
    .expect("write");
    let static_dir = root.display().to_string();
    let Some(app) = spawn_app_with(backend, &[("STATIC_DIR", &static_dir)]).await else {
        return;
    };
    app.sign_in("Ana Souza", "ana@example.com").await;
    let mut resume = full_resume();
    resume["name"] = json!("Ana \"<Souza>\"");
    let id = app.save(&app.client, &resume).await;
    let slug = slug_of(&shared(&app, &id, json!({})).await);
    let page = |slug: String| {
        let url = app.url(&format!("/r/{slug}"));
        async move { reqwest::get(url).await.expect("page") }
    };

    let res = page(slug.clone()).await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["x-robots-tag"], "noindex");
    // Its words follow the visitor's language: no shared cache may serve it to another.
    assert_eq!(res.headers()["vary"], "Accept-Language, Cookie");
    let policy = res.headers()["content-security-policy"]
        .to_str()
        .expect("csp")
        .to_owned();
    assert!(
        policy.contains("'sha256-"),
        "the shell's inline script is allowed: {policy}"
    );
    let html = res.text().await.expect("html");
    assert!(html.contains("public shell"));
    for tag in [
        "<meta property=\"og:title\" content=\"Ana &quot;&lt;Souza&gt;&quot; — Senior Backend Engineer\">",
        "<meta property=\"og:description\" content=\"Senior Backend Engineer · São Paulo, Brazil\">",
        &format!("<meta property=\"og:image\" content=\"{PUBLIC_URL}/api/public/{slug}/card.png\">"),
        &format!("<meta property=\"og:url\" content=\"{PUBLIC_URL}/r/{slug}\">"),
        "<meta name=\"twitter:card\" content=\"summary_large_image\">",
        "<meta name=\"robots\" content=\"noindex\">",
    ] {
        assert!(html.contains(tag), "{tag} in {html}");
    }
    assert!(
        html.find("og:title") < html.find("public shell"),
        "in the head"
    );
    // The pages, drawn into the shell's pages element: the name as text, escaped; each page
    // named in the visitor's language. Loading the page is not a view (its script counts one).
    let pages = &html[html
        .find("<section id=\"public-pages\"")
        .expect("pages element")..];
    assert!(pages.contains("<svg "), "{pages}");
    assert!(
        pages.contains(">Ana &quot;&lt;Souza&gt;&quot;</text>"),
        "{pages}"
    );
    assert!(pages.contains("aria-label=\"Page 1 of 1\""), "{pages}");
    // A browser's visit, so a count would show.
    let arabic = visitor()
        .get(app.url(&format!("/r/{slug}")))
        .header("accept-language", "ar")
        .send()
        .await
        .expect("page")
        .text()
        .await
        .expect("html");
    assert!(arabic.contains("aria-label=\"الصفحة 1 من 1\""));
    assert_eq!(stats(&app, &id).await["views"], 0, "not counted");

    shared(&app, &id, json!({ "allow_indexing": true })).await;
    let res = page(slug.clone()).await;
    assert!(res.headers().get("x-robots-tag").is_none());
    assert!(!res.text().await.expect("html").contains("noindex"));

    // Behind a password the page names no one, and is never indexed.
    shared(
        &app,
        &id,
        json!({ "allow_indexing": true, "password": "pw" }),
    )
    .await;
    let res = page(slug.clone()).await;
    assert_eq!(res.headers()["x-robots-tag"], "noindex");
    let html = res.text().await.expect("html");
    assert!(
        !html.contains("Souza") && !html.contains("Backend"),
        "{html}"
    );
    assert!(!html.contains("<svg"), "no pages behind a password");
    assert!(html.contains("og:image"));

    for gone in ["AAAAAAAAAAAAAAAAAAAAAA".to_owned(), "nope".to_owned()] {
        let res = page(gone).await;
        assert_eq!(res.status(), 404);
        assert_eq!(res.text().await.expect("body"), "not here");
    }
    let revoked = app
        .client
        .delete(app.url(&format!("/api/resume/{id}/share")))
        .send()
        .await
        .expect("revoke");
    assert_eq!(revoked.status(), 204);
    let res = page(slug).await;
    assert_eq!(res.status(), 404);
    assert_eq!(res.text().await.expect("body"), "not here");
}

#[actix_web::test]
async fn sqlite_the_page_carries_open_graph_tags_and_the_robots_rule() {
    the_page_carries_open_graph_tags_and_the_robots_rule(Backend::Sqlite).await;
}

#[actix_web::test]
async fn postgres_the_page_carries_open_graph_tags_and_the_robots_rule() {
    the_page_carries_open_graph_tags_and_the_robots_rule(Backend::Postgres).await;
}
