//! `tracer check`: lowers a program, runs an engine, and replays any counterexample
//! on the concrete interpreter before it is believed. A counterexample that does not
//! replay is an internal error and the verdict becomes UNKNOWN, never UNSAFE.

use crate::chc;
use crate::explicit;
use crate::fuzz;
use crate::clp::{self, ClpProgram, Constraint, PointId};
use crate::search::{Property, CALLED_OFF};
use crate::smt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use crate::smt::bits;
use crate::minimax::{self, Outcome, Stats};
use crate::search::RawCounterexample;
use crate::set;
use crate::invariants;
use crate::report::witness;
use cfg_frontend::cfg::{self, ErrorKind, LowerError, PointKind};
use cfg_frontend::interp::{self, Outcome as RunOutcome, RunConfig, TraceEvent};
use cfg_frontend::span::Span;
use cfg_frontend::value::Value;
use cfg_frontend::Program;
use std::time::Instant;

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum Verdict {
    Safe,
    Unsafe,
    Unknown,
}

/// A replayed error path, ready to show.
#[derive(Clone, Debug)]
pub struct Counterexample {
    /// The entry function's parameters and their values.
    pub inputs: Vec<(String, Value)>,
    /// Values of the nondet calls, in the order they are made.
    pub nondet: Vec<Value>,
    pub violation: ErrorKind,
    /// Where the violation happens.
    pub span: Span,
    /// The replayed run: statements that changed variables.
    pub trace: Vec<TraceEvent>,
    /// The failing assert's or the raised exception's message, as Python shows it.
    pub message: Option<String>,
    /// Where the replayed run drew each nondet value (C programs; what a violation
    /// witness pins).
    pub draws: Vec<Draw>,
    pub found_by: FoundBy,
    /// What CPython made of it, when the command line asked it (Python programs):
    /// `None` when it was not asked.
    pub cpython: Option<CPythonReplay>,
}

/// CPython's replay of a counterexample (one that does not replay is no counterexample:
/// the verdict is then UNKNOWN, and this is not kept).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CPythonReplay {
    /// The emitted test failed as the counterexample says, at the same line.
    Replayed,
    /// CPython could not be asked (not installed, or it did not finish): the
    /// interpreter's replay stands alone.
    Unavailable(String),
}

/// What found a counterexample (either way, it replayed before it was shown).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum FoundBy {
    /// The engine's search.
    Search,
    /// One of the concrete runs on random inputs that invariant discovery makes
    /// for its guesses, before any search (`invariants::FailingRun`).
    RandomRun,
    /// Random testing, a member of the portfolio (`fuzz`).
    RandomTesting,
}

/// A value the replayed run drew: from a `__VERIFIER_nondet_*()` call, or the value
/// an uninitialised variable happened to hold.
#[derive(Clone, Debug)]
pub struct Draw {
    /// The call, or the first statement after the variable's declaration.
    pub span: Span,
    /// The source function it happened in.
    pub function: String,
    pub value: Value,
    /// The uninitialised variable's name; `None` for a nondet call.
    pub variable: Option<String>,
}

/// A counterexample as its replay confirmed it.
pub struct Replayed {
    pub inputs: Vec<(String, Value)>,
    pub trace: Vec<TraceEvent>,
    pub message: Option<String>,
    pub draws: Vec<Draw>,
}

#[derive(Clone, Debug)]
pub struct CheckResult {
    /// `minimax` or `set`.
    pub engine: &'static str,
    pub verdict: Verdict,
    /// Why the verdict is UNKNOWN.
    pub reason: Option<String>,
    pub counterexample: Option<Counterexample>,
    pub stats: Stats,
    /// The search tree, when the engine was asked to record it.
    pub tree: Vec<minimax::TreeNode>,
    /// The program points the tree's nodes refer to.
    pub points: Vec<clp::PointInfo>,
    pub seconds: f64,
    /// The loop invariants `invariants::discover` proved and the engine was given:
    /// the head's location and the invariant in source terms.
    pub invariants: Vec<(Span, String)>,
    /// The same in C, where they can be said in C (for correctness witnesses).
    pub c_invariants: Vec<witness::LoopInvariant>,
    /// A proof's labels (minimax's or chc's) as loop and location invariants, where
    /// C can say them (`location_invariants`).
    pub c_labels: Vec<witness::LoopInvariant>,
    /// Invariant discovery's figures (what it found is in `invariants`).
    pub discovery: Option<invariants::Found>,
}

/// The engine a check runs, with its settings.
#[derive(Clone, Debug)]
pub enum Engine {
    Minimax(minimax::Config),
    /// The symbolic execution tree baseline (bounded unless loops carry invariants).
    Set(set::Config),
    /// Several engines side by side, one thread each: the first definite answer
    /// (SAFE, or UNSAFE replayed) wins and calls the others off. Each member is
    /// sound on its own, so whichever answers first may be believed.
    Portfolio(Vec<Engine>),
    /// Z3's Horn solver (Spacer) on the rules as constrained Horn clauses.
    Chc(chc::Config),
    /// Every reachable state visited once, inputs enumerated where they matter.
    Explicit(explicit::Config),
    /// Concrete runs on random values (finds bugs, proves nothing).
    Fuzz(fuzz::Config),
}

/// Verifies `entry` of a type-checked program with the minimax engine.
pub fn check(program: &Program, entry: &str, config: &minimax::Config) -> Result<CheckResult, LowerError> {
    check_with(program, entry, None, config)
}

/// Like `check`; calls of the user function `error_function` are violations too.
pub fn check_with(program: &Program, entry: &str, error_function: Option<&str>, config: &minimax::Config) -> Result<CheckResult, LowerError> {
    check_engine(program, entry, &verification(error_function, false), &Engine::Minimax(config.clone()))
}

