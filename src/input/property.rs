//! SV-COMP property files (`.prp`): which property a task asks about. tracer checks
//! `unreach-call` (`CHECK( init(main()), LTL(G ! call(reach_error())) )`); every
//! other property is recognised by name so that the answer can say which one it
//! does not check.

use std::fmt;

/// A property, as a property file states it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Property {
    /// No run started at `entry` calls `function`.
    UnreachCall { entry: String, function: String },
    /// A property tracer does not check, by its SV-COMP name (`no-overflow`,
    /// `termination`, `valid-memsafety`, `coverage-branches`, ...).
    Other(String),
}

impl fmt::Display for Property {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Property::UnreachCall { .. } => f.write_str("unreach-call"),
            Property::Other(name) => f.write_str(name),
        }
    }
}

/// A property file that is not one.
#[derive(Debug, thiserror::Error)]
#[error("not an SV-COMP property file: {0}")]
pub struct PropertyError(String);

/// Reads a property file's text. `stem` (the file name without `.prp`) names a
/// property whose formula is not one tracer knows.
pub fn parse(text: &str, stem: &str) -> Result<Property, PropertyError> {
    // Property files may hold comments (`//`) and several CHECK lines; the first
    // CHECK decides, as in SV-COMP's single-property files.
    let check = text
        .lines()
        .map(|l| l.split("//").next().unwrap_or("").trim())
        .find(|l| !l.is_empty())
        .ok_or_else(|| PropertyError("the file is empty".into()))?;
    let compact: String = check.chars().filter(|c| !c.is_whitespace()).collect();
    if compact.starts_with("COVER(") {
        // A test-generation goal (coverage-error-call: `COVER( init(main()),
        // FQL(COVER EDGES(@CALL(reach_error))) )`), not a property to verify.
        return Ok(Property::Other(stem.to_string()));
    }
    let body = compact
        .strip_prefix("CHECK(")
        .and_then(|b| b.strip_suffix(')'))
        .ok_or_else(|| PropertyError(format!("expected CHECK( init(...), ... ), found `{check}`")))?;
    let (init, formula) = body.split_once(',').ok_or_else(|| PropertyError(format!("expected CHECK( init(...), ... ), found `{check}`")))?;
    let entry = init
        .strip_prefix("init(")
        .and_then(|i| i.strip_suffix("())"))
        .filter(|e| is_identifier(e))
        .ok_or_else(|| PropertyError(format!("expected init(FUNCTION()), found `{init}`")))?;
    if let Some(call) = formula.strip_prefix("LTL(G!call(").and_then(|c| c.strip_suffix("()))")) {
        if is_identifier(call) {
            return Ok(Property::UnreachCall { entry: entry.to_string(), function: call.to_string() });
        }
    }
    let named = match formula {
        "LTL(G!overflow)" => "no-overflow",
        "LTL(Fend)" => "termination",
        "LTL(Gvalid-free)" | "LTL(Gvalid-deref)" | "LTL(Gvalid-memtrack)" => "valid-memsafety",
        "LTL(Gvalid-memcleanup)" => "valid-memcleanup",
        "LTL(G!data-race)" => "no-data-race",
        _ => stem,
    };
    Ok(Property::Other(named.to_string()))
}

fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_') && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unreach_call_names_its_entry_and_function() {
        let p = parse("CHECK( init(main()), LTL(G ! call(reach_error())) )\n", "unreach-call").unwrap();
        assert_eq!(p, Property::UnreachCall { entry: "main".into(), function: "reach_error".into() });
        let old = parse("CHECK( init(main()), LTL(G ! call(__VERIFIER_error())) )", "x").unwrap();
        assert_eq!(old, Property::UnreachCall { entry: "main".into(), function: "__VERIFIER_error".into() });
    }

    #[test]
    fn other_properties_are_named() {
        assert_eq!(parse("CHECK( init(main()), LTL(G ! overflow) )", "no-overflow").unwrap(), Property::Other("no-overflow".into()));
        assert_eq!(parse("CHECK( init(main()), LTL(F end) )", "termination").unwrap(), Property::Other("termination".into()));
        let mem = "CHECK( init(main()), LTL(G valid-free) )\nCHECK( init(main()), LTL(G valid-deref) )";
        assert_eq!(parse(mem, "valid-memsafety").unwrap(), Property::Other("valid-memsafety".into()));
        assert_eq!(parse("CHECK( init(main()), FQL(cover EDGES(@DECISIONEDGE)) )", "coverage-branches").unwrap(), Property::Other("coverage-branches".into()));
        let cover = "COVER( init(main()), FQL(COVER EDGES(@CALL(reach_error))) )";
        assert_eq!(parse(cover, "coverage-error-call").unwrap(), Property::Other("coverage-error-call".into()));
    }

    #[test]
    fn garbage_is_an_error() {
        assert!(parse("", "x").is_err());
        let e = parse("hello", "x").unwrap_err().to_string();
        assert_eq!(e, "not an SV-COMP property file: expected CHECK( init(...), ... ), found `hello`");
        assert!(parse("CHECK( init(main), LTL(G ! call(f())) )", "x").is_err());
    }
}
