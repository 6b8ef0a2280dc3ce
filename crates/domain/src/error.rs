//! Errors that keep their cause: adapters (the database, the payment and identity providers, the
//! AI writer, the renderer) wrap the error they met instead of flattening it to a string, so a
//! log line can walk `source()` down to the first failure.

use std::borrow::Cow;
use std::fmt;

/// Any error, kept whole with its sources.
pub type BoxError = Box<dyn std::error::Error + Send + Sync>;

/// An error and what was being done when it happened: shown as "what: cause", with the cause
/// kept as its [`source`](std::error::Error::source).
#[derive(Debug)]
pub struct WithContext {
    what: Cow<'static, str>,
    cause: BoxError,
}

impl WithContext {
    pub fn new(what: impl Into<Cow<'static, str>>, cause: impl Into<BoxError>) -> Self {
        Self {
            what: what.into(),
            cause: cause.into(),
        }
    }
}

impl fmt::Display for WithContext {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.what, self.cause)
    }
}

impl std::error::Error for WithContext {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(self.cause.as_ref())
    }
}

/// An error and its sources on one line, each said once: "rendering failed: font missing".
pub fn causes(e: &dyn std::error::Error) -> String {
    let mut line = e.to_string();
    let mut next = e.source();
    while let Some(cause) = next {
        let text = cause.to_string();
        if !line.contains(&text) {
            line.push_str(": ");
            line.push_str(&text);
        }
        next = cause.source();
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cause_is_shown_and_kept_as_the_source() {
        let cause = "12x".parse::<u32>().expect_err("not a number");
        let e = WithContext::new("reading the port", cause.clone());
        assert_eq!(e.to_string(), format!("reading the port: {cause}"));
        let source = std::error::Error::source(&e).expect("a source");
        assert_eq!(
            source.downcast_ref::<std::num::ParseIntError>(),
            Some(&cause)
        );
        let outer = WithContext::new("starting", e);
        assert_eq!(
            causes(&outer),
            "starting: reading the port: invalid digit found in string"
        );
    }
}