/// How programs are lowered for verification: loops with invariants become loop
/// scopes, the entry's preconditions are assumed, and with `compositional` calls of
/// functions with contracts are replaced by their contracts.
pub fn verification(error_function: Option<&str>, compositional: bool) -> cfg::LowerOptions {
    cfg::LowerOptions { error_function: error_function.map(str::to_string), use_invariants: true, assume_preconditions: true, compositional, ..Default::default() }
}

/// Verifies `entry` with the chosen engine; any counterexample is replayed first.
pub fn check_engine(program: &Program, entry: &str, options: &cfg::LowerOptions, engine: &Engine) -> Result<CheckResult, LowerError> {
    let error_function = options.error_function.as_deref();
    let graph = cfg::lower_with(program, entry, options)?;
    Ok(search(&graph, engine, |raw, violation, span| {
        // The solver does not restrict a str from outside to code points (see
        // cfg/lower/strs.rs): a model that needs another item is no run of Python.
        let no_str = |v: &Value| matches!(v, Value::Str(s) if s.iter().any(|&c| c > cfg_frontend::value::MAX_CODE_POINT));
        if raw.inputs.iter().chain(&raw.nondet).any(no_str) {
            return Err("a str of the model holds an item that is no code point".into());
        }
        let run = replay(program, entry, error_function, &raw.inputs, &raw.nondet, violation, span)?;
        let (_, info) = program.function(entry).expect("lowered, so it exists");
        let inputs = info.params.iter().map(|(n, _)| n.clone()).zip(raw.inputs.iter().cloned()).collect();
        Ok(Replayed { inputs, trace: run.trace, message: run.message, draws: Vec::new() })
    }))
}

/// Verifies a CFG from the C front end; a counterexample is replayed on the CFG
/// itself (`cfg::exec`), the C program's reference semantics here.
pub fn check_cfg(graph: &cfg::Cfg, engine: &Engine) -> CheckResult {
    search(graph, engine, |raw, violation, span| {
        let config = RunConfig { max_steps: 10_000_000, trace: true, ..RunConfig::default() };
        let run = cfg::exec::run(graph, &raw.inputs, &raw.nondet, &config);
        if !fails_as(&run.outcome, violation, span) {
            return Err(format!("the run ended with {:?}", run.outcome));
        }
        let inputs = graph.inputs.iter().map(|&v| graph.var_name(v)).zip(raw.inputs.iter().cloned()).collect();
        Ok(Replayed { inputs, trace: cfg_trace(graph, &run), message: None, draws: draws(graph, &run) })
    })
}

/// The values a CFG run drew, in order, with where it drew them.
pub fn draws(graph: &cfg::Cfg, run: &cfg::exec::CfgRun) -> Vec<Draw> {
    run.path
        .iter()
        .enumerate()
        .filter_map(|(k, step)| {
            let value = step.havoc.clone()?;
            let cfg::Action::Havoc(v) = &graph.graph[step.edge].action else { return None };
            let (source, _) = graph.graph.edge_endpoints(step.edge).expect("an edge of the graph");
            let variable = (graph.var(*v).kind != cfg::VarKind::Temp).then(|| source_name(&graph.var_name(*v)).to_string());
            let mut span = graph.graph[step.edge].span;
            if variable.is_some() {
                // An uninitialised variable's value holds from the statement after its
                // declaration on (the first step of the run past the declaration).
                let later = run.path[k + 1..].iter().map(|s| graph.graph[s.edge].span).find(|s| s.start >= span.end);
                span = later.unwrap_or(span);
            }
            Some(Draw { span, function: source_name(&graph.graph[source].function).to_string(), value, variable })
        })
        .collect()
}

/// A name without the prefix an inlined copy gives it (`f#1.x` is `x`, `f#1` is `f`).
pub fn source_name(name: &str) -> &str {
    let name = name.rsplit_once('.').filter(|(f, _)| f.contains('#')).map_or(name, |(_, x)| x);
    name.split_once('#').map_or(name, |(f, _)| f)
}

