import { Stack } from '@mantine/core';
import { TransactionPinForm } from '@/features/security/components/TransactionPinForm';
import { LoginActivity } from './LoginActivity';
import { PasswordForm } from './PasswordForm';
import { TwoFactorCard } from './TwoFactorCard';

/**
 * Account Settings > Security: password change,
 * the Transaction PIN form, SMS two-factor and Login Activity.
 */
export function SecurityTab() {
  return (
    <Stack gap="md">
      <PasswordForm />
      <TransactionPinForm />
      <TwoFactorCard />
      <LoginActivity />
    </Stack>
  );
}
