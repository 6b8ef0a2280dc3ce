//! The fixture set of `tests/fixtures/ats/` (in this crate's directory): realistic postings and
//! resumes with the keywords a careful reader would call matched and missing.

#![allow(clippy::expect_used, clippy::unwrap_used)]

use serde_json::Value;
use vitae_ats::{score, AtsReport, KeywordKind, Section};
use vitae_domain::{
    AiEnhancedData, EnhancedWorkExperience, Language, Project, ResumeData, Volunteering,
};

const FIXTURES: [&str; 4] = [
    "backend_engineer",
    "data_analyst",
    "registered_nurse",
    "marketing_manager",
];

fn fixture(name: &str) -> (String, ResumeData, Value) {
    let path = format!(
        "{}/tests/fixtures/ats/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let v: Value =
        serde_json::from_str(&std::fs::read_to_string(path).expect("fixture")).expect("json");
    let resume = serde_json::from_value(v["resume"].clone()).expect("resume");
    (
        v["job_description"].as_str().expect("jd").to_owned(),
        resume,
        v["expect"].clone(),
    )
}

fn names(report: &AtsReport) -> (Vec<&str>, Vec<&str>) {
    (
        report
            .matched_keywords
            .iter()
            .map(|k| k.keyword.as_str())
            .collect(),
        report
            .missing_keywords
            .iter()
            .map(|k| k.keyword.as_str())
            .collect(),
    )
}

fn strings(v: &Value) -> Vec<String> {
    v.as_array()
        .map(|a| {
            a.iter()
                .filter_map(|s| s.as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn every_fixture_matches_and_misses_what_a_reader_would_expect() {
    for name in FIXTURES {
        let (jd, resume, expect) = fixture(name);
        let report = score(&resume, None, &jd);
        let (matched, missing) = names(&report);
        for k in strings(&expect["matched"]) {
            assert!(
                matched.contains(&k.as_str()),
                "{name}: {k} matched in {matched:?} (missing {missing:?})"
            );
        }
        for k in strings(&expect["missing"]) {
            assert!(
                missing.contains(&k.as_str()),
                "{name}: {k} missing in {missing:?} (matched {matched:?})"
            );
        }
        for k in strings(&expect["absent"]) {
            assert!(
                !matched.contains(&k.as_str()) && !missing.contains(&k.as_str()),
                "{name}: {k} is not a keyword"
            );
        }
        if let Some(codes) = expect.get("findings") {
            let got: Vec<&str> = report
                .section_findings
                .iter()
                .map(|f| f.code.as_str())
                .collect();
            assert_eq!(got, strings(codes), "{name}");
        }
        assert!(report.score <= 100);
        let b = &report.breakdown;
        assert_eq!(
            report.score,
            b.keyword_points + b.structure_points,
            "{name}"
        );
        let matched_weight: u32 = report.matched_keywords.iter().map(|k| k.weight).sum();
        assert_eq!(b.matched_weight, matched_weight, "{name}");
    }
}

#[test]
fn the_same_input_gives_the_same_report() {
    let (jd, resume, _) = fixture("backend_engineer");
    assert_eq!(score(&resume, None, &jd), score(&resume, None, &jd));
}

#[test]
fn the_score_rises_when_a_missing_keyword_is_added() {
    for name in FIXTURES {
        let (jd, mut resume, _) = fixture(name);
        let before = score(&resume, None, &jd);
        let skill = before
            .missing_keywords
            .iter()
            .find(|k| k.kind == KeywordKind::Skill)
            .expect("a missing skill")
            .keyword
            .clone();
        resume.skills.push(skill.clone());
        let after = score(&resume, None, &jd);
        assert!(
            after.score > before.score,
            "{name}: +{skill} {} → {}",
            before.score,
            after.score
        );
        assert!(after.matched_keywords.iter().any(|k| k.keyword == skill));
    }
}

#[test]
fn variants_of_a_term_match_it() {
    let cases = [
        ("NodeJS", "Node.js"),
        ("node js", "Node.js"),
        ("Node.JS", "Node.js"),
        ("ci-cd", "CI/CD"),
        ("continuous integration", "CI/CD"),
        ("c++", "C++"),
        ("Postgres", "PostgreSQL"),
        ("project-management", "Project management"),
        ("Managing projects", "Project management"),
        ("REST API", "REST APIs"),
        ("k8s", "Kubernetes"),
        ("Amazon Web Services", "AWS"),
        ("BSc Computer Science", "Bachelor's degree"),
    ];
    for (written, asked) in cases {
        let resume = ResumeData {
            skills: vec![written.into()],
            ..ResumeData::default()
        };
        let jd = format!("Requirements:\n- {asked} is required\n- Bachelor's degree");
        let report = score(&resume, None, &jd);
        assert!(
            report.matched_keywords.iter().any(|k| k.keyword == asked),
            "{written} should match {asked}: {report:?}"
        );
    }
    // And not what only looks alike.
    let resume = ResumeData {
        skills: vec!["C".into(), "Java".into()],
        ..ResumeData::default()
    };
    let report = score(&resume, None, "Requirements:\n- C++\n- JavaScript");
    assert!(report.matched_keywords.is_empty(), "{report:?}");
}

#[test]
fn enhanced_content_is_scored_when_asked_for() {
    let (jd, resume, _) = fixture("backend_engineer");
    let mut enhanced = AiEnhancedData {
        enhanced_summary: "Backend engineer shipping Kafka consumers on Kubernetes.".into(),
        ..AiEnhancedData::default()
    };
    for w in &resume.work_experience {
        enhanced
            .enhanced_work_experience
            .push(EnhancedWorkExperience {
                enhanced_description: format!("{} Ran gRPC services.", w.description),
                ..EnhancedWorkExperience::default()
            });
    }
    let original = score(&resume, None, &jd);
    let improved = score(&resume, Some(&enhanced), &jd);
    let (matched, _) = names(&improved);
    for k in ["Kafka", "Kubernetes", "gRPC"] {
        assert!(matched.contains(&k), "{k}");
    }
    assert!(improved.score > original.score);
}

#[test]
fn an_empty_resume_gets_findings_and_concrete_suggestions() {
    let (jd, _, _) = fixture("data_analyst");
    let report = score(&ResumeData::default(), None, &jd);
    let codes: Vec<&str> = report
        .section_findings
        .iter()
        .map(|f| f.code.as_str())
        .collect();
    assert_eq!(
        codes,
        [
            "missing_summary",
            "empty_skills",
            "no_experience",
            "missing_email",
            "no_education"
        ]
    );
    assert_eq!(
        report.score, 3,
        "only the quantified check passes vacuously: 15 × 1/6"
    );
    assert!(
        report.suggestions[0].contains("SQL"),
        "{:?}",
        report.suggestions
    );
    assert!(report.suggestions.len() <= 8);
}

/// Its time is `make bench`'s to measure (`examples/score_bench.rs`, budget 5 ms): a wall
/// clock in a test fails on a busy machine, not on slow code.
#[test]
fn a_long_posting_is_read_whole() {
    let (_, resume, _) = fixture("backend_engineer");
    let jd = include_str!("fixtures/ats/long_posting.txt");
    assert!(jd.split_whitespace().count() >= 1_500);
    let report = score(&resume, None, jd);
    assert!(report.missing_keywords.len() + report.matched_keywords.len() >= 20);
}

#[test]
fn every_section_is_read_and_named_where_a_keyword_was_found() {
    let resume = ResumeData {
        projects: vec![Project {
            name: "Rota app".into(),
            description: "Built with Kubernetes.".into(),
            ..Project::default()
        }],
        volunteering: vec![Volunteering {
            role: "Mentor".into(),
            description: "Taught Terraform.".into(),
            ..Volunteering::default()
        }],
        languages: vec![Language {
            language: "Spanish".into(),
            fluency: "Fluent".into(),
        }],
        ..ResumeData::default()
    };
    let report = score(
        &resume,
        None,
        "Requirements:\n- Kubernetes\n- Terraform\n- Spanish",
    );
    let found = |keyword: &str| {
        report
            .matched_keywords
            .iter()
            .find(|k| k.keyword == keyword)
            .map(|k| k.found_in.clone())
    };
    assert_eq!(
        found("Kubernetes"),
        Some(vec![Section::Projects]),
        "{report:?}"
    );
    assert_eq!(
        found("Terraform"),
        Some(vec![Section::Volunteering]),
        "{report:?}"
    );
}

#[test]
fn postings_in_other_languages_match_the_resume_s_own_words() {
    for (language, skills, posting) in [
        (
            "ar",
            vec!["قواعد البيانات", "الأنظمة الموزّعة", "Kubernetes"],
            "المتطلبات:\n- خبرة في قواعد البيانات\n- الأنظمة الموزّعة\n- Kubernetes\n- التعلّم الآلي",
        ),
        (
            "hi",
            vec!["रोगी देखभाल", "प्राथमिक चिकित्सा"],
            "आवश्यकताएँ:\n- रोगी देखभाल\n- प्राथमिक चिकित्सा\n- गहन चिकित्सा इकाई",
        ),
        (
            "de",
            vec!["Qualitätssicherung", "Projektmanagement"],
            "Anforderungen:\n- Qualitätssicherung\n- Projekt-Management\n- Prüfungsplanung",
        ),
    ] {
        let resume = ResumeData {
            language: language.into(),
            skills: skills.iter().map(|s| (*s).to_owned()).collect(),
            ..Default::default()
        };
        let report = score(&resume, None, posting);
        let (matched, missing) = names(&report);
        let squeeze = |s: &str| s.to_lowercase().replace(['-', ' '], "");
        for skill in &skills {
            assert!(
                matched.iter().any(|m| squeeze(m).contains(&squeeze(skill))),
                "{language}: {skill} not matched; matched {matched:?}, missing {missing:?}"
            );
        }
        assert!(
            !missing.is_empty(),
            "{language}: the extra requirement is missing"
        );
    }
}