/// The labels of a proof (by point: minimax's `Search::labels`, chc's `Run::labels`)
/// as invariants in C. A witness names a location by line, column and function, and
/// several points can share one (a statement's, in each inlined copy of its
/// function): a location is given its points' label when they all have the same
/// one, in C, and none is the entry or a point that ends runs. At loop heads it is
/// a loop invariant, elsewhere a location invariant (where `true` says nothing).
fn location_invariants(prog: &ClpProgram, labels: &[Option<cfg::Expr>]) -> Vec<witness::LoopInvariant> {
    // By location, in source order; a loop's head apart from the statements that
    // start where it does (its condition's), as a witness tells them apart.
    let mut at: std::collections::BTreeMap<(u32, &str, bool), Vec<PointId>> = std::collections::BTreeMap::new();
    for p in 0..labels.len().min(prog.points.len()) {
        let point = &prog.points[p];
        at.entry((point.span.start, source_name(&point.function), point.loop_head.is_some())).or_default().push(p as PointId);
    }
    let mut out = Vec::new();
    'locations: for ((_, function, head), ps) in at {
        let mut parts: Vec<String> = Vec::new();
        for &p in &ps {
            let point = &prog.points[p as usize];
            if p == prog.entry || point.kind != PointKind::Normal {
                continue 'locations;
            }
            let Some(label) = labels[p as usize].as_ref() else { continue 'locations };
            if !head && *label == cfg::Expr::Bool(true) {
                continue 'locations;
            }
            let Some(text) = witness::c_invariant(prog, label, &point.function) else { continue 'locations };
            if !parts.contains(&text) {
                parts.push(text);
            }
        }
        // Copies with different labels: their disjunction, given to each, is weaker
        // than each copy's own, and it is not inductive (on kbfiltr, a state of one
        // caller's copy flows back into the other caller).
        if let [value] = &parts[..] {
            out.push(witness::LoopInvariant { span: prog.points[ps[0] as usize].span, function: function.to_string(), value: value.clone(), location: !head });
        }
    }
    out
}

/// The assignments of a traced CFG run to named variables, as a trace.
fn cfg_trace(graph: &cfg::Cfg, run: &cfg::exec::CfgRun) -> Vec<TraceEvent> {
    let mut trace = Vec::new();
    for step in &run.path {
        let named: Vec<(String, Value)> = step
            .assigned
            .iter()
            .filter(|(v, _)| graph.var(*v).kind != cfg::VarKind::Temp)
            .map(|(v, val)| (graph.var_name(*v), val.clone()))
            .collect();
        if !named.is_empty() {
            let (source, _) = graph.graph.edge_endpoints(step.edge).expect("an edge of the graph");
            trace.push(TraceEvent { span: graph.graph[step.edge].span, function: source_name(&graph.graph[source].function).to_string(), assigned: named });
        }
    }
    trace
}

/// Whether a concrete run failed exactly as the engine said: `kind` at `span`.
fn fails_as(outcome: &RunOutcome, kind: ErrorKind, span: Span) -> bool {
    outcome.violation() == Some((kind, span))
}

/// Runs the engine on `graph`; an error path becomes UNSAFE only if `replay` confirms
/// it (giving the named inputs and the trace).
fn search(
    graph: &cfg::Cfg,
    engine: &Engine,
    replay: impl Fn(&RawCounterexample, ErrorKind, Span) -> Result<Replayed, String> + Sync,
) -> CheckResult {
    let programs = Programs::of(graph, engine);
    let Engine::Portfolio(members) = engine else {
        crate::huge_pages::one_arena();
        return search_one(graph, &programs, engine, &replay, None);
    };
    let cancel = Arc::new(AtomicBool::new(false));
    let started = Instant::now();
    let mut results: Vec<Option<CheckResult>> = vec![None; members.len()];
    std::thread::scope(|s| {
        let (tx, rx) = std::sync::mpsc::channel();
        for (i, member) in members.iter().enumerate() {
            let (tx, cancel, replay, programs) = (tx.clone(), Arc::clone(&cancel), &replay, &programs);
            s.spawn(move || {
                // Four members on two cores: chc's Horn solving gives way to the
                // searches that decide most programs quickly, yet still runs (a
                // quarter of a core against two busy peers, all of one when a peer
                // has stopped); explicit gives way once its quick try is over.
                if matches!(member, Engine::Chc(_)) {
                    crate::search::yield_cpu_to_peers();
                }
                tx.send((i, search_one(graph, programs, member, replay, Some(cancel))))
            });
        }
        drop(tx);
        for (i, result) in rx {
            if result.verdict != Verdict::Unknown {
                cancel.store(true, Ordering::Relaxed);
            }
            results[i] = Some(result);
        }
    });
    let results: Vec<CheckResult> = results.into_iter().map(|r| r.expect("every member reports")).collect();
    // The first definite answer to arrive set `cancel`; another definite one can only
    // agree with it, unless an engine is unsound. A replayed counterexample is a
    // fact, so UNSAFE goes first.
    let definite = results.iter().position(|r| r.verdict == Verdict::Unsafe).or_else(|| results.iter().position(|r| r.verdict == Verdict::Safe));
    let mut out = match definite {
        Some(i) => results[i].clone(),
        None => {
            // Random testing that found nothing says nothing about why the
            // program is undecided.
            let answered: Vec<&CheckResult> =
                results.iter().zip(members).filter(|(r, m)| r.reason.as_deref() != Some(CALLED_OFF) && !matches!(m, Engine::Fuzz(_))).map(|(r, _)| r).collect();
            let first = answered.first().and_then(|r| r.reason.clone());
            // One reason, said once, when every member gives it.
            let reason = if answered.len() > 1 && answered.iter().all(|r| r.reason == first) {
                first.unwrap_or_default()
            } else {
                answered.iter().map(|r| format!("{}: {}", r.engine, r.reason.as_deref().unwrap_or("no answer"))).collect::<Vec<_>>().join("; ")
            };
            CheckResult { reason: Some(reason), ..results[0].clone() }
        }
    };
    // The proven loop invariants, whichever member answered (set is given none),
    // and the labels of another member's proof if the one that answered left none.
    if out.c_invariants.is_empty() {
        out.c_invariants = results.iter().map(|r| &r.c_invariants).find(|c| !c.is_empty()).cloned().unwrap_or_default();
    }
    if out.verdict == Verdict::Safe && out.c_labels.is_empty() {
        out.c_labels = results.iter().filter(|r| r.verdict == Verdict::Safe).map(|r| &r.c_labels).find(|c| !c.is_empty()).cloned().unwrap_or_default();
    }
    out.seconds = started.elapsed().as_secs_f64();
    out
}

/// The CLP program of a graph as each engine gets it: as it is, and strengthened
/// with the loop invariants `invariants::discover` proved (for the engines that
/// close loops: minimax and chc; set unrolls).
struct Programs<'g> {
    graph: &'g cfg::Cfg,
    plain: clp::ClpProgram,
    /// When the check started: discovery's time counts against the engines' limit.
    started: Instant,
    /// Discovery's budget; `None` when no engine of the check closes loops.
    budget: Option<invariants::Budget>,
    /// What the engines check: where a concrete run violates it, discovery spends
    /// less (`invariants::WORK_WITH_BUG`).
    property: Property,
    /// Discovery's run, made by the first engine that asks for it (the others wait
    /// for it). In a portfolio, the members that do not use invariants start at
    /// once: discovery ran before every member, and up to its 1.5 s budget went
    /// by before set or explicit could answer (rotate_left_unsafe.py: 1.6 s, set
    /// alone 0.05 s).
    discovered: std::sync::OnceLock<Discovered>,
}

