/**
 * The customer's transfer status badge: the three statuses of every transfer, the bank's
 * own two (a payment set for a later day, one taken back), and any other value as given; in
 * Italian the words agree with "trasferimento" (masculine), not with a loan's instalment.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { render } from '@/test/render';
import { StatusBadge } from './StatusBadge';

function badges() {
  render(
    ['PENDING', 'COMPLETED', 'FAILED', 'SCHEDULED', 'CANCELLED', 'ON_HOLD'].map((status) => (
      <StatusBadge key={status} status={status} />
    )),
  );
}

describe('StatusBadge', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('names every status of the bank in words, and shows an unknown one as given', async () => {
    badges();
    for (const word of ['Pending', 'Completed', 'Failed', 'Scheduled', 'Cancelled', 'ON_HOLD']) {
      expect(await screen.findByText(word)).toBeInTheDocument();
    }
    expect(screen.queryByText('SCHEDULED')).toBeNull();
    expect(screen.queryByText('CANCELLED')).toBeNull();
  });

  it('says them in Italian of a transfer', async () => {
    await setLanguage('it');
    badges();
    for (const word of ['In attesa', 'Completato', 'Non riuscito', 'Programmato', 'Annullato']) {
      expect(await screen.findByText(word)).toBeInTheDocument();
    }
  });
});
