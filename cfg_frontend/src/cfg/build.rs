//! Building a CFG one point at a time: the plumbing that both lowerings (minipy's
//! and C's) share. A lowering embeds a `Builder` and keeps its own state beside it.

use super::{add_branch, Action, Edge, ErrorKind, Expr, Point, PointKind};
use crate::span::Span;
use petgraph::graph::{DiGraph, EdgeIndex, NodeIndex};
use std::collections::HashMap;

pub(crate) struct Builder {
    pub graph: DiGraph<Point, Edge>,
    /// Whether a point's span was set by the statement that starts there.
    pub fixed: Vec<bool>,
    /// Where the code being lowered continues (a fresh, unreachable point after a jump).
    pub cur: NodeIndex,
    pub cur_span: Span,
    pub cur_fn: String,
    pub n_loops: u32,
    /// One error point per kind and location.
    error_points: HashMap<(ErrorKind, Span), NodeIndex>,
}

impl Builder {
    pub fn new(span: Span, function: String) -> Builder {
        Builder { graph: DiGraph::new(), fixed: Vec::new(), cur: NodeIndex::new(0), cur_span: span, cur_fn: function, n_loops: 0, error_points: HashMap::new() }
    }

    pub fn add_point(&mut self, kind: PointKind) -> NodeIndex {
        self.fixed.push(false);
        self.graph.add_node(Point { kind, span: self.cur_span, function: self.cur_fn.clone(), loop_head: None })
    }

    pub fn node(&mut self) -> NodeIndex {
        self.add_point(PointKind::Normal)
    }

    /// An edge made by the current statement.
    pub fn edge(&mut self, from: NodeIndex, to: NodeIndex, guard: Vec<Expr>, action: Action) -> EdgeIndex {
        let span = self.cur_span;
        self.edge_at(from, to, guard, action, span)
    }

    pub fn edge_at(&mut self, from: NodeIndex, to: NodeIndex, guard: Vec<Expr>, action: Action, span: Span) -> EdgeIndex {
        self.graph.add_edge(from, to, Edge { guard, action, span, loop_entry: None })
    }

    /// Jumps to `target`; what follows is unreachable until a new point is entered.
    pub fn goto(&mut self, target: NodeIndex) {
        self.edge(self.cur, target, Vec::new(), Action::Skip);
        self.cur = self.node();
    }

    pub fn step(&mut self, action: Action) {
        let next = self.node();
        self.edge(self.cur, next, Vec::new(), action);
        self.cur = next;
    }

    /// Splits on `cond`; a constant condition yields a dead point for the impossible side.
    pub fn branch(&mut self, cond: Expr) -> (NodeIndex, NodeIndex) {
        let (yes, no) = (self.node(), self.node());
        add_branch(&mut self.graph, self.cur, (yes, no), cond, self.cur_span);
        (yes, no)
    }

    /// The error point for `kind` at `span` (made once, its span kept).
    pub fn error_point(&mut self, kind: ErrorKind, span: Span) -> NodeIndex {
        if let Some(&n) = self.error_points.get(&(kind, span)) {
            return n;
        }
        let saved = self.cur_span;
        self.cur_span = span;
        let n = self.add_point(PointKind::Error(kind));
        self.fixed[n.index()] = true;
        self.cur_span = saved;
        self.error_points.insert((kind, span), n);
        n
    }
}
