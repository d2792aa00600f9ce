//! The command line as a user meets it: outputs, JSON, exit codes, error messages.

mod common;

use std::process::{Command, Output};

fn tracer(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tracer")).args(args).current_dir(common::root()).output().expect("run tracer")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn run_prints_outcomes_and_sets_exit_codes() {
    let ok = tracer(&["run", "benchmarks/minipy/division.py", "--arg", "a=-7", "--arg", "b=2"]);
    assert_eq!(ok.status.code(), Some(0), "{}", stderr(&ok));
    assert_eq!(stdout(&ok).trim(), "returned -4");

    let fail = tracer(&["run", "benchmarks/minipy/division.py", "--arg", "a=1", "--arg", "b=0"]);
    assert_eq!(fail.status.code(), Some(1));
    assert_eq!(stdout(&fail).trim(), "uncaught ZeroDivisionError at benchmarks/minipy/division.py:4:9");

    let err = tracer(&["run", "tests/programs/unsafe/nondet_error.py", "--nondet", "2,11,1"]);
    assert_eq!(err.status.code(), Some(1));
    assert!(stdout(&err).starts_with("error() reached at tests/programs/unsafe/nondet_error.py:13:"), "{}", stdout(&err));

    let blocked = tracer(&["run", "tests/programs/unsafe/nondet_error.py", "--nondet", "-5"]);
    assert_eq!(blocked.status.code(), Some(3));
    assert!(stdout(&blocked).starts_with("blocked: assume failed"));
}

