/**
 * Usernames and email addresses are unique without regard to case, through REST on a real
 * in-memory bank: `Jane` beside `jane`, or an email differing only in case, would be two
 * customers nobody can tell apart. Each refusal changes nothing.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
let admin: string;

const people = () => bank.db.select({ n: sql<number>`count(*)` }).from(users).get()!.n;
const emailOf = (username: string) =>
  bank.db
    .select({ email: users.email })
    .from(users)
    .where(sql`${users.username} = ${username}`)
    .get()!.email;
const message = async (res: Response) => ((await res.json()) as { message: string }).message;
const newCustomer = (username: string, email: string) =>
  bank.call('POST', '/api/admin/users', {
    cookie: admin,
    body: { name: 'Look Alike', email, username, accounts: [] },
  });

beforeAll(async () => {
  bank = await createTestBank();
  admin = await bank.login('admin');
});

describe('a new customer', () => {
  it('is refused a username that differs from one in use only in case', async () => {
    const before = people();
    const res = await newCustomer('Jane', 'someone.new@example.org');
    expect(res.status).toBe(409);
    expect(await message(res)).toBe('username: Jane is already taken');
    expect(people()).toBe(before);
  });

  it('is refused an email address that differs from one in use only in case', async () => {
    const before = people();
    const res = await newCustomer('lookalike', 'Jane.Cooper@Example.COM');
    expect(res.status).toBe(409);
    expect(await message(res)).toBe('email: A customer with this email address already exists');
    expect(people()).toBe(before);
  });

  it('is refused as a class student when an existing username differs only in case', async () => {
    expect((await newCustomer('Quiz01', 'quiz01@example.org')).status).toBe(201);
    const before = people();
    const res = await bank.call('POST', '/api/admin/classes', {
      cookie: admin,
      body: { name: 'Quiz class', count: 2, prefix: 'quiz', openingDeposit: '0.00' },
    });
    expect(res.status).toBe(409);
    expect(await message(res)).toBe(
      'prefix: these usernames are already taken: Quiz01. Choose another prefix',
    );
    expect(people()).toBe(before);
  });
});

describe('a changed email address', () => {
  it("is refused on the customer's profile when another customer has it in other case", async () => {
    const jane = await bank.login('jane');
    const res = await bank.call('PATCH', `/api/users/${bank.userId('jane')}`, {
      cookie: jane,
      body: { email: 'ALEX.MORGAN@example.com' },
    });
    expect(res.status).toBe(409);
    expect(await message(res)).toBe('This email address is used by another customer');
    expect(emailOf('jane')).toBe('jane.cooper@example.com');
    // The customer's own address in other case is theirs to keep.
    const own = await bank.call('PATCH', `/api/users/${bank.userId('jane')}`, {
      cookie: jane,
      body: { email: 'Jane.Cooper@example.com' },
    });
    expect(own.status).toBe(200);
    expect(emailOf('jane')).toBe('Jane.Cooper@example.com');
  });

  it("is refused on an admin's edit when another user has it in other case", async () => {
    const res = await bank.call('PATCH', `/api/admin/users/${bank.userId('demo')}`, {
      cookie: admin,
      body: { email: 'jane.cooper@EXAMPLE.com' },
    });
    expect(res.status).toBe(409);
    expect(await message(res)).toBe('This email address is used by another user');
    expect(emailOf('demo')).toBe('alex.morgan@example.com');
  });
});

describe('signing in and asking for a reset', () => {
  it('take a username typed with other capitals (a phone capitalises the first letter)', async () => {
    const res = await bank.call('POST', '/api/auth/login', {
      body: { username: 'Demo', password: 'Demo-1234' },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { username: string }).username).toBe('demo');
    const wrong = await bank.call('POST', '/api/auth/login', {
      body: { username: 'DEMO', password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401);
  });

  it('send the reset link to an email address typed in other case than stored', async () => {
    const tokens = () =>
      (
        bank.db.$client.prepare('select count(*) as n from password_reset_tokens').get() as {
          n: number;
        }
      ).n;
    // Stored with capitals (a customer may keep their own spelling); asked for in lower case.
    bank.db.$client
      .prepare("update users set email = 'Jane.Cooper@Example.com' where username = 'jane'")
      .run();
    const before = tokens();
    const res = await bank.call('POST', '/api/auth/password-reset', {
      body: { login: 'jane.cooper@example.com' },
    });
    expect(res.status).toBe(202);
    expect(tokens()).toBe(before + 1);
  });
});

describe('the case-folded lookups', () => {
  it('are served by the expression indexes, not a scan of users', () => {
    for (const [index, column] of [
      ['users_username_lower_idx', 'username'],
      ['users_email_lower_idx', 'email'],
    ] as const) {
      const plan = (
        bank.db.$client
          .prepare(
            `explain query plan select id from users where lower("users"."${column}") = lower(?)`,
          )
          .all('x') as { detail: string }[]
      )
        .map((r) => r.detail)
        .join('; ');
      expect(plan).toMatch(new RegExp(`USING (COVERING )?INDEX ${index}`));
    }
  });
});
