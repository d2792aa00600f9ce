//! Python's tuples (and lists) of ints for Z3: a length and an array of items.

use super::*;
use z3::{DatatypeAccessor, DatatypeBuilder};

/// Python's `t[lo:hi]` bound clamping, for step 1.
pub(super) fn clamp(bound: &Int, len: &Int) -> Int {
    clamp_within(bound, len, &Int::from_i64(0), len)
}

/// A slice bound as CPython adjusts it: from the end if negative, then into
/// `lower..=upper` (`0..=len` going forward, `-1..=len-1` going back).
fn clamp_within(bound: &Int, len: &Int, lower: &Int, upper: &Int) -> Int {
    let adjusted = bound.lt(Int::from_i64(0)).ite(&Int::add(&[bound.clone(), len.clone()]), bound);
    adjusted.lt(lower).ite(lower, &adjusted.gt(upper).ite(upper, &adjusted))
}

/// A tuple of ints as Z3 sees it: a length and an array whose cells at `0..len` are
/// the items (the rest are unconstrained). Arrays, unlike Z3 sequences, let the
/// quantifier engine instantiate `∀k. t[k] ...` by plain E-matching on `select`:
/// the book's ∀∃ filter invariant goes from a timeout to a few milliseconds.
///
/// Two representations of one tuple may differ outside `0..len`, so program-level
/// `==` compares items (`Tup::equals`); only a definition `x_1 = e` of a fresh
/// constant equates representations, which constrains nothing but `x_1`.
///
/// The length field of a tuple constant is an unconstrained int to Z3; every formula
/// that mentions a tuple constant carries `len >= 0` for it (`Encoder::closed`), which
/// Z3 handles far better than a clamp at each use.
#[derive(Clone)]
pub(super) struct Tup {
    pub(super) len: Int,
    pub(super) items: Items,
}

/// The items of a tuple, kept symbolic while an expression is encoded so that reading
/// an item of a concatenation or slice is an `ite` or an offset, not a `select` from
/// a lambda that Z3 would have to beta-reduce.
#[derive(Clone)]
pub(super) enum Items {
    Array(Array),
    Literal(Vec<Int>),
    Concat(Box<Tup>, Box<Tup>),
    /// Items from an offset on: `t[start:]`'s cells.
    Shift(Box<Tup>, Int),
    /// One item replaced: the position (in range) and the new item.
    Stored(Box<Tup>, Int, Int),
    /// Every `step`th item from a position on (`t[start::step]`'s cells, in range).
    Strided(Box<Tup>, Int, i64),
}

/// The datatype `tuple!(len!: Int, items!: Array Int Int)`, one per thread (Z3's
/// context is thread-local).
pub(super) struct TupleSort {
    pub(super) sort: Sort,
    pub(super) make: FuncDecl,
    pub(super) len: FuncDecl,
    pub(super) items: FuncDecl,
}

/// `TUPLE` in SMT-LIB, for the CHC-COMP text of a system (`horn`).
pub(super) const TUPLE_DECLARATION: &str = "(declare-datatypes ((Tuple 0)) (((tuple! (len! Int) (items! (Array Int Int))))))";

thread_local! {
    pub(super) static TUPLE: TupleSort = {
        let array = Sort::array(&Sort::int(), &Sort::int());
        let mut dt = DatatypeBuilder::new("Tuple")
            .variant("tuple!", vec![("len!", DatatypeAccessor::sort(Sort::int())), ("items!", DatatypeAccessor::sort(array))])
            .finish();
        let mut v = dt.variants.remove(0);
        let items = v.accessors.remove(1);
        let len = v.accessors.remove(0);
        TupleSort { sort: dt.sort, make: v.constructor, len, items }
    };
}

/// Whether `d` applies the constructor `tuple!`.
pub(super) fn is_built(d: &Dynamic) -> bool {
    d.safe_decl().is_ok_and(|f| f.name() == "tuple!")
}

impl Tup {
    pub(super) fn to_dynamic(&self) -> Dynamic {
        let items = self.array();
        TUPLE.with(|t| t.make.apply(&[&self.len, &items]))
    }

