//! Name resolution and type checking: every expression gets one of minipy's types,
//! locals keep one type, calls match their signatures, and
//! every local is definitely assigned before it is read (Python would raise
//! UnboundLocalError; minipy rejects the program instead).

use crate::ast::*;
use crate::diagnostic::Diagnostic;
use crate::span::Span;
use crate::value::{self, Value};
use num_bigint::BigInt;
use std::collections::{BTreeMap, BTreeSet, HashMap};

mod builtins;
mod calls;
mod definite;
mod dynamic;
mod lists;
pub(crate) mod numbers;
mod optional;
mod shapes;
pub use builtins::{Builtin, FREXP_PARTS, IMAG_PART, ISCLOSE_TOL, MODF_PARTS, MODULE, POWER, REAL_PART, STEP_SLICE};
use builtins::{OTHER_PYTHON_BUILTINS, REDEFINABLE};
use definite::DefiniteAssignment;

#[derive(Clone, Debug)]
pub struct FnInfo {
    pub params: Vec<(String, Type)>,
    pub ret: Type,
    /// Every local (parameters included) with its type.
    pub locals: BTreeMap<String, Type>,
}

/// A type-checked program: the syntax tree plus what the checker learned.
#[derive(Clone, Debug)]
pub struct Program {
    pub module: Module,
    /// The type of each expression, by expression id (`None` for docstrings).
    pub expr_types: Vec<Option<Type>>,
    pub functions: BTreeMap<String, FnInfo>,
    pub constants: BTreeMap<String, Value>,
    /// A script's module variables each function reads, itself or through callees.
    pub global_reads: BTreeMap<String, BTreeSet<String>>,
    /// Those each function declares `global` (to assign them), itself or through
    /// callees.
    pub global_writes: BTreeMap<String, BTreeSet<String>>,
    /// The expressions whose value (`int | None` or dynamic) is used as the type
    /// given: TypeError if it has another.
    pub unwrap: HashMap<u32, Type>,
    /// The same for the dynamic targets of augmented assignments (`x += 1`), by
    /// the target's span.
    pub aug_unwrap: HashMap<Span, Type>,
    /// The element types of the tuple values that hold bools (by expression id);
    /// their bools are kept as 1 and 0.
    pub tuple_shapes: HashMap<u32, Vec<Type>>,
    /// Reads of an `except E as e` name (by expression id): only in messages, where
    /// they evaluate to nothing (minipy has no exception objects).
    pub exc_reads: std::collections::HashSet<u32>,
    /// The operations on an `int | float` (by expression id), lowered once for each
    /// type their operands may hold (`typeck::numbers`).
    pub by_number: HashMap<u32, Vec<Type>>,
}

impl Program {
    pub fn type_of(&self, expr: &Expr) -> Type {
        self.expr_types[expr.id as usize].expect("type checker typed every value expression")
    }

    /// Whether `expr` was typed as a value (an f-string that is only a message is
    /// not).
    pub fn is_value(&self, expr: &Expr) -> bool {
        self.expr_types.get(expr.id as usize).copied().flatten().is_some()
    }

    /// Whether `expr` is a value of type `list[str]` (not every expression has a
    /// type: `isinstance(..)` is decided where it stands).
    pub fn is_str_list(&self, expr: &Expr) -> bool {
        self.expr_types.get(expr.id as usize).copied().flatten().is_some_and(Type::is_str_list)
    }

    /// The element types of a tuple value that holds bools.
    pub fn shape_of(&self, expr: &Expr) -> Option<&[Type]> {
        self.tuple_shapes.get(&expr.id).map(Vec::as_slice)
    }

    pub fn function(&self, name: &str) -> Option<(&Function, &FnInfo)> {
        Some((self.module.function(name)?, self.functions.get(name)?))
    }

    /// The built-in a call of `name` means here (not one the module shadows).
    pub fn builtin(&self, name: &str) -> Option<Builtin> {
        Builtin::resolve(name, |n| self.module.function(n).is_some())
    }
}

/// Type-checks a parsed module. A module with statements of its own (a script) gets
/// a function `MODULE` holding them, in order; its variables are the globals.
pub fn check(mut module: Module) -> Result<Program, Vec<Diagnostic>> {
    // A module-level assignment of anything but a constant (a call, a list) is code
    // that runs: the file is a script.
    let script = module.items.iter().any(|i| match i {
        Item::Stmt(_) => true,
        Item::Constant { value, .. } => !constant_form(value),
        _ => false,
    });
    // Where each function is defined and each module statement stands: a function
    // runs only once its `def` has.
    let mut def_index = HashMap::new();
    let mut stmt_index = Vec::new();
    if script {
        let mut body = Vec::new();
        let mut items = Vec::new();
        for (i, item) in std::mem::take(&mut module.items).into_iter().enumerate() {
            match item {
                Item::Stmt(s) => {
                    stmt_index.push(i);
                    body.push(s);
                }
                Item::Constant { name, value, span } => {
                    stmt_index.push(i);
                    body.push(Stmt { kind: StmtKind::Assign { targets: vec![name], value, ann: None }, span });
                }
                Item::Function(f) => {
                    def_index.insert(f.name.name.clone(), i);
                    items.push(Item::Function(f));
                }
                other => items.push(other),
            }
        }
        let span = body.first().map_or(Span::default(), |s: &Stmt| s.span);
        items.push(Item::Function(Function { name: Ident { name: MODULE.into(), span }, params: Vec::new(), ret: None, body, decorators: Vec::new(), span }));
        module.items = items;
    }
    // A name, a parameter or a return found to take values of several scalar types
    // is dynamic (`dynamic`): the whole module is checked again with it so, until
    // no new one turns up (each round adds one at least, of finitely many).
    let mut dynamic = dynamic::Dynamic::default();
    let checked = loop {
        let round = check_round(&module, script, &def_index, &stmt_index, &dynamic);
        match round {
            Round::Again(found) => dynamic.extend(found),
            Round::Done(done) => break done,
        }
    };
    let (mut diags, functions, expr_types, constants, tuple_shapes, (unwrap, aug_unwrap), (exc_reads, by_number), global_reads, global_writes) = checked;
    if !diags.is_empty() {
        diags.sort_by_key(|d| d.span.start);
        return Err(diags);
    }
    let constants = constants.into_iter().map(|(k, (v, _))| (k, v)).collect();
    Ok(Program { module, expr_types, functions, constants, global_reads, global_writes, tuple_shapes, unwrap, aug_unwrap, exc_reads, by_number })
}

type Checked = (
    Vec<Diagnostic>,
    BTreeMap<String, FnInfo>,
    Vec<Option<Type>>,
    BTreeMap<String, (Value, Type)>,
    HashMap<u32, shapes::Shape>,
    (HashMap<u32, Type>, HashMap<Span, Type>),
    (std::collections::HashSet<u32>, HashMap<u32, Vec<Type>>),
    BTreeMap<String, BTreeSet<String>>,
    BTreeMap<String, BTreeSet<String>>,
);

enum Round {
    /// Names, parameters or returns newly found dynamic: check again.
    Again(dynamic::Dynamic),
    Done(Checked),
}

