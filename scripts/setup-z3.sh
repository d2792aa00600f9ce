#!/usr/bin/env bash
# Installs Z3 5.4 (libz3.so + headers) from the PyPI wheel into .z3/ and writes the
# pkg-config file z3-sys looks for. Idempotent: does nothing when .z3 is complete.
# Why the wheel: Debian's libz3 (4.8.12) does not match the z3 0.22 bindings, and
# building Z3 from source takes 30+ minutes on two cores.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
z3dir="$root/.z3"
version="5.4.0.0"
if [ ! -f "$z3dir/z3/lib/libz3.so" ] || [ ! -f "$z3dir/.version-$version" ]; then
  rm -rf "$z3dir"
  python3 -m pip install --quiet --disable-pip-version-check --no-deps \
    --target "$z3dir" "z3-solver==$version"
  touch "$z3dir/.version-$version"
fi
lib="$z3dir/z3/lib"
inc="$z3dir/z3/include"
[ -f "$lib/libz3.so" ] || { echo "setup-z3: $lib/libz3.so missing after install" >&2; exit 1; }
[ -f "$inc/z3.h" ] || { echo "setup-z3: $inc/z3.h missing after install" >&2; exit 1; }
mkdir -p "$z3dir/pkgconfig"
pc="$z3dir/pkgconfig/z3.pc"
old_pc="$(cat "$pc" 2>/dev/null || true)"
cat > "$pc" <<PC
prefix=$z3dir/z3
libdir=$lib
includedir=$inc

Name: z3
Description: Z3 theorem prover (from the z3-solver $version wheel)
Version: ${version%.0}
Libs: -L\${libdir} -lz3
Cflags: -I\${includedir}
PC
# A build tried before this set-up left z3-sys's probe of the system's Z3 in target/,
# and cargo does not run that probe again when the .pc file appears (its build script
# watches PKG_CONFIG_PATH's value, not the files it names): forget it.
if [ "$old_pc" != "$(cat "$pc")" ] && [ -d "$root/target" ] && command -v cargo >/dev/null; then
  for profile in debug release; do
    [ -d "$root/target/$profile" ] || continue
    flag=(); [ "$profile" = release ] && flag=(--release)
    cargo clean --quiet --manifest-path "$root/Cargo.toml" -p z3-sys "${flag[@]}" 2>/dev/null || true
  done
fi
echo "setup-z3: Z3 $version ready in $z3dir"
