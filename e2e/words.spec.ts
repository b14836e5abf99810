/**
 * Browser journeys of the words a person reads and the names a screen reader says: axe on the
 * sign-in dialog and the dashboard (WCAG 2.0 and 2.1 A/AA, with the check that a control's
 * accessible name contains its visible text), the not-found screen inside each frame, and
 * Settings > Developer > API tokens from creation to revocation.
 */

import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { adminSignIn, openSignIn, signIn } from './sign-in';

test('the sign-in dialog and the dashboard pass axe, names included', async ({
  page,
}, testInfo) => {
  const dialog = await openSignIn(page);
  // The required fields' asterisks, in the error colour, are part of the contrast check.
  await expect(dialog.locator('.mantine-InputWrapper-required').first()).toBeVisible();
  await expectAccessible(page, 'the sign-in dialog', { include: '[role="dialog"]', names: true });
  await page.keyboard.press('Escape');

  await signIn(page, 'demo');
  await expect(page.getByRole('button', { name: /user menu/ })).toBeVisible();
  const passed = await expectAccessible(page, '/dashboard', { names: true });
  // On a wide screen the user menu's button shows the name, so the name check ran on it and
  // passed (a phone shows the initials only, drawn by CSS: no visible text to compare).
  if (testInfo.project.name === 'desktop') expect(passed).toContain('label-content-name-mismatch');
});

test('an unknown path shows the not-found screen in its frame, with a way home', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget')).toHaveCount(0);
  // The public site's frame: its footer, and the way back to the home page.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);

  await signIn(page, 'demo');
  await page.goto('/dashboard/no-such-screen');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  // The customer frame stays around it.
  await expect(page.getByRole('button', { name: /user menu/ })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A made-up top-level address, signed in: the customer header (never the public site's
  // 'Login'), the way back to the dashboard.
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByRole('button', { name: /user menu/ })).toBeVisible();
  await expect(page.getByText('Login', { exact: true })).toHaveCount(0);
  await expectAccessible(page, 'a made-up address, signed in');
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an API token: created, its text shown once, used, listed, revoked', async ({
  page,
  request,
}) => {
  const name = `e2e words ${Date.now()}`;
  await signIn(page, 'jane');
  await page.goto('/profile?tab=developer');
  const section = page.getByRole('region', { name: 'API tokens' });
  await expect(section.getByRole('link', { name: 'Read the API reference' })).toHaveAttribute(
    'href',
    '/api/docs',
  );
  await section.getByLabel('Token name').fill(name);
  await section.getByRole('button', { name: 'Create token' }).click();
  const secret = (await section.getByTestId('new-token').textContent()) ?? '';
  expect(secret).toMatch(/^.+\..+$/);
  await expect(section.getByRole('button', { name: 'Copy' })).toBeVisible();
  // The tab as a reader meets it: the sentence's link to the API reference, the token shown once.
  await expectAccessible(page, 'Settings > Developer with a new token');

  // The token works for a script (no cookie, only the bearer header).
  const bearer = { Authorization: `Bearer ${secret}` };
  expect((await request.get('/api/accounts', { headers: bearer })).status()).toBe(200);

  const row = section.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('read');
  // Shown once: after a reload, the list has the token but not its text.
  await page.reload();
  await expect(row).toBeVisible();
  await expect(section.getByTestId('new-token')).toHaveCount(0);
  await expect(section).not.toContainText(secret);

  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this token?' });
  await confirm.getByRole('button', { name: 'Revoke token' }).click();
  await expect(row).toHaveCount(0);
  expect((await request.get('/api/accounts', { headers: bearer })).status()).toBe(401);
});

test('the admin outbox says each status in plain words and each time as a local date; an unknown admin path says not found', async ({
  page,
}) => {
  // A sign-in from a new device mails the customer: at least one message is in the outbox.
  await signIn(page, 'demo');
  await page.context().clearCookies();
  await adminSignIn(page);
  await page.goto('/admin/outbox');
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table).not.toContainText(/\bKEPT\b|\bQUEUED\b|\bSENT\b/);
  await expect(table).not.toContainText(/\d{4}-\d{2}-\d{2}T/);
  await expect(table).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/);
  await page.getByLabel('Status').selectOption({ label: 'Kept (not sent: outbox mode)' });
  await expect(page).toHaveURL(/status=KEPT/);
  await expect(table.getByText('Kept (not sent: outbox mode)').first()).toBeVisible();

  // An unknown admin path: the not-found content inside the admin frame, with its way home.
  await page.goto('/admin/no-such-screen');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the admin dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
