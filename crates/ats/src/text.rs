//! Tokens with matching keys: "Node.js", "NodeJS" and "node js" all come down to `nodejs`,
//! "CI/CD" and "CI-CD" to `cicd`, "APIs" to `api`, while "C++" and "C#" keep their symbols.

/// One word of a text: its surface form and its matching key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    /// As written, e.g. "Node.js".
    pub raw: String,
    /// Lower-case, dots dropped, plural folded, e.g. "nodejs".
    pub key: String,
}

/// The text cut into phrases: runs of words that punctuation (`,` `;` `:` a full stop, a
/// bracket, a line break) does not separate. Terms never span two phrases; `/`, `-` and `&`
/// separate words inside a phrase.
pub fn phrases(text: &str) -> Vec<Vec<Token>> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut phrase = Vec::new();
    let mut raw = String::new();
    let end_word = |raw: &mut String, phrase: &mut Vec<Token>| {
        if !raw.is_empty() {
            phrase.push(token(raw));
            raw.clear();
        }
    };
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        let next_is_alnum = next.is_some_and(char::is_alphanumeric);
        match c {
            c if c.is_alphanumeric() => raw.push(c),
            '+' | '#' if !raw.is_empty() => raw.push(c),
            // "Node.js", ".NET", "ASP.NET": a dot before a letter joins; anything else ends.
            '.' if next_is_alnum => {
                if !raw.is_empty() {
                    raw.push('.');
                }
            }
            '\'' | '’' => {
                // "Bachelor's" → "Bachelor"; "don't" → "dont".
                let after = chars.get(i + 2).copied();
                if next == Some('s') && !after.is_some_and(char::is_alphanumeric) {
                    i += 1;
                }
            }
            '/' | '-' | '&' | '–' => end_word(&mut raw, &mut phrase),
            c if c.is_whitespace() && c != '\n' => end_word(&mut raw, &mut phrase),
            _ => {
                end_word(&mut raw, &mut phrase);
                if !phrase.is_empty() {
                    out.push(std::mem::take(&mut phrase));
                }
            }
        }
        i += 1;
    }
    end_word(&mut raw, &mut phrase);
    if !phrase.is_empty() {
        out.push(phrase);
    }
    out
}

fn token(raw: &str) -> Token {
    let lower: String = raw
        .chars()
        .filter(|c| *c != '.')
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
