/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tw-tower-script.c: functions.js and the `core` facade (docs/rules.md §12). */
#include "engine/tw-tower-script.h"

#include <math.h>
#include <string.h>

#include "engine/tw-js.h"
#include "engine/tw-tower.h"

/* clang-format would space out the dashes of the quark's name: keep it as written. */
/* clang-format off */
G_DEFINE_QUARK (tw-tower-script-error-quark, tw_tower_script_error)
/* clang-format on */

struct _TwTowerScript
{
  TwJs *js;
  char *file;
  GPtrArray *functions; /* "enemys.getDamageInfo", ...; NULL-terminated */
  gboolean overrides_damage;
  gboolean adds_extra_damage; /* a 2.6 tower: enemys.js getExtraDamage on top */
  GHashTable *cache;         /* key text -> Entry* */
  guint calls;               /* getDamageInfo calls actually run */
  guint failures;            /* damage asked for that the script failed to give */
  guint limit_failures;      /* calls ended by the time or memory limit */
  char *first_error;         /* the first failure's message */
  GHashTable *effect_limits; /* effect code -> calls of it ended by a limit */
  /* V8 (docs/js-engine.md): what the worker needs to load the tower again
   * (a worker stopped by a limit is started afresh at the next call). */
  char *text;           /* the tower's file */
  char *plugins_file;   /* project/plugins.js, when the tower carries it */
  char *plugins_text;
  gboolean plugins_wanted; /* a call needed a function plugins.js may define */
  char *snapshot_text;  /* __tw_tower, as JSON */
  gboolean on_worker;   /* the code runs in the worker now (js is NULL) */
  gboolean worker_tried;
  gboolean worker_unavailable; /* the worker could not start */
  gpointer worker;      /* the running worker, or NULL */
};

static const TwTowerScriptWorkerClass *worker_class;

void
tw_tower_script_set_worker_class (const TwTowerScriptWorkerClass *klass)
{
  worker_class = klass;
}

const char *
tw_tower_script_engine (TwTowerScript *self)
{
  return self != NULL && self->on_worker ? "V8" : "Duktape";
}

/* A kept answer: the figures, or the failure (so that a failing call is not
 * run again for the same inputs). */
typedef struct
{
  gboolean ok;
  TwDamageResult result;
  char *error;
  gint code;
} Entry;

static void
entry_free (gpointer data)
{
  Entry *entry = data;
  g_free (entry->error);
  g_free (entry);
}

/* Each floor's map only ({ID: {map}}): what the facade's core.status.maps
 * is made of. */
static json_t *
floor_maps (json_t *floors)
{
  json_t *out = json_object ();
  const char *id;
  json_t *floor;

  json_object_foreach (floors, id, floor)
    {
      json_t *map = json_object_get (floor, "map");
      if (json_is_array (map))
        json_object_set_new (out, id, json_pack ("{s:O}", "map", map));
    }
  return out;
}

/* The facade (docs/rules.md §12.4): what mota-js 2.x's default functions.js
 * and libs/enemys.js call, over a snapshot of the tower (__tw_tower) and the
 * hero of the current call. Everything else is undefined: a script that needs
 * it fails with a TypeError and the built-in formula is used. */
