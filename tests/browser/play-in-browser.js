#!/usr/bin/env node
// SPDX-License-Identifier: GPL-3.0-or-later
//
// play-in-browser.js: plays a mota-js game folder in headless Chromium.
//
//   node tests/browser/play-in-browser.js GAME_DIR STEPS.json [--out DIR] [options]
//
// Serves GAME_DIR on 127.0.0.1 (a random port, only files inside the folder),
// starts Chromium headless, drives it with the Chrome DevTools Protocol over
// a pipe (fds 3 and 4, NUL-terminated JSON), opens index.html, starts a new
// game and plays the steps of STEPS.json. Prints one JSON line per step (the
// step's result and the hero after it) and a final line {"done": true, ...}.
// No npm package: Node's own modules only. See docs/browser.md.
//
// Exit status: 0 every step done; 1 a step failed, timed out, or the page
// threw or logged an error; 2 a usage error; 77 no Chromium (a test that
// runs this directly then skips).
'use strict';

const childProcess = require('child_process');
const fs = require('fs');
const http = require('http');
const os = require('os');
const path = require('path');

const USAGE = `usage: node play-in-browser.js GAME_DIR STEPS.json [--out DIR] [options]

STEPS.json is an array of steps (or {"steps": [...]}), each one of
  {"key": "ArrowUp"}            a key pressed and released (CDP Input), then
                                wait until the hero stopped and no event runs
      "times": N                  press it N times (one line for the last)
      "confirm": true             then press Space until no event runs
      "until": "JS expr"          also wait until the expression is truthy
      "settle": false             do not wait (only a short pause)
      "hold": MS                  keep it down MS (the hero walks on)
  {"confirm": true}             press Space until no event runs
  {"eval": "JS expression"}     its value (promises are awaited)
  {"waitFor": "JS expression"}  wait until it is truthy
  {"wait": MS}                  sleep
  {"screenshot": "path.png"}    PNG of the page (relative to --out)
Any step may carry "timeout": MS and "name": "label".

options:
  --out DIR            where relative screenshot paths go (default: .)
  --start call|keys    call core.events.startGame (default) or press Enter
                       through the title screen (first button, first difficulty)
  --hard NAME          the difficulty's name for --start call
                       (default: main.levelChoose[0].name)
  --size WxH           the window and screenshot size (default 832x512)
  --timeout SEC        the whole run's limit (default 120)
  --step-timeout MS    the default limit of one step's wait (default 10000)
  --strict-console     fail on any console.error, not only on exceptions
                       (thrown, or an Error object logged with console.error)
  --allow-console-errors  report even logged Errors without failing
  --ignore-error REGEX an error whose text matches is only reported (may be
                       repeated); a sound that cannot play never fails
  --chromium PATH      the browser (default: $CHROMIUM, then chromium,
                       chromium-browser, google-chrome on PATH)
  --no-sandbox         pass --no-sandbox (always done as root)
  --verbose            log the protocol's traffic and Chromium's stderr`;

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.bmp': 'image/bmp',
  '.ico': 'image/x-icon',
  '.svg': 'image/svg+xml',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.m4a': 'audio/mp4',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

// Key names to the DOM key, code and Windows virtual key code mota-js reads
// (libs/actions.js: e.keyCode, arrows 37-40).
const NAMED_KEYS = {
  ArrowLeft: ['ArrowLeft', 'ArrowLeft', 37],
  ArrowUp: ['ArrowUp', 'ArrowUp', 38],
  ArrowRight: ['ArrowRight', 'ArrowRight', 39],
  ArrowDown: ['ArrowDown', 'ArrowDown', 40],
  Left: ['ArrowLeft', 'ArrowLeft', 37],
  Up: ['ArrowUp', 'ArrowUp', 38],
  Right: ['ArrowRight', 'ArrowRight', 39],
  Down: ['ArrowDown', 'ArrowDown', 40],
  Space: [' ', 'Space', 32, ' '],
  ' ': [' ', 'Space', 32, ' '],
  Enter: ['Enter', 'Enter', 13, '\r'],
  Escape: ['Escape', 'Escape', 27],
  Esc: ['Escape', 'Escape', 27],
  Backspace: ['Backspace', 'Backspace', 8],
  Tab: ['Tab', 'Tab', 9],
  Shift: ['Shift', 'ShiftLeft', 16],
  Control: ['Control', 'ControlLeft', 17],
  Ctrl: ['Control', 'ControlLeft', 17],
  Alt: ['Alt', 'AltLeft', 18],
  PageUp: ['PageUp', 'PageUp', 33],
  PageDown: ['PageDown', 'PageDown', 34],
  End: ['End', 'End', 35],
  Home: ['Home', 'Home', 36],
  Delete: ['Delete', 'Delete', 46],
  Period: ['.', 'Period', 190, '.'],
  '.': ['.', 'Period', 190, '.'],
};

