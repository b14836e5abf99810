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
import { checkedAmount } from '@/features/transfers/lib/amountField';
import {
  BENEFICIARY_FIELDS,
  type ExternalTransferErrors,
  type ExternalTransferValues,
  NO_ACCOUNT,
  toFormErrors,
  typedBeneficiary,
} from '@/features/transfers/lib/externalTransferForm';
import { useBrand } from '@/lib/brand';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';
import { useCreateTransfer } from './useCreateTransfer';
import { usePinStepUp } from './usePinStepUp';

/** Redirect delay after a new transfer. */
export const REDIRECT_DELAY_MS = 1800;

interface FlowCallbacks {
  setErrors: (errors: ExternalTransferErrors) => void;
  /** A beneficiary was saved in step 2: a retry must use it rather than save another. */
  onBeneficiarySaved: (beneficiary: Beneficiary) => void;
}

/**
 * Runs the flow for LOCAL or WIRE with values externalTransferSchema has accepted; `busy`
 * while it runs, `done` once the transfer exists. A second submit while it runs, or after
 * it succeeded, does nothing.
 */
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
    // Already checked by the form; this gives the typed beneficiary's normalised values.
    const beneficiary =
      values.beneficiaryId === null
        ? checkBeneficiary(typedBeneficiary(values, type), brand.routingNumber)
        : null;
    if (!values.fromAccountId || (beneficiary && !beneficiary.ok)) return;

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
      let completed = false;
      try {
        const created = await create.mutateAsync({
          fromAccountId: Number(values.fromAccountId),
          transferType: type,
          beneficiaryId,
          amount: checkedAmount(values.amount),
          description: values.remarks.trim() || undefined,
          ...(values.sendOn ? { scheduledDate: values.sendOn } : {}),
        });
        // A LOCAL transfer to a member of this bank (on us) is COMPLETED at once.
        completed = created.status === 'COMPLETED';
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
        title: completed
          ? t('Local transfer completed')
          : t(type === 'LOCAL' ? 'Local transfer initiated' : 'Wire transfer initiated'),
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

  /**
   * What a refused form also says in a toast: no account to send from ('Missing fields'),
   * or the typed beneficiary's first problem ('Failed to save beneficiary').
   */
  const refused = (errors: Record<string, unknown>) => {
    if (errors.fromAccountId) {
      showErrorToast({ title: t('Missing fields'), message: t(NO_ACCOUNT) });
      return;
    }
    const first = BENEFICIARY_FIELDS.map((field) => errors[field]).find(
      (message): message is string => typeof message === 'string',
    );
    if (first) showErrorToast({ title: t('Failed to save beneficiary'), message: t(first) });
  };

  return { submit, refused, busy, done };
}
