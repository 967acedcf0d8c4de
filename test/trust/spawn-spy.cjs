'use strict';
// Preloaded into the action under test (`NODE_OPTIONS=--require <this file>`): records every child
// process the action starts, as one JSON line {how, file, args} in the file TEND_SPAWN_LOG names.
// It wraps the child_process functions before the bundle loads, then syncs the ESM view of the
// builtin, so both `require('child_process')` and `import { spawn } from 'node:child_process'`
// see the wrappers.

const childProcess = require('node:child_process');
const { appendFileSync } = require('node:fs');
const { syncBuiltinESMExports } = require('node:module');

const log = process.env.TEND_SPAWN_LOG;
if (log) {
  const record = (how, file, args) => {
    appendFileSync(log, `${JSON.stringify({ how, file: String(file), args: Array.isArray(args) ? args.map(String) : [] })}\n`);
  };
  for (const name of ['spawn', 'spawnSync', 'execFile', 'execFileSync', 'fork']) {
    const original = childProcess[name];
    childProcess[name] = function (file, args, ...rest) {
      record(name, file, args);
      return original.call(this, file, args, ...rest);
    };
  }
  for (const name of ['exec', 'execSync']) {
    const original = childProcess[name];
    childProcess[name] = function (command, ...rest) {
      record(name, command, []);
      return original.call(this, command, ...rest);
    };
  }
  syncBuiltinESMExports();
}
