//! SV-COMP witnesses (format 2.0, YAML): a `violation_sequence` for an UNSAFE C
//! program, pinning every value the replayed run drew, and an `invariant_set` for a
//! SAFE one, with the loop invariants the proof used. `tracer validate` (`input::
//! witness` reads them back) checks them without the search that made them.

use crate::check::Draw;
use crate::clp::ClpProgram;
use cfg_frontend::ast::ArithOp;
use cfg_frontend::cfg::{Expr, VarId};
use cfg_frontend::span::{LineIndex, Span};
use serde::Serialize;
use sha2::{Digest, Sha256};

/// What a witness says about its task.
pub struct Task<'a> {
    /// The program file, as the task names it.
    pub file: &'a str,
    pub source: &'a str,
    /// `ILP32` or `LP64`.
    pub data_model: &'a str,
}

/// The specification of unreach-call, as witnesses state it (the property file's
/// line).
pub const UNREACH_CALL: &str = "CHECK( init(main()), LTL(G ! call(reach_error())) )";

#[derive(Serialize)]
struct Entry<C> {
    entry_type: &'static str,
    metadata: Metadata,
    content: C,
}

#[derive(Serialize)]
struct Metadata {
    format_version: &'static str,
    uuid: String,
    creation_time: String,
    producer: Producer,
    task: TaskMeta,
}

#[derive(Serialize)]
struct Producer {
    name: &'static str,
    version: &'static str,
}

#[derive(Serialize)]
struct TaskMeta {
    input_files: Vec<String>,
    input_file_hashes: std::collections::BTreeMap<String, String>,
    specification: &'static str,
    data_model: String,
    language: &'static str,
}

#[derive(Serialize)]
struct Segment {
    segment: Vec<WaypointItem>,
}

#[derive(Serialize)]
struct WaypointItem {
    waypoint: Waypoint,
}

#[derive(Serialize)]
struct Waypoint {
    #[serde(rename = "type")]
    kind: &'static str,
    action: &'static str,
    location: Location,
    #[serde(skip_serializing_if = "Option::is_none")]
    constraint: Option<Constraint>,
}

#[derive(Serialize)]
struct Location {
    file_name: String,
    line: u32,
    column: u32,
    function: String,
}

#[derive(Serialize)]
struct Constraint {
    value: String,
    format: &'static str,
}

#[derive(Serialize)]
struct InvariantItem {
    invariant: Invariant,
}

#[derive(Serialize)]
struct Invariant {
    #[serde(rename = "type")]
    kind: &'static str,
    location: Location,
    value: String,
    format: &'static str,
}

/// An invariant for a correctness witness: where it holds (a loop head, or with
/// `location` any statement: whenever control is there), and the invariant as a C
/// expression over the program's variables.
#[derive(Clone, Debug, PartialEq)]
pub struct LoopInvariant {
    pub span: Span,
    pub function: String,
    pub value: String,
    pub location: bool,
}

impl Task<'_> {
    fn location(&self, span: Span, function: &str) -> Location {
        let lc = LineIndex::new(self.source).line_col(self.source, span.start);
        Location { file_name: self.file.to_string(), line: lc.line, column: lc.col, function: function.to_string() }
    }

    fn metadata(&self, content: &str) -> Metadata {
        let hash = hex(&Sha256::digest(self.source.as_bytes()));
        Metadata {
            format_version: "2.0",
            uuid: uuid(&format!("{hash}{content}")),
            creation_time: now_iso8601(),
            producer: Producer { name: "tracer", version: env!("CARGO_PKG_VERSION") },
            task: TaskMeta {
                input_files: vec![self.file.to_string()],
                input_file_hashes: [(self.file.to_string(), hash)].into_iter().collect(),
                specification: UNREACH_CALL,
                data_model: self.data_model.to_string(),
                language: "C",
            },
        }
    }
}

