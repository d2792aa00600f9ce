//! Memo lookups: whether a node's state is covered by a label memoed at its point
//! (σ_min implies the entry), settled where possible without a solver check, by
//! a model of the path (an entry it falsifies is not implied) or by the values the
//! path forces (an entry they make true is implied).

use super::*;

impl Minimax<'_> {
    pub(super) fn subsumed(&mut self, point: PointId, state: &State, v: &[Ann]) -> Result<Option<Cover>, Stop> {
        let mut entries: Vec<usize> = self.memo_at[point as usize].iter().rev().take(self.config.memo_lookups).copied().collect();
        if let Some(&e) = entries.iter().find(|&&e| self.memo[e].trivial) {
            return Ok(Some(self.cover(e, v.to_vec())));
        }
        // One model of σ_min rules out, without a solver check each, every entry it
        // falsifies: σ_min does not imply those. Free while the valuation holds (and
        // then first: most entries go, and the rest need folding), else only worth a
        // check for several entries (and then after folding).
        let valued = self.valued(v.len());
        if valued {
            entries = self.model_filter_entries(v, entries, &state.ssa);
        }
        // Forced values settle many entries without the solver: an entry they make
        // false is not implied (σ_min is satisfiable), one they make true is, with
        // the positions forcing the values it reads as the core.
        let forced = state.consts.forced(|p| in_sigma_min(v[p]));
        if !forced.is_empty() {
            let values: Vec<(VarId, cfg_frontend::value::Value)> = forced.iter().map(|(x, val, _)| (*x, val.clone())).collect();
            let mut open = Vec::new();
            for e in entries {
                // Only the values the entry reads: most entries read none of them.
                let read = &self.memo[e].vars;
                let own: Vec<(VarId, cfg_frontend::value::Value)> = values.iter().filter(|(x, _)| read.contains(x)).cloned().collect();
                if own.is_empty() {
                    open.push(e);
                    continue;
                }
                // Read in Rust where it can (`Encoder::decided_by`), else folded by
                // Z3; what would prune (an entry made true) is Z3's word.
                let decided = match self.enc.decided_by(&self.memo[e].interpolant, &own) {
                    Some(None) => None,
                    Some(Some(false)) => Some(false),
                    _ => {
                        let folded = self.enc.with_values(&self.memo[e].interpolant, &own);
                        (folded.is_true() || folded.is_false()).then(|| folded.is_true())
                    }
                };
                if decided == Some(false) {
                    continue;
                }
                if decided == Some(true) {
                    let read = &self.memo[e].vars;
                    let core: Vec<usize> = forced.iter().filter(|(x, ..)| read.contains(x)).flat_map(|(_, _, deps)| deps.iter().copied()).collect();
                    return Ok(Some(self.cover(e, mark_max(v, &core))));
                }
                open.push(e);
            }
            entries = open;
        }
        if !valued && entries.len() >= 3 {
            entries = self.model_filter_entries(v, entries, &state.ssa);
        }
        let no_weak = HashMap::new();
        // Models of σ_min ∧ ¬entry from the checks that failed, with their entries.
        // Such a model satisfies every position sharing constants, transitively,
        // with that entry (the query's slice); so an entry that reads only variables
        // the earlier one read, and that the model falsifies, is not implied either,
        // without a check of its own.
        let mut refuting: Vec<(usize, crate::smt::SatModel)> = Vec::new();
        // Whether the valuation holds here now (the filtering above may have made
        // one); nothing in the loop changes it.
        let valued = self.valued(v.len());
        for (k, &e) in entries.iter().enumerate() {
            let here = self.here(e, &state.ssa);
            if refuting.iter().any(|(f, m)| self.reads_within(e, *f) && m.falsifies(&here)) {
                continue;
            }
            // Getting a model costs as much as a small check: only when a later
            // entry could be refuted by it, or an alternate valuation made of it.
            let keep = valued || entries[k + 1..].iter().any(|&later| self.reads_within(later, e));
            self.smt.keep_models(keep);
            let not_here = here.not();
            let implied = self.path_core(v, v.len(), &no_weak, Some(&not_here), self.core_kind);
            let model = self.smt.take_model();
            self.smt.keep_models(false);
            let implied = match implied {
                Ok(core) => core.map(|core| mark_max(v, &core)),
                // Z3 gave up on the entailment (quantified cells): the entry is
                // not used, which only explores more. Out of time, the search stops.
                Err(reason) if !out_of_time(&reason) => None,
                Err(reason) => return Err(solver_unknown(reason)),
            };
            if let Some(w) = implied {
                return Ok(Some(self.cover(e, w)));
            }
            let Some(model) = model else { continue };
            if valued {
                let extra_vars = self.enc.consts_of(&not_here);
                let active: Vec<usize> = slice(&self.pos, actives(&self.pos, v, &no_weak), v.len(), &extra_vars).iter().map(|a| a.pos).collect();
                self.alternate_from(&model, &active, &extra_vars, v.len());
            }
            refuting.push((e, model));
        }
        Ok(None)
    }

    /// Whether entry `e` reads only variables that entry `f` reads.
    fn reads_within(&self, e: usize, f: usize) -> bool {
        self.memo[e].vars.iter().all(|x| self.memo[f].vars.contains(x))
    }

    /// Covered by entry `e`, with vector `w`: the node that memoed it and its label.
    fn cover(&self, e: usize, w: Vec<Ann>) -> Cover {
        (w, self.memo[e].node, self.memo[e].parts.clone())
    }

    /// Entry `e` over the constants of this path.
    fn here(&mut self, e: usize, ssa: &Ssa) -> Formula {
        self.enc.from_canonical_over(&self.memo[e].interpolant, &self.memo[e].vars, ssa)
    }

    /// The entries that one model of σ_min does not falsify: the valuation's, asked
    /// for afresh when it does not hold on this path; else (the path in its own
    /// forms is unsatisfiable) a model of σ_min's slice that shares constants with
    /// the entries (see `Smt::holds_in_model`), σ_min being known satisfiable. All
    /// of them when no model is to be had.
    fn model_filter_entries(&mut self, v: &[Ann], entries: Vec<usize>, ssa: &Ssa) -> Vec<usize> {
        if self.ask_valuation(v.len(), valued::Asker::Memo) {
            let mut entries = entries;
            for k in std::iter::once(None).chain(self.alternates_holding(v.len()).into_iter().map(Some)) {
                let (val, _) = match k {
                    None => self.valuation.as_ref().expect("valued"),
                    Some(k) => &self.alternates[k],
                };
                // The entry read at this state straight from its canonical form.
                entries.retain(|&e| self.enc.truth_at(&self.memo[e].interpolant, &self.memo[e].vars, ssa, val) != Some(false));
            }
            return entries;
        }
        let heres: Vec<Formula> = entries.iter().map(|&e| self.here(e, ssa)).collect();
        let no_weak = HashMap::new();
        let read: Vec<(VarId, u32)> = heres.iter().flat_map(|c| self.enc.consts_of(c)).collect();
        let active = slice(&self.pos, actives(&self.pos, v, &no_weak), v.len(), &read);
        match self.smt.holds_in_model(&path_of(&self.pos), &active, &heres) {
            Some(may_hold) => entries.into_iter().zip(may_hold).filter(|(_, m)| *m).map(|(e, _)| e).collect(),
            None => entries,
        }
    }
}