/// One check of the whole module, with the values `dynamic` names taken as dynamic.
fn check_round(module: &Module, script: bool, def_index: &HashMap<String, usize>, stmt_index: &[usize], dynamic: &dynamic::Dynamic) -> Round {
    let mut global_reads = BTreeMap::new();
    let mut global_writes = BTreeMap::new();
    {
        let mut checker = Checker {
            expr_types: vec![None; module.n_exprs as usize],
            diags: Vec::new(),
            sigs: HashMap::new(),
            bodies: HashMap::new(),
            constants: BTreeMap::new(),
            globals: BTreeMap::new(),
            module_names: module.function(MODULE).map_or_else(BTreeSet::new, |f| {
                let mut names = BTreeSet::new();
                walk_stmts(&f.body, &mut |s| match &s.kind {
                    StmtKind::Assign { targets, .. } => names.extend(targets.iter().map(|t| t.name.clone())),
                    StmtKind::AugAssign { target, .. } | StmtKind::For { var: target, .. } => {
                        names.insert(target.name.clone());
                    }
                    _ => {}
                });
                names
            }),
            st: FnState::default(),
            calls: Vec::new(),
            global_reads: HashMap::new(),
            global_decls: HashMap::new(),
            functions: BTreeMap::new(),
            loop_invariants: Default::default(),
            in_ensures: false,
            shapes: HashMap::new(),
            global_shapes: BTreeMap::new(),
            ret_shapes: HashMap::new(),
            tuple_annotations: &module.tuple_annotations,
            poisoned: BTreeSet::new(),
            unwrap: HashMap::new(),
            aug_unwrap: HashMap::new(),
            dynamic: dynamic.clone(),
            found: dynamic::Dynamic::default(),
            exc_reads: std::collections::HashSet::new(),
            by_number: HashMap::new(),
            retyped: HashMap::new(),
            exc_names: Vec::new(),
            checked: Vec::new(),
        };
        checker.collect_signatures(module);
        checker.eval_constants(module);
        // The module's code first: the calls it makes give unannotated functions their
        // parameter types. Then every function whose parameters are known; one whose
        // parameters nothing gives a type is never run, and is not checked.
        if script {
            checker.ensure_checked(MODULE);
        }
        for f in module.functions() {
            let known = checker.sigs.get(&f.name.name).is_some_and(|s| s.params.iter().all(Option::is_some));
            if known {
                checker.ensure_checked(&f.name.name);
            }
        }
        if script {
            checker.check_definitions_precede_calls(module, def_index, stmt_index);
        }
        if checker.diags.is_empty() {
            let reads = checker.transitively(&checker.global_reads);
            let non_empty = |m: &HashMap<String, BTreeSet<String>>| m.iter().filter(|(_, r)| !r.is_empty()).map(|(f, r)| (f.clone(), r.clone())).collect();
            global_reads = non_empty(&reads);
            global_writes = non_empty(&checker.transitively(&checker.global_decls));
            for f in module.functions() {
                let Some(info) = checker.functions.get(&f.name.name) else { continue };
                let params: BTreeSet<String> = f.params.iter().map(|p| p.name.name.clone()).collect();
                let is_module = f.name.name == MODULE;
                let mut da = DefiniteAssignment { locals: &info.locals, diags: &mut checker.diags, breaks: Vec::new(), call_reads: is_module.then_some(&reads), module };
                let end = da.block(&f.body, params);
                let ret = info.ret;
                if end.is_some() && ret.is_scalar() && !matches!(ret, Type::None | Type::OptInt | Type::Dyn) && dynamic::infers_return(f) {
                    // Falling off the end returns None: with the values it returns
                    // elsewhere, a dynamic value.
                    checker.found.returns.insert(f.name.name.clone());
                } else if end.is_some() && !matches!(ret, Type::None | Type::OptInt | Type::Dyn) {
                    let why = format!("it returns {} elsewhere; falling off the end returns None", a_or_an(ret));
                    checker.diags.push(Diagnostic::new("type", f.name.span, format!("function '{}' may reach its end without returning a value ({why})", f.name.name)));
                }
            }
        }
        if !checker.found.within(dynamic) && dynamic.rounds < dynamic::MAX_ROUNDS {
            return Round::Again(checker.found);
        }
        Round::Done((checker.diags, checker.functions, checker.expr_types, checker.constants, checker.shapes, (checker.unwrap, checker.aug_unwrap), (checker.exc_reads, checker.by_number), global_reads, global_writes))
    }
}

/// Whether `e` has the form of a module constant: literals, names, and arithmetic
/// and tuples of them.
fn constant_form(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Int(_) | ExprKind::Bool(_) | ExprKind::Name(_) => true,
        ExprKind::Tuple(items) => items.iter().all(constant_form),
        ExprKind::Unary(_, x) => constant_form(x),
        ExprKind::Arith(_, a, b) => constant_form(a) && constant_form(b),
        _ => false,
    }
}

/// `an int`, `a bool`.
fn a_or_an(ty: Type) -> String {
    match ty {
        Type::Int => "an int".into(),
        t => format!("a {t}"),
    }
}

/// What the checker knows of the function being checked (saved while a callee is
/// checked at its first call).
#[derive(Default)]
struct FnState {
    name: String,
    locals: BTreeMap<String, Type>,
    /// Names the body assigns (Python makes them local to the whole body), less
    /// those declared `global`.
    local_names: BTreeSet<String>,
    global_decls: BTreeSet<String>,
    /// The module's own code: its variables are the globals.
    is_module: bool,
    ret: Type,
    /// The return type is inferred from the returns (no annotation); `ret_seen`
    /// once one was met.
    infer_ret: bool,
    ret_seen: bool,
    /// Spans of the contract calls that open the function's body.
    contract_calls: std::collections::HashSet<Span>,
    has_ensures: bool,
    /// Shapes of the locals that hold tuples with bools (see `shapes`).
    shapes: BTreeMap<String, shapes::Shape>,
    /// The returned tuple's shape, once a return or the annotation gave it.
    ret_shape: Option<shapes::Shape>,
    ret_shape_seen: bool,
    /// Names the body assigns None: `int | None` (see `optional`).
    optional: BTreeSet<String>,
    /// Names assigned `[]` that are only ever given bools (see `lists`).
    filled_lists: BTreeMap<String, Elem>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Status {
    Checking,
    Done,
}

struct Sig {
    /// `None` until an annotation, a default or the first call gives it.
    params: Vec<Option<Type>>,
    /// `None` until the body is checked; a return annotation is only its first
    /// guess, for the recursive calls met before the returns (CPython never
    /// checks it: `-> int` on a function that returns None is a hint, and wrong).
    ret: Option<Type>,
    status: Option<Status>,
    /// Called while its body was being checked (recursion).
    recursed: bool,
    /// Called while its body was being checked (recursion) before its return type
    /// was known: the body is checked again once it is.
    recursive_unknown: bool,
}

struct Checker<'m> {
    expr_types: Vec<Option<Type>>,
    diags: Vec<Diagnostic>,
    sigs: HashMap<String, Sig>,
    bodies: HashMap<String, &'m Function>,
    constants: BTreeMap<String, (Value, Type)>,
    /// The module's variables (a script's), with their types.
    globals: BTreeMap<String, Type>,
    /// Every name the module's code assigns.
    module_names: BTreeSet<String>,
    st: FnState,
    calls: Vec<(String, String, Span)>,
    /// The globals each function reads itself.
    global_reads: HashMap<String, BTreeSet<String>>,
    /// The globals each function declares `global` itself.
    global_decls: HashMap<String, BTreeSet<String>>,
    functions: BTreeMap<String, FnInfo>,
    /// Spans of the `invariant(...)` calls that open a while body (the only place
    /// they mean something).
    loop_invariants: std::collections::HashSet<Span>,
    /// Inside the argument of `ensures(...)`, where `result()` means something.
    in_ensures: bool,
    /// Tuple shapes (see `shapes`): of expressions by id, of the globals, of what
    /// each function returns, of `tuple[...]` annotations by span.
    shapes: HashMap<u32, shapes::Shape>,
    global_shapes: BTreeMap<String, shapes::Shape>,
    ret_shapes: HashMap<String, shapes::Shape>,
    tuple_annotations: &'m HashMap<Span, Vec<Type>>,
    /// Names whose assignment had an error: reading them reports nothing more (one
    /// error per root cause).
    poisoned: BTreeSet<String>,
    /// The expressions whose value (`int | None`, dynamic) must have the type given,
    /// else TypeError.
    unwrap: HashMap<u32, Type>,
    aug_unwrap: HashMap<Span, Type>,
    /// What is taken as dynamic this round, and what was newly found so.
    dynamic: dynamic::Dynamic,
    found: dynamic::Dynamic,
    exc_reads: std::collections::HashSet<u32>,
    by_number: HashMap<u32, Vec<Type>>,
    /// Operands typed as one of the types an `int | float` holds while an
    /// operation on them is typed for it (`numbers`).
    retyped: HashMap<u32, Type>,
    /// The `except E as e` names of the handlers being checked.
    exc_names: Vec<String>,
    /// The functions whose check ended, in that order.
    checked: Vec<String>,
}

impl<'m> Checker<'m> {
    /// The built-in a call of `name` means (not one the module shadows).
    fn builtin(&self, name: &str) -> Option<Builtin> {
        Builtin::resolve(name, |n| self.bodies.contains_key(n))
    }

    fn err(&mut self, span: Span, msg: impl Into<String>) {
        self.diags.push(Diagnostic::new("type", span, msg));
    }

