//! Work that costs a core and memory: rendering a PDF or DOCX, decoding a photo, reading an
//! uploaded file. It runs off the async workers in one of two lanes, so downloads never wait
//! behind uploads, and each lane is bounded three ways:
//!
//! - a few jobs run at once (its slots), so a burst cannot take the server's memory;
//! - a few more may wait; past that the answer is 429 with `Retry-After` at once, rather than
//!   a queue that grows until clients give up;
//! - one user has at most [`PER_USER_RUNNING`] jobs running and [`PER_USER_QUEUED`] running
//!   or waiting, so one account cannot fill a lane for everyone else: their extra jobs wait
//!   their turn without taking a place in the lane's waiting room.
//!
//! Every job has a deadline and a [`Stop`] it can check: an import stops when the deadline
//! passes or when the client goes away (actix drops the request's future; the guard here then
//! raises the flag). The slot and the user's place are held by the blocking job itself, so they
//! are released when the work really ends, not when the client leaves.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::error::{ApiError, ApiResult, Problem};

/// Heavy jobs one user may have running at once, across both lanes.
pub const PER_USER_RUNNING: usize = 2;
/// Heavy jobs one user may have running or waiting; more are refused (429).
pub const PER_USER_QUEUED: usize = 8;
/// How long a job may wait for a slot before the answer is "busy".
const MAX_WAIT: Duration = Duration::from_secs(10);

const MSG_USER_BUSY: Problem = Problem::new(
    "busy_with_your_requests",
    "You already have several files being prepared. Please wait for them to finish and try again.",
);
const MSG_SERVER_BUSY: Problem = Problem::new(
    "server_busy",
    "The server is busy right now. Please try again in a moment.",
);
const MSG_TOO_SLOW: &str = "This took too long to prepare. Please try again.";

/// Which lane a job runs in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lane {
    /// PDF and DOCX downloads and photo decoding: quick, bounded by the resume's limits.
    Render,
    /// Reading an uploaded file, whose cost depends on a stranger's bytes.
    Import,
}

impl Lane {
    /// The deadline a job of this lane gets once it starts.
    fn time_limit(self) -> Duration {
        match self {
            Lane::Render => Duration::from_secs(20),
            Lane::Import => Duration::from_secs(5),
        }
    }
}

/// What a running job checks to know it should give up.
#[derive(Debug, Clone)]
pub struct Stop {
    pub deadline: Instant,
    cancelled: Arc<AtomicBool>,
}

impl Stop {
    /// The client went away: nobody will read the answer.
    pub fn is_cancelled(&self) -> bool {
        self.cancelled.load(Ordering::Relaxed)
    }

    /// A flag the job's library can poll (shared with this `Stop`).
    pub fn cancel_flag(&self) -> Arc<AtomicBool> {
        self.cancelled.clone()
    }
}

struct LaneQueue {
    slots: Arc<Semaphore>,
    waiting: AtomicUsize,
    max_waiting: usize,
}

impl LaneQueue {
    fn new(slots: usize, max_waiting: usize) -> Self {
        Self {
            slots: Arc::new(Semaphore::new(slots.max(1))),
            waiting: AtomicUsize::new(0),
            max_waiting,
        }
    }

    /// A slot, waiting until `until`; 429 at once when the waiting room is full.
    async fn slot(&self, until: Instant) -> ApiResult<OwnedSemaphorePermit> {
        if let Ok(permit) = self.slots.clone().try_acquire_owned() {
            return Ok(permit);
        }
        if self.waiting.fetch_add(1, Ordering::AcqRel) >= self.max_waiting {
            self.waiting.fetch_sub(1, Ordering::AcqRel);
            return Err(busy(MSG_SERVER_BUSY));
        }
        let _waiting = Decrement(&self.waiting);
        acquire(&self.slots, until).await
    }
}

