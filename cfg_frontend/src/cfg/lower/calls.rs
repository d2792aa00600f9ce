//! Calls: built-ins, user functions inlined with fresh copies of their locals (a
//! list argument named by the caller is shared, not copied), and calls replaced by
//! their contracts (`LowerOptions::compositional`).

use super::dynamic;
use super::floats;
use super::strs;
use crate::float_ops::FloatFn;
use super::*;

/// Inlined calls in one lowering past which recursive calls are cut.
const INLINE_BUDGET: u32 = 20_000;

/// An argument as the callee's parameter receives it.
enum Arg {
    /// A value of the type given (stored into the parameter as it holds values).
    Value(Expr, Type),
    /// The variable of a list object the caller names: the parameter names it too.
    Shared(VarId),
}

impl Lowerer<'_> {
    pub(super) fn call(&mut self, e: &ast::Expr, func: &ast::Ident, args: &[ast::Expr]) -> Expr {
        if let Some(b) = self.program.builtin(&func.name) {
            if args.iter().any(|a| self.program.is_str_list(a)) {
                return self.str_list_builtin(b, args);
            }
            let mut vals: Vec<Expr> = args.iter().map(|a| self.expr(a)).collect();
            return match b {
                Builtin::Print => Expr::Bool(true),
                Builtin::Dist => {
                    let q = vals.pop().expect("two points");
                    let p = vals.pop().expect("two points");
                    self.dist((p, self.ty(&args[0])), (q, self.ty(&args[1])), e.span)
                }
                Builtin::Sleep => {
                    self.sleep(vals.remove(0), self.ty(&args[0]), e.span);
                    Expr::Bool(true)
                }
                Builtin::IsInstance => {
                    let ExprKind::Str(class) = &args[1].kind else { unreachable!("the parser passes the class by name") };
                    match self.ty(&args[0]) {
                        // An `int | None` is an int unless it is None.
                        Type::OptInt => Expr::cmp(CmpOp::Eq, Expr::Len(Box::new(vals.remove(0))), Expr::int(if class == "int" { 1 } else { -1 })),
                        Type::Dyn => dynamic::is_instance(&vals.remove(0), class),
                        Type::Num => numbers::is_instance(&vals.remove(0), class),
                        ty => Expr::Bool(ty.is_instance_of(class)),
                    }
                }
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
                Builtin::NondetInt | Builtin::NondetBool | Builtin::NondetFloat | Builtin::NondetComplex => {
                    let ty = match b {
                        Builtin::NondetInt => Type::Int,
                        Builtin::NondetFloat => Type::Float,
                        Builtin::NondetComplex => Type::Complex,
                        _ => Type::Bool,
                    };
                    let t = self.temp("nd", ty);
                    self.b.cur_span = e.span;
                    self.b.step(Action::Havoc(t));
                    Expr::Var(t)
                }
                Builtin::NondetStr if vals.len() == 1 => {
                    // `nondet_string(n)`: at most n characters (ESBMC's shim).
                    let n = as_int(vals.remove(0), self.ty(&args[0]));
                    let s = self.nondet_str(false, e.span);
                    self.assume(Expr::cmp(CmpOp::Le, Expr::Len(Box::new(s.clone())), n));
                    s
                }
                Builtin::NondetStr | Builtin::Input => self.nondet_str(b == Builtin::Input, e.span),
                Builtin::StrOf if vals.is_empty() => strs::literal(""),
                Builtin::StrOf if self.ty(&args[0]) == Type::Float => Expr::FloatFn(FloatFn::Repr, vals),
                Builtin::StrOf if self.ty(&args[0]) == Type::Complex => Expr::FloatFn(FloatFn::CRepr, vals),
                Builtin::StrOf if matches!(self.ty(&args[0]), Type::OptInt | Type::Dyn) => {
                    // What may be None: `"{}".format(x)` is `str(x)`.
                    let operand = self.operand(vals.remove(0), self.ty(&args[0]), e.span);
                    self.formatting(crate::str_ops::Formatting::Method, vec![strs::literal("{}"), operand], e.span)
                }
                Builtin::IntOf if vals.len() == 2 => {
                    let base = as_int(vals.remove(1), self.ty(&args[1]));
                    let base = self.held(base, Type::Int);
                    let s = vals.remove(0);
                    let ok_base = Expr::Or(vec![
                        Expr::cmp(CmpOp::Eq, base.clone(), Expr::int(0)),
                        Expr::And(vec![Expr::cmp(CmpOp::Le, Expr::int(2), base.clone()), Expr::cmp(CmpOp::Le, base.clone(), Expr::int(36))]),
                    ]);
                    self.check(ok_base, ExcKind::ValueError, e.span);
                    self.check(Expr::StrFn(crate::str_ops::StrFn::IsIntLiteral, vec![s.clone(), base.clone()]), ExcKind::ValueError, e.span);
                    Expr::StrFn(crate::str_ops::StrFn::ToInt, vec![s, base])
                }
                Builtin::IntOf if self.ty(&args[0]) == Type::Dyn => {
                    let x = vals.remove(0);
                    self.dynamic_int_of(x, e.span)
                }
                Builtin::StrOf => {
                    let x = vals.remove(0);
                    self.str_of(x, self.ty(&args[0]), e.span)
                }
                Builtin::StepSlice => {
                    // ValueError for a step of 0; the bounds given are arguments.
                    // A literal step stays one: the solver slices exactly by it.
                    let step = crate::cfg::rewrite::fold(&as_int(vals.pop().expect("four arguments"), self.ty(&args[3])));
                    let step = if matches!(step, Expr::Int(_)) { step } else { self.held(step, Type::Int) };
                    self.check(Expr::cmp(CmpOp::Ne, step.clone(), Expr::int(0)), ExcKind::ValueError, e.span);
                    let given = |a: &ast::Expr| !matches!(a.kind, ExprKind::NoneLit);
                    let (has_lo, has_hi) = (given(&args[1]), given(&args[2]));
                    let mut fn_args = vec![vals[0].clone()];
                    for (k, has) in [(1, has_lo), (2, has_hi)] {
                        if has {
                            fn_args.push(as_int(vals[k].clone(), self.ty(&args[k])));
                        }
                    }
                    fn_args.push(step);
                    Expr::StrFn(crate::str_ops::StrFn::StepSlice(has_lo, has_hi), fn_args)
                }
                Builtin::Repr(ascii) => {
                    let operands = vec![strs::literal(if ascii { "{!a}" } else { "{!r}" }), self.operand(vals.remove(0), self.ty(&args[0]), e.span)];
                    self.formatting(crate::str_ops::Formatting::Method, operands, e.span)
                }
                Builtin::Format => {
                    let mut operands = vec![self.operand(vals.remove(0), self.ty(&args[0]), e.span)];
                    operands.extend(vals);
                    self.formatting(crate::str_ops::Formatting::Builtin, operands, e.span)
                }
                Builtin::Radix(base) => {
                    let x = as_int(vals.remove(0), self.ty(&args[0]));
                    Expr::StrFn(crate::str_ops::StrFn::Radix(base), vec![x])
                }
                Builtin::IntOf if self.ty(&args[0]) == Type::Float => self.float_to_int(FloatFn::ToInt, vals.remove(0), e.span),
                Builtin::IntOf => {
                    let x = vals.remove(0);
                    self.int_of(x, self.ty(&args[0]), e.span)
                }
                Builtin::Pow => {
                    let y = vals.pop().expect("two operands");
                    let x = vals.pop().expect("two operands");
                    self.power((x, self.ty(&args[0])), (y, self.ty(&args[1])), self.ty(e), e.span)
                }
                Builtin::FloatOf if vals.is_empty() => floats::literal(0.0),
                Builtin::FloatOf if self.ty(&args[0]) == Type::Str => {
                    let s = vals.remove(0);
                    self.check(Expr::FloatFn(FloatFn::FromStrFails, vec![s.clone()]).negate(), ExcKind::ValueError, e.span);
                    Expr::FloatFn(FloatFn::FromStr, vec![s])
                }
                Builtin::FloatOf => self.to_float(vals.remove(0), self.ty(&args[0]), e.span),
                Builtin::Math(f) => self.math(f, vals.remove(0), self.ty(&args[0]), e.span),
                Builtin::Libm(f, _) => {
                    let f = f.for_args(vals.len());
                    let vals = vals.into_iter().zip(args).map(|(v, a)| if self.ty(a) == Type::Bool { as_int(v, Type::Bool) } else { v }).collect();
                    self.libm(FloatFn::Libm(f), FloatFn::LibmFails(f), vals, e.span)
                }
                Builtin::Cmath(f, _) => {
                    let f = f.for_args(vals.len());
                    let vals = vals.into_iter().zip(args).map(|(v, a)| if self.ty(a) == Type::Bool { as_int(v, Type::Bool) } else { v }).collect();
                    self.libm(FloatFn::Cmath(f), FloatFn::CmathFails(f), vals, e.span)
                }
                Builtin::Round if self.ty(&args[0]) != Type::Float => {
                    let i = as_int(vals.remove(0), self.ty(&args[0]));
                    match (vals.pop(), i) {
                        // `round(i)` and `round(i, n)` for `n >= 0` are `i`.
                        (None, i) => i,
                        (Some(Expr::Int(n)), i) if n >= num_bigint::BigInt::from(0) => i,
                        (Some(Expr::Int(n)), Expr::Int(i)) => Expr::Int(crate::float_ops::round_int(&i, &n)),
                        // To a multiple of a power of ten: not modelled yet.
                        (Some(_), i) => {
                            self.modelled_only(Expr::Bool(false), e.span);
                            i
                        }
                    }
                }
                Builtin::Round if vals.len() == 1 => self.float_to_int(FloatFn::Round, vals.remove(0), e.span),
                Builtin::Round => {
                    let n = as_int(vals.pop().expect("two arguments"), self.ty(&args[1]));
                    let x = vals.remove(0);
                    let fails = Expr::FloatFn(FloatFn::RoundFails, vec![x.clone(), n.clone()]);
                    self.check(fails.negate(), ExcKind::OverflowError, e.span);
                    Expr::FloatFn(FloatFn::RoundDigits, vec![x, n])
                }
                Builtin::Ord => {
                    let c = vals.remove(0);
                    self.ord(c, e.span)
                }
                Builtin::Chr => {
                    let i = vals.remove(0);
                    self.chr(i, e.span)
                }
                Builtin::RandIndex => {
                    let n = vals.remove(0);
                    self.drawn_below(Expr::int(0), n, ExcKind::IndexError, e.span)
                }
                Builtin::RandFloat => {
                    let unit = Expr::Int(num_bigint::BigInt::from(1u64 << 53));
                    let k = self.drawn_below(Expr::int(0), unit.clone(), ExcKind::ValueError, e.span);
                    // k / 2**53 is exact (k < 2**53): a float no run can tell apart.
                    Expr::FloatFn(FloatFn::IntDiv, vec![k, unit])
                }
                Builtin::RandInt => {
                    let (lo, hi) = (vals.remove(0), vals.remove(0));
                    self.drawn_below(lo, Expr::arith(ArithOp::Add, hi, Expr::int(1)), ExcKind::ValueError, e.span)
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
                // A copy: a new list, or a tuple of the items.
                Builtin::TupleNew | Builtin::ListNew => vals.pop().unwrap_or(Expr::Tuple(Vec::new())),
                Builtin::Sum | Builtin::Sorted => self.sequence_builtin(b, vals.remove(0), self.ty(&args[0]), e.span),
                Builtin::Min | Builtin::Max if args.len() == 1 => self.sequence_builtin(b, vals.remove(0), self.ty(&args[0]), e.span),
                Builtin::Min | Builtin::Max if self.ty(e) == Type::Num => numbers::min_max(b == Builtin::Min, vals.into_iter().zip(args.iter().map(|a| self.ty(a))).collect()),
                Builtin::Abs if self.ty(&args[0]) == Type::Float => Expr::FloatFn(FloatFn::Abs, vals),
                Builtin::Abs if self.ty(&args[0]) == Type::Complex => self.complex_abs(vals.remove(0), e.span),
                Builtin::BoolOf => match vals.pop() {
                    Some(v) => truthy(v, self.ty(&args[0])),
                    None => Expr::Bool(false),
                },
                Builtin::ComplexOf => {
                    let typed = vals.into_iter().zip(args).map(|(v, a)| (v, self.ty(a))).collect();
                    self.complex_of(typed, e.span)
                }
                Builtin::RealPart | Builtin::ImagPart => self.number_part(vals.remove(0), self.ty(&args[0]), b == Builtin::ImagPart),
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
                    let floats = self.ty(&args[0]) == Type::Float;
                    let mut acc = vals.remove(0);
                    for v in vals {
                        let better = if floats { Expr::FloatFn(FloatFn::Cmp(op), vec![v.clone(), acc.clone()]) } else { Expr::cmp(op, v.clone(), acc.clone()) };
                        acc = Expr::Ite(Box::new(better), Box::new(v), Box::new(acc));
                    }
                    acc
                }
            };
        }
        // A list the caller names is shared with the parameter (see `lists`).
        let mut vals: Vec<Arg> = args
            .iter()
            .map(|a| match &a.kind {
                ExprKind::Name(n) if self.ty(a).is_list() => Arg::Shared(self.var_of(n)),
                // A new list of strs: into an object the parameter names.
                _ if self.program.is_str_list(a) => {
                    let l = self.str_list(a);
                    let t = self.temp("arg", Type::List(crate::ast::Elem::Str));
                    self.set_str_list(t, l);
                    Arg::Shared(t)
                }
                _ => Arg::Value(self.expr(a), self.ty(a)),
            })
            .collect();
        // Parameters left out take their defaults (literals).
        if let Some(f) = self.program.module.function(&func.name) {
            for p in &f.params[vals.len().min(f.params.len())..] {
                let d = p.default.as_ref().expect("the type checker let out only parameters with defaults");
                vals.push(Arg::Value(self.expr(d), self.ty(d)));
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
    fn enter_callee(&mut self, name: &str, all_locals: bool, args: Vec<Arg>, span: Span) -> (BTreeMap<String, VarId>, Option<VarId>) {
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
        let mut names: BTreeMap<String, VarId> =
            vars.into_iter().map(|(n, ty)| (n.clone(), self.new_var(format!("{prefix}{n}"), ty, VarKind::Local))).collect();
        let ret = (info.ret != Type::None).then(|| self.new_var(format!("{prefix}$ret"), info.ret, VarKind::Temp));
        let mut binds: Vec<(VarId, Expr)> = Vec::new();
        for ((p, _), a) in info.params.iter().zip(args) {
            match a {
                Arg::Value(v, ty) => binds.push((names[p], self.stored(names[p], v, ty))),
                Arg::Shared(obj) => {
                    names.insert(p.clone(), obj);
                }
            }
        }
        self.b.cur_span = span;
        if !binds.is_empty() {
            self.b.step(Action::Assign(binds));
        }
        (names, ret)
    }

    fn inline(&mut self, name: &str, args: Vec<Arg>, span: Span) -> Expr {
        let (func, info) = self.program.function(name).expect("type checker resolved the call");
        let open = self.open_calls.get(name).copied().unwrap_or(0);
        // Recursion that branches (`fib`) grows the graph exponentially in the
        // depth: past a total of inlined calls, recursive ones are cut sooner.
        let over_budget = open > 0 && self.inline_count.values().sum::<u32>() > INLINE_BUDGET;
        if open >= self.recursion_depth || over_budget {
            // Recursion deeper than inlined: the search stops here (see `RecursionCut`).
            let cut = self.b.error_point(ErrorKind::RecursionCut, span);
            self.b.goto(cut);
            return if info.ret == Type::None { Expr::Bool(true) } else { Expr::Var(self.temp("cut", info.ret)) };
        }
        self.open_calls.insert(name.to_string(), open + 1);
        let (names, ret) = self.enter_callee(name, true, args, span);
        let return_target = self.b.node();
        let saved_fn = std::mem::replace(&mut self.b.cur_fn, name.to_string());
        self.frames.push(Frame { names, ret, return_target, loop_base: self.loops.len(), tries_base: self.tries.len() });
        let contract = ast::contract(&func.body);
        self.contract_checks(&contract.requires, false);
        self.block(&func.body);
        // Falling off the end returns None (the type checker let it here only where
        // None is one of the values the function returns).
        if let Some(r) = ret.filter(|&r| self.optional.contains(&r) || self.is_dynamic(r)) {
            let none = self.stored(r, Expr::Bool(false), Type::None);
            self.b.step(Action::Assign(vec![(r, none)]));
        }
        self.b.goto(return_target);
        self.b.cur = return_target;
        self.contract_checks(&contract.ensures, false);
        let frame = self.frames.pop().expect("pushed above");
        debug_assert_eq!(frame.loop_base, self.loops.len(), "loops balanced across a call");
        self.open_calls.insert(name.to_string(), open);
        self.b.cur_fn = saved_fn;
        self.b.cur_span = span;
        ret.map_or(Expr::Bool(true), Expr::Var)
    }

    /// A call replaced by the callee's contract (`LowerOptions::compositional`):
    /// bind the arguments, assert the precondition, give the result an arbitrary
    /// value, assume the postcondition. minipy functions have no other effects.
    fn call_by_contract(&mut self, name: &str, args: Vec<Arg>, span: Span) -> Expr {
        self.abstracted = true;
        let (func, _) = self.program.function(name).expect("type checker resolved the call");
        let (names, ret) = self.enter_callee(name, false, args, span);
        let contract = ast::contract(&func.body);
        let saved_fn = std::mem::replace(&mut self.b.cur_fn, name.to_string());
        self.frames.push(Frame { names, ret, return_target: self.b.cur, loop_base: self.loops.len(), tries_base: self.tries.len() });
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

impl Lowerer<'_> {
    /// A value `random` draws from `lo..below`: `empty` raised where the range is
    /// empty, else a nondet int assumed within it (`interp`'s `drawn_below` is the
    /// same rule concretely).
    fn drawn_below(&mut self, lo: Expr, below: Expr, empty: ExcKind, span: Span) -> Expr {
        self.check(Expr::cmp(CmpOp::Lt, lo.clone(), below.clone()), empty, span);
        let t = self.temp("nd", Type::Int);
        self.b.cur_span = span;
        self.b.step(Action::Havoc(t));
        self.assume(Expr::And(vec![Expr::cmp(CmpOp::Le, lo, Expr::Var(t)), Expr::cmp(CmpOp::Lt, Expr::Var(t), below)]));
        Expr::Var(t)
    }
}
