//! The built-in writer: deterministic, rule-based, no network.
//!
//! It only rearranges and re-opens what the job seeker wrote. Every number, company, title and
//! name in its output comes from the input; the only words it adds are action verbs, linking
//! phrases and keywords from the bank of the target job family.

mod bullets;
mod verbs;

use vitae_ats::KeywordKind;
use vitae_domain::{
    AiEnhancedData, EnhancedProject, EnhancedVolunteering, EnhancedWorkExperience, ResumeData,
};

use crate::family::{all_keywords, bank_for_title, keywords_for_title, tone, Bank, Tone};
use crate::text::{capitalize, contains_phrase, join_and, sentences, squash, words};
use crate::{LinkedInRequest, LinkedInTips, Writer, WriterError, BUILT_IN_PROVIDER};

const MAX_KEYWORDS: usize = 15;
const MAX_SUGGESTED_SKILLS: usize = 8;

/// The built-in rule-based writer.
#[derive(Debug, Clone, Default)]
pub struct BuiltInWriter;

impl BuiltInWriter {
    pub fn new() -> Self {
        Self
    }

    /// [`Writer::enhance_resume`] without the async wrapper.
    pub fn enhance(&self, resume: &ResumeData, job_description: Option<&str>) -> AiEnhancedData {
        let bank = bank_for_title(&resume.job_title);
        let tone = tone(resume.experience_level);
        let ctx = Context::new(resume, job_description);
        let english = written_in_english(resume);
        // Work, project and volunteering descriptions follow the same bullet rules.
        let bullets_of = |description: &str| {
            let lines = ctx.relevant_first(bullets::bullets(description, &tone, english));
            if lines.is_empty() {
                description.trim().to_owned()
            } else {
                lines.join("\n")
            }
        };
        let enhanced_work_experience = resume
            .work_experience
            .iter()
            .map(|w| EnhancedWorkExperience {
                position: w.position.clone(),
                company: w.company.clone(),
                duration: w.duration.clone(),
                description: w.description.clone(),
                enhanced_description: bullets_of(&w.description),
            })
            .collect();
        let enhanced_projects = resume
            .projects
            .iter()
            .map(|p| EnhancedProject {
                name: p.name.clone(),
                description: p.description.clone(),
                enhanced_description: bullets_of(&p.description),
            })
            .collect();
        let enhanced_volunteering = resume
            .volunteering
            .iter()
            .map(|v| EnhancedVolunteering {
                role: v.role.clone(),
                organization: v.organization.clone(),
                description: v.description.clone(),
                enhanced_description: bullets_of(&v.description),
            })
            .collect();
        AiEnhancedData {
            enhanced_summary: if english {
                summary(resume, bank, &tone, &ctx)
            } else {
                tidy(&resume.summary)
            },
            enhanced_summary_source: resume.summary.clone(),
            enhanced_work_experience,
            enhanced_projects,
            enhanced_volunteering,
            ats_keywords: ats_keywords(&keywords_for_title(&resume.job_title), bank, &ctx),
            suggested_skills: suggested_skills(resume, bank, &ctx),
        }
    }

    /// [`Writer::cover_letter`] without the async wrapper.
    pub fn letter(&self, resume: &ResumeData, company: &str, job_description: &str) -> String {
        cover_letter(resume, company.trim(), job_description)
    }

    /// [`Writer::linkedin_tips`] without the async wrapper.
    pub fn tips(&self, request: &LinkedInRequest) -> LinkedInTips {
        linkedin(request)
    }
}

#[async_trait::async_trait]
impl Writer for BuiltInWriter {
    fn provider(&self) -> &str {
        BUILT_IN_PROVIDER
    }

    async fn enhance_resume(
        &self,
        resume: &ResumeData,
        job_description: Option<&str>,
    ) -> Result<AiEnhancedData, WriterError> {
        Ok(self.enhance(resume, job_description))
    }

    async fn cover_letter(
        &self,
        resume: &ResumeData,
        company_name: &str,
        job_description: &str,
    ) -> Result<String, WriterError> {
        Ok(self.letter(resume, company_name, job_description))
    }

    async fn linkedin_tips(&self, request: &LinkedInRequest) -> Result<LinkedInTips, WriterError> {
        Ok(self.tips(request))
    }
}

/// Whether the resume is in English (the language it names, English when it names none): the
/// writer's phrases and verb rules are English ones, for English resumes only.
fn written_in_english(resume: &ResumeData) -> bool {
    vitae_domain::language::of(&resume.language).primary() == "en"
}

