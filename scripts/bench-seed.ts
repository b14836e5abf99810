/**
 * Part of `npm run bench`: how long the demo seed takes. Hashes the demo secrets once
 * (argon2id, three hashes side by side), then writes the demo bank into fresh in-memory
 * databases five times and prints, as the last line, JSON
 * `{hashMs, seedMedianMs, seedMaxMs, rows}` (milliseconds; rows = statement rows written).
 */
import { openDatabase } from '../src-server/bank/open';
import { hashSeedSecrets, writeDemoSeed } from '../src-server/bank/seed/demo';

const hashStarted = performance.now();
const secrets = await hashSeedSecrets();
const hashMs = Math.round(performance.now() - hashStarted);
const times: number[] = [];
let rows = 0;
for (let i = 0; i < 5; i++) {
  const db = openDatabase(':memory:');
  const started = performance.now();
  writeDemoSeed(db, secrets, new Date());
  times.push(performance.now() - started);
  rows = (db.$client.prepare('select count(*) as n from transactions').get() as { n: number }).n;
  db.$client.close();
}
times.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    hashMs,
    seedMedianMs: Math.round(times[2]!),
    seedMaxMs: Math.round(times[4]!),
    rows,
  }),
);
