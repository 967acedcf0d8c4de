// Who may steer, through the real client against the emulator: a person's write access is taken
// from the collaborators list the run's first query (RUN_CONTEXT) read, with no request of its own;
// anything less certain (no entry, a lower permission, another account's entry, a token GitHub will
// not list collaborators to) is asked of REST's permission endpoint, as before (emulator/RULES.md E205).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../../emulator/fixtures.js';
import { startEmulator, type Emulator } from '../../emulator/server.js';
import type { Account } from '../core/account.js';
import { recordingClient } from '../../test/support/recording-client.js';
import { loadRunContext } from '../github/run-context.js';
import { knownWriteAccess, steeringDecision } from './authorize.js';

let emu: Emulator;
let world: World;
const repo = { owner: 'acme', repo: 'widgets' };

beforeAll(async () => {
  emu = await startEmulator();
  world = await createWorld(emu);
});
afterAll(async () => {
  await emu.stop();
});


const person = (account: { login: string; id: number }): Account => ({ login: account.login, id: account.id, type: 'User' }) as Account;

/** The first query for a command by `actor`, then the steering decision on what it read. */
async function decide(token: string, actor: Account) {
  const { octokit, sent } = recordingClient(token, emu.apiUrl);
  const context = await loadRunContext(octokit, repo, { configPath: '.github/tend.yml', defaultBranch: 'main', targetNumber: undefined, actor: { login: actor.login, id: actor.id } });
  const decision = await steeringDecision({ octokit, repo, trustedBots: [], known: context.actorPermission }, actor);
  return { decision, known: context.actorPermission, sent };
}

describe('who may steer, from the first query', () => {
  it('takes a writer’s access from the collaborators list: no permission request', async () => {
    const maintainer = person(world.accounts.maintainer);
    const { decision, known, sent } = await decide(world.tokens.actions, maintainer);
    expect(known).toEqual({ id: maintainer.id, permission: 'write' });
    expect(decision).toEqual({ allowed: true, why: `@${maintainer.login} has write access` });
    expect(sent).toEqual(['graphql TendRunContext']);
  });

  it('asks REST when the list says less than write, and refuses as before', async () => {
    const triager = emu.state.addAccount('tina-triage');
    emu.state.setPermission(world.repo, triager.login, 'triage');
    const { decision, known, sent } = await decide(world.tokens.actions, person(triager));
    expect(known).toEqual({ id: triager.id, permission: 'triage' });
    expect(decision).toMatchObject({ allowed: false, why: expect.stringContaining('@tina-triage has triage access') });
    expect(sent).toEqual(['graphql TendRunContext', 'GET /repos/{owner}/{repo}/collaborators/{username}/permission']);
  });

  it('asks REST for someone the list does not hold', async () => {
    const stranger = emu.state.addAccount('sam-stranger');
    const { decision, known, sent } = await decide(world.tokens.actions, person(stranger));
    expect(known).toBeNull();
    expect(decision).toMatchObject({ allowed: false, why: expect.stringContaining('@sam-stranger has read access') });
    expect(sent).toHaveLength(2);
  });

  it('asks REST when GitHub will not list collaborators to the token (FORBIDDEN): the rest of the first query stands', async () => {
    const maintainer = person(world.accounts.maintainer);
    const { decision, known, sent } = await decide(world.tokens.outsider, maintainer);
    expect(known).toBeNull();
    expect(decision).toEqual({ allowed: true, why: `@${maintainer.login} has write access` });
    expect(sent).toEqual(['graphql TendRunContext', 'GET /repos/{owner}/{repo}/collaborators/{username}/permission']);
  });
});

describe('knownWriteAccess', () => {
  const alice = { login: 'alice', id: 7, type: 'User' } as Account;
  it('takes write, maintain and admin for the same account id only', () => {
    expect(knownWriteAccess(alice, { id: 7, permission: 'write' })).toBe('write');
    expect(knownWriteAccess(alice, { id: 7, permission: 'maintain' })).toBe('maintain');
    expect(knownWriteAccess(alice, { id: 7, permission: 'admin' })).toBe('admin');
    expect(knownWriteAccess(alice, { id: 8, permission: 'admin' })).toBeNull();
    expect(knownWriteAccess(alice, { id: 7, permission: 'triage' })).toBeNull();
    expect(knownWriteAccess(alice, { id: 7, permission: 'read' })).toBeNull();
    expect(knownWriteAccess(alice, null)).toBeNull();
    expect(knownWriteAccess({ ...alice, type: 'Bot' }, { id: 7, permission: 'write' })).toBeNull();
  });
});
