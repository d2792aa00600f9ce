//! The solvers the engines query: `Smt` for path queries and one-off checks,
//! `ScopedSolver` for depth-first walks.

use super::table::Table;
use super::watchdog::Watchdog;
use super::*;
use std::rc::Rc;

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

/// One position of the engine's path in a check (`Smt::core`).
#[derive(Clone, Copy, Debug)]
pub struct Active<'a> {
    /// Index into the path.
    pub pos: usize,
    /// The formula in play there.
    pub formula: &'a Formula,
    /// `formula` is the position's own (not a slackened form): the path's scope for
    /// the position already holds it.
    pub own: bool,
    /// Already kept by the engine: a core may use it at no cost.
    pub pinned: bool,
    /// Satisfiable together with every other `known` position (the engine checked
    /// them when their node was reached): a check of only such positions, without
    /// an extra formula, is answered without the solver.
    pub known: bool,
}

/// Two long-lived solvers for the engine's path queries, and one for one-off checks
/// (a fresh solver per query costs milliseconds).
///
/// A path query is answered one of two ways, by how much of the path it uses:
/// - most of it: on `path_solver`, whose scopes mirror the engine's path, one scope
///   per position asserting `literal => formula`, so that a check only adds what
///   changed since the last one and Z3 keeps what it learnt;
/// - a small slice of it: on `slice_solver`, in a scope of its own holding only
///   those positions. There every check no longer pays for the whole path, which
///   the path solver does even when most literals are off.
///
/// Measured: slices alone took 2-5x less solver time on the driver tasks but twice
/// as much on late_error (one long chain of definitions, sliced to nearly all of it).
pub struct Smt {
    /// For one-off checks (`check`): reset before each.
    solver: Solver,
    path_solver: Solver,
    path_stack: Vec<(u64, Bool)>,
    n_temp_lits: u64,
    slice_solver: Solver,
    /// Which solver the query in progress runs on.
    on_slice: bool,
    /// A check of the query in progress was interrupted: its solver is replaced
    /// when the query closes, and not checked before (see `guarded`).
    spoiled: bool,

    /// Whether `core` keeps the model of a satisfiable query (see `take_model`).
    keep_model: bool,
    kept: Option<SatModel>,
    /// Answers of path queries, by the query's formulas (see `core`).
    answers: Table<Query, Answer>,

    /// Enforces the per-check limit; a check over it answers unknown.
    watchdog: Watchdog,
    pub n_checks: u64,
    pub time: std::time::Duration,
}

/// A model of a satisfiable query, opaque outside this module.
#[derive(Clone)]
pub struct SatModel(pub(super) Rc<z3::Model>);

/// A path query as `Smt::core` keeps its answer: its formulas ordered by term id
/// (the key holds them, so that their ids are not reused), and its extra formula.
type Query = (Vec<Formula>, Option<Formula>);

/// What a path query answered: a model of it, if one was kept; or unsat, with the
/// formulas of a core (`Core::Any`) if one was asked for.
#[derive(Clone)]
enum Answer {
    Sat(Option<SatModel>),
    Unsat(Option<Vec<Formula>>),
}

/// Answers kept at most (each holds its query's formulas and maybe a model).
const ANSWERS: usize = 20_000;

impl SatModel {
    /// The model of `solver`'s last satisfiable check.
    fn of(solver: &Solver) -> Option<SatModel> {
        solver.get_model().map(|m| SatModel(Rc::new(m)))
    }

    /// Whether `f` evaluates to false in the model (completed where it is silent).
    pub fn falsifies(&self, f: &Formula) -> bool {
        self.0.eval(&f.0, true).and_then(|b| b.as_bool()) == Some(false)
    }
}

/// A query whose positions are at most this share of the path runs on the slice solver.
const SLICE_SHARE: usize = 2;

/// Z3 resource units one trial of a late core's bisection or of a minimal core's
/// deletion may take (Z3 counts a few million a second): the trials of the shared
/// C tasks and the Python corpus take far fewer.
const TRIAL_WORK: u32 = 2_000_000;

