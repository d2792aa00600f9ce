//! CPython is the oracle of tracer's str functions (`cfg_frontend::str_ops`, which
//! the interpreter, the CFG executor and constant folding share): every function on
//! random strings (ASCII, and the characters where Python's Unicode rules surprise:
//! `ß`, `²`, `\xa0`, `\x1c`, `İ`, `Σ`, ligatures, characters beyond the BMP, random
//! code points) is computed by both, and they must agree on every case, value or
//! exception.

mod common;

use cfg_frontend::str_ops::{apply, Class, Ends, Justify, StrFn};
use cfg_frontend::value::{Value, SAMPLE_CHARS};
use std::io::Write;
use std::process::{Command, Stdio};

/// Characters the strings are drawn from, beside random code points.
const AWKWARD: &[u32] = &[0x3A3, 0x3C3, 0x3C2, 0x130, 0x131, 0x345, 0x2B0, 0x1C5, 0x1F1, 0x660, 0x663, 0xBD, 0x2160, 0x85, 0x2028, 0x3000, 0x5F, 0x2B, 0x2D, 0x27, 0x130, 0x1E9E];

fn random_str(rng: &mut common::Rng) -> Vec<u32> {
    let n = rng.below(7);
    (0..n)
        .map(|_| match rng.below(10) {
            0..=4 => SAMPLE_CHARS[rng.below(SAMPLE_CHARS.len() as u64) as usize],
            5..=7 => AWKWARD[rng.below(AWKWARD.len() as u64) as usize],
            8 => 0x30 + rng.below(10) as u32,
            // Any code point but a surrogate (the JSON in between cannot hold one).
            _ => loop {
                let c = rng.below(0x110000) as u32;
                if !(0xD800..0xE000).contains(&c) {
                    break c;
                }
            },
        })
        .collect()
}

/// A Python literal of the string.
fn literal(s: &[u32]) -> String {
    Value::str_of(s.to_vec()).to_string()
}

const FUNCTIONS: &[StrFn] = &[
    StrFn::Upper,
    StrFn::Lower,
    StrFn::Swapcase,
    StrFn::Title,
    StrFn::Capitalize,
    StrFn::Is(Class::Space),
    StrFn::Is(Class::Alpha),
    StrFn::Is(Class::Decimal),
    StrFn::Is(Class::Digit),
    StrFn::Is(Class::Numeric),
    StrFn::Is(Class::Alnum),
    StrFn::IsUpper,
    StrFn::IsLower,
    StrFn::IsAscii,
    StrFn::Strip(Ends::Both),
    StrFn::Strip(Ends::Left),
    StrFn::Strip(Ends::Right),
    StrFn::Find,
    StrFn::RFind,
    StrFn::Count,
    StrFn::Replace,
    StrFn::Justify(Justify::Left),
    StrFn::Justify(Justify::Right),
    StrFn::Justify(Justify::Center),
    StrFn::Zfill,
    StrFn::RemovePrefix,
    StrFn::RemoveSuffix,
    StrFn::FromInt,
    StrFn::ToInt,
    StrFn::Less,
    StrFn::Repeat,
    StrFn::Radix(2),
    StrFn::Radix(8),
    StrFn::Radix(16),
];

