//! A user's daily mail is claimed once: a second claim for the same day fails while the first
//! is fresh or sent, succeeds again once an unsent claim's lease has run out (its instance
//! stopped), and a new day is a new claim.

#![allow(clippy::expect_used, clippy::unwrap_used)]

use chrono::{Duration, NaiveDate};
use diesel::Connection;
use vitae_persistence::{digest, run_migrations, users, DbConnection};

#[test]
fn a_days_mail_is_claimed_once_until_sent_or_its_lease_runs_out() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("d.db");
    let mut conn =
        DbConnection::Sqlite(diesel::SqliteConnection::establish(&path.to_string_lossy()).unwrap());
    run_migrations(&mut conn).unwrap();
    let identity = vitae_domain::Identity {
        issuer: "test".into(),
        subject: "s".into(),
        email: "a@b.co".into(),
        name: "A".into(),
        picture: None,
    };
    let at = vitae_persistence::now();
    let user = users::upsert_identity(&mut conn, &identity, at).unwrap();
    let today = NaiveDate::from_ymd_opt(2026, 11, 26).unwrap();
    let lease = Duration::minutes(2);

    assert!(digest::claim(&mut conn, &user.id, today, at, lease).unwrap());
    assert!(
        !digest::claim(&mut conn, &user.id, today, at, lease).unwrap(),
        "taken"
    );
    let later = at + Duration::minutes(3);
    assert!(
        digest::claim(&mut conn, &user.id, today, later, lease).unwrap(),
        "an unsent claim past its lease is taken again"
    );
    digest::settle(&mut conn, &user.id, today, later).unwrap();
    let much_later = later + Duration::hours(5);
    assert!(
        !digest::claim(&mut conn, &user.id, today, much_later, lease).unwrap(),
        "a sent mail stays sent"
    );
    let tomorrow = today.succ_opt().unwrap();
    assert!(digest::claim(&mut conn, &user.id, tomorrow, much_later, lease).unwrap());
}
