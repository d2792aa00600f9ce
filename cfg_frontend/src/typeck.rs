//! Name resolution and type checking: every expression gets one of minipy's types,
//! locals keep one type, calls match their signatures, recursion is rejected, and
//! every local is definitely assigned before it is read (Python would raise
//! UnboundLocalError; minipy rejects the program instead).

use crate::ast::*;
use crate::diagnostic::Diagnostic;
use crate::span::Span;
use crate::value::{self, Value};
use num_bigint::BigInt;
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// The built-in functions minipy knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Builtin {
    NondetInt,
    NondetBool,
    Assume,
    Error,
    Len,
    TupleNew,
    Abs,
    Min,
    Max,
    /// `invariant(e)`, the first statement of a while body: a loop invariant.
    Invariant,
    /// `requires(e)` / `ensures(e)` opening a function body: its contract.
    Requires,
    Ensures,
    /// `result()` inside `ensures(...)`: the value the function returns.
    Result,
}

impl Builtin {
    pub fn from_name(name: &str) -> Option<Builtin> {
        Some(match name {
            "nondet_int" => Builtin::NondetInt,
            "nondet_bool" => Builtin::NondetBool,
            "assume" => Builtin::Assume,
            "error" => Builtin::Error,
            "len" => Builtin::Len,
            "tuple" => Builtin::TupleNew,
            "abs" => Builtin::Abs,
            "min" => Builtin::Min,
            "max" => Builtin::Max,
            "invariant" => Builtin::Invariant,
            "requires" => Builtin::Requires,
            "ensures" => Builtin::Ensures,
            "result" => Builtin::Result,
            _ => return None,
        })
    }
}

/// Python built-ins minipy does not offer; named so the message can say so.
const OTHER_PYTHON_BUILTINS: &[&str] = &[
    "print", "input", "int", "bool", "str", "float", "list", "dict", "set", "sum", "sorted",
    "reversed", "enumerate", "zip", "map", "filter", "any", "all", "range", "isinstance", "type",
    "pow", "divmod", "round", "hash", "id", "open", "iter", "next", "repr", "chr", "ord",
];

#[derive(Clone, Debug)]
pub struct FnInfo {
    pub params: Vec<(String, Type)>,
    pub ret: Type,
    /// Every local (parameters included) with its type.
    pub locals: BTreeMap<String, Type>,
}

/// A type-checked program: the syntax tree plus what the checker learned.
#[derive(Clone, Debug)]
pub struct Program {
    pub module: Module,
    /// The type of each expression, by expression id (`None` for docstrings).
    pub expr_types: Vec<Option<Type>>,
    pub functions: BTreeMap<String, FnInfo>,
    pub constants: BTreeMap<String, Value>,
}

impl Program {
    pub fn type_of(&self, expr: &Expr) -> Type {
        self.expr_types[expr.id as usize].expect("type checker typed every value expression")
    }

    pub fn function(&self, name: &str) -> Option<(&Function, &FnInfo)> {
        Some((self.module.function(name)?, self.functions.get(name)?))
    }
}

/// Type-checks a parsed module.
pub fn check(module: Module) -> Result<Program, Vec<Diagnostic>> {
    let mut checker = Checker {
        expr_types: vec![None; module.n_exprs as usize],
        diags: Vec::new(),
        sigs: HashMap::new(),
        constants: BTreeMap::new(),
        locals: BTreeMap::new(),
        ret: Type::None,
        calls: Vec::new(),
        loop_invariants: Default::default(),
        contract_calls: Default::default(),
        in_ensures: false,
        has_ensures: false,
        current_fn: String::new(),
    };
    checker.collect_signatures(&module);
    checker.eval_constants(&module);
    let mut functions = BTreeMap::new();
    for f in module.functions() {
        if let Some(info) = checker.check_function(f) {
            functions.insert(f.name.name.clone(), info);
        }
    }
    checker.reject_recursion();
    if checker.diags.is_empty() {
        for f in module.functions() {
            let params: BTreeSet<String> = f.params.iter().map(|p| p.name.name.clone()).collect();
            let locals = &functions[&f.name.name].locals;
            let mut da = DefiniteAssignment { locals, diags: &mut checker.diags, breaks: Vec::new() };
            let end = da.block(&f.body, params);
            let ret = functions[&f.name.name].ret;
            if end.is_some() && ret != Type::None {
                checker.diags.push(Diagnostic::new(
                    "type",
                    f.name.span,
                    format!("function '{}' may reach its end without returning a value (it is declared -> {ret})", f.name.name),
                ));
            }
        }
    }
    if !checker.diags.is_empty() {
        return Err(checker.diags);
    }
    let constants = checker.constants.into_iter().map(|(k, (v, _))| (k, v)).collect();
    Ok(Program { module, expr_types: checker.expr_types, functions, constants })
}

