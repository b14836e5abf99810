/**
 * The public pages without JavaScript, and the application taking them over. With scripts
 * disabled, the home page paints and works as HTML and CSS: the mega menus open on hover and
 * on keyboard focus, the phone's menu opens and drills into an item, every rate category and
 * Member Care are shown, the first testimonial stands alone, and Login and Open Account are
 * links. With scripts on, no application code is fetched before the visitor acts, and the
 * application takes the page over without moving anything; the menus then work by script.
 */
import type { Browser } from '@playwright/test';
import { expect, type Page, type TestInfo, test } from './fixtures';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** A page in a fresh context with scripts off, at `viewport`. */
async function noScriptPage(browser: Browser, baseURL: string | undefined, viewport = DESKTOP) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport });
  return context.newPage();
}

/** The mega menu panel that the main navigation's `label` link controls. */
async function panelOf(page: Page, label: string) {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const link = nav.getByRole('link', { name: label, exact: true });
  const panel = page.locator(`[id="${await link.getAttribute('aria-controls')}"]`);
  return { link, panel };
}

/** Each test sets its own viewport, so one project (desktop) runs them. */
const once = (testInfo: TestInfo) =>
  test.skip(testInfo.project.name !== 'desktop', 'the tests pick their own viewports');

test('with no script the mega menus open on hover and on keyboard focus', async ({
  browser,
  baseURL,
}, testInfo) => {
  once(testInfo);
  const page = await noScriptPage(browser, baseURL);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Banking that puts members first',
  );
  const { link: bank, panel } = await panelOf(page, 'BANK');
  await expect(panel).toBeHidden();
  await bank.hover();
  await expect(panel.getByRole('link', { name: 'Checking Accounts' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: '$300 checking bonus' })).toBeVisible();
  await page.mouse.move(5, 700);
  await expect(panel).toBeHidden();

  // Keyboard: the focus on the item opens its panel, and Tab walks into its links.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'HOME', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(bank).toBeFocused();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: 'Checking Accounts' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/bank#checking$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Banking' })).toBeVisible();
  await page.context().close();
});

test('with no script every rate category, Member Care and the first testimonial show', async ({
  browser,
  baseURL,
}, testInfo) => {
  once(testInfo);
  const page = await noScriptPage(browser, baseURL);
  await page.goto('/');
  const rates = page.locator('#rates');
  // The tabs need a script: in their place every panel shows under its name.
  await expect(rates.getByRole('tab')).toHaveCount(0);
  const expected: Record<string, string> = {
    FEATURED: '4.20%',
    SAVINGS: '3.65%',
    'CREDIT CARDS': '15.49%',
    LOANS: '11.99%',
    MORTGAGES: '6.375%',
  };
  for (const [category, rate] of Object.entries(expected)) {
    await expect(rates.getByRole('heading', { name: category, exact: true })).toBeVisible();
    await expect(
      rates.getByRole('tabpanel', { name: category }).getByText(rate).first(),
    ).toBeVisible();
  }
  await expect(rates.getByRole('heading', { name: 'Member Care', exact: true })).toBeVisible();
  await expect(rates.getByRole('link', { name: 'Lost or stolen card' })).toBeVisible();

  const carousel = page.getByRole('region', { name: 'What our members say' });
  await expect(carousel).toContainText('Maria G.');
  await expect(carousel.getByRole('button', { name: 'Next testimonial' })).toBeHidden();
  await page.context().close();
});

test('with no script Login, Open Account and the footer are links to their pages', async ({
  browser,
  baseURL,
}, testInfo) => {
  once(testInfo);
  const page = await noScriptPage(browser, baseURL);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
  const login = page.getByRole('link', { name: 'Login', exact: true });
  await expect(login).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Open Account', exact: true })).toHaveAttribute(
    'href',
    '/open-account',
  );
  await login.click();
  await expect(page).toHaveURL(/\/login$/);

  // A footer page paints its content, and its footer links are links, with no script either.
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.context().close();
});

