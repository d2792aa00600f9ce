//! The minimax engine (Jaffar, Navas, Santosa, "Symbolic Execution for
//! Verification", Fig. 5; restated in `shared/design/minimax.md`): depth-first
//! symbolic execution over the CLP rules, where every constraint on the path carries
//! an annotation. `Max` constraints were needed to justify some pruning below and can
//! never be weakened; `Min` ones were deleted (or `Weak`ened to an inequality) to
//! close a loop. Pruning happens only with a reason recorded as max: infeasibility
//! (unsat core), subsumption by a memoed interpolant (core of the entailment), and
//! loop closure (core of the invariance check). A spurious error (reachable only
//! through a weakening) locks the blamed constraints and restarts the search at the
//! shallowest ancestor that had adopted the weakening.

mod error;
mod fold;
mod graph;
mod label;
mod loops;
mod order;
mod query;
mod subsume;
mod valued;

use crate::clp::{ClpProgram, Constraint, PointId};
use fold::{Consts, Verdict};
use query::{actives, form, path_of, slice};
pub use crate::search::{Outcome, ProgressHook, Property, RawCounterexample, CALLED_OFF};
use crate::smt::{Active, Core, Encoded, Encoder, Formula, Sat, Smt, Ssa, Valuation};
use cfg_frontend::ast::Type;
use cfg_frontend::cfg::{Expr, PointKind, VarId};
use std::collections::HashMap;
use std::time::{Duration, Instant};



/// Budgets; hitting one gives `Outcome::Unknown` with the reason.
#[derive(Clone, Debug)]
pub struct Config {
    pub progress: Option<ProgressHook>,
    pub timeout: Option<Duration>,
    pub max_nodes: u64,
    pub max_depth: usize,
    pub max_restarts: u64,
    /// Memo entries tried per program point (the most recent ones).
    pub memo_lookups: usize,
    /// Limit for one solver check; a check that hits it makes the verdict UNKNOWN.
    pub solver_timeout: Duration,
    pub property: Property,
    /// Keep the search tree (for `--dot`).
    pub record_tree: bool,
    /// Read each point's label back for a SAFE outcome (`Search::labels`, for
    /// `--witness`): a tenth to a fifth of the time on the driver models and locks,
    /// so only when asked.
    pub record_labels: bool,
    /// Strengthen loop heads with the invariants `invariants::discover` proves
    /// before the search (`check` does it; off: the paper's search alone).
    pub discover_invariants: bool,
}

/// What became of a node of the search tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum NodeStatus {
    /// Its successors were explored.
    Expanded,
    Infeasible,
    /// Covered by a memoed interpolant (`covered_by` is the node that memoed it).
    SubsumedMemo,
    /// Closed by an invariant of its looping ancestor (`covered_by`).
    SubsumedLoop,
    /// An error point reachable only through a weakening.
    SpuriousError,
    Error,
    /// Normal end, an error outside the property, or no error point ahead.
    Terminal,
    /// The search stopped while it was open.
    Open,
}

#[derive(Clone, Debug, serde::Serialize)]
pub struct TreeNode {
    pub parent: Option<usize>,
    pub point: PointId,
    pub status: NodeStatus,
    pub covered_by: Option<usize>,
    /// The interpolant memoed at this node, over the program variables.
    pub interpolant: Option<String>,
    /// How often the search restarted here.
    pub restarts: u32,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            progress: None,
            timeout: None,
            max_nodes: 2_000_000,
            max_depth: 20_000,
            max_restarts: 100_000,
            memo_lookups: 64,
            solver_timeout: Duration::from_secs(10),
            property: Property::All,
            record_tree: false,
            record_labels: false,
            discover_invariants: true,
        }
    }
}

