//! Unit tests of the str functions on chosen cases (tests/str_ops.rs holds them to
//! CPython on random ones).

use super::*;

fn s(text: &str) -> Vec<u32> {
    text.chars().map(u32::from).collect()
}

#[test]
fn unicode_as_cpython_reads_it() {
    assert_eq!(upper(&s("ßa")), s("SSA"));
    assert!(is_all(Class::Space, &s("\x1c\u{a0} ")));
    assert!(is_all(Class::Digit, &s("²")) && !is_all(Class::Decimal, &s("²")));
    assert_eq!(to_int(&s("²")), None);
    assert_eq!(to_int(&s(" -1_000 ")), Some(BigInt::from(-1000)));
    assert_eq!(to_int(&s("٣")), Some(BigInt::from(3)));
    assert_eq!(to_int(&s("1__0")), None);
    assert_eq!(lower(&s("AΣ")), s("aς"));
    assert_eq!(lower(&s("Σ")), s("σ"));
    assert_eq!(lower(&s("İ")), s("i\u{307}"));
    assert_eq!(title(&s("hello wORLD")), s("Hello World"));
    assert_eq!(capitalize(&s("hELLO")), s("Hello"));
    assert!(is_upper_str(&s("A1")) && !is_upper_str(&s("1")) && is_lower_str(&s("a1")));
}

#[test]
fn searching_replacing_and_padding() {
    assert_eq!(find(&s("abcabc"), &s("bc"), false), 1);
    assert_eq!(find(&s("abcabc"), &s("bc"), true), 4);
    assert_eq!(find(&s("ab"), &s(""), true), 2);
    assert_eq!(count(&s("aaaa"), &s("aa")), 2);
    assert_eq!(count(&s("abc"), &s("")), 4);
    assert_eq!(replace(&s("ab"), &s(""), &s("-"), None), s("-a-b-"));
    assert_eq!(replace(&s("aaa"), &s("a"), &s("b"), Some(&BigInt::from(2))), s("bba"));
    assert_eq!(justify(&s("ab"), &BigInt::from(5), ' ' as u32, Justify::Center), s("  ab "));
    assert_eq!(justify(&s("a"), &BigInt::from(4), ' ' as u32, Justify::Center), s(" a  "));
    assert_eq!(zfill(&s("-5"), &BigInt::from(4)), s("-005"));
    assert_eq!(strip(&s(" \u{a0}x\x1c"), None, Ends::Both), s("x"));
    assert_eq!(strip(&s("xxaxx"), Some(&s("x")), Ends::Left), s("axx"));
}

#[test]
fn casefold_as_cpython_folds() {
    // CPython's answers (3.11, Unicode 14).
    let cases: &[(&str, &str)] = &[
        ("ßẞ", "ssss"),
        // No final sigma: folding has no context, unlike `lower`.
        ("ΣAΣ", "σaσ"),
        ("ς", "σ"),
        ("İ", "i\u{307}"),
        ("ﬁ", "fi"),
        ("ŉ", "\u{2bc}n"),
        ("ᾈ", "ἀι"),
        ("\u{345}", "ι"),
        // Cherokee folds to its uppercase; `lower` goes the other way.
        ("ꭰᏸ", "ᎠᏰ"),
        ("Ꭰ", "Ꭰ"),
        ("\u{212a}", "k"),
        ("ſ", "s"),
        ("µ", "μ"),
        ("ǅǱ", "ǆǳ"),
        ("\u{10400}\u{1E900}", "\u{10428}\u{1E922}"),
        ("", ""),
    ];
    for (text, folded) in cases {
        assert_eq!(casefold(&s(text)), s(folded), "{text:?}.casefold()");
    }
    assert_eq!(lower(&s("Ꭰ")), s("ꭰ"));
    // A lone surrogate folds to itself.
    assert_eq!(casefold(&[0xD800]), vec![0xD800]);
}

#[test]
fn expandtabs_as_cpython_expands() {
    let cases: &[(&str, i32, &str)] = &[
        ("a\tb", 8, "a       b"),
        ("ab\tc\nx\ty", 4, "ab  c\nx   y"),
        ("a\r\tb", 3, "a\r   b"),
        // Only `\n` and `\r` start a column afresh: not the other line breaks.
        ("a\x0b\tb", 4, "a\x0b  b"),
        ("a\x0c\tb", 4, "a\x0c  b"),
        ("a\x1c\tb", 4, "a\x1c  b"),
        ("a\u{85}\tb", 4, "a\u{85}  b"),
        ("a\u{2028}\tb", 4, "a\u{2028}  b"),
        ("\t\t", 0, ""),
        ("\t\t", -3, ""),
        ("a\tb", 1, "a b"),
        ("\t", i32::MIN, ""),
        // A column is a code point, however wide it prints.
        ("ß\t", 3, "ß  "),
        ("\u{1F600}\t", 4, "\u{1F600}   "),
        ("", 4, ""),
    ];
    for (text, size, expanded) in cases {
        assert_eq!(expand_tabs(&s(text), *size), s(expanded), "{text:?}.expandtabs({size})");
    }
}

#[test]
fn isprintable_as_cpython_reads_it() {
    let printable = ["", " ", "a b", "ß", "\u{1F600}"];
    let not = ["\t", "\n", "\x7f", "\u{a0}", "\u{ad}", "\u{2028}", "\u{3000}", "\u{378}", "\u{e000}", "\u{E0001}", "\u{200b}", "\u{61c}", "a\u{a0}b"];
    for text in printable {
        assert!(is_printable_str(&s(text)), "{text:?}.isprintable()");
    }
    for text in not {
        assert!(!is_printable_str(&s(text)), "not {text:?}.isprintable()");
    }
    assert!(!is_printable_str(&[0xD800]));
}

