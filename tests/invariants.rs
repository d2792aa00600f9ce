//! Loop invariant discovery (`tracer::invariants`): guessed candidates are kept only
//! where Z3 proves them inductive, and what is kept lets the engines close loops
//! whose invariant is no path constraint.

mod common;

use cfg_frontend::ast::{ArithOp, CmpOp};
use cfg_frontend::cfg::{self, Expr};
use std::time::{Duration, Instant};
use tracer::check::{check_engine, verification, Engine, Verdict};

fn lowered(source: &str) -> (cfg::Cfg, tracer::clp::ClpProgram) {
    let program = cfg_frontend::load(source).expect("valid");
    let graph = cfg::lower(&program, cfg_frontend::typeck::MODULE).expect("lowers");
    let prog = tracer::clp::from_cfg(&graph);
    (graph, prog)
}

/// Discovery's budget in a check of 40 s (generous: the tests' build is not
/// optimised).
fn budget() -> tracer::invariants::Budget {
    tracer::invariants::Budget::within(Some(Duration::from_secs(40)), Instant::now())
}

const STEPS: &str = "a = 0\nb = 5\nwhile nondet_bool():\n    a += 3\n    b += 2\nassert 3 * b - 2 * a == 15\n";

#[test]
fn houdini_keeps_the_inductive_candidates_and_drops_the_rest() {
    let (_, prog) = lowered(STEPS);
    let head = (0..prog.points.len() as u32).find(|&p| prog.points[p as usize].loop_head.is_some()).expect("a loop head");
    let var = |name: &str| Expr::Var(prog.vars.iter().position(|v| v.name == name).expect("a variable") as u32);
    let lin = |ka: i64, kb: i64| Expr::arith(ArithOp::Add, Expr::arith(ArithOp::Mul, Expr::int(ka), var("a")), Expr::arith(ArithOp::Mul, Expr::int(kb), var("b")));
    let good = [Expr::cmp(CmpOp::Eq, lin(-2, 3), Expr::int(15)), Expr::cmp(CmpOp::Ge, var("a"), Expr::int(0))];
    let bad = [
        // Holds initially, not preserved.
        Expr::cmp(CmpOp::Le, var("a"), Expr::int(3)),
        // Preserved, not initially true.
        Expr::cmp(CmpOp::Eq, lin(-2, 3), Expr::int(16)),
        // Not true initially either.
        Expr::cmp(CmpOp::Ge, var("b"), Expr::int(6)),
    ];
    let candidates = vec![(head, good.iter().chain(&bad).cloned().collect())];
    let found = tracer::invariants::houdini(&prog, candidates, budget());
    assert!(found.stopped.is_none(), "{:?}", found.stopped);
    assert_eq!(found.at.len(), 1);
    assert_eq!(found.at[0].1, good.to_vec(), "kept: {:?}", found.at[0].1);
}

