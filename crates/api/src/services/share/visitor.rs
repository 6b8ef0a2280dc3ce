//! Who asks for a public link, whether they may read it, and whether their visit counts.

use std::net::IpAddr;
use std::sync::Arc;

use chrono::{DateTime, Utc};
use sha2::{Digest, Sha256};
use vitae_persistence::shares::{self, PublicLink};
use vitae_persistence::{DbConnection, StoreError};

use super::access::access_is_valid;
use super::well_formed;
use crate::share_counts::{Counted, ShareCounts, VisitorId};
use crate::state::AppState;

/// Who is asking for a public link, as far as counting and access go: read off the request by
/// the route.
pub struct Visitor {
    /// The session cookie's hash, to tell the owner's own visits apart.
    session: Option<String>,
    /// The link's access value (its cookie), if the browser sent one.
    access: Option<String>,
    bot: bool,
    /// Who they are for counting: their address and browser, digested.
    id: VisitorId,
    /// Their address (by the proxy setting), when known.
    address: Option<IpAddr>,
}

impl Visitor {
    pub fn new(
        session: Option<String>,
        access: Option<String>,
        user_agent: Option<&str>,
        address: Option<IpAddr>,
    ) -> Visitor {
        let seen_at = address.map(|ip| ip.to_string());
        Visitor {
            session,
            access,
            bot: is_bot(user_agent),
            id: VisitorId::of(
                seen_at.as_deref().unwrap_or_default(),
                user_agent.unwrap_or_default(),
            ),
            address,
        }
    }

    /// The same person in a request that is never counted and opens nothing by itself (a
    /// preview fetcher, the card, the password form).
    pub(super) fn uncounted(&self) -> Visitor {
        Visitor {
            session: None,
            access: None,
            bot: true,
            id: VisitorId::of("", ""),
            address: self.address,
        }
    }

    /// Whom a public render is queued for: the visitor's address, so one visitor's burst waits
    /// in its own line (`services::heavy`).
    pub fn lane_key(&self) -> String {
        match self.address {
            Some(ip) => format!("public:{ip}"),
            None => "public:?".to_owned(),
        }
    }

    /// A digest of the address: the password limits keep no address.
    pub(super) fn address_digest(&self) -> String {
        let address = self.address.map(|ip| ip.to_string()).unwrap_or_default();
        format!("{:x}", Sha256::digest(address.as_bytes()))
    }
}

/// A live link, whether this visitor may read it, and whether they are its owner.
pub(super) struct Visit {
    pub link: PublicLink,
    pub open: bool,
    pub owner: bool,
}

/// The visit of a live link; 404 for anything else, all alike.
pub(super) fn visit(
    conn: &mut DbConnection,
    slug: &str,
    visitor: &Visitor,
    at: DateTime<Utc>,
) -> Result<Option<Visit>, StoreError> {
    if !well_formed(slug) {
        return Ok(None);
    }
    let Some(link) = shares::find_public(conn, slug, at)? else {
        return Ok(None);
    };
    let owner = match &visitor.session {
        Some(token) => shares::session_owner(conn, token, at)?.as_deref() == Some(&link.owner_id),
        None => false,
    };
    let open = match &link.password_hash {
        None => true,
        Some(hash) => visitor
            .access
            .as_deref()
            .is_some_and(|cookie| access_is_valid(cookie, &link.slug, hash, at)),
    };
    Ok(Some(Visit { link, open, owner }))
}

pub(super) fn count(
    state: &AppState,
    visit: &Visit,
    visitor: &Visitor,
    what: Counted,
    at: DateTime<Utc>,
) {
    if let Some(pending) = counted(state, visit, visitor, what, at) {
        pending.record();
    }
}

/// The count `visitor`'s `what` of the link would add, if it counts at all (not the owner's,
/// not a bot's).
pub(super) fn counted(
    state: &AppState,
    visit: &Visit,
    visitor: &Visitor,
    what: Counted,
    at: DateTime<Utc>,
) -> Option<PendingCount> {
    (!visit.owner && !visitor.bot).then(|| PendingCount {
        counts: state.share_counts.clone(),
        slug: visit.link.slug.clone(),
        what,
        visitor: visitor.id.clone(),
        at,
    })
}

/// A visit to count once what it asked for was served (a download, once its bytes were sent).
pub struct PendingCount {
    counts: Arc<ShareCounts>,
    slug: String,
    what: Counted,
    visitor: VisitorId,
    at: DateTime<Utc>,
}

impl PendingCount {
    pub fn record(self) {
        self.counts
            .add(&self.slug, self.what, self.visitor, self.at);
    }
}

/// Crawlers, link-preview fetchers and scripts: their visits are not counted. A request with
/// no `User-Agent` counts as one.
fn is_bot(user_agent: Option<&str>) -> bool {
    const MARKS: [&str; 30] = [
        "bot",
        "crawl",
        "spider",
        "slurp",
        "preview",
        "facebookexternalhit",
        "facebot",
        "whatsapp",
        "telegram",
        "discord",
        "slack",
        "skype",
        "embedly",
        "quora link",
        "pinterest",
        "vkshare",
        "w3c_validator",
        "headless",
        "lighthouse",
        "pingdom",
        "uptime",
        "monitor",
        "curl",
        "wget",
        "python",
        "go-http-client",
        "java/",
        "okhttp",
        "libwww",
        "httpclient",
    ];
    let Some(agent) = user_agent.map(str::trim).filter(|a| !a.is_empty()) else {
        return true;
    };
    let agent = agent.to_ascii_lowercase();
    MARKS.iter().any(|mark| agent.contains(mark))
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn bots_and_scripts_are_told_from_browsers() {
        for agent in [
            "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
            "facebookexternalhit/1.1",
            "Slackbot-LinkExpanding 1.0",
            "WhatsApp/2.23.20.0",
            "TelegramBot (like TwitterBot)",
            "Mozilla/5.0 (compatible; Discordbot/2.0)",
            "LinkedInBot/1.0",
            "curl/8.5.0",
            "",
        ] {
            assert!(is_bot(Some(agent)), "{agent}");
        }
        assert!(is_bot(None));
        assert!(!is_bot(Some(
            "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1"
        )));
    }
}
