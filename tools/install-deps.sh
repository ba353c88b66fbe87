#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian packages Turnwright needs to build, test and run, when
# any are missing. Quiet and quick when everything is already there.
set -euo pipefail

packages=(
  build-essential meson ninja-build pkg-config
  libgtk-4-dev libjansson-dev libpng-dev libgdk-pixbuf-2.0-dev
  xvfb xauth x11-utils xdotool imagemagick dbus
  libgl1-mesa-dri libegl-mesa0
  fonts-wqy-microhei
  gettext desktop-file-utils appstream
  python3
  duktape-dev
  nodejs bubblewrap libseccomp-dev
  at-spi2-core gir1.2-atspi-2.0 python3-gi
  clang libclang-rt-14-dev
)
# Optional: a test that needs one of these skips without it (chromium: the
# browser test, tests/browser, docs/browser.md), so a failed install only warns.
optional=(
  chromium
)

installed() {
  dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"
}

missing=()
for pkg in "${packages[@]}"; do
  installed "$pkg" || missing+=("$pkg")
done
missing_optional=()
for pkg in "${optional[@]}"; do
  installed "$pkg" || missing_optional+=("$pkg")
done

[ ${#missing[@]} -eq 0 ] && [ ${#missing_optional[@]} -eq 0 ] && exit 0

sudo=()
if [ "$(id -u)" -ne 0 ]; then
  sudo=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -q || [ ${#missing[@]} -eq 0 ]
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing missing Debian packages: ${missing[*]}"
  "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
if [ ${#missing_optional[@]} -gt 0 ]; then
  echo "Installing optional Debian packages: ${missing_optional[*]}"
  "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing_optional[@]}" ||
    echo "warning: could not install ${missing_optional[*]}; the tests that need them skip" >&2
fi