#[test]
fn istitle_as_cpython_reads_it() {
    let titled = ["A", "ǅ", "ǅa", "Ab Cd", "A1B", "A\u{345}", "Aʰ", "Σα", "ᾈ", "ᾈa", "Ⅰ", "Ⅰⅰ", "Aⅰ", "Ab1"];
    // A combining accent or a modifier letter apostrophe is uncased, and not
    // skipped: the lowercase letter after it follows an uncased character.
    let not = ["", "a", "AB", "ΣΑ", "ǅǅ", "1", "A_b", "A\u{301}b", "A\u{2bc}b", "ﬁ", "ⅰ", "ʰ", " "];
    for text in titled {
        assert!(is_title_str(&s(text)), "{text:?}.istitle()");
    }
    for text in not {
        assert!(!is_title_str(&s(text)), "not {text:?}.istitle()");
    }
    // What `title()` makes of a combining accent, `istitle()` agrees with.
    assert_eq!(title(&s("A\u{301}b")), s("A\u{301}B"));
    assert!(is_title_str(&title(&s("A\u{301}b"))));
}

#[test]
fn isidentifier_as_cpython_reads_it() {
    let yes = [
        "_", "__init__", "def", "None", "a1", "a٣", "ℌ", "ª", "a·", "a\u{387}", "a\u{ff9e}", "℘", "℮", "Ⅰ", "ﬁ", "\u{1D400}", "ǅ", "\u{1885}", "a\u{19da}", "a\u{345}", "a\u{E0100}",
    ];
    // No NFKC normalisation: '²' and '゛' are not XID characters, though the
    // parser's normalisation would make something of them. ZWNJ, ZWJ and the
    // katakana middle dot continue identifiers only from Unicode 15.1 on.
    let no = [
        "", "1a", "a²", "²", "٣", "·", "\u{387}", "\u{37a}", "\u{309b}", "a\u{309b}", "\u{ff9e}", "\u{2e2f}", "a-b", "a b", "\u{19da}", "\u{345}", "\u{fc5e}", "\u{fdfa}", "\u{200c}", "a\u{200c}", "a\u{200d}", "\u{E0100}", "\u{30fb}", "a\u{30fb}", "a\u{ff65}", "$",
    ];
    for text in yes {
        assert!(is_identifier(&s(text)), "{text:?}.isidentifier()");
    }
    for text in no {
        assert!(!is_identifier(&s(text)), "not {text:?}.isidentifier()");
    }
    assert!(!is_identifier(&[0xD800]) && !is_identifier(&[0x61, 0xD800]));
}

#[test]
fn the_new_methods_as_str_fns() {
    use crate::ast::{ExcKind, Type};
    use crate::value::Value;
    let str_of = |text: &str| Value::str_of(s(text));
    for (name, n_args, f, ty) in [
        ("casefold", 0, StrFn::Casefold, Type::Str),
        ("expandtabs", 0, StrFn::ExpandTabs, Type::Str),
        ("expandtabs", 1, StrFn::ExpandTabs, Type::Str),
        ("isprintable", 0, StrFn::IsPrintable, Type::Bool),
        ("istitle", 0, StrFn::IsTitle, Type::Bool),
        ("isidentifier", 0, StrFn::IsIdentifier, Type::Bool),
    ] {
        assert_eq!(StrFn::method(name, n_args), Some(f));
        assert_eq!(f.name(), name);
        assert_eq!(f.result(), ty);
    }
    assert_eq!(StrFn::method("expandtabs", 2), None);
    assert_eq!(StrFn::method("casefold", 1), None);
    assert_eq!(StrFn::method("isidentifier", 1), None);
    assert_eq!(apply(StrFn::ExpandTabs, &[str_of("a\tb")]), Ok(str_of("a       b")));
    assert_eq!(apply(StrFn::ExpandTabs, &[str_of("a\tb"), Value::Bool(true)]), Ok(str_of("a b")));
    assert_eq!(apply(StrFn::ExpandTabs, &[str_of("a\tb"), Value::int(-1)]), Ok(str_of("ab")));
    // The tabsize is a C int, tabs or none.
    assert_eq!(apply(StrFn::ExpandTabs, &[str_of("ab"), Value::int(i64::from(i32::MAX))]), Ok(str_of("ab")));
    assert_eq!(apply(StrFn::ExpandTabs, &[str_of("ab"), Value::int(i64::from(i32::MIN))]), Ok(str_of("ab")));
    assert_eq!(apply(StrFn::ExpandTabs, &[str_of("ab"), Value::int(i64::from(i32::MAX) + 1)]), Err(ExcKind::OverflowError));
    assert_eq!(apply(StrFn::ExpandTabs, &[str_of("ab"), Value::int(i64::from(i32::MIN) - 1)]), Err(ExcKind::OverflowError));
    assert!(EXPANDTABS_TABSIZE.contains(&i64::from(i32::MIN)) && !EXPANDTABS_TABSIZE.contains(&(1 << 31)));
    assert_eq!(apply(StrFn::Casefold, &[str_of("Straße")]), Ok(str_of("strasse")));
    assert_eq!(apply(StrFn::IsIdentifier, &[str_of("def")]), Ok(Value::Bool(true)));
    assert_eq!(apply(StrFn::IsPrintable, &[str_of("")]), Ok(Value::Bool(true)));
    assert_eq!(apply(StrFn::IsTitle, &[str_of("")]), Ok(Value::Bool(false)));
    assert_eq!(method("expandtabs", &[str_of("\t"), Value::int(2)]), Ok(str_of("  ")));
}