struct Sig {
    params: Vec<Type>,
    ret: Type,
}

struct Checker {
    expr_types: Vec<Option<Type>>,
    diags: Vec<Diagnostic>,
    sigs: HashMap<String, Sig>,
    constants: BTreeMap<String, (Value, Type)>,
    locals: BTreeMap<String, Type>,
    ret: Type,
    calls: Vec<(String, String, Span)>,
    current_fn: String,
    /// Spans of the `invariant(...)` calls that open a while body (the only place
    /// they mean something).
    loop_invariants: std::collections::HashSet<Span>,
    /// Spans of the contract calls that open the current function's body.
    contract_calls: std::collections::HashSet<Span>,
    /// Inside the argument of `ensures(...)`, where `result()` means something.
    in_ensures: bool,
    has_ensures: bool,
}

impl Checker {
    fn err(&mut self, span: Span, msg: impl Into<String>) {
        self.diags.push(Diagnostic::new("type", span, msg));
    }

    fn collect_signatures(&mut self, module: &Module) {
        for f in module.functions() {
            let name = &f.name.name;
            if Builtin::from_name(name).is_some() {
                self.err(f.name.span, format!("'{name}' is a minipy built-in and cannot be redefined"));
                continue;
            }
            if self.sigs.contains_key(name) {
                self.err(f.name.span, format!("function '{name}' is defined twice"));
                continue;
            }
            for d in &f.decorators {
                if d.name != "predicate" {
                    self.diags.push(Diagnostic::unsupported(d.span, &format!("the decorator '@{}' is", d.name)));
                }
            }
            let mut params = Vec::new();
            for p in &f.params {
                match p.ty {
                    Some((Type::None, span)) => self.err(span, "a parameter cannot have type None"),
                    Some((ty, _)) => params.push(ty),
                    None => self.err(
                        p.name.span,
                        format!("parameter '{}' needs a type annotation (int, bool or tuple)", p.name.name),
                    ),
                }
            }
            let ret = match f.ret {
                Some((ty, _)) => ty,
                None => {
                    let mut returns_value = false;
                    walk_stmts(&f.body, &mut |s| {
                        if matches!(s.kind, StmtKind::Return(Some(_))) {
                            returns_value = true;
                        }
                    });
                    if returns_value {
                        self.err(f.name.span, format!("function '{name}' returns a value and needs a return annotation (-> int, -> bool or -> tuple)"));
                    }
                    Type::None
                }
            };
            self.sigs.insert(name.clone(), Sig { params, ret });
        }
    }

    fn eval_constants(&mut self, module: &Module) {
        for item in &module.items {
            if let Item::Constant { name, value, .. } = item {
                if self.sigs.contains_key(&name.name) || Builtin::from_name(&name.name).is_some() {
                    self.err(name.span, format!("'{}' is already a function", name.name));
                    continue;
                }
                match self.const_value(value) {
                    Ok(v) => {
                        let ty = match &v {
                            Value::Int(_) => Type::Int,
                            Value::Bool(_) => Type::Bool,
                            Value::Tuple(_) => Type::Tuple,
                            Value::None => Type::None,
                        };
                        self.constants.insert(name.name.clone(), (v, ty));
                    }
                    Err((span, msg)) => self.err(span, msg),
                }
            }
        }
    }