struct Discovered {
    /// `plain` strengthened with `found`'s invariants, when it has any.
    strong: Option<clp::ClpProgram>,
    /// What discovery found (also when nothing was kept).
    found: invariants::Found,
    /// A run discovery made that violated the property, replayed: the check's
    /// answer for every engine that waited for discovery, with no search.
    answer: Option<Counterexample>,
}

/// How long explicit runs at full priority in the portfolio: what it decides, it
/// mostly decides within this (the Python corpus alone: luhn 0.7 s, days_in_month
/// 0.9 s; luhn in the portfolio 2.7-3.5 s with one second at full priority, 1.7-2.1 s
/// with two); past it, it is usually exploring more states than it can finish.
const EXPLICIT_QUICK_TRY: std::time::Duration = std::time::Duration::from_secs(2);

impl<'g> Programs<'g> {
    fn of(graph: &'g cfg::Cfg, engine: &Engine) -> Programs<'g> {
        let started = Instant::now();
        let plain = clp::from_cfg(graph);
        let budget = engine.closes_loops().then(|| invariants::Budget::within(engine.timeout(), started));
        Programs { graph, plain, started, budget, property: engine.property(), discovered: std::sync::OnceLock::new() }
    }

    /// The program `engine` searches, and the invariants it was given; an engine
    /// that closes loops runs discovery first (or waits for a peer's run of it).
    /// Called off with the search: `cancel` interrupts discovery's solvers. A run
    /// discovery made that fails the property and replays (`replay`) is kept as
    /// the answer (`answer`), unless the search's tree is to be drawn: then the
    /// search finds the bug itself.
    fn for_engine(&self, engine: &Engine, cancel: Arc<AtomicBool>, replay: &Replay<'_>) -> (&clp::ClpProgram, Option<&invariants::Found>) {
        let Some(budget) = self.budget.filter(|_| engine.closes_loops()) else { return (&self.plain, None) };
        let discovered = self.discovered.get_or_init(|| {
            let mut answer = None;
            let found = smt::with_cancel(cancel, || {
                invariants::discover(self.graph, &self.plain, self.property, budget, &mut |run| {
                    answer = replayed_run(&self.plain, run, replay).filter(|_| !engine.draws_tree());
                    answer.is_some()
                })
            });
            let strong = (found.count() > 0).then(|| invariants::strengthen(&self.plain, &found));
            Discovered { strong, found, answer }
        });
        match &discovered.strong {
            Some(prog) => (prog, Some(&discovered.found)),
            None => (&self.plain, None),
        }
    }

    /// The counterexample discovery's runs found, when one replayed.
    fn answer(&self) -> Option<&Counterexample> {
        self.discovered.get().and_then(|d| d.answer.as_ref())
    }

    /// Discovery's figures, once it has run.
    fn discovery(&self) -> Option<invariants::Found> {
        self.discovered.get().map(|d| d.found.clone())
    }
}

/// A failing run of `prog`'s CFG as a counterexample, once `replay` confirms it.
fn replayed_run(prog: &ClpProgram, run: &invariants::FailingRun, replay: &Replay<'_>) -> Option<Counterexample> {
    let error_point = prog.error_point(run.violation, run.span)?;
    let raw = RawCounterexample { inputs: run.inputs.clone(), nondet: run.nondet.clone(), error_point };
    let Replayed { inputs, trace, message, draws } = replay(&raw, run.violation, run.span).ok()?;
    Some(Counterexample { inputs, nondet: raw.nondet, violation: run.violation, span: run.span, trace, message, draws, found_by: FoundBy::RandomRun, cpython: None })
}

/// How a check confirms a counterexample: a concrete run of the program (see
/// `check_engine`, `check_cfg`).
type Replay<'a> = dyn Fn(&RawCounterexample, ErrorKind, Span) -> Result<Replayed, String> + Sync + 'a;

/// Runs one engine on `graph`, called off when `cancel` is set.
fn search_one(graph: &cfg::Cfg, programs: &Programs, engine: &Engine, replay: &Replay<'_>, cancel: Option<Arc<AtomicBool>>) -> CheckResult {
    let started = programs.started;
    let (prog, found) = programs.for_engine(engine, cancel.clone().unwrap_or_default(), replay);
    if let Some(answer) = programs.answer() {
        return CheckResult {
            engine: engine.name(),
            verdict: Verdict::Unsafe,
            reason: None,
            counterexample: Some(answer.clone()),
            stats: Stats::default(),
            tree: Vec::new(),
            points: prog.points.clone(),
            seconds: started.elapsed().as_secs_f64(),
            invariants: Vec::new(),
            c_invariants: Vec::new(),
            c_labels: Vec::new(),
            discovery: programs.discovery(),
        };
    }
    // Source names: an inlined copy's prefix (`main#1.`) left out.
    let name = |v: cfg::VarId| source_name(prog.var_name(v)).to_string();
    let invariants: Vec<(Span, String)> = found.map_or_else(Vec::new, |f| {
        f.at.iter().map(|(h, fs)| {
            let shown: Vec<String> = fs
                .iter()
                .map(|e| match e {
                    cfg::Expr::Or(_) | cfg::Expr::And(_) => format!("({})", e.display(&name)),
                    _ => e.display(&name).to_string(),
                })
                .collect();
            (prog.points[*h as usize].span, shown.join(" and "))
        }).collect()
    });
    // The same invariants in C, for a correctness witness: a head's only when all of
    // its conjuncts are C expressions over program variables.
    let c_invariants: Vec<witness::LoopInvariant> = found.map_or_else(Vec::new, |f| {
        f.at.iter()
            .filter_map(|(h, fs)| {
                let point = &prog.points[*h as usize];
                let parts: Option<Vec<String>> = fs.iter().map(|e| witness::c_invariant(prog, e, &point.function)).collect();
                Some(witness::LoopInvariant { span: point.span, function: source_name(&point.function).to_string(), value: parts?.join(" && "), location: false })
            })
            .collect()
    });
    // Bit operations are encoded exactly up to a width, over-approximated beyond it
    // (see `smt::bits`): a narrow width first, a wider one only when the error path
    // found at the narrow one does not replay.
    let uses_bits = prog.rules.iter().flat_map(|r| &r.constraints).any(|c| match c {
        Constraint::Guard(e) | Constraint::Def(_, e) => bits::uses_width(e),
    });
    let stages: &[bits::Precision] = if uses_bits { &bits::STAGES } else { std::slice::from_ref(&bits::EXACT_ELSEWHERE) };
    let mut stages = stages.iter().peekable();
    loop {
        let precision = *stages.next().expect("one stage at least");
        let staged = engine.with_time_spent(started.elapsed());
        let stop = cancel.clone().unwrap_or_default();
        let (outcome, stats, tree, labels) = on_search_stack(|| {
            smt::with_cancel(stop, || {
                bits::with_precision(precision, || match &staged {
                    Engine::Minimax(config) => {
                        let search = minimax::verify(prog, config);
                        (search.outcome, search.stats, search.tree, search.labels)
                    }
                    Engine::Set(config) => {
                        let run = set::run(prog, config);
                        (run.outcome, set_stats(&run.stats), Vec::new(), Vec::new())
                    }
                    Engine::Chc(config) => {
                        let run = match &cancel {
                            Some(flag) => chc_until_called_off(prog, config, precision, Arc::clone(flag)),
                            None => chc::run(prog, config),
                        };
                        (run.outcome, run.stats, Vec::new(), run.labels)
                    }
                    Engine::Explicit(config) => {
                        let run = explicit::run(prog, config);
                        (run.outcome, run.stats, Vec::new(), Vec::new())
                    }
                    Engine::Fuzz(config) => {
                        let run = fuzz::run(graph, prog, config);
                        (run.outcome, run.stats, Vec::new(), Vec::new())
                    }
                    Engine::Portfolio(_) => unreachable!("search() runs a portfolio's members one by one"),
                })
            })
        });
        if let Outcome::Unsafe(raw) = &outcome {
            let point = &prog.points[raw.error_point as usize];
            if let PointKind::Error(kind) = point.kind.clone() {
                if kind.is_cut() {
                    return search_within_recursion_bound(graph, engine, replay, cancel, started, &point.function, kind);
                }
            }
        }
        let replayed = match &outcome {
            Outcome::Unsafe(raw) => {
                let point = &prog.points[raw.error_point as usize];
                let PointKind::Error(violation) = point.kind else { unreachable!("counterexamples end at error points") };
                Some((violation, point.span, replay(raw, violation, point.span)))
            }
            _ => None,
        };
        if matches!(replayed, Some((_, _, Err(_)))) && stages.peek().is_some() {
            continue;
        }
        let mut result = CheckResult {
            engine: engine.name(),
            verdict: Verdict::Unknown,
            reason: None,
            counterexample: None,
            stats,
            tree,
            points: prog.points.clone(),
            seconds: 0.0,
            invariants: invariants.clone(),
            c_invariants: c_invariants.clone(),
            c_labels: location_invariants(prog, &labels),
            discovery: programs.discovery(),
        };
        match (outcome, replayed) {
            // Bit operations on wider operands were assumed away: no proof.
            (Outcome::Safe, _) if precision.bounded => {
                result.reason = Some(format!(
                    "every error path found goes through bit operations on ints wider than {} bits, which tracer over-approximates, and none replays concretely; with narrower operands there is no error",
                    precision.width
                ))
            }
            (Outcome::Safe, _) => result.verdict = Verdict::Safe,
            // A later stage ran on what was left of the budget: say what it was.
            (Outcome::Unknown(reason), _) if reason.starts_with("timeout after") => {
                result.reason = Some(match engine.timeout() {
                    Some(t) => format!("timeout after {:.1} s", t.as_secs_f64()),
                    None => reason,
                })
            }
            (Outcome::Unknown(reason), _) => result.reason = Some(reason),
            (Outcome::Unsafe(raw), Some((violation, span, Ok(Replayed { inputs, trace, message, draws })))) => {
                result.verdict = Verdict::Unsafe;
                let found_by = if matches!(engine, Engine::Fuzz(_)) { FoundBy::RandomTesting } else { FoundBy::Search };
                result.counterexample = Some(Counterexample { inputs, nondet: raw.nondet, violation, span, trace, message, draws, found_by, cpython: None });
            }
            // With loops abstracted by their invariants, an error path may start
            // from a state no run reaches: the invariant, not the program, is at
            // fault, and no verdict follows.
            (Outcome::Unsafe(_), Some((violation, _, Err(_)))) if graph.abstracted => {
                result.reason = Some(format!(
                    "{violation} is reachable from a state a loop invariant or a contract allows, but the path does not replay concretely: the invariant or the callee's postcondition may be too weak, or the invariant not inductive"
                ))
            }
            (Outcome::Unsafe(_), Some((violation, _, Err(_)))) if uses_bits => {
                result.reason = Some(format!(
                    "{violation} is reachable only through bit operations on ints wider than {} bits, which tracer over-approximates, and the path does not replay concretely",
                    precision.width
                ))
            }
            // The solver knows str methods only as functions of their arguments
            // (cfg::Expr::StrFn), and strs from outside only as sequences of ints: a
            // path may need values no Python run has.
            (Outcome::Unsafe(_), Some((violation, _, Err(why)))) if prog.holds_strs() || prog.uses_str_functions() => {
                result.reason = Some(format!(
                    "{violation} is reachable only with strs or values of str methods (upper, find, int(), ...) that the solver does not restrict to Python's for unknown strings, and the path does not replay concretely ({why})"
                ))
            }
            // Some float operations (`//`, `**`, `math` and `cmath` functions,
            // conversions of floats beyond 2**63) are functions the solver knows
            // nothing more of (smt::float_fn_is_exact).
            (Outcome::Unsafe(_), Some((violation, _, Err(why)))) if prog.uses_float_function(&|f| !crate::smt::float_fn_is_exact(f)) => {
                result.reason = Some(format!(
                    "{violation} is reachable only with values of float operations (//, %, **, math and cmath functions, int() of floats beyond 2**63, ...) that the solver knows only as functions of their arguments, and the path does not replay concretely ({why})"
                ))
            }
            (Outcome::Unsafe(_), Some((_, _, Err(why)))) => result.reason = Some(format!("internal error: the counterexample did not replay ({why})")),
            (Outcome::Unsafe(_), None) => unreachable!("replayed above"),
        }
        result.seconds = started.elapsed().as_secs_f64();
        return result;
    }
}

/// The search found a recursive call nested deeper than the lowering inlines (in
/// `function`): it searches again with those calls blocked, for errors within the
/// depth. An error found there replays like any other; no SAFE can follow.
fn search_within_recursion_bound(
    graph: &cfg::Cfg,
    engine: &Engine,
    replay: &Replay<'_>,
    cancel: Option<Arc<AtomicBool>>,
    started: Instant,
    function: &str,
    found: ErrorKind,
) -> CheckResult {
    let mut blocked = graph.clone();
    for n in blocked.graph.node_indices() {
        if matches!(blocked.graph[n].kind, PointKind::Error(k) if k.is_cut()) {
            blocked.graph[n].kind = PointKind::Halt;
        }
    }
    let engine = engine.with_time_spent(started.elapsed());
    let mut result = search_one(&blocked, &Programs::of(&blocked, &engine), &engine, replay, cancel);
    if result.verdict == Verdict::Safe {
        result.verdict = Verdict::Unknown;
        result.reason = Some(match found {
            ErrorKind::RecursionCut => format!(
                "a call in {function}() nested more than {} deep is reachable; tracer inlines recursive calls that deep, and no error is reachable within it",
                cfg::RECURSION_DEPTH
            ),
            _ => format!("a run reaches, in {function}(), a construct tracer does not model (a format CPython would answer with OverflowError, an int of over 4300 digits formatted, attribute access in a format field, a power whose value is a complex number, an int power with an exponent over 16 not known in advance, a time.sleep() of over 2**62 ns); no error is reachable short of it"),
        });
    }
    result.seconds = started.elapsed().as_secs_f64();
    result
}

impl Engine {
    /// The engine with `spent` taken off its time budget (for a second search).
    fn with_time_spent(&self, spent: std::time::Duration) -> Engine {
        let left = |t: Option<std::time::Duration>| t.map(|t| t.saturating_sub(spent));
        match self {
            Engine::Minimax(c) => Engine::Minimax(minimax::Config { timeout: left(c.timeout), ..c.clone() }),
            Engine::Set(c) => Engine::Set(set::Config { timeout: left(c.timeout), ..c.clone() }),
            Engine::Portfolio(members) => Engine::Portfolio(members.iter().map(|m| m.with_time_spent(spent)).collect()),
            Engine::Chc(c) => Engine::Chc(chc::Config { timeout: left(c.timeout), ..c.clone() }),
            Engine::Explicit(c) => Engine::Explicit(explicit::Config { timeout: left(c.timeout), ..c.clone() }),
            Engine::Fuzz(c) => Engine::Fuzz(fuzz::Config { timeout: left(c.timeout), ..c.clone() }),
        }
    }

