//! Loops: a looping state closed by its ancestor (the ancestor's constraints
//! weakened into an invariant, a Houdini fixpoint), and the bound candidates added
//! at points on cycles with the lemmas that justify them.

use super::*;

impl Minimax<'_> {
    /// On a cycle: the bound candidates (`bound_candidates`) that σ_min implies
    /// here, added to the path as positions of this node, each with the core that
    /// implies it (its lemma). A candidate holds on every concrete state of the
    /// path, and a loop closed at this node re-proves it like any kept constraint.
    /// But an abstraction above this node that weakens its lemma admits states
    /// where it fails: so whatever the subtree relied on it for is only valid with
    /// the lemma kept in the parent (see `justify`).
    ///
    /// Only candidates implied by this node's own positions (from `own` on: the
    /// rule into it, typically the loop's initialisation) are added: a lemma
    /// reaching further back pins what an enclosing loop may need to weaken, and
    /// on nested loops cost restart after restart.
    pub(super) fn add_candidates(&mut self, point: PointId, state: &State, mut v: Vec<Ann>, own: usize) -> Result<Vec<Ann>, Stop> {
        let no_weak = HashMap::new();
        // Where the path has gone round this point before, the node's own
        // positions alone (the rest deleted) are asked first whether they imply a
        // candidate, which they must for a core to lie among them: there the
        // whole path's slice is the loop counter's chain back to its
        // initialisation, longer at every round (checks grew with the square of
        // the rounds), and the last increment alone seldom implies a bound. Not
        // on the first rounds: a different sequence of checks there changed how
        // long later non-linear checks took (gauss_sum: 1.2 s -> 10 s).
        let own_only = (self.rounds(point, self.stack.len()) >= UNROLLED_EXITS_FIRST).then(|| {
            let mut own_only = v.clone();
            own_only[..own].fill(Ann::Min);
            own_only
        });
        for k in 0..self.candidates[point as usize].len() {
            let mut ssa = state.ssa.clone();
            let encs = self.enc.step_tracked(&self.candidates[point as usize][k], &mut ssa);
            let goal = Formula::and(&encs.iter().map(|e| e.formula.clone()).collect::<Vec<_>>()).not();
            // A check the solver cannot settle adds no lemma (a candidate is only
            // ever an extra): hanoi_unsafe.py ended UNKNOWN on one, over a list's
            // quantified cells. Running out of time still stops the search.
            let settled = |r: Result<Option<Vec<usize>>, String>| match r {
                Err(r) if out_of_time(&r) => Err(solver_unknown(r)),
                r => Ok(r.ok()),
            };
            if let Some(own_only) = &own_only {
                if !matches!(settled(self.path_core(own_only, v.len(), &no_weak, Some(&goal), Core::No))?, Some(Some(_))) {
                    continue;
                }
            }
            let Some(core) = settled(self.path_core(&v, v.len(), &no_weak, Some(&goal), Core::Any))? else { continue };
            if let Some(core) = core.filter(|c| c.iter().all(|&q| q >= own)) {
                let lemma: Vec<(usize, bool)> = core.into_iter().map(|q| (q, matches!(v[q], Ann::Weak | Ann::WeakMax))).collect();
                let first = self.pos.len();
                self.push_positions(encs);
                for p in first..self.pos.len() {
                    self.pos[p].lemma = Some(lemma.clone());
                }
                v.resize(self.pos.len(), Ann::Neutral);
            }
        }
        Ok(v)
    }

    /// A child's vector `w` as its parent (with `n_pos` positions) must take it:
    /// every kept candidate of the child is kept only through its lemma, so the
    /// lemma's positions in the parent's prefix become kept too (in the form the
    /// lemma used). `Err` with the vector that locks them when one of them has been
    /// weakened meanwhile: the weakening and the reliance on the candidate cannot
    /// both stand, and the search restarts as for a spurious error.
    pub(super) fn justify(&self, n_pos: usize, mut w: Vec<Ann>) -> Result<Vec<Ann>, Vec<Ann>> {
        let mut clash = false;
        for p in n_pos..w.len() {
            let Some(lemma) = &self.pos[p].lemma else { continue };
            if !matches!(w[p], Ann::Max | Ann::WeakMax) {
                continue;
            }
            for &(q, weak) in lemma.iter().filter(|(q, _)| *q < n_pos) {
                w[q] = match (w[q], weak) {
                    (Ann::Neutral | Ann::Max, false) => Ann::Max,
                    (Ann::Weak | Ann::WeakMax, true) => Ann::WeakMax,
                    _ => {
                        clash = true;
                        Ann::Max
                    }
                };
            }
        }
        if clash {
            Err(w)
        } else {
            Ok(w)
        }
    }

    /// Whether the valuation, holding on the first `n` positions, falsifies `f`:
    /// it satisfies σ_min for every vector, so σ_min does not imply `f`, and no
    /// check is needed. On an unrolled loop each looping state tries every looping
    /// ancestor, and all but the nearest fail on a kept constraint: without this,
    /// checks grew with the square of the iterations.
    fn falsified(&mut self, f: &Formula, n: usize) -> bool {
        self.valued(n) && self.valuation.as_ref().is_some_and(|(val, _)| self.enc.truth_under(f, val) == Some(false))
    }

    /// invariant(σ, σa): weakens the ancestor's constraints that do not hold again at
    /// this looping state (a Houdini fixpoint, slackening equalities first), and
    /// records as max what proves the rest. `None` when a max constraint would have
    /// to go: the loop is unrolled instead.
    ///
    /// With the vector comes the looping state's summary: the kept invariant over the
    /// program variables here (history projected away), or `None` when it cannot be
    /// projected. It is a sound label for this leaf because it lies inside the
    /// ancestor's own final label: the ancestor's σ_min only weakens from now on (a
    /// restart above or at it drops everything memoed below), and σ_min entails the
    /// ancestor's σ_max, which entails its summary. So the labels of the whole tree
    /// form an inductive invariant, whatever order subsumptions happen in.
    pub(super) fn invariant(&mut self, l: usize, ssa: &Ssa, v: &[Ann]) -> Result<Option<Closure>, Stop> {
        let anc_n = self.stack[l].n_pos;
        let anc_ssa = &self.stack[l].ssa;
        let pairs: Vec<(VarId, u32, u32)> = (0..ssa.versions.len())
            .filter(|&x| anc_ssa.versions[x] != ssa.versions[x])
            .map(|x| (x as VarId, anc_ssa.versions[x], ssa.versions[x]))
            .collect();
        let renamed: std::collections::HashSet<(VarId, u32)> = pairs.iter().map(|&(x, a, _)| (x, a)).collect();
        let mut cur = v.to_vec();
        let mut weak: HashMap<usize, Formula> = HashMap::new();
        // A model of the path rules out, without a check, the constraints that do
        // not hold again here. Asked for (a check of its own, on the path solver:
        // a different sequence of checks there made a later quantified check of
        // aliasing_backup.py take 10 s instead of 0.1 s) only where the loop is
        // being unrolled (`CLOSE_EVERY_ROUND_UNTIL`) and the looping state has
        // older ancestors to try.
        let point = self.stack[l].point;
        if self.unrolling(point) && self.rounds(point, self.stack.len()) > 1 {
            self.ask_valuation(v.len(), super::valued::Asker::Loop);
        }
        // Kept constraints first: one that fails ends the attempt, and it fails
        // with the least weakening, so before any slackening is tried (most
        // attempts against an older looping ancestor end so).
        let mut order: Vec<usize> = (0..anc_n).collect();
        order.sort_by_key(|&p| !matches!(cur[p], Ann::Max | Ann::WeakMax));
        loop {
            let mut changed = false;
            for &p in &order {
                if cur[p] == Ann::Min || !self.pos[p].enc.vars.iter().any(|c| renamed.contains(c)) {
                    continue; // deleted, or holds again trivially (it is itself in σ_min)
                }
                let form = form(&self.pos, p, cur[p], &weak).expect("not min").clone();
                let target = self.enc.rename(&form, &pairs);
                let holds = !self.falsified(&target, v.len())
                    && match self.path_core(&cur, v.len(), &weak, Some(&target.not()), Core::No) {
                    Ok(r) => r.is_some(),
                    Err(_) => false, // unknown: treat as not invariant (weakening more is sound)
                };
                if holds {
                    continue;
                }
                match cur[p] {
                    Ann::Max | Ann::WeakMax => return Ok(None),
                    Ann::Neutral => {
                        cur[p] = Ann::Min;
                        if let Some((ge, le)) = self.pos[p].enc.slack.clone() {
                            for s in [ge, le] {
                                cur[p] = Ann::Weak;
                                weak.insert(p, s.clone());
                                let t = self.enc.rename(&s, &pairs);
                                if !self.falsified(&t, v.len()) && matches!(self.path_core(&cur, v.len(), &weak, Some(&t.not()), Core::No), Ok(Some(_))) {
                                    break;
                                }
                                cur[p] = Ann::Min;
                                weak.remove(&p);
                            }
                        }
                    }
                    Ann::Weak => {
                        cur[p] = Ann::Min;
                        weak.remove(&p);
                    }
                    Ann::Min => unreachable!(),
                }
                changed = true;
            }
            if !changed {
                break;
            }
        }
        // Every kept ancestor constraint holds here: record what proves it.
        let mut kept = Vec::new();
        for p in 0..anc_n {
            if let Some(f) = form(&self.pos, p, cur[p], &weak) {
                let f = f.clone();
                kept.push(self.enc.rename(&f, &pairs));
            }
        }
        let goal = Formula::and(&kept).not();
        let Some(mut w) = self.blamed(&cur, v.len(), Some(&goal), &weak)? else {
            return Ok(None); // the fixpoint said each holds; a solver hiccup says otherwise
        };
        for (p, f) in weak {
            self.pos[p].weak = Some(f);
        }
        self.stats.invariants_found += 1;
        // Only the ancestor's prefix may be weakened; the rest keeps its annotation.
        w.truncate(v.len());
        let summary = self.project(&kept, ssa).map(|f| Formula::conjuncts(&[f]));
        Ok(Some((w, summary)))
    }
}
