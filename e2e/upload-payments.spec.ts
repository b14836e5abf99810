/**
 * Bulk payments from a pain.001 file in the browser (desktop and phone): demo downloads
 * the sample file the screen makes from their own accounts, sends it, and reads each
 * payment's result; a file that is not XML is refused with the line named.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

test('upload the sample pain.001 file and read each payment’s result', async ({ page }) => {
  await signIn(page);
  await page.goto('/transfers');
  await page.getByRole('link', { name: 'Upload payments' }).click();
  await expect(page).toHaveURL(/\/upload-payments$/);
  await expect(page.getByRole('heading', { name: 'Upload payments' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download a sample file' }).click(),
  ]);
  const sample = readFileSync((await download.path())!, 'utf8');
  expect(sample).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');

  await page.locator('input[type=file]').setInputFiles({
    name: 'sample.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(sample),
  });
  await page.getByRole('button', { name: 'Send payments' }).click();
  const table = page.getByRole('table', { name: 'Payment results' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await expect(table.getByText('SAMPLE-1')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /payments made/ })).toBeVisible();
  // Nothing runs past the screen's edge on a phone: the table scrolls in its own box.
  const { scroll, view } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(view);

  await page.locator('input[type=file]').setInputFiles({
    name: 'broken.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from('<Document>\n<CstmrCdtTrfInitn>\n</Document>\n'),
  });
  await page.getByRole('button', { name: 'Send payments' }).click();
  await expect(page.getByRole('alert', { name: 'The file was not accepted' })).toContainText(
    /not well-formed XML: line 3/,
  );
});
