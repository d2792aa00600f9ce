//! A generator of random minipy programs for the soundness tests: ints, branches,
//! bounded loops, nondet values, assumes, asserts, error() calls, divisions and a
//! tuple (indexing, slicing, concatenation, comparison), and in scripts bit
//! operators, shifts, bools in arithmetic, tuples holding bools, a nested
//! function, None as a value, lists shared by two names and changed through a
//! function, raise with try/except/finally, and a recursive function, so that
//! many of them can fail and some only deep inside a loop.

use super::Rng;

/// The first lines of a generated script: its comment and a `reach_error` whose
/// calls are the violations.
pub const SCRIPT_HEADER: &str = "# Generated for the soundness test.\n\n\ndef reach_error():\n    pass\n\n\n";

/// Appends `text` as a line indented `depth` levels.
pub fn push_line(out: &mut String, depth: usize, text: &str) {
    out.push_str(&"    ".repeat(depth));
    out.push_str(text);
    out.push('\n');
}

pub struct Gen {
    rng: Rng,
    vars: Vec<String>,
    out: String,
    loops: u32,
    /// Also bit operators, shifts and bools in arithmetic (scripts only, so that the
    /// classic programs stay as they were).
    bits: bool,
}

impl Gen {
    pub fn program(seed: u64) -> String {
        let mut g = Gen { rng: Rng::new(seed), vars: vec!["a".into(), "b".into()], out: String::new(), loops: 0, bits: false };
        g.out.push_str("# Generated for the soundness test.\nfrom _sv_verifier import nondet_int, nondet_bool, assume, error\n\n\ndef main(a: int, b: int, t: tuple) -> int:\n");
        g.line(1, "c = 0");
        g.vars.push("c".into());
        let n = 3 + g.rng.below(5);
        for _ in 0..n {
            g.stmt(1, 0);
        }
        g.line(1, "return a + b + c");
        g.out
    }

    /// A script as people write one: module-level code, module variables read by
    /// unannotated functions and written with `global`, SV-COMP's names, a raise
    /// with an f-string message, print.
    pub fn script(seed: u64) -> String {
        let mut g = Gen { rng: Rng::new(seed), vars: vec!["a".into(), "b".into()], out: String::new(), loops: 0, bits: true };
        let limit = g.rng.range(3, 30);
        g.out.push_str(SCRIPT_HEADER);
        g.out.push_str(&format!("LIMIT = {limit}\ntotal = 0\n\n\n"));
        g.out.push_str("def add(x, y):\n    global total\n    total = total + x\n    if x > y:\n        return x - y\n    return y - x\n\n\n");
        g.out.push_str("def order(x, y):\n    return x - y, x > y\n\n\n");
        g.out.push_str("def over(x, y):\n    found = None\n    if x > y:\n        found = x - y\n    return found\n\n\n");
        // A closure reads its outer variables when called, not when defined.
        g.out.push_str("def scaled(x, k):\n    base = x * k\n\n    def plus(y):\n        return base + y + k\n\n    r = plus(1)\n    base = base - 1\n    return r + plus(x)\n\n\n");
        g.out.push_str("def check(v):\n    if v > LIMIT:\n        raise ValueError(f\"{v} is over {LIMIT}\")\n    return v\n\n\n");
        // Lists: changed through a parameter (the caller's list), read back.
        g.out.push_str("def push(stack, v):\n    stack.append(v)\n    return len(stack)\n\n\n");
        g.out.push_str("def top(stack):\n    if not stack:\n        raise IndexError(\"empty\")\n    return stack[-1]\n\n\n");
        g.out.push_str("def count_down(n):\n    if n <= 0:\n        return 0\n    return n + count_down(n - 3)\n\n\n");
        g.line(0, "a = __VERIFIER_nondet_int()");
        g.line(0, "b = __VERIFIER_nondet_int()");
        g.line(0, "c = 0");
        g.line(0, "t = (1, 2)");
        g.line(0, "xs = [a, 3]");
        g.line(0, "ys = xs");
        g.line(0, "zs = []");
        g.vars.push("c".into());
        let n = 3 + g.rng.below(5);
        for _ in 0..n {
            if g.rng.below(3) == 0 {
                g.list_stmt(0);
                continue;
            }
            match g.rng.below(6) {
                0 => {
                    let (v, x, y) = (g.var(), g.atom(), g.atom());
                    g.line(0, &format!("{v} = add({x}, {y})"));
                }
                1 => {
                    let x = g.expr(1);
                    g.line(0, "try:");
                    g.line(1, &format!("c = check({x})"));
                    g.line(0, "except ValueError:");
                    g.line(1, "c = LIMIT");
                }
                2 => {
                    let k = g.rng.range(-5, 40);
                    g.line(0, &format!("if total > {k}:"));
                    g.line(1, "reach_error()");
                }
                3 => {
                    let x = g.atom();
                    g.line(0, &format!("check({x})"));
                }
                4 if g.rng.below(3) == 0 => {
                    let (x, k, v) = (g.atom(), g.small(), g.var());
                    g.line(0, &format!("{v} = scaled({x}, {k})"));
                }
                // None as a value: guarded, or (TypeError) not.
                5 if g.rng.below(2) == 0 => {
                    let (x, y, v) = (g.atom(), g.atom(), g.var());
                    g.line(0, &format!("r = over({x}, {y})"));
                    if g.rng.below(3) == 0 {
                        g.line(0, &format!("{v} = r + 1"));
                    } else {
                        g.line(0, "if r is not None and r < LIMIT:");
                        g.line(1, &format!("{v} = {v} + r"));
                    }
                }
                // A tuple holding a bool, unpacked and indexed.
                4 if g.rng.below(2) == 0 => {
                    let (x, y, v) = (g.atom(), g.atom(), g.var());
                    g.line(0, &format!("d, gt = order({x}, {y})"));
                    g.line(0, &format!("{v} = d * gt + order({y}, {x})[1]"));
                }
                _ => g.stmt(0, 1),
            }
        }
        g.line(0, "print(f\"{a} {b} {c} {total}\")");
        g.out
    }

