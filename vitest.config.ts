import { defineConfig } from 'vitest/config';
import { alias } from './vite.alias';

// Unit and integration tests: each file gets a fresh in-memory bank (src-server/test/bank.ts).
export default defineConfig({
  resolve: { alias },
  test: {
    include: ['src-server/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
