import { defineConfig } from 'vitest/config';

// Unit and integration tests: each file gets a fresh in-memory bank (src-server/test/bank.ts).
export default defineConfig({
  test: {
    include: ['src-server/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
