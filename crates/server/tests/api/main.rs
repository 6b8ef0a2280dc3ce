//! HTTP-level tests of the real app: every scenario runs on SQLite and on PostgreSQL.

// A failed expectation is a failed test.
#![allow(clippy::expect_used, clippy::unwrap_used)]

mod helpers;

mod ai;
mod auth;
mod billing;
mod observability;
mod oidc;
mod pdf;
mod resumes;
mod static_client;
mod stripe;
mod support_plans_system;
