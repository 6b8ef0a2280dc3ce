//! The built-in dev sign-in: a name-and-email form served by Vitae itself. It is a real
//! provider for the rest of the system (same tickets, sessions and users), but it proves
//! nothing about who the person is, so the server refuses it when `APP_ENV=production`.

use url::Url;
use vitae_domain::problems;
use vitae_domain::validation::is_email_shaped;
use vitae_domain::{Identity, Violations};
use vitae_words::{card_page, escape_html as escape, Words};

use crate::redirect::same_origin;
use crate::{AuthError, AuthorizationRedirect, Callback, IdentityProvider, ProviderKind, SignedIn};

pub const ISSUER: &str = "vitae-dev";
pub const FORM_PATH: &str = "/api/auth/dev/login";
const NAME_MAX: usize = 100;
/// The longest address mail can carry (RFC 5321's path limit less its brackets).
const EMAIL_MAX: usize = 254;

pub struct DevSignIn {
    public_url: Url,
}

impl DevSignIn {
    pub fn new(public_url: Url) -> Self {
        Self { public_url }
    }

    /// The identity for a form submission: users are keyed by their lower-cased email.
    pub fn identity(name: &str, email: &str) -> Result<Identity, Violations> {
        let (name, email) = (name.trim(), email.trim());
        let mut v = Violations::new();
        v.require_text(&["name"], name, NAME_MAX, problems::NAME_REQUIRED);
        if email.is_empty() {
            v.push(&["email"], problems::EMAIL_REQUIRED);
        } else if !is_email_shaped(email) {
            v.push(&["email"], problems::EMAIL_INVALID);
        } else {
            // A character no output can hold (U+FFFF) would follow the address into every mail.
            v.limit_text(&["email"], email, EMAIL_MAX);
        }
        let email = email.to_lowercase();
        v.into_result(Identity {
            issuer: ISSUER.to_owned(),
            subject: email.clone(),
            email,
            name: name.to_owned(),
            picture: None,
        })
    }
}

#[async_trait::async_trait]
impl IdentityProvider for DevSignIn {
    fn kind(&self) -> ProviderKind {
        ProviderKind::Dev
    }

    fn label(&self) -> &str {
        "Email"
    }

    async fn authorize(&self, return_to: &str) -> Result<AuthorizationRedirect, AuthError> {
        let mut url = self
            .public_url
            .join(FORM_PATH)
            .map_err(|e| AuthError::Provider(e.into()))?;
        url.query_pairs_mut().append_pair("redirect", return_to);
        Ok(AuthorizationRedirect {
            url: url.to_string(),
            flow_cookie: None,
        })
    }

    async fn complete(&self, callback: Callback) -> Result<SignedIn, AuthError> {
        let param = |key: &str| callback.params.get(key).map(String::as_str).unwrap_or("");
        let return_to = same_origin(&self.public_url, param("redirect"))
            .ok_or_else(|| AuthError::Rejected("redirect is not on this site".into()))?;
        let identity = Self::identity(param("name"), param("email")).map_err(AuthError::Invalid)?;
        Ok(SignedIn {
            identity,
            return_to,
        })
    }
}

