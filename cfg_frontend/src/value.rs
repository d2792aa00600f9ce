//! Runtime values and Python's semantics for the operations on them. Shared by the
//! concrete interpreter, the CFG executor and constant folding, so that there is one
//! definition of `//`, `%`, indexing and slicing.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{Signed, ToPrimitive, Zero};
use std::fmt;
use std::sync::{Arc, Mutex};

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    Int(BigInt),
    Bool(bool),
    Tuple(Arc<Vec<BigInt>>),
    /// A list object: every copy of this value is the same object, so a change made
    /// through one is seen through all (Python's aliasing). Only the interpreter
    /// changes lists in place; elsewhere a list value is a snapshot of its items.
    List(ListRef),
    /// A `str`: its code points (Python's strings may hold any of `0..=0x10FFFF`,
    /// lone surrogates too, which Rust's `String` cannot).
    Str(Arc<Vec<u32>>),
    /// A `float`, by its bits: equal values here are the same bits (nan is one value,
    /// `-0.0` another than `0.0`); Python's `==` on floats is `float_ops`' `Cmp`.
    Float(u64),
    /// A `complex`: its real and imaginary parts, by their bits.
    Complex(u64, u64),
    None,
}

/// The largest code point a Python `str` may hold.
pub const MAX_CODE_POINT: u32 = 0x10FFFF;

/// A shared, mutable list. Its items are held as `Value`s: ints as ints, bools as
/// the ints 1 and 0 (as the CFG holds them), strs as strs.
#[derive(Clone)]
pub struct ListRef {
    pub items: Arc<Mutex<Vec<Value>>>,
    pub elem: crate::ast::Elem,
    /// A tuple of strs (`Type::StrTuple`): never changed, and never equal to a list.
    pub tuple: bool,
}

impl ListRef {
    pub fn new(items: Vec<BigInt>, bools: bool) -> ListRef {
        let elem = if bools { crate::ast::Elem::Bool } else { crate::ast::Elem::Int };
        ListRef::of_values(items.into_iter().map(Value::Int).collect(), elem)
    }

    /// A list of `elem`s holding `items`, each in the form `stored_item` gives.
    pub fn of_values(items: Vec<Value>, elem: crate::ast::Elem) -> ListRef {
        ListRef { items: Arc::new(Mutex::new(items)), elem, tuple: false }
    }

    /// A tuple of the strs `items`.
    pub fn str_tuple(items: Vec<Value>) -> ListRef {
        ListRef { items: Arc::new(Mutex::new(items)), elem: crate::ast::Elem::Str, tuple: true }
    }

    /// A new list with the same items (`xs.copy()`, `list(xs)`).
    pub fn copy(&self) -> ListRef {
        ListRef::of_values(self.values(), self.elem)
    }

    pub fn bools(&self) -> bool {
        self.elem == crate::ast::Elem::Bool
    }

    /// The items now as the CFG holds them: ints (bools as 1 and 0, floats as
    /// their bits).
    pub fn get(&self) -> Vec<BigInt> {
        self.with(|items| items.iter().map(Value::held_int).collect())
    }

    /// The items now, as held (see the type's doc).
    pub fn values(&self) -> Vec<Value> {
        self.with(|items| items.clone())
    }

    /// Changes the items in place (every name for this list sees it).
    pub fn with<T>(&self, f: impl FnOnce(&mut Vec<Value>) -> T) -> T {
        f(&mut self.items.lock().expect("a list is only locked briefly"))
    }

    /// Whether `self` and `other` are the same object (Python's `is`).
    pub fn same(&self, other: &ListRef) -> bool {
        Arc::ptr_eq(&self.items, &other.items)
    }

    /// `v` as a list of `elem`s holds it.
    pub fn stored_item(v: &Value, elem: crate::ast::Elem) -> Value {
        match (elem, v) {
            (crate::ast::Elem::Str | crate::ast::Elem::Float, v) => v.clone(),
            (_, v) => Value::Int(v.to_int()),
        }
    }
}

