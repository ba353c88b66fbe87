function () {
	// @turnwright-runtime map-turn 1
	// The map-turn runtime for mota-js, shipped by Turnwright (docs/runtime.md).
	// It plays the map-turn fields the way Turnwright's engine simulates them,
	// rule for rule as docs/rules.md states them (cited as "rules §N.M"):
	// enemies with a timeCost act as the hero spends time, battles cost time
	// by settleBattleTimeCost, skills of the four skill classes are used
	// through useItem. Installed into project/plugins.js by
	// `turnwright-cli export PROJECT --mota DIR --with-runtime`; the lines
	// between the two @turnwright-runtime markers are Turnwright's and an
	// update replaces them whole. ES5, for every browser mota-js runs in.
	//
	// The save holds the spec's names (rules §8): flags.mapTurnEnabled,
	// flags.mapTurnState.{clock, mapTurn, enemyActionGauge,
	// activeEnemiesByFloor, activeEnemiesVersion} and
	// flags.skillState.{activeStatusSkills, activeBattleSkillId, temp}.
	// Gauges live in the active lists between saves and are written into
	// flags.mapTurnState when the game is saved (or persist() is called):
	// a tick in which no enemy acts touches no enemy (rules §6.1).

	var MAX_BATTLE_TICKS = 1000; // rules §3.10
	var SKILL_CLASSES = { skillbattle: 1, skillremote: 1, skillrecover: 1, skillupdate: 1 };
	var DIR_NAMES = ['up', 'right', 'down', 'left'];
	var DX = [0, 1, 0, -1], DY = [-1, 0, 1, 0];
	// mota-js block order around the hero (up, left, right, down): captures, rules §3.7.
	var CAPTURE_DX = [0, -1, 1, 0], CAPTURE_DY = [-1, 0, 0, 1];

	var mt = {};
	this.mapTurn = mt;
	mt.version = 1;
	mt.onEvent = null; // function (event): the trace, for Turnwright's check (rules §9.4)

	// ---- run state (not saved: derived from the save and the map) --------
	var run = null;

	function newRun() {
		return {
			lists: {}, // floorId -> active list (see newList)
			dead: false,
			inTick: false,
			extraTicks: 0,
			frameBattleStop: false,
			patchDepth: 0, // > 0 while a block moves: its changes are patched once, at the end
			pendingInitiator: null,
			battle: null, // the battle the tower's afterBattle is fighting (its trace event)
			tick: null // the tick being resolved: {list, acting, index}
		};
	}

	function flagsObj() {
		return (core.status.hero && core.status.hero.flags) || {};
	}

	function state() {
		return flagsObj().mapTurnState;
	}

	function enabled() {
		var f = flagsObj();
		return !!run && f.mapTurnEnabled !== false && !!f.mapTurnState;
	}

	function emit(ev) {
		if (typeof mt.onEvent !== 'function') return;
		var s = state() || {};
		ev.mapTurn = s.mapTurn || 0;
		ev.clock = s.clock || 0;
		try { mt.onEvent(ev); } catch (e) { }
	}

	// ---- the map ----------------------------------------------------------
	function blockAt(floorId, x, y) {
		var b = core.getBlock(x, y, floorId);
		if (b && b.block && b.index != null) b = b.block; // 2.6's {index, block}
		return b || null;
	}

	function enemyDef(id) {
		return (core.material.enemys || {})[id] || null;
	}

	function itemDef(id) {
		return (core.material.items || {})[id] || null;
	}

	function num(v, fallback) {
		return typeof v === 'number' && isFinite(v) ? v : fallback;
	}

	function timeCostOf(id) {
		var e = enemyDef(id);
		return e ? Math.max(0, Math.floor(num(e.timeCost, 0))) : 0;
	}

	function priorityOf(id) {
		var e = enemyDef(id);
		return e ? num(e.priority, 0) : 0;
	}

	function enemyIdAt(floorId, x, y) {
		var b = blockAt(floorId, x, y);
		if (!b || !b.event || String(b.event.cls || '').indexOf('enemy') !== 0) return null;
		return b.event.id;
	}

	// The enemy on the cell when its definition is scheduled (timeCost > 0).
	function scheduledAt(floorId, x, y) {
		var id = enemyIdAt(floorId, x, y);
		return id != null && timeCostOf(id) > 0 ? id : null;
	}

	function floorSize(floorId) {
		var f = core.floors[floorId] || {};
		return { w: f.width || 0, h: f.height || 0 };
	}

	function inBounds(floorId, x, y) {
		var s = floorSize(floorId);
		return x >= 0 && y >= 0 && x < s.w && y < s.h;
	}

	function heroX() { return core.getHeroLoc('x'); }
	function heroY() { return core.getHeroLoc('y'); }
	function isHero(x, y) { return heroX() === x && heroY() === y; }

	// Empty for an enemy's step (rules §7.1): on the map, no visible block
	// (a block of number 0 holds only events) and not the hero.
	function cellEmpty(floorId, x, y) {
		if (!inBounds(floorId, x, y) || isHero(x, y)) return false;
		var b = blockAt(floorId, x, y);
		return !b || b.id === 0 || b.id === '0';
	}

	function rid(floorId, x, y, id) {
		return floorId + ':' + x + ':' + y + ':' + id;
	}

	// ---- the active lists (rules §6) ----------------------------------------
	// An entry: {x, y, id, seq, anchor, due, alive, target}. Its gauge is
	// list.ticks - anchor: the floor's tick count grows by one per tick, so a
	// gauge costs nothing until its enemy acts. Entries are bucketed by the
	// tick they next act in (due = anchor + timeCost).
	function newList() {
		return { entries: [], byCell: {}, nextSeq: 0, ticks: 0, buckets: {} };
	}

	function listOf(floorId) {
		return run.lists[floorId] || null;
	}

	function gaugeOf(list, e) {
		return list.ticks - e.anchor;
	}

	function schedule(list, e) {
		var tc = timeCostOf(e.id);
		if (tc <= 0) return;
		e.due = Math.max(e.anchor + tc, list.ticks + 1);
		(list.buckets[e.due] = list.buckets[e.due] || []).push(e);
	}

	function addEntry(list, floorId, x, y, id, gauge) {
		var e = { x: x, y: y, id: id, seq: list.nextSeq++, anchor: list.ticks - (gauge || 0), alive: true, target: 0 };
		list.entries.push(e);
		list.byCell[x + ',' + y] = e;
		schedule(list, e);
		return e;
	}

	function dropEntry(list, e) {
		e.alive = false;
		if (list.byCell[e.x + ',' + e.y] === e) delete list.byCell[e.x + ',' + e.y];
	}

	function compactEntries(list) {
		if (list.entries.length > 64 && list.entries.length > 2 * liveCount(list))
			list.entries = list.entries.filter(function (e) { return e.alive; });
	}

	function liveCount(list) {
		var n = 0;
		for (var i = 0; i < list.entries.length; i++) if (list.entries[i].alive) n++;
		return n;
	}

	function bumpVersion() {
		var s = state();
		if (s) s.activeEnemiesVersion = (s.activeEnemiesVersion || 0) + 1;
	}

	// rebuildActiveEnemies: one scan of the floor, row-major; the entries of
	// enemies still there keep their gauge, place-state and object (rules §6.3).
	function rebuild(floorId) {
		if (!run) return;
		var list = run.lists[floorId] || (run.lists[floorId] = newList());
		var old = list.byCell, s = floorSize(floorId), fresh = [], byCell = {};
		bumpVersion();
		mt.fullScans++;
		if (core.extractBlocks) core.extractBlocks(floorId);
		var blocks = ((core.status.maps || {})[floorId] || {}).blocks || [];
		var cells = [];
		for (var i = 0; i < blocks.length; i++) {
			var b = blocks[i];
			if (b.disable || !b.event || String(b.event.cls || '').indexOf('enemy') !== 0) continue;
			if (b.x < 0 || b.y < 0 || b.x >= s.w || b.y >= s.h || timeCostOf(b.event.id) <= 0) continue;
			cells.push(b);
		}
		cells.sort(function (a, b) { return a.y - b.y || a.x - b.x; });
		for (var k in old) if (old[k].alive) old[k].keep = false;
		list.entries.forEach(function (e) { e.keep = false; });
		var seq = 0;
		cells.forEach(function (b) {
			var e = old[b.x + ',' + b.y];
			if (e && e.alive && e.id === b.event.id) {
				e.keep = true;
			} else {
				e = { x: b.x, y: b.y, id: b.event.id, anchor: list.ticks, alive: true, target: 0, keep: true, fresh: true };
			}
			e.seq = seq++;
			fresh.push(e);
			byCell[b.x + ',' + b.y] = e;
		});
		list.entries.forEach(function (e) { if (!e.keep) e.alive = false; });
		list.entries = fresh;
		list.byCell = byCell;
		list.nextSeq = seq;
		fresh.forEach(function (e) {
			if (e.fresh) { delete e.fresh; schedule(list, e); }
			delete e.keep;
		});
	}

	function removeCell(floorId, x, y) {
		var list = listOf(floorId);
		if (!list || run.patchDepth > 0 || !inBounds(floorId, x, y)) return;
		bumpVersion();
		var e = list.byCell[x + ',' + y];
		if (e) dropEntry(list, e);
		compactEntries(list);
	}

	function syncCellUnversioned(list, floorId, x, y) {
		var e = list.byCell[x + ',' + y];
		if (e) dropEntry(list, e);
		var id = scheduledAt(floorId, x, y);
		if (id != null) addEntry(list, floorId, x, y, id, 0);
	}

	function syncCell(floorId, x, y) {
		var list = listOf(floorId);
		if (!list || run.patchDepth > 0 || !inBounds(floorId, x, y)) return;
		bumpVersion();
		syncCellUnversioned(list, floorId, x, y);
	}

	// The same instance, a new cell: its gauge, target and place go along.
	function migratePoint(floorId, fx, fy, tx, ty) {
		var list = listOf(floorId);
		if (!list || run.patchDepth > 0 || !inBounds(floorId, fx, fy) || !inBounds(floorId, tx, ty)) return;
		bumpVersion();
		var e = list.byCell[fx + ',' + fy], there = list.byCell[tx + ',' + ty];
		if (there && there !== e) dropEntry(list, there);
		if (!e) { syncCellUnversioned(list, floorId, tx, ty); return; }
		delete list.byCell[fx + ',' + fy];
		e.x = tx; e.y = ty;
		list.byCell[tx + ',' + ty] = e;
	}

	mt.rebuildActiveEnemies = function (floorId) { rebuild(floorId || core.status.floorId); };
	mt.patchActiveEnemiesForBlockChange = function (op, floorId, x, y, tx, ty) {
		floorId = floorId || core.status.floorId;
		if (op === 'removeCell') removeCell(floorId, x, y);
		else if (op === 'syncCell') syncCell(floorId, x, y);
		else if (op === 'migratePoint') migratePoint(floorId, x, y, tx, ty);
		else rebuild(floorId);
	};
	mt.fullScans = 0;
	// What the ticks cost, for the benchmark (tests/bench/bench-runtime.c):
	// entries looked at by ticks, and enemy actions.
	mt.stats = { ticks: 0, touched: 0, actions: 0 };

	// ---- time (rules §1) ----------------------------------------------------
	mt.consumeTime = function (n, reason) {
		n = Math.floor(num(n, 0));
		if (!enabled() || n <= 0 || run.dead || run.inTick) return;
		state().clock += n;
		runTicks(n, reason || 'wait');
		refreshStatusBar();
	};

	// Each block an enemy moves asks the game to update its status bar,
	// which works out every enemy's damage on the map again: inside ticks the
	// runtime asks once, when the time has passed (a thousand battle ticks
	// with summoned chasers took a minute otherwise).
	var barWanted = null;
	function refreshStatusBar() {
		var args = barWanted;
		barWanted = null;
		if (args) core.control.updateStatusBar.apply(core.control, args);
	}

	// n ticks of @reason; a battle fought inside a tick leaves its cost in
	// extraTicks, consumed right after that tick (the loop never recurses).
	function runTicks(n, reason) {
		var stack = [], cur = { left: n, reason: reason }, budget = MAX_BATTLE_TICKS;
		for (;;) {
			if (cur.left === 0) {
				if (stack.length === 0) return;
				cur = stack.pop();
				continue;
			}
			if (run.dead) return;
			cur.left--;
			mt.advanceMapTurnOne(cur.reason);
			if (run.extraTicks > 0 && !run.dead) {
				if (run.extraTicks > budget) {
					emit({ ev: 'limit', limit: 'battleTicks', max: MAX_BATTLE_TICKS, dropped: run.extraTicks - budget });
					run.extraTicks = budget;
				}
				budget -= run.extraTicks;
			}
			if (run.extraTicks > 0 && !run.dead) {
				stack.push(cur);
				cur = { left: run.extraTicks, reason: 'battle' };
				state().clock += run.extraTicks;
				run.extraTicks = 0;
			}
		}
	}

	mt.advanceMapTurnOne = function (reason) {
		if (!enabled() || run.dead || run.inTick) return;
		state().mapTurn++;
		emit({ ev: 'tick', reason: reason });
		resolveEnemyActionsForSingleTick(core.status.floorId);
	};

	// One enemy pass (rules §1.3-§1.5): only the enemies due this tick are
	// touched, in action order (priority highest first, then list order).
	function resolveEnemyActionsForSingleTick(floorId) {
		var list = listOf(floorId);
		mt.stats.ticks++;
		if (!list) return;
		list.ticks++;
		var due = list.buckets[list.ticks];
		if (!due) return;
		delete list.buckets[list.ticks];
		mt.stats.touched += due.length;
		var acting = due.filter(function (e) {
			if (!e.alive || e.due !== list.ticks || e.seenTick === list.ticks) return false;
			e.seenTick = list.ticks;
			return true;
		});
		acting.sort(function (a, b) {
			return priorityOf(b.id) - priorityOf(a.id) || a.seq - b.seq;
		});
		run.inTick = true;
		run.tick = { list: list, acting: acting, index: 0 };
		try {
			for (var i = 0; i < acting.length && !run.dead; i++) {
				var e = acting[i];
				if (!e.alive) continue; // removed earlier in this tick
				run.tick.index = i;
				resolveEntry(list, floorId, e);
				if (core.status.floorId !== floorId) break;
			}
		} finally {
			run.inTick = false;
			run.tick = null;
		}
	}

	function resolveEntry(list, floorId, e) {
		var tc = timeCostOf(e.id);
		if (tc <= 0) return;
		while (e.alive && list.ticks - e.anchor >= tc) {
			e.anchor += tc;
			performEnemyAction(list, floorId, e);
			if (run.dead || core.status.floorId !== floorId) return;
			tc = timeCostOf(e.id);
			if (tc <= 0) return;
		}
		if (e.alive) schedule(list, e);
	}

	// The hero died while acting[i] acted: the enemies after it in action
	// order never had their turn in this tick, so their gauges are the
	// previous tick's (rules §5.2).
	function freezeAfterDeath(list, acting, i) {
		var dying = acting[i], p = priorityOf(dying.id);
		list.entries.forEach(function (e) {
			if (!e.alive || e === dying) return;
			var after = priorityOf(e.id) < p || (priorityOf(e.id) === p && e.seq > dying.seq);
			var actedNow = acting.indexOf(e) >= 0 && acting.indexOf(e) < i;
			if (after && !actedNow && e.anchor < list.ticks) e.anchor += 1;
		});
	}

	// ---- enemy actions (rules §7) -------------------------------------------
	// The distance field from the hero through empty cells and enemies.
	function chaseField(floorId) {
		var s = floorSize(floorId), dist = {}, queue = [[heroX(), heroY()]];
		dist[heroX() + ',' + heroY()] = 0;
		for (var q = 0; q < queue.length; q++) {
			var c = queue[q], d = dist[c[0] + ',' + c[1]];
			for (var k = 0; k < 4; k++) {
				var nx = c[0] + DX[k], ny = c[1] + DY[k], key = nx + ',' + ny;
				if (nx < 0 || ny < 0 || nx >= s.w || ny >= s.h || dist[key] != null) continue;
				var b = blockAt(floorId, nx, ny);
				var pass = !b || b.id === 0 || b.id === '0' || String((b.event || {}).cls || '').indexOf('enemy') === 0;
				if (!pass) continue;
				dist[key] = d + 1;
				queue.push([nx, ny]);
			}
		}
		return dist;
	}

	function stepPlan(floorId, nx, ny) {
		if (isHero(nx, ny)) return { kind: 'battle', x: nx, y: ny };
		if (cellEmpty(floorId, nx, ny)) return { kind: 'moved', x: nx, y: ny };
		return { kind: 'blocked' };
	}

	function planChase(floorId, e, args) {
		if (typeof args.range === 'number' && Math.abs(e.x - heroX()) + Math.abs(e.y - heroY()) > args.range)
			return { kind: 'idle' };
		var field = chaseField(floorId), best = -1, k;
		for (k = 0; k < 4; k++) {
			var v = field[(e.x + DX[k]) + ',' + (e.y + DY[k])];
			if (v != null && (best < 0 || v < best)) best = v;
		}
		if (best < 0) return { kind: 'blocked' };
		for (k = 0; k < 4; k++) {
			var nx = e.x + DX[k], ny = e.y + DY[k];
			if (field[nx + ',' + ny] !== best) continue;
			if (isHero(nx, ny) || cellEmpty(floorId, nx, ny)) return stepPlan(floorId, nx, ny);
		}
		return { kind: 'blocked' };
	}

	function planPatrol(floorId, e, args) {
		var route = Array.isArray(args.route) ? args.route : [];
		if (route.length === 0) return { kind: 'idle' };
		if (e.target >= route.length) e.target = 0;
		var t = route[e.target];
		if (t[0] === e.x && t[1] === e.y) {
			e.target = (e.target + 1) % route.length;
			t = route[e.target];
		}
		var nx = e.x, ny = e.y;
		if (t[0] !== e.x) nx += t[0] > e.x ? 1 : -1;
		else if (t[1] !== e.y) ny += t[1] > e.y ? 1 : -1;
		else return { kind: 'idle' };
		return stepPlan(floorId, nx, ny);
	}

	function planSkill(floorId, e, args) {
		if (args.kind === 'ranged') {
			if (Math.abs(e.x - heroX()) + Math.abs(e.y - heroY()) <= num(args.range, 0))
				return { kind: 'hit' };
			return { kind: 'idle' };
		}
		if (args.kind !== 'summon' || !enemyDef(args.enemy)) return { kind: 'idle' };
		for (var k = 0; k < 4; k++)
			if (cellEmpty(floorId, e.x + DX[k], e.y + DY[k]))
				return { kind: 'summoned', x: e.x + DX[k], y: e.y + DY[k] };
		return { kind: 'idle' };
	}

	function performEnemyAction(list, floorId, e) {
		mt.stats.actions++;
		var def = enemyDef(e.id) || {}, args = def.actArgs || {}, plan = { kind: 'idle' };
		if (def.actType === 'chase') plan = planChase(floorId, e, args);
		else if (def.actType === 'patrol') plan = planPatrol(floorId, e, args);
		else if (def.actType === 'skill') plan = planSkill(floorId, e, args);
		var ev = { ev: 'enemy_act', enemy: rid(floorId, e.x, e.y, e.id), actType: def.actType || 'idle', gauge: gaugeOf(list, e), result: plan.kind };
		if (plan.kind === 'moved') ev.to = rid(floorId, plan.x, plan.y, e.id);
		emit(ev);
		if (plan.kind === 'moved') stepEnemy(floorId, e, plan.x, plan.y);
		else if (plan.kind === 'battle') forcedBattle(e.id, e.x, e.y, 'enemy');
		else if (plan.kind === 'hit') heroHit(num(args.damage, 0), e.id);
		else if (plan.kind === 'summoned') summon(floorId, args.enemy, plan.x, plan.y);
	}

	// An enemy's own step: the block moves, its entry migrates (rules §6.4).
	function stepEnemy(floorId, e, tx, ty) {
		if (!cellEmpty(floorId, tx, ty)) return;
		moveBlockNow(floorId, e.x, e.y, tx, ty);
	}

	// A block moved at once, kept: migratePoint once it stands there.
	function moveBlockNow(floorId, fx, fy, tx, ty) {
		var b = blockAt(floorId, fx, fy);
		if (!b) return;
		var number = b.id;
		run.patchDepth++;
		try {
			core.removeBlock(fx, fy, floorId);
			core.setBlock(number, tx, ty, floorId);
			if (core.events && core.events.moveEnemyOnPoint) core.events.moveEnemyOnPoint(fx, fy, tx, ty, floorId, true);
		} finally {
			run.patchDepth--;
		}
		migratePoint(floorId, fx, fy, tx, ty);
	}

	function summon(floorId, id, x, y) {
		if (!cellEmpty(floorId, x, y)) return;
		var number = core.getNumberById ? core.getNumberById(id) : null;
		if (number == null || number === 0) return;
		core.setBlock(number, x, y, floorId); // syncCell through the wrap
	}

	function heroHit(damage, cause) {
		if (damage <= 0) return;
		core.status.hero.hp -= damage;
		if (core.status.hero.hp <= 0) {
			core.status.hero.hp = 0;
			die(cause);
			core.updateStatusBar();
			core.events.lose('map-turn: ' + cause);
		} else {
			core.updateStatusBar();
		}
	}

	// ---- battles (rules §3) ---------------------------------------------------
	function activeStatus() {
		var s = flagsObj().skillState;
		return (s && s.activeStatusSkills) || {};
	}

	// settleBattleTimeCost: max(1, the status skills' battleTimeCost, the battle skill's timeCost).
	mt.settleBattleTimeCost = function () {
		var statusMax = 0, battleSkill = 0, st = activeStatus();
		for (var id in st) statusMax = Math.max(statusMax, num(st[id].battleTimeCost, 0));
		var sel = (flagsObj().skillState || {}).activeBattleSkillId;
		if (sel && itemDef(sel)) battleSkill = num(itemDef(sel).timeCost, 0);
		return { base: 1, statusMax: statusMax, battleSkill: battleSkill, final: Math.max(1, statusMax, battleSkill) };
	};

	// applyStatusAfterBattle: one layer off every status skill that counts battles.
	mt.applyStatusAfterBattle = function (result) {
		if (result !== 'success') return;
		var st = activeStatus();
		Object.keys(st).forEach(function (id) {
			var s = st[id];
			if (s.remainBattles == null) return;
			s.remainBattles--;
			if (s.remainBattles <= 0) {
				delete st[id];
				emit({ ev: 'status', skill: id, op: 'expired', remainBattles: 0 });
			} else {
				emit({ ev: 'status', skill: id, op: 'layer', remainBattles: s.remainBattles });
			}
		});
	};

	function battleDamage(id, x, y) {
		try {
			var d = core.enemys.getDamage(id, x, y);
			return d == null ? null : d;
		} catch (e) {
			return null;
		}
	}

	// A battle the hero cannot refuse (a capture, an enemy stepping into him):
	// the tower's own afterBattle fights it (it handles a loss too).
	function forcedBattle(id, x, y, initiator) {
		run.pendingInitiator = initiator;
		core.events.afterBattle(id, x, y);
	}

	// The captures the hero's new cell causes (rules §3.7), after the step's
	// own time: the capturers next to him now, one by one.
	function captureBattles() {
		for (var d = 0; d < 4 && !run.dead && !run.frameBattleStop; d++) {
			var x = heroX() + CAPTURE_DX[d], y = heroY() + CAPTURE_DY[d];
			var id = enemyIdAt(core.status.floorId, x, y);
			if (id == null || !core.enemys.hasSpecial((enemyDef(id) || {}).special, 27)) continue;
			forcedBattle(id, x, y, 'capture');
		}
	}

	function die(cause) {
		if (run.dead) return;
		// clearOnDeath (rules §5.1)
		var s = flagsObj().skillState;
		if (s) {
			s.temp = {};
			s.activeBattleSkillId = null;
			s.activeStatusSkills = {};
		}
		run.dead = true;
		run.extraTicks = 0;
		if (run.tick) freezeAfterDeath(run.tick.list, run.tick.acting, run.tick.index);
		emit({ ev: 'death', reason: cause, hp: core.status.hero.hp });
	}
	mt.clearOnDeath = die;

	// ---- skills (rules §4) ------------------------------------------------------
	function ensureSkillState() {
		var f = flagsObj();
		if (!f.skillState) f.skillState = { activeStatusSkills: {}, activeBattleSkillId: null, temp: {} };
		if (!f.skillState.activeStatusSkills) f.skillState.activeStatusSkills = {};
		if (!f.skillState.temp) f.skillState.temp = {};
		if (f.skillState.activeBattleSkillId === undefined) f.skillState.activeBattleSkillId = null;
		return f.skillState;
	}

	function owned(id) {
		var def = itemDef(id);
		if (!def) return false;
		var group = (core.status.hero.items || {})[def.cls] || {};
		return (group[id] || 0) > 0;
	}

	// The item id skillN is the game's flag:skill == N (rules §4.7).
	function writeSkillFlag(id) {
		var m = /^skill(\d+)$/.exec(id || '');
		core.setFlag('skill', m ? parseInt(m[1], 10) : 0);
	}

	function useStatusSkill(id, def) {
		var st = ensureSkillState().activeStatusSkills, policy = def.stackPolicy || 'refresh';
		var dur = def.durationBattles == null ? null : num(def.durationBattles, null), op = 'on';
		if (policy === 'replace')
			Object.keys(st).forEach(function (other) {
				if (other === id) return;
				emit({ ev: 'status', skill: other, op: 'off', remainBattles: st[other].remainBattles });
				delete st[other];
			});
		var s = st[id];
		if (!s) {
			s = st[id] = { remainBattles: dur, battleTimeCost: 0, sourceItemId: id };
		} else if (policy === 'stack') {
			op = 'stack';
			s.remainBattles = s.remainBattles != null && dur != null ? s.remainBattles + dur : dur;
		} else {
			op = policy === 'replace' ? 'replace' : 'refresh';
			s.remainBattles = dur;
		}
		s.battleTimeCost = num(def.battleTimeCost, 0);
		emit({ ev: 'status', skill: id, op: op, remainBattles: s.remainBattles });
	}

	// Whether a cell stops a remote skill's shot: a wall or a closed door
	// (rules §4.4); items, stairs and open cells let it through.
	function stopsShot(b) {
		if (!b || b.id === 0 || b.id === '0') return false;
		var ev = b.event || {}, cls = String(ev.cls || '');
		if (cls.indexOf('enemy') === 0 || cls === 'items') return false;
		if (ev.trigger === 'openDoor' || ev.doorInfo) return true;
		if (ev.trigger === 'changeFloor') return false;
		return !!ev.noPass;
	}

	function useRemoteSkill(id, def, dir) {
		var eff = def.effect || {}, range = num(eff.range, 0), damage = num(eff.damage, 0);
		var floorId = core.status.floorId, d = DIR_NAMES.indexOf(dir);
		if (d < 0) d = Math.max(0, DIR_NAMES.indexOf(core.getHeroLoc('direction')));
		var ev = { ev: 'action', action: 'skill ' + id + ' ' + DIR_NAMES[d] };
		for (var k = 1; k <= range; k++) {
			var x = heroX() + k * DX[d], y = heroY() + k * DY[d];
			if (!inBounds(floorId, x, y)) break;
			var b = blockAt(floorId, x, y), enemy = enemyIdAt(floorId, x, y);
			if (enemy != null) {
				var hp = num(core.getEnemyValue ? core.getEnemyValue(null, 'hp', x, y, floorId) : (enemyDef(enemy) || {}).hp, 0) - damage;
				ev.enemy = rid(floorId, x, y, enemy);
				ev.damage = damage;
				ev.targetHp = Math.max(hp, 0);
				emit(ev);
				if (hp > 0) {
					if (core.setEnemyOnPoint) core.setEnemyOnPoint(x, y, floorId, 'hp', hp);
				} else {
					defeatWithoutBattle(enemy, x, y, floorId);
				}
				return;
			}
			if (stopsShot(b)) break;
		}
		emit(ev);
	}

	// A remote skill's kill: the loot and the block gone, no battle.
	function defeatWithoutBattle(enemy, x, y, floorId) {
		var value = function (name) {
			return num(core.getEnemyValue ? core.getEnemyValue(enemyDef(enemy), name, x, y, floorId) : (enemyDef(enemy) || {})[name], 0);
		};
		core.status.hero.money += value('money');
		if (core.status.hero.exp != null) core.status.hero.exp += value('exp');
		else core.status.hero.experience = (core.status.hero.experience || 0) + value('exp');
		if (core.events && core.events.resetEnemyOnPoint) core.events.resetEnemyOnPoint(x, y, floorId, true);
		core.removeBlock(x, y, floorId);
		var after = ((core.floors[floorId] || {}).afterBattle || {})[x + ',' + y];
		if (after) core.insertAction(after, x, y);
	}

	function useRecoverSkill(id, def) {
		var heal = num((def.effect || {}).heal, 0), h = core.status.hero;
		h.hp += heal;
		if (typeof h.hpmax === 'number' && h.hpmax > 0) h.hp = Math.min(h.hp, Math.max(h.hpmax, h.hp - heal));
		emit({ ev: 'action', action: 'use ' + id });
	}

	function battleSkillOff(id, def) {
		if (!def || !def.canCancel) return false;
		ensureSkillState().activeBattleSkillId = null;
		writeSkillFlag(null);
		emit({ ev: 'status', skill: id, op: 'off', remainBattles: null });
		return true;
	}

	// A skill used (rules §4): FALSE when refused.
	mt.useSkill = function (id, dir) {
		var def = itemDef(id);
		if (!def || !SKILL_CLASSES[def.cls] || !owned(id) || run.dead) return false;
		run.frameBattleStop = false;
		var ss = ensureSkillState();
		if (def.cls === 'skillupdate') {
			useStatusSkill(id, def);
		} else if (def.cls === 'skillbattle') {
			if (ss.activeBattleSkillId === id) return battleSkillOff(id, def);
			ss.activeBattleSkillId = id;
			writeSkillFlag(id);
			emit({ ev: 'status', skill: id, op: 'select', remainBattles: null });
		} else if (def.cls === 'skillremote') {
			useRemoteSkill(id, def, dir);
			mt.consumeTime(num(def.timeCost, 0), 'ranged');
		} else {
			useRecoverSkill(id, def);
			mt.consumeTime(num(def.timeCost, 0), 'recover');
		}
		core.updateStatusBar();
		return true;
	};

	// Cancel (rules §4.9): only a skill that is on and may be cancelled.
	mt.cancelSkill = function (id) {
		var def = itemDef(id), ss = ensureSkillState();
		if (ss.activeStatusSkills[id]) {
			if (!def || !def.canCancel) return false;
			delete ss.activeStatusSkills[id];
			emit({ ev: 'status', skill: id, op: 'off', remainBattles: null });
			core.updateStatusBar();
			return true;
		}
		if (ss.activeBattleSkillId === id) {
			var done = battleSkillOff(id, def);
			core.updateStatusBar();
			return done;
		}
		return false;
	};

	mt.wait = function (n) {
		mt.consumeTime(n, 'wait');
		core.updateStatusBar();
	};

	// The hero's atk, def and mdef with the effects of the skills that are on
	// (rules §3.3), wherever the game reads the real status (damage, the bar).
	function skillBonus(name) {
		if (!enabled() || (name !== 'atk' && name !== 'def' && name !== 'mdef')) return 0;
		var bonus = 0, ss = flagsObj().skillState || {}, st = ss.activeStatusSkills || {};
		var add = function (id) { bonus += num(((itemDef(id) || {}).effect || {})[name], 0); };
		Object.keys(st).forEach(add);
		if (ss.activeBattleSkillId) add(ss.activeBattleSkillId);
		return bonus;
	}

	// ---- saving and loading (rules §8) ---------------------------------------
	// Writes the gauges and the lists into flags.mapTurnState.
	mt.persist = function () {
		var s = state();
		if (!run || !s) return s;
		var gauges = s.enemyActionGauge = s.enemyActionGauge || {};
		var lists = s.activeEnemiesByFloor = s.activeEnemiesByFloor || {};
		Object.keys(run.lists).forEach(function (floorId) {
			var list = run.lists[floorId], g = {}, l = [];
			list.entries.forEach(function (e) {
				if (!e.alive) return;
				var r = rid(floorId, e.x, e.y, e.id);
				g[r] = gaugeOf(list, e);
				l.push({ runtimeId: r, x: e.x, y: e.y, enemyId: e.id });
			});
			gauges[floorId] = g;
			lists[floorId] = l;
			var targets = {};
			list.entries.forEach(function (e) { if (e.alive && e.target) targets[rid(floorId, e.x, e.y, e.id)] = e.target; });
			(s.patrolTarget = s.patrolTarget || {})[floorId] = targets;
		});
		return s;
	};

	// bootstrapPersistedState: the lists from the save; a list that does not
	// match the floor's map is rebuilt, keeping gauges by runtimeId (rules §8.3).
	mt.bootstrapPersistedState = function () {
		run = newRun();
		var s = state();
		if (!s) return;
		if (flagsObj().skillState == null) ensureSkillState();
		markSkillsForReplay();
		var saved = s.activeEnemiesByFloor || {}, gauges = s.enemyActionGauge || {}, targets = s.patrolTarget || {};
		Object.keys(saved).forEach(function (floorId) { loadList(floorId, saved[floorId], gauges[floorId] || {}, targets[floorId] || {}); });
		if (!run.lists[core.status.floorId]) rebuildKeeping(core.status.floorId, gauges[core.status.floorId] || {}, targets[core.status.floorId] || {});
		syncBattleSkillFromFlag();
	};

	function loadList(floorId, entries, gauges, targets) {
		if (!core.floors[floorId]) return;
		var ok = Array.isArray(entries) && entries.every(function (en) {
			return en && scheduledAt(floorId, en.x, en.y) === en.enemyId;
		});
		if (!ok) { rebuildKeeping(floorId, gauges, targets); return; }
		var list = run.lists[floorId] = newList();
		entries.forEach(function (en) {
			var r = rid(floorId, en.x, en.y, en.enemyId);
			var e = addEntry(list, floorId, en.x, en.y, en.enemyId, num(gauges[r], 0));
			e.target = num(targets[r], 0);
		});
	}

	function rebuildKeeping(floorId, gauges, targets) {
		var version = state().activeEnemiesVersion;
		rebuild(floorId);
		state().activeEnemiesVersion = version; // a repair, not a patch of the game's
		var list = run.lists[floorId];
		list.buckets = {};
		list.entries.forEach(function (e) {
			var r = rid(floorId, e.x, e.y, e.id);
			e.anchor = list.ticks - num(gauges[r], 0);
			e.target = num(targets[r], 0);
			schedule(list, e);
		});
	}

	// A save with flag:skill and no activeBattleSkillId selects skillN (rules §4.7).
	function syncBattleSkillFromFlag() {
		var ss = ensureSkillState(), n = core.getFlag('skill', 0);
		if (ss.activeBattleSkillId || !n) return;
		var id = 'skill' + n, def = itemDef(id);
		if (def && def.cls === 'skillbattle') ss.activeBattleSkillId = id;
	}

	// A replay shows a used item in the toolbox, which lists no skill class:
	// skills are used at once (control.js _replayAction_item).
	function markSkillsForReplay() {
		var items = core.material.items || {};
		for (var id in items) if (items[id] && SKILL_CLASSES[items[id].cls]) items[id].hideInReplay = true;
	}

	// A new game: the state of rules §8 with nothing in it.
	function startState() {
		markSkillsForReplay();
		var f = flagsObj();
		if (f.mapTurnEnabled === undefined) f.mapTurnEnabled = true;
		f.mapTurnState = { clock: 0, mapTurn: 0, enemyActionGauge: {}, activeEnemiesByFloor: {}, activeEnemiesVersion: 0 };
		ensureSkillState();
		run = newRun();
	}

	// ---- the game's functions, wrapped (spec §6.7) ------------------------------
	function wrap(obj, name, make) {
		if (!obj || typeof obj[name] !== 'function') return;
		var orig = obj[name];
		obj[name] = make(orig);
		obj[name].__mapTurnOriginal = orig;
	}

	function isSkill(id) {
		var def = itemDef(id);
		return !!def && !!SKILL_CLASSES[def.cls];
	}

	// A callback that runs @first once before it, whether the game calls it or not.
	function withFirst(callback, first) {
		var done = false;
		var once = function () { if (!done) { done = true; first(); } };
		return { callback: function () { once(); if (callback) callback.apply(this, arguments); }, after: once };
	}

	function installWraps() {
		// Entering a floor (rules §1.7, §1.8): mapTurn 0 unless a load, and a rebuild.
		wrap(core.events, 'afterChangeFloor', function (orig) {
			return function (floorId) {
				if (main.mode === 'play' && core.status.hero) {
					var f = flagsObj();
					if (core.hasFlag('__fromLoad__') && f.mapTurnState) mt.bootstrapPersistedState();
					else if (!f.mapTurnState || !run) startState();
					else f.mapTurnState.mapTurn = 0;
					if (enabled() && !core.hasFlag('__fromLoad__')) rebuild(floorId || core.status.floorId);
				}
				return orig.apply(this, arguments);
			};
		});
		// A step (rules §2.1, §3.12): its time runs once the pick-up and the
		// map damage are done, before the cell's own trigger (a stairs'
		// floor change); then the captures. The game's own ambush is ours now.
		var stepping = false;
		wrap(core.control, '_checkBlock_ambush', function (orig) {
			return function () { if (stepping) return; return orig.apply(this, arguments); };
		});
		// Repulse (2.10 _checkBlock_repulse, 2.6 _checkBlock_snipe): the game
		// pushes with an animated event after the step; the rules push at
		// once, before the step's time (rules §3.12), so the runtime does.
		var pushNow = function (orig) {
			return function (list) {
				if (!stepping) return orig.apply(this, arguments);
				(list || []).forEach(function (t) {
					var d = DIR_NAMES.indexOf(t[3]), floorId = core.status.floorId;
					if (d < 0) return;
					var tx = t[0] + DX[d], ty = t[1] + DY[d];
					if (inBounds(floorId, tx, ty) && !blockAt(floorId, tx, ty)) moveBlockNow(floorId, t[0], t[1], tx, ty);
				});
			};
		};
		wrap(core.control, '_checkBlock_repulse', pushNow);
		wrap(core.control, '_checkBlock_snipe', pushNow);
		wrap(core.control, 'checkBlock', function (orig) {
			return function () {
				if (!enabled() || run.inTick) return orig.apply(this, arguments);
				run.frameBattleStop = false;
				stepping = true;
				try { orig.apply(this, arguments); } finally { stepping = false; }
				if (run.dead || core.status.gameOver) return;
				mt.consumeTime(1, 'move');
				captureBattles();
			};
		});
		// Moving directly (rules §2.8): the path's time once arrived, then the captures.
		wrap(core.control, 'moveDirectly', function (orig) {
			return function (x, y, ignoreSteps) {
				if (!enabled()) return orig.apply(this, arguments);
				var steps = ignoreSteps != null ? ignoreSteps : core.canMoveDirectly(x, y);
				var moved = orig.call(this, x, y, steps);
				if (moved && steps > 0 && !run.dead) {
					run.frameBattleStop = false;
					mt.consumeTime(steps, 'move');
					captureBattles();
				}
				return moved;
			};
		});
		// A pick-up by a light press: one tick (rules §2.3).
		wrap(core.events, 'getItem', function (orig) {
			return function (id, num_, x, y, isGentleClick, callback) {
				if (!isGentleClick || !enabled()) return orig.apply(this, arguments);
				var w = withFirst(callback, function () { mt.consumeTime(1, 'pickup'); });
				var r = orig.call(this, id, num_, x, y, isGentleClick, w.callback);
				w.after();
				return r;
			};
		});
		// Every battle: its cost, computed before its status layer, then its
		// time; inside a tick, as extra ticks after it (rules §3.5, §3.6, §3.8).
		wrap(core.events, 'afterBattle', function (orig) {
			return function (enemyId, x, y) {
				if (!enabled()) return orig.apply(this, arguments);
				var initiator = run.pendingInitiator || 'hero';
				run.pendingInitiator = null;
				var floorId = core.status.floorId, damage = battleDamage(enemyId, x, y);
				var battle = {
					ev: 'battle', enemy: rid(floorId, x, y, enemyId), initiator: initiator,
					damage: damage == null ? 0 : damage, settle: mt.settleBattleTimeCost()
				};
				var outer = run.battle, result;
				run.battle = battle;
				try { result = orig.apply(this, arguments); } finally { run.battle = outer; }
				if ((enemyDef(enemyId) || {}).contactBattleOnly) run.frameBattleStop = true;
				if (battle.lost || run.dead) return result;
				battle.result = 'success';
				battle.hp = core.status.hero.hp;
				emit(battle);
				mt.applyStatusAfterBattle('success');
				if (run.inTick) run.extraTicks += battle.settle.final;
				else mt.consumeTime(battle.settle.final, 'battle');
				return result;
			};
		});
		// A loss: the battle that caused it, then clearOnDeath, before the
		// game ends (the tower's afterBattle calls lose).
		wrap(core.events, 'lose', function (orig) {
			return function () {
				var battle = run && run.battle;
				if (battle && !battle.lost && !run.dead) {
					battle.lost = true;
					battle.result = 'fail';
					battle.settle = { base: 0, statusMax: battle.settle.statusMax, battleSkill: battle.settle.battleSkill, final: 0 };
					battle.hp = core.status.hero.hp;
					emit(battle);
				}
				if (run) die('battle');
				return orig.apply(this, arguments);
			};
		});
		// Skills through useItem (rules §4); a tool's timeCost (rules §2.11).
		wrap(core.items, 'canUseItem', function (orig) {
			return function (itemId) {
				if (isSkill(itemId) && enabled()) return owned(itemId) && !run.dead;
				return orig.apply(this, arguments);
			};
		});
		wrap(core.items, 'useItem', function (orig) {
			return function (itemId, noRoute, callback) {
				if (!enabled()) return orig.apply(this, arguments);
				if (isSkill(itemId)) {
					if (mt.useSkill(itemId) && !noRoute) core.status.route.push('item:' + itemId);
					if (callback) callback();
					return;
				}
				var def = itemDef(itemId) || {};
				if (def.cls !== 'tools' || !(num(def.timeCost, 0) > 0) || !core.canUseItem(itemId))
					return orig.apply(this, arguments);
				run.frameBattleStop = false;
				var w = withFirst(callback, function () { mt.consumeTime(num(def.timeCost, 0), 'tool'); });
				var r = orig.call(this, itemId, noRoute, w.callback);
				w.after();
				return r;
			};
		});
		wrap(core.control, 'getRealStatusOrDefault', function (orig) {
			return function (status, name) {
				var bonus = status && name in status ? 0 : skillBonus(name);
				if (!bonus) return orig.apply(this, arguments);
				var base = core.control.getStatusOrDefault(status, name) + bonus;
				return Math.floor(base * core.control.getBuff(name));
			};
		});
		wrap(core.control, 'updateStatusBar', function (orig) {
			return function () {
				if (run && run.inTick) { barWanted = Array.prototype.slice.call(arguments); return; }
				return orig.apply(this, arguments);
			};
		});
		wrap(core.control, 'saveData', function (orig) {
			return function () {
				if (enabled()) mt.persist();
				return orig.apply(this, arguments);
			};
		});
		installBlockWraps();
		installReplayActions();
		installWaitKey();
	}

	// The player's "let time pass": the '.' key waits one tick, recorded in
	// the route as the script's `wait 1` (Turnwright's own Step key is '.').
	var WAIT_KEY = 190;
	function installWaitKey() {
		if (!core.actions || !core.actions.registerAction) return;
		core.actions.registerAction('keyUp', 'mapTurnWait', function (keyCode) {
			if (keyCode !== WAIT_KEY || !enabled() || run.dead || (core.isReplaying && core.isReplaying())) return false;
			if (!core.status.played || core.status.lockControl || core.status.event.id) return false;
			core.status.route.push('mapTurn:wait:1');
			mt.wait(1);
			return true;
		}, 100);
	}

	// Map changes patch the active lists (rules §6.4).
	function installBlockWraps() {
		var patching = function (op) {
			return function (orig) {
				return function (x, y, floorId) {
					var r = orig.apply(this, arguments);
					if (run) op(floorId || core.status.floorId, x, y);
					return r;
				};
			};
		};
		wrap(core.maps, 'removeBlock', patching(removeCell));
		wrap(core.maps, 'hideBlock', patching(removeCell));
		wrap(core.maps, 'showBlock', patching(syncCell));
		wrap(core.maps, 'setBlock', function (orig) {
			return function (number, x, y, floorId) {
				var r = orig.apply(this, arguments);
				if (run) syncCell(floorId || core.status.floorId, x, y);
				return r;
			};
		});
		wrap(core.maps, 'removeBlockByIndexes', function (orig) {
			return function (indexes, floorId) {
				if (!run) return orig.apply(this, arguments);
				run.patchDepth++;
				var r;
				try { r = orig.apply(this, arguments); } finally { run.patchDepth--; }
				floorId = floorId || core.status.floorId;
				if (listOf(floorId) && run.patchDepth === 0) rebuild(floorId);
				return r;
			};
		});
		// A block moved or jumped: patched once, at its end (rules §6.4).
		var moving = function (endOf) {
			return function (orig) {
				return function () {
					var args = Array.prototype.slice.call(arguments);
					if (!run) return orig.apply(this, args);
					var floorId = core.status.floorId, m = endOf(args), cb = args[m.callbackIndex];
					run.patchDepth++;
					var finished = false;
					args[m.callbackIndex] = function () {
						if (!finished) {
							finished = true;
							run.patchDepth--;
							if (m.keep) migratePoint(floorId, m.fx, m.fy, m.tx, m.ty);
							else removeCell(floorId, m.fx, m.fy);
						}
						if (cb) cb.apply(this, arguments);
					};
					try { return orig.apply(this, args); } catch (e) { if (!finished) { finished = true; run.patchDepth--; } throw e; }
				};
			};
		};
		wrap(core.maps, 'moveBlock', moving(function (a) {
			var x = a[0], y = a[1];
			(a[2] || []).forEach(function (step) {
				var d = DIR_NAMES.indexOf(String(step).split(':')[0]);
				if (d >= 0) { x += DX[d]; y += DY[d]; }
			});
			return { fx: a[0], fy: a[1], tx: x, ty: y, keep: !!a[4], callbackIndex: 5 };
		}));
		// A block shown or hidden with an animation: patched once, for the
		// cells whose visibility it changed, once it is over (2.6 hides the
		// block first and removes it at the end; 2.10 does both at the end).
		wrap(core.maps, 'animateBlock', function (orig) {
			return function (loc, type, time, callback) {
				if (!run) return orig.apply(this, arguments);
				var floorId = core.status.floorId;
				var cells = (typeof (loc || [])[0] === 'number' ? [loc] : loc || []).map(function (t) {
					return { x: t[0], y: t[1], was: !!blockAt(floorId, t[0], t[1]) };
				});
				var finished = false;
				run.patchDepth++;
				var done = function () {
					if (!finished) {
						finished = true;
						run.patchDepth--;
						cells.forEach(function (c) {
							var now = !!blockAt(floorId, c.x, c.y);
							if (c.was && !now) removeCell(floorId, c.x, c.y);
							else if (!c.was && now) syncCell(floorId, c.x, c.y);
						});
					}
					if (callback) callback.apply(this, arguments);
				};
				try { return orig.call(this, loc, type, time, done); } catch (e) { if (!finished) { finished = true; run.patchDepth--; } throw e; }
			};
		});
		wrap(core.maps, 'jumpBlock', moving(function (a) {
			return { fx: a[0], fy: a[1], tx: a[2], ty: a[3], keep: !!a[5], callbackIndex: 6 };
		}));
	}

	// Route tokens of the map-turn actions, so a replay plays them:
	// mapTurn:wait:N, mapTurn:cancel:ID, mapTurn:skill:ID[:DIR] (an aimed
	// remote skill does not turn the hero: rules §2.13). A refused one (a
	// skill not owned, a cancel of a skill that is off) does nothing and the
	// replay goes on, as a step into a wall does (rules §2.4).
	function installReplayActions() {
		if (!core.control.registerReplayAction) return;
		core.control.registerReplayAction('mapTurn', function (action) {
			if (String(action).indexOf('mapTurn:') !== 0) return false;
			var parts = String(action).split(':');
			if (parts[1] === 'wait' && parts.length === 3 && parseInt(parts[2], 10) > 0) mt.wait(parseInt(parts[2], 10));
			else if (parts[1] === 'cancel' && parts.length === 3) mt.cancelSkill(parts[2]);
			else if (parts[1] === 'skill' && (parts.length === 3 || parts.length === 4)) mt.useSkill(parts[2], parts[3]);
			else if (parts[1] === 'save' && parts.length === 3) replaySaves[parts[2]] = core.clone(core.saveData());
			else if (parts[1] === 'load' && parts.length === 3 && replaySaves[parts[2]]) return replayLoad(action, replaySaves[parts[2]]);
			else return false;
			core.status.route.push(action);
			core.replay();
			return true;
		});
	}

	// A save and a load inside a replay (Turnwright's check plays a
	// script's `save NAME` / `load NAME` so): mota-js's own saveData and
	// loadData, in memory. loadData starts the game afresh (resetGame), so
	// the replay under way is carried over it.
	var replaySaves = {};
	function replayLoad(action, data) {
		var replay = core.status.replay, route = core.status.route.concat([action]);
		core.loadData(core.clone(data), function () {
			core.status.replay = replay;
			core.status.route = route;
			core.replay();
		});
		return true;
	}

	// mota-js calls each plugin before core's other modules may be ready in
	// older versions: the wraps go in once the game has its parts.
	var installed = false;
	var install = function () {
		if (installed || !core.control || !core.events || !core.maps || !core.items) return;
		installed = true;
		installWraps();
	};
	var previousAfterLoad = this._afterLoadResources;
	this._afterLoadResources = function () {
		install();
		if (previousAfterLoad) return previousAfterLoad.apply(this, arguments);
	};
	install();
	// @turnwright-runtime end
}
