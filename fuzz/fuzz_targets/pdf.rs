#![no_main]
//! See `vitae_import::fuzz::pdf` for what the bytes are.

libfuzzer_sys::fuzz_target!(|data: &[u8]| vitae_import::fuzz::pdf(data));
