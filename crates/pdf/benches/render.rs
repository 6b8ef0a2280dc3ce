//! Rendering a two-page resume with a photo, and one using every optional section, per template
//! (`cargo bench -p vitae-pdf`).
#![allow(clippy::expect_used)]
#[path = "../tests/common/mod.rs"]
mod common;

use criterion::{criterion_group, criterion_main, Criterion};
use vitae_domain::resume::TemplateStyle;
use vitae_pdf::{render, Content, Paper, RenderOptions};

fn bench(c: &mut Criterion) {
    let (data, enhanced) = common::two_pages();
    let mut group = c.benchmark_group("render_2_pages_with_photo");
    for template in TemplateStyle::ALL {
        for watermark in [false, true] {
            let options = RenderOptions {
                template,
                content: Content::Enhanced,
                paper: Some(Paper::A4),
                watermark,
            };
            let pdf = render(&data, &enhanced, &options).expect("renders");
            let name = format!(
                "{}{}",
                template.as_str(),
                if watermark { "+watermark" } else { "" }
            );
            eprintln!("{name}: {} bytes", pdf.len());
            group.bench_function(&name, |b| {
                b.iter(|| render(&data, &enhanced, &options).expect("renders"))
            });
        }
    }
    group.finish();

    // The slow path: a 1200 px PNG is decoded, flattened, downscaled and re-encoded as JPEG.
    let mut large = data.clone();
    large.profile_photo = Some(common::large_png_data_url());
    let options = common::a4(TemplateStyle::Modern, Content::Enhanced);
    let pdf = render(&large, &enhanced, &options).expect("renders");
    eprintln!("modern, 1200 px PNG photo: {} bytes", pdf.len());
    c.bench_function("render_2_pages_large_png_photo/modern", |b| {
        b.iter(|| render(&large, &enhanced, &options).expect("renders"))
    });

    // Every optional section, in a custom order (budget: under 20 ms like the 2-page resume).
    let (every, every_enhanced) = common::every_section();
    let mut group = c.benchmark_group("render_every_section");
    for template in TemplateStyle::ALL {
        let options = common::a4(template, Content::Enhanced);
        group.bench_function(template.as_str(), |b| {
            b.iter(|| render(&every, &every_enhanced, &options).expect("renders"))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
