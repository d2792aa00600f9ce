//! CPython is the oracle of tracer's complex numbers (`cfg_frontend::float_ops::
//! complex`): the arithmetic, `abs`, `==`, `repr`, `complex(s)` and the `cmath`
//! module are computed by both on random cases whose parts are where floats
//! surprise (nan, the infinities, the zeros, subnormals, the largest doubles, the
//! thresholds where cmath rescales, random bit patterns, small whole numbers),
//! each family's cases piped through one `python3`, and they must agree on every
//! case: each part by its bits (any nan equals any nan), bools, strs, exceptions
//! by type and message (for a misplaced underscore in `complex(s)` CPython's
//! message goes on with the string's repr, ours stops before it).

mod common;

use common::numbers::*;

use cfg_frontend::float_ops::complex::{self, Complex};
use cfg_frontend::float_ops::numeric::{self, FloatError};
use num_bigint::BigInt;
use num_traits::One;

/// Evaluates one expression a line and writes its value in the form `enc` gives
/// ours.
const ORACLE: &str = r#"
import cmath, struct, sys
def F(b): return struct.unpack('<d', struct.pack('<Q', b))[0]
def C(a, b): return complex(F(a), F(b))
def S(*cps): return ''.join(map(chr, cps))
def ABS(z):
    # abs() of a complex with a nan part reads an errno it did not set: a complex
    # division sets it to 0 first, so that the answer does not depend on the
    # case before.
    1j / 1j
    return abs(z)
def enc(v):
    if isinstance(v, bool): return 'b:' + ('true' if v else 'false')
    if isinstance(v, int): return 'i:%d' % v
    if isinstance(v, float):
        return 'f:nan' if v != v else 'f:%d' % struct.unpack('<Q', struct.pack('<d', v))[0]
    if isinstance(v, complex): return 'c:%s,%s' % (enc(v.real), enc(v.imag))
    if isinstance(v, str): return 's:' + v
    if isinstance(v, tuple): return 't:' + ','.join(enc(x) for x in v)
    raise TypeError(type(v))
for line in sys.stdin:
    try:
        out = enc(eval(line))
    except Exception as ex:
        out = 'e:%s:%s' % (type(ex).__name__, ex)
    print(out)
"#;

fn enc_c(z: Complex) -> String {
    format!("c:{},{}", enc_f(z.0), enc_f(z.1))
}

/// A complex as Python builds it bit for bit (`complex(x, y)` keeps both parts).
fn lit_c(z: Complex) -> String {
    format!("C({:#x}, {:#x})", z.0.to_bits(), z.1.to_bits())
}

/// Whether CPython's answer and ours agree.
fn agree(ours: &str, cpython: &str) -> bool {
    let underscores = enc_err(&complex::BAD_COMPLEX_UNDERSCORES);
    ours == cpython || (ours == underscores && cpython.starts_with(&format!("{underscores}: ")))
}

/// Floats shown as their repr too, for reading a disagreement.
fn readable(answer: &str) -> String {
    answer
        .split(',')
        .map(|part| {
            let bits = part.strip_prefix("c:").unwrap_or(part).strip_prefix("f:").and_then(|b| b.parse::<u64>().ok());
            match bits {
                Some(bits) => format!("{part}({})", numeric::repr(f64::from_bits(bits))),
                None => part.to_string(),
            }
        })
        .collect::<Vec<_>>()
        .join(",")
}

/// The cases' expressions through one python3 (`common::agree_with_cpython`).
fn check(family: &str, cases: &[(String, String)]) -> usize {
    common::agree_with_cpython(family, ORACLE, cases, agree, readable, kind_of)
}

/// An answer's kind: a value's type, or an error by exception and message.
fn kind_of(answer: &str) -> String {
    match answer.split(':').collect::<Vec<_>>().as_slice() {
        ["e", exception, message, ..] => format!("{exception}({message})"),
        [kind, ..] => kind.to_string(),
        [] => String::new(),
    }
}

/// How many times the usual number of cases to check: 20 with
/// `TRACER_SLOW_TESTS=1`.
fn rounds() -> usize {
    if std::env::var("TRACER_SLOW_TESTS").is_ok_and(|v| v == "1") {
        20
    } else {
        1
    }
}

/// One of `items`, at random.
fn pick<'a, T>(rng: &mut common::Rng, items: &'a [T]) -> &'a T {
    &items[rng.below(items.len() as u64) as usize]
}