/// Lists compare by their items, as Python's `==` does (`[True] == [1]`).
impl PartialEq for ListRef {
    fn eq(&self, other: &ListRef) -> bool {
        self.same(other) || (self.tuple == other.tuple && self.values() == other.values())
    }
}

impl Eq for ListRef {}

impl std::hash::Hash for ListRef {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.values().hash(h)
    }
}

impl fmt::Debug for ListRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "List{:?}", self.values())
    }
}

/// Python's order of two items of one list (ints, or strs by code points).
pub fn item_order(a: &Value, b: &Value) -> std::cmp::Ordering {
    match (a, b) {
        (Value::Str(x), Value::Str(y)) => x.cmp(y),
        _ => a.to_int().cmp(&b.to_int()),
    }
}

impl Value {
    pub fn int(v: impl Into<BigInt>) -> Value {
        Value::Int(v.into())
    }

    pub fn tuple(items: Vec<BigInt>) -> Value {
        Value::Tuple(Arc::new(items))
    }

    /// A `str` of Rust's text.
    pub fn str(text: &str) -> Value {
        Value::Str(Arc::new(text.chars().map(u32::from).collect()))
    }

    pub fn float(x: f64) -> Value {
        Value::Float(x.to_bits())
    }

    pub fn complex((re, im): (f64, f64)) -> Value {
        Value::Complex(re.to_bits(), im.to_bits())
    }

    pub fn as_complex(&self) -> (f64, f64) {
        match self {
            Value::Complex(re, im) => (f64::from_bits(*re), f64::from_bits(*im)),
            other => panic!("type checker guarantees a complex here, found {other:?}"),
        }
    }

    pub fn as_float(&self) -> f64 {
        match self {
            Value::Float(bits) => f64::from_bits(*bits),
            other => panic!("type checker guarantees a float here, found {other:?}"),
        }
    }

    /// A `str` of code points.
    pub fn str_of(points: Vec<u32>) -> Value {
        Value::Str(Arc::new(points))
    }

    /// The type of a value as the type checker names it (a list of bools is a
    /// `list[bool]`; None is the type None).
    pub fn ty(&self) -> crate::ast::Type {
        use crate::ast::Type;
        match self {
            Value::Int(_) => Type::Int,
            Value::Bool(_) => Type::Bool,
            Value::Tuple(_) => Type::Tuple,
            Value::List(l) if l.tuple => Type::StrTuple,
            Value::List(l) => Type::List(l.elem),
            Value::Str(_) => Type::Str,
            Value::Float(_) => Type::Float,
            Value::Complex(..) => Type::Complex,
            Value::None => Type::None,
        }
    }

    pub fn as_str(&self) -> &[u32] {
        match self {
            Value::Str(s) => s,
            other => panic!("type checker guarantees a str here, found {other:?}"),
        }
    }

    /// A new list of `elem`s holding `items` (as `ListRef::stored_item` gives them).
    pub fn list_of(items: Vec<Value>, elem: crate::ast::Elem) -> Value {
        Value::List(ListRef::of_values(items, elem))
    }

    /// The characters of a str, each a str (`list(s)`).
    pub fn chars(s: &[u32]) -> Vec<Value> {
        s.iter().map(|&c| Value::str_of(vec![c])).collect()
    }

    /// A new list object.
    pub fn list(items: Vec<BigInt>, bools: bool) -> Value {
        Value::List(ListRef::new(items, bools))
    }

    /// The value as it is now: a list is copied (a record of a run must not change
    /// when the list does later).
    pub fn snapshot(&self) -> Value {
        match self {
            Value::List(l) => Value::List(l.copy()),
            v => v.clone(),
        }
    }

