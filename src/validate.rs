//! `tracer validate`: checks an SV-COMP witness (format 2.0, YAML) against its C
//! program, independently of the search that wrote it. A violation witness must
//! replay: the values its waypoints pin, fed to the CFG executor in order, drive the
//! run to the error location it names, drawing each value where the witness says.
//! A correctness witness's loop and location invariants must be an inductive
//! invariant that excludes the error: `chc::recheck` proves, each with a fresh
//! solver, that they hold on entry, are preserved by every path between the points
//! that carry one, and that no path from those (or the entry) reaches an error
//! point.

use crate::check::{draws, source_name};
use crate::chc;
use crate::clp::{self, ClpProgram};
use crate::search::Property;
use crate::smt::{Encoder, Formula, Ssa, CANONICAL};
use cfg_frontend::ast::{ArithOp, CmpOp};
use cfg_frontend::cfg::{self, Cfg, Expr, VarId};
use cfg_frontend::interp::RunConfig;
use cfg_frontend::interp::Outcome;
use cfg_frontend::span::LineIndex;
use cfg_frontend::value::Value;
use num_bigint::BigInt;
use serde_norway::Value as Yaml;
use std::time::{Duration, Instant};

/// What a validation concludes.
#[derive(Debug, PartialEq, Eq)]
pub enum Validation {
    /// The witness shows what it claims (the reason says how).
    Confirmed(String),
    /// It does not (the reason says where it fails).
    Rejected(String),
}

/// Validates `witness` (the file's text) against `graph` (the program of `source`).
/// `Err` for a file that is not a witness of a kind tracer reads.
pub fn validate(witness: &str, graph: &Cfg, source: &str, property: Property) -> Result<Validation, String> {
    let entries: Vec<Yaml> = serde_norway::from_str(witness).map_err(|e| format!("not a YAML witness: {e}"))?;
    let entry = entries
        .iter()
        .find(|e| matches!(field(e, "entry_type").and_then(Yaml::as_str), Some("violation_sequence" | "invariant_set")))
        .ok_or("no violation_sequence or invariant_set entry")?;
    let content = field(entry, "content").and_then(Yaml::as_sequence).ok_or("the entry has no content list")?;
    match field(entry, "entry_type").and_then(Yaml::as_str) {
        Some("violation_sequence") => violation(content, graph, source),
        _ => correctness(content, graph, source, property),
    }
}

fn field<'a>(v: &'a Yaml, key: &str) -> Option<&'a Yaml> {
    v.as_mapping()?.get(key)
}

fn line_of(location: Option<&Yaml>) -> Result<u32, String> {
    location.and_then(|l| field(l, "line")).and_then(Yaml::as_u64).map(|l| l as u32).ok_or_else(|| "a location without a line".to_string())
}

/// A waypoint pinning a value: its line and the value.
struct Pin {
    line: u32,
    value: BigInt,
}

fn violation(content: &[Yaml], graph: &Cfg, source: &str) -> Result<Validation, String> {
    let mut pins = Vec::new();
    let mut target = None;
    for segment in content {
        let waypoints = field(segment, "segment").and_then(Yaml::as_sequence).ok_or("a content item that is not a segment")?;
        for w in waypoints.iter().filter_map(|w| field(w, "waypoint")) {
            if field(w, "action").and_then(Yaml::as_str) != Some("follow") {
                continue;
            }
            let line = line_of(field(w, "location"))?;
            match field(w, "type").and_then(Yaml::as_str) {
                Some("target") => target = Some(line),
                Some("function_return" | "assumption") => {
                    let c = field(w, "constraint").and_then(|c| field(c, "value")).and_then(Yaml::as_str).ok_or("a waypoint without a constraint")?;
                    // `\result == 5` or `x == -3`: the value the run draws there.
                    let value = c.rsplit_once("==").and_then(|(_, v)| v.trim().parse::<BigInt>().ok()).ok_or_else(|| format!("a constraint tracer cannot read: {c}"))?;
                    pins.push(Pin { line, value });
                }
                Some(other) => return Err(format!("waypoints of type {other} are not supported")),
                None => return Err("a waypoint without a type".into()),
            }
        }
    }
    let Some(target) = target else { return Ok(Validation::Rejected("the witness names no target".into())) };
    let nondet: Vec<Value> = pins.iter().map(|p| Value::Int(p.value.clone())).collect();
    let args: Vec<Value> = graph.inputs.iter().map(|_| Value::int(0)).collect();
    let config = RunConfig { max_steps: 10_000_000, ..RunConfig::default() };
    let run = cfg::exec::run(graph, &args, &nondet, &config);
    let index = LineIndex::new(source);
    let drawn = draws(graph, &run);
    for (k, (d, p)) in drawn.iter().zip(&pins).enumerate() {
        let line = index.line(source, d.span.start);
        if line != p.line {
            return Ok(Validation::Rejected(format!("the run draws value {} at line {line}, the witness pins it at line {}", k + 1, p.line)));
        }
    }
    if drawn.len() != pins.len() {
        return Ok(Validation::Rejected(format!("the run draws {} values, the witness pins {}", drawn.len(), pins.len())));
    }
    match run.outcome {
        Outcome::ErrorCall { span } if index.line(source, span.start) == target => {
            Ok(Validation::Confirmed(format!("the run with the {} pinned values reaches the error at line {target}", pins.len())))
        }
        other => Ok(Validation::Rejected(format!("the run with the pinned values ends with {other:?}, not at the target on line {target}"))),
    }
}

