//! The job applications as a spreadsheet: one CSV with a header row, written for export and read
//! back for import so that an exported file imports to the same applications.
//!
//! Spreadsheets run a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return as a
//! formula, so such a cell is written with a leading `'` (which spreadsheets show as text). A
//! cell that already starts with `'` before one of those gets one more, so reading can take
//! exactly one `'` off what needed it and every value comes back as it was.
//!
//! Reading checks every row with the same rules as the API (`ApplicationText::parse`) and
//! reports each problem at its row (the header is row 1, as a spreadsheet numbers it) and column.

use std::borrow::Cow;

use chrono::NaiveDate;
use vitae_domain::application::{
    format_date, parse_optional_date, Application, ApplicationText, ImportedApplication,
};
use vitae_domain::message_format::Params;
use vitae_domain::problems::{self, Problem};
use vitae_domain::Violations;

/// The columns, in the order an export writes them; an import takes them in any order.
pub const COLUMNS: [&str; 10] = [
    "company",
    "role",
    "status",
    "job_url",
    "location",
    "salary_note",
    "next_step_date",
    "next_step_note",
    "applied_on",
    "job_description",
];
/// The most rows one import takes (the per-account cap).
pub const MAX_ROWS: usize = 5_000;

/// Why a file was refused. Nothing of it is imported.
#[derive(Debug)]
pub enum CsvRefusal {
    /// More than [`MAX_ROWS`] applications.
    TooManyRows,
    /// Each problem at `["file", row, column]` (`["file", row]` for a whole row).
    Problems(Violations),
}

/// The applications as CSV, with the header row.
pub fn write<'a>(applications: impl IntoIterator<Item = &'a Application>) -> Vec<u8> {
    let mut out = csv::Writer::from_writer(Vec::new());
    let mut rows = vec![COLUMNS.map(Cow::Borrowed)];
    for a in applications {
        let d = &a.details;
        let date = |day: Option<NaiveDate>| Cow::Owned(day.map(format_date).unwrap_or_default());
        rows.push([
            Cow::Borrowed(d.company.as_str()),
            Cow::Borrowed(d.role.as_str()),
            Cow::Borrowed(d.status.as_str()),
            Cow::Borrowed(d.job_url.as_str()),
            Cow::Borrowed(d.location.as_str()),
            Cow::Borrowed(d.salary_note.as_str()),
            date(d.next_step_date),
            Cow::Borrowed(d.next_step_note.as_str()),
            date(a.applied_on()),
            Cow::Borrowed(d.job_description.as_str()),
        ]);
    }
    for row in rows {
        // Writing to a Vec cannot fail.
        let _ = out.write_record(row.iter().map(|cell| spreadsheet_safe(cell).into_owned()));
    }
    out.into_inner().unwrap_or_default()
}

/// Every application of the file, or why none is taken.
pub fn read(bytes: &[u8]) -> Result<Vec<ImportedApplication>, CsvRefusal> {
    if looks_like_utf16(bytes) {
        return Err(one("1", problems::CSV_NOT_UTF8, &[]));
    }
    let mut problems = Violations::new();
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(bytes);
    let mut records = reader.byte_records();
    let header = match records.next() {
        Some(Ok(header)) => header,
        Some(Err(e)) => {
            let reason = [("reason", e.to_string().into())];
            return Err(one("1", problems::CSV_UNREADABLE_ROW, &reason));
        }
        None => return Err(one("1", problems::CSV_EMPTY, &[])),
    };
    let columns = header_columns(&header, &mut problems);
    if !problems.is_empty() {
        return Err(CsvRefusal::Problems(problems));
    }
    let mut applications = Vec::new();
    for (index, record) in records.enumerate() {
        if index == MAX_ROWS {
            return Err(CsvRefusal::TooManyRows);
        }
        let row = (index + 2).to_string();
        match record {
            Ok(record) => {
                if let Some(found) = read_row(&record, &columns, &row, &mut problems) {
                    applications.push(found);
                }
            }
            Err(e) => {
                let reason = [("reason", e.to_string().into())];
                in_row(&mut problems, &row, problems::CSV_UNREADABLE_ROW, &reason);
            }
        }
    }
    if !problems.is_empty() {
        return Err(CsvRefusal::Problems(problems));
    }
    if applications.is_empty() {
        return Err(one("2", problems::CSV_NO_APPLICATIONS, &[]));
    }
    Ok(applications)
}

