// `tend report --audits DIR… --out OUT [--since Nd]`: the scorecard of every review bot and of tend
// (#28) from tend's audit records, offline. Reads everything and renders all three files before it
// writes any, so a bad audit leaves OUT as it was.

import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { computeScorecard } from '../report/scorecard/figures.js';
import { AuditReadError, readAudits } from '../report/scorecard/read-audits.js';
import { renderHtml } from '../report/scorecard/render-html.js';
import { renderMarkdown } from '../report/scorecard/render-markdown.js';

const SYNOPSIS = 'tend report --audits DIR [DIR…] --out OUT [--since Nd]';

interface Writable {
  write(text: string): unknown;
}

/** "30d" → the moment 30 days before `now`; undefined for anything else. */
export function parseSince(text: string, now: Date): Date | undefined {
  const match = /^(\d{1,4})d$/.exec(text);
  return match ? new Date(now.getTime() - Number(match[1]) * 86_400_000) : undefined;
}

export async function report(argv: string[], stdout: Writable, stderr: Writable, now = new Date()): Promise<number> {
  let parsed: { values: { audits?: string[] | undefined; out?: string | undefined; since?: string | undefined; repo?: string | undefined }; positionals: string[] };
  try {
    parsed = parseArgs({ args: argv, options: { audits: { type: 'string', multiple: true }, out: { type: 'string' }, since: { type: 'string' }, repo: { type: 'string' } }, allowPositionals: true, strict: true });
  } catch (error) {
    stderr.write(`tend report: ${error instanceof Error ? error.message : String(error)}; usage: ${SYNOPSIS}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.repo !== undefined) {
    stderr.write(`tend report: --repo (reading a repository through the API) is not built yet; download its audit artifacts and pass them with --audits; usage: ${SYNOPSIS}\n`);
    return 2;
  }
  // `--audits a b c`: the folders after the first are positionals.
  const paths = [...(values.audits ?? []), ...(values.audits ? positionals : [])];
  if (paths.length === 0 || (positionals.length > 0 && !values.audits)) {
    stderr.write(`tend report: --audits is required (folders of tend's audit.json files, or audit files); usage: ${SYNOPSIS}\n`);
    return 2;
  }
  if (!values.out) {
    stderr.write(`tend report: --out is required (the folder to write index.html, report.json and summary.md to); usage: ${SYNOPSIS}\n`);
    return 2;
  }
  const since = values.since === undefined ? null : parseSince(values.since, now);
  if (since === undefined) {
    stderr.write(`tend report: --since '${values.since}' is not a number of days; expected e.g. --since 30d\n`);
    return 2;
  }

  let audits;
  try {
    audits = await readAudits(paths);
  } catch (error) {
    if (!(error instanceof AuditReadError)) throw error;
    stderr.write(`tend report: ${error.message}\n`);
    return 2;
  }
  const card = computeScorecard({ audits, since });
  const files: Array<[string, string]> = [
    ['report.json', `${JSON.stringify(card, null, 2)}\n`],
    ['summary.md', renderMarkdown(card)],
    ['index.html', renderHtml(card)],
  ];
  const out = values.out;
  await mkdir(out, { recursive: true });
  // Each file whole or not at all: a reader of OUT never sees half a page.
  for (const [name, text] of files) {
    await writeFile(join(out, `${name}.tmp`), text);
    await rename(join(out, `${name}.tmp`), join(out, name));
  }
  stdout.write(`tend report: ${card.sources.runs} run(s), ${card.bots.length} review bot(s), ${card.tend.shipped.count} pull request(s) shipped. Wrote ${files.map(([name]) => join(out, name)).join(', ')}.\n`);
  return 0;
}