    /// Module constants: literals and arithmetic over earlier constants only, so that
    /// their value is known before any analysis.
    fn const_value(&mut self, e: &Expr) -> Result<Value, (Span, String)> {
        let int = |this: &mut Self, e: &Expr| -> Result<BigInt, (Span, String)> {
            match this.const_value(e)? {
                Value::Int(v) => Ok(v),
                _ => Err((e.span, "expected an int in this constant".into())),
            }
        };
        let v = match &e.kind {
            ExprKind::Int(v) => Value::Int(v.clone()),
            ExprKind::Bool(b) => Value::Bool(*b),
            ExprKind::Name(n) => match self.constants.get(n) {
                Some((v, _)) => v.clone(),
                None => return Err((e.span, format!("unknown constant '{n}'"))),
            },
            ExprKind::Tuple(items) => {
                let mut out = Vec::new();
                for it in items {
                    out.push(int(self, it)?);
                }
                Value::tuple(out)
            }
            ExprKind::Unary(UnaryOp::Neg, x) => Value::Int(-int(self, x)?),
            ExprKind::Unary(UnaryOp::Pos, x) => Value::Int(int(self, x)?),
            ExprKind::Arith(op, a, b) => {
                let (a, b) = (int(self, a)?, int(self, b)?);
                let res = match op {
                    ArithOp::Add => Some(a + b),
                    ArithOp::Sub => Some(a - b),
                    ArithOp::Mul => Some(a * b),
                    ArithOp::FloorDiv => value::floor_div(&a, &b),
                    ArithOp::Mod => value::py_mod(&a, &b),
                };
                match res {
                    Some(v) => Value::Int(v),
                    None => return Err((e.span, "this constant raises ZeroDivisionError".into())),
                }
            }
            _ => return Err((e.span, "a module-level constant must be a literal or arithmetic over earlier constants".into())),
        };
        self.expr_types[e.id as usize] = Some(match v {
            Value::Int(_) => Type::Int,
            Value::Bool(_) => Type::Bool,
            _ => Type::Tuple,
        });
        Ok(v)
    }

    fn check_function(&mut self, f: &Function) -> Option<FnInfo> {
        let sig = self.sigs.get(&f.name.name)?;
        if sig.params.len() != f.params.len() {
            return None; // a parameter lacked its annotation: already reported
        }
        let sig_params = sig.params.clone();
        self.ret = sig.ret;
        self.current_fn = f.name.name.clone();
        let contract = crate::ast::contract(&f.body);
        self.contract_calls = contract.requires.iter().chain(&contract.ensures).map(|(_, span)| *span).collect();
        self.has_ensures = !contract.ensures.is_empty();
        self.locals.clear();
        let mut params = Vec::new();
        for (p, &ty) in f.params.iter().zip(&sig_params) {
            if self.locals.insert(p.name.name.clone(), ty).is_some() {
                self.err(p.name.span, format!("duplicate parameter '{}'", p.name.name));
            }
            params.push((p.name.name.clone(), ty));
        }
        self.block(&f.body);
        Some(FnInfo { params, ret: self.ret, locals: std::mem::take(&mut self.locals) })
    }

    fn block(&mut self, stmts: &[Stmt]) {
        for s in stmts {
            self.stmt(s);
        }
    }

