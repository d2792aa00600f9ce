//! Lists: the types of displays, comprehensions, methods, item writes and the
//! built-ins over sequences; and the alias rule that lets the lowering give each list
//! object one CFG variable without a heap.
//!
//! Python's lists are objects that names share: after `b = a`, `b.append(1)` changes
//! `a`; a list passed to a function and changed there is changed for the caller. The
//! lowering resolves statically which object each list name refers to: a parameter
//! refers to the object its argument names (a fresh one for any other argument), `b =
//! a` makes `b` refer to `a`'s object, and every other list value is stored into the
//! name's own object. That is exact when which object a name refers to never depends
//! on the path taken, and `check_aliases` rejects, by name, the programs where it could:
//! a new list assigned to a list parameter (it would overwrite the caller's), `b = a`
//! where either name is bound more than once or inside a loop, a list returned that
//! the caller can still reach (a parameter, a global), a module list assigned inside
//! a function, a `for` over a list whose body rebinds that name (Python's iterator
//! keeps the old object), and `and`/`or`/`if`-expressions that choose between lists.

use super::*;

/// One binding of a list name in a function body.
struct Binding {
    /// `b = a`: the name of the list `b` now shares.
    source: Option<String>,
    in_loop: bool,
    span: Span,
}

impl Checker<'_> {
    /// Types `e`, which must be a tuple or a list.
    pub(super) fn expect_sequence(&mut self, e: &Expr, what: &str) -> Option<Type> {
        let ty = self.expr(e)?;
        if !ty.is_sequence() {
            self.err(e.span, format!("{what} must be a tuple or a list, found {}", a_or_an(ty)));
            return None;
        }
        Some(ty)
    }

    /// Types `e`, which must be a tuple, a list or a str.
    pub(super) fn expect_sequence_or_str(&mut self, e: &Expr, what: &str) -> Option<Type> {
        let ty = self.expr(e)?;
        // Of the types a dynamic value holds, Python indexes, measures and iterates
        // strs only (TypeError for the others).
        let ty = if ty == Type::Dyn { self.unwrap_dynamic(e, Type::Str) } else { ty };
        if !ty.is_held_as_sequence() && !ty.is_str_list() {
            self.err(e.span, format!("{what} must be a tuple, a list or a str, found {}", a_or_an(ty)));
            return None;
        }
        Some(ty)
    }

    /// A value a format formats: an int, a bool, a str, None, or a value of several
    /// of these.
    pub(super) fn formatted(&mut self, e: &Expr) -> Option<Type> {
        let ty = self.expr_allow_none(e)?;
        if !ty.is_scalar() {
            self.diags.push(Diagnostic::unsupported(e.span, &format!("formatting {} is", a_or_an(ty))));
            return None;
        }
        Some(ty)
    }

    /// `[a, b]`: a list of bools if every item is one, of strs if every item is
    /// one, else of ints.
    pub(super) fn list_display(&mut self, items: &[Expr]) -> Option<Type> {
        let tys: Vec<Option<Type>> = items.iter().map(|it| self.expr(it)).collect();
        if !items.is_empty() && tys.iter().all(|t| *t == Some(Type::Str)) {
            return Some(Type::List(Elem::Str));
        }
        if !items.is_empty() && tys.iter().all(|t| *t == Some(Type::Float)) {
            return Some(Type::List(Elem::Float));
        }
        let mut all_bool = !items.is_empty();
        let mut ok = true;
        for (it, ty) in items.iter().zip(tys) {
            match ty {
                Some(Type::Bool) => {}
                Some(Type::Int) => all_bool = false,
                Some(ty) => {
                    self.err(it.span, format!("a list item must be an int or a bool in minipy, found {}", a_or_an(ty)));
                    ok = false;
                }
                None => ok = false,
            }
        }
        ok.then_some(Type::List(if all_bool { Elem::Bool } else { Elem::Int }))
    }

    /// Types what a loop iterates over; returns the type of its variable.
    pub(super) fn for_item(&mut self, iter: &ForIter) -> Type {
        match iter {
            ForIter::Range { start, stop, step } => {
                for e in start.iter().chain(std::iter::once(stop)).chain(step.iter()) {
                    self.expect_strict(e, Type::Int, "range() argument");
                }
                if let Some(step) = step {
                    if matches!(&step.kind, ExprKind::Int(v) if num_traits::Zero::is_zero(v)) {
                        self.err(step.span, "range() step must not be zero");
                    }
                }
                Type::Int
            }
            ForIter::Seq(e) | ForIter::Reversed(e) => {
                let ty = self.expect_sequence_or_str(e, "a for loop's iterable");
                if ty == Some(Type::Tuple) {
                    self.plain_tuple(e, "a for loop over");
                }
                ty.map_or(Type::Int, Type::item)
            }
        }
    }

    /// `[elt for var in iter if cond]`: `var` is the comprehension's own, as in Python 3.
    pub(super) fn list_comp(&mut self, elt: &Expr, var: &Ident, iter: &ForIter, cond: Option<&Expr>) -> Option<Type> {
        let item = self.for_item(iter);
        let shadowed = self.st.locals.insert(var.name.clone(), item);
        if let Some(c) = cond {
            self.condition(c);
        }
        let ty = self.expr(elt);
        match shadowed {
            Some(old) => self.st.locals.insert(var.name.clone(), old),
            None => self.st.locals.remove(&var.name),
        };
        match ty? {
            Type::Bool => Some(Type::List(Elem::Bool)),
            Type::Int => Some(Type::List(Elem::Int)),
            Type::Float => Some(Type::List(Elem::Float)),
            other => {
                self.err(elt.span, format!("a list item must be an int or a bool in minipy, found {}", a_or_an(other)));
                None
            }
        }
    }

    /// `s.name(args)` on a str.
    fn str_method(&mut self, recv: &Expr, name: &Ident, args: &[Expr]) -> Option<Type> {
        match name.name.as_str() {
            "startswith" | "endswith" => {
                if args.len() != 1 {
                    self.diags.push(Diagnostic::unsupported(name.span, &format!("'.{}()' with other than one argument (a str) is", name.name)));
                    return None;
                }
                match crate::ast::str_alternatives(&args[0]) {
                    Some(items) => items.iter().for_each(|x| {
                        self.expr(x);
                    }),
                    // A tuple of strs: any of them.
                    None => match self.expr(&args[0]) {
                        Some(Type::Str | Type::StrTuple) | None => {}
                        // What is no str (or tuple of strs) raises TypeError.
                        Some(Type::Dyn) => {
                            self.unwrap_dynamic(&args[0], Type::Str);
                        }
                        Some(ty) => self.err(args[0].span, format!("the argument of '.{}()' must be a str or a tuple of strs, found {}", name.name, a_or_an(ty))),
                    },
                }
                Some(Type::Bool)
            }
            "split" | "rsplit" if args.len() <= 2 => {
                if let Some(sep) = args.first() {
                    if !matches!(sep.kind, ExprKind::NoneLit) {
                        self.expect_type(sep, Type::Str, &format!("the separator of '.{}()'", name.name));
                    }
                }
                if let Some(n) = args.get(1) {
                    self.expect_strict(n, Type::Int, &format!("the maxsplit of '.{}()'", name.name));
                }
                Some(Type::List(Elem::Str))
            }
            "splitlines" if args.len() <= 1 => {
                if let Some(k) = args.first() {
                    self.expect_type(k, Type::Bool, "the keepends of '.splitlines()'");
                }
                Some(Type::List(Elem::Str))
            }
            "partition" | "rpartition" if args.len() == 1 => {
                self.expect_type(&args[0], Type::Str, &format!("the separator of '.{}()'", name.name));
                Some(Type::StrTuple)
            }
            "format" => {
                // A format string the program spells out is checked for what
                // `str_format` does not model before the run.
                if let ExprKind::Str(text) = &recv.kind {
                    let points: Vec<u32> = text.chars().map(u32::from).collect();
                    if let Some(what) = crate::str_format::unsupported_in(&points) {
                        self.diags.push(Diagnostic::unsupported(recv.span, &format!("{what} is")));
                        return None;
                    }
                }
                let mut ok = true;
                for a in args {
                    ok &= self.formatted(a).is_some();
                }
                ok.then_some(Type::Str)
            }
            "join" if args.len() == 1 => {
                let ty = self.expr(&args[0])?;
                if !ty.is_str_list() {
                    self.diags.push(Diagnostic::unsupported(args[0].span, &format!("'.join()' of {} is", a_or_an(ty))));
                    return None;
                }
                Some(Type::Str)
            }
            other => {
                let _ = recv;
                let Some(f) = crate::str_ops::StrFn::method(other, args.len()) else {
                    for a in args {
                        self.expr(a);
                    }
                    self.diags.push(Diagnostic::unsupported(name.span, &format!("the method '.{other}()' of a str with {} argument(s) is", args.len())));
                    return None;
                };
                use crate::str_ops::StrFn;
                for (k, a) in args.iter().enumerate() {
                    let want = match (f, k) {
                        (StrFn::Replace, 2) | (StrFn::Justify(_) | StrFn::Zfill | StrFn::ExpandTabs, 0) | (StrFn::Find | StrFn::RFind | StrFn::Count, 1 | 2) => Type::Int,
                        _ => Type::Str,
                    };
                    self.expect_type(a, want, &format!("argument {} of '.{other}()'", k + 1));
                }
                Some(f.result())
            }
        }
    }

    /// An item stored into a list of `elem`s: an int or a bool (a list of bools takes
    /// bools only, so that what comes out of it is a bool).
    fn list_item(&mut self, e: &Expr, elem: Elem) -> Option<Type> {
        let ty = self.expr(e);
        match ty {
            Some(Type::Str) if elem == Elem::Str => {}
            Some(Type::Float) if elem == Elem::Float => {}
            Some(Type::Bool) if matches!(elem, Elem::Int | Elem::Bool) => {}
            Some(Type::Int) if elem == Elem::Int => {}
            Some(ty) => self.err(e.span, format!("a {} holds {}s; this is {}", Type::List(elem), elem.ty(), a_or_an(ty))),
            None => {}
        }
        ty
    }

    /// `xs = []` then `xs.append(0.5)`: checked again with that `[]` a list of
    /// floats (a list that also takes an int is then reported).
    fn floats_into_int_list(&mut self, recv: &Expr, elem: Elem, item: Option<Type>) {
        if let (ExprKind::Name(n), Elem::Int, Some(Type::Float)) = (&recv.kind, elem, item) {
            let global = self.is_global(n);
            self.found_float_list(n, global);
        }
    }

    /// `xs.name(args)`.
    pub(super) fn method(&mut self, e: &Expr, recv: &Expr, name: &Ident, args: &[Expr]) -> Option<Type> {
        let rt = self.expr(recv);
        if rt == Some(Type::Str) {
            return self.str_method(recv, name, args);
        }
        // A number's methods: `conjugate()` (a number's own value but a complex's
        // conjugate), `is_integer()` of a float.
        match (rt, name.name.as_str()) {
            (Some(t), "conjugate") if t.is_any_number() && args.is_empty() => return Some(if t == Type::Bool { Type::Int } else { t }),
            (Some(Type::Float), "is_integer") if args.is_empty() => return Some(Type::Bool),
            (Some(Type::Float), "as_integer_ratio") if args.is_empty() => return Some(Type::Tuple),
            _ => {}
        }
        let Some(Type::List(elem)) = rt else {
            if let Some(ty) = rt {
                self.diags.push(Diagnostic::unsupported(name.span, &format!("the method '.{}()' of {} is (minipy has the methods of lists only)", name.name, a_or_an(ty))));
            }
            for a in args {
                self.expr(a);
            }
            return None;
        };
        if elem == Elem::Str && !matches!(name.name.as_str(), "append" | "extend" | "count" | "index" | "clear" | "pop" | "remove") {
            self.diags.push(Diagnostic::unsupported(name.span, &format!("the method '.{}()' of a list[str] is", name.name)));
            for a in args {
                self.expr(a);
            }
            return None;
        }
        // The methods that compare items would compare the bits a list of floats
        // holds (see `Elem::Float`).
        if elem == Elem::Float && !matches!(name.name.as_str(), "append" | "extend" | "insert" | "clear" | "pop" | "copy" | "reverse") {
            self.diags.push(Diagnostic::unsupported(name.span, &format!("the method '.{}()' of a list[float] is", name.name)));
            for a in args {
                self.expr(a);
            }
            return None;
        }
        let mutating = matches!(name.name.as_str(), "append" | "pop" | "insert" | "extend" | "clear" | "remove" | "reverse" | "sort");
        if mutating && !matches!(recv.kind, ExprKind::Name(_)) {
            self.diags.push(Diagnostic::unsupported(recv.span, &format!("'.{}()' on a list without a name is", name.name)));
            return None;
        }
        let (lo, hi) = match name.name.as_str() {
            "append" | "extend" | "count" | "index" | "remove" => (1, 1),
            "pop" => (0, 1),
            "insert" => (2, 2),
            "clear" | "reverse" | "sort" | "copy" => (0, 0),
            other => {
                self.diags.push(Diagnostic::unsupported(name.span, &format!("the list method '.{other}()' is")));
                return None;
            }
        };
        if !(lo..=hi).contains(&args.len()) {
            let takes = if lo == hi { format!("{lo}") } else { format!("{lo} to {hi}") };
            self.err(e.span, format!("list.{}() takes {takes} argument(s) in minipy, {} given", name.name, args.len()));
            return None;
        }
        match name.name.as_str() {
            "append" => {
                let ty = self.list_item(&args[0], elem);
                self.floats_into_int_list(recv, elem, ty);
            }
            "insert" => {
                self.expect_strict(&args[0], Type::Int, "the index of insert()");
                let ty = self.list_item(&args[1], elem);
                self.floats_into_int_list(recv, elem, ty);
            }
            "pop" => {
                if let Some(i) = args.first() {
                    self.expect_strict(i, Type::Int, "the index of pop()");
                }
                return Some(elem.ty());
            }
            "extend" if elem == Elem::Str => {
                let ty = self.expr(&args[0])?;
                if !ty.is_str_list() && ty != Type::Str {
                    self.err(args[0].span, format!("a list[str] can only be extended by a list[str] or a str in minipy, found {}", a_or_an(ty)));
                }
            }
            "count" | "index" | "remove" if elem == Elem::Str => {
                self.expect_type(&args[0], Type::Str, &format!("the argument of list.{}()", name.name));
                if name.name != "remove" {
                    return Some(Type::Int);
                }
            }
            "extend" if elem == Elem::Float => {
                let ty = self.expr(&args[0])?;
                if ty != Type::List(Elem::Float) {
                    self.err(args[0].span, format!("a list[float] can only be extended by a list[float] in minipy, found {}", a_or_an(ty)));
                }
            }
            "extend" => {
                let ty = self.expect_sequence(&args[0], "the argument of extend()")?;
                if elem == Elem::Bool && ty != Type::List(Elem::Bool) {
                    self.err(args[0].span, format!("a list[bool] can only be extended by a list[bool], found {}", a_or_an(ty)));
                }
                self.plain_tuple(&args[0], "extending a list by");
            }
            "count" | "index" | "remove" => {
                if let Some(ty) = self.expr(&args[0]).filter(|t| !t.is_numeric()) {
                    self.err(args[0].span, format!("list.{}() looks for an int or a bool in minipy, found {}", name.name, a_or_an(ty)));
                }
                if name.name != "remove" {
                    return Some(Type::Int);
                }
            }
            "copy" => return rt,
            _ => {}
        }
        Some(Type::None)
    }

    /// The element type of the list `target` names (for a write to one of its items).
    pub(super) fn named_list(&mut self, target: &Ident, what: &str) -> Option<Elem> {
        match self.var_type(&target.name) {
            Some(Type::List(elem)) => Some(elem),
            Some(Type::Tuple) => {
                self.err(target.span, format!("{what} of a tuple: tuples are immutable"));
                None
            }
            Some(ty) => {
                self.err(target.span, format!("{what} of {}, not a list", a_or_an(ty)));
                None
            }
            None if self.poisoned.contains(&target.name) => None,
            None => {
                self.diags.push(Diagnostic::new("name", target.span, format!("unknown name '{}'", target.name)));
                None
            }
        }
    }

    /// `xs[index] = value`, or `xs[index] op= value`.
    pub(super) fn set_item(&mut self, target: &Ident, index: &Expr, value: &Expr, op: Option<ArithOp>, span: Span) {
        let vty = self.expr(value);
        let Some(elem) = self.named_list(target, "assigning to an item") else { return };
        self.expect_strict(index, Type::Int, "an index");
        let Some(vty) = vty else { return };
        let result = match op {
            None => Some(vty),
            Some(op) => arith_type(op, elem.ty(), vty),
        };
        match result {
            Some(Type::Float) if elem == Elem::Float => {}
            Some(Type::Bool) if elem != Elem::Float => {}
            Some(Type::Int) if elem == Elem::Int => {}
            Some(ty) if ty.is_numeric() && elem == Elem::Bool => self.err(span, format!("this stores an int into the list[bool] '{}'", target.name)),
            _ => {
                let what = op.map_or(String::new(), |o| format!("{}= ", o.symbol()));
                self.err(span, format!("unsupported item assignment {what}of {} into {}", a_or_an(vty), Type::List(elem)));
            }
        }
    }

    /// `xs * n` / `n * xs`: the lowering repeats a one-item display any number of
    /// times, and any list a literal number of times.
    pub(super) fn repetition(&mut self, a: &Expr, b: &Expr) {
        let (seq, count) = if self.expr_types[a.id as usize].is_some_and(Type::is_list) { (a, b) } else { (b, a) };
        let one_item = matches!(&seq.kind, ExprKind::List(items) if items.len() == 1);
        if !one_item && literal_count(count).is_none() {
            self.diags.push(Diagnostic::unsupported(count.span, "repeating a list of other than one item a computed number of times is"));
        }
    }

    /// `tuple(..)`, `list(..)`, `sum(..)`, `sorted(..)`, and `min`/`max` of a sequence.
    pub(super) fn sequence_builtin(&mut self, e: &Expr, func: &Ident, b: Builtin, args: &[Expr]) -> Option<Type> {
        let optional_arg = matches!(b, Builtin::TupleNew | Builtin::ListNew);
        if args.len() > 1 || (args.is_empty() && !optional_arg) {
            let takes = if optional_arg { "at most one argument" } else { "one argument in minipy" };
            self.err(e.span, format!("{}() takes {takes}, {} given", func.name, args.len()));
            for a in args {
                self.expr(a);
            }
            return None;
        }
        let Some(arg) = args.first() else {
            return Some(if b == Builtin::TupleNew { Type::Tuple } else { Type::List(Elem::Int) });
        };
        let ty = self.expr(arg)?;
        if (b == Builtin::ListNew && (ty == Type::Str || ty.is_str_list())) || (b == Builtin::Sorted && ty == Type::Str) {
            return Some(Type::List(Elem::Str));
        }
        if ty == Type::List(Elem::Float) && b != Builtin::TupleNew {
            return Some(match b {
                Builtin::Sum | Builtin::Min | Builtin::Max => Type::Float,
                _ => ty,
            });
        }
        if !ty.is_sequence() {
            self.diags.push(Diagnostic::unsupported(arg.span, &format!("{}() of {} is", func.name, a_or_an(ty))));
            return None;
        }
        if ty == Type::Tuple {
            self.plain_tuple(arg, &format!("{}() of", func.name));
        }
        Some(match b {
            Builtin::TupleNew => Type::Tuple,
            Builtin::ListNew | Builtin::Sorted => Type::List(if ty == Type::List(Elem::Bool) { Elem::Bool } else { Elem::Int }),
            Builtin::Sum => Type::Int,
            _ => ty.item(),
        })
    }

    /// Rejects `and`, `or` and conditional expressions whose value is a list: which
    /// object they give depends on the path.
    pub(super) fn no_list_choice(&mut self, e: &Expr, ty: Type) -> Option<Type> {
        if ty.is_list() || ty.is_str_list() {
            self.diags.push(Diagnostic::unsupported(e.span, "choosing between lists (or tuples of strs) with 'and', 'or' or 'x if c else y' is"));
            return None;
        }
        Some(ty)
    }

    /// The alias rule (see the module doc) on a function whose body typed cleanly.
    pub(super) fn check_aliases(&mut self, f: &Function) {
        let is_list = |this: &Self, e: &Expr| this.expr_types[e.id as usize].is_some_and(Type::is_list);
        let mut binds: BTreeMap<String, Vec<Binding>> = BTreeMap::new();
        let mut loops_over = Vec::new();
        let mut returns = Vec::new();
        collect(&f.body, false, &mut |s, in_loop| match &s.kind {
            StmtKind::Assign { targets, value, .. } if targets.len() == 1 && is_list(self, value) => {
                let source = match &value.kind {
                    ExprKind::Name(n) => Some(n.clone()),
                    _ => None,
                };
                binds.entry(targets[0].name.clone()).or_default().push(Binding { source, in_loop, span: targets[0].span });
            }
            StmtKind::For { iter: ForIter::Seq(e) | ForIter::Reversed(e), body, .. } if is_list(self, e) => {
                if let ExprKind::Name(n) = &e.kind {
                    loops_over.push((n.clone(), body));
                }
            }
            StmtKind::Return(Some(e)) if is_list(self, e) => returns.push(e),
            _ => {}
        });
        let params: BTreeSet<&str> = f.params.iter().map(|p| p.name.name.as_str()).collect();
        let mut errors = Vec::new();
        for (name, bs) in &binds {
            if params.contains(name.as_str()) {
                errors.push((bs[0].span, format!("assigning to the list parameter '{name}' is not supported in minipy: the caller's list is shared with it (use a new name for the new list)")));
                continue;
            }
            if !self.st.is_module && self.st.global_decls.contains(name) {
                errors.push((bs[0].span, format!("assigning to the module list '{name}' inside a function is not supported in minipy (its other names would keep the old list)")));
                continue;
            }
            for b in bs.iter().filter(|b| b.source.is_some()) {
                let source = b.source.as_deref().expect("filtered");
                let once = |bs: &[Binding]| bs.len() == 1 && !bs[0].in_loop;
                let source_once = params.contains(source) || binds.get(source).map_or_else(|| self.global_bound_once(source), |s| once(s));
                if !once(bs) || !source_once {
                    errors.push((b.span, format!("'{name} = {source}' makes '{name}' share a list: minipy supports it only where each of the two names is assigned once, outside loops")));
                }
            }
        }
        for (name, body) in loops_over {
            let mut rebound = None;
            walk_stmts(body, &mut |s| {
                if let StmtKind::Assign { targets, .. } = &s.kind {
                    if targets.iter().any(|t| t.name == name) {
                        rebound = rebound.or(Some(s.span));
                    }
                }
            });
            if let Some(span) = rebound {
                errors.push((span, format!("assigning to '{name}' in a for loop over it is not supported in minipy (the loop goes on over the old list)")));
            }
        }
        let rebound_params: BTreeSet<String> = binds.keys().filter(|n| params.contains(n.as_str())).cloned().collect();
        for e in returns {
            let ExprKind::Name(n) = &e.kind else { continue };
            if rebound_params.contains(n) {
                continue; // its assignment is the error
            }
            let mut cur = n.clone();
            let reaches_caller = loop {
                if params.contains(cur.as_str()) || !self.st.locals.contains_key(&cur) || self.st.is_module {
                    break !self.st.is_module;
                }
                match binds.get(&cur).and_then(|bs| bs[0].source.clone()) {
                    Some(next) => cur = next,
                    None => break false,
                }
            };
            if reaches_caller {
                errors.push((e.span, format!("returning the list '{n}', which the caller can still reach, is not supported in minipy (return a copy, {n}[:], or change it in place and return nothing)")));
            }
        }
        for (span, msg) in errors {
            self.err(span, msg);
        }
    }

    /// Whether the module's code binds the list `name` once, outside loops.
    fn global_bound_once(&self, name: &str) -> bool {
        let Some(module) = self.bodies.get(MODULE) else { return false };
        let mut n = 0;
        let mut looped = false;
        collect(&module.body, false, &mut |s, in_loop| {
            if let StmtKind::Assign { targets, .. } = &s.kind {
                if targets.iter().any(|t| t.name == name) {
                    n += 1;
                    looped |= in_loop;
                }
            }
        });
        n == 1 && !looped
    }
}

