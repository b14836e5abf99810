/**
 * A customer turns on two-factor sign-in by SMS on Settings → Security, signs out, and signs
 * in again with the code read from the outbox (the admin's outbox API), then with a recovery
 * code. Each project uses its own seeded customer that no other journey signs in as (desktop:
 * harold, phone: zoe), and turns the second factor off again at the end.
 */
import { type APIRequestContext, expect, type Page, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Demo-1234';

async function passwordStep(page: Page, username: string) {
  // /login opens the dialog itself (also after a sign-out's own redirect there).
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: /Sign in to/ });
  await dialog.getByLabel('Account ID or username').fill(username);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'LOGIN' }).click();
}

/** The 6-digit code of the newest SMS of `kind` sent to `userId`, read as an admin. */
async function smsCode(request: APIRequestContext, origin: string, userId: number, kind: string) {
  const headers = { Origin: origin };
  const login = await request.post('/api/auth/login', {
    headers,
    data: { username: 'admin', password: 'Admin-1234' },
  });
  expect(login.ok()).toBe(true);
  const res = await request.get(`/api/admin/outbox?userId=${userId}&channel=SMS`, { headers });
  expect(res.ok()).toBe(true);
  const messages = (await res.json()) as { kind: string; body: string }[];
  const body = messages.find((m) => m.kind === kind)?.body ?? '';
  const code = body.match(/\b(\d{6})\b/)?.[1];
  expect(code, `an SMS ${kind}`).toBeTruthy();
  return code!;
}

test('a customer turns on SMS codes and signs in with one, then with a recovery code', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  // Four sign-ins, two outbox reads and the settings screen: more than the default budget.
  test.setTimeout(120_000);
  const username = testInfo.project.name === 'phone' ? 'zoe' : 'harold';
  const origin = new URL(baseURL!).origin;
  await passwordStep(page, username);
  await expect(page).toHaveURL(/\/dashboard$/);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: number };

  await page.goto('/profile?tab=security');
  const card = page.getByRole('region', { name: 'Two-Factor Authentication' });
  await card.getByRole('radio', { name: /Text message \(SMS\)/ }).check();
  await card.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await card.getByRole('button', { name: 'Save two-factor method' }).click();
  await expect(card.getByText(/We sent a 6-digit code to/)).toBeVisible();
  await card
    .getByLabel('Verification code')
    .fill(await smsCode(request, origin, me.id, 'TWO_FACTOR_ENROL_CODE'));
  await card.getByRole('button', { name: 'Turn on' }).click();
  const codes = card.getByTestId('recovery-codes').locator('code');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!.trim();
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByTestId('two-factor-current')).toContainText('Text message (SMS)');

  // Sign out, then sign in: the password step asks for the code sent by SMS.
  await page.request.post('/api/auth/logout', { headers: { Origin: origin } });
  await page.waitForTimeout(500);
  await passwordStep(page, username);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Verification code')).toBeVisible();
  await dialog.getByLabel('Verification code').fill('000000');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByText('Incorrect, expired or already used code')).toBeVisible();
  await dialog
    .getByLabel('Verification code')
    .fill(await smsCode(request, origin, me.id, 'TWO_FACTOR_SIGN_IN_CODE'));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A recovery code also finishes a sign-in, once.
  await page.request.post('/api/auth/logout', { headers: { Origin: origin } });
  await page.waitForTimeout(500);
  await passwordStep(page, username);
  await page.getByRole('dialog').getByLabel('Verification code').fill(recovery);
  await page.getByRole('dialog').getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Back to the password alone, so the journey can run again.
  const off = await page.request.put(`/api/users/${me.id}/two-factor`, {
    headers: { Origin: origin },
    data: { method: 'NONE', currentPassword: PASSWORD },
  });
  expect(off.ok()).toBe(true);
});
