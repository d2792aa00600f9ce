//! At an error point: a counterexample, read from the valuation or from a fresh
//! solver's model, or, where the path is refuted, the conflict that restarts the
//! search (the weakenings it blames locked).

use super::*;

impl Minimax<'_> {
    pub(super) fn at_error(&mut self, d: usize, node: usize, point: PointId, v: Vec<Ann>) -> Result<Ret, Stop> {
        // A valuation that holds on the whole path, each position in its own form,
        // is a model of the full path formula: the counterexample needs no solver
        // (and is replayed concretely before it is shown, as any other).
        if self.valued(v.len()) {
            if let Some(cex) = self.valued_counterexample(point) {
                return Err(Stop::Found(cex));
            }
        }
        let mut solver_is_fresh = false;
        let mut refuted = match self.earliest_core(v.len()) {
            // The path solver gave up on the path (a model under quantified cells,
            // in its few rounds of instantiation): the fresh solver may build one.
            Err(stop) if gave_up(&stop) => match self.counterexample(point)? {
                Some(cex) => return Err(Stop::Found(cex)),
                None => {
                    self.smt.reset_path();
                    solver_is_fresh = true;
                    self.earliest_core(v.len())?
                }
            },
            other => other?,
        };
        if refuted.is_none() && !solver_is_fresh {
            match self.counterexample(point)? {
                Some(cex) => return Err(Stop::Found(cex)),
                // The fresh solver refutes what the incremental one called feasible:
                // ask again on a path solver started afresh.
                None => {
                    self.smt.reset_path();
                    solver_is_fresh = true;
                    refuted = self.earliest_core(v.len())?;
                }
            }
        }
        match refuted {
            None => Err(Stop::Unknown("internal error: the incremental solver finds the error path feasible, a fresh one does not".into())),
            Some(core) => {
                // Spurious: refuted by the full constraints, reached only because some
                // were weakened. Lock the refuting ones and restart where a weakening
                // of one of them was adopted first.
                let core: Vec<usize> = (0..core.len()).filter(|&p| core[p] == Ann::Max).collect();
                // Nothing weakened among the refuting constraints: σ_min(v) holds them
                // all, so this node is infeasible, and a check on the way here was wrong
                // to call it feasible (Z3's incremental state; see `Smt::reset_path`).
                if core.iter().all(|&p| matches!(v[p], Ann::Neutral | Ann::Max)) {
                    if !solver_is_fresh {
                        self.smt.reset_path();
                    }
                    return Ok(self.infeasible(node, point, mark_max(&v, &core)));
                }
                self.stats.conflicts += 1;
                let mut w = v;
                for &p in &core {
                    w[p] = Ann::Max;
                }
                match (0..d).find(|&l| conflict(&self.stack[l].v, &w)) {
                    Some(l) => Ok(Ret::Conflict(w, l)),
                    None => Err(Stop::Unknown("internal error: spurious error with no weakening to blame".into())),
                }
            }
        }
    }

    /// A model of the full path formula, checked by a fresh solver; `None` when that
    /// solver finds it unsatisfiable.
    fn counterexample(&mut self, point: PointId) -> Result<Option<RawCounterexample>, Stop> {
        let forms: Vec<Formula> = self.pos.iter().map(|p| p.enc.formula.clone()).collect();
        match self.smt.check(&forms) {
            Sat::Sat => {}
            Sat::Unsat => return Ok(None),
            Sat::Unknown(r) => return Err(solver_unknown(r)),
        }
        let mut inputs = Vec::new();
        for &v in &self.prog.inputs {
            inputs.push(self.enc.model_value(&self.smt, v, 0).ok_or_else(|| Stop::Unknown("no model value for an input".into()))?);
        }
        let mut nondet = Vec::new();
        for &(v, ver) in &self.havocs.clone() {
            nondet.push(self.enc.model_value(&self.smt, v, ver).ok_or_else(|| Stop::Unknown("no model value for a nondet call".into()))?);
        }
        Ok(Some(RawCounterexample { inputs, nondet, error_point: point }))
    }
}
