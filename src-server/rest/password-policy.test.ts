/**
 * The password rule over REST: 12 to 128 characters, no composition rules, and a common or
 * easily guessed password (zxcvbn score below 3) refused with zxcvbn's advice, wherever a
 * password is set: the password change, a reset link, an admin's chosen password; and the
 * passwords the bank generates pass the same rule.
 */
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../db/schema';
import { generatePassword } from '../services/admin/credentials';
import { passwordProblem } from '../shared/password-strength';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;

beforeAll(async () => {
  bank = await createTestBank();
});

interface Refusal {
  message: string;
  code: string;
  issues?: { path: string[]; message: string }[];
}

describe('changing the password', () => {
  const change = async (username: string, newPassword: string) => {
    const cookie = await bank.login(username);
    return bank.call('POST', `/api/users/${bank.userId(username)}/password`, {
      cookie,
      body: { currentPassword: 'Demo-1234', newPassword },
    });
  };

  it('refuses a common password with zxcvbn warning and suggestion', async () => {
    const res = await change('omar', 'password123456');
    expect(res.status).toBe(400);
    const body = (await res.json()) as Refusal;
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.message).toBe(
      'newPassword: This is similar to a commonly used password. Add more words that are less common.',
    );
    expect(body.issues).toEqual([
      {
        path: ['newPassword'],
        code: 'custom',
        message:
          'This is similar to a commonly used password. Add more words that are less common.',
      },
    ]);
  });

  it('refuses 11 characters and 129 characters, by length', async () => {
    const short = await change('omar', 'Tulip-Quar7');
    expect(short.status).toBe(400);
    expect(((await short.json()) as Refusal).message).toBe('newPassword: At least 12 characters');
    const long = await change('omar', `${'Violet-Harbor-Lantern-42 '.repeat(6)}abcd`.slice(0, 129));
    expect(long.status).toBe(400);
    expect(((await long.json()) as Refusal).message).toBe('newPassword: At most 128 characters');
  });

  it('refuses a password made of the user’s own name', async () => {
    const res = await change('omar', 'omar.omar.omar');
    expect(res.status).toBe(400);
    expect(((await res.json()) as Refusal).message).toMatch(/^(newPassword|password): /);
  });

  it('accepts a 12-character passphrase (and 128 characters), which then signs in', async () => {
    const res = await change('omar', 'Tulip-Quar7z');
    expect(res.status).toBe(200);
    await bank.login('omar', 'Tulip-Quar7z');
    const longest = 'Violet-Harbor-Lantern-42 '.repeat(6).slice(0, 128);
    expect(longest).toHaveLength(128);
    expect(await passwordProblem(longest)).toBeNull();
  });
});

describe('other places a password is set', () => {
  it('an admin cannot choose a common password for a new customer', async () => {
    const admin = await bank.login('admin');
    const res = await bank.call('POST', '/api/admin/users', {
      cookie: admin,
      body: {
        name: 'Weak Choice',
        email: 'weak@example.org',
        username: 'weakchoice',
        password: 'password123456',
      },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Refusal).message).toMatch(/^(newPassword|password): /);
  });

  it('a reset link does not set a common password, and stays usable for a strong one', async () => {
    await bank.call('POST', '/api/auth/password-reset', { body: { login: 'nina' } });
    const mail = bank.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.userId, bank.userId('nina')))
      .orderBy(desc(outboxMessages.id))
      .all()
      .find((m) => m.kind === 'PASSWORD_RESET');
    const token = mail?.body.match(/\/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeTruthy();
    const confirm = (password: string) =>
      bank.call('POST', '/api/auth/password-reset/confirm', { body: { token, password } });
    const weak = await confirm('password123456');
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as Refusal).message).toBe(
      'password: This is similar to a commonly used password. Add more words that are less common.',
    );
    expect((await confirm('Violet-Harbor-Lantern-42')).status).toBe(200);
  });

  it('every generated password passes the rule', async () => {
    for (let i = 0; i < 25; i++) expect(await passwordProblem(generatePassword())).toBeNull();
  });
});
