import { describe, expect, it } from 'vitest';
import { classifyPushFailure, pushWasUpToDate } from './push-result.js';

describe('classifyPushFailure', () => {
  it('reads a lease that no longer holds as stale', () => {
    expect(classifyPushFailure('To https://github.com/o/r.git\n!\tHEAD:refs/heads/f\t[rejected] (stale info)\nDone')).toBe('stale');
    expect(classifyPushFailure(' ! [rejected]        HEAD -> f (fetch first)')).toBe('stale');
    expect(classifyPushFailure(' ! [rejected]        HEAD -> f (non-fast-forward)')).toBe('stale');
    // The server caught the same race after its advertisement.
    expect(
      classifyPushFailure("!\tHEAD:refs/heads/f\t[remote rejected] (cannot lock ref 'refs/heads/f': is at 1234abc0 but expected 5678def0)"),
    ).toBe('stale');
  });

  it("reads the server's hooks declining as rejected, not stale", () => {
    expect(classifyPushFailure('!\tHEAD:refs/heads/main\t[remote rejected] (protected branch hook declined)')).toBe('rejected');
    expect(classifyPushFailure('remote: error: GH006: Protected branch update failed for refs/heads/main.')).toBe('rejected');
  });

  it('P6: reads GitHub refusing a workflow file without the workflows permission (App) or workflow scope (OAuth App, PAT) as workflows', () => {
    // "a bot": an older wording GitHub used for GITHUB_TOKEN (observed KFERMercer/OpenWrt-CI#50).
    for (const who of ['a GitHub App', 'an OAuth App', 'a Personal Access Token', 'a bot']) {
      const grant = who === 'a GitHub App' ? '`workflows` permission' : '`workflow` scope';
      const porcelain = `To https://github.com/o/r.git\n!\tHEAD:refs/heads/f\t[remote rejected] (refusing to allow ${who} to create or update workflow \`.github/workflows/ci.yml\` without ${grant})\nDone`;
      expect(classifyPushFailure(porcelain), who).toBe('workflows');
      expect(classifyPushFailure(`remote: error: refusing to allow ${who} to create or update workflow \`.github/workflows/ci.yml\` without ${grant}\n${porcelain}`), who).toBe('workflows');
    }
  });

  it('reads 401 and 403 answers as auth', () => {
    expect(classifyPushFailure("fatal: could not read Username for 'https://github.com': terminal prompts disabled")).toBe('auth');
    expect(
      classifyPushFailure(
        "remote: Permission to o/r.git denied to github-actions[bot].\nfatal: unable to access 'https://github.com/o/r.git/': The requested URL returned error: 403",
      ),
    ).toBe('auth');
    expect(classifyPushFailure("remote: Invalid username or token.\nfatal: Authentication failed for 'https://github.com/o/r.git/'")).toBe('auth');
  });

  it('leaves anything else as error', () => {
    expect(classifyPushFailure("fatal: unable to access 'https://github.com/o/r.git/': Could not resolve host: github.com")).toBe('error');
    expect(classifyPushFailure('')).toBe('error');
  });
});

describe('pushWasUpToDate', () => {
  it("reads git's [up to date] for our ref as nothing written, and an update as written", () => {
    expect(pushWasUpToDate('To http://127.0.0.1/o/r.git\n=\tHEAD:refs/heads/f\t[up to date]\nDone\n', 'refs/heads/f')).toBe(true);
    expect(pushWasUpToDate('To http://127.0.0.1/o/r.git\n \tHEAD:refs/heads/f\t1234abc..5678def\nDone\n', 'refs/heads/f')).toBe(false);
    expect(pushWasUpToDate('To http://127.0.0.1/o/r.git\n+\tHEAD:refs/heads/f\t1234abc...5678def (forced update)\nDone\n', 'refs/heads/f')).toBe(false);
    // Another ref up to date says nothing about ours.
    expect(pushWasUpToDate('=\tHEAD:refs/heads/other\t[up to date]\n', 'refs/heads/f')).toBe(false);
  });
});