/// A permit of `slots`, or "busy" once `until` has passed.
async fn acquire(slots: &Arc<Semaphore>, until: Instant) -> ApiResult<OwnedSemaphorePermit> {
    let wait = until.saturating_duration_since(Instant::now());
    match tokio::time::timeout(wait, slots.clone().acquire_owned()).await {
        Ok(Ok(permit)) => Ok(permit),
        Ok(Err(closed)) => Err(ApiError::internal(closed)),
        Err(_) => Err(busy(MSG_SERVER_BUSY)),
    }
}

struct Decrement<'a>(&'a AtomicUsize);

impl Drop for Decrement<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

fn busy(problem: Problem) -> ApiError {
    ApiError::TooManyRequests {
        problem,
        retry_after_secs: 2,
    }
}

/// One user's jobs: how many are running or waiting, and the permits to run.
struct UserJobs {
    queued: usize,
    running: Arc<Semaphore>,
}

type Users = Arc<Mutex<HashMap<String, UserJobs>>>;

/// The lanes and who holds places in them.
pub struct HeavyWork {
    render: LaneQueue,
    import: LaneQueue,
    users: Users,
}

/// A user's place in line, given back when the job that holds it ends.
struct UserPlace {
    user_id: String,
    users: Users,
}

impl Drop for UserPlace {
    fn drop(&mut self) {
        if let Ok(mut map) = self.users.lock() {
            if let Some(jobs) = map.get_mut(&self.user_id) {
                jobs.queued -= 1;
                if jobs.queued == 0 {
                    map.remove(&self.user_id);
                }
            }
        }
    }
}

/// Raises the job's cancel flag when the request's future is dropped before the job answered.
struct CancelOnDrop(Arc<AtomicBool>);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

impl HeavyWork {
    /// `cores` render slots (renders are CPU-bound), half as many for imports, so uploads
    /// never take every core from downloads; each lane lets eight jobs per slot wait.
    pub fn new(cores: usize) -> Self {
        let cores = cores.max(1);
        let import_slots = (cores / 2).max(1);
        Self {
            render: LaneQueue::new(cores, cores * 8),
            import: LaneQueue::new(import_slots, import_slots * 8),
            users: Arc::default(),
        }
    }

    fn queue(&self, lane: Lane) -> &LaneQueue {
        match lane {
            Lane::Render => &self.render,
            Lane::Import => &self.import,
        }
    }

    /// A place in the user's line and the permits to run from it; 429 when the line is full.
    fn take_place(&self, user_id: &str) -> ApiResult<(UserPlace, Arc<Semaphore>)> {
        let mut map = self.users.lock().map_err(|_| busy(MSG_SERVER_BUSY))?;
        let jobs = map.entry(user_id.to_owned()).or_insert_with(|| UserJobs {
            queued: 0,
            running: Arc::new(Semaphore::new(PER_USER_RUNNING)),
        });
        if jobs.queued >= PER_USER_QUEUED {
            return Err(busy(MSG_USER_BUSY));
        }
        jobs.queued += 1;
        let place = UserPlace {
            user_id: user_id.to_owned(),
            users: self.users.clone(),
        };
        Ok((place, jobs.running.clone()))
    }

