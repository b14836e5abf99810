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
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBeneficiaries } from '@/features/beneficiaries/hooks/useBeneficiaries';
import type { Beneficiary } from '@/features/beneficiaries/lib/beneficiaryForm';
import { PinField } from '@/features/security/components/PinField';
import {
  type ExternalTransferErrors,
  type ExternalTransferValues,
  useExternalTransferFlow,
} from '@/features/transfers/hooks/useExternalTransferFlow';
import { useAccountOptions } from '@/features/transfers/lib/accounts';
import { AccountSelect } from './AccountSelect';
import { BeneficiaryNameField } from './BeneficiaryNameField';
import { LimitsHint } from './LimitsHint';
import { PayeeConfirmation } from './PayeeConfirmation';

const EMPTY: Omit<ExternalTransferValues, 'fromAccountId'> = {
  beneficiaryId: null,
  amount: '',
  beneficiaryName: '',
  ibanOrAccount: '',
  bankName: '',
  routingNumber: '',
  swiftCode: '',
  country: '',
  bankAddress: '',
  remarks: '',
  sendOn: '',
  pin: '',
};

type TextField =
  | 'ibanOrAccount'
  | 'bankName'
  | 'routingNumber'
  | 'swiftCode'
  | 'country'
  | 'bankAddress'
  | 'remarks'
  | 'sendOn';

/**
 * The 'Local Transfer' and 'Wire Transfer' forms of /local-transfer/new and
 * /wire-transfer/new.
 */
export function NewExternalTransferForm({ type }: { type: 'LOCAL' | 'WIRE' }) {
  const { t } = useTranslation();
  const { accounts, options } = useAccountOptions();
  const { data: beneficiaries = [] } = useBeneficiaries();
  const [values, setValues] = useState<ExternalTransferValues>(() => ({
    ...EMPTY,
    fromAccountId: accounts[0] ? String(accounts[0].id) : null,
  }));
  const [errors, setErrors] = useState<ExternalTransferErrors>({});
  const fill = (beneficiary: Beneficiary) =>
    setValues((current) => ({
      ...current,
      beneficiaryId: beneficiary.id,
      beneficiaryName: beneficiary.name,
      ibanOrAccount: beneficiary.accountNumber,
      bankName: beneficiary.bankName,
      routingNumber: beneficiary.routingNumber ?? '',
      swiftCode: beneficiary.swiftCode ?? '',
      country: beneficiary.country ?? '',
      bankAddress: beneficiary.address ?? '',
    }));
  const flow = useExternalTransferFlow(type, { setErrors, onBeneficiarySaved: fill });

  const set = (patch: Partial<ExternalTransferValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof ExternalTransferValues];
      return next;
    });
  };
  // Changing what the transfer is sent to means a new beneficiary, not the picked one.
  const text = (name: TextField) => ({
    value: values[name],
    // Field messages are the shared schema's English texts (or the server's), shown translated.
    error: errors[name] && t(errors[name]),
    onChange: (event: { currentTarget: { value: string } }) =>
      set({
        [name]: event.currentTarget.value,
        ...(name === 'remarks' || name === 'sendOn' ? {} : { beneficiaryId: null }),
      }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void flow.submit(values);
  };

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
            onChange={(value) => set({ fromAccountId: value })}
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
              onValueChange={(v) => set({ amount: v.value })}
              error={errors.amount}
            />
            <LimitsHint />
          </div>
          <BeneficiaryNameField
            value={values.beneficiaryName}
            beneficiaries={beneficiaries}
            onChange={(name) => set({ beneficiaryName: name, beneficiaryId: null })}
            onPick={fill}
            error={errors.beneficiaryName && t(errors.beneficiaryName)}
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
          <PinField value={values.pin} onChange={(pin) => set({ pin })} error={errors.pin} />
          <Button type="submit" size="md" disabled={flow.busy || flow.done}>
            {flow.busy ? t('Processing…') : t('Proceed')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
