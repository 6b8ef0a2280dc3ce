//! Verb forms for rewriting bullet openers: base, past tense, gerund.

use std::collections::HashMap;
use std::sync::OnceLock;

/// Verbs whose forms do not follow the spelling rules below.
const IRREGULAR: &[(&str, &str, &str)] = &[
    ("lead", "led", "leading"),
    ("build", "built", "building"),
    ("rebuild", "rebuilt", "rebuilding"),
    ("oversee", "oversaw", "overseeing"),
    ("drive", "drove", "driving"),
    ("grow", "grew", "growing"),
    ("write", "wrote", "writing"),
    ("rewrite", "rewrote", "rewriting"),
    ("teach", "taught", "teaching"),
    ("sell", "sold", "selling"),
    ("run", "ran", "running"),
    ("cut", "cut", "cutting"),
    ("win", "won", "winning"),
    ("speak", "spoke", "speaking"),
    ("meet", "met", "meeting"),
    ("set", "set", "setting"),
    ("make", "made", "making"),
    ("take", "took", "taking"),
    ("give", "gave", "giving"),
    ("bring", "brought", "bringing"),
    ("keep", "kept", "keeping"),
    ("hold", "held", "holding"),
    ("begin", "began", "beginning"),
    ("undertake", "undertook", "undertaking"),
    ("spend", "spent", "spending"),
    ("send", "sent", "sending"),
    ("forecast", "forecast", "forecasting"),
    ("find", "found", "finding"),
    ("buy", "bought", "buying"),
    ("draw", "drew", "drawing"),
    ("feed", "fed", "feeding"),
    ("overcome", "overcame", "overcoming"),
    ("plan", "planned", "planning"),
    ("ship", "shipped", "shipping"),
    ("program", "programmed", "programming"),
    ("debug", "debugged", "debugging"),
    ("map", "mapped", "mapping"),
    ("log", "logged", "logging"),
    ("tag", "tagged", "tagging"),
    ("commit", "committed", "committing"),
    ("control", "controlled", "controlling"),
    ("equip", "equipped", "equipping"),
    ("submit", "submitted", "submitting"),
    ("transfer", "transferred", "transferring"),
    ("scan", "scanned", "scanning"),
    ("stop", "stopped", "stopping"),
    ("staff", "staffed", "staffing"),
    ("see", "saw", "seeing"),
    ("pay", "paid", "paying"),
    ("upsell", "upsold", "upselling"),
    ("outsell", "outsold", "outselling"),
];

