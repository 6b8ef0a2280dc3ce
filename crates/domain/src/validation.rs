//! Field-level validation errors, shaped like the API's 422 body (`loc`, `msg`, `type`, `code`,
//! `params`).

use std::borrow::Cow;
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

/// The most problems one answer lists. A form shows a handful at a time; a hostile body can
/// hold a million, and each listed problem costs memory and bytes on the wire.
pub const MAX_PROBLEMS: usize = 50;

/// The problems found in one value, reported at once as the form does: the first
/// [`MAX_PROBLEMS`] in full, the rest only counted (`more`), so a value with a million faults
/// costs no more to answer than one with fifty.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Violations {
    errors: Vec<FieldError>,
    more: usize,
}

impl Violations {
    pub fn new() -> Self {
        Self::default()
    }

    /// Whether the list is full: a validator walking a long list may stop recording here (what
    /// it still finds is only counted).
    pub fn is_full(&self) -> bool {
        self.errors.len() >= MAX_PROBLEMS
    }

    /// How many problems were found beyond those listed.
    pub fn more(&self) -> usize {
        self.more
    }

    /// Counts `count` problems found elsewhere and not listed there either.
    pub fn count_more(&mut self, count: usize) {
        self.more += count;
    }

    /// Keeps `error` while there is room, else counts it.
    fn record(&mut self, error: impl FnOnce() -> FieldError) {
        if self.is_full() {
            self.more += 1;
        } else {
            self.errors.push(error());
        }
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
        self.record(|| {
            let params: Vec<_> = params.iter().map(|(k, v)| (*k, clip(v))).collect();
            let words = message_format::format("en", problem.text, &params);
            FieldError {
                loc: located(loc),
                msg: match place {
                    Some(place) => format!("{place}: {words}"),
                    None => words,
                },
                kind: problem.kind,
                code: problem.code,
                params: params
                    .into_iter()
                    .map(|(k, v)| (k, v.into_owned()))
                    .collect(),
            }
        });
    }

    /// Records an error found elsewhere (another value's validation) at `loc`.
    pub fn push_found(&mut self, loc: &[&str], mut found: FieldError) {
        self.record(|| {
            found.loc = located(loc);
            found
        });
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
        let errors = self
            .errors
            .into_iter()
            .map(|mut e| {
                let mut loc: Vec<String> = prefix.iter().map(|s| (*s).to_owned()).collect();
                loc.append(&mut e.loc);
                e.loc = loc;
                e
            })
            .collect();
        Self {
            errors,
            more: self.more,
        }
    }

    /// Adds every error of `other` after those already recorded (counting what finds no room).
    pub fn append(&mut self, other: Violations) {
        for error in other.errors {
            self.record(|| error);
        }
        self.more += other.more;
    }

    pub fn is_empty(&self) -> bool {
        self.errors.is_empty()
    }

    /// The problems listed: at most [`MAX_PROBLEMS`].
    pub fn errors(&self) -> &[FieldError] {
        &self.errors
    }

    /// `Ok(value)` when nothing was recorded, else every error.
    pub fn into_result<T>(self, value: T) -> Result<T, Violations> {
        if self.errors.is_empty() {
            Ok(value)
        } else {
            Err(self)
        }
    }
}

/// The longest piece of a request a problem repeats (a value it names, a key in its location):
/// enough to recognise it, while a megabyte-long key costs the answer no more than a short one.
pub const MAX_ECHO_CHARS: usize = 120;

/// `text` cut to [`MAX_ECHO_CHARS`] characters, with an ellipsis where it was cut.
fn clip<'a>(text: &Cow<'a, str>) -> Cow<'a, str> {
    match text.char_indices().nth(MAX_ECHO_CHARS) {
        None => text.clone(),
        Some((end, _)) => Cow::Owned(format!("{}…", &text[..end])),
    }
}

fn located(loc: &[&str]) -> Vec<String> {
    loc.iter()
        .map(|part| clip(&Cow::Borrowed(*part)).into_owned())
        .collect()
}

impl std::fmt::Display for Violations {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let msgs: Vec<&str> = self.errors.iter().map(|e| e.msg.as_str()).collect();
        f.write_str(&msgs.join(", "))?;
        if self.more > 0 {
            write!(f, " (and {} more)", self.more)?;
        }
        Ok(())
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
    fn a_flood_of_problems_lists_fifty_and_counts_the_rest() {
        let mut v = Violations::new();
        for i in 0..600_000 {
            v.push(
                &["section_order", &i.to_string()],
                problems::SECTION_REPEATED,
            );
        }
        assert_eq!(v.errors().len(), MAX_PROBLEMS);
        assert_eq!(v.more(), 600_000 - MAX_PROBLEMS);
        assert!(v.is_full());
        let mut outer = Violations::new();
        outer.push(&["name"], problems::NAME_REQUIRED);
        outer.append(v.prefixed(&["body"]));
        assert_eq!(outer.errors().len(), MAX_PROBLEMS);
        assert_eq!(
            outer.more(),
            600_000 - MAX_PROBLEMS + 1,
            "the one with no room counted"
        );
        assert_eq!(outer.errors()[1].loc, ["body", "section_order", "0"]);
    }

    #[test]
    fn a_problem_repeats_at_most_a_short_piece_of_what_was_sent() {
        let key = "k".repeat(1_000_000);
        let mut v = Violations::new();
        v.push_with(
            &[&key],
            problems::SECTION_UNKNOWN,
            &[("section", key.as_str().into())],
        );
        let e = &v.errors()[0];
        assert_eq!(
            e.loc[0].chars().count(),
            MAX_ECHO_CHARS + 1,
            "cut, with an ellipsis"
        );
        assert!(e.msg.len() < 200, "{}", e.msg.len());
        assert!(e.params["section"].ends_with('…'));
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
