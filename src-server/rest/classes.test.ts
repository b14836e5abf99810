/**
 * Classes over REST: creating a class of students, the credentials sheet (CSV), a student's
 * first sign-in, resetting the class to its opening state and deleting it, with the ledger
 * verified after each step; and sign-in throttling for a classroom behind one address.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { clientAddress } from '../auth/throttle';
import { verifyLedger } from '../ledger/verify';
import { studentUsernames } from '../services/admin/classes';
import { createTestBank, type TestBank } from '../test/bank';

/** The sheet's rows (its values hold no commas, quotes or line breaks, so a split is enough). */
function parse(text: string, _options: { columns: true }): Credential[] {
  const [header, ...lines] = text.trimEnd().split('\n');
  expect(header).toBe('username,password,name');
  return lines.map((line) => {
    const [username = '', password = '', name = ''] = line.split(',');
    return { username, password, name };
  });
}

const json = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await res).json() as Promise<T>;

interface Credential {
  username: string;
  password: string;
  name: string;
}
interface ClassAnswer {
  class: { id: number; name: string; students: number; openingDeposit: string };
  credentials: Credential[];
}

/** Signs in over REST (optionally from an address); answers status, body and cookie. */
async function signIn(bank: TestBank, username: string, password: string, forwardedFor?: string) {
  const res = await bank.call('POST', '/api/auth/login', {
    body: { username, password },
    headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {},
  });
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('session='))
    ?.split(';')[0];
  return { status: res.status, body: await res.json(), cookie: cookie ?? '' };
}

const balances = async (bank: TestBank, cookie: string) =>
  (
    await json<{ accountType: string; balance: string }[]>(
      bank.call('GET', '/api/accounts', { cookie }),
    )
  ).map((a) => [a.accountType, a.balance]);

const funding = (bank: TestBank) =>
  (
    bank.db.$client.prepare("select balance from ledger_accounts where code = 'FUNDING'").get() as {
      balance: number;
    }
  ).balance;

