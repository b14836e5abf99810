/**
 * An account statement in the browser now that the
 * server pages, searches and sorts it: page size 10 first, 'Showing X to Y of Z entries',
 * Previous and Next, a page size or a search going back to page 1, sortable Date, Description, Type and
 * Amount.
 *
 * The customer is david, a seeded persona with a year of history whom no other journey signs
 * in as, and who has no pending transfer: the demo customer's statement can gain a row in the
 * middle of a journey, when a transfer an earlier journey left PENDING settles by itself on
 * the scheduler's timer. Both projects (desktop, phone) run against one server, so the total
 * is still read from the page, never assumed.
 */
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

/** '-$1,234.50' → 123450 cents (the sign is the row's type, not part of the amount). */
const cents = (text: string) => Number(text.replace(/[^\d]/g, ''));

test('a statement pages, searches and sorts with its footer and search texts', async ({ page }) => {
  await signIn(page, 'david');
  await page.goto('/checking-statement');
  const footer = page.getByText(/^Showing \d+ to \d+ of \d+ entries$/);
  await expect(footer).toHaveText(/^Showing 1 to 10 of \d+ entries$/);
  const total = Number(/of (\d+) entries/.exec((await footer.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(50);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(10);

  const previous = page.getByRole('button', { name: 'Previous' });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(footer).toHaveText(`Showing 11 to 20 of ${total} entries`);
  await expect(previous).toBeEnabled();

  // A new page size goes back to page 1.
  await page.getByLabel('Entries per page').selectOption('25');
  await expect(footer).toHaveText(`Showing 1 to 25 of ${total} entries`);
  await expect(rows).toHaveCount(25);
  await next.click();
  await expect(footer).toHaveText(`Showing 26 to 50 of ${total} entries`);

  // So does a search; every row shown matches it.
  await page.getByPlaceholder('Search transactions').fill('SALARY');
  // The search waits for typing to pause, then the server answers the matches.
  await expect(footer).not.toContainText(`of ${total} entries`);
  await expect(footer).toHaveText(/^Showing 1 to \d+ of \d+ entries$/);
  const matches = Number(/of (\d+) entries/.exec((await footer.textContent()) ?? '')?.[1]);
  expect(matches).toBeGreaterThan(0);
  expect(matches).toBeLessThan(total);
  await expect(rows).toHaveCount(Math.min(matches, 25));
  for (const text of await rows.allTextContents()) expect(text).toMatch(/salary/i);

  await page.getByPlaceholder('Search transactions').fill('no such transaction anywhere');
  await expect(page.getByText('No matching transactions.')).toBeVisible();
  await expect(footer).toHaveText('Showing 0 to 0 of 0 entries');
  await page.getByPlaceholder('Search transactions').fill('');
  await expect(footer).toHaveText(`Showing 1 to 25 of ${total} entries`);

  // The statement opens newest first; Amount sorts ascending first, then descending, as money.
  const amountHeader = page.getByRole('columnheader', { name: 'Amount' });
  await expect(page.getByRole('columnheader', { name: 'Date' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const sortedBy = (order: 1 | -1) => async () => {
    const list = (await rows.locator('td:nth-child(4)').allTextContents()).map(cents);
    return list.length === 25 && list.every((v, i) => i === 0 || order * (v - list[i - 1]!) >= 0);
  };
  await amountHeader.getByRole('button').click();
  await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(sortedBy(1)).toBe(true);
  await amountHeader.getByRole('button').click();
  await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(sortedBy(-1)).toBe(true);
  await expect(footer).toHaveText(`Showing 1 to 25 of ${total} entries`);
});

test('a reload keeps the statement page, page size and sort', async ({ page }) => {
  await signIn(page, 'david');
  await page.goto('/checking-statement');
  const footer = page.getByText(/^Showing \d+ to \d+ of \d+ entries$/);
  await expect(footer).toHaveText(/^Showing 1 to 10 of \d+ entries$/);
  const total = Number(/of (\d+) entries/.exec((await footer.textContent()) ?? '')?.[1]);

  await page.getByLabel('Entries per page').selectOption('25');
  const amountHeader = page.getByRole('columnheader', { name: 'Amount' });
  await amountHeader.getByRole('button').click();
  await amountHeader.getByRole('button').click();
  await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(footer).toHaveText(`Showing 26 to 50 of ${total} entries`);
  const rows = page.locator('tbody tr');
  const shown = await rows.allTextContents();

  await page.reload();
  await expect(footer).toHaveText(`Showing 26 to 50 of ${total} entries`);
  await expect(page.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(page.getByLabel('Entries per page')).toHaveValue('25');
  await expect(rows).toHaveText(shown);
});

test('Back returns to the previous statement page and search', async ({ page }) => {
  await signIn(page, 'david');
  await page.goto('/checking-statement');
  const footer = page.getByText(/^Showing \d+ to \d+ of \d+ entries$/);
  await expect(footer).toHaveText(/^Showing 1 to 10 of \d+ entries$/);
  const total = Number(/of (\d+) entries/.exec((await footer.textContent()) ?? '')?.[1]);
  const next = page.getByRole('button', { name: 'Next' });

  await next.click();
  await expect(footer).toHaveText(`Showing 11 to 20 of ${total} entries`);
  await next.click();
  await expect(footer).toHaveText(`Showing 21 to 30 of ${total} entries`);
  await page.goBack();
  await expect(footer).toHaveText(`Showing 11 to 20 of ${total} entries`);
  await page.goForward();
  await expect(footer).toHaveText(`Showing 21 to 30 of ${total} entries`);

  // A search goes back to page 1; Back brings the unsearched page and an empty box again.
  const box = page.getByPlaceholder('Search transactions');
  await box.fill('SALARY');
  await expect(footer).not.toContainText(`of ${total} entries`);
  await page.locator('header a[href="/dashboard"]').first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goBack();
  await expect(box).toHaveValue('SALARY');
  await expect(footer).not.toContainText(`of ${total} entries`);
  await page.goBack();
  await expect(box).toHaveValue('');
  await expect(footer).toHaveText(`Showing 21 to 30 of ${total} entries`);
});
