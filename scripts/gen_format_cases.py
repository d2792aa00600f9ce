#!/usr/bin/env python3
"""Writes the test table of cfg_frontend/src/str_format.rs from the CPython running it.

    python3 scripts/gen_format_cases.py > cfg_frontend/src/str_format_cases.rs

Each case is a value (or a format string and its arguments) and what CPython gives:
the result, or the exception's type. OverflowError, and a successful result longer
than str_format::MAX_WIDTH, are what the module calls `Unsupported`; so are
attribute accesses that CPython gets past. Strings are written with every character
outside printable ASCII, and every backslash, as \\u{hex} (the test decodes them), so
that lone surrogates can be written at all.
"""

import random
import sys

MAX_WIDTH = 1_000_000
RANDOM_FORMATS = 400


def esc(s):
    out = []
    for ch in s:
        if " " <= ch <= "~" and ch != "\\":
            out.append(ch)
        else:
            out.append("\\u{%x}" % ord(ch))
    return "".join(out)


def rust_str(s):
    """A Rust string literal holding esc(s)."""
    return '"' + esc(s).replace("\\", "\\\\").replace('"', '\\"') + '"'


def value_code(v):
    if v is None:
        return "n:"
    if isinstance(v, bool):
        return "b:%d" % v
    if isinstance(v, int):
        # Hex for huge ints: CPython will not write them in decimal.
        return "i:%d" % v if abs(v) < 10**1000 else "i:%s0x%x" % ("-" * (v < 0), abs(v))
    return "s:" + v


def outcome(f, attribute=False, missing_attribute=False):
    """attribute: the format reaches an attribute access; missing_attribute: it may
    reach one, of an attribute no value has."""
    try:
        r = f()
    except OverflowError:
        return "!Unsupported"
    except AttributeError:
        assert attribute or missing_attribute
        return "!Unsupported"
    except (ValueError, IndexError, KeyError, TypeError) as e:
        return "!" + type(e).__name__
    if attribute or len(r) > MAX_WIDTH:
        return "!Unsupported"
    return "=" + r


INTS = [0, 1, -1, 7, -7, 42, -42, 65, 255, -255, 1234, -1234, 98765, 1234567, -9876543210,
        0xD800, 0x10FFFF, 0x110000, 2**31, 2**53 + 1, -(2**53 + 1), 2**63, -(2**64) - 1, 2**64 + 1,
        10**20, 12345678901234567890, 999999999999999999999, 5 * 10**22 + 5 * 10**6, 2**1023,
        2**1024 - 2**970 - 1, 2**1024 - 2**970, -(2**1024), 10**308, -10**308, 10**400,
        ]
BOOLS = [True, False]
STRS = ["", "a", "ab", "hello", "é", "日本", "😀x", "\ud800", "a'b", 'a"b', "'\"", "tab\t\n\r",
        "\x00\x7f\x80", "\u200b\xad", "ß\\", "\U000e0001z", "{}", "\xa0 "]
VALUES = INTS + BOOLS + STRS + [None]

FILLS = ["", "<", ">", "^", "=", "*<", "*>", "*^", "*=", "0<", "0>", "0^", "0=", "é^", "😀>",
         "}<", "{>", "\ud800^", " =", "<<", "=>"]
SIGNS = ["", "+", "-", " "]
TYPES = ["", "b", "c", "d", "o", "x", "X", "n", "e", "E", "f", "F", "g", "G", "%", "s", "r", "q", "\x00"]


def random_spec(rng):
    parts = [rng.choice(FILLS), rng.choice(SIGNS) if rng.random() < 0.4 else "",
             "z" if rng.random() < 0.1 else "", "#" if rng.random() < 0.3 else "",
             "0" if rng.random() < 0.3 else "", rng.choice(["", "", "1", "5", "9", "12", "20", "٣"]),
             rng.choice(["", "", "", ",", "_"]), rng.choice(["", "", "", ".0", ".1", ".2", ".6", ".12", ".30"]),
             rng.choice(TYPES)]
    if rng.random() < 0.08:  # something out of order
        i, j = rng.randrange(len(parts)), rng.randrange(len(parts))
        parts[i], parts[j] = parts[j], parts[i]
    return "".join(parts)


