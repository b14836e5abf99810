import {
  Alert,
  Button,
  Checkbox,
  Code,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStepUpOptions } from '@/features/admin/components/stepup/StepUpProvider';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { AnchorLink } from '@/features/admin/components/ui/RouterLinks';
import {
  CustomerFormSchema,
  customerInput,
  EMPTY_CUSTOMER_FORM,
} from '@/features/admin/lib/provisioningForms';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

interface Created {
  id: number;
  username: string;
  password: string | null;
}

/** What the admin sees once: the new customer's username and the generated password. */
function CreatedNotice({ created, onAnother }: { created: Created; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="green" title={t('Customer created')}>
      <Stack gap="xs">
        <Text>
          {t('Username')}: <Code>{created.username}</Code>
        </Text>
        {created.password ? (
          <>
            <Text>
              {t('Generated password')}:{' '}
              <Code data-testid="generated-password">{created.password}</Code>
            </Text>
            <Text size="sm">
              {t('It is shown only this once. The customer must change it at first sign-in.')}
            </Text>
          </>
        ) : (
          <Text size="sm">
            {t('The customer must change the password you chose at first sign-in.')}
          </Text>
        )}
        <Group>
          <AnchorLink to="/admin/users/$userId" params={{ userId: String(created.id) }}>
            {t('Open the customer')}
          </AnchorLink>
          <Button variant="light" onClick={onAnother}>
            {t('Create another customer')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * /admin/users/new, 'Create Customer': name, email, username, an optional password (left
 * empty, the bank generates a strong one and shows it once), CHECKING and SAVINGS with their
 * opening deposits, and a debit card. The customer is created verified and must change the
 * password at first sign-in.
 */
export function CreateCustomerPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { form, input } = useSchemaForm(CustomerFormSchema, EMPTY_CUSTOMER_FORM);
  const [created, setCreated] = useState<Created | null>(null);
  const create = useMutation(
    useStepUpOptions(
      trpc.adminProvisioning.createUser.mutationOptions({
        onSuccess: async (answer) => {
          setCreated({
            id: answer.user.id,
            username: answer.user.username,
            password: answer.password,
          });
          form.reset();
          showToast({ title: t('Customer created'), message: answer.user.username });
          await queryClient.invalidateQueries(trpc.adminPeople.pathFilter());
        },
        onError: (error) => {
          form.setErrors(fieldErrors(error));
          showErrorToast({
            title: t('Error'),
            message: errorMessage(error, t('Could not create the customer')),
          });
        },
      }),
    ),
  );
  const submit = form.onSubmit((values) => create.mutate(customerInput(values)));
  const check = (name: 'checking' | 'savings' | 'debitCard') =>
    form.getInputProps(name, { type: 'checkbox' });

  return (
    <>
      <PageHeader
        title="Create Customer"
        description="A verified customer with accounts and a card, ready to sign in."
      />
      {created ? (
        <CreatedNotice created={created} onAnother={() => setCreated(null)} />
      ) : (
        <Paper withBorder radius="md" p="md" maw={640}>
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <TextInput label={t('Full name')} required {...input('name')} />
              <TextInput label={t('Email')} type="email" required {...input('email')} />
              <TextInput
                label={t('Username')}
                required
                autoComplete="off"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                {...input('username')}
              />
              <PasswordInput
                label={t('Password')}
                description={t('Leave empty to generate a strong password')}
                autoComplete="new-password"
                {...input('password')}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Checkbox label={t('CHECKING account')} {...check('checking')} />
                <TextInput
                  label={t('Opening deposit (checking)')}
                  disabled={!form.values.checking}
                  {...input('checkingDeposit')}
                />
                <Checkbox label={t('SAVINGS account')} {...check('savings')} />
                <TextInput
                  label={t('Opening deposit (savings)')}
                  disabled={!form.values.savings}
                  {...input('savingsDeposit')}
                />
              </SimpleGrid>
              <Checkbox label={t('Issue a debit card')} {...check('debitCard')} />
              <Group>
                <Button type="submit" loading={create.isPending}>
                  {t('Create customer')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </>
  );
}
