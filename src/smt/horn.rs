//! Constrained Horn clauses over the CLP rules, in Z3 terms: one predicate per
//! program point over the variables live there (`ClpProgram::live_vars`), clauses
//! closed by `forall` over their SSA constants, the CHC-COMP text of them, and Z3's
//! Spacer engine on them.
//!
//! The clauses hold formulas made by `Encoder`, so the constraints Spacer solves are
//! the ones the other engines search; `chc` builds the system and re-checks what
//! Spacer answers, through `Encoder` and `Smt` again, never trusting it.

use super::watchdog::Watchdog;
use super::walk::is_app_of;
use super::{Encoder, Formula, Ssa, CANONICAL, TUPLE_DECLARATION};
use crate::clp::{ClpProgram, PointId};
use cfg_frontend::cfg::VarId;
use std::time::{Duration, Instant};
use z3::ast::{Ast, Bool, Dynamic};
use z3::{FuncDecl, SatResult, Sort};

/// A system of Horn clauses: one predicate per program point.
pub struct Horn {
    preds: Vec<FuncDecl>,
    /// Closed clauses and their names (the names come back in Spacer's traces).
    clauses: Vec<(Bool, String)>,
    /// The query clauses (head `false`), for the text only: Spacer is asked about
    /// the queried relations instead.
    query_clauses: Vec<(Bool, String)>,
    /// Points whose reachability is the query.
    queries: Vec<PointId>,
    /// `goal!`, derived from every queried point (`goal_clauses`): Spacer is asked
    /// about it alone, as it gives no answer for several relations at once.
    goal: FuncDecl,
    goal_clauses: Vec<(Bool, String)>,
    /// Each variable's canonical constant: an interpretation is read over these.
    canonical: Vec<Dynamic>,
    /// The arguments of each point's predicate: the variables live there. A dead
    /// variable's value cannot matter to any query, and leaving it out keeps the
    /// system linear in the program (all 1,700 variables of a driver model at each
    /// of its points made a gigabyte of clauses).
    live: Vec<Vec<VarId>>,
    has_tuples: bool,
}

/// What Spacer answered.
pub enum HornAnswer {
    /// No queried point is reachable. Per point, over the canonical variables:
    /// `own`, what Spacer learnt about the predicates it solved (`None` where it
    /// learnt nothing, or the point was inlined away), and `answer`, the
    /// interpretation in its answer, where the inlined ones are filled in by
    /// projections (`None` where it gives none).
    Unreachable { own: Vec<Option<Formula>>, answer: Vec<Option<Formula>> },
    /// A queried point is reachable: the names of the clauses along Spacer's
    /// derivation, from the fact to the query (unnamed and unknown steps left out).
    Reachable(Vec<String>),
    Unknown(String),
}

impl Horn {
    pub fn new(enc: &mut Encoder, prog: &ClpProgram) -> Horn {
        let canonical: Vec<Dynamic> = (0..prog.vars.len() as VarId).map(|v| enc.var(v, CANONICAL)).collect();
        let sorts: Vec<Sort> = canonical.iter().map(|c| c.get_sort()).collect();
        let live = prog.live_vars();
        let preds = live
            .iter()
            .enumerate()
            .map(|(k, vars)| {
                let domain: Vec<&Sort> = vars.iter().map(|&v| &sorts[v as usize]).collect();
                FuncDecl::new(format!("p{k}"), &domain, &Sort::bool())
            })
            .collect();
        let has_tuples = prog.vars.iter().any(|v| v.ty.is_held_as_sequence());
        let goal = FuncDecl::new("goal!", &[], &Sort::bool());
        Horn { preds, clauses: Vec::new(), query_clauses: Vec::new(), queries: Vec::new(), goal, goal_clauses: Vec::new(), canonical, live, has_tuples }
    }

