import { Stack } from '@mantine/core';
import { TransactionPinForm } from '@/features/security/components/TransactionPinForm';
import { TwoFactorSettings } from '@/features/security/components/TwoFactorSettings';
import { LoginActivity } from './LoginActivity';
import { PasswordForm } from './PasswordForm';

/**
 * Account Settings > Security: password change,
 * the Transaction PIN form, two-factor sign-in and Login Activity.
 */
export function SecurityTab() {
  return (
    <Stack gap="md">
      <PasswordForm />
      <TransactionPinForm />
      <TwoFactorSettings />
      <LoginActivity />
    </Stack>
  );
}
