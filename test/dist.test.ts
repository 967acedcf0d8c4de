// dist/ is the build: the committed bundle must equal a fresh `npm run build` of the sources,
// byte for byte, or users run code nobody reviewed.

import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
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

/** The owner's executable bit: git records it (100755), so it is part of the build. */
async function executable(path: string): Promise<boolean> {
  return ((await stat(path)).mode & 0o100) !== 0;
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
        expect(await executable(join(root, 'dist', file)), `dist/${file}: executable bit differs from the build`).toBe(await executable(join(out, file)));
      }
      // npm links the CLI as package.json's bin and the shell runs it: interpreter line and mode.
      expect((await readFile(join(out, 'cli', 'index.js'))).subarray(0, 20).toString()).toBe('#!/usr/bin/env node\n');
      expect((await stat(join(out, 'cli', 'index.js'))).mode & 0o111).toBe(0o111);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });

  it('starts the action from one file: dist/index.js imports no chunk, and what it loads later is beside it', async () => {
    // The first image (the skip, the hand-off) resolves and loads one file; scripts/build.mjs builds it unsplit.
    const index = await readFile(join(root, 'dist', 'index.js'), 'utf8');
    const relative = [...index.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+"(\.[^"]+)"|^\s*import\s+"(\.[^"]+)"/gm)].map((m) => m[1] ?? m[2]);
    expect(relative).toEqual([]);
    const later = [...index.matchAll(/\bimport\("(\.[^"]+)"\)/g)].map((m) => m[1]!);
    expect(later).toContain('./main.js');
    for (const file of later) expect((await stat(join(root, 'dist', file))).isFile(), `dist/index.js imports ${file}`).toBe(true);
  });
});
