//! A postal address with its street line taken out: what a public link with "hide contact"
//! still shows of a location. The city, region and country stay (they say where someone could
//! work); the street, house number, flat, post box and postal code go, in any script.
//!
//! Most of the world writes an address from the most precise part to the least ("Flat 3, 42
//! Baker Street, London"): every part up to the last one that is a street line goes. Chinese,
//! Japanese and Korean write it the other way ("東京都港区六本木6-10-1"): what precedes the
//! street goes on, cut after its last administrative unit (prefecture, city, ward).

use std::sync::LazyLock;

/// Marks of a street line, read once from `data/street_words.txt`.
struct StreetWords {
    /// Words that make a part a street line wherever they stand.
    words: Vec<String>,
    /// Words that do so anywhere but first ("Main St", not "St Louis").
    not_first: Vec<String>,
    /// Endings of a street's name in scripts written without spaces, or in Korean.
    endings: Vec<String>,
}

static STREET_WORDS: LazyLock<StreetWords> = LazyLock::new(|| {
    let mut marks = StreetWords {
        words: Vec::new(),
        not_first: Vec::new(),
        endings: Vec::new(),
    };
    let lines = include_str!("../data/street_words.txt")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'));
    for line in lines {
        if let Some(ending) = line.strip_prefix('-') {
            marks.endings.push(ending.to_owned());
        } else if let Some(word) = line.strip_prefix('!') {
            marks.not_first.push(word.to_lowercase());
        } else {
            marks.words.push(line.to_lowercase());
        }
    }
    marks
});

/// What separates the parts of an address: commas in Latin, Arabic and CJK forms, and lines.
const SEPARATORS: [char; 6] = [',', '،', '，', '、', ';', '\n'];

/// Units a CJK address names from the largest down to the ward: what is kept ends after one.
const ADMINISTRATIVE: [&str; 17] = [
    "省",
    "市",
    "区",
    "區",
    "县",
    "縣",
    "都",
    "道",
    "府",
    "県",
    "郡",
    "州",
    "특별시",
    "광역시",
    "시",
    "구",
    "군",
];

/// `location` without its street line (see the module's words); the empty string when nothing
/// but a street was there.
pub fn without_street(location: &str) -> String {
    let separator = location.chars().find(|c| SEPARATORS.contains(c));
    let parts: Vec<&str> = location
        .split(SEPARATORS)
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect();
    if parts.len() == 1 && written_large_to_small(parts[0]) {
        return large_to_small(parts[0]);
    }
    // A first part with a number is a street line of a name the list does not know ("5 Foo,
    // Leeds"); later ones hold postal codes beside the city ("London NW1 6XE", "10115 Berlin").
    let last_street = parts.iter().enumerate().rposition(|(i, part)| {
        has_street_word(part) || (i == 0 && parts.len() > 1 && part.chars().any(char::is_numeric))
    });
    let kept: Vec<String> = parts[last_street.map_or(0, |i| i + 1)..]
        .iter()
        .map(|part| without_numbers(part))
        .filter(|p| !p.is_empty())
        .collect();
    let joiner = match separator {
        Some(c @ (',' | '،' | ';')) => format!("{c} "),
        Some(c @ ('，' | '、')) => c.to_string(),
        _ => ", ".to_owned(),
    };
    kept.join(&joiner)
}

/// A word of a part as the list writes it: lower case, without a closing full stop or slash.
fn normalised(word: &str) -> String {
    word.trim_end_matches(['.', '/', ':']).to_lowercase()
}

fn has_street_word(part: &str) -> bool {
    let marks = &*STREET_WORDS;
    part.split_whitespace().enumerate().any(|(i, word)| {
        let word = normalised(word);
        marks.words.contains(&word)
            || (i > 0 && marks.not_first.contains(&word))
            || marks.endings.iter().any(|e| word.ends_with(e.as_str()))
    })
}

