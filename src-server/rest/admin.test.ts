/** The admin area over REST: authorization, users, accounts, transfers, lists, trainer tools. */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../ledger/verify';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
let admin: string;
let demo: string;
const json = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await res).json() as Promise<T>;
const cents = (s: string) => Number(s.replace('.', ''));

beforeAll(async () => {
  bank = await createTestBank();
  admin = await bank.login('admin');
  demo = await bank.login('demo');
});

describe('authorization of every admin path', () => {
  it('is 401 anonymous, 403 for a customer, and never 401/403 for an admin', async () => {
    const doc = await json<{ paths: Record<string, Record<string, unknown>> }>(
      bank.call('GET', '/api/openapi.json'),
    );
    const paths = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter(() => path.startsWith('/admin') || path === '/transfers/{id}/status')
        .map((m) => [m.toUpperCase(), path.replace(/\{[^}]+\}/g, '1')] as const),
    );
    expect(paths.length).toBeGreaterThanOrEqual(20);
    // A class with one student (id 1), so the class paths have something an admin may read.
    const made = await bank.call('POST', '/api/admin/classes', {
      cookie: admin,
      body: { name: 'Sweep', count: 1, prefix: 'sweep', openingDeposit: '0.00' },
    });
    expect(made.status).toBe(201);
    for (const [method, path] of paths) {
      if (path === '/admin/demo/reset') continue;
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      expect(
        (await bank.call(method, `/api${path}`, { body })).status,
        `${method} ${path} anonymous`,
      ).toBe(401);
      // Stored uploads answer a customer 404, as for a file that does not exist; their tests
      // (support-threads) fetch real documents as an admin.
      const upload = /\/(documents|images)\/1$/.test(path);
      expect(
        (await bank.call(method, `/api${path}`, { cookie: demo, body })).status,
        `${method} ${path} customer`,
      ).toBe(upload ? 404 : 403);
      if (method === 'GET' && !upload) {
        const res = await bank.call(method, `/api${path}`, { cookie: admin });
        expect(res.status, `${method} ${path} admin`).toBe(200);
        const text = await res.text();
        expect(text).not.toMatch(/argon2|pin_?hash/i);
        // The credentials sheet is the one answer meant to carry (generated) passwords; the
        // outbox carries the emails' texts, which speak of passwords (hashes stay out above).
        if (!path.endsWith('credentials.csv') && path !== '/admin/outbox') {
          expect(text).not.toMatch(/password/i);
        }
      }
    }
    const removed = await bank.call('DELETE', '/api/admin/classes/1', { cookie: admin });
    expect(await removed.json()).toMatchObject({ deleted: 1, closed: 0 });
  });
});

describe('users', () => {
  it('pages with limit and offset and searches', async () => {
    const first = await bank.call('GET', '/api/admin/users?limit=2&offset=0', { cookie: admin });
    // demo, jane, admin, 22 personas, 5 applicants waiting for a decision and the second admin.
    expect(first.headers.get('x-total-count')).toBe('31');
    expect((await first.json()).length).toBe(2);
    expect(
      await json<unknown[]>(
        bank.call('GET', '/api/admin/users?limit=2&offset=30', { cookie: admin }),
      ),
    ).toHaveLength(1);
    const found = await json<{ username: string }[]>(
      bank.call('GET', '/api/admin/users?search=cooper', { cookie: admin }),
    );
    expect(found.map((u) => u.username)).toEqual(['jane']);
  });

  it('edits inline fields and the verified flag', async () => {
    const id = bank.userId('jane');
    const user = await json<Record<string, unknown>>(
      bank.call('GET', `/api/admin/users/${id}`, { cookie: admin }),
    );
    const updated = await json<Record<string, unknown>>(
      bank.call('PATCH', `/api/admin/users/${id}`, {
        cookie: admin,
        body: { ...user, phone: '+1 555 000 1111', verified: 'false' },
      }),
    );
    expect(updated).toMatchObject({ phone: '+1 555 000 1111', verified: 'false' });
    await bank.call('PATCH', `/api/admin/users/${id}`, { cookie: admin, body: { verified: true } });
  });

  it('an admin cannot take away their own admin role; another admin can', async () => {
    const role = (id: number) =>
      (bank.db.$client.prepare('select role from users where id = ?').get(id) as { role: string })
        .role;
    const adminId = bank.userId('admin');
    const own = await bank.call('PATCH', `/api/admin/users/${adminId}`, {
      cookie: admin,
      body: { role: 'USER' },
    });
    expect(own.status).toBe(409);
    expect(await own.json()).toMatchObject({
      code: 'OWN_ROLE',
      message: 'You cannot remove your own admin role: ask another admin',
    });
    expect(role(adminId)).toBe('ADMIN');
    // Saving one's own profile with the role unchanged still works.
    const same = await bank.call('PATCH', `/api/admin/users/${adminId}`, {
      cookie: admin,
      body: { role: 'ADMIN', firstName: 'Avery' },
    });
    expect(same.status).toBe(200);

    const checkerId = bank.userId('checker');
    const other = await bank.call('PATCH', `/api/admin/users/${checkerId}`, {
      cookie: admin,
      body: { role: 'USER' },
    });
    expect(other.status).toBe(200);
    expect(role(checkerId)).toBe('USER');
    await bank.call('PATCH', `/api/admin/users/${checkerId}`, {
      cookie: admin,
      body: { role: 'ADMIN' },
    });
    expect(role(checkerId)).toBe('ADMIN');
  });
});

