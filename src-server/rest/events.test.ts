/**
 * The event stream over HTTP (GET /api/events): authentication, the events that follow a
 * transfer, an admin's status change and a notification, ids and resuming, the stream
 * limit, nothing from a rolled-back change, and the end of a revoked session.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadEnv } from '../env';
import { LedgerWriter } from '../ledger/writer';
import { DEFAULT_BRAND } from '../shared/brand';
import { createTestBank, ORIGIN, type TestBank } from '../test/bank';
import { assertMatchesContract } from '../test/contract';

interface SseEvent {
  id: string | null;
  event: string;
  data: unknown;
}

let bank: TestBank;
let streamApp: ReturnType<typeof createApp>;
let demo: string;
let admin: string;
const open: Reader[] = [];

beforeAll(async () => {
  bank = await createTestBank();
  // A second app over the same bank, with a short heartbeat; the changes go through the
  // test bank's own app, so this also shows the bus belongs to the database, not to an app.
  streamApp = createApp({
    db: bank.db,
    env: loadEnv({ DATABASE_PATH: ':memory:', SEED: 'demo' }),
    brand: DEFAULT_BRAND,
    ledger: new LedgerWriter(bank.db),
    eventHeartbeatMs: 40,
  });
  demo = await bank.login('demo');
  admin = await bank.login('admin');
});

afterEach(async () => {
  for (const reader of open.splice(0)) await reader.close();
});

/** Reads an SSE body item by item. */
class Reader {
  private buffer = '';
  private readonly decoder = new TextDecoder();
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  readonly comments: string[] = [];
  done = false;

  constructor(readonly res: Response) {
    this.reader = res.body!.getReader();
  }

  /** The next event (skipping comments and the retry field); null once the stream ended. */
  async next(timeoutMs = 2000): Promise<SseEvent | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = this.buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        const fields = new Map<string, string>();
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) this.comments.push(line);
          else {
            const at = line.indexOf(':');
            fields.set(line.slice(0, at), line.slice(at + 1).trimStart());
          }
        }
        if (!fields.has('data')) continue;
        return {
          id: fields.get('id') ?? null,
          event: fields.get('event') ?? 'message',
          data: JSON.parse(fields.get('data')!),
        };
      }
      if (this.done) return null;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('No event in time');
      const chunk = await Promise.race([
        this.reader.read(),
        new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), left)),
      ]);
      if (chunk === 'timeout') throw new Error('No event in time');
      if (chunk.done) this.done = true;
      else this.buffer += this.decoder.decode(chunk.value, { stream: true });
    }
  }

  /** Events until one matches `until` (included). */
  async collect(until: (e: SseEvent) => boolean): Promise<SseEvent[]> {
    const seen: SseEvent[] = [];
    for (;;) {
      const e = await this.next();
      if (!e) throw new Error(`Stream ended after ${JSON.stringify(seen)}`);
      seen.push(e);
      if (until(e)) return seen;
    }
  }

  async close(): Promise<void> {
    await this.reader.cancel().catch(() => undefined);
  }
}

/** Opens GET /api/events with `headers`; the answer is checked against the document. */
async function stream(headers: Record<string, string>): Promise<Response> {
  const res = await streamApp.request(`${ORIGIN}/api/events`, { headers });
  await assertMatchesContract('GET', '/api/events', res);
  return res;
}

async function listen(headers: Record<string, string>): Promise<Reader> {
  const res = await stream(headers);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = new Reader(res);
  open.push(reader);
  return reader;
}

const json = async <T>(res: Promise<Response>): Promise<T> => (await res).json() as Promise<T>;
const accountsOf = (cookie: string) =>
  json<{ id: number; accountType: string; balance: string; availableBalance: string }[]>(
    bank.call('GET', '/api/accounts', { cookie }),
  );

