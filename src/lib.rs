//! tracer: a software model checker for minipy. The front end (`cfg_frontend`) gives
//! a control-flow graph; `clp` turns it into CLP transition rules; `smt` is the only
//! door to Z3.

pub mod input;
pub mod clp;
pub mod smt;
pub mod report;
pub mod search;
pub mod minimax;
pub mod set;
pub mod chc;
pub mod explicit;
pub mod fuzz;
pub mod invariants;
pub mod check;
pub mod validate;
pub mod witnessing;
pub mod selftest;
pub mod rng;
pub mod huge_pages;
