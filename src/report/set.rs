//! Rendering symbolic execution trees the way the Symbolic Execution book shows them:
//! leaves as `(path condition, completion, store)` triples (`display_leaves`), and the
//! whole tree as Graphviz or a self-contained HTML page (`display_set`): red for
//! exception leaves, green for infeasible ones, blue for normal ones; cut leaves are
//! grey and say which loop bound cut them.

use super::escape_html;
use crate::clp::ClpProgram;
use crate::set::{Leaf, Node, SetRun, State};
use cfg_frontend::cfg::{ErrorKind, Expr, VarId};
use cfg_frontend::span::LineIndex;
use serde::Serialize;
use std::fmt::Write;

struct Ctx<'a> {
    run: &'a SetRun,
    prog: &'a ClpProgram,
    source: &'a str,
    /// The program's file: its language decides how an error call reads.
    file: &'a str,
    index: LineIndex,
}

impl Ctx<'_> {
    fn expr(&self, e: &Expr) -> String {
        e.display(&|s| self.run.symbol_name(s)).to_string()
    }

    fn pc(&self, st: &State) -> String {
        let parts: Vec<String> = st.pc.iter().map(|e| self.expr(e)).collect();
        format!("{{{}}}", parts.join(", "))
    }

    fn store(&self, st: &State) -> String {
        let parts: Vec<String> = st.store.iter().map(|(v, e)| format!("{}: {}", self.prog.var_name(*v), self.stored(*v, e))).collect();
        format!("{{{}}}", parts.join(", "))
    }

    /// A variable's value in the store: a list's items in brackets, as Python shows
    /// a list (the engines hold lists and tuples alike as sequences).
    fn stored(&self, v: VarId, e: &Expr) -> String {
        if !self.prog.var_type(v).is_list() {
            return self.expr(e);
        }
        fn list(c: &Ctx, e: &Expr) -> String {
            match e {
                Expr::Tuple(items) => format!("[{}]", items.iter().map(|x| c.expr(x)).collect::<Vec<_>>().join(", ")),
                Expr::Concat(a, b) => format!("{} + {}", list(c, a), list(c, b)),
                other => c.expr(other),
            }
        }
        list(self, e)
    }

    fn line(&self, n: &Node) -> u32 {
        self.index.line(self.source, self.prog.points[n.point as usize].span.start)
    }

    /// The statement that runs from a node (first line of its source).
    fn statement(&self, n: &Node) -> String {
        self.index.line_text(self.source, self.line(n)).trim().to_string()
    }

    fn completion(&self, leaf: &Leaf) -> String {
        match leaf {
            Leaf::Return(None) => "normal".into(),
            Leaf::Return(Some(e)) => format!("return {}", self.expr(e)),
            Leaf::Error(ErrorKind::ErrorCall) => super::violation_text(ErrorKind::ErrorCall, self.file, None),
            Leaf::Error(ErrorKind::Exception(k)) => k.name().to_string(),
            Leaf::Error(ErrorKind::RecursionCut) => "CUT by the recursion depth".into(),
            Leaf::Error(ErrorKind::Unmodelled) => "CUT: a construct tracer does not model".into(),
            Leaf::Infeasible => "infeasible".into(),
            Leaf::Cut(_) => "CUT by the unrolling bound".into(),
            Leaf::Halt => "invariant preserved (loop scope closed)".into(),
        }
    }

    fn kind(leaf: &Leaf) -> &'static str {
        match leaf {
            Leaf::Return(_) => "normal",
            Leaf::Error(_) => "exception",
            Leaf::Infeasible | Leaf::Halt => "infeasible",
            Leaf::Cut(_) => "cut",
        }
    }

    fn leaves(&self) -> impl Iterator<Item = (usize, &Node, &Leaf, &State)> {
        self.run.nodes.iter().enumerate().filter_map(|(i, n)| Some((i, n, n.leaf.as_ref()?, n.state.as_ref()?)))
    }
}

fn ctx<'a>(run: &'a SetRun, prog: &'a ClpProgram, source: &'a str, file: &'a str) -> Ctx<'a> {
    Ctx { run, prog, source, file, index: LineIndex::new(source) }
}

/// One line per leaf, in tree order, like the book's `display_leaves`.
pub fn leaves_text(run: &SetRun, prog: &ClpProgram, source: &str, file: &str) -> String {
    let c = ctx(run, prog, source, file);
    let mut out = String::new();
    for (_, n, leaf, st) in c.leaves() {
        let at = match leaf {
            Leaf::Error(_) | Leaf::Cut(_) => format!("   [{file}:{}]", c.line(n)),
            _ => String::new(),
        };
        let _ = writeln!(out, "({}, {}, {}){at}", c.pc(st), c.completion(leaf), c.store(st));
    }
    let s = &run.stats;
    let _ = writeln!(
        out,
        "{} nodes, {} leaves ({} cut by the bound, {} violations), {} solver checks{}",
        s.nodes,
        s.leaves,
        s.cut,
        s.violations,
        s.solver_checks,
        if s.undecided > 0 { format!(", {} branches the solver could not decide (explored)", s.undecided) } else { String::new() }
    );
    out
}

#[derive(Serialize)]
struct LeafJson {
    node: usize,
    /// `normal`, `exception`, `infeasible` or `cut`.
    kind: &'static str,
    completion: String,
    cut: bool,
    line: u32,
    path_condition: Vec<String>,
    store: std::collections::BTreeMap<String, String>,
}

