//! The one loader for every input kind: a minipy file (`.py`), a C file (`.c`, `.i`)
//! or an SV-COMP task definition (`.yml`) naming either, with an optional property
//! file (`--spec`). It reads the files, decides the language, the property, the
//! entry, the error functions and (for C) the integer model, and yields the program
//! ready for an engine: a type-checked minipy program or a C CFG.
//!
//! Besides `main.rs`, this is the only module that reads files: turning paths into
//! programs is its job.

pub mod property;
pub mod task;

use cfg_frontend::c::{self, IntModel};
use cfg_frontend::cfg::Cfg;
use cfg_frontend::span::LineIndex;
use cfg_frontend::{diagnostic, Program};
pub use property::Property;
use std::path::{Path, PathBuf};
pub use task::DataModel;

/// What the user asked for, beyond the path.
#[derive(Clone, Debug, Default)]
pub struct LoadOptions {
    /// The entry function (`--entry`); a property file's `init(f())` overrides it.
    pub entry: Option<String>,
    /// `--error-label NAME`: calls of NAME (and, in C, the label NAME:) are errors.
    pub error_label: Option<String>,
    /// `--int-model`: overrides the task's data model (C only).
    pub int_model: Option<IntModel>,
    /// `--spec FILE.prp`: the property to check.
    pub spec: Option<PathBuf>,
    /// `--uninit-globals`: what C's globals without an initialiser hold.
    pub uninit_globals: c::UninitGlobals,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Language {
    Python,
    C,
}

/// The program, ready for an engine.
pub enum Loaded {
    Python(Program),
    C(Cfg),
}

/// Where an input came from when it was a task definition (or had a property file).
#[derive(Clone, Debug, serde::Serialize)]
pub struct TaskInfo {
    /// The task definition, if there was one.
    pub task: Option<String>,
    /// The property checked (`unreach-call`).
    pub property: String,
    /// What the task expects: true when the property holds.
    pub expected_verdict: Option<bool>,
    /// The C data model used (from the task, or ILP32).
    pub data_model: Option<DataModel>,
}

/// A loaded input.
pub struct Input {
    /// The program file (for messages and reports).
    pub file: String,
    pub source: String,
    pub entry: String,
    /// Calls of this user function are errors (`--error-label`, or the property's
    /// function when it is not one of the built-in error functions).
    pub error_function: Option<String>,
    /// Only error calls violate the property (unreach-call); otherwise failing
    /// asserts and uncaught exceptions do too.
    pub only_error_calls: bool,
    /// The integer model a C program was lowered with.
    pub int_model: Option<IntModel>,
    pub task: Option<TaskInfo>,
    pub loaded: Loaded,
}

/// Why an input gives no program to check.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("cannot read {path}: {error}")]
    Io { path: String, error: std::io::Error },
    /// A task definition or property file tracer cannot use (bad usage: exit 2).
    #[error("{path}: {message}")]
    Task { path: String, message: String },
    /// The program was rejected; `rendered` holds the diagnostics with code frames.
    #[error("input rejected")]
    Rejected { rendered: String },
    /// The input is fine but tracer cannot decide it: an unsupported property, or a C
    /// construct outside the subset. The verdict is UNKNOWN with this reason;
    /// `rendered` holds a code frame when there is a place to show.
    #[error("{reason}")]
    Unknown { reason: String, rendered: Option<String>, task: Option<TaskInfo> },
}

impl LoadError {
    /// The task this error belongs to, for the report.
    pub fn task(&self) -> Option<&TaskInfo> {
        match self {
            LoadError::Unknown { task, .. } => task.as_ref(),
            _ => None,
        }
    }
}

fn read(path: &Path) -> Result<String, LoadError> {
    std::fs::read_to_string(path).map_err(|error| LoadError::Io { path: path.display().to_string(), error })
}

fn task_error(path: &Path, message: impl ToString) -> LoadError {
    LoadError::Task { path: path.display().to_string(), message: message.to_string() }
}

