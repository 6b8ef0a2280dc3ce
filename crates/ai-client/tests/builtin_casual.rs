//! The built-in writer given what people really type: casual, first person, product names in
//! lower case, "helped" / "worked on" / "responsible for". Thirty such lines, each as a work
//! description and the first ten also as a summary, through the writer's public `enhance`:
//! no first person comes out, known names come out as their makers write them, no weak opener
//! stays, and no summary sentence is the user's own sentence pasted in.

#![allow(clippy::expect_used)]

use vitae_ai_client::BuiltInWriter;
use vitae_domain::resume::WorkExperience;
use vitae_domain::ResumeData;

/// (what the user typed, a known name in it as its maker writes it, if any).
const CASUAL: &[(&str, Option<&str>)] = &[
    (
        "i do customer support and like helping people. worked with zendesk and salesforce",
        Some("Zendesk"),
    ),
    ("helped train new hires on our ticket queue", None),
    (
        "responsible for the hubspot pipeline and weekly reports",
        Some("HubSpot"),
    ),
    ("worked on the jira migration for 4 teams", Some("Jira")),
    (
        "I answered about 60 tickets a day in freshdesk",
        Some("Freshdesk"),
    ),
    (
        "my job was to keep the shopify store running",
        Some("Shopify"),
    ),
    (
        "i built dashboards in bigquery for the sales team",
        Some("BigQuery"),
    ),
    (
        "we moved our app from heroku to aws in 3 months",
        Some("AWS"),
    ),
    ("I was in charge of onboarding for 30 clients", None),
    ("helped customers find the right plan", None),
    (
        "i wrote python scripts to clean up the crm data",
        Some("Python"),
    ),
    ("worked with the marketing team on seo", Some("SEO")),
    ("I'm the person people go to for excel questions", None),
    (
        "responsible for quickbooks and paying suppliers",
        Some("QuickBooks"),
    ),
    (
        "helped build the company's wordpress site",
        Some("WordPress"),
    ),
    (
        "i managed the linkedin page and grew it to 5,000 followers",
        Some("LinkedIn"),
    ),
    (
        "I was responsible for kubernetes upgrades",
        Some("Kubernetes"),
    ),
    ("did the weekly payroll for 45 people", None),
    (
        "I have been handling returns and refunds in netsuite",
        Some("NetSuite"),
    ),
    (
        "worked on a postgresql upgrade with no downtime",
        Some("PostgreSQL"),
    ),
    (
        "i trained 12 agents on the new mailchimp flows",
        Some("Mailchimp"),
    ),
    (
        "helped design screens in figma for the mobile app",
        Some("Figma"),
    ),
    (
        "responsible for github actions and the release checklist",
        Some("GitHub"),
    ),
    (
        "I took care of the team's google workspace accounts",
        Some("Google"),
    ),
    (
        "assisted with the tiktok and instagram campaigns",
        Some("TikTok"),
    ),
    (
        "I was part of the team that rolled out servicenow",
        Some("ServiceNow"),
    ),
    (
        "we cut response time by 20% using zapier automations",
        Some("Zapier"),
    ),
    ("helped with month end close and kpi reports", Some("KPI")),
    (
        "my role was to write javascript for the checkout",
        Some("JavaScript"),
    ),
    (
        "I love solving problems and I worked with docker every day",
        Some("Docker"),
    ),
];

/// A weak opener left at the start of a line, or a first-person word anywhere.
fn problems_in(line: &str) -> Vec<String> {
    const WEAK: &[&str] = &[
        "helped",
        "worked on",
        "responsible for",
        "was responsible",
        "in charge of",
        "assisted",
        "my job",
        "my role",
        "part of",
        "took care",
        "did ",
    ];
    const FIRST_PERSON: &[&str] = &["i", "i'm", "i've", "me", "my", "we", "our"];
    let mut found = Vec::new();
    let bare = line.trim_start_matches(['•', ' ']).to_lowercase();
    if let Some(weak) = WEAK.iter().find(|w| bare.starts_with(*w)) {
        found.push(format!("opens with “{weak}”"));
    }
    for word in bare.split(|c: char| !(c.is_alphanumeric() || c == '\'')) {
        if FIRST_PERSON.contains(&word) {
            found.push(format!("says “{word}”"));
        }
    }
    found
}

