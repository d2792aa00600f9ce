//! A generator of random scripts over strings for the soundness tests: nondet strs
//! and ints, concatenation, repetition, indexing and slicing (steps too), the str
//! methods, split and join, `sorted`, f-strings, `format` and `repr`, `int()` in
//! try/except, comparisons, `in`, loops over characters and functions on strings, so that runs
//! fail by IndexError, ValueError, an assert or reach_error(), some of them only on
//! characters outside ASCII (`'ß'.upper()` is two characters long).

use super::Rng;
use cfg_frontend::value::Value;

/// The characters nondet strings are made of: the ones the literals below test
/// for, and the ones where Unicode's rules surprise.
const CHARS: &[char] = &['a', 'b', 'A', '1', '7', ':', ',', ' ', '-', 'ß', '\u{a0}', 'İ', '²', '\u{1c}', 'ﬁ', 'Σ'];

/// String literals of the scripts (Python source).
const LITERALS: &[&str] = &["\"a\"", "\"b\"", "\"ab\"", "\"\"", "\"A\"", "\"1\"", "\":\"", "\" \"", "\"ß\"", "\"-7\""];

/// Literals of one character (for `count_in` and the loops).
const CHAR_LITERALS: &[&str] = &["\"a\"", "\"b\"", "\"1\"", "\" \"", "\"ß\""];

/// The string variables and the int variables of a script.
const STRS: &[&str] = &["s", "t", "u"];
const INTS: &[&str] = &["n", "k"];

pub struct StrGen {
    rng: Rng,
    out: String,
    /// Only operations that cannot fail, and errors guarded by facts true of every
    /// string: scripts that are safe, for the engines to prove.
    tame: bool,
}

impl StrGen {
    /// A script reading two nondet strs and a nondet int, then statements over them.
    pub fn script(seed: u64) -> String {
        let mut g = StrGen { rng: Rng::new(seed), out: String::new(), tame: seed % 3 == 2 };
        g.out.push_str(super::gen::SCRIPT_HEADER);
        g.out.push_str("def count_in(s, c):\n    n = 0\n    for ch in s:\n        if ch == c:\n            n += 1\n    return n\n\n\n");
        g.out.push_str("def first_word(s):\n    words = s.split()\n    if not words:\n        return \"\"\n    return words[0]\n\n\n");
        g.out.push_str("def shout(s):\n    if s == \"\":\n        raise ValueError(\"empty\")\n    return s.upper() + \"!\"\n\n\n");
        g.line(0, "s = nondet_str()");
        g.line(0, "t = nondet_str()");
        g.line(0, "n = __VERIFIER_nondet_int()");
        // Bounds make more of the scripts decidable; the runs respect them or stop.
        if g.rng.below(2) == 0 {
            let b = g.rng.range(1, 4);
            g.line(0, &format!("__VERIFIER_assume(len(s) <= {b} and len(t) <= {b})"));
        }
        if g.rng.below(2) == 0 {
            g.line(0, "__VERIFIER_assume(-3 <= n and n <= 6)");
        }
        g.line(0, "k = 0");
        let lit = g.pick(LITERALS);
        g.line(0, &format!("u = {lit}"));
        for _ in 0..3 + g.rng.below(5) {
            g.stmt(0, 0);
        }
        g.line(0, "print(f\"{s!r} {t!r} {u!r} {n} {k}\")");
        g.out
    }

    /// A nondet sequence for a run: the two strs, then ints.
    pub fn nondet(rng: &mut Rng) -> Vec<Value> {
        let mut vals: Vec<Value> = (0..2).map(|_| str_value(rng)).collect();
        vals.push(Value::int(rng.range(-4, 8)));
        vals
    }

    fn line(&mut self, depth: usize, text: &str) {
        super::gen::push_line(&mut self.out, depth, text);
    }

