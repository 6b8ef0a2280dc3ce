//! Rewriting one achievement into a bullet that opens with a strong action verb.
//!
//! The rules only ever change the opening words of a sentence (a weak opener, a pronoun, the
//! tense of the first verb). Everything after the opener is kept as written: numbers, names,
//! products and companies come out as they went in, except that a known name typed in lower
//! case is written as its maker writes it ("zendesk" → "Zendesk", `vitae_ats::with_known_names`).

use super::verbs::{
    alternatives_to, classify, guess_past_of_gerund, is_base, is_nounish, VerbForm,
};
use crate::family::Tone;
use crate::text::{capitalize, decapitalize_common, sentences};

/// Phrases before the real opener that carry nothing ("I was", "My duties included").
const LEAD_INS: &[&str] = &[
    "my main responsibilities included",
    "my responsibilities included",
    "my responsibilities include",
    "responsibilities included",
    "responsibilities include",
    "my duties included",
    "my duties include",
    "duties included",
    "duties include",
    "duties:",
    "tasks included",
    "tasks include",
    "my role was to",
    "my job was to",
    "my job was",
    "my role was",
    "role included",
    "i'm",
    "i’m",
    "i've",
    "i’ve",
    "i have been",
    "i had been",
    "i was",
    "i am",
    "i have",
    "i had",
    "i also",
    "i",
    "we",
    "have been",
    "had been",
    "was also",
    "was",
    "am",
    "were",
    "also",
];

