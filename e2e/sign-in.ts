/**
 * Signing in as a customer from a bank's home page, as a person does: the header's Login
 * button, the sign-in dialog, the dashboard. Every demo customer's password is `Demo-1234`.
 */
import { expect, type Locator, type Page } from './fixtures';

/** Where to sign in: `base` is the path a sandbox bank is served under (`/s/{name}`). */
export interface SignInOptions {
  base?: string;
  password?: string;
}

/** Opens the sign-in dialog from the home page at `base` (none: the main bank). */
export async function openSignIn(page: Page, base = ''): Promise<Locator> {
  await page.goto(`${base}/`);
  await page.getByRole('button', { name: 'Login' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Account ID or username')).toBeVisible();
  return dialog;
}

/**
 * Signs `username` (a demo customer: `demo`, `jane`, `david`…) in to the bank at `base` and
 * waits for its dashboard.
 */
export async function signIn(
  page: Page,
  username = 'demo',
  { base = '', password = 'Demo-1234' }: SignInOptions = {},
): Promise<void> {
  const dialog = await openSignIn(page, base);
  await dialog.getByLabel('Account ID or username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/dashboard$`));
}

/**
 * Signs the demo admin (`admin`, `Admin-1234`; or `username`) in at `base`/admin/login and
 * waits for the admin area's first screen, 'Admin Dashboard'.
 */
export async function adminSignIn(
  page: Page,
  {
    base = '',
    username = 'admin',
    password = 'Admin-1234',
  }: SignInOptions & { username?: string } = {},
): Promise<void> {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/admin$`));
  // The frame (its menu, behind a Burger on phones) is drawn with the first screen.
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}