static const char facade[]
    = "var core, flags, hero;\n"
      "(function (g) {\n"
      "  var tower = g.__tw_tower; delete g.__tw_tower;\n"
      "  var data = tower.data || {};\n"
      "  var first = data.firstData || {};\n"
      "  var startHero = first.hero || {};\n"
      "  function floor(v) { return Math.floor(v); }\n"
      "  core = {\n"
      "    status: { hero: {}, floorId: first.floorId || null, thisMap: { ratio: 1 },\n"
      "              checkBlock: { needCache: false, cache: {} }, maps: {} },\n"
      "    material: { enemys: tower.enemys || {}, items: tower.items || {} },\n"
      "    values: data.values || {},\n"
      "    flags: data.flags || {},\n"
      "    floorIds: (data.main || {}).floorIds || [],\n"
      "    enemys: {}, items: {}, utils: {}\n"
      "  };\n"
      /* core.status.maps[floorId].blocks, as maps.js extractBlocks makes
       * them: what 2.6's aura and guard specials (25, 26) walk. Built from
       * the floor's map as authored, the first time a script reads it. */
      "  var floors = tower.floors || {}, blockInfo = tower.maps || {};\n"
      "  function blocksOf(fid) {\n"
      "    var map = (floors[fid] || {}).map, out = [];\n"
      "    if (!(map instanceof Array)) return out;\n"
      "    for (var y = 0; y < map.length; y++) {\n"
      "      if (!(map[y] instanceof Array)) continue;\n"
      "      for (var x = 0; x < map[y].length; x++) {\n"
      "        var info = map[y][x] ? blockInfo[map[y][x]] : null;\n"
      "        if (info && info.id != null)\n"
      "          out.push({ x: x, y: y, id: map[y][x], disable: false,\n"
      "                     event: { id: info.id, cls: info.cls } });\n"
      "      }\n"
      "    }\n"
      "    return out;\n"
      "  }\n"
      "  Object.keys(floors).forEach(function (fid) {\n"
      "    var made = null;\n"
      "    Object.defineProperty(core.status.maps, fid, { enumerable: true, configurable: true,\n"
      "      get: function () { return made || (made = { floorId: fid, blocks: blocksOf(fid) }); },\n"
      "      set: function (v) { made = v; } });\n"
      "  });\n"
      "  var rnd = 0, effectMode = false;\n"
      "  core.rand = function (num) {\n"
      "    if (effectMode) return effectRand(num);\n"
      "    rnd = (rnd * 1103515245 + 12345) % 2147483648;\n"
      "    var r = rnd / 2147483648;\n"
      "    return num == null ? r : Math.floor(r * num);\n"
      "  };\n"
      "  core.rand2 = function (num) {\n"
      "    if (!effectMode) return core.rand(num);\n"
      "    return Math.floor(effectRand() * Math.abs(num || 2147483648));\n"
      "  };\n"
      /* One generator for both, started again at every call, so that a
       * figure depends on the call's inputs only (docs/rules.md §12.5). */
      "  g.Math.random = function () { return core.rand(); };\n"
      "  core.clone = core.utils.clone = function (v) {\n"
      "    return v == null ? v : JSON.parse(JSON.stringify(v));\n"
      "  };\n"
      /* mota-js utils.js, forwarded onto core as the game does (core.isset,
       * core.inArray, ...): what towers' formulas call (docs/rules.md §12.4). */
      "  var utils = {\n"
      "    isset: function (v) { return v != null && !(typeof v == 'number' && isNaN(v)); },\n"
      "    inArray: function (a, e) { return (a instanceof Array) && a.indexOf(e) >= 0; },\n"
      "    clamp: function (x, a, b) {\n"
      "      var min = Math.min(a, b), max = Math.max(a, b);\n"
      "      return Math.min(Math.max(x || 0, min), max);\n"
      "    },\n"
      "    subarray: function (a, b) {\n"
      "      if (!(a instanceof Array) || !(b instanceof Array) || a.length < b.length) return null;\n"
      "      for (var i = 0; i < b.length; ++i) if (a[i] != b[i]) return null;\n"
      "      return a.slice(b.length);\n"
      "    },\n"
      "    same: function (a, b) {\n"
      "      if (a == null && b == null) return true;\n"
      "      if (a == null || b == null) return false;\n"
      "      if (a === b) return true;\n"
      "      var i;\n"
      "      if (a instanceof Array && b instanceof Array) {\n"
      "        if (a.length != b.length) return false;\n"
      "        for (i = 0; i < a.length; i++) if (!utils.same(a[i], b[i])) return false;\n"
      "        return true;\n"
      "      }\n"
      "      if (a instanceof Object && b instanceof Object) {\n"
      "        var keys = {};\n"
      "        for (i in a) keys[i] = true;\n"
      "        for (i in b) keys[i] = true;\n"
      "        for (i in keys) if (!utils.same(a[i], b[i])) return false;\n"
      "        return true;\n"
      "      }\n"
      "      return false;\n"
      "    },\n"
      "    unshift: function (a, b) {\n"
      "      if (!(a instanceof Array) || b == null) return;\n"
      "      if (b instanceof Array) core.clone(b).reverse().forEach(function (e) { a.unshift(e); });\n"
      "      else a.unshift(b);\n"
      "      return a;\n"
      "    },\n"
      "    push: function (a, b) {\n"
      "      if (!(a instanceof Array) || b == null) return;\n"
      "      if (b instanceof Array) core.clone(b).forEach(function (e) { a.push(e); });\n"
      "      else a.push(b);\n"
      "      return a;\n"
      "    },\n"
      "    setTwoDigits: function (x) { return (parseInt(x) < 10 && parseInt(x) >= 0) ? '0' + x : x; },\n"
      "    matchWildcard: function (pattern, string) {\n"
      "      try {\n"
      "        return new RegExp('^' + pattern.split(/\\*+/).map(function (s) {\n"
      "          return s.replace(/[|\\\\{}()[\\]^$+*?.]/g, '\\\\$&');\n"
      "        }).join('.*') + '$').test(string);\n"
      "      } catch (e) { return false; }\n"
      "    },\n"
      "    matchRegex: function (pattern, string) {\n"
      "      try {\n"
      "        if (pattern.charAt(0) == '^') pattern = pattern.substring(1);\n"
      "        if (pattern.charAt(pattern.length - 1) == '$') pattern = pattern.substring(0, pattern.length - 1);\n"
      "        return new RegExp('^' + pattern + '$').test(string);\n"
      "      } catch (e) { return false; }\n"
      "    }\n"
      "  };\n"
      "  for (var u in utils) core[u] = core.utils[u] = utils[u];\n"
      "  core.getFlag = function (name, value) {\n"
      "    var v = flags[name]; return v != null ? v : value;\n"
      "  };\n"
      "  core.setFlag = function (name, value) {\n"
      "    if (value == null) delete flags[name]; else flags[name] = value;\n"
      "  };\n"
      "  core.addFlag = function (name, value) { core.setFlag(name, core.getFlag(name, 0) + "
      "value); };\n"
      "  core.removeFlag = function (name) { delete flags[name]; };\n"
      "  core.hasFlag = function (name) { return !!core.getFlag(name); };\n"
      "  core.getStatus = function (name) { return hero[name]; };\n"
      "  core.setStatus = function (name, value) { hero[name] = value; };\n"
      "  core.getBuff = function (name) { return core.getFlag('__' + name + '_buff__', 1); };\n"
      "  core.getStatusOrDefault = function (status, name) {\n"
      "    if (status && name in status) return floor(status[name]);\n"
      "    return floor(core.getStatus(name));\n"
      "  };\n"
      "  core.getRealStatusOrDefault = function (status, name) {\n"
      "    return floor(core.getStatusOrDefault(status, name) * core.getBuff(name));\n"
      "  };\n"
      "  core.getRealStatus = function (name) { return core.getRealStatusOrDefault(null, name); "
      "};\n"
      "  core.itemCount = function (id) {\n"
      "    var items = hero.items || {};\n"
      "    if (!effectMode) return items[id] || 0;\n"
      "    var owned = items[itemClass(id)];\n"
      "    return owned && owned[id] || 0;\n"
      "  };\n"
      "  core.hasItem = function (id) { return core.itemCount(id) > 0; };\n"
      "  core.hasEquip = function (id) { return (hero.equipment || []).indexOf(id) >= 0; };\n"
      "  core.getEquip = function (type) { return (hero.equipment || [])[type] || null; };\n"
      "  core.hasSpecial = core.enemys.hasSpecial = function (special, test) {\n"
      "    if (special == null) return false;\n"
      "    if (special instanceof Array) return special.indexOf(test) >= 0;\n"
      "    if (typeof special == 'number') return special === test;\n"
      "    if (typeof special == 'string') return core.hasSpecial(core.material.enemys[special], "
      "test);\n"
      "    if (special.special != null) return core.hasSpecial(special.special, test);\n"
      "    return false;\n"
      "  };\n"
      "  core.getEnemyValue = core.enemys.getEnemyValue = function (enemy, name, x, y, floorId) {\n"
      "    if (typeof enemy == 'string') enemy = core.material.enemys[enemy];\n"
      "    if (enemy == null) return null;\n"
      "    return enemy[name];\n"
      "  };\n"
      "  core.extractBlocks = function (floorId) {\n"
      "    var id = floorId || core.status.floorId;\n"
      "    if (!core.status.maps[id]) core.status.maps[id] = { blocks: [] };\n"
      "  };\n"
      "  core.enemys.getSpecials = function () { return []; };\n"
      "  core.enemys.getEnemyInfo = function (enemy, h, x, y, floorId) {\n"
      "    if (typeof enemy == 'string') enemy = core.material.enemys[enemy];\n"
      "    return { hp: core.getEnemyValue(enemy, 'hp'), atk: core.getEnemyValue(enemy, 'atk'),\n"
      "             def: core.getEnemyValue(enemy, 'def'), money: core.getEnemyValue(enemy, "
      "'money'),\n"
      "             exp: core.getEnemyValue(enemy, 'exp'), point: core.getEnemyValue(enemy, "
      "'point'),\n"
      "             special: core.getEnemyValue(enemy, 'special'), guards: [] };\n"
      "  };\n"
      "  core.enemys.getDamageInfo = function () { return null; };\n"
      "  core.getEnemyInfo = function (a, b, c, d, e) { return core.enemys.getEnemyInfo(a, b, c, "
      "d, e); };\n"
      "  core.getDamageInfo = function (a, b, c, d, e) { return core.enemys.getDamageInfo(a, b, c, "
      "d, e); };\n"
      "  core.getDamage = function (enemy, x, y, floorId) {\n"
      "    var info = core.getDamageInfo(enemy, null, x, y, floorId);\n"
      "    return info == null ? null : info.damage;\n"
      "  };\n"
      "  for (var id in core.material.enemys) {\n"
      "    var def = core.material.enemys[id];\n"
      "    if (def && typeof def == 'object' && def.id == null) def.id = id;\n"
      "  }\n"
      "  flags = {}; hero = {};\n"
      /* The game as its replay checker runs it: what plugins draw is not
       * drawn (their functions test main.replayChecking). */
      "  g.main = { replayChecking: true, mode: 'play', floors: {} };\n"
      /* core.js _init_plugins: each plugin's init on core.plugin (one that
       * throws is skipped, as the game logs and goes on), then its
       * functions forwarded onto core (_forwardFunc: not over a name core
       * has, not a name starting with _). */
      "  function installPlugins() {\n"
      "    var plugins = null, key;\n"
      "    for (key in g) if (key.indexOf('plugins_') === 0 && g[key] && typeof g[key] == "
      "'object') plugins = g[key];\n"
      "    if (!plugins) return;\n"
      "    core.plugin = {};\n"
      "    for (var name in plugins) if (typeof plugins[name] == 'function') {\n"
      "      try { plugins[name].apply(core.plugin); } catch (e) {}\n"
      "    }\n"
      "    for (var f in core.plugin) {\n"
      "      if (f.charAt(0) == '_' || typeof core.plugin[f] != 'function' || core[f]) continue;\n"
      "      (function (f) { core[f] = function () { return core.plugin[f].apply(core.plugin, "
      "arguments); }; })(f);\n"
      "    }\n"
      "  }\n"
      "  g.__tw_install_plugins = installPlugins;\n"
      /* Installs the tower's functions: returns the names it defines. */
      "  g.__tw_install = function () {\n"
      "    var fns = null, names = [], key;\n"
      "    for (key in g) if (key.indexOf('functions_') === 0 && g[key] && typeof g[key] == "
      "'object') fns = g[key];\n"
      "    if (!fns) return names;\n"
      "    for (var part in fns) {\n"
      "      var obj = fns[part];\n"
      "      if (!obj || typeof obj != 'object') continue;\n"
      "      for (var name in obj) if (typeof obj[name] == 'function') names.push(part + '.' + "
      "name);\n"
      "    }\n"
      "    var e = fns.enemys || {};\n"
      "    if (typeof e.getEnemyInfo == 'function') core.enemys.getEnemyInfo = function (enemy, h, "
      "x, y, floorId) {\n"
      "      if (typeof enemy == 'string') enemy = core.material.enemys[enemy];\n"
      "      return e.getEnemyInfo(enemy, h, x, y, floorId);\n"
      "    };\n"
      "    if (typeof e.getDamageInfo == 'function') core.enemys.getDamageInfo = function (enemy, "
      "h, x, y, floorId) {\n"
      "      if (enemy == null) return null;\n"
      "      if (typeof enemy == 'string') enemy = core.material.enemys[enemy];\n"
      "      return e.getDamageInfo(enemy, h, x, y, floorId);\n"
      "    };\n"
      "    if (typeof e.getSpecials == 'function') core.enemys.getSpecials = e.getSpecials;\n"
      /* The tower's data stays as loaded: a call cannot change the next one's. */
      "    freeze(core.values); freeze(core.flags); freeze(core.material);\n"
      "    return names;\n"
      "  };\n"
      /* One battle: the hero's numbers, the enemy (JSON text); returns null or
       * the figures as numbers, read here so that C never touches the script's objects. */
      "  var baseHero = null, baseItems = null, baseItemsWithCross = null;\n"
      /* The starting hero, once: its nested objects frozen, so that what one
       * call changes cannot reach the next (docs/rules.md §12.5). */
      "  function freeze(v) {\n"
      "    if (v && typeof v == 'object' && !Object.isFrozen(v)) {\n"
      "      Object.freeze(v);\n"
      "      for (var k in v) freeze(v[k]);\n"
      "    }\n"
      "    return v;\n"
      "  }\n"
      "  function makeBaseHero() {\n"
      "    var h = JSON.parse(JSON.stringify(startHero));\n"
      "    var owned = {}, withCross = {};\n"
      "    var items = h.items || {};\n"
      "    for (var cls in items) for (var id in items[cls]) owned[id] = items[cls][id];\n"
      "    delete owned.cross;\n"
      "    for (id in owned) withCross[id] = owned[id];\n"
      "    withCross.cross = 1;\n"
      "    h.flags = h.flags || {};\n"
      "    for (var k in h) if (k != 'flags') freeze(h[k]);\n"
      "    delete h.items;\n"
      "    baseItems = freeze(owned); baseItemsWithCross = freeze(withCross);\n"
      "    return h;\n"
      "  }\n"
      "  g.__tw_covers = function (path) {\n"
      "    var v = core, parts = path.split('.');\n"
      "    for (var i = 0; i < parts.length; i++) {\n"
      "      if (v == null || !Object.prototype.hasOwnProperty.call(v, parts[i])) return false;\n"
      "      v = v[parts[i]];\n"
      "    }\n"
      "    return typeof v == 'function';\n"
      "  };\n"
      "  g.__tw_damage = function (enemyId, enemyText, hp, atk, def, mdef, hatred, cross, "
      "stateText) {\n"
      "    if (!baseHero) baseHero = makeBaseHero();\n"
      /* In a run: the hero, items, equipment, flags and floor the run has at
       * this battle (docs/rules.md §12.9), not the start's. */
      "    if (stateText) return runDamage(enemyId, enemyText, hp, atk, def, mdef, hatred, "
      "JSON.parse(stateText));\n"
      /* The starting hero's other fields are inherited: writing one makes
       * the call's own copy. */
      "    hero = Object.create(baseHero);\n"
      "    hero.hp = hp; hero.atk = atk; hero.def = def; hero.mdef = mdef;\n"
      "    flags = hero.flags = {};\n"
      "    for (var k in baseHero.flags) flags[k] = baseHero.flags[k];\n"
      "    flags.hatred = hatred;\n"
      "    hero.items = cross ? baseItemsWithCross : baseItems;\n"
      "    core.status.hero = hero;\n"
      "    core.status.checkBlock = { needCache: false, cache: {} };\n"
      "    return damageOf(enemyId, enemyText);\n"
      "  };\n"
      "  function runDamage(enemyId, enemyText, hp, atk, def, mdef, hatred, st) {\n"
      "    hero = st.hero || {};\n"
      "    hero.hp = hp; hero.atk = atk; hero.def = def; hero.mdef = mdef;\n"
      "    flags = hero.flags = st.flags || {};\n"
      "    flags.hatred = hatred;\n"
      "    var owned = {}, items = st.items || {};\n"
      "    for (var cls in items) for (var id in items[cls]) owned[id] = items[cls][id];\n"
      "    hero.items = owned;\n"
      "    core.status.hero = hero;\n"
      "    core.status.floorId = st.floorId || core.status.floorId;\n"
      "    core.status.thisMap = { floorId: core.status.floorId, ratio: st.ratio || 1 };\n"
      "    core.status.checkBlock = { needCache: false, cache: {} };\n"
      "    return damageOf(enemyId, enemyText);\n"
      "  }\n"
      "  function damageOf(enemyId, enemyText) {\n"
      "    rnd = 0;\n"
      "    var enemy = JSON.parse(enemyText);\n"
      "    if (enemy.id == null) enemy.id = enemyId;\n"
      "    var info = core.enemys.getDamageInfo(enemy, null);\n"
      /* No battle: the enemy's figures as the tower's getEnemyInfo (which
       * getDamageInfo reads) gives them, for the messages that say why. */
      "    if (info == null) {\n"
      "      var mon = null;\n"
      "      try { mon = core.enemys.getEnemyInfo(enemy, null); } catch (e) {}\n"
      "      return mon == null ? null : [Number(mon.hp), Number(mon.atk), Number(mon.def)];\n"
      "    }\n"
      "    return [Number(info.mon_hp), Number(info.mon_atk), Number(info.mon_def),\n"
      "            Number(info.init_damage), Number(info.per_damage),\n"
      "            Number(info.hero_per_damage), Number(info.turn), Number(info.damage)];\n"
      "  };\n"
      /* Item effects and `function` commands (docs/rules.md §12.6): the
       * engine's hero, flags and items, writable; what the call leaves is
       * returned as JSON and written back by the engine. */
      "  function itemClass(id) {\n"
      "    var def = core.material.items[id];\n"
      "    return def && typeof def.cls == 'string' ? def.cls : 'items';\n"
      "  }\n"
      /* utils.js `__next_rand`, over flags.__rand__ as mota-js keeps it. */
      "  function nextRand(r) {\n"
      "    r = (r % 127773) * 16807 - ~~(r / 127773) * 2836;\n"
      "    return r + (r < 0 ? 2147483647 : 0);\n"
      "  }\n"
      "  function effectRand(num) {\n"
      "    var r = Math.floor(Math.abs(Number(core.getFlag('__rand__', core.getFlag('__seed__', "
      "0)))));\n"
      "    if (!(r > 0 && r < 2147483647)) r = nextRand(nextRand(nextRand(3534)));\n"
      "    r = nextRand(r);\n"
      "    core.setFlag('__rand__', r);\n"
      "    var ans = r / 2147483647;\n"
      "    return num && num > 0 ? Math.floor(ans * num) : ans;\n"
      "  }\n"
      "  function effectOnly(name) {\n"
      "    return function () {\n"
      "      if (!effectMode) throw new TypeError('core.' + name + ' is not available in a damage "
      "function');\n"
      "      return effects[name].apply(null, arguments);\n"
      "    };\n"
      "  }\n"
      "  var effects = {\n"
      "    setItem: function (id, n) {\n"
      "      var cls = itemClass(id);\n"
      "      if (cls == 'items') return;\n"
      "      var owned = hero.items[cls] || (hero.items[cls] = {});\n"
      "      owned[id] = n || 0;\n"
      /* 2.6.1 items.js: a `keys` count stays at 0. */
      "      if (!(owned[id] > 0)) { if (cls == 'keys') owned[id] = 0; else delete owned[id]; }\n"
      "    },\n"
      "    addItem: function (id, n) {\n"
      "      if (n == null) n = 1;\n"
      "      var cls = itemClass(id);\n"
      "      if (cls == 'items') return;\n"
      "      var count = core.itemCount(id) + n;\n"
      "      effects.setItem(id, cls == 'constants' && count > 1 ? 1 : count);\n"
      "    },\n"
      "    removeItem: function (id, n) {\n"
      "      if (!core.hasItem(id)) return false;\n"
      "      effects.setItem(id, core.itemCount(id) - (n == null ? 1 : n));\n"
      "      return true;\n"
      "    },\n"
      /* items.js getItem: an `items` item takes effect at once, others are owned. */
      "    getItem: function (id, n) {\n"
      "      n = n || 1;\n"
      "      if (itemClass(id) != 'items') return effects.addItem(id, n);\n"
      "      var text = (core.material.items[id] || {}).itemEffect;\n"
      "      if (typeof text != 'string' || !text) return;\n"
      "      var f = compile('statements', text);\n"
      "      for (var i = 0; i < n; i++) f(id, n);\n"
      "    }\n"
      "  };\n"
      "  for (var name in effects) core[name] = core.items[name] = effectOnly(name);\n"
      /* What only draws or plays sound does nothing here. */
      "  var shown = ['playSound', 'stopSound', 'playBgm', 'pauseBgm', 'resumeBgm', 'drawTip',\n"
      "               'updateStatusBar', 'drawAnimate', 'drawHeroAnimate', 'updateDamage', "
      "'vibrate'];\n"
      "  for (var i = 0; i < shown.length; i++) core[shown[i]] = function () {};\n"
      "  core.ui = { drawBook: function () {}, drawFly: function () {}, closePanel: function () "
      "{} };\n"
      "  var compiled = {};\n"
      "  function compile(kind, code) {\n"
      "    var key = kind + ':' + code;\n"
      "    if (Object.prototype.hasOwnProperty.call(compiled, key)) return compiled[key];\n"
      /* Global code: the tower's text sees the globals, not the facade's locals. */
      "    var f = kind == 'function' ? (0, eval)('(' + code + ')')\n"
      "          : kind == 'statements26' ? new Function('itemId', 'itemNum', 'ratio', code)\n"
      "                                   : new Function('itemId', 'itemNum', code);\n"
      "    if (typeof f != 'function') throw new TypeError('the function command is not a "
      "function');\n"
      "    return (compiled[key] = f);\n"
      "  }\n"
      "  g.__tw_compiles = function (kind, code) {\n"
      /* Compiled, never run: the text of a function command is wrapped in a
       * function that only returns it. */
      "    try { kind == 'function' ? new Function('return (' + code + '\\n)')\n"
      "                             : new Function('itemId', 'itemNum', 'ratio', code); }\n"
      "    catch (e) { return String(e && e.name) + ': ' + String(e && e.message); }\n"
      "    return '';\n"
      "  };\n"
      "  g.__tw_effect = function (stateText, kind, code, itemId) {\n"
      "    var st = JSON.parse(stateText);\n"
      "    hero = st.hero;\n"
      "    flags = hero.flags = st.flags;\n"
      "    hero.items = st.items;\n"
      "    core.status.hero = hero;\n"
      "    core.status.floorId = st.floorId;\n"
      "    core.status.thisMap = { floorId: st.floorId, ratio: st.ratio };\n"
      /* 2.6.1 items.js: the effect is eval'd beside `var ratio =
         parseInt(core.status.thisMap.item_ratio) || 1`. */
      "    var legacy = kind == 'statements' && st.itemRatio != null;\n"
      "    if (legacy) core.status.thisMap.item_ratio = st.ratio;\n"
      "    effectMode = true;\n"
      "    try {\n"
      "      var f = compile(legacy ? 'statements26' : kind, code);\n"
      "      if (kind == 'function') f(); else f(itemId, 1, st.itemRatio);\n"
      "      var h = core.status.hero, out = {};\n"
      "      if (!h || typeof h != 'object') throw new TypeError('core.status.hero is not an "
      "object');\n"
      "      for (var k in h) {\n"
      "        var v = h[k];\n"
      "        if (typeof v == 'number' || typeof v == 'string' || typeof v == 'boolean') out[k] = "
      "v;\n"
      "      }\n"
      "      return JSON.stringify({ hero: out, flags: h.flags, items: h.items });\n"
      "    } finally {\n"
      "      effectMode = false;\n"
      "    }\n"
      "  };\n"
      "})(this);\n";

