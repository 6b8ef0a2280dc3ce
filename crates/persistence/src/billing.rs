//! Payments, webhook events and entitlements. Granting a plan happens in exactly one place,
//! `fulfil`, guarded by a compare-and-set on `payments.fulfilled_at`: webhook retries, replays
//! and a status poll racing a webhook can all call it, and only the first grants anything.

use chrono::{DateTime, Duration, Months, NaiveDateTime, Utc};
use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use vitae_domain::error::WithContext;
use vitae_domain::payment::{Payment, PaymentStatus, SessionStatus};
use vitae_domain::{PlanId, Region};

use crate::schema::{payments, resume_unlocks, reversed_charges, users, webhook_events};
use crate::users::UserRow;
use crate::{from_db, to_db, DbConnection, StoreError};

/// A checkout just opened at the provider.
pub struct NewPayment<'a> {
    pub session_id: &'a str,
    pub user_id: &'a str,
    pub provider: &'a str,
    pub plan: PlanId,
    pub region: Region,
    pub amount_total: i64,
}

pub fn record_checkout(
    conn: &mut DbConnection,
    new: &NewPayment<'_>,
    at: DateTime<Utc>,
) -> Result<(), StoreError> {
    let amount = i32::try_from(new.amount_total)
        .map_err(|e| StoreError::Corrupt(WithContext::new("amount out of range", e).into()))?;
    diesel::insert_into(payments::table)
        .values((
            payments::session_id.eq(new.session_id),
            payments::user_id.eq(new.user_id),
            payments::provider.eq(new.provider),
            payments::plan.eq(new.plan.as_str()),
            payments::region.eq(new.region.code()),
            payments::amount_total.eq(amount),
            payments::currency.eq(new.region.currency()),
            payments::status.eq(SessionStatus::Open.as_str()),
            payments::payment_status.eq(PaymentStatus::Unpaid.as_str()),
            payments::created_at.eq(to_db(at)),
            payments::updated_at.eq(to_db(at)),
        ))
        .execute(conn)?;
    Ok(())
}

/// A payment as stored: read by billing and the account export.
#[derive(Queryable, Selectable)]
#[diesel(table_name = payments)]
pub(crate) struct PaymentRow {
    pub(crate) session_id: String,
    pub(crate) user_id: String,
    pub(crate) provider: String,
    pub(crate) plan: String,
    pub(crate) region: String,
    pub(crate) amount_total: i32,
    pub(crate) currency: String,
    pub(crate) status: String,
    pub(crate) payment_status: String,
    pub(crate) subscription_id: Option<String>,
    pub(crate) fulfilled_at: Option<NaiveDateTime>,
    pub(crate) created_at: NaiveDateTime,
}

impl TryFrom<PaymentRow> for Payment {
    type Error = StoreError;

    fn try_from(row: PaymentRow) -> Result<Self, StoreError> {
        Ok(Payment {
            plan: PlanId::parse(&row.plan)
                .ok_or_else(|| StoreError::Corrupt(format!("unknown plan {}", row.plan).into()))?,
            region: Region::from_code(&row.region),
            amount_total: i64::from(row.amount_total),
            status: SessionStatus::parse(&row.status),
            payment_status: PaymentStatus::parse(&row.payment_status),
            fulfilled_at: row.fulfilled_at.map(from_db),
            session_id: row.session_id,
            user_id: row.user_id,
            provider: row.provider,
            currency: row.currency,
        })
    }
}

