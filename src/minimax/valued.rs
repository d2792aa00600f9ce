//! The valuation: one model of the current path with every position in its own
//! form, carried down the search (see `smt::valuation`), and kept up where a check
//! of a child finds it satisfiable.

use super::*;
use std::collections::HashSet;

impl Minimax<'_> {
    /// Whether the valuation satisfies the first `n` positions of the path, each in
    /// its own form: then it satisfies σ_min(v) for every `v` (see `Valuation`).
    /// Extends it across the positions it has not seen.
    pub(super) fn valued(&mut self, n: usize) -> bool {
        self.valued_prefix(n) == Some(n)
    }

    /// How many of the first `n` positions the valuation satisfies (extending it as
    /// far as they hold); `None` without a valuation.
    fn valued_prefix(&mut self, n: usize) -> Option<usize> {
        let (val, ids) = self.valuation.as_mut()?;
        let common = ids.iter().zip(&self.pos[..n]).take_while(|(id, p)| **id == p.id).count();
        ids.truncate(common);
        for p in &self.pos[common..n] {
            if val.is_full() || !self.enc.extend(&p.enc, val) {
                break;
            }
            ids.push(p.id);
        }
        Some(ids.len())
    }

    /// Whether the first `n` positions of the path, each in its own form, are
    /// satisfiable together; when they are, the valuation (if there is one)
    /// satisfies them after. Only the slice of the positions the valuation does not
    /// satisfy (and of what they share constants with) is checked, and its model
    /// repairs the valuation (`Encoder::repair`): the check is one the search makes
    /// anyway (a child's feasibility), and a whole-path model costs 4-5 times as much.
    pub(super) fn value_path(&mut self, n: usize) -> Result<bool, String> {
        let known = self.valued_prefix(n).unwrap_or(0);
        if known == n {
            return Ok(true);
        }
        let own = vec![Ann::Neutral; n];
        let no_weak = HashMap::new();
        let active = slice(&self.pos, actives(&self.pos, &own, &no_weak), known, &[]);
        self.smt.keep_models(true);
        let res = self.smt.core(&path_of(&self.pos), &active, None, Core::No);
        let model = self.smt.take_model();
        self.smt.keep_models(false);
        if res?.is_some() {
            return Ok(false);
        }
        let Some(model) = model else { return Ok(true) };
        let kept: Vec<&Encoded> = active.iter().map(|a| &self.pos[a.pos].enc).collect();
        let in_slice: HashSet<usize> = active.iter().map(|a| a.pos).collect();
        let defs: Vec<&Encoded> = (0..n).filter(|p| !in_slice.contains(p)).map(|p| &self.pos[p].enc).filter(|e| e.defines.is_some()).collect();
        let Some((mut val, mut ids)) = self.valuation.take() else { return Ok(true) };
        if self.enc.repair(&mut val, &model, &kept, &defs) {
            // Positions before `known` outside the slice held and read no changed
            // constant; the slice's hold in the model: the rest is checked afresh.
            ids.truncate(known);
            self.valuation = Some((val, ids));
            self.valued(n);
        }
        Ok(true)
    }
}