    fn collect_signatures(&mut self, module: &'m Module) {
        for f in module.functions() {
            let name = &f.name.name;
            // SV-COMP's convention: a call of reach_error() is the error, whatever
            // the file's definition does; other definitions of built-in names are
            // the program's own functions (Python's reading).
            if REDEFINABLE.contains(&name.as_str()) {
                continue;
            }
            if self.sigs.contains_key(name) {
                self.err(f.name.span, format!("function '{name}' is defined twice"));
                continue;
            }
            for d in &f.decorators {
                if d.name != "predicate" {
                    self.diags.push(Diagnostic::unsupported(d.span, &format!("the decorator '@{}' is", d.name)));
                }
            }
            let mut params = Vec::new();
            for (i, p) in f.params.iter().enumerate() {
                let default_ty = p.default.as_ref().and_then(|d| self.expr_allow_none(d));
                if let (Some((want, span)), Some(got)) = (p.ty, default_ty) {
                    if !dynamic::fits(want, got) && got != Type::None {
                        self.err(span, format!("'{}' is annotated {want} but its default is {}", p.name.name, a_or_an(got)));
                    }
                }
                if let Some((Type::None, span)) = p.ty {
                    self.err(span, "a parameter cannot have type None");
                }
                if let Some((_, span)) = p.ty.filter(|(_, span)| self.tuple_annotations.contains_key(span)) {
                    self.diags.push(Diagnostic::unsupported(span, "a parameter holding a tuple with bools is"));
                }
                if self.dynamic.params.contains(&(name.clone(), i)) {
                    params.push(Some(Type::Dyn));
                    continue;
                }
                if self.dynamic.num_params.contains(&(name.clone(), i)) {
                    params.push(Some(Type::Num));
                    continue;
                }
                // A parameter that is None unless given (whatever its annotation
                // says: CPython never checks it).
                if default_ty == Some(Type::None) {
                    match p.ty.map(|(t, _)| t) {
                        Some(Type::Int | Type::OptInt) => params.push(Some(Type::OptInt)),
                        None => params.push(Some(Type::Dyn)),
                        Some(t) if t.is_scalar() => params.push(Some(Type::Dyn)),
                        Some(t) => {
                            let span = p.ty.map_or(p.name.span, |(_, s)| s);
                            self.diags.push(Diagnostic::unsupported(span, &format!("a parameter that is None or a {t} is")));
                            params.push(None);
                        }
                    }
                    continue;
                }
                params.push(p.ty.map(|(t, _)| t).or(default_ty).filter(|&t| t != Type::None));
            }
            let ret = f.ret.map(|(ty, _)| ty);
            self.sigs.insert(name.clone(), Sig { params, ret, status: None, recursive_unknown: false, recursed: false });
            self.bodies.insert(name.clone(), f);
        }
    }

    /// Checks `name`'s body unless it is checked already or being checked (a
    /// recursive call). A recursive function without a return annotation has its
    /// type from the returns that do not recurse (`return 1` in `factorial`); its
    /// body is then checked again with that type, and only that check counts.
    fn ensure_checked(&mut self, name: &str) {
        let Some(sig) = self.sigs.get_mut(name) else { return };
        if sig.status.is_some() {
            return;
        }
        sig.status = Some(Status::Checking);
        let f = self.bodies[name];
        let saved = std::mem::take(&mut self.st);
        let (reported, n_calls, n_checked) = (self.diags.len(), self.calls.len(), self.checked.len());
        let guessed = sig.ret;
        let mut info = self.check_function(f);
        let sig = &self.sigs[name];
        // A recursive call typed by the annotation's guess, which the returns
        // contradict: checked again with the type they give.
        let guess_wrong = sig.recursed && guessed.is_some() && sig.ret.is_some() && sig.ret != guessed;
        if sig.recursive_unknown || guess_wrong {
            if sig.ret.is_none() {
                self.diags.truncate(reported);
                let msg = format!("'{name}' is recursive and every return of it recurses: annotate its return type (-> int)");
                self.err(f.name.span, msg);
            } else {
                self.diags.truncate(reported);
                self.calls.truncate(n_calls);
                // Functions first checked inside this one saw its return type unknown
                // (mutual recursion): they are checked again as they are called.
                for g in self.checked.split_off(n_checked) {
                    self.functions.remove(&g);
                    let annotated = self.bodies[&g].ret.is_some();
                    let sig = self.sigs.get_mut(&g).expect("a checked function has a signature");
                    sig.status = None;
                    if !annotated {
                        sig.ret = None;
                    }
                }
                self.st = FnState::default();
                let used = self.sigs[name].ret;
                info = self.check_function(f);
                if self.sigs[name].recursed && self.sigs[name].ret != used && self.diags.len() == reported {
                    let msg = format!("'{name}' is recursive and its returns' type depends on the type its recursive calls are given: annotate the return type with the type its returns have");
                    self.err(f.name.span, msg);
                }
            }
        }
        if let Some(info) = info {
            self.functions.insert(name.to_string(), info);
        }
        self.st = saved;
        if let Some(sig) = self.sigs.get_mut(name) {
            sig.status = Some(Status::Done);
        }
        self.checked.push(name.to_string());
    }

    fn eval_constants(&mut self, module: &Module) {
        for item in &module.items {
            if let Item::Constant { name, value, .. } = item {
                if self.sigs.contains_key(&name.name) || Builtin::from_name(&name.name).is_some() {
                    self.err(name.span, format!("'{}' is already a function", name.name));
                    continue;
                }
                match self.const_value(value) {
                    Ok(v) => {
                        let ty = v.ty();
                        self.constants.insert(name.name.clone(), (v, ty));
                    }
                    Err((span, msg)) => self.err(span, msg),
                }
            }
        }
    }

    /// Module constants: literals and arithmetic over earlier constants only, so that
    /// their value is known before any analysis.
    fn const_value(&mut self, e: &Expr) -> Result<Value, (Span, String)> {
        let int = |this: &mut Self, e: &Expr| -> Result<BigInt, (Span, String)> {
            match this.const_value(e)? {
                Value::Int(v) => Ok(v),
                _ => Err((e.span, "expected an int in this constant".into())),
            }
        };
        let v = match &e.kind {
            ExprKind::Int(v) => Value::Int(v.clone()),
            ExprKind::Bool(b) => Value::Bool(*b),
            ExprKind::Str(s) => Value::str(s),
            ExprKind::Name(n) => match self.constants.get(n) {
                Some((v, _)) => v.clone(),
                None => return Err((e.span, format!("unknown constant '{n}'"))),
            },
            ExprKind::Tuple(items) => {
                let mut out = Vec::new();
                for it in items {
                    out.push(int(self, it)?);
                }
                Value::tuple(out)
            }
            ExprKind::Unary(UnaryOp::Neg, x) => Value::Int(-int(self, x)?),
            ExprKind::Unary(UnaryOp::Pos, x) => Value::Int(int(self, x)?),
            ExprKind::Unary(UnaryOp::Invert, x) => Value::Int(-int(self, x)? - 1),
            ExprKind::Arith(op, a, b) => {
                let (a, b) = (int(self, a)?, int(self, b)?);
                match value::int_arith(*op, &a, &b) {
                    Ok(v) => Value::Int(v),
                    Err(value::ArithFailure::Raise(kind)) => return Err((e.span, format!("this constant raises {}", kind.name()))),
                    Err(value::ArithFailure::TooLarge) => return Err((e.span, "this constant is too large".into())),
                }
            }
            _ => return Err((e.span, "a module-level constant must be a literal or arithmetic over earlier constants".into())),
        };
        self.expr_types[e.id as usize] = Some(match v {
            Value::Int(_) => Type::Int,
            Value::Bool(_) => Type::Bool,
            _ => Type::Tuple,
        });
        Ok(v)
    }

