// SPDX-License-Identifier: GPL-3.0-or-later
// game-ref.js: the game reference (docs/check.md). Runs a mota-js game
// folder's own code (main.js, libs/, project/) headless under Node.js, as
// mota-js's replay checker plays a route (main.replayChecking), and prints
// the game's state as one JSON line before each route action it plays and
// once at the end.
//
//   node game-ref.js GAME_DIR ROUTE
//
// ROUTE, inline or a file's path: {"hard": "", "seed": 0, "route": ["up", "choices:0", ...]},
// or {"h5route": TEXT} for a route file a player downloaded, which the game
// reads and decodes with its own code (utils.js readFileContent and
// decodeRoute; first line: {"kind":"route", "tokens": [...], "name", ...}).
// With "record": true, the route file the game writes once it has played
// the route (the replay panel's download) is the last line:
// {"kind":"h5route", "file": NAME, "text": TEXT}.
// With "damage": [HERO...] (each {hp, atk, def, mdef}), once the route is
// played, the damage the game draws on every placed enemy of every floor
// for each hero (enemys.js getDamage), and for each enemy's first cell its
// next criticals (nextCriticals, 3): {"kind":"damage", "floor", "x", "y",
// "enemy", "hero": I, "damage": N or null, "criticals": [[atk, saved]...]}.
// Lines printed: {"kind":"state", "index": K, ...} where K counts the route
// actions the game had pulled (through control._doReplayAction) before that
// state; {"kind":"end", ...} with the last state; {"kind":"error", ...}.
//
// The browser is inert: the DOM, canvas, images and audio are stand-ins that
// do nothing; timers run on a virtual clock, so a step costs no wall time.
// The tower's code is untrusted: this process runs inside the OS sandbox of
// editor/check/tw-sandbox.c; a vm context is not a security boundary and is
// used here only to give the game a window of its own.
'use strict';

const fs = require('fs');
const path = require('path');
const vm = require('vm');

const gameDir = path.resolve(process.argv[2] || '.');
// The route comes inline (the sandbox shares no file with its caller) or as a file.
const routeArg = process.argv[3] || '{"route": []}';
const request = JSON.parse(routeArg.trim().startsWith('{') ? routeArg : fs.readFileSync(routeArg, 'utf8'));
const out = (obj) => process.stdout.write(JSON.stringify(obj) + '\n');

// ---- the virtual clock --------------------------------------------------
const EPOCH = Date.UTC(2024, 0, 1);
let now = 0;
let timerSeq = 1;
const timers = new Map(); // id -> {at, fn, args, every}

function addTimer(fn, ms, args, every) {
  const id = timerSeq++;
  const delay = Math.max(0, Number(ms) || 0);
  timers.set(id, { at: now + delay, seq: id, fn, args, every: every ? Math.max(1, delay) : 0 });
  return id;
}

function nextTimer() {
  let best = null;
  for (const [id, t] of timers)
    if (best === null || t.at < best.t.at || (t.at === best.t.at && t.seq < best.t.seq))
      best = { id, t };
  return best;
}

// ---- the stand-in DOM ---------------------------------------------------
function makeStyle() {
  return new Proxy({}, {
    get: (o, k) => (k in o ? o[k] : ''),
    set: (o, k, v) => { o[k] = v; return true; },
  });
}

function makeContext2d(canvas) {
  const state = {
    canvas, font: '10px sans-serif', fillStyle: '#000000', strokeStyle: '#000000',
    globalAlpha: 1, lineWidth: 1, textAlign: 'start', textBaseline: 'alphabetic',
    globalCompositeOperation: 'source-over', imageSmoothingEnabled: true, filter: 'none',
    shadowBlur: 0, shadowColor: 'rgba(0,0,0,0)', shadowOffsetX: 0, shadowOffsetY: 0,
    measureText: (text) => ({ width: String(text).length * 8 }),
    getImageData: (x, y, w, h) => ({ width: w, height: h, data: new Uint8ClampedArray(Math.max(0, w * h * 4)) }),
    createImageData: (w, h) => ({ width: w, height: h, data: new Uint8ClampedArray(Math.max(0, w * h * 4)) }),
    createLinearGradient: () => ({ addColorStop() {} }),
    createRadialGradient: () => ({ addColorStop() {} }),
    createPattern: () => ({}),
    isPointInPath: () => false,
    getTransform: () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 }),
    getLineDash: () => [],
  };
  return new Proxy(state, {
    get: (o, k) => (k in o ? o[k] : () => undefined),
    set: (o, k, v) => { o[k] = v; return true; },
  });
}

