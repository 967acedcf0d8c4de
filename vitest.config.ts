import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'emulator/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 30_000,
    // Two cores: e2e tests spawn node and git processes; keep the pool small.
    maxWorkers: 2,
  },
});
