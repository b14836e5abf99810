/**
 * The UI track's detectors: the bank's own screens call /trpc, so a challenge of the UI track
 * is solved by what those calls look like, and the same operation over REST does not count.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestBank, ORIGIN, type TestBank } from '../test/bank';
import { solvesOf } from './store';

let bank: TestBank;
let demo: string;

beforeEach(async () => {
  bank = await createTestBank();
  demo = await bank.login('demo');
});

const solved = () => solvesOf(bank.db, bank.userId('demo')).map((s) => s.key);

/** A call as the screens make it (tRPC over HTTP, no batching). */
async function screen(procedure: string, input: unknown, method: 'GET' | 'POST' = 'POST') {
  const headers = { Cookie: demo, Origin: ORIGIN, 'Content-Type': 'application/json' };
  const res =
    method === 'GET'
      ? await bank.app.request(
          `${ORIGIN}/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`,
          { headers },
        )
      : await bank.app.request(`${ORIGIN}/trpc/${procedure}`, {
          method,
          headers,
          body: JSON.stringify(input),
        });
  expect(res.status).toBe(200);
  return res;
}

describe('UI detectors', () => {
  it('ui-token: a token created from the screen, not over REST', async () => {
    const token = { name: 'from a script', scopes: ['read'], expiresInDays: 1 };
    expect((await bank.call('POST', '/api/tokens', { cookie: demo, body: token })).status).toBe(
      201,
    );
    expect(solved()).not.toContain('ui-token');
    await screen('tokens.create', { ...token, name: 'from the screen' });
    expect(solved()).toContain('ui-token');
  });

  it('italian: the language switched to Italian', async () => {
    await screen('settings.setLanguage', { language: 'en' });
    expect(solved()).not.toContain('italian');
    await screen('settings.setLanguage', { language: 'it' });
    expect(solved()).toContain('italian');
  });

  it('statement-search: a statement searched and sorted by another column', async () => {
    const [account] = (await (
      await bank.call('GET', '/api/accounts', { cookie: demo })
    ).json()) as {
      id: number;
    }[];
    await screen('accounts.statement', { accountId: account!.id, q: 'a' }, 'GET');
    expect(solved()).not.toContain('statement-search');
    await screen('accounts.statement', { accountId: account!.id, q: 'a', sort: 'amount' }, 'GET');
    expect(solved()).toContain('statement-search');
  });

  it('support-ticket and not-found-page', async () => {
    await screen('support.createTicket', {
      subject: 'Card',
      message: 'My card is stuck',
      email: 'demo@example.com',
    });
    await screen('challenges.observe', { event: 'not-found-page' });
    expect(solved().sort()).toEqual(['not-found-page', 'support-ticket']);
  });

  it('the screens’ report cannot name any other challenge', async () => {
    const res = await bank.app.request(`${ORIGIN}/trpc/challenges.observe`, {
      method: 'POST',
      headers: { Cookie: demo, Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ event: 'statement-csv' }),
    });
    expect(res.status).toBe(400);
    expect(solved()).toEqual([]);
  });
});
