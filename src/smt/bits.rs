//! Python's bitwise operators and shifts on unbounded ints, in the theory of integers.
//!
//! Shifts by a literal count and masks of the forms `2^k - 1` and `-2^k` are exact
//! linear terms (`*`, `div`, `mod` by a power of two). Everything else is exact on
//! operands within a width (their two's complement bits, see `general`; the width is
//! the search's `Precision`) and, outside that range, the value of an uninterpreted
//! function of the operands: an over-approximation (any real result is a model of it), so a proof
//! stays a proof, and a counterexample that relied on it fails its concrete replay
//! and is reported as UNKNOWN, never UNSAFE.

use cfg_frontend::ast::ArithOp;
use cfg_frontend::cfg::Expr;
use num_bigint::BigInt;
use num_traits::{One, Signed, ToPrimitive, Zero};
use z3::ast::{Bool, Int};
use z3::{FuncDecl, Sort};

/// How bit operations are encoded: exactly on operands within `width` bits
/// (signed), and beyond them either over-approximated (any result: a proof is a
/// proof) or, with `bounded`, left out (operands beyond the width are assumed
/// away: an error path found is real if it replays, but finding none proves
/// nothing).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Precision {
    pub width: u32,
    pub bounded: bool,
}

/// The encodings a search tries, in order, each only when the error path of the
/// one before did not replay. The cost of a check grows with the width (15 checks
/// of a small program: 0.08 s at 8 bits, several times that at 64), and most
/// programs' bit operations work on small values: 8 bits first, then 64, then 8
/// with wider operands assumed away, to find the bugs that sit among the spurious
/// paths through the over-approximation.
pub const STAGES: [Precision; 3] =
    [Precision { width: 8, bounded: false }, Precision { width: 64, bounded: false }, Precision { width: 8, bounded: true }];

/// The encoding when bit operations do not matter (no program uses them).
pub const EXACT_ELSEWHERE: Precision = Precision { width: 64, bounded: false };

thread_local! {
    static PRECISION: std::cell::Cell<Precision> = const { std::cell::Cell::new(EXACT_ELSEWHERE) };
}

/// Runs `f` with bit operations encoded at precision `p`.
pub fn with_precision<T>(p: Precision, f: impl FnOnce() -> T) -> T {
    let old = PRECISION.with(|c| c.replace(p));
    let out = f();
    PRECISION.with(|c| c.set(old));
    out
}

fn precision() -> Precision {
    PRECISION.with(|c| c.get())
}

/// Whether `e` has a bit operation (whose encoding may depend on the width: those
/// with literal operands that `encode` makes linear do not, and count all the same).
pub fn uses_width(e: &Expr) -> bool {
    e.any(&mut |x| matches!(x, Expr::Arith(op, _, _) if op.is_bitwise() || matches!(op, ArithOp::Shl | ArithOp::Shr)))
}

/// The largest literal shift count turned into a multiplication by a power of two.
const MAX_LITERAL_SHIFT: u64 = 4096;

/// `a op b` for `&`, `|`, `^`, `<<`, `>>`; `ca`/`cb` are the operands' values when
/// they are literals. A shift's count is non-negative here (a guard raised
/// ValueError before).
pub fn encode(op: ArithOp, a: Int, b: Int, ca: Option<&BigInt>, cb: Option<&BigInt>, axioms: &mut Vec<Bool>) -> Int {
    match op {
        ArithOp::Shl | ArithOp::Shr => shift(op, a, b, cb, axioms),
        _ => {
            // The operators are commutative: put a literal on the right.
            let (a, b, cb) = match (ca, cb) {
                (Some(c), None) => (b, a, Some(c)),
                _ => (a, b, cb),
            };
            cb.and_then(|m| with_literal(op, &a, m)).unwrap_or_else(|| general(op, &a, &b, axioms))
        }
    }
}

fn big(v: &BigInt) -> Int {
    super::int_lit(v)
}

fn pow2(n: u64) -> Int {
    big(&(BigInt::one() << n))
}

/// `a op m` for a literal `m` when it is linear: 0, -1, `2^k - 1` and `-2^k`.
fn with_literal(op: ArithOp, a: &Int, m: &BigInt) -> Option<Int> {
    if m.is_zero() {
        return Some(if op == ArithOp::BitAnd { Int::from_i64(0) } else { a.clone() });
    }
    if *m == BigInt::from(-1) {
        return Some(match op {
            ArithOp::BitAnd => a.clone(),
            ArithOp::BitOr => Int::from_i64(-1),
            _ => Int::sub(&[a.unary_minus(), Int::from_i64(1)]),
        });
    }
    if op != ArithOp::BitAnd {
        return None;
    }
    // The low k bits: a mod 2^k, which SMT-LIB's mod (non-negative for a positive
    // divisor) computes exactly for negative `a` too.
    let plus_one: BigInt = m + 1u32;
    if m.is_positive() && (&plus_one & m).is_zero() {
        return Some(a.modulo(&pow2(plus_one.bits() - 1)));
    }
    // All but the low k bits: a - a mod 2^k.
    let neg: BigInt = -m;
    if m.is_negative() && (&neg & (&neg - 1u32)).is_zero() {
        return Some(Int::sub(&[a.clone(), a.modulo(&pow2(neg.bits() - 1))]));
    }
    None
}

