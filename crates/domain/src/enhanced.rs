//! Which enhanced texts still belong to their originals.
//!
//! The writer's text is tied to the original it improved: each enhanced entry keeps that
//! original in `description`, the summary in `enhanced_summary_source`. When the user has edited
//! the original since, the enhanced text is *stale*: every output prints the edited original
//! instead, and the API lists the stale texts (`stale_enhancements`) so the editor can offer to
//! write them again. Whitespace differences do not count as an edit.
//!
//! Resumes enhanced before the summary's source was recorded have no
//! `enhanced_summary_source`. Their enhanced summary was written from the summary stored beside
//! it, as far as anyone can know, so it counts as current while that summary stands; the first
//! save that changes the summary records the summary it replaces as the source
//! ([`AiEnhancedData::tie_unsourced_summary`]), which makes the enhanced summary stale from then
//! on, as for any other resume. An entry whose recorded `description` is empty counts as current.

use serde::{Deserialize, Serialize};

use crate::resume::{AiEnhancedData, ResumeData};

/// A project as the writer returns it: the original fields plus the improved description.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct EnhancedProject {
    pub name: String,
    /// The original description `enhanced_description` was written from.
    pub description: String,
    pub enhanced_description: String,
}

/// A volunteering entry as the writer returns it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct EnhancedVolunteering {
    pub role: String,
    pub organization: String,
    /// The original description `enhanced_description` was written from.
    pub description: String,
    pub enhanced_description: String,
}

/// The enhanced texts whose original was edited after they were written (indices into the
/// resume's lists). Empty when everything is current.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(default)]
pub struct StaleEnhancements {
    pub summary: bool,
    pub work_experience: Vec<usize>,
    pub projects: Vec<usize>,
    pub volunteering: Vec<usize>,
}

impl StaleEnhancements {
    pub fn is_empty(&self) -> bool {
        !self.summary
            && self.work_experience.is_empty()
            && self.projects.is_empty()
            && self.volunteering.is_empty()
    }
}

/// The words of `text`, line by line, so that re-wrapping or trailing spaces are no edit.
fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split_whitespace()
}

/// Whether an enhanced text written from `source` still belongs to `original`.
fn current(source: &str, original: &str) -> bool {
    source.trim().is_empty() || words(source).eq(words(original))
}

/// `enhanced` when it has text and its source still matches `original`.
fn pick<'a>(enhanced: Option<(&'a str, &str)>, original: &str) -> Option<&'a str> {
    enhanced
        .filter(|(text, source)| !text.trim().is_empty() && current(source, original))
        .map(|(text, _)| text)
}

