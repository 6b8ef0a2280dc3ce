//! Prints the OpenAPI document that `/api/openapi.json` serves, without starting a server:
//! `cargo run -q -p vitae-api --example openapi > openapi.json`. The web client generates its API
//! types and zod schemas from it (`npm run generate:api` in `frontend/`).

fn main() {
    print!("{}", vitae_api::openapi::document());
}
