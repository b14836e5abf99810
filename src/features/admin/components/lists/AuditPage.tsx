import { Table } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@shared/audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ChoiceFilter,
  CodeFilter,
  CustomerFilter,
  DateFilter,
  FilterBar,
} from '@/features/admin/components/ui/Filters';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { PAGE_SIZE, Pager, splitPage, useListFilters } from '@/features/admin/components/ui/Pager';
import { EmptyText, LoadError, LoadingText } from '@/features/admin/components/ui/QueryState';
import { ScrollTable } from '@/features/admin/components/ui/ScrollTable';
import { parseId } from '@/features/admin/lib/format';
import { useTRPC } from '@/lib/trpc';
import { AuditRow } from './AuditRow';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `value` when it is one of `codes`, else undefined (a hand-edited address filters nothing). */
function oneOf<T extends string>(codes: readonly T[], value: string): T | undefined {
  return (codes as readonly string[]).includes(value) ? (value as T) : undefined;
}

/**
 * /admin/audit, the audit log: every admin action and money
 * movement, newest first, with time, actor, action, target and before/after JSON; filters
 * by action, target type, actor and dates, 25 a page.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { filters, set, offset, setOffset } = useListFilters({
    action: '',
    target: '',
    actor: '',
    from: '',
    to: '',
  });
  const [debounced] = useDebouncedValue(filters, 300);

  const audit = useQuery({
    ...trpc.adminOps.audit.queryOptions({
      limit: PAGE_SIZE + 1,
      offset,
      action: oneOf(AUDIT_ACTIONS, debounced.action),
      targetType: oneOf(AUDIT_TARGET_TYPES, debounced.target),
      actorId: parseId(debounced.actor),
      from: ISO_DATE.test(debounced.from) ? debounced.from : undefined,
      to: ISO_DATE.test(debounced.to) ? debounced.to : undefined,
    }),
    placeholderData: keepPreviousData,
  });
  const page = splitPage(audit.data);

  const body = () => {
    if (audit.isPending) return <LoadingText label="Loading audit log…" />;
    if (audit.isError)
      return <LoadError text="Failed to load the audit log." error={audit.error} />;
    if (page.rows.length === 0) return <EmptyText text="No audit entries found." />;
    return (
      <ScrollTable label={t('Audit log')} minWidth={760}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Time')}</Table.Th>
            <Table.Th>{t('Actor')}</Table.Th>
            <Table.Th>{t('Action')}</Table.Th>
            <Table.Th>{t('Target')}</Table.Th>
            <Table.Th>{t('Before / after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {page.rows.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </Table.Tbody>
      </ScrollTable>
    );
  };

  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every admin action and every money movement, newest first."
      />
      <FilterBar>
        <CodeFilter
          label="Action"
          value={filters.action}
          onChange={set('action')}
          options={AUDIT_ACTIONS}
        />
        <ChoiceFilter
          label="Target type"
          value={filters.target}
          onChange={set('target')}
          options={AUDIT_TARGET_TYPES}
        />
        <CustomerFilter label="Actor" value={filters.actor} onChange={set('actor')} />
        <DateFilter label="From" value={filters.from} onChange={set('from')} />
        <DateFilter label="To" value={filters.to} onChange={set('to')} />
      </FilterBar>
      {body()}
      <Pager
        offset={offset}
        count={page.rows.length}
        hasNext={page.hasNext}
        onOffsetChange={setOffset}
        busy={audit.isFetching}
        stale={audit.isPlaceholderData}
      />
    </>
  );
}
