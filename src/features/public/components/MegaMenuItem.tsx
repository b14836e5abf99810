import { Button, Container, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import {
  type FocusEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { MainNavItem, MegaColumn, MegaPromo } from '@/features/public/lib/navItems';
import classes from './public.module.css';

/** How long the pointer may leave the item (crossing the header's padding) before it closes. */
const CLOSE_DELAY_MS = 150;

/**
 * One item of the desktop navigation: a link to its page and, for
 * every item but HOME, a mega menu that opens on hover and on keyboard focus, with two link
 * columns and a promo box. Escape closes it and leaves the focus on the item. Until the app has
 * taken over the served page (and with no script at all) the same panel opens by CSS alone.
 */
export function MegaMenuItem({ item }: { item: MainNavItem }) {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  // After Escape the focus returns to the item's link; that focus must not reopen the menu.
  const suppressFocusOpen = useRef(false);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  // Taking over the served page, whose menus open by CSS alone: a menu the pointer or the
  // focus holds open at that moment stays open, now by script.
  useLayoutEffect(() => {
    const element = itemRef.current;
    if (element?.closest('[data-static]') && element.matches(':hover, :focus-within')) {
      setOpen(true);
    }
  }, []);

  const label = t(item.label);
  if (!item.columns) {
    return (
      <li>
        <Link to={item.to} className={classes.navLink} activeOptions={{ exact: true }}>
          {label}
        </Link>
      </li>
    );
  }

  const show = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  const onFocus = () => {
    if (!suppressFocusOpen.current) show();
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    suppressFocusOpen.current = false;
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    suppressFocusOpen.current = true;
    setOpen(false);
    linkRef.current?.focus();
  };

  return (
    <li
      ref={itemRef}
      className={classes.megaItem}
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <Link
        ref={linkRef}
        to={item.to}
        className={classes.navLink}
        aria-expanded={open}
        aria-controls={panelId}
      >
        {label}
      </Link>
      <div id={panelId} className={classes.megaPanel} hidden={!open}>
        <Container size="xl" py="lg">
          <SimpleGrid cols={3} spacing="xl">
            {item.columns.map((column) => (
              <MegaColumnLinks
                key={column.heading}
                column={column}
                onNavigate={() => setOpen(false)}
              />
            ))}
            {item.promo && <MegaPromoBox promo={item.promo} onNavigate={() => setOpen(false)} />}
          </SimpleGrid>
        </Container>
      </div>
    </li>
  );
}

interface ColumnProps {
  column: MegaColumn;
  onNavigate: () => void;
}

/** A mega menu column: a heading and its links. */
function MegaColumnLinks({ column, onNavigate }: ColumnProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text fz="xs" fw={700} tt="uppercase" c="dimmed" lts={0.5}>
        {t(column.heading)}
      </Text>
      {column.links.map((link) => (
        <Link
          key={`${link.to}#${link.hash ?? ''}`}
          to={link.to}
          hash={link.hash}
          activeOptions={{ includeHash: true }}
          className={classes.megaLink}
          onClick={onNavigate}
        >
          {t(link.label)}
        </Link>
      ))}
    </Stack>
  );
}

interface PromoProps {
  promo: MegaPromo;
  onNavigate: () => void;
}

/** The promo box of a mega menu (also shown in the mobile drawer's submenus). */
export function MegaPromoBox({ promo, onNavigate }: PromoProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" p="md" className={classes.promo}>
      <Title order={3} fz="md">
        {t(promo.title)}
      </Title>
      <Text fz="sm">{t(promo.text)}</Text>
      <Button
        component={Link}
        to={promo.to}
        hash={promo.hash}
        size="xs"
        w="fit-content"
        onClick={onNavigate}
      >
        {t(promo.cta)}
        {/* The visible text stays short; a screen reader (and a search engine) hears where it goes. */}
        <VisuallyHidden>: {t(promo.title)}</VisuallyHidden>
      </Button>
    </Stack>
  );
}
