import { chmod, chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readOwnFile } from './schema.js';

// The built schema is saved in the temp folder, which every account on the machine can write to:
// only a file this user wrote, writable by no one else, is read back.
describe('the saved GitHub schema', () => {
  let dir: string | undefined;
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('is read back only from a file of this user that no one else can write', async () => {
    dir = await mkdtemp(join(tmpdir(), 'tend-schema-'));
    const file = join(dir, 'schema.json');
    await writeFile(file, '{"own":true}', { mode: 0o600 });
    expect(await readOwnFile(file)).toBe('{"own":true}');
    await chmod(file, 0o666);
    expect(await readOwnFile(file)).toBeNull();
    await chmod(file, 0o600);
    // As root (CI's containers), a file handed to another account; elsewhere this step cannot be staged.
    if (process.getuid?.() === 0) {
      await chown(file, 65534, 65534);
      expect(await readOwnFile(file)).toBeNull();
    }
    expect(await readOwnFile(join(dir, 'absent.json'))).toBeNull();
  });
});
