//! The C front end, judged by an oracle it does not share: gcc. Every C program
//! (ours and the shared SV-COMP tasks) is compiled with a harness that feeds the
//! nondet values from the environment and exits with status 99 at `reach_error()`;
//! runs on random nondet values must end the same way in gcc's binary and in the CFG
//! (`cfg::exec`, ILP32 integer model), and every UNSAFE counterexample must reach the
//! error in the binary.
//! Without gcc on the machine these checks are skipped with a note.

mod common;

use cfg_frontend::c::{self, COptions};
use cfg_frontend::cfg::exec;
use cfg_frontend::interp::{Outcome, RunConfig};
use cfg_frontend::value::Value;
use common::*;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;
use tracer::check::{check_cfg, Engine, Verdict};

const HARNESS: &str = r#"
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
static long long vals[4096];
static int n_vals, next_val, loaded;
static long long next(void) {
  if (!loaded) {
    loaded = 1;
    char *s = getenv("TRACER_NONDET");
    while (s && *s && n_vals < 4096) {
      vals[n_vals++] = strtoll(s, &s, 10);
      if (*s == ',') s++;
    }
  }
  return next_val < n_vals ? vals[next_val++] : 0;
}
int __VERIFIER_nondet_int(void) { return (int)next(); }
unsigned int __VERIFIER_nondet_uint(void) { return (unsigned int)next(); }
long __VERIFIER_nondet_long(void) { return (long)next(); }
unsigned long __VERIFIER_nondet_ulong(void) { return (unsigned long)next(); }
char __VERIFIER_nondet_char(void) { return (char)next(); }
unsigned char __VERIFIER_nondet_uchar(void) { return (unsigned char)next(); }
short __VERIFIER_nondet_short(void) { return (short)next(); }
unsigned short __VERIFIER_nondet_ushort(void) { return (unsigned short)next(); }
_Bool __VERIFIER_nondet_bool(void) { return (_Bool)next(); }
long long __tracer_uninit(void) { return next(); }
void reach_error(void) { _exit(99); }
void __VERIFIER_error(void) { _exit(99); }
void _TRACER_assume(int c) { if (!c) exit(0); }
void _TRACER_abort(int c) { if (c) _exit(99); }
void _ABORT(int c) { if (c) _exit(99); }
"#;

/// Declarations the task may use before (or without) declaring them.
const PRELUDE: &str = "long long __tracer_uninit(void); void reach_error(void); unsigned char __VERIFIER_nondet_uchar(void);\n\
void _TRACER_assume(int); void _TRACER_abort(int); void _ABORT(int);\n";

fn have_gcc() -> bool {
    Command::new("gcc").arg("--version").output().is_ok_and(|o| o.status.success())
}

/// The task's text for gcc: its own error functions renamed out of the way (the
/// harness's versions exit with 99), and every uninitialised local initialised from
/// the nondet stream, as the CFG havocs it (the same order of draws).
fn instrument(source: &str, options: &COptions) -> String {
    let error_label = options.error_label.as_deref();
    let toks = c::lexer::lex(source).expect("lexes");
    let mut parser = c::parser::Parser::new(&toks, 64);
    let unit = parser.unit().expect("parses");
    let mut inserts: Vec<(usize, String)> = Vec::new();
    let mut renames: Vec<(usize, usize)> = Vec::new();
    let mut errors = vec!["reach_error", "__VERIFIER_error"];
    if let Some(l) = error_label {
        errors.push(l);
    }
    for f in &unit.functions {
        if errors.contains(&f.name.as_str()) {
            // The definition's name token: the first token of the function's span that
            // spells it.
            let at = source[f.span.start as usize..f.span.end as usize].rfind(&f.name).expect("the name is in the header");
            let start = f.span.start as usize + at;
            renames.push((start, start + f.name.len()));
            continue;
        }
        if let Ok(body) = parser.body(f.body.clone()) {
            uninitialised(&body, &mut inserts);
        }
    }
    // Globals read as inputs: drawn from the nondet stream as main starts, in the
    // order of their declarations, as the CFG havocs them.
    if options.uninit_globals == c::UninitGlobals::Inputs {
        let main = unit.functions.iter().find(|f| f.name == options.entry).expect("the entry is defined");
        let at = toks[main.body.start].1.end as usize;
        let draws: String = unit.globals.iter().filter(|g| g.init.is_none()).map(|g| format!(" {} = __tracer_uninit();", g.name)).collect();
        inserts.push((at, draws));
    }
    let mut edits: Vec<(usize, usize, String)> = inserts.into_iter().map(|(at, s)| (at, at, s)).collect();
    edits.extend(renames.into_iter().map(|(a, b)| (a, b, format!("__task_{}", &source[a..b]))));
    edits.sort_by_key(|e| std::cmp::Reverse(e.0));
    let mut out = source.to_string();
    for (a, b, text) in edits {
        out.replace_range(a..b, &text);
    }
    // An error function named by --error-label exits with 99; so does reaching a
    // label of that name (BLAST's `ERROR:`).
    if let Some(l) = error_label {
        if unit.functions.iter().any(|f| f.name == l) {
            out.push_str(&format!("\nvoid {l}(void) {{ _exit(99); }}\n"));
        } else {
            out = out.replace(&format!("{l}:"), &format!("{l}: _exit(99);"));
        }
        out.insert_str(0, "#include <unistd.h>\n");
    }
    format!("{PRELUDE}{out}")
}

