//! Labels carried back across rules: the weakest precondition of a canonical
//! conjunction across one CLP rule, split as `guard → ∧ body`, universal
//! quantification of the variables a rule havocs or a label may forget, and the
//! reduction of a label to an equivalent smaller conjunction. The same literals are
//! carried across the same rule again and again (every node at a point has most of
//! its children's labels in common), so results are kept by rule and literal.

use super::qe::{eliminate_exists, forall_by_points, forall_clause};
use super::*;

impl Encoder<'_> {
    /// The weakest precondition of a canonical conjunction across one CLP rule, over
    /// the canonical variables, comes split as `guard → ∧ body` (see `wp_body`):
    /// this is the guard, the rule's guards together.
    pub fn wp_guard(&mut self, rule: &Rule) -> Formula {
        let canon = Ssa { versions: vec![CANONICAL; self.prog.vars.len()] };
        self.clear_axioms();
        let mut guards: Vec<Bool> = rule.constraints.iter().filter_map(|c| if let Constraint::Guard(g) = c { Some(self.bool(g, &canon)) } else { None }).collect();
        // Real states satisfy the length axioms: assuming them weakens nothing.
        guards.extend(self.length_axioms());
        Formula(Bool::and(&guards).simplify())
    }

    /// The body of the weakest precondition for the canonical conjuncts `post`: with
    /// the assigned variables substituted and every havocked one universally
    /// quantified and eliminated. ∀ distributes over ∧, so only the conjuncts that
    /// mention a havocked variable go through elimination (together, one call per
    /// variable), and those the rule does not touch come back as they are. Flattened,
    /// without `true`s and repeats; `[false]` if it is false. Kept apart from the
    /// guard so that the engine can factor what all branches of a point share instead
    /// of copying it per branch. `None` when elimination fails.
    pub fn wp_body(&mut self, r: usize, post: &[Formula]) -> Option<Vec<Formula>> {
        let prog = self.prog;
        let rule = &prog.rules[r];
        let (mut touched, mut body): (Vec<Bool>, Vec<Bool>) = (Vec::new(), Vec::new());
        for k in post {
            if self.consts_of(k).iter().any(|&(v, ver)| ver == CANONICAL && rule.writes.contains(&v)) {
                touched.push(k.0.clone());
            } else {
                body.push(k.0.clone());
            }
        }
        if touched.is_empty() {
            return Some(post.to_vec());
        }
        let havocked: Vec<VarId> = rule.writes.iter().copied().filter(|&w| !rule.constraints.iter().any(|c| matches!(c, Constraint::Def(v, _) if *v == w))).collect();
        if havocked.is_empty() {
            // A rule that only assigns carries each literal of each clause on its
            // own: the same literals come back across the same rule from every node
            // of a point, in many clauses (substituting into and simplifying whole
            // conjuncts was a tenth of the tcas programs' time).
            let mut defs = None;
            let writes = |c: &[(VarId, u32)]| c.iter().any(|&(v, ver)| ver == CANONICAL && rule.writes.contains(&v));
            'clause: for k in touched {
                let mut lits = Vec::new();
                for l in disjuncts(&k) {
                    let l = Formula(l);
                    if !writes(&self.consts_of(&l)) {
                        lits.push(l.0);
                        continue;
                    }
                    let carried = self.carry(r, l, &mut defs);
                    match carried.as_bool() {
                        Some(true) => continue 'clause,
                        Some(false) => {}
                        None => lits.extend(disjuncts(&carried)),
                    }
                }
                body.push(match lits.len() {
                    0 => Bool::from_bool(false),
                    1 => lits.pop().expect("one literal"),
                    _ => Bool::or(&lits),
                });
            }
            return Some(conjuncts(body));
        }
        let defs = self.definitions(rule);
        let subst: Vec<(&Dynamic, &Dynamic)> = defs.iter().map(|(a, b)| (a, b)).collect();
        if !subst.is_empty() {
            for b in touched.iter_mut() {
                *b = b.substitute(&subst);
            }
        }
        let touched = self.forall_each(touched, &havocked, true)?;
        body.extend(simplify_each(&touched));
        Some(conjuncts(body))
    }

    /// `guard → k` as one clause, `¬g₁ ∨ … ∨ k₁ ∨ …` (a conjunctive guard's
    /// negated conjuncts, `k`'s disjuncts): a conjunct of a child's label as its
    /// parent's label has it (see `Minimax::label`). Not simplified by Z3: the
    /// label's clause reduction drops what simplification would (a literal twice,
    /// `x ∨ ¬x`), and Z3's simplifier on every such pair was a seventh of the tcas
    /// programs' time.
    pub fn guarded(&mut self, guard: &Formula, k: &Formula) -> Formula {
        let g = Dynamic::from_ast(&guard.0);
        let mut lits: Vec<Bool> = if is_app_of(&g, z3::DeclKind::And) {
            g.children().iter().filter_map(|c| c.as_bool()).map(|c| negated(&c)).collect()
        } else {
            vec![negated(&guard.0)]
        };
        lits.extend(disjuncts(&k.0));
        let clause = Formula(Bool::or(&lits));
        // Its constants are the guard's and the conjunct's (known already): the
        // clause is new, and walking it was a twentieth of the tcas programs' time.
        let mut consts = self.consts_of(guard);
        consts.extend(self.consts_of(k));
        consts.sort_unstable();
        consts.dedup();
        self.consts_seen.borrow_mut().insert(clause.clone(), consts);
        clause
    }

    /// A label's conjuncts without the ones that add nothing (see `clauses`): an
    /// equivalent conjunction.
    pub fn reduce_label(&mut self, parts: Vec<Formula>) -> Vec<Formula> {
        let reduced = self.clauses.simplify(parts.into_iter().map(|f| f.0).collect());
        conjuncts(reduced)
    }

    /// A literal across rule `r`, which only assigns: substituted and simplified,
    /// kept by rule and literal. `defs`: the rule's definitions, made when first
    /// needed.
    fn carry(&mut self, r: usize, l: Formula, defs: &mut Option<Vec<(Dynamic, Dynamic)>>) -> Bool {
        let key = (r, l);
        if let Some(b) = self.carried.get(&key) {
            return b;
        }
        let prog = self.prog;
        let defs = defs.get_or_insert_with(|| self.definitions(&prog.rules[r]));
        let subst: Vec<(&Dynamic, &Dynamic)> = defs.iter().map(|(a, b)| (a, b)).collect();
        let b = key.1 .0.substitute(&subst).simplify();
        self.carried.insert(key, b.clone());
        b
    }

    /// The rule's assignments over the canonical constants, as substitution pairs.
    /// The axioms their terms need are not kept: a label only reads the terms (an
    /// uninterpreted `py_floordiv` in a label is weaker, not wrong), and they must
    /// not reach the next formula encoded.
    fn definitions(&mut self, rule: &Rule) -> Vec<(Dynamic, Dynamic)> {
        let canon = Ssa { versions: vec![CANONICAL; self.prog.vars.len()] };
        let mut defs = Vec::new();
        for c in &rule.constraints {
            if let Constraint::Def(v, e) = c {
                defs.push((self.var(*v, CANONICAL), self.term(e, &canon)));
            }
        }
        self.clear_axioms();
        defs
    }

    /// `∀v. ∧parts` for each of `vars` in turn, over canonical formulas, as
    /// conjuncts. `None` when a quantifier cannot be eliminated, or, without
    /// `tactics`, when it needs Z3's quantifier elimination.
    fn forall_each(&mut self, mut touched: Vec<Bool>, vars: &[VarId], tactics: bool) -> Option<Vec<Bool>> {
        for &w in vars {
            let h = self.var(w, CANONICAL);
            let (mut with, without): (Vec<Bool>, Vec<Bool>) = touched.into_iter().partition(|b| mentions(&Dynamic::from_ast(b), &h));
            touched = without;
            if with.is_empty() {
                continue;
            }
            if !matches!(self.prog.var_type(w), Type::Bool | Type::None) {
                // Most conjuncts only say "for a value in range, ..." and need no tactic.
                let mut hard = Vec::new();
                for c in with {
                    let key = (w, Formula(c));
                    let quantified = self.quantified.get(&key).unwrap_or_else(|| {
                        let q = forall_clause(&h, &key.1 .0);
                        self.quantified.insert(key.clone(), q.clone());
                        q
                    });
                    let c = key.1 .0;
                    match quantified {
                        Some(e) => touched.push(e),
                        None => hard.push(c),
                    }
                }
                with = hard;
                if with.is_empty() {
                    continue;
                }
            }
            let b = Bool::and(&with);
            if matches!(self.prog.var_type(w), Type::Bool | Type::None) {
                // A Boolean has two values: ∀h. b == b[h:=true] ∧ b[h:=false], far
                // cheaper than quantifier elimination.
                touched.extend([true, false].iter().map(|&v| b.substitute(&[(&h, &Dynamic::from_ast(&Bool::from_bool(v)))])));
                continue;
            }
            if let Some(parts) = forall_by_points(&h, &b) {
                touched.extend(parts);
                continue;
            }
            if !tactics {
                return None;
            }
            // ∀h. b  ==  ¬∃h. ¬b
            let bound: [&dyn Ast; 1] = [&h];
            let e = eliminate_exists(&bound, &b.not(), &self.qe_light, &self.qe_watchdog).or_else(|| eliminate_exists(&bound, &b.not(), &self.qe, &self.qe_watchdog))?;
            touched.push(e.not());
        }
        Some(touched)
    }

    /// `∀vars. ∧parts` for a canonical label, simplified, as conjuncts: a label
    /// that no longer depends on those variables (see `Minimax::generalise`).
    /// `None` when a quantifier needs more than the cheap forms (`forall_clause`,
    /// the two Booleans, `forall_by_points`): a label is generalised only when
    /// that costs next to nothing.
    pub fn forall(&mut self, parts: &[Formula], vars: &[VarId]) -> Option<Vec<Formula>> {
        let hs: Vec<Dynamic> = vars.iter().map(|&v| self.var(v, CANONICAL)).collect();
        let (with, mut out): (Vec<&Formula>, Vec<&Formula>) = parts.iter().partition(|f| hs.iter().any(|h| mentions(&Dynamic::from_ast(&f.0), h)));
        let touched = self.forall_each(with.iter().map(|f| f.0.clone()).collect(), vars, false)?;
        // The rest of a label comes simplified already: only what changed is simplified.
        let changed = conjuncts(simplify_each(&touched));
        out.extend(changed.iter());
        Some(out.into_iter().cloned().collect())
    }
}

