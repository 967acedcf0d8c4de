import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { commitFiles, createBareRepository } from '../../../emulator/git-seed.js';
import { startEmulator, type Emulator } from '../../../emulator/server.js';
import { openWorkspace, type Workspace } from '../../git/workspace.js';
import { applySuggestionsToWorkspace, type SuggestionEdit } from './apply-to-workspace.js';
import type { PatchPolicy } from './plan-patch.js';

// Only git is used here: keep the REST and GraphQL layers out of it.
vi.mock('../../emulator/rest/routes.js', () => ({ handleRest: async () => null }));
vi.mock('../../emulator/graphql/execute.js', () => ({
  graphqlOperations: () => ({ operation: null, fields: [], mutation: false }),
  executeGraphql: async () => ({ errors: [{ message: 'not under test' }] }),
}));

const DATE = new Date('2024-05-01T12:00:00Z');
const TOKEN = 'ghs_patchTestToken55555555555555555555';

const SERVER_V1 = [
  "import express from 'express';",
  '',
  'const app = express();',
  'const port = process.env.PORT || 3000;',
  '',
  'app.listen(port);',
  '',
].join('\r\n');

// The head: two lines were added above what the reviewer commented on, so that thread is outdated.
const SERVER_V2 = SERVER_V1.replace('const app = express();', "import helmet from 'helmet';\r\n\r\nconst app = express();");

const policy: PatchPolicy = { allowedPaths: ['**'], allowProtectedPaths: [], canPushWorkflows: true, maxFiles: 5, maxPatchBytes: 10_000 };

let emu: Emulator;
let temp: string;
let reviewedOid: string;
let headOid: string;
let counter = 0;

async function checkedOutHead(): Promise<Workspace> {
  const ws = await openWorkspace({ dir: join(temp, `ws-${++counter}`), serverUrl: emu.serverUrl, repository: 'acme/widgets', token: TOKEN });
  const { feature } = await ws.cloneOrFetch({ branches: ['feature'] });
  await ws.checkout({ oid: feature!, branch: 'feature' });
  return ws;
}

beforeAll(async () => {
  emu = await startEmulator();
  temp = await mkdtemp(join(tmpdir(), 'tend-patch-test-'));
  const bareDir = join(emu.root, 'acme', 'widgets.git');
  await createBareRepository(bareDir, { files: { 'README.md': '# widgets\n', '.github/workflows/ci.yml': 'on: push\n' }, date: DATE });
  reviewedOid = await commitFiles(bareDir, { branch: 'feature', from: 'main', files: { 'src/server.ts': SERVER_V1 }, message: 'add server', date: DATE });
  headOid = await commitFiles(bareDir, { branch: 'feature', files: { 'src/server.ts': SERVER_V2 }, message: 'add helmet', date: DATE });
  const repo = emu.state.addRepository({ owner: 'acme', name: 'widgets', bareDir });
  const bot = emu.state.addAccount('tend-app[bot]', 'Bot');
  emu.state.setPermission(repo, bot.login, 'write');
  emu.state.addToken(TOKEN, bot);
});

afterAll(async () => {
  await emu?.stop();
  if (temp) await rm(temp, { recursive: true, force: true });
});

describe('applySuggestionsToWorkspace', () => {
  it('writes the suggested lines into the checked-out head and nothing else', async () => {
    const ws = await checkedOutHead();
    const edits: SuggestionEdit[] = [
      { threadId: 'T1', path: 'README.md', startLine: 1, endLine: 1, text: '# Widgets', outdated: false, originalCommitOid: null },
      { threadId: 'T2', path: 'src/server.ts', startLine: 8, endLine: 8, text: "app.listen(port, '127.0.0.1');", outdated: false, originalCommitOid: null },
      { threadId: 'T3', path: '.github/workflows/ci.yml', startLine: 1, endLine: 1, text: 'on: [push]', outdated: false, originalCommitOid: null },
    ];
    const plan = await applySuggestionsToWorkspace(ws, headOid, edits, policy);

    expect(plan.applied).toEqual(['T1', 'T2']);
    expect(plan.refused).toEqual([{ threadId: 'T3', reason: expect.stringMatching(/^the path is protected/) }]);
    expect(await ws.readFile('README.md')).toBe('# Widgets\n');
    expect(await ws.readFile('src/server.ts')).toBe(SERVER_V2.replace('app.listen(port);', "app.listen(port, '127.0.0.1');"));
    expect(await ws.readFile('.github/workflows/ci.yml')).toBe('on: push\n');
    // Nothing is committed here: the caller commits exactly the planned files.
    expect(await ws.headOid()).toBe(headOid);
    expect(await ws.commit('fix: apply review suggestions', [...plan.files.keys()])).toMatch(/^[0-9a-f]{40}$/);
  });

  it('relocates an outdated suggestion by the lines read from its original commit', async () => {
    const ws = await checkedOutHead();
    const edits: SuggestionEdit[] = [
      // On the reviewed commit, line 4 was the port; at the head it is line 6.
      { threadId: 'OLD', path: 'src/server.ts', startLine: 4, endLine: 4, text: "const port = Number(process.env.PORT ?? '3000');", outdated: true, originalCommitOid: reviewedOid },
      // The reviewer saw a blank line 5: it now appears three times, so it cannot be placed.
      { threadId: 'AMBIGUOUS', path: 'src/server.ts', startLine: 5, endLine: 5, text: '// listen', outdated: true, originalCommitOid: reviewedOid },
      { threadId: 'NO-ORIGIN', path: 'src/server.ts', startLine: 1, endLine: 1, text: 'x', outdated: true, originalCommitOid: null },
    ];
    const plan = await applySuggestionsToWorkspace(ws, headOid, edits, policy);

    expect(plan.applied).toEqual(['OLD']);
    expect(plan.refused).toEqual([
      { threadId: 'AMBIGUOUS', reason: 'ambiguous: the lines the reviewer saw appear 3 times in the file' },
      { threadId: 'NO-ORIGIN', reason: 'the thread is outdated and the lines the reviewer saw are unknown' },
    ]);
    const written = await ws.readFile('src/server.ts');
    expect(written).toBe(SERVER_V2.replace('const port = process.env.PORT || 3000;', "const port = Number(process.env.PORT ?? '3000');"));
    expect(written!.split('\r\n')[5]).toBe("const port = Number(process.env.PORT ?? '3000');");
  });

  it('refuses to plan against a workspace that is not at the given head', async () => {
    const ws = await checkedOutHead();
    await expect(applySuggestionsToWorkspace(ws, reviewedOid, [], policy)).rejects.toThrow(`not at the head ${reviewedOid}`);
  });
});
