/**
 * Deposits in the browser, as demo: a card deposit with the approved test card, a declined
 * card, and a check deposit from two images, each seen in the screen's history.
 */
import { expect, type Page, test } from './fixtures';
import { signIn } from './sign-in';

test.describe.configure({ mode: 'serial' });

// The smallest real PNG: the server checks the content, not the name.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

async function chooseAccount(page: Page, type: string) {
  await page.getByRole('combobox', { name: 'Deposit to' }).click();
  await page.getByRole('option', { name: new RegExp(`^${type}`) }).click();
}

async function fillCard(page: Page, number: string, amount: string) {
  await chooseAccount(page, 'CHECKING');
  await page.getByLabel('Amount').fill(amount);
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill(String(new Date().getUTCFullYear() + 2));
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
}

test('a card deposit from the dashboard tile, then a declined card', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: /Card Deposit/ }).click();
  await expect(page).toHaveURL(/\/card-deposit$/);
  await fillCard(page, '4242 4242 4242 4242', '12.34');
  await expect(page.getByText(/from card ••••4242 was added/)).toBeVisible();
  await expect(page.getByText('Card deposit ••••4242').first()).toBeVisible();

  await fillCard(page, '4000 0000 0000 0002', '5.00');
  await expect(page.getByRole('alert', { name: 'Card declined' })).toBeVisible();

  await page.getByLabel('Card number').fill('4242 4242 4242 4241');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByText('Card number is not valid (check the digits)')).toBeVisible();
});

test('a check deposit from two images, held until the hold ends', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: /Check Deposit/ }).click();
  await expect(page).toHaveURL(/\/check-deposit$/);
  await chooseAccount(page, 'SAVINGS');
  await page.getByLabel('Amount').fill('45.00');
  const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
  await page.locator('input[type=file]').nth(0).setInputFiles(image('front.png'));
  await page.locator('input[type=file]').nth(1).setInputFiles(image('back.png'));
  await page.getByRole('button', { name: 'Deposit check' }).click();
  await expect(page.getByText(/Check deposited/)).toBeVisible();
  await expect(page.getByText('Check deposit', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('HELD').first()).toBeVisible();
});
