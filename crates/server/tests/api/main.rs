//! HTTP-level tests of the real app: every scenario runs on SQLite and on PostgreSQL.

// A failed expectation is a failed test.
#![allow(clippy::expect_used, clippy::unwrap_used)]

mod helpers;
mod process;

mod account;
mod ai;
mod applications;
mod ats;
mod auth;
mod authz;
mod billing;
mod billing_lifecycle;
mod calendar;
mod crash;
mod design;
mod digest;
mod faults;
mod fit;
mod hostile;
mod import_file;
mod instances;
mod interchange;
mod observability;
mod oidc;
mod operator;
mod pdf;
mod probe;
mod probe_four;
mod read_cache;
mod resumes;
mod safety;
mod sections;
mod share;
mod static_client;
mod stripe;
mod stripe_lifecycle;
mod support_mail;
mod support_plans_system;
mod thumbnails;
mod versions;
