//! What the model's answers must be before they are used: JSON of the task's shape, with one
//! entry per input entry in the input order, nothing empty or over-long, and no figure the input
//! does not hold. A problem is said in a sentence the model is shown when asked for a repair.

use serde::de::DeserializeOwned;
use serde::Deserialize;
use vitae_domain::resume::limits;

use crate::privacy::ModelResume;
use crate::text::numbers;

/// Parses the model's text as JSON of type `T`, tolerating code fences, reasoning blocks and
/// chatter around the object.
pub(super) fn parse_answer<T: DeserializeOwned>(content: &str) -> Result<T, String> {
    let mut text = content.trim();
    if let Some(end) = text.rfind("</think>") {
        text = text[end + "</think>".len()..].trim();
    }
    let text = match (text.find('{'), text.rfind('}')) {
        (Some(start), Some(end)) if end > start => &text[start..=end],
        _ => {
            return Err(if text.is_empty() {
                "the answer was empty".to_owned()
            } else {
                "the answer was not a JSON object".to_owned()
            })
        }
    };
    serde_json::from_str(text).map_err(|e| format!("the JSON did not match the schema ({e})"))
}

#[derive(Debug, Deserialize)]
pub(super) struct EnhanceAnswer {
    pub(super) enhanced_summary: String,
    pub(super) enhanced_work_experience: Vec<EntryAnswer>,
    // Absent from an answer to a resume without projects or volunteering is as good as empty.
    #[serde(default)]
    pub(super) enhanced_projects: Vec<EntryAnswer>,
    #[serde(default)]
    pub(super) enhanced_volunteering: Vec<EntryAnswer>,
    pub(super) ats_keywords: Vec<String>,
    #[serde(default)]
    pub(super) suggested_skills: Vec<String>,
}

#[derive(Debug, Deserialize)]
pub(super) struct EntryAnswer {
    /// The work entry's company, the project's name or the volunteering organisation: checks
    /// that the answer kept the input order.
    #[serde(default, alias = "name", alias = "organization")]
    pub(super) company: String,
    pub(super) enhanced_description: String,
}

#[derive(Debug, Deserialize)]
pub(super) struct LetterAnswer {
    pub(super) letter: String,
}

#[derive(Debug, Deserialize)]
pub(super) struct TipsAnswer {
    pub(super) headline: String,
    pub(super) summary: String,
    pub(super) skills: Vec<String>,
    pub(super) tips: Vec<String>,
}

/// Trimmed, without blanks, duplicates or over-long items, at most `MAX_LIST` of them.
fn clean_list(items: Vec<String>) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for i in items {
        let i = i.trim().to_owned();
        if !i.is_empty()
            && i.chars().count() <= limits::SKILL
            && !out.iter().any(|o| o.eq_ignore_ascii_case(&i))
        {
            out.push(i);
        }
    }
    out.truncate(MAX_LIST);
    out
}

/// Longest list of keywords, skills or tips kept from an answer.
const MAX_LIST: usize = 20;

/// Refuses text longer than the domain accepts for an enhanced field.
fn check_length(what: &str, text: &str) -> Result<(), String> {
    let max = limits::LONG_TEXT * 2;
    if text.chars().count() > max {
        Err(format!(
            "{what} was longer than {max} characters; write it shorter"
        ))
    } else {
        Ok(())
    }
}

/// Numbers in `output` that appear nowhere in `input`.
fn invented_numbers(output: &str, input: &str) -> Vec<String> {
    let known = numbers(input);
    let mut out: Vec<String> = numbers(output)
        .into_iter()
        .filter(|n| !known.contains(n))
        .collect();
    out.dedup();
    out
}

/// One non-empty entry per input entry, in the input order (`keys`: names or organisations).
fn check_entries(field: &str, got: &[EntryAnswer], keys: &[&str]) -> Result<(), String> {
    if got.len() != keys.len() {
        return Err(format!(
            "{field} had {} entries; it must have exactly {}, one per input entry, in the input order",
            got.len(),
            keys.len()
        ));
    }
    for (i, (e, want)) in got.iter().zip(keys).enumerate() {
        if e.enhanced_description.trim().is_empty() {
            return Err(format!(
                "{field} entry {i} had an empty enhanced_description"
            ));
        }
        let key = e.company.trim();
        if !key.is_empty() && !key.eq_ignore_ascii_case(want.trim()) {
            return Err(format!(
                "{field} entry {i} was for \"{key}\" but must be for \"{want}\" (keep the input order)"
            ));
        }
    }
    Ok(())
}

