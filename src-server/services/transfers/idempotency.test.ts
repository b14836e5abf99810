/** Idempotency keys over time (keys kept 24 hours). */
import { describe, expect, it } from 'vitest';
import { createTestBank } from '../../test/bank';
import { KEY_TTL_MS, withIdempotency } from './idempotency';

describe('idempotency keys', () => {
  it('answer a repeat from memory for 24 hours, then the key is free again', async () => {
    const { db, userId } = await createTestBank();
    const user = userId('demo');
    const t0 = new Date('2026-11-01T10:00:00Z');
    const later = (ms: number) => new Date(t0.getTime() + ms);
    let runs = 0;
    const call = (request: unknown, at: Date) =>
      withIdempotency(db, { userId: user, key: 'k-1', scope: 'test', request }, () => ++runs, at);

    expect(call({ amount: '1.00' }, t0)).toBe(1);
    expect(call({ amount: '1.00' }, later(60 * 60 * 1000))).toBe(1);
    expect(() => call({ amount: '2.00' }, later(60 * 60 * 1000))).toThrow(/different request/);
    expect(runs).toBe(1);

    // A day later the key has expired: the same key may carry a new request.
    expect(call({ amount: '2.00' }, later(KEY_TTL_MS + 1))).toBe(2);
    expect(call({ amount: '2.00' }, later(KEY_TTL_MS + 2))).toBe(2);
    expect(runs).toBe(2);
  });

  it('leave no key behind when the work fails, so the retry runs it', async () => {
    const { db, userId } = await createTestBank();
    const options = { userId: userId('demo'), key: 'k-2', scope: 'test', request: {} };
    expect(() =>
      withIdempotency(db, options, () => {
        throw new Error('declined');
      }),
    ).toThrow('declined');
    expect(withIdempotency(db, options, () => 'done')).toBe('done');
  });
});