fn uninitialised(s: &c::ast::Stmt, out: &mut Vec<(usize, String)>) {
    use c::ast::StmtKind::*;
    match &s.kind {
        Decl(decls) => {
            for d in decls.iter().filter(|d| d.init.is_none()) {
                out.push((d.span.end as usize, " = __tracer_uninit()".into()));
            }
        }
        Block(items) => items.iter().for_each(|i| uninitialised(i, out)),
        If(_, a, b) => {
            uninitialised(a, out);
            if let Some(b) = b {
                uninitialised(b, out);
            }
        }
        While(_, b) | DoWhile(b, _) | Switch(_, b) | Case(_, b) | Label(_, b) => uninitialised(b, out),
        For(init, _, _, b) => {
            if let Some(i) = init {
                uninitialised(i, out);
            }
            uninitialised(b, out);
        }
        _ => {}
    }
}

/// Compiles the instrumented task with the harness; the binary's path.
fn compile(path: &Path, source: &str, options: &COptions, dir: &Path) -> PathBuf {
    let name = path.file_name().expect("a file").to_string_lossy().replace('.', "_");
    let task = dir.join(format!("{name}.c"));
    std::fs::write(&task, instrument(source, options)).expect("write");
    let harness = dir.join("harness.c");
    std::fs::write(&harness, HARNESS).expect("write");
    let bin = dir.join(&name);
    let out = Command::new("gcc")
        .args(["-w", "-O0", "-fno-builtin", "-o"])
        .arg(&bin)
        .arg(&task)
        .arg(&harness)
        .output()
        .expect("gcc runs");
    assert!(out.status.success(), "{}: gcc failed:\n{}", rel(path), String::from_utf8_lossy(&out.stderr));
    bin
}

/// Whether the binary reaches the error with these nondet values (`None`: it ran too
/// long).
fn binary_fails(bin: &Path, nondet: &[Value]) -> Option<bool> {
    let list: Vec<String> = nondet.iter().map(|v| v.to_string()).collect();
    let mut child = Command::new("timeout").arg("5").arg(bin).env("TRACER_NONDET", list.join(",")).spawn().expect("runs");
    let status = child.wait().expect("waits");
    match status.code() {
        Some(99) => Some(true),
        Some(124) => None,
        _ => Some(false),
    }
}

fn cfg_fails(graph: &cfg_frontend::cfg::Cfg, nondet: &[Value]) -> Option<bool> {
    let run = exec::run(graph, &[], nondet, &RunConfig { max_steps: 200_000, ..RunConfig::default() });
    match run.outcome {
        Outcome::ErrorCall { .. } => Some(true),
        Outcome::Limit { .. } => None,
        _ => Some(false),
    }
}

/// The options a program's `// options:` line gives (`--error-label NAME`,
/// `--int-model math|ilp32|lp64`, `--uninit-globals inputs`).
fn options_of(source: &str) -> COptions {
    let mut options = COptions::default();
    let words: Vec<&str> = source.lines().find_map(|l| l.trim().strip_prefix("// options:")).map_or(Vec::new(), |s| s.split_whitespace().collect());
    for pair in words.windows(2) {
        match pair {
            ["--error-label", name] => options.error_label = Some(name.to_string()),
            ["--int-model", "math"] => options.int_model = c::IntModel::Math,
            ["--int-model", "ilp32"] => options.int_model = c::IntModel::Ilp32,
            ["--int-model", "lp64"] => options.int_model = c::IntModel::Lp64,
            ["--uninit-globals", "inputs"] => options.uninit_globals = c::UninitGlobals::Inputs,
            _ => {}
        }
    }
    options
}

fn c_files(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| d.filter_map(|e| e.ok()).map(|e| e.path()).filter(|p| p.to_str().is_some_and(c::is_c_file)).collect())
        .unwrap_or_default();
    out.sort();
    out
}

fn shared_tasks() -> Vec<PathBuf> {
    let base = root().join("../shared/benchmarks/sv-benchmarks/c");
    let mut out = Vec::new();
    if let Ok(dirs) = std::fs::read_dir(&base) {
        let mut dirs: Vec<PathBuf> = dirs.filter_map(|e| e.ok()).map(|e| e.path()).collect();
        dirs.sort();
        for d in dirs {
            out.extend(c_files(&d));
        }
    }
    out
}

