//! Live variables of a CLP program: at each point, the variables some path from it
//! reads before writing them. A Horn encoding over only these keeps its predicates
//! small (a driver model has 1,700 variables, a few dozen live at most points).

use super::{ClpProgram, Constraint};
use cfg_frontend::cfg::VarId;

/// A set of variables as a bit per variable.
#[derive(Clone, PartialEq, Eq)]
struct Set(Vec<u64>);

impl Set {
    fn empty(n: usize) -> Set {
        Set(vec![0; n.div_ceil(64)])
    }

    fn insert(&mut self, v: VarId) {
        self.0[v as usize / 64] |= 1 << (v % 64);
    }

    fn remove(&mut self, v: VarId) {
        self.0[v as usize / 64] &= !(1 << (v % 64));
    }

    /// Adds `other`; whether that changed `self`.
    fn union(&mut self, other: &Set) -> bool {
        let mut changed = false;
        for (a, b) in self.0.iter_mut().zip(&other.0) {
            changed |= *b & !*a != 0;
            *a |= b;
        }
        changed
    }

    fn members(&self) -> Vec<VarId> {
        let mut out = Vec::new();
        for (w, &bits) in self.0.iter().enumerate() {
            let mut rest = bits;
            while rest != 0 {
                out.push((w * 64) as VarId + rest.trailing_zeros());
                rest &= rest - 1;
            }
        }
        out
    }
}

impl ClpProgram {
    /// The live variables of every point, in increasing order: `v` is live at `k`
    /// when a rule from `k` reads it, or one leaves it unwritten for a point where
    /// it is live. A rule's constraints read the values before it, so a variable a
    /// rule both reads and writes is live at its source.
    pub fn live_vars(&self) -> Vec<Vec<VarId>> {
        let n = self.vars.len();
        let rule_reads: Vec<Set> = self
            .rules
            .iter()
            .map(|r| {
                let mut s = Set::empty(n);
                for c in &r.constraints {
                    match c {
                        Constraint::Guard(e) | Constraint::Def(_, e) => e.for_each_var(&mut |v| s.insert(v)),
                    }
                }
                s
            })
            .collect();
        let mut into: Vec<Vec<usize>> = vec![Vec::new(); self.points.len()];
        for (i, r) in self.rules.iter().enumerate() {
            into[r.to as usize].push(i);
        }
        let mut live: Vec<Set> = vec![Set::empty(n); self.points.len()];
        let mut queued = vec![true; self.points.len()];
        let mut work: Vec<usize> = (0..self.points.len()).collect();
        while let Some(p) = work.pop() {
            queued[p] = false;
            for &i in &into[p] {
                let r = &self.rules[i];
                let mut flow = live[p].clone();
                for &w in &r.writes {
                    flow.remove(w);
                }
                flow.union(&rule_reads[i]);
                let from = r.from as usize;
                if live[from].union(&flow) && !queued[from] {
                    queued[from] = true;
                    work.push(from);
                }
            }
        }
        live.iter().map(Set::members).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::Set;

    #[test]
    fn sets_hold_what_was_put_in() {
        let mut s = Set::empty(130);
        for v in [0, 63, 64, 129] {
            s.insert(v);
        }
        s.remove(63);
        assert_eq!(s.members(), vec![0, 64, 129]);
        let mut t = Set::empty(130);
        t.insert(5);
        assert!(t.union(&s));
        assert!(!t.union(&s));
        assert_eq!(t.members(), vec![0, 5, 64, 129]);
    }
}
