//! The job applications the user tracks: list, create, read, edit, delete; the next steps due;
//! the funnel; CSV export and import (`services::applications` holds the rules).

use actix_web::{delete, get, patch, post, web, HttpRequest, HttpResponse};
use serde::{Deserialize, Serialize};
use vitae_domain::application::{Application, ApplicationStatus, ApplicationSummary};
use vitae_domain::calendar;

use crate::error::{ApiError, ApiResult, Problem};
use crate::extract::Json;
use crate::routes::downloads::{attachment, file_name_of};
use crate::routes::import_file::read_file_field;
use crate::routes::resumes::json;
use crate::services::applications::{self, ApplicationFields, FunnelReport};
use crate::session::{CurrentUser, Session};
use crate::state::AppState;

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ListQuery {
    /// Only applications in this status.
    #[param(value_type = Option<ApplicationStatus>)]
    status: Option<String>,
}

/// How many applications an import stored.
#[derive(Serialize, utoipa::ToSchema)]
pub struct ImportResult {
    pub imported: usize,
}

/// The user's applications, most recently changed first, each without its job description
/// (read it with the application).
#[utoipa::path(get, path = "/api/applications", tag = "applications", operation_id = "list_applications", params(ListQuery),
    responses((status = 200, body = Vec<ApplicationSummary>), (status = 401),
              (status = 422, description = "An unknown `status`")))]
#[get("/applications")]
pub async fn list(
    state: web::Data<AppState>,
    session: Session,
    query: web::Query<ListQuery>,
) -> ApiResult<HttpResponse> {
    let body = applications::list_body(&state, session, query.status.as_deref()).await?;
    Ok(json(body))
}

/// Adds an application; its status (saved unless given) is the first of its history.
#[utoipa::path(post, path = "/api/applications", tag = "applications", operation_id = "create_application",
    request_body = ApplicationFields,
    responses((status = 201, body = Application), (status = 401),
              (status = 409, description = "The account keeps 5,000 applications already"),
              (status = 422, description = "A bad field, an unknown field, or a link to a resume or cover letter that is not the user's, each at its location")))]
#[post("/applications")]
pub async fn create(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    body: Json<ApplicationFields>,
) -> ApiResult<HttpResponse> {
    let created = applications::create(&state, &user.id, body.into_inner()).await?;
    Ok(HttpResponse::Created().json(created))
}

/// Open applications (not rejected or withdrawn) whose next step is today (UTC) or earlier,
/// soonest first.
#[utoipa::path(get, path = "/api/applications/due", tag = "applications", operation_id = "due_applications",
    responses((status = 200, body = Vec<Application>), (status = 401)))]
#[get("/applications/due")]
pub async fn due(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
) -> ApiResult<web::Json<Vec<Application>>> {
    Ok(web::Json(applications::due(&state, &user.id).await?))
}

/// How many applications reached applied, interviewing and offer in the last 90 days; one
/// that reached a later stage counts at the earlier ones too.
#[utoipa::path(get, path = "/api/applications/funnel", tag = "applications", operation_id = "application_funnel",
    responses((status = 200, body = FunnelReport), (status = 401)))]
#[get("/applications/funnel")]
pub async fn funnel(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
) -> ApiResult<web::Json<FunnelReport>> {
    Ok(web::Json(
        applications::funnel_report(&state, &user.id).await?,
    ))
}

/// Every application as a CSV file (docs/api.md lists its columns).
#[utoipa::path(get, path = "/api/applications/export.csv", tag = "applications", operation_id = "export_applications_csv",
    responses((status = 200, description = "The CSV file, with a header row", content_type = "text/csv"),
              (status = 401)))]
#[get("/applications/export.csv")]
pub async fn export_csv(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
) -> ApiResult<HttpResponse> {
    let body = applications::export_csv(&state, &user.id).await?;
    let name = format!(
        "vitae-applications-{}.csv",
        chrono::Utc::now().format("%Y-%m-%d")
    );
    Ok(attachment("text/csv; charset=utf-8", &name, body))
}

