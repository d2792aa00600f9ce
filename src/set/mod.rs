//! The baseline engine: the Symbolic Execution book's static online symbolic
//! interpreter, over the CLP rules. Each node of the symbolic execution tree (SET) is
//! a program point reached along one path, holding its pre-state: a path condition
//! and a symbolic store (every variable mapped to an expression over symbols: the
//! inputs and one fresh symbol per havoc). Every feasible successor is explored;
//! nothing is merged, summarised or pruned except by unsatisfiability. Loops are
//! unrolled up to `Config::unroll` iterations per entry; a path that would start one
//! more iteration becomes a `Cut` leaf, never silently dropped (the book's code drops
//! it), so a tree with cuts can only ever give UNKNOWN, not SAFE.

use crate::clp::{ClpProgram, Constraint, PointId};
use crate::search::{Outcome, ProgressHook, Property, RawCounterexample};
use crate::smt::{Encoder, Formula, Resolve, Sat, ScopedSolver, Smt};
use cfg_frontend::cfg::rewrite::substitute;
use cfg_frontend::ast::CmpOp;
use cfg_frontend::cfg::{ErrorKind, Expr, PointKind, VarId, VarKind};
use std::time::{Duration, Instant};

#[derive(Clone, Debug)]
pub struct Config {
    /// Iterations of a loop explored per entry into it (`None`: no bound).
    pub unroll: Option<u32>,
    pub property: Property,
    pub timeout: Option<Duration>,
    pub max_nodes: u64,
    /// Steps on one path: the tree is built by recursion, one level a step, on the
    /// search thread's stack (`check::SEARCH_STACK`), which this bound keeps within
    /// its size (three nested loops of 100 iterations, unrolled, overflowed it).
    pub max_depth: u64,
    pub solver_timeout: Duration,
    pub progress: Option<ProgressHook>,
    /// Keep every node's state (for drawing the tree); leaves always keep theirs.
    pub keep_states: bool,
    /// Stop at the first feasible violation instead of building the whole tree.
    pub stop_at_error: bool,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            unroll: Some(DEFAULT_UNROLL),
            property: Property::All,
            timeout: None,
            max_nodes: 5_000_000,
            max_depth: 20_000,
            solver_timeout: Duration::from_secs(10),
            progress: None,
            keep_states: false,
            stop_at_error: false,
        }
    }
}

/// The bound `tracer set` and `--engine set` use when none is given.
pub const DEFAULT_UNROLL: u32 = 8;

/// Loop iterations the set engine explores per loop entry beside minimax in the
/// default portfolio: enough to decide the bounded loops small programs have (the
/// Python corpus's run at most 20 times), while minimax handles unbounded ones.
pub const PORTFOLIO_UNROLL: u32 = 100;

/// The size (in expression nodes) above which a value in the store gets a symbol.
const STORE_EXPR_LIMIT: usize = 48;

/// Whether `e` has more than `limit` nodes (counting stops there).
fn larger_than(e: &Expr, limit: usize) -> bool {
    fn count(e: &Expr, left: &mut usize) -> bool {
        if *left == 0 {
            return true;
        }
        *left -= 1;
        e.children().into_iter().any(|c| count(c, left))
    }
    let mut left = limit + 1;
    count(e, &mut left)
}

/// How a path ends.
#[derive(Clone, Debug, PartialEq)]
pub enum Leaf {
    /// The entry function returned (its result, if it has one).
    Return(Option<Expr>),
    /// An uncaught exception or an error() call.
    Error(ErrorKind),
    /// No way out is feasible (an `assume` that cannot hold): the book's green leaf.
    Infeasible,
    /// One more iteration of the loop with this id would exceed the bound.
    Cut(u32),
    /// A loop invariant was shown preserved by one arbitrary iteration: the loop
    /// scope closes the path (the book's `assume False` after the check).
    Halt,
}

