//! The words resumes use: section headings, and the words that tell a job title from an
//! employer, a degree from a school, a fluency from a language.

/// What a heading introduces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Section {
    Summary,
    Work,
    Education,
    Skills,
    Certifications,
    Projects,
    Languages,
    Awards,
    Volunteering,
    Publications,
    /// Contact details or profile links, wherever a layout puts them.
    Contact,
    /// A heading we recognise that Vitae has no section for (interests, references): it
    /// becomes a custom section.
    Other,
}

const HEADINGS: &[(&str, Section)] = &[
    ("summary", Section::Summary),
    ("professional summary", Section::Summary),
    ("career summary", Section::Summary),
    ("executive summary", Section::Summary),
    ("profile", Section::Summary),
    ("professional profile", Section::Summary),
    ("personal profile", Section::Summary),
    ("about", Section::Summary),
    ("about me", Section::Summary),
    ("objective", Section::Summary),
    ("career objective", Section::Summary),
    ("overview", Section::Summary),
    ("personal statement", Section::Summary),
    ("experience", Section::Work),
    ("work experience", Section::Work),
    ("work", Section::Work),
    ("work history", Section::Work),
    ("employment", Section::Work),
    ("employment history", Section::Work),
    ("professional experience", Section::Work),
    ("relevant experience", Section::Work),
    ("career history", Section::Work),
    ("career", Section::Work),
    ("experience and employment", Section::Work),
    ("education", Section::Education),
    ("education and training", Section::Education),
    ("academic background", Section::Education),
    ("academic history", Section::Education),
    ("studies", Section::Education),
    ("skills", Section::Skills),
    ("technical skills", Section::Skills),
    ("key skills", Section::Skills),
    ("core skills", Section::Skills),
    ("skills and expertise", Section::Skills),
    ("skills and competencies", Section::Skills),
    ("competencies", Section::Skills),
    ("core competencies", Section::Skills),
    ("expertise", Section::Skills),
    ("areas of expertise", Section::Skills),
    ("technologies", Section::Skills),
    ("certifications", Section::Certifications),
    ("certification", Section::Certifications),
    ("certificates", Section::Certifications),
    ("licenses", Section::Certifications),
    ("licences", Section::Certifications),
    ("licenses and certifications", Section::Certifications),
    ("licences and certifications", Section::Certifications),
    ("certifications and licenses", Section::Certifications),
    ("certifications and licences", Section::Certifications),
    ("credentials", Section::Certifications),
    ("projects", Section::Projects),
    ("personal projects", Section::Projects),
    ("selected projects", Section::Projects),
    ("side projects", Section::Projects),
    ("open source", Section::Projects),
    ("languages", Section::Languages),
    ("language skills", Section::Languages),
    ("awards", Section::Awards),
    ("honors", Section::Awards),
    ("honours", Section::Awards),
    ("awards and honors", Section::Awards),
    ("honors and awards", Section::Awards),
    ("awards and honours", Section::Awards),
    ("honours and awards", Section::Awards),
    ("achievements", Section::Awards),
    ("distinctions", Section::Awards),
    ("volunteering", Section::Volunteering),
    ("volunteer", Section::Volunteering),
    ("volunteer experience", Section::Volunteering),
    ("volunteer work", Section::Volunteering),
    ("community involvement", Section::Volunteering),
    ("publications", Section::Publications),
    ("selected publications", Section::Publications),
    ("papers", Section::Publications),
    ("contact", Section::Contact),
    ("contact information", Section::Contact),
    ("contact details", Section::Contact),
    ("contact info", Section::Contact),
    ("personal details", Section::Contact),
    ("personal information", Section::Contact),
    ("links", Section::Contact),
    ("profiles", Section::Contact),
    ("online profiles", Section::Contact),
    ("social", Section::Contact),
    ("social media", Section::Contact),
    ("interests", Section::Other),
    ("hobbies", Section::Other),
    ("hobbies and interests", Section::Other),
    ("references", Section::Other),
    ("courses", Section::Other),
    ("training", Section::Other),
    ("memberships", Section::Other),
    ("professional memberships", Section::Other),
];

/// The section a heading's wording names, if it names one.
pub fn heading(text: &str) -> Option<Section> {
    let key = heading_key(text)?;
    let find = |key: &str| HEADINGS.iter().find(|(h, _)| *h == key).map(|(_, s)| *s);
    // "Projects Experience", "Volunteer History": a known heading with a generic word added.
    find(&key)
        .or_else(|| {
            let base = key
                .strip_suffix(" experience")
                .or_else(|| key.strip_suffix(" history"))?;
            find(base)
        })
        .or_else(|| qualified(&key, find))
}

