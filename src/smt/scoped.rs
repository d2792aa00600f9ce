//! `ScopedSolver`: the solver of depth-first walks (the SET interpreter's tree,
//! discovery's checks).

use super::solver::{rlimit, sat_of};
use super::watchdog::Watchdog;
use super::*;

/// A solver whose assertion scopes follow a depth-first walk of a tree: one scope per
/// tree edge, asserted directly (not through assumption literals), so Z3 keeps what it
/// learnt about the common prefix and simplifies asserted equalities.
pub struct ScopedSolver {
    solver: Solver,
    /// What each open scope holds, to rebuild them on a fresh solver after an
    /// interrupted check (see `Smt::guarded`).
    scopes: Vec<Vec<Formula>>,
    watchdog: Watchdog,
    /// Z3's resource limit of every check (0: none), kept for a fresh solver.
    rlimit: u32,
    /// Rounds of model-based quantifier instantiation per check (0: Z3's own
    /// limit), kept for a fresh solver.
    mbqi_rounds: u32,
    pub n_checks: u64,
    pub time: std::time::Duration,
}

impl ScopedSolver {
    /// `timeout_ms` limits each check (0: none).
    pub fn new(timeout_ms: u32) -> ScopedSolver {
        configure_z3();
        let mut s = ScopedSolver { solver: Solver::new(), scopes: Vec::new(), watchdog: Watchdog::new(), rlimit: 0, mbqi_rounds: 0, n_checks: 0, time: std::time::Duration::ZERO };
        s.set_timeout_ms(timeout_ms);
        s
    }

    /// Limits every later check to `units` of Z3's resource count (0: none): a
    /// limit of work, not of time, so a check ends the same way on a busy machine.
    pub fn set_rlimit(&mut self, units: u32) {
        self.rlimit = units;
        self.solver.set_params(&rlimit(units));
    }

    /// Limits every later check to `rounds` of model-based quantifier
    /// instantiation. Z3's own limit (1,000) lets a check that ends "incomplete
    /// quantifiers" run for a second while counting few resource units (1.5 M on
    /// rotate_left_unsafe.py's list copy, under the 2 M a discovery check may
    /// take): rounds are what bound such a check.
    pub fn limit_quantifier_rounds(&mut self, rounds: u32) {
        self.mbqi_rounds = rounds;
        let mut params = z3::Params::new();
        params.set_u32("mbqi.max_iterations", rounds);
        self.solver.set_params(&params);
    }

    /// The resource units Z3 has counted on this thread so far (they grow with
    /// every check, of any solver): the work between two readings.
    pub fn work_done(&self) -> u64 {
        super::solver::work_done(&self.solver)
    }

    /// Limits every later check to `ms` milliseconds (0: no limit).
    pub fn set_timeout_ms(&mut self, ms: u32) {
        self.watchdog.set_limit_ms(ms);
    }

    /// No check runs on past `at`.
    pub fn set_deadline(&mut self, at: std::time::Instant) {
        self.watchdog.set_deadline(at);
    }

    /// Opens a scope holding `parts`.
    pub fn push(&mut self, parts: &[Formula]) {
        self.solver.push();
        for p in parts {
            self.solver.assert(&p.0);
        }
        self.scopes.push(parts.to_vec());
    }

    /// Closes the innermost scope.
    pub fn pop(&mut self) {
        self.solver.pop(1);
        self.scopes.pop();
    }

    /// Is everything asserted in the open scopes satisfiable?
    pub fn check(&mut self) -> Sat {
        let start = std::time::Instant::now();
        let (res, interrupted) = Smt::guarded(&self.watchdog, &self.solver, |s| s.check());
        self.time += start.elapsed();
        self.n_checks += 1;
        let sat = sat_of(&self.solver, res);
        if interrupted {
            self.solver = Solver::new();
            if self.rlimit > 0 {
                self.set_rlimit(self.rlimit);
            }
            if self.mbqi_rounds > 0 {
                self.limit_quantifier_rounds(self.mbqi_rounds);
            }
            for parts in &self.scopes {
                self.solver.push();
                for p in parts {
                    self.solver.assert(&p.0);
                }
            }
        }
        sat
    }

    /// The model of the last satisfiable check.
    pub fn model(&self) -> Option<z3::Model> {
        self.solver.get_model()
    }
}
