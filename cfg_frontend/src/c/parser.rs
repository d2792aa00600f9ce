//! A recursive-descent parser for preprocessed, CIL-style C. Top level: declarations
//! and function definitions; `extern` declarations, prototypes, attributes and
//! typedefs of non-integer types are skipped. Function bodies are kept as token
//! ranges and parsed on demand (`parse_body`), so that a body outside the subset only
//! matters if the function is analysed.

use super::ast::*;
use super::lexer::Tok;
use crate::diagnostic::Diagnostic;
use crate::span::Span;
use num_bigint::BigInt;
use num_traits::Num;
use std::collections::HashMap;

type PResult<T> = Result<T, Diagnostic>;

/// Parameters, each with its type or why it is outside the subset.
type Params = Vec<(String, Result<IntType, Diagnostic>)>;

pub fn unsupported(span: Span, what: &str) -> Diagnostic {
    Diagnostic::new("unsupported", span, format!("{what} not supported in tracer's C subset"))
}

/// What a run of declaration specifiers says.
struct Spec {
    /// The type, or the name of the construct outside the subset.
    ty: Result<CType, &'static str>,
    is_extern: bool,
    is_typedef: bool,
}

/// What a declarator adds to the specifiers.
enum Suffix {
    None,
    Function(Result<Params, Diagnostic>),
    Array,
}

struct Declarator {
    name: String,
    span: Span,
    pointer: bool,
    suffix: Suffix,
}

pub struct Parser<'t> {
    toks: &'t [(Tok, Span)],
    pos: usize,
    /// Typedef names: an integer type, or the construct that makes it unusable.
    typedefs: HashMap<String, Result<CType, &'static str>>,
    /// The width of `long`: 32 on ILP32, 64 on LP64.
    long_bits: u32,
}

