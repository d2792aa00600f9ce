//! Loop invariants beyond path constraints: guessed from concrete runs, kept only
//! where Z3 proves them inductive. One interface: candidates in, an inductive subset
//! out (`houdini`), then the program strengthened with what survived (`strengthen`).
//!
//! Candidates (`guess`): the CFG is run concretely on random inputs and nondet values
//! (`cfg::exec`), and the states at each loop head are sampled. From the samples come
//! the linear equalities every sample satisfies (the null space of the sample
//! matrix: `res + cnt == a + b`, `i + 2*j == 21`) and octagonal bounds (`x - y <= c`,
//! `x + y >= c`, `x <= c` with `c` the samples' extreme). They are guesses: a state
//! the runs never reached may break them.
//!
//! Proof (`houdini`): with every loop head as a cut point, the candidates at all
//! heads are checked together, as Houdini does: from the entry and from each head
//! (under its current candidates), every way through the acyclic region to a head
//! must establish that head's candidates; a model of a failing query drops every
//! candidate it falsifies, until nothing more drops. What survives is an inductive
//! invariant of the CLP program: it holds at each head on every run. Each check is
//! on the constraints `Encoder` writes for every engine; an answer the solver cannot
//! give, or a budget run out, ends discovery with nothing (a partial Houdini result
//! is not inductive).
//!
//! Use (`strengthen`): each head's invariant becomes a guard of the rules that
//! leave it. Every reachable state at the head satisfies it, so the strengthened
//! program has exactly the runs of the original: the engines' verdicts carry over,
//! and minimax's loop closure finds the invariant on its path, where a path
//! constraint alone (`i = 1` before the loop) would be weakened away.

mod guess;
mod sequences;

use crate::chc::region::Region;
use crate::clp::{ClpProgram, Constraint, PointId};
use crate::search::Property;
use crate::smt::{Encoder, Formula, Sat, ScopedSolver};
use cfg_frontend::cfg::{exec, Cfg, ErrorKind, Expr};
use cfg_frontend::span::Span;
use cfg_frontend::value::Value;
use std::time::Instant;

/// Variables times rules past which discovery is not tried.
const MAX_SIZE: usize = 300_000;

/// What discovery may spend: Z3's resource units over all its checks, and a hard
/// stop. Work, not time: what discovery finds is the same on a busy machine (under
/// a wall-clock budget, a loaded CI runner kept none of SpamAssassin-loop's
/// invariants, and the proof and its witness changed), and a bench repeats.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    pub work: u64,
    /// Past this, discovery stops with nothing: the check's time limit is near.
    pub deadline: Option<Instant>,
}

/// Units per second of the check's time limit, and at most: the shared C tasks
/// take at most 0.9 M (s3_clnt), the Python corpus 8.2 M where it finds an
/// invariant (ring_buffer; permissions_unsafe 14 M) and 18-19 M where it runs out
/// (bit_reverse, permissions); Z3 counts some 3-6 M a second, so 8 M is about the
/// 1.5 s that was discovery's time budget before.
const WORK_PER_SECOND: u64 = 1_000_000;
const WORK: u64 = 8_000_000;
/// Units at most where a concrete run made for the guesses violated the property.
/// A known bug needs no proof, and the Houdini rounds over guesses that cost
/// millions of units came before the search found it (factorial_unsafe.py: 5.1 M
/// units, 1.6 s, over products of `p *= k`, before a bug on minimax's first path;
/// minipy's unsafe programs with lists: 0.3-2.4 M). Without any invariant, though,
/// minimax unrolled loops whose invariant a bug lies past (random programs:
/// `2 * x2 - y2 == -4` of an inner loop, UNSAFE in 0.1-0.6 s with it, UNKNOWN after
/// 10 s without); such invariants took at most 0.14 M units.
pub const WORK_WITH_BUG: u64 = 500_000;
/// Units for one Houdini check and one redundancy check.
const WORK_PER_CHECK: u64 = 2_000_000;
const WORK_PER_REDUNDANCY_CHECK: u64 = 500_000;

