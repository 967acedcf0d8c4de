import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 90_000,
    hookTimeout: 30_000,
    // Two cores: e2e tests spawn node and git processes; keep the pool small.
    maxWorkers: 2,
    projects: [
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
