/**
 * Standing orders in the browser: a customer creates a monthly transfer between their own
 * accounts, sees it listed with its next run, and pauses it. Both projects (desktop, phone)
 * share one server, so each makes its own order with an amount of its own.
 */
import { expect, type Page, test } from './fixtures';
import { signIn } from './sign-in';

async function pick(page: Page, label: string, option: RegExp) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test('a customer creates a standing order, sees it listed and pauses it', async ({
  page,
}, testInfo) => {
  const cents = testInfo.project.name === 'phone' ? '17' : '29';
  const dollars = 100 + (Date.now() % 800);
  const amount = `${dollars}.${cents}`;
  // Well after today by any clock the other journeys may have moved.
  const start = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);

  await signIn(page, 'demo');
  await page.goto('/transfers');
  await page.getByRole('link', { name: 'Standing orders' }).click();
  await expect(page).toHaveURL(/\/standing-orders$/);
  await expect(page.getByRole('heading', { name: 'Standing orders', level: 1 })).toBeVisible();

  await pick(page, 'From Account', /^CHECKING/);
  await pick(page, 'To Account', /^SAVINGS/);
  await page.getByLabel('Amount').fill(amount);
  await page.getByLabel('Start date').fill(start);
  await page.getByRole('button', { name: 'Create standing order' }).click();

  const card = page
    .getByTestId('standing-order')
    .filter({ hasText: `$${dollars}.${cents}` })
    .first();
  await expect(card).toBeVisible();
  await expect(card).toContainText(`Next run: ${start}`);
  await expect(card).toContainText('Active');

  await card.getByRole('button', { name: 'Pause' }).click();
  await expect(card).toContainText('Paused');
  await expect(card.getByRole('button', { name: 'Resume' })).toBeVisible();
});
