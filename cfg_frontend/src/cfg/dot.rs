//! Graphviz rendering of a CFG: points labelled with their source line, edges with
//! guards and actions.

use super::*;
use crate::span::LineIndex;
use petgraph::visit::EdgeRef;
use std::fmt::Write;

/// `[x > 0] y := y + 1` style label for an edge.
pub fn edge_label(cfg: &Cfg, edge: &Edge) -> String {
    let name = |v: VarId| cfg.var_name(v);
    let mut parts = Vec::new();
    if !edge.guard.is_empty() {
        let g: Vec<String> = edge.guard.iter().map(|g| g.display(&name).to_string()).collect();
        parts.push(format!("[{}]", g.join(" and ")));
    }
    match &edge.action {
        Action::Skip => {}
        Action::Assign(asg) => {
            let a: Vec<String> = asg.iter().map(|(v, e)| format!("{} := {}", name(*v), e.display(&name))).collect();
            parts.push(a.join(", "));
        }
        Action::Havoc(v) => parts.push(format!("havoc {}", name(*v))),
        Action::Forget(vs) => {
            let names: Vec<String> = vs.iter().map(|v| name(*v)).collect();
            parts.push(format!("forget {}", names.join(", ")));
        }
    }
    parts.join(" ")
}

fn escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

pub fn to_dot(cfg: &Cfg, source: &str) -> String {
    let index = LineIndex::new(source);
    let mut out = String::from("digraph cfg {\n  node [shape=box, fontname=\"monospace\"];\n");
    for n in cfg.graph.node_indices() {
        let p = &cfg.graph[n];
        let line = index.line(source, p.span.start);
        let (label, style) = match p.kind {
            PointKind::Entry => (format!("{} entry {}()", n.index(), cfg.entry_function), ", style=bold"),
            PointKind::Exit => (format!("{} exit", n.index()), ", style=bold"),
            PointKind::Halt => (format!("{} halt (invariant preserved, or exit())", n.index()), ", style=bold"),
            PointKind::Error(k) => (format!("{} ERROR {k} (line {line})", n.index()), ", color=red, fontcolor=red"),
            PointKind::Normal => (format!("{} line {line}: {}", n.index(), index.line_text(source, line).trim()), ""),
        };
        let _ = writeln!(out, "  n{} [label=\"{}\"{style}];", n.index(), escape(&label));
    }
    for e in cfg.graph.edge_references() {
        let _ = writeln!(
            out,
            "  n{} -> n{} [label=\"{}\"];",
            e.source().index(),
            e.target().index(),
            escape(&edge_label(cfg, e.weight()))
        );
    }
    out.push_str("}\n");
    out
}

/// A plain listing: one line per point, its transitions indented below it.
pub fn to_text(cfg: &Cfg, source: &str) -> String {
    let index = LineIndex::new(source);
    let mut out = String::new();
    for n in cfg.graph.node_indices() {
        let p = &cfg.graph[n];
        let line = index.line(source, p.span.start);
        let what = match p.kind {
            PointKind::Entry => format!("entry {}()", cfg.entry_function),
            PointKind::Exit => "exit".to_string(),
            PointKind::Halt => "halt (invariant preserved, or exit())".to_string(),
            PointKind::Error(k) => format!("ERROR {k}"),
            PointKind::Normal => index.line_text(source, line).trim().to_string(),
        };
        let _ = writeln!(out, "{:>4}  line {line:<4} {what}", n.index());
        for (e, target) in cfg.out_edges(n) {
            let _ = writeln!(out, "        -> {:<4} {}", target.index(), edge_label(cfg, &cfg.graph[e]));
        }
    }
    out
}
