//! A model of a slice of the path found in Rust, by local search from the
//! valuation: one free constant (an input, a nondet value) at a time takes a value
//! near the literals of the formula that fails first, the definitions that read it
//! are evaluated again, and a move is kept when the failing formulas come nearer
//! to holding (`Entry::distance`). Most children
//! whose feasibility the valuation does not show are the other side of a guard
//! over a few inputs (`x > 600` held, `x <= 600` is asked), and a satisfiable
//! check with its model cost 0.1-0.5 ms of Z3's time on tcas_like_unsafe.c, where
//! a few trials here cost microseconds.
//!
//! It never prunes: what it finds is a model (every formula of the slice evaluates
//! to true under it, exactly, in `eval`'s arithmetic), and where it finds none the
//! solver is asked as before.

use super::eval::{Entry, Val};
use super::*;

/// Moves made at most before the search gives up.
const MOVES: usize = 3;

/// Values tried at most for one constant in one move.
const VALUES: usize = 24;

/// A formula of the slice, compiled: the definition's right-hand side and the
/// index of its constant, for a definition; the free constants it reads,
/// directly or through the definitions before it.
struct Part {
    formula: Entry,
    def: Option<(usize, Entry)>,
    deps: Vec<usize>,
    /// The constants it mentions.
    reads: Vec<usize>,
}

impl Encoder<'_> {
    /// Values for the constants of `kept` (a slice of the path, in path order)
    /// under which each of its formulas holds; `None` when a formula does not
    /// compile or a few moves from the valuation find none. Every constant a
    /// definition of `kept` defines gets its right-hand side's value.
    pub(super) fn local_model(&mut self, val: &Valuation, kept: &[&Encoded]) -> Option<Vec<((VarId, u32), Val)>> {
        let mut values: Vec<((VarId, u32), Val)> = Vec::new();
        for &c in kept.iter().flat_map(|e| &e.vars) {
            if !values.iter().any(|(d, _)| *d == c) {
                values.push((c, self.valuation_value(val, c)?));
            }
        }
        let index = |values: &[((VarId, u32), Val)], c: (VarId, u32)| values.iter().position(|(d, _)| *d == c);
        let mut parts: Vec<Part> = Vec::with_capacity(kept.len());
        let mut defined: Vec<Option<Vec<usize>>> = vec![None; values.len()];
        for e in kept {
            let formula = self.compiled.compile(&Dynamic::from_ast(&e.formula.0), &self.names)?;
            let def = match e.defines {
                Some((x, ver)) => {
                    let (_, rhs) = qe::definition(&e.formula.0, &[self.var(x, ver)])?;
                    Some((index(&values, (x, ver))?, self.compiled.compile(&rhs, &self.names)?))
                }
                None => None,
            };
            let mut deps: Vec<usize> = Vec::new();
            let mut reads: Vec<usize> = Vec::new();
            for &c in &e.vars {
                let i = index(&values, c)?;
                reads.push(i);
                if def.as_ref().is_some_and(|(x, _)| *x == i) {
                    continue;
                }
                match &defined[i] {
                    Some(ds) => deps.extend(ds),
                    None => deps.push(i),
                }
            }
            deps.sort_unstable();
            deps.dedup();
            if let Some((x, _)) = &def {
                defined[*x] = Some(deps.clone());
            }
            parts.push(Part { formula, def, deps, reads });
        }
        let defs: Vec<((VarId, u32), Entry)> = parts.iter().filter_map(|p| p.def.as_ref().map(|(x, rhs)| (values[*x].0, rhs.clone()))).collect();
        let mut state = State { holds: vec![false; parts.len()], far: vec![0.0; parts.len()], values };
        state.settle(&parts, &defs, None);
        for _ in 0..MOVES {
            let Some(first) = state.holds.iter().position(|h| !h) else { return Some(state.values) };
            let mut best: Option<State> = None;
            for &i in &parts[first].deps {
                if defined[i].is_some() {
                    continue;
                }
                for v in candidates(&parts, first, &state.values, i) {
                    let mut trial = state.clone();
                    trial.values[i].1 = v;
                    trial.settle(&parts, &defs, Some(i));
                    if trial.holds.iter().all(|h| *h) {
                        return Some(trial.values);
                    }
                    if trial.far() < best.as_ref().unwrap_or(&state).far() {
                        best = Some(trial);
                    }
                }
            }
            state = best?;
        }
        None
    }
}

/// Values of the slice's constants, whether each part holds under them and, where
/// it does not, how far it is from holding (`Entry::distance`).
#[derive(Clone)]
struct State {
    values: Vec<((VarId, u32), Val)>,
    holds: Vec<bool>,
    far: Vec<f64>,
}

impl State {
    fn far(&self) -> f64 {
        self.far.iter().sum()
    }

