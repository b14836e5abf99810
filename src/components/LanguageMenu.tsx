import '@/styles/mantine-all';
import { type ButtonProps, Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageCode, setLanguage } from '@/i18n';
import { LanguageButton } from './LanguageButton';

/** The language menu's props: the switch button's look, and whether to open on mount. */
export interface LanguageMenuProps {
  buttonProps: ButtonProps;
  /** Set when the first press loaded this menu: it takes the focus and opens at once. */
  openOnMount: boolean;
}

/** The language switch's menu (see LanguageSwitch, which loads this module on first use). */
export function LanguageMenu({ buttonProps, openOnMount }: LanguageMenuProps) {
  const { i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!openOnMount) return;
    // This button replaced the one that was pressed: give it the focus first, so the menu
    // returns the focus to it when it closes, as it does on every later press.
    target.current?.focus();
    setOpened(true);
  }, [openOnMount]);
  const current = LANGUAGES.find((language) => language.code === i18n.language);
  const choose = (code: LanguageCode) => void setLanguage(code);
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-start" shadow="md" width={160}>
      <Menu.Target>
        <LanguageButton ref={target} {...buttonProps} />
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
