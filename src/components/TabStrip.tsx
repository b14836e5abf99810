import { Scroller, Tabs, type TabsListProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A screen's row of tabs that stays one row on any width and in any language. Where the tabs
 * do not fit (a phone, a longer language) the row scrolls sideways, with Mantine's Scroller
 * arrows at the edge that hides more, instead of wrapping into rows that read as a grid and
 * push the content down. The list's underline still spans the whole width.
 * Props are Tabs.List's; `mb` goes on the row.
 */
export function TabStrip({ children, mb, ...list }: TabsListProps) {
  const { t } = useTranslation();
  return (
    <Scroller
      mb={mb}
      draggable={false}
      styles={{ content: { minWidth: '100%' } }}
      startControlProps={{ 'aria-label': t('Scroll left') }}
      endControlProps={{ 'aria-label': t('Scroll right') }}
    >
      <Tabs.List {...list} style={{ flexWrap: 'nowrap', flexGrow: 1 }}>
        {children}
      </Tabs.List>
    </Scroller>
  );
}
