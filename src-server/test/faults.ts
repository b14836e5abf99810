/**
 * Test helper: switches a bank's failures on demand through the admin's training settings
 * (`PUT /api/admin/training`), the way a trainer's screen does, the other settings at their
 * defaults.
 */
import { expect } from 'vitest';
import { NO_FAULTS } from '../shared/dto/training';
import type { TestBank } from './bank';

/** The training settings other than the faults, at their defaults. */
export const DEFAULT_SETTINGS = {
  latencyMs: 0,
  settleLocalAfterSeconds: 30,
  settleWireAfterSeconds: 120,
  externalFailureRate: 0,
  checkHoldSeconds: 60,
};

/**
 * Sets `bank`'s faults to `faults` over none (every field not given is off); fails the test
 * unless the bank answers 200.
 * @param cookie an admin's session cookie
 */
export async function setFaults(
  bank: TestBank,
  cookie: string,
  faults: Partial<typeof NO_FAULTS>,
): Promise<void> {
  const res = await bank.call('PUT', '/api/admin/training', {
    cookie,
    body: { ...DEFAULT_SETTINGS, faults: { ...NO_FAULTS, ...faults } },
  });
  expect(res.status).toBe(200);
}
