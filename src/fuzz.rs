//! Random testing: concrete runs of the CFG on inputs and nondet values drawn from
//! the program's own constants (its ints, the strs it compares with and their
//! characters, their neighbours) and from values where Python's rules turn (empty
//! strs, `'ß'`, signs and spaces before digits, 0 and -1). A run that violates the
//! property is an error path like any engine's: the check believes it only once the
//! interpreter replays it. It never answers SAFE.
//!
//! It finds the bugs that need a value the symbolic engines cannot reason their way
//! to: an unknown str through str methods the solver knows only as functions of
//! their arguments (`s.upper()`, `int(s)`), where a path the solver finds does not
//! replay.

use crate::clp::ClpProgram;
use crate::invariants::FailingRun;
use crate::minimax::Stats;
use crate::rng::Rng;
use crate::search::{Outcome, Property, RawCounterexample};
use cfg_frontend::ast::{Elem, Type};
use cfg_frontend::cfg::{exec, Action, Cfg, Expr, Var};
use cfg_frontend::interp::RunConfig;
use cfg_frontend::value::{Value, MAX_CODE_POINT, SAMPLE_CHARS};
use num_bigint::BigInt;
use num_traits::ToPrimitive;
use std::time::{Duration, Instant};

#[derive(Clone, Debug)]
pub struct Config {
    pub timeout: Option<Duration>,
    pub property: Property,
    /// Runs made before giving up.
    pub max_runs: u64,
    /// Steps of one run before it is abandoned (a loop the values keep going).
    pub max_steps: u64,
}

/// What random testing costs at most in a check (see `Config::default`): a bug it
/// can find shows within a few thousand runs (the string corpus: under 300), and a
/// program it cannot is left to the engines that prove.
pub const TIME: Duration = Duration::from_millis(1500);

impl Default for Config {
    fn default() -> Config {
        Config { timeout: Some(TIME), property: Property::All, max_runs: 20_000, max_steps: 20_000 }
    }
}

pub struct Run {
    pub outcome: Outcome,
    pub stats: Stats,
}

/// Runs `graph` (whose CLP program is `prog`) on random values until one violates
/// the property, the runs or the time are used up, or the check is called off.
pub fn run(graph: &Cfg, prog: &ClpProgram, config: &Config) -> Run {
    let started = Instant::now();
    let deadline = config.timeout.map(|t| started + t);
    let unknown = |why: String, runs: u64| Run { outcome: Outcome::Unknown(why), stats: Stats { nodes: runs, ..Stats::default() } };
    if graph.abstracted {
        return unknown("random testing needs the program's loops, not their invariants".into(), 0);
    }
    if let Some(v) = graph.inputs.iter().map(|&v| graph.var(v)).find(|v| !drawable(v.ty)) {
        return unknown(format!("random testing draws no values for the input {} ({:?})", v.name, v.ty), 0);
    }
    let pool = Pool::of(graph);
    // A program without inputs or nondet values has one run.
    let varies = !graph.inputs.is_empty() || graph.graph.edge_weights().any(|e| matches!(e.action, Action::Havoc(_)));
    let max_runs = if varies { config.max_runs } else { 1 };
    let run_config = RunConfig { max_steps: config.max_steps, ..RunConfig::default() };
    let mut rng = Rng::new(0x2545_f491_4f6c_dd1d);
    let mut runs = 0;
    while runs < max_runs {
        if crate::smt::cancelled() {
            return unknown(crate::search::CALLED_OFF.into(), runs);
        }
        if deadline.is_some_and(|d| Instant::now() >= d) {
            break;
        }
        runs += 1;
        let alphabet = pool.alphabet(&mut rng);
        let args: Vec<Value> = graph.inputs.iter().map(|&v| pool.value(&mut rng, &alphabet, graph.var(v))).collect();
        // A run the executor cannot finish is its bug, not the program's: the check
        // goes on without random testing (and the tests, which look for "internal
        // error", see it).
        let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            exec::run_drawing(graph, &args, &mut |_, var| pool.value(&mut rng, &alphabet, var), &run_config, &mut |_, _| true)
        }));
        let Ok(run) = run else {
            return unknown(format!("internal error: the CFG executor failed on inputs {args:?}"), runs);
        };
        let Some(failing) = FailingRun::of(args, &run) else { continue };
        // A cut (a recursion deeper than inlined, a construct not modelled) is where
        // the CFG stops modelling the program, not a bug of it.
        if failing.violation.is_cut() || !config.property.covers(failing.violation) {
            continue;
        }
        let Some(error_point) = prog.error_point(failing.violation, failing.span) else { continue };
        let raw = RawCounterexample { inputs: failing.inputs, nondet: failing.nondet, error_point };
        return Run { outcome: Outcome::Unsafe(raw), stats: Stats { nodes: runs, ..Stats::default() } };
    }
    unknown(format!("none of {runs} runs on random values fails (random testing proves nothing)"), runs)
}