impl<'t> Parser<'t> {
    pub fn new(toks: &'t [(Tok, Span)], long_bits: u32) -> Parser<'t> {
        Parser { toks, pos: 0, typedefs: HashMap::new(), long_bits }
    }

    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos).map(|t| &t.0)
    }

    fn peek_at(&self, k: usize) -> Option<&Tok> {
        self.toks.get(self.pos + k).map(|t| &t.0)
    }

    fn span(&self) -> Span {
        match self.toks.get(self.pos) {
            Some(t) => t.1,
            None => self.toks.last().map_or(Span::default(), |t| Span { start: t.1.end, end: t.1.end }),
        }
    }

    fn prev_span(&self) -> Span {
        self.toks[self.pos.saturating_sub(1)].1
    }

    fn bump(&mut self) -> Option<Tok> {
        let t = self.toks.get(self.pos).map(|t| t.0.clone());
        self.pos += 1;
        t
    }

    fn eat(&mut self, t: &Tok) -> bool {
        if self.peek() == Some(t) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, t: &Tok, what: &str) -> PResult<Span> {
        if self.eat(t) {
            Ok(self.prev_span())
        } else {
            Err(Diagnostic::syntax(self.span(), format!("expected {what}")))
        }
    }

    fn ident(&mut self) -> PResult<(String, Span)> {
        match self.peek() {
            Some(Tok::Ident(n)) => {
                let n = n.clone();
                self.pos += 1;
                Ok((n, self.prev_span()))
            }
            _ => Err(Diagnostic::syntax(self.span(), "expected a name")),
        }
    }

    /// Skips a balanced `( ... )` group starting at the current `(`.
    fn skip_parens(&mut self) -> PResult<()> {
        self.skip_balanced(&Tok::LParen, &Tok::RParen)
    }

    fn skip_balanced(&mut self, open: &Tok, close: &Tok) -> PResult<()> {
        let start = self.span();
        self.expect(open, "an opening bracket")?;
        let mut depth = 1;
        while depth > 0 {
            match self.bump() {
                Some(t) if &t == open => depth += 1,
                Some(t) if &t == close => depth -= 1,
                Some(_) => {}
                None => return Err(Diagnostic::syntax(start, "unbalanced brackets")),
            }
        }
        Ok(())
    }

    /// Skips to just after the `;` that ends the current declaration.
    fn skip_declaration(&mut self) -> PResult<()> {
        let start = self.span();
        loop {
            match self.peek() {
                Some(Tok::Semi) => {
                    self.pos += 1;
                    return Ok(());
                }
                Some(Tok::LParen) => self.skip_parens()?,
                Some(Tok::LBrace) => self.skip_balanced(&Tok::LBrace, &Tok::RBrace)?,
                Some(_) => self.pos += 1,
                None => return Err(Diagnostic::syntax(start, "declaration without `;`")),
            }
        }
    }

    fn skip_attributes(&mut self) -> PResult<()> {
        while let Some(Tok::Ident(n)) = self.peek() {
            match n.as_str() {
                "__attribute__" | "__attribute" | "__asm__" | "asm" | "__asm" => {
                    self.pos += 1;
                    self.skip_parens()?;
                }
                "__extension__" | "__restrict" | "restrict" | "__restrict__" | "const" | "volatile" | "__inline" | "__inline__" | "inline" => self.pos += 1,
                _ => break,
            }
        }
        Ok(())
    }

    fn starts_type(&self) -> bool {
        match self.peek() {
            Some(Tok::Ident(n)) => is_type_word(n) || self.typedefs.contains_key(n),
            _ => false,
        }
    }

    /// Declaration specifiers; `None` if there are none here.
    fn specifiers(&mut self) -> PResult<Option<Spec>> {
        let (mut signed, mut unsigned, mut short, mut long, mut char_, mut int, mut bool_, mut void) = (false, false, false, 0, false, false, false, false);
        let mut named: Option<Result<CType, &'static str>> = None;
        let mut other: Option<&'static str> = None;
        let (mut is_extern, mut is_typedef, mut any) = (false, false, false);
        loop {
            self.skip_attributes()?;
            let Some(Tok::Ident(word)) = self.peek() else { break };
            let word = word.clone();
            match word.as_str() {
                "static" | "register" | "auto" | "_Thread_local" | "__thread" => {}
                "extern" => is_extern = true,
                "typedef" => is_typedef = true,
                "signed" | "__signed__" => signed = true,
                "unsigned" => unsigned = true,
                "short" => short = true,
                "long" => long += 1,
                "char" => char_ = true,
                "int" => int = true,
                "_Bool" | "bool" => bool_ = true,
                "void" => void = true,
                "float" | "double" => other = Some("floating-point types are"),
                "struct" | "union" | "enum" => {
                    other = Some(match word.as_str() {
                        "struct" => "structs are",
                        "union" => "unions are",
                        _ => "enums are",
                    });
                    self.pos += 1;
                    if let Some(Tok::Ident(_)) = self.peek() {
                        self.pos += 1;
                    }
                    if self.peek() == Some(&Tok::LBrace) {
                        self.skip_balanced(&Tok::LBrace, &Tok::RBrace)?;
                    }
                    any = true;
                    continue;
                }
                _ if named.is_none() && !(signed || unsigned || short || long > 0 || char_ || int || bool_ || void) && self.typedefs.contains_key(&word) => {
                    named = self.typedefs.get(&word).cloned();
                }
                _ => break,
            }
            any = true;
            self.pos += 1;
        }
        if !any {
            return Ok(None);
        }
        let ty = if let Some(what) = other {
            Err(what)
        } else if let Some(t) = named {
            t
        } else if void {
            Ok(CType::Void)
        } else if bool_ {
            Ok(CType::Int(IntType::BOOL))
        } else {
            let bits = if char_ {
                8
            } else if short {
                16
            } else if long >= 2 {
                64
            } else if long == 1 {
                self.long_bits
            } else {
                32
            };
            let _ = (signed, int);
            Ok(CType::Int(IntType { bits, signed: !unsigned }))
        };
        Ok(Some(Spec { ty, is_extern, is_typedef }))
    }

    fn declarator(&mut self) -> PResult<Declarator> {
        let mut pointer = false;
        loop {
            self.skip_attributes()?;
            if self.eat(&Tok::Star) {
                pointer = true;
            } else {
                break;
            }
        }
        // `(*f)(...)`: a function pointer.
        if self.peek() == Some(&Tok::LParen) && self.peek_at(1) == Some(&Tok::Star) {
            let span = self.span();
            self.skip_parens()?;
            if self.peek() == Some(&Tok::LParen) {
                self.skip_parens()?;
            }
            return Ok(Declarator { name: String::new(), span, pointer: true, suffix: Suffix::None });
        }
        let (name, span) = match self.peek() {
            Some(Tok::Ident(_)) => self.ident()?,
            // Abstract declarators (prototype parameters): no name.
            _ => (String::new(), self.span()),
        };
        let mut suffix = Suffix::None;
        loop {
            if self.peek() == Some(&Tok::LBracket) {
                self.skip_balanced(&Tok::LBracket, &Tok::RBracket)?;
                suffix = Suffix::Array;
            } else if self.peek() == Some(&Tok::LParen) && matches!(suffix, Suffix::None) {
                suffix = Suffix::Function(self.params()?);
            } else {
                break;
            }
        }
        self.skip_attributes()?;
        Ok(Declarator { name, span, pointer, suffix })
    }

    /// A parameter list; a parameter outside the subset is kept with its diagnostic,
    /// and a variadic list is an `Err` (kept, not raised).
    fn params(&mut self) -> PResult<Result<Params, Diagnostic>> {
        self.expect(&Tok::LParen, "`(`")?;
        let mut out = Vec::new();
        let mut problem = None;
        if self.eat(&Tok::RParen) {
            return Ok(Ok(out));
        }
        loop {
            if self.eat(&Tok::Ellipsis) {
                problem.get_or_insert(unsupported(self.prev_span(), "variadic functions are"));
            } else {
                let start = self.span();
                let Some(spec) = self.specifiers()? else {
                    // K&R C: a list of names, typed by declarations before the body
                    // (`old_style_params`), `int` when none does.
                    if let (Some(Tok::Ident(name)), Some(Tok::Comma | Tok::RParen)) = (self.peek().cloned(), self.peek_at(1)) {
                        self.pos += 1;
                        out.push((name, Ok(IntType::INT)));
                        if self.eat(&Tok::RParen) {
                            break;
                        }
                        self.expect(&Tok::Comma, "`,` or `)`")?;
                        continue;
                    }
                    return Err(Diagnostic::syntax(self.span(), "expected a parameter type"));
                };
                let d = self.declarator()?;
                let span = start.to(d.span);
                // `f(void)`: no parameters.
                if !(matches!((&spec.ty, d.pointer, &d.suffix), (Ok(CType::Void), false, Suffix::None)) && d.name.is_empty()) {
                    out.push((d.name.clone(), param_type(&spec, &d, span)));
                }
            }
            if self.eat(&Tok::RParen) {
                break;
            }
            self.expect(&Tok::Comma, "`,` or `)`")?;
        }
        Ok(match problem {
            Some(d) => Err(d),
            None => Ok(out),
        })
    }

    /// The rest of a `typedef` (its specifiers read): records the name, with the
    /// construct that makes it unusable if it is not an integer type.
    fn typedef(&mut self, spec: &Spec) -> PResult<()> {
        let d = self.declarator()?;
        let ty = match (&spec.ty, d.pointer, &d.suffix) {
            (Ok(t), false, Suffix::None) => Ok(t.clone()),
            (Err(what), _, _) => Err(*what),
            (_, true, _) => Err("pointers are"),
            _ => Err("arrays and function types are"),
        };
        self.typedefs.insert(d.name, ty);
        self.skip_declaration()
    }

    /// The whole translation unit.
    pub fn unit(&mut self) -> PResult<Unit> {
        let mut unit = Unit::default();
        while self.peek().is_some() {
            if self.eat(&Tok::Semi) {
                continue;
            }
            let start = self.span();
            let spec = match self.specifiers()? {
                Some(spec) => spec,
                // K&R C: a function defined without a return type returns `int`
                // (`main() { ... }`).
                None if matches!(self.peek(), Some(Tok::Ident(_))) && self.peek_at(1) == Some(&Tok::LParen) => {
                    Spec { ty: Ok(CType::Int(IntType::INT)), is_extern: false, is_typedef: false }
                }
                None => return Err(Diagnostic::syntax(start, "expected a declaration or a function definition")),
            };
            if spec.is_typedef {
                self.typedef(&spec)?;
                continue;
            }
            if self.eat(&Tok::Semi) {
                continue;
            }
            loop {
                let d = self.declarator()?;
                if let Suffix::Function(mut params) = d.suffix {
                    if let Ok(list) = &mut params {
                        self.old_style_params(list)?;
                    }
                    if self.peek() == Some(&Tok::LBrace) {
                        let body_start = self.pos;
                        self.skip_balanced(&Tok::LBrace, &Tok::RBrace)?;
                        let (ret, mut problem) = match (&spec.ty, d.pointer) {
                            (Ok(t), false) => (t.clone(), None),
                            (Err(what), _) => (CType::Void, Some(unsupported(start.to(d.span), &format!("return types that are not integers ({what})")))),
                            (_, true) => (CType::Void, Some(unsupported(start.to(d.span), "pointer return types are"))),
                        };
                        let params = params.unwrap_or_else(|d| {
                            problem.get_or_insert(d);
                            Vec::new()
                        });
                        unit.functions.push(Function { name: d.name, ret, params, body: body_start..self.pos, span: start.to(d.span), problem });
                        break;
                    }
                    // A prototype.
                } else if !spec.is_extern {
                    let init = if self.eat(&Tok::Assign) { Some(self.assign_expr()?) } else { None };
                    match (&spec.ty, d.pointer, &d.suffix) {
                        (Ok(CType::Int(t)), false, Suffix::None) => unit.globals.push(VarDecl { name: d.name, ty: *t, init, span: d.span }),
                        (Err(what), _, _) => unit.bad_globals.push((d.name, unsupported(start.to(d.span), what))),
                        (_, true, _) => unit.bad_globals.push((d.name, unsupported(start.to(d.span), "pointers are"))),
                        _ => unit.bad_globals.push((d.name, unsupported(start.to(d.span), "arrays are"))),
                    }
                } else if self.peek() == Some(&Tok::Assign) {
                    self.skip_declaration()?;
                    break;
                }
                if self.eat(&Tok::Comma) {
                    continue;
                }
                self.expect(&Tok::Semi, "`;`")?;
                break;
            }
        }
        Ok(unit)
    }

    /// K&R C's declarations of the parameters between a function's `)` and its body
    /// (`int f(a, b) int a; unsigned b; { ... }`): each gives its parameter a type.
    fn old_style_params(&mut self, params: &mut Params) -> PResult<()> {
        while self.peek() != Some(&Tok::LBrace) {
            let start = self.span();
            let Some(spec) = self.specifiers()? else { return Ok(()) };
            loop {
                let d = self.declarator()?;
                let span = start.to(d.span);
                let Some(slot) = params.iter_mut().find(|(name, _)| *name == d.name) else {
                    return Err(Diagnostic::syntax(d.span, format!("`{}` is not a parameter of this function", d.name)));
                };
                slot.1 = param_type(&spec, &d, span);
                if !self.eat(&Tok::Comma) {
                    break;
                }
            }
            self.expect(&Tok::Semi, "`;`")?;
        }
        Ok(())
    }

    // ---- statements ----

    /// Parses a function body (the token range of `Function::body`).
    pub fn body(&mut self, range: std::ops::Range<usize>) -> PResult<Stmt> {
        self.pos = range.start;
        self.statement()
    }

    fn statement(&mut self) -> PResult<Stmt> {
        let start = self.span();
        let kind = match self.peek().cloned() {
            Some(Tok::LBrace) => {
                self.pos += 1;
                let mut items = Vec::new();
                while !self.eat(&Tok::RBrace) {
                    if self.peek().is_none() {
                        return Err(Diagnostic::syntax(start, "unclosed `{`"));
                    }
                    items.push(self.statement()?);
                }
                StmtKind::Block(items)
            }
            Some(Tok::Semi) => {
                self.pos += 1;
                StmtKind::Empty
            }
            Some(Tok::Ident(word)) => match word.as_str() {
                "if" => {
                    self.pos += 1;
                    let c = self.paren_expr()?;
                    let then = self.statement()?;
                    let els = if self.peek() == Some(&Tok::Ident("else".into())) {
                        self.pos += 1;
                        Some(Box::new(self.statement()?))
                    } else {
                        None
                    };
                    StmtKind::If(c, Box::new(then), els)
                }
                "while" => {
                    self.pos += 1;
                    let c = self.paren_expr()?;
                    StmtKind::While(c, Box::new(self.statement()?))
                }
                "do" => {
                    self.pos += 1;
                    let body = self.statement()?;
                    if !matches!(self.bump(), Some(Tok::Ident(w)) if w == "while") {
                        return Err(Diagnostic::syntax(self.prev_span(), "expected `while` after a `do` body"));
                    }
                    let c = self.paren_expr()?;
                    self.expect(&Tok::Semi, "`;`")?;
                    StmtKind::DoWhile(Box::new(body), c)
                }
                "for" => {
                    self.pos += 1;
                    self.expect(&Tok::LParen, "`(`")?;
                    let init = if self.eat(&Tok::Semi) {
                        None
                    } else if self.starts_type() {
                        Some(Box::new(self.declaration()?))
                    } else {
                        let s = self.span();
                        let e = self.expr()?;
                        self.expect(&Tok::Semi, "`;`")?;
                        Some(Box::new(Stmt { span: s.to(e.span), kind: StmtKind::Expr(e) }))
                    };
                    let cond = if self.peek() == Some(&Tok::Semi) { None } else { Some(self.expr()?) };
                    self.expect(&Tok::Semi, "`;`")?;
                    let step = if self.peek() == Some(&Tok::RParen) { None } else { Some(self.expr()?) };
                    self.expect(&Tok::RParen, "`)`")?;
                    StmtKind::For(init, cond, step, Box::new(self.statement()?))
                }
                "switch" => {
                    self.pos += 1;
                    let c = self.paren_expr()?;
                    StmtKind::Switch(c, Box::new(self.statement()?))
                }
                "case" => {
                    self.pos += 1;
                    let v = self.cond_expr()?;
                    self.expect(&Tok::Colon, "`:`")?;
                    StmtKind::Case(Some(v), Box::new(self.labelled()?))
                }
                "default" => {
                    self.pos += 1;
                    self.expect(&Tok::Colon, "`:`")?;
                    StmtKind::Case(None, Box::new(self.labelled()?))
                }
                "break" => {
                    self.pos += 1;
                    self.expect(&Tok::Semi, "`;`")?;
                    StmtKind::Break
                }
                "continue" => {
                    self.pos += 1;
                    self.expect(&Tok::Semi, "`;`")?;
                    StmtKind::Continue
                }
                "return" => {
                    self.pos += 1;
                    let e = if self.peek() == Some(&Tok::Semi) { None } else { Some(self.expr()?) };
                    self.expect(&Tok::Semi, "`;`")?;
                    StmtKind::Return(e)
                }
                "goto" => {
                    self.pos += 1;
                    let (l, _) = self.ident()?;
                    self.expect(&Tok::Semi, "`;`")?;
                    StmtKind::Goto(l)
                }
                _ if self.peek_at(1) == Some(&Tok::Colon) => {
                    self.pos += 2;
                    StmtKind::Label(word, Box::new(self.labelled()?))
                }
                _ if self.starts_type() => return self.declaration(),
                _ => self.expr_statement()?,
            },
            _ => self.expr_statement()?,
        };
        Ok(Stmt { kind, span: start.to(self.prev_span()) })
    }

    /// The statement after a label; a label may also end a block.
    fn labelled(&mut self) -> PResult<Stmt> {
        if self.peek() == Some(&Tok::RBrace) {
            return Ok(Stmt { kind: StmtKind::Empty, span: self.prev_span() });
        }
        self.statement()
    }

    fn expr_statement(&mut self) -> PResult<StmtKind> {
        let e = self.expr()?;
        self.expect(&Tok::Semi, "`;`")?;
        Ok(StmtKind::Expr(e))
    }

    fn declaration(&mut self) -> PResult<Stmt> {
        let start = self.span();
        let spec = self.specifiers()?.expect("starts_type checked");
        let mut decls = Vec::new();
        if spec.is_typedef {
            self.typedef(&spec)?;
            return Ok(Stmt { kind: StmtKind::Empty, span: start.to(self.prev_span()) });
        }
        if !self.eat(&Tok::Semi) {
            loop {
                let d = self.declarator()?;
                let ty = match (&spec.ty, d.pointer, &d.suffix) {
                    (Ok(CType::Int(t)), false, Suffix::None) => *t,
                    // A local function prototype.
                    (_, _, Suffix::Function(_)) => {
                        if self.eat(&Tok::Comma) {
                            continue;
                        }
                        self.expect(&Tok::Semi, "`;`")?;
                        break;
                    }
                    (Err(what), _, _) => return Err(unsupported(start.to(d.span), what)),
                    (_, true, _) => return Err(unsupported(start.to(d.span), "pointers are")),
                    (Ok(CType::Void), _, _) => return Err(Diagnostic::syntax(d.span, "a variable cannot be void")),
                    _ => return Err(unsupported(start.to(d.span), "arrays are")),
                };
                let init = if self.eat(&Tok::Assign) { Some(self.assign_expr()?) } else { None };
                decls.push(VarDecl { name: d.name, ty, init, span: d.span });
                if self.eat(&Tok::Comma) {
                    continue;
                }
                self.expect(&Tok::Semi, "`;`")?;
                break;
            }
        }
        Ok(Stmt { kind: StmtKind::Decl(decls), span: start.to(self.prev_span()) })
    }

    // ---- expressions ----

    fn paren_expr(&mut self) -> PResult<Expr> {
        self.expect(&Tok::LParen, "`(`")?;
        let e = self.expr()?;
        self.expect(&Tok::RParen, "`)`")?;
        Ok(e)
    }

    fn expr(&mut self) -> PResult<Expr> {
        let mut e = self.assign_expr()?;
        while self.eat(&Tok::Comma) {
            let r = self.assign_expr()?;
            e = Expr { span: e.span.to(r.span), kind: ExprKind::Comma(Box::new(e), Box::new(r)) };
        }
        Ok(e)
    }

    fn assign_expr(&mut self) -> PResult<Expr> {
        let lhs = self.cond_expr()?;
        let op = match self.peek() {
            Some(Tok::Assign) => None,
            Some(Tok::PlusAssign) => Some(BinOp::Add),
            Some(Tok::MinusAssign) => Some(BinOp::Sub),
            Some(Tok::StarAssign) => Some(BinOp::Mul),
            Some(Tok::SlashAssign) => Some(BinOp::Div),
            Some(Tok::PercentAssign) => Some(BinOp::Rem),
            Some(Tok::AmpAssign) => Some(BinOp::BitAnd),
            Some(Tok::PipeAssign) => Some(BinOp::BitOr),
            Some(Tok::CaretAssign) => Some(BinOp::BitXor),
            Some(Tok::ShlAssign) => Some(BinOp::Shl),
            Some(Tok::ShrAssign) => Some(BinOp::Shr),
            _ => return Ok(lhs),
        };
        self.pos += 1;
        let ExprKind::Var(name) = lhs.kind else {
            return Err(unsupported(lhs.span, "assignments to anything but a variable are"));
        };
        let rhs = self.assign_expr()?;
        Ok(Expr { span: lhs.span.to(rhs.span), kind: ExprKind::Assign(op, name, Box::new(rhs)) })
    }

    fn cond_expr(&mut self) -> PResult<Expr> {
        let c = self.binary(0)?;
        if !self.eat(&Tok::Question) {
            return Ok(c);
        }
        let a = self.expr()?;
        self.expect(&Tok::Colon, "`:`")?;
        let b = self.cond_expr()?;
        Ok(Expr { span: c.span.to(b.span), kind: ExprKind::Cond(Box::new(c), Box::new(a), Box::new(b)) })
    }

    fn binary(&mut self, min_prec: u8) -> PResult<Expr> {
        let mut lhs = self.unary()?;
        while let Some((op, prec)) = self.peek().and_then(binop) {
            if prec < min_prec {
                break;
            }
            self.pos += 1;
            let rhs = self.binary(prec + 1)?;
            lhs = Expr { span: lhs.span.to(rhs.span), kind: ExprKind::Binary(op, Box::new(lhs), Box::new(rhs)) };
        }
        Ok(lhs)
    }

    fn unary(&mut self) -> PResult<Expr> {
        let start = self.span();
        let un = |op, e: Expr| Expr { span: start.to(e.span), kind: ExprKind::Unary(op, Box::new(e)) };
        match self.peek().cloned() {
            Some(Tok::Minus) => {
                self.pos += 1;
                Ok(un(UnOp::Neg, self.unary()?))
            }
            Some(Tok::Plus) => {
                self.pos += 1;
                Ok(un(UnOp::Plus, self.unary()?))
            }
            Some(Tok::Bang) => {
                self.pos += 1;
                Ok(un(UnOp::Not, self.unary()?))
            }
            Some(Tok::Tilde) => {
                self.pos += 1;
                Ok(un(UnOp::BitNot, self.unary()?))
            }
            Some(t @ (Tok::PlusPlus | Tok::MinusMinus)) => {
                self.pos += 1;
                let e = self.unary()?;
                let ExprKind::Var(name) = e.kind else { return Err(unsupported(e.span, "`++`/`--` on anything but a variable is")) };
                Ok(Expr { span: start.to(e.span), kind: ExprKind::IncDec { name, inc: t == Tok::PlusPlus, prefix: true } })
            }
            Some(Tok::Star) => Err(unsupported(start, "pointer dereferences are")),
            Some(Tok::Amp) => Err(unsupported(start, "taking addresses (`&`) is")),
            Some(Tok::Ident(w)) if w == "sizeof" => Err(unsupported(start, "`sizeof` is")),
            Some(Tok::Ident(w)) if w == "__extension__" => {
                self.pos += 1;
                self.unary()
            }
            Some(Tok::LParen) if matches!(self.peek_at(1), Some(Tok::Ident(n)) if is_type_word(n) || self.typedefs.contains_key(n)) => {
                self.pos += 1;
                let spec = self.specifiers()?.expect("a type word");
                let mut pointer = false;
                while self.eat(&Tok::Star) {
                    pointer = true;
                }
                self.expect(&Tok::RParen, "`)` after a cast's type")?;
                let e = self.unary()?;
                let ty = match (spec.ty, pointer) {
                    (Ok(t), false) => t,
                    (Err(what), _) => return Err(unsupported(start.to(e.span), &format!("casts to non-integer types ({what})"))),
                    (_, true) => return Err(unsupported(start.to(e.span), "pointer casts are")),
                };
                Ok(Expr { span: start.to(e.span), kind: ExprKind::Cast(ty, Box::new(e)) })
            }
            _ => self.postfix(),
        }
    }

    fn postfix(&mut self) -> PResult<Expr> {
        let mut e = self.primary()?;
        loop {
            match self.peek() {
                Some(Tok::LParen) => {
                    let ExprKind::Var(name) = &e.kind else { return Err(unsupported(e.span, "calls through function pointers are")) };
                    let name = name.clone();
                    self.pos += 1;
                    let mut args = Vec::new();
                    if !self.eat(&Tok::RParen) {
                        loop {
                            args.push(self.assign_expr()?);
                            if self.eat(&Tok::RParen) {
                                break;
                            }
                            self.expect(&Tok::Comma, "`,` or `)`")?;
                        }
                    }
                    e = Expr { span: e.span.to(self.prev_span()), kind: ExprKind::Call(name, args) };
                }
                Some(t @ (Tok::PlusPlus | Tok::MinusMinus)) => {
                    let inc = *t == Tok::PlusPlus;
                    let ExprKind::Var(name) = &e.kind else { return Err(unsupported(e.span, "`++`/`--` on anything but a variable is")) };
                    let name = name.clone();
                    self.pos += 1;
                    e = Expr { span: e.span.to(self.prev_span()), kind: ExprKind::IncDec { name, inc, prefix: false } };
                }
                Some(Tok::LBracket) => return Err(unsupported(self.span(), "arrays are")),
                Some(Tok::Dot | Tok::Arrow) => return Err(unsupported(self.span(), "structs are")),
                _ => return Ok(e),
            }
        }
    }

    fn primary(&mut self) -> PResult<Expr> {
        let span = self.span();
        let kind = match self.bump() {
            Some(Tok::Int(text)) => {
                let (v, ty) = int_literal(&text, self.long_bits).ok_or_else(|| Diagnostic::syntax(span, format!("bad integer literal {text}")))?;
                ExprKind::Int(v, ty)
            }
            Some(Tok::Char(text)) => ExprKind::Int(BigInt::from(char_literal(&text).ok_or_else(|| Diagnostic::syntax(span, format!("bad character literal {text}")))?), IntType::INT),
            Some(Tok::Ident(name)) => ExprKind::Var(name),
            Some(Tok::LParen) => {
                if self.peek() == Some(&Tok::LBrace) {
                    return Err(unsupported(span, "statement expressions (`({ ... })`) are"));
                }
                let e = self.expr()?;
                self.expect(&Tok::RParen, "`)`")?;
                return Ok(Expr { span: span.to(self.prev_span()), kind: e.kind });
            }
            Some(Tok::Str) => return Err(unsupported(span, "string literals are")),
            Some(Tok::Float) => return Err(unsupported(span, "floating-point numbers are")),
            _ => return Err(Diagnostic::syntax(span, "expected an expression")),
        };
        Ok(Expr { kind, span })
    }
}