    fn line(&mut self, depth: usize, text: &str) {
        push_line(&mut self.out, depth, text);
    }

    fn var(&mut self) -> String {
        let i = self.rng.below(self.vars.len() as u64) as usize;
        self.vars[i].clone()
    }

    fn small(&mut self) -> i64 {
        self.rng.range(-3, 6)
    }

    fn atom(&mut self) -> String {
        if self.rng.below(3) == 0 {
            self.small().to_string()
        } else {
            self.var()
        }
    }

    fn expr(&mut self, depth: u32) -> String {
        if depth == 0 || self.rng.below(3) == 0 {
            return self.atom();
        }
        let (l, r) = (self.expr(depth - 1), self.expr(depth - 1));
        if self.bits && self.rng.below(3) == 0 {
            return match self.rng.below(8) {
                0 => format!("({l} & {r})"),
                1 => format!("({l} | {r})"),
                2 => format!("({l} ^ {r})"),
                3 => format!("(~{l})"),
                4 => format!("({l} << ({r} % 4))"),
                // A negative count raises ValueError.
                5 => format!("({l} >> {r})"),
                6 => format!("({l} & {})", [1, 3, 7, -4, -1][self.rng.below(5) as usize]),
                // A bool in arithmetic counts as 0 or 1.
                _ => format!("(({l} < {r}) + {l})"),
            };
        }
        match self.rng.below(7) {
            0 | 1 => format!("({l} + {r})"),
            2 => format!("({l} - {r})"),
            3 => format!("({l} * {})", self.small()),
            4 => format!("({l} // {})", [2, 3, -2][self.rng.below(3) as usize]),
            5 => format!("({l} % {})", [2, 3, -3][self.rng.below(3) as usize]),
            _ => format!("({l} // {r})"),
        }
    }

    fn cond(&mut self) -> String {
        let op = ["<", "<=", ">", ">=", "==", "!="][self.rng.below(6) as usize];
        let (l, r) = (self.expr(1), self.expr(1));
        format!("{l} {op} {r}")
    }

