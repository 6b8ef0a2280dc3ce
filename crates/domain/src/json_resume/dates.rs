//! Dates both ways: JSON Resume's `startDate`/`endDate` (ISO 8601 with optional month and day,
//! schema v1.0.0's `iso8601` pattern) and Vitae's free-text duration ("Jan 2021 - Present") and
//! education year ("2018").

use std::fmt;

const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];
/// Words that close a span that is still going on.
const ONGOING: [&str; 5] = ["present", "current", "now", "today", "ongoing"];
/// Between the two ends of a span, most specific first ("2019-2024" is tried last, after the
/// whole text failed to read as one ISO date).
const SEPARATORS: [&str; 9] = [
    " - ", " – ", " — ", " to ", " until ", " till ", "–", "—", "-",
];

/// A year, a month of a year, or a day: what the schema's `iso8601` pattern allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PartialDate {
    year: u16,
    month: Option<u8>,
    day: Option<u8>,
}

impl PartialDate {
    /// `YYYY`, `YYYY-MM` or `YYYY-MM-DD` with a real month and day (years 1000–2999, as the
    /// schema's pattern says).
    pub fn parse_iso(s: &str) -> Option<Self> {
        let mut parts = s.split('-');
        let year = digits(parts.next()?, 4)?;
        if !(1000..=2999).contains(&year) {
            return None;
        }
        let month = match parts.next() {
            None => None,
            Some(m) => Some(digits(m, 2).filter(|m| (1..=12).contains(m))?),
        };
        let day = match parts.next() {
            None => None,
            Some(d) => {
                let d = digits(d, 2)?;
                if !(1..=days_in_month(year, month?)).contains(&d) {
                    return None;
                }
                Some(d as u8)
            }
        };
        if parts.next().is_some() {
            return None;
        }
        Some(Self {
            year,
            month: month.map(|m| m as u8),
            day,
        })
    }

    /// How a person writes it on a resume: "Jan 2020" or "2020" (the day is not shown).
    fn human(self) -> String {
        match self.month {
            Some(m) => format!("{} {}", MONTHS[usize::from(m) - 1], self.year),
            None => self.year.to_string(),
        }
    }

    /// "Jan 2020", "January 2020", "Sept. 2020", "01/2020", "2020", "2020-01", "2020-01-15".
    fn parse_human(s: &str) -> Option<Self> {
        let s = s.trim();
        if let Some(d) = Self::parse_iso(s) {
            return Some(d);
        }
        if let Some((m, y)) = s.split_once('/') {
            let month = m
                .trim()
                .parse::<u8>()
                .ok()
                .filter(|m| (1..=12).contains(m))?;
            return Self::parse_iso(y.trim())
                .filter(|d| d.month.is_none())
                .map(|d| Self {
                    month: Some(month),
                    ..d
                });
        }
        let (m, y) = s.split_once(' ')?;
        let month = month_named(m.trim().trim_end_matches(['.', ',']))?;
        Self::parse_iso(y.trim())
            .filter(|d| d.month.is_none())
            .map(|d| Self {
                month: Some(month),
                ..d
            })
    }
}

impl fmt::Display for PartialDate {
    /// The ISO form the schema wants.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}", self.year)?;
        if let Some(m) = self.month {
            write!(f, "-{m:02}")?;
        }
        if let Some(d) = self.day {
            write!(f, "-{d:02}")?;
        }
        Ok(())
    }
}

fn digits(s: &str, len: usize) -> Option<u16> {
    (s.len() == len && s.bytes().all(|b| b.is_ascii_digit()))
        .then(|| s.parse().ok())
        .flatten()
}

fn days_in_month(year: u16, month: u16) -> u16 {
    match month {
        2 if year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400)) => {
            29
        }
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// The months' English names, lower case, January first: what date readers match words against.
pub const MONTH_NAMES: [&str; 12] = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
];

fn month_named(word: &str) -> Option<u8> {
    let w = word.to_ascii_lowercase();
    if w.len() < 3 {
        return None;
    }
    MONTH_NAMES
        .iter()
        .position(|name| name.starts_with(&w))
        .map(|i| i as u8 + 1)
}

/// When a job or a course of study began and ended; no end after a start means "until now".
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Span {
    pub start: Option<PartialDate>,
    pub end: Option<PartialDate>,
}

/// What one date alone means: a job of that year ("2019" at a job is start and end), or the
/// year a degree was completed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Single {
    StartAndEnd,
    EndOnly,
}

