//! Times every template on the benchmark resume (2 pages, photo, watermark), reporting the
//! wall-clock median and the CPU time per render, which a busy machine disturbs less; then
//! "Fit to 1 page" of the same resume in every template (the budget is 150 ms):
//! `cargo run --release -p vitae-pdf --example timing`.
#[path = "../tests/common/mod.rs"]
mod common;

use vitae_domain::resume::TemplateStyle;
use vitae_pdf::{fit_to_pages, render, Content, Paper, RenderOptions};

/// This process's user + system CPU time in seconds (Linux), if readable.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    const RUNS: usize = 200;
    let (data, enhanced) = common::two_pages();
    let mut large = data.clone();
    large.profile_photo = Some(common::large_png_data_url());
    let cases = TemplateStyle::ALL
        .into_iter()
        .map(|t| (t.as_str().to_owned(), t, &data))
        .chain([(
            "modern, 1200 px PNG photo".to_owned(),
            TemplateStyle::Modern,
            &large,
        )]);
    for (name, template, resume) in cases {
        let options = RenderOptions {
            template,
            content: Content::Enhanced,
            paper: Some(Paper::A4),
            watermark: true,
        };
        let mut times = Vec::with_capacity(RUNS);
        let mut size = 0;
        let cpu0 = cpu_seconds();
        for _ in 0..RUNS {
            let t = std::time::Instant::now();
            size = render(resume, &enhanced, &options)?.len();
            times.push(t.elapsed().as_secs_f64() * 1000.0);
        }
        let cpu = match (cpu0, cpu_seconds()) {
            (Some(a), Some(b)) => format!("{:.2} ms", (b - a) * 1000.0 / RUNS as f64),
            _ => "n/a".to_owned(),
        };
        let first = times[0];
        times.sort_by(|a, b| a.total_cmp(b));
        println!(
            "{name:28} first {first:6.2} ms   median {:6.2} ms   min {:6.2} ms   cpu/render {cpu:>9}   {:.1} kB",
            times[RUNS / 2],
            times[0],
            size as f64 / 1024.0
        );
    }
    const FITS: usize = 20;
    for template in TemplateStyle::ALL {
        let options = common::a4(template, Content::Enhanced);
        let mut times = Vec::with_capacity(FITS);
        let mut answer = String::new();
        for _ in 0..FITS {
            let t = std::time::Instant::now();
            let fitted = fit_to_pages(&data, &enhanced, &options, 1);
            times.push(t.elapsed().as_secs_f64() * 1000.0);
            answer = match fitted {
                Ok(f) => format!(
                    "{} page, {:?} pt, line height {:?}, margins {:?} mm, spacing {:?}",
                    f.pages,
                    f.design.font_size.unwrap_or_default(),
                    f.design.line_height.unwrap_or_default(),
                    f.design.margins_mm.unwrap_or_default(),
                    f.design.spacing.unwrap_or_default()
                ),
                Err(e) => format!("does not fit: {} lines over", e.over_lines),
            };
        }
        times.sort_by(|a, b| a.total_cmp(b));
        println!(
            "fit to 1 page, {:10} median {:6.1} ms   max {:6.1} ms   {answer}",
            template.as_str(),
            times[FITS / 2],
            times[FITS - 1],
        );
    }
    Ok(())
}