#[test]
fn guessed_invariants_close_loops_no_path_constraint_closes() {
    for (file, want) in [
        ("tests/programs/loops/relational.py", Verdict::Safe),
        ("tests/programs/loops/relational_unsafe.py", Verdict::Unsafe),
        ("tests/programs/loops/climb_fall.py", Verdict::Safe),
        ("tests/programs/loops/climb_fall_unsafe.py", Verdict::Unsafe),
    ] {
        let source = std::fs::read_to_string(common::root().join(file)).expect("read");
        let program = cfg_frontend::load(&source).expect("valid");
        let config = tracer::minimax::Config { timeout: Some(Duration::from_secs(30)), ..Default::default() };
        let engine = Engine::portfolio(&config, tracer::set::PORTFOLIO_UNROLL);
        let res = check_engine(&program, cfg_frontend::typeck::MODULE, &verification(None, false), &engine).expect("lowers");
        assert_eq!(res.verdict, want, "{file}: {:?}", res.reason);
    }
    // The proof of `steps` states its invariant in source terms.
    let (graph, prog) = lowered(STEPS);
    let found = tracer::invariants::discover(&graph, &prog, tracer::search::Property::All, budget(), &mut |_| false);
    let shown: Vec<String> = found.at.iter().flat_map(|(_, fs)| fs.iter().map(|f| f.display(&|v| prog.var_name(v).to_string()).to_string())).collect();
    assert!(shown.iter().any(|s| s.contains("== (-15)") || s.contains("== 15")), "{shown:?}");
    // Without discovery minimax alone cannot close it (its path has a = 0, b = 5).
    let program = cfg_frontend::load(STEPS).expect("valid");
    let plain = tracer::minimax::Config { timeout: Some(Duration::from_secs(3)), discover_invariants: false, ..Default::default() };
    let res = check_engine(&program, cfg_frontend::typeck::MODULE, &verification(None, false), &Engine::Minimax(plain.clone())).expect("lowers");
    assert_eq!(res.verdict, Verdict::Unknown, "{:?}", res.reason);
    let with = tracer::minimax::Config { discover_invariants: true, ..plain };
    let res = check_engine(&program, cfg_frontend::typeck::MODULE, &verification(None, false), &Engine::Minimax(with)).expect("lowers");
    assert_eq!(res.verdict, Verdict::Safe, "{:?}", res.reason);
    assert!(!res.invariants.is_empty());
}

#[test]
fn a_test_of_the_loop_splits_an_invariant_in_two_phases() {
    // `y == x` while `x < n`, `x + y == 2*n` after: neither holds throughout.
    let source = std::fs::read_to_string(common::root().join("tests/programs/loops/climb_fall.py")).expect("read");
    let (graph, prog) = lowered(&source);
    let found = tracer::invariants::discover(&graph, &prog, tracer::search::Property::All, budget(), &mut |_| false);
    let implications: Vec<&Expr> = found.at.iter().flat_map(|(_, fs)| fs.iter().filter(|f| matches!(f, Expr::Or(_)))).collect();
    assert!(implications.len() >= 2, "{:?}", found.at);
    let program = cfg_frontend::load(&source).expect("valid");
    let config = tracer::minimax::Config { timeout: Some(Duration::from_secs(20)), ..Default::default() };
    let res = check_engine(&program, cfg_frontend::typeck::MODULE, &verification(None, false), &Engine::Minimax(config)).expect("lowers");
    assert_eq!(res.verdict, Verdict::Safe, "{:?}", res.reason);
}

#[test]
fn an_optionals_value_is_related_to_the_counter_and_the_total() {
    // `lo` is None before the first reading, then the least one: the proof needs
    // `lo is None or lo * k <= total` (a product, under the premise that `lo` holds a
    // value) and `lo is None -> k == 0`, seen only at each run's first arrival.
    let file = "benchmarks/python/min_max.py";
    let source = std::fs::read_to_string(common::root().join(file)).expect("read");
    let (graph, prog) = lowered(&source);
    let found = tracer::invariants::discover(&graph, &prog, tracer::search::Property::All, budget(), &mut |_| false);
    // Named as `--stats` shows them (`lo`, not the inlined copy's `main#1.lo`).
    let name = |v| tracer::check::source_name(prog.var_name(v)).to_string();
    let shown: Vec<String> = found.at.iter().flat_map(|(_, fs)| fs.iter().map(|f| f.display(&name).to_string())).collect();
    assert!(shown.iter().any(|s| s.contains("len(lo) <= 0") && s.contains("lo[0] * ") && s.contains("total")), "{shown:?}");
    // With them, minimax closes the loop (given the invariants found above).
    let config = tracer::minimax::Config { timeout: Some(Duration::from_secs(60)), discover_invariants: false, ..Default::default() };
    let alone = tracer::minimax::verify(&prog, &tracer::minimax::Config { timeout: Some(Duration::from_secs(3)), ..config.clone() });
    assert!(!matches!(alone.outcome, tracer::minimax::Outcome::Safe), "a path constraint should not be enough");
    let strong = tracer::invariants::strengthen(&prog, &found);
    let proof = tracer::minimax::verify(&strong, &config);
    assert!(matches!(proof.outcome, tracer::minimax::Outcome::Safe), "{:?}", proof.stats);
    // The mutant's bug is found and replayed (by whichever engine of the default
    // portfolio gets there first: minimax alone leans on discovery's budget here).
    let source = std::fs::read_to_string(common::root().join("benchmarks/python/min_max_unsafe.py")).expect("read");
    let program = cfg_frontend::load(&source).expect("valid");
    let engine = Engine::portfolio(&tracer::minimax::Config { discover_invariants: true, ..config }, tracer::set::PORTFOLIO_UNROLL);
    let res = check_engine(&program, cfg_frontend::typeck::MODULE, &verification(None, false), &engine).expect("lowers");
    assert_eq!(res.verdict, Verdict::Unsafe, "{:?}", res.reason);
}

