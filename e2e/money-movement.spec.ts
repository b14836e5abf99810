/**
 * Money movement in the browser: a local transfer confirmed with the
 * transaction PIN goes PENDING and holds money, a wrong PIN stops it, the PIN guard sends a
 * user without a PIN to the settings, a quick wire dialog adds a beneficiary on the way, and
 * the Beneficiaries page adds, edits and deletes one.
 *
 * Both projects (desktop, phone) run against one server, so every test makes its own data
 * (names with the project and a timestamp). At most one wrong PIN per project: 5 wrong PINs
 * in 15 minutes lock the demo user's PIN.
 */
import { expect, type Page, test } from './fixtures';
import { signIn } from './sign-in';

async function pick(page: Page, label: string, option: RegExp) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

/** '$19,180.32' → 1918032 cents. */
function cents(text: string): number {
  return Number(text.replace(/[$,.]/g, ''));
}

/** The CHECKING slide's posted and available balances, in cents. */
async function checkingBalances(page: Page) {
  const text = (await page.getByRole('group', { name: 'CHECKING account' }).textContent()) ?? '';
  const match = /(\$[\d,]+\.\d{2})Available: (\$[\d,]+\.\d{2})/.exec(text);
  if (!match) throw new Error(`No balances in the CHECKING slide: ${text}`);
  return { balance: cents(match[1]!), available: cents(match[2]!) };
}

async function fillLocalTransfer(page: Page, stamp: string, note: string, pin: string) {
  await page.goto('/local-transfer/new');
  await expect(page.getByRole('heading', { name: 'Local Transfer', exact: true })).toBeVisible();
  await pick(page, 'From', /^CHECKING/);
  await page.getByLabel('Enter Amount').fill('25.50');
  await page.getByLabel('Beneficiary Name').fill(`E2E Payee ${stamp}`);
  await page.getByLabel('IBAN/Account Number').fill('DE89370400440532013000');
  await page.getByLabel('Bank', { exact: true }).fill('E2E Test Bank');
  await page.getByLabel('Routing Transit Number').fill('021000021');
  await page.getByLabel('Remarks').fill(note);
  await page.getByLabel('PIN', { exact: true }).fill(pin);
}

test('a local transfer confirmed with the PIN is pending and holds the money', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  const note = `E2E local ${stamp}`;
  await signIn(page, 'demo');
  await fillLocalTransfer(page, stamp, note, '1234');
  await page.getByRole('button', { name: 'Proceed' }).click();

  await expect(page.getByText('Local transfer initiated')).toBeVisible();
  await expect(page).toHaveURL(/\/local-transfer$/);
  await expect(page.getByRole('heading', { name: 'Local Transfers' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: note });
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('$25.50');
  // The hold: available is below the posted balance until an admin settles the transfer.
  await expect
    .poll(async () => {
      const { balance, available } = await checkingBalances(page);
      return balance - available;
    })
    .toBeGreaterThanOrEqual(2550);
});

test('a wrong PIN stops the local transfer before anything is saved', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  const note = `E2E wrong PIN ${stamp}`;
  await signIn(page, 'demo');
  await fillLocalTransfer(page, stamp, note, '9999');
  await page.getByRole('button', { name: 'Proceed' }).click();

  await expect(page.getByText('Invalid PIN')).toBeVisible();
  await expect(page.getByText('Incorrect transaction PIN')).toBeVisible();
  await expect(page).toHaveURL(/\/local-transfer\/new$/);
  await expect(page.getByRole('button', { name: 'Proceed' })).toBeEnabled();

  await page.goto('/local-transfer');
  await expect(page.getByRole('heading', { name: 'Local Transfers' })).toBeVisible();
  await expect(page.getByText(note)).toHaveCount(0);
  await page.goto('/beneficiaries');
  await page.getByLabel('Search beneficiaries').fill(`E2E Payee ${stamp}`);
  await expect(page.getByRole('listitem').filter({ hasText: stamp })).toHaveCount(0);
});

