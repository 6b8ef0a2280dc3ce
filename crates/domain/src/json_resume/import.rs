//! A JSON Resume document as a new resume. The document is untrusted JSON: each field is checked
//! for the schema's type, the mapped resume must pass the same validation as any save, and
//! every problem is reported at its path in the document (`work[2].startDate`), not at Vitae's
//! field names.

use serde::Deserialize;
use serde_json::Value;

use super::dates::{Single, Span};
use super::reader::{child, too_deep, Loc, Obj, Reader};
use super::text::{join, join_description, split_description, split_location};
use super::{sections, EXTENSION, MAX_DEPTH};
use crate::design::Design;
use crate::problems;
use crate::resume::{
    Education, ExperienceLevel, ResumeData, TemplateStyle, ValidResume, WorkExperience,
};
use crate::validation::Violations;

/// A document that became a valid resume.
#[derive(Debug, Clone)]
pub struct Imported {
    pub resume: ValidResume,
    pub template_style: TemplateStyle,
    /// The kinds of value the document held that Vitae has no field for, e.g. `work[].url`,
    /// `interests`.
    pub dropped: Vec<String>,
}

/// Where each skill and certification came from, to report a problem with one at its path.
#[derive(Default)]
struct Origins {
    skills: Vec<Loc>,
    certifications: Vec<Loc>,
}

/// Maps and validates `doc`; every problem is located inside the document.
pub fn import(doc: &Value) -> Result<Imported, Violations> {
    let mut r = Reader::default();
    if let Some(loc) = too_deep(doc, MAX_DEPTH) {
        let max = [("max", MAX_DEPTH.to_string().into())];
        r.problem(&loc, problems::NESTED_TOO_DEEPLY, &max);
        return Err(r.into_parts().0);
    }
    let mut origins = Origins::default();
    let mut root = r.root(doc);
    let mut data = ResumeData::default();
    if doc.is_object() && !root.has("basics") {
        r.problem(&["basics".to_owned()], problems::BASICS_REQUIRED, &[]);
    }
    read_basics(&mut r, &mut root, &mut data);
    data.work_experience = r
        .objects(&mut root, "work")
        .into_iter()
        .map(|o| read_work(&mut r, o))
        .collect();
    data.education = r
        .objects(&mut root, "education")
        .into_iter()
        .map(|o| read_study(&mut r, o))
        .collect();
    for mut skill in r.objects(&mut root, "skills") {
        let name = r.text(&mut skill, "name");
        let mut found = vec![(child(&skill.loc, "name"), name)];
        found.extend(r.texts(&mut skill, "keywords"));
        for (loc, text) in found {
            let text = text.trim();
            let seen = data.skills.iter().any(|s| s.eq_ignore_ascii_case(text));
            if !text.is_empty() && !seen {
                data.skills.push(text.to_owned());
                origins.skills.push(loc);
            }
        }
        r.finish(skill);
    }
    for mut cert in r.objects(&mut root, "certificates") {
        let name = r.text(&mut cert, "name");
        let issuer = r.text(&mut cert, "issuer");
        let date = r.date(&mut cert, "date");
        let mut text = join(&[name.as_str(), issuer.as_str()], " — ");
        if let Some(date) = date {
            let when = Span {
                start: None,
                end: Some(date),
            }
            .text();
            text = join(&[text.as_str(), &format!("({when})")], " ");
        }
        if !text.is_empty() {
            data.certifications.push(text);
            origins.certifications.push(child(&cert.loc, "name"));
        }
        r.finish(cert);
    }
    sections::import(&mut r, &mut root, &mut data);
    let template_style = read_meta(&mut r, &mut root, &mut data);
    for section in ["interests", "references"] {
        r.skip_section(&mut root, section, true);
    }
    r.finish(root);

    let resume = data.validate();
    if let Err(v) = &resume {
        for e in v.errors() {
            let loc = document_loc(&e.loc, &origins);
            // A value already reported as the wrong type also reads as missing: say it once.
            if !r.is_broken(&loc) {
                r.found(&loc, e.clone());
            }
        }
        r.found_more(v.more());
    }
    // Every failed rule was recorded above (at its path, or under a value already reported).
    let (problems, dropped) = r.into_parts();
    match resume {
        Ok(resume) if problems.is_empty() => Ok(Imported {
            resume,
            template_style,
            dropped,
        }),
        _ => Err(problems),
    }
}

