// Browser journeys: builds the bank, then runs Playwright against the built server in the
// system Chromium (never a downloaded browser). Without Chromium the journeys are skipped
// with a clear line, except in CI, where a missing browser is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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

// Each Playwright worker starts its own built bank on a port the system picks, with a fresh
// database, and checks its books with ledger:verify when it stops (e2e/bank-server.ts).
run('npx', ['playwright', 'test', ...process.argv.slice(2)], { CHROMIUM_PATH: chromium });