    fn tuple_stmt(&mut self, depth: usize) {
        match self.rng.below(7) {
            0 => {
                // May raise IndexError; negative indices count from the end.
                let (v, i) = (self.var(), self.atom());
                self.line(depth, &format!("{v} = t[{i}]"));
            }
            1 => {
                let (v, k) = (self.var(), self.small());
                self.line(depth, &format!("{v} = len(t) + {k}"));
            }
            2 => {
                let e = self.expr(1);
                self.line(depth, &format!("t = t + ({e},)"));
            }
            3 => {
                let (lo, hi) = (self.atom(), self.atom());
                let slice = ["t[{lo}:{hi}]", "t[{lo}:]", "t[:{hi}]"][self.rng.below(3) as usize].replace("{lo}", &lo).replace("{hi}", &hi);
                self.line(depth, &format!("t = {slice}"));
            }
            4 => {
                let items: Vec<String> = (0..self.rng.below(3)).map(|_| self.rng.range(-2, 3).to_string()).collect();
                let lit = match items.len() {
                    0 => "tuple()".to_string(),
                    1 => format!("({},)", items[0]),
                    _ => format!("({})", items.join(", ")),
                };
                let op = ["==", "!="][self.rng.below(2) as usize];
                self.line(depth, &format!("if t {op} {lit}:"));
                self.line(depth + 1, "error()");
            }
            5 => {
                let k = self.rng.range(0, 4);
                let e = self.expr(1);
                self.line(depth, &format!("if len(t) > {k} and t[{k}] == {e}:"));
                self.line(depth + 1, "error()");
            }
            _ => {
                let n = self.rng.range(2, 9);
                self.line(depth, &format!("assert len(t) < {n} or t[0] != t[-1]"));
            }
        }
    }

    /// A statement over the lists `xs` and `ys` (one list, two names) and `zs` (a
    /// list of its own): changes, reads that may raise IndexError, aliasing checks.
    fn list_stmt(&mut self, depth: usize) {
        let alias = ["xs", "ys"][self.rng.below(2) as usize];
        match self.rng.below(14) {
            0 => {
                let (v, e) = (self.var(), self.expr(1));
                self.line(depth, &format!("{v} = push({alias}, {e})"));
            }
            1 => {
                let v = self.var();
                self.line(depth, &format!("{v} = {alias}.pop()"));
            }
            2 => {
                let (i, e) = (self.atom(), self.expr(1));
                self.line(depth, &format!("{alias}[{i}] = {e}"));
            }
            3 => {
                let (v, i) = (self.var(), self.atom());
                self.line(depth, &format!("{v} = {alias}[{i}] + len(zs)"));
            }
            4 => {
                let e = self.expr(1);
                self.line(depth, &format!("if {e} in {alias}:"));
                self.line(depth + 1, "reach_error()");
            }
            5 => {
                let v = self.var();
                let k = self.rng.range(0, 12);
                self.line(depth, &format!("{v} = sum(ys) + len(xs)"));
                self.line(depth, &format!("assert len(xs) == len(ys) and {v} < {}", 40 + k));
            }
            6 => {
                let v = self.var();
                self.line(depth, "zs = sorted(xs)");
                self.line(depth, &format!("if zs and zs[0] > zs[-1]:"));
                self.line(depth + 1, "reach_error()");
                self.line(depth, &format!("{v} = len(zs)"));
            }
            7 => {
                let v = self.var();
                self.line(depth, "try:");
                self.line(depth + 1, &format!("{v} = top({alias})"));
                self.line(depth, "except IndexError:");
                self.line(depth + 1, &format!("{v} = 0"));
                self.line(depth, "finally:");
                self.line(depth + 1, "c += 1");
            }
            8 => {
                let e = self.expr(1);
                self.line(depth, &format!("{alias} += [{e}]"));
            }
            9 => {
                let (i, e) = (self.atom(), self.expr(1));
                self.line(depth, &format!("{alias}.insert({i}, {e})"));
            }
            10 => {
                let i = self.atom();
                self.line(depth, &format!("del {alias}[{i}]"));
            }
            11 => {
                let k = self.small();
                self.line(depth, &format!("zs = [x * 2 for x in {alias} if x > {k}]"));
                self.line(depth, "assert len(zs) <= len(xs)");
            }
            12 => {
                let v = self.var();
                self.line(depth, &format!("for x in {alias}:"));
                self.line(depth + 1, &format!("{v} = {v} + x"));
            }
            _ => {
                let v = self.var();
                let k = self.rng.range(-2, 9);
                self.line(depth, &format!("{v} = count_down({k})"));
            }
        }
    }

