//! Lists of strs, with no sequence of sequences in the CFG: a list of strs is two
//! sequences of ints (`str_split::halves`), the ends of its items (the running
//! total of their lengths) and its items concatenated. Item `i` is
//! `chars[ends[i-1]:ends[i]]` (from 0 for the first); two lists are equal exactly
//! when both sequences are (the same items, cut at the same places). A list of strs
//! object is two CFG variables, its ends' (the one its names resolve to, as for
//! every list) and its chars' (`Lowerer::chars_var`), assigned together. Every
//! operation here is one the engines know on sequences, or a loop of them, or a
//! str function (`StrFn::Parts`, `StrFn::Join`), so no engine sees anything new.

use super::*;
use crate::str_ops::StrFn;
use crate::str_split::{Half, Splitter};

fn boxed(e: Expr) -> Box<Expr> {
    Box::new(e)
}

/// A list of strs as the CFG holds it.
#[derive(Clone, Debug)]
pub(super) struct StrList {
    pub(super) ends: Expr,
    pub(super) chars: Expr,
}

fn len(e: &Expr) -> Expr {
    Expr::Len(boxed(e.clone()))
}

fn add(a: Expr, b: Expr) -> Expr {
    Expr::arith(ArithOp::Add, a, b)
}

impl StrList {
    fn empty() -> StrList {
        StrList { ends: Expr::Tuple(Vec::new()), chars: Expr::Tuple(Vec::new()) }
    }

    /// Where item `pos` (a valid position from the start) begins in `chars`.
    fn start(&self, pos: &Expr) -> Expr {
        match pos {
            Expr::Int(v) if num_traits::Zero::is_zero(v) => Expr::int(0),
            _ => Expr::Ite(
                boxed(Expr::cmp(CmpOp::Eq, pos.clone(), Expr::int(0))),
                boxed(Expr::int(0)),
                boxed(Expr::Index(boxed(self.ends.clone()), boxed(Expr::arith(ArithOp::Sub, pos.clone(), Expr::int(1))))),
            ),
        }
    }

    /// Item `pos` (a valid position from the start).
    pub(super) fn item(&self, pos: &Expr) -> Expr {
        let end = Expr::Index(boxed(self.ends.clone()), boxed(pos.clone()));
        Expr::Slice(boxed(self.chars.clone()), Some(boxed(self.start(pos))), Some(boxed(end)))
    }

    /// The number of items.
    fn len(&self) -> Expr {
        len(&self.ends)
    }

    /// `self + [s]`.
    fn push(&self, s: Expr) -> StrList {
        let end = add(len(&self.chars), len(&s));
        StrList { ends: Expr::Concat(boxed(self.ends.clone()), boxed(Expr::Tuple(vec![end]))), chars: Expr::Concat(boxed(self.chars.clone()), boxed(s)) }
    }

    /// Python's `==` on two lists of strs.
    pub(super) fn equals(&self, other: &StrList) -> Expr {
        Expr::And(vec![strs::seq_eq(self.ends.clone(), other.ends.clone()), strs::seq_eq(self.chars.clone(), other.chars.clone())])
    }
}

