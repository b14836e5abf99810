import { pain001Document } from '@shared/pain001';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { UploadPaymentsPage } from './UploadPaymentsPage';

const answers = {
  'accounts.mine': [],
  'auth.me': null,
};

/** A file of three payments, to run on a later day. */
const xml = pain001Document({
  messageId: 'LATER-1',
  createdAt: '2026-11-26T09:00:00',
  debtorName: 'Demo Customer',
  debtorAccount: '1000000001',
  executionDate: '2026-12-01',
  payments: ['1.00', '2.00', '3.00'].map((amount, i) => ({
    endToEndId: `E2E-${i + 1}`,
    amount,
    creditorName: `Payee ${i + 1}`,
    creditorAccount: `20000000${i + 1}`,
  })),
});

afterEach(() => vi.unstubAllGlobals());

describe('the upload payments screen', () => {
  it('shows a payment scheduled for the file’s later execution date apart from those made now', async () => {
    const transfer = (
      id: number,
      amount: string,
      status: string,
      scheduledDate: string | null,
    ) => ({
      id,
      amount,
      status,
      scheduledDate,
    });
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            results: [
              { index: 0, status: 'ok', transfer: transfer(1, '1.00', 'SCHEDULED', '2026-12-01') },
              { index: 1, status: 'ok', transfer: transfer(2, '2.00', 'COMPLETED', null) },
              {
                index: 2,
                status: 'error',
                error: { code: 'NOT_FOUND', message: 'Creditor account 200000003 is unknown' },
              },
            ],
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    render(<UploadPaymentsPage />, { answers });
    const send = await screen.findByRole('button', { name: 'Send payments' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([xml], 'later.xml', { type: 'application/xml' })] },
    });
    fireEvent.click(send);

    expect(await screen.findByRole('status')).toHaveTextContent(
      '1 of 3 payments made, 1 scheduled',
    );
    const rows = within(screen.getByRole('table', { name: 'Payment results' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Scheduled for Dec 1, 2026');
    expect(rows[2]).toHaveTextContent('Completed');
    expect(rows[3]).toHaveTextContent('Refused');
  });
});
