/**
 * Changing the transaction PIN over REST: the current PIN proves a change, the account
 * password proves the first PIN, a wrong proof is 403 (audit-logged, counted towards the
 * PIN throttle) and the sixth wrong one in 15 minutes is 429.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;

beforeEach(async () => {
  bank = await createTestBank();
});

const change = (cookie: string, id: number, body: Record<string, unknown>) =>
  bank.call('POST', `/api/users/${id}/pin`, { cookie, body });
const verify = (cookie: string, id: number, pin: string) =>
  bank.call('POST', `/api/users/${id}/verify-pin`, { cookie, body: { pin } });
const auditActions = (userId: number) =>
  (
    bank.db.$client
      .prepare('select action, "after" from audit_log where actor_id = ? order by id')
      .all(userId) as { action: string; after: string | null }[]
  ).filter((r) => r.action.startsWith('PIN_'));

describe('changing the transaction PIN', () => {
  it('with the current PIN: the new PIN works, the old one no longer', async () => {
    const demo = await bank.login('demo');
    const id = bank.userId('demo');
    const res = await change(demo, id, { pin: '8642', currentPin: '1234' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect((await verify(demo, id, '8642')).status).toBe(200);
    expect((await verify(demo, id, '1234')).status).toBe(403);
    expect(auditActions(id).map((a) => a.action)).toContain('PIN_CHANGED');
  });

  it('without a PIN yet: the account password sets the first one', async () => {
    const jane = await bank.login('jane');
    const id = bank.userId('jane');
    const res = await change(jane, id, { pin: '2468', currentPassword: 'Demo-1234' });
    expect(res.status).toBe(200);
    expect((await verify(jane, id, '2468')).status).toBe(200);
    // From now on the current PIN is the proof; the password alone is not enough.
    const again = await change(jane, id, { pin: '1357', currentPassword: 'Demo-1234' });
    expect(again.status).toBe(400);
    expect((await again.json()).issues).toEqual([
      { path: ['currentPin'], code: 'custom', message: 'Enter your current transaction PIN' },
    ]);
  });

  it('names the missing proof as a field issue (400, not counted)', async () => {
    const demo = await bank.login('demo');
    const res = await change(demo, bank.userId('demo'), { pin: '8642' });
    expect(res.status).toBe(400);
    expect((await res.json()).issues[0].path).toEqual(['currentPin']);
    const jane = await bank.login('jane');
    const janes = await change(jane, bank.userId('jane'), { pin: '8642' });
    expect(janes.status).toBe(400);
    expect((await janes.json()).issues[0]).toMatchObject({
      path: ['currentPassword'],
      message: 'Enter your account password (you have no PIN yet)',
    });
  });

  it('refuses a wrong current PIN or password with 403, audit-logged, PIN unchanged', async () => {
    const demo = await bank.login('demo');
    const id = bank.userId('demo');
    const wrong = await change(demo, id, { pin: '8642', currentPin: '9999' });
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).message).toBe('The current transaction PIN is not correct');
    expect((await verify(demo, id, '1234')).status).toBe(200);

    const jane = await bank.login('jane');
    const janeId = bank.userId('jane');
    const bad = await change(jane, janeId, { pin: '8642', currentPassword: 'Wrong-1234' });
    expect(bad.status).toBe(403);
    expect((await bad.json()).message).toBe('The account password is not correct');
    expect(
      await (await bank.call('GET', `/api/users/${janeId}/pin`, { cookie: jane })).json(),
    ).toEqual({ isSet: false });
    expect(auditActions(janeId)).toEqual([
      { action: 'PIN_CHANGE_REFUSED', after: JSON.stringify({ proof: 'currentPassword' }) },
    ]);
  });

  it('counts wrong proofs towards the PIN throttle: 429 after 5, even with the right PIN', async () => {
    const demo = await bank.login('demo');
    const id = bank.userId('demo');
    for (let i = 0; i < 3; i++) {
      expect((await change(demo, id, { pin: '8642', currentPin: '0000' })).status).toBe(403);
    }
    // Wrong PINs at the step-up share the same count.
    for (let i = 0; i < 2; i++) expect((await verify(demo, id, '0000')).status).toBe(403);
    const throttled = await change(demo, id, { pin: '8642', currentPin: '1234' });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await verify(demo, id, '1234')).status).toBe(429);
  });
});
