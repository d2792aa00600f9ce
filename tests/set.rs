//! The SET baseline engine on the Symbolic Execution book's worked examples, with the
//! book's results, and its agreement with the minimax engine.

mod common;

use cfg_frontend::cfg::{lower_with, ErrorKind};
use cfg_frontend::ast::ExcKind;
use tracer::check::{check_engine, Engine, Verdict};
use tracer::clp;
use tracer::search::Outcome;
use tracer::set::{self, Leaf, SetRun};

fn tree(source: &str, entry: &str, unroll: u32) -> (SetRun, clp::ClpProgram) {
    tree_with(source, entry, unroll, std::time::Duration::from_secs(2))
}

fn tree_with(source: &str, entry: &str, unroll: u32, per_check: std::time::Duration) -> (SetRun, clp::ClpProgram) {
    let program = cfg_frontend::load(source).expect("valid program");
    let options = tracer::check::verification(None, false);
    let cfg = lower_with(&program, entry, &options).expect("lowers");
    let prog = clp::from_cfg(&cfg);
    // Short solver limits: nonlinear invariants can make Z3 give up, slowly.
    let config = set::Config { unroll: Some(unroll), solver_timeout: per_check, ..Default::default() };
    let run = set::run(&prog, &config);
    (run, prog)
}

fn leaves(run: &SetRun) -> Vec<&Leaf> {
    run.nodes.iter().filter_map(|n| n.leaf.as_ref()).collect()
}

/// The value an entry-function variable holds at each leaf of kind `keep`, rendered.
fn values_at_leaves(run: &SetRun, prog: &clp::ClpProgram, var: &str) -> Vec<String> {
    run.nodes
        .iter()
        .filter(|n| n.leaf.is_some())
        .map(|n| {
            let st = n.state.as_ref().expect("leaves keep their state");
            st.store
                .iter()
                .find(|(v, _)| prog.var_name(*v) == var)
                .map_or("-".to_string(), |(_, e)| e.display(&|s| run.symbol_name(s)).to_string())
        })
        .collect()
}

/// The book's `find`, as in the benchmark (its `main` left out).
fn find_source() -> String {
    let text = std::fs::read_to_string(common::root().join("benchmarks/minipy/find.py")).expect("read");
    let start = text.find("def find").expect("defines find");
    let end = text.find("def main").expect("defines main");
    text[start..end].to_string()
}

#[test]
fn find_on_a_concrete_tuple_has_the_books_five_leaves() {
    let source = format!("{}\ndef main(x: int) -> None:\n    t = (1, 2, 3, 4)\n    r = find(x, t)\n", find_source());
    let (run, prog) = tree(&source, "main", 8);
    assert_eq!(leaves(&run).len(), 5);
    assert!(leaves(&run).iter().all(|l| matches!(l, Leaf::Return(None))));
    assert_eq!(values_at_leaves(&run, &prog, "r"), ["0", "1", "2", "3", "-1"]);
    assert!(matches!(run.outcome, Outcome::Safe), "nothing cut, no error");
}

#[test]
fn find_with_symbolic_inputs_at_unroll_2_has_five_leaves_and_one_cut() {
    let (run, prog) = tree(&find_source(), "find", 2);
    let ls = leaves(&run);
    assert_eq!(ls.len(), 6, "{ls:?}");
    assert_eq!(ls.iter().filter(|l| matches!(l, Leaf::Cut(_))).count(), 1);
    let returns: Vec<String> = ls
        .iter()
        .filter_map(|l| match l {
            Leaf::Return(Some(e)) => Some(e.display(&|s| run.symbol_name(s)).to_string()),
            _ => None,
        })
        .collect();
    assert_eq!(returns, ["0", "1", "-1", "-1", "-1"]);
    // The cut path is the one where neither of the first two items matched and the
    // tuple is longer: it is shown, and it makes the verdict UNKNOWN.
    assert_eq!(values_at_leaves(&run, &prog, "i")[2], "2");
    assert!(matches!(&run.outcome, Outcome::Unknown(why) if why.contains("cut")), "{:?}", run.outcome.clone_reason());
}

