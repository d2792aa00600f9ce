//! A model of a whole path, carried down the search tree: each new position is
//! evaluated in it, a definition first giving its fresh constant the value of its
//! right-hand side. While every position holds, the model satisfies the path with
//! each position in its own form, so also σ_min for every annotation (deletions and
//! weakenings only drop or weaken positions), and the engine learns without a
//! solver check that a branch is feasible, or that a memo entry the model falsifies
//! is not implied. Neither answer prunes anything: a wrong one (none is expected,
//! Z3 evaluates ground terms exactly) would cost time, not soundness.

use super::*;
use super::eval::Val;
use std::cell::RefCell;
use std::collections::HashSet;
use std::rc::Rc;

/// A model of some path and the values it gives the constants defined since.
#[derive(Clone)]
pub struct Valuation {
    model: Rc<z3::Model>,
    defined: HashMap<(VarId, u32), Dynamic>,
    /// Values read by `Encoder::truth_at`, as Rust values (emptied when they change).
    values: RefCell<HashMap<(VarId, u32), Option<Val>>>,
}

/// How many defined values a valuation keeps before it is given up (a new model is
/// then asked for where one is needed).
const DEFINED_MAX: usize = 200_000;

impl Valuation {
    /// A model of the empty path over ints and Booleans: every constant 0 or false
    /// where it is read, as Z3's model of no formulas gives them, without the
    /// check (the first on the path solver sets up its whole context).
    pub fn of_nothing() -> Valuation {
        Valuation { model: Rc::new(z3::Model::new()), defined: HashMap::new(), values: RefCell::default() }
    }

    pub fn is_full(&self) -> bool {
        self.defined.len() >= DEFINED_MAX
    }

    /// How many defined values it keeps (what a copy of it costs).
    pub fn size(&self) -> usize {
        self.defined.len()
    }
}

impl Smt {
    /// A model of every position of `path` in its own form; `None` when they are
    /// unsatisfiable together (a path reached through a weakening) or the check
    /// gives up.
    pub fn path_model(&mut self, path: &[(u64, &Formula)]) -> Option<Valuation> {
        let start = std::time::Instant::now();
        let active: Vec<Active> = path.iter().enumerate().map(|(pos, &(_, formula))| Active { pos, formula, own: true, pinned: false, known: false }).collect();
        let lits = self.activate(path, &active, None, false);
        let model = match self.assume(&lits) {
            SatResult::Sat => self.current().get_model(),
            _ => None,
        };
        self.close();
        self.time += start.elapsed();
        Some(Valuation { model: Rc::new(model?), defined: HashMap::new(), values: RefCell::default() })
    }
}

