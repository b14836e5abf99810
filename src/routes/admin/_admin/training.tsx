import { createFileRoute } from '@tanstack/react-router';
import { TrainingPage } from '../../-components/admin/training/TrainingPage';

/** /admin/training: 'Trainer tools' (issue "Admin"). */
export const Route = createFileRoute('/admin/_admin/training')({
  component: TrainingPage,
});
