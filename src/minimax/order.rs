//! The order a node's children are visited in: which successor the search
//! follows first decides which bugs it meets early and which labels the later
//! siblings find memoed.

use super::*;

/// How many rules nearer an error point than its siblings a child must be to go
/// first, outside loops (see `Minimax::order`).
const NEARER_BY: u32 = 1;

impl Minimax<'_> {
    /// The children of the node at depth `d` (at `point`), in visiting order.
    pub(super) fn order(&mut self, d: usize, point: PointId, children: Vec<Child>) -> Vec<Child> {
        // Feasible successors first (the paper's line 16); among them error
        // points first: they end at once and find bugs early. Then those that go
        // round the innermost loop on the path again: closing the loop first
        // settles which initial constraints are weakened into invariants before
        // the exits pin them as max.
        let again = self.innermost_cycle(d, point);
        let is_error = |r: usize| matches!(self.prog.points[self.prog.rules[r].to as usize].kind, PointKind::Error(_));
        // But once the path has gone round this point more than twice without
        // the loop closing, the exits go first: an error just past the loop
        // must not wait for an unrolling that may never end (gcnr2008). Last,
        // outside loops, the child fewest rules away from an error point: a bug
        // is found sooner (cdaudio's 2,709 nodes -> 344, floppy's 779 -> 376).
        // Inside a loop the program's order stays: the lock models' trees grew
        // fivefold when their branches were taken the other way round. So it
        // does where every path to an error passes a join first (`rejoins`): a
        // branch's fewer rules to the join make it no nearer a bug, and taking
        // the skip of a block first cost tcas_like.c 548 -> 579 nodes. A child
        // only one rule nearer is no nearer either: that is an if without an else
        // skipping one assignment, and taking the skip first cost TRACER's tcas
        // programs a quarter more nodes (782 -> 977 on 1b, 234 -> 392 on 2b), and
        // with `rejoins` kbfiltr_simpl1 632 -> 644.
        let nearest = children.iter().map(|c| self.to_error[self.prog.rules[c.0].to as usize]).min().unwrap_or(0);
        let unrolled = self.rounds(point, d) >= UNROLLED_EXITS_FIRST;
        let mut keyed: Vec<_> = children
            .into_iter()
            .map(|c| {
                let round = again.is_some_and(|q| self.reaches(self.prog.rules[c.0].to, q));
                let d = self.to_error[self.prog.rules[c.0].to as usize];
                let toward = if self.on_cycle[point as usize] || self.rejoins[point as usize] || d <= nearest.saturating_add(NEARER_BY) { 0 } else { d };
                ((!matches!(c.4, Prior::Feasible), !is_error(c.0), round == unrolled, toward), c)
            })
            .collect();
        keyed.sort_by_key(|(k, _)| *k);
        keyed.into_iter().map(|(_, c)| c).collect()
    }

    /// The point of the deepest frame on the path (this node's included) that the
    /// graph can reach again from `point`: the innermost loop the search is in.
    fn innermost_cycle(&mut self, d: usize, point: PointId) -> Option<PointId> {
        // A successor that reaches a point on the path closes a cycle through
        // `point`, so only points of its own component can answer; most points of
        // driver code lie on no cycle at all, and this runs at every node.
        if !self.on_cycle[point as usize] {
            return None;
        }
        let own = self.component[point as usize];
        let succs: Vec<PointId> = self.prog.rules_from[point as usize].iter().map(|&r| self.prog.rules[r].to).collect();
        let on_path: Vec<PointId> =
            (0..=d).rev().map(|l| self.stack[l].point).filter(|&q| self.component[q as usize] == own).collect();
        on_path.into_iter().find(|&q| succs.iter().any(|&s| self.reaches(s, q)))
    }

    /// Whether `to` is reachable from `from` in the graph (cached per `from`).
    fn reaches(&mut self, from: PointId, to: PointId) -> bool {
        if self.reach[from as usize].is_none() {
            let prog = self.prog;
            let next = |p: PointId| prog.rules_from[p as usize].iter().map(|&r| prog.rules[r].to).collect();
            self.reach[from as usize] = Some(graph::closure(prog.points.len(), vec![from], next));
        }
        self.reach[from as usize].as_ref().is_some_and(|r| r[to as usize])
    }
}