/// Solver parameters that bound each later check to `units` of Z3's resource count
/// (0: no bound).
fn rlimit(units: u32) -> z3::Params {
    let mut params = z3::Params::new();
    params.set_u32("rlimit", units);
    params
}

impl Default for Smt {
    fn default() -> Smt {
        Smt::new()
    }
}

impl Smt {
    pub fn new() -> Smt {
        configure_z3();
        Smt {
            solver: Solver::new(),
            path_solver: Solver::new(),
            path_stack: Vec::new(),
            n_temp_lits: 0,
            slice_solver: Solver::new(),
            on_slice: false,
            spoiled: false,
            keep_model: false,
            kept: None,
            answers: Table::bounded(ANSWERS),
            watchdog: Watchdog::new(),
            n_checks: 0,
            time: std::time::Duration::ZERO,
        }
    }

    /// Limits every later check to `ms` milliseconds (0: no limit).
    pub fn set_timeout_ms(&mut self, ms: u32) {
        self.watchdog.set_limit_ms(ms);
    }

    /// No check runs on past `at`.
    pub fn set_deadline(&mut self, at: std::time::Instant) {
        self.watchdog.set_deadline(at);
    }

    /// Runs `check` on `solver` under the watchdog, and says whether the check was
    /// interrupted. A solver whose check was interrupted is never checked again:
    /// Z3 5.4 can crash in a later check of such a solver (SIGSEGV in
    /// `smt::context::cache_generation` on the third check of a slice solver after
    /// two interrupted ones, random script 756), so its owner starts a fresh one.
    fn guarded(watchdog: &Watchdog, solver: &Solver, check: impl Fn(&Solver) -> SatResult) -> (SatResult, bool) {
        let res = watchdog.run(|| check(solver));
        // A resource limit reached stops the check as an interrupt does.
        let interrupted = res == SatResult::Unknown && solver.get_reason_unknown().is_some_and(|r| r.contains("cancel") || r.contains("resource limit"));
        (res, interrupted)
    }

    pub(super) fn current(&self) -> &Solver {
        if self.on_slice {
            &self.slice_solver
        } else {
            &self.path_solver
        }
    }

    /// Starts the path solver afresh: its scopes are rebuilt at the next query. For
    /// when it has called feasible a path that a fresh solver refutes (Z3 5.4 on
    /// elevator.py, with or without interrupts, its assertions exactly the path's):
    /// Z3's incremental state, not the path, was at fault; the answers kept from
    /// it go too (one such answer, asked again after the reset, repeated the
    /// error: luhn_unsafe.py ended "internal error" instead of UNSAFE).
    pub fn reset_path(&mut self) {
        self.path_solver = Solver::new();
        self.path_stack.clear();
        self.answers.clear();
    }

    /// Makes the path solver's scopes match `path` (positions with unique ids).
    fn sync(&mut self, path: &[(u64, &Formula)]) {
        let common = self.path_stack.iter().zip(path).take_while(|(a, b)| a.0 == b.0).count();
        let extra = self.path_stack.len() - common;
        if extra > 0 {
            self.path_solver.pop(extra as u32);
            self.path_stack.truncate(common);
        }
        for &(id, f) in &path[common..] {
            self.path_solver.push();
            let lit = Bool::new_const(format!("p!{id}"));
            self.path_solver.assert(lit.implies(&f.0));
            self.path_stack.push((id, lit));
        }
    }