test('with no script the phone menu opens and drills into an item', async ({
  browser,
  baseURL,
}, testInfo) => {
  once(testInfo);
  const page = await noScriptPage(browser, baseURL, PHONE);
  await page.goto('/');
  const burger = page.locator('summary[aria-label="Open navigation"]');
  await expect(burger).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu).toBeHidden();
  await burger.click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'HOME', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Checking Accounts' })).toBeHidden();
  await menu.getByText('BANK', { exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Checking Accounts' })).toBeVisible();
  await menu.getByText('SAVE', { exact: true }).click();
  await menu.getByRole('link', { name: 'Save overview' }).click();
  await expect(page).toHaveURL(/\/save$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Save' })).toBeVisible();
  // The phone's bottom bar links to the two dialogs' pages.
  const quick = page.getByRole('navigation', { name: 'Quick links' });
  await expect(quick.getByRole('link', { name: 'Open Account' })).toHaveAttribute(
    'href',
    '/open-account',
  );
  await page.context().close();
});

test('with scripts on, the app loads on the first interaction and takes over without a shift', async ({
  page,
}, testInfo) => {
  once(testInfo);
  await page.setViewportSize(DESKTOP);
  // Every layout shift from the start, including before the observer was created.
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) {
        w.shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  // Nothing of the application before the visitor acts: only the small loader.
  await page.waitForTimeout(500);
  expect(scripts).toEqual(['/load-app.js']);
  await expect(page.locator('#root [data-static]')).toHaveCount(1);

  // Hovering the navigation is the first interaction: the menu opens at once by CSS and the
  // app loads, then takes over the page, keeping it open.
  const { link: bank, panel } = await panelOf(page, 'BANK');
  await bank.hover();
  await expect(panel).toBeVisible();
  await expect(page.locator('#root [data-static]')).toHaveCount(0);
  expect(scripts.length).toBeGreaterThan(1);
  await expect(bank).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  await page.mouse.move(5, 700);
  await expect(panel).toBeHidden();
  await expect(bank).toHaveAttribute('aria-expanded', 'false');

  // After the take-over the menu is the app's: hover opens it, and Escape closes it while
  // the focus stays on the item (the CSS menu would stay open there).
  await bank.hover();
  await expect(panel).toBeVisible();
  await page.mouse.move(5, 700);
  await expect(panel).toBeHidden();
  await bank.focus();
  await expect(bank).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bank).toHaveAttribute('aria-expanded', 'false');
  await expect(bank).toBeFocused();
  await expect(panel).toBeHidden();

  const cls = await page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );
  expect(cls).toBeLessThanOrEqual(0.1);
  expect(cls).toBe(0);
});

test('with scripts on, a button pressed before the take-over acts once the app is there', async ({
  page,
}, testInfo) => {
  once(testInfo);
  await page.goto('/');
  await expect(page.locator('#root [data-static]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Login' }).first().click();
  await expect(page.getByRole('dialog', { name: /Sign in/ })).toBeVisible();
});

test('with scripts on, a button pressed before a take-over that renders the page anew acts on its successor', async ({
  page,
}, testInfo) => {
  once(testInfo);
  // A dark-scheme visitor: the app renders over the served (light) page instead of hydrating
  // it, so the node pressed is gone when the app is there. The entry waits, so the press
  // surely comes before the take-over.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.route('**/assets/index-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto('/');
  const served = page.locator('#root [data-static]');
  await expect(served).toHaveCount(1);
  await served.getByRole('button', { name: 'Login' }).first().click();
  await expect(page.getByRole('dialog', { name: /Sign in/ })).toBeVisible();
  await expect(served).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('with scripts on, a press held in one language is replayed in the language the app renders', async ({
  page,
}, testInfo) => {
  once(testInfo);
  await page.route('**/assets/index-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  // The served page is English; the app renders it in Italian, where Open Account is
  // "Apri un conto" and the dialog has its Italian name.
  await page.goto('/?lng=it');
  const served = page.locator('#root [data-static]');
  await expect(served).toHaveCount(1);
  await served.getByRole('button', { name: 'Open Account' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Apri un conto' })).toBeVisible();
  await expect(served).toHaveCount(0);
});

test('with scripts on, the served buttons say they do not act until the loader runs, then act', async ({
  page,
}, testInfo) => {
  once(testInfo);
  // The loader arrives late: until it runs nothing would hear a press, and the buttons say so.
  await page.route('**/load-app.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const served = page.locator('#root [data-static]');
  const login = served.getByRole('button', { name: 'Login' }).first();
  await expect(login).toHaveAttribute('aria-disabled', 'true');
  await expect(login).toBeDisabled();
  // Once it has run, every button acts (a press is held until the app is there), before any
  // of the application's code has been fetched.
  await expect(login).toBeEnabled();
  await expect(served).toHaveCount(1);
  await expect(served.locator('[aria-disabled], [data-await-loader]')).toHaveCount(0);
  await login.click();
  await expect(page.getByRole('dialog', { name: /Sign in/ })).toBeVisible();
});