    /// Evaluates the parts in order (those that read free constant `changed`, or
    /// all), each definition first giving its constant its right-hand side's value.
    fn settle(&mut self, parts: &[Part], defs: &[((VarId, u32), Entry)], changed: Option<usize>) {
        for (k, p) in parts.iter().enumerate() {
            if changed.is_some_and(|i| !p.deps.contains(&i)) {
                continue;
            }
            if let Some((x, rhs)) = &p.def {
                match rhs.eval(&self.values) {
                    Some(v) => self.values[*x].1 = v,
                    None => {
                        (self.holds[k], self.far[k]) = (false, 1.0);
                        continue;
                    }
                }
            }
            self.holds[k] = p.formula.eval(&self.values) == Some(Val::Bool(true));
            self.far[k] = if self.holds[k] { 0.0 } else { p.formula.distance(&self.values, defs).max(f64::MIN_POSITIVE) };
        }
    }
}

/// The values to try for free constant `i` to make part `first` hold: the other
/// truth value of a Boolean; for an int, the literals of `first` and of the
/// definitions it reads, the values of the other constants it reads (directly or
/// through definitions), each with its neighbours, and 0.
fn candidates(parts: &[Part], first: usize, values: &[((VarId, u32), Val)], i: usize) -> Vec<Val> {
    let now = values[i].1;
    let Val::Int(_) = now else {
        return vec![Val::Bool(now != Val::Bool(true))];
    };
    let mut near: Vec<i128> = vec![0];
    let cone = parts[..=first].iter().enumerate().filter(|(k, p)| p.deps.contains(&i) && (p.def.is_some() || *k == first));
    for (_, p) in cone {
        p.formula.literals(&mut near);
    }
    for &j in parts[first].deps.iter().chain(&parts[first].reads) {
        if let (true, Val::Int(n)) = (j != i, values[j].1) {
            near.push(n);
        }
    }
    let mut out: Vec<Val> = Vec::new();
    for n in near {
        for m in [Some(n), n.checked_sub(1), n.checked_add(1)].into_iter().flatten() {
            let v = Val::Int(m);
            if v != now && !out.contains(&v) && out.len() < VALUES {
                out.push(v);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use cfg_frontend::c::{COptions, IntModel};

    /// An encoder for a program with two int variables, and them.
    fn two_ints(prog: &ClpProgram) -> (Encoder<'_>, VarId, VarId) {
        let ints: Vec<VarId> = (0..prog.vars.len() as VarId).filter(|&v| prog.var_type(v) == Type::Int).collect();
        (Encoder::new(prog), ints[0], ints[1])
    }

    fn program() -> ClpProgram {
        let src = "extern int __VERIFIER_nondet_int(void);\nint main(void) { int x = __VERIFIER_nondet_int(); int y = __VERIFIER_nondet_int(); return x + y; }\n";
        let options = COptions { entry: "main".into(), error_label: None, int_model: IntModel::Math, uninit_globals: Default::default() };
        crate::clp::from_cfg(&cfg_frontend::c::lower(src, &options).expect("lowers"))
    }

    fn encoded(f: Bool, vars: &[(VarId, u32)], defines: Option<(VarId, u32)>) -> Encoded {
        Encoded { formula: Formula(f), vars: vars.to_vec(), slack: None, defines }
    }

    #[test]
    fn finds_a_model_of_a_guard_behind_a_wrapping_definition_and_none_of_a_contradiction() {
        let prog = program();
        let (mut enc, x, y) = two_ints(&prog);
        let (x1, y1) = (enc.var(x, 1).as_int().expect("int"), enc.var(y, 1).as_int().expect("int"));
        let lit = Int::from_i64;
        let in_range = encoded(Bool::and(&[&x1.ge(lit(-2147483648)), &x1.le(lit(2147483647))]), &[(x, 1)], None);
        // y = x + 100 in 32-bit two's complement.
        let sum = &x1 + lit(100);
        let wrapped = sum.gt(lit(2147483647)).ite(&(&sum - lit(4294967296)), &sum);
        let def = encoded(y1.eq(&wrapped), &[(x, 1), (y, 1)], Some((y, 1)));
        let guard = encoded(Bool::and(&[&y1.gt(lit(700)), &x1.eq(lit(650)).not()]), &[(x, 1), (y, 1)], None);
        let val = Valuation::of_nothing();
        let kept = [&in_range, &def, &guard];
        let values = enc.local_model(&val, &kept).expect("a model");
        // Every formula holds under the values, as Z3 evaluates it.
        let pairs: Vec<(Dynamic, Dynamic)> = values.iter().map(|&((v, ver), value)| (enc.var(v, ver), value.literal())).collect();
        let subst: Vec<(&Dynamic, &Dynamic)> = pairs.iter().map(|(a, b)| (a, b)).collect();
        for e in kept {
            assert_eq!(e.formula.0.substitute(&subst).simplify().as_bool(), Some(true), "{:?} under {values:?}", e.formula);
        }
        let contradiction = encoded(Bool::and(&[&x1.gt(lit(5)), &x1.lt(lit(3))]), &[(x, 1)], None);
        assert!(enc.local_model(&val, &[&in_range, &contradiction]).is_none());
    }
}
