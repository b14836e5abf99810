import '@/styles/mantine-all';
import { Box, Button, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_NAV, type MainNavItem } from '@/features/public/lib/navItems';
import { useBrand } from '@/lib/brand';
import { MegaPromoBox } from './MegaMenuItem';
import classes from './public.module.css';

interface MobileNavDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The burger menu on small screens: the routing number banner and
 * the main navigation with drill-down submenus (an item's overview, its two link columns
 * and its promo), with a Back button to the first level.
 */
export function MobileNavDrawer({ opened, onClose }: MobileNavDrawerProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const [submenu, setSubmenu] = useState<MainNavItem | null>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef(new Map<string, HTMLElement>());
  // Where the focus goes after a level changes: the Back button, or the item just left.
  const focusTarget = useRef<string | null>(null);

  useEffect(() => {
    if (!opened) setSubmenu(null);
  }, [opened]);

  // After every render: a level change asked for the focus to move (no dependency list,
  // since the request lives in a ref).
  useEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    focusTarget.current = null;
    if (target === 'back') backRef.current?.focus();
    else itemRefs.current.get(target)?.focus();
  });

  const drillInto = (item: MainNavItem) => {
    focusTarget.current = 'back';
    setSubmenu(item);
  };
  const back = () => {
    focusTarget.current = submenu?.to ?? null;
    setSubmenu(null);
  };

  return (
    <Drawer opened={opened} onClose={onClose} title={brand.name} size="sm" hiddenFrom="lg">
      <Stack gap="md">
        <Box p="sm" className={classes.promo}>
          <Text size="xs" c="dimmed">
            {t('Routing Number')}
          </Text>
          <Text fw={700} className={classes.strong}>
            {brand.routingNumber}
          </Text>
        </Box>
        <Box component="nav" aria-label={t('Main navigation')}>
          {submenu ? (
            <Submenu item={submenu} backRef={backRef} onBack={back} onNavigate={onClose} />
          ) : (
            MAIN_NAV.map((item) =>
              item.columns ? (
                <NavLink
                  key={item.to}
                  ref={(node: HTMLElement | null) => {
                    if (node) itemRefs.current.set(item.to, node);
                  }}
                  component="button"
                  type="button"
                  label={t(item.label)}
                  aria-haspopup="true"
                  rightSection={<IconChevronRight size={16} aria-hidden="true" />}
                  onClick={() => drillInto(item)}
                  fw={600}
                />
              ) : (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={t(item.label)}
                  onClick={onClose}
                  fw={600}
                />
              ),
            )
          )}
        </Box>
      </Stack>
    </Drawer>
  );
}

interface SubmenuProps {
  item: MainNavItem;
  backRef: RefObject<HTMLButtonElement | null>;
  onBack: () => void;
  onNavigate: () => void;
}

/** The second level of the drawer: one item's overview link, columns and promo. */
function Submenu({ item, backRef, onBack, onNavigate }: SubmenuProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Button
        ref={backRef}
        variant="subtle"
        leftSection={<IconChevronLeft size={16} aria-hidden="true" />}
        onClick={onBack}
        w="fit-content"
        px="xs"
      >
        {t('Back')}
      </Button>
      <Text fw={800} fz="lg" className={classes.strong}>
        {t(item.label)}
      </Text>
      <NavLink
        component={Link}
        to={item.to}
        label={t(item.overview ?? item.label)}
        onClick={onNavigate}
        fw={600}
      />
      {item.columns?.map((column) => (
        <Box key={column.heading} component="section" aria-label={t(column.heading)}>
          <Text fz="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mt="xs" mb={4}>
            {t(column.heading)}
          </Text>
          {column.links.map((link) => (
            <NavLink
              key={`${link.to}#${link.hash ?? ''}`}
              component={Link}
              to={link.to}
              hash={link.hash}
              activeOptions={{ includeHash: true }}
              label={t(link.label)}
              onClick={onNavigate}
            />
          ))}
        </Box>
      ))}
      {item.promo && <MegaPromoBox promo={item.promo} onNavigate={onNavigate} />}
    </Stack>
  );
}