let elementIds = {};   // id -> element
let classLists = {};   // class -> [element]

// A child the game reads by index (statusBar.x.children[0]) exists: the
// page's nesting is not parsed, only its ids and classes.
function autoChildren() {
  return new Proxy([], {
    get: (a, k) => {
      if (typeof k === 'string' && /^[0-9]+$/.test(k) && !(k in a)) a[k] = makeElement('span');
      return a[k];
    },
  });
}

// An HTMLCollection also answers by id (core.dom.gameCanvas.hero).
function htmlCollection(list) {
  return new Proxy(list, {
    get: (a, k) => (k in a ? a[k] : (typeof k === 'string' ? a.find((e) => e.id === k) : undefined)),
  });
}

class HTMLElement {}
class HTMLCanvasElement extends HTMLElement {}
class HTMLImageElement extends HTMLElement {}

function makeElement(tag, id, classes) {
  const el = {
    tagName: String(tag || 'div').toUpperCase(), id: id || '', style: makeStyle(),
    children: autoChildren(), childNodes: [], parentNode: null, attributes: {},
    innerHTML: '', innerText: '', textContent: '', value: '', src: '', href: '',
    width: 416, height: 416, offsetWidth: 416, offsetHeight: 416, clientWidth: 416,
    clientHeight: 416, scrollTop: 0, scrollLeft: 0, dataset: {}, checked: false,
    classList: {
      add() {}, remove() {}, toggle() {}, contains: () => false,
    },
    appendChild(child) { this.children.push(child); child.parentNode = this; onAppend(child); return child; },
    insertBefore(child) { return this.appendChild(child); },
    removeChild(child) { const i = this.children.indexOf(child); if (i >= 0) this.children.splice(i, 1); return child; },
    remove() {},
    setAttribute(k, v) { this.attributes[k] = String(v); if (k === 'id') this.id = String(v); },
    hasAttribute(k) { return k in this.attributes; },
    getAttribute(k) { return k in this.attributes ? this.attributes[k] : null; },
    removeAttribute(k) { delete this.attributes[k]; },
    addEventListener() {}, removeEventListener() {}, dispatchEvent() { return true; },
    getBoundingClientRect() { return { left: 0, top: 0, right: 416, bottom: 416, width: 416, height: 416, x: 0, y: 0 }; },
    querySelector: () => makeElement('div'),
    querySelectorAll: () => [],
    getElementsByTagName: () => [],
    getElementsByClassName: () => [],
    focus() {}, blur() {}, click() {}, select() {},
    getContext() { return this._ctx || (this._ctx = makeContext2d(this)); },
    toDataURL: () => 'data:,',
    cloneNode() { return makeElement(tag); },
    play: () => Promise.resolve(), pause() {}, load() {},
  };
  el.className = (classes || []).join(' ');
  // `el.style = "css text"` sets the style's text in a browser; the object stays.
  const style = el.style;
  if (el.tagName === 'CANVAS') Object.setPrototypeOf(el, HTMLCanvasElement.prototype);
  else Object.setPrototypeOf(el, HTMLElement.prototype);
  Object.defineProperty(el, 'style', { get: () => style, set: (v) => { if (typeof v === 'string') style.cssText = v; } });
  return el;
}

// An element a script adds to the page joins the page's ids and classes:
// getElementsByClassName's collections are live, as a browser's are (a
// plugin's own canvas of class gameCanvas is in core.dom.gameCanvas).
function register(el) {
  if (el.id && !elementIds[el.id]) elementIds[el.id] = el;
  for (const c of String(el.className || '').split(/\s+/).filter(Boolean)) {
    const list = (classLists[c] = classLists[c] || []);
    if (list.indexOf(el) < 0) list.push(el);
  }
}