enum Rule {
    /// Replace the opener with a fixed verb phrase.
    Verb(&'static str),
    /// "responsible for": a gerund that follows becomes the verb, otherwise the level's
    /// ownership verb.
    Ownership,
    /// "in charge of": like ownership, with the level's verb for charge.
    Charge,
    /// "managed to cut": the next verb, in the past tense, becomes the opener; without one,
    /// the fixed phrase ("assigned to the night shift": "Served on the night shift").
    NextVerb(&'static str),
    /// "helped train new hires": "Trained new hires"; "helped customers find": "Guided
    /// customers to find".
    Helped,
    /// "worked on X": a gerund that follows becomes the verb, else "Contributed to".
    WorkedOn,
}

const OPENERS: &[(&str, Rule)] = &[
    ("was responsible for", Rule::Ownership),
    ("responsible for", Rule::Ownership),
    ("was in charge of", Rule::Charge),
    ("in charge of", Rule::Charge),
    ("charged with", Rule::Ownership),
    ("tasked with", Rule::Ownership),
    ("accountable for", Rule::Ownership),
    ("worked on", Rule::WorkedOn),
    (
        "worked closely with",
        Rule::Verb("Collaborated closely with"),
    ),
    ("worked alongside", Rule::Verb("Collaborated with")),
    ("worked with", Rule::Verb("Partnered with")),
    ("worked as", Rule::Verb("Served as")),
    ("worked in", Rule::Verb("Operated in")),
    ("worked at", Rule::Verb("Served at")),
    ("worked to", Rule::NextVerb("Delivered")),
    ("worked", Rule::Verb("Handled")),
    ("helped with", Rule::Verb("Supported")),
    ("helped to", Rule::Helped),
    ("helped", Rule::Helped),
    ("helping", Rule::Helped),
    ("assisted with", Rule::Verb("Supported")),
    ("assisted in", Rule::Verb("Supported")),
    ("assisted", Rule::Verb("Supported")),
    ("assisting with", Rule::Verb("Supported")),
    ("involved in", Rule::Verb("Contributed to")),
    ("participated in", Rule::Verb("Contributed to")),
    ("took part in", Rule::Verb("Contributed to")),
    ("part of", Rule::Verb("Contributed to")),
    ("dealt with", Rule::Verb("Handled")),
    ("dealing with", Rule::Verb("Handled")),
    ("looked after", Rule::Verb("Managed")),
    ("took care of", Rule::Verb("Managed")),
    ("tried to", Rule::Verb("Sought to")),
    ("managed to", Rule::NextVerb("Delivered")),
    ("able to", Rule::NextVerb("Delivered")),
    ("assigned to", Rule::NextVerb("Served on")),
    ("got", Rule::Verb("Secured")),
    ("did", Rule::Verb("Performed")),
    ("doing", Rule::Verb("Performed")),
    ("team of", Rule::Verb("Collaborated in a team of")),
    ("a team of", Rule::Verb("Collaborated in a team of")),
    ("member of", Rule::Verb("Served as a member of")),
    ("a member of", Rule::Verb("Served as a member of")),
];

/// Splits a description into achievements and rewrites each into a bullet line ("• …").
/// Text that does not read as English keeps its wording: the rules only know English.
/// A description as bullets. `english_resume`: the resume is written in English; the English
/// rules (stronger verbs, split compound sentences) apply only then, and only to text that
/// reads as English, so a German or Arabic description is tidied into bullets, never given
/// English words.
pub fn bullets(description: &str, tone: &Tone, english_resume: bool) -> Vec<String> {
    let english = english_resume && looks_english(description);
    let lines = sentences(description)
        .iter()
        .flat_map(|s| {
            if english {
                // Each part of a compound sentence is an achievement of its own and may open
                // with a weak verb of its own ("…, helped with inventory counts").
                first_person_clauses(s)
                    .iter()
                    .flat_map(|clause| split_compound(&rewrite(clause, tone)))
                    .map(|part| without_possessives(&rewrite(&part, tone)))
                    .collect()
            } else {
                vec![capitalize(s)]
            }
        })
        .filter(|s| !s.is_empty())
        .map(|s| vitae_ats::with_known_names(&s))
        .collect();
    let lines = if english {
        varied_openers(lines)
    } else {
        lines
    };
    lines.into_iter().map(|s| format!("• {s}")).collect()
}

/// The most bullets of one entry that may open with the same verb.
const MAX_SAME_OPENER: usize = 2;

/// An entry's bullets with no opening verb used more than [`MAX_SAME_OPENER`] times: past
/// that, a bullet opens with the next alternative the verb table gives that the entry does not
/// use yet (it keeps its verb when none is left).
fn varied_openers(lines: Vec<String>) -> Vec<String> {
    let opener = |line: &str| first_word(line).0.to_lowercase();
    let mut used: Vec<String> = Vec::new();
    lines
        .into_iter()
        .map(|line| {
            let verb = opener(&line);
            let times = used.iter().filter(|u| **u == verb).count();
            let line = if times < MAX_SAME_OPENER {
                line
            } else {
                let fresh = alternatives_to(&verb)
                    .iter()
                    .find(|alt| used.iter().filter(|u| u == alt).count() < MAX_SAME_OPENER);
                match fresh {
                    Some(alt) => join(&capitalize(alt), first_word(&line).1),
                    None => line,
                }
            };
            used.push(opener(&line));
            line
        })
        .collect()
}

/// "I love solving problems and I worked with Docker": each "I" or "we" after "and" or a comma
/// starts a clause of its own, which the rules then read on its own.
fn first_person_clauses(sentence: &str) -> Vec<String> {
    let tokens: Vec<&str> = sentence.split(' ').collect();
    let mut clauses = Vec::new();
    let mut start = 0;
    for (i, pair) in tokens.windows(2).enumerate() {
        let (word, next) = (pair[0], pair[1]);
        if !matches!(next.to_lowercase().as_str(), "i" | "we") {
            continue;
        }
        let end = if word.eq_ignore_ascii_case("and") {
            i
        } else if word.ends_with(',') {
            i + 1
        } else {
            continue;
        };
        if end > start {
            clauses.push(
                tokens[start..end]
                    .join(" ")
                    .trim_end_matches(',')
                    .to_owned(),
            );
        }
        start = i + 1;
    }
    clauses.push(tokens[start..].join(" "));
    clauses
}

/// "Trained new hires on our queue" → "… on the queue": a resume speaks of the work, not of
/// whose it was.
fn without_possessives(line: &str) -> String {
    line.split(' ')
        .map(|word| match word {
            "our" | "my" => "the",
            "Our" | "My" => "The",
            other => other,
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// What someone likes is no achievement: "love solving problems", "enjoy working with people".
/// Such a clause stays in the user's own text and is left out of the bullets.
const FEELINGS: &[&str] = &[
    "love",
    "loved",
    "like",
    "liked",
    "enjoy",
    "enjoyed",
    "am passionate about",
    "passionate about",
];

/// Whether `text` reads as English: enough of its words are common English function words or
/// English verb forms the rules know.
pub fn looks_english(text: &str) -> bool {
    const COMMON: &[&str] = &[
        "the",
        "and",
        "of",
        "to",
        "for",
        "with",
        "in",
        "on",
        "at",
        "by",
        "from",
        "our",
        "my",
        "was",
        "were",
        "is",
        "i",
        "we",
        "responsible",
        "worked",
        "helped",
        "managed",
        "led",
        "built",
        "across",
        "per",
        "over",
        "into",
        "new",
        "team",
        "all",
        "as",
        "than",
    ];
    let words: Vec<String> = text
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    if words.len() < 4 {
        return true;
    }
    let hits = words
        .iter()
        .filter(|w| COMMON.contains(&w.as_str()) || classify(w).is_some())
        .count();
    hits * 10 >= words.len()
}

/// Case-insensitive prefix match on whole words; returns the rest after the prefix.
fn strip_prefix_words<'a>(text: &'a str, prefix: &str) -> Option<&'a str> {
    let head = text.get(..prefix.len())?;
    if !head.eq_ignore_ascii_case(prefix) {
        return None;
    }
    let rest = &text[prefix.len()..];
    let boundary = prefix.ends_with(|c: char| !c.is_alphanumeric())
        || rest.is_empty()
        || rest.starts_with(|c: char| !c.is_alphanumeric());
    boundary.then(|| rest.trim_start_matches([' ', ',', ':']))
}

fn first_word(s: &str) -> (&str, &str) {
    match s.find(' ') {
        Some(i) => (&s[..i], s[i + 1..].trim_start()),
        None => (s, ""),
    }
}

/// Rewrites one achievement so that it opens with a strong verb in the past tense.
pub fn rewrite(sentence: &str, tone: &Tone) -> String {
    let mut s = sentence.trim();
    // Drop lead-ins, repeatedly ("I was also responsible for").
    loop {
        let before = s;
        for lead in LEAD_INS {
            if let Some(rest) = strip_prefix_words(s, lead) {
                if !rest.is_empty() {
                    s = rest;
                    break;
                }
            }
        }
        if s == before {
            break;
        }
    }
    if FEELINGS.iter().any(|f| strip_prefix_words(s, f).is_some()) {
        return String::new();
    }
    if let Some(strong) = without_weak_opener(s, tone) {
        return strong;
    }
    if s != sentence.trim() {
        // After "Duties included", "My role was to", … an -ing word is the duty itself.
        if let Some(done) = gerund_led(s) {
            return done;
        }
    }
    open_with_verb(s)
}

/// `sentence` opened with a strong verb when it opens with a weak one ("Responsible for the
/// pipeline" → "Owned the pipeline"); `None` when it does not.
pub fn without_weak_opener(sentence: &str, tone: &Tone) -> Option<String> {
    OPENERS.iter().find_map(|(opener, rule)| {
        strip_prefix_words(sentence, opener)
            .filter(|rest| !rest.is_empty())
            .map(|rest| apply(rule, rest, tone))
    })
}

fn apply(rule: &Rule, rest: &str, tone: &Tone) -> String {
    match rule {
        Rule::Verb(v) => join(v, rest),
        Rule::Ownership => {
            gerund_led(rest).unwrap_or_else(|| join(ownership(rest, tone.ownership_verb), rest))
        }
        Rule::Charge => {
            gerund_led(rest).unwrap_or_else(|| join(ownership(rest, tone.charge_verb), rest))
        }
        Rule::WorkedOn => gerund_led(rest).unwrap_or_else(|| join("Contributed to", rest)),
        Rule::NextVerb(otherwise) => {
            let (word, after) = first_word(rest);
            match classify(word) {
                Some(form) if !after.is_empty() => join(&capitalize(&form.past()), after),
                _ => join(otherwise, rest),
            }
        }
        Rule::Helped => helped(rest),
    }
}

/// The verb for owning `rest`: the level's verb for people and initiatives ("Led a team",
/// "Directed the migration"), "Managed" for things and figures ("Managed a $4M budget",
/// "Managed 2 patients per shift").
fn ownership<'a>(rest: &str, level_verb: &'a str) -> &'a str {
    const LEADABLE: &[&str] = &[
        "team",
        "teams",
        "staff",
        "organisation",
        "organization",
        "department",
        "division",
        "project",
        "projects",
        "program",
        "programme",
        "initiative",
        "migration",
        "move",
        "redesign",
        "rollout",
        "launch",
        "transformation",
        "function",
        "unit",
        "strategy",
        "service",
        "platform",
        "pipeline",
        "squad",
        "group",
        "engineers",
        "people",
        "centre",
        "center",
        "office",
        "store",
        "branch",
        "site",
        "plant",
        "region",
        "operations",
        "effort",
        "development",
        "roadmap",
        "rebuild",
        "overhaul",
        "expansion",
    ];
    let mut tokens = rest.split_whitespace();
    let first = tokens.next().unwrap_or("");
    let second = tokens.next().unwrap_or("");
    let is_figure = |t: &str| {
        t.starts_with(['$', '€', '£', '¥', '₹'])
            || t.chars().next().is_some_and(|c| c.is_ascii_digit())
    };
    if is_figure(first)
        || (matches!(first.to_lowercase().as_str(), "a" | "an" | "over" | "up")
            && is_figure(second))
    {
        return "Managed";
    }
    if matches!(level_verb, "Led" | "Directed") {
        let leads = rest
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| LEADABLE.contains(&w.to_lowercase().as_str()));
        if !leads {
            return "Managed";
        }
    }
    level_verb
}

