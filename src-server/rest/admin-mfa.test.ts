/**
 * The admin second factor over REST (OWASP ASVS 4.3.1): enrolment with a QR code, the code step of sign-in, replay refusal, turning it off,
 * ADMIN_MFA=required, and throttling of wrong codes. Codes are computed here from the secret
 * the enrolment answered, with @oslojs/otp, while the clock is moved step by step.
 */
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP, generateTOTP } from '@oslojs/otp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestBank, type TestBank } from '../test/bank';

const STEP_MS = 30_000;
const json = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await res).json() as Promise<T>;
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('session='))
    ?.split(';')[0];

let t0 = 0;
/** Puts the clock `steps` 30-second steps after the start of the test (1 s into the step). */
const atStep = (steps: number) => vi.setSystemTime(t0 + steps * STEP_MS);
const codeNow = (key: Uint8Array) => generateTOTP(key, 30, 6);
/** A 6-digit code that is none of the codes accepted now (previous, current, next step). */
function wrongCode(key: Uint8Array): string {
  const step = BigInt(Math.floor(Date.now() / STEP_MS));
  const valid = [-1n, 0n, 1n].map((d) => generateHOTP(key, step + d, 6));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!valid.includes(code)) return code;
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  t0 = (Math.floor(Date.now() / STEP_MS) + 1) * STEP_MS + 1000;
  atStep(0);
});
afterEach(() => vi.useRealTimers());

/** Signs in with the password only; answers the cookie and the body. */
async function passwordStep(bank: TestBank, username = 'admin', password = 'Admin-1234') {
  const res = await bank.call('POST', '/api/auth/login', { body: { username, password } });
  expect(res.status).toBe(200);
  return { cookie: cookieOf(res)!, body: (await res.json()) as { mfa: string } };
}

/** Enrols the admin behind `cookie`; answers the key and the enrolment's answer. */
async function enrol(bank: TestBank, cookie: string) {
  const setup = await json<{ secret: string; uri: string; qrCode: string }>(
    bank.call('POST', '/api/admin/mfa/setup', { cookie }),
  );
  const key = decodeBase32IgnorePadding(setup.secret);
  const res = await bank.call('POST', '/api/admin/mfa/confirm', {
    cookie,
    body: { code: codeNow(key) },
  });
  expect(res.status).toBe(200);
  return { key, setup, status: await res.json() };
}

