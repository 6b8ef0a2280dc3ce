//! Renders the full sample in every template to a folder: `cargo run --example render_all -- DIR`.
//! `EVERY_SECTION=1` renders the sample with every optional section, in a custom order.
#[path = "../tests/common/mod.rs"]
mod common;

use vitae_domain::resume::TemplateStyle;
use vitae_pdf::{render, Content, Paper, RenderOptions};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "target/pdf-samples".into());
    std::fs::create_dir_all(&dir)?;
    let (mut data, enhanced) = if std::env::var("TWO_PAGES").is_ok() {
        common::two_pages()
    } else if std::env::var("EVERY_SECTION").is_ok() {
        common::every_section()
    } else {
        common::full()
    };
    if std::env::var("LONG").is_ok() {
        data.work_experience = (0..14)
            .map(|i| {
                common::work(
                    &format!("Position {i:02}"),
                    &format!("Company {i:02}"),
                    "2001 – 2002",
                    &format!(
                        "Entry {i:02} opening sentence. {}",
                        "Delivered work on time. ".repeat(12)
                    ),
                )
            })
            .collect();
    }
    for template in TemplateStyle::ALL {
        let options = RenderOptions {
            template,
            content: Content::Enhanced,
            paper: Some(Paper::A4),
            watermark: std::env::var("WM").is_ok(),
        };
        let t = std::time::Instant::now();
        let pdf = render(&data, &enhanced, &options)?;
        println!(
            "{} {:?} {} bytes",
            template.as_str(),
            t.elapsed(),
            pdf.len()
        );
        std::fs::write(format!("{dir}/{}.pdf", template.as_str()), pdf)?;
    }
    Ok(())
}