#[derive(Clone, Debug, Default, serde::Serialize)]
pub struct Stats {
    /// Nodes of the search tree (the paper's S).
    pub nodes: u64,
    pub infeasible: u64,
    /// States pruned by a memoed interpolant (sibling subsumption).
    pub subsumed_memo: u64,
    /// Looping states closed by an invariant of their ancestor (parent-child).
    pub subsumed_loop: u64,
    pub invariants_found: u64,
    /// Spurious errors: reached only through a weakening.
    pub conflicts: u64,
    pub restarts: u64,
    pub memo_entries: u64,
    /// Interpolants not memoed because their history could not be projected away.
    pub memo_not_projectable: u64,
    /// Labels made independent of untested inputs (`Minimax::generalise`).
    pub labels_generalised: u64,
    pub max_depth: u64,
    pub solver_checks: u64,
    pub solver_seconds: f64,
    /// Time spent projecting interpolants for the memo table and computing weakest
    /// preconditions (Z3's quantifier elimination, outside the solver's checks).
    pub projection_seconds: f64,
}



#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ann {
    Neutral,
    /// Kept: some pruning relied on this constraint.
    Max,
    /// Deleted to close a loop.
    Min,
    /// Replaced by a slackened inequality to close a loop.
    Weak,
    /// Slackened, and the inequality is kept.
    WeakMax,
}

struct Pos {
    /// Unique over the whole search: the path solver's scopes follow the path by it.
    id: u64,
    enc: Encoded,
    /// The slackened form in force where the annotation is Weak / WeakMax.
    weak: Option<Formula>,
    /// For a bound candidate (`add_candidates`): the earlier positions that imply
    /// it, each with whether its slackened form was the one in force.
    lemma: Option<Vec<(usize, bool)>>,
}

struct Frame {
    /// Its index in the recorded tree (0 when not recording).
    node: usize,
    point: PointId,
    ssa: Ssa,
    n_pos: usize,
    /// The node's annotation vector as accumulated over its finished children.
    v: Vec<Ann>,
}

/// A node's label: conjuncts over the program variables at its point, true in every
/// state from which no error is reachable through the node's subtree (see `label`).
type Label = Vec<Formula>;

/// Where the search stands at a node: the SSA versions of the variables, and which
/// of them the path forces to a constant.
struct State {
    ssa: Ssa,
    consts: Consts,
}

/// A covering memo entry: the vector with the reason recorded, the node that
/// memoed it, and its label.
type Cover = (Vec<Ann>, usize, Label);

/// A loop closed by an invariant: the vector with the weakening and its reason, and
/// the leaf's label when the invariant projects onto the program variables.
type Closure = (Vec<Ann>, Option<Label>);

enum Ret {
    /// The vector, and the node's label when it has one: conjuncts over the
    /// canonical variables that hold in every state from which the subtree is safe
    /// (see `expand`), a more general interpolant than σ_max.
    Ok(Vec<Ann>, Option<Label>),
    /// A spurious error: the vector with the blamed constraints locked, and the
    /// depth to restart at.
    Conflict(Vec<Ann>, usize),
}

/// What is known about a node's feasibility when it is visited.
enum Prior {
    /// Checked satisfiable under the current annotations.
    Feasible,
    /// Refuted by constant folding: an unsat core, valid while its positions are
    /// all in σ_min.
    Refuted(Vec<usize>),
    /// Checked unsatisfiable under the current annotations (its core not yet
    /// asked for).
    Infeasible,
    Unchecked,
}

/// A successor of the node being expanded, checked: its rule, its SSA names and
/// forced values, its positions (the solver scopes made for its check are reused
/// when it is visited) and what the check said.
type Child = (usize, Ssa, Consts, Vec<Pos>, Prior);

enum Stop {
    Found(RawCounterexample),
    Unknown(String),
}

struct MemoEntry {
    node: usize,
    point: PointId,
    interpolant: Formula,
    /// The program variables the interpolant mentions.
    vars: Vec<VarId>,
    /// Its conjuncts (a covered node takes them as its label).
    parts: Vec<Formula>,
    trivial: bool,
    /// With `Config::record_labels`, at a loop head: what the memoing node's
    /// path says of variables no loop writes (see `frame`), for `point_label`.
    frame: Option<Formula>,
}

