/**
 * Support ticket threads over REST (customer and admin replies, statuses, notifications, live
 * events), the admin's view of stored uploads, and yearly tax summaries.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../db/schema';
import { eventBusOf, type StampedEvent } from '../events/bus';
import { postJournal } from '../ledger/post';
import { createTestBank, ORIGIN, type TestBank } from '../test/bank';

let bank: TestBank;
let priya: string;
let marcus: string;
let admin: string;
let uploads: string;

const json = async <T>(res: Response | Promise<Response>): Promise<T> =>
  (await res).json() as Promise<T>;

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

type Thread = {
  id: number;
  status: string;
  replies: { message: string; fromStaff: string; author: string }[];
  nextCursor: string | null;
  replyCount: number;
};

beforeAll(async () => {
  uploads = mkdtempSync(join(tmpdir(), 'bank-admin-files-'));
  bank = await createTestBank('demo', { UPLOAD_DIR: uploads });
  priya = await bank.login('priya');
  marcus = await bank.login('marcus');
  admin = await bank.login('admin');
});

async function openTicket(cookie: string, subject = 'Card declined abroad') {
  const res = await bank.call('POST', '/api/support/tickets', {
    cookie,
    body: { subject, message: 'My card was declined in Rome.', email: 'priya@example.com' },
  });
  expect(res.status).toBe(201);
  return json<{ id: number }>(res);
}

const unread = (username: string) =>
  bank.db.$client
    .prepare('select count(*) n from notifications where user_id = ? and title = ?')
    .get(bank.userId(username), 'New reply to your support ticket') as { n: number };

describe('support ticket threads', () => {
  it('shows each side the other side’s reply, notifies the customer, publishes live events', async () => {
    const ticket = await openTicket(priya);
    const heard: StampedEvent[] = [];
    const sub = eventBusOf(bank.db).subscribe(
      {
        userId: bank.userId('priya'),
        sessionId: 'test',
        admin: false,
        deliver: (e) => heard.push(e),
        end: () => undefined,
      },
      null,
    );
    const before = unread('priya').n;
    const answer = await bank.call('POST', `/api/admin/support/tickets/${ticket.id}/replies`, {
      cookie: admin,
      body: { message: 'We unblocked foreign use. Try again.' },
    });
    expect(answer.status).toBe(201);
    expect(unread('priya').n).toBe(before + 1);
    expect(heard).toContainEqual(
      expect.objectContaining({
        type: 'ticket',
        data: { id: ticket.id, status: 'ANSWERED', by: 'STAFF' },
      }),
    );
    sub.unsubscribe();

    const seen = await json<Thread>(
      bank.call('GET', `/api/support/tickets/${ticket.id}`, { cookie: priya }),
    );
    expect(seen.status).toBe('ANSWERED');
    expect(seen.replies).toEqual([
      expect.objectContaining({
        message: 'We unblocked foreign use. Try again.',
        fromStaff: 'true',
      }),
    ]);

    const back = await bank.call('POST', `/api/support/tickets/${ticket.id}/replies`, {
      cookie: priya,
      body: { message: 'It works now, thanks.' },
    });
    expect(back.status).toBe(201);
    const adminView = await json<Thread & { customerName: string }>(
      bank.call('GET', `/api/admin/support/tickets/${ticket.id}`, { cookie: admin }),
    );
    expect(adminView.status).toBe('OPEN');
    expect(adminView.customerName).toBe('Priya Shah');
    expect(adminView.replies.map((r) => [r.fromStaff, r.message])).toEqual([
      ['true', 'We unblocked foreign use. Try again.'],
      ['false', 'It works now, thanks.'],
    ]);
  });

  it('pages the thread oldest first', async () => {
    const ticket = await openTicket(priya, 'Paging');
    for (const m of ['one', 'two', 'three']) {
      await bank.call('POST', `/api/support/tickets/${ticket.id}/replies`, {
        cookie: priya,
        body: { message: m },
      });
    }
    const first = await json<Thread>(
      bank.call('GET', `/api/support/tickets/${ticket.id}?limit=2`, { cookie: priya }),
    );
    expect(first.replies.map((r) => r.message)).toEqual(['one', 'two']);
    expect(first.replyCount).toBe(3);
    const next = await json<Thread>(
      bank.call('GET', `/api/support/tickets/${ticket.id}?limit=2&cursor=${first.nextCursor}`, {
        cookie: priya,
      }),
    );
    expect(next.replies.map((r) => r.message)).toEqual(['three']);
    expect(next.nextCursor).toBeNull();
  });

  it('refuses replies on a closed ticket with 409, from either side', async () => {
    const ticket = await openTicket(priya, 'Close me');
    const closed = await bank.call('PATCH', `/api/admin/support/tickets/${ticket.id}`, {
      cookie: admin,
      body: { status: 'CLOSED' },
    });
    expect(await json<{ status: string }>(closed)).toMatchObject({ status: 'CLOSED' });
    const res = await bank.call('POST', `/api/support/tickets/${ticket.id}/replies`, {
      cookie: priya,
      body: { message: 'Still there?' },
    });
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ code: 'TICKET_CLOSED' });
    const staff = await bank.call('POST', `/api/admin/support/tickets/${ticket.id}/replies`, {
      cookie: admin,
      body: { message: 'Late answer' },
    });
    expect(staff.status).toBe(409);
  });

  it('answers 404 for another customer’s ticket, and to customers on admin paths', async () => {
    const ticket = await openTicket(priya, 'Private');
    expect(
      (await bank.call('GET', `/api/support/tickets/${ticket.id}`, { cookie: marcus })).status,
    ).toBe(404);
    expect(
      (
        await bank.call('POST', `/api/support/tickets/${ticket.id}/replies`, {
          cookie: marcus,
          body: { message: 'Not mine' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('admin view of uploads', () => {
  let appId: number;
  beforeAll(() => {
    // A PDF stored under a .png name: the answer's type must come from the bytes.
    writeFileSync(join(uploads, 'doc-a.png'), PDF);
    writeFileSync(join(uploads, 'doc-b.bin'), PNG);
    const row = bank.db.select({ id: applications.id }).from(applications).limit(1).get()!;
    appId = row.id;
    bank.db
      .update(applications)
      .set({ passportPath: 'doc-b.bin', idPath: 'doc-a.png' })
      .where(eq(applications.id, appId))
      .run();
  });

  it('serves documents with the sniffed type and the download headers', async () => {
    const res = await bank.app.request(
      `${ORIGIN}/api/admin/applications/${appId}/documents/idDocument`,
      { headers: { Cookie: admin } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".*\.pdf"$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    const passport = await bank.app.request(
      `${ORIGIN}/api/admin/applications/${appId}/documents/passport`,
      { headers: { Cookie: admin } },
    );
    expect(passport.headers.get('content-type')).toBe('image/png');
  });

  it('answers 404 to a customer, and for a missing record', async () => {
    for (const path of [
      `/api/admin/applications/${appId}/documents/passport`,
      '/api/admin/deposits/1/images/front',
    ]) {
      const res = await bank.app.request(`${ORIGIN}${path}`, { headers: { Cookie: priya } });
      expect(res.status).toBe(404);
    }
    const missing = await bank.app.request(`${ORIGIN}/api/admin/deposits/999999/images/back`, {
      headers: { Cookie: admin },
    });
    expect(missing.status).toBe(404);
  });
});

describe('tax summaries', () => {
  it('lists the years with postings and gives CSV figures to the cent', async () => {
    const accounts = await json<{ id: number; accountType: string }[]>(
      bank.call('GET', '/api/accounts', { cookie: marcus }),
    );
    const savings = accounts.find((a) => a.accountType === 'SAVINGS')!;
    const at = (d: string) => new Date(`${d}T12:00:00Z`);
    // A year before the account's history, with known figures.
    postJournal(bank.db, {
      kind: 'DEPOSIT',
      description: 'Deposit',
      at: at('2001-02-01'),
      lines: [
        { accountId: savings.id, amount: 50_000, description: 'Deposit' },
        { ledger: 'FUNDING', amount: -50_000 },
      ],
    });
    postJournal(bank.db, {
      kind: 'INTEREST',
      description: 'Interest earned 2001-03',
      at: at('2001-03-31'),
      lines: [
        { accountId: savings.id, amount: 123, description: 'Interest earned' },
        { ledger: 'INTEREST_EXPENSE', amount: -123 },
      ],
    });
    postJournal(bank.db, {
      kind: 'TRANSFER_SETTLEMENT',
      description: 'Settlement',
      at: at('2001-06-15'),
      lines: [
        { accountId: savings.id, amount: -10_250, description: 'Wire out' },
        { ledger: 'EXTERNAL_CLEARING', amount: 10_000 },
        { ledger: 'FEES', amount: 250 },
      ],
    });
    const list = await json<{ year: number; interestEarned: string; feesPaid: string }[]>(
      bank.call('GET', `/api/accounts/${savings.id}/tax-summaries`, { cookie: marcus }),
    );
    const years = list.map((s) => s.year);
    const expected = (
      bank.db.$client
        .prepare(
          'select distinct cast(substr(date, 1, 4) as integer) y from transactions where account_id = ? order by y desc',
        )
        .all(savings.id) as { y: number }[]
    ).map((r) => r.y);
    expect(years).toEqual(expected);
    expect(years).toContain(2001);
    expect(list.find((s) => s.year === 2001)).toMatchObject({
      interestEarned: '1.23',
      feesPaid: '2.50',
    });

    const csv = await bank.app.request(
      `${ORIGIN}/api/accounts/${savings.id}/tax-summaries/2001.csv`,
      {
        headers: { Cookie: marcus },
      },
    );
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Opening balance,0.00',
        'Total credits,501.23',
        'Total debits,102.50',
        'Interest earned,1.23',
        'Fees paid,2.50',
      ]),
    );
    const pdf = await bank.app.request(
      `${ORIGIN}/api/accounts/${savings.id}/tax-summaries/2001.pdf`,
      {
        headers: { Cookie: marcus },
      },
    );
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      (
        await bank.app.request(`${ORIGIN}/api/accounts/${savings.id}/tax-summaries/2001.csv`, {
          headers: { Cookie: priya },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await bank.app.request(`${ORIGIN}/api/accounts/${savings.id}/tax-summaries/1990.csv`, {
          headers: { Cookie: marcus },
        })
      ).status,
    ).toBe(404);
  });
});
