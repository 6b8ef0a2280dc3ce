//! Renders the sample resume of each script in every template to a folder, for looking at and
//! for `pdftotext`: `cargo run -p vitae-pdf --example scripts -- DIR [LANG…]`. Each sample is
//! written beside its PDFs as `<lang>.json`, for the browser to draw the same resume
//! (`frontend/scripts/scripts-screenshots.mjs`).
#[path = "../tests/common/mod.rs"]
mod common;

use vitae_domain::resume::{AiEnhancedData, TemplateStyle};
use vitae_pdf::{render, Content};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let dir = args.next().unwrap_or_else(|| "target/pdf-scripts".into());
    let mut languages: Vec<String> = args.collect();
    if languages.is_empty() {
        languages = ["ar", "he", "hi", "zh", "ja", "fa", "ur"]
            .map(String::from)
            .to_vec();
    }
    std::fs::create_dir_all(&dir)?;
    for language in &languages {
        let data = common::in_language(language);
        std::fs::write(
            format!("{dir}/{language}.json"),
            serde_json::to_vec_pretty(&data)?,
        )?;
        for template in TemplateStyle::ALL {
            let options = common::a4(template, Content::Original);
            let t = std::time::Instant::now();
            let pdf = render(&data, &AiEnhancedData::default(), &options)?;
            println!(
                "{language} {} {:?} {} bytes",
                template.as_str(),
                t.elapsed(),
                pdf.len()
            );
            std::fs::write(format!("{dir}/{language}-{}.pdf", template.as_str()), pdf)?;
        }
    }
    Ok(())
}
