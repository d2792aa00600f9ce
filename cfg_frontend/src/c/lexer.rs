//! C tokens. Preprocessed C only: `#` line markers and pragmas are skipped, as are
//! comments. Integer literals keep their text (suffixes included) for the parser.

use crate::diagnostic::Diagnostic;
use crate::span::Span;
use logos::Logos;

#[derive(Logos, Clone, Debug, PartialEq, Eq)]
#[logos(skip r"[ \t\f\r\n]+")]
#[logos(skip r"//[^\n]*")]
#[logos(skip r"#[^\n]*")]
pub enum Tok {
    #[token("/*", block_comment)]
    Comment,
    #[regex(r"[A-Za-z_][A-Za-z0-9_]*", |lex| lex.slice().to_string())]
    Ident(String),
    #[regex(r"(0[xX][0-9a-fA-F]+|[0-9]+)[uUlL]*", |lex| lex.slice().to_string())]
    Int(String),
    #[regex(r"'([^'\\\n]|\\.)+'", |lex| lex.slice().to_string())]
    Char(String),
    #[regex(r#""([^"\\\n]|\\.)*""#)]
    Str,
    #[regex(r"[0-9]+\.[0-9]*([eE][+-]?[0-9]+)?[fFlL]?|\.[0-9]+([eE][+-]?[0-9]+)?[fFlL]?")]
    Float,
    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token("{")]
    LBrace,
    #[token("}")]
    RBrace,
    #[token("[")]
    LBracket,
    #[token("]")]
    RBracket,
    #[token(";")]
    Semi,
    #[token(",")]
    Comma,
    #[token(":")]
    Colon,
    #[token("?")]
    Question,
    #[token(".")]
    Dot,
    #[token("...")]
    Ellipsis,
    #[token("->")]
    Arrow,
    #[token("++")]
    PlusPlus,
    #[token("--")]
    MinusMinus,
    #[token("+")]
    Plus,
    #[token("-")]
    Minus,
    #[token("*")]
    Star,
    #[token("/")]
    Slash,
    #[token("%")]
    Percent,
    #[token("&")]
    Amp,
    #[token("|")]
    Pipe,
    #[token("^")]
    Caret,
    #[token("~")]
    Tilde,
    #[token("!")]
    Bang,
    #[token("<")]
    Lt,
    #[token(">")]
    Gt,
    #[token("<=")]
    Le,
    #[token(">=")]
    Ge,
    #[token("==")]
    EqEq,
    #[token("!=")]
    Ne,
    #[token("&&")]
    AndAnd,
    #[token("||")]
    OrOr,
    #[token("<<")]
    Shl,
    #[token(">>")]
    Shr,
    #[token("=")]
    Assign,
    #[token("+=")]
    PlusAssign,
    #[token("-=")]
    MinusAssign,
    #[token("*=")]
    StarAssign,
    #[token("/=")]
    SlashAssign,
    #[token("%=")]
    PercentAssign,
    #[token("&=")]
    AmpAssign,
    #[token("|=")]
    PipeAssign,
    #[token("^=")]
    CaretAssign,
    #[token("<<=")]
    ShlAssign,
    #[token(">>=")]
    ShrAssign,
}

/// Skips to the end of a `/* ... */` comment (an unclosed one runs to the end).
fn block_comment(lex: &mut logos::Lexer<Tok>) -> logos::Skip {
    let rest = lex.remainder();
    let n = rest.find("*/").map_or(rest.len(), |i| i + 2);
    lex.bump(n);
    logos::Skip
}

/// Tokens with their spans, or the first character no token starts with.
pub fn lex(source: &str) -> Result<Vec<(Tok, Span)>, Diagnostic> {
    let mut out = Vec::new();
    let mut lexer = Tok::lexer(source);
    while let Some(tok) = lexer.next() {
        let span = Span::from(lexer.span());
        match tok {
            Ok(t) => out.push((t, span)),
            Err(()) => return Err(Diagnostic::syntax(span, format!("unexpected character {:?}", &source[lexer.span()]))),
        }
    }
    Ok(out)
}