trait Reason {
    fn clone_reason(&self) -> String;
}
impl Reason for Outcome {
    fn clone_reason(&self) -> String {
        match self {
            Outcome::Safe => "safe".into(),
            Outcome::Unsafe(_) => "unsafe".into(),
            Outcome::Unknown(r) => r.clone(),
        }
    }
}

fn product(body_update: &str, step: &str) -> String {
    format!(
        "
def product(t: tuple) -> int:
    i = 0
    result = 1
    elem = 1
    while i < len(t):
        invariant(0 <= i and i <= len(t) and ((elem == 0 and result == 0) or (elem != 0 and result % elem == 0)))
        elem = t[i]
        result = {body_update}
        i = {step}
    return result
"
    )
}

fn assertion_leaves(run: &SetRun) -> usize {
    leaves(run).iter().filter(|l| matches!(l, Leaf::Error(ErrorKind::Exception(ExcKind::AssertionError)))).count()
}

#[test]
fn product_mutants_break_the_invariant() {
    // The book's two mutants: adding instead of multiplying, and i + i.
    for (update, step) in [("result + elem", "i + 1"), ("result * elem", "i + i")] {
        let (run, _) = tree_with(&product(update, step), "product", 8, std::time::Duration::from_millis(300));
        assert!(assertion_leaves(&run) >= 1, "{update} / {step}: no AssertionError leaf");
        // The loop scope closes the loop: nothing is unrolled or cut.
        assert_eq!(run.stats.cut, 0);
    }
}

#[test]
fn a_loop_with_an_invariant_is_handled_exhaustively() {
    let source = format!(
        "{}\ndef main(needle: int, haystack: tuple) -> None:\n    r = find(needle, haystack)\n    assert r == -1 or haystack[r] == needle\n",
        find_source().replace("        if haystack[i]", "        invariant(0 <= i and i <= len(haystack))\n        if haystack[i]")
    );
    let (run, _) = tree(&source, "main", 1);
    assert_eq!(run.stats.cut, 0);
    assert!(leaves(&run).iter().any(|l| matches!(l, Leaf::Halt)), "the preserved case closes the loop scope");
    assert!(matches!(run.outcome, Outcome::Safe), "{}", run.outcome.clone_reason());
    // A wrong invariant is caught where it is first asserted.
    let wrong = source.replace("invariant(0 <= i and", "invariant(1 <= i and");
    let (run, _) = tree(&wrong, "main", 1);
    assert!(assertion_leaves(&run) >= 1);
    let config = Engine::Set(set::Config { stop_at_error: true, ..Default::default() });
    let program = cfg_frontend::load(&wrong).expect("valid");
    let res = check_engine(&program, "main", &tracer::check::verification(None, false), &config).expect("lowers");
    // The loop scope asserts the invariant even when the loop is not entered, where
    // Python never calls invariant(): no replayable run, so no verdict.
    assert_eq!(res.verdict, Verdict::Unknown, "{:?}", res.reason);
    // Where the loop is entered, the failure is real and replays.
    let entered = wrong.replace("    r = find(needle", "    assume(len(haystack) > 0)\n    r = find(needle");
    let program = cfg_frontend::load(&entered).expect("valid");
    let res = check_engine(&program, "main", &tracer::check::verification(None, false), &config).expect("lowers");
    assert_eq!(res.verdict, Verdict::Unsafe, "{:?}", res.reason);
}

#[test]
fn exceptions_and_try_except_are_abrupt_completions() {
    let source = "
def main(x: int, y: int) -> int:
    try:
        z = x // y
    except ZeroDivisionError:
        return 0
    try:
        assert z != 3
    except:
        return -1
    return z
";
    let (run, _) = tree(source, "main", 8);
    let ls = leaves(&run);
    // y == 0 (caught), z == 3 (caught by the bare except), and the normal return.
    assert_eq!(ls.len(), 3, "{ls:?}");
    assert!(ls.iter().all(|l| matches!(l, Leaf::Return(Some(_)))));
    assert!(matches!(run.outcome, Outcome::Safe));
}

