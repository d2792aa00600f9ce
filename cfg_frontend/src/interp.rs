//! The concrete interpreter: runs a type-checked program on concrete inputs and a
//! sequence of nondet values, with Python's semantics. It is the oracle that
//! counterexamples are replayed on and that the differential tests compare with
//! CPython, so it shares no code with the CFG or the engines beyond `value`.

use crate::ast::*;
use crate::span::Span;
use crate::typeck::{Builtin, Program, MODULE};
use crate::value::{self, Value};
use num_bigint::BigInt;
use num_traits::{Signed, Zero};
use std::collections::HashMap;

/// How a run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The entry function returned (`Value::None` for `-> None`).
    Return(Value),
    /// `error()` was called here.
    ErrorCall { span: Span },
    /// An exception nobody caught, raised here.
    Exception { kind: ExcKind, span: Span },
    /// `assume(e)` was false here: the run is not a run of the program.
    AssumeFailed { span: Span },
    /// The run exceeded a resource bound; nothing is known about its end.
    Limit { reason: String },
}

impl Outcome {
    /// True for the outcomes that violate the default property.
    pub fn is_failure(&self) -> bool {
        matches!(self, Outcome::ErrorCall { .. } | Outcome::Exception { .. })
    }

    /// The violation the run ended with, and where: the error point it reached, in
    /// the CFG's terms.
    pub fn violation(&self) -> Option<(crate::cfg::ErrorKind, Span)> {
        match *self {
            Outcome::ErrorCall { span } => Some((crate::cfg::ErrorKind::ErrorCall, span)),
            Outcome::Exception { kind, span } => Some((crate::cfg::ErrorKind::Exception(kind), span)),
            Outcome::Return(_) | Outcome::AssumeFailed { .. } | Outcome::Limit { .. } => None,
        }
    }
}

#[derive(Clone, Debug)]
pub struct RunConfig {
    /// Statements and expressions evaluated before giving up (`Outcome::Limit`).
    pub max_steps: u64,
    /// Largest integer, in bits, before giving up (`Outcome::Limit`).
    pub max_int_bits: u64,
    /// Record which statements ran and what they assigned.
    pub trace: bool,
    /// A user function whose calls count as error() calls (`--error-label`).
    pub error_function: Option<String>,
}

impl Default for RunConfig {
    fn default() -> RunConfig {
        RunConfig { max_steps: 10_000_000, max_int_bits: 65_536, trace: false, error_function: None }
    }
}

/// One executed statement that changed variables (for counterexample paths).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraceEvent {
    pub span: Span,
    /// Name of the function the statement belongs to.
    pub function: String,
    pub assigned: Vec<(String, Value)>,
}

