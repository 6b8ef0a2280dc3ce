//! Application next steps as iCalendar (RFC 5545): an all-day event on the step's date, with a
//! UID that stays the same for the application, so a calendar that imports it again updates
//! the event rather than adding a second one.
//!
//! Next steps are dates without a time, so the events are all-day (`VALUE=DATE`): they fall on
//! that day in whatever time zone the calendar shows, and need no `VTIMEZONE`.

use chrono::{DateTime, Days, NaiveDate, Utc};

use crate::application::Application;

/// One all-day event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DayEvent {
    /// Stable for the thing it stands for: `application-{id}@{host}`.
    pub uid: String,
    pub date: NaiveDate,
    pub summary: String,
    pub description: String,
    /// Where the event leads (the application's page).
    pub url: String,
    /// When the thing it stands for last changed: `DTSTAMP` and `LAST-MODIFIED`.
    pub changed_at: DateTime<Utc>,
}

/// The event of an application's next step; `None` without a date. `page` is the address of
/// the application's page, `host` names the site in the UID.
pub fn next_step_event(application: &Application, page: &str, host: &str) -> Option<DayEvent> {
    let details = &application.details;
    let date = details.next_step_date?;
    let what = match details.next_step_note.trim() {
        "" => "Next step",
        note => note,
    };
    let summary = format!("{} ({}): {what}", details.company, details.role);
    let mut description = vec![what.to_owned()];
    if !details.job_url.is_empty() {
        description.push(details.job_url.clone());
    }
    description.push(page.to_owned());
    Some(DayEvent {
        uid: format!("application-{}@{host}", application.id),
        date,
        summary,
        description: description.join("\n"),
        url: page.to_owned(),
        changed_at: application.updated_at,
    })
}

/// A calendar (`VCALENDAR`) of `events`, named `name`: CRLF line ends, long lines folded.
pub fn calendar(name: &str, events: &[DayEvent]) -> String {
    let mut lines = vec![
        "BEGIN:VCALENDAR".to_owned(),
        "VERSION:2.0".to_owned(),
        "PRODID:-//Vitae//Applications//EN".to_owned(),
        "CALSCALE:GREGORIAN".to_owned(),
        "METHOD:PUBLISH".to_owned(),
        format!("X-WR-CALNAME:{}", text(name)),
    ];
    for event in events {
        let stamp = event.changed_at.format("%Y%m%dT%H%M%SZ");
        let next_day = event
            .date
            .checked_add_days(Days::new(1))
            .unwrap_or(event.date);
        lines.extend([
            "BEGIN:VEVENT".to_owned(),
            format!("UID:{}", text(&event.uid)),
            format!("DTSTAMP:{stamp}"),
            format!("LAST-MODIFIED:{stamp}"),
            format!("DTSTART;VALUE=DATE:{}", event.date.format("%Y%m%d")),
            format!("DTEND;VALUE=DATE:{}", next_day.format("%Y%m%d")),
            format!("SUMMARY:{}", text(&event.summary)),
            format!("DESCRIPTION:{}", text(&event.description)),
            format!("URL:{}", event.url),
            "TRANSP:TRANSPARENT".to_owned(),
            "END:VEVENT".to_owned(),
        ]);
    }
    lines.push("END:VCALENDAR".to_owned());
    lines.iter().map(|line| fold(line)).collect()
}

/// A TEXT value (RFC 5545 §3.3.11): backslashes, semicolons, commas and line breaks escaped;
/// other control characters dropped.
fn text(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            ';' => out.push_str("\\;"),
            ',' => out.push_str("\\,"),
            '\n' => out.push_str("\\n"),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

/// A content line folded at 75 octets (never inside a character), ended with CRLF.
fn fold(line: &str) -> String {
    const OCTETS: usize = 75;
    let mut out = String::with_capacity(line.len() + line.len() / OCTETS * 3 + 2);
    let mut width = 0;
    for c in line.chars() {
        if width + c.len_utf8() > OCTETS {
            out.push_str("\r\n ");
            // The space that continues a line counts towards it.
            width = 1;
        }
        out.push(c);
        width += c.len_utf8();
    }
    out.push_str("\r\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(summary: &str) -> DayEvent {
        DayEvent {
            uid: "application-a1@vitae.example".into(),
            date: NaiveDate::from_ymd_opt(2026, 12, 31).expect("date"),
            summary: summary.into(),
            description: "Send the portfolio\nhttps://jobs.example/1".into(),
            url: "https://vitae.example/applications/a1".into(),
            changed_at: DateTime::from_timestamp(1_800_000_000, 0).expect("time"),
        }
    }

    #[test]
    fn an_event_is_all_day_ending_the_next_day_with_its_text_escaped() {
        let ics = calendar("Next steps", &[event("Acme, Inc. (Dev; QA): call")]);
        assert!(ics.starts_with("BEGIN:VCALENDAR\r\n"), "{ics}");
        assert!(ics.ends_with("END:VCALENDAR\r\n"), "{ics}");
        assert!(ics.contains("DTSTART;VALUE=DATE:20261231\r\n"), "{ics}");
        assert!(ics.contains("DTEND;VALUE=DATE:20270101\r\n"), "{ics}");
        assert!(
            ics.contains("SUMMARY:Acme\\, Inc. (Dev\\; QA): call\r\n"),
            "{ics}"
        );
        assert!(ics.contains("DESCRIPTION:Send the portfolio\\nhttps://jobs.example/1\r\n"));
        assert!(ics.contains("DTSTAMP:20270115T080000Z\r\n"), "{ics}");
        assert!(
            !ics.replace("\r\n", "").contains('\n'),
            "only CRLF line ends"
        );
    }

    #[test]
    fn long_lines_fold_at_75_octets_without_cutting_a_character() {
        let ics = calendar("Next steps", &[event(&"é".repeat(100))]);
        for line in ics.split("\r\n") {
            assert!(line.len() <= 75, "{} octets: {line}", line.len());
        }
        let unfolded = ics.replace("\r\n ", "");
        assert!(unfolded.contains(&format!("SUMMARY:{}", "é".repeat(100))));
    }
}
