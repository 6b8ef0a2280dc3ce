//! Which names reach only this machine. The built-in dev sign-in lets anyone sign in as anyone
//! (and the demo checkout grants plans for free), so by default they serve only where nobody
//! else can reach them: a loopback `PUBLIC_URL`, a loopback `BIND_ADDR`, and requests whose
//! `Host` names this machine (which also turns away a page elsewhere whose name was pointed at
//! 127.0.0.1, DNS rebinding).

use std::net::IpAddr;

/// `localhost`, a name under `.localhost`, 127.0.0.0/8 or `::1` (a bare host, no port).
pub fn is_loopback_name(host: &str) -> bool {
    let host = host.trim_end_matches('.');
    let bare = host
        .strip_prefix('[')
        .and_then(|h| h.strip_suffix(']'))
        .unwrap_or(host);
    if let Ok(ip) = bare.parse::<IpAddr>() {
        return ip.is_loopback();
    }
    let lower = host.to_ascii_lowercase();
    lower == "localhost" || lower.ends_with(".localhost")
}

/// Whether a `Host` header (`name[:port]`, `[v6]:port`) names this machine.
pub fn is_loopback_host_header(value: &str) -> bool {
    let value = value.trim();
    let host = if value.starts_with('[') {
        value.find(']').map_or(value, |end| &value[..=end])
    } else {
        match value.rsplit_once(':') {
            Some((name, port)) if port.chars().all(|c| c.is_ascii_digit()) => name,
            _ => value,
        }
    };
    !host.is_empty() && is_loopback_name(host)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loopback_names_and_addresses() {
        for h in [
            "localhost",
            "LOCALHOST",
            "app.localhost",
            "127.0.0.1",
            "127.9.8.7",
            "[::1]",
            "::1",
        ] {
            assert!(is_loopback_name(h), "{h}");
        }
        for h in [
            "example.com",
            "localhost.example.com",
            "10.0.0.1",
            "0.0.0.0",
            "[::2]",
            "",
        ] {
            assert!(!is_loopback_name(h), "{h}");
        }
    }

    #[test]
    fn host_headers_with_ports() {
        for h in [
            "localhost:8080",
            "127.0.0.1:3000",
            "[::1]:8080",
            "localhost",
        ] {
            assert!(is_loopback_host_header(h), "{h}");
        }
        for h in [
            "evil.example:8080",
            "192.168.1.4:8080",
            "localhost.evil.example",
            "",
            ":8080",
        ] {
            assert!(!is_loopback_host_header(h), "{h}");
        }
    }
}