    /// The default engine: minimax (with `config`), set (unrolling `unroll`
    /// iterations), chc, explicit and random testing, with the same property and time
    /// limit (random testing: `fuzz::TIME` at most), side by side.
    pub fn portfolio(config: &minimax::Config, unroll: u32) -> Engine {
        Engine::Portfolio(vec![
            Engine::Minimax(config.clone()),
            Engine::Set(Engine::set_like(config, unroll, None)),
            Engine::Chc(chc::Config { timeout: config.timeout, property: config.property, discover_invariants: config.discover_invariants, record_labels: config.record_labels }),
            Engine::Explicit(explicit::Config { timeout: config.timeout, property: config.property, yield_after: Some(EXPLICIT_QUICK_TRY), ..Default::default() }),
            Engine::Fuzz(fuzz::Config { timeout: Some(config.timeout.map_or(fuzz::TIME, |t| t.min(fuzz::TIME))), property: config.property, ..Default::default() }),
        ])
    }

    /// The set engine's settings for `check`: stop at the first error, the property
    /// and budgets of `config`.
    pub fn set_like(config: &minimax::Config, unroll: u32, progress: Option<minimax::ProgressHook>) -> set::Config {
        set::Config {
            unroll: Some(unroll),
            property: config.property,
            timeout: config.timeout,
            max_nodes: config.max_nodes,
            max_depth: config.max_depth as u64,
            progress,
            stop_at_error: true,
            ..Default::default()
        }
    }

