/**
 * Part of `npm run bench`: how long advancing the business clock 30 days takes on the demo
 * bank (a database file, as in production): close of business for each day passed, every
 * step in its own durable transaction. Prints, as the last line, JSON
 * `{advance30Ms, days, stepsPerDay}` (the median of three fresh banks, milliseconds).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src-server/bank/open';
import { hashSeedSecrets, writeDemoSeed } from '../src-server/bank/seed/demo';
import { advanceClock } from '../src-server/cob/advance';
import { COB_STEPS } from '../src-server/cob/close-of-business';

const secrets = await hashSeedSecrets();
const work = mkdtempSync(join(tmpdir(), 'bank-cob-'));
const times: number[] = [];
for (let i = 0; i < 3; i++) {
  const db = openDatabase(join(work, `bank-${i}.db`));
  writeDemoSeed(db, secrets, new Date());
  const admin = db.$client.prepare("select id from users where role = 'ADMIN' limit 1").get() as {
    id: number;
  };
  const started = performance.now();
  await advanceClock(db, admin.id, { days: 30 });
  times.push(performance.now() - started);
  db.$client.close();
}
rmSync(work, { recursive: true, force: true });
times.sort((a, b) => a - b);
console.log(
  JSON.stringify({ advance30Ms: Math.round(times[1]!), days: 30, stepsPerDay: COB_STEPS.length }),
);
