//! The `tracer` command line: reads files, calls the layers, prints, sets exit codes.
//! The only place that does IO.

use anyhow::{bail, Context, Result};
use cfg_frontend::interp::{self, Outcome, RunConfig};
use cfg_frontend::value::{parse_literal, parse_literal_list, Value};
use cfg_frontend::Program;
use clap::{Parser, Subcommand};
use std::io::IsTerminal;
use std::process::ExitCode;
use tracer::input::{self, Input, LoadError, LoadOptions, Loaded, TaskInfo};
use tracer::{clp, report};

mod cpython;
mod deadline;

/// Exit code for bad usage or bad input (syntax, types, unknown entry).
const EXIT_INPUT: u8 = 2;

#[derive(Parser)]
#[command(
    name = "tracer",
    version,
    about = "A software model checker for minipy (a typed subset of Python) and a C subset",
    long_about = "tracer reads minipy programs: Python scripts or functions (annotated or not) with ints, \
bools, tuples, if/while/for/try, assert and raise, plus the verification built-ins nondet_int(), \
nondet_bool(), assume(e) and error() and SV-COMP's __VERIFIER_nondet_int(), __VERIFIER_assume(e) \
and reach_error() (see docs/minipy.md). `tracer check`, `set`, `cfg` and `clp` also read \
preprocessed C (.c, .i: the SV-COMP and BLAST/TRACER benchmark programs, with C's integers on \
ILP32 unless told otherwise) and SV-COMP task definitions (.yml; see docs/c.md).\n\nExit codes: 0 success, \
1 the program failed (error() or an uncaught exception), 2 bad usage or input, 3 the run was \
blocked or hit a limit (UNKNOWN for check)."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

impl Cli {
    /// Whether the command runs engines side by side (see `huge_pages`).
    fn runs_a_portfolio(&self) -> bool {
        matches!(&self.command, Command::Check { engine: EngineArg::Portfolio, dot: None, html: None, .. })
    }
}

#[derive(clap::Args)]
struct Source {
    /// The minipy file (or, for check, set, cfg and clp, a C file: .c or .i, or an
    /// SV-COMP task definition: .yml).
    file: String,
    /// The function to analyse or run (its parameters are the symbolic inputs).
    /// Default: a script's module code (a file with statements of its own at module
    /// level), else `main`.
    #[arg(long, visible_alias = "function")]
    entry: Option<String>,
}

