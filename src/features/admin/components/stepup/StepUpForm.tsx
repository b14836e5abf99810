import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { TotpCodeSchema } from '@shared/dto';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { useTRPC } from '@/lib/trpc';

/** The password: anything; an empty field is no error (Confirm does nothing then). */
const PasswordFormSchema = z.object({ value: z.string() });

/** An authenticator code: six digits (spaces dropped), as the server checks; empty does nothing. */
const CodeFormSchema = z.object({
  value: z.string().superRefine((value, ctx) => {
    if (!value.trim()) return;
    const parsed = TotpCodeSchema.safeParse(value);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? '' });
    }
  }),
});

interface StepUpFormProps {
  /** True: ask for an authenticator code; false: for the password. */
  useCode: boolean;
  /** Switches between the password and the code (the caller remounts the form, empty). */
  onToggle: () => void;
  /** Called with true once the server confirmed, with false on Cancel. */
  onDone: (ok: boolean) => void;
}

/**
 * The body of the 'Confirm it is you' dialog: the password (or a six-digit authenticator code)
 * sent to the step-up call. An empty field sends nothing; a refusal shows the server's message
 * under the field. Remount it (a React `key`) to start empty.
 */
export function StepUpForm({ useCode, onToggle, onDone }: StepUpFormProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { form, input } = useSchemaForm(useCode ? CodeFormSchema : PasswordFormSchema, {
    value: '',
  });

  const stepUp = useMutation(
    trpc.adminApprovals.stepUp.mutationOptions({
      onSuccess: () => onDone(true),
      onError: (err) =>
        form.setFieldError('value', errorMessage(err, t('Could not confirm it is you'))),
    }),
  );

  const submit = form.onSubmit(({ value }) => {
    if (!value.trim() || stepUp.isPending) return;
    stepUp.mutate(useCode ? { code: value.trim() } : { password: value });
  });

  return (
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
            {...input('value')}
            data-autofocus
          />
        ) : (
          <PasswordInput
            label={t('Password')}
            autoComplete="current-password"
            {...input('value')}
            data-autofocus
          />
        )}
        <Anchor component="button" type="button" size="sm" onClick={onToggle}>
          {useCode ? t('Use my password instead') : t('Use an authenticator code instead')}
        </Anchor>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone(false)}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={stepUp.isPending}>
            {t('Confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