/// The violation witness of a replayed run: one segment per value drawn (a nondet
/// call's return value, or an uninitialised variable's value where it is declared),
/// then the error location.
pub fn violation(task: &Task, draws: &[Draw], target: Span, target_function: &str) -> String {
    let mut content: Vec<Segment> = draws
        .iter()
        .map(|d| {
            // A call's return value is pinned at the call's closing parenthesis; a
            // variable's value where the statement after its declaration starts.
            let (kind, value, format, at) = match &d.variable {
                None => ("function_return", format!("\\result == {}", d.value), "acsl_expression", Span { start: d.span.end.saturating_sub(1), end: d.span.end }),
                Some(x) => ("assumption", format!("{x} == {}", d.value), "c_expression", d.span),
            };
            let constraint = Some(Constraint { value, format });
            Segment { segment: vec![WaypointItem { waypoint: Waypoint { kind, action: "follow", location: task.location(at, &d.function), constraint } }] }
        })
        .collect();
    let target = Waypoint { kind: "target", action: "follow", location: task.location(target, target_function), constraint: None };
    content.push(Segment { segment: vec![WaypointItem { waypoint: target }] });
    let key: String = draws.iter().map(|d| format!("{},", d.value)).collect();
    yaml(&Entry { entry_type: "violation_sequence", metadata: task.metadata(&key), content })
}

/// The correctness witness of a proof: its loop (and location) invariants.
pub fn correctness(task: &Task, invariants: &[LoopInvariant]) -> String {
    let content: Vec<InvariantItem> = invariants
        .iter()
        .map(|i| {
            let kind = if i.location { "location_invariant" } else { "loop_invariant" };
            InvariantItem { invariant: Invariant { kind, location: task.location(i.span, &i.function), value: i.value.clone(), format: "c_expression" } }
        })
        .collect();
    let key: String = invariants.iter().map(|i| i.value.clone()).collect();
    yaml(&Entry { entry_type: "invariant_set", metadata: task.metadata(&key), content })
}

/// `e` as a C expression at a point of `function` (an inlined copy, `f#2`, or the
/// entry function), over the source names of `prog`'s variables (the copy's prefix
/// left out). `None` where it reads a variable that name does not reach there (a
/// temporary tracer made, another copy's local, a global its own local hides:
/// names resolve as `validate` reads them) or says what C says differently
/// (`c_expr`).
pub fn c_invariant(prog: &ClpProgram, e: &Expr, function: &str) -> Option<String> {
    let reachable = |v: VarId| cfg_frontend::cfg::named_in(&prog.vars, v, function);
    if e.any(&mut |x| matches!(x, Expr::Var(v) if !reachable(*v))) {
        return None;
    }
    c_expr(e, &|v| crate::check::source_name(prog.var_name(v)).to_string())
}