impl Span {
    /// Reads Vitae's free text; `None` when it is not a date or a range of dates. An empty text
    /// is an empty span.
    pub fn parse(text: &str, single: Single) -> Option<Span> {
        let text = text.trim();
        if text.is_empty() {
            return Some(Span::default());
        }
        if let Some(d) = PartialDate::parse_human(text) {
            return Some(match single {
                Single::StartAndEnd => Span {
                    start: Some(d),
                    end: Some(d),
                },
                Single::EndOnly => Span {
                    start: None,
                    end: Some(d),
                },
            });
        }
        SEPARATORS.iter().find_map(|sep| {
            let (a, b) = text.split_once(sep)?;
            let start = PartialDate::parse_human(a)?;
            let b = b.trim();
            let end = if ONGOING.contains(&b.to_ascii_lowercase().as_str()) {
                None
            } else {
                Some(PartialDate::parse_human(b)?)
            };
            Some(Span {
                start: Some(start),
                end,
            })
        })
    }

    /// Vitae's text for the span: "Jan 2021 - Present", "2016 - 2019", "2018", or "".
    pub fn text(self) -> String {
        match (self.start, self.end) {
            (Some(s), Some(e)) if s.human() == e.human() => s.human(),
            (Some(s), Some(e)) => format!("{} - {}", s.human(), e.human()),
            (Some(s), None) => format!("{} - Present", s.human()),
            (None, Some(e)) => e.human(),
            (None, None) => String::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn iso(s: &str) -> Option<String> {
        PartialDate::parse_iso(s).map(|d| d.to_string())
    }

    #[test]
    fn iso_dates_follow_the_schema_pattern_and_the_calendar() {
        for good in ["2020", "2020-01", "2020-01-15", "2024-02-29", "1999-12-31"] {
            assert_eq!(iso(good).as_deref(), Some(good));
        }
        for bad in [
            "",
            "20",
            "0999",
            "3000",
            "2020-1",
            "2020-13",
            "2020-00",
            "2020-01-32",
            "2023-02-29",
            "2020-04-31",
            "2020-01-15T10:00",
            "Jan 2020",
            "2020-01-15-01",
            " 2020",
        ] {
            assert_eq!(iso(bad), None, "{bad}");
        }
    }

    #[test]
    fn free_text_spans_are_read() {
        let read = |t: &str, single| {
            Span::parse(t, single)
                .map(|s| (s.start.map(|d| d.to_string()), s.end.map(|d| d.to_string())))
        };
        let s = |v: &str| Some(v.to_owned());
        use Single::*;
        assert_eq!(
            read("Jan 2021 - Present", StartAndEnd),
            Some((s("2021-01"), None))
        );
        assert_eq!(
            read("2019 - 2024", StartAndEnd),
            Some((s("2019"), s("2024")))
        );
        assert_eq!(read("2019-2024", StartAndEnd), Some((s("2019"), s("2024"))));
        assert_eq!(
            read("September 2018 – 03/2020", StartAndEnd),
            Some((s("2018-09"), s("2020-03")))
        );
        assert_eq!(
            read("Sept. 2018 to current", StartAndEnd),
            Some((s("2018-09"), None))
        );
        assert_eq!(
            read("2020-01-15 - 2021-06", StartAndEnd),
            Some((s("2020-01-15"), s("2021-06")))
        );
        assert_eq!(read("2018", StartAndEnd), Some((s("2018"), s("2018"))));
        assert_eq!(read("2018", EndOnly), Some((None, s("2018"))));
        assert_eq!(read("2020-01", EndOnly), Some((None, s("2020-01"))));
        assert_eq!(read("", EndOnly), Some((None, None)));
        for bad in [
            "Summer 2019",
            "3 years",
            "2019 - sometime",
            "Ja 2020",
            "13/2020",
        ] {
            assert_eq!(read(bad, StartAndEnd), None, "{bad}");
        }
    }

    #[test]
    fn spans_print_as_people_write_them() {
        let span = |a: Option<&str>, b: Option<&str>| Span {
            start: a.and_then(PartialDate::parse_iso),
            end: b.and_then(PartialDate::parse_iso),
        };
        assert_eq!(span(Some("2021-01"), None).text(), "Jan 2021 - Present");
        assert_eq!(span(Some("2016"), Some("2019")).text(), "2016 - 2019");
        assert_eq!(
            span(Some("2013-12-01"), Some("2014-12-01")).text(),
            "Dec 2013 - Dec 2014"
        );
        assert_eq!(span(Some("2018"), Some("2018")).text(), "2018");
        assert_eq!(span(None, Some("2018")).text(), "2018");
        assert_eq!(span(None, None).text(), "");
    }
}