fn correctness(content: &[Yaml], graph: &Cfg, source: &str, property: Property) -> Result<Validation, String> {
    let prog = clp::from_cfg(graph);
    let index = LineIndex::new(source);
    let mut enc = Encoder::new(&prog);
    let canonical = Ssa { versions: vec![CANONICAL; prog.vars.len()] };
    let mut invariants: Vec<Option<Formula>> = vec![None; prog.points.len()];
    for item in content {
        let inv = field(item, "invariant").ok_or("a content item that is not an invariant")?;
        let line = line_of(field(inv, "location"))?;
        let text = field(inv, "value").and_then(Yaml::as_str).ok_or("an invariant without a value")?;
        let kind = field(inv, "type").and_then(Yaml::as_str);
        let heads: Vec<usize> = match kind {
            Some("loop_invariant") => {
                let heads: Vec<usize> = (0..prog.points.len()).filter(|&p| prog.points[p].loop_head.is_some() && index.line(source, prog.points[p].span.start) == line).collect();
                if heads.is_empty() {
                    return Ok(Validation::Rejected(format!("no loop at line {line}")));
                }
                heads
            }
            // Whenever control is at the statement starting there: every point of the
            // program (each inlined copy's) that starts at that line and column.
            Some("location_invariant") => {
                let location = field(inv, "location");
                let column = location.and_then(|l| field(l, "column")).and_then(Yaml::as_u64).ok_or("a location invariant without a column")? as u32;
                let function = location.and_then(|l| field(l, "function")).and_then(Yaml::as_str).ok_or("a location invariant without a function")?;
                let at: Vec<usize> = (0..prog.points.len())
                    .filter(|&p| {
                        let lc = index.line_col(source, prog.points[p].span.start);
                        (lc.line, lc.col) == (line, column) && source_name(&prog.points[p].function) == function
                    })
                    .collect();
                if at.is_empty() {
                    return Ok(Validation::Rejected(format!("no statement of {function} at {line}:{column}")));
                }
                at
            }
            other => return Err(format!("invariants of type {} are not supported", other.unwrap_or("?"))),
        };
        for h in heads {
            let e = parse(text, &prog, &prog.points[h].function)?;
            let f = enc.formula(&e, &canonical);
            invariants[h] = Some(match invariants[h].take() {
                Some(g) => Formula::and(&[g, f]),
                None => f,
            });
        }
    }
    let n = invariants.iter().flatten().count();
    let deadline = Instant::now() + Duration::from_secs(60);
    Ok(match chc::recheck(&prog, property, &invariants, Some(deadline)).result {
        Ok(()) => Validation::Confirmed(format!("{n} invariant(s) hold on entry, are preserved, and exclude the error")),
        Err(why) => Validation::Rejected(why),
    })
}

