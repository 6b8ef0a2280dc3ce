#![no_main]
//! See `vitae_import::fuzz::json_resume` for what the bytes are.

libfuzzer_sys::fuzz_target!(|data: &[u8]| vitae_import::fuzz::json_resume(data));
