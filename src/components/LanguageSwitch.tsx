import type { ButtonProps } from '@mantine/core';
import { type ComponentType, useState } from 'react';
import { LanguageButton } from './LanguageButton';
import type { LanguageMenuProps } from './LanguageMenu';

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
