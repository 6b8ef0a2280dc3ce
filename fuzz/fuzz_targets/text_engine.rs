#![no_main]
//! See `vitae_pdf::fuzz::text_engine` for what the bytes are.

libfuzzer_sys::fuzz_target!(|data: &[u8]| vitae_pdf::fuzz::text_engine(data));