/// Random nondet sequences: small values (where the branches are), some zeros.
fn random_nondet(rng: &mut Rng) -> Vec<Value> {
    (0..rng.range(0, 60)).map(|_| Value::int(if rng.below(4) == 0 { 0 } else { rng.range(-4, 8) })).collect()
}

#[test]
fn lowering_agrees_with_gcc_on_random_runs() {
    if !have_gcc() {
        eprintln!("note: gcc not found; the C differential test is skipped");
        return;
    }
    let dir = std::env::temp_dir().join(format!("tracer-c-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let mut files = c_files(&root().join("tests/programs/c"));
    files.extend(shared_tasks());
    let (mut compared, mut failing_runs) = (0, 0);
    for path in files {
        let source = std::fs::read_to_string(&path).expect("read");
        // gcc implements C's wrap-around on x86-64's LP64, so the CFG runs under the
        // LP64 model here (ILP32 differs only in the width of long, and the
        // mathematical model shares all the rest of the lowering).
        let options = COptions { int_model: c::IntModel::Lp64, ..options_of(&source) };
        let graph = match c::lower(&source, &options) {
            Ok(g) => g,
            Err(d) => {
                assert_eq!(d.category, "unsupported", "{}: {}", rel(&path), d.message);
                continue;
            }
        };
        graph.validate().unwrap_or_else(|e| panic!("{}: {e}", rel(&path)));
        if !graph.inputs.is_empty() {
            continue;
        }
        let bin = compile(&path, &source, &options, &dir);
        let mut rng = Rng::new(17);
        for _ in 0..25 {
            let nondet = random_nondet(&mut rng);
            let (Some(ours), Some(gcc)) = (cfg_fails(&graph, &nondet), binary_fails(&bin, &nondet)) else { continue };
            assert_eq!(ours, gcc, "{}: nondet {:?}: the CFG {} the error, gcc's binary {}", rel(&path), nondet.iter().map(|v| v.to_string()).collect::<Vec<_>>(), if ours { "reaches" } else { "does not reach" }, if gcc { "does" } else { "does not" });
            compared += 1;
            failing_runs += ours as u32;
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!("C differential: {compared} runs compared, {failing_runs} reaching the error");
    assert!(compared > 100 && failing_runs > 0);
}

/// Our C programs state their verdict; every UNSAFE one replays in gcc's binary.
#[test]
fn c_programs_get_their_verdicts_and_counterexamples_replay_in_gcc() {
    let gcc = have_gcc();
    let dir = std::env::temp_dir().join(format!("tracer-cv-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    for path in c_files(&root().join("tests/programs/c")) {
        let source = std::fs::read_to_string(&path).expect("read");
        let expect = source.lines().find_map(|l| l.trim().strip_prefix("// expect: ")).expect("states its verdict").trim().to_string();
        let options = options_of(&source);
        let graph = match c::lower(&source, &options) {
            Ok(g) => g,
            Err(d) => {
                assert_eq!((expect.as_str(), d.category), ("unknown", "unsupported"), "{}: {}", rel(&path), d.message);
                continue;
            }
        };
        let config = tracer::minimax::Config { timeout: Some(Duration::from_secs(20)), ..Default::default() };
        let res = check_cfg(&graph, &Engine::Minimax(config));
        let got = format!("{:?}", res.verdict).to_lowercase();
        assert_eq!(got, expect, "{}: {:?}", rel(&path), res.reason);
        if res.verdict == Verdict::Unsafe && gcc {
            let cex = res.counterexample.expect("UNSAFE has a counterexample");
            let bin = compile(&path, &source, &options, &dir);
            assert_eq!(binary_fails(&bin, &cex.nondet), Some(true), "{}: the counterexample does not fail in gcc's binary", rel(&path));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn constructs_outside_the_subset_are_named_with_their_location() {
    let cases = [
        ("int main(void) { int *p; return 0; }", "pointers", 18),
        ("int main(void) { int a[3]; return 0; }", "arrays", 18),
        ("struct s { int x; }; int main(void) { struct s v; return 0; }", "structs", 39),
        ("int main(void) { double d = 1.5; return 0; }", "floating-point", 18),
        ("int f(int n) { return n ? f(n - 1) : 0; } int main(void) { return f(3); }", "recursive", 27),
        ("int main(void) { int x = 3; return x & 1; }", "bitwise", 36),
    ];
    for (src, what, col) in cases {
        let d = c::lower(src, &COptions::default()).expect_err(src);
        assert_eq!(d.category, "unsupported", "{src}: {d:?}");
        assert!(d.message.contains(what), "{src}: {}", d.message);
        let at = cfg_frontend::span::LineIndex::new(src).line_col(src, d.span.start);
        assert_eq!(at.col, col, "{src}: {}", d.message);
    }
}
