import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitFiles, createBareRepository } from '../git-seed.js';
import { failure, SEED_FILES, startWorld, type World } from '../../test/support/test-world.js';

let world: World;

beforeAll(async () => {
  world = await startWorld();
});

afterAll(async () => {
  await world.stop();
});

describe('repository endpoints', () => {
  it('describes the repository with the token account permissions', async () => {
    const { data } = await world.as.reader.rest.repos.get({ owner: 'acme', repo: 'widgets' });
    expect(data).toMatchObject({
      id: world.repo.id,
      node_id: world.repo.nodeId,
      full_name: 'acme/widgets',
      default_branch: 'main',
      private: false,
      owner: { login: 'acme', type: 'Organization' },
      permissions: { admin: false, push: false, pull: true },
      clone_url: `${world.emu.serverUrl}/acme/widgets.git`,
    });
  });

  it('serves a file of the default branch as base64 with its blob sha', async () => {
    const { data } = await world.as.reader.rest.repos.getContent({ owner: 'acme', repo: 'widgets', path: 'src/index.ts' });
    if (Array.isArray(data) || data.type !== 'file') throw new Error('expected a file');
    expect(Buffer.from(data.content, 'base64').toString('utf8')).toBe(SEED_FILES['src/index.ts']);
    expect(data).toMatchObject({ encoding: 'base64', name: 'index.ts', path: 'src/index.ts', size: SEED_FILES['src/index.ts'].length });
    const content = SEED_FILES['src/index.ts'];
    expect(data.sha).toBe(createHash('sha1').update(`blob ${content.length}\0${content}`).digest('hex'));
  });

  it('reads a file at another ref, lists a directory and answers 404 for a missing path', async () => {
    await commitFiles(world.repo.bareDir, { branch: 'feature/docs', from: 'main', files: { 'README.md': '# changed\n' }, message: 'docs' });
    const onBranch = await world.as.reader.rest.repos.getContent({ owner: 'acme', repo: 'widgets', path: 'README.md', ref: 'feature/docs' });
    if (Array.isArray(onBranch.data) || onBranch.data.type !== 'file') throw new Error('expected a file');
    expect(Buffer.from(onBranch.data.content, 'base64').toString('utf8')).toBe('# changed\n');

    const listing = await world.as.reader.rest.repos.getContent({ owner: 'acme', repo: 'widgets', path: 'src' });
    if (!Array.isArray(listing.data)) throw new Error('expected a directory');
    expect(listing.data.map((e) => [e.type, e.path])).toEqual([
      ['file', 'src/index.ts'],
      ['dir', 'src/nested'],
    ]);

    const missing = await failure(world.as.reader.rest.repos.getContent({ owner: 'acme', repo: 'widgets', path: 'nope.md' }));
    expect(missing.status).toBe(404);
    const badRef = await failure(world.as.reader.rest.repos.getContent({ owner: 'acme', repo: 'widgets', path: 'README.md', ref: 'no-such' }));
    expect(badRef).toMatchObject({ status: 404, data: { message: 'No commit found for the ref no-such' } });
  });

  it('reports a collaborator permission with the legacy level and the role name', async () => {
    const mona = await world.as.bot.rest.repos.getCollaboratorPermissionLevel({ owner: 'acme', repo: 'widgets', username: 'maintainer-mona' });
    expect(mona.data).toMatchObject({ permission: 'write', role_name: 'write', user: { login: 'maintainer-mona', id: world.writer.id } });

    const triager = world.emu.state.addAccount('triager-tia');
    world.emu.state.setPermission(world.repo, triager.login, 'triage');
    const tia = await world.as.bot.rest.repos.getCollaboratorPermissionLevel({ owner: 'acme', repo: 'widgets', username: 'triager-tia' });
    expect(tia.data).toMatchObject({ permission: 'read', role_name: 'triage' });

    const lead = world.emu.state.addAccount('lead-lou');
    world.emu.state.setPermission(world.repo, lead.login, 'maintain');
    const lou = await world.as.bot.rest.repos.getCollaboratorPermissionLevel({ owner: 'acme', repo: 'widgets', username: 'lead-lou' });
    expect(lou.data).toMatchObject({ permission: 'write', role_name: 'maintain' });
  });

  it('answers /user for a user token and refuses it for an app token', async () => {
    const me = await world.as.writer.rest.users.getAuthenticated();
    expect(me.data).toMatchObject({ login: 'maintainer-mona', id: world.writer.id, type: 'User' });
    const bot = await failure(world.as.bot.rest.users.getAuthenticated());
    expect(bot).toMatchObject({ status: 403, data: { message: 'Resource not accessible by integration' } });
  });

  it('hides a private repository from accounts without access', async () => {
    const secretDir = world.repo.bareDir.replace('widgets.git', 'secret.git');
    await createBareRepository(secretDir, { files: { 'a.txt': 'a\n' } });
    world.emu.state.addRepository({ owner: 'acme', name: 'secret', bareDir: secretDir, private: true });
    expect((await failure(world.as.reader.rest.repos.get({ owner: 'acme', repo: 'secret' }))).status).toBe(404);
    expect((await failure(world.as.reader.rest.repos.getContent({ owner: 'acme', repo: 'secret', path: 'a.txt' }))).status).toBe(404);
  });
});
