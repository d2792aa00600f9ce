//! The acyclic region of a CLP program between points that carry an invariant: from
//! a source point, every way through points without one, encoded once as a DAG (a
//! literal per rule, a copy of the variables per point). Checking that the
//! invariants are preserved then takes one query per rule out of the region, linear
//! in the size of the program where enumerating paths would be exponential (a loop
//! body of many branches). Used by chc's re-check and by invariant discovery.

use crate::clp::{ClpProgram, PointId};
use crate::smt::{Encoder, Formula, Ssa};

pub(crate) struct Region {
    /// The rules inside the region: `taken!r → (reached(from) ∧ r's step)`.
    pub parts: Vec<Formula>,
    /// Each point's copy of the variables (the source has copy 0).
    copy_of: Vec<Option<u32>>,
    /// The rule literals into each region point.
    into: Vec<Vec<Formula>>,
    /// The region's points, the source first.
    points: Vec<PointId>,
    source: PointId,
    /// The variables some rule from a region point writes. The others hold the
    /// source's value throughout, so every copy shares the source's constant for
    /// them: a driver model has hundreds of variables and a rule writes one or two,
    /// and a copy of each per point made a region's query too large for Z3 to
    /// finish (kbfiltr's re-check: 6-16 s per region, most of a minute in all).
    written: Vec<bool>,
}

/// One rule from the region into a point with an invariant.
pub(crate) struct Exit {
    pub rule: usize,
    pub from: PointId,
    pub to: PointId,
    /// That the rule is taken from a reached point, ending in `Region::target`.
    pub taken: Vec<Formula>,
}

impl Region {
    /// The region from `s` through the points `given` says have no invariant.
    pub fn new(prog: &ClpProgram, enc: &mut Encoder, s: PointId, given: &[bool]) -> Region {
        let mut copy_of: Vec<Option<u32>> = vec![None; prog.points.len()];
        copy_of[s as usize] = Some(0);
        let mut points = vec![s];
        let mut k = 0;
        while k < points.len() {
            for &r in &prog.rules_from[points[k] as usize] {
                let to = prog.rules[r].to;
                if !given[to as usize] && copy_of[to as usize].is_none() {
                    copy_of[to as usize] = Some(points.len() as u32);
                    points.push(to);
                }
            }
            k += 1;
        }
        let mut written = vec![false; prog.vars.len()];
        for &p in &points {
            for &r in &prog.rules_from[p as usize] {
                for &v in &prog.rules[r].writes {
                    written[v as usize] = true;
                }
            }
        }
        let mut region = Region { parts: Vec::new(), copy_of, into: vec![Vec::new(); prog.points.len()], points, source: s, written };
        // Every rule literal into a point first: `reached(p)` must name all of them,
        // whatever order the points were found in (a point found early can be entered
        // from one found later; leaving that way out would make the region miss runs,
        // and a check over it accept what those runs break).
        let inside: Vec<(PointId, usize, u32)> = region
            .points
            .iter()
            .flat_map(|&p| prog.rules_from[p as usize].iter().map(move |&r| (p, r)))
            .filter_map(|(p, r)| region.copy_of[prog.rules[r].to as usize].filter(|&c| c != 0).map(|c| (p, r, c)))
            .collect();
        for &(_, r, _) in &inside {
            region.into[prog.rules[r].to as usize].push(Formula::named(&format!("taken!{r}")));
        }
        for (p, r, c) in inside {
            let rule = &prog.rules[r];
            let taken = Formula::named(&format!("taken!{r}"));
            let (before, after) = (region.copy(region.copy_of[p as usize].expect("in the region")), region.copy(c));
            let mut step = enc.transition_between(rule, &before, &after);
            step.push(region.reached(p));
            region.parts.push(taken.implies(&Formula::and(&step)));
        }
        region
    }

    /// One point's own copy of the variables: version `k` of each variable the
    /// region writes, the source's (version 0) of the rest.
    pub fn copy(&self, k: u32) -> Ssa {
        Ssa { versions: self.written.iter().map(|&w| if w { k } else { 0 }).collect() }
    }

    /// The copy of the variables an exit ends in.
    pub fn target(&self) -> Ssa {
        self.copy(self.points.len() as u32)
    }

    /// Whether a way from the source to `p` was taken: true at the source, else one
    /// of the rule literals into `p`.
    fn reached(&self, p: PointId) -> Formula {
        if p == self.source {
            Formula::truth(true)
        } else {
            Formula::or(&self.into[p as usize])
        }
    }

    /// The rules from the region into points with an invariant.
    pub fn exits(&self, prog: &ClpProgram, enc: &mut Encoder) -> Vec<Exit> {
        let mut out = Vec::new();
        for &p in &self.points {
            for &r in &prog.rules_from[p as usize] {
                let rule = &prog.rules[r];
                if self.copy_of[rule.to as usize].is_some_and(|c| c != 0) {
                    continue; // inside the region
                }
                let before = self.copy(self.copy_of[p as usize].expect("in the region"));
                let mut taken = vec![self.reached(p)];
                taken.extend(enc.transition_between(rule, &before, &self.target()));
                out.push(Exit { rule: r, from: p, to: rule.to, taken });
            }
        }
        out
    }
}