/// Whether `bytes` are UTF-16 text (as Excel's "Unicode Text" saves it): a byte-order mark, or
/// the zero bytes ASCII letters carry in UTF-16. Read as UTF-8, its header would be a row of
/// unknown columns.
fn looks_like_utf16(bytes: &[u8]) -> bool {
    let start = &bytes[..bytes.len().min(64)];
    start.starts_with(&[0xFF, 0xFE]) || start.starts_with(&[0xFE, 0xFF]) || start.contains(&0)
}

/// The column of each header cell, recording unknown, repeated and missing ones.
fn header_columns(header: &csv::ByteRecord, problems: &mut Violations) -> Vec<&'static str> {
    let mut columns = Vec::with_capacity(header.len().min(COLUMNS.len()));
    let known = COLUMNS.join(", ");
    for (i, cell) in header.iter().enumerate() {
        let Ok(name) = std::str::from_utf8(cell) else {
            in_cell(
                problems,
                &["file", "1", &(i + 1).to_string()],
                problems::CSV_NOT_UTF8,
                &[],
            );
            continue;
        };
        // Excel starts a "CSV UTF-8" file with a byte-order mark.
        let name = name.trim_start_matches('\u{feff}').trim();
        let place = ["file", "1", name];
        match COLUMNS.iter().find(|c| c.eq_ignore_ascii_case(name)) {
            Some(column) if columns.contains(column) => {
                in_cell(problems, &place, problems::CSV_COLUMN_REPEATED, &[]);
            }
            Some(column) => columns.push(*column),
            None => {
                let name = if name.is_empty() {
                    format!("{}", i + 1)
                } else {
                    name.to_owned()
                };
                let known = [("columns", known.as_str().into())];
                in_cell(
                    problems,
                    &["file", "1", &name],
                    problems::CSV_COLUMN_UNKNOWN,
                    &known,
                );
            }
        }
    }
    for required in ["company", "role"] {
        if !columns.contains(&required) {
            let column = [("column", required.into())];
            in_cell(
                problems,
                &["file", "1", required],
                problems::CSV_COLUMN_MISSING,
                &column,
            );
        }
    }
    columns
}

