//! Keywords of a job description and their weights.
//!
//! Each line is read in its context: a heading such as "Requirements" or "Nice to have" sets
//! the context of the lines under it, a line saying "required"/"must" or "preferred"/"a plus"
//! overrides it, and benefits or company blurbs are skipped. A term's weight is 3 when the
//! description requires it, 2 when it just names it, 1 when it is a nice-to-have, plus one
//! for each repeat (at most two).

use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

use crate::lexicon::lexicon;
use crate::text::{phrases, Token};
use crate::KeywordKind;

/// At most this many keywords are kept, the heaviest first: past it a posting is all noise.
const MAX_KEYWORDS: usize = 40;
const MAX_REPEAT_BONUS: u32 = 2;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Stress {
    Preferred,
    Named,
    Required,
}

impl Stress {
    fn base_weight(self) -> u32 {
        match self {
            Self::Preferred => 1,
            Self::Named => 2,
            Self::Required => 3,
        }
    }
}

/// Where a line sits in the posting.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Context {
    /// Benefits, "about us", equal-opportunity text: no keyword comes from there.
    Skip,
    Lines(Stress),
}

/// A keyword of the job description, ready to be matched.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JobTerm {
    pub term: String,
    pub kind: KeywordKind,
    pub weight: u32,
    /// Every key the term may appear under in a resume.
    pub keys: Vec<String>,
}

struct Found {
    term: String,
    kind: KeywordKind,
    keys: Vec<String>,
    stress: Stress,
    count: u32,
    first_seen: usize,
}

/// The keywords of `job_description`, heaviest first (ties in order of appearance).
pub fn job_terms(job_description: &str) -> Vec<JobTerm> {
    let mut found: HashMap<String, Found> = HashMap::new();
    let mut record = |key: String, term: String, kind, keys: Vec<String>, stress| {
        let next = found.len();
        let f = found.entry(key).or_insert(Found {
            term,
            kind,
            keys,
            stress,
            count: 0,
            first_seen: next,
        });
        f.count += 1;
        f.stress = f.stress.max(stress);
    };

    let mut context = Context::Lines(Stress::Named);
    let mut title_done = false;
    let english = reads_as_english(job_description);
    for raw_line in job_description.lines() {
        let line = strip_bullet(raw_line);
        if line.is_empty() {
            continue;
        }
        let bulleted = line.len() < raw_line.trim().len();
        if let Some(heading) = heading_context(line).filter(|_| !bulleted) {
            context = heading;
            if line.trim_end().ends_with(':') || !title_done {
                title_done = true;
                continue;
            }
        }
        if !english && !bulleted && line.trim_end().ends_with([':', '：']) {
            // "Anforderungen:", "المتطلبات:": a heading in a language the cues above do not
            // know; it names no keyword.
            title_done = true;
            continue;
        }
        let stress = match (context, line_stress(line)) {
            (_, Some(s)) => s,
            (Context::Lines(s), None) => s,
            (Context::Skip, None) => continue,
        };
        let phrases = phrases(line);
        if !title_done {
            title_done = true;
            if let Some((key, title)) = title(&phrases) {
                record(
                    key.clone(),
                    title,
                    KeywordKind::Title,
                    vec![key],
                    Stress::Required,
                );
            }
        }
        let mut spotted_any = false;
        for (n, phrase) in phrases.iter().enumerate() {
            scan(phrase, stress != Stress::Named, n == 0, &mut |t| {
                spotted_any = true;
                record(t.key, t.term, t.kind, t.keys, stress)
            });
        }
        // The term list and the name rules are English. In a posting in another language a
        // short bullet that names nothing they know is itself a requirement: "قواعد البيانات",
        // "रोगी देखभाल", "Qualitätssicherung".
        if !english && bulleted && !spotted_any {
            if let [phrase] = phrases.as_slice() {
                if (1..=MAX_BULLET_TERM_WORDS).contains(&phrase.len()) {
                    let key: String = phrase.iter().map(|t| t.key.as_str()).collect();
                    let term = phrase
                        .iter()
                        .map(|t| t.raw.as_str())
                        .collect::<Vec<_>>()
                        .join(" ");
                    // "خبرة في قواعد البيانات" (experience in databases) is met by a resume
                    // that says "قواعد البيانات": any run of two or more of its words counts.
                    let mut keys = vec![key.clone()];
                    for n in (2..phrase.len()).rev() {
                        for run in phrase.windows(n) {
                            keys.push(run.iter().map(|t| t.key.as_str()).collect());
                        }
                    }
                    record(key, term, KeywordKind::Skill, keys, stress);
                }
            }
        }
    }

    let mut terms: Vec<Found> = found.into_values().collect();
    let weight = |f: &Found| f.stress.base_weight() + (f.count - 1).min(MAX_REPEAT_BONUS);
    terms.sort_by(|a, b| {
        weight(b)
            .cmp(&weight(a))
            .then(a.first_seen.cmp(&b.first_seen))
    });
    terms.truncate(MAX_KEYWORDS);
    terms
        .into_iter()
        .map(|f| JobTerm {
            weight: weight(&f),
            term: f.term,
            kind: f.kind,
            keys: f.keys,
        })
        .collect()
}

