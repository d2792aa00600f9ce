//! AST -> CFG. Calls are inlined with fresh copies of the callee's locals, `for` loops
//! become `while` loops over hidden counters, short-circuit operators and conditional
//! expressions become branches only when their right side can fail or has effects,
//! and each partial operation gets a guard whose failing side leads to the handler
//! that catches it, or to an error point.

use super::build::Builder;
use super::*;
use crate::ast::{self, BoolOp, ExprKind, ForIter, StmtKind, UnaryOp};
use crate::typeck::{Builtin, Program};
use std::collections::{BTreeMap, HashMap};

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum LowerError {
    #[error("no function named '{0}' in the program (use --entry NAME)")]
    NoEntry(String),
    #[error("'{0}' has parameters without annotations that no call gives a type: annotate them (x: int) to analyse it as the entry")]
    NotTyped(String),
    #[error("'{0}' uses the module's variable '{1}', which only the module's code sets up: analyse the module (no --entry) instead")]
    ReadsGlobal(String, String),
}

/// A module variable (of a script) that `entry` reads or assigns (`global x`),
/// itself or through a callee: outside the module's code it has no variable here.
fn reads_module_variables(program: &Program, entry: &str) -> Option<String> {
    [&program.global_reads, &program.global_writes].into_iter().find_map(|uses| uses.get(entry)?.iter().next().cloned())
}

/// How a program is turned into a CFG.
#[derive(Clone, Debug, Default)]
pub struct LowerOptions {
    /// Calls of this user function (BLAST's and SV-COMP's `reach_error()` convention)
    /// become error points too, and its body is not analysed.
    pub error_function: Option<String>,
    /// Loops that open with `invariant(e)` become the book's loop scope: assert the
    /// invariant, havoc what the loop writes, assume it, run one arbitrary iteration
    /// and assert it again (the path then ends in a `Halt` point). The CFG is then an
    /// abstraction: it has every run of the program, and maybe more. Without this,
    /// `invariant(e)` is an assert at the start of every iteration (the concrete
    /// semantics).
    pub use_invariants: bool,
    /// The entry function's `requires(e)` are assumed (it is verified against its
    /// contract) instead of asserted (the concrete semantics).
    pub assume_preconditions: bool,
    /// Calls of functions that have a contract become: assert the precondition,
    /// forget the result, assume the postcondition (the book's compositional symbolic
    /// execution). An abstraction, like `use_invariants`.
    pub compositional: bool,
}

/// Lowers the program with `entry` as the function under analysis, with its
/// concrete semantics.
pub fn lower(program: &Program, entry: &str) -> Result<Cfg, LowerError> {
    lower_with(program, entry, &LowerOptions::default())
}

/// Like `lower`, with options.
pub fn lower_with(program: &Program, entry: &str, options: &LowerOptions) -> Result<Cfg, LowerError> {
    let (func, info) = match program.function(entry) {
        Some(x) => x,
        None if program.module.function(entry).is_some() => return Err(LowerError::NotTyped(entry.to_string())),
        None => return Err(LowerError::NoEntry(entry.to_string())),
    };
    let mut l = Lowerer {
        program,
        globals: BTreeMap::new(),
        b: Builder::new(func.span, entry.to_string()),
        vars: Vec::new(),
        optional: std::collections::HashSet::new(),
        frames: Vec::new(),
        loops: Vec::new(),
        tries: Vec::new(),
        inline_count: HashMap::new(),
        n_temps: 0,
        error_function: options.error_function.clone(),
        use_invariants: options.use_invariants,
        compositional: options.compositional,
        pure: None,
        abstracted: false,
    };
    let entry_node = l.b.add_point(PointKind::Entry);
    let exit = l.b.add_point(PointKind::Exit);
    l.b.cur = entry_node;
    let mut names = BTreeMap::new();
    for (name, &ty) in &info.locals {
        let is_param = info.params.iter().any(|(p, _)| p == name);
        let kind = if is_param { VarKind::Input } else { VarKind::Local };
        names.insert(name.clone(), l.new_var(name.clone(), ty, kind));
    }
    let inputs: Vec<VarId> = info.params.iter().map(|(p, _)| names[p]).collect();
    let ret = (info.ret != Type::None).then(|| l.new_var("$ret".into(), info.ret, VarKind::Return));
    if entry == crate::typeck::MODULE {
        l.globals = names.clone();
    } else if let Some(g) = reads_module_variables(program, entry) {
        return Err(LowerError::ReadsGlobal(entry.to_string(), g));
    }
    let returned = l.b.node();
    l.frames.push(Frame { names, ret, return_target: returned, loop_base: 0 });
    let contract = ast::contract(&func.body);
    l.contract_checks(&contract.requires, options.assume_preconditions);
    l.block(&func.body);
    l.b.goto(returned);
    l.b.cur = returned;
    l.contract_checks(&contract.ensures, false);
    l.b.goto(exit);
    let abstracted = l.abstracted;
    let mut cfg = Cfg { graph: l.b.graph, entry: entry_node, exit, vars: l.vars, inputs, ret, entry_function: entry.to_string(), abstracted };
    simplify(&mut cfg);
    Ok(cfg)
}

/// Obligations collected in a quantifier's body: `(ctx -> ok, exception, span)`.
#[derive(Default)]
struct Pure {
    /// Conditions under which the current subexpression is evaluated (the left side
    /// of `and`, a conditional's test), as in Python's short-circuit evaluation.
    ctx: Vec<Expr>,
    obligations: Vec<(Expr, ExcKind, Span)>,
}

struct Frame {
    names: BTreeMap<String, VarId>,
    ret: Option<VarId>,
    return_target: NodeIndex,
    /// `loops.len()` when this frame started: break/continue never cross a call.
    loop_base: usize,
}

struct LoopCtx {
    break_target: NodeIndex,
    continue_target: NodeIndex,
}

struct TryCtx {
    handlers: Vec<(ast::Handler, NodeIndex)>,
}

