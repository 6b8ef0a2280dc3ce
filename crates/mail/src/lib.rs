//! Mail to the operator (support requests) and to users (the daily mail of next steps due).
//! What is mailed is stored first, so this crate only sends: the caller decides what to retry
//! (see `vitae_api::support_outbox` and `vitae_api::digest_mail`).

use std::time::Duration;

use chrono::{DateTime, Utc};
use lettre::message::header::ContentType;
use lettre::message::Mailbox;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use secrecy::{ExposeSecret, SecretString};

/// How long one delivery may take, connection and all, before it counts as failed.
const SEND_TIMEOUT: Duration = Duration::from_secs(30);

#[derive(Debug, thiserror::Error)]
pub enum MailError {
    #[error("{variable}: {message}")]
    Config {
        variable: &'static str,
        message: String,
    },
    #[error("the message could not be built: {0}")]
    Message(#[from] lettre::error::Error),
    #[error("the recipient is not an email address: {0}")]
    Recipient(#[from] lettre::address::AddressError),
    #[error("the mail server did not accept the message: {0}")]
    Smtp(#[from] lettre::transport::smtp::Error),
}

impl MailError {
    /// Whether sending the same mail again would fail the same way: it cannot be built, its
    /// address is not one, or the mail server refused it for good (a 5xx answer). Retrying
    /// such a mail only repeats the failure.
    pub fn is_permanent(&self) -> bool {
        match self {
            Self::Config { .. } | Self::Message(_) | Self::Recipient(_) => true,
            Self::Smtp(e) => e.is_permanent(),
        }
    }
}

/// `SMTP_URL`, `SUPPORT_EMAIL` and `SMTP_FROM`. `Debug` never prints the URL, which may hold a
/// password.
#[derive(Debug, Clone)]
pub struct MailSettings {
    smtp_url: SecretString,
    support: Mailbox,
    from: Mailbox,
}

impl MailSettings {
    /// Checks the addresses and the URL's shape; `from` defaults to the support address.
    pub fn new(smtp_url: &str, support_email: &str, from: Option<&str>) -> Result<Self, MailError> {
        let address = |variable, value: &str| {
            value.parse::<Mailbox>().map_err(|e| MailError::Config {
                variable,
                message: format!("not an email address ({e})"),
            })
        };
        let support = address("SUPPORT_EMAIL", support_email)?;
        let from = match from {
            Some(from) => address("SMTP_FROM", from)?,
            None => support.clone(),
        };
        // Parsed here so a typo stops start-up instead of failing every delivery.
        AsyncSmtpTransport::<Tokio1Executor>::from_url(smtp_url).map_err(|e| {
            MailError::Config {
                variable: "SMTP_URL",
                message: format!(
                    "expected smtp://[user:password@]host[:port][?tls=required] or smtps://… ({e})"
                ),
            }
        })?;
        Ok(Self {
            smtp_url: smtp_url.into(),
            support,
            from,
        })
    }

    pub fn support_address(&self) -> String {
        self.support.email.to_string()
    }
}

/// A stored support request, as the operator's mailbox receives it.
#[derive(Debug, Clone)]
pub struct SupportMail<'a> {
    /// The stored request's id: it names the message, so a retry of a message that did arrive
    /// is recognised as the same one by mail clients.
    pub id: &'a str,
    pub sent_at: DateTime<Utc>,
    pub user_email: &'a str,
    pub category: &'a str,
    pub subject: &'a str,
    pub message: &'a str,
}

/// A user's mail of the day: the next steps of their applications that are due, with its
/// sentences in the user's language.
#[derive(Debug, Clone)]
pub struct DigestMail<'a> {
    /// Names the message (`Message-ID`): the same for a retry of the same day's mail, so a mail
    /// client shows a mail that did arrive once.
    pub id: &'a str,
    pub to_email: &'a str,
    pub to_name: &'a str,
    pub subject: &'a str,
    /// The line before the steps ("Your next steps due on … or earlier:").
    pub intro: &'a str,
    /// The line after them, with the unsubscribe link.
    pub stop: &'a str,
    pub steps: &'a [DueStep],
    /// Turns the mail off in one click: opened (GET) from the mail, or posted by the mail
    /// client (RFC 8058).
    pub unsubscribe_url: &'a str,
}

/// One next step in a digest.
#[derive(Debug, Clone)]
pub struct DueStep {
    pub company: String,
    pub role: String,
    /// `YYYY-MM-DD`.
    pub date: String,
    pub note: String,
}

pub struct Mailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    settings: MailSettings,
}

