//! Candidate invariants at loop heads, guessed from concrete runs of the CFG: the
//! linear equalities all sampled states satisfy, and octagonal bounds at the
//! samples' extremes, plus the non-strict forms of the loops' own guards. Guesses
//! only: `houdini` keeps what Z3 proves.

use crate::clp::{ClpProgram, Constraint, PointId};
use crate::rng::Rng;
use super::FailingRun;
use crate::search::Property;
use cfg_frontend::ast::{ArithOp, CmpOp, Type};
use cfg_frontend::cfg::{exec, Cfg, Expr, VarId};
use cfg_frontend::interp::RunConfig;
use cfg_frontend::value::Value;
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, Zero};
use std::time::Instant;

/// Concrete runs made, and how long each may be.
const RUNS: usize = 48;
const STEPS_PER_RUN: u64 = 20_000;
/// Samples kept per head per run, and in all.
const PER_RUN: usize = 40;
const PER_HEAD: usize = 400;
/// Variables a head's candidates range over, at most, and terms of tuples beside them.
const VARS_PER_HEAD: usize = 8;
const ITEMS_PER_HEAD: usize = 4;

/// A sampled state at a head: the value of each term, None where a tuple has no
/// such item.
type Row = Vec<Option<BigInt>>;

/// What the concrete runs suggest.
pub struct Guesses {
    /// The candidates at each loop head.
    pub at: Vec<(PointId, Vec<Expr>)>,
    /// The first run that violated the checked property: the program has a bug.
    pub failing: Option<FailingRun>,
}

/// The candidates at each of `heads`, and whether a run violated `property`.
pub fn candidates(graph: &Cfg, prog: &ClpProgram, heads: &[PointId], property: Property, deadline: Option<Instant>) -> Guesses {
    let live = prog.live_vars();
    let preds = predecessors(prog);
    let loops: Vec<Loop> = heads.iter().map(|&h| Loop::at(prog, &preds, h)).collect();
    let terms: Vec<Vec<Expr>> = heads.iter().zip(&loops).map(|(&h, l)| head_terms(prog, &live, l, h)).collect();
    let seq_terms: Vec<super::sequences::Terms> =
        heads.iter().zip(&loops).map(|(&h, l)| super::sequences::terms(prog, &live[h as usize], &l.writes, &l.counters)).collect();
    let (samples, states, failing) = sample(graph, heads, &terms, &seq_terms, property, deadline);
    let literal_bounds = literal_bounds(prog);
    let literals = literals(prog);
    let at = heads
        .iter()
        .zip(&loops)
        .zip(&terms)
        .zip(samples)
        .zip(seq_terms.iter().zip(&states))
        .map(|((((&h, lp), ts), rows), (seq_terms, states))| {
            let bounds = prog.guard_bounds(h);
            let mut out = bounds.clone();
            // The terms every sample has a value for (all but tuples' items), and the
            // samples on them.
            let whole: Vec<usize> = (0..ts.len()).filter(|&i| !matches!(ts[i], Expr::Index(..))).collect();
            let vs: Vec<Expr> = whole.iter().map(|&i| ts[i].clone()).collect();
            let dense = defined(&rows, &whole);
            out.extend(literal_bounds.iter().filter(|(v, _)| vs.contains(&Expr::Var(*v))).map(|(_, b)| b.clone()));
            // A bounded type's range (C's ints): what every state satisfies, and what
            // consecution needs where `k - 1` would wrap outside it. A variable the
            // loop only reads keeps the range its entry path gave it.
            let written = &lp.writes;
            for v in vs.iter().filter_map(var_of).filter(|v| written.contains(v)) {
                if let Some((lo, hi)) = &prog.vars[v as usize].range {
                    out.push(Expr::cmp(CmpOp::Ge, Expr::Var(v), Expr::Int(lo.clone())));
                    out.push(Expr::cmp(CmpOp::Le, Expr::Var(v), Expr::Int(hi.clone())));
                }
            }
            let mut sampled = equalities(&vs, &dense);
            sampled.extend(quadratic_equalities(prog, h, &vs, &dense));
            sampled.extend(subset_bounds(&vs, &dense, &literals));
            sampled.extend(octagon(&vs, &dense, &literals));
            sampled.extend(parities(&vs, &dense));
            sampled.extend(split_equalities(prog, &lp.points, &bounds, &vs, &dense));
            sampled.extend(product_bounds(&vs, &dense, &lp.counters));
            sampled.extend(item_relations(ts, &rows, &literals, &lp.counters));
            // A relation among values the loop only reads holds at the head iff it
            // held on entry: guessed from the runs' small inputs it is mostly noise
            // (`p1 - p2 <= 9` of a lock model's flags), which Houdini pays to drop.
            sampled.retain(|e| e.any(&mut |x| matches!(x, Expr::Var(v) if written.contains(v))));
            out.extend(sampled);
            out.extend(super::sequences::candidates(seq_terms, states));
            // A candidate some sampled state breaks is no invariant: dropped here, not
            // by a solver check each (`p1 <= 0` of `if (p1 != 0)`).
            out.retain(|e| rows.iter().all(|r| truth(e, ts, r) != Some(false)));
            out.dedup();
            (h, out)
        })
        .collect();
    Guesses { at, failing }
}