/// The user's payment for a session id; another user's reads as absent.
pub fn find_for_user(
    conn: &mut DbConnection,
    user_id: &str,
    session_id: &str,
) -> Result<Option<Payment>, StoreError> {
    payments::table
        .find(session_id)
        .filter(payments::user_id.eq(user_id))
        .select(PaymentRow::as_select())
        .first(conn)
        .optional()?
        .map(Payment::try_from)
        .transpose()
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fulfilment {
    /// This call granted the plan.
    Granted,
    /// An earlier call already did; nothing changed.
    AlreadyFulfilled,
    /// No such session.
    Unknown,
}

/// What the provider says a paid checkout created.
#[derive(Debug, Default, Clone, Copy)]
pub struct PaidCheckout<'a> {
    pub subscription_id: Option<&'a str>,
    /// The end of the subscription's first period.
    pub period_end: Option<DateTime<Utc>>,
    /// The customer the billing portal opens for.
    pub customer_id: Option<&'a str>,
    /// What a refund or a dispute of this payment will name.
    pub payment_intent_id: Option<&'a str>,
}

/// Marks a session paid and grants its plan, once. A Single PDF adds a credit; Pro Monthly
/// runs until `period_end` (or a month from now when the provider did not say).
pub fn fulfil(
    conn: &mut DbConnection,
    session_id: &str,
    paid: PaidCheckout<'_>,
    at: DateTime<Utc>,
) -> Result<Fulfilment, StoreError> {
    let PaidCheckout {
        subscription_id,
        period_end,
        customer_id,
        payment_intent_id,
    } = paid;
    crate::write_transaction(conn, |conn| {
        let claimed = diesel::update(
            payments::table
                .find(session_id)
                .filter(payments::fulfilled_at.is_null()),
        )
        .set((
            payments::status.eq(SessionStatus::Complete.as_str()),
            payments::payment_status.eq(PaymentStatus::Paid.as_str()),
            payments::subscription_id.eq(subscription_id),
            payments::payment_intent_id.eq(payment_intent_id),
            payments::fulfilled_at.eq(to_db(at)),
            payments::updated_at.eq(to_db(at)),
        ))
        .execute(conn)?;
        if claimed == 0 {
            let exists = payments::table
                .find(session_id)
                .select(payments::session_id)
                .first::<String>(conn)
                .optional()?
                .is_some();
            return Ok(if exists {
                Fulfilment::AlreadyFulfilled
            } else {
                Fulfilment::Unknown
            });
        }
        let (user_id, plan): (String, String) = payments::table
            .find(session_id)
            .select((payments::user_id, payments::plan))
            .first(conn)?;
        match PlanId::parse(&plan) {
            Some(PlanId::SinglePdf) => {
                diesel::update(users::table.find(&user_id))
                    .set(users::pdf_credits.eq(users::pdf_credits + 1))
                    .execute(conn)?;
            }
            Some(PlanId::ProMonthly) => {
                let end = period_end.unwrap_or_else(|| one_month_after(at));
                diesel::update(users::table.find(&user_id))
                    .set((
                        users::subscription_plan.eq(PlanId::ProMonthly.as_str()),
                        users::subscription_end.eq(to_db(end)),
                        users::subscription_id.eq(subscription_id),
                        users::cancel_at_period_end.eq(false),
                        users::updated_at.eq(to_db(at)),
                    ))
                    .execute(conn)?;
                if let Some(customer_id) = customer_id {
                    diesel::update(users::table.find(&user_id))
                        .set(users::customer_id.eq(customer_id))
                        .execute(conn)?;
                }
            }
            None => return Err(DieselError::RollbackTransaction),
        }
        Ok(Fulfilment::Granted)
    })
    .map_err(|e| match e {
        DieselError::RollbackTransaction => {
            StoreError::Corrupt(format!("payment {session_id} has an unknown plan").into())
        }
        other => StoreError::Query(other),
    })
}

/// Records that an open session ended without payment (expired or cancelled). A fulfilled
/// session is never downgraded.
pub fn close_unpaid(
    conn: &mut DbConnection,
    session_id: &str,
    payment_status: PaymentStatus,
    at: DateTime<Utc>,
) -> Result<(), StoreError> {
    diesel::update(
        payments::table
            .find(session_id)
            .filter(payments::fulfilled_at.is_null()),
    )
    .set((
        payments::status.eq(SessionStatus::Expired.as_str()),
        payments::payment_status.eq(payment_status.as_str()),
        payments::updated_at.eq(to_db(at)),
    ))
    .execute(conn)?;
    Ok(())
}

