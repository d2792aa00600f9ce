//! Python's `//` and `%` by a divisor that is not a literal, stated to the solver as
//! the division identity itself.
//!
//! SMT-LIB's `div` and `mod` are Euclidean; Python floors. Building Python's from
//! them takes a case split on the divisor's sign with two `div` terms per operation
//! (`a // b == (-a) // (-b)` for negative `b`), and Z3 5.4 then timed out on
//! `z * y + w == x` for `z = x // y`, `w = x % y`. Here the quotient and the remainder
//! are the values of uninterpreted functions of the operands, with the axiom that,
//! for a divisor other than 0, they are the unique pair Python computes:
//! `a == b*q + r`, with `0 <= r < b` for `b > 0` and `b < r <= 0` for `b < 0`.
//! The axiom determines both, so the encoding is exact; for `b == 0` it says nothing
//! (the program raised ZeroDivisionError before it divided).
//!
//! Measured against keeping Z3's own terms for a positive divisor (and the functions
//! for a negative one only): that decided Euclid's loop over `a % b` (`gcd.py`) not
//! at all, which the set engine decides here in 4-5 s. Side facts that take nonlinear
//! reasoning to derive from the identity (the quotient's sign and size) are stated
//! too.
//!
//! A literal divisor keeps SMT-LIB's `div`/`mod`, which linear arithmetic decides.

use num_bigint::BigInt;
use num_traits::Signed;
use z3::ast::{Bool, Int};
use z3::{FuncDecl, Sort};

/// `(a // b, a % b)`; the axiom that defines them goes to `axioms`.
pub fn floor_div_mod(a: &Int, b: &Int, axioms: &mut Vec<Bool>) -> (Int, Int) {
    let apply = |name: &str| {
        let f = FuncDecl::new(name, &[&Sort::int(), &Sort::int()], &Sort::int());
        f.apply(&[a, b]).as_int().expect("an Int function")
    };
    let (q, r) = (apply("py_floordiv"), apply("py_mod"));
    let zero = Int::from_i64(0);
    let identity = a.eq(&Int::add(&[Int::mul(&[b.clone(), q.clone()]), r.clone()]));
    let positive = b.gt(&zero).implies(&Bool::and(&[r.ge(&zero), r.lt(b)]));
    let negative = b.lt(&zero).implies(&Bool::and(&[r.le(&zero), r.gt(b)]));
    axioms.push(b.eq(&zero).not().implies(&Bool::and(&[identity, positive, negative])));
    // Consequences of the identity that take nonlinear reasoning to derive: the
    // quotient's sign and size, and a remainder no larger than a non-negative dividend
    // (with them, `floor_division.py`'s `(q, r) == (a // b, a % b)` by minimax: 10.8 s
    // -> 0.8 s).
    {
        let (a_nonneg, b_pos, b_neg) = (a.ge(&zero), b.gt(&zero), b.lt(&zero));
        let neg_a = a.unary_minus();
        axioms.push(Bool::and(&[
            Bool::and(&[&b_pos, &a_nonneg]).implies(&Bool::and(&[q.ge(&zero), q.le(a), r.le(a)])),
            Bool::and(&[&b_pos, &a_nonneg.not()]).implies(&Bool::and(&[q.ge(a), q.lt(&zero)])),
            Bool::and(&[&b_neg, &a.gt(&zero)]).implies(&Bool::and(&[q.ge(&neg_a), q.lt(&zero)])),
            Bool::and(&[&b_neg, &a.le(&zero)]).implies(&Bool::and(&[q.ge(&zero), q.le(&neg_a), r.ge(a)])),
        ]));
    }
    (q, r)
}

/// `(a // m, a % m)` for a literal `m != 0`. SMT-LIB's div/mod agree with Python's
/// floor semantics for a positive divisor; for a negative one, negating both sides:
/// `a // m == (-a) // (-m)`, `a % m == -((-a) % (-m))`.
pub fn by_literal(a: &Int, m: &BigInt) -> (Int, Int) {
    if m.is_positive() {
        let m = super::int_lit(m);
        (a.div(&m), a.modulo(&m))
    } else {
        let (neg_a, neg_m) = (a.unary_minus(), super::int_lit(&-m));
        (neg_a.div(&neg_m), neg_a.modulo(&neg_m).unary_minus())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use z3::{SatResult, Solver};

    /// Python's `//` and `%` on small ints, computed by flooring.
    fn python(a: i64, b: i64) -> (i64, i64) {
        let q = a.div_euclid(b) - if b < 0 && a.rem_euclid(b) != 0 { 1 } else { 0 };
        (q, a - b * q)
    }

    #[test]
    fn the_encodings_mean_what_python_computes() {
        assert_eq!((python(7, -2), python(-7, 2), python(-7, -2), python(7, 2)), ((-4, -1), (-4, 1), (3, -1), (3, 1)));
        for a in -9i64..=9 {
            for b in (-4i64..=4).filter(|&b| b != 0) {
                let (want_q, want_r) = python(a, b);
                let (x, y) = (Int::new_const("x"), Int::new_const("y"));
                let mut axioms = Vec::new();
                let (q, r) = floor_div_mod(&x, &y, &mut axioms);
                let (lq, lr) = by_literal(&x, &BigInt::from(b));
                // With the operands fixed, every other quotient or remainder is
                // impossible: the encodings are exact, not over-approximations.
                let s = Solver::new();
                s.assert(&Bool::and(&axioms));
                s.assert(&x.eq(Int::from_i64(a)));
                s.assert(&y.eq(Int::from_i64(b)));
                let differs = Bool::or(&[
                    q.eq(Int::from_i64(want_q)).not(),
                    r.eq(Int::from_i64(want_r)).not(),
                    lq.eq(Int::from_i64(want_q)).not(),
                    lr.eq(Int::from_i64(want_r)).not(),
                ]);
                assert_eq!(s.check(), SatResult::Sat, "{a} // {b}: the axioms contradict each other");
                s.assert(&differs);
                assert_eq!(s.check(), SatResult::Unsat, "{a} // {b} is not ({want_q}, {want_r}) in the encoding");
            }
        }
    }
}
