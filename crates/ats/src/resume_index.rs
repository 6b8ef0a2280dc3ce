//! The resume as a set of matching keys (every run of up to a few words, per section), so that
//! each job term is looked up in constant time.

use std::collections::HashMap;

use vitae_domain::validation::is_email_shaped;
use vitae_domain::{AiEnhancedData, ResumeData};

use crate::lexicon::lexicon;
use crate::text::phrases;
use crate::Section;

const SECTIONS: [Section; 7] = [
    Section::Title,
    Section::Summary,
    Section::Skills,
    Section::Experience,
    Section::Education,
    Section::Certifications,
    Section::Contact,
];

pub struct ResumeIndex {
    /// Key → bit set of `SECTIONS` indices.
    keys: HashMap<String, u8>,
    pub has_summary: bool,
    pub has_skills: bool,
    pub has_experience: bool,
    pub has_numbers_in_experience: bool,
    pub has_email: bool,
    pub has_education: bool,
}

impl ResumeIndex {
    pub fn new(resume: &ResumeData, enhanced: Option<&AiEnhancedData>) -> Self {
        let summary = enhanced
            .map(|e| e.enhanced_summary.as_str())
            .filter(|s| !s.trim().is_empty())
            .unwrap_or(&resume.summary);
        let enhanced_work = enhanced
            .map(|e| e.enhanced_work_experience.as_slice())
            .filter(|w| w.len() == resume.work_experience.len())
            .unwrap_or_default();
        let mut experience = String::new();
        let mut titles = resume.job_title.clone();
        for (i, w) in resume.work_experience.iter().enumerate() {
            let description = enhanced_work
                .get(i)
                .map(|e| e.enhanced_description.as_str())
                .filter(|d| !d.trim().is_empty())
                .unwrap_or(&w.description);
            titles.push_str(&format!("\n{}", w.position));
            experience.push_str(&format!("{}\n{}\n{}\n", w.position, w.company, description));
        }
        let education: String = resume
            .education
            .iter()
            .map(|e| format!("{}\n{}\n", e.degree, e.institution))
            .collect();
        let mut index = Self {
            keys: HashMap::new(),
            has_summary: !summary.trim().is_empty(),
            has_skills: resume.skills.iter().any(|s| !s.trim().is_empty()),
            has_experience: !resume.work_experience.is_empty(),
            has_numbers_in_experience: experience.chars().any(|c| c.is_ascii_digit()),
            has_email: is_email_shaped(&resume.email),
            has_education: !resume.education.is_empty(),
        };
        index.add(Section::Title, &titles);
        index.add(Section::Summary, summary);
        index.add(Section::Skills, &resume.skills.join("\n"));
        index.add(Section::Experience, &experience);
        index.add(Section::Education, &education);
        index.add(Section::Certifications, &resume.certifications.join("\n"));
        index
    }

    fn add(&mut self, section: Section, text: &str) {
        let bit = 1u8 << SECTIONS.iter().position(|s| *s == section).unwrap_or(0);
        let max = lexicon().max_words;
        for phrase in phrases(text) {
            for start in 0..phrase.len() {
                let mut key = String::new();
                for t in phrase.iter().skip(start).take(max) {
                    key.push_str(&t.key);
                    *self.keys.entry(key.clone()).or_default() |= bit;
                }
            }
        }
    }

    /// The sections that mention any of `keys`, in resume order.
    pub fn sections_of(&self, keys: &[String]) -> Vec<Section> {
        let bits = keys
            .iter()
            .filter_map(|k| self.keys.get(k))
            .fold(0u8, |acc, b| acc | b);
        SECTIONS
            .iter()
            .enumerate()
            .filter(|(i, _)| bits & (1 << i) != 0)
            .map(|(_, s)| *s)
            .collect()
    }
}