/// A symbolic state: the path condition (a conjunction) and the visible part of the
/// store (the entry function's parameters and assigned locals).
#[derive(Clone, Debug, Default)]
pub struct State {
    pub pc: Vec<Expr>,
    pub store: Vec<(VarId, Expr)>,
    /// The symbols of the nondet calls on the path, in call order.
    pub nondet: Vec<VarId>,
    /// Whether the path went through an abstraction (a loop invariant or contract).
    pub abstracted: bool,
}

#[derive(Clone, Debug)]
pub struct Node {
    pub parent: Option<usize>,
    pub point: PointId,
    pub state: Option<State>,
    pub leaf: Option<Leaf>,
}

/// One version of one program variable: the atoms the store's expressions range over.
#[derive(Clone, Debug)]
pub struct Symbol {
    pub var: VarId,
    pub version: u32,
    pub name: String,
}

/// Expressions of a tree range over its symbols: symbol `s` is `symbols[s]`.
impl Resolve for [Symbol] {
    fn resolve(&self, s: VarId) -> (VarId, u32) {
        let sym = &self[s as usize];
        (sym.var, sym.version)
    }
}

#[derive(Clone, Debug, Default, serde::Serialize)]
pub struct Stats {
    pub nodes: u64,
    pub leaves: u64,
    /// Leaves cut by the unrolling bound.
    pub cut: u64,
    /// Feasible error leaves the property covers.
    pub violations: u64,
    /// Branches the solver could not decide, explored as if feasible.
    pub undecided: u64,
    pub max_depth: u64,
    pub solver_checks: u64,
    pub solver_seconds: f64,
}

pub struct SetRun {
    pub nodes: Vec<Node>,
    pub symbols: Vec<Symbol>,
    pub outcome: Outcome,
    pub stats: Stats,
}

impl SetRun {
    /// The text of a symbol or program variable in this run's expressions.
    pub fn symbol_name(&self, s: VarId) -> String {
        self.symbols[s as usize].name.clone()
    }
}

enum Stop {
    Found,
    Budget(String),
}

struct Engine<'p> {
    prog: &'p ClpProgram,
    config: &'p Config,
    enc: Encoder<'p>,
    solver: ScopedSolver,
    /// For retries of what the incremental solver gave up on.
    fresh_solver: Smt,
    /// Everything the incremental solver holds, in order.
    path_forms: Vec<Formula>,
    /// How many of `path_forms` hold a quantifier.
    path_quantified: usize,
    /// A model of the path condition, when one is at hand: a branch whose guards it
    /// satisfies is feasible without a solver check.
    path_model: Option<std::rc::Rc<z3::Model>>,
    /// The model of the last satisfiable `decide` (path and its extra formulas).
    last_model: Option<std::rc::Rc<z3::Model>>,
    /// Whether the last `decide` was answered by the fresh solver.
    answered_fresh: bool,
    symbols: Vec<Symbol>,
    next_version: Vec<u32>,
    /// Per variable, the symbol expression it holds (`None` until assigned).
    store: Vec<Option<Expr>>,
    pc: Vec<Expr>,
    /// Loops entered on the current path, innermost last, with iterations started.
    loops: Vec<(u32, u32)>,
    /// Symbols of the nondet calls on the current path, in order.
    nondet: Vec<VarId>,
    /// Abstraction steps (loops replaced by invariants) on the current path.
    forgets: usize,
    /// An error reached only through an abstraction: it may not be real.
    abstract_found: Option<RawCounterexample>,
    visible: Vec<bool>,
    nodes: Vec<Node>,
    stats: Stats,
    found: Option<RawCounterexample>,
    unknown: Option<String>,
    started: Instant,
    last_progress: Instant,
}

