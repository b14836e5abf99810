/**
 * A customer's second factor over REST: choosing TOTP, SMS or EMAIL (with the step-up and a
 * first code), the code step of sign-in, wrong, expired and reused codes, the throttles,
 * recovery codes, and the authenticator secret sealed at rest. The clock is faked (Date only)
 * so that the 5-minute expiry and the 30-second TOTP steps can be crossed.
 */
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateTOTP } from '@oslojs/otp';
import { and, desc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sealLegacyTotpSecrets } from '../auth/secrets-key';
import { adminTotp, outboxMessages, recoveryCodes, twoFactorCodes } from '../db/schema';
import { createTestBank, type TestBank } from '../test/bank';

const json = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await res).json() as Promise<T>;
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('session='))
    ?.split(';')[0];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime((Math.floor(Date.now() / 30_000) + 1) * 30_000 + 1000);
});
afterEach(() => vi.useRealTimers());

/** The 6-digit code in the newest outbox message of `userId` on `channel`. */
function lastCode(bank: TestBank, userId: number, channel: 'SMS' | 'EMAIL'): string {
  const row = bank.db
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.userId, userId), eq(outboxMessages.channel, channel)))
    .orderBy(desc(outboxMessages.id))
    .get();
  const code = row?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code sent by ${channel}`);
  return code;
}

function codesSent(bank: TestBank, userId: number, kind: string): number {
  return bank.db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.userId, userId), eq(outboxMessages.kind, kind)))
    .all().length;
}

async function passwordStep(bank: TestBank, username: string, password = 'Demo-1234') {
  const res = await bank.call('POST', '/api/auth/login', { body: { username, password } });
  expect(res.status).toBe(200);
  return { cookie: cookieOf(res)!, mfa: ((await res.json()) as { mfa: string }).mfa };
}

/** Turns on `method` (SMS or EMAIL) for `username`; answers the recovery codes. */
async function turnOnSent(bank: TestBank, username: string, method: 'SMS' | 'EMAIL') {
  const id = bank.userId(username);
  const cookie = await bank.login(username);
  const chosen = await bank.call('PUT', `/api/users/${id}/two-factor`, {
    cookie,
    body: { method, currentPassword: 'Demo-1234' },
  });
  expect(chosen.status).toBe(200);
  const res = await bank.call('POST', `/api/users/${id}/two-factor/confirm`, {
    cookie,
    body: { code: lastCode(bank, id, method) },
  });
  expect(res.status).toBe(200);
  return { id, cookie, ...(await json<{ method: string; recoveryCodes: string[] }>(res)) };
}

describe('SMS and email codes', () => {
  it('turns SMS on only with the step-up and a first code, then asks for a code at sign-in', async () => {
    const bank = await createTestBank();
    const id = bank.userId('demo');
    const demo = await bank.login('demo');
    const put = (body: unknown, cookie = demo) =>
      bank.call('PUT', `/api/users/${id}/two-factor`, { cookie, body });

    expect((await put({ method: 'SMS' })).status).toBe(400);
    expect((await put({ method: 'SMS', currentPassword: 'wrong-one' })).status).toBe(403);
    expect((await put({ method: 'SMS', currentPin: '9999' })).status).toBe(403);
    // Another customer cannot change demo's method.
    const jane = await bank.login('jane');
    expect((await put({ method: 'NONE', currentPassword: 'Demo-1234' }, jane)).status).toBe(404);

    const chosen = await json<{ method: string; pending: string; sentTo: string }>(
      put({ method: 'SMS', currentPin: '1234' }),
    );
    expect(chosen).toMatchObject({ method: 'NONE', pending: 'SMS', sentTo: '•••• 2233' });
    // Only an SMS went out, and only its hash is stored.
    expect(codesSent(bank, id, 'TWO_FACTOR_ENROL_CODE')).toBe(1);
    const code = lastCode(bank, id, 'SMS');
    const stored = bank.db.select().from(twoFactorCodes).where(eq(twoFactorCodes.userId, id)).all();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.codeHash.toString('hex')).not.toContain(code);
    expect(stored[0]!.codeHash).toHaveLength(32);

    // Still off until confirmed: a sign-in needs no code.
    expect((await passwordStep(bank, 'demo')).mfa).toBe('OK');
    const wrong = code === '000000' ? '000001' : '000000';
    const confirm = (c: string) =>
      bank.call('POST', `/api/users/${id}/two-factor/confirm`, { cookie: demo, body: { code: c } });
    expect((await confirm(wrong)).status).toBe(403);
    const on = await json<{ method: string; recoveryCodes: string[] }>(confirm(code));
    expect(on.method).toBe('SMS');
    expect(on.recoveryCodes).toHaveLength(10);
    expect(new Set(on.recoveryCodes).size).toBe(10);
    expect((await confirm(code)).status).toBe(409);
    expect(await json(bank.call('GET', `/api/users/${id}`, { cookie: demo }))).toMatchObject({
      twoFactorEnabled: 'true',
      twoFactorMethod: 'SMS',
    });

    // Sign-in: the password step answers CODE_REQUIRED and sends an SMS code.
    const half = await passwordStep(bank, 'demo');
    expect(half.mfa).toBe('CODE_REQUIRED');
    expect(codesSent(bank, id, 'TWO_FACTOR_SIGN_IN_CODE')).toBe(1);
    expect((await bank.call('GET', `/api/users/${id}`, { cookie: half.cookie })).status).toBe(401);
    const signInCode = lastCode(bank, id, 'SMS');
    const finish = (cookie: string, c: string) =>
      bank.call('POST', '/api/auth/login/code', { cookie, body: { code: c } });
    const bad = signInCode === '000000' ? '000001' : '000000';
    expect((await finish(half.cookie, bad)).status).toBe(401);
    const done = await finish(half.cookie, signInCode);
    expect(done.status).toBe(200);
    expect((await done.json()).mfa).toBe('OK');
    const full = cookieOf(done)!;
    expect((await bank.call('GET', `/api/users/${id}`, { cookie: full })).status).toBe(200);

    // The code works once: another password step cannot reuse it.
    const again = await passwordStep(bank, 'demo');
    expect((await finish(again.cookie, signInCode)).status).toBe(401);
    expect((await finish(again.cookie, lastCode(bank, id, 'SMS'))).status).toBe(200);
  });

  it('reaches the user’s other sessions at once, though sessions are cached', async () => {
    const bank = await createTestBank();
    const id = bank.userId('demo');
    const elsewhere = await bank.login('demo');
    const read = () => bank.call('GET', `/api/users/${id}`, { cookie: elsewhere });
    // Read once, so the session (and the method read with it) is in the cache.
    expect((await read()).status).toBe(200);
    const { cookie } = await turnOnSent(bank, 'demo', 'EMAIL');
    // That session never gave a code: it now owes one, at once.
    expect((await read()).status).toBe(401);
    const off = await bank.call('PUT', `/api/users/${id}/two-factor`, {
      cookie,
      body: { method: 'NONE', currentPassword: 'Demo-1234' },
    });
    expect(off.status).toBe(200);
    expect((await read()).status).toBe(200);
  });

  it('sends email codes that expire after 5 minutes', async () => {
    const bank = await createTestBank();
    const { id } = await turnOnSent(bank, 'jane', 'EMAIL');
    const half = await passwordStep(bank, 'jane');
    expect(half.mfa).toBe('CODE_REQUIRED');
    const code = lastCode(bank, id, 'EMAIL');
    expect(
      bank.db
        .select()
        .from(outboxMessages)
        .where(
          and(eq(outboxMessages.userId, id), eq(outboxMessages.kind, 'TWO_FACTOR_SIGN_IN_CODE')),
        )
        .all()
        .map((m) => m.channel),
    ).toEqual(['EMAIL']);
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1);
    const late = await bank.call('POST', '/api/auth/login/code', {
      cookie: half.cookie,
      body: { code },
    });
    expect(late.status).toBe(401);
    // A fresh sign-in sends a fresh code, which works within its 5 minutes.
    const next = await passwordStep(bank, 'jane');
    vi.setSystemTime(Date.now() + 4 * 60_000);
    const ok = await bank.call('POST', '/api/auth/login/code', {
      cookie: next.cookie,
      body: { code: lastCode(bank, id, 'EMAIL') },
    });
    expect(ok.status).toBe(200);
  });

  it('throttles wrong codes and codes sent', async () => {
    const bank = await createTestBank();
    const { id } = await turnOnSent(bank, 'demo', 'SMS');
    const half = await passwordStep(bank, 'demo');
    const code = lastCode(bank, id, 'SMS');
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) {
      const res = await bank.call('POST', '/api/auth/login/code', {
        cookie: half.cookie,
        body: { code: wrong },
      });
      expect(res.status).toBe(401);
    }
    const blocked = await bank.call('POST', '/api/auth/login/code', {
      cookie: half.cookie,
      body: { code },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBeTruthy();

    // At most 5 codes sent in 15 minutes (the enrolment code was the first).
    for (let i = 0; i < 6; i++) await passwordStep(bank, 'demo');
    expect(
      codesSent(bank, id, 'TWO_FACTOR_SIGN_IN_CODE') + codesSent(bank, id, 'TWO_FACTOR_ENROL_CODE'),
    ).toBe(5);
  });

  it('refuses SMS without a phone number', async () => {
    const bank = await createTestBank();
    const id = bank.userId('jane');
    const jane = await bank.login('jane');
    await bank.call('PATCH', `/api/users/${id}`, { cookie: jane, body: { phone: null } });
    const res = await bank.call('PUT', `/api/users/${id}/two-factor`, {
      cookie: jane,
      body: { method: 'SMS', currentPassword: 'Demo-1234' },
    });
    expect(res.status).toBe(422);
  });
});

describe('recovery codes', () => {
  it('each works once at the code step, are stored hashed, and can be renewed', async () => {
    const bank = await createTestBank();
    const { id, cookie, recoveryCodes: codes } = await turnOnSent(bank, 'demo', 'SMS');
    const rows = bank.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, id)).all();
    expect(rows).toHaveLength(10);
    for (const r of rows) expect(codes).not.toContain(r.codeHash.toString('utf8'));

    const first = await passwordStep(bank, 'demo');
    const use = (c: string, k: string) =>
      bank.call('POST', '/api/auth/login/code', { cookie: k, body: { code: c } });
    expect((await use(codes[0]!.toUpperCase(), first.cookie)).status).toBe(200);
    const second = await passwordStep(bank, 'demo');
    expect((await use(codes[0]!, second.cookie)).status).toBe(401);
    expect(await json(bank.call('GET', `/api/users/${id}/two-factor`, { cookie }))).toEqual({
      method: 'SMS',
      pending: null,
      recoveryCodesLeft: 9,
    });

    // Renewing needs the step-up and voids the old codes.
    const renew = (body: unknown) =>
      bank.call('POST', `/api/users/${id}/two-factor/recovery-codes`, { cookie, body });
    expect((await renew({ currentPassword: 'nope-nope' })).status).toBe(403);
    const renewed = await json<{ recoveryCodes: string[] }>(renew({ currentPin: '1234' }));
    expect(renewed.recoveryCodes).toHaveLength(10);
    const third = await passwordStep(bank, 'demo');
    expect((await use(codes[1]!, third.cookie)).status).toBe(401);
    expect((await use(renewed.recoveryCodes[0]!, third.cookie)).status).toBe(200);
  });

  it('are issued to an admin enrolling an authenticator, and accepted at sign-in', async () => {
    const bank = await createTestBank();
    const admin = await bank.login('admin');
    const setup = await json<{ secret: string }>(
      bank.call('POST', '/api/admin/mfa/setup', { cookie: admin }),
    );
    const key = decodeBase32IgnorePadding(setup.secret);
    const confirmed = await json<{ enabled: boolean; recoveryCodes: string[] }>(
      bank.call('POST', '/api/admin/mfa/confirm', {
        cookie: admin,
        body: { code: generateTOTP(key, 30, 6) },
      }),
    );
    expect(confirmed.enabled).toBe(true);
    expect(confirmed.recoveryCodes).toHaveLength(10);
    const half = await passwordStep(bank, 'admin', 'Admin-1234');
    expect(half.mfa).toBe('CODE_REQUIRED');
    const res = await bank.call('POST', '/api/auth/login/code', {
      cookie: half.cookie,
      body: { code: confirmed.recoveryCodes[3] },
    });
    expect(res.status).toBe(200);
  });
});

describe('authenticator app (TOTP) for customers', () => {
  it('enrols with a code, seals the secret at rest and asks for a code at sign-in', async () => {
    const bank = await createTestBank();
    const id = bank.userId('jane');
    const jane = await bank.login('jane');
    const chosen = await json<{ pending: string; totp: { secret: string; uri: string } }>(
      bank.call('PUT', `/api/users/${id}/two-factor`, {
        cookie: jane,
        body: { method: 'TOTP', currentPassword: 'Demo-1234' },
      }),
    );
    expect(chosen.pending).toBe('TOTP');
    expect(chosen.totp.uri).toMatch(/^otpauth:\/\/totp\/.*:jane\?/);
    const key = decodeBase32IgnorePadding(chosen.totp.secret);

    // Not stored in plain text: neither the raw key nor its base32 is in the row.
    const row = bank.db.select().from(adminTotp).where(eq(adminTotp.userId, id)).get()!;
    expect(row.secret.equals(Buffer.from(key))).toBe(false);
    expect(row.secret.includes(Buffer.from(key))).toBe(false);
    expect(row.secret.toString('utf8')).not.toContain(chosen.totp.secret);
    expect(row.secret.toString('utf8')).toMatch(/^v1\./);

    const confirm = await bank.call('POST', `/api/users/${id}/two-factor/confirm`, {
      cookie: jane,
      body: { code: generateTOTP(key, 30, 6) },
    });
    expect(confirm.status).toBe(200);
    expect((await confirm.json()).method).toBe('TOTP');

    vi.setSystemTime(Date.now() + 30_000);
    const half = await passwordStep(bank, 'jane');
    expect(half.mfa).toBe('CODE_REQUIRED');
    const done = await bank.call('POST', '/api/auth/login/code', {
      cookie: half.cookie,
      body: { code: generateTOTP(key, 30, 6) },
    });
    expect(done.status).toBe(200);

    // Turning it off needs the step-up; then the password alone signs in.
    const full = cookieOf(done)!;
    const off = await bank.call('PUT', `/api/users/${id}/two-factor`, {
      cookie: full,
      body: { method: 'NONE', currentPassword: 'Demo-1234' },
    });
    expect(await off.json()).toMatchObject({ method: 'NONE', recoveryCodesLeft: 0 });
    expect((await passwordStep(bank, 'jane')).mfa).toBe('OK');
  });

  it('seals an authenticator secret stored bare before sealing existed', async () => {
    const bank = await createTestBank();
    const adminId = bank.userId('admin');
    const key = new Uint8Array(20).fill(7);
    bank.db
      .insert(adminTotp)
      .values({ userId: adminId, secret: Buffer.from(key), enabledAt: new Date() })
      .run();
    expect(sealLegacyTotpSecrets(bank.db)).toBe(1);
    const row = bank.db.select().from(adminTotp).where(eq(adminTotp.userId, adminId)).get()!;
    expect(row.secret.includes(Buffer.from(key))).toBe(false);
    const half = await passwordStep(bank, 'admin', 'Admin-1234');
    const res = await bank.call('POST', '/api/auth/login/code', {
      cookie: half.cookie,
      body: { code: generateTOTP(key, 30, 6) },
    });
    expect(res.status).toBe(200);
  });
});
