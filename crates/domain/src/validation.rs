//! Field-level validation errors, shaped like the API's 422 body (`loc`, `msg`, `type`).

use serde::Serialize;

/// One problem with one field. `loc` is the path inside the request body, e.g.
/// `["resume_data", "work_experience", "0", "position"]`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct FieldError {
    pub loc: Vec<String>,
    pub msg: String,
    #[serde(rename = "type")]
    pub kind: &'static str,
}

/// Every problem found in one value; validation reports them all at once, as the form does.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Violations(Vec<FieldError>);

impl Violations {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn push(&mut self, loc: &[&str], msg: impl Into<String>, kind: &'static str) {
        self.0.push(FieldError {
            loc: loc.iter().map(|s| (*s).to_owned()).collect(),
            msg: msg.into(),
            kind,
        });
    }

    /// Records `msg` when the trimmed text is empty, and a length error when it is too long.
    pub fn require_text(&mut self, loc: &[&str], value: &str, max_chars: usize, msg: &str) {
        if value.trim().is_empty() {
            self.push(loc, msg, "missing");
        } else {
            self.limit_text(loc, value, max_chars);
        }
    }

    /// Records a length error when `value` has more than `max_chars` characters, and an error
    /// for a character no output can hold (`text::is_forbidden`).
    pub fn limit_text(&mut self, loc: &[&str], value: &str, max_chars: usize) {
        if let Some(c) = crate::text::first_forbidden(value) {
            self.push(loc, crate::text::forbidden_message(c), "invalid_character");
        }
        if value.chars().count() > max_chars {
            self.push(
                loc,
                format!("Must be at most {max_chars} characters"),
                "too_long",
            );
        }
    }

    /// Records an error when a list holds more than `max` entries.
    pub fn limit_len(&mut self, loc: &[&str], len: usize, max: usize) {
        if len > max {
            self.push(
                loc,
                format!("At most {max} entries are allowed"),
                "too_many",
            );
        }
    }

    /// Nests every error found so far under `prefix` (used to put errors under `body`).
    pub fn prefixed(self, prefix: &[&str]) -> Self {
        Self(
            self.0
                .into_iter()
                .map(|mut e| {
                    let mut loc: Vec<String> = prefix.iter().map(|s| (*s).to_owned()).collect();
                    loc.append(&mut e.loc);
                    e.loc = loc;
                    e
                })
                .collect(),
        )
    }

    /// Adds every error of `other` after those already recorded.
    pub fn append(&mut self, mut other: Violations) {
        self.0.append(&mut other.0);
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn errors(&self) -> &[FieldError] {
        &self.0
    }

    /// `Ok(value)` when nothing was recorded, else every error.
    pub fn into_result<T>(self, value: T) -> Result<T, Violations> {
        if self.0.is_empty() {
            Ok(value)
        } else {
            Err(self)
        }
    }
}

impl std::fmt::Display for Violations {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let msgs: Vec<&str> = self.0.iter().map(|e| e.msg.as_str()).collect();
        f.write_str(&msgs.join(", "))
    }
}

impl std::error::Error for Violations {}

/// Whether `value` looks like an email address: one `@`, a non-empty local part, and a domain
/// with a dot and no spaces. Deliverability is the mail server's business, not ours.
pub fn is_email_shaped(value: &str) -> bool {
    let value = value.trim();
    let Some((local, domain)) = value.split_once('@') else {
        return false;
    };
    !local.is_empty()
        && !domain.contains('@')
        && !value.chars().any(|c| c.is_whitespace() || c.is_control())
        && domain.split('.').filter(|part| !part.is_empty()).count() >= 2
        && !domain.starts_with('.')
        && !domain.ends_with('.')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn email_shapes() {
        for good in ["a@b.co", "jane.doe+jobs@mail.example.org", " x@y.io "] {
            assert!(is_email_shaped(good), "{good}");
        }
        for bad in [
            "", "plain", "a@b", "@b.co", "a@@b.co", "a b@c.co", "a@b.", "a@.b", "a\0@b.co",
        ] {
            assert!(!is_email_shaped(bad), "{bad}");
        }
    }

    #[test]
    fn prefixes_nest_locations() {
        let mut v = Violations::new();
        v.push(&["name"], "Full name is required", "missing");
        let v = v.prefixed(&["body", "resume_data"]);
        assert_eq!(v.errors()[0].loc, ["body", "resume_data", "name"]);
        assert_eq!(v.to_string(), "Full name is required");
    }
}
