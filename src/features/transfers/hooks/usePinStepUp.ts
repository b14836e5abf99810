/**
 * Verifying the transaction PIN before a LOCAL or WIRE transfer (wrong PINs and throttling shown under the field).
 */
import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isServerAnswer } from '@/lib/errors';
import { useSessionUser } from '@/lib/session';
import { showErrorToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

function isClientSideRefusal(error: unknown): boolean {
  if (!isServerAnswer(error) || !(error instanceof TRPCClientError)) return false;
  const status = (error.data as { httpStatus?: number }).httpStatus ?? 500;
  return status < 500;
}

/**
 * `verify(pin)` asks the server to verify the PIN, which step-up verifies this session for
 * 5 minutes. Resolves false after showing an error toast: 'Invalid PIN' when the server
 * refused (wrong PIN, none set, throttled), 'PIN check failed' when the call itself failed.
 */
export function usePinStepUp() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { data: user } = useSessionUser();
  const { mutateAsync } = useMutation(trpc.users.verifyPin.mutationOptions());
  const userId = user?.id;

  return useCallback(
    async (pin: string): Promise<boolean> => {
      if (userId === undefined) return false;
      try {
        await mutateAsync({ id: userId, pin });
        return true;
      } catch (error) {
        if (isClientSideRefusal(error)) {
          showErrorToast({
            title: t('Invalid PIN'),
            message: errorMessage(error, t('Please check your PIN')),
          });
        } else {
          showErrorToast({
            title: t('PIN check failed'),
            message: errorMessage(error, t('Try again')),
          });
        }
        return false;
      }
    },
    [mutateAsync, userId, t],
  );
}
