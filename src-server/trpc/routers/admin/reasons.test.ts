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

  it('deleting a class keeps the reason beside what was returned; without one it still works', async () => {
    const make = async (name: string, prefix: string) => {
      const made = await bank.call('POST', '/api/admin/classes', {
        cookie: admin,
        body: { name, count: 2, prefix, openingDeposit: '10.00' },
      });
      expect(made.status).toBe(201);
      return ((await made.json()) as { class: { id: number } }).class.id;
    };
    const friday = await make('Friday QA', 'fri');
    const res = await bank.call(
      'DELETE',
      `/api/admin/classes/${friday}?reason=${encodeURIComponent('Course ended')}`,
      { cookie: admin },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ deleted: 0, closed: 2, returned: '20.00' });
    expect((await lastAudit('CLASS_DELETED', friday))?.after).toEqual({
      deleted: 0,
      closed: 2,
      returned: 2000,
      reason: 'Course ended',
    });

    const saturday = await make('Saturday QA', 'sat');
    const bare = await bank.call('DELETE', `/api/admin/classes/${saturday}`, { cookie: admin });
    expect(bare.status).toBe(200);
    expect((await lastAudit('CLASS_DELETED', saturday))?.after).toEqual({
      deleted: 0,
      closed: 2,
      returned: 2000,
    });

    const tooLong = await make('Sunday QA', 'sun');
    const refused = await bank.call(
      'DELETE',
      `/api/admin/classes/${tooLong}?reason=${'x'.repeat(201)}`,
      { cookie: admin },
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('reason');
    const still = await bank.call('GET', `/api/admin/classes/${tooLong}`, { cookie: admin });
    expect(still.status).toBe(200);
  });
});
