//! The explicit-state engine: runs the CLP program on concrete states and visits
//! every reachable state once, the way an explicit-state model checker does.
//!
//! Inputs and nondet values start as symbols that stand for an interval of values
//! (an int: all of them; a bool: both). A guard that compares a symbol with known
//! values in linear terms splits its interval exactly; any other use (arithmetic, a
//! bit operation, a non-linear guard) enumerates the symbol when at most
//! `ENUMERATE` values are left, and otherwise the engine stops with UNKNOWN and says
//! why. Each state so stands for a set of concrete states that all take the same
//! rules, so an error reached is reached by every member (a counterexample picks
//! one), and the search is exhaustive when it runs out of states: SAFE. It decides
//! programs whose reachable states are finite and few (protocols over bools,
//! byte-sized bit twiddling, digit-by-digit arithmetic), where the symbolic engines
//! need invariants in theories they reason about badly.
//!
//! States are compared on the variables live at their point (`clp::live`): two
//! states that agree there have the same futures. They are kept at the points where
//! paths meet (and the entry), which every cycle passes, so the search ends when the
//! reachable states are finite.

mod interval;

use crate::clp::{ClpProgram, Constraint, PointId};
use crate::minimax::Stats;
use crate::search::{Outcome, Property, RawCounterexample};
use crate::smt;
use cfg_frontend::ast::Type;
use cfg_frontend::cfg::exec::try_eval;
use cfg_frontend::cfg::{Expr, PointKind, VarId, VarKind};
use cfg_frontend::value::Value;
use interval::Interval;
use num_bigint::BigInt;
use num_traits::ToPrimitive;
use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant};

/// A symbol with at most this many values left may be replaced by each of them.
pub const ENUMERATE: u64 = 4096;

/// When a wider one is computed with, a second search looks for errors among the
/// runs where each such value lies within `-WINDOW..=WINDOW` (see `run`).
const WINDOW: u32 = 16;

/// The windowed search's budget: bugs near 0 show quickly (xor_swap_unsafe.py: 20
/// ms) or not at all, and it should not slow the peers that might prove the
/// program (diskperf in the portfolio: 7.8 s without explicit; 9.3 s when its
/// windowed search ran to the time limit).
const WINDOW_TIME: Duration = Duration::from_secs(1);
const WINDOW_STATES: usize = 100_000;

#[derive(Clone, Debug)]
pub struct Config {
    pub timeout: Option<Duration>,
    pub property: Property,
    /// States kept (or waiting on the stack) before the engine gives up: about a
    /// kilobyte each.
    pub max_states: usize,
    /// After this long, lower the thread's priority (`search::yield_cpu_to_peers`):
    /// in a portfolio, a search still going by then is usually one that cannot end.
    pub yield_after: Option<Duration>,
}

impl Default for Config {
    fn default() -> Config {
        Config { timeout: None, property: Property::All, max_states: 1_000_000, yield_after: None }
    }
}

pub struct Run {
    pub outcome: Outcome,
    /// `nodes` counts transitions taken, `memo_entries` the states kept, `max_depth`
    /// the most states waiting on the stack at once.
    pub stats: Stats,
}

/// `g` as disjoint cases, each a conjunction taken in order, when it is a
/// connective: `a and b` is one case `[a, b]`; `a or b` two, `[a]` and `[not a, b]`;
/// a negated connective by De Morgan.
fn cases_of(g: &Expr) -> Option<Vec<Vec<Expr>>> {
    let not = |e: &Expr| Expr::Not(Box::new(e.clone()));
    match g {
        Expr::And(items) => Some(vec![items.clone()]),
        Expr::Or(items) => Some((0..items.len()).map(|i| items[..i].iter().map(not).chain([items[i].clone()]).collect()).collect()),
        Expr::Not(x) => match &**x {
            Expr::Not(y) => Some(vec![vec![(**y).clone()]]),
            Expr::And(items) => cases_of(&Expr::Or(items.iter().map(not).collect())),
            Expr::Or(items) => Some(vec![items.iter().map(not).collect()]),
            _ => None,
        },
        _ => None,
    }
}

