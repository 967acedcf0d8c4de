// `tend report` at its edges: bad input is one line on stderr, exit 2 and nothing written; good
// input writes the three files. The figures themselves are tested in report/scorecard/.

import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRecord } from '../../test/support/audit-record.js';
import { parseSince, report } from './report.js';

let temp: string;
beforeAll(async () => {
  temp = await mkdtemp(join(tmpdir(), 'tend-report-cli-'));
});
afterAll(async () => {
  await rm(temp, { recursive: true, force: true });
});

// A run on pull request #1 that started ship: one minute of tend's time.
const AUDIT = auditRecord(1, 0, 1, { route: { action: 'command', detail: 'ship on #1 by @alice via comment' }, outcome: { workflow: 'ship', state: 'awaiting-reviews', reason: 'pushed' } });

function capture() {
  const lines: string[] = [];
  return { lines, stream: { write: (text: string) => lines.push(text) } };
}

async function run(argv: string[]) {
  const [out, err] = [capture(), capture()];
  const code = await report(argv, out.stream, err.stream, new Date('2026-11-29T00:00:00Z'));
  return { code, stdout: out.lines.join(''), stderr: err.lines.join('') };
}

describe('tend report', () => {
  it('writes report.json, summary.md and index.html from a folder of audits', async () => {
    const audits = join(temp, 'good');
    await mkdir(join(audits, 'runs', '01'), { recursive: true });
    await writeFile(join(audits, 'runs', '01', 'audit.json'), JSON.stringify(AUDIT));
    await writeFile(join(audits, 'TRIAGE_VERDICT.json'), '{"not": "an audit"}');
    const out = join(temp, 'good-out');
    const result = await run(['--audits', audits, '--out', out]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('1 run(s)');
    expect((await readdir(out)).sort()).toEqual(['index.html', 'report.json', 'summary.md']);
  });

  it('stops at an audit that is not one, naming the file, and writes nothing', async () => {
    const audits = join(temp, 'bad');
    await mkdir(audits, { recursive: true });
    await writeFile(join(audits, 'a-audit.json'), JSON.stringify(AUDIT));
    await writeFile(join(audits, 'b-audit.json'), JSON.stringify({ ...AUDIT, tool: 'other' }));
    const out = join(temp, 'bad-out');
    const result = await run(['--audits', audits, '--out', out]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`tend report: ${join(audits, 'b-audit.json')} is not a tend audit: at tool: Invalid input: expected "tend"; expected the audit.json a tend run writes (version 1, tool "tend")\n`);
    expect(await readdir(out).catch(() => 'absent')).toBe('absent');
  });

  it('says what is missing or wrong in the options, in one line, exit 2', async () => {
    expect(await run(['--out', join(temp, 'x')])).toMatchObject({ code: 2, stderr: expect.stringMatching(/^tend report: --audits is required .*\n$/) });
    expect(await run(['--audits', temp])).toMatchObject({ code: 2, stderr: expect.stringMatching(/^tend report: --out is required .*\n$/) });
    expect(await run(['--audits', temp, '--out', join(temp, 'x'), '--since', 'last week'])).toMatchObject({ code: 2, stderr: "tend report: --since 'last week' is not a number of days; expected e.g. --since 30d\n" });
    expect(await run(['--audits', join(temp, 'nowhere'), '--out', join(temp, 'x')])).toMatchObject({ code: 2, stderr: expect.stringContaining('nowhere does not exist') });
    expect(await run(['--repo', 'acme/widgets', '--out', join(temp, 'x')])).toMatchObject({ code: 2, stderr: expect.stringContaining('--repo (reading a repository through the API) is not built yet') });
    const empty = join(temp, 'empty');
    await mkdir(empty);
    expect(await run(['--audits', empty, '--out', join(temp, 'x')])).toMatchObject({ code: 2, stderr: expect.stringContaining('no audit files under') });
  });

  it('reads --since as a number of days before now', () => {
    expect(parseSince('30d', new Date('2026-11-29T00:00:00Z'))?.toISOString()).toBe('2026-10-30T00:00:00.000Z');
    expect(parseSince('30', new Date())).toBeUndefined();
  });
});