impl Budget {
    /// Discovery's budget in a check limited to `timeout` from `started`: work
    /// in proportion to the limit, up to `WORK`, and a hard stop at half of it.
    pub fn within(timeout: Option<std::time::Duration>, started: Instant) -> Budget {
        match timeout {
            Some(t) => Budget { work: ((t.as_secs_f64() * WORK_PER_SECOND as f64) as u64).min(WORK), deadline: Some(started + t / 2) },
            None => Budget { work: WORK, deadline: None },
        }
    }
}

/// Z3's resource units left to discovery (see `Budget`).
struct Work {
    left: u64,
}

impl Work {
    /// `smt.check()` limited to `per_check` units and what is left, counting what
    /// it spent; None once nothing is left.
    fn check(&mut self, smt: &mut ScopedSolver, per_check: u64) -> Option<Sat> {
        if self.left == 0 {
            return None;
        }
        smt.set_rlimit(per_check.min(self.left).min(u32::MAX as u64) as u32);
        let before = smt.work_done();
        let answer = smt.check();
        self.left = self.left.saturating_sub(smt.work_done().saturating_sub(before));
        Some(answer)
    }
}

/// Rounds of quantifier instantiation one check may take (see
/// `ScopedSolver::limit_quantifier_rounds`): a check over a list's cells that
/// ends "incomplete quantifiers" takes about 0.7 ms a round.
const MBQI_ROUNDS: u32 = 2;

/// A solver for discovery's checks: none runs past `deadline` or takes more than
/// `MBQI_ROUNDS` rounds of quantifier instantiation.
fn solver(deadline: Option<Instant>) -> ScopedSolver {
    let mut smt = ScopedSolver::new(0);
    if let Some(d) = deadline {
        smt.set_deadline(d);
    }
    smt.limit_quantifier_rounds(MBQI_ROUNDS);
    smt
}

/// Whether `deadline` (a hard stop, the check's own time limit) has passed.
/// Also once the check is called off (a portfolio's peer answered): discovery
/// runs on a member's thread, and the portfolio waits for every member.
fn past(deadline: Option<Instant>) -> bool {
    deadline.is_some_and(|d| Instant::now() > d) || crate::smt::cancelled()
}

/// The invariants found, by loop head.
#[derive(Clone, Debug, Default)]
pub struct Found {
    pub at: Vec<(PointId, Vec<Expr>)>,
    /// Candidates guessed, solver checks made and the Z3 resource units they took.
    pub candidates: usize,
    pub checks: u64,
    pub work: u64,
    /// How long discovery took.
    pub seconds: f64,
    /// Why nothing was found, when discovery stopped early.
    pub stopped: Option<String>,
    /// A concrete run made for the guesses violated the property (and the budget
    /// was `WORK_WITH_BUG`, unless the check took the run as its answer: then
    /// discovery stopped there, with nothing proved).
    pub bug_seen: bool,
}

/// A concrete run of the CFG that violated the checked property: a bug, as far as
/// the executor goes. The check believes it only once it replays (`check`).
#[derive(Clone, Debug)]
pub struct FailingRun {
    /// The entry's arguments.
    pub inputs: Vec<Value>,
    /// The values the run's havoc edges drew, in order.
    pub nondet: Vec<Value>,
    pub violation: ErrorKind,
    /// Where it failed.
    pub span: Span,
}

impl FailingRun {
    /// The run `run` made from `inputs`, when it ended in a violation.
    pub(crate) fn of(inputs: Vec<Value>, run: &exec::CfgRun) -> Option<FailingRun> {
        let (violation, span) = run.outcome.violation()?;
        let nondet = run.path.iter().filter_map(|step| step.havoc.clone()).collect();
        Some(FailingRun { inputs, nondet, violation, span })
    }
}

impl Found {
    pub fn count(&self) -> usize {
        self.at.iter().map(|(_, fs)| fs.len()).sum()
    }
}

/// Guesses candidates at the loop heads of `prog` (made from `graph`) and keeps the
/// inductive ones, within `budget`. A run made for the guesses that violates
/// `property` is offered to `answers`: if it takes the run as the check's answer,
/// discovery stops there (a bug needs no proof); if not, discovery goes on with
/// less of the budget.
pub fn discover(graph: &Cfg, prog: &ClpProgram, property: Property, budget: Budget, answers: &mut dyn FnMut(&FailingRun) -> bool) -> Found {
    let started = Instant::now();
    let mut found = discover_in(graph, prog, property, budget, answers);
    found.seconds = started.elapsed().as_secs_f64();
    found
}