    /// The canonical constants of a predicate's parameters `vars` (its live variables).
    fn params<'a>(&'a self, vars: &'a [VarId]) -> impl Iterator<Item = &'a Dynamic> {
        vars.iter().map(|&v| &self.canonical[v as usize])
    }

    /// `p_point` applied to the versions `ssa` gives.
    pub fn atom(&self, enc: &mut Encoder, point: PointId, ssa: &Ssa) -> Formula {
        let args: Vec<Dynamic> = self.live[point as usize].iter().map(|&v| enc.var(v, ssa.versions[v as usize])).collect();
        let refs: Vec<&dyn Ast> = args.iter().map(|a| a as &dyn Ast).collect();
        Formula(self.preds[point as usize].apply(&refs).as_bool().expect("a predicate is Boolean"))
    }

    /// The clause `∀ consts. body₁ ∧ … → head` (`head` None: `false`, a query).
    pub fn add_clause(&mut self, enc: &mut Encoder, name: String, body: &[Formula], head: Option<&Formula>) {
        let closed = close(enc, body, head);
        match head {
            Some(_) => self.clauses.push((closed, name)),
            None => self.query_clauses.push((closed, name)),
        }
    }

    /// `∀x̃. p_point(x̃) → false`: reaching `point` is what the system asks about.
    pub fn add_query(&mut self, enc: &mut Encoder, point: PointId) {
        let ssa = Ssa::new(self.canonical.len());
        let atom = self.atom(enc, point, &ssa);
        self.add_clause(enc, format!("query p{point}"), &[atom.clone()], None);
        let goal = Formula(self.goal.apply(&[]).as_bool().expect("a predicate is Boolean"));
        self.goal_clauses.push((close(enc, &[atom], Some(&goal)), format!("query p{point}")));
        self.queries.push(point);
    }

    /// The system in the CHC-COMP format (SMT-LIB2, logic HORN), after `comments`
    /// (each written as a `;` line).
    pub fn to_smt2(&self, comments: &[String]) -> String {
        let mut out = String::new();
        for c in comments {
            for line in c.lines() {
                out.push_str(&format!("; {line}\n"));
            }
        }
        if self.has_tuples {
            out.push_str(
                "; Tuples are the datatype Tuple (a length and an array of items): CHC-COMP's\n\
                 ; ADT and array tracks. Terms over slices and concatenations use `lambda`, a\n\
                 ; Z3 extension of SMT-LIB 2.6; comparisons of tuples of unknown length use\n\
                 ; quantifiers in constraints, outside CHC-COMP's format.\n",
            );
        }
        out.push_str("(set-logic HORN)\n");
        if self.has_tuples {
            out.push_str(TUPLE_DECLARATION);
            out.push('\n');
        }
        for (p, vars) in self.preds.iter().zip(&self.live) {
            let sorts: Vec<String> = self.params(vars).map(|c| c.get_sort().to_string()).collect();
            out.push_str(&format!("(declare-fun {} ({}) Bool)\n", p.name(), sorts.join(" ")));
        }
        let functions = self.functions();
        if !functions.is_empty() {
            out.push_str(
                "; Functions of the encoding (bit operations beyond a width, division by a\n\
                 ; variable), defined by axioms in the clauses: outside CHC-COMP's format.\n",
            );
            out.extend(functions.into_values());
        }
        for (clause, name) in self.clauses.iter().chain(&self.query_clauses) {
            out.push_str(&format!("; {name}\n(assert {clause})\n"));
        }
        out.push_str("(check-sat)\n(exit)\n");
        out
    }