/// The parts where the rules have their edges: the special values, the extremes,
/// and cmath's thresholds (`DBL_MAX / 4`, its square root and its logarithm,
/// `DBL_MIN` and its square root, the moduli 0.71 and 1.73 of `c_log`).
fn awkward_parts() -> Vec<f64> {
    let large = f64::MAX / 4.0;
    let mut v = vec![
        f64::NAN,
        -f64::NAN,
        f64::INFINITY,
        f64::NEG_INFINITY,
        0.0,
        -0.0,
        5e-324,
        -5e-324,
        1e-310,
        f64::MIN_POSITIVE,
        -f64::MIN_POSITIVE,
        f64::MAX,
        -f64::MAX,
        1e308,
        -1e308,
        1e300,
        1e-300,
        large,
        -large,
        large.sqrt(),
        -large.sqrt(),
        large.ln(),
        -large.ln(),
        f64::MIN_POSITIVE.sqrt(),
        1e154,
        1e-154,
        1.0,
        -1.0,
        2.0,
        -2.0,
        0.5,
        -0.5,
        1.5,
        -1.5,
        0.1,
        -0.1,
        0.71,
        1.73,
        0.7,
        1.8,
        3.0,
        10.0,
        100.0,
        709.0,
        710.0,
        -710.0,
        -745.0,
        std::f64::consts::PI,
        -std::f64::consts::PI,
        std::f64::consts::FRAC_PI_2,
        std::f64::consts::E,
        1e16,
        1e-5,
        123.456,
    ];
    let more: Vec<f64> = v.iter().filter(|x| x.is_finite()).flat_map(|x| [x.next_up(), x.next_down()]).collect();
    v.extend(more);
    v
}

/// A random part: an awkward one, random bits, a small whole number, a short
/// fraction, a number near 1 or -1, a random magnitude.
fn random_part(rng: &mut common::Rng, awkward: &[f64]) -> f64 {
    match rng.below(10) {
        0..=2 => *pick(rng, awkward),
        3 => f64::from_bits(rng.next()),
        4 => rng.range(-10, 10) as f64,
        5 => rng.range(-2000, 2000) as f64 / *pick(rng, &[2.0, 4.0, 8.0, 10.0, 100.0, 3.0]),
        6 => {
            // Within a few ulps of 1 or -1, or a bit further.
            let x = *pick(rng, &[1.0, -1.0]) + rng.range(-4, 4) as f64 * f64::EPSILON * *pick(rng, &[1.0, 1e5, 1e10]);
            x.next_up()
        }
        7 => {
            // Mantissa and exponent of any size.
            let m = (rng.next() >> 11) as f64;
            let x = m * 2f64.powi(rng.range(-1100, 970) as i32);
            if rng.below(2) == 0 {
                -x
            } else {
                x
            }
        }
        _ => rng.range(-99999, 99999) as f64 * 10f64.powi(rng.range(-12, 12) as i32),
    }
}

fn random_complex(rng: &mut common::Rng, awkward: &[f64]) -> Complex {
    let re = random_part(rng, awkward);
    let im = random_part(rng, awkward);
    match rng.below(8) {
        // On an axis, where the special cases are.
        0 => (re, *pick(rng, &[0.0, -0.0])),
        1 => (*pick(rng, &[0.0, -0.0]), im),
        _ => (re, im),
    }
}

/// An exponent for `**`: whole numbers around the 100 where CPython changes its
/// method, halves, the special values, any complex.
fn random_exponent(rng: &mut common::Rng, awkward: &[f64]) -> Complex {
    match rng.below(6) {
        0 => (rng.range(-8, 8) as f64, *pick(rng, &[0.0, -0.0])),
        1 => (rng.range(-102, 102) as f64, 0.0),
        2 => (rng.range(-12, 12) as f64 / 2.0, *pick(rng, &[0.0, -0.0, 1.0, 0.5, -2.0])),
        3 => (*pick(rng, awkward), 0.0),
        _ => random_complex(rng, awkward),
    }
}

/// The parts of the grids where every special cell is tried.
const GRID: &[f64] = &[f64::NEG_INFINITY, -2.5, -1.0, -0.0, 0.0, 1.0, 2.5, f64::INFINITY, f64::NAN, 1e308, -5e-324, 0.5];

fn grid() -> Vec<Complex> {
    GRID.iter().flat_map(|&re| GRID.iter().map(move |&im| (re, im))).collect()
}

