/**
 * Admin step-up and four eyes over REST: the guarded admin actions need a password (or code)
 * given in the last 5 minutes, renewed by POST /api/admin/step-up; top-ups and adjustments
 * above APPROVAL_ABOVE wait for a second admin, move nothing before, and move once after.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetSession } from '../auth/session';
import { decimalToCents } from '../shared/money';
import { createTestBank, type TestBank } from '../test/bank';

const SIX_MINUTES = 6 * 60 * 1000;

let bank: TestBank;
let admin: string;
let checker: string;
let accountId: number;

const json = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await res).json() as Promise<T>;

/** Makes the session behind `cookie` look signed in (and stepped up) six minutes ago. */
function ageSession(cookie: string): void {
  const id = cookie.split('=')[1]!.split('.')[0]!;
  const at = Date.now() - SIX_MINUTES;
  bank.db.$client
    .prepare('update sessions set created_at = ?, admin_step_up_at = null where id = ?')
    .run(at, id);
  // Written behind the services' back: the session cache must read the row again.
  forgetSession(bank.db, id);
}

/** The posted balance of the test account, in cents, read from the database. */
const balance = () =>
  (
    bank.db.$client.prepare('select balance from accounts where id = ?').get(accountId) as {
      balance: number;
    }
  ).balance;

const topUp = (cookie: string, amount: string) =>
  bank.call('POST', `/api/admin/accounts/${accountId}/topup`, { cookie, body: { amount } });

beforeEach(async () => {
  bank = await createTestBank();
  admin = await bank.login('admin');
  checker = await bank.login('checker');
  const accounts = await json<{ id: number }[]>(
    bank.call('GET', `/api/admin/users/${bank.userId('demo')}/accounts`, { cookie: admin }),
  );
  accountId = accounts[0]!.id;
});

