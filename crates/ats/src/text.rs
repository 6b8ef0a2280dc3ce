//! Tokens with matching keys: "Node.js", "NodeJS" and "node js" all come down to `nodejs`,
//! "CI/CD" and "CI-CD" to `cicd`, "APIs" to `api`, while "C++" and "C#" keep their symbols.

use unicode_segmentation::UnicodeSegmentation;

/// One word of a text: its surface form and its matching key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    /// As written, e.g. "Node.js".
    pub raw: String,
    /// Lower-case, dots dropped, plural folded, e.g. "nodejs".
    pub key: String,
}

/// The text cut into phrases: runs of words that punctuation (`,` `;` `:` a full stop, a
/// bracket, a line break, `،` `।`) does not separate. Terms never span two phrases; `/`, `-`
/// and `&` separate words inside a phrase. Words are found by the Unicode word-boundary rules
/// (UAX #29), so a Devanagari vowel sign or an Arabic mark stays inside its word and "Node.js"
/// is one word in any script.
pub fn phrases(text: &str) -> Vec<Vec<Token>> {
    let mut out = Vec::new();
    let mut phrase = Vec::new();
    let mut raw = String::new();
    let end_word = |raw: &mut String, phrase: &mut Vec<Token>| {
        if !raw.is_empty() {
            phrase.push(token(raw));
            raw.clear();
        }
    };
    let mut segments = text.split_word_bounds().peekable();
    while let Some(segment) = segments.next() {
        if segment.chars().any(char::is_alphanumeric) {
            raw.push_str(segment);
            continue;
        }
        let next_is_word = segments
            .peek()
            .is_some_and(|s| s.chars().any(char::is_alphanumeric));
        match segment {
            "+" | "#" if !raw.is_empty() => raw.push_str(segment),
            // ".NET", "ASP.NET": a dot before a word joins it to the word it starts.
            "." if next_is_word => {
                if !raw.is_empty() {
                    raw.push('.');
                }
            }
            "/" | "-" | "&" | "–" => end_word(&mut raw, &mut phrase),
            s if s.chars().all(|c| c.is_whitespace() && c != '\n') => {
                end_word(&mut raw, &mut phrase)
            }
            _ => {
                end_word(&mut raw, &mut phrase);
                if !phrase.is_empty() {
                    out.push(std::mem::take(&mut phrase));
                }
            }
        }
    }
    end_word(&mut raw, &mut phrase);
    if !phrase.is_empty() {
        out.push(phrase);
    }
    out
}

fn token(raw: &str) -> Token {
    // "Bachelor's" → "Bachelor"; "don't" → "dont".
    let raw = raw
        .strip_suffix("'s")
        .or_else(|| raw.strip_suffix("’s"))
        .unwrap_or(raw);
    let lower: String = raw
        .chars()
        .filter(|c| !matches!(c, '.' | '\'' | '’'))
        .flat_map(char::to_lowercase)
        .collect();
    Token {
        raw: raw.trim_end_matches('.').to_owned(),
        key: singular(&lower),
    }
}

/// Folds regular English plurals so that "databases" meets "database" and "APIs" meets
/// "API". Both sides of a match go through it, so an odd fold ("kubernetes" → "kubernete")
/// still matches itself.
fn singular(word: &str) -> String {
    let n = word.chars().count();
    if n > 4 && word.ends_with("ies") {
        format!("{}y", &word[..word.len() - 3])
    } else if n > 3
        && word.ends_with('s')
        && !["ss", "us", "js", "os"].iter().any(|end| word.ends_with(end))
        // "analysis" stays; "KPIs" and "APIs" fold.
        && !(n > 4 && word.ends_with("is"))
        && word.chars().all(|c| c.is_alphanumeric())
    {
        word[..word.len() - 1].to_owned()
    } else {
        word.to_owned()
    }
}

/// The matching key of a term typed as text, e.g. "Node.js" → "nodejs", "CI/CD" → "cicd".
pub fn key_of(term: &str) -> String {
    phrases(term)
        .iter()
        .flatten()
        .map(|t| t.key.as_str())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variants_share_a_key() {
        for (a, b) in [
            ("Node.js", "NodeJS"),
            ("node js", "Node.JS"),
            ("CI/CD", "ci-cd"),
            ("CI/CD", "CI CD"),
            ("APIs", "api"),
            ("Databases", "database"),
            ("Bachelor's", "bachelor"),
            ("project-management", "Project Management"),
        ] {
            assert_eq!(key_of(a), key_of(b), "{a} vs {b}");
        }
        assert_eq!(key_of("C++"), "c++");
        assert_eq!(key_of("C#"), "c#");
        assert_ne!(key_of("C++"), key_of("C"));
        assert_eq!(key_of("Analysis"), "analysis");
    }

    #[test]
    fn words_of_every_script_stay_whole() {
        let keys = |text: &str| -> Vec<String> {
            phrases(text)
                .iter()
                .flatten()
                .map(|t| t.key.clone())
                .collect()
        };
        // Vowel signs and the virama are marks, not letters: they stay inside their words.
        assert_eq!(
            keys("रोगी देखभाल, प्राथमिक चिकित्सा"),
            ["रोगी", "देखभाल", "प्राथमिक", "चिकित्सा"]
        );
        assert_eq!(
            keys("قواعد البيانات، الأنظمة الموزّعة"),
            ["قواعد", "البيانات", "الأنظمة", "الموزّعة"]
        );
        assert_eq!(
            keys("Erfahrung mit Qualitätssicherung"),
            ["erfahrung", "mit", "qualitätssicherung"]
        );
        assert_eq!(key_of("Projekt-Management"), key_of("Projektmanagement"));
    }

    #[test]
    fn punctuation_splits_phrases_and_keeps_sentence_ends_off_words() {
        let p = phrases("We use Rust, Go. Node.js 3.5 years\nSQL");
        let keys: Vec<Vec<&str>> = p
            .iter()
            .map(|ph| ph.iter().map(|t| t.key.as_str()).collect())
            .collect();
        assert_eq!(
            keys,
            [
                vec!["we", "use", "rust"],
                vec!["go"],
                vec!["nodejs", "35", "year"],
                vec!["sql"]
            ]
        );
    }
}
