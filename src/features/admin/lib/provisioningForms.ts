/**
 * The admin provisioning forms' rules, built from the API's own schemas (CreateCustomerInput,
 * CreateClassInput), so a form refuses what the server would.
 */
import {
  AdminPasswordSchema,
  CreateClassInputSchema,
  CreateCustomerInputSchema,
  openingDepositCents,
} from '@shared/dto';
import { z } from 'zod';

/** Create customer: the accounts as two check boxes with their opening deposits. */
export const CustomerFormSchema = z.object({
  name: CreateCustomerInputSchema.shape.name,
  email: CreateCustomerInputSchema.shape.email,
  username: CreateCustomerInputSchema.shape.username,
  /** Empty: the bank generates one. */
  password: z.union([z.literal(''), AdminPasswordSchema]),
  checking: z.boolean(),
  checkingDeposit: openingDepositCents,
  savings: z.boolean(),
  savingsDeposit: openingDepositCents,
  debitCard: z.boolean(),
});
/** The create-customer form's values as typed (amounts still text, before parsing). */
export type CustomerFormValues = z.input<typeof CustomerFormSchema>;

/** The create-customer form's start: checking and savings with 0.00 each, and a debit card. */
export const EMPTY_CUSTOMER_FORM: CustomerFormValues = {
  name: '',
  email: '',
  username: '',
  password: '',
  checking: true,
  checkingDeposit: '0.00',
  savings: true,
  savingsDeposit: '0.00',
  debitCard: true,
};

/** The form's values as POST /api/admin/users takes them. */
export function customerInput(values: CustomerFormValues) {
  const accounts: { type: 'CHECKING' | 'SAVINGS'; openingDeposit: string }[] = [];
  if (values.checking) {
    accounts.push({ type: 'CHECKING', openingDeposit: String(values.checkingDeposit || '0.00') });
  }
  if (values.savings) {
    accounts.push({ type: 'SAVINGS', openingDeposit: String(values.savingsDeposit || '0.00') });
  }
  return {
    name: values.name,
    email: values.email,
    username: values.username,
    ...(values.password ? { password: values.password } : {}),
    accounts,
    debitCard: values.debitCard && accounts.length > 0,
  };
}

/** Create class: the API's schema as it is. */
export const ClassFormSchema = CreateClassInputSchema;
/** The create-class form's start: 30 students named student01..., 1000.00 opening deposit. */
export const EMPTY_CLASS_FORM = {
  name: '',
  count: 30 as number | string,
  prefix: 'student',
  openingDeposit: '1000.00',
};
