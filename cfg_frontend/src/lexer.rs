//! Lexing: logos turns text into raw tokens, then an indentation pass turns line
//! starts into NEWLINE / INDENT / DEDENT the way CPython's tokenizer does, dropping
//! line breaks inside brackets and after a backslash.

use crate::diagnostic::Diagnostic;
use crate::span::Span;
use logos::Logos;

#[derive(Logos, Clone, Debug, PartialEq, Eq)]
#[logos(skip r"[ \t\f]+")]
#[logos(skip r"#[^\r\n]*")]
#[logos(skip r"\\\r?\n")]
pub enum Tok {
    #[regex(r"\r?\n")]
    Newline,
    #[regex(r"[A-Za-z_][A-Za-z0-9_]*", |lex| lex.slice().to_string())]
    Name(String),
    #[regex(r"[0-9][0-9_]*|0[xX][0-9a-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+", |lex| lex.slice().to_string())]
    Int(String),
    #[regex(r"[0-9]+\.[0-9]*([eE][+-]?[0-9]+)?|[0-9]+[eE][+-]?[0-9]+|\.[0-9]+", |lex| lex.slice().to_string())]
    Float(String),
    /// A string literal, kept raw (prefix and quotes included); minipy uses strings
    /// only as docstrings, assert messages and `__main__` guards.
    #[regex(r#"[rRbBuUfF]{0,2}"""([^"\\]|\\.|"[^"]|""[^"])*""""#, |lex| lex.slice().to_string())]
    #[regex(r#"[rRbBuUfF]{0,2}'''([^'\\]|\\.|'[^']|''[^'])*'''"#, |lex| lex.slice().to_string())]
    #[regex(r#"[rRbBuUfF]{0,2}"([^"\\\r\n]|\\.)*""#, |lex| lex.slice().to_string())]
    #[regex(r#"[rRbBuUfF]{0,2}'([^'\\\r\n]|\\.)*'"#, |lex| lex.slice().to_string())]
    Str(String),
    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token("[")]
    LBracket,
    #[token("]")]
    RBracket,
    #[token("{")]
    LBrace,
    #[token("}")]
    RBrace,
    #[token(",")]
    Comma,
    #[token(":")]
    Colon,
    #[token(";")]
    Semi,
    #[token(".")]
    Dot,
    #[token("->")]
    Arrow,
    #[token("@")]
    At,
    #[token("=")]
    Assign,
    #[token(":=")]
    Walrus,
    #[token("+")]
    Plus,
    #[token("-")]
    Minus,
    #[token("*")]
    Star,
    #[token("**")]
    StarStar,
    #[token("/")]
    Slash,
    #[token("//")]
    SlashSlash,
    #[token("%")]
    Percent,
    #[token("+=")]
    PlusEq,
    #[token("-=")]
    MinusEq,
    #[token("*=")]
    StarEq,
    #[token("//=")]
    SlashSlashEq,
    #[token("%=")]
    PercentEq,
    /// Augmented assignments minipy does not have (`/=`, `**=`, `|=`, ...).
    #[regex(r"(/|\*\*|\||&|\^|<<|>>|@)=", |lex| lex.slice().to_string())]
    OtherAugAssign(String),
    #[token("==")]
    EqEq,
    #[token("!=")]
    NotEq,
    #[token("<")]
    Lt,
    #[token("<=")]
    Le,
    #[token(">")]
    Gt,
    #[token(">=")]
    Ge,
    /// Bitwise operators: lexed so the parser can name them, not supported.
    #[regex(r"\||&|\^|~|<<|>>", |lex| lex.slice().to_string())]
    BitOp(String),
    // Produced by the indentation pass, never by logos.
    Indent,
    Dedent,
    Eof,
}

impl Tok {
    /// How the token reads in an error message.
    pub fn describe(&self) -> String {
        match self {
            Tok::Newline => "end of line".into(),
            Tok::Name(n) => format!("name '{n}'"),
            Tok::Int(s) | Tok::Float(s) => format!("number {s}"),
            Tok::Str(_) => "string".into(),
            Tok::Indent => "indent".into(),
            Tok::Dedent => "dedent".into(),
            Tok::Eof => "end of file".into(),
            Tok::OtherAugAssign(s) | Tok::BitOp(s) => format!("'{s}'"),
            other => format!("'{}'", other.text()),
        }
    }

