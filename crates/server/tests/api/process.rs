//! The real `vitae` binary as a child process, for tests that kill it or run several instances:
//! a clean environment, its own working folder (no `.env`), and a free loopback port.

use std::fs::File;
use std::net::TcpListener;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::helpers::PUBLIC_URL;

pub struct Server {
    pub base: String,
    child: Child,
    log: PathBuf,
    _workdir: tempfile::TempDir,
}

/// The log file, opened for appending, so that stdout and stderr share it without overwriting
/// each other.
fn appending(log: &std::path::Path) -> File {
    std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(log)
        .expect("log file")
}

/// A `/proc/{pid}/status` figure in KiB (`VmRSS:`, `VmHWM:`).
fn proc_status_kib(pid: u32, field: &str) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("proc status");
    status
        .lines()
        .find_map(|l| l.strip_prefix(field))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("field")
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("free port")
        .port()
}

impl Server {
    /// Starts `vitae` on `database_url` with `extra` variables and waits until it is ready.
    pub async fn start(database_url: &str, extra: &[(&str, &str)]) -> Server {
        let mut server = Self::spawn(database_url, extra);
        server.wait_ready().await;
        server
    }

    /// Starts `vitae` without waiting, so that several can start at the same moment.
    pub fn spawn(database_url: &str, extra: &[(&str, &str)]) -> Server {
        let port = free_port();
        let workdir = tempfile::tempdir().expect("workdir");
        let log = workdir.path().join("vitae.log");
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_vitae"));
        cmd.env_clear()
            .current_dir(workdir.path())
            .env("DATABASE_URL", database_url)
            .env("BIND_ADDR", format!("127.0.0.1:{port}"))
            .env("PUBLIC_URL", PUBLIC_URL)
            .env("STATIC_DIR", "/nonexistent-vitae-client")
            .env("RUST_LOG", "warn")
            // glibc's arena cap, for a run that compares allocators (docs/performance.md).
            .envs(std::env::var("MALLOC_ARENA_MAX").map(|v| ("MALLOC_ARENA_MAX", v)))
            .envs(extra.iter().copied())
            .stdin(Stdio::null())
            .stdout(appending(&log))
            .stderr(appending(&log));
        let child = cmd.spawn().expect("spawn vitae");
        Server {
            base: format!("http://127.0.0.1:{port}"),
            child,
            log,
            _workdir: workdir,
        }
    }

    pub async fn wait_ready(&mut self) {
        let client = reqwest::Client::new();
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            if let Ok(res) = client.get(self.url("/api/readyz")).send().await {
                if res.status() == 200 {
                    return;
                }
            }
            if let Ok(Some(exit)) = self.child.try_wait() {
                panic!("vitae exited with {exit}: {}", self.log_text());
            }
            assert!(
                Instant::now() < deadline,
                "vitae not ready after 60 s: {}",
                self.log_text()
            );
            actix_web::rt::time::sleep(Duration::from_millis(50)).await;
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// The server's process id, for reading its memory use from /proc.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// What the process holds now (`VmRSS`), in KiB.
    pub fn rss_kib(&self) -> u64 {
        proc_status_kib(self.pid(), "VmRSS:")
    }

    /// The most the process has held at once (`VmHWM`), in KiB.
    pub fn peak_rss_kib(&self) -> u64 {
        proc_status_kib(self.pid(), "VmHWM:")
    }

    /// Everything the server has logged so far.
    pub fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// The log once it holds `needle`, or as it is after `limit`: a background thread writes
    /// the lines, a moment after the request they tell of has been answered.
    pub async fn log_text_with(&self, needle: &str, limit: Duration) -> String {
        let deadline = Instant::now() + limit;
        loop {
            let text = self.log_text();
            if text.contains(needle) || Instant::now() >= deadline {
                return text;
            }
            actix_web::rt::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Waits for a server that is expected to refuse to start, and returns how it exited.
    pub fn wait_exit(&mut self, limit: Duration) -> std::process::ExitStatus {
        let deadline = Instant::now() + limit;
        loop {
            if let Ok(Some(exit)) = self.child.try_wait() {
                return exit;
            }
            assert!(
                Instant::now() < deadline,
                "vitae still running: {}",
                self.log_text()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// SIGKILL: no shutdown hooks, no flushing; as a crash or an OOM kill.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
    }
}
