import { Anchor, Group, SimpleGrid, Title } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { QuickActionTile } from '@/features/dashboard/components/QuickActionTile';
import { QUICK_ACTIONS } from '@/features/dashboard/lib/quickActions';
import { AfterAccounts } from '@/features/layout/components/AfterAccounts';
import { useBrand } from '@/lib/brand';

/**
 * `/dashboard`: the quick-action tiles. Below the heading they join once the accounts above
 * have painted (the tiles are most of the dashboard's rendering); nothing sits below them.
 */
export const Route = createFileRoute('/_auth/dashboard')({
  component: Dashboard,
});

function Dashboard() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <>
      <Title order={1} fz="h3" mb="md">
        {t('Quick Actions')}
      </Title>
      <AfterAccounts>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing={{ base: 'sm', sm: 'md' }}>
          {QUICK_ACTIONS.map((action) => (
            <QuickActionTile key={action.title} action={action} brandShortName={brand.shortName} />
          ))}
        </SimpleGrid>
        <Group component="nav" aria-label={t('More')} gap="lg" mt="lg">
          <Anchor component={Link} to="/transfers">
            {t('All Transfers')}
          </Anchor>
          <Anchor component={Link} to="/statements">
            {t('Account Statements')}
          </Anchor>
          <Anchor component={Link} to="/current-statement">
            {t('Current Statement')}
          </Anchor>
          <Anchor component={Link} to="/crypto">
            {t('Crypto')}
          </Anchor>
        </Group>
      </AfterAccounts>
    </>
  );
}
