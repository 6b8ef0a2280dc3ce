//! The route table: one module per resource, mounted under `/api`.

pub mod account;
pub mod ai;
pub mod applications;
pub mod ats;
pub mod auth;
pub mod design;
pub mod docx;
pub mod downloads;
pub mod fit;
pub mod import_file;
pub mod json_resume;
pub mod payments;
pub mod pdf;
pub mod plans;
pub mod print_check;
pub mod public;
pub mod resumes;
pub mod sent_body;
pub mod share;
pub mod support;
pub mod system;
pub mod thumbnails;
pub mod txt;
pub mod versions;

use actix_web::http::header;
use actix_web::{web, HttpRequest};

/// Whether the request's `If-None-Match` names `tag` (a quoted entity tag): the copy the
/// browser holds is current, and a 304 answers.
fn holds_current(req: &HttpRequest, tag: &str) -> bool {
    req.headers()
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|t| t.trim() == tag))
}

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(auth::login)
        .service(auth::oidc_callback)
        .service(auth::dev_login_form)
        .service(auth::dev_login_submit)
        .service(auth::exchange_session)
        .service(auth::me)
        .service(auth::logout)
        .service(auth::logout_all)
        // Fixed paths before `/resume/{id}`.
        .service(resumes::save)
        .service(resumes::list)
        .service(ai::generate)
        .service(ai::cover_letter)
        .service(ai::cover_letters)
        .service(ai::all_cover_letters)
        .service(ai::linkedin_tips)
        .service(ats::score)
        .service(ats::tailor)
        .service(json_resume::import)
        .service(import_file::import_file)
        .service(pdf::download)
        .service(txt::download)
        .service(docx::download)
        .service(print_check::print_check)
        .service(fit::fit)
        .service(fit::paginate)
        .service(thumbnails::resume)
        .service(json_resume::export)
        .service(share::put)
        .service(share::get_one)
        .service(share::revoke)
        .service(share::stats)
        .service(versions::list)
        .service(versions::get_one)
        .service(versions::restore)
        .service(public::resume)
        .service(public::pdf)
        .service(public::card)
        .service(public::pages)
        .service(public::photo)
        .service(public::access)
        .service(resumes::get_one)
        .service(resumes::update)
        .service(resumes::remove)
        // Fixed paths before `/applications/{id}`.
        .service(applications::list)
        .service(applications::create)
        .service(applications::due)
        .service(applications::funnel)
        .service(applications::export_csv)
        .service(applications::import_csv)
        .service(applications::get_one)
        .service(applications::event)
        .service(applications::update)
        .service(applications::remove)
        .service(support::contact)
        .service(account::export)
        .service(account::settings)
        .service(account::set_settings)
        .service(account::unsubscribe)
        .service(account::unsubscribe_one_click)
        .service(account::remove)
        .service(plans::plans)
        .service(design::templates)
        .service(design::fonts)
        .service(thumbnails::template)
        .service(payments::create_checkout)
        .service(payments::status)
        .service(payments::webhook)
        .service(payments::demo_checkout)
        .service(payments::demo_pay)
        .service(payments::demo_cancel)
        .service(payments::portal)
        .service(payments::demo_portal)
        .service(payments::demo_portal_cancel)
        .service(payments::demo_portal_resume)
        .service(system::config)
        .route("/healthz", web::get().to(system::healthz))
        .route("/readyz", web::get().to(system::readyz));
}