    /// Checks the conjunction of the `active` positions of the engine's `path` (in
    /// path order; each position with a unique id) and `extra`. `Ok(None)` when
    /// satisfiable. On unsat, with `want_core`, the indices into `active` of an
    /// unsat core; with `Core::No`, an empty list.
    ///
    /// With `Core::Late` the core is biased towards the end of the path: it comes
    /// from the shortest suffix of the unpinned positions that, with the pinned
    /// ones, is still unsat (found by bisection). Constraints near the start of a
    /// path are typically loop initialisations; leaving them out of a core leaves
    /// them free to be weakened into loop invariants, and smaller cores give more
    /// general interpolants.
    ///
    /// With `Core::Minimal` and `Core::LateMinimal` the core is then made minimal
    /// by deletion (a check per member) when small. That pays where a core is
    /// blamed (a spurious error's, a loop closure's): a needless member there is
    /// a weakening undone or a restart; on Python's division, a nonlinear
    /// position carried into later queries (gcd_unsafe ended "incomplete
    /// (theory arithmetic)", floor_division_unsafe took 123 nodes for 22). For the
    /// cores of infeasible children and memo entries it mostly did not: 217 of
    /// its 254 trials on tcas_like.c kept their member, half of all checks there
    /// (see ARCHITECTURE.md for the figures).
    ///
    /// The same formulas recur in queries from many nodes (the slice of a guard over
    /// inputs is the same on every path through branches that do not touch them: a
    /// third of tcas's queries): their answers are kept, with the model or core
    /// found, for `Core::No` and `Core::Any` (a late core depends on the positions'
    /// order; a minimal one is asked for rarely).
    pub fn core(&mut self, path: &[(u64, &Formula)], active: &[Active], extra: Option<&Formula>, want_core: Core) -> Result<Option<Vec<usize>>, String> {
        let query = matches!(want_core, Core::No | Core::Any).then(|| query_of(active, extra));
        match query.as_ref().and_then(|q| self.answers.get(q)) {
            Some(Answer::Sat(model)) if model.is_some() || !self.keep_model => {
                if self.keep_model {
                    self.kept = model;
                }
                return Ok(None);
            }
            Some(Answer::Unsat(_)) if want_core == Core::No => return Ok(Some(Vec::new())),
            Some(Answer::Unsat(Some(core))) => return Ok(Some(positions_of(&core, active))),
            Some(Answer::Unsat(None)) => return self.core_of_unsat(path, active, extra, want_core),
            _ => {}
        }
        let out = self.check_slice_first(path, active, extra, want_core);
        if let (Some(q), Ok(answer)) = (query, &out) {
            let answer = match answer {
                None => Answer::Sat(self.kept.clone()),
                Some(idx) => Answer::Unsat((want_core == Core::Any).then(|| formulas_at(idx, active))),
            };
            self.answers.insert(q, answer);
        }
        out
    }

    /// `core`, not kept: a slice is checked directly first.
    fn check_slice_first(&mut self, path: &[(u64, &Formula)], active: &[Active], extra: Option<&Formula>, want_core: Core) -> Result<Option<Vec<usize>>, String> {
        let start = std::time::Instant::now();
        if Smt::fits_slice(active, path) {
            // Most slice queries are satisfiable, and asserted directly, without
            // assumption literals, Z3 answers them faster (kbfiltr: 0.037 s → 0.023 s
            // of solver time); a core, if one is wanted, is found afterwards.
            self.n_checks += 1;
            self.slice_solver.push();
            for f in extra.into_iter().chain(active.iter().map(|a| a.formula)) {
                self.slice_solver.assert(&f.0);
            }
            let (res, interrupted) = Smt::guarded(&self.watchdog, &self.slice_solver, |s| s.check());
            if res == SatResult::Sat && self.keep_model {
                self.kept = SatModel::of(&self.slice_solver);
            }
            let reason = self.slice_solver.get_reason_unknown();
            if interrupted {
                self.slice_solver = Solver::new();
            } else {
                self.slice_solver.pop(1);
            }
            let answered = match res {
                SatResult::Sat => Some(Ok(None)),
                SatResult::Unknown => Some(Err(reason.unwrap_or_else(|| "unknown".into()))),
                SatResult::Unsat if want_core == Core::No => Some(Ok(Some(Vec::new()))),
                SatResult::Unsat => None,
            };
            if let Some(out) = answered {
                self.time += start.elapsed();
                return out;
            }
        }
        self.time += start.elapsed();
        self.unsat_core(path, active, extra, want_core)
    }

