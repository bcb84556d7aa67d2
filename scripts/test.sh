#!/usr/bin/env bash
# test.sh: installs missing system packages, then runs every test (XCTest and Swift Testing).
#
# Prerequisites: Swift 6 toolchain; Debian packages are installed by scripts/install-system-packages.sh.
# Usage:         scripts/test.sh [swift test options...]
# Environment:   none.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-system-packages.sh
exec swift test "$@"