#[test]
fn run_json_is_one_object() {
    let o = tracer(&["run", "tests/programs/unsafe/negative_index.py", "--arg", "t=(1, 2, 3)", "--arg", "i=-1", "--json"]);
    assert_eq!(o.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_str(stdout(&o).trim()).expect("one JSON object");
    assert_eq!(v["outcome"], "return");
    assert_eq!(v["value"], "6");

    let o = tracer(&["run", "tests/programs/unsafe/negative_index.py", "--arg", "t=()", "--arg", "i=-1", "--json"]);
    let v: serde_json::Value = serde_json::from_str(stdout(&o).trim()).expect("one JSON object");
    assert_eq!(v["outcome"], "exception");
    assert_eq!(v["exception"], "IndexError");
    assert_eq!(v["line"], 5);
}

#[test]
fn bad_usage_is_exit_2_with_a_message() {
    let missing = tracer(&["run", "benchmarks/minipy/division.py", "--arg", "a=1"]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(stderr(&missing).contains("missing --arg b=VALUE"), "{}", stderr(&missing));

    let bad_value = tracer(&["run", "benchmarks/minipy/division.py", "--arg", "a=x", "--arg", "b=1"]);
    assert_eq!(bad_value.status.code(), Some(2));
    assert!(stderr(&bad_value).contains("--arg a"), "{}", stderr(&bad_value));

    let wrong_type = tracer(&["run", "benchmarks/minipy/division.py", "--arg", "a=True", "--arg", "b=1"]);
    assert_eq!(wrong_type.status.code(), Some(2));
    assert!(stderr(&wrong_type).contains("must be of type int"), "{}", stderr(&wrong_type));

    let no_file = tracer(&["clp", "no/such/file.py"]);
    assert_eq!(no_file.status.code(), Some(2));
    assert!(stderr(&no_file).contains("cannot read no/such/file.py"));

    let no_entry = tracer(&["clp", "benchmarks/minipy/fig1.py", "--entry", "nope"]);
    assert_eq!(no_entry.status.code(), Some(2));
    assert!(stderr(&no_entry).contains("no function named 'nope'"), "{}", stderr(&no_entry));

    // Its callee assigns a module variable, which only the module's code sets up.
    let global_entry = tracer(&["check", "tests/programs/safe/global_writer.py", "--entry", "outer"]);
    assert_eq!(global_entry.status.code(), Some(2));
    assert!(stderr(&global_entry).contains("'outer' uses the module's variable 'total'"), "{}", stderr(&global_entry));
}

#[test]
fn rejected_input_shows_file_line_col_and_a_caret() {
    let o = tracer(&["clp", "tests/programs/syntax_err/class_def.py"]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(err.contains("tests/programs/syntax_err/class_def.py:2:1: error: classes are not supported in minipy"), "{err}");
    assert!(err.contains("    2 | class Point:\n      | ^^^^^"), "{err}");
}

#[test]
fn cfg_and_clp_commands_print_the_graph_and_rules() {
    let dot = tracer(&["cfg", "benchmarks/minipy/fig1.py", "--dot"]);
    assert_eq!(dot.status.code(), Some(0));
    assert!(stdout(&dot).starts_with("digraph cfg {"));
    assert!(stdout(&dot).contains("ERROR error() called"));
    let text = tracer(&["cfg", "benchmarks/minipy/fig1.py"]);
    assert!(stdout(&text).contains("-> "), "{}", stdout(&text));
    let clp = tracer(&["clp", "benchmarks/minipy/fig1.py"]);
    assert!(stdout(&clp).contains("p(0, x, y, $nd1) :- "), "{}", stdout(&clp));
}

#[test]
fn help_explains_the_commands() {
    let o = tracer(&["--help"]);
    let out = stdout(&o);
    for word in ["check", "run", "clp", "cfg", "Exit codes"] {
        assert!(out.contains(word), "--help lacks {word}: {out}");
    }
}

#[test]
fn check_gives_verdicts_with_exit_codes() {
    let safe = tracer(&["check", "benchmarks/minipy/fig2.py"]);
    assert_eq!(safe.status.code(), Some(0), "{}{}", stdout(&safe), stderr(&safe));
    assert_eq!(stdout(&safe).trim(), "SAFE");

    let bad = tracer(&["check", "benchmarks/minipy/fig1_unsafe.py"]);
    assert_eq!(bad.status.code(), Some(1));
    let out = stdout(&bad);
    assert!(out.starts_with("UNSAFE: error() called at benchmarks/minipy/fig1_unsafe.py:15:9"), "{out}");
    assert!(out.contains("inputs: y = "), "{out}");

    // The node bound holds minimax and set back; chc has none, and gives up on the
    // bit operations here. Every member of the default portfolio gives its reason.
    let unknown = tracer(&["check", "benchmarks/python/xor_swap.py", "--max-nodes", "20"]);
    assert_eq!(unknown.status.code(), Some(3));
    let out = stdout(&unknown);
    // (minimax's checks on these bit identities take about a second each; one may
    // run past the per-check limit before the node bound.)
    assert!(out.starts_with("UNKNOWN: minimax: "), "{out}");
    assert!(out.contains("; set: node bound reached (20 nodes); chc: "), "{out}");

    let narrowed = tracer(&["check", "benchmarks/minipy/division.py", "--property", "error"]);
    assert_eq!(narrowed.status.code(), Some(0), "no error() call in division.py, so nothing to reach: {}", stdout(&narrowed));
}

#[test]
fn check_json_and_emitted_test_replay_under_cpython() {
    let dir = std::env::temp_dir().join(format!("tracer-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let script = dir.join("replay.py");
    // minimax alone: in the portfolio chc may answer first, and it counts no
    // search-tree nodes.
    let o = tracer(&["check", "tests/programs/unsafe/nondet_error.py", "--engine", "minimax", "--json", "--emit-test", script.to_str().expect("utf-8")]);
    assert_eq!(o.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_str(stdout(&o).trim()).expect("one JSON object");
    assert_eq!(v["verdict"], "UNSAFE");
    assert_eq!(v["counterexample"]["property"], "error() called");
    assert_eq!(v["counterexample"]["line"], 13);
    assert!(v["statistics"]["nodes"].as_u64().expect("nodes") > 0);
    let py = Command::new("python3").arg(&script).output().expect("python3 runs");
    assert_eq!(py.status.code(), Some(1), "the emitted test must fail under CPython: {}", String::from_utf8_lossy(&py.stderr));
    assert!(String::from_utf8_lossy(&py.stderr).contains("error() reached at line 13"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn check_dot_draws_the_search_tree() {
    let path = std::env::temp_dir().join(format!("tracer-tree-{}.dot", std::process::id()));
    // Without guessed invariants, which would close the loop before any conflict.
    let o = tracer(&["check", "benchmarks/minipy/fig2.py", "--no-invariants", "--dot", path.to_str().expect("utf-8")]);
    assert_eq!(o.status.code(), Some(0));
    let dot = std::fs::read_to_string(&path).expect("dot written");
    assert!(dot.starts_with("digraph search {"));
    assert!(dot.contains("loop closed") && dot.contains("style=dashed"), "{dot}");
    assert!(dot.contains("restarted 1x"), "the lock-and-restart of Fig. 2 shows: {dot}");
    let _ = std::fs::remove_file(&path);
}

#[test]
fn check_html_writes_the_search_tree_as_a_page() {
    // The page as text; scripts/html/test.sh checks what a browser draws of it.
    let path = std::env::temp_dir().join(format!("tracer-tree-{}.html", std::process::id()));
    let o = tracer(&["check", "benchmarks/minipy/fig2.py", "--no-invariants", "--html", path.to_str().expect("utf-8"), "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("one JSON object");
    let nodes = v["statistics"]["nodes"].as_u64().expect("nodes") as usize;
    let page = std::fs::read_to_string(&path).expect("page written");
    assert!(page.starts_with("<!DOCTYPE html>") && !page.contains("http"), "self-contained");
    assert_eq!(page.matches("class=\"node ").count(), nodes, "one element per node");
    assert!(page.contains("loop closed") && page.contains("class=\"cover\""), "subsumption drawn");
    assert!(page.contains("restarted 1x"), "the restart of Fig. 2 shows");
    let _ = std::fs::remove_file(&path);
    // The unsafe twin: its counterexample's path is marked down to the error leaf.
    let o = tracer(&["check", "benchmarks/minipy/fig2_unsafe.py", "--html", path.to_str().expect("utf-8")]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let page = std::fs::read_to_string(&path).expect("page written");
    assert!(page.contains("class=\"node error cex\""), "the error leaf is on the marked path");
    let _ = std::fs::remove_file(&path);
    // Other engines draw no tree.
    let o = tracer(&["check", "benchmarks/minipy/fig2.py", "--engine", "chc", "--html", path.to_str().expect("utf-8")]);
    assert_ne!(o.status.code(), Some(0));
    assert!(stderr(&o).contains("--engine minimax"), "{}", stderr(&o));
}

#[test]
fn set_prints_the_books_leaves_and_json() {
    let o = tracer(&["set", "benchmarks/minipy/find.py", "--function", "find", "--unroll", "2"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("({0 < len(haystack), haystack[0] == needle}, return 0, {needle: needle, haystack: haystack, i: 0})"), "{text}");
    assert!(text.contains("({0 >= len(haystack)}, return -1, {needle: needle, haystack: haystack, i: 0})"), "{text}");
    assert_eq!(text.matches("CUT by the unrolling bound").count(), 1, "{text}");

    let j = tracer(&["set", "benchmarks/minipy/find.py", "--function", "find", "--unroll", "2", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&j)).expect("one JSON object");
    let leaves = v["leaves"].as_array().expect("a leaves array");
    assert_eq!(leaves.len(), 6);
    assert_eq!(leaves.iter().filter(|l| l["cut"] == true).count(), 1);
    assert!(leaves.iter().all(|l| l["path_condition"].is_array() && l["store"].is_object()));

    let dir = std::env::temp_dir().join(format!("tracer-set-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let (dot, html) = (dir.join("t.dot"), dir.join("t.html"));
    let d = tracer(&["set", "benchmarks/minipy/find.py", "--unroll", "1", "--dot", dot.to_str().unwrap(), "--html", html.to_str().unwrap()]);
    assert_eq!(d.status.code(), Some(0), "{}", stderr(&d));
    let dot_text = std::fs::read_to_string(&dot).expect("dot written");
    assert!(dot_text.starts_with("digraph set {") && dot_text.contains("fillcolor=gray80"), "{dot_text}");
    let html_text = std::fs::read_to_string(&html).expect("html written");
    assert!(html_text.contains("<ul>") && html_text.contains("class=\"node cut\""));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn check_with_the_set_engine_is_bounded() {
    let safe = tracer(&["check", "benchmarks/minipy/fig1.py", "--engine", "set"]);
    assert_eq!((safe.status.code(), stdout(&safe).trim()), (Some(0), "SAFE"));
    let cut = tracer(&["check", "benchmarks/minipy/find.py", "--engine", "set", "--unroll", "3"]);
    assert_eq!(cut.status.code(), Some(3));
    assert!(stdout(&cut).starts_with("UNKNOWN: no error within 3 loop iterations"), "{}", stdout(&cut));
    let bad = tracer(&["check", "benchmarks/minipy/find_unsafe.py", "--engine", "set"]);
    assert_eq!(bad.status.code(), Some(1));
    assert!(stdout(&bad).starts_with("UNSAFE: IndexError"), "{}", stdout(&bad));
    let inv = tracer(&["check", "benchmarks/minipy/find_invariant.py", "--engine", "set", "--unroll", "1"]);
    assert_eq!((inv.status.code(), stdout(&inv).trim()), (Some(0), "SAFE"));
}

#[test]
fn check_reads_c_files() {
    let o = tracer(&["check", "tests/programs/c/blast_label.c", "--error-label", "ERROR"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stdout(&o).starts_with("UNSAFE"), "{}", stdout(&o));
    // TRACER's reading of uninitialised globals, on request only.
    let o = tracer(&["check", "tests/programs/c/globals_as_inputs.c", "--uninit-globals", "inputs"]);
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
    let o = tracer(&["check", "tests/programs/c/globals_as_inputs.c"]);
    assert_eq!((o.status.code(), stdout(&o).trim()), (Some(0), "SAFE"));
    let o = tracer(&["check", "tests/programs/c/short_circuit.c", "--json"]);
    assert_eq!(o.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_str(stdout(&o).trim()).expect("one JSON object");
    assert_eq!(v["verdict"], "SAFE");
    // Outside the subset: UNKNOWN with the construct and where it is.
    let o = tracer(&["check", "tests/programs/c/pointer.c"]);
    assert_eq!(o.status.code(), Some(3));
    assert!(stdout(&o).contains("UNKNOWN: tests/programs/c/pointer.c:6:3: pointers are not supported"), "{}", stdout(&o));
    let o = tracer(&["check", "tests/programs/c/pointer.c", "--json"]);
    let v: serde_json::Value = serde_json::from_str(stdout(&o).trim()).expect("one JSON object");
    assert_eq!(v["verdict"], "UNKNOWN");
    assert!(v["reason"].as_str().is_some_and(|r| r.contains("pointer.c:6:3")));
    // A label or function that is not there is bad usage.
    let o = tracer(&["check", "tests/programs/c/blast_label.c", "--error-label", "NOPE"]);
    assert_eq!(o.status.code(), Some(2));
    // The symbolic execution tree of a C file: the error leaf is feasible.
    let o = tracer(&["set", "tests/programs/c/division_unsafe.c"]);
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
    assert!(stdout(&o).contains("error location reached"), "{}", stdout(&o));
    // The graph of a C file.
    let o = tracer(&["cfg", "tests/programs/c/division.c"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).contains("entry main()"));
}

#[test]
fn bench_scores_a_manifest_the_sv_comp_way() {
    let dir = std::env::temp_dir().join(format!("tracer-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let manifest = dir.join("m.tsv");
    let root = common::root();
    let line = |p: &str, e: &str| format!("{}\t{e}\t\n", root.join(p).display());
    // The second line states the wrong verdict on purpose: -16 for a wrong UNSAFE.
    let text = format!("program\texpected\toptions\n{}{}{}", line("benchmarks/minipy/fig1.py", "safe"), line("benchmarks/minipy/fig1_unsafe.py", "unsafe"), line("tests/programs/c/division_unsafe.c", "safe"));
    std::fs::write(&manifest, text).expect("write");
    let out = dir.join("res");
    let o = Command::new("python3")
        .arg(root.join("scripts/bench"))
        .arg(&manifest)
        .args(["--dir", "/", "--timeout", "20", "--binary", env!("CARGO_BIN_EXE_tracer"), "--out"])
        .arg(&out)
        .output()
        .expect("python3 runs scripts/bench");
    assert_eq!(o.status.code(), Some(1), "a wrong verdict fails the run\n{}", String::from_utf8_lossy(&o.stderr));
    let md = std::fs::read_to_string(out.with_extension("md")).expect("the Markdown table");
    assert!(md.contains("**minimax**: score -13; 2 correct, 1 wrong, 0 unknown of 3"), "{md}");
    assert!(md.contains("**portfolio**: score -13; 2 correct, 1 wrong, 0 unknown of 3"), "{md}");
    let csv = std::fs::read_to_string(out.with_extension("csv")).expect("the CSV");
    assert_eq!(csv.lines().count(), 4);
    assert!(csv.lines().next().is_some_and(|h| h.contains("minimax nodes (S)") && h.contains("set verdict") && h.contains("chc verdict")));
    assert!(md.contains("**chc**: score "), "{md}");
    // The plots: one line per engine over its correct answers, one point per task.
    let quantile = std::fs::read_to_string(dir.join("res-quantile.svg")).expect("the quantile plot");
    assert!(quantile.starts_with("<svg") && quantile.matches("class=\"engine\"").count() == 4, "{quantile}");
    assert!(quantile.contains("minimax (2 correct)"), "{quantile}");
    let scatter = std::fs::read_to_string(dir.join("res-scatter.svg")).expect("the scatter plot");
    assert_eq!(scatter.matches("class=\"task\"").count(), 3, "{scatter}");
    let scatter = std::fs::read_to_string(dir.join("res-scatter-chc.svg")).expect("the scatter plot of minimax and chc");
    assert_eq!(scatter.matches("class=\"task\"").count(), 3, "{scatter}");
    assert!(md.contains("![quantile plot](res-quantile.svg)"), "{md}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bench_compare_lists_what_changed_between_two_runs() {
    let dir = std::env::temp_dir().join(format!("tracer-bench-compare-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let header = "program,lines,expected,minimax verdict,minimax correct,minimax nodes (S),minimax time s (T)\n";
    let old = format!("{header}a.py,5,safe,SAFE,yes,10,1.00\nb.py,5,safe,UNKNOWN,?,50,5.00\nc.py,5,unsafe,UNSAFE,yes,7,0.20\nd.py,5,safe,SAFE,yes,3,0.05\n");
    let new = format!("{header}a.py,5,safe,SAFE,yes,12,0.40\nb.py,5,safe,SAFE,yes,40,2.00\nc.py,5,unsafe,UNSAFE,yes,7,0.21\ne.py,5,safe,SAFE,yes,1,0.01\n");
    let (old_csv, new_csv) = (dir.join("old.csv"), dir.join("new.csv"));
    std::fs::write(&old_csv, old).expect("write");
    std::fs::write(&new_csv, &new).expect("write");
    let run = |a: &std::path::Path, b: &std::path::Path| Command::new("python3").arg(common::root().join("scripts/bench_compare")).arg(a).arg(b).output().expect("python3 runs scripts/bench_compare");
    let o = run(&old_csv, &new_csv);
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    assert_eq!(o.status.code(), Some(0), "{out}");
    assert!(out.contains("minimax: correct 2 -> 3, wrong 0 -> 0 (of 3 tasks in both)"), "{out}");
    assert!(out.contains("verdict: b.py: UNKNOWN (5.0 s) -> SAFE (2.0 s)"), "{out}");
    // a and c are decided by both; c moved by 0.01 s only.
    assert!(out.contains("decided correctly by both: 2 tasks, 1.20 s -> 0.61 s (0.51x)"), "{out}");
    assert!(out.contains("faster: a.py: 1.00 s -> 0.40 s (nodes 10 -> 12)") && !out.contains("c.py: 0.20"), "{out}");
    assert!(out.contains("only in OLD: d.py") && out.contains("only in NEW: e.py"), "{out}");
    // A verdict that turns wrong fails the comparison.
    let wrong = new.replace("c.py,5,unsafe,UNSAFE,yes", "c.py,5,unsafe,SAFE,NO");
    std::fs::write(&new_csv, wrong).expect("write");
    let o = run(&old_csv, &new_csv);
    assert_eq!(o.status.code(), Some(1), "{}", String::from_utf8_lossy(&o.stdout));
    assert!(String::from_utf8_lossy(&o.stdout).contains("NEW has wrong verdicts OLD did not have: c.py"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn recursion_past_the_inlining_depth_is_unknown_and_says_where() {
    let o = tracer(&["check", "tests/programs/cli/deep_recursion.py"]);
    assert_eq!(o.status.code(), Some(3), "{}", stdout(&o));
    let out = stdout(&o);
    assert!(out.contains("a call in count() nested more than 8 deep is reachable"), "{out}");
    // Within the depth, a bug is found by every engine.
    for engine in ["minimax", "set", "chc"] {
        let o = tracer(&["check", "tests/programs/unsafe/recursion_depth.py", "--engine", engine]);
        assert_eq!(o.status.code(), Some(1), "{engine}: {}", stdout(&o));
        assert!(stdout(&o).contains("<- AssertionError: three calls deep"), "{engine}: {}", stdout(&o));
    }
}

#[test]
fn a_list_input_is_shown_and_emitted_as_a_list() {
    let test = std::env::temp_dir().join(format!("tracer-list-entry-{}.py", std::process::id()));
    let o = tracer(&["check", "tests/programs/cli/list_entry.py", "--entry", "push_twice", "--emit-test", test.to_str().expect("utf-8"), "--json"]);
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
    let json: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("one JSON object");
    let cex = &json["counterexample"];
    let xs = cex["inputs"]["xs"].as_str().expect("xs is an input");
    // The input as it was before the run appended to it.
    assert!(xs.starts_with('[') && xs.matches(',').count() + 1 >= 2, "{cex}");
    assert!(cex["message"].as_str().is_some_and(|m| m.ends_with(" items")), "{cex}");
    let py = Command::new("python3").arg(&test).current_dir(common::root()).output().expect("python3");
    let _ = std::fs::remove_file(&test);
    assert_eq!(py.status.code(), Some(1), "the emitted test fails as the counterexample does: {}", String::from_utf8_lossy(&py.stderr));
    assert!(String::from_utf8_lossy(&py.stderr).contains("AssertionError"), "{}", String::from_utf8_lossy(&py.stderr));
}

#[test]
fn every_unsafe_is_replayed_by_cpython_before_it_is_printed() {
    let run = |python: Option<&str>| {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_tracer"));
        cmd.args(["check", "benchmarks/minipy/fig1_unsafe.py", "--json"]).current_dir(common::root());
        if let Some(p) = python {
            cmd.env("TRACER_PYTHON", p);
        }
        let o = cmd.output().expect("run tracer");
        let v: serde_json::Value = serde_json::from_str(stdout(&o).trim()).unwrap_or_else(|e| panic!("one JSON object ({e}): {}", stdout(&o)));
        (o.status.code(), v)
    };
    let (code, v) = run(None);
    assert_eq!(code, Some(1));
    assert_eq!(v["counterexample"]["replayed_by_cpython"], true, "{v}");
    // A CPython that does not reproduce it (here: one that runs nothing): no UNSAFE.
    let (code, v) = run(Some("true"));
    assert_eq!((code, v["verdict"].as_str()), (Some(3), Some("UNKNOWN")), "{v}");
    assert!(v["reason"].as_str().is_some_and(|r| r.contains("CPython does not")), "{v}");
    // No CPython: the interpreter's replay stands, and the report says so.
    let (code, v) = run(Some("/nonexistent/python3"));
    assert_eq!(code, Some(1));
    assert_eq!(v["counterexample"]["replayed_by_cpython"], false, "{v}");
    let o = Command::new(env!("CARGO_BIN_EXE_tracer"))
        .args(["check", "benchmarks/minipy/fig1_unsafe.py"])
        .env("TRACER_PYTHON", "/nonexistent/python3")
        .current_dir(common::root())
        .output()
        .expect("run tracer");
    assert!(stdout(&o).contains("path (replayed by the interpreter; not by CPython: /nonexistent/python3 cannot be run"), "{}", stdout(&o));
}
