import { describe, expect, it } from 'vitest';
import { refusalHint } from './api-errors.js';

const refused = (status: number, headers: Record<string, string> = {}) => ({ status, message: 'x', response: { data: {}, headers } });

describe('refusalHint', () => {
  it('names a secondary rate limit (403 or 429) by its message, never as a permission problem', () => {
    const message = 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.';
    for (const status of [403, 429]) {
      const hint = refusalHint(status, message, refused(status, { 'retry-after': '60' }));
      expect(hint).toContain("GitHub's secondary rate limit");
      expect(hint).not.toContain('permissions');
    }
  });

  it('names a spent primary rate limit by x-ratelimit-remaining: 0, with the reset time', () => {
    const hint = refusalHint(403, 'API rate limit exceeded for installation ID 1.', refused(403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1767225600' }));
    expect(hint).toContain('rate limit is spent; it resets at 2026-01-01T00:00:00.000Z');
  });

  it('points a plain 403 at the permissions block and a 401 at the token', () => {
    expect(refusalHint(403, 'Resource not accessible by integration', refused(403, { 'x-ratelimit-remaining': '4999' }))).toBe(" Check the workflow's permissions block.");
    expect(refusalHint(401, 'Bad credentials', refused(401))).toBe(' Check the github-token input.');
    expect(refusalHint(404, 'Not Found', refused(404))).toBe('');
  });
});
