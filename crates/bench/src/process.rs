//! A server under test as a child process: started on a free loopback port, timed until its
//! readiness probe answers 200, its memory read from `/proc/<pid>/status`, killed on drop.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

const READY_TIMEOUT: Duration = Duration::from_secs(60);

pub struct Server {
    child: Child,
    pub addr: SocketAddr,
    /// From spawning the process to the first 200 from the readiness probe.
    pub started_in: Duration,
    log: PathBuf,
}

/// Resident memory, in MiB.
#[derive(Debug, Clone, Copy, Default)]
pub struct Memory {
    pub rss_mb: f64,
    /// The peak resident size since the process started.
    pub hwm_mb: f64,
}

impl Server {
    /// Starts `bin` with `env` plus `BIND_ADDR=addr`; `log` receives its output.
    pub fn start(
        bin: &Path,
        addr: SocketAddr,
        env: &[(&str, String)],
        ready_path: &str,
        log: &Path,
    ) -> Result<Self, String> {
        let out = std::fs::File::create(log).map_err(|e| format!("{}: {e}", log.display()))?;
        let err = out.try_clone().map_err(|e| e.to_string())?;
        let started = Instant::now();
        let mut child = Command::new(bin)
            .envs(env.iter().map(|(k, v)| (*k, v.as_str())))
            .env("BIND_ADDR", addr.to_string())
            .stdin(Stdio::null())
            .stdout(out)
            .stderr(err)
            .spawn()
            .map_err(|e| format!("cannot start {}: {e}", bin.display()))?;
        loop {
            if probe(addr, ready_path) {
                break;
            }
            if let Ok(Some(status)) = child.try_wait() {
                return Err(format!(
                    "{} exited ({status}) before it was ready:\n{}",
                    bin.display(),
                    tail(log)
                ));
            }
            if started.elapsed() > READY_TIMEOUT {
                let _ = child.kill();
                return Err(format!("{} was not ready within 60 s", bin.display()));
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        Ok(Self {
            started_in: started.elapsed(),
            child,
            addr,
            log: log.to_owned(),
        })
    }

    pub fn memory(&self) -> Memory {
        memory(self.child.id())
    }

    /// Samples resident memory every 50 ms until the returned sampler is stopped.
    pub fn sample_memory(&self) -> MemorySampler {
        let pid = self.child.id();
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let thread = std::thread::spawn(move || {
            let mut peak: f64 = 0.0;
            while !flag.load(Ordering::Relaxed) {
                peak = peak.max(memory(pid).rss_mb);
                std::thread::sleep(Duration::from_millis(50));
            }
            peak
        });
        MemorySampler { stop, thread }
    }

    pub fn log_tail(&self) -> String {
        tail(&self.log)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub struct MemorySampler {
    stop: Arc<AtomicBool>,
    thread: JoinHandle<f64>,
}

impl MemorySampler {
    /// The largest resident size seen, in MiB.
    pub fn peak_mb(self) -> f64 {
        self.stop.store(true, Ordering::Relaxed);
        self.thread.join().unwrap_or(f64::NAN)
    }
}

/// A loopback address nobody listens on right now.
pub fn free_addr() -> Result<SocketAddr, String> {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map_err(|e| format!("no free port: {e}"))
}

/// One `GET` on a fresh connection; true on a 200.
fn probe(addr: SocketAddr, path: &str) -> bool {
    let Ok(mut stream) = TcpStream::connect_timeout(&addr, Duration::from_millis(100)) else {
        return false;
    };
    let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
    let request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    if stream.write_all(request.as_bytes()).is_err() {
        return false;
    }
    let mut head = [0u8; 12];
    stream.read_exact(&mut head).is_ok() && head.starts_with(b"HTTP/1.1 200")
}

fn memory(pid: u32) -> Memory {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .and_then(|rest| {
                rest.trim()
                    .trim_end_matches("kB")
                    .trim()
                    .parse::<f64>()
                    .ok()
            })
            .map_or(f64::NAN, |kb| kb / 1024.0)
    };
    Memory {
        rss_mb: field("VmRSS:"),
        hwm_mb: field("VmHWM:"),
    }
}

fn tail(log: &Path) -> String {
    let text = std::fs::read_to_string(log).unwrap_or_default();
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(20)..].join("\n")
}
