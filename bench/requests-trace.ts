// Every request of every job, per pull request, in events mode: where a lifecycle's requests go,
// one line a job (issue #29). The scenarios of `npm run bench` (seed 4004); N pull requests, 8 by
// default; --steps adds the ship machine's steps of each job: node --experimental-transform-types --no-warnings --import ./bench/ts-resolve.mjs bench/requests-trace.ts [N]
import { scenarios, simulateEvents } from './simulate.js';
const n = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 8);
const withSteps = process.argv.includes('--steps');
const list = scenarios(n, 4004);
const run = await simulateEvents(list, { sweepMinutes: 5 });
const byPr = new Map<string, string[]>();
for (const j of run.jobs) {
  const key = String(j.pr);
  const lines = byPr.get(key) ?? [];
  lines.push(`  [${j.event}${j.detail ? `: ${j.detail}` : ''}] ${j.requests.join(' | ')}`, ...(withSteps ? (j.steps ?? []).map((s) => `      ${s}`) : []));
  byPr.set(key, lines);
}
for (const [pr, lines] of byPr) console.log(`PR ${pr}: ${run.jobs.filter((j) => String(j.pr) === pr).reduce((s, j) => s + j.rest + j.graphql, 0)} requests\n${lines.join('\n')}`);
console.log('ciFails', list.map((s) => s.ciFails));
console.log('total per pr', run.jobs.reduce((s, j) => s + j.rest + j.graphql, 0) / n);