struct Minimax<'p> {
    /// Labels `generalise` tried to shrink.
    generalise_tries: u64,
    prog: &'p ClpProgram,
    config: &'p Config,
    enc: Encoder<'p>,
    smt: Smt,
    pos: Vec<Pos>,
    stack: Vec<Frame>,
    /// Havoc steps on the current path: the variable and the version it got.
    havocs: Vec<(VarId, u32)>,
    memo: Vec<MemoEntry>,
    next_pos_id: u64,
    memo_at: Vec<Vec<usize>>,
    /// Each rule's guards as `wp` carries a label across it (made at its first call:
    /// made for every rule at once, Z3's terms came in another order and quantified
    /// checks took twice as long on hanoi_unsafe.py).
    wp_guards: Vec<Option<Formula>>,
    /// A model of a path and the ids of the positions it is known to satisfy (a
    /// prefix of the current path, see `valued`).
    valuation: Option<valued::Valued>,
    /// Other valuations, each holding on a prefix of some path (see `valued`).
    alternates: Vec<valued::Valued>,
    /// How many models of a whole path were asked for, and how many were given,
    /// by memo lookups and by loop closures (see `valued::Asker`).
    valuation_asks: [(u64, u64); 2],
    /// Whether the program's state is ints and Booleans only: then a child's
    /// feasibility is first looked for in Rust (`valued::value_locally`).
    ints_only: bool,
    /// The fewest rules from each point to a covered error point; `u32::MAX` where
    /// none is reachable in the graph at all: from there no run can fail, whatever
    /// the constraints.
    to_error: Vec<u32>,
    /// Points on a cycle of the rule graph.
    on_cycle: Vec<bool>,
    /// Which points have a join every path from them to an end passes (`graph::rejoins`).
    rejoins: Vec<bool>,
    /// Each point's strongly connected component of the rule graph.
    component: Vec<usize>,
    /// How often the search restarted at the points of each component.
    restarts_in: Vec<u32>,
    /// With `Config::record_labels`: the variables some rule between points on
    /// cycles writes (empty otherwise).
    loop_written: Vec<bool>,
    /// Points reachable from each point, computed when first asked.
    reach: Vec<Option<Vec<bool>>>,
    /// Per point on a cycle: rules stating the bounds its guards test (see
    /// `bound_candidates`).
    candidates: Vec<Vec<crate::clp::Rule>>,
    /// Points where no memo lookup is made (`graph::straight`).
    straight: Vec<bool>,
    /// Late cores keep loop initialisations weakenable; without cycles in the graph
    /// nothing is ever weakened, and the solver's own core is cheaper.
    core_kind: Core,
    started: Instant,
    last_progress: Instant,
    stats: Stats,
    tree: Vec<TreeNode>,
}

/// The result of a search.
pub struct Search {
    pub outcome: Outcome,
    pub stats: Stats,
    /// The search tree, when `Config::record_tree` asked for it.
    pub tree: Vec<TreeNode>,
    /// For a SAFE outcome (with `Config::record_labels`), each point's memo entries
    /// as one disjunction: every state the search met there satisfies it (a node is
    /// covered by an entry or memoes its own), and each entry is safe and carried
    /// back from its successors' entries, so together they are a candidate
    /// inductive invariant for a correctness witness (which its validator checks).
    /// `None` where a point has no entry or one does not read back as an expression
    /// (`Encoder::to_expr`).
    pub labels: Vec<Option<Expr>>,
}