/// Regular verbs: past = base + "ed" (with the usual e/y rules), gerund = base + "ing".
const REGULAR: &[&str] = &[
    "manage",
    "develop",
    "design",
    "create",
    "implement",
    "launch",
    "improve",
    "increase",
    "reduce",
    "deliver",
    "coordinate",
    "organize",
    "organise",
    "analyze",
    "analyse",
    "train",
    "mentor",
    "support",
    "handle",
    "maintain",
    "own",
    "streamline",
    "automate",
    "optimize",
    "optimise",
    "negotiate",
    "resolve",
    "process",
    "prepare",
    "conduct",
    "establish",
    "execute",
    "facilitate",
    "generate",
    "produce",
    "provide",
    "recruit",
    "redesign",
    "research",
    "review",
    "schedule",
    "serve",
    "solve",
    "spearhead",
    "test",
    "track",
    "transform",
    "migrate",
    "monitor",
    "onboard",
    "partner",
    "present",
    "prioritize",
    "prioritise",
    "publish",
    "reconcile",
    "refactor",
    "report",
    "assess",
    "audit",
    "answer",
    "collaborate",
    "communicate",
    "compile",
    "configure",
    "consolidate",
    "contribute",
    "convert",
    "deploy",
    "document",
    "draft",
    "edit",
    "engineer",
    "evaluate",
    "expand",
    "guide",
    "identify",
    "integrate",
    "introduce",
    "investigate",
    "model",
    "modernize",
    "achieve",
    "administer",
    "advise",
    "approve",
    "architect",
    "boost",
    "cultivate",
    "define",
    "demonstrate",
    "direct",
    "double",
    "triple",
    "earn",
    "enable",
    "enhance",
    "exceed",
    "influence",
    "initiate",
    "inspect",
    "install",
    "instruct",
    "interview",
    "lower",
    "measure",
    "mobilize",
    "motivate",
    "navigate",
    "operate",
    "orchestrate",
    "outperform",
    "pilot",
    "pioneer",
    "prototype",
    "raise",
    "record",
    "refine",
    "restructure",
    "revamp",
    "save",
    "scale",
    "secure",
    "simplify",
    "standardize",
    "strengthen",
    "supervise",
    "treat",
    "tutor",
    "unify",
    "update",
    "upgrade",
    "validate",
    "volunteer",
    "care",
    "educate",
    "counsel",
    "diagnose",
    "close",
    "source",
    "screen",
    "hire",
    "greet",
    "clean",
    "cook",
    "collect",
    "sort",
    "package",
    "load",
    "fix",
    "repair",
    "troubleshoot",
    "respond",
    "file",
    "book",
    "arrange",
    "order",
    "purchase",
    "stock",
    "count",
    "calculate",
    "budget",
    "invest",
    "promote",
    "post",
    "illustrate",
    "photograph",
    "sketch",
    "wireframe",
    "code",
    "chair",
    "host",
    "accelerate",
    "acquire",
    "adapt",
    "address",
    "align",
    "allocate",
    "author",
    "balance",
    "benchmark",
    "brainstorm",
    "champion",
    "clarify",
    "coach",
    "complete",
    "conceive",
    "coordinate",
    "craft",
    "curate",
    "customize",
    "decrease",
    "delegate",
    "devise",
    "eliminate",
    "engage",
    "ensure",
    "examine",
    "expedite",
    "extract",
    "forge",
    "formulate",
    "gather",
    "help",
    "assist",
    "implement",
    "improve",
    "inform",
    "innovate",
    "inspire",
    "interpret",
    "label",
    "liaise",
    "maximize",
    "minimize",
    "moderate",
    "negotiate",
    "nurture",
    "outline",
    "oversee",
    "perform",
    "persuade",
    "prevent",
    "qualify",
    "recommend",
    "redesign",
    "regulate",
    "remodel",
    "render",
    "replace",
    "reorganize",
    "resolve",
    "restore",
    "retain",
    "revise",
    "safeguard",
    "shape",
    "simulate",
    "specify",
    "sponsor",
    "stabilize",
    "structure",
    "succeed",
    "summarize",
    "survey",
    "synthesize",
    "systematize",
    "tailor",
    "transcribe",
    "translate",
    "upgrade",
    "utilize",
    "visualize",
    "welcome",
    "work",
    "instal",
    "handle",
    "deal",
    "accompany",
    "advocate",
    "attend",
    "act",
    "assemble",
    "calibrate",
    "chart",
    "check",
    "compose",
    "connect",
    "construct",
    "consult",
    "contract",
    "correct",
    "cover",
    "create",
    "deploy",
    "detect",
    "diversify",
    "draft",
    "enforce",
    "enroll",
    "enrol",
    "estimate",
    "explain",
    "facilitate",
    "finance",
    "forecast",
    "grade",
    "head",
    "launch",
    "lecture",
    "listen",
    "maintain",
    "merge",
    "observe",
    "obtain",
    "open",
    "plant",
    "position",
    "print",
    "pitch",
    "practise",
    "practice",
    "procure",
    "project",
    "prospect",
    "protect",
    "question",
    "rank",
    "reach",
    "receive",
    "recover",
    "reduce",
    "refer",
    "register",
    "reinforce",
    "relocate",
    "remove",
    "renew",
    "represent",
    "request",
    "resell",
    "restock",
    "return",
    "route",
    "search",
    "select",
    "settle",
    "share",
    "sign",
    "staff",
    "start",
    "store",
    "streamline",
    "study",
    "style",
    "supply",
    "target",
    "tend",
    "trace",
    "transition",
    "triage",
    "verify",
    "vet",
    "wash",
    "weigh",
    "apply",
    "deploy",
    "empower",
    "employ",
    "ship",
    "sustain",
];

fn regular_past(base: &str) -> String {
    if base.ends_with('e') {
        format!("{base}d")
    } else if let Some(stem) = base.strip_suffix('y') {
        if stem.ends_with(['a', 'e', 'o', 'u']) {
            format!("{base}ed")
        } else {
            format!("{stem}ied")
        }
    } else if base == "vet" {
        "vetted".to_owned()
    } else if base == "instal" {
        "installed".to_owned()
    } else if base == "refer" {
        "referred".to_owned()
    } else {
        format!("{base}ed")
    }
}