/// The part without its words that hold a number (a postal code: "NY 10001" is "NY").
fn without_numbers(part: &str) -> String {
    part.split_whitespace()
        .filter(|w| !w.chars().any(char::is_numeric))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Whether the part is written from the largest unit down: it starts in Chinese, Japanese or
/// Korean letters.
fn written_large_to_small(part: &str) -> bool {
    part.chars().find(|c| c.is_alphabetic()).is_some_and(|c| {
        matches!(u32::from(c),
            0x3040..=0x30FF      // Hiragana, Katakana
            | 0x3400..=0x4DBF    // CJK Extension A
            | 0x4E00..=0x9FFF    // CJK Unified Ideographs
            | 0xAC00..=0xD7AF    // Hangul syllables
            | 0xF900..=0xFAFF) // CJK compatibility ideographs
    })
}

/// A CJK address up to its street: the words before the first one that holds a number or ends
/// as a street, and within a word written without spaces, up to its last administrative unit
/// before the street.
fn large_to_small(part: &str) -> String {
    let marks = &*STREET_WORDS;
    let mut kept = Vec::new();
    for word in part.split_whitespace() {
        let street_at = word
            .char_indices()
            .find(|(i, c)| {
                c.is_numeric()
                    || marks
                        .endings
                        .iter()
                        .any(|e| word[*i..].starts_with(e.as_str()) && *i > 0)
            })
            .map(|(i, _)| i);
        match street_at {
            None => kept.push(word.to_owned()),
            Some(at) => {
                // "北京市朝阳区建国路88号" ends after 区: "建国" is the street's own name.
                let head = &word[..at];
                let end = ADMINISTRATIVE
                    .iter()
                    .filter_map(|unit| head.rfind(unit).map(|i| i + unit.len()))
                    .max();
                if let Some(end) = end {
                    kept.push(head[..end].to_owned());
                }
                break;
            }
        }
    }
    kept.join(" ")
}

#[cfg(test)]
mod tests {
    use super::without_street;

    /// Addresses as people write them, and what a public link may still show of each.
    #[test]
    fn the_street_line_goes_in_any_script_and_the_city_stays() {
        let table = [
            // Already only a place.
            ("São Paulo, Brazil", "São Paulo, Brazil"),
            ("Remote", "Remote"),
            ("Dubai, UAE", "Dubai, UAE"),
            ("St. Louis, MO", "St. Louis, MO"),
            (
                "Al Ain, United Arab Emirates",
                "Al Ain, United Arab Emirates",
            ),
            ("", ""),
            // Street first.
            ("Rua Augusta 1200, São Paulo", "São Paulo"),
            ("12 Rua Augusta, São Paulo, Brazil", "São Paulo, Brazil"),
            ("Flat 3, 42 Baker Street, London", "London"),
            ("221B Baker Street, London NW1 6XE, UK", "London, UK"),
            ("Apt. 5B 221 Main St", ""),
            ("P.O. Box 77", ""),
            ("PO Box 77, Nairobi, Kenya", "Nairobi, Kenya"),
            ("221B Baker Street", ""),
            ("Baker Street, London", "London"),
            ("1 Infinite Loop, Cupertino, CA 95014", "Cupertino, CA"),
            (
                "Apt 4, 500 Fifth Avenue, New York, NY 10036, USA",
                "New York, NY, USA",
            ),
            ("Calle Mayor 5, 3º izq., 28013 Madrid", "Madrid"),
            ("C/ Mayor 5, Madrid", "Madrid"),
            ("Friedrichstraße 43, 10117 Berlin", "Berlin"),
            ("Musterweg 5, 10115 Berlin, Germany", "Berlin, Germany"),
            ("5 Kirkstall Fold, Leeds LS5 3QB, UK", "Leeds, UK"),
            ("ul. Marszałkowska 10/12, Warszawa", "Warszawa"),
            ("ул. Тверская, д. 7, кв. 12, Москва", "Москва"),
            ("12 MG Road, Bengaluru, India", "Bengaluru, India"),
            // Postal codes only.
            ("Mumbai 400001", "Mumbai"),
            ("New York, NY 10001", "New York, NY"),
            ("São Paulo - SP, 01310-100", "São Paulo - SP"),
            // Arabic, Hebrew and Devanagari, with their own digits and commas.
            ("١٢ شارع التحرير، القاهرة", "القاهرة"),
            ("شارع الشيخ زايد، دبي، الإمارات", "دبي، الإمارات"),
            ("רחוב הרצל 12, תל אביב", "תל אביב"),
            ("१२ एमजी रोड, बेंगलुरु", "बेंगलुरु"),
            ("फ्लैट १०४, दिल्ली", "दिल्ली"),
            // Full-width digits, and addresses written from the largest unit down.
            ("東京都港区六本木６－１０－１", "東京都港区"),
            ("北京市朝阳区建国路88号", "北京市朝阳区"),
            ("서울특별시 중구 세종대로 110", "서울특별시 중구"),
            ("東京都", "東京都"),
        ];
        for (given, shown) in table {
            assert_eq!(without_street(given), shown, "{given}");
        }
    }
}
