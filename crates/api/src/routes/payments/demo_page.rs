//! The demo checkout page (plan, price and currency, a plain "test mode" notice, Pay and
//! Cancel) and the demo billing portal (cancel at period end or resume, then back to Settings).

use vitae_billing::SessionStatus;
use vitae_domain::payment::Payment;
use vitae_domain::{PlanId, User};

pub fn render(payment: &Payment, email: &str) -> String {
    let price = format!(
        "{}{:.2} {}",
        payment.region.currency_symbol(),
        payment.amount_total as f64 / 100.0,
        payment.currency.to_uppercase()
    );
    let period = if payment.plan.period() == "month" {
        " / month"
    } else {
        " one-time"
    };
    let id = &payment.session_id;
    let actions = match payment.status {
        SessionStatus::Open => format!(
            r#"<form method="post" action="/api/payment/demo/{id}/pay"><button class="pay" type="submit">Pay {price}</button></form>
<form method="post" action="/api/payment/demo/{id}/cancel"><button class="cancel" type="submit">Cancel</button></form>"#
        ),
        SessionStatus::Complete => format!(
            r#"<p class="done">This checkout is already paid.</p><a class="pay" href="/payment-success?session_id={id}">Continue</a>"#
        ),
        SessionStatus::Expired => {
            r#"<p class="done">This checkout was cancelled.</p><a class="cancel" href="/settings">Back to settings</a>"#.to_owned()
        }
    };
    let features: String = payment
        .plan
        .features()
        .iter()
        .map(|f| format!("<li>{}</li>", escape(f)))
        .collect();
    shell(
        "Checkout",
        &format!(
            r#"<span class="badge">Test mode — no card is charged</span>
<h1>Vitae {plan}</h1>
<div class="price">{price}</div>
<div class="muted">{period_text} · {email}</div>
<ul>{features}</ul>
{actions}
<p class="muted" style="margin-top:20px;text-align:center">Demo checkout: this server has no payment provider configured.</p>
"#,
            plan = escape(payment.plan.name()),
            period_text = escape(period.trim()),
            email = escape(email),
        ),
    )
}

/// The demo portal for a Pro subscriber: when Pro renews or ends, and the one action that
/// changes it.
pub fn render_portal(user: &User) -> String {
    let end = user
        .subscription_end
        .map(|end| end.format("%B %-d, %Y").to_string())
        .unwrap_or_default();
    let (state, action) = if user.cancel_at_period_end {
        (
            format!("Cancels on {end}"),
            r#"<form method="post" action="/api/payment/demo-portal/resume"><button class="pay" type="submit">Resume subscription</button></form>"#,
        )
    } else {
        (
            format!("Renews on {end}"),
            r#"<form method="post" action="/api/payment/demo-portal/cancel"><button class="cancel" type="submit">Cancel subscription</button></form>"#,
        )
    };
    shell(
        "Manage subscription",
        &format!(
            r#"<span class="badge">Test mode — no card is charged</span>
<h1>Vitae {plan}</h1>
<div class="price">{state}</div>
<div class="muted">{email} · Pro stays active until the end of the period you paid for.</div>
{action}
<a class="cancel" href="/settings">Back to Vitae</a>
<p class="muted" style="margin-top:20px;text-align:center">Demo billing portal: this server has no payment provider configured.</p>"#,
            plan = escape(PlanId::ProMonthly.name()),
            state = escape(&state),
            email = escape(&user.email),
        ),
    )
}

/// The page around a demo card: the same look for the checkout and the portal.
fn shell(title: &str, body: &str) -> String {
    format!(
        r#"<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title} · Vitae</title>
<style>
:root{{color-scheme:light dark;--accent:#4f46e5;--fg:#0f172a;--muted:#64748b;--bg:#f8fafc;--card:#fff;--line:#e2e8f0}}
@media (prefers-color-scheme:dark){{:root{{--fg:#f1f5f9;--muted:#94a3b8;--bg:#020617;--card:#0f172a;--line:#1e293b}}}}
*{{box-sizing:border-box}}body{{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:24px}}
main{{width:100%;max-width:420px;background:var(--card);border:1px solid var(--line);border-radius:16px;padding:32px;box-shadow:0 10px 30px rgba(15,23,42,.08)}}
.badge{{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:4px 12px;font-size:.8rem;font-weight:600;margin-bottom:16px}}
h1{{font-size:1.25rem;margin:0}}.price{{font-size:2rem;font-weight:700;margin:8px 0 4px}}.muted{{color:var(--muted);font-size:.9rem}}
ul{{padding-left:20px;margin:16px 0 24px;color:var(--muted);font-size:.9rem}}
button,a.pay,a.cancel{{display:block;width:100%;padding:12px;border-radius:8px;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer;margin-top:10px}}
.pay{{background:var(--accent);color:#fff;border:0}}.cancel{{background:transparent;color:var(--fg);border:1px solid var(--line)}}
button:focus-visible,a:focus-visible{{outline:2px solid var(--accent);outline-offset:2px}}form{{margin:0}}.done{{margin:0 0 8px}}
</style></head>
<body><main>
{body}
</main></body></html>"#,
        title = escape(title),
    )
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