fn regular_gerund(base: &str) -> String {
    if base.ends_with("ee") || base.ends_with("ye") || base.ends_with("oe") {
        format!("{base}ing")
    } else if let Some(stem) = base.strip_suffix('e') {
        format!("{stem}ing")
    } else if base == "vet" {
        "vetting".to_owned()
    } else if base == "refer" {
        "referring".to_owned()
    } else {
        format!("{base}ing")
    }
}

/// (base, past, gerund) of every known verb.
fn all() -> impl Iterator<Item = (&'static str, String, String)> {
    IRREGULAR
        .iter()
        .map(|(b, p, g)| (*b, (*p).to_owned(), (*g).to_owned()))
        .chain(
            REGULAR
                .iter()
                .filter(|b| !IRREGULAR.iter().any(|(i, _, _)| i == *b))
                .map(|b| (*b, regular_past(b), regular_gerund(b))),
        )
}

/// Words that read as verbs but open noun phrases far more often in a resume ("Reports for
/// the board", "Marketing campaigns"): their present and gerund forms are not rewritten.
const NOUNISH: &[&str] = &[
    "report",
    "design",
    "record",
    "project",
    "model",
    "plan",
    "test",
    "order",
    "budget",
    "post",
    "file",
    "book",
    "check",
    "chart",
    "label",
    "process",
    "schedule",
    "program",
    "code",
    "log",
    "map",
    "tag",
    "control",
    "sort",
    "package",
    "load",
    "stock",
    "count",
    "grade",
    "head",
    "open",
    "print",
    "pitch",
    "question",
    "rank",
    "reach",
    "register",
    "request",
    "return",
    "route",
    "search",
    "share",
    "sign",
    "staff",
    "start",
    "store",
    "study",
    "style",
    "supply",
    "target",
    "trace",
    "transition",
    "triage",
    "wash",
    "research",
    "review",
    "support",
    "partner",
    "answer",
    "audit",
    "document",
    "draft",
    "edit",
    "engineer",
    "forecast",
    "interview",
    "pilot",
    "prototype",
    "survey",
    "structure",
    "sponsor",
    "welcome",
    "work",
    "act",
    "contract",
    "cover",
    "finance",
    "lecture",
    "plant",
    "position",
    "practice",
    "host",
    "chair",
    "update",
    "upgrade",
    "ship",
    "shipping",
    "clean",
    "cook",
    "market",
    "service",
];

/// Gerunds that name a field or a department rather than an action.
const NOUN_GERUNDS: &[&str] = &[
    "marketing",
    "accounting",
    "engineering",
    "banking",
    "billing",
    "nursing",
    "housekeeping",
    "catering",
    "shipping",
    "receiving",
    "programming",
    "budgeting",
    "pricing",
    "funding",
    "ticketing",
    "building",
    "clothing",
    "staffing",
    "lending",
    "messaging",
    "branding",
];

/// Whether a word that opens a fragment is likelier a noun than a verb.
pub fn is_nounish(word: &str) -> bool {
    let w = word.to_lowercase();
    let w = w.trim_matches(|c: char| !c.is_alphanumeric());
    if NOUN_GERUNDS.contains(&w) {
        return true;
    }
    NOUNISH
        .iter()
        .any(|n| w == *n || w == format!("{n}s") || w == format!("{n}es"))
}

/// What a lower-case word is, as a verb.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VerbForm {
    Base(String),
    Past(String),
    Gerund(String),
    /// Third person present ("manages").
    Present(String),
}

impl VerbForm {
    /// The past tense of the verb, whatever form it came in.
    pub fn past(&self) -> String {
        match self {
            Self::Base(p) | Self::Past(p) | Self::Gerund(p) | Self::Present(p) => p.clone(),
        }
    }
}

fn present_of(base: &str) -> String {
    if base.ends_with(['s', 'x', 'z']) || base.ends_with("ch") || base.ends_with("sh") {
        format!("{base}es")
    } else if let Some(stem) = base
        .strip_suffix('y')
        .filter(|s| !s.ends_with(['a', 'e', 'o', 'u']))
    {
        format!("{stem}ies")
    } else {
        format!("{base}s")
    }
}

/// Every known form, built once: the first verb (in table order) to claim a form keeps it,
/// and within a verb the base form wins ("cut", "set").
fn forms() -> &'static HashMap<String, VerbForm> {
    static FORMS: OnceLock<HashMap<String, VerbForm>> = OnceLock::new();
    FORMS.get_or_init(|| {
        let mut map = HashMap::new();
        for (base, past, gerund) in all() {
            map.entry(base.to_owned())
                .or_insert_with(|| VerbForm::Base(past.clone()));
            map.entry(past.clone())
                .or_insert_with(|| VerbForm::Past(past.clone()));
            map.entry(gerund)
                .or_insert_with(|| VerbForm::Gerund(past.clone()));
            map.entry(present_of(base))
                .or_insert_with(|| VerbForm::Present(past.clone()));
        }
        map
    })
}

