//! Lists without a heap. Each list object is one CFG variable holding a sequence (the
//! representation tuples have), and each list name resolves statically to an object
//! (`typeck::lists` rejects the programs where that would depend on the path): `b = a`
//! makes `b` name `a`'s variable, a parameter names its argument's, and every other
//! list value is assigned into the name's own variable. A change through any name
//! assigns the object's variable, so every name sees it. The engines see nothing
//! new but `Expr::Store` (one item replaced) and `Expr::Fill` (`[x] * n`); `sort`,
//! `sorted`, `sum`, `min`, `max`, `count`, `index` and `remove` become loops here.

use super::*;
use crate::float_ops::FloatFn;

/// Whether `i` is a valid index of `seq` (Python's negative indices included).
fn in_range(seq: &Expr, i: &Expr) -> Expr {
    let len = Expr::Len(Box::new(seq.clone()));
    Expr::And(vec![Expr::cmp(CmpOp::Le, Expr::Neg(Box::new(len.clone())), i.clone()), Expr::cmp(CmpOp::Lt, i.clone(), len)])
}

/// A valid index as a position from the start (`-1` is `len - 1`).
fn position(seq: &Expr, i: Expr) -> Expr {
    match &i {
        Expr::Int(v) if v.sign() != num_bigint::Sign::Minus => i,
        _ => {
            let len = Expr::Len(Box::new(seq.clone()));
            let from_end = Expr::arith(ArithOp::Add, i.clone(), len);
            Expr::Ite(Box::new(Expr::cmp(CmpOp::Lt, i.clone(), Expr::int(0))), Box::new(from_end), Box::new(i))
        }
    }
}

fn boxed(e: Expr) -> Box<Expr> {
    Box::new(e)
}

/// `seq` without its item at position `pos` (valid).
fn without(seq: &Expr, pos: &Expr) -> Expr {
    let next = Expr::arith(ArithOp::Add, pos.clone(), Expr::int(1));
    Expr::Concat(boxed(Expr::Slice(boxed(seq.clone()), None, Some(boxed(pos.clone())))), boxed(Expr::Slice(boxed(seq.clone()), Some(boxed(next)), None)))
}

fn item_at(seq: &Expr, i: Expr) -> Expr {
    Expr::Index(boxed(seq.clone()), boxed(i))
}