fn arithmetic_cases(a: Complex, b: Complex, cases: &mut Vec<(String, String)>) {
    let (la, lb) = (lit_c(a), lit_c(b));
    cases.push((format!("{la} + {lb}"), enc_c(complex::add(a, b))));
    cases.push((format!("{la} - {lb}"), enc_c(complex::sub(a, b))));
    cases.push((format!("{la} * {lb}"), enc_c(complex::mul(a, b))));
    cases.push((format!("{la} / {lb}"), enc(complex::div(a, b), enc_c)));
    cases.push((format!("{la} ** {lb}"), enc(complex::pow(a, b), enc_c)));
    cases.push((format!("{la} == {lb}"), enc_b(complex::eq(a, b))));
}

#[test]
fn complex_arithmetic_agrees_with_cpython() {
    let mut rng = common::Rng::new(21);
    let awkward = awkward_parts();
    let mut cases = Vec::new();
    for _ in 0..1500 * rounds() {
        let a = random_complex(&mut rng, &awkward);
        let mut b = random_complex(&mut rng, &awkward);
        if rng.below(4) == 0 {
            // Equal parts, for ==.
            b = *pick(&mut rng, &[a, (a.0, -a.1), (-a.0, a.1), (a.0.next_up(), a.1)]);
        }
        arithmetic_cases(a, b, &mut cases);
        let e = random_exponent(&mut rng, &awkward);
        cases.push((format!("{} ** {}", lit_c(a), lit_c(e)), enc(complex::pow(a, e), enc_c)));
        let la = lit_c(a);
        cases.push((format!("-{la}"), enc_c(complex::neg(a))));
        cases.push((format!("{la}.conjugate()"), enc_c(complex::conjugate(a))));
        cases.push((format!("ABS({la})"), enc(complex::abs(a), enc_f)));
        let x = if rng.below(2) == 0 { a.0 } else { random_part(&mut rng, &awkward) };
        cases.push((format!("{la} == {}", lit(x)), enc_b(complex::eq_float(a, x))));
        // The real part's int value, off by one, or past the doubles.
        let i: BigInt = match (rng.below(4), numeric::float_to_int(a.0)) {
            (0 | 1, Ok(t)) => t + rng.range(-1, 1),
            (2, _) => BigInt::from(rng.range(-5, 5)),
            _ => pick(&mut rng, &[(BigInt::one() << 53) + 1, BigInt::from(10).pow(400), -BigInt::from(10).pow(30)]).clone(),
        };
        cases.push((format!("{la} == {i}"), enc_b(complex::eq_int(a, &i))));
    }
    // Every pair from the grid: the special values against each other.
    let grid = grid();
    for &a in &grid {
        for &b in &grid {
            arithmetic_cases(a, b, &mut cases);
        }
        for n in [-101.0, -100.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 100.0, 101.0, 0.5] {
            cases.push((format!("{} ** {}", lit_c(a), lit_c((n, 0.0))), enc(complex::pow(a, (n, 0.0)), enc_c)));
        }
        cases.push((format!("ABS({})", lit_c(a)), enc(complex::abs(a), enc_f)));
    }
    // Underflow to zero in a negative power, and overflow in a positive one.
    for (base, n) in [((1e-200, 0.0), -2.0), ((1e-200, 1e-200), -2.0), ((1e200, 0.0), 2.0), ((1e300, 1e300), 2.0), ((2.0, 0.0), 1024.0), ((1.0, 1.0), 2000.5), ((-1.0, 0.0), 1e308)] {
        cases.push((format!("{} ** {}", lit_c(base), lit_c((n, 0.0))), enc(complex::pow(base, (n, 0.0)), enc_c)));
        cases.push((format!("{} ** {}", lit_c(base), lit_c((n, 0.5))), enc(complex::pow(base, (n, 0.5)), enc_c)));
    }
    let n = check("complex arithmetic", &cases);
    assert!(n > 20_000);
}