fn discover_in(graph: &Cfg, prog: &ClpProgram, property: Property, budget: Budget, answers: &mut dyn FnMut(&FailingRun) -> bool) -> Found {
    let deadline = budget.deadline;
    let heads: Vec<PointId> = (0..prog.points.len() as PointId).filter(|&p| prog.points[p as usize].loop_head.is_some()).collect();
    if heads.is_empty() || graph.abstracted {
        return Found::default();
    }
    // The region formulas copy every variable at every point: a driver model (3,000
    // variables, 4,600 rules) would take gigabytes, for loops that need no invariant.
    if prog.vars.len() * prog.rules.len() > MAX_SIZE {
        return Found { stopped: Some("the program is too large".into()), ..Found::default() };
    }
    // Every cycle must pass a head: the regions between heads are acyclic.
    let mut cut = vec![false; prog.points.len()];
    cut[prog.entry as usize] = true;
    heads.iter().for_each(|&h| cut[h as usize] = true);
    let uncut: Vec<bool> = cut.iter().map(|c| !c).collect();
    if crate::chc::on_cycle(prog, &uncut).is_some() {
        return Found { stopped: Some("a cycle without a loop head".into()), ..Found::default() };
    }
    let guess::Guesses { at: candidates, failing } = guess::candidates(graph, prog, &heads, property, deadline);
    if failing.as_ref().is_some_and(answers) {
        return Found { bug_seen: true, ..Found::default() };
    }
    let failed = failing.is_some();
    if std::env::var_os("TRACER_DEBUG_INVARIANTS").is_some() {
        for (h, cs) in &candidates {
            let shown: Vec<String> = cs.iter().map(|e| e.display(&|v| prog.var_name(v).to_string()).to_string()).collect();
            eprintln!("candidates at p{h}: {}", shown.join(" ; "));
        }
    }
    let n = candidates.iter().map(|(_, c)| c.len()).sum();
    if n == 0 {
        return Found::default();
    }
    // A program a run showed a bug in has no proof to find, but invariants still
    // take the engines past loops before the bug; those are cheap, others are not
    // worth their work (see `WORK_WITH_BUG`).
    let budget_work = if failed { budget.work.min(WORK_WITH_BUG) } else { budget.work };
    let mut work = Work { left: budget_work };
    let mut found = houdini_within(prog, candidates, deadline, &mut work);
    found.candidates = n;
    found.checks += irredundant(prog, &mut found.at, deadline, &mut work);
    found.work = budget_work - work.left;
    found.bug_seen = failed;
    found
}

/// Drops each conjunct the others at its head imply, costly ones (products, `%`)
/// first: the same invariant, in fewer and cheaper constraints for every query that
/// carries it. Returns the solver checks made; a check the solver does not decide
/// keeps its conjunct, and so does every check past the work or the deadline.
fn irredundant(prog: &ClpProgram, at: &mut [(PointId, Vec<Expr>)], deadline: Option<Instant>, work: &mut Work) -> u64 {
    let mut checks = 0;
    let mut enc = Encoder::new(prog);
    let ssa = crate::smt::Ssa::new(prog.vars.len());
    let mut smt = solver(deadline);
    for (_, invs) in at.iter_mut() {
        let mut seen = std::collections::HashSet::new();
        invs.retain(|e| seen.insert(e.clone()));
        let mut order: Vec<usize> = (0..invs.len()).collect();
        order.sort_by_key(|&i| std::cmp::Reverse(cost(&invs[i])));
        let formulas: Vec<Formula> = invs.iter().map(|e| enc.formula(e, &ssa)).collect();
        let mut kept = vec![true; invs.len()];
        for i in order {
            if past(deadline) {
                break;
            }
            let rest: Vec<Formula> = (0..invs.len()).filter(|&j| j != i && kept[j]).map(|j| formulas[j].clone()).collect();
            smt.push(&rest);
            smt.push(&[formulas[i].not()]);
            checks += 1;
            if work.check(&mut smt, WORK_PER_REDUNDANCY_CHECK) == Some(Sat::Unsat) {
                kept[i] = false;
            }
            smt.pop();
            smt.pop();
        }
        keep_marked(invs, &kept);
    }
    checks
}

