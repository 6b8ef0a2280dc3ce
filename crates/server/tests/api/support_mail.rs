//! Support requests reach the operator's mailbox through a real SMTP server (aiosmtpd, started
//! here): reply-to the user, and when the mail server is down the request waits, stored, and
//! arrives once it is back. `vitae support list` shows where each request stands.

use std::io::{BufRead, BufReader};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::json;

use crate::helpers::{spawn_app_with, Backend, TestApp};

const SUPPORT: &str = "help@vitae.test";

/// aiosmtpd writing every message it accepts into a maildir (`smtp_sink.py`); stopped on drop.
pub struct SmtpServer {
    child: Child,
    port: u16,
    maildir: PathBuf,
}

impl SmtpServer {
    /// Listens on a port of its own, filing mail under `dir`.
    pub fn start(dir: &Path) -> SmtpServer {
        Self::start_on(0, dir)
    }

    /// Listens on `port` (0: one the system picks), filing mail under `dir` in a maildir it
    /// creates (Python's maildir creates its folders only when the path does not exist yet).
    pub fn start_on(port: u16, dir: &Path) -> SmtpServer {
        let maildir = dir.join("mail");
        let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/api/smtp_sink.py");
        let mut child = Command::new(test_python())
            .arg(script)
            .arg(&maildir)
            .arg(port.to_string())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start aiosmtpd");
        // The sink prints its port once it is bound; nothing when the port is taken.
        let mut line = String::new();
        let stdout = child.stdout.take().expect("stdout");
        BufReader::new(stdout)
            .read_line(&mut line)
            .expect("read port");
        let port = line
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("aiosmtpd did not listen on port {port}"));
        SmtpServer {
            child,
            port,
            maildir,
        }
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// The messages received so far, as text.
    pub fn messages(&self) -> Vec<String> {
        let Ok(entries) = std::fs::read_dir(self.maildir.join("new")) else {
            return Vec::new();
        };
        entries
            .filter_map(|e| std::fs::read_to_string(e.ok()?.path()).ok())
            .collect()
    }

    pub async fn wait_for_messages(&self, n: usize) -> Vec<String> {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let messages = self.messages();
            if messages.len() >= n {
                return messages;
            }
            assert!(
                Instant::now() < deadline,
                "{n} message(s) expected, got {messages:?}"
            );
            actix_web::rt::time::sleep(Duration::from_millis(100)).await;
        }
    }
}

