//! LinkedIn tips: a headline, an About text, the skills to list and advice for the target role.

use super::context::{push_unique, Context};
use super::phrases::{article, role};
use super::{bullets, written_in_english};
use crate::family::{bank_for_title, keywords_for_title, tone};
use crate::text::{capitalize, join_and, squash, words};
use crate::{LinkedInRequest, LinkedInTips};

pub(super) fn linkedin(request: &LinkedInRequest) -> LinkedInTips {
    let title = squash(&request.job_title);
    let bank = bank_for_title(&title);
    let keywords = keywords_for_title(&title);
    let resume = request.resume.clone().unwrap_or_default();
    let level = request
        .resume
        .as_ref()
        .map(|r| r.experience_level)
        .unwrap_or_default();
    let tone = tone(level);
    let ctx = Context::new(&resume, None);

    let mut skills: Vec<String> = Vec::new();
    for s in resume.skills.iter().filter(|s| {
        keywords
            .iter()
            .chain(&bank.skills)
            .any(|k| k.eq_ignore_ascii_case(s.trim()))
    }) {
        push_unique(&mut skills, s);
    }
    for s in &resume.skills {
        push_unique(&mut skills, s);
    }
    for k in keywords.iter().filter(|k| ctx.in_resume(k)) {
        push_unique(&mut skills, k);
    }
    for k in &bank.skills {
        push_unique(&mut skills, k);
    }
    skills.truncate(8);

    let top: Vec<String> = skills.iter().take(3).cloned().collect();
    // LinkedIn allows 220 characters; drop the least important part first.
    let mut parts = vec![title.clone(), top.join(" · "), capitalize(bank.focus)];
    parts.retain(|p| !p.is_empty());
    let mut headline = parts.join(" | ");
    while headline.chars().count() > 220 && parts.len() > 1 {
        parts.pop();
        headline = parts.join(" | ");
    }
    if headline.chars().count() > 220 {
        headline = headline.chars().take(220).collect();
    }

    let mut summary = vec![if title.is_empty() {
        format!("I'm focused on {}.", bank.focus)
    } else {
        format!("I'm {} {title} focused on {}.", article(&title), bank.focus)
    }];
    if let Some(w) = resume.work_experience.first() {
        let best = bullets::bullets(&w.description, &tone, written_in_english(&resume))
            .into_iter()
            .map(|b| b.trim_start_matches("• ").to_owned())
            .find(|b| !b.starts_with("Contributed to results:"));
        let role = role(w.position.trim(), w.company.trim());
        match best {
            Some(b) => summary.push(format!("Most recently, as {role}, I {}.", lower_first(&b))),
            None => summary.push(format!("Most recently I worked as {role}.")),
        }
    }
    let own: Vec<String> = resume
        .skills
        .iter()
        .take(5)
        .map(|s| s.trim().to_owned())
        .collect();
    if !own.is_empty() {
        summary.push(format!("I work with {}.", join_and(&own)));
    }
    summary.push(format!(
        "I'm open to conversations about {title} opportunities."
    ));

    let mut tips = Vec::new();
    let title_words = words(&title);
    match request.current_headline.as_deref().map(str::trim).filter(|h| !h.is_empty()) {
        Some(current) => {
            let hw = words(current);
            let names_title = title_words.iter().all(|w| hw.contains(w));
            if names_title {
                tips.push(format!(
                    "Your headline already names {title}; add your strongest skills ({}) so it matches more recruiter searches.",
                    join_and(&top)
                ));
            } else {
                tips.push(format!(
                    "Put \"{title}\" in your headline: recruiters search LinkedIn by job title, and \"{current}\" does not say it."
                ));
            }
        }
        None => tips.push(format!(
            "Write a headline that names {title} and your strongest skills; the suggested headline above is a starting point."
        )),
    }
    tips.push(format!(
        "Pin {} at the top of your Skills section: they are terms recruiters in {} search for.",
        join_and(
            &keywords
                .iter()
                .take(3)
                .map(|k| (*k).to_owned())
                .collect::<Vec<_>>()
        ),
        bank.label
    ));
    tips.push(
        "Open your About section with what you do and for whom, then back it with results from your experience: figures, scale and outcomes you can stand behind."
            .to_owned(),
    );
    tips.push(
        "Write each Experience entry as short achievement bullets that open with an action verb, the way your resume does."
            .to_owned(),
    );
    tips.push(bank.linkedin_tip.to_owned());
    tips.push(
        match level {
            vitae_domain::ExperienceLevel::Entry => "Fill in Education, projects and volunteering, and turn on Open to Work (visible to recruiters only) so hiring teams can find you.",
            vitae_domain::ExperienceLevel::Mid => "Ask a former manager or close colleague for a recommendation that names a concrete result you delivered together.",
            vitae_domain::ExperienceLevel::Senior => "Share short posts about lessons from the work you lead; senior hires are often found through what they publish.",
            vitae_domain::ExperienceLevel::Executive => "Make the scope of each role visible (teams, budgets, markets) and publish your point of view on where your field is going.",
        }
        .to_owned(),
    );
    tips.push(
        "Use a clear, recent profile photo and claim a custom profile URL with your name."
            .to_owned(),
    );

    LinkedInTips {
        headline,
        summary: summary.join(" "),
        skills,
        tips,
    }
}

fn lower_first(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}
