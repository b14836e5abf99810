/**
 * Password recovery in the browser: "Forgot Password?" on the sign-in dialog, the request page
 * (the same confirmation for anyone), the emailed link read from the admin Outbox screen, the
 * reset page, and signing in with the new password.
 *
 * Both projects share one server; only the persona `omar` is used, and each run sets the same
 * new password, so the second project starts from the first one's. The desktop run asks by
 * username and the phone run by email address, which keeps each under the per-login throttle.
 */
import { type Browser, expect, type Page, test } from './fixtures';

const NEW_PASSWORD = 'Violet-Harbor-Lantern-42';
const OMAR_EMAIL = 'omar.haddad@example.com';

/** The newest reset link mailed to omar, read on the admin Outbox screen in its own context. */
async function resetLinkFromOutbox(browser: Browser, baseURL: string): Promise<string> {
  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await admin.goto('/admin/login');
  await admin.getByLabel('Username').fill('admin');
  await admin.getByLabel('Password').fill('Admin-1234');
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto('/admin/outbox?channel=EMAIL');
  await expect(admin.getByLabel('Channel')).toHaveValue('EMAIL');
  const row = admin
    .getByRole('row')
    .filter({ hasText: OMAR_EMAIL })
    .filter({ hasText: 'Reset your password' })
    .first();
  await row.getByRole('button', { name: 'Reset your password' }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toContainText('/reset-password?token=');
  const text = (await dialog.textContent()) ?? '';
  await context.close();
  const link = text.match(/https?:\/\/[^\s]+\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error('No reset link in the message');
  return new URL(link).pathname + new URL(link).search;
}

async function signIn(page: Page, password: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Account ID or username').fill('omar');
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'LOGIN' }).click();
}

test('forgot password: the emailed link sets a new password that signs in', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // Two browser contexts and two sign-ins: more than the default budget on a busy machine.
  test.setTimeout(120_000);
  const login = testInfo.project.name === 'phone' ? OMAR_EMAIL : 'omar';
  const field = page.getByLabel('Username or email');

  await page.goto('/login');
  await page.getByRole('dialog').getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await field.fill(login);
  await expect(field).toHaveValue(login);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const confirmation =
    'If an account matches, we sent a link to its email address. It works once, for 30 minutes.';
  await expect(page.getByTestId('reset-requested')).toHaveText(confirmation);

  // An unknown login gets the very same confirmation.
  await page.goto('/forgot-password');
  await field.fill(`nobody-${testInfo.project.name}`);
  await expect(field).toHaveValue(`nobody-${testInfo.project.name}`);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('reset-requested')).toHaveText(confirmation);

  const link = await resetLinkFromOutbox(browser, baseURL!);
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login\?reason=password_reset$/);
  await expect(page.getByTestId('sign-in-notice')).toHaveText(
    'Your password was reset. Sign in with your new password.',
  );

  await signIn(page, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link worked once.
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/invalid, expired or already used/)).toBeVisible();
});
