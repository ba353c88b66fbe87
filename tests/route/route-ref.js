// SPDX-License-Identifier: GPL-3.0-or-later
// The game's own route code, for tests/route/test-route.c: loads a mota-js
// game's libs/thirdparty/lz-string.min.js and libs/utils.js (encodeRoute,
// decodeRoute) into a context with the little of `core` they read, and
// answers a request on stdin:
//   {"ids": {"21": "yellowKey", ...}, "lz": [text...], "unlz": [base64...],
//    "encode": [[token...]...], "decode": [route...]}
// with {"lz": [...], "unlz": [...], "encode": [...], "decode": [[token...]...]}.
// The game folders are copies of the public ckcz123/mota-js (BSD-3-Clause)
// under tests/game; nothing here is a tower's code.
'use strict';
const fs = require('fs');
const path = require('path');
const vm = require('vm');

const gameDir = process.argv[2];
const request = JSON.parse(fs.readFileSync(0, 'utf8'));
const context = vm.createContext({ console });
const run = (file) => vm.runInContext(fs.readFileSync(path.join(gameDir, file), 'utf8'), context,
  { filename: file });
run('libs/thirdparty/lz-string.min.js');
run('libs/utils.js');
context.IDS = request.ids || {};
vm.runInContext(`
  var core = {
    maps: {
      blocksInfo: {},
      // maps.js getNumberById: the first number of blocksInfo (key order) with the id.
      getNumberById: function (id) {
        for (var number in this.blocksInfo)
          if ((this.blocksInfo[number] || {}).id == id) return parseInt(number);
        return 0;
      },
    },
  };
  for (var n in IDS) core.maps.blocksInfo[n] = { id: IDS[n] };
  core.utils = new utils();
  this.core = core;
`, context);
const core = context.core;
const answer = {
  lz: (request.lz || []).map((t) => context.LZString.compressToBase64(t)),
  unlz: (request.unlz || []).map((t) => context.LZString.decompressFromBase64(t)),
  encode: (request.encode || []).map((r) => core.utils.encodeRoute(r)),
  decode: (request.decode || []).map((r) => core.utils.decodeRoute(r)),
};
process.stdout.write(JSON.stringify(answer));