const char *
tw_tower_script_text (json_t *tower, const char **file_out)
{
  json_t *functions = json_object_get (tower, "functions");
  const char *text = json_string_value (json_object_get (functions, "text"));
  const char *file = json_string_value (json_object_get (functions, "file"));
  if (file_out)
    *file_out = file ? file : "project/functions.js";
  return text;
}

static void
set_error (GError **error, TwJsError *js)
{
  g_autofree char *text = tw_js_error_text (js);
  g_set_error_literal (error, TW_TOWER_SCRIPT_ERROR, js->limit ? 1 : 0, text);
}

/* 2.6.1 enemys.js getDamage: the battle's damage is getDamageInfo's plus
 * getExtraDamage's, the hatred for 仇恨 (17) and the enemy's `damage` for
 * 固伤 (22); 2.7 moved both into functions.js (docs/rules.md §12.9). */
static void
add_extra_damage_2_6 (const TwHeroStats *hero, json_t *enemy_def, TwDamageResult *result)
{
  if (!result->can_battle)
    return;
  if (tw_enemy_has_special (enemy_def, TW_SPECIAL_HATRED))
    result->damage += hero->hatred;
  json_t *fixed = json_object_get (enemy_def, "damage");
  if (tw_enemy_has_special (enemy_def, TW_SPECIAL_FIXED_DAMAGE) && json_is_number (fixed))
    result->damage += (gint64)floor (json_number_value (fixed));
}

