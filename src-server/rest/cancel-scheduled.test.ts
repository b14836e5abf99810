/**
 * Cancelling a scheduled transfer over REST (each answer checked against the OpenAPI
 * document): only the customer's own SCHEDULED transfer, before its day; it moves no money,
 * close of business then never runs it, and nothing else can be cancelled or set by hand.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eventBusOf, type StampedEvent } from '../events/bus';
import { verifyLedger } from '../ledger/verify';
import { decimalToCents } from '../shared/money';
import { createTestBank, type TestBank } from '../test/bank';
import { interestSince, statementMark } from '../test/interest';

let bank: TestBank;
let demo: string;
let jane: string;
let admin: string;
type Account = { id: number; accountType: string; balance: string; availableBalance: string };
type Transfer = { id: number; status: string; scheduledDate: string | null };

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  bank = await createTestBank();
  demo = await bank.login('demo');
  jane = await bank.login('jane');
  admin = await bank.login('admin');
});

async function accounts() {
  const list = (await (
    await bank.call('GET', '/api/accounts', { cookie: demo })
  ).json()) as Account[];
  return {
    checking: list.find((a) => a.accountType === 'CHECKING')!,
    savings: list.find((a) => a.accountType === 'SAVINGS')!,
  };
}

async function today() {
  const res = await bank.call('GET', '/api/admin/clock', { cookie: admin });
  return ((await res.json()) as { date: string }).date;
}

/** Demo's INTERNAL transfer of `amount` from checking to savings, sent on `day` (now without). */
async function transfer(amount: string, day?: string): Promise<Transfer> {
  const { checking, savings } = await accounts();
  const res = await bank.call('POST', '/api/transfers', {
    cookie: demo,
    body: {
      fromAccountId: checking.id,
      toAccountId: savings.id,
      amount,
      transferType: 'INTERNAL',
      ...(day ? { scheduledDate: day } : {}),
    },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Transfer;
}

const cancel = (id: number, cookie = demo, headers: Record<string, string> = {}) =>
  bank.call('POST', `/api/transfers/${id}/cancel`, { cookie, headers });

describe('POST /api/transfers/{id}/cancel', () => {
  it('cancels the customer’s scheduled transfer: no money moves, then or on its day, and it says so', async () => {
    const tomorrow = nextDay(await today());
    const before = await accounts();
    const scheduled = await transfer('25.00', tomorrow);
    expect(scheduled).toMatchObject({ status: 'SCHEDULED', scheduledDate: tomorrow });

    // Another customer's cancel finds nothing, and changes nothing.
    expect((await cancel(scheduled.id, jane)).status).toBe(404);
    const heard: StampedEvent[] = [];
    eventBusOf(bank.db).subscribe(
      {
        userId: bank.userId('demo'),
        sessionId: 'test-cancel-listener',
        admin: false,
        deliver: (e) => heard.push(e),
        end: () => undefined,
      },
      null,
    );
    const res = await cancel(scheduled.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: scheduled.id, status: 'CANCELLED' });
    // The customer's other windows (and webhooks) hear of it.
    expect(heard.filter((e) => e.type === 'transfer').map((e) => e.data)).toEqual([
      { id: scheduled.id, status: 'CANCELLED' },
    ]);
    const again = await cancel(scheduled.id);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      'Only a scheduled transfer can be cancelled, before its day: this one is CANCELLED',
    );

    const notes = (await (
      await bank.call('GET', `/api/notifications/${bank.userId('demo')}`, { cookie: demo })
    ).json()) as { title: string; message: string }[];
    expect(notes[0]).toMatchObject({
      title: 'Transfer cancelled',
      message: `The transfer of $25.00 due on ${tomorrow} was cancelled: it will not be sent.`,
    });

    // Close of business of its day does not run it.
    const mark = statementMark(bank.db);
    const advanced = await bank.call('POST', '/api/admin/clock/advance', {
      cookie: admin,
      body: { until: nextDay(tomorrow) },
    });
    expect(advanced.status).toBe(200);
    const after = await accounts();
    expect(after.checking.balance).toBe(before.checking.balance);
    // Closing a month's last day also credits savings interest.
    expect(
      decimalToCents(after.savings.balance) - interestSince(bank.db, after.savings.id, mark),
    ).toBe(decimalToCents(before.savings.balance));
    const detail = await bank.call('GET', `/api/admin/transfers/${scheduled.id}`, {
      cookie: admin,
    });
    const shown = (await detail.json()) as {
      status: string;
      history: { fromStatus: string | null; toStatus: string; note: string | null }[];
    };
    expect(shown.status).toBe('CANCELLED');
    expect(shown.history.map((h) => [h.fromStatus, h.toStatus, h.note])).toContainEqual([
      'SCHEDULED',
      'CANCELLED',
      'Cancelled by the customer',
    ]);
    // An admin does not bring it back by hand.
    const revived = await bank.call('PATCH', `/api/transfers/${scheduled.id}/status`, {
      cookie: admin,
      body: { status: 'COMPLETED' },
    });
    expect(revived.status).toBe(409);
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });

  it('refuses a transfer that already ran, and a token without the transfer scope', async () => {
    const made = await transfer('1.00');
    expect(made.status).toBe('COMPLETED');
    const ran = await cancel(made.id);
    expect(ran.status).toBe(409);

    const scheduled = await transfer('2.00', nextDay(await today()));
    const minted = await bank.call('POST', '/api/tokens', {
      cookie: demo,
      body: { name: 'read only', scopes: ['read'], expiresInDays: 1 },
    });
    const { token } = (await minted.json()) as { token: string };
    const refused = await cancel(scheduled.id, '', { Authorization: `Bearer ${token}` });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('TOKEN_SCOPE');
    const listed = (await (
      await bank.call('GET', `/api/transfers/${bank.userId('demo')}`, { cookie: demo })
    ).json()) as Transfer[];
    expect(listed.find((t) => t.id === scheduled.id)?.status).toBe('SCHEDULED');
  });
});
