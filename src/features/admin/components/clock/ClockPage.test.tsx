import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emitLiveEvent } from '@/features/live/lib/listeners';
import { render } from '@/test/render';
import { ClockPage } from './ClockPage';

const clock = {
  now: '2026-11-26T10:00:00.000Z',
  offsetSeconds: 0,
  date: '2026-11-26',
  closedThrough: '2026-11-25',
  closingThrough: null,
};
const steps = (n: number) => ({
  settlements: n,
  scheduledTransfers: 0,
  standingOrders: 1,
  billsAutopay: 0,
  loanInstalments: 0,
  interestAccrual: 23,
  interestPosting: 0,
  monthlyStatements: 0,
});

describe('the clock screen', () => {
  it('asks before it moves, saying forward only and to which day; Cancel moves nothing', async () => {
    const advance = vi.fn(() => 'pending');
    render(<ClockPage />, {
      answers: { 'adminClock.get': clock, 'adminClock.advance': advance },
    });
    await screen.findByRole('heading', { name: 'Bank date: 2026-11-26' });
    fireEvent.click(screen.getByRole('button', { name: '+1 week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move the bank’s clock?' });
    expect(dialog).toHaveTextContent('from 2026-11-26 to 2026-12-03 (7 days)');
    expect(dialog).toHaveTextContent('The clock only moves forward');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(advance).not.toHaveBeenCalled();
  });

  it('moves a calendar month: the same day next month, or the last day of a shorter month', async () => {
    for (const [date, until, days] of [
      ['2026-12-26', '2027-01-26', 31],
      ['2027-01-31', '2027-02-28', 28],
    ] as const) {
      const advance = vi.fn(() => ({ ...clock, date: until, closedThrough: until, days: [] }));
      const view = render(<ClockPage />, {
        answers: { 'adminClock.get': { ...clock, date }, 'adminClock.advance': advance },
      });
      await screen.findByRole('heading', { name: `Bank date: ${date}` });
      fireEvent.click(screen.getByRole('button', { name: '+1 month' }));
      const dialog = await screen.findByRole('dialog', { name: 'Move the bank’s clock?' });
      expect(dialog).toHaveTextContent(`from ${date} to ${until} (${days} days)`);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Move the clock' }));
      await vi.waitFor(() => expect(advance).toHaveBeenCalledWith({ until }));
      view.unmount();
    }
  });

  it('moves on confirm, and shows each day as its event arrives, before the answer', async () => {
    render(<ClockPage />, {
      // Still running: only the live events tell what ran so far.
      answers: { 'adminClock.get': clock, 'adminClock.advance': 'pending' },
    });
    await screen.findByRole('heading', { name: 'Bank date: 2026-11-26' });
    fireEvent.click(screen.getByRole('button', { name: '+1 day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move the bank’s clock?' });
    expect(dialog).toHaveTextContent('from 2026-11-26 to 2026-11-27 (one day)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move the clock' }));
    expect(await screen.findByText('Moving the clock…')).toBeInTheDocument();
    act(() =>
      emitLiveEvent({
        type: 'clock',
        data: {
          date: '2026-11-26',
          steps: steps(2),
          done: 1,
          total: 1,
          closingThrough: '2026-11-26',
        },
      }),
    );
    const table = await screen.findByRole('table', { name: 'What ran' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent(/2026-11-26\s*2\s*0\s*1\s*0\s*0\s*23\s*0\s*0/);
    expect(screen.getByText('Closing business days: 1 of 1')).toBeInTheDocument();
  });
});