describe('GET /api/events', () => {
  it('needs a session or a valid token (401 JSON)', async () => {
    const none = await stream({});
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const bad = await stream({ Authorization: 'Bearer nope.nope' });
    expect(bad.status).toBe(401);
  });

  it('sends a transfer, balances and the unread count after an internal transfer, each with an id', async () => {
    const reader = await listen({ Cookie: demo });
    const [checking, savings] = await accountsOf(demo);
    const res = await bank.call('POST', '/api/transfers', {
      cookie: demo,
      body: {
        transferType: 'INTERNAL',
        fromAccountId: checking!.id,
        toAccountId: savings!.id,
        amount: '12.34',
      },
    });
    expect(res.status).toBe(201);
    const transfer = (await res.json()) as { id: number };
    const events = await reader.collect((e) => e.event === 'notification');
    for (const e of events) expect(e.id).toMatch(/^\d+$/);
    expect(events.find((e) => e.event === 'transfer')?.data).toEqual({
      id: transfer.id,
      status: 'COMPLETED',
    });
    const after = await accountsOf(demo);
    const balances = events.filter((e) => e.event === 'balance').map((e) => e.data);
    for (const account of after.filter((a) => a.id === checking!.id || a.id === savings!.id)) {
      expect(balances).toContainEqual({
        accountId: account.id,
        balance: account.balance,
        availableBalance: account.availableBalance,
      });
    }
    expect(events.at(-1)!.data).toEqual({ unreadCount: expect.any(Number) });
  });

  it('works with an API token, sends heartbeats, and reaches the customer when an admin completes a transfer', async () => {
    const token = await json<{ token: string }>(
      bank.call('POST', '/api/tokens', {
        cookie: demo,
        body: { name: 'events', scopes: ['read', 'transfer'], expiresInDays: 1 },
      }),
    );
    const bearer = { Authorization: `Bearer ${token.token}` };
    const reader = await listen(bearer);
    const adminReader = await listen({ Cookie: admin });
    const demoId = bank.userId('demo');
    await bank.call('POST', `/api/users/${demoId}/verify-pin`, {
      headers: bearer,
      body: { pin: '1234' },
    });
    const beneficiary = await json<{ id: number }>(
      bank.call('POST', '/api/beneficiaries', {
        cookie: demo,
        body: { name: 'Pat Payee', accountNumber: 'ACCT5678', bankName: 'Other Bank' },
      }),
    );
    const [checking] = await accountsOf(demo);
    const t = await json<{ id: number; status: string }>(
      bank.call('POST', '/api/transfers', {
        headers: bearer,
        body: {
          transferType: 'LOCAL',
          fromAccountId: checking!.id,
          beneficiaryId: beneficiary.id,
          amount: '25.00',
        },
      }),
    );
    expect(t.status).toBe('PENDING');
    const created = await reader.collect((e) => e.event === 'transfer');
    expect(created.at(-1)!.data).toEqual({ id: t.id, status: 'PENDING' });
    // The admin's queue hears about the customer's transfer too.
    const queued = await adminReader.collect((e) => e.event === 'transfer');
    expect(queued.at(-1)!.data).toEqual({ id: t.id, status: 'PENDING' });

    const done = await bank.call('PATCH', `/api/transfers/${t.id}/status`, {
      cookie: admin,
      body: { status: 'COMPLETED' },
    });
    expect(done.status).toBe(200);
    const events = await reader.collect(
      (e) => e.event === 'transfer' && (e.data as { status: string }).status === 'COMPLETED',
    );
    expect(events.at(-1)!.data).toEqual({ id: t.id, status: 'COMPLETED' });
    const balance = await reader.collect((e) => e.event === 'balance');
    const now = (await accountsOf(demo)).find((a) => a.id === checking!.id)!;
    expect(balance.at(-1)!.data).toEqual({
      accountId: checking!.id,
      balance: now.balance,
      availableBalance: now.availableBalance,
    });
    // Quiet for a while: heartbeats keep the connection open.
    const deadline = Date.now() + 1000;
    while (!reader.comments.includes(': heartbeat') && Date.now() < deadline) {
      await reader.next(deadline - Date.now()).catch(() => null);
    }
    expect(reader.comments).toContain(': heartbeat');
  });

  it('sends the new unread count when notifications are read', async () => {
    const reader = await listen({ Cookie: demo });
    await bank.call('POST', '/api/notifications/read-all', { cookie: demo });
    const [e] = await reader.collect((x) => x.event === 'notification');
    expect(e!.data).toEqual({ unreadCount: 0 });
  });

  it('resumes after Last-Event-ID with what was missed', async () => {
    const first = await listen({ Cookie: demo });
    const [checking, savings] = await accountsOf(demo);
    const move = (amount: string) =>
      bank.call('POST', '/api/transfers', {
        cookie: demo,
        body: {
          transferType: 'INTERNAL',
          fromAccountId: checking!.id,
          toAccountId: savings!.id,
          amount,
        },
      });
    await move('1.00');
    const seen = await first.collect((e) => e.event === 'notification');
    const lastId = seen.at(-1)!.id!;
    await first.close();
    // While no stream is open, another change happens.
    const missed = (await (await move('2.00')).json()) as { id: number };
    const again = await listen({ Cookie: demo, 'Last-Event-ID': lastId });
    const replayed = await again.collect((e) => e.event === 'notification');
    expect(replayed.find((e) => e.event === 'transfer')?.data).toEqual({
      id: missed.id,
      status: 'COMPLETED',
    });
    for (const e of replayed) expect(Number(e.id)).toBeGreaterThan(Number(lastId));
  });

  it('refuses a sixth open stream of one user with 429 JSON', async () => {
    const jane = await bank.login('jane');
    for (let i = 0; i < 5; i++) await listen({ Cookie: jane });
    const sixth = await stream({ Cookie: jane });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBeTruthy();
    const body = (await sixth.json()) as { message: string; code: string };
    expect(body.code).toBe('TOO_MANY_REQUESTS');
    expect(body.message).toMatch(/5 event streams/);
    // Closing one makes room again.
    await open.pop()!.close();
    await new Promise((r) => setTimeout(r, 20));
    expect((await listen({ Cookie: jane })).res.status).toBe(200);
  });

  it('publishes nothing for a change that rolled back', async () => {
    const reader = await listen({ Cookie: demo });
    const [checking, savings] = await accountsOf(demo);
    // Over the available balance: the transfer row is written, then the funds check fails.
    const refused = await bank.call('POST', '/api/transfers', {
      cookie: demo,
      body: {
        transferType: 'INTERNAL',
        fromAccountId: checking!.id,
        toAccountId: savings!.id,
        amount: '99999999.00',
      },
    });
    expect(refused.status).toBe(422);
    const ok = (await (
      await bank.call('POST', '/api/transfers', {
        cookie: demo,
        body: {
          transferType: 'INTERNAL',
          fromAccountId: checking!.id,
          toAccountId: savings!.id,
          amount: '3.00',
        },
      })
    ).json()) as { id: number };
    const events = await reader.collect((e) => e.event === 'notification');
    const transfers = events.filter((e) => e.event === 'transfer');
    expect(transfers.map((e) => e.data)).toEqual([{ id: ok.id, status: 'COMPLETED' }]);
    expect(events.filter((e) => e.event === 'balance')).toHaveLength(2);
  });

  it('ends a revoked session’s stream with a session event', async () => {
    const other = await bank.login('demo');
    const reader = await listen({ Cookie: other });
    const demoId = bank.userId('demo');
    const sessions = await json<{ id: string }[]>(
      bank.call('GET', `/api/users/${demoId}/sessions`, { cookie: demo }),
    );
    const target = sessions.find((s) => other.includes(s.id))!;
    await bank.call('DELETE', `/api/users/${demoId}/sessions/${target.id}`, { cookie: demo });
    const [ended] = await reader.collect((e) => e.event === 'session');
    expect(ended!.data).toEqual({ ended: true, reason: 'revoked' });
    expect(ended!.id).toMatch(/^\d+$/);
    expect(await reader.next()).toBeNull();
  });

  it('ends the stream with reason signed_out at sign-out', async () => {
    const other = await bank.login('demo');
    const reader = await listen({ Cookie: other });
    await bank.call('POST', '/api/auth/logout', { cookie: other });
    const [ended] = await reader.collect((e) => e.event === 'session');
    expect(ended!.data).toEqual({ ended: true, reason: 'signed_out' });
  });
});