class Failure extends Error {}

const MEDIA_ERROR = /^(NotSupportedError|NotAllowedError|AbortError): (Failed to load because no supported source was found|The play\(\) request|play\(\) failed)/;

function keyInfo(name) {
  if (Object.prototype.hasOwnProperty.call(NAMED_KEYS, name)) {
    const [key, code, keyCode, text] = NAMED_KEYS[name];
    return { key, code, keyCode, text };
  }
  if (/^[a-zA-Z]$/.test(name)) {
    const upper = name.toUpperCase();
    return { key: name, code: 'Key' + upper, keyCode: upper.charCodeAt(0), text: name };
  }
  if (/^[0-9]$/.test(name)) {
    return { key: name, code: 'Digit' + name, keyCode: name.charCodeAt(0), text: name };
  }
  const f = /^F([1-9]|1[0-2])$/.exec(name);
  if (f) return { key: name, code: name, keyCode: 111 + Number(f[1]) };
  throw new Failure(`unknown key "${name}" (use ArrowUp/Down/Left/Right, Space, Enter, Escape, a letter, a digit, F1-F12, ...)`);
}

function parseArgs(argv) {
  const opts = {
    out: '.',
    start: 'call',
    hard: null,
    width: 832,
    height: 512,
    timeout: 120,
    stepTimeout: 10000,
    allowConsoleErrors: false,
    strictConsole: false,
    ignore: [],
    chromium: process.env.CHROMIUM || null,
    noSandbox: false,
    verbose: false,
  };
  const positional = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const eq = a.indexOf('=');
      if (eq >= 0) return a.slice(eq + 1);
      if (i + 1 >= argv.length) usage(`${a} needs a value`);
      return argv[++i];
    };
    const name = a.startsWith('--') ? a.split('=')[0] : null;
    if (name === '--out') opts.out = value();
    else if (name === '--start') {
      opts.start = value();
      if (opts.start !== 'call' && opts.start !== 'keys') usage('--start is call or keys');
    } else if (name === '--hard') opts.hard = value();
    else if (name === '--size') {
      const m = /^(\d+)x(\d+)$/.exec(value());
      if (!m) usage('--size is WIDTHxHEIGHT, e.g. 832x512');
      opts.width = Number(m[1]);
      opts.height = Number(m[2]);
    } else if (name === '--timeout') opts.timeout = positiveNumber(a, value());
    else if (name === '--step-timeout') opts.stepTimeout = positiveNumber(a, value());
    else if (name === '--allow-console-errors') opts.allowConsoleErrors = true;
    else if (name === '--strict-console') opts.strictConsole = true;
    else if (name === '--ignore-error') {
      const text = value();
      try {
        opts.ignore.push(new RegExp(text));
      } catch (e) {
        usage(`--ignore-error: ${e.message}`);
      }
    }
    else if (name === '--chromium') opts.chromium = value();
    else if (name === '--no-sandbox') opts.noSandbox = true;
    else if (name === '--verbose') opts.verbose = true;
    else if (a === '-h' || a === '--help') {
      process.stdout.write(USAGE + '\n');
      process.exit(0);
    } else if (a.startsWith('--')) usage(`unknown option ${a}`);
    else positional.push(a);
  }
  if (positional.length !== 2) usage('GAME_DIR and STEPS.json are needed');
  [opts.gameDir, opts.stepsFile] = positional;
  return opts;
}

function positiveNumber(option, text) {
  const n = Number(text);
  if (!(n > 0)) usage(`${option} needs a positive number`);
  return n;
}