    /// The items of a tuple or a list (a copy).
    pub fn items(&self) -> Vec<BigInt> {
        match self {
            Value::Tuple(t) => t.to_vec(),
            Value::List(l) => l.get(),
            Value::Str(s) => s.iter().map(|&c| BigInt::from(c)).collect(),
            other => panic!("type checker guarantees a sequence here, found {other:?}"),
        }
    }

    /// An item as a sequence of the CFG holds it: an int (a bool as 1 or 0, a float
    /// as its bits, `ast::Elem::Float`).
    pub fn held_int(&self) -> BigInt {
        match self {
            Value::Float(bits) => BigInt::from(*bits),
            v => v.to_int(),
        }
    }

    /// The items of a tuple, a list or a str as they are held: ints (bools as 1 and
    /// 0, a str's code points), or the strs of a list of strs.
    pub fn held_items(&self) -> Vec<Value> {
        match self {
            Value::List(l) => l.values(),
            other => other.items().into_iter().map(Value::Int).collect(),
        }
    }

    /// A sequence of type `ty` holding `items` as `held_items` gives them.
    pub fn sequence_of(ty: crate::ast::Type, items: Vec<Value>) -> Value {
        match ty {
            crate::ast::Type::List(e @ crate::ast::Elem::Str) => Value::list_of(items, e),
            crate::ast::Type::StrTuple => Value::List(ListRef::str_tuple(items)),
            _ => Value::sequence(ty, items.iter().map(Value::held_int).collect()),
        }
    }

    /// A sequence of type `ty` (a tuple, or a new list) holding `items`.
    pub fn sequence(ty: crate::ast::Type, items: Vec<BigInt>) -> Value {
        match ty {
            crate::ast::Type::List(e @ crate::ast::Elem::Float) => Value::list_of(items.iter().map(|k| Value::Float(crate::float_ops::bits_of(k))).collect(), e),
            crate::ast::Type::List(e) => Value::list(items, e == crate::ast::Elem::Bool),
            // Code points out of range never reach here: every str is made of them.
            crate::ast::Type::Str => Value::str_of(items.iter().map(|c| c.to_u32().unwrap_or(u32::MAX)).collect()),
            _ => Value::tuple(items),
        }
    }

    /// A value as a variable of type `ty` holds it: a sequence given for a list is
    /// made a list (values from outside the interpreter, e.g. a solver's model, are
    /// tuples); a list given where a tuple is expected becomes its items.
    pub fn as_type(self, ty: crate::ast::Type) -> Value {
        match (ty, self) {
            (crate::ast::Type::List(_) | crate::ast::Type::Str, v @ Value::Tuple(_)) => Value::sequence(ty, v.items()),
            (crate::ast::Type::Tuple, v @ (Value::List(_) | Value::Str(_))) => Value::tuple(v.items()),
            (_, v) => v,
        }
    }

    /// Python truthiness.
    pub fn truthy(&self) -> bool {
        match self {
            Value::Int(v) => !v.is_zero(),
            Value::Bool(b) => *b,
            Value::Tuple(t) => !t.is_empty(),
            Value::List(l) => l.with(|items| !items.is_empty()),
            Value::Str(s) => !s.is_empty(),
            Value::Float(bits) => f64::from_bits(*bits) != 0.0,
            Value::Complex(re, im) => f64::from_bits(*re) != 0.0 || f64::from_bits(*im) != 0.0,
            Value::None => false,
        }
    }

    pub fn as_int(&self) -> &BigInt {
        match self {
            Value::Int(v) => v,
            other => panic!("type checker guarantees an int here, found {other:?}"),
        }
    }

    /// An int, or a bool as Python's arithmetic sees it (1 or 0).
    pub fn to_int(&self) -> BigInt {
        match self {
            Value::Bool(b) => BigInt::from(*b as u8),
            other => other.as_int().clone(),
        }
    }

