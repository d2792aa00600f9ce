//! Python's `str` in the CFG: a sequence of code points, as a tuple is a sequence of
//! ints (the solver's tuple sort holds both). A literal is the tuple of its code
//! points, `+` concatenates, `len`, slicing and `==` are the sequence's; an item
//! `s[i]` is the one-character str `(s[i],)`, so that indexing, iteration and `ord`
//! meet Python's types. What no sequence operation says, this module states:
//! substring tests, the methods read so far, and where the code points of a str
//! are observed as numbers (`ord`), that they lie in `0..=0x10FFFF`.
//!
//! A str from outside (an input, `nondet_str()`) is not restricted to code points
//! as a whole: a quantified assumption on every such str made Z3 give up
//! ("incomplete quantifiers") on loops over strings that it decides without it. Left
//! out, the solver may pick items no str holds; that only adds runs (a proof stays
//! a proof), and where such a run is the only way to an error its counterexample
//! does not replay and the answer is UNKNOWN. Where the program reads a code point
//! as a number, `ord` states its range, so no such run reaches an error through it.

use super::*;
use crate::str_ops::{Formatting, Justify, StrFn, MAX_STR_DIGITS};
use crate::value::MAX_CODE_POINT;

fn boxed(e: Expr) -> Box<Expr> {
    Box::new(e)
}

/// The tuple of `text`'s code points.
pub(super) fn literal(text: &str) -> Expr {
    Expr::Tuple(text.chars().map(|c| Expr::int(c as i64)).collect())
}

/// Literal strs (and one-character strs `(s[i],)`) longer than this are compared
/// as wholes rather than item by item.
const UNROLLED: usize = 64;

/// Item `i` of `s`, read off a tuple display where it is one.
fn item(s: &Expr, i: Expr) -> Expr {
    match (s, &i) {
        (Expr::Tuple(items), Expr::Int(k)) => match num_traits::ToPrimitive::to_usize(k).and_then(|k| items.get(k)) {
            Some(x) => x.clone(),
            None => Expr::Index(boxed(s.clone()), boxed(i)),
        },
        _ => Expr::Index(boxed(s.clone()), boxed(i)),
    }
}

/// `a == b` for strs. Where one side is a display (a literal, a character
/// `(s[i],)`), item by item: the solver then compares ints, not arrays (whose
/// equality is extensional, and made Z3 give up on loops over strings).
pub(super) fn seq_eq(a: Expr, b: Expr) -> Expr {
    let (shown, other) = match (&a, &b) {
        (Expr::Tuple(x), _) if x.len() <= UNROLLED => (x.clone(), b),
        (_, Expr::Tuple(y)) if y.len() <= UNROLLED => (y.clone(), a),
        _ => return Expr::cmp(CmpOp::Eq, a, b),
    };
    if let Expr::Tuple(other) = &other {
        if other.len() != shown.len() {
            return Expr::Bool(false);
        }
        return Expr::And(shown.into_iter().zip(other.iter().cloned()).map(|(x, y)| Expr::cmp(CmpOp::Eq, x, y)).collect());
    }
    let mut parts = vec![Expr::cmp(CmpOp::Eq, Expr::Len(boxed(other.clone())), Expr::int(shown.len() as i64))];
    parts.extend(shown.into_iter().enumerate().map(|(k, x)| Expr::cmp(CmpOp::Eq, item(&other, Expr::int(k as i64)), x)));
    Expr::And(parts)
}

/// `a op b` for strs: equality item by item where it can be, orderings by code
/// points (`StrFn::Less`).
pub(super) fn compare(op: CmpOp, a: Expr, b: Expr) -> Expr {
    let less = |x: Expr, y: Expr| Expr::StrFn(StrFn::Less, vec![x, y]);
    match op {
        CmpOp::Eq => seq_eq(a, b),
        CmpOp::Ne => seq_eq(a, b).negate(),
        CmpOp::Lt => less(a, b),
        CmpOp::Gt => less(b, a),
        CmpOp::Le => less(b, a).negate(),
        CmpOp::Ge => less(a, b).negate(),
    }
}

