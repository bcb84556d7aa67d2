#!/usr/bin/env bash
# fresh-machine-check.sh: proves the README's two quick-start commands on a pristine Debian 12 root.
#
# What:          builds a minimal Debian 12 (bookworm) root with debootstrap, gives it only what a fresh machine of
#                this kind has before the project is touched (the Swift toolchain, bind-mounted read-only from the
#                host, with its offline package mirror; gcc, git and python3), clones this repository into it,
#                and runs `scripts/test.sh` (with CI=true, as .ci/run does) and then `scripts/bench.sh` inside
#                it. Both must install every Debian package they need themselves; a package missing from
#                scripts/install-system-packages.sh shows up here as a failure, as it would for a new user.
# Prerequisites: Debian host, root (debootstrap, chroot, mount), network to the Debian mirror, the Swift
#                toolchain at /opt/swift (SWIFT_ROOT). About 3 minutes of download and 10-20 of building.
# Usage:         scripts/fresh-machine-check.sh [ROOT]   (default ROOT: .build-fresh-root, ignored by git;
#                removed and made anew on every call, so the check never sees a package left from before)
# Environment:   SWIFT_ROOT (default /opt/swift); SWIFT_PACKAGES (default /opt/swift-packages, the offline
#                copies git reads github.com from); SHARED (default ../shared, bind-mounted beside the clone
#                so the tests that read it run); MIRROR (default http://deb.debian.org/debian);
#                FRESH_BENCH_ARGS (default none: the default benchmark, as the README runs it).
# Output:        the log of each step in ROOT-log/check.log; last line PASS or FAIL; exit 0 or 1.
set -euo pipefail
cd "$(dirname "$0")/.."
project=$(pwd)
root=$(realpath -m "${1:-.build-fresh-root}")
swift_root=${SWIFT_ROOT:-/opt/swift}
swift_packages=${SWIFT_PACKAGES:-/opt/swift-packages}
shared=$(realpath -m "${SHARED:-../shared}")
mirror=${MIRROR:-http://deb.debian.org/debian}
log="$root-log/check.log"

[[ $(id -u) -eq 0 ]] || { echo "fresh-machine-check: must run as root (debootstrap, chroot, mount)" >&2; exit 1; }
command -v debootstrap >/dev/null 2>&1 || apt-get install -y -qq debootstrap >&2
[[ -x "$swift_root/usr/bin/swift" ]] || { echo "fresh-machine-check: no Swift toolchain at $swift_root/usr/bin/swift" >&2; exit 1; }

mounts=()
cleanup() {
    local i
    for (( i=${#mounts[@]}-1; i>=0; i-- )); do umount -l "${mounts[$i]}" 2>/dev/null || true; done
}
trap cleanup EXIT
bind() { # bind SOURCE TARGET [ro]
    mkdir -p "$2"
    mount --bind "$1" "$2"
    mounts+=("$2")
    if [[ "${3:-}" == ro ]]; then mount -o remount,bind,ro "$2"; fi
}
step() { echo "[$(date -u +%H:%M:%S)] $*" | tee -a "$log" >&2; }

mkdir -p "$(dirname "$log")"
: >"$log"
# Never delete through a mount left by an interrupted check: /dev, /sys and the toolchain are bound in there.
while read -r _ target _; do
    [[ "$target" == "$root"/* ]] && umount -l "$target" 2>/dev/null || true
done < <(sort -r -k2 /proc/mounts)
if grep -q " $root/" /proc/mounts; then
    echo "fresh-machine-check: something is still mounted under $root; unmount it before trying again" >&2; exit 1
fi
rm -rf --one-file-system "$root"
step "debootstrap bookworm (minbase) into $root"
debootstrap --variant=minbase bookworm "$root" "$mirror" >>"$log" 2>&1

# What a fresh machine of this kind has before the project: the toolchain's own runtime needs, a C compiler,
# git and Python. Nothing of the project's packages (GTK, Qt, jemalloc, FreeType, Xvfb, ...).
bind /proc "$root/proc"
bind /dev "$root/dev"
bind /dev/pts "$root/dev/pts"
bind /sys "$root/sys"
cp /etc/resolv.conf "$root/etc/resolv.conf"
step "the machine's baseline: gcc, g++, git, python3, the toolchain's libraries"
chroot "$root" /usr/bin/env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    ca-certificates git gcc g++ libc6-dev libstdc++-12-dev binutils libcurl4-openssl-dev libxml2-dev libedit2 \
    libsqlite3-0 libncurses6 libpython3-dev libz3-4 zlib1g-dev libuuid1 tzdata python3 python3-venv procps \
    >>"$log" 2>&1

# A machine of this kind reaches PyPI through its own certificate bundle and pip settings: its network set-up, not a
# package the project installs (the tests' check-jsonschema comes from PyPI). The root gets the host's.
cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"
if [[ -f /etc/pip.conf ]]; then cp /etc/pip.conf "$root/etc/pip.conf"; fi
if [[ -d /opt/wheels ]]; then bind /opt/wheels "$root/opt/wheels" ro; fi

bind "$swift_root" "$root/opt/swift" ro
bind "$swift_packages" "$root/opt/swift-packages" ro
cat >"$root/root/.gitconfig" <<EOF
[url "/opt/swift-packages/"]
    insteadOf = https://github.com/
[user]
    name = fresh-machine-check
    email = fresh-machine-check@localhost
EOF
mkdir -p "$root/work"
git -c advice.detachedHead=false clone -q "$project" "$root/work/project"
if [[ -d "$shared" ]]; then bind "$shared" "$root/work/shared" ro; fi

run_in_root() { # the README's command, as a new user types it in the clone
    chroot "$root" /usr/bin/env -i HOME=/root TERM=dumb CI=true \
        PATH=/opt/swift/usr/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        /bin/bash -c "cd /work/project && $1" >>"$log" 2>&1
}
status=0
step "scripts/test.sh </dev/null (CI=true)"
if run_in_root "scripts/test.sh </dev/null"; then step "scripts/test.sh passed"; else step "scripts/test.sh FAILED"; status=1; fi
if (( status == 0 )); then
    step "scripts/bench.sh ${FRESH_BENCH_ARGS:-}"
    if run_in_root "scripts/bench.sh ${FRESH_BENCH_ARGS:-} </dev/null"; then
        step "scripts/bench.sh passed: $(ls -d "$root"/work/project/results/20*/ 2>/dev/null | head -1)"
    else step "scripts/bench.sh FAILED"; status=1; fi
fi
grep -E 'Test run with|Executed [0-9]+ tests' "$log" | tail -3 >&2 || true
if (( status == 0 )); then step "PASS"; else step "FAIL (log: $log)"; fi
exit "$status"