impl AiEnhancedData {
    /// The enhanced summary, unless missing or stale.
    pub fn summary_for<'a>(&'a self, data: &ResumeData) -> Option<&'a str> {
        pick(
            Some((&self.enhanced_summary, &self.enhanced_summary_source)),
            &data.summary,
        )
    }

    /// The enhanced description of work entry `i`, unless missing or stale.
    pub fn work_description<'a>(&'a self, data: &ResumeData, i: usize) -> Option<&'a str> {
        let original = &data.work_experience.get(i)?.description;
        let e = self.enhanced_work_experience.get(i)?;
        pick(Some((&e.enhanced_description, &e.description)), original)
    }

    /// The enhanced description of project `i`, unless missing or stale.
    pub fn project_description<'a>(&'a self, data: &ResumeData, i: usize) -> Option<&'a str> {
        let original = &data.projects.get(i)?.description;
        let e = self.enhanced_projects.get(i)?;
        pick(Some((&e.enhanced_description, &e.description)), original)
    }

    /// The enhanced description of volunteering entry `i`, unless missing or stale.
    pub fn volunteering_description<'a>(&'a self, data: &ResumeData, i: usize) -> Option<&'a str> {
        let original = &data.volunteering.get(i)?.description;
        let e = self.enhanced_volunteering.get(i)?;
        pick(Some((&e.enhanced_description, &e.description)), original)
    }

    /// `data` with each enhanced text that prints (`Content::Enhanced`) in place of its
    /// original: the words a printed copy shows, and nothing the writer kept beside them
    /// (keywords, suggested skills, stale texts).
    pub fn printed(&self, data: &ResumeData) -> ResumeData {
        let mut out = data.clone();
        if let Some(summary) = self.summary_for(data) {
            out.summary = summary.to_owned();
        }
        for (i, entry) in out.work_experience.iter_mut().enumerate() {
            if let Some(text) = self.work_description(data, i) {
                entry.description = text.to_owned();
            }
        }
        for (i, entry) in out.projects.iter_mut().enumerate() {
            if let Some(text) = self.project_description(data, i) {
                entry.description = text.to_owned();
            }
        }
        for (i, entry) in out.volunteering.iter_mut().enumerate() {
            if let Some(text) = self.volunteering_description(data, i) {
                entry.description = text.to_owned();
            }
        }
        out
    }

    /// The enhanced texts that exist but no longer match their original.
    pub fn stale(&self, data: &ResumeData) -> StaleEnhancements {
        fn stale_indices<'a>(
            pairs: impl Iterator<Item = (&'a str, &'a str, &'a str)>,
        ) -> Vec<usize> {
            pairs
                .enumerate()
                .filter(|(_, (text, source, original))| {
                    !text.trim().is_empty() && !current(source, original)
                })
                .map(|(i, _)| i)
                .collect()
        }
        StaleEnhancements {
            summary: !self.enhanced_summary.trim().is_empty()
                && !current(&self.enhanced_summary_source, &data.summary),
            work_experience: stale_indices(
                self.enhanced_work_experience
                    .iter()
                    .zip(&data.work_experience)
                    .map(|(e, w)| {
                        (
                            e.enhanced_description.as_str(),
                            e.description.as_str(),
                            w.description.as_str(),
                        )
                    }),
            ),
            projects: stale_indices(self.enhanced_projects.iter().zip(&data.projects).map(
                |(e, p)| {
                    (
                        e.enhanced_description.as_str(),
                        e.description.as_str(),
                        p.description.as_str(),
                    )
                },
            )),
            volunteering: stale_indices(
                self.enhanced_volunteering
                    .iter()
                    .zip(&data.volunteering)
                    .map(|(e, v)| {
                        (
                            e.enhanced_description.as_str(),
                            e.description.as_str(),
                            v.description.as_str(),
                        )
                    }),
            ),
        }
    }

    /// Makes a writer's answer storable as it is: every text cut to its limit at a word
    /// boundary (see `validate`), lists cut to their length, characters no output can hold
    /// removed. A model may write more than asked; the user should get its answer, shortened,
    /// rather than an error about a field they never sent.
    pub fn fit_limits(&mut self) {
        use crate::resume::limits::{DURATION, KEYWORDS, LONG_TEXT, SHORT_TEXT, SKILL};
        fit(&mut self.enhanced_summary, LONG_TEXT * 2);
        fit(&mut self.enhanced_summary_source, LONG_TEXT);
        for w in &mut self.enhanced_work_experience {
            fit(&mut w.position, SHORT_TEXT);
            fit(&mut w.company, SHORT_TEXT);
            fit(&mut w.duration, DURATION);
            fit(&mut w.description, LONG_TEXT);
            fit(&mut w.enhanced_description, LONG_TEXT * 2);
        }
        for p in &mut self.enhanced_projects {
            fit(&mut p.name, SHORT_TEXT);
            fit(&mut p.description, LONG_TEXT);
            fit(&mut p.enhanced_description, LONG_TEXT * 2);
        }
        for v in &mut self.enhanced_volunteering {
            fit(&mut v.role, SHORT_TEXT);
            fit(&mut v.organization, SHORT_TEXT);
            fit(&mut v.description, LONG_TEXT);
            fit(&mut v.enhanced_description, LONG_TEXT * 2);
        }
        for list in [&mut self.ats_keywords, &mut self.suggested_skills] {
            list.truncate(KEYWORDS);
            for k in list.iter_mut() {
                fit(k, SKILL);
            }
        }
    }

    /// For a save that replaces the summary `before` with `after`: an enhanced summary without a
    /// source (written before sources were recorded) is tied to `before`, the summary it was
    /// stored beside, so the edit makes it stale. Returns whether it was tied; nothing changes
    /// when the summary stays (whitespace aside), the source is known, or `before` was empty.
    pub fn tie_unsourced_summary(&mut self, before: &str, after: &str) -> bool {
        let tie = self.enhanced_summary_source.trim().is_empty()
            && !self.enhanced_summary.trim().is_empty()
            && !before.trim().is_empty()
            && !words(before).eq(words(after));
        if tie {
            self.enhanced_summary_source = before.to_owned();
        }
        tie
    }

    /// Records `data`'s current texts as the sources of every enhanced text (what the writer
    /// was given), so later edits to them are noticed.
    pub fn record_sources(&mut self, data: &ResumeData) {
        self.enhanced_summary_source = data.summary.clone();
        for (e, w) in self
            .enhanced_work_experience
            .iter_mut()
            .zip(&data.work_experience)
        {
            e.description.clone_from(&w.description);
        }
        for (e, p) in self.enhanced_projects.iter_mut().zip(&data.projects) {
            e.description.clone_from(&p.description);
        }
        for (e, v) in self
            .enhanced_volunteering
            .iter_mut()
            .zip(&data.volunteering)
        {
            e.description.clone_from(&v.description);
        }
    }
}