describe('the events.stream subscription (tRPC over SSE)', () => {
  it('carries the same events with their ids, and ends with the session', async () => {
    const other = await bank.login('demo');
    const res = await streamApp.request(`${ORIGIN}/trpc/events.stream?input=%7B%7D`, {
      headers: { Cookie: other },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = new Reader(res);
    open.push(reader);
    await bank.call('POST', '/api/notifications/read-all', { cookie: other });
    const events = await reader.collect(
      (e) => (e.data as { type?: string } | null)?.type === 'notification',
    );
    const last = events.at(-1)!;
    expect(last.id).toMatch(/^\d+$/);
    expect(last.data).toEqual({ type: 'notification', data: { unreadCount: 0 } });
    await bank.call('POST', '/api/auth/logout', { cookie: other });
    const ended = await reader.collect(
      (e) => (e.data as { type?: string } | null)?.type === 'session',
    );
    expect(ended.at(-1)!.data).toEqual({
      type: 'session',
      data: { ended: true, reason: 'signed_out' },
    });
  });
});

describe('the end of a session on its stream', () => {
  it('says idle when the session timed out, found at a heartbeat', async () => {
    const other = await bank.login('demo');
    const reader = await listen({ Cookie: other });
    // Half an hour without a request: the next heartbeat finds the session timed out.
    const sessionId = other.split('=')[1]!.split('.')[0]!;
    bank.db.$client
      .prepare('update sessions set last_verified_at = ? where id = ?')
      .run(Date.now() - 31 * 60 * 1000, sessionId);
    const ended = (await reader.collect((e) => e.event === 'session')).at(-1);
    expect(ended!.data).toEqual({ ended: true, reason: 'idle' });
    expect((await bank.call('GET', '/api/auth/me', { cookie: other })).status).toBe(401);
  });

  it('says password_changed to the other sessions when the password changes', async () => {
    const here = await bank.login('jane');
    const elsewhere = await bank.login('jane');
    const mine = await listen({ Cookie: here });
    const theirs = await listen({ Cookie: elsewhere });
    const res = await bank.call('POST', `/api/users/${bank.userId('jane')}/password`, {
      cookie: here,
      body: { currentPassword: 'Demo-1234', newPassword: 'Violet-Harbor-Lantern-42' },
    });
    expect(res.status).toBe(200);
    const ended = (await theirs.collect((e) => e.event === 'session')).at(-1);
    expect(ended!.data).toEqual({ ended: true, reason: 'password_changed' });
    // The session that changed it stays, and hears the security notification.
    const [note] = await mine.collect((e) => e.event === 'notification');
    expect(note!.event).toBe('notification');
  });

  it("says credentials_reset when an admin resets the customer's password", async () => {
    const jane = await bank.login('jane', 'Violet-Harbor-Lantern-42');
    const stream = await listen({ Cookie: jane });
    const admin = await bank.login('admin');
    const res = await bank.call('POST', `/api/admin/users/${bank.userId('jane')}/password-reset`, {
      cookie: admin,
    });
    expect(res.status).toBe(200);
    const ended = (await stream.collect((e) => e.event === 'session')).at(-1);
    expect(ended!.data).toEqual({ ended: true, reason: 'credentials_reset' });
  });
});
