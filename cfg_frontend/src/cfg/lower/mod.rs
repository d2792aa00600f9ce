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

mod calls;
mod dynamic;
mod exceptions;
mod floats;
mod lists;
mod loops;
mod numbers;
mod strlists;
mod strs;

use exceptions::{Exit, TryCtx};

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum LowerError {
    #[error("no function named '{0}' in the program (use --entry NAME)")]
    NoEntry(String),
    #[error("'{0}' has parameters without annotations that no call gives a type: annotate them (x: int) to analyse it as the entry")]
    NotTyped(String),
    #[error("'{0}' uses the module's variable '{1}', which only the module's code sets up: analyse the module (no --entry) instead")]
    ReadsGlobal(String, String),
    #[error("'{0}' takes the list[str] '{1}': a list of strs as an input is not supported yet (call '{0}' from a function that builds the list)")]
    StrListInput(String, String),
    #[error("'{0}' takes '{1}' of type {2}: an input whose type varies is not supported yet (call '{0}' from a function that passes it)")]
    UnionInput(String, String, Type),
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
    /// How many calls of one function may be open at once (recursion) before a
    /// further call becomes a `RecursionCut` point; `None`: `RECURSION_DEPTH`.
    pub recursion_depth: Option<u32>,
}

/// The default bound on nested calls of one function: a recursive function is
/// inlined this deep.
pub const RECURSION_DEPTH: u32 = 8;

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
        dynamic: std::collections::HashSet::new(),
        numbers: std::collections::HashSet::new(),
        retyped: HashMap::new(),
        leaf_types: HashMap::new(),
        frames: Vec::new(),
        loops: Vec::new(),
        tries: Vec::new(),
        inline_count: HashMap::new(),
        open_calls: HashMap::new(),
        recursion_depth: options.recursion_depth.unwrap_or(RECURSION_DEPTH),
        n_temps: 0,
        error_function: options.error_function.clone(),
        use_invariants: options.use_invariants,
        compositional: options.compositional,
        pure: None,
        bound: Vec::new(),
        abstracted: false,
        str_list_chars: HashMap::new(),
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
    if let Some((p, _)) = info.params.iter().find(|(_, ty)| ty.is_str_list()) {
        return Err(LowerError::StrListInput(entry.to_string(), p.clone()));
    }
    if let Some((p, ty)) = info.params.iter().find(|(_, ty)| matches!(ty, Type::Dyn | Type::OptInt | Type::Num)) {
        return Err(LowerError::UnionInput(entry.to_string(), p.clone(), *ty));
    }
    let inputs: Vec<VarId> = info.params.iter().map(|(p, _)| names[p]).collect();
    let ret = (info.ret != Type::None).then(|| l.new_var("$ret".into(), info.ret, VarKind::Return));
    if entry == crate::typeck::MODULE {
        l.globals = names.clone();
    } else if let Some(g) = reads_module_variables(program, entry) {
        return Err(LowerError::ReadsGlobal(entry.to_string(), g));
    }
    let returned = l.b.node();
    l.frames.push(Frame { names, ret, return_target: returned, loop_base: 0, tries_base: 0 });
    let contract = ast::contract(&func.body);
    l.contract_checks(&contract.requires, options.assume_preconditions);
    l.block(&func.body);
    l.b.goto(returned);
    l.b.cur = returned;
    l.contract_checks(&contract.ensures, false);
    l.b.goto(exit);
    let abstracted = l.abstracted;
    let mut cfg = Cfg { graph: l.b.graph, entry: entry_node, exit, vars: l.vars, inputs, ret, entry_function: entry.to_string(), abstracted };
    crate::cfg::rewrite::propagate_constants(&mut cfg);
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
    /// `tries.len()` when this frame started: the `finally` blocks a return crosses.
    tries_base: usize,
}