impl Encoder<'_> {
    /// Makes `val`, a valuation of the path's first positions, one of more of them,
    /// from `model`, a model of `kept`: the positions of the longer prefix that share
    /// constants, transitively, with those `val` does not satisfy (a `slice`),
    /// definitions of otherwise unread constants excepted. The constants of `kept`
    /// take the model's values; the rest keep theirs, so the positions outside
    /// `kept` that `val` satisfied still hold, but for definitions of unread
    /// constants: `defs`, the prefix's other definitions in path order, are
    /// evaluated again where they read a changed constant. The constants whose
    /// values changed; `None` when a value is not a literal (the valuation is then
    /// to be dropped).
    /// `also`: more constants of the model's query (its extra formula's) that take
    /// the model's values.
    pub fn repair(&mut self, val: &mut Valuation, model: &SatModel, kept: &[&Encoded], also: &[(VarId, u32)], defs: &[&Encoded]) -> Option<HashSet<(VarId, u32)>> {
        let consts: Vec<(VarId, u32)> = kept.iter().flat_map(|e| &e.vars).chain(also).copied().collect();
        self.repair_with(val, &consts, |enc, c| model.0.eval(&enc.var(c.0, c.1), true).filter(is_literal), defs)
    }

    /// A copy of `val` repaired as `repair` does, by values found in Rust
    /// (`local_model`) instead of a solver's model of `kept`; `None` when none are
    /// found.
    pub fn repaired_locally(&mut self, val: &Valuation, kept: &[&Encoded], defs: &[&Encoded]) -> Option<Valuation> {
        let values = self.local_model(val, kept)?;
        let consts: Vec<(VarId, u32)> = values.iter().map(|(c, _)| *c).collect();
        let mut val = val.clone();
        self.repair_with(&mut val, &consts, |_, c| values.iter().find(|(d, _)| *d == c).map(|(_, v)| v.literal()), defs)?;
        Some(val)
    }

    /// `repair` with `consts` taking the values `value_of` gives them.
    fn repair_with(&mut self, val: &mut Valuation, consts: &[(VarId, u32)], mut value_of: impl FnMut(&mut Self, (VarId, u32)) -> Option<Dynamic>, defs: &[&Encoded]) -> Option<HashSet<(VarId, u32)>> {
        val.values.borrow_mut().clear();
        let mut changed: HashSet<(VarId, u32)> = HashSet::new();
        for &c in consts {
            if changed.insert(c) {
                let value = value_of(self, c)?;
                val.defined.insert(c, value);
            }
        }
        for e in defs {
            let Some(x) = e.defines else { continue };
            if e.vars.iter().any(|c| changed.contains(c)) {
                val.defined.remove(&x);
                changed.insert(x);
                if !self.extend(e, val) {
                    return None;
                }
            }
        }
        Some(changed)
    }

    /// `f`'s truth in the valuation (constants it does not give are don't-cares);
    /// `None` when it does not evaluate to a literal.
    pub fn truth_under(&mut self, f: &Formula, val: &Valuation) -> Option<bool> {
        let consts = if val.defined.is_empty() { Vec::new() } else { self.consts_of(f) };
        self.truth_of(f, &consts, val)
    }

    /// `truth_under` of `f`, which mentions at most `consts`: read in Rust where
    /// `f` compiles (`eval`), else by Z3 on `f` with the defined values put in.
    /// Evaluating each new position of the path this way was about a twentieth
    /// of tcas_like.c's run in Z3's substitution and model evaluation.
    fn truth_of(&mut self, f: &Formula, consts: &[(VarId, u32)], val: &Valuation) -> Option<bool> {
        if let Some(Val::Bool(b)) = self.rust_value(&Dynamic::from_ast(&f.0), consts, val) {
            return Some(b);
        }
        let b = self.defined_in(&f.0, consts, val);
        val.model.eval(&b, true)?.as_bool()
    }

    /// The value of `t` (mentioning at most `consts`) in the valuation, read in Rust;
    /// `None` where `t` does not compile or a value is not known there.
    fn rust_value(&mut self, t: &Dynamic, consts: &[(VarId, u32)], val: &Valuation) -> Option<Val> {
        let term = self.compiled.compile(t, &self.names)?;
        let values = consts.iter().map(|&c| self.valuation_value(val, c).map(|x| (c, x))).collect::<Option<Vec<_>>>()?;
        term.eval(&values)
    }

    /// The truth in the valuation of a canonical formula `f` (mentioning only the
    /// program variables `vars`) read at a state with SSA versions `ssa`: each
    /// variable's value is its current version's. The same as `truth_under` of `f`
    /// moved onto the path's constants, without moving it.
    pub fn truth_at(&mut self, f: &Formula, vars: &[VarId], ssa: &Ssa, val: &Valuation) -> Option<bool> {
        if let Some(term) = self.compiled.compile(&Dynamic::from_ast(&f.0), &self.names) {
            let values: Option<Vec<((VarId, u32), Val)>> = vars.iter().map(|&v| self.valuation_value(val, (v, ssa.versions[v as usize])).map(|x| ((v, CANONICAL), x))).collect();
            if let Some(Val::Bool(b)) = values.and_then(|values| term.eval(&values)) {
                return Some(b);
            }
        }
        let mut pairs = Vec::with_capacity(vars.len());
        for &v in vars {
            let value = self.value_of(val, (v, ssa.versions[v as usize]))?;
            pairs.push((self.var(v, CANONICAL), value));
        }
        let subst: Vec<(&Dynamic, &Dynamic)> = pairs.iter().map(|(a, b)| (a, b)).collect();
        val.model.eval(&f.0.substitute(&subst), true)?.as_bool()
    }

    /// The value of constant `c` in the valuation, as Rust reads it (kept).
    pub(super) fn valuation_value(&mut self, val: &Valuation, c: (VarId, u32)) -> Option<Val> {
        if let Some(v) = val.values.borrow().get(&c) {
            return *v;
        }
        let value = self.value_of(val, c).and_then(|d| Val::of(&d));
        val.values.borrow_mut().insert(c, value);
        value
    }

    /// Version `version` of `v` in the valuation as the concrete semantics reads it;
    /// `None` for a variable that is not an int or a Boolean (its value would need
    /// a model's sequence reading), or where the value is not a literal.
    pub fn value_under(&mut self, val: &Valuation, v: VarId, version: u32) -> Option<Value> {
        let ty = self.prog.var_type(v);
        scalar_value(ty, &self.value_of(val, (v, version))?)
    }

    /// The value of constant `c` in the valuation: the one defined for it, else the
    /// model's (completed where it is silent).
    fn value_of(&mut self, val: &Valuation, c: (VarId, u32)) -> Option<Dynamic> {
        match val.defined.get(&c) {
            Some(value) => Some(value.clone()),
            None => val.model.eval(&self.var(c.0, c.1), true),
        }
    }

    /// Whether position `e` holds in `val`, a definition first defining its fresh
    /// constant as the value of its right-hand side.
    pub fn extend(&mut self, e: &Encoded, val: &mut Valuation) -> bool {
        if let Some((x, ver)) = e.defines {
            if !val.defined.contains_key(&(x, ver)) {
                let target = self.var(x, ver);
                let Some((_, rhs)) = qe::definition(&e.formula.0, &[target]) else { return false };
                let value = match self.rust_value(&rhs, &e.vars, val) {
                    Some(v) => v.literal(),
                    None => {
                        let rhs = self.defined_in(&rhs, &e.vars, val);
                        let Some(value) = val.model.eval(&rhs, true).filter(is_literal) else { return false };
                        value
                    }
                };
                val.defined.insert((x, ver), value);
                val.values.borrow_mut().remove(&(x, ver));
            }
        }
        self.truth_of(&e.formula, &e.vars, val) == Some(true)
    }

    /// `t` (mentioning at most `consts`) with the constants the valuation defined
    /// replaced by their values.
    fn defined_in<T: Ast + Clone>(&mut self, t: &T, consts: &[(VarId, u32)], val: &Valuation) -> T {
        let pairs: Vec<(Dynamic, Dynamic)> = consts.iter().filter_map(|c| val.defined.get(c).map(|value| (self.var(c.0, c.1), value.clone()))).collect();
        if pairs.is_empty() {
            return t.clone();
        }
        let subst: Vec<(&Dynamic, &Dynamic)> = pairs.iter().map(|(a, b)| (a, b)).collect();
        t.substitute(&subst)
    }
}

/// Whether a model's value is a literal (an integer or Boolean constant), so that
/// it can stand for its constant.
fn is_literal(value: &Dynamic) -> bool {
    qe::literal_value(value).is_some() || value.as_bool().and_then(|b| b.as_bool()).is_some()
}
