import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:quick` (TEND_QUICK=1), the inner loop: the tests of src/ that do not start the
 * emulator (decisions, parsers, git and the model's tools on local repositories, adapters against
 * fakes). Those that do, importing emulator/ themselves or through a test/support/ module, are a
 * fifth of src's tests and four fifths of its time; they run in `npm test` with everything else.
 * Found by their imports, so a new test file lands on the right side by itself.
 */
function standaloneSourceTests(): string[] {
  const root = import.meta.dirname;
  const startsEmulator = (file: string): boolean => {
    const text = readFileSync(join(root, file), 'utf8');
    if (/['"](?:\.\.\/)+emulator\//.test(text)) return true;
    return [...text.matchAll(/['"](?:\.\.\/)+test\/support\/([\w-]+)\.js['"]/g)].some(([, name]) => startsEmulator(join('test', 'support', `${name}.ts`)));
  };
  return readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => join('src', file))
    .filter((file) => !startsEmulator(file))
    .sort();
}

export default defineConfig({
  test: {
    testTimeout: 90_000,
    hookTimeout: 30_000,
    // Two cores: e2e tests spawn node and git processes; keep the pool small.
    maxWorkers: 2,
    projects:
      process.env.TEND_QUICK === '1'
        ? [{ extends: true, test: { name: 'quick', include: standaloneSourceTests(), isolate: false } }]
        : [
            {
              extends: true,
              test: {
                name: 'unit',
                include: ['src/**/*.test.ts', 'emulator/**/*.test.ts'],
                // A worker per file cost ~0.4 s of start-up and a fresh transform of src/ and emulator/
                // each time, for ~170 files that hold no process-wide state between them (every file
                // passes with isolate off, run alone or together); the workers are reused instead.
                isolate: false,
              },
            },
            {
              extends: true,
              // End-to-end and trust files keep a worker each: they start servers, change process.env
              // and spawn the bundle, and a leak between them would hide a defect.
              test: { name: 'e2e', include: ['test/**/*.test.ts'] },
            },
          ],
  },
});