    fn stmt(&mut self, depth: usize, nest: u32) {
        let choice = if nest >= 2 { self.rng.below(6) } else { self.rng.below(12) };
        match choice {
            10 | 11 => self.tuple_stmt(depth),
            0 | 1 => {
                let v = self.var();
                let e = self.expr(2);
                self.line(depth, &format!("{v} = {e}"));
            }
            2 => {
                let v = self.var();
                let e = self.atom();
                self.line(depth, &format!("{v} += {e}"));
            }
            3 => {
                // Half of the asserts are weak, so that some programs are safe.
                let c = if self.rng.below(2) == 0 {
                    self.cond()
                } else {
                    let e = self.expr(1);
                    format!("{e} < {}", self.rng.range(20, 200))
                };
                self.line(depth, &format!("assert {c}"));
            }
            4 => {
                let v = self.var();
                self.line(depth, &format!("{v} = nondet_int()"));
                let (lo, hi) = (self.rng.range(-5, 0), self.rng.range(0, 8));
                self.line(depth, &format!("assume({lo} <= {v} <= {hi})"));
            }
            5 => {
                let (c1, c2) = (self.cond(), self.cond());
                self.line(depth, &format!("if {c1} and {c2}:"));
                self.line(depth + 1, "error()");
            }
            6 | 7 => {
                let c = self.cond();
                self.line(depth, &format!("if {c}:"));
                self.stmt(depth + 1, nest + 1);
                if self.rng.below(2) == 0 {
                    self.line(depth, "else:");
                    self.stmt(depth + 1, nest + 1);
                }
            }
            8 => {
                self.loops += 1;
                let i = format!("i{}", self.loops);
                let k = self.rng.range(1, 6);
                self.line(depth, &format!("for {i} in range({k}):"));
                self.vars.push(i.clone());
                self.stmt(depth + 1, nest + 1);
                self.stmt(depth + 1, nest + 1);
                self.vars.retain(|v| v != &i);
            }
            // A loop whose invariant is relational (`q*x - p*y` stays what it was), with
            // an assertion that is right or off by a little.
            9 if self.rng.below(2) == 0 => {
                self.loops += 1;
                let (x, y) = (format!("x{}", self.loops), format!("y{}", self.loops));
                let (a, b, p, q) = (self.small(), self.small(), self.rng.range(1, 4), self.rng.range(-3, 3));
                self.line(depth, &format!("{x} = {a}"));
                self.line(depth, &format!("{y} = {b}"));
                let guard = if self.rng.below(2) == 0 { "nondet_bool()".to_string() } else { format!("{x} < {}", self.rng.range(0, 30)) };
                self.line(depth, &format!("while {guard}:"));
                self.line(depth + 1, &format!("{x} += {p}"));
                self.line(depth + 1, &format!("{y} += {q}"));
                let off = if self.rng.below(3) == 0 { self.rng.range(1, 2) } else { 0 };
                self.line(depth, &format!("assert {q} * {x} - {p} * {y} == {}", q * a - p * b + off));
            }
            _ => {
                self.loops += 1;
                let k = format!("k{}", self.loops);
                let bound = self.rng.range(1, 12);
                self.line(depth, &format!("{k} = 0"));
                self.line(depth, &format!("while {k} < {bound}:"));
                self.line(depth + 1, &format!("{k} += 1"));
                self.stmt(depth + 1, nest + 1);
                if self.rng.below(2) == 0 {
                    self.line(depth + 1, "if nondet_bool():");
                    self.line(depth + 2, "c += 1");
                }
            }
        }
    }
}
