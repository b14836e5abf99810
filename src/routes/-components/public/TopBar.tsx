import { Box, Button, Container, Group, Text } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface TopBarProps {
  onLogin: () => void;
  onOpenAccount: () => void;
}

/** The public top bar: language label, Login and Open Account (customer-area.md §2). */
export function TopBar({ onLogin, onOpenAccount }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <Box bg="brand.8" c="white" py={6}>
      <Container size="xl">
        <Group justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <IconWorld size={16} aria-hidden="true" />
            {/* A later issue turns this label into the English/Italian switch (PRODUCT.md 8). */}
            <Text size="sm">{t('English')}</Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="white" color="brand" onClick={onLogin}>
              {t('Login')}
            </Button>
            <Button size="xs" color="accent.6" c="dark.9" onClick={onOpenAccount}>
              {t('Open Account')}
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