/* ---- the worker (V8) ---- */

static void
js_error_fill (TwJsError *error, const char *message, const char *file, gint line, gboolean limit)
{
  tw_js_error_clear (error);
  error->message = g_strdup (message ? message : "Error");
  error->file = g_strdup (file);
  error->line = line;
  error->limit = limit;
}

/* The worker's reply: value[0] (a new reference, maybe json null), or NULL
 * with @js_error from {"ok": false, "message", "file", "line", "limit"}. */
static json_t *
worker_reply (TwTowerScript *self, const char *reply, TwJsError *js_error)
{
  json_t *root = json_loads (reply, JSON_DECODE_ANY, NULL);
  json_t *value = NULL;
  if (json_is_true (json_object_get (root, "ok")))
    {
      value = json_array_get (json_object_get (root, "value"), 0);
      value = value ? json_incref (value) : json_null ();
    }
  else if (json_is_object (root))
    {
      json_t *line = json_object_get (root, "line");
      js_error_fill (js_error, json_string_value (json_object_get (root, "message")),
                     json_string_value (json_object_get (root, "file")),
                     json_is_integer (line) ? (gint)json_integer_value (line) : 0,
                     json_is_true (json_object_get (root, "limit")));
    }
  else
    js_error_fill (js_error, "the script worker's answer is not JSON", self->file, 0, FALSE);
  json_decref (root);
  return value;
}

/* Sends @request (stolen) to the running worker. A worker that died is
 * stopped; the next call starts another. */
static json_t *
worker_send (TwTowerScript *self, json_t *request, TwJsError *js_error)
{
  g_autofree char *line = json_dumps (request, JSON_COMPACT);
  json_decref (request);
  if (line == NULL)
    {
      js_error_fill (js_error, "the call cannot be passed to the script worker (not UTF-8?)",
                     self->file, 0, FALSE);
      return NULL;
    }
  g_autoptr (GError) error = NULL;
  gboolean limit = FALSE;
  g_autofree char *reply = worker_class->request (self->worker, line, &limit, &error);
  if (reply == NULL)
    {
      worker_class->stop (self->worker);
      self->worker = NULL;
      js_error_fill (js_error, error ? error->message : "the script worker stopped", self->file,
                     0, limit);
      return NULL;
    }
  return worker_reply (self, reply, js_error);
}

/* The tower's functions, from __tw_install's list of names. */
static void
set_functions (TwTowerScript *self, json_t *names)
{
  g_ptr_array_set_size (self->functions, 0);
  self->overrides_damage = FALSE;
  size_t i;
  json_t *one;
  json_array_foreach (names, i, one)
  {
    const char *name = json_string_value (one);
    if (name == NULL)
      continue;
    g_ptr_array_add (self->functions, g_strdup (name));
    if (strcmp (name, "enemys.getDamageInfo") == 0)
      self->overrides_damage = TRUE;
  }
  g_ptr_array_add (self->functions, NULL);
}

/* The facade's global @fn with @args (stolen) in the running worker. */
static json_t *
worker_send_call (TwTowerScript *self, const char *fn, json_t *args, TwJsError *js_error)
{
  return worker_send (self, json_pack ("{s:s, s:s, s:o}", "op", "call", "fn", fn, "args", args),
                      js_error);
}

/* A running worker with the tower loaded and installed (its functions, and
 * its plugins when a call wanted them): started when there is none, as
 * after a limit killed the last one. */