#[test]
fn python_division_semantics_in_the_tree() {
    // -7 // 2 == -4 and -7 % 2 == 1 in Python (not -3 and -1 as in C or SMT-LIB's
    // truncation): a tree that got this wrong would report the assertion.
    let source = "
def main(a: int) -> None:
    assume(a == -7)
    assert a // 2 == -4 and a % 2 == 1
";
    let (run, _) = tree(source, "main", 8);
    assert_eq!(assertion_leaves(&run), 0);
    let flipped = source.replace("== -4", "== -3");
    let (run, _) = tree(&flipped, "main", 8);
    assert_eq!(assertion_leaves(&run), 1);
}

/// Both engines, on every benchmark: wherever both decide, they agree, and they agree
/// with the file's expectation.
#[test]
fn set_and_minimax_agree_on_the_benchmarks() {
    let mut compared = 0;
    // The book's and the paper's examples (the collections in subdirectories are
    // scripts, checked by the corpus tests).
    let top = common::root().join("benchmarks/minipy");
    for path in common::py_files("benchmarks/minipy").into_iter().filter(|p| p.parent() == Some(top.as_path())) {
        let source = std::fs::read_to_string(&path).expect("read");
        let expect = common::header(&source, "expect").expect("benchmarks state their verdict");
        let program = cfg_frontend::load(&source).expect("valid");
        let (limit, per_check) = (std::time::Duration::from_secs(8), std::time::Duration::from_secs(2));
        let set_cfg = set::Config { stop_at_error: true, timeout: Some(limit), solver_timeout: per_check, ..Default::default() };
        let mm_cfg = tracer::minimax::Config { timeout: Some(limit), solver_timeout: per_check, ..Default::default() };
        let a = check_engine(&program, "main", &tracer::check::verification(None, false), &Engine::Set(set_cfg)).expect("lowers");
        let b = check_engine(&program, "main", &tracer::check::verification(None, false), &Engine::Minimax(mm_cfg)).expect("lowers");
        for (engine, v) in [("set", a.verdict), ("minimax", b.verdict)] {
            let wrong = match v {
                Verdict::Safe => expect != "safe",
                Verdict::Unsafe => expect != "unsafe",
                Verdict::Unknown => false,
            };
            assert!(!wrong, "{}: {engine} says {v:?}, expected {expect}", common::rel(&path));
        }
        if a.verdict != Verdict::Unknown && b.verdict != Verdict::Unknown {
            assert_eq!(a.verdict, b.verdict, "{}", common::rel(&path));
            compared += 1;
        }
    }
    assert!(compared >= 10, "only {compared} benchmarks decided by both engines");
}

fn selftest(file: &str, entry: &str, unroll: u32) -> tracer::selftest::Report {
    let source = std::fs::read_to_string(common::root().join(file)).expect("read");
    let program = cfg_frontend::load(&source).expect("valid");
    tracer::selftest::selftest(&program, entry, &tracer::selftest::Config { runs: 150, unroll, seed: 7 }).expect("lowers")
}

#[test]
fn selftest_reports_unrolling_as_not_exhaustive_and_invariants_as_exhaustive() {
    // The book: a tree unrolled twice misses the runs that need a third iteration.
    let r = selftest("benchmarks/minipy/find.py", "find", 2);
    let missed = r.not_exhaustive.expect("unroll 2 is not exhaustive");
    let haystack = &missed.inputs.iter().find(|(n, _)| n == "haystack").expect("an input").1;
    assert!(haystack.as_tuple().len() > 2, "the missed run needs more than two iterations: {missed:?}");
    assert!(r.not_precise.is_none(), "{:?}", r.not_precise);
    // Loop scopes cover every run.
    let r = selftest("benchmarks/minipy/find_invariant.py", "main", 2);
    assert!(r.not_exhaustive.is_none(), "{:?}", r.not_exhaustive);
    assert!(r.runs > 100);
    // Loop-free programs with exceptions and nondet values: exhaustive and precise.
    for file in ["benchmarks/minipy/fig1_unsafe.py", "tests/programs/unsafe/try_except.py", "tests/programs/unsafe/py_semantics.py"] {
        let r = selftest(file, "main", 8);
        assert!(r.not_exhaustive.is_none() && r.not_precise.is_none(), "{file}: {r:?}");
        assert!(r.leaves_checked > 0, "{file}");
    }
    // Lists (aliasing, methods), finally, recursion: scripts, whose entry is the module.
    for file in [
        "benchmarks/minipy/lists/stack.py",
        "benchmarks/minipy/lists/aliasing_append.py",
        "benchmarks/minipy/raise/finally_log.py",
        "benchmarks/minipy/recursion/sum_list.py",
        "tests/programs/safe/list_methods.py",
    ] {
        let r = selftest(file, cfg_frontend::typeck::MODULE, 8);
        assert!(r.not_exhaustive.is_none() && r.not_precise.is_none(), "{file}: {r:?}");
        // Runs past the recursion's inlining depth are skipped, not counted.
        assert!(r.leaves_checked > 0 && r.runs > 30, "{file}: {r:?}");
    }
}

