import {
  ActionIcon,
  type ActionIconProps,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The dark-mode toggle of the public top bar and the customer header: a toggle
 * button named 'Dark mode', pressed while the dark scheme shows.
 */
export function ColorSchemeToggle(props: ActionIconProps) {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const dark = computed === 'dark';
  return (
    <ActionIcon
      variant="subtle"
      size="lg"
      aria-label={t('Dark mode')}
      aria-pressed={dark}
      title={dark ? t('Switch to light mode') : t('Switch to dark mode')}
      onClick={() => setColorScheme(dark ? 'light' : 'dark')}
      {...props}
    >
      {dark ? <IconSun size={18} aria-hidden="true" /> : <IconMoon size={18} aria-hidden="true" />}
    </ActionIcon>
  );
}
