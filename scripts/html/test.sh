#!/usr/bin/env bash
# Tests `tracer check --html` in a real headless browser: writes the page for a
# safe and an unsafe program and checks what Chromium draws (scripts/html/
# check_page.py, Selenium).
#
#   scripts/html/test.sh [TRACER_DIR]
#
# TRACER_DIR holds the `tracer` binary (default: target/release). Installs Debian's
# chromium and chromium-driver if they are missing (as root), and Selenium (pinned)
# into .selenium/ (pip --target, git-ignored). Exits non-zero on any failure.
set -euo pipefail

SELENIUM_VERSION=4.45.0
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
SELENIUM_DIR="${SELENIUM_DIR:-$ROOT/.selenium}"
TRACER_DIR="$(cd "${1:-$ROOT/target/release}" && pwd)"
PYTHON="${PYTHON:-python3}"

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    if [ "$(id -u)" != 0 ]; then
        echo "test.sh: needs Debian's chromium and chromium-driver: sudo apt-get install chromium chromium-driver" >&2
        exit 2
    fi
    echo "installing chromium and chromium-driver"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null
fi
PYTHON="$PYTHON" "$ROOT/scripts/pip-target.sh" selenium "$SELENIUM_VERSION" "$SELENIUM_DIR"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# One page per program: the node count from --json, then the browser's view.
check() {
    local program="$1" line="$2"; shift 2
    local page="$WORK/$(basename "$program").html"
    local json
    json="$("$TRACER_DIR/tracer" check "$ROOT/$program" --engine minimax --timeout 60 --html "$page" --json "$@" || true)"
    local nodes verdict
    nodes="$(printf '%s' "$json" | "$PYTHON" -c 'import json,sys; print(json.load(sys.stdin)["statistics"]["nodes"])')"
    verdict="$(printf '%s' "$json" | "$PYTHON" -c 'import json,sys; print(json.load(sys.stdin)["verdict"])')"
    local unsafe=()
    [ "$verdict" = UNSAFE ] && unsafe=(--unsafe)
    PYTHONPATH="$SELENIUM_DIR" "$PYTHON" "$ROOT/scripts/html/check_page.py" "$page" --nodes "$nodes" --line "$line" "${unsafe[@]}"
}

check benchmarks/minipy/fig1_unsafe.py 12
check tests/programs/loops/climb_fall.py 10
check tests/programs/c/tcas_like_unsafe.c 55
echo "html: all pages check out"
