//! Linear mixed boolean-arithmetic expressions in a normal form: sums of integer
//! multiples of `&`-products of operands (`3 + x - 2 * (x & y)`), into which `&`,
//! `|`, `^`, `~` (lowered as `-x - 1`), `+`, `-` and multiplication by a literal are
//! folded. `(x ^ y) ^ y` becomes `x`, `(x & y) + (x | y)` becomes `x + y`: identities
//! that no solver proves on unbounded ints by bit-blasting, because every width is
//! a different problem.
//!
//! Why it is exact on Python's unbounded ints (infinite two's complement): write an
//! int as its bits, `v = Σ_j 2^j v_j`, the sign bit repeated for ever (2-adically,
//! `Σ_j 2^j = -1`). A bitwise operator works on each column `j` alone, so an
//! expression built from them is `Σ_j 2^j P(x_j, y_j, ...)` for one multilinear
//! polynomial `P` with integer coefficients that is 0 or 1 on every column (`x & y`
//! is `x_j y_j`, `x | y` is `x_j + y_j - x_j y_j`, `x ^ y` is `x_j + y_j - 2 x_j y_j`,
//! `~x` is `1 - x_j`). Sums and literal multiples of such expressions are again of
//! the form `Σ_j 2^j P(...)` with `P` linear in the products, and reading it back term
//! by term gives `Σ_S c_S · AND(S)`, the constant term `c` of `P` counting `-c`.
//! Conversely a sum of that form is the bitwise function `P` exactly when `P` is 0 or
//! 1 on every assignment of its bits, which is checked before it is used as an
//! operand of `&`, `|` or `^`; anything else (`x + y` under a `&`, a product of two
//! variables, a literal other than 0 and -1) is an opaque operand.

use super::Expr;
use crate::ast::{ArithOp, CmpOp};
use num_bigint::BigInt;
use num_traits::{One, Zero};
use std::collections::BTreeMap;

/// At most this many distinct operands in one normalised expression: its form has
/// up to `2^n` terms.
const MAX_OPERANDS: usize = 6;

/// `Σ_S c_S · AND(operands in S)` with `S` a bit mask over the operands; the empty
/// mask holds the constant. In bit form (`Bits`) the same map holds the column
/// polynomial `P`, whose constant is the negated one.
#[derive(Clone, Debug, Default)]
struct Sum(BTreeMap<u32, BigInt>);

impl Sum {
    fn term(mask: u32, c: BigInt) -> Sum {
        let mut s = Sum::default();
        s.add(mask, c);
        s
    }

    fn add(&mut self, mask: u32, c: BigInt) {
        let entry = self.0.entry(mask).or_default();
        *entry += c;
        if entry.is_zero() {
            self.0.remove(&mask);
        }
    }

    fn plus(mut self, other: &Sum, k: &BigInt) -> Sum {
        for (m, c) in &other.0 {
            self.add(*m, c * k);
        }
        self
    }

    fn scaled(&self, k: &BigInt) -> Sum {
        Sum::default().plus(self, k)
    }

    /// Between value form and bit form: the constant's sign flips.
    fn flip_constant(mut self) -> Sum {
        if let Some(c) = self.0.remove(&0) {
            self.0.insert(0, -c);
        }
        self
    }

    /// The product of two column polynomials (`x_j² = x_j`).
    fn times(&self, other: &Sum) -> Sum {
        let mut out = Sum::default();
        for (a, ca) in &self.0 {
            for (b, cb) in &other.0 {
                out.add(a | b, ca * cb);
            }
        }
        out
    }

    /// Whether this column polynomial is 0 or 1 on every assignment of `n` bits.
    fn is_boolean(&self, n: usize) -> bool {
        (0..1u32 << n).all(|bits| {
            let v: BigInt = self.0.iter().filter(|(m, _)| *m & bits == **m).map(|(_, c)| c).sum();
            v.is_zero() || v.is_one()
        })
    }
}

struct Normaliser {
    operands: Vec<Expr>,
}

impl Normaliser {
    fn operand(&mut self, e: &Expr) -> Option<Sum> {
        let i = match self.operands.iter().position(|o| o == e) {
            Some(i) => i,
            None if self.operands.len() < MAX_OPERANDS => {
                self.operands.push(e.clone());
                self.operands.len() - 1
            }
            None => return None,
        };
        Some(Sum::term(1 << i, BigInt::one()))
    }

