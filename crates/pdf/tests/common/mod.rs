//! A full sample resume shared by the tests and the benchmark.
#![allow(dead_code, clippy::expect_used)]

use std::io::Cursor;

use base64::Engine;
use vitae_domain::resume::{
    AiEnhancedData, Education, EnhancedWorkExperience, ExperienceLevel, ResumeData, WorkExperience,
};
use vitae_domain::sections::{
    Award, CustomEntry, CustomSection, Language, Link, Project, Publication, Volunteering,
};

/// A 480×480 JPEG "portrait" (a shaded disc on a gradient), as a browser would upload it.
/// Film-grain noise makes it weigh what a real 480 px portrait does (~50 kB at quality 75).
pub fn photo_data_url() -> String {
    encode(&portrait(480), image::ImageFormat::Jpeg, "image/jpeg")
}

/// A large PNG (a screenshot-sized upload): the slow path, decoded and re-encoded.
pub fn large_png_data_url() -> String {
    encode(&portrait(1200), image::ImageFormat::Png, "image/png")
}

fn portrait(side: u32) -> image::DynamicImage {
    let mut seed = 0x2545_f491_u32;
    let k = side as f32 / 480.0;
    let img = image::RgbImage::from_fn(side, side, |x, y| {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        let grain = (seed % 23) as f32 - 11.0;
        let (fx, fy) = (x as f32 / k, y as f32 / k);
        let (dx, dy) = (fx - 240.0, fy - 200.0);
        let d = (dx * dx + dy * dy).sqrt();
        let base = if d < 110.0 || (fy > 330.0 && dx.abs() < 190.0 - (480.0 - fy) * 0.3) {
            [205.0 - d * 0.3, 160.0 - d * 0.25, 130.0]
        } else {
            [60.0 + fx / 8.0, 90.0 + fy / 8.0, 140.0]
        };
        image::Rgb(base.map(|c| (c + grain).clamp(0.0, 255.0) as u8))
    });
    image::DynamicImage::ImageRgb8(img)
}

fn encode(img: &image::DynamicImage, format: image::ImageFormat, mime: &str) -> String {
    let mut buf = Cursor::new(Vec::new());
    img.write_to(&mut buf, format).expect("encode");
    format!(
        "data:{mime};base64,{}",
        base64::engine::general_purpose::STANDARD.encode(buf.into_inner())
    )
}

pub fn work(position: &str, company: &str, duration: &str, description: &str) -> WorkExperience {
    WorkExperience {
        position: position.into(),
        company: company.into(),
        duration: duration.into(),
        description: description.into(),
    }
}

/// A complete resume that fills about two pages.
pub fn full() -> (ResumeData, AiEnhancedData) {
    let data = ResumeData {
        name: "Ana Souza".into(),
        email: "ana.souza@example.com".into(),
        phone: "+55 11 5555 0100".into(),
        location: "São Paulo, Brazil".into(),
        summary: "Backend engineer who builds payment systems that stay up.".into(),
        job_title: "Senior Backend Engineer".into(),
        experience_level: ExperienceLevel::Senior,
        work_experience: vec![
            work(
                "Staff Engineer",
                "Quantum Payments",
                "2021 – Present",
                "Led the ledger rewrite.\n• Cut settlement time from hours to minutes\n• Mentored six engineers across two squads",
            ),
            work(
                "Senior Software Engineer",
                "Atlas Logistics",
                "2017 – 2021",
                "Built the routing service that plans forty thousand deliveries a day.",
            ),
            work(
                "Software Engineer",
                "Northwind Health",
                "2014 – 2017",
                "Maintained the patient records API and its reporting jobs.",
            ),
            work(
                "Junior Developer",
                "Lumen Studio",
                "2012 – 2014",
                "Shipped marketing sites and an internal asset tracker.",
            ),
        ],
        education: vec![
            Education {
                degree: "MSc Distributed Systems".into(),
                institution: "University of Campinas".into(),
                year: "2014".into(),
            },
            Education {
                degree: "BSc Computer Science".into(),
                institution: "University of São Paulo".into(),
                year: "2012".into(),
            },
        ],
        skills: vec![
            "Rust".into(),
            "PostgreSQL".into(),
            "Kafka".into(),
            "Kubernetes".into(),
            "Distributed tracing".into(),
            "Domain-driven design".into(),
            "AWS".into(),
            "Terraform".into(),
        ],
        certifications: vec![
            "AWS Certified Solutions Architect – Professional".into(),
            "Certified Kubernetes Administrator".into(),
        ],
        profile_photo: Some(photo_data_url()),
        ..ResumeData::default()
    };
    let enhanced = AiEnhancedData {
        enhanced_summary: "Senior backend engineer with twelve years of experience designing \
            fault-tolerant payment and logistics platforms. Known for turning fragile legacy \
            systems into observable, well-tested services, and for growing the engineers \
            around her. Comfortable owning a system from the first design document to the \
            on-call rotation."
            .into(),
        enhanced_work_experience: vec![
            EnhancedWorkExperience {
                enhanced_description: "Led the rewrite of the double-entry ledger that settles \
                    R$ 2 billion a month, moving it from nightly batches to streaming.\n\
                    • Cut settlement time from six hours to four minutes with Kafka and Rust\n\
                    • Designed the reconciliation checks that caught every mismatch in two years\n\
                    • Mentored six engineers across two squads; three were promoted"
                    .into(),
                ..Default::default()
            },
            EnhancedWorkExperience {
                enhanced_description: "Built the routing service that plans forty thousand \
                    deliveries a day across three countries.\n\
                    • Reduced average route length by 11% with a constraint solver\n\
                    • Introduced tracing and service-level objectives for every team"
                    .into(),
                ..Default::default()
            },
            EnhancedWorkExperience {
                enhanced_description: "Maintained the patient records API used by 200 clinics \
                    and rebuilt its reporting jobs to finish before the morning shift."
                    .into(),
                ..Default::default()
            },
            EnhancedWorkExperience {
                enhanced_description: String::new(),
                ..Default::default()
            },
        ],
        ..Default::default()
    };
    (data, enhanced)
}

