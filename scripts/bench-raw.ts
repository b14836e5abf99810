/**
 * The benchmark's limit: durable INTERNAL transfers per second straight on better-sqlite3,
 * same schema, pragmas and ledger code, no HTTP. Prints JSON {unbatched, batched100,
 * batched100CpuUs} (CPU microseconds per transfer at 100 per commit).
 * Usage: tsx scripts/bench-raw.ts <empty temp dir>
 */
import { join } from 'node:path';
import { openDatabase } from '../src-server/bank/open';
import { seedDemo } from '../src-server/bank/seed/demo';
import { atomically } from '../src-server/db/transaction';
import { createInternalTransfer } from '../src-server/services/transfers/create-internal';

const dir = process.argv[2];
if (!dir) throw new Error('Usage: tsx scripts/bench-raw.ts <dir>');
const db = openDatabase(join(dir, 'raw.db'));
await seedDemo(db, new Date());
const [checking, savings] = db.$client
  .prepare('select id from accounts where user_id = 1 order by id')
  .all() as { id: number }[];

function transfer(i: number) {
  const [from, to] = i % 2 ? [checking!.id, savings!.id] : [savings!.id, checking!.id];
  createInternalTransfer(
    db,
    { userId: 1, fromAccountId: from, toAccountId: to, amount: 1 },
    undefined,
    new Date(),
  );
}

/** Transfers per second and CPU microseconds per transfer, `batch` transfers per commit. */
function rate(seconds: number, batch: number): { perSecond: number; cpuUs: number } {
  const end = performance.now() + seconds * 1000;
  let done = 0;
  const start = performance.now();
  const cpu = process.cpuUsage();
  while (performance.now() < end) {
    atomically(db, () => {
      for (let i = 0; i < batch; i++) transfer(done + i);
    });
    done += batch;
  }
  const used = process.cpuUsage(cpu);
  return {
    perSecond: Math.round(done / ((performance.now() - start) / 1000)),
    cpuUs: Math.round((used.user + used.system) / done),
  };
}

const unbatched = rate(3, 1);
const batched = rate(3, 100);
console.log(
  JSON.stringify({
    unbatched: unbatched.perSecond,
    batched100: batched.perSecond,
    batched100CpuUs: batched.cpuUs,
  }),
);
db.$client.close();
