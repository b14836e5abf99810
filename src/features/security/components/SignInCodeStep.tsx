import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { SignInCodeSchema } from '@shared/dto';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { resetSessionCache } from '@/lib/session';
import { useTRPC, useTRPCClient } from '@/lib/trpc';

/** The code step's rule, the server's own: six digits, or a recovery code `xxxx-xxxx-xxxx`. */
const SignInCodeFormSchema = z.object({ code: SignInCodeSchema });

/**
 * The second step of a customer's sign-in (the Login dialog) when the password step answered
 * `CODE_REQUIRED`: 'Verification code' takes the code from the authenticator app, the one just
 * sent by SMS or email, or a recovery code. A right one goes to the dashboard, or to
 * `onVerified` when the step is part of another screen (the open-banking consent); a wrong,
 * expired or throttled one empties the field and shows the server's message on it. 'Use
 * another account' signs out.
 */
export function SignInCodeStep({
  onCancel,
  onVerified,
}: {
  onCancel: () => void;
  onVerified?: () => void;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { form, input } = useSchemaForm(SignInCodeFormSchema, { code: '' });

  const verify = useMutation(
    trpc.auth.verifyCode.mutationOptions({
      onSuccess: async (user) => {
        resetSessionCache(queryClient, trpc, user);
        if (onVerified) onVerified();
        else await navigate({ to: '/dashboard' });
      },
      onError: (err) => {
        form.setValues({ code: '' });
        form.setErrors({ code: errorMessage(err, 'Incorrect, expired or already used code') });
      },
    }),
  );

  const submit = form.onSubmit(({ code }) => verify.mutate({ code }));

  const cancel = async () => {
    await client.auth.logout.mutate().catch(() => undefined);
    resetSessionCache(queryClient, trpc, null);
    onCancel();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {t(
            'Your password was right. To finish signing in, enter the code from your authenticator app or the one we just sent you. Lost access? Use a recovery code.',
          )}
        </Text>
        {/* A text keyboard, not a numeric one: the field also takes a recovery code, which has
            letters (xxxx-xxxx-xxxx). */}
        <TextInput
          label={t('Verification code')}
          inputMode="text"
          autoComplete="one-time-code"
          withAsterisk
          {...input('code')}
          onChange={(e) => form.setFieldValue('code', e.currentTarget.value.slice(0, 20))}
          data-autofocus
        />
        <Button type="submit" fullWidth disabled={verify.isPending}>
          {verify.isPending ? t('Verifying…') : t('Verify')}
        </Button>
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="center"
          onClick={() => void cancel()}
        >
          {t('Use another account')}
        </Anchor>
      </Stack>
    </form>
  );
}
