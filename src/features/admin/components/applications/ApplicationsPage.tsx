import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TabStrip } from '@/components/TabStrip';
import { ChoiceFilter, FilterBar } from '@/features/admin/components/ui/Filters';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { useListFilters } from '@/features/admin/components/ui/Pager';
import { EnrollmentsTable } from './EnrollmentsTable';
import { LoanApplicationsTable } from './LoanApplicationsTable';

/** The statuses an application can have. */
const STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/**
 * /admin/applications: enrollment and loan applications, each in a tab, newest first, 25 a
 * page, filtered by status; the tab, the status and the page live in the URL
 * (`?tab=loans&status=PENDING`), so a reload or Back shows the same list.
 */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const { filters, set, offset, setOffset } = useListFilters({ tab: '', status: '' });
  const tab = filters.tab === 'loans' ? 'loans' : 'enrollments';
  const props = { offset, setOffset, status: filters.status };
  return (
    <>
      <PageHeader title="Applications" />
      <Tabs
        value={tab}
        onChange={(value) => set('tab')(value === 'loans' ? 'loans' : '')}
        keepMounted={false}
      >
        <TabStrip mb="md">
          <Tabs.Tab value="enrollments">{t('Enrollment applications')}</Tabs.Tab>
          <Tabs.Tab value="loans">{t('Loan applications')}</Tabs.Tab>
        </TabStrip>
        <FilterBar>
          <ChoiceFilter
            label="Status"
            value={filters.status}
            options={STATUSES}
            onChange={set('status')}
          />
        </FilterBar>
        <Tabs.Panel value="enrollments">
          <EnrollmentsTable {...props} />
        </Tabs.Panel>
        <Tabs.Panel value="loans">
          <LoanApplicationsTable {...props} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