impl Lowerer<'_> {
    /// The variable of the chars of the list of strs whose ends are `v`'s.
    pub(super) fn chars_var(&self, v: VarId) -> VarId {
        self.str_list_chars[&v]
    }

    pub(super) fn str_list_var(&self, v: VarId) -> StrList {
        StrList { ends: Expr::Var(v), chars: Expr::Var(self.chars_var(v)) }
    }

    /// `x = l` for the list of strs object `x` (its ends' variable).
    pub(super) fn set_str_list(&mut self, x: VarId, l: StrList) {
        let c = self.chars_var(x);
        self.b.step(Action::Assign(vec![(x, l.ends), (c, l.chars)]));
    }

    /// A list of strs held in a new object of the lowering's own.
    pub(super) fn held_str_list(&mut self, l: StrList) -> StrList {
        if let (Expr::Var(_), Expr::Var(_)) = (&l.ends, &l.chars) {
            return l;
        }
        let t = self.temp("strs", Type::List(crate::ast::Elem::Str));
        self.set_str_list(t, l);
        self.str_list_var(t)
    }

    /// The value of an expression of type `list[str]`.
    pub(super) fn str_list(&mut self, e: &ast::Expr) -> StrList {
        match &e.kind {
            ExprKind::Name(n) => self.str_list_var(self.var_of(n)),
            ExprKind::List(items) | ExprKind::Tuple(items) => {
                let strs: Vec<Expr> = items.iter().map(|x| self.expr(x)).collect();
                strs.into_iter().fold(StrList::empty(), |l, s| l.push(s))
            }
            ExprKind::Method { recv, name, args } if matches!(name.name.as_str(), "partition" | "rpartition") => {
                // The three parts end where the separator starts and ends (the
                // last match for rpartition), and at the end; they hold the str.
                let s = self.expr(recv);
                let s = self.held(s, Type::Str);
                let sep = self.expr(&args[0]);
                let sep = self.held(sep, Type::Str);
                self.check(Expr::cmp(CmpOp::Ne, len(&sep), Expr::int(0)), ExcKind::ValueError, e.span);
                let right = name.name == "rpartition";
                let find = if right { StrFn::RFind } else { StrFn::Find };
                let at = self.held(Expr::StrFn(find, vec![s.clone(), sep.clone()]), Type::Int);
                let found = Expr::cmp(CmpOp::Ne, at.clone(), Expr::int(-1));
                let n = len(&s);
                let absent = if right { Expr::int(0) } else { n.clone() };
                let first = Expr::Ite(boxed(found.clone()), boxed(at.clone()), boxed(absent.clone()));
                let second = Expr::Ite(boxed(found), boxed(add(at, len(&sep))), boxed(absent));
                StrList { ends: Expr::Tuple(vec![first, second, n]), chars: s }
            }
            ExprKind::Method { recv, name, args } if self.ty(recv) == Type::Str => {
                let s = self.expr(recv);
                let (splitter, rest) = crate::str_ops::splitter_of(&name.name, args);
                let mut fn_args = vec![s];
                for a in rest {
                    fn_args.push(as_int(self.expr(a), self.ty(a)));
                }
                if let Splitter::Split { by_space: false, .. } = splitter {
                    self.check(Expr::cmp(CmpOp::Ne, len(&fn_args[1]), Expr::int(0)), ExcKind::ValueError, e.span);
                }
                self.cut(splitter, fn_args)
            }
            // `sorted(s)`: the characters of `s` sorted (by code point), one item each.
            ExprKind::Call { func, args } if self.program.builtin(&func.name) == Some(Builtin::Sorted) && args.len() == 1 && self.ty(&args[0]) == Type::Str => {
                let s = self.expr(&args[0]);
                let sorted = self.sorted(s, Type::Str, e.span);
                self.cut(Splitter::Chars, vec![sorted])
            }
            ExprKind::Call { func, args } if self.program.builtin(&func.name) == Some(Builtin::ListNew) => match args.first() {
                None => StrList::empty(),
                Some(a) if self.ty(a) == Type::Str => {
                    let s = self.expr(a);
                    self.cut(Splitter::Chars, vec![s])
                }
                // A copy: the values, into the target's own object.
                Some(a) => self.str_list(a),
            },
            ExprKind::Arith(ArithOp::Add, a, b) => {
                let a = self.str_list(a);
                let a = self.held_str_list(a);
                let b = self.str_list(b);
                self.str_list_concat(a, b, e.span)
            }
            _ => match self.expr(e) {
                // A call's result.
                Expr::Var(v) => self.str_list_var(v),
                other => unreachable!("a list[str] value is a name, a display, a split, list() or a call's result: {other:?}"),
            },
        }
    }

    /// The list of strs `splitter` cuts from `args[0]`.
    fn cut(&self, splitter: Splitter, args: Vec<Expr>) -> StrList {
        StrList { ends: Expr::StrFn(StrFn::Parts(splitter, Half::Ends), args.clone()), chars: Expr::StrFn(StrFn::Parts(splitter, Half::Chars), args) }
    }

    /// `a + b`: `b`'s ends moved by the length of `a`'s chars, one item at a time
    /// unless `b` is a display.
    pub(super) fn str_list_concat(&mut self, a: StrList, b: StrList, span: Span) -> StrList {
        let shift = len(&a.chars);
        if let Expr::Tuple(ends) = &b.ends {
            let moved = ends.iter().map(|x| add(x.clone(), shift.clone())).collect();
            return StrList { ends: Expr::Concat(boxed(a.ends), boxed(Expr::Tuple(moved))), chars: Expr::Concat(boxed(a.chars), boxed(b.chars)) };
        }
        let b = self.held_str_list(b);
        let out = self.temp("ends", Type::Tuple);
        let k = self.temp("k", Type::Int);
        self.b.step(Action::Assign(vec![(out, a.ends), (k, Expr::int(0))]));
        let kv = Expr::Var(k);
        self.simple_loop(Expr::cmp(CmpOp::Lt, kv.clone(), b.len()), span, &mut |l| {
            let moved = add(Expr::Index(boxed(b.ends.clone()), boxed(kv.clone())), shift.clone());
            l.b.step(Action::Assign(vec![(out, Expr::Concat(boxed(Expr::Var(out)), boxed(Expr::Tuple(vec![moved])))), (k, add(kv.clone(), Expr::int(1)))]));
        });
        StrList { ends: Expr::Var(out), chars: Expr::Concat(boxed(a.chars), boxed(b.chars)) }
    }

    /// `l[i]`, with CPython's IndexError.
    pub(super) fn str_list_index(&mut self, l: &StrList, i: Expr, span: Span) -> Expr {
        let n = l.len();
        let ok = Expr::And(vec![Expr::cmp(CmpOp::Le, Expr::Neg(boxed(n.clone())), i.clone()), Expr::cmp(CmpOp::Lt, i.clone(), n.clone())]);
        self.check(ok, ExcKind::IndexError, span);
        let pos = match &i {
            Expr::Int(v) if v.sign() != num_bigint::Sign::Minus => i,
            _ => Expr::Ite(boxed(Expr::cmp(CmpOp::Lt, i.clone(), Expr::int(0))), boxed(add(i.clone(), n)), boxed(i)),
        };
        l.item(&pos)
    }

    /// `x in l`: a bounded quantifier over the positions.
    pub(super) fn str_list_contains(&mut self, x: Expr, l: &StrList) -> Expr {
        let k = self.temp("in.", Type::Int);
        let body = strs::seq_eq(l.item(&Expr::Var(k)), x);
        Expr::Quant { all: false, var: k, lo: boxed(Expr::int(0)), hi: boxed(l.len()), body: boxed(body) }
    }

    /// `sep.join(l)`.
    pub(super) fn join(&mut self, sep: Expr, l: StrList) -> Expr {
        if matches!(&sep, Expr::Tuple(items) if items.is_empty()) {
            return l.chars;
        }
        Expr::StrFn(StrFn::Join, vec![sep, l.ends, l.chars])
    }

    /// A built-in applied to a list of strs (or making one, in a statement).
    pub(super) fn str_list_builtin(&mut self, b: Builtin, args: &[ast::Expr]) -> Expr {
        match b {
            Builtin::Len => Expr::Len(boxed(self.str_list(&args[0]).ends)),
            Builtin::IsInstance => {
                let ExprKind::Str(class) = &args[1].kind else { unreachable!("the parser passes the class by name") };
                self.str_list(&args[0]);
                Expr::Bool(self.ty(&args[0]).is_instance_of(class))
            }
            _ => {
                // `print(..)`, or a list made and dropped: only the effects.
                for a in args {
                    if self.program.is_str_list(a) {
                        self.str_list(a);
                    } else {
                        self.expr(a);
                    }
                }
                Expr::Bool(true)
            }
        }
    }

    /// `x == y` / `x != y` on lists of strs.
    pub(super) fn str_list_compare(&mut self, op: CmpOp, x: &ast::Expr, y: &ast::Expr) -> Expr {
        let (tx, ty) = (self.ty(x), self.ty(y));
        if tx != ty {
            // A list and a tuple, or anything else, are never equal (both are
            // evaluated first).
            self.expr(x);
            self.expr(y);
            return Expr::Bool(op == CmpOp::Ne);
        }
        let a = self.str_list(x);
        let a = self.held_str_list(a);
        let b = self.str_list(y);
        let eq = a.equals(&b);
        if op == CmpOp::Ne {
            eq.negate()
        } else {
            eq
        }
    }

    /// A `for` over a list of strs: its test and its step, after the set-up. A named
    /// list is read live, as Python's iterator reads it; any other is held first.
    pub(super) fn str_list_walk(&mut self, e: &ast::Expr, x: VarId, reversed: bool) -> (Expr, Vec<(VarId, Expr)>) {
        let l = self.str_list(e);
        let l = self.held_str_list(l);
        let i = self.temp("i", Type::Int);
        let iv = Expr::Var(i);
        let first = if reversed { Expr::arith(ArithOp::Sub, l.len(), Expr::int(1)) } else { Expr::int(0) };
        self.b.step(Action::Assign(vec![(i, first)]));
        let (cond, step) = if reversed {
            let inside = Expr::And(vec![Expr::cmp(CmpOp::Ge, iv.clone(), Expr::int(0)), Expr::cmp(CmpOp::Lt, iv.clone(), l.len())]);
            (inside, Expr::arith(ArithOp::Sub, iv.clone(), Expr::int(1)))
        } else {
            (Expr::cmp(CmpOp::Lt, iv.clone(), l.len()), add(iv.clone(), Expr::int(1)))
        };
        (cond, vec![(x, self.stored(x, l.item(&iv), Type::Str)), (i, step)])
    }

    /// `recv.name(args)` on a list of strs.
    pub(super) fn str_list_method(&mut self, recv: &ast::Expr, name: &str, args: &[ast::Expr], span: Span) -> Expr {
        let l = self.str_list(recv);
        let set = |this: &mut Self, value: StrList| {
            let ExprKind::Name(n) = &recv.kind else { unreachable!("the type checker allows changes to named lists only") };
            let obj = this.var_of(n);
            this.set_str_list(obj, value);
        };
        self.b.cur_span = span;
        match name {
            "append" => {
                let s = self.expr(&args[0]);
                set(self, l.push(s));
                Expr::Bool(true)
            }
            "extend" => {
                // A str extends by its characters.
                let more = if self.ty(&args[0]) == Type::Str {
                    let s = self.expr(&args[0]);
                    self.cut(Splitter::Chars, vec![s])
                } else {
                    self.str_list(&args[0])
                };
                let l = self.held_str_list(l);
                let joined = self.str_list_concat(l, more, span);
                set(self, joined);
                Expr::Bool(true)
            }
            "clear" => {
                set(self, StrList::empty());
                Expr::Bool(true)
            }
            "pop" => {
                // `l.pop(i)`: IndexError unless `-len <= i < len` (an empty list too).
                let l = self.held_str_list(l);
                let i = match args.first() {
                    Some(a) => self.expr(a),
                    None => Expr::int(-1),
                };
                let i = self.held(i, Type::Int);
                let n = l.len();
                let pos = Expr::Ite(boxed(Expr::cmp(CmpOp::Lt, i.clone(), Expr::int(0))), boxed(add(i.clone(), n.clone())), boxed(i));
                let pos = self.held(pos, Type::Int);
                self.check(Expr::And(vec![Expr::cmp(CmpOp::Le, Expr::int(0), pos.clone()), Expr::cmp(CmpOp::Lt, pos.clone(), n)]), ExcKind::IndexError, span);
                let item = self.temp("item", Type::Str);
                self.b.step(Action::Assign(vec![(item, l.item(&pos))]));
                let rest = self.str_list_delete(&l, pos, span);
                set(self, rest);
                Expr::Var(item)
            }
            "remove" => {
                // The first equal item goes; ValueError if there is none.
                let x = self.expr(&args[0]);
                let x = self.held(x, Type::Str);
                let l = self.held_str_list(l);
                let (k, in_list) = self.first_equal(&l, &x, span);
                self.check(in_list, ExcKind::ValueError, span);
                let rest = self.str_list_delete(&l, k, span);
                set(self, rest);
                Expr::Bool(true)
            }
            "count" | "index" => {
                let x = self.expr(&args[0]);
                let l = self.held_str_list(l);
                let x = match x {
                    Expr::Var(_) | Expr::Tuple(_) => x,
                    other => {
                        let t = self.temp("x", Type::Str);
                        self.b.step(Action::Assign(vec![(t, other)]));
                        Expr::Var(t)
                    }
                };
                if name == "index" {
                    let (kv, in_list) = self.first_equal(&l, &x, span);
                    self.check(in_list, ExcKind::ValueError, span);
                    return kv;
                }
                let k = self.temp("k", Type::Int);
                let kv = Expr::Var(k);
                let hit = strs::seq_eq(l.item(&kv), x.clone());
                let in_list = Expr::cmp(CmpOp::Lt, kv.clone(), l.len());
                let next = (k, add(kv.clone(), Expr::int(1)));
                let n = self.temp("n", Type::Int);
                self.b.step(Action::Assign(vec![(k, Expr::int(0)), (n, Expr::int(0))]));
                let counted = add(Expr::Var(n), Expr::Ite(boxed(hit), boxed(Expr::int(1)), boxed(Expr::int(0))));
                self.simple_loop(in_list, span, &mut |this| this.b.step(Action::Assign(vec![(n, counted.clone()), next.clone()])));
                Expr::Var(n)
            }
            other => unreachable!("the type checker allows no list[str] method '{other}'"),
        }
    }

    /// The position of the first item of the held `l` equal to `x` (a variable or a
    /// literal), and whether there is one (else the position is `len(l)`).
    fn first_equal(&mut self, l: &StrList, x: &Expr, span: Span) -> (Expr, Expr) {
        let k = self.temp("k", Type::Int);
        let kv = Expr::Var(k);
        let hit = strs::seq_eq(l.item(&kv), x.clone());
        let in_list = Expr::cmp(CmpOp::Lt, kv.clone(), l.len());
        self.b.step(Action::Assign(vec![(k, Expr::int(0))]));
        let next = (k, add(kv.clone(), Expr::int(1)));
        self.simple_loop(Expr::And(vec![in_list.clone(), hit.negate()]), span, &mut |this| this.b.step(Action::Assign(vec![next.clone()])));
        (kv, in_list)
    }

    /// The held `l` without its item at `pos` (a valid position from the start, in
    /// a variable): the later items' ends move back by its length, one at a time.
    fn str_list_delete(&mut self, l: &StrList, pos: Expr, span: Span) -> StrList {
        let start = self.held(l.start(&pos), Type::Int);
        let end = self.held(Expr::Index(boxed(l.ends.clone()), boxed(pos.clone())), Type::Int);
        let removed = Expr::arith(ArithOp::Sub, end.clone(), start.clone());
        let out = self.temp("ends", Type::Tuple);
        let k = self.temp("k", Type::Int);
        self.b.step(Action::Assign(vec![(out, Expr::Slice(boxed(l.ends.clone()), None, Some(boxed(pos.clone())))), (k, add(pos, Expr::int(1)))]));
        let kv = Expr::Var(k);
        self.simple_loop(Expr::cmp(CmpOp::Lt, kv.clone(), l.len()), span, &mut |this| {
            let moved = Expr::arith(ArithOp::Sub, Expr::Index(boxed(l.ends.clone()), boxed(kv.clone())), removed.clone());
            this.b.step(Action::Assign(vec![(out, Expr::Concat(boxed(Expr::Var(out)), boxed(Expr::Tuple(vec![moved])))), (k, add(kv.clone(), Expr::int(1)))]));
        });
        let chars = Expr::Concat(boxed(Expr::Slice(boxed(l.chars.clone()), None, Some(boxed(start)))), boxed(Expr::Slice(boxed(l.chars.clone()), Some(boxed(end)), None)));
        StrList { ends: Expr::Var(out), chars }
    }
}
