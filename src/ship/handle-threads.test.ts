// A round of answers as handleThreads gives it, on the emulator through the real client: how many
// requests it costs, and that each thread keeps exactly one answer of tend's when another run of
// the same pull request answers it at the same time. The threads here need no workspace (nothing
// to patch), so the round is all GitHub.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseInputs } from '../config/inputs.js';
import { buildSettings } from '../config/settings.js';
import { createWorld, type World } from '../../emulator/fixtures.js';
import { commitFiles } from '../../emulator/git-seed.js';
import { startEmulator, type Emulator } from '../../emulator/server.js';
import type { Issue, PullRequestData, ReviewThread } from '../../emulator/state.js';
import { createOctokit, type Octokit } from '../github/client.js';
import { loadPullSnapshot } from '../github/pull-snapshot.js';
import { THREAD_ANSWER_MARKER, type ThreadPlan } from './decide-thread.js';
import { handleThreads, type HandleDeps } from './handle-threads.js';
import { type PullSnapshot } from '../core/pull-request.js';

let emu: Emulator;
let world: World;
let pull: Issue & { pull: PullRequestData };
let threads: ReviewThread[];
let octokit: Octokit;
let deps: HandleDeps;

beforeEach(async () => {
  emu = await startEmulator();
  world = await createWorld(emu);
  await commitFiles(world.repo.bareDir, { branch: 'feature', from: 'main', files: { 'src/widget.ts': 'export const widget = 2;\nexport const b = 3;\nexport const c = 4;\n' }, message: 'Change' });
  pull = emu.state.createPullRequest(world.repo, { title: 'Change', author: world.accounts.maintainer, head: 'feature' }) as Issue & { pull: PullRequestData };
  threads = emu.state.addReview(world.repo, pull, { author: world.accounts.coderabbit, comments: [1, 2, 3].map((line) => ({ path: 'src/widget.ts', line, body: `Comment on line ${line}.` })) }).threads;
  octokit = createOctokit(world.tokens.actions, { baseUrl: emu.apiUrl, retryBaseMs: 5, throttle: false });
  const inputs = await parseInputs((name) => (name === 'github-token' ? world.tokens.actions : undefined));
  deps = {
    octokit,
    repo: { owner: world.owner, repo: world.name },
    settings: buildSettings(inputs, {}, '.github/tend.yml'),
    serverUrl: emu.serverUrl,
    workDir: emu.root,
    log: () => undefined,
    model: null,
    redact: (text) => text,
  };
});
afterEach(async () => {
  await emu.stop();
});

function plan(snapshot: PullSnapshot, index: number, decision: ThreadPlan['decision']): ThreadPlan {
  const thread = snapshot.threads[index]!;
  return { threadId: thread.id, path: thread.path, author: null, bot: 'coderabbit', severity: 'minor', decision, rationale: `reason ${index}`, edit: null };
}

const tendAnswers = (thread: ReviewThread) => thread.comments.filter((c) => c.author.id === world.accounts.actions.id && c.body.includes(THREAD_ANSWER_MARKER));

/** Another run of this pull request answers `thread` as tend, with its own marker. */
function otherRunAnswers(thread: ReviewThread): void {
  emu.state.addThreadComment(thread, { author: world.accounts.actions, body: `Not changed: earlier\n\n${THREAD_ANSWER_MARKER}${thread.nodeId} ${emu.state.headOid(world.repo, pull)} -->`, commitOid: emu.state.headOid(world.repo, pull) });
}

async function snapshot(): Promise<PullSnapshot> {
  const loaded = await loadPullSnapshot(octokit, deps.repo, pull.number);
  emu.log.clear();
  return loaded;
}

