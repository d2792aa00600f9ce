//! CPython is the oracle of tracer's str functions (`cfg_frontend::str_ops`, which
//! the interpreter, the CFG executor and constant folding share): every function on
//! random strings (ASCII, and the characters where Python's Unicode rules surprise:
//! `ß`, `²`, `\xa0`, `\x1c`, `İ`, `Σ`, ligatures, Cherokee, tabs and line breaks,
//! characters at the edges of XID_Start and XID_Continue, characters beyond the BMP,
//! random code points) is computed by both, and they must agree on every case, value
//! or exception; and the facts the solver is told of each application
//! (`cfg_frontend::str_lemmas`) hold of CPython's values.

mod common;

use cfg_frontend::cfg::exec::try_eval;
use cfg_frontend::cfg::Expr;
use cfg_frontend::str_lemmas::lemmas;
use cfg_frontend::str_ops::{apply, title, Class, Ends, Justify, StrFn};
use cfg_frontend::value::{Value, SAMPLE_CHARS};

/// Characters the strings are drawn from, beside random code points.
const AWKWARD: &[u32] = &[
    0x3A3, 0x3C3, 0x3C2, 0x130, 0x131, 0x345, 0x2B0, 0x1C5, 0x1F1, 0x660, 0x663, 0xBD, 0x2160, 0x85, 0x2028, 0x3000, 0x5F, 0x2B, 0x2D, 0x27, 0x130, 0x1E9E,
    // Tabs and the line breaks `expandtabs` does (\n, \r) and does not (\x0b,
    // \x0c) start a column afresh at.
    0x9, 0x9, 0xD, 0xB, 0xC,
    // Case folding: Cherokee folds to uppercase; the Kelvin sign, long s, micro
    // sign, a Greek titlecase with iota, a Deseret capital.
    0xAB70, 0x13A0, 0x13F8, 0x212A, 0x17F, 0xB5, 0x1F88, 0x10400,
    // Unprintable: a soft hyphen, a zero width space, a private use character,
    // an unassigned one.
    0xAD, 0x200B, 0xE000, 0x378,
    // A combining accent, a modifier apostrophe (neither cased nor skipped by
    // `istitle`).
    0x301, 0x2BC,
];

/// Characters an identifier may or may not hold (XID_Start, XID_Continue only,
/// neither, and the ones NFKC normalisation would change).
const IDENTIFIER_CHARS: &[u32] = &[
    0x61, 0x5A, 0x5F, 0x31, 0x663, 0xB7, 0x387, 0x210C, 0xAA, 0xB2, 0x309B, 0x37A, 0x345, 0x200C, 0x200D, 0xFF9E, 0x2E2F, 0x2118, 0x212E, 0x1885, 0x19DA, 0xFB01,
    0x1D400, 0x30FB, 0xFC5E, 0xE0100, 0x24, 0x2D,
];