fn read_basics(r: &mut Reader, root: &mut Obj<'_>, data: &mut ResumeData) {
    let mut basics = r.object(root, "basics");
    data.name = r.text(&mut basics, "name");
    data.job_title = r.text(&mut basics, "label");
    data.email = r.text(&mut basics, "email");
    data.phone = r.text(&mut basics, "phone");
    data.summary = r.text(&mut basics, "summary");
    let image = r.text(&mut basics, "image");
    // Only an inline photo is taken: fetching a URL from an uploaded document is not ours to do.
    if image.trim_start().starts_with("data:") {
        data.profile_photo = Some(image.trim().to_owned());
    } else if !image.trim().is_empty() {
        r.note_dropped(&child(&basics.loc, "image"));
    }
    let mut location = r.object(&mut basics, "location");
    let city = r.text(&mut location, "city");
    let region = r.text(&mut location, "region");
    let country = r.text(&mut location, "countryCode");
    r.finish(location);
    sections::import_profiles(r, &mut basics, data);
    let from_fields = join(&[city.as_str(), region.as_str(), country.as_str()], ", ");
    let mut verbatim = r.object(&mut basics, EXTENSION);
    let kept = r.text(&mut verbatim, "location");
    r.finish(verbatim);
    let (kept_city, kept_region) = split_location(&kept);
    data.location =
        if !kept.is_empty() && kept_city == city && kept_region == region && country.is_empty() {
            kept
        } else {
            from_fields
        };
    r.finish(basics);
}

fn read_work(r: &mut Reader, mut o: Obj<'_>) -> WorkExperience {
    let position = r.text(&mut o, "position");
    let mut company = r.text(&mut o, "name");
    if company.trim().is_empty() {
        // Documents written for schema 0.x call it "company".
        company = r.text(&mut o, "company");
    }
    let span = Span {
        start: r.date(&mut o, "startDate"),
        end: r.date(&mut o, "endDate"),
    };
    let summary = r.text(&mut o, "summary");
    let highlights: Vec<String> = r
        .texts(&mut o, "highlights")
        .into_iter()
        .map(|(_, h)| h)
        .collect();
    let mut description = join_description(&summary, &highlights);
    if description.is_empty() {
        // Some documents put the role itself in `description` (the schema's company blurb).
        description = r.text(&mut o, "description").trim().to_owned();
    }
    let mut verbatim = r.object(&mut o, EXTENSION);
    let kept_duration = r.text(&mut verbatim, "duration");
    let kept_description = r.text(&mut verbatim, "description");
    r.finish(verbatim);
    let duration = keep_span(kept_duration, span, Single::StartAndEnd);
    let description = if !kept_description.is_empty()
        && split_description(&kept_description) == (summary.trim().to_owned(), trimmed(&highlights))
    {
        kept_description
    } else {
        description
    };
    r.finish(o);
    WorkExperience {
        position,
        company,
        duration,
        description,
    }
}

fn read_study(r: &mut Reader, mut o: Obj<'_>) -> Education {
    let institution = r.text(&mut o, "institution");
    let study_type = r.text(&mut o, "studyType");
    let area = r.text(&mut o, "area");
    let degree = match (study_type.trim(), area.trim()) {
        ("", a) => a.to_owned(),
        (t, "") => t.to_owned(),
        (t, a) => format!("{t} in {a}"),
    };
    let span = Span {
        start: r.date(&mut o, "startDate"),
        end: r.date(&mut o, "endDate"),
    };
    let mut verbatim = r.object(&mut o, EXTENSION);
    let kept_year = r.text(&mut verbatim, "year");
    r.finish(verbatim);
    r.finish(o);
    Education {
        degree,
        institution,
        year: keep_span(kept_year, span, Single::EndOnly),
    }
}

/// The kept text while it still reads as the document's dates, else the dates as text.
fn keep_span(kept: String, span: Span, single: Single) -> String {
    if !kept.is_empty() && Span::parse(&kept, single).unwrap_or_default() == span {
        kept
    } else {
        span.text()
    }
}

fn trimmed(items: &[String]) -> Vec<String> {
    items
        .iter()
        .map(|h| h.trim().to_owned())
        .filter(|h| !h.is_empty())
        .collect()
}

/// Vitae's own settings from `meta.x-vitae`; documents from elsewhere get the defaults.
fn read_meta(r: &mut Reader, root: &mut Obj<'_>, data: &mut ResumeData) -> TemplateStyle {
    let mut meta = r.object(root, "meta");
    // A language Vitae does not print in leaves the resume in English rather than failing the
    // import: the rest of the document is still worth having.
    let language = r.text(&mut meta, "language");
    if let Some(known) = crate::language::find(&language) {
        data.language = known.code.to_owned();
    }
    let mut vitae = r.object(&mut meta, EXTENSION);
    let level = r.text(&mut vitae, "experienceLevel");
    let style = r.text(&mut vitae, "templateStyle");
    let level_loc = child(&vitae.loc, "experienceLevel");
    let style_loc = child(&vitae.loc, "templateStyle");
    let (design, design_loc) = r.value(&mut vitae, "design");
    if let Some(design) = design {
        read_design(r, design, &design_loc, data);
    }
    sections::import_meta(r, &mut vitae, data);
    r.finish(vitae);
    if !level.is_empty() {
        match ExperienceLevel::ALL
            .into_iter()
            .find(|l| l.as_str() == level)
        {
            Some(l) => data.experience_level = l,
            None => {
                let names: Vec<&str> = ExperienceLevel::ALL.iter().map(|l| l.as_str()).collect();
                let choices = [("choices", names.join(", ").into())];
                r.problem(&level_loc, problems::ONE_OF, &choices);
            }
        }
    }
    let mut template = TemplateStyle::default();
    if !style.is_empty() {
        match TemplateStyle::ALL.into_iter().find(|s| s.as_str() == style) {
            Some(s) => template = s,
            None => {
                let names: Vec<&str> = TemplateStyle::ALL.iter().map(|s| s.as_str()).collect();
                let choices = [("choices", names.join(", ").into())];
                r.problem(&style_loc, problems::ONE_OF, &choices);
            }
        }
    }
    // The rest of meta (canonical, version, lastModified, a theme) describes the file, not the
    // person: nothing to import and nothing lost.
    template
}

