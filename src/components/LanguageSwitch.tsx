import { Button, type ButtonProps, Menu, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconChevronDown, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageCode, setLanguage } from '../i18n';

/**
 * The language switch (PRODUCT.md 8): the top bar's 'English' label opens a menu with
 * English and Italiano; the choice persists and sets `<html lang>` (src/i18n).
 */
export function LanguageSwitch(props: ButtonProps) {
  const { t, i18n } = useTranslation();
  // i18n.language, not resolvedLanguage: English has no resource texts, so i18next never
  // marks it as resolved.
  const current = LANGUAGES.find((language) => language.code === i18n.language);
  const choose = (code: LanguageCode) => void setLanguage(code);
  return (
    <Menu position="bottom-start" shadow="md" width={160}>
      <Menu.Target>
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
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language.code}
            lang={language.code}
            aria-current={language.code === current?.code || undefined}
            onClick={() => choose(language.code)}
            rightSection={
              language.code === current?.code ? <IconCheck size={14} aria-hidden="true" /> : null
            }
          >
            {language.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