impl Lowerer<'_> {
    /// `target = value` for a list: `b = a` shares `a`'s object, anything else is a
    /// new list stored into the name's own.
    pub(super) fn assign_list(&mut self, target: &ast::Ident, value: &ast::Expr) {
        if let ExprKind::Name(source) = &value.kind {
            let var = self.var_of(source);
            let module_frame = self.frames.len() == 1 && self.b.cur_fn == crate::typeck::MODULE;
            if module_frame {
                self.globals.insert(target.name.clone(), var);
            }
            self.frames.last_mut().expect("inside a function").names.insert(target.name.clone(), var);
            return;
        }
        let x = self.var_of(&target.name);
        if self.program.is_str_list(value) {
            let l = self.str_list(value);
            self.set_str_list(x, l);
            return;
        }
        let v = self.expr(value);
        self.b.step(Action::Assign(vec![(x, v)]));
    }

    /// `xs[index] = value` or `xs[index] op= value`, in Python's order of evaluation.
    pub(super) fn set_item(&mut self, target: &ast::Ident, index: &ast::Expr, value: &ast::Expr, op: Option<ArithOp>, span: Span) {
        let assigned = op.is_none().then(|| (self.expr(value), self.ty(value)));
        let obj = self.var_of(&target.name);
        let elem = self.vars[obj as usize].ty.item();
        let seq = Expr::Var(obj);
        let mut i = self.expr(index);
        self.check(in_range(&seq, &i), ExcKind::IndexError, span);
        let (v, vty) = match (op, assigned) {
            (None, Some(v)) => v,
            (Some(op), _) => {
                let old = (from_item(item_at(&seq, i.clone()), elem), elem);
                if !self.is_simple(value) && !matches!(i, Expr::Int(_)) {
                    // Python evaluated the index already; the value may change it.
                    let held = self.temp("i", Type::Int);
                    self.b.step(Action::Assign(vec![(held, i)]));
                    i = Expr::Var(held);
                }
                let rhs = (self.expr(value), self.ty(value));
                let ty = if elem == Type::Float {
                    Type::Float
                } else if elem == Type::Bool && rhs.1 == Type::Bool && op.is_bitwise() {
                    Type::Bool
                } else {
                    Type::Int
                };
                let v = self.arith(op, old, rhs, ty, cannot_raise(op, value), span);
                if !self.is_simple(value) {
                    self.check(in_range(&Expr::Var(obj), &i), ExcKind::IndexError, span);
                }
                (v, ty)
            }
            (None, None) => unreachable!("evaluated above"),
        };
        let stored = Expr::Store(boxed(Expr::Var(obj)), boxed(i), boxed(to_item(v, vty)));
        self.b.cur_span = span;
        self.b.step(Action::Assign(vec![(obj, stored)]));
    }

    /// `del xs[index]`.
    pub(super) fn del_item(&mut self, target: &ast::Ident, index: &ast::Expr, span: Span) {
        let obj = self.var_of(&target.name);
        let seq = Expr::Var(obj);
        let i = self.expr(index);
        self.check(in_range(&seq, &i), ExcKind::IndexError, span);
        let pos = position(&seq, i);
        self.b.step(Action::Assign(vec![(obj, without(&seq, &pos))]));
    }

    /// A list value `xs * n` (or `n * xs`) once the operands are lowered: `[x] * n`
    /// is a fill, other lists are repeated a literal number of times (the checker's
    /// rule).
    pub(super) fn repeat(&mut self, (a, ta): (Expr, Type), (b, _): (Expr, Type)) -> Expr {
        let (seq, count) = if ta.is_list() { (a, b) } else { (b, a) };
        if let Expr::Tuple(items) = &seq {
            if let [item] = items.as_slice() {
                return Expr::Fill(boxed(item.clone()), boxed(count));
            }
        }
        let Expr::Int(k) = count else { unreachable!("the type checker allows a literal count only") };
        let k = usize::try_from(k).unwrap_or(0);
        (0..k).fold(Expr::Tuple(Vec::new()), |acc, _| Expr::Concat(boxed(acc), boxed(seq.clone())))
    }

    /// `item in seq` (or `not in`): a bounded quantifier over the items.
    pub(super) fn contains(&mut self, item: &ast::Expr, seq: &ast::Expr, negated: bool) -> Expr {
        if let Some(items) = crate::ast::str_alternatives(seq) {
            let x = self.expr(item);
            let any = Expr::Or(items.iter().map(|t| strs::seq_eq(x.clone(), self.expr(t))).collect());
            return if negated { any.negate() } else { any };
        }
        if self.program.is_str_list(seq) {
            let x = self.expr(item);
            let l = self.str_list(seq);
            let any = self.str_list_contains(x, &l);
            return if negated { any.negate() } else { any };
        }
        if self.ty(seq) == Type::Str {
            let (t, s) = (self.expr(item), self.expr(seq));
            let any = self.str_contains(t, s);
            return if negated { any.negate() } else { any };
        }
        // A value whose type varies is among ints only if it is a number.
        let dynamic = self.ty(item) == Type::Dyn;
        let x = self.expr(item);
        let (number, x) = if dynamic { (Some(super::dynamic::holds(&x, Type::Int)), super::dynamic::payload(x, Type::Int)) } else { (None, as_int(x, self.ty(item))) };
        let s = self.expr(seq);
        let k = self.temp("in.", Type::Int);
        let body = Expr::cmp(CmpOp::Eq, item_at(&s, Expr::Var(k)), x);
        let any = Expr::Quant { all: false, var: k, lo: boxed(Expr::int(0)), hi: boxed(Expr::Len(boxed(s))), body: boxed(body) };
        let any = match number {
            Some(n) => Expr::And(vec![n, any]),
            None => any,
        };
        if negated {
            any.negate()
        } else {
            any
        }
    }

    /// `[elt for var in iter if cond]`: a loop that appends to a new list. The
    /// iterable is evaluated in the enclosing scope; `var` is the comprehension's own.
    pub(super) fn list_comp(&mut self, e: &ast::Expr, elt: &ast::Expr, var: &ast::Ident, iter: &ForIter, cond: Option<&ast::Expr>) -> Expr {
        let out = self.temp("list", self.ty(e));
        self.b.step(Action::Assign(vec![(out, Expr::Tuple(Vec::new()))]));
        let item_ty = match iter {
            ForIter::Seq(x) | ForIter::Reversed(x) => self.ty(x).item(),
            ForIter::Range { .. } => Type::Int,
        };
        let x = self.temp(&format!("{}.", var.name), item_ty);
        let (more, advance) = self.walk_setup(iter, x, e.span);
        let shadowed = self.frames.last_mut().expect("inside a function").names.insert(var.name.clone(), x);
        self.simple_loop(more, e.span, &mut |l| {
            l.b.step(Action::Assign(advance.clone()));
            let keep = cond.map(|c| l.condition(c));
            let append = |l: &mut Self| {
                let v = to_item(l.expr(elt), l.ty(elt));
                l.b.step(Action::Assign(vec![(out, Expr::Concat(boxed(Expr::Var(out)), boxed(Expr::Tuple(vec![v]))))]));
            };
            match keep {
                None => append(l),
                Some(k) => {
                    let (yes, no) = l.b.branch(k);
                    let join = l.b.node();
                    l.b.cur = yes;
                    append(l);
                    l.b.goto(join);
                    l.b.cur = no;
                    l.b.goto(join);
                    l.b.cur = join;
                }
            }
        });
        let names = &mut self.frames.last_mut().expect("inside a function").names;
        match shadowed {
            Some(v) => names.insert(var.name.clone(), v),
            None => names.remove(&var.name),
        };
        Expr::Var(out)
    }

    /// A loop of the CFG that runs `body` while `cond` holds (cond is evaluated at
    /// the head, over variables `body` may change).
    pub(super) fn simple_loop(&mut self, cond: Expr, span: Span, body: &mut dyn FnMut(&mut Self)) {
        let head = self.b.node();
        self.b.goto(head);
        self.b.cur = head;
        self.b.graph[head].span = span;
        self.b.fixed[head.index()] = true;
        let (yes, no) = self.loop_branch(head, cond);
        self.b.cur = yes;
        body(self);
        self.b.cur_span = span;
        self.b.goto(head);
        self.b.cur = no;
    }

    /// `seq` in a variable of its own (unless it is one), for loops that read it often.
    pub(super) fn held(&mut self, seq: Expr, ty: Type) -> Expr {
        if let Expr::Var(_) = seq {
            return seq;
        }
        let t = self.temp("seq", ty);
        self.b.step(Action::Assign(vec![(t, seq)]));
        Expr::Var(t)
    }

    /// A loop over the positions of `seq` with an accumulator: `acc = init`, then
    /// `acc = step(acc, seq[k])` for each `k` from `from` on.
    fn fold_items(&mut self, seq: &Expr, from: i64, init: Expr, ty: Type, span: Span, step: &dyn Fn(Expr, Expr) -> Expr) -> VarId {
        let acc = self.temp("acc", ty);
        let k = self.temp("k", Type::Int);
        self.b.step(Action::Assign(vec![(acc, init), (k, Expr::int(from))]));
        let kv = Expr::Var(k);
        let more = Expr::cmp(CmpOp::Lt, kv.clone(), Expr::Len(boxed(seq.clone())));
        self.simple_loop(more, span, &mut |l| {
            let next = step(Expr::Var(acc), item_at(seq, kv.clone()));
            l.b.step(Action::Assign(vec![(acc, next), (k, Expr::arith(ArithOp::Add, kv.clone(), Expr::int(1)))]));
        });
        acc
    }

    /// The position of the first item equal to `x` (`len` if there is none).
    fn find(&mut self, seq: &Expr, x: Expr, span: Span) -> Expr {
        let k = self.temp("k", Type::Int);
        self.b.step(Action::Assign(vec![(k, Expr::int(0))]));
        let kv = Expr::Var(k);
        let more = Expr::And(vec![
            Expr::cmp(CmpOp::Lt, kv.clone(), Expr::Len(boxed(seq.clone()))),
            Expr::cmp(CmpOp::Ne, item_at(seq, kv.clone()), x),
        ]);
        self.simple_loop(more, span, &mut |l| {
            l.b.step(Action::Assign(vec![(k, Expr::arith(ArithOp::Add, kv.clone(), Expr::int(1)))]));
        });
        kv
    }

    /// The items of `seq` in ascending order: insertion sort (stable, as Python's).
    /// Of floats, only where none is nan: with a nan, `<` is no order, and the
    /// result is whatever CPython's timsort makes of it.
    pub(super) fn sorted(&mut self, seq: Expr, ty: Type, span: Span) -> Expr {
        let floats = ty == Type::List(crate::ast::Elem::Float);
        // Each item is checked as the sort reaches it (no quantifier over the
        // items' bits, which Z3 handles badly).
        let not_nan = |item: Expr| Expr::FloatFn(FloatFn::IsNan, vec![from_item(item, Type::Float)]).negate();
        if floats {
            let empty = Expr::cmp(CmpOp::Eq, Expr::Len(boxed(seq.clone())), Expr::int(0));
            self.modelled_only(Expr::Or(vec![empty, not_nan(item_at(&seq, Expr::int(0)))]), span);
        }
        let greater = move |a: Expr, b: Expr| if floats { Expr::FloatFn(FloatFn::Cmp(CmpOp::Gt), vec![from_item(a, Type::Float), from_item(b, Type::Float)]) } else { Expr::cmp(CmpOp::Gt, a, b) };
        let a = self.temp("sorted", ty);
        let i = self.temp("i", Type::Int);
        self.b.step(Action::Assign(vec![(a, seq), (i, Expr::int(1))]));
        let (av, iv) = (Expr::Var(a), Expr::Var(i));
        let outer = Expr::cmp(CmpOp::Lt, iv.clone(), Expr::Len(boxed(av.clone())));
        self.simple_loop(outer, span, &mut |l| {
            let key = l.temp("key", Type::Int);
            let j = l.temp("j", Type::Int);
            l.b.step(Action::Assign(vec![(key, item_at(&av, iv.clone())), (j, Expr::arith(ArithOp::Sub, iv.clone(), Expr::int(1)))]));
            if floats {
                l.modelled_only(not_nan(Expr::Var(key)), span);
            }
            let jv = Expr::Var(j);
            let after_j = Expr::arith(ArithOp::Add, jv.clone(), Expr::int(1));
            let shift = Expr::And(vec![Expr::cmp(CmpOp::Ge, jv.clone(), Expr::int(0)), greater(item_at(&av, jv.clone()), Expr::Var(key))]);
            l.simple_loop(shift, span, &mut |l| {
                let moved = Expr::Store(boxed(av.clone()), boxed(after_j.clone()), boxed(item_at(&av, jv.clone())));
                l.b.step(Action::Assign(vec![(a, moved), (j, Expr::arith(ArithOp::Sub, jv.clone(), Expr::int(1)))]));
            });
            let placed = Expr::Store(boxed(av.clone()), boxed(after_j.clone()), boxed(Expr::Var(key)));
            l.b.step(Action::Assign(vec![(a, placed), (i, Expr::arith(ArithOp::Add, iv.clone(), Expr::int(1)))]));
        });
        av
    }

    /// `sum`, `sorted`, `min` and `max` of a sequence (already lowered).
    pub(super) fn sequence_builtin(&mut self, b: Builtin, seq: Expr, seq_ty: Type, span: Span) -> Expr {
        let seq = self.held(seq, seq_ty);
        let floats = seq_ty == Type::List(crate::ast::Elem::Float);
        match b {
            // CPython's sum: `0 + x0` (0.0 + x0), then each item added in order.
            Builtin::Sum if floats => {
                let add = |acc: Expr, x: Expr| Expr::FloatFn(FloatFn::Add, vec![acc, from_item(x, Type::Float)]);
                Expr::Var(self.fold_items(&seq, 0, Expr::FloatFn(FloatFn::literal(0.0), Vec::new()), Type::Float, span, &add))
            }
            Builtin::Sum => Expr::Var(self.fold_items(&seq, 0, Expr::int(0), Type::Int, span, &|acc, x| Expr::arith(ArithOp::Add, acc, x))),
            Builtin::Sorted => self.sorted(seq, seq_ty, span),
            Builtin::Min | Builtin::Max => {
                self.check(Expr::cmp(CmpOp::Ne, Expr::Len(boxed(seq.clone())), Expr::int(0)), ExcKind::ValueError, span);
                let op = if b == Builtin::Min { CmpOp::Lt } else { CmpOp::Gt };
                let first = item_at(&seq, Expr::int(0));
                // CPython keeps the best so far unless `item < best` (`>` for
                // max): a nan is kept only if it comes first.
                let better = |x: Expr, acc: Expr| if floats { Expr::FloatFn(FloatFn::Cmp(op), vec![from_item(x, Type::Float), from_item(acc, Type::Float)]) } else { Expr::cmp(op, x, acc) };
                let best = self.fold_items(&seq, 1, first, Type::Int, span, &|acc, x| Expr::Ite(boxed(better(x.clone(), acc.clone())), boxed(x), boxed(acc)));
                from_item(Expr::Var(best), seq_ty.item())
            }
            _ => unreachable!("not a built-in over sequences"),
        }
    }

    /// `recv.name(args)`, Python's order: the list, then the arguments, then the call.
    pub(super) fn method(&mut self, e: &ast::Expr, recv: &ast::Expr, name: &ast::Ident, args: &[ast::Expr]) -> Expr {
        if self.ty(recv).is_any_number() {
            let x = self.expr(recv);
            return self.number_method(x, self.ty(recv), &name.name, e.span);
        }
        if self.program.is_str_list(recv) {
            return self.str_list_method(recv, &name.name, args, e.span);
        }
        if self.ty(recv) == Type::Str && name.name == "format" {
            let mut operands = vec![self.expr(recv)];
            for a in args {
                let v = self.expr(a);
                operands.push(self.operand(v, self.ty(a), e.span));
            }
            return self.formatting(crate::str_ops::Formatting::Method, operands, e.span);
        }
        if self.ty(recv) == Type::Str && name.name == "join" {
            let sep = self.expr(recv);
            let l = self.str_list(&args[0]);
            return self.join(sep, l);
        }
        if let (Type::Str, "startswith" | "endswith", Some(items)) = (self.ty(recv), name.name.as_str(), args.first().and_then(crate::ast::str_alternatives)) {
            let s = self.expr(recv);
            let any = items.iter().map(|t| {
                let t = self.expr(t);
                self.str_method(s.clone(), &name.name, vec![t], e.span)
            });
            return Expr::Or(any.collect());
        }
        if let (Type::Str, "startswith" | "endswith", Some(alternatives)) = (self.ty(recv), name.name.as_str(), args.first().filter(|a| self.program.is_str_list(a))) {
            // Any of a tuple's strs: a quantifier over its positions.
            let s = self.expr(recv);
            let s = self.held(s, Type::Str);
            let l = self.str_list(alternatives);
            let l = self.held_str_list(l);
            let k = self.temp("k", Type::Int);
            let body = self.str_method(s, &name.name, vec![l.item(&Expr::Var(k))], e.span);
            return Expr::Quant { all: false, var: k, lo: Box::new(Expr::int(0)), hi: Box::new(Expr::Len(Box::new(l.ends))), body: Box::new(body) };
        }
        if self.ty(recv) == Type::Str {
            let s = self.expr(recv);
            let vals = args.iter().map(|a| self.expr(a)).collect();
            return self.str_method(s, &name.name, vals, e.span);
        }
        let list_ty = self.ty(recv);
        let elem = list_ty.item();
        let (obj, seq) = match &recv.kind {
            ExprKind::Name(n) => {
                let v = self.var_of(n);
                (Some(v), Expr::Var(v))
            }
            _ => (None, self.expr(recv)),
        };
        let vals: Vec<(Expr, Type)> = args.iter().map(|a| (self.expr(a), self.ty(a))).collect();
        let arg = |k: usize| to_item(vals[k].0.clone(), vals[k].1);
        let span = e.span;
        self.b.cur_span = span;
        let set = |l: &mut Self, value: Expr| {
            let obj = obj.expect("the type checker allows changes to named lists only");
            l.b.step(Action::Assign(vec![(obj, value)]));
        };
        let none = Expr::Bool(true);
        match name.name.as_str() {
            "append" => {
                set(self, Expr::Concat(boxed(seq), boxed(Expr::Tuple(vec![arg(0)]))));
                none
            }
            "extend" => {
                set(self, Expr::Concat(boxed(seq), boxed(vals[0].0.clone())));
                none
            }
            "insert" => {
                // `xs[i:i] = [x]`: the index is clamped like a slice bound.
                let i = arg(0);
                let front = Expr::Slice(boxed(seq.clone()), None, Some(boxed(i.clone())));
                let back = Expr::Slice(boxed(seq), Some(boxed(i)), None);
                set(self, Expr::Concat(boxed(Expr::Concat(boxed(front), boxed(Expr::Tuple(vec![arg(1)])))), boxed(back)));
                none
            }
            "pop" => {
                let i = if vals.is_empty() { Expr::int(-1) } else { arg(0) };
                self.check(in_range(&seq, &i), ExcKind::IndexError, span);
                let pos = position(&seq, i);
                let r = self.temp("pop", elem);
                let obj = obj.expect("the type checker allows changes to named lists only");
                self.b.step(Action::Assign(vec![(r, from_item(item_at(&seq, pos.clone()), elem)), (obj, without(&seq, &pos))]));
                Expr::Var(r)
            }
            "remove" | "index" => {
                let pos = self.find(&seq, arg(0), span);
                self.check(Expr::cmp(CmpOp::Lt, pos.clone(), Expr::Len(boxed(seq.clone()))), ExcKind::ValueError, span);
                if name.name == "index" {
                    return pos;
                }
                set(self, without(&seq, &pos));
                none
            }
            "count" => {
                let x = arg(0);
                let n = self.fold_items(&seq, 0, Expr::int(0), Type::Int, span, &|acc, item| {
                    let hit = Expr::Ite(boxed(Expr::cmp(CmpOp::Eq, item, x.clone())), boxed(Expr::int(1)), boxed(Expr::int(0)));
                    Expr::arith(ArithOp::Add, acc, hit)
                });
                Expr::Var(n)
            }
            "clear" => {
                set(self, Expr::Tuple(Vec::new()));
                none
            }
            "copy" => seq,
            "reverse" => {
                let r = self.fold_items(&seq, 0, Expr::Tuple(Vec::new()), list_ty, span, &|acc, item| Expr::Concat(boxed(Expr::Tuple(vec![item])), boxed(acc)));
                set(self, Expr::Var(r));
                none
            }
            "sort" => {
                let sorted = self.sorted(seq, list_ty, span);
                set(self, sorted);
                none
            }
            other => unreachable!("the type checker knows no list method '{other}'"),
        }
    }
}
