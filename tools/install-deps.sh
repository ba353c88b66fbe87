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

missing=()
for pkg in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$pkg")
  fi
done

[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing missing Debian packages: ${missing[*]}"
sudo=()
if [ "$(id -u)" -ne 0 ]; then
  sudo=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -q
"${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
