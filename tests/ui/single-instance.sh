#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Turnwright is one instance per session: a second `turnwright PROJECT`
# hands the project to the running process, which presents the window that
# has it open instead of opening it twice; another project opens in a new
# window of the same process. Runs the real app in a D-Bus session of its own
# (the instance is found on the session bus) and counts windows with xdotool.
# usage: single-instance.sh TURNWRIGHT PROJECT OTHER_PROJECT
if [ -z "${TW_SINGLE_INSTANCE_BUS:-}" ]; then
  if ! command -v xdotool >/dev/null || ! command -v dbus-run-session >/dev/null; then
    echo "1..0 # SKIP xdotool or dbus-run-session missing"
    exit 0
  fi
  TW_SINGLE_INSTANCE_BUS=1 exec dbus-run-session -- "$0" "$@"
fi
app=$1
project=$2
other=$3
n=0
failed=0
check() { # check DESCRIPTION COMMAND...
  n=$((n + 1))
  desc=$1
  shift
  if "$@"; then echo "ok $n - $desc"; else echo "not ok $n - $desc"; failed=1; fi
}
# The first process's windows only: other tests share this X display.
windows() {
  xdotool search --onlyvisible --pid "$first" --name ' — Turnwright$' 2>/dev/null | wc -l
}
wait_windows() { # wait_windows COUNT: up to 30 s
  i=0
  while [ "$(windows)" -ne "$1" ] && [ $i -lt 60 ]; do sleep 0.5; i=$((i + 1)); done
  [ "$(windows)" -eq "$1" ]
}
echo "1..5"
"$app" "$project" >&2 &
first=$!
check "the first process shows its project's window" wait_windows 1
timeout 30 "$app" "$project" >&2
check "a second launch with the same project hands it over and exits (status $?)" [ $? -eq 0 ]
sleep 1
check "the project is presented, not opened a second time" wait_windows 1
timeout 30 "$app" "$other" >&2
check "a launch with another project hands it over and exits" [ $? -eq 0 ]
check "the other project opens in its own window of the first process" wait_windows 2
kill "$first" 2>/dev/null
wait "$first" 2>/dev/null
exit $failed
