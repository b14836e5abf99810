import { Stack } from '@mantine/core';
import { PageHeader } from '@/features/admin/components/ui/PageHeader';
import { FaultsForm } from './FaultsForm';
import { ResetDemoCard } from './ResetDemoCard';
import { TrainingSettingsForm } from './TrainingSettingsForm';

/** /admin/training, 'Trainer tools': demo reset, settings and faults. */
export function TrainingPage() {
  return (
    <>
      <PageHeader title="Trainer tools" />
      <Stack gap="lg">
        <ResetDemoCard />
        <TrainingSettingsForm />
        <FaultsForm />
      </Stack>
    </>
  );
}