    /// `e` in value form.
    fn sum(&mut self, e: &Expr) -> Option<Sum> {
        let one = BigInt::one();
        match e {
            Expr::Int(v) => Some(Sum::term(0, v.clone())),
            Expr::Neg(x) => Some(self.sum(x)?.scaled(&-one)),
            Expr::Arith(ArithOp::Add, a, b) => Some(self.sum(a)?.plus(&self.sum(b)?, &one)),
            Expr::Arith(ArithOp::Sub, a, b) => Some(self.sum(a)?.plus(&self.sum(b)?, &-one)),
            Expr::Arith(ArithOp::Mul, a, b) => match (&**a, &**b) {
                (Expr::Int(k), x) | (x, Expr::Int(k)) => Some(self.sum(x)?.scaled(k)),
                _ => self.operand(e),
            },
            Expr::Arith(op, a, b) if op.is_bitwise() => {
                let (p, q) = (self.bits(a)?, self.bits(b)?);
                let pq = p.times(&q);
                let one = BigInt::one();
                let p = match op {
                    ArithOp::BitAnd => pq,
                    ArithOp::BitOr => p.plus(&q, &one).plus(&pq, &-&one),
                    _ => p.plus(&q, &one).plus(&pq, &BigInt::from(-2)),
                };
                Some(p.flip_constant())
            }
            _ => self.operand(e),
        }
    }

    /// `e` as an operand of a bitwise operator, in bit form: its own column
    /// polynomial when it is a bitwise function of the operands, else an operand.
    fn bits(&mut self, e: &Expr) -> Option<Sum> {
        let p = self.sum(e)?.flip_constant();
        if p.is_boolean(self.operands.len()) {
            return Some(p);
        }
        self.operand(e)
    }

    fn expr(&self, s: &Sum) -> Expr {
        let mut out: Option<Expr> = None;
        let mut constant = BigInt::zero();
        for (mask, c) in &s.0 {
            if *mask == 0 {
                constant = c.clone();
                continue;
            }
            let term = (0..self.operands.len())
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| self.operands[i].clone())
                .reduce(|a, b| Expr::arith(ArithOp::BitAnd, a, b))
                .expect("a non-empty mask");
            let negative = c < &BigInt::zero();
            let size = if negative { -c } else { c.clone() };
            let term = if size.is_one() { term } else { Expr::arith(ArithOp::Mul, Expr::Int(size), term) };
            out = Some(match (out, negative) {
                (None, false) => term,
                (None, true) => Expr::Neg(Box::new(term)),
                (Some(acc), false) => Expr::arith(ArithOp::Add, acc, term),
                (Some(acc), true) => Expr::arith(ArithOp::Sub, acc, term),
            });
        }
        match out {
            None => Expr::Int(constant),
            Some(e) if constant.is_zero() => e,
            Some(e) if constant < BigInt::zero() => Expr::arith(ArithOp::Sub, e, Expr::Int(-constant)),
            Some(e) => Expr::arith(ArithOp::Add, e, Expr::Int(constant)),
        }
    }
}

/// How many `&`, `|`, `^` nodes `e` has, and how many nodes in all.
fn weight(e: &Expr) -> (usize, usize) {
    let (mut bit, mut all) = (0, 0);
    e.any(&mut |x| {
        all += 1;
        bit += matches!(x, Expr::Arith(op, _, _) if op.is_bitwise()) as usize;
        false
    });
    (bit, all)
}

/// `e` in the normal form, when that has fewer bitwise operators (or as many and
/// fewer nodes); `None` when it has none to begin with, or too many operands.
pub fn normalise(e: &Expr) -> Option<Expr> {
    let before = weight(e);
    if before.0 == 0 {
        return None;
    }
    let mut n = Normaliser { operands: Vec::new() };
    let sum = n.sum(e)?;
    let out = n.expr(&sum);
    (weight(&out) < before).then_some(out)
}