/// The names a body assigns `[]` and then gives only bools or only strs (by
/// `append`, `insert` or an item assignment of an expression that is one by its
/// form: `True`, a comparison, `not`; a str literal, a str method's value, a name
/// assigned only strs by their forms, a loop's variable over a str or a list of
/// strs): their `[]` is a `list[bool]` or a `list[str]`, as the items they will
/// hold say. Any other item, or none, leaves `[]` a `list[int]`.
pub(super) fn filled_lists(body: &[Stmt], str_params: BTreeSet<String>, str_list_params: BTreeSet<String>) -> BTreeMap<String, Elem> {
    let mut empty = BTreeSet::new();
    let mut given: BTreeMap<String, Vec<&Expr>> = BTreeMap::new();
    let mut assigned: BTreeMap<String, Vec<&Expr>> = BTreeMap::new();
    let mut loop_vars: Vec<(String, &Expr)> = Vec::new();
    walk_stmts(body, &mut |s| {
        match &s.kind {
            StmtKind::Assign { targets, value, ann } if targets.len() == 1 => {
                if ann.is_none() && matches!(&value.kind, ExprKind::List(items) if items.is_empty()) {
                    empty.insert(targets[0].name.clone());
                }
                assigned.entry(targets[0].name.clone()).or_default().push(value);
            }
            StmtKind::SetItem { target, value, op: None, .. } => given.entry(target.name.clone()).or_default().push(value),
            StmtKind::For { var, iter: ForIter::Seq(e) | ForIter::Reversed(e), .. } => loop_vars.push((var.name.clone(), e)),
            // `word += c` keeps a str a str.
            StmtKind::AugAssign { target, op: ArithOp::Add, value } => assigned.entry(target.name.clone()).or_default().push(value),
            StmtKind::For { var, .. } | StmtKind::AugAssign { target: var, .. } => {
                // Bound to other than a str by its form: no str by form.
                assigned.entry(var.name.clone()).or_default().push(&NOT_A_FORM);
            }
            _ => {}
        }
        for e in stmt_exprs(s) {
            walk_expr(e, &mut |x| {
                if let ExprKind::Method { recv, name, args } = &x.kind {
                    if let (ExprKind::Name(n), Some(item)) = (&recv.kind, args.last()) {
                        if matches!(name.name.as_str(), "append" | "insert") {
                            given.entry(n.clone()).or_default().push(item);
                        }
                    }
                }
            });
        }
    });
    // The names that hold strs, and lists of strs, by their forms: to a fixpoint.
    let mut strs = str_params;
    let mut str_lists = str_list_params;
    loop {
        let before = (strs.len(), str_lists.len());
        for (name, values) in &assigned {
            if values.iter().all(|v| is_str_form(v, &strs, &str_lists)) {
                strs.insert(name.clone());
            }
            if values.iter().all(|v| is_str_list_form(v, &strs, &str_lists)) {
                str_lists.insert(name.clone());
            }
        }
        for (var, over) in &loop_vars {
            let over_strs = is_str_form(over, &strs, &str_lists) || is_str_list_form(over, &strs, &str_lists);
            if over_strs && assigned.get(var).is_none_or(|vs| vs.iter().all(|v| is_str_form(v, &strs, &str_lists))) {
                strs.insert(var.clone());
            }
        }
        if (strs.len(), str_lists.len()) == before {
            break;
        }
    }
    empty
        .into_iter()
        .filter_map(|n| {
            let items = given.get(&n)?;
            let elem = if items.iter().all(|e| is_bool_form(e)) {
                Elem::Bool
            } else if items.iter().all(|e| is_str_form(e, &strs, &str_lists)) {
                Elem::Str
            } else {
                return None;
            };
            Some((n, elem))
        })
        .collect()
}

