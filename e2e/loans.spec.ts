/**
 * Loans in the browser (desktop and phone): the customer opens a loan's repayment schedule
 * and sees its instalments, the paid ones first, and the next instalment due, which is the
 * schedule's first unpaid row (Due) followed by Scheduled ones. Read-only, so both projects can run it against one server.
 */
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

test('a loan shows its repayment schedule and the next instalment', async ({ page }) => {
  await signIn(page);
  await page.goto('/loans');
  const card = page.getByRole('listitem', { name: 'Mortgage' });
  await expect(card).toBeVisible();
  const next = await card
    .getByText('Next Payment Due')
    .locator('xpath=following-sibling::*[1]')
    .innerText();

  await card.getByRole('button', { name: 'Show schedule' }).click();
  const table = card.getByRole('table', { name: 'Repayment schedule' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Remaining Balance' })).toBeVisible();
  const first = table.getByRole('row').nth(1);
  await expect(first.getByRole('cell').first()).toHaveText('1');
  await expect(first).toContainText('Paid');
  const due = table.getByRole('row').filter({ hasText: next });
  await expect(due).toHaveCount(1);
  await expect(due).toContainText('Due');
  await expect(table.getByRole('row').filter({ hasText: 'Scheduled' }).first()).toBeVisible();
  // A page holds 24 instalments; the mortgage has more, loaded as the table's end nears.
  expect(await table.getByRole('row').count()).toBeGreaterThanOrEqual(25);

  await card.getByRole('button', { name: 'Hide schedule' }).click();
  await expect(card.getByRole('button', { name: 'Show schedule' })).toBeVisible();
});
