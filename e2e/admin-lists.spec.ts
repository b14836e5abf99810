/**
 * The admin lists keep their filters and page in the address: a reload shows the same page
 * of the same filtered list, and Back returns to the page before.
 *
 * Both projects run against one server and other journeys add rows, so the rows are
 * compared with what the page showed, never with fixed figures.
 */
import { expect, test } from './fixtures';
import { adminSignIn } from './sign-in';

test('a reload and Back keep an admin list filter and page', async ({ page }) => {
  await adminSignIn(page);
  await page.goto('/admin/transactions');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByText('Showing 1–25')).toBeVisible();

  await page.getByLabel('Type').selectOption('CREDIT');
  await expect(page).toHaveURL(/[?&]type=CREDIT/);
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toContainText('CREDIT');
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages.getByText(/^Showing 26–\d+$/)).toBeVisible();
  await expect(page).toHaveURL(/[?&]offset=25/);
  const shown = await rows.allTextContents();

  await page.reload();
  await expect(pages.getByText(/^Showing 26–\d+$/)).toBeVisible();
  await expect(page.getByLabel('Type')).toHaveValue('CREDIT');
  await expect(rows).toHaveText(shown);

  await page.goBack();
  await expect(pages.getByText('Showing 1–25')).toBeVisible();
  await expect(page.getByLabel('Type')).toHaveValue('CREDIT');
  await page.goForward();
  await expect(pages.getByText(/^Showing 26–\d+$/)).toBeVisible();
});

test('the applications filter and tab survive a reload; lists show names, not bare ids', async ({
  page,
}) => {
  await adminSignIn(page);
  await page.goto('/admin/applications');
  await page.getByRole('tab', { name: 'Loan applications' }).click();
  await expect(page).toHaveURL(/[?&]tab=loans/);
  await page.getByLabel('Status').selectOption('PENDING');
  await expect(page).toHaveURL(/[?&]status=PENDING/);
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toContainText('PENDING');
  const shown = await rows.allTextContents();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Loan applications' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByLabel('Status')).toHaveValue('PENDING');
  await expect(rows).toHaveText(shown);
  // The applicant is named (a link to the user), not 'User 12'.
  await expect(rows.first().getByRole('link').first()).not.toHaveText(/^User \d+$/);

  await page.goto('/admin/transfers');
  const first = page.locator('tbody tr').first();
  await expect(first.getByRole('link').nth(1)).not.toHaveText(/^User \d+$/);
  await expect(first).toContainText(/\d{6,}/);
});