/// The benchmark's resume: the full sample with two more entries, two pages in every template.
pub fn two_pages() -> (ResumeData, AiEnhancedData) {
    let (mut data, mut enhanced) = full();
    for (position, company) in [
        ("Contract Developer", "Freelance"),
        ("Teaching Assistant", "UNICAMP"),
    ] {
        data.work_experience.push(work(
            position,
            company,
            "2010 – 2012",
            "Delivered web applications for small businesses.\n\
             • Built booking, invoicing and inventory tools in PHP and PostgreSQL\n\
             • Taught two semesters of introductory programming to 120 students",
        ));
        enhanced.enhanced_work_experience.push(Default::default());
    }
    (data, enhanced)
}

/// `full()` with every optional section filled, printed in a custom order: projects and the
/// custom "Talks" section lead, skills come before experience, awards are hidden.
pub fn every_section() -> (ResumeData, AiEnhancedData) {
    let (data, enhanced) = full();
    let data = ResumeData {
        links: vec![Link {
            label: "GitHub".into(),
            url: "https://github.com/anasouza".into(),
        }],
        projects: vec![Project {
            name: "Open Ledger".into(),
            role: "Maintainer".into(),
            url: "https://openledger.dev".into(),
            duration: "2020 – Present".into(),
            description: "An open-source double-entry ledger.\n• Used by nine fintechs".into(),
        }],
        volunteering: vec![Volunteering {
            role: "Mentor".into(),
            organization: "Code Club Brasil".into(),
            duration: "2018 – 2020".into(),
            description: "Taught weekly Python lessons to teenagers.".into(),
        }],
        awards: vec![Award {
            title: "Hidden Award Title".into(),
            awarder: "Quantum Payments".into(),
            date: "2023".into(),
            description: "Never printed.".into(),
        }],
        publications: vec![Publication {
            name: "Ledgers That Never Lie".into(),
            publisher: "ACM Queue".into(),
            date: "2024".into(),
            url: "https://queue.acm.org/ledgers".into(),
            description: "How streaming settlement stays exact.".into(),
        }],
        languages: vec![
            Language {
                language: "Portuguese".into(),
                fluency: "Native".into(),
            },
            Language {
                language: "English".into(),
                fluency: "Fluent".into(),
            },
        ],
        custom_sections: vec![CustomSection {
            id: "talks".into(),
            heading: "Talks".into(),
            entries: vec![CustomEntry {
                title: "Streaming Settlement".into(),
                subtitle: "RustConf".into(),
                date: "2024".into(),
                description: "Keynote on exactly-once payments.".into(),
            }],
        }],
        section_order: vec![
            "projects".into(),
            "custom:talks".into(),
            "summary".into(),
            "skills".into(),
        ],
        hidden_sections: vec!["awards".into()],
        ..data
    };
    (data, enhanced)
}
