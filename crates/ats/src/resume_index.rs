//! The resume as a set of matching keys (every run of up to a few words, per section), so that
//! each job term is looked up in constant time.

use std::collections::HashMap;

use vitae_domain::validation::is_email_shaped;
use vitae_domain::{AiEnhancedData, ResumeData};

use crate::lexicon::lexicon;
use crate::text::phrases;
use crate::Section;

const SECTIONS: [Section; 13] = [
    Section::Title,
    Section::Summary,
    Section::Skills,
    Section::Experience,
    Section::Education,
    Section::Certifications,
    Section::Projects,
    Section::Volunteering,
    Section::Awards,
    Section::Publications,
    Section::Languages,
    Section::Custom,
    Section::Contact,
];

pub struct ResumeIndex {
    /// Key → bit set of `SECTIONS` indices.
    keys: HashMap<String, u16>,
    pub has_summary: bool,
    pub has_skills: bool,
    pub has_experience: bool,
    pub has_numbers_in_experience: bool,
    pub has_email: bool,
    pub has_education: bool,
}

impl ResumeIndex {
    pub fn new(resume: &ResumeData, enhanced: Option<&AiEnhancedData>) -> Self {
        // The text the resume prints: enhanced where it is current, else what the user typed.
        let summary = enhanced
            .and_then(|e| e.summary_for(resume))
            .unwrap_or(&resume.summary);
        let mut experience = String::new();
        let mut titles = resume.job_title.clone();
        for (i, w) in resume.work_experience.iter().enumerate() {
            let description = enhanced
                .and_then(|e| e.work_description(resume, i))
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
        index.add_more_sections(resume, enhanced);
        index
    }

    /// Projects, volunteering, awards, publications, languages and custom sections.
    fn add_more_sections(&mut self, resume: &ResumeData, enhanced: Option<&AiEnhancedData>) {
        let lines = |parts: Vec<&str>| parts.join("\n");
        let projects: Vec<String> = resume
            .projects
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let d = enhanced
                    .and_then(|e| e.project_description(resume, i))
                    .unwrap_or(&p.description);
                lines(vec![&p.name, &p.role, d])
            })
            .collect();
        let volunteering: Vec<String> = resume
            .volunteering
            .iter()
            .enumerate()
            .map(|(i, v)| {
                let d = enhanced
                    .and_then(|e| e.volunteering_description(resume, i))
                    .unwrap_or(&v.description);
                lines(vec![&v.role, &v.organization, d])
            })
            .collect();
        let awards: Vec<String> = resume
            .awards
            .iter()
            .map(|a| lines(vec![&a.title, &a.awarder, &a.description]))
            .collect();
        let publications: Vec<String> = resume
            .publications
            .iter()
            .map(|p| lines(vec![&p.name, &p.publisher, &p.description]))
            .collect();
        let languages: Vec<String> = resume
            .languages
            .iter()
            .map(|l| lines(vec![&l.language, &l.fluency]))
            .collect();
        let custom: Vec<String> = resume
            .custom_sections
            .iter()
            .flat_map(|s| &s.entries)
            .map(|e| lines(vec![&e.title, &e.subtitle, &e.description]))
            .collect();
        for (section, texts) in [
            (Section::Projects, projects),
            (Section::Volunteering, volunteering),
            (Section::Awards, awards),
            (Section::Publications, publications),
            (Section::Languages, languages),
            (Section::Custom, custom),
        ] {
            self.add(section, &texts.join("\n"));
        }
    }

    fn add(&mut self, section: Section, text: &str) {
        let bit = 1u16 << SECTIONS.iter().position(|s| *s == section).unwrap_or(0);
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
            .fold(0u16, |acc, b| acc | b);
        SECTIONS
            .iter()
            .enumerate()
            .filter(|(i, _)| bits & (1 << i) != 0)
            .map(|(_, s)| *s)
            .collect()
    }
}
