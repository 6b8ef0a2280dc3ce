//! The page around the server's own HTML (the dev sign-in, the demo checkout and its portal, the
//! digest's unsubscribe page): one head, one centred card, one palette in light and dark. Each page
//! adds only the rules of its own content.

use crate::{escape_html, Words, PAGE_FONT_FACES, PAGE_FONT_FAMILY};

/// The palette, the page and the card every server page shares.
const CARD_STYLE: &str = ":root{color-scheme:light dark;--accent:#4f46e5;--fg:#0f172a;--muted:#64748b;--bg:#f8fafc;--card:#fff;--line:#e2e8f0}
@media (prefers-color-scheme:dark){:root{--fg:#f1f5f9;--muted:#94a3b8;--bg:#020617;--card:#0f172a;--line:#1e293b}}
*{box-sizing:border-box}";

/// A whole page in `words`' language and direction: `title` (escaped here), the shared look
/// with a card at most `card_width` pixels wide, `style` for the content's own rules, and
/// `body` (already HTML) in the card.
pub fn card_page(words: Words, title: &str, card_width: u32, style: &str, body: &str) -> String {
    format!(
        r#"<!doctype html>
<html lang="{lang}" dir="{dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<style>
{CARD_STYLE}body{{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--fg);font:16px/1.5 {PAGE_FONT_FAMILY};padding:24px}}
{PAGE_FONT_FACES}
main{{width:100%;max-width:{card_width}px;background:var(--card);border:1px solid var(--line);border-radius:16px;padding:32px;box-shadow:0 10px 30px rgba(15,23,42,.08)}}
{style}
</style></head>
<body><main>
{body}
</main></body></html>"#,
        lang = words.language(),
        dir = words.direction(),
        title = escape_html(title),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_speaks_its_language_and_escapes_its_title() {
        let page = card_page(Words::new("ar"), "<b>", 400, "h1{margin:0}", "<p>x</p>");
        assert!(page.contains(r#"<html lang="ar" dir="rtl">"#));
        assert!(page.contains("<title>&lt;b&gt;</title>"));
        assert!(page.contains("max-width:400px"));
        assert!(page.contains("h1{margin:0}\n</style>"));
        assert!(page.contains("<body><main>\n<p>x</p>\n</main></body>"));
    }
}