    /// The items as one Z3 array.
    pub(super) fn array(&self) -> Array {
        match &self.items {
            Items::Array(a) => a.clone(),
            Items::Literal(elems) => {
                let mut items = Array::const_array(&Sort::int(), &Int::from_i64(0));
                for (i, e) in elems.iter().enumerate() {
                    items = items.store(&Int::from_i64(i as i64), e);
                }
                items
            }
            _ => {
                let k = Int::new_const("k!");
                z3::ast::lambda_const(&[&k], &Dynamic::from_ast(&self.at(&k)))
            }
        }
    }

    /// `x = self` for a fresh tuple constant `x`. Items derived from other tuples
    /// (a slice, a concatenation) are stated cell by cell, `len(x) = len ∧ ∀k ∈
    /// [0, len). x[k] = self[k]`, not as one lambda: behind an assumption literal (the
    /// path solver's) Z3 5.4 did not finish `x = tuple!(n, λk. t[k + s])` with `s` a
    /// term, where the same formula asserted outright is decided at once
    /// (esbmc-regression's slicing-bounds-fail.py: a 10 s timeout). Cells outside
    /// `0..len` stay free, as they are in every tuple constant.
    pub(super) fn defines(&self, x: &Dynamic) -> Bool {
        if matches!(self.items, Items::Array(_) | Items::Literal(_)) {
            return x.eq(&self.to_dynamic());
        }
        let target = Tup::of(x);
        let k = Int::new_const("k!");
        let cell = target.at(&k);
        let in_range = Bool::and(&[Int::from_i64(0).le(&k), k.lt(&self.len)]);
        let pattern = z3::Pattern::new(&[&cell]);
        let cells = z3::ast::forall_const(&[&k], &[&pattern], &in_range.implies(cell.eq(self.at(&k))));
        Bool::and(&[target.len.eq(&self.len), cells])
    }

    /// Reads a tuple term back, looking through the constructor (`is_built`).
    pub(super) fn of(d: &Dynamic) -> Tup {
        TUPLE.with(|t| {
            if is_built(d) {
                let c = d.children();
                return Tup { len: c[0].as_int().expect("len"), items: Items::Array(c[1].as_array().expect("items")) };
            }
            Tup { len: t.len.apply(&[d]).as_int().expect("len"), items: Items::Array(t.items.apply(&[d]).as_array().expect("items")) }
        })
    }

    /// The item at `i` (an index already in `0..len`).
    pub(super) fn at(&self, i: &Int) -> Int {
        match &self.items {
            Items::Array(a) => a.select(i).as_int().expect("an int item"),
            Items::Literal(elems) => match i.as_i64() {
                Some(n) if (0..elems.len() as i64).contains(&n) => elems[n as usize].clone(),
                _ => elems.iter().enumerate().rev().fold(Int::from_i64(0), |rest, (n, e)| i.eq(Int::from_i64(n as i64)).ite(e, &rest)),
            },
            Items::Concat(a, b) => i.lt(&a.len).ite(&a.at(i), &b.at(&Int::sub(&[i.clone(), a.len.clone()]))),
            Items::Shift(t, start) => t.at(&Int::add(&[i.clone(), start.clone()])),
            Items::Stored(t, pos, v) => i.eq(pos).ite(v, &t.at(i)),
            Items::Strided(t, start, step) => t.at(&Int::add(&[start.clone(), Int::mul(&[i.clone(), Int::from_i64(*step)])])),
        }
    }

    /// How many items a display has (`Items::Literal`), if this is one.
    pub(super) fn display_len(&self) -> Option<usize> {
        match &self.items {
            Items::Literal(elems) => Some(elems.len()),
            _ => None,
        }
    }

    /// Python's `self < other` on strs (lexicographic by item, a proper prefix
    /// first), written out position by position up to `shown`, the length of the
    /// side that is a display: without quantifiers, so `'0' <= c <= '9'` costs Z3
    /// a few comparisons of items rather than an axiom to instantiate.
    pub(super) fn less_unrolled(&self, other: &Tup, shown: usize) -> Bool {
        let mut rest: Option<Bool> = None;
        for k in (0..=shown).rev() {
            let at = Int::from_i64(k as i64);
            let (self_ends, other_ends) = (self.len.eq(&at), other.len.eq(&at));
            let here = match rest {
                // Agreeing on the display's items: less only if `self` ends first.
                None => Bool::and(&[self_ends, other_ends.not()]),
                Some(after) => {
                    let (x, y) = (self.at(&at), other.at(&at));
                    let differs_or_goes_on = Bool::or(&[x.lt(&y), Bool::and(&[x.eq(&y), after])]);
                    other_ends.ite(&Bool::from_bool(false), &self_ends.ite(&Bool::from_bool(true), &differs_or_goes_on))
                }
            };
            rest = Some(here);
        }
        rest.expect("at least position 0")
    }