static gboolean
worker_ready (TwTowerScript *self, TwJsError *js_error)
{
  if (self->worker != NULL)
    return TRUE;
  g_autoptr (GError) error = NULL;
  self->worker = worker_class->start (&error);
  if (self->worker == NULL)
    {
      self->worker_unavailable = TRUE;
      js_error_fill (js_error, error ? error->message : "the script worker could not start",
                     self->file, 0, FALSE);
      return FALSE;
    }
  json_t *load = json_pack ("{s:s, s:s, s:s, s:s, s:s}", "op", "load", "file", self->file,
                            "text", self->text, "facade", facade, "tower", self->snapshot_text);
  if (load != NULL && self->plugins_wanted && self->plugins_text != NULL)
    {
      json_object_set_new (load, "pluginsFile", json_string (self->plugins_file));
      json_object_set_new (load, "plugins", json_string (self->plugins_text));
    }
  if (load == NULL)
    {
      js_error_fill (js_error, "the tower's file cannot be passed to the script worker "
                               "(not UTF-8?)",
                     self->file, 0, FALSE);
      return FALSE;
    }
  json_t *loaded = worker_send (self, load, js_error);
  json_t *names = loaded && self->worker ? worker_send_call (self, "__tw_install", json_array (),
                                                             js_error)
                                         : NULL;
  gboolean ok = names != NULL;
  if (ok && self->plugins_wanted && self->plugins_text != NULL)
    {
      json_t *done = worker_send_call (self, "__tw_install_plugins", json_array (), js_error);
      ok = done != NULL;
      json_decref (done);
    }
  if (ok)
    set_functions (self, names);
  json_decref (loaded);
  json_decref (names);
  if (!ok && self->worker != NULL)
    {
      worker_class->stop (self->worker);
      self->worker = NULL;
    }
  return ok;
}

/* The facade's global @fn with @args (stolen) in the worker. */
static json_t *
worker_call (TwTowerScript *self, const char *fn, json_t *args, TwJsError *js_error)
{
  if (!worker_ready (self, js_error))
    {
      json_decref (args);
      return NULL;
    }
  return worker_send_call (self, fn, args, js_error);
}

static gboolean
is_syntax_error (const TwJsError *js_error)
{
  return js_error->message != NULL && g_str_has_prefix (js_error->message, "SyntaxError");
}

/* Moves the tower to V8 for good (once: a second failure stays Duktape's). */
static gboolean
move_to_worker (TwTowerScript *self, TwJsError *js_error)
{
  if (worker_class == NULL || self->worker_tried)
    return FALSE;
  self->worker_tried = TRUE;
  if (!worker_ready (self, js_error))
    return FALSE;
  self->on_worker = TRUE;
  tw_js_free (self->js);
  self->js = NULL;
  return TRUE;
}

/* A call failed on something plugins.js may define (core.createSpr0 is not
 * a function): its plugins run from now on, and the call is tried again
 * (once per tower; most towers' code never needs them, and 2.10's own
 * plugins.js is ES2017, so loading it moves the tower to V8). */
static gboolean
load_plugins_for (TwTowerScript *self, const TwJsError *failed)
{
  if (self->plugins_text == NULL || self->plugins_wanted || failed->limit
      || failed->message == NULL
      || !(g_str_has_prefix (failed->message, "TypeError")
           || g_str_has_prefix (failed->message, "ReferenceError")))
    return FALSE;
  self->plugins_wanted = TRUE;
  TwJsError js_error = { 0 };
  gboolean ok = FALSE;
  if (self->on_worker)
    {
      /* A new worker loads them with the tower. */
      if (self->worker != NULL)
        worker_class->stop (self->worker);
      self->worker = NULL;
      ok = worker_ready (self, &js_error);
    }
  else
    {
      duk_context *ctx = tw_js_context (self->js);
      ok = tw_js_eval (self->js, self->plugins_file, self->plugins_text,
                       strlen (self->plugins_text), &js_error);
      duk_pop (ctx);
      if (ok)
        {
          duk_get_global_string (ctx, "__tw_install_plugins");
          ok = tw_js_call (self->js, 0, &js_error);
          duk_pop (ctx);
        }
      else if (is_syntax_error (&js_error))
        {
          tw_js_error_clear (&js_error);
          ok = move_to_worker (self, &js_error);
        }
    }
  tw_js_error_clear (&js_error);
  return ok;
}

/* Duktape's error names something ES2015+ has and ES5.1 does not (a
 * built-in Duktape lacks): V8 would run it. */
static gboolean
missing_modern_builtin (const TwJsError *js_error)
{
  static const char *const names[] = {
    "Map", "Set", "WeakMap", "WeakSet", "Symbol", "Promise", "BigInt", "globalThis", "Intl",
    "includes", "find", "findIndex", "findLast", "fill", "copyWithin", "entries", "values",
    "keys", "flat", "flatMap", "at", "padStart", "padEnd", "startsWith", "endsWith", "repeat",
    "codePointAt", "normalize", "trimStart", "trimEnd", "replaceAll", "matchAll", "fromEntries",
    "assign", "is", "from", "of", "trunc", "sign", "cbrt", "log2", "log10", "hypot", "imul",
    "fround", "clz32", "expm1", "log1p", "isInteger", "isSafeInteger", "getOwnPropertySymbols",
    NULL,
  };
  const char *m = js_error->message;
  if (m == NULL || js_error->limit)
    return FALSE;
  for (guint i = 0; names[i]; i++)
    {
      g_autofree char *identifier = g_strdup_printf ("identifier '%s' undefined", names[i]);
      g_autofree char *property = g_strdup_printf ("(property '%s' of ", names[i]);
      if (strstr (m, identifier) || strstr (m, property))
        return TRUE;
    }
  return FALSE;
}

/* After a call failed with @js_error: TRUE when the tower has moved where
 * it may succeed (cleared @js_error; the caller tries again), once each:
 * to V8 for a built-in ES5.1 lacks (or, @syntax_moves, a syntax Duktape
 * cannot read), and with its plugins run for a function it did not find. */
static gboolean
another_try (TwTowerScript *self, TwJsError *js_error, gboolean syntax_moves)
{
  if (!self->on_worker
      && (missing_modern_builtin (js_error) || (syntax_moves && is_syntax_error (js_error))))
    {
      TwJsError v8_error = { 0 };
      gboolean moved = move_to_worker (self, &v8_error);
      tw_js_error_clear (&v8_error);
      if (moved)
        {
          tw_js_error_clear (js_error);
          return TRUE;
        }
    }
  if (load_plugins_for (self, js_error))
    {
      tw_js_error_clear (js_error);
      return TRUE;
    }
  return FALSE;
}

/* The tower's code in Duktape; FALSE with @js_error when it does not load. */
static gboolean
duktape_load (TwTowerScript *self, TwJsError *js_error)
{
  duk_context *ctx = tw_js_context (self->js);
  duk_push_global_object (ctx);
  duk_push_string (ctx, self->snapshot_text);
  duk_json_decode (ctx, -1);
  duk_put_prop_string (ctx, -2, "__tw_tower");
  duk_pop (ctx);

  gboolean ok = tw_js_eval (self->js, "(facade)", facade, sizeof facade - 1, js_error);
  duk_pop (ctx);
  if (ok)
    {
      ok = tw_js_eval (self->js, self->file, self->text, strlen (self->text), js_error);
      duk_pop (ctx);
    }
  if (!ok)
    return FALSE;
  duk_get_global_string (ctx, "__tw_install");
  ok = tw_js_call (self->js, 0, js_error);
  json_t *names = json_array ();
  if (ok && duk_is_array (ctx, -1))
    {
      duk_size_t n = duk_get_length (ctx, -1);
      for (duk_size_t i = 0; i < n; i++)
        {
          duk_get_prop_index (ctx, -1, (duk_uarridx_t)i);
          const char *name = duk_get_string (ctx, -1);
          if (name)
            json_array_append_new (names, json_string (name));
          duk_pop (ctx);
        }
    }
  duk_pop (ctx);
  set_functions (self, names);
  json_decref (names);
  return ok;
}

