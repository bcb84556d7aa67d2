#!/usr/bin/env bash
# install-system-packages.sh: installs the Debian packages nib-or-not builds and runs against, when missing,
# then checks that every library the build links can be found by the linker.
#
# Prerequisites: Debian or Ubuntu with apt-get; run as root (or with sudo available).
# Usage:         scripts/install-system-packages.sh [--with-valgrind]
#                --with-valgrind also installs valgrind, needed only by scripts/instruction-counts.sh.
# Environment:   NIB_OR_NOT_NO_INSTALL=1 names the missing packages (or the library that cannot be linked) on
#                one line and exits 1 instead of installing. Does nothing (and needs no root) when everything
#                is present already.
#
# Why a link check: `pkg-config --exists` only proves that a .pc file is there, not that the libraries it
# names are. Qt 6's .pc files name -lQt6OpenGL, whose libQt6OpenGL.so comes from libqt6opengl6-dev, which
# qt6-base-dev only recommends; with --no-install-recommends a fresh machine had every .pc and failed to link.
# So after installing, each -l of `pkg-config --libs` of every pkg-config package Package.swift names is looked
# up as the linker looks it up (the .pc's own -L folders, then the compiler's library search folders), and a
# library that is missing is installed from the Debian package known to provide it.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "nib-or-not: $*" >&2; exit 1; }

apt_install() {
    # NIB_OR_NOT_NO_INSTALL=1 only names what is missing (one line, exit 1), for machines where installing is not wanted.
    if [[ "${NIB_OR_NOT_NO_INSTALL:-}" == 1 ]]; then
        fail "missing system packages: $* (apt-get install -y $*)"
    fi
    echo "nib-or-not: installing missing system packages: $*" >&2
    local sudo=""
    if [[ $(id -u) -ne 0 ]]; then
        command -v sudo >/dev/null 2>&1 || fail "need root to install $* (apt-get install -y $*)"
        sudo="sudo"
    fi
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq >&2
    $sudo apt-get install -y -qq --no-install-recommends "$@" >&2
}

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
# libqt6opengl6-dev: Qt6Widgets.pc names -lQt6OpenGL, which qt6-base-dev only recommends.
have_pc gtk4 || packages+=(libgtk-4-dev)
command -v Xvfb >/dev/null 2>&1 || packages+=(xvfb)
have_pc Qt6Widgets || packages+=(qt6-base-dev libqt6opengl6-dev)
# uic: the build runs it on templates/qt's forms (Plugins/GenerateRows), so QtRow does not build without it.
[[ -x /usr/lib/qt6/libexec/uic ]] || packages+=(qt6-base-dev-tools)
have_pc Qt6UiTools || packages+=(qt6-tools-dev)
# Qt Quick (docs/qml.md): Qt Qml and Qt Quick with qmlcachegen and qmltc (qt6-declarative-dev pulls in its tools),
# their private headers (qt6-declarative-private-dev: qmltc's classes and the C++ row use QQuickText), and the
# QML modules the documents import at run time (QtQuick, which imports QtQml and QtQml.WorkerScript).
have_pc Qt6Quick || packages+=(qt6-declarative-dev)
# qmlcachegen and qmltc (and moc, above with uic): the build runs them on templates/qml's documents
# (Plugins/GenerateRows), so QmlRow does not build without them.
[[ -x /usr/lib/qt6/libexec/qmlcachegen && -x /usr/lib/qt6/bin/qmltc ]] || packages+=(qt6-declarative-dev-tools)
compgen -G "/usr/include/*/qt6/QtQuick/*/QtQuick/private/qquicktext_p.h" >/dev/null || packages+=(qt6-declarative-private-dev)
compgen -G "/usr/lib/*/qt6/qml/QtQuick/qmldir" >/dev/null || packages+=(qml6-module-qtquick)
compgen -G "/usr/lib/*/qt6/qml/QtQml/qmldir" >/dev/null || packages+=(qml6-module-qtqml)
compgen -G "/usr/lib/*/qt6/qml/QtQml/Models/qmldir" >/dev/null || packages+=(qml6-module-qtqml-models)
compgen -G "/usr/lib/*/qt6/qml/QtQml/WorkerScript/qmldir" >/dev/null || packages+=(qml6-module-qtqml-workerscript)
# GNUstep (docs/gnustep.md): Apple's AppKit API with its keyed archives and NSNib, compiled by the toolchain's
# clang against gcc's Objective-C runtime (gobjc brings libobjc's headers); the cairo back end draws under Xvfb.
command -v gnustep-config >/dev/null 2>&1 && [[ -e /usr/include/GNUstep/AppKit/AppKit.h ]] \
    && [[ -d /usr/lib/GNUstep/Bundles/libgnustep-back-029.bundle ]] && [[ -e "$(gcc -print-file-name=include 2>/dev/null)/objc/objc.h" ]] \
    || packages+=(gobjc gnustep-make libgnustep-base-dev libgnustep-gui-dev gnustep-back0.29-cairo gnustep-gui-runtime)
