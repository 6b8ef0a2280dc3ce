//! What a resume can look like: the templates with their defaults, and the fonts a design may
//! choose. Both come from the renderer (`vitae_pdf::design`), the same data the preview draws
//! with, and are the same for everyone, so they may be cached.

use actix_web::http::header;
use actix_web::{get, HttpResponse};
use serde::Serialize;
use vitae_domain::TemplateStyle;
use vitae_pdf::design::catalog;
use vitae_pdf::fonts::{families::design_families, scripts, Category};

/// How long a browser may keep the lists: they change only with a new release.
const CACHE: &str = "public, max-age=3600";

#[derive(Serialize, utoipa::ToSchema)]
pub struct TemplateSummary {
    id: TemplateStyle,
    name: String,
    description: String,
    /// 1, or 2 for a template with a sidebar.
    columns: u8,
    defaults: TemplateDefaults,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct TemplateDefaults {
    #[schema(example = "#1d4ed8")]
    accent: String,
    #[schema(example = "liberation-sans")]
    font: String,
    font_size: f32,
    line_height: f32,
    margins_mm: f32,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct FontSummary {
    #[schema(example = "noto-serif")]
    id: &'static str,
    #[schema(example = "Noto Serif")]
    name: &'static str,
    #[schema(value_type = String, example = "serif")]
    category: Category,
    /// Scripts the family draws itself; text in others is set in a matching Noto face.
    #[schema(example = json!(["latin", "greek", "cyrillic"]))]
    scripts: Vec<&'static str>,
}

/// Every template, in the picker's order.
#[utoipa::path(get, path = "/api/templates", tag = "design",
    responses((status = 200, body = Vec<TemplateSummary>)))]
#[get("/templates")]
pub async fn templates() -> HttpResponse {
    let list: Vec<TemplateSummary> = catalog::templates()
        .iter()
        .map(|t| TemplateSummary {
            id: t.id,
            name: t.name.clone(),
            description: t.description.clone(),
            columns: if t.sidebar.is_some() { 2 } else { 1 },
            defaults: TemplateDefaults {
                accent: t.defaults.accent.clone(),
                font: t.defaults.font.clone(),
                font_size: t.defaults.font_size,
                line_height: t.defaults.line_height,
                margins_mm: t.defaults.margins_mm,
            },
        })
        .collect();
    HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, CACHE))
        .json(list)
}

/// The font families a design may choose.
#[utoipa::path(get, path = "/api/fonts", tag = "design",
    responses((status = 200, body = Vec<FontSummary>)))]
#[get("/fonts")]
pub async fn fonts() -> HttpResponse {
    let list: Vec<FontSummary> = design_families()
        .iter()
        .map(|f| FontSummary {
            id: f.id,
            name: f.name,
            category: f.category,
            scripts: scripts(f),
        })
        .collect();
    HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, CACHE))
        .json(list)
}