struct LoopCtx {
    break_target: NodeIndex,
    continue_target: NodeIndex,
    /// `tries.len()` when the loop started: the `finally` blocks a break crosses.
    tries_base: usize,
}

struct Lowerer<'p> {
    program: &'p Program,
    /// A script's module variables, when the module's code is the entry.
    globals: BTreeMap<String, VarId>,
    b: Builder,
    vars: Vec<Var>,
    /// The variables of type `int | None`: tuples of length 0 (None) or 1 here.
    optional: std::collections::HashSet<VarId>,
    /// The variables holding dynamic values (see `dynamic`).
    dynamic: std::collections::HashSet<VarId>,
    /// The variables holding an `int | float` (see `numbers`).
    numbers: std::collections::HashSet<VarId>,
    /// While an operation on an `int | float` is lowered for one combination of
    /// its operands' types (`numbers`): each operand's value and type there, and
    /// the operation's type.
    retyped: HashMap<u32, (Expr, Type)>,
    leaf_types: HashMap<u32, Type>,
    frames: Vec<Frame>,
    loops: Vec<LoopCtx>,
    tries: Vec<TryCtx>,
    inline_count: HashMap<String, u32>,
    /// Calls of each function being inlined now (more than one: recursion).
    open_calls: HashMap<String, u32>,
    recursion_depth: u32,
    n_temps: u32,
    error_function: Option<String>,
    use_invariants: bool,
    compositional: bool,
    /// The variables of the quantifiers being lowered, innermost last, with what each
    /// stands for (its position, or the item at its position).
    bound: Vec<(String, Expr)>,
    /// While lowering a quantifier's body: partial operations add obligations here
    /// instead of guards (they are checked for the whole range afterwards).
    pure: Option<Pure>,
    /// Whether some loop or call was replaced by its invariant or contract.
    abstracted: bool,
    /// The chars variable of each list of strs object, by its ends variable (see
    /// `strlists`).
    str_list_chars: HashMap<VarId, VarId>,
}

