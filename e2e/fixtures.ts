/**
 * The journeys' `test`: Playwright's, with one automatic check added to every test. The
 * bank's Content-Security-Policy has no 'unsafe-inline'; a style or script the policy blocks
 * shows nothing wrong on the page but logs a "Content Security Policy" error in the console.
 * Every page of the test (the default context's, and those of contexts or pages the test
 * opens itself from `browser`) is watched, and the test fails if any such error was logged.
 *
 * Each worker drives its own built bank (`bank-server.ts`): `bank` is that worker's server,
 * and `baseURL` points at it, so journeys of different workers never share a bank.
 */
import {
  type Browser,
  type BrowserContext,
  test as base,
  type ConsoleMessage,
  expect,
} from '@playwright/test';
import { type BankServer, runBankServer } from './bank-server';

export * from '@playwright/test';

/** Chromium's console wording for anything the policy refused (style, script, frame…). */
const isCspViolation = (message: ConsoleMessage) =>
  message.type() === 'error' && /Content Security Policy/i.test(message.text());

/** Collects the CSP errors of every page a context opens. */
function watch(context: BrowserContext, violations: string[]) {
  context.on('console', (message) => {
    if (isCspViolation(message)) {
      violations.push(`${message.location().url || 'page'}: ${message.text()}`);
    }
  });
}

/**
 * Playwright's `test` with the worker's own bank (`bank`, and `baseURL` set to it) and the
 * automatic `cspViolations` fixture: the CSP errors logged during the test, asserted empty
 * when it ends.
 */
export const test = base.extend<{ cspViolations: string[] }, { bank: BankServer }>({
  bank: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's arguments.
    async ({}, use) => runBankServer(use),
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ bank }, use) => use(bank.origin),
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      watch(context, violations);
      // Contexts and pages a test opens from `browser` (two users side by side) are watched too.
      const { newContext, newPage } = browser;
      const patched = browser as Browser;
      patched.newContext = async (...args) => {
        const opened = await newContext.apply(browser, args);
        watch(opened, violations);
        return opened;
      };
      patched.newPage = async (...args) => {
        const opened = await newPage.apply(browser, args);
        watch(opened.context(), violations);
        return opened;
      };
      try {
        await use(violations);
      } finally {
        patched.newContext = newContext;
        patched.newPage = newPage;
      }
      expect(violations, 'Content Security Policy errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});