impl Mailer {
    pub fn new(settings: MailSettings) -> Result<Self, MailError> {
        let transport =
            AsyncSmtpTransport::<Tokio1Executor>::from_url(settings.smtp_url.expose_secret())?
                .timeout(Some(SEND_TIMEOUT))
                .build();
        Ok(Self {
            transport,
            settings,
        })
    }

    /// Mails `mail` to the support address, from `SMTP_FROM`, reply-to the user.
    pub async fn send_support(&self, mail: &SupportMail<'_>) -> Result<(), MailError> {
        let message = support_message(&self.settings, mail)?;
        self.transport.send(message).await?;
        Ok(())
    }
}

impl Mailer {
    /// Mails the digest to its user, from `SMTP_FROM`, with a `List-Unsubscribe` header.
    pub async fn send_digest(&self, mail: &DigestMail<'_>) -> Result<(), MailError> {
        let message = digest_message(&self.settings, mail)?;
        self.transport.send(message).await?;
        Ok(())
    }
}

fn digest_message(settings: &MailSettings, mail: &DigestMail<'_>) -> Result<Message, MailError> {
    use lettre::message::header::{HeaderName, HeaderValue};
    let to = Mailbox::new(
        Some(one_line(mail.to_name)).filter(|n| !n.is_empty()),
        mail.to_email.parse()?,
    );
    let mut body = format!("{}\n\n", one_line(mail.intro));
    for step in mail.steps {
        body.push_str(&format!(
            "- {} ({}): {} {}\n",
            one_line(&step.company),
            one_line(&step.role),
            step.date,
            one_line(&step.note)
        ));
    }
    body.push_str(&format!("\n{}\n", one_line(mail.stop)));
    let unsubscribe = HeaderValue::new(
        HeaderName::new_from_ascii_str("List-Unsubscribe"),
        format!("<{}>", mail.unsubscribe_url),
    );
    // RFC 8058: the mail client may turn the mail off with a POST of this body to the link,
    // without opening it.
    let one_click = HeaderValue::new(
        HeaderName::new_from_ascii_str("List-Unsubscribe-Post"),
        "List-Unsubscribe=One-Click".to_owned(),
    );
    Ok(Message::builder()
        .from(settings.from.clone())
        .to(to)
        .subject(one_line(mail.subject))
        .message_id(Some(format!(
            "<{}@{}>",
            mail.id,
            settings.from.email.domain()
        )))
        .raw_header(unsubscribe)
        .raw_header(one_click)
        .header(ContentType::TEXT_PLAIN)
        .body(body)?)
}

fn support_message(settings: &MailSettings, mail: &SupportMail<'_>) -> Result<Message, MailError> {
    let mut builder = Message::builder()
        .from(settings.from.clone())
        .to(settings.support.clone())
        .subject(format!("[Vitae support] {}", one_line(mail.subject)))
        .message_id(Some(format!(
            "<support-{}@{}>",
            mail.id,
            settings.from.email.domain()
        )))
        .header(ContentType::TEXT_PLAIN);
    // An address the store accepted but SMTP does not (rare) still leaves a deliverable mail:
    // the body names the sender either way.
    if let Ok(user) = mail.user_email.parse::<Mailbox>() {
        builder = builder.reply_to(user);
    }
    let body = format!(
        "From: {}\nCategory: {}\nSent: {}\nRequest: {}\n\n{}\n",
        mail.user_email,
        mail.category,
        mail.sent_at.format("%Y-%m-%d %H:%M UTC"),
        mail.id,
        mail.message
    );
    Ok(builder.body(body)?)
}

