use chrono::{TimeZone, Utc};
use serde_json::{json, Value};

use super::*;
use crate::resume::{
    Education, ExperienceLevel, ResumeData, StoredResume, TemplateStyle, WorkExperience,
};
use crate::sections::{
    Award, CustomEntry, CustomSection, Language, Link, Project, Publication, Volunteering,
};

/// A 1×1 PNG.
const PNG: &str = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

fn stored(data: ResumeData) -> StoredResume {
    let at = Utc
        .with_ymd_and_hms(2026, 3, 4, 5, 6, 7)
        .single()
        .expect("date");
    StoredResume {
        id: "r1".into(),
        created_at: at,
        updated_at: at,
        resume_data: data,
        ai_enhanced_data: Default::default(),
        template_style: TemplateStyle::Elegant,
        unlocked: false,
        stale_enhancements: Default::default(),
    }
}

fn canonical() -> ResumeData {
    ResumeData {
        name: "Ana Souza".into(),
        email: "ana@example.com".into(),
        phone: "+55 11 5555 0100".into(),
        location: "São Paulo, SP, Brazil".into(),
        summary: "Backend engineer.\nLikes boring, reliable systems.".into(),
        job_title: "Senior Backend Engineer".into(),
        experience_level: ExperienceLevel::Senior,
        work_experience: vec![
            WorkExperience {
                position: "Backend Engineer".into(),
                company: "Acme Payments".into(),
                duration: "Jan 2021 - Present".into(),
                description: "Owns billing.\n• Cut invoice runs from 4 h to 20 min\n• Led 3 people"
                    .into(),
            },
            WorkExperience {
                position: "Developer".into(),
                company: "Loja Online".into(),
                duration: "2016 - 2019".into(),
                description: "Worked on the checkout.".into(),
            },
        ],
        education: vec![Education {
            degree: "BSc Computer Science".into(),
            institution: "USP".into(),
            year: "2016".into(),
        }],
        skills: vec!["Rust".into(), "PostgreSQL".into()],
        certifications: vec!["AWS Solutions Architect".into()],
        profile_photo: Some(PNG.into()),
        ..ResumeData::default()
    }
}

/// `canonical` with every optional section filled, reordered and one section hidden.
fn with_every_section() -> ResumeData {
    ResumeData {
        title: "Backend, 2026".into(),
        links: vec![Link {
            label: "GitHub".into(),
            url: "https://github.com/ana".into(),
        }],
        projects: vec![Project {
            name: "Ledger".into(),
            role: "Author".into(),
            url: "https://ledger.dev".into(),
            duration: "2022 - Present".into(),
            description: "A double-entry ledger.\n• 2k stars".into(),
        }],
        volunteering: vec![Volunteering {
            role: "Mentor".into(),
            organization: "Code Club".into(),
            duration: "Summer 2019".into(),
            description: "Taught Python to teens.".into(),
        }],
        awards: vec![Award {
            title: "Engineer of the Year".into(),
            awarder: "Acme".into(),
            date: "2023".into(),
            description: "For the billing rewrite.".into(),
        }],
        publications: vec![Publication {
            name: "Boring Billing".into(),
            publisher: "ACM Queue".into(),
            date: "Mar 2024".into(),
            url: "https://queue.acm.org/boring".into(),
            description: "On reliable invoicing.".into(),
        }],
        languages: vec![Language {
            language: "Portuguese".into(),
            fluency: "Native".into(),
        }],
        custom_sections: vec![CustomSection {
            id: "talks".into(),
            heading: "Talks".into(),
            entries: vec![CustomEntry {
                title: "Rust in payments".into(),
                subtitle: "RustConf".into(),
                date: "2024".into(),
                description: "Keynote.".into(),
            }],
        }],
        section_order: vec!["projects".into(), "custom:talks".into(), "skills".into()],
        hidden_sections: vec!["awards".into()],
        ..canonical()
    }
}

