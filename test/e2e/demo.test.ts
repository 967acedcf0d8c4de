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
      expect(summary).toContain('| src/widget.ts:6 | coderabbitai | minor | fix |');
      expect(summary).toContain('| src/widget.ts:10 | gemini-code-assist | nitpick | ignore |');
      expect(summary).toContain('review thread(s) need a human: src/widget.ts:2');
      expect(summary).toMatch(/Merged: yes, [0-9a-f]{7} on main; branch `feature\/perimeter` deleted\./);
      const audit = AuditSchema.parse(JSON.parse(await readFile(join(out, 'audit.json'), 'utf8')));
      expect(audit.target).toEqual({ kind: 'pull_request', number: 1 });
      expect(audit.outcome.state).toBe('merged');
      expect(audit.merge).toMatchObject({ merged: true, method: 'squash' });
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
