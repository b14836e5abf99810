/**
 * Browser journey of My requests: a request made with the customer's session shows up in
 * Settings > Developer > My requests without a reload, and the idempotency-key filter finds it.
 */
import { expect, test } from './fixtures';
import { adminSignIn, signIn } from './sign-in';

test('a request shows up in My requests without a reload and is found by its idempotency key', async ({
  page,
}) => {
  await signIn(page, 'jane');
  await page.goto('/profile?tab=developer');
  const section = page.getByRole('region', { name: 'My requests' });
  await expect(section.getByRole('table')).toBeVisible();

  const key = `e2e-requests-${Date.now()}`;
  const answer = await page.request.get('/api/accounts?password=hunter2', {
    headers: { 'Idempotency-Key': key },
  });
  expect(answer.status()).toBe(200);

  // The table refreshes by itself; the query value is never shown (nor kept).
  const row = section.getByRole('row', { name: /\/api\/accounts\?password/ }).first();
  await expect(row).toBeVisible({ timeout: 10_000 });
  await expect(row).toContainText('200');
  await expect(section).not.toContainText('hunter2');

  await section.getByLabel('Idempotency key').fill(key);
  await expect(section.getByText('Total: 1')).toBeVisible();
  await expect(section.getByRole('row', { name: /\/api\/accounts/ })).toHaveCount(1);
});

test("the admin's user page shows that user's requests", async ({ page, browser }) => {
  // Jane makes a request in her own browser.
  const jane = await browser.newPage();
  await signIn(jane, 'jane');
  const key = `e2e-admin-requests-${Date.now()}`;
  expect(
    (await jane.request.get('/api/accounts', { headers: { 'Idempotency-Key': key } })).status(),
  ).toBe(200);
  await jane.close();

  await adminSignIn(page);
  const users = await page.request.get('/api/admin/users?limit=100&offset=0&search=jane');
  const janeId = ((await users.json()) as { id: number; username: string }[]).find(
    (u) => u.username === 'jane',
  )!.id;
  await page.goto(`/admin/users/${janeId}`);
  const section = page.getByRole('region', { name: 'Requests' });
  await section.getByLabel('Idempotency key').fill(key);
  await expect(section.getByText('Total: 1')).toBeVisible();
  await expect(section.getByRole('row', { name: /\/api\/accounts/ })).toHaveCount(1);
});