/// One data row, or `None` with its problems recorded.
fn read_row(
    record: &csv::ByteRecord,
    columns: &[&'static str],
    row: &str,
    problems: &mut Violations,
) -> Option<ImportedApplication> {
    if record.len() > columns.len() {
        let counts = [
            ("cells", record.len().to_string().into()),
            ("columns", columns.len().to_string().into()),
        ];
        in_row(problems, row, problems::CSV_ROW_TOO_WIDE, &counts);
        return None;
    }
    let mut text = ApplicationText::default();
    let mut applied_on = String::new();
    let before = problems.errors().len();
    for (cell, column) in record.iter().zip(columns) {
        let Ok(value) = std::str::from_utf8(cell) else {
            in_cell(
                problems,
                &["file", row, column],
                problems::CSV_NOT_UTF8,
                &[],
            );
            continue;
        };
        let value = from_spreadsheet(value).to_owned();
        match *column {
            "company" => text.company = value,
            "role" => text.role = value,
            "status" => text.status = value,
            "job_url" => text.job_url = value,
            "location" => text.location = value,
            "salary_note" => text.salary_note = value,
            "next_step_date" => text.next_step_date = value,
            "next_step_note" => text.next_step_note = value,
            "applied_on" => applied_on = value,
            _ => text.job_description = value,
        }
    }
    let applied_on = parse_optional_date(&applied_on).unwrap_or_else(|_| {
        let place = ["file", row, "applied_on"];
        in_cell(problems, &place, problems::DATE_INVALID, &[]);
        None
    });
    match text.parse() {
        Ok(details) if problems.errors().len() == before => Some(ImportedApplication {
            details,
            applied_on,
        }),
        Ok(_) => None,
        Err(found) => {
            for e in found.errors() {
                let column = e.loc.first().map(String::as_str).unwrap_or_default();
                let mut found = e.clone();
                found.msg = format!("{}: {}", place(row, Some(column)), e.msg);
                problems.push_found(&["file", row, column], found);
            }
            None
        }
    }
}

/// How a message names its place in the file: "Row 3" or "Row 3, column status".
fn place(row: &str, column: Option<&str>) -> String {
    match column {
        Some(column) => format!("Row {row}, column {column}"),
        None => format!("Row {row}"),
    }
}

/// Records a problem of a whole row (`["file", row]`).
fn in_row(v: &mut Violations, row: &str, problem: Problem, params: Params) {
    if v.is_full() {
        // Only counted: no words to build for it.
        return v.count_more(1);
    }
    v.push_placed(&["file", row], Some(&place(row, None)), problem, params);
}

/// Records a problem of one cell (`["file", row, column]`).
fn in_cell(v: &mut Violations, loc: &[&str; 3], problem: Problem, params: Params) {
    if v.is_full() {
        return v.count_more(1);
    }
    let at = place(loc[1], Some(loc[2]));
    v.push_placed(loc, Some(&at), problem, params);
}

fn one(row: &str, problem: Problem, params: Params) -> CsvRefusal {
    let mut v = Violations::new();
    in_row(&mut v, row, problem, params);
    CsvRefusal::Problems(v)
}

/// Whether a spreadsheet would take `cell` as a formula, or read a `'` off it.
fn needs_quote(cell: &str) -> bool {
    match cell.chars().next() {
        Some('=' | '+' | '-' | '@' | '\t' | '\r') => true,
        Some('\'') => needs_quote(&cell[1..]),
        _ => false,
    }
}

/// `cell` as a spreadsheet shows it as text.
pub fn spreadsheet_safe(cell: &str) -> Cow<'_, str> {
    if needs_quote(cell) {
        Cow::Owned(format!("'{cell}"))
    } else {
        Cow::Borrowed(cell)
    }
}

/// `cell` without the `'` [`spreadsheet_safe`] put before it.
fn from_spreadsheet(cell: &str) -> &str {
    match cell.strip_prefix('\'') {
        Some(rest) if needs_quote(rest) => rest,
        _ => cell,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoting_for_spreadsheets_comes_off_exactly() {
        for (value, written) in [
            ("=SUM(A1)", "'=SUM(A1)"),
            ("+1", "'+1"),
            ("-5%", "'-5%"),
            ("@cmd", "'@cmd"),
            ("\tx", "'\tx"),
            ("\rx", "'\rx"),
            ("'=x", "''=x"),
            ("'plain", "'plain"),
            ("Acme", "Acme"),
            ("", ""),
        ] {
            assert_eq!(spreadsheet_safe(value), written, "{value:?}");
            assert_eq!(from_spreadsheet(written), value, "{written:?}");
        }
    }

    #[test]
    fn problems_name_their_row_and_column() {
        let file = "company,role,status,next_step_date\nAcme,Dev,saved,\n,Dev,ghosted,2026-13-01\n";
        let Err(CsvRefusal::Problems(v)) = read(file.as_bytes()) else {
            panic!("refused")
        };
        let found: Vec<(String, String)> = v
            .errors()
            .iter()
            .map(|e| (e.loc.join("."), e.msg.clone()))
            .collect();
        assert_eq!(found[0].0, "file.3.company");
        assert!(
            found[0].1.starts_with("Row 3, column company:"),
            "{found:?}"
        );
        assert_eq!(found[1].0, "file.3.status");
        assert_eq!(found[2].0, "file.3.next_step_date");
    }

    #[test]
    fn unknown_columns_are_refused_by_name() {
        let Err(CsvRefusal::Problems(v)) = read(b"company,role,salary\nAcme,Dev,1\n") else {
            panic!("refused")
        };
        assert_eq!(v.errors()[0].loc, ["file", "1", "salary"]);
    }
}