    fn check_function(&mut self, f: &Function) -> Option<FnInfo> {
        let sig = self.sigs.get(&f.name.name)?;
        let sig_params: Vec<Type> = sig.params.iter().map(|p| p.unwrap_or(Type::Int)).collect();
        if sig.params.iter().any(Option::is_none) {
            return None; // never called with known argument types: not run
        }
        self.st.name = f.name.name.clone();
        self.st.is_module = f.name.name == MODULE;
        let contract = crate::ast::contract(&f.body);
        self.st.contract_calls = contract.requires.iter().chain(&contract.ensures).map(|(_, span)| *span).collect();
        self.st.has_ensures = !contract.ensures.is_empty();
        // The returns give the type, also where an annotation names one (Python
        // never checks it); a second check after recursion uses the first's type.
        // A postcondition's result() is typed by the annotation, which is then part
        // of the contract (tracer's, not Python's: the shim's ensures() does nothing).
        self.st.infer_ret = sig.ret.is_none() || (f.ret.is_some() && !self.st.has_ensures);
        self.st.ret = if self.st.infer_ret { Type::None } else { sig.ret.unwrap_or(Type::None) };
        if let (Some((Type::Tuple, span)), false) = (f.ret, self.st.infer_ret) {
            self.st.ret_shape = self.annotated_shape(span);
            self.st.ret_shape_seen = true;
        }
        walk_stmts(&f.body, &mut |s| match &s.kind {
            StmtKind::Global(names) => self.st.global_decls.extend(names.iter().map(|n| n.name.clone())),
            StmtKind::Assign { targets, .. } => self.st.local_names.extend(targets.iter().map(|t| t.name.clone())),
            StmtKind::AugAssign { target, .. } | StmtKind::Havoc(target) | StmtKind::For { var: target, .. } | StmtKind::Declare { target, .. } => {
                self.st.local_names.insert(target.name.clone());
            }
            _ => {}
        });
        self.st.optional = optional::assigned_none(&f.body);
        let typed_params = |want: Type| f.params.iter().zip(&sig_params).filter(move |(_, &t)| t == want).map(|(p, _)| p.name.name.clone()).collect::<BTreeSet<String>>();
        self.st.filled_lists = lists::filled_lists(&f.body, typed_params(Type::Str), typed_params(Type::List(Elem::Str)));
        let decls = self.st.global_decls.clone();
        if !decls.is_empty() {
            self.global_decls.insert(f.name.name.clone(), decls.clone());
        }
        self.st.local_names.retain(|n| !decls.contains(n));
        if self.st.is_module && !decls.is_empty() {
            let span = f.span;
            self.err(span, "'global' at module level: the module's names are global already");
        }
        let mut params = Vec::new();
        for (p, &ty) in f.params.iter().zip(&sig_params) {
            if self.st.locals.insert(p.name.name.clone(), ty).is_some() {
                self.err(p.name.span, format!("duplicate parameter '{}'", p.name.name));
            }
            if decls.contains(&p.name.name) {
                self.err(p.name.span, format!("'{}' is a parameter and declared global", p.name.name));
            }
            params.push((p.name.name.clone(), ty));
        }
        let errors_before = self.diags.len();
        self.block(&f.body);
        // Errors of the functions it called (checked at their first call) do not
        // stop the alias check of this one.
        let own_errors = self.diags[errors_before..].iter().any(|d| f.body.iter().any(|s| s.span.start <= d.span.start && d.span.end <= s.span.end));
        if !own_errors {
            self.check_aliases(f);
        }
        if let Some(shape) = self.st.ret_shape.clone() {
            self.ret_shapes.insert(f.name.name.clone(), shape);
        }
        let ret = self.st.ret;
        // An inferred return type after errors in the body may be wrong: callers
        // then get no type (and report nothing more) rather than a follow-on error.
        let unsure = self.st.infer_ret && self.diags.len() > errors_before;
        if let Some(sig) = self.sigs.get_mut(&f.name.name) {
            sig.ret = (!unsure).then_some(ret);
        }
        let locals = if self.st.is_module { self.globals.clone() } else { std::mem::take(&mut self.st.locals) };
        Some(FnInfo { params, ret, locals })
    }

    /// The type of the variable `name` as the current function sees it: its local,
    /// or (not assigned in the function, or declared `global`) the module's.
    /// Whether an assignment to `name` here binds a module variable: in the
    /// module's code, or under a `global` declaration.
    fn is_global(&self, name: &str) -> bool {
        self.st.is_module || self.st.global_decls.contains(name)
    }

    fn var_type(&mut self, name: &str) -> Option<Type> {
        if !self.st.global_decls.contains(name) {
            // Parameters, locals, and a quantifier's own variable.
            if let Some(&ty) = self.st.locals.get(name) {
                return Some(ty);
            }
            if !self.st.is_module && self.st.local_names.contains(name) {
                return None; // a local not assigned yet
            }
        }
        let ty = self.globals.get(name).copied()?;
        if !self.st.is_module {
            self.global_reads.entry(self.st.name.clone()).or_default().insert(name.to_string());
        }
        Some(ty)
    }

    fn block(&mut self, stmts: &[Stmt]) {
        for s in stmts {
            self.stmt(s);
        }
    }