/// Each of `bs` simplified, as `simplify` does one: in one call to Z3, as the
/// arguments of an uninterpreted function (Z3's simplifier has no rule for one, so
/// each argument comes back as it would alone), since each call builds and drops
/// a simplifier, which costs more than simplifying a small formula.
fn simplify_each(bs: &[Bool]) -> Vec<Bool> {
    if bs.len() >= 2 {
        let sorts: Vec<z3::Sort> = bs.iter().map(|_| z3::Sort::bool()).collect();
        let domain: Vec<&z3::Sort> = sorts.iter().collect();
        let bundle = z3::FuncDecl::new("tracer.bundle", &domain, &z3::Sort::bool());
        let args: Vec<&dyn Ast> = bs.iter().map(|b| b as &dyn Ast).collect();
        let out: Vec<Bool> = bundle.apply(&args).simplify().children().iter().filter_map(|c| c.as_bool()).collect();
        if out.len() == bs.len() {
            return out;
        }
    }
    bs.iter().map(|b| b.simplify()).collect()
}

/// `¬b`, a double negation undone.
fn negated(b: &Bool) -> Bool {
    let d = Dynamic::from_ast(b);
    if is_app_of(&d, z3::DeclKind::Not) {
        if let Some(inner) = d.children()[0].as_bool() {
            return inner;
        }
    }
    b.not()
}