/// Whether `run` can draw values of type `ty` for an input.
fn drawable(ty: Type) -> bool {
    matches!(ty, Type::Int | Type::Bool | Type::Str | Type::Tuple | Type::List(Elem::Int | Elem::Bool))
}

/// The values runs are drawn from.
struct Pool {
    ints: Vec<BigInt>,
    /// Parts of strs: the program's strs (as code points), the digits of its ints.
    pieces: Vec<Vec<u32>>,
    /// Characters: those of the program's strs, code points among its ints and
    /// their neighbours, and characters where Unicode's rules surprise.
    chars: Vec<u32>,
}

/// Characters whose case mapping, class or width differs from what ASCII suggests.
const AWKWARD: &[u32] = &[0xDF, 0xB2, 0xA0, 0x1C, 0x130, 0x131, 0xFB01, 0x3A3, 0x1C5, 0x660, 0xBD, 0x85, 0x2028, 0x1F600, 0x9, 0xA, 0x20];

impl Pool {
    fn of(graph: &Cfg) -> Pool {
        let (mut ints, mut strs): (Vec<BigInt>, Vec<Vec<u32>>) = (Vec::new(), Vec::new());
        let mut see = |e: &Expr| {
            match e {
                Expr::Int(i) => ints.push(i.clone()),
                Expr::Tuple(items) if !items.is_empty() => {
                    let points: Option<Vec<u32>> = items.iter().map(|x| if let Expr::Int(i) = x { code_point(i) } else { None }).collect();
                    strs.extend(points);
                }
                _ => {}
            }
            false
        };
        for e in graph.graph.edge_weights() {
            for g in &e.guard {
                g.any(&mut see);
            }
            if let Action::Assign(asg) = &e.action {
                for (_, x) in asg {
                    x.any(&mut see);
                }
            }
        }
        ints.sort();
        ints.dedup();
        let mut chars: Vec<u32> = strs.iter().flatten().copied().collect();
        strs.extend(ints.iter().filter(|i| i.sign() != num_bigint::Sign::Minus && i.bits() < 64).map(|i| i.to_string().chars().map(u32::from).collect()));
        strs.sort();
        strs.dedup();
        for i in &ints {
            if let Some(c) = code_point(i).filter(|&c| c >= 0x20) {
                chars.extend([c - 1, c, c + 1].into_iter().filter(|&c| is_code_point(c)));
            }
        }
        chars.extend(SAMPLE_CHARS);
        chars.extend(AWKWARD);
        chars.extend("az09+-_.:,".chars().map(u32::from));
        chars.sort();
        chars.dedup();
        Pool { ints, pieces: strs, chars }
    }

