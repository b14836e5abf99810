import { Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { QuickAction } from '@/features/dashboard/lib/quickActions';

/**
 * One dashboard tile: icon, title and subtitle, linking in the app or out to an exchange.
 * `brandShortName` prefixes the title of a tile that carries the brand; the dashboard reads the
 * brand once for all its tiles.
 */
export function QuickActionTile({
  action,
  brandShortName,
}: {
  action: QuickAction;
  brandShortName: string;
}) {
  const { t } = useTranslation();
  const title = action.brandPrefix ? `${brandShortName} ${t(action.title)}` : t(action.title);
  const content = (
    <Paper withBorder p="md" h="100%" className="quick-action-tile">
      <Stack gap={6} align="center" ta="center">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
          <action.icon size={24} />
        </ThemeIcon>
        <Text fw={700} fz="sm" lh={1.2}>
          {title}
        </Text>
        <Text fz="xs" c="dimmed" lh={1.3}>
          {t(action.subtitle)}
        </Text>
      </Stack>
    </Paper>
  );
  if (action.external) {
    return (
      <UnstyledButton
        component="a"
        href={action.to}
        target="_blank"
        rel="noopener noreferrer"
        h="100%"
      >
        {content}
      </UnstyledButton>
    );
  }
  return (
    <UnstyledButton component={Link} to={action.to} h="100%">
      {content}
    </UnstyledButton>
  );
}
