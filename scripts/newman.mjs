#!/usr/bin/env node
/**
 * `npm run test:postman [bank URL]`: runs the bank's own Postman collection with Newman
 * (Postman's runner, its library API) against a running bank, with the environment the bank
 * serves: GET <url>/api/postman.json and GET <url>/api/postman-environment.json. The URL
 * defaults to http://localhost:3000; a sandbox is `http://localhost:3000/s/<name>`.
 * Prints Newman's report and exits 1 when a request fails or a test does not pass.
 *
 * The last folder of the collection resets the demo bank it runs against (admin sign-in),
 * so point it only at a bank that may be reset. `npm test` runs the same collection against
 * a freshly seeded bank of its own (src-server/rest/postman-newman.test.ts).
 */
import { createRequire } from 'node:module';

const newman = createRequire(import.meta.url)('newman');
const bank = (process.argv[2] ?? process.env.BANK_URL ?? 'http://localhost:3000').replace(
  /\/+$/,
  '',
);

/** Fetches one JSON document from the bank, or exits with a message saying why not. */
async function get(path) {
  const url = `${bank}${path}`;
  try {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
    return await res.json();
  } catch (error) {
    console.error(`Could not read ${url}: ${error.message}. Is the bank running?`);
    process.exit(1);
  }
}

const [collection, environment] = await Promise.all([
  get('/api/postman.json'),
  get('/api/postman-environment.json'),
]);
newman.run(
  { collection, environment, reporters: ['cli'], timeoutRequest: 10_000, timeout: 120_000 },
  (error, summary) => {
    if (error) {
      console.error(error);
      process.exit(1);
    }
    const { requests, assertions } = summary.run.stats;
    const failed = summary.run.failures.length > 0 || requests.failed > 0 || assertions.failed > 0;
    process.exit(failed ? 1 : 0);
  },
);