/// The sign-in form in `words`' language. `errors` (already in that language) are shown above
/// the fields; values are kept on a retry.
pub fn login_page(
    words: Words,
    redirect: &str,
    name: &str,
    email: &str,
    errors: &[String],
) -> String {
    let say = |key: &str| escape(&words.say(&format!("server.devSignIn.{key}"), &[]));
    let errors_html: String = errors
        .iter()
        .map(|e| format!("<li>{}</li>", escape(e)))
        .collect();
    let errors_block = if errors.is_empty() {
        String::new()
    } else {
        format!(r#"<div role="alert"><ul class="errors">{errors_html}</ul></div>"#)
    };
    let body = format!(
        r#"<h1>{heading}</h1>
<p>{intro}</p>
{errors_block}
<form method="post" action="{FORM_PATH}">
<input type="hidden" name="redirect" value="{redirect}">
<label for="name">{name_label}</label><input id="name" name="name" autocomplete="name" required maxlength="{NAME_MAX}" value="{name}">
<label for="email">{email_label}</label><input id="email" name="email" type="email" autocomplete="email" required value="{email}">
<button type="submit">{continue_label}</button>
</form>
<div class="note">{no_provider}</div>"#,
        heading = say("heading"),
        intro = say("intro"),
        name_label = say("name"),
        email_label = say("email"),
        continue_label = say("continue"),
        no_provider = say("noProvider"),
        redirect = escape(redirect),
        name = escape(name),
        email = escape(email),
    );
    let title = words.say("server.devSignIn.title", &[]);
    card_page(words, &title, 400, SIGN_IN_STYLE, &body)
}

/// The sign-in card's own rules: its heading, fields, button and problems.
const SIGN_IN_STYLE: &str = "h1{font-size:1.5rem;margin:0 0 4px}p{margin:0 0 24px;color:var(--muted);font-size:.9rem}
label{display:block;font-weight:600;font-size:.875rem;margin:16px 0 6px}
input{width:100%;padding:10px 12px;border:1px solid var(--line);border-radius:8px;font:inherit;background:transparent;color:inherit}
input:focus-visible,button:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
button{margin-top:24px;width:100%;padding:11px;border:0;border-radius:8px;background:var(--accent);color:#fff;font:inherit;font-weight:600;cursor:pointer}
.errors{margin:0 0 8px;padding:10px 14px;padding-inline-start:28px;border-radius:8px;background:#fef2f2;color:#b91c1c;font-size:.875rem}
.note{margin-top:20px;font-size:.8rem;color:var(--muted);text-align:center}";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identities_are_keyed_by_lower_cased_email() {
        let id = DevSignIn::identity(" Ana Souza ", "Ana@Example.com").expect("valid");
        assert_eq!(id.subject, "ana@example.com");
        assert_eq!(id.name, "Ana Souza");
        assert_eq!(id.issuer, ISSUER);
    }

    #[test]
    fn name_and_a_real_looking_email_are_required() {
        let err = DevSignIn::identity("", "nope").expect_err("invalid");
        let msgs: Vec<&str> = err.errors().iter().map(|e| e.msg.as_str()).collect();
        assert_eq!(
            msgs,
            [
                "Full name is required",
                "Please enter a valid email address"
            ]
        );
    }

    #[test]
    fn an_email_with_a_character_mail_cannot_hold_is_refused() {
        let err = DevSignIn::identity("Ana", "ana\u{FFFF}@example.com").expect_err("invalid");
        assert_eq!(err.errors()[0].code, problems::INVALID_CHARACTER.code);
        let long = format!("{}@example.com", "a".repeat(250));
        let err = DevSignIn::identity("Ana", &long).expect_err("too long");
        assert_eq!(err.errors()[0].code, problems::TOO_LONG.code);
    }

    #[test]
    fn the_page_escapes_what_it_echoes() {
        let page = login_page(
            Words::new("en"),
            "\"><script>",
            "<b>",
            "a@b.co",
            &["<i>".into()],
        );
        assert!(!page.contains("<script>"));
        assert!(!page.contains("<b>"));
        assert!(page.contains("&lt;i&gt;"));
    }

    #[test]
    fn the_page_speaks_the_language_it_is_given() {
        let english = login_page(Words::new("en"), "/", "", "", &[]);
        assert!(english.contains(r#"<html lang="en" dir="ltr">"#));
        assert!(english.contains("<h1>Sign in to Vitae</h1>"));
        let arabic = login_page(Words::new("ar"), "/", "", "", &[]);
        assert!(arabic.contains(r#"<html lang="ar" dir="rtl">"#));
        let heading = Words::new("ar").say("server.devSignIn.heading", &[]);
        assert!(arabic.contains(&format!("<h1>{heading}</h1>")));
        assert_ne!(heading, "Sign in to Vitae");
    }
}