#[derive(Serialize)]
struct SetJson<'a> {
    leaves: Vec<LeafJson>,
    outcome: String,
    statistics: &'a crate::set::Stats,
}

/// One JSON object with a top-level `leaves` array.
pub fn set_json(run: &SetRun, prog: &ClpProgram, source: &str, file: &str, wall_seconds: f64) -> String {
    let c = ctx(run, prog, source, file);
    let leaves = c
        .leaves()
        .map(|(i, n, leaf, st)| LeafJson {
            node: i,
            kind: Ctx::kind(leaf),
            completion: c.completion(leaf),
            cut: matches!(leaf, Leaf::Cut(_)),
            line: c.line(n),
            path_condition: st.pc.iter().map(|e| c.expr(e)).collect(),
            store: st.store.iter().map(|(v, e)| (prog.var_name(*v).to_string(), c.stored(*v, e))).collect(),
        })
        .collect();
    let outcome = match &run.outcome {
        crate::search::Outcome::Safe => "no error leaf, nothing cut".to_string(),
        crate::search::Outcome::Unsafe(_) => "an error leaf is feasible".to_string(),
        crate::search::Outcome::Unknown(why) => why.clone(),
    };
    let mut v = serde_json::to_value(SetJson { leaves, outcome, statistics: &run.stats }).expect("serializable");
    v["wall_seconds"] = serde_json::json!(wall_seconds);
    v.to_string()
}

fn fill(leaf: Option<&Leaf>) -> Option<&'static str> {
    match leaf? {
        Leaf::Error(_) => Some("lightpink1"),
        Leaf::Infeasible | Leaf::Halt => Some("lightgreen"),
        Leaf::Return(_) => Some("paleturquoise2"),
        Leaf::Cut(_) => Some("gray80"),
    }
}

/// The whole tree in Graphviz: one box per node with its pre-state and statement.
pub fn set_dot(run: &SetRun, prog: &ClpProgram, source: &str, file: &str) -> String {
    let c = ctx(run, prog, source, file);
    let mut out = String::from("digraph set {\n  node [shape=box, fontname=\"monospace\", fontsize=10];\n");
    for (i, n) in run.nodes.iter().enumerate() {
        let mut label = match &n.state {
            Some(st) => format!("({}, {})", c.pc(st), c.store(st)),
            None => String::new(),
        };
        match &n.leaf {
            Some(leaf) => label.push_str(&format!("\n{}", c.completion(leaf))),
            None => label.push_str(&format!("\n{}", c.statement(n))),
        }
        let label = label.replace('\\', "\\\\").replace('"', "\\\"").replace('\n', "\\n");
        let style = fill(n.leaf.as_ref()).map_or(String::new(), |f| format!(", style=filled, fillcolor={f}"));
        let _ = writeln!(out, "  n{i} [label=\"{label}\"{style}];");
        if let Some(p) = n.parent {
            let _ = writeln!(out, "  n{p} -> n{i};");
        }
    }
    out.push_str("}\n");
    out
}

/// The whole tree as a self-contained HTML page of nested, foldable lists.
pub fn set_html(run: &SetRun, prog: &ClpProgram, source: &str, file: &str) -> String {
    let c = ctx(run, prog, source, file);
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); run.nodes.len()];
    for (i, n) in run.nodes.iter().enumerate() {
        if let Some(p) = n.parent {
            children[p].push(i);
        }
    }
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Symbolic execution tree of {}</title>\n<style>\n\
body {{ font-family: monospace; font-size: 13px; }}\nul {{ list-style: none; padding-left: 1.5em; border-left: 1px dotted #999; }}\n\
.node {{ display: inline-block; padding: 2px 6px; margin: 2px 0; border: 1px solid #888; }}\n\
.stmt {{ font-weight: bold; }} .exception {{ background: #f4b6c2; }} .infeasible {{ background: #b6f4b6; }}\n\
.normal {{ background: #b6e4f4; }} .cut {{ background: #ccc; }}\n</style></head><body>\n<h3>Symbolic execution tree of {}</h3>\n\
<p>red: exception, green: infeasible, blue: normal completion, grey: cut by the unrolling bound</p>\n",
        escape_html(file),
        escape_html(file)
    );
    // Iterative depth-first rendering: trees can be deep.
    enum Step {
        Open(usize),
        Close,
    }
    let mut work = vec![Step::Open(0)];
    out.push_str("<ul>\n");
    while let Some(step) = work.pop() {
        match step {
            Step::Close => out.push_str("</ul></li>\n"),
            Step::Open(i) => {
                let n = &run.nodes[i];
                let class = n.leaf.as_ref().map_or("", Ctx::kind);
                let state = n.state.as_ref().map_or(String::new(), |st| format!("{}<br>", escape_html(&format!("({}, {})", c.pc(st), c.store(st)))));
                let what = match &n.leaf {
                    Some(leaf) => c.completion(leaf),
                    None => format!("line {}: {}", c.line(n), c.statement(n)),
                };
                let _ = write!(out, "<li><span class=\"node {class}\">{}<span class=\"stmt\">{}</span></span>", state, escape_html(&what));
                if children[i].is_empty() {
                    out.push_str("</li>\n");
                } else {
                    out.push_str("\n<ul>\n");
                    work.push(Step::Close);
                    for &k in children[i].iter().rev() {
                        work.push(Step::Open(k));
                    }
                }
            }
        }
    }
    out.push_str("</ul>\n</body></html>\n");
    out
}