    /// Runs `work` for `user_id` in `lane` on the blocking pool, under the bounds above.
    pub async fn run<T>(
        &self,
        lane: Lane,
        user_id: &str,
        work: impl FnOnce(&Stop) -> T + Send + 'static,
    ) -> ApiResult<T>
    where
        T: Send + 'static,
    {
        let (place, user_permits) = self.take_place(user_id)?;
        let until = Instant::now() + MAX_WAIT;
        // The user's turn first, so their extra jobs never fill the lane's waiting room.
        let turn = acquire(&user_permits, until).await?;
        let slot = self.queue(lane).slot(until).await?;
        let stop = Stop {
            deadline: Instant::now() + lane.time_limit(),
            cancelled: Arc::default(),
        };
        let _cancel = CancelOnDrop(stop.cancel_flag());
        let job_stop = stop.clone();
        let job = tokio::task::spawn_blocking(move || {
            let _held = (slot, turn, place);
            work(&job_stop)
        });
        // The job checks its own deadline; this bound only catches one that cannot (a render
        // is never expected to get near it).
        let grace = lane.time_limit() + Duration::from_secs(1);
        match tokio::time::timeout(grace, job).await {
            Ok(Ok(value)) => Ok(value),
            Ok(Err(join)) => Err(ApiError::internal(join)),
            Err(_) => {
                tracing::error!(?lane, "a heavy job ran past its deadline");
                Err(ApiError::Unavailable(MSG_TOO_SLOW.into()))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc;

    use super::*;

    fn status(r: &ApiResult<()>) -> Option<u16> {
        use actix_web::ResponseError;
        r.as_ref().err().map(|e| e.status_code().as_u16())
    }

    #[actix_web::test]
    async fn a_user_runs_two_jobs_queues_a_few_and_is_refused_past_that() {
        let work = Arc::new(HeavyWork::new(4));
        let (release, wait) = mpsc::channel::<()>();
        let wait = Arc::new(Mutex::new(wait));
        let started = Arc::new(AtomicUsize::new(0));
        let mut running = Vec::new();
        for _ in 0..PER_USER_QUEUED {
            let started = started.clone();
            let (work, wait) = (work.clone(), wait.clone());
            running.push(tokio::spawn(async move {
                work.run(Lane::Render, "ana", move |_| {
                    started.fetch_add(1, Ordering::SeqCst);
                    let _ = wait.lock().map(|w| w.recv());
                })
                .await
            }));
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert_eq!(started.load(Ordering::SeqCst), PER_USER_RUNNING);
        let one_more = work.run(Lane::Import, "ana", |_| ()).await;
        assert_eq!(status(&one_more), Some(429));
        // Someone else is not held up by Ana's line.
        assert!(work.run(Lane::Render, "bo", |_| ()).await.is_ok());
        for _ in 0..PER_USER_QUEUED {
            release.send(()).ok();
        }
        for r in running {
            assert!(r.await.is_ok_and(|r| r.is_ok()));
        }
        assert!(work.run(Lane::Import, "ana", |_| ()).await.is_ok());
    }

    #[actix_web::test]
    async fn a_full_waiting_room_answers_at_once() {
        // One import slot, eight waiting: the tenth concurrent import is refused without waiting.
        let work = Arc::new(HeavyWork::new(1));
        let (release, wait) = mpsc::channel::<()>();
        let wait = Arc::new(Mutex::new(wait));
        let mut jobs = Vec::new();
        for i in 0..9 {
            let (work, wait) = (work.clone(), wait.clone());
            jobs.push(tokio::spawn(async move {
                work.run(Lane::Import, &format!("user{i}"), move |_| {
                    let _ = wait.lock().map(|w| w.recv());
                })
                .await
            }));
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
        let started = Instant::now();
        let refused = work.run(Lane::Import, "late", |_| ()).await;
        assert_eq!(status(&refused), Some(429));
        assert!(started.elapsed() < Duration::from_millis(100));
        // Downloads have their own lane.
        assert!(work.run(Lane::Render, "late", |_| ()).await.is_ok());
        for _ in 0..9 {
            release.send(()).ok();
        }
        for j in jobs {
            assert!(j.await.is_ok_and(|r| r.is_ok()));
        }
    }

    #[actix_web::test]
    async fn a_dropped_request_cancels_its_job() {
        let work = Arc::new(HeavyWork::new(2));
        let (seen_tx, seen_rx) = mpsc::channel::<bool>();
        let request = {
            let work = work.clone();
            tokio::spawn(async move {
                work.run(Lane::Import, "ana", move |stop| {
                    let until = Instant::now() + Duration::from_secs(3);
                    while !stop.is_cancelled() && Instant::now() < until {
                        std::thread::sleep(Duration::from_millis(5));
                    }
                    seen_tx.send(stop.is_cancelled()).ok();
                })
                .await
            })
        };
        tokio::time::sleep(Duration::from_millis(50)).await;
        request.abort();
        let cancelled = tokio::task::spawn_blocking(move || seen_rx.recv())
            .await
            .ok()
            .and_then(Result::ok);
        assert_eq!(cancelled, Some(true));
    }
}
