import { type ComboboxItem, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseId } from '@/features/admin/lib/format';
import type { TransferStatus, TransferType } from '@/features/admin/lib/types';
import { type AppRouter, useTRPC } from '@/lib/trpc';

type Outputs = inferRouterOutputs<AppRouter>['adminLookup'];

/** What every search answers per record: its id and the label naming it. */
export interface Choice {
  id: number;
  label: string;
}

/** A customer found by the customer picker. */
export type CustomerChoice = Outputs['customers']['items'][number];
/** An account found by the account picker; `balance` is decimal dollars. */
export type AccountChoice = Outputs['accounts']['items'][number];
/** A card found by the card picker. */
export type CardChoice = Outputs['cards']['items'][number];
/** A transfer found by the transfer picker; `amount` is decimal dollars. */
export type TransferChoice = Outputs['transfers']['items'][number];

/** The props every picker takes. */
export interface PickerProps<C extends Choice> {
  /** English label, translated here. */
  label: string;
  /** The picked record's id as text ('' when none), as a form or a URL keeps it. */
  value: string;
  /** Called with the new id as text ('' when cleared) and the record picked. */
  onChange: (value: string, choice: C | null) => void;
  /** An error text already translated. */
  error?: string | undefined;
  required?: boolean;
  w?: number | string;
  description?: string;
}

/**
 * The search a picker sends: what the admin typed, after a short pause, unless it is the
 * label of the record held (what the select shows after a pick), which is no search.
 */
function useSearchText(search: string, heldLabel: string | undefined): string | undefined {
  const text = search.trim();
  const [q] = useDebouncedValue(text === heldLabel ? '' : text, 250);
  return q || undefined;
}

/** What one picker reads: the record held (by id) and the records found by the search. */
interface Reads<C extends Choice> {
  held: C | undefined;
  found: C[] | undefined;
  fetching: boolean;
  search: string;
  onSearch: (text: string) => void;
}

/**
 * A searchable select over one admin search: what the admin types goes to the server, the
 * answers are shown as they come (never filtered again here), and the value held is named by
 * its own read, so it shows even before any search.
 */
function LookupSelect<C extends Choice>({
  held,
  found,
  fetching,
  search,
  onSearch,
  label,
  value,
  onChange,
  error,
  required,
  w,
  description,
}: PickerProps<C> & Reads<C>) {
  const { t } = useTranslation();
  const id = parseId(value);
  const choices = new Map<number, C>();
  if (held && held.id === id) choices.set(held.id, held);
  for (const c of found ?? []) choices.set(c.id, c);
  const data: ComboboxItem[] = [...choices.values()].map((c) => ({
    value: String(c.id),
    label: c.label,
  }));
  return (
    <Select
      label={t(label)}
      description={description ? t(description) : undefined}
      placeholder={t('Type a name or number')}
      leftSection={<IconSearch size={14} aria-hidden="true" />}
      searchable
      clearable
      data={data}
      value={id === undefined ? null : String(id)}
      onChange={(next) => {
        const nextId = next ? Number(next) : undefined;
        onChange(next ?? '', nextId === undefined ? null : (choices.get(nextId) ?? null));
      }}
      searchValue={search}
      onSearchChange={onSearch}
      filter={({ options }) => options}
      nothingFoundMessage={fetching ? t('Searching…') : t('Nothing found')}
      error={error}
      required={required}
      w={w}
    />
  );
}

/** The search text a picker keeps, and the id it holds. */
function usePicker(value: string) {
  const [search, setSearch] = useState('');
  return { search, setSearch, id: parseId(value) };
}

/** A customer picked by username, name or email. */
export function CustomerPicker(props: PickerProps<CustomerChoice>) {
  const trpc = useTRPC();
  const { search, setSearch, id } = usePicker(props.value);
  const held = useQuery({
    ...trpc.adminLookup.customers.queryOptions({ id: id ?? 0 }),
    enabled: id !== undefined,
  });
  const q = useSearchText(search, held.data?.items[0]?.label);
  const found = useQuery({
    ...trpc.adminLookup.customers.queryOptions({ q }),
    placeholderData: keepPreviousData,
  });
  return (
    <LookupSelect
      {...props}
      held={held.data?.items[0]}
      found={found.data?.items}
      fetching={found.isFetching}
      search={search}
      onSearch={setSearch}
    />
  );
}

/** An account picked by number or owner; only `userId`'s accounts when given. */
export function AccountPicker({
  userId,
  ...props
}: PickerProps<AccountChoice> & { userId?: number | undefined }) {
  const trpc = useTRPC();
  const { search, setSearch, id } = usePicker(props.value);
  const held = useQuery({
    ...trpc.adminLookup.accounts.queryOptions({ id: id ?? 0 }),
    enabled: id !== undefined,
  });
  const q = useSearchText(search, held.data?.items[0]?.label);
  const found = useQuery({
    ...trpc.adminLookup.accounts.queryOptions({ q, userId }),
    placeholderData: keepPreviousData,
  });
  return (
    <LookupSelect
      {...props}
      held={held.data?.items[0]}
      found={found.data?.items}
      fetching={found.isFetching}
      search={search}
      onSearch={setSearch}
    />
  );
}

/** A card picked by its last digits or owner; only `userId`'s (or `accountId`'s) when given. */
export function CardPicker({
  userId,
  accountId,
  ...props
}: PickerProps<CardChoice> & { userId?: number | undefined; accountId?: number | undefined }) {
  const trpc = useTRPC();
  const { search, setSearch, id } = usePicker(props.value);
  const held = useQuery({
    ...trpc.adminLookup.cards.queryOptions({ id: id ?? 0 }),
    enabled: id !== undefined,
  });
  const q = useSearchText(search, held.data?.items[0]?.label);
  const found = useQuery({
    ...trpc.adminLookup.cards.queryOptions({ q, userId, accountId }),
    placeholderData: keepPreviousData,
  });
  return (
    <LookupSelect
      {...props}
      held={held.data?.items[0]}
      found={found.data?.items}
      fetching={found.isFetching}
      search={search}
      onSearch={setSearch}
    />
  );
}

/**
 * A transfer picked by its number, customer, payee or reference; only `userId`'s, of `status`
 * and `transferType` when given.
 */
export function TransferPicker({
  userId,
  status,
  transferType,
  ...props
}: PickerProps<TransferChoice> & {
  userId?: number | undefined;
  status?: TransferStatus;
  transferType?: TransferType;
}) {
  const trpc = useTRPC();
  const { search, setSearch, id } = usePicker(props.value);
  const held = useQuery({
    ...trpc.adminLookup.transfers.queryOptions({ id: id ?? 0 }),
    enabled: id !== undefined,
  });
  const q = useSearchText(search, held.data?.items[0]?.label);
  const found = useQuery({
    ...trpc.adminLookup.transfers.queryOptions({ q, userId, status, transferType }),
    placeholderData: keepPreviousData,
  });
  return (
    <LookupSelect
      {...props}
      held={held.data?.items[0]}
      found={found.data?.items}
      fetching={found.isFetching}
      search={search}
      onSearch={setSearch}
    />
  );
}