/// A bullet of at most this many words is taken whole as a term of a non-English posting.
const MAX_BULLET_TERM_WORDS: usize = 4;

/// Whether a posting is written in English: enough of its words are English's little words.
fn reads_as_english(text: &str) -> bool {
    let stop = stop_words();
    let (mut words, mut little) = (0usize, 0usize);
    for token in phrases(text).iter().flatten() {
        words += 1;
        if stop.contains(token.key.as_str()) {
            little += 1;
        }
    }
    words == 0 || little * 12 >= words
}

struct Spotted {
    key: String,
    term: String,
    kind: KeywordKind,
    keys: Vec<String>,
}

/// Finds terms in one phrase: listed terms (longest first), then "<noun> management"-style
/// skill phrases, tool-shaped words ("PyTorch", "SQL", "C++"), and — in requirement lines —
/// capitalised names ("Snowflake", "Google Ads").
/// The first word of a line is capitalised anyway, so it is never taken for a name.
fn scan(phrase: &[Token], names_count: bool, starts_line: bool, emit: &mut dyn FnMut(Spotted)) {
    let lex = lexicon();
    let stop = stop_words();
    let mut i = 0;
    'tokens: while i < phrase.len() {
        for n in (1..=lex.max_words.min(phrase.len() - i)).rev() {
            let key: String = phrase[i..i + n].iter().map(|t| t.key.as_str()).collect();
            if let Some(&idx) = lex.by_key.get(&key) {
                let known = &lex.terms[idx];
                let capitalised = phrase[i].raw.starts_with(char::is_uppercase);
                if !known.proper_only || capitalised {
                    emit(Spotted {
                        key: known.keys[0].clone(),
                        term: known.display.to_owned(),
                        kind: known.kind,
                        keys: known.keys.clone(),
                    });
                    i += n;
                    continue 'tokens;
                }
            }
        }
        let t = &phrase[i];
        if let Some(next) = phrase.get(i + 1) {
            if SKILL_HEADS.contains(&next.key.as_str())
                && t.key.len() >= 3
                && t.key.chars().all(char::is_alphabetic)
                && !stop.contains(t.key.as_str())
            {
                let term = format!("{} {}", capitalise(&t.raw), next.raw.to_lowercase());
                emit(spotted(&term, format!("{}{}", t.key, next.key)));
                i += 2;
                continue;
            }
        }
        if tool_shaped(&t.raw) && !stop.contains(t.key.as_str()) {
            emit(spotted(&t.raw, t.key.clone()));
        } else if names_count && (i > 0 || !starts_line) && is_name(t, stop) {
            // A run of capitalised words is one name: "Google Ads", "Adobe Premiere".
            let mut j = i + 1;
            while j < phrase.len() && j - i < 3 && is_name(&phrase[j], stop) {
                j += 1;
            }
            let run = &phrase[i..j];
            let term = run
                .iter()
                .map(|t| t.raw.as_str())
                .collect::<Vec<_>>()
                .join(" ");
            emit(spotted(&term, run.iter().map(|t| t.key.as_str()).collect()));
            i = j;
            continue;
        }
        i += 1;
    }
}

fn spotted(term: &str, key: String) -> Spotted {
    Spotted {
        keys: vec![key.clone()],
        key,
        term: term.to_owned(),
        kind: KeywordKind::Skill,
    }
}

