//! Phrases the writer builds from what the job seeker wrote: articles, roles.

use vitae_domain::ResumeData;

use crate::text::join_and;

/// "a" or "an" before `word`, by its sound as far as spelling tells; abbreviations
/// ("MSc", "MBA", "HR") by the sound of their first letter.
pub(super) fn article(word: &str) -> &'static str {
    let first = word.split_whitespace().next().unwrap_or("");
    let upper = first.chars().filter(|c| c.is_uppercase()).count();
    let vowel_sound = if upper >= 2 {
        first.starts_with(['A', 'E', 'F', 'H', 'I', 'L', 'M', 'N', 'O', 'R', 'S', 'X'])
    } else {
        let lower = first.to_lowercase();
        lower.starts_with(['a', 'e', 'i', 'o'])
            || (lower.starts_with('u') && !lower.starts_with("uni") && !lower.starts_with("use"))
            || lower.starts_with("honest")
            || lower.starts_with("hour")
    };
    if vowel_sound {
        "an"
    } else {
        "a"
    }
}

/// "Designer at Acme", or "Designer (Self-employed)" when the company is not a company.
pub(super) fn role(position: &str, company: &str) -> String {
    const NOT_COMPANIES: &[&str] = &[
        "self-employed",
        "self employed",
        "freelance",
        "freelancer",
        "independent",
        "various",
        "contract",
        "contractor",
    ];
    if NOT_COMPANIES.contains(&company.to_lowercase().as_str()) {
        format!("{position} ({company})")
    } else {
        format!("{position} at {company}")
    }
}

/// Up to `n` of the resume's roles, joined: "Designer at Acme and Lead at Globex".
pub(super) fn roles_phrase(resume: &ResumeData, n: usize) -> Option<String> {
    let roles: Vec<String> = resume
        .work_experience
        .iter()
        .filter(|w| !w.position.trim().is_empty() && !w.company.trim().is_empty())
        .take(n)
        .map(|w| role(w.position.trim(), w.company.trim()))
        .collect();
    (!roles.is_empty()).then(|| join_and(&roles))
}

#[cfg(test)]
mod tests {
    use super::article;

    #[test]
    fn articles_follow_the_sound() {
        for (word, a) in [
            ("Account Executive", "an"),
            ("Data Analyst", "a"),
            ("MSc Business Analytics", "an"),
            ("BSc Computer Science", "a"),
            ("HR Coordinator", "an"),
            ("PhD", "a"),
            ("MBA", "an"),
            ("University degree", "a"),
            ("Operations Manager", "an"),
        ] {
            assert_eq!(article(word), a, "{word}");
        }
    }
}
