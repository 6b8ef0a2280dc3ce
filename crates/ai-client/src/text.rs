//! Small text helpers shared by both writers.

/// Every number written in `text` (`42`, `3.5`, `1,200`, `2019`), as written, without signs,
/// currency or percent marks. Used to check that a writer adds no number of its own.
pub fn numbers(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_ascii_digit() {
            let start = i;
            while i < chars.len()
                && (chars[i].is_ascii_digit()
                    || ((chars[i] == '.' || chars[i] == ',')
                        && i + 1 < chars.len()
                        && chars[i + 1].is_ascii_digit()
                        && i > start))
            {
                i += 1;
            }
            out.push(chars[start..i].iter().collect());
        } else {
            i += 1;
        }
    }
    out
}

/// Lower-case words of `text` (letters, digits, `+`, `#`, `.` inside a word), for matching.
pub fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '+' || c == '#' || c == '/' || c == '-'))
        .map(|w| w.trim_matches(|c: char| c == '-' || c == '/'))
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// Whether `phrase` (one or more words) occurs in `haystack` as whole words, ignoring case.
pub fn contains_phrase(haystack_words: &[String], phrase: &str) -> bool {
    let needle = words(phrase);
    if needle.is_empty() || needle.len() > haystack_words.len() {
        return false;
    }
    haystack_words
        .windows(needle.len())
        .any(|w| w.iter().zip(&needle).all(|(a, b)| a == b))
}

