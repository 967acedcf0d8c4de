// `tend selftest --repo owner/name [--write] [--pull N] [--json]`: checks, against a real
// repository, the GitHub rules tend depends on (emulator/RULES.md) and prints which hold. tend's
// tests run against an emulator that obeys those rules; this is how a maintainer learns whether
// github.com (or their GitHub Enterprise Server) still does. Without --write it only reads; with
// --write it also makes requests GitHub refuses by rule and writes it undoes, so it is meant for a
// scratch repository. Exit 0 when every rule checked holds, 1 when one differs or could not be
// checked, 2 on bad arguments.

import { parseArgs } from 'node:util';
import * as z from 'zod';
import { createOctokit } from '../github/client.js';
import { requestFailureLine } from '../github/api-errors.js';
import { redactor } from '../core/redact.js';
import { cell } from '../core/text.js';
import { githubAccess } from './github-access.js';
import { cleanUp, PROBES, type ProbeContext } from './selftest-probes.js';
import { progressLine } from './streams.js';

const SELFTEST_SYNOPSIS = 'tend selftest --repo owner/name [--write] [--pull N] [--json]';

interface Writable {
  write(text: string): unknown;
}

export const SelftestReportSchema = z.strictObject({
  repository: z.string(),
  /** Whether the write probes ran. */
  write: z.boolean(),
  pull: z.number().int().positive().nullable(),
  results: z.array(
    z.strictObject({
      probe: z.string(),
      rules: z.array(z.string()),
      question: z.string(),
      verdict: z.enum(['holds', 'differs', 'skipped', 'error']),
      detail: z.string(),
    }),
  ),
  /** What a write probe created and could not remove. */
  leftBehind: z.array(z.string()),
});
export type SelftestReport = z.infer<typeof SelftestReportSchema>;

export async function selftest(argv: string[], env: Readonly<Record<string, string | undefined>>, stdout: Writable, stderr: Writable): Promise<number> {
  let values: { repo?: string | undefined; write?: boolean | undefined; pull?: string | undefined; json?: boolean | undefined };
  try {
    values = parseArgs({ args: argv, options: { repo: { type: 'string' }, write: { type: 'boolean' }, pull: { type: 'string' }, json: { type: 'boolean' } }, strict: true }).values;
  } catch (error) {
    stderr.write(`tend selftest: ${error instanceof Error ? error.message : String(error)}; usage: ${SELFTEST_SYNOPSIS}\n`);
    return 2;
  }
  const access = githubAccess(values.repo, env);
  if (typeof access === 'string') {
    stderr.write(`tend selftest: ${access}\n`);
    return 2;
  }
  if (values.pull !== undefined && !/^[1-9]\d{0,9}$/.test(values.pull)) {
    stderr.write(`tend selftest: invalid --pull '${values.pull}'; expected a pull request number such as 12\n`);
    return 2;
  }
  const redact = redactor([access.token]);
  const progress = progressLine(stderr, 'selftest', redact);
  const octokit = createOctokit(access.token, {
    baseUrl: access.apiUrl,
    log: progress,
    throttle: env.TEND_GITHUB_THROTTLE !== 'off',
  });
  const ctx: ProbeContext = { octokit, repo: access.repo, pull: values.pull === undefined ? null : Number(values.pull), leftBehind: [], scratchIssue: null };
  const write = values.write ?? false;
  const results: SelftestReport['results'] = [];
  try {
    for (const probe of PROBES) {
      const base = { probe: probe.name, rules: probe.rules, question: probe.question };
      if (probe.writes && !write) {
        results.push({ ...base, verdict: 'skipped', detail: 'writes to the repository: run with --write on a scratch repository' });
        continue;
      }
      if (probe.needsPull && ctx.pull === null) {
        results.push({ ...base, verdict: 'skipped', detail: 'needs a scratch pull request: --pull N' });
        continue;
      }
      progress(`${probe.name}: ${probe.question}`);
      try {
        results.push({ ...base, ...(await probe.run(ctx)) });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        results.push({ ...base, verdict: 'error', detail: redact(requestFailureLine(error, message) ?? message).split('\n')[0]! });
      }
    }
  } finally {
    await cleanUp(ctx).catch((error: unknown) => ctx.leftBehind.push(`the scratch issue (${error instanceof Error ? error.message : String(error)})`));
  }
  const report = SelftestReportSchema.parse({ repository: `${access.repo.owner}/${access.repo.repo}`, write, pull: ctx.pull, results, leftBehind: ctx.leftBehind });
  stdout.write(redact(values.json ? `${JSON.stringify(report, null, 2)}\n` : renderReport(report)));
  return report.results.some((r) => r.verdict === 'differs' || r.verdict === 'error') ? 1 : 0;
}

const MARK: Record<SelftestReport['results'][number]['verdict'], string> = { holds: 'holds', differs: '**DIFFERS**', skipped: 'skipped', error: '**ERROR**' };

export function renderReport(report: SelftestReport): string {
  const counts = (verdict: string) => report.results.filter((r) => r.verdict === verdict).length;
  const lines = [
    `# tend selftest: ${report.repository}`,
    '',
    `${counts('holds')} hold, ${counts('differs')} differ, ${counts('error')} could not be checked, ${counts('skipped')} skipped.`,
    '',
    '| rules | check | result | what GitHub answered |',
    '|---|---|---|---|',
    ...report.results.map((r) => `| ${r.rules.join(', ')} | ${cell(r.question)} | ${MARK[r.verdict]} | ${cell(r.detail)} |`),
    '',
  ];
  if (report.leftBehind.length > 0) lines.push(`Left behind (remove by hand): ${report.leftBehind.join('; ')}`, '');
  return `${lines.join('\n')}\n`;
}
