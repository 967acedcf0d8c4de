import { describe, expect, it } from 'vitest';
import { findPrograms, unsafeBecause, type Entry } from './programs.js';

const dir = (uid = 0, mode = 0o40755): Entry => ({ uid, mode, kind: 'dir' });
const file = (uid = 0, mode = 0o100755): Entry => ({ uid, mode, kind: 'file' });
const chain = (entries: Record<string, Entry | null>) => new Map(Object.entries(entries));
const none = { dirs: [] };

describe('which programs tend may start after foreign code ran', () => {
  it('a root-owned file in root-owned directories nobody else may write', () => {
    expect(unsafeBecause('/usr/bin/git', chain({ '/usr/bin/git': file(), '/usr/bin': dir(), '/usr': dir(), '/': dir() }), none, true)).toBeNull();
  });

  it('not one the runner user owns, anywhere on the way up (~/.local/bin on GitHub-hosted runners)', () => {
    const home = chain({ '/home/runner/.local/bin/git': file(0), '/home/runner/.local/bin': dir(1001), '/home/runner/.local': dir(1001), '/home/runner': dir(1001), '/home': dir(), '/': dir() });
    expect(unsafeBecause('/home/runner/.local/bin/git', home, none, true)).toBe('/home/runner/.local/bin is owned by uid 1001, not root');
  });

  it('not one in a directory its group or everyone may write', () => {
    expect(unsafeBecause('/opt/bin/git', chain({ '/opt/bin/git': file(), '/opt/bin': dir(0, 0o40775), '/opt': dir(), '/': dir() }), none, true)).toBe('/opt/bin is writable by its group');
    expect(unsafeBecause('/tmp/git', chain({ '/tmp/git': file(), '/tmp': dir(0, 0o41777), '/': dir() }), none, true)).toBe('/tmp is writable by every user');
  });

  it('never one in the workspace, RUNNER_TEMP or HOME, whoever owns it', () => {
    const entries = chain({ '/w/repo/git': file(), '/w/repo': dir(), '/w': dir(), '/': dir() });
    expect(unsafeBecause('/w/repo/git', entries, { dirs: ['/w/repo'] }, false)).toContain('inside /w/repo');
  });

  it('finds this machine’s git by absolute path, with an exec-path that passes the same rule, and skips a planted one', () => {
    const found = findPrograms({ PATH: `/tmp:${process.env.PATH}`, HOME: '/nonexistent' });
    expect(found.paths.git).toMatch(/^\/.*\/git$/);
    expect(found.gitExecPath).toMatch(/^\//);
    expect(found.systemDirs).not.toContain('/tmp');
  });
});