/// Runs minimax on a CLP program. Deep programs recurse deeply: call this on a thread
/// with a large stack.
pub fn verify(prog: &ClpProgram, config: &Config) -> Search {
    let on_cycle = graph::on_cycle(prog);
    let mut mm = Minimax {
        generalise_tries: 0,
        prog,
        config,
        enc: Encoder::new(prog),
        smt: Smt::new(),
        pos: Vec::new(),
        stack: Vec::new(),
        havocs: Vec::new(),
        memo: Vec::new(),
        next_pos_id: 0,
        memo_at: vec![Vec::new(); prog.points.len()],
        wp_guards: vec![None; prog.rules.len()],
        valuation: None,
        alternates: Vec::new(),
        valuation_asks: [(0, 0); 2],
        ints_only: prog.vars.iter().all(|v| matches!(v.ty, Type::Int | Type::Bool | Type::None)),
        to_error: graph::distance_to_error(prog, config.property),
        rejoins: graph::rejoins(prog),
        straight: graph::straight(prog),
        reach: vec![None; prog.points.len()],
        candidates: graph::bound_candidates(prog, &on_cycle),
        core_kind: if on_cycle.contains(&true) { Core::Late } else { Core::Any },
        loop_written: if config.record_labels { graph::loop_written(prog, &on_cycle) } else { Vec::new() },
        component: graph::components(prog),
        restarts_in: vec![0; prog.points.len()],
        on_cycle,
        started: Instant::now(),
        last_progress: Instant::now(),
        stats: Stats::default(),
        tree: Vec::new(),
    };
    mm.smt.set_timeout_ms(config.solver_timeout.as_millis() as u32);
    if !mm.ints_only {
        mm.smt.general();
    }
    if let Some(limit) = config.timeout {
        mm.smt.set_deadline(mm.started + limit);
    }
    // The valuation starts as a model of the empty path (every constant 0 where
    // it is read): from the root on, a child whose positions hold in it is
    // feasible and a memo entry it falsifies is not implied, each without a check,
    // and where it fails, the check the search makes anyway repairs it
    // (`value_path`). Asked for only at the first lookup of three memo entries,
    // it came after most of tcas_like.c's search: 261 checks, now 187. Over ints
    // and Booleans that model is Z3's empty one, made without a check: the check
    // was the first on the path solver, which set up its whole context (a program
    // without loops may never use that solver again).
    let empty = if mm.ints_only { Some(Valuation::of_nothing()) } else { mm.smt.path_model(&[]) };
    mm.valuation = empty.map(|m| (m, Vec::new()));
    let root = Ssa::new(prog.vars.len());
    let state = State { ssa: root, consts: Consts::new(prog.vars.len()) };
    let outcome = match mm.visit(0, prog.entry, state, Vec::new(), Prior::Feasible) {
        Ok(Ret::Ok(..)) => Outcome::Safe,
        Ok(Ret::Conflict(..)) => Outcome::Unknown("internal error: a conflict reached the root".into()),
        Err(Stop::Found(cex)) => Outcome::Unsafe(cex),
        Err(Stop::Unknown(reason)) => Outcome::Unknown(reason),
    };
    mm.stats.solver_checks = mm.smt.n_checks;
    mm.stats.solver_seconds = mm.smt.time.as_secs_f64();
    mm.stats.memo_entries = mm.memo.len() as u64;
    let labels = match outcome {
        Outcome::Safe if config.record_labels => (0..prog.points.len()).map(|p| mm.point_label(p)).collect(),
        _ => Vec::new(),
    };
    Search { outcome, stats: mm.stats, tree: mm.tree, labels }
}

/// A label with more conjuncts than this is generalised (`Minimax::generalise`).
const LABEL_BOUND: usize = 8;

/// After how many visits of a point on the current path its loop exits are explored
/// before another round (see `expand`).
const UNROLLED_EXITS_FIRST: usize = 2;

/// After how many restarts in a loop nest its looping states try a closure only at
/// every power of two of their rounds (see `visit_node`).
const CLOSE_EVERY_ROUND_UNTIL: u32 = 4;

/// `v` with the positions of an unsat core of σ_min(v) kept.
fn mark_max(v: &[Ann], core: &[usize]) -> Vec<Ann> {
    let mut w = v.to_vec();
    for &p in core {
        w[p] = match w[p] {
            Ann::Neutral | Ann::Max => Ann::Max,
            Ann::Weak | Ann::WeakMax => Ann::WeakMax,
            Ann::Min => unreachable!("min constraints are not in σ_min"),
        };
    }
    w
}

/// Whether a position holds its own formula in σ_min (not deleted, not slackened).
fn in_sigma_min(a: Ann) -> bool {
    matches!(a, Ann::Neutral | Ann::Max)
}

/// Whether two vectors give the same σ_min: each position held in its own form,
/// slackened, or deleted alike.
fn same_sigma_min(a: &[Ann], b: &[Ann]) -> bool {
    let form = |x: &Ann| match x {
        Ann::Neutral | Ann::Max => 0,
        Ann::Weak | Ann::WeakMax => 1,
        Ann::Min => 2,
    };
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| form(x) == form(y))
}

fn conflict(ancestor: &[Ann], w: &[Ann]) -> bool {
    ancestor.iter().zip(w).any(|(a, b)| matches!(a, Ann::Min | Ann::Weak | Ann::WeakMax) && *b == Ann::Max)
}

