//! A per-check time limit for Z3 without a Z3 timer per check.
//!
//! Z3's `timeout` parameter arms a timer for every check: a wake-up of its timer
//! thread and back, about 80 µs, a third of all solver time on the driver tasks
//! (kbfiltr: 0.060 s → 0.040 s without it). Here one thread per solver owner polls
//! instead, and interrupts the context when the check in progress has run past the
//! limit.
//!
//! The thread interrupts only while the owner holds the check open (`gate`): an
//! interrupt never lands between checks, where it would cancel the next one. A
//! solver whose check was interrupted is not checked again (see `Smt::guarded`).

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

thread_local! {
    static CANCEL: std::cell::RefCell<Option<Arc<AtomicBool>>> = const { std::cell::RefCell::new(None) };
}

/// Runs `f` as a search that `flag` can call off: once it is set, `cancelled()`
/// says so to the engine's loop, and every solver made in `f` is interrupted in the
/// check it is running (within `POLL`). For engines run side by side, where the
/// first answer makes the others moot.
pub fn with_cancel<T>(flag: Arc<AtomicBool>, f: impl FnOnce() -> T) -> T {
    let old = CANCEL.with(|c| c.replace(Some(flag)));
    let out = f();
    CANCEL.with(|c| *c.borrow_mut() = old);
    out
}

/// Whether the search running on this thread was called off.
pub fn cancelled() -> bool {
    CANCEL.with(|c| c.borrow().as_ref().is_some_and(|f| f.load(Ordering::Relaxed)))
}

/// How often the thread looks at the check in progress; a limit is kept to within this.
const POLL: Duration = Duration::from_millis(5);

struct Shared {
    epoch: Instant,
    /// Microseconds since `epoch` at which the check in progress started, plus one;
    /// 0 when no check runs.
    started: AtomicU64,
    /// The limit of the check in progress in microseconds; 0 for none.
    limit: AtomicU64,
    /// The limit every check gets (microseconds; 0 for none), and the time after
    /// which no check may run on (microseconds since `epoch`; 0 for none): a check
    /// gets the smaller of the two.
    per_check: AtomicU64,
    deadline: AtomicU64,
    stop: AtomicBool,
    /// Held while the thread interrupts, and by the owner while it marks a check
    /// ended: an interrupt lands only inside the check it was meant for.
    gate: Mutex<()>,
    /// The search this solver works for was called off (see `with_cancel`).
    cancel: Option<Arc<AtomicBool>>,
}

impl Shared {
    fn now(&self) -> u64 {
        self.epoch.elapsed().as_micros() as u64 + 1
    }
}

pub struct Watchdog {
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

impl Watchdog {
    /// A watchdog for the calling thread's Z3 context (the one its solvers use).
    pub fn new() -> Watchdog {
        let shared = Arc::new(Shared {
            epoch: Instant::now(),
            started: AtomicU64::new(0),
            limit: AtomicU64::new(0),
            per_check: AtomicU64::new(0),
            deadline: AtomicU64::new(0),
            stop: AtomicBool::new(false),
            gate: Mutex::new(()),
            cancel: CANCEL.with(|c| c.borrow().clone()),
        });
        let mut w = Watchdog { shared, thread: None };
        if w.shared.cancel.is_some() {
            w.thread = Some(w.spawn());
        }
        w
    }

    /// Limits every later check to `ms` milliseconds (0: no limit).
    pub fn set_limit_ms(&mut self, ms: u32) {
        self.shared.per_check.store(ms as u64 * 1000, Ordering::Relaxed);
        if ms > 0 && self.thread.is_none() {
            self.thread = Some(self.spawn());
        }
    }

    /// No check runs on past `at` (a run's time limit): however many checks a step
    /// of the search makes, together they end by then.
    pub fn set_deadline(&mut self, at: Instant) {
        let micros = at.saturating_duration_since(self.shared.epoch).as_micros() as u64 + 1;
        self.shared.deadline.store(micros, Ordering::Relaxed);
        if self.thread.is_none() {
            self.thread = Some(self.spawn());
        }
    }

    fn spawn(&self) -> JoinHandle<()> {
        let shared = Arc::clone(&self.shared);
        // The context outlives the thread: `drop` joins it first, and the context is
        // the owner thread's own, alive as long as that thread is.
        let ctx = z3::Context::thread_local().get_z3_context().as_ptr() as usize;
        std::thread::spawn(move || {
            while !shared.stop.load(Ordering::Relaxed) {
                // Parked, not asleep: `drop` wakes the thread at once (a sleep
                // kept every run's end waiting up to `POLL` per solver owner).
                std::thread::park_timeout(POLL);
                let _held = shared.gate.lock().unwrap_or_else(|e| e.into_inner());
                let started = shared.started.load(Ordering::Relaxed);
                let limit = shared.limit.load(Ordering::Relaxed);
                let over = limit != 0 && shared.now().saturating_sub(started) > limit;
                let cancelled = shared.cancel.as_ref().is_some_and(|c| c.load(Ordering::Relaxed));
                if started != 0 && (over || cancelled) {
                    // SAFETY: `ctx` is a live context (see above); Z3_interrupt is
                    // meant to be called from another thread.
                    unsafe { z3_sys::Z3_interrupt(std::ptr::NonNull::new_unchecked(ctx as *mut z3_sys::_Z3_context)) };
                }
            }
        })
    }

    /// Runs one check under the limit.
    pub fn run<T>(&self, check: impl FnOnce() -> T) -> T {
        let start = self.shared.now();
        let per_check = self.shared.per_check.load(Ordering::Relaxed);
        let limit = match self.shared.deadline.load(Ordering::Relaxed) {
            0 => per_check,
            deadline => {
                // At least a millisecond: a check must be able to answer at all.
                let left = deadline.saturating_sub(start).max(1000);
                if per_check == 0 { left } else { per_check.min(left) }
            }
        };
        self.shared.limit.store(limit, Ordering::Relaxed);
        self.shared.started.store(start, Ordering::Relaxed);
        let out = check();
        {
            let _held = self.shared.gate.lock().unwrap_or_else(|e| e.into_inner());
            self.shared.started.store(0, Ordering::Relaxed);
        }
        out
    }
}

impl Default for Watchdog {
    fn default() -> Watchdog {
        Watchdog::new()
    }
}

impl Drop for Watchdog {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::Relaxed);
        if let Some(t) = self.thread.take() {
            t.thread().unpark();
            let _ = t.join();
        }
    }
}