fn is_type_word(w: &str) -> bool {
    matches!(
        w,
        "int" | "long" | "short" | "char" | "signed" | "unsigned" | "_Bool" | "bool" | "void" | "const" | "volatile" | "static"
            | "extern" | "register" | "struct" | "union" | "enum" | "float" | "double" | "typedef" | "__signed__" | "inline"
    )
}

fn binop(t: &Tok) -> Option<(BinOp, u8)> {
    Some(match t {
        Tok::OrOr => (BinOp::Or, 1),
        Tok::AndAnd => (BinOp::And, 2),
        Tok::Pipe => (BinOp::BitOr, 3),
        Tok::Caret => (BinOp::BitXor, 4),
        Tok::Amp => (BinOp::BitAnd, 5),
        Tok::EqEq => (BinOp::Eq, 6),
        Tok::Ne => (BinOp::Ne, 6),
        Tok::Lt => (BinOp::Lt, 7),
        Tok::Le => (BinOp::Le, 7),
        Tok::Gt => (BinOp::Gt, 7),
        Tok::Ge => (BinOp::Ge, 7),
        Tok::Shl => (BinOp::Shl, 8),
        Tok::Shr => (BinOp::Shr, 8),
        Tok::Plus => (BinOp::Add, 9),
        Tok::Minus => (BinOp::Sub, 9),
        Tok::Star => (BinOp::Mul, 10),
        Tok::Slash => (BinOp::Div, 10),
        Tok::Percent => (BinOp::Rem, 10),
        _ => return None,
    })
}