function usage(message) {
  process.stderr.write(`play-in-browser: ${message}\n${USAGE}\n`);
  process.exit(2);
}

function loadSteps(file) {
  let data;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    usage(`cannot read the steps ${file}: ${e.message}`);
  }
  const steps = Array.isArray(data) ? data : data && data.steps;
  if (!Array.isArray(steps)) usage(`${file}: an array of steps, or {"steps": [...]}, is needed`);
  const kinds = ['key', 'confirm', 'eval', 'waitFor', 'wait', 'screenshot'];
  steps.forEach((step, i) => {
    const found = step && typeof step === 'object' ? kinds.filter((k) => k in step) : [];
    if (found.length === 0) usage(`${file}: step ${i + 1} has none of ${kinds.join(', ')}`);
    if (found.includes('key')) {
      try {
        keyInfo(step.key);
      } catch (e) {
        usage(`${file}: step ${i + 1}: ${e.message}`);
      }
    }
  });
  return steps;
}

// ---------------------------------------------------------------- server

function serve(root) {
  const realRoot = fs.realpathSync(root);
  const server = http.createServer((req, res) => {
    const reply = (status, text) => {
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : text + '\n');
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply(405, 'method not allowed');
    let rel;
    try {
      rel = decodeURIComponent(new URL(req.url, 'http://127.0.0.1').pathname);
    } catch (e) {
      return reply(400, 'bad path');
    }
    if (rel.includes('\0')) return reply(400, 'bad path');
    let file = path.resolve(realRoot, '.' + path.posix.normalize('/' + rel));
    let real;
    try {
      real = fs.realpathSync(file);
      if (fs.statSync(real).isDirectory()) {
        file = path.join(real, 'index.html');
        real = fs.realpathSync(file);
      }
    } catch (e) {
      return reply(404, 'not found');
    }
    // Only files inside the folder, after links are followed.
    if (real !== realRoot && !real.startsWith(realRoot + path.sep)) return reply(403, 'outside the game folder');
    fs.readFile(real, (err, body) => {
      if (err) return reply(404, 'not found');
      res.writeHead(200, {
        'Content-Type': MIME[path.extname(real).toLowerCase()] || 'application/octet-stream',
        'Content-Length': body.length,
        'Cache-Control': 'no-store',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    });
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

// ---------------------------------------------------------------- browser

function findChromium(explicit) {
  const candidates = explicit ? [explicit] : ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
  for (const c of candidates) {
    if (c.includes('/')) {
      if (isExecutable(c)) return c;
      continue;
    }
    for (const dir of (process.env.PATH || '').split(path.delimiter)) {
      const full = path.join(dir || '.', c);
      if (isExecutable(full)) return full;
    }
  }
  return null;
}

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch (e) {
    return false;
  }
}

class Browser {
  constructor(opts) {
    this.opts = opts;
    this.nextId = 1;
    this.pending = new Map();
    this.listeners = [];
    this.stderr = '';
    this.exited = null;
  }

  start(executable, noSandbox) {
    this.profile = fs.mkdtempSync(path.join(os.tmpdir(), 'play-in-browser-'));
    const args = [
      '--headless=new',
      '--remote-debugging-pipe',
      `--user-data-dir=${this.profile}`,
      `--window-size=${this.opts.width},${this.opts.height}`,
      '--mute-audio',
      '--autoplay-policy=no-user-gesture-required',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-extensions',
      '--disable-background-timer-throttling',
      '--disable-renderer-backgrounding',
      '--disable-backgrounding-occluded-windows',
      '--password-store=basic',
      '--use-mock-keychain',
      '--hide-scrollbars',
      '--force-device-scale-factor=1',
      // Nothing leaves the machine: names do not resolve, and every request
      // but loopback's (which Chromium never proxies) goes to a closed port.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      '--proxy-server=http://127.0.0.1:9',
    ];
    if (noSandbox) args.push('--no-sandbox');
    args.push('about:blank');
    this.child = childProcess.spawn(executable, args, {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'],
      env: Object.assign({}, process.env, { DBUS_SESSION_BUS_ADDRESS: 'disabled:' }),
    });
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (d) => {
      this.stderr = (this.stderr + d).slice(-20000);
      if (this.opts.verbose) process.stderr.write(d);
    });
    this.exitPromise = new Promise((resolve) => {
      this.child.on('exit', (code, signal) => {
        this.exited = { code, signal };
        for (const { reject } of this.pending.values()) reject(new Failure(`Chromium exited (${signal || code})${this.stderrTail()}`));
        this.pending.clear();
        resolve();
      });
      this.child.on('error', (e) => {
        this.exited = { code: -1, error: e };
        resolve();
      });
    });
    this.input = this.child.stdio[3];
    this.output = this.child.stdio[4];
    this.input.on('error', () => {});
    let buffer = Buffer.alloc(0);
    this.output.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      let end;
      while ((end = buffer.indexOf(0)) >= 0) {
        const text = buffer.subarray(0, end).toString('utf8');
        buffer = buffer.subarray(end + 1);
        this.dispatch(text);
      }
    });
  }

  stderrTail() {
    const lines = this.stderr.split('\n').filter((l) => l && !/dbus|Fontconfig|\[: /i.test(l));
    return lines.length ? '\nChromium said:\n  ' + lines.slice(-8).join('\n  ') : '';
  }

  dispatch(text) {
    if (this.opts.verbose) process.stderr.write(`<- ${text.slice(0, 300)}\n`);
    let msg;
    try {
      msg = JSON.parse(text);
    } catch (e) {
      return;
    }
    if (msg.id !== undefined) {
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      if (msg.error) p.reject(new Failure(`${p.method}: ${msg.error.message}${msg.error.data ? ' (' + msg.error.data + ')' : ''}`));
      else p.resolve(msg.result);
    } else if (msg.method) {
      for (const l of this.listeners) l(msg.method, msg.params || {}, msg.sessionId);
    }
  }

  send(method, params, sessionId) {
    if (this.exited) return Promise.reject(new Failure(`Chromium exited (${this.exited.signal || this.exited.code})${this.stderrTail()}`));
    const id = this.nextId++;
    const msg = { id, method, params: params || {} };
    if (sessionId) msg.sessionId = sessionId;
    const text = JSON.stringify(msg);
    if (this.opts.verbose) process.stderr.write(`-> ${text.slice(0, 300)}\n`);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, method });
      this.input.write(text + '\0');
    });
  }

  on(listener) {
    this.listeners.push(listener);
  }

  async close() {
    if (this.child && !this.exited) {
      this.send('Browser.close').catch(() => {});
      const timer = setTimeout(() => this.child.kill('SIGKILL'), 3000);
      await this.exitPromise;
      clearTimeout(timer);
      await sleep(100); // its helpers close after it
    }
    if (this.profile) {
      try {
        fs.rmSync(this.profile, { recursive: true, force: true });
      } catch (e) {
        // Chromium may still be writing its profile; it is in the temp dir.
      }
    }
  }
}

