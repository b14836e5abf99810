import {
  Button,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBeneficiaries } from '@/features/beneficiaries/hooks/useBeneficiaries';
import type { Beneficiary } from '@/features/beneficiaries/lib/beneficiaryForm';
import { PinField } from '@/features/security/components/PinField';
import { useExternalTransferFlow } from '@/features/transfers/hooks/useExternalTransferFlow';
import { useAccountOptions } from '@/features/transfers/lib/accounts';
import {
  BENEFICIARY_FIELDS,
  type ExternalTransferValues,
  emptyExternalTransfer,
  externalTransferSchema,
} from '@/features/transfers/lib/externalTransferForm';
import { useBrand } from '@/lib/brand';
import { useSchemaForm } from '@/lib/form';
import { AccountSelect } from './AccountSelect';
import { BeneficiaryNameField } from './BeneficiaryNameField';
import { LimitsHint } from './LimitsHint';
import { PayeeConfirmation } from './PayeeConfirmation';

type TextField =
  | 'ibanOrAccount'
  | 'bankName'
  | 'routingNumber'
  | 'swiftCode'
  | 'country'
  | 'bankAddress'
  | 'remarks'
  | 'sendOn';

const DESCRIBES_BENEFICIARY: ReadonlySet<string> = new Set(BENEFICIARY_FIELDS);

/**
 * The 'Local Transfer' and 'Wire Transfer' forms of /local-transfer/new and
 * /wire-transfer/new: externalTransferSchema checks the form (the typed beneficiary by the
 * server's own rules), then useExternalTransferFlow verifies the PIN, saves the beneficiary
 * and sends the transfer.
 */
export function NewExternalTransferForm({ type }: { type: 'LOCAL' | 'WIRE' }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { accounts, options } = useAccountOptions();
  const { data: beneficiaries = [] } = useBeneficiaries();
  const { form, input } = useSchemaForm<ExternalTransferValues>(
    externalTransferSchema(type, brand.routingNumber),
    emptyExternalTransfer(accounts[0] ? String(accounts[0].id) : null),
  );
  const { values } = form;
  const fill = (beneficiary: Beneficiary) =>
    form.setValues({
      beneficiaryId: beneficiary.id,
      beneficiaryName: beneficiary.name,
      ibanOrAccount: beneficiary.accountNumber,
      bankName: beneficiary.bankName,
      routingNumber: beneficiary.routingNumber ?? '',
      swiftCode: beneficiary.swiftCode ?? '',
      country: beneficiary.country ?? '',
      bankAddress: beneficiary.address ?? '',
    });
  const flow = useExternalTransferFlow(type, {
    setErrors: (errors) => form.setErrors(errors),
    onBeneficiarySaved: fill,
  });

  // Changing what the transfer is sent to means a new beneficiary, not the picked one.
  const text = (name: TextField) => ({
    ...input(name),
    onChange: (event: { currentTarget: { value: string } }) => {
      form.setFieldValue(name, event.currentTarget.value);
      if (DESCRIBES_BENEFICIARY.has(name)) form.setFieldValue('beneficiaryId', null);
    },
  });

  const submit = form.onSubmit(flow.submit, flow.refused);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" mt="md">
      <Title order={1} fz="h3" mb="md">
        {t(type === 'LOCAL' ? 'Local Transfer' : 'Wire Transfer')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <AccountSelect
            label={t('From')}
            placeholder={t('Select account')}
            options={options}
            value={values.fromAccountId}
            onChange={(value) => form.setFieldValue('fromAccountId', value)}
          />
          <div>
            <NumberInput
              label={t('Enter Amount')}
              placeholder="0.00"
              prefix="$"
              step={0.01}
              decimalScale={2}
              allowNegative={false}
              thousandSeparator=","
              value={values.amount}
              onValueChange={(typed) => form.setFieldValue('amount', typed.value)}
              error={input('amount').error}
            />
            <LimitsHint />
          </div>
          <BeneficiaryNameField
            value={values.beneficiaryName}
            beneficiaries={beneficiaries}
            onChange={(name) => {
              form.setFieldValue('beneficiaryName', name);
              form.setFieldValue('beneficiaryId', null);
            }}
            onPick={fill}
            error={input('beneficiaryName').error}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('IBAN/Account Number')}
              autoComplete="off"
              maxLength={42}
              {...text('ibanOrAccount')}
            />
            <TextInput label={t('Bank')} maxLength={191} {...text('bankName')} />
          </SimpleGrid>
          <TextInput
            label={t('Routing Transit Number')}
            placeholder={t('Optional')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            {...text('routingNumber')}
          />
          {type === 'WIRE' && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('SWIFT/BIC')}
                placeholder="BCEUITMMXXX"
                autoComplete="off"
                maxLength={11}
                {...text('swiftCode')}
              />
              <TextInput
                label={t('Country (2-letter code)')}
                placeholder="IT"
                autoComplete="off"
                maxLength={2}
                {...text('country')}
              />
            </SimpleGrid>
          )}
          {type === 'LOCAL' && (
            <PayeeConfirmation
              routingNumber={values.routingNumber}
              accountNumber={values.ibanOrAccount}
            />
          )}
          <Textarea
            label={t('Bank Address (Optional)')}
            autosize
            minRows={2}
            maxLength={500}
            {...text('bankAddress')}
          />
          <TextInput label={t('Remarks')} maxLength={500} {...text('remarks')} />
          <TextInput
            type="date"
            label={t('Send on')}
            description={t('Leave empty to send now')}
            {...text('sendOn')}
          />
          <PinField
            value={values.pin}
            onChange={(pin) => form.setFieldValue('pin', pin)}
            error={input('pin').error}
          />
          <Button type="submit" size="md" disabled={flow.busy || flow.done}>
            {flow.busy ? t('Processing…') : t('Proceed')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
