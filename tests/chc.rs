//! The chc engine and the CHC-COMP export: Z3 reads back what `clp --format smt2`
//! writes and solves it as `--engine chc` does; on every program with an expected
//! verdict (the Python corpus, our small examples, the shared SV-COMP tasks) chc
//! agrees or says UNKNOWN; and the re-check of Spacer's invariant rejects wrong ones.

mod common;

use common::*;
use std::process::{Command, Output};
use std::time::Duration;
use tracer::check::{check_engine, verification, CheckResult, Engine, Verdict};
use tracer::chc;
use tracer::clp::{self, ClpProgram};
use tracer::search::Property;

/// Per program: short, so that the corpus runs stay within a few minutes.
const TIMEOUT: Duration = Duration::from_millis(1500);

fn tracer(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tracer")).args(args).current_dir(root()).output().expect("run tracer")
}

fn program(source: &str) -> cfg_frontend::Program {
    cfg_frontend::load(source).unwrap_or_else(|d| panic!("{}", d[0].message))
}

/// The CLP program `check` searches for a minipy script.
fn clp_of(source: &str) -> ClpProgram {
    let p = program(source);
    let entry = tracer::input::default_entry(&p).to_string();
    clp::from_cfg(&cfg_frontend::cfg::lower_with(&p, &entry, &verification(None, false)).expect("lowers"))
}

fn chc_check(source: &str) -> CheckResult {
    let p = program(source);
    let entry = tracer::input::default_entry(&p).to_string();
    let config = chc::Config { timeout: Some(Duration::from_secs(10)), ..chc::Config::default() };
    check_engine(&p, &entry, &verification(None, false), &Engine::Chc(config)).expect("lowers")
}

/// chc with the corpus runs' short time limit.
fn chc_engine(property: Property) -> Engine {
    Engine::Chc(chc::Config { timeout: Some(TIMEOUT), property, ..chc::Config::default() })
}

const ISSUE_SAFE: &str = "
from _sv_verifier import nondet_bool, error
a = 0
b = 5
while nondet_bool():
    a += 3
    b += 2
if 3 * b - 2 * a != 15:
    error()
";

const ISSUE_UNSAFE: &str = "
from _sv_verifier import nondet_bool, error
a = 0
b = 5
while nondet_bool():
    a += 3
    b += 2
if b == 11:
    error()
";

/// A loop whose invariant Spacer must find (`x <= 10` at the head).
const COUNT_TO_TEN: &str = "
x = 0
while x < 10:
    x += 1
assert x == 10
";

#[test]
fn relational_invariants_and_deep_bugs() {
    let safe = chc_check(ISSUE_SAFE);
    assert_eq!(safe.verdict, Verdict::Safe, "{:?}", safe.reason);
    assert_eq!(safe.engine, "chc");
    let unsafe_ = chc_check(ISSUE_UNSAFE);
    assert_eq!(unsafe_.verdict, Verdict::Unsafe, "{:?}", unsafe_.reason);
    // Three iterations, then the exit: replayed by the interpreter before this.
    let cex = unsafe_.counterexample.expect("a counterexample");
    assert_eq!(cex.nondet.iter().filter(|v| v.to_string() == "True").count(), 3, "{:?}", cex.nondet);
}