    /// Records the type of an assignment target; a local keeps its first type.
    fn bind(&mut self, target: &Ident, ty: Type) {
        // `result` is a common variable name (the book's examples use it); only a
        // function whose postcondition says result() cannot have such a local.
        if target.name == "result" && self.has_ensures {
            self.err(target.span, "a function with ensures(...) cannot have a local named 'result' (result() names its return value)");
            return;
        }
        if target.name != "result" && Builtin::from_name(&target.name).is_some() || self.sigs.contains_key(&target.name) {
            self.err(target.span, format!("cannot assign to '{}': it names a function", target.name));
            return;
        }
        if ty == Type::None {
            self.err(target.span, "cannot assign None: minipy variables hold int, bool or tuple");
            return;
        }
        match self.locals.get(&target.name) {
            Some(&old) if old != ty => self.err(
                target.span,
                format!("'{}' has type {old} here but is assigned a {ty}: a minipy variable keeps one type", target.name),
            ),
            Some(_) => {}
            None => {
                self.locals.insert(target.name.clone(), ty);
            }
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Assign { targets, value, ann } => {
                let ty = self.expr(value);
                if targets.len() == 1 {
                    if let (Some((ann_ty, span)), Some(ty)) = (ann, ty) {
                        if *ann_ty != ty {
                            self.err(*span, format!("annotated {ann_ty} but assigned a {ty}"));
                        }
                    }
                    if let Some(ty) = ty {
                        self.bind(&targets[0], ty);
                    }
                } else {
                    if ty.is_some() && ty != Some(Type::Tuple) {
                        self.err(value.span, "only a tuple can be unpacked into several names");
                    }
                    for t in targets {
                        self.bind(t, Type::Int);
                    }
                }
            }
            StmtKind::AugAssign { target, op, value } => {
                let vty = self.expr(value);
                match self.locals.get(&target.name).copied().or_else(|| self.constants.get(&target.name).map(|c| c.1)) {
                    None => self.err(target.span, format!("unknown name '{}'", target.name)),
                    Some(Type::Int) if vty == Some(Type::Int) || vty.is_none() => self.bind(target, Type::Int),
                    Some(Type::Tuple) if *op == ArithOp::Add && (vty == Some(Type::Tuple) || vty.is_none()) => {
                        self.bind(target, Type::Tuple)
                    }
                    Some(t) => self.err(
                        s.span,
                        format!("unsupported operand types for {}=: {t} and {}", op.symbol(), vty.map_or("?".into(), |t| t.to_string())),
                    ),
                }
            }
            StmtKind::If { cond, then, orelse } => {
                self.condition(cond);
                self.block(then);
                self.block(orelse);
            }
            StmtKind::While { cond, body, orelse } => {
                self.condition(cond);
                if let Some(StmtKind::Expr(call)) = body.first().map(|s| &s.kind) {
                    if crate::ast::loop_invariant(body).is_some() {
                        self.loop_invariants.insert(call.span);
                    }
                }
                self.block(body);
                self.block(orelse);
            }
            StmtKind::For { var, iter, body, orelse } => {
                match iter {
                    ForIter::Range { start, stop, step } => {
                        for e in start.iter().chain(std::iter::once(stop)).chain(step.iter()) {
                            self.expect_type(e, Type::Int, "range() argument");
                        }
                        if let Some(step) = step {
                            if matches!(&step.kind, ExprKind::Int(v) if num_traits::Zero::is_zero(v)) {
                                self.err(step.span, "range() step must not be zero");
                            }
                        }
                    }
                    ForIter::Tuple(e) => self.expect_type(e, Type::Tuple, "a for loop over a value"),
                }
                self.bind(var, Type::Int);
                self.block(body);
                self.block(orelse);
            }
            StmtKind::Break | StmtKind::Continue => {} // placement checked by the parser
            StmtKind::Return(value) => match (value, self.ret) {
                (None, Type::None) => {}
                (Some(e), Type::None) if matches!(e.kind, ExprKind::NoneLit) => {}
                (None, ret) => self.err(s.span, format!("this function must return a {ret}")),
                (Some(e), Type::None) => {
                    self.expr(e);
                    self.err(e.span, "returning a value from a function declared -> None")
                }
                (Some(e), ret) => self.expect_type(e, ret, "the return value"),
            },
            StmtKind::Pass => {}
            StmtKind::Assert { cond } | StmtKind::Assume(cond) => self.condition(cond),
            StmtKind::Try { body, handlers, orelse } => {
                self.block(body);
                for h in handlers {
                    self.block(&h.body);
                }
                self.block(orelse);
            }
            StmtKind::Expr(e) => {
                if !matches!(e.kind, ExprKind::Str(_)) {
                    self.expr_allow_none(e);
                }
            }
            StmtKind::Havoc(x) => match self.locals.get(&x.name) {
                None => self.err(x.span, format!("havoc of unknown variable '{}'", x.name)),
                Some(Type::Tuple) => self.diags.push(Diagnostic::unsupported(x.span, "havoc of a tuple is")),
                Some(_) => {}
            },
        }
    }