/// `s[lo:lo+len(t)] == t`, the window within `s`.
fn window_is(s: &Expr, lo: Expr, len_t: Expr, t: &Expr) -> Expr {
    if let Expr::Tuple(items) = t {
        if items.len() <= UNROLLED {
            let at = |k: usize| if k == 0 { lo.clone() } else { Expr::arith(ArithOp::Add, lo.clone(), Expr::int(k as i64)) };
            return Expr::And(items.iter().enumerate().map(|(k, x)| Expr::cmp(CmpOp::Eq, item(s, at(k)), x.clone())).collect());
        }
    }
    let hi = Expr::arith(ArithOp::Add, lo.clone(), len_t);
    Expr::cmp(CmpOp::Eq, Expr::Slice(boxed(s.clone()), Some(boxed(lo)), Some(boxed(hi))), t.clone())
}

/// A str function made of slices, concatenations and runs of one character, where
/// it is one (`s.removeprefix(p)`, `ljust`, `rjust`, `center`, `zfill`): every engine
/// then knows its value exactly, where as a `StrFn` the solver would know it only as
/// a function of its arguments on unknown strs. The same values as `str_ops::apply`
/// (CPython's algorithms: `center` puts the odd pad's extra character on the left
/// when the width is odd, `zfill` keeps a sign first); a width below the length
/// pads nothing (`Fill` of a negative count is empty).
pub(super) fn by_slices(f: StrFn, args: &[Expr]) -> Option<Expr> {
    let s = &args[0];
    let len = |e: &Expr| Expr::Len(boxed(e.clone()));
    let slice = |lo: Option<Expr>, hi: Option<Expr>| Expr::Slice(boxed(s.clone()), lo.map(boxed), hi.map(boxed));
    let concat = |a: Expr, b: Expr| Expr::Concat(boxed(a), boxed(b));
    let fill = |c: Expr, n: Expr| Expr::Fill(boxed(c), boxed(n));
    let ite = |c: Expr, a: Expr, b: Expr| Expr::Ite(boxed(c), boxed(a), boxed(b));
    let starts = |t: &Expr| Expr::And(vec![Expr::cmp(CmpOp::Le, len(t), len(s)), window_is(s, Expr::int(0), len(t), t)]);
    Some(match f {
        StrFn::RemovePrefix => ite(starts(&args[1]), slice(Some(len(&args[1])), None), s.clone()),
        // An empty suffix removes nothing (`s[:len(s) - 0]` would be all of `s`
        // anyway, but CPython tests `suffix` first).
        StrFn::RemoveSuffix => {
            let t = &args[1];
            let from = Expr::arith(ArithOp::Sub, len(s), len(t));
            let ends = Expr::And(vec![Expr::cmp(CmpOp::Gt, len(t), Expr::int(0)), Expr::cmp(CmpOp::Le, len(t), len(s)), window_is(s, from.clone(), len(t), t)]);
            ite(ends, slice(None, Some(from)), s.clone())
        }
        StrFn::Justify(how) => {
            // The fill is one character (guarded): its only item.
            let c = match args.get(2) {
                Some(fill) => item(fill, Expr::int(0)),
                None => Expr::int(' ' as i64),
            };
            let width = args[1].clone();
            let marg = Expr::arith(ArithOp::Sub, width.clone(), len(s));
            match how {
                Justify::Left => concat(s.clone(), fill(c, marg)),
                Justify::Right => concat(fill(c, marg), s.clone()),
                Justify::Center => {
                    let odd = |x: Expr| Expr::cmp(CmpOp::Eq, Expr::arith(ArithOp::Mod, x, Expr::int(2)), Expr::int(1));
                    let extra = ite(Expr::And(vec![odd(marg.clone()), odd(width)]), Expr::int(1), Expr::int(0));
                    let left = Expr::arith(ArithOp::Add, Expr::arith(ArithOp::FloorDiv, marg.clone(), Expr::int(2)), extra);
                    let right = Expr::arith(ArithOp::Sub, marg, left.clone());
                    concat(concat(fill(c.clone(), left), s.clone()), fill(c, right))
                }
            }
        }
        StrFn::Zfill => {
            let zeros = fill(Expr::int('0' as i64), Expr::arith(ArithOp::Sub, args[1].clone(), len(s)));
            let signed = Expr::Or(['+', '-'].map(|c| starts(&Expr::Tuple(vec![Expr::int(c as i64)]))).to_vec());
            ite(signed, concat(concat(slice(None, Some(Expr::int(1))), zeros.clone()), slice(Some(Expr::int(1)), None)), concat(zeros, s.clone()))
        }
        _ => return None,
    })
}

