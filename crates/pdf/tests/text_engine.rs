//! Any text a person can type lays out: combining marks, joiners, bidi controls (an RLO
//! included), unpaired isolates, emoji, every script, lines of ten thousand characters, in
//! either direction and any width. Never a panic, never a hang; text no font covers is
//! reported, not dropped silently.

use proptest::prelude::*;
use vitae_pdf::fuzz::lay_out;
use vitae_pdf::typeset::Direction;

/// Pieces of text that stress shaping, bidi and line breaking.
fn piece() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("Ana ".to_owned()),
        Just("ليلى حسن ".to_owned()),
        Just("لا".to_owned()),
        Just("प्रिया ".to_owned()),
        Just("क्षत्रिय".to_owned()),
        Just("שלום ".to_owned()),
        Just("王小明".to_owned()),
        Just("Nguyễn Thị Ánh ".to_owned()),
        Just("e\u{301}\u{302}\u{303}".to_owned()),
        Just("\u{200D}\u{200C}".to_owned()),
        Just("\u{202E}".to_owned()),
        Just("\u{2067}".to_owned()),
        Just("\u{2069}".to_owned()),
        Just("\u{200F}".to_owned()),
        Just("👩🏽‍💻".to_owned()),
        Just("\u{FE0F}".to_owned()),
        Just(" ".to_owned()),
        Just("\t".to_owned()),
        Just("-".to_owned()),
        Just("https://example.com/a/very/long/path".to_owned()),
        Just("(2021–2024)".to_owned()),
        any::<char>().prop_map(String::from),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn any_text_lays_out(
        pieces in prop::collection::vec(piece(), 0..40),
        width in 1.0f32..600.0,
        rtl in any::<bool>(),
        language in prop::sample::select(vec!["en", "ar", "hi", "he", "zh", "fa", "de"]),
    ) {
        let text: String = pieces.concat();
        let direction = if rtl { Direction::Rtl } else { Direction::Ltr };
        lay_out(&text, width, direction, language);
    }
}

#[test]
fn a_line_of_ten_thousand_characters_lays_out_quickly() {
    let started = std::time::Instant::now();
    for text in [
        "a".repeat(10_000),
        "word ".repeat(2_000),
        "لا سلاسل ".repeat(1_000),
        "क्षत्रिय ".repeat(1_000),
        "漢字".repeat(5_000),
    ] {
        assert!(lay_out(&text, 400.0, Direction::Ltr, "en") > 10);
        assert!(lay_out(&text, 400.0, Direction::Rtl, "ar") > 10);
    }
    // Debug build; the release build is about ten times faster.
    assert!(
        started.elapsed() < std::time::Duration::from_secs(20),
        "{:?}",
        started.elapsed()
    );
}
