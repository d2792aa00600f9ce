//! The solver's exact statements of `math` functions (`src/smt/floats.rs`:
//! `libm_fails`, `libm_value`) against their concrete meaning
//! (`float_ops::libm`, itself held to CPython by `tests/float_ops.rs`): with the
//! arguments fixed to a value, the encoded failure code (or value) must be the
//! concrete one, and no other. The values are the awkward floats, the thresholds
//! the encodings name and their neighbours, random floats, and ints around the
//! bounds of C's long and of what tracer computes.

mod common;

use cfg_frontend::ast::CmpOp;
use cfg_frontend::cfg::Expr;
use cfg_frontend::float_ops::libm::{self, Libm};
use cfg_frontend::float_ops::special::{EXP2_MAX, EXPM1_MAX, GAMMA_MAX, GAMMA_TINY, LGAMMA_MAX};
use cfg_frontend::float_ops::FloatFn;
use cfg_frontend::value::Value;
use tracer::clp::ClpProgram;
use tracer::smt::{Encoder, Formula, Sat, Smt, Ssa};

/// The functions whose failures the solver states exactly, of a float.
const EXACT_OF_A_FLOAT: &[Libm] = &[
    Libm::Acosh,
    Libm::Atanh,
    Libm::Log1p,
    Libm::Expm1,
    Libm::Exp2,
    Libm::Gamma,
    Libm::Lgamma,
    Libm::Erf,
    Libm::Erfc,
    Libm::Cbrt,
    Libm::Asinh,
    Libm::Ulp,
    Libm::ModfFraction,
    Libm::ModfWhole,
    Libm::FrexpMantissa,
    Libm::FrexpExponent,
    Libm::Sin,
    Libm::Asin,
];

struct Checker {
    prog: ClpProgram,
    smt: Smt,
    failures: Vec<String>,
    n_checked: usize,
}

impl Checker {
    fn var(&self, name: &str) -> u32 {
        self.prog.vars.iter().position(|v| v.name == name).unwrap_or_else(|| panic!("no variable {name}")) as u32
    }

    /// `f(vars)` with `vars` fixed to `values` is exactly `want`.
    fn exactly(&mut self, f: FloatFn, vars: &[u32], values: &[Value], want: &Value) {
        let mut enc = Encoder::new(&self.prog);
        let ssa = Ssa::new(self.prog.vars.len());
        let fixes: Vec<Formula> = vars.iter().zip(values).map(|(&v, val)| enc.equals(v, 0, val)).collect();
        let term = Expr::FloatFn(f, vars.iter().map(|&v| Expr::Var(v)).collect());
        for (op, expected) in [(CmpOp::Eq, Sat::Sat), (CmpOp::Ne, Sat::Unsat)] {
            let claim = Expr::Cmp(op, Box::new(term.clone()), Box::new(Expr::from_value(want)));
            let mut parts = fixes.clone();
            parts.push(enc.formula(&claim, &ssa));
            let got = self.smt.check(&parts);
            if got != expected {
                let args: Vec<String> = values.iter().map(Value::to_string).collect();
                self.failures.push(format!("{}({}) {op:?} {want}: {got:?}", f.name(), args.join(", ")));
            }
        }
        self.n_checked += 1;
    }
}

#[test]
fn exact_math_encodings_are_the_concrete_functions() {
    let source = "x = nondet_float()\ny = nondet_float()\nn = nondet_int()\nk = nondet_int()\nprint(x, y, n, k)\n";
    let program = cfg_frontend::load(source).expect("valid");
    let cfg = cfg_frontend::cfg::lower(&program, "<module>").expect("lower");
    let mut c = Checker { prog: tracer::clp::from_cfg(&cfg), smt: Smt::new(), failures: Vec::new(), n_checked: 0 };
    let (x, y, n, k) = (c.var("x"), c.var("y"), c.var("n"), c.var("k"));

    let mut floats = vec![0.0, -0.0, f64::NAN, f64::INFINITY, f64::NEG_INFINITY, 5e-324, -5e-324, f64::MAX, -f64::MAX, 1e-20, 0.5, 2.0, -2.0, -3.5, -200.5, -1e300];
    for t in [1.0, -1.0, EXPM1_MAX, EXP2_MAX, GAMMA_MAX, LGAMMA_MAX, GAMMA_TINY, -GAMMA_TINY] {
        floats.extend([t, t.next_up(), t.next_down()]);
    }
    let mut rng = common::Rng::new(5);
    floats.extend((0..40).map(|_| cfg_frontend::value::random_float(&mut || rng.next()).as_float()));

    for &v in &floats {
        let arg = [Value::float(v)];
        for &f in EXACT_OF_A_FLOAT {
            c.exactly(FloatFn::LibmFails(f), &[x], &arg, &Value::int(libm::fails(f, &arg)));
        }
        for f in [Libm::ModfFraction, Libm::ModfWhole] {
            c.exactly(FloatFn::Libm(f), &[x], &arg, &libm::apply(f, &arg).expect("a value"));
        }
    }
    for &a in floats.iter().take(30) {
        for &b in floats.iter().take(30) {
            let args = [Value::float(a), Value::float(b)];
            c.exactly(FloatFn::LibmFails(Libm::Remainder), &[x, y], &args, &Value::int(libm::fails(Libm::Remainder, &args)));
        }
    }
    let ints: Vec<i128> = vec![-5, -1, 0, 1, 2, 3, 60, 1000, 50_000, 100_000, 100_001, 1 << 20, (1 << 20) + 1, 1 << 40, 1 << 62, i64::MAX as i128, i64::MAX as i128 + 1, 1 << 100];
    for &a in &ints {
        for &b in &ints {
            let (a, b) = (Value::Int(a.into()), Value::Int(b.into()));
            for (f, args) in [(Libm::Factorial, vec![a.clone()]), (Libm::Isqrt, vec![a.clone()]), (Libm::Comb, vec![a.clone(), b.clone()]), (Libm::Perm, vec![a.clone(), b.clone()]), (Libm::Gcd, vec![a.clone(), b.clone()])] {
                let code = Value::int(libm::fails(f, &args));
                c.exactly(FloatFn::LibmFails(f), &[n, k][..args.len()], &args, &code);
            }
        }
    }
    assert!(c.n_checked > 2500, "{} checked", c.n_checked);
    assert!(c.failures.is_empty(), "{} disagreements:\n{}", c.failures.len(), c.failures.join("\n"));
}
