import { Fieldset, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { EARLIEST_DOB } from '@shared/enrollment';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type Bind, inputProps } from '@/features/enrollment/lib/binding';

/**
 * Personal details (Complete Your Enrollment): name, email, phone,
 * date of birth (1900-01-01 to today), gender, SSN or tax ID, occupation.
 */
export function PersonalSection({ bind }: { bind: Bind }) {
  const { t } = useTranslation();
  const dob = bind('dob');
  const gender = bind('gender');
  return (
    <Fieldset legend={t('Personal Details')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('Full Name')}
          withAsterisk
          autoComplete="name"
          {...inputProps(bind('name'))}
        />
        <TextInput
          label={t('Email')}
          type="email"
          withAsterisk
          autoComplete="email"
          {...inputProps(bind('email'))}
        />
        <TextInput
          label={t('Phone')}
          type="tel"
          withAsterisk
          autoComplete="tel"
          {...inputProps(bind('phone'))}
        />
        <DatePickerInput
          label={t('Date of Birth')}
          withAsterisk
          leftSection={<IconCalendar size={16} aria-hidden="true" />}
          valueFormat="MMM D, YYYY"
          minDate={EARLIEST_DOB}
          maxDate={dayjs().format('YYYY-MM-DD')}
          defaultLevel="decade"
          value={dob.value || null}
          onChange={(value) => dob.onChange(value ?? '')}
          error={dob.error}
          ariaLabels={{
            previousDecade: t('Previous decade'),
            nextDecade: t('Next decade'),
            previousYear: t('Previous year'),
            nextYear: t('Next year'),
            previousMonth: t('Previous month'),
            nextMonth: t('Next month'),
            yearLevelControl: t('Choose a decade'),
            monthLevelControl: t('Choose a year'),
          }}
        />
        <Select
          label={t('Gender')}
          placeholder={t('Select')}
          data={[
            { value: 'male', label: t('Male') },
            { value: 'female', label: t('Female') },
            { value: 'other', label: t('Other') },
          ]}
          value={gender.value || null}
          onChange={(value) => gender.onChange(value ?? '')}
          error={gender.error}
          clearable
        />
        <TextInput label={t('SSN or Tax ID')} autoComplete="off" {...inputProps(bind('ssn'))} />
        <TextInput
          label={t('Occupation')}
          autoComplete="organization-title"
          {...inputProps(bind('occupation'))}
        />
      </SimpleGrid>
    </Fieldset>
  );
}

/** Next of kin: name, email, phone, relationship, address (all optional). */
export function NextOfKinSection({ bind }: { bind: Bind }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('Next of Kin')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('Next of Kin Name')} {...inputProps(bind('nokName'))} />
        <TextInput label={t('Next of Kin Email')} type="email" {...inputProps(bind('nokEmail'))} />
        <TextInput label={t('Next of Kin Phone')} type="tel" {...inputProps(bind('nokPhone'))} />
        <TextInput label={t('Relationship')} {...inputProps(bind('nokRelationship'))} />
      </SimpleGrid>
      <Textarea
        mt="sm"
        label={t('Next of Kin Address')}
        autosize
        minRows={2}
        {...inputProps(bind('nokAddress'))}
      />
    </Fieldset>
  );
}