    fn condition(&mut self, e: &Expr) {
        // Python tests truthiness; every minipy value type has one.
        self.expr(e);
    }

    fn expect_type(&mut self, e: &Expr, want: Type, what: &str) {
        if let Some(ty) = self.expr(e) {
            if ty != want {
                self.err(e.span, format!("{what} must be a {want}, found a {ty}"));
            }
        }
    }

    /// Types an expression whose value is used; `None` after a reported error.
    fn expr(&mut self, e: &Expr) -> Option<Type> {
        let ty = self.expr_allow_none(e)?;
        if ty == Type::None {
            let msg = match &e.kind {
                ExprKind::Call { func, .. } => format!("{}() returns None; call it as a statement", func.name),
                _ => "None is not a value in minipy (only `return None`)".to_string(),
            };
            self.err(e.span, msg);
            return None;
        }
        Some(ty)
    }

    fn expr_allow_none(&mut self, e: &Expr) -> Option<Type> {
        let ty = self.expr_inner(e)?;
        self.expr_types[e.id as usize] = Some(ty);
        Some(ty)
    }

    fn expr_inner(&mut self, e: &Expr) -> Option<Type> {
        match &e.kind {
            ExprKind::Int(_) => Some(Type::Int),
            ExprKind::Bool(_) => Some(Type::Bool),
            ExprKind::NoneLit => Some(Type::None),
            ExprKind::Str(_) => {
                self.diags.push(Diagnostic::unsupported(e.span, "strings are (outside docstrings and assert messages)"));
                None
            }
            ExprKind::Invalid => None,
            ExprKind::Name(n) => {
                if let Some(&ty) = self.locals.get(n) {
                    return Some(ty);
                }
                if let Some((_, ty)) = self.constants.get(n) {
                    return Some(*ty);
                }
                if self.sigs.contains_key(n) || Builtin::from_name(n).is_some() {
                    self.err(e.span, format!("'{n}' is a function; minipy has no function values"));
                } else {
                    self.diags.push(Diagnostic::new("name", e.span, format!("unknown name '{n}'")));
                }
                None
            }
            ExprKind::Tuple(items) => {
                for it in items {
                    self.expect_type(it, Type::Int, "a tuple element");
                }
                Some(Type::Tuple)
            }
            ExprKind::Unary(op, x) => {
                let ty = self.expr(x)?;
                match op {
                    UnaryOp::Not => Some(Type::Bool),
                    _ if ty == Type::Int => Some(Type::Int),
                    _ => {
                        let sym = if *op == UnaryOp::Neg { "-" } else { "+" };
                        self.err(e.span, format!("bad operand type for unary {sym}: {ty}"));
                        None
                    }
                }
            }
            ExprKind::Arith(op, a, b) => {
                let (ta, tb) = (self.expr(a), self.expr(b));
                match (ta?, tb?) {
                    (Type::Int, Type::Int) => Some(Type::Int),
                    (Type::Tuple, Type::Tuple) if *op == ArithOp::Add => Some(Type::Tuple),
                    (x, y) => {
                        let hint = if x == Type::Bool || y == Type::Bool {
                            " (minipy keeps bool and int apart)"
                        } else {
                            ""
                        };
                        self.err(e.span, format!("unsupported operand types for {}: {x} and {y}{hint}", op.symbol()));
                        None
                    }
                }
            }
            ExprKind::Compare(first, rest) => {
                let mut left = self.expr(first);
                let mut ok = true;
                for (op, right) in rest {
                    let tr = self.expr(right);
                    if let (Some(l), Some(r)) = (left, tr) {
                        let fine = match op {
                            CmpOp::Eq | CmpOp::Ne => l == r,
                            _ => l == Type::Int && r == Type::Int,
                        };
                        if !fine {
                            ok = false;
                            let msg = if l == r {
                                format!("ordering comparison '{}' of {l} values is not supported in minipy", op.symbol())
                            } else {
                                format!("cannot compare {l} with {r} using '{}'", op.symbol())
                            };
                            self.err(e.span, msg);
                        }
                    } else {
                        ok = false;
                    }
                    left = tr;
                }
                ok.then_some(Type::Bool)
            }
            ExprKind::BoolOp(op, a, b) => {
                let (ta, tb) = (self.expr(a), self.expr(b));
                let (ta, tb) = (ta?, tb?);
                if ta != tb {
                    let word = if *op == BoolOp::And { "and" } else { "or" };
                    self.err(e.span, format!("operands of '{word}' must have the same type in minipy, found {ta} and {tb}"));
                    return None;
                }
                Some(ta)
            }
            ExprKind::IfExp { cond, then, orelse } => {
                self.condition(cond);
                let (ta, tb) = (self.expr(then), self.expr(orelse));
                let (ta, tb) = (ta?, tb?);
                if ta != tb {
                    self.err(e.span, format!("both branches of a conditional expression must have the same type, found {ta} and {tb}"));
                    return None;
                }
                Some(ta)
            }
            ExprKind::Index(t, i) => {
                self.expect_type(t, Type::Tuple, "an indexed value");
                self.expect_type(i, Type::Int, "an index");
                Some(Type::Int)
            }
            ExprKind::Slice(t, lo, hi) => {
                self.expect_type(t, Type::Tuple, "a sliced value");
                for b in lo.iter().chain(hi.iter()) {
                    self.expect_type(b, Type::Int, "a slice bound");
                }
                Some(Type::Tuple)
            }
            ExprKind::Call { func, args } => self.call(e, func, args),
            ExprKind::Quant { var, lo, hi, body, .. } => {
                self.expect_type(lo, Type::Int, "a range() bound");
                self.expect_type(hi, Type::Int, "a range() bound");
                // The variable is the generator's own, as in Python.
                let shadowed = self.locals.insert(var.name.clone(), Type::Int);
                self.condition(body);
                match shadowed {
                    Some(ty) => self.locals.insert(var.name.clone(), ty),
                    None => self.locals.remove(&var.name),
                };
                walk_expr(body, &mut |x| {
                    if let ExprKind::Call { func, .. } = &x.kind {
                        let pure = matches!(Builtin::from_name(&func.name), Some(Builtin::Len | Builtin::TupleNew | Builtin::Abs | Builtin::Min | Builtin::Max | Builtin::Result));
                        if !pure {
                            self.diags.push(Diagnostic::unsupported(x.span, &format!("calling '{}' inside all()/any() is", func.name)));
                        }
                    }
                });
                Some(Type::Bool)
            }
        }
    }

