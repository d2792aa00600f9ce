//! SV-COMP witnesses: what `check --witness` writes, `validate` confirms, and a
//! witness changed in one place (a value, a line, an invariant) is rejected.

mod common;

use common::*;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn tracer(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tracer")).args(args).current_dir(root()).output().expect("run tracer")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).to_string()
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tracer-witness-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join(name)
}

/// Checks `program` writing a witness (with `options` added); the verdict line and
/// the witness's text.
fn witness_with(program: &Path, name: &str, options: &[&str]) -> (String, String) {
    let out = temp(name);
    let mut args = vec!["check", program.to_str().expect("utf-8"), "--timeout", "30", "--witness", out.to_str().expect("utf-8")];
    args.extend(options);
    let o = tracer(&args);
    let verdict = stdout(&o).lines().next().unwrap_or_default().to_string();
    (verdict, std::fs::read_to_string(&out).unwrap_or_default())
}

fn witness_of(program: &Path, name: &str) -> (String, String) {
    witness_with(program, name, &[])
}

fn validate(witness: &str, name: &str, program: &Path) -> Output {
    let file = temp(name);
    std::fs::write(&file, witness).expect("write");
    tracer(&["validate", file.to_str().expect("utf-8"), program.to_str().expect("utf-8")])
}

/// The violation witness of `program` is confirmed, and one with a pinned value or a
/// waypoint's line changed is rejected.
fn violation_round_trip(program: &Path) {
    let name = program.file_name().expect("a file").to_string_lossy().to_string();
    let (verdict, witness) = witness_of(program, &format!("{name}.yml"));
    assert!(verdict.starts_with("UNSAFE"), "{name}: {verdict}");
    assert!(witness.contains("entry_type: violation_sequence") && witness.contains("type: target"), "{name}:\n{witness}");
    let o = validate(&witness, &format!("{name}.ok.yml"), program);
    assert_eq!(o.status.code(), Some(0), "{name}: {}\n{witness}", stdout(&o));
    assert!(stdout(&o).starts_with("CONFIRMED"), "{}", stdout(&o));
    // A different target line.
    let target = witness.rfind("line: ").expect("the target has a line");
    let end = target + witness[target..].find('\n').expect("a line ends");
    let moved = format!("{}line: 999999{}", &witness[..target], &witness[end..]);
    let o = validate(&moved, &format!("{name}.moved.yml"), program);
    assert_eq!(o.status.code(), Some(1), "{name}: a moved target: {}", stdout(&o));
    // Every pinned value changed (each by a different amount): the run no longer
    // reaches the error, or not there, in these programs, for the few values of
    // minimax's counterexamples. (The explicit engine's, which the portfolio may
    // report first, can pin hundreds, most of which do not matter.)
    let (_, witness) = witness_with(program, &format!("{name}.minimax.yml"), &["--engine", "minimax"]);
    if witness.contains("\\result == ") {
        let mut k = 0;
        let wrong: Vec<String> = witness
            .lines()
            .map(|l| match l.split_once("\\result == ") {
                Some((head, v)) => {
                    k += 1;
                    let v: i64 = v.trim().parse().expect("an int");
                    format!("{head}\\result == {}", if v == 0 { 7_000 + k } else { -v - 3 })
                }
                None => l.to_string(),
            })
            .collect();
        let o = validate(&wrong.join("\n"), &format!("{name}.wrong.yml"), program);
        assert_eq!(o.status.code(), Some(1), "{name}: wrong values: {}\n{}", stdout(&o), wrong.join("\n"));
    }
}

#[test]
fn violation_witnesses_of_our_c_programs_validate_and_mutants_do_not() {
    for path in files_below(&root().join("tests/programs/c"), "c").expect("tests/programs/c") {
        let source = std::fs::read_to_string(&path).expect("read");
        // Programs checked with options `validate` does not take.
        if !source.contains("// expect: unsafe") || source.contains("// options:") {
            continue;
        }
        violation_round_trip(&path);
    }
}

#[test]
fn violation_witnesses_of_the_shared_unsafe_tasks_validate() {
    let Some(tasks) = sv_c_tasks() else { return };
    for (path, expect, options) in tasks {
        if expect == "unsafe" && options.is_empty() {
            violation_round_trip(&path);
        }
    }
}