/// "managing the team" → "Managed the team"; `None` when `rest` does not open with a verb
/// or the gerund names a thing ("hosting and domain setup").
fn gerund_led(rest: &str) -> Option<String> {
    let (word, after) = first_word(rest);
    if after.is_empty() || after.starts_with("and ") || after.starts_with("& ") || is_nounish(word)
    {
        return None;
    }
    let past = match classify(word) {
        Some(VerbForm::Gerund(past)) => past,
        Some(_) => return None,
        None => guess_past_of_gerund(word)?,
    };
    Some(join(&capitalize(&past), &past_list(drop_of(after))))
}

/// Participles that, after a comma, state the outcome of the clause before them.
const RESULT_PARTICIPLES: &[&str] = &[
    "saving",
    "reducing",
    "cutting",
    "increasing",
    "improving",
    "boosting",
    "lifting",
    "resulting",
    "leading",
    "enabling",
    "allowing",
    "driving",
    "generating",
    "bringing",
    "raising",
    "lowering",
    "decreasing",
    "growing",
    "achieving",
    "delivering",
    "making",
    "helping",
    "contributing",
    "ensuring",
    "eliminating",
    "freeing",
    "doubling",
    "tripling",
    "halving",
    "reaching",
    "exceeding",
    "earning",
    "winning",
];