#[derive(Clone, Debug)]
pub struct Run {
    pub outcome: Outcome,
    /// The message of the exception the run ended with (`assert c, "message"`,
    /// `raise ValueError(f"...")`), as Python's `str()` of it shows it.
    pub message: Option<String>,
    pub steps: u64,
    /// How many nondet values the run consumed (later ones defaulted to 0 / False).
    pub nondet_used: usize,
    pub trace: Vec<TraceEvent>,
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum RunError {
    #[error("no function named '{0}' in the program")]
    NoEntry(String),
    #[error("{entry}() takes {want} argument(s), {given} given")]
    Arity { entry: String, want: usize, given: usize },
    #[error("argument '{name}' of {entry}() must be of type {want}, got {got}")]
    ArgType { entry: String, name: String, want: Type, got: String },
}

/// Checks entry arguments against the entry function's parameter types.
pub fn check_args(program: &Program, entry: &str, args: &[Value]) -> Result<(), RunError> {
    let (_, info) = program.function(entry).ok_or_else(|| RunError::NoEntry(entry.to_string()))?;
    if info.params.len() != args.len() {
        return Err(RunError::Arity { entry: entry.into(), want: info.params.len(), given: args.len() });
    }
    for ((name, ty), v) in info.params.iter().zip(args) {
        let ok = matches!((ty, v), (Type::Int, Value::Int(_)) | (Type::Bool, Value::Bool(_)) | (Type::Tuple, Value::Tuple(_)) | (Type::List(_), Value::List(_) | Value::Tuple(_)) | (Type::Str, Value::Str(_)) | (Type::Float, Value::Float(_)) | (Type::Complex, Value::Complex(..)));
        if !ok {
            return Err(RunError::ArgType { entry: entry.into(), name: name.clone(), want: *ty, got: v.to_string() });
        }
    }
    Ok(())
}

/// Nested calls a run may make before it stops (`Outcome::Limit`): recursion deeper
/// than this is not followed (CPython's own limit is about 1000).
pub const MAX_CALL_DEPTH: usize = 400;

/// Runs `entry(args)` with the given nondet values (after they run out: 0 / False).
pub fn run(program: &Program, entry: &str, args: Vec<Value>, nondet: &[Value], config: &RunConfig) -> Result<Run, RunError> {
    // Each nested call of the program takes a few frames of this interpreter's own
    // recursion: a thread with room for `MAX_CALL_DEPTH` of them.
    std::thread::scope(|s| {
        std::thread::Builder::new()
            .stack_size(256 << 20)
            .spawn_scoped(s, || run_here(program, entry, args, nondet, config))
            .expect("spawn the interpreter's thread")
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}

fn run_here(program: &Program, entry: &str, args: Vec<Value>, nondet: &[Value], config: &RunConfig) -> Result<Run, RunError> {
    check_args(program, entry, &args)?;
    let params = &program.functions[entry].params;
    // The run's lists are its own: the caller's values do not change with them.
    let args = args.into_iter().zip(params).map(|(v, (_, ty))| v.snapshot().as_type(*ty)).collect();
    let mut it = Interp { program, nondet, nondet_pos: 0, steps: 0, config, trace: Vec::new(), fn_stack: Vec::new(), results: Vec::new(), globals: Frame::new(), messages: HashMap::new() };
    let outcome = match it.call(entry, args) {
        Ok(v) => Outcome::Return(v),
        // An uncaught SystemExit ends the run normally; like abort(), it ends it as a
        // blocked one here (no violation, nothing after it).
        Err(Abrupt::Raise(ExcKind::SystemExit, span)) => Outcome::AssumeFailed { span },
        Err(Abrupt::Raise(kind, span)) => Outcome::Exception { kind, span },
        Err(Abrupt::Stop(outcome)) => outcome,
    };
    let message = match &outcome {
        Outcome::Exception { span, .. } => it.messages.get(span).cloned(),
        _ => None,
    };
    Ok(Run { outcome, message, steps: it.steps, nondet_used: it.nondet_pos.min(nondet.len()), trace: it.trace })
}

/// Ways evaluation leaves the normal path.
enum Abrupt {
    /// A Python exception: try/except may catch it.
    Raise(ExcKind, Span),
    /// Ends the whole run: error(), a failed assume, a resource limit.
    Stop(Outcome),
}

enum Flow {
    Normal,
    Break,
    Continue,
    Return(Value),
}

type Frame = HashMap<String, Value>;

struct Interp<'a> {
    program: &'a Program,
    nondet: &'a [Value],
    nondet_pos: usize,
    steps: u64,
    config: &'a RunConfig,
    trace: Vec<TraceEvent>,
    fn_stack: Vec<String>,
    /// What `result()` means while a postcondition is checked.
    results: Vec<Value>,
    /// A script's module variables.
    globals: Frame,
    /// The message of the last exception raised with one, by where it was raised.
    messages: HashMap<Span, String>,
}

impl Interp<'_> {
    fn tick(&mut self) -> Result<(), Abrupt> {
        self.steps += 1;
        if self.steps > self.config.max_steps {
            return Err(Abrupt::Stop(Outcome::Limit { reason: format!("more than {} steps", self.config.max_steps) }));
        }
        Ok(())
    }

    fn check_size(&self, v: BigInt) -> Result<Value, Abrupt> {
        if v.bits() > self.config.max_int_bits {
            return Err(self.too_large());
        }
        Ok(Value::Int(v))
    }

    fn too_large(&self) -> Abrupt {
        Abrupt::Stop(Outcome::Limit { reason: format!("an integer exceeded {} bits", self.config.max_int_bits) })
    }

    fn record(&mut self, span: Span, assigned: Vec<(String, Value)>) {
        if self.config.trace {
            let function = self.fn_stack.last().cloned().unwrap_or_default();
            let assigned = assigned.into_iter().filter(|(n, _)| !n.starts_with('$')).map(|(n, v)| (n, v.snapshot())).collect();
            self.trace.push(TraceEvent { span, function, assigned });
        }
    }

    fn next_nondet(&mut self, ty: Type) -> Value {
        let v = value::nondet_value(ty, self.nondet.get(self.nondet_pos));
        self.nondet_pos += 1;
        v
    }

    fn call(&mut self, name: &str, mut args: Vec<Value>) -> Result<Value, Abrupt> {
        let (func, _) = self.program.function(name).expect("type checker resolved every call");
        if self.fn_stack.len() >= MAX_CALL_DEPTH {
            return Err(Abrupt::Stop(Outcome::Limit { reason: format!("more than {MAX_CALL_DEPTH} nested calls") }));
        }
        // Parameters left out take their defaults (literals).
        for p in &func.params[args.len().min(func.params.len())..] {
            let d = p.default.as_ref().expect("the type checker let out only parameters with defaults");
            args.push(self.expr(d, &mut Frame::new())?);
        }
        let mut frame: Frame = func.params.iter().map(|p| p.name.name.clone()).zip(args).collect();
        self.fn_stack.push(name.to_string());
        let out = self.body_and_postconditions(&func.body, &mut frame);
        self.fn_stack.pop();
        out
    }

    /// Runs a function body, then checks its postconditions on the returned value
    /// (Python cannot check them: the shim's ensures() is a no-op).
    fn body_and_postconditions(&mut self, body: &[Stmt], frame: &mut Frame) -> Result<Value, Abrupt> {
        let v = match self.block(body, frame)? {
            Flow::Return(v) => v,
            _ => Value::None,
        };
        for (cond, span) in crate::ast::contract(body).ensures {
            self.results.push(v.clone());
            let ok = self.expr(cond, frame);
            self.results.pop();
            if !ok?.truthy() {
                return Err(Abrupt::Raise(ExcKind::AssertionError, span));
            }
        }
        Ok(v)
    }

    fn block(&mut self, stmts: &[Stmt], frame: &mut Frame) -> Result<Flow, Abrupt> {
        for s in stmts {
            match self.stmt(s, frame)? {
                Flow::Normal => {}
                other => return Ok(other),
            }
        }
        Ok(Flow::Normal)
    }

    fn assign(&mut self, frame: &mut Frame, span: Span, name: &str, v: Value) {
        self.record(span, vec![(name.to_string(), v.clone())]);
        self.store(frame, name, v);
    }

    /// Writes a variable: the function's own, or (in the module's code, or declared
    /// `global`) the module's.
    fn store(&mut self, frame: &mut Frame, name: &str, v: Value) {
        let in_module = self.fn_stack.last().is_some_and(|f| f == MODULE);
        if in_module || self.local_type(name).is_none() {
            self.globals.insert(name.to_string(), v);
        } else {
            frame.insert(name.to_string(), v);
        }
    }

    fn stmt(&mut self, s: &Stmt, frame: &mut Frame) -> Result<Flow, Abrupt> {
        self.tick()?;
        match &s.kind {
            StmtKind::Assign { targets, value, .. } => {
                let v = self.expr(value, frame)?;
                if targets.len() == 1 {
                    self.assign(frame, s.span, &targets[0].name, v);
                } else {
                    let items = v.held_items();
                    if items.len() != targets.len() {
                        return Err(Abrupt::Raise(ExcKind::ValueError, s.span));
                    }
                    let shape = self.program.shape_of(value);
                    let item = self.program.type_of(value).item();
                    let assigned: Vec<(String, Value)> = targets
                        .iter()
                        .zip(&items)
                        .enumerate()
                        .map(|(i, (t, x))| (t.name.clone(), from_item(x, shape.map_or(item, |s| s[i]))))
                        .collect();
                    self.record(s.span, assigned.clone());
                    for (name, v) in assigned {
                        self.store(frame, &name, v);
                    }
                }
            }
            StmtKind::AugAssign { target, op, value } => {
                let old = self.read(&target.name, frame);
                let rhs = self.expr(value, frame)?;
                if let Some(&want) = self.program.aug_unwrap.get(&target.span) {
                    if !fits(&old, want) {
                        return Err(Abrupt::Raise(ExcKind::TypeError, s.span));
                    }
                }
                let v = self.arith(*op, &old, &rhs, s.span)?;
                // `xs += ys` and `xs *= n` change the list in place: every name for it
                // sees the new items.
                let v = match (&old, v) {
                    (Value::List(list), Value::List(new)) => {
                        let items = new.values();
                        list.with(|old_items| *old_items = items);
                        Value::List(list.clone())
                    }
                    (_, v) => v,
                };
                self.assign(frame, s.span, &target.name, v);
            }
            StmtKind::SetItem { target, index, value, op } => {
                // Python: `xs[i] = v` evaluates v, xs, i; `xs[i] op= v` evaluates xs, i,
                // reads the item (IndexError), then v.
                let v = if op.is_none() { Some(self.expr(value, frame)?) } else { None };
                let Value::List(list) = self.read(&target.name, frame) else { unreachable!("the type checker typed a list") };
                let i = self.expr(index, frame)?.as_int().clone();
                let len = list.with(|items| items.len());
                let pos = position(&i, len).ok_or(Abrupt::Raise(ExcKind::IndexError, s.span))?;
                let v = match (op, v) {
                    (Some(op), _) => {
                        let old = from_item(&list.values()[pos], Type::List(list.elem).item());
                        let rhs = self.expr(value, frame)?;
                        self.arith(*op, &old, &rhs, s.span)?
                    }
                    (None, v) => v.expect("evaluated above"),
                };
                // The item may have moved if evaluating v changed the list.
                let pos = position(&i, list.with(|items| items.len())).ok_or(Abrupt::Raise(ExcKind::IndexError, s.span))?;
                list.with(|items| items[pos] = value::ListRef::stored_item(&v, list.elem));
                self.record(s.span, vec![(target.name.clone(), Value::List(list))]);
            }
            StmtKind::DelItem { target, index } => {
                let Value::List(list) = self.read(&target.name, frame) else { unreachable!("the type checker typed a list") };
                let i = self.expr(index, frame)?.as_int().clone();
                let pos = position(&i, list.with(|items| items.len())).ok_or(Abrupt::Raise(ExcKind::IndexError, s.span))?;
                list.with(|items| items.remove(pos));
                self.record(s.span, vec![(target.name.clone(), Value::List(list))]);
            }
            StmtKind::If { cond, then, orelse } => {
                let c = self.expr(cond, frame)?.truthy();
                return self.block(if c { then } else { orelse }, frame);
            }
            StmtKind::While { cond, body, orelse } => {
                loop {
                    self.tick()?;
                    if !self.expr(cond, frame)?.truthy() {
                        return self.block(orelse, frame);
                    }
                    match self.block(body, frame)? {
                        Flow::Break => return Ok(Flow::Normal),
                        Flow::Return(v) => return Ok(Flow::Return(v)),
                        Flow::Normal | Flow::Continue => {}
                    }
                }
            }
            StmtKind::For { var, iter, body, orelse } => {
                let item_ty = match iter {
                    ForIter::Seq(e) | ForIter::Reversed(e) => self.program.type_of(e).item(),
                    ForIter::Range { .. } => Type::Int,
                };
                let mut items = self.iterate(iter, frame, s.span)?;
                while let Some(item) = items.next() {
                    self.tick()?;
                    self.assign(frame, var.span, &var.name, from_item(&item, item_ty));
                    match self.block(body, frame)? {
                        Flow::Break => return Ok(Flow::Normal),
                        Flow::Return(v) => return Ok(Flow::Return(v)),
                        Flow::Normal | Flow::Continue => {}
                    }
                }
                return self.block(orelse, frame);
            }
            StmtKind::Break => return Ok(Flow::Break),
            StmtKind::Continue => return Ok(Flow::Continue),
            StmtKind::Return(e) => {
                let v = match e {
                    Some(e) => self.expr(e, frame)?,
                    None => Value::None,
                };
                return Ok(Flow::Return(v));
            }
            StmtKind::Pass | StmtKind::Declare { .. } => {}
            StmtKind::Raise { kind, args } => {
                let mut shown = Vec::new();
                for a in args {
                    shown.push(self.message(a, frame)?);
                }
                // Python's str() of an exception with one argument is that argument's.
                if let [one] = shown.as_slice() {
                    self.messages.insert(s.span, one.clone());
                }
                return Err(Abrupt::Raise(*kind, s.span));
            }
            StmtKind::Assert { cond, msg } => {
                if !self.expr(cond, frame)?.truthy() {
                    if let Some(m) = msg {
                        let shown = self.message(m, frame)?;
                        self.messages.insert(s.span, shown);
                    }
                    return Err(Abrupt::Raise(ExcKind::AssertionError, s.span));
                }
            }
            StmtKind::Assume(cond) => {
                if !self.expr(cond, frame)?.truthy() {
                    return Err(Abrupt::Stop(Outcome::AssumeFailed { span: s.span }));
                }
            }
            StmtKind::Global(_) => {}
            StmtKind::Havoc(x) => {
                let ty = self.local_type(&x.name).expect("type checker typed every havocked local");
                let v = self.next_nondet(ty);
                self.assign(frame, s.span, &x.name, v);
            }
            StmtKind::Try { body, handlers, orelse, finally } => {
                let out = match self.block(body, frame) {
                    Ok(Flow::Normal) => self.block(orelse, frame),
                    Err(Abrupt::Raise(kind, span)) => match handlers.iter().find(|h| h.catches(kind)) {
                        Some(h) => self.block(&h.body, frame),
                        None => Err(Abrupt::Raise(kind, span)),
                    },
                    other => other,
                };
                // `finally` runs on every way out but the end of the whole run; its own
                // abrupt end (return, break, a raise) replaces the one in flight.
                if matches!(out, Err(Abrupt::Stop(_))) {
                    return out;
                }
                return match self.block(finally, frame)? {
                    Flow::Normal => out,
                    other => Ok(other),
                };
            }
            StmtKind::Expr(e) => {
                let deferred = crate::ast::contract(std::slice::from_ref(s)).ensures.len() == 1;
                if !matches!(e.kind, ExprKind::Str(_)) && !deferred {
                    self.expr(e, frame)?;
                }
            }
        }
        Ok(Flow::Normal)
    }

    /// Starts a walk over what a loop iterates (the arguments of `range` now).
    fn iterate(&mut self, iter: &ForIter, frame: &mut Frame, span: Span) -> Result<Walk, Abrupt> {
        Ok(match iter {
            ForIter::Range { start, stop, step } => {
                let start = match start {
                    Some(e) => self.expr(e, frame)?.as_int().clone(),
                    None => BigInt::zero(),
                };
                let stop = self.expr(stop, frame)?.as_int().clone();
                let step = match step {
                    Some(e) => self.expr(e, frame)?.as_int().clone(),
                    None => BigInt::from(1),
                };
                if step.is_zero() {
                    return Err(Abrupt::Raise(ExcKind::ValueError, span));
                }
                Walk::Range(RangeIter { next: start, stop, step })
            }
            ForIter::Seq(e) => match self.expr(e, frame)? {
                Value::List(list) => Walk::Live { list, next: 0 },
                t => Walk::Fixed(t.held_items().into_iter()),
            },
            ForIter::Reversed(e) => match self.expr(e, frame)? {
                Value::List(list) => {
                    let next = list.with(|items| items.len().checked_sub(1));
                    Walk::LiveReversed { list, next }
                }
                t => {
                    let mut items = t.held_items();
                    items.reverse();
                    Walk::Fixed(items.into_iter())
                }
            },
        })
    }

    /// `list.name(args)`, changing the list in place where the method does.
    fn list_method(&mut self, list: &value::ListRef, name: &str, args: Vec<Value>, span: Span) -> Result<Value, Abrupt> {
        let elem = list.elem.ty();
        let raise = |kind| Abrupt::Raise(kind, span);
        let arg = |k: usize| value::ListRef::stored_item(&args[k], list.elem);
        self.steps += list.with(|items| items.len()) as u64;
        Ok(match name {
            "append" => {
                list.with(|items| items.push(arg(0)));
                Value::None
            }
            "extend" => {
                let more = match &args[0] {
                    // A str extends a list of strs by its characters.
                    Value::Str(s) => Value::chars(s),
                    other => other.held_items(),
                };
                list.with(|items| items.extend(more));
                Value::None
            }
            "insert" => {
                // As `xs[i:i] = [x]`: the index is clamped.
                list.with(|items| {
                    let at = value::slice_bound(Some(&args[0].to_int()), items.len(), 0);
                    items.insert(at, arg(1))
                });
                Value::None
            }
            "pop" => {
                let i = args.first().map_or(BigInt::from(-1), Value::to_int);
                let item = list.with(|items| {
                    let pos = position(&i, items.len())?;
                    Some(items.remove(pos))
                });
                from_item(&item.ok_or(raise(ExcKind::IndexError))?, elem)
            }
            "remove" => {
                let x = arg(0);
                let found = list.with(|items| items.iter().position(|v| *v == x).map(|p| items.remove(p)));
                found.ok_or(raise(ExcKind::ValueError))?;
                Value::None
            }
            "index" => {
                let x = arg(0);
                let at = list.with(|items| items.iter().position(|v| *v == x)).ok_or(raise(ExcKind::ValueError))?;
                Value::int(at as i64)
            }
            "count" => {
                let x = arg(0);
                Value::int(list.with(|items| items.iter().filter(|v| **v == x).count()) as i64)
            }
            "clear" => {
                list.with(Vec::clear);
                Value::None
            }
            "reverse" => {
                list.with(|items| items.reverse());
                Value::None
            }
            "sort" => {
                list.with(|items| items.sort_by(value::item_order));
                Value::None
            }
            "copy" => Value::List(list.copy()),
            other => unreachable!("the type checker knows no list method '{other}'"),
        })
    }

    /// A message as Python's `str()` shows it: a string, an f-string filled in, or
    /// a value.
    fn message(&mut self, e: &Expr, frame: &mut Frame) -> Result<String, Abrupt> {
        Ok(match &e.kind {
            ExprKind::Str(s) => s.clone(),
            // One with conversions or specs is a value (`typeck`'s rule).
            ExprKind::FStr { .. } if self.program.is_value(e) => self.expr(e, frame)?.to_string(),
            ExprKind::FStr { parts, text, .. } => {
                let mut out = text[0].clone();
                for (p, after) in parts.iter().zip(&text[1..]) {
                    out.push_str(&self.message(p, frame)?);
                    out.push_str(after);
                }
                out
            }
            // `except E as e`: minipy keeps no exception objects.
            ExprKind::Name(n) if self.program.exc_reads.contains(&e.id) => format!("<the exception {n}>"),
            _ => self.expr(e, frame)?.to_string(),
        })
    }

    fn local_type(&self, name: &str) -> Option<Type> {
        let f = self.fn_stack.last()?;
        self.program.functions.get(f)?.locals.get(name).copied()
    }

    fn read(&self, name: &str, frame: &Frame) -> Value {
        frame
            .get(name)
            .or_else(|| self.globals.get(name))
            .or_else(|| self.program.constants.get(name))
            .cloned()
            .expect("definite assignment checked every read")
    }

    fn arith(&mut self, op: ArithOp, a: &Value, b: &Value, span: Span) -> Result<Value, Abrupt> {
        if let Some(r) = crate::float_ops::arith(op, a, b) {
            return r.map_err(|e| Abrupt::Raise(e.kind(), span));
        }
        match (a, b) {
            (Value::Str(x), Value::Str(y)) => {
                self.steps += (x.len() + y.len()) as u64;
                return Ok(Value::str_of(x.iter().chain(y.iter()).copied().collect()));
            }
            (s @ Value::Str(x), n) | (n, s @ Value::Str(x)) => {
                let times = num_traits::ToPrimitive::to_usize(&n.to_int()).unwrap_or(0);
                if x.len().saturating_mul(times) > self.config.max_steps as usize {
                    return Err(Abrupt::Stop(Outcome::Limit { reason: "a str too long to build".into() }));
                }
                self.steps += (x.len() * times) as u64;
                return crate::str_ops::apply(crate::str_ops::StrFn::Repeat, &[s.clone(), n.clone()]).map_err(|kind| Abrupt::Raise(kind, span));
            }
            (Value::Tuple(_), Value::Tuple(_)) => {
                let mut out = a.items();
                out.extend(b.items());
                return Ok(Value::tuple(out));
            }
            (Value::List(x), Value::List(y)) => {
                let mut out = x.values();
                out.extend(y.values());
                // `[True] + [1]` is a list of ints.
                let elem = if x.elem == y.elem { x.elem } else { Elem::Int };
                return Ok(Value::list_of(out, elem));
            }
            (Value::List(l), n) | (n, Value::List(l)) => {
                // `xs * n`: n <= 0 gives [].
                let n = num_traits::ToPrimitive::to_usize(&n.to_int()).unwrap_or(0);
                let items = l.values();
                if items.len().saturating_mul(n) > self.config.max_steps as usize {
                    return Err(Abrupt::Stop(Outcome::Limit { reason: "a list too long to build".into() }));
                }
                self.steps += (items.len() * n) as u64;
                return Ok(Value::list_of(std::iter::repeat_n(items, n).flatten().collect(), l.elem));
            }
            _ => {}
        }
        if let (Value::Bool(x), Value::Bool(y)) = (a, b) {
            match op {
                ArithOp::BitAnd => return Ok(Value::Bool(*x & *y)),
                ArithOp::BitOr => return Ok(Value::Bool(*x | *y)),
                ArithOp::BitXor => return Ok(Value::Bool(*x ^ *y)),
                _ => {}
            }
        }
        match value::int_arith(op, &a.to_int(), &b.to_int()) {
            Ok(v) => self.check_size(v),
            Err(value::ArithFailure::Raise(kind)) => Err(Abrupt::Raise(kind, span)),
            Err(value::ArithFailure::TooLarge) => Err(self.too_large()),
        }
    }

    fn expr(&mut self, e: &Expr, frame: &mut Frame) -> Result<Value, Abrupt> {
        let v = self.expr_value(e, frame)?;
        // An `int | None` or a dynamic value used as one type (typeck::optional,
        // typeck::dynamic): TypeError if it holds another.
        if let Some(&want) = self.program.unwrap.get(&e.id) {
            if !fits(&v, want) {
                return Err(Abrupt::Raise(ExcKind::TypeError, e.span));
            }
        }
        Ok(v)
    }

    fn expr_value(&mut self, e: &Expr, frame: &mut Frame) -> Result<Value, Abrupt> {
        self.tick()?;
        Ok(match &e.kind {
            ExprKind::Int(v) => Value::Int(v.clone()),
            ExprKind::Float(x) => Value::float(*x),
            ExprKind::Imaginary(y) => Value::complex((0.0, *y)),
            ExprKind::Bool(b) => Value::Bool(*b),
            ExprKind::NoneLit => Value::None,
            ExprKind::Str(s) => Value::str(s),
            ExprKind::FStr { parts, format, .. } if self.program.is_value(e) => {
                let mut args = vec![Value::str(format)];
                for p in parts {
                    args.push(self.expr(p, frame)?);
                }
                self.format(crate::str_ops::Formatting::Method, &args, e.span)?
            }
            ExprKind::FStr { parts, .. } => {
                for p in parts {
                    self.expr(p, frame)?;
                }
                Value::None
            }
            ExprKind::Invalid => unreachable!("rejected by the type checker"),
            // `except E as e`: printed only, and minipy prints nothing.
            ExprKind::Name(_) if self.program.exc_reads.contains(&e.id) => Value::None,
            ExprKind::Name(n) => self.read(n, frame),
            ExprKind::Tuple(items) | ExprKind::List(items) => {
                let mut out = Vec::with_capacity(items.len());
                for it in items {
                    out.push(self.expr(it, frame)?);
                }
                Value::sequence_of(self.program.type_of(e), out)
            }
            ExprKind::ListComp { elt, var, iter, cond } => {
                let item_ty = match &**iter {
                    ForIter::Seq(x) | ForIter::Reversed(x) => self.program.type_of(x).item(),
                    ForIter::Range { .. } => Type::Int,
                };
                let mut items = self.iterate(iter, frame, e.span)?;
                // The comprehension's variable is its own: the frame's is restored.
                let saved = frame.get(&var.name).cloned();
                let mut out = Vec::new();
                let mut result = Ok(());
                while let Some(item) = items.next() {
                    frame.insert(var.name.clone(), from_item(&item, item_ty));
                    let keep = match cond {
                        Some(c) => self.expr(c, frame).map(|v| v.truthy()),
                        None => Ok(true),
                    };
                    match keep.and_then(|k| if k { self.expr(elt, frame).map(Some) } else { Ok(None) }) {
                        Ok(Some(v)) => out.push(v),
                        Ok(None) => {}
                        Err(err) => {
                            result = Err(err);
                            break;
                        }
                    }
                    if let Err(err) = self.tick() {
                        result = Err(err);
                        break;
                    }
                }
                match saved {
                    Some(v) => frame.insert(var.name.clone(), v),
                    None => frame.remove(&var.name),
                };
                result?;
                Value::sequence_of(self.program.type_of(e), out)
            }
            ExprKind::Method { recv, name, args } if matches!(name.name.as_str(), "startswith" | "endswith") && args.first().and_then(crate::ast::str_alternatives).is_some() => {
                let r = self.expr(recv, frame)?;
                let items = args.first().and_then(crate::ast::str_alternatives).expect("matched");
                let found = items.iter().any(|t| match &t.kind {
                    ExprKind::Str(t) => crate::str_ops::method(&name.name, &[r.clone(), Value::str(t)]) == Ok(Value::Bool(true)),
                    _ => false,
                });
                Value::Bool(found)
            }
            ExprKind::Method { recv, name, args } => {
                let r = self.expr(recv, frame)?;
                let mut vals = Vec::with_capacity(args.len());
                for a in args {
                    vals.push(self.expr(a, frame)?);
                }
                match (&r, name.name.as_str()) {
                    (Value::Complex(..), "conjugate") => return self.float_fn(crate::float_ops::FloatFn::CConj, &[r], e.span),
                    (Value::Float(_), "conjugate") => return Ok(r),
                    (Value::Float(_), "is_integer") => return self.float_fn(crate::float_ops::FloatFn::IsInteger, &[r], e.span),
                    (Value::Float(_), "as_integer_ratio") => return self.float_fn(crate::float_ops::FloatFn::IntegerRatio, &[r], e.span),
                    (Value::Int(_) | Value::Bool(_), "conjugate") => return Ok(Value::Int(r.to_int())),
                    _ => {}
                }
                if let Value::Str(_) = &r {
                    vals.insert(0, r);
                    if name.name == "format" {
                        return self.format(crate::str_ops::Formatting::Method, &vals, e.span);
                    }
                    if let (Some(Value::List(alternatives)), "startswith" | "endswith") = (vals.get(1), name.name.as_str()) {
                        // A tuple of strs: any of them.
                        let any = alternatives.values().into_iter().any(|alt| crate::str_ops::method(&name.name, &[vals[0].clone(), alt]) == Ok(Value::Bool(true)));
                        return Ok(Value::Bool(any));
                    }
                    if matches!(name.name.as_str(), "partition" | "rpartition") {
                        let parts = crate::str_split::partition(vals[0].as_str(), vals[1].as_str(), name.name == "rpartition").ok_or(Abrupt::Raise(ExcKind::ValueError, e.span))?;
                        return Ok(Value::List(crate::value::ListRef::str_tuple(parts.into_iter().map(Value::str_of).collect())));
                    }
                    return crate::str_ops::method(&name.name, &vals).map_err(|kind| Abrupt::Raise(kind, e.span));
                }
                let Value::List(list) = r else { unreachable!("the type checker allows list and str methods only") };
                let v = self.list_method(&list, &name.name, vals, e.span)?;
                if let ExprKind::Name(n) = &recv.kind {
                    self.record(e.span, vec![(n.clone(), Value::List(list))]);
                }
                v
            }
            ExprKind::Contains { item, seq, negated } if crate::ast::str_alternatives(seq).is_some() => {
                let x = self.expr(item, frame)?;
                let found = crate::ast::str_alternatives(seq).expect("matched").iter().any(|t| matches!(&t.kind, ExprKind::Str(t) if Value::str(t) == x));
                Value::Bool(found != *negated)
            }
            ExprKind::Contains { item, seq, negated } => {
                let x = self.expr(item, frame)?;
                let found = match self.expr(seq, frame)? {
                    Value::Str(s) => crate::str_ops::find(&s, x.as_str(), false) >= 0,
                    Value::List(l) if l.elem == Elem::Str => l.values().contains(&x),
                    seq => seq.items().contains(&x.to_int()),
                };
                Value::Bool(found != *negated)
            }
            ExprKind::Unary(op, x) => {
                let v = self.expr(x, frame)?;
                match op {
                    UnaryOp::Not => Value::Bool(!v.truthy()),
                    UnaryOp::Neg if matches!(v, Value::Float(_)) => Value::float(-v.as_float()),
                    UnaryOp::Neg if matches!(v, Value::Complex(..)) => self.float_fn(crate::float_ops::FloatFn::CNeg, &[v], e.span)?,
                    UnaryOp::Pos if matches!(v, Value::Float(_) | Value::Complex(..)) => v,
                    UnaryOp::Neg => Value::Int(-v.to_int()),
                    UnaryOp::Invert => Value::Int(-v.to_int() - 1),
                    UnaryOp::Pos => Value::Int(v.to_int()),
                }
            }
            ExprKind::Arith(op, a, b) => {
                let x = self.expr(a, frame)?;
                let y = self.expr(b, frame)?;
                self.arith(*op, &x, &y, e.span)?
            }
            ExprKind::Compare(first, rest) => {
                let mut left = self.expr(first, frame)?;
                for (op, r) in rest {
                    let right = self.expr(r, frame)?;
                    if !compare(*op, &left, &right) {
                        return Ok(Value::Bool(false));
                    }
                    left = right;
                }
                Value::Bool(true)
            }
            ExprKind::Is { left, right, negated } => {
                let (a, b) = (self.expr(left, frame)?, self.expr(right, frame)?);
                // Bools and None are singletons; a minipy value and None never match.
                let same = match (&a, &b) {
                    (Value::Bool(x), Value::Bool(y)) => x == y,
                    (Value::None, Value::None) => true,
                    _ => false,
                };
                Value::Bool(same != *negated)
            }
            ExprKind::BoolOp(op, a, b) => {
                let x = self.expr(a, frame)?;
                match (op, x.truthy()) {
                    (BoolOp::And, false) | (BoolOp::Or, true) => x,
                    _ => self.expr(b, frame)?,
                }
            }
            ExprKind::Quant { all, var, domain, body } => {
                let items: Vec<Value> = match domain {
                    Domain::Range { lo, hi } => {
                        let lo = self.expr(lo, frame)?.as_int().clone();
                        let hi = self.expr(hi, frame)?.as_int().clone();
                        if &hi - &lo > BigInt::from(self.config.max_steps) {
                            return Err(Abrupt::Stop(Outcome::Limit { reason: "a quantifier over too long a range".into() }));
                        }
                        RangeIter { next: lo, stop: hi, step: BigInt::from(1) }.map(Value::Int).collect()
                    }
                    // The body is pure: the items cannot change while it runs.
                    Domain::Items(seq) => {
                        let ty = self.program.type_of(seq).item();
                        self.expr(seq, frame)?.held_items().iter().map(|x| from_item(x, ty)).collect()
                    }
                };
                let saved = frame.get(&var.name).cloned();
                // Python stops at the first false (all) or true (any) item.
                let mut out = Ok(Value::Bool(*all));
                for item in items {
                    self.tick()?;
                    frame.insert(var.name.clone(), item);
                    match self.expr(body, frame) {
                        Ok(v) if v.truthy() != *all => {
                            out = Ok(Value::Bool(!*all));
                            break;
                        }
                        Ok(_) => {}
                        Err(e) => {
                            out = Err(e);
                            break;
                        }
                    }
                }
                match saved {
                    Some(v) => frame.insert(var.name.clone(), v),
                    None => frame.remove(&var.name),
                };
                out?
            }
            ExprKind::IfExp { cond, then, orelse } => {
                if self.expr(cond, frame)?.truthy() {
                    self.expr(then, frame)?
                } else {
                    self.expr(orelse, frame)?
                }
            }
            ExprKind::Index(t, i) => {
                let t = self.expr(t, frame)?;
                let i = self.expr(i, frame)?;
                let item = value::index(&t.held_items(), i.as_int()).ok_or(Abrupt::Raise(ExcKind::IndexError, e.span))?;
                from_item(&item, self.program.type_of(e))
            }
            ExprKind::Slice(t, lo, hi) => {
                let t = self.expr(t, frame)?;
                // A bound of None is no bound (`s[1:None]`); a bool is 1 or 0.
                let mut bound = |b: &Option<Box<Expr>>| -> Result<Option<BigInt>, Abrupt> {
                    Ok(match b {
                        Some(x) => Some(self.expr(x, frame)?).filter(|v| *v != Value::None).map(|v| v.to_int()),
                        None => None,
                    })
                };
                let (lo, hi) = (bound(lo)?, bound(hi)?);
                Value::sequence_of(self.program.type_of(e), value::slice(&t.held_items(), lo.as_ref(), hi.as_ref()))
            }
            ExprKind::Call { func, args } if self.program.builtin(&func.name) == Some(Builtin::IsInstance) => {
                let v = self.expr(&args[0], frame)?;
                let ExprKind::Str(class) = &args[1].kind else { unreachable!("the parser passes the class by name") };
                Value::Bool(v.ty().is_instance_of(class))
            }
            ExprKind::Call { func, args } => {
                let mut vals = Vec::with_capacity(args.len());
                for a in args {
                    vals.push(self.expr(a, frame)?);
                }
                match self.program.builtin(&func.name) {
                    Some(b) => self.builtin(b, vals, e.span)?,
                    None if self.config.error_function.as_deref() == Some(func.name.as_str()) => {
                        return Err(Abrupt::Stop(Outcome::ErrorCall { span: e.span }))
                    }
                    None => self.call(&func.name, vals)?,
                }
            }
        })
    }

    /// A value `random` draws from `lo..below`: `empty` raised where the range is
    /// empty, else the next nondet value; a run whose value lies outside the range is
    /// not a run of the program (as with a failed assumption).
    fn drawn_below(&mut self, lo: num_bigint::BigInt, below: num_bigint::BigInt, empty: ExcKind, span: Span) -> Result<Value, Abrupt> {
        if lo >= below {
            return Err(Abrupt::Raise(empty, span));
        }
        let v = self.next_nondet(Type::Int);
        if v.to_int() < lo || v.to_int() >= below {
            return Err(Abrupt::Stop(Outcome::AssumeFailed { span }));
        }
        Ok(v)
    }


    fn float_fn(&mut self, f: crate::float_ops::FloatFn, args: &[Value], span: Span) -> Result<Value, Abrupt> {
        crate::float_ops::apply(f, args).map_err(|e| Abrupt::Raise(e.kind(), span))
    }

    fn builtin(&mut self, b: Builtin, args: Vec<Value>, span: Span) -> Result<Value, Abrupt> {
        Ok(match b {
            Builtin::NondetInt => self.next_nondet(Type::Int),
            Builtin::NondetBool => self.next_nondet(Type::Bool),
            Builtin::NondetStr => {
                let v = self.next_nondet(Type::Str);
                // `nondet_string(n)`: at most n characters; a longer value is no run.
                if let Some(n) = args.first() {
                    if BigInt::from(v.as_str().len()) > n.to_int() {
                        return Err(Abrupt::Stop(Outcome::AssumeFailed { span }));
                    }
                }
                v
            }
            Builtin::Input => {
                // A line read: a value holding a newline is not a run of the program.
                let v = self.next_nondet(Type::Str);
                if v.as_str().contains(&('\n' as u32)) {
                    return Err(Abrupt::Stop(Outcome::AssumeFailed { span }));
                }
                v
            }
            Builtin::Format => self.format(crate::str_ops::Formatting::Builtin, &args, span)?,
            Builtin::StepSlice => {
                let bound = |v: &Value| (*v != Value::None).then(|| v.to_int());
                let (lo, hi) = (bound(&args[1]), bound(&args[2]));
                let sliced = crate::str_ops::step_slice(args[0].as_str(), lo.as_ref(), hi.as_ref(), &args[3].to_int());
                Value::str_of(sliced.ok_or(Abrupt::Raise(ExcKind::ValueError, span))?)
            }
            Builtin::Repr(ascii) => {
                let fmt = Value::str(if ascii { "{!a}" } else { "{!r}" });
                self.format(crate::str_ops::Formatting::Method, &[fmt, args[0].clone()], span)?
            }
            Builtin::Radix(base) => crate::str_ops::apply(crate::str_ops::StrFn::Radix(base), &[Value::Int(args[0].to_int())]).map_err(|kind| Abrupt::Raise(kind, span))?,
            Builtin::StrOf if args.is_empty() => Value::str(""),
            Builtin::StrOf if args[0] == Value::None => Value::str("None"),
            Builtin::StrOf if matches!(args[0], Value::Float(_)) => self.float_fn(crate::float_ops::FloatFn::Repr, &args, span)?,
            Builtin::StrOf if matches!(args[0], Value::Complex(..)) => self.float_fn(crate::float_ops::FloatFn::CRepr, &args, span)?,
            Builtin::StrOf => crate::str_ops::apply(crate::str_ops::StrFn::FromInt, &args).map_err(|kind| Abrupt::Raise(kind, span))?,
            Builtin::IntOf if args.len() == 2 => crate::str_ops::apply(crate::str_ops::StrFn::ToInt, &args).map_err(|kind| Abrupt::Raise(kind, span))?,
            Builtin::IntOf => match &args[0] {
                Value::Float(_) => self.float_fn(crate::float_ops::FloatFn::ToInt, &args, span)?,
                Value::Str(_) => crate::str_ops::apply(crate::str_ops::StrFn::ToInt, &args).map_err(|kind| Abrupt::Raise(kind, span))?,
                Value::None => return Err(Abrupt::Raise(ExcKind::TypeError, span)),
                other => Value::Int(other.to_int()),
            },
            Builtin::Ord => match args[0].as_str() {
                [c] => Value::int(*c),
                _ => return Err(Abrupt::Raise(ExcKind::TypeError, span)),
            },
            Builtin::Chr => match num_traits::ToPrimitive::to_u32(&args[0].to_int()).filter(|&c| c <= value::MAX_CODE_POINT) {
                Some(c) => Value::str_of(vec![c]),
                None => return Err(Abrupt::Raise(ExcKind::ValueError, span)),
            },
            Builtin::RandIndex => self.drawn_below(num_bigint::BigInt::from(0), args[0].to_int(), ExcKind::IndexError, span)?,
            Builtin::RandFloat => {
                let unit = num_bigint::BigInt::from(1u64 << 53);
                let k = self.drawn_below(num_bigint::BigInt::from(0), unit.clone(), ExcKind::ValueError, span)?;
                self.float_fn(crate::float_ops::FloatFn::IntDiv, &[k, Value::Int(unit)], span)?
            }
            Builtin::RandInt => self.drawn_below(args[0].to_int(), args[1].to_int() + 1, ExcKind::ValueError, span)?,
            Builtin::Assume => {
                if !args[0].truthy() {
                    return Err(Abrupt::Stop(Outcome::AssumeFailed { span }));
                }
                Value::None
            }
            Builtin::Error => return Err(Abrupt::Stop(Outcome::ErrorCall { span })),
            Builtin::Print => Value::None,
            Builtin::Dist => {
                let floats = |v: &Value| matches!(v, Value::List(l) if l.elem == Elem::Float);
                self.float_fn(crate::float_ops::FloatFn::Dist(floats(&args[0]), floats(&args[1])), &args, span)?
            }
            Builtin::Sleep => match crate::float_ops::sleep_outcome(&args[0]) {
                Ok(()) => Value::None,
                Err(Some(kind)) => return Err(Abrupt::Raise(kind, span)),
                Err(None) => return Err(Abrupt::Stop(Outcome::Limit { reason: "a time.sleep() of over 2**62 ns, which CPython may end with OSError (its deadline wraps) or sleep through".into() })),
            },
            Builtin::IsInstance => unreachable!("decided where it is called"),
            Builtin::Exit => return Err(Abrupt::Raise(ExcKind::SystemExit, span)),
            // The run ends here, without a violation: as far as failures go, like an
            // assumption that does not hold (`tracer run` names the call).
            Builtin::Abort => return Err(Abrupt::Stop(Outcome::AssumeFailed { span })),
            Builtin::Ensures => Value::None,
            Builtin::Result => self.results.last().cloned().expect("the type checker allows result() only inside ensures"),
            // Concretely a loop invariant is checked at the start of every iteration,
            // and a precondition at the entry of the function.
            Builtin::Invariant | Builtin::Requires => {
                if !args[0].truthy() {
                    return Err(Abrupt::Raise(ExcKind::AssertionError, span));
                }
                Value::None
            }
            Builtin::Len => Value::int(match &args[0] {
                Value::List(l) => l.with(|items| items.len()),
                v => v.items().len(),
            } as i64),
            Builtin::TupleNew => Value::tuple(args.first().map_or_else(Vec::new, Value::items)),
            Builtin::ListNew => match args.first() {
                // `list(s)`: its characters.
                Some(Value::Str(s)) => Value::list_of(Value::chars(s), Elem::Str),
                Some(Value::List(l)) => Value::List(l.copy()),
                Some(v) => Value::list(v.items(), false),
                None => Value::list(Vec::new(), false),
            },
            // CPython's sum of floats: `0 + x0` is `0.0 + x0`, then each in order.
            Builtin::Sum if matches!(&args[0], Value::List(l) if l.elem == Elem::Float) => Value::float(args[0].held_items().iter().fold(0.0, |acc, x| acc + x.as_float())),
            Builtin::Sum => Value::Int(args[0].items().iter().sum()),
            Builtin::Sorted if matches!(&args[0], Value::List(l) if l.elem == Elem::Float) => {
                let mut items = args[0].held_items();
                if items.iter().any(|x| x.as_float().is_nan()) {
                    return Err(Abrupt::Stop(Outcome::Limit { reason: "sorting floats among which is a nan (timsort's order is then its own)".into() }));
                }
                items.sort_by(|x, y| x.as_float().partial_cmp(&y.as_float()).expect("no nan"));
                Value::list_of(items, Elem::Float)
            }
            // The first item unless a later one is strictly less (greater), as the
            // two-argument forms below.
            Builtin::Min | Builtin::Max if args.len() == 1 && matches!(&args[0], Value::List(l) if l.elem == Elem::Float) => {
                first_best(b, args[0].held_items()).ok_or(Abrupt::Raise(ExcKind::ValueError, span))?
            }
            // `sorted(s)`: its characters, by code point.
            Builtin::Sorted if matches!(args[0], Value::Str(_)) => {
                let mut points = args[0].as_str().to_vec();
                points.sort_unstable();
                Value::list_of(Value::chars(&points), Elem::Str)
            }
            Builtin::Sorted => {
                let mut items = args[0].held_items();
                items.sort_by(value::item_order);
                let elem = match &args[0] {
                    Value::List(l) => l.elem,
                    _ => Elem::Int,
                };
                Value::list_of(items, elem)
            }
            Builtin::Min | Builtin::Max if args.len() == 1 => {
                let items = args[0].held_items();
                // Python keeps the first of equal items.
                let best = if b == Builtin::Min { items.iter().min_by(|x, y| value::item_order(x, y)) } else { items.iter().rev().max_by(|x, y| value::item_order(x, y)) };
                let ty = match &args[0] {
                    Value::List(l) => l.elem.ty(),
                    _ => Type::Int,
                };
                from_item(best.ok_or(Abrupt::Raise(ExcKind::ValueError, span))?, ty)
            }
            Builtin::Abs if matches!(args[0], Value::Float(_)) => Value::float(args[0].as_float().abs()),
            Builtin::Abs if matches!(args[0], Value::Complex(..)) => self.float_fn(crate::float_ops::FloatFn::CAbs, &args, span)?,
            Builtin::ComplexOf => crate::float_ops::complex_new(&args).map_err(|e| Abrupt::Raise(e.kind(), span))?,
            Builtin::RealPart | Builtin::ImagPart => match (&args[0], b == Builtin::ImagPart) {
                (Value::Complex(re, _), false) => Value::Float(*re),
                (Value::Complex(_, im), true) => Value::Float(*im),
                (v @ Value::Float(_), false) => v.clone(),
                (Value::Float(_), true) => Value::float(0.0),
                (v, false) => Value::Int(v.to_int()),
                (_, true) => Value::int(0),
            },
            Builtin::Abs => Value::Int(args[0].as_int().abs()),
            Builtin::Min | Builtin::Max => first_best(b, args).expect("two or more"),
            Builtin::NondetFloat => self.next_nondet(Type::Float),
            Builtin::NondetComplex => self.next_nondet(Type::Complex),
            Builtin::BoolOf => Value::Bool(args.first().is_some_and(Value::truthy)),
            Builtin::Pow => match (&args[0], &args[1]) {
                (Value::Int(_) | Value::Bool(_), Value::Int(_) | Value::Bool(_)) if !args[1].to_int().is_negative() => {
                    let (b, n) = (args[0].to_int(), args[1].to_int());
                    let bits = b.bits().max(1) as u128 * num_traits::ToPrimitive::to_u128(&n).unwrap_or(u128::MAX);
                    if b.bits() > 1 && bits > 1 << 24 {
                        return Err(Abrupt::Stop(Outcome::Limit { reason: "an int power too large to compute".into() }));
                    }
                    Value::Int(num_traits::pow(b, num_traits::ToPrimitive::to_usize(&n).unwrap_or(0)))
                }
                (x, y) => match crate::float_ops::power(x, y) {
                    Ok(Some(v)) => v,
                    Ok(None) => return Err(Abrupt::Stop(Outcome::Limit { reason: "a complex number (a negative float raised to a fractional power)".into() })),
                    Err(e) => return Err(Abrupt::Raise(e.kind(), span)),
                },
            },
            Builtin::FloatOf => match args.first() {
                None => Value::float(0.0),
                Some(v @ Value::Float(_)) => v.clone(),
                Some(v @ Value::Str(_)) => self.float_fn(crate::float_ops::FloatFn::FromStr, &[v.clone()], span)?,
                Some(v) => self.float_fn(crate::float_ops::FloatFn::FromInt, &[v.clone()], span)?,
            },
            Builtin::Round => match (&args[0], args.get(1)) {
                (Value::Float(_), None) => self.float_fn(crate::float_ops::FloatFn::Round, &args, span)?,
                (Value::Float(x), Some(n)) => Value::float(crate::float_ops::numeric::round_digits(f64::from_bits(*x), &n.to_int()).map_err(|e| Abrupt::Raise(e.kind(), span))?),
                (i, None) => Value::Int(i.to_int()),
                // `round(i, n)` of an int: to a multiple of 10**-n, ties to even.
                (i, Some(n)) => Value::Int(crate::float_ops::round_int(&i.to_int(), &n.to_int())),
            },
            Builtin::Libm(f, _) => match crate::float_ops::libm::evaluate(f.for_args(args.len()), &args) {
                // An int of the run's size, as int arithmetic's.
                Ok(Some(Value::Int(i))) => self.check_size(i)?,
                Ok(Some(v)) => v,
                Ok(None) => return Err(Abrupt::Stop(Outcome::Limit { reason: format!("math.{}() of a value too large to compute", f.name()) })),
                Err(e) => return Err(Abrupt::Raise(e.kind(), span)),
            },
            Builtin::Cmath(f, _) => {
                self.float_fn(crate::float_ops::FloatFn::Cmath(f.for_args(args.len())), &args, span)?
            }
            Builtin::Math(f) => {
                let x = match &args[0] {
                    v @ Value::Float(_) => v.clone(),
                    // `math.floor(i)` of an int is the int itself, as its `__floor__`.
                    i if matches!(f, crate::float_ops::FloatFn::Floor | crate::float_ops::FloatFn::Ceil | crate::float_ops::FloatFn::ToInt) => return Ok(Value::Int(i.to_int())),
                    i => self.float_fn(crate::float_ops::FloatFn::FromInt, &[i.clone()], span)?,
                };
                self.float_fn(f, &[x], span)?
            }
        })
    }
}

/// Python's index `i` into a sequence of `len` items, if it is in range.
fn position(i: &BigInt, len: usize) -> Option<usize> {
    let len_b = BigInt::from(len);
    let p = if i.is_negative() { i + &len_b } else { i.clone() };
    if p.is_negative() || p >= len_b {
        return None;
    }
    num_traits::ToPrimitive::to_usize(&p)
}


/// What a `for` loop or a comprehension walks: a range, a tuple (fixed), or a list
/// read live by an index, as Python's list iterators do.
enum Walk {
    Range(RangeIter),
    Fixed(std::vec::IntoIter<Value>),
    Live { list: value::ListRef, next: usize },
    LiveReversed { list: value::ListRef, next: Option<usize> },
}

impl Iterator for Walk {
    type Item = Value;
    fn next(&mut self) -> Option<Value> {
        match self {
            Walk::Range(r) => r.next().map(Value::Int),
            Walk::Fixed(items) => items.next(),
            Walk::Live { list, next } => {
                let item = list.with(|items| items.get(*next).cloned())?;
                *next += 1;
                Some(item)
            }
            // CPython's reversed iterator: the index goes down from the last item, and
            // the walk ends when it leaves the list as it is now.
            Walk::LiveReversed { list, next } => {
                let at = (*next)?;
                let item = list.with(|items| items.get(at).cloned());
                *next = if item.is_some() { at.checked_sub(1) } else { None };
                item
            }
        }
    }
}

/// An item of a tuple as a value of type `ty`: a tuple keeps a bool as 1 or 0
/// (see `typeck::shapes`).
fn from_item(item: &Value, ty: Type) -> Value {
    let Value::Int(item) = item else {
        // An item of a list of strs.
        return item.clone();
    };
    match ty {
        Type::Bool => Value::Bool(!num_traits::Zero::is_zero(item)),
        Type::Str => Value::str_of(vec![num_traits::ToPrimitive::to_u32(item).expect("a str holds code points")]),
        _ => Value::Int(item.clone()),
    }
}

/// Whether `v` is a value Python takes where a `want` is needed (a bool is an int).
fn fits(v: &Value, want: Type) -> bool {
    match want {
        Type::Int => matches!(v, Value::Int(_) | Value::Bool(_)),
        Type::Str => matches!(v, Value::Str(_)),
        // A real number, where `math` wants a float.
        Type::Float => matches!(v, Value::Int(_) | Value::Bool(_) | Value::Float(_)),
        _ => true,
    }
}

impl Interp<'_> {
    /// `fmt.format(...)` or `format(v, spec)` on the run's values.
    fn format(&mut self, how: crate::str_ops::Formatting, args: &[Value], span: Span) -> Result<Value, Abrupt> {
        use crate::str_format::FormatError;
        let values: Option<Vec<_>> = args.iter().map(crate::str_ops::format_arg_of).collect();
        let outcome = values.map_or(Err(FormatError::Unsupported), |v| crate::str_ops::format(how, &v));
        match outcome.map_err(FormatError::exception) {
            Ok(text) => Ok(Value::str_of(text)),
            Err(Some(kind)) => Err(Abrupt::Raise(kind, span)),
            Err(None) => Err(Abrupt::Stop(Outcome::Limit { reason: "a format tracer does not model".into() })),
        }
    }
}