    fn arity(&mut self, e: &Expr, func: &Ident, args: &[Expr], n: usize) -> bool {
        if args.len() != n {
            let given = match args.len() {
                1 => "1 was given".to_string(),
                k => format!("{k} were given"),
            };
            self.err(e.span, format!("{}() takes {n} argument{} but {given}", func.name, if n == 1 { "" } else { "s" }));
            for a in args {
                self.expr(a);
            }
            false
        } else {
            true
        }
    }

    fn call(&mut self, e: &Expr, func: &Ident, args: &[Expr]) -> Option<Type> {
        if let Some(b) = Builtin::from_name(&func.name) {
            return match b {
                Builtin::NondetInt | Builtin::NondetBool | Builtin::Error | Builtin::TupleNew => {
                    self.arity(e, func, args, 0).then_some(())?;
                    Some(match b {
                        Builtin::NondetInt => Type::Int,
                        Builtin::NondetBool => Type::Bool,
                        Builtin::TupleNew => Type::Tuple,
                        _ => Type::None,
                    })
                }
                Builtin::Assume => {
                    self.arity(e, func, args, 1).then_some(())?;
                    self.condition(&args[0]);
                    Some(Type::None)
                }
                Builtin::Requires | Builtin::Ensures => {
                    self.arity(e, func, args, 1).then_some(())?;
                    if !self.contract_calls.contains(&e.span) {
                        self.err(e.span, format!("{}(e) must open a function body (before any other statement)", func.name));
                    }
                    self.in_ensures = b == Builtin::Ensures;
                    self.condition(&args[0]);
                    self.in_ensures = false;
                    Some(Type::None)
                }
                Builtin::Result => {
                    self.arity(e, func, args, 0).then_some(())?;
                    if !self.in_ensures {
                        self.err(e.span, "result() means the returned value: it may only appear inside ensures(...)");
                        return None;
                    }
                    if self.ret == Type::None {
                        self.err(e.span, "result() in a function that returns None");
                        return None;
                    }
                    Some(self.ret)
                }
                Builtin::Invariant => {
                    self.arity(e, func, args, 1).then_some(())?;
                    if !self.loop_invariants.contains(&e.span) {
                        self.err(e.span, "invariant(e) must be the first statement of a while loop's body");
                    }
                    self.condition(&args[0]);
                    Some(Type::None)
                }
                Builtin::Len => {
                    self.arity(e, func, args, 1).then_some(())?;
                    self.expect_type(&args[0], Type::Tuple, "the argument of len()");
                    Some(Type::Int)
                }
                Builtin::Abs => {
                    self.arity(e, func, args, 1).then_some(())?;
                    self.expect_type(&args[0], Type::Int, "the argument of abs()");
                    Some(Type::Int)
                }
                Builtin::Min | Builtin::Max => {
                    if args.len() < 2 {
                        self.err(e.span, format!("{}() takes two or more ints in minipy", func.name));
                        return None;
                    }
                    for a in args {
                        self.expect_type(a, Type::Int, "an argument of min()/max()");
                    }
                    Some(Type::Int)
                }
            };
        }
        let Some(sig) = self.sigs.get(&func.name) else {
            if OTHER_PYTHON_BUILTINS.contains(&func.name.as_str()) {
                self.diags.push(Diagnostic::unsupported(func.span, &format!("the built-in {}() is", func.name)));
            } else if self.locals.contains_key(&func.name) || self.constants.contains_key(&func.name) {
                self.err(func.span, format!("'{}' is a variable, not a function", func.name));
            } else {
                self.diags.push(Diagnostic::new("name", func.span, format!("unknown function '{}'", func.name)));
            }
            for a in args {
                self.expr(a);
            }
            return None;
        };
        let (params, ret) = (sig.params.clone(), sig.ret);
        self.calls.push((self.current_fn.clone(), func.name.clone(), e.span));
        if !self.arity(e, func, args, params.len()) {
            return Some(ret);
        }
        for (i, (a, want)) in args.iter().zip(params).enumerate() {
            self.expect_type(a, want, &format!("argument {} of {}()", i + 1, func.name));
        }
        Some(ret)
    }

