//! The OpenAPI document, generated from the handlers' annotations and served at
//! `/api/openapi.json`. A test pins it, so a change to the contract is a deliberate one.

use std::sync::OnceLock;

use actix_web::HttpResponse;
use utoipa::openapi::{OpenApi as Document, Response};
use utoipa::{Modify, OpenApi};

use crate::routes::{
    account, ai, applications, ats, auth, design, docx, fit, import_file, json_resume, payments,
    pdf, plans, print_check, public, resumes, share, support, system, thumbnails, txt, versions,
};

#[derive(OpenApi)]
#[openapi(
    info(title = "Vitae API", description = "AI resume and cover-letter builder"),
    paths(
        auth::login,
        auth::oidc_callback,
        auth::dev_login_form,
        auth::dev_login_submit,
        auth::exchange_session,
        auth::me,
        auth::logout,
        auth::logout_all,
        resumes::save,
        resumes::list,
        resumes::get_one,
        resumes::update,
        resumes::remove,
        pdf::download,
        json_resume::export,
        json_resume::import,
        import_file::import_file,
        txt::download,
        docx::download,
        print_check::print_check,
        fit::fit,
        fit::paginate,
        versions::list,
        versions::get_one,
        versions::restore,
        share::put,
        share::get_one,
        share::revoke,
        share::stats,
        public::resume,
        public::pdf,
        public::card,
        public::pages,
        public::photo,
        public::access,
        ai::generate,
        ai::cover_letter,
        ai::cover_letters,
        ai::all_cover_letters,
        ai::linkedin_tips,
        ats::score,
        ats::tailor,
        applications::list,
        applications::create,
        applications::due,
        applications::funnel,
        applications::export_csv,
        applications::import_csv,
        applications::get_one,
        applications::event,
        applications::update,
        applications::remove,
        support::contact,
        account::export,
        account::remove,
        account::settings,
        account::set_settings,
        account::unsubscribe,
        account::unsubscribe_one_click,
        plans::plans,
        design::templates,
        design::fonts,
        thumbnails::template,
        thumbnails::resume,
        payments::create_checkout,
        payments::status,
        payments::webhook,
        payments::demo_checkout,
        payments::demo_pay,
        payments::demo_cancel,
        payments::portal,
        payments::demo_portal,
        payments::demo_portal_cancel,
        payments::demo_portal_resume,
        system::config,
        system::healthz,
        system::readyz,
    ),
    components(schemas(vitae_domain::FieldError, vitae_pdf::Paper)),
    modifiers(&BodyErrors),
    tags(
        (name = "auth", description = "Sign-in, sessions"),
        (name = "resumes", description = "The signed-in user's resumes"),
        (name = "ai", description = "The AI writer: resumes, cover letters, LinkedIn tips"),
        (name = "ats", description = "ATS match score and tailored copies"),
        (name = "sharing", description = "A resume's public link, for its owner"),
        (name = "public", description = "What anyone with a public link reads, without signing in"),
        (name = "applications", description = "The job applications the user tracks"),
        (name = "support", description = "Support requests"),
        (name = "account", description = "The user's data: export and deletion"),
        (name = "billing", description = "Plans and payments"),
        (name = "design", description = "Templates and fonts a resume can be designed with"),
        (name = "system", description = "Configuration and health"),
    )
)]
pub struct ApiDoc;

/// The answers of the body parsers (`extract.rs`), shared by every operation that takes a body,
/// declared once here so that no operation's list can miss them (Schemathesis checks it).
struct BodyErrors;

impl Modify for BodyErrors {
    fn modify(&self, doc: &mut Document) {
        for item in doc.paths.paths.values_mut() {
            let operations = [
                &mut item.post,
                &mut item.put,
                &mut item.patch,
                &mut item.delete,
            ];
            for op in operations.into_iter().flatten() {
                let Some(body) = &op.request_body else {
                    continue;
                };
                let mut answers = vec![
                    ("400", "Malformed body"),
                    ("413", "Request body is too large"),
                ];
                if body.content.contains_key("application/json") {
                    answers.push(("415", "Content-Type must be application/json"));
                    answers.push(("422", "A field is missing or of the wrong type"));
                }
                for (status, description) in answers {
                    op.responses
                        .responses
                        .entry(status.to_owned())
                        .or_insert_with(|| Response::new(description).into());
                }
            }
        }
    }
}

pub fn document() -> &'static str {
    static DOC: OnceLock<String> = OnceLock::new();
    DOC.get_or_init(|| {
        ApiDoc::openapi()
            .to_pretty_json()
            .unwrap_or_else(|e| format!(r#"{{"error":"{e}"}}"#))
    })
}

pub async fn serve() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("application/json")
        .body(document())
}

#[cfg(test)]
mod tests {
    use serde_json::Value;
    use vitae_domain::{ExperienceLevel, PlanId, TemplateStyle};

    fn enum_of(name: &str) -> Value {
        let doc: Value = serde_json::from_str(super::document()).expect("json");
        doc["components"]["schemas"][name]["enum"].clone()
    }

    /// The client generates its types from the document: a closed set must be listed as the
    /// domain lists it (`ALL`), so a new template or plan reaches the client's types.
    #[test]
    fn closed_sets_are_enums_of_the_domains_values() {
        let names = |all: &[&str]| Value::from(all.to_vec());
        assert_eq!(
            enum_of("TemplateStyle"),
            names(&TemplateStyle::ALL.map(TemplateStyle::as_str))
        );
        assert_eq!(
            enum_of("ExperienceLevel"),
            names(&ExperienceLevel::ALL.map(ExperienceLevel::as_str))
        );
        assert_eq!(enum_of("PlanId"), names(&PlanId::ALL.map(PlanId::as_str)));
        for set in [
            "Region",
            "SupportCategory",
            "ContentVersion",
            "Paper",
            "PaymentStatus",
            "SessionStatus",
            "ImportSource",
            "SubscriptionStatus",
            "ApplicationStatus",
        ] {
            assert!(enum_of(set).is_array(), "{set} is an enum");
        }
    }

    /// Query parameters are documented as query parameters (a generated client puts them in the
    /// query string, and only path parameters in the path).
    #[test]
    fn only_path_parameters_are_in_the_path() {
        let doc: Value = serde_json::from_str(super::document()).expect("json");
        for (path, item) in doc["paths"].as_object().expect("paths") {
            for (method, op) in item.as_object().expect("operations") {
                for param in op["parameters"].as_array().into_iter().flatten() {
                    let name = param["name"].as_str().expect("name");
                    if param["in"] == "path" {
                        assert!(
                            path.contains(&format!("{{{name}}}")),
                            "{method} {path}: {name}"
                        );
                    }
                }
            }
        }
    }
}
