/**
 * A trainer's session: the main bank's admin makes a sandbox bank for a class from Admin →
 * Sandboxes, opens it (its banner names it), signs into it as its own admin, runs an inbound
 * transfer and a card authorization picking the customer, account and card by name, moves its
 * clock one day after confirming, and reads what close of business ran. Then the sandbox is
 * deleted from the main bank's list, after typing its name.
 */
import { expect, type Page, test } from './fixtures';
import { adminSignIn } from './sign-in';

test.skip(({ isMobile }) => isMobile, 'the trainer works at a desk: the desktop project covers it');

/** Types `text` into the picker `label` of `form` and picks the first option matching `option`. */
async function pick(
  form: ReturnType<Page['getByRole']>,
  label: string,
  text: string,
  option: RegExp,
) {
  const input = form.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(text);
  await form.page().getByRole('option', { name: option }).first().click();
}

test('a trainer creates a sandbox, plays the outside world by name, and moves its clock a day after confirming', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = `trainer-${Date.now().toString(36)}`;
  const base = `/s/${name}`;

  // The main bank: no banner.
  await adminSignIn(page);
  await expect(page.getByTestId('sandbox-banner')).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('link', { name: 'Sandboxes' })
    .click();
  await expect(page).toHaveURL(/\/admin\/sandboxes$/);
  await expect(page.getByRole('heading', { name: 'Sandboxes', level: 1 })).toBeVisible();

  // New sandbox: the dialog checks the name as the API does.
  await page.getByRole('button', { name: 'New sandbox' }).click();
  const create = page.getByRole('dialog', { name: 'New sandbox' });
  await create.getByLabel('Sandbox name').fill('No Capitals!');
  await create.getByRole('button', { name: 'Create sandbox' }).click();
  await expect(
    create.getByText('A sandbox name is 3 to 32 lowercase letters, digits and hyphens'),
  ).toBeVisible();
  await create.getByLabel('Sandbox name').fill(name);
  await create.getByRole('button', { name: 'Create sandbox' }).click();
  await expect(create).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/\d{4}-\d{2}-\d{2}/);

  // Open it: another bank, which says so on every screen.
  await row.getByRole('link', { name: `Open sandbox ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/$`));
  const banner = page.getByTestId('sandbox-banner');
  await expect(banner).toContainText(`Sandbox bank: ${name}`);

  // Its own admin signs in (the main bank's session means nothing here).
  await adminSignIn(page, { base });
  await expect(banner).toContainText(`Sandbox bank: ${name}`);

  // The outside world, played by name: an inbound transfer and a card authorization, the
  // customer, account and card picked by typing, never by a database id.
  await page
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('link', { name: 'Simulations' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${base}/admin/simulations$`));
  const inbound = page.getByRole('form', { name: 'Inbound transfer' });
  await pick(inbound, 'Customer', 'Alex', /^Alex Morgan \(demo\)$/);
  await pick(inbound, 'Account', 'Checking', /^Alex Morgan · Checking ····\d{4}$/);
  await inbound.getByLabel('Amount').fill('250.00');
  await inbound.getByRole('button', { name: 'Run' }).click();
  await expect(inbound.getByRole('status', { name: 'Result' })).toContainText(
    /Inbound transfer of \$250\.00 from .+ credited to Alex Morgan's Checking ····\d{4}/,
  );
  const authorization = page.getByRole('form', { name: 'Card authorization' });
  await pick(authorization, 'Customer', 'Morgan', /^Alex Morgan \(demo\)$/);
  await pick(authorization, 'Card', 'Alex', /Alex Morgan · .*····\d{4}/);
  await authorization.getByRole('button', { name: 'Authorize' }).click();
  await expect(authorization.getByRole('status', { name: 'Result' })).toContainText(
    /Card authorization of \$[\d,.]+ at .+ approved on Alex Morgan's .*····\d{4}/,
  );
  await page
    .getByRole('navigation', { name: 'Admin menu' })
    .getByRole('link', { name: 'Clock' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${base}/admin/clock$`));
  await expect(banner).toContainText(`Sandbox bank: ${name}`);

  // +1 day asks first; the clock moves only on confirm.
  const heading = page.getByRole('heading', { name: /^Bank date: \d{4}-\d{2}-\d{2}$/ });
  await expect(heading).toBeVisible();
  const today = /(\d{4}-\d{2}-\d{2})/.exec((await heading.textContent()) ?? '')![1]!;
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  await page.getByRole('button', { name: '+1 day' }).click();
  const ask = page.getByRole('dialog', { name: 'Move the bank’s clock?' });
  await expect(ask).toContainText(`from ${today} to ${tomorrow} (one day)`);
  await expect(ask).toContainText('The clock only moves forward');
  await ask.getByRole('button', { name: 'Move the clock' }).click();
  await expect(page.getByText(`The bank’s date is now ${tomorrow}.`)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: `Bank date: ${tomorrow}` })).toBeVisible();

  // What ran on the day closed: one row, with a count for each step.
  const summary = page.getByRole('table', { name: 'What ran' });
  await expect(summary.getByRole('columnheader', { name: 'Settlements' })).toBeVisible();
  await expect(summary.getByRole('columnheader', { name: 'Interest accruals' })).toBeVisible();
  const days = summary.locator('tbody tr');
  await expect(days).toHaveCount(1);
  await expect(days.first().locator('td').first()).toHaveText(today);
  await expect(days.first().locator('td')).toHaveCount(9);

  // Back in the main bank (its session is still there), the sandbox is deleted after typing
  // its name.
  await page.goto('/admin/sandboxes');
  await expect(page.getByTestId('sandbox-banner')).toHaveCount(0);
  const listed = page.getByRole('row').filter({ hasText: name });
  await listed.getByRole('button', { name: `Delete sandbox ${name}` }).click();
  const remove = page.getByRole('dialog', { name: 'Delete sandbox?' });
  const confirm = remove.getByRole('button', { name: 'Delete sandbox' });
  await expect(confirm).toBeDisabled();
  await remove.getByLabel('Type the sandbox name to confirm').fill(name);
  await confirm.click();
  await expect(remove).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  // Its address now answers a page that says it does not exist.
  await page.goto(`${base}/`);
  await expect(page.getByRole('heading', { name: 'This sandbox does not exist' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the main bank' })).toHaveAttribute(
    'href',
    '/',
  );
});
