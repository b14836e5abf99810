/**
 * Everyday banking in the browser: a bill added and paid,
 * a loan payment, enrollment with documents (a disguised text file refused), the settings
 * tabs, statement downloads and the receipt, notifications, a support ticket and a crypto buy.
 *
 * Both projects (desktop, phone) run against one server, so every test makes its own data
 * (names with the project and a timestamp), restores what it toggles, and never counts rows.
 */
import { expect, type Page, test } from './fixtures';
import { signIn } from './sign-in';

/** '$19,180.32' → 1918032 cents. */
function cents(text: string): number {
  return Number(text.replace(/[$,.]/g, ''));
}

/** A day as Mantine's calendar names its buttons: '21 November 2026'. */
function calendarDay(date: Date): string {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}

// A 1×1 PNG and a minimal PDF: the server checks uploads by their content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test('a new bill is added, then paid from checking with a statement row', async ({
  page,
}, testInfo) => {
  const biller = `E2E Biller ${testInfo.project.name} ${Date.now()}`;
  await signIn(page);
  await page.goto('/bills');
  await expect(page.getByRole('heading', { name: 'Bill Pay' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Bill' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Bill' });
  await dialog.getByLabel('Biller Name').fill(biller);
  await dialog.getByLabel('Account Number').fill('E2E-0001');
  await dialog.getByLabel('Amount').fill('12.34');
  await dialog.getByLabel('Recurring bill (repeats every month)').check();

  // No due date: an error toast, and nothing is saved.
  await dialog.getByRole('button', { name: 'Add Bill' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please select a due date' }),
  ).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Due Date' }).click();
  // Exact: on the 1st, '1 December 2026' is also part of the 11th's, the 21st's and the 31st's.
  await page.getByRole('button', { name: calendarDay(new Date()), exact: true }).click();
  await dialog.getByRole('button', { name: 'Add Bill' }).click();
  await expect(page.getByText('Bill added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const cards = page.getByRole('listitem', { name: biller });
  const card = cards.first();
  await expect(card).toContainText('$12.34');
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('Recurring');
  await card.getByRole('button', { name: /Pay Now/ }).click();
  const pay = page.getByRole('dialog', { name: 'Pay Bill' });
  await expect(pay.getByRole('textbox', { name: 'Pay From' })).toHaveValue(/^CHECKING/);
  await pay.getByRole('button', { name: 'Confirm Payment' }).click();
  await expect(page.getByText('Bill paid successfully')).toBeVisible();
  // Paid, and being recurring, next month's bill is there to pay.
  await expect(cards.filter({ hasText: 'Paid' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Pending' })).toHaveCount(1);
  await expect(
    cards.filter({ hasText: 'Paid' }).getByRole('button', { name: /Pay Now/ }),
  ).toHaveCount(0);

  await page.goto('/checking-statement');
  await page.getByPlaceholder('Search transactions').fill(biller);
  const row = page.getByRole('row').filter({ hasText: biller });
  await expect(row).toContainText('$12.34');
  await expect(row).toContainText('DEBIT');
});

test('a loan payment lowers the balance by the amount paid', async ({ page }) => {
  await signIn(page);
  await page.goto('/loans');
  await expect(page.getByRole('heading', { name: 'Acme Loans' })).toBeVisible();
  const card = page.getByRole('listitem', { name: 'Personal Loan' });
  const balance = async () => {
    const text = (await card.textContent()) ?? '';
    const match = /Current Balance(\$[\d,]+\.\d{2})/.exec(text);
    if (!match) throw new Error(`No current balance in: ${text}`);
    return cents(match[1]!);
  };
  const before = await balance();
  // The payment offered is the instalment the card shows (the loan's schedule sets it).
  const monthly = /Monthly Payment(\$[\d,]+\.\d{2})/.exec((await card.textContent()) ?? '')?.[1];
  expect(monthly).toBeTruthy();
  await card.getByRole('button', { name: 'Make Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make Payment' });
  await expect(dialog.getByLabel('Amount')).toHaveValue(monthly!);
  await expect(dialog.getByRole('textbox', { name: 'From Account' })).toHaveValue(/^CHECKING/);
  await dialog.getByLabel('Amount').fill('10.00');
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Loan payment of $10.00 made')).toBeVisible();
  await expect.poll(balance).toBe(before - 1000);
});

/** Opens the enrollment form as a visitor, filled in except for the documents. */
async function fillEnrollment(page: Page, email: string) {
  await page.goto(`/open_account?name=E2E%20Applicant&email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { name: 'Complete Your Enrollment' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('E2E Applicant');
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
  await page.getByRole('textbox', { name: /^Phone/ }).fill('+1 555 010 7777');

  await page.getByRole('button', { name: /^Date of Birth/ }).click();
  for (let i = 0; i < 4; i++) {
    if (await page.getByRole('button', { name: '1990', exact: true }).isVisible()) break;
    await page.getByRole('button', { name: 'Previous decade' }).click();
  }
  await page.getByRole('button', { name: '1990', exact: true }).click();
  await page.getByRole('button', { name: 'Jan', exact: true }).click();
  await page.getByRole('button', { name: '15 January 1990' }).click();

  await page.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Female' }).click();
  await page.getByRole('combobox', { name: 'Country' }).fill('Italy');
  await page.getByRole('option', { name: 'Italy', exact: true }).click();
  const city = page.getByRole('combobox', { name: 'City' });
  await expect(city).toBeEnabled();
  await city.click();
  await page.getByRole('option').first().click();
  await page.getByLabel(/^Password/).fill('Violet-Harbor-Lantern-42');
  await page.getByLabel(/^Confirm Password/).fill('Violet-Harbor-Lantern-42');
  await page.getByLabel(/^Transaction PIN/).fill('2468');
}

test('enrollment refuses a disguised file, then opens the account with real documents', async ({
  page,
}, testInfo) => {
  const email = `e2e.${testInfo.project.name}.${Date.now()}@example.com`;
  await fillEnrollment(page, email);
  const passport = page.locator('input[type="file"][name="passport"]');
  const idDocument = page.locator('input[type="file"][name="idDocument"]');

  // A text file named .png: refused by its content, and nothing is created.
  await passport.setInputFiles({
    name: 'passport.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is not an image'),
  });
  await idDocument.setInputFiles({ name: 'id.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(
    page.getByText('Passport must be a PNG, JPG or GIF file (its content is not)').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/open_account/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  // Real documents: the same email is still free, so the first try created nothing.
  await passport.setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(
    page.getByRole('heading', { name: 'Application received: pending review' }),
  ).toBeVisible();
  const accountId = (await page.getByTestId('new-account-id').textContent()) ?? '';
  expect(accountId).toMatch(/^\d{6,}$/);
  await expect(page.getByText(`Your Account ID is ${accountId}`)).toBeVisible();
  await expect(page.getByText(/Local and wire transfers open once it is approved/)).toBeVisible();
  // The pending screen stays until the customer goes on.
  await expect(page).toHaveURL(/\/open_account/);
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: /E2E Applicant, user menu/ })).toBeVisible();
});

test('settings: profile, preferences, two-factor and login activity are saved', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/profile');
  await expect(page.getByLabel('Username')).toBeDisabled();
  await expect(page.getByText('Username cannot be changed')).toBeVisible();
  const phone = `+1 555 ${String(Date.now()).slice(-7)}`;
  await page.getByLabel('Phone').fill(phone);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Phone')).toHaveValue(phone);

  // Notification preferences: flip marketing, save, see it stored, then restore it.
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/tab=notifications/);
  const marketing = page.getByRole('switch', { name: 'Marketing and offers' });
  const wasOn = await marketing.isChecked();
  await marketing.click();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Preferences saved')).toBeVisible();
  await page.reload();
  await expect(marketing).toBeChecked({ checked: !wasOn });
  await marketing.click();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Preferences saved')).toBeVisible();

  // Two-factor: the methods are offered (turning one on is e2e/two-factor.spec.ts).
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByRole('radio', { name: /Text message \(SMS\)/ })).toBeVisible();

  const activity = page.getByRole('region', { name: 'Login Activity' });
  await expect(activity.getByText('This device')).toBeVisible();
});

test('statements download as CSV and PDF, and a receipt prints', async ({ page }) => {
  await signIn(page);
  await page.goto('/profile?tab=statements');
  const csv = page.waitForEvent('download');
  await page
    .getByRole('link', { name: /^Download CSV: CHECKING/ })
    .first()
    .click();
  expect((await csv).suggestedFilename()).toMatch(/\.csv$/);
  // The tax summaries offered are the years the API lists for the account, newest first.
  const accounts = (await (await page.request.get('/api/accounts')).json()) as {
    id: number;
    accountType: string;
  }[];
  const checkingId = accounts.find((a) => a.accountType === 'CHECKING')!.id;
  const years = (
    (await (await page.request.get(`/api/accounts/${checkingId}/tax-summaries`)).json()) as {
      year: number;
    }[]
  ).map((s) => s.year);
  expect(years.length).toBeGreaterThan(0);
  await expect(
    page.getByRole('link', { name: /^Download CSV: CHECKING .* Tax Summary/ }),
  ).toHaveCount(years.length);
  const tax = page.waitForEvent('download');
  await page
    .getByRole('link', { name: new RegExp(`^Download PDF: CHECKING .*${years[0]} Tax Summary`) })
    .click();
  expect((await tax).suggestedFilename()).toMatch(
    new RegExp(`^tax-summary-checking-\\d{4}-${years[0]}\\.pdf$`),
  );

  await page.goto('/savings-statement');
  const pdf = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Download PDF/ }).click();
  expect((await pdf).suggestedFilename()).toMatch(/^statement-savings-.*\.pdf$/);

  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'RECEIPT' }).first().click();
  const receipt = page.getByRole('dialog', { name: 'Transaction Receipt' });
  await expect(receipt).toContainText('Acme Credit Union');
  await expect(receipt).toContainText('Balance after');
  await receipt.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
});

/** Submits a support ticket; its notification names the subject. */
async function submitTicket(page: Page, subject: string) {
  await page.goto('/support');
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'High' }).click();
  await page.getByLabel('Message').fill('Written by the browser journeys.');
  await expect(page.getByLabel('Email')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Submit Ticket' }).click();
  await expect(page.getByText('Support Ticket Submitted')).toBeVisible();
  await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible();
}

test('support: a ticket is stored, the channels say how to reach the desk, the FAQ and status tell the figures', async ({
  page,
}, testInfo) => {
  const subject = `E2E ticket ${testInfo.project.name} ${Date.now()}`;
  await signIn(page);
  await submitTicket(page, subject);
  await expect(page.getByRole('region', { name: 'Your recent tickets' })).toContainText(subject);
  await expect(page.getByRole('button', { name: 'Start Chat' })).toHaveCount(0);
  await expect(page.getByText('Message the support desk')).toBeVisible();
  await expect(page.getByText('Mon to Thurs')).toBeVisible();

  await page.getByRole('tab', { name: 'FAQ' }).click();
  await page.getByRole('button', { name: 'What are my transfer limits?' }).click();
  await expect(page.getByText(/daily transfer limit is \$50,000/)).toBeVisible();
  await page.getByRole('tab', { name: 'Service Status' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Wire Transfers' })).toContainText(
    'Operational',
  );
  await page.getByRole('tab', { name: 'Feedback' }).click();
  // Each star is the label of a visually hidden radio: a click on the fourth star rates 4.
  const fourStars = page.getByRole('radio', { name: '4 out of 5' });
  await page.locator(`label[for="${await fourStars.getAttribute('id')}"]`).click();
  await expect(fourStars).toBeChecked();
  await page.getByLabel('Your feedback').fill(`Good service (${subject})`);
  await page.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(page.getByText('Your feedback has been sent.')).toBeVisible();
});

test('notifications: mark read, delete and mark all as read, with the bell', async ({
  page,
}, testInfo) => {
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  await signIn(page);
  await submitTicket(page, `E2E notify A ${stamp}`);
  await submitTicket(page, `E2E notify B ${stamp}`);
  await expect(page.getByRole('link', { name: /^Notifications, \d+ unread$/ })).toBeVisible();

  await page.getByRole('link', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByText(/^\d+ new$/i)).toBeVisible();
  const first = page.getByRole('listitem').filter({ hasText: `E2E notify A ${stamp}` });
  await first.getByRole('button', { name: 'Mark Read' }).click();
  await expect(page.getByText('Notification marked as read')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Mark Read' })).toHaveCount(0);
  await first.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Notification deleted')).toBeVisible();
  await expect(first).toHaveCount(0);

  const second = page.getByRole('listitem').filter({ hasText: `E2E notify B ${stamp}` });
  await expect(second.getByRole('button', { name: 'Mark Read' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark All as Read' }).click();
  await expect(second.getByRole('button', { name: 'Mark Read' })).toHaveCount(0);
  await expect(page.getByText('All notifications marked as read')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Notifications, \d+ unread$/ })).toHaveCount(0);
});

test('crypto: a buy is placed at the sample price and listed in the history', async ({ page }) => {
  await signIn(page);
  await page.goto('/crypto');
  await page.getByRole('tab', { name: 'Markets' }).click();
  await expect(page.getByText('Sample prices')).toBeVisible();
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy Crypto' });
  await expect(dialog.getByRole('combobox', { name: 'Cryptocurrency' })).toHaveValue(
    'Bitcoin (BTC)',
  );
  await dialog.getByLabel('Amount (USD)').fill('25.00');
  await expect(dialog.getByText(/≈ 0\.\d{6} BTC/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Pay From' })).toHaveValue(/^CHECKING/);
  await dialog.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(page.getByText('Buy Order Placed')).toBeVisible();
  await expect(page.getByText(/Bought 0\.\d{6} BTC for \$25\.00/)).toBeVisible();

  await page.getByRole('tab', { name: 'Transaction History' }).click();
  await expect(page.getByRole('row').nth(1)).toContainText('$25.00');
  await page.getByRole('tab', { name: 'My Portfolio' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Bitcoin' })).toContainText(/\d\.\d{6} BTC/);
});