/// How much a conjunct costs the solver: products of variables, then disjunctions
/// (a case split each), then `%` and `//`.
fn cost(e: &Expr) -> u8 {
    if nonlinear(e) {
        3
    } else if matches!(e, Expr::Or(_)) {
        2
    } else if e.any(&mut |x| matches!(x, Expr::Arith(op, _, _) if op.is_partial())) {
        1
    } else {
        0
    }
}

/// The largest subset of `candidates` (by loop head) that is inductive: the
/// Houdini fixpoint, every check by a fresh query on the program's constraints.
pub fn houdini(prog: &ClpProgram, candidates: Vec<(PointId, Vec<Expr>)>, budget: Budget) -> Found {
    houdini_within(prog, candidates, budget.deadline, &mut Work { left: budget.work })
}

fn houdini_within(prog: &ClpProgram, mut candidates: Vec<(PointId, Vec<Expr>)>, deadline: Option<Instant>, work: &mut Work) -> Found {
    let mut found = Found::default();
    let mut enc = Encoder::new(prog);
    // One scope per source (its region and its candidates), one more per query.
    let mut smt = solver(deadline);
    let mut given = vec![false; prog.points.len()];
    candidates.iter().for_each(|(h, _)| given[*h as usize] = true);
    let index: std::collections::HashMap<PointId, usize> = candidates.iter().enumerate().map(|(i, (h, _))| (*h, i)).collect();
    // The sources: the entry (any state) and every head (its candidates).
    let mut sources: Vec<PointId> = vec![prog.entry];
    sources.extend(candidates.iter().map(|(h, _)| *h).filter(|&h| h != prog.entry));
    let mut regions: Vec<Option<Region>> = sources.iter().map(|_| None).collect();
    loop {
        let mut changed = false;
        for (k, s) in sources.iter().enumerate() {
            if past(deadline) {
                return Found { stopped: Some("out of time".into()), ..found };
            }
            let region = &*regions[k].get_or_insert_with(|| Region::new(prog, &mut enc, *s, &given));
            let mut pre: Vec<Formula> = match index.get(s) {
                Some(&i) => candidates[i].1.iter().map(|c| enc.formula(c, &region.at_source())).collect(),
                None => Vec::new(),
            };
            pre.extend(region.parts.iter().cloned());
            smt.push(&pre);
            // Ok(true): the source's nonlinear candidates are to go.
            let outcome = (|| -> Result<bool, String> {
            for exit in region.exits(prog, &mut enc) {
                let Some(&t) = index.get(&exit.to) else { continue };
                loop {
                    if past(deadline) {
                        return Err("out of time".into());
                    }
                    let posts: Vec<Formula> = candidates[t].1.iter().map(|c| enc.formula(c, &region.target())).collect();
                    if posts.is_empty() {
                        break;
                    }
                    let mut query = exit.taken.clone();
                    query.push(Formula::and(&posts).not());
                    found.checks += 1;
                    smt.push(&query);
                    let Some(answer) = work.check(&mut smt, WORK_PER_CHECK) else {
                        smt.pop();
                        return Err("out of its work budget".into());
                    };
                    let model = if answer == Sat::Sat { smt.model() } else { None };
                    smt.pop();
                    if std::env::var_os("TRACER_DEBUG_INVARIANTS").is_some() {
                        eprintln!("from p{s} by rule {} into p{}: {answer:?}", exit.rule, exit.to);
                        if std::env::var_os("TRACER_DEBUG_INVARIANTS_QUERY").is_some() {
                            for q in &query {
                                eprintln!("  {q}");
                            }
                        }
                    }
                    match answer {
                        Sat::Unsat => break,
                        // Nonlinear candidates are what the solver gives up on: without
                        // them the query may be decided.
                        Sat::Unknown(_) if candidates[t].1.iter().any(nonlinear) => {
                            candidates[t].1.retain(|c| !nonlinear(c));
                            changed = true;
                        }
                        // Or without those the source assumes: its scope holds
                        // them, so they go after it closes.
                        Sat::Unknown(_) if index.get(s).is_some_and(|&i| candidates[i].1.iter().any(nonlinear)) => {
                            return Ok(true);
                        }
                        // A quantified candidate (over a str's cells) Z3 can refute
                        // but not build a model for: each candidate alone.
                        Sat::Unknown(_) if posts.iter().chain(&pre).any(Formula::has_quantifier) => {
                            let keep = one_by_one(&mut smt, &exit.taken, &posts, work, &mut found.checks)?;
                            // All implied one by one: so is their conjunction.
                            if keep.iter().all(|k| *k) {
                                break;
                            }
                            debug_drops(prog, *s, exit.to, &candidates[t].1, &keep);
                            keep_marked(&mut candidates[t].1, &keep);
                            changed = true;
                        }
                        Sat::Unknown(why) => return Err(format!("the solver gave up ({why})")),
                        Sat::Sat => {
                            let Some(model) = model else { return Err("no model".into()) };
                            let values: Vec<Option<bool>> = posts.iter().map(|f| f.value_in(&model)).collect();
                            let keep: Vec<bool> = if values.contains(&Some(false)) {
                                values.iter().map(|v| *v != Some(false)).collect()
                            } else if values.contains(&None) {
                                // The model falsifies their conjunction but none it can
                                // evaluate: one of those it cannot (a quantifier over a
                                // str's cells), found by checking each alone.
                                one_by_one(&mut smt, &exit.taken, &posts, work, &mut found.checks)?
                            } else {
                                vec![false; posts.len()]
                            };
                            debug_drops(prog, *s, exit.to, &candidates[t].1, &keep);
                            if keep.iter().all(|k| *k) {
                                // Nothing singled out: none is implied alone either.
                                candidates[t].1.clear();
                            } else {
                                keep_marked(&mut candidates[t].1, &keep);
                            }
                            changed = true;
                        }
                    }
                }
            }
            Ok(false)
            })();
            smt.pop();
            match outcome {
                Err(why) => return Found { stopped: Some(why), ..found },
                Ok(true) => {
                    candidates[index[s]].1.retain(|c| !nonlinear(c));
                    changed = true;
                }
                Ok(false) => {}
            }
        }
        if !changed {
            break;
        }
    }
    candidates.retain(|(_, c)| !c.is_empty());
    found.at = candidates;
    found
}