fn capitalise(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|c| {
            c.to_uppercase()
                .chain(chars.flat_map(char::to_lowercase))
                .collect()
        })
        .unwrap_or_default()
}

/// "GraphQL", "PyTorch", "SQL", "C++", "Vue.js": spelled like a product, not a word.
fn tool_shaped(raw: &str) -> bool {
    let letters = raw.chars().filter(|c| c.is_alphabetic()).count();
    let upper = raw.chars().filter(|c| c.is_uppercase()).count();
    let camel = raw
        .chars()
        .zip(raw.chars().skip(1))
        .any(|(a, b)| a.is_lowercase() && b.is_uppercase());
    let acronym = (2..=6).contains(&letters) && upper == letters;
    let symbol = raw.contains(['+', '#', '.']) && letters > 0;
    camel || acronym || symbol
}

fn is_name(t: &Token, stop: &HashSet<&str>) -> bool {
    t.raw.starts_with(char::is_uppercase)
        && t.raw.chars().count() > 1
        && !t.raw.chars().all(char::is_uppercase)
        && !stop.contains(t.key.as_str())
}

/// "Senior Backend Engineer (Rust)" → "Backend Engineer": the role the posting is for,
/// without its level, so that a resume's "Backend Engineer" matches it.
fn title(phrases: &[Vec<Token>]) -> Option<(String, String)> {
    let words: Vec<&Token> = phrases.iter().flatten().collect();
    if words.len() > 12 {
        return None;
    }
    let role_at = words
        .iter()
        .position(|t| ROLE_NOUNS.contains(&t.key.as_str()))?;
    let stop = stop_words();
    let mut start = role_at;
    while start > 0 && role_at - start < 2 {
        let t = words[start - 1];
        if stop.contains(t.key.as_str()) || LEVELS.contains(&t.key.as_str()) {
            break;
        }
        start -= 1;
    }
    let run = &words[start..=role_at];
    let title = run
        .iter()
        .map(|t| t.raw.as_str())
        .collect::<Vec<_>>()
        .join(" ");
    Some((run.iter().map(|t| t.key.as_str()).collect(), title))
}

fn strip_bullet(line: &str) -> &str {
    line.trim()
        .trim_start_matches(['-', '*', '•', '·', '–', '—', '▪', '◦', '>'])
        .trim()
}

fn heading_context(line: &str) -> Option<Context> {
    let words: Vec<&str> = line.split_whitespace().collect();
    // "Requirements:", or a short line without a sentence's little words: "Nice To Have".
    let is_heading = (line.ends_with(':') && words.len() <= 8)
        || (words.len() <= 4
            && !line.ends_with(['.', ',', ';'])
            && !words
                .iter()
                .any(|w| ["with", "in", "of", "and", "or"].contains(&w.to_lowercase().as_str())));
    if !is_heading {
        return None;
    }
    let lower = line.to_lowercase();
    let has = |cues: &[&str]| cues.iter().any(|c| lower.contains(c));
    if has(&[
        "benefit",
        "perk",
        "we offer",
        "compensation",
        "salary",
        "about us",
        "about the company",
        "who we are",
        "equal opportunit",
        "why join",
        "why you'll love",
    ]) {
        Some(Context::Skip)
    } else if has(PREFERRED_CUES) {
        Some(Context::Lines(Stress::Preferred))
    } else if has(&[
        "requirement",
        "qualification",
        "must",
        "need",
        "what you bring",
        "you have",
        "you'll have",
        "skills",
        "about you",
        "essential",
        "who you are",
        "experience",
    ]) {
        Some(Context::Lines(Stress::Required))
    } else if has(&[
        "responsibilit",
        "what you'll do",
        "what you will do",
        "the role",
        "duties",
    ]) {
        Some(Context::Lines(Stress::Named))
    } else {
        None
    }
}

const PREFERRED_CUES: &[&str] = &[
    "nice to have",
    "nice-to-have",
    "preferred",
    "bonus",
    "a plus",
    "desirable",
    "desired",
    "ideally",
    "not required",
    "good to have",
];

