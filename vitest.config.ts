import { defineConfig } from 'vitest/config';
import { alias } from './vite.alias.ts';

// Unit and integration tests: each server test file gets a fresh in-memory bank
// (src-server/test/bank.ts); the client's component tests (*.test.tsx) run in jsdom with
// the providers of src/test/render.tsx.
export default defineConfig({
  resolve: { alias },
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          include: ['src-server/**/*.test.ts', 'src/**/*.test.ts', 'cli/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
