/**
 * Every customer screen on a 390 × 844 phone: nothing reaches past the screen's right edge
 * (so the page never scrolls sideways), and every table or list of money keeps its key
 * figure (Amount, Value, Gain/Loss, Total) on the screen without scrolling sideways. The
 * only elements allowed past the edge are those inside a container that clips or scrolls
 * them on purpose (the account cards' carousel, a row of tabs), and that container itself must
 * fit. A row of tabs stays one line: where its tabs do not fit, it scrolls sideways.
 *
 * Runs in the phone project only: the desktop project would walk the same screens at the
 * same size again.
 */
import { expect, type Locator, type Page, test } from './fixtures';
import { signIn } from './sign-in';

const WIDTH = 390;

test.use({ viewport: { width: WIDTH, height: 844 } });

test.skip(
  ({ isMobile }) => !isMobile,
  'the phone project walks the screens at phone size; the desktop one would repeat it',
);

/**
 * The elements that reach past the right edge of a `width`-wide screen, outside any container
 * that clips or scrolls its overflow (such a container is checked itself), and the page's own
 * scroll width.
 */
function overflow(page: Page) {
  return page.evaluate((width) => {
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      }
      return false;
    };
    const wide: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.right > width + 1 && !clipped(el)) {
        const text = (el.textContent ?? '').trim().slice(0, 40);
        wide.push(`${el.tagName.toLowerCase()} right=${Math.round(box.right)} "${text}"`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, wide: wide.slice(0, 10) };
  }, WIDTH);
}

/**
 * The tab rows of the page that wrap: for each tab list whose tabs sit at more than one
 * height, its tabs' names. A row of tabs that does not fit scrolls sideways instead.
 */
function wrappedTabRows(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role=tablist]')]
      .map((list) => [...list.querySelectorAll('[role=tab]')])
      .filter(
        (tabs) => new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top))).size > 1,
      )
      .map((tabs) => tabs.map((tab) => (tab.textContent ?? '').trim()).join(' | ')),
  );
}

/**
 * The buttons and badges whose words are cut (an ellipsis, or text hidden past the edge):
 * a label wider than the box it is drawn in.
 */
function cutLabels(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.mantine-Button-label, .mantine-Badge-label')]
      .filter((label) => label.getClientRects().length > 0)
      .filter((label) => label.scrollWidth > label.clientWidth + 1)
      .map((label) => (label.textContent ?? '').trim()),
  );
}

/**
 * Asserts the page fits the phone's width, its rows of tabs each on one line, and no button
 * or badge cut short.
 */
async function expectFits(page: Page, screen: string) {
  // Fonts and late rows settle first.
  await page.waitForLoadState('networkidle');
  const found = await overflow(page);
  expect(found.wide, `${screen}: elements past the right edge`).toEqual([]);
  expect(found.scrollWidth, `${screen}: page scrolls sideways`).toBeLessThanOrEqual(WIDTH);
  expect(await wrappedTabRows(page), `${screen}: tabs wrapped into rows`).toEqual([]);
  expect(await cutLabels(page), `${screen}: buttons or badges cut short`).toEqual([]);
}

/** Asserts a key figure is on the screen: scrolled to vertically only, never sideways. */
async function expectInView(target: Locator, what: string) {
  await expect(target, what).toBeVisible();
  await target.evaluate((el) => {
    const top = el.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ left: 0, top: Math.max(0, top - 300), behavior: 'instant' });
  });
  await expect(target, what).toBeInViewport();
  const box = await target.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.x, what).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, what).toBeLessThanOrEqual(WIDTH + 1);
}

/** A money figure as the screens show it: '$1,234.50', '-$12.00', '+$3.10'. */
const MONEY = /^[+-]?\$[\d,]+\.\d{2}$/;

/** Screens whose money lists or tables are checked further after they fit. */
type Check = (page: Page) => Promise<void>;