    fn reject_recursion(&mut self) {
        let mut graph: BTreeMap<&str, Vec<(&str, Span)>> = BTreeMap::new();
        for (caller, callee, span) in &self.calls {
            graph.entry(caller).or_default().push((callee, *span));
        }
        let mut found = Vec::new();
        for (caller, callee, span) in &self.calls {
            // The call closes a cycle if the caller is reachable from the callee.
            let mut stack = vec![callee.as_str()];
            let mut seen = BTreeSet::new();
            while let Some(f) = stack.pop() {
                if f == caller {
                    found.push((*span, caller.clone(), callee.clone()));
                    break;
                }
                if seen.insert(f) {
                    stack.extend(graph.get(f).into_iter().flatten().map(|(g, _)| *g));
                }
            }
        }
        for (span, caller, callee) in found {
            self.err(span, format!("recursive call: '{caller}' calls '{callee}', which leads back to '{caller}'; recursion is not supported in minipy"));
        }
    }
}

/// Definite assignment: the set of locals surely assigned at each point; `None` where
/// control cannot reach (after return, break, error()).
struct DefiniteAssignment<'a> {
    locals: &'a BTreeMap<String, Type>,
    diags: &'a mut Vec<Diagnostic>,
    /// For each enclosing loop, the sets at its `break`s.
    breaks: Vec<Vec<BTreeSet<String>>>,
}

