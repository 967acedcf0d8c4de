// `npm run demo` is the README's first command: it must pass on a fresh clone, offline, using
// the committed bundles (dist/cli for the demo, dist/index.js for each run inside it).

import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { AuditSchema } from '../../src/report/audit.js';
import { ACTION_DIR } from './world.js';
import { startAnthropicEmulator } from '../../emulator/anthropic/server.js';

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
      expect(summary).toContain('| `src/widget.ts:6` | `coderabbitai` | minor | fix |');
      expect(summary).toContain('| `src/widget.ts:10` | `gemini-code-assist` | nitpick | ignore |');
      expect(summary).toContain('review thread(s) need a human: src/widget.ts:2');
      expect(summary).toMatch(/Merged: yes, [0-9a-f]{7} on main; branch `feature\/perimeter` deleted\./);
      const audit = AuditSchema.parse(JSON.parse(await readFile(join(out, 'audit.json'), 'utf8')));
      expect(audit.target).toEqual({ kind: 'pull_request', number: 1 });
      expect(audit.outcome.state).toBe('merged');
      expect(audit.merge).toMatchObject({ merged: true, method: 'squash' });

      // Every run leaves its own audit and job summary, in the order the runs happened, so the
      // decisions before the merge can be read too; stdout's step lines are the runs it made.
      const runs = [...stdout.matchAll(/^`([a-z_]+)` → exit (\d+), state `([^`]+)`/gm)].map(([, event, exitCode, state]) => ({ event, exitCode, state }));
      expect(runs.length).toBeGreaterThanOrEqual(2);
      const folders = (await readdir(join(out, 'runs'))).sort();
      expect(folders).toEqual(runs.map((run, i) => `${String(i + 1).padStart(2, '0')}-${run.event}`));
      const audits = [];
      for (const [i, folder] of folders.entries()) {
        const runAudit = AuditSchema.parse(JSON.parse(await readFile(join(out, 'runs', folder, 'audit.json'), 'utf8')));
        expect(runAudit.run.event.split(' ')[0]).toBe(runs[i]!.event);
        expect(runAudit.outcome.state).toBe(runs[i]!.state);
        expect(runAudit.decisions.length).toBeGreaterThan(0);
        expect(await readFile(join(out, 'runs', folder, 'summary.md'), 'utf8')).toContain(`· ${runAudit.outcome.state}`);
        expect(stdout).toContain(`runs/${folder}/audit.json`);
        audits.push(runAudit);
      }
      const ship = audits.find((a) => a.outcome.workflow === 'ship');
      expect(ship?.threads.map((t) => `${t.path}:${t.line} ${t.decision}`)).toEqual(expect.arrayContaining(['src/widget.ts:6 fix', 'src/widget.ts:10 ignore', 'src/widget.ts:2 escalate']));
      expect(audits.slice(0, -1).every((a) => !a.merge?.merged)).toBe(true);
      expect(audits.at(-1)).toEqual(audit);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });

  it('takes the model path for the thread the rules cannot settle when ANTHROPIC_API_KEY is set', { timeout: 120_000 }, async () => {
    const claude = await startAnthropicEmulator();
    // Answers whichever role is asking: the decision, then the patch.
    claude.fallback((request) => {
      const tools = (request.body.tools ?? []).map((tool) => (tool as { name: string }).name);
      if (tools.includes('submit_patch')) {
        return { kind: 'message', content: [{ type: 'tool_use', name: 'submit_patch', input: { edits: [{ path: 'src/widget.ts', search: '  return w * h;', replace: "  if (w < 0 || h < 0) throw new RangeError('negative size');\n  return w * h;" }], explanation: 'Reject negative sizes.' } }] };
      }
      return { kind: 'message', content: [{ type: 'tool_use', name: 'submit_decision', input: { decision: 'fix', rationale: 'Negative sizes should be rejected.', risk: 'low' } }] };
    });
    const out = await mkdtemp(join(tmpdir(), 'tend-demo-model-'));
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [join(ACTION_DIR, 'dist', 'cli', 'index.js'), 'demo', '--out', out], {
        cwd: ACTION_DIR,
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: out, ANTHROPIC_API_KEY: claude.apiKey, ANTHROPIC_BASE_URL: claude.url },
        maxBuffer: 16 * 1024 * 1024,
      });
      expect(stdout).toContain('Demo passed.');
      expect(stdout).not.toContain(claude.apiKey);
      expect(claude.requests.filter((r) => r.status === 200)).toHaveLength(2);
      const summary = await readFile(join(out, 'summary.md'), 'utf8');
      expect(summary).toContain('| `src/widget.ts:2` | `coderabbitai` | major | fix |');
      expect(summary).toContain('Model path on');
    } finally {
      await claude.stop();
      await rm(out, { recursive: true, force: true });
    }
  });
});
