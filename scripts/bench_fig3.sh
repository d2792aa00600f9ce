#!/usr/bin/env bash
# Scaling benchmark (not a test): the TRACER paper's Fig. 3(c) and 3(d) for growing N.
# Prints one CSV row per program: figure, N, verdict, nodes, solver checks, seconds.
#   scripts/bench_fig3.sh [N ...]      (default: 10 20 40 80 160)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/setup-z3.sh" >/dev/null
cargo build --release --quiet --manifest-path "$root/Cargo.toml" --bin tracer
out="$(mktemp -d)"
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(10 20 40 80 160)
echo "figure,N,verdict,nodes,solver_checks,seconds"
for fig in c d; do
  for n in "${sizes[@]}"; do
    f="$out/fig3${fig}_$n.py"
    python3 "$root/scripts/gen_fig3.py" "$fig" "$n" > "$f"
    json=$("$root/target/release/tracer" check "$f" --json --timeout "${TIMEOUT:-120}" || true)
    python3 - "$fig" "$n" "$json" <<'PY'
import json, sys
fig, n, text = sys.argv[1], sys.argv[2], sys.argv[3]
r = json.loads(text)
s = r["statistics"]
print(f"3{fig},{n},{r['verdict']},{s['nodes']},{s['solver_checks']},{r['wall_seconds']:.2f}")
PY
  done
done
rm -rf "$out"
