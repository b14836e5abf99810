/**
 * A live bank: what happens in one browser shows in another without a reload. An admin
 * completes a customer's pending local transfer and the customer's open dashboard shows the
 * new balance; a session revoked from another browser lands on the sign-in with the reason.
 *
 * Both projects (desktop, phone) run against one server, so each test makes its own data
 * and reads the figures it expects from the API.
 */
import { type APIRequestContext, type Browser, expect, type Page, test } from './fixtures';
import { adminSignIn, signIn } from './sign-in';

test.describe.configure({ mode: 'serial' });

/** The REST calls' CSRF defence wants an Origin equal to the site on every write. */
const origin = (baseURL: string | undefined) => ({
  Origin: new URL(baseURL ?? 'http://127.0.0.1').origin,
});

/** '1234.5' → '$1,234.50', as the screens show money. */
const usd = (amount: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(amount));

/** Signs the admin in, in a browser of its own (another person at another desk). */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await adminSignIn(page);
  return page;
}

type Account = { id: number; accountType: string; balance: string; availableBalance: string };

async function checking(request: APIRequestContext): Promise<Account> {
  const accounts = (await (await request.get('/api/accounts')).json()) as Account[];
  return accounts.find((a) => a.accountType === 'CHECKING')!;
}

/** A PENDING LOCAL transfer of `amount` made through the API on the customer's session. */
async function pendingLocal(
  request: APIRequestContext,
  baseURL: string | undefined,
  amount: string,
) {
  const me = (await (await request.get('/api/auth/me')).json()) as { id: number };
  const pin = await request.post(`/api/users/${me.id}/verify-pin`, {
    headers: origin(baseURL),
    data: { pin: '1234' },
  });
  expect(pin.ok()).toBeTruthy();
  const beneficiary = await request.post('/api/beneficiaries', {
    headers: origin(baseURL),
    data: { name: 'Live Payee', accountNumber: 'GB29NWBK60161331926819', bankName: 'Live Bank' },
  });
  const from = await checking(request);
  const created = await request.post('/api/transfers', {
    headers: origin(baseURL),
    data: {
      transferType: 'LOCAL',
      fromAccountId: from.id,
      beneficiaryId: ((await beneficiary.json()) as { id: number }).id,
      amount,
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: number; status: string };
}

test('an admin completes a pending transfer; the customer’s open dashboard follows within 2 s', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page);
  const before = await checking(page.request);
  await expect(page.getByText(`Available: ${usd(before.availableBalance)}`).first()).toBeVisible();

  // Made outside this page's own screens: only the push can tell the dashboard.
  const transfer = await pendingLocal(page.request, baseURL, '7.65');
  expect(transfer.status).toBe('PENDING');
  const held = await checking(page.request);
  await expect(page.getByText(`Available: ${usd(held.availableBalance)}`).first()).toBeVisible({
    timeout: 2000,
  });

  const admin = await adminPage(browser);
  await admin.goto(`/admin/transfers/${transfer.id}`);
  await admin.getByRole('button', { name: 'Mark Completed' }).click();
  await admin
    .getByRole('dialog', { name: 'Mark Completed' })
    .getByRole('button', { name: 'Mark Completed' })
    .click();
  await expect(admin.getByText('PENDING → COMPLETED')).toBeVisible();

  const after = await checking(page.request);
  expect(after.balance).not.toBe(before.balance);
  await expect(page.getByText(usd(after.balance), { exact: true }).first()).toBeVisible({
    timeout: 2000,
  });
  await admin.context().close();
});

test('an admin fails a pending transfer; the customer’s open transfer list shows it within 2 s', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page);
  const transfer = await pendingLocal(page.request, baseURL, '4.32');
  await page.goto('/transfers');
  // The list's cards carry their transfer's id.
  const card = page.locator(`[data-transfer-id="${transfer.id}"]`).first();
  await expect(card).toContainText('Pending');

  const admin = await adminPage(browser);
  await admin.goto(`/admin/transfers/${transfer.id}`);
  await admin.getByRole('button', { name: 'Mark Failed' }).click();
  await admin
    .getByRole('dialog', { name: 'Mark Failed' })
    .getByRole('button', { name: 'Mark Failed' })
    .click();
  await expect(admin.getByText('PENDING → FAILED')).toBeVisible();

  await expect(card).toContainText('Failed', { timeout: 2000 });
  await admin.context().close();
});

test('a session revoked from another browser lands on the sign-in with the reason', async ({
  page,
  browser,
  baseURL,
}) => {
  // The page must be live (its event stream open) when the session ends elsewhere.
  const live = page.waitForResponse((r) => r.url().includes('/trpc/events.stream'));
  await signIn(page);
  await live;
  const cookie = (await page.context().cookies()).find((c) => c.name === 'session')!;
  const sessionId = cookie.value.split('.')[0]!;

  // The same customer, elsewhere, revokes this browser's session from Login Activity.
  const elsewhere = await browser.newContext();
  const login = await elsewhere.request.post('/api/auth/login', {
    headers: origin(baseURL),
    data: { username: 'demo', password: 'Demo-1234' },
  });
  const { id } = (await login.json()) as { id: number };
  const revoked = await elsewhere.request.delete(`/api/users/${id}/sessions/${sessionId}`, {
    headers: origin(baseURL),
  });
  expect(revoked.ok()).toBeTruthy();

  await expect(page).toHaveURL(/\/login\?reason=revoked$/, { timeout: 2000 });
  await expect(page.getByText('You were signed out from another device.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
  await elsewhere.close();
});
