#!/usr/bin/env bash
# test.sh: installs missing system packages, then runs every test (XCTest and Swift Testing).
#
# Prerequisites: Swift 6 toolchain; Debian packages are installed by scripts/install-system-packages.sh, PyPI's
#                check-jsonschema by scripts/install-check-jsonschema.sh.
# Usage:         scripts/test.sh [swift test options...]
# Environment:   CI=true makes the tests that read ../shared, and the workflow schema test, fail instead of
#                skipping when ../shared or check-jsonschema is absent.
# Exit status:   swift test's. On failure the failing tests and their recorded issues are listed again at
#                the end, so that the last lines of a long log (all a CI page may show) say what failed.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-system-packages.sh
# check-jsonschema, for the test of the example workflows: when it cannot be installed (offline), that test is
# skipped, or fails under CI=true, rather than every test going unrun.
scripts/install-check-jsonschema.sh || echo "test.sh: check-jsonschema is missing; the workflow schema test skips" \
    "(under CI=true, fails)" >&2
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
swift test "$@" 2>&1 | tee "$log" || status=$?
if (( status != 0 )); then
    echo
    echo "test.sh: swift test failed with status $status. What failed:"
    # Swift Testing marks failures with ✘ (a failed test and each issue it recorded, with file and line);
    # XCTest and the compiler write "error:".
    grep -E '✘|error:' "$log" | tail -n 60 || echo "(no failure lines found: see the full log above)"
fi
exit "$status"
