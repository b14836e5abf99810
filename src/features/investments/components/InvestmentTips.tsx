import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  type Icon,
  IconHome,
  IconPigMoney,
  IconReportMoney,
  IconShieldLock,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const TIPS: Array<{ title: string; text: string; icon: Icon; color: string }> = [
  {
    title: 'Auto Save',
    text: 'Set up a monthly internal transfer to your savings account right after payday.',
    icon: IconPigMoney,
    color: 'green',
  },
  {
    title: 'Budget',
    text: 'Review your statements each month and set a spending limit for every category.',
    icon: IconReportMoney,
    color: 'blue',
  },
  {
    title: 'Home Option',
    text: 'Saving for a home? Ask our loan department about mortgage options before you buy.',
    icon: IconHome,
    color: 'grape',
  },
  {
    title: 'Security Tip',
    text: 'We will never ask for your security details, such as your password, PIN or a COT code. Never share them with anyone.',
    icon: IconShieldLock,
    color: 'red',
  },
];

/** The Investment page's tips: Auto Save, Budget, Home Option, Security Tip. */
export function InvestmentTips() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="tips-title">
      <Title order={2} fz="h4" mb="sm" id="tips-title">
        {t('Tips')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {TIPS.map((tip) => (
          <Paper key={tip.title} withBorder p="md">
            <Stack gap={6}>
              <ThemeIcon color={tip.color} variant="light" size={36} aria-hidden="true">
                <tip.icon size={20} />
              </ThemeIcon>
              <Text fw={700}>{t(tip.title)}</Text>
              <Text size="sm" c="dimmed">
                {t(tip.text)}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
