/**
 * The address the class credentials sheet prints: the configured public origin, for admins
 * only; none when the bank has no public origin (the sheet then uses the browser's).
 */
import { describe, expect, it } from 'vitest';
import { createTestBank } from '../../../test/bank';

describe('adminClasses.publicOrigin', () => {
  it('answers PUBLIC_ORIGIN, as an origin, to admins only', async () => {
    const bank = await createTestBank('demo', {
      PUBLIC_ORIGIN: 'https://bank.example.org/ignored',
    });
    expect(await bank.caller('admin').adminClasses.publicOrigin()).toEqual({
      origin: 'https://bank.example.org',
    });
    await expect(bank.caller('demo').adminClasses.publicOrigin()).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('answers null when no public origin is configured', async () => {
    const bank = await createTestBank();
    expect(await bank.caller('admin').adminClasses.publicOrigin()).toEqual({ origin: null });
  });
});