    /// The declarations of the uninterpreted functions the clauses apply (other than
    /// the predicates), by name.
    fn functions(&self) -> std::collections::BTreeMap<String, String> {
        let preds: std::collections::HashSet<String> = self.preds.iter().chain([&self.goal]).map(|p| p.name()).collect();
        let mut out = std::collections::BTreeMap::new();
        for (clause, _) in self.clauses.iter().chain(&self.query_clauses) {
            super::any_subterm(&Dynamic::from_ast(clause), |x| {
                if x.kind() == z3::AstKind::App && x.decl().kind() == z3::DeclKind::Uninterpreted && x.decl().arity() > 0 {
                    let name = x.decl().name();
                    if !preds.contains(&name) && !out.contains_key(&name) {
                        let sorts: Vec<String> = x.children().iter().map(|c| c.get_sort().to_string()).collect();
                        out.insert(name.clone(), format!("(declare-fun {name} ({}) {})\n", sorts.join(" "), x.get_sort()));
                    }
                }
                false
            });
        }
        out
    }

    /// Runs Spacer on the system, stopped at `deadline`. Each rule is added under its
    /// name, so that a derivation comes back as the clauses it used. With
    /// `whole_trace`, Z3's subsumption checker is off: it folds the entry fact and
    /// the first rules into one, whose names then miss from the derivation (it also
    /// costs Spacer up to 10x on safe programs, so only a derivation asks for it).
    pub fn solve(&self, deadline: Option<Instant>, whole_trace: bool) -> HornAnswer {
        if self.queries.is_empty() {
            let all = vec![Some(Formula::truth(true)); self.preds.len()];
            return HornAnswer::Unreachable { own: all.clone(), answer: all };
        }
        let fp = Spacer::new(whole_trace);
        let decls: Vec<z3_sys::Z3_func_decl> = self
            .preds
            .iter()
            .zip(&self.live)
            .map(|(p, vars)| decl_of(p, &self.params(vars).cloned().collect::<Vec<_>>()))
            .collect();
        for &d in &decls {
            fp.register(d);
        }
        let goal = decl_of(&self.goal, &[]);
        fp.register(goal);
        for (clause, name) in self.clauses.iter().chain(&self.goal_clauses) {
            fp.add_rule(clause, name);
        }
        let mut watchdog = Watchdog::new();
        if let Some(at) = deadline {
            if at <= Instant::now() {
                return HornAnswer::Unknown("timeout before Spacer started".into());
            }
            watchdog.set_deadline(at);
        }
        // One query of one 0-ary relation: asked about several relations at once
        // (`query_relations`), Spacer gave up at once on some programs and answered
        // `true`, with no interpretation at all, on others.
        let goal_atom = self.goal.apply(&[]).as_bool().expect("a predicate is Boolean");
        let res = watchdog.run(|| fp.query(&goal_atom));
        match res {
            SatResult::Unsat => HornAnswer::Unreachable { own: self.covers(&fp, &decls), answer: self.interpretations(&fp) },
            SatResult::Sat => HornAnswer::Reachable(fp.trace_names()),
            SatResult::Unknown => {
                let why = fp.reason_unknown();
                let timed_out = deadline.is_some_and(|at| Instant::now() + Duration::from_millis(20) >= at);
                HornAnswer::Unknown(if timed_out || why.contains("cancel") { "timeout (Spacer)".into() } else { format!("Spacer gave up: {why}") })
            }
        }
    }

    /// Spacer's lemmas about each predicate at the fixpoint (its cover at level
    /// infinity), `None` when they are `true`: also what it says of a predicate its
    /// preprocessing removed.
    fn covers(&self, fp: &Spacer, decls: &[z3_sys::Z3_func_decl]) -> Vec<Option<Formula>> {
        decls
            .iter()
            .zip(&self.live)
            .map(|(&d, vars)| {
                let to: Vec<z3_sys::Z3_ast> = self.params(vars).map(|c| c.get_z3_ast()).collect();
                let cover = fp.cover(d)?;
                // SAFETY: the cover is a term of this context whose free variables are
                // the predicate's arguments by position, one canonical constant each.
                let phi = unsafe {
                    let raw = cover.get_ctx().get_z3_context();
                    Bool::wrap(cover.get_ctx(), z3_sys::Z3_substitute_vars(raw, cover.get_z3_ast(), to.len() as u32, to.as_ptr())?)
                };
                (phi.as_bool() != Some(true)).then_some(Formula(phi))
            })
            .collect()
    }