fn truthy(e: Expr, ty: Type) -> Expr {
    match ty {
        Type::Bool => e,
        Type::Int => Expr::cmp(CmpOp::Ne, e, Expr::int(0)),
        Type::Float => floats::truthy(e),
        Type::Complex => Lowerer::complex_truthy(e),
        Type::Tuple | Type::List(_) | Type::Str | Type::StrTuple => Expr::cmp(CmpOp::Ne, Expr::Len(Box::new(e)), Expr::int(0)),
        Type::None => Expr::Bool(false),
        Type::Dyn => dynamic::truthy(e),
        Type::Num => numbers::truthy(e),
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

/// A value of type `ty` as a sequence holds it: a bool as 1 or 0, a float as its
/// bits (`ast::Elem::Float`).
fn to_item(e: Expr, ty: Type) -> Expr {
    match ty {
        Type::Float => Expr::FloatFn(crate::float_ops::FloatFn::ToBits, vec![e]),
        _ => as_int(e, ty),
    }
}

/// An item of a tuple as a value of type `ty`: a bool is kept in a tuple as 1 or 0.
fn from_item(item: Expr, ty: Type) -> Expr {
    match ty {
        Type::Float => match item {
            Expr::FloatFn(crate::float_ops::FloatFn::ToBits, mut bits) => bits.remove(0),
            item => Expr::FloatFn(crate::float_ops::FloatFn::FromBits, vec![item]),
        },
        Type::Bool => Expr::cmp(CmpOp::Ne, item, Expr::int(0)),
        // A str's item is the str of that one character.
        Type::Str => Expr::Tuple(vec![item]),
        _ => item,
    }
}

/// Whether `_ op b` cannot raise because `b` is a literal: a non-zero divisor, a
/// non-negative shift count.
fn cannot_raise(op: ArithOp, b: &ast::Expr) -> bool {
    match op {
        ArithOp::FloorDiv | ArithOp::Mod => is_nonzero_literal(b),
        // An int beyond the doubles raises in any float operation.
        ArithOp::Div => false,
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

    fn new_var(&mut self, name: String, ty: Type, kind: VarKind) -> VarId {
        let id = self.vars.len() as VarId;
        if ty.is_str_list() {
            // Two sequences (see `strlists`): the ends here, the chars next.
            self.vars.push(Var { name: name.clone(), ty: Type::Tuple, kind, range: None, num: false });
            self.vars.push(Var { name: format!("{name}$chars"), ty: Type::Str, kind, range: None, num: false });
            self.str_list_chars.insert(id, id + 1);
            return id;
        }
        // `int | None` as a tuple: `()` for None, `(v,)` for v (see `to_optional`).
        let ty = match ty {
            Type::OptInt => {
                self.optional.insert(id);
                Type::Tuple
            }
            Type::Dyn => {
                self.dynamic.insert(id);
                Type::Tuple
            }
            Type::Num => {
                self.numbers.insert(id);
                Type::Tuple
            }
            ty => ty,
        };
        let num = self.numbers.contains(&id);
        self.vars.push(Var { name, ty, kind, range: None, num });
        id
    }

    /// A value of type `ty` as an `int | None` one: None is `()`, an int `(v,)`.
    fn to_optional(e: Expr, ty: Type) -> Expr {
        match ty {
            Type::None => Expr::Tuple(Vec::new()),
            Type::Int => Expr::Tuple(vec![e]),
            // Compared with an `int | None`: True is 1.
            Type::Bool => Expr::Tuple(vec![as_int(e, Type::Bool)]),
            _ => e,
        }
    }

    /// `e` (of type `ty`) stored into `x`.
    fn stored(&self, x: VarId, e: Expr, ty: Type) -> Expr {
        if self.optional.contains(&x) {
            Lowerer::to_optional(e, ty)
        } else if self.dynamic.contains(&x) {
            dynamic::wrap(e, ty)
        } else if self.numbers.contains(&x) {
            numbers::wrap(e, ty)
        } else {
            e
        }
    }

    fn temp(&mut self, what: &str, ty: Type) -> VarId {
        self.n_temps += 1;
        let name = format!("${what}{}", self.n_temps);
        self.new_var(name, ty, VarKind::Temp)
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
            StmtKind::Assign { targets, value, .. } if targets.len() == 1 && self.ty(value).is_list() => self.assign_list(&targets[0], value),
            StmtKind::SetItem { target, index, value, op } => self.set_item(target, index, value, *op, s.span),
            StmtKind::DelItem { target, index } => self.del_item(target, index, s.span),
            StmtKind::Assign { targets, value, .. } => {
                if targets.len() == 1 {
                    let x = self.var_of(&targets[0].name);
                    if self.program.is_str_list(value) {
                        // A tuple of strs: its two sequences (lists went to
                        // `assign_list`).
                        let l = self.str_list(value);
                        self.set_str_list(x, l);
                        return;
                    }
                    if let ExprKind::Call { func, .. } = &value.kind {
                        // (An `int | None` variable is a tuple here: it gets `(v,)` below.)
                        if matches!(self.program.builtin(&func.name), Some(Builtin::NondetInt | Builtin::NondetBool)) && !self.optional.contains(&x) && !self.dynamic.contains(&x) {
                            self.b.step(Action::Havoc(x));
                            return;
                        }
                    }
                    let v = self.expr(value);
                    let v = self.stored(x, v, self.ty(value));
                    self.b.step(Action::Assign(vec![(x, v)]));
                } else if self.program.is_str_list(value) {
                    let l = self.str_list(value);
                    let l = self.held_str_list(l);
                    let n = targets.len() as i64;
                    self.check(Expr::cmp(CmpOp::Eq, Expr::Len(Box::new(l.ends.clone())), Expr::int(n)), ExcKind::ValueError, s.span);
                    // The length is checked: every position is an item.
                    let asg = targets
                        .iter()
                        .enumerate()
                        .map(|(i, tg)| {
                            let x = self.var_of(&tg.name);
                            (x, self.stored(x, l.item(&Expr::int(i as i64)), Type::Str))
                        })
                        .collect();
                    self.b.step(Action::Assign(asg));
                } else {
                    let t = self.expr(value);
                    let n = targets.len() as i64;
                    let len_ok = Expr::cmp(CmpOp::Eq, Expr::Len(Box::new(t.clone())), Expr::int(n));
                    self.check(len_ok, ExcKind::ValueError, s.span);
                    let shape = self.program.shape_of(value).filter(|s| s.len() == targets.len());
                    let item_ty = self.ty(value).item();
                    let asg = targets
                        .iter()
                        .enumerate()
                        .map(|(i, tg)| {
                            let item = Expr::Index(Box::new(t.clone()), Box::new(Expr::int(i as i64)));
                            let x = self.var_of(&tg.name);
                            let ty = shape.map_or(item_ty, |s| s[i]);
                            (x, self.stored(x, from_item(item, ty), ty))
                        })
                        .collect();
                    self.b.step(Action::Assign(asg));
                }
            }
            StmtKind::AugAssign { target, value, .. } if self.program.is_str_list(value) => {
                // `xs += ys` extends the list in place.
                let x = self.var_of(&target.name);
                let l = self.str_list(value);
                let xs = self.str_list_var(x);
                let joined = self.str_list_concat(xs, l, s.span);
                self.set_str_list(x, joined);
            }
            StmtKind::AugAssign { target, op, value } if self.program.aug_unwrap.contains_key(&target.span) => {
                // `x op= v` on a dynamic x: TypeError unless x holds a `want`.
                let want = self.program.aug_unwrap[&target.span];
                let x = self.var_of(&target.name);
                let rhs = self.expr(value);
                let old = Expr::Var(x);
                self.check(dynamic::holds(&old, want), ExcKind::TypeError, s.span);
                let ty = if want == Type::Str { Type::Str } else { Type::Int };
                let v = self.arith(*op, (dynamic::payload(old, want), want), (rhs, self.ty(value)), ty, cannot_raise(*op, value), s.span);
                let v = self.stored(x, v, ty);
                self.b.step(Action::Assign(vec![(x, v)]));
            }
            StmtKind::AugAssign { target, op, value } if self.numbers.contains(&self.var_of(&target.name)) || self.ty(value) == Type::Num => {
                // `x op= v` of an int and a float: `x = x op v`, once per type each holds.
                let x = self.var_of(&target.name);
                let ty = self.held_type(x);
                let vals = vec![(Expr::Var(x), ty), (self.expr(value), self.ty(value))];
                let (op, span) = (*op, s.span);
                let v = self.dispatch(vals, ty, &mut |this: &mut Self, xs: &[(Expr, Type)], _| {
                    let r = crate::typeck::arith_type(op, xs[0].1, xs[1].1).expect("the type checker typed each combination");
                    (this.arith(op, xs[0].clone(), xs[1].clone(), r, false, span), r)
                });
                self.b.step(Action::Assign(vec![(x, v)]));
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
            StmtKind::Break => {
                let target = self.exit_target(Exit::Break);
                self.b.goto(target);
            }
            StmtKind::Continue => {
                let target = self.exit_target(Exit::Continue);
                self.b.goto(target);
            }
            StmtKind::Return(Some(value)) if self.program.is_str_list(value) => {
                let l = self.str_list(value);
                let r = self.frames.last().and_then(|f| f.ret).expect("a function returning a list[str] has a result");
                self.set_str_list(r, l);
                let target = self.exit_target(Exit::Return);
                self.b.goto(target);
            }
            StmtKind::Return(value) => {
                let v = value.as_ref().filter(|e| !matches!(e.kind, ExprKind::NoneLit)).map(|e| (self.expr(e), self.ty(e)));
                let ret = self.frames.last().expect("inside a function").ret;
                if let Some(r) = ret {
                    // A bare `return` or `return None` stores None where it is a value.
                    let (v, ty) = v.unwrap_or((Expr::Bool(false), Type::None));
                    if ty != Type::None || self.optional.contains(&r) || self.dynamic.contains(&r) {
                        let v = self.stored(r, v, ty);
                        self.b.step(Action::Assign(vec![(r, v)]));
                    }
                }
                let target = self.exit_target(Exit::Return);
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
            StmtKind::Try { body, handlers, orelse, finally } => self.try_stmt(body, handlers, orelse, finally),
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

    fn assume(&mut self, cond: Expr) {
        let next = self.b.node();
        let guard = if cond == Expr::Bool(true) { Vec::new() } else { vec![cond] };
        self.b.edge(self.b.cur, next, guard, Action::Skip);
        self.b.cur = next;
    }

    // ---- expressions ---------------------------------------------------------------

    /// The type of `e`'s value as used: an `int | None` used as an int is an int,
    /// a dynamic value used as a str a str.
    fn ty(&self, e: &ast::Expr) -> Type {
        if let Some((_, t)) = self.retyped.get(&e.id) {
            return *t;
        }
        if let Some(&t) = self.leaf_types.get(&e.id) {
            return t;
        }
        // (One used as a type it never has is that type too: TypeError comes first.)
        match (self.program.type_of(e), self.program.unwrap.get(&e.id)) {
            (_, Some(&want)) => want,
            (t, None) => t,
        }
    }

    fn condition(&mut self, e: &ast::Expr) -> Expr {
        if self.program.is_str_list(e) {
            let l = self.str_list(e);
            return Expr::cmp(CmpOp::Ne, Expr::Len(Box::new(l.ends)), Expr::int(0));
        }
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
            ExprKind::Index(..) | ExprKind::Method { .. } | ExprKind::ListComp { .. } => simple = false,
            _ if self.program.unwrap.contains_key(&x.id) => simple = false,
            ExprKind::Arith(op, _, d) if !cannot_raise(*op, d) => simple = false,
            // An int operand beyond the doubles raises OverflowError.
            ExprKind::Arith(..) if matches!(self.ty(x), Type::Float | Type::Complex) => simple = false,
            // Built-ins over a sequence are loops.
            ExprKind::Call { func, args } if matches!(self.program.builtin(&func.name), Some(Builtin::Min | Builtin::Max)) && args.len() == 1 => simple = false,
            ExprKind::Call { func, .. }
                if !matches!(
                    self.program.builtin(&func.name),
                    Some(Builtin::Len | Builtin::TupleNew | Builtin::ListNew | Builtin::Abs | Builtin::Min | Builtin::Max | Builtin::Result)
                ) =>
            {
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
            Type::Float => return self.float_arith(op, (a, ta), (b, tb), span),
            Type::Complex => return self.complex_arith(op, (a, ta), (b, tb), span),
            Type::Tuple | Type::List(_) | Type::Str if op == ArithOp::Add => return Expr::Concat(Box::new(a), Box::new(b)),
            Type::Str => {
                let (s, n) = if ta == Type::Str { (a, as_int(b, tb)) } else { (b, as_int(a, ta)) };
                // A run of one known character (`' ' * k`): exact for every engine.
                if let Expr::Tuple(items) = &s {
                    if let [c] = items.as_slice() {
                        return Expr::Fill(Box::new(c.clone()), Box::new(n));
                    }
                }
                return Expr::StrFn(crate::str_ops::StrFn::Repeat, vec![s, n]);
            }
            Type::List(_) => return self.repeat((a, ta), (b, tb)),
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
        if let Some((v, _)) = self.retyped.get(&e.id) {
            return v.clone();
        }
        if self.program.by_number.contains_key(&e.id) && !self.leaf_types.contains_key(&e.id) {
            return self.by_number(e);
        }
        let v = self.expr_value(e);
        let Some(&want) = self.program.unwrap.get(&e.id) else {
            return v;
        };
        if self.static_type_error(e) {
            // Never a `want` (`typeck::dynamic::type_error_at`).
            self.check(Expr::Bool(false), ExcKind::TypeError, e.span);
            return match want {
                Type::Str => Expr::Tuple(Vec::new()),
                Type::Float => floats::literal(0.0),
                _ => Expr::int(0),
            };
        }
        if self.program.type_of(e) == Type::Dyn {
            // Used as a `want`: TypeError if it holds another type.
            let v = if self.pure.is_some() { v } else { self.held(v, Type::Tuple) };
            self.check(dynamic::holds(&v, want), ExcKind::TypeError, e.span);
            return dynamic::payload(v, want);
        }
        // An `int | None` used as an int: TypeError if it is None.
        let len = Expr::Len(Box::new(v.clone()));
        self.check(Expr::cmp(CmpOp::Eq, len, Expr::int(1)), ExcKind::TypeError, e.span);
        Expr::Index(Box::new(v), Box::new(Expr::int(0)))
    }

    /// Whether `e` is used as a type it never has: TypeError there.
    fn static_type_error(&self, e: &ast::Expr) -> bool {
        self.program.unwrap.contains_key(&e.id) && !matches!(self.program.type_of(e), Type::OptInt | Type::Dyn)
    }

    fn expr_value(&mut self, e: &ast::Expr) -> Expr {
        let user_call = matches!(&e.kind, ExprKind::Call { func, .. } if self.program.builtin(&func.name).is_none());
        if self.program.is_str_list(e) && !user_call {
            // A list of strs made and dropped (`s.split()` as a statement): its
            // effects, and its ends for what reads nothing more.
            let l = self.str_list(e);
            return self.held_str_list(l).ends;
        }
        match &e.kind {
            ExprKind::Int(v) => Expr::Int(v.clone()),
            ExprKind::Float(x) => floats::literal(*x),
            ExprKind::Imaginary(y) => Expr::FloatFn(crate::float_ops::FloatFn::CMake, vec![floats::literal(0.0), floats::literal(*y)]),
            ExprKind::Bool(b) => Expr::Bool(*b),
            ExprKind::Str(text) => strs::literal(text),
            ExprKind::NoneLit | ExprKind::Invalid => Expr::Bool(false),
            ExprKind::FStr { parts, format, .. } if self.program.is_value(e) => {
                let mut operands = vec![strs::literal(format)];
                for p in parts {
                    let v = self.expr(p);
                    operands.push(self.operand(v, self.ty(p), e.span));
                }
                self.formatting(crate::str_ops::Formatting::Method, operands, e.span)
            }
            // A message: only its interpolations are evaluated (they cannot fail).
            ExprKind::FStr { parts, .. } => {
                for p in parts {
                    self.expr(p);
                }
                Expr::Bool(false)
            }
            // `except E as e`: printed only, and minipy prints nothing.
            ExprKind::Name(_) if self.program.exc_reads.contains(&e.id) => Expr::Bool(false),
            ExprKind::Name(n) if self.bound.iter().any(|(b, _)| b == n) => {
                self.bound.iter().rev().find(|(b, _)| b == n).expect("checked").1.clone()
            }
            ExprKind::Name(n) => match self.lookup(n) {
                Some(v) => Expr::Var(v),
                None => Expr::from_value(&self.program.constants[n]),
            },
            ExprKind::Tuple(items) | ExprKind::List(items) => Expr::Tuple(items.iter().map(|x| to_item(self.expr(x), self.ty(x))).collect()),
            ExprKind::ListComp { elt, var, iter, cond } => self.list_comp(e, elt, var, iter, cond.as_deref()),
            ExprKind::Method { recv, name, args } => self.method(e, recv, name, args),
            ExprKind::Contains { item, seq, negated } => self.contains(item, seq, *negated),
            ExprKind::Unary(op, x) => {
                let v = self.expr(x);
                match op {
                    UnaryOp::Neg if self.ty(x) == Type::Float => Expr::FloatFn(crate::float_ops::FloatFn::Neg, vec![v]),
                    UnaryOp::Neg if self.ty(x) == Type::Complex => Expr::FloatFn(crate::float_ops::FloatFn::CNeg, vec![v]),
                    UnaryOp::Pos if matches!(self.ty(x), Type::Float | Type::Complex) => v,
                    UnaryOp::Neg => match as_int(v, self.ty(x)) {
                        Expr::Int(i) => Expr::Int(-i),
                        v => Expr::Neg(Box::new(v)),
                    },
                    UnaryOp::Invert => Expr::arith(ArithOp::Sub, Expr::Neg(Box::new(as_int(v, self.ty(x)))), Expr::int(1)),
                    UnaryOp::Pos => as_int(v, self.ty(x)),
                    UnaryOp::Not => truthy(v, self.ty(x)).negate(),
                }
            }
            ExprKind::Arith(_, a, b) if self.static_type_error(b) => {
                self.expr(a);
                self.expr(b);
                if self.ty(e) == Type::Str { Expr::Tuple(Vec::new()) } else { Expr::int(0) }
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
                    // Against None (the type checker's rule: a dynamic value or an
                    // `int | None` is compared with None or, never the same, a bool).
                    (Type::Dyn, Type::None) => dynamic::is_none(&a),
                    (Type::None, Type::Dyn) => dynamic::is_none(&b),
                    (Type::OptInt, Type::None) => Expr::cmp(CmpOp::Eq, Expr::Len(Box::new(a)), Expr::int(0)),
                    (Type::None, Type::OptInt) => Expr::cmp(CmpOp::Eq, Expr::Len(Box::new(b)), Expr::int(0)),
                    (ta, tb) => Expr::Bool(ta == tb),
                };
                if *negated { same.negate() } else { same }
            }
            ExprKind::Compare(first, rest) if self.program.is_str_list(first) => self.str_list_compare(rest[0].0, first, &rest[0].1),
            ExprKind::Compare(first, rest) => {
                let left = self.expr(first);
                self.chain((left, self.ty(first)), rest)
            }
            ExprKind::BoolOp(op, a, b) => {
                // A bool, or (in a condition, `typeck::condition`) the truth of
                // operands of any types.
                let ty = self.ty(e);
                let la = self.expr(a);
                let test = truthy(la.clone(), self.ty(a));
                // Operands of two types: the value is dynamic (`typeck::dynamic`).
                let as_value = |v: Expr, vt: Type| match ty {
                    Type::Bool => truthy(v, vt),
                    Type::Dyn => dynamic::wrap(v, vt),
                    _ => v,
                };
                let la = as_value(la, self.ty(a));
                if self.is_simple(b) {
                    let lb = self.under(if *op == BoolOp::And { test.clone() } else { test.clone().negate() }, b);
                    let lb = as_value(lb, self.ty(b));
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
                let lb = as_value(lb, self.ty(b));
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
                    let (a, b) = match self.program.type_of(e) {
                        Type::Dyn => (dynamic::wrap(a, self.ty(then)), dynamic::wrap(b, self.ty(orelse))),
                        Type::Num => (numbers::wrap(a, self.ty(then)), numbers::wrap(b, self.ty(orelse))),
                        _ => (a, b),
                    };
                    return Expr::Ite(Box::new(c), Box::new(a), Box::new(b));
                }
                let t = self.temp("v", self.ty(e));
                let (yes, no) = self.b.branch(c);
                let join = self.b.node();
                for (at, branch) in [(yes, then), (no, orelse)] {
                    self.b.cur = at;
                    let v = self.expr(branch);
                    let v = self.stored(t, v, self.ty(branch));
                    self.b.step(Action::Assign(vec![(t, v)]));
                    self.b.goto(join);
                }
                self.b.cur = join;
                Expr::Var(t)
            }
            ExprKind::Index(t, i) if self.program.is_str_list(t) => {
                let l = self.str_list(t);
                let l = if self.is_simple(i) { l } else { self.held_str_list(l) };
                let i = self.expr(i);
                self.str_list_index(&l, i, e.span)
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
                // A bound of None is no bound; a bool is 1 or 0.
                let bound = |this: &mut Self, b: &Option<Box<ast::Expr>>| {
                    b.as_ref().filter(|x| !matches!(x.kind, ExprKind::NoneLit)).map(|x| {
                        let v = this.expr(x);
                        Box::new(as_int(v, this.ty(x)))
                    })
                };
                let lo = bound(self, lo);
                let hi = bound(self, hi);
                Expr::Slice(Box::new(lt), lo, hi)
            }
            ExprKind::Call { func, args } => self.call(e, func, args),
            ExprKind::Quant { all, var, domain, body } => {
                let k = self.temp(&format!("{}.", var.name), Type::Int);
                // Over the items of a sequence: the positions, and the name means the item.
                let (lo, hi, meaning) = match domain {
                    ast::Domain::Range { lo, hi } => (self.expr(lo), self.expr(hi), Expr::Var(k)),
                    ast::Domain::Items(seq) if self.program.is_str_list(seq) => {
                        let l = self.str_list(seq);
                        let l = self.held_str_list(l);
                        (Expr::int(0), Expr::Len(Box::new(l.ends.clone())), l.item(&Expr::Var(k)))
                    }
                    ast::Domain::Items(seq) => {
                        let s = self.expr(seq);
                        let item = from_item(Expr::Index(Box::new(s.clone()), Box::new(Expr::Var(k))), self.ty(seq).item());
                        (Expr::int(0), Expr::Len(Box::new(s)), item)
                    }
                };
                self.bound.push((var.name.clone(), meaning));
                let outer = self.pure.replace(Pure::default());
                let body = self.condition(body);
                let inner = std::mem::replace(&mut self.pure, outer).expect("set above");
                self.bound.pop();
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
        let c = if (lt == Type::Dyn || r.1 == Type::Dyn) && matches!(op, CmpOp::Eq | CmpOp::Ne) {
            let eq = dynamic::equals((left, lt), (r.0.clone(), r.1));
            if *op == CmpOp::Eq { eq } else { eq.negate() }
        } else if (lt == Type::Complex || r.1 == Type::Complex) && lt.is_any_number() && r.1.is_any_number() {
            self.complex_equals(*op, (left, lt), (r.0.clone(), r.1))
        } else if (lt == Type::Float || r.1 == Type::Float) && lt.is_number() && r.1.is_number() {
            self.float_compare(*op, (left, lt), (r.0.clone(), r.1))
        } else if lt.equality_class() != r.1.equality_class() {
            // Never equal (`1 == "1"` is False).
            Expr::Bool(*op == CmpOp::Ne)
        } else if matches!(lt, Type::OptInt | Type::None) || matches!(r.1, Type::OptInt | Type::None) {
            // `==`/`!=` with an `int | None` (orderings unwrapped it): in its encoding.
            Expr::cmp(*op, Lowerer::to_optional(left, lt), Lowerer::to_optional(r.0.clone(), r.1))
        } else if lt != r.1 || (both_bool && !matches!(op, CmpOp::Eq | CmpOp::Ne)) {
            Expr::cmp(*op, as_int(left, lt), as_int(r.0.clone(), r.1))
        } else if lt == Type::Str {
            strs::compare(*op, left, r.0.clone())
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
