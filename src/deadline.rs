//! `--timeout T` as a promise about the process: whatever the engines are doing (a
//! Z3 call that ignores its own limit, Spacer's set-up, a front end on a huge file),
//! the process ends within T + 1 s with UNKNOWN. The engines stop themselves at T;
//! this is the backstop for when one does not.
//!
//! Exactly one answer is printed: the main thread and the watchdog both claim the
//! output before printing, and whoever claims second stays silent.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// How long past the limit the watchdog waits for the engines' own answer. The
/// issue's promise is 1 s; the rest is left for printing and exiting.
const GRACE: Duration = Duration::from_millis(600);

static CLAIMED: AtomicBool = AtomicBool::new(false);

/// Claims the right to print the verdict. When the watchdog has claimed it (it is
/// printing UNKNOWN and ending the process), the caller waits for that end instead
/// of printing a second answer.
pub fn claim_output() {
    if CLAIMED.swap(true, Ordering::SeqCst) {
        loop {
            std::thread::park();
        }
    }
}

/// Starts the watchdog for a check limited to `limit` (counted from `started`, the
/// start of the process): at `limit + GRACE` it prints UNKNOWN (one JSON object with
/// `json`) and exits with status 3, unless the answer was printed first.
pub fn watch(started: Instant, limit: Duration, json: bool) {
    let at = started + limit + GRACE;
    let spawned = std::thread::Builder::new().name("deadline".into()).spawn(move || {
        std::thread::sleep(at.saturating_duration_since(Instant::now()));
        if CLAIMED.swap(true, Ordering::SeqCst) {
            return;
        }
        let reason = format!("timeout after {:.1} s (the engines had not stopped; ended by the deadline)", limit.as_secs_f64());
        if json {
            println!("{}", serde_json::json!({ "verdict": "UNKNOWN", "reason": reason, "engine": null }));
        } else {
            println!("UNKNOWN: {reason}");
        }
        use std::io::Write;
        let _ = std::io::stdout().flush();
        // Engines may be deep inside Z3: no destructor may run (C++ statics torn down
        // under a running solver crash), nothing may wait.
        // SAFETY: _exit only ends the process.
        unsafe { libc::_exit(3) }
    });
    // Without a thread the engines' own limits still hold; nothing else to do.
    drop(spawned);
}
