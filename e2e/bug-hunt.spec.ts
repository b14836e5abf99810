import { expect, test } from './fixtures';
import { newSandbox, signInToSandbox } from './sandboxes';
import { adminSignIn, signIn } from './sign-in';

test.skip(({ isMobile }) => isMobile, 'the desktop journey covers the bug hunt');

const DEFECTS = [
  'a11y-bell-label-wrong',
  'notification-count-off-by-one',
  'accounts-order-reversed',
];

test('a trainer runs a bug hunt: a student reports a planted defect and scores', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  // Two browsers, a sandbox and the answer key: more than the default 30 s on a busy machine.
  test.slow();
  const origin = { Origin: new URL(baseURL ?? 'http://127.0.0.1').origin };
  const login = await request.post('/api/auth/login', {
    headers: origin,
    data: { username: 'admin', password: 'Admin-1234' },
  });
  expect(login.ok()).toBeTruthy();
  const name = `hunt-${Date.now().toString(36)}`;
  const created = await request.post('/api/sandboxes', { headers: origin, data: { name } });
  expect(created.status()).toBe(201);
  const base = `/s/${name}`;

  // The trainer switches three defects on.
  await adminSignIn(page, { base });
  await page.goto(`${base}/admin/bug-hunt`);
  await expect(page.getByRole('heading', { name: 'Bug hunt' })).toBeVisible();
  for (const key of DEFECTS) await page.getByRole('switch', { name: key }).check({ force: true });
  await page.getByRole('button', { name: 'Save defects' }).click();
  await expect(page.getByText('Defects saved')).toBeVisible();
  await expect(page.getByText('3 of 36 defects on')).toBeVisible();

  // A student finds one on screen: the bell is labelled for another place.
  const student = await browser.newContext({ baseURL });
  const studentPage = await student.newPage();
  await signIn(studentPage, 'demo', { base });
  await expect(studentPage.getByRole('link', { name: 'Messages' })).toBeVisible();

  await studentPage.getByRole('button', { name: 'Report a bug' }).click();
  const form = studentPage.getByRole('dialog', { name: 'Report a bug' });
  await expect(form.getByLabel('Where')).toHaveValue('/dashboard');
  await form.getByLabel('Title').fill('The bell is labelled Messages');
  await form.getByLabel('Expected').fill('Notifications');
  await form.getByLabel('Actual').fill('Messages');
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(studentPage.getByText('Thank you: your report was sent.')).toBeVisible();

  // The trainer confirms it: the student's score moves from nothing to 2 (first finder, LOW).
  // The reports have their own tab, which a reload keeps.
  await page.getByRole('tab', { name: /Reports/ }).click();
  await expect(page).toHaveURL(/[?&]tab=reports/);
  await page.reload();
  const report = page.getByTestId(/^report-/).first();
  await expect(report.getByText('The bell is labelled Messages')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Scores' }).getByText('(demo)')).toHaveCount(0);
  await report.getByLabel('Matches defect').click();
  await page.getByRole('option', { name: 'a11y-bell-label-wrong', exact: true }).click();
  await report.getByRole('button', { name: 'Confirm' }).click();
  await expect(report.getByText('CONFIRMED')).toBeVisible();
  const scores = page.getByRole('table', { name: 'Scores' });
  await expect(scores.getByRole('row', { name: /\(demo\)/ })).toContainText('2');

  // After the session the trainer shows the answer key: who found what, the first marked.
  await page.getByRole('button', { name: 'Answer key' }).click();
  const answerKey = page.getByRole('dialog', { name: 'Answer key: who found what' });
  const found = answerKey.getByTestId('answer-a11y-bell-label-wrong');
  await expect(found).toContainText('(demo)');
  await expect(found).toContainText('First');
  await expect(answerKey.getByTestId('answer-accounts-order-reversed')).toContainText('Nobody yet');
  await page.keyboard.press('Escape');

  await student.close();
  const removed = await request.delete(`/api/sandboxes/${name}`, { headers: origin });
  expect(removed.ok()).toBeTruthy();
});

test('with the double-click defect on, a double click on Create Transfer sends two transfers', async ({
  page,
  request,
  baseURL,
}) => {
  const { name, origin } = await newSandbox(request, baseURL, 'double');
  const base = `/s/${name}`;
  await request.post(`${base}/api/auth/login`, {
    headers: origin,
    data: { username: 'admin', password: 'Admin-1234' },
  });
  const switched = await request.put(`${base}/api/admin/defects`, {
    headers: origin,
    data: { on: ['transfer-double-click-sends-two'] },
  });
  expect(switched.ok()).toBeTruthy();

  await signInToSandbox(page, name);
  await page.goto(`${base}/internal-transfer`);
  await page.getByRole('button', { name: 'New Transfer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Internal Transfer' });
  await page.getByRole('textbox', { name: 'From Account' }).click();
  await page.getByRole('option', { name: /^CHECKING/ }).click();
  await page.getByRole('textbox', { name: 'To Account' }).click();
  await page.getByRole('option', { name: /^SAVINGS/ }).click();
  await dialog.getByLabel('Amount').fill('2.50');
  const note = `Double ${name}`;
  await dialog.getByLabel('Description').fill(note);
  await dialog.getByRole('button', { name: 'Create Transfer' }).dblclick();
  await expect(dialog).toBeHidden();

  await expect
    .poll(async () => {
      const list = await request.get(`${base}/api/admin/transfers?limit=20`, { headers: origin });
      const rows = (await list.json()) as { description: string | null }[];
      return rows.filter((r) => r.description === note).length;
    })
    .toBe(2);
  expect((await request.delete(`/api/sandboxes/${name}`, { headers: origin })).ok()).toBeTruthy();
});