describe('accounts', () => {
  it('top-up posts a deposit from funding with a statement row and an audit entry', async () => {
    const [checking] = await json<{ id: number; balance: string }[]>(
      bank.call('GET', `/api/admin/users/${bank.userId('jane')}/accounts`, { cookie: admin }),
    );
    const after = await json<{ balance: string }>(
      bank.call('POST', `/api/admin/accounts/${checking!.id}/topup`, {
        cookie: admin,
        body: { amount: '250.00' },
      }),
    );
    expect(cents(after.balance)).toBe(cents(checking!.balance) + 25_000);
    const rows = await json<{ description: string; amount: string }[]>(
      bank.call('GET', `/api/transactions/${checking!.id}`, { cookie: admin }),
    );
    expect(rows.at(-1)).toMatchObject({ description: 'Deposit', amount: '250.00' });
    const audit = await json<{ action: string; targetId: string }[]>(
      bank.call('GET', '/api/admin/audit?action=ACCOUNT_TOPUP', { cookie: admin }),
    );
    expect(audit[0]).toMatchObject({ action: 'ACCOUNT_TOPUP', targetId: String(checking!.id) });
  });

  it('a balance edit posts an adjustment for the difference; closing needs a zero balance', async () => {
    const [, savings] = await json<{ id: number; balance: string }[]>(
      bank.call('GET', `/api/admin/users/${bank.userId('jane')}/accounts`, { cookie: admin }),
    );
    const edited = await json<{ balance: string }>(
      bank.call('PATCH', `/api/admin/accounts/${savings!.id}`, {
        cookie: admin,
        body: { balance: '100.00', reason: 'Training exercise' },
      }),
    );
    expect(edited.balance).toBe('100.00');
    const rows = await json<{ description: string; type: string }[]>(
      bank.call('GET', `/api/transactions/${savings!.id}`, { cookie: admin }),
    );
    expect(rows.at(-1)).toMatchObject({
      description: 'Adjustment - Training exercise',
      type: 'DEBIT',
    });
    expect(
      (await bank.call('DELETE', `/api/admin/accounts/${savings!.id}`, { cookie: admin })).status,
    ).toBe(422);
    await bank.call('PATCH', `/api/admin/accounts/${savings!.id}`, {
      cookie: admin,
      body: { balance: '0' },
    });
    expect(
      (await bank.call('DELETE', `/api/admin/accounts/${savings!.id}`, { cookie: admin })).status,
    ).toBe(200);
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });
});

