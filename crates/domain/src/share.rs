//! Public links: what a resume shows to anyone with its link, and what a link's password may be.

use crate::problems::{self, Problem};
use crate::resume::{AiEnhancedData, ResumeData};
use crate::sections::without_hidden;

/// The longest password a link may have, in bytes (UTF-8).
pub const MAX_PASSWORD_BYTES: usize = 1024;

/// Why a link password is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PasswordProblem {
    #[error("{}", problems::PASSWORD_EMPTY.text)]
    Empty,
    #[error("{}", problems::PASSWORD_TOO_LONG.text)]
    TooLong,
}

impl PasswordProblem {
    /// The field problem a refused password is.
    pub fn problem(&self) -> Problem {
        match self {
            Self::Empty => problems::PASSWORD_EMPTY,
            Self::TooLong => problems::PASSWORD_TOO_LONG,
        }
    }
}

/// A link password: not empty, at most [`MAX_PASSWORD_BYTES`]. Spaces count like any other
/// character (a password is never trimmed).
pub fn check_password(password: &str) -> Result<(), PasswordProblem> {
    if password.is_empty() {
        Err(PasswordProblem::Empty)
    } else if password.len() > MAX_PASSWORD_BYTES {
        Err(PasswordProblem::TooLong)
    } else {
        Ok(())
    }
}

/// What a public link serves of a resume: the words its PDF prints (each enhanced text that
/// prints folded into its place, `AiEnhancedData::printed`), without hidden sections and the
/// resume's own name in the documents list, as [`public_view`] shows them. Nothing the owner
/// replaced, hid or kept for themselves travels: an enhanced text of a since-edited entry, the
/// writer's keywords and suggestions, a deleted phone number.
pub fn public_content(
    data: &ResumeData,
    enhanced: &AiEnhancedData,
    hide_contact: bool,
) -> ResumeData {
    let mut printed = without_hidden(&enhanced.printed(data));
    printed.title.clear();
    public_view(printed, hide_contact)
}

/// The resume as a public link shows it. With `hide_contact`, the email and phone are removed
/// and the location keeps only its place (city, region, country), without a street line, flat,
/// post box or postal code (`address::without_street`). Links, the photo and every section
/// stay: the owner chose to publish them.
pub fn public_view(mut resume: ResumeData, hide_contact: bool) -> ResumeData {
    if hide_contact {
        resume.email.clear();
        resume.phone.clear();
        resume.location = crate::address::without_street(&resume.location);
    }
    resume
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hiding_contact_drops_email_phone_and_street() {
        let resume = ResumeData {
            name: "Ana".into(),
            email: "ana@example.com".into(),
            phone: "+55 11 5555 0100".into(),
            location: "12 Rua Augusta, São Paulo, Brazil".into(),
            ..Default::default()
        };
        let shown = public_view(resume.clone(), true);
        assert_eq!((shown.email.as_str(), shown.phone.as_str()), ("", ""));
        assert_eq!(shown.location, "São Paulo, Brazil");
        assert_eq!(shown.name, "Ana");
        assert_eq!(public_view(resume.clone(), false), resume);

        let city = |l: &str| {
            public_view(
                ResumeData {
                    location: l.into(),
                    ..Default::default()
                },
                true,
            )
            .location
        };
        assert_eq!(city("São Paulo, Brazil"), "São Paulo, Brazil");
        assert_eq!(city("221B Baker Street"), "");
        assert_eq!(city(""), "");
    }

    #[test]
    fn passwords_are_neither_empty_nor_over_a_kilobyte() {
        assert_eq!(check_password(""), Err(PasswordProblem::Empty));
        assert_eq!(
            check_password(&"é".repeat(513)),
            Err(PasswordProblem::TooLong)
        );
        assert!(check_password(&"a".repeat(1024)).is_ok());
        assert!(check_password(" ").is_ok());
    }
}
