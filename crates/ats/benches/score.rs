//! The score of a long (~1,500-word) job description against a full resume. Budget: 5 ms.

use criterion::{criterion_group, criterion_main, Criterion};

fn long_posting(c: &mut Criterion) {
    let fixture: serde_json::Value =
        serde_json::from_str(include_str!("../tests/fixtures/ats/backend_engineer.json"))
            .unwrap_or_default();
    let resume: vitae_domain::ResumeData =
        serde_json::from_value(fixture["resume"].clone()).unwrap_or_default();
    let jd = include_str!("../tests/fixtures/ats/long_posting.txt");
    c.bench_function("score a 1,500-word posting", |b| {
        b.iter(|| vitae_ats::score(&resume, None, std::hint::black_box(jd)))
    });
}

criterion_group!(benches, long_posting);
criterion_main!(benches);