describe('transfer status changes', () => {
  async function pendingLocal(amount: string) {
    const cookie = await bank.login('demo');
    const id = bank.userId('demo');
    await bank.call('POST', `/api/users/${id}/verify-pin`, { cookie, body: { pin: '1234' } });
    const b = await json<{ id: number }>(
      bank.call('POST', '/api/beneficiaries', {
        cookie,
        body: { name: 'P', accountNumber: 'ACCT1234', bankName: 'B' },
      }),
    );
    const [checking] = await json<{ id: number }[]>(bank.call('GET', '/api/accounts', { cookie }));
    return json<{ id: number; status: string }>(
      bank.call('POST', '/api/transfers', {
        cookie,
        body: { transferType: 'LOCAL', fromAccountId: checking!.id, beneficiaryId: b.id, amount },
      }),
    );
  }

  it('completing posts, failing reverses, each change recorded with a notification', async () => {
    const t = await pendingLocal('40.00');
    const set = (status: string) =>
      bank.call('PATCH', `/api/transfers/${t.id}/status`, { cookie: admin, body: { status } });
    expect((await set('DONE')).status).toBe(400);
    expect(await json(set('COMPLETED'))).toMatchObject({ status: 'COMPLETED' });
    expect(await json(set('FAILED'))).toMatchObject({ status: 'FAILED' });
    expect(await json(set('PENDING'))).toMatchObject({ status: 'PENDING' });
    const detail = await json<{
      history: { toStatus: string }[];
      user: { email: string };
      beneficiary: { name: string };
    }>(bank.call('GET', `/api/admin/transfers/${t.id}`, { cookie: admin }));
    expect(detail.history.map((h) => h.toStatus)).toEqual([
      'PENDING',
      'COMPLETED',
      'FAILED',
      'PENDING',
    ]);
    expect(detail.user.email).toBe('alex.morgan@example.com');
    expect(detail.beneficiary.name).toBe('P');
    const notes = await json<{ title: string }[]>(
      bank.call('GET', `/api/notifications/${bank.userId('demo')}`, { cookie: demo }),
    );
    expect(notes.slice(0, 3).map((n) => n.title)).toEqual([
      'Local transfer pending',
      'Local transfer failed',
      'Local transfer completed',
    ]);
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });

  it('keeps the books over random sequences of status changes (property)', async () => {
    const transfers = [await pendingLocal('10.00'), await pendingLocal('20.00')];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(1), fc.constantFrom('PENDING', 'COMPLETED', 'FAILED')), {
          maxLength: 12,
        }),
        async (steps) => {
          for (const [i, status] of steps) {
            const res = await bank.call('PATCH', `/api/transfers/${transfers[i]!.id}/status`, {
              cookie: admin,
              body: { status },
            });
            expect([200, 422]).toContain(res.status);
          }
          expect(verifyLedger(bank.db).violations).toEqual([]);
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe('closing a user and resetting the bank', () => {
  it('a closed user cannot sign in; their history stays in the transaction list', async () => {
    const janeId = bank.userId('jane');
    const [checking] = await json<{ id: number }[]>(
      bank.call('GET', `/api/admin/users/${janeId}/accounts`, { cookie: admin }),
    );
    expect(
      await json(bank.call('DELETE', `/api/admin/users/${janeId}`, { cookie: admin })),
    ).toEqual({ result: 'CLOSED' });
    expect(
      (
        await bank.call('POST', '/api/auth/login', {
          body: { username: 'jane', password: 'Demo-1234' },
        })
      ).status,
    ).toBe(401);
    const listed = await json<{ id: number }[]>(
      bank.call('GET', '/api/admin/users', { cookie: admin }),
    );
    expect(listed.map((u) => u.id)).not.toContain(janeId);
    const all = await json<{ id: number }[]>(
      bank.call('GET', '/api/admin/users?includeClosed=true', { cookie: admin }),
    );
    expect(all.map((u) => u.id)).toContain(janeId);
    const rows = await json<unknown[]>(
      bank.call('GET', `/api/admin/transactions?accountId=${checking!.id}&limit=100`, {
        cookie: admin,
      }),
    );
    expect(rows.length).toBeGreaterThan(10);
  });

  it("a closed user's account takes no new money; its balance is paid out, then it closes", async () => {
    const janeId = bank.userId('jane');
    const [checking] = await json<{ id: number; balance: string }[]>(
      bank.call('GET', `/api/admin/users/${janeId}/accounts`, { cookie: admin }),
    );
    const postings = () =>
      (bank.db.$client.prepare('select count(*) as n from postings').get() as { n: number }).n;
    const approvals = () =>
      (bank.db.$client.prepare('select count(*) as n from approvals').get() as { n: number }).n;
    const [posted, asked] = [postings(), approvals()];
    for (const amount of ['25.00', '20000.00']) {
      const res = await bank.call('POST', `/api/admin/accounts/${checking!.id}/topup`, {
        cookie: admin,
        body: { amount },
      });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({
        code: 'CUSTOMER_CLOSED',
        message:
          "This account's customer is closed, so it takes no new money: adjust its balance to pay it out, then close the account",
      });
    }
    expect([postings(), approvals()]).toEqual([posted, asked]);
    const paidOut = await bank.call('PATCH', `/api/admin/accounts/${checking!.id}`, {
      cookie: admin,
      body: { balance: '0.00', reason: 'Paid out at closing' },
    });
    expect(paidOut.status).toBe(200);
    // Jane's balance depends on the day of the seed (her salary lands on the 28th at noon), so
    // the payout may be above APPROVAL_ABOVE (default 10000.00): then a second admin approves it.
    const { pendingApproval } = (await paidOut.json()) as { pendingApproval?: { id: number } };
    if (cents(checking!.balance) > 1_000_000) {
      expect(pendingApproval).toBeDefined();
      const approved = await bank.call(
        'POST',
        `/api/admin/approvals/${pendingApproval!.id}/approve`,
        { cookie: await bank.login('checker') },
      );
      expect(approved.status).toBe(200);
    } else {
      expect(pendingApproval).toBeUndefined();
    }
    const closed = await bank.call('DELETE', `/api/admin/accounts/${checking!.id}`, {
      cookie: admin,
    });
    expect(closed.status).toBe(200);
  });

  it('reset brings back the seeded bank and keeps the trainer signed in', async () => {
    const res = await bank.call('POST', '/api/admin/demo/reset', { cookie: admin });
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('session='))!
      .split(';')[0]!;
    expect((await bank.call('GET', '/api/auth/me', { cookie })).status).toBe(200);
    expect(
      (
        await bank.call('POST', '/api/auth/login', {
          body: { username: 'jane', password: 'Demo-1234' },
        })
      ).status,
    ).toBe(200);
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });
});
