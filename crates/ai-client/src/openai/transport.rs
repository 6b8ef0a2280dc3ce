//! The HTTP side of the OpenAI-compatible writer: one chat completion, with retries and the
//! format fallback.
//!
//! Only the common subset of the API is used (`model`, `messages`, `temperature`,
//! `response_format`, `stream: false`; the answer's `choices[0].message.content`), so the same
//! code talks to OpenAI, Azure, Ollama, vLLM, llama.cpp and OpenRouter. Structured output asks
//! for a `json_schema` first; a server that rejects it with 400 is asked for `json_object`, and
//! one that rejects that gets no `response_format` at all. The fallback is remembered, as are a
//! model's refusals of our temperature and of `max_tokens`.

use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};
use std::time::Duration;

use secrecy::{ExposeSecret, SecretString};
use serde_json::{json, Value};
use vitae_domain::error::WithContext;

use crate::{OpenAiConfig, WriterError};

/// How failed calls are retried (429, 5xx, connection errors).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RetryPolicy {
    /// Retries after the first attempt.
    pub max_retries: u32,
    /// First back-off; doubles with every retry.
    pub base_delay: Duration,
    /// Longest wait between attempts, also for a server's `Retry-After`.
    pub max_delay: Duration,
}

impl Default for RetryPolicy {
    fn default() -> Self {
        Self {
            max_retries: 3,
            base_delay: Duration::from_millis(500),
            max_delay: Duration::from_secs(10),
        }
    }
}

const FORMAT_SCHEMA: u8 = 0;
const FORMAT_OBJECT: u8 = 1;
const FORMAT_NONE: u8 = 2;

/// What one call asks for.
pub(super) struct Task<'a> {
    pub(super) name: &'a str,
    pub(super) prompt: String,
    pub(super) schema: Value,
    /// The longest answer we pay for.
    pub(super) max_tokens: u32,
}

/// A chat-completions endpoint and what it has taught us about itself.
pub(super) struct Transport {
    model: String,
    api_key: Option<SecretString>,
    endpoint: String,
    http: reqwest::Client,
    pub(super) retry: RetryPolicy,
    /// Which `response_format` the server accepts, learnt from its 400s.
    format: AtomicU8,
    /// Azure OpenAI (`*.openai.azure.com`), which wants an `api-key` header.
    azure: bool,
    /// Set once the model refused our temperature (reasoning models).
    default_temperature: AtomicBool,
    /// Set once the model refused `max_tokens` and asked for `max_completion_tokens` (OpenAI's
    /// reasoning models); the cap on the answer's length is sent either way.
    completion_tokens: AtomicBool,
}

impl Transport {
    pub(super) fn new(cfg: &OpenAiConfig) -> Self {
        let endpoint = format!("{}/chat/completions", cfg.base_url.trim_end_matches('/'));
        let http = reqwest::Client::builder()
            .timeout(cfg.timeout)
            .connect_timeout(cfg.timeout.min(Duration::from_secs(10)))
            .build()
            .unwrap_or_default();
        let azure = reqwest::Url::parse(&cfg.base_url)
            .ok()
            .and_then(|u| u.host_str().map(|h| h.ends_with(".openai.azure.com")))
            .unwrap_or(false);
        Self {
            model: cfg.model.clone(),
            api_key: cfg.api_key.clone(),
            endpoint,
            http,
            retry: RetryPolicy::default(),
            format: AtomicU8::new(FORMAT_SCHEMA),
            azure,
            default_temperature: AtomicBool::new(false),
            completion_tokens: AtomicBool::new(false),
        }
    }