    /// The items of a tuple (borrowed), a list or a str (its code points): what the
    /// CFG and the solver hold for all three.
    pub fn seq(&self) -> std::borrow::Cow<'_, [BigInt]> {
        match self {
            Value::Tuple(t) => std::borrow::Cow::Borrowed(t),
            other => std::borrow::Cow::Owned(other.items()),
        }
    }

    pub fn as_tuple(&self) -> &[BigInt] {
        match self {
            Value::Tuple(t) => t,
            other => panic!("type checker guarantees a tuple here, found {other:?}"),
        }
    }

    pub fn as_bool(&self) -> bool {
        match self {
            Value::Bool(b) => *b,
            other => panic!("type checker guarantees a bool here, found {other:?}"),
        }
    }
}

impl fmt::Display for Value {
    /// Python's `repr`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // CPython reads no decimal literal of more than 4300 digits (sys.
            // int_max_str_digits): a larger int is written in hex, which it reads.
            Value::Int(v) if v.bits() > 13_000 => write!(f, "{}0x{:x}", if v.is_negative() { "-" } else { "" }, v.magnitude()),
            Value::Int(v) => write!(f, "{v}"),
            Value::Bool(true) => f.write_str("True"),
            Value::Bool(false) => f.write_str("False"),
            Value::None => f.write_str("None"),
            Value::Tuple(t) => {
                f.write_str("(")?;
                for (i, v) in t.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{v}")?;
                }
                if t.len() == 1 {
                    f.write_str(",")?;
                }
                f.write_str(")")
            }
            Value::List(l) => {
                let items: Vec<String> = l
                    .values()
                    .iter()
                    .map(|v| if l.bools() { (if v.to_int().is_zero() { "False" } else { "True" }).to_string() } else { v.to_string() })
                    .collect();
                match (l.tuple, items.len()) {
                    (true, 1) => write!(f, "({},)", items[0]),
                    (true, _) => write!(f, "({})", items.join(", ")),
                    _ => write!(f, "[{}]", items.join(", ")),
                }
            }
            Value::Str(s) => f.write_str(&str_literal(s)),
            Value::Float(bits) => f.write_str(&float_literal(f64::from_bits(*bits))),
            Value::Complex(re, im) => write!(f, "complex({}, {})", float_literal(f64::from_bits(*re)), float_literal(f64::from_bits(*im))),
        }
    }
}

/// A Python expression for `x` that CPython reads back bit for bit: its `repr`, or
/// `float('nan')` / `float('inf')` for the values without a literal.
pub fn float_literal(x: f64) -> String {
    match x {
        _ if x.is_nan() => "float('nan')".to_string(),
        _ if x.is_infinite() => format!("{}float('inf')", if x < 0.0 { "-" } else { "" }),
        _ => crate::float_ops::numeric::repr(x),
    }
}

/// Characters random strings are drawn from (the concrete runs of invariant
/// discovery and selftest): ASCII letters, digits, space and punctuation, and the
/// characters where Python's Unicode rules surprise (`'ß'.upper() == 'SS'`,
/// `'²'.isdigit()`, `'\xa0'` and `'\x1c'` are spaces, `'İ'.lower()` is two characters,
/// a ligature, a character beyond the BMP).
pub const SAMPLE_CHARS: &[u32] = &[
    'a' as u32, 'b' as u32, 'z' as u32, 'A' as u32, 'Z' as u32, '0' as u32, '1' as u32, '9' as u32, ' ' as u32, '-' as u32, '_' as u32, '.' as u32,
    '\n' as u32, 0xDF, 0xB2, 0xA0, 0x1C, 0x130, 0xFB01, 0x1F600,
];

/// A random string of at most 5 characters from `SAMPLE_CHARS`, `next` giving the
/// random numbers.
pub fn random_str(next: &mut dyn FnMut() -> u64) -> Value {
    let n = next() % 6;
    Value::str_of((0..n).map(|_| SAMPLE_CHARS[(next() % SAMPLE_CHARS.len() as u64) as usize]).collect())
}

