//! Dates and date ranges as people write them on resumes: "Jan 2020 – Present", "January 2020
//! - Dec 2021", "2019-2021", "03/2018 - 11/2020", "Since 2022", "2020 – now", "Apr 1, 2023".

use std::ops::Range as Bytes;

use vitae_domain::json_resume::MONTH_NAMES;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Month {
    pub year: u16,
    /// 1–12, when the text gives it.
    pub month: Option<u8>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    Present,
    On(Month),
}

/// A date range, or a single date (`start` empty, `end` the date).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Span {
    pub start: Option<Month>,
    pub end: Option<End>,
}

impl Span {
    /// Months covered, with "present" read as `now`; `None` without a start.
    pub fn months(&self, now: Month) -> Option<u32> {
        let start = self.start?;
        let end = match self.end? {
            End::Present => now,
            End::On(m) => m,
        };
        let index =
            |m: Month, default: u8| u32::from(m.year) * 12 + u32::from(m.month.unwrap_or(default));
        Some(index(end, 12).saturating_sub(index(start, 1)) + 1)
    }
}

#[derive(Debug, Clone, PartialEq)]
enum Token {
    Word(String),
    Number(String),
    Dash,
    /// Punctuation that may sit inside a date ("Jan. 2020", "Apr 1, 2023").
    Soft,
    Other,
}

fn tokens(text: &str) -> Vec<(Token, Bytes<usize>)> {
    let mut out = Vec::new();
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let end_of = |i: usize| chars.get(i).map_or(text.len(), |c| c.0);
    let mut i = 0;
    while i < chars.len() {
        let (at, c) = chars[i];
        let start = i;
        let token = if c.is_alphabetic() {
            while i < chars.len() && (chars[i].1.is_alphabetic() || chars[i].1 == '\'') {
                i += 1;
            }
            Token::Word(text[at..end_of(i)].to_lowercase())
        } else if c.is_ascii_digit() {
            // Digits with inner separators: "03/2018", "2018-03-01", "2019-2021".
            while i < chars.len()
                && (chars[i].1.is_ascii_digit()
                    || (matches!(chars[i].1, '/' | '.' | '-' | '–')
                        && chars.get(i + 1).is_some_and(|n| n.1.is_ascii_digit())))
            {
                i += 1;
            }
            Token::Number(text[at..end_of(i)].replace('–', "-"))
        } else {
            i += 1;
            match c {
                '-' | '–' | '—' | '−' | '‒' | '~' => Token::Dash,
                ',' | '.' => Token::Soft,
                c if c.is_whitespace() => continue,
                _ => Token::Other,
            }
        };
        out.push((token, at..end_of(i.max(start + 1))));
    }
    out
}

/// Month names in the Latin-script languages Vitae prints resumes in (de, fr, es, pt, it, nl,
/// pl, tr), January first; their first three letters are read as abbreviations too.
const FOREIGN_MONTHS: [&[&str]; 12] = [
    &[
        "januar", "janvier", "enero", "janeiro", "gennaio", "januari", "styczeń", "ocak", "jänner",
    ],
    &[
        "februar",
        "février",
        "febrero",
        "fevereiro",
        "febbraio",
        "februari",
        "luty",
        "şubat",
    ],
    &["märz", "mars", "marzo", "março", "maart", "marzec", "mart"],
    &["april", "avril", "abril", "aprile", "kwiecień", "nisan"],
    &["mai", "mayo", "maio", "maggio", "mei", "maj", "mayıs"],
    &[
        "juni", "juin", "junio", "junho", "giugno", "czerwiec", "haziran",
    ],
    &[
        "juli", "juillet", "julio", "julho", "luglio", "lipiec", "temmuz",
    ],
    &[
        "august",
        "août",
        "agosto",
        "augustus",
        "sierpień",
        "ağustos",
    ],
    &[
        "september",
        "septembre",
        "septiembre",
        "setembro",
        "settembre",
        "wrzesień",
        "eylül",
    ],
    &[
        "oktober",
        "octobre",
        "octubre",
        "outubro",
        "ottobre",
        "październik",
        "ekim",
    ],
    &[
        "november",
        "novembre",
        "noviembre",
        "novembro",
        "listopad",
        "kasım",
    ],
    &[
        "dezember",
        "décembre",
        "diciembre",
        "dezembro",
        "dicembre",
        "december",
        "grudzień",
        "aralık",
    ],
];