/// Z3 parses the export, the same number of clauses comes back, and its Horn solver
/// answers as the chc engine does (sat: the clauses have a model, safe).
#[test]
fn the_smt2_export_is_read_back_by_z3_with_the_same_answer() {
    for (source, want) in [(ISSUE_SAFE, Verdict::Safe), (ISSUE_UNSAFE, Verdict::Unsafe), (COUNT_TO_TEN, Verdict::Safe)] {
        let text = chc::smt2(&clp_of(source), Property::All, source);
        assert!(text.contains("(set-logic HORN)") && text.contains(") false)"), "{text}");
        assert!(!text.contains(":weight"), "annotations CHC-COMP parsers need not read:\n{text}");
        let solver = z3::Solver::new_for_logic("HORN").expect("Z3 knows logic HORN");
        solver.from_string(text.clone());
        assert_eq!(solver.get_assertions().len(), text.matches("(assert").count(), "Z3 did not read all of:\n{text}");
        let spacer = match solver.check() {
            z3::SatResult::Sat => Verdict::Safe,
            z3::SatResult::Unsat => Verdict::Unsafe,
            z3::SatResult::Unknown => Verdict::Unknown,
        };
        assert_eq!(spacer, want, "{text}");
        assert_eq!(chc_check(source).verdict, want);
    }
    // Tuples: the datatype is declared, and Z3 reads every clause.
    let source = "
from _sv_verifier import nondet_int
t = (nondet_int(), 2, 3)
i = nondet_int()
assert t[1:][0] == 2 and len(t + t) == 6
";
    let text = chc::smt2(&clp_of(source), Property::All, source);
    assert!(text.contains("(declare-datatypes ((Tuple 0))"), "{text}");
    let solver = z3::Solver::new_for_logic("HORN").expect("Z3 knows logic HORN");
    solver.from_string(text.clone());
    assert_eq!(solver.get_assertions().len(), text.matches("(assert").count(), "Z3 did not read all of:\n{text}");
    // The functions of the encoding (division by a variable, bit operations) are
    // declared, and Z3 reads every clause.
    let source = "
from _sv_verifier import nondet_int
x = nondet_int()
y = nondet_int()
if y != 0 and x >= 0:
    assert x % y + (x // y) * y == x and (x & y) <= x
";
    let text = chc::smt2(&clp_of(source), Property::All, source);
    for f in ["py_floordiv", "py_mod", "bit0_"] {
        assert!(text.contains(&format!("(declare-fun {f}")), "{f} is not declared in:\n{text}");
    }
    let solver = z3::Solver::new_for_logic("HORN").expect("Z3 knows logic HORN");
    solver.from_string(text.clone());
    assert_eq!(solver.get_assertions().len(), text.matches("(assert").count(), "Z3 did not read all of:\n{text}");
}

#[test]
fn the_cli_writes_smt2_and_names_the_engine() {
    let o = tracer(&["clp", "benchmarks/minipy/fig2.py", "--format", "smt2"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.starts_with("; Constrained Horn clauses of"), "{text}");
    assert!(text.contains("(set-logic HORN)") && text.contains("(check-sat)"), "{text}");
    let o = tracer(&["check", "benchmarks/minipy/fig2.py", "--engine", "chc", "--json", "--timeout", "20"]);
    let v: serde_json::Value = serde_json::from_str(String::from_utf8_lossy(&o.stdout).trim()).expect("one JSON object");
    assert_eq!(v["engine"], "chc");
    assert_eq!(v["verdict"], "SAFE", "{v}");
    // --property narrows the queries: no error() call in division.py, so no query.
    let o = tracer(&["clp", "benchmarks/minipy/division.py", "--format", "smt2", "--property", "error"]);
    assert!(!String::from_utf8_lossy(&o.stdout).contains(") false)"));
}

/// The re-check is what SAFE rests on: it must refuse invariants that are too weak,
/// not inductive, or miss the entry, and accept Spacer's own.
#[test]
fn the_recheck_rejects_wrong_invariants() {
    use tracer::smt::{Encoder, Formula, Ssa, CANONICAL};
    let prog = clp_of(COUNT_TO_TEN);
    let n = prog.points.len();
    let spacer = chc::spacer_invariants(&prog, Property::All, Duration::from_secs(10)).expect("Spacer proves it");
    assert_eq!(chc::recheck(&prog, Property::All, &spacer, None).result, Ok(()));

    let everywhere = |f: Formula| vec![Some(f); n];
    let weak = chc::recheck(&prog, Property::All, &everywhere(Formula::truth(true)), None).result;
    assert!(weak.as_ref().is_err_and(|e| e.contains("error point")), "{weak:?}");
    let empty = chc::recheck(&prog, Property::All, &everywhere(Formula::truth(false)), None).result;
    assert!(empty.as_ref().is_err_and(|e| e.contains("entry point")), "{empty:?}");
    // Safe at the error point, but not preserved on the way there.
    let mut not_inductive = everywhere(Formula::truth(true));
    for (p, inv) in not_inductive.iter_mut().enumerate() {
        if prog.error_kind(p as u32).is_some() {
            *inv = Some(Formula::truth(false));
        }
    }
    let res = chc::recheck(&prog, Property::All, &not_inductive, None).result;
    assert!(res.as_ref().is_err_and(|e| e.contains("does not preserve")), "{res:?}");

    // Only the loop head given, the rest left out (as Spacer's inlining leaves it):
    // `x <= 10` proves it, `x >= 0` is true but too weak for the exit.
    let x = prog.vars.iter().position(|v| v.name == "x").expect("a variable x") as u32;
    let head = (0..n).find(|&p| prog.points[p].loop_head.is_some()).expect("a loop head");
    let mut enc = Encoder::new(&prog);
    let canonical = Ssa { versions: vec![CANONICAL; prog.vars.len()] };
    let at_head = |enc: &mut Encoder, op| {
        let e = cfg_frontend::cfg::Expr::cmp(op, cfg_frontend::cfg::Expr::Var(x), cfg_frontend::cfg::Expr::int(if op == cfg_frontend::ast::CmpOp::Le { 10 } else { 0 }));
        let mut invs = vec![None; n];
        invs[head] = Some(enc.formula(&e, &canonical));
        invs
    };
    let strong = at_head(&mut enc, cfg_frontend::ast::CmpOp::Le);
    assert_eq!(chc::recheck(&prog, Property::All, &strong, None).result, Ok(()));
    let too_weak = at_head(&mut enc, cfg_frontend::ast::CmpOp::Ge);
    let res = chc::recheck(&prog, Property::All, &too_weak, None).result;
    assert!(res.as_ref().is_err_and(|e| e.contains("no invariant")), "{res:?}");
    // A loop of points without invariants is not a region the re-check can follow.
    let res = chc::recheck(&prog, Property::All, &vec![None; n], None).result;
    assert!(res.as_ref().is_err_and(|e| e.contains("cycle")), "{res:?}");
}

/// A loop-free program is one region from the entry: where branches that write
/// different variables meet, each way in must keep its own values (a variable one
/// branch writes gets a version of its own at the join). The re-check with only
/// the error point's `false` accepts the safe program and refuses each unsafe
/// variant, whose error needs one particular combination of branches.
#[test]
fn the_recheck_follows_each_way_through_branches_that_meet() {
    let program = |error_when: &str| {
        format!(
            "a = nondet_int()\nb = nondet_int()\nx = 0\ny = 0\nif a > 0:\n    x = 1\nelse:\n    y = 1\nif b > 0:\n    x = x + 1\nif {error_when}:\n    error()\n"
        )
    };
    let recheck = |source: &str| {
        let prog = clp_of(source);
        let only_errors: Vec<_> = (0..prog.points.len() as u32).map(|p| prog.error_kind(p).map(|_| tracer::smt::Formula::truth(false))).collect();
        chc::recheck(&prog, Property::All, &only_errors, None).result
    };
    for safe in ["x + y == 0", "x + y > 2", "y == 1 and x == 2", "x == 2 and b <= 0"] {
        assert_eq!(recheck(&program(safe)), Ok(()), "{safe}");
    }
    for unsafe_ in ["x == 1 and y == 0 and b <= 0", "y == 1 and x == 1", "x == 2 and y == 0", "y == 1 and x == 0 and a <= 0"] {
        let res = recheck(&program(unsafe_));
        assert!(res.as_ref().is_err_and(|e| e.contains("does not preserve")), "{unsafe_}: {res:?}");
    }
}

#[test]
fn the_python_corpus_gets_its_verdicts_or_unknown() {
    peers::judge_agreeing("benchmarks/python", &peers::python_corpus(), "chc", &chc_engine);
}

#[test]
fn the_small_examples_get_their_verdicts_or_unknown() {
    peers::judge_agreeing("tests/programs", &peers::small_examples(), "chc", &chc_engine);
}

#[test]
fn the_shared_sv_comp_tasks_get_their_verdicts_or_unknown() {
    peers::judge_agreeing("benchmarks/sv-c.tsv", &peers::sv_tasks(), "chc", &chc_engine);
}

/// Each point's predicate takes only the variables live there: a value no later
/// step reads is not an argument (a driver model's clauses over all its variables
/// were a gigabyte of text).
#[test]
fn predicates_take_the_live_variables_only() {
    let prog = clp_of(
        "
x = nondet_int()
unused = x * 2
y = x + 1
if y > 10:
    assert x > 9
",
    );
    let live = prog.live_vars();
    let named = |k: usize| -> Vec<&str> { live[k].iter().map(|&v| prog.var_name(v)).collect() };
    let mentions = |k: usize, name: &str| named(k).iter().any(|n| n.ends_with(name));
    for (k, here) in live.iter().enumerate() {
        assert!(!mentions(k, "unused"), "`unused` is never read, yet live at point {k}: {:?}", named(k));
        if prog.error_kind(k as u32).is_some() {
            assert!(here.is_empty(), "nothing is read after an error point, yet {:?} are live at {k}", named(k));
        }
    }
    assert!(!named(prog.entry as usize).iter().any(|n| n.ends_with('x') || n.ends_with('y')), "x is assigned before it is read");
    assert!((0..prog.points.len()).any(|k| mentions(k, "y")), "y is read by the branch");
    // The CHC-COMP text declares each predicate over its live variables.
    let text = chc::smt2(&prog, Property::All, "");
    let widths: Vec<usize> = text.lines().filter(|l| l.starts_with("(declare-fun p")).map(|l| l.matches(" Int").count()).collect();
    assert_eq!(widths.len(), prog.points.len());
    assert!(widths.contains(&0) && widths.iter().any(|&w| w > 0), "{widths:?}");
}

/// With few live variables Spacer folds straight-line code so far that the first
/// derivation names none of the rules; asked again whole, it names them all.
#[test]
fn a_folded_derivation_is_asked_for_again() {
    let res = chc_check(
        "
x = nondet_int()
assert x != 5
",
    );
    assert_eq!(res.verdict, Verdict::Unsafe, "{:?}", res.reason);
    assert_eq!(res.counterexample.expect("a counterexample").nondet, vec![cfg_frontend::value::Value::Int(5.into())]);
}
