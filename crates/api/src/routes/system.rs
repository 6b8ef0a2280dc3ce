//! Public configuration, liveness and readiness.

use actix_web::{get, web, HttpResponse};
use serde_json::json;
use vitae_persistence::ping;

use crate::state::{AppState, PublicConfig};

/// What the client needs to know about this server's configuration.
#[utoipa::path(get, path = "/api/config", tag = "system",
    responses((status = 200, body = PublicConfig)))]
#[get("/config")]
pub async fn config(public: web::Data<PublicConfig>) -> web::Json<PublicConfig> {
    web::Json(public.get_ref().clone())
}

/// The process is up.
#[utoipa::path(get, path = "/api/healthz", tag = "system", responses((status = 200)))]
pub async fn healthz() -> HttpResponse {
    HttpResponse::Ok().json(json!({ "status": "ok" }))
}

/// The database answers; 503 while it does not, or while the server drains before stopping,
/// so a load balancer stops sending traffic.
#[utoipa::path(get, path = "/api/readyz", tag = "system",
    responses((status = 200), (status = 503, description = "Database unreachable")))]
pub async fn readyz(state: web::Data<AppState>) -> HttpResponse {
    if state.draining.load(std::sync::atomic::Ordering::Relaxed) {
        return HttpResponse::ServiceUnavailable().json(json!({ "detail": "Shutting down" }));
    }
    match state.db.run(ping).await {
        Ok(()) => HttpResponse::Ok().json(json!({
            "status": "ready",
            "database": state.db.backend().name(),
        })),
        Err(e) => {
            tracing::warn!(error = %e, "readiness check failed");
            HttpResponse::ServiceUnavailable().json(json!({ "detail": "Database unavailable" }))
        }
    }
}
