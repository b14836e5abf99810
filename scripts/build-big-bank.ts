/**
 * Builds a big bank for `npm run bench:scale`: the demo bank plus BIG_CUSTOMERS customers
 * (default 10,000, each with a CHECKING and a SAVINGS account funded by an opening deposit),
 * then BIG_POSTINGS customer postings in all (default 1,000,000), of which a tenth belong to
 * one heavy customer (`heavy`), the rest spread over the others. Every movement goes through
 * the bank's own code (`postJournal` for openings, `createInternalTransfer` for transfers:
 * the transfer row, two postings, statement rows, kept figures, audit, notification), one
 * transaction per batch of 1,000. Prints JSON {customers, postings, heavyPostings, seconds}.
 * Usage: tsx scripts/build-big-bank.ts <database file>
 */
import { openDatabase } from '../src-server/bank/open';
import { hashSeedSecrets, writeDemoSeed } from '../src-server/bank/seed/demo';
import { accounts, users } from '../src-server/db/schema';
import { atomically } from '../src-server/db/transaction';
import { postJournal } from '../src-server/ledger/post';
import { createInternalTransfer } from '../src-server/services/transfers/create-internal';

const file = process.argv[2];
if (!file) throw new Error('Usage: tsx scripts/build-big-bank.ts <database file>');
const CUSTOMERS = Number(process.env.BIG_CUSTOMERS ?? 10_000);
const POSTINGS = Number(process.env.BIG_POSTINGS ?? 1_000_000);
const HEAVY_SHARE = 0.1;
const BATCH = 1000;

const started = performance.now();
const db = openDatabase(file);
const secrets = await hashSeedSecrets();
writeDemoSeed(db, secrets, new Date());

interface Customer {
  id: number;
  checking: number;
  savings: number;
}

/** A verified customer with two accounts, each opened with a deposit of $10,000. */
function addCustomer(username: string, n: number): Customer {
  const user = db
    .insert(users)
    .values({
      username,
      password: secrets.customerPassword,
      firstName: 'Bench',
      lastName: `Customer ${n}`,
      email: `${username}@bench.example.com`,
      verified: true,
    })
    .returning({ id: users.id })
    .get();
  const ids = (['CHECKING', 'SAVINGS'] as const).map((type, k) => {
    const account = db
      .insert(accounts)
      .values({
        userId: user.id,
        accountType: type,
        accountNumber: `BN${String(n * 2 + k).padStart(12, '0')}`,
      })
      .returning({ id: accounts.id })
      .get();
    postJournal(db, {
      kind: 'OPENING_DEPOSIT',
      description: 'Opening deposit',
      lines: [
        { accountId: account.id, amount: 1_000_000, description: 'Opening deposit' },
        { ledger: 'FUNDING', amount: -1_000_000 },
      ],
      at: new Date(),
    });
    return account.id;
  });
  return { id: user.id, checking: ids[0]!, savings: ids[1]! };
}

const customers: Customer[] = [];
for (let start = 0; start < CUSTOMERS; start += BATCH) {
  atomically(db, () => {
    for (let n = start; n < Math.min(CUSTOMERS, start + BATCH); n++) {
      customers.push(addCustomer(n === 0 ? 'heavy' : `customer${n}`, n));
    }
  });
}

/** One cent back and forth between the customer's two accounts: two postings. */
function transfer(c: Customer, i: number): void {
  const [from, to] = i % 2 ? [c.savings, c.checking] : [c.checking, c.savings];
  createInternalTransfer(
    db,
    {
      userId: c.id,
      fromAccountId: from,
      toAccountId: to,
      amount: 1,
      description: `bench ${i}`,
    },
    undefined,
    new Date(),
  );
}

const openings = customers.length * 2;
const remaining = Math.max(0, POSTINGS - openings);
const heavyTransfers = Math.floor((POSTINGS * HEAVY_SHARE) / 2);
const otherTransfers = Math.max(0, Math.floor(remaining / 2) - heavyTransfers);
const heavy = customers[0]!;
const others = customers.slice(1);
// Interleaved, as a busy bank sees them: the heavy customer's transfers among everyone's.
const total = heavyTransfers + otherTransfers;
const heavyEvery = total / Math.max(1, heavyTransfers);
let done = 0;
let heavyDone = 0;
let otherDone = 0;
while (done < total) {
  atomically(db, () => {
    for (let k = 0; k < BATCH && done < total; k++, done++) {
      if (
        heavyDone < heavyTransfers &&
        (done >= heavyDone * heavyEvery || otherDone >= otherTransfers)
      ) {
        transfer(heavy, heavyDone++);
      } else {
        transfer(others[otherDone % others.length]!, otherDone++);
      }
    }
  });
  if (done % 50_000 < BATCH) console.error(`  ${done} of ${total} transfers`);
}
db.$client.pragma('wal_checkpoint(TRUNCATE)');
const postings = (db.$client.prepare('select count(*) as n from postings').get() as { n: number })
  .n;
db.$client.close();
console.log(
  JSON.stringify({
    customers: customers.length,
    postings,
    heavyPostings: heavyTransfers * 2 + 2,
    seconds: Math.round((performance.now() - started) / 1000),
  }),
);