#[test]
fn every_optional_section_survives_a_round_trip_and_maps_natively() {
    let data = with_every_section();
    let (doc, imported) = round_trip(data.clone());
    assert_eq!(imported.resume.as_data(), &data);
    assert!(imported.dropped.is_empty(), "{:?}", imported.dropped);
    assert_eq!(doc["basics"]["profiles"][0]["network"], "GitHub");
    assert_eq!(doc["projects"][0]["roles"][0], "Author");
    assert_eq!(doc["projects"][0]["startDate"], "2022");
    assert_eq!(doc["volunteer"][0]["position"], "Mentor");
    assert_eq!(doc["volunteer"][0]["x-vitae"]["duration"], "Summer 2019");
    assert_eq!(doc["awards"][0]["date"], "2023");
    assert_eq!(doc["publications"][0]["releaseDate"], "2024-03");
    assert_eq!(doc["languages"][0]["fluency"], "Native");
    let vitae = &doc["meta"]["x-vitae"];
    assert_eq!(vitae["title"], "Backend, 2026");
    assert_eq!(vitae["customSections"][0]["heading"], "Talks");
    assert_eq!(vitae["sectionOrder"][1], "custom:talks");
    assert_eq!(vitae["hiddenSections"][0], "awards");
}

#[test]
fn a_resume_without_optional_sections_exports_none_of_their_keys() {
    let doc = serde_json::to_value(export(&stored(canonical()))).expect("serialises");
    for key in [
        "projects",
        "volunteer",
        "awards",
        "publications",
        "languages",
    ] {
        assert!(doc.get(key).is_none(), "{key}");
    }
    assert!(doc["basics"].get("profiles").is_none());
    let vitae = doc["meta"]["x-vitae"].as_object().expect("x-vitae");
    assert_eq!(vitae.len(), 2, "{vitae:?}");
}

#[test]
fn sections_written_by_other_tools_import_and_bad_links_are_reported_at_their_path() {
    let mut doc = serde_json::to_value(export(&stored(canonical()))).expect("serialises");
    doc["basics"]["profiles"] = json!([{"network": "X", "url": "javascript:alert(1)"}]);
    doc["projects"] = json!([{"name": "Site", "startDate": "2020-01", "endDate": "2021-06",
        "highlights": ["Shipped it"], "url": "site.example.com"}]);
    let got = problems(&doc);
    assert_eq!(
        got,
        [(
            "basics.profiles[0].url".to_owned(),
            crate::problems::URL_NOT_WEB.text.to_owned()
        )]
    );
    doc["basics"]["profiles"] = json!([{"network": "X", "url": "https://x.com/ana"}]);
    let imported = import(&doc).expect("imports");
    let p = &imported.resume.as_data().projects[0];
    assert_eq!(p.duration, "Jan 2020 - Jun 2021");
    assert_eq!(p.description, "• Shipped it");
    assert_eq!(
        p.url, "https://site.example.com",
        "a bare host reads as https"
    );
}

fn round_trip(data: ResumeData) -> (Value, Imported) {
    let doc = serde_json::to_value(export(&stored(data))).expect("serialises");
    let imported = import(&doc).unwrap_or_else(|v| panic!("imports: {:?}", v.errors()));
    (doc, imported)
}

