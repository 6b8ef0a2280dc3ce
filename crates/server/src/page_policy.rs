//! The Content-Security-Policy of each exported page. Next's static export puts a few inline
//! bootstrap scripts in every page; rather than allow every inline script, each page's policy
//! lists the SHA-256 of exactly the inline scripts it contains, computed once per version of
//! each file: a rebuilt client (`npm run build` while the server runs) gets its new hashes at once.

use std::collections::hash_map::DefaultHasher;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::sync::RwLock;

use base64::Engine;
use sha2::{Digest, Sha256};

use crate::security::policy_with_scripts;

#[derive(Default)]
pub struct PagePolicies {
    /// Per file: a fingerprint of the contents the policy was computed from, and the policy.
    by_file: RwLock<HashMap<PathBuf, (u64, String)>>,
}

impl PagePolicies {
    /// The policy for the HTML file at `file` with contents `html`.
    pub fn for_page(&self, file: &Path, html: &[u8]) -> String {
        // Hashing the page is a few microseconds; finding and SHA-256-ing its scripts is more.
        let mut hasher = DefaultHasher::new();
        html.hash(&mut hasher);
        let fingerprint = hasher.finish();
        let cached = self.by_file.read().ok().and_then(|m| m.get(file).cloned());
        if let Some((seen, policy)) = cached {
            if seen == fingerprint {
                return policy;
            }
        }
        let policy = policy_with_scripts(&inline_script_hashes(html));
        if let Ok(mut map) = self.by_file.write() {
            map.insert(file.to_owned(), (fingerprint, policy.clone()));
        }
        policy
    }
}

/// `'sha256-…'` for the body of every `<script>` without a `src`, as the browser hashes it.
fn inline_script_hashes(html: &[u8]) -> Vec<String> {
    let text = String::from_utf8_lossy(html);
    let mut hashes = Vec::new();
    let mut rest = text.as_ref();
    while let Some(start) = rest.find("<script") {
        rest = &rest[start + "<script".len()..];
        let Some(tag_end) = rest.find('>') else { break };
        let attributes = &rest[..tag_end];
        rest = &rest[tag_end + 1..];
        let Some(close) = rest.find("</script>") else {
            break;
        };
        let body = &rest[..close];
        rest = &rest[close..];
        if attributes.contains("src=") || body.is_empty() {
            continue;
        }
        let digest = Sha256::digest(body.as_bytes());
        hashes.push(format!(
            "'sha256-{}'",
            base64::engine::general_purpose::STANDARD.encode(digest)
        ));
    }
    hashes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashes_inline_scripts_only() {
        let html = br#"<html><script src="/a.js" async=""></script><script>self.x=1</script>
<script id="_R_">go()</script></html>"#;
        let hashes = inline_script_hashes(html);
        assert_eq!(hashes.len(), 2);
        let expected =
            base64::engine::general_purpose::STANDARD.encode(Sha256::digest(b"self.x=1"));
        assert_eq!(hashes[0], format!("'sha256-{expected}'"));
        let policy = PagePolicies::default().for_page(Path::new("/x.html"), html);
        assert!(policy.contains(&format!("script-src 'self' {} {};", hashes[0], hashes[1])));
    }

    #[test]
    fn a_rebuilt_page_gets_its_new_hashes_without_a_restart() {
        let policies = PagePolicies::default();
        let file = Path::new("/out/index.html");
        let before = policies.for_page(file, b"<script>old()</script>");
        let after = policies.for_page(file, b"<script>new()</script>");
        assert_ne!(before, after);
        let new = base64::engine::general_purpose::STANDARD.encode(Sha256::digest(b"new()"));
        assert!(after.contains(&new), "{after}");
        assert_eq!(policies.for_page(file, b"<script>new()</script>"), after);
    }
}