/// A random float, `next` giving the random numbers: half the time one where
/// floats surprise (nan, the infinities, -0.0, the extremes, 0.1, halves, 2**53 + 1
/// rounded), else a small decimal or any bit pattern.
pub fn random_float(next: &mut dyn FnMut() -> u64) -> Value {
    const AWKWARD: &[f64] = &[0.0, -0.0, f64::NAN, f64::INFINITY, f64::NEG_INFINITY, f64::MAX, f64::MIN_POSITIVE, 5e-324, 0.1, 0.5, 1.5, 2.5, -1.0, 1.0, 9007199254740993.0, 1e16, 1e-7];
    Value::float(match next() % 4 {
        0 | 1 => AWKWARD[(next() % AWKWARD.len() as u64) as usize],
        2 => ((next() % 4001) as f64 - 2000.0) / 8.0,
        _ => f64::from_bits(next()),
    })
}

/// A random complex: two random floats.
pub fn random_complex(next: &mut dyn FnMut() -> u64) -> Value {
    let re = random_float(next).as_float();
    let im = random_float(next).as_float();
    Value::complex((re, im))
}

/// A Python literal for the string `s`, as `repr` writes it (quotes and escapes),
/// except that every character outside printable ASCII is escaped: the literal means
/// the same string to CPython, and shows what an awkward character is.
pub fn str_literal(s: &[u32]) -> String {
    let has = |c: char| s.contains(&(c as u32));
    let quote = if has('\'') && !has('"') { '"' } else { '\'' };
    let mut out = String::with_capacity(s.len() + 2);
    out.push(quote);
    for &c in s {
        match char::from_u32(c) {
            Some('\\') => out.push_str("\\\\"),
            Some('\n') => out.push_str("\\n"),
            Some('\r') => out.push_str("\\r"),
            Some('\t') => out.push_str("\\t"),
            Some(ch) if ch == quote => {
                out.push('\\');
                out.push(ch);
            }
            Some(ch) if (' '..='~').contains(&ch) => out.push(ch),
            _ if c <= 0xFF => out.push_str(&format!("\\x{c:02x}")),
            _ if c <= 0xFFFF => out.push_str(&format!("\\u{c:04x}")),
            _ => out.push_str(&format!("\\U{c:08x}")),
        }
    }
    out.push(quote);
    out
}

/// The text of a Python string literal's body between its quotes, escapes read
/// (`\\`, `\'`, `\"`, `\n`, `\r`, `\t`, `\0`, `\xhh`, `\uhhhh`, `\Uhhhhhhhh`): what
/// `str_literal` writes, for values given on the command line.
fn unescape(body: &str) -> Result<Vec<u32>, String> {
    let mut out = Vec::new();
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c as u32);
            continue;
        }
        let hex = |chars: &mut std::str::Chars, n: usize| -> Result<u32, String> {
            let digits: String = chars.by_ref().take(n).collect();
            if digits.len() != n {
                return Err(format!("a \\x, \\u or \\U escape needs {n} hex digits"));
            }
            u32::from_str_radix(&digits, 16).map_err(|_| format!("not hex digits: {digits:?}"))
        };
        let point = match chars.next() {
            Some('n') => 10,
            Some('r') => 13,
            Some('t') => 9,
            Some('0') => 0,
            Some('x') => hex(&mut chars, 2)?,
            Some('u') => hex(&mut chars, 4)?,
            Some('U') => hex(&mut chars, 8)?,
            Some(q @ ('\\' | '\'' | '"')) => q as u32,
            other => return Err(format!("an escape tracer does not read: \\{}", other.map(String::from).unwrap_or_default())),
        };
        if point > MAX_CODE_POINT {
            return Err(format!("{point:#x} is past the last code point"));
        }
        out.push(point);
    }
    Ok(out)
}

/// Why an int operation has no result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArithFailure {
    /// Python raises this exception.
    Raise(crate::ast::ExcKind),
    /// The result would need more than `SHIFT_LIMIT` bits (CPython would try, and
    /// run out of memory); never a verdict, only a limit.
    TooLarge,
}

