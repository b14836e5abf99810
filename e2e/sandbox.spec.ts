/**
 * A bank for every student: an admin creates a sandbox, and a student uses it in the browser
 * under /s/{name}/ exactly like the main bank, with a session that belongs to it alone.
 */
import { expect, test } from './fixtures';
import { newSandbox, signInToSandbox } from './sandboxes';

test.skip(({ isMobile }) => isMobile, 'the desktop journey covers the sandbox routing');

test('a student signs in to a sandbox bank, and the main bank does not know the session', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = { Origin: new URL(baseURL ?? 'http://127.0.0.1').origin };
  const login = await request.post('/api/auth/login', {
    headers: origin,
    data: { username: 'admin', password: 'Admin-1234' },
  });
  expect(login.ok()).toBeTruthy();
  const name = `class-${Date.now().toString(36)}`;
  const created = await request.post('/api/sandboxes', { headers: origin, data: { name } });
  expect(created.status()).toBe(201);
  expect(await created.json()).toEqual({ name, url: `/s/${name}/` });

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signInToSandbox(page, name);
  await expect(page.getByText('CHECKING').first()).toBeVisible();

  // Links inside the sandbox stay inside it.
  await page.goto(`/s/${name}/statements`);
  await expect(page.getByRole('heading', { name: 'Account Statements' })).toBeVisible();

  expect(errors).toEqual([]);
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => [c.name, c.path])).toEqual([[`session-${name}`, `/s/${name}/`]]);
  // The main bank has no session in this browser: its dashboard sends to sign-in.
  await page.goto('/dashboard');
  await expect(page).not.toHaveURL(/\/dashboard$/);

  const removed = await request.delete(`/api/sandboxes/${name}`, { headers: origin });
  expect(removed.ok()).toBeTruthy();
});

// The smallest real PNG: the server checks the content, not the name.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

test('inside a sandbox, a check deposit and a payments file go to the sandbox bank', async ({
  page,
  request,
  baseURL,
}) => {
  const { name, origin } = await newSandbox(request, baseURL, 'files');
  await signInToSandbox(page, name);

  // The images are sent with the sandbox's session, to the sandbox's API.
  await page.goto(`/s/${name}/check-deposit`);
  await page.getByRole('combobox', { name: 'Deposit to' }).click();
  await page.getByRole('option', { name: /^SAVINGS/ }).click();
  await page.getByLabel('Amount').fill('45.00');
  const image = (file: string) => ({ name: file, mimeType: 'image/png', buffer: PNG });
  await page.locator('input[type=file]').nth(0).setInputFiles(image('front.png'));
  await page.locator('input[type=file]').nth(1).setInputFiles(image('back.png'));
  await page.getByRole('button', { name: 'Deposit check' }).click();
  await expect(page.getByText(/Check deposited/)).toBeVisible();

  // So is a pain.001 file.
  await page.goto(`/s/${name}/upload-payments`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download a sample file' }).click(),
  ]);
  await page.locator('input[type=file]').setInputFiles((await download.path())!);
  await page.getByRole('button', { name: 'Send payments' }).click();
  await expect(page.getByRole('table', { name: 'Payment results' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /payments made/ })).toBeVisible();

  // The check is the sandbox's: its demo customer has it, the main bank's does not.
  const inSandbox = await page.request.get(`/s/${name}/api/deposits`);
  expect(inSandbox.status()).toBe(200);
  expect(JSON.stringify(await inSandbox.json())).toContain('"45.00"');

  expect((await request.delete(`/api/sandboxes/${name}`, { headers: origin })).ok()).toBeTruthy();
});