/// The variable a term reads, if it is a variable.
fn var_of(t: &Expr) -> Option<VarId> {
    match t {
        Expr::Var(v) => Some(*v),
        _ => None,
    }
}

/// The rows of `rows` whose `columns` all have values, cut to those columns.
fn defined(rows: &[Row], columns: &[usize]) -> Vec<Vec<BigInt>> {
    rows.iter().filter_map(|r| columns.iter().map(|&i| r[i].clone()).collect()).collect()
}

/// Relations with the items of tuples (`lo[0] <= hi[0]`, `lo[0]*k <= total` of an
/// `int | None` that holds the least value seen so far, None at first): guessed
/// from the samples where the tuples have the items, each under the premise that
/// they do (`len(lo) < 1 or ...`).
fn item_relations(terms: &[Expr], rows: &[Row], literals: &[BigInt], counters: &[VarId]) -> Vec<Expr> {
    let items: Vec<usize> = (0..terms.len()).filter(|&i| matches!(terms[i], Expr::Index(..))).collect();
    if items.is_empty() {
        return Vec::new();
    }
    let all: Vec<usize> = (0..terms.len()).collect();
    let dense = defined(rows, &all);
    let mut found = equalities(terms, &dense);
    // Bounds of the items and between them (`lo[0] <= hi[0]`); an item against
    // every other term would be mostly noise that Houdini pays to drop.
    let cut: Vec<Vec<BigInt>> = dense.iter().map(|r| items.iter().map(|&i| r[i].clone()).collect()).collect();
    let item_terms: Vec<Expr> = items.iter().map(|&i| terms[i].clone()).collect();
    found.extend(octagon(&item_terms, &cut, literals));
    found.extend(product_bounds(terms, &dense, counters));
    let mut out = Vec::new();
    for e in found {
        // The tuples whose items `e` reads, each of which must have them.
        let mut premises: Vec<Expr> = Vec::new();
        for &i in &items {
            let Expr::Index(t, at) = &terms[i] else { continue };
            if e.any(&mut |x| *x == terms[i]) {
                let Expr::Int(at) = &**at else { continue };
                let short = Expr::cmp(CmpOp::Le, Expr::Len(t.clone()), Expr::Int(at.clone()));
                if !premises.contains(&short) {
                    premises.push(short);
                }
            }
        }
        if !premises.is_empty() {
            premises.push(e);
            out.push(Expr::Or(premises));
        }
    }
    out
}

/// `x*c <= z` and `x*c >= z` for a counter `c` of the loop (a variable it steps by a
/// constant) where every sample agrees and some sample meets the bound: the
/// relations of a running total with a running extreme (`lo*k <= total`). Only
/// tight bounds at 0: a product's extremes over random samples are mostly noise.
fn product_bounds(terms: &[Expr], rows: &[Vec<BigInt>], counters: &[VarId]) -> Vec<Expr> {
    let mut out = Vec::new();
    if rows.len() < 4 {
        return out;
    }
    for (c, ct) in terms.iter().enumerate().filter(|(_, t)| var_of(t).is_some_and(|v| counters.contains(&v))) {
        for (x, xt) in terms.iter().enumerate().filter(|&(x, t)| x != c && !matches!(t, Expr::Len(_))) {
            let product = Expr::arith(ArithOp::Mul, xt.clone(), ct.clone());
            for (z, zt) in terms.iter().enumerate().filter(|&(z, _)| z != c && z != x) {
                let gaps: Vec<BigInt> = rows.iter().map(|r| &r[z] - &r[x] * &r[c]).collect();
                // Where the counter is 0 the product says nothing: the bound must be met
                // at a sample where it is not.
                let met = |target: &BigInt| rows.iter().zip(&gaps).any(|(r, g)| g == target && !r[c].is_zero());
                let zero = BigInt::zero();
                if gaps.iter().all(|g| !g.is_negative()) && met(&zero) {
                    out.push(Expr::cmp(CmpOp::Le, product.clone(), zt.clone()));
                }
                if gaps.iter().all(|g| !g.is_positive()) && met(&zero) {
                    out.push(Expr::cmp(CmpOp::Ge, product.clone(), zt.clone()));
                }
            }
        }
    }
    out
}

