//! The witness of a check's result, as `--witness` writes it: for UNSAFE the
//! replayed run (a violation witness); for SAFE the first set of invariants that
//! `validate` confirms, of those the proof gave and, failing them, those of a
//! proof by another engine.

use crate::check::{CheckResult, Engine, Verdict};
use crate::{chc, minimax};
use crate::input::task::DataModel;
use crate::input::Input;
use crate::report::witness::{self, LoopInvariant};
use crate::search::Property;
use crate::validate::{validate, Validation};
use cfg_frontend::cfg::{Cfg, PointKind};
use std::time::{Duration, Instant};

/// A witness's text and what `validate` says of it.
pub struct Witness {
    pub text: String,
    pub validation: Result<Validation, String>,
}

/// How long another engine may look for a proof when the answer's does not validate.
const RERUN_BUDGET: Duration = Duration::from_secs(10);

/// After this long, no further witness is tried.
const TRYING_BUDGET: Duration = Duration::from_secs(60);

/// The property a witness of `input` speaks of: unreach-call, which for a task
/// counts only error calls.
pub fn property(input: &Input) -> Property {
    if input.only_error_calls {
        Property::ErrorCall
    } else {
        Property::All
    }
}

/// The witness of `res` for the C program `graph` loaded from `input`; `None` for
/// UNKNOWN (and an UNSAFE verdict without a counterexample).
pub fn witness(res: &CheckResult, graph: &Cfg, input: &Input) -> Option<Witness> {
    let data_model = input.int_model.and_then(DataModel::of).unwrap_or(DataModel::Ilp32).name();
    let task = witness::Task { file: &input.file, source: &input.source, data_model };
    let property = property(input);
    let validated = |text: String| {
        let validation = validate(&text, graph, &input.source, property);
        Witness { text, validation }
    };
    match (&res.verdict, &res.counterexample) {
        (Verdict::Unsafe, Some(cex)) => {
            let function = graph.graph.node_weights().find(|p| p.span == cex.span && matches!(p.kind, PointKind::Error(_))).map_or("main", |p| crate::check::source_name(&p.function));
            Some(validated(witness::violation(&task, &cex.draws, cex.span, function)))
        }
        (Verdict::Safe, _) => {
            // The first set a validator confirms; else the first written. No new
            // try starts past the budget (each validation may take up to a minute).
            let until = Instant::now() + TRYING_BUDGET;
            let mut first = None;
            let mut confirmed = |proof: &CheckResult| {
                for set in candidates(proof) {
                    if first.is_some() && Instant::now() > until {
                        return None;
                    }
                    let w = validated(witness::correctness(&task, &set));
                    if matches!(w.validation, Ok(Validation::Confirmed(_))) {
                        return Some(w);
                    }
                    first.get_or_insert(w);
                }
                None
            };
            // When the engine that answered gave no proof a validator confirms
            // (explicit and set give none), the engines that do, each on its own.
            let found = confirmed(res).or_else(|| {
                proving_engines(property)
                    .into_iter()
                    .filter(|e| e.name() != res.engine && Instant::now() < until)
                    .map(|e| crate::check::check_cfg(graph, &e))
                    .filter(|r| r.verdict == Verdict::Safe)
                    .find_map(|r| confirmed(&r))
            });
            found.or(first)
        }
        _ => None,
    }
}

/// The engines whose SAFE proofs are read back as invariants, with a short budget.
fn proving_engines(property: Property) -> [Engine; 2] {
    let timeout = Some(RERUN_BUDGET);
    let minimax = minimax::Config { timeout, property, record_labels: true, ..Default::default() };
    let chc = chc::Config { timeout, property, record_labels: true, ..Default::default() };
    [Engine::Minimax(minimax), Engine::Chc(chc)]
}

/// The invariant sets a SAFE result offers, most telling first: the discovered loop
/// invariants with the proof's labels (which cut the program into small pieces
/// for the validator: a loop-free driver model is one piece otherwise, which Z3
/// does not decide in a minute), then with only its labels away from loop heads
/// (a label at a head may need others the proof did not label), then with only
/// those at loop heads (labels inside a loop body that differ between the inlined
/// copies of a callee are left out, and those kept may not cut every way round:
/// SpamAssassin-loop), then alone.
fn candidates(res: &CheckResult) -> Vec<Vec<LoopInvariant>> {
    let with = |heads: bool, locations: bool| -> Vec<LoopInvariant> { res.c_invariants.iter().chain(res.c_labels.iter().filter(|l| if l.location { locations } else { heads })).cloned().collect() };
    let mut sets = vec![with(true, true), with(false, true), with(true, false), res.c_invariants.clone()];
    sets.dedup();
    sets
}
