//! Concrete execution of a CFG: runs the graph the engines see, on the same inputs
//! and nondet values as the interpreter, so tests can check that lowering preserved
//! the program's meaning.

use super::*;
use crate::interp::{Outcome, RunConfig};
use crate::value::{self, Value};
use num_traits::ToPrimitive;

/// The concrete state: one value per variable (`None` until first assigned).
pub type Env = Vec<Option<Value>>;

/// Where evaluation reads variables: a whole `Env`, or a state kept in another
/// shape (minimax's forced constants), read without copying it into one.
pub trait Lookup {
    fn value(&self, v: VarId) -> Option<&Value>;
}

impl Lookup for Env {
    fn value(&self, v: VarId) -> Option<&Value> {
        self.get(v as usize)?.as_ref()
    }
}

/// A quantifier's variable bound to one value over the state around it.
struct Bound<'a> {
    outer: &'a dyn Lookup,
    var: VarId,
    value: Value,
}

impl Lookup for Bound<'_> {
    fn value(&self, v: VarId) -> Option<&Value> {
        if v == self.var {
            Some(&self.value)
        } else {
            self.outer.value(v)
        }
    }
}

/// One step of a concrete CFG run.
#[derive(Clone, Debug)]
pub struct PathStep {
    pub edge: EdgeIndex,
    /// The value a havoc edge chose.
    pub havoc: Option<Value>,
    /// With `RunConfig::trace`: the variables the step wrote and their new values.
    pub assigned: Vec<(VarId, Value)>,
}

#[derive(Clone, Debug)]
pub struct CfgRun {
    pub outcome: Outcome,
    pub path: Vec<PathStep>,
    /// Entry values of the inputs, then the final state.
    pub final_env: Env,
}

/// Runs the CFG from its entry; nondet values are taken in order (then 0 / False).
pub fn run(cfg: &Cfg, args: &[Value], nondet: &[Value], config: &RunConfig) -> CfgRun {
    run_observed(cfg, args, nondet, config, &mut |_, _| true)
}

/// Like `run`, calling `observe` with each point the run arrives at and the state
/// there; the run stops (as a limit) when `observe` returns false.
pub fn run_observed(cfg: &Cfg, args: &[Value], nondet: &[Value], config: &RunConfig, observe: &mut dyn FnMut(NodeIndex, &Env) -> bool) -> CfgRun {
    run_drawing(cfg, args, &mut |i, var| value::nondet_value(var.ty, nondet.get(i)), config, observe)
}

