//! The solver queries of the search: σ_min(v) of the path, sliced to the positions
//! that can matter, checked and turned into cores.

use super::*;
use rustc_hash::FxHashMap;

/// The active positions that can matter for a check whose positions before
/// `known_sat` are satisfiable together. Two reductions, each keeping satisfiability
/// and turning a core of what is left into a core of the whole:
/// - a definition (or its slackened form) of a constant that occurs nowhere else can
///   always be met by choosing that constant, so it goes (repeatedly);
/// - of the positions before `known_sat`, only those connected through shared SSA
///   constants to the later ones or to `extra_vars` stay: the rest is satisfiable on
///   constants of its own (constraint independence).
pub(super) fn slice<'a>(pos: &[Pos], active: Vec<Active<'a>>, known_sat: usize, extra_vars: &[(VarId, u32)]) -> Vec<Active<'a>> {
    // Each SSA constant gets a dense index, so that the counts and the union-find
    // below are vectors: hashing the constants (SipHash) was most of this
    // function's time, itself a twentieth of tcas_like.c's run.
    let mut ids: FxHashMap<(VarId, u32), usize> = FxHashMap::default();
    let mut id = |c: (VarId, u32)| {
        let n = ids.len();
        *ids.entry(c).or_insert(n)
    };
    let dense: Vec<Vec<usize>> = active.iter().map(|a| pos[a.pos].enc.vars.iter().map(|&c| id(c)).collect()).collect();
    let defines: Vec<Option<usize>> = active.iter().map(|a| pos[a.pos].enc.defines.map(&mut id)).collect();
    let extra: Vec<usize> = extra_vars.iter().map(|&c| id(c)).collect();
    let mut uses = vec![0u32; ids.len()];
    for c in extra.iter().chain(dense.iter().flatten()) {
        uses[*c] += 1;
    }
    let mut keep = vec![true; active.len()];
    loop {
        let mut changed = false;
        // Latest first: a chain of definitions unravels in one sweep.
        for k in (0..active.len()).rev() {
            if keep[k] && defines[k].is_some_and(|x| uses[x] == 1) {
                keep[k] = false;
                changed = true;
                for &c in &dense[k] {
                    uses[c] -= 1;
                }
            }
        }
        if !changed {
            break;
        }
    }
    if known_sat == 0 {
        return active.into_iter().zip(keep).filter(|(_, k)| *k).map(|(a, _)| Active { known: false, ..a }).collect();
    }
    // Union-find over the constants; each position kept joins the ones it mentions.
    let mut parent: Vec<usize> = (0..uses.len()).collect();
    fn find(parent: &mut [usize], mut x: usize) -> usize {
        while parent[x] != x {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        x
    }
    let mut first: Vec<Option<usize>> = vec![None; active.len()];
    for k in (0..active.len()).filter(|&k| keep[k]) {
        let mut root = None;
        for &x in &dense[k] {
            let rx = find(&mut parent, x);
            match root {
                None => root = Some(rx),
                Some(r) if r != rx => parent[rx] = r,
                _ => {}
            }
        }
        first[k] = root;
    }
    let mut seeded = vec![false; parent.len()];
    let seeds = (0..active.len()).filter(|&k| keep[k] && active[k].pos >= known_sat).filter_map(|k| first[k]);
    for s in seeds.chain(extra.iter().copied()) {
        let r = find(&mut parent, s);
        seeded[r] = true;
    }
    active
        .into_iter()
        .enumerate()
        .filter(|&(k, ref a)| keep[k] && (a.pos >= known_sat || first[k].is_some_and(|r| seeded[find(&mut parent, r)])))
        .map(|(_, a)| Active { known: a.pos < known_sat, ..a })
        .collect()
}

/// The path as the solver follows it: each position's id and own formula.
pub(super) fn path_of(pos: &[Pos]) -> Vec<(u64, &Formula)> {
    pos.iter().map(|p| (p.id, &p.enc.formula)).collect()
}

/// The positions in σ_min(v), each with the formula it contributes.
pub(super) fn actives<'a>(pos: &'a [Pos], v: &[Ann], weak: &'a HashMap<usize, Formula>) -> Vec<Active<'a>> {
    v.iter()
        .enumerate()
        .filter_map(|(p, &a)| form(pos, p, a, weak).map(|formula| Active { pos: p, formula, own: matches!(a, Ann::Neutral | Ann::Max), pinned: matches!(a, Ann::Max | Ann::WeakMax), known: false }))
        .collect()
}

/// The formula position `p` contributes under annotation `a` (None when deleted).
pub(super) fn form<'a>(pos: &'a [Pos], p: usize, a: Ann, weak: &'a HashMap<usize, Formula>) -> Option<&'a Formula> {
    match a {
        Ann::Neutral | Ann::Max => Some(&pos[p].enc.formula),
        Ann::Min => None,
        Ann::Weak | Ann::WeakMax => weak.get(&p).or(pos[p].weak.as_ref()),
    }
}