#[test]
fn a_correctness_witness_holds_its_loop_invariant_and_a_wrong_one_is_rejected() {
    let program = root().join("tests/programs/c/loop_bound.c");
    let (verdict, witness) = witness_of(&program, "loop_bound.yml");
    assert_eq!(verdict, "SAFE");
    assert!(witness.contains("entry_type: invariant_set"), "{witness}");
    // The invariant comes from discovery, whose budget is work, not time: a
    // loaded machine (a debug build beside other tests) finds it too.
    assert!(witness.contains("type: loop_invariant"), "{witness}");
    let o = validate(&witness, "loop_bound.ok.yml", &program);
    assert_eq!((o.status.code(), stdout(&o).starts_with("CONFIRMED")), (Some(0), true), "{}\n{witness}", stdout(&o));
    let value = witness.lines().find(|l| l.trim_start().starts_with("value: ")).expect("an invariant's value");
    let indent = &value[..value.find("value").expect("value")];
    // Not true on entry; true but too weak to exclude the error after the loop;
    // true on entry but not preserved.
    for (wrong, why) in [("i >= 5", "entry"), ("i >= 0", "error"), ("i <= 3", "preserve")] {
        let mutant = witness.replace(value, &format!("{indent}value: {wrong}"));
        let o = validate(&mutant, &format!("loop_bound.{why}.yml"), &program);
        assert_eq!(o.status.code(), Some(1), "`{wrong}` ({why}): {}", stdout(&o));
    }
}

#[test]
fn waypoints_point_where_the_format_says() {
    // A nondet call's value at the call's closing parenthesis (line 7, column 45), in
    // ACSL; the target at the reach_error() call; the property as its file says it.
    let program = root().join("tests/programs/c/uninitialised.c");
    let (verdict, witness) = witness_of(&program, "uninitialised.yml");
    assert!(verdict.starts_with("UNSAFE"), "{verdict}");
    let compact: String = witness.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(compact.contains("type: function_return action: follow location: file_name:"), "{witness}");
    let pin = compact.find("line: 7 column: 45 function: main constraint: value: \\result == ").expect("the call's value pinned at its `)`");
    assert!(compact[pin..].split(" format: ").nth(1).is_some_and(|f| f.starts_with("acsl_expression")), "{witness}");
    assert!(compact.contains("type: target action: follow location: file_name:") && compact.contains("line: 10 column: 16 function: main"), "{witness}");
    assert!(compact.contains("specification: CHECK( init(main()), LTL(G ! call(reach_error())) )") && compact.contains("format_version: '2.0'"), "{witness}");
}

/// A shared SV-COMP task's program; `None` (with a note) where `../shared` is absent.
fn shared_task(task: &str) -> Option<PathBuf> {
    let program = root().join("../shared/benchmarks/sv-benchmarks/c").join(task);
    if !program.is_file() {
        eprintln!("note: ../shared/benchmarks not found; skipped");
        return None;
    }
    Some(program)
}

/// The correctness witness of `program` (SAFE; checked with `options`), confirmed by
/// `validate`.
fn confirmed_correctness_witness(program: &Path, options: &[&str]) -> String {
    let name = program.file_name().expect("a file").to_string_lossy().to_string();
    let (verdict, witness) = witness_with(program, &format!("{name}.yml"), options);
    assert_eq!(verdict, "SAFE", "{name}");
    let o = validate(&witness, &format!("{name}.ok.yml"), program);
    assert_eq!((o.status.code(), stdout(&o).starts_with("CONFIRMED")), (Some(0), true), "{name}: {}\n{witness}", stdout(&o));
    witness
}

#[test]
fn correctness_witnesses_of_shared_tasks_validate() {
    // test_locks_5: minimax's proof uses no discovered invariant, so the witness
    // carries its labels or Spacer's invariants (re-checked); gj2007: the discovered
    // ones, whichever engine answered first.
    for task in ["locks/test_locks_5.c", "loop-lit/gj2007.i"] {
        let Some(program) = shared_task(task) else { return };
        let witness = confirmed_correctness_witness(&program, &[]);
        assert!(witness.contains("type: loop_invariant") || witness.contains("type: location_invariant"), "{task}:\n{witness}");
    }
}

#[test]
fn a_label_at_a_loop_head_states_what_the_path_fixed_before_the_loops() {
    // minimax's labels at SpamAssassin-loop's heads rest on `limit = bufsize - 4`,
    // set before the loops and kept on the path (no loop writes either); without
    // it in the head invariants the witness is not inductive (it was rejected).
    let Some(program) = shared_task("loop-invgen/SpamAssassin-loop.i") else { return };
    let witness = confirmed_correctness_witness(&program, &["--engine", "minimax"]);
    assert!(witness.lines().any(|l| l.contains("value:") && l.contains("(limit == ")), "{witness}");
}