/// In a list of duties that opened with a gerund, the later gerunds too become past tense:
/// "phones, filing records and scheduling visits" → "phones, filed records and scheduled visits".
fn past_list(rest: &str) -> String {
    let tokens: Vec<&str> = rest.split(' ').collect();
    let mut out: Vec<String> = Vec::with_capacity(tokens.len());
    for (i, t) in tokens.iter().enumerate() {
        let after_separator = i > 0 && (tokens[i - 1].ends_with(',') || tokens[i - 1] == "and");
        // ", saving 6 hours a week" states the result of what came before; it stays.
        let result_clause = i > 0
            && tokens[i - 1].ends_with(',')
            && RESULT_PARTICIPLES.contains(&t.to_lowercase().as_str());
        match classify(t) {
            Some(VerbForm::Gerund(past)) if after_separator && !result_clause && !is_nounish(t) => {
                out.push(past)
            }
            _ => out.push((*t).to_owned()),
        }
    }
    out.join(" ")
}

/// Splits a bullet that holds several achievements ("Cut costs by 15% and improved NPS",
/// "Performed intake, handled complaints, trained new staff") at a comma or "and" followed by
/// a verb in the past tense. Both sides must be at least two words ("Designed and built the
/// API" stays whole), and a relative clause ("engineers who built and shipped X") is not split.
pub fn split_compound(bullet: &str) -> Vec<String> {
    const RELATIVE: &[&str] = &["who", "that", "which", "where", "whose", "whom", "while"];
    let tokens: Vec<&str> = bullet.split(' ').collect();
    let mut parts: Vec<String> = Vec::new();
    let mut start = 0;
    let mut i = 1;
    while i < tokens.len() {
        let verb_at = if matches!(tokens[i], "and" | "-" | "–" | "—") {
            i + 1
        } else if tokens[i - 1].ends_with(',') {
            i
        } else {
            usize::MAX
        };
        if verb_at < tokens.len() {
            let word = tokens[verb_at];
            let is_past = match classify(word) {
                Some(VerbForm::Past(_)) => true,
                // "cut", "set": the base form is also the past
                Some(VerbForm::Base(past)) => past == word.to_lowercase(),
                Some(_) => false,
                None => looks_past(word),
            };
            let left = &tokens[start..i];
            let right_len = tokens.len() - verb_at;
            let relative = left
                .iter()
                .skip(1)
                .any(|w| RELATIVE.contains(&w.to_lowercase().trim_end_matches(',')));
            if is_past && left.len() >= 2 && right_len >= 2 && !relative {
                let text = left.join(" ");
                parts.push(text.trim_end_matches([',', ';']).to_owned());
                start = verb_at;
                i = verb_at + 1;
                continue;
            }
        }
        i += 1;
    }
    parts.push(tokens[start..].join(" "));
    parts
        .into_iter()
        .map(|p| capitalize(p.trim()))
        .filter(|p| !p.is_empty())
        .collect()
}