/// An expression that is no form `filled_lists` reads.
static NOT_A_FORM: Expr = Expr { id: 0, span: Span { start: 0, end: 0 }, kind: ExprKind::Invalid };

/// Whether `e` is a str by its form, `strs` naming the names that hold strs.
fn is_str_form(e: &Expr, strs: &BTreeSet<String>, str_lists: &BTreeSet<String>) -> bool {
    match &e.kind {
        ExprKind::Str(_) => true,
        ExprKind::Name(n) => strs.contains(n),
        ExprKind::Arith(ArithOp::Add, a, b) => is_str_form(a, strs, str_lists) || is_str_form(b, strs, str_lists),
        ExprKind::Index(t, _) | ExprKind::Slice(t, ..) => is_str_form(t, strs, str_lists) || is_str_list_form(t, strs, str_lists),
        // A str method whose value is a str, with any of the arities it takes.
        ExprKind::Method { name, .. } => name.name == "join" || (0..=3).any(|n| crate::str_ops::StrFn::method(&name.name, n).is_some_and(|f| f.result() == Type::Str)),
        ExprKind::Call { func, .. } => matches!(func.name.as_str(), "str" | "chr" | "input" | "nondet_str" | "__VERIFIER_nondet_string"),
        _ => false,
    }
}

/// Whether `e` is a list of strs by its form.
fn is_str_list_form(e: &Expr, strs: &BTreeSet<String>, str_lists: &BTreeSet<String>) -> bool {
    match &e.kind {
        ExprKind::Name(n) => str_lists.contains(n),
        ExprKind::List(items) => !items.is_empty() && items.iter().all(|x| is_str_form(x, strs, str_lists)),
        ExprKind::Method { name, .. } => matches!(name.name.as_str(), "split" | "rsplit" | "splitlines"),
        _ => false,
    }
}