const statement: Check = async (page) => {
  const header = page.getByRole('columnheader', { name: 'Amount' });
  await expectInView(header, 'the Amount header');
  await expectInView(page.locator('tbody tr').first().locator('td').nth(3), 'the first amount');
  await expect(page.getByRole('columnheader', { name: 'Date' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
};

const anyMoney: Check = async (page) => {
  await expectInView(page.getByText(MONEY).first(), 'a money figure');
};

const SCREENS: [string, Check?][] = [
  ['/dashboard', anyMoney],
  ['/checking-statement', statement],
  ['/savings-statement', statement],
  ['/current-statement', statement],
  ['/statements'],
  ['/transfers', anyMoney],
  ['/local-transfer'],
  ['/local-transfer/new'],
  ['/wire-transfer'],
  ['/wire-transfer/new'],
  ['/internal-transfer'],
  ['/standing-orders'],
  ['/beneficiaries'],
  ['/bills'],
  ['/cards'],
  ['/card-deposit'],
  ['/check-deposit'],
  [
    '/crypto',
    async (page) => {
      await expectInView(page.getByRole('columnheader', { name: 'Value' }), 'the Value header');
      await page.getByRole('tab', { name: 'Transaction History' }).click();
      await expectFits(page, '/crypto history');
      await expectInView(page.getByRole('columnheader', { name: 'Amount' }), 'the Amount header');
      await page.getByRole('tab', { name: 'Markets' }).click();
      await expectFits(page, '/crypto markets');
      await expectInView(
        page.getByRole('columnheader', { name: 'Price', exact: true }),
        'the Price header',
      );
    },
  ],
  [
    '/investments',
    async (page) => {
      await expectInView(page.getByRole('columnheader', { name: 'Value' }), 'the Value header');
      await expectInView(
        page.getByRole('columnheader', { name: 'Gain/Loss' }),
        'the Gain/Loss header',
      );
    },
  ],
  [
    '/loans',
    async (page) => {
      const show = page.getByRole('button', { name: /schedule/i }).first();
      if ((await show.count()) === 0) return;
      await show.click();
      await expectFits(page, '/loans schedule');
      await expectInView(page.getByRole('columnheader', { name: 'Total' }).first(), 'Total');
    },
  ],
  ['/notifications'],
  ['/profile'],
  ['/support'],
  ['/customer-support'],
];

test('every customer screen fits a 390 px phone with its key figures in view', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  for (const [path, check] of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expectFits(page, path);
    if (check) await check(page);
  }
});

test('every customer screen fits the phone in Italian, whose words run longer', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('bank.language', 'it'));
  for (const [path] of SCREENS) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expectFits(page, `${path} (it)`);
  }
  await page.evaluate(() => localStorage.removeItem('bank.language'));
});

test('a support ticket, the new transfer dialog and the statement receipt fit the phone', async ({
  page,
}) => {
  await signIn(page);

  // A ticket's thread.
  await page.goto('/support');
  const tickets = page.locator('a[href^="/support/"]');
  if ((await tickets.count()) === 0) {
    const res = await page.request.post('/api/support/tickets', {
      headers: { Origin: new URL(page.url()).origin },
      data: { subject: 'Phone check', message: 'Hello', email: 'demo@example.com' },
    });
    expect(res.ok()).toBe(true);
    await page.reload();
  }
  await tickets.first().click();
  await expect(page).toHaveURL(/\/support\/\d+$/);
  await expectFits(page, 'a support ticket');

  // The New Transfer button is on the screen, and its dialog fits.
  await page.goto('/transfers');
  const newTransfer = page.getByRole('button', { name: 'New Transfer' });
  await expectInView(newTransfer, 'New Transfer');
  await newTransfer.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectFits(page, 'the New Transfer dialog');
  await page.keyboard.press('Escape');

  // The statement's receipt, from the phone's receipt icon.
  await page.goto('/checking-statement');
  await page.getByRole('button', { name: 'Receipt' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectFits(page, 'a receipt');
});

test('the statement sorts by every column on the phone, newest first to begin with', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/checking-statement');
  const dates = page.locator('tbody tr td:nth-child(1)');
  await expect(dates.first()).toBeVisible();
  const shown = async () =>
    (await dates.allTextContents()).map((d) => new Date(d).getTime()).filter(Number.isFinite);
  const first = await shown();
  expect(first).toEqual([...first].sort((a, b) => b - a));

  for (const name of ['Description', 'Amount', 'Date']) {
    const header = page.getByRole('columnheader', { name });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', /ascending|descending/);
    const before = await header.getAttribute('aria-sort');
    await header.getByRole('button').click();
    await expect(header).not.toHaveAttribute('aria-sort', before!);
    await expectFits(page, `sorted by ${name}`);
  }
});
