#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""An independent model of docs/rules.md (Turnwright's map-turn rules).

Written from the rules text only (plus the trace field names of
docs/engine.md where the rules leave them open), never from engine/*.c.

Usage: model.py PROJECT --script S [--trace T] [--save ST]
Writes the trace as JSON Lines and the final state as JSON, like
`turnwright-cli simulate`.
"""

import copy
import json
import math
import re
import sys

DIRS = {"up": (0, -1), "right": (1, 0), "down": (0, 1), "left": (-1, 0)}
DIR_ORDER = ["up", "right", "down", "left"]
# mota-js block order around the hero, in which capturers fight (rules §3)
CAPTURE_ORDER = ["up", "left", "right", "down"]
DIR_ALIAS = {"u": "up", "r": "right", "d": "down", "l": "left"}
ITEM_CLASSES = ("items", "tools", "constants", "equips")
SKILL_CLASSES = ("skillbattle", "skillremote", "skillrecover", "skillupdate")
MAX_BATTLE_TICKS = 1000


class Dead(Exception):
    """The hero died: the rest of the frame is dropped."""


def has_special(enemy, n):
    s = enemy.get("special", 0)
    if isinstance(s, list):
        return n in s
    return s == n


def num(v, default=0):
    return v if isinstance(v, (int, float)) and not isinstance(v, bool) else default


# ---------------------------------------------------------------- damage

def damage_info(hero, enemy, values, mon_hp=None):
    """mota-js 2.10.3 getDamageInfo as fixtures/mota-sample/README.md writes it.
    Returns the damage, or None when the battle cannot be fought."""
    h_hp = max(0, hero["hp"])
    h_atk = max(0, hero["atk"])
    h_def = max(0, hero["def"])
    h_mdef = max(0, hero["mdef"])
    m_hp = math.floor(num(enemy.get("hp")) if mon_hp is None else mon_hp)
    m_atk = math.floor(num(enemy.get("atk")))
    m_def = math.floor(num(enemy.get("def")))
    if has_special(enemy, 10):
        m_atk, m_def = h_atk, h_def
    if has_special(enemy, 3):
        m_def = max(m_def, h_atk - 1)
    if has_special(enemy, 20) and not hero.get("has_cross"):
        return None

    def factor(name):
        v = enemy.get(name)
        if not v:
            v = values.get(name)
        return num(v)

    per = m_atk if has_special(enemy, 2) else m_atk - h_def
    per = max(per, 0)
    if has_special(enemy, 4):
        per *= 2
    if has_special(enemy, 5):
        per *= 3
    if has_special(enemy, 6):
        n = num(enemy.get("n"))
        per *= n if n else 4
    counter = math.floor(factor("counterAttack") * h_atk) if has_special(enemy, 8) else 0
    init = 0
    if has_special(enemy, 11):
        init += math.floor(h_hp * factor("vampire"))
    if has_special(enemy, 1):
        init += per
    if has_special(enemy, 7):
        init += math.floor(factor("breakArmor") * h_def)
    if has_special(enemy, 9):
        init += math.floor(factor("purify") * h_mdef)
    h_per = h_atk - m_def
    if h_per <= 0:
        return None
    turn = math.ceil(m_hp / h_per)
    dmg = init + (turn - 1) * per + turn * counter - h_mdef
    dmg = max(dmg, 0)
    if has_special(enemy, 17):
        dmg += hero.get("hatred", 0)
    if has_special(enemy, 22):
        dmg += num(enemy.get("damage"))
    return math.floor(dmg)


# ---------------------------------------------------------------- item effects

FIELD_RE = r"(hp|hpmax|atk|def|mdef|money|exp|experience|mana)"
RATIO_RE = r"(?:core\.status\.thisMap\.ratio|core\.status\.thisMap\.item_ratio|ratio)"
NUM_RE = r"(\d+(?:\.\d+)?)"
VAL_RE = r"core\.values\.(\w+)"


def parse_effect(text):
    ops = []
    for stmt in re.split(r"[;\n]", text or ""):
        stmt = stmt.strip()
        if not stmt:
            continue
        m = re.fullmatch(r"core\.status\.hero\." + FIELD_RE + r"\s*([+-])=\s*(.+)", stmt)
        if not m:
            return None
        field, sign, amount = m.group(1), m.group(2), m.group(3).strip()
        if field == "experience":
            field = "exp"
        op = None
        for pat, kind, ratio in (
            (NUM_RE, "num", False), (VAL_RE, "val", False),
            (NUM_RE + r"\s*\*\s*" + RATIO_RE, "num", True),
            (RATIO_RE + r"\s*\*\s*" + NUM_RE, "num", True),
            (VAL_RE + r"\s*\*\s*" + RATIO_RE, "val", True),
            (RATIO_RE + r"\s*\*\s*" + VAL_RE, "val", True)):
            mm = re.fullmatch(pat, amount)
            if mm:
                op = (field, sign, kind, mm.group(1), ratio)
                break
        if op is None:
            return None
        ops.append(op)
    return ops


# ---------------------------------------------------------------- the world

class Model:
    def __init__(self, tower):
        self.tower = tower
        data = tower["data"]
        self.floor_ids = list(data["main"]["floorIds"])
        self.values = data.get("values", {}) or {}
        self.enemys = tower.get("enemys", {})
        self.items = tower.get("items", {})
        self.maps = tower.get("maps", {})
        self.floors_def = tower["floors"]
        self.events = []
        self.slots = {}
        self.reset()

    # ---- state
    def reset(self):
        first = self.tower["data"]["firstData"]
        hero = copy.deepcopy(first["hero"])
        flags = hero.pop("flags", {}) or {}
        self.hero = hero
        self.hero.setdefault("items", {})
        for k in ("hp", "atk", "def", "mdef", "money", "exp"):
            self.hero.setdefault(k, 0)
        self.map_turn_enabled = flags.get("mapTurnEnabled", True) is not False
        self.start_flags = flags  # no_zone, no_repulse, ... (rules §3.13)
        self.tower_flags = self.tower["data"].get("flags") or {}
        self.hatred = 0
        self.floor = first["floorId"]
        self.maps_now = {f: [list(r) for r in self.floors_def[f]["map"]] for f in self.floors_def}
        self.clock = 0
        self.map_turn = 0
        self.active = {}       # floorId -> [instance dict]
        self.version = 0
        self.status_skills = {}  # id -> {remainBattles, battleTimeCost, sourceItemId}
        self.battle_skill = None
        self.dead = False
        self.inst_data = {}    # (floor, x, y) -> {"hp":..., "patrolTarget":...}
        self.pending_battle = 0
        self.extra_ticks = 0
        self.frame_stop = False  # a contactBattleOnly enemy fought this frame
        self.build_list(self.floor)

    def snapshot(self):
        keep = {k: v for k, v in self.__dict__.items()
                if k not in ("tower", "events", "slots", "enemys", "items", "maps",
                             "floors_def", "values", "floor_ids")}
        return copy.deepcopy(keep)

    def restore(self, snap):
        for k, v in copy.deepcopy(snap).items():
            setattr(self, k, v)

    # ---- events
    def emit(self, ev, **fields):
        e = {"ev": ev, "mapTurn": self.map_turn, "clock": self.clock}
        e.update(fields)
        self.events.append(e)

    # ---- map helpers
    def w_h(self, floor=None):
        m = self.maps_now[floor or self.floor]
        return len(m[0]), len(m)

    def inside(self, x, y):
        w, h = self.w_h()
        return 0 <= x < w and 0 <= y < h

    def tile(self, x, y, floor=None):
        return self.maps_now[floor or self.floor][y][x]

    def tile_def(self, x, y, floor=None):
        t = self.tile(x, y, floor)
        if t == 0:
            return None
        return self.maps.get(str(t), {"cls": "unknown", "id": "?"})

    def enemy_at(self, x, y, floor=None):
        d = self.tile_def(x, y, floor)
        if d and str(d.get("cls", "")).startswith("enemy") and d.get("id") in self.enemys:
            return d["id"]
        return None

    def item_at(self, x, y):
        d = self.tile_def(x, y)
        if d and (d.get("cls") in ITEM_CLASSES or str(d.get("cls", "")).startswith("skill")) \
                and d.get("id") in self.items:
            return d["id"]
        return None

    def hero_xy(self):
        return self.hero["loc"]["x"], self.hero["loc"]["y"]

    def is_empty_for_enemy(self, x, y):
        return self.inside(x, y) and self.tile(x, y) == 0 and (x, y) != self.hero_xy()

    def rid(self, floor, x, y, eid):
        return "%s:%d:%d:%s" % (floor, x, y, eid)

    # ---- active enemy cache
    def time_cost(self, eid):
        return int(num(self.enemys[eid].get("timeCost")))

    def build_list(self, floor):
        lst = []
        m = self.maps_now[floor]
        for y in range(len(m)):
            for x in range(len(m[0])):
                eid = self.enemy_at(x, y, floor)
                if eid and self.time_cost(eid) > 0:
                    lst.append({"x": x, "y": y, "id": eid, "gauge": 0, "alive": True})
        self.active[floor] = lst
        self.version += 1

    def rebuild_keep_gauges(self, floor):
        """rebuild: one full scan, row-major, keeping the gauges of runtime ids
        that still exist."""
        old = {(e["x"], e["y"], e["id"]): e["gauge"] for e in self.active.get(floor, [])}
        self.build_list(floor)
        for e in self.active[floor]:
            e["gauge"] = old.get((e["x"], e["y"], e["id"]), 0)

    def remove_cell(self, floor, x, y):
        if floor in self.active:
            lst = self.active[floor]
            for e in lst:
                if e["x"] == x and e["y"] == y:
                    e["alive"] = False
            self.active[floor] = [e for e in lst if e["alive"]]
            self.version += 1
        self.inst_data.pop((floor, x, y), None)

    def set_tile(self, floor, x, y, t):
        self.maps_now[floor][y][x] = t

    def remove_enemy_block(self, floor, x, y):
        self.set_tile(floor, x, y, 0)
        self.remove_cell(floor, x, y)

    # ---- time
    def consume_time(self, n, reason):
        if n <= 0 or not self.map_turn_enabled or self.dead:
            return
        self.extra_ticks = 0
        self.run_ticks(n, reason)

    def run_ticks(self, n, reason):
        """n ticks; the cost of a battle an enemy starts inside a tick runs as
        extra ticks right after that tick (a stack, so the loop never recurses)."""
        self.clock += n
        stack = [[n, reason]]
        while stack:
            top = stack[-1]
            if top[0] == 0:
                stack.pop()
                continue
            top[0] -= 1
            self.advance_one(top[1])
            if self.dead:
                raise Dead()
            if self.pending_battle:
                p = self.pending_battle
                self.pending_battle = 0
                allowed = MAX_BATTLE_TICKS - self.extra_ticks
                if p > allowed:
                    # a safety cap is never silent: the limit event says what it cut
                    self.emit("limit", limit="battleTicks", max=MAX_BATTLE_TICKS,
                              dropped=p - allowed)
                p = min(p, allowed)
                if p > 0:
                    self.extra_ticks += p
                    self.clock += p
                    stack.append([p, "battle"])

    def advance_one(self, reason):
        self.map_turn += 1
        self.emit("tick", reason=reason)
        lst = self.active.get(self.floor, [])
        order = sorted(lst, key=lambda e: -num(self.enemys[e["id"]].get("priority")))
        for e in order:
            if not e["alive"] or e not in self.active.get(self.floor, []):
                continue
            tc = self.time_cost(e["id"])
            e["gauge"] += 1
            while e["alive"] and e["gauge"] >= tc:
                e["gauge"] -= tc
                self.perform(e)
                if self.dead:
                    return

    # ---- enemy actions
    def perform(self, e):
        d = self.enemys[e["id"]]
        act = d.get("actType") or "idle"
        args = d.get("actArgs") or {}
        start = self.rid(self.floor, e["x"], e["y"], e["id"])
        if act not in ("chase", "patrol", "skill"):
            self.emit("enemy_act", enemy=start, actType=act, gauge=e["gauge"], result="idle")
            return
        if act == "chase":
            self.do_chase(e, args, start)
        elif act == "patrol":
            self.do_patrol(e, args, start)
        else:
            self.do_skill(e, args, start)

    def act_event(self, e, start, result):
        self.emit("enemy_act", enemy=start, actType=self.enemys[e["id"]].get("actType") or "idle",
                  gauge=e["gauge"], result=result)

    def step_enemy(self, e, start, nx, ny):
        hx, hy = self.hero_xy()
        if (nx, ny) == (hx, hy):
            self.act_event(e, start, "battle")
            self.enemy_battle(e)
            return
        if not self.is_empty_for_enemy(nx, ny):
            self.act_event(e, start, "blocked")
            return
        self.act_event(e, start, "moved")
        t = self.tile(e["x"], e["y"])
        self.set_tile(self.floor, e["x"], e["y"], 0)
        self.set_tile(self.floor, nx, ny, t)
        data = self.inst_data.pop((self.floor, e["x"], e["y"]), None)
        e["x"], e["y"] = nx, ny
        if data is not None:
            self.inst_data[(self.floor, nx, ny)] = data
        self.version += 1

    def distance_field(self):
        w, h = self.w_h()
        hx, hy = self.hero_xy()
        dist = {(hx, hy): 0}
        queue = [(hx, hy)]
        i = 0
        while i < len(queue):
            x, y = queue[i]
            i += 1
            for dn in DIR_ORDER:
                dx, dy = DIRS[dn]
                nx, ny = x + dx, y + dy
                if not (0 <= nx < w and 0 <= ny < h) or (nx, ny) in dist:
                    continue
                if self.tile(nx, ny) == 0 or self.enemy_at(nx, ny):
                    dist[(nx, ny)] = dist[(x, y)] + 1
                    queue.append((nx, ny))
        return dist

    def do_chase(self, e, args, start):
        hx, hy = self.hero_xy()
        rng = args.get("range")
        if isinstance(rng, (int, float)) and abs(hx - e["x"]) + abs(hy - e["y"]) > rng:
            self.act_event(e, start, "idle")
            return
        dist = self.distance_field()
        best = None
        for dn in DIR_ORDER:
            dx, dy = DIRS[dn]
            p = (e["x"] + dx, e["y"] + dy)
            if p in dist and (best is None or dist[p] < best):
                best = dist[p]
        if best is None:
            self.act_event(e, start, "blocked")
            return
        for dn in DIR_ORDER:
            dx, dy = DIRS[dn]
            p = (e["x"] + dx, e["y"] + dy)
            if dist.get(p) == best and (p == (hx, hy) or self.is_empty_for_enemy(*p)):
                self.step_enemy(e, start, *p)
                return
        self.act_event(e, start, "blocked")

    def do_patrol(self, e, args, start):
        route = args.get("route") or []
        if not route:
            self.act_event(e, start, "idle")
            return
        key = (self.floor, e["x"], e["y"])
        data = self.inst_data.setdefault(key, {})
        target = data.get("patrolTarget", 0) % len(route)
        tx, ty = route[target][0], route[target][1]
        if (e["x"], e["y"]) == (tx, ty):
            target = (target + 1) % len(route)
            tx, ty = route[target][0], route[target][1]
        data["patrolTarget"] = target
        if (e["x"], e["y"]) == (tx, ty):
            self.act_event(e, start, "idle")
            return
        if e["x"] != tx:
            nx, ny = e["x"] + (1 if tx > e["x"] else -1), e["y"]
        else:
            nx, ny = e["x"], e["y"] + (1 if ty > e["y"] else -1)
        self.step_enemy(e, start, nx, ny)

    def do_skill(self, e, args, start):
        kind = args.get("kind")
        hx, hy = self.hero_xy()
        if kind == "ranged":
            if abs(hx - e["x"]) + abs(hy - e["y"]) <= num(args.get("range")):
                self.act_event(e, start, "hit")
                self.hero["hp"] -= int(num(args.get("damage")))
                if self.hero["hp"] <= 0:
                    self.hero["hp"] = 0
                    self.die(e["id"])
            else:
                self.act_event(e, start, "idle")
            return
        if kind == "summon":
            sid = args.get("enemy")
            tile = None
            for k in sorted(self.maps, key=lambda s: int(s) if s.isdigit() else 1 << 40):
                d = self.maps[k]
                if d.get("id") == sid and str(d.get("cls", "")).startswith("enemy"):
                    tile = int(k)
                    break
            if tile is not None and sid in self.enemys:
                for dn in DIR_ORDER:
                    dx, dy = DIRS[dn]
                    nx, ny = e["x"] + dx, e["y"] + dy
                    if self.is_empty_for_enemy(nx, ny):
                        self.act_event(e, start, "summoned")
                        self.set_tile(self.floor, nx, ny, tile)
                        self.inst_data.pop((self.floor, nx, ny), None)
                        if self.time_cost(sid) > 0:
                            self.active[self.floor].append(
                                {"x": nx, "y": ny, "id": sid, "gauge": 0, "alive": True})
                        self.version += 1
                        return
            self.act_event(e, start, "idle")  # "no empty neighbour: nothing"
            return
        self.act_event(e, start, "idle")

    # ---- battles
    def eff_hero(self):
        h = {k: self.hero.get(k, 0) for k in ("hp", "atk", "def", "mdef")}
        skills = list(self.status_skills)
        if self.battle_skill:
            skills.append(self.battle_skill)
        for sid in skills:
            eff = (self.items.get(sid) or {}).get("effect") or {}
            for k in ("atk", "def", "mdef"):
                h[k] += int(num(eff.get(k)))
        h["hatred"] = self.hatred
        h["has_cross"] = any(self.hero["items"].get(c, {}).get("cross", 0) > 0
                             for c in self.hero["items"])
        return h

    def enemy_damage(self, x, y, eid):
        data = self.inst_data.get((self.floor, x, y), {})
        return damage_info(self.eff_hero(), self.enemys[eid], self.values, data.get("hp"))

    def settle(self):
        status_max = 0
        for s in self.status_skills.values():
            status_max = max(status_max, int(num(s.get("battleTimeCost"))))
        bs = 0
        if self.battle_skill:
            bs = int(num((self.items.get(self.battle_skill) or {}).get("timeCost")))
        return {"base": 1, "statusMax": status_max, "battleSkill": bs,
                "final": max(1, status_max, bs)}

    def battle(self, x, y, eid, initiator):
        """Fights the enemy at (x, y). Returns its cost; raises Dead on a defeat."""
        r = self.rid(self.floor, x, y, eid)
        dmg = self.enemy_damage(x, y, eid)
        if dmg is None or dmg >= self.hero["hp"]:
            self.hero["hp"] = 0
            self.emit("battle", enemy=r, initiator=initiator, damage=dmg if dmg is not None else 0,
                      result="fail", settle={"base": 0, "statusMax": 0, "battleSkill": 0,
                                             "final": 0})
            self.die("battle")
            raise Dead()
        self.hero["hp"] -= dmg
        d = self.enemys[eid]
        if d.get("contactBattleOnly"):
            # rules §3: once it fought (bump, capture or its own step), the
            # frame resolves no further capture
            self.frame_stop = True
        self.hero["money"] += int(num(d.get("money")))
        self.hero["exp"] += int(num(d.get("exp")))
        # mota-js afterBattle: a hatred (17) enemy halves hatred, then every
        # battle adds values.hatred
        if has_special(d, 17):
            self.hatred = self.hatred // 2
        self.hatred += int(num(self.values.get("hatred")))
        self.remove_enemy_block(self.floor, x, y)
        st = self.settle()
        self.emit("battle", enemy=r, initiator=initiator, damage=dmg, result="success", settle=st)
        self.status_after_battle()
        return st["final"]

    def status_after_battle(self):
        for sid in list(self.status_skills):
            s = self.status_skills[sid]
            if s["remainBattles"] is None:
                continue
            s["remainBattles"] -= 1
            if s["remainBattles"] <= 0:
                del self.status_skills[sid]
                self.emit("status", skill=sid, op="expired", remainBattles=0, active=False)
            else:
                self.emit("status", skill=sid, op="layer", remainBattles=s["remainBattles"],
                          active=True)

    def enemy_battle(self, e):
        cost = self.battle(e["x"], e["y"], e["id"], "enemy")
        self.pending_battle += cost

    def die(self, reason):
        self.dead = True
        self.status_skills = {}
        self.battle_skill = None
        self.emit("death", reason=reason)

    def captures(self):
        """Forced capture battles around the hero, after the frame's own ticks:
        the capturers adjacent now, in block order, each battle's cost consumed
        before the next (spec 7.1)."""
        hx, hy = self.hero_xy()
        for dn in CAPTURE_ORDER:
            dx, dy = DIRS[dn]
            x, y = hx + dx, hy + dy
            if not self.inside(x, y):
                continue
            eid = self.enemy_at(x, y)
            if not eid or not has_special(self.enemys[eid], 27):
                continue
            if self.frame_stop:
                break
            cost = self.battle(x, y, eid, "capture")  # a defeat raises Dead: the rest stop
            self.consume_time(cost, "battle")

    # ---- player actions
    def refuse(self, line, reason):
        self.emit("refused", action=line, reason=reason)
        return False

    def owned(self, iid):
        d = self.items.get(iid)
        if not d:
            return 0
        return self.hero["items"].get(d.get("cls"), {}).get(iid, 0)

    def add_item(self, iid, n):
        cls = self.items[iid].get("cls")
        bag = self.hero["items"].setdefault(cls, {})
        bag[iid] = bag.get(iid, 0) + n

    def apply_effect(self, text):
        ops = parse_effect(text)
        if not ops:
            return
        ratio = num(self.floors_def[self.floor].get("ratio"), 1)
        for field, sign, kind, arg, times in ops:
            amount = float(arg) if kind == "num" else num(self.values.get(arg))
            if times:
                amount *= ratio
            cur = self.hero.get(field, 0)
            self.hero[field] = math.floor(cur + amount if sign == "+" else cur - amount)

    def pick_item(self, x, y, iid):
        self.set_tile(self.floor, x, y, 0)
        self.remove_cell(self.floor, x, y)
        d = self.items[iid]
        if d.get("cls") == "items":
            self.apply_effect(d.get("itemEffect"))
        else:
            self.add_item(iid, 1)

    def do_line(self, line):
        words = line.split()
        verb = words[0].lower()
        if verb == "move":
            # `move D N` is N move actions, each played (or refused) on its own.
            n = int(words[2]) if len(words) > 2 else 1
            dn = self.norm_dir(words[1])
            for _ in range(n):
                self.frame_stop = False
                if self.dead:
                    self.refuse("move " + dn, "dead")
                    continue
                try:
                    self.move(dn)
                except Dead:
                    pass
            return None
        self.frame_stop = False
        if self.dead and verb != "load":
            return self.refuse(self.canon(words), "dead")
        try:
            if False:
                pass
            else:
                getattr(self, "act_" + verb)(words)
        except Dead:
            pass

    def canon(self, words):
        verb = words[0].lower()
        out = [verb]
        for w in words[1:]:
            lw = w.lower()
            out.append(DIR_ALIAS.get(lw, lw) if lw in DIRS or lw in DIR_ALIAS else w)
        return " ".join(out)

    def norm_dir(self, w):
        w = w.lower()
        return DIR_ALIAS.get(w, w)

    # ---- map damage (rules §3.11-3.15; mota-js 2.10.3 updateCheckBlock, checkBlock)
    def map_damage(self):
        """{(x, y): damage} and {(x, y): [(ex, ey, dx, dy), ...]} (the repulse
        enemies a hero on the cell pushes back) of the current floor."""
        w, h = self.w_h()
        damage, pushes, pincer = {}, {}, set()
        flags = self.start_flags

        def add(x, y, v):
            damage[(x, y)] = damage.get((x, y), 0) + int(v)

        for y in range(h):
            for x in range(w):
                eid = self.enemy_at(x, y)
                if not eid:
                    continue
                e = self.enemys[eid]
                square = bool(e.get("zoneSquare"))
                if has_special(e, 15) and not flags.get("no_zone"):
                    r = int(num(e.get("range"))) or 1
                    for dx in range(-r, r + 1):
                        for dy in range(-r, r + 1):
                            nx, ny = x + dx, y + dy
                            if (dx, dy) == (0, 0) or not self.inside(nx, ny):
                                continue
                            if square or abs(dx) + abs(dy) <= r:
                                add(nx, ny, num(e.get("zone")))
                if has_special(e, 18) and not flags.get("no_repulse"):
                    scan = [(0, -1), (-1, 0), (0, 1), (1, 0)]
                    if square:
                        scan += [(-1, -1), (-1, 1), (1, -1), (1, 1)]
                    for dx, dy in scan:
                        nx, ny = x + dx, y + dy
                        if not self.inside(nx, ny):
                            continue
                        add(nx, ny, num(e.get("repulse")))
                        if self.inside(x - dx, y - dy) and self.tile(x - dx, y - dy) == 0:
                            pushes.setdefault((nx, ny), []).append((x, y, -dx, -dy))
                if has_special(e, 24) and not flags.get("no_laser"):
                    for nx in range(w):
                        if nx != x:
                            add(nx, y, num(e.get("laser")))
                    for ny in range(h):
                        if ny != y:
                            add(x, ny, num(e.get("laser")))
                if has_special(e, 16) and not flags.get("no_betweenAttack"):
                    for dx, dy in DIRS.values():
                        if self.inside(x + dx, y + dy):
                            pincer.add((x + dx, y + dy))
        for (x, y) in pincer:
            pair = False
            for (ax, ay), (bx, by) in (((x - 1, y), (x + 1, y)), ((x, y - 1), (x, y + 1))):
                if self.inside(ax, ay) and self.inside(bx, by):
                    a, b = self.enemy_at(ax, ay), self.enemy_at(bx, by)
                    pair |= a is not None and a == b and has_special(self.enemys[a], 16)
            left = self.hero["hp"] - damage.get((x, y), 0)
            if pair and left > 1:
                add(x, y, left // 2)
        return damage, pushes

    def check_block(self):
        """After a step: the cell's damage (death at 0), then the pushes."""
        damage, pushes = self.map_damage()
        here = self.hero_xy()
        if damage.get(here):
            self.hero["hp"] -= damage[here]
            if self.hero["hp"] <= 0:
                self.hero["hp"] = 0
                self.die("map damage")
                return
        for (x, y, dx, dy) in pushes.get(here, []):
            t = self.tile(x, y)
            self.set_tile(self.floor, x, y, 0)
            self.set_tile(self.floor, x + dx, y + dy, t)
            data = self.inst_data.pop((self.floor, x, y), None)
            if data is not None:
                self.inst_data[(self.floor, x + dx, y + dy)] = data
            if self.floor in self.active:
                for e in self.active[self.floor]:
                    if (e["x"], e["y"]) == (x, y):
                        e["x"], e["y"] = x + dx, y + dy
                self.version += 1

    def move(self, dn):
        line = "move " + dn
        hx, hy = self.hero_xy()
        dx, dy = DIRS[dn]
        x, y = hx + dx, hy + dy
        if not self.inside(x, y):
            return self.refuse(line, "outside the map")
        eid = self.enemy_at(x, y)
        if eid:
            dmg = self.enemy_damage(x, y, eid)
            if dmg is None or dmg >= self.hero["hp"]:
                return self.refuse(line, "cannot win")
            self.emit("action", action=line)
            self.hero["loc"]["direction"] = dn
            cost = self.battle(x, y, eid, "hero")
            self.consume_time(cost, "battle")
            return True
        d = self.tile_def(x, y)
        # a door: doorInfo with the openDoor trigger, or a doorInfo naming keys
        # (mota-js's yellowWall has doorInfo with no keys and no trigger: a wall)
        info = d.get("doorInfo") if d is not None else None
        door = isinstance(info, dict) and (d.get("trigger") == "openDoor" or bool(info.get("keys")))
        if door:
            keys = d["doorInfo"].get("keys") or {}
            for k, n in keys.items():
                if self.owned(k) < n:
                    return self.refuse(line, "no key")
            self.emit("action", action=line)
            for k, n in keys.items():
                cls = self.items[k]["cls"]
                self.hero["items"][cls][k] -= n
            self.set_tile(self.floor, x, y, 0)
            self.remove_cell(self.floor, x, y)
            # CONTRACT 2: a door is opened by a bump; the hero stays and
            # takes no step, so no time passes
            self.hero["loc"]["direction"] = dn
            return True
        else:
            iid = self.item_at(x, y)
            if d is not None and not iid and not d.get("canPass"):
                return self.refuse(line, "wall")
            # rules §3.14: not onto an empty cell whose map damage kills
            if d is None and not self.tower_flags.get("canGoDeadZone") and \
                    max(self.hero["hp"], 1) <= self.map_damage()[0].get((x, y), 0):
                return self.refuse(line, "deadly map damage")
            self.emit("action", action=line)
            if iid:
                self.pick_item(x, y, iid)
        self.hero["loc"]["x"], self.hero["loc"]["y"] = x, y
        self.hero["loc"]["direction"] = dn
        self.check_block()
        if self.dead:
            return True
        start_floor = self.floor
        self.consume_time(1, "move")
        self.captures()
        stairs = self.floors_def[start_floor].get("changeFloor", {}).get("%d,%d" % (x, y))
        if stairs and not self.dead:
            self.change_floor(stairs)
        return True

    def change_floor(self, entry):
        target = entry.get("floorId")
        idx = self.floor_ids.index(self.floor) if self.floor in self.floor_ids else 0
        if target == ":next":
            target = self.floor_ids[idx + 1]
        elif target == ":before":
            target = self.floor_ids[idx - 1]
        elif target == ":now":
            target = self.floor
        frm = self.floor
        self.floor = target
        self.map_turn = 0
        loc = entry.get("loc")
        if loc:
            self.hero["loc"]["x"], self.hero["loc"]["y"] = loc[0], loc[1]
        elif entry.get("stair"):
            m = self.maps_now[target]
            found = False
            for yy in range(len(m)):
                for xx in range(len(m[0])):
                    dd = self.tile_def(xx, yy, target)
                    if not found and dd and dd.get("id") == entry["stair"]:
                        self.hero["loc"]["x"], self.hero["loc"]["y"] = xx, yy
                        found = True
        # every entry rebuilds the floor's list row-major, keeping gauges
        # (rules §1; spec 6.3 step 1, 6.7 afterChangeFloor)
        if target not in self.active:
            self.build_list(target)
        else:
            self.rebuild_keep_gauges(target)
        self.emit("floor", floorId=target, **{"from": frm})

    def act_moveto(self, words):
        line = "moveto %s %s" % (words[1], words[2])
        tx, ty = int(words[1]), int(words[2])
        hx, hy = self.hero_xy()
        if (tx, ty) == (hx, hy):
            return self.refuse(line, "already there")
        if not self.inside(tx, ty):
            return self.refuse(line, "outside the map")
        w, h = self.w_h()
        stairs = self.floors_def[self.floor].get("changeFloor", {})

        def walkable(p, end):
            # rules §2.8: empty cells; stairs only passed over, when they
            # ignore floor changes (their own field, else the tower's flag)
            entry = stairs.get("%d,%d" % p)
            if entry:
                own = entry.get("ignoreChangeFloor") if isinstance(entry, dict) else None
                ignore = own if own is not None else self.tower_flags.get("ignoreChangeFloor")
                return not end and ignore is True
            return self.tile(*p) == 0

        # rules §3.15: not next to a capturer (the game's checkBlock.ambush)
        ambushed = set()
        for y in range(h):
            for x in range(w):
                eid = self.enemy_at(x, y)
                if eid and has_special(self.enemys[eid], 27):
                    for dn in DIRS:
                        ambushed.add((x + DIRS[dn][0], y + DIRS[dn][1]))
        if not walkable((tx, ty), True) or (tx, ty) in ambushed:
            return self.refuse(line, "no path")
        # rules §3.15: not from, nor through, a cell with map damage or a push
        damage, pushes = self.map_damage()
        if damage.get((hx, hy)):
            return self.refuse(line, "no path")
        prev = {(hx, hy): None}
        queue = [(hx, hy)]
        i = 0
        while i < len(queue):
            x, y = queue[i]
            i += 1
            for dn in DIR_ORDER:
                dx, dy = DIRS[dn]
                p = (x + dx, y + dy)
                if p in prev or not (0 <= p[0] < w and 0 <= p[1] < h):
                    continue
                if not walkable(p, p == (tx, ty)) or p in ambushed:
                    continue
                if damage.get(p) or p in pushes:
                    continue
                prev[p] = ((x, y), dn)
                queue.append(p)
        if (tx, ty) not in prev:
            return self.refuse(line, "no path")
        length = 0
        p = (tx, ty)
        last_dir = None
        while prev[p] is not None:
            if last_dir is None:
                last_dir = prev[p][1]
            p = prev[p][0]
            length += 1
        self.emit("action", action=line)
        self.hero["loc"]["x"], self.hero["loc"]["y"] = tx, ty
        # moveDirectly keeps the facing (mota-js teleports the hero)
        self.consume_time(length, "move")
        self.captures()

    def act_pickup(self, words):
        dn = self.norm_dir(words[1])
        line = "pickup " + dn
        hx, hy = self.hero_xy()
        x, y = hx + DIRS[dn][0], hy + DIRS[dn][1]
        iid = self.item_at(x, y) if self.inside(x, y) else None
        if not iid:
            return self.refuse(line, "no item there")
        self.emit("action", action=line)
        self.pick_item(x, y, iid)
        self.consume_time(1, "pickup")

    def act_wait(self, words):
        n = int(words[1])
        self.emit("action", action="wait %d" % n)
        self.consume_time(n, "wait")

    def act_use(self, words):
        self.use_item(words[1], None, "use " + words[1])

    def act_skill(self, words):
        dn = self.norm_dir(words[2]) if len(words) > 2 else None
        line = "skill " + words[1] + (" " + dn if dn else "")
        self.use_item(words[1], dn, line)

    def use_item(self, iid, dn, line):
        d = self.items.get(iid)
        if d is None:
            return self.refuse(line, "unknown item")
        if self.owned(iid) <= 0:
            return self.refuse(line, "not owned")
        cls = d.get("cls")
        tc = int(num(d.get("timeCost")))
        if cls == "tools":
            self.emit("action", action=line)
            self.apply_effect(d.get("useItemEffect"))
            self.hero["items"]["tools"][iid] -= 1
            self.consume_time(tc, "tool")
        elif cls == "skillupdate":
            self.emit("action", action=line)
            self.use_status(iid, d)
        elif cls == "skillbattle":
            if self.battle_skill == iid:
                # a toggle: selecting it again turns it off, by the rule of cancel
                if not d.get("canCancel"):
                    return self.refuse(line, "cannot cancel")
                self.emit("action", action=line)
                self.battle_skill = None
                self.emit("status", skill=iid, op="off", remainBattles=None, active=False)
                return
            self.emit("action", action=line)
            self.battle_skill = iid
            self.emit("status", skill=iid, op="select", remainBattles=None, active=True)
        elif cls == "skillremote":
            eff = d.get("effect") or {}
            aim = dn or self.hero["loc"].get("direction", "up")
            hx, hy = self.hero_xy()
            hit = None
            for k in range(1, int(num(eff.get("range"))) + 1):
                x, y = hx + DIRS[aim][0] * k, hy + DIRS[aim][1] * k
                if not self.inside(x, y):
                    break
                eid = self.enemy_at(x, y)
                if eid:
                    hit = (x, y, eid)
                    break
                if self.stops_shot(x, y):
                    break
            if hit:
                x, y, eid = hit
                data = self.inst_data.setdefault((self.floor, x, y), {})
                hp = data.get("hp", int(num(self.enemys[eid].get("hp"))))
                hp -= int(num(eff.get("damage")))
                r = self.rid(self.floor, x, y, eid)
                self.emit("action", action=line, target=r, damage=int(num(eff.get("damage"))),
                          targetHp=max(hp, 0))
                if hp <= 0:
                    self.hero["money"] += int(num(self.enemys[eid].get("money")))
                    self.hero["exp"] += int(num(self.enemys[eid].get("exp")))
                    self.remove_enemy_block(self.floor, x, y)
                else:
                    data["hp"] = hp
            else:
                self.emit("action", action=line)
            self.consume_time(tc, "ranged")
        elif cls == "skillrecover":
            self.emit("action", action=line)
            heal = int(num((d.get("effect") or {}).get("heal")))
            hp = self.hero["hp"] + heal
            if num(self.hero.get("hpmax")) > 0:
                # "gains heal hp, up to hpmax": a heal never lowers hp that a
                # potion already raised above hpmax
                hp = max(self.hero["hp"], min(hp, self.hero["hpmax"]))
            self.hero["hp"] = hp
            self.consume_time(tc, "recover")
        else:
            return self.refuse(line, "not usable")

    def stops_shot(self, x, y):
        """A wall or a closed door stops a remote skill; items, stairs, nets
        and open cells do not (rules §4)."""
        d = self.tile_def(x, y)
        if d is None or self.item_at(x, y):
            return False
        info = d.get("doorInfo")
        if isinstance(info, dict) and (d.get("trigger") == "openDoor" or bool(info.get("keys"))):
            return True
        if self.floors_def[self.floor].get("changeFloor", {}).get("%d,%d" % (x, y)):
            return False
        return not d.get("canPass")

    def use_status(self, iid, d):
        dur = d.get("durationBattles")
        dur = dur if isinstance(dur, int) and not isinstance(dur, bool) else None
        policy = d.get("stackPolicy") or "refresh"
        if iid in self.status_skills:
            s = self.status_skills[iid]
            if policy == "stack":
                if dur is not None and s["remainBattles"] is not None:
                    s["remainBattles"] += dur
                op = "stack"
            else:
                s["remainBattles"] = dur
                op = "refresh" if policy != "replace" else "replace"
            if policy == "replace":
                self.drop_other_status(iid)
            self.emit("status", skill=iid, op=op, remainBattles=s["remainBattles"], active=True)
            return
        if policy == "replace":
            self.drop_other_status(iid)
        self.status_skills[iid] = {"remainBattles": dur,
                                   "battleTimeCost": int(num(d.get("battleTimeCost"))),
                                   "sourceItemId": iid}
        self.emit("status", skill=iid, op="on", remainBattles=dur, active=True)

    def drop_other_status(self, iid):
        """stackPolicy replace: every other status skill is removed first."""
        for other in list(self.status_skills):
            if other != iid:
                s = self.status_skills.pop(other)
                self.emit("status", skill=other, op="off", remainBattles=s["remainBattles"],
                          active=False)

    def act_cancel(self, words):
        iid = words[1]
        line = "cancel " + iid
        d = self.items.get(iid)
        if d is None:
            return self.refuse(line, "unknown item")
        if iid not in self.status_skills and self.battle_skill != iid:
            return self.refuse(line, "not active")
        if not d.get("canCancel"):
            return self.refuse(line, "cannot cancel")
        self.emit("action", action=line)
        if iid in self.status_skills:
            del self.status_skills[iid]
        else:
            self.battle_skill = None
        self.emit("status", skill=iid, op="off", remainBattles=None, active=False)

    def act_save(self, words):
        self.emit("action", action="save " + words[1])
        self.slots[words[1]] = self.snapshot()

    def act_load(self, words):
        line = "load " + words[1]
        if words[1] not in self.slots:
            return self.refuse(line, "no such save")
        self.emit("action", action=line)
        self.restore(self.slots[words[1]])

    # ---- saved state (§8), in the engine's layout where docs/rules.md is open
    def state(self):
        hero = copy.deepcopy(self.hero)
        floors = {}
        for f, m in self.maps_now.items():
            orig = self.floors_def[f]["map"]
            blocks = {}
            for y in range(len(m)):
                for x in range(len(m[0])):
                    if m[y][x] != orig[y][x]:
                        blocks["%d,%d" % (x, y)] = m[y][x]
            ent = {}
            if blocks:
                ent["blocks"] = blocks
            enemies = {}
            for (ff, x, y), data in self.inst_data.items():
                if ff == f and data:
                    enemies["%d,%d" % (x, y)] = data
            if enemies:
                ent["enemies"] = enemies
            if ent:
                floors[f] = ent
        gauges = {f: {self.rid(f, e["x"], e["y"], e["id"]): e["gauge"] for e in lst}
                  for f, lst in self.active.items()}
        lists = {f: [{"runtimeId": self.rid(f, e["x"], e["y"], e["id"]), "x": e["x"],
                      "y": e["y"], "enemyId": e["id"]} for e in lst]
                 for f, lst in self.active.items()}
        skill_flag = 0
        if self.battle_skill and re.fullmatch(r"skill\d+", self.battle_skill):
            skill_flag = int(self.battle_skill[5:])
        st = {"floorId": self.floor, "hero": hero, "floors": floors,
              "flags": {"mapTurnEnabled": self.map_turn_enabled,
                        "mapTurnState": {"clock": self.clock, "mapTurn": self.map_turn,
                                         "enemyActionGauge": gauges,
                                         "activeEnemiesByFloor": lists,
                                         "activeEnemiesVersion": self.version},
                        "skillState": {"activeStatusSkills": copy.deepcopy(self.status_skills),
                                       "activeBattleSkillId": self.battle_skill, "temp": {}},
                        "hatred": self.hatred, "skill": skill_flag}}
        if self.dead:
            st["dead"] = True
        return st


def load_tower(path):
    with open(path, encoding="utf-8") as f:
        root = json.load(f)
    return root["tower"] if root.get("format") == "turnwright-project" else root


def run(tower, script_lines):
    m = Model(tower)
    for raw in script_lines:
        line = raw.split("#", 1)[0].strip()
        if line:
            m.do_line(line)
    return m.events, m.state()


def main(argv):
    import argparse
    ap = argparse.ArgumentParser()
    ap.add_argument("project")
    ap.add_argument("--script", required=True)
    ap.add_argument("--trace")
    ap.add_argument("--save")
    a = ap.parse_args(argv)
    with open(a.script, encoding="utf-8") as f:
        events, state = run(load_tower(a.project), f.read().splitlines())
    if a.trace:
        with open(a.trace, "w", encoding="utf-8") as f:
            for e in events:
                f.write(json.dumps(e, separators=(",", ":"), ensure_ascii=False) + "\n")
    if a.save:
        with open(a.save, "w", encoding="utf-8") as f:
            json.dump(state, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
