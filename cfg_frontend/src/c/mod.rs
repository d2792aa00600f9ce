//! The C front end: preprocessed, CIL-style C (the BLAST, TRACER and SV-COMP
//! benchmark programs) lowered to the same CFG as minipy. See `lower` for the subset
//! and its semantics.

pub mod ast;
pub mod lexer;
pub mod lower;
pub mod parser;

pub use lower::{lower, COptions, IntModel, UninitGlobals};

/// Whether a file name is C by its extension (`.c`, or `.i` for preprocessed C).
pub fn is_c_file(path: &str) -> bool {
    path.ends_with(".c") || path.ends_with(".i")
}