// A script element appended to the page loads its file from the game folder.
function onAppend(el) {
  register(el);
  if (el.tagName !== 'SCRIPT' || !el.src) return;
  const rel = decodeURIComponent(String(el.src).split('?')[0]);
  addTimer(() => {
    const file = path.join(gameDir, rel);
    if (!file.startsWith(gameDir + path.sep) || !fs.existsSync(file)) {
      if (el.onerror) el.onerror(new Error('not found: ' + rel));
      return;
    }
    runFile(file);
    if (rel.replace(/^\.?\//, '') === 'project/plugins.js') installRuntime();
    if (el.onload) el.onload();
  }, 0);
}

// Turnwright's map-turn runtime (data/runtime/map-turn.js), as the request
// gives it: it replaces the tower's copy, if any, so the check runs the
// runtime Turnwright installs today (docs/check.md).
function installRuntime() {
  if (typeof request.runtime !== 'string') return;
  vm.runInContext('plugins_bb40132b_638b_4a9f_b028_d3fe47acc8d1["mapTurn"] = (' + request.runtime + ');',
                  context, { filename: 'turnwright/map-turn.js' });
}

// The elements of the game's index.html, by id and class, so main.js finds
// its canvases in their order.
function parseIndex() {
  const file = path.join(gameDir, 'index.html');
  const html = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const re = /<([a-zA-Z0-9]+)\b([^>]*)>/g;
  let m;
  while ((m = re.exec(html)) !== null) {
    const attrs = m[2];
    const id = /\bid\s*=\s*['"]([^'"]*)['"]/.exec(attrs);
    const cls = /\bclass\s*=\s*['"]([^'"]*)['"]/.exec(attrs);
    const classes = cls ? cls[1].split(/\s+/).filter(Boolean) : [];
    const el = makeElement(m[1], id ? id[1] : '', classes);
    if (id) elementIds[id[1]] = el;
    for (const c of classes) (classLists[c] = classLists[c] || []).push(el);
  }
}

function pngSize(buf) {
  if (buf.length > 24 && buf.readUInt32BE(0) === 0x89504e47)
    return [buf.readUInt32BE(16), buf.readUInt32BE(20)];
  if (buf.length > 10 && buf.toString('latin1', 0, 3) === 'GIF')
    return [buf.readUInt16LE(6), buf.readUInt16LE(8)];
  if (buf.length > 4 && buf[0] === 0xff && buf[1] === 0xd8) {
    let i = 2;
    while (i + 9 < buf.length) {
      if (buf[i] !== 0xff) { i++; continue; }
      const marker = buf[i + 1];
      const len = buf.readUInt16BE(i + 2);
      if (marker >= 0xc0 && marker <= 0xc3) return [buf.readUInt16BE(i + 7), buf.readUInt16BE(i + 5)];
      i += 2 + len;
    }
  }
  return [32, 32];
}

class FakeImage extends HTMLImageElement {
  constructor() { super(); this.width = 0; this.height = 0; this.onload = null; this.onerror = null; this._src = ''; this.style = makeStyle(); this.complete = false; }
  get src() { return this._src; }
  set src(value) {
    this._src = value;
    addTimer(() => {
      const rel = decodeURIComponent(String(value).split('?')[0]);
      const file = path.join(gameDir, rel);
      if (rel.startsWith('data:') || !file.startsWith(gameDir + path.sep) || !fs.existsSync(file)) {
        if (!rel.startsWith('data:') && this.onerror) { this.onerror(new Error('no image ' + rel)); return; }
      } else {
        [this.width, this.height] = pngSize(fs.readFileSync(file));
      }
      this.naturalWidth = this.width; this.naturalHeight = this.height; this.complete = true;
      if (this.onload) this.onload();
    }, 0);
  }
  setAttribute(k, v) { this['_attr_' + k] = String(v); }
  getAttribute(k) { return ('_attr_' + k) in this ? this['_attr_' + k] : null; }
  hasAttribute(k) { return ('_attr_' + k) in this; }
  addEventListener() {} removeEventListener() {}
}

class FakeXHR {
  constructor() { this.readyState = 0; this.status = 0; this.responseText = ''; this.response = null; this.responseType = ''; }
  open(method, url) { this._url = url; this.readyState = 1; }
  setRequestHeader() {} overrideMimeType() {} abort() {}
  send() {
    addTimer(() => {
      const rel = decodeURIComponent(String(this._url).split('?')[0]);
      const file = path.join(gameDir, rel);
      this.readyState = 4;
      if (file.startsWith(gameDir + path.sep) && fs.existsSync(file) && !/\.(mp3|ogg|wav|m4a)$/i.test(file)) {
        const buf = fs.readFileSync(file);
        this.status = 200;
        this.responseText = buf.toString('utf8');
        this.response = this.responseType === 'arraybuffer' ? buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.length) : this.responseText;
      } else {
        this.status = 404;
      }
      if (this.onreadystatechange) this.onreadystatechange();
      if (this.status === 200 && this.onload) this.onload();
      if (this.status !== 200 && this.onerror) this.onerror();
    }, 0);
  }
}

class FakeAudio {
  constructor() { this.paused = true; this.volume = 1; this.currentTime = 0; this.style = makeStyle(); }
  play() { return Promise.resolve(); } pause() {} load() {} addEventListener() {} setAttribute() {}
}

// ---- the window ----------------------------------------------------------
let seed = 20240101;
const storage = new Map();
const win = {
  console: {
    log() {}, info() {}, warn() {}, debug() {},
    error(...a) { logError(a.map(String).join(' ')); },
    trace() {}, time() {}, timeEnd() {}, table() {}, group() {}, groupEnd() {}, clear() {},
  },
  setTimeout: (fn, ms, ...args) => addTimer(fn, ms, args, false),
  clearTimeout: (id) => { timers.delete(id); },
  setInterval: (fn, ms, ...args) => addTimer(fn, ms, args, true),
  clearInterval: (id) => { timers.delete(id); },
  requestAnimationFrame: (fn) => addTimer(() => fn(now), 16, [], false),
  cancelAnimationFrame: (id) => { timers.delete(id); },
  HTMLElement, Element: HTMLElement, HTMLCanvasElement, HTMLImageElement,
  Image: FakeImage, Audio: FakeAudio, XMLHttpRequest: FakeXHR,
  alert() {}, confirm: () => true, prompt: () => null,
  getComputedStyle: () => makeStyle(),
  innerWidth: 1280, innerHeight: 800, devicePixelRatio: 1,
  navigator: { userAgent: 'turnwright-game-ref', platform: 'Linux', language: 'zh-CN', maxTouchPoints: 0 },
  location: { href: 'http://localhost/index.html', protocol: 'http:', host: 'localhost', hostname: 'localhost', pathname: '/index.html', search: '', hash: '', reload() {} },
  screen: { width: 1280, height: 800, availWidth: 1280, availHeight: 800 },
  localStorage: {
    getItem: (k) => (storage.has(k) ? storage.get(k) : null),
    setItem: (k, v) => { storage.set(k, String(v)); },
    removeItem: (k) => { storage.delete(k); },
    clear: () => storage.clear(),
    key: (i) => Array.from(storage.keys())[i] || null,
    get length() { return storage.size; },
  },
  addEventListener() {}, removeEventListener() {},
  performance: { now: () => now },
  history: { pushState() {}, replaceState() {} },
  btoa: (t) => Buffer.from(String(t), 'latin1').toString('base64'),
  atob: (t) => Buffer.from(String(t), 'base64').toString('latin1'),
  FormData: class { append() {} set() {} },
  Blob: class { constructor(parts) { this.size = 0; this.parts = parts; } },
  FontFace: class { constructor() {} load() { return Promise.resolve(this); } },
};
win.sessionStorage = win.localStorage;
win.document = {
  body: makeElement('body', 'body'),
  head: makeElement('head'),
  documentElement: makeElement('html'),
  fonts: { add() {}, load: () => Promise.resolve([]), ready: Promise.resolve() },
  getElementById: (id) => elementIds[id] || (elementIds[id] = makeElement('div', id)),
  getElementsByClassName: (c) => htmlCollection(classLists[c] = classLists[c] || []),
  getElementsByTagName: () => [],
  createElement: (tag) => (tag === 'img' ? new FakeImage() : makeElement(tag)),
  createTextNode: (t) => ({ textContent: t }),
  querySelector: () => makeElement('div'),
  querySelectorAll: () => [],
  addEventListener() {}, removeEventListener() {},
  cookie: '',
  readyState: 'complete',
  queryCommandSupported: () => false,
  execCommand: () => false,
  title: '',
};
win.window = win;
win.self = win;
win.top = win;
win.parent = win;
win.globalThis = win;
win.document.body.onkeydown = null;

const context = vm.createContext(win);
// Date and Math.random inside the game follow the virtual clock and a seed
// of our own, so a run is the same every time.
vm.runInContext(`(function (epoch, clock) {
  const RealDate = Date;
  class VDate extends RealDate {
    constructor(...a) { if (a.length === 0) super(epoch + clock()); else super(...a); }
    static now() { return epoch + clock(); }
  }
  globalThis.Date = VDate;
})`, context)(EPOCH, () => now);
vm.runInContext(`(function (next) { Math.random = next; })`, context)(() => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
});