fn helped(rest: &str) -> String {
    let words: Vec<&str> = rest.split(' ').collect();
    // "helped train new hires" → "Trained new hires": the verb says what was done.
    if let [first, _, ..] = words.as_slice() {
        if let Some(VerbForm::Base(past) | VerbForm::Gerund(past)) = classify(first) {
            if !is_nounish(first) {
                return join(&capitalize(&past), &words[1..].join(" "));
            }
        }
    }
    // "helped customers find the right products" → "Guided customers to find …"
    for i in 1..words.len().min(4) {
        if is_base(words[i]) && words[i - 1] != "to" {
            let mut out = words[..i].to_vec();
            out.push("to");
            out.extend_from_slice(&words[i..]);
            return join("Guided", &out.join(" "));
        }
        if words[i] == "to" {
            return join("Guided", rest);
        }
    }
    join("Supported", rest)
}

fn drop_of(s: &str) -> &str {
    s.strip_prefix("of ").unwrap_or(s)
}

/// A sentence without a weak opener: put its verb in the past tense, or open it with one.
fn open_with_verb(s: &str) -> String {
    let (word, after) = first_word(s);
    let next = first_word(after).0.to_lowercase();
    if !after.is_empty() {
        match classify(word) {
            Some(VerbForm::Past(past)) => return join(&capitalize(&past), after),
            Some(VerbForm::Base(past))
                if !(is_nounish(word)
                    && ["for", "across", "within", "at", "and"].contains(&next.as_str())) =>
            {
                return join(&capitalize(&past), drop_of(after))
            }
            Some(VerbForm::Gerund(past)) if !is_nounish(word) => {
                return join(&capitalize(&past), drop_of(after))
            }
            Some(VerbForm::Present(past)) if !is_nounish(word) => {
                return join(&capitalize(&past), after)
            }
            None if looks_past(word) => return join(&capitalize(word), after),
            _ => {}
        }
    }
    if is_clause(s) {
        join("Contributed to results:", &decapitalize_common(s))
    } else {
        join("Delivered", &decapitalize_common(s))
    }
}

