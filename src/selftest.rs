//! `tracer selftest`: the Symbolic Execution book's exhaustiveness and precision
//! checks of a symbolic execution tree against the concrete interpreter.
//!
//! Exhaustive: every concrete run (random inputs and nondet values) is covered by a
//! leaf: its path condition holds for the run's inputs (for some values of the
//! symbols an abstraction introduced) and its completion is how the run ended. A
//! bounded tree is not exhaustive as soon as a run needs more iterations than the
//! bound: cut leaves cover nothing. Precise: every leaf's path condition has a model
//! whose concrete run ends as the leaf says; leaves reached through an abstraction
//! (invariants, contracts) describe states no run may reach and are not checked.

use crate::clp::ClpProgram;
use crate::rng::Rng;
use crate::set::{self, Leaf, SetRun, State};
use crate::smt::{Encoder, Formula, Sat, Smt};
use cfg_frontend::ast::{Elem, Type};
use cfg_frontend::cfg::{self, ErrorKind, Expr, LowerError, VarId};
use cfg_frontend::interp::{self, Outcome, RunConfig};
use cfg_frontend::value::Value;
use cfg_frontend::Program;
use num_bigint::BigInt;

#[derive(Clone, Debug)]
pub struct Config {
    pub runs: u32,
    pub unroll: u32,
    pub seed: u64,
}

/// A concrete run no leaf covers, or a leaf whose model runs differently.
#[derive(Clone, Debug)]
pub struct Finding {
    pub inputs: Vec<(String, Value)>,
    pub nondet: Vec<Value>,
    /// How the concrete run ended.
    pub concrete: String,
    /// What the tree says (for precision: the leaf's completion).
    pub expected: Option<String>,
}

#[derive(Clone, Debug, Default)]
pub struct Report {
    pub runs: u32,
    /// Runs that were not runs of the program (a failed assume) or hit a limit.
    pub skipped_runs: u32,
    pub leaves: usize,
    pub leaves_checked: usize,
    pub leaves_abstract: usize,
    pub not_exhaustive: Option<Finding>,
    pub not_precise: Option<Finding>,
    pub solver_unknown: u32,
}

/// Mostly small values, where branches flip; sometimes large ones.
fn random_int(rng: &mut Rng) -> BigInt {
    let v = match rng.next() % 10 {
        0 => (rng.next() % 2001) as i64 - 1000,
        _ => (rng.next() % 13) as i64 - 6,
    };
    BigInt::from(v)
}

fn random_value(rng: &mut Rng, ty: Type) -> Value {
    match ty {
        Type::Int => Value::Int(random_int(rng)),
        Type::Bool | Type::None => Value::Bool(rng.next().is_multiple_of(2)),
        Type::OptInt if rng.next().is_multiple_of(2) => Value::None,
        Type::OptInt => Value::Int(random_int(rng)),
        Type::Dyn => match rng.next() % 3 {
            0 => Value::None,
            1 => Value::Int(random_int(rng)),
            _ => cfg_frontend::value::random_str(&mut || rng.next()),
        },
        Type::Str => cfg_frontend::value::random_str(&mut || rng.next()),
        Type::Float => cfg_frontend::value::random_float(&mut || rng.next()),
        Type::Num if rng.next().is_multiple_of(2) => Value::Int(random_int(rng)),
        Type::Num => cfg_frontend::value::random_float(&mut || rng.next()),
        Type::Complex => cfg_frontend::value::random_complex(&mut || rng.next()),
        Type::StrTuple => {
            let n = rng.next() % 4;
            let items = (0..n).map(|_| cfg_frontend::value::random_str(&mut || rng.next())).collect();
            Value::List(cfg_frontend::value::ListRef::str_tuple(items))
        }
        Type::Tuple | Type::List(_) => {
            let n = rng.next() % 5;
            let items = (0..n).map(|_| if ty == Type::List(Elem::Bool) { BigInt::from(rng.next() % 2) } else { random_int(rng) }).collect();
            Value::sequence(ty, items)
        }
    }
}

fn completion_text(leaf: &Leaf, ret: Option<&Value>) -> String {
    match (leaf, ret) {
        (Leaf::Return(_), Some(v)) => format!("return {v}"),
        (Leaf::Return(_), None) => "return".into(),
        (Leaf::Error(k), _) => k.to_string(),
        (Leaf::Infeasible, _) => "infeasible".into(),
        (Leaf::Cut(_), _) => "cut".into(),
        (Leaf::Halt, _) => "invariant preserved".into(),
    }
}