/// Whether a solver's unknown `reason` is the watchdog's interrupt (the check ran
/// past its limit), not Z3 giving up on the query.
fn out_of_time(reason: &str) -> bool {
    reason.contains("cancel")
}

/// Why the search stopped when a check ran past its time limit.
const RAN_OUT_OF_TIME: &str = "a solver check ran out of time";

/// Whether `stop` is Z3 giving up on a query within its time (a model it could not
/// build in `QUERY_MBQI_ROUNDS` of quantifier instantiation, a theory it is
/// incomplete for), which a fresh solver may still decide.
fn gave_up(stop: &Stop) -> bool {
    matches!(stop, Stop::Unknown(r) if r.starts_with(SOLVER_ANSWERED_UNKNOWN))
}

/// Why the search stopped when Z3 gave up within its time, before the reason it gave.
const SOLVER_ANSWERED_UNKNOWN: &str = "the solver answered unknown";

fn solver_unknown(reason: String) -> Stop {
    // Which query gave up (TRACER_DEBUG_UNKNOWN=1): the search stops at many.
    if std::env::var_os("TRACER_DEBUG_UNKNOWN").is_some() {
        eprintln!("{}", std::backtrace::Backtrace::force_capture());
    }
    if out_of_time(&reason) {
        // Interrupted by the watchdog (`smt::watchdog`): the check ran past its limit.
        return Stop::Unknown(RAN_OUT_OF_TIME.into());
    }
    Stop::Unknown(format!("{SOLVER_ANSWERED_UNKNOWN} ({reason})"))
}