/// "Open Source Projects", "Research Experience", "Programming Languages": a known heading
/// after a word or two that narrow it down.
fn qualified(key: &str, find: impl Fn(&str) -> Option<Section>) -> Option<Section> {
    let words: Vec<&str> = key.split(' ').collect();
    if words.len() > 4 {
        return None;
    }
    (1..=2.min(words.len().saturating_sub(1))).find_map(|skip| {
        let section = find(&words[skip..].join(" "))?;
        // "Contact" and "About" narrowed down are rarely headings ("Emergency Contact").
        (!matches!(section, Section::Contact | Section::Summary)).then_some(section)
    })
}

/// A heading's text reduced to compare: no icon or punctuation around it, lower case, "&" as
/// "and". `None` for text too long to be a heading.
fn heading_key(text: &str) -> Option<String> {
    let text = text.trim_matches(|c: char| !c.is_alphanumeric());
    if text.is_empty() || text.chars().count() > 40 {
        return None;
    }
    let words: Vec<String> = text
        .split(|c: char| c.is_whitespace() || c == '/')
        .filter(|w| !w.is_empty())
        .map(|w| {
            if w == "&" {
                "and".to_owned()
            } else {
                w.to_lowercase()
            }
        })
        .collect();
    let key = words.join(" ");
    Some(key.strip_prefix("my ").map(str::to_owned).unwrap_or(key))
}

/// Words of job titles (and volunteering roles).
const TITLE_WORDS: &[&str] = &[
    "engineer",
    "developer",
    "manager",
    "director",
    "intern",
    "internship",
    "assistant",
    "analyst",
    "consultant",
    "designer",
    "scientist",
    "researcher",
    "nurse",
    "teacher",
    "lecturer",
    "professor",
    "lead",
    "head",
    "officer",
    "specialist",
    "coordinator",
    "architect",
    "administrator",
    "technician",
    "associate",
    "fellow",
    "president",
    "vp",
    "chief",
    "ceo",
    "cto",
    "cfo",
    "founder",
    "co-founder",
    "owner",
    "partner",
    "executive",
    "representative",
    "accountant",
    "editor",
    "writer",
    "tutor",
    "volunteer",
    "mentor",
    "instructor",
    "programmer",
    "principal",
    "staff",
    "senior",
    "junior",
    "doctoral",
    "postdoctoral",
    "student",
    "clerk",
    "supervisor",
    "advisor",
    "adviser",
    "therapist",
    "physician",
    "pharmacist",
    "agent",
    "operator",
    "trainee",
    "apprentice",
    "member",
    "chair",
    "secretary",
    "treasurer",
    "organizer",
    "organiser",
    "contributor",
    "maintainer",
];

/// Words of employers and other organisations.
const ORGANISATION_WORDS: &[&str] = &[
    "inc",
    "ltd",
    "llc",
    "llp",
    "gmbh",
    "ag",
    "sa",
    "plc",
    "corp",
    "corporation",
    "company",
    "co",
    "group",
    "university",
    "université",
    "universidad",
    "universität",
    "college",
    "school",
    "institute",
    "institut",
    "hospital",
    "clinic",
    "center",
    "centre",
    "laboratory",
    "lab",
    "labs",
    "bank",
    "authority",
    "council",
    "ministry",
    "department",
    "agency",
    "foundation",
    "association",
    "society",
    "club",
    "trust",
    "nhs",
    "bureau",
    "limited",
    "technologies",
    "solutions",
    "services",
    "systems",
    "academy",
    "charity",
    "church",
];

/// Words of award names.
const AWARD_WORDS: &[&str] = &[
    "award",
    "awards",
    "prize",
    "medal",
    "fellowship",
    "scholarship",
    "bursary",
    "grant",
    "honour",
    "honor",
    "honours",
    "honors",
    "distinction",
    "winner",
    "finalist",
    "runner-up",
    "trophy",
    "recognition",
    "best",
    "list",
    "laureate",
    "nominee",
];

const DEGREE_WORDS: &[&str] = &[
    "bachelor",
    "bachelor's",
    "bachelors",
    "master",
    "master's",
    "masters",
    "phd",
    "ph.d",
    "doctorate",
    "doctor",
    "mba",
    "bsc",
    "msc",
    "ba",
    "ma",
    "bs",
    "ms",
    "beng",
    "meng",
    "bfa",
    "mfa",
    "llb",
    "llm",
    "md",
    "diploma",
    "degree",
    "certificate",
    "pgce",
    "associate",
    "a-levels",
    "gcse",
    "baccalaureate",
    "licence",
    "license",
    "hnd",
    "btec",
    "minor",
    "major",
];

