//! Field-level validation errors, shaped like the API's 422 body (`loc`, `msg`, `type`, `code`,
//! `params`).

use std::collections::BTreeMap;

use serde::Serialize;

use crate::message_format::{self, Params};
use crate::problems::{self, Problem};

/// One problem with one field. `loc` is the path inside the request body, e.g.
/// `["resume_data", "work_experience", "0", "position"]`; `code` and `params` say what is wrong
/// in a form any language can word (`msg` is the English, sometimes led by the problem's place
/// in a file: "Row 3, column status: …").
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct FieldError {
    pub loc: Vec<String>,
    pub msg: String,
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// Stable: the client's words for it are `fieldErrors.<code>`.
    pub code: &'static str,
    /// The values the words name (`{"max": "200"}`), as text.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub params: BTreeMap<&'static str, String>,
}

/// Every problem found in one value; validation reports them all at once, as the form does.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Violations(Vec<FieldError>);

impl Violations {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn push(&mut self, loc: &[&str], problem: Problem) {
        self.push_with(loc, problem, &[]);
    }

    /// Records `problem` with the values its words name.
    pub fn push_with(&mut self, loc: &[&str], problem: Problem, params: Params) {
        self.push_placed(loc, None, problem, params);
    }

    /// Records `problem` with the place it was found in a file said before its words ("Row 3,
    /// column status: …").
    pub fn push_placed(
        &mut self,
        loc: &[&str],
        place: Option<&str>,
        problem: Problem,
        params: Params,
    ) {
        let words = message_format::format("en", problem.text, params);
        self.0.push(FieldError {
            loc: loc.iter().map(|s| (*s).to_owned()).collect(),
            msg: match place {
                Some(place) => format!("{place}: {words}"),
                None => words,
            },
            kind: problem.kind,
            code: problem.code,
            params: params
                .iter()
                .map(|(k, v)| (*k, v.clone().into_owned()))
                .collect(),
        });
    }

    /// Records an error found elsewhere (another value's validation) at `loc`.
    pub fn push_found(&mut self, loc: &[&str], mut found: FieldError) {
        found.loc = loc.iter().map(|s| (*s).to_owned()).collect();
        self.0.push(found);
    }

    /// Records `missing` when the trimmed text is empty, and a length error when it is too long.
    pub fn require_text(&mut self, loc: &[&str], value: &str, max_chars: usize, missing: Problem) {
        if value.trim().is_empty() {
            self.push(loc, missing);
        } else {
            self.limit_text(loc, value, max_chars);
        }
    }

    /// Records a length error when `value` has more than `max_chars` characters, and an error
    /// for a character no output can hold (`text::is_forbidden`).
    pub fn limit_text(&mut self, loc: &[&str], value: &str, max_chars: usize) {
        if let Some(c) = crate::text::first_forbidden(value) {
            let character = format!("U+{:04X}", u32::from(c));
            self.push_with(
                loc,
                problems::INVALID_CHARACTER,
                &[("character", character.into())],
            );
        }
        if value.chars().count() > max_chars {
            self.push_with(
                loc,
                problems::TOO_LONG,
                &[("max", max_chars.to_string().into())],
            );
        }
    }

    /// Records an error when a list holds more than `max` entries.
    pub fn limit_len(&mut self, loc: &[&str], len: usize, max: usize) {
        if len > max {
            self.push_with(loc, problems::TOO_MANY, &[("max", max.to_string().into())]);
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
        v.push(&["name"], problems::NAME_REQUIRED);
        let v = v.prefixed(&["body", "resume_data"]);
        assert_eq!(v.errors()[0].loc, ["body", "resume_data", "name"]);
        assert_eq!(v.to_string(), "Full name is required");
    }
}
