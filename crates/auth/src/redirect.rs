//! The redirect rule: after sign-in the browser only ever goes back to our own origin.

use url::Url;

/// `candidate` if it is an absolute URL on exactly `public_url`'s origin (scheme, host, port)
/// with no credentials; `None` otherwise, so nothing can use us as an open redirect.
pub fn same_origin(public_url: &Url, candidate: &str) -> Option<String> {
    let url = Url::parse(candidate).ok()?;
    let same = url.origin() == public_url.origin()
        && url.username().is_empty()
        && url.password().is_none();
    same.then(|| url.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_our_own_origin_is_accepted() {
        let public = Url::parse("http://localhost:8080").expect("url");
        assert_eq!(
            same_origin(&public, "http://localhost:8080/dashboard").as_deref(),
            Some("http://localhost:8080/dashboard")
        );
        for bad in [
            "https://evil.example/dashboard",
            "http://localhost:8081/dashboard",
            "https://localhost:8080/dashboard",
            "http://localhost:8080@evil.example/",
            "http://user:pw@localhost:8080/",
            "//evil.example/",
            "/dashboard",
            "javascript:alert(1)",
        ] {
            assert_eq!(same_origin(&public, bad), None, "{bad}");
        }
    }
}
