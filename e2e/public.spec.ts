/**
 * Browser journeys of the public site and the customer frame: home page navigation and mega menu, rates tabs, testimonials,
 * the phone's menu, content pages, the Open Account dialog, the language switch, dark mode,
 * and axe checks (WCAG 2 A/AA, no serious or critical violations) on every page visited.
 */

import { expectAccessible } from './axe';
import { expect, type TestInfo, test } from './fixtures';
import { signIn } from './sign-in';

const onlyOn = (project: 'desktop' | 'phone', testInfo: TestInfo) =>
  test.skip(testInfo.project.name !== project, `${project} only`);

const CONTENT_PAGES = [
  '/bank',
  '/save',
  '/borrow',
  '/wealth-retire',
  '/insure',
  '/learn-plan',
  '/payments',
  '/home/bank',
  '/home/credit-cards',
  '/home/borrow',
  '/home/business-banking',
  '/home/invest',
  '/home/about',
  '/about',
  '/contact',
  '/news',
  '/careers',
  '/charity',
  '/loans',
  '/referral',
  '/security',
  '/email',
  '/privacy',
  '/faq',
  '/sitemap',
];

test('the home page shows every section and passes axe', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('21084429').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Branch Hours' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'FEATURED' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tabpanel', { name: 'FEATURED' }).getByText('3.75%')).toBeVisible();
  const help = page.getByRole('region', { name: 'How can we help?' });
  for (const path of ['/home/bank', '/home/credit-cards', '/home/borrow', '/home/invest']) {
    await expect(help.locator(`a[href="${path}"]`)).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Get a $300 bonus' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Questions? We are here to help.' }),
  ).toBeVisible();
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await expect(footer.getByRole('link')).toHaveCount(12);
  await expect(page.getByRole('contentinfo')).toContainText('not a real financial institution');
  await expectAccessible(page, '/');
});