/// A month written as its name or its three-letter abbreviation (and "sept"), in English or
/// another language Vitae prints: looked up in a table built once (every word of every line is
/// asked).
fn month_word(word: &str) -> Option<u8> {
    static TABLE: std::sync::OnceLock<std::collections::HashMap<String, u8>> =
        std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut table = std::collections::HashMap::new();
        for m in 1..=12u8 {
            let i = usize::from(m - 1);
            for name in FOREIGN_MONTHS[i].iter().chain(&[MONTH_NAMES[i]]) {
                table.insert((*name).to_owned(), m);
                table.insert(name.chars().take(3).collect(), m);
            }
        }
        // English first three letters win where another language's clash.
        for (i, name) in MONTH_NAMES.iter().enumerate() {
            table.insert(name[..3].to_owned(), i as u8 + 1);
        }
        table.insert("sept".to_owned(), 9);
        table
    });
    table.get(word).copied()
}

/// Whether `text` ends with a month's name or abbreviation ("Jun 2017 – Feb"): a date whose
/// year wrapped onto the next line.
pub fn ends_with_month(text: &str) -> bool {
    text.trim_end_matches(['.', ' '])
        .rsplit(|c: char| !c.is_alphabetic())
        .next()
        .is_some_and(|w| month_word(&w.to_lowercase()).is_some())
}

fn year(text: &str) -> Option<u16> {
    let y: u16 = text.parse().ok()?;
    (text.len() == 4 && (1950..=2100).contains(&y)).then_some(y)
}

fn month_number(text: &str) -> Option<u8> {
    let m: u8 = text.parse().ok()?;
    (text.len() <= 2 && (1..=12).contains(&m)).then_some(m)
}

/// "Present" in English and in the other languages Vitae prints resumes in.
const PRESENT: &[&str] = &[
    "present",
    "current",
    "now",
    "today",
    "ongoing",
    "date",
    "heute",
    "aktuell",
    "jetzt",
    "présent",
    "aujourd'hui",
    "actuel",
    "actuellement",
    "presente",
    "actualidad",
    "actual",
    "atual",
    "atualmente",
    "oggi",
    "attuale",
    "heden",
    "nu",
    "obecnie",
    "teraz",
    "günümüz",
    "halen",
    "настоящее",
    "наст",
    "сейчас",
    "الآن",
    "حاليا",
    "היום",
    "כיום",
    "تاکنون",
    "حال",
    "वर्तमान",
    "至今",
    "现在",
    "現在",
    "今",
    "현재",
];
const SEASONS: &[&str] = &["spring", "summer", "autumn", "fall", "winter"];

/// What one date, starting at token `i`, reads as, and the index after it.
enum Read {
    Date(Month),
    /// A number that is a whole range ("2019-2021").
    Range(Month, Month),
}

fn read_date(t: &[(Token, Bytes<usize>)], i: usize) -> Option<(Read, usize)> {
    let word = |k: usize| match t.get(k) {
        Some((Token::Word(w), _)) => Some(w.as_str()),
        _ => None,
    };
    let number = |k: usize| match t.get(k) {
        Some((Token::Number(n), _)) => Some(n.as_str()),
        _ => None,
    };
    let skip_soft = |mut k: usize| {
        while matches!(t.get(k), Some((Token::Soft, _))) {
            k += 1;
        }
        k
    };
    // "Jan 2020", "January 2020", "Sept. 2018", "Apr 1, 2023", "Summer 2019"
    if let Some(w) = word(i) {
        let month = month_word(w);
        if month.is_none() && !SEASONS.contains(&w) {
            return None;
        }
        let mut k = skip_soft(i + 1);
        if number(k).is_some_and(|n| n.len() <= 2 && year(n).is_none()) {
            k = skip_soft(k + 1);
        }
        let y = year(number(k)?)?;
        return Some((Read::Date(Month { year: y, month }), k + 1));
    }
    let n = number(i)?;
    // "1 April 2023"
    if n.len() <= 2 {
        if let (Some(m), Some(y)) = (
            word(i + 1).and_then(month_word),
            number(i + 2).and_then(year),
        ) {
            return Some((
                Read::Date(Month {
                    year: y,
                    month: Some(m),
                }),
                i + 3,
            ));
        }
    }
    let parts: Vec<&str> = n.split(['/', '.', '-']).collect();
    let date = match parts.as_slice() {
        [y] => Month {
            year: year(y)?,
            month: None,
        },
        [a, b] => match (year(a), year(b)) {
            (Some(a), Some(b)) => {
                return Some((
                    Read::Range(
                        Month {
                            year: a,
                            month: None,
                        },
                        Month {
                            year: b,
                            month: None,
                        },
                    ),
                    i + 1,
                ))
            }
            (Some(y), None) => Month {
                year: y,
                month: Some(month_number(b)?),
            },
            (None, Some(y)) => Month {
                year: y,
                month: Some(month_number(a)?),
            },
            _ => return None,
        },
        // 2023-04-01, or 04/01/2023 and 01.04.2023 (the month is ambiguous there: keep the year).
        [a, b, c] => match (year(a), year(c)) {
            (Some(y), _) => Month {
                year: y,
                month: month_number(b),
            },
            (_, Some(y)) => Month {
                year: y,
                month: None,
            }
            .with_month(a, b),
            _ => return None,
        },
        _ => return None,
    };
    Some((Read::Date(date), i + 1))
}

