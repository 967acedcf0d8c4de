// `npm run demo` is the README's first command: it must pass on a fresh clone, offline, using
// the committed bundles (dist/cli for the demo, dist/index.js for each run inside it).

import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { AuditSchema } from '../../src/report/audit.js';
import { ACTION_DIR } from './world.js';

describe('tend demo', () => {
  it('runs the main job offline and writes its summary and audit', { timeout: 120_000 }, async () => {
    const out = await mkdtemp(join(tmpdir(), 'tend-demo-'));
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [join(ACTION_DIR, 'dist', 'cli', 'index.js'), 'demo', '--out', out], {
        cwd: ACTION_DIR,
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: out },
        maxBuffer: 16 * 1024 * 1024,
      });
      expect(stdout).toContain('Demo passed.');
      const summary = await readFile(join(out, 'summary.md'), 'utf8');
      expect(summary).toContain('tend · ship · requested');
      expect(summary).toContain("tend refused 'ship' on #1: @mallory has read access");
      const audit = AuditSchema.parse(JSON.parse(await readFile(join(out, 'audit.json'), 'utf8')));
      expect(audit.target).toEqual({ kind: 'pull_request', number: 1 });
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
