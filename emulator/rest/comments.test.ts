import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, startWorld, statusOf, type World } from '../../test/support/test-world.js';

let world: World;

beforeAll(async () => {
  world = await startWorld();
});

afterAll(async () => {
  await world.stop();
});

function issue(title: string) {
  return world.emu.state.createIssue(world.repo, { title, author: world.writer });
}

describe('issue comments over REST', () => {
  it('creates, reads, edits and deletes a comment as the token account', async () => {
    const { owner, name } = world;
    const target = issue('edit me');
    const created = await world.as.writer.rest.issues.createComment({ owner, repo: name, issue_number: target.number, body: 'first' });
    expect(created.status).toBe(201);
    expect(created.data.user).toMatchObject({ login: 'maintainer-mona', id: world.writer.id, type: 'User' });
    expect(created.data.html_url).toBe(`${world.emu.serverUrl}/acme/widgets/issues/${target.number}#issuecomment-${created.data.id}`);
    expect(created.data.author_association).toBe('COLLABORATOR');

    const edited = await world.as.writer.rest.issues.updateComment({ owner, repo: name, comment_id: created.data.id, body: 'second' });
    expect(edited.data.body).toBe('second');
    const fetched = await world.as.reader.rest.issues.getComment({ owner, repo: name, comment_id: created.data.id });
    expect(fetched.data.body).toBe('second');

    await world.as.writer.rest.issues.deleteComment({ owner, repo: name, comment_id: created.data.id });
    expect(await statusOf(world.as.writer.rest.issues.getComment({ owner, repo: name, comment_id: created.data.id }))).toBe(404);
    expect(target.comments).toHaveLength(0);
  });

  it('pages 250 comments with a Link header that octokit.paginate follows to the end', async () => {
    const { owner, name } = world;
    const target = issue('busy thread');
    // Seeded, not posted: 250 comments in a second would pass GitHub's content-creation limit (L3),
    // and paging is what this test reads.
    for (let i = 0; i < 250; i++) world.emu.state.addIssueComment(target, world.writer, `comment ${i}`);
    const firstPage = await world.as.reader.rest.issues.listComments({ owner, repo: name, issue_number: target.number, per_page: 100 });
    expect(firstPage.data).toHaveLength(100);
    expect(firstPage.headers.link).toContain('page=2>; rel="next"');
    expect(firstPage.headers.link).toContain('page=3>; rel="last"');

    const before = world.emu.log.count({ kind: 'rest', method: 'GET', path: `/repos/acme/widgets/issues/${target.number}/comments` });
    const all = await world.as.reader.paginate(world.as.reader.rest.issues.listComments, {
      owner,
      repo: name,
      issue_number: target.number,
      per_page: 100,
    });
    expect(all.map((c) => c.body)).toEqual(Array.from({ length: 250 }, (_, i) => `comment ${i}`));
    expect(world.emu.log.count({ kind: 'rest', method: 'GET', path: `/repos/acme/widgets/issues/${target.number}/comments` }) - before).toBe(3);

    const lastPage = await world.as.reader.rest.issues.listComments({ owner, repo: name, issue_number: target.number, per_page: 100, page: 3 });
    expect(lastPage.data).toHaveLength(50);
    expect(lastPage.headers.link).toContain('rel="prev"');
    expect(lastPage.headers.link).not.toContain('rel="next"');
  });

  it('refuses an unknown token (401), a write without a token (404) and a write with a read-only token (403)', async () => {
    const target = issue('guarded');
    const unknown = await fetch(`${world.emu.apiUrl}/repos/acme/widgets/issues/${target.number}/comments`, { headers: { authorization: 'token not-a-token' } });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ message: 'Bad credentials' });
    const anonymous = await fetch(`${world.emu.apiUrl}/repos/acme/widgets/issues/${target.number}/comments`, { method: 'POST', body: JSON.stringify({ body: 'hi' }) });
    expect(anonymous.status).toBe(404);
    expect(await anonymous.json()).toMatchObject({ message: 'Not Found' });

    const error = await failure(world.as.reader.rest.issues.update({ owner: world.owner, repo: world.name, issue_number: target.number, state: 'closed' }));
    expect(error.status).toBe(403);
    expect(error.data).toMatchObject({ message: 'Resource not accessible by integration' });
    expect(target.state).toBe('open');
    expect(target.comments).toHaveLength(0);
  });

  it('rejects a missing or too long body with 422 Validation Failed', async () => {
    const target = issue('validation');
    const missing = await fetch(`${world.emu.apiUrl}/repos/acme/widgets/issues/${target.number}/comments`, {
      method: 'POST',
      headers: { authorization: 'token token-writer', 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'wrong field' }),
    });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({
      message: 'Validation Failed',
      errors: [{ resource: 'IssueComment', field: 'body', code: 'missing_field' }],
    });

    const tooLong = await failure(
      world.as.writer.rest.issues.createComment({ owner: world.owner, repo: world.name, issue_number: target.number, body: 'x'.repeat(65537) }),
    );
    expect(tooLong.status).toBe(422);
    expect(tooLong.data).toMatchObject({ message: 'Validation Failed', errors: [{ field: 'body', code: 'custom' }] });
    expect(target.comments).toHaveLength(0);
  });

  it('shows an injected server error to the client once, and logs every call', async () => {
    const target = issue('flaky');
    world.emu.faults.inject({ kind: 'rest', method: 'POST', path: /\/comments$/, response: { type: 'status', status: 500 }, times: 1 });
    const postsBefore = world.emu.log.count({ kind: 'rest', method: 'POST' });

    const failed = await statusOf(
      world.as.writer.rest.issues.createComment({ owner: world.owner, repo: world.name, issue_number: target.number, body: 'try 1' }),
    );
    expect(failed).toBe(500);
    expect(target.comments).toHaveLength(0);

    const retried = await world.as.writer.rest.issues.createComment({ owner: world.owner, repo: world.name, issue_number: target.number, body: 'try 2' });
    expect(retried.status).toBe(201);
    expect(target.comments.map((c) => c.body)).toEqual(['try 2']);
    expect(world.emu.log.count({ kind: 'rest', method: 'POST' }) - postsBefore).toBe(2);
    expect(world.emu.log.filter({ kind: 'rest', method: 'POST' }).slice(-2).map((e) => e.status)).toEqual([500, 201]);
  });
});