/// The language of a program file, by its extension.
fn language_of(path: &str) -> Language {
    if c::is_c_file(path) {
        Language::C
    } else {
        Language::Python
    }
}

/// A property file's name without `.prp`: SV-COMP names each file after its property.
fn stem_of(path: &Path) -> String {
    path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default()
}

/// Whether a property file's name says it is the property tracer checks.
fn is_unreach_call_file(path: &Path) -> bool {
    stem_of(path).starts_with("unreach-call")
}

/// Reads a property file.
fn read_property(path: &Path) -> Result<Property, LoadError> {
    property::parse(&read(path)?, &stem_of(path)).map_err(|e| task_error(path, e))
}

/// Loads `path` (a program or a task definition) with `options`.
pub fn load(path: &str, options: &LoadOptions) -> Result<Input, LoadError> {
    let mut file = path.to_string();
    let mut language = language_of(path);
    let mut data_model = None;
    let mut info: Option<TaskInfo> = None;
    let mut property = None;
    if task::is_task_file(path) {
        let def = task::parse(&read(Path::new(path))?, Path::new(path)).map_err(|e| task_error(Path::new(path), e))?;
        file = def.input_file.display().to_string();
        language = match def.language.as_deref().map(str::to_ascii_lowercase).as_deref() {
            None => language_of(&file),
            Some("c") => Language::C,
            Some("python") => Language::Python,
            Some(other) => return Err(task_error(Path::new(path), format!("options.language '{other}': tracer reads C and Python"))),
        };
        data_model = def.data_model;
        // The property checked: --spec's if given (with the task's verdict for it, if
        // the task names it), else the task's unreach-call property, else the first
        // one (answered UNKNOWN).
        let wanted = options.spec.as_deref().map(read_property).transpose()?;
        // Property files after the one found are not read.
        let (mut first, mut found) = (None, None);
        for (prp, expected) in &def.properties {
            let p = match read_property(prp) {
                Ok(p) => p,
                // Only the property checked must be there: a task lists others
                // (termination, no-overflow) whose files a copy may leave out.
                Err(LoadError::Io { .. }) if !is_unreach_call_file(prp) => Property::Other(stem_of(prp)),
                Err(e) => return Err(e),
            };
            let hit = match &wanted {
                Some(w) => *w == p,
                None => matches!(p, Property::UnreachCall { .. }),
            };
            if hit {
                found = Some((p, *expected));
                break;
            }
            first.get_or_insert((p, *expected));
        }
        let (p, expected) = match (wanted, found) {
            (Some(w), found) => (w, found.and_then(|(_, e)| e)),
            (None, Some(found)) => found,
            (None, None) => first.ok_or_else(|| task_error(Path::new(path), "the task names no property"))?,
        };
        info = Some(TaskInfo { task: Some(path.to_string()), property: p.to_string(), expected_verdict: expected, data_model: None });
        property = Some(p);
    } else if let Some(spec) = &options.spec {
        let p = read_property(spec)?;
        info = Some(TaskInfo { task: None, property: p.to_string(), expected_verdict: None, data_model: None });
        property = Some(p);
    }
    let source = read(Path::new(&file))?;
    let mut entry = options.entry.clone().unwrap_or_else(|| "main".to_string());
    // `error()` is minipy's own error function, not a user function.
    let mut error_function = options.error_label.clone().filter(|l| !(language == Language::Python && l == "error"));
    let only_error_calls = property.is_some();
    match &property {
        Some(Property::UnreachCall { entry: e, function }) => {
            entry = e.clone();
            let builtin = match language {
                Language::C => ["reach_error", "__VERIFIER_error"].contains(&function.as_str()),
                Language::Python => cfg_frontend::typeck::Builtin::from_name(function) == Some(cfg_frontend::typeck::Builtin::Error),
            };
            if !builtin {
                if error_function.as_ref().is_some_and(|l| l != function) {
                    return Err(task_error(Path::new(path), format!("--error-label {} and the property's call({function}()) disagree", error_function.unwrap_or_default())));
                }
                error_function = Some(function.clone());
            }
        }
        Some(other) => {
            return Err(LoadError::Unknown { reason: format!("the property {other} is not checked by tracer (it checks unreach-call)"), rendered: None, task: info });
        }
        None => {}
    }
    // C's own integers by default: the task's data model, ILP32 for a bare file.
    let int_model = (language == Language::C).then(|| {
        options.int_model.unwrap_or(match data_model {
            Some(DataModel::Lp64) => IntModel::Lp64,
            _ => IntModel::Ilp32,
        })
    });
    if let Some(info) = &mut info {
        info.data_model = int_model.and_then(DataModel::of);
    }
    let loaded = match int_model {
        None => {
            let program = load_python(&file, &source)?;
            // A script's code is what runs: the default entry, and what a property's
            // init(main()) means for it.
            let script = program.function(cfg_frontend::typeck::MODULE).is_some();
            if script && (options.entry.is_none() && property.is_none() || matches!(&property, Some(Property::UnreachCall { entry: e, .. }) if e == "main")) {
                entry = cfg_frontend::typeck::MODULE.to_string();
            }
            if let Some(f) = error_function.as_ref().filter(|f| program.function(f).is_none()) {
                return Err(task_error(Path::new(&file), format!("no function named '{f}' (the error function)")));
            }
            Loaded::Python(program)
        }
        Some(int_model) => {
            let c_options = c::COptions { entry: entry.clone(), error_label: error_function.clone(), int_model, uninit_globals: options.uninit_globals };
            match lower_c(&file, &source, &c_options) {
                Ok(cfg) => Loaded::C(cfg),
                Err(LoadError::Unknown { reason, rendered, .. }) => return Err(LoadError::Unknown { reason, rendered, task: info }),
                Err(e) => return Err(e),
            }
        }
    };
    Ok(Input { file, source, entry, error_function, only_error_calls, int_model, task: info, loaded })
}

