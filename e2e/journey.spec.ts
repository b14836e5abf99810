/**
 * The first customer journey in the browser:
 * the demo customer signs in, sees three accounts, moves 12.34 from checking to savings,
 * sees it in both statements, and signs out; a transfer dated for a later day is scheduled,
 * then cancelled.
 */
import { expect, type Page, test } from './fixtures';
import { signIn } from './sign-in';

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

test('a customer schedules a transfer for a later day, then cancels it after being asked', async ({
  page,
}, testInfo) => {
  const note = `E2E later ${testInfo.project.name} ${Date.now()}`;
  // The main bank keeps real time in these journeys (the clock journeys move sandboxes' clocks).
  const sendOn = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  await signIn(page);
  await page.goto('/internal-transfer');
  await page.getByRole('button', { name: 'New Transfer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Internal Transfer' });
  await pick(page, 'From Account', /^CHECKING/);
  await pick(page, 'To Account', /^SAVINGS/);
  await dialog.getByLabel('Amount').fill('43.21');
  await dialog.getByLabel('Description').fill(note);
  await dialog.getByLabel('Send on').fill(sendOn);
  await dialog.getByRole('button', { name: 'Create Transfer' }).click();
  // The toast and the card say the day as the screens write dates ('Dec 2, 2026').
  const shown = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${sendOn}T00:00:00Z`));
  await expect(page.getByText(`Transfer scheduled for ${shown}`).first()).toBeVisible();

  const card = page.getByRole('listitem').filter({ hasText: note });
  await expect(card.getByText('Scheduled', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Cancel transfer' }).click();
  const ask = page.getByRole('dialog', { name: 'Cancel transfer' });
  await expect(ask).toContainText(`Cancel the transfer of $43.21 scheduled for ${shown}?`);
  await ask.getByRole('button', { name: 'Keep it' }).click();
  await expect(card.getByText('Scheduled', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Cancel transfer' }).click();
  await ask.getByRole('button', { name: 'Cancel transfer' }).click();
  await expect(page.getByText('Transfer cancelled').first()).toBeVisible();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel transfer' })).toHaveCount(0);
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
