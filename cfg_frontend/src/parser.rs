//! Hand-written recursive-descent parser for minipy with error recovery: a bad
//! statement is reported and skipped, so one run reports several errors. Python
//! constructs outside minipy are parsed far enough to be named in the message.

use crate::ast::*;
use crate::diagnostic::Diagnostic;
use crate::lexer::{lex, Tok, Token};
use crate::span::Span;
use num_bigint::BigInt;
use num_traits::Num;

/// Parses a whole file. Never fails: problems come back as diagnostics, and the
/// module holds what could be parsed.
pub fn parse(source: &str) -> (Module, Vec<Diagnostic>) {
    let (tokens, mut diags) = lex(source);
    let mut parser = Parser { toks: tokens, pos: 0, diags: Vec::new(), next_id: 0, book_syntax: false, loop_depth: 0 };
    let items = parser.module();
    diags.append(&mut parser.diags);
    (Module { items, uses_book_syntax: parser.book_syntax, n_exprs: parser.next_id }, diags)
}

const KEYWORDS: &[&str] = &[
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
    "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in",
    "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
];

/// Imports that only matter under CPython: the verifier shim and typing.
const IGNORED_MODULES: &[&str] = &["_sv_verifier", "typing", "__future__"];

/// A parse function failed; its diagnostic is already recorded.
struct Recover;
type PResult<T> = Result<T, Recover>;

struct Parser {
    toks: Vec<Token>,
    pos: usize,
    diags: Vec<Diagnostic>,
    next_id: u32,
    book_syntax: bool,
    /// Loops around the statement being parsed: break/continue need one.
    loop_depth: u32,
}

impl Parser {
    // ---- token helpers -------------------------------------------------------------

    fn peek(&self) -> &Tok {
        &self.toks[self.pos].tok
    }

    fn peek_at(&self, n: usize) -> &Tok {
        &self.toks[(self.pos + n).min(self.toks.len() - 1)].tok
    }

    fn span(&self) -> Span {
        self.toks[self.pos].span
    }

    fn prev_span(&self) -> Span {
        self.toks[self.pos.saturating_sub(1)].span
    }

    fn bump(&mut self) -> Token {
        let token = self.toks[self.pos].clone();
        if self.pos + 1 < self.toks.len() {
            self.pos += 1;
        }
        token
    }

    fn at(&self, tok: &Tok) -> bool {
        self.peek() == tok
    }

    fn at_kw(&self, kw: &str) -> bool {
        matches!(self.peek(), Tok::Name(n) if n == kw)
    }