/// A string of identifier-like characters (a few random ones), a keyword sometimes.
fn identifier_like(rng: &mut common::Rng) -> Vec<u32> {
    if rng.below(8) == 0 {
        let words = ["def", "None", "if", "_", "__init__", "match"];
        return words[rng.below(words.len() as u64) as usize].chars().map(u32::from).collect();
    }
    let n = rng.below(5);
    (0..n)
        .map(|_| match rng.below(6) {
            0 => random_str(rng).first().copied().unwrap_or('b' as u32),
            _ => IDENTIFIER_CHARS[rng.below(IDENTIFIER_CHARS.len() as u64) as usize],
        })
        .collect()
}

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
    StrFn::IsTitle,
    StrFn::IsPrintable,
    StrFn::IsIdentifier,
    StrFn::Casefold,
    StrFn::ExpandTabs,
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
        StrFn::ExpandTabs => {
            // Tabs in every string, a tabsize mostly small, sometimes none, sometimes at
            // or past the ends of C's int (with no tab to expand: CPython would build
            // a string of 2 GB).
            let mut s = s;
            for _ in 0..1 + rng.below(3) {
                let at = rng.below(s.len() as u64 + 1) as usize;
                s.insert(at, '\t' as u32);
            }
            let sv = Value::str_of(s.clone());
            let ls = literal(&s);
            match rng.below(6) {
                0 => (format!("{ls}.expandtabs()"), vec![sv]),
                1 => {
                    let big = [i64::from(i32::MAX), i64::from(i32::MAX) + 1, i64::from(i32::MIN), i64::from(i32::MIN) - 1, 1 << 40][rng.below(5) as usize];
                    let plain: Vec<u32> = s.into_iter().filter(|&c| c != '\t' as u32).collect();
                    (format!("{}.expandtabs({big})", literal(&plain)), vec![Value::str_of(plain), Value::int(big)])
                }
                _ => (format!("{ls}.expandtabs({n})"), vec![sv, Value::int(n)]),
            }
        }
        StrFn::IsTitle if rng.below(2) == 0 => {
            // Titled strings too (`title()` is checked against CPython on its own).
            let titled = title(&s);
            (format!("{}.istitle()", literal(&titled)), vec![Value::str_of(titled)])
        }
        StrFn::IsIdentifier if rng.below(4) != 0 => {
            let ident = identifier_like(rng);
            (format!("{}.isidentifier()", literal(&ident)), vec![Value::str_of(ident)])
        }
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
            if rng.below(2) == 0 {
                (format!("int({})", literal(&text)), vec![Value::str_of(text)])
            } else {
                // A base: prefixes, letters as digits, base 0's literal rules, bad bases.
                let base = [0, 2, 8, 10, 16, 36, 1, 37, -1, 3][rng.below(10) as usize];
                let text: Vec<u32> = if rng.below(2) == 0 {
                    let body = ["0x1f", "0o17", "0b1_01", " 0X_ff ", "010", "00", "0_0", "zz", "Z9", "1__0", "_1", "0x", "-0b1", "+7e", "\u{663}\u{661}", "\u{a0}1f\u{2003}"][rng.below(16) as usize];
                    body.chars().map(u32::from).collect()
                } else {
                    text
                };
                (format!("int({}, {base})", literal(&text)), vec![Value::str_of(text), Value::int(base)])
            }
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
    let lines = common::python_lines(ORACLE, cases.iter().map(|(_, (expr, _))| expr.clone()).collect());
    let answers: Vec<serde_json::Value> = lines.iter().map(|l| serde_json::from_str(l).expect("JSON")).collect();
    assert_eq!(answers.len(), cases.len(), "one answer per case");
    let mut wrong = Vec::new();
    let mut facts_checked = 0;
    for ((f, (expr, args)), cpython) in cases.iter().zip(&answers) {
        let mine = ours(*f, args);
        if &mine != cpython {
            wrong.push(format!("{expr}: CPython {cpython}, tracer {mine}"));
        } else if cpython.get("raise").is_none() {
            // What the solver is told of every application (str_lemmas) holds of
            // CPython's value.
            let consts: Vec<Expr> = args.iter().map(Expr::from_value).collect();
            for fact in lemmas(*f, &consts) {
                facts_checked += 1;
                let truth = try_eval(&fact, &Vec::new());
                if truth != Some(Value::Bool(true)) {
                    wrong.push(format!("{expr} = {cpython}: the fact {fact:?} is {truth:?}"));
                }
            }
        }
    }
    assert!(facts_checked > 10_000, "the facts of the str functions are checked ({facts_checked})");
    eprintln!("{} cases, {facts_checked} facts, {} disagreements", cases.len(), wrong.len());
    assert!(wrong.is_empty(), "{} of {} cases disagree:\n{}", wrong.len(), cases.len(), wrong.iter().take(30).cloned().collect::<Vec<_>>().join("\n"));
}