/// Subjects are validated single strings, but a header must not carry a line break.
fn one_line(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings() -> MailSettings {
        MailSettings::new(
            "smtp://127.0.0.1:2525",
            "help@vitae.example",
            Some("Vitae <noreply@vitae.example>"),
        )
        .unwrap_or_else(|e| panic!("{e}"))
    }

    fn mail() -> SupportMail<'static> {
        SupportMail {
            id: "abc123",
            sent_at: DateTime::from_timestamp(1_763_900_000, 0).unwrap_or_default(),
            user_email: "ada@example.com",
            category: "Billing & Subscription",
            subject: "Charged\r\nBcc: evil@example.com twice",
            message: "Hello,\nI was charged twice.",
        }
    }

    #[test]
    fn the_message_goes_to_support_reply_to_the_user_with_a_stable_id() {
        let message = support_message(&settings(), &mail()).unwrap_or_else(|e| panic!("{e}"));
        let text = String::from_utf8(message.formatted()).unwrap_or_default();
        assert!(text.contains("To: help@vitae.example"), "{text}");
        assert!(
            text.contains("From: Vitae <noreply@vitae.example>"),
            "{text}"
        );
        assert!(text.contains("Reply-To: ada@example.com"), "{text}");
        assert!(
            text.contains("Message-ID: <support-abc123@vitae.example>"),
            "{text}"
        );
        assert!(
            text.contains("Subject: [Vitae support] Charged Bcc: evil@example.com twice"),
            "{text}"
        );
        assert!(!text.contains("\nBcc:"), "no header injection: {text}");
        assert!(text.contains("Category: Billing & Subscription"), "{text}");
        assert!(text.contains("I was charged twice."), "{text}");
    }

    #[test]
    fn a_digest_lists_the_steps_on_their_lines_and_can_be_unsubscribed() {
        let steps = [DueStep {
            company: "Globex\r\nBcc: evil@example.com".into(),
            role: "Engineer".into(),
            date: "2026-11-26".into(),
            note: "Send the portfolio".into(),
        }];
        let mail = DigestMail {
            id: "digest-u1-2026-11-26",
            to_email: "ana@example.com",
            to_name: "Ana Souza",
            subject: "Vitae: 1 next step due",
            intro: "Your next steps due on 2026-11-26 or earlier:",
            stop:
                "To stop these mails: https://vitae.example/api/account/digest/unsubscribe?token=k",
            steps: &steps,
            unsubscribe_url: "https://vitae.example/api/account/digest/unsubscribe?token=k",
        };
        let message = digest_message(&settings(), &mail).unwrap_or_else(|e| panic!("{e}"));
        let text = String::from_utf8(message.formatted()).unwrap_or_default();
        let text = text.replace("=\r\n", "").replace("=3D", "=");
        assert!(
            text.contains("To: \"Ana Souza\" <ana@example.com>"),
            "{text}"
        );
        assert!(text.contains("Subject: Vitae: 1 next step due"), "{text}");
        assert!(
            text.contains("Your next steps due on 2026-11-26 or earlier:\r\n\r\n- Globex"),
            "{text}"
        );
        assert!(
            text.contains(
                "List-Unsubscribe: <https://vitae.example/api/account/digest/unsubscribe?token=k>"
            ),
            "{text}"
        );
        assert!(
            text.contains(
                "- Globex Bcc: evil@example.com (Engineer): 2026-11-26 Send the portfolio"
            ),
            "one line per step: {text}"
        );
        assert!(!text.contains("\nBcc:"), "{text}");
        // RFC 8058: a mail client's own button may post the link.
        assert!(
            text.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click"),
            "{text}"
        );
        assert!(
            text.contains("Message-ID: <digest-u1-2026-11-26@"),
            "the same id for a retry of the day's mail: {text}"
        );
    }

    #[test]
    fn a_mail_that_cannot_be_addressed_fails_for_good() {
        let steps = [];
        let mail = DigestMail {
            id: "digest-u1-2026-11-26",
            to_email: "ana\u{FFFF}@example.com",
            to_name: "Ana",
            subject: "s",
            intro: "i",
            stop: "s",
            steps: &steps,
            unsubscribe_url: "https://vitae.example/u",
        };
        let err = digest_message(&settings(), &mail).expect_err("not an address");
        assert!(err.is_permanent(), "{err}");
    }

    #[test]
    fn bad_settings_name_their_variable() {
        let err = |url, support, from| match MailSettings::new(url, support, from) {
            Err(MailError::Config { variable, .. }) => variable,
            other => panic!("expected a config error, got {other:?}"),
        };
        assert_eq!(err("smtp://h", "not an address", None), "SUPPORT_EMAIL");
        assert_eq!(err("smtp://h", "a@b.example", Some("@@")), "SMTP_FROM");
        assert_eq!(err("http://h", "a@b.example", None), "SMTP_URL");
    }

    #[test]
    fn debug_never_prints_the_smtp_password() {
        let s = MailSettings::new("smtp://user:hunter22@mail.example:587", "a@b.example", None)
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(!format!("{s:?}").contains("hunter22"));
    }
}
