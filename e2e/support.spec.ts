/**
 * The support desk, end to end: a customer opens a ticket from the Support Center, an admin
 * answers it on the admin's ticket screen, and the customer's open ticket shows the answer
 * without a reload (the `ticket` event). The admin then closes the ticket and the customer's
 * open screen shows it closed, its reply box gone.
 *
 * Both projects (desktop, phone) run against one server, so each run opens its own ticket,
 * named after the project.
 */
import { type Browser, expect, type Page, test } from './fixtures';
import { adminSignIn, signIn } from './sign-in';

/** Signs the admin in, in a browser of its own (another person at another desk). */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await adminSignIn(page);
  return page;
}

/** Answers the admin's 'Confirm it is you' dialog with the password, if the call asked for it. */
async function stepUpIfAsked(admin: Page) {
  const dialog = admin.getByRole('dialog', { name: 'Confirm it is you' });
  if (await dialog.isVisible()) {
    await dialog.getByLabel('Password').fill('Admin-1234');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
  }
}

test('a customer’s ticket is answered and closed by an admin; the open ticket follows live', async ({
  page,
  browser,
}, testInfo) => {
  // Two browsers, a dozen screens: more than the default budget on a busy machine.
  test.setTimeout(120_000);
  const subject = `Card declined abroad (${testInfo.project.name} ${Date.now()})`;
  await signIn(page);
  // The page must be live (its event stream open) when the admin answers.
  const live = page.waitForResponse((r) => r.url().includes('/trpc/events.stream'));
  await page.goto('/support');
  await live;

  const form = page.getByRole('region', { name: 'Submit a Support Ticket' });
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('My card was declined at a shop in Rome this morning.');
  await form.getByRole('button', { name: 'Submit Ticket' }).click();
  await expect(page.getByText('Support Ticket Submitted')).toBeVisible();

  // The new ticket heads the customer's recent tickets, OPEN.
  const recent = page.getByRole('region', { name: 'Your recent tickets' });
  const link = recent.getByRole('link', { name: new RegExp(subject.replace(/[()]/g, '\\$&')) });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/support\/\d+$/);
  const ticketId = Number(new URL(page.url()).pathname.split('/').pop());
  const status = page.getByTestId('ticket-status');
  await expect(status).toHaveText('OPEN');
  await expect(page.getByRole('heading', { name: `#${ticketId} ${subject}` })).toBeVisible();

  // The admin finds it on the support desk and answers.
  const admin = await adminPage(browser);
  await admin.goto('/admin/support');
  await stepUpIfAsked(admin);
  await admin.getByRole('link', { name: subject }).first().click();
  await expect(admin).toHaveURL(new RegExp(`/admin/support/${ticketId}$`));
  const adminThread = admin.getByRole('list', { name: 'Conversation' });
  await expect(
    adminThread.getByText('My card was declined at a shop in Rome this morning.'),
  ).toBeVisible();
  const answer = `We have lifted the block on your card (ticket ${ticketId}).`;
  await admin.getByLabel('Reply to the customer').fill(answer);
  await admin.getByRole('button', { name: 'Send reply' }).click();
  await stepUpIfAsked(admin);
  await expect(adminThread.getByText(answer)).toBeVisible();
  await expect(admin.getByTestId('ticket-status')).toHaveText('ANSWERED');

  // The customer's open ticket shows the answer and the new status, with no reload.
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText(answer)).toBeVisible({ timeout: 5000 });
  await expect(conversation.getByText('(Support)')).toBeVisible();
  await expect(status).toHaveText('ANSWERED', { timeout: 5000 });
  await expect(page.getByLabel('Your reply')).toBeVisible();

  // The admin closes it: the customer's screen says so and takes no more replies.
  await admin.getByRole('combobox', { name: 'Ticket status' }).click();
  await admin.getByRole('option', { name: 'CLOSED' }).click();
  await stepUpIfAsked(admin);
  await expect(admin.getByTestId('ticket-status')).toHaveText('CLOSED');

  await expect(status).toHaveText('CLOSED', { timeout: 5000 });
  await expect(page.getByText('This ticket is closed; it takes no more replies.')).toBeVisible();
  await expect(page.getByLabel('Your reply')).toHaveCount(0);

  // After navigating back, the Support Center lists it CLOSED too.
  await page.getByRole('link', { name: 'Back to Support Center' }).click();
  const row = page
    .getByRole('region', { name: 'Your recent tickets' })
    .getByRole('listitem')
    .filter({ hasText: subject });
  await expect(row).toContainText('CLOSED');
  await admin.context().close();
});
