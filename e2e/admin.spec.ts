/**
 * The admin area in the browser: the admin guard, admin sign-in, a top-up on a user's account, a user
 * edit from the user's page, a transfer status change and the trainer's demo reset.
 *
 * Both projects (desktop, phone) run against one server, so every test makes its own data
 * and reads balances before and after instead of expecting fixed figures. The reset signs
 * everyone out, so it runs once (desktop) and last; the file runs in order.
 */
import { type APIRequestContext, expect, type Page, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

/** '$19,180.32' → 1918032 cents. */
function cents(text: string): number {
  return Number(text.replace(/[$,.]/g, ''));
}

/** The REST calls' CSRF defence wants an Origin equal to the site on every write. */
function origin(baseURL: string | undefined): Record<string, string> {
  return { Origin: new URL(baseURL ?? 'http://127.0.0.1').origin };
}

async function adminSignIn(page: Page) {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('Admin-1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Welcome', { exact: true })).toBeVisible();
  await expect(page.getByText('Signed in as admin', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

/** Opens a screen through the side menu (behind the Burger on phones). */
async function openFromMenu(page: Page, item: string) {
  const burger = page.getByRole('button', { name: 'Admin menu' });
  if (await burger.isVisible()) await burger.click();
  await page
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('link', { name: item })
    .click();
}

/** Signs `username` in on an API context (its own cookie jar) and returns the user's id. */
async function apiSignIn(
  request: APIRequestContext,
  baseURL: string | undefined,
  username: string,
) {
  const login = await request.post('/api/auth/login', {
    headers: origin(baseURL),
    data: { username, password: 'Demo-1234' },
  });
  expect(login.ok()).toBeTruthy();
  return ((await login.json()) as { id: number }).id;
}

/** The id of the user with this username, read through the admin API on the page's session. */
async function userIdOf(page: Page, username: string): Promise<number> {
  const res = await page.request.get(`/api/admin/users?limit=100&offset=0&search=${username}`);
  expect(res.ok()).toBeTruthy();
  const users = (await res.json()) as Array<{ id: number; username: string }>;
  const user = users.find((u) => u.username === username);
  if (!user) throw new Error(`No user ${username}`);
  return user.id;
}

test('the admin area is closed to visitors and customers', async ({ page, baseURL }) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();

  // Both fields are required.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  // A customer signing in here is refused and signed out again.
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('Demo-1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Access denied', { exact: true })).toBeVisible();
  await expect(page.getByText('Admin role required')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/login$/);

  // A signed-in customer who opens an admin screen lands on their dashboard.
  await page.request.post('/api/auth/login', {
    headers: origin(baseURL),
    data: { username: 'demo', password: 'Demo-1234' },
  });
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a wrong admin password shows the login failure', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('an admin signs in, moves through the menu and signs out', async ({ page }) => {
  await adminSignIn(page);
  await openFromMenu(page, 'Users');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
  for (const column of ['First Name', 'Last Name', 'Email', 'Phone', 'Verified', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await openFromMenu(page, 'Transfers');
  await expect(page.getByRole('heading', { name: 'Manage Transfers' })).toBeVisible();
  // Already signed in: /admin/login sends the admin on to /admin.
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("a top-up on a user's account raises its balance when the field is left", async ({ page }) => {
  await adminSignIn(page);
  const demoId = await userIdOf(page, 'demo');
  await page.goto(`/admin/users/${demoId}`);
  await expect(page.getByRole('heading', { name: 'User Details' })).toBeVisible();

  const checking = page.getByRole('region', { name: /^CHECKING account/ });
  const balance = checking.getByTestId('account-balance');
  await expect(balance).toHaveText(/\$[\d,]+\.\d{2}/);
  const before = cents((await balance.textContent()) ?? '');

  const amount = checking.getByRole('textbox', { name: /^Top-up amount for account/ });
  await amount.fill('12.34');
  await amount.press('Tab');
  await expect(page.getByText('Top-up complete')).toBeVisible();
  await expect(amount).toHaveValue('');
  await expect.poll(async () => cents((await balance.textContent()) ?? '')).toBe(before + 1234);
});

test("the users list is read-only; Edit opens the user's page, whose form saves a phone", async ({
  page,
}) => {
  await adminSignIn(page);
  const janeId = await userIdOf(page, 'jane');
  await page.goto('/admin/users');
  await page.getByLabel('Search').fill('jane');
  await expect(page.getByRole('textbox', { name: `Phone of user ${janeId}` })).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: `Delete user ${janeId}`, exact: true }),
  ).toHaveCount(0);
  await page.getByRole('link', { name: `Edit user ${janeId}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'User Details' })).toBeVisible();

  const next = `+1 555 010 ${String(Date.now()).slice(-4)}`;
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  const phone = dialog.getByLabel('Phone');
  const original = await phone.inputValue();
  await phone.fill(next);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User updated')).toBeVisible();
  await page.reload();
  await expect(page.getByText(next)).toBeVisible();

  // Put it back, so the demo data stays as it was.
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByRole('dialog', { name: 'Edit profile' }).getByLabel('Phone').fill(original);
  await page
    .getByRole('dialog', { name: 'Edit profile' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByText('User updated').first()).toBeVisible();
});

test('an admin completes a pending local transfer from its detail screen', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  // The customer's side, through the REST API: a LOCAL transfer starts PENDING.
  const note = `E2E admin ${testInfo.project.name} ${Date.now()}`;
  const demoId = await apiSignIn(request, baseURL, 'demo');
  const pin = await request.post(`/api/users/${demoId}/verify-pin`, {
    headers: origin(baseURL),
    data: { pin: '1234' },
  });
  expect(pin.ok()).toBeTruthy();
  const accounts = (await (await request.get('/api/accounts')).json()) as Array<{
    id: number;
    accountType: string;
  }>;
  const checking = accounts.find((a) => a.accountType === 'CHECKING');
  const beneficiary = await request.post('/api/beneficiaries', {
    headers: origin(baseURL),
    data: { name: 'E2E Payee', accountNumber: 'GB29NWBK60161331926819', bankName: 'E2E Bank' },
  });
  expect(beneficiary.ok()).toBeTruthy();
  const created = await request.post('/api/transfers', {
    headers: origin(baseURL),
    data: {
      transferType: 'LOCAL',
      fromAccountId: checking?.id,
      beneficiaryId: ((await beneficiary.json()) as { id: number }).id,
      amount: '3.21',
      description: note,
    },
  });
  expect(created.ok()).toBeTruthy();
  const transfer = (await created.json()) as { id: number; status: string };
  expect(transfer.status).toBe('PENDING');

  // The admin's side.
  await adminSignIn(page);
  await page.goto('/admin/transfers');
  await page.getByRole('link', { name: `Transfer ${transfer.id}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/transfers/${transfer.id}$`));
  await expect(page.getByRole('heading', { name: 'Transfer Details' })).toBeVisible();
  await expect(page.getByText(note, { exact: true })).toBeVisible();
  await expect(page.getByText('$3.21')).toBeVisible();

  // Each change asks first: it moves money and tells the customer.
  await page.getByRole('button', { name: 'Mark Completed' }).click();
  const ask = page.getByRole('dialog', { name: 'Mark Completed' });
  await expect(ask).toContainText(`Change transfer ${transfer.id} from PENDING to COMPLETED?`);
  await ask.getByRole('button', { name: 'Mark Completed' }).click();
  await expect(page.getByText('Status updated')).toBeVisible();
  await expect(page.getByText('PENDING → COMPLETED')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark Completed' })).toBeDisabled();

  // Any order is allowed; failing a completed transfer reverses it.
  await page.getByRole('button', { name: 'Mark Failed' }).click();
  await page
    .getByRole('dialog', { name: 'Mark Failed' })
    .getByRole('button', { name: 'Mark Failed' })
    .click();
  await expect(page.getByText('COMPLETED → FAILED')).toBeVisible();
});

test('the trainer resets the demo bank; customers can sign in again', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'The reset signs everyone out: once per run.');
  // Another admin, in another browser, is signed in before the reset.
  const other = await browser.newPage();
  await adminSignIn(other);

  await adminSignIn(page);
  await openFromMenu(page, 'Trainer tools');
  await expect(page).toHaveURL(/\/admin\/training$/);
  await page.getByRole('button', { name: 'Reset demo bank' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset the demo bank?' });
  await expect(dialog).toContainText('Everyone else is signed out');
  await dialog.getByRole('button', { name: 'Reset demo bank' }).click();
  await expect(page.getByText('Demo bank reset')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The trainer stays signed in.
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
  // The demo customer signs in as before.
  expect(await apiSignIn(request, baseURL, 'demo')).toBeGreaterThan(0);

  // The other admin was signed out: their open page goes to the admin login and says why.
  await expect(other).toHaveURL(/\/admin\/login\?reason=reset$/);
  await expect(other.getByText('The demo bank was reset. Please sign in again.')).toBeVisible();
  await other.close();
});
