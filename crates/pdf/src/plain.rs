//! The resume as plain text, for application forms that want it pasted: the same text as the
//! PDF (enhanced or original), headings in capitals, bullets as "- ", nothing a form can mangle.

use vitae_domain::resume::{AiEnhancedData, ResumeData};

use crate::text::{lines, Body, Line, Resume, Section};
use crate::Content;

/// `resume` as plain text, lines ending in "\n".
pub fn plain_text(resume: &ResumeData, enhanced: &AiEnhancedData, content: Content) -> String {
    let r = Resume::new(resume, enhanced, content);
    let mut out: Vec<String> = Vec::new();
    for line in [&r.name, &r.job_title] {
        if !line.is_empty() {
            out.push(line.clone());
        }
    }
    let contact = r.contact().join(" | ");
    if !contact.is_empty() {
        out.push(contact);
    }
    for section in &r.sections {
        out.push(String::new());
        out.push(section.heading.to_uppercase());
        out.extend(body(section));
    }
    let mut text = out.join("\n");
    text.push('\n');
    text
}

fn body(section: &Section) -> Vec<String> {
    match &section.body {
        Body::Text(text) => paragraph(text),
        // Entries without descriptions (education) take one line each.
        Body::Entries(entries) if section.is_minor() => entries
            .iter()
            .map(|e| joined(&[e.title.as_str(), e.subtitle.as_str(), e.date.as_str()]))
            .collect(),
        Body::Entries(entries) => {
            let mut out = Vec::new();
            for (i, e) in entries.iter().enumerate() {
                if i > 0 {
                    out.push(String::new());
                }
                push_nonempty(&mut out, joined(&[e.title.as_str(), e.subtitle.as_str()]));
                push_nonempty(&mut out, e.date.clone());
                out.extend(paragraph(&e.description));
            }
            out
        }
        Body::Tags(tags) => vec![tags.join(", ")],
        Body::Items(items) => items.iter().map(|c| format!("- {c}")).collect(),
    }
}

/// Paragraph lines as they are, bullet lines as "- …".
fn paragraph(text: &str) -> Vec<String> {
    lines(text)
        .into_iter()
        .map(|l| match l {
            Line::Plain(t) => t,
            Line::Bullet(t) => format!("- {t}"),
        })
        .collect()
}

fn joined(parts: &[&str]) -> String {
    parts
        .iter()
        .filter(|p| !p.is_empty())
        .copied()
        .collect::<Vec<_>>()
        .join(", ")
}

fn push_nonempty(out: &mut Vec<String>, line: String) {
    if !line.is_empty() {
        out.push(line);
    }
}

#[cfg(test)]
#[allow(clippy::expect_used)]
mod tests {
    use super::*;
    use vitae_domain::resume::{Education, EnhancedWorkExperience, WorkExperience};
    use vitae_domain::sections::{Award, CustomEntry, CustomSection, Language, Link, Project};

    fn resume() -> ResumeData {
        ResumeData {
            name: "Ana  Souza".into(),
            email: "ana@example.com".into(),
            phone: "+55 11 5555 0100".into(),
            location: "São Paulo".into(),
            summary: "Backend engineer.".into(),
            job_title: "Senior Backend Engineer".into(),
            work_experience: vec![
                WorkExperience {
                    position: "Engineer".into(),
                    company: "Acme".into(),
                    duration: "2019 - 2024".into(),
                    description: "Owns billing.\n• Cut run time\n* Led 3".into(),
                    ..Default::default()
                },
                WorkExperience {
                    position: "Developer".into(),
                    company: "Loja".into(),
                    duration: String::new(),
                    description: "Checkout.".into(),
                    ..Default::default()
                },
            ],
            education: vec![Education {
                degree: "BSc".into(),
                institution: "USP".into(),
                year: "2016".into(),
                ..Default::default()
            }],
            skills: vec!["Rust".into(), "SQL".into()],
            certifications: vec!["AWS SA".into()],
            ..Default::default()
        }
    }

