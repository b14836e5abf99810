import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { alias } from './vite.alias.ts';

// Unit and integration tests: each server test file gets a fresh in-memory bank
// (src-server/test/bank.ts); the client's component tests (*.test.tsx) run in jsdom with
// the providers of src/test/render.tsx.
/**
 * Test files about what a process does on first use of something it then keeps (the Postman
 * collection is built once per process): they run in modules of their own, not after another
 * file of their worker has used it.
 */
const FIRST_USE = ['src-server/rest/postman.test.ts'];

export default defineConfig({
  resolve: { alias },
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Vitest's default is one worker fewer than the cores, so a 2-core machine ran one file at
    // a time; two there took the suite from about 23 to about 15 minutes, and sharing each
    // worker's module graph (`isolate: false` below) from about 10 to about 5.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          include: ['src-server/**/*.test.ts', 'src/**/*.test.ts', 'cli/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...FIRST_USE],
          environment: 'node',
          // Seeds the demo bank once; each test bank is a copy of it (src-server/test/bank.ts).
          globalSetup: ['src-server/test/global-setup.ts'],
          // A worker's files share one module graph: the server (router, OpenAPI document,
          // schemas) is imported once per worker, not once per file. Each file still builds its
          // own bank on its own database, restores what it spies on, and changes no
          // environment variable.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'node-first-use',
          include: FIRST_USE,
          environment: 'node',
          globalSetup: ['src-server/test/global-setup.ts'],
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
          // As in the node project: one module graph per worker (React, Mantine and the
          // screens imported once); setup.ts clears the DOM and the saved choices after each
          // test.
          isolate: false,
          testTimeout: 20_000,
        },
      },
    ],
  },
});
