/**
 * A bank for every student: an admin creates a sandbox, and a student uses it in the browser
 * under /s/{name}/ exactly like the main bank, with a session that belongs to it alone.
 */
import { expect, test } from './fixtures';

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
  await page.goto(`/s/${name}/`);
  await page.getByRole('button', { name: 'Login' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Account ID or username').fill('demo');
  await dialog.getByLabel('Password').fill('Demo-1234');
  await dialog.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(new RegExp(`/s/${name}/dashboard$`));
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