fn problems(doc: &Value) -> Vec<(String, String)> {
    import(doc)
        .err()
        .map(|v| {
            v.errors()
                .iter()
                .map(|e| (reader::display(&e.loc), e.msg.clone()))
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn a_resume_in_vitae_s_own_forms_round_trips_exactly_with_standard_fields_only() {
    let (doc, imported) = round_trip(canonical());
    assert_eq!(imported.resume.as_data(), &canonical());
    assert_eq!(imported.template_style, TemplateStyle::Elegant);
    assert!(imported.dropped.is_empty(), "{:?}", imported.dropped);
    assert!(
        !doc["basics"]
            .as_object()
            .expect("basics")
            .contains_key(EXTENSION)
            && doc["work"]
                .as_array()
                .expect("work")
                .iter()
                .all(|w| w.get(EXTENSION).is_none()),
        "no verbatim copies needed: {doc:#}"
    );
    assert_eq!(doc["basics"]["label"], "Senior Backend Engineer");
    assert_eq!(
        doc["basics"]["location"],
        json!({"city": "São Paulo", "region": "SP, Brazil"})
    );
    assert_eq!(doc["basics"]["image"], PNG);
    assert_eq!(doc["work"][0]["name"], "Acme Payments");
    assert_eq!(doc["work"][0]["startDate"], "2021-01");
    assert!(doc["work"][0].get("endDate").is_none(), "still there");
    assert_eq!(doc["work"][0]["summary"], "Owns billing.");
    assert_eq!(
        doc["work"][0]["highlights"],
        json!(["Cut invoice runs from 4 h to 20 min", "Led 3 people"])
    );
    assert_eq!(doc["work"][1]["startDate"], "2016");
    assert_eq!(doc["work"][1]["endDate"], "2019");
    assert_eq!(
        doc["education"][0],
        json!({"institution": "USP", "studyType": "BSc Computer Science", "endDate": "2016"})
    );
    assert_eq!(
        doc["skills"],
        json!([{"name": "Rust"}, {"name": "PostgreSQL"}])
    );
    assert_eq!(
        doc["certificates"],
        json!([{"name": "AWS Solutions Architect"}])
    );
    assert_eq!(doc["meta"]["version"], "v1.0.0");
    assert_eq!(doc["meta"]["lastModified"], "2026-03-04T05:06:07");
    assert_eq!(doc["$schema"], SCHEMA_URL);
}

#[test]
fn free_text_without_an_exact_standard_form_round_trips_through_the_extension() {
    let mut data = canonical();
    data.location = "Remote,  anywhere in Europe".into();
    data.work_experience[0].duration = "Summer 2019".into();
    data.work_experience[0].description = "- Did X\nThen Y\n\n- Did Z".into();
    data.work_experience[1].duration = "January 2016 – 03/2019".into();
    data.education[0].year = "Class of 2016".into();
    data.profile_photo = None;
    data.experience_level = ExperienceLevel::Executive;
    let (doc, imported) = round_trip(data.clone());
    assert_eq!(imported.resume.as_data(), &data);
    // The standard fields still say as much as they can.
    assert_eq!(
        doc["work"][0]["highlights"],
        json!(["Did X", "Then Y", "Did Z"])
    );
    assert!(doc["work"][0].get("startDate").is_none());
    assert_eq!(doc["work"][1]["startDate"], "2016-01");
    assert_eq!(doc["work"][1]["endDate"], "2019-03");
    assert_eq!(
        doc["work"][1][EXTENSION]["duration"],
        "January 2016 – 03/2019"
    );
    assert_eq!(doc["meta"][EXTENSION]["experienceLevel"], "executive");
}

#[test]
fn an_edit_made_in_another_tool_wins_over_the_kept_text() {
    let mut data = canonical();
    data.work_experience[1].duration = "January 2016 – 03/2019".into();
    let mut doc = serde_json::to_value(export(&stored(data))).expect("json");
    doc["work"][1]["endDate"] = json!("2020-05");
    doc["work"][0]["highlights"][1] = json!("Led 5 people");
    let imported = import(&doc).expect("imports");
    let work = &imported.resume.as_data().work_experience;
    assert_eq!(work[1].duration, "Jan 2016 - May 2020");
    assert!(
        work[0].description.ends_with("• Led 5 people"),
        "{}",
        work[0].description
    );
}

fn hendriks() -> Value {
    json!({
        "basics": {
            "name": "Richard Hendriks", "label": "Programmer", "image": "",
            "email": "richard.hendriks@mail.com", "phone": "(912) 555-4321",
            "url": "http://richardhendricks.example.com",
            "summary": "Richard hails from Tulsa.",
            "location": {"address": "2712 Broadway St", "postalCode": "CA 94115",
                         "city": "San Francisco", "countryCode": "US", "region": "California"},
            "profiles": [{"network": "Twitter", "username": "neutralthoughts", "url": ""}]
        },
        "work": [{"name": "Pied Piper", "location": "Palo Alto, CA", "description": "Awesome compression company",
                  "position": "CEO/President", "url": "http://piedpiper.example.com",
                  "startDate": "2013-12-01", "endDate": "2014-12-01",
                  "summary": "Pied Piper is a multi-platform technology.",
                  "highlights": ["Successfully won Techcrunch Disrupt", "Optimized an algorithm"]}],
        "education": [{"institution": "University of Oklahoma", "url": "https://www.ou.edu/",
                       "area": "Information Technology", "studyType": "Bachelor",
                       "startDate": "2011-06-01", "endDate": "2014-01-01", "score": "4.0",
                       "courses": ["DB1101 - Basic SQL"]}],
        "awards": [{"title": "Digital Compression Pioneer Award", "date": "2014-11-01"}],
        "certificates": [{"name": "Certified Kubernetes Administrator", "issuer": "CNCF", "date": "2021-11-07"}],
        "skills": [{"name": "Web Development", "level": "Master", "keywords": ["HTML", "CSS", "Javascript"]},
                   {"name": "Compression", "keywords": ["Mpeg", "html"]}],
        "languages": [{"language": "English", "fluency": "Native speaker"}],
        "meta": {"canonical": "https://example.com/resume.json", "version": "v1.0.0"}
    })
}

#[test]
fn a_published_document_maps_every_field_vitae_has_and_lists_the_rest() {
    let imported = import(&hendriks()).unwrap_or_else(|v| panic!("{:?}", v.errors()));
    let data = imported.resume.as_data();
    assert_eq!(data.name, "Richard Hendriks");
    assert_eq!(data.job_title, "Programmer");
    assert_eq!(data.location, "San Francisco, California, US");
    assert_eq!(data.profile_photo, None);
    assert_eq!(data.experience_level, ExperienceLevel::Entry);
    let w = &data.work_experience[0];
    assert_eq!(
        (w.position.as_str(), w.company.as_str()),
        ("CEO/President", "Pied Piper")
    );
    assert_eq!(w.duration, "Dec 2013 - Dec 2014");
    assert_eq!(
        w.description,
        "Pied Piper is a multi-platform technology.\n• Successfully won Techcrunch Disrupt\n• Optimized an algorithm"
    );
    let e = &data.education[0];
    assert_eq!(e.degree, "Bachelor in Information Technology");
    assert_eq!(e.year, "Jun 2011 - Jan 2014");
    assert_eq!(
        data.skills,
        [
            "Web Development",
            "HTML",
            "CSS",
            "Javascript",
            "Compression",
            "Mpeg"
        ]
    );
    assert_eq!(
        data.certifications,
        ["Certified Kubernetes Administrator — CNCF (Nov 2021)"]
    );
    assert_eq!(imported.template_style, TemplateStyle::Modern);
    assert_eq!(
        imported.dropped,
        [
            "basics.location.address",
            "basics.location.postalCode",
            "basics.profiles[]",
            "basics.url",
            "work[].description",
            "work[].location",
            "work[].url",
            "education[].courses",
            "education[].score",
            "education[].url",
            "skills[].level",
        ]
    );
}

#[test]
fn problems_are_reported_at_their_paths_in_the_document() {
    let mut doc = hendriks();
    doc["work"][0]["startDate"] = json!("Dec 2013");
    doc["work"][0]["highlights"] = json!(["ok", 42]);
    doc["education"][0]["endDate"] = json!("2014-02-30");
    doc["basics"]["phone"] = json!(9125554321_u64);
    doc["basics"]["email"] = json!("richard at mail");
    doc["skills"][1]["keywords"] = json!("Mpeg");
    doc["certificates"][0]["name"] = json!("x".repeat(300));
    doc["awards"] = json!({"title": "x"});
    assert_eq!(
        problems(&doc),
        [
            (
                "basics.phone".into(),
                "Expected text, found a number".into()
            ),
            (
                "work[0].startDate".into(),
                crate::problems::DATE_EXPECTED.text.into()
            ),
            (
                "work[0].highlights[1]".into(),
                "Expected text, found a number".into()
            ),
            (
                "education[0].endDate".into(),
                crate::problems::DATE_EXPECTED.text.into()
            ),
            (
                "skills[1].keywords".into(),
                "Expected a list, found text".into()
            ),
            ("awards".into(), "Expected a list, found an object".into()),
            (
                "basics.email".into(),
                "Please enter a valid email address".into()
            ),
            (
                "certificates[0].name".into(),
                "Must be at most 200 characters".into()
            ),
        ]
    );
}

#[test]
fn the_rules_of_a_save_apply_with_document_paths() {
    let doc = json!({
        "basics": {"name": "Ana", "email": "ana@example.com"},
        "work": [{"name": "Acme"}],
        "education": [{"institution": "USP", "studyType": "BSc"}],
        "skills": [{"name": "s".repeat(101)}]
    });
    assert_eq!(
        problems(&doc),
        [
            ("basics.phone".into(), "Phone is required".into()),
            ("basics.location".into(), "Location is required".into()),
            ("basics.label".into(), "Target job title is required".into()),
            (
                "basics.summary".into(),
                "Professional summary is required".into()
            ),
            ("work[0].position".into(), "Position is required".into()),
            ("work[0].startDate".into(), "Duration is required".into()),
            ("work[0].summary".into(), "Description is required".into()),
            ("education[0].endDate".into(), "Year is required".into()),
            (
                "skills[0].name".into(),
                "Must be at most 100 characters".into()
            ),
        ]
    );
}

#[test]
fn documents_that_are_not_resumes_are_refused_at_the_top() {
    assert_eq!(
        problems(&json!([1, 2])),
        [(
            "".into(),
            "Expected a JSON Resume document (an object with basics, work, education, …), found a list"
                .into()
        )]
    );
    let no_basics = problems(&json!({"work": []}));
    assert_eq!(no_basics.len(), 1, "{no_basics:?}");
    assert_eq!(no_basics[0].0, "basics");
    let wrong_basics = problems(&json!({"basics": "Ana"}));
    assert_eq!(
        wrong_basics,
        [("basics".into(), "Expected an object, found text".into())]
    );
    let mut deep = json!("leaf");
    for _ in 0..40 {
        deep = json!({ "a": deep });
    }
    let too_deep = problems(&json!({"basics": {}, "meta": deep}));
    assert_eq!(too_deep.len(), 1);
    assert!(too_deep[0].0.starts_with("meta.a.a.a"), "{too_deep:?}");
    assert!(too_deep[0].1.starts_with("Nested too deeply"));
}

#[test]
fn a_flood_of_problems_is_cut_short() {
    let work: Vec<Value> = (0..200).map(|_| json!({"startDate": "soon"})).collect();
    let Err(found) = import(&json!({"basics": {}, "work": work})) else {
        panic!("refused");
    };
    assert_eq!(found.errors().len(), 50, "the first 50 listed");
    // Each entry's start date and its missing company, position and end date, and the basics'
    // five required fields.
    assert!(found.more() > 200, "the rest counted: {}", found.more());
}

#[test]
fn vitae_settings_are_checked_and_a_remote_image_is_not_fetched() {
    let mut doc = serde_json::to_value(export(&stored(canonical()))).expect("json");
    doc["meta"][EXTENSION]["templateStyle"] = json!("neon");
    assert_eq!(
        problems(&doc),
        [(
            "meta.x-vitae.templateStyle".into(),
            "Expected one of modern, minimal, corporate, classic, elegant, sidebar, compact, \
             timeline, academic, headline"
                .into()
        )]
    );
    doc["meta"][EXTENSION]["templateStyle"] = json!("classic");
    doc["basics"]["image"] = json!("https://example.com/me.jpg");
    let imported = import(&doc).expect("imports");
    assert_eq!(imported.resume.as_data().profile_photo, None);
    assert_eq!(imported.dropped, ["basics.image"]);
    assert_eq!(imported.template_style, TemplateStyle::Classic);
    doc["basics"]["image"] = json!("data:image/png;base64,aGVsbG8=");
    assert_eq!(
        problems(&doc),
        [("basics.image".into(), "Please upload an image file".into())]
    );
}

#[test]
fn the_resume_language_travels_in_meta() {
    let data = ResumeData {
        language: "ar".into(),
        ..canonical()
    };
    let (doc, back) = round_trip(data);
    assert_eq!(doc["meta"]["language"], "ar");
    assert_eq!(back.resume.as_data().language, "ar");
    let mut other = doc.clone();
    other["meta"]["language"] = json!("en-US");
    assert_eq!(
        import(&other).expect("imports").resume.as_data().language,
        "en"
    );
    other["meta"]["language"] = json!("tlh");
    assert_eq!(
        import(&other).expect("imports").resume.as_data().language,
        ""
    );
}

#[test]
fn the_design_travels_with_the_document_and_is_checked_on_the_way_in() {
    let mut record = stored(canonical());
    let design = json!({"accent": "#0f766e", "font": "noto-serif", "font_size": 11.5,
                        "line_height": 1.3, "margins_mm": 25.0, "paper": "letter"});
    record.resume_data.design = serde_json::from_value(design.clone()).expect("design");
    let mut doc = serde_json::to_value(export(&record)).expect("json");
    assert_eq!(doc["meta"][EXTENSION]["design"], design);
    let imported = import(&doc).expect("imports");
    assert_eq!(imported.resume.as_data().design, record.resume_data.design);

    // A resume with its template's look writes no design at all.
    let plain = serde_json::to_value(export(&stored(canonical()))).expect("json");
    assert!(plain["meta"][EXTENSION].get("design").is_none(), "{plain}");

    doc["meta"][EXTENSION]["design"] = json!({"accent": "teal", "font_size": 30});
    assert_eq!(
        problems(&doc),
        [
            (
                "meta.x-vitae.design.accent".into(),
                crate::problems::ACCENT_INVALID.text.into()
            ),
            (
                "meta.x-vitae.design.font_size".into(),
                crate::problems::FONT_SIZE_RANGE.text.into()
            ),
        ]
    );
    doc["meta"][EXTENSION]["design"] = json!("blue");
    assert_eq!(
        problems(&doc),
        [("meta.x-vitae.design".into(), "Must be an object".into())]
    );
}
