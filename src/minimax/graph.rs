//! What minimax knows of the rule graph before it searches: cycles, the distance
//! from each point to an error point, reachability, and the bound candidates of
//! the points on cycles.

use super::Property;
use crate::clp::{ClpProgram, Constraint, PointId};
use cfg_frontend::cfg::{Expr, VarId};

/// The program points as a graph, one edge per rule (node i is point i).
fn rule_graph(prog: &ClpProgram) -> petgraph::graph::DiGraph<(), ()> {
    let mut g = petgraph::graph::DiGraph::<(), ()>::new();
    let nodes: Vec<_> = prog.points.iter().map(|_| g.add_node(())).collect();
    for r in &prog.rules {
        g.add_edge(nodes[r.from as usize], nodes[r.to as usize], ());
    }
    g
}

/// Which points a node only reaches from the one node before it by a rule without
/// guards, that point's only rule: a straight line. A memo lookup there follows a
/// failed one at the point before, whose entries are (up to their reduction) the
/// entries here carried back across the rule: on the C tasks and the Python corpus,
/// 41 of 11,873 such lookups found a cover, and their solver checks took up to
/// 0.47 s of a run (range_sum.py), 9 of kbfiltr_simpl2.cil-1.c's 100 ms.
pub(super) fn straight(prog: &ClpProgram) -> Vec<bool> {
    rules_into(prog)
        .iter()
        .map(|rs| match rs[..] {
            [k] => {
                let r = &prog.rules[k];
                prog.rules_from[r.from as usize].len() == 1 && !r.constraints.iter().any(|c| matches!(c, Constraint::Guard(_)))
            }
            _ => false,
        })
        .collect()
}

/// The rules into each point (indices into `prog.rules`).
fn rules_into(prog: &ClpProgram) -> Vec<Vec<usize>> {
    let mut into: Vec<Vec<usize>> = vec![Vec::new(); prog.points.len()];
    for (k, r) in prog.rules.iter().enumerate() {
        into[r.to as usize].push(k);
    }
    into
}

/// Which points lie on a cycle of the rule graph.
pub(super) fn on_cycle(prog: &ClpProgram) -> Vec<bool> {
    let mut out = vec![false; prog.points.len()];
    for scc in petgraph::algo::tarjan_scc(&rule_graph(prog)) {
        if scc.len() > 1 || prog.rules_from[scc[0].index()].iter().any(|&r| prog.rules[r].to as usize == scc[0].index()) {
            scc.iter().for_each(|n| out[n.index()] = true);
        }
    }
    out
}

/// Each point's strongly connected component of the rule graph (an index): the
/// points of one loop nest share theirs.
pub(super) fn components(prog: &ClpProgram) -> Vec<usize> {
    let mut out = vec![0; prog.points.len()];
    for (k, scc) in petgraph::algo::tarjan_scc(&rule_graph(prog)).into_iter().enumerate() {
        scc.iter().for_each(|n| out[n.index()] = k);
    }
    out
}

/// The fewest rules from each point to an error point `property` covers;
/// `u32::MAX` where none is reachable (no run from there can fail). Rules into an
/// error point that the guards before them refute (`refuted_by_guards`) do not
/// count: the ZeroDivisionError of `a % b` in the branch where `b != 0` is one
/// rule away from every such branch, and made the search prefer it (a recursive
/// gcd's call before its base case: 382 nodes and 42 s to a bug found in 16
/// without that).
pub(super) fn distance_to_error(prog: &ClpProgram, property: Property) -> Vec<u32> {
    let mut preds: Vec<Vec<PointId>> = vec![Vec::new(); prog.points.len()];
    let rules_into = rules_into(prog);
    for r in &prog.rules {
        if prog.error_kind(r.to).is_some() && refuted_by_guards(prog, &rules_into, r) {
            continue;
        }
        preds[r.to as usize].push(r.from);
    }
    let mut dist = vec![u32::MAX; prog.points.len()];
    let mut queue = std::collections::VecDeque::new();
    for p in (0..prog.points.len() as PointId).filter(|&p| prog.error_kind(p).is_some_and(|k| property.covers(k))) {
        dist[p as usize] = 0;
        queue.push_back(p);
    }
    while let Some(p) = queue.pop_front() {
        for &q in &preds[p as usize] {
            if dist[q as usize] == u32::MAX {
                dist[q as usize] = dist[p as usize] + 1;
                queue.push_back(q);
            }
        }
    }
    dist
}

/// Which points have a later point that every path from them to an end passes
/// (an immediate postdominator among the program's points: the join of an `if`).
/// From such a point every run into an error point passes the join first, so its
/// children are no nearer an error than one another: one branch's fewer rules to
/// the join are no reason to take it first. Points from which no end is reached
/// (an endless loop) have none.
pub(super) fn rejoins(prog: &ClpProgram) -> Vec<bool> {
    // Postdominators are the dominators of the reversed graph from one end after
    // every point without a rule out of it (the exit, the error points).
    let mut g = rule_graph(prog);
    let end = g.add_node(());
    for (p, rules) in prog.rules_from.iter().enumerate() {
        if rules.is_empty() {
            g.add_edge(petgraph::graph::NodeIndex::new(p), end, ());
        }
    }
    let doms = petgraph::algo::dominators::simple_fast(petgraph::visit::Reversed(&g), end);
    (0..prog.points.len()).map(|p| doms.immediate_dominator(petgraph::graph::NodeIndex::new(p)).is_some_and(|d| d != end)).collect()
}

