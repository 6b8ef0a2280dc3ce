//! Vitae's AI writer.
//!
//! One small trait, [`Writer`], with two implementations:
//! - the built-in writer ([`built_in`]): deterministic and rule-based, used when no model is
//!   configured. It rewrites weak openers into action verbs, splits descriptions into one bullet
//!   per achievement, keeps every number and name exactly and never adds a fact;
//! - an OpenAI-compatible client ([`openai_compatible`]) for OpenAI, Azure, Ollama, vLLM,
//!   llama.cpp, OpenRouter and any other server of the chat-completions API. The model never
//!   sees the job seeker's name, email, phone, location or photo (see `docs/privacy.md`).
//!
//! Both return the same domain structures ([`vitae_domain::AiEnhancedData`]) and say which
//! writer produced them ([`Writer::provider`]).
//!
//! ```
//! use vitae_ai_client::{from_config, OpenAiConfig, Writer};
//! use vitae_domain::{ResumeData, WorkExperience};
//!
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() -> Result<(), Box<dyn std::error::Error>> {
//! // No AI_* variable set: the built-in writer.
//! let writer = from_config(OpenAiConfig::from_lookup(|_| None)?);
//! let resume = ResumeData {
//!     job_title: "Data Analyst".into(),
//!     work_experience: vec![WorkExperience {
//!         position: "Analyst".into(),
//!         company: "Tesco".into(),
//!         duration: "2020 - 2024".into(),
//!         description: "Responsible for weekly dashboards used by 120 store managers. \
//!                       Worked on automating the ETL job, saving 6 hours a week."
//!             .into(),
//!         ..Default::default()
//!     }],
//!     ..ResumeData::default()
//! };
//! let enhanced = writer.enhance_resume(&resume, None).await?;
//! assert_eq!(writer.provider(), "built-in");
//! assert_eq!(
//!     enhanced.enhanced_work_experience[0].enhanced_description,
//!     "• Managed weekly dashboards used by 120 store managers\n\
//!      • Automated the ETL job, saving 6 hours a week"
//! );
//! # Ok(())
//! # }
//! ```

use std::sync::Arc;
use std::time::Duration;

use secrecy::SecretString;
use serde::{Deserialize, Serialize};
use vitae_domain::error::BoxError;
use vitae_domain::{AiEnhancedData, ResumeData};

mod builtin;
mod family;
mod openai;
mod privacy;
mod prompts;
mod text;

pub use builtin::BuiltInWriter;
pub use family::JobFamily;
pub use openai::{OpenAiWriter, RetryPolicy};
/// Version of the prompt files in use (`prompts/<version>/`).
pub use prompts::VERSION as PROMPT_VERSION;

/// `provider` value of the built-in writer.
pub const BUILT_IN_PROVIDER: &str = "built-in";
/// `provider` value of the OpenAI-compatible client.
pub const OPENAI_COMPATIBLE_PROVIDER: &str = "openai-compatible";

/// Writes resume content. Implementations never invent facts and never return fewer or more
/// enhanced work entries than the resume holds.
#[async_trait::async_trait]
pub trait Writer: Send + Sync {
    /// `"built-in"` or `"openai-compatible"`, reported to clients as `provider`.
    fn provider(&self) -> &str;

    /// The model name, for a writer backed by a model.
    fn model(&self) -> Option<&str> {
        None
    }

    /// Enhances a resume: summary, one enhanced description per work entry, project and
    /// volunteering entry (same order), ATS keywords and suggested skills, each enhanced text
    /// with the original it was written from (so a later edit of it is noticed). A job
    /// description, when given, tailors the result to it.
    async fn enhance_resume(
        &self,
        resume: &ResumeData,
        job_description: Option<&str>,
    ) -> Result<AiEnhancedData, WriterError>;

    /// Writes a cover letter for `company_name` from the resume and the job description.
    async fn cover_letter(
        &self,
        resume: &ResumeData,
        company_name: &str,
        job_description: &str,
    ) -> Result<String, WriterError>;

    /// LinkedIn profile advice for a job title, an optional current headline and resume.
    async fn linkedin_tips(&self, request: &LinkedInRequest) -> Result<LinkedInTips, WriterError>;
}

/// Input of [`Writer::linkedin_tips`].
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LinkedInRequest {
    pub job_title: String,
    pub current_headline: Option<String>,
    pub resume: Option<ResumeData>,
}

/// Output of [`Writer::linkedin_tips`]: a headline, a summary, skills to list and tips.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LinkedInTips {
    pub headline: String,
    pub summary: String,
    pub skills: Vec<String>,
    pub tips: Vec<String>,
}

/// Why a writer could not answer. The API maps `Timeout` to 504 and the others to 502. Each
/// keeps the error it met as its source.
#[derive(Debug, thiserror::Error)]
pub enum WriterError {
    /// The whole operation took longer than the configured timeout (`AI_TIMEOUT_SECS`).
    #[error("the AI writer did not answer in time")]
    Timeout,
    /// The model server could not be reached at all (connection refused, DNS): no request
    /// arrived, so nothing was spent.
    #[error("the AI service failed: {0}")]
    Unreachable(#[source] BoxError),
    /// The model server failed or refused (4xx, 5xx after retries).
    #[error("the AI service failed: {0}")]
    Upstream(#[source] BoxError),
    /// The model answered, but not with usable content, even after one repair attempt.
    #[error("the AI service returned unusable content: {0}")]
    InvalidOutput(#[source] BoxError),
}

impl WriterError {
    /// Whether the request got as far as the model, and so may have cost the operator money.
    pub fn reached_model(&self) -> bool {
        !matches!(self, Self::Unreachable(_))
    }
}

/// Where and how to reach an OpenAI-compatible chat-completions server.
#[derive(Debug, Clone)]
pub struct OpenAiConfig {
    /// The API root that `/chat/completions` is appended to, e.g. `https://api.openai.com/v1`
    /// or `http://localhost:11434/v1` (Ollama). `AI_BASE_URL`.
    pub base_url: String,
    /// Sent as `Authorization: Bearer …` when present. `AI_API_KEY`. Never logged.
    pub api_key: Option<SecretString>,
    /// The model name, e.g. `gpt-4o-mini` or `llama3.1`. `AI_MODEL`.
    pub model: String,
    /// Budget for one whole writer call, retries included. `AI_TIMEOUT_SECS` (default 60).
    pub timeout: Duration,
}

impl OpenAiConfig {
    /// Default of `AI_TIMEOUT_SECS`.
    pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(60);
    /// `AI_BASE_URL` when only `AI_API_KEY` is set.
    pub const OPENAI_BASE_URL: &'static str = "https://api.openai.com/v1";
    /// `AI_MODEL` when only `AI_API_KEY` is set.
    pub const OPENAI_DEFAULT_MODEL: &'static str = "gpt-4o-mini";
}

/// The built-in rule-based writer.
pub fn built_in() -> Arc<dyn Writer> {
    Arc::new(BuiltInWriter::new())
}

/// The writer the configuration asks for: the OpenAI-compatible one when `cfg` is given,
/// else the built-in one.
pub fn from_config(cfg: Option<OpenAiConfig>) -> Arc<dyn Writer> {
    match cfg {
        Some(cfg) => openai_compatible(cfg),
        None => built_in(),
    }
}

/// A writer backed by an OpenAI-compatible server, with the default retry policy.
pub fn openai_compatible(cfg: OpenAiConfig) -> Arc<dyn Writer> {
    Arc::new(OpenAiWriter::new(cfg))
}
