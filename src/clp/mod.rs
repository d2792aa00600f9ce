//! CFG -> CLP transition rules, as in section 4 of Jaffar, Navas and Santosa:
//! each edge becomes `p(k, x̃) :- p(k', x̃'), c̃`, where `c̃` holds the edge's guards
//! (over the values before) and one definition `x' = e` per written variable. A
//! variable the edge does not write keeps its name in the body atom instead of an
//! explicit `x' = x`, as in a CLP program where both positions share one variable.
//! The engines consume these rules; they never see the syntax tree.

mod live;
pub mod print;

use cfg_frontend::ast::Type;
use cfg_frontend::cfg::{self, Action, Cfg, ErrorKind, Expr, PointKind, VarId};
use cfg_frontend::span::Span;

pub use print::print_program;

/// A program point's number (the CFG node index).
pub type PointId = u32;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Constraint {
    /// A condition over the values before the transition.
    Guard(Expr),
    /// `x' = e`, with `e` over the values before the transition.
    Def(VarId, Expr),
}

#[derive(Clone, Debug)]
pub struct Rule {
    pub from: PointId,
    pub to: PointId,
    pub constraints: Vec<Constraint>,
    /// Variables that get a new value (defined by a `Def`, or unconstrained: havoc).
    pub writes: Vec<VarId>,
    pub span: Span,
    /// The CFG edge this rule was made from.
    pub edge: u32,
    /// The variable a nondet call gives a value (its values make a counterexample).
    pub havoc: Option<VarId>,
    /// The loop whose iteration this rule starts (see `cfg::Edge::loop_entry`).
    pub loop_entry: Option<u32>,
}

#[derive(Clone, Debug)]
pub struct PointInfo {
    pub kind: PointKind,
    pub span: Span,
    pub function: String,
    pub loop_head: Option<u32>,
}

/// The CLP program of one entry function.
#[derive(Clone, Debug)]
pub struct ClpProgram {
    pub vars: Vec<cfg::Var>,
    pub points: Vec<PointInfo>,
    pub rules: Vec<Rule>,
    /// Rules leaving each point, in source order.
    pub rules_from: Vec<Vec<usize>>,
    pub entry: PointId,
    pub exit: PointId,
    pub inputs: Vec<VarId>,
    pub ret: Option<VarId>,
    pub entry_function: String,
}

impl Rule {
    /// The conjuncts of the rule's guards, nested `and`s taken apart (each guard's
    /// last conjunct first).
    pub fn guard_atoms(&self) -> Vec<&Expr> {
        let mut out = Vec::new();
        for c in &self.constraints {
            let Constraint::Guard(g) = c else { continue };
            let mut work = vec![g];
            while let Some(e) = work.pop() {
                match e {
                    Expr::And(items) => work.extend(items),
                    _ => out.push(e),
                }
            }
        }
        out
    }
}

impl ClpProgram {
    /// Whether some rule applies a str function (`cfg::Expr::StrFn`), which the
    /// solver knows only as a function of its arguments: constant folding and the
    /// concrete runs then know more than the solver does.
    pub fn uses_str_functions(&self) -> bool {
        self.rules.iter().flat_map(|r| &r.constraints).any(|c| match c {
            Constraint::Guard(e) | Constraint::Def(_, e) => e.any(&mut |x| matches!(x, cfg_frontend::cfg::Expr::StrFn(..))),
        })
    }

    /// Whether a rule applies a float operation `p` holds of.
    pub fn uses_float_function(&self, p: &dyn Fn(cfg_frontend::float_ops::FloatFn) -> bool) -> bool {
        self.rules.iter().flat_map(|r| &r.constraints).any(|c| match c {
            Constraint::Guard(e) | Constraint::Def(_, e) => e.any(&mut |x| matches!(x, cfg_frontend::cfg::Expr::FloatFn(f, _) if p(*f))),
        })
    }

    /// The error point of a violation of `kind` at `span`.
    pub fn error_point(&self, kind: ErrorKind, span: Span) -> Option<PointId> {
        self.points.iter().position(|p| p.kind == PointKind::Error(kind) && p.span == span).map(|p| p as PointId)
    }

    /// Whether some variable holds a str (see `uses_str_functions` and
    /// cfg/lower/strs.rs for what the solver does not know of strs).
    pub fn holds_strs(&self) -> bool {
        self.vars.iter().any(|v| v.ty == Type::Str)
    }

