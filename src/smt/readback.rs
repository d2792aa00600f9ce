//! Canonical formulas read back as CFG expressions over the program variables, the
//! inverse of `Encoder::formula` on the part that maps back one to one (integer
//! arithmetic, division by a positive literal, comparisons, connectives): how a
//! label leaves the engine for a correctness witness.

use super::*;

/// The most nodes an expression read back may have as a tree. A label is a DAG,
/// and sharing can make its tree exponential in it (60 nested `ite`s over one
/// subterm are 2^60 nodes): past this, the location gets no invariant instead of a
/// walk without end. Real labels stay far below it, but not below a few thousand:
/// SpamAssassin-loop's labels reach 9,400 nodes, and its witness validates only
/// with them (at 4,096 one was dropped and the witness rejected).
const READBACK_NODES: usize = 1 << 16;

impl Encoder<'_> {
    /// `f` (over canonical constants) as an expression; `None` where it holds
    /// anything else (division by a variable, tuples, SSA constants of a path) or
    /// a quantifier that Z3's elimination does not remove (Spacer's answers
    /// quantify over what its projections could not eliminate).
    pub fn to_expr(&self, f: &Formula) -> Option<Expr> {
        let mut budget = READBACK_NODES;
        if f.has_quantifier() {
            let free = qe::without_quantifiers(&f.0, &self.qe_simplify, &self.qe_watchdog)?;
            return self.expr_of(&Dynamic::from_ast(&free), &mut budget);
        }
        self.expr_of(&Dynamic::from_ast(&f.0), &mut budget)
    }

    /// `d` as an expression, within `budget` nodes (each node read takes one).
    fn expr_of(&self, d: &Dynamic, budget: &mut usize) -> Option<Expr> {
        *budget = budget.checked_sub(1)?;
        if let Some(n) = qe::literal_value(d) {
            return Some(Expr::Int(n));
        }
        if d.kind() != z3::AstKind::App {
            return None;
        }
        let args: Vec<Dynamic> = d.children();
        if args.is_empty() {
            if let Some(&(v, CANONICAL)) = self.names.get(&walk::id_of(d)) {
                return Some(Expr::Var(v));
            }
        }
        let mut es = args.iter().map(|a| self.expr_of(a, budget)).collect::<Option<Vec<Expr>>>()?;
        let chain = |op: ArithOp, es: Vec<Expr>| es.into_iter().reduce(|a, b| Expr::Arith(op, Box::new(a), Box::new(b)));
        let cmp = |op: CmpOp, mut es: Vec<Expr>| -> Option<Expr> {
            if es.len() != 2 {
                return None;
            }
            let b = es.pop()?;
            Some(Expr::Cmp(op, Box::new(es.pop()?), Box::new(b)))
        };
        use z3::DeclKind as K;
        match d.decl().kind() {
            K::True => Some(Expr::Bool(true)),
            K::False => Some(Expr::Bool(false)),
            K::And => Some(Expr::And(es)),
            K::Or => Some(Expr::Or(es)),
            K::Not if es.len() == 1 => Some(Expr::Not(Box::new(es.pop()?))),
            K::Implies if es.len() == 2 => {
                let b = es.pop()?;
                Some(Expr::Or(vec![Expr::Not(Box::new(es.pop()?)), b]))
            }
            K::Ite if es.len() == 3 => {
                let e = es.pop()?;
                let t = es.pop()?;
                Some(Expr::Ite(Box::new(es.pop()?), Box::new(t), Box::new(e)))
            }
            K::Eq | K::Iff => cmp(CmpOp::Eq, es),
            K::Distinct => cmp(CmpOp::Ne, es),
            K::Le => cmp(CmpOp::Le, es),
            K::Lt => cmp(CmpOp::Lt, es),
            K::Ge => cmp(CmpOp::Ge, es),
            K::Gt => cmp(CmpOp::Gt, es),
            K::Add => chain(ArithOp::Add, es),
            K::Sub => chain(ArithOp::Sub, es),
            K::Mul => chain(ArithOp::Mul, es),
            K::Uminus if es.len() == 1 => Some(Expr::Neg(Box::new(es.pop()?))),
            // SMT-LIB's `mod` and `div` are Euclidean, Python's floor: the same for a
            // positive divisor (how C's wrap-around and a literal divisor encode).
            K::Mod | K::Idiv if matches!(&es[..], [_, Expr::Int(m)] if *m > BigInt::zero()) => {
                let m = es.pop()?;
                let op = if d.decl().kind() == K::Mod { ArithOp::Mod } else { ArithOp::FloorDiv };
                Some(Expr::Arith(op, Box::new(es.pop()?), Box::new(m)))
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::smt::{ite_chain, Encoder, Formula, Ssa, CANONICAL};
    use cfg_frontend::ast::{ArithOp, CmpOp, Type};
    use cfg_frontend::c::{COptions, IntModel};
    use cfg_frontend::cfg::{Expr, VarId};
    use num_bigint::BigInt;
    use z3::ast::Int;
    use z3::{SatResult, Solver};

    fn equivalent(a: &Formula, b: &Formula) -> bool {
        let s = Solver::new();
        s.assert(&a.0.eq(&b.0).not());
        s.check() == SatResult::Unsat
    }

    #[test]
    fn reads_back_what_it_encodes() {
        let src = "extern int __VERIFIER_nondet_int(void);\nint main(void) { int x = __VERIFIER_nondet_int(); int y = __VERIFIER_nondet_int(); return x + y; }\n";
        let options = COptions { entry: "main".into(), error_label: None, int_model: IntModel::Math, uninit_globals: Default::default() };
        let prog = crate::clp::from_cfg(&cfg_frontend::c::lower(src, &options).expect("lowers"));
        let ints: Vec<VarId> = (0..prog.vars.len() as VarId).filter(|&v| prog.var_type(v) == Type::Int).collect();
        let (x, y) = (Expr::Var(ints[0]), Expr::Var(ints[1]));
        let mut enc = Encoder::new(&prog);
        let canonical = Ssa { versions: vec![CANONICAL; prog.vars.len()] };
        let int = |n: i64| Expr::Int(BigInt::from(n));
        let bx = |e: Expr| Box::new(e);
        let e = Expr::Or(vec![
            Expr::Cmp(CmpOp::Le, bx(Expr::Arith(ArithOp::Add, bx(x.clone()), bx(int(3)))), bx(y.clone())),
            Expr::And(vec![Expr::Not(bx(Expr::Cmp(CmpOp::Eq, bx(x.clone()), bx(int(-7))))), Expr::Cmp(CmpOp::Gt, bx(y.clone()), bx(Expr::Neg(bx(x.clone()))))]),
        ]);
        let f = enc.formula(&e, &canonical);
        let back = enc.to_expr(&f).expect("reads back");
        assert!(equivalent(&f, &enc.formula(&back, &canonical)), "{back:?}");
        // Division by a positive literal reads back (C's wrap-around and parity
        // are written so); by a variable it does not.
        let halves = enc.formula(&Expr::Cmp(CmpOp::Eq, bx(Expr::Arith(ArithOp::Mod, bx(x.clone()), bx(int(2)))), bx(Expr::Arith(ArithOp::FloorDiv, bx(y.clone()), bx(int(3))))), &canonical);
        let back = enc.to_expr(&halves).expect("reads back");
        assert!(equivalent(&halves, &enc.formula(&back, &canonical)), "{back:?}");
        let by_var = enc.formula(&Expr::Cmp(CmpOp::Eq, bx(Expr::Arith(ArithOp::Mod, bx(x), bx(y))), bx(int(0))), &canonical);
        assert!(enc.to_expr(&by_var).is_none());
    }

    #[test]
    fn a_label_too_big_as_a_tree_is_not_read_back() {
        let src = "extern int __VERIFIER_nondet_int(void);\nint main(void) { int x = __VERIFIER_nondet_int(); return x; }\n";
        let options = COptions { entry: "main".into(), error_label: None, int_model: IntModel::Math, uninit_globals: Default::default() };
        let prog = crate::clp::from_cfg(&cfg_frontend::c::lower(src, &options).expect("lowers"));
        let x = (0..prog.vars.len() as VarId).find(|&v| prog.var_type(v) == Type::Int).expect("an int");
        let mut enc = Encoder::new(&prog);
        let xc = enc.var(x, CANONICAL).as_int().expect("an int constant");
        // 2^60 nodes as an expression tree: not read back.
        assert!(enc.to_expr(&Formula(ite_chain(&xc, 60).eq(Int::from_i64(1)))).is_none());
        // A few levels still read back.
        assert!(enc.to_expr(&Formula(ite_chain(&xc, 3).eq(Int::from_i64(1)))).is_some());
    }
}