impl Drop for SmtpServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A Python with aiosmtpd: `scripts/test-python.sh` installs it once beside the build.
pub fn test_python() -> String {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scripts/test-python.sh");
    let out = Command::new("bash")
        .arg(script)
        .output()
        .expect("run scripts/test-python.sh");
    assert!(
        out.status.success(),
        "scripts/test-python.sh failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).trim().to_owned()
}

/// A port of our own where the mail server is down: every connection is closed at once. Held
/// until the server comes up on it, so no other test's server takes it meanwhile.
struct DownPort {
    port: u16,
    stop: Arc<AtomicBool>,
    refuser: Option<std::thread::JoinHandle<()>>,
}

impl DownPort {
    fn new() -> DownPort {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
        listener.set_nonblocking(true).expect("nonblocking");
        let port = listener.local_addr().expect("addr").port();
        let stop = Arc::new(AtomicBool::new(false));
        let stopped = stop.clone();
        let refuser = std::thread::spawn(move || {
            while !stopped.load(Ordering::Relaxed) {
                // Accepted and dropped: the mail server hung up before its greeting.
                if listener.accept().is_err() {
                    std::thread::sleep(Duration::from_millis(20));
                }
            }
        });
        DownPort {
            port,
            stop,
            refuser: Some(refuser),
        }
    }

    /// The mail server comes up on the port.
    fn bring_up(mut self, dir: &Path) -> SmtpServer {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(refuser) = self.refuser.take() {
            refuser.join().expect("refuser");
        }
        SmtpServer::start_on(self.port, dir)
    }
}

async fn app_mailing_to(backend: Backend, port: u16) -> Option<TestApp> {
    let url = format!("smtp://127.0.0.1:{port}");
    spawn_app_with(
        backend,
        &[
            ("SMTP_URL", url.as_str()),
            ("SUPPORT_EMAIL", SUPPORT),
            ("SMTP_RETRY_SECS", "1"),
        ],
    )
    .await
}

async fn send_request(app: &TestApp, subject: &str, message: &str) {
    let res = app
        .client
        .post(app.url("/api/support/contact"))
        .json(&json!({ "subject": subject, "category": "billing", "message": message }))
        .send()
        .await
        .expect("contact");
    assert_eq!(res.status(), 201, "the user is told it was sent");
}

/// `vitae support list` on the app's database, as an operator runs it.
fn support_list(app: &TestApp) -> String {
    let workdir = tempfile::tempdir().expect("workdir");
    let out = Command::new(env!("CARGO_BIN_EXE_vitae"))
        .env_clear()
        .current_dir(workdir.path())
        .env("DATABASE_URL", app.database_url())
        .args(["support", "list"])
        .output()
        .expect("vitae support list");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

async fn wait_for_listing(app: &TestApp, wanted: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let listing = support_list(app);
        if listing.contains(wanted) {
            return listing;
        }
        assert!(
            Instant::now() < deadline,
            "expected {wanted:?} in:\n{listing}"
        );
        actix_web::rt::time::sleep(Duration::from_millis(200)).await;
    }
}

async fn a_request_is_mailed_to_support_reply_to_the_user(backend: Backend) {
    let maildir = tempfile::tempdir().expect("maildir");
    let smtp = SmtpServer::start(maildir.path());
    let Some(app) = app_mailing_to(backend, smtp.port()).await else {
        return;
    };
    app.sign_in("Ana Souza", "ana@example.com").await;
    send_request(&app, "Charged twice", "Hello,\nI was charged twice in May.").await;

    let messages = smtp.wait_for_messages(1).await;
    let mail = &messages[0];
    assert!(mail.contains(&format!("To: {SUPPORT}")), "{mail}");
    assert!(mail.contains("Reply-To: ana@example.com"), "{mail}");
    assert!(
        mail.contains("Subject: [Vitae support] Charged twice"),
        "{mail}"
    );
    assert!(mail.contains("I was charged twice in May."), "{mail}");
    assert!(mail.contains("Category: billing"), "{mail}");
    wait_for_listing(&app, "(mailed ").await;

    // Mailed once: later polls do not send it again.
    actix_web::rt::time::sleep(Duration::from_millis(2500)).await;
    let all = smtp.messages();
    assert_eq!(all.len(), 1, "mailed once: {all:#?}");
}

async fn a_request_made_while_the_mail_server_is_down_arrives_when_it_is_back(backend: Backend) {
    let down = DownPort::new();
    let Some(app) = app_mailing_to(backend, down.port).await else {
        return;
    };
    app.sign_in("Ana Souza", "ana@example.com").await;
    send_request(&app, "Export question", "Where is my data?").await;

    let listing = wait_for_listing(&app, "failed attempts").await;
    assert!(listing.contains("Export question"), "{listing}");

    let maildir = tempfile::tempdir().expect("maildir");
    let smtp = down.bring_up(maildir.path());
    let messages = smtp.wait_for_messages(1).await;
    assert!(messages[0].contains("Where is my data?"), "{}", messages[0]);
    wait_for_listing(&app, "(mailed ").await;
}

#[actix_web::test]
async fn sqlite_a_request_is_mailed_to_support_reply_to_the_user() {
    a_request_is_mailed_to_support_reply_to_the_user(Backend::Sqlite).await;
}

#[actix_web::test]
async fn postgres_a_request_is_mailed_to_support_reply_to_the_user() {
    a_request_is_mailed_to_support_reply_to_the_user(Backend::Postgres).await;
}

#[actix_web::test]
async fn sqlite_a_request_made_while_the_mail_server_is_down_arrives_when_it_is_back() {
    a_request_made_while_the_mail_server_is_down_arrives_when_it_is_back(Backend::Sqlite).await;
}

#[actix_web::test]
async fn postgres_a_request_made_while_the_mail_server_is_down_arrives_when_it_is_back() {
    a_request_made_while_the_mail_server_is_down_arrives_when_it_is_back(Backend::Postgres).await;
}