/// What the rules of the loop at a head do: which points lie on it, which variables
/// its rules write (in rule order), draw from nondet, and read.
struct Loop {
    points: Vec<bool>,
    writes: Vec<VarId>,
    drawn: Vec<VarId>,
    reads: Vec<VarId>,
    /// The variables a rule of the loop steps by a constant (`k' = k + 1`).
    counters: Vec<VarId>,
}

impl Loop {
    fn at(prog: &ClpProgram, preds: &[Vec<PointId>], h: PointId) -> Loop {
        let points = loop_points(prog, preds, h);
        let (mut writes, mut drawn, mut reads, mut counters) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        for rule in prog.rules.iter().filter(|r| points[r.from as usize] && points[r.to as usize]) {
            writes.extend(rule.writes.iter().copied());
            drawn.extend(rule.havoc);
            for c in &rule.constraints {
                match c {
                    Constraint::Guard(e) | Constraint::Def(_, e) => e.for_each_var(&mut |v| reads.push(v)),
                }
                if let Constraint::Def(v, Expr::Arith(ArithOp::Add | ArithOp::Sub, a, b)) = c {
                    if **a == Expr::Var(*v) && matches!(**b, Expr::Int(_)) && !counters.contains(v) {
                        counters.push(*v);
                    }
                }
            }
        }
        Loop { points, writes, drawn, reads, counters }
    }
}

/// The terms a head's candidates speak of: the int variables its loop writes
/// first, then those the loop reads, live at the head; and of each live tuple the
/// loop writes, its length and (a tuple's) first item: an `int | None` is a tuple
/// of at most one item.
fn head_terms(prog: &ClpProgram, live: &[Vec<VarId>], lp: &Loop, h: PointId) -> Vec<Expr> {
    // Then the other variables live here (`k` in `d + 2*r == 2*k`, read after the loop).
    let rest = live[h as usize].iter();
    let mut out: Vec<Expr> = Vec::new();
    let mut items: Vec<Expr> = Vec::new();
    for &v in lp.writes.iter().chain(&lp.reads).chain(rest) {
        if !live[h as usize].contains(&v) || lp.drawn.contains(&v) || out.contains(&Expr::Var(v)) {
            continue;
        }
        // A value the loop draws anew each time (a lock model's `p1`) is arbitrary at
        // the head: bounds guessed for it are noise that Houdini would pay to drop.
        match prog.var_type(v) {
            Type::Int if out.len() < VARS_PER_HEAD => out.push(Expr::Var(v)),
            ty @ (Type::Tuple | Type::List(_)) if lp.writes.contains(&v) && items.len() < ITEMS_PER_HEAD => {
                let len = Expr::Len(Box::new(Expr::Var(v)));
                if !items.contains(&len) {
                    items.push(len);
                    if ty == Type::Tuple {
                        items.push(Expr::Index(Box::new(Expr::Var(v)), Box::new(Expr::int(0))));
                    }
                }
            }
            _ => {}
        }
    }
    out.extend(items);
    out
}

/// The points each point's rules come from.
fn predecessors(prog: &ClpProgram) -> Vec<Vec<PointId>> {
    let mut out = vec![Vec::new(); prog.points.len()];
    for r in &prog.rules {
        out[r.to as usize].push(r.from);
    }
    out
}

/// The points on a cycle through `h` (its loop, inner loops included).
fn loop_points(prog: &ClpProgram, preds: &[Vec<PointId>], h: PointId) -> Vec<bool> {
    let n = prog.points.len();
    let reach = |from: PointId, forward: bool| {
        let mut seen = vec![false; n];
        let mut work = vec![from];
        while let Some(p) = work.pop() {
            let next: Vec<PointId> = if forward { prog.rules_from[p as usize].iter().map(|&r| prog.rules[r].to).collect() } else { preds[p as usize].clone() };
            for q in next {
                if !seen[q as usize] {
                    seen[q as usize] = true;
                    work.push(q);
                }
            }
        }
        seen
    };
    let (fwd, back) = (reach(h, true), reach(h, false));
    (0..n).map(|p| fwd[p] && back[p]).collect()
}

