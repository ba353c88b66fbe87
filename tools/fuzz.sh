#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer targets with clang (-fsanitize=fuzzer,address) in
# build-fuzz/ and runs each for a bounded time (FUZZ_SECONDS, default 20).
# Crashing inputs are copied into tests/fuzz/corpus/<target>/ as regression
# cases; every file there is replayed first, so a crash once found stays fixed.
set -uo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
seconds=${FUZZ_SECONDS:-20}
targets=(mota-file project-file script save-state tower-script route)

if [ ! -f build-fuzz/build.ninja ]; then
  CC=clang meson setup build-fuzz --buildtype=debugoptimized -Dwerror=true \
    -Dc_args=-fsanitize=fuzzer-no-link \
    -Db_sanitize=address,undefined -Db_lundef=false || exit 1
fi
# An existing build-fuzz/ regenerates first, so targets added since it was set
# up are known to `meson compile`.
ninja -C build-fuzz build.ninja > /dev/null || exit 1
meson compile -C build-fuzz editor/turnwright-cli tests/fuzz/fuzz-mota-file \
  tests/fuzz/fuzz-project-file tests/fuzz/fuzz-script tests/fuzz/fuzz-save-state \
  tests/fuzz/fuzz-tower-script tests/fuzz/fuzz-route || exit 1

# Seeds: the sample tower's files and a project file made from it.
seeds=build-fuzz/fuzz-seeds
rm -rf "$seeds"
mkdir -p "$seeds/mota-file" "$seeds/project-file" "$seeds/script" "$seeds/save-state" \
  "$seeds/tower-script" "$seeds/route"
cp tests/data/mota-sample/project/*.js tests/data/mota-sample/project/floors/*.js \
  tests/editor/data/mota-26/project/*.js "$seeds/mota-file/" 2>/dev/null
build-fuzz/editor/turnwright-cli import-mota tests/editor/bad/_base \
  -o "$seeds/project-file/base.twproj" >/dev/null
printf 'move up\nmove left 3\nmoveto 6 3\npickup up\nuse bigKey\nskill skill2 left\ncancel skill2\nwait 5\nsave a\nload a\n# done\n' \
  > "$seeds/script/all-verbs.txt"
cp tests/fuzz/seeds/save-state/* "$seeds/save-state/" 2>/dev/null
cp tests/fuzz/seeds/tower-script/* "$seeds/tower-script/" 2>/dev/null
cp tests/fuzz/seeds/route/* "$seeds/route/" 2>/dev/null
for case in tests/editor/bad/project-*/project.twproj; do
  cp "$case" "$seeds/project-file/$(basename "$(dirname "$case")").twproj"
done

export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export LSAN_OPTIONS="suppressions=$top/tests/lsan.supp:print_suppressions=0"
status=0
for target in "${targets[@]}"; do
  exe=build-fuzz/tests/fuzz/fuzz-$target
  kept=tests/fuzz/corpus/$target
  work=build-fuzz/fuzz-work/$target
  artifacts=build-fuzz/fuzz-crashes/$target/
  mkdir -p "$kept" "$work" "$artifacts"
  target_status=0
  mapfile -t regressions < <(find "$kept" -type f ! -name '.*')
  echo "== $target: replaying ${#regressions[@]} kept cases, fuzzing ${seconds}s =="
  if [ ${#regressions[@]} -gt 0 ] && ! "$exe" -runs=0 "${regressions[@]}" >/dev/null 2>&1; then
    echo "$target: a kept regression case fails: run $exe on the files of $kept"
    target_status=1
  fi
  "$exe" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$artifacts" "$work" "$seeds/$target" 2>&1 | tail -n 3
  for crash in "$artifacts"*; do
    [ -f "$crash" ] || continue
    cp "$crash" "$kept/"
    echo "$target: crash kept as $kept/$(basename "$crash")"
    target_status=1
  done
  # One line a target, counted by tools/run-tests.sh.
  if [ "$target_status" -eq 0 ]; then
    echo "fuzz-result $target ok"
  else
    echo "fuzz-result $target failed"
    status=1
  fi
done
exit "$status"