/// Upper-cases the first letter.
pub fn capitalize(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Lower-cases the first letter when the first word is an ordinary capitalised word
/// ("The" → "the") but leaves acronyms and names of one letter case ("AWS", "iOS") alone.
pub fn decapitalize_common(s: &str) -> String {
    const COMMON: &[&str] = &[
        "the",
        "a",
        "an",
        "all",
        "and",
        "any",
        "each",
        "every",
        "new",
        "our",
        "their",
        "its",
        "this",
        "that",
        "these",
        "those",
        "daily",
        "weekly",
        "monthly",
        "over",
        "multiple",
        "several",
        "various",
        "key",
        "internal",
        "external",
        "customer",
        "customers",
        "client",
        "clients",
        "team",
        "teams",
        "staff",
        "students",
        "patients",
        "sales",
        "social",
        "content",
        "data",
        "product",
        "products",
        "project",
        "projects",
        "company",
        "store",
        "office",
        "accounts",
        "budget",
        "budgets",
        "reports",
        "training",
        "user",
        "users",
        "events",
        "inventory",
        "payroll",
        "recruiting",
        "hiring",
        "marketing",
        "support",
        "quality",
        "research",
        "design",
        "designs",
        "campaigns",
        "operations",
        "onboarding",
        "front",
        "back",
        "end-to-end",
        "cross-functional",
        "monthly",
        "quarterly",
        "annual",
        "large",
        "small",
        "complex",
        "critical",
    ];
    let first = s.split_whitespace().next().unwrap_or("");
    let bare = first.trim_matches(|c: char| !c.is_alphanumeric() && c != '-');
    let mut rest = bare.chars().skip(1);
    let is_title_case =
        bare.chars().next().is_some_and(char::is_uppercase) && rest.all(|c| !c.is_uppercase());
    // "Month-end", "Year-end", "On-call": a capitalised compound of ordinary words.
    let plain_compound = bare.contains('-') && bare.chars().all(|c| c.is_alphabetic() || c == '-');
    if is_title_case && (plain_compound || COMMON.contains(&bare.to_lowercase().as_str())) {
        let mut chars = s.chars();
        match chars.next() {
            Some(c) => c.to_lowercase().chain(chars).collect(),
            None => String::new(),
        }
    } else {
        s.to_owned()
    }
}

/// Collapses runs of white space into one space and trims.
pub fn squash(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Splits free text into sentences: at line breaks, bullet marks, semicolons and at `. `
/// followed by an upper-case letter or a digit (so `3.5` and `e.g. the` stay whole).
pub fn sentences(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in text.lines() {
        let line = strip_bullet(line.trim());
        for part in line.split(';') {
            split_at_full_stops(part, &mut out);
        }
    }
    out.into_iter()
        .map(|s| {
            squash(
                s.trim()
                    .trim_end_matches(['.', ';', ',', ':'])
                    .trim_start_matches(['-', '*', '•', '·', '–', '—', ',', ':'])
                    .trim(),
            )
        })
        .filter(|s| s.chars().any(char::is_alphanumeric))
        .collect()
}

fn split_at_full_stops(part: &str, out: &mut Vec<String>) {
    const ABBREVIATIONS: &[&str] = &[
        "e.g", "i.e", "etc", "inc", "ltd", "co", "vs", "dr", "mr", "ms", "mrs", "st", "jr", "sr",
        "no", "approx", "incl", "dept", "est", "avg", "min", "max", "fig", "corp", "bros", "mt",
        "ft", "sq", "oz", "lb", "lbs", "vol", "ed", "ph.d", "b.sc", "m.sc", "u.s", "u.k",
    ];
    let chars: Vec<char> = part.chars().collect();
    let mut start = 0;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if (c == '.' || c == '!' || c == '?') && i + 2 < chars.len() && chars[i + 1] == ' ' {
            let next = chars[i + 2];
            let before: String = chars[start..i].iter().collect();
            let last_word = before.rsplit(' ').next().unwrap_or("").to_lowercase();
            let is_abbrev = ABBREVIATIONS.contains(&last_word.as_str())
                || (last_word.chars().count() == 1 && c == '.');
            // A new sentence, even when the writer did not capitalise it ("orders. was …").
            if (next.is_alphabetic() || next.is_ascii_digit() || next == '$') && !is_abbrev {
                out.push(before);
                start = i + 2;
                i += 2;
                continue;
            }
        }
        i += 1;
    }
    out.push(chars[start..].iter().collect());
}

/// Removes a leading bullet mark (`•`, `-`, `*`, `·`, `1.`, `2)`).
pub fn strip_bullet(line: &str) -> &str {
    let trimmed = line.trim_start_matches(['•', '-', '*', '·', '–', '—', '►', '▪', '○', '●']);
    let trimmed = trimmed.trim_start();
    // "1. " or "2) " numbering of a list (not "1.5x faster").
    let digits = trimmed.chars().take_while(char::is_ascii_digit).count();
    if digits > 0 && digits <= 2 {
        let rest = &trimmed[digits..];
        if let Some(after) = rest.strip_prefix(". ").or_else(|| rest.strip_prefix(") ")) {
            return after.trim_start();
        }
    }
    trimmed
}

/// Joins items as "a, b and c".
pub fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {}", init.join(", "), last),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_found_as_written() {
        assert_eq!(
            numbers("Cut costs 15% ($1,200) in 2023, 3.5x faster. v2"),
            ["15", "1,200", "2023", "3.5", "2"]
        );
        assert_eq!(numbers("end of sentence 12. Next"), ["12"]);
    }

    #[test]
    fn sentences_split_on_lines_bullets_and_full_stops_only() {
        let got = sentences(
            "• Built the API. Cut latency 3.5x; shipped v2\n- e.g. the cache. Managed 4 people",
        );
        assert_eq!(
            sentences("packed orders. was responsible for approx. 20 trucks"),
            ["packed orders", "was responsible for approx. 20 trucks"]
        );
        assert_eq!(
            got,
            [
                "Built the API",
                "Cut latency 3.5x",
                "shipped v2",
                "e.g. the cache",
                "Managed 4 people"
            ]
        );
    }

    #[test]
    fn numbered_lists_lose_their_numbers_but_figures_stay() {
        assert_eq!(strip_bullet("1. Led the team"), "Led the team");
        assert_eq!(strip_bullet("1.5x faster builds"), "1.5x faster builds");
    }

    #[test]
    fn phrases_match_whole_words() {
        let w = words("Worked with Node.js and CI/CD pipelines");
        assert!(contains_phrase(&w, "ci/cd"));
        assert!(contains_phrase(&w, "Node.js"));
        assert!(!contains_phrase(&w, "ci"));
    }
}