pub(super) fn check_enhance(
    answer: EnhanceAnswer,
    model: &ModelResume,
    input_text: &str,
) -> Result<EnhanceAnswer, String> {
    let expected = model.work_experience.len();
    if answer.enhanced_summary.trim().is_empty() {
        return Err("enhanced_summary was empty".into());
    }
    if answer.enhanced_work_experience.len() != expected {
        return Err(format!(
            "enhanced_work_experience had {} entries; it must have exactly {expected}, one per work entry, in the input order",
            answer.enhanced_work_experience.len()
        ));
    }
    for (i, (got, want)) in answer
        .enhanced_work_experience
        .iter()
        .zip(&model.work_experience)
        .enumerate()
    {
        if got.enhanced_description.trim().is_empty() {
            return Err(format!("entry {i} had an empty enhanced_description"));
        }
        let company = got.company.trim();
        if !company.is_empty() && !company.eq_ignore_ascii_case(want.company.trim()) {
            return Err(format!(
                "entry {i} was for company \"{company}\" but must be for \"{}\" (keep the input order)",
                want.company
            ));
        }
    }
    let projects: Vec<&str> = model.projects.iter().map(|p| p.name.as_str()).collect();
    check_entries("enhanced_projects", &answer.enhanced_projects, &projects)?;
    let organizations: Vec<&str> = model
        .volunteering
        .iter()
        .map(|v| v.organization.as_str())
        .collect();
    check_entries(
        "enhanced_volunteering",
        &answer.enhanced_volunteering,
        &organizations,
    )?;
    let answer = EnhanceAnswer {
        ats_keywords: clean_list(answer.ats_keywords),
        suggested_skills: clean_list(answer.suggested_skills),
        ..answer
    };
    if answer.ats_keywords.is_empty() {
        return Err("ats_keywords was empty".into());
    }
    check_length("enhanced_summary", &answer.enhanced_summary)?;
    let entries = || {
        answer
            .enhanced_work_experience
            .iter()
            .chain(&answer.enhanced_projects)
            .chain(&answer.enhanced_volunteering)
    };
    for e in entries() {
        check_length("an enhanced_description", &e.enhanced_description)?;
    }
    let mut written = answer.enhanced_summary.clone();
    for e in entries() {
        written.push('\n');
        written.push_str(&e.enhanced_description);
    }
    let invented = invented_numbers(&written, input_text);
    if !invented.is_empty() {
        return Err(format!(
            "it contains figures that are not in the resume ({}); use only the resume's own figures",
            invented.join(", ")
        ));
    }
    Ok(answer)
}

/// A letter with text, of a fitting length, with no figure that is not in `input_text`.
pub(super) fn check_letter(a: LetterAnswer, input_text: &str) -> Result<LetterAnswer, String> {
    if a.letter.trim().is_empty() {
        return Err("letter was empty".into());
    }
    check_length("the letter", &a.letter)?;
    let invented = invented_numbers(&a.letter, input_text);
    if invented.is_empty() {
        Ok(a)
    } else {
        Err(format!(
            "the letter contains figures that are not in the resume or the job description ({}); use only their own figures",
            invented.join(", ")
        ))
    }
}

/// Tips with a headline, a summary, skills and tips (lists cleaned), and no figure in the
/// headline or summary that is not in `input_text`.
pub(super) fn check_tips(a: TipsAnswer, input_text: &str) -> Result<TipsAnswer, String> {
    let a = TipsAnswer {
        skills: clean_list(a.skills),
        tips: clean_list(a.tips),
        ..a
    };
    let invented = invented_numbers(&format!("{} {}", a.headline, a.summary), input_text);
    if a.headline.trim().is_empty() || a.summary.trim().is_empty() {
        Err("headline and summary must not be empty".into())
    } else if a.skills.is_empty() || a.tips.is_empty() {
        Err("skills and tips must not be empty".into())
    } else if !invented.is_empty() {
        Err(format!(
            "the headline or summary contains figures that are not in the input ({}); use only its own figures",
            invented.join(", ")
        ))
    } else {
        Ok(a)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_are_found_inside_fences_and_reasoning() {
        let got: Result<LetterAnswer, _> =
            parse_answer("<think>hmm {</think>\n```json\n{\"letter\": \"Hi\"}\n```");
        assert_eq!(got.map(|a| a.letter), Ok("Hi".to_owned()));
        assert!(parse_answer::<LetterAnswer>("sorry").is_err());
        assert!(parse_answer::<LetterAnswer>("{\"letter\": 3}").is_err());
    }
}