/// One case: the Python expression and tracer's arguments.
fn case(rng: &mut common::Rng, f: StrFn) -> (String, Vec<Value>) {
    let s = random_str(rng);
    let t = if rng.below(3) == 0 && !s.is_empty() { s[rng.below(s.len() as u64) as usize..].to_vec() } else { random_str(rng) };
    let n = rng.range(-3, 9);
    let (sv, tv) = (Value::str_of(s.clone()), Value::str_of(t.clone()));
    let (ls, lt) = (literal(&s), literal(&t));
    match f {
        StrFn::Strip(_) if rng.below(2) == 0 => (format!("{ls}.{}({lt})", f.name()), vec![sv, tv]),
        StrFn::Find | StrFn::RFind | StrFn::Count => match rng.below(3) {
            0 => (format!("{ls}.{}({lt})", f.name()), vec![sv, tv]),
            1 => (format!("{ls}.{}({lt}, {n})", f.name()), vec![sv, tv, Value::int(n)]),
            _ => {
                let m = rng.range(-4, 9);
                (format!("{ls}.{}({lt}, {n}, {m})", f.name()), vec![sv, tv, Value::int(n), Value::int(m)])
            }
        },
        StrFn::Replace => {
            let u = random_str(rng);
            let lu = literal(&u);
            if rng.below(2) == 0 {
                (format!("{ls}.replace({lt}, {lu})"), vec![sv, tv, Value::str_of(u)])
            } else {
                (format!("{ls}.replace({lt}, {lu}, {n})"), vec![sv, tv, Value::str_of(u), Value::int(n)])
            }
        }
        StrFn::Justify(_) => {
            let fill: Vec<u32> = random_str(rng).into_iter().take(1 + rng.below(2) as usize).collect();
            (format!("{ls}.{}({n}, {})", f.name(), literal(&fill)), vec![sv, Value::int(n), Value::str_of(fill)])
        }
        StrFn::Zfill => (format!("{ls}.zfill({n})"), vec![sv, Value::int(n)]),
        StrFn::RemovePrefix | StrFn::RemoveSuffix => (format!("{ls}.{}({lt})", f.name()), vec![sv, tv]),
        StrFn::FromInt => {
            let i = common::Rng::int(rng);
            (format!("str({i})"), vec![Value::Int(i)])
        }
        StrFn::ToInt => {
            // Mostly strings that look like ints.
            let text: Vec<u32> = if rng.below(2) == 0 {
                let mut v: Vec<u32> = format!("{}{}", [" ", "", "-", "+", "\u{a0}"][rng.below(5) as usize], rng.range(-5, 100_000)).chars().map(u32::from).collect();
                if rng.below(3) == 0 && v.len() > 2 {
                    v.insert(2, '_' as u32);
                }
                if rng.below(3) == 0 {
                    v.extend(random_str(rng).into_iter().take(1));
                }
                v
            } else {
                s
            };
            (format!("int({})", literal(&text)), vec![Value::str_of(text)])
        }
        StrFn::Less => (format!("{ls} < {lt}"), vec![sv, tv]),
        StrFn::Radix(_) => {
            let i = common::Rng::int(rng);
            (format!("{}({i})", f.name()), vec![Value::Int(i)])
        }
        StrFn::Repeat => (format!("{ls} * {n}"), vec![sv, Value::int(n)]),
        _ => (format!("{ls}.{}()", f.name()), vec![sv]),
    }
}

/// tracer's answer in the oracle's terms: code points, an int, a bool or the
/// exception's name.
fn ours(f: StrFn, args: &[Value]) -> serde_json::Value {
    match apply(f, args) {
        Ok(Value::Str(s)) => serde_json::json!({"str": s.to_vec()}),
        Ok(Value::Int(i)) => serde_json::json!({"int": i.to_string()}),
        Ok(Value::Bool(b)) => serde_json::json!({"bool": b}),
        Ok(other) => panic!("a str function gave {other:?}"),
        Err(kind) => serde_json::json!({"raise": kind.name()}),
    }
}

const ORACLE: &str = r#"
import json, sys
for line in sys.stdin:
    try:
        v = eval(line)
        if isinstance(v, bool):
            out = {"bool": v}
        elif isinstance(v, int):
            out = {"int": str(v)}
        else:
            out = {"str": [ord(c) for c in v]}
    except Exception as e:
        out = {"raise": type(e).__name__}
    print(json.dumps(out))
"#;

#[test]
fn str_functions_agree_with_cpython_on_random_strings() {
    let mut rng = common::Rng::new(2026);
    let mut cases = Vec::new();
    for _ in 0..600 {
        for &f in FUNCTIONS {
            cases.push((f, case(&mut rng, f)));
        }
    }
    let mut child = Command::new("python3")
        .args(["-c", ORACLE])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("python3 must be installed: CPython is the oracle");
    // Written from a thread of its own: the oracle's answers fill its pipe while the
    // cases are still being written.
    let mut stdin = child.stdin.take().expect("stdin");
    let text: String = cases.iter().map(|(_, (expr, _))| format!("{expr}\n")).collect();
    let writer = std::thread::spawn(move || stdin.write_all(text.as_bytes()).expect("write the cases"));
    let out = child.wait_with_output().expect("python3 ran");
    writer.join().expect("the cases are written");
    let answers: Vec<serde_json::Value> = String::from_utf8(out.stdout).expect("utf-8").lines().map(|l| serde_json::from_str(l).expect("JSON")).collect();
    assert_eq!(answers.len(), cases.len(), "one answer per case");
    let mut wrong = Vec::new();
    for ((f, (expr, args)), cpython) in cases.iter().zip(&answers) {
        let mine = ours(*f, args);
        if &mine != cpython {
            wrong.push(format!("{expr}: CPython {cpython}, tracer {mine}"));
        }
    }
    eprintln!("{} cases, {} disagreements", cases.len(), wrong.len());
    assert!(wrong.is_empty(), "{} of {} cases disagree:\n{}", wrong.len(), cases.len(), wrong.iter().take(30).cloned().collect::<Vec<_>>().join("\n"));
}
