import { Fieldset, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Bind, inputProps } from '@/features/enrollment/lib/binding';
import { useTRPC } from '@/lib/trpc';

/**
 * Location (Complete Your Enrollment; the lists come from the countries and cities calls):
 * country, then city (disabled until a country is chosen; changing the country clears it),
 * zip and address.
 */
export function LocationSection({ bind }: { bind: Bind }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const country = bind('countryId');
  const city = bind('cityId');
  const countries = useQuery(trpc.places.countries.queryOptions());
  const countryId = Number(country.value);
  const cities = useQuery({
    ...trpc.places.cities.queryOptions({ countryId }),
    enabled: countryId > 0,
  });
  const cityOptions = (cities.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));

  return (
    <Fieldset legend={t('Location')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('Country')}
          placeholder={countries.isPending ? t('Loading...') : t('Select a country')}
          data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={country.value || null}
          onChange={(value) => {
            if ((value ?? '') === country.value) return;
            country.onChange(value ?? '');
            city.onChange('');
          }}
          error={
            country.error ?? (countries.isError ? t('Could not load the countries.') : undefined)
          }
          searchable
          clearable
          nothingFoundMessage={t('No country found')}
          autoComplete="off"
        />
        <Select
          label={t('City')}
          placeholder={
            !country.value
              ? t('Choose a country first')
              : cities.isPending
                ? t('Loading...')
                : t('Select a city')
          }
          data={cityOptions}
          value={city.value || null}
          onChange={(value) => city.onChange(value ?? '')}
          error={city.error}
          disabled={!country.value || cities.isPending}
          searchable
          clearable
          limit={100}
          nothingFoundMessage={t('No city found')}
          autoComplete="off"
        />
        <TextInput label={t('Zip Code')} autoComplete="postal-code" {...inputProps(bind('zip'))} />
      </SimpleGrid>
      <Textarea
        mt="sm"
        label={t('Address')}
        autoComplete="street-address"
        autosize
        minRows={2}
        {...inputProps(bind('address'))}
      />
    </Fieldset>
  );
}
