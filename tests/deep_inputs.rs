//! No input may crash tracer: programs generated to be deep in every way the layers
//! recurse (loops in loops in calls, long expressions, many calls in a row, paths of
//! a million steps) end with a verdict, UNKNOWN or a rejection naming the reason,
//! never a signal; and `--timeout T` ends the process within T + 1 s whatever the
//! engines are doing.

mod common;

use std::io::Write;
use std::process::{Command, Output};
use std::time::{Duration, Instant};

/// Runs `tracer check` on `source` (written to a file of its own, `name`) and
/// returns the output and the wall time.
fn check(name: &str, source: &str, args: &[&str]) -> (Output, Duration) {
    let dir = std::env::temp_dir().join(format!("tracer-deep-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::File::create(&path).and_then(|mut f| f.write_all(source.as_bytes())).expect("write program");
    let started = Instant::now();
    let out = Command::new(env!("CARGO_BIN_EXE_tracer"))
        .arg("check")
        .arg(&path)
        .args(args)
        .output()
        .expect("run tracer");
    (out, started.elapsed())
}

/// The run ended by itself with one of the check's exit codes (never a signal, a
/// panic's 101 or an abort); `allowed` lists which.
fn ended_normally(name: &str, out: &Output, allowed: &[i32]) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    let code = out.status.code();
    assert!(
        code.is_some_and(|c| allowed.contains(&c)),
        "{name}: exit status {:?} (allowed {allowed:?})\nstdout: {}\nstderr: {}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        stderr.chars().take(2000).collect::<String>()
    );
    assert!(!stderr.contains("panicked") && !stderr.contains("overflowed its stack"), "{name}: {stderr}");
}

/// Ten loops nested in one another inside a chain of ten calls.
fn nested_loops_in_calls(depth: usize) -> String {
    let mut src = String::new();
    for level in 0..depth {
        src.push_str(&format!("def f{level}(n):\n    total = 0\n"));
        for k in 0..depth {
            src.push_str(&format!("{}for i{k} in range(n):\n", "    ".repeat(k + 1)));
        }
        let inner = "    ".repeat(depth + 1);
        if level + 1 < depth {
            src.push_str(&format!("{inner}total += f{}(n - 1)\n", level + 1));
        } else {
            src.push_str(&format!("{inner}total += 1\n"));
        }
        src.push_str("    return total\n\n");
    }
    src.push_str("assert f0(1) >= 0\n");
    src
}

#[test]
fn loops_nested_ten_deep_in_ten_nested_calls_end_with_an_answer() {
    let (out, _) = check("nested.py", &nested_loops_in_calls(10), &["--timeout", "10"]);
    ended_normally("nested.py", &out, &[0, 3]);
}

#[test]
fn a_helper_called_in_three_nested_loops_over_long_ranges_ends_with_an_answer() {
    // The crash: the set engine unrolled 100 iterations of each loop, a path
    // of a million steps, one stack frame each.
    let source = "def is_prime(n):\n    def check(k):\n        i = 2\n        while i * i <= k:\n            if k % i == 0:\n                return False\n            i += 1\n        return True\n    return check(n)\n\n\
def f(n):\n    count = 0\n    for a in range(2, 101):\n        for b in range(2, 101):\n            for c in range(2, 101):\n                if is_prime(a) and is_prime(b) and a + b == c:\n                    count += 1\n    return n % 2 == 0\n\nassert f(5) == False\n";
    for engine in ["portfolio", "set"] {
        let (out, _) = check("primes.py", source, &["--timeout", "5", "--engine", engine]);
        ended_normally(engine, &out, &[0, 3]);
    }
}

#[test]
fn ten_thousand_terms_are_rejected_as_cpython_rejects_them_and_two_thousand_are_read() {
    // CPython's compiler raises RecursionError on `x + x + ...` nested this deep.
    let terms = vec!["x"; 10_000].join(" + ");
    let (out, _) = check("terms.py", &format!("x = 0\ny = {terms}\nassert y == 0\n"), &["--timeout", "10"]);
    ended_normally("terms.py", &out, &[2]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("RecursionError"), "the reason is named");
    // Within what every CPython compiles: verified.
    let terms = vec!["x"; 1_900].join(" + ");
    let (out, _) = check("terms_ok.py", &format!("x = nondet_int()\ny = {terms}\nassert y == 1900 * x\n"), &["--timeout", "10"]);
    ended_normally("terms_ok.py", &out, &[0, 3]);
    let parens = format!("x = 1\ny = {}x{}\nassert y == 1\n", "(".repeat(180), ")".repeat(180));
    let (out, _) = check("parens.py", &parens, &["--timeout", "10"]);
    ended_normally("parens.py", &out, &[0]);
}

#[test]
fn a_thousand_calls_in_a_row_end_with_an_answer() {
    let mut src = String::from("x = 0\n");
    for i in 0..1000 {
        src.push_str(&format!("def f{i}(a):\n    return a + 1\n"));
    }
    for i in 0..1000 {
        src.push_str(&format!("x = f{i}(x)\n"));
    }
    src.push_str("assert x == 1000\n");
    let (out, _) = check("calls.py", &src, &["--timeout", "20"]);
    ended_normally("calls.py", &out, &[0, 3]);
    // One function called a thousand times in a row, each call inlined.
    let mut src = String::from("def inc(a):\n    return a + 1\n\nx = nondet_int()\ny = x\n");
    for _ in 0..1000 {
        src.push_str("y = inc(y)\n");
    }
    src.push_str("assert y == x + 1000\n");
    let (out, _) = check("same_call.py", &src, &["--timeout", "20"]);
    ended_normally("same_call.py", &out, &[0, 3]);
}

#[test]
fn the_timeout_ends_the_process_within_a_second_of_the_limit() {
    // The loop over unsigned ints: no engine decides it in 2 s.
    let c = "extern unsigned int __VERIFIER_nondet_uint(void);\nextern void abort(void);\nvoid reach_error() { abort(); }\n\
int main(void) {\n  unsigned int x = 0;\n  while (x < 0x0fffffff) {\n    if (x < 0xfff0) {\n      x++;\n    } else {\n      x += 2;\n    }\n  }\n  if (x % 2) reach_error();\n  return 0;\n}\n";
    for json in [false, true] {
        let mut args = vec!["--timeout", "2"];
        if json {
            args.push("--json");
        }
        let (out, took) = check("overrun.c", c, &args);
        ended_normally("overrun.c", &out, &[0, 3]);
        assert!(took < Duration::from_secs(3), "--timeout 2 took {:.2} s", took.as_secs_f64());
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert_eq!(stdout.lines().count(), 1 + (!json && stdout.contains("task")) as usize, "one answer: {stdout}");
        if json {
            let v: serde_json::Value = serde_json::from_str(stdout.trim()).expect("one JSON object");
            assert!(v["verdict"] == "UNKNOWN" || v["verdict"] == "SAFE", "{v}");
        }
    }
}