/// `e` as a C expression, with `name` for the variables; `None` for what C says
/// differently (Python's floor division by a variable, bit operations on unbounded
/// ints) or cannot say (tuples).
pub fn c_expr(e: &Expr, name: &dyn Fn(VarId) -> String) -> Option<String> {
    let bin = |a: &Expr, op: &str, b: &Expr| Some(format!("({} {op} {})", c_expr(a, name)?, c_expr(b, name)?));
    Some(match e {
        Expr::Int(v) => v.to_string(),
        Expr::Bool(b) => (if *b { "1" } else { "0" }).to_string(),
        Expr::Var(v) => name(*v),
        Expr::Neg(a) => format!("(-{})", c_expr(a, name)?),
        Expr::Not(a) => format!("!{}", c_expr(a, name)?),
        // C's `+ - *` and comparisons spell as Python's.
        Expr::Arith(op @ (ArithOp::Add | ArithOp::Sub | ArithOp::Mul), a, b) => bin(a, op.symbol(), b)?,
        // Python's floor `%` and `//` by a positive literal (C's wrap-around reads
        // so: `(x - lo) mod 2^32 + lo`): C's truncate toward zero, so the remainder
        // is brought into `[0, m)` and the quotient taken of what it leaves, which
        // `m` divides exactly. A literal past `int` is a wider constant in C, and the
        // arithmetic then happens in that wider type, where none of it overflows.
        Expr::Arith(op @ (ArithOp::Mod | ArithOp::FloorDiv), a, m) if matches!(&**m, Expr::Int(k) if k.sign() == num_bigint::Sign::Plus) => {
            let (a, m) = (c_expr(a, name)?, c_expr(m, name)?);
            let rem = format!("(({a} % {m} + {m}) % {m})");
            if *op == ArithOp::Mod {
                rem
            } else {
                format!("(({a} - {rem}) / {m})")
            }
        }
        Expr::Arith(..) => return None,
        Expr::Cmp(op, a, b) => bin(a, op.symbol(), b)?,
        Expr::And(items) | Expr::Or(items) if items.is_empty() => (if matches!(e, Expr::And(_)) { "1" } else { "0" }).to_string(),
        Expr::And(items) | Expr::Or(items) => {
            let op = if matches!(e, Expr::And(_)) { " && " } else { " || " };
            let parts: Option<Vec<String>> = items.iter().map(|x| c_expr(x, name)).collect();
            format!("({})", parts?.join(op))
        }
        Expr::Ite(c, a, b) => format!("({} ? {} : {})", c_expr(c, name)?, c_expr(a, name)?, c_expr(b, name)?),
        _ => return None,
    })
}

fn yaml<T: Serialize>(entry: &T) -> String {
    // A witness file is a list of entries.
    serde_norway::to_string(&[entry]).expect("witness entries serialise")
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A version-4-shaped UUID from the hash of `seed` (reproducible for the same
/// program and content; no random source needed).
fn uuid(seed: &str) -> String {
    let mut b: [u8; 16] = Sha256::digest(seed.as_bytes())[..16].try_into().expect("16 bytes");
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    let h = hex(&b);
    format!("{}-{}-{}-{}-{}", &h[0..8], &h[8..12], &h[12..16], &h[16..20], &h[20..32])
}

/// The current UTC time as ISO 8601 (`2026-11-26T21:16:36Z`).
fn now_iso8601() -> String {
    let secs = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let (days, rest) = ((secs / 86_400) as i64, secs % 86_400);
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z", rest / 3600, rest % 3600 / 60, rest % 60)
}

#[cfg(test)]
mod tests {
    use cfg_frontend::ast::ArithOp;
    use cfg_frontend::cfg::Expr;

    #[test]
    fn floor_division_by_a_literal_is_written_with_cs_truncating_operators() {
        let x = || Box::new(Expr::Var(0));
        let m = || Box::new(Expr::int(3));
        let name = |_| "x".to_string();
        let rem = super::c_expr(&Expr::Arith(ArithOp::Mod, x(), m()), &name).expect("C says it");
        let quo = super::c_expr(&Expr::Arith(ArithOp::FloorDiv, x(), m()), &name).expect("C says it");
        assert_eq!((rem.as_str(), quo.as_str()), ("((x % 3 + 3) % 3)", "((x - ((x % 3 + 3) % 3)) / 3)"));
        // What those C expressions compute (Rust's `/` and `%` truncate as C's do)
        // is Python's floor `%` and `//`, for dividends of either sign.
        for x in -20i64..=20 {
            for m in 1i64..=5 {
                let r = (x % m + m) % m;
                assert_eq!((r, (x - r) / m), (x.rem_euclid(m), x.div_euclid(m)), "{x} {m}");
            }
        }
        let by_var = Expr::Arith(ArithOp::Mod, x(), x());
        assert_eq!(super::c_expr(&by_var, &name), None);
    }

    #[test]
    fn creation_times_and_uuids_have_their_formats() {
        let t = super::now_iso8601();
        assert!(t.len() == 20 && t.starts_with("20") && t.ends_with('Z') && &t[10..11] == "T", "{t}");
        let u = super::uuid("x");
        assert_eq!((u.len(), &u[14..15]), (36, "4"), "{u}");
    }
}