describe('issues and labels over REST', () => {
  it('creates an issue with labels and filters the list by state and label', async () => {
    const { owner, name } = world;
    const created = await world.as.writer.rest.issues.create({ owner, repo: name, title: 'Crash on start', labels: ['bug', 'triage'] });
    expect(created.status).toBe(201);
    expect(created.data.labels.map((l) => (typeof l === 'string' ? l : l.name))).toEqual(['bug', 'triage']);
    expect(created.data.body).toBeNull();
    expect(created.data).not.toHaveProperty('pull_request');

    await world.as.writer.rest.issues.update({ owner, repo: name, issue_number: created.data.number, state: 'closed' });
    const open = await world.as.reader.paginate(world.as.reader.rest.issues.listForRepo, { owner, repo: name, labels: 'bug' });
    expect(open.map((i) => i.number)).not.toContain(created.data.number);
    const closed = await world.as.reader.rest.issues.listForRepo({ owner, repo: name, state: 'closed', labels: 'bug,triage' });
    expect(closed.data.map((i) => i.number)).toEqual([created.data.number]);
    expect(closed.data[0]).toMatchObject({ state: 'closed', state_reason: 'completed' });
  });

  it('adds, lists and removes issue labels, and refuses a duplicate repository label', async () => {
    const { owner, name } = world;
    const target = issue('label me');
    const label = await world.as.writer.rest.issues.createLabel({ owner, repo: name, name: 'tend:waiting', color: 'FBCA04' });
    expect(label.status).toBe(201);
    expect(label.data).toMatchObject({ name: 'tend:waiting', color: 'fbca04', default: false });

    const duplicate = await failure(world.as.writer.rest.issues.createLabel({ owner, repo: name, name: 'TEND:waiting' }));
    expect(duplicate.status).toBe(422);
    expect(duplicate.data).toMatchObject({ errors: [{ resource: 'Label', code: 'already_exists', field: 'name' }] });

    const added = await world.as.writer.rest.issues.addLabels({ owner, repo: name, issue_number: target.number, labels: ['tend:waiting', 'area/ci'] });
    expect(added.data.map((l) => l.name)).toEqual(['tend:waiting', 'area/ci']);
    const removed = await world.as.writer.rest.issues.removeLabel({ owner, repo: name, issue_number: target.number, name: 'area/ci' });
    expect(removed.data.map((l) => l.name)).toEqual(['tend:waiting']);
    expect(await statusOf(world.as.writer.rest.issues.removeLabel({ owner, repo: name, issue_number: target.number, name: 'area/ci' }))).toBe(404);

    const repoLabels = await world.as.reader.paginate(world.as.reader.rest.issues.listLabelsForRepo, { owner, repo: name });
    expect(repoLabels.map((l) => l.name)).toEqual(expect.arrayContaining(['tend:waiting', 'area/ci', 'bug']));
  });
});
