/**
 * A telephone number is one rule wherever a person types it (the profile, the admin's edit of
 * a user, a support ticket), over REST on a real in-memory bank: at least 6 digits with only
 * a leading +, spaces and ( ) . / - between them; anything else is a 400 naming the field,
 * and nothing is stored. An empty optional phone is stored as none.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { supportTickets, users } from '../db/schema';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
let admin: string;
let demo: string;
let demoId: number;

const REFUSED = ['call me', '12345', '555 0100 ext 2', '+1 555\u0000 0100', '555-0100; DROP'];
const MESSAGE = 'phone: Phone: at least 6 digits; only +, spaces, ( ) . / - between them';
const phoneOfDemo = () =>
  bank.db.select({ phone: users.phone }).from(users).where(sql`${users.id} = ${demoId}`).get()!
    .phone;
const tickets = () => bank.db.select({ n: sql<number>`count(*)` }).from(supportTickets).get()!.n;

beforeAll(async () => {
  bank = await createTestBank();
  admin = await bank.login('admin');
  demo = await bank.login('demo');
  demoId = bank.userId('demo');
});

describe('a phone number', () => {
  it("is refused on the customer's profile unless it is one, and stored as typed when it is", async () => {
    const before = phoneOfDemo();
    for (const phone of REFUSED) {
      const res = await bank.call('PATCH', `/api/users/${demoId}`, {
        cookie: demo,
        body: { phone },
      });
      expect(res.status, phone).toBe(400);
      expect(((await res.json()) as { message: string }).message, phone).toBe(MESSAGE);
    }
    expect(phoneOfDemo()).toBe(before);
    for (const phone of ['(555) 010-2233', '+44 20 7946 0958', '555.010.2233']) {
      const res = await bank.call('PATCH', `/api/users/${demoId}`, {
        cookie: demo,
        body: { phone },
      });
      expect(res.status, phone).toBe(200);
      expect(phoneOfDemo()).toBe(phone);
    }
    const cleared = await bank.call('PATCH', `/api/users/${demoId}`, {
      cookie: demo,
      body: { phone: '' },
    });
    expect(cleared.status).toBe(200);
    expect(phoneOfDemo()).toBeNull();
  });

  it("is refused on an admin's edit of a user by the same rule", async () => {
    for (const phone of REFUSED) {
      const res = await bank.call('PATCH', `/api/admin/users/${demoId}`, {
        cookie: admin,
        body: { phone },
      });
      expect(res.status, phone).toBe(400);
      expect(((await res.json()) as { message: string }).message, phone).toBe(MESSAGE);
    }
    expect(phoneOfDemo()).toBeNull();
  });

  it('is refused on a support ticket by the same rule, and nothing is stored', async () => {
    const before = tickets();
    for (const phone of REFUSED) {
      const res = await bank.call('POST', '/api/support/tickets', {
        cookie: demo,
        body: {
          subject: 'Card question',
          message: 'Please call me back.',
          email: 'alex.morgan@example.com',
          phone,
        },
      });
      expect(res.status, phone).toBe(400);
      expect(((await res.json()) as { message: string }).message, phone).toBe(MESSAGE);
    }
    expect(tickets()).toBe(before);
  });
});
