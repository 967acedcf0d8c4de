// dist/ is the build: the committed bundle must equal a fresh `npm run build` of the sources,
// byte for byte, or users run code nobody reviewed.

import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) out.push(relative(dir, join(entry.parentPath, entry.name)));
  }
  return out.sort();
}

describe('dist/', () => {
  it('equals a fresh build of the sources', { timeout: 240_000 }, async () => {
    const out = await mkdtemp(join(tmpdir(), 'tend-dist-'));
    try {
      await promisify(execFile)(process.execPath, [join(root, 'scripts', 'build.mjs'), out], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
      const committed = await listFiles(join(root, 'dist'));
      const fresh = await listFiles(out);
      expect(committed).toEqual(fresh);
      for (const file of fresh) {
        const same = (await readFile(join(root, 'dist', file))).equals(await readFile(join(out, file)));
        expect(same, `dist/${file} differs from the build; run npm run build and commit dist/`).toBe(true);
      }
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