impl Month {
    /// For "dd/mm/yyyy" or "mm/dd/yyyy": the month only when just one reading is possible.
    fn with_month(self, a: &str, b: &str) -> Month {
        let month = match (month_number(a), month_number(b)) {
            (Some(m), None) => Some(m),
            (None, Some(m)) => Some(m),
            _ => None,
        };
        Month { month, ..self }
    }
}

fn is_present(t: &[(Token, Bytes<usize>)], i: usize) -> bool {
    matches!(t.get(i), Some((Token::Word(w), _)) if PRESENT.contains(&w.as_str()))
}

/// "2020年4月", "2019년 3월": dates written with the Chinese, Japanese and Korean year and
/// month signs, as "2020/4", with where each byte of the result came from in `text`.
fn cjk_dates(text: &str) -> Option<(String, Vec<usize>)> {
    let sign = |c: char| matches!(c, '年' | '년' | '月' | '월' | '日' | '일');
    if !text.chars().any(sign) {
        return None;
    }
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut out = String::with_capacity(text.len());
    let mut from = Vec::with_capacity(text.len() + 1);
    let mut i = 0;
    while i < chars.len() {
        let (at, c) = chars[i];
        let after_digit = i > 0 && chars[i - 1].1.is_ascii_digit();
        if after_digit && matches!(c, '年' | '년') {
            // The year's sign, and any space after it, become the "/" before the month.
            let mut k = i + 1;
            while chars.get(k).is_some_and(|n| n.1 == ' ') {
                k += 1;
            }
            if chars.get(k).is_some_and(|n| n.1.is_ascii_digit()) {
                out.push('/');
                from.push(at);
                i = k;
                continue;
            }
        }
        if after_digit && matches!(c, '月' | '월' | '日' | '일') {
            i += 1;
            continue;
        }
        for _ in 0..c.len_utf8() {
            from.push(at);
        }
        out.push(c);
        i += 1;
    }
    from.push(text.len());
    Some((out, from))
}

/// The first date or date range in `text`, with where it is.
pub fn find(text: &str) -> Option<(Bytes<usize>, Span)> {
    if let Some((plain, from)) = cjk_dates(text) {
        let (at, span) = find_plain(&plain)?;
        // The end: just past the last byte of the original text the range covers.
        let end = if at.end == 0 {
            0
        } else {
            let last = from[at.end - 1];
            last + text[last..].chars().next().map_or(0, char::len_utf8)
        };
        let end = text[end..]
            .char_indices()
            .take_while(|(_, c)| matches!(c, '月' | '월' | '日' | '일'))
            .last()
            .map_or(end, |(k, c)| end + k + c.len_utf8());
        return Some((from[at.start]..end, span));
    }
    find_plain(text)
}

fn find_plain(text: &str) -> Option<(Bytes<usize>, Span)> {
    let t = tokens(text);
    for i in 0..t.len() {
        if let Some(found) = range_at(&t, i) {
            return Some(found);
        }
    }
    None
}

fn range_at(t: &[(Token, Bytes<usize>)], i: usize) -> Option<(Bytes<usize>, Span)> {
    let from = t[i].1.start;
    let to = |k: usize| t[k - 1].1.end;
    // "Since 2022", "From Jan 2020"
    if let (Token::Word(w), _) = &t[i] {
        if w == "since" || w == "from" {
            if let Some((Read::Date(start), k)) = read_date(t, i + 1) {
                let until = separator(t, k).and_then(|k| end_at(t, k));
                let (end, k) = match until {
                    Some((end, k)) => (Some(end), k),
                    None if w == "since" => (Some(End::Present), k),
                    None => (None, k),
                };
                return Some((
                    from..to(k),
                    Span {
                        start: Some(start),
                        end,
                    },
                ));
            }
        }
    }
    match read_date(t, i)? {
        (Read::Range(a, b), k) => Some((
            from..to(k),
            Span {
                start: Some(a),
                end: Some(End::On(b)),
            },
        )),
        (Read::Date(start), k) => match separator(t, k).and_then(|k| end_at(t, k)) {
            Some((end, k)) => Some((
                from..to(k),
                Span {
                    start: Some(start),
                    end: Some(end),
                },
            )),
            None => Some((
                from..to(k),
                Span {
                    start: None,
                    end: Some(End::On(start)),
                },
            )),
        },
    }
}

/// Whether `text` holds a date or range and nothing else but punctuation.
pub fn is_date_only(text: &str) -> bool {
    find(text).is_some_and(|(at, _)| {
        let rest = format!("{}{}", &text[..at.start], &text[at.end..]);
        rest.trim_matches(|c: char| !c.is_alphanumeric()).is_empty()
    })
}