const INSTITUTION_WORDS: &[&str] = &[
    "university",
    "université",
    "universidad",
    "universität",
    "universita",
    "università",
    "universidade",
    "college",
    "school",
    "institute",
    "institut",
    "instituto",
    "academy",
    "polytechnic",
    "politecnico",
    "hochschule",
    "technische",
    "ecole",
    "école",
    "conservatory",
    "seminary",
    "iit",
    "iim",
    "mit",
];

/// Spoken languages, in English and in their own names, to tell "Languages: French" from
/// "Languages: Python".
const LANGUAGE_NAMES: &[&str] = &[
    "afrikaans",
    "albanian",
    "amharic",
    "arabic",
    "armenian",
    "azerbaijani",
    "basque",
    "belarusian",
    "bengali",
    "bosnian",
    "bulgarian",
    "burmese",
    "cantonese",
    "catalan",
    "chinese",
    "croatian",
    "czech",
    "danish",
    "dutch",
    "english",
    "estonian",
    "farsi",
    "filipino",
    "finnish",
    "flemish",
    "french",
    "galician",
    "georgian",
    "german",
    "greek",
    "gujarati",
    "hausa",
    "hebrew",
    "hindi",
    "hungarian",
    "icelandic",
    "igbo",
    "indonesian",
    "irish",
    "italian",
    "japanese",
    "kannada",
    "kazakh",
    "khmer",
    "korean",
    "kurdish",
    "lao",
    "latvian",
    "lithuanian",
    "luxembourgish",
    "macedonian",
    "malay",
    "malayalam",
    "maltese",
    "mandarin",
    "marathi",
    "mongolian",
    "nepali",
    "norwegian",
    "pashto",
    "persian",
    "polish",
    "portuguese",
    "punjabi",
    "romanian",
    "russian",
    "serbian",
    "sign",
    "sinhala",
    "slovak",
    "slovenian",
    "somali",
    "spanish",
    "swahili",
    "swedish",
    "tagalog",
    "tamil",
    "telugu",
    "thai",
    "tigrinya",
    "turkish",
    "ukrainian",
    "urdu",
    "uzbek",
    "vietnamese",
    "welsh",
    "wolof",
    "xhosa",
    "yoruba",
    "zulu",
    "deutsch",
    "français",
    "español",
    "italiano",
    "português",
    "nederlands",
    "polski",
    "русский",
    "中文",
    "日本語",
    "한국어",
    "العربية",
];

/// Whether `text` names a spoken language ("French", "Brazilian Portuguese").
pub fn is_language_name(text: &str) -> bool {
    words(text).any(|w| LANGUAGE_NAMES.contains(&w.as_str()))
}

const FLUENCY_WORDS: &[&str] = &[
    "native",
    "fluent",
    "bilingual",
    "proficient",
    "proficiency",
    "professional",
    "advanced",
    "intermediate",
    "conversational",
    "basic",
    "beginner",
    "elementary",
    "limited",
    "working",
    "mother",
    "tongue",
    "a1",
    "a2",
    "b1",
    "b2",
    "c1",
    "c2",
];

fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !(c.is_alphanumeric() || c == '\'' || c == '-' || c == '.'))
        .filter(|w| !w.is_empty())
        .map(|w| w.trim_matches('.').to_lowercase())
}

fn count(text: &str, list: &[&str]) -> usize {
    words(text).filter(|w| list.contains(&w.as_str())).count()
}

pub fn title_score(text: &str) -> usize {
    count(text, TITLE_WORDS)
}

pub fn organisation_score(text: &str) -> usize {
    count(text, ORGANISATION_WORDS)
}

pub fn award_score(text: &str) -> usize {
    count(text, AWARD_WORDS)
}

pub fn degree_score(text: &str) -> usize {
    count(text, DEGREE_WORDS)
}

pub fn institution_score(text: &str) -> usize {
    count(text, INSTITUTION_WORDS)
}

pub fn is_fluency(text: &str) -> bool {
    let all = words(text).count();
    all > 0 && count(text, FLUENCY_WORDS) * 2 >= all
        || ["speaker", "native speaker"].contains(&text.trim().to_lowercase().as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headings_by_wording() {
        assert_eq!(heading("WORK EXPERIENCE"), Some(Section::Work));
        assert_eq!(heading("Employment History:"), Some(Section::Work));
        assert_eq!(
            heading("Licenses & Certifications"),
            Some(Section::Certifications)
        );
        assert_eq!(heading("\u{f0b1}  About"), Some(Section::Summary));
        assert_eq!(heading("Experience with Kafka and Rust at scale"), None);
        assert_eq!(heading("Open Source Projects"), Some(Section::Projects));
        assert_eq!(heading("Research Experience"), Some(Section::Work));
    }
}