fn outcome_text(o: &Outcome) -> String {
    match o {
        Outcome::Return(v) => format!("return {v}"),
        Outcome::ErrorCall { .. } => "error() called".into(),
        Outcome::Exception { kind, .. } => kind.name().to_string(),
        Outcome::AssumeFailed { .. } => "assume failed".into(),
        Outcome::Limit { reason } => format!("limit: {reason}"),
    }
}

struct Checker<'a> {
    prog: &'a ClpProgram,
    run: &'a SetRun,
    enc: Encoder<'a>,
    smt: Smt,
}

impl Checker<'_> {
    fn formula(&mut self, e: &Expr) -> Formula {
        self.enc.formula(e, self.run.symbols.as_slice())
    }

    /// `symbol == value` for a symbol of this tree.
    fn equals(&mut self, sym: VarId, v: &Value) -> Formula {
        let s = &self.run.symbols[sym as usize];
        self.enc.equals(s.var, s.version, v)
    }

    /// `covers` by evaluation, when every symbol of the leaf has a value from the run
    /// (no abstraction on its path): the path condition in order, then the result.
    fn covers_concretely(&self, st: &State, leaf: &Leaf, inputs: &[Value], nondet: &[Value], ret: Option<&Value>) -> Option<bool> {
        if st.abstracted {
            return None;
        }
        let mut env: cfg_frontend::cfg::exec::Env = vec![None; self.run.symbols.len()];
        for (&v, val) in self.prog.inputs.iter().zip(inputs) {
            env[v as usize] = Some(val.clone());
        }
        for (i, &s) in st.nondet.iter().enumerate() {
            let ty = self.prog.var_type(self.run.symbols[s as usize].var);
            env[s as usize] = Some(cfg_frontend::value::nondet_value(ty, nondet.get(i)));
        }
        for c in &st.pc {
            // A symbol the engine gave a large stored value is defined by an equation
            // on the path, before any use (see `set`): the run's value is the other side's.
            if let Expr::Cmp(cfg_frontend::ast::CmpOp::Eq, a, e) = c {
                if let Expr::Var(s) = **a {
                    if env[s as usize].is_none() {
                        env[s as usize] = Some(cfg_frontend::cfg::exec::try_eval(e, &env)?);
                        continue;
                    }
                }
            }
            if !cfg_frontend::cfg::exec::try_eval(c, &env)?.as_bool() {
                return Some(false);
            }
        }
        match (leaf, ret) {
            (Leaf::Return(Some(e)), Some(v)) => Some(cfg_frontend::cfg::exec::try_eval(e, &env)? == *v),
            _ => Some(true),
        }
    }

    /// Could the run (`inputs`, `nondet`, ending with `ret`) follow the leaf's path?
    fn covers(&mut self, st: &State, leaf: &Leaf, inputs: &[Value], nondet: &[Value], ret: Option<&Value>) -> Option<bool> {
        if let Some(decided) = self.covers_concretely(st, leaf, inputs, nondet, ret) {
            return Some(decided);
        }
        let mut parts: Vec<Formula> = st.pc.iter().map(|e| self.enc.formula(e, self.run.symbols.as_slice())).collect();
        for (&v, val) in self.prog.inputs.iter().zip(inputs) {
            parts.push(self.equals(v, val));
        }
        // Nondet calls beyond the given values return 0 / False, as in the interpreter.
        for (i, &s) in st.nondet.iter().enumerate() {
            let ty = self.prog.var_type(self.run.symbols[s as usize].var);
            let val = cfg_frontend::value::nondet_value(ty, nondet.get(i));
            parts.push(self.equals(s, &val));
        }
        if let (Leaf::Return(Some(e)), Some(v)) = (leaf, ret) {
            let eq = Expr::cmp(cfg_frontend::ast::CmpOp::Eq, e.clone(), Expr::from_value(v));
            parts.push(self.formula(&eq));
        }
        match self.smt.check(&parts) {
            Sat::Sat => Some(true),
            Sat::Unsat => Some(false),
            Sat::Unknown(_) => None,
        }
    }
}


/// Whether a leaf ends the way a concrete run ended.
fn same_end(leaf: &Leaf, leaf_span: cfg_frontend::span::Span, o: &Outcome) -> bool {
    match (leaf, o) {
        (Leaf::Return(_), Outcome::Return(_)) => true,
        (Leaf::Error(ErrorKind::ErrorCall), Outcome::ErrorCall { span }) => *span == leaf_span,
        (Leaf::Error(ErrorKind::Exception(k)), Outcome::Exception { kind, span }) => k == kind && *span == leaf_span,
        _ => false,
    }
}

