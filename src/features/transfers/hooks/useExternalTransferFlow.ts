/**
 * The new local/wire transfer flow (in order): (1) verify the PIN,
 * stopping when it is refused; (2) unless a suggested beneficiary was picked, save one;
 * (3) create the transfer; (4) confirm and go back to the list after 1.8 seconds.
 */
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Beneficiary } from '@/features/beneficiaries/lib/beneficiaryForm';
import { checkBeneficiary } from '@/features/beneficiaries/lib/beneficiaryForm';
import { pinFormatError } from '@/features/security/components/PinField';
import { amountToDecimal } from '@/features/transfers/lib/amount';
import { useBrand } from '@/lib/brand';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { useCreateTransfer } from './useCreateTransfer';
import { usePinStepUp } from './usePinStepUp';

/** The form's values (form values for new local/wire pages). */
export interface ExternalTransferValues {
  fromAccountId: string | null;
  /** The picked or already saved beneficiary; null means "save the typed one". */
  beneficiaryId: number | null;
  amount: string;
  beneficiaryName: string;
  ibanOrAccount: string;
  bankName: string;
  routingNumber: string;
  /** WIRE only: the beneficiary bank's SWIFT/BIC and ISO country code. */
  swiftCode: string;
  country: string;
  bankAddress: string;
  remarks: string;
  /** "Send on" (YYYY-MM-DD): empty sends now; a later day stores the transfer SCHEDULED. */
  sendOn: string;
  pin: string;
}

export type ExternalTransferErrors = Partial<Record<keyof ExternalTransferValues, string>>;

/** Redirect delay after a new transfer. */
export const REDIRECT_DELAY_MS = 1800;

/** Schema field → form field, so the shared schema's errors land under the right input. */
const FIELD_OF: Record<string, keyof ExternalTransferValues> = {
  name: 'beneficiaryName',
  accountNumber: 'ibanOrAccount',
  bankName: 'bankName',
  routingNumber: 'routingNumber',
  swiftCode: 'swiftCode',
  country: 'country',
  address: 'bankAddress',
};

function toFormErrors(errors: Record<string, string | undefined>): ExternalTransferErrors {
  const result: ExternalTransferErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const target = FIELD_OF[field];
    if (target && message) result[target] = message;
  }
  return result;
}

interface FlowCallbacks {
  setErrors: (errors: ExternalTransferErrors) => void;
  /** A beneficiary was saved in step 2: a retry must use it rather than save another. */
  onBeneficiarySaved: (beneficiary: Beneficiary) => void;
}

/** Runs the flow for LOCAL or WIRE; `busy` while it runs, `done` once the transfer exists. */
export function useExternalTransferFlow(type: 'LOCAL' | 'WIRE', callbacks: FlowCallbacks) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const brand = useBrand();
  const verifyPin = usePinStepUp();
  const saveBeneficiary = useMutation(trpc.beneficiaries.create.mutationOptions());
  const create = useCreateTransfer();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  // Guards against a second submit before React has re-rendered with `busy`.
  const running = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (values: ExternalTransferValues) => {
    if (running.current || done) return;
    if (!values.fromAccountId) {
      showErrorToast({
        title: t('Missing fields'),
        message: t('Select account and fill required fields'),
      });
      return;
    }
    // Checked before the PIN, so a form that cannot succeed never spends a PIN attempt.
    const amount = amountToDecimal(values.amount);
    const pinError = pinFormatError(values.pin);
    const beneficiary =
      values.beneficiaryId === null
        ? checkBeneficiary(
            {
              name: values.beneficiaryName,
              accountNumber: values.ibanOrAccount,
              bankName: values.bankName,
              routingNumber: values.routingNumber,
              beneficiaryType: type,
              swiftCode: type === 'WIRE' ? values.swiftCode : '',
              address: values.bankAddress,
              country: type === 'WIRE' ? values.country : '',
            },
            brand.routingNumber,
          )
        : null;
    const errors: ExternalTransferErrors = {
      ...(beneficiary && !beneficiary.ok ? toFormErrors(beneficiary.errors) : {}),
      amount: amount.ok ? undefined : t(amount.error),
      pin: pinError && t(pinError),
    };
    callbacks.setErrors(errors);
    if (beneficiary && !beneficiary.ok) {
      showErrorToast({ title: t('Failed to save beneficiary'), message: t(beneficiary.message) });
    }
    if (Object.values(errors).some(Boolean) || !amount.ok) return;

    running.current = true;
    let succeeded = false;
    setBusy(true);
    try {
      if (!(await verifyPin(values.pin))) return;
      let beneficiaryId = values.beneficiaryId;
      if (beneficiaryId === null && beneficiary?.ok) {
        try {
          const saved = await saveBeneficiary.mutateAsync(beneficiary.values);
          beneficiaryId = saved.id;
          callbacks.onBeneficiarySaved(saved);
        } catch (error) {
          callbacks.setErrors(toFormErrors(fieldErrors(error)));
          showErrorToast({
            title: t('Failed to save beneficiary'),
            message: errorMessage(error, t('Validation error')),
          });
          return;
        }
      }
      if (beneficiaryId === null) return;
      try {
        await create.mutateAsync({
          fromAccountId: Number(values.fromAccountId),
          transferType: type,
          beneficiaryId,
          amount: amount.amount,
          description: values.remarks.trim() || undefined,
          ...(values.sendOn ? { scheduledDate: values.sendOn } : {}),
        });
      } catch (error) {
        showErrorToast({
          title: t('Transfer failed'),
          message: errorMessage(error, t('Failed to create transfer')),
        });
        return;
      }
      succeeded = true;
      setDone(true);
      showToast({
        title: t(type === 'LOCAL' ? 'Local transfer initiated' : 'Wire transfer initiated'),
        message: t('Redirecting…'),
      });
      timer.current = setTimeout(() => {
        void navigate({ to: type === 'LOCAL' ? '/local-transfer' : '/wire-transfer' });
      }, REDIRECT_DELAY_MS);
    } finally {
      // After a success the form stays locked until the redirect.
      running.current = succeeded;
      setBusy(false);
    }
  };

  return { submit, busy, done };
}
