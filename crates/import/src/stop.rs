//! How a caller ends a parse early: a deadline and a cancel flag, both checked regularly from
//! inside the readers (every few thousand units of work), so a parse never outlives them by
//! more than a few milliseconds.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::error::ImportError;

/// When a parse must give up. The default never stops a parse early (the work limits in
/// [`crate::limits`] still bound it).
#[derive(Debug, Clone, Default)]
pub struct Stop {
    deadline: Option<Instant>,
    cancel: Option<Arc<AtomicBool>>,
}

impl Stop {
    /// A parse that stops only at the work limits.
    pub fn never() -> Self {
        Self::default()
    }

    /// A parse that answers [`ImportError::TooSlow`] once `deadline` has passed.
    pub fn at(deadline: Instant) -> Self {
        Self {
            deadline: Some(deadline),
            cancel: None,
        }
    }

    /// [`Stop::at`] `timeout` from now.
    pub fn after(timeout: Duration) -> Self {
        Self::at(Instant::now() + timeout)
    }

    /// Also answers [`ImportError::Cancelled`] once `flag` is set (by another thread).
    pub fn with_cancel(mut self, flag: Arc<AtomicBool>) -> Self {
        self.cancel = Some(flag);
        self
    }

    /// Whether the parse must end now, and with which error.
    pub fn check(&self) -> Result<(), ImportError> {
        if self
            .cancel
            .as_ref()
            .is_some_and(|c| c.load(Ordering::Relaxed))
        {
            return Err(ImportError::Cancelled);
        }
        if self.deadline.is_some_and(|d| Instant::now() >= d) {
            return Err(ImportError::TooSlow);
        }
        Ok(())
    }
}