/// How many rules back `refuted_by_guards` looks for a guard.
const GUARD_LOOKBACK: u32 = 4;

/// Whether every path into `rule` passes, at most `GUARD_LOOKBACK` rules before
/// it and with no write to what it reads from there on, a guard that is the
/// negation of one of `rule`'s guards: then no run takes `rule`. Syntactic (the
/// front ends state a partial operation's guard as the negation of the branch's
/// test), so it misses refutations, never invents one; only the search order
/// rests on it.
fn refuted_by_guards(prog: &ClpProgram, rules_into: &[Vec<usize>], rule: &crate::clp::Rule) -> bool {
    // Whether every path into `point` meets `negation` within `depth` rules.
    fn met(prog: &ClpProgram, rules_into: &[Vec<usize>], point: PointId, negation: &Expr, reads: &[VarId], depth: u32) -> bool {
        depth > 0
            && !rules_into[point as usize].is_empty()
            && rules_into[point as usize].iter().all(|&k| {
                let r = &prog.rules[k];
                !r.writes.iter().any(|w| reads.contains(w))
                    && (r.guard_atoms().contains(&negation) || met(prog, rules_into, r.from, negation, reads, depth - 1))
            })
    }
    rule.guard_atoms().into_iter().any(|g| {
        let mut reads = Vec::new();
        g.for_each_var(&mut |v| reads.push(v));
        let negation = g.clone().negate();
        met(prog, rules_into, rule.from, &negation, &reads, GUARD_LOOKBACK)
    })
}

/// The points reachable from `starts` (included) by following `next`.
pub(super) fn closure(n: usize, starts: Vec<PointId>, next: impl Fn(PointId) -> Vec<PointId>) -> Vec<bool> {
    let mut seen = vec![false; n];
    let mut work = starts;
    while let Some(p) = work.pop() {
        if !std::mem::replace(&mut seen[p as usize], true) {
            work.extend(next(p));
        }
    }
    seen
}

/// Invariant candidates that are not path constraints. At a point on a cycle whose
/// guards compare (`i < n`), the non-strict form (`i <= n`) is what holds on every arrival
/// when the loop steps by one; a path never states it (it states `i = 0`, then
/// `i < n` and `i' = i + 1`), so loop closure could only weaken `i = 0` to `i >= 0`
/// and lose the bound the exit needs. Each candidate becomes a rule with that one
/// guard, taken at the head (no variable changes) where the path implies it.
pub(super) fn bound_candidates(prog: &ClpProgram, on_cycle: &[bool]) -> Vec<Vec<crate::clp::Rule>> {
    let mut out = vec![Vec::new(); prog.points.len()];
    for (point, rules) in prog.rules_from.iter().enumerate() {
        if !on_cycle[point] {
            continue;
        }
        let model = &prog.rules[rules[0]];
        out[point] = prog
            .guard_bounds(point as PointId)
            .into_iter()
            .map(|g| crate::clp::Rule { constraints: vec![Constraint::Guard(g)], writes: Vec::new(), havoc: None, loop_entry: None, to: point as PointId, ..model.clone() })
            .collect();
    }
    out
}

/// The variables some rule between two points on cycles writes.
pub(super) fn loop_written(prog: &ClpProgram, on_cycle: &[bool]) -> Vec<bool> {
    let mut written = vec![false; prog.vars.len()];
    for r in prog.rules.iter().filter(|r| on_cycle[r.from as usize] && on_cycle[r.to as usize]) {
        for &x in &r.writes {
            written[x as usize] = true;
        }
    }
    written
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_straight_line_is_a_point_whose_rule_is_the_one_way_on() {
        let source = "def main() -> None:\n    x = nondet_int()\n    y = x + 1\n    if x > 0:\n        y = 2\n    z = y\n    assert z != 0\n";
        let program = cfg_frontend::load(source).expect("valid");
        let graph = cfg_frontend::cfg::lower_with(&program, "main", &crate::check::verification(None, false)).expect("lowers");
        let prog = crate::clp::from_cfg(&graph);
        let straight = straight(&prog);
        for (p, s) in straight.iter().enumerate() {
            let into: Vec<&crate::clp::Rule> = prog.rules.iter().filter(|r| r.to as usize == p).collect();
            let guarded = into.iter().any(|r| r.constraints.iter().any(|c| matches!(c, Constraint::Guard(_))));
            let branching = into.iter().any(|r| prog.rules_from[r.from as usize].len() > 1);
            assert_eq!(*s, into.len() == 1 && !guarded && !branching, "point {p}");
        }
        // Some points after an assignment are; the branches' targets and the join are not.
        assert!(straight.iter().any(|&s| s));
        let join = prog.rules.iter().filter(|r| prog.rules.iter().filter(|q| q.to == r.to).count() > 1).map(|r| r.to as usize).next().expect("the if's join");
        assert!(!straight[join]);
    }
}
