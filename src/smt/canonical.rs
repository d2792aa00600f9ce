//! Canonical formulas: labels and memo entries are stated over the program
//! variables at a point (the canonical constants `x!`), independent of any path.
//! This moves formulas between a path's SSA constants and the canonical ones, and
//! folds known values into them.

use super::qe::{eliminate_definitions_in_tuples, eliminate_exists};
use super::*;

impl Encoder<'_> {
    /// Expresses the conjunction of `parts`, over SSA constants of one path, over the
    /// program variables at the path's end: the current versions become canonical
    /// names and every other constant (`history`) is eliminated. A history constant
    /// that some part defines (`h = t`, `h` not in `t`) is replaced by `t` first
    /// (∃h. h = t ∧ φ(h) is φ(t)); quantifier elimination handles the rest, and is
    /// skipped when nothing is left to eliminate. `None` when elimination does not
    /// succeed (e.g. over tuples): never store then.
    pub fn to_canonical(&mut self, parts: &[Formula], ssa: &Ssa, history: &[(VarId, u32)]) -> Option<Formula> {
        let mut hist: Vec<Dynamic> = history.iter().map(|&(v, ver)| self.var(v, ver)).collect();
        // Flattened: a list's definition comes in one `and` with its axioms.
        let parts = eliminate_definitions_in_tuples(Formula::conjuncts(parts).into_iter().map(|f| f.0).collect(), &mut hist);
        let whole = Bool::and(&parts);
        // Only the constants the formula mentions are renamed: a driver model has
        // 900 variables, a label a few dozen, and a substitution of all of them at
        // every node was most of minimax's time on those models. The same walk says
        // which history constants are left to eliminate.
        let consts = self.consts_of(&Formula(whole.clone()));
        hist.retain(|h| self.names.get(&walk::id_of(h)).is_some_and(|c| consts.binary_search(c).is_ok()));
        let mut pairs = Vec::new();
        for &(v, ver) in &consts {
            if ssa.versions[v as usize] == ver {
                pairs.push((self.var(v, ver), self.canonical_var(v)));
            }
        }
        let subst: Vec<(&Dynamic, &Dynamic)> = pairs.iter().map(|(a, b)| (a, b)).collect();
        let body = whole.substitute(&subst);
        if hist.is_empty() {
            return Some(Formula(body.simplify()));
        }
        let bounds: Vec<&dyn Ast> = hist.iter().map(|h| h as &dyn Ast).collect();
        eliminate_exists(&bounds, &body, &self.qe_simplify, &self.qe_watchdog).map(Formula)
    }

    /// Whether `values` alone make the canonical formula `f` true or false, read in
    /// Rust (`eval`); `Some(None)` when they do not decide it there. `None` when `f`
    /// or a value is beyond what `eval` reads: `with_values` folds it then.
    pub fn decided_by(&mut self, f: &Formula, values: &[(VarId, Value)]) -> Option<Option<bool>> {
        let term = self.compiled.compile(&Dynamic::from_ast(&f.0), &self.names)?;
        let values = values.iter().map(|(v, x)| Some(((*v, CANONICAL), eval::Val::of_value(x)?))).collect::<Option<Vec<_>>>()?;
        Some(match term.eval(&values) {
            Some(eval::Val::Bool(b)) => Some(b),
            _ => None,
        })
    }

    /// The canonical formula `f` with the given variables replaced by their values,
    /// simplified.
    /// Kept by formula and values: a memo entry is looked up with the same forced
    /// values at many nodes.
    pub fn with_values(&mut self, f: &Formula, values: &[(VarId, Value)]) -> Formula {
        let key = (f.clone(), values.to_vec());
        if let Some(folded) = self.folded.get(&key) {
            return folded;
        }
        let folded = self.fold_values(f, values);
        self.folded.insert(key, folded.clone());
        folded
    }

    fn fold_values(&mut self, f: &Formula, values: &[(VarId, Value)]) -> Formula {
        let pairs: Vec<(Dynamic, Dynamic)> = values.iter().map(|(v, val)| (self.canonical_var(*v), Self::value(val))).collect();
        let subst: Vec<(&Dynamic, &Dynamic)> = pairs.iter().map(|(a, b)| (a, b)).collect();
        Formula(f.0.substitute(&subst).simplify())
    }

    /// The program variables a canonical formula mentions.
    pub fn canonical_vars(&self, f: &Formula) -> Vec<VarId> {
        self.consts_of(f).into_iter().filter(|&(_, ver)| ver == CANONICAL).map(|(v, _)| v).collect()
    }

    /// The canonical formula `f` over the current versions of `ssa`.
    pub fn from_canonical(&mut self, f: &Formula, ssa: &Ssa) -> Formula {
        // Not through the table: its key would hold every variable's version (900
        // on a driver model), for calls that rarely repeat.
        let vars: Vec<VarId> = (0..ssa.versions.len() as VarId).collect();
        self.rename_canonical(f, &vars, ssa)
    }

    /// `from_canonical` for a formula that mentions only `vars` (known beforehand:
    /// a memo entry's, looked up again and again).
    /// Kept by formula and versions.
    pub fn from_canonical_over(&mut self, f: &Formula, vars: &[VarId], ssa: &Ssa) -> Formula {
        let key = (f.clone(), vars.iter().map(|&v| ssa.versions[v as usize]).collect());
        if let Some(here) = self.over.get(&key) {
            return here;
        }
        let here = self.rename_canonical(f, vars, ssa);
        self.over.insert(key, here.clone());
        here
    }

    fn rename_canonical(&mut self, f: &Formula, vars: &[VarId], ssa: &Ssa) -> Formula {
        let mut pairs = Vec::new();
        for &v in vars {
            pairs.push((self.canonical_var(v), self.var(v, ssa.versions[v as usize])));
        }
        let subst: Vec<(&Dynamic, &Dynamic)> = pairs.iter().map(|(a, b)| (a, b)).collect();
        Formula(f.0.substitute(&subst))
    }
}