/// A text for `complex(s)`: numbers written many ways, with and without brackets
/// and whitespace, and text CPython refuses.
fn complex_text(rng: &mut common::Rng, awkward: &[f64]) -> Vec<u32> {
    const NUMBERS: &[&str] = &[
        "1", "0", "-0", "1.", ".5", "-.5e-3", "1e5", "1E+05", "1e", "1e+", "00012", "1.5e308", "1e309", "-1e-400", "inf", "-Infinity", "INF", "nan", "-NaN", "infinit", "nana", "1_000",
        "1__0", "_1", "1_", "1_.5", "1._5", "1e1_0", "0.1", "123.456", "\u{663}.\u{665}", "\u{ff11}\u{ff12}", "1\u{ff0e}5", "", ".", "e5", "1.2.3",
    ];
    let number = |rng: &mut common::Rng| -> String {
        match rng.below(3) {
            0 => numeric::repr(random_part(rng, awkward)),
            _ => pick(rng, NUMBERS).to_string(),
        }
    };
    let pad = |rng: &mut common::Rng| *pick(rng, &["", "", "", " ", "\t", "\n", "\u{a0}", "\u{3000}", "\x0b", "\x1c", "  "]);
    let sign = |rng: &mut common::Rng| *pick(rng, &["+", "-", "+", "-", "", "--", "+-"]);
    let j = |rng: &mut common::Rng| *pick(rng, &["j", "j", "J", "", "jj", "i"]);
    let body = match rng.below(6) {
        0 => number(rng),
        1 => format!("{}{}", number(rng), j(rng)),
        2 => {
            let im = number(rng);
            let im = im.strip_prefix(['+', '-']).unwrap_or(&im).to_string();
            format!("{}{}{im}{}", number(rng), sign(rng), j(rng))
        }
        3 => format!("{}{}", sign(rng), j(rng)),
        4 => format!("{}{}{}", number(rng), sign(rng), j(rng)),
        _ => complex::repr(random_complex(rng, awkward)),
    };
    let text = match rng.below(4) {
        0 => format!("{}({}{body}{}){}", pad(rng), pad(rng), pad(rng), pad(rng)),
        1 => format!("{}({body}{}", pad(rng), pad(rng)),
        _ => format!("{}{body}{}", pad(rng), pad(rng)),
    };
    let mut cps: Vec<u32> = text.chars().map(u32::from).collect();
    // Now and then a character inserted somewhere, or one dropped.
    match rng.below(8) {
        0 => {
            let at = rng.below(cps.len() as u64 + 1) as usize;
            let c = *pick(rng, &['_', '\0', ' ', '(', ')', '+', 'j', 'e', '.', '\u{7f}', '\u{e9}', '\u{661}', '\u{2028}', 'x']);
            cps.insert(at, u32::from(c));
        }
        1 if !cps.is_empty() => {
            let at = rng.below(cps.len() as u64) as usize;
            cps.remove(at);
        }
        _ => {}
    }
    cps
}

#[test]
fn complex_repr_and_parsing_agree_with_cpython() {
    let mut rng = common::Rng::new(22);
    let awkward = awkward_parts();
    let mut zs = grid();
    for _ in 0..2500 * rounds() {
        zs.push(random_complex(&mut rng, &awkward));
    }
    let mut cases = Vec::new();
    for &z in &zs {
        let ours = complex::repr(z);
        cases.push((format!("repr({})", lit_c(z)), format!("s:{ours}")));
        // Our text reads back as z in CPython, and in ours.
        cases.push((format!("complex('{ours}')"), enc_c(z)));
        let cps: Vec<u32> = ours.chars().map(u32::from).collect();
        assert_eq!(complex::from_str(&cps).map(enc_c), Ok(enc_c(z)), "{ours} reads back");
    }
    for _ in 0..4000 * rounds() {
        let s = complex_text(&mut rng, &awkward);
        let args = s.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
        cases.push((format!("complex(S({args}))"), enc(complex::from_str(&s), enc_c)));
    }
    let n = check("complex repr and complex(s)", &cases);
    assert!(n > 9000);
}