/// Every comparison of a variable with a literal the program tests anywhere
/// (`a <= 1000000` in an assumption), in its non-strict form, with the variable:
/// bounds a loop often needs (no overflow of `res + 1`) that runs rarely reach.
fn literal_bounds(prog: &ClpProgram) -> Vec<(VarId, Expr)> {
    let mut out: Vec<(VarId, Expr)> = Vec::new();
    for rule in &prog.rules {
        for c in &rule.constraints {
            let Constraint::Guard(g) = c else { continue };
            g.any(&mut |e| {
                if let Expr::Cmp(op, a, b) = e {
                    let (v, lit, op) = match (&**a, &**b) {
                        (Expr::Var(v), Expr::Int(_)) => (*v, (**b).clone(), *op),
                        (Expr::Int(_), Expr::Var(v)) => (*v, (**a).clone(), op.flipped()),
                        _ => return false,
                    };
                    for &op in op.non_strict() {
                        let f = Expr::cmp(op, Expr::Var(v), lit.clone());
                        if prog.var_type(v) == Type::Int && !out.iter().any(|(_, g)| *g == f) {
                            out.push((v, f));
                        }
                    }
                }
                false
            });
        }
    }
    out
}

/// Mostly small ints, where branches flip; sometimes larger ones.
fn small_int(rng: &mut Rng) -> i64 {
    match rng.next() % 8 {
        0 => (rng.next() % 2001) as i64 - 1000,
        1 => (rng.next() % 41) as i64 - 20,
        _ => (rng.next() % 17) as i64 - 3,
    }
}

fn random_value(rng: &mut Rng, ty: Type) -> Value {
    match ty {
        Type::Bool => Value::Bool(rng.next() % 2 == 0),
        Type::Str => cfg_frontend::value::random_str(&mut || rng.next()),
        Type::Float => cfg_frontend::value::random_float(&mut || rng.next()),
        Type::Complex => cfg_frontend::value::random_complex(&mut || rng.next()),
        Type::Tuple | Type::List(_) => {
            let n = (rng.next() % 5) as usize;
            Value::sequence(ty, (0..n).map(|_| BigInt::from(small_int(rng))).collect())
        }
        _ => Value::int(small_int(rng)),
    }
}

/// The values of `terms[i]` at `heads[i]` in concrete runs, one row per arrival;
/// the whole states at the heads whose `seq_terms` relate strs; and the first run
/// that violated `property`.
fn sample(
    graph: &Cfg,
    heads: &[PointId],
    terms: &[Vec<Expr>],
    seq_terms: &[super::sequences::Terms],
    property: Property,
    deadline: Option<Instant>,
) -> (Vec<Vec<Row>>, Vec<Vec<exec::Env>>, Option<FailingRun>) {
    let mut failing = None;
    let mut rows: Vec<Vec<Row>> = vec![Vec::new(); heads.len()];
    let mut states: Vec<Vec<exec::Env>> = vec![Vec::new(); heads.len()];
    let config = RunConfig { max_steps: STEPS_PER_RUN, ..RunConfig::default() };
    for run in 0..RUNS {
        if super::past(deadline) {
            break;
        }
        let mut rng = Rng::new(0x9e37_79b9_7f4a_7c15 ^ (run as u64 + 1).wrapping_mul(0x2545_f491_4f6c_dd1d));
        let args: Vec<Value> = graph.inputs.iter().map(|&v| random_value(&mut rng, graph.var(v).ty)).collect();
        let nondet: Vec<Value> = (0..256).map(|_| Value::int(small_int(&mut rng))).collect();
        // A str drawn is a random one, not the empty str an int stands for.
        let mut strs = Rng::new(0x5851_f42d_4c95_7f2d ^ run as u64);
        let mut draw = |i: usize, var: &cfg_frontend::cfg::Var| match var.ty {
            Type::Str | Type::Float | Type::Complex => random_value(&mut strs, var.ty),
            ty => cfg_frontend::value::nondet_value(ty, nondet.get(i)),
        };
        let mut taken = vec![0usize; heads.len()];
        let mut arrivals = vec![0u64; heads.len()];
        let mut observe = |node: petgraph::graph::NodeIndex, env: &exec::Env| {
            if let Some(i) = heads.iter().position(|&h| h as usize == node.index()) {
                arrivals[i] += 1;
                if spread(arrivals[i] - 1) && taken[i] < PER_RUN && rows[i].len() < PER_HEAD {
                    let row: Option<Row> = terms[i].iter().map(|t| observed(t, env)).collect();
                    if let Some(row) = row {
                        rows[i].push(row);
                        taken[i] += 1;
                        if !seq_terms[i].is_empty() {
                            states[i].push(env.clone());
                        }
                    }
                }
            }
            true
        };
        // A run that a bug of the executor stops teaches nothing; the others still do.
        let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| exec::run_drawing(graph, &args, &mut draw, &config, &mut observe)));
        if let Ok(run) = run {
            if failing.is_none() && property.violated_by(&run.outcome) {
                failing = FailingRun::of(args, &run);
            }
        }
    }
    for r in &mut rows {
        r.sort();
        r.dedup();
    }
    (rows, states, failing)
}

