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

use serde::{Deserialize, Serialize};
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

/// Why a writer could not answer. The API maps `Timeout` to 504 and the others to 502.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WriterError {
    /// The whole operation took longer than the configured timeout (`AI_TIMEOUT_SECS`).
    #[error("the AI writer did not answer in time")]
    Timeout,
    /// The model server could not be reached at all (connection refused, DNS): no request
    /// arrived, so nothing was spent.
    #[error("the AI service failed: {0}")]
    Unreachable(String),
    /// The model server failed or refused (4xx, 5xx after retries).
    #[error("the AI service failed: {0}")]
    Upstream(String),
    /// The model answered, but not with usable content, even after one repair attempt.
    #[error("the AI service returned unusable content: {0}")]
    InvalidOutput(String),
}

impl WriterError {
    /// Whether the request got as far as the model, and so may have cost the operator money.
    pub fn reached_model(&self) -> bool {
        !matches!(self, Self::Unreachable(_))
    }
}

/// Where and how to reach an OpenAI-compatible chat-completions server.
#[derive(Clone)]
pub struct OpenAiConfig {
    /// The API root that `/chat/completions` is appended to, e.g. `https://api.openai.com/v1`
    /// or `http://localhost:11434/v1` (Ollama). `AI_BASE_URL`.
    pub base_url: String,
    /// Sent as `Authorization: Bearer …` when present. `AI_API_KEY`. Never logged.
    pub api_key: Option<String>,
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

    /// Reads `AI_BASE_URL`, `AI_API_KEY`, `AI_MODEL` and `AI_TIMEOUT_SECS` through `get`
    /// (e.g. `|k| std::env::var(k).ok()`).
    ///
    /// - nothing set: `Ok(None)`, use the built-in writer;
    /// - only `AI_API_KEY`: OpenAI (`https://api.openai.com/v1`, model `gpt-4o-mini` unless
    ///   `AI_MODEL` says otherwise);
    /// - `AI_BASE_URL` (any OpenAI-compatible server): `AI_MODEL` is required, the key optional
    ///   (Ollama, vLLM and llama.cpp need none).
    ///
    /// A bad value is an error whose message names the variable.
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Option<Self>, String> {
        let var = |k: &str| {
            get(k)
                .map(|v| v.trim().to_owned())
                .filter(|v| !v.is_empty())
        };
        let api_key = var("AI_API_KEY");
        let base_url = match (var("AI_BASE_URL"), &api_key) {
            (Some(url), _) => url,
            (None, Some(_)) => Self::OPENAI_BASE_URL.to_owned(),
            (None, None) => return Ok(None),
        };
        let parsed = reqwest::Url::parse(&base_url)
            .map_err(|e| format!("AI_BASE_URL is not a valid URL ({e}): {base_url}"))?;
        if !matches!(parsed.scheme(), "http" | "https") || parsed.host_str().is_none() {
            return Err(format!("AI_BASE_URL must be an http(s) URL: {base_url}"));
        }
        let model = match var("AI_MODEL") {
            Some(m) => m,
            None if base_url == Self::OPENAI_BASE_URL => Self::OPENAI_DEFAULT_MODEL.to_owned(),
            None => {
                return Err(
                    "AI_MODEL is required when AI_BASE_URL is set (e.g. llama3.1 for Ollama)"
                        .into(),
                )
            }
        };
        let timeout = match var("AI_TIMEOUT_SECS") {
            None => Self::DEFAULT_TIMEOUT,
            Some(v) => match v.parse::<u64>() {
                Ok(secs) if (1..=3600).contains(&secs) => Duration::from_secs(secs),
                _ => {
                    return Err(format!(
                    "AI_TIMEOUT_SECS must be a whole number of seconds from 1 to 3600, not {v:?}"
                ))
                }
            },
        };
        Ok(Some(Self {
            base_url,
            api_key,
            model,
            timeout,
        }))
    }
}

impl std::fmt::Debug for OpenAiConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpenAiConfig")
            .field("base_url", &self.base_url)
            .field("api_key", &self.api_key.as_ref().map(|_| "[redacted]"))
            .field("model", &self.model)
            .field("timeout", &self.timeout)
            .finish()
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn lookup(pairs: &[(&str, &str)]) -> Result<Option<OpenAiConfig>, String> {
        let pairs: Vec<(String, String)> = pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        OpenAiConfig::from_lookup(|k| pairs.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone()))
    }

    #[test]
    fn no_configuration_means_the_built_in_writer() {
        assert_eq!(lookup(&[]).map(|c| c.is_none()), Ok(true));
        assert_eq!(
            lookup(&[("AI_BASE_URL", "  ")]).map(|c| c.is_none()),
            Ok(true)
        );
        assert_eq!(from_config(None).provider(), BUILT_IN_PROVIDER);
    }

    #[test]
    fn a_key_alone_means_openai_and_a_url_needs_a_model() {
        let cfg = lookup(&[("AI_API_KEY", "sk-1")]).ok().flatten();
        let cfg = cfg.map(|c| (c.base_url, c.model, c.timeout));
        assert_eq!(
            cfg,
            Some((
                OpenAiConfig::OPENAI_BASE_URL.to_owned(),
                "gpt-4o-mini".to_owned(),
                Duration::from_secs(60)
            ))
        );
        let ollama = lookup(&[
            ("AI_BASE_URL", "http://localhost:11434/v1"),
            ("AI_MODEL", "llama3.1"),
            ("AI_TIMEOUT_SECS", "120"),
        ]);
        let ollama = ollama.ok().flatten();
        assert_eq!(
            ollama.as_ref().map(|c| c.timeout),
            Some(Duration::from_secs(120))
        );
        assert_eq!(ollama.as_ref().and_then(|c| c.api_key.clone()), None);
        assert_eq!(
            ollama.map(|c| from_config(Some(c)).provider().to_owned()),
            Some(OPENAI_COMPATIBLE_PROVIDER.to_owned())
        );
    }

    #[test]
    fn bad_values_name_their_variable() {
        let err = |pairs: &[(&str, &str)]| lookup(pairs).err().unwrap_or_default();
        assert!(err(&[("AI_BASE_URL", "http://localhost:11434/v1")]).starts_with("AI_MODEL"));
        assert!(
            err(&[("AI_BASE_URL", "localhost:11434"), ("AI_MODEL", "m")])
                .starts_with("AI_BASE_URL")
        );
        assert!(
            err(&[("AI_API_KEY", "k"), ("AI_TIMEOUT_SECS", "0")]).starts_with("AI_TIMEOUT_SECS")
        );
        assert!(
            err(&[("AI_API_KEY", "k"), ("AI_TIMEOUT_SECS", "1m")]).starts_with("AI_TIMEOUT_SECS")
        );
    }
}
