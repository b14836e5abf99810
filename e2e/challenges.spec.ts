/**
 * Learn → Challenges in the browser: a learner opens the screen, downloads a statement as CSV
 * from the statements screen, and sees the toast and their progress move, all without the
 * page reloading (the solve comes over the live stream).
 *
 * It runs as jane on the desktop project only. On a server other journeys have used, jane may
 * have downloaded a statement already; the journey then takes the PDF challenge instead.
 */
import { expect, type Page, test } from './fixtures';
import { signIn } from './sign-in';

async function openChallenges(page: Page) {
  await page.getByRole('button', { name: /user menu/ }).click();
  await page.getByRole('menuitem', { name: 'Challenges' }).click();
  await expect(page).toHaveURL(/\/challenges$/);
}

test('a learner solves a challenge and sees the toast and the progress bar move without a reload', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'One learner, one solve: desktop only.');
  await signIn(page, 'jane');
  const before = (await (await page.request.get('/api/challenges')).json()) as {
    key: string;
    solved: boolean;
  }[];
  const format = before.find((c) => c.key === 'statement-csv')?.solved ? 'PDF' : 'CSV';
  const key = `statement-${format.toLowerCase()}`;
  test.skip(before.find((c) => c.key === key)?.solved === true, 'Both statement challenges solved');
  const solvedBefore = before.filter((c) => c.solved).length;

  // A mark on the window: it would be gone after any reload.
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });
  await openChallenges(page);
  const total = page.getByTestId('progress-total-count');
  await expect(total).toHaveText(`${solvedBefore} of ${before.length}`);
  const card = page.getByTestId(`challenge-${key}`);
  await expect(card.getByText('Not solved yet')).toBeVisible();
  const operations = page.getByTestId('progress-OPERATIONS');
  const barBefore = Number(await operations.getByRole('progressbar').getAttribute('aria-valuenow'));

  // The statements screen, reached through the menu (no reload), downloads the file.
  await page.getByRole('button', { name: /user menu/ }).click();
  await page.getByRole('menuitem', { name: 'Statements' }).click();
  const download = page.waitForEvent('download');
  await page
    .getByRole('link', { name: new RegExp(`^Download ${format}: CHECKING`) })
    .first()
    .click();
  expect((await download).suggestedFilename()).toMatch(new RegExp(`\\.${format.toLowerCase()}$`));

  // The toast comes over the live stream.
  await expect(page.getByText('Challenge solved!')).toBeVisible();

  await openChallenges(page);
  await expect(total).toHaveText(`${solvedBefore + 1} of ${before.length}`);
  await expect(card.getByTestId('challenge-solved')).toBeVisible();
  await expect(card.getByText(/^Solved on /)).toBeVisible();
  await expect
    .poll(async () =>
      Number(await operations.getByRole('progressbar').getAttribute('aria-valuenow')),
    )
    .toBeGreaterThan(barBefore);
  expect(
    await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
  ).toBe(true);
});
