#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The translation catalogues are current and complete.

1. po/POTFILES lists every source file with a marked string (_(), N_(),
   C_(), ngettext(), translatable="yes") and only files that exist.
2. A template regenerated from those sources into the build tree, merged
   with each language of po/LINGUAS (msgmerge), has no untranslated and no
   fuzzy message (msgfmt --statistics), and msgfmt -c accepts it (format
   placeholders agree, headers are sane).

So a string marked in the code but missing from po/zh_CN.po fails here,
and so does a catalogue left behind after a string was reworded. Obsolete
entries (strings no longer in the code) are only reported.
Output is TAP."""
import argparse
import os
import re
import subprocess
import sys

# The same keywords as meson's i18n 'glib' preset (po/meson.build).
XGETTEXT_ARGS = [
    '--from-code=UTF-8', '--add-comments=TRANSLATORS:',
    '--keyword=_', '--keyword=N_', '--keyword=C_:1c,2', '--keyword=NC_:1c,2',
    '--keyword=g_dcgettext:2', '--keyword=g_dngettext:2,3', '--keyword=g_dpgettext2:2c,3',
    '--flag=N_:1:pass-c-format', '--flag=C_:2:pass-c-format', '--flag=NC_:2:pass-c-format',
    '--flag=g_dngettext:2:pass-c-format', '--flag=g_strdup_printf:1:c-format',
    '--flag=g_string_printf:2:c-format', '--flag=g_string_append_printf:2:c-format',
    '--flag=g_error_new:3:c-format', '--flag=g_set_error:4:c-format',
    '--flag=g_markup_printf_escaped:1:c-format', '--flag=g_print:1:c-format',
    '--flag=g_printerr:1:c-format',
]
MARKER = re.compile(r'(?<![A-Za-z0-9_])(?:N?C?_|ngettext|g_dngettext)\s*\(\s*"|translatable="yes"')
SCANNED_DIRS = ('ui', 'editor')


class Tap:
    def __init__(self):
        self.n = 0
        self.failed = 0

    def result(self, ok, name, details=()):
        self.n += 1
        if not ok:
            self.failed += 1
        print(f"{'ok' if ok else 'not ok'} {self.n} - {name}")
        for line in details:
            print(f"# {line}")


def potfiles(root):
    with open(os.path.join(root, 'po', 'POTFILES'), encoding='utf-8') as f:
        return [l.strip() for l in f if l.strip() and not l.startswith('#')]


def marked_files(root):
    found = []
    for top in SCANNED_DIRS:
        for dirpath, _dirs, files in os.walk(os.path.join(root, top)):
            for name in files:
                if not name.endswith(('.c', '.ui', '.h')):
                    continue
                path = os.path.join(dirpath, name)
                with open(path, encoding='utf-8', errors='replace') as f:
                    if MARKER.search(f.read()):
                        found.append(os.path.relpath(path, root))
    return sorted(found)


def statistics(po, root):
    """(translated, fuzzy, untranslated, msgfmt -c error text)."""
    run = subprocess.run(['msgfmt', '-c', '--statistics', '-o', os.devnull, po],
                         capture_output=True, text=True, cwd=root,
                         env=dict(os.environ, LC_ALL='C', LANGUAGE=''))
    text = run.stderr
    def count(word):
        m = re.search(r'(\d+) ' + word, text)
        return int(m.group(1)) if m else 0
    errors = '' if run.returncode == 0 else text
    return count('translated'), count('fuzzy'), count('untranslated'), errors


def untranslated_ids(po):
    run = subprocess.run(['msgattrib', '--untranslated', po], capture_output=True, text=True)
    fuzzy = subprocess.run(['msgattrib', '--only-fuzzy', po], capture_output=True, text=True)
    ids = re.findall(r'^msgid "(.+)"$', run.stdout + fuzzy.stdout, re.M)
    return ids[:20]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--root', required=True)
    ap.add_argument('--builddir', required=True)
    args = ap.parse_args()
    root, out = args.root, args.builddir
    os.makedirs(out, exist_ok=True)
    tap = Tap()

    listed = potfiles(root)
    missing = [p for p in listed if not os.path.exists(os.path.join(root, p))]
    tap.result(not missing, 'every file in po/POTFILES exists', missing)
    unlisted = [p for p in marked_files(root) if p not in listed]
    tap.result(not unlisted, 'every file with marked strings is in po/POTFILES', unlisted)

    pot = os.path.join(out, 'turnwright-check.pot')
    existing = [p for p in listed if p not in missing]
    run = subprocess.run(['xgettext', *XGETTEXT_ARGS, '--force-po', '--package-name=Turnwright',
                          '-o', pot, *existing], cwd=root, capture_output=True, text=True)
    tap.result(run.returncode == 0 and os.path.exists(pot),
               'xgettext extracts a template from the sources', run.stderr.splitlines()[-10:])
    if run.returncode != 0 or not os.path.exists(pot):
        print(f'1..{tap.n}')
        return 1

    with open(os.path.join(root, 'po', 'LINGUAS'), encoding='utf-8') as f:
        langs = [w for l in f if not l.startswith('#') for w in l.split()]
    for lang in langs:
        source = os.path.join(root, 'po', lang + '.po')
        t, fz, u, errors = statistics(source, root)
        tap.result(not errors, f'{lang}.po passes msgfmt -c', errors.splitlines()[:10])
        merged = os.path.join(out, lang + '.merged.po')
        run = subprocess.run(['msgmerge', '--quiet', '--no-wrap', '-o', merged, source, pot],
                             capture_output=True, text=True)
        if run.returncode != 0:
            tap.result(False, f'msgmerge {lang}.po', run.stderr.splitlines()[:10])
            continue
        t, fz, u, errors = statistics(merged, root)
        details = [f'{t} translated, {fz} fuzzy, {u} untranslated']
        if fz or u:
            details.append('first ones (run: meson compile -C build turnwright-update-po, then translate):')
            details += untranslated_ids(merged)
        tap.result(t > 0 and fz == 0 and u == 0 and not errors,
                   f'{lang}: every marked string is translated, none fuzzy', details)
        obsolete = subprocess.run(['msgattrib', '--only-obsolete', '--no-wrap', merged],
                                  capture_output=True, text=True).stdout
        n_obsolete = len(re.findall(r'^#~ msgid "', obsolete, re.M))
        if n_obsolete:
            print(f'# {lang}: {n_obsolete} obsolete entries (strings no longer in the code)')
    print(f'1..{tap.n}')
    return 1 if tap.failed else 0


if __name__ == '__main__':
    sys.exit(main())
