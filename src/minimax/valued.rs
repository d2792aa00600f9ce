//! The valuation: one model of the current path with every position in its own
//! form, carried down the search (see `smt::valuation`), and kept up where a check
//! of a child finds it satisfiable. Besides it, a few alternates: other models the
//! search met (the valuation before a repair, a model that refuted a memo entry),
//! each holding on a prefix of some path, taken up where the valuation fails.

use super::*;
use crate::smt::SatModel;
use std::collections::HashSet;

/// Alternate valuations kept at most, newest first.
const ALTERNATES: usize = 3;

/// A valuation is copied into an alternate only while it defines at most this many
/// constants: a copy costs as much as the map (long unrolled paths define many).
const COPY_MAX: usize = 5_000;

/// Who asks for a valuation (`ask_valuation`).
#[derive(Clone, Copy)]
pub(super) enum Asker {
    Memo,
    Loop,
}

/// A valuation and the ids of the path positions it is known to satisfy.
pub(super) type Valued = (Valuation, Vec<u64>);

/// How many of the first `n` positions of `pos` the valuation `val` satisfies,
/// extending it as far as they hold.
fn prefix(enc: &mut Encoder, pos: &[Pos], val: &mut Valued, n: usize) -> usize {
    let (val, ids) = val;
    let common = ids.iter().zip(&pos[..n]).take_while(|(id, p)| **id == p.id).count();
    ids.truncate(common);
    for p in &pos[common..n] {
        if val.is_full() || !enc.extend(&p.enc, val) {
            break;
        }
        ids.push(p.id);
    }
    ids.len()
}

