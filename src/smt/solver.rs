//! The solver of minimax's path queries and of one-off checks: `Smt`.

use super::slices::Slices;
use super::table::Table;
use super::walk::Theory;
use super::watchdog::Watchdog;
use super::*;
use std::rc::Rc;

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
/// - a small slice of it: on `slices` (see there), or, when one of its formulas is
///   not plain, on `slice_solver` in a scope of its own holding only those
///   positions. There every check no longer pays for the whole path, which the
///   path solver does even when most literals are off.
///
/// Measured: slices alone took 2-5x less solver time on the driver tasks but twice
/// as much on late_error (one long chain of definitions, sliced to nearly all of it).
pub struct Smt {
    /// For one-off checks (`check`): reset before each.
    solver: Solver,
    path_solver: Solver,
    path_stack: Vec<(u64, Bool)>,
    n_temp_lits: u64,
    slices: Slices,
    slice_solver: Solver,
    /// Whether every formula given to `path_solver` and `slice_solver` so far was
    /// plain (`walk::Theory::Plain`): they are then set up for plain formulas only
    /// (`query_solver`). The first formula that is not makes both general for the
    /// rest of the run (`admit`).
    plain: bool,
    /// Whether Z3 gave up on a feasibility check of most of the path in a scope of
    /// its own (see `check_slice_first`): such checks then go to the path solver
    /// for the rest of the run.
    scoped_gave_up: bool,
    /// A moving average of the Z3 resource units the path solver's checks of
    /// `structured` queries took (see `check_slice_first`).
    path_work: f64,
    /// Which solver the query in progress runs on.
    on: On,
    /// Literals every check of the query in progress assumes besides those of its
    /// positions (its extra formula's, on `slices`).
    base: Vec<Bool>,
    /// The core of the last `Core::No` query found unsat on `slices`, kept with
    /// its answer (see `core`).
    first_core: Option<Vec<usize>>,
    /// For each kind of slice query (`kind_of`), how often it was unsat lately: a
    /// moving average (see `check_slice_first`).
    unsat_share: [f32; 10],
    /// A check of the query in progress was interrupted: its solver is replaced
    /// when the query closes, and not checked before (see `guarded`).
    spoiled: bool,

    /// Whether `core` keeps the model of a satisfiable query (see `take_model`).
    pub(super) keep_model: bool,
    pub(super) kept: Option<SatModel>,
    /// Answers of path queries, by the query's formulas (see `core`).
    answers: Table<Query, Answer>,

    /// Enforces the per-check limit; a check over it answers unknown.
    watchdog: Watchdog,
    pub n_checks: u64,
    pub time: std::time::Duration,
}

/// Where a query runs (see `Smt`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum On {
    Path,
    Slices,
    /// `slice_solver`, in a scope of the query's own.
    Scoped,
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
    pub(super) fn of(solver: &Solver) -> Option<SatModel> {
        solver.get_model().map(|m| SatModel(Rc::new(m)))
    }

    /// Whether `f` evaluates to false in the model (completed where it is silent).
    pub fn falsifies(&self, f: &Formula) -> bool {
        self.0.eval(&f.0, true).and_then(|b| b.as_bool()) == Some(false)
    }
}

/// A query whose positions are at most this share of the path runs on the slice solver.
const SLICE_SHARE: usize = 2;

/// Z3 resource units a feasibility check of most of a path in a scope of its own
/// may take before the path solver is asked instead (see `check_slice_first`):
/// those Z3 answered on the Python corpora took at most 45,000; one on
/// stack_underflow.py's quantified cells took a second to give up.
const SCOPED_WORK: u32 = 100_000;

/// Positions such a check needs at least: below, the path solver was faster
/// (two_sum_sorted_unsafe.py, finally_log.py: 0.2-0.7 ms against 0.4-1.2 ms), and
/// above, its time grew faster than a scope's (finally_log.py's 64 positions and
/// more: 10.9 ms against 7.0; days_in_month.py's 112-127: 9.9 against 1.3).
const SCOPED_FROM: usize = 32;

