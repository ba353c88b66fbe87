#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a validator (desktop-file-validate, appstreamcli validate) and fails
# when it fails or says anything at all: errors, warnings, info or hints.
# appstreamcli's closing "Validation was successful" line is not a remark.
out=$("$@" 2>&1)
rc=$?
printf '%s\n' "$out"
[ $rc -eq 0 ] || exit 1
remarks=$(printf '%s\n' "$out" | grep -v -e '^$' -e 'Validation was successful' || true)
[ -z "$remarks" ] || { echo "validator remarks above: fix them"; exit 1; }
exit 0