/// A value not yet known: any member of `range` (0 or 1 for a bool).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Sym {
    id: u32,
    range: Interval,
    bool: bool,
}

impl Sym {
    fn value(&self, v: BigInt) -> Value {
        if self.bool {
            Value::Bool(v != BigInt::from(0))
        } else {
            Value::Int(v)
        }
    }
}

#[derive(Clone)]
struct State {
    point: PointId,
    /// `None` where a variable holds a symbol (see `bound`) or has no value yet.
    env: Vec<Option<Value>>,
    /// Which variables hold which symbol, by symbol id.
    bound: Vec<(VarId, u32)>,
    syms: Vec<Sym>,
    /// The transition that made this state (`Step`).
    step: u32,
}

impl State {
    fn sym_of(&self, v: VarId) -> Option<u32> {
        self.bound.iter().find(|(w, _)| *w == v).map(|(_, s)| *s)
    }

    fn sym(&self, id: u32) -> &Sym {
        self.syms.iter().find(|s| s.id == id).expect("a bound symbol is kept")
    }

    /// The symbols `e` reads, each once.
    fn syms_in(&self, e: &Expr) -> Vec<u32> {
        let mut out = Vec::new();
        e.for_each_var(&mut |v| {
            if let Some(s) = self.sym_of(v) {
                if !out.contains(&s) {
                    out.push(s);
                }
            }
        });
        out
    }
}

/// What became of a symbol, for the counterexample.
#[derive(Clone, Debug)]
enum Fix {
    Value(Value),
    /// It was forgotten with this range left: any member behaves the same.
    Within(Sym),
}

/// A transition taken, as the search tree's edge: enough to rebuild the run.
struct Step {
    parent: u32,
    rule: u32,
    /// The symbols this transition made (a nondet call's, an input's at the root).
    born: Vec<(VarId, u32)>,
    fixed: Vec<(u32, Fix)>,
}

/// What a definition writes: a value, or (`y = x` where `x` holds one) a symbol,
/// then shared.
enum Written {
    Value(Value),
    Sym(u32),
}

/// A state being refined by one rule, with what the refinement fixed.
#[derive(Clone)]
struct Candidate {
    state: State,
    fixed: Vec<(u32, Fix)>,
}

enum Stop {
    Unknown(String),
    /// A value with too many possibilities was computed with.
    TooWide(String),
}

type Result<T> = std::result::Result<T, Stop>;

/// Runs the explicit-state search on `prog`.
pub fn run(prog: &ClpProgram, config: &Config) -> Run {
    let started = Instant::now();
    let points = Points::of(prog);
    let mut search = Search::new(prog, config, &points, None, started);
    let outcome = match search.explore() {
        Ok(o) => o,
        Err(Stop::Unknown(reason)) => Outcome::Unknown(reason),
        // No proof then; but the runs whose wide values lie in a window are real
        // runs, and an error among them is real (replayed like any other).
        Err(Stop::TooWide(reason)) => {
            let mut within = Search::new(prog, config, &points, Some(BigInt::from(WINDOW)), started);
            // A second try, for bugs only: short, and behind its peers in a portfolio.
            let end = Instant::now() + WINDOW_TIME;
            within.deadline = Some(within.deadline.map_or(end, |d| d.min(end)));
            within.max_states = config.max_states.min(WINDOW_STATES);
            if config.yield_after.is_some() && !search.yielded {
                crate::search::yield_cpu_to_peers();
            }
            within.yielded = true;
            let outcome = match within.explore() {
                Ok(Outcome::Unsafe(cex)) => Outcome::Unsafe(cex),
                Ok(_) => Outcome::Unknown(format!(
                    "{reason}; with each such value taken from -{WINDOW}..{WINDOW} (or the {} nearest its range), no error is reachable",
                    2 * WINDOW + 1
                )),
                Err(Stop::Unknown(r)) if r == crate::search::CALLED_OFF => Outcome::Unknown(r),
                Err(_) => Outcome::Unknown(reason),
            };
            let (a, b) = (&mut search.stats, &within.stats);
            a.nodes += b.nodes;
            a.memo_entries += b.memo_entries;
            a.max_depth = a.max_depth.max(b.max_depth);
            outcome
        }
    };
    Run { outcome, stats: search.stats }
}

