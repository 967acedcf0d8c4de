import { describe, expect, it } from 'vitest';
import { assertOid, branchNameProblem } from './refs.js';

describe('branch names', () => {
  it('accepts what GitHub accepts as branch names', () => {
    for (const name of ['main', 'feature/x', 'dependabot/npm_and_yarn/vite-5.1.1', 'tend/fix-123', 'a.b', 'UPPER_case-1']) {
      expect(branchNameProblem(name), name).toBeNull();
    }
  });

  it('refuses names git could read as an option or another ref syntax', () => {
    for (const name of ['', '-x', '--upload-pack=evil', 'a..b', 'a b', 'a:b', 'a~1', 'a^', 'a?', 'a*', 'a[', 'a\\b', 'a@{1}', '@', '/a', 'a/', 'a//b', 'a.', '.a', 'a/.b', 'x.lock', 'a/x.lock/b', 'refs/heads/x', 'a\nb']) {
      expect(branchNameProblem(name), JSON.stringify(name)).not.toBeNull();
    }
  });
});

describe('oids', () => {
  it('accepts full sha1 and sha256 ids only', () => {
    expect(assertOid('a'.repeat(40))).toBe('a'.repeat(40));
    expect(assertOid('b'.repeat(64))).toBe('b'.repeat(64));
    for (const bad of ['abc123', 'A'.repeat(40), `${'a'.repeat(39)}g`, '--help', 'HEAD']) expect(() => assertOid(bad)).toThrow();
  });
});
