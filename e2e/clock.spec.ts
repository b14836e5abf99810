/**
 * Teaching with time: a trainer moves the bank's clock past a month end in one browser and
 * the demo customer's windows, open in another, follow without a reload: the savings
 * statement gains its "Interest earned" posting, the checking statement the loan
 * instalment's debit, and the notifications the new monthly statement.
 *
 * The lesson runs in a sandbox bank of its own (its own data and clock, under /s/{name}/), as
 * a class would, so the main bank's date stays where the other journeys expect it. Every
 * figure expected is read from the API, never assumed.
 */
import { type APIRequestContext, type Browser, expect, type Page, test } from './fixtures';
import { adminSignIn, signIn } from './sign-in';

test.describe.configure({ mode: 'serial' });

/** Signs the trainer in, in a browser of its own. */
async function adminPage(browser: Browser, base: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await adminSignIn(page, { base });
  return page;
}

type Account = { id: number; accountType: string; accountNumber: string };
type Row = { description: string };

/** The newest row of an account's statement matching `q`, as the API reads it. */
async function newestRow(request: APIRequestContext, base: string, accountId: number, q: string) {
  const response = await request.get(
    `${base}/api/transactions/${accountId}?q=${encodeURIComponent(q)}&sort=date&order=desc&limit=1`,
  );
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as Row[] | { items: Row[] };
  const rows = Array.isArray(body) ? body : body.items;
  return rows[0]?.description ?? null;
}

/** 'Showing 1 to 10 of 57 entries' → 57. */
async function entries(page: Page): Promise<number> {
  const footer = page.getByText(/^Showing \d+ to \d+ of \d+ entries$/);
  await expect(footer).toBeVisible();
  return Number(/of (\d+) entries/.exec((await footer.textContent()) ?? '')?.[1]);
}

/** 'YYYY-MM-DD' moved by `days`. */
const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

test('a trainer moves the clock past a month end; the customer’s open windows show interest, the instalment and the statement', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // Closing a month of business days on a busy machine takes a while.
  test.setTimeout(150_000);
  const origin = { Origin: new URL(baseURL ?? 'http://127.0.0.1').origin };
  const signedIn = await request.post('/api/auth/login', {
    headers: origin,
    data: { username: 'admin', password: 'Admin-1234' },
  });
  expect(signedIn.ok()).toBeTruthy();
  const name = `clock-${Date.now().toString(36)}`;
  const created = await request.post('/api/sandboxes', { headers: origin, data: { name } });
  expect(created.status()).toBe(201);
  const base = `/s/${name}`;

  await signIn(page, 'demo', { base });
  const accounts = (await (await page.request.get(`${base}/api/accounts`)).json()) as Account[];
  const savings = accounts.find((a) => a.accountType === 'SAVINGS')!;
  const checking = accounts.find((a) => a.accountType === 'CHECKING')!;

  // Three windows of the customer, each open before the clock moves, newest rows first.
  const newestFirst = 'sort=date&order=desc';
  const live = (p: Page) => p.waitForResponse((r) => r.url().includes('/trpc/events.stream'));
  const savingsLive = live(page);
  await page.goto(`${base}/savings-statement?q=Interest%20earned&${newestFirst}`);
  await savingsLive;
  const interestRows = await entries(page);

  const loanPage = await page.context().newPage();
  const loanLive = live(loanPage);
  await loanPage.goto(`${base}/checking-statement?q=Loan%20instalment&${newestFirst}`);
  await loanLive;
  const instalmentRows = await entries(loanPage);

  const bell = await page.context().newPage();
  const bellLive = live(bell);
  await bell.goto(`${base}/notifications`);
  await bellLive;

  const admin = await adminPage(browser, base);
  await admin.goto(`${base}/admin/clock`);
  const heading = admin.getByRole('heading', { name: /^Bank date: \d{4}-\d{2}-\d{2}$/ });
  await expect(heading).toBeVisible();
  const today = /(\d{4}-\d{2}-\d{2})/.exec((await heading.textContent()) ?? '')![1]!;
  // 31 days from today close today's month end and a monthly instalment's due date.
  const until = addDays(today, 31);
  const monthName = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${today.slice(0, 7)}-01T00:00:00Z`));
  const notice = `Your savings account ••••${savings.accountNumber.slice(-4)} statement for ${monthName} is ready.`;
  await expect(bell.getByText(notice)).toHaveCount(0);

  await admin.getByLabel('Move to a date').fill(until);
  await admin.getByRole('button', { name: 'Move', exact: true }).click();
  // The button only asks: the dialog says the clock moves forward only, and to which day.
  const ask = admin.getByRole('dialog', { name: 'Move the bank’s clock?' });
  await expect(ask).toContainText(`from ${today} to ${until} (31 days)`);
  await expect(ask).toContainText('The clock only moves forward');
  await expect(admin.getByRole('heading', { name: `Bank date: ${today}` })).toBeVisible();
  await ask.getByRole('button', { name: 'Move the clock' }).click();
  await expect(admin.getByText(`The bank’s date is now ${until}.`)).toBeVisible({
    timeout: 60_000,
  });
  await expect(admin.getByRole('heading', { name: `Bank date: ${until}` })).toBeVisible();
  // What ran, one row per business day closed.
  await expect(admin.getByRole('table', { name: 'What ran' }).locator('tbody tr')).toHaveCount(31);

  // None of the customer's windows reloads: the event stream refreshes what they show.
  const interest = await newestRow(page.request, base, savings.id, 'Interest earned');
  expect(interest).toBe('Interest earned');
  await expect(page.getByText(`of ${interestRows + 1} entries`)).toBeVisible({ timeout: 5000 });
  await expect(page.locator('tbody tr').first()).toContainText('Interest earned');

  const instalment = await newestRow(page.request, base, checking.id, 'Loan instalment');
  expect(instalment).toMatch(/^Loan instalment \d+ - \w+ loan #\d+$/);
  await expect(loanPage.getByText(/of \d+ entries$/)).not.toHaveText(
    new RegExp(`of ${instalmentRows} entries$`),
    { timeout: 5000 },
  );
  await expect(loanPage.getByText(instalment!).first()).toBeVisible({ timeout: 5000 });

  await expect(bell.getByText(notice)).toBeVisible({ timeout: 5000 });
  await expect(bell.getByText('Your statement is ready').first()).toBeVisible();

  await admin.context().close();
  await loanPage.close();
  await bell.close();
  expect((await request.delete(`/api/sandboxes/${name}`, { headers: origin })).ok()).toBeTruthy();
});
