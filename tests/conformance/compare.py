#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Run turnwright-cli simulate and the independent model on random towers and
compare traces and final states.

compare.py [--cli PATH] [--tap] [--quiet] [--keep-going] [--mota] [--split] [--long]
           [--version] SEED... | --range A B | --seeds-file F | --case DIR

Compared trace fields (those of docs/rules.md §9.4, plus the open ones our docs fix):
  every event: ev, mapTurn, clock
  tick: reason; enemy_act: enemy, actType, gauge, result;
  battle: enemy, initiator, damage, result, settle; status: skill, op, remainBattles;
  floor: floorId; death: reason; refused: reason; action: action.
Not compared: enemy_act.hp/timeCost/to, battle.hp, status.active, floor.from,
  death.hp, action.target/damage/targetHp/notSimulated (engine extras).
Compared state fields: floorId, hero hp/atk/def/mdef/money/exp/loc/items
  (zero counts dropped), the map of every floor (tower map + blocks),
  flags.mapTurnEnabled, mapTurnState.clock/mapTurn, the gauges of every
  listed enemy, the set of listed runtimeIds per floor, skillState, dead;
  with --version also activeEnemiesVersion, floors.*.enemies (patrol target 0
  dropped), flags.hatred and flags.skill.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen  # noqa: E402
import model  # noqa: E402

COMPARE_VERSION = False  # --version: also compare activeEnemiesVersion

KEEP = {
    "tick": ("reason",),
    "enemy_act": ("enemy", "actType", "gauge", "result"),
    "battle": ("enemy", "initiator", "damage", "result", "settle"),
    "status": ("skill", "op", "remainBattles"),
    "floor": ("floorId",),
    "death": ("reason",),
    "refused": ("reason",),
    "action": ("action",),
    "limit": ("limit", "max", "dropped"),
}


def norm_event(e):
    out = {"ev": e.get("ev"), "mapTurn": e.get("mapTurn"), "clock": e.get("clock")}
    for k in KEEP.get(e.get("ev"), ()):
        out[k] = e.get(k)
    return out


def instances(st):
    """Per-instance enemy data (hp once hurt, patrol target), 0 targets dropped."""
    out = {}
    for fid, fl in (st.get("floors") or {}).items():
        for key, data in (fl.get("enemies") or {}).items():
            d = {k: v for k, v in data.items() if not (k == "patrolTarget" and v == 0)}
            if d:
                out["%s:%s" % (fid, key)] = d
    return out


def norm_state(st, tower):
    hero = st.get("hero", {})
    items = {c: {i: n for i, n in ids.items() if n} for c, ids in hero.get("items", {}).items()}
    items = {c: ids for c, ids in items.items() if ids}
    maps = {}
    for fid, fl in tower["floors"].items():
        m = [list(r) for r in fl["map"]]
        for key, t in (st.get("floors", {}).get(fid, {}).get("blocks", {}) or {}).items():
            x, y = map(int, key.split(","))
            m[y][x] = t
        maps[fid] = m
    flags = st.get("flags", {})
    mts = flags.get("mapTurnState", {})
    gauges = {}
    for fid, g in (mts.get("enemyActionGauge") or {}).items():
        for rid, v in g.items():
            if v:
                gauges[rid] = v
    listed = {fid: sorted(x["runtimeId"] if isinstance(x, dict) else x for x in lst)
              for fid, lst in (mts.get("activeEnemiesByFloor") or {}).items()}
    sk = flags.get("skillState", {})
    return {
        "floorId": st.get("floorId"),
        "hero": {k: hero.get(k) for k in ("hp", "atk", "def", "mdef", "money", "exp", "loc")},
        "items": items,
        "maps": maps,
        "mapTurnEnabled": flags.get("mapTurnEnabled"),
        "clock": mts.get("clock"), "mapTurn": mts.get("mapTurn"),
        "gauges": gauges, "lists": listed,
        "activeStatusSkills": sk.get("activeStatusSkills"),
        "activeBattleSkillId": sk.get("activeBattleSkillId"),
        "dead": bool(st.get("dead")),
        "activeEnemiesVersion": mts.get("activeEnemiesVersion") if COMPARE_VERSION else None,
        "instances": instances(st) if COMPARE_VERSION else None,
        "hatred": flags.get("hatred", 0) if COMPARE_VERSION else None,
        "skillFlag": flags.get("skill", 0) if COMPARE_VERSION else None,
    }


