/**
 * Publishing after commit, through the bus of one bank: nothing is heard before the commit,
 * a rolled-back savepoint of a group-commit batch publishes nothing while its neighbour does,
 * and two banks in one process hear only their own events.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { atomically } from '../db/transaction';
import { LedgerWriter } from '../ledger/writer';
import { notify } from '../services/notifications/notify';
import { createTestBank, type TestBank } from '../test/bank';
import { eventBusOf, type StampedEvent } from './bus';

let bank: TestBank;

beforeAll(async () => {
  bank = await createTestBank();
});

/** Listens on `bank`'s bus as `username`; returns what arrives. */
function listen(on: TestBank, username: string): StampedEvent[] {
  const heard: StampedEvent[] = [];
  eventBusOf(on.db).subscribe(
    {
      userId: on.userId(username),
      sessionId: `test-${username}-${Math.random()}`,
      admin: false,
      deliver: (e) => heard.push(e),
      end: () => undefined,
    },
    null,
  );
  return heard;
}

const note = {
  type: 'SECURITY' as const,
  title: 'Hello',
  message: 'A test notification',
  at: new Date(),
};

describe('events after commit', () => {
  it('waits for the outermost transaction to commit', () => {
    const heard = listen(bank, 'demo');
    atomically(bank.db, () => {
      atomically(bank.db, () => notify(bank.db, bank.userId('demo'), note));
      expect(heard).toEqual([]);
    });
    expect(heard.map((e) => e.type)).toEqual(['notification']);
  });

  it('drops the events of a batch job that rolled back, and publishes its neighbour’s', async () => {
    const demo = listen(bank, 'demo');
    const jane = listen(bank, 'jane');
    const writer = new LedgerWriter(bank.db);
    const failed = writer.run(() => {
      notify(bank.db, bank.userId('demo'), note);
      throw new Error('this movement fails');
    });
    const done = writer.run(() => notify(bank.db, bank.userId('jane'), note));
    await expect(failed).rejects.toThrow('this movement fails');
    await done;
    expect(demo).toEqual([]);
    expect(jane.map((e) => e.type)).toEqual(['notification']);
  });

  it('keeps two banks apart', async () => {
    const other = await createTestBank();
    const here = listen(bank, 'demo');
    const there = listen(other, 'demo');
    notify(other.db, other.userId('demo'), note);
    expect(here).toEqual([]);
    expect(there.map((e) => e.type)).toEqual(['notification']);
  });
});
