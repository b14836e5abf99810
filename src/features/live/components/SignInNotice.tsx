import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type SignInReason, signInReasonText } from '../lib/reasons';

/** Says above a sign-in form why the previous session ended; nothing without a reason. */
export function SignInNotice({ reason }: { reason?: SignInReason }) {
  const { t } = useTranslation();
  if (!reason) return null;
  return (
    <Alert
      color={reason === 'password_reset' ? 'green' : 'yellow'}
      role="status"
      data-testid="sign-in-notice"
    >
      {t(signInReasonText(reason))}
    </Alert>
  );
}