    pub(super) fn literal(elems: Vec<Int>) -> Tup {
        Tup { len: Int::from_i64(elems.len() as i64), items: Items::Literal(elems) }
    }

    pub(super) fn concat(a: Tup, b: Tup) -> Tup {
        let len = Int::add(&[a.len.clone(), b.len.clone()]);
        match (a.items, b.items) {
            (Items::Literal(mut x), Items::Literal(y)) => {
                x.extend(y);
                Tup::literal(x)
            }
            // Appending known items to an array: array stores past its end (an
            // `append` in a loop stays a chain of stores, not nested `ite`s).
            (Items::Array(arr), Items::Literal(y)) => {
                let items = y.iter().enumerate().fold(arr, |acc, (j, item)| acc.store(&Int::add(&[a.len.clone(), Int::from_i64(j as i64)]), item));
                Tup { len, items: Items::Array(items) }
            }
            (x, y) => Tup { len, items: Items::Concat(Box::new(Tup { len: a.len, items: x }), Box::new(Tup { len: b.len, items: y })) },
        }
    }

    /// The tuple with the item at `pos` (in `0..len`) replaced by `v`.
    pub(super) fn store(self, pos: Int, v: Int) -> Tup {
        let items = match self.items {
            Items::Array(a) => Items::Array(a.store(&pos, &v)),
            Items::Literal(_) => Items::Array(self.array().store(&pos, &v)),
            other => Items::Stored(Box::new(Tup { len: self.len.clone(), items: other }), pos, v),
        };
        Tup { len: self.len, items }
    }

    /// `count` items from `start` on (both already in range).
    ///
    /// A prefix of an array keeps the array: its cells past `count` are the
    /// original's instead of free, which nothing reads (items are read in range,
    /// `==` compares in range). A copy `ys = xs[:]` is then one equation, not a
    /// quantifier over cells, on which Z3 answered "incomplete quantifiers" after
    /// a second of instantiation rounds (rotate_left_unsafe.py's discovery). Not so
    /// for literal items: a literal's length is its items' count (`concat`).
    pub(super) fn extract(self, start: Int, count: Int) -> Tup {
        match self.items {
            Items::Array(a) if start.as_i64() == Some(0) => Tup { len: count, items: Items::Array(a) },
            items => Tup { len: count, items: Items::Shift(Box::new(Tup { len: self.len, items }), start) },
        }
    }

    /// Python's `t[lo:hi:step]` for a literal step (not 0): CPython's
    /// `PySlice_AdjustIndices`, as `str_ops::step_slice` computes it on values. A
    /// bound is clamped to `0..=len` going forward and to `-1..=len-1` going back;
    /// the count is `(stop - start - 1) // step + 1` when the range is not empty.
    pub(super) fn stride(self, lo: Option<Int>, hi: Option<Int>, step: i64) -> Tup {
        debug_assert!(step != 0);
        let len = self.len.clone();
        let zero = Int::from_i64(0);
        let forward = step > 0;
        let (lower, upper) = if forward { (zero.clone(), len.clone()) } else { (Int::from_i64(-1), Int::sub(&[len.clone(), Int::from_i64(1)])) };
        let bound = |b: Option<Int>, default: &Int| match b {
            None => default.clone(),
            Some(b) => clamp_within(&b, &len, &lower, &upper),
        };
        let (start, stop) = if forward { (bound(lo, &lower), bound(hi, &upper)) } else { (bound(lo, &upper), bound(hi, &lower)) };
        let span = if forward { Int::sub(&[stop, start.clone()]) } else { Int::sub(&[start.clone(), stop]) };
        let count = match step.unsigned_abs() {
            1 => span.clone(),
            n => Int::add(&[Int::sub(&[span.clone(), Int::from_i64(1)]).div(Int::from_i64(n as i64)), Int::from_i64(1)]),
        };
        let count = span.gt(&zero).ite(&count, &zero);
        match step {
            1 => self.extract(start, count),
            _ => Tup { len: count, items: Items::Strided(Box::new(self), start, step) },
        }
    }