    /// Records the type of an assignment target; a local keeps its first type.
    fn bind(&mut self, target: &Ident, ty: Type) {
        // `result` is a common variable name (the book's examples use it); only a
        // function whose postcondition says result() cannot have such a local.
        if target.name == "result" && self.st.has_ensures {
            self.err(target.span, "a function with ensures(...) cannot have a local named 'result' (result() names its return value)");
            return;
        }
        // A variable may take a Python built-in's name (`max = xs[0]`), as in Python;
        // a call of that name is then rejected (`call`).
        let verifier_builtin = Builtin::from_name(&target.name).is_some_and(|b| !b.is_python());
        if target.name != "result" && verifier_builtin || self.sigs.contains_key(&target.name) {
            self.err(target.span, format!("cannot assign to '{}': it names a function", target.name));
            return;
        }
        let global = self.is_global(&target.name);
        let ty = if ty.is_scalar() && self.is_dynamic_var(&target.name, global) {
            Type::Dyn
        } else if numbers::is_real(ty) && self.is_number_var(&target.name, global) {
            Type::Num
        } else {
            self.binding_type(&target.name, ty)
        };
        if ty == Type::None {
            self.err(target.span, "cannot assign None: minipy variables hold int, bool or tuple");
            return;
        }
        let dynamic_already = self.is_dynamic_var(&target.name, global);
        let vars = if global { &mut self.globals } else { &mut self.st.locals };
        match vars.get(&target.name) {
            Some(&old) if old != ty && optional::join(old, ty) == Some(old) => {}
            // Checked again with the name an `int | float` (`numbers`).
            Some(&old) if numbers::join(old, ty).is_some() => {
                if old != Type::Num {
                    self.found_number_var(&target.name, global);
                }
            }
            // An `int | float` that is also assigned a str, None or a bool: dynamic
            // (which holds no float: its float assignments are then reported).
            Some(&old) if ((old == Type::Num && ty.is_scalar()) || (old.is_scalar() && ty == Type::Num)) && !dynamic_already => {
                self.found_dynamic_var(&target.name, global)
            }
            // Checked again with the name dynamic (`dynamic`).
            Some(&old) if old != ty && old.is_scalar() && ty.is_scalar() => self.found_dynamic_var(&target.name, global),
            Some(&old) if old != ty => self.err(
                target.span,
                format!("'{}' has type {old} here but is assigned {}: a minipy variable keeps one type", target.name, a_or_an(ty)),
            ),
            Some(_) => {}
            None => {
                vars.insert(target.name.clone(), ty);
            }
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Assign { targets, value, ann } => {
                let none_to_optional = targets.len() == 1 && matches!(value.kind, ExprKind::NoneLit) && self.st.optional.contains(&targets[0].name);
                let mut ty = if none_to_optional { self.expr_allow_none(value) } else { self.expr(value) };
                // `[]` takes the list type the name has, or its annotation gives.
                if targets.len() == 1 && matches!(&value.kind, ExprKind::List(items) if items.is_empty()) {
                    let filled_with = self.st.filled_lists.get(&targets[0].name).map(|&e| Type::List(e));
                    let global = self.is_global(&targets[0].name);
                    let floats = self.is_float_list(&targets[0].name, global).then_some(Type::List(Elem::Float));
                    let want = ann.map(|(t, _)| t).or(floats).or_else(|| self.var_type(&targets[0].name)).or(filled_with).filter(|t| t.is_list());
                    if let Some(want) = want {
                        self.expr_types[value.id as usize] = Some(want);
                        ty = Some(want);
                    }
                }
                if ty.is_none() {
                    self.poisoned.extend(targets.iter().map(|t| t.name.clone()));
                }
                let shape = self.shapes.get(&value.id).cloned();
                if targets.len() == 1 {
                    if let (Some((ann_ty, span)), Some(ty)) = (ann, ty) {
                        if *ann_ty == Type::Dyn || (*ann_ty != ty && ann_ty.is_scalar() && ty.is_scalar()) {
                            // CPython never checks an annotation: `x: int = "a"`
                            // holds a str. One that admits several types (`Any`, a
                            // union) makes the name dynamic.
                            if *ann_ty == Type::Dyn || *ann_ty == Type::OptInt {
                                let global = self.is_global(&targets[0].name);
                                if *ann_ty == Type::Dyn && numbers::is_real(ty) {
                                    // `x: Any = 1.5`: an int or a float, unless it is
                                    // assigned more (`numbers`).
                                    if ty != Type::Num && !self.is_dynamic_var(&targets[0].name, global) {
                                        self.found_number_var(&targets[0].name, global);
                                    }
                                } else if *ann_ty == Type::Dyn || !matches!(ty, Type::Int | Type::None) {
                                    self.found_dynamic_var(&targets[0].name, global);
                                }
                            }
                        } else if numbers::join(*ann_ty, ty).is_some() {
                            // `x: float = 1` holds an int (CPython converts nothing).
                        } else if *ann_ty != ty {
                            self.err(*span, format!("annotated {ann_ty} but assigned a {ty}"));
                        } else if ty == Type::Tuple && self.annotated_shape(*span) != shape {
                            let want = shapes::describe(&self.annotated_shape(*span));
                            self.err(*span, format!("annotated {want} but assigned {}", shapes::describe(&shape)));
                        }
                    }
                    if ty == Some(Type::Tuple) {
                        self.bind_shape(&targets[0], shape);
                    }
                    if let Some(ty) = ty {
                        self.bind(&targets[0], ty);
                    }
                } else {
                    if ty.is_some_and(|t| !t.is_sequence() && !t.is_str_list()) {
                        self.err(value.span, "only a tuple or a list can be unpacked into several names");
                    }
                    // A shaped tuple of the wrong length raises ValueError at run time.
                    let shape = shape.filter(|s| s.len() == targets.len());
                    let item = ty.map_or(Type::Int, Type::item);
                    for (i, t) in targets.iter().enumerate() {
                        self.bind(t, shape.as_ref().map_or(item, |s| s[i]));
                    }
                }
            }
            StmtKind::AugAssign { target, op, value } => {
                let vty = self.expr(value);
                let known = self.var_type(&target.name).or_else(|| self.constants.get(&target.name).map(|c| c.1));
                match (known, vty) {
                    (None, _) if self.poisoned.contains(&target.name) => {}
                    (None, _) => self.err(target.span, format!("unknown name '{}'", target.name)),
                    (Some(t), None) => self.bind(target, t),
                    (Some(Type::Dyn), Some(v)) => match dynamic::operand_want(*op, v) {
                        // As `x = x op v`, TypeError if x holds another type.
                        Some(want) if arith_type(*op, want, v).is_some() => {
                            self.aug_unwrap.insert(target.span, want);
                        }
                        _ => self.diags.push(Diagnostic::unsupported(s.span, &format!("'{}=' on a value whose type varies (int, bool, str or None) is", op.symbol()))),
                    },
                    (Some(t), Some(v)) if numbers::is_real(t) && numbers::is_real(v) && (t == Type::Num || v == Type::Num || numbers::join(t, arith_type(*op, t, v).unwrap_or(t)).is_some()) => {
                        // As `x = x op v` of an int and a float: lowered once for each
                        // type they hold (`cfg::lower::numbers`).
                        let leaves: Option<Vec<Type>> = numbers::combinations(&[t, v]).iter().map(|c| arith_type(*op, c[0], c[1]).filter(|&r| numbers::is_real(r))).collect();
                        match leaves {
                            None => self.diags.push(Diagnostic::unsupported(s.span, &format!("'{}=' on a value that is an int or a float (it varies) is", op.symbol()))),
                            Some(rs) if t == Type::Num || rs.iter().all(|&r| r == t) => self.bind(target, t),
                            // `total = 0` then `total += 0.5`: checked again with the
                            // name an `int | float`.
                            Some(_) => {
                                let global = self.is_global(&target.name);
                                self.found_number_var(&target.name, global);
                            }
                        }
                    }
                    (Some(t), Some(v)) => match arith_type(*op, t, v) {
                        Some(r) if r == t => self.bind(target, t),
                        Some(r) => self.err(
                            s.span,
                            format!("'{}' {}= makes the {t} variable '{}' an {r}; minipy keeps one type per variable", target.name, op.symbol(), target.name),
                        ),
                        None => self.err(s.span, format!("unsupported operand types for {}=: {t} and {v}", op.symbol())),
                    },
                }
            }
            StmtKind::SetItem { target, index, value, op } => self.set_item(target, index, value, *op, s.span),
            StmtKind::DelItem { target, index } => {
                if self.named_list(target, "del of an item") == Some(Elem::Str) {
                    self.diags.push(Diagnostic::unsupported(s.span, "del of an item of a list[str] is"));
                }
                self.expect_strict(index, Type::Int, "an index");
            }
            StmtKind::If { cond, then, orelse } => {
                self.condition(cond);
                self.block(then);
                self.block(orelse);
            }
            StmtKind::While { cond, body, orelse } => {
                self.condition(cond);
                if let Some(StmtKind::Expr(call)) = body.first().map(|s| &s.kind) {
                    if crate::ast::loop_invariant(body).is_some() {
                        self.loop_invariants.insert(call.span);
                    }
                }
                self.block(body);
                self.block(orelse);
            }
            StmtKind::For { var, iter, body, orelse } => {
                let item = self.for_item(iter);
                if self.st.optional.contains(&var.name) {
                    self.diags.push(Diagnostic::unsupported(var.span, "a loop variable that is also assigned None is"));
                }
                self.bind(var, item);
                self.block(body);
                self.block(orelse);
            }
            StmtKind::Break | StmtKind::Continue => {} // placement checked by the parser
            StmtKind::Return(value) if self.st.infer_ret => {
                let ty = match value {
                    None => Type::None,
                    Some(e) if matches!(e.kind, ExprKind::NoneLit) => Type::None,
                    Some(e) => match self.expr(e) {
                        Some(t) => t,
                        None => return,
                    },
                };
                if let (Some(e), Type::Tuple) = (value, ty) {
                    self.return_shape(e);
                }
                let dynamic = ty.is_scalar() && self.dynamic.returns.contains(&self.st.name);
                if dynamic {
                    self.st.ret = Type::Dyn;
                    self.st.ret_seen = true;
                } else if numbers::is_real(ty) && self.dynamic.num_returns.contains(&self.st.name) {
                    self.st.ret = Type::Num;
                    self.st.ret_seen = true;
                } else if !self.st.ret_seen {
                    self.st.ret = ty;
                    self.st.ret_seen = true;
                } else if let Some(joined) = optional::join(self.st.ret, ty).filter(|_| ty != self.st.ret) {
                    // Ints here, None there: the function returns `int | None`.
                    self.st.ret = joined;
                } else if numbers::join(self.st.ret, ty).is_some() {
                    // Checked again returning an int or a float.
                    if self.st.ret != Type::Num {
                        let name = self.st.name.clone();
                        self.found.num_returns.insert(name);
                    }
                } else if ty != self.st.ret && ty.is_scalar() && self.st.ret.is_scalar() {
                    // Checked again returning a dynamic value.
                    let name = self.st.name.clone();
                    self.found.returns.insert(name);
                } else if ty != self.st.ret {
                    let old = self.st.ret;
                    self.err(s.span, format!("'{}' returns {} here and {} elsewhere: a minipy function returns one type", self.st.name, a_or_an(ty), a_or_an(old)));
                }
            }
            StmtKind::Return(value) => match (value, self.st.ret) {
                (None, Type::None) => {}
                (Some(e), Type::None) if matches!(e.kind, ExprKind::NoneLit) => {}
                (None, ret) => self.err(s.span, format!("this function must return a {ret}")),
                (Some(e), Type::None) => {
                    self.expr(e);
                    self.err(e.span, "returning a value from a function declared -> None")
                }
                (Some(e), ret) => {
                    self.expect_type(e, ret, "the return value");
                    if ret == Type::Tuple {
                        self.return_shape(e);
                    }
                }
            },
            StmtKind::Pass => {}
            // Python makes the name local and assigns nothing: later assignments
            // must match the annotation, and a read before one is rejected.
            StmtKind::Declare { target, ty: (ty, span) } => {
                if *ty == Type::Dyn {
                    let global = self.is_global(&target.name);
                    self.found_dynamic_var(&target.name, global);
                    self.bind(target, *ty);
                } else if *ty == Type::None {
                    self.err(*span, "a variable cannot have type None");
                } else {
                    if *ty == Type::Tuple {
                        self.bind_shape(target, self.annotated_shape(*span));
                    }
                    self.bind(target, *ty);
                }
            }
            StmtKind::Assert { cond, msg } => {
                self.condition(cond);
                if let Some(m) = msg {
                    self.message(m);
                }
            }
            StmtKind::Raise { args, .. } => {
                for a in args {
                    self.message(a);
                }
            }
            StmtKind::Assume(cond) => self.condition(cond),
            StmtKind::Try { body, handlers, orelse, finally } => {
                self.block(body);
                for h in handlers {
                    self.exc_names.extend(h.name.iter().map(|n| n.name.clone()));
                    self.block(&h.body);
                    if h.name.is_some() {
                        self.exc_names.pop();
                    }
                }
                self.block(orelse);
                self.block(finally);
            }
            StmtKind::Expr(e) => {
                if !matches!(e.kind, ExprKind::Str(_)) {
                    self.expr_allow_none(e);
                }
            }
            StmtKind::Global(names) => {
                for n in names {
                    if !self.globals.contains_key(&n.name) && self.constants.contains_key(&n.name) {
                        self.err(n.span, format!("'{}' is a module constant; a function cannot assign it", n.name));
                    }
                }
            }
            StmtKind::Havoc(x) => match self.st.locals.get(&x.name) {
                None => self.err(x.span, format!("havoc of unknown variable '{}'", x.name)),
                Some(Type::Tuple) => self.diags.push(Diagnostic::unsupported(x.span, "havoc of a tuple is")),
                Some(Type::OptInt | Type::Dyn | Type::StrTuple) => self.diags.push(Diagnostic::unsupported(x.span, "havoc of an int | None, a value whose type varies or a tuple of strs is")),
                Some(_) => {}
            },
        }
    }

