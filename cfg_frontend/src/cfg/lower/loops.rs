//! Loops: `while` (and its loop-scope abstraction under `invariant(e)`), `for` over a
//! range or a sequence, and the walk over a sequence that comprehensions and the
//! built-ins over lists share. Loop heads and the edges that start iterations carry
//! a loop id (unrolling engines count them).

use super::*;

impl Lowerer<'_> {
    /// `branch` for a loop guard evaluated from `head`: marks the head and the edge
    /// that starts an iteration with a fresh loop id.
    pub(super) fn loop_branch(&mut self, head: NodeIndex, cond: Expr) -> (NodeIndex, NodeIndex) {
        let id = self.b.n_loops;
        self.b.n_loops += 1;
        self.b.graph[head].loop_head = Some(id);
        let (yes, no) = self.b.branch(cond);
        if let Some(e) = self.b.graph.find_edge(self.b.cur, yes) {
            self.b.graph[e].loop_entry = Some(id);
        }
        (yes, no)
    }

    /// The loop-scope transformation of a `while` whose body opens with
    /// `invariant(inv)` (see `LowerOptions::use_invariants`).
    pub(super) fn invariant_loop(&mut self, s: &ast::Stmt, cond: &ast::Expr, body: &[ast::Stmt], orelse: &[ast::Stmt]) {
        self.abstracted = true;
        let inv_call = match &body[0].kind {
            StmtKind::Expr(e) => e,
            _ => unreachable!("loop_invariant checked the first statement"),
        };
        let inv = ast::loop_invariant(body).expect("checked by the caller");
        let inv_span = inv_call.span;
        // Initially valid.
        self.b.cur_span = inv_span;
        let c = self.condition(inv);
        self.check(c, ExcKind::AssertionError, inv_span);
        let havoc_from = self.b.cur;
        let assume_at = self.b.node();
        self.b.cur = assume_at;
        self.b.graph[assume_at].span = s.span;
        self.b.fixed[assume_at.index()] = true;
        let first_edge = self.b.graph.edge_count();
        let c = self.condition(inv);
        self.assume(c);
        self.b.cur_span = s.span;
        let c = self.condition(cond);
        let (yes, no) = self.b.branch(c);
        let after = self.b.node();
        let preserved = self.b.node();
        self.loop_body(&body[1..], yes, preserved, after, s.span);
        // Preserved: one arbitrary iteration re-establishes the invariant; the path ends.
        self.b.cur = preserved;
        self.b.cur_span = inv_span;
        let c = self.condition(inv);
        self.check(c, ExcKind::AssertionError, inv_span);
        let halt = self.b.add_point(PointKind::Halt);
        self.b.goto(halt);
        // Havoc everything the loop (guard, body, invariant) can write.
        let mut written: Vec<VarId> = Vec::new();
        for e in self.b.graph.edge_indices().skip(first_edge) {
            match &self.b.graph[e].action {
                Action::Assign(asg) => written.extend(asg.iter().map(|(v, _)| *v)),
                Action::Havoc(v) => written.push(*v),
                // Results of contract calls and variables of nested loop scopes.
                Action::Forget(vs) => written.extend(vs),
                Action::Skip => {}
            }
        }
        written.sort_unstable();
        written.dedup();
        let span = s.span;
        self.b.edge_at(havoc_from, assume_at, Vec::new(), Action::Forget(written), span);
        self.b.cur = no;
        self.block(orelse);
        self.b.goto(after);
        self.b.cur = after;
    }

    pub(super) fn loop_body(&mut self, body: &[ast::Stmt], start: NodeIndex, continue_target: NodeIndex, after: NodeIndex, span: Span) {
        self.loops.push(LoopCtx { break_target: after, continue_target, tries_base: self.tries.len() });
        self.b.cur = start;
        self.block(body);
        self.b.cur_span = span;
        self.b.goto(continue_target);
        self.loops.pop();
    }

    pub(super) fn for_loop(&mut self, s: &ast::Stmt, var: &ast::Ident, iter: &ForIter, body: &[ast::Stmt], orelse: &[ast::Stmt]) {
        let x = self.var_of(&var.name);
        let (cond, advance) = self.walk_setup(iter, x, s.span);
        let head = self.b.node();
        self.b.goto(head);
        self.b.cur = head;
        self.b.graph[head].span = s.span;
        self.b.fixed[head.index()] = true;
        let (yes, no) = self.loop_branch(head, cond);
        let after = self.b.node();
        self.b.cur = yes;
        self.b.step(Action::Assign(advance));
        let start = self.b.cur;
        self.loop_body(body, start, head, after, s.span);
        self.b.cur = no;
        self.block(orelse);
        self.b.goto(after);
        self.b.cur = after;
    }

    /// Sets up a walk over `iter` (evaluating what Python evaluates once); returns the
    /// condition that another item exists and the assignments that take it into
    /// `x`, for the start of each iteration. A list is read live, as Python's list
    /// iterators do: the body may change it.
    pub(super) fn walk_setup(&mut self, iter: &ForIter, x: VarId, span: Span) -> (Expr, Vec<(VarId, Expr)>) {
        match iter {
            ForIter::Range { start, stop, step } => {
                let start_e = start.as_ref().map_or(Expr::int(0), |e| self.expr(e));
                let stop_e = self.expr(stop);
                let step_e = step.as_ref().map_or(Expr::int(1), |e| self.expr(e));
                if !matches!(step_e, Expr::Int(_)) {
                    self.check(Expr::cmp(CmpOp::Ne, step_e.clone(), Expr::int(0)), ExcKind::ValueError, span);
                }
                let k = self.temp("k", Type::Int);
                let mut init = vec![(k, start_e)];
                // Python evaluates the bounds once: keep non-literal ones in temporaries.
                let mut hold = |l: &mut Self, e: Expr, what: &str| match e {
                    Expr::Int(_) => e,
                    e => {
                        let t = l.temp(what, Type::Int);
                        init.push((t, e));
                        Expr::Var(t)
                    }
                };
                let stop_e = hold(self, stop_e, "stop");
                let step_e = hold(self, step_e, "step");
                self.b.step(Action::Assign(init));
                let kv = Expr::Var(k);
                let up = Expr::cmp(CmpOp::Lt, kv.clone(), stop_e.clone());
                let down = Expr::cmp(CmpOp::Gt, kv.clone(), stop_e);
                let cond = match &step_e {
                    Expr::Int(v) if v.sign() == num_bigint::Sign::Plus => up,
                    Expr::Int(_) => down,
                    step => Expr::Or(vec![
                        Expr::And(vec![Expr::cmp(CmpOp::Gt, step.clone(), Expr::int(0)), up]),
                        Expr::And(vec![Expr::cmp(CmpOp::Lt, step.clone(), Expr::int(0)), down]),
                    ]),
                };
                (cond, vec![(x, self.stored(x, kv.clone(), Type::Int)), (k, Expr::arith(ArithOp::Add, kv, step_e))])
            }
            ForIter::Seq(e) | ForIter::Reversed(e) if self.program.is_str_list(e) => self.str_list_walk(e, x, matches!(iter, ForIter::Reversed(_))),
            ForIter::Seq(e) | ForIter::Reversed(e) => {
                let item_ty = self.ty(e).item();
                let (seq, mut init) = self.walked_sequence(e);
                let len = Expr::Len(Box::new(seq.clone()));
                let i = self.temp("i", Type::Int);
                let iv = Expr::Var(i);
                let reversed = matches!(iter, ForIter::Reversed(_));
                // (The length of the value being stored, when it is one.)
                let first = if reversed { Expr::arith(ArithOp::Sub, Expr::Len(Box::new(init.last().map_or(seq.clone(), |(_, v)| v.clone()))), Expr::int(1)) } else { Expr::int(0) };
                init.push((i, first));
                self.b.step(Action::Assign(init));
                let (cond, step) = if reversed {
                    // CPython's reversed iterator: down from the last item, while the
                    // index is inside the list as it is now.
                    let inside = Expr::And(vec![Expr::cmp(CmpOp::Ge, iv.clone(), Expr::int(0)), Expr::cmp(CmpOp::Lt, iv.clone(), len)]);
                    (inside, Expr::arith(ArithOp::Sub, iv.clone(), Expr::int(1)))
                } else {
                    (Expr::cmp(CmpOp::Lt, iv.clone(), len), Expr::arith(ArithOp::Add, iv.clone(), Expr::int(1)))
                };
                let item = from_item(Expr::Index(Box::new(seq), Box::new(iv)), item_ty);
                (cond, vec![(x, self.stored(x, item, item_ty)), (i, step)])
            }
        }
    }

    /// The sequence a walk reads: a named list's own variable (read live), or the
    /// value, evaluated once (a tuple, a new list nobody else can change) into a
    /// variable of the walk's: then with the assignment that sets it.
    fn walked_sequence(&mut self, e: &ast::Expr) -> (Expr, Vec<(VarId, Expr)>) {
        if let (ExprKind::Name(n), Type::List(_)) = (&e.kind, self.ty(e)) {
            return (Expr::Var(self.var_of(n)), Vec::new());
        }
        let t = self.expr(e);
        let seq = self.temp("seq", self.ty(e));
        (Expr::Var(seq), vec![(seq, t)])
    }
}
