//! Helpers shared by the integration tests: the corpus, snapshots, a seeded RNG.
#![allow(dead_code)]

pub mod gen;
pub mod gen_str;
pub mod numbers;
pub mod peers;

use cfg_frontend::ast::Type;
use cfg_frontend::value::Value;
use num_bigint::BigInt;
use std::path::{Path, PathBuf};

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// `*.py` files below `dir` (relative to the project root), sorted.
pub fn py_files(dir: &str) -> Vec<PathBuf> {
    let dir = root().join(dir);
    files_below(&dir, "py").unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()))
}

/// The files with extension `ext` below `dir`, sorted.
pub fn files_below(dir: &Path, ext: &str) -> std::io::Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d)? {
            let path = entry?.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == ext) {
                out.push(path);
            }
        }
    }
    out.sort();
    Ok(out)
}

/// Every valid program of the test corpus and the benchmark collection.
pub fn valid_programs() -> Vec<PathBuf> {
    let mut files = py_files("tests/programs");
    files.retain(|p| !p.to_string_lossy().contains("syntax_err"));
    // benchmarks/python is the corpus of scripts written the way other verifiers'
    // programs are; the front end does not read all of it yet.
    files.extend(py_files("benchmarks/minipy"));
    files
}

/// Whether a program's CLP rules are kept as a snapshot: the test corpus and the
/// book's examples. The collections in `benchmarks/minipy/*/` are not: they are
/// checked by the differential tests, and the text of inlined recursion is large
/// (every rule names every variable of every inlined copy).
pub fn has_clp_snapshot(path: &Path) -> bool {
    let minipy = root().join("benchmarks/minipy");
    !path.starts_with(&minipy) || path.parent() == Some(minipy.as_path())
}

/// The entry a corpus program is checked from: `--entry` in its `# tracer-flags:`
/// line, else the module's code of a script, else `main` (as `tracer check` does).
pub fn entry_of(program: &cfg_frontend::Program, source: &str) -> String {
    header(source, "tracer-flags")
        .and_then(|flags| flags.split_whitespace().skip_while(|w| *w != "--entry").nth(1))
        .map(str::to_string)
        .unwrap_or_else(|| tracer::input::default_entry(program).to_string())
}

pub fn rel(path: &Path) -> String {
    path.strip_prefix(root()).unwrap_or(path).to_string_lossy().into_owned()
}

/// The value of a `# key: value` header line.
pub fn header<'a>(source: &'a str, key: &str) -> Option<&'a str> {
    source.lines().take(5).find_map(|l| l.strip_prefix(&format!("# {key}:")).map(str::trim))
}

/// Compares `actual` with the golden file; `UPDATE_EXPECT=1` rewrites it instead.
/// Returns a description of the mismatch, if any.
pub fn check_snapshot(golden: &Path, actual: &str) -> Option<String> {
    if std::env::var_os("UPDATE_EXPECT").is_some() {
        std::fs::write(golden, actual).expect("write snapshot");
        return None;
    }
    match std::fs::read_to_string(golden) {
        Ok(expected) if expected == actual => None,
        Ok(expected) => {
            let line = expected.lines().zip(actual.lines()).position(|(a, b)| a != b).unwrap_or(expected.lines().count().min(actual.lines().count()));
            Some(format!(
                "{}: differs from line {} (run with UPDATE_EXPECT=1 to bless)\n  expected: {:?}\n  actual:   {:?}",
                rel(golden),
                line + 1,
                expected.lines().nth(line),
                actual.lines().nth(line)
            ))
        }
        Err(_) => Some(format!("{}: missing snapshot (run with UPDATE_EXPECT=1)", rel(golden))),
    }
}

/// xorshift64*: deterministic, dependency-free.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + self.below((hi - lo + 1) as u64) as i64
    }

    /// Mostly small ints (where the interesting boundaries are), some large ones.
    pub fn int(&mut self) -> BigInt {
        match self.below(10) {
            0..=6 => BigInt::from(self.range(-6, 12)),
            7 | 8 => BigInt::from(self.range(-200, 200)),
            _ => BigInt::from(self.range(-1_000_000, 1_000_000)) * BigInt::from(10u64.pow(15)) + self.range(-9, 9),
        }
    }

    pub fn value(&mut self, ty: Type) -> Value {
        match ty {
            Type::Int => Value::Int(self.int()),
            Type::Bool => Value::Bool(self.below(2) == 1),
            Type::Tuple | Type::List(_) => {
                let len = self.below(6) as usize;
                let bools = ty == Type::List(cfg_frontend::ast::Elem::Bool);
                Value::sequence(ty, (0..len).map(|_| BigInt::from(if bools { self.range(0, 1) } else { self.range(-4, 9) })).collect())
            }
            Type::None => Value::None,
            Type::OptInt if self.below(3) == 0 => Value::None,
            Type::OptInt => Value::Int(self.int()),
            Type::Dyn => match self.below(3) {
                0 => Value::None,
                1 => Value::Int(self.int()),
                _ => cfg_frontend::value::random_str(&mut || self.next()),
            },
            Type::Str => cfg_frontend::value::random_str(&mut || self.next()),
            Type::Float => cfg_frontend::value::random_float(&mut || self.next()),
            Type::Num if self.below(2) == 0 => Value::Int(self.int()),
            Type::Num => cfg_frontend::value::random_float(&mut || self.next()),
            Type::Complex => cfg_frontend::value::random_complex(&mut || self.next()),
            Type::StrTuple => {
                let n = self.below(4);
                let items = (0..n).map(|_| cfg_frontend::value::random_str(&mut || self.next())).collect();
                Value::List(cfg_frontend::value::ListRef::str_tuple(items))
            }
        }
    }

    /// A nondet sequence: ints that nondet_bool() reads by truthiness, and some strs
    /// (for nondet_str(); nondet_int() reads a str as 0, as the shim does).
    pub fn nondet(&mut self) -> Vec<Value> {
        let len = self.range(0, 24) as usize;
        (0..len)
            .map(|_| if self.below(4) == 0 { cfg_frontend::value::random_str(&mut || self.next()) } else { Value::Int(BigInt::from(self.range(-3, 15))) })
            .collect()
    }
}