struct Lowerer<'p> {
    program: &'p Program,
    /// A script's module variables, when the module's code is the entry.
    globals: BTreeMap<String, VarId>,
    b: Builder,
    vars: Vec<Var>,
    /// The variables of type `int | None`: tuples of length 0 (None) or 1 here.
    optional: std::collections::HashSet<VarId>,
    frames: Vec<Frame>,
    loops: Vec<LoopCtx>,
    tries: Vec<TryCtx>,
    inline_count: HashMap<String, u32>,
    n_temps: u32,
    error_function: Option<String>,
    use_invariants: bool,
    compositional: bool,
    /// While lowering a quantifier's body: partial operations add obligations here
    /// instead of guards (they are checked for the whole range afterwards).
    pure: Option<Pure>,
    /// Whether some loop or call was replaced by its invariant or contract.
    abstracted: bool,
}

fn truthy(e: Expr, ty: Type) -> Expr {
    match ty {
        Type::Bool => e,
        Type::Int => Expr::cmp(CmpOp::Ne, e, Expr::int(0)),
        Type::Tuple => Expr::cmp(CmpOp::Ne, Expr::Len(Box::new(e)), Expr::int(0)),
        Type::None => Expr::Bool(false),
        Type::OptInt => Expr::And(vec![
            Expr::cmp(CmpOp::Eq, Expr::Len(Box::new(e.clone())), Expr::int(1)),
            Expr::cmp(CmpOp::Ne, Expr::Index(Box::new(e), Box::new(Expr::int(0))), Expr::int(0)),
        ]),
    }
}


/// A bool as Python's arithmetic takes it: 1 or 0.
fn as_int(e: Expr, ty: Type) -> Expr {
    match (ty, e) {
        (Type::Bool, Expr::Bool(b)) => Expr::int(b as i64),
        (Type::Bool, e) => Expr::Ite(Box::new(e), Box::new(Expr::int(1)), Box::new(Expr::int(0))),
        (_, e) => e,
    }
}

/// An item of a tuple as a value of type `ty`: a bool is kept in a tuple as 1 or 0.
fn from_item(item: Expr, ty: Type) -> Expr {
    if ty == Type::Bool {
        Expr::cmp(CmpOp::Ne, item, Expr::int(0))
    } else {
        item
    }
}

/// Whether `_ op b` cannot raise because `b` is a literal: a non-zero divisor, a
/// non-negative shift count.
fn cannot_raise(op: ArithOp, b: &ast::Expr) -> bool {
    match op {
        ArithOp::FloorDiv | ArithOp::Mod => is_nonzero_literal(b),
        ArithOp::Shl | ArithOp::Shr => matches!(&b.kind, ExprKind::Int(_)),
        _ => true,
    }
}

fn is_nonzero_literal(e: &ast::Expr) -> bool {
    match &e.kind {
        ExprKind::Int(v) => !num_traits::Zero::is_zero(v),
        ExprKind::Unary(UnaryOp::Neg | UnaryOp::Pos, x) => is_nonzero_literal(x),
        _ => false,
    }
}

