import { List, Paper, ThemeIcon, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TIPS } from '@/features/layout/lib/tips';
import { useBrand } from '@/lib/brand';

/** The side column's tips, titled with the brand's short name. */
export function TipsPanel() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Paper withBorder p="md">
      <Title order={2} fz="md" mb="sm">
        {t('{{shortName}} Tips', { shortName: brand.shortName })}
      </Title>
      <List
        spacing="xs"
        size="sm"
        icon={
          <ThemeIcon size={20} radius="xl" variant="light" aria-hidden="true">
            <IconBulb size={13} />
          </ThemeIcon>
        }
      >
        {TIPS.map((tip) => (
          <List.Item key={tip}>{t(tip)}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
