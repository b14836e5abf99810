/**
 * What the simulation forms share: the customer that narrows a form's picker, and a picked
 * record's label without its owner's name.
 */
import { useState } from 'react';
import { CustomerPicker } from '@/features/admin/components/ui/Pickers';
import { parseId } from '@/features/admin/lib/format';

/** The customer picked to narrow a form's account or card picker, and how it follows a pick. */
export function useCustomer() {
  const [customer, setCustomer] = useState('');
  return { customer, setCustomer, userId: parseId(customer) };
}

/** "Checking ····3746" from "Alex Morgan · Checking ····3746": a label without its owner. */
export function withoutOwner(choice: { label: string; customerName: string } | undefined): string {
  if (!choice) return '';
  const prefix = `${choice.customerName} · `;
  return choice.label.startsWith(prefix) ? choice.label.slice(prefix.length) : choice.label;
}

/**
 * The form's Customer picker, which narrows the record picker below it: choosing a customer
 * other than the picked record's owner (`ownerId`) clears that record (`onOtherCustomer`).
 */
export function NarrowingCustomerPicker({
  value,
  onChange,
  ownerId,
  onOtherCustomer,
}: {
  value: string;
  onChange: (value: string) => void;
  ownerId: number | undefined;
  onOtherCustomer: () => void;
}) {
  return (
    <CustomerPicker
      label="Customer"
      value={value}
      onChange={(next) => {
        onChange(next);
        if (next && ownerId !== undefined && String(ownerId) !== next) onOtherCustomer();
      }}
    />
  );
}