/// What a search needs to know of each point, the same for every search of one
/// program.
struct Points {
    live: Vec<Vec<VarId>>,
    /// Points where states are kept: the entry and where rules meet.
    kept_at: Vec<bool>,
}

impl Points {
    fn of(prog: &ClpProgram) -> Points {
        let mut into = vec![0usize; prog.points.len()];
        for r in &prog.rules {
            into[r.to as usize] += 1;
        }
        let mut kept_at: Vec<bool> = into.iter().map(|&n| n > 1).collect();
        kept_at[prog.entry as usize] = true;
        Points { live: prog.live_vars(), kept_at }
    }
}

struct Search<'a> {
    prog: &'a ClpProgram,
    config: &'a Config,
    points: &'a Points,
    seen: HashSet<(PointId, Vec<Key>)>,
    steps: Vec<Step>,
    next_sym: u32,
    stats: Stats,
    deadline: Option<Instant>,
    yielded: bool,
    started: Instant,
    /// Searching only the runs whose wide values lie in this window (`run`).
    window: Option<BigInt>,
    max_states: usize,
}

/// A live variable's part of a kept state: its value, or the symbol it holds
/// (numbered by first occurrence, so states that share symbols alike compare equal).
#[derive(Clone, PartialEq, Eq, Hash)]
enum Key {
    Value(Option<Value>),
    Sym(u32, Interval, bool),
}