    /// Each predicate's interpretation in Spacer's answer, a conjunction of
    /// `∀x̃. p(x̃) = φ(x̃)` (or `p = φ` without arguments), with `x̃` replaced by the
    /// canonical constants.
    fn interpretations(&self, fp: &Spacer) -> Vec<Option<Formula>> {
        let mut out = vec![None; self.preds.len()];
        let Some(answer) = fp.answer() else { return out };
        let parts = if is_app_of(&answer, z3::DeclKind::And) { answer.children() } else { vec![answer] };
        for part in parts {
            if let Some((k, phi)) = self.definition(&part) {
                out[k] = Some(Formula(phi));
            }
        }
        out
    }

    /// `(k, φ)` for `∀x̃. p_k(x̃) = φ`, over the canonical constants.
    fn definition(&self, part: &Dynamic) -> Option<(usize, Bool)> {
        let ctx = part.get_ctx().get_z3_context();
        let (body, n_bound) = if part.kind() == z3::AstKind::Quantifier {
            // SAFETY: `part` is a quantifier of the thread-local context; Z3 returns
            // its body, an AST of the same context that `wrap` references.
            unsafe {
                let body = z3_sys::Z3_get_quantifier_body(ctx, part.get_z3_ast())?;
                (Dynamic::wrap(part.get_ctx(), body), z3_sys::Z3_get_quantifier_num_bound(ctx, part.get_z3_ast()) as usize)
            }
        } else {
            (part.clone(), 0)
        };
        let (atom, phi) = if is_app_of(&body, z3::DeclKind::Eq) || is_app_of(&body, z3::DeclKind::Iff) {
            let c = body.children();
            (c[0].clone(), c[1].as_bool()?)
        } else if is_app_of(&body, z3::DeclKind::Not) {
            (body.children()[0].clone(), Bool::from_bool(false))
        } else {
            (body.clone(), Bool::from_bool(true))
        };
        if atom.kind() != z3::AstKind::App {
            return None;
        }
        let k = self.preds.iter().position(|p| p.name() == atom.decl().name())?;
        let args = atom.children();
        if n_bound == 0 {
            return args.is_empty().then_some((k, phi));
        }
        // Bound variables are de Bruijn indices; the atom says which one stands for
        // which argument.
        let mut to: Vec<Option<z3_sys::Z3_ast>> = vec![None; n_bound];
        for (i, a) in args.iter().enumerate() {
            if a.kind() != z3::AstKind::Var {
                return None;
            }
            // SAFETY: `a` is a bound variable of the thread-local context.
            let index = unsafe { z3_sys::Z3_get_index_value(ctx, a.get_z3_ast()) } as usize;
            *to.get_mut(index)? = Some(self.canonical[self.live[k][i] as usize].get_z3_ast());
        }
        let to: Vec<z3_sys::Z3_ast> = to.into_iter().collect::<Option<_>>()?;
        // SAFETY: `phi` and the canonical constants belong to the thread-local
        // context; `to` has one term per bound variable, as Z3 requires.
        unsafe {
            let sub = z3_sys::Z3_substitute_vars(ctx, phi.get_z3_ast(), to.len() as u32, to.as_ptr())?;
            Some((k, Bool::wrap(phi.get_ctx(), sub)))
        }
    }
}