describe('a class', () => {
  let bank: TestBank;
  let admin: string;
  let made: ClassAnswer;
  let fundingBefore: number;

  beforeAll(async () => {
    bank = await createTestBank();
    admin = await bank.login('admin');
  });

  it('is created in one call: 30 students with checking and savings, fast', async () => {
    fundingBefore = funding(bank);
    const started = performance.now();
    const res = await bank.call('POST', '/api/admin/classes', {
      cookie: admin,
      body: { name: 'Monday QA', count: 30, prefix: 'student', openingDeposit: '1000.00' },
    });
    const took = performance.now() - started;
    expect(res.status).toBe(201);
    made = await json<ClassAnswer>(res);
    // Hashing 30 passwords in parallel on a small shared machine: a few seconds at most.
    expect(took).toBeLessThan(15_000);
    expect(made.class).toMatchObject({
      name: 'Monday QA',
      students: 30,
      openingDeposit: '1000.00',
    });
    expect(made.credentials.map((c) => c.username)).toEqual(studentUsernames('student', 30));
    expect(made.credentials[0]).toMatchObject({ username: 'student01', name: 'Student 01' });
    expect(made.credentials.at(-1)?.username).toBe('student30');
    expect(new Set(made.credentials.map((c) => c.password)).size).toBe(30);
    expect(funding(bank)).toBe(fundingBefore - 30 * 100_000);
    expect(verifyLedger(bank.db).violations).toEqual([]);

    const list = await bank.call('GET', '/api/admin/classes', { cookie: admin });
    expect(list.headers.get('x-total-count')).toBe('1');
    expect(await list.json()).toMatchObject([{ id: made.class.id, students: 30 }]);
    const detail = await json<{
      studentList: { username: string; initialCredentialsActive: boolean }[];
    }>(bank.call('GET', `/api/admin/classes/${made.class.id}`, { cookie: admin }));
    expect(detail.studentList).toHaveLength(30);
    expect(detail.studentList.every((s) => s.initialCredentialsActive)).toBe(true);
  });

  it("shows the trainer which student's sign-in is locked, until an admin unlocks it", async () => {
    const lockedOf = async () =>
      (
        await json<{ studentList: { username: string; signInLocked: boolean }[] }>(
          bank.call('GET', `/api/admin/classes/${made.class.id}`, { cookie: admin }),
        )
      ).studentList
        .filter((s) => s.signInLocked)
        .map((s) => s.username);
    expect(await lockedOf()).toEqual([]);
    for (let i = 0; i < 5; i++) {
      const res = await bank.call('POST', '/api/auth/login', {
        body: { username: 'student07', password: 'Not-The-Password-1' },
      });
      expect(res.status).toBe(401);
    }
    expect(await lockedOf()).toEqual(['student07']);
    const studentId = bank.userId('student07');
    const unlock = await bank.call('POST', `/api/admin/users/${studentId}/unlock`, {
      cookie: admin,
    });
    expect(unlock.status).toBe(200);
    expect(await lockedOf()).toEqual([]);
  });

  it('refuses a prefix whose usernames are taken (409) and bad input (400)', async () => {
    const again = await bank.call('POST', '/api/admin/classes', {
      cookie: admin,
      body: { name: 'Again', count: 2, prefix: 'student', openingDeposit: '0.00' },
    });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toMatch(/student01, student02/);
    for (const body of [
      { name: 'Zero', count: 0, prefix: 'zero' },
      { name: 'Too many', count: 501, prefix: 'many' },
      { name: 'Bad prefix', count: 2, prefix: '1abc' },
      { name: 'Bad money', count: 2, prefix: 'money', openingDeposit: '1.001' },
      { name: '', count: 2, prefix: 'noname' },
    ]) {
      const res = await bank.call('POST', '/api/admin/classes', { cookie: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await bank.call('GET', '/api/admin/classes/999/credentials.csv', { cookie: admin })).status,
    ).toBe(404);
  });

  it('gives the credentials sheet as CSV; a student signs in with it and must change the password', async () => {
    const res = await bank.call('GET', `/api/admin/classes/${made.class.id}/credentials.csv`, {
      cookie: admin,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(text.split('\n')[0]).toBe('username,password,name');
    const rows = parse(text, { columns: true }) as Credential[];
    expect(rows).toEqual(made.credentials);

    const student = rows[6]!;
    const first = await signIn(bank, student.username, student.password);
    expect(first.body).toMatchObject({ passwordChangeRequired: true });
    expect((await bank.call('GET', '/api/accounts', { cookie: first.cookie })).status).toBe(403);
    const me = await json<{ id: number }>(
      bank.call('GET', '/api/auth/me', { cookie: first.cookie }),
    );
    await bank.call('POST', `/api/users/${me.id}/password`, {
      cookie: first.cookie,
      body: { currentPassword: student.password, newPassword: 'Violet-Harbor-Lantern-42' },
    });
    expect(await balances(bank, first.cookie)).toEqual([
      ['CHECKING', '1000.00'],
      ['SAVINGS', '0.00'],
    ]);
    // The sheet no longer carries a password the student replaced.
    const after = parse(
      await (
        await bank.call('GET', `/api/admin/classes/${made.class.id}/credentials.csv`, {
          cookie: admin,
        })
      ).text(),
      { columns: true },
    ) as Credential[];
    expect(after[6]).toEqual({ ...student, password: '' });
    expect(after[5]).toEqual(rows[5]);
    // Customers may not read it.
    expect(
      (
        await bank.call('GET', `/api/admin/classes/${made.class.id}/credentials.csv`, {
          cookie: first.cookie,
        })
      ).status,
    ).toBe(403);
    expect(
      (await bank.call('GET', `/api/admin/classes/${made.class.id}/credentials.csv`)).status,
    ).toBe(401);
  });

  it('resets to the opening state through adjusting entries, with new passwords', async () => {
    const student = made.credentials[6]!;
    const cookie = (await signIn(bank, student.username, 'Violet-Harbor-Lantern-42')).cookie;
    const accounts = await json<{ id: number; accountType: string }[]>(
      bank.call('GET', '/api/accounts', { cookie }),
    );
    const [checking, savings] = accounts;
    const moved = await bank.call('POST', '/api/transfers', {
      cookie,
      body: {
        transferType: 'INTERNAL',
        fromAccountId: checking!.id,
        toAccountId: savings!.id,
        amount: '125.50',
      },
    });
    expect(moved.status).toBe(201);
    const opened = await bank.call(
      'POST',
      `/api/admin/users/${bank.userId(student.username)}/accounts`,
      {
        cookie: admin,
        body: { accountType: 'SAVINGS', openingDeposit: '5.00' },
      },
    );
    expect(opened.status).toBe(201);
    const postingsBefore = bank.db.$client.prepare('select count(*) n from postings').get();

    const res = await bank.call('POST', `/api/admin/classes/${made.class.id}/reset`, {
      cookie: admin,
    });
    expect(res.status).toBe(200);
    const reset = await json<ClassAnswer>(res);
    expect(reset.credentials).toHaveLength(30);
    expect(reset.credentials[6]!.password).not.toBe(student.password);
    expect((await bank.call('GET', '/api/accounts', { cookie })).status).toBe(401);
    expect((await signIn(bank, student.username, 'Violet-Harbor-Lantern-42')).status).toBe(401);
    const back = await signIn(bank, student.username, reset.credentials[6]!.password);
    expect(back.body).toMatchObject({ passwordChangeRequired: true });
    await bank.call('POST', `/api/users/${(back.body as { id: number }).id}/password`, {
      cookie: back.cookie,
      body: {
        currentPassword: reset.credentials[6]!.password,
        newPassword: 'Copper-Meadow-Falcon-17',
      },
    });
    expect(await balances(bank, back.cookie)).toEqual([
      ['CHECKING', '1000.00'],
      ['SAVINGS', '0.00'],
    ]);
    // Postings are added, never edited: the statement shows the transfer and the reset.
    const rows = await json<{ description: string; amount: string; type: string }[]>(
      bank.call('GET', `/api/transactions/${savings!.id}`, { cookie: back.cookie }),
    );
    expect(rows.at(-1)).toMatchObject({
      description: 'Adjustment - class reset',
      amount: '125.50',
      type: 'DEBIT',
    });
    expect(
      (bank.db.$client.prepare('select count(*) n from postings').get() as { n: number }).n,
    ).toBeGreaterThan((postingsBefore as { n: number }).n);
    // The sheet has the new passwords (but not the one the student replaced since).
    const sheet = parse(
      await (
        await bank.call('GET', `/api/admin/classes/${made.class.id}/credentials.csv`, {
          cookie: admin,
        })
      ).text(),
      { columns: true },
    ) as Credential[];
    expect(sheet[5]).toEqual(reset.credentials[5]);
    expect(sheet[6]!.password).toBe('');
    expect(funding(bank)).toBe(fundingBefore - 30 * 100_000);
    expect(verifyLedger(bank.db).violations).toEqual([]);
  });

  it('is deleted with every balance returned through the ledger, its usernames freed', async () => {
    const res = await bank.call('DELETE', `/api/admin/classes/${made.class.id}`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: 0, closed: 30, returned: '30000.00' });
    expect(funding(bank)).toBe(fundingBefore);
    expect(verifyLedger(bank.db).violations).toEqual([]);
    expect((await signIn(bank, 'student01', made.credentials[0]!.password)).status).toBe(401);
    expect(
      (await bank.call('GET', `/api/admin/classes/${made.class.id}`, { cookie: admin })).status,
    ).toBe(404);
    const audit = await json<{ action: string }[]>(
      bank.call('GET', '/api/admin/audit?targetType=class', { cookie: admin }),
    );
    expect(audit.map((a) => a.action)).toEqual(['CLASS_DELETED', 'CLASS_RESET', 'CLASS_CREATED']);
    // The same prefix works again; a class without deposits leaves no history and is deleted.
    const again = await json<ClassAnswer>(
      bank.call('POST', '/api/admin/classes', {
        cookie: admin,
        body: { name: 'Tuesday QA', count: 2, prefix: 'student', openingDeposit: '0.00' },
      }),
    );
    expect(again.credentials.map((c) => c.username)).toEqual(['student01', 'student02']);
    expect(
      await json(bank.call('DELETE', `/api/admin/classes/${again.class.id}`, { cookie: admin })),
    ).toEqual({ deleted: 2, closed: 0, returned: '0.00' });
  });

  it('numbers students with more digits past 99', () => {
    expect(studentUsernames('s', 9)).toEqual(
      ['01', '02', '03', '04', '05', '06', '07', '08', '09'].map((n) => `s${n}`),
    );
    const big = studentUsernames('s', 120);
    expect([big[0], big[98], big[119]]).toEqual(['s001', 's099', 's120']);
  });
});

describe('sign-in throttling for a classroom', () => {
  it('reads the right-most X-Forwarded-For entry only when the proxy is trusted', () => {
    expect(clientAddress('10.0.0.9', '1.2.3.4, 203.0.113.7', true)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.9', '1.2.3.4, 203.0.113.7', false)).toBe('10.0.0.9');
    expect(clientAddress('10.0.0.9', undefined, true)).toBe('10.0.0.9');
    expect(clientAddress(undefined, ' , ', true)).toBeNull();
  });

  it('thirty students behind one address who each mistype twice lock nobody out', async () => {
    const bank = await createTestBank('demo', { TRUST_PROXY: 'true' });
    const admin = await bank.login('admin');
    const { credentials } = await json<ClassAnswer>(
      bank.call('POST', '/api/admin/classes', {
        cookie: admin,
        body: { name: 'Lab', count: 30, prefix: 'lab', openingDeposit: '10.00' },
      }),
    );
    // Each student's own address is what the client sends; the proxy appends the school's.
    const school = (i: number) => `192.168.0.${i}, 198.51.100.20`;
    for (const [i, s] of credentials.entries()) {
      expect((await signIn(bank, s.username, 'typo-1', school(i))).status).toBe(401);
      expect((await signIn(bank, s.username, 'typo-2', school(i))).status).toBe(401);
    }
    for (const [i, s] of credentials.entries()) {
      expect((await signIn(bank, s.username, s.password, school(i))).status, s.username).toBe(200);
    }
    // The per-account limit still stops guessing one password: 5 failures, then 429.
    for (let i = 0; i < 5; i++) await signIn(bank, 'jane', 'guess', school(0));
    const locked = await signIn(bank, 'jane', 'Demo-1234', school(0));
    expect(locked.status).toBe(429);
  });

  it('stops an address past THROTTLE_PER_ADDRESS failures, and ignores the header without TRUST_PROXY', async () => {
    const proxied = await createTestBank('demo', {
      TRUST_PROXY: 'true',
      THROTTLE_PER_ADDRESS: '3',
    });
    for (const name of ['a1', 'a2', 'a3']) {
      expect((await signIn(proxied, name, 'x', '203.0.113.5')).status).toBe(401);
    }
    const refused = await proxied.call('POST', '/api/auth/login', {
      body: { username: 'demo', password: 'Demo-1234' },
      headers: { 'X-Forwarded-For': '203.0.113.5' },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('ratelimit-policy')).toBe('"login_ip";q=3;w=900');
    // Another address (a client cannot pick it by writing on the left) is not affected.
    expect((await signIn(proxied, 'demo', 'Demo-1234', '203.0.113.5, 203.0.113.6')).status).toBe(
      200,
    );

    const direct = await createTestBank('demo', { THROTTLE_PER_ADDRESS: '3' });
    for (const name of ['b1', 'b2', 'b3', 'b4']) {
      expect((await signIn(direct, name, 'x', '203.0.113.5')).status).toBe(401);
    }
    expect((await signIn(direct, 'demo', 'Demo-1234', '203.0.113.5')).status).toBe(200);
  });
});