    /// `core` for a query known to be unsatisfiable (it was just checked): no
    /// direct check of a slice first.
    pub fn core_of_unsat(&mut self, path: &[(u64, &Formula)], active: &[Active], extra: Option<&Formula>, want_core: Core) -> Result<Option<Vec<usize>>, String> {
        if want_core != Core::Any {
            return self.unsat_core(path, active, extra, want_core);
        }
        let query = query_of(active, extra);
        if let Some(Answer::Unsat(Some(core))) = self.answers.get(&query) {
            return Ok(Some(positions_of(&core, active)));
        }
        let out = self.unsat_core(path, active, extra, want_core);
        if let Ok(Some(idx)) = &out {
            self.answers.insert(query, Answer::Unsat(Some(formulas_at(idx, active))));
        }
        out
    }

    /// `core_of_unsat`, not kept.
    fn unsat_core(&mut self, path: &[(u64, &Formula)], active: &[Active], extra: Option<&Formula>, want_core: Core) -> Result<Option<Vec<usize>>, String> {
        let start = std::time::Instant::now();
        let lits = self.activate(path, active, extra);
        let out = self.core_of(active, &lits, extra.is_some(), want_core);
        self.close();
        self.time += start.elapsed();
        out
    }

    fn fits_slice(active: &[Active], path: &[(u64, &Formula)]) -> bool {
        active.len() * SLICE_SHARE <= path.len()
    }

    /// Opens a scope for a query on the solver its size calls for, holding `extra`,
    /// and returns one assumption literal per active position.
    pub(super) fn activate(&mut self, path: &[(u64, &Formula)], active: &[Active], extra: Option<&Formula>) -> Vec<Bool> {
        self.on_slice = Smt::fits_slice(active, path);
        if !self.on_slice {
            self.sync(path);
        }
        let on_slice = self.on_slice;
        let solver = if on_slice { &self.slice_solver } else { &self.path_solver };
        solver.push();
        if let Some(e) = extra {
            solver.assert(&e.0);
        }
        let mut lits = Vec::with_capacity(active.len());
        for (k, a) in active.iter().enumerate() {
            if a.own && !on_slice {
                lits.push(self.path_stack[a.pos].1.clone());
                continue;
            }
            // The slice solver's names live only in the query's scope and are reused;
            // the path solver's must differ from every literal in its path scopes.
            let name = if on_slice {
                format!("a!{k}")
            } else {
                self.n_temp_lits += 1;
                format!("w!{}", self.n_temp_lits)
            };
            let lit = Bool::new_const(name);
            solver.assert(lit.implies(&a.formula.0));
            lits.push(lit);
        }
        lits
    }

    pub(super) fn close(&mut self) {
        if !std::mem::take(&mut self.spoiled) {
            self.current().pop(1);
        } else if self.on_slice {
            self.slice_solver = Solver::new();
        } else {
            self.reset_path();
        }
    }

    /// Under a model of the `active` positions of `path`, which of `candidates`
    /// hold: `false` only where the candidate evaluates to false, so that the model
    /// shows they do not imply it. `None` when there is no model (unsat or unknown).
    pub fn holds_in_model(&mut self, path: &[(u64, &Formula)], active: &[Active], candidates: &[Formula]) -> Option<Vec<bool>> {
        let start = std::time::Instant::now();
        let lits = self.activate(path, active, None);
        let out = match self.assume(&lits) {
            SatResult::Sat => SatModel::of(self.current()).map(|m| candidates.iter().map(|c| !m.falsifies(c)).collect()),
            _ => None,
        };
        self.close();
        self.time += start.elapsed();
        out
    }

    /// A check of the open query under `lits`; unknown without a check once a check
    /// of this query was interrupted (see `guarded`).
    pub(super) fn assume(&mut self, lits: &[Bool]) -> SatResult {
        if self.spoiled {
            return SatResult::Unknown;
        }
        self.n_checks += 1;
        let (res, interrupted) = Smt::guarded(&self.watchdog, self.current(), |s| s.check_assumptions(lits));
        self.spoiled = interrupted;
        res
    }

