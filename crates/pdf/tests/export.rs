//! The design catalog the web client draws its preview with is the renderer's own: this fails
//! when a template, font or language changed and the committed copy was not written again.

#[test]
fn the_clients_design_catalog_is_current() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../frontend/src/lib/design/catalog.json"
    );
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        committed == vitae_pdf::design::export::catalog_json(),
        "{path} is stale: run `cargo run -p vitae-pdf --example export_design`"
    );
}
