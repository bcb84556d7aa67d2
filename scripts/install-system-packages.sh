#!/usr/bin/env bash
# install-system-packages.sh: installs the Debian packages nib-or-not builds and runs against, when missing.
#
# Prerequisites: Debian or Ubuntu with apt-get; run as root (or with sudo available).
# Usage:         scripts/install-system-packages.sh [--with-valgrind]
#                --with-valgrind also installs valgrind, needed only by scripts/instruction-counts.sh.
# Environment:   NIB_OR_NOT_NO_INSTALL=1 names the missing packages on one line and exits 1 instead of
#                installing them. Does nothing (and needs no root) when everything is present already.
set -euo pipefail

packages=()
have_pc() { pkg-config --exists "$1" 2>/dev/null; }
command -v pkg-config >/dev/null 2>&1 || packages+=(pkg-config)
have_pc jemalloc || packages+=(libjemalloc-dev)
have_pc freetype2 || packages+=(libfreetype-dev)
have_pc fontconfig || packages+=(libfontconfig-dev)
# The system-font stand-ins: DejaVu Sans and Bold are in -core, Oblique and ExtraLight in -extra.
fonts=$(fc-list 2>/dev/null || true)
if ! grep -q 'DejaVuSans-Bold.ttf' <<<"$fonts"; then packages+=(fonts-dejavu-core fontconfig); fi
if ! grep -q 'DejaVuSans-Oblique.ttf' <<<"$fonts" || ! grep -q 'DejaVuSans-ExtraLight.ttf' <<<"$fonts"; then
    packages+=(fonts-dejavu-extra)
fi
# The real toolkits (README, "Real toolkits"): GTK 4 and an X server for it, Qt 6 with QtUiTools and uic.
have_pc gtk4 || packages+=(libgtk-4-dev)
command -v Xvfb >/dev/null 2>&1 || packages+=(xvfb)
have_pc Qt6Widgets || packages+=(qt6-base-dev)
[[ -x /usr/lib/qt6/libexec/uic ]] || packages+=(qt6-base-dev-tools)
have_pc Qt6UiTools || packages+=(qt6-tools-dev)
# strace lets the tests prove that a hostile template makes the reader open no other file.
command -v strace >/dev/null 2>&1 || packages+=(strace)
[[ -x /usr/bin/time ]] || packages+=(time)
# python3 runs the source generator (checked by a test), the nib cross-check and the analysis scripts.
command -v python3 >/dev/null 2>&1 || packages+=(python3 python3-venv)
if [[ "${1:-}" == "--with-valgrind" ]] && ! command -v valgrind >/dev/null 2>&1; then packages+=(valgrind); fi

[[ ${#packages[@]} -eq 0 ]] && exit 0

# NIB_OR_NOT_NO_INSTALL=1 only names what is missing (one line, exit 1), for machines where installing is not wanted.
if [[ "${NIB_OR_NOT_NO_INSTALL:-}" == 1 ]]; then
    echo "nib-or-not: missing system packages: ${packages[*]} (apt-get install -y ${packages[*]})" >&2
    exit 1
fi
echo "nib-or-not: installing missing system packages: ${packages[*]}" >&2
sudo=""
if [[ $(id -u) -ne 0 ]]; then
    command -v sudo >/dev/null 2>&1 || { echo "nib-or-not: need root to install ${packages[*]} (apt-get install -y ${packages[*]})" >&2; exit 1; }
    sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq >&2
$sudo apt-get install -y -qq --no-install-recommends "${packages[@]}" >&2