// ---------------------------------------------------------------- the page

// The hero after a step (core.status.hero): floor, place, stats, items (by
// id, from items.constants/tools/equips) and flags (those whose names do not
// start with "__", the engine's own).
const HERO_EXPR = `(function () {
  if (typeof core !== 'object' || !core.status || !core.status.hero || !core.status.hero.loc) return null;
  var h = core.status.hero, items = {}, flags = {};
  for (var c in (h.items || {})) for (var id in h.items[c]) items[id] = h.items[c][id];
  for (var f in (h.flags || {})) if (f.indexOf('__') !== 0) flags[f] = h.flags[f];
  return { floor: core.status.floorId, x: h.loc.x, y: h.loc.y, direction: h.loc.direction,
           hp: h.hp, atk: h.atk, def: h.def, mdef: h.mdef, money: h.money, exp: h.exp, lv: h.lv,
           items: items, flags: flags };
})()`;

// What the harness waits on: playing, an event or a lock, the hero moving.
const STATE_EXPR = `(function () {
  if (typeof core !== 'object' || typeof core.isPlaying !== 'function' || !core.status) return { loaded: false };
  var s = core.status;
  var title = !!(main.dom && main.dom.startPanel && main.dom.startPanel.style.display == 'block' &&
                 main.dom.startButtonGroup && main.dom.startButtonGroup.style.display == 'block');
  return { loaded: true, title: title, playing: !!core.isPlaying(), event: (s.event && s.event.id) || null,
           lock: !!s.lockControl, moving: (core.isMoving ? core.isMoving() : (s.heroMoving > 0)),
           gameOver: !!s.gameOver };
})()`;