/// What CPython printed for one case, as the interpreter would say it.
pub fn python_outcomes(path: &Path, entry: &str, cases: &[(Vec<Value>, Vec<Value>)]) -> Vec<serde_json::Value> {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new("python3")
        .arg(root().join("scripts/python/pyrun.py"))
        .arg(path)
        .arg(entry)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("python3 must be installed for the differential tests");
    {
        let mut stdin = child.stdin.take().expect("stdin");
        for (args, nondet) in cases {
            let args: Vec<String> = args.iter().map(|v| v.to_string()).collect();
            let nd: Vec<String> = nondet.iter().map(|v| v.to_string()).collect();
            writeln!(stdin, "{}", serde_json::json!({"args": args, "nondet": nd})).expect("write case");
        }
    }
    let out = child.wait_with_output().expect("python3 ran");
    assert!(out.status.success(), "{}: pyrun.py failed:\n{}", rel(path), String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout)
        .expect("utf-8")
        .lines()
        .map(|l| serde_json::from_str(l).expect("pyrun prints JSON"))
        .collect()
}


/// The shared SV-COMP C tasks of `benchmarks/sv-c.tsv`: each program's path, its
/// expected verdict and its options; `None` when `../shared/benchmarks` is missing.
#[allow(dead_code)]
pub fn sv_c_tasks() -> Option<Vec<(PathBuf, String, Vec<String>)>> {
    let base = root().join("../shared/benchmarks");
    if !base.is_dir() {
        eprintln!("note: ../shared/benchmarks not found; the SV-COMP tasks are skipped");
        return None;
    }
    let manifest = std::fs::read_to_string(root().join("benchmarks/sv-c.tsv")).expect("benchmarks/sv-c.tsv");
    let tasks = manifest
        .lines()
        .filter(|l| !l.starts_with('#'))
        .skip(1)
        .filter_map(|line| {
            let cols: Vec<&str> = line.split('\t').collect();
            let (program, expect) = (cols.first()?, cols.get(1)?);
            let options = cols.get(2).map_or(Vec::new(), |o| o.split_whitespace().map(str::to_string).collect());
            Some((base.join(program), expect.to_string(), options))
        })
        .collect();
    Some(tasks)
}

/// Runs `python3 -c script` on `lines` (one input line each) and returns its
/// output lines: how the differential tests ask CPython many cases at once. The
/// input is written from a thread of its own, since the answers fill python's
/// output pipe while the cases are still being written.
pub fn python_lines(script: &str, lines: Vec<String>) -> Vec<String> {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new("python3")
        .args(["-c", script])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("python3 must be installed: CPython is the oracle");
    let mut stdin = child.stdin.take().expect("stdin");
    let text: String = lines.iter().map(|l| format!("{l}\n")).collect();
    let writer = std::thread::spawn(move || stdin.write_all(text.as_bytes()).expect("write the cases"));
    let out = child.wait_with_output().expect("python3 ran");
    writer.join().expect("the cases are written");
    String::from_utf8(out.stdout).expect("utf-8").lines().map(str::to_string).collect()
}

/// How a family of `(python expression, tracer's answer)` cases compares with
/// CPython's answers (`oracle` prints one per input line): panics listing the
/// disagreements (`agree`, shown by `readable`); prints how many answers each
/// kind had (`kind`: values, or errors by exception), since each family should
/// reach its errors as well as its values. Returns the number of cases.
pub fn agree_with_cpython(family: &str, oracle: &str, cases: &[(String, String)], agree: fn(&str, &str) -> bool, readable: fn(&str) -> String, kind: fn(&str) -> String) -> usize {
    let answers = python_lines(oracle, cases.iter().map(|(expr, _)| expr.clone()).collect());
    assert_eq!(answers.len(), cases.len(), "{family}: one answer per case");
    let wrong: Vec<String> = cases
        .iter()
        .zip(&answers)
        .filter(|((_, ours), cpython)| !agree(ours, cpython))
        .map(|((expr, ours), cpython)| format!("{expr}\n    CPython {}\n    tracer  {}", readable(cpython), readable(ours)))
        .collect();
    let mut kinds = std::collections::BTreeMap::new();
    for answer in &answers {
        *kinds.entry(kind(answer)).or_insert(0) += 1;
    }
    eprintln!("{family}: {} cases {kinds:?}, {} disagreements", cases.len(), wrong.len());
    assert!(wrong.is_empty(), "{family}: {} of {} cases disagree:\n{}", wrong.len(), cases.len(), wrong.iter().take(30).cloned().collect::<Vec<_>>().join("\n"));
    cases.len()
}