    /// Whether the search tree is recorded (for `--dot`, `--html`).
    fn draws_tree(&self) -> bool {
        matches!(self, Engine::Minimax(c) if c.record_tree)
    }

    /// Whether the engine (or a member) closes loops by invariants, and so gains
    /// from discovered ones.
    fn closes_loops(&self) -> bool {
        match self {
            Engine::Minimax(c) => c.discover_invariants,
            Engine::Chc(c) => c.discover_invariants,
            Engine::Set(_) | Engine::Explicit(_) | Engine::Fuzz(_) => false,
            Engine::Portfolio(members) => members.iter().any(Engine::closes_loops),
        }
    }

    /// The property the engine (each member alike) checks.
    fn property(&self) -> Property {
        match self {
            Engine::Minimax(c) => c.property,
            Engine::Set(c) => c.property,
            Engine::Portfolio(members) => members.first().map_or(Property::All, Engine::property),
            Engine::Chc(c) => c.property,
            Engine::Explicit(c) => c.property,
            Engine::Fuzz(c) => c.property,
        }
    }

    /// The time budget of the whole search.
    fn timeout(&self) -> Option<std::time::Duration> {
        match self {
            Engine::Minimax(c) => c.timeout,
            Engine::Set(c) => c.timeout,
            Engine::Portfolio(members) => members.iter().filter_map(Engine::timeout).max(),
            Engine::Chc(c) => c.timeout,
            Engine::Explicit(c) => c.timeout,
            Engine::Fuzz(c) => c.timeout,
        }
    }

