#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The AT-SPI name list: starts the real app on the sample tower with GTK's
AT-SPI bridge on, walks its accessibility tree as a screen reader would, and
prints every control's role and name (TAP). A control whose name is empty,
a GTK type name ("GtkImage", "GtkMenuButton"), or shows a mnemonic
underscore fails. Then simulate mode is switched on through the Simulate
button's own AT-SPI action and its bar is walked too, the floor list's
Rename and Resize dialogs, and the Tables window (its grid's editable cells
are named "hp of greenSlime"). The other dialogs are checked by
tests/ui/test-a11y-dialogs.c with GTK's test backend.

Run under its own D-Bus session (tests/ui/a11y-names.sh starts one) so the
accessibility bus and the app are ours alone.
usage: a11y-names.py TURNWRIGHT PROJECT TAP_FILE"""
import os
import re
import subprocess
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

CONTROLS = {
    Atspi.Role.PUSH_BUTTON, Atspi.Role.TOGGLE_BUTTON, Atspi.Role.COMBO_BOX,
    Atspi.Role.ENTRY, Atspi.Role.TEXT, Atspi.Role.SPIN_BUTTON, Atspi.Role.CHECK_BOX,
    Atspi.Role.RADIO_BUTTON, Atspi.Role.SLIDER, Atspi.Role.PASSWORD_TEXT,
}
BAD_NAME = re.compile(r"^(Gtk[A-Z]\w*|Tw[A-Z]\w*)$|(^|[^_])_[A-Za-z]")


def find_app(timeout):
    desktop = Atspi.get_desktop(0)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for i in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(i)
            if app is not None and app.get_name() in ("turnwright", "Turnwright"):
                return app
        time.sleep(0.3)
    return None


def walk(node, path, out, depth=0, limit=None):
    """Appends (path, role, name, node) for node and its descendants, at
    most `limit` nodes in all when given (a table's thousands of cells
    cost seconds of D-Bus round trips; its first rows say enough)."""
    if node is None or depth > 60 or (limit is not None and len(out) >= limit):
        return
    try:
        role = node.get_role()
        name = node.get_name() or ""
        count = node.get_child_count()
        step = path + "/" + (name or node.get_role_name())
    except gi.repository.GLib.Error:
        return  # gone while walking (a row recycled, a popover closed)
    out.append((path, role, name, node))
    for i in range(count):
        try:
            child = node.get_child_at_index(i)
        except gi.repository.GLib.Error:
            continue
        walk(child, step, out, depth + 1, limit)


def scan(app):
    nodes = []
    walk(app, "", nodes)
    return nodes


def wait_for(app, predicate, timeout):
    deadline = time.monotonic() + timeout
    nodes = []
    while time.monotonic() < deadline:
        nodes = scan(app)
        if predicate(nodes):
            return nodes
        time.sleep(0.5)
    return nodes


def has_map(nodes):
    return any(name == "Map" for _, _, name, _ in nodes)


def check_controls(nodes, label, results):
    seen = set()
    for path, role, name, node in nodes:
        if role not in CONTROLS:
            continue
        key = (path, name, hash(node))
        if key in seen:
            continue
        seen.add(key)
        role_name = Atspi.Role(role).value_nick if hasattr(Atspi.Role(role), "value_nick") else str(role)
        ok = bool(name.strip()) and not BAD_NAME.search(name)
        results.append((ok, "%s: %s “%s” in %s" % (label, role_name, name, path[-80:])))


def walk_tables(app, results):
    """The Tables window (the header bar's Tables button): its own
    top-level window, with the enemy grid's header, filter and cells."""
    nodes = scan(app)
    button = next((node for _, role, name, node in nodes
                   if role == Atspi.Role.PUSH_BUTTON and name == "Tables"), None)
    results.append((button is not None, "the header bar's Tables button is found"))
    if button is None:
        return
    started = time.monotonic()
    Atspi.Action.do_action(button, 0)
    # The app's windows are its direct children: poll those, not the whole
    # tree (a scan of the main window costs seconds of round trips).
    before = app.get_child_count()
    deadline = time.monotonic() + 60
    while app.get_child_count() <= before and time.monotonic() < deadline:
        time.sleep(0.2)
    opened = app.get_child_count() > before
    results.append((opened, "the Tables window opens"))
    print("# the Tables window showed on the bus after %.1f s" % (time.monotonic() - started),
          file=sys.stderr)
    frames = [app.get_child_at_index(i) for i in range(before, app.get_child_count())]
    for frame in frames:
        table_nodes = []
        walk(frame, "", table_nodes, limit=400)
        cells = [n for n in table_nodes if "GtkColumnView" in n[0] and n[1] == Atspi.Role.TEXT]
        results.append((len(cells) >= 10, "the Tables window's cells are walked (%d)" % len(cells)))
        check_controls(table_nodes, "tables", results)


def open_window(app, button, timeout=30):
    """Presses button (its AT-SPI action) and returns the app's windows that
    showed after it (polled as the app's children, as walk_tables does)."""
    before = app.get_child_count()
    Atspi.Action.do_action(button, 0)
    deadline = time.monotonic() + timeout
    while app.get_child_count() <= before and time.monotonic() < deadline:
        time.sleep(0.2)
    return [app.get_child_at_index(i) for i in range(before, app.get_child_count())]


def walk_floor_prompts(app, nodes, results):
    """The floor list's Rename and Resize dialogs (an entry, spin buttons and
    mnemonic buttons, read by GTK 4.8 as "_Cancel Cancel" unless fixed): the
    real bus's reading of what tests/ui/test-a11y-dialogs.c checks for every
    dialog with GTK's test backend."""
    for button_name, label in (("Rename floor", "rename floor"), ("Resize floor", "resize floor")):
        button = next((node for _, role, name, node in nodes
                       if role == Atspi.Role.PUSH_BUTTON and name == button_name), None)
        results.append((button is not None, "the floor list's %s button is found" % button_name))
        if button is None:
            continue
        frames = open_window(app, button)
        results.append((len(frames) > 0, "the %s dialog opens" % label))
        for frame in frames:
            dialog_nodes = []
            walk(frame, "", dialog_nodes)
            check_controls(dialog_nodes, label, results)
            cancel = next((node for _, role, name, node in dialog_nodes
                           if role == Atspi.Role.PUSH_BUTTON and name == "Cancel"), None)
            results.append((cancel is not None, "the %s dialog's Cancel button reads Cancel" % label))
            if cancel is not None:
                # Closed, and gone from the bus, before the next one opens.
                count = app.get_child_count()
                Atspi.Action.do_action(cancel, 0)
                deadline = time.monotonic() + 10
                while app.get_child_count() >= count and time.monotonic() < deadline:
                    time.sleep(0.2)


def main():
    binary, project, tap_path = sys.argv[1], sys.argv[2], sys.argv[3]
    # A busy app (a window of a thousand widgets being registered on the
    # bus) answers late under load; the default 0.8 s is a flaky test.
    Atspi.set_timeout(15000, 60000)
    env = dict(os.environ)
    env["GTK_A11Y"] = "atspi"
    env.pop("NO_AT_BRIDGE", None)
    proc = subprocess.Popen([binary, project], env=env)
    results = []
    try:
        app = find_app(30)
        if app is None:
            with open(tap_path, "w") as tap:
                tap.write("1..1\nnot ok 1 - the app never showed on the accessibility bus\n")
            return 1
        nodes = wait_for(app, has_map, 60)
        results.append((has_map(nodes), "the map canvas is named Map"))
        results.append((any(n == "Timeline" for _, _, n, _ in nodes),
                        "the timeline is named Timeline"))
        check_controls(nodes, "edit", results)
        # The inspector's form: the hero's fields (entries, spin buttons).
        hero = next((node for _, role, name, node in nodes
                     if role == Atspi.Role.PUSH_BUTTON and name == "Hero Start"), None)
        results.append((hero is not None, "the inspector's Hero Start button is found"))
        if hero is not None:
            Atspi.Action.do_action(hero, 0)
            nodes = wait_for(app, lambda ns: sum(r in (Atspi.Role.TEXT, Atspi.Role.SPIN_BUTTON,
                                                       Atspi.Role.ENTRY)
                                                 for _, r, _, _ in ns) > 5, 20)
            check_controls(nodes, "hero page", results)
        toggle = next((node for _, role, name, node in nodes
                       if role in (Atspi.Role.TOGGLE_BUTTON, Atspi.Role.PUSH_BUTTON)
                       and name == "Simulate"), None)
        results.append((toggle is not None, "the Simulate toggle is found by its name"))
        if toggle is not None:
            Atspi.Action.do_action(toggle, 0)
            nodes = wait_for(app, lambda ns: any(n == "Play" for _, _, n, _ in ns), 30)
            results.append((any(n == "Play" for _, _, n, _ in nodes),
                            "the sim bar's Play button shows in simulate mode"))
            check_controls(nodes, "simulate", results)
            Atspi.Action.do_action(toggle, 0)  # back to editing: Tables is an edit view
        walk_floor_prompts(app, nodes, results)
        walk_tables(app, results)
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
    failed = 0
    with open(tap_path, "w") as tap:
        tap.write("1..%d\n" % len(results))
        for i, (ok, text) in enumerate(results, 1):
            tap.write("%s %d - %s\n" % ("ok" if ok else "not ok", i, text))
            failed += not ok
    print("# %d controls named, %d failed" % (len(results) - failed, failed), file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
