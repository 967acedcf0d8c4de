// The type check of every source (src, emulator, test, bench, scripts) with the root tsconfig.json,
// as a test: it runs on one worker while the other plays tests, where a step before vitest kept
// both cores waiting on one (npm test was `tsc --noEmit && vitest run`). The build does not
// type-check (scripts/build.mjs), so this is the one check that dist/ comes from well-typed code.

import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

describe('tsc --noEmit', () => {
  it('finds no type error in the repository', { timeout: 600_000 }, async () => {
    const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    const result = await promisify(execFile)(process.execPath, [tsc, '--noEmit', '-p', join(root, 'tsconfig.json')], { cwd: root, maxBuffer: 64 * 1024 * 1024 }).then(
      ({ stdout }) => ({ code: 0, output: stdout }),
      (error: { code?: number; stdout?: string }) => ({ code: error.code ?? 1, output: error.stdout ?? String(error) }),
    );
    expect(result.output.trim(), 'tsc --noEmit reported errors').toBe('');
    expect(result.code).toBe(0);
  });
});
