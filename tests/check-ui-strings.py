#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""No English left unmarked in ui/: string literals given to the GTK calls
that show text must be wrapped in _() (or come through N_() tables), and
the .ui files' text properties must say translatable="yes".

What it checks: for each call of a function in TEXT_ARGS, the argument at
the listed position(s); when that argument is a string literal, or a
g_strdup_printf()/g_markup_printf_escaped() whose format is a literal, the
literal must be inside _(), C_(), N_() or ngettext(). Literals without a
letter outside printf conversions ("", "·", "%s", "%d") are allowed.

Its limits (a regular-expression scan, not a C parser): text reaching GTK
through a variable, a helper function of our own or a ternary is not
followed; calls spelt through macros are missed; a literal that is
legitimately not for people (never the case for these functions so far)
can be listed in ALLOWED. The arguments are split on top-level commas, so
commas inside literals and nested calls are handled, comments are not.
Output is TAP."""
import argparse
import os
import re
import sys

# function -> positions (0-based) of arguments that are shown to people.
TEXT_ARGS = {
    'gtk_label_new': [0], 'gtk_label_new_with_mnemonic': [0],
    'gtk_label_set_text': [1], 'gtk_label_set_label': [1], 'gtk_label_set_markup': [1],
    'gtk_label_set_text_with_mnemonic': [1], 'gtk_label_set_markup_with_mnemonic': [1],
    'gtk_widget_set_tooltip_text': [1], 'gtk_widget_set_tooltip_markup': [1],
    'gtk_window_set_title': [1], 'gtk_button_new_with_label': [0],
    'gtk_button_new_with_mnemonic': [0], 'gtk_button_set_label': [1],
    'gtk_check_button_new_with_label': [0], 'gtk_check_button_new_with_mnemonic': [0],
    'gtk_check_button_set_label': [1], 'gtk_toggle_button_new_with_label': [0],
    'gtk_toggle_button_new_with_mnemonic': [0], 'gtk_menu_button_set_label': [1],
    'gtk_frame_new': [0], 'gtk_frame_set_label': [1], 'gtk_expander_new': [0],
    'gtk_expander_new_with_mnemonic': [0], 'gtk_expander_set_label': [1],
    'gtk_entry_set_placeholder_text': [1], 'gtk_text_set_placeholder_text': [1],
    'gtk_search_entry_set_placeholder_text': [1],
    'gtk_message_dialog_new': [4], 'gtk_message_dialog_format_secondary_text': [1],
    'gtk_message_dialog_format_secondary_markup': [1],
    'gtk_dialog_add_button': [1], 'gtk_file_chooser_native_new': [0, 3, 4],
    'gtk_file_filter_set_name': [1], 'gtk_stack_add_titled': [3],
    'gtk_stack_page_set_title': [1], 'gtk_notebook_set_tab_label_text': [2],
    'g_menu_append': [1], 'g_menu_item_new': [0], 'g_menu_insert': [2],
    'g_menu_prepend': [1], 'g_menu_append_section': [1], 'g_menu_append_submenu': [1],
    'gtk_drop_down_new_from_strings': [], 'gtk_string_list_append': [1],
    'gtk_progress_bar_set_text': [1], 'gtk_level_bar_new': [],
    'gtk_column_view_column_new': [0], 'gtk_spin_button_set_tooltip_text': [1],
}
ALLOWED = set()
MARKS = re.compile(r'^(?:_|N_|C_|NC_|ngettext|g_dngettext)\s*\(')
FORMATTERS = re.compile(r'^(?:g_strdup_printf|g_markup_printf_escaped)\s*\(')
LITERAL = re.compile(r'^"(?:[^"\\]|\\.)*"')


def strip_comments(text):
    # Keep line numbers: replace comments by the same number of newlines.
    def blank(m):
        return '\n' * m.group(0).count('\n')
    return re.sub(r'/\*.*?\*/|//[^\n]*', blank, text, flags=re.S)


def split_args(text, start):
    """Arguments of the call whose '(' is at text[start]; returns (args, end)."""
    depth, i, args, cur = 0, start, [], []
    while i < len(text):
        c = text[i]
        if c == '"':
            m = re.match(r'"(?:[^"\\]|\\.)*"', text[i:])
            cur.append(m.group(0))
            i += len(m.group(0))
            continue
        if c == "'":
            m = re.match(r"'(?:[^'\\]|\\.)*'", text[i:])
            cur.append(m.group(0))
            i += len(m.group(0))
            continue
        if c in '([{':
            depth += 1
            if depth == 1:
                i += 1
                continue
        elif c in ')]}':
            depth -= 1
            if depth == 0:
                args.append(''.join(cur).strip())
                return args, i
        elif c == ',' and depth == 1:
            args.append(''.join(cur).strip())
            cur = []
            i += 1
            continue
        cur.append(c)
        i += 1
    return args, i


def unmarked_literal(arg):
    """The bare literal in arg shown as is, or None."""
    if MARKS.match(arg):
        return None
    m = FORMATTERS.match(arg)
    if m:
        inner, _end = split_args(arg, arg.index('('))
        return unmarked_literal(inner[0]) if inner else None
    m = LITERAL.match(arg)
    if not m:
        return None
    # Adjacent literals ("a" "b") are one string.
    literal = ''.join(re.findall(r'"((?:[^"\\]|\\.)*)"', arg))
    words = re.sub(r'%[-+ #0-9.]*(?:l|ll|z|h)?[diouxXeEfgGsScp%]', '', literal)
    if not re.search(r'[A-Za-z]', words) or literal in ALLOWED:
        return None
    return literal


def scan_c(path, rel):
    text = strip_comments(open(path, encoding='utf-8').read())
    found = []
    call = re.compile(r'\b(' + '|'.join(map(re.escape, TEXT_ARGS)) + r')\s*\(')
    for m in call.finditer(text):
        args, _end = split_args(text, m.end() - 1)
        for pos in TEXT_ARGS[m.group(1)]:
            if pos < len(args):
                literal = unmarked_literal(args[pos])
                if literal is not None:
                    line = text.count('\n', 0, m.start()) + 1
                    found.append(f'{rel}:{line}: {m.group(1)} "{literal}"')
    return found


UI_TEXT = re.compile(
    r'<(property|attribute)\s+name="(label|tooltip-text|tooltip-markup|title|placeholder-text|text|'
    r'subtitle|accelerator-title|description)"([^>]*)>([^<]*)<')


def scan_ui(path, rel):
    text = open(path, encoding='utf-8').read()
    found = []
    for m in UI_TEXT.finditer(text):
        kind, name, attrs, content = m.groups()
        if name == 'accelerator-title':
            continue
        if 'translatable="yes"' in attrs or not re.search(r'[A-Za-z]', content):
            continue
        line = text.count('\n', 0, m.start()) + 1
        found.append(f'{rel}:{line}: <{kind} name="{name}"> "{content.strip()}"')
    return found


def self_test():
    bad = 'gtk_label_new ("Floors");\ngtk_widget_set_tooltip_text (w, g_strdup_printf ("%d left", n));'
    good = 'gtk_label_new (_("Floors"));\ngtk_label_set_text (l, "");\ngtk_window_set_title (w, name);'
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        open(os.path.join(d, 'bad.c'), 'w').write(bad)
        open(os.path.join(d, 'good.c'), 'w').write(good)
        return len(scan_c(os.path.join(d, 'bad.c'), 'bad.c')) == 2 and \
            not scan_c(os.path.join(d, 'good.c'), 'good.c')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--root', required=True)
    args = ap.parse_args()
    ui = os.path.join(args.root, 'ui')
    n = 0
    failed = 0
    n += 1
    ok = self_test()
    failed += not ok
    print(f"{'ok' if ok else 'not ok'} {n} - the scanner finds a bare literal and passes a marked one")
    for name in sorted(os.listdir(ui)):
        path = os.path.join(ui, name)
        if name.endswith('.c'):
            found = scan_c(path, 'ui/' + name)
        elif name.endswith('.ui'):
            found = scan_ui(path, 'ui/' + name)
        else:
            continue
        n += 1
        failed += bool(found)
        print(f"{'not ok' if found else 'ok'} {n} - ui/{name}: shown strings are marked for translation")
        for line in found:
            print('# ' + line)
    print(f'1..{n}')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
