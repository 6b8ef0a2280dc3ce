//! Places by name: countries, their common regions and codes, and the cities resumes name most
//! (capitals and the large employment hubs of every continent, in English and local spelling).
//! A place beside an entry ("Senior Backend Engineer, Kontor Payments GmbH – Berlin") is told
//! from an employer by being one of these, not by where it stands; a pair joined by a comma
//! ("Austin, TX", "Lyon, France") is a place when its parts are. The names are in
//! `data/places.toml`.

use std::collections::HashSet;
use std::sync::LazyLock;

use serde::Deserialize;
use vitae_domain::data_file;

/// The lists of `data/places.toml`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Places {
    countries: Vec<String>,
    regions: Vec<String>,
    cities: Vec<String>,
}

fn read_places() -> Result<Places, data_file::DataFileError> {
    data_file::read(
        "crates/import/data/places.toml",
        include_str!("../data/places.toml"),
    )
}

/// The places we know by their [`key`], and the codes ("CA", "UK", "NY"), which count only in
/// capitals: "in", "me" and "or" are words.
struct Known {
    places: HashSet<String>,
    codes: HashSet<String>,
}

static KNOWN: LazyLock<Known> = LazyLock::new(|| {
    let Places {
        countries,
        regions,
        cities,
    } = data_file::load(read_places());
    let (codes, places): (Vec<String>, Vec<String>) = countries
        .into_iter()
        .chain(regions)
        .chain(cities)
        .partition(|p| !p.chars().any(char::is_lowercase));
    Known {
        places: places.iter().map(|p| key(p)).collect(),
        codes: codes.into_iter().collect(),
    }
});

fn key(text: &str) -> String {
    text.trim()
        .trim_matches(|c: char| !c.is_alphanumeric())
        .to_lowercase()
}

/// Whether `text` names one place we know ("Berlin", "Texas", "UK", "Remote").
fn is_known(text: &str) -> bool {
    let text = text.trim().trim_matches(|c: char| c == '(' || c == ')');
    KNOWN.codes.contains(text) || KNOWN.places.contains(&key(text))
}

/// Whether `text` is a place: one we know, or parts joined by commas that all are ("Austin,
/// TX", "Lyon, France", "Munich, Bavaria, Germany"), or a known city with a postcode.
pub fn is_place(text: &str) -> bool {
    let parts: Vec<&str> = text.split([',', '،']).map(str::trim).collect();
    !text.trim().is_empty()
        && parts.len() <= 4
        && parts.iter().all(|p| {
            is_known(p) || known_words(p) || {
                // "10115 Berlin", "Berlin 10115", "SW1A 1AA London" are not worth more.
                let words: Vec<&str> = p.split_whitespace().collect();
                words.len() == 2
                    && words.iter().any(|w| w.chars().all(|c| c.is_ascii_digit()))
                    && words
                        .iter()
                        .any(|w| !w.chars().all(|c| c.is_ascii_digit()) && is_known(w))
            }
        })
}

/// Places written one after the other without commas ("Berlin Germany", "Montréal QC CA"):
/// the words cut into known places, a few words at most.
fn known_words(text: &str) -> bool {
    let words: Vec<&str> = text.split_whitespace().collect();
    if !(2..=5).contains(&words.len()) {
        return false;
    }
    // reach[i]: the first i words cut into known places.
    let mut reach = vec![false; words.len() + 1];
    reach[0] = true;
    for end in 1..=words.len() {
        reach[end] = (0..end).any(|start| reach[start] && is_known(&words[start..end].join(" ")));
    }
    reach[words.len()]
}

/// Splits off the places at the end of a comma-joined text: "Kontor Payments GmbH, Berlin,
/// Germany" → ("Kontor Payments GmbH", Some("Berlin, Germany")).
pub fn split_trailing(text: &str) -> (&str, Option<&str>) {
    let mut cut = text.len();
    let mut rest = text;
    while let Some((head, tail)) = rest.rsplit_once(", ").or_else(|| rest.rsplit_once("، ")) {
        if !is_known(tail) {
            break;
        }
        cut = head.len();
        rest = head;
    }
    if cut == text.len() || text[..cut].trim().is_empty() {
        return (text, None);
    }
    (
        text[..cut].trim_end(),
        Some(text[cut..].trim_start_matches(", ")),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_data_file_reads() {
        if let Err(e) = read_places() {
            panic!("{e}");
        }
    }

    #[test]
    fn places_by_name() {
        for place in [
            "Berlin",
            "München",
            "Austin, TX",
            "Lyon, France",
            "Remote",
            "10115 Berlin",
            "Bengaluru, Karnataka, India",
            "Berlin Germany",
            "Montréal QC CA",
        ] {
            assert!(is_place(place), "{place}");
        }
        for other in [
            "Kontor Payments GmbH",
            "Stripe",
            "in",
            "Engineer",
            "Computer Science",
        ] {
            assert!(!is_place(other), "{other}");
        }
        assert_eq!(
            split_trailing("Kontor Payments GmbH, Berlin, Germany"),
            ("Kontor Payments GmbH", Some("Berlin, Germany"))
        );
        assert_eq!(
            split_trailing("Staff Nurse, Stripe"),
            ("Staff Nurse, Stripe", None)
        );
    }
}
