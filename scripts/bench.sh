#!/usr/bin/env bash
# bench.sh: the main job. Installs missing system packages, builds the release product and runs the
# default benchmark, which writes a new run folder under results/.
#
# Prerequisites: Swift 6 toolchain; Debian packages are installed by scripts/install-system-packages.sh.
# Usage:         scripts/bench.sh [nib-or-not run options...]   (e.g. --quick, --variants 'code/*')
# Environment:   none.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-system-packages.sh
swift build -c release >&2  # every product: the workers and WebKit's web process extension
exec .build/release/nib-or-not run "$@"