let errors = [];
function logError(text) { if (text === "Error on Connection") return; if (errors.length < 20) errors.push(text.slice(0, 500)); }

function runFile(file) {
  const code = fs.readFileSync(file, 'utf8');
  vm.runInContext(code, context, { filename: path.relative(gameDir, file) });
}

// ---- what the game ran ---------------------------------------------------
let ran = [];
let battles = [];
let mapTurnEvents = [];
let pulled = 0;
let finished = false;

function flatItems(items) {
  const flat = {};
  for (const group of Object.keys(items || {})) {
    const g = items[group];
    if (g && typeof g === 'object')
      for (const id of Object.keys(g))
        if (typeof g[id] === 'number' && g[id] !== 0) flat[id] = (flat[id] || 0) + g[id];
  }
  return flat;
}

// The flags a tower's events set; mota-js's own bookkeeping (__name__) is left out.
function towerFlags(flags) {
  const out = {};
  for (const k of Object.keys(flags || {}))
    if (!k.startsWith('__') && ['input', 'arg0', 'timeout'].indexOf(k) < 0) {
      const v = flags[k];
      // A flag never set reads as 0 (core.getFlag(name, 0)): 0 and false count as not set.
      if (v === 0 || v === false) continue;
      if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string') out[k] = v;
    }
  return out;
}