/// `∀ consts. body₁ ∧ … → head` over the SSA constants the clause mentions.
fn close(enc: &mut Encoder, body: &[Formula], head: Option<&Formula>) -> Bool {
    let parts: Vec<Bool> = body.iter().map(|f| f.0.clone()).collect();
    // An empty body is written `true`: CHC-COMP's facts are `(=> constraint head)`.
    let premise = if parts.is_empty() { Bool::from_bool(true) } else { Bool::and(&parts) };
    let conclusion = head.map_or_else(|| Bool::from_bool(false), |h| h.0.clone());
    let clause = premise.implies(&conclusion);
    let consts: Vec<Dynamic> = enc.consts_of(&Formula(clause.clone())).into_iter().map(|(v, ver)| enc.var(v, ver)).collect();
    if consts.is_empty() {
        return clause;
    }
    // Weight 1, Z3's default, which its printer leaves out: the bindings' own
    // `forall_const` gives weight 0, printed as a `(! … :weight 0)` annotation that
    // CHC-COMP parsers need not accept.
    let bound: Vec<z3_sys::Z3_ast> = consts.iter().map(|c| c.get_z3_ast()).collect();
    let ctx = clause.get_ctx();
    // SAFETY: constants and body of the thread-local context; a constant is an
    // application, as `Z3_app` requires.
    unsafe {
        let q = z3_sys::Z3_mk_forall_const(ctx.get_z3_context(), 1, bound.len() as u32, bound.as_ptr() as *const z3_sys::Z3_app, 0, std::ptr::null(), clause.get_z3_ast())
            .expect("Z3 makes a quantifier");
        Bool::wrap(ctx, q)
    }
}

/// Z3's fixedpoint engine set to Spacer, through z3-sys: the bindings' `Fixedpoint`
/// hides the handle that Spacer's derivation (`get_rule_names_along_trace`) needs.
struct Spacer {
    ctx: z3::Context,
    fp: z3_sys::Z3_fixedpoint,
}

impl Spacer {
    fn new(whole_trace: bool) -> Spacer {
        super::configure_z3();
        let ctx = z3::Context::thread_local();
        let raw = ctx.get_z3_context();
        // SAFETY: the calls take the thread-local context's handle; every object made
        // here is reference-counted and released in `drop` (the parameters at once).
        unsafe {
            let fp = z3_sys::Z3_mk_fixedpoint(raw).expect("Z3 makes a fixedpoint context");
            z3_sys::Z3_fixedpoint_inc_ref(raw, fp);
            let params = z3_sys::Z3_mk_params(raw).expect("Z3 makes a parameter set");
            z3_sys::Z3_params_inc_ref(raw, params);
            let (key, value) = (symbol(raw, "engine"), symbol(raw, "spacer"));
            z3_sys::Z3_params_set_symbol(raw, params, key, value);
            if whole_trace {
                z3_sys::Z3_params_set_bool(raw, params, symbol(raw, "xform.subsumption_checker"), false);
            }
            z3_sys::Z3_fixedpoint_set_params(raw, fp, params);
            z3_sys::Z3_params_dec_ref(raw, params);
            Spacer { ctx, fp }
        }
    }

    fn raw(&self) -> z3_sys::Z3_context {
        self.ctx.get_z3_context()
    }

    /// `decl` is a declaration of this context, alive as long as `self`.
    fn register(&self, decl: z3_sys::Z3_func_decl) {
        // SAFETY: see above.
        unsafe { z3_sys::Z3_fixedpoint_register_relation(self.raw(), self.fp, decl) }
    }

    fn add_rule(&self, clause: &Bool, name: &str) {
        // SAFETY: a Boolean term of this context; the name is copied into a symbol.
        unsafe { z3_sys::Z3_fixedpoint_add_rule(self.raw(), self.fp, clause.get_z3_ast(), Some(symbol(self.raw(), name))) }
    }

    /// Whether `goal` (a 0-ary relation's application) is derivable.
    fn query(&self, goal: &Bool) -> SatResult {
        // SAFETY: a term of this context.
        match unsafe { z3_sys::Z3_fixedpoint_query(self.raw(), self.fp, goal.get_z3_ast()) } {
            z3_sys::Z3_L_TRUE => SatResult::Sat,
            z3_sys::Z3_L_FALSE => SatResult::Unsat,
            _ => SatResult::Unknown,
        }
    }