test('the home page keeps the HTML it was served: the app hydrates it, and it then acts', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The entry script waits, so the served page can be marked before the app starts.
  await page.route('**/assets/index-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const served = page.locator('#root h1');
  await served.evaluate((h1) => h1.setAttribute('data-served', ''));
  // Acting: the Login button opens its dialog (the build's copy has no handlers).
  await page.getByRole('button', { name: 'Login' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // The same node, not a new render of it; no hydration error was logged.
  await expect(page.locator('#root h1[data-served]')).toHaveText('Banking that puts members first');
  await expect(page.locator('#root [aria-disabled="true"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a visitor sent from a customer path to a public one asks for no session and logs no error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  const sessionReads: string[] = [];
  page.on('request', (request) => {
    if (/\/trpc\/[^?]*auth\.me/.test(request.url())) sessionReads.push(request.url());
  });
  // The page says nobody is signed in (no session cookie came with it), so the guard knows.
  await page.goto('/loans');
  await expect(page).toHaveURL(/\/borrow$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/customer-support');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sessionReads).toEqual([]);
  expect(errors).toEqual([]);
});

test('the main navigation opens its mega menu on hover and on keyboard focus', async ({
  page,
}, testInfo) => {
  onlyOn('desktop', testInfo);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const label of ['HOME', 'BANK', 'SAVE', 'BORROW', 'WEALTH & RETIRE', 'INSURE']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  const bank = nav.getByRole('link', { name: 'BANK', exact: true });
  const panel = page.locator(`[id="${await bank.getAttribute('aria-controls')}"]`);
  // The menu opens by script, and a hover that came before the app took over the served page
  // is not replayed by React: wait for the take-over, then hover again until the app answers.
  await expect(page.locator('#root [aria-disabled="true"]')).toHaveCount(0);
  await expect(async () => {
    await page.mouse.move(5, 600);
    await bank.hover();
    await expect(panel).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(panel.getByRole('link', { name: 'Checking Accounts' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: '$300 checking bonus' })).toBeVisible();
  await expectAccessible(page, 'mega menu');
  await page.mouse.move(5, 600);
  await expect(panel).toBeHidden();

  await nav.getByRole('link', { name: 'HOME', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(bank).toBeFocused();
  await expect(bank).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: 'Checking Accounts' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bank).toBeFocused();

  await bank.hover();
  await panel.getByRole('link', { name: 'Checking Accounts' }).click();
  await expect(page).toHaveURL(/\/bank#checking$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Banking' })).toBeVisible();
});

test('the rates tabs show each category and Member Care', async ({ page }) => {
  await page.goto('/');
  const expected: Record<string, string> = {
    SAVINGS: '3.65%',
    'CREDIT CARDS': '15.49%',
    LOANS: '11.99%',
    MORTGAGES: '6.375%',
    FEATURED: '4.20%',
  };
  for (const [tab, rate] of Object.entries(expected)) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab }).getByText(rate).first()).toBeVisible();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  }
  await page.getByRole('tab', { name: 'Member Care' }).click();
  await expect(page.getByRole('link', { name: 'Lost or stolen card' })).toBeVisible();
  await expectAccessible(page, 'Member Care');
  await page.getByRole('tab', { name: 'Rates', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'FEATURED' })).toBeVisible();
});

test('on a phone the open Rates tab folds away and comes back', async ({ page }, testInfo) => {
  onlyOn('phone', testInfo);
  await page.goto('/');
  const rates = page.getByRole('tab', { name: 'Rates', exact: true });
  await expect(page.getByRole('tab', { name: 'FEATURED' })).toBeVisible();
  await rates.click();
  await expect(page.getByRole('tab', { name: 'FEATURED' })).toBeHidden();
  await rates.click();
  await expect(page.getByRole('tab', { name: 'FEATURED' })).toBeVisible();
});

test('the testimonial carousel wraps in both directions', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'What our members say' });
  const previous = carousel.getByRole('button', { name: 'Previous testimonial' });
  const next = carousel.getByRole('button', { name: 'Next testimonial' });
  await expect(carousel).toContainText('Maria G.');
  await previous.click();
  await expect(carousel).toContainText('James T.');
  await next.click();
  await expect(carousel).toContainText('Maria G.');
  await next.click();
  await expect(carousel).toContainText('James T.');
  await next.click();
  await expect(carousel).toContainText('Maria G.');
});

test('the phone menu shows the routing number and drills into submenus', async ({
  page,
}, testInfo) => {
  onlyOn('phone', testInfo);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText('21084429');
  await drawer.getByRole('button', { name: 'BANK' }).click();
  await expect(drawer.getByRole('button', { name: 'Back' })).toBeFocused();
  await expect(drawer.getByRole('link', { name: 'Checking Accounts' })).toBeVisible();
  await expectAccessible(page, 'phone menu');
  await drawer.getByRole('button', { name: 'Back' }).click();
  await drawer.getByRole('button', { name: 'SAVE' }).click();
  await drawer.getByRole('link', { name: 'Save overview' }).click();
  await expect(page).toHaveURL(/\/save$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Save' })).toBeVisible();

  await page.getByRole('link', { name: 'Open Account' }).click();
  await expect(page).toHaveURL(/\/open-account$/);
  await expect(page.getByRole('dialog', { name: 'Open Account' })).toBeVisible();
  await page.goto('/');
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog', { name: /Sign in/ })).toBeVisible();
});

for (const path of CONTENT_PAGES) {
  test(`${path} is a real content page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
    await expect(page.getByRole('main').locator('section').first()).toBeVisible();
    if (path === '/faq') {
      for (const figure of ['instant', '1-3 business days', '$50,000', '$250,000']) {
        await expect(page.getByRole('main')).toContainText(figure);
      }
    }
    // The disclosure says deposits are *not* insured; nothing may claim they are.
    await expect(page.locator('body')).not.toContainText(
      /(?<!not )(insured by|federally insured)/i,
    );
    await expectAccessible(page, path);
  });
}

test('the Open Account dialog checks its fields and carries them to /open_account', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open Account' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Open Account' });
  await expectAccessible(page, 'Open Account dialog');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Full Name is required')).toBeVisible();
  await dialog.getByLabel('Full Name').fill('Ada Lovelace');
  await dialog.getByLabel('Email Address').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
  await dialog.getByLabel('Email Address').fill('ada@example.com');
  // The step makes no call.
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') calls.push(request.url());
  });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(
    /\/open_account\?name=Ada(\+|%20)Lovelace&email=ada%40example\.com$/,
  );
  expect(calls).toEqual([]);
});

test('the language switch shows Italian, sets <html lang> and persists', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /English/ }).click();
  await page.getByRole('menuitem', { name: 'Italiano' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('button', { name: 'Accedi' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tassi e assistenza soci' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('button', { name: 'Apri un conto' }).first()).toBeVisible();
  await expectAccessible(page, '/ in Italian');
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Domande frequenti' })).toBeVisible();
  await page.getByRole('button', { name: /Italiano/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
});

test('dark mode follows the toggle and persists', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectAccessible(page, '/ in dark mode');
  await page.goto('/bank');
  await expectAccessible(page, '/bank in dark mode');
});

test('signed-in pages: the frame, and axe on every customer page', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Acme Tips' })).toBeVisible();
  await expect(page.getByText('XXXX XXXX').first()).toBeVisible();
  const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(
    new Date(),
  );
  await expect(page.getByText(`Total Credit (${month})`).first()).toBeVisible();
  // The carousel's dots are tabs (Mantine 9); clicking one moves to that account.
  const second = page.getByRole('tab', { name: 'Show account 2' });
  await second.click();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  if (testInfo.project.name === 'phone') {
    const quick = page.getByRole('navigation', { name: 'Quick links' });
    for (const label of ['Settings', 'Notifications', 'Home', 'Support', 'Logout']) {
      await expect(quick.getByText(label, { exact: true })).toBeVisible();
    }
  }
  const paths = ['/dashboard', '/internal-transfer', '/checking-statement', '/transfers'];
  for (const path of [...paths, '/beneficiaries', '/local-transfer/new', '/profile']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, path);
  }
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectAccessible(page, '/dashboard in dark mode');
});
