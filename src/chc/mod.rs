//! The `chc` engine: the CLP rules as constrained Horn clauses (one predicate per
//! program point over all program variables), solved by Z3's Spacer, and the same
//! clauses as CHC-COMP text for other solvers (`tracer clp --format smt2`).
//!
//! Spacer is not trusted. Its SAFE comes with an interpretation of every predicate;
//! `recheck` proves with a fresh solver, on the constraints as `Encoder` writes them
//! for the other engines, that the interpretations contain the entry, are preserved
//! by every rule and exclude every counted error point. Together they are an
//! inductive invariant of the CLP program, so no counted error point is reachable,
//! whatever Spacer did to find them. Its UNSAFE comes with the rules of its
//! derivation; the path formula of those rules is solved again by a plain solver for
//! inputs and nondet values, which `check` then replays concretely.

use crate::clp::{print::point_label, ClpProgram, PointId};
use crate::minimax::Stats;
use crate::search::{Outcome, Property, RawCounterexample};
use crate::smt::horn::{Horn, HornAnswer};
use crate::smt::{Encoder, Formula, Sat, Smt, Ssa};
use cfg_frontend::cfg::Expr;
use cfg_frontend::span::LineIndex;

pub(crate) mod region;
use std::time::{Duration, Instant};

/// Settings of a run.
#[derive(Clone, Debug)]
pub struct Config {
    /// The whole run (Spacer, the re-check, the counterexample) ends by then.
    pub timeout: Option<Duration>,
    pub property: Property,
    /// Strengthen loop heads with discovered invariants first (see `check`).
    pub discover_invariants: bool,
    /// Read the proof's invariants back (`Run::labels`, for `--witness`).
    pub record_labels: bool,
}

impl Default for Config {
    fn default() -> Config {
        Config { timeout: None, property: Property::All, discover_invariants: true, record_labels: false }
    }
}

/// The outcome of a run, before any replay, with figures for the report.
pub struct Run {
    pub outcome: Outcome,
    pub stats: Stats,
    /// For a SAFE outcome with `Config::record_labels`: the invariant the re-check
    /// proved, by point, as expressions over the program's variables (`None` where
    /// the point has none, or it does not read back).
    pub labels: Vec<Option<Expr>>,
}

/// The error points whose reachability violates the property.
fn counted(prog: &ClpProgram, property: Property) -> Vec<PointId> {
    (0..prog.points.len() as PointId).filter(|&p| prog.error_kind(p).is_some_and(|k| property.covers(k))).collect()
}

/// Spacer's interpretations made ready for the re-check. Points no query depends on
/// (Spacer drops them) get `true`: any interpretation does there. Its answer also
/// leaves out some interpretations that are `true` (a loop that needs no constraint
/// at its head): a cycle of left-out points gets `true` on as few of its points as
/// it takes. The re-check judges either guess.
fn complete(prog: &ClpProgram, property: Property, mut invariants: Vec<Option<Formula>>) -> Vec<Option<Formula>> {
    let needed = can_reach(prog, &counted(prog, property));
    for (p, inv) in invariants.iter_mut().enumerate() {
        if inv.is_none() && !needed[p] {
            *inv = Some(Formula::truth(true));
        }
    }
    loop {
        let left_out: Vec<bool> = invariants.iter().map(Option::is_none).collect();
        match on_cycle(prog, &left_out) {
            Some(p) => invariants[p as usize] = Some(Formula::truth(true)),
            None => return invariants,
        }
    }
}

/// Which points have a path of rules to one of `targets`.
fn can_reach(prog: &ClpProgram, targets: &[PointId]) -> Vec<bool> {
    let mut into: Vec<Vec<PointId>> = vec![Vec::new(); prog.points.len()];
    for r in &prog.rules {
        into[r.to as usize].push(r.from);
    }
    let mut seen = vec![false; prog.points.len()];
    let mut work: Vec<PointId> = targets.to_vec();
    while let Some(p) = work.pop() {
        if !std::mem::replace(&mut seen[p as usize], true) {
            work.extend(&into[p as usize]);
        }
    }
    seen
}

/// The name of the clause made from rule `r` (Spacer's traces name clauses).
fn rule_name(r: usize) -> String {
    format!("r{r}")
}