#[test]
fn a_list_copied_before_a_loop_leaves_its_invariants_provable() {
    // `ys = xs[:]` as a quantifier over cells made every check across it end
    // "incomplete quantifiers" (after a second of Z3's instantiation rounds), and
    // discovery give up; a prefix of an array is that array, and nothing is lost.
    let source = "n = nondet_int()\nassume(0 <= n and n <= 5)\nxs = []\nfor _ in range(n):\n    xs.append(nondet_int())\nys = xs[:]\nfor i in range(len(xs) - 1):\n    xs[i] = xs[i + 1]\nassert len(xs) == len(ys)\n";
    let (graph, prog) = lowered(source);
    let found = tracer::invariants::discover(&graph, &prog, tracer::search::Property::All, budget(), &mut |_| false);
    assert!(found.stopped.is_none(), "{:?}", found.stopped);
    assert_eq!(found.at.len(), 2, "{:?}", found.at);
}

#[test]
fn a_run_that_fails_the_property_leaves_discovery_only_its_cheap_invariants() {
    // The runs made for the guesses draw small ints: n = 3 fails the last assert. A
    // program with a bug needs no proof, but the engines still need the loop's
    // invariant to get past it (minimax alone otherwise unrolls it): found within
    // the small budget. An assert is not an error() call: under that property the
    // runs fail nothing.
    let cheap = "x = -1\ny = 2\nwhile nondet_bool():\n    x += 1\n    y += 2\nassert 2 * x - y == -4\nn = nondet_int()\nassert n != 3\n";
    let (graph, prog) = lowered(cheap);
    let found = tracer::invariants::discover(&graph, &prog, tracer::search::Property::All, budget(), &mut |_| false);
    assert!(found.bug_seen && found.count() > 0, "{found:?}");
    let found = tracer::invariants::discover(&graph, &prog, tracer::search::Property::ErrorCall, budget(), &mut |_| false);
    assert!(!found.bug_seen && found.count() > 0, "{found:?}");
    // Products over `p *= k` cost millions of units: with a bug seen (p == 2 at
    // n = 2) they are not worth them.
    let costly = "n = nondet_int()\nassume(0 <= n and n <= 5)\np = 1\nk = 1\nwhile k < n:\n    k += 1\n    p *= k\nassert p != 2\n";
    let (graph, prog) = lowered(costly);
    let found = tracer::invariants::discover(&graph, &prog, tracer::search::Property::ErrorCall, budget(), &mut |_| false);
    assert!(!found.bug_seen && found.work > tracer::invariants::WORK_WITH_BUG, "{found:?}");
    let found = tracer::invariants::discover(&graph, &prog, tracer::search::Property::All, budget(), &mut |_| false);
    assert!(found.bug_seen && found.work <= tracer::invariants::WORK_WITH_BUG, "{found:?}");
}

