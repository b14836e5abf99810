/**
 * The admin lists name customers and accounts beside the ids (additive fields, so the ids
 * REST clients read stay), and the queues filter by status. Every answer is checked against
 * the OpenAPI contract by bank.call.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, applications, users } from '../db/schema';
import { storedSsn } from '../services/enrollment/ssn';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '../shared/audit';
import { decimalToCents } from '../shared/money';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
let admin: string;
let demo: string;
let demoId: number;
let demoName: string;
/** Account number by account id. */
let numberOf: Map<number, string>;

const get = async <T>(path: string, cookie = admin): Promise<T> => {
  const res = await bank.call('GET', path, { cookie });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

beforeAll(async () => {
  bank = await createTestBank();
  admin = await bank.login('admin');
  demo = await bank.login('demo');
  demoId = bank.userId('demo');
  const user = bank.db.select().from(users).where(eq(users.id, demoId)).get()!;
  demoName = `${user.firstName} ${user.lastName}`;
  numberOf = new Map(
    bank.db
      .select({ id: accounts.id, n: accounts.accountNumber })
      .from(accounts)
      .all()
      .map((a) => [a.id, a.n]),
  );
});

describe('names in the admin lists', () => {
  it('transfers carry the customer, the from-account number and the payee or receiving account', async () => {
    const rows = await get<
      {
        userId: number;
        fromAccountId: number;
        toAccountId: number | null;
        beneficiaryId: number | null;
        customerName: string | null;
        fromAccountNumber: string | null;
        toAccountNumber: string | null;
        beneficiaryName: string | null;
      }[]
    >(`/api/admin/transfers?userId=${demoId}&limit=100`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.userId).toBe(demoId);
      expect(row.customerName).toBe(demoName);
      expect(row.fromAccountNumber).toBe(numberOf.get(row.fromAccountId));
      expect(row.toAccountNumber).toBe(
        row.toAccountId === null ? null : numberOf.get(row.toAccountId),
      );
      expect(row.beneficiaryName === null).toBe(row.beneficiaryId === null);
    }
  });

  it('statement rows carry the account number and its owner', async () => {
    const rows = await get<
      { accountId: number; userId: number; customerName: string; accountNumber: string }[]
    >(`/api/admin/transactions?userId=${demoId}&limit=20`);
    expect(rows.length).toBe(20);
    for (const row of rows) {
      expect(row).toMatchObject({ userId: demoId, customerName: demoName });
      expect(row.accountNumber).toBe(numberOf.get(row.accountId));
    }
  });

  it('deposits carry the customer and the credited account number', async () => {
    const checking = (await get<{ id: number; accountType: string }[]>('/api/accounts', demo)).find(
      (a) => a.accountType === 'CHECKING',
    )!;
    const made = await bank.call('POST', '/api/deposits/card', {
      cookie: demo,
      body: {
        accountId: checking.id,
        amount: '25.00',
        cardNumber: '4242 4242 4242 4242',
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 2,
        cvc: '123',
      },
    });
    expect(made.status).toBe(201);
    const rows = await get<{ userId: number; customerName: string; accountNumber: string }[]>(
      `/api/admin/deposits?userId=${demoId}`,
    );
    expect(rows[0]).toMatchObject({
      userId: demoId,
      customerName: demoName,
      accountNumber: numberOf.get(checking.id),
    });
  });

  it('audit entries name the acting admin and the user they are about', async () => {
    await bank.call('PATCH', `/api/admin/users/${demoId}`, {
      cookie: admin,
      body: { phone: '555-0100' },
    });
    const rows = await get<
      {
        actorId: number | null;
        actorName: string | null;
        targetId: string;
        targetName: string | null;
      }[]
    >(`/api/admin/audit?targetType=user&limit=100`);
    const aboutDemo = rows.filter((r) => r.targetId === String(demoId));
    expect(aboutDemo.length).toBeGreaterThan(0);
    for (const row of aboutDemo) expect(row.targetName).toBe(demoName);
    const byAdmin = rows.find((r) => r.actorId === bank.userId('admin'));
    expect(byAdmin?.actorName).toMatch(/\S/);
    for (const row of rows) if (row.actorId === null) expect(row.actorName).toBeNull();
  });
});

