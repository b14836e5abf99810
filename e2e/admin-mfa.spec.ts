/**
 * The admin second factor in the browser (OWASP ASVS 4.3.1): the demo admin enrols an authenticator app on the Security screen (QR code, key,
 * first code), signs out, signs in with the password and then the code (a wrong one shows
 * the error), and turns it off again with a code. axe checks each new screen.
 *
 * Both projects (desktop, phone) share one server and its demo admin, so the test leaves
 * the admin as it found it, without an authenticator: the last step turns it off, and if a
 * step fails, afterAll turns it off through the REST API.
 */
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import { expectAccessible } from './axe';
import { type APIRequestContext, expect, type Page, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

const STEP_MS = 30_000;
const currentStep = () => Math.floor(Date.now() / STEP_MS);

/** The enrolled secret, and the newest step whose code was used (each code works once). */
let key: Uint8Array | null = null;
let lastStep = 0;

/**
 * The code of the next unused step that the server accepts (it takes the current step and
 * one either side): the current one, or the next; when both are used, waits for time to move.
 */
async function nextCode(): Promise<string> {
  if (!key) throw new Error('Not enrolled');
  let step = Math.max(lastStep + 1, currentStep());
  while (step > currentStep() + 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    step = Math.max(lastStep + 1, currentStep());
  }
  lastStep = step;
  return generateHOTP(key, BigInt(step), 6);
}

/** A code that is none of the ones the server accepts now. */
function wrongCode(): string {
  if (!key) throw new Error('Not enrolled');
  const now = currentStep();
  const valid = [-1, 0, 1, 2].map((d) => generateHOTP(key!, BigInt(now + d), 6));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!valid.includes(code)) return code;
  }
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

async function passwordStep(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('Admin-1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Turns the authenticator off through the REST API, whatever state the browser left. */
async function disableThroughApi(request: APIRequestContext, origin: string) {
  const headers = { Origin: origin };
  const login = await request.post('/api/auth/login', {
    headers,
    data: { username: 'admin', password: 'Admin-1234' },
  });
  const { mfa } = (await login.json()) as { mfa: string };
  if (mfa === 'CODE_REQUIRED') {
    await request.post('/api/auth/login/code', { headers, data: { code: await nextCode() } });
  }
  const status = (await (await request.get('/api/admin/mfa')).json()) as { enabled: boolean };
  if (status.enabled) {
    await request.post('/api/admin/mfa/disable', { headers, data: { code: await nextCode() } });
  }
}

test.afterAll(async ({ playwright, bank }) => {
  if (!key) return;
  const { origin } = bank;
  const request = await playwright.request.newContext({ baseURL: origin });
  await disableThroughApi(request, origin);
  const status = (await (await request.get('/api/admin/mfa')).json()) as { enabled: boolean };
  expect(status.enabled, 'the demo admin is left without an authenticator').toBe(false);
  await request.dispose();
  key = null;
});

test('an admin enrols an authenticator app, signs in with a code and turns it off', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await passwordStep(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  // Enrol on the Security screen: QR code, key for manual entry, first code.
  await openFromMenu(page, 'Security');
  await expect(page).toHaveURL(/\/admin\/security$/);
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  const card = page.getByRole('region', { name: 'Authenticator app' });
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  await expectAccessible(page, '/admin/security');
  await card.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(
    card.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
  ).toBeVisible();
  const secret = (await card.getByTestId('totp-secret').textContent())?.replace(/\s/g, '') ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  key = decodeBase32IgnorePadding(secret);
  lastStep = 0;
  await expectAccessible(page, '/admin/security while enrolling');
  await card.getByLabel('Authentication code').fill(await nextCode());
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-factor sign-in is on', { exact: true })).toBeVisible();
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await expect(card.getByTestId('totp-secret')).toHaveCount(0);

  // Sign out; the password alone now leads to the code step.
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await passwordStep(page);
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expectAccessible(page, '/admin/login code step');
  // The admin area stays closed until the code is given.
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(code).toBeVisible();

  await code.fill(wrongCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Incorrect authentication code')).toBeVisible();
  await code.fill(await nextCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Signed in as admin', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  // Turning it off needs a current code.
  await openFromMenu(page, 'Security');
  await card.getByLabel('Authentication code').fill(await nextCode());
  await card.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Two-factor sign-in is off', { exact: true })).toBeVisible();
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  key = null;
});
