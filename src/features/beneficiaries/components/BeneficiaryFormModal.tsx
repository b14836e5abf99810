import {
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BENEFICIARY_TYPES,
  type Beneficiary,
  type BeneficiaryFormValues,
  beneficiaryFormSchema,
  EMPTY_BENEFICIARY,
  formValuesOf,
} from '@/features/beneficiaries/lib/beneficiaryForm';
import { useBrand } from '@/lib/brand';
import { errorMessage, fieldErrors } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { showErrorToast, showToast } from '@/lib/toast';
import { useTRPC } from '@/lib/trpc';

interface BeneficiaryFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The beneficiary to edit; without it the dialog adds a new one. */
  beneficiary?: Beneficiary | null;
  /** Also SWIFT/BIC, Address and Country (the full Beneficiaries page). */
  extended?: boolean;
  /** Called with the saved beneficiary (for an edit, its new version). */
  onSaved?: (beneficiary: Beneficiary) => void;
  /** Id inside a Modal.Stack, when opened over another dialog. */
  stackId?: string;
}

/**
 * The 'Add New Beneficiary' dialog, and 'Edit Beneficiary' on the full page
 *.
 */
export function BeneficiaryFormModal({
  opened,
  onClose,
  beneficiary,
  extended = false,
  onSaved,
  stackId,
}: BeneficiaryFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      stackId={stackId}
      title={beneficiary ? t('Edit Beneficiary') : t('Add New Beneficiary')}
      centered
      size={extended ? 'lg' : 'md'}
    >
      {/* Mounted only while open, and keyed by the beneficiary it edits: every opening starts
          from the empty or saved values. */}
      {opened && (
        <BeneficiaryForm
          key={beneficiary?.id ?? 'new'}
          beneficiary={beneficiary ?? null}
          extended={extended}
          onDone={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

interface BeneficiaryFormProps {
  beneficiary: Beneficiary | null;
  extended: boolean;
  onDone: () => void;
  onSaved: ((beneficiary: Beneficiary) => void) | undefined;
}

function BeneficiaryForm({ beneficiary, extended, onDone, onSaved }: BeneficiaryFormProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const brand = useBrand();
  const schema = beneficiaryFormSchema(brand.routingNumber, extended);
  const { form, input } = useSchemaForm<BeneficiaryFormValues>(
    schema,
    beneficiary ? formValuesOf(beneficiary) : EMPTY_BENEFICIARY,
  );
  const { values } = form;
  // Both refresh the beneficiary lists (lib/invalidations).
  const create = useMutation(trpc.beneficiaries.create.mutationOptions());
  const update = useMutation(trpc.beneficiaries.update.mutationOptions());
  const pending = create.isPending || update.isPending;
  const editing = beneficiary !== null;
  // A WIRE beneficiary needs its SWIFT/BIC and country, so they show in the short form too.
  const wire = values.beneficiaryType === 'WIRE';
  const types = BENEFICIARY_TYPES.filter(
    (type) => type.value !== 'LOCAL' || extended || values.beneficiaryType === 'LOCAL',
  ).map((type) => ({ value: type.value, label: t(type.label) }));

  const submitLabel = editing
    ? pending
      ? 'Saving...'
      : 'Save Changes'
    : pending
      ? 'Adding...'
      : 'Add Beneficiary';

  const save = (typed: BeneficiaryFormValues) => {
    // Already checked: the schema's normalised values (trimmed, upper-case codes, nulls).
    const checked = schema.parse(typed);
    const fallback = editing ? 'Failed to update beneficiary' : 'Failed to add beneficiary';
    const handlers = {
      onSuccess: (saved: Beneficiary) => {
        showToast({
          title: t('Success'),
          message: editing
            ? t('Beneficiary updated successfully')
            : t('Beneficiary added successfully'),
        });
        onSaved?.(saved);
        onDone();
      },
      onError: (error: unknown) => {
        // A field the server names (with its own brand's rules) shows its message there.
        form.setErrors(fieldErrors(error));
        showErrorToast({ title: t('Error'), message: errorMessage(error, t(fallback)) });
      },
    };
    if (beneficiary) update.mutate({ id: beneficiary.id, ...checked }, handlers);
    else create.mutate(checked, handlers);
  };
  const onSubmit = form.onSubmit(save);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // React events bubble through portals: opened over a transfer form, this submit must
    // not reach that form too.
    event.stopPropagation();
    onSubmit(event);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('Beneficiary Name')} maxLength={191} {...input('name')} />
        <SimpleGrid cols={{ base: 1, xs: extended ? 2 : 1 }} spacing="sm">
          <TextInput
            label={t('Account Number')}
            maxLength={40}
            autoComplete="off"
            {...input('accountNumber')}
          />
          <TextInput label={t('Bank Name')} maxLength={191} {...input('bankName')} />
          <TextInput
            label={t('Routing Number (Optional)')}
            inputMode="numeric"
            maxLength={9}
            autoComplete="off"
            {...input('routingNumber')}
          />
          {(extended || wire) && (
            <TextInput
              label={t('SWIFT/BIC')}
              placeholder={wire ? 'BCEUITMMXXX' : t('Optional')}
              maxLength={11}
              autoComplete="off"
              {...input('swiftCode')}
            />
          )}
        </SimpleGrid>
        {!extended && wire && (
          <TextInput label={t('Country')} placeholder="IT" maxLength={191} {...input('country')} />
        )}
        {extended && (
          <>
            <Textarea
              label={t('Address')}
              placeholder={t('Optional')}
              maxLength={500}
              autosize
              minRows={2}
              {...input('address')}
            />
            <TextInput
              label={t('Country')}
              placeholder={wire ? 'IT' : t('Optional')}
              maxLength={191}
              {...input('country')}
            />
          </>
        )}
        <Select
          label={t('Beneficiary Type')}
          data={types}
          value={values.beneficiaryType}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          onChange={(value) => form.setFieldValue('beneficiaryType', value ?? 'EXTERNAL')}
          error={input('beneficiaryType').error}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone} disabled={pending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {t(submitLabel)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
