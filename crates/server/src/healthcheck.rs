//! `vitae healthcheck`: asks the server on this machine whether it is ready
//! (`GET /readyz` on `BIND_ADDR`) and exits 0 if it answers 200. For container health checks,
//! so the runtime image needs no curl or wget.

use std::io::{Read, Write};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, TcpStream};
use std::time::Duration;

const TIMEOUT: Duration = Duration::from_secs(3);

/// Whether the server listening on `bind_addr` answers `/readyz` with 200.
pub fn ready(bind_addr: SocketAddr) -> Result<(), String> {
    let target = SocketAddr::new(reachable(bind_addr.ip()), bind_addr.port());
    let mut stream = TcpStream::connect_timeout(&target, TIMEOUT)
        .map_err(|e| format!("cannot connect to {target}: {e}"))?;
    stream
        .set_read_timeout(Some(TIMEOUT))
        .and_then(|()| stream.set_write_timeout(Some(TIMEOUT)))
        .map_err(|e| e.to_string())?;
    stream
        .write_all(b"GET /readyz HTTP/1.0\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        .map_err(|e| format!("cannot ask {target}: {e}"))?;
    let mut head = [0u8; 32];
    let read = stream
        .read(&mut head)
        .map_err(|e| format!("no answer from {target}: {e}"))?;
    let status_line = String::from_utf8_lossy(&head[..read]);
    match status_line.split_whitespace().nth(1) {
        Some("200") => Ok(()),
        Some(status) => Err(format!("/readyz answered {status}")),
        None => Err("/readyz gave no HTTP answer".into()),
    }
}

/// A wildcard listen address (`0.0.0.0`, `::`) is reached on loopback.
fn reachable(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(v4) if v4.is_unspecified() => IpAddr::V4(Ipv4Addr::LOCALHOST),
        IpAddr::V6(v6) if v6.is_unspecified() => IpAddr::V6(Ipv6Addr::LOCALHOST),
        other => other,
    }
}
