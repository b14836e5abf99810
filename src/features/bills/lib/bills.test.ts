import { describe, expect, it } from 'vitest';
import { type Bill, billsForTab, isOverdue, shownStatus, todayIso } from './bills';

function bill(id: number, status: string, dueDate: string, isRecurring = false): Bill {
  return {
    id,
    userId: 1,
    billerName: `Biller ${id}`,
    accountNumber: 'X-1',
    category: 'UTILITIES',
    amount: '10.00',
    dueDate,
    status,
    isRecurring: isRecurring ? 'true' : 'false',
    paidAt: null,
    paidFromAccountId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

const today = '2026-03-10';
const bills = [
  bill(1, 'PENDING', '2026-03-09'),
  bill(2, 'PENDING', '2026-03-10', true),
  bill(3, 'PAID', '2026-03-01'),
];

describe('bills', () => {
  it('derives Overdue only for a PENDING bill due before today', () => {
    expect(bills.map((b) => isOverdue(b, today))).toEqual([true, false, false]);
    expect(bills.map((b) => shownStatus(b, today))).toEqual(['OVERDUE', 'PENDING', 'PAID']);
  });

  it('lists each tab', () => {
    const ids = (tab: Parameters<typeof billsForTab>[1]) =>
      billsForTab(bills, tab, today).map((b) => b.id);
    expect(ids('all')).toEqual([1, 2, 3]);
    expect(ids('pending')).toEqual([1, 2]);
    expect(ids('paid')).toEqual([3]);
    expect(ids('overdue')).toEqual([1]);
    expect(ids('recurring')).toEqual([2]);
  });

  it('formats today as a local calendar day', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
