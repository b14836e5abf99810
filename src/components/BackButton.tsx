import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** 'Back': the previous page in this tab, or the dashboard when the page was opened directly. */
export function BackButton() {
  const { t } = useTranslation();
  const router = useRouter();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  return (
    <Button
      variant="subtle"
      leftSection={<IconArrowLeft size={16} />}
      px="xs"
      onClick={() => (canGoBack ? router.history.back() : void navigate({ to: '/dashboard' }))}
    >
      {t('Back')}
    </Button>
  );
}
