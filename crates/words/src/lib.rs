//! The words the server says itself, in every interface language: its own HTML pages (the dev
//! sign-in, the demo checkout and billing portal, the unsubscribe page), the daily mail, and
//! field problems shown on those pages.
//!
//! They come from the web client's catalogs (`frontend/messages/<lang>.json`: the `server`,
//! `fieldErrors` and `billing` namespaces), built into the binary, so each sentence is written and translated
//! once for the client and the server alike. A crate of its own so that a catalog edit rebuilds
//! only what speaks.

mod page;

use std::collections::HashMap;
use std::sync::OnceLock;

use serde_json::Value;
use vitae_domain::interface_language;
use vitae_domain::message_format::{self, Params};
use vitae_domain::FieldError;

pub use page::card_page;

/// Every interface language's catalog, as the client has it.
const CATALOGS: [(&str, &str); 7] = [
    ("en", include_str!("../../../frontend/messages/en.json")),
    ("ar", include_str!("../../../frontend/messages/ar.json")),
    ("hi", include_str!("../../../frontend/messages/hi.json")),
    ("es", include_str!("../../../frontend/messages/es.json")),
    ("fr", include_str!("../../../frontend/messages/fr.json")),
    ("de", include_str!("../../../frontend/messages/de.json")),
    (
        "pt-BR",
        include_str!("../../../frontend/messages/pt-BR.json"),
    ),
];

/// The namespaces the server reads; the rest of a catalog is the client's.
const NAMESPACES: [&str; 3] = ["server", "fieldErrors", "billing"];

/// One language's messages by dotted key (`server.digest.intro`, `fieldErrors.too_long`).
type Catalog = HashMap<String, String>;

fn catalogs() -> &'static HashMap<&'static str, Catalog> {
    static CATALOGS_READ: OnceLock<HashMap<&'static str, Catalog>> = OnceLock::new();
    CATALOGS_READ.get_or_init(|| {
        CATALOGS
            .iter()
            .map(|(language, json)| (*language, read(json)))
            .collect()
    })
}

/// The server's namespaces of a catalog, flattened. A catalog that does not parse reads as
/// empty (its words fall back to English); the tests below and the client's keep that from
/// shipping.
fn read(json: &str) -> Catalog {
    let mut out = Catalog::new();
    let Ok(doc) = serde_json::from_str::<Value>(json) else {
        return out;
    };
    for namespace in NAMESPACES {
        flatten(namespace, &doc[namespace], &mut out);
    }
    out
}

fn flatten(prefix: &str, value: &Value, out: &mut Catalog) {
    match value {
        Value::String(text) => {
            out.insert(prefix.to_owned(), text.clone());
        }
        Value::Object(map) => {
            for (key, value) in map {
                flatten(&format!("{prefix}.{key}"), value, out);
            }
        }
        _ => {}
    }
}

/// The words of one interface language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Words {
    language: &'static str,
}

impl Words {
    /// The words of `language`; English for a code that is not an interface language.
    pub fn new(language: &str) -> Self {
        Self {
            language: interface_language::parse(language).unwrap_or(interface_language::DEFAULT),
        }
    }

    /// The language's code, for `lang` attributes and `Content-Language`.
    pub fn language(&self) -> &'static str {
        self.language
    }

    /// `rtl` or `ltr`, for the `dir` attribute.
    pub fn direction(&self) -> &'static str {
        if interface_language::is_rtl(self.language) {
            "rtl"
        } else {
            "ltr"
        }
    }

    /// The message at `key` with `params` in place: this language's, else English's, else the
    /// key itself (a missing key is a bug the tests catch, not the reader's problem).
    pub fn say(&self, key: &str, params: Params) -> String {
        let all = catalogs();
        let found = [self.language, interface_language::DEFAULT]
            .iter()
            .find_map(|language| Some((*language, all.get(language)?.get(key)?)));
        match found {
            Some((language, text)) => message_format::format(language, text, params),
            None => key.to_owned(),
        }
    }

    /// A field problem in this language: its code's words with its values in place.
    pub fn field_error(&self, error: &FieldError) -> String {
        let params = message_format::params_of(&error.params);
        self.say(&format!("fieldErrors.{}", error.code), &params)
    }
}

/// The faces a page the server writes needs for its words beyond the system's fonts: the web
/// client's Devanagari face (fetched only where Devanagari shows; not every machine has one), for
/// a `font-family` that names [`PAGE_FONT_FAMILY`].
pub(crate) const PAGE_FONT_FACES: &str = "@font-face{font-family:\"Vitae UI Devanagari\";\
src:url(/fonts/noto-sans-devanagari-regular.woff2) format(\"woff2\");font-weight:100 500;\
font-display:swap;unicode-range:U+0900-097F,U+A8E0-A8FF,U+1CD0-1CFF,U+200C-200D,U+25CC}\
@font-face{font-family:\"Vitae UI Devanagari\";\
src:url(/fonts/noto-sans-devanagari-bold.woff2) format(\"woff2\");font-weight:600 900;\
font-display:swap;unicode-range:U+0900-097F,U+A8E0-A8FF,U+1CD0-1CFF,U+200C-200D,U+25CC}";

/// The font stack of a page the server writes: the faces above first (their `unicode-range`
/// keeps them to their script; after `system-ui`, Chromium on Linux drew Devanagari as boxes),
/// then the system's.
pub(crate) const PAGE_FONT_FAMILY: &str =
    "\"Vitae UI Devanagari\",system-ui,-apple-system,\"Segoe UI\",Roboto,sans-serif";

/// Text made safe for an HTML page the server writes: element content and quoted attributes.
pub fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use vitae_domain::{problems, Violations};

    #[test]
    fn every_catalog_parses_and_has_every_english_message() {
        let all = catalogs();
        let english = &all["en"];
        assert!(english.contains_key("server.digest.intro"));
        for problem in problems::ALL {
            assert!(english.contains_key(&format!("fieldErrors.{}", problem.code)));
        }
        for language in interface_language::ALL {
            let missing: Vec<&String> = english
                .keys()
                .filter(|key| !all[language].contains_key(*key))
                .collect();
            assert!(missing.is_empty(), "{language} lacks {missing:?}");
        }
    }

    #[test]
    fn words_fall_back_to_english_and_name_their_direction() {
        let unknown = Words::new("tlh");
        assert_eq!(unknown.language(), "en");
        assert_eq!(unknown.direction(), "ltr");
        assert_eq!(Words::new("ar").direction(), "rtl");
        assert_eq!(Words::new("pt-br").language(), "pt-BR");
        assert_eq!(
            unknown.say("server.digest.stop", &[("url", "https://x".into())]),
            "To stop these mails: https://x"
        );
    }

    #[test]
    fn a_field_problem_is_worded_in_the_language_with_its_values() {
        let mut v = Violations::new();
        v.limit_text(&["name"], &"a".repeat(5), 3);
        let error = &v.errors()[0];
        assert_eq!(
            Words::new("en").field_error(error),
            "Must be at most 3 characters"
        );
        let german = Words::new("de").field_error(error);
        assert!(german.contains('3') && german != error.msg, "{german}");
    }

    #[test]
    fn html_is_escaped() {
        assert_eq!(
            escape_html(r#"<a href="x">Tom & 'Jerry'</a>"#),
            "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;"
        );
    }
}
