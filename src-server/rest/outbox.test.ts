/**
 * The outbox over REST: which events write messages, each preference toggle, the admin and
 * customer lists, and KEPT delivery without SMTP.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outboxMessages } from '../db/schema';
import { messageStatementReady } from '../services/outbox/messages';
import { queueMessage } from '../services/outbox/queue';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;

beforeAll(async () => {
  bank = await createTestBank();
});

interface Msg {
  id: number;
  channel: string;
  userId: number;
  to: string;
  kind: string;
  status: string;
  body: string;
}

const kindsOf = (userId: number) =>
  bank.db
    .select({ kind: outboxMessages.kind, channel: outboxMessages.channel })
    .from(outboxMessages)
    .where(eq(outboxMessages.userId, userId))
    .all()
    .map((m) => `${m.channel}:${m.kind}`);

async function setPrefs(cookie: string, userId: number, prefs: Record<string, boolean>) {
  const res = await bank.call('PUT', `/api/users/${userId}/notification-preferences`, {
    cookie,
    body: { transactions: true, security: true, statements: true, marketing: false, ...prefs },
  });
  expect(res.status).toBe(200);
}

describe('messages from security events', () => {
  it('a sign-in from a new browser, a PIN change and a password change each write mail, KEPT without SMTP', async () => {
    const id = bank.userId('priya');
    const cookie = await bank.login('priya');
    expect(kindsOf(id)).toEqual(['EMAIL:SIGN_IN_NEW_DEVICE', 'SMS:SIGN_IN_NEW_DEVICE']);
    // The same browser again is not new.
    await bank.login('priya');
    expect(kindsOf(id)).toHaveLength(2);
    expect(
      (
        await bank.call('POST', `/api/users/${id}/pin`, {
          cookie,
          body: { pin: '4321', currentPassword: 'Demo-1234' },
        })
      ).status,
    ).toBe(200);
    const changed = await bank.call('POST', `/api/users/${id}/password`, {
      cookie,
      body: { currentPassword: 'Demo-1234', newPassword: 'Violet-Harbor-Lantern-42' },
    });
    expect(changed.status).toBe(200);
    expect(kindsOf(id)).toEqual([
      'EMAIL:SIGN_IN_NEW_DEVICE',
      'SMS:SIGN_IN_NEW_DEVICE',
      'EMAIL:PIN_CHANGED',
      'SMS:PIN_CHANGED',
      'EMAIL:PASSWORD_CHANGED',
    ]);
    const rows = bank.db.select().from(outboxMessages).where(eq(outboxMessages.userId, id)).all();
    expect(rows.every((r) => r.status === 'KEPT' && r.attempts === 0)).toBe(true);
    expect(rows[0]!.to).toBe('priya.shah@example.com');
    // The time reads as a person writes it, never as a machine's ISO stamp.
    expect(rows[0]!.body).toMatch(/ at \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\./);
    expect(rows[0]!.body).not.toMatch(/T\d{2}:\d{2}/);
  });

  it('the security preference off stops sign-in, PIN and password mail; on again lets it through', async () => {
    const id = bank.userId('marcus');
    const cookie = await bank.login('marcus');
    const before = kindsOf(id).length;
    await setPrefs(cookie, id, { security: false });
    await bank.call('POST', `/api/users/${id}/pin`, {
      cookie,
      body: { pin: '1111', currentPassword: 'Demo-1234' },
    });
    await bank.call('POST', '/api/auth/login', {
      body: { username: 'marcus', password: 'Demo-1234' },
      headers: { 'User-Agent': 'Firefox/140 (X11; Linux)' },
    });
    await bank.call('POST', `/api/users/${id}/password`, {
      cookie,
      body: { currentPassword: 'Demo-1234', newPassword: 'Violet-Harbor-Lantern-42' },
    });
    expect(kindsOf(id)).toHaveLength(before);
    await setPrefs(cookie, id, { security: true });
    await bank.call('POST', `/api/users/${id}/pin`, {
      cookie,
      body: { pin: '2222', currentPin: '1111' },
    });
    expect(kindsOf(id).slice(before)).toEqual(['EMAIL:PIN_CHANGED', 'SMS:PIN_CHANGED']);
  });

  it('the statements preference decides statement notices; marketing off stops marketing mail', async () => {
    const id = bank.userId('elena');
    const cookie = await bank.login('elena');
    const before = kindsOf(id).length;
    await setPrefs(cookie, id, { statements: false });
    messageStatementReady(bank.db, id, 'May 2025');
    expect(kindsOf(id)).toHaveLength(before);
    await setPrefs(cookie, id, { statements: true });
    messageStatementReady(bank.db, id, 'May 2025');
    expect(kindsOf(id).slice(before)).toEqual(['EMAIL:STATEMENT_READY']);
    const marketing = { userId: id, kind: 'OFFER', category: 'marketing' as const };
    const text = { subject: 'An offer', body: 'A better rate' };
    expect(queueMessage(bank.db, { ...marketing, ...text })).toBe(0);
    await setPrefs(cookie, id, { marketing: true });
    expect(queueMessage(bank.db, { ...marketing, ...text })).toBe(1);
  });
});

describe('the outbox lists', () => {
  it('a customer reads only their own messages, paged newest first with a total', async () => {
    const id = bank.userId('priya');
    const cookie = await bank.login('priya', 'Violet-Harbor-Lantern-42');
    const res = await bank.call('GET', '/api/messages?limit=2', { cookie });
    expect(res.status).toBe(200);
    const page = (await res.json()) as Msg[];
    expect(page).toHaveLength(2);
    expect(page.every((m) => m.userId === id)).toBe(true);
    expect(page[0]!.id).toBeGreaterThan(page[1]!.id);
    expect(Number(res.headers.get('X-Total-Count'))).toBe(kindsOf(id).length);
    const next = res.headers.get('Link')?.match(/<([^>]+)>/)?.[1];
    expect(next).toMatch(/^\/api\/messages\?.*cursor=/);
    const rest = (await (await bank.call('GET', next!, { cookie })).json()) as Msg[];
    expect(rest[0]!.id).toBeLessThan(page[1]!.id);
  });

  it('admins read every message and filter by user and channel; customers are refused', async () => {
    const admin = await bank.login('admin');
    const all = await bank.call('GET', '/api/admin/outbox?limit=100', { cookie: admin });
    expect(all.status).toBe(200);
    const users = new Set(((await all.json()) as Msg[]).map((m) => m.userId));
    expect(users.size).toBeGreaterThan(2);
    const id = bank.userId('priya');
    const sms = (await (
      await bank.call('GET', `/api/admin/outbox?userId=${id}&channel=SMS`, { cookie: admin })
    ).json()) as Msg[];
    expect(sms.length).toBeGreaterThan(0);
    expect(sms.every((m) => m.userId === id && m.channel === 'SMS')).toBe(true);
    const jane = await bank.login('jane');
    expect((await bank.call('GET', '/api/admin/outbox', { cookie: jane })).status).toBe(403);
    expect((await bank.call('GET', '/api/messages')).status).toBe(401);
  });
});

describe('announcements', () => {
  it('reach exactly the customers whose marketing preference is on, and are audit-logged', async () => {
    const admin = await bank.login('admin');
    const optedIn = bank.userId('jane');
    const optedOut = bank.userId('demo');
    await setPrefs(await bank.login('jane'), optedIn, { marketing: true });
    await setPrefs(await bank.login('demo'), optedOut, { marketing: false });
    const announcementsOf = (userId: number) =>
      kindsOf(userId).filter((k) => k === 'EMAIL:ANNOUNCEMENT');

    const res = await bank.call('POST', '/api/admin/outbox/announcements', {
      cookie: admin,
      body: { subject: 'New: savings goals', body: 'Set a goal on any savings account.' },
    });
    expect(res.status).toBe(201);
    const sent = (await res.json()) as { recipients: number; queued: number };
    expect(sent.recipients).toBeGreaterThanOrEqual(1);
    expect(sent.queued).toBe(sent.recipients);
    expect(announcementsOf(optedIn)).toEqual(['EMAIL:ANNOUNCEMENT']);
    expect(announcementsOf(optedOut)).toEqual([]);
    const logged = bank.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'ANNOUNCEMENT_SENT'))
      .all();
    expect(logged).toHaveLength(1);

    const customer = await bank.call('POST', '/api/admin/outbox/announcements', {
      cookie: await bank.login('jane'),
      body: { subject: 'x', body: 'y' },
    });
    expect(customer.status).toBe(403);
    const empty = await bank.call('POST', '/api/admin/outbox/announcements', {
      cookie: admin,
      body: { subject: ' ', body: 'y' },
    });
    expect(empty.status).toBe(400);
  });
});