class Game {
  constructor(browser, sessionId, opts) {
    this.browser = browser;
    this.session = sessionId;
    this.opts = opts;
    this.errors = []; // these fail the run
    this.console = []; // console.error texts
    this.warnings = []; // the browser's log: a resource not found, ...
    this.reported = 0;
    browser.on((method, params, sessionId) => {
      if (sessionId !== this.session) return;
      if (method === 'Runtime.exceptionThrown') {
        const d = params.exceptionDetails || {};
        const text = (d.exception && (d.exception.description || d.exception.value)) || d.text || 'exception';
        const where = d.url ? ` (${d.url.replace(this.base, '')}:${(d.lineNumber || 0) + 1})` : '';
        const entry = { kind: 'exception', text: String(text).split('\n').slice(0, 4).join('\n') + where };
        // A sound or music that cannot play (a game shipped without its
        // project/sounds or bgms, or audio refused) is no game error: a
        // rejected HTMLMediaElement.play().
        if (MEDIA_ERROR.test(entry.text) || this.ignored(entry.text)) pushCapped(this.console, entry);
        else this.errors.push(entry);
      } else if (method === 'Runtime.consoleAPICalled') {
        if (params.type !== 'error' && params.type !== 'assert') return;
        const args = params.args || [];
        const text = args.map(remoteText).join(' ');
        const frame = params.stackTrace && params.stackTrace.callFrames && params.stackTrace.callFrames[0];
        const where = frame ? ` (${frame.url.replace(this.base, '')}:${frame.lineNumber + 1})` : '';
        const entry = { kind: 'console.' + params.type, text: text.split('\n').slice(0, 4).join('\n') + where };
        // An Error logged is an exception the game caught (main.js logs the
        // key handlers' that way); a text is the game's own message (a
        // missing sound: "HTTP 404").
        const caught = args.some((a) => a.subtype === 'error');
        if ((caught || this.opts.strictConsole) && !this.opts.allowConsoleErrors && !this.ignored(entry.text)) this.errors.push(entry);
        else pushCapped(this.console, entry);
      } else if (method === 'Log.entryAdded') {
        const e = params.entry || {};
        if (e.level === 'error' || e.level === 'warning') {
          pushCapped(this.warnings, { kind: 'log.' + e.source, text: e.text + (e.url ? ' ' + e.url.replace(this.base, '') : '') });
        }
      } else if (method === 'Inspector.targetCrashed') {
        this.errors.push({ kind: 'crash', text: 'the page crashed' });
      }
    });
  }

  send(method, params) {
    return this.browser.send(method, params, this.session);
  }

  ignored(text) {
    return this.opts.ignore.some((re) => re.test(text));
  }

  async evaluate(expression, awaitPromise) {
    const r = await this.send('Runtime.evaluate', {
      expression,
      returnByValue: true,
      awaitPromise: !!awaitPromise,
      userGesture: true,
    });
    if (r.exceptionDetails) {
      const d = r.exceptionDetails;
      const text = (d.exception && (d.exception.description || d.exception.value)) || d.text;
      throw new Failure(`evaluating ${JSON.stringify(expression.slice(0, 80))} threw: ${String(text).split('\n')[0]}`);
    }
    return r.result ? r.result.value : undefined;
  }

  state() {
    return this.evaluate(STATE_EXPR);
  }

  hero() {
    return this.evaluate(HERO_EXPR);
  }

  // New errors since the last call, thrown as one failure.
  checkErrors(what) {
    if (this.errors.length > this.reported) {
      const fresh = this.errors.slice(this.reported);
      this.reported = this.errors.length;
      throw new Failure(`the page reported ${fresh.length === 1 ? 'an error' : fresh.length + ' errors'} ${what}:\n  ` +
        fresh.map((e) => `${e.kind}: ${e.text}`).join('\n  '));
    }
  }

