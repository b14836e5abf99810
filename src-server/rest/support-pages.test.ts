/**
 * The support tickets page newest first, for the customer (their Support Center list, five a
 * page) and for the admin support desk: each page in order, the pages together listing every
 * ticket once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
/** Ids of the tickets demo writes, oldest first. */
const written: number[] = [];

beforeAll(async () => {
  bank = await createTestBank();
  for (let i = 0; i < 7; i++) {
    const ticket = await bank.caller('demo').support.createTicket({
      subject: `Paging ticket ${i}`,
      message: 'Please help.',
      email: 'demo@example.com',
    });
    written.push(ticket.id);
  }
});

describe('support ticket pages', () => {
  it("pages the customer's tickets five at a time, newest first", async () => {
    const first = await bank.caller('demo').support.ticketsPage({ limit: 5, offset: 0 });
    const second = await bank.caller('demo').support.ticketsPage({ limit: 5, offset: 5 });
    const ids = [...first.items, ...second.items].map((t) => t.id);
    expect(ids).toEqual([...written].reverse());
    expect(first.nextCursor).not.toBeNull();
    expect(second.nextCursor).toBeNull();
    expect(first.total).toBe(7);
    const dates = [...first.items, ...second.items].map((t) => t.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers the REST list newest first too', async () => {
    const demo = await bank.login('demo');
    const res = await bank.call('GET', '/api/support/tickets?limit=3', { cookie: demo });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id: number }[];
    expect(body.map((t) => t.id)).toEqual([...written].reverse().slice(0, 3));
    expect(res.headers.get('Link')).toMatch(/rel="next"/);
  });

  it('pages the admin support desk newest first', async () => {
    const first = await bank.caller('admin').adminOps.ticketsPage({ limit: 5, offset: 0 });
    const second = await bank.caller('admin').adminOps.ticketsPage({ limit: 5, offset: 5 });
    const ids = [...first.items, ...second.items].map((t) => t.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids.slice(0, 7)).toEqual([...written].reverse());
  });
});