/// Pro runs until `period_end` for the user holding this subscription. Out-of-order
/// deliveries never shorten it; a subscription that already ended matches no one.
pub fn renew_subscription(
    conn: &mut DbConnection,
    subscription_id: &str,
    period_end: DateTime<Utc>,
) -> Result<(), StoreError> {
    let end = to_db(period_end);
    diesel::update(
        users::table
            .filter(users::subscription_id.eq(subscription_id))
            .filter(
                users::subscription_end
                    .is_null()
                    .or(users::subscription_end.lt(end)),
            ),
    )
    .set(users::subscription_end.eq(end))
    .execute(conn)?;
    Ok(())
}

/// The subscription ended: Pro stops now, and later events for it are ignored.
pub fn end_subscription(
    conn: &mut DbConnection,
    subscription_id: &str,
    at: DateTime<Utc>,
) -> Result<(), StoreError> {
    diesel::update(users::table.filter(users::subscription_id.eq(subscription_id)))
        .set((
            users::subscription_end.eq(to_db(at)),
            users::subscription_id.eq(None::<String>),
            users::cancel_at_period_end.eq(false),
            users::updated_at.eq(to_db(at)),
        ))
        .execute(conn)?;
    Ok(())
}

/// The provider changed a subscription: set to cancel at its period end (Pro runs until
/// then), resumed, or ended. Only a paid invoice extends Pro, so a change never lengthens it.
pub fn update_subscription(
    conn: &mut DbConnection,
    subscription_id: &str,
    cancel_at_period_end: bool,
    ended: bool,
    at: DateTime<Utc>,
) -> Result<(), StoreError> {
    if ended {
        return end_subscription(conn, subscription_id, at);
    }
    diesel::update(users::table.filter(users::subscription_id.eq(subscription_id)))
        .set((
            users::cancel_at_period_end.eq(cancel_at_period_end),
            users::updated_at.eq(to_db(at)),
        ))
        .execute(conn)?;
    Ok(())
}

/// Sets or clears the cancellation at period end of a subscriber's Pro (the demo portal, where
/// no provider keeps the subscription; the caller checks that the user has Pro).
pub fn set_cancel_at_period_end(
    conn: &mut DbConnection,
    user_id: &str,
    cancel: bool,
    at: DateTime<Utc>,
) -> Result<(), StoreError> {
    diesel::update(users::table.find(user_id))
        .set((
            users::cancel_at_period_end.eq(cancel),
            users::updated_at.eq(to_db(at)),
        ))
        .execute(conn)?;
    Ok(())
}

/// The user's customer at the payment provider, once a subscription checkout named one.
pub fn customer_id(conn: &mut DbConnection, user_id: &str) -> Result<Option<String>, StoreError> {
    Ok(users::table
        .find(user_id)
        .select(users::customer_id)
        .first::<Option<String>>(conn)
        .optional()?
        .flatten())
}

/// A fully refunded or disputed charge, as the provider names it.
pub struct ChargeReversal<'a> {
    pub charge_id: &'a str,
    pub payment_intent_id: Option<&'a str>,
    pub customer_id: Option<&'a str>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reversed {
    /// The unspent Single PDF credit the payment bought was removed.
    Credit,
    /// The credit had been spent: the resume it unlocked is locked again.
    Unlock { resume_id: String },
    /// Pro ended now.
    Pro,
    /// The charge paid for nothing we granted (or was taken back before).
    Nothing,
}

