#!/usr/bin/env bash
# Witnesses on a manifest of C tasks (not a test): each task is checked with
# --witness (TIMEOUT seconds, default 10), and each witness written is given to
# `tracer validate`. Prints TSV: task, verdict, witness seconds (the check with the
# witness written), validation (CONFIRMED / REJECTED / ERROR: first line), and a
# summary line at the end.
#   scripts/bench_witness.sh [MANIFEST] [--dir DIR] [--binary B]
# MANIFEST: benchmarks/sv-c.tsv by default (program paths relative to DIR, default
# ../shared/benchmarks); a task's .yml beside its program is used when there is one.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
manifest="$root/benchmarks/sv-c.tsv"
dir="$root/../shared/benchmarks"
bin=""
while [ $# -gt 0 ]; do
  case "$1" in
    --dir) dir="$2"; shift 2 ;;
    --binary) bin="$2"; shift 2 ;;
    *) manifest="$1"; shift ;;
  esac
done
if [ -z "$bin" ]; then
  "$root/scripts/setup-z3.sh" >/dev/null
  cargo build --release --quiet --manifest-path "$root/Cargo.toml" --bin tracer
  bin="$root/target/release/tracer"
fi
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
decided=0; confirmed=0
printf 'task\tverdict\tseconds\tvalidation\n'
while IFS=$'\t' read -r program expected _; do
  case "$program" in ''|'#'*|program) continue ;; esac
  task="$dir/$program"
  yml="${task%.*}.yml"
  [ -f "$yml" ] && task="$yml"
  start=$(date +%s.%N)
  # The whole output first: tracer writes the witness after printing, and a reader
  # that stops at the first line would end it by SIGPIPE before the witness.
  out=$(timeout 300 "$bin" check "$task" --witness "$tmp/w.yml" --timeout "${TIMEOUT:-10}" 2>/dev/null || true)
  verdict=$(head -1 <<<"$out" | cut -d: -f1)
  secs=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }')
  validation="-"
  if [ -f "$tmp/w.yml" ] && { [ "$verdict" = SAFE ] || [ "$verdict" = UNSAFE ]; }; then
    decided=$((decided + 1))
    validation=$("$bin" validate "$tmp/w.yml" "$task" 2>&1 | head -1 | cut -c1-160 || true)
    case "$validation" in CONFIRMED*) confirmed=$((confirmed + 1)) ;; esac
  fi
  rm -f "$tmp/w.yml"
  printf '%s\t%s\t%s\t%s\n' "$program" "$verdict" "$secs" "$validation"
done < "$manifest"
printf '# %d decided, %d witnesses confirmed\n' "$decided" "$confirmed"