impl Lowerer<'_> {
    // ---- graph building beyond `Builder` --------------------------------------------

    /// `branch` for a loop guard evaluated from `head`: marks the head and the edge
    /// that starts an iteration with a fresh loop id.
    fn loop_branch(&mut self, head: NodeIndex, cond: Expr) -> (NodeIndex, NodeIndex) {
        let id = self.b.n_loops;
        self.b.n_loops += 1;
        self.b.graph[head].loop_head = Some(id);
        let (yes, no) = self.b.branch(cond);
        if let Some(e) = self.b.graph.find_edge(self.b.cur, yes) {
            self.b.graph[e].loop_entry = Some(id);
        }
        (yes, no)
    }

    fn new_var(&mut self, name: String, ty: Type, kind: VarKind) -> VarId {
        let id = self.vars.len() as VarId;
        // `int | None` as a tuple: `()` for None, `(v,)` for v (see `to_optional`).
        let ty = if ty == Type::OptInt {
            self.optional.insert(id);
            Type::Tuple
        } else {
            ty
        };
        self.vars.push(Var { name, ty, kind });
        id
    }

    /// A value of type `ty` as an `int | None` one: None is `()`, an int `(v,)`.
    fn to_optional(e: Expr, ty: Type) -> Expr {
        match ty {
            Type::None => Expr::Tuple(Vec::new()),
            Type::Int => Expr::Tuple(vec![e]),
            _ => e,
        }
    }

    /// `e` (of type `ty`) stored into `x`.
    fn stored(&self, x: VarId, e: Expr, ty: Type) -> Expr {
        if self.optional.contains(&x) {
            Lowerer::to_optional(e, ty)
        } else {
            e
        }
    }

    fn temp(&mut self, what: &str, ty: Type) -> VarId {
        self.n_temps += 1;
        let name = format!("${what}{}", self.n_temps);
        self.new_var(name, ty, VarKind::Temp)
    }

    /// Where an exception raised here goes: the first matching handler of the
    /// innermost enclosing try that has one, else an error point at the raise site.
    fn raise_target(&mut self, kind: ExcKind, span: Span) -> NodeIndex {
        for ctx in self.tries.iter().rev() {
            if let Some((_, node)) = ctx.handlers.iter().find(|(h, _)| h.catches(kind)) {
                return *node;
            }
        }
        if kind == ExcKind::SystemExit {
            // Uncaught, it ends the run normally (exit status aside).
            let halt = self.b.add_point(PointKind::Halt);
            self.b.graph[halt].span = span;
            return halt;
        }
        self.b.error_point(ErrorKind::Exception(kind), span)
    }

    /// Continues where `ok` holds; raises `kind` (at `span`) where it does not.
    fn check(&mut self, ok: Expr, kind: ExcKind, span: Span) {
        if ok == Expr::Bool(true) {
            return;
        }
        if let Some(pure) = &mut self.pure {
            let ok = match pure.ctx.len() {
                0 => ok,
                _ => Expr::Or(pure.ctx.iter().map(|c| c.clone().negate()).chain(std::iter::once(ok)).collect()),
            };
            pure.obligations.push((ok, kind, span));
            return;
        }
        let target = self.raise_target(kind, span);
        let next = self.b.node();
        self.b.edge_at(self.b.cur, next, vec![ok.clone()], Action::Skip, span);
        self.b.edge_at(self.b.cur, target, vec![ok.negate()], Action::Skip, span);
        self.b.cur = next;
    }

    // ---- statements ----------------------------------------------------------------

    fn block(&mut self, stmts: &[ast::Stmt]) {
        for s in stmts {
            self.stmt(s);
        }
    }

    /// The variable `name` names here: the function's own, or a global (`None`: a
    /// module constant).
    fn lookup(&self, name: &str) -> Option<VarId> {
        self.frames.last().expect("inside a function").names.get(name).or_else(|| self.globals.get(name)).copied()
    }

    fn var_of(&self, name: &str) -> VarId {
        self.lookup(name).expect("the type checker resolved every assigned name")
    }

    fn stmt(&mut self, s: &ast::Stmt) {
        self.b.cur_span = s.span;
        if !self.b.fixed[self.b.cur.index()] {
            self.b.graph[self.b.cur].span = s.span;
            self.b.fixed[self.b.cur.index()] = true;
        }
        match &s.kind {
            StmtKind::Assign { targets, value, .. } => {
                if targets.len() == 1 {
                    let x = self.var_of(&targets[0].name);
                    if let ExprKind::Call { func, .. } = &value.kind {
                        // (An `int | None` variable is a tuple here: it gets `(v,)` below.)
                        if matches!(Builtin::from_name(&func.name), Some(Builtin::NondetInt | Builtin::NondetBool)) && !self.optional.contains(&x) {
                            self.b.step(Action::Havoc(x));
                            return;
                        }
                    }
                    let v = self.expr(value);
                    let v = self.stored(x, v, self.ty(value));
                    self.b.step(Action::Assign(vec![(x, v)]));
                } else {
                    let t = self.expr(value);
                    let n = targets.len() as i64;
                    let len_ok = Expr::cmp(CmpOp::Eq, Expr::Len(Box::new(t.clone())), Expr::int(n));
                    self.check(len_ok, ExcKind::ValueError, s.span);
                    let shape = self.program.shape_of(value).filter(|s| s.len() == targets.len());
                    let asg = targets
                        .iter()
                        .enumerate()
                        .map(|(i, tg)| {
                            let item = Expr::Index(Box::new(t.clone()), Box::new(Expr::int(i as i64)));
                            let x = self.var_of(&tg.name);
                            let ty = shape.map_or(Type::Int, |s| s[i]);
                            (x, self.stored(x, from_item(item, ty), ty))
                        })
                        .collect();
                    self.b.step(Action::Assign(asg));
                }
            }
            StmtKind::AugAssign { target, op, value } => {
                let x = self.var_of(&target.name);
                let rhs = self.expr(value);
                let ty = self.vars[x as usize].ty;
                let v = self.arith(*op, (Expr::Var(x), ty), (rhs, self.ty(value)), ty, cannot_raise(*op, value), s.span);
                self.b.step(Action::Assign(vec![(x, v)]));
            }
            StmtKind::If { cond, then, orelse } => {
                let c = self.condition(cond);
                let (yes, no) = self.b.branch(c);
                let join = self.b.node();
                self.b.cur = yes;
                self.block(then);
                self.b.goto(join);
                self.b.cur = no;
                self.block(orelse);
                self.b.goto(join);
                self.b.cur = join;
            }
            StmtKind::While { cond, body, orelse } if self.use_invariants && ast::loop_invariant(body).is_some() => {
                self.invariant_loop(s, cond, body, orelse);
            }
            StmtKind::While { cond, body, orelse } => {
                let head = self.b.node();
                self.b.goto(head);
                self.b.cur = head;
                self.b.graph[head].span = s.span;
                self.b.fixed[head.index()] = true;
                let c = self.condition(cond);
                let (yes, no) = self.loop_branch(head, c);
                let after = self.b.node();
                self.loop_body(body, yes, head, after, s.span);
                self.b.cur = no;
                self.block(orelse);
                self.b.goto(after);
                self.b.cur = after;
            }
            StmtKind::For { var, iter, body, orelse } => self.for_loop(s, var, iter, body, orelse),
            StmtKind::Break | StmtKind::Continue => {
                let ctx = self.loops.last().expect("type checker rejects break/continue outside loops");
                let target = if matches!(s.kind, StmtKind::Break) { ctx.break_target } else { ctx.continue_target };
                self.b.goto(target);
            }
            StmtKind::Return(value) => {
                let v = value.as_ref().filter(|e| !matches!(e.kind, ExprKind::NoneLit)).map(|e| (self.expr(e), self.ty(e)));
                let frame = self.frames.last().expect("inside a function");
                let (ret, target) = (frame.ret, frame.return_target);
                if let Some(r) = ret {
                    // A bare `return` or `return None` stores None where it is a value.
                    let (v, ty) = v.unwrap_or((Expr::Bool(false), Type::None));
                    if ty != Type::None || self.optional.contains(&r) {
                        let v = self.stored(r, v, ty);
                        self.b.step(Action::Assign(vec![(r, v)]));
                    }
                }
                self.b.goto(target);
            }
            StmtKind::Pass | StmtKind::Declare { .. } => {}
            // The message's interpolations cannot fail (the parser's rule): nothing
            // to lower for it.
            StmtKind::Assert { cond, .. } => {
                let c = self.condition(cond);
                self.check(c, ExcKind::AssertionError, s.span);
            }
            StmtKind::Raise { kind, args } => {
                for a in args {
                    self.expr(a);
                }
                self.b.cur_span = s.span;
                let target = self.raise_target(*kind, s.span);
                self.b.goto(target);
            }
            StmtKind::Assume(cond) => {
                let c = self.condition(cond);
                self.assume(c);
            }
            StmtKind::Havoc(x) => {
                let v = self.var_of(&x.name);
                self.b.step(Action::Havoc(v));
            }
            StmtKind::Try { body, handlers, orelse } => {
                let entries: Vec<(ast::Handler, NodeIndex)> = handlers
                    .iter()
                    .map(|h| {
                        let n = self.b.node();
                        self.b.graph[n].span = h.span;
                        self.b.fixed[n.index()] = true;
                        (h.clone(), n)
                    })
                    .collect();
                let after = self.b.node();
                self.tries.push(TryCtx { handlers: entries.clone() });
                self.block(body);
                self.tries.pop();
                self.block(orelse);
                self.b.goto(after);
                for (h, n) in entries {
                    self.b.cur = n;
                    self.block(&h.body);
                    self.b.goto(after);
                }
                self.b.cur = after;
            }
            // Contracts are checked at the function's entry and returns.
            StmtKind::Expr(_) if ast::is_contract_statement(s) => {}
            StmtKind::Expr(e) => {
                if !matches!(e.kind, ExprKind::Str(_)) {
                    self.expr(e);
                }
            }
            StmtKind::Global(_) => {}
        }
    }

    /// The loop-scope transformation of a `while` whose body opens with
    /// `invariant(inv)` (see `LowerOptions::use_invariants`).
    fn invariant_loop(&mut self, s: &ast::Stmt, cond: &ast::Expr, body: &[ast::Stmt], orelse: &[ast::Stmt]) {
        self.abstracted = true;
        let inv_call = match &body[0].kind {
            StmtKind::Expr(e) => e,
            _ => unreachable!("loop_invariant checked the first statement"),
        };
        let inv = ast::loop_invariant(body).expect("checked by the caller");
        let inv_span = inv_call.span;
        // Initially valid.
        self.b.cur_span = inv_span;
        let c = self.condition(inv);
        self.check(c, ExcKind::AssertionError, inv_span);
        let havoc_from = self.b.cur;
        let assume_at = self.b.node();
        self.b.cur = assume_at;
        self.b.graph[assume_at].span = s.span;
        self.b.fixed[assume_at.index()] = true;
        let first_edge = self.b.graph.edge_count();
        let c = self.condition(inv);
        self.assume(c);
        self.b.cur_span = s.span;
        let c = self.condition(cond);
        let (yes, no) = self.b.branch(c);
        let after = self.b.node();
        let preserved = self.b.node();
        self.loop_body(&body[1..], yes, preserved, after, s.span);
        // Preserved: one arbitrary iteration re-establishes the invariant; the path ends.
        self.b.cur = preserved;
        self.b.cur_span = inv_span;
        let c = self.condition(inv);
        self.check(c, ExcKind::AssertionError, inv_span);
        let halt = self.b.add_point(PointKind::Halt);
        self.b.goto(halt);
        // Havoc everything the loop (guard, body, invariant) can write.
        let mut written: Vec<VarId> = Vec::new();
        for e in self.b.graph.edge_indices().skip(first_edge) {
            match &self.b.graph[e].action {
                Action::Assign(asg) => written.extend(asg.iter().map(|(v, _)| *v)),
                Action::Havoc(v) => written.push(*v),
                // Results of contract calls and variables of nested loop scopes.
                Action::Forget(vs) => written.extend(vs),
                Action::Skip => {}
            }
        }
        written.sort_unstable();
        written.dedup();
        let span = s.span;
        self.b.edge_at(havoc_from, assume_at, Vec::new(), Action::Forget(written), span);
        self.b.cur = no;
        self.block(orelse);
        self.b.goto(after);
        self.b.cur = after;
    }

    /// Asserts (or assumes) contract conditions in the current frame; a failing one
    /// raises AssertionError at its `requires`/`ensures` call.
    fn contract_checks(&mut self, conds: &[(&ast::Expr, Span)], assume: bool) {
        for &(cond, span) in conds {
            self.b.cur_span = span;
            let c = self.condition(cond);
            if assume {
                self.assume(c);
            } else {
                self.check(c, ExcKind::AssertionError, span);
            }
        }
    }

    fn loop_body(&mut self, body: &[ast::Stmt], start: NodeIndex, continue_target: NodeIndex, after: NodeIndex, span: Span) {
        self.loops.push(LoopCtx { break_target: after, continue_target });
        self.b.cur = start;
        self.block(body);
        self.b.cur_span = span;
        self.b.goto(continue_target);
        self.loops.pop();
    }

    fn for_loop(&mut self, s: &ast::Stmt, var: &ast::Ident, iter: &ForIter, body: &[ast::Stmt], orelse: &[ast::Stmt]) {
        let x = self.var_of(&var.name);
        let (cond, advance, head) = match iter {
            ForIter::Range { start, stop, step } => {
                let start_e = start.as_ref().map_or(Expr::int(0), |e| self.expr(e));
                let stop_e = self.expr(stop);
                let step_e = step.as_ref().map_or(Expr::int(1), |e| self.expr(e));
                if !matches!(step_e, Expr::Int(_)) {
                    self.check(Expr::cmp(CmpOp::Ne, step_e.clone(), Expr::int(0)), ExcKind::ValueError, s.span);
                }
                let k = self.temp("k", Type::Int);
                let mut init = vec![(k, start_e)];
                // Python evaluates the bounds once: keep non-literal ones in temporaries.
                let mut hold = |l: &mut Self, e: Expr, what: &str| match e {
                    Expr::Int(_) => e,
                    e => {
                        let t = l.temp(what, Type::Int);
                        init.push((t, e));
                        Expr::Var(t)
                    }
                };
                let stop_e = hold(self, stop_e, "stop");
                let step_e = hold(self, step_e, "step");
                self.b.step(Action::Assign(init));
                let kv = Expr::Var(k);
                let up = Expr::cmp(CmpOp::Lt, kv.clone(), stop_e.clone());
                let down = Expr::cmp(CmpOp::Gt, kv.clone(), stop_e);
                let cond = match &step_e {
                    Expr::Int(v) if v.sign() == num_bigint::Sign::Plus => up,
                    Expr::Int(_) => down,
                    step => Expr::Or(vec![
                        Expr::And(vec![Expr::cmp(CmpOp::Gt, step.clone(), Expr::int(0)), up]),
                        Expr::And(vec![Expr::cmp(CmpOp::Lt, step.clone(), Expr::int(0)), down]),
                    ]),
                };
                let advance = vec![(x, self.stored(x, kv.clone(), Type::Int)), (k, Expr::arith(ArithOp::Add, kv, step_e))];
                (cond, advance, self.b.node())
            }
            ForIter::Tuple(e) => {
                let t = self.expr(e);
                let seq = self.temp("seq", Type::Tuple);
                let i = self.temp("i", Type::Int);
                self.b.step(Action::Assign(vec![(seq, t), (i, Expr::int(0))]));
                let (iv, sv) = (Expr::Var(i), Expr::Var(seq));
                let cond = Expr::cmp(CmpOp::Lt, iv.clone(), Expr::Len(Box::new(sv.clone())));
                let advance = vec![
                    (x, self.stored(x, Expr::Index(Box::new(sv), Box::new(iv.clone())), Type::Int)),
                    (i, Expr::arith(ArithOp::Add, iv, Expr::int(1))),
                ];
                (cond, advance, self.b.node())
            }
        };
        self.b.goto(head);
        self.b.cur = head;
        self.b.graph[head].span = s.span;
        self.b.fixed[head.index()] = true;
        let (yes, no) = self.loop_branch(head, cond);
        let after = self.b.node();
        self.b.cur = yes;
        self.b.step(Action::Assign(advance));
        let start = self.b.cur;
        self.loop_body(body, start, head, after, s.span);
        self.b.cur = no;
        self.block(orelse);
        self.b.goto(after);
        self.b.cur = after;
    }

    fn assume(&mut self, cond: Expr) {
        let next = self.b.node();
        let guard = if cond == Expr::Bool(true) { Vec::new() } else { vec![cond] };
        self.b.edge(self.b.cur, next, guard, Action::Skip);
        self.b.cur = next;
    }

    // ---- expressions ---------------------------------------------------------------

    /// The type of `e`'s value as used: an `int | None` used as an int is an int.
    fn ty(&self, e: &ast::Expr) -> Type {
        match self.program.type_of(e) {
            Type::OptInt if self.program.unwrap.contains(&e.id) => Type::Int,
            t => t,
        }
    }

    fn condition(&mut self, e: &ast::Expr) -> Expr {
        let v = self.expr(e);
        truthy(v, self.ty(e))
    }

    /// True when evaluating `e` can neither fail nor have effects, so it can stay
    /// inside a pure expression (e.g. the right side of `and` without a branch).
    fn is_simple(&self, e: &ast::Expr) -> bool {
        if self.pure.is_some() {
            return true; // no branches inside a quantifier: its guards are collected
        }
        let mut simple = true;
        ast::walk_expr(e, &mut |x| match &x.kind {
            ExprKind::Index(..) => simple = false,
            _ if self.program.unwrap.contains(&x.id) => simple = false,
            ExprKind::Arith(op, _, d) if !cannot_raise(*op, d) => simple = false,
            ExprKind::Call { func, .. }
                if !matches!(Builtin::from_name(&func.name), Some(Builtin::Len | Builtin::TupleNew | Builtin::Abs | Builtin::Min | Builtin::Max | Builtin::Result)) => {
                    simple = false;
                }
            _ => {}
        });
        simple
    }

    /// `a op b`, `a` and `b` of types `ta` and `tb`, the result of type `ty`; `safe`
    /// when `b` is a literal that cannot make the operation raise.
    fn arith(&mut self, op: ArithOp, (a, ta): (Expr, Type), (b, tb): (Expr, Type), ty: Type, safe: bool, span: Span) -> Expr {
        match ty {
            Type::Tuple => return Expr::Concat(Box::new(a), Box::new(b)),
            Type::Bool => {
                return match op {
                    ArithOp::BitAnd => Expr::And(vec![a, b]),
                    ArithOp::BitOr => Expr::Or(vec![a, b]),
                    _ => Expr::cmp(CmpOp::Ne, a, b),
                }
            }
            _ => {}
        }
        let (a, b) = (as_int(a, ta), as_int(b, tb));
        if !safe {
            match op {
                ArithOp::FloorDiv | ArithOp::Mod => {
                    self.check(Expr::cmp(CmpOp::Ne, b.clone(), Expr::int(0)), ExcKind::ZeroDivisionError, span)
                }
                ArithOp::Shl | ArithOp::Shr => self.check(Expr::cmp(CmpOp::Ge, b.clone(), Expr::int(0)), ExcKind::ValueError, span),
                _ => {}
            }
        }
        Expr::arith(op, a, b)
    }

    fn expr(&mut self, e: &ast::Expr) -> Expr {
        let v = self.expr_value(e);
        if !self.program.unwrap.contains(&e.id) {
            return v;
        }
        // An `int | None` used as an int: TypeError if it is None.
        let len = Expr::Len(Box::new(v.clone()));
        self.check(Expr::cmp(CmpOp::Eq, len, Expr::int(1)), ExcKind::TypeError, e.span);
        Expr::Index(Box::new(v), Box::new(Expr::int(0)))
    }

    fn expr_value(&mut self, e: &ast::Expr) -> Expr {
        match &e.kind {
            ExprKind::Int(v) => Expr::Int(v.clone()),
            ExprKind::Bool(b) => Expr::Bool(*b),
            ExprKind::NoneLit | ExprKind::Str(_) | ExprKind::Invalid => Expr::Bool(false),
            // A message: only its interpolations are evaluated (they cannot fail).
            ExprKind::FStr(parts) => {
                for p in parts {
                    self.expr(p);
                }
                Expr::Bool(false)
            }
            ExprKind::Name(n) => match self.lookup(n) {
                Some(v) => Expr::Var(v),
                None => Expr::from_value(&self.program.constants[n]),
            },
            ExprKind::Tuple(items) => Expr::Tuple(items.iter().map(|x| as_int(self.expr(x), self.ty(x))).collect()),
            ExprKind::Unary(op, x) => {
                let v = self.expr(x);
                match op {
                    UnaryOp::Neg => match as_int(v, self.ty(x)) {
                        Expr::Int(i) => Expr::Int(-i),
                        v => Expr::Neg(Box::new(v)),
                    },
                    UnaryOp::Invert => Expr::arith(ArithOp::Sub, Expr::Neg(Box::new(as_int(v, self.ty(x)))), Expr::int(1)),
                    UnaryOp::Pos => as_int(v, self.ty(x)),
                    UnaryOp::Not => truthy(v, self.ty(x)).negate(),
                }
            }
            ExprKind::Arith(op, a, b) => {
                let la = (self.expr(a), self.ty(a));
                let lb = (self.expr(b), self.ty(b));
                let ty = self.ty(e);
                self.arith(*op, la, lb, ty, cannot_raise(*op, b), e.span)
            }
            ExprKind::Is { left, right, negated } => {
                let (a, b) = (self.expr(left), self.expr(right));
                let same = match (self.ty(left), self.ty(right)) {
                    (Type::Bool, Type::Bool) => Expr::cmp(CmpOp::Eq, a, b),
                    (Type::OptInt, _) => Expr::cmp(CmpOp::Eq, Expr::Len(Box::new(a)), Expr::int(0)),
                    (_, Type::OptInt) => Expr::cmp(CmpOp::Eq, Expr::Len(Box::new(b)), Expr::int(0)),
                    (ta, tb) => Expr::Bool(ta == tb),
                };
                if *negated { same.negate() } else { same }
            }
            ExprKind::Compare(first, rest) => {
                let left = self.expr(first);
                self.chain((left, self.ty(first)), rest)
            }
            ExprKind::BoolOp(op, a, b) => {
                let ty = self.ty(e);
                let la = self.expr(a);
                let test = truthy(la.clone(), ty);
                if self.is_simple(b) {
                    let lb = self.under(if *op == BoolOp::And { test.clone() } else { test.clone().negate() }, b);
                    return match (ty, op) {
                        (Type::Bool, BoolOp::And) => Expr::And(vec![la, lb]),
                        (Type::Bool, BoolOp::Or) => Expr::Or(vec![la, lb]),
                        (_, BoolOp::And) => Expr::Ite(Box::new(test), Box::new(lb), Box::new(la)),
                        (_, BoolOp::Or) => Expr::Ite(Box::new(test), Box::new(la), Box::new(lb)),
                    };
                }
                let t = self.temp("v", ty);
                let (yes, no) = self.b.branch(test);
                let join = self.b.node();
                let (eval_b_at, keep_a_at) = if *op == BoolOp::And { (yes, no) } else { (no, yes) };
                self.b.cur = eval_b_at;
                let lb = self.expr(b);
                self.b.step(Action::Assign(vec![(t, lb)]));
                self.b.goto(join);
                self.b.cur = keep_a_at;
                self.b.step(Action::Assign(vec![(t, la)]));
                self.b.goto(join);
                self.b.cur = join;
                Expr::Var(t)
            }
            ExprKind::IfExp { cond, then, orelse } => {
                let c = self.condition(cond);
                if self.is_simple(then) && self.is_simple(orelse) {
                    let (a, b) = (self.under(c.clone(), then), self.under(c.clone().negate(), orelse));
                    return Expr::Ite(Box::new(c), Box::new(a), Box::new(b));
                }
                let t = self.temp("v", self.ty(e));
                let (yes, no) = self.b.branch(c);
                let join = self.b.node();
                for (at, branch) in [(yes, then), (no, orelse)] {
                    self.b.cur = at;
                    let v = self.expr(branch);
                    self.b.step(Action::Assign(vec![(t, v)]));
                    self.b.goto(join);
                }
                self.b.cur = join;
                Expr::Var(t)
            }
            ExprKind::Index(t, i) => {
                let lt = self.expr(t);
                let li = self.expr(i);
                let len = Expr::Len(Box::new(lt.clone()));
                let ok = Expr::And(vec![
                    Expr::cmp(CmpOp::Le, Expr::Neg(Box::new(len.clone())), li.clone()),
                    Expr::cmp(CmpOp::Lt, li.clone(), len),
                ]);
                self.check(ok, ExcKind::IndexError, e.span);
                // An item of a tuple holding bools: kept as 1 or 0 (see typeck::shapes).
                from_item(Expr::Index(Box::new(lt), Box::new(li)), self.ty(e))
            }
            ExprKind::Slice(t, lo, hi) => {
                let lt = self.expr(t);
                let lo = lo.as_ref().map(|x| Box::new(self.expr(x)));
                let hi = hi.as_ref().map(|x| Box::new(self.expr(x)));
                Expr::Slice(Box::new(lt), lo, hi)
            }
            ExprKind::Call { func, args } => self.call(e, func, args),
            ExprKind::Quant { all, var, lo, hi, body } => {
                let (lo, hi) = (self.expr(lo), self.expr(hi));
                let k = self.temp(&format!("{}.", var.name), Type::Int);
                let shadowed = self.frames.last_mut().expect("inside a function").names.insert(var.name.clone(), k);
                let outer = self.pure.replace(Pure::default());
                let body = self.condition(body);
                let inner = std::mem::replace(&mut self.pure, outer).expect("set above");
                let names = &mut self.frames.last_mut().expect("inside a function").names;
                match shadowed {
                    Some(v) => names.insert(var.name.clone(), v),
                    None => names.remove(&var.name),
                };
                // Every item's evaluation must be safe (a little stronger than Python,
                // which stops at the first decisive item: an error reported from the
                // rest does not replay, and ends as UNKNOWN).
                for (ok, kind, span) in inner.obligations {
                    let all_ok = Expr::Quant { all: true, var: k, lo: Box::new(lo.clone()), hi: Box::new(hi.clone()), body: Box::new(ok) };
                    self.check(all_ok, kind, span);
                }
                Expr::Quant { all: *all, var: k, lo: Box::new(lo), hi: Box::new(hi), body: Box::new(body) }
            }
        }
    }

    /// Lowers `e`, which Python evaluates only where `cond` holds.
    fn under(&mut self, cond: Expr, e: &ast::Expr) -> Expr {
        if let Some(p) = &mut self.pure {
            p.ctx.push(cond);
        }
        let v = self.expr(e);
        if let Some(p) = &mut self.pure {
            p.ctx.pop();
        }
        v
    }

    /// A comparison chain from an already evaluated left operand; later operands are
    /// evaluated only if the earlier comparisons hold, as in Python.
    fn chain(&mut self, (left, lt): (Expr, Type), rest: &[(CmpOp, ast::Expr)]) -> Expr {
        let Some(((op, right), tail)) = rest.split_first() else {
            return Expr::Bool(true);
        };
        let r = (self.expr(right), self.ty(right));
        // bool against int, or ordered: both as ints (True == 1, False < True).
        let both_bool = lt == Type::Bool && r.1 == Type::Bool;
        let c = if matches!(lt, Type::OptInt | Type::None) || matches!(r.1, Type::OptInt | Type::None) {
            // `==`/`!=` with an `int | None` (orderings unwrapped it): in its encoding.
            Expr::cmp(*op, Lowerer::to_optional(left, lt), Lowerer::to_optional(r.0.clone(), r.1))
        } else if lt != r.1 || (both_bool && !matches!(op, CmpOp::Eq | CmpOp::Ne)) {
            Expr::cmp(*op, as_int(left, lt), as_int(r.0.clone(), r.1))
        } else {
            Expr::cmp(*op, left, r.0.clone())
        };
        if tail.is_empty() {
            return c;
        }
        if tail.iter().all(|(_, x)| self.is_simple(x)) {
            let more = self.chain(r, tail);
            return match more {
                Expr::And(mut items) => {
                    items.insert(0, c);
                    Expr::And(items)
                }
                other => Expr::And(vec![c, other]),
            };
        }
        let t = self.temp("v", Type::Bool);
        let (yes, no) = self.b.branch(c);
        let join = self.b.node();
        self.b.cur = yes;
        let more = self.chain(r, tail);
        self.b.step(Action::Assign(vec![(t, more)]));
        self.b.goto(join);
        self.b.cur = no;
        self.b.step(Action::Assign(vec![(t, Expr::Bool(false))]));
        self.b.goto(join);
        self.b.cur = join;
        Expr::Var(t)
    }

    fn call(&mut self, e: &ast::Expr, func: &ast::Ident, args: &[ast::Expr]) -> Expr {
        if let Some(b) = Builtin::from_name(&func.name) {
            let mut vals: Vec<Expr> = args.iter().map(|a| self.expr(a)).collect();
            return match b {
                Builtin::Print => Expr::Bool(true),
                Builtin::Exit => {
                    self.b.cur_span = e.span;
                    let target = self.raise_target(ExcKind::SystemExit, e.span);
                    self.b.goto(target);
                    Expr::Bool(true)
                }
                Builtin::Abort => {
                    self.assume(Expr::Bool(false));
                    Expr::Bool(true)
                }
                Builtin::NondetInt | Builtin::NondetBool => {
                    let ty = if b == Builtin::NondetInt { Type::Int } else { Type::Bool };
                    let t = self.temp("nd", ty);
                    self.b.cur_span = e.span;
                    self.b.step(Action::Havoc(t));
                    Expr::Var(t)
                }
                Builtin::Assume => {
                    let c = truthy(vals.remove(0), self.ty(&args[0]));
                    self.assume(c);
                    Expr::Bool(true)
                }
                Builtin::Error => {
                    let target = self.b.error_point(ErrorKind::ErrorCall, e.span);
                    self.b.goto(target);
                    Expr::Bool(true)
                }
                Builtin::Result => Expr::Var(self.frames.last().and_then(|f| f.ret).expect("the type checker allows result() only in ensures of a function with a result")),
                Builtin::Requires | Builtin::Ensures => Expr::Bool(true),
                Builtin::Invariant => {
                    let c = truthy(vals.remove(0), self.ty(&args[0]));
                    self.check(c, ExcKind::AssertionError, e.span);
                    Expr::Bool(true)
                }
                Builtin::Len => Expr::Len(Box::new(vals.remove(0))),
                Builtin::TupleNew => Expr::Tuple(Vec::new()),
                Builtin::Abs => {
                    let x = vals.remove(0);
                    Expr::Ite(
                        Box::new(Expr::cmp(CmpOp::Lt, x.clone(), Expr::int(0))),
                        Box::new(Expr::Neg(Box::new(x.clone()))),
                        Box::new(x),
                    )
                }
                Builtin::Min | Builtin::Max => {
                    let op = if b == Builtin::Min { CmpOp::Lt } else { CmpOp::Gt };
                    let mut acc = vals.remove(0);
                    for v in vals {
                        acc = Expr::Ite(Box::new(Expr::cmp(op, v.clone(), acc.clone())), Box::new(v), Box::new(acc));
                    }
                    acc
                }
            };
        }
        let mut vals: Vec<Expr> = args.iter().map(|a| self.expr(a)).collect();
        // Parameters left out take their defaults (literals).
        if let Some(f) = self.program.module.function(&func.name) {
            for p in &f.params[vals.len().min(f.params.len())..] {
                let d = p.default.as_ref().expect("the type checker let out only parameters with defaults");
                vals.push(self.expr(d));
            }
        }
        if self.error_function.as_deref() == Some(func.name.as_str()) {
            let target = self.b.error_point(ErrorKind::ErrorCall, e.span);
            self.b.goto(target);
            return Expr::Bool(true);
        }
        let has_contract = self.program.function(&func.name).is_some_and(|(f, _)| !ast::contract(&f.body).is_empty());
        if self.compositional && has_contract {
            return self.call_by_contract(&func.name, vals, e.span);
        }
        self.inline(&func.name, vals, e.span)
    }

    /// Fresh copies (`f#k.x`) of the callee's locals (or only its parameters) and of
    /// its result, with the arguments bound to the parameters.
    fn enter_callee(&mut self, name: &str, all_locals: bool, args: Vec<Expr>, span: Span) -> (BTreeMap<String, VarId>, Option<VarId>) {
        let (_, info) = self.program.function(name).expect("type checker resolved the call");
        let k = {
            let c = self.inline_count.entry(name.to_string()).or_insert(0);
            *c += 1;
            *c
        };
        let prefix = format!("{name}#{k}.");
        let vars: Vec<(String, Type)> = if all_locals {
            info.locals.iter().map(|(n, &ty)| (n.clone(), ty)).collect()
        } else {
            info.params.clone()
        };
        let names: BTreeMap<String, VarId> =
            vars.into_iter().map(|(n, ty)| (n.clone(), self.new_var(format!("{prefix}{n}"), ty, VarKind::Local))).collect();
        let ret = (info.ret != Type::None).then(|| self.new_var(format!("{prefix}$ret"), info.ret, VarKind::Temp));
        let binds: Vec<(VarId, Expr)> = info.params.iter().map(|(p, _)| names[p]).zip(args).collect();
        self.b.cur_span = span;
        if !binds.is_empty() {
            self.b.step(Action::Assign(binds));
        }
        (names, ret)
    }

    fn inline(&mut self, name: &str, args: Vec<Expr>, span: Span) -> Expr {
        let (func, _) = self.program.function(name).expect("type checker resolved the call");
        let (names, ret) = self.enter_callee(name, true, args, span);
        let return_target = self.b.node();
        let saved_fn = std::mem::replace(&mut self.b.cur_fn, name.to_string());
        self.frames.push(Frame { names, ret, return_target, loop_base: self.loops.len() });
        let contract = ast::contract(&func.body);
        self.contract_checks(&contract.requires, false);
        self.block(&func.body);
        self.b.goto(return_target);
        self.b.cur = return_target;
        self.contract_checks(&contract.ensures, false);
        let frame = self.frames.pop().expect("pushed above");
        debug_assert_eq!(frame.loop_base, self.loops.len(), "loops balanced across a call");
        self.b.cur_fn = saved_fn;
        self.b.cur_span = span;
        ret.map_or(Expr::Bool(true), Expr::Var)
    }

    /// A call replaced by the callee's contract (`LowerOptions::compositional`):
    /// bind the arguments, assert the precondition, give the result an arbitrary
    /// value, assume the postcondition. minipy functions have no other effects.
    fn call_by_contract(&mut self, name: &str, args: Vec<Expr>, span: Span) -> Expr {
        self.abstracted = true;
        let (func, _) = self.program.function(name).expect("type checker resolved the call");
        let (names, ret) = self.enter_callee(name, false, args, span);
        let contract = ast::contract(&func.body);
        let saved_fn = std::mem::replace(&mut self.b.cur_fn, name.to_string());
        self.frames.push(Frame { names, ret, return_target: self.b.cur, loop_base: self.loops.len() });
        self.contract_checks(&contract.requires, false);
        if let Some(r) = ret {
            self.b.cur_span = span;
            self.b.step(Action::Forget(vec![r]));
        }
        self.contract_checks(&contract.ensures, true);
        self.frames.pop();
        self.b.cur_fn = saved_fn;
        self.b.cur_span = span;
        ret.map_or(Expr::Bool(true), Expr::Var)
    }
}

