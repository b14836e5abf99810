/**
 * A classroom in the browser: an admin creates a class, downloads its credentials sheet, and a
 * student signs in with it, is made to choose a new password first, then sees the accounts.
 *
 * Both projects (desktop, phone) run against one server, so each makes its own class (a
 * prefix of its own).
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from './fixtures';
import { adminSignIn } from './sign-in';

/** Opens a screen through the side menu (behind the Burger on phones). */
async function openFromMenu(page: Page, item: string) {
  const burger = page.getByRole('button', { name: 'Admin menu' });
  if (await burger.isVisible()) await burger.click();
  await page
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('link', { name: item })
    .click();
}

test('an admin creates a class and a student signs in with the credentials sheet', async ({
  page,
  browser,
}, testInfo) => {
  const prefix = `c${testInfo.project.name.slice(0, 1)}${Date.now().toString(36)}`.toLowerCase();
  await adminSignIn(page);
  await openFromMenu(page, 'Classes');
  await expect(page.getByRole('heading', { name: 'Classes' })).toBeVisible();

  await page.getByLabel('Class name').fill('Monday QA');
  await page.getByLabel('Students').fill('3');
  await page.getByLabel('Username prefix').fill(prefix);
  await page.getByLabel('Opening deposit (checking)').fill('1000.00');
  await page.getByRole('button', { name: 'Create class' }).click();
  await expect(page.getByRole('heading', { name: 'Monday QA' })).toBeVisible();
  await expect(page.getByRole('cell', { name: `${prefix}03` })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download credentials (CSV)' }).click();
  const download = await downloading;
  const csv = await readFile((await download.path())!, 'utf8');
  const [header, first] = csv.trim().split('\n');
  expect(header).toBe('username,password,name');
  const [username, password] = first!.split(',');
  expect(username).toBe(`${prefix}01`);

  // The student, in a browser of their own.
  const context = await browser.newContext();
  const student = await context.newPage();
  await student.goto('/');
  await student.getByRole('button', { name: 'Login' }).first().click();
  const dialog = student.getByRole('dialog');
  await dialog.getByLabel('Account ID or username').fill(username!);
  await dialog.getByLabel('Password').fill(password!);
  await dialog.getByRole('button', { name: 'LOGIN' }).click();
  await expect(student).toHaveURL(/\/change-password$/);
  await expect(student.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await student.getByLabel('Current Password').fill(password!);
  await student.getByLabel('New Password', { exact: true }).fill('Violet-Harbor-Lantern-42');
  await student.getByLabel('Confirm New Password').fill('Violet-Harbor-Lantern-42');
  await student.getByRole('button', { name: 'Update Password' }).click();
  await expect(student).toHaveURL(/\/dashboard$/);
  await expect(student.getByText('$1,000.00').first()).toBeVisible();
  await expect(student.getByText(/CHECKING/i).first()).toBeVisible();
  await context.close();
});
