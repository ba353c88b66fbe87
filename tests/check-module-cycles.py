#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks that the modules of editor/ and ui/ depend on each other one way only.

A module is a .c file and its header (editor/mota/tw-project-file.c and .h).
A class split over several files is one module: a .c whose first include is
X-private.h belongs to module X (ui/tw-window.c and ui/tw-window-actions.c
both start with ui/tw-window-private.h). A header with no .c of its own
(editor/mota/tw-mota.h, the import's and the export's shared header) stands
for nothing by itself: including it counts as including what it includes.

Two graphs between modules are checked for cycles (module A includes B's
header and B includes A's; or A calls a function B defines and B calls A):
  - includes: the quoted #include lines of the sources;
  - calls: with --lib, the symbols each object file of the static libraries
    uses and defines, as `nm` lists them.
A cycle is reported with the includes or calls that close it.

Output is TAP, for `meson test`. --self-test checks that the checker finds a
cycle planted in a small tree, and does not mistake a split class for one.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

INCLUDE_RE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.MULTILINE)


# ---- the sources ------------------------------------------------------------------


class Tree:
    """The .c and .h files under some folders of a source root."""

    def __init__(self, root, dirs):
        self.root = root
        self.files = set()
        for top in dirs:
            for folder, _, names in os.walk(os.path.join(root, top)):
                for name in names:
                    if name.endswith((".c", ".h")):
                        path = os.path.relpath(os.path.join(folder, name), root)
                        self.files.add(path.replace(os.sep, "/"))
        self.includes = {path: self._read_includes(path) for path in self.files}

    def _read_includes(self, path):
        with open(os.path.join(self.root, path), encoding="utf-8", errors="replace") as f:
            text = f.read()
        found = []
        for name in INCLUDE_RE.findall(text):
            beside = os.path.normpath(os.path.join(os.path.dirname(path), name)).replace(os.sep, "/")
            if name in self.files:
                found.append(name)
            elif beside in self.files:
                found.append(beside)
        return found

    def module_of_source(self, path):
        """The module of a .c file: its own name, or X for a part of class X."""
        first = self.includes[path][0] if self.includes[path] else None
        if first is not None and first.endswith("-private.h"):
            owner = first[: -len("-private.h")]
            if owner + ".c" in self.files:
                return owner
        return path[:-2]

    def module_of_header(self, path):
        """The module a header belongs to, or None when it has no .c of its own."""
        base = path[:-2]
        if base.endswith("-private"):
            base = base[: -len("-private")]
        if base + ".c" in self.files:
            return self.module_of_source(base + ".c")
        return None

    def module_of(self, path):
        return self.module_of_source(path) if path.endswith(".c") else self.module_of_header(path)


def include_edges(tree):
    """{(A, B): evidence} for every module A whose files include B's header."""
    edges = {}

    def follow(module, including, header, seen):
        target = tree.module_of_header(header)
        if target is not None:
            if target != module:
                edges.setdefault((module, target), f"{including} includes {header}")
            return
        if header in seen:
            return
        seen.add(header)
        for inner in tree.includes.get(header, []):
            follow(module, including, inner, seen)

    for path in sorted(tree.files):
        module = tree.module_of(path)
        if module is None:
            continue  # a header of nobody's: followed from the files that include it
        for header in tree.includes[path]:
            follow(module, path, header, set())
    return edges


# ---- the objects ---------------------------------------------------------------------


def run_nm(nm, libraries):
    lines = []
    for library in libraries:
        result = subprocess.run([nm, "-A", "-g", library], capture_output=True, text=True,
                                check=True)
        lines.extend(result.stdout.splitlines())
    return lines


def source_of_object(tree, library, member):
    """The source file of an object as meson names it: mota_tw-atomic.c.o of
    editor/libtw-editor.a is editor/mota/tw-atomic.c. None for generated sources."""
    stem = os.path.basename(member)
    if stem.endswith(".o"):
        stem = stem[:-2]
    relative = stem.replace("_", "/")
    matches = [path for path in tree.files
               if path.endswith(".c") and (path == relative or path.endswith("/" + relative))]
    if len(matches) > 1:  # the same name in two folders: the library's own
        folders = library.replace(os.sep, "/").split("/")
        matches = [path for path in matches if path.split("/")[0] in folders]
    return matches[0] if len(matches) == 1 else None


