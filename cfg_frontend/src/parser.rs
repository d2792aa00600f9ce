//! Python source -> minipy syntax tree. The whole of Python's grammar is read by
//! ruff's parser (`ruff_python_parser`, pinned); this module maps its tree onto
//! minipy's, naming every construct outside the subset at its place. A file CPython
//! rejects gives its first syntax error, as CPython does; a file CPython accepts
//! never gives a syntax error, only "... not supported in minipy" diagnostics, one per
//! statement (the statement is dropped, so nothing downstream reports it again).
//!
//! The Symbolic Execution book's `havoc x` / `assume e` statements are not Python: a
//! file that does not parse is tried once more with them rewritten, in place and with
//! the same length, to `del   x` / `assert e`, and those statements at the rewritten
//! offsets become `Havoc` / `Assume` (so every span stays exact).

use crate::ast::*;
use crate::diagnostic::Diagnostic;
use crate::span::Span;
use num_bigint::BigInt;
use num_traits::Num;
use ruff_python_ast as py;
use ruff_python_ast::token::TokenKind;
use ruff_text_size::{Ranged, TextRange};
use std::collections::{HashMap, HashSet};

/// Imports that only matter under CPython: the verifier shim and typing.
const IGNORED_MODULES: &[&str] = &["_sv_verifier", "typing", "__future__", "sys", "random"];

/// Parses a whole file. Never fails: problems come back as diagnostics, and the
/// module holds what could be converted.
pub fn parse(source: &str) -> (Module, Vec<Diagnostic>) {
    let parsed = ruff_python_parser::parse_unchecked_source(source, py::PySourceType::Python);
    let (parsed, book) = match parsed.errors().first() {
        None => (parsed, HashSet::new()),
        Some(first) => match rewrite_book(source, &parsed) {
            Some((text, offsets)) => {
                let again = ruff_python_parser::parse_unchecked_source(&text, py::PySourceType::Python);
                if !again.errors().is_empty() {
                    return (empty_module(), vec![syntax_error(first)]);
                }
                (again, offsets)
            }
            None => return (empty_module(), vec![syntax_error(first)]),
        },
    };
    let mut c = Converter { source, book, diags: Vec::new(), next_id: 0, uses_book_syntax: false, loop_depth: 0, pending: Vec::new(), tuple_annotations: HashMap::new(), nested: HashMap::new(), depth: 0, functions_open: 0, n_hidden: 0, expr_depth: 0, imported_random: false, imported_string: false, modules: HashMap::new(), from_math: HashMap::new(), bound: crate::scopes::bound_anywhere(&parsed.syntax().body), signatures: signatures(&parsed.syntax().body) };
    let items = c.module(&parsed.syntax().body);
    (Module { items, uses_book_syntax: c.uses_book_syntax, n_exprs: c.next_id, tuple_annotations: c.tuple_annotations }, c.diags)
}

/// The parameters of the functions `body` defines, with their defaults.
/// The deepest expression nesting read. CPython's compiler gives up on deeper ones
/// at a depth that depends on its version (measured: 3.11 and 3.12 between 2,000
/// and 3,000 levels of `x + x + ...`, 3.13 between 5,000 and 10,000); below this
/// every version compiles them.
const MAX_EXPR_DEPTH: u32 = 2_000;

fn signatures(body: &[py::Stmt]) -> HashMap<String, Vec<(String, Option<py::Expr>)>> {
    body.iter()
        .filter_map(|s| match s {
            py::Stmt::FunctionDef(f) => {
                let params = f.parameters.args.iter().map(|a| (a.parameter.name.to_string(), a.default.as_deref().cloned())).collect();
                Some((f.name.to_string(), params))
            }
            _ => None,
        })
        .collect()
}

fn empty_module() -> Module {
    Module { items: Vec::new(), uses_book_syntax: false, n_exprs: 0, tuple_annotations: HashMap::new() }
}

fn span(r: TextRange) -> Span {
    Span::new(r.start().to_usize(), r.end().to_usize())
}

/// Ruff's message in this project's style (lower case, as CPython's).
fn syntax_error(e: &ruff_python_parser::ParseError) -> Diagnostic {
    let text = e.error.to_string();
    let mut chars = text.chars();
    let message = match (chars.next(), chars.next()) {
        (Some(first), Some(second)) if first.is_uppercase() && second.is_lowercase() => first.to_lowercase().chain(text.chars().skip(1)).collect(),
        _ => text,
    };
    Diagnostic::syntax(span(e.location), message)
}

/// Python integer literal syntax: decimal, 0x, 0o, 0b, with underscores.
pub fn parse_int(text: &str) -> Option<BigInt> {
    let clean: String = text.chars().filter(|&c| c != '_').collect();
    let lower = clean.to_ascii_lowercase();
    let (digits, radix) = if let Some(rest) = lower.strip_prefix("0x") {
        (rest.to_string(), 16)
    } else if let Some(rest) = lower.strip_prefix("0o") {
        (rest.to_string(), 8)
    } else if let Some(rest) = lower.strip_prefix("0b") {
        (rest.to_string(), 2)
    } else {
        // Python rejects leading zeros in non-zero decimal literals.
        if clean.len() > 1 && clean.starts_with('0') && clean.chars().any(|c| c != '0') {
            return None;
        }
        (clean, 10)
    };
    if digits.is_empty() {
        return None;
    }
    BigInt::from_str_radix(&digits, radix).ok()
}

/// The book's statements rewritten to Python of the same length (`havoc x` ->
/// `del   x`, `assume e` -> `assert e`), found at the start of logical lines in
/// ruff's tokens; with the offsets rewritten. `None` when there are none.
fn rewrite_book(source: &str, parsed: &ruff_python_parser::Parsed<py::ModModule>) -> Option<(String, HashSet<usize>)> {
    let toks: Vec<_> = parsed.tokens().iter().filter(|t| !matches!(t.kind(), TokenKind::Comment | TokenKind::NonLogicalNewline)).collect();
    let mut out = source.as_bytes().to_vec();
    let mut offsets = HashSet::new();
    let mut line_start = true;
    for (i, t) in toks.iter().enumerate() {
        let at_start = line_start;
        line_start = matches!(t.kind(), TokenKind::Newline | TokenKind::Indent | TokenKind::Dedent | TokenKind::Colon);
        if !at_start || t.kind() != TokenKind::Name {
            continue;
        }
        let (a, b) = (t.range().start().to_usize(), t.range().end().to_usize());
        let next = toks.get(i + 1).map(|t| t.kind());
        let word = &source[a..b];
        if word == "havoc" && next == Some(TokenKind::Name) {
            out[a..b].copy_from_slice(b"del  ");
            offsets.insert(a);
        } else if word == "assume"
            && !matches!(
                next,
                None | Some(
                    TokenKind::Lpar
                        | TokenKind::Equal
                        | TokenKind::Comma
                        | TokenKind::Dot
                        | TokenKind::Newline
                        | TokenKind::Semi
                        | TokenKind::Colon
                        | TokenKind::PlusEqual
                        | TokenKind::MinusEqual
                        | TokenKind::StarEqual
                        | TokenKind::DoubleSlashEqual
                        | TokenKind::PercentEqual
                )
            )
        {
            out[a..b].copy_from_slice(b"assert");
            offsets.insert(a);
        }
    }
    if offsets.is_empty() {
        return None;
    }
    Some((String::from_utf8(out).ok()?, offsets))
}

/// A construct outside the subset was reported; the statement holding it is dropped.
struct Reported;
type CResult<T> = Result<T, Reported>;

struct Converter<'s> {
    source: &'s str,
    /// Offsets of the book's statements (rewritten before parsing).
    book: HashSet<usize>,
    diags: Vec<Diagnostic>,
    next_id: u32,
    uses_book_syntax: bool,
    /// Loops around the statement being converted: break/continue need one.
    loop_depth: u32,
    /// Module items made by the item just converted, after it (a chained
    /// assignment's later statements).
    pending: Vec<Item>,
    tuple_annotations: HashMap<Span, Vec<Type>>,
    /// The functions nested in the function being converted, by name.
    nested: HashMap<String, Nested>,
    /// How deep the statement being converted sits in its function: 1 for the
    /// body's own statements.
    depth: u32,
    /// Functions being converted, one inside the other: 1 in a module function's
    /// body, 2 in a nested one's.
    functions_open: u32,
    /// Hidden names handed out (`hidden_name`).
    n_hidden: u32,
    /// Expressions open around the one being converted (`MAX_EXPR_DEPTH`).
    expr_depth: u32,
    /// `import random` has been read (above the code being converted): without it,
    /// `random.randint` is CPython's NameError, not a generator.
    imported_random: bool,
    /// `import string`: its constants read as the str literals they are.
    imported_string: bool,
    /// `import math` and `import cmath` (`as` a name too), by the name that binds
    /// the module: their functions are built-ins (`Builtin::Math`, `Builtin::Cmath`),
    /// their constants float literals.
    modules: HashMap<String, &'static str>,
    /// Names `from math import ...` gave (the local name and math's), each read as
    /// `math.NAME`.
    from_math: HashMap<String, String>,
    /// Every name the module binds somewhere (`scopes::bound_anywhere`).
    bound: std::collections::BTreeSet<String>,
    /// The module's functions' parameters, with their defaults (for keyword
    /// arguments).
    signatures: HashMap<String, Vec<(String, Option<py::Expr>)>>,
}

/// A function defined inside another one. It becomes a module function (`outer.inner`)
/// with the outer function's variables it reads as extra parameters, and each call
/// passes their current values: what a closure reads at call time, since minipy has
/// no function values (a nested function can only be called, inside its outer one)
/// and no `nonlocal` (it cannot write them).
struct Nested {
    lifted: String,
    free: Vec<String>,
    /// Its `def` has run: calls before it raise NameError in Python.
    defined: bool,
}

