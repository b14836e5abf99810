/**
 * The benchmark's limit: durable INTERNAL transfers per second straight on better-sqlite3,
 * same schema, pragmas and ledger code, no HTTP. Prints JSON {unbatched, batched100}.
 * Usage: tsx scripts/bench-raw.ts <empty temp dir>
 */
import { join } from 'node:path';
import { openDatabase } from '../src-server/db/client';
import { seedDemo } from '../src-server/db/seed/demo';
import { atomically } from '../src-server/ledger/post';
import { createInternalTransfer } from '../src-server/services/transfers/create-internal';

const dir = process.argv[2];
if (!dir) throw new Error('Usage: tsx scripts/bench-raw.ts <dir>');
const db = openDatabase(join(dir, 'raw.db'));
await seedDemo(db);
const [checking, savings] = db.$client
  .prepare('select id from accounts where user_id = 1 order by id')
  .all() as { id: number }[];

function transfer(i: number) {
  const [from, to] = i % 2 ? [checking!.id, savings!.id] : [savings!.id, checking!.id];
  createInternalTransfer(db, { userId: 1, fromAccountId: from, toAccountId: to, amount: 1 });
}

function rate(seconds: number, batch: number): number {
  const end = performance.now() + seconds * 1000;
  let done = 0;
  const start = performance.now();
  while (performance.now() < end) {
    atomically(db, () => {
      for (let i = 0; i < batch; i++) transfer(done + i);
    });
    done += batch;
  }
  return Math.round(done / ((performance.now() - start) / 1000));
}

console.log(JSON.stringify({ unbatched: rate(3, 1), batched100: rate(3, 100) }));
db.$client.close();