/// The largest left shift computed; beyond it `ArithFailure::TooLarge`.
pub const SHIFT_LIMIT: u64 = 1 << 16;

/// `a op b` on Python's ints: the one definition shared by the interpreter, the CFG
/// executor and constant folding.
pub fn int_arith(op: crate::ast::ArithOp, a: &BigInt, b: &BigInt) -> Result<BigInt, ArithFailure> {
    use crate::ast::{ArithOp, ExcKind};
    let zero_div = ArithFailure::Raise(ExcKind::ZeroDivisionError);
    Ok(match op {
        ArithOp::Add => a + b,
        ArithOp::Sub => a - b,
        ArithOp::Mul => a * b,
        ArithOp::FloorDiv => floor_div(a, b).ok_or(zero_div)?,
        ArithOp::Mod => py_mod(a, b).ok_or(zero_div)?,
        ArithOp::Div => unreachable!("`/` makes a float: `float_ops::arith` computes it"),
        // num-bigint's bitwise operators use infinite two's complement, as Python.
        ArithOp::BitAnd => a & b,
        ArithOp::BitOr => a | b,
        ArithOp::BitXor => a ^ b,
        ArithOp::Shl | ArithOp::Shr => {
            if b.is_negative() {
                return Err(ArithFailure::Raise(ExcKind::ValueError));
            }
            let n = b.to_u64().unwrap_or(u64::MAX);
            if op == ArithOp::Shr {
                // Floors, like Python: past every bit only the sign is left.
                if n >= a.bits() {
                    return Ok(if a.is_negative() { BigInt::from(-1) } else { BigInt::zero() });
                }
                return Ok(a.div_floor(&(BigInt::from(1) << n)));
            }
            if a.is_zero() {
                return Ok(BigInt::zero());
            }
            if n > SHIFT_LIMIT {
                return Err(ArithFailure::TooLarge);
            }
            a << n
        }
    })
}

/// Floor division as Python does it; `None` for division by zero.
pub fn floor_div(a: &BigInt, b: &BigInt) -> Option<BigInt> {
    if b.is_zero() {
        None
    } else {
        Some(a.div_floor(b))
    }
}

/// Python's `%`: the result takes the sign of the divisor; `None` for modulo by zero.
pub fn py_mod(a: &BigInt, b: &BigInt) -> Option<BigInt> {
    if b.is_zero() {
        None
    } else {
        Some(a.mod_floor(b))
    }
}

/// `t[i]` with Python's negative indices; `None` when out of range (IndexError).
pub fn index<T: Clone>(t: &[T], i: &BigInt) -> Option<T> {
    let len = BigInt::from(t.len());
    let pos = if i.is_negative() { i + &len } else { i.clone() };
    if pos.is_negative() || pos >= len {
        return None;
    }
    pos.to_usize().map(|p| t[p].clone())
}

/// Clamps one slice bound the way CPython does for step 1.
pub fn slice_bound(bound: Option<&BigInt>, len: usize, default: usize) -> usize {
    match bound {
        None => default,
        Some(b) => {
            let len_big = BigInt::from(len);
            let b = if b.is_negative() { b + &len_big } else { b.clone() };
            if b.is_negative() {
                0
            } else if b > len_big {
                len
            } else {
                b.to_usize().expect("bounded by len")
            }
        }
    }
}

/// `t[lo:hi]` with Python's clamping; never fails.
pub fn slice<T: Clone>(t: &[T], lo: Option<&BigInt>, hi: Option<&BigInt>) -> Vec<T> {
    let start = slice_bound(lo, t.len(), 0);
    let stop = slice_bound(hi, t.len(), t.len());
    if start >= stop {
        Vec::new()
    } else {
        t[start..stop].to_vec()
    }
}

