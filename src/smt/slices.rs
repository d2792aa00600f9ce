//! The solver of small path queries (slices, see `Smt`) that are expected to be
//! unsat, over plain formulas: each formula is asserted once, as `literal =>
//! formula`, and every query is a check under the literals of its formulas.
//!
//! The same formulas recur in the slices of many nodes (a guard over inputs, the
//! definitions it reads), and a check in a scope of its own made Z3 simplify and
//! internalise all of them again each time, most of a check's cost. Here they are
//! internalised once; and a check under literals gives its unsat core with its
//! answer, where a direct check needed a second one for it. A satisfiable check
//! costs more here than in a scope (see `Smt::check_slice_first` and
//! ARCHITECTURE.md for where each query goes). On tcas_like.c: 187 -> 130 checks,
//! same nodes.
//!
//! Sound as the scoped check is: the formulas whose literals a check does not
//! assume constrain nothing (their literals can be false), so an unsat answer is
//! one of the assumed formulas alone, and its core names some of them.
//!
//! Only plain formulas (`walk::Theory::Plain`) go here. Z3 may work on a formula whose
//! literal is off (instantiate its quantifiers, check its nonlinear terms), and
//! would make every later check of the solver pay for it or give up because of it.

use super::solver::query_solver;
use super::table::Table;
use super::walk::Theory;
use super::*;

pub(super) struct Slices {
    solver: Solver,
    /// The literal guarding each formula asserted.
    lits: HashMap<Formula, Bool>,
    /// The theory each formula needs (plain ones come here: see the module's text).
    theory: Table<Formula, Theory>,
}

/// Formulas the solver holds at most: past them it starts afresh at the next query.
/// Each one held makes a satisfiable check and its model dearer (Z3 assigns every
/// literal and the arithmetic solver holds every term): 128 was best of 64-4,000
/// on tcas_like.c.
const HELD: usize = 128;

/// Formulas a query needs at least to go here: a check in a scope costs about what
/// its formulas cost to internalise, and below this a core from a second such check
/// was cheaper than a check here (the locks' slices: 2-4 formulas, 0.03-0.07 ms in
/// a scope, 0.1-0.2 ms here).
const FEWEST: usize = 8;

impl Slices {
    pub fn new() -> Slices {
        Slices { solver: in_scope(query_solver(true)), lits: HashMap::new(), theory: Table::default() }
    }

    pub fn solver(&self) -> &Solver {
        &self.solver
    }

    /// How many formulas it holds.
    #[cfg(test)]
    pub fn held(&self) -> usize {
        self.lits.len()
    }

    /// The literals of `fs` (in order), asserting each formula new to the solver
    /// behind a literal of its own; `None` when they are too few to pay, or one
    /// of them is not plain.
    pub fn literals<'a>(&mut self, fs: impl Iterator<Item = &'a Formula> + Clone) -> Option<Vec<Bool>> {
        if fs.clone().count() < FEWEST || !fs.clone().all(|f| self.is_plain(f)) {
            return None;
        }
        if self.lits.len() >= HELD {
            // A scope dropped, not a fresh solver: a solver's first check sets
            // it up (0.7 ms, more than its formulas cost).
            self.solver.pop(1);
            self.solver.push();
            self.lits.clear();
        }
        Some(fs.map(|f| self.literal(f)).collect())
    }

    fn literal(&mut self, f: &Formula) -> Bool {
        if let Some(l) = self.lits.get(f) {
            return l.clone();
        }
        let lit = Bool::new_const(format!("s!{}", self.lits.len()));
        self.solver.assert(lit.implies(&f.0));
        self.lits.insert(f.clone(), lit.clone());
        lit
    }

    /// The theory `f` needs (kept by formula).
    pub(super) fn theory(&mut self, f: &Formula) -> Theory {
        if let Some(t) = self.theory.get(f) {
            return t;
        }
        let t = walk::theory(&Dynamic::from_ast(&f.0));
        self.theory.insert(f.clone(), t);
        t
    }

    /// Whether `f` is plain (`walk::Theory::Plain`).
    pub(super) fn is_plain(&mut self, f: &Formula) -> bool {
        self.theory(f) == Theory::Plain
    }

    /// Starts afresh, for a solver whose check was interrupted (see
    /// `Smt::guarded`).
    pub fn reset(&mut self) {
        self.solver = in_scope(query_solver(true));
        self.lits.clear();
    }
}

/// `solver` with a scope open, which holds the formulas.
fn in_scope(solver: Solver) -> Solver {
    solver.push();
    solver
}