/// A line's own say: "X is required" / "must have X" or "X is a plus".
fn line_stress(line: &str) -> Option<Stress> {
    let lower = line.to_lowercase();
    let has = |cues: &[&str]| cues.iter().any(|c| lower.contains(c));
    if has(PREFERRED_CUES) {
        Some(Stress::Preferred)
    } else if has(&[
        "required",
        "must",
        "minimum",
        "essential",
        "mandatory",
        "need to have",
    ]) {
        Some(Stress::Required)
    } else {
        None
    }
}

/// Second words that make a skill phrase of the word before: "project management".
const SKILL_HEADS: &[&str] = &[
    "management",
    "analysis",
    "analytic",
    "development",
    "design",
    "testing",
    "engineering",
    "modeling",
    "modelling",
    "planning",
    "reporting",
    "strategy",
    "architecture",
    "optimization",
    "optimisation",
    "automation",
    "marketing",
    "operation",
    "security",
    "visualization",
    "governance",
    "research",
    "administration",
    "compliance",
    "learning",
    "intelligence",
    "accounting",
    "auditing",
    "forecasting",
    "budgeting",
    "scheduling",
];

const ROLE_NOUNS: &[&str] = &[
    "engineer",
    "developer",
    "manager",
    "analyst",
    "designer",
    "scientist",
    "consultant",
    "specialist",
    "coordinator",
    "administrator",
    "architect",
    "accountant",
    "nurse",
    "teacher",
    "director",
    "officer",
    "assistant",
    "associate",
    "representative",
    "technician",
    "writer",
    "editor",
    "recruiter",
    "strategist",
    "programmer",
    "lead",
    "head",
    "marketer",
    "auditor",
    "controller",
    "pharmacist",
    "therapist",
    "tutor",
    "lecturer",
    "advisor",
    "adviser",
];

const LEVELS: &[&str] = &[
    "senior",
    "sr",
    "junior",
    "jr",
    "staff",
    "principal",
    "lead",
    "mid",
    "level",
    "entry",
    "head",
    "chief",
    "i",
    "ii",
    "iii",
    "iv",
];

