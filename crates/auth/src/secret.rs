//! Random secrets for login tickets and sessions, and the hash under which they are stored.

use base64::Engine;
use rand::RngCore;
use sha2::{Digest, Sha256};

/// 256 random bits, URL-safe base64 (43 characters).
pub fn new_secret() -> String {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

/// The stored form of a secret: SHA-256, hex. Secrets are random, so no salt or slow hash is
/// needed; a database leak still yields nothing usable.
pub fn hash_secret(secret: &str) -> String {
    let digest = Sha256::digest(secret.as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_are_long_unique_and_hash_stably() {
        let a = new_secret();
        let b = new_secret();
        assert_eq!(a.len(), 43);
        assert_ne!(a, b);
        assert_eq!(hash_secret(&a), hash_secret(&a));
        assert_ne!(hash_secret(&a), hash_secret(&b));
        assert_eq!(hash_secret(&a).len(), 64);
    }
}