/// Whether the `n`th arrival at a head is sampled: the first ones, then spread out,
/// so that a long run's later phase (`x >= 50` after 50 steps) is seen too.
fn spread(n: u64) -> bool {
    n < 16 || n % 7 == 0 || n.is_power_of_two()
}

/// A term's value in a state: None (outer) where the state holds no value for a
/// variable (not yet assigned), Some(None) where a tuple lacks the item.
fn observed(term: &Expr, env: &exec::Env) -> Option<Option<BigInt>> {
    let value = |v: &VarId| env[*v as usize].as_ref();
    match term {
        Expr::Var(v) => Some(Some(as_int(value(v)?)?)),
        Expr::Len(t) => Some(Some(BigInt::from(value(&var_of(t)?)?.items().len()))),
        Expr::Index(t, at) => {
            let Expr::Int(at) = &**at else { return None };
            let at: usize = at.try_into().ok()?;
            Some(value(&var_of(t)?)?.items().get(at).cloned())
        }
        _ => None,
    }
}

fn as_int(v: &Value) -> Option<BigInt> {
    match v {
        Value::Int(i) => Some(i.clone()),
        Value::Bool(b) => Some(BigInt::from(*b as u8)),
        _ => None,
    }
}

/// `Σ c_i * t_i`, written as people do: `x - 2*y`, not `x + (-2)*y`.
fn sum_of(terms: impl IntoIterator<Item = (Expr, BigInt)>) -> Expr {
    let mut acc: Option<Expr> = None;
    for (t, c) in terms {
        if c.is_zero() {
            continue;
        }
        let (op, c) = if acc.is_some() && c.is_negative() { (ArithOp::Sub, -c) } else { (ArithOp::Add, c) };
        let term = if c.is_one() { t } else { Expr::arith(ArithOp::Mul, Expr::Int(c), t) };
        acc = Some(match acc {
            None => term,
            Some(a) => Expr::arith(op, a, term),
        });
    }
    acc.unwrap_or(Expr::int(0))
}

/// `Σ c_i t_i == -d` with the first coefficient positive.
fn equation(terms: Vec<Expr>, mut coef: Vec<BigInt>, mut constant: BigInt) -> Expr {
    if coef.iter().find(|c| !c.is_zero()).is_some_and(Signed::is_negative) {
        coef.iter_mut().for_each(|c| *c = -&*c);
        constant = -constant;
    }
    Expr::cmp(CmpOp::Eq, sum_of(terms.into_iter().zip(coef)), Expr::Int(-constant))
}

/// The linear equalities `Σ c_i x_i == d` every row satisfies: a basis of the null
/// space of the rows extended by a constant column, by fraction-free elimination.
fn equalities(terms: &[Expr], rows: &[Vec<BigInt>]) -> Vec<Expr> {
    if rows.is_empty() || terms.is_empty() {
        return Vec::new();
    }
    null_space(rows)
        .into_iter()
        .filter(|(coef, _)| !coef.iter().all(Zero::is_zero))
        .map(|(coef, constant)| equation(terms.to_vec(), coef, constant))
        .collect()
}

/// A basis of the affine relations `Σ c_i x_i + d == 0` all rows satisfy: the null
/// space of the rows extended by a constant column, by fraction-free elimination;
/// each as (the c_i, d).
fn null_space(rows: &[Vec<BigInt>]) -> Vec<(Vec<BigInt>, BigInt)> {
    let Some(k) = rows.first().map(Vec::len) else { return Vec::new() };
    // [x_1 .. x_k, 1]
    let mut m: Vec<Vec<BigInt>> = rows.iter().map(|r| r.iter().cloned().chain(std::iter::once(BigInt::one())).collect()).collect();
    let cols = k + 1;
    let mut pivots: Vec<(usize, usize)> = Vec::new(); // (row, col)
    let mut row = 0;
    for col in 0..cols {
        let Some(p) = (row..m.len()).find(|&r| !m[r][col].is_zero()) else { continue };
        m.swap(row, p);
        for r in 0..m.len() {
            if r == row || m[r][col].is_zero() {
                continue;
            }
            let (a, b) = (m[row][col].clone(), m[r][col].clone());
            for c in 0..cols {
                let v = &m[r][c] * &a - &m[row][c] * &b;
                m[r][c] = v;
            }
            normalize(&mut m[r]);
        }
        pivots.push((row, col));
        row += 1;
        if row == m.len() {
            break;
        }
    }
    let mut out = Vec::new();
    for free in 0..cols {
        if pivots.iter().any(|&(_, c)| c == free) {
            continue;
        }
        // v[free] = D, v[pivot col] = -m[row][free] * D / m[row][col].
        let d = pivots.iter().fold(BigInt::one(), |acc, &(r, c)| acc.lcm(&m[r][c]));
        let mut v = vec![BigInt::zero(); cols];
        v[free] = d.clone();
        for &(r, c) in &pivots {
            v[c] = -(&m[r][free] * &d) / &m[r][c];
        }
        normalize(&mut v);
        let d = v.pop().expect("the constant column");
        out.push((v, d));
    }
    out
}