/// Builds the symbolic execution tree of `prog` from its entry point.
pub fn run(prog: &ClpProgram, config: &Config) -> SetRun {
    let n = prog.vars.len();
    let mut symbols = Vec::with_capacity(n);
    for (v, var) in prog.vars.iter().enumerate() {
        symbols.push(Symbol { var: v as VarId, version: 0, name: var.name.clone() });
    }
    let mut store = vec![None; n];
    for &v in &prog.inputs {
        store[v as usize] = Some(Expr::Var(v));
    }
    let visible = prog.vars.iter().map(|v| matches!(v.kind, VarKind::Input | VarKind::Local | VarKind::Global) && !v.name.contains('#')).collect();
    let mut e = Engine {
        prog,
        config,
        enc: Encoder::new(prog),
        solver: ScopedSolver::new(config.solver_timeout.as_millis() as u32),
        fresh_solver: {
            let mut s = Smt::new();
            s.set_timeout_ms(config.solver_timeout.as_millis() as u32);
            s
        },
        path_forms: Vec::new(),
        path_quantified: 0,
        path_model: None,
        last_model: None,
        answered_fresh: false,
        symbols,
        next_version: vec![1; n],
        store,
        pc: Vec::new(),
        loops: Vec::new(),
        nondet: Vec::new(),
        forgets: 0,
        abstract_found: None,
        visible,
        nodes: Vec::new(),
        stats: Stats::default(),
        found: None,
        unknown: None,
        started: Instant::now(),
        last_progress: Instant::now(),
    };
    let stopped = e.visit(None, prog.entry, 0);
    e.stats.solver_checks = e.solver.n_checks + e.fresh_solver.n_checks;
    e.stats.solver_seconds = (e.solver.time + e.fresh_solver.time).as_secs_f64();
    // A concrete error path first; one through an abstraction only if there is none
    // (its replay decides whether it is real).
    let found = e.found.take().or(e.abstract_found.take());
    let outcome = match (stopped, found) {
        (_, Some(raw)) => Outcome::Unsafe(raw),
        (Err(Stop::Budget(why)), None) => Outcome::Unknown(why),
        (_, None) => match (&e.unknown, e.stats.cut) {
            (Some(why), _) => Outcome::Unknown(format!("the solver gave up on a branch ({why})")),
            (None, 0) => Outcome::Safe,
            (None, cut) => Outcome::Unknown(format!(
                "no error within {} loop iterations; {cut} path(s) cut by the bound (--unroll)",
                config.unroll.unwrap_or(0)
            )),
        },
    };
    SetRun { nodes: e.nodes, symbols: e.symbols, outcome, stats: e.stats }
}