/// Takes back what a charge paid for. Runs inside the webhook's transaction: the charge is
/// recorded first, so a second refund or dispute event for it fails with a unique violation,
/// which the webhook treats as already processed and rolls back.
///
/// The charge is matched to the checkout its payment intent paid (Single PDF); a charge of a
/// subscription invoice names no checkout, so it is matched by the customer, whose Pro ends.
pub fn reverse_charge(
    conn: &mut DbConnection,
    charge: &ChargeReversal<'_>,
    at: DateTime<Utc>,
) -> Result<Reversed, StoreError> {
    diesel::insert_into(reversed_charges::table)
        .values((
            reversed_charges::charge_id.eq(charge.charge_id),
            reversed_charges::reversed_at.eq(to_db(at)),
        ))
        .execute(conn)?;
    if let Some(intent) = charge.payment_intent_id {
        let payment: Option<(String, String, String)> = payments::table
            .filter(payments::payment_intent_id.eq(intent))
            .filter(payments::fulfilled_at.is_not_null())
            .filter(payments::revoked_at.is_null())
            .select((payments::session_id, payments::user_id, payments::plan))
            .first(conn)
            .optional()?;
        if let Some((session_id, user_id, plan)) = payment {
            diesel::update(payments::table.find(&session_id))
                .set((
                    payments::revoked_at.eq(to_db(at)),
                    payments::updated_at.eq(to_db(at)),
                ))
                .execute(conn)?;
            return match PlanId::parse(&plan) {
                Some(PlanId::SinglePdf) => take_back_credit(conn, &session_id, &user_id),
                _ => end_pro_now(conn, &user_id, at),
            };
        }
    }
    let Some(customer) = charge.customer_id else {
        return Ok(Reversed::Nothing);
    };
    let user_id: Option<String> = users::table
        .filter(users::customer_id.eq(customer))
        .select(users::id)
        .first(conn)
        .optional()?;
    match user_id {
        Some(user_id) => end_pro_now(conn, &user_id, at),
        None => Ok(Reversed::Nothing),
    }
}

/// A refunded Single PDF: the resume its credit unlocked is locked again, or, unspent, the
/// credit goes.
fn take_back_credit(
    conn: &mut DbConnection,
    session_id: &str,
    user_id: &str,
) -> Result<Reversed, StoreError> {
    let unlocked: Option<String> = resume_unlocks::table
        .filter(resume_unlocks::payment_session_id.eq(session_id))
        .select(resume_unlocks::resume_id)
        .first(conn)
        .optional()?;
    if let Some(resume_id) = unlocked {
        diesel::delete(resume_unlocks::table.find(&resume_id)).execute(conn)?;
        return Ok(Reversed::Unlock { resume_id });
    }
    let taken = diesel::update(users::table.find(user_id).filter(users::pdf_credits.gt(0)))
        .set(users::pdf_credits.eq(users::pdf_credits - 1))
        .execute(conn)?;
    Ok(if taken > 0 {
        Reversed::Credit
    } else {
        Reversed::Nothing
    })
}

/// Ends the user's running Pro now. The subscription stays attached: should the provider still
/// bill it, a paid renewal (new money) grants Pro again.
fn end_pro_now(
    conn: &mut DbConnection,
    user_id: &str,
    at: DateTime<Utc>,
) -> Result<Reversed, StoreError> {
    if !has_pro(conn, user_id, at)? {
        return Ok(Reversed::Nothing);
    }
    diesel::update(users::table.find(user_id))
        .set((
            users::subscription_end.eq(to_db(at)),
            users::cancel_at_period_end.eq(false),
            users::updated_at.eq(to_db(at)),
        ))
        .execute(conn)?;
    Ok(Reversed::Pro)
}

/// The user's Pro as of `at`, by the one rule (`User::has_pro`).
fn has_pro(conn: &mut DbConnection, user_id: &str, at: DateTime<Utc>) -> Result<bool, DieselError> {
    Ok(users::table
        .find(user_id)
        .select(UserRow::as_select())
        .first(conn)
        .optional()?
        .is_some_and(|row| row.into_user(at).has_pro()))
}

