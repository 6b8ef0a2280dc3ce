//! The resume the benchmark stores: two jobs, enhanced text, a photo of a chosen size.

use base64::Engine;
use serde_json::{json, Value};

/// The photo of each of the signed-in user's 20 resumes: a typical compressed head shot.
pub const PHOTO_BYTES: usize = 40 * 1024;
/// The photo of the resume saved in the upload benchmark: 1.5 MB, a large real-world photo.
pub const LARGE_PHOTO_BYTES: usize = 1_500_000;
/// The other users' photos: small, to keep seeding 10 000 of them quick, yet stored in the
/// same table the list must not read.
pub const OTHER_PHOTO_BYTES: usize = 8 * 1024;

/// A JPEG data URL of about `bytes` bytes: a real image (the server decodes and re-encodes every
/// photo before storing it), of noise so it does not compress, sized by a few trial encodes.
pub fn photo_data_url(bytes: usize) -> String {
    let mut side = (bytes as f64).sqrt().max(8.0);
    let mut jpeg = Vec::new();
    for _ in 0..4 {
        jpeg = noise_jpeg(side as u32);
        side *= (bytes as f64 / jpeg.len().max(1) as f64).sqrt();
    }
    format!(
        "data:image/jpeg;base64,{}",
        base64::engine::general_purpose::STANDARD.encode(jpeg)
    )
}

fn noise_jpeg(side: u32) -> Vec<u8> {
    let mut x: u32 = 0x9E37_79B9;
    let pixels = image::RgbImage::from_fn(side, side, |_, _| {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        let [r, g, b, _] = x.to_le_bytes();
        image::Rgb([r, g, b])
    });
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 90)
        .encode_image(&pixels)
        .map(|()| out)
        .unwrap_or_default()
}

fn work() -> Value {
    json!([
        { "position": "Backend Engineer", "company": "Acme Payments", "duration": "2019 - 2024",
          "description": "Responsible for the billing service. Cut invoice run time from 4 hours to 20 minutes. Mentored three engineers." },
        { "position": "Developer", "company": "Loja Online", "duration": "2016 - 2019",
          "description": "Worked on the checkout and the order pipeline; moved payments to an idempotent queue." }
    ])
}

/// `resume_data` as a client sends it.
pub fn resume(name: &str, photo: Option<String>) -> Value {
    json!({
        "name": name,
        "email": "ana@example.com",
        "phone": "+55 11 5555 0100",
        "location": "São Paulo, Brazil",
        "summary": "Backend engineer who likes boring, reliable systems and measurable results.",
        "job_title": "Senior Backend Engineer",
        "experience_level": "senior",
        "work_experience": work(),
        "education": [ { "degree": "BSc Computer Science", "institution": "USP", "year": "2016" } ],
        "skills": ["Rust", "PostgreSQL", "Kafka", "Kubernetes"],
        "certifications": ["AWS Solutions Architect"],
        "profile_photo": photo
    })
}

/// `resume_data` as the server stores it: the photo lives in its own table.
pub fn stored_resume_data(name: &str) -> String {
    resume(name, None).to_string()
}

pub fn enhanced() -> Value {
    let entries: Vec<Value> = work()
        .as_array()
        .map(|jobs| {
            jobs.iter()
                .map(|job| {
                    let mut entry = job.clone();
                    entry["enhanced_description"] = json!(format!(
                        "• Led {} engineering work end to end\n• Cut run times by 90 %",
                        job["company"].as_str().unwrap_or_default()
                    ));
                    entry
                })
                .collect()
        })
        .unwrap_or_default();
    json!({
        "enhanced_summary": "Senior backend engineer with eight years of reliable payment systems.",
        "enhanced_work_experience": entries,
        "ats_keywords": ["Rust", "PostgreSQL", "billing"],
        "suggested_skills": ["Kafka"]
    })
}

/// The body of `POST /api/resume/save`.
pub fn save_body(name: &str, photo_bytes: usize) -> String {
    json!({
        "resume_data": resume(name, Some(photo_data_url(photo_bytes))),
        "ai_enhanced_data": enhanced(),
        "template_style": "modern"
    })
    .to_string()
}
