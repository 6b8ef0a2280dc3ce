//! Every problem a field can have, said once: a stable `code` that clients word in the user's
//! language, the `type` older clients read, and the English words as an ICU message whose
//! `{arguments}` come with the error as its `params`.
//!
//! The English words are the interface's: the client's English catalog (`fieldErrors` in
//! `frontend/messages/en.json`) holds exactly this list, which a test keeps true, and the other
//! catalogs translate it.

/// One kind of problem with a field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Problem {
    /// Stable, snake case: what clients key their words by.
    pub code: &'static str,
    /// The coarser kind the API has always sent as `type` (`missing`, `too_long`, …).
    pub kind: &'static str,
    /// The English words, an ICU message: `{name}` and `{name, select, a {…} other {…}}`.
    pub text: &'static str,
}

macro_rules! problems {
    ($($(#[$doc:meta])* $name:ident = $code:literal, $kind:literal, $text:literal;)*) => {
        $($(#[$doc])* pub const $name: Problem = Problem { code: $code, kind: $kind, text: $text };)*
        /// Every problem, in the order they are declared.
        pub const ALL: &[Problem] = &[$($name),*];
    };
}

problems! {
    // Any text field.
    INVALID_CHARACTER = "invalid_character", "invalid_character",
        "Remove the invisible control character {character} from this text";
    TOO_LONG = "too_long", "too_long", "Must be at most {max} characters";
    TOO_MANY = "too_many", "too_many", "At most {max} entries are allowed";
    /// A query or path value of the wrong type; `reason` is the parser's (English) account.
    INVALID_VALUE = "invalid_value", "type_error", "This value is not valid: {reason}";

    // The resume.
    RESUME_TOO_LONG = "resume_too_long", "too_long",
        "This resume is too long: at most 250,000 characters in all. Please shorten some sections";
    ENHANCED_TOO_LONG = "enhanced_too_long", "too_long",
        "The AI-enhanced text is too long: at most 500,000 characters in all";
    RESUME_LANGUAGE_UNKNOWN = "resume_language_unknown", "value_error.language",
        "Choose a language Vitae can print the resume in";
    NAME_REQUIRED = "name_required", "missing", "Full name is required";
    EMAIL_REQUIRED = "email_required", "missing", "Email is required";
    EMAIL_INVALID = "email_invalid", "value_error.email", "Please enter a valid email address";
    PHONE_REQUIRED = "phone_required", "missing", "Phone is required";
    LOCATION_REQUIRED = "location_required", "missing", "Location is required";
    JOB_TITLE_REQUIRED = "job_title_required", "missing", "Target job title is required";
    SUMMARY_REQUIRED = "summary_required", "missing", "Professional summary is required";
    POSITION_REQUIRED = "position_required", "missing", "Position is required";
    COMPANY_REQUIRED = "company_required", "missing", "Company is required";
    DURATION_REQUIRED = "duration_required", "missing", "Duration is required";
    DESCRIPTION_REQUIRED = "description_required", "missing", "Description is required";
    DEGREE_REQUIRED = "degree_required", "missing", "Degree is required";
    INSTITUTION_REQUIRED = "institution_required", "missing", "Institution is required";
    YEAR_REQUIRED = "year_required", "missing", "Year is required";
    ENHANCED_WORK_COUNT = "enhanced_work_count", "value_error.count",
        "AI-enhanced content must have one entry per work entry";
    ENHANCED_PROJECT_COUNT = "enhanced_project_count", "value_error.count",
        "AI-enhanced content must have one entry per project";
    ENHANCED_VOLUNTEERING_COUNT = "enhanced_volunteering_count", "value_error.count",
        "AI-enhanced content must have one entry per volunteering entry";
    PHOTO_NOT_AN_IMAGE = "photo_not_an_image", "value_error.photo", "Please upload an image file";
    PHOTO_TOO_LARGE = "photo_too_large", "value_error.photo", "Photo size should be less than 2MB";
    PHOTO_TOO_MANY_PIXELS = "photo_too_many_pixels", "value_error.photo",
        "Photo dimensions should be at most 4096 × 4096 pixels. Please upload a smaller image";

    // The resume's other sections.
    LINK_URL_REQUIRED = "link_url_required", "missing", "Link URL is required";
    URL_NOT_WEB = "url_not_web", "value_error.url",
        "Please enter a web address starting with http:// or https://";
    PROJECT_NAME_REQUIRED = "project_name_required", "missing", "Project name is required";
    ROLE_REQUIRED = "role_required", "missing", "Role is required";
    ORGANIZATION_REQUIRED = "organization_required", "missing", "Organization is required";
    AWARD_TITLE_REQUIRED = "award_title_required", "missing", "Award title is required";
    PUBLICATION_NAME_REQUIRED = "publication_name_required", "missing",
        "Publication name is required";
    LANGUAGE_NAME_REQUIRED = "language_name_required", "missing", "Language is required";
    SECTION_ID_INVALID = "section_id_invalid", "value_error.id",
        "Section id is required: letters, digits, '-' or '_', at most 40 characters";
    SECTION_ID_TAKEN = "section_id_taken", "value_error.duplicate",
        "Another custom section already uses this id";
    SECTION_HEADING_REQUIRED = "section_heading_required", "missing",
        "Section heading is required";
    ENTRY_TITLE_REQUIRED = "entry_title_required", "missing", "Entry title is required";
    SECTION_UNKNOWN = "section_unknown", "value_error.section", "Unknown section: \"{section}\"";
    SECTION_REPEATED = "section_repeated", "value_error.duplicate",
        "Section listed more than once";

    // The resume's design.
    ACCENT_INVALID = "accent_invalid", "value_error.accent", "Use a colour written as #RRGGBB";
    FONT_UNKNOWN = "font_unknown", "value_error.font", "Choose one of the fonts Vitae offers";
    FONT_SIZE_RANGE = "font_size_range", "value_error.range",
        "Font size must be between 9 and 12 points";
    LINE_HEIGHT_RANGE = "line_height_range", "value_error.range",
        "Line height must be between 1.0 and 1.6";
    MARGINS_RANGE = "margins_range", "value_error.range", "Margins must be between 10 and 30 mm";
    SPACING_RANGE = "spacing_range", "value_error.range", "Spacing must be between 0.25 and 1.5";
    FIT_PAGES_RANGE = "fit_pages_range", "value_error.range", "Choose between 1 and {max} pages";
    PAPER_UNKNOWN = "paper_unknown", "value_error", "Use a4 or letter";
    NOT_A_DESIGN_SETTING = "not_a_design_setting", "type_error", "Not a design setting";
    MUST_BE_OBJECT = "must_be_object", "type_error", "Must be an object";
    MUST_BE_TEXT = "must_be_text", "type_error", "Must be text";
    MUST_BE_NUMBER = "must_be_number", "type_error", "Must be a number";

    // Downloads.
    CONTENT_UNKNOWN = "content_unknown", "value_error", "Use enhanced or original";

    // Job applications.
    STATUS_UNKNOWN = "status_unknown", "value_error",
        "Status must be one of saved, applied, interviewing, offer, rejected, withdrawn";
    DATE_INVALID = "date_invalid", "value_error", "Use a date written as YYYY-MM-DD";
    JOB_URL_NOT_WEB = "job_url_not_web", "value_error",
        "The job link must be a web address starting with http:// or https://";
    NOT_AN_EDIT = "not_an_edit", "value_error", "Only an edit names the version it changes";
    RESUME_UNKNOWN = "resume_unknown", "value_error", "Choose one of your resumes";
    COVER_LETTER_UNKNOWN = "cover_letter_unknown", "value_error",
        "Choose one of your cover letters";

    // Spreadsheets of applications: the message names the row (and column) before these words.
    CSV_EMPTY = "csv_empty", "value_error", "the file is empty";
    CSV_NO_APPLICATIONS = "csv_no_applications", "value_error", "the file has no applications";
    CSV_UNREADABLE_ROW = "csv_unreadable_row", "value_error",
        "this row cannot be read: {reason}";
    CSV_COLUMN_REPEATED = "csv_column_repeated", "value_error", "this column appears twice";
    CSV_COLUMN_UNKNOWN = "csv_column_unknown", "value_error",
        "unknown column; the columns are {columns}";
    CSV_COLUMN_MISSING = "csv_column_missing", "missing", "the file has no {column} column";
    CSV_ROW_TOO_WIDE = "csv_row_too_wide", "value_error",
        "this row has {cells} cells but the header names {columns} columns";
    CSV_NOT_UTF8 = "csv_not_utf8", "value_error",
        "the text is not UTF-8; save the file as CSV UTF-8";

    // JSON Resume documents.
    JSON_RESUME_EXPECTED = "json_resume_expected", "type_error",
        "Expected a JSON Resume document (an object with basics, work, education, …), found {found, select, object {an object} list {a list} text {text} number {a number} boolean {true or false} null {null} other {{found}}}";
    WRONG_TYPE = "wrong_type", "type_error",
        "Expected {expected, select, object {an object} list {a list} text {text} number {a number} boolean {true or false} null {null} other {{expected}}}, found {found, select, object {an object} list {a list} text {text} number {a number} boolean {true or false} null {null} other {{found}}}";
    NESTED_TOO_DEEPLY = "nested_too_deeply", "too_deep",
        "Nested too deeply: a JSON Resume needs at most {max} levels";
    BASICS_REQUIRED = "basics_required", "missing",
        "Required: basics holds the name, label (job title), email, phone, location and summary";
    DATE_EXPECTED = "date_expected", "value_error.date",
        "Expected a date like 2020-01 or 2020-01-15";
    ONE_OF = "one_of", "value_error.enum", "Expected one of {choices}";
    MORE_PROBLEMS = "more_problems", "too_many_problems",
        "…and {count} more problems; fix the ones above first";

    // Account, support, sign-in, payments, sharing and the AI writer.
    INTERFACE_LANGUAGE_UNKNOWN = "interface_language_unknown", "value_error",
        "Choose one of the languages offered";
    CONFIRMATION_EMAIL_WRONG = "confirmation_email_wrong", "value_error",
        "Type your account's email address to confirm";
    SUBJECT_REQUIRED = "subject_required", "missing", "Subject is required";
    MESSAGE_REQUIRED = "message_required", "missing", "Message is required";
    PLAN_UNKNOWN = "plan_unknown", "value_error.plan",
        "Choose the Single PDF or the Pro Monthly plan";
    PASSWORD_EMPTY = "password_empty", "value_error", "Password cannot be empty";
    PASSWORD_TOO_LONG = "password_too_long", "value_error", "Password must be at most 1024 bytes";
    PASSWORD_CHANGE_TWICE = "password_change_twice", "value_error",
        "Send either a new password or remove_password, not both";
    COMPANY_NAME_REQUIRED = "company_name_required", "missing", "Company name is required";
    JOB_DESCRIPTION_REQUIRED = "job_description_required", "missing",
        "Job description is required";
    ATS_JOB_DESCRIPTION_REQUIRED = "ats_job_description_required", "missing",
        "Paste the job description to compare your resume with";
    CURRENT_JOB_TITLE_REQUIRED = "current_job_title_required", "missing",
        "Please enter your job title";
}

/// How a JSON value's type is named in `found` and `expected`.
pub fn json_type(value: &serde_json::Value) -> &'static str {
    use serde_json::Value;
    match value {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(_) => "number",
        Value::String(_) => "text",
        Value::Array(_) => "list",
        Value::Object(_) => "object",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::message_format::format;
    use std::borrow::Cow;
    use std::collections::{BTreeMap, HashSet};

    #[test]
    fn codes_are_unique_and_snake_case() {
        let mut seen = HashSet::new();
        for p in ALL {
            assert!(seen.insert(p.code), "{} twice", p.code);
            assert!(
                p.code
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'),
                "{}",
                p.code
            );
        }
    }

    #[test]
    fn arguments_and_selects_are_filled_in() {
        let p = |k: &'static str, v: &'static str| (k, Cow::Borrowed(v));
        assert_eq!(
            format("en", TOO_LONG.text, &[p("max", "200")]),
            "Must be at most 200 characters"
        );
        assert_eq!(
            format(
                "en",
                WRONG_TYPE.text,
                &[p("expected", "object"), p("found", "boolean")]
            ),
            "Expected an object, found true or false"
        );
        assert_eq!(
            format("en", JSON_RESUME_EXPECTED.text, &[p("found", "list")]),
            "Expected a JSON Resume document (an object with basics, work, education, …), found a list"
        );
        assert_eq!(
            format("en", NAME_REQUIRED.text, &[]),
            "Full name is required"
        );
    }

    /// The client's English catalog words each code exactly as the server does, and has no
    /// other: a new problem here needs its line in `fieldErrors` (and its translations).
    #[test]
    fn the_english_catalog_holds_every_problem_in_the_same_words() {
        let catalog = crate::english_catalog();
        let theirs: BTreeMap<String, String> =
            serde_json::from_value(catalog["fieldErrors"].clone()).expect("fieldErrors");
        let ours: BTreeMap<String, String> = ALL
            .iter()
            .map(|p| (p.code.to_owned(), p.text.to_owned()))
            .collect();
        assert_eq!(
            theirs,
            ours,
            "frontend/messages/en.json \"fieldErrors\" should be:\n{}",
            serde_json::to_string_pretty(&ours).expect("json")
        );
    }
}
