/**
 * No dead ends: walks every internal link of the public site, the customer area (as demo)
 * and the admin area (as admin), visiting each distinct path once (paths that differ only by
 * a numeric id count as one), and fails on the not-found screen, any console error or any
 * serious or critical axe violation (WCAG 2.0 and 2.1 A/AA) of a screen.
 * The customer and admin walks run on the phone too, where tables scroll sideways and menus
 * fold away (the same paths, a different layout for axe to read), and on the desktop in the
 * dark scheme as well.
 */
import { expectAccessible } from './axe';
import { expect, type Page, test } from './fixtures';
import { adminSignIn, signIn } from './sign-in';

test.describe.configure({ mode: 'serial' });
test.setTimeout(600_000);

/** At most this many paths per area, so a link explosion fails loudly instead of hanging. */
const MAX_PATHS = 200;

/** `/admin/users/12` and `/admin/users/7` are one screen. */
const pattern = (path: string) => path.replace(/\/\d+(?=\/|$)/g, '/:id');

/** The internal paths the page links to (no API or file downloads, no other sites). */
async function internalLinks(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page.$$eval('a[href]', (anchors) =>
    anchors.filter((a) => !a.hasAttribute('download')).map((a) => (a as HTMLAnchorElement).href),
  );
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !url.pathname.startsWith('/api/'))
    .map((url) => url.pathname);
}

/**
 * Visits `start` and every path reachable from it by links that `follow` accepts, once per
 * pattern; each page must render without the not-found screen, console errors and axe
 * violations.
 * @returns the paths visited
 */
async function walk(page: Page, start: string, follow: (path: string) => boolean) {
  const errors: string[] = [];
  const onConsole = (msg: { type(): string; text(): string }) => {
    if (msg.type() === 'error') errors.push(`${page.url()}: ${msg.text()}`);
  };
  const onPageError = (error: Error) => errors.push(`${page.url()}: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  const seen = new Set<string>([pattern(start)]);
  const queue = [start];
  const visited: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift()!;
    visited.push(path);
    expect(visited.length, 'too many distinct paths').toBeLessThanOrEqual(MAX_PATHS);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(
      page.getByRole('heading', { name: '404 Page Not Found' }),
      `${path} shows the not-found screen`,
    ).toHaveCount(0);
    await expectAccessible(page, path);
    for (const next of await internalLinks(page)) {
      const key = pattern(next);
      if (!seen.has(key) && follow(next)) {
        seen.add(key);
        queue.push(next);
      }
    }
  }
  page.off('console', onConsole);
  page.off('pageerror', onPageError);
  expect(errors, 'console errors').toEqual([]);
  return visited;
}

test('every link of the public site leads to a screen', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the desktop walk covers every public path; public.spec checks phones');
  const visited = await walk(page, '/', (path) => !path.startsWith('/admin'));
  expect(visited.length).toBeGreaterThan(5);
});

/** The colour schemes a walk reads: dark too on a desktop, where a class projects it. */
const SCHEMES = ['light', 'dark'] as const;

for (const scheme of SCHEMES) {
  /** Starts the walk's browser in `scheme` (the toggle's saved choice). */
  const useScheme = async (page: Page, isMobile: boolean) => {
    test.skip(isMobile && scheme === 'dark', 'the dark walk runs on the desktop');
    await page.addInitScript((value) => localStorage.setItem('bank.color-scheme', value), scheme);
  };

  test(`every link of the customer area leads to a screen (${scheme})`, async ({
    page,
    isMobile,
  }) => {
    await useScheme(page, isMobile);
    await signIn(page);
    // The customer area's own screens; the public pages had their walk.
    const publicPaths =
      /^\/($|home|bank|save|borrow|wealth|insure|learn|payments|about|contact|news|careers|charity|referral|security$|email|privacy|faq|sitemap|open)/;
    const visited = await walk(
      page,
      '/dashboard',
      (path) => !path.startsWith('/admin') && !publicPaths.test(path),
    );
    for (const path of [
      '/card-deposit',
      '/check-deposit',
      '/statements',
      '/transfers',
      '/crypto',
      '/current-statement',
    ]) {
      expect(visited).toContain(path);
    }
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  });

  test(`every link of the admin area leads to a screen (${scheme})`, async ({ page, isMobile }) => {
    await useScheme(page, isMobile);
    await adminSignIn(page);
    const visited = await walk(page, '/admin', (path) => path.startsWith('/admin'));
    for (const path of ['/admin/deposits', '/admin/third-parties', '/admin/bug-hunt']) {
      expect(visited).toContain(path);
    }
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  });
}
