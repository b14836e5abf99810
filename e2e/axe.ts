/**
 * The accessibility check every journey uses: axe-core on the page as it is (dialogs and
 * toasts included), against WCAG 2.0 and 2.1 A and AA, failing on any serious or critical
 * violation with each rule and where it fails.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './fixtures';

/** What to check beyond the page as a whole. */
export interface AxeOptions {
  /** Only this part of the page (a CSS selector: `[role="dialog"]`). */
  include?: string;
  /**
   * Also run axe's experimental rule that a control's accessible name contains its visible
   * text (off by default in axe), and fail on it whatever its impact.
   */
  names?: boolean;
}

/**
 * Fails on any serious or critical axe violation of `page`; `label` names the screen in the
 * failure. Returns the ids of the rules that passed, so a journey can check one ran.
 */
export async function expectAccessible(
  page: Page,
  label: string,
  { include, names = false }: AxeOptions = {},
): Promise<string[]> {
  // A toast or dialog fading in or out is partly transparent, and axe would measure the
  // contrast of a colour halfway there; a toast may start to leave (its autoClose) while axe
  // runs. So while it runs nothing moves, through a sheet built in the page (the bank's
  // style-src refuses an inline <style>), and any other animation first runs to its end.
  await page.evaluate(() => {
    const still = new CSSStyleSheet();
    still.replaceSync(
      '*, *::before, *::after { transition: none !important; animation: none !important; }',
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
  });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // axe.run in the page itself: the default mode merges each frame's results in a blank page
  // it opens for every check, about 0.7 s each, and the bank has no cross-origin frames.
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode();
  if (names)
    builder = builder.options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  await page.evaluate(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
  });
  const failing = results.violations
    .filter(
      (violation) =>
        violation.impact === 'serious' ||
        violation.impact === 'critical' ||
        (names && violation.id === 'label-content-name-mismatch'),
    )
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(failing, `axe on ${label}`).toEqual([]);
  return results.passes.map((rule) => rule.id);
}
