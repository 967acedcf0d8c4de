// What tend's GitHub client adds to each request (issue #29), against a local stand-in that answers
// at once: wall and CPU per request, sequential, for the client as the action builds it, with the
// throttling plugin off (TEND_GITHUB_THROTTLE=off), and with no limiter at all (@octokit/core on the
// same transport): the last is the floor dropping the Bottleneck-based plugins would reach. The
// modes are interleaved round by round, so a busy machine weighs on each alike; medians are given.
// Also what one Bottleneck job costs by its settings: every job waits on setTimeout(0) three times
// in its local datastore and once more in its run (≥ 1 ms each in Node), whatever the settings.
//   node --experimental-transform-types --no-warnings --import ./bench/ts-resolve.mjs bench/client-overhead.ts [rounds]

import { Octokit as OctokitCore } from '@octokit/core';
import Bottleneck from 'bottleneck/light.js';
import { createServer } from 'node:http';
import { createClientCore } from '../src/github/client-core.js';
import { httpFetch } from '../src/github/http-fetch.js';

const ROUNDS = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 15);
const PER_ROUND = 20;

const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    const body = request.url === '/graphql' ? '{"data":{"viewer":{"login":"octocat"}}}' : '{"id":1}';
    response.writeHead(200, { 'content-type': 'application/json', 'x-ratelimit-remaining': '4999' }).end(body);
  });
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const address = server.address();
if (address === null || typeof address === 'string') throw new Error('client overhead: the stand-in has no port');
const baseUrl = `http://127.0.0.1:${address.port}`;

type Send = () => Promise<unknown>;
interface Client {
  graphql: (query: string) => Promise<unknown>;
  request: (route: string, parameters: Record<string, unknown>) => Promise<unknown>;
}
const sends = (client: Client): { graphql: Send; rest: Send } => ({
  graphql: () => client.graphql('query { viewer { login } }'),
  rest: () => client.request('GET /repos/{owner}/{repo}', { owner: 'octo', repo: 'overhead' }),
});
// The plugin's own write group spaced every GraphQL request a second apart, a query included;
// since pacing.ts a query passes that spacing, but the client as built is still timed on GraphQL
// with the spacing set to 0 ms (TEND_GITHUB_PACING_MS=0, as tests run it), as the first figures
// were: every limiter a request passes is kept either way.
const asBuilt = sends(createClientCore('overhead', { baseUrl }) as unknown as Client);
const asBuiltUnpaced = sends(createClientCore('overhead', { baseUrl, pacingSecondMs: 0 }) as unknown as Client);
const throttleOff = sends(createClientCore('overhead', { baseUrl, throttle: false }) as unknown as Client);
const noLimiter = sends(new OctokitCore({ auth: 'token overhead', baseUrl, request: { fetch: httpFetch } }) as unknown as Client);

const modes: [string, Send][] = [
  ['GraphQL, as built (spacing 0 ms)', asBuiltUnpaced.graphql],
  ['GraphQL, throttling off', throttleOff.graphql],
  ['GraphQL, no limiter', noLimiter.graphql],
  ['REST GET, as built', asBuilt.rest],
  ['REST GET, throttling off', throttleOff.rest],
  ['REST GET, no limiter', noLimiter.rest],
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const samples = new Map(modes.map(([name]) => [name, { wall: [] as number[], cpu: [] as number[] }]));
for (const [, send] of modes) for (let i = 0; i < 5; i += 1) await send();
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [name, send] of modes) {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    for (let i = 0; i < PER_ROUND; i += 1) await send();
    const used = process.cpuUsage(cpu);
    samples.get(name)!.wall.push((performance.now() - wall) / PER_ROUND);
    samples.get(name)!.cpu.push((used.user + used.system) / 1000 / PER_ROUND);
  }
}
console.log(`per request, median of ${ROUNDS} interleaved rounds of ${PER_ROUND} sequential requests (CPU includes the stand-in's, the same in every mode)`);
for (const [name] of modes) {
  const { wall, cpu } = samples.get(name)!;
  console.log(`  ${name.padEnd(34)} wall ${median(wall).toFixed(2)} ms  CPU ${median(cpu).toFixed(3)} ms`);
}

// One Bottleneck job, by its settings: the timers are the same whatever they are.
let timers = 0;
const setTimeoutOf = globalThis.setTimeout;
globalThis.setTimeout = ((...args: Parameters<typeof setTimeout>) => {
  timers += 1;
  return setTimeoutOf(...args);
}) as typeof setTimeout;
const noop = async () => undefined;
const jobs: [string, Send][] = [
  ['new Bottleneck() a job (plugin-retry)', () => new Bottleneck().schedule(noop)],
  ['Bottleneck({minTime: 0, maxConcurrent: null})', ((limiter) => () => limiter.schedule(noop))(new Bottleneck({ minTime: 0, maxConcurrent: null }))],
  ['Bottleneck({trackDoneStatus: true})', ((limiter) => () => limiter.schedule(noop))(new Bottleneck({ trackDoneStatus: true }))],
  ['Group({maxConcurrent: 1, minTime: 0}).key()', ((group) => () => group.key('overhead').schedule(noop))(new Bottleneck.Group({ maxConcurrent: 1, minTime: 0 }))],
];
console.log('one no-op Bottleneck job');
for (const [name, send] of jobs) {
  for (let i = 0; i < 5; i += 1) await send();
  timers = 0;
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const n = 200;
  for (let i = 0; i < n; i += 1) await send();
  const used = process.cpuUsage(cpu);
  console.log(`  ${name.padEnd(46)} wall ${((performance.now() - wall) / n).toFixed(2)} ms  CPU ${((used.user + used.system) / 1000 / n).toFixed(3)} ms  setTimeout calls ${(timers / n).toFixed(1)}`);
}
globalThis.setTimeout = setTimeoutOf;
server.close();