describe('admin step-up', () => {
  it('asks for a step-up before an opening deposit, refuses one above APPROVAL_ABOVE, and lets empty accounts open', async () => {
    const demoId = bank.userId('demo');
    const count = (sql: string) => (bank.db.$client.prepare(sql).get() as { n: number }).n;
    const accounts = () => count('select count(*) as n from accounts');
    const people = () => count('select count(*) as n from users');
    const openFor = (cookie: string, openingDeposit: string) =>
      bank.call('POST', `/api/admin/users/${demoId}/accounts`, {
        cookie,
        body: { accountType: 'SAVINGS', openingDeposit },
      });
    const newCustomer = (cookie: string, openingDeposit: string, username: string) =>
      bank.call('POST', '/api/admin/users', {
        cookie,
        body: {
          name: 'Ada Lovelace',
          email: `${username}@example.org`,
          username,
          accounts: [{ type: 'CHECKING', openingDeposit }],
        },
      });
    const newClass = (cookie: string, openingDeposit: string, prefix: string) =>
      bank.call('POST', '/api/admin/classes', {
        cookie,
        body: { name: `Class ${prefix}`, count: 1, prefix, openingDeposit },
      });

    const [opened, people0] = [accounts(), people()];
    for (const res of [
      await openFor(admin, '10000.01'),
      await newCustomer(admin, '1000000.00', 'mint'),
      await newClass(admin, '10000.01', 'mint'),
    ]) {
      expect(res.status).toBe(422);
      const body = await res.json();
      expect(body.code).toBe('APPROVAL_REQUIRED');
      expect(body.message).toContain('top it up');
    }
    expect([accounts(), people()]).toEqual([opened, people0]);
    expect((await openFor(admin, '10000.00')).status).toBe(201);

    ageSession(admin);
    const [opened1, people1] = [accounts(), people()];
    for (const res of [
      await openFor(admin, '1.00'),
      await newCustomer(admin, '5.00', 'late'),
      await newClass(admin, '5.00', 'late'),
    ]) {
      expect(res.status).toBe(403);
      expect((await res.json()).code).toBe('STEP_UP_REQUIRED');
    }
    expect([accounts(), people()]).toEqual([opened1, people1]);
    // An empty account moves no money, so it needs no fresh password.
    expect((await openFor(admin, '0.00')).status).toBe(201);
    expect((await newCustomer(admin, '0.00', 'empty')).status).toBe(201);
  });

  it('refuses guarded actions 5 minutes after sign-in with STEP_UP_REQUIRED, and moves nothing', async () => {
    ageSession(admin);
    const before = balance();
    const demoId = bank.userId('demo');
    const janeId = bank.userId('jane');
    const refusals = [
      await topUp(admin, '10.00'),
      await bank.call('PATCH', `/api/admin/accounts/${accountId}`, {
        cookie: admin,
        body: { balance: '1.00' },
      }),
      await bank.call('PATCH', `/api/admin/users/${janeId}`, {
        cookie: admin,
        body: { role: 'ADMIN' },
      }),
      await bank.call('DELETE', `/api/admin/users/${demoId}`, { cookie: admin }),
      await bank.call('POST', '/api/admin/demo/reset', { cookie: admin }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(403);
      expect((await res.json()).code).toBe('STEP_UP_REQUIRED');
    }
    expect(balance()).toBe(before);
    const jane = bank.db.$client
      .prepare('select role, closed_at from users where id = ?')
      .get(janeId) as { role: string };
    expect(jane.role).toBe('USER');
    // Unguarded edits still work: saving a user with the same role needs no step-up.
    const same = await bank.call('PATCH', `/api/admin/users/${janeId}`, {
      cookie: admin,
      body: { role: 'USER', firstName: 'Jane' },
    });
    expect(same.status).toBe(200);
  });

  it('allows them again after the password is given, and refuses a wrong password', async () => {
    ageSession(admin);
    const wrong = await bank.call('POST', '/api/admin/step-up', {
      cookie: admin,
      body: { password: 'not-the-password' },
    });
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).code).toBe('STEP_UP_FAILED');
    expect((await topUp(admin, '10.00')).status).toBe(403);

    const ok = await bank.call('POST', '/api/admin/step-up', {
      cookie: admin,
      body: { password: 'Admin-1234' },
    });
    expect(ok.status).toBe(200);
    const { verifiedUntil } = await ok.json();
    expect(Date.parse(verifiedUntil) - Date.now()).toBeGreaterThan(4 * 60 * 1000);
    const before = balance();
    expect((await topUp(admin, '10.00')).status).toBe(200);
    expect(balance()).toBe(before + 1000);
    const audit = bank.db.$client
      .prepare("select action from audit_log where action like 'ADMIN_STEP_UP%' order by id")
      .all() as { action: string }[];
    expect(audit.map((a) => a.action)).toEqual(['ADMIN_STEP_UP_REFUSED', 'ADMIN_STEP_UP']);
  });

  it('throttles wrong step-up passwords (429 after 5)', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await bank.call('POST', '/api/admin/step-up', {
        cookie: admin,
        body: { password: `wrong-${i}` },
      });
      expect(res.status).toBe(403);
    }
    const throttled = await bank.call('POST', '/api/admin/step-up', {
      cookie: admin,
      body: { password: 'Admin-1234' },
    });
    expect(throttled.status).toBe(429);
  });

  it('asks for exactly one of password and code', async () => {
    const none = await bank.call('POST', '/api/admin/step-up', { cookie: admin, body: {} });
    expect(none.status).toBe(400);
    const customer = await bank.login('demo');
    const refused = await bank.call('POST', '/api/admin/step-up', {
      cookie: customer,
      body: { password: 'Demo-1234' },
    });
    expect(refused.status).toBe(403);
  });
});

