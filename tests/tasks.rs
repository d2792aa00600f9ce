//! SV-COMP task definitions and property files: `tracer check task.yml`, `--spec`,
//! the data model as the integer model, and `scripts/bench` on a directory of tasks.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use tracer::input::{self, LoadError, LoadOptions, Loaded};

fn tracer(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tracer")).args(args).current_dir(common::root()).output().expect("run tracer")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn json(o: &Output) -> serde_json::Value {
    serde_json::from_str(stdout(o).trim()).unwrap_or_else(|e| panic!("one JSON object ({e}): {}", stdout(o)))
}

const TASKS: &str = "tests/programs/tasks";

#[test]
fn a_task_gives_the_data_model_and_the_expected_verdict() {
    // long_sum.c overflows int only where long is 32 bits.
    let o = tracer(&["check", &format!("{TASKS}/long_sum_lp64.yml"), "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    let v = json(&o);
    assert_eq!(v["verdict"], "SAFE");
    assert_eq!(v["task"]["data_model"], "LP64");
    assert_eq!(v["task"]["property"], "unreach-call");
    assert_eq!(v["task"]["expected_verdict"], true);

    let o = tracer(&["check", &format!("{TASKS}/long_sum_ilp32.yml")]);
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
    assert!(stdout(&o).starts_with("UNSAFE: error location reached at tests/programs/tasks/long_sum.c:10:"), "{}", stdout(&o));
    assert!(stdout(&o).contains("property unreach-call, data model ILP32, expected verdict false (agrees)"), "{}", stdout(&o));

    // Format 1.0 states no data model: ILP32.
    let v = json(&tracer(&["check", &format!("{TASKS}/long_sum_v1.yml"), "--json"]));
    assert_eq!((v["verdict"].as_str(), v["task"]["data_model"].as_str()), (Some("UNSAFE"), Some("ILP32")));

    // An explicit integer model overrides the task's.
    let v = json(&tracer(&["check", &format!("{TASKS}/long_sum_ilp32.yml"), "--int-model", "lp64", "--json"]));
    assert_eq!(v["verdict"], "SAFE");
}

#[test]
fn other_properties_are_unknown_with_the_reason() {
    let o = tracer(&["check", &format!("{TASKS}/only_overflow.yml")]);
    assert_eq!(o.status.code(), Some(3));
    assert!(stdout(&o).starts_with("UNKNOWN: the property no-overflow is not checked by tracer (it checks unreach-call)"), "{}", stdout(&o));
    // --spec picks a task's property, or states the property of a bare file.
    let o = tracer(&["check", &format!("{TASKS}/long_sum_lp64.yml"), "--spec", &format!("{TASKS}/properties/no-overflow.prp"), "--json"]);
    let v = json(&o);
    assert_eq!((v["verdict"].as_str(), v["task"]["expected_verdict"].as_bool()), (Some("UNKNOWN"), Some(true)));
    let o = tracer(&["check", &format!("{TASKS}/long_sum.c"), "--spec", &format!("{TASKS}/properties/unreach-call.prp")]);
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
}

#[test]
fn bare_c_files_have_c_integers_unless_the_abstraction_is_asked_for() {
    let o = tracer(&["check", "tests/programs/c/unsigned_wrap.c"]);
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
    assert!(stdout(&o).contains("x = 4294967295"), "{}", stdout(&o));
    let o = tracer(&["check", "tests/programs/c/unsigned_wrap.c", "--int-model", "math"]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
}

#[test]
fn a_python_task_checks_reach_error_calls_alone() {
    // reach.py also fails an assert (x == 5); unreach-call is about reach_error().
    let o = tracer(&["check", &format!("{TASKS}/reach_py.yml")]);
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
    assert!(stdout(&o).starts_with("UNSAFE: reach_error() called at tests/programs/tasks/reach.py:15:"), "{}", stdout(&o));
    assert!(stdout(&o).contains("nondet: [11]"), "{}", stdout(&o));
    // The file alone counts the assert too. Which violation the portfolio reports
    // depends on which engine answers first (set sometimes reaches reach_error()
    // first on a loaded machine): minimax alone, deterministic, reports the assert.
    let o = tracer(&["check", &format!("{TASKS}/reach.py"), "--engine", "minimax"]);
    assert!(stdout(&o).starts_with("UNSAFE: AssertionError at tests/programs/tasks/reach.py:13:"), "{}", stdout(&o));
}

#[test]
fn bad_task_files_are_bad_input() {
    let dir = std::env::temp_dir().join(format!("tracer-tasks-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let cases = [
        ("missing.yml", "format_version: '2.0'\ninput_files: 'nope.c'\nproperties:\n  - property_file: p.prp\n", "cannot read"),
        ("noprp.yml", "format_version: '2.0'\ninput_files: 'a.c'\nproperties:\n  - property_file: gone/unreach-call.prp\n", "cannot read"),
        ("badprp.yml", "format_version: '2.0'\ninput_files: 'a.c'\nproperties:\n  - property_file: bad.prp\n", "not an SV-COMP property file"),
        ("two.yml", "format_version: '2.0'\ninput_files: ['a.c', 'b.c']\n", "tracer reads one program file"),
        ("noprop.yml", "format_version: '2.0'\ninput_files: 'a.c'\nproperties: []\n", "the task names no property"),
        ("garbage.yml", "[1, 2\n", "not a task definition"),
    ];
    std::fs::write(dir.join("a.c"), "int main(void) { return 0; }\n").expect("write");
    std::fs::write(dir.join("p.prp"), "CHECK( init(main()), LTL(G ! call(reach_error())) )\n").expect("write");
    std::fs::write(dir.join("bad.prp"), "G ! error\n").expect("write");
    for (name, text, message) in cases {
        let path = dir.join(name);
        std::fs::write(&path, text).expect("write");
        let o = tracer(&["check", path.to_str().expect("utf-8")]);
        assert_eq!(o.status.code(), Some(2), "{name}: {}", stdout(&o));
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains(message), "{name}: {err}");
    }
    // Property files of properties tracer does not check are not read: a copy of a
    // task without them still checks the one it does.
    let listed = "format_version: '2.0'\ninput_files: 'a.c'\nproperties:\n  - property_file: gone/termination.prp\n    expected_verdict: true\n  - property_file: p.prp\n    expected_verdict: true\n";
    std::fs::write(dir.join("others_missing.yml"), listed).expect("write");
    let o = tracer(&["check", dir.join("others_missing.yml").to_str().expect("utf-8")]);
    assert_eq!(o.status.code(), Some(0), "{}{}", stdout(&o), String::from_utf8_lossy(&o.stderr));
    assert!(stdout(&o).contains("property unreach-call") && stdout(&o).contains("(agrees)"), "{}", stdout(&o));
    // Only such properties, and missing: UNKNOWN naming the property.
    let only = "format_version: '2.0'\ninput_files: 'a.c'\nproperties:\n  - property_file: gone/termination.prp\n";
    std::fs::write(dir.join("only_missing.yml"), only).expect("write");
    let o = tracer(&["check", dir.join("only_missing.yml").to_str().expect("utf-8")]);
    assert_eq!(o.status.code(), Some(3), "{}", stdout(&o));
    assert!(stdout(&o).contains("the property termination is not checked"), "{}", stdout(&o));
    let _ = std::fs::remove_dir_all(&dir);
}

fn shared_task_files() -> Vec<PathBuf> {
    common::files_below(&common::root().join("../shared/benchmarks/sv-benchmarks/c"), "yml").unwrap_or_default()
}

/// The same program, property and integer model: what a task loads is exactly what
/// its bare file loads under the task's data model, so the verdicts agree.
#[test]
fn every_shared_task_loads_as_its_bare_file() {
    let tasks = shared_task_files();
    if tasks.is_empty() {
        eprintln!("note: ../shared/benchmarks not found; skipped");
        return;
    }
    let graph_text = |r: &Result<input::Input, LoadError>| match r {
        Ok(i) => match &i.loaded {
            Loaded::C(cfg) => cfg_frontend::cfg::dot::to_text(cfg, &i.source),
            Loaded::Python(_) => panic!("a C task"),
        },
        Err(LoadError::Unknown { reason, .. }) => format!("UNKNOWN {reason}"),
        Err(e) => panic!("{e}"),
    };
    for task in &tasks {
        let path = task.to_str().expect("utf-8");
        let from_task = input::load(path, &LoadOptions::default());
        let info = match &from_task {
            Ok(i) => i.task.clone(),
            Err(e) => e.task().cloned(),
        }
        .expect("a task says what it checks");
        assert_eq!(info.property, "unreach-call", "{path}");
        let text = std::fs::read_to_string(task).expect("read");
        let program = text.lines().find_map(|l| l.strip_prefix("input_files: ")).expect("input_files").trim_matches(['\'', '"', ' ']);
        let bare = Path::new(path).with_file_name(program);
        let model = if text.contains("data_model: LP64") { cfg_frontend::c::IntModel::Lp64 } else { cfg_frontend::c::IntModel::Ilp32 };
        let from_file = input::load(bare.to_str().expect("utf-8"), &LoadOptions { int_model: Some(model), ..Default::default() });
        assert_eq!(graph_text(&from_task), graph_text(&from_file), "{path}");
        assert!(from_task.as_ref().map_or(true, |i| i.int_model == Some(model)), "{path}");
    }
    eprintln!("{} task definitions load as their programs", tasks.len());
}

#[test]
fn bench_reads_a_directory_of_task_definitions() {
    let root = common::root();
    let out = std::env::temp_dir().join(format!("tracer-bench-tasks-{}", std::process::id()));
    let o = Command::new("python3")
        .arg(root.join("scripts/bench"))
        .arg(root.join(TASKS))
        .args(["--timeout", "20", "--no-set", "--binary", env!("CARGO_BIN_EXE_tracer"), "--out"])
        .arg(&out)
        .output()
        .expect("python3 runs scripts/bench");
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(0), "{err}");
    // only_overflow.yml has no unreach-call property: not scored.
    assert!(err.contains("4 of 5 task definitions have an unreach-call verdict"), "{err}");
    let md = std::fs::read_to_string(out.with_extension("md")).expect("the Markdown table");
    assert!(md.contains("**minimax**: score 5; 4 correct, 0 wrong, 0 unknown of 4"), "{md}");
    let _ = std::fs::remove_file(out.with_extension("md"));
    let _ = std::fs::remove_file(out.with_extension("csv"));
}
