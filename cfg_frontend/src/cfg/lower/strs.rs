//! Python's `str` in the CFG: a sequence of code points, as a tuple is a sequence of
//! ints (the solver's tuple sort holds both). A literal is the tuple of its code
//! points, `+` concatenates, `len`, slicing and `==` are the sequence's; an item
//! `s[i]` is the one-character str `(s[i],)`, so that indexing, iteration and `ord`
//! meet Python's types. What no sequence operation says, this module states: that
//! a str from outside (an input, `nondet_str()`, `input()`) holds only code points
//! (`0..=0x10FFFF`), substring tests, and the methods read so far.

use super::*;
use crate::value::MAX_CODE_POINT;

fn boxed(e: Expr) -> Box<Expr> {
    Box::new(e)
}

/// The tuple of `text`'s code points.
pub(super) fn literal(text: &str) -> Expr {
    Expr::Tuple(text.chars().map(|c| Expr::int(c as i64)).collect())
}

/// `s[lo:hi] == t`, `lo` and `hi` within `s`.
fn window_is(s: &Expr, lo: Expr, len_t: Expr, t: &Expr) -> Expr {
    let hi = Expr::arith(ArithOp::Add, lo.clone(), len_t);
    Expr::cmp(CmpOp::Eq, Expr::Slice(boxed(s.clone()), Some(boxed(lo)), Some(boxed(hi))), t.clone())
}

impl Lowerer<'_> {
    /// Restricts the runs to those where the str `s` (a value from outside) holds
    /// code points only: what every str CPython makes does.
    pub(super) fn assume_str(&mut self, s: Expr) {
        let k = self.temp("cp.", Type::Int);
        let c = Expr::Index(boxed(s.clone()), boxed(Expr::Var(k)));
        let body = Expr::And(vec![Expr::cmp(CmpOp::Le, Expr::int(0), c.clone()), Expr::cmp(CmpOp::Le, c, Expr::int(MAX_CODE_POINT as i64))]);
        self.assume(Expr::Quant { all: true, var: k, lo: boxed(Expr::int(0)), hi: boxed(Expr::Len(boxed(s))), body: boxed(body) });
    }

    /// A str from outside, fresh: `nondet_str()`, or `input()` (no newline in it).
    pub(super) fn nondet_str(&mut self, line: bool, span: Span) -> Expr {
        let t = self.temp("nd", Type::Str);
        self.b.cur_span = span;
        self.b.step(Action::Havoc(t));
        self.assume_str(Expr::Var(t));
        if line {
            let k = self.temp("nl.", Type::Int);
            let c = Expr::Index(boxed(Expr::Var(t)), boxed(Expr::Var(k)));
            let body = Expr::cmp(CmpOp::Ne, c, Expr::int('\n' as i64));
            self.assume(Expr::Quant { all: true, var: k, lo: boxed(Expr::int(0)), hi: boxed(Expr::Len(boxed(Expr::Var(t)))), body: boxed(body) });
        }
        Expr::Var(t)
    }

    /// `t in s` for strs: some window of `s` is `t` (`'' in s` always holds).
    pub(super) fn str_contains(&mut self, t: Expr, s: Expr) -> Expr {
        let k = self.temp("in.", Type::Int);
        let len_t = Expr::Len(boxed(t.clone()));
        let last = Expr::arith(ArithOp::Add, Expr::arith(ArithOp::Sub, Expr::Len(boxed(s.clone())), len_t.clone()), Expr::int(1));
        let body = window_is(&s, Expr::Var(k), len_t, &t);
        Expr::Quant { all: false, var: k, lo: boxed(Expr::int(0)), hi: boxed(last), body: boxed(body) }
    }

    /// `s.name(args)` on a str, for the methods the type checker lets through.
    pub(super) fn str_method(&mut self, s: Expr, name: &str, args: Vec<Expr>) -> Expr {
        let t = args.into_iter().next().expect("one argument (the type checker)");
        let (len_s, len_t) = (Expr::Len(boxed(s.clone())), Expr::Len(boxed(t.clone())));
        let fits = Expr::cmp(CmpOp::Le, len_t.clone(), len_s.clone());
        match name {
            "startswith" => Expr::And(vec![fits, window_is(&s, Expr::int(0), len_t, &t)]),
            "endswith" => {
                let from = Expr::arith(ArithOp::Sub, len_s, len_t.clone());
                Expr::And(vec![fits, window_is(&s, from, len_t, &t)])
            }
            other => unreachable!("the type checker allows no str method '{other}'"),
        }
    }

    /// `ord(c)`: TypeError unless `c` has one character.
    pub(super) fn ord(&mut self, c: Expr, span: Span) -> Expr {
        self.check(Expr::cmp(CmpOp::Eq, Expr::Len(boxed(c.clone())), Expr::int(1)), ExcKind::TypeError, span);
        Expr::Index(boxed(c), boxed(Expr::int(0)))
    }

    /// `chr(i)`: ValueError outside `0..=0x10FFFF`.
    pub(super) fn chr(&mut self, i: Expr, span: Span) -> Expr {
        let ok = Expr::And(vec![Expr::cmp(CmpOp::Le, Expr::int(0), i.clone()), Expr::cmp(CmpOp::Le, i.clone(), Expr::int(MAX_CODE_POINT as i64))]);
        self.check(ok, ExcKind::ValueError, span);
        Expr::Tuple(vec![i])
    }
}