type Unary = (&'static str, fn(Complex) -> Result<Complex, FloatError>);

const UNARY: &[Unary] = &[
    ("cmath.sqrt", complex::sqrt),
    ("cmath.exp", complex::exp),
    ("cmath.log", |z| complex::log(z, None)),
    ("cmath.log10", complex::log10),
    ("cmath.sin", complex::sin),
    ("cmath.cos", complex::cos),
    ("cmath.tan", complex::tan),
    ("cmath.asin", complex::asin),
    ("cmath.acos", complex::acos),
    ("cmath.atan", complex::atan),
    ("cmath.sinh", complex::sinh),
    ("cmath.cosh", complex::cosh),
    ("cmath.tanh", complex::tanh),
    ("cmath.asinh", complex::asinh),
    ("cmath.acosh", complex::acosh),
    ("cmath.atanh", complex::atanh),
];

/// Every cmath function of `z` that takes one complex.
fn cmath_cases(z: Complex, cases: &mut Vec<(String, String)>) {
    let lz = lit_c(z);
    for (name, f) in UNARY {
        cases.push((format!("{name}({lz})"), enc(f(z), enc_c)));
    }
    cases.push((format!("cmath.phase({lz})"), enc(complex::phase(z), enc_f)));
    cases.push((format!("cmath.polar({lz})"), enc(complex::polar(z), |(r, phi)| format!("t:{},{}", enc_f(r), enc_f(phi)))));
    cases.push((format!("cmath.isfinite({lz})"), enc_b(complex::isfinite(z))));
    cases.push((format!("cmath.isinf({lz})"), enc_b(complex::isinf(z))));
    cases.push((format!("cmath.isnan({lz})"), enc_b(complex::isnan(z))));
}

#[test]
fn cmath_agrees_with_cpython() {
    let mut rng = common::Rng::new(23);
    let awkward = awkward_parts();
    let mut cases = Vec::new();
    for _ in 0..1000 * rounds() {
        let z = match rng.below(5) {
            // Near the unit circle and the branch points ±1, ±i.
            0 => {
                let t = rng.range(-3142, 3142) as f64 / 1000.0;
                let r = *pick(&mut rng, &[1.0, 1.0 + 1e-9, 1.0 - 1e-12, 0.9, 1.1]);
                (r * t.cos(), r * t.sin())
            }
            1 => (*pick(&mut rng, &[1.0, -1.0, 0.0, -0.0]) + rng.range(-3, 3) as f64 * 1e-17, *pick(&mut rng, &[0.0, -0.0, 1.0, -1.0, 1e-300, -1e-160, 5e-324])),
            _ => random_complex(&mut rng, &awkward),
        };
        cmath_cases(z, &mut cases);
        let base = random_complex(&mut rng, &awkward);
        let base = *pick(&mut rng, &[base, (1.0, 0.0), (2.0, 0.0), (0.0, 0.0), (10.0, 0.0)]);
        let (lz, lb) = (lit_c(z), lit_c(base));
        cases.push((format!("cmath.log({lz}, {lb})"), enc(complex::log(z, Some(base)), enc_c)));
        let (r, phi) = (random_part(&mut rng, &awkward), random_part(&mut rng, &awkward));
        cases.push((format!("cmath.rect({}, {})", lit(r), lit(phi)), enc(complex::rect(r, phi), enc_c)));
        let near = match rng.below(3) {
            0 => (z.0 * (1.0 + rng.range(-4, 4) as f64 * 1e-10), z.1),
            1 => (z.0, z.1 + rng.range(-4, 4) as f64 * 1e-10),
            _ => base,
        };
        cases.push((format!("cmath.isclose({lz}, {})", lit_c(near)), enc(complex::isclose(z, near), enc_b)));
        let tols = [1e-9, 0.0, 0.5, -1.0, f64::NAN, f64::INFINITY, 1e-300];
        let (rel, abs) = (*pick(&mut rng, &tols), *pick(&mut rng, &tols));
        cases.push((
            format!("cmath.isclose({lz}, {}, rel_tol={}, abs_tol={})", lit_c(near), lit(rel), lit(abs)),
            enc(complex::isclose_with(z, near, rel, abs), enc_b),
        ));
    }
    // glibc's atan2 reports an underflow to zero (not to a subnormal) of a finite
    // quotient, and CPython's phase reads it.
    for z in [(1e300, -5e-324), (1e300, 5e-324), (-1e300, 5e-324), (1.0, 1e-310), (1e300, 1e-10), (f64::INFINITY, 1.0), (0.0, 5e-324), (f64::MAX, -f64::MIN_POSITIVE)] {
        cmath_cases(z, &mut cases);
    }
    // Every special cell of every table.
    let grid = grid();
    for &z in &grid {
        cmath_cases(z, &mut cases);
        for &base in &[(2.0, 0.0), (1.0, 0.0), (0.0, 0.0), (f64::NAN, 0.0)] {
            cases.push((format!("cmath.log({}, {})", lit_c(z), lit_c(base)), enc(complex::log(z, Some(base)), enc_c)));
        }
        cases.push((format!("cmath.rect({}, {})", lit(z.0), lit(z.1)), enc(complex::rect(z.0, z.1), enc_c)));
        for &w in &grid {
            cases.push((format!("cmath.isclose({}, {})", lit_c(z), lit_c(w)), enc(complex::isclose(z, w), enc_b)));
        }
    }
    let n = check("cmath", &cases);
    assert!(n > 25_000);
}
