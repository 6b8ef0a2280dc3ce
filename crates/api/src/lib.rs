//! Vitae's HTTP API (docs/api.md): actix-web routes under `/api`, the session extractor, the
//! Origin check, error mapping to `{"detail": …}` bodies, and the OpenAPI document. Handlers
//! stay thin: parse, call one service (`services`), map the result.

pub mod clock;
pub mod digest_mail;
mod embedded;
pub mod error;
mod extract;
pub mod limits;
pub mod openapi;
mod origin;
pub mod read_cache;
mod routes;
mod services;
pub mod session;
pub mod share_counts;
pub mod state;
pub mod support_outbox;

use actix_web::middleware::from_fn;
use actix_web::web;

pub use extract::JSON_BODY_LIMIT;
/// The tags of a public link's page (`/r/{slug}`), which the server puts in the client's shell.
pub use routes::public::link_page;
pub use services::share::LinkPage;

/// How long a wrong link password counts against the attempt limits (older ones are purged).
pub fn share_window_minutes() -> i64 {
    services::share::WINDOW_MINUTES
}
pub use state::{AiWriterInfo, AppState, PaymentsInfo, PublicConfig, Settings, SignInInfo};

use crate::error::ApiError;

/// Mounts `/api` with its extractor settings. `state` and `public` are shared by all workers.
pub fn configure(
    state: web::Data<AppState>,
    public: web::Data<PublicConfig>,
    limits: web::Data<limits::Limits>,
) -> impl Fn(&mut web::ServiceConfig) + Clone {
    move |cfg: &mut web::ServiceConfig| {
        cfg.app_data(state.clone())
            .app_data(public.clone())
            .app_data(limits.clone())
            .app_data(extract::json_config())
            .app_data(extract::query_config())
            .app_data(extract::path_config())
            .app_data(extract::form_config())
            .route("/healthz", web::get().to(routes::system::healthz))
            .route("/readyz", web::get().to(routes::system::readyz))
            .service(
                web::scope("/api")
                    .wrap(from_fn(session::private_answers))
                    .wrap(from_fn(origin::check_origin))
                    .configure(routes::configure)
                    .route("/openapi.json", web::get().to(openapi::serve))
                    .default_service(web::to(|| async {
                        Err::<actix_web::HttpResponse, _>(ApiError::NotFound(
                            crate::error::NOT_FOUND,
                        ))
                    })),
            );
    }
}
