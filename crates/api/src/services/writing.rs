//! The AI writer's use cases: improve a resume's wording, tailor a copy of a resume to a job
//! posting, and LinkedIn advice. Each takes one call from the user's AI quota
//! (`ai_quota`), and every answer is made to fit the resume's limits before anything is done
//! with it, so a writer that says too much never turns into an error about a field the user
//! never sent. (Cover letters, which are stored, are `cover_letters`.)

use vitae_ai_client::{LinkedInRequest, LinkedInTips};
use vitae_domain::resume::limits;
use vitae_domain::{AiEnhancedData, ResumeData, User};

use super::ai_quota::{self, with_quota};
use super::resumes;
use crate::error::ApiResult;
use crate::state::AppState;

const TAILORED_SUFFIX: &str = " — tailored";

/// The writer's improvements of a valid resume, tailored to `job_description` when given.
pub async fn enhance(
    state: &AppState,
    user: &User,
    resume: &ResumeData,
    job_description: Option<&str>,
) -> ApiResult<AiEnhancedData> {
    let mut enhanced = with_quota(
        state,
        user,
        state.writer.enhance_resume(resume, job_description),
    )
    .await?;
    enhanced.fit_limits();
    Ok(enhanced)
}

/// A tailored copy, stored: what the job seeker gets from "Tailor to this job".
pub struct Tailored {
    pub id: String,
    pub job_title: String,
    pub score_before: u32,
    pub score_after: u32,
}

/// Copies one of the user's resumes and rewrites the copy for a job posting: the skills the
/// posting asks for first, the writer run with the posting in view, " — tailored" after the
/// title. The original is left as it was. A tailor that fails at any step costs no AI call.
pub async fn tailor(
    state: &AppState,
    user: &User,
    resume_id: String,
    job_description: &str,
) -> ApiResult<Tailored> {
    let original = resumes::get(state, &user.id, resume_id).await?;
    // Refuse before the writer runs, so that a full account spends no AI call.
    resumes::ensure_room(state, user).await?;
    let score_before = vitae_ats::score(
        &original.resume_data,
        Some(&original.ai_enhanced_data),
        job_description,
    )
    .score;
    let mut data = original.resume_data;
    data.skills = vitae_ats::prioritize_skills(&data.skills, job_description);

    let ticket = ai_quota::take(state, user).await?;
    let copy: ApiResult<Tailored> = async {
        let mut enhanced = state
            .writer
            .enhance_resume(&data, Some(job_description))
            .await?;
        enhanced.fit_limits();
        data.job_title = tailored_title(&data.job_title);
        let copy = resumes::validate(data, enhanced, original.template_style)?;
        let score_after =
            vitae_ats::score(copy.resume.as_data(), Some(&copy.enhanced), job_description).score;
        let job_title = copy.resume.as_data().job_title.clone();
        let id = resumes::create(state, user, copy).await?;
        Ok(Tailored {
            id,
            job_title,
            score_before,
            score_after,
        })
    }
    .await;
    if copy.is_err() {
        ticket.give_back(state).await;
    }
    copy
}

/// LinkedIn advice for a job title, drawing on one of the user's resumes when named.
pub async fn linkedin_tips(
    state: &AppState,
    user: &User,
    job_title: String,
    current_headline: Option<String>,
    resume_id: Option<String>,
) -> ApiResult<LinkedInTips> {
    let resume = match resume_id {
        None => None,
        Some(id) => Some(resumes::get(state, &user.id, id).await?.resume_data),
    };
    let request = LinkedInRequest {
        job_title,
        current_headline,
        resume,
    };
    let mut tips = with_quota(state, user, state.writer.linkedin_tips(&request)).await?;
    for text in std::iter::once(&mut tips.headline)
        .chain(std::iter::once(&mut tips.summary))
        .chain(&mut tips.skills)
        .chain(&mut tips.tips)
    {
        vitae_domain::text::strip_forbidden_in(text);
    }
    Ok(tips)
}

/// "Data Analyst" → "Data Analyst — tailored", shortened to fit the title limit.
fn tailored_title(title: &str) -> String {
    let room = limits::SHORT_TEXT - TAILORED_SUFFIX.chars().count();
    let base: String = title.trim().chars().take(room).collect();
    format!("{}{TAILORED_SUFFIX}", base.trim_end())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tailored_titles_fit_the_limit() {
        assert_eq!(tailored_title("Data Analyst "), "Data Analyst — tailored");
        let long = tailored_title(&"x".repeat(limits::SHORT_TEXT));
        assert_eq!(long.chars().count(), limits::SHORT_TEXT);
        assert!(long.ends_with(TAILORED_SUFFIX));
    }
}
