//! The cores of an unsatisfiable query checked under assumption literals (see
//! `Smt::core`): the solver's own, the late one (the shortest unsat suffix, by
//! bisection) and the minimal one (by deletion).

use super::solver::{rlimit, SatModel, Smt};
use super::*;

/// What `Smt::core` should return on unsat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Core {
    /// Nothing: only satisfiability matters.
    No,
    /// The solver's core, as it gives it.
    Any,
    /// The solver's core of the shortest unsat suffix of the path.
    Late,
    /// `Any`, made minimal by deletion when small.
    Minimal,
    /// `Late`, made minimal by deletion when small.
    LateMinimal,
}

impl Core {
    /// This kind of core, made minimal (see `Smt::core`).
    pub fn minimal(self) -> Core {
        match self {
            Core::Any => Core::Minimal,
            Core::Late => Core::LateMinimal,
            k => k,
        }
    }

    fn late(self) -> bool {
        matches!(self, Core::Late | Core::LateMinimal)
    }

    fn minimised(self) -> bool {
        matches!(self, Core::Minimal | Core::LateMinimal)
    }
}

/// Z3 resource units one trial of a late core's bisection or of a minimal core's
/// deletion may take (Z3 counts a few million a second): the trials of the shared
/// C tasks and the Python corpus take far fewer.
const TRIAL_WORK: u32 = 2_000_000;

impl Smt {
    /// `assume` within `units` of Z3's resource count (the solver is spoiled, as
    /// by an interrupt, when they run out).
    fn assume_within(&mut self, lits: &[Bool], units: u32) -> SatResult {
        self.current().set_params(&rlimit(units));
        let res = self.assume(lits);
        self.current().set_params(&rlimit(0));
        res
    }

    /// The answer of the open query (`lits`, one per position of `active`), with
    /// the core `want_core` asks for on unsat (see `Smt::core`).
    pub(super) fn core_of(&mut self, active: &[Active], lits: &[Bool], with_extra: bool, want_core: Core) -> Result<Option<Vec<usize>>, String> {
        // A subset of the known positions is satisfiable: in deletion that is the
        // trial without the query's one new position (the guard of an infeasible
        // child), a check each core would otherwise pay for.
        //
        // A trial that is not unsat within its work keeps its positions: a core is
        // any unsat subset, and the trials only make it smaller. A subset can be far
        // harder than the whole: without the definition of `xs`, `ys = xs + xs`'s
        // cells and `ys[3] != n + 1` are satisfiable, and Z3 found no model for the
        // quantified cells until the run's time limit.
        let unsat = |smt: &mut Smt, trial: &[usize]| -> bool {
            if !with_extra && trial.iter().all(|&i| active[i].known) {
                return false;
            }
            let trial: Vec<Bool> = trial.iter().map(|&i| lits[i].clone()).collect();
            smt.assume_within(&trial, TRIAL_WORK) == SatResult::Unsat
        };
        match self.assume(lits) {
            SatResult::Sat => {
                if self.keep_model {
                    self.kept = SatModel::of(self.current());
                }
                return Ok(None);
            }
            SatResult::Unknown => return Err(self.current().get_reason_unknown().unwrap_or_else(|| "unknown".into())),
            SatResult::Unsat if want_core == Core::No => return Ok(Some(Vec::new())),
            SatResult::Unsat => {}
        }
        let is_pinned = |i: usize| active[i].pinned || !want_core.late();
        let pinned: Vec<usize> = (0..lits.len()).filter(|&i| is_pinned(i)).collect();
        let free: Vec<usize> = (0..lits.len()).filter(|&i| !is_pinned(i)).collect();
        let with_suffix = |s: usize| -> Vec<usize> {
            let mut v: Vec<usize> = pinned.iter().copied().chain(free[s..].iter().copied()).collect();
            v.sort_unstable();
            v
        };
        // Largest s with pinned ∪ free[s..] unsat; s = 0 is known unsat.
        let (mut lo, mut hi) = (0, free.len());
        // The suffix whose core the solver holds (the latest check was unsat on it).
        let mut holds = Some(0);
        while lo < hi {
            let mid = (lo + hi).div_ceil(2);
            if unsat(self, &with_suffix(mid)) {
                lo = mid;
                holds = Some(mid);
            } else {
                hi = mid - 1;
                holds = None;
            }
        }
        let chosen = with_suffix(lo);
        if holds != Some(lo) {
            let trial: Vec<Bool> = chosen.iter().map(|&i| lits[i].clone()).collect();
            if self.assume(&trial) != SatResult::Unsat {
                // Only a solver limit can make a subset of an unsat set satisfiable.
                return Ok(Some((0..lits.len()).collect()));
            }
        }
        let core = self.current().get_unsat_core();
        let mut idx: Vec<usize> = chosen.into_iter().filter(|&i| core.iter().any(|c| *c == lits[i])).collect();
        // Deletion, oldest first; skipped for large cores (too many checks).
        if want_core.minimised() && idx.len() <= 12 {
            let mut k = 0;
            while k < idx.len() {
                let trial: Vec<usize> = idx.iter().enumerate().filter(|(j, _)| *j != k).map(|(_, &m)| m).collect();
                if unsat(self, &trial) {
                    idx.remove(k);
                } else {
                    k += 1;
                }
            }
        }
        Ok(Some(idx))
    }
}