    fn pick<'a, T>(rng: &mut Rng, from: &'a [T]) -> Option<&'a T> {
        (!from.is_empty()).then(|| &from[(rng.next() % from.len() as u64) as usize])
    }

    fn value(&self, rng: &mut Rng, alphabet: &[u32], var: &Var) -> Value {
        match var.ty {
            Type::Bool => Value::Bool(rng.next() % 2 == 0),
            Type::Str => Value::str_of(self.str(rng, alphabet)),
            Type::Float => cfg_frontend::value::random_float(&mut || rng.next()),
            Type::Complex => cfg_frontend::value::random_complex(&mut || rng.next()),
            Type::Tuple | Type::List(_) => {
                let n = rng.next() % 5;
                let bools = var.ty == Type::List(Elem::Bool);
                let items = (0..n).map(|_| if bools { BigInt::from(rng.next() % 2) } else { self.int(rng, var.range.as_ref()) }).collect();
                Value::sequence(var.ty, items)
            }
            _ => Value::Int(self.int(rng, var.range.as_ref())),
        }
    }

    fn int(&self, rng: &mut Rng, range: Option<&(BigInt, BigInt)>) -> BigInt {
        let small = |rng: &mut Rng| BigInt::from((rng.next() % 20) as i64 - 4);
        let i = match rng.next() % 10 {
            0..=3 => small(rng),
            4..=6 => match Pool::pick(rng, &self.ints) {
                Some(k) => k + (rng.next() % 3) as i64 - 1,
                None => small(rng),
            },
            7 => match Pool::pick(rng, &self.ints) {
                Some(k) => -k,
                None => small(rng),
            },
            8 => BigInt::from((rng.next() % 2001) as i64 - 1000),
            _ => BigInt::from(rng.next() as i64),
        };
        match range {
            // C's integers: a value of the type (the edges of its range too).
            Some((lo, hi)) => match rng.next() % 8 {
                0 => lo.clone(),
                1 => hi.clone(),
                _ if &i < lo || &i > hi => lo + BigInt::from(i.magnitude() % (hi - lo + 1u32).magnitude()),
                _ => i,
            },
            None => i,
        }
    }

    /// The characters of one run's strs: a few, so that the strs of a run share
    /// characters, repeat them and overlap (`'aa'` in `'aaa'`); now and then any.
    fn alphabet(&self, rng: &mut Rng) -> Vec<u32> {
        if rng.next() % 5 == 0 {
            return self.chars.clone();
        }
        let n = 1 + rng.next() % 3;
        (0..n).map(|_| *Pool::pick(rng, &self.chars).expect("chars")).collect()
    }

    fn str(&self, rng: &mut Rng, alphabet: &[u32]) -> Vec<u32> {
        // Up to `most` characters (at least one).
        let chars = |rng: &mut Rng, most: u64| -> Vec<u32> {
            let n = 1 + rng.next() % most;
            (0..n).map(|_| *Pool::pick(rng, alphabet).expect("an alphabet")).collect()
        };
        let piece = |rng: &mut Rng| Pool::pick(rng, &self.pieces).cloned().unwrap_or_default();
        match rng.next() % 10 {
            0 => Vec::new(),
            1 => piece(rng),
            // A piece with characters before or after it, or cut short.
            2 => {
                let mut s = piece(rng);
                match rng.next() % 3 {
                    0 => s.extend(chars(rng, 3)),
                    1 => s.splice(0..0, chars(rng, 3)).for_each(drop),
                    _ => s.truncate((rng.next() % (s.len() as u64 + 1)) as usize),
                }
                s
            }
            // Pieces joined: `'24:00'` from `'24'`, `':'` and `'0'`.
            3 | 4 => (0..2 + rng.next() % 3).flat_map(|_| piece(rng)).collect(),
            // Digits as int() reads them: signs, spaces, underscores, leading zeros.
            5 => {
                let mut s: Vec<u32> = Vec::new();
                if rng.next() % 4 == 0 {
                    s.push(' ' as u32);
                }
                if rng.next() % 3 == 0 {
                    s.push(if rng.next() % 2 == 0 { '-' } else { '+' } as u32);
                }
                s.extend((rng.next() % 1000).to_string().chars().map(u32::from));
                if rng.next() % 6 == 0 {
                    s.push(['_', ' ', 'x', '²'][(rng.next() % 4) as usize] as u32);
                }
                s
            }
            n => chars(rng, 2 * n - 8),
        }
    }
}

/// `i` as a character, when it is one Python's strs can hold (not a surrogate, which
/// the interpreter's literals cannot hold either).
fn code_point(i: &BigInt) -> Option<u32> {
    i.to_u32().filter(|&c| is_code_point(c))
}

fn is_code_point(c: u32) -> bool {
    c <= MAX_CODE_POINT && !(0xD800..0xE000).contains(&c)
}