/// The index after a range separator at `k` ("-", "–", "to", "until").
fn separator(t: &[(Token, Bytes<usize>)], k: usize) -> Option<usize> {
    match t.get(k)? {
        (Token::Dash, _) => Some(k + 1),
        (Token::Word(w), _) if ["to", "until", "till", "through", "thru"].contains(&w.as_str()) => {
            Some(k + 1)
        }
        _ => None,
    }
}

/// "until", said between a range's dash and its open end ("2019 – bis heute", "2019 - حتى
/// الآن").
const UNTIL: &[&str] = &[
    "bis", "jusqu'à", "jusqu'a", "hasta", "até", "fino", "tot", "do", "по", "حتى", "עד",
];

fn end_at(t: &[(Token, Bytes<usize>)], k: usize) -> Option<(End, usize)> {
    if is_present(t, k) {
        return Some((End::Present, k + 1));
    }
    let until = matches!(t.get(k), Some((Token::Word(w), _)) if UNTIL.contains(&w.as_str()));
    if until && is_present(t, k + 1) {
        return Some((End::Present, k + 2));
    }
    match read_date(t, k)? {
        (Read::Date(m), k) => Some((End::On(m), k)),
        (Read::Range(..), _) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ym(year: u16, month: u8) -> Month {
        Month {
            year,
            month: Some(month),
        }
    }

    fn y(year: u16) -> Month {
        Month { year, month: None }
    }

    fn span(text: &str) -> Span {
        find(text).map(|(_, s)| s).unwrap_or(Span {
            start: None,
            end: None,
        })
    }

    #[test]
    fn reads_the_forms_people_write() {
        let present = |start| Span {
            start: Some(start),
            end: Some(End::Present),
        };
        let between = |a, b| Span {
            start: Some(a),
            end: Some(End::On(b)),
        };
        assert_eq!(span("Jan 2020 – Present"), present(ym(2020, 1)));
        assert_eq!(
            span("January 2020 - Dec 2021"),
            between(ym(2020, 1), ym(2021, 12))
        );
        assert_eq!(span("2019-2021"), between(y(2019), y(2021)));
        assert_eq!(span("2019 – 2021"), between(y(2019), y(2021)));
        assert_eq!(
            span("03/2018 - 11/2020"),
            between(ym(2018, 3), ym(2020, 11))
        );
        assert_eq!(span("Since 2022"), present(y(2022)));
        assert_eq!(span("2020 – now"), present(y(2020)));
        assert_eq!(
            span("Sept. 2018 to 2020-03"),
            between(ym(2018, 9), ym(2020, 3))
        );
        assert_eq!(
            span("2023-04-01"),
            Span {
                start: None,
                end: Some(End::On(ym(2023, 4)))
            }
        );
        assert_eq!(
            span("Apr 1, 2023"),
            Span {
                start: None,
                end: Some(End::On(ym(2023, 4)))
            }
        );
        assert_eq!(
            span("1 April 2023"),
            Span {
                start: None,
                end: Some(End::On(ym(2023, 4)))
            }
        );
    }

    #[test]
    fn finds_the_range_inside_a_line() {
        let text = "Stripe | Principal Engineer (Jan 2020 – Present)";
        let (at, _) = find(text).unwrap_or((0..0, span("")));
        assert_eq!(&text[at], "Jan 2020 – Present");
        assert!(find("Cut costs by 18% for 40 services").is_none());
    }

    #[test]
    fn counts_months() {
        let s = span("Jan 2020 - Dec 2021");
        assert_eq!(s.months(ym(2030, 1)), Some(24));
    }

    #[test]
    fn reads_dates_in_the_other_languages_vitae_prints() {
        let cases = [
            ("März 2019 – heute", "März 2019 – heute"),
            ("2019 - bis heute", "2019 - bis heute"),
            ("avril 2019 – aujourd'hui", "avril 2019 – aujourd'hui"),
            ("2019 - حتى الآن", "2019 - حتى الآن"),
            ("Kontor 2020年4月 – 至今", "2020年4月 – 至今"),
            ("2020年4月 - 2021年5月", "2020年4月 - 2021年5月"),
            ("2019년 3월 – 현재 서울", "2019년 3월 – 현재"),
        ];
        for (text, date) in cases {
            let (at, span) = find(text).unwrap_or_else(|| panic!("{text}"));
            assert_eq!(&text[at], date, "{text}");
            assert!(span.start.is_some() && span.end.is_some(), "{text}");
        }
        let (_, span) = find("2020年4月 - 2021年5月").expect("a range");
        assert_eq!(span.start, Some(ym(2020, 4)));
    }
}