/// The average work (`Smt::path_work`) of the path solver's checks of such queries
/// from which they go to a scope instead: where it stayed below, 1,600-3,500 units
/// (binary_search_unsafe.py, two_sum_sorted_unsafe.py), the path solver was faster
/// (0.7 ms against 1.3); where it was above, 10,000-33,000 (finally_log.py,
/// hanoi_unsafe.py, queue_unsafe.py, days_in_month.py), the scope was 1.4-6x
/// faster. Units, not time: the route, and with it the models and the search,
/// stays the same from run to run.
const PATH_WORK_DEAR: f64 = 8_000.0;

/// An index per kind of slice query: by the core wanted and whether it has an
/// extra formula.
fn kind_of(want_core: Core, extra: bool) -> usize {
    let core = match want_core {
        Core::No => 0,
        Core::Any => 1,
        Core::Late => 2,
        Core::Minimal => 3,
        Core::LateMinimal => 4,
    };
    2 * core + extra as usize
}

/// A solver for path queries. Its models are only evaluated, never shown: Z3 need
/// not compact them (merge the entries of their function interpretations): about
/// 3 of the 46 ms of solver time on tcas_like.c.
pub(super) fn query_solver(plain: bool) -> Solver {
    // Set up for plain formulas, Z3 leaves out the theories they cannot need
    // (floating point, datatypes, sequences, bit-vectors, polymorphism), whose hooks
    // run at every check and model; and skips their CNF conversion. On
    // tcas_like.c: 37 -> 31 ms of solver time, the same checks and nodes.
    let solver = if plain { Solver::new_for_logic("QF_AUFLIA").unwrap_or_default() } else { Solver::new() };
    let mut params = z3::Params::new();
    params.set_bool("model.compact", false);
    params.set_u32("mbqi.max_iterations", QUERY_MBQI_ROUNDS);
    solver.set_params(&params);
    solver
}

/// Rounds of model-based quantifier instantiation a path query may take. A
/// satisfiable path under a quantified loop invariant (`r == s[i + 1:][::-1]`)
/// took Z3 some 60 ms a round and over 10 s in all, to build a model nothing
/// needs: a child Z3 gives up on is explored as feasible, and an error point's
/// answer is replayed anyway. Unsat answers come from E-matching. One round:
/// reverse_twice.py proved in 0.8 s (10 rounds: UNKNOWN at 20 s); the shared
/// tier-1 and str programs and the local corpora decide the same with 1, 3 and
/// Z3's default 1,000.
const QUERY_MBQI_ROUNDS: u32 = 1;

