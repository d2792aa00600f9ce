//! Exceptions: where a raise goes (the first handler that catches it, else an error
//! point), `try` statements, and `finally`, which runs on every way out of its `try`.
//! Each way out that crosses a `finally` (a raise of one kind, a return, a break, a
//! continue, the normal end) gets its own copy of the block, which then goes on the
//! way it was going; an abrupt end inside the copy (a return, another raise) replaces
//! it, as in Python.

use super::*;

/// A way out of a `try` that does not end it normally.
#[derive(Clone, Copy)]
pub(super) enum Exit {
    Raise(ExcKind, Span),
    Return,
    Break,
    Continue,
}

pub(super) struct TryCtx {
    pub(super) handlers: Vec<(ast::Handler, NodeIndex)>,
    /// The `finally` block of the statement (shared by the contexts of its body and
    /// of its handlers and `else`, where the handlers no longer apply).
    finally: Option<std::rc::Rc<[ast::Stmt]>>,
    /// The ways out that reached the `finally`, each at the point its copy starts.
    pending: Vec<(Exit, NodeIndex)>,
}

impl Lowerer<'_> {
    /// Where an exception raised here goes: the first matching handler of the
    /// innermost enclosing try that has one (through the `finally` blocks between),
    /// else an error point at the raise site.
    pub(super) fn raise_target(&mut self, kind: ExcKind, span: Span) -> NodeIndex {
        for i in (0..self.tries.len()).rev() {
            if let Some((_, node)) = self.tries[i].handlers.iter().find(|(h, _)| h.catches(kind)) {
                return *node;
            }
            if self.tries[i].finally.is_some() {
                return self.through_finally(i, Exit::Raise(kind, span));
            }
        }
        if kind == ExcKind::SystemExit {
            // Uncaught, it ends the run normally (exit status aside).
            let halt = self.b.add_point(PointKind::Halt);
            self.b.graph[halt].span = span;
            return halt;
        }
        self.b.error_point(ErrorKind::Exception(kind), span)
    }

    /// Where a return, break or continue goes: its target, through the `finally`
    /// blocks it leaves.
    pub(super) fn exit_target(&mut self, exit: Exit) -> NodeIndex {
        let (base, target) = match exit {
            Exit::Return => {
                let f = self.frames.last().expect("inside a function");
                (f.tries_base, f.return_target)
            }
            Exit::Break | Exit::Continue => {
                let l = self.loops.last().expect("type checker rejects break/continue outside loops");
                (l.tries_base, if matches!(exit, Exit::Break) { l.break_target } else { l.continue_target })
            }
            Exit::Raise(kind, span) => return self.raise_target(kind, span),
        };
        match (base..self.tries.len()).rev().find(|&i| self.tries[i].finally.is_some()) {
            Some(i) => self.through_finally(i, exit),
            None => target,
        }
    }

    /// A fresh point where the copy of try `i`'s `finally` block for `exit` starts.
    fn through_finally(&mut self, i: usize, exit: Exit) -> NodeIndex {
        let n = self.b.node();
        self.tries[i].pending.push((exit, n));
        n
    }

    /// Continues where `ok` holds; raises `kind` (at `span`) where it does not.
    pub(super) fn check(&mut self, ok: Expr, kind: ExcKind, span: Span) {
        if ok == Expr::Bool(true) {
            return;
        }
        if let Some(pure) = &mut self.pure {
            let ok = match pure.ctx.len() {
                0 => ok,
                _ => Expr::Or(pure.ctx.iter().map(|c| c.clone().negate()).chain(std::iter::once(ok)).collect()),
            };
            pure.obligations.push((ok, kind, span));
            return;
        }
        let target = self.raise_target(kind, span);
        let next = self.b.node();
        self.b.edge_at(self.b.cur, next, vec![ok.clone()], Action::Skip, span);
        self.b.edge_at(self.b.cur, target, vec![ok.negate()], Action::Skip, span);
        self.b.cur = next;
    }

    /// Where `ok` fails the run reaches what minipy does not model: the search stops
    /// there (`ErrorKind::Unmodelled`), as at a recursion cut.
    pub(super) fn modelled_only(&mut self, ok: Expr, span: Span) {
        if ok == Expr::Bool(true) {
            return;
        }
        let cut = self.b.error_point(ErrorKind::Unmodelled, span);
        let next = self.b.node();
        self.b.edge_at(self.b.cur, next, vec![ok.clone()], Action::Skip, span);
        self.b.edge_at(self.b.cur, cut, vec![ok.negate()], Action::Skip, span);
        self.b.cur = next;
    }

    pub(super) fn try_stmt(&mut self, body: &[ast::Stmt], handlers: &[ast::Handler], orelse: &[ast::Stmt], finally: &[ast::Stmt]) {
        let entries: Vec<(ast::Handler, NodeIndex)> = handlers
            .iter()
            .map(|h| {
                let n = self.b.node();
                self.b.graph[n].span = h.span;
                self.b.fixed[n.index()] = true;
                (h.clone(), n)
            })
            .collect();
        let after = self.b.node();
        let fin: Option<std::rc::Rc<[ast::Stmt]>> = (!finally.is_empty()).then(|| finally.into());
        let normal_end = if fin.is_some() { self.b.node() } else { after };
        self.tries.push(TryCtx { handlers: entries.clone(), finally: fin.clone(), pending: Vec::new() });
        self.block(body);
        let pending = self.tries.pop().expect("pushed above").pending;
        // What the `else` and the handlers raise is not caught here, but the
        // `finally` still runs.
        self.tries.push(TryCtx { handlers: Vec::new(), finally: fin.clone(), pending });
        self.block(orelse);
        self.b.goto(normal_end);
        for (h, n) in entries {
            self.b.cur = n;
            self.block(&h.body);
            self.b.goto(normal_end);
        }
        let pending = self.tries.pop().expect("pushed above").pending;
        if let Some(fin) = fin {
            self.b.cur = normal_end;
            self.block(&fin);
            self.b.goto(after);
            for (exit, n) in pending {
                self.b.cur = n;
                self.block(&fin);
                let target = self.exit_target(exit);
                self.b.goto(target);
            }
        }
        self.b.cur = after;
    }
}