    /// One chat completion, with format fallback and retries; returns the message content.
    pub(super) async fn chat(
        &self,
        messages: &[Value],
        task: &Task<'_>,
    ) -> Result<String, WriterError> {
        let mut retries = 0;
        loop {
            let format = self.format.load(Ordering::Relaxed);
            let mut body = json!({
                "model": self.model,
                "messages": messages,
                "stream": false,
            });
            if !self.default_temperature.load(Ordering::Relaxed) {
                body["temperature"] = json!(0.2);
            }
            // Every answer has a ceiling, so no request can run up an unbounded bill.
            let length_cap = if self.completion_tokens.load(Ordering::Relaxed) {
                "max_completion_tokens"
            } else {
                "max_tokens"
            };
            body[length_cap] = json!(task.max_tokens);
            match format {
                FORMAT_SCHEMA => {
                    body["response_format"] = json!({
                        "type": "json_schema",
                        "json_schema": {"name": task.name, "strict": true, "schema": task.schema},
                    });
                }
                FORMAT_OBJECT => body["response_format"] = json!({"type": "json_object"}),
                _ => {}
            }
            let mut request = self.http.post(&self.endpoint).json(&body);
            if let Some(key) = self
                .api_key
                .as_ref()
                .map(ExposeSecret::expose_secret)
                .filter(|k| !k.is_empty())
            {
                request = request.bearer_auth(key);
                if self.azure {
                    // Azure OpenAI's v1 endpoint takes the key in its own header.
                    request = request.header("api-key", key);
                }
            }
            let response = match request.send().await {
                Ok(r) => r,
                Err(e) if e.is_timeout() => return Err(WriterError::Timeout),
                Err(e) => {
                    if retries < self.retry.max_retries {
                        tokio::time::sleep(self.backoff(retries, None)).await;
                        retries += 1;
                        continue;
                    }
                    return Err(WriterError::Unreachable(
                        WithContext::new("could not reach the model server", e.without_url())
                            .into(),
                    ));
                }
            };
            let status = response.status();
            if status.is_success() {
                let body: Value = response.json().await.map_err(|e| {
                    if e.is_timeout() {
                        WriterError::Timeout
                    } else {
                        WriterError::Upstream(
                            WithContext::new(
                                "the model server's answer is not JSON",
                                e.without_url(),
                            )
                            .into(),
                        )
                    }
                })?;
                return message_content(&body);
            }
            let retry_after = retry_after(response.headers());
            let detail = error_detail(response.text().await.unwrap_or_default());
            if status == reqwest::StatusCode::BAD_REQUEST
                && detail.to_lowercase().contains("temperature")
                && !self.default_temperature.swap(true, Ordering::Relaxed)
            {
                // Reasoning models accept only their default temperature.
                tracing::info!(%detail, "model refused the temperature; using its default");
                continue;
            }
            if status == reqwest::StatusCode::BAD_REQUEST
                && detail.contains("max_completion_tokens")
                && !self.completion_tokens.swap(true, Ordering::Relaxed)
            {
                tracing::info!(%detail, "model refused max_tokens; sending max_completion_tokens");
                continue;
            }
            if status == reqwest::StatusCode::BAD_REQUEST
                && format < FORMAT_NONE
                && is_format_complaint(&detail)
            {
                tracing::info!(format, %detail, "model server refused response_format; falling back");
                self.format.store(format + 1, Ordering::Relaxed);
                continue;
            }
            let transient =
                status == reqwest::StatusCode::TOO_MANY_REQUESTS || status.is_server_error();
            if transient && retries < self.retry.max_retries {
                let wait = self.backoff(retries, retry_after);
                tracing::info!(%status, ?wait, "model server busy; retrying");
                tokio::time::sleep(wait).await;
                retries += 1;
                continue;
            }
            let what = if transient {
                format!("after {} attempts", retries + 1)
            } else {
                "and refused the request".to_owned()
            };
            return Err(WriterError::Upstream(
                format!(
                    "the model server answered {} {what}{}",
                    status.as_u16(),
                    if detail.is_empty() {
                        String::new()
                    } else {
                        format!(": {detail}")
                    }
                )
                .into(),
            ));
        }
    }

    fn backoff(&self, retries: u32, retry_after: Option<Duration>) -> Duration {
        let exp = self
            .retry
            .base_delay
            .saturating_mul(2u32.saturating_pow(retries.min(16)));
        retry_after.unwrap_or(exp).min(self.retry.max_delay)
    }
}

/// Whether a 400 is about `response_format` (so a simpler format may work) rather than about
/// the request itself (a prompt too long, an unknown model).
fn is_format_complaint(detail: &str) -> bool {
    const HINTS: &[&str] = &[
        "response_format",
        "json_schema",
        "json schema",
        "schema",
        "json_object",
        "format",
        "grammar",
        "guided",
        "structured",
    ];
    let d = detail.to_lowercase();
    d.is_empty() || HINTS.iter().any(|h| d.contains(h))
}

/// How long the server asks us to wait: `retry-after-ms` (OpenAI) or `Retry-After` seconds.
fn retry_after(headers: &reqwest::header::HeaderMap) -> Option<Duration> {
    let number = |name: &str| {
        headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<f64>().ok())
            .filter(|n| n.is_finite() && *n >= 0.0 && *n < 1e9)
    };
    number("retry-after-ms")
        .map(|ms| Duration::from_secs_f64(ms / 1000.0))
        .or_else(|| number("retry-after").map(Duration::from_secs_f64))
}

/// The model's text from an OpenAI-shaped answer (string or array-of-parts content).
fn message_content(body: &Value) -> Result<String, WriterError> {
    let message = body
        .get("choices")
        .and_then(|c| c.get(0))
        .and_then(|c| c.get("message"))
        .ok_or_else(|| {
            WriterError::Upstream("the model server's answer has no choices[0].message".into())
        })?;
    let content = match message.get("content") {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Array(parts)) => parts
            .iter()
            .filter_map(|p| p.get("text").and_then(Value::as_str))
            .collect::<Vec<_>>()
            .join(""),
        _ => String::new(),
    };
    Ok(content)
}

/// A short, printable reason from an error body (`{"error": {"message": …}}` or text).
fn error_detail(body: String) -> String {
    let parsed: Option<Value> = serde_json::from_str(&body).ok();
    let msg = parsed
        .as_ref()
        .and_then(|v| {
            v.pointer("/error/message")
                .or_else(|| v.get("error"))
                .or_else(|| v.get("message"))
                .or_else(|| v.get("detail"))
        })
        .map(|v| {
            v.as_str()
                .map(str::to_owned)
                .unwrap_or_else(|| v.to_string())
        })
        .unwrap_or(body);
    msg.chars().take(300).collect::<String>().trim().to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn error_details_are_short_and_readable() {
        assert_eq!(
            error_detail(r#"{"error":{"message":"model not found"}}"#.into()),
            "model not found"
        );
        assert_eq!(error_detail("x".repeat(500)).len(), 300);
    }
}
