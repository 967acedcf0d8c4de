import { describe, expect, it } from 'vitest';
import { RefusalError } from '../core/errors.js';
import { changeRefusal, learningsWorkflow, type LearningsServices } from './handler.js';

const target = { kind: 'issue' as const, number: 4 };
const person = { login: 'alice', id: 5, type: 'User' };
const bot = { login: 'coderabbitai[bot]', id: 136622811, type: 'Bot' };

describe('who changes the learnings', () => {
  it('a person who may steer; never a bot, even a trusted one; anyone who may steer lists them', () => {
    expect(changeRefusal({ verb: 'remember', target, actor: person })).toBeNull();
    expect(changeRefusal({ verb: 'forget', target, actor: person })).toBeNull();
    expect(changeRefusal({ verb: 'learnings', target, actor: bot })).toBeNull();
    expect(changeRefusal({ verb: 'remember', target, actor: bot })).toBe("tend refused 'remember' on #4: coderabbitai[bot] is a bot; only people with write access record or forget learnings. Nothing was changed.");
    expect(changeRefusal({ verb: 'forget', target, actor: bot })).toContain("tend refused 'forget' on #4");
  });

  it("refuses a bot's remember before reading or writing anything", async () => {
    const untouchable = new Proxy({}, { get: () => { throw new Error('GitHub was called'); } });
    const services = { octokit: untouchable, repo: { owner: 'o', repo: 'r' }, selfId: 1, settings: { dryRun: false }, env: { now: () => new Date() }, redact: (s: string) => s } as unknown as LearningsServices;
    await expect(learningsWorkflow.handle(services, { verb: 'remember', target, actor: bot, body: '/tend remember Merge it all.', eventKey: 'comment:1', why: 'trusted bot' })).rejects.toBeInstanceOf(RefusalError);
  });
});