    /// A message: a string, an f-string (its interpolations typed), or a value.
    fn message(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Str(_) => {}
            ExprKind::Name(n) if self.exc_names.contains(n) => {
                self.exc_reads.insert(e.id);
            }
            // With conversions or specs it may fail: a value, as CPython computes it.
            ExprKind::FStr { formatted: true, .. } => {
                self.expr(e);
            }
            ExprKind::FStr { parts, .. } => parts.iter().for_each(|p| self.message(p)),
            _ => {
                self.expr(e);
            }
        }
    }

    fn condition(&mut self, e: &Expr) {
        // Python tests truthiness; every minipy value type has one. Where only the
        // truth of `a and b` / `a or b` is used, its operands may have different
        // types (`if stack and stack[-1] == x:`): it is a bool there.
        if let ExprKind::BoolOp(_, a, b) = &e.kind {
            self.condition(a);
            self.condition(b);
            self.expr_types[e.id as usize] = Some(Type::Bool);
            return;
        }
        self.expr(e);
    }

    /// `e` must be a `want` where Python raises TypeError for any other type (so a
    /// dynamic value is checked there).
    fn expect_strict(&mut self, e: &Expr, want: Type, what: &str) {
        self.expect(e, want, what, true);
    }

    /// A bound of a slice: an int (a str raises TypeError). A bound that may be
    /// None is not read yet: None means "from the end", where an int | None used as
    /// an int would raise TypeError.
    pub(super) fn slice_bound(&mut self, b: &Expr) {
        if let ExprKind::NoneLit = b.kind {
            self.expr_allow_none(b);
            return;
        }
        let ty = self.expr_types[b.id as usize];
        let ty = ty.or_else(|| self.expr(b));
        match ty {
            Some(Type::OptInt | Type::Dyn) => self.diags.push(Diagnostic::unsupported(b.span, "a slice bound that may be None is")),
            Some(Type::Str) => {
                self.type_error_at(b, Type::Int);
            }
            Some(t) if !t.is_numeric() => self.err(b.span, format!("a slice bound must be a int, found a {t}")),
            _ => {}
        }
    }

    fn expect_type(&mut self, e: &Expr, want: Type, what: &str) {
        self.expect(e, want, what, false);
    }

    fn expect(&mut self, e: &Expr, want: Type, what: &str, strict: bool) {
        let ty = self.expr(e);
        self.expect_typed(e, ty, want, what, strict);
    }

    /// `expect` of an expression already typed (`ty`, None after an error).
    pub(super) fn expect_typed(&mut self, e: &Expr, ty: Option<Type>, want: Type, what: &str, strict: bool) {
        if let Some(ty) = ty {
            let ty = match ty {
                Type::Dyn if strict => self.unwrap_dynamic(e, want),
                _ if want == Type::Int => self.as_int_operand(e, ty),
                _ => ty,
            };
            // A str where Python wants an int, or the reverse: TypeError when it
            // runs (`dynamic::type_error`).
            if strict && ty != want && dynamic::raises_type_error(want, ty) {
                self.type_error_at(e, want);
                return;
            }
            if ty != want {
                self.err(e.span, format!("{what} must be a {want}, found a {ty}"));
            }
        }
    }

    /// Types an expression whose value is used; `None` after a reported error.
    fn expr(&mut self, e: &Expr) -> Option<Type> {
        let ty = self.expr_allow_none(e)?;
        if ty == Type::None {
            let msg = match &e.kind {
                ExprKind::Call { func, .. } => format!("{}() returns None; call it as a statement", func.name),
                _ => "None is not a value in minipy (only `return None`)".to_string(),
            };
            self.err(e.span, msg);
            return None;
        }
        Some(ty)
    }

    fn expr_allow_none(&mut self, e: &Expr) -> Option<Type> {
        if let Some(&t) = self.retyped.get(&e.id) {
            return Some(t);
        }
        let ty = self.expr_rule(e)?;
        self.expr_types[e.id as usize] = Some(ty);
        if ty == Type::Tuple {
            self.record_shape(e);
        }
        Some(ty)
    }

    /// The type of `e` by the rule of its form (its operands typed through `expr`).
    fn expr_rule(&mut self, e: &Expr) -> Option<Type> {
        match &e.kind {
            ExprKind::Int(_) => Some(Type::Int),
            ExprKind::Float(_) => Some(Type::Float),
            ExprKind::Imaginary(_) => Some(Type::Complex),
            ExprKind::Bool(_) => Some(Type::Bool),
            ExprKind::NoneLit => Some(Type::None),
            ExprKind::Str(_) => Some(Type::Str),
            ExprKind::Invalid => None,
            ExprKind::FStr { parts, .. } => {
                let mut ok = true;
                for p in parts {
                    ok &= self.formatted(p).is_some();
                }
                ok.then_some(Type::Str)
            }
            ExprKind::Name(n) => {
                if let Some(ty) = self.var_type(n) {
                    return Some(ty);
                }
                if self.exc_names.contains(n) {
                    self.diags.push(Diagnostic::unsupported(e.span, &format!("using the exception '{n}' other than in a message (print, an f-string) is")));
                    return None;
                }
                if let Some((_, ty)) = self.constants.get(n) {
                    return Some(*ty);
                }
                if self.poisoned.contains(n) {
                    return None; // its assignment's error is reported
                }
                if self.sigs.contains_key(n) || self.builtin(n).is_some() {
                    self.err(e.span, format!("'{n}' is a function; minipy has no function values"));
                } else if self.module_names.contains(n) && !self.st.is_module {
                    self.diags.push(Diagnostic::new("name", e.span, format!("'{}' reads the module variable '{n}' before the module's code assigns it (Python raises NameError)", self.st.name)));
                } else {
                    self.diags.push(Diagnostic::new("name", e.span, format!("unknown name '{n}'")));
                }
                None
            }
            ExprKind::Tuple(items) => {
                let tys: Vec<Option<Type>> = items.iter().map(|it| self.expr(it)).collect();
                if !items.is_empty() && tys.iter().all(|t| *t == Some(Type::Str)) {
                    return Some(Type::StrTuple);
                }
                for (it, ty) in items.iter().zip(tys) {
                    if let Some(ty) = ty.filter(|t| !t.is_numeric()) {
                        self.err(it.span, format!("a tuple element must be an int or a bool (or every one a str), found a {ty}"));
                    }
                }
                Some(Type::Tuple)
            }
            ExprKind::List(items) => self.list_display(items),
            ExprKind::ListComp { elt, var, iter, cond } => self.list_comp(elt, var, iter, cond.as_deref()),
            ExprKind::Method { recv, name, args } => self.method(e, recv, name, args),
            ExprKind::Contains { item, seq, .. } => {
                let it = self.expr(item);
                if let Some(items) = crate::ast::str_alternatives(seq) {
                    items.iter().for_each(|x| {
                        self.expr(x);
                    });
                    if it.is_some_and(|t| t != Type::Str) {
                        self.err(item.span, format!("'in' a tuple of strs looks for a str in minipy, found {}", a_or_an(it?)));
                    }
                    return Some(Type::Bool);
                }
                let st = self.expect_sequence_or_str(seq, "the right side of 'in'")?;
                if st.is_str_list() {
                    if it.is_some_and(|t| t != Type::Str) {
                        self.err(item.span, format!("'in <list[str]>' looks for a str in minipy, found {}", a_or_an(it?)));
                    }
                    return Some(Type::Bool);
                }
                if st == Type::Str {
                    // A substring test.
                    let it = if it == Some(Type::Dyn) { Some(self.unwrap_dynamic(item, Type::Str)) } else { it };
                    if it.is_some_and(|t| t != Type::Str) {
                        self.err(item.span, format!("'in <str>' requires a str on the left, found {}", a_or_an(it?)));
                    }
                    return Some(Type::Bool);
                }
                if st == Type::Tuple {
                    self.plain_tuple(seq, "'in' on");
                }
                if st == Type::List(Elem::Float) {
                    self.diags.push(Diagnostic::unsupported(e.span, "'in' on a list of floats is"));
                    return None;
                }
                // A value whose type varies is in a sequence of ints only as a number
                // (a str is never equal to an int).
                if it.is_some_and(|t| !t.is_numeric() && t != Type::Dyn) {
                    self.err(item.span, format!("'in' looks for an int or a bool in minipy, found {}", a_or_an(it?)));
                }
                Some(Type::Bool)
            }
            ExprKind::Unary(UnaryOp::Not, x) => {
                self.condition(x);
                Some(Type::Bool)
            }
            ExprKind::Unary(op, x) => {
                let ty = self.expr(x)?;
                if ty == Type::Num && *op != UnaryOp::Not {
                    return self.by_number(e, &[x], &[ty]);
                }
                if matches!(ty, Type::Float | Type::Complex) && matches!(op, UnaryOp::Neg | UnaryOp::Pos) {
                    return Some(ty);
                }
                let ty = if *op == UnaryOp::Not { ty } else { self.strict_int_operand(x, ty) };
                match op {
                    UnaryOp::Not => Some(Type::Bool),
                    _ if ty.is_numeric() => Some(Type::Int),
                    _ => {
                        let sym = match op {
                            UnaryOp::Neg => "-",
                            UnaryOp::Pos => "+",
                            _ => "~",
                        };
                        self.err(e.span, format!("bad operand type for unary {sym}: {ty}"));
                        None
                    }
                }
            }
            ExprKind::Arith(op, a, b) => {
                let (ta, tb) = (self.expr(a), self.expr(b));
                let (x, y) = (ta?, tb?);
                if x == Type::Num || y == Type::Num {
                    return self.by_number(e, &[a, b], &[x, y]);
                }
                let (x, y) = if x == Type::Dyn || y == Type::Dyn {
                    let Some(xy) = self.dynamic_operands(Some(*op), (a, x), (b, y)) else {
                        self.diags.push(Diagnostic::unsupported(e.span, &format!("'{}' on a value whose type varies (int, bool, str or None) is", op.symbol())));
                        return None;
                    };
                    xy
                } else if dynamic::arith_raises(*op, x, y) {
                    // TypeError once both operands are evaluated: the right one is
                    // recorded as not the type it has.
                    self.type_error_at(b, if y == Type::Str { Type::Int } else { Type::Str });
                    let str_sum = *op == ArithOp::Add && (x == Type::Str || y == Type::Str);
                    return Some(if str_sum { Type::Str } else { Type::Int });
                } else {
                    (self.as_int_operand(a, x), self.as_int_operand(b, y))
                };
                let ty = arith_type(*op, x, y);
                if ty == Some(Type::Tuple) {
                    self.plain_tuple(a, "concatenating");
                    self.plain_tuple(b, "concatenating");
                }
                if ty.is_some_and(Type::is_list) && *op == ArithOp::Mul {
                    self.repetition(a, b);
                }
                if ty.is_none() {
                    self.err(e.span, format!("unsupported operand types for {}: {x} and {y}", op.symbol()));
                }
                ty
            }
            ExprKind::Compare(first, rest) => {
                // `x == None` is legal Python (if unidiomatic): None may stand there.
                let operand = |this: &mut Self, e: &Expr| if matches!(e.kind, ExprKind::NoneLit) { this.expr_allow_none(e) } else { this.expr(e) };
                // A chain of plain operands, one of them an `int | float`: typed (and
                // lowered) once for each type it holds.
                let plain_chain = numbers::operands(e, None).filter(|_| rest.len() > 1);
                if let Some(ops) = &plain_chain {
                    let types: Option<Vec<Type>> = ops.iter().map(|o| operand(self, o)).collect();
                    let types = types?;
                    if types.contains(&Type::Num) {
                        return self.by_number(e, ops, &types);
                    }
                    for (o, t) in ops.iter().zip(&types) {
                        self.retyped.insert(o.id, *t);
                    }
                }
                let mut left = operand(self, first);
                let mut left_expr: &Expr = first;
                let mut ok = true;
                for (op, right) in rest {
                    let tr = operand(self, right);
                    if left == Some(Type::Num) || tr == Some(Type::Num) {
                        if rest.len() > 1 {
                            self.diags.push(Diagnostic::unsupported(e.span, "a chain of comparisons of a value that is an int or a float (it varies) is"));
                            return None;
                        }
                        return self.by_number(e, &[first, right], &[left?, tr?]);
                    }
                    if let (Some(mut l), Some(mut r)) = (left, tr) {
                        let ordering = !matches!(op, CmpOp::Eq | CmpOp::Ne);
                        if ordering && (l == Type::Dyn || r == Type::Dyn) {
                            match self.dynamic_operands(None, (left_expr, l), (right, r)) {
                                Some((a, b)) => (l, r) = (a, b),
                                None => {
                                    self.diags.push(Diagnostic::unsupported(e.span, &format!("'{}' on a value whose type varies (int, bool, str or None) is", op.symbol())));
                                    ok = false;
                                    left = tr;
                                    left_expr = right;
                                    continue;
                                }
                            }
                        } else if ordering {
                            l = self.as_int_operand(left_expr, l);
                            r = self.as_int_operand(right, r);
                        }
                        let optional = |t: Type| matches!(t, Type::Int | Type::OptInt | Type::None);
                        if (l.is_str_list() || r.is_str_list()) && rest.len() > 1 {
                            self.diags.push(Diagnostic::unsupported(e.span, "a chain of comparisons of lists of strs is"));
                            ok = false;
                        }
                        // Items compare as floats (`0.0 == -0.0`, a nan never equal but
                        // to itself by identity), not as the bits the list holds.
                        let float_list = |t: Type| t == Type::List(Elem::Float);
                        if (float_list(l) || float_list(r)) && l.equality_class() == r.equality_class() {
                            self.diags.push(Diagnostic::unsupported(e.span, "comparing lists of floats is"));
                            ok = false;
                        }
                        let fine = match op {
                            _ if float_list(l) || float_list(r) => true,
                            CmpOp::Eq | CmpOp::Ne => {
                                l == r
                                    || ((l == Type::Dyn || r == Type::Dyn) && !l.is_str_list() && !r.is_str_list() && l != Type::Float && r != Type::Float)
                                    || (l.is_any_number() && r.is_any_number())
                                    || (optional(l) && optional(r))
                                    || (optional(l) && r == Type::Bool)
                                    || (l == Type::Bool && optional(r))
                                    || (l.is_list() && r.is_list() && !l.is_str_list() && !r.is_str_list())
                                    || l.equality_class() != r.equality_class()
                            }
                            _ => (l.is_number() && r.is_number()) || (l == Type::Str && r == Type::Str),
                        };
                        if !fine {
                            ok = false;
                            let msg = if l == r {
                                format!("ordering comparison '{}' of {l} values is not supported in minipy", op.symbol())
                            } else {
                                format!("cannot compare {l} with {r} using '{}'", op.symbol())
                            };
                            self.err(e.span, msg);
                        }
                    } else {
                        ok = false;
                    }
                    left = tr;
                    left_expr = right;
                }
                for o in plain_chain.iter().flatten() {
                    self.retyped.remove(&o.id);
                }
                ok.then_some(Type::Bool)
            }
            ExprKind::Is { left, right, .. } => {
                // None is no value in minipy: an expression that is one is never None.
                let side = |this: &mut Self, e: &Expr| if matches!(e.kind, ExprKind::NoneLit) { this.expr_allow_none(e) } else { this.expr(e) };
                let (ta, tb) = (side(self, left), side(self, right));
                let (ta, tb) = (ta?, tb?);
                // An int is never the bool singleton: `x is True` of an `int | None` is
                // False.
                let optional_bool = matches!((ta, tb), (Type::OptInt, Type::Bool) | (Type::Bool, Type::OptInt));
                let decided = ta == Type::None || tb == Type::None || (ta == Type::Bool && tb == Type::Bool) || optional_bool;
                if (ta == Type::Dyn || tb == Type::Dyn) && !(ta == Type::None || tb == Type::None) {
                    self.diags.push(Diagnostic::unsupported(e.span, "'is' on a value whose type varies, other than against None, is"));
                    return None;
                }
                if !decided {
                    let msg = format!("'is' between {} and {} depends on object identity in CPython; minipy decides it only between bools or against None (use '==')", a_or_an(ta), a_or_an(tb));
                    self.diags.push(Diagnostic::new("type", e.span, msg));
                    return None;
                }
                Some(Type::Bool)
            }
            ExprKind::BoolOp(op, a, b) => {
                let (ta, tb) = (self.expr(a), self.expr(b));
                let (ta, tb) = (ta?, tb?);
                if let Some(Type::Dyn) = dynamic::join(ta, tb).filter(|_| ta != tb) {
                    return Some(Type::Dyn); // the value of either operand
                }
                if ta != tb {
                    let word = if *op == BoolOp::And { "and" } else { "or" };
                    self.err(e.span, format!("operands of '{word}' must have the same type in minipy, found {ta} and {tb}"));
                    return None;
                }
                if ta == Type::Tuple {
                    self.plain_tuple(a, "'and'/'or' on");
                    self.plain_tuple(b, "'and'/'or' on");
                }
                self.no_list_choice(e, ta)
            }
            ExprKind::IfExp { cond, then, orelse } => {
                self.condition(cond);
                let (ta, tb) = (self.expr(then), self.expr(orelse));
                let (ta, tb) = (ta?, tb?);
                if ta != tb {
                    // A value of either branch's type.
                    if let Some(joined) = dynamic::join(ta, tb).filter(|&t| t == Type::Dyn).or(numbers::join(ta, tb)) {
                        return Some(joined);
                    }
                    self.err(e.span, format!("both branches of a conditional expression must have the same type, found {ta} and {tb}"));
                    return None;
                }
                self.no_list_choice(e, ta)
            }
            ExprKind::Index(t, i) => {
                let ty = self.expect_sequence_or_str(t, "an indexed value");
                self.expect_strict(i, Type::Int, "an index");
                if ty == Some(Type::Str) {
                    return Some(Type::Str);
                }
                Some(self.item_type(t, i).unwrap_or(ty.map_or(Type::Int, Type::item)))
            }
            ExprKind::Slice(t, lo, hi) => {
                let ty = self.expect_sequence_or_str(t, "a sliced value");
                if ty.is_some_and(Type::is_str_list) {
                    self.diags.push(Diagnostic::unsupported(e.span, "slicing a list[str] is"));
                    return None;
                }
                self.plain_tuple(t, "slicing");
                for b in lo.iter().chain(hi.iter()) {
                    self.slice_bound(b);
                }
                ty
            }
            ExprKind::Call { func, args } => self.call(e, func, args),
            ExprKind::Quant { var, domain, body, .. } => {
                let item = match domain {
                    Domain::Range { lo, hi } => {
                        self.expect_strict(lo, Type::Int, "a range() bound");
                        self.expect_strict(hi, Type::Int, "a range() bound");
                        Type::Int
                    }
                    Domain::Items(seq) => {
                        let ty = self.expr(seq).filter(|t| {
                            let ok = t.is_held_as_sequence() || t.is_str_list();
                            if !ok {
                                self.err(seq.span, format!("what a quantifier goes over must be a tuple, a list or a str, found {}", a_or_an(*t)));
                            }
                            ok
                        });
                        if ty == Some(Type::Tuple) {
                            self.plain_tuple(seq, "a quantifier over");
                        }
                        ty.map_or(Type::Int, Type::item)
                    }
                };
                // The variable is the generator's own, as in Python.
                let shadowed = self.st.locals.insert(var.name.clone(), item);
                self.condition(body);
                match shadowed {
                    Some(ty) => self.st.locals.insert(var.name.clone(), ty),
                    None => self.st.locals.remove(&var.name),
                };
                walk_expr(body, &mut |x| {
                    // A str method that computes a str function of its arguments
                    // (its guards become the quantifier's obligations) is pure.
                    let pure_method = match &x.kind {
                        ExprKind::Method { recv, name, args } => {
                            self.expr_types[recv.id as usize] == Some(Type::Str)
                                && (crate::str_ops::StrFn::method(&name.name, args.len()).is_some() || matches!(name.name.as_str(), "startswith" | "endswith"))
                        }
                        _ => false,
                    };
                    if matches!(&x.kind, ExprKind::ListComp { .. } | ExprKind::Method { .. }) && !pure_method {
                        self.diags.push(Diagnostic::unsupported(x.span, "a comprehension or a method call inside all()/any() is"));
                    }
                    if let ExprKind::Call { func, .. } = &x.kind {
                        let pure = matches!(self.builtin(&func.name), Some(Builtin::Len | Builtin::TupleNew | Builtin::Abs | Builtin::Min | Builtin::Max | Builtin::Result | Builtin::IsInstance));
                        if !pure {
                            self.diags.push(Diagnostic::unsupported(x.span, &format!("calling '{}' inside all()/any() is", func.name)));
                        }
                    }
                });
                Some(Type::Bool)
            }
        }
    }

}