impl Minimax<'_> {
    /// Whether the valuation satisfies the first `n` positions of the path, each in
    /// its own form: then it satisfies σ_min(v) for every `v` (see `Valuation`).
    /// Extends it across the positions it has not seen; where it fails, an
    /// alternate that holds takes its place.
    pub(super) fn valued(&mut self, n: usize) -> bool {
        if self.valued_prefix(n) != Some(n) {
            let Some(k) = (0..self.alternates.len()).find(|&k| prefix(&mut self.enc, &self.pos, &mut self.alternates[k], n) == n) else { return false };
            let alternate = self.alternates.remove(k);
            if let Some(old) = self.valuation.replace(alternate) {
                self.keep_alternate(old);
            }
        }
        true
    }

    /// Whether a valuation holds on the first `n` positions, asking the solver for
    /// one (a model of the path in its own forms) when none does. One model of
    /// the whole path serves this node and, while their positions hold in it, its
    /// descendants. Where paths run through weakened loops their own forms are
    /// often unsatisfiable: past a few asks, at least half must have given a model
    /// (counted per asker: loop closures on such paths must not stop memo lookups
    /// from asking).
    pub(super) fn ask_valuation(&mut self, n: usize, asker: Asker) -> bool {
        let (asked, got) = self.valuation_asks[asker as usize];
        if !self.valued(n) && (asked < 8 || 2 * got >= asked) {
            let given = if self.valuation.is_some() {
                matches!(self.value_path(n), Ok(true)) && self.valued(n)
            } else {
                self.valuation = self.smt.path_model(&path_of(&self.pos[..n])).map(|m| (m, self.pos[..n].iter().map(|p| p.id).collect()));
                self.valuation.is_some()
            };
            self.valuation_asks[asker as usize] = (asked + 1, got + u64::from(given));
        }
        self.valued(n)
    }

    /// How many of the first `n` positions the valuation satisfies (extending it as
    /// far as they hold); `None` without a valuation.
    fn valued_prefix(&mut self, n: usize) -> Option<usize> {
        let val = self.valuation.as_mut()?;
        Some(prefix(&mut self.enc, &self.pos, val, n))
    }

    /// The alternates that hold on the first `n` positions.
    pub(super) fn alternates_holding(&mut self, n: usize) -> Vec<usize> {
        (0..self.alternates.len()).filter(|&k| prefix(&mut self.enc, &self.pos, &mut self.alternates[k], n) == n).collect()
    }

    fn keep_alternate(&mut self, val: Valued) {
        if val.1.is_empty() {
            return;
        }
        self.alternates.insert(0, val);
        self.alternates.truncate(ALTERNATES);
    }

    /// Whether the first `n` positions of the path, each in its own form, are
    /// satisfiable together; when they are, the valuation (if there is one)
    /// satisfies them after. Only the slice of the positions the valuation does not
    /// satisfy (and of what they share constants with) is checked, and its model
    /// repairs the valuation (`Encoder::repair`): the check is one the search makes
    /// anyway (a child's feasibility), and a whole-path model costs 4-5 times as much.
    /// The valuation as it was before stays as an alternate (it holds on the
    /// sibling the check was not about).
    pub(super) fn value_path(&mut self, n: usize) -> Result<bool, String> {
        let known = self.valued_prefix(n).unwrap_or(0);
        if known == n {
            return Ok(true);
        }
        let own = vec![Ann::Neutral; n];
        let no_weak = HashMap::new();
        let slice_at: Vec<usize> = slice(&self.pos, actives(&self.pos, &own, &no_weak), known, &[]).iter().map(|a| a.pos).collect();
        // The local search cannot succeed where the solver's kept answer is unsat
        // (13 of 47 failed searches on tcas_like_unsafe.c).
        if !self.smt.known_unsat(&own_forms(&self.pos, &slice_at, known)) && self.value_locally(n, &slice_at) {
            return Ok(true);
        }
        self.smt.keep_models(true);
        let res = self.smt.core(&path_of(&self.pos), &own_forms(&self.pos, &slice_at, known), None, Core::No);
        let model = self.smt.take_model();
        self.smt.keep_models(false);
        if res?.is_some() {
            return Ok(false);
        }
        let Some(model) = model else { return Ok(true) };
        let Some((mut val, mut ids)) = self.valuation.take() else { return Ok(true) };
        let before = (val.size() <= COPY_MAX).then(|| (val.clone(), ids.clone()));
        if self.repair(&mut val, &model, &slice_at, &[], n).is_some() {
            // Positions before `known` outside the slice held and read no changed
            // constant; the slice's hold in the model: the rest is checked afresh.
            ids.truncate(known);
            self.valuation = Some((val, ids));
            self.valued(n);
            if let Some(before) = before {
                self.keep_alternate(before);
            }
        }
        Ok(true)
    }

    /// The counterexample the valuation gives, when it holds on the whole path: the
    /// inputs' first versions and the nondet calls' values. `None` where a value is
    /// not an int or a Boolean, or where the valuation is not a model of the path
    /// when every position is evaluated afresh: a repair trusts the solver's model
    /// on the positions of its slice, and Z3 5.4 sometimes gives a model that
    /// violates a formula it was given (luhn.py: `d = n mod 10` with n = 1, d = 10;
    /// see ARCHITECTURE.md). Such a valuation only costs checks elsewhere; here it
    /// would be a counterexample that does not replay.
    pub(super) fn valued_counterexample(&mut self, point: PointId) -> Option<RawCounterexample> {
        let n = self.pos.len();
        let mut afresh = (self.valuation.as_ref()?.0.clone(), Vec::new());
        if prefix(&mut self.enc, &self.pos, &mut afresh, n) != n {
            return None;
        }
        let (val, _) = self.valuation.as_ref()?;
        let inputs = self.prog.inputs.iter().map(|&v| self.enc.value_under(val, v, 0)).collect::<Option<Vec<_>>>()?;
        let nondet = self.havocs.iter().map(|&(v, ver)| self.enc.value_under(val, v, ver)).collect::<Option<Vec<_>>>()?;
        Some(RawCounterexample { inputs, nondet, error_point: point })
    }

    /// `value_path` without the solver: whether the valuation, repaired on the
    /// slice at positions `active` by values found in Rust, holds on the first `n`
    /// positions. It takes the valuation's place only then (the one before stays as
    /// an alternate). Only where the state is ints and Booleans: in a list program
    /// other values than Z3's own led to quantified checks Z3 gave up on
    /// (aliasing_backup.py SAFE -> UNKNOWN "incomplete quantifiers").
    fn value_locally(&mut self, n: usize, active: &[usize]) -> bool {
        let Some((val, ids)) = self.valuation.as_ref().filter(|_| self.ints_only) else { return false };
        let (kept, defs) = repair_parts(&self.pos, active, n);
        let Some(repaired) = self.enc.repaired_locally(val, &kept, &defs) else { return false };
        let ids = ids.clone();
        let before = self.valuation.replace((repaired, ids));
        if self.valued_prefix(n) == Some(n) {
            if let Some(before) = before.filter(|b| b.0.size() <= COPY_MAX) {
                self.keep_alternate(before);
            }
            return true;
        }
        self.valuation = before;
        false
    }

    /// Keeps as an alternate a copy of the valuation (which holds on the first `n`
    /// positions) changed to agree with `model`, a model of the `active` slice of
    /// σ_min (its positions) and an extra formula: one that a memo entry's check
    /// found falsifying the entry, so that later lookups can rule out more entries
    /// without a check.
    pub(super) fn alternate_from(&mut self, model: &SatModel, active: &[usize], extra_vars: &[(VarId, u32)], n: usize) {
        let Some((val, _)) = self.valuation.as_ref().filter(|v| v.0.size() <= COPY_MAX) else { return };
        let mut val = val.clone();
        let Some(changed) = self.repair(&mut val, model, active, extra_vars, n) else { return };
        // σ_min may leave positions out or slacken them: every position that reads
        // a changed constant is checked afresh, in its own form.
        let ids: Vec<u64> = self.pos[..n].iter().take_while(|p| !p.enc.vars.iter().any(|c| changed.contains(c))).map(|p| p.id).collect();
        let mut alternate = (val, ids);
        if prefix(&mut self.enc, &self.pos, &mut alternate, n) == n {
            self.keep_alternate(alternate);
        }
    }

    /// `Encoder::repair` of `val` by `model`, a model of the `active` positions
    /// among the first `n` (and of a formula over `also`): the constants whose
    /// values changed.
    fn repair(&mut self, val: &mut Valuation, model: &SatModel, active: &[usize], also: &[(VarId, u32)], n: usize) -> Option<HashSet<(VarId, u32)>> {
        let (kept, defs) = repair_parts(&self.pos, active, n);
        self.enc.repair(val, model, &kept, also, &defs)
    }
}

/// The positions `at` of `pos` (a slice of the first ones, those before `known`
/// satisfiable together), each in its own form, as `slice` gives them.
fn own_forms<'p>(pos: &'p [Pos], at: &[usize], known: usize) -> Vec<Active<'p>> {
    at.iter().map(|&p| Active { pos: p, formula: &pos[p].enc.formula, own: true, pinned: false, known: p < known }).collect()
}

/// What a repair on the slice at positions `active` of `pos` reads: the slice's
/// positions, and the other definitions among the first `n` positions.
fn repair_parts<'p>(pos: &'p [Pos], active: &[usize], n: usize) -> (Vec<&'p Encoded>, Vec<&'p Encoded>) {
    let kept: Vec<&Encoded> = active.iter().map(|&p| &pos[p].enc).collect();
    let in_slice: HashSet<usize> = active.iter().copied().collect();
    let defs: Vec<&Encoded> = (0..n).filter(|p| !in_slice.contains(p)).map(|p| &pos[p].enc).filter(|e| e.defines.is_some()).collect();
    (kept, defs)
}