impl Minimax<'_> {
    fn budget(&mut self, depth: usize) -> Result<(), Stop> {
        if crate::smt::cancelled() {
            return Err(Stop::Unknown(CALLED_OFF.into()));
        }
        if self.stats.nodes >= self.config.max_nodes {
            return Err(Stop::Unknown(format!("node bound reached ({} nodes)", self.config.max_nodes)));
        }
        if depth >= self.config.max_depth {
            return Err(Stop::Unknown(format!("depth bound reached ({})", self.config.max_depth)));
        }
        if let Some(hook) = &self.config.progress {
            if self.last_progress.elapsed() >= Duration::from_secs(1) {
                self.last_progress = Instant::now();
                (hook.0)(self.stats.nodes, depth, self.stats.restarts);
            }
        }
        // No check outlasts the whole budget either: the solver's deadline (set at
        // the start) cuts it.
        if let Some(limit) = self.config.timeout {
            if self.started.elapsed() > limit {
                return Err(Stop::Unknown(format!("timeout after {:.1} s", limit.as_secs_f64())));
            }
        }
        Ok(())
    }

    fn push_positions(&mut self, encs: Vec<Encoded>) {
        for enc in encs {
            self.next_pos_id += 1;
            self.pos.push(Pos { id: self.next_pos_id, enc, weak: None, lemma: None });
        }
    }

    fn mark(&mut self, node: usize, status: NodeStatus, covered_by: Option<usize>) {
        if let Some(n) = self.tree.get_mut(node) {
            n.status = status;
            n.covered_by = covered_by;
        }
    }

    fn visit(&mut self, d: usize, point: PointId, state: State, v: Vec<Ann>, prior: Prior) -> Result<Ret, Stop> {
        self.budget(d)?;
        self.stats.nodes += 1;
        self.stats.max_depth = self.stats.max_depth.max(d as u64);
        let node = self.tree.len();
        if self.config.record_tree {
            let parent = self.stack.last().map(|f| f.node);
            self.tree.push(TreeNode { parent, point, status: NodeStatus::Open, covered_by: None, interpolant: None, restarts: 0 });
        }
        let ret = self.visit_node(d, node, point, state, v, prior);
        if let Ok(Ret::Conflict(..)) = ret {
            if self.tree.get(node).is_some_and(|n| n.status == NodeStatus::Open) {
                self.mark(node, NodeStatus::SpuriousError, None);
            }
        }
        ret
    }

    fn visit_node(&mut self, d: usize, node: usize, point: PointId, state: State, v: Vec<Ann>, prior: Prior) -> Result<Ret, Stop> {
        if self.to_error[point as usize] == u32::MAX {
            self.mark(node, NodeStatus::Terminal, None);
            return Ok(Ret::Ok(v, Some(Vec::new()))); // no error point ahead: pruning needs no reason
        }
        let no_weak = HashMap::new();
        // Line 1: infeasible under σ_min.
        let refuted = match prior {
            Prior::Feasible => None,
            Prior::Refuted(core) if core.iter().all(|&p| in_sigma_min(v[p])) => Some(mark_max(&v, &core)),
            Prior::Infeasible => {
                let parent_n = if d == 0 { 0 } else { self.stack[d - 1].n_pos };
                let core = self.path_query(&v, parent_n, &no_weak, None, self.core_kind, true).map_err(solver_unknown)?;
                core.map(|core| mark_max(&v, &core))
            }
            _ if self.valued(v.len()) => None,
            _ => {
                let parent_n = if d == 0 { 0 } else { self.stack[d - 1].n_pos };
                // `interpolate`, except that a query Z3 gives up on (not out of
                // time) leaves the node unrefuted, as a child's `Prior` does.
                match self.path_core(&v, parent_n, &no_weak, None, self.core_kind) {
                    Ok(core) => core.map(|core| mark_max(&v, &core)),
                    Err(r) if !out_of_time(&r) => None,
                    Err(r) => return Err(solver_unknown(r)),
                }
            }
        };
        if let Some(w) = refuted {
            return Ok(self.infeasible(node, point, w));
        }
        // Lines 2-3: error and terminal points.
        match self.prog.points[point as usize].kind {
            PointKind::Error(kind) if self.config.property.covers(kind) => {
                self.mark(node, NodeStatus::Error, None);
                return self.at_error(d, node, point, v);
            }
            PointKind::Error(_) | PointKind::Exit | PointKind::Halt => {
                self.mark(node, NodeStatus::Terminal, None);
                return Ok(Ret::Ok(v, Some(Vec::new())));
            }
            PointKind::Entry | PointKind::Normal => {}
        }
        // Line 4: subsumed by a memoed interpolant (not looked up on a straight
        // line: see `graph::straight`; not covering is always sound).
        if let Some((w, by, itp)) = if self.straight[point as usize] { None } else { self.subsumed(point, &state, &v)? } {
            self.stats.subsumed_memo += 1;
            self.mark(node, NodeStatus::SubsumedMemo, Some(by));
            return Ok(Ret::Ok(w, Some(itp)));
        }
        // Line 5: a looping ancestor whose weakening covers this state. Where
        // weakenings in this loop nest keep ending in restarts, the loop is unrolled
        // and closing it tried only at every power of two of its rounds on the
        // path: an error behind a loop of n rounds takes about log n restarts, not
        // n, each re-exploring the path from the loop head (not trying a closure
        // is always sound: the state is expanded instead).
        let try_close = !self.unrolling(point) || self.rounds(point, d).is_power_of_two();
        for l in (0..d).rev() {
            if try_close && self.stack[l].point == point {
                if let Some((w, summary)) = self.invariant(l, &state.ssa, &v)? {
                    self.stats.subsumed_loop += 1;
                    let by = self.stack[l].node;
                    self.mark(node, NodeStatus::SubsumedLoop, Some(by));
                    return Ok(Ret::Ok(w, summary));
                }
            }
        }
        self.mark(node, NodeStatus::Expanded, None);
        let own = if d == 0 { 0 } else { self.stack[d - 1].n_pos };
        let v = self.add_candidates(point, &state, v, own)?;
        self.expand(d, node, point, state, v)
    }

    /// The return of an infeasible node, `w` marking the refuting constraints.
    fn infeasible(&mut self, node: usize, point: PointId, w: Vec<Ann>) -> Ret {
        self.stats.infeasible += 1;
        self.mark(node, NodeStatus::Infeasible, None);
        // No state gets here, so any label proven safe at this point will do as
        // its summary: a memoed one (covered by the node that memoed it) is far
        // more general than `false`, which would tie the parent's summary to the
        // branch this path happened to take.
        let label = self.memo_at[point as usize].last().map(|&e| self.memo[e].parts.clone());
        Ret::Ok(w, Some(label.unwrap_or_else(|| vec![Formula::truth(false)])))
    }

    fn expand(&mut self, d: usize, node: usize, point: PointId, state: State, v_in: Vec<Ann>) -> Result<Ret, Stop> {
        let State { ssa, consts } = state;
        let n_pos = v_in.len();
        let memo_mark = self.memo.len();
        let mut v_start = v_in;
        self.stack.push(Frame { node, point, ssa: ssa.clone(), n_pos, v: v_start.clone() });
        'restart: loop {
            let mut v_acc = v_start.clone();
            // The children's labels carried back across their rules (None once a
            // child has no label).
            let mut summary: Option<Vec<(Formula, Vec<Formula>)>> = Some(Vec::new());
            self.stack[d].v = v_acc.clone();
            // Encode every successor; feasible ones (under σ_min) go first.
            let mut children: Vec<Child> = Vec::new();
            for &r in &self.prog.rules_from[point as usize] {
                let mut s2 = ssa.clone();
                let encs = self.enc.step_tracked(&self.prog.rules[r], &mut s2);
                self.pos.truncate(n_pos);
                self.push_positions(encs);
                let mut v_tmp = v_acc.clone();
                v_tmp.resize(self.pos.len(), Ann::Neutral);
                let (c2, folded) = consts.step(&self.prog.rules[r], n_pos);
                let prior = match folded {
                    // Forced values decide the guards: no solver needed.
                    ref f if !matches!(f, Verdict::Open) && f.deps().iter().all(|&p| in_sigma_min(v_tmp[p])) => match folded {
                        Verdict::Fails(core) => {
                            // Folding reasons on its own (through definitions and the
                            // facts of earlier guards): a debug build has Z3 confirm it.
                            // (Not where str functions or inexact float and int ones,
                            // math.gcd, are folded: the solver knows them only as
                            // functions of their arguments, folding computes them. The
                            // core is still true, so a label made of it is.)
                            debug_assert!(
                                self.prog.uses_str_functions()
                                    || self.prog.uses_float_function(&|f| !crate::smt::float_fn_is_exact(f))
                                    || self.unsat_by_solver(&core),
                                "folding refuted satisfiable positions {core:?}"
                            );
                            Prior::Refuted(core)
                        }
                        _ => Prior::Feasible,
                    },
                    // A model of the path that the child's positions hold in: feasible.
                    _ if self.valued(self.pos.len()) => Prior::Feasible,
                    _ => {
                        // The same check, made so that the valuation holds again after.
                        // Its query is the path in its own forms, which can be harder
                        // than σ_min (quantified cells Z3 gives up on): then σ_min's.
                        let by_value = if self.valuation.is_some() && v_tmp.iter().all(|&a| in_sigma_min(a)) {
                            match self.value_path(self.pos.len()) {
                                Ok(feasible) => Some(feasible),
                                Err(r) if !out_of_time(&r) => None,
                                Err(r) => return Err(solver_unknown(r)),
                            }
                        } else {
                            None
                        };
                        match by_value {
                            Some(true) => Prior::Feasible,
                            Some(false) => Prior::Infeasible,
                            None => match self.path_core(&v_tmp, n_pos, &HashMap::new(), None, Core::No) {
                                Ok(None) => Prior::Feasible,
                                Ok(Some(_)) => Prior::Infeasible,
                                // Z3 gave up (a str function's argument it cannot
                                // decide, `incomplete (theory array)`): the child is
                                // explored as if feasible, which prunes nothing; only
                                // an error reached so needs the solver's answer.
                                Err(r) if !out_of_time(&r) => Prior::Feasible,
                                Err(r) => return Err(solver_unknown(r)),
                            },
                        }
                    }
                };
                // Keep the positions (and their ids): the solver scopes made for this
                // check are reused when the child is visited.
                let child_pos: Vec<Pos> = self.pos.drain(n_pos..).collect();
                children.push((r, s2, c2, child_pos, prior));
            }
            let children = self.order(d, point, children);
            for (r, s2, c2, child_pos, prior) in children {
                let rule = &self.prog.rules[r];
                let to = rule.to;
                let havoc = rule.havoc;
                // Marks of max since the children were checked leave σ_min as it
                // was, and an infeasible child's answer with it. (A feasible child
                // is checked again when anything changed: taking its answer then
                // too saved 7% of the checks on tcas, but fizzbuzz_count_unsafe.py
                // made 8% more, in loop closures: the visits' checks also extend the
                // valuation, and the search went differently from there.)
                let unchanged = self.stack[d].v == v_start;
                let same_sigma = same_sigma_min(&self.stack[d].v, &v_start);
                self.pos.truncate(n_pos);
                self.pos.extend(child_pos);
                let mut v_child = v_acc.clone();
                v_child.resize(self.pos.len(), Ann::Neutral);
                if let Some(x) = havoc {
                    self.havocs.push((x, s2.versions[x as usize]));
                }
                let prior = match prior {
                    Prior::Feasible if !unchanged => Prior::Unchecked,
                    Prior::Infeasible if !same_sigma => Prior::Unchecked,
                    p => p,
                };
                let res = self.visit(d + 1, to, State { ssa: s2, consts: c2 }, v_child, prior);
                if havoc.is_some() {
                    self.havocs.pop();
                }
                let res = match res {
                    Ok(r) => r,
                    Err(stop) => {
                        self.stack.pop();
                        return Err(stop);
                    }
                };
                let res = match res {
                    Ret::Ok(w, label) => match self.justify(n_pos, w) {
                        Ok(w) => Ret::Ok(w, label),
                        // The shallowest frame that adopted a weakening now needed
                        // in full; this node, if the weakening came from the child.
                        Err(w) => {
                            self.stats.conflicts += 1;
                            let l = (0..d).find(|&l| conflict(&self.stack[l].v, &w)).unwrap_or(d);
                            Ret::Conflict(w, l)
                        }
                    },
                    conflict => conflict,
                };
                match res {
                    Ret::Ok(mut w, child_summary) => {
                        summary = match (summary, child_summary) {
                            (Some(mut acc), Some(post)) => {
                                let started = std::time::Instant::now();
                                let pre = self.wp(r, &post);
                                self.stats.projection_seconds += started.elapsed().as_secs_f64();
                                pre.map(|pre| {
                                    acc.push(pre);
                                    acc
                                })
                            }
                            _ => None,
                        };
                        w.truncate(n_pos);
                        v_acc = w;
                        self.stack[d].v = v_acc.clone();
                    }
                    Ret::Conflict(mut w, l) => {
                        w.truncate(n_pos);
                        if l == d {
                            self.stats.restarts += 1;
                            self.restarts_in[self.component[point as usize]] += 1;
                            if let Some(n) = self.tree.get_mut(node) {
                                n.restarts += 1;
                            }
                            if self.stats.restarts > self.config.max_restarts {
                                self.stack.pop();
                                return Err(Stop::Unknown(format!("restart bound reached ({})", self.config.max_restarts)));
                            }
                            self.truncate_memo(memo_mark);
                            for p in 0..n_pos {
                                if w[p] == Ann::Max {
                                    v_start[p] = Ann::Max;
                                }
                            }
                            self.pos.truncate(n_pos);
                            continue 'restart;
                        }
                        self.stack.pop();
                        self.pos.truncate(n_pos);
                        return Ok(Ret::Conflict(w, l));
                    }
                }
            }
            self.pos.truncate(n_pos);
            let summary = match summary.map(|pres| self.label(point, pres)) {
                Some(parts) if parts.len() > LABEL_BOUND => Some(self.generalise(parts, &ssa, &mut v_acc)),
                summary => summary,
            };
            self.store(node, point, &ssa, &v_acc, summary.as_ref());
            self.stack.pop();
            return Ok(Ret::Ok(v_acc, summary));
        }
    }

    /// How often the path has been at `point` above depth `d`: the rounds of its
    /// loop a node there is in.
    fn rounds(&self, point: PointId, d: usize) -> usize {
        self.stack[..d].iter().filter(|f| f.point == point).count()
    }

    /// Whether weakenings in `point`'s loop nest have ended in restarts so often
    /// that the nest is being unrolled (see `visit_node`).
    fn unrolling(&self, point: PointId) -> bool {
        self.restarts_in[self.component[point as usize]] >= CLOSE_EVERY_ROUND_UNTIL
    }
}
