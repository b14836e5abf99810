// Browser journeys: builds the bank, then runs Playwright against the built server in the
// system Chromium (never a downloaded browser). Without Chromium the journeys are skipped
// with a clear line, except in CI, where a missing browser is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const chromium =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);
if (!chromium) {
  if (process.env.CI) {
    console.error('Browser journeys need Chromium (apt-get install chromium); none was found.');
    process.exit(1);
  }
  console.log(
    "SKIPPED browser journeys: no Chromium found (install Debian's chromium to run them).",
  );
  process.exit(0);
}

const run = (cmd, args, env = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npm', ['run', 'build']);

const port = await new Promise((resolve) => {
  const server = createServer();
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});

const dir = mkdtempSync(join(tmpdir(), 'bank-e2e-'));
const database = join(dir, 'bank.db');
run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  E2E_PORT: String(port),
  E2E_DATABASE: database,
  CHROMIUM_PATH: chromium,
});
// The books must still balance after everything the journeys did.
run('npm', ['run', '--silent', 'ledger:verify'], { DATABASE_PATH: database });
rmSync(dir, { recursive: true, force: true });
