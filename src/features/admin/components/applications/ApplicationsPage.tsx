import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { EnrollmentsTable } from './EnrollmentsTable';
import { LoanApplicationsTable } from './LoanApplicationsTable';

/** /admin/applications: enrollment and loan applications, each in a tab. */
export function ApplicationsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title="Applications" />
      <Tabs defaultValue="enrollments" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="enrollments">{t('Enrollment applications')}</Tabs.Tab>
          <Tabs.Tab value="loans">{t('Loan applications')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="enrollments">
          <EnrollmentsTable />
        </Tabs.Panel>
        <Tabs.Panel value="loans">
          <LoanApplicationsTable />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