/// The Horn system of `prog`: a fact for the entry point (any values), one clause per
/// rule, one query per counted error point.
fn system(prog: &ClpProgram, enc: &mut Encoder, property: Property) -> Horn {
    let mut horn = Horn::new(enc, prog);
    let start = Ssa::new(prog.vars.len());
    let entry = horn.atom(enc, prog.entry, &start);
    horn.add_clause(enc, "entry".into(), &[], Some(&entry));
    for (r, rule) in prog.rules.iter().enumerate() {
        let (after, mut body) = enc.transition(rule);
        body.insert(0, horn.atom(enc, rule.from, &start));
        let head = horn.atom(enc, rule.to, &after);
        horn.add_clause(enc, rule_name(r), &body, Some(&head));
    }
    for p in counted(prog, property) {
        horn.add_query(enc, p);
    }
    horn
}

/// The rules of `prog` in the CHC-COMP format: `pK` is program point K, and each
/// counted error point has a query clause `(=> (pK ...) false)`.
pub fn smt2(prog: &ClpProgram, property: Property, source: &str) -> String {
    let mut enc = Encoder::new(prog);
    let horn = system(prog, &mut enc, property);
    let index = LineIndex::new(source);
    let inputs: Vec<&str> = prog.inputs.iter().map(|&v| prog.var_name(v)).collect();
    let typed: Vec<String> = prog.vars.iter().map(|v| format!("{}: {}", v.name, v.ty)).collect();
    let mut comments = vec![
        format!("Constrained Horn clauses of {}({}), written by tracer", prog.entry_function, inputs.join(", ")),
        format!("pK(x̃) holds when point K is reached with values x̃ = ({})", typed.join(", ")),
        "program points:".to_string(),
    ];
    let queries = counted(prog, property);
    for p in 0..prog.points.len() as PointId {
        let query = if queries.contains(&p) { "  [query]" } else { "" };
        comments.push(format!("  p{p}: {}{query}", point_label(prog, p, source, &index)));
    }
    horn.to_smt2(&comments)
}

/// Runs Spacer on the rules of `prog`; SAFE only after `recheck`, UNSAFE only with
/// concrete inputs and nondet values for a path of rules to a counted error point.
pub fn run(prog: &ClpProgram, config: &Config) -> Run {
    let started = Instant::now();
    let deadline = config.timeout.map(|t| started + t);
    let mut enc = Encoder::new(prog);
    let horn = system(prog, &mut enc, config.property);
    let answer = horn.solve(deadline, false);
    let mut stats = Stats { solver_checks: 1, ..Stats::default() };
    let mut proved: Vec<Option<Formula>> = Vec::new();
    let outcome = match answer {
        HornAnswer::Unknown(why) => Outcome::Unknown(why),
        HornAnswer::Unreachable { own, answer } => {
            // Spacer's answer fills in the points its preprocessing inlined by
            // projections: costly to re-check (css2003 and ddlm2013 ran out of time
            // on them) and not always right (bank_account: three clauses violated).
            // So what Spacer learnt about the points it solved is tried first, the
            // re-check following the program through the others; then the answer.
            let own = complete(prog, config.property, own);
            let first = recheck(prog, config.property, &own, deadline);
            stats.solver_checks += first.checks;
            match first.result {
                Ok(()) => {
                    proved = own;
                    Outcome::Safe
                }
                Err(why) => {
                    let answer = complete(prog, config.property, answer);
                    let second = recheck(prog, config.property, &answer, deadline);
                    stats.solver_checks += second.checks;
                    match second.result {
                        Ok(()) => {
                            proved = answer;
                            Outcome::Safe
                        }
                        Err(again) => Outcome::Unknown(format!("Spacer's invariant did not pass the re-check: {why}; as its answer states it: {again}")),
                    }
                }
            }
        }
        HornAnswer::Reachable(names) => {
            // A derivation with a gap Spacer's folding left is asked for again whole.
            let again = || match horn.solve(deadline, true) {
                HornAnswer::Reachable(names) => Ok(names),
                _ => Err("asked again for its whole derivation, Spacer did not give one".to_string()),
            };
            let path = rule_path(prog, config.property, &names).or_else(|_| again().and_then(|names| rule_path(prog, config.property, &names)));
            match path.and_then(|path| counterexample(prog, &path, deadline)) {
                Ok(raw) => Outcome::Unsafe(raw),
                Err(why) => Outcome::Unknown(format!("Spacer found an error path, but no counterexample came of it: {why}")),
            }
        }
    };
    stats.solver_seconds = started.elapsed().as_secs_f64();
    let labels: Vec<Option<Expr>> = if config.record_labels { proved.iter().map(|f| enc.to_expr(f.as_ref()?)).collect() } else { Vec::new() };
    Run { outcome, stats, labels }
}

/// What `recheck` found, and how many solver checks it made.
pub struct Recheck {
    pub result: Result<(), String>,
    pub checks: u64,
}

