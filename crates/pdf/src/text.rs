//! The text a PDF shows: enhanced or original, trimmed, empty parts dropped.

use vitae_domain::description;
use vitae_domain::resume::{AiEnhancedData, ResumeData};

use crate::fonts::Face;
use crate::layout::{Rgb, Run};
use crate::Content;

pub struct Work {
    pub position: String,
    pub company: String,
    pub duration: String,
    pub description: String,
}

impl Work {
    pub fn duration_run(&self, face: Face, size: u8, color: Rgb) -> Option<Run> {
        (!self.duration.is_empty()).then(|| Run::new(face, size, color, self.duration.clone()))
    }
}

pub struct Education {
    pub degree: String,
    pub institution: String,
    pub year: String,
}

impl Education {
    pub fn year_run(&self, face: Face, size: u8, color: Rgb) -> Option<Run> {
        (!self.year.is_empty()).then(|| Run::new(face, size, color, self.year.clone()))
    }
}

/// Everything a template prints, already chosen and cleaned.
pub struct Resume {
    pub name: String,
    pub job_title: String,
    pub email: String,
    pub phone: String,
    pub location: String,
    pub summary: String,
    pub work: Vec<Work>,
    pub education: Vec<Education>,
    pub skills: Vec<String>,
    pub certifications: Vec<String>,
}

/// One line of a single-line field: control characters and runs of whitespace become one space.
pub fn clean(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    // Invisible format characters (zero-width spaces and joiners, soft hyphen, BOM) would print
    // as "?" since no font draws them.
    let s: String = s
        .chars()
        .filter(|c| {
            !matches!(
                c,
                '\u{AD}' | '\u{200B}'..='\u{200F}' | '\u{2060}' | '\u{FEFF}'
            )
        })
        .collect();
    for word in s.split(|c: char| c.is_whitespace() || c.is_control()) {
        if word.is_empty() {
            continue;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

/// Multi-line text keeps its line breaks (each line cleaned); blank lines drop.
fn clean_lines(s: &str) -> String {
    s.lines()
        .map(clean)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

fn pick(enhanced: Option<&str>, original: &str, content: Content) -> String {
    match (content, enhanced.map(clean_lines)) {
        (Content::Enhanced, Some(e)) if !e.is_empty() => e,
        _ => clean_lines(original),
    }
}

impl Resume {
    pub fn new(data: &ResumeData, enhanced: &AiEnhancedData, content: Content) -> Resume {
        let list = |items: &[String]| -> Vec<String> {
            items
                .iter()
                .map(|s| clean(s))
                .filter(|s| !s.is_empty())
                .collect()
        };
        Resume {
            name: clean(&data.name),
            job_title: clean(&data.job_title),
            email: clean(&data.email),
            phone: clean(&data.phone),
            location: clean(&data.location),
            summary: pick(Some(&enhanced.enhanced_summary), &data.summary, content),
            work: data
                .work_experience
                .iter()
                .enumerate()
                .map(|(i, w)| Work {
                    position: clean(&w.position),
                    company: clean(&w.company),
                    duration: clean(&w.duration),
                    description: pick(
                        enhanced
                            .enhanced_work_experience
                            .get(i)
                            .map(|e| e.enhanced_description.as_str()),
                        &w.description,
                        content,
                    ),
                })
                .filter(|w| {
                    !(w.position.is_empty()
                        && w.company.is_empty()
                        && w.duration.is_empty()
                        && w.description.is_empty())
                })
                .collect(),
            education: data
                .education
                .iter()
                .map(|e| Education {
                    degree: clean(&e.degree),
                    institution: clean(&e.institution),
                    year: clean(&e.year),
                })
                .filter(|e| !(e.degree.is_empty() && e.institution.is_empty() && e.year.is_empty()))
                .collect(),
            skills: list(&data.skills),
            certifications: list(&data.certifications),
        }
    }

    pub fn contact(&self) -> Vec<&str> {
        [&self.email, &self.phone, &self.location]
            .into_iter()
            .filter(|s| !s.is_empty())
            .map(String::as_str)
            .collect()
    }

    /// The document title: "{name} — {job title}", or whichever of the two is present.
    pub fn title(&self) -> String {
        match (self.name.is_empty(), self.job_title.is_empty()) {
            (false, false) => format!("{} — {}", self.name, self.job_title),
            (false, true) => self.name.clone(),
            (true, false) => self.job_title.clone(),
            (true, true) => "Resume".to_owned(),
        }
    }
}

pub enum Line {
    Plain(String),
    Bullet(String),
}

/// Splits a description into paragraphs and bullet lines (the domain's reading of bullets).
pub fn lines(text: &str) -> Vec<Line> {
    description::lines(text)
        .map(|l| match l {
            description::Line::Plain(t) => Line::Plain(t.to_owned()),
            description::Line::Bullet(t) => Line::Bullet(t.to_owned()),
        })
        .collect()
}

#[cfg(test)]
#[allow(clippy::expect_used)]
mod tests {
    use super::*;
    use vitae_domain::resume::{EnhancedWorkExperience, WorkExperience};

    #[test]
    fn enhanced_text_falls_back_to_the_original_when_missing_or_blank() {
        let data = ResumeData {
            summary: "Original summary".into(),
            work_experience: vec![
                WorkExperience {
                    position: "A".into(),
                    description: "orig one".into(),
                    ..Default::default()
                },
                WorkExperience {
                    position: "B".into(),
                    description: "orig two".into(),
                    ..Default::default()
                },
            ],
            ..Default::default()
        };
        let enhanced = AiEnhancedData {
            enhanced_summary: "  ".into(),
            enhanced_work_experience: vec![EnhancedWorkExperience {
                enhanced_description: "better one".into(),
                ..Default::default()
            }],
            ..Default::default()
        };
        let r = Resume::new(&data, &enhanced, Content::Enhanced);
        assert_eq!(r.summary, "Original summary");
        assert_eq!(r.work[0].description, "better one");
        assert_eq!(r.work[1].description, "orig two");
        let o = Resume::new(&data, &enhanced, Content::Original);
        assert_eq!(o.work[0].description, "orig one");
    }

    #[test]
    fn bullets_and_whitespace_are_normalised() {
        assert_eq!(clean(" a \t b\u{7}c "), "a b c");
        assert_eq!(clean("zero\u{200B}width\u{AD}"), "zerowidth");
        let l = lines("Led things\n• Did X\n- Did  Y\n\n");
        assert!(matches!(&l[0], Line::Plain(t) if t == "Led things"));
        assert!(matches!(&l[1], Line::Bullet(t) if t == "Did X"));
        assert!(matches!(&l[2], Line::Bullet(t) if t == "Did  Y"));
    }
}
