/**
 * A trainer plays the outside world by name: on the Simulations screen the admin picks the
 * customer and the account (and the card) by typing a name, runs an inbound transfer and a
 * card authorization, reads what happened as a sentence and follows its link to the record.
 */
import { expect, type Page, test } from './fixtures';
import { adminSignIn } from './sign-in';

test.skip(({ isMobile }) => isMobile, 'The trainer works at a desktop');

/** Types `text` into the picker `label` of `form` and picks the option matching `option`. */
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

test('an admin credits an account and authorizes a card by picking the customer by name', async ({
  page,
}) => {
  await adminSignIn(page);
  await page.goto('/admin/simulations');

  const inbound = page.getByRole('form', { name: 'Inbound transfer' });
  await pick(inbound, 'Customer', 'Alex', /^Alex Morgan \(demo\)$/);
  await pick(inbound, 'Account', 'Checking', /^Alex Morgan · Checking ····3746$/);
  await inbound.getByLabel('Amount').fill('250.00');
  await inbound.getByRole('button', { name: 'Run' }).click();
  const credited = inbound.getByRole('status', { name: 'Result' });
  await expect(credited).toContainText(
    "Inbound transfer of $250.00 from Globex Payroll credited to Alex Morgan's Checking ····3746",
  );

  const authorization = page.getByRole('form', { name: 'Card authorization' });
  await pick(authorization, 'Customer', 'Morgan', /^Alex Morgan \(demo\)$/);
  await pick(authorization, 'Card', '0366', /····0366/);
  await authorization.getByRole('button', { name: 'Authorize' }).click();
  await expect(authorization.getByRole('status', { name: 'Result' })).toContainText(
    "Card authorization of $12.34 at Corner Grocery approved on Alex Morgan's Debit card ····0366",
  );
  await authorization.getByRole('button', { name: 'Reverse' }).click();
  await expect(authorization.getByRole('status', { name: 'Result' })).toContainText('reversed');

  // The inbound transfer's link opens the account's statement rows, the credit on top.
  await credited.getByRole('link', { name: "View the account's statement rows" }).click();
  await expect(page).toHaveURL(/\/admin\/transactions\?account=/);
  await expect(page.getByText('ACH credit from Globex Payroll').first()).toBeVisible();
});