    #[test]
    fn every_section_prints_with_capital_headings_and_dash_bullets() {
        let text = plain_text(&resume(), &AiEnhancedData::default(), Content::Enhanced);
        assert_eq!(
            text,
            "Ana Souza\nSenior Backend Engineer\nana@example.com | +55 11 5555 0100 | São Paulo\n\
             \nPROFESSIONAL SUMMARY\nBackend engineer.\n\
             \nWORK EXPERIENCE\nEngineer, Acme\n2019 - 2024\nOwns billing.\n- Cut run time\n- Led 3\n\
             \nDeveloper, Loja\nCheckout.\n\
             \nEDUCATION\nBSc, USP, 2016\n\
             \nSKILLS\nRust, SQL\n\
             \nCERTIFICATIONS\n- AWS SA\n"
        );
    }

    #[test]
    fn optional_sections_print_in_section_order_and_hidden_ones_do_not() {
        let data = ResumeData {
            links: vec![Link {
                label: "GitHub".into(),
                url: "https://github.com/ana/".into(),
            }],
            projects: vec![Project {
                name: "Ledger".into(),
                role: "Author".into(),
                url: "https://ledger.dev".into(),
                duration: "2022".into(),
                description: "• 2k stars".into(),
                ..Default::default()
            }],
            languages: vec![Language {
                language: "Portuguese".into(),
                fluency: "Native".into(),
            }],
            awards: vec![Award {
                title: "Hidden award".into(),
                ..Default::default()
            }],
            custom_sections: vec![CustomSection {
                id: "talks".into(),
                heading: "Talks".into(),
                entries: vec![CustomEntry {
                    title: "Rust in payments".into(),
                    subtitle: "RustConf".into(),
                    ..Default::default()
                }],
            }],
            section_order: vec!["custom:talks".into(), "skills".into(), "projects".into()],
            hidden_sections: vec!["awards".into(), "education".into()],
            ..resume()
        };
        let text = plain_text(&data, &AiEnhancedData::default(), Content::Enhanced);
        assert!(
            text.starts_with(
                "Ana Souza\nSenior Backend Engineer\n\
             ana@example.com | +55 11 5555 0100 | São Paulo | github.com/ana\n\
             \nTALKS\nRust in payments, RustConf\n\
             \nSKILLS\nRust, SQL\n\
             \nPROJECTS\nLedger, Author · ledger.dev\n2022\n- 2k stars\n\
             \nPROFESSIONAL SUMMARY\n"
            ),
            "{text}"
        );
        assert!(
            text.ends_with("\nCERTIFICATIONS\n- AWS SA\n\nLANGUAGES\n- Portuguese (Native)\n"),
            "{text}"
        );
        assert!(
            !text.contains("EDUCATION") && !text.contains("Hidden award"),
            "{text}"
        );
    }

    #[test]
    fn enhanced_text_is_used_unless_the_original_is_asked_for_and_empty_sections_drop() {
        let mut data = resume();
        data.skills.clear();
        data.certifications.clear();
        let enhanced = AiEnhancedData {
            enhanced_summary: "Improved summary.".into(),
            enhanced_work_experience: vec![
                EnhancedWorkExperience {
                    enhanced_description: "• Better bullet".into(),
                    ..Default::default()
                },
                EnhancedWorkExperience::default(),
            ],
            ..Default::default()
        };
        let better = plain_text(&data, &enhanced, Content::Enhanced);
        assert!(better.contains("Improved summary.\n"));
        assert!(better.contains("2019 - 2024\n- Better bullet\n"));
        assert!(!better.contains("SKILLS") && !better.contains("CERTIFICATIONS"));
        let original = plain_text(&data, &enhanced, Content::Original);
        assert!(original.contains("Backend engineer.\n") && original.contains("- Cut run time"));
    }
}
