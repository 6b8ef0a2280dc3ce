//! Cross-site request refusal: an unsafe request (POST, PUT, PATCH, DELETE) that carries an
//! `Origin` other than `PUBLIC_URL` is answered 403 before any handler runs. Requests without
//! `Origin` (curl, server-to-server webhooks) pass; browsers always send it on these methods.

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{header, Method};
use actix_web::middleware::Next;
use actix_web::{web, Error, ResponseError};

use crate::error::{ApiError, Problem};
use crate::state::AppState;

pub async fn check_origin(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, Error> {
    let unsafe_method = !matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS);
    if unsafe_method {
        if let (Some(origin), Some(state)) = (
            req.headers().get(header::ORIGIN),
            req.app_data::<web::Data<AppState>>(),
        ) {
            if origin.as_bytes() != state.settings.origin().as_bytes() {
                let refused = ApiError::Forbidden(Problem::new(
                    "cross_site_refused",
                    "Cross-site request refused",
                ));
                return Ok(req.into_response(refused.error_response()));
            }
        }
    }
    next.call(req)
        .await
        .map(ServiceResponse::map_into_boxed_body)
}
