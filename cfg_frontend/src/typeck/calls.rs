//! Calls: arity, the signature of an unannotated function (from its first call,
//! checked there), the call graph, and a script's order
//! (a function runs only after its `def`).

use super::dynamic;
use super::*;

impl Checker<'_> {
    fn arity(&mut self, e: &Expr, func: &Ident, args: &[Expr], n: usize) -> bool {
        self.arity_between(e, func, args, n, n)
    }

    /// Whether `lo..=hi` arguments were given; if not, reports it (and types the
    /// arguments given, for their own errors).
    fn arity_between(&mut self, e: &Expr, func: &Ident, args: &[Expr], lo: usize, hi: usize) -> bool {
        if !(lo..=hi).contains(&args.len()) {
            let given = match args.len() {
                1 => "1 was given".to_string(),
                k => format!("{k} were given"),
            };
            let takes = if lo == hi { format!("{lo} argument{}", if lo == 1 { "" } else { "s" }) } else { format!("{lo} to {hi} arguments") };
            self.err(e.span, format!("{}() takes {takes} but {given}", func.name));
            for a in args {
                self.expr(a);
            }
            false
        } else {
            true
        }
    }

    pub(super) fn call(&mut self, e: &Expr, func: &Ident, args: &[Expr]) -> Option<Type> {
        let shadowed_by_variable = self.builtin(&func.name).is_some_and(Builtin::is_python)
            && (self.st.local_names.contains(&func.name) || self.st.locals.contains_key(&func.name) || self.module_names.contains(&func.name));
        if shadowed_by_variable {
            self.err(func.span, format!("'{}' is also a variable of this program: which one a call means depends on the order things run in (Python raises TypeError if it is the variable); rename the variable", func.name));
            for a in args {
                self.expr(a);
            }
            return None;
        }
        if let Some(b) = self.builtin(&func.name) {
            let Some(ops) = numbers::operands(e, Some(b)) else {
                return self.builtin_call(e, func, b, args);
            };
            // The arguments typed once: an `int | float` among them is read once for
            // each type it may hold.
            let types: Vec<Option<Type>> = ops.iter().map(|a| self.expr(a)).collect();
            let types: Vec<Type> = types.into_iter().collect::<Option<_>>()?;
            if types.contains(&Type::Num) {
                return self.by_number(e, &ops, &types);
            }
            for (a, t) in ops.iter().zip(&types) {
                self.retyped.insert(a.id, *t);
            }
            let ty = self.builtin_call(e, func, b, args);
            for a in &ops {
                self.retyped.remove(&a.id);
            }
            return ty;
        }
        self.user_call(e, func, args)
    }

    /// A call of the built-in `b`.
    fn builtin_call(&mut self, e: &Expr, func: &Ident, b: Builtin, args: &[Expr]) -> Option<Type> {
        {
            return match b {
                Builtin::NondetInt | Builtin::NondetBool | Builtin::NondetFloat | Builtin::NondetComplex | Builtin::Error => {
                    self.arity(e, func, args, 0).then_some(())?;
                    Some(match b {
                        Builtin::NondetInt => Type::Int,
                        Builtin::NondetBool => Type::Bool,
                        Builtin::NondetFloat => Type::Float,
                        Builtin::NondetComplex => Type::Complex,
                        _ => Type::None,
                    })
                }
                Builtin::TupleNew | Builtin::ListNew | Builtin::Sum | Builtin::Sorted => self.sequence_builtin(e, func, b, args),
                Builtin::Assume => {
                    self.arity(e, func, args, 1).then_some(())?;
                    self.condition(&args[0]);
                    Some(Type::None)
                }
                Builtin::Abort => {
                    self.arity(e, func, args, 0).then_some(())?;
                    Some(Type::None)
                }
                Builtin::RandIndex => {
                    self.arity(e, func, args, 1).then_some(())?;
                    self.expect_strict(&args[0], Type::Int, "the length random.choice() chooses below");
                    Some(Type::Int)
                }
                Builtin::RandFloat => {
                    self.arity(e, func, args, 0).then_some(())?;
                    Some(Type::Float)
                }
                Builtin::RandInt => {
                    self.arity(e, func, args, 2).then_some(())?;
                    for a in args {
                        self.expect_strict(a, Type::Int, "an argument of random.randint()");
                    }
                    Some(Type::Int)
                }
                Builtin::IsInstance => {
                    let ty = self.expr(&args[0]);
                    let known = matches!(&args[1].kind, ExprKind::Str(c) if matches!(c.as_str(), "int" | "bool" | "tuple" | "list" | "str" | "float" | "complex"));
                    if !known {
                        self.diags.push(Diagnostic::unsupported(args[1].span, "isinstance() with a class other than int, bool, float, complex, tuple, list or str is"));
                        return None;
                    }
                    ty.map(|_| Type::Bool)
                }
                Builtin::Exit => {
                    if args.len() > 1 {
                        self.err(e.span, format!("{}() takes at most one argument", func.name));
                    }
                    for a in args {
                        self.message(a);
                    }
                    Some(Type::None)
                }
                Builtin::Dist => {
                    self.arity(e, func, args, 2).then_some(())?;
                    for a in args {
                        let ty = self.expr(a)?;
                        if !matches!(ty, Type::Tuple | Type::List(Elem::Int | Elem::Bool | Elem::Float)) {
                            self.diags.push(Diagnostic::unsupported(a.span, &format!("math.dist() of {} is", a_or_an(ty))));
                            return None;
                        }
                        self.plain_tuple(a, "math.dist() of");
                    }
                    Some(Type::Float)
                }
                Builtin::Sleep => {
                    self.arity(e, func, args, 1).then_some(())?;
                    let ty = self.expr(&args[0])?;
                    if !matches!(ty, Type::Int | Type::Bool | Type::Float) {
                        self.diags.push(Diagnostic::unsupported(args[0].span, &format!("time.sleep() of {} is", a_or_an(ty))));
                        return None;
                    }
                    Some(Type::None)
                }
                Builtin::Print => {
                    // Any values, and messages (strings, f-strings).
                    for a in args {
                        self.message(a);
                    }
                    Some(Type::None)
                }
                Builtin::Requires | Builtin::Ensures => {
                    self.arity(e, func, args, 1).then_some(())?;
                    if !self.st.contract_calls.contains(&e.span) {
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
                    if self.st.ret == Type::None {
                        self.err(e.span, "result() in a function that returns None");
                        return None;
                    }
                    Some(self.st.ret)
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
                    self.expect_sequence_or_str(&args[0], "the argument of len()");
                    Some(Type::Int)
                }
                // `str()` is ''.
                Builtin::StrOf if args.is_empty() => Some(Type::Str),
                Builtin::IntOf if args.len() == 2 => {
                    // `int(s, base)`: TypeError for what is no str (CPython reads a
                    // base only for a str), ValueError for a base not 0 or 2..=36.
                    self.expect_strict(&args[0], Type::Str, "the first argument of int() with a base");
                    self.expect_strict(&args[1], Type::Int, "the base of int()");
                    Some(Type::Int)
                }
                Builtin::Pow => {
                    let (tx, ty) = (self.expr(&args[0]), self.expr(&args[1]));
                    let (tx, ty) = (self.as_int_operand(&args[0], tx?), self.as_int_operand(&args[1], ty?));
                    if !tx.is_any_number() || !ty.is_any_number() {
                        self.diags.push(Diagnostic::unsupported(e.span, &format!("'**' of {} and {} is", a_or_an(tx), a_or_an(ty))));
                        return None;
                    }
                    if tx == Type::Complex || ty == Type::Complex {
                        return Some(Type::Complex);
                    }
                    if tx == Type::Float || ty == Type::Float {
                        return Some(Type::Float);
                    }
                    // A module constant's value is known as a literal's is (the
                    // lowering reads it as one).
                    let constant = match &args[1].kind {
                        ExprKind::Name(n) if self.var_type(n).is_none() => match self.constants.get(n) {
                            Some((crate::value::Value::Int(v), _)) => Some(v.clone()),
                            _ => None,
                        },
                        _ => None,
                    };
                    match int_literal(&args[1]).or(constant) {
                        Some(n) if n.sign() != num_bigint::Sign::Minus => Some(Type::Int),
                        Some(_) => Some(Type::Float),
                        // Its sign decides: an int for an exponent >= 0, else a float.
                        None => Some(Type::Num),
                    }
                }
                Builtin::Libm(f, most) => {
                    self.arity_between(e, func, args, f.arity().0, most).then_some(())?;
                    // `math.log(x, base)` and `math.perm(n)` are functions of their own.
                    let g = f.for_args(args.len());
                    for (k, a) in args.iter().enumerate() {
                        let ty = self.expr(a)?;
                        let ok = match g.param(k) {
                            crate::float_ops::libm::Param::Number => match self.as_int_operand(a, ty) {
                                t if t.is_number() => true,
                                // CPython: TypeError ("must be real number"), where
                                // it is evaluated.
                                Type::Complex | Type::Str => {
                                    self.type_error_at(a, Type::Float);
                                    true
                                }
                                _ => false,
                            },
                            // CPython reads an int through `__index__`: TypeError for
                            // any other number or a str, where it is evaluated.
                            crate::float_ops::libm::Param::Int => match self.strict_int_operand(a, ty) {
                                Type::Int | Type::Bool => true,
                                Type::Float | Type::Complex | Type::Str => {
                                    self.type_error_at(a, Type::Int);
                                    true
                                }
                                _ => false,
                            },
                        };
                        if !ok {
                            self.diags.push(Diagnostic::unsupported(a.span, &format!("{}() of {} is", func.name, a_or_an(ty))));
                            return None;
                        }
                    }
                    Some(g.result())
                }
                Builtin::Cmath(..) => {
                    // `cmath.log(z, base)` is its own function.
                    let (n, complex, result) = match b {
                        Builtin::Cmath(f, _) if f.for_args(args.len()) != f => (args.len(), true, f.result()),
                        Builtin::Cmath(f, n) => (n, f != crate::float_ops::cmath::Cmath::Rect, f.result()),
                        _ => unreachable!("matched above"),
                    };
                    self.arity(e, func, args, n).then_some(())?;
                    for a in args {
                        let ty = self.expr(a)?;
                        let ty = self.as_int_operand(a, ty);
                        if !(ty.is_number() || (complex && ty == Type::Complex)) {
                            self.diags.push(Diagnostic::unsupported(a.span, &format!("{}() of {} is", func.name, a_or_an(ty))));
                            return None;
                        }
                    }
                    Some(result)
                }
                Builtin::BoolOf => {
                    if !self.arity_between(e, func, args, 0, 1) {
                        return None;
                    }
                    if let Some(a) = args.first() {
                        self.condition(a);
                    }
                    Some(Type::Bool)
                }
                Builtin::ComplexOf => {
                    if !self.arity_between(e, func, args, 0, 2) {
                        return None;
                    }
                    for a in args {
                        let ty = self.expr(a)?;
                        let ty = self.as_int_operand(a, ty);
                        let text = ty == Type::Str && args.len() == 1;
                        if !ty.is_any_number() && !text {
                            self.diags.push(Diagnostic::unsupported(a.span, &format!("complex() of {} is", a_or_an(ty))));
                            return None;
                        }
                    }
                    Some(Type::Complex)
                }
                Builtin::RealPart | Builtin::ImagPart => {
                    let ty = self.expr(&args[0])?;
                    let ty = self.as_int_operand(&args[0], ty);
                    match ty {
                        Type::Complex | Type::Float => Some(Type::Float),
                        Type::Int | Type::Bool => Some(Type::Int),
                        _ => {
                            let part = if b == Builtin::RealPart { "real" } else { "imag" };
                            self.diags.push(Diagnostic::unsupported(args[0].span, &format!("'.{part}' of {} is", a_or_an(ty))));
                            None
                        }
                    }
                }
                Builtin::FloatOf if args.is_empty() => Some(Type::Float),
                Builtin::FloatOf | Builtin::Math(_) => {
                    self.arity(e, func, args, 1).then_some(())?;
                    let ty = self.expr(&args[0])?;
                    let ty = self.as_int_operand(&args[0], ty);
                    if ty == Type::Complex || (ty == Type::Str && b != Builtin::FloatOf) {
                        // CPython: TypeError ("must be real number"), where it is
                        // evaluated.
                        self.type_error_at(&args[0], Type::Float);
                    } else if !ty.is_number() && !(b == Builtin::FloatOf && ty == Type::Str) {
                        self.diags.push(Diagnostic::unsupported(args[0].span, &format!("{}() of {} is", func.name, a_or_an(ty))));
                        return None;
                    }
                    Some(match b {
                        // On an int, `math.floor` and friends give the int back.
                        Builtin::Math(f) => f.result(),
                        _ => Type::Float,
                    })
                }
                Builtin::Round => {
                    if !self.arity_between(e, func, args, 1, 2) {
                        return None;
                    }
                    let ty = self.expr(&args[0])?;
                    let ty = self.as_int_operand(&args[0], ty);
                    if let Some(n) = args.get(1) {
                        self.expect_strict(n, Type::Int, "the digits of round()");
                    }
                    match ty {
                        Type::Float if args.len() == 2 => Some(Type::Float),
                        Type::Float | Type::Int | Type::Bool => Some(Type::Int),
                        _ => {
                            self.diags.push(Diagnostic::unsupported(args[0].span, &format!("round() of {} is", a_or_an(ty))));
                            None
                        }
                    }
                }
                Builtin::StrOf | Builtin::IntOf => {
                    self.arity(e, func, args, 1).then_some(())?;
                    let ty = self.expr(&args[0])?;
                    if ty == Type::Float || (ty == Type::Complex && b == Builtin::StrOf) {
                        return Some(if b == Builtin::StrOf { Type::Str } else { Type::Int });
                    }
                    if b == Builtin::IntOf && ty == Type::Dyn {
                        // By the value's type: a str is read (ValueError), None is a
                        // TypeError (`cfg::lower::dynamic::int_of`).
                        return Some(Type::Int);
                    }
                    if b == Builtin::StrOf && matches!(ty, Type::OptInt | Type::Dyn) {
                        // `str(None)` is 'None': `"{}".format(x)`.
                        return Some(Type::Str);
                    }
                    // str(None) is 'None': only int() raises TypeError on None.
                    let ty = if b == Builtin::IntOf { self.as_int_operand(&args[0], ty) } else { ty };
                    if !matches!(ty, Type::Int | Type::Bool | Type::Str) {
                        self.diags.push(Diagnostic::unsupported(args[0].span, &format!("{}() of {} is", func.name, a_or_an(ty))));
                        return None;
                    }
                    Some(if b == Builtin::StrOf { Type::Str } else { Type::Int })
                }
                Builtin::Radix(_) => {
                    self.arity(e, func, args, 1).then_some(())?;
                    let ty = self.expr(&args[0])?;
                    if ty == Type::Dyn || dynamic::raises_type_error(Type::Int, ty) {
                        // CPython: TypeError for what is no int.
                        self.unwrap.insert(args[0].id, Type::Int);
                        return Some(Type::Str);
                    }
                    if !self.as_int_operand(&args[0], ty).is_numeric() {
                        self.diags.push(Diagnostic::unsupported(args[0].span, &format!("{}() of {} is", func.name, a_or_an(ty))));
                        return None;
                    }
                    Some(Type::Str)
                }
                Builtin::StepSlice => {
                    let ty = self.expr(&args[0])?;
                    if ty != Type::Str {
                        self.diags.push(Diagnostic::unsupported(e.span, &format!("slices with a step of {} are", a_or_an(ty))));
                        return None;
                    }
                    for b in &args[1..3] {
                        self.slice_bound(b);
                    }
                    self.expect_strict(&args[3], Type::Int, "a slice step");
                    Some(Type::Str)
                }
                Builtin::Repr(_) => {
                    self.arity(e, func, args, 1).then_some(())?;
                    self.formatted(&args[0])?;
                    Some(Type::Str)
                }
                Builtin::Format => {
                    if !self.arity_between(e, func, args, 1, 2) {
                        return None;
                    }
                    self.formatted(&args[0])?;
                    if let Some(spec) = args.get(1) {
                        self.expect_strict(spec, Type::Str, "the format spec of format()");
                    }
                    Some(Type::Str)
                }
                Builtin::Ord => {
                    self.arity(e, func, args, 1).then_some(())?;
                    self.expect_strict(&args[0], Type::Str, "the argument of ord()");
                    Some(Type::Int)
                }
                Builtin::Chr => {
                    self.arity(e, func, args, 1).then_some(())?;
                    self.expect_strict(&args[0], Type::Int, "the argument of chr()");
                    Some(Type::Str)
                }
                Builtin::NondetStr | Builtin::Input => {
                    // input(prompt): the prompt is only shown.
                    if b == Builtin::Input && args.len() == 1 {
                        self.message(&args[0]);
                    } else if b == Builtin::NondetStr && args.len() == 1 {
                        // ESBMC's `nondet_string(n)`: a str of at most n characters.
                        self.expect_strict(&args[0], Type::Int, "the length of nondet_string()");
                    } else {
                        self.arity(e, func, args, 0).then_some(())?;
                    }
                    Some(Type::Str)
                }
                Builtin::Abs => {
                    self.arity(e, func, args, 1).then_some(())?;
                    let ty = self.expr(&args[0]);
                    if matches!(ty, Some(Type::Float | Type::Complex)) {
                        return Some(Type::Float);
                    }
                    self.expect_typed(&args[0], ty, Type::Int, "the argument of abs()", true);
                    Some(Type::Int)
                }
                Builtin::Min | Builtin::Max if args.len() == 1 => self.sequence_builtin(e, func, b, args),
                Builtin::Min | Builtin::Max => {
                    if args.is_empty() {
                        self.err(e.span, format!("{}() takes a tuple, a list, or two or more ints", func.name));
                        return None;
                    }
                    let tys: Vec<Option<Type>> = args.iter().map(|a| self.expr(a)).collect();
                    if let Some(ty) = self.min_max_of_numbers(&tys) {
                        return Some(ty);
                    }
                    if tys.iter().any(|t| *t == Some(Type::Float)) {
                        // The value is one of the arguments, of its own type.
                        if tys.iter().all(|t| *t == Some(Type::Float)) {
                            return Some(Type::Float);
                        }
                        self.diags.push(Diagnostic::unsupported(e.span, &format!("{}() of floats and other numbers (its type is the chosen one's) is", func.name)));
                        return None;
                    }
                    for (a, ty) in args.iter().zip(tys) {
                        self.expect_typed(a, ty, Type::Int, "an argument of min()/max()", true);
                    }
                    Some(Type::Int)
                }
            };
        }
    }

    /// A call of a function of the program.
    fn user_call(&mut self, e: &Expr, func: &Ident, args: &[Expr]) -> Option<Type> {
        let Some(sig) = self.sigs.get(&func.name) else {
            if OTHER_PYTHON_BUILTINS.contains(&func.name.as_str()) {
                self.diags.push(Diagnostic::unsupported(func.span, &format!("the built-in {}() is", func.name)));
            } else if self.st.locals.contains_key(&func.name) || self.globals.contains_key(&func.name) || self.constants.contains_key(&func.name) {
                self.err(func.span, format!("'{}' is a variable, not a function", func.name));
            } else {
                self.diags.push(Diagnostic::new("name", func.span, format!("unknown function '{}'", func.name)));
            }
            for a in args {
                self.expr(a);
            }
            return None;
        };
        let n_params = sig.params.len();
        self.calls.push((self.st.name.clone(), func.name.clone(), e.span));
        // Parameters with defaults may be left out.
        let required = self.bodies[&func.name].params.iter().filter(|p| p.default.is_none()).count();
        if !self.arity_between(e, func, args, required, n_params) {
            return None;
        }
        // An unannotated parameter takes the type of the first call's argument; every
        // other call must agree (one signature per function).
        for (i, a) in args.iter().enumerate() {
            let takes_none = matches!(self.sigs[&func.name].params[i], Some(Type::Dyn | Type::OptInt));
            let ty = if takes_none { self.expr_allow_none(a) } else { self.expr(a) };
            let Some(ty) = ty else { continue };
            self.plain_tuple(a, "passing to a function");
            let sig = self.sigs.get_mut(&func.name).expect("looked up above");
            match sig.params[i] {
                None => sig.params[i] = Some(ty),
                Some(want) if dynamic::fits(want, ty) || numbers::fits(want, ty) => {}
                // Called with an int and a float (`def f(x: float)` called with 3
                // holds the int): checked again with the parameter an `int | float`.
                Some(want) if numbers::join(want, ty).is_some() => {
                    self.found.num_params.insert((func.name.clone(), i));
                }
                // Called with values of two scalar types (an annotation is not
                // checked by CPython): checked again with the parameter dynamic.
                Some(want) if want.is_scalar() && ty.is_scalar() => {
                    self.found.params.insert((func.name.clone(), i));
                }
                Some(want) => {
                    let param = &self.bodies[&func.name].params[i];
                    let (annotated, param) = (param.ty.is_some(), param.name.name.clone());
                    let msg = if annotated {
                        format!("argument {} of {}() must be a {want}, found a {ty}", i + 1, func.name)
                    } else {
                        format!("{}() is called with {} for '{param}' here, but with {} at an earlier call: minipy checks one signature per function (annotate '{param}' or make the calls agree)", func.name, a_or_an(ty), a_or_an(want))
                    };
                    self.err(a.span, msg);
                }
            }
        }
        if self.sigs[&func.name].params.iter().any(Option::is_none) {
            return None; // an argument's type was not known: already reported
        }
        self.ensure_checked(&func.name);
        // No type: called while its own body is being checked before its return type
        // is known (recursion: the body is checked again), or its body had errors
        // (reported there).
        let sig = self.sigs.get_mut(&func.name).expect("looked up above");
        if sig.status == Some(Status::Checking) {
            sig.recursed = true;
            sig.recursive_unknown |= sig.ret.is_none();
        }
        sig.ret
    }

    /// The globals each function uses as `own` says (each one's own reads, or its
    /// own `global` declarations), itself or through the functions it calls.
    pub(super) fn transitively(&self, own: &HashMap<String, BTreeSet<String>>) -> HashMap<String, BTreeSet<String>> {
        let mut out = HashMap::new();
        for f in self.sigs.keys() {
            let mut used = BTreeSet::new();
            for g in self.callees(f) {
                used.extend(own.get(&g).into_iter().flatten().cloned());
            }
            out.insert(f.clone(), used);
        }
        out
    }

    /// `f` and every function it calls, directly or not.
    fn callees(&self, f: &str) -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut stack = vec![f.to_string()];
        while let Some(g) = stack.pop() {
            if seen.insert(g.clone()) {
                stack.extend(self.calls.iter().filter(|(caller, _, _)| *caller == g).map(|(_, callee, _)| callee.clone()));
            }
        }
        seen
    }

    /// A script's statement may only call (directly or not) functions whose `def`
    /// came before it: Python raises NameError otherwise.
    pub(super) fn check_definitions_precede_calls(&mut self, module: &Module, def_index: &HashMap<String, usize>, stmt_index: &[usize]) {
        let Some(body) = module.function(MODULE).map(|f| &f.body) else { return };
        let mut late = Vec::new();
        for (s, &at) in body.iter().zip(stmt_index) {
            let mut direct = Vec::new();
            walk_stmts(std::slice::from_ref(s), &mut |st| {
                for e in stmt_exprs(st) {
                    walk_expr(e, &mut |x| {
                        if let ExprKind::Call { func, .. } = &x.kind {
                            if def_index.contains_key(&func.name) {
                                direct.push((func.name.clone(), x.span));
                            }
                        }
                    });
                }
            });
            for (f, span) in direct {
                if let Some(g) = self.callees(&f).into_iter().find(|g| def_index.get(g).is_some_and(|&d| d > at)) {
                    late.push((span, f, g));
                }
            }
        }
        for (span, f, g) in late {
            let msg = if f == g { format!("{f}() is called before its definition (Python raises NameError)") } else { format!("{f}() calls {g}(), which is defined after this call (Python raises NameError)") };
            self.diags.push(Diagnostic::new("name", span, msg));
        }
    }
}

/// The value of an int literal, negated ones too (`-2`).
pub(crate) fn int_literal(e: &Expr) -> Option<num_bigint::BigInt> {
    match &e.kind {
        ExprKind::Int(v) => Some(v.clone()),
        ExprKind::Unary(crate::ast::UnaryOp::Neg, x) => int_literal(x).map(|v| -v),
        ExprKind::Unary(crate::ast::UnaryOp::Pos, x) => int_literal(x),
        _ => None,
    }
}
