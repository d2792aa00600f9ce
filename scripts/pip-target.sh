#!/usr/bin/env bash
# Installs a pinned PyPI package into a folder of its own, once (pip --target; the
# folders are git-ignored):   scripts/pip-target.sh PACKAGE VERSION DIR
# Used by the test scripts that need BenchExec or Selenium. PYTHON picks the
# interpreter (default python3).
set -euo pipefail
package="$1" version="$2" dir="$3"
if [ ! -d "$dir/$package-$version.dist-info" ]; then
    echo "installing $package $version into $dir"
    rm -rf "$dir"
    PIP_ROOT_USER_ACTION=ignore "${PYTHON:-python3}" -m pip install --quiet --disable-pip-version-check \
        --target "$dir" "$package==$version"
fi