impl<'a> Search<'a> {
    fn new(prog: &'a ClpProgram, config: &'a Config, points: &'a Points, window: Option<BigInt>, started: Instant) -> Search<'a> {
        Search {
            prog,
            config,
            points,
            seen: HashSet::new(),
            steps: Vec::new(),
            next_sym: 0,
            stats: Stats::default(),
            deadline: config.timeout.map(|t| started + t),
            yielded: false,
            started,
            window,
            max_states: config.max_states,
        }
    }

    fn explore(&mut self) -> Result<Outcome> {
        let mut root = State { point: self.prog.entry, env: vec![None; self.prog.vars.len()], bound: Vec::new(), syms: Vec::new(), step: 0 };
        let mut born = Vec::new();
        for &v in &self.prog.inputs {
            let id = self.fresh(&mut root, v)?;
            born.push((v, id));
        }
        self.steps.push(Step { parent: u32::MAX, rule: u32::MAX, born, fixed: Vec::new() });
        // Depth first (breadth first took 4.5 s and 700 MB to find test_locks_14-2's
        // bug, depth first 10 ms), trying to leave a loop before going round it
        // again, for shorter counterexamples. Only rules that carry a loop id count
        // as going round: on gcnr2008.i the rules after the C loop's nondet
        // condition carry none, and the counterexample still pins 205 values where 5
        // would do.
        let mut stack = vec![root];
        let mut popped = 0u64;
        while let Some(state) = stack.pop() {
            popped += 1;
            if popped % 1024 == 0 {
                self.check_time()?;
            }
            match self.prog.points[state.point as usize].kind {
                PointKind::Error(kind) if self.config.property.covers(kind) => return Ok(Outcome::Unsafe(self.counterexample(&state))),
                PointKind::Error(_) | PointKind::Exit | PointKind::Halt => continue,
                PointKind::Entry | PointKind::Normal => {}
            }
            if self.points.kept_at[state.point as usize] {
                if !self.seen.insert((state.point, self.key(&state))) {
                    continue;
                }
                self.stats.memo_entries += 1;
                if self.seen.len() > self.max_states {
                    return Err(Stop::Unknown(format!("more than {} distinct states", self.max_states)));
                }
            }
            // The stack's top is explored first: pushed last, the rules that do not
            // start an iteration, in source order.
            let rules = &self.prog.rules_from[state.point as usize];
            let (iterate, other): (Vec<usize>, Vec<usize>) = rules.iter().partition(|&&r| self.prog.rules[r].loop_entry.is_some());
            for r in iterate.into_iter().chain(other.into_iter().rev()) {
                for next in self.take(&state, r)? {
                    self.stats.nodes += 1;
                    stack.push(next);
                }
            }
            self.stats.max_depth = self.stats.max_depth.max(stack.len() as u64);
            // States waiting on the stack cost as much memory as kept ones.
            if stack.len() > self.max_states {
                return Err(Stop::Unknown(format!("more than {} states waiting to be explored", self.max_states)));
            }
        }
        Ok(Outcome::Safe)
    }

    fn check_time(&mut self) -> Result<()> {
        if self.config.yield_after.is_some_and(|t| self.started.elapsed() >= t) && !self.yielded {
            self.yielded = true;
            crate::search::yield_cpu_to_peers();
        }
        self.stopped()
    }

    /// Stops a search called off or past its deadline. Also checked per
    /// enumeration: one state's successors can be the product of several wide
    /// values (three inputs of a thousand values each), far more than a deadline
    /// checked per state would let run.
    fn stopped(&self) -> Result<()> {
        if smt::cancelled() {
            return Err(Stop::Unknown(crate::search::CALLED_OFF.into()));
        }
        if self.deadline.is_some_and(|d| Instant::now() >= d) {
            let t = self.started.elapsed().as_secs_f64();
            return Err(Stop::Unknown(format!("timeout after {t:.1} s ({} states kept)", self.seen.len())));
        }
        Ok(())
    }

    /// A new symbol for `v`, standing for every value of its type.
    fn fresh(&mut self, state: &mut State, v: VarId) -> Result<u32> {
        let bool = match self.prog.var_type(v) {
            Type::Int => false,
            Type::Bool => true,
            other => {
                let name = crate::check::source_name(self.prog.var_name(v));
                return Err(Stop::Unknown(format!("{name} takes any value of type {other:?}, which this engine does not enumerate")));
            }
        };
        let range = if bool { Interval::new(0, 1) } else { Interval::all() };
        let id = self.next_sym;
        self.next_sym += 1;
        state.env[v as usize] = None;
        state.bound.retain(|(w, _)| *w != v);
        state.bound.push((v, id));
        state.syms.push(Sym { id, range, bool });
        Ok(id)
    }

    fn key(&self, state: &State) -> Vec<Key> {
        let mut order: Vec<u32> = Vec::new();
        self.points.live[state.point as usize]
            .iter()
            .map(|&v| match state.sym_of(v) {
                None => Key::Value(state.env[v as usize].clone()),
                Some(id) => {
                    let n = order.iter().position(|&s| s == id).unwrap_or_else(|| {
                        order.push(id);
                        order.len() - 1
                    });
                    let sym = state.sym(id);
                    Key::Sym(n as u32, sym.range.clone(), sym.bool)
                }
            })
            .collect()
    }

    /// The states rule `r` leads `state` to: one per piece of a split symbol or
    /// value of an enumerated one, none when its guards fail.
    fn take(&mut self, state: &State, r: usize) -> Result<Vec<State>> {
        let rule = &self.prog.rules[r];
        let mut cands = vec![Candidate { state: state.clone(), fixed: Vec::new() }];
        for c in &rule.constraints {
            if let Constraint::Guard(g) = c {
                let mut next = Vec::new();
                for cand in cands {
                    next.extend(self.refine(cand, g)?);
                    self.crowded(next.len())?;
                }
                cands = next;
            }
        }
        let defs: Vec<(VarId, &Expr)> = rule
            .constraints
            .iter()
            .filter_map(|c| match c {
                Constraint::Def(v, e) => Some((*v, e)),
                Constraint::Guard(_) => None,
            })
            .collect();
        let mut out = Vec::new();
        while let Some(cand) = cands.pop() {
            // Every definition reads the values before the rule.
            let mut values = Vec::with_capacity(defs.len());
            let mut stuck = None;
            for &(v, e) in &defs {
                let copied = match e {
                    Expr::Var(x) => cand.state.sym_of(*x),
                    _ => None,
                };
                match copied.map(Written::Sym).or_else(|| try_eval(e, &cand.state.env).map(Written::Value)) {
                    Some(w) => values.push((v, w)),
                    None => {
                        stuck = Some(e);
                        break;
                    }
                }
            }
            if let Some(e) = stuck {
                cands.extend(self.enumerate_one(cand, e)?);
                self.crowded(cands.len() + out.len())?;
                continue;
            }
            let Candidate { mut state, fixed } = cand;
            state.bound.retain(|(w, _)| !rule.writes.contains(w));
            for (v, w) in values {
                match w {
                    Written::Value(val) => state.env[v as usize] = Some(val),
                    Written::Sym(sym) => {
                        state.env[v as usize] = None;
                        state.bound.push((v, sym));
                    }
                }
            }
            let mut born = Vec::new();
            for &w in &rule.writes {
                if !defs.iter().any(|(v, _)| *v == w) {
                    born.push((w, self.fresh(&mut state, w)?));
                }
            }
            let mut fixed = fixed;
            // Symbols no variable holds any more: any member of their range did.
            let (kept, gone): (Vec<Sym>, Vec<Sym>) = state.syms.drain(..).partition(|s| state.bound.iter().any(|(_, id)| *id == s.id));
            state.syms = kept;
            fixed.extend(gone.into_iter().map(|s| (s.id, Fix::Within(s))));
            self.steps.push(Step { parent: state.step, rule: r as u32, born, fixed });
            state.step = (self.steps.len() - 1) as u32;
            state.point = rule.to;
            out.push(state);
        }
        Ok(out)
    }

    /// The candidates in which guard `g` holds.
    fn refine(&self, cand: Candidate, g: &Expr) -> Result<Vec<Candidate>> {
        let mut out = Vec::new();
        let mut todo = vec![cand];
        while let Some(cand) = todo.pop() {
            if let Some(v) = try_eval(g, &cand.state.env) {
                if v.as_bool() {
                    out.push(cand);
                }
                continue;
            }
            let syms = cand.state.syms_in(g);
            if let [id] = syms[..] {
                let sym = cand.state.sym(id).clone();
                if !sym.bool {
                    let state = &cand.state;
                    let is_sym = |e: &Expr| matches!(e, Expr::Var(v) if state.sym_of(*v) == Some(id));
                    let known = |e: &Expr| match try_eval(e, &state.env) {
                        Some(Value::Int(i)) => Some(i),
                        _ => None,
                    };
                    if let Some(set) = interval::satisfying(g, &sym.range, &is_sym, &known) {
                        for piece in set.0 {
                            let mut c = cand.clone();
                            c.state.syms.iter_mut().find(|s| s.id == id).expect("kept").range = piece;
                            out.push(c);
                        }
                        continue;
                    }
                }
            }
            // A connective over several symbols: its operands one at a time, in
            // Python's order (`a or b` is `a`, or else `not a and b`).
            if let Some(cases) = cases_of(g) {
                for case in cases {
                    let mut cands = vec![cand.clone()];
                    for part in &case {
                        let mut next = Vec::new();
                        for c in cands {
                            next.extend(self.refine(c, part)?);
                        }
                        cands = next;
                    }
                    out.extend(cands);
                }
                continue;
            }
            todo.extend(self.enumerate_one(cand, g)?);
            self.crowded(todo.len() + out.len())?;
        }
        Ok(out)
    }

    /// Stops when one state's successors alone would pass the state bound: inputs
    /// enumerated one after another multiply (three of a thousand values each
    /// behind one guard are a billion candidates), and memory with them long
    /// before a deadline comes.
    fn crowded(&self, candidates: usize) -> Result<()> {
        if candidates > self.max_states {
            return Err(Stop::Unknown(format!("more than {} successors of one state", self.max_states)));
        }
        Ok(())
    }

    /// `cand` once for each value of the symbol in `e` with the fewest left (in a
    /// windowed search, of its values in the window when there are too many).
    fn enumerate_one(&self, cand: Candidate, e: &Expr) -> Result<Vec<Candidate>> {
        self.stopped()?;
        let syms = cand.state.syms_in(e);
        let smallest = syms
            .iter()
            .filter_map(|&id| Some((cand.state.sym(id).range.size()?.to_u64()?, id)))
            .min()
            .filter(|(n, _)| *n <= ENUMERATE)
            .map(|(_, id)| (id, cand.state.sym(id).range.clone()));
        let chosen = smallest.or_else(|| {
            let (w, &id) = (self.window.as_ref()?, syms.first()?);
            Some((id, cand.state.sym(id).range.window(w)))
        });
        let Some((id, range)) = chosen else {
            if syms.is_empty() {
                return Err(Stop::Unknown("internal error: an expression over variables without a value".into()));
            }
            // A variable of the program holding the value names it best; nondet
            // calls' values first sit in hidden temporaries.
            let name = cand
                .state
                .bound
                .iter()
                .filter(|(v, s)| syms.contains(s) && self.prog.vars[*v as usize].kind != VarKind::Temp)
                .map(|(v, _)| format!("`{}`", crate::check::source_name(self.prog.var_name(*v))))
                .next()
                .unwrap_or_else(|| "a nondet value".into());
            return Err(Stop::TooWide(format!("{name} is used where its value matters and may take more than {ENUMERATE} values")));
        };
        let sym = cand.state.sym(id).clone();
        let (Some(lo), Some(n)) = (range.lo.clone(), range.size().and_then(|n| n.to_u64())) else {
            return Err(Stop::Unknown("internal error: enumerating an unbounded range".into()));
        };
        let mut out = Vec::with_capacity(n as usize);
        for k in 0..n {
            let value = sym.value(&lo + k);
            let mut c = cand.clone();
            for (v, s) in &c.state.bound {
                if *s == id {
                    c.state.env[*v as usize] = Some(value.clone());
                }
            }
            c.state.bound.retain(|(_, s)| *s != id);
            c.state.syms.retain(|s| s.id != id);
            c.fixed.push((id, Fix::Value(value)));
            out.push(c);
        }
        Ok(out)
    }

    /// The inputs and nondet values of a run to `state`: what each symbol was fixed
    /// to, or a member of its range where nothing fixed it.
    fn counterexample(&self, state: &State) -> RawCounterexample {
        let mut path = Vec::new();
        let mut at = state.step;
        while at != u32::MAX {
            path.push(at);
            at = self.steps[at as usize].parent;
        }
        path.reverse();
        let mut values: HashMap<u32, Value> = HashMap::new();
        for &s in &path {
            for (id, fix) in &self.steps[s as usize].fixed {
                let v = match fix {
                    Fix::Value(v) => v.clone(),
                    Fix::Within(sym) => sym.value(sym.range.pick()),
                };
                values.insert(*id, v);
            }
        }
        for sym in &state.syms {
            values.insert(sym.id, sym.value(sym.range.pick()));
        }
        let value_of = |id: u32| values.get(&id).cloned().unwrap_or(Value::int(0));
        let root = &self.steps[path[0] as usize];
        let inputs = root.born.iter().map(|&(_, id)| value_of(id)).collect();
        let mut nondet = Vec::new();
        for &s in &path[1..] {
            let step = &self.steps[s as usize];
            if let Some(h) = self.prog.rules[step.rule as usize].havoc {
                if let Some(&(_, id)) = step.born.iter().find(|(v, _)| *v == h) {
                    nondet.push(value_of(id));
                }
            }
        }
        RawCounterexample { inputs, nondet, error_point: state.point }
    }
}