/// An integer constant's value and type: C's rules (the first of int, long,
/// long long, or their unsigned versions with a `U` suffix, that holds the value; hex
/// and octal constants may also take the unsigned type of each rank), with `long` of
/// `long_bits`.
fn int_literal(text: &str, long_bits: u32) -> Option<(BigInt, IntType)> {
    let digits = text.trim_end_matches(['u', 'U', 'l', 'L']);
    let suffix = text[digits.len()..].to_ascii_lowercase();
    let unsigned = suffix.contains('u');
    let longs = suffix.matches('l').count();
    let (value, decimal) = if let Some(hex) = digits.strip_prefix("0x").or_else(|| digits.strip_prefix("0X")) {
        (BigInt::from_str_radix(hex, 16).ok()?, false)
    } else if digits.len() > 1 && digits.starts_with('0') {
        (BigInt::from_str_radix(&digits[1..], 8).ok()?, false)
    } else {
        (BigInt::from_str_radix(digits, 10).ok()?, true)
    };
    let ranks: &[u32] = match longs {
        0 => &[32, long_bits, 64],
        1 => &[long_bits, 64],
        _ => &[64],
    };
    let fits = |t: IntType| {
        let (lo, hi) = if t.signed { (-(BigInt::from(1) << (t.bits - 1)), (BigInt::from(1) << (t.bits - 1)) - 1) } else { (BigInt::from(0), (BigInt::from(1) << t.bits) - 1) };
        lo <= value && value <= hi
    };
    for &bits in ranks {
        let candidates: &[bool] = if unsigned {
            &[false]
        } else if decimal {
            &[true]
        } else {
            &[true, false]
        };
        for &signed in candidates {
            let t = IntType { bits, signed };
            if fits(t) {
                return Some((value, t));
            }
        }
    }
    // Too large for any type: C makes it an error; keep the value, widest type.
    Some((value, IntType { bits: 64, signed: !unsigned }))
}