fn resume_with(description: &str, summary: &str) -> ResumeData {
    ResumeData {
        name: "Sam Lee".into(),
        job_title: "Customer Support Specialist".into(),
        summary: summary.into(),
        work_experience: vec![WorkExperience {
            position: "Support Agent".into(),
            company: "Acme".into(),
            duration: "2021 - 2024".into(),
            description: description.into(),
            ..WorkExperience::default()
        }],
        ..ResumeData::default()
    }
}

#[test]
fn casual_lines_come_out_in_resume_voice_with_names_written_right() {
    let writer = BuiltInWriter::new();
    let mut failures = Vec::new();
    for (typed, name) in CASUAL {
        let out = writer.enhance(&resume_with(typed, ""), None);
        let bullets = &out.enhanced_work_experience[0].enhanced_description;
        for line in bullets.lines() {
            for problem in problems_in(line) {
                failures.push(format!("{typed:?} → {line:?}: {problem}"));
            }
        }
        if let Some(name) = name {
            if !bullets.contains(name) {
                failures.push(format!(
                    "{typed:?} → {bullets:?}: {name} not written as such"
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn helped_train_says_trained() {
    let writer = BuiltInWriter::new();
    let out = writer.enhance(
        &resume_with("helped train new hires on our ticket queue", ""),
        None,
    );
    let bullets = &out.enhanced_work_experience[0].enhanced_description;
    assert!(bullets.starts_with("• Trained new hires"), "{bullets}");
}

#[test]
fn a_casual_summary_is_not_pasted_in() {
    let writer = BuiltInWriter::new();
    let mut failures = Vec::new();
    for (typed, name) in &CASUAL[..10] {
        let out = writer.enhance(&resume_with("Answered tickets", typed), None);
        let summary = &out.enhanced_summary;
        for sentence in summary.split(". ") {
            for problem in problems_in(sentence) {
                failures.push(format!("{typed:?} → {summary:?}: {problem}"));
            }
        }
        for own in typed.split('.').map(str::trim).filter(|s| s.len() > 12) {
            if summary.contains(own) {
                failures.push(format!("{typed:?} → {summary:?}: pastes “{own}”"));
            }
        }
        // A name typed in lower case never comes out that way.
        if let Some(name) = name {
            let typed_as = name.to_lowercase();
            if summary
                .split(|c: char| !(c.is_alphanumeric() || c == '.'))
                .any(|word| word.trim_end_matches('.') == typed_as)
            {
                failures.push(format!("{typed:?} → {summary:?}: {name} in lower case"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn no_opening_verb_is_used_more_than_twice_in_an_entry() {
    let writer = BuiltInWriter::new();
    let typed = "managed the support queue. managed escalations to engineering. \
                 managed the help center articles. managed refunds over $500. \
                 was responsible for the weekend rota. managed hiring for 2 roles. \
                 helped with onboarding. assisted with billing questions. \
                 helped with the status page";
    let out = writer.enhance(&resume_with(typed, ""), None);
    let bullets = &out.enhanced_work_experience[0].enhanced_description;
    let openers: Vec<&str> = bullets
        .lines()
        .map(|l| {
            l.trim_start_matches(['•', ' '])
                .split(' ')
                .next()
                .unwrap_or("")
        })
        .collect();
    assert_eq!(openers.len(), 9, "every line kept: {bullets}");
    for opener in &openers {
        let times = openers.iter().filter(|o| *o == opener).count();
        assert!(times <= 2, "“{opener}” opens {times} bullets:\n{bullets}");
    }
    for what in [
        "the support queue",
        "escalations to engineering",
        "the help center articles",
        "refunds over $500",
        "the weekend rota",
        "hiring for 2 roles",
        "onboarding",
        "billing questions",
        "the status page",
    ] {
        assert!(
            bullets.contains(what),
            "{what} lost:
{bullets}"
        );
    }
}