describe('enrolment and sign-in with an authenticator app', () => {
  it('enrols with a QR code, then every sign-in needs a fresh code', async () => {
    const bank = await createTestBank();
    let admin = (await passwordStep(bank)).cookie;
    expect(await json(bank.call('GET', '/api/admin/mfa', { cookie: admin }))).toEqual({
      enabled: false,
      enabledAt: null,
      pending: false,
      required: false,
    });

    // Start: the secret, the otpauth:// URI and its QR code as an SVG data URL.
    const setup = await json<{ secret: string; uri: string; qrCode: string }>(
      bank.call('POST', '/api/admin/mfa/setup', { cookie: admin }),
    );
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Acme%20Credit%20Union:admin\?/);
    const uri = new URL(setup.uri);
    expect(uri.searchParams.get('secret')).toBe(setup.secret);
    expect(uri.searchParams.get('issuer')).toBe('Acme Credit Union');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(setup.qrCode.split(',')[1]!, 'base64').toString();
    expect(svg).toMatch(/^<svg [^>]*viewBox=/);
    const key = decodeBase32IgnorePadding(setup.secret);
    expect(key).toHaveLength(20);

    // Confirm: a wrong code is refused and changes nothing; the right one turns it on.
    const refused = await bank.call('POST', '/api/admin/mfa/confirm', {
      cookie: admin,
      body: { code: wrongCode(key) },
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('Incorrect authentication code');
    expect(await json(bank.call('GET', '/api/admin/mfa', { cookie: admin }))).toMatchObject({
      enabled: false,
      pending: true,
    });
    const first = codeNow(key);
    const confirmed = await json<{ enabled: boolean; enabledAt: string }>(
      bank.call('POST', '/api/admin/mfa/confirm', { cookie: admin, body: { code: first } }),
    );
    expect(confirmed).toMatchObject({ enabled: true, pending: false });
    expect(Date.parse(confirmed.enabledAt)).toBe(Date.now());
    // The enrolling session gave a code: it carries on; a second enrolment is refused.
    expect((await bank.call('GET', '/api/admin/users', { cookie: admin })).status).toBe(200);
    expect((await bank.call('POST', '/api/admin/mfa/setup', { cookie: admin })).status).toBe(409);

    // After enrolment the secret is in no answer: status, audit log, notifications.
    for (const path of [
      '/api/admin/mfa',
      '/api/admin/audit?limit=100',
      `/api/notifications/${bank.userId('admin')}`,
    ]) {
      const text = await (await bank.call('GET', path, { cookie: admin })).text();
      expect(text, path).not.toContain(setup.secret);
    }
    const audit = await json<{ action: string }[]>(
      bank.call('GET', `/api/admin/audit?actorId=${bank.userId('admin')}`, { cookie: admin }),
    );
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['MFA_SETUP_STARTED', 'MFA_ENABLED']),
    );

    // Sign out and in again: the password alone opens nothing.
    await bank.call('POST', '/api/auth/logout', { cookie: admin });
    const { cookie: pending, body } = await passwordStep(bank);
    expect(body).toMatchObject({ username: 'admin', role: 'ADMIN', mfa: 'CODE_REQUIRED' });
    expect(await json(bank.call('GET', '/api/auth/me', { cookie: pending }))).toMatchObject({
      username: 'admin',
      mfa: 'CODE_REQUIRED',
    });
    for (const path of ['/api/admin/users', '/api/accounts', '/api/admin/mfa']) {
      const res = await bank.call('GET', path, { cookie: pending });
      expect(res.status, path).toBe(401);
      expect((await res.json()).message, path).toMatch(/code from your authenticator app/);
    }
    expect((await bank.call('GET', '/api/auth/me', { cookie: admin })).status).toBe(401);
    expect(
      (await bank.call('GET', '/api/accounts/1/statement.csv', { cookie: pending })).status,
    ).toBe(401);

    // The code used to confirm (same step) is refused: no code works twice.
    const replay = await bank.call('POST', '/api/auth/login/code', {
      cookie: pending,
      body: { code: first },
    });
    expect(replay.status).toBe(401);
    expect((await replay.json()).message).toMatch(/already used/);

    // Next step: a wrong code is 401, the right one signs in with a new session token.
    atStep(1);
    const wrong = await bank.call('POST', '/api/auth/login/code', {
      cookie: pending,
      body: { code: wrongCode(key) },
    });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).message).toBe('Incorrect authentication code');
    const code = codeNow(key);
    const ok = await bank.call('POST', '/api/auth/login/code', {
      cookie: pending,
      body: { code: code.replace(/^(\d{3})/, '$1 ') },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ username: 'admin', mfa: 'OK' });
    admin = cookieOf(ok)!;
    expect(admin).not.toBe(pending);
    expect((await bank.call('GET', '/api/auth/me', { cookie: pending })).status).toBe(401);
    expect(await json(bank.call('GET', '/api/auth/me', { cookie: admin }))).toMatchObject({
      mfa: 'OK',
    });
    expect((await bank.call('GET', '/api/admin/users', { cookie: admin })).status).toBe(200);
    expect((await bank.call('GET', '/api/accounts', { cookie: admin })).status).toBe(200);

    // The same code in another sign-in is refused too.
    const other = (await passwordStep(bank)).cookie;
    const again = await bank.call('POST', '/api/auth/login/code', {
      cookie: other,
      body: { code },
    });
    expect(again.status).toBe(401);
    expect((await again.json()).message).toMatch(/already used/);

    // Turning it off needs a current code.
    atStep(2);
    const off = (body?: unknown) =>
      bank.call('POST', '/api/admin/mfa/disable', { cookie: admin, body });
    expect((await off({})).status).toBe(400);
    expect((await off({ code: '12345' })).status).toBe(400);
    expect((await off({ code: wrongCode(key) })).status).toBe(403);
    expect((await off({ code })).status).toBe(403); // an old one
    expect(await json(off({ code: codeNow(key) }))).toMatchObject({ enabled: false });
    expect((await off({ code: codeNow(key) })).status).toBe(409);
    expect((await passwordStep(bank)).body.mfa).toBe('OK');
  });

  it('a session that owes its code can neither enrol again nor turn it off', async () => {
    const bank = await createTestBank();
    const admin = (await passwordStep(bank)).cookie;
    const { key } = await enrol(bank, admin);
    const pending = (await passwordStep(bank)).cookie;
    expect((await bank.call('POST', '/api/admin/mfa/setup', { cookie: pending })).status).toBe(401);
    atStep(1);
    const off = await bank.call('POST', '/api/admin/mfa/disable', {
      cookie: pending,
      body: { code: codeNow(key) },
    });
    expect(off.status).toBe(401);
    // The code was not spent by the refused call: it still signs in.
    expect(
      (
        await bank.call('POST', '/api/auth/login/code', {
          cookie: pending,
          body: { code: codeNow(key) },
        })
      ).status,
    ).toBe(200);
  });
});