/// Whether `invariants` (one per point, over the canonical variables) is an
/// inductive invariant of `prog` that excludes the counted error points, each
/// condition proven by a fresh solver on the constraints the engines search.
///
/// A point given `None` (Spacer's answer leaves out the points its preprocessing
/// inlined) stands for the strongest postcondition of the given ones: every state
/// reached there along a path of such points from a point with an invariant (or from
/// the entry, with any values). Those points must form no cycle. A counted error
/// point given `None` has the invariant `false`. The conditions:
/// - the entry point's invariant holds for any values (unless it is left out);
/// - from each point with an invariant (the source), every way through left-out
///   points and one more rule ends in the next given invariant, or at a counted
///   error point, whose invariant holds nowhere;
/// - each counted error point's invariant is unsatisfiable.
/// A way through left-out points is encoded once per source, as a DAG (a literal
/// per rule, a copy of the variables per point), so the checks stay linear in the
/// size of the program where Spacer inlined a loop body of many branches. The first
/// condition that fails (or that the solver cannot decide) is the error.
pub fn recheck(prog: &ClpProgram, property: Property, invariants: &[Option<Formula>], deadline: Option<Instant>) -> Recheck {
    let mut checker = Checker { prog, enc: Encoder::new(prog), smt: Smt::new(), checks: 0 };
    if let Some(at) = deadline {
        checker.smt.set_deadline(at);
    }
    let result = checker.all(property, invariants);
    Recheck { result, checks: checker.checks }
}

struct Checker<'p> {
    prog: &'p ClpProgram,
    enc: Encoder<'p>,
    smt: Smt,
    checks: u64,
}

impl Checker<'_> {
    fn unsat(&mut self, parts: &[Formula], what: impl Fn() -> String) -> Result<(), String> {
        self.checks += 1;
        match self.smt.check(parts) {
            Sat::Unsat => Ok(()),
            Sat::Sat => Err(what()),
            Sat::Unknown(why) => Err(format!("{} (the solver gave up: {why})", what())),
        }
    }

    fn all(&mut self, property: Property, invariants: &[Option<Formula>]) -> Result<(), String> {
        let prog = self.prog;
        let n = prog.points.len();
        let errors = counted(prog, property);
        let mut inv: Vec<Option<Formula>> = (0..n).map(|p| invariants.get(p).cloned().flatten()).collect();
        for &e in &errors {
            inv[e as usize].get_or_insert_with(|| Formula::truth(false));
        }
        let left_out: Vec<bool> = inv.iter().map(Option::is_none).collect();
        if let Some(p) = on_cycle(prog, &left_out) {
            return Err(format!("p{p} has no invariant and lies on a cycle of such points"));
        }
        let start = Ssa::new(prog.vars.len());
        if let Some(entry) = &inv[prog.entry as usize] {
            let at = self.enc.from_canonical(entry, &start);
            self.unsat(&[at.not()], || format!("the invariant of the entry point p{} does not hold for every input", prog.entry))?;
        }
        for s in 0..n as PointId {
            let pre = match &inv[s as usize] {
                Some(f) => f.clone(),
                None if s == prog.entry => Formula::truth(true),
                None => continue,
            };
            if pre.is_false() || prog.rules_from[s as usize].is_empty() {
                continue;
            }
            self.from_source(s, &pre, &inv)?;
        }
        for &e in &errors {
            let at = self.enc.from_canonical(inv[e as usize].as_ref().expect("filled above"), &start);
            self.unsat(&[at], || format!("the invariant of error point p{e} is satisfiable"))?;
        }
        Ok(())
    }

    /// The checks from source `s`: through the left-out points it reaches, every
    /// rule into a point with an invariant ends in it.
    fn from_source(&mut self, s: PointId, pre: &Formula, inv: &[Option<Formula>]) -> Result<(), String> {
        let given: Vec<bool> = inv.iter().map(Option::is_some).collect();
        let region = region::Region::new(self.prog, &mut self.enc, s, &given);
        let mut parts = vec![self.enc.from_canonical(pre, &region.at_source())];
        parts.extend(region.parts.iter().cloned());
        for exit in region.exits(self.prog, &mut self.enc) {
            let Some(post) = &inv[exit.to as usize] else { continue };
            let mut query = parts.clone();
            query.extend(exit.taken);
            query.push(self.enc.from_canonical(post, &region.target()).not());
            let rule = &self.prog.rules[exit.rule];
            let through = if exit.from == s { String::new() } else { format!(" (through p{}, which has no invariant)", exit.from) };
            self.unsat(&query, || format!("rule {} (p{} to p{}){through} does not preserve the invariant of p{s}", exit.rule, rule.from, rule.to))?;
        }
        Ok(())
    }
}

