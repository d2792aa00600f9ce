//! The acyclic region of a CLP program between points that carry an invariant: from
//! a source point, every way through points without one, encoded once as a DAG (a
//! literal per rule, a version of a variable per point where a rule into it writes
//! it or ways into it meet with different versions). Checking that the
//! invariants are preserved then takes one query per rule out of the region, linear
//! in the size of the program where enumerating paths would be exponential (a loop
//! body of many branches). Used by chc's re-check and by invariant discovery.

use crate::clp::{ClpProgram, PointId};
use crate::smt::{Encoder, Formula, Ssa};

pub(crate) struct Region {
    /// The rules inside the region: `taken!r → (reached(from) ∧ r's step)`.
    pub parts: Vec<Formula>,
    /// Each point's index in `points` (the source has 0).
    copy_of: Vec<Option<u32>>,
    /// The rule literals into each region point.
    into: Vec<Vec<Formula>>,
    /// The region's points, the source first.
    points: Vec<PointId>,
    source: PointId,
    /// Each region point's versions of the variables (by index in `points`): a
    /// point has its own version (its index) of a variable that a rule into it
    /// writes or that its predecessors hold in different versions, and shares
    /// the one version they all hold otherwise (the source's, 0, for what nothing
    /// before writes). A copy of every written variable per point made a region
    /// through a driver's inlined calls (diskperf: 270 variables, a thousand
    /// rules) a query of 270,000 equalities that Z3 did not finish in a minute.
    versions: Vec<Ssa>,
    /// The variables some rule from a region point writes: the ones `target`
    /// gives a version of their own.
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
        // Every rule between region points (none enters the source: such a rule
        // leaves the region).
        let inside: Vec<(PointId, usize, u32)> = points
            .iter()
            .flat_map(|&p| prog.rules_from[p as usize].iter().map(move |&r| (p, r)))
            .filter_map(|(p, r)| copy_of[prog.rules[r].to as usize].filter(|&c| c != 0).map(|c| (p, r, c)))
            .collect();
        let versions = versions(prog, points.len(), &copy_of, &inside);
        let mut region = Region { parts: Vec::new(), copy_of, into: vec![Vec::new(); prog.points.len()], points, source: s, versions, written };
        // Every rule literal into a point first: `reached(p)` must name all of them,
        // whatever order the points were found in (a point found early can be entered
        // from one found later; leaving that way out would make the region miss runs,
        // and a check over it accept what those runs break).
        for &(_, r, _) in &inside {
            region.into[prog.rules[r].to as usize].push(Formula::named(&format!("taken!{r}")));
        }
        for (p, r, c) in inside {
            let rule = &prog.rules[r];
            let taken = Formula::named(&format!("taken!{r}"));
            let before = &region.versions[region.copy_of[p as usize].expect("in the region") as usize];
            let mut step = enc.transition_between(rule, before, &region.versions[c as usize]);
            step.push(region.reached(p));
            region.parts.push(taken.implies(&Formula::and(&step)));
        }
        region
    }

    /// The source's versions of the variables.
    pub fn at_source(&self) -> Ssa {
        self.versions[0].clone()
    }

    /// The versions an exit ends in: one of its own (past every point's) for each
    /// variable the region writes, the source's for the rest.
    pub fn target(&self) -> Ssa {
        let own = self.points.len() as u32;
        Ssa { versions: self.written.iter().map(|&w| if w { own } else { 0 }).collect() }
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
                let before = &self.versions[self.copy_of[p as usize].expect("in the region") as usize];
                let mut taken = vec![self.reached(p)];
                taken.extend(enc.transition_between(rule, before, &self.target()));
                out.push(Exit { rule: r, from: p, to: rule.to, taken });
            }
        }
        out
    }
}

/// The versions of the variables at each of the `n` region points (see
/// `Region::versions`), point after point in an order where every rule inside
/// goes forward (the region is acyclic: every cycle passes a point with an
/// invariant).
fn versions(prog: &ClpProgram, n: usize, copy_of: &[Option<u32>], inside: &[(PointId, usize, u32)]) -> Vec<Ssa> {
    let index = |p: PointId| copy_of[p as usize].expect("in the region") as usize;
    let mut preds: Vec<Vec<(usize, usize)>> = vec![Vec::new(); n];
    let mut indegree = vec![0usize; n];
    for &(p, r, c) in inside {
        preds[c as usize].push((index(p), r));
        indegree[c as usize] += 1;
    }
    // Each rule's target, once per rule (two rules can join the same points).
    let mut succs: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (c, ps) in preds.iter().enumerate() {
        for &(q, _) in ps {
            succs[q].push(c);
        }
    }
    let mut versions: Vec<Option<Ssa>> = vec![None; n];
    let mut ready = vec![0];
    while let Some(c) = ready.pop() {
        let mut own = Ssa::new(prog.vars.len());
        if c != 0 {
            for v in 0..prog.vars.len() {
                let mut held = preds[c].iter().map(|&(q, r)| {
                    let written = prog.rules[r].writes.contains(&(v as u32));
                    (!written).then(|| versions[q].as_ref().expect("predecessors first").versions[v])
                });
                let first = held.next().flatten();
                own.versions[v] = match first {
                    Some(k) if held.all(|h| h == Some(k)) => k,
                    _ => c as u32,
                };
            }
        }
        versions[c] = Some(own);
        for &d in &succs[c] {
            indegree[d] -= 1;
            if indegree[d] == 0 {
                ready.push(d);
            }
        }
    }
    versions.into_iter().map(|v| v.expect("an acyclic region")).collect()
}
