import { Button, type ButtonProps, type ElementProps, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconWorld } from '@tabler/icons-react';
import { type ComponentType, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/i18n';
import type { LanguageMenuProps } from './LanguageMenu';

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

// The menu (Mantine's Menu, Popover, floating-ui and focus trap: about 30 kB gzipped) loads
// the first time the switch is pointed at, focused or pressed, so no first page load
// carries it. Once loaded, every later switch renders it straight away.
let LoadedMenu: ComponentType<LanguageMenuProps> | null = null;
let loading: Promise<ComponentType<LanguageMenuProps>> | null = null;

function loadMenu(): Promise<ComponentType<LanguageMenuProps>> {
  loading ??= import('./LanguageMenu').then(
    (module) => {
      LoadedMenu = module.LanguageMenu;
      return module.LanguageMenu;
    },
    (error: unknown) => {
      loading = null; // a failed download is tried again on the next press
      throw error;
    },
  );
  return loading;
}

/**
 * The language switch: the top bar's 'English' label opens a menu with
 * English and Italiano; the choice persists and sets `<html lang>` (src/i18n).
 *
 * Until the menu's code is loaded this renders the same button on its own; pressing it
 * loads the menu, which takes the button's place (keeping the focus) and opens.
 */
export function LanguageSwitch(props: ButtonProps) {
  const [menu, setMenu] = useState<{ Menu: ComponentType<LanguageMenuProps>; open: boolean }>();
  const Menu = menu?.Menu ?? LoadedMenu;
  if (Menu) return <Menu buttonProps={props} openOnMount={menu?.open ?? false} />;

  const prefetch = () => void loadMenu().catch(() => undefined);
  const open = () =>
    void loadMenu().then(
      (loaded) => setMenu({ Menu: loaded, open: true }),
      () => undefined,
    );
  return (
    <LanguageButton
      {...props}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={open}
    />
  );
}
