//! The default engine: minimax, set, chc and explicit side by side, the first definite answer
//! wins and calls the others off.

mod common;

use std::process::Command;
use std::time::{Duration, Instant};

fn check_json(file: &str, timeout: &str) -> (serde_json::Value, Duration) {
    let started = Instant::now();
    let out = Command::new(env!("CARGO_BIN_EXE_tracer"))
        .args(["check", file, "--json", "--timeout", timeout])
        .current_dir(common::root())
        .output()
        .expect("run tracer");
    let json = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("{file}: {e}: {}", String::from_utf8_lossy(&out.stdout)));
    (json, started.elapsed())
}

#[test]
fn bounded_loops_are_decided_by_unrolling() {
    let (json, _) = check_json("tests/programs/portfolio/bounded_sums.py", "60");
    assert_eq!(json["verdict"], "SAFE", "{json}");
    // Which engine answers first depends on the machine; the set engine decides it
    // alone, every run enumerated (minimax needs invariants it finds slowly here).
    let alone = Command::new(env!("CARGO_BIN_EXE_tracer"))
        .args(["check", "tests/programs/portfolio/bounded_sums.py", "--json", "--engine", "set", "--unroll", "100"])
        .current_dir(common::root())
        .output()
        .expect("run tracer");
    let alone: serde_json::Value = serde_json::from_slice(&alone.stdout).expect("json");
    assert_eq!(alone["verdict"], "SAFE", "{alone}");
}

#[test]
fn the_first_answer_calls_the_other_engine_off() {
    // set alone would run into its 60 s limit here (2^100 paths); the check ends as
    // soon as minimax (or chc) has its proof.
    let (json, took) = check_json("tests/programs/portfolio/branchy_loop.py", "60");
    assert_eq!(json["verdict"], "SAFE", "{json}");
    assert_ne!(json["engine"], "set", "{json}");
    assert!(took < Duration::from_secs(30), "took {took:?}: set was not called off");
}

#[test]
fn the_set_engine_store_stays_small() {
    // Before large stored expressions got symbols of their own, this ran out of
    // time (and took 3.5 GB) at iteration 20 of 30.
    let out = Command::new(env!("CARGO_BIN_EXE_tracer"))
        .args(["check", "tests/programs/portfolio/growing_store.py", "--json", "--engine", "set", "--unroll", "40", "--timeout", "120"])
        .current_dir(common::root())
        .output()
        .expect("run tracer");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(json["verdict"], "SAFE", "{json}");
}