/// `min` (`max`) as CPython picks: the first value unless a later one is strictly
/// less (greater), so that with a nan the order of the values decides.
fn first_best(b: Builtin, values: Vec<Value>) -> Option<Value> {
    let op = if b == Builtin::Min { CmpOp::Lt } else { CmpOp::Gt };
    values.into_iter().reduce(|best, x| if compare(op, &x, &best) { x } else { best })
}

fn compare(op: CmpOp, a: &Value, b: &Value) -> bool {
    if let Some(holds) = crate::float_ops::compare_values(op, a, b) {
        return holds;
    }
    // Strs order by code points, lexicographically (`StrFn::Less`).
    if let (Value::Str(x), Value::Str(y), false) = (a, b, matches!(op, CmpOp::Eq | CmpOp::Ne)) {
        return match op {
            CmpOp::Lt => x < y,
            CmpOp::Gt => x > y,
            CmpOp::Le => x <= y,
            _ => x >= y,
        };
    }
    let numeric = |v: &Value| matches!(v, Value::Int(_) | Value::Bool(_));
    if !(numeric(a) && numeric(b)) {
        return (a == b) == (op == CmpOp::Eq);
    }
    // bool is an int subclass: True == 1, False < 1.
    op.holds(&a.to_int(), &b.to_int())
}

/// Python's `range(start, stop, step)` for a non-zero step.
struct RangeIter {
    next: BigInt,
    stop: BigInt,
    step: BigInt,
}

impl Iterator for RangeIter {
    type Item = BigInt;
    fn next(&mut self) -> Option<BigInt> {
        let more = if self.step.is_positive() { self.next < self.stop } else { self.next > self.stop };
        if !more {
            return None;
        }
        let v = self.next.clone();
        self.next += &self.step;
        Some(v)
    }
}
