//! CPython is the oracle of tracer's float semantics (`cfg_frontend::float_ops`:
//! `numeric` for the operators, conversions and `repr`, `math`, `special` and
//! `int_math` for the `math` module, the newer functions through `libm`, as the
//! interpreter and the CFG call them): every function is computed by both on random cases over the values
//! where floats surprise (nan, the infinities, the zeros, subnormals, 2**53 and its
//! neighbours, ties for rounding, ints too large for a float, random bit
//! patterns), each family's cases piped through one `python3`, and they must agree
//! on every case: floats by their bits (any nan equals any nan), ints by value,
//! exceptions by type and message (for `float(s)` CPython's message goes on with
//! the string's repr, ours stops before it).

mod common;

use common::numbers::*;

use cfg_frontend::float_ops::libm::{self, Libm};
use cfg_frontend::float_ops::math::{self, Real};
use cfg_frontend::float_ops::{int_math, numeric, special};
use cfg_frontend::value::Value;
use num_bigint::BigInt;
use num_traits::{One, Signed, Zero};

/// Evaluates one expression a line and writes its value in the form `enc` gives
/// ours.
const ORACLE: &str = r#"
import math, struct, sys
sys.set_int_max_str_digits(0)
def F(b): return struct.unpack('<d', struct.pack('<Q', b))[0]
def S(*cps): return ''.join(map(chr, cps))
def CMP(i, x):
    return 'lt' if i < x else 'gt' if i > x else 'eq' if i == x else 'none'
def enc(v):
    if isinstance(v, bool): return 'b:' + ('true' if v else 'false')
    if isinstance(v, int): return 'i:%d' % v
    if isinstance(v, float):
        return 'f:nan' if v != v else 'f:%d' % struct.unpack('<Q', struct.pack('<d', v))[0]
    if isinstance(v, complex): return 'complex'
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

fn lits(xs: &[f64]) -> String {
    xs.iter().map(|&x| lit(x)).collect::<Vec<_>>().join(", ")
}

/// Whether CPython's answer and ours agree.
fn agree(ours: &str, cpython: &str) -> bool {
    let parse_error = "e:ValueError:could not convert string to float";
    ours == cpython || (ours == parse_error && cpython.starts_with(parse_error))
}

/// Floats shown as their repr too, for reading a disagreement.
fn readable(answer: &str) -> String {
    answer
        .split(',')
        .map(|part| match part.strip_prefix("f:").and_then(|b| b.parse::<u64>().ok()) {
            Some(bits) => format!("{part}({})", numeric::repr(f64::from_bits(bits))),
            None => part.to_string(),
        })
        .collect::<Vec<_>>()
        .join(",")
}

/// The cases' expressions through one python3 (`common::agree_with_cpython`).
fn check(family: &str, cases: &[(String, String)]) -> usize {
    common::agree_with_cpython(family, ORACLE, cases, agree, readable, kind_of)
}

