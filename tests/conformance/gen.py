#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Random small map-turn towers (project files) and random scripts.

gen.py SEED OUTDIR  writes OUTDIR/project.json and OUTDIR/script.txt.
"""

import json
import os
import random
import sys

WALL, KEY, REDGEM, POTION, DOOR, UP, DOWN, TOOL = 1, 21, 27, 31, 81, 87, 88, 47
HIDDEN_WALL, ICE, NET, PICKAXE = 2, 6, 11, 49
# 15 and 18 are map damage since wave 3 (rules §3.11; model.py map_damage): the
# name stays so that the seeds make the same towers
NOT_SIMULATED = [12, 13, 15, 18, 21, 25, 26]
LONG = False  # compare.py --long: four times longer scripts
ENEMY_BASE = 201
SIMULATED = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 17, 20, 22]


def make_enemies(rng, n):
    enemys = {}
    for i in range(n):
        e = {"name": "e%d" % i, "hp": rng.randint(10, 200), "atk": rng.randint(5, 120),
             "def": rng.randint(0, 40), "money": rng.randint(0, 5), "exp": rng.randint(0, 5)}
        specials = []
        if rng.random() < 0.4:
            specials.append(rng.choice(SIMULATED))
            if rng.random() < 0.3:
                specials.append(rng.choice(SIMULATED))
        if rng.random() < 0.25:
            specials.append(27)
        if specials:
            e["special"] = specials if len(specials) > 1 or rng.random() < 0.5 else specials[0]
        if rng.random() < 0.1:
            specials.append(rng.choice(NOT_SIMULATED))
        if 6 in specials and rng.random() < 0.5:
            e["n"] = rng.randint(2, 5)
        if 22 in specials:
            e["damage"] = rng.randint(1, 30)
        if 11 in specials:
            e["vampire"] = 0.1
        if 8 in specials:
            e["counterAttack"] = 0.1
        if rng.random() < 0.15:
            e["contactBattleOnly"] = True
        e["timeCost"] = rng.randint(0, 5)
        e["priority"] = rng.randint(-1, 2)
        act = rng.choice(["chase", "patrol", "skill", "idle", "chase", "patrol"])
        e["actType"] = act
        if act == "chase" and rng.random() < 0.4:
            e["actArgs"] = {"range": rng.randint(1, 6)}
        elif act == "skill":
            if rng.random() < 0.5:
                e["actArgs"] = {"kind": "ranged", "range": rng.randint(1, 4),
                                "damage": rng.choice([rng.randint(5, 60), rng.randint(100, 400)])}
            else:
                e["actArgs"] = {"kind": "summon", "enemy": "e%d" % rng.randrange(n)}
        enemys["e%d" % i] = e
    return enemys


def place_capture_cluster(rng, m, enemys, start):
    """Capture enemies (27) around one empty cell near the start, some with
    contactBattleOnly, so multi-capture order and its stop rule are reached."""
    h, w = len(m), len(m[0])
    sx, sy = start
    cands = [(x, y) for y in range(h) for x in range(w)
             if abs(x - sx) + abs(y - sy) in (1, 2) and m[y][x] == 0]
    if not cands:
        return
    cx, cy = rng.choice(cands)
    ids = sorted(enemys)
    for eid in rng.sample(ids, min(2, len(ids))):
        e = enemys[eid]
        sp = e.get("special", [])
        sp = sp if isinstance(sp, list) else [sp]
        if 27 not in sp:
            e["special"] = sp + [27]
        if rng.random() < 0.4:
            e["contactBattleOnly"] = True
    catchers = [i for i, eid in enumerate(ids) if 27 in (enemys[eid]["special"]
                if isinstance(enemys[eid].get("special"), list) else [enemys[eid].get("special")])]
    for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
        x, y = cx + dx, cy + dy
        if 0 <= x < w and 0 <= y < h and (x, y) != (sx, sy) and rng.random() < 0.7:
            m[y][x] = ENEMY_BASE + int(ids[rng.choice(catchers)][1:])


def make_tower(rng):
    n_floors = rng.randint(1, 3)
    n_enemies = rng.randint(2, 6)
    enemys = make_enemies(rng, n_enemies)
    maps = {str(WALL): {"cls": "terrains", "id": "yellowWall"},
            str(KEY): {"cls": "tools", "id": "yellowKey"},
            str(REDGEM): {"cls": "items", "id": "redGem"},
            str(POTION): {"cls": "items", "id": "redPotion"},
            str(TOOL): {"cls": "tools", "id": "elixir"},
            str(DOOR): {"cls": "terrains", "id": "yellowDoor", "trigger": "openDoor",
                        "doorInfo": {"time": 160, "keys": {"yellowKey": 1}}},
            str(HIDDEN_WALL): {"cls": "animates", "id": "hiddenWall", "canBreak": True,
                               "doorInfo": {"time": 160, "keys": {}}},
            str(ICE): {"cls": "animates", "id": "ice",
                       "doorInfo": {"time": 160, "keys": {"icePickaxe": 1}}},
            str(NET): {"cls": "animates", "id": "lavaNet", "canPass": True, "trigger": "null"},
            str(PICKAXE): {"cls": "tools", "id": "icePickaxe"},
            str(UP): {"cls": "terrains", "id": "upFloor", "canPass": True},
            str(DOWN): {"cls": "terrains", "id": "downFloor", "canPass": True}}
    for i in range(n_enemies):
        maps[str(ENEMY_BASE + i)] = {"cls": rng.choice(["enemys", "enemys", "enemy48"]),
                                     "id": "e%d" % i}
    items = {
        "yellowKey": {"cls": "tools", "name": "key"},
        "cross": {"cls": "constants", "name": "cross"},
        "icePickaxe": {"cls": "tools", "name": "pickaxe"},
        "redGem": {"cls": "items",
                   "itemEffect": "core.status.hero.atk += core.values.redGem * "
                                 "core.status.thisMap.ratio"},
        "redPotion": {"cls": "items", "itemEffect": "core.status.hero.hp += 50"},
        "elixir": {"cls": "tools", "useItemEffect": "core.status.hero.hp += 100",
                   "timeCost": rng.randint(0, 3)},
        "skill1": {"cls": "skillbattle", "timeCost": rng.randint(1, 4), "canCancel": True,
                   "exclusiveGroup": "battleSkill", "effect": {"atk": rng.randint(0, 20)}},
        "skill2": {"cls": "skillbattle", "timeCost": rng.randint(1, 4),
                   "canCancel": rng.random() < 0.5, "exclusiveGroup": "battleSkill"},
        "shield": {"cls": "skillupdate", "timeCost": rng.choice([0, 0, 2]),
                   "durationBattles": rng.choice([1, 2, 3, None]),
                   "battleTimeCost": rng.randint(0, 4), "canCancel": rng.random() < 0.7,
                   "stackPolicy": rng.choice(["refresh", "stack", "replace"]),
                   "effect": {"def": rng.randint(0, 20)}},
        "fury": {"cls": "skillupdate", "timeCost": 0, "durationBattles": rng.choice([1, 2]),
                 "battleTimeCost": rng.randint(0, 3), "canCancel": rng.random() < 0.5,
                 "stackPolicy": rng.choice(["refresh", "stack"]),
                 "effect": {"atk": rng.randint(0, 15)}},
        "fireball": {"cls": "skillremote", "timeCost": rng.randint(0, 3),
                     "effect": {"damage": rng.randint(20, 120), "range": rng.randint(1, 4)}},
        "heal": {"cls": "skillrecover", "timeCost": rng.randint(0, 2),
                 "effect": {"heal": rng.randint(20, 300)}},
    }
    floor_ids = ["F%d" % i for i in range(n_floors)]
    floors = {}
    for fi, fid in enumerate(floor_ids):
        w, h = rng.randint(4, 10), rng.randint(4, 10)
        m = [[0] * w for _ in range(h)]
        cells = [(x, y) for y in range(h) for x in range(w)]
        rng.shuffle(cells)
        reserved = set()
        if fi > 0:
            cells.remove((0, 0))  # the landing cell of a changeFloor "loc": [0, 0]
        if fi == 0:
            start = cells.pop()
            reserved.add(start)
        fl = {"floorId": fid, "width": w, "height": h, "ratio": rng.choice([1, 1, 2]),
              "map": m, "changeFloor": {}}
        if rng.random() < 0.2:
            del fl["ratio"]
        if fi + 1 < n_floors:
            x, y = cells.pop()
            m[y][x] = UP
            fl["changeFloor"]["%d,%d" % (x, y)] = rng.choice([
                {"floorId": floor_ids[fi + 1], "stair": "downFloor"},
                {"floorId": ":next", "stair": "downFloor"},
                {"floorId": floor_ids[fi + 1], "loc": [0, 0]}])
        if fi > 0:
            x, y = cells.pop()
            m[y][x] = DOWN
            fl["changeFloor"]["%d,%d" % (x, y)] = {"floorId": floor_ids[fi - 1],
                                                   "stair": "upFloor"}
        for (x, y) in cells:
            r = rng.random()
            if r < 0.15:
                m[y][x] = WALL
            elif r < 0.19:
                m[y][x] = DOOR
            elif r < 0.23:
                m[y][x] = KEY
            elif r < 0.27:
                m[y][x] = rng.choice([REDGEM, POTION, TOOL])
            elif r < 0.29:
                m[y][x] = rng.choice([HIDDEN_WALL, ICE, NET, PICKAXE])
            elif r < 0.27 + rng.uniform(0.05, 0.2):
                m[y][x] = ENEMY_BASE + rng.randrange(n_enemies)
        if fi == 0:
            sx, sy = start
            if rng.random() < 0.3:
                place_capture_cluster(rng, m, enemys, start)
        floors[fid] = fl
    # patrol routes need the floor size: routes stay in the smallest floor
    wmin = min(f["width"] for f in floors.values())
    hmin = min(f["height"] for f in floors.values())
    for e in enemys.values():
        if e["actType"] == "patrol":
            k = rng.randint(2, 3)
            pts = []
            while len(pts) < k:
                p = [rng.randrange(wmin), rng.randrange(hmin)]
                if not pts or p != pts[-1]:
                    pts.append(p)
            e["actArgs"] = {"route": pts}
    hero = {"name": "hero", "hp": rng.choice([rng.randint(200, 2000), rng.randint(50, 300)]), "atk": rng.randint(10, 80),
            "def": rng.randint(0, 40), "mdef": rng.randint(0, 10), "money": 0, "exp": 0,
            "loc": {"x": sx, "y": sy, "direction": "up"},
            "items": {"tools": {"yellowKey": rng.randint(0, 1)},
                      "skillbattle": {"skill1": 1, "skill2": 1},
                      "skillupdate": {"shield": 1, "fury": 1},
                      "skillremote": {"fireball": 1}, "skillrecover": {"heal": 1}},
            "flags": {"mapTurnEnabled": False} if rng.random() < 0.04 else {}}
    if rng.random() < 0.5:
        hero["hpmax"] = hero["hp"] + rng.randint(0, 300)
    values = {"redGem": rng.randint(1, 3), "breakArmor": 0.9, "counterAttack": 0.1,
              "purify": 3, "hatred": rng.choice([0, 0, 1, 3, 7]), "vampire": 0.1}
    if rng.random() < 0.3:
        hero["items"]["constants"] = {"cross": 1}
    data = {"main": {"floorIds": floor_ids},
            "firstData": {"floorId": floor_ids[0], "hero": hero}, "values": values,
            "flags": {}}
    tower = {"data": data, "enemys": enemys, "items": items, "maps": maps, "floors": floors}
    return {"format": "turnwright-project", "version": 1, "tower": tower}


def make_script(rng, project):
    dirs = ["up", "right", "down", "left"]
    lines = []
    saves = []
    floors = project["tower"]["floors"]
    w = max(f["width"] for f in floors.values())
    h = max(f["height"] for f in floors.values())
    for _ in range(rng.randint(5, 40) * (4 if LONG else 1)):
        r = rng.random()
        if r < 0.45:
            n = 1 if rng.random() < 0.85 else rng.randint(2, 3)
            lines.append("move %s" % rng.choice(dirs) + (" %d" % n if n > 1 else ""))
        elif r < 0.55:
            lines.append("wait %d" % rng.randint(0, 6))
        elif r < 0.62:
            lines.append("moveto %d %d" % (rng.randrange(w), rng.randrange(h)))
        elif r < 0.69:
            lines.append("pickup %s" % rng.choice(dirs))
        elif r < 0.78:
            sk = rng.choice(["skill1", "skill2", "shield", "fury", "fireball", "heal"])
            if sk == "fireball" and rng.random() < 0.7:
                lines.append("skill fireball %s" % rng.choice(dirs))
            else:
                lines.append("skill %s" % sk)
                if sk in ("skill1", "skill2") and rng.random() < 0.4:
                    # selected again: a battle skill is a toggle (rules §4)
                    lines.append("skill %s" % sk)
        elif r < 0.82:
            lines.append("use %s" % rng.choice(["elixir", "shield", "redGem", "yellowKey"]))
        elif r < 0.87:
            lines.append("cancel %s" % rng.choice(["skill1", "skill2", "shield", "fury"]))
        elif r < 0.93:
            name = "s%d" % rng.randint(0, 2)
            saves.append(name)
            lines.append("save %s" % name)
        else:
            lines.append("load %s" % (rng.choice(saves) if saves and rng.random() < 0.8
                                      else "nowhere"))
    return lines


def vary(rng, project):
    """Variations drawn from a second random stream, so that adding them did
    not change the towers and scripts of the first: some walls become the
    invisible wall (17) or tileset cells (10000+, not in the tile table), and
    some down stairs name their floor as ":before"."""
    tower = project["tower"]
    for fl in tower["floors"].values():
        for row in fl["map"]:
            for x, t in enumerate(row):
                if t == WALL and rng.random() < 0.3:
                    row[x] = rng.choice([17, 10001, 10032])
        for key, entry in fl["changeFloor"].items():
            if entry.get("stair") == "upFloor" and rng.random() < 0.5:
                entry["floorId"] = ":before"


def generate(seed):
    rng = random.Random(seed)
    project = make_tower(rng)
    script = make_script(rng, project)
    vary(random.Random(seed * 7919 + 17), project)
    return project, script


def write_case(seed, outdir):
    project, script = generate(seed)
    os.makedirs(outdir, exist_ok=True)
    with open(os.path.join(outdir, "project.json"), "w", encoding="utf-8") as f:
        json.dump(project, f, indent=1)
    with open(os.path.join(outdir, "script.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(script) + "\n")


if __name__ == "__main__":
    write_case(int(sys.argv[1]), sys.argv[2])


MOTA_PREFIX = {
    "data": "var data_a1e2fb4a_e986_4524_b0da_9b7ba7c0874d = \n",
    "enemys": "var enemys_fcae963b_31c9_42b4_b48c_bb48d09f3f80 = \n",
    "items": "var items_296f5d02_12fd_4166_a7c1_b5e830c9ee3a = \n",
    "maps": "var maps_90f36752_8815_4be8_b32b_d7fad1d0542e = \n",
    "icons": "var icons_4665ee12_3a1f_44a4_bea3_0fccba634dc1 = \n",
    "events": "var events_c12a15a8_c380_4b28_8144_256cba95f760 = \n",
}


def write_mota(project, outdir):
    """Writes the tower as a mota-js game folder (OUTDIR/project/...), the
    input of `turnwright-cli import-mota`."""
    tower = project["tower"]
    proj = os.path.join(outdir, "project")
    os.makedirs(os.path.join(proj, "floors"), exist_ok=True)
    parts = dict(tower)
    parts.setdefault("icons", {})
    parts.setdefault("events", {})
    for name, prefix in MOTA_PREFIX.items():
        with open(os.path.join(proj, name + ".js"), "w", encoding="utf-8") as f:
            f.write(prefix + json.dumps(parts[name], indent="\t", ensure_ascii=False))
    for fid, fl in tower["floors"].items():
        with open(os.path.join(proj, "floors", fid + ".js"), "w", encoding="utf-8") as f:
            f.write("main.floors.%s=\n" % fid + json.dumps(fl, indent=4, ensure_ascii=False))