impl Lowerer<'_> {
    /// A str from outside, fresh: `nondet_str()`, or `input()` (no newline in it).
    pub(super) fn nondet_str(&mut self, line: bool, span: Span) -> Expr {
        let t = self.temp("nd", Type::Str);
        self.b.cur_span = span;
        self.b.step(Action::Havoc(t));
        if line {
            let k = self.temp("nl.", Type::Int);
            let c = Expr::Index(boxed(Expr::Var(t)), boxed(Expr::Var(k)));
            let body = Expr::cmp(CmpOp::Ne, c, Expr::int('\n' as i64));
            self.assume(Expr::Quant { all: true, var: k, lo: boxed(Expr::int(0)), hi: boxed(Expr::Len(boxed(Expr::Var(t)))), body: boxed(body) });
        }
        Expr::Var(t)
    }

    /// `t in s` for strs: some window of `s` is `t` (`'' in s` always holds). In a
    /// literal `s`, one of its substrings (`c in 'aeiou'`): no quantifier.
    pub(super) fn str_contains(&mut self, t: Expr, s: Expr) -> Expr {
        if let Expr::Tuple(items) = &s {
            if items.len() <= 16 {
                let mut subs: Vec<Vec<Expr>> = vec![Vec::new()];
                for lo in 0..items.len() {
                    for hi in lo + 1..=items.len() {
                        let sub = items[lo..hi].to_vec();
                        if !subs.contains(&sub) {
                            subs.push(sub);
                        }
                    }
                }
                return Expr::Or(subs.into_iter().map(|sub| seq_eq(t.clone(), Expr::Tuple(sub))).collect());
            }
        }
        let k = self.temp("in.", Type::Int);
        let len_t = Expr::Len(boxed(t.clone()));
        let last = Expr::arith(ArithOp::Add, Expr::arith(ArithOp::Sub, Expr::Len(boxed(s.clone())), len_t.clone()), Expr::int(1));
        let body = window_is(&s, Expr::Var(k), len_t, &t);
        Expr::Quant { all: false, var: k, lo: boxed(Expr::int(0)), hi: boxed(last), body: boxed(body) }
    }

    /// `s.name(args)` on a str, for the methods the type checker lets through.
    pub(super) fn str_method(&mut self, s: Expr, name: &str, args: Vec<Expr>, span: Span) -> Expr {
        if !matches!(name, "startswith" | "endswith") {
            let f = StrFn::method(name, args.len()).expect("the type checker allows only the str methods StrFn names");
            if let (StrFn::Justify(_), Some(fill)) = (f, args.get(1)) {
                self.check(Expr::cmp(CmpOp::Eq, Expr::Len(boxed(fill.clone())), Expr::int(1)), ExcKind::TypeError, span);
            }
            if let (StrFn::ExpandTabs, Some(size)) = (f, args.first()) {
                // CPython reads the tab size as a C int.
                let (lo, hi) = (crate::str_ops::EXPANDTABS_TABSIZE.start(), crate::str_ops::EXPANDTABS_TABSIZE.end());
                let fits = Expr::And(vec![Expr::cmp(CmpOp::Le, Expr::int(*lo as i64), size.clone()), Expr::cmp(CmpOp::Le, size.clone(), Expr::int(*hi as i64))]);
                self.check(fits, ExcKind::OverflowError, span);
            }
            let mut all = vec![s];
            all.extend(args);
            if let Some(exact) = by_slices(f, &all) {
                return exact;
            }
            let v = Expr::StrFn(f, all);
            if matches!(name, "index" | "rindex") {
                self.check(Expr::cmp(CmpOp::Ne, v.clone(), Expr::int(-1)), ExcKind::ValueError, span);
            }
            return v;
        }
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

    /// `str(x)` of an int (ValueError past CPython's digit limit), a bool or a str.
    pub(super) fn str_of(&mut self, x: Expr, ty: Type, span: Span) -> Expr {
        match ty {
            Type::Str => x,
            Type::Bool => Expr::Ite(boxed(x), boxed(literal("True")), boxed(literal("False"))),
            _ => {
                self.check(digits_within_limit(x.clone()), ExcKind::ValueError, span);
                Expr::StrFn(StrFn::FromInt, vec![x])
            }
        }
    }

    /// `int(x)` of a str (ValueError where CPython reads no int), an int or a bool.
    pub(super) fn int_of(&mut self, x: Expr, ty: Type, span: Span) -> Expr {
        match ty {
            Type::Str => {
                self.check(Expr::StrFn(StrFn::IsIntLiteral, vec![x.clone()]), ExcKind::ValueError, span);
                Expr::StrFn(StrFn::ToInt, vec![x])
            }
            Type::Bool => Expr::Ite(boxed(x), boxed(Expr::int(1)), boxed(Expr::int(0))),
            _ => x,
        }
    }

    /// `ord(c)`: TypeError unless `c` has one character; a code point, whatever
    /// the str came from (see the module's comment).
    pub(super) fn ord(&mut self, c: Expr, span: Span) -> Expr {
        self.check(Expr::cmp(CmpOp::Eq, Expr::Len(boxed(c.clone())), Expr::int(1)), ExcKind::TypeError, span);
        let point = Expr::Index(boxed(c), boxed(Expr::int(0)));
        self.assume(Expr::And(vec![Expr::cmp(CmpOp::Le, Expr::int(0), point.clone()), Expr::cmp(CmpOp::Le, point.clone(), Expr::int(MAX_CODE_POINT as i64))]));
        point
    }

    /// `chr(i)`: ValueError outside `0..=0x10FFFF`.
    pub(super) fn chr(&mut self, i: Expr, span: Span) -> Expr {
        let ok = Expr::And(vec![Expr::cmp(CmpOp::Le, Expr::int(0), i.clone()), Expr::cmp(CmpOp::Le, i.clone(), Expr::int(MAX_CODE_POINT as i64))]);
        self.check(ok, ExcKind::ValueError, span);
        Expr::Tuple(vec![i])
    }
}