/// Parses the C expressions tracer writes (ints, variables, `+ - * / %`, comparisons,
/// `! && ||`, `?:`, parentheses) into an expression over the variables of `prog` as
/// seen in `function` (an inlined copy's own variables first, then globals).
fn parse(text: &str, prog: &ClpProgram, function: &str) -> Result<Expr, String> {
    let tokens = tokenize(text)?;
    let mut p = CParser { tokens, pos: 0, prog, function };
    let e = p.ternary()?;
    if p.pos != p.tokens.len() {
        return Err(format!("cannot read the invariant `{text}` past token {}", p.pos + 1));
    }
    // An invariant is a condition: an int holds when it is not 0.
    Ok(truth(e))
}

fn tokenize(text: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_alphanumeric() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            out.push(chars[start..i].iter().collect());
        } else {
            let two: String = chars[i..(i + 2).min(chars.len())].iter().collect();
            if ["==", "!=", "<=", ">=", "&&", "||"].contains(&two.as_str()) {
                out.push(two);
                i += 2;
            } else if "()+-*/%<>!?:".contains(c) {
                out.push(c.to_string());
                i += 1;
            } else {
                return Err(format!("`{c}` in an invariant is not supported"));
            }
        }
    }
    Ok(out)
}

struct CParser<'a> {
    tokens: Vec<String>,
    pos: usize,
    prog: &'a ClpProgram,
    function: &'a str,
}

impl CParser<'_> {
    fn peek(&self) -> Option<&str> {
        self.tokens.get(self.pos).map(String::as_str)
    }

    fn eat(&mut self, t: &str) -> bool {
        let yes = self.peek() == Some(t);
        self.pos += yes as usize;
        yes
    }

    fn ternary(&mut self) -> Result<Expr, String> {
        let c = self.or()?;
        if !self.eat("?") {
            return Ok(c);
        }
        let a = self.ternary()?;
        if !self.eat(":") {
            return Err("`?` without `:`".into());
        }
        let b = self.ternary()?;
        // Both branches conditions when one is (C's `c ? x > 0 : 1`), else ints.
        let (a, b) = if is_condition(&a) || is_condition(&b) { (truth(a), truth(b)) } else { (a, b) };
        Ok(Expr::Ite(Box::new(truth(c)), Box::new(a), Box::new(b)))
    }

    fn or(&mut self) -> Result<Expr, String> {
        let mut items = vec![self.and()?];
        while self.eat("||") {
            items.push(self.and()?);
        }
        Ok(if items.len() == 1 { items.pop().expect("one") } else { Expr::Or(items.into_iter().map(truth).collect()) })
    }

    fn and(&mut self) -> Result<Expr, String> {
        let mut items = vec![self.comparison()?];
        while self.eat("&&") {
            items.push(self.comparison()?);
        }
        Ok(if items.len() == 1 { items.pop().expect("one") } else { Expr::And(items.into_iter().map(truth).collect()) })
    }

    fn comparison(&mut self) -> Result<Expr, String> {
        let a = self.sum()?;
        let ops = [CmpOp::Eq, CmpOp::Ne, CmpOp::Lt, CmpOp::Le, CmpOp::Gt, CmpOp::Ge];
        let Some(op) = ops.into_iter().find(|op| self.peek() == Some(op.symbol())) else { return Ok(a) };
        self.pos += 1;
        let b = self.sum()?;
        // Two conditions compare as truth values; otherwise C compares ints (a
        // condition is 0 or 1).
        if matches!(op, CmpOp::Eq | CmpOp::Ne) && is_condition(&a) && is_condition(&b) {
            return Ok(Expr::cmp(op, a, b));
        }
        Ok(Expr::cmp(op, int(a), int(b)))
    }

    fn sum(&mut self) -> Result<Expr, String> {
        let mut a = self.product()?;
        loop {
            let op = match self.peek() {
                Some("+") => ArithOp::Add,
                Some("-") => ArithOp::Sub,
                _ => return Ok(a),
            };
            self.pos += 1;
            a = Expr::Arith(op, Box::new(int(a)), Box::new(int(self.product()?)));
        }
    }

    fn product(&mut self) -> Result<Expr, String> {
        let mut a = self.unary()?;
        loop {
            let op = match self.peek() {
                Some(op @ ("*" | "/" | "%")) => op.to_string(),
                _ => return Ok(a),
            };
            self.pos += 1;
            let b = int(self.unary()?);
            if op != "*" && b == Expr::int(0) {
                return Err(format!("division by zero in an invariant (`{op} 0`)"));
            }
            a = match op.as_str() {
                "*" => Expr::Arith(ArithOp::Mul, Box::new(int(a)), Box::new(b)),
                "/" => c_quotient(int(a), b),
                _ => {
                    let a = int(a);
                    Expr::arith(ArithOp::Sub, a.clone(), Expr::arith(ArithOp::Mul, b.clone(), c_quotient(a, b)))
                }
            };
        }
    }

    fn unary(&mut self) -> Result<Expr, String> {
        if self.eat("-") {
            return Ok(match int(self.unary()?) {
                Expr::Int(v) => Expr::Int(-v),
                e => Expr::Neg(Box::new(e)),
            });
        }
        if self.eat("!") {
            return Ok(Expr::Not(Box::new(truth(self.unary()?))));
        }
        if self.eat("(") {
            let e = self.ternary()?;
            return if self.eat(")") { Ok(e) } else { Err("unbalanced `(`".into()) };
        }
        let t = self.peek().ok_or("an invariant ends too early")?.to_string();
        self.pos += 1;
        if let Ok(v) = t.parse::<BigInt>() {
            return Ok(Expr::Int(v));
        }
        self.var(&t).map(Expr::Var).ok_or_else(|| format!("no variable `{t}` in {}", source_name(self.function)))
    }

    /// `name` in the function: its inlined copy's variable, else a global (a
    /// variable of no function's copy).
    fn var(&self, name: &str) -> Option<VarId> {
        let own = format!("{}.{name}", self.function);
        let find = |n: &str| (0..self.prog.vars.len() as VarId).find(|&v| self.prog.vars[v as usize].name == n && cfg::named_in(&self.prog.vars, v, self.function));
        find(&own).or_else(|| find(name))
    }
}