describe('the queues filter by status and name the customer', () => {
  it('support tickets: status filter, sender name, and the tRPC page with its total', async () => {
    const sent = await bank.call('POST', '/api/support/tickets', {
      cookie: demo,
      body: { subject: 'Names', message: 'Show my name', email: 'demo@example.com' },
    });
    expect(sent.status).toBeLessThan(300);
    const open = await get<
      { status: string; userId: number | null; customerName: string | null }[]
    >('/api/admin/support/tickets?status=OPEN&limit=100');
    expect(open.length).toBeGreaterThan(0);
    for (const t of open) {
      expect(t.status).toBe('OPEN');
      expect(t.customerName === null).toBe(t.userId === null);
    }
    expect(open.find((t) => t.userId === demoId)?.customerName).toBe(demoName);
    expect(await get<unknown[]>('/api/admin/support/tickets?status=CLOSED')).toEqual([]);

    const page = await bank.caller('admin').adminOps.ticketsPage({ status: 'OPEN', limit: 1 });
    expect(page.total).toBe(open.length);
    expect(page.items[0]?.customerName).toBe(open[0]?.customerName);
  });

  it('applications: status filters on both lists; loan applicants are named', async () => {
    const pending = await get<{ status: string }[]>('/api/admin/applications?status=PENDING');
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((a) => a.status === 'PENDING')).toBe(true);
    expect(await get<unknown[]>('/api/admin/applications?status=NONE')).toEqual([]);

    const loans = await get<{ status: string; userId: number; customerName: string | null }[]>(
      '/api/admin/loan-applications?status=PENDING',
    );
    expect(loans.length).toBeGreaterThan(0);
    for (const loan of loans) {
      expect(loan.status).toBe('PENDING');
      expect(loan.customerName).toMatch(/\S+ \S+/);
    }
    const page = await bank
      .caller('admin')
      .adminOps.loanApplicationsPage({ status: 'PENDING', limit: 100 });
    expect(page.items.map((l) => l.customerName)).toEqual(loans.map((l) => l.customerName));
  });
});

describe('what the admin lists leave on the server', () => {
  it('an enrollment row has no password or PIN hash, no file path and only the last four SSN digits', async () => {
    const secret = {
      passwordHash: '$argon2id$v=19$secret-password-hash',
      pinHash: '$argon2id$v=19$secret-pin-hash',
      passportPath: 'uploads/applications/secret-passport.png',
      ssn: '123-45-6789',
    };
    const { id } = bank.db
      .insert(applications)
      .values({
        name: 'Leak Check',
        email: 'leak@example.com',
        phone: '+1 555 0100',
        dob: '1990-01-01',
        ...secret,
        // Stored as the enrollment stores it: sealed, beside its last four.
        ...storedSsn(bank.db, secret.ssn),
      })
      .returning({ id: applications.id })
      .get();
    const rows = await get<Record<string, unknown>[]>('/api/admin/applications?limit=100');
    const row = rows.find((r) => r.id === id);
    expect(row).toMatchObject({
      name: 'Leak Check',
      ssnLast4: '6789',
      hasPassport: true,
      hasIdDocument: false,
      status: 'PENDING',
    });
    const text = JSON.stringify(rows);
    for (const value of Object.values(secret)) expect(text).not.toContain(value);
    for (const key of ['passwordHash', 'pinHash', 'passportPath', 'idPath', 'ssn'])
      expect(Object.keys(row ?? {})).not.toContain(key);

    const page = await bank.caller('admin').adminOps.enrollmentsPage({ limit: 100 });
    expect(page.items.find((r) => r.id === id)).toEqual(row);
  });

  it('an audit entry shows its sides as objects and not its chain hash', async () => {
    const rows = await get<Record<string, unknown>[]>('/api/admin/audit?limit=20');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(
        [
          'action',
          'actorId',
          'actorName',
          'after',
          'before',
          'createdAt',
          'id',
          'targetId',
          'targetName',
          'targetType',
        ].sort(),
      );
      for (const side of [row.before, row.after])
        expect(side === null || (typeof side === 'object' && !Array.isArray(side))).toBe(true);
    }
  });

  it("the audit log's filters offer the bank's own codes, and refuse any other", async () => {
    const doc = await get<{
      paths: Record<
        string,
        { get: { parameters: { name: string; schema: { enum?: string[] } }[] } }
      >;
    }>('/api/openapi.json');
    const offered = (name: string) =>
      doc.paths['/admin/audit']?.get.parameters.find((p) => p.name === name)?.schema.enum;
    expect(offered('action')).toEqual([...AUDIT_ACTIONS]);
    expect(offered('targetType')).toEqual([...AUDIT_TARGET_TYPES]);

    const rows = await get<{ action: string; targetType: string }[]>(
      '/api/admin/audit?action=LOGIN&targetType=user',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatchObject({ action: 'LOGIN', targetType: 'user' });

    for (const [query, field] of [
      ['action=login', 'action'],
      ['action=TRANSFER', 'action'],
      ['targetType=Transfer', 'targetType'],
    ] as const) {
      const res = await bank.call('GET', `/api/admin/audit?${query}`, { cookie: admin });
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(await res.json()), query).toContain(field);
    }
  });

  it("shows a customer's accounts with the figures the customer sees, this month's included", async () => {
    const own = await get<Record<string, unknown>[]>('/api/accounts', demo);
    expect(own.some((a) => a.monthlyDebit !== '0.00')).toBe(true);
    const listed = await get<Record<string, unknown>[]>(`/api/admin/users/${demoId}/accounts`);
    expect(listed).toEqual(own);
    const page = await get<Record<string, unknown>[]>(`/api/admin/accounts?userId=${demoId}`);
    expect(page).toEqual(own);
    const one = own[0]!;
    const topped = await bank.call('POST', `/api/admin/accounts/${one.id}/topup`, {
      cookie: admin,
      body: { amount: '1.00' },
    });
    expect(topped.status).toBe(200);
    const after = (await topped.json()) as Record<string, unknown>;
    expect(after).toMatchObject({ month: one.month });
    expect(decimalToCents(String(after.monthlyCredit))).toBe(
      decimalToCents(String(one.monthlyCredit)) + 100,
    );
  });
});