describe('four eyes above APPROVAL_ABOVE', () => {
  type Approval = { id: number; status: string; makerId: number; checkerId: number | null };

  it('stores a large top-up as PENDING_APPROVAL and moves nothing; the maker cannot approve', async () => {
    const before = balance();
    const res = await topUp(admin, '10000.01');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.pendingApproval.status).toBe('PENDING_APPROVAL');
    expect(decimalToCents(body.balance)).toBe(before);
    expect(balance()).toBe(before);

    const own = await bank.call('POST', `/api/admin/approvals/${body.pendingApproval.id}/approve`, {
      cookie: admin,
    });
    expect(own.status).toBe(403);
    expect((await own.json()).code).toBe('MAKER_CANNOT_APPROVE');
    const ownReject = await bank.call(
      'POST',
      `/api/admin/approvals/${body.pendingApproval.id}/reject`,
      { cookie: admin },
    );
    expect(ownReject.status).toBe(403);
    expect(balance()).toBe(before);

    const pending = await json<Approval[]>(
      bank.call('GET', '/api/admin/approvals?status=PENDING_APPROVAL', { cookie: checker }),
    );
    expect(pending.map((a) => a.id)).toEqual([body.pendingApproval.id]);
  });

  it('moves the money exactly once when a second admin approves; approving again is 409', async () => {
    const before = balance();
    const { pendingApproval } = await json<{ pendingApproval: { id: number } }>(
      topUp(admin, '12000.00'),
    );
    const approved = await bank.call('POST', `/api/admin/approvals/${pendingApproval.id}/approve`, {
      cookie: checker,
    });
    expect(approved.status).toBe(200);
    const decided = (await approved.json()) as Approval;
    expect(decided).toMatchObject({ status: 'APPROVED', checkerId: bank.userId('checker') });
    expect(balance()).toBe(before + 1_200_000);

    const again = await bank.call('POST', `/api/admin/approvals/${pendingApproval.id}/approve`, {
      cookie: checker,
    });
    expect(again.status).toBe(409);
    const reject = await bank.call('POST', `/api/admin/approvals/${pendingApproval.id}/reject`, {
      cookie: checker,
    });
    expect(reject.status).toBe(409);
    expect(balance()).toBe(before + 1_200_000);

    const actions = bank.db.$client
      .prepare(
        "select action, actor_id as actorId from audit_log where action like 'APPROVAL_%' or action = 'ACCOUNT_TOPUP' order by id",
      )
      .all();
    expect(actions).toEqual([
      { action: 'APPROVAL_REQUESTED', actorId: bank.userId('admin') },
      { action: 'ACCOUNT_TOPUP', actorId: bank.userId('admin') },
      { action: 'APPROVAL_APPROVED', actorId: bank.userId('checker') },
    ]);
  });

  it('a large balance adjustment waits too; rejecting it moves nothing', async () => {
    const before = balance();
    const target = before + 2_000_000;
    const res = await bank.call('PATCH', `/api/admin/accounts/${accountId}`, {
      cookie: admin,
      body: { balance: (target / 100).toFixed(2), reason: 'Large correction' },
    });
    expect(res.status).toBe(200);
    const { pendingApproval } = await res.json();
    expect(balance()).toBe(before);
    const rejected = await json<Approval>(
      bank.call('POST', `/api/admin/approvals/${pendingApproval.id}/reject`, { cookie: checker }),
    );
    expect(rejected.status).toBe('REJECTED');
    expect(balance()).toBe(before);
    const afterReject = await bank.call(
      'POST',
      `/api/admin/approvals/${pendingApproval.id}/approve`,
      { cookie: checker },
    );
    expect(afterReject.status).toBe(409);
    expect(balance()).toBe(before);
  });

  it('an approved adjustment posts its difference once', async () => {
    const before = balance();
    const res = await bank.call('PATCH', `/api/admin/accounts/${accountId}`, {
      cookie: admin,
      body: { balance: ((before + 1_500_000) / 100).toFixed(2) },
    });
    const { pendingApproval } = await res.json();
    const approved = await bank.call('POST', `/api/admin/approvals/${pendingApproval.id}/approve`, {
      cookie: checker,
    });
    expect(approved.status).toBe(200);
    expect(balance()).toBe(before + 1_500_000);
  });

  it('at or below the threshold the movement runs at once, with no approval', async () => {
    const before = balance();
    const res = await topUp(admin, '10000.00');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.pendingApproval).toBeUndefined();
    expect(balance()).toBe(before + 1_000_000);
    const all = await json<Approval[]>(bank.call('GET', '/api/admin/approvals', { cookie: admin }));
    expect(all).toEqual([]);
  });

  it('follows APPROVAL_ABOVE from the environment', async () => {
    bank = await createTestBank('demo', { APPROVAL_ABOVE: '5.00' });
    admin = await bank.login('admin');
    const before = balance();
    const res = await json<{ pendingApproval?: unknown }>(topUp(admin, '5.01'));
    expect(res.pendingApproval).toBeDefined();
    expect(balance()).toBe(before);
  });
});