    fn answer(&self) -> Option<Dynamic> {
        // SAFETY: `wrap` takes a reference to the term Z3 returns, of this context.
        unsafe { z3_sys::Z3_fixedpoint_get_answer(self.raw(), self.fp).map(|a| Dynamic::wrap(&self.ctx, a)) }
    }

    /// Why the last query gave no answer: the error Z3 raised (it raises one for
    /// clauses Spacer does not handle, e.g. `div` by a variable), else its reason.
    /// `decl`'s cover at level infinity (`-1`), with its arguments as free variables.
    fn cover(&self, decl: z3_sys::Z3_func_decl) -> Option<Dynamic> {
        // SAFETY: `wrap` takes a reference to the term Z3 returns, of this context.
        unsafe { z3_sys::Z3_fixedpoint_get_cover_delta(self.raw(), self.fp, -1, decl).map(|a| Dynamic::wrap(&self.ctx, a)) }
    }

    fn reason_unknown(&self) -> String {
        // SAFETY: Z3 returns strings valid until the next call; copied at once.
        unsafe {
            let code = z3_sys::Z3_get_error_code(self.raw());
            if code != z3_sys::ErrorCode::Ok {
                let msg = text(z3_sys::Z3_get_error_msg(self.raw(), code));
                return msg.lines().next().unwrap_or("").trim_end_matches(':').trim().to_string();
            }
            text(z3_sys::Z3_fixedpoint_get_reason_unknown(self.raw(), self.fp))
        }
    }

    /// The clause names along Spacer's derivation, fact first.
    fn trace_names(&self) -> Vec<String> {
        // SAFETY: as in `reason_unknown`.
        let names = unsafe {
            match z3_sys::Z3_fixedpoint_get_rule_names_along_trace(self.raw(), self.fp) {
                Some(sym) => text(z3_sys::Z3_get_symbol_string(self.raw(), sym)),
                None => String::new(),
            }
        };
        // Spacer lists the query's clause first and the fact last.
        names.split(';').rev().filter(|n| !n.is_empty() && *n != "<null>").map(str::to_string).collect()
    }
}

impl Drop for Spacer {
    fn drop(&mut self) {
        // SAFETY: the reference taken in `new`.
        unsafe { z3_sys::Z3_fixedpoint_dec_ref(self.raw(), self.fp) }
    }
}

/// # Safety
/// `raw` is a live context.
unsafe fn symbol(raw: z3_sys::Z3_context, name: &str) -> z3_sys::Z3_symbol {
    let c = std::ffi::CString::new(name.replace('\0', " ")).expect("no NUL left");
    z3_sys::Z3_mk_string_symbol(raw, c.as_ptr()).expect("Z3 makes a symbol")
}

/// # Safety
/// `s` is null or a NUL-terminated string.
unsafe fn text(s: z3_sys::Z3_string) -> String {
    if s.is_null() {
        String::new()
    } else {
        std::ffi::CStr::from_ptr(s).to_string_lossy().into_owned()
    }
}

/// The raw declaration behind `pred`, taken from an application of it (the bindings
/// keep the handle private).
fn decl_of(pred: &FuncDecl, args: &[Dynamic]) -> z3_sys::Z3_func_decl {
    let refs: Vec<&dyn Ast> = args.iter().map(|a| a as &dyn Ast).collect();
    let app = pred.apply(&refs);
    let raw = app.get_ctx().get_z3_context();
    // SAFETY: `app` is an application of `pred` in the thread-local context; its
    // declaration is `pred`'s, which outlives the returned handle's use.
    unsafe {
        let a = z3_sys::Z3_to_app(raw, app.get_z3_ast()).expect("an application");
        z3_sys::Z3_get_app_decl(raw, a).expect("an application has a declaration")
    }
}
