#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds Turnwright twice (plain, and with AddressSanitizer + UBSan), runs the
# whole test suite in each under Xvfb, and ends with one line
# "N passed, N failed" counting the individual GLib test cases (TAP lines).
set -uo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"

suites=("build" "build-asan")
declare -A setup_args=(
  [build]="--buildtype=debugoptimized -Dwerror=true"
  [build-asan]="--buildtype=debug -Dwerror=true -Db_sanitize=address,undefined -Db_lundef=false"
)
[ -n "${TW_TEST_SUITES:-}" ] && read -r -a suites <<< "$TW_TEST_SUITES"

# GL is never used (cairo renders); without gl-disable GDK still opens Mesa's EGL at
# start-up, whose 128-byte leak (no symbols to suppress by) fails every UI test under ASan.
export GTK_A11Y=none GSETTINGS_BACKEND=memory G_DEBUG=gc-friendly GSK_RENDERER=cairo GDK_DEBUG=gl-disable
export NO_AT_BRIDGE=1 G_MESSAGES_DEBUG=
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:strict_string_checks=1"
export LSAN_OPTIONS="suppressions=$top/tests/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"

passed=0
failed=0
status=0
for dir in "${suites[@]}"; do
  echo "== $dir =="
  if [ ! -f "$dir/build.ninja" ]; then
    # shellcheck disable=SC2086
    meson setup "$dir" ${setup_args[$dir]} || { status=1; failed=$((failed + 1)); continue; }
  fi
  if ! meson compile -C "$dir"; then
    echo "build failed in $dir"
    status=1
    failed=$((failed + 1))
    continue
  fi
  xvfb-run -a -s '-screen 0 1280x800x24' \
    meson test -C "$dir" --print-errorlogs --num-processes 2 --timeout-multiplier 4 || status=1
  log="$dir/meson-logs/testlog.txt"
  if [ -f "$log" ]; then
    p=$(grep -cE '^ok [0-9]+' "$log" || true)
    f=$(grep -cE '^not ok [0-9]+' "$log" || true)
    echo "$dir: $p passed, $f failed"
    passed=$((passed + p))
    failed=$((failed + f))
  fi
done

# The fuzz targets (libFuzzer, clang) run for a bounded time each; a crash
# found is kept as a regression case under tests/fuzz/corpus/.
if [ "${TW_SKIP_FUZZ:-0}" != 1 ]; then
  echo "== fuzz =="
  FUZZ_SECONDS=${FUZZ_SECONDS:-15} tools/fuzz.sh > fuzz.log 2>&1 || status=1
  grep -E '^(==|fuzz-result|Done)' fuzz.log
  p=$(grep -c '^fuzz-result .* ok$' fuzz.log || true)
  f=$(grep -c '^fuzz-result .* failed$' fuzz.log || true)
  if [ "$p" -eq 0 ] && [ "$f" -eq 0 ]; then
    tail -n 20 fuzz.log
    f=1
  fi
  echo "fuzz: $p passed, $f failed"
  passed=$((passed + p))
  failed=$((failed + f))
fi

# A suite that failed outside any TAP line (a crash, a build error) still counts.
if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then
  failed=1
fi
echo "$passed passed, $failed failed"
exit "$status"
