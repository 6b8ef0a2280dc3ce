//! Writes the design catalog the web client's preview draws with:
//! `cargo run -p vitae-pdf --example export_design [-- PATH]` (default
//! `frontend/src/lib/design/catalog.json`). `tests/export.rs` fails while it is stale.

fn main() -> std::io::Result<()> {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "frontend/src/lib/design/catalog.json".into());
    std::fs::write(&path, vitae_pdf::design::export::catalog_json())?;
    println!("wrote {path}");
    Ok(())
}