static TwTowerScript *
script_load (json_t *tower, const char *file, const char *text, GError **error)
{
  g_autoptr (TwTowerScript) self = g_new0 (TwTowerScript, 1);
  self->file = g_strdup (file);
  self->text = g_strdup (text);
  json_t *plugins = json_object_get (tower, "plugins");
  if (json_is_string (json_object_get (plugins, "text")))
    {
      const char *name = json_string_value (json_object_get (plugins, "file"));
      self->plugins_file = g_strdup (name ? name : "project/plugins.js");
      self->plugins_text = g_strdup (json_string_value (json_object_get (plugins, "text")));
    }
  self->adds_extra_damage = tw_tower_json_is_2_6 (tower);
  self->functions = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (self->functions, NULL);
  self->cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, entry_free);
  self->js = tw_js_new ();
  if (self->js == NULL)
    {
      g_set_error (error, TW_TOWER_SCRIPT_ERROR, 0, "%s: the interpreter could not start", file);
      return NULL;
    }

  /* The tower's parts the facade reads, as plain data. */
  json_t *snapshot = json_object ();
  static const char *const parts[] = { "data", "enemys", "items", "maps", NULL };
  for (guint i = 0; parts[i]; i++)
    if (json_is_object (json_object_get (tower, parts[i])))
      json_object_set (snapshot, parts[i], json_object_get (tower, parts[i]));
  json_object_set_new (snapshot, "floors", floor_maps (json_object_get (tower, "floors")));
  self->snapshot_text = json_dumps (snapshot, JSON_COMPACT);
  json_decref (snapshot);
  if (self->snapshot_text == NULL)
    self->snapshot_text = g_strdup ("{}");

  TwJsError js_error = { 0 };
  gboolean ok = duktape_load (self, &js_error);
  /* Modern syntax Duktape cannot read: V8's verdict is the game's. */
  if (!ok && is_syntax_error (&js_error) && worker_class != NULL)
    {
      TwJsError v8_error = { 0 };
      if (move_to_worker (self, &v8_error))
        ok = TRUE;
      else if (!self->worker_unavailable)
        {
          tw_js_error_clear (&js_error);
          js_error = v8_error;
          v8_error = (TwJsError){ 0 };
        }
      tw_js_error_clear (&v8_error);
    }
  if (!ok)
    {
      set_error (error, &js_error);
      tw_js_error_clear (&js_error);
      return NULL;
    }
  tw_js_error_clear (&js_error);
  return g_steal_pointer (&self);
}

TwTowerScript *
tw_tower_script_new (json_t *tower, GError **error)
{
  const char *file;
  const char *text = tw_tower_script_text (tower, &file);
  if (text == NULL)
    return NULL;
  return script_load (tower, file, text, error);
}

TwTowerScript *
tw_tower_script_new_for_effects (json_t *tower)
{
  const char *file;
  const char *text = tw_tower_script_text (tower, &file);
  TwTowerScript *self = text ? script_load (tower, file, text, NULL) : NULL;
  /* Without a functions.js, or with one that does not load: the facade alone. */
  return self ? self : script_load (tower, file, "", NULL);
}

void
tw_tower_script_free (TwTowerScript *self)
{
  if (self == NULL)
    return;
  tw_js_free (self->js);
  if (self->worker != NULL)
    worker_class->stop (self->worker);
  g_free (self->text);
  g_free (self->plugins_file);
  g_free (self->plugins_text);
  g_free (self->snapshot_text);
  g_free (self->file);
  if (self->functions)
    g_ptr_array_unref (self->functions);
  if (self->cache)
    g_hash_table_unref (self->cache);
  g_free (self->first_error);
  if (self->effect_limits)
    g_hash_table_unref (self->effect_limits);
  g_free (self);
}

const char *const *
tw_tower_script_functions (TwTowerScript *self)
{
  return (const char *const *)self->functions->pdata;
}

gboolean
tw_tower_script_overrides_damage (TwTowerScript *self)
{
  return self != NULL && self->overrides_damage;
}

guint
tw_tower_script_calls (TwTowerScript *self)
{
  return self->calls;
}

/* A figure of the script's result as an integer: finite, within ±2^53. */
static gboolean
figure (double v, gint64 *out)
{
  if (!isfinite (v) || fabs (v) > 9007199254740992.0)
    return FALSE;
  *out = (gint64)floor (v);
  return TRUE;
}

/* __tw_damage's answer, read into @v: FALSE when it is no array. *@n is
 * 0 for null (no battle), else the array's length (3 or 8 figures). */
static gboolean
duktape_damage (TwTowerScript *self, const TwHeroStats *hero, const char *state_text,
                const char *enemy_id, const char *enemy_text, double v[8], guint *n,
                TwJsError *js_error)
{
  duk_context *ctx = tw_js_context (self->js);
  duk_get_global_string (ctx, "__tw_damage");
  duk_push_string (ctx, enemy_id ? enemy_id : "");
  duk_push_string (ctx, enemy_text);
  duk_push_number (ctx, (double)hero->hp);
  duk_push_number (ctx, (double)hero->atk);
  duk_push_number (ctx, (double)hero->def);
  duk_push_number (ctx, (double)hero->mdef);
  duk_push_number (ctx, (double)hero->hatred);
  duk_push_boolean (ctx, hero->has_cross);
  if (state_text)
    duk_push_string (ctx, state_text);
  else
    duk_push_undefined (ctx);
  if (!tw_js_call (self->js, 9, js_error))
    {
      duk_pop (ctx);
      return FALSE;
    }
  *n = duk_is_null_or_undefined (ctx, -1) ? 0 : MIN ((guint)duk_get_length (ctx, -1), 8);
  for (guint i = 0; i < *n; i++)
    {
      duk_get_prop_index (ctx, -1, i);
      v[i] = duk_get_number (ctx, -1);
      duk_pop (ctx);
    }
  duk_pop (ctx);
  return TRUE;
}

static gboolean
worker_damage (TwTowerScript *self, const TwHeroStats *hero, const char *state_text,
               const char *enemy_id, const char *enemy_text, double v[8], guint *n,
               TwJsError *js_error)
{
  json_t *args = json_pack ("[s, s, I, I, I, I, I, b, s?]", enemy_id ? enemy_id : "", enemy_text,
                            (json_int_t)hero->hp, (json_int_t)hero->atk, (json_int_t)hero->def,
                            (json_int_t)hero->mdef, (json_int_t)hero->hatred, hero->has_cross,
                            state_text);
  json_t *answer = worker_call (self, "__tw_damage", args, js_error);
  if (answer == NULL)
    return FALSE;
  *n = json_is_array (answer) ? MIN ((guint)json_array_size (answer), 8) : 0;
  for (guint i = 0; i < *n; i++)
    {
      json_t *one = json_array_get (answer, i);
      v[i] = json_is_number (one) ? json_number_value (one) : NAN;
    }
  json_decref (answer);
  return TRUE;
}

static gboolean
attempt_damage (TwTowerScript *self, const TwHeroStats *hero, const char *state_text,
                const char *enemy_id, const char *enemy_text, double v[8], guint *n,
                TwJsError *js_error)
{
  return self->on_worker
             ? worker_damage (self, hero, state_text, enemy_id, enemy_text, v, n, js_error)
             : duktape_damage (self, hero, state_text, enemy_id, enemy_text, v, n, js_error);
}

/* One call of the tower's getDamageInfo, in whichever engine runs it. */
static gboolean
run_damage (TwTowerScript *self, const TwHeroStats *hero, const char *state_text,
            const char *enemy_id, const char *enemy_text, TwDamageResult *result, GError **error)
{
  TwJsError js_error = { 0 };
  double v[8];
  guint n = 0;
  self->calls++;
  gboolean ok = attempt_damage (self, hero, state_text, enemy_id, enemy_text, v, &n, &js_error);
  while (!ok && another_try (self, &js_error, FALSE))
    ok = attempt_damage (self, hero, state_text, enemy_id, enemy_text, v, &n, &js_error);
  if (!ok)
    {
      /* An error raised in the facade's code is the tower's too: name its
       * file (the line is the facade's, so none). */
      if (g_strcmp0 (js_error.file, self->file) != 0)
        {
          char *message = g_strdup_printf ("%s (in Turnwright's core facade, called by the "
                                           "tower's script)",
                                           js_error.message ? js_error.message : "Error");
          g_free (js_error.message);
          js_error.message = message;
          g_free (js_error.file);
          js_error.file = g_strdup (self->file);
          js_error.line = 0;
        }
      set_error (error, &js_error);
      tw_js_error_clear (&js_error);
      return FALSE;
    }
  if (n == 3)
    {
      /* getDamageInfo said null: the enemy's hp, atk and def when known
       * (TwDamageResult: the figures computed before the formula gave up). */
      gint64 *fields[] = { &result->mon_hp, &result->mon_atk, &result->mon_def };
      for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
        if (!figure (v[i], fields[i]))
          *fields[i] = 0;
      result->can_battle = FALSE;
    }
  else if (n == 0)
    result->can_battle = FALSE;
  else
    {
      gint64 *fields[]
          = { &result->mon_hp,     &result->mon_atk,         &result->mon_def, &result->init_damage,
              &result->per_damage, &result->hero_per_damage, &result->turn,    &result->damage };
      for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
        {
          double one = i < n ? v[i] : NAN;
          /* Only damage must be a number; the other figures are shown when known. */
          if (!figure (one, fields[i]))
            {
              *fields[i] = 0;
              if (fields[i] == &result->damage)
                {
                  g_set_error (error, TW_TOWER_SCRIPT_ERROR, 0,
                               "%s: enemys.getDamageInfo gave enemy '%s' a damage that is not a "
                               "number",
                               self->file, enemy_id ? enemy_id : "?");
                  return FALSE;
                }
            }
        }
      result->can_battle = TRUE;
    }
  return TRUE;
}

