import { describe, expect, it } from 'vitest';

describe('test runtime', () => {
  it('runs on the Node major the Actions runner uses (node24)', () => {
    expect(Number(process.versions.node.split('.')[0])).toBe(24);
  });
});
