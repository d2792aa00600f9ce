//! Labels: what a finished node memoes (the weakest precondition of its children's
//! labels, or σ_max projected), how labels are carried back across rules and kept
//! small, and the memo table they go into.

use super::*;
use crate::smt::CANONICAL;

impl Minimax<'_> {
    /// The conjunction of `parts` over the program variables at a state with SSA map
    /// `ssa`: every other constant is projected away.
    pub(super) fn project(&mut self, parts: &[Formula], ssa: &Ssa) -> Option<Formula> {
        let mut history = Vec::new();
        for f in parts {
            for (x, ver) in self.enc.consts_of(f) {
                if ssa.versions[x as usize] != ver && !history.contains(&(x, ver)) {
                    history.push((x, ver));
                }
            }
        }
        let started = std::time::Instant::now();
        let projected = self.enc.to_canonical(parts, ssa, &history);
        self.stats.projection_seconds += started.elapsed().as_secs_f64();
        projected
    }

    /// Memoes σ_max of a finished node, projected onto the variables at its point.
    pub(super) fn store(&mut self, node: usize, point: PointId, ssa: &Ssa, v: &[Ann], summary: Option<&Vec<Formula>>) {
        let frame = self.frame(point, ssa, v.len());
        if let Some(parts) = summary {
            // The node's label: every state satisfying it is safe, whatever path led
            // there.
            self.remember(node, point, parts.clone(), frame);
            return;
        }
        let mut parts = Vec::new();
        for (p, &a) in v.iter().enumerate() {
            match a {
                Ann::Max => parts.push(self.pos[p].enc.formula.clone()),
                Ann::WeakMax => parts.push(self.pos[p].weak.clone().expect("a weak form is set")),
                _ => {}
            }
        }
        let parts = if parts.is_empty() {
            parts
        } else {
            match self.project(&parts, ssa) {
                Some(f) => Formula::conjuncts(&[f]),
                None => {
                    self.stats.memo_not_projectable += 1;
                    return;
                }
            }
        };
        self.remember(node, point, parts, frame);
    }

    /// With `Config::record_labels`, at a loop head: the conjunction of the
    /// first `n` positions of the path that read only variables no loop writes, at
    /// their current versions, over the program variables. A label there may rest
    /// on them (minimax keeps them on the path: their constants never change in the
    /// loops), and an invariant in a witness must say them (SpamAssassin-loop's
    /// `limit == bufsize - 4`). Only a candidate: the witness's validator checks it.
    fn frame(&mut self, point: PointId, ssa: &Ssa, n: usize) -> Option<Formula> {
        if self.loop_written.is_empty() || self.prog.points[point as usize].loop_head.is_none() {
            return None;
        }
        let steady = |c: &(VarId, u32)| !self.loop_written[c.0 as usize] && ssa.versions[c.0 as usize] == c.1 && self.nameable(c.0, point);
        let parts: Vec<Formula> = self.pos[..n].iter().filter(|p| !p.enc.vars.is_empty() && p.enc.vars.iter().all(steady)).map(|p| p.enc.formula.clone()).collect();
        if parts.is_empty() {
            return None;
        }
        self.project(&parts, ssa)
    }

    pub(super) fn remember(&mut self, node: usize, point: PointId, parts: Vec<Formula>, frame: Option<Formula>) {
        let trivial = parts.is_empty();
        let interpolant = Formula::and(&parts);
        if let Some(n) = self.tree.get_mut(node) {
            n.interpolant = Some(if trivial { "true".to_string() } else { interpolant.to_string() });
        }
        self.memo_at[point as usize].push(self.memo.len());
        // From the parts: their constants are known already, the conjunction is new.
        let mut vars: Vec<VarId> = parts.iter().flat_map(|f| self.enc.canonical_vars(f)).collect();
        vars.sort_unstable();
        vars.dedup();
        self.memo.push(MemoEntry { node, point, interpolant, vars, parts, trivial, frame });
    }

    /// A node's label from its children's, each carried back across its rule as
    /// `guard → ∧ body`. The conjunction of those is the exact weakest precondition
    /// of the children's labels; it is kept as conjuncts, and when the guards cover
    /// every state (an if/else), a conjunct that every branch's body has is stated
    /// once, unguarded. Without that, a label would hold one copy of what follows a
    /// join per branch before it, and grow exponentially along a chain of ifs.
    ///
    /// Why a node's label is safe: the labels of all nodes of the final tree form an
    /// inductive invariant. An expanded node's label is the weakest precondition of
    /// its children's; a covered node's label lies inside its coverer's (a memo entry,
    /// or for a loop closed by an invariant, the looping ancestor's label); an
    /// infeasible node reaches nothing. Entries memoed below a node that restarts are
    /// dropped with the subtree that relied on them.
    pub(super) fn label(&mut self, point: PointId, pres: Vec<(Formula, Vec<Formula>)>) -> Vec<Formula> {
        let exhaustive = self.exhaustive(point);
        let (dead, live): (Vec<_>, Vec<_>) = pres.into_iter().partition(|(_, body)| body.first().is_some_and(|f| f.is_false()));
        // The bodies come simplified from `wp`: only what is built here needs it
        // (simplifying every conjunct again at every node cost a tenth of the run).
        let mut out: Vec<Formula> = dead.iter().map(|(g, _)| self.enc.simplify(&g.not())).collect();
        // Hash sets, not linear searches: labels run to hundreds of conjuncts. The
        // shared ones keep the first body's order, so labels do not depend on hashing.
        let common: Vec<Formula> = match live.split_first() {
            Some(((_, first), rest)) if exhaustive => {
                let sets: Vec<std::collections::HashSet<&Formula>> = rest.iter().map(|(_, b)| b.iter().collect()).collect();
                first.iter().filter(|k| sets.iter().all(|s| s.contains(k))).cloned().collect()
            }
            _ => Vec::new(),
        };
        let shared: std::collections::HashSet<&Formula> = common.iter().collect();
        for (g, body) in &live {
            for k in body.iter().filter(|k| !shared.contains(k)) {
                out.push(if g.is_true() { k.clone() } else { self.enc.guarded(g, k) });
            }
        }
        out.extend(common);
        let out = Formula::conjuncts(&out);
        self.enc.reduce_label(out)
    }

    /// A label of more than `LABEL_BOUND` conjuncts, made independent of the
    /// variables that no position of this node's path mentions at their current
    /// version (inputs no test has read yet). `∀` of them is stronger than the label,
    /// and when the node's state (σ_min) still implies it, a sound label too:
    /// anything between the state and the weakest precondition is (see `label`).
    /// The positions that show the implication become max, as for a subsumption.
    /// Along a chain of ifs over untested inputs the exact label doubles per if
    /// (`scripts/gen_ifs.py`: N=16 took 20 s); this keeps it to a few conjuncts. The
    /// exact label stays when nothing is free, elimination fails, or the check does.
    pub(super) fn generalise(&mut self, parts: Vec<Formula>, ssa: &Ssa, v: &mut Vec<Ann>) -> Vec<Formula> {
        // Where labels do not shrink (the driver models: 6 of 244 on cdaudio), the
        // tries cost a fifth of the run: past 16, one in eight must have paid.
        if self.generalise_tries > 16 + 8 * self.stats.labels_generalised {
            return parts;
        }
        let mut free: Vec<VarId> = parts.iter().flat_map(|f| self.enc.canonical_vars(f)).collect();
        free.sort_unstable();
        free.dedup();
        free.retain(|&x| {
            let now = (x, ssa.versions[x as usize]);
            matches!(self.prog.var_type(x), Type::Int | Type::Bool) && !self.pos.iter().any(|p| p.enc.vars.contains(&now))
        });
        if free.is_empty() {
            return parts;
        }
        self.generalise_tries += 1;
        let started = std::time::Instant::now();
        let strong = self.enc.forall(&parts, &free);
        self.stats.projection_seconds += started.elapsed().as_secs_f64();
        let Some(strong) = strong.filter(|s| s.len() < parts.len() && !s.iter().any(Formula::is_false)) else {
            return parts;
        };
        let here = self.enc.from_canonical(&Formula::and(&strong), ssa);
        match self.interpolate(v, v.len(), Some(&here.not()), &HashMap::new()) {
            Ok(Some(w)) => {
                *v = w;
                self.stats.labels_generalised += 1;
                strong
            }
            _ => parts,
        }
    }

    /// A label carried back across rule `r`, as `guard → ∧ body` (see
    /// `Encoder::wp_guard`).
    pub(super) fn wp(&mut self, r: usize, post: &[Formula]) -> Option<(Formula, Vec<Formula>)> {
        let guard = match &self.wp_guards[r] {
            Some(g) => g.clone(),
            None => {
                let g = self.enc.wp_guard(&self.prog.rules[r]);
                self.wp_guards[r] = Some(g.clone());
                g
            }
        };
        Some((guard, self.enc.wp_body(r, post)?))
    }

    /// Whether the guards of the rules from `point` cover every state: one of them
    /// has no guard, or they are a condition and its negation. Anything else counts
    /// as not covering (which only makes a label longer).
    pub(super) fn exhaustive(&self, point: PointId) -> bool {
        let guards: Vec<Vec<&Expr>> = self.prog.rules_from[point as usize]
            .iter()
            .map(|&r| self.prog.rules[r].constraints.iter().filter_map(|c| if let Constraint::Guard(g) = c { Some(g) } else { None }).collect())
            .collect();
        guards.iter().any(|g| g.is_empty())
            || matches!(guards.as_slice(), [a, b] if a.len() == 1 && b.len() == 1 && (a[0].clone().negate() == *b[0] || b[0].clone().negate() == *a[0]))
    }

    /// Whether a witness can name variable `x` at `point` (`cfg::named_in`, which
    /// `witness::c_invariant` and `validate` go by too).
    fn nameable(&self, x: VarId, point: PointId) -> bool {
        cfg_frontend::cfg::named_in(&self.prog.vars, x, &self.prog.points[point as usize].function)
    }

    /// Entry `e` with its frame, at a loop head without the variables a
    /// witness cannot name there (eliminated: most are a temporary a program
    /// variable was set to before the loops, `bufsize == $nondet1`).
    fn framed(&mut self, e: usize) -> Formula {
        let entry = &self.memo[e];
        let Some(frame) = &entry.frame else { return entry.interpolant.clone() };
        let (point, f) = (entry.point, Formula::and(&[entry.interpolant.clone(), frame.clone()]));
        let hidden: Vec<(VarId, u32)> = self.enc.canonical_vars(&f).into_iter().filter(|&x| !self.nameable(x, point)).map(|x| (x, CANONICAL)).collect();
        if hidden.is_empty() {
            return f;
        }
        let canonical = Ssa { versions: vec![CANONICAL; self.prog.vars.len()] };
        self.enc.to_canonical(&[f.clone()], &canonical, &hidden).unwrap_or(f)
    }

    /// The disjunction of the entries memoed at point `p`, as an expression (see
    /// `Search::labels`); at a loop head each with its frame (`framed`).
    pub(super) fn point_label(&mut self, p: usize) -> Option<Expr> {
        let entries = &self.memo_at[p];
        if entries.is_empty() {
            return None;
        }
        if entries.iter().any(|&e| self.memo[e].trivial) {
            return Some(Expr::Bool(true));
        }
        let mut parts: Vec<Expr> = Vec::new();
        for e in entries.clone() {
            let f = self.framed(e);
            let x = self.enc.to_expr(&f)?;
            if !parts.contains(&x) {
                parts.push(x);
            }
        }
        Some(if parts.len() == 1 { parts.pop()? } else { Expr::Or(parts) })
    }

    /// Forgets the entries memoed since `mark` (they may rest on a weakening that a
    /// restart has just withdrawn).
    pub(super) fn truncate_memo(&mut self, mark: usize) {
        for e in self.memo.drain(mark..) {
            let list = &mut self.memo_at[e.point as usize];
            while list.last().is_some_and(|&i| i >= mark) {
                list.pop();
            }
        }
    }
}
