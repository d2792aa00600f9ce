#!/usr/bin/env bash
# Tests the BenchExec tool-info module scripts/benchexec/tracer.py with
# BenchExec's own checker, benchexec.test_tool_info.
#
#   scripts/benchexec/test.sh [TRACER_DIR]
#
# TRACER_DIR holds the `tracer` binary (default: target/release). Installs
# BenchExec (pinned) into .benchexec/ first if it is not there (pip --target,
# git-ignored). Runs tracer on small C programs for sample outputs, then checks
# what test_tool_info prints: the version, the command lines (property file,
# data model, CPU-time limit, task definitions) and the results it reads from
# the sample outputs. Exits non-zero on any failure.
set -euo pipefail

BENCHEXEC_VERSION=3.35
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BENCHEXEC_DIR="${BENCHEXEC_DIR:-$ROOT/.benchexec}"
TRACER_DIR="$(cd "${1:-$ROOT/target/release}" && pwd)"
PYTHON="${PYTHON:-python3}"

if [ ! -x "$TRACER_DIR/tracer" ]; then
    echo "test.sh: no executable $TRACER_DIR/tracer" >&2
    exit 2
fi

# 1. BenchExec, pinned, installed once.
PYTHON="$PYTHON" "$ROOT/scripts/pip-target.sh" benchexec "$BENCHEXEC_VERSION" "$BENCHEXEC_DIR"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# 2. Sample tasks and tracer outputs.
cat > "$WORK/unreach-call.prp" <<'EOF'
CHECK( init(main()), LTL(G ! call(reach_error())) )
EOF
cat > "$WORK/termination.prp" <<'EOF'
CHECK( init(main()), LTL(F end) )
EOF
cat > "$WORK/safe.c" <<'EOF'
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = x;
  if (x != y) { reach_error(); }
  return 0;
}
EOF
cat > "$WORK/unsafe.c" <<'EOF'
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x == 42) { reach_error(); }
  return 0;
}
EOF
cat > "$WORK/bad.c" <<'EOF'
int main( {
EOF
cat > "$WORK/unsafe.yml" <<'EOF'
format_version: '2.0'
input_files: 'unsafe.c'
properties:
  - property_file: ./unreach-call.prp
    expected_verdict: false
options:
  language: C
  data_model: LP64
EOF

T="$TRACER_DIR/tracer"
set +e
# minimax alone: in the portfolio whichever engine answers first gives the
# statistics, and chc's and set's count no search-tree nodes.
"$T" check "$WORK/safe.c" --spec "$WORK/unreach-call.prp" --stats --engine minimax > "$WORK/out-safe.txt" 2>&1
rc_safe=$?
"$T" check "$WORK/unsafe.c" --spec "$WORK/unreach-call.prp" > "$WORK/out-unsafe.txt" 2>&1
rc_unsafe=$?
"$T" check "$WORK/safe.c" --spec "$WORK/termination.prp" > "$WORK/out-unknown.txt" 2>&1
rc_unknown=$?
"$T" check "$WORK/bad.c" --spec "$WORK/unreach-call.prp" > "$WORK/out-bad.txt" 2>&1
rc_bad=$?
set -e
if [ "$rc_safe $rc_unsafe $rc_unknown $rc_bad" != "0 1 3 2" ]; then
    echo "test.sh: tracer's exit codes on the samples are $rc_safe $rc_unsafe $rc_unknown $rc_bad, expected 0 1 3 2" >&2
    exit 1
fi

# 3. BenchExec's checker. --no-container: loading the module needs no isolation
# (and container mode needs an overlay mount that some machines refuse). A
# relative tool directory, as BenchExec recommends (it warns on absolute paths).
tasks=("$WORK/unsafe.yml")
SHARED="$ROOT/../shared/benchmarks/sv-benchmarks/c"
if [ -f "$SHARED/locks/test_locks_5.yml" ]; then
    tasks+=("$SHARED/locks/test_locks_5.yml")
fi
set +e
(cd "$WORK" && PYTHONPATH="$ROOT:$BENCHEXEC_DIR${PYTHONPATH:+:$PYTHONPATH}" NO_COLOR=1 \
    "$PYTHON" -m benchexec.test_tool_info scripts.benchexec.tracer \
    --no-container --tool-directory "$(realpath --relative-to="$WORK" "$TRACER_DIR")" \
    --task-definition "${tasks[@]}" \
    --tool-output out-safe.txt out-unsafe.txt out-unknown.txt out-bad.txt) \
    > "$WORK/report.txt" 2>&1
rc=$?
set -e
cat "$WORK/report.txt"
if [ $rc -ne 0 ]; then
    echo "test.sh: benchexec.test_tool_info exited with $rc" >&2
    exit 1
fi

# 4. What the report must say. The report quotes values as “...” (one line
# each, or on the line after a description ending in a colon).
failures=0
expect() { # DESCRIPTION REGEX: the report must have a line matching REGEX
    if grep -Eq -- "$2" "$WORK/report.txt"; then
        echo "ok: $1"
    else
        echo "FAILED: $1 (no line matching /$2/)" >&2
        failures=$((failures + 1))
    fi
}
flat="$(tr '\n' ' ' < "$WORK/report.txt")"
expect_result() { # FILE RESULT
    if grep -Fq -- "tool output in “$1”: “$2”" <<< "$(sed -E 's/[[:space:]]+/ /g' <<< "$flat")"; then
        echo "ok: $1 -> $2"
    else
        echo "FAILED: $1 is not read as $2" >&2
        failures=$((failures + 1))
    fi
}
version="$("$T" --version | awk '{print $NF}')"
expect "full module name" "^Full name of tool module: “scripts\.benchexec\.tracer”"
expect "name" "^Name of tool: “tracer”"
expect "version $version" "^Version: “${version//./\\.}”"
expect "minimal command line" "^[[:space:]]*“\['[^']*tracer', 'check', 'INPUT\.FILE'\]”"
expect "options passed after check" "'check', '-SOME_OPTION', 'INPUT\.FILE'"
expect "property file" "'check', '--spec', 'PROPERTY\.PRP', 'INPUT\.FILE'"
expect "CPU-time limit 123 s -> --timeout 117" "'check', '--timeout', '117', 'INPUT\.FILE'"
expect "SV-Benchmarks task (ILP32, 900 s)" "'check', '--int-model', 'ilp32', '--timeout', '855', '--spec', 'PROPERTY\.PRP', 'INPUT\.FILE'"
expect "task definition with LP64" "'--int-model', 'lp64', '--spec', '[^']*unreach-call\.prp', '[^']*unsafe\.c'"
expect "more than one input file refused" "^WARNING: Tool-info module does not support tasks with multiple input files"
if grep -v "multiple input files" "$WORK/report.txt" | grep -q "^WARNING\|^ERROR\|Traceback"; then
    echo "FAILED: unexpected warnings or errors in the report" >&2
    failures=$((failures + 1))
fi
expect_result out-safe.txt "true"
expect_result out-unsafe.txt "false(unreach-call)"
expect_result out-unknown.txt "unknown"
expect_result out-bad.txt "ERROR"

# 5. The statistics and reason columns (get_value_from_output), on the samples.
(cd "$WORK" && PYTHONPATH="$ROOT:$BENCHEXEC_DIR" "$PYTHON" - <<'EOF'
import sys
from benchexec.tools.template import BaseTool2
from scripts.benchexec.tracer import Tool

def output(name):
    with open(name) as f:
        return BaseTool2.RunOutput(f.readlines())

t = Tool()
checks = [
    (t.get_value_from_output(output("out-safe.txt"), "nodes"), lambda v: v is not None and int(v) > 0),
    (t.get_value_from_output(output("out-safe.txt"), "solver checks"), lambda v: v is not None and int(v) >= 0),
    (t.get_value_from_output(output("out-safe.txt"), "reason"), lambda v: v is None),
    (t.get_value_from_output(output("out-unknown.txt"), "reason"), lambda v: v is not None and "termination" in v),
]
bad = [(v, i) for i, (v, ok) in enumerate(checks) if not ok(v)]
if bad:
    print("FAILED: get_value_from_output:", bad, file=sys.stderr)
    sys.exit(1)
print("ok: get_value_from_output (nodes, solver checks, reason)")
EOF
) || failures=$((failures + 1))

if [ $failures -ne 0 ]; then
    echo "test.sh: $failures check(s) failed" >&2
    exit 1
fi
echo "test.sh: the tool-info module passes"
