//! The baseline of `make bench`: a bare actix-web JSON endpoint built with the server's
//! actix-web and release profile, with no database, session or middleware. `BARE_SIZES` lists
//! body sizes in bytes (comma-separated); `GET /json/{i}` answers a document of the i-th size,
//! serialised once at start. Vitae keeps its read answers serialised (`api/src/read_cache.rs`),
//! so the honest ceiling for them is an endpoint that only copies ready bytes to the socket, not
//! one that serialises per request. Binds `BIND_ADDR`.

use actix_web::web::Bytes;
use actix_web::{web, App, HttpResponse, HttpServer};
use serde::Serialize;

#[derive(Serialize, Clone)]
struct Item {
    id: String,
    created_at: &'static str,
    template_style: &'static str,
    title: String,
    text: String,
}

/// A list of resume-like items whose JSON is about `bytes` long.
fn document(bytes: usize) -> Vec<Item> {
    let mut items = Vec::new();
    let mut len = 2;
    let mut i = 0;
    while len < bytes {
        let item = Item {
            id: format!("00000000-0000-4000-8000-{i:012}"),
            created_at: "2026-11-22T12:00:00.000000Z",
            template_style: "modern",
            title: format!("Senior Backend Engineer {i}"),
            text: "Led the billing service; cut invoice runs from 4 hours to 20 minutes. "
                .repeat(4),
        };
        len += serde_json::to_string(&item).map_or(0, |s| s.len()) + 1;
        items.push(item);
        i += 1;
    }
    items
}

async fn json(docs: web::Data<Vec<Bytes>>, index: web::Path<usize>) -> HttpResponse {
    match docs.get(index.into_inner()) {
        Some(doc) => HttpResponse::Ok()
            .content_type("application/json")
            .body(doc.clone()),
        None => HttpResponse::NotFound().finish(),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let addr = std::env::var("BIND_ADDR").unwrap_or_else(|_| "127.0.0.1:8090".into());
    let sizes = std::env::var("BARE_SIZES").unwrap_or_else(|_| "9000".into());
    let docs: Vec<Bytes> = sizes
        .split(',')
        .filter_map(|s| s.trim().parse().ok())
        .map(|size| serde_json::to_vec(&document(size)).map(Bytes::from))
        .collect::<Result<_, _>>()?;
    let docs = web::Data::new(docs);
    HttpServer::new(move || {
        App::new()
            .app_data(docs.clone())
            .route("/json/{index}", web::get().to(json))
            .route("/readyz", web::get().to(HttpResponse::Ok))
    })
    .bind(addr)?
    .run()
    .await
}