/// Whether `e` is a bool by its form alone.
fn is_bool_form(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Bool(_) | ExprKind::Compare(..) | ExprKind::Is { .. } | ExprKind::Contains { .. } | ExprKind::Quant { .. } => true,
        ExprKind::Unary(UnaryOp::Not, _) => true,
        ExprKind::BoolOp(_, a, b) => is_bool_form(a) && is_bool_form(b),
        ExprKind::Call { func, .. } => func.name == "nondet_bool" || func.name == "__VERIFIER_nondet_bool",
        _ => false,
    }
}

/// Calls `f` on every statement below `stmts`, with whether it is inside a loop.
fn collect<'a>(stmts: &'a [Stmt], in_loop: bool, f: &mut dyn FnMut(&'a Stmt, bool)) {
    for s in stmts {
        f(s, in_loop);
        match &s.kind {
            StmtKind::If { then, orelse, .. } => {
                collect(then, in_loop, f);
                collect(orelse, in_loop, f);
            }
            StmtKind::While { body, orelse, .. } | StmtKind::For { body, orelse, .. } => {
                collect(body, true, f);
                collect(orelse, in_loop, f);
            }
            StmtKind::Try { body, handlers, orelse, finally } => {
                collect(body, in_loop, f);
                handlers.iter().for_each(|h| collect(&h.body, in_loop, f));
                collect(orelse, in_loop, f);
                collect(finally, in_loop, f);
            }
            _ => {}
        }
    }
}

/// The count of a repetition when it is a small literal (`xs * 3`).
pub(crate) fn literal_count(e: &Expr) -> Option<usize> {
    match &e.kind {
        ExprKind::Int(v) => num_traits::ToPrimitive::to_usize(v).filter(|&n| n <= 64).or_else(|| (v.sign() == num_bigint::Sign::Minus).then_some(0)),
        _ => None,
    }
}