/// `a op b` for ints, as `normalise(a - b) op 0` when that has fewer bitwise
/// operators than the two sides (`x ^ y == (x | y) - (x & y)` is `0 == 0`).
pub fn compare(op: CmpOp, a: Expr, b: Expr) -> Expr {
    let arithmetic = |e: &Expr| matches!(e, Expr::Arith(..) | Expr::Neg(_) | Expr::Int(_));
    if arithmetic(&a) && arithmetic(&b) {
        // `a - b` has the sides' bit operators and one node more: `normalise`
        // keeps its form only with fewer bit operators (or none at all).
        match normalise(&Expr::arith(ArithOp::Sub, a.clone(), b.clone())) {
            Some(Expr::Int(k)) => return Expr::Bool(op.holds(&k, &BigInt::zero())),
            Some(d) if weight(&d).0 < weight(&a).0 + weight(&b).0 => return Expr::cmp(op, d, Expr::int(0)),
            _ => {}
        }
    }
    Expr::Cmp(op, Box::new(a), Box::new(b))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cfg::exec::eval;
    use crate::value::Value;

    fn x() -> Expr {
        Expr::Var(0)
    }

    fn y() -> Expr {
        Expr::Var(1)
    }

    fn op(o: ArithOp, a: Expr, b: Expr) -> Expr {
        Expr::arith(o, a, b)
    }

    /// `~e` as the lowering writes it.
    fn not(e: Expr) -> Expr {
        op(ArithOp::Sub, Expr::Neg(Box::new(e)), Expr::int(1))
    }

    #[test]
    fn identities_on_unbounded_ints_collapse() {
        use ArithOp::*;
        let xor_twice = op(BitXor, op(BitXor, x(), y()), y());
        assert_eq!(normalise(&xor_twice), Some(x()));
        let and_plus_or = op(Add, op(BitAnd, x(), y()), op(BitOr, x(), y()));
        assert_eq!(normalise(&and_plus_or), Some(op(Add, x(), y())));
        assert_eq!(normalise(&op(BitXor, x(), x())), Some(Expr::int(0)));
        assert_eq!(normalise(&op(BitAnd, x(), not(x()))), Some(Expr::int(0)));
        // `x & 255` has nothing to fold; `(x + y) & y` keeps its sum as an operand.
        assert_eq!(normalise(&op(BitAnd, x(), Expr::int(255))), None);
        let carry = op(BitAnd, op(Add, x(), y()), y());
        assert_eq!(normalise(&carry), None);
        let xor = op(BitXor, x(), y());
        let or_minus_and = op(Sub, op(BitOr, x(), y()), op(BitAnd, x(), y()));
        assert_eq!(compare(CmpOp::Eq, xor.clone(), or_minus_and.clone()), Expr::Bool(true));
        assert_eq!(compare(CmpOp::Lt, xor, or_minus_and), Expr::Bool(false));
    }

    /// Random expressions over `&`, `|`, `^`, `~`, `+`, `-`, literal multiples and
    /// literals: the normal form has the value of the expression, on negative and
    /// positive operands of any size.
    #[test]
    fn the_normal_form_means_what_python_computes() {
        let mut next = crate::cfg::xorshift(0x2545f4914f6cdd1du64);
        fn gen(next: &mut dyn FnMut(u64) -> u64, depth: u32) -> Expr {
            use ArithOp::*;
            if depth == 0 {
                return match next(5) {
                    0 => Expr::int(next(9) as i64 - 4),
                    k => Expr::Var((k % 3) as u32),
                };
            }
            let (a, b) = (gen(next, depth - 1), gen(next, depth - 1));
            match next(8) {
                0 => op(BitAnd, a, b),
                1 => op(BitOr, a, b),
                2 => op(BitXor, a, b),
                3 => not(a),
                4 => op(Add, a, b),
                5 => op(Sub, a, b),
                6 => op(Mul, Expr::int(next(7) as i64 - 3), a),
                _ => op(Mul, a, b),
            }
        }
        let samples = [0i64, 1, -1, 2, -2, 5, -7, 12, 255, -256, 1 << 40, -(1 << 40) + 3];
        let mut changed = 0;
        for _ in 0..400 {
            let e = gen(&mut next, 3);
            let Some(n) = normalise(&e) else { continue };
            changed += 1;
            for (i, a) in samples.iter().enumerate() {
                for b in &samples[i % 4..] {
                    let c = samples[(i * 7) % samples.len()];
                    let env = vec![Some(Value::int(*a)), Some(Value::int(*b)), Some(Value::int(c))];
                    assert_eq!(eval(&e, &env), eval(&n, &env), "{e:?} normalised to {n:?} at {a}, {b}, {c}");
                }
            }
        }
        assert!(changed > 50, "only {changed} expressions normalised");
    }
}