/* After this many calls ended by a limit, the tower's getDamageInfo is no
 * longer run: a script that loops would otherwise cost its time limit on
 * every battle and every cell of a forecast (docs/rules.md §12.3). */
#define MAX_LIMIT_FAILURES 3

gboolean
tw_tower_script_damage (TwTowerScript *self, const TwHeroStats *hero, const char *enemy_id,
                        json_t *enemy_def, TwDamageResult *result, GError **error)
{
  return tw_tower_script_damage_in_run (self, hero, NULL, enemy_id, enemy_def, result, error);
}

gboolean
tw_tower_script_damage_in_run (TwTowerScript *self, const TwHeroStats *hero,
                               const char *state_text, const char *enemy_id, json_t *enemy_def,
                               TwDamageResult *result, GError **error)
{
  g_return_val_if_fail (self != NULL && hero != NULL && enemy_def != NULL, FALSE);
  memset (result, 0, sizeof *result);
  g_autofree char *enemy_text = json_dumps (enemy_def, JSON_COMPACT | JSON_SORT_KEYS);
  if (enemy_text == NULL)
    {
      g_set_error (error, TW_TOWER_SCRIPT_ERROR, 0, "enemy '%s' cannot be passed to the script",
                   enemy_id ? enemy_id : "?");
      return FALSE;
    }
  /* The key holds every input the facade gives the script (docs/rules.md §12.5). */
  g_autofree char *key
      = g_strdup_printf ("%" G_GINT64_FORMAT ",%" G_GINT64_FORMAT ",%" G_GINT64_FORMAT
                         ",%" G_GINT64_FORMAT ",%" G_GINT64_FORMAT ",%d|%s|%s",
                         hero->hp, hero->atk, hero->def, hero->mdef, hero->hatred,
                         hero->has_cross ? 1 : 0, enemy_text, state_text ? state_text : "");
  Entry *entry = g_hash_table_lookup (self->cache, key);
  if (entry == NULL && self->limit_failures >= MAX_LIMIT_FAILURES)
    {
      self->failures++;
      g_set_error (error, TW_TOWER_SCRIPT_ERROR, 1,
                   "%s: enemys.getDamageInfo is no longer run: it reached its limits %d times "
                   "(the first: %s)",
                   self->file, MAX_LIMIT_FAILURES, self->first_error);
      return FALSE;
    }
  if (entry == NULL)
    {
      GError *run_error = NULL;
      entry = g_new0 (Entry, 1);
      entry->ok = run_damage (self, hero, state_text, enemy_id, enemy_text, &entry->result,
                             &run_error);
      if (!entry->ok)
        {
          entry->error = g_strdup (run_error->message);
          entry->code = run_error->code;
          if (run_error->code == 1)
            self->limit_failures++;
          if (self->first_error == NULL)
            self->first_error = g_strdup (run_error->message);
          g_error_free (run_error);
        }
      g_hash_table_insert (self->cache, g_steal_pointer (&key), entry);
    }
  if (!entry->ok)
    {
      self->failures++;
      g_set_error_literal (error, TW_TOWER_SCRIPT_ERROR, entry->code, entry->error);
      return FALSE;
    }
  *result = entry->result;
  if (self->adds_extra_damage)
    add_extra_damage_2_6 (hero, enemy_def, result);
  return TRUE;
}

/* @text with its strings and comments blanked out (same length), so that
 * neither braces nor `core.x(` inside them count. */
static char *
code_only (const char *text)
{
  char *code = g_strdup (text);
  for (char *p = code; *p; p++)
    {
      if (*p == '"' || *p == '\'')
        {
          char quote = *p;
          for (p++; *p && *p != quote && *p != '\n'; p++)
            {
              if (*p == '\\' && p[1])
                *p++ = ' ';
              *p = ' ';
            }
          if (*p == '\0')
            break;
        }
      else if (p[0] == '/' && p[1] == '/')
        for (; *p && *p != '\n'; p++)
          *p = ' ';
      else if (p[0] == '/' && p[1] == '*')
        {
          for (; *p && !(p[0] == '*' && p[1] == '/'); p++)
            *p = ' ';
          if (*p == '\0')
            break;
          p[0] = p[1] = ' ';
          p++;
        }
      if (*p == '\0')
        break;
    }
  return code;
}

/* The code (strings and comments blanked) of the function the file defines
 * as `"NAME": function (...) { ... }`, or NULL when not found. */
static char *
function_code (const char *text, const char *code, const char *name)
{
  g_autofree char *quoted = g_strdup_printf ("\"%s\"", name);
  const char *at = strstr (text, quoted);
  if (at == NULL)
    return NULL;
  const char *start = code + (at - text) + strlen (quoted);
  int depth = 0;
  for (const char *p = start; *p; p++)
    if (*p == '{')
      depth++;
    else if (*p == '}' && --depth == 0)
      return g_strndup (start, (gsize)(p + 1 - start));
  return NULL;
}

/* Adds to @out the calls `core.X.Y(` of @body (strings and comments
 * blanked) that the facade does not have, once each (@seen). */
static void
scan_calls (TwTowerScript *self, const char *body, GHashTable *seen, GPtrArray *out)
{
  g_autoptr (GRegex) call
      = g_regex_new ("\\bcore((?:\\s*\\.\\s*[A-Za-z_$][A-Za-z0-9_$]*)+)\\s*\\(", 0, 0, NULL);
  g_autoptr (GMatchInfo) match = NULL;
  g_regex_match (call, body, 0, &match);
  for (; g_match_info_matches (match); g_match_info_next (match, NULL))
    {
      g_autofree char *chain = g_match_info_fetch (match, 1);
      /* ".enemys . getDamageInfo" -> "enemys.getDamageInfo" */
      GString *path = g_string_new (NULL);
      for (const char *c = chain; *c; c++)
        if (!g_ascii_isspace (*c) && !(path->len == 0 && *c == '.'))
          g_string_append_c (path, *c);
      char *key = g_string_free (path, FALSE);
      if (g_hash_table_contains (seen, key))
        {
          g_free (key);
          continue;
        }
      g_hash_table_add (seen, key);
      TwJsError js_error = { 0 };
      gboolean covered;
      if (self->on_worker)
        {
          json_t *answer = worker_call (self, "__tw_covers", json_pack ("[s]", key), &js_error);
          covered = json_is_true (answer);
          json_decref (answer);
        }
      else
        {
          duk_context *ctx = tw_js_context (self->js);
          duk_get_global_string (ctx, "__tw_covers");
          duk_push_string (ctx, key);
          covered = tw_js_call (self->js, 1, &js_error) && duk_get_boolean (ctx, -1);
          duk_pop (ctx);
        }
      tw_js_error_clear (&js_error);
      if (!covered)
        g_ptr_array_add (out, g_strconcat ("core.", key, NULL));
    }
}

char **
tw_tower_script_uncovered_calls (TwTowerScript *self, const char *text)
{
  static const char *const names[] = { "getDamageInfo", "getEnemyInfo", NULL };
  GPtrArray *out = g_ptr_array_new ();
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *code = code_only (text);
  for (guint i = 0; names[i]; i++)
    {
      g_autofree char *body = function_code (text, code, names[i]);
      if (body != NULL)
        scan_calls (self, body, seen, out);
    }
  g_ptr_array_add (out, NULL);
  return (char **)g_ptr_array_free (out, FALSE);
}

