/**
 * The trainer's Progress page in the browser: the trainer opens a class's progress, a student
 * (a second browser context, through the API) solves a challenge, and the open page shows it
 * within a second without a reload; then the trainer downloads the progress CSV.
 *
 * Desktop only: it makes a class of its own (a prefix of its own).
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { adminSignIn } from './sign-in';

test("the trainer's open Progress page shows a student's solve within a second, and the CSV", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'One class, one solve: desktop only.');
  const origin = { Origin: baseURL! };
  const prefix = `p${Date.now().toString(36)}`.toLowerCase();
  await adminSignIn(page);
  const made = await page.request.post('/api/admin/classes', {
    headers: origin,
    data: { name: 'Progress QA', count: 2, prefix, openingDeposit: '100.00' },
  });
  expect(made.status()).toBe(201);
  const { class: cls, credentials } = (await made.json()) as {
    class: { id: number };
    credentials: { username: string; password: string }[];
  };
  const { username, password } = credentials[0]!;

  // The student, in a browser context of their own, signs in and chooses a password.
  const context = await browser.newContext();
  const student = context.request;
  expect(
    (
      await student.post('/api/auth/login', { headers: origin, data: { username, password } })
    ).status(),
  ).toBe(200);
  const me = (await (await student.get('/api/auth/me')).json()) as { id: number };
  const changed = await student.post(`/api/users/${me.id}/password`, {
    headers: origin,
    data: { currentPassword: password, newPassword: 'Violet-Harbor-Lantern-42' },
  });
  expect(changed.ok()).toBe(true);

  // The trainer opens the class, then its Progress page.
  await page.goto(`/admin/classes/${cls.id}`);
  await page.getByRole('link', { name: 'Progress' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/classes/${cls.id}/progress$`));
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });
  const api = page.getByTestId(`progress-${username}-API`);
  await expect(api).toHaveText(/^0 of \d+$/);

  // The student solves an API challenge: a path that does not exist.
  expect((await student.get('/api/nothing-here')).status()).toBe(404);
  await expect(api).toHaveText(/^1 of \d+$/, { timeout: 1000 });
  expect(
    await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
  ).toBe(true);

  // The gradebook file.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  const csv = await readFile((await download.path())!, 'utf8');
  const [header, ...rows] = csv.trim().split('\n');
  expect(header).toBe('username,name,API,UI,OPERATIONS,SECURITY,solved,hintsUsed,score');
  expect(rows.find((r) => r.startsWith(`${username},`))).toMatch(
    new RegExp(`^${username},[^,]+,1,\\d+,\\d+,\\d+,\\d+,0,\\d+$`),
  );
  await context.close();
});
