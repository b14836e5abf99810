import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBank, type TestBank } from '../test/bank';
import {
  ABSOLUTE_TIMEOUT_MS,
  createSession,
  IDLE_TIMEOUT_MS,
  invalidateSession,
  sessionCookie,
  validateSessionToken,
} from './session';

let bank: TestBank;
beforeAll(async () => {
  bank = await createTestBank();
});

describe('sessions', () => {
  it('validates a fresh token and stores only a hash of its secret', () => {
    const { token, session } = createSession(bank.db, bank.userId('demo'));
    const [id, secret] = token.split('.');
    expect(session.id).toBe(id);
    expect(Buffer.from(session.secretHash).toString()).not.toContain(secret);
    expect(validateSessionToken(bank.db, token)?.user.username).toBe('demo');
  });

  it('refuses a wrong secret and malformed tokens', () => {
    const { token } = createSession(bank.db, bank.userId('demo'));
    const [id] = token.split('.');
    expect(validateSessionToken(bank.db, `${id}.wrongsecretwrongsecret`)).toBeNull();
    expect(validateSessionToken(bank.db, 'garbage')).toBeNull();
    expect(validateSessionToken(bank.db, `${token}.extra`)).toBeNull();
  });

  it('expires after 30 idle minutes', () => {
    const start = new Date('2026-01-01T10:00:00Z');
    const { token } = createSession(bank.db, bank.userId('demo'), {}, start);
    const active = new Date(start.getTime() + IDLE_TIMEOUT_MS - 1000);
    expect(validateSessionToken(bank.db, token, active)).not.toBeNull();
    // Activity moved the idle clock: 30 minutes after that activity it has expired.
    expect(
      validateSessionToken(bank.db, token, new Date(active.getTime() + IDLE_TIMEOUT_MS)),
    ).toBeNull();
  });

  it('expires 12 hours after sign-in even when active', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const { token } = createSession(bank.db, bank.userId('demo'), {}, start);
    for (let t = 0; t < ABSOLUTE_TIMEOUT_MS; t += IDLE_TIMEOUT_MS / 2) {
      expect(validateSessionToken(bank.db, token, new Date(start.getTime() + t))).not.toBeNull();
    }
    expect(
      validateSessionToken(bank.db, token, new Date(start.getTime() + ABSOLUTE_TIMEOUT_MS)),
    ).toBeNull();
  });

  it('is gone after invalidation', () => {
    const { token, session } = createSession(bank.db, bank.userId('demo'));
    invalidateSession(bank.db, session.id);
    expect(validateSessionToken(bank.db, token)).toBeNull();
  });

  it('sets HttpOnly SameSite=Lax Path=/ cookies, Secure over HTTPS', () => {
    expect(sessionCookie('a.b', false)).toMatch(
      /^session=a\.b; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(sessionCookie('a.b', true)).toMatch(
      /^__Host-session=a\.b; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
  });
});

describe('behind HTTPS', () => {
  it('uses the __Host- cookie and reads it back', async () => {
    const secureBank = await createTestBank('demo', { PUBLIC_ORIGIN: 'https://bank.example' });
    const res = await secureBank.app.request('https://bank.example/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://bank.example' },
      body: JSON.stringify({ username: 'demo', password: 'Demo-1234' }),
    });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^__Host-session=.*; Secure/);
    const me = await secureBank.app.request('https://bank.example/api/auth/me', {
      headers: { Cookie: cookie.split(';')[0]! },
    });
    expect(me.status).toBe(200);
    expect(me.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends no HSTS over plain HTTP', async () => {
    const plain = await createTestBank('none');
    const res = await plain.app.request('http://localhost/api/health');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});
