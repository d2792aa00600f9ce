//! Front-end tests: rejected programs give the expected diagnostics (snapshots next to
//! each file), mangled input never panics, and the CLP rules of every program match
//! their snapshot and name only known points and variables.

mod common;

use cfg_frontend::diagnostic;
use common::*;

#[test]
fn rejected_programs_report_their_errors() {
    let files = py_files("tests/programs/syntax_err");
    assert!(files.len() >= 10);
    let mut failures = Vec::new();
    for path in files {
        let source = std::fs::read_to_string(&path).expect("read");
        assert_eq!(header(&source, "expect"), Some("error"), "{}: expects `# expect: error`", rel(&path));
        let diags = match cfg_frontend::load(&source) {
            Ok(_) => {
                failures.push(format!("{}: accepted, but it must be rejected", rel(&path)));
                continue;
            }
            Err(d) => d,
        };
        let name = path.file_name().expect("file name").to_string_lossy();
        for d in &diags {
            assert!(d.span.start <= d.span.end && d.span.end as usize <= source.len(), "{name}: span out of bounds: {d:?}");
        }
        let rendered = diagnostic::render_all(&diags, &name, &source) + "\n";
        if let Some(msg) = check_snapshot(&path.with_extension("err"), &rendered) {
            failures.push(msg);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_diagnostic_names_a_place_and_never_panics_on_mangled_input() {
    // Deletes, duplicates and swaps bytes of every corpus file: the front end must
    // answer with a program or diagnostics, never a panic.
    let mut files = valid_programs();
    files.extend(py_files("tests/programs/syntax_err"));
    let mut rng = Rng::new(7);
    let mut rejected = 0;
    for path in files {
        let source = std::fs::read_to_string(&path).expect("read");
        let bytes = source.as_bytes();
        for _ in 0..300 {
            let mut m = bytes.to_vec();
            for _ in 0..=rng.below(3) {
                if m.is_empty() {
                    break;
                }
                let i = rng.below(m.len() as u64) as usize;
                match rng.below(4) {
                    0 => {
                        m.remove(i);
                    }
                    1 => {
                        let c = m[i];
                        m.insert(i, c);
                    }
                    2 => {
                        let j = rng.below(m.len() as u64) as usize;
                        m.swap(i, j);
                    }
                    _ => {
                        let noise = b"():,=\n \t[]-#'\"*/";
                        m.insert(i, noise[rng.below(noise.len() as u64) as usize])
                    }
                }
            }
            let Ok(text) = String::from_utf8(m) else { continue };
            let res = std::panic::catch_unwind(|| match cfg_frontend::load(&text) {
                Ok(program) => {
                    if let Some(f) = program.module.functions().next() {
                        if let Ok(cfg) = cfg_frontend::cfg::lower(&program, &f.name.name) {
                            cfg.validate().expect("valid CFG");
                        }
                    }
                    None
                }
                Err(diags) => {
                    assert!(!diags.is_empty());
                    let out = diagnostic::render_all(&diags, "m.py", &text);
                    assert!(out.starts_with("m.py:"));
                    Some(())
                }
            });
            match res {
                Ok(r) => rejected += r.is_some() as u32,
                Err(_) => panic!("front end panicked on a mutation of {}:\n{text}", rel(&path)),
            }
        }
    }
    assert!(rejected > 100, "the mutations should mostly be rejected ({rejected})");
}

#[test]
fn clp_rules_match_snapshots() {
    let mut failures = Vec::new();
    for path in valid_programs().into_iter().filter(|p| has_clp_snapshot(p)) {
        let source = std::fs::read_to_string(&path).expect("read");
        let program = cfg_frontend::load(&source).expect("valid program");
        let cfg = cfg_frontend::cfg::lower(&program, &entry_of(&program, &source)).expect("lower");
        cfg.validate().unwrap_or_else(|e| panic!("{}: {e}", rel(&path)));
        let prog = tracer::clp::from_cfg(&cfg);
        prog.validate().unwrap_or_else(|e| panic!("{}: {e}", rel(&path)));
        let text = tracer::clp::print_program(&prog, &source);
        if let Some(msg) = check_snapshot(&path.with_extension("clp"), &text) {
            failures.push(msg);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_error_site_becomes_an_error_point() {
    // Each partial operation in these lines must reach its own error point.
    let src = "def main(a: int, t: tuple) -> int:\n    x = a // (a - 1)\n    y = t[a] % a\n    p, q = t\n    assert x != y\n    for i in range(0, 3, a):\n        pass\n    return p\n";
    let program = cfg_frontend::load(src).expect("valid");
    let cfg = cfg_frontend::cfg::lower(&program, "main").expect("lower");
    let mut kinds: Vec<String> = cfg.error_points().map(|(_, k)| k.to_string()).collect();
    kinds.sort();
    assert_eq!(
        kinds,
        ["AssertionError", "IndexError", "ValueError", "ValueError", "ZeroDivisionError", "ZeroDivisionError"]
    );
}