    /// Python's `a == b`: equal lengths and equal items. `known` is the length when
    /// it is known statically: then the items are compared one by one, without a
    /// quantifier.
    pub(super) fn equals(&self, other: &Tup, known: Option<usize>) -> Bool {
        let same_len = self.len.eq(&other.len);
        match known {
            Some(n) => {
                let mut parts = vec![same_len, self.len.eq(Int::from_i64(n as i64))];
                for i in 0..n as i64 {
                    let i = Int::from_i64(i);
                    parts.push(self.at(&i).eq(other.at(&i)));
                }
                Bool::and(&parts)
            }
            None => {
                let k = Int::new_const("k!");
                let in_range = Bool::and(&[Int::from_i64(0).le(&k), k.lt(&self.len)]);
                let items = z3::ast::forall_const(&[&k], &[], &in_range.implies(self.at(&k).eq(other.at(&k))));
                Bool::and(&[same_len, items])
            }
        }
    }
}

/// The length of a tuple expression when the syntax fixes it.
pub(super) fn static_len(e: &Expr) -> Option<usize> {
    match e {
        Expr::Tuple(items) => Some(items.len()),
        Expr::Concat(a, b) => Some(static_len(a)? + static_len(b)?),
        Expr::Store(t, _, _) => static_len(t),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_bigint::BigInt;

    #[test]
    fn a_stride_is_cpythons_slice_with_a_step() {
        // Every length to 5, every bound from -7 to 7 or none, steps ±1..3: the
        // solver's length and items, simplified on constants, are the interpreter's.
        let bounds: Vec<Option<i64>> = std::iter::once(None).chain((-7..=7).map(Some)).collect();
        for n in 0..=5i64 {
            let items: Vec<i64> = (0..n).map(|i| 100 + i).collect();
            for lo in &bounds {
                for hi in &bounds {
                    for step in [-3i64, -2, -1, 1, 2, 3] {
                        let big = |b: &Option<i64>| b.map(BigInt::from);
                        let want = cfg_frontend::str_ops::step_slice(&items, big(lo).as_ref(), big(hi).as_ref(), &BigInt::from(step)).expect("a step");
                        let t = Tup::literal(items.iter().map(|&i| Int::from_i64(i)).collect());
                        let got = t.stride(lo.map(Int::from_i64), hi.map(Int::from_i64), step);
                        let at = |k: i64| got.at(&Int::from_i64(k)).simplify().as_i64();
                        let case = format!("{items:?}[{lo:?}:{hi:?}:{step}]");
                        assert_eq!(got.len.simplify().as_i64(), Some(want.len() as i64), "{case}");
                        for (k, w) in want.iter().enumerate() {
                            assert_eq!(at(k as i64), Some(*w), "{case} item {k}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn an_unrolled_comparison_orders_strs_as_python_does() {
        // Every pair of strs over {a, b} of length 0 to 3, each side in turn a display
        // and the other an array constant whose items and length the solver must
        // read off the equations fixing it: `a < b` is Python's (Rust's order on
        // sequences is the same lexicographic order, a proper prefix first).
        let strs: Vec<Vec<i64>> = (0..=3u32).flat_map(|n| (0..1i64 << n).map(move |bits| (0..n).map(|i| 97 + (bits >> i & 1)).collect())).collect();
        let display = |s: &[i64]| Tup::literal(s.iter().map(|&i| Int::from_i64(i)).collect());
        for a in &strs {
            for b in &strs {
                for shown_left in [true, false] {
                    let unknown = Tup::of(&Dynamic::new_const("u", &TUPLE.with(|t| t.sort.clone())));
                    let (left, right) = if shown_left { (display(a), unknown.clone()) } else { (unknown.clone(), display(b)) };
                    let pinned = if shown_left { b } else { a };
                    let shown = if shown_left { a.len() } else { b.len() };
                    let solver = Solver::new();
                    solver.assert(unknown.len.eq(Int::from_i64(pinned.len() as i64)));
                    for (k, item) in pinned.iter().enumerate() {
                        solver.assert(unknown.at(&Int::from_i64(k as i64)).eq(Int::from_i64(*item)));
                    }
                    solver.assert(left.less_unrolled(&right, shown).not().eq(Bool::from_bool(a < b)));
                    assert_eq!(solver.check(), SatResult::Unsat, "{a:?} < {b:?}, display on the {}", if shown_left { "left" } else { "right" });
                }
            }
        }
    }
}
