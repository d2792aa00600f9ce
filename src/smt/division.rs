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
//! for a negative one only): that decided `floor_division.py` by minimax alone in
//! 0.9 s against 10 s here, but Euclid's loop over `a % b` (`gcd.py`) not at all,
//! which the set engine decides here in 3.5 s.
//!
//! A literal divisor keeps SMT-LIB's `div`/`mod`, which linear arithmetic decides.

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
    (q, r)
}