function snapshot(kind) {
  const core = win.core;
  const h = core.status.hero || {};
  const loc = h.loc || {};
  const state = {
    kind, index: pulled, floor: core.status.floorId || null,
    x: loc.x, y: loc.y, direction: loc.direction,
    hp: h.hp, atk: h.atk, def: h.def, mdef: h.mdef, money: h.money,
    exp: h.exp != null ? h.exp : h.experience, // 2.6 calls it experience
    lv: h.lv,
    items: flatItems(h.items), flags: towerFlags(h.flags),
    ran, battles,
  };
  const mt = core.plugin && core.plugin.mapTurn;
  if (mt && typeof mt.persist === 'function') state.mapTurn = mapTurnState(mt, h.flags || {});
  if (core.status.gameOver) state.gameOver = true;
  ran = [];
  battles = [];
  mapTurnEvents = [];
  return state;
}

// The runtime's state as the spec names it, and the events since the
// last state (the trace of rules §9.4 without the action lines).
function mapTurnState(mt, flags) {
  const s = mt.persist() || {};
  return {
    state: JSON.parse(JSON.stringify({
      clock: s.clock, mapTurn: s.mapTurn, enemyActionGauge: s.enemyActionGauge,
      activeEnemiesByFloor: s.activeEnemiesByFloor, activeEnemiesVersion: s.activeEnemiesVersion,
    })),
    skillState: JSON.parse(JSON.stringify(flags.skillState || null)),
    events: mapTurnEvents,
  };
}