impl Converter<'_> {
    fn unsupported<T>(&mut self, r: TextRange, what: &str) -> CResult<T> {
        self.diags.push(Diagnostic::unsupported(span(r), what));
        Err(Reported)
    }

    fn error<T>(&mut self, r: TextRange, message: impl Into<String>) -> CResult<T> {
        self.diags.push(Diagnostic::syntax(span(r), message));
        Err(Reported)
    }

    /// The module (`math`, `cmath`) a name imported binds, if `e` is one.
    fn module_named(&self, e: &py::Expr) -> Option<&'static str> {
        match e {
            py::Expr::Name(n) => self.modules.get(n.id.as_str()).copied(),
            _ => None,
        }
    }

    fn text(&self, r: TextRange) -> &str {
        &self.source[r.start().to_usize()..r.end().to_usize()]
    }

    fn new_expr(&mut self, kind: ExprKind, r: TextRange) -> Expr {
        let id = self.next_id;
        self.next_id += 1;
        Expr { id, kind, span: span(r) }
    }

    fn ident(&self, id: &py::Identifier) -> Ident {
        Ident { name: id.as_str().to_string(), span: span(id.range()) }
    }

    // ---- the module ------------------------------------------------------------

    fn module(&mut self, body: &[py::Stmt]) -> Vec<Item> {
        let mut items = Vec::new();
        for s in body {
            match s {
                // CPython runs it when the file is run: its body is module code.
                py::Stmt::If(i) if is_main_guard(&i.test) => {
                    for s in i.body.iter() {
                        items.extend(self.stmts(s).into_iter().flatten().map(Item::Stmt));
                    }
                }
                _ => {
                    items.extend(self.item(s).ok());
                    items.append(&mut self.pending);
                }
            }
        }
        items
    }

    fn item(&mut self, s: &py::Stmt) -> CResult<Item> {
        match s {
            // `def nondet_int() -> int: ...`: a declaration of the intrinsic, not a
            // definition (ESBMC's convention; its shim drops such stubs too).
            py::Stmt::FunctionDef(f) if crate::typeck::Builtin::is_intrinsic(f.name.as_str()) && is_stub(&f.body) => Ok(Item::Ignored(span(s.range()))),
            py::Stmt::FunctionDef(f) => Ok(Item::Function(self.function(f)?)),
            py::Stmt::Import(_) | py::Stmt::ImportFrom(_) => {
                self.import(s)?;
                Ok(Item::Ignored(span(s.range())))
            }
            py::Stmt::ClassDef(c) => self.unsupported(TextRange::at(c.range().start(), 5.into()), "classes are"),
            py::Stmt::Expr(e) if matches!(*e.value, py::Expr::StringLiteral(_)) => Ok(Item::Ignored(span(s.range()))),
            py::Stmt::Assign(a) if a.targets.len() == 1 && matches!(a.targets[0], py::Expr::Name(_)) => {
                let py::Expr::Name(n) = &a.targets[0] else { unreachable!() };
                let name = Ident { name: n.id.to_string(), span: span(n.range()) };
                let value = self.expr(&a.value)?;
                Ok(Item::Constant { span: name.span.to(value.span), name, value })
            }
            // Module code; one Python statement may be several minipy ones (a chained
            // assignment, an unpacking into list items): in order.
            _ => {
                let mut stmts = self.stmts(s)?.into_iter();
                let first = Item::Stmt(stmts.next().expect("one statement at least"));
                self.pending.extend(stmts.map(Item::Stmt));
                Ok(first)
            }
        }
    }

    /// An import, at module level or in a function (whose names then last to the
    /// end of its body, `function`): the modules minipy knows bind nothing the
    /// program can see but their functions and constants.
    fn import(&mut self, s: &py::Stmt) -> CResult<()> {
        match s {
            py::Stmt::ImportFrom(i) => {
                let module = format!("{}{}", ".".repeat(i.level as usize), i.module.as_ref().map_or("", |m| m.as_str()));
                if IGNORED_MODULES.contains(&module.as_str()) {
                    return Ok(());
                }
                if module != "math" {
                    return self.unsupported(s.range(), &format!("importing module '{module}' is"));
                }
                for a in &i.names {
                    let name = a.name.as_str();
                    if name == "*" {
                        // Every public name of CPython 3.11's math (it has no
                        // `__all__`), `pow` shadowing the built-in as in Python.
                        if let Some(clash) = MATH_NAMES.iter().find(|n| self.bound.contains(**n)) {
                            return self.unsupported(a.range(), &format!("'from math import *' in a program that binds math's name '{clash}' is"));
                        }
                        self.from_math.extend(MATH_NAMES.iter().map(|n| (n.to_string(), n.to_string())));
                        continue;
                    }
                    let local = a.asname.as_ref().map_or(name, |n| n.as_str());
                    if !math_name_known(name) {
                        return self.unsupported(a.range(), &format!("importing '{name}' from math is"));
                    }
                    if self.bound.contains(local) {
                        return self.unsupported(a.range(), &format!("a name imported from math and bound again ('{local}') is"));
                    }
                    self.from_math.insert(local.to_string(), name.to_string());
                }
                Ok(())
            }
            py::Stmt::Import(i) => {
                let known = |a: &py::Alias| (IGNORED_MODULES.contains(&a.name.as_str()) || matches!(a.name.as_str(), "string" | "math" | "cmath" | "time")) && !(a.asname.is_some() && matches!(a.name.as_str(), "random" | "string"));
                if let Some(bad) = i.names.iter().find(|a| !known(a)) {
                    return self.unsupported(s.range(), &format!("importing module '{}' is", bad.name.as_str()));
                }
                for a in i.names.iter() {
                    let module = match a.name.as_str() {
                        "math" => "math",
                        "cmath" => "cmath",
                        "time" => "time",
                        _ => continue,
                    };
                    let local = a.asname.as_ref().map_or(module, |n| n.as_str());
                    if a.asname.is_some() && self.bound.contains(local) {
                        return self.unsupported(a.range(), &format!("a module name bound again ('{local}') is"));
                    }
                    self.modules.insert(local.to_string(), module);
                }
                self.imported_random |= i.names.iter().any(|a| a.name.as_str() == "random");
                self.imported_string |= i.names.iter().any(|a| a.name.as_str() == "string");
                Ok(())
            }
            _ => unreachable!("called on imports"),
        }
    }

    fn function(&mut self, f: &py::StmtFunctionDef) -> CResult<Function> {
        if f.is_async {
            return self.unsupported(f.range(), "async code is");
        }
        if let Some(tp) = &f.type_params {
            return self.unsupported(tp.range(), "type parameters are");
        }
        let mut decorators = Vec::new();
        for d in &f.decorator_list {
            match &d.expression {
                py::Expr::Name(n) => decorators.push(Ident { name: n.id.to_string(), span: span(n.range()) }),
                other => return self.unsupported(other.range(), "decorators other than a plain name are"),
            }
        }
        let p = &f.parameters;
        if let Some(bad) = p.posonlyargs.first().map(|a| a.range()).or(p.vararg.as_ref().map(|a| a.range())).or(p.kwonlyargs.first().map(|a| a.range())).or(p.kwarg.as_ref().map(|a| a.range())) {
            return self.unsupported(bad, "variadic, keyword-only and positional-only parameters are");
        }
        let mut params = Vec::new();
        for a in &p.args {
            let default = match a.default.as_deref() {
                None => None,
                Some(d) if is_literal(d) || matches!(d, py::Expr::NoneLiteral(_)) => Some(self.expr(d)?),
                Some(d) => return self.unsupported(d.range(), "default values other than None and int, float, bool, str and tuple literals are"),
            };
            let ty = match &a.parameter.annotation {
                Some(t) => Some(self.annotation(t)?),
                None => None,
            };
            params.push(Param { name: self.ident(&a.parameter.name), ty, default });
        }
        let ret = match &f.returns {
            Some(t) => Some(self.annotation(t)?),
            None => None,
        };
        let outer = std::mem::replace(&mut self.loop_depth, 0);
        let saved = self.depth;
        let top_level = self.functions_open == 0;
        if top_level {
            self.find_nested(f);
        }
        (self.depth, self.functions_open) = (0, self.functions_open + 1);
        // A function's imports bind its own local names.
        let imports = (self.imported_random, self.imported_string, self.modules.clone(), self.from_math.clone());
        let body = self.block(&f.body);
        (self.imported_random, self.imported_string, self.modules, self.from_math) = imports;
        (self.depth, self.functions_open) = (saved, self.functions_open - 1);
        if top_level {
            self.nested.clear();
        }
        self.loop_depth = outer;
        Ok(Function { name: self.ident(&f.name), params, ret, body, decorators, span: span(f.range()) })
    }

    /// The functions defined by `f`'s own statements, with their free variables.
    fn find_nested(&mut self, f: &py::StmtFunctionDef) {
        let outer = crate::scopes::locals(f);
        let mut siblings: Vec<(String, Vec<String>)> = Vec::new();
        for s in &f.body {
            let py::Stmt::FunctionDef(g) = s else { continue };
            match crate::scopes::free_variables(g, &outer, &siblings) {
                Ok(free) => {
                    siblings.push((g.name.to_string(), free.clone()));
                    self.nested.insert(g.name.to_string(), Nested { lifted: format!("{}.{}", f.name, g.name), free, defined: false });
                }
                Err(name) => {
                    let what = format!("a nested function that assigns '{name}', which a function it calls reads from '{}', is", f.name);
                    self.diags.push(Diagnostic::unsupported(span(header(g.range(), g.name.range())), &what));
                }
            }
        }
    }

    /// A `def` inside a function: lifted to module level (see `Nested`), and a
    /// `pass` where it stood.
    fn nested_def(&mut self, g: &py::StmtFunctionDef) -> CResult<StmtKind> {
        let at = header(g.range(), g.name.range());
        let known = self.nested.contains_key(g.name.as_str());
        let in_nested = self.functions_open > 1;
        if in_nested || !known || self.depth != 1 {
            let what = if in_nested { "functions nested two deep are" } else { "functions defined inside a block (if, loop, try) are" };
            return self.unsupported(at, what);
        }
        if let Some(d) = g.parameters.args.iter().find_map(|a| a.default.as_deref()) {
            return self.unsupported(d.range(), "default values of nested functions are");
        }
        let nested = self.nested.get_mut(g.name.as_str()).expect("found above");
        nested.defined = true;
        let (lifted, free) = (nested.lifted.clone(), nested.free.clone());
        let mut f = self.function(g)?;
        f.name.name = lifted;
        f.params.extend(free.into_iter().map(|name| Param { name: Ident { name, span: f.name.span }, ty: None, default: None }));
        self.pending.push(Item::Function(f));
        Ok(StmtKind::Pass)
    }

    /// `int`, `bool`, `tuple`, `None`, and the spelled-out `tuple[int, ...]` /
    /// `Tuple[int, ...]`.
    fn annotation(&mut self, e: &py::Expr) -> CResult<(Type, Span)> {
        if let Some(members) = self.union_members(e) {
            let ty = match members {
                Some(types) => union_type(&types),
                None => return self.unsupported(e.range(), "unions of types other than int, bool, str and None are"),
            };
            return Ok((ty, span(e.range())));
        }
        let ty = match e {
            // A forward reference: the type named in a string.
            py::Expr::StringLiteral(s) if is_identifier(s.value.to_str()) => match scalar_type(s.value.to_str()) {
                Some(t) => t,
                None => return self.unsupported(e.range(), &format!("the type '{}' is", s.value.to_str())),
            },
            py::Expr::Name(n) => match n.id.as_str() {
                "int" => Type::Int,
                "bool" => Type::Bool,
                "str" => Type::Str,
                "float" => Type::Float,
                "complex" => Type::Complex,
                "tuple" | "Tuple" => Type::Tuple,
                "list" | "List" => Type::List(Elem::Int),
                // Any value: minipy's values whose type varies are the scalars'.
                "Any" | "object" => Type::Dyn,
                other => return self.unsupported(e.range(), &format!("the type '{other}' is")),
            },
            py::Expr::NoneLiteral(_) => Type::None,
            py::Expr::Subscript(s) if matches!(&*s.value, py::Expr::Name(n) if matches!(n.id.as_str(), "list" | "List")) => match &*s.slice {
                py::Expr::Name(n) if n.id.as_str() == "int" => Type::List(Elem::Int),
                py::Expr::Name(n) if n.id.as_str() == "bool" => Type::List(Elem::Bool),
                py::Expr::Name(n) if n.id.as_str() == "str" => Type::List(Elem::Str),
                py::Expr::Name(n) if n.id.as_str() == "float" => Type::List(Elem::Float),
                _ => return self.unsupported(e.range(), "list types other than list[int], list[bool], list[str] and list[float] are"),
            },
            py::Expr::Subscript(s) if matches!(&*s.value, py::Expr::Name(n) if matches!(n.id.as_str(), "tuple" | "Tuple")) => {
                let elts: Vec<&py::Expr> = match &*s.slice {
                    py::Expr::Tuple(t) => t.elts.iter().collect(),
                    one => vec![one],
                };
                let name = |e: &py::Expr| match e {
                    py::Expr::Name(n) => Some(n.id.to_string()),
                    _ => None,
                };
                let any_length = elts.len() == 2 && name(elts[0]).as_deref() == Some("int") && matches!(elts[1], py::Expr::EllipsisLiteral(_));
                let fixed: Option<Vec<Type>> = elts
                    .iter()
                    .map(|e| match name(e).as_deref() {
                        Some("int") => Some(Type::Int),
                        Some("bool") => Some(Type::Bool),
                        _ => None,
                    })
                    .collect();
                match fixed {
                    _ if any_length => {}
                    Some(types) if !types.is_empty() => {
                        if types.contains(&Type::Bool) {
                            self.tuple_annotations.insert(span(e.range()), types);
                        }
                    }
                    _ => return self.unsupported(e.range(), "tuple types other than tuple[int, ...] and fixed ones of int and bool are"),
                }
                Type::Tuple
            }
            _ => {
                let what = format!("the type '{}' is", self.text(e.range()));
                return self.unsupported(e.range(), &what);
            }
        };
        Ok((ty, span(e.range())))
    }

    /// The member types of a union annotation (`A | B`, `Optional[A]`,
    /// `Union[A, B]`, `Literal[...]`): `None` if `e` is no union, `Some(None)` if a
    /// member is no scalar type (int, bool, str, None).
    fn union_members(&mut self, e: &py::Expr) -> Option<Option<Vec<Type>>> {
        let member = |this: &mut Self, x: &py::Expr| -> Option<Vec<Type>> {
            match this.union_members(x) {
                Some(inner) => inner,
                None => match x {
                    py::Expr::NoneLiteral(_) => Some(vec![Type::None]),
                    py::Expr::Name(n) => scalar_type(n.id.as_str()).map(|t| vec![t]),
                    py::Expr::StringLiteral(s) => scalar_type(s.value.to_str()).map(|t| vec![t]),
                    _ => None,
                },
            }
        };
        let all = |this: &mut Self, xs: Vec<&py::Expr>| -> Option<Vec<Type>> {
            let mut out = Vec::new();
            for x in xs {
                out.extend(member(this, x)?);
            }
            Some(out)
        };
        match e {
            py::Expr::BinOp(b) if b.op == py::Operator::BitOr => Some(all(self, vec![&b.left, &b.right])),
            py::Expr::Subscript(s) => {
                let py::Expr::Name(n) = &*s.value else { return None };
                let args: Vec<&py::Expr> = match &*s.slice {
                    py::Expr::Tuple(t) => t.elts.iter().collect(),
                    one => vec![one],
                };
                match n.id.as_str() {
                    "Optional" => Some(all(self, args).map(|mut v| {
                        v.push(Type::None);
                        v
                    })),
                    "Union" => Some(all(self, args)),
                    // The types of the literals.
                    "Literal" => Some(
                        args.iter()
                            .map(|a| match a {
                                py::Expr::StringLiteral(_) => Some(Type::Str),
                                py::Expr::BooleanLiteral(_) => Some(Type::Bool),
                                py::Expr::NumberLiteral(py::ExprNumberLiteral { value: py::Number::Int(_), .. }) => Some(Type::Int),
                                py::Expr::UnaryOp(u) if matches!(&*u.operand, py::Expr::NumberLiteral(py::ExprNumberLiteral { value: py::Number::Int(_), .. })) => Some(Type::Int),
                                py::Expr::NoneLiteral(_) => Some(Type::None),
                                _ => None,
                            })
                            .collect(),
                    ),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// The elements of an f-string (or of a format spec inside one, `in_spec`) into
    /// `out`: its text, its interpolations, and the same as a format string.
    fn fstring_elements(&mut self, elements: &py::InterpolatedStringElements, out: &mut FStrBuild, in_spec: bool) -> CResult<()> {
        for element in elements.iter() {
            let i = match element {
                py::InterpolatedStringElement::Literal(l) => {
                    if in_spec {
                        out.format.push_str(&escape_braces(&l.value));
                    } else {
                        out.literal(&l.value);
                    }
                    continue;
                }
                py::InterpolatedStringElement::Interpolation(i) => i,
            };
            if !is_total(&i.expression) {
                return self.unsupported(i.expression.range(), "f-string interpolations other than names, literals, len(), abs() and + - * over them are");
            }
            // `{x=}` shows the expression's text first, and its repr() unless a
            // conversion or a spec says otherwise.
            let mut conversion = match i.conversion {
                py::ConversionFlag::None => None,
                py::ConversionFlag::Str => Some('s'),
                py::ConversionFlag::Ascii => Some('a'),
                py::ConversionFlag::Repr => Some('r'),
            };
            if let Some(d) = &i.debug_text {
                let shown = format!("{}{}{}", d.leading(), self.text(i.expression.range()), d.trailing());
                if in_spec {
                    out.format.push_str(&escape_braces(&shown));
                } else {
                    out.literal(&shown);
                }
                if conversion.is_none() && i.format_spec.is_none() {
                    conversion = Some('r');
                }
            }
            let index = out.parts.len();
            out.parts.push(self.expr(&i.expression)?);
            out.text.push(String::new());
            out.format.push_str(&format!("{{{index}"));
            if let Some(c) = conversion {
                out.format.push_str(&format!("!{c}"));
                out.formatted = true;
            }
            if let Some(spec) = &i.format_spec {
                out.format.push(':');
                out.formatted = true;
                self.fstring_elements(&spec.elements, out, true)?;
            }
            out.format.push('}');
        }
        Ok(())
    }

    // ---- statements --------------------------------------------------------------

    /// The statements of a block; an unsupported one is reported and dropped.
    fn block(&mut self, body: &[py::Stmt]) -> Vec<Stmt> {
        self.depth += 1;
        let out = body.iter().filter_map(|s| self.stmts(s).ok()).flatten().collect();
        self.depth -= 1;
        out
    }

    /// A statement as minipy statements: one, or for a chained assignment
    /// `a = t = e` (`e` evaluated once, then assigned to each target from left to
    /// right) `a = e` followed by `t = a`.
    fn stmts(&mut self, s: &py::Stmt) -> CResult<Vec<Stmt>> {
        if let Some(out) = self.item_writes(s) {
            return out;
        }
        if let Some(out) = self.starred_unpacking(s) {
            return out;
        }
        if let Some(out) = self.enumerate_loop(s) {
            return out;
        }
        if let Some(out) = self.pair_unpacking(s) {
            return out;
        }
        let py::Stmt::Assign(a) = s else { return Ok(vec![self.stmt(s)?]) };
        if a.targets.len() == 1 {
            return Ok(vec![self.stmt(s)?]);
        }
        let py::Expr::Name(first) = &a.targets[0] else {
            return self.unsupported(a.targets[0].range(), "chained assignments whose first target is not a name are");
        };
        let name = Ident { name: first.id.to_string(), span: span(first.range()) };
        let value = self.expr(&a.value)?;
        let mut out = vec![Stmt { kind: StmtKind::Assign { targets: vec![name.clone()], value, ann: None }, span: span(s.range()) }];
        for t in &a.targets[1..] {
            let targets = match t {
                py::Expr::Tuple(tuple) if !tuple.elts.is_empty() => tuple.elts.iter().map(|e| self.target(e)).collect::<CResult<Vec<_>>>()?,
                e => vec![self.target(e)?],
            };
            let value = self.new_expr(ExprKind::Name(name.name.clone()), first.range());
            out.push(Stmt { kind: StmtKind::Assign { targets, value, ann: None }, span: span(s.range()) });
        }
        Ok(out)
    }

    /// Statements that write items of a list: `xs[i] = v`, `xs[i] op= v`,
    /// `del xs[i]`, and unpacking into items (`a[i], a[j] = a[j], a[i]`), which
    /// becomes unpacking into hidden names followed by one write per target, left to
    /// right, as Python does it (the value first, then each target's index when it
    /// is assigned). `None` for other statements.
    fn item_writes(&mut self, s: &py::Stmt) -> Option<CResult<Vec<Stmt>>> {
        let whole = span(s.range());
        let stmt = move |kind| Stmt { kind, span: whole };
        match s {
            py::Stmt::Assign(a) if a.targets.len() == 1 => match &a.targets[0] {
                py::Expr::Subscript(sub) => Some((|| {
                    let value = self.expr(&a.value)?;
                    let (target, index) = self.item_target(sub)?;
                    Ok(vec![stmt(StmtKind::SetItem { target, index, value, op: None })])
                })()),
                py::Expr::Tuple(py::ExprTuple { elts, .. }) | py::Expr::List(py::ExprList { elts, .. })
                    if elts.iter().any(|e| matches!(e, py::Expr::Subscript(_))) =>
                {
                    Some((|| {
                        let value = self.expr(&a.value)?;
                        let hidden: Vec<Ident> = elts.iter().map(|e| self.hidden_name(e.range())).collect();
                        let mut out = vec![stmt(StmtKind::Assign { targets: hidden.clone(), value, ann: None })];
                        for (e, h) in elts.iter().zip(hidden) {
                            let value = self.new_expr(ExprKind::Name(h.name), e.range());
                            let kind = match e {
                                py::Expr::Subscript(sub) => {
                                    let (target, index) = self.item_target(sub)?;
                                    StmtKind::SetItem { target, index, value, op: None }
                                }
                                e => StmtKind::Assign { targets: vec![self.target(e)?], value, ann: None },
                            };
                            out.push(stmt(kind));
                        }
                        Ok(out)
                    })())
                }
                _ => None,
            },
            py::Stmt::AugAssign(a) => {
                let py::Expr::Subscript(sub) = &*a.target else { return None };
                Some((|| {
                    let Some(op) = arith_op(a.op) else {
                        let at = TextRange::new(a.target.range().end(), a.value.range().start());
                        return self.unsupported(at, &format!("the augmented assignment '{}=' is", a.op.as_str()));
                    };
                    let (target, index) = self.item_target(sub)?;
                    let value = self.expr(&a.value)?;
                    Ok(vec![stmt(StmtKind::SetItem { target, index, value, op: Some(op) })])
                })())
            }
            py::Stmt::Delete(d) if !self.book.contains(&s.range().start().to_usize()) => Some((|| {
                let mut out = Vec::new();
                for t in &d.targets {
                    match t {
                        py::Expr::Subscript(sub) => {
                            let (target, index) = self.item_target(sub)?;
                            out.push(stmt(StmtKind::DelItem { target, index }));
                        }
                        other => return self.unsupported(other.range(), "del of anything but a list item is"),
                    }
                }
                Ok(out)
            })()),
            _ => None,
        }
    }

    /// The built-in a call is whose result is a pair of numbers minipy reads only
    /// unpacked (`q, r = divmod(a, b)`) or dropped: `divmod`, `cmath.polar`,
    /// `math.modf`, `math.frexp`.
    fn pair_function(&self, c: &py::ExprCall) -> Option<PairFn> {
        if !c.arguments.keywords.is_empty() {
            return None;
        }
        let math = |name: &str| match name {
            "modf" => Some(PairFn::Modf),
            "frexp" => Some(PairFn::Frexp),
            _ => None,
        };
        match &*c.func {
            py::Expr::Name(n) if n.id.as_str() == "divmod" && !self.bound.contains("divmod") => Some(PairFn::Divmod),
            py::Expr::Name(n) => self.from_math.get(n.id.as_str()).and_then(|m| math(m)),
            py::Expr::Attribute(a) => match self.module_named(&a.value) {
                Some("cmath") if a.attr.as_str() == "polar" => Some(PairFn::Polar),
                Some("math") => math(a.attr.as_str()),
                _ => None,
            },
            _ => None,
        }
    }

    /// `x, y = f(args)` for a `pair_function` f (or `f(args)` alone): the arguments
    /// into hidden names, then each name its component, a function of them. The
    /// first component fails whenever the call does (`divmod` by zero, `polar`'s
    /// overflowing modulus), so no name is assigned when Python assigns none.
    fn pair_unpacking(&mut self, s: &py::Stmt) -> Option<CResult<Vec<Stmt>>> {
        let (targets, call) = match s {
            py::Stmt::Assign(a) => match (a.targets.as_slice(), &*a.value) {
                ([py::Expr::Tuple(py::ExprTuple { elts, .. }) | py::Expr::List(py::ExprList { elts, .. })], py::Expr::Call(c)) if elts.len() == 2 && elts.iter().all(|e| matches!(e, py::Expr::Name(_))) => (Some(elts), c),
                _ => return None,
            },
            py::Stmt::Expr(e) => match &*e.value {
                py::Expr::Call(c) => (None, c),
                _ => return None,
            },
            _ => return None,
        };
        let f = self.pair_function(call)?;
        let r = s.range();
        let whole = span(r);
        Some((|| {
            let arity = if f == PairFn::Divmod { 2 } else { 1 };
            if call.arguments.args.len() != arity {
                return self.error(call.range(), format!("{}() takes exactly {arity} argument{} ({} given)", f.name(), if arity == 1 { "" } else { "s" }, call.arguments.args.len()));
            }
            let mut out = Vec::new();
            let mut args = Vec::new();
            for a in call.arguments.args.iter() {
                let value = self.expr(a)?;
                let hidden = self.hidden_name(a.range());
                out.push(Stmt { kind: StmtKind::Assign { targets: vec![hidden.clone()], value, ann: None }, span: whole });
                args.push(hidden);
            }
            let at = call.range();
            let arg = |this: &mut Self, k: usize| this.new_expr(ExprKind::Name(args[k].name.clone()), at);
            let call_of = |this: &mut Self, name: &str, args: Vec<Expr>| this.new_expr(ExprKind::Call { func: Ident { name: name.into(), span: span(at) }, args }, at);
            let components: Vec<Expr> = match f {
                PairFn::Divmod => {
                    let (a, b) = (arg(self, 0), arg(self, 1));
                    let q = self.new_expr(ExprKind::Arith(ArithOp::FloorDiv, Box::new(a), Box::new(b)), at);
                    let (a, b) = (arg(self, 0), arg(self, 1));
                    let m = self.new_expr(ExprKind::Arith(ArithOp::Mod, Box::new(a), Box::new(b)), at);
                    vec![q, m]
                }
                PairFn::Polar => {
                    let z = arg(self, 0);
                    let z = call_of(self, "complex", vec![z]);
                    let modulus = call_of(self, "abs", vec![z]);
                    let z = arg(self, 0);
                    vec![modulus, call_of(self, "cmath.phase", vec![z])]
                }
                PairFn::Modf | PairFn::Frexp => {
                    let names = if f == PairFn::Modf { crate::typeck::MODF_PARTS } else { crate::typeck::FREXP_PARTS };
                    names.iter().map(|name| {
                        let x = arg(self, 0);
                        call_of(self, name, vec![x])
                    }).collect()
                }
            };
            match targets {
                Some(elts) => {
                    for (e, value) in elts.iter().zip(components) {
                        let target = self.target(e)?;
                        out.push(Stmt { kind: StmtKind::Assign { targets: vec![target], value, ann: None }, span: whole });
                    }
                }
                None => {
                    let first = components.into_iter().next().expect("two components");
                    out.push(Stmt { kind: StmtKind::Expr(first), span: whole });
                }
            }
            Ok(out)
        })())
    }

    /// `a, *b, c = value`: the value into a hidden list (a copy: a new list of its
    /// items), ValueError when it has fewer items than the names without a star,
    /// then each name its item, and the starred one a list of those in between,
    /// as Python does it.
    fn starred_unpacking(&mut self, s: &py::Stmt) -> Option<CResult<Vec<Stmt>>> {
        let py::Stmt::Assign(a) = s else { return None };
        let [py::Expr::Tuple(py::ExprTuple { elts, .. }) | py::Expr::List(py::ExprList { elts, .. })] = a.targets.as_slice() else { return None };
        let star = elts.iter().position(|e| matches!(e, py::Expr::Starred(_)))?;
        let whole = span(s.range());
        let r = s.range();
        Some((|| {
            if let Some(second) = elts.iter().skip(star + 1).find(|e| matches!(e, py::Expr::Starred(_))) {
                return self.error(second.range(), "multiple starred expressions in assignment");
            }
            let (before, after) = (star as i64, (elts.len() - star - 1) as i64);
            let value = self.expr(&a.value)?;
            let hidden = self.hidden_name(r);
            let name = |this: &mut Self| this.new_expr(ExprKind::Name(hidden.name.clone()), r);
            let int = |this: &mut Self, v: i64| this.new_expr(ExprKind::Int(v.into()), r);
            let call = |this: &mut Self, f: &str, args: Vec<Expr>| this.new_expr(ExprKind::Call { func: Ident { name: f.into(), span: span(r) }, args }, r);
            let copy = call(self, "list", vec![value]);
            let mut out = vec![Stmt { kind: StmtKind::Assign { targets: vec![hidden.clone()], value: copy, ann: None }, span: whole }];
            let seq = name(self);
            let len = call(self, "len", vec![seq]);
            let need = int(self, before + after);
            let short = self.new_expr(ExprKind::Compare(Box::new(len), vec![(CmpOp::Lt, need)]), r);
            let raise = Stmt { kind: StmtKind::Raise { kind: ExcKind::ValueError, args: Vec::new() }, span: whole };
            out.push(Stmt { kind: StmtKind::If { cond: short, then: vec![raise], orelse: Vec::new() }, span: whole });
            for (k, e) in elts.iter().enumerate() {
                let k = k as i64;
                let seq = name(self);
                let value = if k < before {
                    let i = int(self, k);
                    self.new_expr(ExprKind::Index(Box::new(seq), Box::new(i)), e.range())
                } else if k > before {
                    let i = int(self, k - before - 1 - after);
                    self.new_expr(ExprKind::Index(Box::new(seq), Box::new(i)), e.range())
                } else {
                    let lo = int(self, before);
                    let hi = (after > 0).then(|| int(self, -after));
                    self.new_expr(ExprKind::Slice(Box::new(seq), Some(Box::new(lo)), hi.map(Box::new)), e.range())
                };
                let target = match e {
                    py::Expr::Starred(st) => self.target(&st.value)?,
                    e => self.target(e)?,
                };
                out.push(Stmt { kind: StmtKind::Assign { targets: vec![target], value, ann: None }, span: whole });
            }
            Ok(out)
        })())
    }

    /// `for i, x in enumerate(seq[, start]):` as `for x in seq:` with a hidden count,
    /// `i` taking it at the start of each iteration (enumerate walks `seq` as a
    /// `for` does, live for a list).
    fn enumerate_loop(&mut self, s: &py::Stmt) -> Option<CResult<Vec<Stmt>>> {
        let py::Stmt::For(f) = s else { return None };
        let py::Expr::Tuple(t) = &*f.target else { return None };
        let py::Expr::Call(c) = &*f.iter else { return None };
        if !is_call_of(c, "enumerate") || f.is_async {
            return None;
        }
        let whole = span(s.range());
        let r = c.range();
        Some((|| {
            let [py::Expr::Name(i), py::Expr::Name(x)] = t.elts.as_slice() else {
                return self.unsupported(t.range(), "unpacking enumerate() into anything but two names is");
            };
            let (seq, start) = match &*c.arguments.args {
                [seq] => (self.expr(seq)?, self.new_expr(ExprKind::Int(0.into()), r)),
                [seq, start] => (self.expr(seq)?, self.expr(start)?),
                _ => return self.error(r, "enumerate() takes one or two arguments"),
            };
            let count = self.hidden_name(r);
            let name = |this: &mut Self| this.new_expr(ExprKind::Name(count.name.clone()), r);
            let index = Ident { name: i.id.to_string(), span: span(i.range()) };
            let take = Stmt { kind: StmtKind::Assign { targets: vec![index], value: name(self), ann: None }, span: whole };
            let one = self.new_expr(ExprKind::Int(1.into()), r);
            let step = Stmt { kind: StmtKind::AugAssign { target: count.clone(), op: ArithOp::Add, value: one }, span: whole };
            let mut body = vec![take, step];
            body.extend(self.loop_block(&f.body));
            let orelse = self.block(&f.orelse);
            let var = Ident { name: x.id.to_string(), span: span(x.range()) };
            let init = Stmt { kind: StmtKind::Assign { targets: vec![count.clone()], value: start, ann: None }, span: whole };
            let lp = Stmt { kind: StmtKind::For { var, iter: ForIter::Seq(seq), body, orelse }, span: whole };
            Ok(vec![init, lp])
        })())
    }

    /// `xs[i]` as an assignment target: a list name and one index (no slice).
    fn item_target(&mut self, sub: &py::ExprSubscript) -> CResult<(Ident, Expr)> {
        let py::Expr::Name(n) = &*sub.value else {
            return self.unsupported(sub.value.range(), "assigning to an item of anything but a named list is");
        };
        if let py::Expr::Slice(sl) = &*sub.slice {
            return self.unsupported(sl.range(), "assigning to a slice is");
        }
        Ok((Ident { name: n.id.to_string(), span: span(n.range()) }, self.expr(&sub.slice)?))
    }

    /// A fresh name no Python program can use (`$u1`): a local the front end adds.
    fn hidden_name(&mut self, r: TextRange) -> Ident {
        self.n_hidden += 1;
        Ident { name: format!("$u{}", self.n_hidden), span: span(r) }
    }

    fn loop_block(&mut self, body: &[py::Stmt]) -> Vec<Stmt> {
        self.loop_depth += 1;
        let out = self.block(body);
        self.loop_depth -= 1;
        out
    }

    fn stmt(&mut self, s: &py::Stmt) -> CResult<Stmt> {
        let r = s.range();
        let kind = match s {
            py::Stmt::Pass(_) => StmtKind::Pass,
            py::Stmt::Break(_) | py::Stmt::Continue(_) => {
                let is_break = matches!(s, py::Stmt::Break(_));
                if self.loop_depth == 0 {
                    return self.error(r, format!("'{}' outside loop", if is_break { "break" } else { "continue" }));
                }
                if is_break {
                    StmtKind::Break
                } else {
                    StmtKind::Continue
                }
            }
            py::Stmt::Return(ret) => StmtKind::Return(match &ret.value {
                Some(v) => Some(self.expr(v)?),
                None => None,
            }),
            py::Stmt::Expr(e) => StmtKind::Expr(self.expr(&e.value)?),
            py::Stmt::Assert(a) if self.book.contains(&r.start().to_usize()) => {
                self.uses_book_syntax = true;
                StmtKind::Assume(self.expr(&a.test)?)
            }
            py::Stmt::Assert(a) => {
                let msg = match a.msg.as_deref() {
                    None => None,
                    Some(m @ (py::Expr::StringLiteral(_) | py::Expr::FString(_))) => Some(self.expr(m)?),
                    Some(m) => return self.unsupported(m.range(), "assert messages other than strings and f-strings are"),
                };
                StmtKind::Assert { cond: self.expr(&a.test)?, msg }
            }
            py::Stmt::Raise(raise) => {
                if let Some(cause) = &raise.cause {
                    return self.unsupported(cause.range(), "'raise ... from' is");
                }
                let Some(exc) = raise.exc.as_deref() else {
                    return self.unsupported(r, "re-raising with a bare 'raise' is");
                };
                let (class, args) = match exc {
                    py::Expr::Name(n) => (n, Vec::new()),
                    py::Expr::Call(c) if matches!(&*c.func, py::Expr::Name(_)) && c.arguments.keywords.is_empty() => {
                        let py::Expr::Name(n) = &*c.func else { unreachable!() };
                        (n, c.arguments.args.iter().map(|a| self.expr(a)).collect::<CResult<Vec<_>>>()?)
                    }
                    other => return self.unsupported(other.range(), "raising anything but a built-in exception class is"),
                };
                let Some(kind) = ExcKind::from_name(class.id.as_str()) else {
                    let names: Vec<&str> = ExcKind::ALL.iter().map(|k| k.name()).collect();
                    return self.unsupported(class.range(), &format!("raising '{}' is (minipy raises {})", class.id.as_str(), names.join(", ")));
                };
                StmtKind::Raise { kind, args }
            }
            py::Stmt::Delete(d) if self.book.contains(&r.start().to_usize()) => {
                self.uses_book_syntax = true;
                match d.targets.as_slice() {
                    [py::Expr::Name(n)] => StmtKind::Havoc(Ident { name: n.id.to_string(), span: span(n.range()) }),
                    _ => return self.error(r, "expected one variable after 'havoc'"),
                }
            }
            py::Stmt::Assign(a) => {
                let targets = match &a.targets[0] {
                    py::Expr::Tuple(py::ExprTuple { elts, .. }) | py::Expr::List(py::ExprList { elts, .. }) if !elts.is_empty() => {
                        elts.iter().map(|e| self.target(e)).collect::<CResult<Vec<_>>>()?
                    }
                    e => vec![self.target(e)?],
                };
                StmtKind::Assign { targets, value: self.expr(&a.value)?, ann: None }
            }
            py::Stmt::AnnAssign(a) => {
                let target = self.target(&a.target)?;
                let ann = self.annotation(&a.annotation)?;
                let Some(value) = &a.value else {
                    return Ok(Stmt { kind: StmtKind::Declare { target, ty: ann }, span: span(r) });
                };
                // A bare `list` names no item type: the value gives it.
                let ann = (!is_bare_list(&a.annotation)).then_some(ann);
                StmtKind::Assign { targets: vec![target], value: self.expr(value)?, ann }
            }
            py::Stmt::AugAssign(a) => {
                let op = match arith_op(a.op) {
                    Some(op) => op,
                    // `x **= e` is `x = x ** e` (a name's target is read once either way).
                    None if a.op == py::Operator::Pow && matches!(&*a.target, py::Expr::Name(_)) => {
                        let target = self.target(&a.target)?;
                        let current = self.new_expr(ExprKind::Name(target.name.clone()), a.target.range());
                        let args = vec![current, self.expr(&a.value)?];
                        let value = self.new_expr(ExprKind::Call { func: Ident { name: crate::typeck::POWER.into(), span: span(r) }, args }, r);
                        return Ok(Stmt { kind: StmtKind::Assign { targets: vec![target], value, ann: None }, span: span(r) });
                    }
                    None => {
                        let other = a.op;
                        let at = TextRange::new(a.target.range().end(), a.value.range().start());
                        return self.unsupported(at, &format!("the augmented assignment '{}=' is", other.as_str()));
                    }
                };
                StmtKind::AugAssign { target: self.target(&a.target)?, op, value: self.expr(&a.value)? }
            }
            py::Stmt::If(i) => self.if_stmt(&i.test, &i.body, &i.elif_else_clauses)?,
            py::Stmt::While(w) => {
                let cond = self.expr(&w.test)?;
                let body = self.loop_block(&w.body);
                let orelse = self.block(&w.orelse);
                StmtKind::While { cond, body, orelse }
            }
            py::Stmt::For(f) => {
                if f.is_async {
                    return self.unsupported(r, "async code is");
                }
                let var = match &*f.target {
                    py::Expr::Name(n) => Ident { name: n.id.to_string(), span: span(n.range()) },
                    other => return self.unsupported(other.range(), "unpacking in for loops is"),
                };
                let iter = self.for_iter(&f.iter)?;
                let body = self.loop_block(&f.body);
                let orelse = self.block(&f.orelse);
                StmtKind::For { var, iter, body, orelse }
            }
            py::Stmt::Try(t) => self.try_stmt(t)?,
            py::Stmt::FunctionDef(f) => self.nested_def(f)?,
            py::Stmt::ClassDef(c) => return self.unsupported(header(c.range(), c.name.range()), "classes are"),
            py::Stmt::With(w) => return self.unsupported(first_line(w.range(), self.source), "with statements are"),
            py::Stmt::Match(m) => return self.unsupported(first_line(m.range(), self.source), "match statements are"),
            py::Stmt::Global(g) => StmtKind::Global(g.names.iter().map(|n| self.ident(n)).collect()),
            py::Stmt::Nonlocal(_) => return self.unsupported(r, "'nonlocal' declarations are"),
            py::Stmt::Delete(_) => return self.unsupported(r, "del of anything but a list item is"),
            py::Stmt::Import(_) | py::Stmt::ImportFrom(_) => {
                self.import(s)?;
                StmtKind::Pass
            }
            py::Stmt::TypeAlias(_) => return self.unsupported(r, "type aliases are"),
            py::Stmt::IpyEscapeCommand(_) => return self.unsupported(r, "IPython escape commands are"),
        };
        Ok(Stmt { kind, span: span(r) })
    }

    /// What a `for` (or a comprehension) iterates over: `range(..)`, `reversed(..)`
    /// of a range or a sequence, or a sequence.
    fn for_iter(&mut self, iter: &py::Expr) -> CResult<ForIter> {
        Ok(match iter {
            py::Expr::Call(c) if is_call_of(c, "reversed") => match &*c.arguments.args {
                [py::Expr::Call(r)] if is_call_of(r, "range") => self.reversed_range(c)?,
                [seq] => ForIter::Reversed(self.expr(seq)?),
                _ => return self.error(c.range(), "reversed() takes exactly one argument"),
            },
            py::Expr::Call(c) if is_call_of(c, "range") => {
                let mut args = c.arguments.args.iter().map(|a| self.expr(a)).collect::<CResult<Vec<_>>>()?;
                match args.len() {
                    1 => ForIter::Range { start: None, stop: args.remove(0), step: None },
                    2 | 3 => {
                        let step = if args.len() == 3 { args.pop() } else { None };
                        let stop = args.pop().expect("two args");
                        ForIter::Range { start: args.pop(), stop, step }
                    }
                    n => return self.error(c.range(), format!("range() takes 1 to 3 arguments, {n} given")),
                }
            }
            other => ForIter::Seq(self.expr(other)?),
        })
    }

    /// `reversed(range(n))` as `range(n - 1, -1, -1)` and `reversed(range(a, b))` as
    /// `range(b - 1, a - 1, -1)`: the same values in the same order. The bounds
    /// must be expressions without effects (they are evaluated in another order).
    fn reversed_range(&mut self, c: &py::ExprCall) -> CResult<ForIter> {
        let inner = match &*c.arguments.args {
            [py::Expr::Call(r)] if is_call_of(r, "range") => r,
            _ => return self.unsupported(c.range(), "reversed() of anything but range() is"),
        };
        let bounds: Vec<&py::Expr> = inner.arguments.args.iter().collect();
        if bounds.len() > 2 {
            return self.unsupported(inner.range(), "reversed(range()) with a step is");
        }
        if let Some(b) = bounds.iter().find(|b| !is_total(b)) {
            return self.unsupported(b.range(), "reversed(range()) bounds other than names, literals and + - * over them are");
        }
        let r = inner.range();
        let one = |this: &mut Self| this.new_expr(ExprKind::Int(1.into()), r);
        let minus_one = |this: &mut Self, e: Expr| {
            let one = one(this);
            this.new_expr(ExprKind::Arith(ArithOp::Sub, Box::new(e), Box::new(one)), r)
        };
        let (lo, hi) = match bounds.as_slice() {
            [hi] => (self.new_expr(ExprKind::Int(0.into()), r), self.expr(hi)?),
            [lo, hi] => (self.expr(lo)?, self.expr(hi)?),
            _ => return self.error(inner.range(), "range() takes 1 to 3 arguments"),
        };
        let start = minus_one(self, hi);
        let stop = minus_one(self, lo);
        let step = self.new_expr(ExprKind::Int((-1).into()), r);
        Ok(ForIter::Range { start: Some(start), stop, step: Some(step) })
    }

    fn if_stmt(&mut self, test: &py::Expr, body: &[py::Stmt], clauses: &[py::ElifElseClause]) -> CResult<StmtKind> {
        let cond = self.expr(test)?;
        let then = self.block(body);
        let orelse = match clauses.split_first() {
            None => Vec::new(),
            Some((c, rest)) => match &c.test {
                None => self.block(&c.body),
                Some(t) => {
                    let start = c.range().start();
                    let end = rest.last().map_or(c.range().end(), |l| l.range().end());
                    let kind = self.if_stmt(t, &c.body, rest)?;
                    vec![Stmt { kind, span: span(TextRange::new(start, end)) }]
                }
            },
        };
        Ok(StmtKind::If { cond, then, orelse })
    }

    fn try_stmt(&mut self, t: &py::StmtTry) -> CResult<StmtKind> {
        if t.is_star {
            return self.unsupported(first_line(t.range(), self.source), "except* clauses are");
        }
        let body = self.block(&t.body);
        let mut handlers = Vec::new();
        for h in &t.handlers {
            let py::ExceptHandler::ExceptHandler(h) = h;
            let name = h.name.as_ref().map(|n| self.ident(n));
            let classes = match h.type_.as_deref() {
                None => None,
                Some(py::Expr::Tuple(tuple)) => Some(tuple.elts.iter().map(|e| self.exc_class(e)).collect::<CResult<Vec<_>>>()?),
                Some(e) => Some(vec![self.exc_class(e)?]),
            };
            let hbody = self.block(&h.body);
            handlers.push(Handler { classes, name, body: hbody, span: span(h.range()) });
        }
        let orelse = self.block(&t.orelse);
        let finally = self.block(&t.finalbody);
        Ok(StmtKind::Try { body, handlers, orelse, finally })
    }

    fn exc_class(&mut self, e: &py::Expr) -> CResult<ExcClass> {
        let py::Expr::Name(n) = e else {
            return self.unsupported(e.range(), "exception classes other than a name are");
        };
        match ExcClass::from_name(n.id.as_str()) {
            Some(c) => Ok(c),
            None => self.unsupported(
                e.range(),
                &format!("catching '{}' is (minipy raises ZeroDivisionError, IndexError, AssertionError and ValueError)", n.id.as_str()),
            ),
        }
    }

    fn target(&mut self, e: &py::Expr) -> CResult<Ident> {
        match e {
            py::Expr::Name(n) if n.id.as_str() == "__name__" => self.unsupported(e.range(), "assigning '__name__' is"),
            py::Expr::Name(n) => Ok(Ident { name: n.id.to_string(), span: span(n.range()) }),
            py::Expr::Subscript(_) => self.unsupported(e.range(), "assigning to an element is (tuples are immutable)"),
            py::Expr::Attribute(a) => self.unsupported(TextRange::new(a.value.range().end(), a.range().end()), "attribute access ('.') is"),
            py::Expr::Starred(_) => self.unsupported(e.range(), "starred assignment targets are"),
            py::Expr::List(_) | py::Expr::Tuple(_) => self.unsupported(e.range(), "nested unpacking is"),
            _ => self.error(e.range(), "cannot assign to this expression"),
        }
    }

    // ---- expressions -------------------------------------------------------------

    fn boxed(&mut self, e: &py::Expr) -> CResult<Box<Expr>> {
        Ok(Box::new(self.expr(e)?))
    }

    fn expr(&mut self, e: &py::Expr) -> CResult<Expr> {
        if self.expr_depth >= MAX_EXPR_DEPTH {
            return self.error(e.range(), format!("an expression nested more than {MAX_EXPR_DEPTH} deep: CPython's compiler raises RecursionError on such nesting (3.11 and 3.12 from about 2,500 levels, 3.13 from about 5,000), so the file does not run"));
        }
        self.expr_depth += 1;
        let converted = self.expr_at_depth(e);
        self.expr_depth -= 1;
        converted
    }

    fn expr_at_depth(&mut self, e: &py::Expr) -> CResult<Expr> {
        let r = e.range();
        let kind = match e {
            // A script runs as the main module (`target` refuses to assign it).
            py::Expr::Name(n) if n.id.as_str() == "__name__" => ExprKind::Str("__main__".into()),
            py::Expr::BoolOp(b) => {
                let op = match b.op {
                    py::BoolOp::And => BoolOp::And,
                    py::BoolOp::Or => BoolOp::Or,
                };
                let mut values = b.values.iter();
                let mut acc = self.expr(values.next().expect("two operands"))?;
                for v in values {
                    let rhs = self.expr(v)?;
                    let whole = TextRange::new(b.range().start(), v.range().end());
                    acc = self.new_expr(ExprKind::BoolOp(op, Box::new(acc), Box::new(rhs)), whole);
                }
                return Ok(acc);
            }
            py::Expr::Named(_) => return self.unsupported(r, "assignment expressions (:=) are"),
            // `x ** y`: the built-in `POWER` (`Builtin::Pow`), which the type checker
            // reads by the operands' types (an int power of an int, else a float).
            py::Expr::BinOp(b) if b.op == py::Operator::Pow => {
                let args = vec![self.expr(&b.left)?, self.expr(&b.right)?];
                ExprKind::Call { func: Ident { name: crate::typeck::POWER.into(), span: span(r) }, args }
            }
            py::Expr::BinOp(b) => {
                let op = match arith_op(b.op) {
                    Some(op) => op,
                    None => {
                        let other = b.op;
                        let at = operator_range(self.source, b.left.range().end(), b.right.range().start(), other.as_str());
                        let what = match other {
                            py::Operator::MatMult => "the matrix operator '@' is".to_string(),
                            op => format!("the operator '{}' is", op.as_str()),
                        };
                        return self.unsupported(at, &what);
                    }
                };
                ExprKind::Arith(op, self.boxed(&b.left)?, self.boxed(&b.right)?)
            }
            py::Expr::UnaryOp(u) => {
                let op = match u.op {
                    py::UnaryOp::USub => UnaryOp::Neg,
                    py::UnaryOp::UAdd => UnaryOp::Pos,
                    py::UnaryOp::Not => UnaryOp::Not,
                    py::UnaryOp::Invert => UnaryOp::Invert,
                };
                ExprKind::Unary(op, self.boxed(&u.operand)?)
            }
            py::Expr::Lambda(_) => return self.unsupported(TextRange::at(r.start(), 6.into()), "lambda expressions are"),
            py::Expr::If(i) => ExprKind::IfExp { cond: self.boxed(&i.test)?, then: self.boxed(&i.body)?, orelse: self.boxed(&i.orelse)? },
            py::Expr::Dict(_) | py::Expr::DictComp(_) | py::Expr::Set(_) | py::Expr::SetComp(_) => {
                return self.unsupported(TextRange::at(r.start(), 1.into()), "dicts and sets are")
            }
            py::Expr::List(l) => ExprKind::List(l.elts.iter().map(|e| self.expr(e)).collect::<CResult<Vec<_>>>()?),
            py::Expr::ListComp(c) => return self.list_comp(&c.elt, &c.generators, r),
            py::Expr::Generator(g) => {
                let at = g.generators.first().map_or(r, |c| c.range());
                return self.unsupported(at, "generator expressions are");
            }
            py::Expr::Await(_) => return self.unsupported(r, "'await' is"),
            py::Expr::Yield(_) | py::Expr::YieldFrom(_) => return self.unsupported(r, "'yield' is"),
            py::Expr::Compare(c) if matches!(&*c.ops, [py::CmpOp::Is | py::CmpOp::IsNot]) => {
                let (left, right) = (self.boxed(&c.left)?, self.boxed(&c.comparators[0])?);
                ExprKind::Is { left, right, negated: c.ops[0] == py::CmpOp::IsNot }
            }
            py::Expr::Compare(c) if matches!(&*c.ops, [py::CmpOp::In | py::CmpOp::NotIn]) => {
                let (item, seq) = (self.boxed(&c.left)?, self.boxed(&c.comparators[0])?);
                ExprKind::Contains { item, seq, negated: c.ops[0] == py::CmpOp::NotIn }
            }
            py::Expr::Compare(c) => {
                let first = self.boxed(&c.left)?;
                let mut rest = Vec::new();
                let mut prev_end = c.left.range().end();
                for (op, rhs) in c.ops.iter().zip(c.comparators.iter()) {
                    let op = match op {
                        py::CmpOp::Eq => CmpOp::Eq,
                        py::CmpOp::NotEq => CmpOp::Ne,
                        py::CmpOp::Lt => CmpOp::Lt,
                        py::CmpOp::LtE => CmpOp::Le,
                        py::CmpOp::Gt => CmpOp::Gt,
                        py::CmpOp::GtE => CmpOp::Ge,
                        other => {
                            let at = operator_range(self.source, prev_end, rhs.range().start(), other.as_str());
                            let what = if matches!(other, py::CmpOp::Is | py::CmpOp::IsNot) { "'is' in a comparison chain is" } else { "'in' in a comparison chain is" };
                            return self.unsupported(at, what);
                        }
                    };
                    rest.push((op, self.expr(rhs)?));
                    prev_end = rhs.range().end();
                }
                ExprKind::Compare(first, rest)
            }
            py::Expr::Call(c) => return self.call(c),
            py::Expr::FString(f) => {
                let mut out = FStrBuild { parts: Vec::new(), text: vec![String::new()], format: String::new(), formatted: false };
                for part in f.value.iter() {
                    match part {
                        py::FStringPart::Literal(l) => out.literal(&l.value),
                        py::FStringPart::FString(fs) => self.fstring_elements(&fs.elements, &mut out, false)?,
                    }
                }
                let FStrBuild { parts, text, format, formatted } = out;
                ExprKind::FStr { parts, text, format, formatted }
            }
            py::Expr::TString(_) => return self.unsupported(r, "template strings are"),
            py::Expr::StringLiteral(s) => ExprKind::Str(s.value.to_str().to_string()),
            py::Expr::BytesLiteral(_) => return self.unsupported(r, "bytes literals are"),
            py::Expr::NumberLiteral(n) => match &n.value {
                py::Number::Int(_) => match parse_int(self.text(r)) {
                    Some(v) => ExprKind::Int(v),
                    None => return self.error(r, format!("invalid integer literal {}", self.text(r))),
                },
                py::Number::Float(x) => ExprKind::Float(*x),
                py::Number::Complex { imag, .. } => ExprKind::Imaginary(*imag),
            },
            py::Expr::BooleanLiteral(b) => ExprKind::Bool(b.value),
            py::Expr::NoneLiteral(_) => ExprKind::NoneLit,
            py::Expr::EllipsisLiteral(_) => return self.unsupported(r, "'...' is"),
            py::Expr::Attribute(a) if self.module_named(&a.value) == Some("cmath") => match (math_constant(a.attr.as_str()), a.attr.as_str()) {
                (Some(x), _) => ExprKind::Float(x),
                (None, "infj") => ExprKind::Imaginary(f64::INFINITY),
                (None, "nanj") => ExprKind::Imaginary(f64::NAN),
                (None, other) => return self.unsupported(r, &format!("cmath.{other} is")),
            },
            py::Expr::Attribute(a) if self.module_named(&a.value) == Some("math") => match math_constant(a.attr.as_str()) {
                Some(x) => ExprKind::Float(x),
                None => return self.unsupported(r, &format!("math.{} is", a.attr.as_str())),
            },
            py::Expr::Attribute(a) if self.imported_string && matches!(&*a.value, py::Expr::Name(m) if m.id.as_str() == "string") => match string_constant(a.attr.as_str()) {
                Some(text) => ExprKind::Str(text),
                None => return self.unsupported(r, &format!("string.{} is", a.attr.as_str())),
            },
            // A number's parts: the built-ins `REAL_PART` and `IMAG_PART`.
            py::Expr::Attribute(a) if matches!(a.attr.as_str(), "real" | "imag") => {
                let part = if a.attr.as_str() == "real" { crate::typeck::REAL_PART } else { crate::typeck::IMAG_PART };
                let args = vec![self.expr(&a.value)?];
                ExprKind::Call { func: Ident { name: part.into(), span: span(TextRange::new(a.value.range().end(), r.end())) }, args }
            }
            py::Expr::Attribute(a) => return self.unsupported(TextRange::new(a.value.range().end(), r.end()), "attribute access ('.') is"),
            py::Expr::Subscript(s) => match &*s.slice {
                py::Expr::Slice(sl) if sl.step.as_deref().is_some_and(|st| !matches!(st, py::Expr::NoneLiteral(_))) => {
                    // `t[lo:hi:step]`: the built-in `$slice(t, lo, hi, step)`, a missing
                    // bound passed as None.
                    let mut args = vec![self.expr(&s.value)?];
                    for bound in [&sl.lower, &sl.upper] {
                        args.push(match bound.as_deref() {
                            Some(b) => self.expr(b)?,
                            None => self.new_expr(ExprKind::NoneLit, sl.range()),
                        });
                    }
                    args.push(self.expr(sl.step.as_deref().expect("matched above"))?);
                    ExprKind::Call { func: Ident { name: crate::typeck::STEP_SLICE.into(), span: span(sl.range()) }, args }
                }
                py::Expr::Slice(sl) => {
                    let lo = sl.lower.as_deref().map(|e| self.boxed(e)).transpose()?;
                    let hi = sl.upper.as_deref().map(|e| self.boxed(e)).transpose()?;
                    ExprKind::Slice(self.boxed(&s.value)?, lo, hi)
                }
                py::Expr::Tuple(t) if !t.parenthesized => return self.unsupported(t.range(), "indexing with several indices is"),
                index => ExprKind::Index(self.boxed(&s.value)?, self.boxed(index)?),
            },
            py::Expr::Starred(_) => return self.unsupported(r, "starred expressions are"),
            py::Expr::Name(n) if self.from_math.contains_key(n.id.as_str()) => match math_constant(&self.from_math[n.id.as_str()]) {
                Some(x) => ExprKind::Float(x),
                None => return self.unsupported(r, &format!("math.{} as a value (minipy has no function values) is", self.from_math[n.id.as_str()])),
            },
            py::Expr::Name(n) => ExprKind::Name(n.id.to_string()),
            py::Expr::Tuple(t) => ExprKind::Tuple(t.elts.iter().map(|e| self.expr(e)).collect::<CResult<Vec<_>>>()?),
            py::Expr::Slice(_) => return self.error(r, "a slice outside brackets"),
            py::Expr::IpyEscapeCommand(_) => return self.unsupported(r, "IPython escape commands are"),
        };
        Ok(self.new_expr(kind, r))
    }

    fn call(&mut self, c: &py::ExprCall) -> CResult<Expr> {
        let r = c.range();
        let func = match &*c.func {
            // The built-in `pow(b, e)` is `b ** e` (unless the program binds `pow`).
            py::Expr::Name(n) if n.id.as_str() == "pow" && !self.bound.contains("pow") && !self.from_math.contains_key("pow") && c.arguments.args.len() == 2 && c.arguments.keywords.is_empty() => {
                Ident { name: crate::typeck::POWER.into(), span: span(n.range()) }
            }
            py::Expr::Name(n) if self.from_math.contains_key(n.id.as_str()) => {
                let name = format!("math.{}", self.from_math[n.id.as_str()]);
                if crate::typeck::Builtin::from_name(&name).is_none() {
                    return self.unsupported(n.range(), &format!("{name}() is"));
                }
                Ident { name, span: span(n.range()) }
            }
            py::Expr::Name(n) => Ident { name: n.id.to_string(), span: span(n.range()) },
            // `import sys` is read for this one use.
            py::Expr::Attribute(a) if matches!(&*a.value, py::Expr::Name(m) if m.id.as_str() == "sys") && a.attr.as_str() == "exit" => {
                Ident { name: "sys.exit".into(), span: span(a.range()) }
            }
            py::Expr::Attribute(a) if self.module_named(&a.value).is_some() => {
                let name = format!("{}.{}", self.module_named(&a.value).expect("matched above"), a.attr.as_str());
                if crate::typeck::Builtin::from_name(&name).is_none() {
                    return self.unsupported(a.range(), &format!("{name}() is"));
                }
                Ident { name, span: span(a.range()) }
            }
            // `import random` is read for its generator of ints: a nondet value.
            py::Expr::Attribute(a) if self.imported_random && matches!(&*a.value, py::Expr::Name(m) if m.id.as_str() == "random") => {
                match a.attr.as_str() {
                    "randint" => Ident { name: "random.randint".into(), span: span(a.range()) },
                    "random" => Ident { name: "random.random".into(), span: span(a.range()) },
                    // `random.choice(xs)` of a name: `xs[random.choice(len(xs))]`, the
                    // built-in drawing the index (`Builtin::RandIndex`).
                    "choice" => {
                        let [py::Expr::Name(seq)] = &*c.arguments.args else {
                            return self.unsupported(r, "random.choice() of anything but a name is");
                        };
                        let (name, at) = (seq.id.to_string(), seq.range());
                        let seq_expr = |c: &mut Self| c.new_expr(ExprKind::Name(name.clone()), at);
                        let whole = seq_expr(self);
                        let len = Ident { name: "len".into(), span: span(at) };
                        let len_args = vec![seq_expr(self)];
                        let n = self.new_expr(ExprKind::Call { func: len, args: len_args }, r);
                        let index = self.new_expr(ExprKind::Call { func: Ident { name: "random.choice".into(), span: span(a.range()) }, args: vec![n] }, r);
                        return Ok(self.new_expr(ExprKind::Index(Box::new(whole), Box::new(index)), r));
                    }
                    // `random.uniform(a, b)` is CPython's `a + (b - a) * self.random()`;
                    // its arguments are read twice, so only names and literals.
                    "uniform" => {
                        let plain = |x: &py::Expr| matches!(x, py::Expr::Name(_) | py::Expr::NumberLiteral(_)) || matches!(x, py::Expr::UnaryOp(u) if matches!(&*u.operand, py::Expr::NumberLiteral(_)));
                        let ([lo, hi], true) = (&*c.arguments.args, c.arguments.keywords.is_empty()) else {
                            return self.unsupported(r, "random.uniform() with other than two arguments is");
                        };
                        if !plain(lo) || !plain(hi) {
                            return self.unsupported(r, "random.uniform() of other than names and number literals is");
                        }
                        let (a1, a2, b) = (self.expr(lo)?, self.expr(lo)?, self.expr(hi)?);
                        let width = self.new_expr(ExprKind::Arith(ArithOp::Sub, Box::new(b), Box::new(a2)), r);
                        let draw = Ident { name: "random.random".into(), span: span(a.range()) };
                        let draw = self.new_expr(ExprKind::Call { func: draw, args: Vec::new() }, r);
                        let scaled = self.new_expr(ExprKind::Arith(ArithOp::Mul, Box::new(width), Box::new(draw)), r);
                        return Ok(self.new_expr(ExprKind::Arith(ArithOp::Add, Box::new(a1), Box::new(scaled)), r));
                    }
                    other => return self.unsupported(a.range(), &format!("random.{other}() is")),
                }
            }
            py::Expr::Attribute(a) => {
                // The str methods whose parameters have names: a keyword argument
                // takes its place, the ones left out before it their defaults.
                let named: &[(&str, fn() -> ExprKind)] = match a.attr.as_str() {
                    "split" | "rsplit" => &[("sep", || ExprKind::NoneLit), ("maxsplit", || ExprKind::Int((-1).into()))],
                    "splitlines" => &[("keepends", || ExprKind::Bool(false))],
                    _ => &[],
                };
                let recv = self.boxed(&a.value)?;
                let mut args: Vec<Option<Expr>> = c.arguments.args.iter().map(|x| self.expr(x).map(Some)).collect::<CResult<Vec<_>>>()?;
                for k in c.arguments.keywords.iter() {
                    let at = k.arg.as_ref().and_then(|n| named.iter().position(|(p, _)| *p == n.as_str()));
                    let Some(at) = at else {
                        return self.unsupported(k.range(), "keyword arguments to methods other than split's, rsplit's and splitlines' are");
                    };
                    if args.get(at).is_some_and(Option::is_some) {
                        return self.error(k.range(), &format!("'.{}()' got multiple values for argument '{}'", a.attr, named[at].0));
                    }
                    if args.len() <= at {
                        args.resize(at + 1, None);
                    }
                    args[at] = Some(self.expr(&k.value)?);
                }
                let mut filled = Vec::with_capacity(args.len());
                for (k, x) in args.into_iter().enumerate() {
                    filled.push(match x {
                        Some(x) => x,
                        None => self.new_expr((named[k].1)(), c.range()),
                    });
                }
                let args = filled;
                let name = self.ident(&a.attr);
                return Ok(self.new_expr(ExprKind::Method { recv, name, args }, r));
            }
            other => return self.unsupported(other.range(), "calling anything but a function name is"),
        };
        // `int()` is 0 and `bool()` False, as their literals are.
        if c.arguments.args.is_empty() && c.arguments.keywords.is_empty() && matches!(func.name.as_str(), "int" | "bool") && !self.bound.contains(&func.name) {
            let kind = if func.name == "int" { ExprKind::Int(0.into()) } else { ExprKind::Bool(false) };
            return Ok(self.new_expr(kind, r));
        }
        // `divmod(a, b)` of names and literals: `(a // b, a % b)`.
        if func.name == "divmod" && c.arguments.keywords.is_empty() {
            let [a, b] = &*c.arguments.args else { return self.error(r, "divmod() takes exactly two arguments") };
            if !(is_total(a) && is_total(b)) {
                return self.unsupported(r, "divmod() of anything but names, literals and + - * over them is");
            }
            let q = ExprKind::Arith(ArithOp::FloorDiv, self.boxed(a)?, self.boxed(b)?);
            let m = ExprKind::Arith(ArithOp::Mod, self.boxed(a)?, self.boxed(b)?);
            let (q, m) = (self.new_expr(q, r), self.new_expr(m, r));
            return Ok(self.new_expr(ExprKind::Tuple(vec![q, m]), r));
        }
        // `isinstance(x, C)`: the class by its name (minipy has no class values).
        if func.name == "isinstance" && c.arguments.keywords.is_empty() {
            // `isinstance(name, (A, B))`: `isinstance(name, A) or isinstance(name, B)`
            // (reading a name twice is reading it once).
            if let [x @ py::Expr::Name(_), py::Expr::Tuple(classes)] = &*c.arguments.args {
                let mut out: Option<Expr> = None;
                for class in &classes.elts {
                    let py::Expr::Name(class) = class else {
                        return self.unsupported(class.range(), "isinstance() with a class other than a name is");
                    };
                    let xe = self.expr(x)?;
                    let ce = self.new_expr(ExprKind::Str(class.id.to_string()), class.range());
                    let call = self.new_expr(ExprKind::Call { func: func.clone(), args: vec![xe, ce] }, r);
                    out = Some(match out {
                        None => call,
                        Some(prev) => self.new_expr(ExprKind::BoolOp(BoolOp::Or, Box::new(prev), Box::new(call)), r),
                    });
                }
                if let Some(e) = out {
                    return Ok(e);
                }
            }
            let [x, py::Expr::Name(class)] = &*c.arguments.args else {
                return self.unsupported(r, "isinstance() with anything but a class name (int, bool, str, tuple, list) or a tuple of them is");
            };
            let x = self.expr(x)?;
            let class = self.new_expr(ExprKind::Str(class.id.to_string()), class.range());
            return Ok(self.new_expr(ExprKind::Call { func, args: vec![x, class] }, r));
        }
        // `list(range(..))`: the comprehension `[k for k in range(..)]`.
        if let [py::Expr::Call(inner)] = &*c.arguments.args {
            if func.name == "list" && c.arguments.keywords.is_empty() && is_call_of(inner, "range") {
                let var = self.hidden_name(inner.range());
                let iter = self.for_iter(&c.arguments.args[0])?;
                let elt = self.new_expr(ExprKind::Name(var.name.clone()), inner.range());
                return Ok(self.new_expr(ExprKind::ListComp { elt: Box::new(elt), var, iter: Box::new(iter), cond: None }, r));
            }
        }
        if let Some(s) = c.arguments.args.iter().find(|a| matches!(a, py::Expr::Starred(_))) {
            return self.unsupported(s.range(), "argument unpacking (*args) is");
        }
        if !c.arguments.keywords.is_empty() {
            return self.call_with_keywords(func, c);
        }
        if matches!(func.name.as_str(), "all" | "any") {
            if let [py::Expr::Generator(g)] = &*c.arguments.args {
                return self.quantifier(func, g, r);
            }
        }
        let mut args = c.arguments.args.iter().map(|a| self.expr(a)).collect::<CResult<Vec<_>>>()?;
        let mut func = func;
        if let Some(n) = self.nested.get(&func.name) {
            if !n.defined {
                return self.error(c.func.range(), format!("'{}' is called before its definition (Python raises NameError)", func.name));
            }
            // The closure's variables, read now (see `Nested`).
            let (lifted, free) = (n.lifted.clone(), n.free.clone());
            func.name = lifted;
            for name in free {
                args.push(self.new_expr(ExprKind::Name(name), c.func.range()));
            }
        }
        Ok(self.new_expr(ExprKind::Call { func, args }, r))
    }

    /// A call with keyword arguments: to a module function, they are put in the
    /// places of the parameters they name (a parameter left out between them takes
    /// its default); to `print`, they only shape the output and are dropped. Their
    /// values must be names, literals and `+ - *` over them, so that evaluating them
    /// in the parameters' order instead of the call's cannot matter.
    fn call_with_keywords(&mut self, func: Ident, c: &py::ExprCall) -> CResult<Expr> {
        let r = c.range();
        for k in c.arguments.keywords.iter() {
            if k.arg.is_none() {
                return self.unsupported(k.range(), "argument unpacking (**kwargs) is");
            }
            if !is_total(&k.value) {
                return self.unsupported(k.value.range(), "keyword argument values other than names, literals and + - * over them are");
            }
        }
        let mut args = c.arguments.args.iter().map(|a| self.expr(a)).collect::<CResult<Vec<_>>>()?;
        // `math.isclose(a, b, rel_tol=r, abs_tol=t)`: all four to the built-in that
        // takes tolerances, Python's defaults where one is left out (an int
        // literal read as the float CPython converts it to).
        if func.name == "math.isclose" && args.len() == 2 {
            let mut tolerances = [None, None];
            for k in c.arguments.keywords.iter() {
                let at = match k.arg.as_ref().map(|n| n.as_str()) {
                    Some("rel_tol") => 0,
                    Some("abs_tol") => 1,
                    _ => return self.error(k.range(), "isclose() takes the keyword arguments rel_tol and abs_tol only"),
                };
                let value = match &k.value {
                    // Correctly rounded, as CPython converts; one beyond the doubles
                    // stays an int, whose conversion raises OverflowError.
                    py::Expr::NumberLiteral(n) if matches!(n.value, py::Number::Int(_)) => self.text(n.range()).replace('_', "").parse::<f64>().ok().filter(|v| v.is_finite()).map(|v| self.new_expr(ExprKind::Float(v), n.range())),
                    _ => None,
                };
                tolerances[at] = Some(match value {
                    Some(v) => v,
                    None => self.expr(&k.value)?,
                });
            }
            let [rel, abs] = tolerances;
            args.push(rel.unwrap_or_else(|| self.new_expr(ExprKind::Float(1e-9), r)));
            args.push(abs.unwrap_or_else(|| self.new_expr(ExprKind::Float(0.0), r)));
            let func = Ident { name: crate::typeck::ISCLOSE_TOL.into(), span: func.span };
            return Ok(self.new_expr(ExprKind::Call { func, args }, r));
        }
        if func.name == "print" {
            return Ok(self.new_expr(ExprKind::Call { func, args }, r));
        }
        let params = match self.signatures.get(&func.name) {
            Some(params) if !self.nested.contains_key(&func.name) => params.clone(),
            _ => return self.unsupported(c.arguments.keywords[0].range(), &format!("keyword arguments to {}() are", func.name)),
        };
        let given = args.len();
        let mut slots: Vec<Option<Expr>> = (0..params.len().max(given)).map(|_| None).collect();
        for (slot, a) in slots.iter_mut().zip(args.drain(..)) {
            *slot = Some(a);
        }
        for k in c.arguments.keywords.iter() {
            let name = k.arg.as_ref().expect("checked above").as_str();
            let Some(at) = params.iter().position(|(p, _)| p == name) else {
                return self.error(k.range(), format!("{}() got an unexpected keyword argument '{name}'", func.name));
            };
            if slots[at].is_some() {
                return self.error(k.range(), format!("{}() got multiple values for argument '{name}'", func.name));
            }
            slots[at] = Some(self.expr(&k.value)?);
        }
        let last = slots.iter().rposition(Option::is_some).map_or(0, |i| i + 1);
        for (at, slot) in slots.iter_mut().enumerate().take(last) {
            if slot.is_none() {
                let (name, default) = &params[at];
                let Some(d) = default else {
                    return self.error(r, format!("{}() missing required argument: '{name}'", func.name));
                };
                *slot = Some(self.expr(d)?);
            }
        }
        let args = slots.into_iter().take(last).map(|s| s.expect("filled above")).collect();
        Ok(self.new_expr(ExprKind::Call { func, args }, r))
    }

    /// `[elt for var in iter if c1 if c2]`: one `for` over a name; several `if`s are
    /// one condition (`c1 and c2`: Python tests them in order and stops at the first
    /// false one).
    fn list_comp(&mut self, elt: &py::Expr, generators: &[py::Comprehension], r: TextRange) -> CResult<Expr> {
        let [comp] = generators else {
            return self.unsupported(generators[1].range(), "comprehensions with several 'for' clauses are");
        };
        if comp.is_async {
            return self.unsupported(comp.range(), "async comprehensions are");
        }
        let py::Expr::Name(var) = &comp.target else {
            return self.unsupported(comp.target.range(), "unpacking in a comprehension is");
        };
        let var = Ident { name: var.id.to_string(), span: span(var.range()) };
        let iter = self.for_iter(&comp.iter)?;
        let mut cond: Option<Expr> = None;
        for c in &comp.ifs {
            let next = self.expr(c)?;
            cond = Some(match cond {
                None => next,
                Some(acc) => {
                    let whole = TextRange::new(comp.ifs[0].range().start(), c.range().end());
                    self.new_expr(ExprKind::BoolOp(BoolOp::And, Box::new(acc), Box::new(next)), whole)
                }
            });
        }
        let elt = self.boxed(elt)?;
        Ok(self.new_expr(ExprKind::ListComp { elt, var, iter: Box::new(iter), cond: cond.map(Box::new) }, r))
    }

    /// `all(body for var in range([lo,] hi))` or `any(...)`.
    fn quantifier(&mut self, func: Ident, g: &py::ExprGenerator, r: TextRange) -> CResult<Expr> {
        let [comp] = g.generators.as_slice() else {
            return self.unsupported(g.range(), "a quantifier with several 'for' clauses is");
        };
        if comp.is_async || !comp.ifs.is_empty() {
            return self.unsupported(comp.range(), "a quantifier with 'if' clauses is");
        }
        let py::Expr::Name(var) = &comp.target else {
            return self.unsupported(comp.target.range(), "unpacking in a quantifier is");
        };
        let var = Ident { name: var.id.to_string(), span: span(var.range()) };
        let range = match &comp.iter {
            py::Expr::Call(c) if is_call_of(c, "range") => c,
            items => {
                let domain = Domain::Items(self.boxed(items)?);
                let body = self.expr(&g.elt)?;
                let all = func.name == "all";
                return Ok(self.new_expr(ExprKind::Quant { all, var, domain, body: Box::new(body) }, r));
            }
        };
        let mut bounds = range.arguments.args.iter().map(|a| self.expr(a)).collect::<CResult<Vec<_>>>()?;
        let (lo, hi) = match bounds.len() {
            1 => (self.new_expr(ExprKind::Int(0.into()), range.func.range()), bounds.remove(0)),
            2 => {
                let hi = bounds.remove(1);
                (bounds.remove(0), hi)
            }
            _ => return self.unsupported(range.range(), "a quantifier over range() with a step is"),
        };
        let body = self.expr(&g.elt)?;
        let all = func.name == "all";
        Ok(self.new_expr(ExprKind::Quant { all, var, domain: Domain::Range { lo: Box::new(lo), hi: Box::new(hi) }, body: Box::new(body) }, r))
    }
}

/// Whether evaluating `e` can never raise (given its names are assigned): names,
/// literals, and `+ - *`, unary operators, comparisons and `and`/`or`/`not` over
/// such. An f-string's interpolations must be so, so that a message never fails.
fn is_total(e: &py::Expr) -> bool {
    match e {
        py::Expr::Name(_) | py::Expr::NumberLiteral(_) | py::Expr::BooleanLiteral(_) | py::Expr::StringLiteral(_) => true,
        py::Expr::BinOp(b) => matches!(b.op, py::Operator::Add | py::Operator::Sub | py::Operator::Mult | py::Operator::BitAnd | py::Operator::BitOr | py::Operator::BitXor) && is_total(&b.left) && is_total(&b.right),
        py::Expr::UnaryOp(u) => !matches!(u.op, py::UnaryOp::Invert) && is_total(&u.operand),
        py::Expr::Compare(c) => is_total(&c.left) && c.comparators.iter().all(is_total),
        py::Expr::BoolOp(b) => b.values.iter().all(is_total),
        py::Expr::Tuple(t) => t.elts.iter().all(is_total),
        py::Expr::List(l) => l.elts.iter().all(is_total),
        // `len` and `abs` of such never raise (a type error is the checker's).
        py::Expr::Call(c) if is_call_of(c, "len") || is_call_of(c, "abs") => c.arguments.args.iter().all(is_total),
        _ => false,
    }
}

/// minipy's arithmetic operator for Python's, if it has one.
fn arith_op(op: py::Operator) -> Option<ArithOp> {
    Some(match op {
        py::Operator::Add => ArithOp::Add,
        py::Operator::Sub => ArithOp::Sub,
        py::Operator::Mult => ArithOp::Mul,
        py::Operator::FloorDiv => ArithOp::FloorDiv,
        py::Operator::Mod => ArithOp::Mod,
        py::Operator::BitAnd => ArithOp::BitAnd,
        py::Operator::BitOr => ArithOp::BitOr,
        py::Operator::BitXor => ArithOp::BitXor,
        py::Operator::LShift => ArithOp::Shl,
        py::Operator::RShift => ArithOp::Shr,
        py::Operator::Div => ArithOp::Div,
        _ => return None,
    })
}

/// An int, bool or tuple literal (`-1` included).
/// A body that does nothing: `pass`, `...` and docstrings only.
fn is_stub(body: &[py::Stmt]) -> bool {
    body.iter().all(|s| match s {
        py::Stmt::Pass(_) => true,
        py::Stmt::Expr(e) => matches!(*e.value, py::Expr::EllipsisLiteral(_) | py::Expr::StringLiteral(_)),
        _ => false,
    })
}

fn is_literal(e: &py::Expr) -> bool {
    match e {
        py::Expr::NumberLiteral(n) => matches!(n.value, py::Number::Int(_) | py::Number::Float(_)),
        py::Expr::BooleanLiteral(_) | py::Expr::StringLiteral(_) => true,
        py::Expr::UnaryOp(u) => matches!(u.op, py::UnaryOp::USub) && matches!(&*u.operand, py::Expr::NumberLiteral(_)) && is_literal(&u.operand),
        py::Expr::Tuple(t) => t.elts.iter().all(is_literal),
        _ => false,
    }
}

/// The value of a constant of the `math` module.
fn math_constant(name: &str) -> Option<f64> {
    Some(match name {
        "pi" => std::f64::consts::PI,
        "e" => std::f64::consts::E,
        "tau" => std::f64::consts::TAU,
        "inf" => f64::INFINITY,
        "nan" => f64::NAN,
        _ => return None,
    })
}

/// Whether minipy knows `math.NAME`: a constant or a function.
/// A built-in whose result is a pair of numbers (`Converter::pair_unpacking`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum PairFn {
    Divmod,
    Polar,
    Modf,
    Frexp,
}

impl PairFn {
    fn name(self) -> &'static str {
        match self {
            PairFn::Divmod => "divmod",
            PairFn::Polar => "polar",
            PairFn::Modf => "modf",
            PairFn::Frexp => "frexp",
        }
    }
}

/// The public names of CPython 3.11's `math`, which `from math import *` binds.
const MATH_NAMES: &[&str] = &[
    "acos", "acosh", "asin", "asinh", "atan", "atan2", "atanh", "cbrt", "ceil", "comb", "copysign", "cos", "cosh", "degrees", "dist", "e", "erf", "erfc", "exp", "exp2", "expm1", "fabs", "factorial", "floor", "fmod", "frexp", "fsum", "gamma", "gcd", "hypot", "inf", "isclose", "isfinite", "isinf", "isnan", "isqrt", "lcm", "ldexp", "lgamma", "log", "log10", "log1p", "log2", "modf", "nan", "nextafter", "perm", "pi", "pow", "prod", "radians", "remainder", "sin", "sinh", "sqrt", "tan", "tanh", "tau", "trunc", "ulp",
];

fn math_name_known(name: &str) -> bool {
    math_constant(name).is_some() || crate::typeck::Builtin::from_name(&format!("math.{name}")).is_some()
}

/// Whether `c` calls the built-in `name` with positional arguments only.
fn is_call_of(c: &py::ExprCall, name: &str) -> bool {
    matches!(&*c.func, py::Expr::Name(n) if n.id.as_str() == name) && c.arguments.keywords.is_empty()
}

/// Whether `test` is `__name__ == "__main__"`.
fn is_main_guard(test: &py::Expr) -> bool {
    let py::Expr::Compare(c) = test else { return false };
    matches!(&*c.left, py::Expr::Name(n) if n.id.as_str() == "__name__")
        && matches!(&*c.ops, [py::CmpOp::Eq])
        && matches!(&*c.comparators, [py::Expr::StringLiteral(s)] if s.value.to_str() == "__main__")
}

/// From a definition's start to the end of its name (`def f`, `class C`).
fn header(whole: TextRange, name: TextRange) -> TextRange {
    TextRange::new(whole.start(), name.end())
}

/// The first line of a statement.
fn first_line(r: TextRange, source: &str) -> TextRange {
    let start = r.start().to_usize();
    let end = source[start..r.end().to_usize()].find('\n').map_or(r.end().to_usize(), |i| start + i);
    TextRange::new(r.start(), (end as u32).into())
}

/// Where operator `op` stands between two operands (for the caret).
fn operator_range(source: &str, after: ruff_text_size::TextSize, before: ruff_text_size::TextSize, op: &str) -> TextRange {
    let gap = &source[after.to_usize()..before.to_usize()];
    match gap.find(op.split_whitespace().next().unwrap_or(op)) {
        Some(i) => {
            let start = after.to_usize() + i;
            TextRange::new((start as u32).into(), ((start + op.len()) as u32).into())
        }
        None => TextRange::new(after, before),
    }
}

/// `list` or `List` as an annotation, without an item type.
fn is_bare_list(e: &py::Expr) -> bool {
    matches!(e, py::Expr::Name(n) if matches!(n.id.as_str(), "list" | "List"))
}

/// The scalar type a name in an annotation stands for.
fn scalar_type(name: &str) -> Option<Type> {
    Some(match name {
        "int" => Type::Int,
        "bool" => Type::Bool,
        "str" => Type::Str,
        "float" => Type::Float,
        "complex" => Type::Complex,
        "None" => Type::None,
        "Any" | "object" => Type::Dyn,
        _ => return None,
    })
}

fn is_identifier(s: &str) -> bool {
    s.chars().next().is_some_and(|c| c.is_alphabetic() || c == '_') && s.chars().all(|c| c.is_alphanumeric() || c == '_')
}

/// The minipy type of a union of scalar types: one type, `int | None`, or a
/// dynamic value.
fn union_type(members: &[Type]) -> Type {
    let mut distinct: Vec<Type> = Vec::new();
    for &m in members {
        if !distinct.contains(&m) {
            distinct.push(m);
        }
    }
    match distinct.as_slice() {
        [one] => *one,
        [Type::Int, Type::None] | [Type::None, Type::Int] => Type::OptInt,
        _ => Type::Dyn,
    }
}

/// The constants of CPython's `string` module.
fn string_constant(name: &str) -> Option<String> {
    const LOWER: &str = "abcdefghijklmnopqrstuvwxyz";
    const UPPER: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const DIGITS: &str = "0123456789";
    const PUNCTUATION: &str = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
    const WHITESPACE: &str = " \t\n\r\x0b\x0c";
    Some(match name {
        "ascii_lowercase" => LOWER.into(),
        "ascii_uppercase" => UPPER.into(),
        "ascii_letters" => format!("{LOWER}{UPPER}"),
        "digits" => DIGITS.into(),
        "hexdigits" => "0123456789abcdefABCDEF".into(),
        "octdigits" => "01234567".into(),
        "punctuation" => PUNCTUATION.into(),
        "whitespace" => WHITESPACE.into(),
        "printable" => format!("{DIGITS}{LOWER}{UPPER}{PUNCTUATION}{WHITESPACE}"),
        _ => return None,
    })
}

/// An f-string as it is read: its text between the interpolations, the
/// interpolations, and the same as a `str.format` format string.
struct FStrBuild {
    parts: Vec<Expr>,
    text: Vec<String>,
    format: String,
    formatted: bool,
}

impl FStrBuild {
    fn literal(&mut self, s: &str) {
        self.text.last_mut().expect("one piece at least").push_str(s);
        self.format.push_str(&escape_braces(s));
    }
}

/// `s` as literal text of a format string.
fn escape_braces(s: &str) -> String {
    s.replace('{', "{{").replace('}', "}}")
}

