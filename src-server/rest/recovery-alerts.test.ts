/**
 * Transfer alerts through the outbox (the transactions preference and the alert amount), the
 * admin outbox's status filter, and the reset link's answer time for unknown logins.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, outboxMessages, users } from '../db/schema';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;

beforeAll(async () => {
  bank = await createTestBank();
});

const alertsOf = (userId: number) =>
  bank.db
    .select({ channel: outboxMessages.channel, subject: outboxMessages.subject })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.userId, userId), eq(outboxMessages.kind, 'TRANSFER_ALERT')))
    .all();

async function setTransactions(cookie: string, userId: number, on: boolean) {
  const res = await bank.call('PUT', `/api/users/${userId}/notification-preferences`, {
    cookie,
    body: { transactions: on, security: true, statements: true, marketing: false },
  });
  expect(res.status).toBe(200);
}

/** Two of the user's accounts, the first holding the most money. */
function twoAccounts(userId: number) {
  const rows = bank.db
    .select({ id: accounts.id, balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .all()
    .sort((a, b) => b.balance - a.balance);
  expect(rows.length).toBeGreaterThanOrEqual(2);
  return { from: rows[0]!.id, to: rows[1]!.id };
}

const move = (cookie: string, from: number, to: number, amount: string) =>
  bank.call('POST', '/api/transfers', {
    cookie,
    body: { fromAccountId: from, toAccountId: to, amount, transferType: 'INTERNAL' },
  });

describe('transfer alerts', () => {
  it('a transfer at or over the alert amount writes an alert only while the transactions preference is on', async () => {
    const id = bank.userId('jane');
    const cookie = await bank.login('jane');
    const { from, to } = twoAccounts(id);
    // Under the default $1,000.00: no alert.
    expect((await move(cookie, from, to, '999.99')).status).toBe(201);
    expect(alertsOf(id)).toHaveLength(0);
    // Off: no alert even over the amount.
    await setTransactions(cookie, id, false);
    expect((await move(cookie, from, to, '1000.00')).status).toBe(201);
    expect(alertsOf(id)).toHaveLength(0);
    // On: the alert is written.
    await setTransactions(cookie, id, true);
    expect((await move(cookie, from, to, '1000.00')).status).toBe(201);
    const alerts = alertsOf(id);
    expect(alerts.filter((a) => a.channel === 'EMAIL')).toEqual([
      { channel: 'EMAIL', subject: 'Transfer alert: $1,000.00' },
    ]);
  });

  it("follows the customer's own alert amount", async () => {
    const id = bank.userId('jane');
    const cookie = await bank.login('jane');
    const { from, to } = twoAccounts(id);
    const before = alertsOf(id).length;
    bank.db.update(users).set({ transferAlertCents: 5_000 }).where(eq(users.id, id)).run();
    expect((await move(cookie, from, to, '50.00')).status).toBe(201);
    expect(alertsOf(id).length).toBeGreaterThan(before);
    expect(alertsOf(id).at(-1)!.subject).toBe('Transfer alert: $50.00');
  });
});

describe('the admin outbox', () => {
  it('filters by delivery status', async () => {
    const admin = await bank.login('admin');
    const kept = await bank.call('GET', '/api/admin/outbox?status=KEPT&limit=100', {
      cookie: admin,
    });
    expect(kept.status).toBe(200);
    const rows = (await kept.json()) as { status: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 'KEPT')).toBe(true);
    const sent = await bank.call('GET', '/api/admin/outbox?status=SENT', { cookie: admin });
    expect(await sent.json()).toEqual([]);
    expect(
      (await bank.call('GET', '/api/admin/outbox?status=LOST', { cookie: admin })).status,
    ).toBe(400);
  });

  it('each filter is served by its index, newest first without a sort', () => {
    for (const [column, value, index] of [
      ['status', 'KEPT', 'outbox_status_created_idx'],
      ['channel', 'SMS', 'outbox_channel_created_idx'],
    ] as const) {
      const plan = bank.db.$client
        .prepare(
          `explain query plan select * from outbox_messages where ${column} = ? order by created_at desc, id desc limit 26`,
        )
        .all(value) as { detail: string }[];
      const text = plan.map((p) => p.detail).join('\n');
      expect(text).toContain(index);
      expect(text).not.toMatch(/TEMP B-TREE/);
    }
  });
});

describe('reset requests', () => {
  it('a reset link goes even with every preference off; the security preference decides the "password changed" mail', async () => {
    const id = bank.userId('nina');
    const cookie = await bank.login('nina');
    const off = { transactions: false, security: false, statements: false, marketing: false };
    const put = (body: typeof off) =>
      bank.call('PUT', `/api/users/${id}/notification-preferences`, { cookie, body });
    expect((await put(off)).status).toBe(200);
    const kinds = () =>
      bank.db
        .select({ kind: outboxMessages.kind, body: outboxMessages.body })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.userId, id), eq(outboxMessages.channel, 'EMAIL')))
        .all();
    const before = kinds().length;
    expect(
      (await bank.call('POST', '/api/auth/password-reset', { body: { login: 'nina' } })).status,
    ).toBe(202);
    const mailed = kinds().slice(before);
    expect(mailed.map((m) => m.kind)).toEqual(['PASSWORD_RESET']);
    const token = mailed[0]!.body.match(/reset-password\?token=([A-Za-z0-9_-]+)/)![1]!;
    const confirm = await bank.call('POST', '/api/auth/password-reset/confirm', {
      body: { token, password: 'Violet-Harbor-Lantern-42' },
    });
    expect(confirm.status).toBe(200);
    // Security off: no "password changed" mail.
    expect(
      kinds()
        .slice(before)
        .map((m) => m.kind),
    ).toEqual(['PASSWORD_RESET']);

    // Security on: the next reset's confirmation is mailed.
    const again = await bank.login('nina', 'Violet-Harbor-Lantern-42');
    const put2 = await bank.call('PUT', `/api/users/${id}/notification-preferences`, {
      cookie: again,
      body: { ...off, security: true },
    });
    expect(put2.status).toBe(200);
    await bank.call('POST', '/api/auth/password-reset', { body: { login: 'nina' } });
    const second = kinds().at(-1)!;
    const token2 = second.body.match(/reset-password\?token=([A-Za-z0-9_-]+)/)![1]!;
    await bank.call('POST', '/api/auth/password-reset/confirm', {
      body: { token: token2, password: 'Violet-Harbor-Lantern-43' },
    });
    expect(kinds().at(-1)!.kind).toBe('PASSWORD_RESET_DONE');
  });

  it('take about as long for an unknown login as for a real one', async () => {
    // A bank of its own: fresh throttles for the eleven requests below.
    const own = await createTestBank();
    const time = async (login: string) => {
      const start = performance.now();
      const res = await own.call('POST', '/api/auth/password-reset', { body: { login } });
      expect(res.status).toBe(202);
      return performance.now() - start;
    };
    // Warm up the code paths, then compare the medians of five requests each (each login
    // once, under its throttle), taken in turn so that a pause of the machine cannot tilt one
    // side alone.
    await time('warm-up-login');
    const known = ['demo', 'hannah', 'liam', 'jane', 'nina'];
    const unknown = ['nobody-1', 'nobody-2', 'nobody-3', 'nobody-4', 'nobody-5'];
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[2]!;
    const k: number[] = [];
    const u: number[] = [];
    for (let i = 0; i < known.length; i += 1) {
      k.push(await time(known[i]!));
      u.push(await time(unknown[i]!));
    }
    // No early return for an unknown login: its answer is not markedly faster.
    expect(median(u)).toBeGreaterThan(median(k) * 0.3);
  });
});