/// A past-tense verb the tables do not know ("Dispensed", "Counselled", "Spearheaded"),
/// told from the adjectives that look like one ("Dedicated", "Experienced").
fn looks_past(word: &str) -> bool {
    const ADJECTIVES: &[&str] = &[
        "dedicated",
        "experienced",
        "skilled",
        "talented",
        "motivated",
        "detailed",
        "advanced",
        "qualified",
        "certified",
        "licensed",
        "seasoned",
        "varied",
        "assorted",
        "related",
        "based",
        "interested",
        "united",
        "limited",
        "red",
        "need",
        "speed",
        "seed",
        "breed",
        "shed",
        "bed",
        "embedded",
        "distributed",
        "automated",
        "integrated",
        "combined",
        "extended",
        "unlimited",
        "customized",
        "personalized",
        "specialized",
        "blended",
    ];
    let w = word.to_lowercase();
    w.len() >= 5
        && w.ends_with("ed")
        && w.chars().all(|c| c.is_alphabetic() || c == '-')
        && !ADJECTIVES.contains(&w.as_str())
}

/// Whether a sentence has its own subject and verb ("Sales grew 20%").
fn is_clause(s: &str) -> bool {
    const LINKS: &[&str] = &[
        "was", "were", "is", "are", "has", "have", "had", "rose", "fell",
    ];
    s.split(' ')
        .skip(1)
        .take(4)
        .any(|w| LINKS.contains(&w) || matches!(classify(w), Some(VerbForm::Past(_))))
}

