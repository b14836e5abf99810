/**
 * What the simulation forms share: the pick of one record narrowed by its customer, and a
 * picked record's label without its owner's name.
 */
import { useState } from 'react';
import { parseId } from '@/features/admin/lib/format';

/**
 * A form's pick of one record (an account, a transfer, a card) narrowed by its customer: the
 * Customer picker limits the record picker to that customer's records (`userId`); picking a
 * record fills in its customer when none is chosen; choosing another customer clears a record
 * of someone else. `setField` writes the form's id field ('' when cleared).
 * @returns `userId` for the record picker, the Customer picker's `value` and `onChange`
 *   (`customerPicker`), and the record picker's `onChange` (`onPick`)
 */
export function useNarrowedPick<T extends { userId: number }>(setField: (value: string) => void) {
  const [customer, setCustomer] = useState('');
  const [picked, setPicked] = useState<T | null>(null);
  return {
    userId: parseId(customer),
    customerPicker: {
      value: customer,
      onChange: (next: string) => {
        setCustomer(next);
        if (next && picked && String(picked.userId) !== next) {
          setPicked(null);
          setField('');
        }
      },
    },
    onPick: (value: string, choice: T | null) => {
      setPicked(choice);
      setField(value);
      if (choice && !customer) setCustomer(String(choice.userId));
    },
  };
}

/** "Checking ····3746" from "Alex Morgan · Checking ····3746": a label without its owner. */
export function withoutOwner(choice: { label: string; customerName: string } | undefined): string {
  if (!choice) return '';
  const prefix = `${choice.customerName} · `;
  return choice.label.startsWith(prefix) ? choice.label.slice(prefix.length) : choice.label;
}