    fn pick(&mut self, from: &[&'static str]) -> &'static str {
        from[self.rng.below(from.len() as u64) as usize]
    }

    fn small(&mut self) -> i64 {
        self.rng.range(-3, 5)
    }

    fn str_atom(&mut self) -> String {
        if self.rng.below(4) == 0 {
            self.pick(LITERALS).to_string()
        } else {
            self.pick(STRS).to_string()
        }
    }

    fn int_atom(&mut self) -> String {
        if self.rng.below(3) == 0 {
            self.small().to_string()
        } else {
            self.pick(INTS).to_string()
        }
    }

    fn str_expr(&mut self, depth: u32) -> String {
        if depth == 0 || self.rng.below(4) == 0 {
            return self.str_atom();
        }
        let a = self.str_expr(depth - 1);
        let mut choice = self.rng.below(22);
        // A tame script indexes no str and calls no function that raises.
        while self.tame && [6, 19].contains(&choice) {
            choice = self.rng.below(22);
        }
        match choice {
            0 | 1 => format!("({a} + {})", self.str_expr(depth - 1)),
            2 => format!("({a} * ({} % 3))", self.int_atom()),
            3 => format!("{a}[{}:{}]", self.int_atom(), self.int_atom()),
            4 => format!("{a}[{}:]", self.int_atom()),
            5 => format!("{a}[::{}]", [-1, 2, -2][self.rng.below(3) as usize]),
            // IndexError where the index is out of range.
            6 => format!("{a}[{}]", self.int_atom()),
            7 => format!("{a}.{}()", self.pick(&["upper", "lower", "strip", "swapcase", "title", "capitalize", "casefold", "lstrip", "rstrip"])),
            8 => format!("{a}.replace({}, {})", self.pick(LITERALS), self.pick(LITERALS)),
            9 => format!("{a}.strip({})", self.pick(&["\"a\"", "\"ab \"", "\"-1\""])),
            10 => format!("{a}.zfill({})", self.int_atom()),
            11 => format!("{a}.{}({}, {})", self.pick(&["center", "ljust", "rjust"]), self.rng.range(0, 6), self.pick(&["\"*\"", "\" \"", "\"ß\""])),
            12 => format!("f\"{{{}}}:{{{}}}\"", self.pick(STRS), self.pick(INTS)),
            13 => format!("\"{{}}-{{!r}}\".format({}, {a})", self.int_atom()),
            14 => format!("str({})", self.int_atom()),
            15 => format!("\"-\".join({a}.split({}))", self.pick(&["\"a\"", "\":\"", "\",\""])),
            16 => format!("\" \".join({a}.split())"),
            17 => format!("{a}.partition(\":\")[{}]", self.rng.range(0, 2)),
            18 => format!("first_word({a})"),
            // ValueError for the empty string.
            19 => format!("shout({a})"),
            20 if self.rng.below(2) == 0 => format!("repr({a})"),
            20 => format!("\"\".join(sorted({a}))"),
            _ => format!("{a}.removeprefix({})", self.pick(LITERALS)),
        }
    }

    fn int_expr(&mut self) -> String {
        let a = self.str_expr(1);
        let mut choice = self.rng.below(10);
        while self.tame && [6, 7].contains(&choice) {
            choice = self.rng.below(10);
        }
        match choice {
            0 | 1 => format!("len({a})"),
            2 => format!("{a}.find({})", self.str_atom()),
            3 => format!("{a}.rfind({})", self.str_atom()),
            4 => format!("{a}.count({})", self.pick(CHAR_LITERALS)),
            5 => format!("count_in({a}, {})", self.pick(CHAR_LITERALS)),
            // IndexError for an empty string.
            6 => format!("ord({a}[0])"),
            // ValueError where the substring is missing.
            7 => format!("{a}.index({})", self.pick(LITERALS)),
            8 => format!("len({a}.split({}))", self.pick(&["\",\"", "\"a\""])),
            _ => format!("{} + {}", self.int_atom(), self.int_atom()),
        }
    }

    fn cond(&mut self) -> String {
        let a = self.str_expr(1);
        match self.rng.below(9) {
            0 => format!("{a} {} {}", self.pick(&["==", "!=", "<", "<=", ">"]), self.str_expr(1)),
            1 => format!("{} in {a}", self.str_atom()),
            2 => format!("{a}.{}({})", self.pick(&["startswith", "endswith"]), self.str_atom()),
            3 => format!("{a}.{}()", self.pick(&["isdigit", "isalpha", "isspace", "isupper", "islower", "isalnum", "isdecimal", "isascii"])),
            4 => format!("len({a}) {} {}", self.pick(&["<", ">", "=="]), self.int_atom()),
            5 => format!("not {a}"),
            6 => format!("{} {} {}", self.int_expr(), self.pick(&["<", "==", ">="]), self.int_atom()),
            7 => self.fact(),
            // ...and claims that fail on some, ASCII or not.
            _ => {
                let claims = [
                    format!("len({a}.upper()) == len({a})"),
                    format!("{a}.lower().upper() == {a}.upper()"),
                    format!("{a}.strip() == {a}"),
                    format!("{a}.isalpha() or {a}.isdigit() or not {a}"),
                    format!("{a}.title().istitle() or {a}.lower() == {a}.upper()"),
                ];
                claims[self.rng.below(claims.len() as u64) as usize].clone()
            }
        }
    }

    /// A fact true of every string (some only if Unicode is modelled in full).
    fn fact(&mut self) -> String {
        let (a, b) = (self.str_expr(1), self.str_atom());
        let facts = [
            format!("len({a} + {b}) == len({a}) + len({b})"),
            format!("{a}[::-1][::-1] == {a}"),
            format!("{b} in {a} + {b}"),
            format!("{a}.count(\"a\") <= len({a})"),
            format!("{a}.upper().upper() == {a}.upper()"),
            format!("{a}.startswith({a}[:2])"),
            format!("len({a}.strip()) <= len({a})"),
            format!("({a} + {b}).startswith({a})"),
            format!("{a} == {a}[:2] + {a}[2:]"),
            format!("len({a}.zfill(3)) >= 3"),
            format!("{a}.find({b}) <= len({a})"),
            format!("({b} in {a}) == ({a}.find({b}) >= 0)"),
            format!("{a}.rfind({b}) >= {a}.find({b})"),
            format!("{a}.find({b}) == -1 or {a}[{a}.find({b}):].startswith({b})"),
            format!("({a} < {b}) != ({a} >= {b})"),
            format!("len({a}.upper()) >= len({a})"),
            format!("len({a} * 2) == 2 * len({a})"),
            "k >= 0 or k == -1 or k < 0".to_string(),
        ];
        facts[self.rng.below(facts.len() as u64) as usize].clone()
    }

    fn stmt(&mut self, depth: usize, nest: u32) {
        let choice = if nest >= 2 { self.rng.below(5) } else { self.rng.below(10) };
        if self.tame && [3, 4, 7].contains(&choice) {
            let fact = self.fact();
            self.line(depth, &format!("if not ({fact}):"));
            self.line(depth + 1, "reach_error()");
            return;
        }
        match choice {
            0 | 1 => {
                let (v, e) = (self.pick(STRS), self.str_expr(2));
                self.line(depth, &format!("{v} = {e}"));
            }
            2 => {
                let (v, e) = (self.pick(INTS), self.int_expr());
                self.line(depth, &format!("{v} = {e}"));
            }
            3 => {
                let c = self.cond();
                self.line(depth, &format!("if {c}:"));
                self.line(depth + 1, "reach_error()");
            }
            4 => {
                let c = self.cond();
                self.line(depth, &format!("assert {c}"));
            }
            5 => {
                let (v, a) = (self.pick(INTS), self.str_expr(1));
                self.line(depth, "try:");
                self.line(depth + 1, &format!("{v} = int({a})"));
                self.line(depth, "except ValueError:");
                self.line(depth + 1, &format!("{v} = -1"));
            }
            6 => {
                let (a, c) = (self.pick(STRS), self.pick(CHAR_LITERALS));
                let test = if self.rng.below(2) == 0 { format!("ch == {c}") } else { format!("ch.{}()", self.pick(&["isdigit", "isupper", "isspace"])) };
                self.line(depth, &format!("for ch in {a}:"));
                self.line(depth + 1, &format!("if {test}:"));
                self.line(depth + 2, "k += 1");
                if self.rng.below(2) == 0 {
                    self.line(depth + 1, "else:");
                    self.line(depth + 2, "u = u + ch");
                }
            }
            7 => {
                let (c1, c2) = (self.cond(), self.cond());
                self.line(depth, &format!("if {c1} and {c2}:"));
                self.line(depth + 1, "reach_error()");
            }
            _ => {
                let c = self.cond();
                self.line(depth, &format!("if {c}:"));
                self.stmt(depth + 1, nest + 1);
                if self.rng.below(2) == 0 {
                    self.line(depth, "else:");
                    self.stmt(depth + 1, nest + 1);
                }
            }
        }
    }
}

/// A short string of `CHARS`, or now and then of any character `value.rs` samples.
fn str_value(rng: &mut Rng) -> Value {
    if rng.below(6) == 0 {
        return cfg_frontend::value::random_str(&mut || rng.next());
    }
    let len = rng.below(5);
    Value::str_of((0..len).map(|_| CHARS[rng.below(CHARS.len() as u64) as usize] as u32).collect())
}