def run_cli(cli, project_path, script_path, workdir, load=None, tag="cli"):
    trace = os.path.join(workdir, tag + "-trace.jsonl")
    state = os.path.join(workdir, tag + "-state.json")
    extra = ["--load", load] if load else []
    p = subprocess.run([cli, "simulate", project_path, "--script", script_path,
                        "--trace", trace, "--save", state] + extra,
                       capture_output=True, text=True, timeout=60)
    if p.returncode != 0:
        return None, None, "exit %d: %s" % (p.returncode, p.stderr.strip())
    with open(trace, encoding="utf-8") as f:
        events = [json.loads(l) for l in f if l.strip()]
    with open(state, encoding="utf-8") as f:
        st = json.load(f)
    return events, st, None


def import_mota(cli, project, workdir):
    """Writes the tower as a mota-js folder and imports it with the CLI, as the
    graders do; returns the imported project's path or an error text."""
    folder = os.path.join(workdir, "mota")
    gen.write_mota(project, folder)
    out = os.path.join(workdir, "imported.json")
    p = subprocess.run([cli, "import-mota", folder, "-o", out], capture_output=True, text=True,
                       timeout=60)
    if p.returncode != 0:
        return None, "import-mota exit %d: %s" % (p.returncode, p.stderr.strip())
    return out, None


def diff_case(cli, project, script, workdir, split=None, mota=False):
    """Returns None when both agree, else a text describing the first difference.
    With split=k the CLI plays script[:k], saves the state to a file, and a
    second CLI run --load's it and plays script[k:]; its trace is compared with
    the model's events after line k (save/load lines are left out)."""
    pp = os.path.join(workdir, "project.json")
    sp = os.path.join(workdir, "script.txt")
    with open(pp, "w", encoding="utf-8") as f:
        json.dump(project, f, indent=1)
    tower = project["tower"]
    if mota:
        pp, err = import_mota(cli, project, workdir)
        if err:
            return "CLI failed: " + err
    if split is not None:
        script = [l for l in script if l.split()[0] not in ("save", "load")]
        split = min(split, len(script))
        with open(sp, "w", encoding="utf-8") as f:
            f.write("\n".join(script[:split]) + "\n")
        _, _, err = run_cli(cli, pp, sp, workdir, tag="part1")
        if err:
            return "CLI failed (part 1): " + err
        with open(sp, "w", encoding="utf-8") as f:
            f.write("\n".join(script[split:]) + "\n")
        cev, cst, err = run_cli(cli, pp, sp, workdir, load=os.path.join(workdir, "part1-state.json"))
        if err:
            return "CLI failed (part 2, --load): " + err
        pre, _ = model.run(tower, script[:split])
        mev, mst = model.run(tower, script)
        mev = mev[len(pre):]
    else:
        with open(sp, "w", encoding="utf-8") as f:
            f.write("\n".join(script) + "\n")
        cev, cst, err = run_cli(cli, pp, sp, workdir)
        if err:
            return "CLI failed: " + err
        mev, mst = model.run(tower, script)
    a = [norm_event(e) for e in cev]
    b = [norm_event(e) for e in mev]
    for i in range(max(len(a), len(b))):
        x = a[i] if i < len(a) else None
        y = b[i] if i < len(b) else None
        if x != y:
            lines = ["first trace difference at event %d" % i]
            for j in range(max(0, i - 6), min(max(len(a), len(b)), i + 3)):
                mark = ">>" if j == i else "  "
                lines.append("%s %3d engine: %s" % (mark, j, json.dumps(cev[j]) if j < len(cev) else "-"))
                lines.append("%s %3d model:  %s" % (mark, j, json.dumps(mev[j]) if j < len(mev) else "-"))
            return "\n".join(lines)
    ns, ms = norm_state(cst, tower), norm_state(mst, tower)
    if ns != ms:
        keys = [k for k in ns if ns[k] != ms.get(k)]
        kind = "death-gauges" if keys == ["gauges"] and ns["dead"] and ms["dead"] else "other"
        lines = ["final states differ (%s)" % kind]
        for k in ns:
            if ns[k] != ms.get(k):
                lines.append("  %s: engine %s" % (k, json.dumps(ns[k])))
                lines.append("  %s: model  %s" % (k, json.dumps(ms.get(k))))
        return "\n".join(lines)
    return None