fn join(verb: &str, rest: &str) -> String {
    let rest = rest.trim();
    if rest.is_empty() {
        verb.to_owned()
    } else {
        format!("{verb} {rest}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::family::tone;
    use vitae_domain::ExperienceLevel;

    fn r(s: &str) -> String {
        rewrite(s, &tone(ExperienceLevel::Mid))
    }

    #[test]
    fn weak_openers_become_action_verbs() {
        assert_eq!(
            r("Responsible for managing a team of 5"),
            "Managed a team of 5"
        );
        assert_eq!(
            r("responsible for the billing service"),
            "Owned the billing service"
        );
        assert_eq!(
            r("I was in charge of the front desk"),
            "Managed the front desk"
        );
        assert_eq!(
            r("Worked on improving checkout speed by 30%"),
            "Improved checkout speed by 30%"
        );
        assert_eq!(
            r("worked on the AWS migration"),
            "Contributed to the AWS migration"
        );
        assert_eq!(r("Helped build the iOS app"), "Built the iOS app");
        assert_eq!(
            r("I love solving problems"),
            "",
            "a feeling is no achievement"
        );
        assert_eq!(r("helped train new hires"), "Trained new hires");
        assert_eq!(
            r("helped customers find the right products"),
            "Guided customers to find the right products"
        );
        assert_eq!(
            r("Helped with onboarding of 12 hires"),
            "Supported onboarding of 12 hires"
        );
        assert_eq!(r("Managed to cut costs by 15%"), "Cut costs by 15%");
        assert_eq!(
            r("assigned to the night shift"),
            "Served on the night shift"
        );
        assert_eq!(
            r("Duties included answering 40 calls a day"),
            "Answered 40 calls a day"
        );
    }

    #[test]
    fn tense_is_fixed_and_noun_phrases_get_a_verb() {
        assert_eq!(
            r("Manage social media for 3 brands"),
            "Managed social media for 3 brands"
        );
        assert_eq!(
            r("Developing REST APIs in Rust"),
            "Developed REST APIs in Rust"
        );
        assert_eq!(r("Led a team of 8"), "Led a team of 8");
        assert_eq!(r("I’ve built 3 dashboards"), "Built 3 dashboards");
        assert_eq!(r("I'm managing 2 interns"), "Managed 2 interns");
        assert_eq!(
            r("Reports for the board"),
            "Delivered reports for the board"
        );
        assert_eq!(
            r("Sales grew 20% in 2023"),
            "Contributed to results: sales grew 20% in 2023"
        );
        assert_eq!(
            r("Team of 4 engineers"),
            "Collaborated in a team of 4 engineers"
        );
        assert_eq!(r("Design of the new site"), "Designed the new site");
        assert_eq!(
            r("Dispensed 200 prescriptions a day"),
            "Dispensed 200 prescriptions a day"
        );
        assert_eq!(
            r("Month-end close for 3 entities"),
            "Delivered month-end close for 3 entities"
        );
        assert_eq!(
            r("Tasks included pulling SQL reports"),
            "Pulled SQL reports"
        );
        assert_eq!(
            r("responsible for hosting and domain setup"),
            "Owned hosting and domain setup"
        );
    }

    #[test]
    fn several_achievements_in_one_sentence_become_several_bullets() {
        let t = tone(ExperienceLevel::Mid);
        assert_eq!(
            bullets(
                "did customer service, handled complaints, trained new staff",
                &t,
                true
            ),
            [
                "• Performed customer service",
                "• Handled complaints",
                "• Trained new staff"
            ]
        );
        assert_eq!(
            bullets(
                "Reduced costs by 15% and improved NPS from 30 to 45",
                &t,
                true
            ),
            ["• Reduced costs by 15%", "• Improved NPS from 30 to 45"]
        );
        assert_eq!(
            bullets(
                "Managed accounts for 4 brands - grew followers from 25k to 80k",
                &t,
                true
            ),
            [
                "• Managed accounts for 4 brands",
                "• Grew followers from 25k to 80k"
            ]
        );
        assert_eq!(
            bullets("was responsible for loading trucks, helped with inventory counts, trained 3 new starters", &t, true),
            ["• Loaded trucks", "• Supported inventory counts", "• Trained 3 new starters"]
        );
        assert_eq!(
            bullets(
                "I love solving problems and I worked with docker every day, we shipped our app",
                &t,
                true
            ),
            [
                "• Partnered with Docker every day",
                "• Shipped the app"
            ],
            "a feeling left out, each first-person clause a bullet, names and possessives put right"
        );
        assert_eq!(
            bullets(
                "Implemented NetSuite, cut close from 10 days to 5",
                &t,
                true
            ),
            ["• Implemented NetSuite", "• Cut close from 10 days to 5"]
        );
        assert_eq!(
            bullets(
                "Dispensed 200 prescriptions a day and counselled patients",
                &t,
                true
            ),
            [
                "• Dispensed 200 prescriptions a day",
                "• Counselled patients"
            ]
        );
        assert_eq!(
            bullets("Designed and built the booking API", &t, true),
            ["• Designed and built the booking API"]
        );
        assert_eq!(
            bullets(
                "Partnered with engineers who built and shipped the app",
                &t,
                true
            ),
            ["• Partnered with engineers who built and shipped the app"]
        );
        assert_eq!(
            bullets(
                "Duties included answering phones, filing records and scheduling 20 visits a day",
                &t,
                true
            ),
            [
                "• Answered phones",
                "• Filed records",
                "• Scheduled 20 visits a day"
            ]
        );
    }

    #[test]
    fn other_languages_keep_their_wording() {
        let t = tone(ExperienceLevel::Mid);
        assert_eq!(
            bullets("Desenvolvi APIs REST em Java para o portal esportivo. Reduzi o tempo de build de 40 para 12 minutos", &t, true),
            [
                "• Desenvolvi APIs REST em Java para o portal esportivo",
                "• Reduzi o tempo de build de 40 para 12 minutos"
            ]
        );
        assert!(looks_english(
            "Built REST APIs in Java for the sports portal"
        ));
        assert!(looks_english(
            "Responsible for weekly sales dashboards in Tableau"
        ));
    }

    #[test]
    fn level_changes_the_ownership_verb() {
        let senior = rewrite(
            "Responsible for the payments platform",
            &tone(ExperienceLevel::Senior),
        );
        assert_eq!(senior, "Led the payments platform");
        let senior = rewrite(
            "Responsible for the CEO's calendar",
            &tone(ExperienceLevel::Senior),
        );
        assert_eq!(senior, "Managed the CEO's calendar");
        assert_eq!(
            r("Responsible for 2 patients per shift"),
            "Managed 2 patients per shift"
        );
        assert_eq!(
            r("responsible for a $1.2M budget"),
            "Managed a $1.2M budget"
        );
    }
}