/// Drops unreachable points and points whose only way out is an unguarded skip, so
/// that program points are only where something happens.
pub(crate) fn simplify(cfg: &mut Cfg) {
    use petgraph::visit::{Bfs, EdgeRef};
    let g = &cfg.graph;
    // Where a pass-through point really leads (following chains of bare skips).
    let forward = |start: NodeIndex| -> NodeIndex {
        let mut n = start;
        let mut seen = vec![start];
        loop {
            if n == cfg.entry {
                return n;
            }
            let mut out = g.edges(n);
            let (Some(e), None) = (out.next(), out.next()) else { return n };
            let w = e.weight();
            // Loop heads and iteration starts stay: unrolling engines count them.
            if !w.guard.is_empty() || w.action != Action::Skip || g[n].kind != PointKind::Normal || g[n].loop_head.is_some() || w.loop_entry.is_some() {
                return n;
            }
            if seen.contains(&e.target()) {
                return start; // a loop of bare skips (`while True: pass`) stays as it is
            }
            n = e.target();
            seen.push(n);
        }
    };
    let target_of: Vec<NodeIndex> = g.node_indices().map(forward).collect();
    let mut new = DiGraph::<Point, Edge>::new();
    let mut map: HashMap<NodeIndex, NodeIndex> = HashMap::new();
    // Keep creation order among the surviving points (deterministic output).
    let mut reachable = vec![false; g.node_count()];
    let mut bfs = Bfs::new(g, cfg.entry);
    while let Some(n) = bfs.next(g) {
        reachable[n.index()] = true;
    }
    let mut keep = vec![false; g.node_count()];
    keep[cfg.entry.index()] = true;
    keep[cfg.exit.index()] = true;
    for n in g.node_indices() {
        if reachable[n.index()] {
            for e in g.edges(n) {
                keep[target_of[e.target().index()].index()] = true;
            }
        }
    }
    for n in g.node_indices() {
        if keep[n.index()] && target_of[n.index()] == n && reachable[n.index()] || n == cfg.exit || n == cfg.entry {
            map.insert(n, new.add_node(g[n].clone()));
        }
    }
    for e in g.edge_references() {
        if let (Some(&from), Some(&to)) = (map.get(&e.source()), map.get(&target_of[e.target().index()])) {
            if target_of[e.source().index()] == e.source() {
                new.add_edge(from, to, e.weight().clone());
            }
        }
    }
    cfg.entry = map[&cfg.entry];
    cfg.exit = map[&cfg.exit];
    cfg.graph = new;
}