char **
tw_tower_script_uncovered_calls_in (TwTowerScript *self, const char *code)
{
  GPtrArray *out = g_ptr_array_new ();
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *blanked = code_only (code);
  scan_calls (self, blanked, seen, out);
  g_ptr_array_add (out, NULL);
  return (char **)g_ptr_array_free (out, FALSE);
}

guint
tw_tower_script_failures (TwTowerScript *self, const char **first_error)
{
  if (first_error)
    *first_error = self ? self->first_error : NULL;
  return self ? self->failures : 0;
}

void
tw_tower_script_damage_or_builtin (TwTowerScript *self, const TwHeroStats *hero,
                                   const char *enemy_id, json_t *enemy_def, json_t *values,
                                   TwDamageResult *result, GError **error_out)
{
  tw_tower_script_damage_or_builtin_in_run (self, hero, NULL, enemy_id, enemy_def, values, result,
                                            error_out);
}

void
tw_tower_script_damage_or_builtin_in_run (TwTowerScript *self, const TwHeroStats *hero,
                                          const char *state_text, const char *enemy_id,
                                          json_t *enemy_def, json_t *values,
                                          TwDamageResult *result, GError **error_out)
{
  if (tw_tower_script_overrides_damage (self))
    {
      GError *error = NULL;
      if (tw_tower_script_damage_in_run (self, hero, state_text, enemy_id, enemy_def, result,
                                         &error))
        return;
      if (error_out)
        g_propagate_error (error_out, error);
      else
        g_error_free (error);
    }
  tw_damage_compute (hero, enemy_def, values, result);
}

/* ---- item effects and `function` commands (docs/rules.md §12.6) ---- */

void
tw_tower_script_note_failure (TwTowerScript *self, const char *message)
{
  self->failures++;
  if (self->first_error == NULL)
    self->first_error = g_strdup (message);
}

/* __tw_effect's answer (the state left, as JSON text) in @out_text. */
static gboolean
duktape_effect (TwTowerScript *self, const char *state_text, const char *kind, const char *code,
                const char *item_id, char **out_text, TwJsError *js_error)
{
  duk_context *ctx = tw_js_context (self->js);
  duk_get_global_string (ctx, "__tw_effect");
  duk_push_string (ctx, state_text);
  duk_push_string (ctx, kind);
  duk_push_string (ctx, code);
  duk_push_string (ctx, item_id ? item_id : "");
  gboolean ok = tw_js_call (self->js, 4, js_error);
  if (ok && duk_is_string (ctx, -1))
    *out_text = g_strdup (duk_get_string (ctx, -1));
  duk_pop (ctx);
  return ok;
}

static gboolean
worker_effect (TwTowerScript *self, const char *state_text, const char *kind, const char *code,
               const char *item_id, char **out_text, TwJsError *js_error)
{
  json_t *answer = worker_call (self, "__tw_effect",
                                json_pack ("[s, s, s, s]", state_text, kind, code,
                                           item_id ? item_id : ""),
                                js_error);
  if (answer == NULL)
    return FALSE;
  if (json_is_string (answer))
    *out_text = g_strdup (json_string_value (answer));
  json_decref (answer);
  return TRUE;
}

static gboolean
attempt_effect (TwTowerScript *self, const char *state_text, const char *kind, const char *code,
                const char *item_id, char **out_text, TwJsError *js_error)
{
  return self->on_worker
             ? worker_effect (self, state_text, kind, code, item_id, out_text, js_error)
             : duktape_effect (self, state_text, kind, code, item_id, out_text, js_error);
}

json_t *
tw_tower_script_run_effect (TwTowerScript *self, TwTowerScriptCode kind, const char *code,
                            const char *item_id, const char *label, json_t *state, GError **error)
{
  g_return_val_if_fail (self != NULL && code != NULL && state != NULL, NULL);
  TwJsError js_error = { 0 };
  g_autofree char *state_text = json_dumps (state, JSON_COMPACT);
  if (state_text == NULL)
    {
      g_set_error (error, TW_TOWER_SCRIPT_ERROR, 0, "%s: the state cannot be passed to the script",
                   label);
      return NULL;
    }
  /* Like getDamageInfo (MAX_LIMIT_FAILURES): code that reached its limits
   * three times is not run again, so that a looping autoEvent costs three
   * time limits, not one a frame. */
  if (self->effect_limits == NULL)
    self->effect_limits = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint limited = GPOINTER_TO_UINT (g_hash_table_lookup (self->effect_limits, code));
  if (limited >= MAX_LIMIT_FAILURES)
    {
      g_autofree char *text = g_strdup_printf ("%s: no longer run: it reached its limits %d times",
                                               label, MAX_LIMIT_FAILURES);
      tw_tower_script_note_failure (self, text);
      g_set_error_literal (error, TW_TOWER_SCRIPT_ERROR, 1, text);
      return NULL;
    }
  self->calls++;
  const char *kind_name = kind == TW_TOWER_SCRIPT_FUNCTION ? "function" : "statements";
  char *out_text = NULL;
  /* An effect's own text may be what Duktape cannot parse. */
  gboolean ok = attempt_effect (self, state_text, kind_name, code, item_id, &out_text, &js_error);
  while (!ok && another_try (self, &js_error, TRUE))
    ok = attempt_effect (self, state_text, kind_name, code, item_id, &out_text, &js_error);
  if (!ok)
    {
      /* The line is the code's own (eval'd code counts from its first line). */
      gboolean own_line = js_error.file == NULL || g_strcmp0 (js_error.file, "(facade)") != 0;
      g_autofree char *text
          = own_line && js_error.line > 0
                ? g_strdup_printf ("%s:%d: %s", label, js_error.line, js_error.message)
                : g_strdup_printf ("%s: %s", label, js_error.message);
      g_set_error_literal (error, TW_TOWER_SCRIPT_ERROR, js_error.limit ? 1 : 0, text);
      tw_tower_script_note_failure (self, text);
      if (js_error.limit)
        g_hash_table_insert (self->effect_limits, g_strdup (code), GUINT_TO_POINTER (limited + 1));
      tw_js_error_clear (&js_error);
      return NULL;
    }
  json_t *out = out_text ? json_loads (out_text, 0, NULL) : NULL;
  g_free (out_text);
  if (!json_is_object (out))
    {
      json_decref (out);
      g_autofree char *text
          = g_strdup_printf ("%s: the script left a state that is not JSON", label);
      tw_tower_script_note_failure (self, text);
      g_set_error_literal (error, TW_TOWER_SCRIPT_ERROR, 0, text);
      return NULL;
    }
  return out;
}

/* __tw_compiles in the engine that runs @self now. */
static char *
compile_problem (TwTowerScript *self, const char *kind, const char *code, TwJsError *js_error)
{
  if (self->on_worker)
    {
      json_t *answer = worker_call (self, "__tw_compiles", json_pack ("[s, s]", kind, code),
                                    js_error);
      char *out = json_is_string (answer) ? g_strdup (json_string_value (answer)) : NULL;
      json_decref (answer);
      return out;
    }
  duk_context *ctx = tw_js_context (self->js);
  duk_get_global_string (ctx, "__tw_compiles");
  duk_push_string (ctx, kind);
  duk_push_string (ctx, code);
  char *out = NULL;
  if (tw_js_call (self->js, 2, js_error) && duk_is_string (ctx, -1))
    out = g_strdup (duk_get_string (ctx, -1));
  duk_pop (ctx);
  return out;
}

gboolean
tw_tower_script_compiles (TwTowerScript *self, TwTowerScriptCode kind, const char *code,
                          char **problem)
{
  g_return_val_if_fail (self != NULL && code != NULL, FALSE);
  const char *kind_name = kind == TW_TOWER_SCRIPT_FUNCTION ? "function" : "statements";
  TwJsError js_error = { 0 };
  g_autofree char *found = compile_problem (self, kind_name, code, &js_error);
  /* Modern syntax Duktape cannot read: V8 decides, as the game's browser would. */
  if (found != NULL && *found != '\0' && !self->on_worker && g_str_has_prefix (found, "SyntaxError"))
    {
      TwJsError v8_error = { 0 };
      if (move_to_worker (self, &v8_error))
        {
          g_free (found);
          found = compile_problem (self, kind_name, code, &js_error);
        }
      tw_js_error_clear (&v8_error);
    }
  tw_js_error_clear (&js_error);
  gboolean ok = found != NULL && *found == '\0';
  if (problem != NULL)
    *problem = ok ? NULL : g_strdup (found ? found : "the code could not be checked");
  return ok;
}
