import { describe, expect, it } from 'vitest';
import { pushLease } from './push-branch.js';

describe('implement’s push lease', () => {
  it('creates a missing branch, replaces only the commit tend last pushed, and refuses anything else', () => {
    expect(pushLease(null, null)).toEqual({ lease: null });
    expect(pushLease(null, 'a'.repeat(40))).toEqual({ lease: null });
    expect(pushLease('a'.repeat(40), 'a'.repeat(40))).toEqual({ lease: 'a'.repeat(40) });
    expect(pushLease('b'.repeat(40), 'a'.repeat(40))).toEqual({ taken: 'b'.repeat(40) });
    expect(pushLease('b'.repeat(40), null)).toEqual({ taken: 'b'.repeat(40) });
  });
});