    /// The name reports give the engine.
    pub fn name(&self) -> &'static str {
        match self {
            Engine::Minimax(_) => "minimax",
            Engine::Set(_) => "set",
            Engine::Portfolio(_) => "portfolio",
            Engine::Chc(_) => "chc",
            Engine::Explicit(_) => "explicit",
            Engine::Fuzz(_) => "fuzz",
        }
    }
}

/// The stack of a thread an engine runs on (reserved, not committed: deep
/// recursions of the searches and of Z3 on large formulas).
const SEARCH_STACK: usize = 1 << 30;

/// Runs `f` on a thread with room for deep recursion: both searches recurse once per
/// path step.
fn on_search_stack<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    std::thread::scope(|s| {
        std::thread::Builder::new()
            .stack_size(SEARCH_STACK)
            .spawn_scoped(s, f)
            .expect("spawn the search thread")
            .join()
            .expect("the search thread does not panic")
    })
}

/// chc's run on a thread of its own, waited for until `flag` is set. Spacer's
/// set-up (a predicate transformer with its solvers per program point) cannot be
/// interrupted, and a portfolio whose peer had answered waited for it
/// (recursion/fib.py: explicit SAFE at 0.01 s, the run over at 0.6-0.9 s). Called
/// off, the thread is left to end by itself: it stops at Spacer's first check.
fn chc_until_called_off(prog: &ClpProgram, config: &chc::Config, precision: bits::Precision, flag: Arc<AtomicBool>) -> chc::Run {
    let (tx, rx) = std::sync::mpsc::channel();
    let (own, config, cancel) = (prog.clone(), config.clone(), Arc::clone(&flag));
    let spawned = std::thread::Builder::new().stack_size(SEARCH_STACK).spawn(move || {
        let run = smt::with_cancel(cancel, || bits::with_precision(precision, || chc::run(&own, &config)));
        let _ = tx.send(run);
    });
    let unknown = |why: &str| chc::Run { outcome: Outcome::Unknown(why.into()), stats: Stats::default(), labels: Vec::new() };
    if spawned.is_err() {
        return unknown("no thread for chc");
    }
    // Called off, chc's answer is moot: a peer's definite one is in.
    while !flag.load(Ordering::Relaxed) {
        match rx.recv_timeout(std::time::Duration::from_millis(5)) {
            Ok(run) => return run,
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {}
            Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => return unknown("chc's thread ended without an answer"),
        }
    }
    unknown(CALLED_OFF)
}

/// The symbolic execution tree of `entry`, lowered with `options`, and the CLP
/// program its points refer to (for `tracer set` and `tracer selftest`).
pub fn set_tree(program: &Program, entry: &str, options: &cfg::LowerOptions, config: &set::Config) -> Result<(clp::ClpProgram, set::SetRun), LowerError> {
    let graph = cfg::lower_with(program, entry, options)?;
    Ok(set_tree_cfg(&graph, config))
}

/// The symbolic execution tree of a CFG (from either front end).
pub fn set_tree_cfg(graph: &cfg::Cfg, config: &set::Config) -> (clp::ClpProgram, set::SetRun) {
    let prog = clp::from_cfg(graph);
    let run = on_search_stack(|| set::run(&prog, config));
    (prog, run)
}

/// The SET engine's figures in the report's terms (its nodes are the tree's nodes).
fn set_stats(s: &set::Stats) -> Stats {
    Stats {
        nodes: s.nodes,
        max_depth: s.max_depth,
        solver_checks: s.solver_checks,
        solver_seconds: s.solver_seconds,
        ..Stats::default()
    }
}