impl Engine<'_> {
    fn budget(&mut self) -> Result<(), Stop> {
        if crate::smt::cancelled() {
            return Err(Stop::Budget(crate::search::CALLED_OFF.into()));
        }
        if self.stats.nodes >= self.config.max_nodes {
            return Err(Stop::Budget(format!("node bound reached ({} nodes)", self.config.max_nodes)));
        }
        if let Some(hook) = &self.config.progress {
            if self.last_progress.elapsed() >= Duration::from_secs(1) {
                self.last_progress = Instant::now();
                (hook.0)(self.stats.nodes, self.pc.len(), 0);
            }
        }
        if let Some(limit) = self.config.timeout {
            if self.started.elapsed() > limit {
                return Err(Stop::Budget(format!("timeout after {:.1} s", limit.as_secs_f64())));
            }
        }
        Ok(())
    }

    fn state(&self) -> State {
        let inputs = self.prog.inputs.iter().copied();
        let others = (0..self.store.len() as VarId).filter(|v| !self.prog.inputs.contains(v));
        let store = inputs
            .chain(others)
            .filter_map(|v| Some((v, self.store[v as usize].clone().filter(|_| self.visible[v as usize])?)))
            .collect();
        State { pc: self.pc.clone(), store, nondet: self.nondet.clone(), abstracted: self.forgets > 0 }
    }

    fn add_node(&mut self, parent: Option<usize>, point: PointId, leaf: Option<Leaf>) -> usize {
        let keep = self.config.keep_states || leaf.is_some();
        let state = keep.then(|| self.state());
        if leaf.is_some() {
            self.stats.leaves += 1;
        }
        self.stats.nodes += 1;
        self.nodes.push(Node { parent, point, state, leaf });
        self.nodes.len() - 1
    }

    fn make_leaf(&mut self, node: usize, leaf: Leaf) {
        self.stats.leaves += 1;
        if self.nodes[node].state.is_none() {
            self.nodes[node].state = Some(self.state());
        }
        self.nodes[node].leaf = Some(leaf);
    }

    /// The current value of variable `v` as an expression over symbols.
    fn read(&self, v: VarId) -> Expr {
        self.store[v as usize].clone().unwrap_or(Expr::Var(v))
    }

    fn eval(&self, e: &Expr) -> Expr {
        substitute(e, &|v| self.read(v))
    }

    fn fresh(&mut self, v: VarId) -> VarId {
        let version = self.next_version[v as usize];
        self.next_version[v as usize] += 1;
        let name = format!("{}_{version}", self.prog.var_name(v));
        self.symbols.push(Symbol { var: v, version, name });
        (self.symbols.len() - 1) as VarId
    }

    fn visit(&mut self, parent: Option<usize>, point: PointId, depth: u64) -> Result<(), Stop> {
        self.budget()?;
        if depth >= self.config.max_depth {
            return Err(Stop::Budget(format!("depth bound reached ({} steps on one path)", self.config.max_depth)));
        }
        self.stats.max_depth = self.stats.max_depth.max(depth);
        let info = &self.prog.points[point as usize];
        match info.kind {
            PointKind::Exit => {
                let ret = self.prog.ret.map(|r| self.read(r));
                self.add_node(parent, point, Some(Leaf::Return(ret)));
                return Ok(());
            }
            PointKind::Error(kind) => {
                self.add_node(parent, point, Some(Leaf::Error(kind)));
                if self.config.property.covers(kind) {
                    return self.violation(point);
                }
                return Ok(());
            }
            PointKind::Halt => {
                self.add_node(parent, point, Some(Leaf::Halt));
                return Ok(());
            }
            PointKind::Entry | PointKind::Normal => {}
        }
        let node = self.add_node(parent, point, None);
        if let Some(id) = info.loop_head {
            match self.loops.iter().position(|l| l.0 == id) {
                // Back at the head: inner loops of the last iteration are over.
                Some(k) => self.loops.truncate(k + 1),
                None => self.loops.push((id, 0)),
            }
        }
        // Decide every way out first: when only one of several is feasible, its guard
        // is implied by the path (the guards leaving a point are exhaustive) and is
        // left out of the displayed path condition, as the book's add_constraint does.
        let rules = &self.prog.rules_from[point as usize];
        let mut feasible: Vec<(usize, Vec<Expr>, Vec<Formula>, Option<std::rc::Rc<z3::Model>>)> = Vec::new();
        for &r in rules {
            let mut guards = Vec::new();
            let mut dead = false;
            for c in &self.prog.rules[r].constraints {
                if let Constraint::Guard(g) = c {
                    match self.eval(g) {
                        Expr::Bool(true) => {}
                        Expr::Bool(false) => dead = true,
                        g => guards.push(g),
                    }
                }
            }
            if dead {
                continue;
            }
            let forms: Vec<Formula> = guards.iter().map(|g| self.enc.formula(g, self.symbols.as_slice())).collect();
            let mut model = self.path_model.clone();
            let by_model = model.as_ref().is_some_and(|m| forms.iter().all(|f| f.holds_in(m)));
            if !guards.is_empty() && !by_model {
                let sat = self.decide(&forms);
                model = if sat == Sat::Sat { self.last_model.take() } else { None };
                match sat {
                    Sat::Unsat => continue,
                    // Exploring a branch that may be infeasible over-approximates,
                    // which keeps SAFE sound: the verdict is lost only if an error
                    // point is reached and its path cannot be decided (`violation`).
                    // An error found on it must still replay.
                    Sat::Unknown(_) => self.stats.undecided += 1,
                    Sat::Sat => {}
                }
            }
            feasible.push((r, guards, forms, model));
        }
        let implied = rules.len() > 1 && feasible.len() == 1;
        if feasible.is_empty() {
            self.make_leaf(node, Leaf::Infeasible);
        }
        for (r, guards, forms, model) in feasible {
            let outer_model = std::mem::replace(&mut self.path_model, model);
            self.push_path(&forms);
            let saved_loops = self.loops.clone();
            let n_pc = self.pc.len();
            if !implied {
                for g in guards {
                    if !self.pc.contains(&g) {
                        self.pc.push(g);
                    }
                }
            }
            let res = self.take(node, r, depth);
            self.pc.truncate(n_pc);
            self.loops = saved_loops;
            self.pop_path(forms.len());
            self.path_model = outer_model;
            res?;
        }
        Ok(())
    }

    /// Puts `forms` on the path: a scope of the incremental solver, and the copy
    /// `decide` gives a fresh solver.
    fn push_path(&mut self, forms: &[Formula]) {
        self.solver.push(forms);
        self.path_forms.extend(forms.iter().cloned());
        self.path_quantified += forms.iter().filter(|f| f.has_quantifier()).count();
    }

    /// Takes the last `n` formulas `push_path` put on the path off it.
    fn pop_path(&mut self, n: usize) {
        let gone = self.path_forms.split_off(self.path_forms.len() - n);
        self.path_quantified -= gone.iter().filter(|f| f.has_quantifier()).count();
        self.solver.pop();
    }

    /// Is the path condition with `extra` satisfiable? The incremental solver first;
    /// when it gives up (nonlinear arithmetic), a fresh solver on the whole path,
    /// where Z3 can use its non-incremental tactics. With quantifiers on the path the
    /// fresh solver goes first: Z3's incremental mode builds models for quantified
    /// formulas poorly (seconds and "incomplete quantifiers" where the fresh solver
    /// needs milliseconds). On Sat, `model` reads the model of whichever answered.
    fn decide(&mut self, extra: &[Formula]) -> Sat {
        self.limit_checks();
        let quantified = self.path_quantified > 0 || extra.iter().any(Formula::has_quantifier);
        if !quantified {
            // No scope for an empty `extra`: popping one would discard the model.
            if !extra.is_empty() {
                self.solver.push(extra);
            }
            let sat = self.solver.check();
            self.last_model = if sat == Sat::Sat { self.solver.model().map(std::rc::Rc::new) } else { None };
            if !extra.is_empty() {
                self.solver.pop();
            }
            if !matches!(sat, Sat::Unknown(_)) {
                self.answered_fresh = false;
                return sat;
            }
        }
        let mut all = self.path_forms.clone();
        all.extend(extra.iter().cloned());
        self.answered_fresh = true;
        self.limit_checks();
        let sat = self.fresh_solver.check(&all);
        self.last_model = if sat == Sat::Sat { self.fresh_solver.model().map(std::rc::Rc::new) } else { None };
        sat
    }

    /// No check may outlast the run's own time limit.
    fn limit_checks(&mut self) {
        let mut per_check = self.config.solver_timeout;
        if let Some(limit) = self.config.timeout {
            per_check = per_check.min(limit.saturating_sub(self.started.elapsed()).max(Duration::from_millis(1)));
        }
        let ms = per_check.as_millis() as u32;
        self.solver.set_timeout_ms(ms);
        self.fresh_solver.set_timeout_ms(ms);
    }

    /// The model of the last `decide` that answered Sat with an empty `extra`.
    fn model(&self) -> Option<z3::Model> {
        if self.answered_fresh {
            self.fresh_solver.model()
        } else {
            self.solver.model()
        }
    }

    /// Takes rule `r` (its guards already hold) from `node` and explores its target.
    fn take(&mut self, node: usize, r: usize, depth: u64) -> Result<(), Stop> {
        let rule = &self.prog.rules[r];
        if let Some(id) = rule.loop_entry {
            let k = match self.loops.iter().position(|l| l.0 == id) {
                Some(k) => k,
                None => {
                    self.loops.push((id, 0));
                    self.loops.len() - 1
                }
            };
            if self.config.unroll.is_some_and(|bound| self.loops[k].1 >= bound) {
                self.stats.cut += 1;
                self.add_node(Some(node), rule.from, Some(Leaf::Cut(id)));
                return Ok(());
            }
            self.loops[k].1 += 1;
        }
        let defs: Vec<(VarId, Expr)> = rule
            .constraints
            .iter()
            .filter_map(|c| match c {
                Constraint::Def(v, e) => Some((*v, self.eval(e))),
                Constraint::Guard(_) => None,
            })
            .collect();
        let saved: Vec<(VarId, Option<Expr>)> = rule.writes.iter().map(|&v| (v, self.store[v as usize].clone())).collect();
        let n_nondet = self.nondet.len();
        let undefined: Vec<VarId> = rule.writes.iter().copied().filter(|v| !defs.iter().any(|(d, _)| d == v)).collect();
        // Values no run chose: a loop scope or a contract call forgot them.
        let forget = rule.havoc.is_none() && !undefined.is_empty();
        self.forgets += forget as usize;
        for v in undefined {
            let s = self.fresh(v);
            self.store[v as usize] = Some(Expr::Var(s));
            if rule.havoc == Some(v) {
                self.nondet.push(s);
            }
        }
        // The book's store holds expressions over the symbols, and substituting them
        // into each other can grow without bound: `floor += direction`, where
        // `direction` reads `floor` twice, triples the expression each iteration
        // (elevator.py: a gigabyte in 170 nodes). A large one gets a symbol of its
        // own, defined by an equation on the path.
        let mut defined: Vec<Formula> = Vec::new();
        let n_pc = self.pc.len();
        for (v, e) in defs {
            let e = if larger_than(&e, STORE_EXPR_LIMIT) {
                let s = self.fresh(v);
                let eq = Expr::Cmp(CmpOp::Eq, Box::new(Expr::Var(s)), Box::new(e));
                defined.push(self.enc.formula(&eq, self.symbols.as_slice()));
                self.pc.push(eq);
                Expr::Var(s)
            } else {
                e
            };
            self.store[v as usize] = Some(e);
        }
        // The path model knows nothing of the symbols just defined.
        let outer_model = if defined.is_empty() { None } else { self.path_model.take() };
        if !defined.is_empty() {
            self.push_path(&defined);
        }
        let res = self.visit(Some(node), rule.to, depth + 1);
        if !defined.is_empty() {
            self.pop_path(defined.len());
            self.path_model = outer_model;
        }
        self.pc.truncate(n_pc);
        for (v, old) in saved {
            self.store[v as usize] = old;
        }
        self.nondet.truncate(n_nondet);
        self.forgets -= forget as usize;
        res
    }

    /// A feasible path reached a covered error point: read its inputs from a model.
    fn violation(&mut self, point: PointId) -> Result<(), Stop> {
        self.stats.violations += 1;
        let is_abstract = self.forgets > 0;
        if self.found.is_some() || (is_abstract && self.abstract_found.is_some()) {
            return Ok(());
        }
        let model = match self.decide(&[]) {
            Sat::Sat => self.model(),
            Sat::Unsat => return Ok(()),
            Sat::Unknown(why) => {
                self.unknown = Some(why);
                return Ok(());
            }
        };
        // A feasible error path whose inputs cannot be read back must not be lost:
        // without it the verdict would silently be SAFE.
        let raw = model.and_then(|model| {
            let inputs: Option<Vec<_>> = self.prog.inputs.iter().map(|&v| self.enc.value_in(&model, v, 0)).collect();
            let nondet: Option<Vec<_>> = self
                .nondet
                .iter()
                .map(|&s| {
                    let (v, version) = self.symbols.as_slice().resolve(s);
                    self.enc.value_in(&model, v, version)
                })
                .collect();
            Some((inputs?, nondet?))
        });
        let Some((inputs, nondet)) = raw else {
            self.unknown = Some("no model could be read for a feasible error path".into());
            return Ok(());
        };
        let raw = RawCounterexample { inputs, nondet, error_point: point };
        if is_abstract {
            self.abstract_found = Some(raw);
            return Ok(());
        }
        self.found = Some(raw);
        if self.config.stop_at_error {
            Err(Stop::Found)
        } else {
            Ok(())
        }
    }
}