# Specs every value is formatted with.
COMMON_SPECS = ["", "s", "d", ">6", "<6", "^7", "=8", "08", "+", " ", "-", "z", "#", ",", "_", ".3",
                "x", "X", "#x", "#X", "b", "#b", "o", "#o", "c", "n", "e", ".2e", "f", ".2f",
                "g", ".3g", "%", ".1%", "+012,d", "_x", ",x", "*^+#012_x", ",_", "_,", "..2", "2.",
                ".", "5d5", "<<5", "#,", "z.2f", "zd", "0", "00", "05s", "^05", ">05", "\x00", ",\x00",
                "99999999999999999999", ".99999999999999999999", "1000001", ".1000001f", ".2147483648f",
                ".2147483648", ",.2f", "_.3e", "015,.2e", "020_%", "0=12,", "x=+12,", "٣", ".٢f", "😀^9"]

SPECIAL_VALUE_CASES = [
    (2**53 + 1, ".0f"), (2**53 + 3, ".0f"), (2**54 + 2, "f"), (125, ".1e"), (135, ".1e"), (1250000001, ".1e"),
    (9999995, "g"), (9999994, "g"), (9999995, "#g"), (100, "#.1g"), (0, "#g"), (0, "#.0e"), (5, "#.0f"),
    (123456, "#g"), (1234567, "g"), (1234567, "G"), (10**16, "g"), (10**16 + 1, ".17g"), (1, ".0%"),
    (1, "#.0%"), (-5, "=+8.1f"), (2**1023 * 3 // 2, "%"), (10**306 * 2, "010%"), (-(10**308), "0=12,%"),
    (12345678901234567890, "_%"), (1234, "010,"), (1234, "09,"), (1234, "08,"), (1234, "0=8,"), (-1234, "09,"),
    (255, "#011_b"), (255, "#012_b"), (2**40, "_o"), (65, "05c"), (65, "=^5c"), (65, "+c"), (65, "#c"),
    (65, ",c"), (65, "_c"), (65, ".1c"), (65, "zc"), (-1, "c"), (0x110000, "c"), (10**30, "c"), (0xD800, "c"),
    (0x1F600, "^5c"), (10**4300, "x"), (10**4300, "d"), (10**4300 - 1, "n"), (-(10**4299), "d"),
    (10**400, ".2147483648f"), (10**400, "+.2f"), (10**400, ".2x"), (10**400, ".2"),
    ("ab", "05"), ("ab", "^05"), ("ab", ">05"), ("ab", "=5"), ("ab", "+5"), ("ab", "#5"), ("ab", "z5"),
    ("ab", ",5"), ("ab", "_"), ("ab", ".0"), ("ab", ".1"), ("ab", "x<9.1s"), ("abc", "\U0001F600^8.2"),
    ("ab", ".99999999999"), ("ab", "2000000"), (5, "2000000"), (5, ".2000000f"), (5, ".3000000d"),
    (True, ""), (True, "d"), (True, ">5"), (False, "#x"), (True, "c"), (True, "%"), (True, "s"),
    (None, ""), (None, "s"), (None, " "), (None, "\x00"),
]

FORMAT_CASES = [
    ("", []), ("plain", []), ("{{}}", []), ("{{", []), ("}}", []), ("a{{b}}c", []), ("{{{}}}", [5]),
    ("}", []), ("a}b", []), ("{", []), ("a{", []), ("{}}", [1]), ("{}{", [1]), ("}{}", [1]),
    ("{}", [1]), ("{}{}", [1, "x"]), ("{} {}", [1]), ("{}", []), ("{0}{0}", ["ab"]), ("{1}{0}", [1, 2]),
    ("{0}{}", [1, 2]), ("{}{0}", [1, 2]), ("{2}", [1, 2]), ("{0}", [1, 2, 3]), ("{00}", [7]), ("{٠}", ["q"]),
    ("{١٠}", list(range(11))), ("{99999999999999999999}", [1]), ("{name}", [1]), ("{ 0}", [1]), ("{0 }", [1]),
    ("{-1}", [1]), ("{+0}", [1]), ("{0x}", [1]), ("{a.b}", [1]), ("{a[0]}", [1]),
    ("{0[0]}", ["xy"]), ("{0[1]}", ["xy"]), ("{0[2]}", ["xy"]), ("{0[-1]}", ["xy"]), ("{0[a]}", ["xy"]),
    ("{0[]}", ["xy"]), ("{0[0]}", [5]), ("{0[0]}", [True]), ("{0[0]}", [None]), ("{0[a]}", [5]),
    ("{0[0][0]}", ["xy"]), ("{0[0][1]}", ["xy"]), ("{[1]}", ["xy"]), ("{[0]}{[1]}", ["xy", "zw"]),
    ("{0[0}", ["xy"]), ("{0[0]x}", ["xy"]), ("{0[0]x}", [5]), ("{0[}]}", ["xy"]), ("{0[{]}", ["xy"]),
    ("{0[:]}", ["xy"]), ("{0[!]}", ["xy"]), ("{0[٠]}", ["xy"]), ("{0[99999999999999999999]}", ["xy"]),
    ("{0[99999999999999999999x]}", ["xy"]), ("{0[x99999999999999999999]}", ["xy"]), ("{0.}", [1]),
    ("{0.[0]}", [1]), ("{0[0].}", ["xy"]), ("{1.real}", [1]), ("{x.real}", [1]),
    ("{0!s}", [5]), ("{0!r}", [5]), ("{0!a}", [5]), ("{!r}", ["a'b"]), ("{!r}", ['a"b']), ("{!r}", ["'\""]),
    ("{!r}", ["é日\ud800\x7f\u200b\t\\"]), ("{!a}", ["é日\U0001F600\ud800"]), ("{!s}", ["é"]),
    ("{!r}", [True]), ("{!r}", [None]), ("{!a}", [None]), ("{!r:>8}", ["ab"]), ("{!s:d}", [5]),
    ("{!x}", [5]), ("{!}", [5]), ("{!}}", [5]), ("{!}}", []), ("{!r", [5]), ("{!", [5]), ("{!rr}", [5]),
    ("{!r:}", [5]), ("{!\x00}", [5]), ("{!é}", [5]), ("{5!x}", []), ("{0!s}", [10**4300]), ("{}", [10**4300]),
    ("{:}", [5]), ("{:d}", ["a"]), ("{:s}", [5]), ("{:>5}", ["a"]), ("{:05}", [-3]), ("{:,}", [10**9]),
    ("{:{}}", ["a", 5]), ("{:{}}{}", ["a", 5, "b"]), ("{0:{1}}", ["a", 5]), ("{0:{}}", ["a", 5]),
    ("{:{0}}", ["a", 5]), ("{:{}{}}", ["a", ">", 6]), ("{:{}>{}}", ["a", "*", 6]), ("{:{:{}}}", [1, 2, 3]),
    ("{:{{}}}", [5]), ("{:{{>}}5}", [5]), ("{:{!r}}", [5, "x"]), ("{:{[0]}}", ["a", "56"]), ("{:{}", [5, 6]),
    ("{:{}}", ["a"]), ("{:{}}", ["a", None]), ("{:{}}", [None, ""]), ("{:{}}", [None, "s"]),
    ("{:}}", [5]), ("{:{}}}", [5, ""]), ("{0:}}", [5]), ("{:x}{:X}{:o}{:b}", [255, 255, 8, 5]),
    ("{:.2f}", [5]), ("{:.1e}", [1234]), ("{:g}", [100]), ("{:%}", [1]), ("{:c}", [-1]), ("{:c}{", [65]),
    ("{0:c}{1}", [-1]), ("{1}{0:c}", [-1]), ("{:z}", [1]), ("{:=^9}", ["mid"]), ("{:a<}", ["x"]),
    ("{:{}<4}", ["x", "{"]), ("{:{}<4}", ["x", "}"]), ("{{{}}}{{{}}}", [1, 2]), ("{0}{1}{0}", ["a", "b"]),
    ("{0.real}", [5]), ("{.real}", [5]), ("{0[0].x}", ["ab"]), ("{0.real}{", [5]), ("{0[1].x}", ["a"]),
    ("{0[}", ["ab"]), ("{0]}", ["ab"]), ("{{0}}", [1]), ("{0:{1}}", ["a"]), ("{0!r:{1}}", ["a", 5]),
    ("{:{:}}", ["a", ">"]), ("{:{:>3}}", ["a", 5]), ("{:\x00}", [5]), ("{\x00}", [5]), ("{:😀^5}", ["é"]),
]


# Field names with an attribute access, and what to expect where CPython raises
# something later in the string that the module does not get to.
ATTRIBUTE = {"{0.}", "{0.[0]}", "{0[0].}", "{1.real}", "{x.real}", "{a.b}", "{0.real}", "{.real}",
             "{0[0].x}", "{0.real}{", "{0[1].x}"}
FORCED = {"{0.real}{": "!Unsupported"}


# Pieces random format strings are made of: in a field name `.2` is an attribute
# that no value has, so CPython's AttributeError there is where the module gives up.
TOKENS = ["{", "}", "{{", "}}", "{}", "{0}", "{1}", "{2}", "{:", "{0:", "{1:", "{!r}", "{!a:", ":", "!", "!r",
          "!s", "!x", "[0]", "[1]", "[a]", "[", "]", "a", "é", ">", "^", "=", "0", "5", ".2", "f", "d", "x",
          "c", "s", ",", "#", "+", " "]
ARG_POOL = [5, -42, 65, "ab", "é'", True, None, 10**20]


def random_format(rng):
    fmt = "".join(rng.choice(TOKENS) for _ in range(rng.randrange(1, 7)))
    return fmt, [rng.choice(ARG_POOL) for _ in range(rng.randrange(0, 4))]


def main():
    rng = random.Random(20240611)
    value_cases = []
    for v in VALUES:
        for spec in COMMON_SPECS + [random_spec(rng) for _ in range(8)]:
            r = outcome(lambda: format(v, spec))
            if len(r) <= 120:  # keeps the table small: the long ones are digits of huge ints
                value_cases.append((v, spec, r))
    value_cases += [(v, spec, outcome(lambda: format(v, spec))) for v, spec in SPECIAL_VALUE_CASES]

    out = sys.stdout
    out.write("//! Generated by scripts/gen_format_cases.py from CPython %s; do not edit. Regenerate with\n"
              "//! `python3 scripts/gen_format_cases.py > cfg_frontend/src/str_format_cases.rs`.\n"
              "//! Values (`VALUE_CASES` index `VALUES`) are `i:` (decimal, or `0x` hex), `b:`, `s:`\n"
              "//! or `n:`; results `=text` or `!Exception`. Every character outside printable\n"
              "//! ASCII, and every backslash, is written \\u{hex}.\n\n"
              % sys.version.split()[0])
    codes = []  # each value once: VALUE_CASES name them by index
    for v, _, _ in value_cases:
        if value_code(v) not in codes:
            codes.append(value_code(v))
    out.write("pub(super) static VALUES: &[&str] = &[\n")
    for code in codes:
        out.write("    %s,\n" % rust_str(code))
    out.write("];\n\n")
    out.write("pub(super) static VALUE_CASES: &[(usize, &str, &str)] = &[\n")
    for v, spec, r in value_cases:
        out.write("    (%d, %s, %s),\n" % (codes.index(value_code(v)), rust_str(spec), rust_str(r)))
    out.write("];\n\n")
    out.write("pub(super) static FORMAT_CASES: &[(&str, &[&str], &str)] = &[\n")
    for fmt, args in FORMAT_CASES:
        r = FORCED.get(fmt) or outcome(lambda: fmt.format(*args), fmt in ATTRIBUTE)
        out.write("    (%s, &[%s], %s),\n" % (rust_str(fmt), ", ".join(rust_str(value_code(a)) for a in args), rust_str(r)))
    for _ in range(RANDOM_FORMATS):
        fmt, args = random_format(rng)
        r = outcome(lambda: fmt.format(*args), missing_attribute=True)
        out.write("    (%s, &[%s], %s),\n" % (rust_str(fmt), ", ".join(rust_str(value_code(a)) for a in args), rust_str(r)))
    out.write("];\n")
    print("%d value cases, %d format cases" % (len(value_cases), len(FORMAT_CASES) + RANDOM_FORMATS), file=sys.stderr)


if __name__ == "__main__":
    main()