/// The function `tracer` analyses when none is named: a script's module code, else
/// `main`.
pub fn default_entry(program: &Program) -> &'static str {
    if program.function(cfg_frontend::typeck::MODULE).is_some() {
        cfg_frontend::typeck::MODULE
    } else {
        "main"
    }
}

/// Parses and type-checks a minipy file.
pub fn load_python(file: &str, source: &str) -> Result<Program, LoadError> {
    cfg_frontend::load(source).map_err(|diags| {
        let mut rendered = diagnostic::render_all(&diags, file, source);
        let (module, _) = cfg_frontend::parser::parse(source);
        if module.uses_book_syntax {
            rendered.push_str(&format!("\nnote: {file} uses the book's `havoc x` / `assume e` statements (book syntax, not Python)"));
        }
        rendered.push_str(&format!("\n{} error{} in {file}", diags.len(), if diags.len() == 1 { "" } else { "s" }));
        LoadError::Rejected { rendered }
    })
}

/// Lowers a C file. A construct outside the subset gives `Unknown` with the
/// construct and its location; other diagnostics reject the input.
pub fn lower_c(file: &str, source: &str, options: &c::COptions) -> Result<Cfg, LoadError> {
    if let Some(label) = &options.error_label {
        let is_word = |w: &str| w == label;
        if !source.split(|c: char| !(c.is_alphanumeric() || c == '_')).any(is_word) {
            return Err(task_error(Path::new(file), format!("--error-label {label}: no label or function named '{label}'")));
        }
    }
    c::lower(source, options).map_err(|d| {
        let index = LineIndex::new(source);
        let rendered = d.render(file, source, &index);
        if d.category != "unsupported" {
            return LoadError::Rejected { rendered };
        }
        let at = index.line_col(source, d.span.start);
        LoadError::Unknown { reason: format!("{file}:{}:{}: {}", at.line, at.col, d.message), rendered: Some(rendered), task: None }
    })
}