/// Adds every application of a CSV file, or none when any row is wrong.
#[utoipa::path(post, path = "/api/applications/import", tag = "applications", operation_id = "import_applications_csv",
    request_body(content_type = "multipart/form-data",
                 description = "One field, `file`: a CSV with the export's columns (at most 5 MB, 5,000 rows)"),
    responses((status = 201, body = ImportResult), (status = 400, description = "A malformed upload"),
              (status = 401),
              (status = 409, description = "The account would keep more than 5,000 applications"),
              (status = 413, description = "Over 5 MB"),
              (status = 415, description = "Not multipart/form-data"),
              (status = 422, description = "Over 5,000 rows, or problems each located at `[\"body\", \"file\", row, column]`"),
              (status = 429)))]
#[post("/applications/import")]
pub async fn import_csv(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    req: HttpRequest,
    payload: web::Payload,
) -> ApiResult<HttpResponse> {
    let file = read_file_field(&req, payload).await?;
    let imported = applications::import_csv(&state, &user.id, file).await?;
    Ok(HttpResponse::Created().json(ImportResult { imported }))
}

/// One of the user's applications.
#[utoipa::path(get, path = "/api/applications/{id}", tag = "applications", operation_id = "get_application",
    params(("id" = String, Path)),
    responses((status = 200, body = Application), (status = 401), (status = 404)))]
#[get("/applications/{id}")]
pub async fn get_one(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<String>,
) -> ApiResult<web::Json<Application>> {
    Ok(web::Json(
        applications::get(&state, &user.id, id.into_inner()).await?,
    ))
}

const MSG_NO_NEXT_STEP: Problem = Problem::new(
    "no_next_step",
    "This application has no next step date to add to a calendar",
);

/// The application's next step as an iCalendar file: one all-day event on its date, named
/// after the company and role, whose UID stays the same for the application (importing it
/// again updates the event in the calendar instead of adding another).
#[utoipa::path(get, path = "/api/applications/{id}/event.ics", tag = "applications", operation_id = "application_event",
    params(("id" = String, Path)),
    responses((status = 200, content_type = "text/calendar", description = "An iCalendar file (RFC 5545) with one all-day event"),
              (status = 401),
              (status = 404, description = "No such application of the user's, or it has no next step date (`no_next_step`)")))]
#[get("/applications/{id}/event.ics")]
pub async fn event(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<String>,
) -> ApiResult<HttpResponse> {
    let application = applications::get(&state, &user.id, id.into_inner()).await?;
    let settings = &state.settings;
    let page = settings.site_url(&format!("/applications/{}", application.id));
    let host = settings.public_url.host_str().unwrap_or("vitae");
    let event = calendar::next_step_event(&application, &page, host)
        .ok_or(ApiError::NotFound(MSG_NO_NEXT_STEP))?;
    let details = &application.details;
    let ics = calendar::calendar(&format!("{} ({})", details.company, details.role), &[event]);
    let name = file_name_of(&details.company, "next-step", "ics");
    Ok(attachment(
        "text/calendar; charset=utf-8",
        &name,
        ics.into_bytes(),
    ))
}

/// Changes the fields given; a new status is added to the history with today's date.
#[utoipa::path(patch, path = "/api/applications/{id}", tag = "applications", operation_id = "update_application",
    params(("id" = String, Path)), request_body = ApplicationFields,
    responses((status = 200, body = Application), (status = 401), (status = 404),
              (status = 409, description = "Changed elsewhere since it was loaded (`updated_at`)"),
              (status = 422, description = "A bad field, an unknown field, or a link to a resume or cover letter that is not the user's, each at its location")))]
#[patch("/applications/{id}")]
pub async fn update(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<String>,
    body: Json<ApplicationFields>,
) -> ApiResult<web::Json<Application>> {
    let changed =
        applications::update(&state, &user.id, id.into_inner(), body.into_inner()).await?;
    Ok(web::Json(changed))
}

/// Deletes the application and its history.
#[utoipa::path(delete, path = "/api/applications/{id}", tag = "applications", operation_id = "remove_application",
    params(("id" = String, Path)),
    responses((status = 204), (status = 401), (status = 404)))]
#[delete("/applications/{id}")]
pub async fn remove(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<String>,
) -> ApiResult<HttpResponse> {
    applications::delete(&state, &user.id, id.into_inner()).await?;
    Ok(HttpResponse::NoContent().finish())
}