function instrument(core) {
  const mt = core.plugin && core.plugin.mapTurn;
  // As many events of the compared kinds as tw-check.c keeps (MAX_MAP_TURN_EVENTS).
  const compared = (ev) => ['tick', 'enemy_act', 'battle', 'status', 'death'].indexOf(ev.ev) >= 0
                           || (ev.ev === 'action' && (ev.enemy || ev.target));
  if (mt) mt.onEvent = (ev) => {
    if (mapTurnEvents.length < 4000 && compared(ev)) mapTurnEvents.push(JSON.parse(JSON.stringify(ev)));
  };
  const control = core.control;
  const doReplay = control._doReplayAction;
  control._doReplayAction = function (action) {
    out(snapshot('state'));
    pulled++;
    return doReplay.call(this, action);
  };
  control._replay_finished = function () {
    finished = true;
    core.status.replay.replaying = false;
    out(snapshot('end'));
  };
  control._replay_error = function (action) {
    if (finished) return;
    finished = true;
    core.status.replay.replaying = false;
    const state = snapshot('error');
    state.action = String(action);
    state.message = 'the game could not play the route action \'' + action + '\' here';
    out(state);
  };
  // At speed 24 each action's callback calls replay() for the next one
  // inside its own call, so a long route overflows the stack (about 650
  // steps in Node). The next action starts from the event loop instead, as
  // it does at every slower speed (a timeout of 750 / speed ms).
  const replay = control.replay;
  control.replay = function (force) {
    addTimer(() => replay.call(control, force), 0);
  };
  const startReplay = control.startReplay;
  control.startReplay = function (list) {
    startReplay.call(this, list);
    core.status.replay.speed = 24;
    core.status.replay.pausing = false; // the checker plays at once
    core.replay();
  };
  const doEvent = core.events.doEvent;
  core.events.doEvent = function (data, x, y, prefix) {
    if (data && data.type && ran.length < 200) ran.push(data.type);
    return doEvent.apply(this, arguments);
  };
  const battle = core.events.afterBattle;
  core.events.afterBattle = function (enemyId, x, y) {
    battles.push({ enemy: enemyId, x, y, hp: core.status.hero.hp });
    return battle.apply(this, arguments);
  };
  // The end of a lost game is the state once lose has run (a plugin's own
  // lose, the map-turn runtime's clean-up, comes first); the replay error
  // that lose raises while replaying adds no line of its own.
  const lose = core.events.lose;
  core.events.lose = function (reason) {
    finished = true;
    core.status.gameOver = true;
    try {
      return lose.apply(this, arguments);
    } finally {
      out(Object.assign(snapshot('end'), { lost: String(reason || '') }));
    }
  };
  const winGame = core.events.win;
  core.events.win = function (reason) {
    finished = true;
    out(Object.assign(snapshot('end'), { won: String(reason || '') }));
    return winGame.apply(this, arguments);
  };
}

// ---- the run ---------------------------------------------------------------
// How long the game may go, in virtual time, without pulling a route action
// before the reference says it is stuck (waiting for input the route lacks).
const STALL_MS = 600000;

function runClock(until) {
  let lastPulled = pulled;
  let lastProgress = now;
  while (!until()) {
    const next = nextTimer();
    if (next === null) return 'idle';
    const { id, t } = next;
    now = Math.max(now, t.at);
    if (t.every) t.at = now + t.every; else timers.delete(id);
    try {
      t.fn.apply(null, t.args || []);
    } catch (e) {
      logError((e && e.stack) || String(e));
    }
    if (pulled !== lastPulled) { lastPulled = pulled; lastProgress = now; }
    if (now - lastProgress > STALL_MS) return 'stalled';
  }
  return 'done';
}

// A route file as the game's "play a replay" reads it (control.js
// chooseReplayFile): readFileContent, then decodeRoute. Fills request.route,
// hard and seed; FALSE (after an error line) when the game cannot read it.
function readRouteFile(core, req) {
  let file = null;
  core.platform.successCallback = (obj) => { file = obj; };
  core.platform.errorCallback = () => { file = null; };
  try {
    core.utils.readFileContent(String(req.h5route));
  } catch (e) {
    logError(String(e));
  }
  if (!file || typeof file !== 'object' || !file.route) {
    out({ kind: 'error', index: 0, message: 'the game cannot read this route file', errors });
    return false;
  }
  req.route = core.decodeRoute(file.route) || [];
  req.hard = file.hard != null ? file.hard : req.hard;
  req.seed = file.seed;
  out({
    kind: 'route', tokens: req.route, name: file.name, hard: file.hard, seed: file.seed,
    sameGame: file.name === core.firstData.name,
  });
  return true;
}

