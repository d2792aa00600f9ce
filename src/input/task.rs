//! SV-COMP task definitions (`.yml`, formats 1.0 and 2.0): the input file, the
//! properties with their expected verdicts, and (2.0) the language and data model.
//! Only the reading of the YAML lives here; what tracer does with a task is the
//! loader's (`input`).

use serde::Deserialize;
use std::path::{Path, PathBuf};

/// The integer sizes a task's C program assumes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum DataModel {
    /// int, long and pointers 32 bits (SV-COMP's default, and the data model of
    /// format-1.0 tasks, which do not state one).
    #[serde(rename = "ILP32")]
    Ilp32,
    /// long and pointers 64 bits.
    #[serde(rename = "LP64")]
    Lp64,
}

impl DataModel {
    /// The data model C integers follow under `model` (none for the mathematical
    /// abstraction).
    pub fn of(model: cfg_frontend::c::IntModel) -> Option<DataModel> {
        match model {
            cfg_frontend::c::IntModel::Ilp32 => Some(DataModel::Ilp32),
            cfg_frontend::c::IntModel::Lp64 => Some(DataModel::Lp64),
            cfg_frontend::c::IntModel::Math => None,
        }
    }

    /// The name tasks use (`ILP32`, `LP64`).
    pub fn name(self) -> &'static str {
        match self {
            DataModel::Ilp32 => "ILP32",
            DataModel::Lp64 => "LP64",
        }
    }
}

/// A task definition, with its paths resolved against the file's directory.
#[derive(Clone, Debug)]
pub struct TaskDef {
    pub format_version: String,
    /// The one program file.
    pub input_file: PathBuf,
    /// Each property file and the verdict the task expects for it (true: the
    /// property holds).
    pub properties: Vec<(PathBuf, Option<bool>)>,
    /// `options.language` (2.0), as written: `C`, `Python`.
    pub language: Option<String>,
    pub data_model: Option<DataModel>,
}

/// A task definition tracer cannot use, with the reason.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct TaskError(String);

#[derive(Deserialize)]
#[serde(untagged)]
enum OneOrMany {
    One(String),
    Many(Vec<String>),
}

#[derive(Deserialize)]
struct RawProperty {
    property_file: String,
    expected_verdict: Option<bool>,
}

#[derive(Deserialize, Default)]
struct RawOptions {
    language: Option<String>,
    data_model: Option<String>,
}

#[derive(Deserialize)]
struct RawTask {
    format_version: serde_norway::Value,
    input_files: OneOrMany,
    #[serde(default)]
    properties: Vec<RawProperty>,
    #[serde(default)]
    options: Option<RawOptions>,
}

/// Reads a task definition; `path` is where it lies (its relative paths start there).
pub fn parse(text: &str, path: &Path) -> Result<TaskDef, TaskError> {
    let raw: RawTask = serde_norway::from_str(text).map_err(|e| TaskError(format!("not a task definition: {e}")))?;
    let format_version = match &raw.format_version {
        serde_norway::Value::String(s) => s.clone(),
        serde_norway::Value::Number(n) => n.to_string(),
        other => return Err(TaskError(format!("format_version: expected '1.0' or '2.0', found {other:?}"))),
    };
    if !matches!(format_version.as_str(), "1.0" | "2.0") {
        return Err(TaskError(format!("format_version '{format_version}': tracer reads formats 1.0 and 2.0")));
    }
    let dir = path.parent().unwrap_or(Path::new(""));
    let input_file = match raw.input_files {
        OneOrMany::One(f) => f,
        OneOrMany::Many(fs) if fs.len() == 1 => fs.into_iter().next().expect("one"),
        OneOrMany::Many(fs) => return Err(TaskError(format!("input_files: tracer reads one program file, the task names {}", fs.len()))),
    };
    let options = raw.options.unwrap_or_default();
    let data_model = match options.data_model.as_deref() {
        None => None,
        Some(name) => match [DataModel::Ilp32, DataModel::Lp64].into_iter().find(|m| m.name() == name) {
            Some(m) => Some(m),
            None => return Err(TaskError(format!("options.data_model '{name}': expected ILP32 or LP64"))),
        },
    };
    Ok(TaskDef {
        format_version,
        input_file: dir.join(input_file),
        properties: raw.properties.into_iter().map(|p| (dir.join(p.property_file), p.expected_verdict)).collect(),
        language: options.language,
        data_model,
    })
}

/// Whether a path names a task definition, by its extension.
pub fn is_task_file(path: &str) -> bool {
    path.ends_with(".yml") || path.ends_with(".yaml")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn format_2_0_with_options() {
        let text = "format_version: '2.0'\n\n# old name\ninput_files: 'test_locks_10.c'\n\nproperties:\n  - property_file: ../properties/termination.prp\n    expected_verdict: false\n  - property_file: ../properties/unreach-call.prp\n    expected_verdict: true\n\noptions:\n  language: C\n  data_model: LP64\n";
        let t = parse(text, Path::new("b/locks/test_locks_10.yml")).unwrap();
        assert_eq!(t.format_version, "2.0");
        assert_eq!(t.input_file, Path::new("b/locks/test_locks_10.c"));
        assert_eq!(t.properties[1], (PathBuf::from("b/locks/../properties/unreach-call.prp"), Some(true)));
        assert_eq!(t.language.as_deref(), Some("C"));
        assert_eq!(t.data_model, Some(DataModel::Lp64));
    }

    #[test]
    fn format_1_0_without_options_or_verdicts() {
        let text = "format_version: '1.0'\ninput_files: ['NetBSD_loop.i']\nproperties:\n  - property_file: ../properties/coverage-branches.prp\n";
        let t = parse(text, Path::new("NetBSD_loop.yml")).unwrap();
        assert_eq!(t.input_file, Path::new("NetBSD_loop.i"));
        assert_eq!(t.properties, vec![(PathBuf::from("../properties/coverage-branches.prp"), None)]);
        assert_eq!((t.language, t.data_model), (None, None));
    }

    #[test]
    fn what_tracer_cannot_use_is_said() {
        let two = "format_version: '2.0'\ninput_files: [a.c, b.c]\nproperties: []\n";
        assert_eq!(parse(two, Path::new("t.yml")).unwrap_err().to_string(), "input_files: tracer reads one program file, the task names 2");
        let v3 = "format_version: '3.0'\ninput_files: a.c\n";
        assert!(parse(v3, Path::new("t.yml")).unwrap_err().to_string().contains("formats 1.0 and 2.0"));
        let model = "format_version: '2.0'\ninput_files: a.c\noptions:\n  data_model: ILP16\n";
        assert!(parse(model, Path::new("t.yml")).unwrap_err().to_string().contains("ILP16"));
        assert!(parse("just text", Path::new("t.yml")).unwrap_err().to_string().starts_with("not a task definition"));
    }
}