# The web (docs/web.md): Debian's Chromium and its headless shell, driven over the DevTools pipe (no library of
# theirs is linked, so the link check below has nothing of them to check).
[[ -x /usr/lib/chromium/chromium-headless-shell ]] || packages+=(chromium-headless-shell)
[[ -x /usr/lib/chromium/chromium ]] || packages+=(chromium)
# WebKit (docs/web.md): WebKitGTK 6.0 on GTK 4 under the same Xvfb; the -dev package has both pkg-config files, the
# UI process's (webkitgtk-6.0) and the web process extension's (webkitgtk-web-process-extension-6.0), and pulls in
# the library, its WebKitWebProcess and WebKitNetworkProcess, and bubblewrap (which the workers do not use as root).
have_pc webkitgtk-6.0 && have_pc webkitgtk-web-process-extension-6.0 || packages+=(libwebkitgtk-6.0-dev)
# strace lets the tests prove that a hostile template makes the reader open no other file.
command -v strace >/dev/null 2>&1 || packages+=(strace)
[[ -x /usr/bin/time ]] || packages+=(time)
# python3 runs the source generator (checked by a test), the nib cross-check and the analysis scripts.
command -v python3 >/dev/null 2>&1 || packages+=(python3 python3-venv)
# python3-venv (Debian ships ensurepip in it): the virtual environments of PyPI's tools, check-jsonschema for the
# tests (scripts/install-check-jsonschema.sh) and nibarchive for .ci/run.
command -v python3 >/dev/null 2>&1 && ! python3 -c 'import ensurepip' 2>/dev/null && packages+=(python3-venv)
if [[ "${1:-}" == "--with-valgrind" ]] && ! command -v valgrind >/dev/null 2>&1; then packages+=(valgrind); fi

[[ ${#packages[@]} -eq 0 ]] || apt_install "${packages[@]}"

# --- The link check ---------------------------------------------------------------------------------------

# The Debian package that provides each library a .pc file of ours names but its -dev package may not pull in.
provider_of() {
    case "$1" in
        Qt6OpenGL) echo libqt6opengl6-dev ;;
        Qt6OpenGLWidgets) echo libqt6opengl6-dev ;;
        Qt6Widgets | Qt6Gui | Qt6Core | Qt6DBus) echo qt6-base-dev ;;
        Qt6UiTools) echo qt6-tools-dev ;;
        Qt6Quick | Qt6QmlModels | Qt6Qml) echo qt6-declarative-dev ;;
        Qt6Network) echo qt6-base-dev ;;
        GL) echo libgl-dev ;;
        EGL) echo libegl-dev ;;
        OpenGL) echo libopengl-dev ;;
        GLX) echo libglx-dev ;;
        jemalloc) echo libjemalloc-dev ;;
        freetype) echo libfreetype-dev ;;
        fontconfig) echo libfontconfig-dev ;;
        gtk-4) echo libgtk-4-dev ;;
        webkitgtk-6.0) echo libwebkitgtk-6.0-dev ;;
        javascriptcoregtk-6.0) echo libjavascriptcoregtk-6.0-dev ;;
        soup-3.0) echo libsoup-3.0-dev ;;
        glib-2.0 | gobject-2.0 | gio-2.0 | gmodule-2.0) echo libglib2.0-dev ;;
        *) return 1 ;;
    esac
}

# The folders the linker searches by default, as the compiler driver passes them (multiarch folders included).
default_library_dirs() {
    if command -v gcc >/dev/null 2>&1; then
        gcc -print-search-dirs | sed -n 's/^libraries: =//p' | tr ':' '\n'
    fi
    local arch
    arch=$(dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || gcc -dumpmachine 2>/dev/null || true)
    printf '%s\n' "/usr/local/lib" "/lib/$arch" "/usr/lib/$arch" /lib /usr/lib
}

# Prints "PC LIBRARY" for each -l of a pkg-config package that no search folder holds as libLIBRARY.so or .a.
unresolved_libraries() {
    local defaults pc flag dir found
    defaults=$(default_library_dirs)
    # Every pkg-config package the manifest names, as `pkgConfig: "NAME"`.
    for pc in $(sed -n 's/.*pkgConfig: *"\([^"]*\)".*/\1/p' Package.swift); do
        local dirs=() libs=()
        for flag in $(pkg-config --libs "$pc" 2>/dev/null || echo "--missing-pc"); do
            case "$flag" in
                -L*) dirs+=("${flag#-L}") ;;
                -l*) libs+=("${flag#-l}") ;;
                --missing-pc) echo "$pc -" ;;
            esac
        done
        for lib in "${libs[@]}"; do
            found=""
            for dir in "${dirs[@]}" $defaults; do
                if [[ -e "$dir/lib$lib.so" || -e "$dir/lib$lib.a" ]]; then found=1; break; fi
            done
            [[ -n "$found" ]] || echo "$pc $lib"
        done
    done
}

missing=()
describe=()
while read -r pc lib; do
    [[ -n "$pc" ]] || continue
    if [[ "$lib" == "-" ]]; then fail "pkg-config cannot read $pc.pc after installing (pkg-config --libs $pc)"; fi
    if package=$(provider_of "$lib"); then
        missing+=("$package")
        describe+=("-l$lib of $pc.pc ($package)")
    else
        fail "$pc.pc names -l$lib, which the linker cannot find (no lib$lib.so or lib$lib.a in its search folders), and no Debian package is known to provide it"
    fi
done < <(unresolved_libraries)

if [[ ${#missing[@]} -gt 0 ]]; then
    echo "nib-or-not: the linker cannot find ${describe[*]}" >&2
    apt_install $(printf '%s\n' "${missing[@]}" | sort -u)
    still=$(unresolved_libraries)
    [[ -z "$still" ]] || fail "after installing, the linker still cannot find: $(tr '\n' ' ' <<<"$still")"
fi
exit 0