describe('customers', () => {
  it('are unaffected: no code step, no enrolment', async () => {
    const bank = await createTestBank('demo', { ADMIN_MFA: 'required' });
    const { cookie, body } = await passwordStep(bank, 'demo', 'Demo-1234');
    expect(body.mfa).toBe('OK');
    expect((await bank.call('GET', '/api/accounts', { cookie })).status).toBe(200);
    expect(
      (await bank.call('POST', '/api/auth/login/code', { cookie, body: { code: '123456' } }))
        .status,
    ).toBe(409);
    expect((await bank.call('POST', '/api/admin/mfa/setup', { cookie })).status).toBe(403);
    expect((await bank.call('GET', '/api/admin/mfa', { cookie })).status).toBe(403);
    expect(
      (await bank.call('POST', '/api/auth/login/code', { body: { code: '123456' } })).status,
    ).toBe(401);
  });
});

describe('ADMIN_MFA=required', () => {
  it('lets an admin without an authenticator do nothing but enrol', async () => {
    const bank = await createTestBank('demo', { ADMIN_MFA: 'required' });
    const { cookie, body } = await passwordStep(bank);
    expect(body.mfa).toBe('SETUP_REQUIRED');
    for (const [method, path] of [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/audit'],
      ['POST', '/api/admin/demo/reset'],
      ['GET', '/api/accounts'],
      ['GET', `/api/users/${bank.userId('demo')}`],
    ] as const) {
      const res = await bank.call(method, path, { cookie });
      expect(res.status, path).toBe(403);
      expect((await res.json()).message, path).toMatch(/^Set up two-factor sign-in/);
    }
    await expect(bank.caller('admin').adminPeople.users({})).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await json(bank.call('GET', '/api/auth/me', { cookie }))).toMatchObject({
      mfa: 'SETUP_REQUIRED',
    });
    expect(await json(bank.call('GET', '/api/admin/mfa', { cookie }))).toMatchObject({
      enabled: false,
      required: true,
    });

    // Enrolling opens the admin area in the same session; it cannot be turned off.
    const { key } = await enrol(bank, cookie);
    expect((await bank.call('GET', '/api/admin/users', { cookie })).status).toBe(200);
    atStep(1);
    const off = await bank.call('POST', '/api/admin/mfa/disable', {
      cookie,
      body: { code: codeNow(key) },
    });
    expect(off.status).toBe(422);
    expect((await passwordStep(bank)).body.mfa).toBe('CODE_REQUIRED');
  });
});

describe('throttling', () => {
  it('answers 429 with Retry-After after 5 wrong codes, even to the right one', async () => {
    const bank = await createTestBank();
    const { key } = await enrol(bank, (await passwordStep(bank)).cookie);
    const pending = (await passwordStep(bank)).cookie;
    atStep(1);
    const send = (code: string) =>
      bank.call('POST', '/api/auth/login/code', { cookie: pending, body: { code } });
    for (let i = 0; i < 5; i++) expect((await send(wrongCode(key))).status).toBe(401);
    const res = await send(codeNow(key));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((await res.json()).message).toMatch(/^Too many wrong authentication codes\./);
    // The window passing lifts it.
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
    expect((await send(codeNow(key))).status).toBe(200);
  });
});