/// Exact within the current width, an uninterpreted function of the operands beyond.
/// Within the width an int is the sum of its two's complement bits, each the value
/// of an uninterpreted function `bit_i` of the int; the axiom saying so goes to
/// `axioms`. (Z3's own int2bv/bv2int are far slower here: 4.7 s against 0.5 s to
/// prove `(x & y) + (x | y) == x + y` for 8-bit x and y.)
fn general(op: ArithOp, a: &Int, b: &Int, axioms: &mut Vec<Bool>) -> Int {
    let Precision { width: w, bounded } = precision();
    let (x, y) = (bits_of(a, w, axioms), bits_of(b, w, axioms));
    let terms: Vec<Int> = (0..w)
        .map(|i| {
            let set = match op {
                ArithOp::BitAnd => Bool::and(&[&x[i as usize], &y[i as usize]]),
                ArithOp::BitOr => Bool::or(&[&x[i as usize], &y[i as usize]]),
                _ => x[i as usize].xor(&y[i as usize]),
            };
            set.ite(&weight(i, w), &Int::from_i64(0))
        })
        .collect();
    let within = Bool::and(&[in_range(a, w), in_range(b, w)]);
    if bounded {
        axioms.push(within);
        return Int::add(&terms);
    }
    within.ite(&Int::add(&terms), &beyond(op, a, b))
}

/// The value of bit `i` of `w` in two's complement: the top bit counts negative.
fn weight(i: u32, w: u32) -> Int {
    let v = BigInt::one() << i;
    big(&if i + 1 == w { -v } else { v })
}

/// The `w` bits of `x`, with the axiom that, within the width, they make `x`.
fn bits_of(x: &Int, w: u32, axioms: &mut Vec<Bool>) -> Vec<Bool> {
    let bits: Vec<Bool> = (0..w)
        .map(|i| {
            let f = FuncDecl::new(format!("bit{i}_{w}"), &[&Sort::int()], &Sort::bool());
            f.apply(&[x]).as_bool().expect("a Bool function")
        })
        .collect();
    let sum = Int::add(&bits.iter().enumerate().map(|(i, b)| b.ite(&weight(i as u32, w), &Int::from_i64(0))).collect::<Vec<_>>());
    axioms.push(in_range(x, w).implies(&x.eq(&sum)));
    bits
}

fn in_range(x: &Int, w: u32) -> Bool {
    let half = BigInt::one() << (w - 1);
    Bool::and(&[x.ge(big(&-&half)), x.lt(big(&half))])
}

/// The result beyond the exactly modelled range: a function of the operands, about
/// which nothing else is assumed.
fn beyond(op: ArithOp, a: &Int, b: &Int) -> Int {
    let name = match op {
        ArithOp::BitAnd => "py_and",
        ArithOp::BitOr => "py_or",
        ArithOp::BitXor => "py_xor",
        ArithOp::Shl => "py_shl",
        _ => "py_shr",
    };
    let f = FuncDecl::new(name, &[&Sort::int(), &Sort::int()], &Sort::int());
    f.apply(&[a, b]).as_int().expect("an Int function")
}

fn shift(op: ArithOp, a: Int, b: Int, cb: Option<&BigInt>, axioms: &mut Vec<Bool>) -> Int {
    let by_literal = |n: u64| {
        if op == ArithOp::Shl {
            Int::mul(&[a.clone(), pow2(n)])
        } else {
            // SMT-LIB div floors for a positive divisor, as Python's >> does.
            a.div(&pow2(n))
        }
    };
    if let Some(n) = cb.and_then(|c| c.to_u64()).filter(|n| *n <= MAX_LITERAL_SHIFT) {
        return by_literal(n);
    }
    // A count known only symbolically: one case per count within the width.
    let mut out = beyond(op, &a, &b);
    let Precision { width: top, bounded } = precision();
    if bounded {
        axioms.push(b.lt(Int::from_i64(top as i64)));
    }
    if op == ArithOp::Shr {
        let sign = a.lt(Int::from_i64(0)).ite(&Int::from_i64(-1), &Int::from_i64(0));
        out = Bool::and(&[b.ge(Int::from_i64(top as i64)), in_range(&a, top)]).ite(&sign, &out);
    }
    for n in (0..top as u64).rev() {
        out = b.eq(Int::from_u64(n)).ite(&by_literal(n), &out);
    }
    out
}
