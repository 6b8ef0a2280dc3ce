//! The built-in writer: deterministic, rule-based, no network.
//!
//! It only rearranges and re-opens what the job seeker wrote. Every number, company, title and
//! name in its output comes from the input; the only words it adds are action verbs, linking
//! phrases and keywords from the bank of the target job family.

mod bullets;
mod context;
mod cover_letter;
mod enhance;
mod linkedin;
mod phrases;
mod verbs;

use vitae_domain::{AiEnhancedData, ResumeData};

use crate::{LinkedInRequest, LinkedInTips, Writer, WriterError, BUILT_IN_PROVIDER};

/// The built-in rule-based writer.
#[derive(Debug, Clone, Default)]
pub struct BuiltInWriter;

impl BuiltInWriter {
    pub fn new() -> Self {
        Self
    }

    /// [`Writer::enhance_resume`] without the async wrapper.
    pub fn enhance(&self, resume: &ResumeData, job_description: Option<&str>) -> AiEnhancedData {
        enhance::enhance(resume, job_description)
    }

    /// [`Writer::cover_letter`] without the async wrapper.
    pub fn letter(&self, resume: &ResumeData, company: &str, job_description: &str) -> String {
        cover_letter::cover_letter(resume, company.trim(), job_description)
    }

    /// [`Writer::linkedin_tips`] without the async wrapper.
    pub fn tips(&self, request: &LinkedInRequest) -> LinkedInTips {
        linkedin::linkedin(request)
    }
}

#[async_trait::async_trait]
impl Writer for BuiltInWriter {
    fn provider(&self) -> &str {
        BUILT_IN_PROVIDER
    }

    async fn enhance_resume(
        &self,
        resume: &ResumeData,
        job_description: Option<&str>,
    ) -> Result<AiEnhancedData, WriterError> {
        Ok(self.enhance(resume, job_description))
    }

    async fn cover_letter(
        &self,
        resume: &ResumeData,
        company_name: &str,
        job_description: &str,
    ) -> Result<String, WriterError> {
        Ok(self.letter(resume, company_name, job_description))
    }

    async fn linkedin_tips(&self, request: &LinkedInRequest) -> Result<LinkedInTips, WriterError> {
        Ok(self.tips(request))
    }
}

/// Whether the resume is in English (the language it names, English when it names none): the
/// writer's phrases and verb rules are English ones, for English resumes only.
pub(super) fn written_in_english(resume: &ResumeData) -> bool {
    vitae_domain::language::of(&resume.language).primary() == "en"
}

#[cfg(test)]
mod tests {
    use super::BuiltInWriter;
    use vitae_domain::{Project, ResumeData, Volunteering, WorkExperience};

    #[test]
    fn with_a_job_description_the_bullets_it_asks_for_come_first_and_none_are_invented() {
        let resume = ResumeData {
            job_title: "Backend Engineer".into(),
            work_experience: vec![WorkExperience {
                position: "Engineer".into(),
                company: "Acme".into(),
                duration: "2020 - 2024".into(),
                description: "Responsible for the billing dashboards. \
                              Worked on Kafka consumers for payment events."
                    .into(),
                ..Default::default()
            }],
            ..ResumeData::default()
        };
        let writer = BuiltInWriter::new();
        let plain = writer.enhance(&resume, None).enhanced_work_experience[0]
            .enhanced_description
            .clone();
        let jd = "We need Kafka experience: consumers, payment events at scale.";
        let tailored = writer.enhance(&resume, Some(jd)).enhanced_work_experience[0]
            .enhanced_description
            .clone();
        let first = |text: &str| text.lines().next().unwrap_or_default().to_owned();
        assert!(first(&plain).contains("billing dashboards"), "{plain}");
        assert!(first(&tailored).contains("Kafka consumers"), "{tailored}");
        let mut a: Vec<&str> = plain.lines().collect();
        let mut b: Vec<&str> = tailored.lines().collect();
        a.sort();
        b.sort();
        assert_eq!(a, b, "the same bullets, reordered");
    }

    #[test]
    fn projects_and_volunteering_get_bullets_like_work_and_keep_every_figure() {
        let resume = ResumeData {
            job_title: "Software Engineer".into(),
            projects: vec![Project {
                name: "Rota".into(),
                description: "Responsible for a rota app used by 40 nurses. \
                              Worked on the offline sync."
                    .into(),
                ..Project::default()
            }],
            volunteering: vec![Volunteering {
                role: "Mentor".into(),
                organization: "Code Club".into(),
                description: "Helped with weekly Python lessons for 12 teens.".into(),
                ..Volunteering::default()
            }],
            ..ResumeData::default()
        };
        let out = BuiltInWriter::new().enhance(&resume, None);
        let project = &out.enhanced_projects[0];
        assert_eq!(project.description, resume.projects[0].description);
        assert_eq!(project.enhanced_description.lines().count(), 2);
        assert!(project.enhanced_description.starts_with("• "));
        assert!(project.enhanced_description.contains("40 nurses"));
        assert!(!project.enhanced_description.contains("Responsible for"));
        let volunteering = &out.enhanced_volunteering[0].enhanced_description;
        assert!(volunteering.starts_with("• ") && volunteering.contains("12 teens"));
        assert!(!volunteering.contains("Helped with"), "{volunteering}");
        assert!(out.validate(&resume).is_ok());
    }
}