/// Whether the int `x` has at most `MAX_STR_DIGITS` decimal digits (CPython's limit
/// for converting it to decimal).
fn digits_within_limit(x: Expr) -> Expr {
    let limit = Expr::Int(num_bigint::BigInt::from(10u32).pow(MAX_STR_DIGITS as u32));
    Expr::And(vec![Expr::cmp(CmpOp::Lt, Expr::Neg(boxed(limit.clone())), x.clone()), Expr::cmp(CmpOp::Lt, x, limit)])
}

/// The type tag of an operand `format_operand` made, where its type is one type.
fn operand_tag(e: &Expr) -> Option<u32> {
    let first = match e {
        Expr::Concat(tag, _) => match &**tag {
            Expr::Tuple(items) if items.len() == 1 => &items[0],
            _ => return None,
        },
        Expr::Tuple(items) if !items.is_empty() => &items[0],
        _ => return None,
    };
    match first {
        Expr::Int(t) => num_traits::ToPrimitive::to_u32(t),
        _ => None,
    }
}

/// A value of type `ty` as a format's operand (`str_ops::FORMAT_NONE` and the other
/// tags): its type's tag, then its text. A dynamic value's tags are the same
/// (`dynamic`); only its int, held as a number, becomes digits.
fn format_operand(v: Expr, ty: Type) -> Expr {
    use crate::str_ops::{FORMAT_BOOL, FORMAT_INT, FORMAT_NONE, FORMAT_STR};
    let tag = |t: u32| Expr::Tuple(vec![Expr::int(t as i64)]);
    let tagged = |t: u32, rest: Expr| Expr::Concat(boxed(tag(t)), boxed(rest));
    let digits = |x: Expr| Expr::StrFn(StrFn::FromInt, vec![x]);
    let item = |x: &Expr, k: i64| Expr::Index(boxed(x.clone()), boxed(Expr::int(k)));
    match ty {
        Type::None => tag(FORMAT_NONE),
        Type::Bool => Expr::Tuple(vec![Expr::int(FORMAT_BOOL as i64), as_int(v, Type::Bool)]),
        Type::Int => tagged(FORMAT_INT, digits(v)),
        Type::OptInt => Expr::Ite(
            boxed(Expr::cmp(CmpOp::Eq, Expr::Len(boxed(v.clone())), Expr::int(0))),
            boxed(tag(FORMAT_NONE)),
            boxed(tagged(FORMAT_INT, digits(item(&v, 0)))),
        ),
        Type::Dyn => Expr::Ite(
            boxed(Expr::cmp(CmpOp::Eq, item(&v, 0), Expr::int(FORMAT_INT as i64))),
            boxed(tagged(FORMAT_INT, digits(item(&v, 1)))),
            boxed(v),
        ),
        _ => tagged(FORMAT_STR, v),
    }
}