    fn eat(&mut self, tok: &Tok) -> bool {
        if self.at(tok) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn eat_kw(&mut self, kw: &str) -> bool {
        if self.at_kw(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn error<T>(&mut self, span: Span, msg: impl Into<String>) -> PResult<T> {
        self.diags.push(Diagnostic::syntax(span, msg));
        Err(Recover)
    }

    fn unsupported<T>(&mut self, span: Span, what: &str) -> PResult<T> {
        self.diags.push(Diagnostic::unsupported(span, what));
        Err(Recover)
    }

    fn expect(&mut self, tok: Tok, context: &str) -> PResult<Span> {
        if self.at(&tok) {
            Ok(self.bump().span)
        } else {
            let found = self.peek().describe();
            let want = match &tok {
                Tok::Newline => "end of line".to_string(),
                other => other.describe(),
            };
            let span = self.span();
            self.error(span, format!("expected {want} {context}, found {found}"))
        }
    }

    fn ident(&mut self, context: &str) -> PResult<Ident> {
        match self.peek().clone() {
            Tok::Name(name) if !KEYWORDS.contains(&name.as_str()) => {
                let span = self.bump().span;
                Ok(Ident { name, span })
            }
            other => {
                let span = self.span();
                self.error(span, format!("expected a name {context}, found {}", other.describe()))
            }
        }
    }

    fn new_expr(&mut self, kind: ExprKind, span: Span) -> Expr {
        let id = self.next_id;
        self.next_id += 1;
        Expr { id, kind, span }
    }

    /// Skips the rest of a broken statement: up to the end of its line and, if an
    /// indented block follows, that whole block.
    fn synchronize(&mut self) {
        loop {
            match self.peek() {
                Tok::Eof => return,
                Tok::Newline => {
                    self.bump();
                    break;
                }
                Tok::Dedent => return,
                Tok::Indent => self.skip_block(),
                _ => {
                    self.bump();
                }
            }
        }
        if self.at(&Tok::Indent) {
            self.skip_block();
        }
    }

    fn skip_block(&mut self) {
        let mut depth = 0usize;
        loop {
            match self.bump().tok {
                Tok::Indent => depth += 1,
                Tok::Dedent => {
                    depth -= 1;
                    if depth == 0 {
                        return;
                    }
                }
                Tok::Eof => return,
                _ => {}
            }
        }
    }

    // ---- module level --------------------------------------------------------------

    fn module(&mut self) -> Vec<Item> {
        let mut items = Vec::new();
        while !self.at(&Tok::Eof) {
            let before = self.pos;
            match self.item() {
                Ok(Some(item)) => items.push(item),
                Ok(None) => {}
                Err(Recover) => self.synchronize(),
            }
            if matches!(self.peek(), Tok::Dedent | Tok::Indent) {
                let span = self.span();
                if self.at(&Tok::Indent) {
                    self.diags.push(Diagnostic::syntax(span, "unexpected indent"));
                    self.skip_block();
                } else {
                    self.bump();
                }
            }
            if self.pos == before {
                self.bump(); // guarantees progress on input no rule accepts
            }
        }
        items
    }

    fn item(&mut self) -> PResult<Option<Item>> {
        let start = self.span();
        if self.at(&Tok::At) || self.at_kw("def") {
            return Ok(Some(Item::Function(self.function()?)));
        }
        if self.at_kw("from") {
            self.bump();
            let module = self.dotted_name()?;
            if !IGNORED_MODULES.contains(&module.as_str()) {
                return self.unsupported(start.to(self.prev_span()), &format!("importing module '{module}' is"));
            }
            self.skip_line();
            return Ok(Some(Item::Ignored(start.to(self.prev_span()))));
        }
        if self.at_kw("import") {
            self.bump();
            let module = self.dotted_name()?;
            if IGNORED_MODULES.contains(&module.as_str()) {
                self.skip_line();
                return Ok(Some(Item::Ignored(start.to(self.prev_span()))));
            }
            return self.unsupported(start.to(self.prev_span()), &format!("importing module '{module}' is"));
        }
        if self.at_kw("class") {
            return self.unsupported(start, "classes are");
        }
        if matches!(self.peek(), Tok::Str(_)) && matches!(self.peek_at(1), Tok::Newline) {
            self.bump();
            self.bump();
            return Ok(Some(Item::Ignored(start)));
        }
        if self.at_kw("if") && self.is_main_guard() {
            // Parsed so that syntax errors still show, then set aside: CPython runs it,
            // tracer analyses the entry function instead.
            self.bump();
            self.expr()?;
            self.expect(Tok::Colon, "after the if condition")?;
            self.block()?;
            return Ok(Some(Item::Ignored(start.to(self.prev_span()))));
        }
        if let (Tok::Name(_), Tok::Assign) = (self.peek(), self.peek_at(1)) {
            let name = self.ident("for a constant")?;
            self.bump();
            let value = self.expr()?;
            self.expect(Tok::Newline, "after a module-level constant")?;
            return Ok(Some(Item::Constant { span: name.span.to(value.span), name, value }));
        }
        let stmt_span = self.span();
        self.error(
            stmt_span,
            "only function definitions, constants (NAME = value) and imports may appear at module level in minipy",
        )
    }

    fn is_main_guard(&self) -> bool {
        matches!(self.peek_at(1), Tok::Name(n) if n == "__name__")
    }

    fn dotted_name(&mut self) -> PResult<String> {
        let mut name = self.ident("of a module")?.name;
        while self.eat(&Tok::Dot) {
            name.push('.');
            name.push_str(&self.ident("of a module")?.name);
        }
        Ok(name)
    }

    fn skip_line(&mut self) {
        while !matches!(self.peek(), Tok::Newline | Tok::Eof) {
            self.bump();
        }
        self.eat(&Tok::Newline);
    }

    fn function(&mut self) -> PResult<Function> {
        let start = self.span();
        let mut decorators = Vec::new();
        while self.eat(&Tok::At) {
            decorators.push(self.ident("after '@'")?);
            self.expect(Tok::Newline, "after a decorator")?;
        }
        if !self.eat_kw("def") {
            let span = self.span();
            return self.error(span, "expected 'def' after decorators");
        }
        let name = self.ident("after 'def'")?;
        self.expect(Tok::LParen, "after the function name")?;
        let mut params = Vec::new();
        while !self.at(&Tok::RParen) {
            if matches!(self.peek(), Tok::Star | Tok::StarStar | Tok::Slash) {
                let span = self.span();
                return self.unsupported(span, "variadic and positional-only parameters are");
            }
            let pname = self.ident("for a parameter")?;
            let ty = if self.eat(&Tok::Colon) { Some(self.type_annotation()?) } else { None };
            if self.at(&Tok::Assign) {
                let span = self.span();
                return self.unsupported(span, "default parameter values are");
            }
            params.push(Param { name: pname, ty });
            if !self.eat(&Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RParen, "to close the parameter list")?;
        let ret = if self.eat(&Tok::Arrow) { Some(self.type_annotation()?) } else { None };
        self.expect(Tok::Colon, "after the function signature")?;
        let body = self.block()?;
        Ok(Function { name, params, ret, body, decorators, span: start.to(self.prev_span()) })
    }

    /// `int`, `bool`, `tuple`, `None`, and the spelled-out `tuple[int, ...]` /
    /// `Tuple[int, ...]`.
    fn type_annotation(&mut self) -> PResult<(Type, Span)> {
        let start = self.span();
        let name = match self.peek().clone() {
            Tok::Name(n) => {
                self.bump();
                n
            }
            other => return self.error(start, format!("expected a type, found {}", other.describe())),
        };
        let ty = match name.as_str() {
            "int" => Type::Int,
            "bool" => Type::Bool,
            "None" => Type::None,
            "tuple" | "Tuple" => {
                if self.eat(&Tok::LBracket) {
                    let elem = self.ident("as the tuple's element type")?;
                    let ok = elem.name == "int" && self.eat(&Tok::Comma) && self.eat(&Tok::Dot);
                    let ok = ok && self.eat(&Tok::Dot) && self.eat(&Tok::Dot) && self.eat(&Tok::RBracket);
                    if !ok {
                        return self.unsupported(start.to(self.span()), "tuple types other than tuple[int, ...] are");
                    }
                }
                Type::Tuple
            }
            other => {
                let span = start.to(self.prev_span());
                return self.unsupported(span, &format!("the type '{other}' is"));
            }
        };
        Ok((ty, start.to(self.prev_span())))
    }

    // ---- statements ----------------------------------------------------------------

    /// After a `:`: an indented block, or simple statements on the same line.
    fn block(&mut self) -> PResult<Vec<Stmt>> {
        if !self.eat(&Tok::Newline) {
            return self.simple_stmts();
        }
        if !self.at(&Tok::Indent) {
            let span = self.span();
            return self.error(span, "expected an indented block");
        }
        self.bump();
        let mut stmts = Vec::new();
        while !matches!(self.peek(), Tok::Dedent | Tok::Eof) {
            let before = self.pos;
            match self.stmt() {
                Ok(mut s) => stmts.append(&mut s),
                Err(Recover) => self.synchronize(),
            }
            if self.at(&Tok::Indent) {
                let span = self.span();
                self.diags.push(Diagnostic::syntax(span, "unexpected indent"));
                self.skip_block();
            }
            if self.pos == before {
                self.bump();
            }
        }
        self.eat(&Tok::Dedent);
        Ok(stmts)
    }

    fn loop_block(&mut self) -> PResult<Vec<Stmt>> {
        self.loop_depth += 1;
        let body = self.block();
        self.loop_depth -= 1;
        body
    }

    fn stmt(&mut self) -> PResult<Vec<Stmt>> {
        let start = self.span();
        let kw = match self.peek() {
            Tok::Name(n) => n.clone(),
            Tok::At => {
                return self.unsupported(start, "nested functions are");
            }
            _ => String::new(),
        };
        let kind = match kw.as_str() {
            "if" => self.if_stmt()?,
            "while" => {
                self.bump();
                let cond = self.expr()?;
                self.expect(Tok::Colon, "after the while condition")?;
                let body = self.loop_block()?;
                let orelse = self.else_block()?;
                StmtKind::While { cond, body, orelse }
            }
            "for" => self.for_stmt()?,
            "try" => self.try_stmt()?,
            "def" => return self.unsupported(start, "nested functions are"),
            "class" => return self.unsupported(start, "classes are"),
            "with" => return self.unsupported(start, "with statements are"),
            "async" => return self.unsupported(start, "async code is"),
            "match" if matches!(self.peek_at(1), Tok::Name(_)) && !matches!(self.peek_at(1), Tok::Name(n) if KEYWORDS.contains(&n.as_str())) => {
                return self.unsupported(start, "match statements are")
            }
            _ => return self.simple_stmts(),
        };
        Ok(vec![Stmt { kind, span: start.to(self.prev_span()) }])
    }

    fn if_stmt(&mut self) -> PResult<StmtKind> {
        self.bump(); // `if` or `elif`
        let cond = self.expr()?;
        self.expect(Tok::Colon, "after the if condition")?;
        let then = self.block()?;
        let orelse = if self.at_kw("elif") {
            let start = self.span();
            let kind = self.if_stmt()?;
            vec![Stmt { kind, span: start.to(self.prev_span()) }]
        } else {
            self.else_block()?
        };
        Ok(StmtKind::If { cond, then, orelse })
    }

    fn else_block(&mut self) -> PResult<Vec<Stmt>> {
        if self.eat_kw("else") {
            self.expect(Tok::Colon, "after 'else'")?;
            self.block()
        } else {
            Ok(Vec::new())
        }
    }

    fn for_stmt(&mut self) -> PResult<StmtKind> {
        self.bump();
        let var = self.ident("as the loop variable")?;
        if self.at(&Tok::Comma) {
            let span = self.span();
            return self.unsupported(span, "unpacking in for loops is");
        }
        if !self.eat_kw("in") {
            let span = self.span();
            return self.error(span, "expected 'in' in the for loop");
        }
        let iter_expr = self.expr()?;
        let iter = match iter_expr.kind {
            ExprKind::Call { func, mut args } if func.name == "range" => match args.len() {
                1 => ForIter::Range { start: None, stop: args.remove(0), step: None },
                2 | 3 => {
                    let step = if args.len() == 3 { args.pop() } else { None };
                    let stop = args.pop().expect("two args");
                    let start = args.pop();
                    ForIter::Range { start, stop, step }
                }
                n => {
                    return self.error(iter_expr.span, format!("range() takes 1 to 3 arguments, {n} given"));
                }
            },
            _ => ForIter::Tuple(iter_expr),
        };
        self.expect(Tok::Colon, "after the for header")?;
        let body = self.loop_block()?;
        let orelse = self.else_block()?;
        Ok(StmtKind::For { var, iter, body, orelse })
    }

    fn try_stmt(&mut self) -> PResult<StmtKind> {
        let try_span = self.bump().span;
        self.expect(Tok::Colon, "after 'try'")?;
        let body = self.block()?;
        let mut handlers = Vec::new();
        while self.at_kw("except") {
            let start = self.bump().span;
            let classes = if self.at(&Tok::Colon) {
                None
            } else {
                let mut names = Vec::new();
                if self.eat(&Tok::LParen) {
                    loop {
                        names.push(self.ident("of an exception class")?);
                        if !self.eat(&Tok::Comma) || self.at(&Tok::RParen) {
                            break;
                        }
                    }
                    self.expect(Tok::RParen, "to close the exception classes")?;
                } else {
                    names.push(self.ident("of an exception class")?);
                }
                let mut classes = Vec::new();
                for name in names {
                    match ExcClass::from_name(&name.name) {
                        Some(c) => classes.push(c),
                        None => {
                            return self.unsupported(
                                name.span,
                                &format!(
                                    "catching '{}' is (minipy raises ZeroDivisionError, IndexError, AssertionError and ValueError)",
                                    name.name
                                ),
                            )
                        }
                    }
                }
                Some(classes)
            };
            if self.at_kw("as") {
                let span = self.span();
                return self.unsupported(span, "binding the exception with 'as' is");
            }
            self.expect(Tok::Colon, "after the except clause")?;
            let hbody = self.block()?;
            handlers.push(Handler { classes, body: hbody, span: start.to(self.prev_span()) });
        }
        let orelse = self.else_block()?;
        if self.at_kw("finally") {
            let span = self.span();
            return self.unsupported(span, "finally clauses are");
        }
        if handlers.is_empty() {
            return self.error(try_span, "a try statement needs at least one except clause");
        }
        Ok(StmtKind::Try { body, handlers, orelse })
    }

    fn simple_stmts(&mut self) -> PResult<Vec<Stmt>> {
        let mut stmts = vec![self.small_stmt()?];
        while self.eat(&Tok::Semi) {
            if self.at(&Tok::Newline) {
                break;
            }
            stmts.push(self.small_stmt()?);
        }
        self.expect(Tok::Newline, "after the statement")?;
        Ok(stmts)
    }

    fn small_stmt(&mut self) -> PResult<Stmt> {
        let start = self.span();
        let kw = match self.peek() {
            Tok::Name(n) => n.clone(),
            _ => String::new(),
        };
        let kind = match kw.as_str() {
            "pass" => {
                self.bump();
                StmtKind::Pass
            }
            "break" | "continue" => {
                self.bump();
                if self.loop_depth == 0 {
                    self.diags.push(Diagnostic::syntax(start, format!("'{kw}' outside loop")));
                }
                if kw == "break" {
                    StmtKind::Break
                } else {
                    StmtKind::Continue
                }
            }
            "return" => {
                self.bump();
                if matches!(self.peek(), Tok::Newline | Tok::Semi) {
                    StmtKind::Return(None)
                } else {
                    StmtKind::Return(Some(self.expr_list()?))
                }
            }
            "assert" => {
                self.bump();
                let cond = self.expr()?;
                if self.eat(&Tok::Comma) {
                    let msg = self.expr()?;
                    if !matches!(msg.kind, ExprKind::Str(_)) {
                        return self.unsupported(msg.span, "assert messages other than string literals are");
                    }
                }
                StmtKind::Assert { cond }
            }
            "havoc" if matches!(self.peek_at(1), Tok::Name(_)) => {
                self.bump();
                self.book_syntax = true;
                StmtKind::Havoc(self.ident("after 'havoc'")?)
            }
            "assume" if !matches!(
                self.peek_at(1),
                Tok::LParen | Tok::Assign | Tok::Comma | Tok::Dot | Tok::Newline | Tok::Semi | Tok::Colon
                    | Tok::PlusEq | Tok::MinusEq | Tok::StarEq | Tok::SlashSlashEq | Tok::PercentEq
            ) =>
            {
                self.bump();
                self.book_syntax = true;
                StmtKind::Assume(self.expr()?)
            }
            "raise" => return self.unsupported(start, "raise statements are (use assert or error())"),
            "global" | "nonlocal" => return self.unsupported(start, &format!("'{kw}' declarations are")),
            "del" => return self.unsupported(start, "del statements are"),
            "import" | "from" => return self.unsupported(start, "imports inside functions are"),
            "yield" => return self.unsupported(start, "generators (yield) are"),
            _ => self.expr_or_assign()?,
        };
        Ok(Stmt { kind, span: start.to(self.prev_span()) })
    }

    fn expr_or_assign(&mut self) -> PResult<StmtKind> {
        // `x: T = e`
        if let (Tok::Name(_), Tok::Colon) = (self.peek(), self.peek_at(1)) {
            let target = self.ident("to assign")?;
            self.bump();
            let ann = self.type_annotation()?;
            if !self.eat(&Tok::Assign) {
                let span = self.span();
                return self.unsupported(span, "annotations without a value are");
            }
            let value = self.expr_list()?;
            return Ok(StmtKind::Assign { targets: vec![target], value, ann: Some(ann) });
        }
        let lhs = self.expr_list()?;
        let aug = match self.peek() {
            Tok::PlusEq => Some(ArithOp::Add),
            Tok::MinusEq => Some(ArithOp::Sub),
            Tok::StarEq => Some(ArithOp::Mul),
            Tok::SlashSlashEq => Some(ArithOp::FloorDiv),
            Tok::PercentEq => Some(ArithOp::Mod),
            Tok::OtherAugAssign(op) => {
                let what = format!("the augmented assignment '{op}' is");
                let span = self.span();
                return self.unsupported(span, &what);
            }
            _ => None,
        };
        if let Some(op) = aug {
            self.bump();
            let target = self.target_name(&lhs)?;
            let value = self.expr_list()?;
            return Ok(StmtKind::AugAssign { target, op, value });
        }
        if self.eat(&Tok::Assign) {
            let targets = match &lhs.kind {
                ExprKind::Tuple(items) if !items.is_empty() => {
                    items.iter().map(|e| self.target_name(e)).collect::<PResult<Vec<_>>>()?
                }
                _ => vec![self.target_name(&lhs)?],
            };
            let value = self.expr_list()?;
            if self.at(&Tok::Assign) {
                let span = self.span();
                return self.unsupported(span, "chained assignments (a = b = e) are");
            }
            return Ok(StmtKind::Assign { targets, value, ann: None });
        }
        Ok(StmtKind::Expr(lhs))
    }

    fn target_name(&mut self, expr: &Expr) -> PResult<Ident> {
        match &expr.kind {
            ExprKind::Name(name) => Ok(Ident { name: name.clone(), span: expr.span }),
            ExprKind::Index(..) | ExprKind::Slice(..) => {
                self.unsupported(expr.span, "assigning to an element is (tuples are immutable)")
            }
            _ => self.error(expr.span, "cannot assign to this expression"),
        }
    }

    // ---- expressions ---------------------------------------------------------------

    /// `e` or `e1, e2, ...` (a tuple without parentheses).
    fn expr_list(&mut self) -> PResult<Expr> {
        let first = self.expr()?;
        if !self.at(&Tok::Comma) {
            return Ok(first);
        }
        let mut items = vec![first];
        while self.eat(&Tok::Comma) {
            if self.starts_expr() {
                items.push(self.expr()?);
            } else {
                break;
            }
        }
        let span = items[0].span.to(self.prev_span());
        Ok(self.new_expr(ExprKind::Tuple(items), span))
    }

    fn starts_expr(&self) -> bool {
        match self.peek() {
            Tok::Name(n) => !KEYWORDS.contains(&n.as_str()) || matches!(n.as_str(), "True" | "False" | "None" | "not" | "lambda"),
            Tok::Int(_) | Tok::Float(_) | Tok::Str(_) | Tok::LParen | Tok::LBracket | Tok::LBrace | Tok::Minus | Tok::Plus => true,
            Tok::BitOp(op) => op == "~",
            _ => false,
        }
    }

    pub(crate) fn expr(&mut self) -> PResult<Expr> {
        if self.at_kw("lambda") {
            let span = self.span();
            return self.unsupported(span, "lambda expressions are");
        }
        let body = self.or_expr()?;
        if self.at_kw("if") {
            self.bump();
            let cond = self.or_expr()?;
            if !self.eat_kw("else") {
                let span = self.span();
                return self.error(span, "expected 'else' in the conditional expression");
            }
            let orelse = self.expr()?;
            let span = body.span.to(orelse.span);
            return Ok(self.new_expr(
                ExprKind::IfExp { cond: Box::new(cond), then: Box::new(body), orelse: Box::new(orelse) },
                span,
            ));
        }
        if self.at(&Tok::Walrus) {
            let span = self.span();
            return self.unsupported(span, "assignment expressions (:=) are");
        }
        Ok(body)
    }

    fn or_expr(&mut self) -> PResult<Expr> {
        let mut lhs = self.and_expr()?;
        while self.eat_kw("or") {
            let rhs = self.and_expr()?;
            let span = lhs.span.to(rhs.span);
            lhs = self.new_expr(ExprKind::BoolOp(BoolOp::Or, Box::new(lhs), Box::new(rhs)), span);
        }
        Ok(lhs)
    }

    fn and_expr(&mut self) -> PResult<Expr> {
        let mut lhs = self.not_expr()?;
        while self.eat_kw("and") {
            let rhs = self.not_expr()?;
            let span = lhs.span.to(rhs.span);
            lhs = self.new_expr(ExprKind::BoolOp(BoolOp::And, Box::new(lhs), Box::new(rhs)), span);
        }
        Ok(lhs)
    }

    fn not_expr(&mut self) -> PResult<Expr> {
        if self.at_kw("not") {
            let start = self.bump().span;
            let operand = self.not_expr()?;
            let span = start.to(operand.span);
            return Ok(self.new_expr(ExprKind::Unary(UnaryOp::Not, Box::new(operand)), span));
        }
        self.comparison()
    }

    fn comparison(&mut self) -> PResult<Expr> {
        let first = self.bit_expr()?;
        let mut rest = Vec::new();
        loop {
            let op = match self.peek() {
                Tok::EqEq => CmpOp::Eq,
                Tok::NotEq => CmpOp::Ne,
                Tok::Lt => CmpOp::Lt,
                Tok::Le => CmpOp::Le,
                Tok::Gt => CmpOp::Gt,
                Tok::Ge => CmpOp::Ge,
                Tok::Name(n) if n == "in" || n == "is" || (n == "not" && matches!(self.peek_at(1), Tok::Name(m) if m == "in")) => {
                    let span = self.span();
                    let what = if n == "is" { "the 'is' operator is" } else { "membership tests ('in') are" };
                    return self.unsupported(span, what);
                }
                _ => break,
            };
            self.bump();
            rest.push((op, self.bit_expr()?));
        }
        if rest.is_empty() {
            return Ok(first);
        }
        let span = first.span.to(rest.last().expect("non-empty").1.span);
        Ok(self.new_expr(ExprKind::Compare(Box::new(first), rest), span))
    }

    fn bit_expr(&mut self) -> PResult<Expr> {
        let lhs = self.arith()?;
        if let Tok::BitOp(op) = self.peek().clone() {
            let span = self.span();
            return self.unsupported(span, &format!("the bitwise operator '{op}' is"));
        }
        Ok(lhs)
    }

    fn arith(&mut self) -> PResult<Expr> {
        let mut lhs = self.term()?;
        loop {
            let op = match self.peek() {
                Tok::Plus => ArithOp::Add,
                Tok::Minus => ArithOp::Sub,
                _ => break,
            };
            self.bump();
            let rhs = self.term()?;
            let span = lhs.span.to(rhs.span);
            lhs = self.new_expr(ExprKind::Arith(op, Box::new(lhs), Box::new(rhs)), span);
        }
        Ok(lhs)
    }

    fn term(&mut self) -> PResult<Expr> {
        let mut lhs = self.factor()?;
        loop {
            let op = match self.peek() {
                Tok::Star => ArithOp::Mul,
                Tok::SlashSlash => ArithOp::FloorDiv,
                Tok::Percent => ArithOp::Mod,
                Tok::Slash => {
                    let span = self.span();
                    return self.unsupported(span, "true division '/' is (minipy has only ints: use '//')");
                }
                Tok::At => {
                    let span = self.span();
                    return self.unsupported(span, "the matrix operator '@' is");
                }
                _ => break,
            };
            self.bump();
            let rhs = self.factor()?;
            let span = lhs.span.to(rhs.span);
            lhs = self.new_expr(ExprKind::Arith(op, Box::new(lhs), Box::new(rhs)), span);
        }
        Ok(lhs)
    }

    fn factor(&mut self) -> PResult<Expr> {
        let op = match self.peek() {
            Tok::Minus => Some(UnaryOp::Neg),
            Tok::Plus => Some(UnaryOp::Pos),
            Tok::BitOp(op) if op == "~" => {
                let span = self.span();
                return self.unsupported(span, "the bitwise operator '~' is");
            }
            _ => None,
        };
        if let Some(op) = op {
            let start = self.bump().span;
            let operand = self.factor()?;
            let span = start.to(operand.span);
            return Ok(self.new_expr(ExprKind::Unary(op, Box::new(operand)), span));
        }
        let base = self.postfix()?;
        if self.at(&Tok::StarStar) {
            let span = self.span();
            return self.unsupported(span, "the power operator '**' is");
        }
        Ok(base)
    }

    fn postfix(&mut self) -> PResult<Expr> {
        let mut expr = self.atom()?;
        loop {
            match self.peek() {
                Tok::LParen => {
                    let func = match &expr.kind {
                        ExprKind::Name(name) => Ident { name: name.clone(), span: expr.span },
                        _ => return self.unsupported(expr.span, "calling anything but a function name is"),
                    };
                    self.bump();
                    if matches!(func.name.as_str(), "all" | "any") {
                        expr = self.quantifier(func, expr.span)?;
                        continue;
                    }
                    let args = self.call_args()?;
                    let span = expr.span.to(self.prev_span());
                    expr = self.new_expr(ExprKind::Call { func, args }, span);
                }
                Tok::LBracket => {
                    self.bump();
                    expr = self.subscript(expr)?;
                }
                Tok::Dot => {
                    let span = self.span();
                    return self.unsupported(span, "attribute access ('.') is");
                }
                _ => return Ok(expr),
            }
        }
    }

    /// `all(body for var in range([lo,] hi))` or `any(...)`, after the `(`.
    fn quantifier(&mut self, func: Ident, start: Span) -> PResult<Expr> {
        let body = self.expr()?;
        if !self.eat_kw("for") {
            let span = self.span();
            return self.error(span, format!("expected 'for' in {}(... for k in range(a, b))", func.name));
        }
        let var = self.ident("after 'for'")?;
        if !self.eat_kw("in") {
            let span = self.span();
            return self.error(span, "expected 'in' after the quantified variable");
        }
        let range = self.ident("after 'in'")?;
        if range.name != "range" {
            return self.unsupported(range.span, "a quantifier over anything but range(a, b) is");
        }
        self.expect(Tok::LParen, "after 'range'")?;
        let mut bounds = self.call_args()?;
        let (lo, hi) = match bounds.len() {
            1 => (self.new_expr(ExprKind::Int(0.into()), range.span), bounds.remove(0)),
            2 => {
                let hi = bounds.remove(1);
                (bounds.remove(0), hi)
            }
            _ => return self.unsupported(range.span, "a quantifier over range() with a step is"),
        };
        self.expect(Tok::RParen, &format!("to close {}(...)", func.name))?;
        let span = start.to(self.prev_span());
        let all = func.name == "all";
        Ok(self.new_expr(ExprKind::Quant { all, var, lo: Box::new(lo), hi: Box::new(hi), body: Box::new(body) }, span))
    }

    fn call_args(&mut self) -> PResult<Vec<Expr>> {
        let mut args = Vec::new();
        while !self.at(&Tok::RParen) {
            if matches!(self.peek(), Tok::Star | Tok::StarStar) {
                let span = self.span();
                return self.unsupported(span, "argument unpacking (*args) is");
            }
            if let (Tok::Name(_), Tok::Assign) = (self.peek(), self.peek_at(1)) {
                let span = self.span();
                return self.unsupported(span, "keyword arguments are");
            }
            let arg = self.expr()?;
            if self.at_kw("for") {
                let span = self.span();
                return self.unsupported(span, "generator expressions are");
            }
            args.push(arg);
            if !self.eat(&Tok::Comma) {
                break;
            }
        }
        self.expect(Tok::RParen, "to close the call")?;
        Ok(args)
    }

    fn subscript(&mut self, base: Expr) -> PResult<Expr> {
        let lo = if self.at(&Tok::Colon) { None } else { Some(Box::new(self.expr()?)) };
        if self.eat(&Tok::Colon) {
            let hi = if matches!(self.peek(), Tok::RBracket | Tok::Colon) { None } else { Some(Box::new(self.expr()?)) };
            if self.at(&Tok::Colon) {
                let span = self.span();
                return self.unsupported(span, "slices with a step are");
            }
            self.expect(Tok::RBracket, "to close the slice")?;
            let span = base.span.to(self.prev_span());
            return Ok(self.new_expr(ExprKind::Slice(Box::new(base), lo, hi), span));
        }
        if self.at(&Tok::Comma) {
            let span = self.span();
            return self.unsupported(span, "indexing with several indices is");
        }
        self.expect(Tok::RBracket, "to close the index")?;
        let index = lo.expect("an index expression was parsed");
        let span = base.span.to(self.prev_span());
        Ok(self.new_expr(ExprKind::Index(Box::new(base), index), span))
    }

    fn atom(&mut self) -> PResult<Expr> {
        let token = self.bump();
        let span = token.span;
        let kind = match token.tok {
            Tok::Int(text) => match parse_int(&text) {
                Some(v) => ExprKind::Int(v),
                None => return self.error(span, format!("invalid integer literal {text}")),
            },
            Tok::Float(_) => return self.unsupported(span, "floating-point numbers are"),
            Tok::Str(raw) => {
                let mut text = raw;
                while let Tok::Str(more) = self.peek().clone() {
                    self.bump();
                    text.push_str(&more);
                }
                ExprKind::Str(text)
            }
            Tok::Name(name) => match name.as_str() {
                "True" => ExprKind::Bool(true),
                "False" => ExprKind::Bool(false),
                "None" => ExprKind::NoneLit,
                "lambda" => return self.unsupported(span, "lambda expressions are"),
                "yield" | "await" => return self.unsupported(span, &format!("'{name}' is")),
                kw if KEYWORDS.contains(&kw) => {
                    return self.error(span, format!("expected an expression, found keyword '{kw}'"))
                }
                _ => ExprKind::Name(name),
            },
            Tok::LParen => {
                if self.eat(&Tok::RParen) {
                    ExprKind::Tuple(Vec::new())
                } else {
                    let inner = self.expr()?;
                    if self.at_kw("for") {
                        let span = self.span();
                        return self.unsupported(span, "generator expressions are");
                    }
                    if self.at(&Tok::Comma) {
                        let mut items = vec![inner];
                        while self.eat(&Tok::Comma) {
                            if self.at(&Tok::RParen) {
                                break;
                            }
                            items.push(self.expr()?);
                        }
                        self.expect(Tok::RParen, "to close the tuple")?;
                        ExprKind::Tuple(items)
                    } else {
                        self.expect(Tok::RParen, "to close the parenthesis")?;
                        let full = span.to(self.prev_span());
                        return Ok(Expr { span: full, ..inner });
                    }
                }
            }
            Tok::LBracket => return self.unsupported(span, "lists are (use tuples)"),
            Tok::LBrace => return self.unsupported(span, "dicts and sets are"),
            other => {
                let found = other.describe();
                if other != Tok::Eof {
                    self.pos -= 1; // leave the token for recovery to see
                }
                return self.error(span, format!("expected an expression, found {found}"));
            }
        };
        let full = span.to(self.prev_span());
        Ok(self.new_expr(kind, full))
    }
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