  async key(name, delayUp) {
    const k = keyInfo(name);
    const base = {
      key: k.key,
      code: k.code,
      windowsVirtualKeyCode: k.keyCode,
      nativeVirtualKeyCode: k.keyCode,
    };
    // Down and up are sent together: mota-js walks on while a key is held
    // (control.js _moveHero_moving repeats every 50 ms until heroStop).
    const down = this.send('Input.dispatchKeyEvent', Object.assign({ type: k.text ? 'keyDown' : 'rawKeyDown' },
      k.text ? { text: k.text, unmodifiedText: k.text } : {}, base));
    if (delayUp) await sleep(delayUp);
    const up = this.send('Input.dispatchKeyEvent', Object.assign({ type: 'keyUp' }, base));
    await Promise.all([down, up]);
  }

  // Waits until test(state) holds on two polls in a row (an event may start
  // from a timer right after the hero stops).
  async waitUntil(test, timeoutMs, describe, onPoll) {
    const deadline = Date.now() + timeoutMs;
    let held = 0;
    let last;
    for (;;) {
      last = await this.state();
      this.checkErrors(`while waiting ${describe}`);
      if (await test(last)) {
        if (++held >= 2) return last;
      } else {
        held = 0;
        if (onPoll) await onPoll(last);
      }
      if (Date.now() > deadline) {
        throw new Failure(`timed out after ${timeoutMs} ms waiting ${describe} (state: ${JSON.stringify(last)})`);
      }
      await sleep(25);
    }
  }

  async truthy(expr) {
    return !!(await this.evaluate(expr, true));
  }

  free(s) {
    return s.loaded && s.playing && !s.event && !s.lock && !s.moving;
  }

  // Presses Space until no event runs (a dialog, a choice, the start's story).
  async confirm(timeoutMs, describe) {
    let lastPress = 0;
    return this.waitUntil((s) => this.free(s), timeoutMs, describe || 'for the events to end (pressing Space)', async (s) => {
      if ((s.event || s.lock) && !s.moving && Date.now() - lastPress > 120) {
        lastPress = Date.now();
        await this.key('Space');
      }
    });
  }
}

// Keeps at most 100 entries, each text once (with a count).
function pushCapped(list, entry) {
  const same = list.find((e) => e.kind === entry.kind && e.text === entry.text);
  if (same) same.count = (same.count || 1) + 1;
  else if (list.length < 100) list.push(entry);
}