/// Like `run_observed`, the `i`th nondet value (for the variable `var`) drawn by
/// `draw(i, var)` when the run needs it: for runs on random values, which need the
/// variable's type and range.
pub fn run_drawing(
    cfg: &Cfg,
    args: &[Value],
    draw: &mut dyn FnMut(usize, &Var) -> Value,
    config: &RunConfig,
    observe: &mut dyn FnMut(NodeIndex, &Env) -> bool,
) -> CfgRun {
    let mut env: Env = vec![None; cfg.vars.len()];
    // Lists are values here: the lowering resolved which object each name refers to.
    for (&v, a) in cfg.inputs.iter().zip(args) {
        env[v as usize] = Some(a.clone().as_type(Type::Tuple));
    }
    let mut node = cfg.entry;
    let mut path = Vec::new();
    let mut next_nondet = 0usize;
    for _ in 0..config.max_steps {
        if !observe(node, &env) {
            return CfgRun { outcome: Outcome::Limit { reason: "stopped by its observer".into() }, path, final_env: env };
        }
        match cfg.graph[node].kind {
            PointKind::Exit => {
                let value = cfg.ret.map_or(Value::None, |r| env[r as usize].clone().expect("return value set before exit").as_type(cfg.var(r).ty));
                return CfgRun { outcome: Outcome::Return(value), path, final_env: env };
            }
            PointKind::Error(ErrorKind::ErrorCall) => {
                return CfgRun { outcome: Outcome::ErrorCall { span: cfg.graph[node].span }, path, final_env: env }
            }
            PointKind::Error(ErrorKind::Exception(kind)) => {
                return CfgRun { outcome: Outcome::Exception { kind, span: cfg.graph[node].span }, path, final_env: env }
            }
            PointKind::Error(ErrorKind::RecursionCut) => {
                let reason = "a recursive call deeper than the CFG inlines".to_string();
                return CfgRun { outcome: Outcome::Limit { reason }, path, final_env: env };
            }
            PointKind::Error(ErrorKind::Unmodelled) => {
                let reason = "a construct the CFG does not model".to_string();
                return CfgRun { outcome: Outcome::Limit { reason }, path, final_env: env };
            }
            // Only abstractions (loop invariants) make these; no concrete run goes on.
            PointKind::Halt => return CfgRun { outcome: Outcome::AssumeFailed { span: cfg.graph[node].span }, path, final_env: env },
            PointKind::Entry | PointKind::Normal => {}
        }
        let enabled: Vec<(EdgeIndex, NodeIndex)> = cfg
            .out_edges(node)
            .into_iter()
            .filter(|(e, _)| cfg.graph[*e].guard.iter().all(|g| eval(g, &env).as_bool()))
            .collect();
        assert!(enabled.len() <= 1, "CFG invariant: guards leaving point {} overlap", node.index());
        let Some(&(edge, target)) = enabled.first() else {
            return CfgRun { outcome: Outcome::AssumeFailed { span: cfg.graph[node].span }, path, final_env: env };
        };
        let mut havoc = None;
        let mut assigned = Vec::new();
        match &cfg.graph[edge].action {
            Action::Skip => {}
            Action::Assign(asg) => {
                let vals: Vec<Value> = asg.iter().map(|(_, e)| eval(e, &env)).collect();
                for ((v, _), val) in asg.iter().zip(vals) {
                    if config.trace {
                        assigned.push((*v, val.clone()));
                    }
                    env[*v as usize] = Some(val);
                }
            }
            Action::Forget(_) => panic!("a CFG with loop invariants abstracted is not executable"),
            Action::Havoc(v) => {
                let val = draw(next_nondet, cfg.var(*v));
                next_nondet += 1;
                havoc = Some(val.clone());
                if config.trace {
                    assigned.push((*v, val.clone()));
                }
                env[*v as usize] = Some(val);
            }
        }
        path.push(PathStep { edge, havoc, assigned });
        node = target;
    }
    CfgRun { outcome: Outcome::Limit { reason: format!("more than {} CFG steps", config.max_steps) }, path, final_env: env }
}

/// Evaluates a CFG expression. Panics on a guard violation: the lowering must have
/// guarded every partial operation.
pub fn eval(e: &Expr, env: &Env) -> Value {
    try_eval(e, env).expect("guarded: every variable set, divisors non-zero, indices in range")
}