/// Which of `posts` the way `taken` implies, each checked alone: the fallback where
/// a check of their conjunction singles none out (Z3 refutes a quantified
/// candidate's negation but cannot build a model of it). One the solver does not
/// decide is not kept.
fn one_by_one(smt: &mut ScopedSolver, taken: &[Formula], posts: &[Formula], work: &mut Work, checks: &mut u64) -> Result<Vec<bool>, String> {
    let mut keep = Vec::with_capacity(posts.len());
    for post in posts {
        let mut alone = taken.to_vec();
        alone.push(post.not());
        *checks += 1;
        smt.push(&alone);
        let answer = work.check(smt, WORK_PER_CHECK);
        smt.pop();
        keep.push(answer.ok_or("out of its work budget")? == Sat::Unsat);
    }
    Ok(keep)
}

fn debug_drops(prog: &ClpProgram, from: PointId, to: PointId, candidates: &[Expr], keep: &[bool]) {
    if std::env::var_os("TRACER_DEBUG_INVARIANTS").is_some() {
        for (c, _) in candidates.iter().zip(keep).filter(|(_, k)| !**k) {
            eprintln!("from p{from} into p{to}: drop {}", c.display(&|v| prog.var_name(v).to_string()));
        }
    }
}

/// Keeps the items whose mark is true.
fn keep_marked(items: &mut Vec<Expr>, marks: &[bool]) {
    let mut marks = marks.iter();
    items.retain(|_| *marks.next().expect("a mark per item"));
}

/// Whether `e` multiplies two non-literals.
fn nonlinear(e: &Expr) -> bool {
    e.any(&mut |x| matches!(x, Expr::Arith(cfg_frontend::ast::ArithOp::Mul, a, b) if !matches!(**a, Expr::Int(_)) && !matches!(**b, Expr::Int(_))))
}

/// `prog` with each head's invariant a guard of every rule that leaves it.
pub fn strengthen(prog: &ClpProgram, found: &Found) -> ClpProgram {
    let mut out = prog.clone();
    for (h, invs) in &found.at {
        let guard = Expr::And(invs.clone());
        for &r in &prog.rules_from[*h as usize] {
            out.rules[r].constraints.insert(0, Constraint::Guard(guard.clone()));
        }
    }
    out
}
