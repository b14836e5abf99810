/**
 * Password recovery over REST: the same answer for unknown logins, the emailed link (hash
 * only stored), expiry, single use, sessions ended, and the throttles.
 */
import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authAttempts, outboxMessages, passwordResetTokens } from '../db/schema';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;

beforeAll(async () => {
  bank = await createTestBank();
});

const ask = (login: string, headers?: Record<string, string>) =>
  bank.call('POST', '/api/auth/password-reset', {
    body: { login },
    ...(headers ? { headers } : {}),
  });

/** The token of the last reset link mailed to `userId`. */
function lastToken(userId: number): string {
  const mail = bank.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.userId, userId))
    .orderBy(desc(outboxMessages.id))
    .all()
    .find((m) => m.kind === 'PASSWORD_RESET');
  const token = mail?.body.match(/\/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error('No reset link mailed');
  return token;
}

const confirm = (token: string, password: string) =>
  bank.call('POST', '/api/auth/password-reset/confirm', { body: { token, password } });

describe('asking for a link', () => {
  it('answers 202 with the same body for a username, an email and an unknown login', async () => {
    const answers = [];
    for (const login of ['david', 'Sofia.Alvarez@example.com', 'nobody-here', 'no@example.com']) {
      const res = await ask(login);
      answers.push({ status: res.status, body: await res.text() });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]!.status).toBe(202);
    const mails = bank.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'PASSWORD_RESET'))
      .all();
    expect(mails.map((m) => m.to).sort()).toEqual([
      'david.kim@example.com',
      'sofia.alvarez@example.com',
    ]);
    // Only the hash is stored: the mailed token appears nowhere in the table.
    const token = lastToken(bank.userId('david'));
    const rows = bank.db.select().from(passwordResetTokens).all();
    expect(rows).toHaveLength(2);
    const hash = createHash('sha256').update(token).digest();
    expect(rows.some((r) => r.tokenHash.equals(hash))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses a blank login with 400', async () => {
    expect((await ask('  ')).status).toBe(400);
  });
});

describe('using the link', () => {
  it('sets the new password, ends every session, notifies, and works once', async () => {
    const id = bank.userId('thomas');
    const cookie = await bank.login('thomas');
    await ask('thomas');
    const token = lastToken(id);
    expect((await confirm(token, 'abc')).status).toBe(400);
    const res = await confirm(token, 'Violet-Harbor-Lantern-42');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ endedSessions: 1 });
    expect((await bank.call('GET', '/api/auth/me', { cookie })).status).toBe(401);
    await expect(bank.login('thomas')).rejects.toThrow(/401/);
    await bank.login('thomas', 'Violet-Harbor-Lantern-42');
    const again = await confirm(token, 'Copper-Meadow-Falcon-17');
    expect(again.status).toBe(400);
    expect(((await again.json()) as { message: string }).message).toMatch(/Forgot password/);
    const kinds = bank.db
      .select({ kind: outboxMessages.kind })
      .from(outboxMessages)
      .where(eq(outboxMessages.userId, id))
      .all()
      .map((m) => m.kind);
    expect(kinds).toContain('PASSWORD_RESET_DONE');
  });

  it('a link expires after 30 minutes; an unknown token is 400', async () => {
    const id = bank.userId('grace');
    await ask('grace');
    const token = lastToken(id);
    bank.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, id))
      .run();
    expect((await confirm(token, 'Violet-Harbor-Lantern-42')).status).toBe(400);
    expect((await confirm('made-up-token', 'Violet-Harbor-Lantern-42')).status).toBe(400);
    await bank.login('grace');
  });
});

describe('throttles', () => {
  it('per login: the fourth request in 15 minutes is 429 with Retry-After, known or not', async () => {
    for (const login of ['omar', 'ghost-user']) {
      for (let i = 0; i < 3; i += 1) expect((await ask(login)).status).toBe(202);
      const res = await ask(login.toUpperCase());
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
  });

  it('per address, and bad links per address', async () => {
    bank.db.delete(authAttempts).run();
    // The test app has no socket address, so the per-address counters are driven through
    // the service with an address of the test's own.
    for (let i = 0; i < 20; i += 1) {
      bank.db.insert(authAttempts).values({ kind: 'RESET_IP', subject: 'test-ip' }).run();
    }
    const { requestPasswordReset } = await import('../auth/password-reset');
    expect(() =>
      requestPasswordReset(bank.db, 'liam', {
        ip: 'test-ip',
        origin: 'http://localhost',
        at: new Date(),
      }),
    ).toThrow(/reset requests from this address/);
    const { confirmPasswordReset } = await import('../auth/password-reset');
    for (let i = 0; i < 10; i += 1) {
      await expect(
        confirmPasswordReset(
          bank.db,
          { token: 'bad', password: 'Violet-Harbor-Lantern-42' },
          { ip: 'x', at: new Date() },
        ),
      ).rejects.toThrow(/invalid/);
    }
    await expect(
      confirmPasswordReset(
        bank.db,
        { token: 'bad', password: 'Violet-Harbor-Lantern-42' },
        { ip: 'x', at: new Date() },
      ),
    ).rejects.toThrow(/invalid reset links from this address/);
  });
});