    /// `assume` within `units` of Z3's resource count (the solver is spoiled, as
    /// by an interrupt, when they run out).
    fn assume_within(&mut self, lits: &[Bool], units: u32) -> SatResult {
        self.current().set_params(&rlimit(units));
        let res = self.assume(lits);
        self.current().set_params(&rlimit(0));
        res
    }

    fn core_of(&mut self, active: &[Active], lits: &[Bool], with_extra: bool, want_core: Core) -> Result<Option<Vec<usize>>, String> {
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

    /// Whether later `core` queries that are satisfiable keep their model, until
    /// `take_model`. The model satisfies the query's positions and extra formula,
    /// not necessarily the rest of the path.
    pub fn keep_models(&mut self, on: bool) {
        self.keep_model = on;
        self.kept = None;
    }

    /// The model kept from the last satisfiable `core` query (see `keep_models`).
    pub fn take_model(&mut self) -> Option<SatModel> {
        self.kept.take()
    }

    /// The model of the last satisfiable `check`.
    pub fn model(&self) -> Option<z3::Model> {
        self.solver.get_model()
    }

    /// Is the conjunction of `parts` satisfiable? Leaves a model on Sat (until the
    /// next check). The parts are asserted in a scope rather than passed as
    /// assumptions: Z3 simplifies asserted equalities, which it cannot do for
    /// assumptions.
    pub fn check(&mut self, parts: &[Formula]) -> Sat {
        let start = std::time::Instant::now();
        self.solver.reset();
        for p in parts {
            self.solver.assert(&p.0);
        }
        // The solver simplifies its assertions in place while checking: keep the
        // query as asked, for the dump.
        let asked = std::env::var_os("TRACER_DUMP_UNKNOWN").is_some().then(|| self.solver.to_string());
        let (res, interrupted) = Smt::guarded(&self.watchdog, &self.solver, |s| s.check());
        if let (SatResult::Unknown, Some(asked)) = (res, asked) {
            eprintln!("; solver gave up on:\n{asked}(check-sat)");
        }
        self.time += start.elapsed();
        self.n_checks += 1;
        let sat = sat_of(&self.solver, res);
        if interrupted {
            self.solver = Solver::new();
        }
        sat
    }

}

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
        match self.solver.get_statistics().value("rlimit count") {
            Some(z3::StatisticsValue::UInt(n)) => n as u64,
            Some(z3::StatisticsValue::Double(n)) => n as u64,
            None => 0,
        }
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

fn query_of(active: &[Active], extra: Option<&Formula>) -> Query {
    let mut fs: Vec<(u32, Formula)> = active.iter().map(|a| (walk::id_of(&Dynamic::from_ast(&a.formula.0)), a.formula.clone())).collect();
    fs.sort_unstable_by_key(|(id, _)| *id);
    fs.dedup_by_key(|(id, _)| *id);
    (fs.into_iter().map(|(_, f)| f).collect(), extra.cloned())
}

/// The formulas of a core (indices into `active`), as it is kept.
fn formulas_at(idx: &[usize], active: &[Active]) -> Vec<Formula> {
    idx.iter().map(|&i| active[i].formula.clone()).collect()
}

/// The positions of `active` whose formulas are those of a kept core (the first of
/// several with the same formula).
fn positions_of(core: &[Formula], active: &[Active]) -> Vec<usize> {
    let mut idx: Vec<usize> = core.iter().filter_map(|f| active.iter().position(|a| a.formula == f)).collect();
    idx.sort_unstable();
    idx.dedup();
    idx
}

fn sat_of(solver: &Solver, res: SatResult) -> Sat {
    match res {
        SatResult::Sat => Sat::Sat,
        SatResult::Unsat => Sat::Unsat,
        SatResult::Unknown => Sat::Unknown(solver.get_reason_unknown().unwrap_or_else(|| "unknown".into())),
    }
}