/// Equalities with products of the variables the loop writes (`2*sum == i*i - i`
/// for a sum of the first integers): the null space again, with a column per
/// product, keeping only the equalities that use one.
fn quadratic_equalities(prog: &ClpProgram, h: PointId, terms: &[Expr], rows: &[Vec<BigInt>]) -> Vec<Expr> {
    let written_var = |t: &Expr| var_of(t).is_some_and(|v| prog.rules.iter().any(|r| r.to == h && r.writes.contains(&v)) || writes_in_loop(prog, h, v));
    let written: Vec<usize> = (0..terms.len()).filter(|&i| written_var(&terms[i])).take(3).collect();
    if written.is_empty() || rows.len() < 4 {
        return Vec::new();
    }
    // Products of a written variable with any (`k == i*m + j` in nested loops).
    let mut pairs = Vec::new();
    for &i in &written {
        for j in 0..terms.len() {
            if !pairs.contains(&(i, j)) && !pairs.contains(&(j, i)) {
                pairs.push((i, j));
            }
        }
    }
    let extended: Vec<Vec<BigInt>> = rows.iter().map(|r| r.iter().cloned().chain(pairs.iter().map(|&(i, j)| &r[i] * &r[j])).collect()).collect();
    let mut out = Vec::new();
    for (coef, constant) in null_space(&extended) {
        if coef[terms.len()..].iter().all(Zero::is_zero) {
            continue; // linear: found already
        }
        let terms = terms.iter().cloned().chain(pairs.iter().map(|&(i, j)| Expr::arith(ArithOp::Mul, terms[i].clone(), terms[j].clone())));
        out.push(equation(terms.collect(), coef, constant));
    }
    out
}

/// Whether some rule of the loop at `h` writes `v`.
fn writes_in_loop(prog: &ClpProgram, h: PointId, v: VarId) -> bool {
    prog.rules.iter().any(|r| r.from == h && r.writes.contains(&v)) || prog.rules.iter().filter(|r| r.to == h).any(|r| r.writes.contains(&v))
}

/// Bounds along the equalities of the typical runs: the samples whose values are
/// all non-negative (loops that ran with sensible inputs) satisfy equalities the
/// others break (`k + j == n0 + n1` only where `n0` and `n1` are not negative); each
/// becomes two candidates, its left side between the extremes over all samples
/// (`k + j - n0 - n1 >= 0`).
fn subset_bounds(terms: &[Expr], rows: &[Vec<BigInt>], literals: &[BigInt]) -> Vec<Expr> {
    let typical: Vec<Vec<BigInt>> = rows.iter().filter(|r| r.iter().all(|x| !x.is_negative())).cloned().collect();
    if typical.len() < 2 || typical.len() == rows.len() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for eq in equalities(terms, &typical) {
        let Expr::Cmp(_, lhs, _) = eq else { continue };
        let env: Vec<_> = rows.iter().map(|r| value_of(&lhs, terms, r)).collect();
        let values: Vec<BigInt> = env.into_iter().flatten().collect();
        if values.len() == rows.len() {
            push_bounds(&mut out, &lhs, &values, literals);
        }
    }
    out
}

/// `term >= c` and `term <= c'` for the extremes of `values`, and widened to the
/// nearest of the program's literals beyond them (a loop bounded by `1000000` that
/// the runs never drove that far).
fn push_bounds(out: &mut Vec<Expr>, term: &Expr, values: &[BigInt], literals: &[BigInt]) {
    let (Some(lo), Some(hi)) = (values.iter().min(), values.iter().max()) else { return };
    let wide_lo = literals.iter().filter(|l| *l < lo).max();
    let wide_hi = literals.iter().filter(|l| *l > hi).min();
    for c in std::iter::once(lo).chain(wide_lo) {
        out.push(Expr::cmp(CmpOp::Ge, term.clone(), Expr::Int(c.clone())));
    }
    for c in std::iter::once(hi).chain(wide_hi) {
        out.push(Expr::cmp(CmpOp::Le, term.clone(), Expr::Int(c.clone())));
    }
}

