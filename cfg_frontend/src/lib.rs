//! The minipy front end: text to a syntax tree (`parser`, on ruff's parser, with
//! Python's scoping rules in `scopes`), types and names (`typeck`), a concrete
//! interpreter (`interp`), the control-flow graph over program points (`cfg`), and
//! the C front end (`c`). Nothing here knows about SMT solvers.

pub mod ast;
pub mod c;
pub mod cfg;
pub mod diagnostic;
pub mod float_ops;
pub mod interp;
pub mod parser;
mod scopes;
pub mod span;
pub mod str_format;
pub mod str_lemmas;
pub mod str_ops;
pub mod str_split;
pub mod typeck;
pub mod unicode_tables;
pub mod value;

pub use diagnostic::Diagnostic;
pub use typeck::Program;

/// Parses and type-checks a source file: the one entry point the CLI and tests use.
pub fn load(source: &str) -> Result<Program, Vec<Diagnostic>> {
    let (module, diags) = parser::parse(source);
    if !diags.is_empty() {
        return Err(diags);
    }
    typeck::check(module)
}
