import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

// Run through `npm run test:e2e` (scripts/e2e.mjs), which builds the bank first. Each worker
// starts its own built bank on a port the system picks, with a fresh demo database
// (`e2e/bank-server.ts`).
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-dev-shm-usage',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // One journey at a time per bank; one bank per core (E2E_WORKERS to choose).
  workers: Number(process.env.E2E_WORKERS ?? Math.max(2, availableParallelism())),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: { trace: 'off', screenshot: 'only-on-failure' },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions } },
  ],
});