fn char_literal(text: &str) -> Option<i64> {
    let inner = text.strip_prefix('\'')?.strip_suffix('\'')?;
    let mut chars = inner.chars();
    let c = chars.next()?;
    if c != '\\' {
        return (chars.next().is_none()).then_some(c as i64);
    }
    let rest: String = chars.collect();
    Some(match rest.as_str() {
        "n" => 10,
        "t" => 9,
        "r" => 13,
        "0" => 0,
        "\\" => 92,
        "'" => 39,
        "\"" => 34,
        "a" => 7,
        "b" => 8,
        "f" => 12,
        "v" => 11,
        _ if rest.starts_with('x') => i64::from_str_radix(&rest[1..], 16).ok()?,
        _ => i64::from_str_radix(&rest, 8).ok()?,
    })
}

/// A parameter's type from its declaration (a prototype's, or K&R's before the body),
/// or the construct outside the subset, at `span`.
fn param_type(spec: &Spec, d: &Declarator, span: Span) -> Result<IntType, Diagnostic> {
    match (&spec.ty, d.pointer, &d.suffix) {
        (Ok(CType::Int(t)), false, Suffix::None) => Ok(*t),
        (Err(what), _, _) => Err(unsupported(span, what)),
        (_, true, _) | (_, _, Suffix::Array) => Err(unsupported(span, "pointers and arrays are")),
        _ => Err(unsupported(span, "function parameters are")),
    }
}