/// The value a nondet call of type `ty` returns when given `raw` (the next listed
/// value, if any): ints and bools convert as Python's int()/bool() would, and past
/// the end of the list the value is 0 / False. The shim does the same under CPython.
pub fn nondet_value(ty: crate::ast::Type, raw: Option<&Value>) -> Value {
    match (ty, raw) {
        (crate::ast::Type::Bool, Some(v)) => Value::Bool(v.truthy()),
        (crate::ast::Type::Bool, None) => Value::Bool(false),
        (crate::ast::Type::Str, Some(v @ Value::Str(_))) => v.clone(),
        (crate::ast::Type::Str, _) => Value::str(""),
        (crate::ast::Type::Float, Some(v @ Value::Float(_))) => v.clone(),
        (crate::ast::Type::Float, _) => Value::float(0.0),
        (crate::ast::Type::Complex, Some(v @ Value::Complex(..))) => v.clone(),
        (crate::ast::Type::Complex, _) => Value::complex((0.0, 0.0)),
        (_, Some(Value::Int(i))) => Value::Int(i.clone()),
        (_, Some(Value::Bool(b))) => Value::int(*b as i64),
        (_, _) => Value::int(0),
    }
}

/// A float as `float_literal` writes it (a decimal literal with a point or an
/// exponent, `float('nan')`, `float('inf')`, `-float('inf')`).
fn parse_float_literal(t: &str) -> Option<f64> {
    let (negative, body) = match t.strip_prefix('-') {
        Some(rest) => (true, rest.trim_start()),
        None => (false, t),
    };
    let x = match body {
        "float('nan')" | "float(\"nan\")" => f64::NAN,
        "float('inf')" | "float(\"inf\")" => f64::INFINITY,
        _ if body.contains(['.', 'e', 'E']) && body.chars().all(|c| c.is_ascii_digit() || matches!(c, '.' | 'e' | 'E' | '+' | '-' | '_')) => body.replace('_', "").parse().ok()?,
        _ => return None,
    };
    Some(if negative { -x } else { x })
}

/// Parses a value written as a Python literal: `3`, `-7`, `True`, `(1, -2)`, `()`, `(5,)`.
pub fn parse_literal(text: &str) -> Result<Value, String> {
    let t = text.trim();
    match t {
        "True" => return Ok(Value::Bool(true)),
        "False" => return Ok(Value::Bool(false)),
        "None" => return Ok(Value::None),
        _ => {}
    }
    if let Some(x) = parse_float_literal(t) {
        return Ok(Value::float(x));
    }
    for q in ['\'', '"'] {
        if let Some(body) = t.strip_prefix(q).and_then(|r| r.strip_suffix(q)).filter(|_| t.len() >= 2) {
            return Ok(Value::str_of(unescape(body)?));
        }
    }
    if let Some(inner) = t.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
        let mut items = Vec::new();
        let mut bools = true;
        for v in parse_literal_list(inner)? {
            match v {
                Value::Int(i) => {
                    bools = false;
                    items.push(i)
                }
                Value::Bool(b) => items.push(BigInt::from(b as u8)),
                other => return Err(format!("lists hold ints or bools only, found {other}")),
            }
        }
        return Ok(Value::list(items, bools && !inner.trim().is_empty()));
    }
    if let Some(inner) = t.strip_prefix('(').and_then(|r| r.strip_suffix(')')) {
        let inner = inner.trim();
        if inner.is_empty() {
            return Ok(Value::tuple(Vec::new()));
        }
        let parts: Vec<&str> = inner.split(',').map(str::trim).collect();
        let (parts, trailing) = match parts.split_last() {
            Some((last, rest)) if last.is_empty() => (rest.to_vec(), true),
            _ => (parts, false),
        };
        if parts.len() == 1 && !trailing {
            return parse_literal(parts[0]); // `(3)` is just 3
        }
        let mut items = Vec::new();
        for p in parts {
            match parse_literal(p)? {
                Value::Int(v) => items.push(v),
                other => return Err(format!("tuples hold ints only, found {other}")),
            }
        }
        return Ok(Value::tuple(items));
    }
    let (neg, digits) = match t.strip_prefix('-') {
        Some(rest) => (true, rest.trim()),
        None => (false, t.strip_prefix('+').unwrap_or(t).trim()),
    };
    match crate::parser::parse_int(digits) {
        Some(v) => Ok(Value::Int(if neg { -v } else { v })),
        None => Err(format!("not a value: {text:?} (expected an int, True/False, a tuple like (1, -2) or a list like [1, -2])")),
    }
}