/// Words that are never a keyword on their own nor the first word of a skill phrase.
fn stop_words() -> &'static HashSet<&'static str> {
    static STOP: OnceLock<HashSet<&'static str>> = OnceLock::new();
    STOP.get_or_init(|| {
        [
            "a",
            "about",
            "above",
            "across",
            "after",
            "all",
            "also",
            "an",
            "and",
            "any",
            "are",
            "as",
            "at",
            "be",
            "been",
            "both",
            "but",
            "by",
            "can",
            "could",
            "do",
            "each",
            "for",
            "from",
            "had",
            "has",
            "have",
            "he",
            "her",
            "his",
            "how",
            "i",
            "if",
            "in",
            "into",
            "is",
            "it",
            "its",
            "may",
            "more",
            "most",
            "not",
            "of",
            "on",
            "or",
            "other",
            "our",
            "ours",
            "out",
            "over",
            "own",
            "per",
            "she",
            "so",
            "some",
            "such",
            "than",
            "that",
            "the",
            "their",
            "them",
            "then",
            "there",
            "these",
            "they",
            "this",
            "those",
            "through",
            "to",
            "under",
            "up",
            "us",
            "very",
            "was",
            "we",
            "were",
            "what",
            "when",
            "where",
            "which",
            "while",
            "who",
            "whom",
            "why",
            "will",
            "with",
            "within",
            "without",
            "would",
            "you",
            "your",
            "yours",
            "eg",
            "ie",
            "etc",
            "via",
            "able",
            "ability",
            "strong",
            "excellent",
            "good",
            "great",
            "solid",
            "proven",
            "deep",
            "new",
            "key",
            "core",
            "overall",
            "general",
            "various",
            "relevant",
            "related",
            "similar",
            "other",
            "high",
            "highly",
            "best",
            "top",
            "fast",
            "paced",
            "dynamic",
            "passionate",
            "motivated",
            "self",
            "hands",
            "demonstrated",
            "effective",
            "successful",
            "year",
            "experience",
            "knowledge",
            "understanding",
            "familiarity",
            "proficiency",
            "background",
            "skill",
            "work",
            "working",
            "role",
            "team",
            "join",
            "company",
            "candidate",
            "responsibility",
            "requirement",
            "qualification",
            "preferred",
            "required",
            "plus",
            "bonus",
            "must",
            "nice",
            "ideal",
            "ideally",
            "opportunity",
            "including",
            "using",
            "use",
            "build",
            "building",
            "help",
            "day",
            "time",
            "full",
            "part",
            "remote",
            "hybrid",
            "office",
            "salary",
            "benefit",
            "equal",
            "employer",
            "eoe",
            "pto",
            "usa",
            "uk",
            "eu",
            "asap",
            "faq",
            "tbd",
            "ok",
            "am",
            "pm",
            "our",
            "monday",
            "tuesday",
            "wednesday",
            "thursday",
            "friday",
            "saturday",
            "sunday",
            "january",
            "february",
            "march",
            "april",
            "june",
            "july",
            "august",
            "september",
            "october",
            "november",
            "december",
            "product",
            "business",
            "customer",
            "client",
            "people",
            "world",
            "global",
            "local",
            "internal",
            "external",
            "cross",
            "end",
            "what",
            "who",
            "we're",
            "you'll",
            "you're",
            "ensure",
            "own",
            "drive",
            "lead",
            "senior",
            "junior",
            "level",
            "mid",
            "entry",
            "staff",
            "principal",
            "based",
            "location",
            "apply",
            "application",
            "please",
            "degree",
            "field",
            "equivalent",
            "minimum",
            "least",
            "years",
            "plus",
            "hiring",
            "looking",
            "seeking",
            "want",
            // Verbs that precede a skill head without making a skill: "write design docs".
            "write",
            "run",
            "create",
            "improve",
            "make",
            "take",
            "support",
            "deliver",
            "manage",
            "own",
            "do",
            "get",
            "set",
            "learn",
            "lead",
            "plan",
            "report",
        ]
        .into_iter()
        .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn weights(jd: &str) -> Vec<(String, u32)> {
        job_terms(jd)
            .into_iter()
            .map(|t| (t.term, t.weight))
            .collect()
    }

    #[test]
    fn required_terms_outweigh_named_and_nice_to_have_ones() {
        let jd = "Backend Developer\n\
                  You will build services in Python.\n\
                  Requirements:\n- PostgreSQL\n- Kafka is a must\n\
                  Nice to have:\n- Terraform\n";
        let w = weights(jd);
        let of = |t: &str| w.iter().find(|(k, _)| k == t).map(|(_, w)| *w);
        assert_eq!(of("Backend Developer"), Some(3));
        assert_eq!(of("PostgreSQL"), Some(3));
        assert_eq!(of("Kafka"), Some(3));
        assert_eq!(of("Python"), Some(2));
        assert_eq!(of("Terraform"), Some(1));
    }

    #[test]
    fn repeats_add_weight_up_to_two() {
        let jd = "Role\nWe use Docker. Docker everywhere. Docker again. Docker. Docker.";
        assert_eq!(weights(jd), [("Docker".to_owned(), 4)]);
    }

    #[test]
    fn benefits_and_filler_give_no_keywords() {
        let jd = "Data Analyst\nBenefits:\n- Health insurance and 401k\n- Remote-friendly\n\
                  About us:\nWe are a passionate team.";
        assert_eq!(weights(jd), [("Data Analyst".to_owned(), 3)]);
    }

    #[test]
    fn unlisted_tools_and_skill_phrases_are_found() {
        let jd = "Requirements:\n- Experience with Snowflake, Google Ads and PyTorch\n\
                  - Stakeholder management and vendor negotiations\n- HIPAA awareness";
        let terms: Vec<String> = weights(jd).into_iter().map(|(t, _)| t).collect();
        for t in [
            "Snowflake",
            "Google Ads",
            "PyTorch",
            "Stakeholder management",
            "HIPAA",
        ] {
            assert!(terms.contains(&t.to_owned()), "{t} in {terms:?}");
        }
        assert!(!terms.iter().any(|t| t == "Experience"), "{terms:?}");
    }

    #[test]
    fn ordinary_words_are_not_tools() {
        let jd = "Role\nYou will excel in a fast-paced team and spark ideas.";
        assert!(weights(jd).is_empty(), "{:?}", weights(jd));
    }
}
