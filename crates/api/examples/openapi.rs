//! Prints the OpenAPI document that `/api/openapi.json` serves, without starting a server:
//! `cargo run -q -p vitae-api --example openapi > openapi.json`. The web client's contract test
//! (`frontend/src/lib/api/contract.test.ts`) holds its response schemas to it.

fn main() {
    print!("{}", vitae_api::openapi::document());
}
