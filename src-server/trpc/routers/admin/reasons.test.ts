/**
 * Deleting a user and closing an account keep the admin's reason in the audit log; a REST
 * caller that sends no reason is still answered as before.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditAction } from '../../../shared/audit';
import { createTestBank, type TestBank } from '../../../test/bank';

let bank: TestBank;
let admin: string;

beforeAll(async () => {
  bank = await createTestBank();
  admin = await bank.login('admin');
});

/** The newest audit entry of `action` on `targetId`. */
async function lastAudit(action: AuditAction, targetId: number) {
  const page = await bank.caller('admin').adminOps.auditPage({ action, limit: 100 });
  return page.items.find((e) => e.targetId === String(targetId));
}

describe('reasons for irreversible admin actions', () => {
  it('closing a user keeps the reason given in the query', async () => {
    const janeId = bank.userId('jane');
    const res = await bank.call(
      'DELETE',
      `/api/admin/users/${janeId}?reason=${encodeURIComponent('Left the class')}`,
      { cookie: admin },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ result: 'CLOSED' });
    const entry = await lastAudit('USER_CLOSED', janeId);
    expect(entry?.after).toEqual({ reason: 'Left the class' });
  });

  it('closing an empty account keeps the reason; without one the call still works', async () => {
    const caller = bank.caller('admin');
    const demoId = bank.userId('demo');
    const opened = await caller.adminProvisioning.openAccount({
      id: demoId,
      accountType: 'SAVINGS',
    });
    await caller.adminPeople.closeAccount({ id: opened.id, reason: 'Opened by mistake' });
    expect((await lastAudit('ACCOUNT_CLOSED', opened.id))?.after).toEqual({
      reason: 'Opened by mistake',
    });

    const second = await caller.adminProvisioning.openAccount({
      id: demoId,
      accountType: 'SAVINGS',
    });
    const res = await bank.call('DELETE', `/api/admin/accounts/${second.id}`, { cookie: admin });
    expect(res.status).toBe(200);
    expect((await lastAudit('ACCOUNT_CLOSED', second.id))?.after).toBeNull();
  });
});