/// An answer's kind: a value's type, or an error by exception.
fn kind_of(answer: &str) -> String {
    match answer.split(':').collect::<Vec<_>>().as_slice() {
        ["e", exception, ..] => exception.to_string(),
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

fn pow2(e: u32) -> BigInt {
    BigInt::one() << e
}

/// The floats where the rules have their edges.
fn awkward_floats() -> Vec<f64> {
    let two53 = 9007199254740992.0;
    let mut v = vec![
        f64::NAN,
        -f64::NAN,
        f64::INFINITY,
        f64::NEG_INFINITY,
        0.0,
        -0.0,
        5e-324,
        -5e-324,
        1e-323,
        2.2250738585072014e-308,
        2.225073858507201e-308,
        -2.2250738585072014e-308,
        f64::MAX,
        -f64::MAX,
        1.0,
        -1.0,
        2.0,
        -2.0,
        3.0,
        0.5,
        -0.5,
        1.5,
        -1.5,
        2.5,
        -2.5,
        3.5,
        0.1,
        0.2,
        0.1 + 0.2,
        0.7,
        2.675,
        1.005,
        1e16,
        1e22,
        1e23,
        1e-5,
        1e-4,
        9999999999999998.0,
        two53,
        two53 - 1.0,
        two53 + 2.0,
        -two53,
        4503599627370495.5,
        0.49999999999999994,
        1e300,
        -1e300,
        1e308,
        1e-300,
        709.782712893384,
        710.0,
        -745.1332191019411,
        -746.0,
        std::f64::consts::PI,
        std::f64::consts::E,
        123.456,
        -0.0001,
        1e15 + 0.3,
        1024.0,
        -1075.0,
        0.9999999999999999,
        1.0000000000000002,
    ];
    let more: Vec<f64> = v.iter().filter(|x| x.is_finite()).flat_map(|x| [x.next_up(), x.next_down()]).collect();
    v.extend(more);
    v
}

/// A random float: an awkward one, a neighbour of one, random bits, a small whole
/// number, a short fraction, a random magnitude.
fn random_float(rng: &mut common::Rng, awkward: &[f64]) -> f64 {
    match rng.below(9) {
        0..=2 => awkward[rng.below(awkward.len() as u64) as usize],
        3 => f64::from_bits(rng.next()),
        4 => rng.range(-20, 20) as f64,
        5 => rng.range(-2000, 2000) as f64 / *pick(rng, &[2.0, 4.0, 8.0, 10.0, 100.0, 3.0]),
        6 => {
            // Mantissa and exponent of a moderate size.
            let m = (rng.next() >> 11) as f64;
            let e = rng.range(-80, 20) as i32;
            let x = m * 2f64.powi(e);
            if rng.below(2) == 0 {
                -x
            } else {
                x
            }
        }
        7 => rng.range(-99999, 99999) as f64 * 10f64.powi(rng.range(-12, 12) as i32),
        _ => {
            let x = awkward[rng.below(awkward.len() as u64) as usize];
            (x * (1.0 + rng.range(-3, 3) as f64 * f64::EPSILON)).next_up()
        }
    }
}

/// The ints where conversion to float has its edges, and ints too large for one.
fn awkward_ints() -> Vec<BigInt> {
    let two53 = pow2(53);
    let edge = pow2(1024) - pow2(970);
    vec![
        BigInt::zero(),
        BigInt::one(),
        -BigInt::one(),
        BigInt::from(7),
        two53.clone(),
        &two53 + 1,
        &two53 - 1,
        &two53 + 2,
        &two53 + 3,
        -(&two53 + 1u32),
        pow2(54) + 2,
        pow2(54) + 6,
        pow2(63) - 1,
        pow2(64),
        BigInt::from(10).pow(22),
        BigInt::from(10).pow(23),
        BigInt::from(10).pow(400),
        -BigInt::from(10).pow(400),
        -pow2(1024),
        pow2(1023),
        &edge - 1,
        edge.clone(),
        &edge + 1,
        -(&edge - 1u32),
        BigInt::from(3).pow(700),
        BigInt::from(10).pow(3000) + 1,
    ]
}

/// A random int: an awkward one, a small one, random bits up to beyond 2**1100,
/// a float's value with a half or a unit added.
fn random_int(rng: &mut common::Rng, awkward: &[BigInt]) -> BigInt {
    match rng.below(6) {
        0 | 1 => awkward[rng.below(awkward.len() as u64) as usize].clone(),
        2 => rng.int(),
        3 => {
            let n_bits = rng.below(1100) + 1;
            let mut i = BigInt::zero();
            for _ in 0..n_bits.div_ceil(64) {
                i = (i << 64u32) + rng.next();
            }
            i >>= (n_bits.div_ceil(64) * 64 - n_bits) as usize;
            if rng.below(2) == 0 {
                -i
            } else {
                i
            }
        }
        4 => {
            // 54 significant bits with the last one set: a tie between two floats.
            let m = BigInt::from((rng.next() >> 10) | 1);
            let shifted = m << rng.below(980) as usize;
            shifted + rng.range(-1, 1)
        }
        _ => BigInt::from(rng.range(-100_000, 100_000)),
    }
}

#[test]
fn repr_is_cpythons_and_reads_back() {
    let mut rng = common::Rng::new(11);
    let awkward = awkward_floats();
    let mut xs = awkward.clone();
    for _ in 0..3000 * rounds() {
        xs.push(random_float(&mut rng, &awkward));
    }
    for _ in 0..2000 * rounds() {
        xs.push(f64::from_bits(rng.next()));
    }
    // Ties between two shortest candidates: a quarter or an eighth past a whole
    // number of 16 or 17 digits.
    for _ in 0..1500 * rounds() {
        let whole = rng.range(1_000_000_000_000_000, 90_000_000_000_000_000) as f64;
        let x = whole + *pick(&mut rng, &[0.25, 0.125, 0.375, 0.5, 0.75, 0.625, 2.0, 4.0]);
        xs.push(if rng.below(2) == 0 { x } else { x / 1e10 });
    }
    // The powers of ten and their neighbours: where the notation changes.
    for k in -330..=310 {
        let p: f64 = format!("1e{k}").parse().expect("a float");
        xs.extend([p, p.next_up(), p.next_down()]);
    }
    let mut cases = Vec::new();
    for &x in &xs {
        let ours = numeric::repr(x);
        cases.push((format!("repr({})", lit(x)), format!("s:{ours}")));
        // Our text reads back as x in CPython.
        cases.push((format!("float('{ours}')"), enc_f(x)));
    }
    let n = check("repr", &cases);
    assert!(n > 10_000);
}

#[test]
fn int_float_conversions_agree_with_cpython() {
    let mut rng = common::Rng::new(12);
    let floats = awkward_floats();
    let ints = awkward_ints();
    let mut cases = Vec::new();
    for i in &ints {
        cases.push((format!("float({i})"), enc(numeric::int_to_float(i), enc_f)));
    }
    for _ in 0..800 * rounds() {
        let i = random_int(&mut rng, &ints);
        cases.push((format!("float({i})"), enc(numeric::int_to_float(&i), enc_f)));
        let j = match rng.below(4) {
            0 => BigInt::zero(),
            1 => random_int(&mut rng, &ints),
            2 => BigInt::from(rng.range(-30, 30)),
            _ => &i + rng.range(-3, 3) * (BigInt::one() << rng.below(60) as usize),
        };
        cases.push((format!("({i}) / ({j})"), enc(numeric::true_div_ints(&i, &j), enc_f)));
        let x = random_float(&mut rng, &floats);
        cases.push((format!("int({})", lit(x)), enc(numeric::float_to_int(x), |v| enc_i(&v))));
        cases.push((format!("round({})", lit(x)), enc(numeric::round_to_int(x), |v| enc_i(&v))));
        // An int near the float, or any int.
        let k = match (rng.below(3), numeric::float_to_int(x)) {
            (0 | 1, Ok(t)) => t + rng.range(-1, 1),
            _ => random_int(&mut rng, &ints),
        };
        let order = match numeric::cmp_int_float(&k, x) {
            Some(std::cmp::Ordering::Less) => "lt",
            Some(std::cmp::Ordering::Greater) => "gt",
            Some(std::cmp::Ordering::Equal) => "eq",
            None => "none",
        };
        cases.push((format!("CMP({k}, {})", lit(x)), format!("s:{order}")));
    }
    // Ties: an odd multiple of half a unit in the last place, rounded to even.
    for k in 0..60u32 {
        let tie = (pow2(53) + 2 * k + 1) << (k as usize * 16);
        cases.push((format!("float({tie})"), enc(numeric::int_to_float(&tie), enc_f)));
        let den = pow2(k * 18 + 1);
        cases.push((format!("({tie}) / ({den})"), enc(numeric::true_div_ints(&tie, &den), enc_f)));
        // Quotients in the subnormals.
        let tiny_den = pow2(1074 + k);
        let num = BigInt::from(2 * k + 1);
        cases.push((format!("({num}) / ({tiny_den})"), enc(numeric::true_div_ints(&num, &tiny_den), enc_f)));
    }
    let n = check("int/float conversions", &cases);
    assert!(n > 3000);
}

#[test]
fn float_arithmetic_agrees_with_cpython() {
    let mut rng = common::Rng::new(13);
    let floats = awkward_floats();
    let mut cases = Vec::new();
    for _ in 0..1500 * rounds() {
        let x = random_float(&mut rng, &floats);
        let mut y = random_float(&mut rng, &floats);
        if rng.below(4) == 0 {
            // Whole and half exponents, for pow's integer rules.
            y = rng.range(-12, 12) as f64 / *pick(&mut rng, &[1.0, 2.0]);
        }
        let (lx, ly) = (lit(x), lit(y));
        cases.push((format!("{lx} / {ly}"), enc(numeric::div(x, y), enc_f)));
        cases.push((format!("{lx} // {ly}"), enc(numeric::floor_div(x, y), enc_f)));
        cases.push((format!("{lx} % {ly}"), enc(numeric::modulo(x, y), enc_f)));
        cases.push((format!("divmod({lx}, {ly})"), enc(numeric::divmod(x, y), |(q, r)| format!("t:{},{}", enc_f(q), enc_f(r)))));
        cases.push((format!("{lx} ** {ly}"), enc(numeric::pow(x, y), |v| v.map_or("complex".into(), enc_f))));
    }
    // Every awkward base with every awkward exponent: pow's special cases.
    let exponents = [0.0, -0.0, 1.0, -1.0, 2.0, 3.0, -3.0, 0.5, -0.5, 1.5, 1074.5, -1074.5, 1075.0, 1e300, -1e300, 9007199254740993.0, f64::INFINITY, f64::NEG_INFINITY, f64::NAN];
    for &x in &floats {
        for &y in &exponents {
            cases.push((format!("{} ** {}", lit(x), lit(y)), enc(numeric::pow(x, y), |v| v.map_or("complex".into(), enc_f))));
            cases.push((format!("{} // {}", lit(x), lit(y)), enc(numeric::floor_div(x, y), enc_f)));
            cases.push((format!("{} % {}", lit(x), lit(y)), enc(numeric::modulo(x, y), enc_f)));
        }
    }
    let n = check("float arithmetic", &cases);
    assert!(n > 5000);
}

#[test]
fn round_with_digits_agrees_with_cpython() {
    let mut rng = common::Rng::new(14);
    let floats = awkward_floats();
    let mut cases = Vec::new();
    for _ in 0..2500 * rounds() {
        let x = match rng.below(3) {
            // Short decimals, whose ties are near.
            0 => rng.range(-100_000, 100_000) as f64 / *pick(&mut rng, &[8.0, 1000.0, 200.0, 16.0]),
            _ => random_float(&mut rng, &floats),
        };
        let n: BigInt = match rng.below(10) {
            0 => BigInt::from(*pick(&mut rng, &[-400i64, -309, -308, -307, -300, 300, 308, 322, 323, 324, 400])),
            1 => pick(&mut rng, &[BigInt::from(10).pow(30), -BigInt::from(10).pow(30), pow2(63), -pow2(63) - 1]).clone(),
            2 => rng.range(-320, 330).into(),
            _ => rng.range(-20, 20).into(),
        };
        cases.push((format!("round({}, {n})", lit(x)), enc(numeric::round_digits(x, &n), enc_f)));
    }
    // Rounded past the largest double.
    for x in [f64::MAX, -f64::MAX, 1.7e308, 1.5e308, 1.4e308, 9.5e307, 1e308] {
        for n in [-308, -307, -306, -300] {
            let n = BigInt::from(n);
            cases.push((format!("round({}, {n})", lit(x)), enc(numeric::round_digits(x, &n), enc_f)));
        }
    }
    let n = check("round(x, n)", &cases);
    assert!(n >= 2500);
}

/// The exact decimal text of `m * 2**e`.
fn exact_decimal(m: &BigInt, e: i32) -> String {
    if e >= 0 {
        return (m << e as usize).to_string();
    }
    let k = (-e) as u32;
    let digits = (m * BigInt::from(5).pow(k)).to_string();
    let k = k as usize;
    let padded = format!("{}{digits}", "0".repeat((k + 1).saturating_sub(digits.len())));
    let (whole, fraction) = padded.split_at(padded.len() - k);
    format!("{whole}.{fraction}")
}

/// A string for `float(s)`: numbers written many ways, halfway cases, and text
/// CPython refuses.
fn float_text(rng: &mut common::Rng, floats: &[f64]) -> Vec<u32> {
    let text: String = match rng.below(9) {
        0 => numeric::repr(random_float(rng, floats)),
        1 => {
            // Exactly halfway between a double and the next, or just off it.
            let x = f64::from_bits(rng.next() >> 2 >> rng.below(2));
            let bits = x.to_bits();
            let (m, e) = if bits >> 52 == 0 { (bits, -1074) } else { ((bits & ((1 << 52) - 1)) | (1 << 52), (bits >> 52) as i32 - 1075) };
            let mid = exact_decimal(&(BigInt::from(m) * 2 + 1), e - 1);
            match rng.below(3) {
                0 => mid,
                1 => format!("{mid}000001"),
                _ => {
                    // Just below the midpoint: its digits with the last one lowered and
                    // nines after.
                    let mut d: Vec<char> = mid.chars().collect();
                    let last = d.iter().rposition(|c| c.is_ascii_digit() && *c != '0').expect("a nonzero digit");
                    d[last] = char::from(d[last] as u8 - 1);
                    format!("{}999", d.into_iter().collect::<String>())
                }
            }
        }
        2 => {
            // Digits, a point, an exponent: any of them odd.
            let longest = if rng.below(5) == 0 { 400 } else { 25 };
            let n_digits = 1 + rng.below(longest) as usize;
            let digits: String = (0..n_digits).map(|_| char::from(b'0' + rng.below(10) as u8)).collect();
            let point = rng.below(n_digits as u64 + 1) as usize;
            let mantissa = match rng.below(3) {
                0 => digits,
                _ => format!("{}.{}", &digits[..point], &digits[point..]),
            };
            let exponent = match rng.below(5) {
                0 => String::new(),
                1 => format!("e{}", rng.range(-400, 400)),
                2 => format!("E+{}", rng.range(0, 30)),
                3 => format!("e-{}", rng.range(300, 360)),
                _ => pick(rng, &["e99999999999999999999", "e-99999999999999999999", "e0", "e", "e+", "e-0"]).to_string(),
            };
            let sign = *pick(rng, &["", "", "-", "+"]);
            format!("{sign}{mantissa}{exponent}")
        }
        3 => {
            const WORDS: &[&str] = &[
            "inf", "-inf", "+inf", "Infinity", "-INFINITY", "iNfInItY", "nan", "-nan", "+NaN", "NAN", "infinit", "infinityy", "in f", "nana", "-", "+", "", " ", ".", "e5", ".e1", "1e", "1e+", "0x10", "1.5f",
            "1_000", "_1", "1__0", "1_", "1._5", "1_.5", "1e1_0", "1_e5", "1.5_5", "+_1", "1 2", "--1", "+-1", "1.2.3", ".5", "5.", "-.5e-3", "00000.000e00", "-0", "-0.0e-999",
        ];
        pick(rng, WORDS).to_string()
        }
        4 => {
            // Whitespace and non-ASCII digits around and in a number.
            let pad = ["", " ", "\t", "\n", "\u{a0}", "\u{2003}", "\u{3000}", "\x0b", "\x0c", "\r", "\x1c", "\x1f", "\u{85}", "\u{2028}"];
            let body = *pick(rng, &["1.5", "\u{663}.\u{665}", "\u{ff11}\u{ff12}", "\u{966}\u{967}e\u{968}", "1\u{ff0e}5", "\u{1d7ce}", "\u{660}_\u{661}", "\u{bbd}", "12\u{300}"]);
            let before = pad[rng.below(pad.len() as u64) as usize];
            let after = pad[rng.below(pad.len() as u64) as usize];
            format!("{before}{body}{after}")
        }
        5 => {
            // Underscores in a float's digits.
            let text = numeric::repr(random_float(rng, floats));
            let mut out = String::new();
            for c in text.chars() {
                out.push(c);
                if rng.below(4) == 0 {
                    out.push('_');
                }
            }
            out
        }
        6 => {
            // Case and sign changed on a repr.
            let text = numeric::repr(random_float(rng, floats));
            let text = if rng.below(2) == 0 { text.to_uppercase() } else { text };
            match rng.below(3) {
                0 => format!("+{text}"),
                1 => format!("  {text}  "),
                _ => text,
            }
        }
        7 => format!("{}\0", numeric::repr(random_float(rng, floats))),
        _ => {
            // Around the largest double and the smallest subnormal.
            const EDGES: &[&str] = &[
                "1.7976931348623157e308",
                "1.7976931348623158e308",
                "1.7976931348623159e308",
                "179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497791.9",
                "2.4703282292062327e-324",
                "2.4703282292062328e-324",
                "2.4703282292062327208828439643411068618252990130716238221279284125033775363510437593264991818081799618989828234772285886546332835517796989819938739800539093906315035659515570226392290858392449105184435931802849936536152500319370457678249219365623669863658480757001585769269903706311928279558551332927834338409351978015531246597263579574622766465272827220056374006485499977096599470454020828166226237857393450736339007967761930577506740176324673600968951340535537458516661134223766678604162159680461914467291840300530057530849048765391711386591646239524912623653881879636239373280423891018672348497668235089863388587925628302755995657524455507255189313690836254779186948667994968324049705821028513185451396213837722826145437693412532098591327667236328125e-324",
                "4.9406564584124654e-324",
                "2e-324",
                "3e-324",
                "1e-400",
                "2.2250738585072011e-308",
                "2.2250738585072012e-308",
                "9007199254740993",
                "9007199254740993.000000000000000000000001",
                "9007199254740992.999999999999999999999999",
                "0.1",
                "0.30000000000000004",
            ];
            pick(rng, EDGES).to_string()
        }
    };
    let mut cps: Vec<u32> = text.chars().map(u32::from).collect();
    // Now and then a random code point somewhere.
    if rng.below(20) == 0 {
        let at = rng.below(cps.len() as u64 + 1) as usize;
        let c = loop {
            let c = rng.below(0x110000) as u32;
            if !(0xD800..0xE000).contains(&c) {
                break c;
            }
        };
        cps.insert(at, c);
    }
    cps
}

#[test]
fn float_of_str_agrees_with_cpython() {
    let mut rng = common::Rng::new(15);
    let floats = awkward_floats();
    let mut cases = Vec::new();
    for _ in 0..4000 * rounds() {
        let s = float_text(&mut rng, &floats);
        let args = s.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
        cases.push((format!("float(S({args}))"), enc(numeric::parse_float(&s), enc_f)));
    }
    let n = check("float(s)", &cases);
    assert!(n >= 4000);
}

type Unary = (&'static str, fn(f64) -> String);

const UNARY: &[Unary] = &[
    ("math.sqrt", |x| enc(math::sqrt(x), enc_f)),
    ("math.exp", |x| enc(math::exp(x), enc_f)),
    ("math.log", |x| enc(math::log(x, None), enc_f)),
    ("math.log2", |x| enc(math::log2(x), enc_f)),
    ("math.log10", |x| enc(math::log10(x), enc_f)),
    ("math.sin", |x| enc(math::sin(x), enc_f)),
    ("math.cos", |x| enc(math::cos(x), enc_f)),
    ("math.tan", |x| enc(math::tan(x), enc_f)),
    ("math.asin", |x| enc(math::asin(x), enc_f)),
    ("math.acos", |x| enc(math::acos(x), enc_f)),
    ("math.atan", |x| enc(math::atan(x), enc_f)),
    ("math.sinh", |x| enc(math::sinh(x), enc_f)),
    ("math.cosh", |x| enc(math::cosh(x), enc_f)),
    ("math.tanh", |x| enc(math::tanh(x), enc_f)),
    ("math.fabs", |x| enc_f(math::fabs(x))),
    ("math.floor", |x| enc(math::floor(x), |v| enc_i(&v))),
    ("math.ceil", |x| enc(math::ceil(x), |v| enc_i(&v))),
    ("math.trunc", |x| enc(math::trunc(x), |v| enc_i(&v))),
    ("math.isnan", |x| enc_b(math::isnan(x))),
    ("math.isinf", |x| enc_b(math::isinf(x))),
    ("math.isfinite", |x| enc_b(math::isfinite(x))),
    ("math.degrees", |x| enc_f(math::degrees(x))),
    ("math.radians", |x| enc_f(math::radians(x))),
    ("math.modf", |x| {
        let (f, i) = math::modf(x);
        format!("t:{},{}", enc_f(f), enc_f(i))
    }),
    ("math.frexp", |x| {
        let (m, e) = math::frexp(x);
        format!("t:{},i:{e}", enc_f(m))
    }),
];

#[test]
fn math_functions_of_floats_agree_with_cpython() {
    let mut rng = common::Rng::new(16);
    let floats = awkward_floats();
    let mut cases = Vec::new();
    for _ in 0..250 * rounds() {
        for (name, f) in UNARY {
            let x = match rng.below(4) {
                // Where asin, acos, atanh and the logs change: near -1, 0, 1.
                0 => rng.range(-2000, 2000) as f64 / 1000.0,
                _ => random_float(&mut rng, &floats),
            };
            cases.push((format!("{name}({})", lit(x)), f(x)));
        }
        let x = random_float(&mut rng, &floats);
        let y = random_float(&mut rng, &floats);
        let (lx, ly) = (lit(x), lit(y));
        cases.push((format!("math.atan2({lx}, {ly})"), enc(math::atan2(x, y), enc_f)));
        cases.push((format!("math.copysign({lx}, {ly})"), enc_f(math::copysign(x, y))));
        cases.push((format!("math.fmod({lx}, {ly})"), enc(math::fmod(x, y), enc_f)));
        cases.push((format!("math.log({lx}, {ly})"), enc(math::log(x, Some(y)), enc_f)));
        let y_pow = if rng.below(3) == 0 { rng.range(-6, 6) as f64 / 2.0 } else { y };
        cases.push((format!("math.pow({lx}, {})", lit(y_pow)), enc(math::pow(x, y_pow), enc_f)));
        let n_coords = rng.below(5) as usize;
        let coords: Vec<f64> = (0..n_coords).map(|_| random_float(&mut rng, &floats)).collect();
        cases.push((format!("math.hypot({})", lits(&coords)), enc_f(math::hypot(&coords))));
        // Where hypot has to work: coordinates of like size.
        let scale = *pick(&mut rng, &[1.0, 1e-310, 1e300, 3.0]);
        let near: Vec<f64> = (0..2 + rng.below(3)).map(|_| (rng.next() >> 11) as f64 * 2f64.powi(-53) * scale).collect();
        cases.push((format!("math.hypot({})", lits(&near)), enc_f(math::hypot(&near))));
        let tols = [1e-9, 0.0, 0.5, -1.0, f64::NAN, f64::INFINITY, 1e-300];
        let (rel, abs) = (tols[rng.below(7) as usize], tols[rng.below(7) as usize]);
        let b = if rng.below(2) == 0 { x * (1.0 + rng.range(-4, 4) as f64 * 1e-10) } else { y };
        cases.push((format!("math.isclose({lx}, {}, rel_tol={}, abs_tol={})", lit(b), lit(rel), lit(abs)), enc(math::isclose(x, b, rel, abs), enc_b)));
        let i: BigInt = match rng.below(4) {
            0 => rng.range(-1100, 1100).into(),
            1 => pick(&mut rng, &[pow2(31), -pow2(31), pow2(31) - 1, -pow2(31) - 1, pow2(63), -pow2(63) - 1, BigInt::from(10).pow(30), -BigInt::from(10).pow(30)]).clone(),
            _ => rng.range(-60, 60).into(),
        };
        cases.push((format!("math.ldexp({lx}, {i})"), enc(math::ldexp(x, &i), enc_f)));
        let n_values = rng.below(8) as usize;
        let mut values: Vec<f64> = (0..n_values).map(|_| random_float(&mut rng, &floats)).collect();
        if rng.below(2) == 0 {
            // Cancellation, and partials of every size, without specials.
            values = (0..n_values).map(|_| (rng.next() >> 11) as f64 * 2f64.powi(rng.range(-80, 60) as i32) * *pick(&mut rng, &[1.0, -1.0])).collect();
            let copy: Vec<f64> = values.iter().take(2).map(|v| -v).collect();
            values.extend(copy);
            values.push(*pick(&mut rng, &[1e308, 1e-320, 0.5, -0.0]));
        }
        cases.push((format!("math.fsum([{}])", lits(&values)), enc(math::fsum(&values), enc_f)));
    }
    // Every function of every awkward float, and the two-argument ones of pairs.
    for &x in &floats {
        for (name, f) in UNARY {
            cases.push((format!("{name}({})", lit(x)), f(x)));
        }
    }
    let pair_values = [0.0, -0.0, 1.0, -1.0, 0.5, -2.0, 1e308, 5e-324, f64::INFINITY, f64::NEG_INFINITY, f64::NAN];
    for &x in &pair_values {
        for &y in &pair_values {
            let (lx, ly) = (lit(x), lit(y));
            cases.push((format!("math.atan2({lx}, {ly})"), enc(math::atan2(x, y), enc_f)));
            cases.push((format!("math.fmod({lx}, {ly})"), enc(math::fmod(x, y), enc_f)));
            cases.push((format!("math.pow({lx}, {ly})"), enc(math::pow(x, y), enc_f)));
            cases.push((format!("math.log({lx}, {ly})"), enc(math::log(x, Some(y)), enc_f)));
            cases.push((format!("math.hypot({lx}, {ly})"), enc_f(math::hypot(&[x, y]))));
            cases.push((format!("math.fsum([{lx}, {ly}, {lx}])"), enc(math::fsum(&[x, y, x]), enc_f)));
            cases.push((format!("math.isclose({lx}, {ly})"), enc(math::isclose(x, y, 1e-9, 0.0), enc_b)));
        }
    }
    let n = check("math of floats", &cases);
    assert!(n > 8000);
}

/// `math.NAME(args)` as CPython reads it, with our answer through the wiring the
/// interpreter, the CFG executor and folding share (`libm::evaluate`); None where
/// we do not compute the value (an int too large), which CPython is not asked.
fn push(cases: &mut Vec<(String, String)>, f: Libm, name: &str, args: &[Value]) {
    cases.extend(libm_case(f, name, args));
}

fn libm_case(f: Libm, name: &str, args: &[Value]) -> Option<(String, String)> {
    let text: Vec<String> = args
        .iter()
        .map(|v| match v {
            Value::Float(bits) => lit(f64::from_bits(*bits)),
            Value::Bool(b) => if *b { "True" } else { "False" }.to_string(),
            other => other.to_int().to_string(),
        })
        .collect();
    let ours = match libm::evaluate(f, args) {
        Ok(None) => return None,
        Ok(Some(Value::Float(bits))) => enc_f(f64::from_bits(bits)),
        Ok(Some(Value::Bool(b))) => enc_b(b),
        Ok(Some(v)) => enc_i(&v.to_int()),
        Err(e) => enc_err(&e),
    };
    let call = match name.split_once('[') {
        // An item of a tuple result: `math.modf[0]` is `math.modf(x)[0]`.
        Some((func, item)) => format!("{func}({})[{item}", text.join(", ")),
        None => format!("{name}({})", text.join(", ")),
    };
    Some((call, ours))
}

#[test]
fn math_of_ints_agrees_with_cpython() {
    let mut rng = common::Rng::new(17);
    let ints = awkward_ints();
    let mut cases = Vec::new();
    let small = |rng: &mut common::Rng| BigInt::from(rng.range(-3, 120));
    let int = |i: &BigInt| Value::Int(i.clone());
    // An int argument, now and then a bool (CPython's int functions read it as 0 or 1).
    let arg = |rng: &mut common::Rng, i: &BigInt| if rng.below(12) == 0 { Value::Bool(rng.below(2) == 1) } else { int(i) };
    for _ in 0..400 * rounds() {
        let values: Vec<Value> = (0..rng.below(5))
            .map(|_| {
                let i = if rng.below(2) == 0 { BigInt::from(rng.range(-60, 60)) * rng.range(-1000, 1000) } else { random_int(&mut rng, &ints) };
                arg(&mut rng, &i)
            })
            .collect();
        push(&mut cases, Libm::Gcd, "math.gcd", &values);
        push(&mut cases, Libm::Lcm, "math.lcm", &values);
        let n = if rng.below(10) == 0 { pick(&mut rng, &[BigInt::from(10).pow(20), -BigInt::from(10).pow(20), pow2(63) - 1 + 1, BigInt::from(3000)]).clone() } else { small(&mut rng) };
        let n_arg = arg(&mut rng, &n);
        push(&mut cases, Libm::Factorial, "math.factorial", std::slice::from_ref(&n_arg));
        push(&mut cases, Libm::Perm.for_args(1), "math.perm", &[n_arg]);
        let (n, k) = match rng.below(6) {
            0 => (BigInt::from(10).pow(30) + rng.range(-5, 5), BigInt::from(rng.range(-2, 6))),
            1 => (pow2(64), pick(&mut rng, &[pow2(64) - 1, pow2(64) + 1, pow2(65)]).clone()),
            2 => (BigInt::from(rng.range(0, 3000)), BigInt::from(rng.range(0, 3000))),
            _ => (small(&mut rng), small(&mut rng)),
        };
        // perm(2**64, 2**64 - 1) would have some 10**20 digits: CPython refuses it, as
        // both are beyond C's long long.
        let (n, k) = (arg(&mut rng, &n), arg(&mut rng, &k));
        push(&mut cases, Libm::Perm, "math.perm", &[n.clone(), k.clone()]);
        push(&mut cases, Libm::Comb, "math.comb", &[n, k]);
        let i = random_int(&mut rng, &ints);
        push(&mut cases, Libm::Isqrt, "math.isqrt", &[arg(&mut rng, &i)]);
        let square: BigInt = &i * &i + rng.range(-1, 1);
        push(&mut cases, Libm::Isqrt, "math.isqrt", &[int(&square)]);
        // The logarithms read an int themselves: a huge one has a logarithm.
        let base = random_int(&mut rng, &ints);
        cases.push((format!("math.log({i})"), enc(math::log_real(Real::Int(&i), None), enc_f)));
        cases.push((format!("math.log({i}, {base})"), enc(math::log_real(Real::Int(&i), Some(Real::Int(&base))), enc_f)));
        cases.push((format!("math.log2({i})"), enc(math::log2_real(Real::Int(&i)), enc_f)));
        cases.push((format!("math.log10({i})"), enc(math::log10_real(Real::Int(&i)), enc_f)));
        if i.is_positive() {
            let mostly_ones = (BigInt::one() << (1030 + rng.below(100) as usize)) - 1;
            cases.push((format!("math.log({mostly_ones})"), enc(math::log_real(Real::Int(&mostly_ones), None), enc_f)));
        }
    }
    // Beyond what tracer computes, CPython computes on: no value (the run is cut),
    // and the errors CPython checks first still come first.
    let big = |n: u64| Value::Int(BigInt::from(n));
    for (f, args) in [(Libm::Factorial, vec![big(100_001)]), (Libm::Perm, vec![big(1 << 40), big(60_000)]), (Libm::Comb, vec![big(1 << 40), big(1 << 39)])] {
        assert_eq!(libm::evaluate(f, &args), Ok(None), "{f:?}{args:?} is not computed");
        assert_eq!(libm::fails(f, &args), cfg_frontend::float_ops::FAILS_UNMODELLED);
    }
    assert_eq!(libm::fails(Libm::Factorial, &[Value::Int(pow2(63))]), cfg_frontend::float_ops::FAILS_OVERFLOW);
    assert_eq!(libm::fails(Libm::Comb, &[Value::int(-1), big(1 << 40)]), cfg_frontend::float_ops::FAILS_VALUE);
    let started = std::time::Instant::now();
    assert!(libm::evaluate(Libm::Factorial, &[big(int_math::MAX_FACTORIAL)]).is_ok_and(|v| v.is_some()));
    assert!(started.elapsed().as_secs_f64() < 5.0, "factorial({}) took {:?}", int_math::MAX_FACTORIAL, started.elapsed());
    let n = check("math of ints", &cases);
    assert!(n > 4000);
}

/// The floats where CPython 3.11's newer functions change: their overflow
/// thresholds and neighbours, gamma's poles and reflection range, the points
/// where acosh, atanh and log1p leave their domains.
fn special_floats() -> Vec<f64> {
    let thresholds = [special::EXPM1_MAX, special::EXP2_MAX, special::GAMMA_MAX, special::LGAMMA_MAX, special::GAMMA_TINY, -special::GAMMA_TINY];
    let mut v = vec![1e-20, -1e-20, 5.524680040776729, 140.0, -140.5, 200.0, -200.5, -201.5, -170.3, 23.0, 24.0, 171.0, -2.0, -1e300, 1.7e308, -1.0];
    v.extend(thresholds);
    v.extend((1..=60).map(|k| -(k as f64) * 0.5));
    let more: Vec<f64> = v.iter().flat_map(|x| [x.next_up(), x.next_down()]).collect();
    v.extend(more);
    v
}

#[test]
fn newer_math_functions_of_floats_agree_with_cpython() {
    const UNARY: &[(Libm, &str)] = &[
        (Libm::Erf, "math.erf"), (Libm::Erfc, "math.erfc"), (Libm::Gamma, "math.gamma"), (Libm::Lgamma, "math.lgamma"),
        (Libm::Expm1, "math.expm1"), (Libm::Exp2, "math.exp2"), (Libm::Log1p, "math.log1p"), (Libm::Cbrt, "math.cbrt"),
        (Libm::Acosh, "math.acosh"), (Libm::Asinh, "math.asinh"), (Libm::Atanh, "math.atanh"), (Libm::Ulp, "math.ulp"),
        (Libm::ModfFraction, "math.modf[0]"), (Libm::ModfWhole, "math.modf[1]"), (Libm::FrexpMantissa, "math.frexp[0]"), (Libm::FrexpExponent, "math.frexp[1]"),
    ];
    const BINARY: &[(Libm, &str)] = &[(Libm::Nextafter, "math.nextafter"), (Libm::Remainder, "math.remainder")];
    let mut rng = common::Rng::new(18);
    let mut floats = awkward_floats();
    floats.extend(special_floats());
    let ints = awkward_ints();
    let mut cases = Vec::new();
    let x_of = |rng: &mut common::Rng| match rng.below(6) {
        0 => Value::float(rng.range(-3000, 3000) as f64 / 1000.0),
        1 => Value::float(rng.range(-2100, 2100) as f64 / 10.0),
        // An int or a bool: made a float first (OverflowError beyond the doubles).
        2 if rng.below(4) == 0 => Value::Bool(rng.below(2) == 1),
        2 => Value::Int(random_int(rng, &ints)),
        _ => Value::float(random_float(rng, &floats)),
    };
    for _ in 0..300 * rounds() {
        for &(f, name) in UNARY {
            push(&mut cases, f, name, &[x_of(&mut rng)]);
        }
        let (x, y) = (random_float(&mut rng, &floats), random_float(&mut rng, &floats));
        for &(f, name) in BINARY {
            push(&mut cases, f, name, &[Value::float(x), Value::float(y)]);
            push(&mut cases, f, name, &[x_of(&mut rng), x_of(&mut rng)]);
        }
        // remainder's ties: an odd number of halves of y.
        let y = random_float(&mut rng, &floats);
        let half_multiple = (2 * rng.range(-50, 50) + 1) as f64 * y / 2.0;
        push(&mut cases, Libm::Remainder, "math.remainder", &[Value::float(half_multiple), Value::float(y)]);
        let i: BigInt = match rng.below(4) {
            0 => rng.range(-1100, 1100).into(),
            1 => pick(&mut rng, &[pow2(31), -pow2(31), pow2(31) - 1, -pow2(31) - 1, pow2(63), -pow2(63) - 1, BigInt::from(10).pow(30), -BigInt::from(10).pow(30)]).clone(),
            _ => rng.range(-60, 60).into(),
        };
        let i = if rng.below(10) == 0 { Value::Bool(rng.below(2) == 1) } else { Value::Int(i) };
        push(&mut cases, Libm::Ldexp, "math.ldexp", &[x_of(&mut rng), i]);
    }
    // Every function of every awkward float, and the two-argument ones of pairs.
    for &x in &floats {
        for &(f, name) in UNARY {
            push(&mut cases, f, name, &[Value::float(x)]);
        }
        push(&mut cases, Libm::Ldexp, "math.ldexp", &[Value::float(x), Value::int(-1074)]);
        push(&mut cases, Libm::Ldexp, "math.ldexp", &[Value::float(x), Value::int(1023)]);
    }
    let pair_values = [0.0, -0.0, 1.0, -1.0, 0.5, -2.0, 1e308, 5e-324, -5e-324, f64::MAX, f64::INFINITY, f64::NEG_INFINITY, f64::NAN];
    for &x in &pair_values {
        for &y in &pair_values {
            for &(f, name) in BINARY {
                push(&mut cases, f, name, &[Value::float(x), Value::float(y)]);
            }
        }
    }
    let n = check("newer math of floats", &cases);
    assert!(n > 10_000);
}