fn set_verdict(source: &str, entry: &str, compositional: bool) -> (Verdict, Option<String>) {
    let program = cfg_frontend::load(source).expect("valid");
    // A bound for a hang, not a speed target: CI's debug build, with this binary's
    // tests side by side on two busy cores, once took over 60 s to prove
    // insertion_sort_contracts.py's `insert` (21 s for all three functions alone).
    let config = set::Config { stop_at_error: true, timeout: Some(std::time::Duration::from_secs(240)), ..Default::default() };
    let res = check_engine(&program, entry, &tracer::check::verification(None, compositional), &Engine::Set(config)).expect("lowers");
    (res.verdict, res.reason)
}

#[test]
fn the_product_invariant_proves_the_loop() {
    // The book's invariant (i in range, result a multiple of elem): no error leaf.
    let (v, why) = set_verdict(&product("result * elem", "i + 1"), "product", false);
    assert_eq!(v, Verdict::Safe, "{why:?}");
}

#[test]
fn the_filter_invariant_proves_the_loop() {
    // The book's ∀∃ invariant: no error leaf, the loop closed by its scope.
    let source = std::fs::read_to_string(common::root().join("benchmarks/minipy/filter_invariant.py")).expect("read");
    let (run, _) = tree(&source, "filter_nonnegative", 1);
    assert_eq!(assertion_leaves(&run), 0);
    assert_eq!(run.stats.cut, 0);
    assert!(leaves(&run).iter().any(|l| matches!(l, Leaf::Halt)), "the preserved case closes the loop scope");
    assert!(matches!(run.outcome, Outcome::Safe), "{}", run.outcome.clone_reason());
    let (v, why) = set_verdict(&source, "main", false);
    assert_eq!(v, Verdict::Safe, "{why:?}");
    // Dropping the zeros breaks "every non-negative item is kept"; appending twice
    // breaks "no longer than i".
    for (from, to) in [("if t[i] >= 0:", "if t[i] > 0:"), ("result + (t[i],)", "result + (t[i], t[i])")] {
        let mutant = source.replace(from, to);
        assert_ne!(mutant, source);
        let (run, _) = tree(&mutant, "filter_nonnegative", 1);
        assert!(assertion_leaves(&run) >= 1, "{to}: the mutant is not caught");
    }
}

#[test]
fn compositional_insertion_sort_functions_meet_their_contracts() {
    let source = std::fs::read_to_string(common::root().join("benchmarks/minipy/insertion_sort_contracts.py")).expect("read");
    for f in ["insertion_point", "insert", "sort"] {
        let (v, why) = set_verdict(&source, f, true);
        assert_eq!(v, Verdict::Safe, "{f}: {why:?}");
    }
    // A wrong body breaks its postcondition: the function is not proved.
    let broken = source.replace("    out = out + (elem,)\n", "    out = out + (elem, elem)\n");
    assert_ne!(broken, source);
    let (v, _) = set_verdict(&broken, "insert", true);
    assert_ne!(v, Verdict::Safe);
    // A caller relies only on the contract: main's assertion follows from sort's.
    let (v, why) = set_verdict(&source, "main", true);
    assert_eq!(v, Verdict::Safe, "{why:?}");
}