/// C's `a / b`, which truncates toward zero, from the CFG's floor division: the
/// quotient of the magnitudes, signed. (C's `a % b` is `a - b * (a / b)`.)
fn c_quotient(a: Expr, b: Expr) -> Expr {
    let nonneg = |e: &Expr| Expr::cmp(CmpOp::Ge, e.clone(), Expr::int(0));
    let neg = |e: &Expr| match e {
        Expr::Int(v) => Expr::Int(-v),
        _ => Expr::Neg(Box::new(e.clone())),
    };
    let floor = |x: Expr, y: Expr| Expr::arith(ArithOp::FloorDiv, x, y);
    let ite = |c: Expr, x: Expr, y: Expr| Expr::Ite(Box::new(c), Box::new(x), Box::new(y));
    // By a divisor that is not negative; C's quotient is odd in the divisor. A
    // literal divisor (the usual case) has its sign decided here and keeps the
    // solver's linear `div`.
    let by_nonneg = |b: Expr| ite(nonneg(&a), floor(a.clone(), b.clone()), neg(&floor(neg(&a), b)));
    match &b {
        Expr::Int(k) if k.sign() == num_bigint::Sign::Minus => neg(&by_nonneg(neg(&b))),
        Expr::Int(_) => by_nonneg(b),
        _ => ite(nonneg(&b), by_nonneg(b.clone()), neg(&by_nonneg(neg(&b)))),
    }
}

/// Whether `e` is Boolean: a comparison, a connective, or a choice between them.
fn is_condition(e: &Expr) -> bool {
    match e {
        Expr::Cmp(..) | Expr::And(_) | Expr::Or(_) | Expr::Not(_) | Expr::Bool(_) => true,
        Expr::Ite(_, a, _) => is_condition(a),
        _ => false,
    }
}

/// A condition as C's int (0 or 1); an int as it is.
fn int(e: Expr) -> Expr {
    if is_condition(&e) {
        Expr::Ite(Box::new(e), Box::new(Expr::int(1)), Box::new(Expr::int(0)))
    } else {
        e
    }
}

/// C's truth of an int: a condition already is one; anything else is true when it
/// is not 0.
fn truth(e: Expr) -> Expr {
    if is_condition(&e) {
        e
    } else {
        Expr::cmp(CmpOp::Ne, e, Expr::int(0))
    }
}