/// Builds the tree of `entry` and checks it against the concrete interpreter.
pub fn selftest(program: &Program, entry: &str, config: &Config) -> Result<Report, LowerError> {
    // Preconditions stay assertions: random inputs may violate them, and the tree
    // must then show the same AssertionError as the interpreter.
    let options = cfg::LowerOptions { use_invariants: true, ..Default::default() };
    let set_config = set::Config { unroll: Some(config.unroll), ..Default::default() };
    let (prog, run) = crate::check::set_tree(program, entry, &options, &set_config)?;
    let (_, info) = program.function(entry).expect("lowered, so it exists");
    let param_names: Vec<String> = info.params.iter().map(|(n, _)| n.clone()).collect();
    let param_types: Vec<Type> = info.params.iter().map(|(_, t)| *t).collect();
    let mut ck = Checker { prog: &prog, run: &run, enc: Encoder::new(&prog), smt: Smt::new() };
    ck.smt.set_timeout_ms(5_000);
    let leaves: Vec<(&Leaf, &State, cfg_frontend::span::Span)> = run
        .nodes
        .iter()
        .filter_map(|n| Some((n.leaf.as_ref()?, n.state.as_ref()?, prog.points[n.point as usize].span)))
        .collect();
    let mut report = Report { leaves: leaves.len(), ..Report::default() };
    let run_config = RunConfig { max_steps: 100_000, ..RunConfig::default() };
    let named = |inputs: &[Value]| param_names.iter().cloned().zip(inputs.iter().cloned()).collect::<Vec<_>>();

    // Exhaustiveness.
    let mut rng = Rng::new(config.seed | 1);
    for _ in 0..config.runs {
        let inputs: Vec<Value> = param_types.iter().map(|&t| random_value(&mut rng, t)).collect();
        let nondet: Vec<Value> = (0..8).map(|_| if rng.next().is_multiple_of(2) { Value::Int(random_int(&mut rng)) } else { Value::Bool(rng.next().is_multiple_of(2)) }).collect();
        let Ok(r) = interp::run(program, entry, inputs.clone(), &nondet, &run_config) else { continue };
        if matches!(r.outcome, Outcome::AssumeFailed { .. } | Outcome::Limit { .. }) {
            report.skipped_runs += 1;
            continue;
        }
        report.runs += 1;
        let ret = match &r.outcome {
            Outcome::Return(v) if prog.ret.is_some() => Some(v.clone()),
            _ => None,
        };
        let mut covered = false;
        for &(leaf, st, span) in &leaves {
            if !same_end(leaf, span, &r.outcome) {
                continue;
            }
            match ck.covers(st, leaf, &inputs, &nondet, ret.as_ref()) {
                Some(true) => {
                    covered = true;
                    break;
                }
                Some(false) => {}
                None => report.solver_unknown += 1,
            }
        }
        if !covered && report.not_exhaustive.is_none() {
            let used = nondet[..r.nondet_used.min(nondet.len())].to_vec();
            report.not_exhaustive = Some(Finding { inputs: named(&inputs), nondet: used, concrete: outcome_text(&r.outcome), expected: None });
        }
    }

    // Precision.
    for &(leaf, st, span) in &leaves {
        if matches!(leaf, Leaf::Cut(_) | Leaf::Infeasible | Leaf::Halt) {
            continue;
        }
        if st.abstracted {
            report.leaves_abstract += 1;
            continue;
        }
        let parts: Vec<Formula> = st.pc.iter().map(|e| ck.formula(e)).collect();
        match ck.smt.check(&parts) {
            Sat::Sat => {}
            Sat::Unsat => continue,
            Sat::Unknown(_) => {
                report.solver_unknown += 1;
                continue;
            }
        }
        let Some(model) = ck.smt.model() else { continue };
        let inputs: Option<Vec<Value>> = prog.inputs.iter().map(|&v| ck.enc.value_in(&model, v, 0)).collect();
        let nondet: Option<Vec<Value>> = st
            .nondet
            .iter()
            .map(|&s| {
                let sym = &run.symbols[s as usize];
                ck.enc.value_in(&model, sym.var, sym.version)
            })
            .collect();
        let (Some(inputs), Some(nondet)) = (inputs, nondet) else { continue };
        report.leaves_checked += 1;
        let Ok(r) = interp::run(program, entry, inputs.clone(), &nondet, &run_config) else { continue };
        let ret = match &r.outcome {
            Outcome::Return(v) if prog.ret.is_some() => Some(v.clone()),
            _ => None,
        };
        let ok = same_end(leaf, span, &r.outcome) && ck.covers(st, leaf, &inputs, &nondet, ret.as_ref()) != Some(false);
        if !ok && report.not_precise.is_none() {
            report.not_precise = Some(Finding {
                inputs: named(&inputs),
                nondet,
                concrete: outcome_text(&r.outcome),
                expected: Some(completion_text(leaf, None)),
            });
        }
    }
    Ok(report)
}
