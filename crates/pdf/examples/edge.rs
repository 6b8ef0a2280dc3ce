//! Renders awkward resumes (long header, Cyrillic and Greek, US Letter) for a visual check:
//! `cargo run -p vitae-pdf --example edge -- DIR`.
#[path = "../tests/common/mod.rs"]
mod common;

use vitae_domain::resume::{AiEnhancedData, Education, ResumeData, TemplateStyle};
use vitae_pdf::{render, Content, Paper, RenderOptions};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "target/pdf-edge".into());
    std::fs::create_dir_all(&dir)?;
    let (full, _) = common::full();
    let long = ResumeData {
        name: "Maria-Fernanda Alexandrina Rodrigues de Vasconcelos Albuquerque".into(),
        job_title: "Principal Site Reliability Engineer and Platform Architecture Lead, EMEA"
            .into(),
        email: "maria.fernanda.albuquerque@very-long-company-domain.example.com".into(),
        phone: "+351 912 345 678".into(),
        location: "Vila Nova de Gaia, Porto District, Portugal".into(),
        skills: vec![
            "Rust".into(),
            "Supercalifragilisticexpialidocious-distributed-systems-engineering-and-observability-at-scale".into(),
            "SQL".into(),
        ],
        ..full.clone()
    };
    let cyrillic = ResumeData {
        name: "Ольга Смирнова".into(),
        job_title: "Ведущий инженер-программист".into(),
        email: "olga@example.ru".into(),
        phone: "+7 495 555-01-00".into(),
        location: "Москва, Россия".into(),
        summary: "Разрабатываю надёжные распределённые системы. Ελληνικά: αρχιτεκτονική λογισμικού.".into(),
        work_experience: vec![common::work(
            "Ведущий инженер",
            "ООО «Ромашка»",
            "2019 – н. в.",
            "Руководила переписыванием биллинга.\n• Сократила время расчётов в 10 раз\n• Наставница для шести инженеров",
        )],
        education: vec![Education {
            degree: "Магистр прикладной математики".into(),
            institution: "МГУ им. М. В. Ломоносова".into(),
            year: "2012".into(),
            ..Default::default()
        }],
        skills: vec!["Rust".into(), "Go".into(), "Kafka".into(), "Распределённые системы".into()],
        certifications: vec![],
        profile_photo: None,
        ..Default::default()
    };
    for template in TemplateStyle::ALL {
        for (tag, data, paper) in [
            ("long", &long, Paper::A4),
            ("cyr", &cyrillic, Paper::Letter),
        ] {
            let options = RenderOptions {
                template,
                content: Content::Enhanced,
                paper: Some(paper),
                watermark: tag == "cyr",
            };
            let pdf = render(data, &AiEnhancedData::default(), &options)?;
            std::fs::write(format!("{dir}/{}-{tag}.pdf", template.as_str()), pdf)?;
        }
    }
    Ok(())
}
