/**
 * The open-banking redirect in the browser: a third party (this test, over HTTP) asks for a
 * consent; the customer follows the redirect, signs in on the bank's screen and approves
 * with the PIN; the third party reads transactions; the customer revokes the consent under
 * Settings, and the third party's next read is refused with CONSENT_INVALID.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';

const CALLBACK = 'https://tpp.example/callback';

test('a third party reads with the customer’s consent until the customer revokes it', async ({
  page,
  playwright,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  // The admin registers the third party over REST.
  const admin = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: origin },
  });
  const signIn = await admin.post('/api/auth/login', {
    data: { username: 'admin', password: 'Admin-1234' },
  });
  expect(signIn.ok()).toBe(true);
  const registered = await admin.post('/api/admin/third-parties', {
    data: { name: 'Budget Buddy', redirectUri: CALLBACK },
  });
  expect(registered.status()).toBe(201);
  const { apiKey } = (await registered.json()) as { apiKey: string };
  await admin.dispose();

  // The third party: its own client, with its key and a fresh request id on every call.
  const tpp = await playwright.request.newContext({ baseURL });
  const call = (
    method: string,
    path: string,
    headers: Record<string, string> = {},
    data?: unknown,
  ) =>
    tpp.fetch(`/psd2/v1${path}`, {
      method,
      headers: { 'X-API-Key': apiKey, 'X-Request-ID': randomUUID(), ...headers },
      data,
    });
  const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const asked = await call(
    'POST',
    '/consents',
    { 'TPP-Redirect-State': 'xyz' },
    {
      access: { balances: [], transactions: [] },
      recurringIndicator: true,
      validUntil,
      frequencyPerDay: 4,
    },
  );
  expect(asked.status()).toBe(201);
  const consent = (await asked.json()) as {
    consentId: string;
    _links: { scaRedirect: { href: string } };
  };

  // The customer follows the redirect, signs in and approves with the PIN.
  await page.route(`${CALLBACK}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>Back at Budget Buddy</p>' }),
  );
  await page.goto(consent._links.scaRedirect.href);
  await page.getByLabel('Account ID or username').fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('Demo-1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Budget Buddy asks to read your accounts')).toBeVisible();
  await expect(page.getByText('Their transactions')).toBeVisible();
  // The screen's own stylesheet arrived: Mantine draws the checkbox (no browser default box).
  await expect(page.getByRole('checkbox').first()).toHaveCSS('appearance', 'none');
  await page.getByRole('checkbox').first().check();
  await page.getByLabel('PIN', { exact: true }).fill('1234');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/^https:\/\/tpp\.example\/callback\?.*result=ok/);
  const back = new URL(page.url());
  expect(back.searchParams.get('state')).toBe('xyz');
  expect(back.searchParams.get('consentId')).toBe(consent.consentId);

  // The third party reads the account's transactions.
  const read = { 'Consent-ID': consent.consentId };
  const accounts = await call('GET', '/accounts', read);
  expect(accounts.status()).toBe(200);
  const [account] = ((await accounts.json()) as { accounts: { resourceId: string }[] }).accounts;
  const transactions = await call(
    'GET',
    `/accounts/${account!.resourceId}/transactions?bookingStatus=booked&limit=5`,
    read,
  );
  expect(transactions.status()).toBe(200);
  const booked = ((await transactions.json()) as { transactions: { booked: unknown[] } })
    .transactions.booked;
  expect(booked.length).toBeGreaterThan(0);

  // The customer revokes it under Settings.
  await page.goto('/profile?tab=apps');
  // Both projects share one bank: the other project's consent to Budget Buddy may already be
  // listed, revoked. This run's consent is the one active row; revoking it adds a revoked row.
  const rows = page.getByRole('row', { name: /Budget Buddy/ });
  const active = rows.filter({ hasText: 'Active' });
  await expect(active).toHaveCount(1);
  const revokedBefore = await rows.filter({ hasText: 'Revoked' }).count();
  await active.getByRole('button', { name: 'Revoke Budget Buddy' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke access' }).click();
  await expect(rows.filter({ hasText: 'Revoked' })).toHaveCount(revokedBefore + 1);
  await expect(active).toHaveCount(0);

  // The next read is refused.
  const refused = await call('GET', '/accounts', read);
  expect(refused.status()).toBe(401);
  const body = (await refused.json()) as { tppMessages: { code: string }[] };
  expect(body.tppMessages[0]!.code).toBe('CONSENT_INVALID');
  await tpp.dispose();
});
