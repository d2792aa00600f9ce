//! What every engine reports: the property it checks, its outcome, and an error path
//! before concrete replay. `check` turns these into verdicts.

use cfg_frontend::ast::ExcKind;
use cfg_frontend::cfg::ErrorKind;
use cfg_frontend::value::Value;
use crate::clp::PointId;

/// Which error points count as violations; the others end a run quietly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Property {
    /// error() calls, failing asserts and uncaught exceptions.
    All,
    /// Only calls of the error function.
    ErrorCall,
    /// Only failing asserts.
    Assertions,
    /// Uncaught exceptions, failing asserts included.
    Exceptions,
}

impl Property {
    /// Whether a concrete run that ended with `outcome` violates the property.
    pub fn violated_by(self, outcome: &cfg_frontend::interp::Outcome) -> bool {
        outcome.violation().is_some_and(|(kind, _)| self.covers(kind))
    }

    pub fn covers(self, kind: ErrorKind) -> bool {
        match self {
            // Where the search stopped looking: no property may be proved past it.
            _ if kind.is_cut() => true,
            Property::All => true,
            Property::ErrorCall => kind == ErrorKind::ErrorCall,
            Property::Assertions => kind == ErrorKind::Exception(ExcKind::AssertionError),
            Property::Exceptions => matches!(kind, ErrorKind::Exception(_)),
        }
    }
}

/// The reason an engine gives when it was stopped because another one answered.
pub const CALLED_OFF: &str = "stopped: another engine answered first";

/// Called about once a second during a search with (nodes, depth, restarts).
#[derive(Clone)]
pub struct ProgressHook(pub std::sync::Arc<dyn Fn(u64, usize, u64) + Send + Sync>);

impl std::fmt::Debug for ProgressHook {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ProgressHook")
    }
}

/// An error path found by the engine, before concrete replay.
#[derive(Clone, Debug)]
pub struct RawCounterexample {
    pub inputs: Vec<Value>,
    pub nondet: Vec<Value>,
    pub error_point: PointId,
}

#[derive(Clone, Debug)]
pub enum Outcome {
    Safe,
    Unsafe(RawCounterexample),
    Unknown(String),
}

/// Lowers the calling thread's scheduling priority (Linux `nice` 5), for an engine
/// that should give way to its peers in a portfolio yet still run.
pub fn yield_cpu_to_peers() {
    #[cfg(target_os = "linux")]
    // SAFETY: setpriority on this thread's own id has no memory effects; a failure
    // only leaves the priority as it was.
    unsafe {
        let tid = libc::syscall(libc::SYS_gettid) as libc::id_t;
        libc::setpriority(libc::PRIO_PROCESS, tid, NICE);
    }
}

/// The nice value of an engine giving way.
const NICE: i32 = 5;
