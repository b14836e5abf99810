import { Stack } from '@mantine/core';
import { TransactionPinForm } from '@/features/security/components/TransactionPinForm';
import { TwoFactorSettings } from '@/features/security/components/TwoFactorSettings';
import { LoginActivity } from './LoginActivity';
import { PasswordForm } from './PasswordForm';

/**
 * Account Settings > Security: password change,
 * the Transaction PIN form, two-factor sign-in and Login Activity. Sent here for a PIN by a
 * transfer form (`returnTo`, that form's path), the PIN form comes first, above the password
 * change, and `onPinSaved` runs once the PIN is saved.
 */
export function SecurityTab({
  returnTo,
  onPinSaved,
}: {
  returnTo?: string;
  onPinSaved?: () => void;
}) {
  return (
    <Stack gap="md">
      {returnTo && <TransactionPinForm onSaved={onPinSaved} />}
      <PasswordForm />
      {!returnTo && <TransactionPinForm onSaved={onPinSaved} />}
      <TwoFactorSettings />
      <LoginActivity />
    </Stack>
  );
}
