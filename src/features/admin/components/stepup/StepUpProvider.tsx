import { Modal } from '@mantine/core';
import { TRPCClientError } from '@trpc/client';
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StepUpForm } from './StepUpForm';

/** True when the server refused the call with 403 `STEP_UP_REQUIRED` (a fresh password is due). */
export function isStepUpRequired(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const data = error.data as { domainCode?: string } | undefined;
  return data?.domainCode === 'STEP_UP_REQUIRED';
}

type Ask = () => Promise<boolean>;
const StepUpContext = createContext<Ask | null>(null);

/**
 * Around the admin screens: holds the one 'Confirm it is you' dialog. A guarded call that
 * answers STEP_UP_REQUIRED opens it; the admin types the password (or an authenticator code),
 * the step-up call renews the session's proof for 5 minutes and the call is sent again.
 */
export function StepUpProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [useCode, setUseCode] = useState(false);
  // Bumped on every close, so the next dialog starts with an empty form.
  const [round, setRound] = useState(0);
  const pending = useRef<((ok: boolean) => void) | null>(null);

  const finish = (ok: boolean) => {
    pending.current?.(ok);
    pending.current = null;
    setOpened(false);
    setRound((r) => r + 1);
  };

  const ask = useCallback<Ask>(
    () =>
      new Promise<boolean>((resolve) => {
        pending.current?.(false);
        pending.current = resolve;
        setOpened(true);
      }),
    [],
  );

  return (
    <StepUpContext.Provider value={ask}>
      {children}
      <Modal opened={opened} onClose={() => finish(false)} title={t('Confirm it is you')}>
        <StepUpForm
          key={`${round}-${useCode}`}
          useCode={useCode}
          onToggle={() => setUseCode((c) => !c)}
          onDone={finish}
        />
      </Modal>
    </StepUpContext.Provider>
  );
}

/**
 * Wraps a mutation's `mutationFn` so that a STEP_UP_REQUIRED refusal asks for the password in
 * the dialog and, once confirmed, sends the call again (once). Cancelling keeps the refusal.
 * Use as `useMutation(useStepUpOptions(trpc.x.mutationOptions({...})))`.
 */
export function useStepUpOptions<O extends { mutationFn?: (...args: never[]) => Promise<unknown> }>(
  options: O,
): O {
  const ask = useContext(StepUpContext);
  const run = options.mutationFn;
  if (!ask || !run) return options;
  const mutationFn = (async (...args: Parameters<typeof run>) => {
    try {
      return await run(...args);
    } catch (error) {
      if (!isStepUpRequired(error) || !(await ask())) throw error;
      return run(...args);
    }
  }) as typeof run;
  return { ...options, mutationFn };
}
