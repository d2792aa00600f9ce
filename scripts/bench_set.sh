#!/usr/bin/env bash
# Side-by-side benchmark (not a test) of the SET baseline and minimax, in one run:
#  - n sequential independent ifs (n = 1..16; the book's interpreter needs ~155 s for
#    n = 10 on this kind of machine, with 3*2^n - 1 nodes), and
#  - the book's find with symbolic inputs, unrolled 2, 4, 8 and 16 times.
# Prints a Markdown table: program, engine, verdict, tree nodes, solver checks, seconds.
#   scripts/bench_set.sh [MAX_N]      (default 16)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/setup-z3.sh" >/dev/null
cargo build --release --quiet --manifest-path "$root/Cargo.toml" --bin tracer
bin="$root/target/release/tracer"
out="$(mktemp -d)"
max="${1:-16}"
row() { # label, json
  python3 - "$1" "$2" <<'PY'
import json, sys
label, text = sys.argv[1], sys.argv[2]
r = json.loads(text)
s = r["statistics"]
print(f"| {label} | {r['verdict']} | {s['nodes']} | {s['solver_checks']} | {r['wall_seconds']:.3f} |")
PY
}
echo "| program | engine | verdict | nodes | solver checks | seconds |"
echo "|---|---|---|---|---|---|"
for n in $(seq 1 "$max"); do
  f="$out/ifs_$n.py"
  python3 "$root/scripts/gen_ifs.py" "$n" > "$f"
  row "ifs n=$n | set" "$("$bin" check "$f" --engine set --json || true)"
  row "ifs n=$n | minimax" "$("$bin" check "$f" --json || true)"
done
for k in 2 4 8 16; do
  row "find unroll $k | set" "$("$bin" check "$root/benchmarks/minipy/find.py" --engine set --unroll "$k" --json || true)"
done
row "find | minimax" "$("$bin" check "$root/benchmarks/minipy/find.py" --json || true)"
row "find_invariant | set" "$("$bin" check "$root/benchmarks/minipy/find_invariant.py" --engine set --json || true)"
rm -rf "$out"
