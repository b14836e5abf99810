/**
 * A long transfer list in the browser: a customer with 500 more transfers (made in one batch
 * through the REST API) opens /transfers and scrolls; pages load as the end of the list nears
 * the screen until every transfer is shown, each exactly once.
 *
 * Both projects (desktop, phone) run against one server, one test at a time; each run adds
 * its own 500 transfers and counts the list against what the API answers at that moment.
 */
import { type APIRequestContext, type APIResponse, expect, test } from './fixtures';

const BATCH = 500;

/** The REST calls' CSRF defence wants an Origin equal to the site on every write. */
function origin(baseURL: string | undefined) {
  return { Origin: new URL(baseURL ?? 'http://127.0.0.1').origin };
}

/** Every transfer id of `userId`, walked page by page through the `Link: rel="next"` header. */
async function allTransferIds(request: APIRequestContext, userId: number): Promise<number[]> {
  const ids: number[] = [];
  let next: string | null = `/api/transfers/${userId}?limit=100`;
  while (next) {
    const res: APIResponse = await request.get(next);
    expect(res.ok()).toBeTruthy();
    ids.push(...((await res.json()) as Array<{ id: number }>).map((t) => t.id));
    const link: string = res.headers().link ?? '';
    const target: string | undefined = /<([^>]+)>;\s*rel="next"/.exec(link)?.[1];
    // The Link target may be absolute; the request context adds the base URL itself.
    next = target ? target.replace(/^https?:\/\/[^/]+/, '') : null;
  }
  return ids;
}

test('a customer scrolls through every one of 500 new transfers, none twice', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const request = page.request;
  const login = await request.post('/api/auth/login', {
    headers: origin(baseURL),
    data: { username: 'demo', password: 'Demo-1234' },
  });
  expect(login.ok()).toBeTruthy();
  const userId = ((await login.json()) as { id: number }).id;

  const accounts = (await (await request.get('/api/accounts')).json()) as Array<{
    id: number;
    accountType: string;
  }>;
  const from = accounts.find((a) => a.accountType === 'CHECKING');
  const to = accounts.find((a) => a.accountType === 'SAVINGS');
  if (!from || !to) throw new Error('The demo customer needs checking and savings accounts');

  const batch = await request.post('/api/transfers/batch', {
    headers: { ...origin(baseURL), 'Idempotency-Key': `paging-${Date.now()}-${Math.random()}` },
    data: {
      items: Array.from({ length: BATCH }, (_, i) => ({
        fromAccountId: from.id,
        toAccountId: to.id,
        amount: '0.01',
        transferType: 'INTERNAL',
        description: `Paging ${i + 1}`,
      })),
    },
  });
  expect(batch.ok()).toBeTruthy();
  const { results } = (await batch.json()) as { results: Array<{ status: string }> };
  expect(results.filter((r) => r.status === 'ok')).toHaveLength(BATCH);

  const expected = await allTransferIds(request, userId);
  expect(expected.length).toBeGreaterThanOrEqual(BATCH);

  await page.goto('/transfers');
  const list = page.getByRole('tabpanel', { name: 'All Transfers' });
  const rows = list.locator('li[data-transfer-id]');
  // The loader filled the first page: rows are there without waiting for a scroll.
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeLessThan(expected.length);

  // Scroll to the end of the list again and again, until no row is added.
  await expect(async () => {
    await rows.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    expect(await rows.count()).toBe(expected.length);
  }).toPass({ timeout: 120_000, intervals: [250, 500, 1000] });
  await expect(list.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  const shown = await rows.evaluateAll((items) =>
    items.map((item) => Number(item.getAttribute('data-transfer-id'))),
  );
  expect(shown).toHaveLength(expected.length);
  expect(new Set(shown).size).toBe(shown.length);
  expect([...shown].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
});