function remoteText(o) {
  if (!o) return '';
  if (o.type === 'string') return o.value;
  if (o.value !== undefined) return JSON.stringify(o.value);
  return o.description || o.type;
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// ---------------------------------------------------------------- run

function emit(obj) {
  process.stdout.write(JSON.stringify(obj) + '\n');
}

let launching = null; // the Browser being started, for the kill on a timeout

async function launch(opts, executable) {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  let noSandbox = opts.noSandbox || asRoot; // Chromium's sandbox refuses root.
  for (let attempt = 0; ; attempt++) {
    const browser = new Browser(opts);
    launching = browser;
    browser.start(executable, noSandbox);
    try {
      const version = await Promise.race([
        browser.send('Browser.getVersion'),
        sleep(30000).then(() => {
          throw new Failure('Chromium did not answer on the DevTools pipe in 30 s' + browser.stderrTail());
        }),
      ]);
      return { browser, version, noSandbox };
    } catch (e) {
      await browser.close();
      // Without user namespaces or a setuid helper the sandbox cannot start.
      if (attempt === 0 && !noSandbox && /sandbox/i.test(browser.stderr)) {
        noSandbox = true;
        continue;
      }
      throw e;
    }
  }
}

async function openGame(browser, opts, baseUrl) {
  const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
  const game = new Game(browser, sessionId, opts);
  game.base = baseUrl;
  await Promise.all([
    game.send('Page.enable'),
    game.send('Runtime.enable'),
    game.send('Log.enable'),
    game.send('Inspector.enable').catch(() => {}),
  ]);
  await game.send('Emulation.setDeviceMetricsOverride', { width: opts.width, height: opts.height, deviceScaleFactor: 1, mobile: false });
  // A headless page has no focus of its own: without it key events are lost.
  await game.send('Emulation.setFocusEmulationEnabled', { enabled: true });
  await game.send('Page.bringToFront');
  const nav = await game.send('Page.navigate', { url: baseUrl + 'index.html' });
  if (nav.errorText) throw new Failure(`cannot open ${baseUrl}index.html: ${nav.errorText}`);
  return game;
}

// The stock index.html covers the page with its logo for 7 s (a CSS
// animation); a click skips it, as a player does.
async function skipSplash(game) {
  const box = await game.evaluate(`(function () {
    var d = document.getElementById('startImageBackgroundDiv');
    if (!d || getComputedStyle(d).display == 'none' || !d.onclick) return null;
    return { x: innerWidth / 2, y: innerHeight / 2 };
  })()`);
  if (!box) return false;
  for (const type of ['mousePressed', 'mouseReleased']) {
    await game.send('Input.dispatchMouseEvent', { type, x: box.x, y: box.y, button: 'left', clickCount: 1 });
  }
  return true;
}

async function startGame(game, opts, timeoutMs) {
  await game.waitUntil((s) => s.loaded && (s.title || s.playing), timeoutMs, 'for the title screen (core.isPlaying and the start buttons)');
  await skipSplash(game);
  const s = await game.state();
  if (!s.playing) {
    if (opts.start === 'keys') {
      // Enter on the title's first button ("start"), then on the first difficulty.
      await game.evaluate('window.focus(); document.activeElement && document.activeElement.blur && document.activeElement.blur(); 0');
      await game.key('Enter');
      await sleep(150);
      const after = await game.state();
      if (!after.playing) await game.key('Enter');
    } else {
      const hard = opts.hard !== null ? JSON.stringify(opts.hard)
        : '((main.levelChoose && main.levelChoose[0] && main.levelChoose[0].name) || "")';
      await game.evaluate(`core.events.startGame(${hard}); 0`);
    }
  }
  await game.waitUntil((st) => st.playing, timeoutMs, 'for the game to start (core.isPlaying())');
  await game.confirm(timeoutMs, 'for the start\'s story to end (pressing Space)');
  await skipSplash(game);
  const hard = await game.evaluate('core.status.hard');
  return hard;
}

async function runStep(game, step, opts, outDir) {
  const timeoutMs = step.timeout || opts.stepTimeout;
  const result = {};
  if ('key' in step) {
    const times = step.times || 1;
    for (let i = 0; i < times; i++) {
      await game.key(step.key, step.hold);
      if (step.settle === false) {
        await sleep(50);
        continue;
      }
      await sleep(20);
      const describe = `after key ${step.key} for the hero to stop and no event to run`;
      if (step.confirm) await game.confirm(timeoutMs, describe + ' (pressing Space)');
      else {
        try {
          await game.waitUntil((s) => game.free(s), timeoutMs, describe);
        } catch (e) {
          if (!(e instanceof Failure)) throw e;
          const s = await game.state();
          if (s.event || s.lock) {
            e.message += `; an event is open (${s.event || 'lockControl'}): add "confirm": true to the step, or key steps to answer it`;
          }
          throw e;
        }
      }
      if (step.until) {
        await game.waitUntil(() => game.truthy(step.until), timeoutMs, `until ${step.until}`);
      }
    }
  } else if ('confirm' in step) {
    await game.confirm(timeoutMs);
  } else if ('eval' in step) {
    result.value = await game.evaluate(String(step.eval), true);
  } else if ('waitFor' in step) {
    await game.waitUntil(() => game.truthy(String(step.waitFor)), timeoutMs, `for ${step.waitFor}`);
  } else if ('wait' in step) {
    await sleep(Number(step.wait) || 0);
  } else if ('screenshot' in step) {
    const file = path.resolve(outDir, String(step.screenshot));
    const shot = await game.send('Page.captureScreenshot', { format: 'png', captureBeyondViewport: false });
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const png = Buffer.from(shot.data, 'base64');
    fs.writeFileSync(file, png);
    result.file = file;
    result.bytes = png.length;
    if (png.length >= 24 && png.readUInt32BE(12) === 0x49484452) {
      result.width = png.readUInt32BE(16);
      result.height = png.readUInt32BE(20);
    }
  }
  game.checkErrors(`during the step`);
  return result;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const gameDir = path.resolve(opts.gameDir);
  if (!fs.existsSync(path.join(gameDir, 'index.html'))) usage(`${opts.gameDir} has no index.html: not a mota-js game folder`);
  const steps = loadSteps(opts.stepsFile);
  const outDir = path.resolve(opts.out);
  const executable = findChromium(opts.chromium);
  if (!executable) {
    process.stderr.write('play-in-browser: no Chromium found (install Debian\'s chromium, or set CHROMIUM or --chromium)\n');
    emit({ done: true, ok: false, skipped: true, error: 'no Chromium found' });
    process.exit(77);
  }

  const t0 = Date.now();
  let server = null;
  let browser = null;
  let game = null;
  let current = null;
  let exitCode = 0;
  // Kills Chromium, waits (at most 3 s) until it is gone, removes its profile.
  const killBrowser = async () => {
    const b = browser || launching;
    if (!b || !b.child) return;
    if (!b.exited) {
      b.child.kill('SIGKILL');
      await Promise.race([b.exitPromise, sleep(3000)]);
    }
    await sleep(100); // its helpers close after it
    try {
      fs.rmSync(b.profile, { recursive: true, force: true });
    } catch (e) {
      // In the temp dir all the same.
    }
  };
  const overall = setTimeout(async () => {
    process.stderr.write(`play-in-browser: the whole run took more than ${opts.timeout} s\n`);
    emit({ done: true, ok: false, error: `timed out after ${opts.timeout} s${current !== null ? ' in step ' + (current + 1) : ''}` });
    await killBrowser();
    process.exit(1);
  }, opts.timeout * 1000);
  let signalled = 0;
  const onSignal = async (sig) => {
    signalled = 128 + (sig === 'SIGINT' ? 2 : 15);
    await killBrowser();
    process.exit(signalled);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    server = await serve(gameDir);
    const baseUrl = `http://127.0.0.1:${server.address().port}/`;
    const launched = await launch(opts, executable);
    browser = launched.browser;
    game = await openGame(browser, opts, baseUrl);
    const hard = await startGame(game, opts, Math.max(opts.stepTimeout, 20000));
    emit({
      step: 0,
      start: true,
      browser: launched.version.product,
      url: baseUrl + 'index.html',
      hard,
      ms: Date.now() - t0,
      hero: await game.hero(),
    });
    for (let i = 0; i < steps.length; i++) {
      current = i;
      const step = steps[i];
      const t = Date.now();
      const consoleBefore = game.console.length;
      const line = { step: i + 1 };
      if (step.name) line.name = step.name;
      for (const k of ['key', 'confirm', 'eval', 'waitFor', 'wait', 'screenshot']) {
        if (k in step) {
          line.kind = k;
          line[k] = step[k];
          break;
        }
      }
      try {
        Object.assign(line, await runStep(game, step, opts, outDir));
        line.ok = true;
      } catch (e) {
        line.ok = false;
        line.error = e.message;
        line.ms = Date.now() - t;
        try {
          line.hero = await game.hero();
        } catch (ignored) {
          // The page may be gone.
        }
        emit(line);
        throw e;
      }
      line.ms = Date.now() - t;
      line.hero = await game.hero();
      if (game.console.length > consoleBefore) line.console = game.console.slice(consoleBefore);
      emit(line);
    }
    current = null;
    emit({
      done: true,
      ok: true,
      steps: steps.length,
      ms: Date.now() - t0,
      hero: await game.hero(),
      errors: game.errors,
      console: game.console,
      warnings: game.warnings,
    });
  } catch (e) {
    if (signalled) return; // onSignal exits
    exitCode = 1;
    const message = e instanceof Failure ? e.message : (e && e.stack) || String(e);
    process.stderr.write(`play-in-browser: ${current !== null ? 'step ' + (current + 1) + ': ' : ''}${message}\n`);
    emit({
      done: true,
      ok: false,
      step: current !== null ? current + 1 : null,
      error: message,
      ms: Date.now() - t0,
      errors: game ? game.errors : [],
      console: game ? game.console : [],
      warnings: game ? game.warnings : [],
    });
  } finally {
    clearTimeout(overall);
    if (browser) await browser.close();
    if (server) server.close();
  }
  process.exit(exitCode);
}

main();
