/**
 * Statement files in the browser: the statement screen and Account Settings → Statements
 * offer camt.053 (XML) and OFX beside CSV and PDF, and each downloads the bank's file.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { signIn } from './sign-in';

test('a statement downloads as camt.053 (XML) and OFX beside CSV and PDF', async ({ page }) => {
  await signIn(page);
  await page.goto('/checking-statement');
  for (const name of ['Download CSV', 'Download PDF']) {
    await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  const camt = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Download camt\.053 \(XML\)/ }).click();
  const camtFile = await camt;
  expect(camtFile.suggestedFilename()).toMatch(/^statement-checking-.*\.camt053\.xml$/);
  const xml = readFileSync((await camtFile.path())!, 'utf8');
  expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:camt.053.001.08');
  expect(xml).toContain('<Cd>CLBD</Cd>');

  await page.goto('/profile?tab=statements');
  const ofx = page.waitForEvent('download');
  await page
    .getByRole('link', { name: /^Download OFX: CHECKING/ })
    .first()
    .click();
  const ofxFile = await ofx;
  expect(ofxFile.suggestedFilename()).toMatch(/^statement-checking-.*\.ofx$/);
  const text = readFileSync((await ofxFile.path())!, 'utf8');
  expect(text).toContain('<STMTRS>');
  expect(text).toContain('<LEDGERBAL>');
});
