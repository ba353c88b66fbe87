#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs the AT-SPI name list (a11y-names.py) in a D-Bus session of its own, so
# the accessibility bus is started for it and no other app answers. Skips
# (exit 77) where the AT-SPI Python bindings are not installed.
if ! /usr/bin/python3 -c 'import gi; gi.require_version("Atspi", "2.0")' 2>/dev/null; then
  echo "1..0 # SKIP gir1.2-atspi-2.0 is not installed"
  exit 0
fi
# The bus's daemons (at-spi2-registryd) write to the session's stdout: the
# TAP goes through a file of its own.
tap=$(mktemp)
dbus-run-session -- /usr/bin/python3 "$(dirname "$0")/a11y-names.py" "$@" "$tap" >&2
status=$?
cat "$tap"
rm -f "$tap"
exit $status