test('without a transaction PIN the guard sends the user to the settings', async ({ page }) => {
  await signIn(page, 'jane');
  await page.goto('/local-transfer');
  await expect(page.getByText('PIN Required')).toBeVisible();
  await expect(
    page.getByText('You must set a transaction PIN before accessing this page.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/profile/);
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // The PIN form's checks (nothing is saved: the other project needs jane without a PIN).
  // Without a PIN yet, the account password proves the first one.
  await page.getByLabel('New PIN').fill('12');
  await page.getByRole('button', { name: 'Update PIN' }).click();
  await expect(page.getByText('Enter your account password')).toBeVisible();
  await expect(page.getByText('PIN must be at least 4 digits')).toBeVisible();
  await page.getByLabel('Account password').fill('Demo-1234');
  await page.getByLabel('New PIN').fill('1234');
  await page.getByLabel('Confirm PIN').fill('1235');
  await page.getByRole('button', { name: 'Update PIN' }).click();
  await expect(page.getByText('PINs do not match')).toBeVisible();

  // The wire transfer list is not behind the guard.
  await page.goto('/wire-transfer');
  await expect(page.getByRole('heading', { name: 'Wire Transfers' })).toBeVisible();
  await expect(page).toHaveURL(/\/wire-transfer$/);
});

test('the quick wire dialog adds a beneficiary and sends with the PIN', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  const note = `E2E wire ${stamp}`;
  await signIn(page, 'demo');
  await page.goto('/wire-transfer');
  await page.getByRole('button', { name: 'Quick Transfer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Wire Transfer' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Add New' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Beneficiary' });
  await add.getByLabel('Beneficiary Name').fill(`E2E Wire Payee ${stamp}`);
  // A payee is saved once: an account number of its own keeps this run's name on it.
  await add.getByLabel('Account Number').fill(`GB${Date.now()}`);
  await add.getByLabel('Bank Name').fill('E2E Wire Bank');
  await add.getByRole('button', { name: 'Add Beneficiary' }).click();
  await expect(page.getByText('Beneficiary added successfully')).toBeVisible();
  await expect(add).toBeHidden();

  // The new beneficiary is chosen; the rest of the form is as it was.
  await expect(dialog.getByRole('textbox', { name: 'Beneficiary' })).toHaveValue(
    new RegExp(`^E2E Wire Payee ${stamp}`),
  );
  await dialog.getByLabel('Amount').fill('10');
  await dialog.getByLabel('Description').fill(note);
  await dialog.getByLabel('PIN', { exact: true }).fill('1234');
  await dialog.getByRole('button', { name: 'Create Transfer' }).click();

  await expect(page.getByText('Wire transfer initiated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: note })).toContainText('Pending');
});

test('the Beneficiaries page adds, edits and deletes a beneficiary', async ({ page }, testInfo) => {
  const name = `E2E Saved ${testInfo.project.name} ${Date.now()}`;
  await signIn(page, 'demo');
  await page.getByRole('link', { name: /Add Beneficiary/ }).click();
  await expect(page).toHaveURL(/\/beneficiaries$/);

  await page.getByRole('button', { name: 'Add New' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Beneficiary' });
  await add.getByLabel('Beneficiary Name').fill(name);
  await add.getByLabel('Account Number').fill('12');
  await add.getByLabel('Bank Name').fill('First E2E Bank');
  await add.getByRole('button', { name: 'Add Beneficiary' }).click();
  await expect(add.getByText('At least 4 characters')).toBeVisible();
  // A payee is saved once: an account number of its own (ending 6789) for this run.
  await add.getByLabel('Account Number').fill(`${Date.now()}6789`);
  await add.getByLabel('Routing Number (Optional)').fill('021000021');
  await add.getByRole('button', { name: 'Add Beneficiary' }).click();
  await expect(page.getByText('Beneficiary added successfully')).toBeVisible();

  await page.getByLabel('Search beneficiaries').fill(name);
  const item = page.getByRole('listitem', { name });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('First E2E Bank');
  await expect(item).toContainText('•••• 6789');

  await item.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Beneficiary' });
  await expect(edit.getByLabel('Beneficiary Name')).toHaveValue(name);
  await edit.getByLabel('Bank Name').fill('Second E2E Bank');
  await edit.getByLabel('SWIFT/BIC').fill('deutdeff');
  await edit.getByLabel('Country').fill('Germany');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Beneficiary updated successfully')).toBeVisible();
  await expect(item).toContainText('Second E2E Bank');
  await expect(item).toContainText('DEUTDEFF');
  await expect(item).toContainText('Germany');

  await item.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete beneficiary' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Beneficiary deleted successfully')).toBeVisible();
  await expect(item).toHaveCount(0);
});