/// Solver parameters that bound each later check to `units` of Z3's resource count
/// (0: no bound).
pub(super) fn rlimit(units: u32) -> z3::Params {
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
            path_solver: query_solver(true),
            path_stack: Vec::new(),
            n_temp_lits: 0,
            slices: Slices::new(),
            slice_solver: query_solver(true),
            plain: true,
            scoped_gave_up: false,
            path_work: 0.0,
            on: On::Path,
            base: Vec::new(),
            first_core: None,
            unsat_share: [0.5; 10],
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
    pub(super) fn guarded(watchdog: &Watchdog, solver: &Solver, check: impl Fn(&Solver) -> SatResult) -> (SatResult, bool) {
        let res = watchdog.run(|| check(solver));
        // A resource limit reached stops the check as an interrupt does.
        let interrupted = res == SatResult::Unknown && solver.get_reason_unknown().is_some_and(|r| r.contains("cancel") || r.contains("resource limit"));
        (res, interrupted)
    }

    pub(super) fn current(&self) -> &Solver {
        match self.on {
            On::Path => &self.path_solver,
            On::Slices => self.slices.solver(),
            On::Scoped => &self.slice_solver,
        }
    }

    /// Starts the path solver afresh: its scopes are rebuilt at the next query. For
    /// when it has called feasible a path that a fresh solver refutes (Z3 5.4 on
    /// elevator.py, with or without interrupts, its assertions exactly the path's):
    /// Z3's incremental state, not the path, was at fault; the answers kept from
    /// it go too (one such answer, asked again after the reset, repeated the
    /// error: luhn_unsafe.py ended "internal error" instead of UNSAFE).
    pub fn reset_path(&mut self) {
        self.path_solver = query_solver(self.plain);
        self.path_stack.clear();
        self.answers.clear();
    }

    /// Makes the path solver's scopes match `path` (positions with unique ids).
    fn sync(&mut self, path: &[(u64, &Formula)]) {
        let mut common = self.path_stack.iter().zip(path).take_while(|(a, b)| a.0 == b.0).count();
        if !self.admit(path[common..].iter().map(|&(_, f)| f)) {
            common = 0;
        }
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

    /// Whether the query solvers can go on as they are set up for `fs`, formulas
    /// about to be given to them. The first formula that is not plain while they are
    /// set up for plain ones replaces both by general solvers (Z3 would read what
    /// it has no theory for as uninterpreted: weaker, so a satisfiable answer could
    /// be wrong); then `false`, and the path is to be given again.
    fn admit<'a>(&mut self, mut fs: impl Iterator<Item = &'a Formula>) -> bool {
        if !self.plain || fs.all(|f| self.slices.is_plain(f)) {
            return true;
        }
        self.general();
        false
    }

    /// Sets up the query solvers for any formula from now on: for a program whose
    /// state is not only ints and Booleans, from its start (a switch in mid-run
    /// changes Z3's history, and with it its answers on quantified queries).
    pub fn general(&mut self) {
        self.plain = false;
        self.path_solver = query_solver(false);
        self.path_stack.clear();
        self.slice_solver = query_solver(false);
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
        let first_core = self.first_core.take();
        if let (Some(q), Ok(answer)) = (query, &out) {
            let answer = match answer {
                None => Answer::Sat(self.kept.clone()),
                Some(idx) if want_core == Core::Any => Answer::Unsat(Some(formulas_at(idx, active))),
                Some(_) => Answer::Unsat(first_core.map(|idx| formulas_at(&idx, active))),
            };
            self.answers.insert(q, answer);
        }
        out
    }

    /// Whether the query of `active` (no extra formula) is kept as unsatisfiable.
    pub fn known_unsat(&self, active: &[Active]) -> bool {
        matches!(self.answers.get(&query_of(active, None)), Some(Answer::Unsat(_)))
    }

    /// `core`, not kept: a slice is checked directly first.
    fn check_slice_first(&mut self, path: &[(u64, &Formula)], active: &[Active], extra: Option<&Formula>, want_core: Core) -> Result<Option<Vec<usize>>, String> {
        let start = std::time::Instant::now();
        if Smt::fits_slice(active, path) {
            self.n_checks += 1;
            // An unsat answer is cheaper on `slices`, with its core; a satisfiable
            // one in a scope (see `smt::slices`). A kind of query goes where its
            // recent answers were cheaper: the children checked on tcas_like.c
            // are mostly infeasible, those of the locks and drivers feasible.
            let kind = kind_of(want_core, extra.is_some());
            let lits = if self.unsat_share[kind] >= 0.5 { self.slices.literals(query_forms(active, extra)) } else { None };
            let answered = match lits {
                Some(lits) => self.check_on_slices(&lits, extra.is_some(), want_core),
                None => self.check_scoped(active, extra, want_core),
            };
            let unsat = !matches!(answered, Some(Ok(None)) | Some(Err(_)));
            self.unsat_share[kind] = 0.9 * self.unsat_share[kind] + if unsat { 0.1 } else { 0.0 };
            if let Some(out) = answered {
                self.time += start.elapsed();
                return out;
            }
        }
        // A feasibility check of most of a path over lists or tuples: asserted in a
        // scope of its own, Z3 substitutes their definitions (`xs_3 = tuple!(len! xs_1
        // + 1, store ...)`), which it cannot do through the path solver's assumption
        // literals. That pays where the path solver's checks have become dear
        // (`path_work`): see ARCHITECTURE.md. Where Z3 gives up in a scope within
        // SCOPED_WORK (quantified cells), the path solver is asked, as before, and
        // from then on: it decided stack_underflow.py and hanoi_unsafe.py so.
        // A feasibility check under a quantifier (a loop invariant over a str's
        // cells): in a scope of its own, on a solver that holds nothing else. In
        // the path solver, the quantifiers of every path before it, behind their
        // literals, were instantiated again at each check: reverse_twice.py's
        // children went from milliseconds to the time limit along the search.
        if want_core == Core::No && query_forms(active, extra).any(|f| f.has_quantifier()) {
            self.n_checks += 1;
            if let Some(out) = self.check_scoped(active, extra, want_core) {
                self.time += start.elapsed();
                return out;
            }
        }
        let structured = want_core == Core::No && !self.plain && !self.scoped_gave_up && active.len() >= SCOPED_FROM && self.structured(active, extra);
        if structured && self.path_work >= PATH_WORK_DEAR {
            self.n_checks += 1;
            self.slice_solver.set_params(&rlimit(SCOPED_WORK));
            let answered = self.check_scoped(active, extra, want_core);
            self.slice_solver.set_params(&rlimit(0));
            match answered {
                Some(Ok(out)) => {
                    self.time += start.elapsed();
                    return Ok(out);
                }
                _ => self.scoped_gave_up = true,
            }
        }
        let before = structured.then(|| work_done(&self.path_solver));
        self.time += start.elapsed();
        let out = self.unsat_core(path, active, extra, want_core);
        if let Some(before) = before {
            let work = work_done(&self.path_solver).saturating_sub(before) as f64;
            self.path_work = 0.9 * self.path_work + 0.1 * work;
        }
        out
    }

    /// A check on `slices` under `lits` (the extra formula's first, if `with_extra`).
    /// An unsat core comes with the answer: it is returned for `Core::Any`, kept in
    /// `first_core` for `Core::No`; `None` for the other cores (see `unsat_core`).
    fn check_on_slices(&mut self, lits: &[Bool], with_extra: bool, want_core: Core) -> Option<Result<Option<Vec<usize>>, String>> {
        let (res, interrupted) = Smt::guarded(&self.watchdog, self.slices.solver(), |s| s.check_assumptions(lits));
        if res == SatResult::Sat && self.keep_model {
            self.kept = SatModel::of(self.slices.solver());
        }
        let core = |smt: &Smt| {
            let core = smt.slices.solver().get_unsat_core();
            lits[with_extra as usize..].iter().enumerate().filter(|(_, l)| core.contains(l)).map(|(i, _)| i).collect::<Vec<usize>>()
        };
        let answered = match res {
            SatResult::Sat => Some(Ok(None)),
            SatResult::Unknown => Some(Err(self.slices.solver().get_reason_unknown().unwrap_or_else(|| "unknown".into()))),
            SatResult::Unsat if want_core == Core::No => {
                self.first_core = Some(core(self));
                Some(Ok(Some(Vec::new())))
            }
            SatResult::Unsat if want_core == Core::Any => Some(Ok(Some(core(self)))),
            SatResult::Unsat => None,
        };
        if interrupted {
            self.slices.reset();
        }
        answered
    }

    /// A check of a slice that is not plain, on `slice_solver` in a scope of its own.
    /// Asserted directly, without assumption literals, Z3 answers it faster
    /// (kbfiltr: 0.037 s → 0.023 s of solver time); a core, if one is wanted, is
    /// found afterwards (`None`: see `unsat_core`).
    fn check_scoped(&mut self, active: &[Active], extra: Option<&Formula>, want_core: Core) -> Option<Result<Option<Vec<usize>>, String>> {
        self.admit(query_forms(active, extra));
        self.slice_solver.push();
        for f in query_forms(active, extra) {
            self.slice_solver.assert(&f.0);
        }
        let (res, interrupted) = Smt::guarded(&self.watchdog, &self.slice_solver, |s| s.check());
        if res == SatResult::Sat && self.keep_model {
            self.kept = SatModel::of(&self.slice_solver);
        }
        let reason = self.slice_solver.get_reason_unknown();
        if interrupted {
            self.slice_solver = query_solver(self.plain);
        } else {
            self.slice_solver.pop(1);
        }
        match res {
            SatResult::Sat => Some(Ok(None)),
            SatResult::Unknown => Some(Err(reason.unwrap_or_else(|| "unknown".into()))),
            SatResult::Unsat if want_core == Core::No => Some(Ok(Some(Vec::new()))),
            SatResult::Unsat => None,
        }
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
        let lits = self.activate(path, active, extra, true);
        let out = self.core_of(active, &lits, extra.is_some(), want_core);
        self.close();
        self.time += start.elapsed();
        out
    }

    /// Whether a query's formulas hold a list or tuple (some `Theory::Structured`)
    /// but no hard arithmetic (none `Theory::Arithmetic`).
    fn structured(&mut self, active: &[Active], extra: Option<&Formula>) -> bool {
        let mut structured = false;
        for f in query_forms(active, extra) {
            match self.slices.theory(f) {
                Theory::Arithmetic => return false,
                Theory::Structured => structured = true,
                Theory::Plain => {}
            }
        }
        structured
    }

    fn fits_slice(active: &[Active], path: &[(u64, &Formula)]) -> bool {
        active.len() * SLICE_SHARE <= path.len()
    }

    /// Opens a scope for a query on the solver its size calls for, holding `extra`,
    /// and returns one assumption literal per active position.
    /// `unsat`: the query is expected to be unsatisfiable (a core is wanted), so
    /// that a slice of plain formulas goes to `slices`.
    pub(super) fn activate(&mut self, path: &[(u64, &Formula)], active: &[Active], extra: Option<&Formula>, unsat: bool) -> Vec<Bool> {
        let on_slice = Smt::fits_slice(active, path);
        self.admit(query_forms(active, extra));
        if on_slice {
            if let Some(mut lits) = unsat.then(|| self.slices.literals(query_forms(active, extra))).flatten() {
                self.on = On::Slices;
                self.base = lits.drain(..extra.is_some() as usize).collect();
                return lits;
            }
            self.on = On::Scoped;
        } else {
            self.on = On::Path;
            self.sync(path);
        }
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
        self.base.clear();
        match (self.on, std::mem::take(&mut self.spoiled)) {
            (On::Slices, false) => {}
            (On::Slices, true) => self.slices.reset(),
            (_, false) => self.current().pop(1),
            (On::Scoped, true) => self.slice_solver = query_solver(self.plain),
            (On::Path, true) => self.reset_path(),
        }
    }

    /// Under a model of the `active` positions of `path`, which of `candidates`
    /// hold: `false` only where the candidate evaluates to false, so that the model
    /// shows they do not imply it. `None` when there is no model (unsat or unknown).
    pub fn holds_in_model(&mut self, path: &[(u64, &Formula)], active: &[Active], candidates: &[Formula]) -> Option<Vec<bool>> {
        let start = std::time::Instant::now();
        let lits = self.activate(path, active, None, false);
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
        let with_base: Vec<Bool>;
        let lits = if self.base.is_empty() {
            lits
        } else {
            with_base = self.base.iter().chain(lits).cloned().collect();
            &with_base
        };
        let started = std::time::Instant::now();
        let (res, interrupted) = Smt::guarded(&self.watchdog, self.current(), |s| s.check_assumptions(lits));
        let slow = std::env::var("TRACER_DUMP_SLOW_MS").ok().and_then(|ms| ms.parse::<u128>().ok()).is_some_and(|ms| started.elapsed().as_millis() >= ms);
        if slow || res == SatResult::Unknown && std::env::var_os("TRACER_DUMP_UNKNOWN").is_some() {
            let assumed: Vec<String> = lits.iter().map(|l| format!("(assert {l})")).collect();
            eprintln!("; solver answered {res:?} in {} ms under assumptions:\n{}{}\n(check-sat)", started.elapsed().as_millis(), self.current(), assumed.join("\n"));
        }
        self.spoiled = interrupted;
        res
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

/// The resource units Z3 has counted on this thread so far: they grow with every
/// check, of any solver, so that the difference of two readings is the work
/// between them.
pub(super) fn work_done(solver: &Solver) -> u64 {
    match solver.get_statistics().value("rlimit count") {
        Some(z3::StatisticsValue::UInt(n)) => n as u64,
        Some(z3::StatisticsValue::Double(n)) => n as u64,
        None => 0,
    }
}

/// A query's formulas: its extra formula first, then its positions'.
fn query_forms<'a>(active: &'a [Active], extra: Option<&'a Formula>) -> impl Iterator<Item = &'a Formula> + Clone {
    extra.into_iter().chain(active.iter().map(|a| a.formula))
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

pub(super) fn sat_of(solver: &Solver, res: SatResult) -> Sat {
    match res {
        SatResult::Sat => Sat::Sat,
        SatResult::Unsat => Sat::Unsat,
        SatResult::Unknown => Sat::Unknown(solver.get_reason_unknown().unwrap_or_else(|| "unknown".into())),
    }
}


#[cfg(test)]
mod tests {
    use super::*;

    /// A path of 16 positions over `x` and `y0..y14`: `x > 5` first, then `yk > k`.
    /// Queries of 8 of them are slices (at most half the path) of plain formulas.
    fn path() -> Vec<Formula> {
        let x = Int::new_const("x");
        let mut fs = vec![Formula(x.gt(Int::from_i64(5)))];
        fs.extend((0..15).map(|k| Formula(Int::new_const(format!("y{k}")).gt(Int::from_i64(k)))));
        fs
    }

    /// `fs` as a path: each position's id is its index.
    fn on_path(fs: &[Formula]) -> Vec<(u64, &Formula)> {
        fs.iter().enumerate().map(|(k, f)| (k as u64, f)).collect()
    }

    fn actives(fs: &[Formula], at: &[usize]) -> Vec<Active<'static>> {
        let fs: &'static [Formula] = Box::leak(fs.to_vec().into_boxed_slice());
        at.iter().map(|&pos| Active { pos, formula: &fs[pos], own: true, pinned: false, known: false }).collect()
    }

    /// A path of 40 positions over an array: `a1 = store(a0, 0, 0)` ... `a40 =
    /// store(a39, 39, 39)`, then whether cell 3 of the last one `holds` 3.
    fn array_path(holds: bool) -> Vec<Formula> {
        let a = |k: usize| z3::ast::Array::new_const(format!("a{k}"), &z3::Sort::int(), &z3::Sort::int());
        let mut fs: Vec<Formula> = (0..40).map(|k| Formula(a(k + 1).eq(a(k).store(&Int::from_i64(k as i64), &Int::from_i64(k as i64))))).collect();
        let cell = a(40).select(&Int::from_i64(3)).as_int().expect("an int cell").eq(Int::from_i64(3));
        fs.push(Formula(if holds { cell } else { cell.not() }));
        fs
    }

    #[test]
    fn a_dear_check_of_a_path_over_arrays_goes_to_a_scope_and_answers_the_same() {
        for holds in [true, false] {
            let fs = array_path(holds);
            let all: Vec<usize> = (0..fs.len()).collect();
            let want = if holds { None } else { Some(Vec::new()) };
            // Cheap so far: the path solver answers, and its work is counted. (A
            // program over lists has general solvers from its start.)
            let mut smt = Smt::new();
            smt.general();
            assert_eq!(smt.core(&on_path(&fs), &actives(&fs, &all), None, Core::No), Ok(want.clone()));
            assert!(smt.path_work > 0.0, "the path solver's work is measured");
            assert_eq!(smt.path_stack.len(), fs.len());
            // Dear: a scope answers, the path solver is not given the path.
            let mut smt = Smt::new();
            smt.general();
            smt.path_work = PATH_WORK_DEAR;
            assert_eq!(smt.core(&on_path(&fs), &actives(&fs, &all), None, Core::No), Ok(want));
            assert!(smt.path_stack.is_empty() && !smt.scoped_gave_up);
        }
    }

    #[test]
    fn a_formula_held_on_the_slice_solver_constrains_no_later_query() {
        let fs = path();
        let p = on_path(&fs);
        let mut smt = Smt::new();
        // `x > 5` held (and satisfiable) from a first query...
        assert_eq!(smt.core(&p, &actives(&fs, &[0, 1, 2, 3, 4, 5, 6, 7]), None, Core::No), Ok(None));
        assert!(smt.slices.held() >= 8, "the first query ran on the slice solver");
        // ...leaves `x < 3` with other held formulas satisfiable.
        let below = Formula(Int::new_const("x").lt(Int::from_i64(3)));
        assert_eq!(smt.core(&p, &actives(&fs, &[1, 2, 3, 4, 5, 6, 7, 8]), Some(&below), Core::Any), Ok(None));
        assert!(smt.slices.held() >= 10, "the second query ran on the slice solver");
    }

    #[test]
    fn a_formula_that_is_not_plain_makes_the_query_solvers_general_before_it_is_given() {
        let mut smt = Smt::new();
        let fs = path();
        let p = on_path(&fs);
        let all: Vec<usize> = (0..fs.len()).collect();
        assert_eq!(smt.core(&p, &actives(&fs, &all), None, Core::No), Ok(None));
        assert!(smt.plain, "a path of plain formulas keeps the solvers set up for them");
        // `s = "a" ++ u` and `s = "b" ++ w` contradict each other only by the theory
        // of sequences, which a solver set up for plain formulas does not have.
        let (s, u, w) = (z3::ast::String::new_const("s"), z3::ast::String::new_const("u"), z3::ast::String::new_const("w"));
        let mut fs2 = fs.clone();
        fs2.push(Formula(s.eq(z3::ast::String::concat(&[z3::ast::String::from("a"), u]))));
        fs2.push(Formula(s.eq(z3::ast::String::concat(&[z3::ast::String::from("b"), w]))));
        let p2 = on_path(&fs2);
        let all2: Vec<usize> = (0..fs2.len()).collect();
        assert_eq!(smt.core(&p2, &actives(&fs2, &all2), None, Core::No), Ok(Some(Vec::new())));
        assert!(!smt.plain);
    }

    #[test]
    fn an_unsat_slice_gives_its_core_with_its_answer() {
        let mut smt = Smt::new();
        let mut fs2 = path();
        // y3 > 3 and y3 < 0 at positions 4 and 9: an infeasible child's query.
        fs2[9] = Formula(Int::new_const("y3").lt(Int::from_i64(0)));
        let p2 = on_path(&fs2);
        let query = actives(&fs2, &[0, 1, 2, 3, 4, 5, 6, 9]);
        assert_eq!(smt.core(&p2, &query, None, Core::No), Ok(Some(Vec::new())));
        let checks = smt.n_checks;
        // Its core, asked for when the child is visited, needs no further check.
        assert_eq!(smt.core_of_unsat(&p2, &query, None, Core::Any), Ok(Some(vec![4, 7])));
        assert_eq!(smt.n_checks, checks);
    }
}
