//! The AI writer with timing: a decorator over any `Writer`, so the AI crate needs no metrics
//! library.

use std::sync::Arc;

use vitae_ai_client::{LinkedInRequest, LinkedInTips, Writer, WriterError};
use vitae_domain::{AiEnhancedData, ResumeData};

use super::{CallMetrics, FailureReason};

pub struct MeteredWriter {
    inner: Arc<dyn Writer>,
    calls: CallMetrics,
}

impl MeteredWriter {
    pub fn new(inner: Arc<dyn Writer>, calls: CallMetrics) -> Self {
        Self { inner, calls }
    }
}

impl FailureReason for WriterError {
    fn reason(&self) -> &'static str {
        match self {
            Self::Timeout => "timeout",
            Self::Unreachable(_) => "unreachable",
            Self::Upstream(_) => "upstream",
            Self::InvalidOutput(_) => "invalid_output",
        }
    }
}

#[async_trait::async_trait]
impl Writer for MeteredWriter {
    fn provider(&self) -> &str {
        self.inner.provider()
    }

    fn model(&self) -> Option<&str> {
        self.inner.model()
    }

    async fn enhance_resume(
        &self,
        resume: &ResumeData,
        job_description: Option<&str>,
    ) -> Result<AiEnhancedData, WriterError> {
        let call = self.inner.enhance_resume(resume, job_description);
        self.calls
            .time(self.provider(), "enhance_resume", call)
            .await
    }

    async fn cover_letter(
        &self,
        resume: &ResumeData,
        company_name: &str,
        job_description: &str,
    ) -> Result<String, WriterError> {
        let call = self
            .inner
            .cover_letter(resume, company_name, job_description);
        self.calls.time(self.provider(), "cover_letter", call).await
    }

    async fn linkedin_tips(&self, request: &LinkedInRequest) -> Result<LinkedInTips, WriterError> {
        let call = self.inner.linkedin_tips(request);
        self.calls
            .time(self.provider(), "linkedin_tips", call)
            .await
    }
}