def call_edges(tree, nm_lines):
    """{(A, B): evidence} for every module A whose objects use a symbol B defines.

    nm_lines are `nm -A -g` lines: LIBRARY:OBJECT: [ADDRESS] TYPE SYMBOL."""
    defined = {}
    used = []
    for line in nm_lines:
        parts = line.rsplit(":", 1)
        if len(parts) != 2:
            continue
        location, entry = parts
        fields = entry.split()
        if len(fields) < 2:
            continue
        kind, symbol = fields[-2], fields[-1]
        library, _, member = location.rpartition(":")
        source = source_of_object(tree, library, member)
        if source is None:
            continue
        module = tree.module_of_source(source)
        if kind == "U":
            used.append((module, source, symbol))
        elif kind in "TDBRVWC":
            defined[symbol] = module
    edges = {}
    for module, source, symbol in used:
        target = defined.get(symbol)
        if target is not None and target != module:
            edges.setdefault((module, target), f"{source} calls {symbol}")
    return edges


# ---- cycles ---------------------------------------------------------------------------


def strongly_connected(nodes, edges):
    """Tarjan's algorithm: the components of more than one node."""
    successors = {node: [] for node in nodes}
    for a, b in edges:
        successors[a].append(b)
    index = {}
    low = {}
    stack = []
    on_stack = set()
    found = []
    counter = [0]

    def visit(node):
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for nxt in successors[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    sys.setrecursionlimit(10000)
    for node in sorted(nodes):
        if node not in index:
            visit(node)
    return found


def cycle_in(component, edges):
    """One cycle through the component's first module, as a list of edges."""
    members = set(component)
    start = component[0]
    paths = {start: []}
    queue = [start]
    while queue:
        node = queue.pop(0)
        for (a, b), _ in sorted(edges.items()):
            if a != node or b not in members:
                continue
            if b == start:
                return paths[node] + [(a, b)]
            if b not in paths:
                paths[b] = paths[node] + [(a, b)]
                queue.append(b)
    return []


def find_cycles(edges):
    nodes = {a for a, _ in edges} | {b for _, b in edges}
    return [cycle_in(component, edges) for component in strongly_connected(nodes, edges)]


def describe(cycle, edges):
    return [f"{a} -> {b}: {edges[(a, b)]}" for a, b in cycle]


# ---- TAP ------------------------------------------------------------------------------


class Tap:
    def __init__(self):
        self.results = []

    def check(self, ok, name, details=()):
        self.results.append((ok, name, list(details)))

    def skip(self, name, reason):
        self.results.append((None, name, [reason]))

    def finish(self):
        print(f"1..{len(self.results)}")
        failed = 0
        for number, (ok, name, details) in enumerate(self.results, 1):
            if ok is None:
                print(f"ok {number} - {name} # SKIP {details[0]}")
                continue
            print(f"{'ok' if ok else 'not ok'} {number} - {name}")
            for line in details:
                print(f"# {line}")
            failed += not ok
        return 1 if failed else 0


def check_tree(tap, tree, nm_lines, label):
    includes = include_edges(tree)
    cycles = find_cycles(includes)
    tap.check(not cycles, f"no include cycle between the modules of {label}",
              [line for cycle in cycles for line in ["cycle:"] + describe(cycle, includes)])
    if nm_lines is None:
        return
    both = dict(call_edges(tree, nm_lines))
    both.update(includes)
    cycles = find_cycles(both)
    tap.check(not cycles, f"no include or call cycle between the modules of {label}",
              [line for cycle in cycles for line in ["cycle:"] + describe(cycle, both)])


# ---- the self-test ---------------------------------------------------------------------

PLANTED = {
    # ui/tw-a and ui/tw-b include each other's headers: a cycle.
    "ui/tw-a.h": "",
    "ui/tw-a.c": '#include "ui/tw-a.h"\n#include "ui/tw-b.h"\n',
    "ui/tw-b.h": "",
    "ui/tw-b.c": '#include "ui/tw-b.h"\n#include "ui/tw-a.h"\n',
    # A class over two files sharing a private header: one module, no cycle.
    "ui/tw-w.h": '#include "ui/tw-c.h"\n',
    "ui/tw-w-private.h": '#include "ui/tw-w.h"\n',
    "ui/tw-w.c": '#include "ui/tw-w-private.h"\n',
    "ui/tw-w-actions.c": '#include "ui/tw-w-private.h"\n',
    # A shared header with no .c: tw-c and tw-d both include it; no cycle.
    "editor/tw-shared.h": '#include "editor/tw-low.h"\n',
    "editor/tw-low.h": "",
    "editor/tw-low.c": '#include "editor/tw-low.h"\n',
    "ui/tw-c.h": "",
    "ui/tw-c.c": '#include "editor/tw-shared.h"\n',
    "ui/tw-d.c": '#include "editor/tw-shared.h"\n',
}

# tw-c calls into tw-d and tw-d into tw-c: a call cycle the includes do not show;
# tw-w and tw-w-actions call each other: the same module.
PLANTED_NM = [
    "lib.a:lib.a.p/tw-c.c.o: U tw_d_run",
    "lib.a:lib.a.p/tw-c.c.o:0000000000000000 T tw_c_run",
    "lib.a:lib.a.p/tw-d.c.o: U tw_c_run",
    "lib.a:lib.a.p/tw-d.c.o:0000000000000000 T tw_d_run",
    "lib.a:lib.a.p/tw-w.c.o: U tw_w_actions_install",
    "lib.a:lib.a.p/tw-w.c.o:0000000000000000 T tw_w_open",
    "lib.a:lib.a.p/tw-w-actions.c.o: U tw_w_open",
    "lib.a:lib.a.p/tw-w-actions.c.o:0000000000000000 T tw_w_actions_install",
    "lib.a:lib.a.p/meson-generated_.._tw-resources.c.o: U tw_c_run",
]


def self_test(tap):
    with tempfile.TemporaryDirectory() as root:
        for path, text in PLANTED.items():
            os.makedirs(os.path.join(root, os.path.dirname(path)), exist_ok=True)
            with open(os.path.join(root, path), "w", encoding="utf-8") as f:
                f.write(text)
        tree = Tree(root, ["editor", "ui"])
        includes = include_edges(tree)
        cycles = [sorted({a for a, _ in cycle}) for cycle in find_cycles(includes)]
        tap.check(cycles == [["ui/tw-a", "ui/tw-b"]],
                  "self-test: finds the planted include cycle, and only it",
                  [f"found {cycles}"])
        tap.check(("ui/tw-c", "editor/tw-low") in includes
                  and tree.module_of("ui/tw-w-actions.c") == "ui/tw-w",
                  "self-test: a header without a .c leads to what it includes; "
                  "a split class is one module")
        calls = call_edges(tree, PLANTED_NM)
        cycles = [sorted({a for a, _ in cycle}) for cycle in find_cycles(calls)]
        tap.check(cycles == [["ui/tw-c", "ui/tw-d"]],
                  "self-test: finds the planted call cycle, and only it",
                  [f"found {cycles}"])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", default=os.path.join(os.path.dirname(__file__), ".."),
                        help="the source root")
    parser.add_argument("--dir", action="append", dest="dirs",
                        help="a folder to check (default: editor and ui)")
    parser.add_argument("--lib", action="append", default=[],
                        help="a static library whose objects give the call graph")
    parser.add_argument("--nm", default=shutil.which("nm"), help="the nm program")
    parser.add_argument("--self-test", action="store_true",
                        help="also check the checker on a planted tree")
    args = parser.parse_args()

    tap = Tap()
    if args.self_test:
        self_test(tap)
    dirs = args.dirs or ["editor", "ui"]
    tree = Tree(os.path.abspath(args.root), dirs)
    label = " and ".join(f"{d}/" for d in dirs)
    nm_lines = None
    if args.lib and args.nm:
        nm_lines = run_nm(args.nm, args.lib)
    elif args.lib:
        tap.skip(f"no include or call cycle between the modules of {label}", "nm not found")
    check_tree(tap, tree, nm_lines, label)
    return tap.finish()


if __name__ == "__main__":
    sys.exit(main())