/// A point on a cycle of rules between `marked` points, if there is one.
pub(crate) fn on_cycle(prog: &ClpProgram, marked: &[bool]) -> Option<PointId> {
    // Kahn's algorithm on the marked subgraph: what is never freed lies on (or
    // after) a cycle.
    let n = prog.points.len();
    let mut indegree = vec![0usize; n];
    for r in &prog.rules {
        if marked[r.from as usize] && marked[r.to as usize] {
            indegree[r.to as usize] += 1;
        }
    }
    let mut work: Vec<usize> = (0..n).filter(|&p| marked[p] && indegree[p] == 0).collect();
    let mut freed = 0;
    while let Some(p) = work.pop() {
        freed += 1;
        for &r in &prog.rules_from[p] {
            let to = prog.rules[r].to as usize;
            if marked[to] {
                indegree[to] -= 1;
                if indegree[to] == 0 {
                    work.push(to);
                }
            }
        }
    }
    let n_marked = marked.iter().filter(|&&m| m).count();
    (freed < n_marked).then(|| (0..n).find(|&p| marked[p] && indegree[p] > 0).expect("a point left on the cycle") as PointId)
}

/// The path of rules from the entry that Spacer's derivation names. A gap where
/// the path goes on through points with one rule each (straight-line code Spacer
/// folded) is filled with those rules; any other gap is an error, and so is a path
/// that does not end at a counted error point (a derivation Spacer's folding left
/// empty: all of reach.py's names but the fact's are missing once its points have
/// few live variables).
fn rule_path(prog: &ClpProgram, property: Property, names: &[String]) -> Result<Vec<usize>, String> {
    let named: Vec<usize> = names.iter().filter_map(|n| n.strip_prefix('r')?.parse().ok()).filter(|&r| r < prog.rules.len()).collect();
    let mut path = Vec::with_capacity(named.len());
    let mut at = prog.entry;
    for &r in &named {
        let mut steps = 0;
        while prog.rules[r].from != at {
            match prog.rules_from[at as usize].as_slice() {
                [only] if steps < prog.points.len() => {
                    path.push(*only);
                    at = prog.rules[*only].to;
                    steps += 1;
                }
                _ => return Err(format!("the derivation's rules do not form a path (rule {r} does not leave p{at})")),
            }
        }
        path.push(r);
        at = prog.rules[r].to;
    }
    if !prog.error_kind(at).is_some_and(|k| property.covers(k)) {
        return Err(format!("the derivation ends at p{at}, not at a counted error point"));
    }
    Ok(path)
}

/// Inputs and nondet values for a path of rules from the entry to an error point
/// (`rule_path`): the path formula, as `Encoder::step` writes it for minimax,
/// solved by a plain solver.
fn counterexample(prog: &ClpProgram, path: &[usize], deadline: Option<Instant>) -> Result<RawCounterexample, String> {
    let at = path.last().map_or(prog.entry, |&r| prog.rules[r].to);
    let mut enc = Encoder::new(prog);
    let mut smt = Smt::new();
    if let Some(at) = deadline {
        smt.set_deadline(at);
    }
    let mut ssa = Ssa::new(prog.vars.len());
    let mut parts = Vec::new();
    let mut havocs = Vec::new();
    for &r in path {
        let rule = &prog.rules[r];
        parts.extend(enc.step(rule, &mut ssa));
        if let Some(v) = rule.havoc {
            havocs.push((v, ssa.versions[v as usize]));
        }
    }
    match smt.check(&parts) {
        Sat::Sat => {}
        Sat::Unsat => return Err("the path formula of its rules is unsatisfiable".into()),
        Sat::Unknown(why) => return Err(format!("the solver gave up on the path formula: {why}")),
    }
    let mut inputs = Vec::new();
    for &v in &prog.inputs {
        inputs.push(enc.model_value(&smt, v, 0).ok_or("no model value for an input")?);
    }
    let mut nondet = Vec::new();
    for &(v, ver) in &havocs {
        nondet.push(enc.model_value(&smt, v, ver).ok_or("no model value for a nondet call")?);
    }
    Ok(RawCounterexample { inputs, nondet, error_point: at })
}

/// Spacer's interpretations for `prog`, for tests of `recheck`: `None` when Spacer
/// does not find the counted error points unreachable by `timeout`.
pub fn spacer_invariants(prog: &ClpProgram, property: Property, timeout: Duration) -> Option<Vec<Option<Formula>>> {
    match system(prog, &mut Encoder::new(prog), property).solve(Some(Instant::now() + timeout), false) {
        HornAnswer::Unreachable { answer, .. } => Some(answer),
        _ => None,
    }
}