/// Recognises `word` (any case) as a form of a known verb and gives its past tense.
pub fn classify(word: &str) -> Option<VerbForm> {
    let w = word.to_lowercase();
    let w = w.trim_matches(|c: char| !c.is_alphanumeric() && c != '-');
    forms().get(w).cloned()
}

/// The past tense of an -ing word that is not in the tables, by the spelling rules
/// ("pulling" → "pulled", "updating" → "updated", "planning" → "planned"). Only used where the
/// word is known to be a verb (right after "responsible for", "duties included", …).
pub fn guess_past_of_gerund(word: &str) -> Option<String> {
    let w = word.to_lowercase();
    let stem = w.strip_suffix("ing")?;
    if stem.len() < 3 || !stem.chars().all(|c| c.is_ascii_alphabetic()) || is_nounish(&w) {
        return None;
    }
    let bytes = stem.as_bytes();
    let (last, before) = (bytes[bytes.len() - 1], bytes[bytes.len() - 2]);
    let is_vowel = |c: u8| b"aeiou".contains(&c);
    let base = if last == before && b"bdgmnpt".contains(&last) {
        // planning → planned
        return Some(format!("{stem}ed"));
    } else if [
        "at", "ut", "iz", "is", "ur", "ar", "ir", "id", "ud", "uc", "os", "bl", "pl", "tl", "gl",
        "rg", "dg", "ng",
    ]
    .iter()
    .any(|e| stem.ends_with(e))
        && !stem.ends_with("eat")
        && !stem.ends_with("oat")
        || last == b'v'
        || last == b'c'
        || (last == b'z' && before != b'z')
        || (!is_vowel(before) && last == b'g' && stem.len() > 3 && stem.ends_with("ag"))
    {
        // creating → create, organizing → organize, charging → charge
        format!("{stem}e")
    } else {
        stem.to_owned()
    };
    Some(if base.ends_with('e') {
        format!("{base}d")
    } else if let Some(s) = base
        .strip_suffix('y')
        .filter(|s| !s.ends_with(['a', 'e', 'o', 'u']))
    {
        format!("{s}ied")
    } else {
        format!("{base}ed")
    })
}

/// The gerund of a base verb ("build" → "building"), if known.
pub fn gerund_of_base(word: &str) -> Option<String> {
    let w = word.to_lowercase();
    match forms().get(w.as_str()) {
        Some(VerbForm::Base(_)) => all().find(|(b, _, _)| *b == w).map(|(_, _, g)| g),
        _ => None,
    }
}

/// Whether `word` is the base form of a known verb.
pub fn is_base(word: &str) -> bool {
    matches!(
        forms().get(word.to_lowercase().as_str()),
        Some(VerbForm::Base(_))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forms_are_recognised() {
        assert_eq!(
            classify("managing"),
            Some(VerbForm::Gerund("managed".into()))
        );
        assert_eq!(classify("Built"), Some(VerbForm::Past("built".into())));
        assert_eq!(classify("plan"), Some(VerbForm::Base("planned".into())));
        assert_eq!(
            classify("analyzes"),
            Some(VerbForm::Present("analyzed".into()))
        );
        assert_eq!(
            classify("supplies"),
            Some(VerbForm::Present("supplied".into()))
        );
        assert_eq!(classify("writing"), Some(VerbForm::Gerund("wrote".into())));
        assert_eq!(
            classify("overseeing"),
            Some(VerbForm::Gerund("oversaw".into()))
        );
        assert_eq!(classify("billing"), None);
        assert_eq!(gerund_of_base("build"), Some("building".into()));
        assert_eq!(gerund_of_base("create"), Some("creating".into()));
        for (g, p) in [
            ("pulling", "pulled"),
            ("updating", "updated"),
            ("curating", "curated"),
            ("mopping", "mopped"),
            ("prioritizing", "prioritized"),
            ("securing", "secured"),
            ("deciding", "decided"),
            ("reducing", "reduced"),
            ("handling", "handled"),
            ("emailing", "emailed"),
            ("charging", "charged"),
        ] {
            assert_eq!(guess_past_of_gerund(g).as_deref(), Some(p), "{g}");
        }
    }
}
