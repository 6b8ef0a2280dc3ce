//! What the API does, between the routes (HTTP in and out) and persistence (SQL). A handler
//! extracts its input, calls one function here and turns the result into an answer; the rules
//! (the resume cap, who may download a clean copy, the AI quota) and the transactions that keep
//! them live here, once.

pub mod account;
pub mod ai_quota;
pub mod applications;
pub mod billing;
pub mod cover_letters;
pub mod heavy;
pub mod json_resume;
pub mod pages;
pub mod resumes;
pub mod sessions;
pub mod share;
pub mod support;
pub mod thumbnails;
pub mod versions;
pub mod writing;
