//! The readable CLP printer behind `tracer clp`: a table of program points with their
//! source lines, then one rule per transition in the paper's notation.

use super::*;
use cfg_frontend::span::LineIndex;
use std::fmt::Write;

/// How a point is shown: its kind and, for a plain point, its source line.
pub(crate) fn point_label(prog: &ClpProgram, p: PointId, source: &str, index: &LineIndex) -> String {
    let info = &prog.points[p as usize];
    let line = index.line(source, info.span.start);
    match info.kind {
        PointKind::Entry => format!("entry of {}()", prog.entry_function),
        PointKind::Exit => format!("return from {}()", prog.entry_function),
        PointKind::Halt => "halt: the path ends (loop invariant preserved, or exit())".to_string(),
        PointKind::Error(k) => format!("ERROR: {k} at line {line}"),
        PointKind::Normal => format!("line {line}: {}", index.line_text(source, line).trim()),
    }
}

/// Prints the whole program: deterministic, so it can be snapshot-tested.
pub fn print_program(prog: &ClpProgram, source: &str) -> String {
    let index = LineIndex::new(source);
    let mut out = String::new();
    let vars: Vec<String> = prog.vars.iter().map(|v| v.name.clone()).collect();
    let inputs: Vec<&str> = prog.inputs.iter().map(|&v| prog.var_name(v)).collect();
    let _ = writeln!(out, "% CLP transition rules of {}({})", prog.entry_function, inputs.join(", "));
    let _ = writeln!(out, "% p(k, x̃) :- p(k', x̃'), c̃   (a primed variable is the value after the step)");
    let typed: Vec<String> = prog.vars.iter().map(|v| format!("{}: {}", v.name, v.ty)).collect();
    let _ = writeln!(out, "% x̃ = ({})", typed.join(", "));
    let _ = writeln!(out, "%");
    let _ = writeln!(out, "% program points:");
    for p in 0..prog.points.len() as u32 {
        let _ = writeln!(out, "%   {p:>3}  {}", point_label(prog, p, source, &index));
    }
    let _ = writeln!(out);
    for r in &prog.rules {
        let line = index.line(source, r.span.start);
        let head = format!("p({}, {})", r.from, vars.join(", "));
        let body_vars: Vec<String> =
            prog.vars.iter().enumerate().map(|(i, v)| if r.writes.contains(&(i as VarId)) { format!("{}'", v.name) } else { v.name.clone() }).collect();
        let name = |v: VarId| prog.var_name(v).to_string();
        let mut cs: Vec<String> = Vec::new();
        for c in &r.constraints {
            cs.push(match c {
                Constraint::Guard(g) => g.display(&name).to_string(),
                Constraint::Def(v, e) => format!("{}' = {}", prog.var_name(*v), e.display(&name)),
            });
        }
        let mut body = format!("p({}, {})", r.to, body_vars.join(", "));
        for c in cs {
            body.push_str(", ");
            body.push_str(&c);
        }
        let _ = writeln!(out, "{head} :- {body}.   % line {line}");
    }
    out
}