impl Source {
    /// The entry function of `program`: `--entry`, else the module's code of a
    /// script, else `main`.
    fn entry_in(&self, program: &Program) -> String {
        self.entry.clone().unwrap_or_else(|| input::default_entry(program).to_string())
    }
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum PropertyArg {
    /// error() calls, failing asserts and uncaught exceptions.
    All,
    /// Only calls of error().
    Error,
    /// Only failing asserts.
    Assert,
    /// Uncaught exceptions (failing asserts included).
    Exceptions,
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum IntModelArg {
    /// Mathematical integers, an abstraction: arithmetic never wraps around, so
    /// wrap-around bugs are missed.
    Math,
    /// C on ILP32: int and long 32 bits, long long 64; results wrap around into
    /// their type (the default for a bare C file).
    Ilp32,
    /// C on LP64: as ILP32 but long is 64 bits.
    Lp64,
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum UninitGlobalsArg {
    /// 0, as C says.
    Zero,
    /// Any value of its type, like an input: how TRACER and BLAST read their
    /// benchmark programs (e.g. tcas, whose globals are the aircraft's state).
    Inputs,
}

impl IntModelArg {
    fn model(self) -> cfg_frontend::c::IntModel {
        match self {
            IntModelArg::Math => cfg_frontend::c::IntModel::Math,
            IntModelArg::Ilp32 => cfg_frontend::c::IntModel::Ilp32,
            IntModelArg::Lp64 => cfg_frontend::c::IntModel::Lp64,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum EngineArg {
    /// minimax, set, chc, explicit and fuzz side by side, one thread each: the first
    /// definite answer wins (minimax proves loops through invariants, set decides
    /// programs whose loops are bounded by unrolling them, chc finds relational
    /// invariants, explicit visits each reachable state of a small state space once,
    /// fuzz runs the program on random values for 1.5 s at most).
    Portfolio,
    /// Symbolic execution with interpolation, subsumption and loop invariants.
    Minimax,
    /// The Symbolic Execution book's tree interpreter: every path, loops unrolled up
    /// to --unroll iterations (SAFE only when nothing was cut).
    Set,
    /// Z3's Horn solver (Spacer) on the rules as constrained Horn clauses: SAFE only
    /// after its invariant is re-checked inductive and safe by a fresh solver, UNSAFE
    /// only with a counterexample replayed concretely.
    Chc,
    /// Explicit-state search: every reachable state visited once, inputs enumerated
    /// where their values matter (at most 4096 each); decides programs with few
    /// states, UNKNOWN with the reason for the others.
    Explicit,
    /// Random testing: concrete runs on values drawn from the program's constants
    /// (its ints and strs, their characters and neighbours); UNSAFE with a replayed
    /// run, never SAFE.
    Fuzz,
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum ClpFormat {
    /// The rules in the paper's notation, with a table of program points.
    Text,
    /// Constrained Horn clauses in the CHC-COMP format (SMT-LIB2, logic HORN): one
    /// predicate per program point, one clause per rule, a query per error point the
    /// property counts; for Spacer, Eldarica, Golem.
    Smt2,
}

#[derive(Subcommand)]
enum Command {
    /// Prove that the entry function cannot fail, or find an input that makes it fail.
    ///
    /// The entry's parameters are symbolic inputs; nondet_int()/nondet_bool() return
    /// arbitrary values. Prints SAFE, UNSAFE with a counterexample (replayed by the
    /// interpreter before it is printed) or UNKNOWN with the reason. Exit codes: 0 safe,
    /// 1 unsafe, 3 unknown, 2 bad input.
    Check {
        #[command(flatten)]
        src: Source,
        /// Which failures count.
        #[arg(long, value_enum, default_value = "all")]
        property: PropertyArg,
        /// Calls of this user function count as error() calls (e.g. reach_error); its
        /// body is not analysed. In C also a label: reaching it is the error (BLAST's
        /// ERROR:). reach_error() and __VERIFIER_error() are always error locations in C.
        #[arg(long, value_name = "NAME")]
        error_label: Option<String>,
        /// Give up (UNKNOWN) after this many seconds.
        #[arg(long, value_name = "SECONDS")]
        timeout: Option<f64>,
        /// Give up (UNKNOWN) after this many search-tree nodes.
        #[arg(long, default_value_t = 2_000_000)]
        max_nodes: u64,
        /// Give up (UNKNOWN) when a path gets this deep.
        #[arg(long, default_value_t = 20_000)]
        max_depth: usize,
        /// Print search statistics.
        #[arg(long)]
        stats: bool,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
        /// On UNSAFE, write a Python script that replays the counterexample under CPython.
        #[arg(long, value_name = "FILE")]
        emit_test: Option<String>,
        /// C only: write an SV-COMP witness (format 2.0, YAML): for UNSAFE a
        /// violation_sequence pinning every value the replayed run drew, for SAFE an
        /// invariant_set with the loop invariants the proof was given. `tracer
        /// validate` checks either.
        #[arg(long, value_name = "FILE")]
        witness: Option<String>,
        /// Write the search tree in Graphviz format (subsumption edges, infeasible and
        /// error nodes, memoed interpolants).
        #[arg(long, value_name = "FILE")]
        dot: Option<String>,
        /// Write the search tree as one self-contained HTML page (no network): nodes
        /// by program point and source line, infeasible and error leaves, subsumption
        /// edges with the memo entry used, loop invariants, restarts and the
        /// counterexample's path highlighted; subtrees fold, and a line number shows
        /// where that line's nodes are.
        #[arg(long, value_name = "FILE")]
        html: Option<String>,
        /// Do not strengthen loop heads with invariants guessed from concrete runs and
        /// proven inductive before the search (minimax and chc use them by default):
        /// the engines' own search alone, as the papers describe it.
        #[arg(long)]
        no_invariants: bool,
        /// The engine (with --dot or --html: minimax).
        #[arg(long, value_enum, default_value = "portfolio")]
        engine: EngineArg,
        /// For set (alone or in the portfolio): loop iterations explored per entry
        /// into a loop [default: 8 for set, 100 in the portfolio].
        #[arg(long, value_name = "N")]
        unroll: Option<u32>,
        /// C only: how integers behave. Default: the task's data model (ILP32 or
        /// LP64), ILP32 for a bare C file: C's own arithmetic, with wrap-around and
        /// conversions. `math` (mathematical integers) is an abstraction that misses
        /// wrap-around bugs.
        #[arg(long, value_enum)]
        int_model: Option<IntModelArg>,
        /// C only: what a global without an initialiser holds when main starts.
        #[arg(long, value_enum, default_value = "zero")]
        uninit_globals: UninitGlobalsArg,
        /// The property to check, as an SV-COMP property file (unreach-call:
        /// `CHECK( init(main()), LTL(G ! call(reach_error())) )`); for a task
        /// definition, which of its properties. Other properties give UNKNOWN.
        #[arg(long, value_name = "FILE.prp")]
        spec: Option<String>,
        /// Verify every function that has a contract (requires/ensures) against it,
        /// and the entry function, with calls of contracted functions replaced by
        /// their contracts; one verdict per function, SAFE only if all are.
        #[arg(long)]
        compositional: bool,
    },
    /// Print the symbolic execution tree (the Symbolic Execution book's interpreter).
    ///
    /// Lists the leaves as (path condition, completion, store), like the book's
    /// display_leaves: completion is `normal`, `return v`, an exception, `infeasible`
    /// (no way out can be taken), or CUT (the path would start one more loop iteration
    /// than --unroll allows). Exit codes: 0 no feasible error leaf, 1 an error leaf is
    /// feasible, 3 budget exhausted, 2 bad input.
    Set {
        #[command(flatten)]
        src: Source,
        /// Loop iterations explored per entry into a loop.
        #[arg(long, value_name = "N", default_value_t = tracer::set::DEFAULT_UNROLL)]
        unroll: u32,
        /// Write the whole tree in Graphviz format (one node per executed statement).
        #[arg(long, value_name = "FILE")]
        dot: Option<String>,
        /// Write the whole tree as a self-contained HTML page.
        #[arg(long, value_name = "FILE")]
        html: Option<String>,
        /// Print one JSON object with a `leaves` array instead of text.
        #[arg(long)]
        json: bool,
        /// Give up after this many seconds.
        #[arg(long, value_name = "SECONDS")]
        timeout: Option<f64>,
        /// Give up after this many tree nodes.
        #[arg(long, default_value_t = 5_000_000)]
        max_nodes: u64,
        /// Replace calls of functions that have a contract by the contract.
        #[arg(long)]
        compositional: bool,
    },
    /// Run a program concretely (the reference semantics, same as CPython).
    Run {
        #[command(flatten)]
        src: Source,
        /// A parameter of the entry function, as a Python literal: x=3, t=(1,-2), b=True.
        #[arg(long = "arg", value_name = "NAME=VALUE")]
        args: Vec<String>,
        /// Values returned by successive nondet_int()/nondet_bool() calls, comma
        /// separated (then 0 / False).
        #[arg(long, value_name = "V1,V2,...", allow_hyphen_values = true)]
        nondet: Option<String>,
        /// Give up after this many evaluation steps.
        #[arg(long, default_value_t = 10_000_000)]
        max_steps: u64,
        /// Print one JSON object instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Check the symbolic execution tree against the concrete interpreter.
    ///
    /// The Symbolic Execution book's two correctness properties: exhaustive (every
    /// concrete run on random inputs is covered by a leaf whose path condition holds
    /// for it and which ends the same way) and precise (every leaf's path condition
    /// has a model whose concrete run ends as the leaf says). A bounded tree is not
    /// exhaustive once a run needs more loop iterations than --unroll; loops with
    /// invariants are. Leaves reached through an abstraction are not checked for
    /// precision. Exit codes: 0 both hold, 1 a counterexample was found, 2 bad input.
    Selftest {
        #[command(flatten)]
        src: Source,
        /// Random concrete runs for the exhaustiveness check.
        #[arg(long, default_value_t = 200)]
        runs: u32,
        /// Loop iterations explored per entry into a loop.
        #[arg(long, value_name = "N", default_value_t = tracer::set::DEFAULT_UNROLL)]
        unroll: u32,
        /// Seed of the random inputs.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Check an SV-COMP witness (format 2.0, YAML) against its C program.
    ///
    /// Without the search that wrote it: a violation witness must replay to its target (the
    /// values it pins, drawn where it says); a correctness witness's loop invariants
    /// must hold on entry, be preserved, and exclude the error (each proven by Z3).
    /// Exit codes: 0 confirmed, 1 rejected, 2 bad input.
    Validate {
        /// The witness (.yml or .yaml).
        witness: String,
        /// The C program or its SV-COMP task definition (.yml).
        task: String,
    },
    /// Print the CLP transition rules p(k, x) :- p(k', x'), c of the entry function.
    ///
    /// With --format smt2, as constrained Horn clauses in the CHC-COMP format, lowered
    /// as `check` lowers (loop invariants and preconditions in force), with a query for
    /// each error point --property counts (for a task: reach_error() calls).
    Clp {
        #[command(flatten)]
        src: Source,
        /// text (default) or smt2 (CHC-COMP).
        #[arg(long, value_enum, default_value = "text")]
        format: ClpFormat,
        /// With --format smt2: which failures are queries.
        #[arg(long, value_enum, default_value = "all")]
        property: PropertyArg,
        /// With --format smt2: calls of this user function count as error() calls (as
        /// for check).
        #[arg(long, value_name = "NAME")]
        error_label: Option<String>,
    },
    /// Print the control-flow graph (points and guarded transitions).
    Cfg {
        #[command(flatten)]
        src: Source,
        /// Graphviz output.
        #[arg(long)]
        dot: bool,
    },
}

impl PropertyArg {
    /// The property checked: a property file's unreach-call is about error calls
    /// alone, whatever --property says.
    fn property(self, only_error_calls: bool) -> tracer::search::Property {
        use tracer::search::Property;
        match self {
            _ if only_error_calls => Property::ErrorCall,
            PropertyArg::All => Property::All,
            PropertyArg::Error => Property::ErrorCall,
            PropertyArg::Assert => Property::Assertions,
            PropertyArg::Exceptions => Property::Exceptions,
        }
    }
}

/// A progress line on stderr for long runs, only when stderr is a terminal.
fn progress_hook() -> Option<tracer::minimax::ProgressHook> {
    std::io::stderr().is_terminal().then(|| {
        tracer::minimax::ProgressHook(std::sync::Arc::new(|nodes, depth, restarts| {
            eprint!("\r\x1b[K[tracer] {nodes} nodes, depth {depth}, {restarts} restarts");
        }))
    })
}

/// `check --compositional`: each function with a contract, then the entry, each
/// verified with contracted calls replaced by their contracts.
fn check_compositional(program: &Program, file: &str, entry: &str, label: Option<&str>, engine: &tracer::check::Engine, json: bool) -> Result<u8> {
    use tracer::check::Verdict;
    let source = std::fs::read_to_string(file).with_context(|| format!("cannot read {file}"))?;
    let mut targets: Vec<String> = program
        .module
        .functions()
        .filter(|f| !cfg_frontend::ast::contract(&f.body).is_empty() && f.name.name != entry)
        .map(|f| f.name.name.clone())
        .collect();
    targets.push(entry.to_string());
    let options = tracer::check::verification(label, true);
    let mut worst = Verdict::Safe;
    let mut objects = Vec::new();
    let mut text = String::new();
    for f in &targets {
        let res = tracer::check::check_engine(program, f, &options, engine)?;
        worst = match (worst, res.verdict) {
            (Verdict::Unsafe, _) | (_, Verdict::Unsafe) => Verdict::Unsafe,
            (Verdict::Unknown, _) | (_, Verdict::Unknown) => Verdict::Unknown,
            _ => Verdict::Safe,
        };
        if json {
            let mut v: serde_json::Value = serde_json::from_str(&report::check_json(&res, &source, None))?;
            v["function"] = serde_json::json!(f);
            objects.push(v);
        } else {
            text.push_str(&format!("{f}: {}", report::check_text(&res, file, &source, false)));
        }
    }
    deadline::claim_output();
    print!("{text}");
    if json {
        println!("{}", serde_json::json!({ "verdict": worst, "functions": objects }));
    } else {
        println!("overall: {}", format!("{worst:?}").to_uppercase());
    }
    Ok(match worst {
        Verdict::Safe => 0,
        Verdict::Unsafe => 1,
        Verdict::Unknown => 3,
    })
}

/// Writes the witness of `res` (C programs): violation for UNSAFE, correctness for
/// SAFE; nothing for UNKNOWN.
fn write_witness(out: &str, res: &tracer::check::CheckResult, graph: &cfg_frontend::cfg::Cfg, input: &tracer::input::Input) -> Result<()> {
    let Some(w) = tracer::witnessing::witness(res, graph, input) else { return Ok(()) };
    std::fs::write(out, &w.text).with_context(|| format!("cannot write {out}"))?;
    // Said at once when a validator would not confirm it.
    match w.validation {
        Ok(tracer::validate::Validation::Confirmed(_)) => {}
        Ok(tracer::validate::Validation::Rejected(why)) => eprintln!("note: the witness in {out} does not validate: {why}"),
        Err(why) => eprintln!("note: the witness in {out} cannot be read back: {why}"),
    }
    Ok(())
}

/// Where `check` writes minimax's search tree, if anywhere.
struct TreeFiles {
    dot: Option<String>,
    html: Option<String>,
}

impl TreeFiles {
    fn wanted(&self) -> bool {
        self.dot.is_some() || self.html.is_some()
    }
}

/// Prints a check's result (text or JSON, the search tree if asked); the exit code.
#[allow(clippy::too_many_arguments)]
fn print_check(res: &tracer::check::CheckResult, file: &str, source: &str, task: Option<&TaskInfo>, json: bool, stats: bool, tree: &TreeFiles, progress: bool) -> Result<u8> {
    if std::io::stderr().is_terminal() && progress {
        eprint!("\r\x1b[K");
    }
    if let Some(out) = &tree.dot {
        std::fs::write(out, report::search_tree_dot(res, source)).with_context(|| format!("cannot write {out}"))?;
    }
    if let Some(out) = &tree.html {
        std::fs::write(out, report::html::search_tree_html(res, source, file)).with_context(|| format!("cannot write {out}"))?;
    }
    deadline::claim_output();
    if json {
        let mut v: serde_json::Value = serde_json::from_str(&report::check_json(res, source, peak_memory_kib()))?;
        if let Some(t) = task {
            v["task"] = serde_json::to_value(t)?;
        }
        println!("{v}");
    } else {
        print!("{}", report::check_text(res, file, source, stats));
        if let Some(t) = task {
            println!("{}", report::task_text(t, res.verdict));
        }
        if stats {
            if let Some(kib) = peak_memory_kib() {
                println!("  peak memory {:.1} MiB", kib as f64 / 1024.0);
            }
        }
    }
    Ok(match res.verdict {
        tracer::check::Verdict::Safe => 0,
        tracer::check::Verdict::Unsafe => 1,
        tracer::check::Verdict::Unknown => 3,
    })
}

/// An input tracer cannot decide (an unsupported property or C construct): UNKNOWN
/// with the reason.
fn print_unknown(reason: &str, rendered: Option<&str>, task: Option<&TaskInfo>, json: bool) -> u8 {
    deadline::claim_output();
    if json {
        let mut v = serde_json::json!({ "verdict": "UNKNOWN", "reason": reason, "engine": null });
        if let Some(t) = task {
            v["task"] = serde_json::to_value(t).expect("serializable");
        }
        println!("{v}");
    } else {
        if let Some(r) = rendered {
            eprintln!("{r}");
        }
        println!("UNKNOWN: {reason}");
        if let Some(t) = task {
            println!("{}", report::task_text(t, tracer::check::Verdict::Unknown));
        }
    }
    3
}

/// Peak resident memory of this process (Linux), in KiB.
fn peak_memory_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Restores the default action of SIGPIPE (Rust ignores it, so `tracer ... | head`
/// would panic on the first write after `head` exits); the process then ends quietly.
#[cfg(unix)]
fn default_sigpipe() {
    extern "C" {
        fn signal(signum: i32, handler: usize) -> usize;
    }
    const SIGPIPE: i32 = 13;
    const SIG_DFL: usize = 0;
    // SAFETY: installs the default disposition; no handler code runs in this process.
    unsafe {
        signal(SIGPIPE, SIG_DFL);
    }
}

#[cfg(not(unix))]
fn default_sigpipe() {}

/// The stack the command runs on (reserved, not committed): the front end and the
/// layers after it recurse over the program's structure (an expression nested a
/// thousand deep, calls inlined in loops in calls), and no input may overflow it.
const MAIN_STACK: usize = 1 << 30;

fn main() -> ExitCode {
    let started = std::time::Instant::now();
    let cli = Cli::parse();
    tracer::huge_pages::use_huge_pages(cli.runs_a_portfolio());
    default_sigpipe();
    if let Some(why) = tracer::smt::z3_mismatch() {
        eprintln!("tracer: warning: {why}");
    }
    if let Command::Check { timeout: Some(limit), json, .. } = &cli.command {
        if limit.is_finite() && *limit >= 0.0 {
            deadline::watch(started, std::time::Duration::from_secs_f64(*limit), *json);
        }
    }
    let ran = std::thread::Builder::new().name("tracer".into()).stack_size(MAIN_STACK).spawn(move || dispatch(cli));
    let done = match ran {
        Ok(handle) => handle.join().unwrap_or_else(|_| Err(anyhow::anyhow!("internal error (a panic, reported above)"))),
        Err(e) => Err(anyhow::anyhow!("cannot start the command's thread: {e}")),
    };
    match done {
        Ok(code) => ExitCode::from(code),
        Err(err) => {
            eprintln!("tracer: {err:#}");
            ExitCode::from(EXIT_INPUT)
        }
    }
}

/// Loads any input (minipy, C, task definition). `Ok(Err(code))`: the input was
/// rejected or cannot be decided, its message printed, and `code` is the exit code.
fn load(file: &str, options: &LoadOptions, json: bool) -> Result<std::result::Result<Input, u8>> {
    match input::load(file, options) {
        Ok(i) => Ok(Ok(i)),
        Err(LoadError::Rejected { rendered }) => {
            eprintln!("{rendered}");
            Ok(Err(EXIT_INPUT))
        }
        Err(LoadError::Unknown { reason, rendered, task }) => Ok(Err(print_unknown(&reason, rendered.as_deref(), task.as_ref(), json))),
        Err(e) => Err(e.into()),
    }
}

/// A minipy program for the commands that only read minipy (`run`, `selftest`).
fn load_python(file: &str) -> Result<std::result::Result<(String, Program), u8>> {
    if cfg_frontend::c::is_c_file(file) || input::task::is_task_file(file) {
        bail!("{file}: this command reads minipy programs (.py)");
    }
    let source = std::fs::read_to_string(file).with_context(|| format!("cannot read {file}"))?;
    match input::load_python(file, &source) {
        Ok(program) => Ok(Ok((source, program))),
        Err(LoadError::Rejected { rendered }) => {
            eprintln!("{rendered}");
            Ok(Err(EXIT_INPUT))
        }
        Err(e) => Err(e.into()),
    }
}

/// The concrete-semantics CFG of any input.
fn load_cfg(file: &str, entry: Option<&str>) -> Result<std::result::Result<(String, cfg_frontend::cfg::Cfg), u8>> {
    let options = LoadOptions { entry: entry.map(str::to_string), ..Default::default() };
    let input = match load(file, &options, false)? {
        Ok(i) => i,
        Err(code) => return Ok(Err(code)),
    };
    let cfg = match input.loaded {
        Loaded::C(cfg) => cfg,
        Loaded::Python(program) => cfg_frontend::cfg::lower(&program, &input.entry)?,
    };
    Ok(Ok((input.source, cfg)))
}

fn dispatch(cli: Cli) -> Result<u8> {
    match cli.command {
        Command::Run { src, args, nondet, max_steps, json } => {
            let (source, program) = match load_python(&src.file)? {
                Ok(x) => x,
                Err(code) => return Ok(code),
            };
            let entry = src.entry_in(&program);
            let (_, info) = program.function(&entry).with_context(|| format!("no function named '{entry}' (use --entry NAME)"))?;
            let mut given = std::collections::BTreeMap::new();
            for a in &args {
                let (name, value) = a.split_once('=').with_context(|| format!("--arg {a}: expected NAME=VALUE"))?;
                let v = parse_literal(value).map_err(|e| anyhow::anyhow!("--arg {name}: {e}"))?;
                given.insert(name.trim().to_string(), v);
            }
            let mut values = Vec::new();
            for (name, _) in &info.params {
                match given.remove(name) {
                    Some(v) => values.push(v),
                    None => bail!("missing --arg {name}=VALUE for parameter '{name}' of {entry}()"),
                }
            }
            if let Some(extra) = given.keys().next() {
                bail!("{entry}() has no parameter named '{extra}'");
            }
            let nondet: Vec<Value> = match nondet {
                Some(text) => parse_literal_list(&text).map_err(|e| anyhow::anyhow!("--nondet: {e}"))?,
                None => Vec::new(),
            };
            let config = RunConfig { max_steps, ..RunConfig::default() };
            let run = interp::run(&program, &entry, values, &nondet, &config)?;
            if json {
                println!("{}", serde_json::to_string(&report::run_json(&run, &source))?);
            } else {
                println!("{}", report::run_text(&run, &src.file, &source));
            }
            Ok(match run.outcome {
                Outcome::Return(_) => 0,
                Outcome::ErrorCall { .. } | Outcome::Exception { .. } => 1,
                Outcome::AssumeFailed { .. } | Outcome::Limit { .. } => 3,
            })
        }
        Command::Check { src, property, error_label, timeout, max_nodes, max_depth, stats, json, emit_test, dot, html, engine, unroll, int_model, uninit_globals, spec, compositional, no_invariants, witness } => {
            let tree = TreeFiles { dot, html };
            let uninit_globals = match uninit_globals {
                UninitGlobalsArg::Zero => cfg_frontend::c::UninitGlobals::Zero,
                UninitGlobalsArg::Inputs => cfg_frontend::c::UninitGlobals::Inputs,
            };
            let options = LoadOptions { entry: src.entry.clone(), error_label, int_model: int_model.map(IntModelArg::model), spec: spec.map(Into::into), uninit_globals };
            let input = match load(&src.file, &options, json)? {
                Ok(i) => i,
                Err(code) => return Ok(code),
            };
            let config = tracer::minimax::Config {
                timeout: timeout.map(std::time::Duration::from_secs_f64),
                max_nodes,
                max_depth,
                property: property.property(input.only_error_calls),
                progress: progress_hook(),
                record_tree: tree.wanted(),
                record_labels: witness.is_some(),
                discover_invariants: !no_invariants,
                ..Default::default()
            };
            use tracer::check::Engine;
            let engine = match engine {
                EngineArg::Minimax => Engine::Minimax(config.clone()),
                // The search tree --dot and --html draw is minimax's.
                EngineArg::Portfolio if tree.wanted() => Engine::Minimax(config.clone()),
                _ if tree.wanted() => bail!("--dot and --html draw minimax's search tree: use --engine minimax (or no --engine)"),
                EngineArg::Portfolio => Engine::portfolio(&config, unroll.unwrap_or(tracer::set::PORTFOLIO_UNROLL)),
                EngineArg::Set => Engine::Set(Engine::set_like(&config, unroll.unwrap_or(tracer::set::DEFAULT_UNROLL), config.progress.clone())),
                EngineArg::Chc => Engine::Chc(tracer::chc::Config { timeout: config.timeout, property: config.property, discover_invariants: config.discover_invariants, record_labels: config.record_labels }),
                EngineArg::Explicit => Engine::Explicit(tracer::explicit::Config { timeout: config.timeout, property: config.property, ..Default::default() }),
                EngineArg::Fuzz => Engine::Fuzz(tracer::fuzz::Config { timeout: config.timeout, property: config.property, ..Default::default() }),
            };
            let program = match &input.loaded {
                Loaded::C(graph) => {
                    if compositional || emit_test.is_some() {
                        bail!("--compositional and --emit-test are for minipy programs, not C");
                    }
                    let res = tracer::check::check_cfg(graph, &engine);
                    let code = print_check(&res, &input.file, &input.source, input.task.as_ref(), json, stats, &tree, config.progress.is_some())?;
                    if let Some(out) = &witness {
                        write_witness(out, &res, graph, &input)?;
                    }
                    return Ok(code);
                }
                Loaded::Python(program) => program,
            };
            if witness.is_some() {
                bail!("--witness is for C programs (SV-COMP's witness format)");
            }
            let label = input.error_function.as_deref();
            if compositional {
                return check_compositional(program, &input.file, &input.entry, label, &engine, json);
            }
            let mut res = tracer::check::check_engine(program, &input.entry, &tracer::check::verification(label, false), &engine)?;
            cpython::judge(&mut res, program, &input.file, &input.entry, label, &input.source);
            if let (Some(out), Some(cex)) = (&emit_test, &res.counterexample) {
                std::fs::write(out, report::emit_test(&input.file, &input.entry, label, cex, &input.source)).with_context(|| format!("cannot write {out}"))?;
            }
            print_check(&res, &input.file, &input.source, input.task.as_ref(), json, stats, &tree, config.progress.is_some())
        }
        Command::Validate { witness, task } => {
            let text = std::fs::read_to_string(&witness).with_context(|| format!("cannot read {witness}"))?;
            let input = match load(&task, &LoadOptions::default(), false)? {
                Ok(i) => i,
                Err(code) => return Ok(code),
            };
            let Loaded::C(graph) = &input.loaded else { bail!("witnesses are for C programs; {task} is not one") };
            let property = tracer::witnessing::property(&input);
            match tracer::validate::validate(&text, graph, &input.source, property) {
                Ok(tracer::validate::Validation::Confirmed(why)) => {
                    println!("CONFIRMED: {why}");
                    Ok(0)
                }
                Ok(tracer::validate::Validation::Rejected(why)) => {
                    println!("REJECTED: {why}");
                    Ok(1)
                }
                Err(e) => {
                    eprintln!("{witness}: {e}");
                    Ok(EXIT_INPUT)
                }
            }
        }
        Command::Set { src, unroll, dot, html, json, timeout, max_nodes, compositional } => {
            let config = tracer::set::Config {
                unroll: Some(unroll),
                timeout: timeout.map(std::time::Duration::from_secs_f64),
                max_nodes,
                keep_states: dot.is_some() || html.is_some(),
                ..Default::default()
            };
            let started = std::time::Instant::now();
            let input = match load(&src.file, &LoadOptions { entry: src.entry.clone(), ..Default::default() }, json)? {
                Ok(i) => i,
                Err(code) => return Ok(code),
            };
            let (prog, run) = match &input.loaded {
                Loaded::C(graph) => tracer::check::set_tree_cfg(graph, &config),
                Loaded::Python(program) => {
                    let options = tracer::check::verification(input.error_function.as_deref(), compositional);
                    tracer::check::set_tree(program, &input.entry, &options, &config)?
                }
            };
            let (source, file) = (input.source, input.file);
            let seconds = started.elapsed().as_secs_f64();
            if let Some(out) = &dot {
                std::fs::write(out, report::set::set_dot(&run, &prog, &source, &file)).with_context(|| format!("cannot write {out}"))?;
            }
            if let Some(out) = &html {
                std::fs::write(out, report::set::set_html(&run, &prog, &source, &file)).with_context(|| format!("cannot write {out}"))?;
            }
            if json {
                println!("{}", report::set::set_json(&run, &prog, &source, &file, seconds));
            } else {
                print!("{}", report::set::leaves_text(&run, &prog, &source, &file));
                if let tracer::search::Outcome::Unknown(why) = &run.outcome {
                    println!("note: {why}");
                }
            }
            Ok(match run.outcome {
                tracer::search::Outcome::Unsafe(_) => 1,
                tracer::search::Outcome::Unknown(_) if run.stats.cut == 0 => 3,
                _ => 0,
            })
        }
        Command::Selftest { src, runs, unroll, seed } => {
            let program = match load_python(&src.file)? {
                Ok((_, program)) => program,
                Err(code) => return Ok(code),
            };
            let r = tracer::selftest::selftest(&program, &src.entry_in(&program), &tracer::selftest::Config { runs, unroll, seed })?;
            print!("{}", report::selftest_text(&r));
            Ok(if r.not_exhaustive.is_some() || r.not_precise.is_some() { 1 } else { 0 })
        }
        Command::Clp { src, format: ClpFormat::Text, .. } => {
            let (source, cfg) = match load_cfg(&src.file, src.entry.as_deref())? {
                Ok(x) => x,
                Err(code) => return Ok(code),
            };
            print!("{}", clp::print_program(&clp::from_cfg(&cfg), &source));
            Ok(0)
        }
        Command::Clp { src, format: ClpFormat::Smt2, property, error_label } => {
            let options = LoadOptions { entry: src.entry.clone(), error_label, ..Default::default() };
            let input = match load(&src.file, &options, false)? {
                Ok(i) => i,
                Err(code) => return Ok(code),
            };
            let cfg = match input.loaded {
                Loaded::C(cfg) => cfg,
                Loaded::Python(program) => {
                    cfg_frontend::cfg::lower_with(&program, &input.entry, &tracer::check::verification(input.error_function.as_deref(), false))?
                }
            };
            print!("{}", tracer::chc::smt2(&clp::from_cfg(&cfg), property.property(input.only_error_calls), &input.source));
            Ok(0)
        }
        Command::Cfg { src, dot } => {
            let (source, cfg) = match load_cfg(&src.file, src.entry.as_deref())? {
                Ok(x) => x,
                Err(code) => return Ok(code),
            };
            if dot {
                print!("{}", cfg_frontend::cfg::dot::to_dot(&cfg, &source));
            } else {
                print!("{}", cfg_frontend::cfg::dot::to_text(&cfg, &source));
            }
            Ok(0)
        }
    }
}