/// The int literals the program compares or computes with (and 0), at most 16 of
/// the smallest magnitude, for widening bounds.
fn literals(prog: &ClpProgram) -> Vec<BigInt> {
    let mut out = vec![BigInt::zero()];
    for rule in &prog.rules {
        for c in &rule.constraints {
            let (Constraint::Guard(e) | Constraint::Def(_, e)) = c;
            e.any(&mut |x| {
                if let Expr::Int(v) = x {
                    if !out.contains(v) {
                        out.push(v.clone());
                    }
                }
                false
            });
        }
    }
    out.sort_by_key(|v| v.abs());
    out.truncate(16);
    out
}

/// A sample's cell: a value, or (of a tuple's item) maybe none.
trait Cell {
    fn value(&self) -> Option<BigInt>;
}

impl Cell for BigInt {
    fn value(&self) -> Option<BigInt> {
        Some(self.clone())
    }
}

impl Cell for Option<BigInt> {
    fn value(&self) -> Option<BigInt> {
        self.clone()
    }
}

/// The value of a linear form on one sample (a term of the sample's columns is
/// read from its cell).
fn value_of<C: Cell>(e: &Expr, terms: &[Expr], row: &[C]) -> Option<BigInt> {
    if let Some(i) = terms.iter().position(|t| t == e) {
        return row[i].value();
    }
    Some(match e {
        Expr::Int(v) => v.clone(),
        Expr::Arith(ArithOp::Add, a, b) => value_of(a, terms, row)? + value_of(b, terms, row)?,
        Expr::Arith(ArithOp::Sub, a, b) => value_of(a, terms, row)? - value_of(b, terms, row)?,
        Expr::Neg(a) => -value_of(a, terms, row)?,
        Expr::Arith(ArithOp::Mod, a, b) => {
            let d = value_of(b, terms, row)?;
            if d.is_zero() {
                return None;
            }
            value_of(a, terms, row)?.mod_floor(&d)
        }
        Expr::Arith(ArithOp::Mul, a, b) => value_of(a, terms, row)? * value_of(b, terms, row)?,
        _ => return None,
    })
}

/// The truth of a comparison (or a Boolean combination of them) on one sample;
/// `None` where it reads what the sample does not hold.
fn truth<C: Cell>(e: &Expr, terms: &[Expr], row: &[C]) -> Option<bool> {
    Some(match e {
        Expr::Cmp(op, a, b) => op.holds(&value_of(a, terms, row)?, &value_of(b, terms, row)?),
        Expr::Not(a) => !truth(a, terms, row)?,
        Expr::And(items) => items.iter().map(|x| truth(x, terms, row)).collect::<Option<Vec<bool>>>()?.into_iter().all(|b| b),
        // True as soon as one item is, even where another reads what the sample lacks
        // (`len(t) < 1 or t[0] <= x` on an empty `t`).
        Expr::Or(items) => {
            let values: Vec<Option<bool>> = items.iter().map(|x| truth(x, terms, row)).collect();
            if values.contains(&Some(true)) {
                true
            } else {
                values.into_iter().collect::<Option<Vec<bool>>>()?.into_iter().any(|b| b)
            }
        }
        _ => return None,
    })
}

/// Divides a row by the gcd of its entries (sign kept).
fn normalize(row: &mut [BigInt]) {
    let g = row.iter().fold(BigInt::zero(), |g, x| g.gcd(x));
    if !g.is_zero() && !g.is_one() {
        row.iter_mut().for_each(|x| *x /= &g);
    }
}

/// Predicates to split a head's samples by, at most this many.
const SPLITS: usize = 6;

