//! The demo checkout page (plan, price and currency, a plain "test mode" notice, Pay and
//! Cancel) and the demo billing portal (cancel at period end or resume, then back to Settings).

use vitae_billing::SessionStatus;
use vitae_domain::payment::Payment;
use vitae_domain::{PlanId, User};
use vitae_words::{card_page, escape_html as escape, Words};

pub fn render(words: Words, payment: &Payment, email: &str) -> String {
    let say = |key: &str| words.say(&format!("server.demoCheckout.{key}"), &[]);
    let price = format!(
        "{}{:.2} {}",
        payment.region.currency_symbol(),
        payment.amount_total as f64 / 100.0,
        payment.currency.to_uppercase()
    );
    let period = if payment.plan.period() == "month" {
        say("perMonth")
    } else {
        say("oneTime")
    };
    let id = &payment.session_id;
    let actions = match payment.status {
        SessionStatus::Open => format!(
            r#"<form method="post" action="/api/payment/demo/{id}/pay"><button class="pay" type="submit">{pay}</button></form>
<form method="post" action="/api/payment/demo/{id}/cancel"><button class="cancel" type="submit">{cancel}</button></form>"#,
            // Isolated (FSI … PDI), the price keeps its own order inside a right-to-left sentence.
            pay = escape(&words.say(
                "server.demoCheckout.pay",
                &[("price", format!("\u{2068}{price}\u{2069}").into())]
            )),
            cancel = escape(&say("cancel")),
        ),
        SessionStatus::Complete => format!(
            r#"<p class="done">{paid}</p><a class="pay" href="/payment-success?session_id={id}">{next}</a>"#,
            paid = escape(&say("paid")),
            next = escape(&say("continue")),
        ),
        SessionStatus::Expired => format!(
            r#"<p class="done">{cancelled}</p><a class="cancel" href="/settings">{back}</a>"#,
            cancelled = escape(&say("cancelled")),
            back = escape(&say("backToSettings")),
        ),
    };
    let features: String = plan_features(words, payment.plan)
        .iter()
        .map(|f| format!("<li>{}</li>", escape(f)))
        .collect();
    shell(
        words,
        &say("title"),
        &format!(
            r#"<span class="badge">{test_mode}</span>
<h1>Vitae {plan}</h1>
<div class="price"><bdi dir="ltr">{price}</bdi></div>
<div class="muted">{period} · {email}</div>
<ul>{features}</ul>
{actions}
<p class="muted" style="margin-top:20px;text-align:center">{note}</p>
"#,
            test_mode = escape(&say("testMode")),
            plan = escape(&plan_name(words, payment.plan)),
            price = escape(&price),
            period = escape(&period),
            email = escape(email),
            note = escape(&say("note")),
        ),
    )
}

/// The demo portal for a Pro subscriber: when Pro renews or ends, and the one action that
/// changes it.
pub fn render_portal(words: Words, user: &User) -> String {
    let say = |key: &str| words.say(&format!("server.demoPortal.{key}"), &[]);
    // English spells the month out; other languages get the date as digits, which every
    // reader reads (month names are not in the server's words).
    let date_format = if words.language() == "en" {
        "%B %-d, %Y"
    } else {
        "%Y-%m-%d"
    };
    let end = user
        .subscription_end
        .map(|end| end.format(date_format).to_string())
        .unwrap_or_default();
    let (state, route, button, class) = if user.cancel_at_period_end {
        ("cancels", "resume", say("resume"), "pay")
    } else {
        ("renews", "cancel", say("cancel"), "cancel")
    };
    let state = words.say(
        &format!("server.demoPortal.{state}"),
        &[("date", end.as_str().into())],
    );
    shell(
        words,
        &say("title"),
        &format!(
            r#"<span class="badge">{test_mode}</span>
<h1>Vitae {plan}</h1>
<div class="price">{state}</div>
<div class="muted">{email} · {stays}</div>
<form method="post" action="/api/payment/demo-portal/{route}"><button class="{class}" type="submit">{button}</button></form>
<a class="cancel" href="/settings">{back}</a>
<p class="muted" style="margin-top:20px;text-align:center">{note}</p>"#,
            test_mode = escape(&words.say("server.demoCheckout.testMode", &[])),
            plan = escape(&plan_name(words, PlanId::ProMonthly)),
            state = escape(&state),
            email = escape(&user.email),
            stays = escape(&say("staysActive")),
            button = escape(&button),
            back = escape(&say("back")),
            note = escape(&say("note")),
        ),
    )
}

fn plan_name(words: Words, plan: PlanId) -> String {
    words.say(&format!("billing.plans.{}.name", plan.as_str()), &[])
}

/// The plan's features in `words`' language, in the plan's order.
fn plan_features(words: Words, plan: PlanId) -> Vec<String> {
    (0..plan.features().len())
        .map(|i| {
            words.say(
                &format!("billing.plans.{}.features.{i}", plan.as_str()),
                &[],
            )
        })
        .collect()
}

/// The page around a demo card: the same look for the checkout and the portal.
fn shell(words: Words, title: &str, body: &str) -> String {
    card_page(words, title, 420, DEMO_STYLE, body)
}

/// The demo card's own rules: its badge, price, features and buttons.
const DEMO_STYLE: &str = ".badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:4px 12px;font-size:.8rem;font-weight:600;margin-bottom:16px}
h1{font-size:1.25rem;margin:0}.price{font-size:2rem;font-weight:700;margin:8px 0 4px}.muted{color:var(--muted);font-size:.9rem}
ul{padding:0;padding-inline-start:20px;margin:16px 0 24px;color:var(--muted);font-size:.9rem}
button,a.pay,a.cancel{display:block;width:100%;padding:12px;border-radius:8px;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer;margin-top:10px}
.pay{background:var(--accent);color:#fff;border:0}.cancel{background:transparent;color:var(--fg);border:1px solid var(--line)}
button:focus-visible,a:focus-visible{outline:2px solid var(--accent);outline-offset:2px}form{margin:0}.done{margin:0 0 8px}";