impl Minimax<'_> {
    /// Interpolation: a core of σ_min(v) ∧ extra, marked max. `None` when satisfiable.
    /// `known_sat`: the positions before it are known to be satisfiable together
    /// under `v` (see `path_core`).
    pub(super) fn interpolate(&mut self, v: &[Ann], known_sat: usize, extra: Option<&Formula>, weak: &HashMap<usize, Formula>) -> Result<Option<Vec<Ann>>, Stop> {
        self.interpolate_with(self.core_kind, v, known_sat, extra, weak)
    }

    /// `interpolate` with a minimal core, for a core that is blamed: a spurious
    /// error's (each member a weakening undone) and a loop closure's (see
    /// `Smt::core`).
    pub(super) fn blamed(&mut self, v: &[Ann], known_sat: usize, extra: Option<&Formula>, weak: &HashMap<usize, Formula>) -> Result<Option<Vec<Ann>>, Stop> {
        self.interpolate_with(self.core_kind.minimal(), v, known_sat, extra, weak)
    }

    fn interpolate_with(&mut self, kind: Core, v: &[Ann], known_sat: usize, extra: Option<&Formula>, weak: &HashMap<usize, Formula>) -> Result<Option<Vec<Ann>>, Stop> {
        let core = self.path_core(v, known_sat, weak, extra, kind).map_err(solver_unknown)?;
        Ok(core.map(|core| mark_max(v, &core)))
    }

    /// A core of the path's own constraints (nothing weakened) in the shortest prefix
    /// of its first `n` positions that is unsatisfiable, marked max over a vector of
    /// `n` positions; `None` when the whole is satisfiable. Found by bisection, each
    /// check sliced to what the satisfiable prefix found so far cannot settle
    /// alone, and only the last one minimised (a core's trials on the whole path
    /// were most of the time of programs with several loops over lists).
    ///
    /// A spurious error's core decides where the search restarts: at the
    /// shallowest frame that weakened one of its positions. The suffix-biased core
    /// (`Core::Late`) blames the last loop whose exit the real path cannot take;
    /// after sequential loops that is the last one, and once it is unrolled, the
    /// next restart goes to an earlier loop and drops everything learned below it:
    /// the restarts multiplied loop by loop. The path's first infeasibility blames
    /// the loops in their order, each unrolled once.
    pub(super) fn earliest_core(&mut self, n: usize) -> Result<Option<Vec<Ann>>, Stop> {
        let prefix = |k: usize| -> Vec<Ann> { (0..n).map(|p| if p < k { Ann::Neutral } else { Ann::Min }).collect() };
        let no_weak = HashMap::new();
        // Not sliced: the full constraints of the path were never checked together.
        if self.path_core(&prefix(n), 0, &no_weak, None, Core::No).map_err(solver_unknown)?.is_none() {
            return Ok(None);
        }
        // Prefix `lo` is satisfiable (the empty one is), prefix `hi` is not.
        let (mut lo, mut hi) = (0, n);
        while hi - lo > 1 {
            let mid = (lo + hi) / 2;
            match self.path_core(&prefix(mid), lo, &no_weak, None, Core::No) {
                Ok(Some(_)) => hi = mid,
                Ok(None) => lo = mid,
                // Any unsat prefix's core will do: the shortest one found so far.
                Err(_) => break,
            }
        }
        self.blamed(&prefix(hi), lo, None, &no_weak)
    }

    /// Whether Z3 finds the path's positions `core`, each in its own form, unsat
    /// together (or cannot tell): a check of a refutation made without it, on a
    /// solver of its own (not counted in the search's figures).
    pub(super) fn unsat_by_solver(&self, core: &[usize]) -> bool {
        let parts: Vec<Formula> = core.iter().map(|&p| self.pos[p].enc.formula.clone()).collect();
        let mut solver = crate::smt::ScopedSolver::new(10_000);
        solver.push(&parts);
        !matches!(solver.check(), Sat::Sat)
    }

    /// Checks σ_min(v) ∧ extra on the incremental solver; on unsat, the positions
    /// of a core.
    ///
    /// The positions before `known_sat` are known to be satisfiable together under
    /// `v` (they were checked when their node was reached, and annotations since then
    /// only weakened them). Then only the part of them that shares SSA constants,
    /// transitively, with the rest and with `extra` can matter: the other part is
    /// satisfiable on constants of its own. Only that slice is passed to the solver
    /// (the classic constraint-independence optimisation), and a core of the slice is
    /// a core of the whole.
    pub(super) fn path_core(&mut self, v: &[Ann], known_sat: usize, weak: &HashMap<usize, Formula>, extra: Option<&Formula>, want_core: Core) -> Result<Option<Vec<usize>>, String> {
        self.path_query(v, known_sat, weak, extra, want_core, false)
    }

    /// `path_core`; with `unsat`, for a query just found unsatisfiable (a child
    /// checked before its visit): the solver goes straight to the core.
    pub(super) fn path_query(&mut self, v: &[Ann], known_sat: usize, weak: &HashMap<usize, Formula>, extra: Option<&Formula>, want_core: Core, unsat: bool) -> Result<Option<Vec<usize>>, String> {
        let extra_vars = extra.map(|e| self.enc.consts_of(e)).unwrap_or_default();
        let active = slice(&self.pos, actives(&self.pos, v, weak), known_sat.min(v.len()), &extra_vars);
        if active.is_empty() && extra.is_none() {
            return Ok(None); // nothing left that could fail
        }
        let path = path_of(&self.pos);
        let core = if unsat { self.smt.core_of_unsat(&path, &active, extra, want_core)? } else { self.smt.core(&path, &active, extra, want_core)? };
        Ok(core.map(|idx| idx.into_iter().map(|i| active[i].pos).collect()))
    }
}