// The route file the game downloads from its replay panel
// (actions.js _clickReplay_download), written after the route was played.
function recordRouteFile(core) {
  let saved = null;
  core.utils.download = function (name, content) { saved = { name, content }; };
  core.download = core.utils.download;
  try {
    core.actions._clickReplay_download();
  } catch (e) {
    logError(String(e));
  }
  if (saved) out({ kind: 'h5route', file: saved.name, text: saved.content });
  else out({ kind: 'log', errors: ['the game wrote no route file'] });
}

// The game's own figures for the placed enemies (see the header).
function reportDamage(core, heroes) {
  const hero = core.status.hero;
  const saved = { hp: hero.hp, atk: hero.atk, def: hero.def, mdef: hero.mdef };
  for (const floorId of core.floorIds || []) {
    if (core.extractBlocks) core.extractBlocks(floorId);
    const map = (core.status.maps || {})[floorId];
    const seen = {};
    for (const block of (map && map.blocks) || []) {
      const id = block.event && block.event.id;
      if (block.disable || !id || !String(block.event.cls || '').startsWith('enemy')) continue;
      heroes.forEach((h, i) => {
        Object.assign(hero, { hp: h.hp, atk: h.atk, def: h.def, mdef: h.mdef });
        // Auras are cached by cell, not by floor: the game clears the
        // cache when the floor changes (updateCheckBlock).
        if (core.status.checkBlock) core.status.checkBlock.cache = {};
        const line = { kind: 'damage', floor: floorId, x: block.x, y: block.y, enemy: id, hero: i };
        try {
          const damage = core.enemys.getDamage(id, block.x, block.y, floorId);
          line.damage = damage == null ? null : damage;
          if (!seen[id + '/' + i]) {
            seen[id + '/' + i] = true;
            line.criticals = core.enemys.nextCriticals(id, 3, block.x, block.y, floorId);
          }
        } catch (e) {
          line.error = String(e);
        }
        out(line);
      });
    }
  }
  Object.assign(hero, saved);
}

// Code of Turnwright's own (a benchmark, a test) run in the game once the
// route is played; its value is the line {"kind":"eval", "value"}.
// __realNow() is the real clock in ms, which the game's own Date and
// performance.now are not (they follow the virtual clock).
function evalInGame(code) {
  const t0 = process.hrtime.bigint();
  context.__realNow = () => Number(process.hrtime.bigint() - t0) / 1e6;
  try {
    out({ kind: 'eval', value: vm.runInContext(code, context, { filename: 'turnwright/eval.js' }) });
  } catch (e) {
    out({ kind: 'eval', error: String((e && e.stack) || e) });
  }
}

function main() {
  parseIndex();
  runFile(path.join(gameDir, 'libs/thirdparty/lz-string.min.js'));
  for (const lib of ['priority-queue.min.js', 'localforage.min.js'])
    if (fs.existsSync(path.join(gameDir, 'libs/thirdparty', lib)))
      try { runFile(path.join(gameDir, 'libs/thirdparty', lib)); } catch (e) { logError(String(e)); }
  runFile(path.join(gameDir, 'main.js'));
  vm.runInContext('main.replayChecking = true;', context);
  // main.init's callback runs once every resource has loaded (core.init).
  let loaded = false;
  vm.runInContext("(function (done) { main.init('play', done); })", context)(() => { loaded = true; });
  const how = runClock(() => loaded);
  if (!loaded || !win.core || !win.core.events) {
    out({ kind: 'error', index: 0, message: 'the game did not load (' + how + ')', errors });
    return 1;
  }
  instrument(win.core);
  if (request.h5route != null && !readRouteFile(win.core, request)) return 0;
  const hard = request.hard != null ? request.hard : ((win.main.levelChoose || [])[0] || {}).name || '';
  win.core.events.startGame(hard, request.seed || 0, request.route.slice());
  const ended = runClock(() => finished);
  if (request.record) recordRouteFile(win.core);
  if (request.damage) reportDamage(win.core, request.damage);
  if (typeof request.eval === 'string') evalInGame(request.eval);
  if (!finished) {
    const state = snapshot('error');
    state.message = ended === 'stalled'
      ? 'the game stopped and waits for something the route does not give (event ' + (win.core.status.event.id || 'none') + ')'
      : 'the game stopped before the route ended';
    out(state);
  }
  if (errors.length) out({ kind: 'log', errors });
  return 0;
}

process.exitCode = main();