    pub fn var_name(&self, v: VarId) -> &str {
        &self.vars[v as usize].name
    }

    pub fn var_type(&self, v: VarId) -> Type {
        self.vars[v as usize].ty
    }

    /// The non-strict forms of the int comparisons the rules leaving `point` test
    /// (`i <= n` for `i < n`): what a counting loop keeps at its head.
    pub fn guard_bounds(&self, point: PointId) -> Vec<Expr> {
        let mut out = Vec::new();
        for &r in &self.rules_from[point as usize] {
            for e in self.rules[r].guard_atoms() {
                let Expr::Cmp(op, a, b) = e else { continue };
                if !self.is_int(a) {
                    continue;
                }
                for &op in op.non_strict() {
                    let f = Expr::cmp(op, (**a).clone(), (**b).clone());
                    if !out.contains(&f) {
                        out.push(f);
                    }
                }
            }
        }
        out
    }

    /// Whether `e` has type int.
    pub fn is_int(&self, e: &Expr) -> bool {
        match e {
            Expr::Int(_) | Expr::Neg(_) | Expr::Arith(..) | Expr::Len(_) | Expr::Index(..) => true,
            Expr::Var(v) => self.var_type(*v) == Type::Int,
            Expr::Ite(_, a, _) => self.is_int(a),
            _ => false,
        }
    }

    pub fn error_kind(&self, p: PointId) -> Option<ErrorKind> {
        match self.points[p as usize].kind {
            PointKind::Error(k) => Some(k),
            _ => None,
        }
    }

    /// Every rule names points that exist, and only final points have no rules.
    pub fn validate(&self) -> Result<(), String> {
        let n = self.points.len() as u32;
        for (i, r) in self.rules.iter().enumerate() {
            if r.from >= n || r.to >= n {
                return Err(format!("rule {i} names a point outside 0..{n}"));
            }
            for c in &r.constraints {
                if let Constraint::Def(v, _) = c {
                    if !r.writes.contains(v) {
                        return Err(format!("rule {i} defines {} without writing it", self.var_name(*v)));
                    }
                }
            }
        }
        for (p, info) in self.points.iter().enumerate() {
            let is_final = matches!(info.kind, PointKind::Exit | PointKind::Halt | PointKind::Error(_));
            if is_final != self.rules_from[p].is_empty() {
                return Err(format!("point {p}: final={is_final} but has {} rules", self.rules_from[p].len()));
            }
        }
        Ok(())
    }
}

/// One rule per CFG edge.
pub fn from_cfg(cfg: &Cfg) -> ClpProgram {
    let points: Vec<PointInfo> = cfg
        .graph
        .node_indices()
        .map(|n| {
            let p = &cfg.graph[n];
            PointInfo { kind: p.kind, span: p.span, function: p.function.clone(), loop_head: p.loop_head }
        })
        .collect();
    let mut rules = Vec::new();
    let mut rules_from = vec![Vec::new(); points.len()];
    for n in cfg.graph.node_indices() {
        for (e, target) in cfg.out_edges(n) {
            let edge = &cfg.graph[e];
            let mut constraints: Vec<Constraint> = edge.guard.iter().cloned().map(Constraint::Guard).collect();
            let havoc = match edge.action {
                Action::Havoc(v) => Some(v),
                _ => None,
            };
            let writes = match &edge.action {
                Action::Skip => Vec::new(),
                Action::Assign(asg) => {
                    constraints.extend(asg.iter().map(|(v, x)| Constraint::Def(*v, x.clone())));
                    asg.iter().map(|(v, _)| *v).collect()
                }
                Action::Havoc(v) => vec![*v],
                Action::Forget(vs) => vs.clone(),
            };
            rules_from[n.index()].push(rules.len());
            rules.push(Rule { from: n.index() as u32, to: target.index() as u32, constraints, writes, span: edge.span, edge: e.index() as u32, havoc, loop_entry: edge.loop_entry });
        }
    }
    ClpProgram {
        vars: cfg.vars.clone(),
        points,
        rules,
        rules_from,
        entry: cfg.entry.index() as u32,
        exit: cfg.exit.index() as u32,
        inputs: cfg.inputs.clone(),
        ret: cfg.ret,
        entry_function: cfg.entry_function.clone(),
    }
}