/// A design written by Vitae's export, checked by the same rules as a saved one; each problem is
/// reported under `loc` and nothing of a design with a problem is kept.
fn read_design(r: &mut Reader, value: &Value, loc: &[String], data: &mut ResumeData) {
    // Design's own reading never fails: what it cannot read, `validate` reports (a design that is
    // not an object included).
    let Ok(design) = Design::deserialize(value) else {
        return;
    };
    let mut problems = Violations::default();
    design.validate(&mut problems);
    if problems.errors().is_empty() {
        data.design = design;
    }
    for problem in problems.errors() {
        // `validate` names a field as ["design", field]; here the design sits at `loc`.
        let mut at = loc.to_vec();
        at.extend(problem.loc.get(1..).unwrap_or_default().iter().cloned());
        r.found(&at, problem.clone());
    }
}

/// `base`, then the entry index and the field under its JSON Resume name.
fn renamed(base: &[&str], rest: &[&str], names: &[(&str, &str)]) -> Loc {
    let mut out: Loc = base.iter().map(|p| (*p).to_owned()).collect();
    if let [i, field, ..] = rest {
        out.push((*i).to_owned());
        let name = names
            .iter()
            .find(|(ours, _)| ours == field)
            .map_or(*field, |(_, theirs)| *theirs);
        out.push(name.to_owned());
    }
    out
}

/// Where a problem Vitae's validation found in the mapped resume sits in the document.
fn document_loc(loc: &[String], origins: &Origins) -> Loc {
    let s: Vec<&str> = loc.iter().map(String::as_str).collect();
    let path = |parts: &[&str]| parts.iter().map(|p| (*p).to_owned()).collect::<Loc>();
    let index = |i: &str, list: &[Loc], fallback: &str| {
        i.parse::<usize>()
            .ok()
            .and_then(|i| list.get(i).cloned())
            .unwrap_or_else(|| path(&[fallback]))
    };
    match s.as_slice() {
        ["job_title"] => path(&["basics", "label"]),
        ["profile_photo"] => path(&["basics", "image"]),
        [field @ ("name" | "email" | "phone" | "location" | "summary")] => {
            path(&["basics", *field])
        }
        ["work_experience", rest @ ..] => {
            let mut out = path(&["work"]);
            if let [i, field, ..] = rest {
                out.push((*i).to_owned());
                out.push(
                    match *field {
                        "company" => "name",
                        "duration" => "startDate",
                        "description" => "summary",
                        other => other,
                    }
                    .to_owned(),
                );
            }
            out
        }
        ["education", rest @ ..] => {
            let mut out = path(&["education"]);
            if let [i, field, ..] = rest {
                out.push((*i).to_owned());
                out.push(
                    match *field {
                        "degree" => "studyType",
                        "year" => "endDate",
                        other => other,
                    }
                    .to_owned(),
                );
            }
            out
        }
        ["skills", i] => index(i, &origins.skills, "skills"),
        ["certifications", i] => index(i, &origins.certifications, "certificates"),
        ["certifications"] => path(&["certificates"]),
        ["links", rest @ ..] => renamed(&["basics", "profiles"], rest, &[("label", "network")]),
        ["projects", rest @ ..] => renamed(
            &["projects"],
            rest,
            &[("role", "roles"), ("duration", "startDate")],
        ),
        ["volunteering", rest @ ..] => renamed(
            &["volunteer"],
            rest,
            &[
                ("role", "position"),
                ("duration", "startDate"),
                ("description", "summary"),
            ],
        ),
        ["awards", rest @ ..] => renamed(&["awards"], rest, &[("description", "summary")]),
        ["publications", rest @ ..] => renamed(
            &["publications"],
            rest,
            &[("date", "releaseDate"), ("description", "summary")],
        ),
        ["languages", rest @ ..] => renamed(&["languages"], rest, &[]),
        ["title"] => path(&["meta", EXTENSION, "title"]),
        [field @ ("custom_sections" | "section_order" | "hidden_sections"), rest @ ..] => {
            let name = match *field {
                "custom_sections" => "customSections",
                "section_order" => "sectionOrder",
                _ => "hiddenSections",
            };
            let mut out = path(&["meta", EXTENSION, name]);
            out.extend(rest.iter().map(|p| (*p).to_owned()));
            out
        }
        _ => loc.to_vec(),
    }
}