#[test]
fn flags_the_loop_only_reads_cost_no_solver_check() {
    // A lock model: the flags are drawn before the loop and only tested in it. What
    // the runs suggest about them (`p1 - p2 <= 9`) is noise; nothing is left to prove.
    let source = "p1 = nondet_int()\np2 = nondet_int()\nwhile nondet_bool():\n    lk = 0\n    if p1 != 0:\n        lk = 1\n    if p2 != 0:\n        pass\n    if p1 != 0:\n        assert lk == 1\n";
    let (graph, prog) = lowered(source);
    let found = tracer::invariants::discover(&graph, &prog, tracer::search::Property::All, budget(), &mut |_| false);
    assert_eq!((found.checks, found.count()), (0, 0), "{found:?}");
}

#[test]
fn the_cli_shows_the_invariants_and_can_do_without() {
    let tracer = |args: &[&str]| std::process::Command::new(env!("CARGO_BIN_EXE_tracer")).args(args).current_dir(common::root()).output().expect("run tracer");
    let o = tracer(&["check", "tests/programs/loops/relational.py", "--engine", "chc", "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&o.stdout).expect("one JSON object");
    assert_eq!(json["verdict"], "SAFE", "{json}");
    let invs = json["invariants"].as_array().expect("a list");
    assert!(invs.iter().any(|i| i["invariant"].as_str().is_some_and(|s| s.contains("15"))), "{json}");
    assert!(invs.iter().all(|i| i["line"].as_u64().is_some_and(|l| l > 0)), "{json}");
    let o = tracer(&["check", "tests/programs/loops/relational.py", "--engine", "minimax", "--stats", "--no-invariants", "--timeout", "2"]);
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(!out.contains("loop invariants (guessed"), "{out}");
}

#[test]
fn strs_built_or_compared_by_loops_are_proved_through_slice_invariants() {
    // Each loop's str is a slice of another at its counter, reversed or not
    // (`r == s[i + 1:][::-1]`), or two strs agree up to it (`s[:k] == p[:k]`): with
    // that, what the loop computed is known for every string after it, and minimax
    // proves the program; path constraints know it only for the lengths unrolled.
    let cases = [
        ("reverse_twice", "step_slice(s[i + 1:], -1)"),
        ("prefix_check", "s[:$k3] == p[:$k3]"),
        ("compare_strings", "b[:i] == a[:i]"),
    ];
    for (name, wanted) in cases {
        let file = format!("benchmarks/python/strings/{name}.py");
        let source = std::fs::read_to_string(common::root().join(&file)).expect("read");
        let (graph, prog) = lowered(&source);
        let found = tracer::invariants::discover(&graph, &prog, tracer::search::Property::All, budget(), &mut |_| false);
        let name_of = |v| tracer::check::source_name(prog.var_name(v)).to_string();
        let shown: Vec<String> = found.at.iter().flat_map(|(_, fs)| fs.iter().map(|f| f.display(&name_of).to_string())).collect();
        assert!(shown.iter().any(|s| s.contains(wanted)), "{file}: {shown:?}");
        // Minimax with discovery proves the program, and finds its mutant's bug.
        let config = tracer::minimax::Config { timeout: Some(Duration::from_secs(60)), discover_invariants: true, ..Default::default() };
        let engine = Engine::Minimax(config);
        for (file, want) in [(file.clone(), Verdict::Safe), (format!("benchmarks/python/strings/{name}_unsafe.py"), Verdict::Unsafe)] {
            let source = std::fs::read_to_string(common::root().join(&file)).expect("read");
            let program = cfg_frontend::load(&source).expect("valid");
            let res = check_engine(&program, cfg_frontend::typeck::MODULE, &verification(None, false), &engine).expect("lowers");
            assert_eq!(res.verdict, want, "{file}: {:?}", res.reason);
        }
    }
}
