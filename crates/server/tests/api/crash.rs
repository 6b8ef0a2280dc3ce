//! Crash safety: the real server is killed with SIGKILL while several clients are saving
//! resumes; after a restart on the same database every save it acknowledged (201) is listed and
//! reads back with the content that was sent, and the session cookie still works.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use crate::helpers::{browser, fresh_database, full_resume, sign_in_at, Backend};
use crate::process::Server;

const WRITERS: usize = 4;
/// Saves acknowledged before the kill, which comes while more are under way.
const SAVES_BEFORE_KILL: usize = 20;

#[actix_web::test]
async fn sqlite_acknowledged_saves_survive_sigkill() {
    acknowledged_saves_survive_sigkill(Backend::Sqlite).await;
}

#[actix_web::test]
async fn postgres_acknowledged_saves_survive_sigkill() {
    acknowledged_saves_survive_sigkill(Backend::Postgres).await;
}

fn numbered_resume(writer: usize, n: usize) -> Value {
    let mut resume = full_resume();
    resume["summary"] = json!(format!("Writer {writer}, save {n}."));
    resume
}

async fn acknowledged_saves_survive_sigkill(backend: Backend) {
    let Some((url, _db)) = fresh_database(backend) else {
        return;
    };
    let mut server = Server::start(&url, &[]).await;
    let client = browser();
    sign_in_at(&server.base, &client, "Ana Souza", "ana@example.com").await;

    // (id, summary) of every save the server answered 201.
    let acknowledged: Arc<Mutex<Vec<(String, String)>>> = Arc::default();
    let writers: Vec<_> = (0..WRITERS)
        .map(|w| {
            let (client, base, acks) = (client.clone(), server.base.clone(), acknowledged.clone());
            actix_web::rt::spawn(async move {
                for n in 0.. {
                    let resume = numbered_resume(w, n);
                    let Ok(res) = client
                        .post(format!("{base}/api/resume/save"))
                        .json(&json!({ "resume_data": resume }))
                        .send()
                        .await
                    else {
                        return; // the server is gone
                    };
                    if res.status() != 201 {
                        return;
                    }
                    let Ok(body) = res.json::<Value>().await else {
                        return; // killed between the status line and the body: not acknowledged
                    };
                    let id = body["id"].as_str().expect("id").to_owned();
                    let summary = resume["summary"].as_str().expect("summary").to_owned();
                    acks.lock().expect("lock").push((id, summary));
                }
            })
        })
        .collect();
    let started = Instant::now();
    let deadline = started + Duration::from_secs(60);
    while acknowledged.lock().expect("lock").len() < SAVES_BEFORE_KILL {
        assert!(Instant::now() < deadline, "the saves did not get going");
        actix_web::rt::time::sleep(Duration::from_millis(10)).await;
    }
    server.kill();
    let streamed = started.elapsed();
    for w in writers {
        w.await.expect("writer");
    }
    let acknowledged = acknowledged.lock().expect("lock").clone();
    assert!(
        acknowledged.len() >= 10,
        "only {} saves before the kill",
        acknowledged.len()
    );

    let restarted_at = Instant::now();
    let server = Server::start(&url, &[]).await;
    let restart = restarted_at.elapsed();
    // The same cookie: the session was acknowledged too.
    let list: Vec<Value> = client
        .get(server.url("/api/resume/list"))
        .send()
        .await
        .expect("list")
        .json()
        .await
        .expect("json");
    let listed: std::collections::HashSet<&str> =
        list.iter().map(|r| r["id"].as_str().expect("id")).collect();
    for (id, summary) in &acknowledged {
        assert!(listed.contains(id.as_str()), "acknowledged save {id} lost");
        let res = client
            .get(server.url(&format!("/api/resume/{id}")))
            .send()
            .await
            .expect("get");
        assert_eq!(res.status(), 200, "acknowledged save {id} unreadable");
        let stored: Value = res.json().await.expect("json");
        assert_eq!(stored["resume_data"]["summary"], json!(summary));
        assert_eq!(
            stored["resume_data"]["work_experience"],
            full_resume()["work_experience"]
        );
    }
    // Saves the kill interrupted before the answer may or may not be there, but whole if so.
    for item in &list {
        let id = item["id"].as_str().expect("id");
        let res = client
            .get(server.url(&format!("/api/resume/{id}")))
            .send()
            .await
            .expect("get");
        assert_eq!(res.status(), 200, "stored resume {id} unreadable");
    }
    println!(
        "crash ({backend:?}): {} saves acknowledged in {:?} by {WRITERS} writers, all {} found \
         after SIGKILL ({} stored in total); restart to ready in {} ms",
        acknowledged.len(),
        streamed,
        acknowledged.len(),
        list.len(),
        restart.as_millis()
    );
}