/// Removes forbidden characters from `text` and shortens it to `max` characters, ending at
/// the last whitespace within the limit when there is one in its second half.
pub fn fit(text: &mut String, max: usize) {
    crate::text::strip_forbidden_in(text);
    let Some((cut, _)) = text.char_indices().nth(max) else {
        return;
    };
    let head = &text[..cut];
    let end = match head.rfind(char::is_whitespace) {
        Some(space) if head[..space].chars().count() >= max / 2 => space,
        _ => cut,
    };
    text.truncate(end);
    let trimmed = text.trim_end().len();
    text.truncate(trimmed);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::resume::{EnhancedWorkExperience, WorkExperience};
    use crate::sections::Project;

    #[test]
    fn a_long_answer_is_cut_to_fit_at_a_word() {
        let mut e = AiEnhancedData {
            enhanced_summary: "word ".repeat(4_000),
            ats_keywords: vec!["k".repeat(150); 120],
            enhanced_work_experience: vec![EnhancedWorkExperience {
                enhanced_description: format!("a\0b {}", "é".repeat(12_000)),
                ..Default::default()
            }],
            ..Default::default()
        };
        e.fit_limits();
        let data = ResumeData {
            work_experience: vec![WorkExperience::default()],
            ..Default::default()
        };
        assert_eq!(e.validate(&data), Ok(()));
        assert!(e.enhanced_summary.ends_with("word"));
        assert!(e.enhanced_summary.chars().count() <= 10_000);
        assert_eq!(e.ats_keywords.len(), 100);
        let d = &e.enhanced_work_experience[0].enhanced_description;
        assert!(d.starts_with("ab é"), "{}", &d[..10]);
        assert_eq!(d.chars().count(), 10_000);
    }

    fn resume() -> ResumeData {
        ResumeData {
            summary: "Nurse of ten years.".into(),
            work_experience: vec![WorkExperience {
                description: "ran the ward".into(),
                ..Default::default()
            }],
            projects: vec![Project {
                name: "Rota app".into(),
                description: "built a rota app".into(),
                ..Default::default()
            }],
            ..Default::default()
        }
    }

    fn enhanced(data: &ResumeData) -> AiEnhancedData {
        let mut e = AiEnhancedData {
            enhanced_summary: "Registered nurse with ten years of ward experience.".into(),
            enhanced_work_experience: vec![EnhancedWorkExperience {
                enhanced_description: "• Ran the ward".into(),
                ..Default::default()
            }],
            enhanced_projects: vec![EnhancedProject {
                enhanced_description: "• Built a rota app".into(),
                ..Default::default()
            }],
            ..Default::default()
        };
        e.record_sources(data);
        e
    }

    #[test]
    fn enhanced_texts_apply_while_their_originals_are_unchanged() {
        let data = resume();
        let e = enhanced(&data);
        assert!(e.stale(&data).is_empty());
        assert_eq!(e.work_description(&data, 0), Some("• Ran the ward"));
        assert_eq!(e.project_description(&data, 0), Some("• Built a rota app"));
        assert!(e.summary_for(&data).is_some());
        // Re-spacing is not an edit.
        let mut respaced = data.clone();
        respaced.work_experience[0].description = "ran  the\nward ".into();
        assert_eq!(e.work_description(&respaced, 0), Some("• Ran the ward"));
    }

    #[test]
    fn an_edited_original_wins_and_is_reported_stale() {
        let data = resume();
        let e = enhanced(&data);
        let mut edited = data.clone();
        edited.summary = "Nurse and rota app author.".into();
        edited.projects[0].description = "built and ran a rota app".into();
        assert_eq!(e.summary_for(&edited), None);
        assert_eq!(e.project_description(&edited, 0), None);
        assert_eq!(e.work_description(&edited, 0), Some("• Ran the ward"));
        assert_eq!(
            e.stale(&edited),
            StaleEnhancements {
                summary: true,
                projects: vec![0],
                ..Default::default()
            }
        );
    }

    #[test]
    fn texts_enhanced_before_sources_were_recorded_count_as_current() {
        let data = resume();
        let mut e = enhanced(&data);
        e.enhanced_summary_source.clear();
        e.enhanced_work_experience[0].description.clear();
        let mut edited = data;
        edited.summary = "Something else".into();
        edited.work_experience[0].description = "something else".into();
        assert!(e.summary_for(&edited).is_some());
        assert_eq!(e.work_description(&edited, 0), Some("• Ran the ward"));
        assert!(e.stale(&edited).is_empty());
    }

    #[test]
    fn a_save_that_edits_the_summary_ties_an_unsourced_enhanced_summary_to_the_one_it_replaces() {
        let data = resume();
        let mut e = enhanced(&data);
        e.enhanced_summary_source.clear();
        let mut edited = data.clone();
        edited.summary = "Nurse and rota app author.".into();

        // Saved unchanged, or only re-spaced: nothing to tie, still current.
        assert!(!e.tie_unsourced_summary(&data.summary, &data.summary));
        assert!(!e.tie_unsourced_summary(&data.summary, &format!(" {}\n", data.summary)));
        assert!(e.enhanced_summary_source.is_empty());

        assert!(e.tie_unsourced_summary(&data.summary, &edited.summary));
        assert_eq!(e.enhanced_summary_source, data.summary);
        assert_eq!(e.summary_for(&edited), None);
        assert!(e.stale(&edited).summary);
        // Once known, the source is never replaced.
        assert!(!e.tie_unsourced_summary(&edited.summary, "Third version."));
        assert_eq!(e.enhanced_summary_source, data.summary);

        // A summary that was empty tells nothing about what the enhanced text came from.
        let mut from_nothing = enhanced(&data);
        from_nothing.enhanced_summary_source.clear();
        assert!(!from_nothing.tie_unsourced_summary("", "A summary at last."));
    }
}
