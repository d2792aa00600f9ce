//! An engine judged on every program with an expected verdict: the Python corpus,
//! our small examples (Python and C) and the shared SV-COMP tasks. It must agree or
//! say UNKNOWN; a definite verdict has been replayed (UNSAFE) by `check` already.

use super::*;
use tracer::check::{check_cfg, check_engine, verification, CheckResult, Engine, Verdict};
use tracer::input::{self, LoadError, LoadOptions, Loaded};
use tracer::search::Property;

/// A program with its expected verdict and the options `tracer check` needs for it.
pub struct Case {
    pub path: PathBuf,
    pub expect: String,
    pub options: LoadOptions,
}

/// What an engine made of a set of cases.
pub struct Judged {
    pub decided: Vec<PathBuf>,
    /// The counterexamples of the decided UNSAFE cases.
    pub counterexamples: Vec<(PathBuf, tracer::check::Counterexample)>,
    pub total: usize,
    pub failures: Vec<String>,
}

impl Judged {
    /// Whether the file named `name` was decided.
    pub fn decided(&self, name: &str) -> bool {
        self.decided.iter().any(|p| p.file_name().is_some_and(|n| n == name))
    }
}

/// `judge`, then: no case may get the opposite of its verdict (or an internal error);
/// prints how many `engine_name` decided of the set called `what`.
pub fn judge_agreeing(what: &str, cases: &[Case], engine_name: &str, engine: &dyn Fn(Property) -> Engine) -> Judged {
    let judged = judge(cases, engine);
    eprintln!("{what}: {engine_name} decides {} of {}", judged.decided.len(), judged.total);
    assert!(judged.failures.is_empty(), "{}", judged.failures.join("\n"));
    judged
}

/// Runs `engine` (made for the property the input asks for) on each case.
pub fn judge(cases: &[Case], engine: &dyn Fn(Property) -> Engine) -> Judged {
    let mut out = Judged { decided: Vec::new(), counterexamples: Vec::new(), total: cases.len(), failures: Vec::new() };
    for case in cases {
        let Some(res) = verdict_on_file(&case.path, case.options.clone(), engine) else { continue };
        let got = format!("{:?}", res.verdict).to_lowercase();
        if let Some(reason) = res.reason.as_deref().filter(|r| r.contains("internal error")) {
            out.failures.push(format!("{}: {reason}", rel(&case.path)));
        }
        match res.verdict {
            Verdict::Unknown => {}
            _ if got == case.expect => {
                out.decided.push(case.path.clone());
                out.counterexamples.extend(res.counterexample.map(|c| (case.path.clone(), c)));
            }
            _ => out.failures.push(format!("{}: expected {}, {} says {got}", rel(&case.path), case.expect, res.engine)),
        }
    }
    out
}

/// The engine's verdict on a file as `tracer check FILE` loads it; `None` when the
/// input gives no program (rejected, a construct outside the subset, or nothing to
/// run: definitions without a `main`).
pub fn verdict_on_file(path: &Path, options: LoadOptions, engine: &dyn Fn(Property) -> Engine) -> Option<CheckResult> {
    let input = match input::load(path.to_str().expect("utf-8"), &options) {
        Ok(i) => i,
        Err(LoadError::Rejected { .. } | LoadError::Unknown { .. }) => return None,
        Err(e) => panic!("{}: {e}", rel(path)),
    };
    let engine = engine(if input.only_error_calls { Property::ErrorCall } else { Property::All });
    Some(match &input.loaded {
        Loaded::C(graph) => check_cfg(graph, &engine),
        Loaded::Python(p) => match check_engine(p, &input.entry, &verification(input.error_function.as_deref(), false), &engine) {
            Ok(res) => res,
            // Only definitions and no `main`: `tracer check` asks which to check.
            Err(cfg_frontend::cfg::LowerError::NoEntry(_)) => return None,
            Err(e) => panic!("{}: {e:?}", rel(path)),
        },
    })
}

/// `benchmarks/python`, each file with the verdict its header states.
pub fn python_corpus() -> Vec<Case> {
    let mut files = py_files("benchmarks/python");
    files.retain(|p| p.file_name().is_some_and(|n| n != "check_corpus.py"));
    files
        .into_iter()
        .map(|path| {
            let source = std::fs::read_to_string(&path).expect("read");
            let expect = header(&source, "expect").expect("states its verdict").to_string();
            Case { path, expect, options: LoadOptions::default() }
        })
        .collect()
}

/// `tests/programs/{safe,unsafe,c}`: the files that state a verdict.
pub fn small_examples() -> Vec<Case> {
    let mut out = Vec::new();
    let mut files = py_files("tests/programs/safe");
    files.extend(py_files("tests/programs/unsafe"));
    for path in files {
        let source = std::fs::read_to_string(&path).expect("read");
        let Some(expect) = header(&source, "expect") else { continue };
        let program = cfg_frontend::load(&source).unwrap_or_else(|d| panic!("{}", d[0].message));
        let options = LoadOptions { entry: Some(entry_of(&program, &source)), ..Default::default() };
        out.push(Case { path, expect: expect.to_string(), options });
    }
    for path in files_below(&root().join("tests/programs/c"), "c").expect("tests/programs/c") {
        let source = std::fs::read_to_string(&path).expect("read");
        let expect = source.lines().find_map(|l| l.trim().strip_prefix("// expect: ")).expect("states its verdict").trim().to_string();
        let words: Vec<String> = source.lines().find_map(|l| l.trim().strip_prefix("// options:")).map_or(Vec::new(), |s| s.split_whitespace().map(String::from).collect());
        out.push(Case { path, expect, options: load_options(&words) });
    }
    out
}

/// The shared SV-COMP tasks of `benchmarks/sv-c.tsv`; empty without `../shared`.
pub fn sv_tasks() -> Vec<Case> {
    sv_c_tasks().unwrap_or_default().into_iter().map(|(path, expect, words)| Case { path, expect, options: load_options(&words) }).collect()
}

/// The load options a test's command-line words ask for.
pub fn load_options(words: &[String]) -> LoadOptions {
    let mut options = LoadOptions::default();
    for pair in words.windows(2) {
        match [pair[0].as_str(), pair[1].as_str()] {
            ["--error-label", name] => options.error_label = Some(name.to_string()),
            ["--int-model", "math"] => options.int_model = Some(cfg_frontend::c::IntModel::Math),
            ["--int-model", "lp64"] => options.int_model = Some(cfg_frontend::c::IntModel::Lp64),
            ["--uninit-globals", "inputs"] => options.uninit_globals = cfg_frontend::c::UninitGlobals::Inputs,
            _ => {}
        }
    }
    options
}
