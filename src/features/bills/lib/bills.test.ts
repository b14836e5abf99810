import { describe, expect, it } from 'vitest';
import { type Bill, billsForTab, isOverdue, shownStatus } from './bills';

function bill(
  id: number,
  status: string,
  dueDate: string,
  isRecurring = false,
  overdue = false,
): Bill {
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
    autopay: false,
    overdue,
    paidAt: null,
    paidFromAccountId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

const bills = [
  bill(1, 'PENDING', '2026-03-09', false, true),
  bill(2, 'PENDING', '2026-03-10', true),
  bill(3, 'PAID', '2026-03-01'),
];

describe('bills', () => {
  it("shows Overdue for a PENDING bill the bank's clock finds overdue", () => {
    expect(bills.map((b) => isOverdue(b))).toEqual([true, false, false]);
    expect(bills.map((b) => shownStatus(b))).toEqual(['OVERDUE', 'PENDING', 'PAID']);
  });

  it('lists each tab', () => {
    const ids = (tab: Parameters<typeof billsForTab>[1]) =>
      billsForTab(bills, tab).map((b) => b.id);
    expect(ids('all')).toEqual([1, 2, 3]);
    expect(ids('pending')).toEqual([1, 2]);
    expect(ids('paid')).toEqual([3]);
    expect(ids('overdue')).toEqual([1]);
    expect(ids('recurring')).toEqual([2]);
  });
});