/// Text in another language, tidied: runs of spaces and blank lines gone, each sentence
/// starting with a capital where the script has them. Nothing is added.
fn tidy(text: &str) -> String {
    crate::text::sentences(text)
        .iter()
        .map(|s| crate::text::capitalize(s.trim()))
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// What the resume and the job description talk about, as lower-case words.
struct Context {
    resume_words: Vec<String>,
    jd_words: Vec<String>,
}

impl Context {
    fn new(resume: &ResumeData, job_description: Option<&str>) -> Self {
        let mut text = format!("{} {} ", resume.summary, resume.job_title);
        for w in &resume.work_experience {
            text.push_str(&format!(" {} . {} . ", w.position, w.description));
        }
        for s in resume.skills.iter().chain(&resume.certifications) {
            text.push_str(&format!(" {s} . "));
        }
        for e in &resume.education {
            text.push_str(&format!(" {} . ", e.degree));
        }
        Self {
            resume_words: words(&text),
            jd_words: job_description.map(words).unwrap_or_default(),
        }
    }

    fn in_resume(&self, term: &str) -> bool {
        contains_phrase(&self.resume_words, term)
    }

    fn in_jd(&self, term: &str) -> bool {
        contains_phrase(&self.jd_words, term)
    }

    /// With a job description, the bullets that share the most of its words (of four letters
    /// or more) come first; without one, or on a tie, the job seeker's order stays.
    fn relevant_first(&self, mut lines: Vec<String>) -> Vec<String> {
        if self.jd_words.is_empty() {
            return lines;
        }
        let shared = |line: &String| {
            let mut seen: Vec<String> = words(line)
                .into_iter()
                .filter(|w| {
                    w.chars().count() >= 4
                        && !JOB_AD_FILLER.contains(&w.as_str())
                        && self.jd_words.contains(w)
                })
                .collect();
            seen.sort();
            seen.dedup();
            seen.len()
        };
        lines.sort_by_cached_key(|l| std::cmp::Reverse(shared(l)));
        lines
    }
}

fn push_unique(list: &mut Vec<String>, item: &str) {
    let item = item.trim();
    if !item.is_empty() && !list.iter().any(|k| k.eq_ignore_ascii_case(item)) {
        list.push(item.to_owned());
    }
}

/// Keywords of the family bank; those the job description and the resume share come first,
/// then those of the job description, then those of the resume, then the rest of the bank.
fn ats_keywords(keywords: &[&'static str], bank: &Bank, ctx: &Context) -> Vec<String> {
    let mut out = Vec::new();
    if !ctx.jd_words.is_empty() {
        for k in keywords
            .iter()
            .chain(&bank.skills)
            .copied()
            .chain(all_keywords())
        {
            if ctx.in_jd(k) && ctx.in_resume(k) {
                push_unique(&mut out, k);
            }
        }
        for k in keywords.iter().chain(&bank.skills) {
            if ctx.in_jd(k) {
                push_unique(&mut out, k);
            }
        }
    }
    for k in keywords {
        if ctx.in_resume(k) {
            push_unique(&mut out, k);
        }
    }
    for k in keywords {
        push_unique(&mut out, k);
    }
    out.truncate(MAX_KEYWORDS);
    out
}

/// Skills of the field the resume does not list yet, those the job description asks for first.
fn suggested_skills(resume: &ResumeData, bank: &Bank, ctx: &Context) -> Vec<String> {
    let has = |k: &str| {
        resume
            .skills
            .iter()
            .any(|s| s.trim().eq_ignore_ascii_case(k))
    };
    let mut out = Vec::new();
    if !ctx.jd_words.is_empty() {
        for k in bank
            .skills
            .iter()
            .chain(&bank.keywords)
            .copied()
            .chain(all_keywords())
        {
            if ctx.in_jd(k) && !has(k) {
                push_unique(&mut out, k);
            }
        }
    }
    for k in &bank.skills {
        if !has(k) {
            push_unique(&mut out, k);
        }
    }
    out.truncate(MAX_SUGGESTED_SKILLS);
    out
}

/// The job seeker's own skills, those the job description names first.
fn ranked_skills(resume: &ResumeData, ctx: &Context, n: usize) -> Vec<String> {
    let mut skills: Vec<String> = Vec::new();
    for s in resume.skills.iter().filter(|s| ctx.in_jd(s)) {
        push_unique(&mut skills, s);
    }
    for s in &resume.skills {
        push_unique(&mut skills, s);
    }
    skills.truncate(n);
    skills
}

/// "I am a backend engineer who…" → "Backend engineer who…": the summary in resume voice.
fn resume_voice(summary: &str) -> Vec<String> {
    const LEADS: &[(&str, &str)] = &[
        ("i am an ", ""),
        ("i am a ", ""),
        ("i'm an ", ""),
        ("i'm a ", ""),
        ("i’m an ", ""),
        ("i’m a ", ""),
        ("i’m ", ""),
        ("i’ve ", "Brings "),
        ("i am ", ""),
        ("i'm ", ""),
        ("i have ", "Brings "),
        ("i've ", "Brings "),
        ("my name is ", ""),
    ];
    sentences(summary)
        .into_iter()
        .map(|s| {
            for (lead, with) in LEADS {
                let head = s.get(..lead.len());
                let rest = s.get(lead.len()..).unwrap_or("");
                if head.is_some_and(|h| h.eq_ignore_ascii_case(lead)) && !rest.trim().is_empty() {
                    return format!("{with}{}", capitalize(rest)).trim().to_owned();
                }
            }
            capitalize(&s)
        })
        .filter(|s| !s.is_empty())
        .collect()
}

/// "a" or "an" before `word`, by its sound as far as spelling tells; abbreviations
/// ("MSc", "MBA", "HR") by the sound of their first letter.
fn article(word: &str) -> &'static str {
    let first = word.split_whitespace().next().unwrap_or("");
    let upper = first.chars().filter(|c| c.is_uppercase()).count();
    let vowel_sound = if upper >= 2 {
        first.starts_with(['A', 'E', 'F', 'H', 'I', 'L', 'M', 'N', 'O', 'R', 'S', 'X'])
    } else {
        let lower = first.to_lowercase();
        lower.starts_with(['a', 'e', 'i', 'o'])
            || (lower.starts_with('u') && !lower.starts_with("uni") && !lower.starts_with("use"))
            || lower.starts_with("honest")
            || lower.starts_with("hour")
    };
    if vowel_sound {
        "an"
    } else {
        "a"
    }
}

/// "Designer at Acme", or "Designer (Self-employed)" when the company is not a company.
fn role(position: &str, company: &str) -> String {
    const NOT_COMPANIES: &[&str] = &[
        "self-employed",
        "self employed",
        "freelance",
        "freelancer",
        "independent",
        "various",
        "contract",
        "contractor",
    ];
    if NOT_COMPANIES.contains(&company.to_lowercase().as_str()) {
        format!("{position} ({company})")
    } else {
        format!("{position} at {company}")
    }
}

fn roles_phrase(resume: &ResumeData, n: usize) -> Option<String> {
    let roles: Vec<String> = resume
        .work_experience
        .iter()
        .filter(|w| !w.position.trim().is_empty() && !w.company.trim().is_empty())
        .take(n)
        .map(|w| role(w.position.trim(), w.company.trim()))
        .collect();
    (!roles.is_empty()).then(|| join_and(&roles))
}

fn summary(resume: &ResumeData, bank: &Bank, tone: &Tone, ctx: &Context) -> String {
    let title = resume.job_title.trim();
    let field = if bank.family == crate::JobFamily::General {
        "professional".to_owned()
    } else {
        format!("{} professional", bank.label)
    };
    let mut parts = Vec::new();
    let mut opening = format!("{} {field}", tone.adjective);
    if let Some(roles) = roles_phrase(resume, 3) {
        opening.push_str(&format!(" with experience as {roles}"));
    } else if let Some(e) = resume
        .education
        .iter()
        .find(|e| !e.degree.trim().is_empty())
    {
        opening.push_str(&format!(" with a {}", e.degree.trim()));
        if !e.institution.trim().is_empty() {
            opening.push_str(&format!(" from {}", e.institution.trim()));
        }
    }
    parts.push(format!("{opening}."));
    // Early in a career, education is part of the pitch.
    if resume.experience_level == vitae_domain::ExperienceLevel::Entry
        && !resume.work_experience.is_empty()
    {
        if let Some(e) = resume
            .education
            .iter()
            .find(|e| !e.degree.trim().is_empty())
        {
            let from = match e.institution.trim() {
                "" => String::new(),
                i => format!(" from {i}"),
            };
            let degree = e.degree.trim();
            parts.push(format!("Holds {} {degree}{from}.", article(degree)));
        }
    }
    for s in resume_voice(&resume.summary) {
        parts.push(format!("{}.", s.trim_end_matches(['.', '!'])));
    }
    let skills = ranked_skills(resume, ctx, 6);
    if !skills.is_empty() {
        parts.push(format!("Skilled in {}.", join_and(&skills)));
    }
    let certs: Vec<String> = resume
        .certifications
        .iter()
        .map(|c| c.trim().to_owned())
        .filter(|c| !c.is_empty())
        .collect();
    if !certs.is_empty() {
        parts.push(format!("Certified: {}.", join_and(&certs)));
    }
    parts.push(format!("Focused on {}.", bank.focus));
    if !title.is_empty() {
        parts.push(
            tone.closing
                .replace("{a}", article(title))
                .replace("{title}", title),
        );
    }
    squash(&parts.join(" "))
}

/// Words of job ads that say nothing about the job: never echoed, never a reason to reorder.
const JOB_AD_FILLER: &[&str] = &[
    "about",
    "above",
    "after",
    "again",
    "their",
    "there",
    "these",
    "those",
    "which",
    "while",
    "where",
    "would",
    "should",
    "could",
    "other",
    "within",
    "without",
    "across",
    "through",
    "including",
    "ability",
    "strong",
    "experience",
    "years",
    "looking",
    "candidate",
    "team",
    "teams",
    "work",
    "working",
    "role",
    "join",
    "company",
    "responsibilities",
    "requirements",
    "skills",
    "preferred",
    "required",
    "plus",
    "must",
    "will",
    "your",
    "with",
    "from",
    "that",
    "this",
    "have",
    "what",
    "ideal",
    "position",
    "opportunity",
    "using",
    "based",
    "every",
    "ignore",
    "previous",
    "instructions",
    "please",
    "able",
    "help",
    "make",
    "also",
    "into",
    "more",
    "well",
    "such",
    "they",
    "them",
    "than",
];

/// Terms of a job description worth echoing: its keywords as the ATS match reads them, the ones
/// it requires and repeats first; not the role itself, which the letter names already.
fn job_description_terms(resume: &ResumeData, job_description: &str) -> Vec<String> {
    let role = resume.job_title.trim();
    vitae_ats::job_terms(job_description)
        .into_iter()
        .filter(|t| t.kind != KeywordKind::Title && !t.term.eq_ignore_ascii_case(role))
        .map(|t| t.term)
        .take(6)
        .collect()
}

fn cover_letter(resume: &ResumeData, company: &str, job_description: &str) -> String {
    let bank = bank_for_title(&resume.job_title);
    let tone = tone(resume.experience_level);
    let ctx = Context::new(resume, Some(job_description));
    let title = match resume.job_title.trim() {
        "" => "open".to_owned(),
        t => t.to_owned(),
    };
    let company = if company.is_empty() {
        "your company"
    } else {
        company
    };
    let mut paragraphs = Vec::new();

    let mut intro = format!("I am writing to apply for the {title} position at {company}.");
    match roles_phrase(resume, 2) {
        Some(roles) => intro.push_str(&format!(
            " As {}, I bring experience as {roles}.",
            tone.letter_frame
        )),
        None => intro.push_str(&format!(" I am {}.", tone.letter_frame)),
    }
    paragraphs.push(intro);

    // The strongest bullets: those naming what the job description asks for, then those with
    // a figure, never more than three.
    let jd_terms = job_description_terms(resume, job_description);
    let mut candidates: Vec<(usize, String)> = Vec::new();
    for w in &resume.work_experience {
        for b in bullets::bullets(&w.description, &tone, written_in_english(resume)) {
            let line = b.trim_start_matches("• ").to_owned();
            if line.starts_with("Contributed to results:") {
                continue;
            }
            let lw = words(&line);
            let score = jd_terms.iter().filter(|t| contains_phrase(&lw, t)).count() * 2
                + usize::from(line.chars().any(|c| c.is_ascii_digit()));
            candidates.push((score, format!("{line} ({})", w.company.trim())));
        }
    }
    candidates.sort_by_key(|c| std::cmp::Reverse(c.0));
    let highlights: Vec<String> = candidates
        .into_iter()
        .take(3)
        .map(|(_, l)| format!("• {l}"))
        .collect();
    if !highlights.is_empty() {
        paragraphs.push(format!(
            "A few results from my recent work:\n{}",
            highlights.join("\n")
        ));
    }

    let shared: Vec<String> = jd_terms
        .iter()
        .filter(|t| ctx.in_resume(t))
        .cloned()
        .collect();
    let asked: Vec<String> = jd_terms.iter().take(4).cloned().collect();
    if !shared.is_empty() {
        paragraphs.push(format!(
            "Your job description emphasises {}. My hands-on work with {} maps directly to these needs, and I would bring the same focus on {} to {company}.",
            join_and(&asked),
            join_and(&shared.into_iter().take(4).collect::<Vec<_>>()),
            bank.focus
        ));
    } else if !asked.is_empty() {
        paragraphs.push(format!(
            "Your job description emphasises {}. I would bring my focus on {} to these priorities at {company}.",
            join_and(&asked),
            bank.focus
        ));
    } else {
        paragraphs.push(format!(
            "I would bring my focus on {} to the role at {company}.",
            bank.focus
        ));
    }

    let skills = ranked_skills(resume, &ctx, 5);
    if !skills.is_empty() {
        paragraphs.push(format!("My core skills include {}.", join_and(&skills)));
    }
    paragraphs.push(format!(
        "Thank you for considering my application. I would welcome the opportunity to discuss how I can contribute to {company}."
    ));

    let name = resume.name.trim();
    let signature = if name.is_empty() {
        String::new()
    } else {
        format!("\n{name}")
    };
    format!(
        "Dear Hiring Manager,\n\n{}\n\nSincerely,{signature}",
        paragraphs.join("\n\n")
    )
}

fn linkedin(request: &LinkedInRequest) -> LinkedInTips {
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

#[cfg(test)]
mod tests {
    use super::{article, BuiltInWriter};
    use vitae_domain::{Project, ResumeData, Volunteering, WorkExperience};

    #[test]
    fn with_a_job_description_the_bullets_it_asks_for_come_first_and_none_are_invented() {
        let resume = ResumeData {
            job_title: "Backend Engineer".into(),
            work_experience: vec![WorkExperience {
                position: "Engineer".into(),
                company: "Acme".into(),
                duration: "2020 - 2024".into(),
                description: "Responsible for the billing dashboards. \
                              Worked on Kafka consumers for payment events."
                    .into(),
            }],
            ..ResumeData::default()
        };
        let writer = BuiltInWriter::new();
        let plain = writer.enhance(&resume, None).enhanced_work_experience[0]
            .enhanced_description
            .clone();
        let jd = "We need Kafka experience: consumers, payment events at scale.";
        let tailored = writer.enhance(&resume, Some(jd)).enhanced_work_experience[0]
            .enhanced_description
            .clone();
        let first = |text: &str| text.lines().next().unwrap_or_default().to_owned();
        assert!(first(&plain).contains("billing dashboards"), "{plain}");
        assert!(first(&tailored).contains("Kafka consumers"), "{tailored}");
        let mut a: Vec<&str> = plain.lines().collect();
        let mut b: Vec<&str> = tailored.lines().collect();
        a.sort();
        b.sort();
        assert_eq!(a, b, "the same bullets, reordered");
    }

    #[test]
    fn projects_and_volunteering_get_bullets_like_work_and_keep_every_figure() {
        let resume = ResumeData {
            job_title: "Software Engineer".into(),
            projects: vec![Project {
                name: "Rota".into(),
                description: "Responsible for a rota app used by 40 nurses. \
                              Worked on the offline sync."
                    .into(),
                ..Project::default()
            }],
            volunteering: vec![Volunteering {
                role: "Mentor".into(),
                organization: "Code Club".into(),
                description: "Helped with weekly Python lessons for 12 teens.".into(),
                ..Volunteering::default()
            }],
            ..ResumeData::default()
        };
        let out = BuiltInWriter::new().enhance(&resume, None);
        let project = &out.enhanced_projects[0];
        assert_eq!(project.description, resume.projects[0].description);
        assert_eq!(project.enhanced_description.lines().count(), 2);
        assert!(project.enhanced_description.starts_with("• "));
        assert!(project.enhanced_description.contains("40 nurses"));
        assert!(!project.enhanced_description.contains("Responsible for"));
        let volunteering = &out.enhanced_volunteering[0].enhanced_description;
        assert!(volunteering.starts_with("• ") && volunteering.contains("12 teens"));
        assert!(!volunteering.contains("Helped with"), "{volunteering}");
        assert!(out.validate(&resume).is_ok());
    }

    #[test]
    fn articles_follow_the_sound() {
        for (word, a) in [
            ("Account Executive", "an"),
            ("Data Analyst", "a"),
            ("MSc Business Analytics", "an"),
            ("BSc Computer Science", "a"),
            ("HR Coordinator", "an"),
            ("PhD", "a"),
            ("MBA", "an"),
            ("University degree", "a"),
            ("Operations Manager", "an"),
        ] {
            assert_eq!(article(word), a, "{word}");
        }
    }
}