#[test]
fn an_invariant_names_what_c_has_in_scope_at_its_location() {
    // In `add`, `n` (its own) and `total` (a global) are in scope, main's local
    // `limit` is not, though tracer's CFG names it plainly, as it does globals.
    let program = root().join("tests/programs/c/callee_loop.c");
    let witness = confirmed_correctness_witness(&program, &[]);
    let with = |text: &str| witness.lines().map(|l| if l.trim_start().starts_with("value: ") { format!("{}value: '{text}'", &l[..l.find("value").expect("value")]) } else { l.to_string() }).collect::<Vec<_>>().join("\n") + "\n";
    let own = validate(&with("(total <= i) && (i <= n) && (n <= 10)"), "callee_loop.own.yml", &program);
    assert!(stdout(&own).starts_with("CONFIRMED"), "{}", stdout(&own));
    let out_of_scope = validate(&with("(total <= i) && (i <= n) && (limit <= 10)"), "callee_loop.limit.yml", &program);
    let said = String::from_utf8_lossy(&out_of_scope.stderr).to_string();
    assert_eq!(out_of_scope.status.code(), Some(2), "{said}");
    assert!(said.contains("no variable `limit` in add"), "{said}");
}

#[test]
fn a_driver_models_witness_with_a_loop_in_a_callee_is_confirmed() {
    // diskperf: the loop head in DiskPerfDeviceControl had labels over main's
    // locals (rejected: no invariant there, on a cycle); then, named only as C
    // scopes them, one region through the inlined calls was a query Z3 did not
    // finish in a minute (a copy of every written variable per point).
    let Some(program) = shared_task("ntdrivers-simplified/diskperf_simpl1.cil.c") else { return };
    let witness = confirmed_correctness_witness(&program, &["--engine", "minimax"]);
    assert!(witness.contains("type: loop_invariant"), "{witness}");
}

#[test]
fn a_loop_free_proof_is_cut_by_location_invariants() {
    // A driver model without loops: minimax's labels at its statements as location
    // invariants, so that the validator checks one statement at a time (with none,
    // the whole program is one query Z3 gave up on after a minute). One of them made
    // false is rejected: the statement before it does not lead into it.
    // Minimax's proof: the portfolio's answer may come from an engine without labels
    // when the machine is loaded (CI's parallel tests).
    let Some(program) = shared_task("ntdrivers-simplified/kbfiltr_simpl2.cil-1.c") else { return };
    let witness = confirmed_correctness_witness(&program, &["--engine", "minimax"]);
    assert!(witness.contains("type: location_invariant"), "{witness}");
    let item = witness.find("type: location_invariant").expect("a location invariant");
    let value = item + witness[item..].find("value: ").expect("its value");
    let end = value + witness[value..].find('\n').expect("a line ends");
    let mutant = format!("{}value: '0'{}", &witness[..value], &witness[end..]);
    let o = validate(&mutant, "kbfiltr.false.yml", &program);
    assert_eq!(o.status.code(), Some(1), "a false location invariant: {}", stdout(&o));
}

#[test]
fn invariants_with_division_are_read_as_c_reads_them() {
    // The proof of step_two.c needs i's parity: its witness says it with `%` and is
    // confirmed; with the parity turned odd it is not.
    let program = root().join("tests/programs/c/step_two.c");
    let witness = confirmed_correctness_witness(&program, &[]);
    assert!(witness.contains('%'), "{witness}");
    let value = witness.lines().find(|l| l.trim_start().starts_with("value: ")).expect("an invariant's value");
    let indent = &value[..value.find("value").expect("value")];
    let with = |text: &str| witness.replacen(value, &format!("{indent}value: '{text}'"), 1);
    let odd = with("(i >= 0) && (i <= 1000000) && (i % 2 == 1)");
    assert_eq!(validate(&odd, "step_two.odd.yml", &program).status.code(), Some(1));
    let even = with("(i >= 0) && (i <= 1000000) && (i % 2 == 0)");
    let o = validate(&even, "step_two.even.yml", &program);
    assert!(stdout(&o).starts_with("CONFIRMED"), "{}", stdout(&o));
    // C truncates toward zero and the remainder takes the dividend's sign: facts
    // that hold everywhere under C's reading and under no other.
    let c_facts = "(-7 / 2 == -3) && (-7 % 2 == -1) && (7 / -2 == -3) && (7 % -2 == 1) && (-7 % -2 == -1) && (-8 / 2 * 2 == -8)";
    let o = validate(&with(&format!("(i >= 0) && (i <= 1000000) && (i % 2 == 0) && {c_facts}")), "step_two.c_facts.yml", &program);
    assert!(stdout(&o).starts_with("CONFIRMED"), "{}", stdout(&o));
    for floor in ["-7 / 2 == -4", "-7 % 2 == 1", "7 % -2 == -1"] {
        let o = validate(&with(&format!("(i >= 0) && (i <= 1000000) && (i % 2 == 0) && ({floor})")), "step_two.floor.yml", &program);
        assert_eq!(o.status.code(), Some(1), "`{floor}` is Python's reading, not C's: {}", stdout(&o));
    }
}