/// Equalities that hold on one side of a test: the program's comparisons over the
/// head's variables (the loop's branches first: `x < 50` in a loop that climbs, then
/// falls) split the samples, and an equality of one part that the other breaks
/// becomes the implication `x < 50 -> y == x`, `x >= 50 -> x + y == 100`.
fn split_equalities(prog: &ClpProgram, in_loop: &[bool], bounds: &[Expr], terms: &[Expr], rows: &[Vec<BigInt>]) -> Vec<Expr> {
    let mut tests: Vec<Expr> = Vec::new();
    let ones = vec![BigInt::one(); terms.len()];
    let order = prog.rules.iter().filter(|r| in_loop[r.from as usize]).chain(prog.rules.iter().filter(|r| !in_loop[r.from as usize]));
    for rule in order {
        for c in &rule.constraints {
            let Constraint::Guard(g) = c else { continue };
            g.any(&mut |e| {
                if let Expr::Cmp(op, a, b) = e {
                    // `!=` splits as `==` does.
                    let e = Expr::cmp(if *op == CmpOp::Ne { CmpOp::Eq } else { *op }, (**a).clone(), (**b).clone());
                    let over_vars = [a, b].iter().all(|x| value_of(x, terms, &ones).is_some());
                    if over_vars && prog.is_int(a) && !tests.contains(&e) && tests.len() < SPLITS {
                        tests.push(e);
                    }
                }
                false
            });
        }
    }
    // The loop's own bounds (`i <= 2*k`) may hold on one side only (`k >= 0`).
    let mut out = Vec::new();
    for t in tests {
        let Expr::Cmp(op, a, b) = &t else { continue };
        let sides: Vec<Option<bool>> = rows.iter().map(|r| truth(&t, terms, r)).collect();
        for side in [true, false] {
            let part: Vec<Vec<BigInt>> = rows.iter().zip(&sides).filter(|(_, h)| **h == Some(side)).map(|(r, _)| r.clone()).collect();
            if part.len() < 3 || part.len() == rows.len() {
                continue;
            }
            // Fewer states than unknowns fit equalities that mean nothing; a value the
            // states share still means something (`lo is None -> k == 0` where only
            // the first arrivals, one per run, have `lo` None).
            let mut facts = if part.len() < terms.len() + 2 { constants(terms, &part) } else { equalities(terms, &part) };
            facts.extend(bounds.iter().filter(|b| part.iter().all(|r| truth(b, terms, r) == Some(true))).cloned());
            for eq in facts {
                let everywhere = rows.iter().all(|r| truth(&eq, terms, r) == Some(true));
                if !everywhere {
                    // The other side of the test, as a comparison of ints (total).
                    let premise = Expr::cmp(if side { op.negated() } else { *op }, (**a).clone(), (**b).clone());
                    out.push(Expr::Or(vec![premise, eq]));
                }
            }
        }
    }
    out
}

/// `x == c` for each term all rows agree on.
fn constants(terms: &[Expr], rows: &[Vec<BigInt>]) -> Vec<Expr> {
    let Some(first) = rows.first() else { return Vec::new() };
    (0..terms.len()).filter(|&i| rows.iter().all(|r| r[i] == first[i])).map(|i| Expr::cmp(CmpOp::Eq, terms[i].clone(), Expr::Int(first[i].clone()))).collect()
}

/// `x % m == r` where every sample agrees (`i % 2 == 0` for a loop stepping by two),
/// for the moduli 2 and 4.
fn parities(terms: &[Expr], rows: &[Vec<BigInt>]) -> Vec<Expr> {
    let mut out = Vec::new();
    for (i, v) in terms.iter().enumerate() {
        for m in [2, 4] {
            let m = BigInt::from(m);
            let r = rows.first().map(|row| row[i].mod_floor(&m));
            if let Some(r) = r.filter(|r| rows.iter().all(|row| row[i].mod_floor(&m) == *r)) {
                if rows.len() > 2 {
                    out.push(Expr::cmp(CmpOp::Eq, Expr::arith(ArithOp::Mod, v.clone(), Expr::Int(m)), Expr::Int(r)));
                }
            }
        }
    }
    out
}

/// Octagonal bounds at the samples' extremes: `x >= min`, `x <= max`, and the same
/// for `x - y` and `x + y`.
fn octagon(terms: &[Expr], rows: &[Vec<BigInt>], literals: &[BigInt]) -> Vec<Expr> {
    if rows.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut bounds = |term: Expr, values: Vec<BigInt>| push_bounds(&mut out, &term, &values, literals);
    for i in 0..terms.len() {
        bounds(terms[i].clone(), rows.iter().map(|r| r[i].clone()).collect());
        for j in i + 1..terms.len() {
            let (x, y) = (terms[i].clone(), terms[j].clone());
            bounds(Expr::arith(ArithOp::Sub, x.clone(), y.clone()), rows.iter().map(|r| &r[i] - &r[j]).collect());
            bounds(Expr::arith(ArithOp::Add, x, y), rows.iter().map(|r| &r[i] + &r[j]).collect());
        }
    }
    out.retain(|e| !matches!(e, Expr::Cmp(_, _, b) if matches!(&**b, Expr::Int(v) if v.abs() > BigInt::from(1_000_000_000u64))));
    out
}