type Assigned = Option<BTreeSet<String>>;

fn meet(a: Assigned, b: Assigned) -> Assigned {
    match (a, b) {
        (None, x) | (x, None) => x,
        (Some(a), Some(b)) => Some(a.intersection(&b).cloned().collect()),
    }
}

impl DefiniteAssignment<'_> {
    fn reads(&mut self, e: &Expr, set: &BTreeSet<String>) {
        walk_expr(e, &mut |x| {
            if let ExprKind::Name(n) = &x.kind {
                if self.locals.contains_key(n) && !set.contains(n) {
                    self.diags.push(Diagnostic::new(
                        "type",
                        x.span,
                        format!("local variable '{n}' may be used before it is assigned"),
                    ));
                }
            }
        });
    }

    fn block(&mut self, stmts: &[Stmt], set: BTreeSet<String>) -> Assigned {
        let mut cur = Some(set);
        for s in stmts {
            let Some(set) = cur else {
                return None; // unreachable code is not checked, as Python would not run it
            };
            cur = self.stmt(s, set);
        }
        cur
    }

    fn stmt(&mut self, s: &Stmt, mut set: BTreeSet<String>) -> Assigned {
        for e in stmt_exprs(s) {
            self.reads(e, &set);
        }
        match &s.kind {
            StmtKind::Assign { targets, .. } => {
                set.extend(targets.iter().map(|t| t.name.clone()));
                Some(set)
            }
            StmtKind::AugAssign { target, .. } => {
                if self.locals.contains_key(&target.name) && !set.contains(&target.name) {
                    self.diags.push(Diagnostic::new("type", target.span, format!("local variable '{}' may be used before it is assigned", target.name)));
                }
                set.insert(target.name.clone());
                Some(set)
            }
            StmtKind::If { then, orelse, .. } => {
                let a = self.block(then, set.clone());
                let b = self.block(orelse, set);
                meet(a, b)
            }
            StmtKind::While { cond, body, orelse } => {
                let forever = matches!(cond.kind, ExprKind::Bool(true));
                self.loop_(body, orelse, set.clone(), set, forever)
            }
            StmtKind::For { var, body, orelse, .. } => {
                let mut inner = set.clone();
                inner.insert(var.name.clone());
                self.loop_(body, orelse, inner, set, false)
            }
            StmtKind::Break => {
                self.breaks.last_mut().expect("break inside a loop (checked)").push(set);
                None
            }
            StmtKind::Continue | StmtKind::Return(_) => None,
            StmtKind::Try { body, handlers, orelse } => {
                let after_body = self.block(body, set.clone());
                let mut out = match after_body {
                    Some(b) => self.block(orelse, b),
                    None => None,
                };
                for h in handlers {
                    out = meet(out, self.block(&h.body, set.clone()));
                }
                out
            }
            StmtKind::Expr(Expr { kind: ExprKind::Call { func, .. }, .. }) if func.name == "error" => None,
            StmtKind::Havoc(x) => {
                set.insert(x.name.clone());
                Some(set)
            }
            StmtKind::Pass | StmtKind::Assert { .. } | StmtKind::Expr(_) | StmtKind::Assume(_) => Some(set),
        }
    }

    fn loop_(&mut self, body: &[Stmt], orelse: &[Stmt], body_entry: BTreeSet<String>, exit: BTreeSet<String>, forever: bool) -> Assigned {
        self.breaks.push(Vec::new());
        self.block(body, body_entry);
        let breaks = self.breaks.pop().expect("pushed above");
        let mut out = if forever { None } else { self.block(orelse, exit) };
        for b in breaks {
            out = meet(out, Some(b));
        }
        out
    }
}
