/**
 * What the simulation forms share: the customer that narrows a form's picker, and a picked
 * record's label without its owner's name.
 */
import { useState } from 'react';
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