/// Evaluates a CFG expression; `None` where a variable has no value or a partial
/// operation fails (division by zero, an index out of range).
pub fn try_eval(e: &Expr, env: &dyn Lookup) -> Option<Value> {
    let eval = try_eval;
    Some(match e {
        Expr::Quant { all, var, lo, hi, body } => {
            let (lo, hi) = (eval(lo, env)?, eval(hi, env)?);
            let mut bound = Bound { outer: env, var: *var, value: lo };
            while bound.value.as_int() < hi.as_int() {
                if eval(body, &bound)?.as_bool() != *all {
                    return Some(Value::Bool(!*all));
                }
                bound.value = Value::Int(bound.value.as_int() + 1);
            }
            Value::Bool(*all)
        }
        Expr::Int(v) => Value::Int(v.clone()),
        Expr::Bool(b) => Value::Bool(*b),
        Expr::Var(v) => env.value(*v)?.clone(),
        Expr::Tuple(items) => Value::tuple(items.iter().map(|x| Some(eval(x, env)?.as_int().clone())).collect::<Option<_>>()?),
        Expr::Neg(x) => Value::Int(-eval(x, env)?.as_int()),
        Expr::Arith(op, a, b) => {
            let (a, b) = (eval(a, env)?, eval(b, env)?);
            Value::Int(value::int_arith(*op, a.as_int(), b.as_int()).ok()?)
        }
        Expr::Cmp(op, a, b) => {
            let (a, b) = (eval(a, env)?, eval(b, env)?);
            // Sequences compare by their items, whatever holds them (a str's code
            // points and a tuple of the same ints are one sequence here).
            let same = match (&a, &b) {
                (Value::Tuple(_) | Value::List(_) | Value::Str(_), Value::Tuple(_) | Value::List(_) | Value::Str(_)) => a.seq() == b.seq(),
                _ => a == b,
            };
            Value::Bool(match op {
                CmpOp::Eq => same,
                CmpOp::Ne => !same,
                _ => op.holds(a.as_int(), b.as_int()),
            })
        }
        Expr::And(items) => {
            for x in items {
                if !eval(x, env)?.as_bool() {
                    return Some(Value::Bool(false));
                }
            }
            Value::Bool(true)
        }
        Expr::Or(items) => {
            for x in items {
                if eval(x, env)?.as_bool() {
                    return Some(Value::Bool(true));
                }
            }
            Value::Bool(false)
        }
        Expr::Not(x) => Value::Bool(!eval(x, env)?.as_bool()),
        Expr::Ite(c, a, b) => {
            if eval(c, env)?.as_bool() {
                eval(a, env)?
            } else {
                eval(b, env)?
            }
        }
        Expr::Len(t) => Value::int(eval(t, env)?.seq().len().to_i64().expect("tuple length fits")),
        Expr::Index(t, i) => {
            let (t, i) = (eval(t, env)?, eval(i, env)?);
            Value::Int(value::index(&t.seq(), i.as_int())?)
        }
        Expr::Slice(t, lo, hi) => {
            let t = eval(t, env)?;
            let lo = match lo {
                Some(x) => Some(eval(x, env)?),
                None => None,
            };
            let hi = match hi {
                Some(x) => Some(eval(x, env)?),
                None => None,
            };
            Value::tuple(value::slice(&t.seq(), lo.as_ref().map(Value::as_int), hi.as_ref().map(Value::as_int)))
        }
        Expr::Concat(a, b) => {
            let (a, b) = (eval(a, env)?, eval(b, env)?);
            let mut out = a.seq().to_vec();
            out.extend_from_slice(&b.seq());
            Value::tuple(out)
        }
        Expr::Store(t, i, v) => {
            let (t, i, v) = (eval(t, env)?, eval(i, env)?, eval(v, env)?);
            let mut items = t.seq().to_vec();
            let len = BigInt::from(items.len());
            let pos = if i.as_int().sign() == num_bigint::Sign::Minus { i.as_int() + &len } else { i.as_int().clone() };
            *items.get_mut(pos.to_usize()?)? = v.as_int().clone();
            Value::tuple(items)
        }
        Expr::StrFn(func, args) => {
            let mut values = Vec::with_capacity(args.len());
            for a in args {
                // A str reaches here as a sequence of code points (the other
                // arguments are ints and bools).
                values.push(eval(a, env)?.as_type(crate::ast::Type::Str));
            }
            crate::str_ops::apply(*func, &values).ok()?
        }
        Expr::FloatFn(func, args) => {
            let values = args.iter().map(|a| eval(a, env)).collect::<Option<Vec<Value>>>()?;
            crate::float_ops::apply(*func, &values).ok()?
        }
        Expr::Fill(x, n) => {
            let (x, n) = (eval(x, env)?, eval(n, env)?);
            let n = n.as_int().to_usize().unwrap_or(0);
            Value::tuple(vec![x.as_int().clone(); n])
        }
    })
}