    fn text(&self) -> &'static str {
        match self {
            Tok::LParen => "(",
            Tok::RParen => ")",
            Tok::LBracket => "[",
            Tok::RBracket => "]",
            Tok::LBrace => "{",
            Tok::RBrace => "}",
            Tok::Comma => ",",
            Tok::Colon => ":",
            Tok::Semi => ";",
            Tok::Dot => ".",
            Tok::Arrow => "->",
            Tok::At => "@",
            Tok::Assign => "=",
            Tok::Walrus => ":=",
            Tok::Plus => "+",
            Tok::Minus => "-",
            Tok::Star => "*",
            Tok::StarStar => "**",
            Tok::Slash => "/",
            Tok::SlashSlash => "//",
            Tok::Percent => "%",
            Tok::PlusEq => "+=",
            Tok::MinusEq => "-=",
            Tok::StarEq => "*=",
            Tok::SlashSlashEq => "//=",
            Tok::PercentEq => "%=",
            Tok::EqEq => "==",
            Tok::NotEq => "!=",
            Tok::Lt => "<",
            Tok::Le => "<=",
            Tok::Gt => ">",
            Tok::Ge => ">=",
            _ => "?",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    pub tok: Tok,
    pub span: Span,
}

/// Lexes a whole file into tokens with NEWLINE/INDENT/DEDENT, ending in EOF.
/// Never fails: bad characters and inconsistent dedents become diagnostics.
pub fn lex(source: &str) -> (Vec<Token>, Vec<Diagnostic>) {
    let mut diags = Vec::new();
    let mut raw = Vec::new();
    let mut lexer = Tok::lexer(source);
    while let Some(res) = lexer.next() {
        let span = Span::from(lexer.span());
        match res {
            Ok(tok) => raw.push(Token { tok, span }),
            Err(()) => {
                let text = &source[lexer.span()];
                let msg = if text.starts_with('"') || text.starts_with('\'') {
                    "unterminated string literal".to_string()
                } else if text == "\\" {
                    "a backslash must end the line".to_string()
                } else {
                    format!("unexpected character {text:?}")
                };
                diags.push(Diagnostic::syntax(span, msg));
            }
        }
    }
    (indent_pass(source, raw, &mut diags), diags)
}

fn indent_pass(source: &str, raw: Vec<Token>, diags: &mut Vec<Diagnostic>) -> Vec<Token> {
    let mut out = Vec::with_capacity(raw.len() + 16);
    let mut stack: Vec<usize> = vec![0];
    // Open brackets: line breaks inside them do not end statements.
    let mut open: Vec<Token> = Vec::new();
    let mut at_line_start = true;
    for token in raw {
        match token.tok {
            Tok::LParen | Tok::LBracket | Tok::LBrace => open.push(token.clone()),
            Tok::RParen | Tok::RBracket | Tok::RBrace => {
                open.pop();
            }
            _ => {}
        }
        let depth = open.len();
        if token.tok == Tok::Newline {
            if depth == 0 && !at_line_start {
                out.push(token);
                at_line_start = true;
            }
            continue;
        }
        if at_line_start {
            let width = indent_width(source, token.span.start as usize);
            let top = *stack.last().expect("indent stack starts with 0");
            if width > top {
                stack.push(width);
                out.push(Token { tok: Tok::Indent, span: Span::new(token.span.start as usize, token.span.start as usize) });
            } else {
                while width < *stack.last().expect("indent stack starts with 0") {
                    stack.pop();
                    out.push(Token { tok: Tok::Dedent, span: Span::new(token.span.start as usize, token.span.start as usize) });
                }
                if width != *stack.last().expect("indent stack starts with 0") {
                    diags.push(Diagnostic::syntax(
                        token.span,
                        "unindent does not match any outer indentation level",
                    ));
                }
            }
            at_line_start = false;
        }
        out.push(token);
    }
    if let Some(first) = open.first() {
        let text = &source[first.span.start as usize..first.span.end as usize];
        diags.push(Diagnostic::syntax(first.span, format!("'{text}' was never closed")));
    }
    let end = Span::new(source.len(), source.len());
    if !at_line_start {
        out.push(Token { tok: Tok::Newline, span: end });
    }
    while stack.len() > 1 {
        stack.pop();
        out.push(Token { tok: Tok::Dedent, span: end });
    }
    out.push(Token { tok: Tok::Eof, span: end });
    out
}

/// Columns of leading white space on the line containing `pos` (tabs to multiples of 8,
/// as CPython counts them).
fn indent_width(source: &str, pos: usize) -> usize {
    let line_start = source[..pos].rfind('\n').map_or(0, |i| i + 1);
    let mut width = 0;
    for c in source[line_start..pos].chars() {
        match c {
            '\t' => width = (width / 8 + 1) * 8,
            _ => width += 1,
        }
    }
    width
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<Tok> {
        let (toks, diags) = lex(src);
        assert!(diags.is_empty(), "{diags:?}");
        toks.into_iter().map(|t| t.tok).collect()
    }

    #[test]
    fn indentation_and_brackets() {
        let toks = kinds("if x:\n    y = (1,\n  2)\n\n    # c\nz\n");
        use Tok::*;
        assert_eq!(
            toks,
            vec![
                Name("if".into()), Name("x".into()), Colon, Newline, Indent, Name("y".into()), Assign,
                LParen, Int("1".into()), Comma, Int("2".into()), RParen, Newline, Dedent,
                Name("z".into()), Newline, Eof
            ]
        );
    }

    #[test]
    fn operators_longest_match() {
        use Tok::*;
        assert_eq!(kinds("a //= b // c"), vec![Name("a".into()), SlashSlashEq, Name("b".into()), SlashSlash, Name("c".into()), Newline, Eof]);
        assert_eq!(kinds("a<=b"), vec![Name("a".into()), Le, Name("b".into()), Newline, Eof]);
    }

    #[test]
    fn bad_dedent_is_reported() {
        let (_, diags) = lex("if x:\n    y = 1\n  z = 2\n");
        assert_eq!(diags.len(), 1);
        assert!(diags[0].message.contains("unindent"));
    }
}
