import { Anchor, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import {
  createContext,
  type FormEvent,
  type ReactNode,
  useCallback,
  useContext,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';

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
  const trpc = useTRPC();
  const [opened, setOpened] = useState(false);
  const [useCode, setUseCode] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pending = useRef<((ok: boolean) => void) | null>(null);

  const finish = (ok: boolean) => {
    pending.current?.(ok);
    pending.current = null;
    setOpened(false);
    setValue('');
    setError(null);
  };

  const stepUp = useMutation(
    trpc.adminApprovals.stepUp.mutationOptions({
      onSuccess: () => finish(true),
      onError: (err) => setError(errorMessage(err, t('Could not confirm it is you'))),
    }),
  );

  const ask = useCallback<Ask>(
    () =>
      new Promise<boolean>((resolve) => {
        pending.current?.(false);
        pending.current = resolve;
        setOpened(true);
      }),
    [],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim() || stepUp.isPending) return;
    stepUp.mutate(useCode ? { code: value.trim() } : { password: value });
  };

  return (
    <StepUpContext.Provider value={ask}>
      {children}
      <Modal opened={opened} onClose={() => finish(false)} title={t('Confirm it is you')}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">
              {t(
                'This action needs your password again (or a code from your authenticator app). It counts for 5 minutes.',
              )}
            </Text>
            {useCode ? (
              <TextInput
                label={t('Authentication code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={value}
                onChange={(e) => setValue(e.currentTarget.value)}
                error={error}
                data-autofocus
              />
            ) : (
              <PasswordInput
                label={t('Password')}
                autoComplete="current-password"
                value={value}
                onChange={(e) => setValue(e.currentTarget.value)}
                error={error}
                data-autofocus
              />
            )}
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                setUseCode((c) => !c);
                setValue('');
                setError(null);
              }}
            >
              {useCode ? t('Use my password instead') : t('Use an authenticator code instead')}
            </Anchor>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => finish(false)}>
                {t('Cancel')}
              </Button>
              <Button type="submit" loading={stepUp.isPending}>
                {t('Confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
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