/// Runs `effect` for a webhook event unless that event was already processed; the record and
/// the effect commit together, so a failed effect is retried on the next delivery.
pub fn process_event_once<F>(
    conn: &mut DbConnection,
    event_id: &str,
    event_type: &str,
    at: DateTime<Utc>,
    effect: F,
) -> Result<bool, StoreError>
where
    F: FnOnce(&mut DbConnection) -> Result<(), StoreError>,
{
    let result = crate::write_transaction::<_, StoreError, _>(conn, |conn| {
        diesel::insert_into(webhook_events::table)
            .values((
                webhook_events::event_id.eq(event_id),
                webhook_events::event_type.eq(event_type),
                webhook_events::received_at.eq(to_db(at)),
            ))
            .execute(conn)
            .map_err(StoreError::Query)?;
        effect(conn)
    });
    match result {
        Ok(()) => Ok(true),
        Err(StoreError::Query(DieselError::DatabaseError(
            DatabaseErrorKind::UniqueViolation,
            _,
        ))) => Ok(false),
        Err(e) => Err(e),
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unlock {
    /// Pro covers every download.
    Pro,
    /// This resume was paid for before.
    AlreadyUnlocked,
    /// A Single PDF credit was spent on it now.
    CreditSpent,
    /// Nothing entitles the user to a clean copy.
    NotEntitled,
}

/// Decides whether the user may have a clean copy of the resume, spending a Single PDF credit
/// on it the first time (and only the first time).
pub fn unlock_resume(
    conn: &mut DbConnection,
    user_id: &str,
    resume_id: &str,
    at: DateTime<Utc>,
) -> Result<Unlock, StoreError> {
    crate::write_transaction(conn, |conn| {
        if has_pro(conn, user_id, at)? {
            return Ok(Unlock::Pro);
        }
        let unlocked = resume_unlocks::table
            .find(resume_id)
            .filter(resume_unlocks::user_id.eq(user_id))
            .count()
            .get_result::<i64>(conn)?;
        if unlocked > 0 {
            return Ok(Unlock::AlreadyUnlocked);
        }
        let spent = diesel::update(users::table.find(user_id).filter(users::pdf_credits.gt(0)))
            .set(users::pdf_credits.eq(users::pdf_credits - 1))
            .execute(conn)?;
        if spent == 0 {
            return Ok(Unlock::NotEntitled);
        }
        let funded_by = oldest_unspent_single_pdf(conn, user_id)?;
        diesel::insert_into(resume_unlocks::table)
            .values((
                resume_unlocks::resume_id.eq(resume_id),
                resume_unlocks::user_id.eq(user_id),
                resume_unlocks::unlocked_at.eq(to_db(at)),
                resume_unlocks::payment_session_id.eq(funded_by),
            ))
            .execute(conn)?;
        Ok(Unlock::CreditSpent)
    })
    .map_err(StoreError::Query)
}

/// Credits are spent oldest purchase first, so that a refund knows whether its credit is still
/// there or which resume it unlocked. Credits bought before payments were recorded against
/// unlocks have no payment to name.
fn oldest_unspent_single_pdf(
    conn: &mut DbConnection,
    user_id: &str,
) -> Result<Option<String>, DieselError> {
    let spent = resume_unlocks::table
        .filter(resume_unlocks::payment_session_id.is_not_null())
        .select(resume_unlocks::payment_session_id);
    payments::table
        .filter(payments::user_id.eq(user_id))
        .filter(payments::plan.eq(PlanId::SinglePdf.as_str()))
        .filter(payments::fulfilled_at.is_not_null())
        .filter(payments::revoked_at.is_null())
        .filter(diesel::dsl::not(
            payments::session_id.nullable().eq_any(spent),
        ))
        .order((payments::fulfilled_at.asc(), payments::session_id.asc()))
        .select(payments::session_id)
        .first(conn)
        .optional()
}

fn one_month_after(at: DateTime<Utc>) -> DateTime<Utc> {
    at.checked_add_months(Months::new(1))
        .unwrap_or(at + Duration::days(31))
}