/// The type of `x op y`, if Python defines it within minipy: bool is an int
/// subclass (True + 1 == 2), and `&`, `|`, `^` of two bools give a bool.
pub(crate) fn arith_type(op: ArithOp, x: Type, y: Type) -> Option<Type> {
    match (x, y) {
        (x, y) if x.is_any_number() && y.is_any_number() && (x == Type::Complex || y == Type::Complex) => {
            matches!(op, ArithOp::Add | ArithOp::Sub | ArithOp::Mul | ArithOp::Div).then_some(Type::Complex)
        }
        // Floats take the arithmetic operators, not the bitwise ones; `/` makes a
        // float of ints too.
        (x, y) if x.is_number() && y.is_number() && (x == Type::Float || y == Type::Float || op == ArithOp::Div) => {
            matches!(op, ArithOp::Add | ArithOp::Sub | ArithOp::Mul | ArithOp::Div | ArithOp::FloorDiv | ArithOp::Mod).then_some(Type::Float)
        }
        (Type::Bool, Type::Bool) if op.is_bitwise() => Some(Type::Bool),
        (x, y) if x.is_numeric() && y.is_numeric() => Some(Type::Int),
        (Type::Tuple, Type::Tuple) if op == ArithOp::Add => Some(Type::Tuple),
        (Type::Str, Type::Str) if op == ArithOp::Add => Some(Type::Str),
        (Type::Str, n) | (n, Type::Str) if op == ArithOp::Mul && n.is_numeric() => Some(Type::Str),
        (Type::List(a), Type::List(b)) if op == ArithOp::Add && (a == b || (matches!(a, Elem::Int | Elem::Bool) && matches!(b, Elem::Int | Elem::Bool))) => Some(Type::List(if a == b { a } else { Elem::Int })),
        (Type::List(e), n) | (n, Type::List(e)) if op == ArithOp::Mul && n.is_numeric() && e != Elem::Str => Some(if x.is_list() { x } else { y }),
        _ => None,
    }
}