describe('a round of thread answers', () => {
  it('answers and resolves three threads in one GitHub request', async () => {
    const pr = await snapshot();

    const outcome = await handleThreads(deps, pr, [plan(pr, 0, 'ignore'), plan(pr, 1, 'ignore'), plan(pr, 2, 'ignore')]);

    expect(emu.log.entries.map((e) => e.operation ?? `${e.method} ${e.path}`)).toEqual(['TendAnswerThreads']);
    expect(threads.map((t) => [t.isResolved, tendAnswers(t).length])).toEqual([
      [true, 1],
      [true, 1],
      [true, 1],
    ]);
    expect(outcome.records.map((r) => [r.decision, r.replied, r.resolved])).toEqual([
      ['ignore', true, true],
      ['ignore', true, true],
      ['ignore', true, true],
    ]);
    expect(outcome.notes).toEqual([]);
  });

  it('reads back a thread it leaves open with one more request, only when there is one', async () => {
    const pr = await snapshot();

    const outcome = await handleThreads(deps, pr, [plan(pr, 0, 'ignore'), plan(pr, 1, 'escalate'), plan(pr, 2, 'skip')]);

    expect(emu.log.entries.map((e) => e.operation)).toEqual(['TendAnswerThreads', 'TendThreadAnswers']);
    expect(emu.log.entries[1]!.body).toEqual({ threadIds: [threads[1]!.nodeId] });
    expect(threads.map((t) => [t.isResolved, tendAnswers(t).length])).toEqual([
      [true, 1],
      [false, 1],
      [false, 0],
    ]);
    expect(outcome.records.map((r) => [r.decision, r.replied, r.resolved])).toEqual([
      ['ignore', true, true],
      ['escalate', true, false],
    ]);
  });

  it('keeps the earliest answer when another run answered the same threads meanwhile, resolved or left open', async () => {
    const pr = await snapshot();
    // The other run's answers land after this run read the threads and before it answers.
    emu.faults.inject({ kind: 'graphql', operation: 'TendAnswerThreads', response: { type: 'before', run: () => [threads[0]!, threads[1]!].forEach(otherRunAnswers) }, times: 1 });

    const outcome = await handleThreads(deps, pr, [plan(pr, 0, 'ignore'), plan(pr, 1, 'escalate'), plan(pr, 2, 'ignore')]);

    expect(threads.map((t) => tendAnswers(t).map((c) => c.body.split('\n')[0]))).toEqual([['Not changed: earlier'], ['Not changed: earlier'], ['Not changed: reason 2']]);
    expect(emu.log.count({ method: 'DELETE', path: /\/pulls\/comments\/\d+$/ })).toBe(2);
    expect(outcome.notes).toEqual(['Another run answered 2 of these threads at the same time; tend kept the earliest answer in each and deleted the later one.']);
  });

  it('says per thread what GitHub refused: a FORBIDDEN resolve leaves that thread answered and open', async () => {
    const pr = await snapshot();
    emu.faults.inject({ kind: 'graphql', operation: 'resolveReviewThread', response: { type: 'graphql-error', errorType: 'FORBIDDEN', message: 'Resource not accessible by integration' }, times: 1 });

    const outcome = await handleThreads(deps, pr, [plan(pr, 0, 'ignore'), plan(pr, 1, 'ignore')]);

    expect(outcome.records.map((r) => [r.replied, r.resolved])).toEqual([
      [true, false],
      [true, false],
    ]);
    expect(outcome.notes).toHaveLength(2);
    expect(outcome.notes[0]).toContain('contents: write');
    expect(threads.map((t) => tendAnswers(t).length)).toEqual([1, 1, 0]);
  });

  it('answers once when GitHub writes the round and loses the answer, and still keeps the earliest answer', async () => {
    const pr = await snapshot();
    emu.faults.inject({ kind: 'graphql', operation: 'TendAnswerThreads', response: { type: 'before', run: () => otherRunAnswers(threads[2]!) }, times: 1 });
    emu.faults.inject({ kind: 'graphql', operation: 'TendAnswerThreads', response: { type: 'after-write', status: 502 }, times: 1 });

    await handleThreads(deps, pr, [plan(pr, 0, 'ignore'), plan(pr, 1, 'escalate'), plan(pr, 2, 'ignore')]);

    expect(threads.map((t) => tendAnswers(t).length)).toEqual([1, 1, 1]);
    expect(tendAnswers(threads[2]!)[0]!.body).toContain('earlier');
    expect(threads.map((t) => t.isResolved)).toEqual([true, false, true]);
  });
});
