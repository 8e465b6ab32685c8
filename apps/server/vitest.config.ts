import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Server suites share the machine's PostgreSQL; one file at a time keeps them honest and lean.
    fileParallelism: false,
    testTimeout: 20000,
    hookTimeout: 30000,
  },
});