/// Splits a comma-separated list of literals, keeping tuples and strings whole:
/// `1,(2, 3),True,'a, b'`.
pub fn parse_literal_list(text: &str) -> Result<Vec<Value>, String> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut cur = String::new();
    // The quote of the string being read, and whether the last character escaped.
    let (mut quote, mut escaped) = (None::<char>, false);
    for c in text.chars() {
        match (quote, c) {
            (Some(_), _) if escaped => escaped = false,
            (Some(_), '\\') => escaped = true,
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '\'' | '"') => quote = Some(c),
            (None, '(' | '[') => depth += 1,
            (None, ')' | ']') => depth -= 1,
            _ => {}
        }
        if quote.is_some() {
            cur.push(c);
            continue;
        }
        if c == ',' && depth == 0 {
            out.push(parse_literal(&cur)?);
            cur.clear();
        } else {
            cur.push(c);
        }
    }
    if !cur.trim().is_empty() {
        out.push(parse_literal(&cur)?);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn b(v: i64) -> BigInt {
        BigInt::from(v)
    }

    #[test]
    fn python_division_semantics() {
        assert_eq!(floor_div(&b(7), &b(-2)), Some(b(-4)));
        assert_eq!(floor_div(&b(-7), &b(2)), Some(b(-4)));
        assert_eq!(py_mod(&b(7), &b(-2)), Some(b(-1)));
        assert_eq!(py_mod(&b(-7), &b(2)), Some(b(1)));
        assert_eq!(floor_div(&b(1), &b(0)), None);
    }

    #[test]
    fn indexing_and_slicing() {
        let t = vec![b(1), b(2), b(3)];
        assert_eq!(index(&t, &b(-1)), Some(b(3)));
        assert_eq!(index(&t, &b(-4)), None);
        assert_eq!(index(&t, &b(3)), None);
        assert_eq!(slice(&t, Some(&b(-2)), None), vec![b(2), b(3)]);
        assert_eq!(slice(&t, Some(&b(2)), Some(&b(1))), Vec::<BigInt>::new());
        assert_eq!(slice(&t, Some(&b(-10)), Some(&b(10))), t);
    }

    #[test]
    fn string_literals_read_back_what_they_write() {
        for text in ["", "a'b", "a\"b'", "tab\there\n", "\u{df}\u{b2}\u{a0}\u{1c}\u{1F600}", "\\"] {
            let v = Value::str(text);
            assert_eq!(parse_literal(&v.to_string()).unwrap(), v, "{v}");
        }
        assert_eq!(Value::str("it's").to_string(), "\"it's\"");
        assert_eq!(Value::str("\u{df}").to_string(), "'\\xdf'");
        let listed = parse_literal_list("1,'a, b',\"c'\"").unwrap();
        assert_eq!(listed, vec![Value::int(1), Value::str("a, b"), Value::str("c'")]);
    }

    #[test]
    fn literals() {
        assert_eq!(parse_literal("(1, -2)").unwrap(), Value::tuple(vec![b(1), b(-2)]));
        assert_eq!(parse_literal("(5,)").unwrap(), Value::tuple(vec![b(5)]));
        assert_eq!(parse_literal("-7").unwrap(), Value::int(-7));
        assert_eq!(parse_literal_list("1,(2, 3),True").unwrap().len(), 3);
        assert!(parse_literal("x").is_err());
    }
}