/// Runs the counterexample concretely; it must fail exactly as the engine said.
fn replay(
    program: &Program,
    entry: &str,
    error_function: Option<&str>,
    inputs: &[Value],
    nondet: &[Value],
    kind: ErrorKind,
    span: Span,
) -> Result<interp::Run, String> {
    let config = RunConfig { trace: true, error_function: error_function.map(str::to_string), ..RunConfig::default() };
    let run = interp::run(program, entry, inputs.to_vec(), nondet, &config).map_err(|e| e.to_string())?;
    if fails_as(&run.outcome, kind, span) {
        Ok(run)
    } else {
        Err(format!("the run ended with {:?}", run.outcome))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counting_loop() -> cfg::Cfg {
        let source = "def main() -> None:\n    i = 0\n    while i < 10:\n        i += 1\n    assert i == 10\n";
        let program = cfg_frontend::load(source).expect("valid");
        cfg::lower_with(&program, "main", &verification(None, false)).expect("lowers")
    }

    /// A replay that confirms nothing.
    fn no_replay(_: &RawCounterexample, _: ErrorKind, _: Span) -> Result<Replayed, String> {
        Err("not replayed".into())
    }

    #[test]
    fn a_random_run_that_fails_and_replays_is_the_answer() {
        // n >= 3 fails the assert; discovery's runs draw small ints and meet it.
        let source = "def main() -> None:\n    n = nondet_int()\n    assume(0 <= n and n <= 5)\n    s = 0\n    i = 0\n    while i < n:\n        s += 2\n        i += 1\n    assert s < 6\n";
        let program = cfg_frontend::load(source).expect("valid");
        let res = check_engine(&program, "main", &verification(None, false), &Engine::Minimax(minimax::Config::default())).expect("lowers");
        assert_eq!(res.verdict, Verdict::Unsafe, "{:?}", res.reason);
        let cex = res.counterexample.expect("a counterexample");
        assert_eq!((cex.found_by, cex.nondet.len(), res.stats.nodes), (FoundBy::RandomRun, 1, 0));
        assert!([3, 4, 5].map(Value::int).contains(&cex.nondet[0]), "{:?}", cex.nondet);
        // Unconfirmed, the run is no answer: discovery goes on (with the budget of a
        // program a run failed), and the search answers.
        let graph = cfg::lower_with(&program, "main", &verification(None, false)).expect("lowers");
        let minimax = Engine::Minimax(minimax::Config::default());
        let programs = Programs::of(&graph, &minimax);
        let (_, found) = programs.for_engine(&minimax, Default::default(), &no_replay);
        assert!(programs.answer().is_none() && programs.discovery().is_some_and(|f| f.bug_seen));
        assert!(found.is_some_and(|f| f.count() > 0), "s == 2 * i is found");
        // Without discovery, or with the search's tree to draw, the search finds the
        // bug itself.
        let plain = minimax::Config { discover_invariants: false, ..minimax::Config::default() };
        let drawn = minimax::Config { record_tree: true, ..minimax::Config::default() };
        for config in [plain, drawn] {
            let res = check_engine(&program, "main", &verification(None, false), &Engine::Minimax(config)).expect("lowers");
            assert_eq!(res.counterexample.map(|c| c.found_by), Some(FoundBy::Search), "{:?}", res.reason);
        }
    }

    #[test]
    fn discovery_runs_when_an_engine_that_uses_it_asks() {
        let graph = counting_loop();
        let portfolio = Engine::portfolio(&minimax::Config::default(), 100);
        let Engine::Portfolio(members) = &portfolio else { unreachable!("a portfolio") };
        let programs = Programs::of(&graph, &portfolio);
        // Set and explicit search the program as it is, without waiting.
        for member in members.iter().filter(|m| !m.closes_loops()) {
            let (prog, found) = programs.for_engine(member, Default::default(), &no_replay);
            assert!(found.is_none() && std::ptr::eq(prog, &programs.plain));
        }
        assert!(programs.discovery().is_none(), "no engine that uses it asked yet");
        let minimax = members.iter().find(|m| matches!(m, Engine::Minimax(_))).expect("a member");
        let (prog, found) = programs.for_engine(minimax, Default::default(), &no_replay);
        assert!(found.is_some_and(|f| f.count() > 0), "i <= 10 is found");
        assert!(!std::ptr::eq(prog, &programs.plain), "the strengthened program");
        assert!(programs.discovery().is_some());
    }

    #[test]
    fn chc_in_a_portfolio_answers_or_is_called_off_without_waiting_for_spacer() {
        let prog = clp::from_cfg(&counting_loop());
        let config = chc::Config::default();
        let run = chc_until_called_off(&prog, &config, bits::EXACT_ELSEWHERE, Arc::new(AtomicBool::new(false)));
        assert!(matches!(run.outcome, Outcome::Safe), "{:?}", run.outcome);
        // A peer has answered: no answer is waited for.
        let run = chc_until_called_off(&prog, &config, bits::EXACT_ELSEWHERE, Arc::new(AtomicBool::new(true)));
        assert!(matches!(&run.outcome, Outcome::Unknown(r) if r == CALLED_OFF), "{:?}", run.outcome);
    }

    #[test]
    fn a_called_off_check_does_not_discover() {
        let graph = counting_loop();
        let minimax = Engine::Minimax(minimax::Config::default());
        let programs = Programs::of(&graph, &minimax);
        let (_, found) = programs.for_engine(&minimax, Arc::new(AtomicBool::new(true)), &no_replay);
        assert!(found.is_none());
        assert_eq!(programs.discovery().map(|f| f.count()), Some(0));
    }
}