impl Lowerer<'_> {
    /// `v` (of type `ty`) as a format's operand (`format_operand`). An int of more
    /// digits than CPython converts to decimal stops the search there (Unmodelled):
    /// its digits are not encoded, and whether CPython raises ValueError depends on
    /// the format (`'{:x}'` converts any int).
    pub(super) fn operand(&mut self, v: Expr, ty: Type, span: Span) -> Expr {
        let item = |k: i64| Expr::Index(boxed(v.clone()), boxed(Expr::int(k)));
        // An int's own (`Type::Int`) is guarded by `formatting`, which knows the
        // format.
        let ok = match ty {
            Type::OptInt => Expr::Or(vec![Expr::cmp(CmpOp::Eq, Expr::Len(boxed(v.clone())), Expr::int(0)), digits_within_limit(item(0))]),
            Type::Dyn => Expr::Or(vec![Expr::cmp(CmpOp::Ne, item(0), Expr::int(crate::str_ops::FORMAT_INT as i64)), digits_within_limit(item(1))]),
            _ => Expr::Bool(true),
        };
        self.modelled_only(ok, span);
        format_operand(v, ty)
    }

    /// A format of `args` (`str_ops::StrFn::Format`'s): CPython's exceptions where
    /// it fails, a stop where it needs what is not modelled, else its value.
    pub(super) fn formatting(&mut self, how: Formatting, args: Vec<Expr>, span: Span) -> Expr {
        // Where the outcome is the same for every value of the operands' types, it is
        // known here: the solver meets no failure it cannot decide.
        let (plain, operands) = match how {
            Formatting::Method => (args.first(), &args[1..]),
            Formatting::Builtin => (args.get(1), &args[..1]),
        };
        let plain: Option<Vec<u32>> = match plain {
            None => Some(Vec::new()),
            Some(Expr::Tuple(items)) => items.iter().map(|x| if let Expr::Int(c) = x { num_traits::ToPrimitive::to_u32(c) } else { None }).collect(),
            Some(_) => None,
        };
        let tags: Option<Vec<u32>> = operands.iter().map(operand_tag).collect();
        let known = plain.as_ref().zip(tags).and_then(|(plain, tags)| crate::str_ops::failure_code_for_all(how, plain, &tags));
        // An int of more digits than CPython converts to decimal: ValueError where
        // the format shows it in decimal, else (or where that is not known) a stop.
        let decimal = known.is_some() && plain.as_deref().is_some_and(|plain| crate::str_ops::ints_in_decimal(how, plain, operands.len()));
        for op in operands {
            if let Expr::Concat(_, digits) = op {
                if let (Some(crate::str_ops::FORMAT_INT), Expr::StrFn(StrFn::FromInt, x)) = (operand_tag(op), &**digits) {
                    let ok = digits_within_limit(x[0].clone());
                    if decimal {
                        self.check(ok, ExcKind::ValueError, span);
                    } else {
                        self.modelled_only(ok, span);
                    }
                }
            }
        }
        let code = match known {
            Some(c) => Expr::int(c),
            None => self.held(Expr::StrFn(StrFn::FormatFailure(how), args.clone()), Type::Int),
        };
        for (c, kind) in crate::str_ops::FORMAT_EXCEPTIONS {
            self.check(Expr::cmp(CmpOp::Ne, code.clone(), Expr::int(c)), kind, span);
        }
        self.modelled_only(Expr::cmp(CmpOp::Ne, code, Expr::int(crate::str_ops::FORMAT_UNSUPPORTED)), span);
        Expr::StrFn(StrFn::Format(how), args)
    }
}
