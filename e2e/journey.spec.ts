/**
 * The first customer journey in the browser:
 * the demo customer signs in, sees three accounts, moves 12.34 from checking to savings,
 * sees it in both statements, and signs out.
 */
import { expect, type Page, test } from './fixtures';

async function signIn(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Account ID or username').fill('demo');
  await dialog.getByLabel('Password').fill('Demo-1234');
  await dialog.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function pick(page: Page, label: string, option: RegExp) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

async function findInStatement(page: Page, path: string, text: string) {
  await page.goto(path);
  await page.getByPlaceholder(/search/i).fill(text);
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('$12.34');
  return row;
}

test('a customer signs in, moves money between own accounts and sees it in both statements', async ({
  page,
}, testInfo) => {
  const note = `E2E ${testInfo.project.name} ${Date.now()}`;
  await signIn(page);

  for (const type of ['CHECKING', 'SAVINGS', 'CURRENT']) {
    await expect(page.getByText(type, { exact: true }).first()).toBeVisible();
  }

  await page.getByRole('link', { name: /Internal Transfer/ }).click();
  await expect(page).toHaveURL(/\/internal-transfer$/);
  await page.getByRole('button', { name: 'New Transfer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Internal Transfer' });
  await expect(dialog).toBeVisible();
  await pick(page, 'From Account', /^CHECKING/);
  await pick(page, 'To Account', /^SAVINGS/);
  await dialog.getByLabel('Amount').fill('12.34');
  await dialog.getByLabel('Description').fill(note);
  await dialog.getByRole('button', { name: 'Create Transfer' }).click();
  await expect(page.getByText('Internal transfer completed')).toBeVisible();
  await expect(page.getByText(note)).toBeVisible();

  const debit = await findInStatement(page, '/checking-statement', note);
  await expect(debit).toContainText('DEBIT');
  const credit = await findInStatement(page, '/savings-statement', note);
  await expect(credit).toContainText('CREDIT');

  await page
    .getByRole('button', { name: /user menu/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password shows the message in red and stays on the page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Account ID or username').fill('demo');
  await dialog.getByLabel('Password').fill('wrong-password');
  await dialog.getByRole('button', { name: 'LOGIN' }).click();
  await expect(dialog.getByText('Invalid account ID or password')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown page shows the not-found screen', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
});