def read_case(d):
    with open(os.path.join(d, "project.json"), encoding="utf-8") as f:
        project = json.load(f)
    with open(os.path.join(d, "script.txt"), encoding="utf-8") as f:
        script = [l for l in f.read().splitlines() if l.strip()]
    return project, script


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("seeds", nargs="*", type=int)
    ap.add_argument("--cli", default=os.environ.get("TW_CLI", "turnwright-cli"))
    ap.add_argument("--range", nargs=2, type=int)
    ap.add_argument("--case", action="append", default=[])
    ap.add_argument("--seeds-file", help="seeds, whitespace separated, '#' comments")
    ap.add_argument("--tap", action="store_true")
    ap.add_argument("--quiet", action="store_true", help="one line per seed")
    ap.add_argument("--keep-going", action="store_true")
    ap.add_argument("--limit", type=int, help="only the first N seeds")
    ap.add_argument("--long", action="store_true", help="four times longer scripts")
    ap.add_argument("--version", action="store_true", help="also compare activeEnemiesVersion and per-instance enemy data")
    ap.add_argument("--exclude", default="", help="comma-separated seeds to leave out")
    ap.add_argument("--mota", action="store_true",
                    help="write a mota-js folder and run import-mota before simulate")
    ap.add_argument("--split", action="store_true",
                    help="save to a file mid-script and go on with --load in a second run")
    a = ap.parse_args()
    seeds = list(a.seeds)
    if a.seeds_file:
        with open(a.seeds_file, encoding="utf-8") as f:
            for line in f:
                seeds += [int(w) for w in line.split("#", 1)[0].split()]
    if a.range:
        seeds += list(range(a.range[0], a.range[1]))
    gen.LONG = a.long
    global COMPARE_VERSION
    COMPARE_VERSION = a.version
    skip = {int(x) for x in a.exclude.split(",") if x.strip()}
    seeds = [s for s in seeds if s not in skip]
    if a.limit is not None:
        seeds = seeds[:a.limit]
    jobs = [("seed %d" % s, s) for s in seeds] + [("case %s" % c, c) for c in a.case]
    if a.tap:
        print("1..%d" % len(jobs))
    failed = 0
    for n, (name, job) in enumerate(jobs, 1):
        if isinstance(job, int):
            project, script = gen.generate(job)
        else:
            project, script = read_case(job)
        with tempfile.TemporaryDirectory() as wd:
            k = (job * 7919) % (len(script) + 1) if a.split and isinstance(job, int) else None
            d = diff_case(a.cli, project, script, wd, k, a.mota)
        if d is None:
            print(("ok %d %s" % (n, name)) if a.tap else ("agree %s" % name))
            continue
        failed += 1
        if a.tap:
            print("not ok %d %s" % (n, name))
            for l in d.splitlines():
                print("# " + l)
        elif a.quiet:
            print("DIFF %s: %s" % (name, d.splitlines()[0]))
        else:
            print("DIFF %s" % name)
            print("script:\n  " + "\n  ".join(script))
            print(d)
            if not a.keep_going:
                print("tower: " + json.dumps(project["tower"]))
                return 1
    if not a.tap:
        print("%d of %d differ" % (failed, len(jobs)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
