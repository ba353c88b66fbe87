// SPDX-License-Identifier: GPL-3.0-or-later
// tower-worker.js: a tower's own JavaScript (functions.js, item effects,
// `function` commands) run by V8 for Turnwright, the way the game's
// browsers run it (docs/js-engine.md). Started once per tower, inside the
// sandbox (editor/check/tw-sandbox.c: no network, no files but ours, no
// processes, a memory limit); it answers one JSON line per request line:
//
//   {"op":"load","file":F,"text":T,"facade":C,"tower":S[,"pluginsFile":P,"plugins":U]}
//        a fresh context: S (JSON text) as __tw_tower, the facade C, the
//        tower's file T under the name F, then plugins.js U -> {"ok":true}
//   {"op":"call","fn":NAME,"args":A}
//        the facade's global NAME with the JSON array A -> {"ok":true,"value":[V]}
//
//   {"op":"ping"}                                     -> {"ok":true}
//
// or {"ok":false,"message":M,"file":F,"line":L,"column":C,"limit":B}.
// Loading runs under vm's time limit (argv[2] ms, microtasks included);
// past it the load fails with limit true. A call's limit is the C side's:
// it kills the whole worker when the reply does not come in time.
'use strict';

const vm = require('vm');

const timeLimitMs = Number(process.argv[2]) > 0 ? Number(process.argv[2]) : 250;
let context = null;
let towerFile = null;

// Runs @code in the context; only primitives cross (what the context hands
// back is JSON text made inside it). Loading runs under vm's time limit; a
// call does not: vm's timeout starts a watchdog thread each time (~90 us,
// twenty times the call itself), so a call's limit is the C side's, which
// kills the worker past it (tw-script-worker.c) and starts another.
function run(code, filename, limited) {
  const script = new vm.Script(code, { filename });
  return limited ? script.runInContext(context, { timeout: timeLimitMs })
                 : script.runInContext(context);
}

// The thrown value, read inside the context (a hostile getter or toString
// meets the time limit there): [name, message, stack].
const readError = new vm.Script(
  '(function (e) {\n' +
  '  try {\n' +
  '    if (e === null || (typeof e != "object" && typeof e != "function"))\n' +
  '      return JSON.stringify(["", String(e), ""]);\n' +
  '    return JSON.stringify([String(e.name), String(e.message), String(e.stack)]);\n' +
  '  } catch (x) { return \'["Error", "", ""]\'; }\n' +
  '})(globalThis.__tw_error)', { filename: '(worker)' });

function positionIn(stack, file) {
  // A frame "...(project/functions.js:12:5)" or "at project/functions.js:12:5".
  const lines = String(stack).split('\n');
  for (const line of lines) {
    const at = line.lastIndexOf(file + ':');
    if (at < 0 || !/^\s*at /.test(line)) continue;
    const m = /^:(\d+):(\d+)/.exec(line.slice(at + file.length));
    if (m) return { line: Number(m[1]), column: Number(m[2]) };
  }
  return null;
}

// A SyntaxError's stack starts "FILE:LINE\n<source line>\n   ^^^\n".
function syntaxPosition(stack, file) {
  const lines = String(stack).split('\n');
  if (lines.length < 3 || !lines[0].startsWith(file + ':')) return null;
  const line = Number(lines[0].slice(file.length + 1));
  const caret = lines[2].indexOf('^');
  if (!(line > 0)) return null;
  return { line, column: caret >= 0 ? caret + 1 : 0 };
}

function failure(error, file) {
  if (error && error.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
    return { ok: false, limit: true, file: towerFile,
             message: `the script ran for more than ${timeLimitMs} ms and was stopped (timeout)` };
  let name = '', message = '', stack = '';
  if (error instanceof Error) {
    // An error of our own realm (a SyntaxError of compiling, raised
    // outside the context): plain data, safe to read.
    name = error.name; message = error.message; stack = error.stack;
  } else if (context) {
    context.__tw_error = error;
    try {
      [name, message, stack] = JSON.parse(readError.runInContext(context, { timeout: timeLimitMs }));
    } catch (x) {
      name = 'Error';
    }
    delete context.__tw_error;
  }
  const out = { ok: false, limit: false, message: name ? `${name}: ${message}` : message };
  const where = (name === 'SyntaxError' && syntaxPosition(stack, file)) || positionIn(stack, file);
  out.file = file;
  if (where) { out.line = where.line; out.column = where.column; }
  return out;
}

function load(request) {
  context = vm.createContext(Object.create(null), { microtaskMode: 'afterEvaluate' });
  towerFile = String(request.file || 'project/functions.js');
  context.__tw_tower_text = String(request.tower || '{}');
  try {
    run('globalThis.__tw_tower = JSON.parse(globalThis.__tw_tower_text);\n' +
        'delete globalThis.__tw_tower_text;\n' +
        'globalThis.console = { log() {}, info() {}, warn() {}, error() {}, debug() {} };',
        '(worker)', true);
    run(String(request.facade || ''), '(facade)', true);
  } catch (e) {
    return failure(e, '(facade)');
  }
  try {
    run(String(request.text || ''), towerFile, true);
  } catch (e) {
    return failure(e, towerFile);
  }
  // plugins.js defines its object; the facade's __tw_install runs it.
  if (request.plugins != null) {
    const pluginsFile = String(request.pluginsFile || 'project/plugins.js');
    try {
      run(String(request.plugins), pluginsFile, true);
    } catch (e) {
      return failure(e, pluginsFile);
    }
  }
  return { ok: true };
}

const callScript = new vm.Script(
  'JSON.stringify([globalThis[globalThis.__tw_fn].apply(null, JSON.parse(globalThis.__tw_args))])',
  { filename: '(call)' });

function call(request) {
  if (context === null)
    return { ok: false, limit: false, message: 'nothing is loaded' };
  context.__tw_fn = String(request.fn);
  context.__tw_args = JSON.stringify(request.args || []);
  try {
    const text = callScript.runInContext(context);
    return { ok: true, valueText: typeof text == 'string' ? text : '[null]' };
  } catch (e) {
    return failure(e, towerFile);
  }
}

function answer(line) {
  let request;
  try {
    request = JSON.parse(line);
  } catch (e) {
    return { ok: false, limit: false, message: 'the request is not JSON' };
  }
  if (request.op === 'ping') return { ok: true };
  if (request.op === 'load') return load(request);
  if (request.op === 'call') return call(request);
  return { ok: false, limit: false, message: `no such request: ${request.op}` };
}

function reply(out) {
  // The value is the context's own JSON text: passed through, not parsed.
  const text = out.valueText !== undefined
    ? `{"ok":true,"value":${out.valueText}}`
    : JSON.stringify(out);
  const bytes = Buffer.from(text + '\n', 'utf8');
  for (let off = 0; off < bytes.length;)
    off += fs.writeSync(1, bytes, off, bytes.length - off);
}

// A blocking read loop, not stdin's events: a request waits in read(2),
// and the answer is written at once (the event loop cost ~100 us a call).
const fs = require('fs');
const buffer = Buffer.alloc(1 << 20);
let pending = '';
for (;;) {
  let n;
  try {
    n = fs.readSync(0, buffer, 0, buffer.length, null);
  } catch (e) {
    if (e.code === 'EAGAIN' || e.code === 'EINTR') continue;
    throw e;
  }
  if (n === 0) break;
  pending += buffer.toString('utf8', 0, n);
  let nl;
  while ((nl = pending.indexOf('\n')) >= 0) {
    const line = pending.slice(0, nl);
    pending = pending.slice(nl + 1);
    if (line.length > 0) reply(answer(line));
  }
}
