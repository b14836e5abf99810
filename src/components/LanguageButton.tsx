import { Button, type ButtonProps, type ElementProps, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconWorld } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/i18n';

/** The switch's button: the current language's name with a globe and a chevron. */
export function LanguageButton(
  props: ButtonProps & ElementProps<'button', keyof ButtonProps> & { ref?: Ref<HTMLButtonElement> },
) {
  const { t, i18n } = useTranslation();
  // i18n.language, not resolvedLanguage: English has no resource texts, so i18next never
  // marks it as resolved.
  const current = LANGUAGES.find((language) => language.code === i18n.language);
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconWorld size={16} aria-hidden="true" />}
      rightSection={<IconChevronDown size={14} aria-hidden="true" />}
      {...props}
    >
      <VisuallyHidden>{t('Language')}: </VisuallyHidden>
      {current?.label ?? 'English'}
    </Button>
  );
}
