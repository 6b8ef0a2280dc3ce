//! Awards and publications: which of an entry's header pieces is the work's own name (the
//! award, the paper) and which the body that gave or published it. Layouts print them in
//! either order, on one line ("Best Thesis Prize at Heidelberg University", "Title in
//! Journal") or with a label ("Awarded by …", "Published by …").

use crate::vocabulary;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Award,
    Publication,
}

/// Labels in front of the giver's name.
const SOURCE_LABELS: &[&str] = &[
    "awarded by",
    "presented by",
    "granted by",
    "issued by",
    "conferred by",
    "published by",
    "published in",
    "appeared in",
    "by",
    "in",
];

/// Takes the name and the giver out of `pieces`; what is left stays there.
pub fn name_and_source(pieces: &mut Vec<String>, kind: Kind) -> (String, String) {
    let labelled = pieces.iter().position(|p| without_label(p).is_some());
    let mut source = labelled
        .map(|at| pieces.remove(at))
        .and_then(|p| without_label(&p).map(str::to_owned))
        .unwrap_or_default();
    if pieces.is_empty() {
        return (String::new(), source);
    }
    if source.is_empty() && pieces.len() == 1 {
        if let Some((name, giver)) = split_one(&pieces[0], kind) {
            pieces.remove(0);
            return (name, giver);
        }
    }
    let name_at = if source.is_empty() && pieces.len() >= 2 {
        let better = match kind {
            // The award is the piece with award words, the giver the one with an
            // organisation's.
            Kind::Award => award_score(&pieces[1]) > award_score(&pieces[0]),
            // A paper's title is longer than the name of the journal it appeared in.
            Kind::Publication => words(&pieces[1]) > words(&pieces[0]),
        };
        usize::from(better)
    } else {
        0
    };
    let name = pieces.remove(name_at);
    if source.is_empty() && !pieces.is_empty() {
        source = pieces.remove(0);
    }
    (name, source)
}

fn words(text: &str) -> usize {
    text.split_whitespace().count()
}

fn award_score(text: &str) -> i32 {
    vocabulary::award_score(text) as i32 - vocabulary::organisation_score(text) as i32
}

/// "Awarded by EMBO" → "EMBO".
fn without_label(piece: &str) -> Option<&str> {
    let lower = piece.to_lowercase();
    SOURCE_LABELS.iter().find_map(|label| {
        let rest = lower.strip_prefix(label)?;
        let rest = rest.strip_prefix([' ', ':'])?;
        let at = piece.len() - rest.len();
        let name = piece[at..].trim_start_matches([' ', ':']).trim();
        starts_upper(name).then_some(name)
    })
}

fn starts_upper(text: &str) -> bool {
    text.chars().next().is_some_and(char::is_uppercase)
}

/// One piece holding both: "Prize at University", "Title in Journal", "Title, Journal".
/// The giver is the part after the last joining word, and must read as a name (capitalised,
/// a few words), so "networks in ageing tissues" stays whole.
fn split_one(piece: &str, kind: Kind) -> Option<(String, String)> {
    let joins: &[&str] = match kind {
        Kind::Award => &[" at ", " from ", ", ", " , "],
        Kind::Publication => &[" in ", ", ", " , "],
    };
    joins.iter().find_map(|join| {
        let (name, giver) = piece.rsplit_once(join)?;
        let (name, giver) = (name.trim().trim_end_matches(','), giver.trim());
        (!name.is_empty() && starts_upper(giver) && words(giver) <= 5)
            .then(|| (name.to_owned(), giver.to_owned()))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split(pieces: &[&str], kind: Kind) -> (String, String) {
        let mut pieces = pieces.iter().map(|p| (*p).to_owned()).collect();
        name_and_source(&mut pieces, kind)
    }

    fn pair(a: &str, b: &str) -> (String, String) {
        (a.to_owned(), b.to_owned())
    }

    #[test]
    fn tells_the_name_from_the_giver() {
        assert_eq!(
            split(&["Heidelberg University", "Best Thesis Prize"], Kind::Award),
            pair("Best Thesis Prize", "Heidelberg University")
        );
        assert_eq!(
            split(&["Engineering Excellence Award at Square"], Kind::Award),
            pair("Engineering Excellence Award", "Square")
        );
        assert_eq!(
            split(&["Dean's List", "Awarded by Trinity College"], Kind::Award),
            pair("Dean's List", "Trinity College")
        );
        assert_eq!(
            split(
                &["Nature Aging", "Rewiring of networks in ageing tissues"],
                Kind::Publication
            ),
            pair("Rewiring of networks in ageing tissues", "Nature Aging")
        );
        assert_eq!(
            split(
                &["Rewiring of networks in ageing tissues in Nature Aging"],
                Kind::Publication
            ),
            pair("Rewiring of networks in ageing tissues", "Nature Aging")
        );
        assert_eq!(
            split(
                &["Rewiring of networks in ageing tissues"],
                Kind::Publication
            ),
            pair("Rewiring of networks in ageing tissues", "")
        );
    }
}
