//! The `math` functions of ints (`gcd`, `lcm`, `factorial`, `comb`, `perm`,
//! `isqrt`), exact, with CPython 3.11's errors: ValueError for a negative
//! argument, OverflowError where an argument is beyond C's long (`factorial`) or
//! long long (`comb`, `perm`), each with CPython's message.
//!
//! CPython computes any value, however long it takes. Where the value would be
//! larger than tracer computes (`MAX_FACTORIAL`, `CHEAP_PRODUCTS`) the functions
//! answer `Ok(None)`: the run reaches what tracer does not model there, and says
//! so (`float_ops::FAILS_UNMODELLED`), rather than compute for minutes. Both
//! bounds are linear conditions on the arguments, so that the solver states them
//! exactly.

use super::numeric::FloatError;
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};

/// The largest `n` whose `n!` tracer computes (about 1.5 million bits, a fraction
/// of a second).
pub const MAX_FACTORIAL: u64 = 100_000;

/// The products `comb` and `perm` compute: `(bits, most)` allows at most `most`
/// factors below `2**bits` (`n**k` bounds both values: some 2 million bits at
/// most, a fraction of a second). `perm(n, n)` is computed where `n!` is.
pub const CHEAP_PRODUCTS: [(u64, u64); 4] = [(20, 100_000), (40, 50_000), (2_000, 1_000), (20_000, 100)];

/// C's `long` and `long long` (64 bits on the platforms CPython runs on here).
const LONG_MAX: i64 = i64::MAX;

/// `math.gcd(*integers)`: non-negative; 0 of no integers.
pub fn gcd(values: &[BigInt]) -> BigInt {
    values.iter().fold(BigInt::zero(), |g, v| g.gcd(v))
}

/// `math.lcm(*integers)`: non-negative; 1 of no integers, 0 if any is 0.
pub fn lcm(values: &[BigInt]) -> BigInt {
    values.iter().fold(BigInt::one(), |l, v| if l.is_zero() || v.is_zero() { BigInt::zero() } else { l.lcm(v) })
}

/// The product `lo * (lo+1) * ... * (hi-1)` by halves, so that the big products
/// are of numbers of like size.
fn range_product(lo: &BigInt, hi: &BigInt) -> BigInt {
    let len = hi - lo;
    if len <= BigInt::from(8) {
        let mut p = BigInt::one();
        let mut k = lo.clone();
        while &k < hi {
            p *= &k;
            k += 1;
        }
        return p;
    }
    let mid: BigInt = lo + (len >> 1usize);
    range_product(lo, &mid) * range_product(&mid, hi)
}

/// `math.factorial(n)`; None beyond `MAX_FACTORIAL`.
pub fn factorial(n: &BigInt) -> Result<Option<BigInt>, FloatError> {
    if n.is_negative() {
        return Err(FloatError::Value("factorial() not defined for negative values"));
    }
    if n > &BigInt::from(LONG_MAX) {
        return Err(FloatError::Overflow("factorial() argument should not exceed 9223372036854775807"));
    }
    if n > &BigInt::from(MAX_FACTORIAL) {
        return Ok(None);
    }
    Ok(Some(range_product(&BigInt::one(), &(n + 1))))
}

fn check_n_k(n: &BigInt, k: &BigInt) -> Result<(), FloatError> {
    if n.is_negative() {
        return Err(FloatError::Value("n must be a non-negative integer"));
    }
    if k.is_negative() {
        return Err(FloatError::Value("k must be a non-negative integer"));
    }
    Ok(())
}

/// Whether a product of `k` factors up to `n` (`n >= k >= 0`) is beyond
/// `CHEAP_PRODUCTS` (one factor is `n` itself, however large).
fn too_large(n: &BigInt, k: &BigInt) -> bool {
    let k = k.to_u64().unwrap_or(u64::MAX);
    k > 1 && !CHEAP_PRODUCTS.iter().any(|&(bits, most)| n.bits() <= bits && k <= most)
}

/// `math.comb(n, k)`: 0 where `k > n`. CPython refuses (OverflowError) a
/// `min(k, n - k)` beyond C's long long (possible only for such an `n`).
pub fn comb(n: &BigInt, k: &BigInt) -> Result<Option<BigInt>, FloatError> {
    check_n_k(n, k)?;
    if k > n {
        return Ok(Some(BigInt::zero()));
    }
    let k = std::cmp::min(k.clone(), n - k);
    if k > BigInt::from(LONG_MAX) {
        return Err(FloatError::Overflow("min(n - k, k) must not exceed 9223372036854775807"));
    }
    if too_large(n, &k) {
        return Ok(None);
    }
    let top = range_product(&(n - &k + 1), &(n + 1));
    Ok(Some(top / range_product(&BigInt::one(), &(k + 1))))
}

/// `math.perm(n, k)`: 0 where `k > n`; CPython refuses (OverflowError) a `k`
/// beyond C's long long. (`perm(n)` is `factorial(n)`, `Libm::for_args`.)
pub fn perm(n: &BigInt, k: &BigInt) -> Result<Option<BigInt>, FloatError> {
    check_n_k(n, k)?;
    if k > n {
        return Ok(Some(BigInt::zero()));
    }
    if k > &BigInt::from(LONG_MAX) {
        return Err(FloatError::Overflow("k must not exceed 9223372036854775807"));
    }
    if too_large(n, k) {
        return Ok(None);
    }
    Ok(Some(range_product(&(n - k + 1), &(n + 1))))
}

/// `math.isqrt(n)`: the floor of the square root.
pub fn isqrt(n: &BigInt) -> Result<BigInt, FloatError> {
    if n.is_negative() {
        return Err(FloatError::Value("isqrt() argument must be nonnegative"));
    }
    Ok(n.sqrt())
}
