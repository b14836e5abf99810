import { Box, Group, Text } from '@mantine/core';
import { useBrand } from '@/lib/brand';
import classes from './components.module.css';

/** The built-in mark: the favicon's "A" on the brand colour, drawn inline (no external image). */
function BrandMark({ size, color }: { size: number; color: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="6" fill={color} />
      <path d="M9 24 16 7l7 17h-3.4l-1.5-3.8h-4.2L12.4 24zm5-6.6h4l-2-5.2z" fill="#fff" />
    </svg>
  );
}

/** The bank's logo and name from the brand config; `inverted` for dark backgrounds. */
export function BrandLogo({ inverted = false, size = 32 }: { inverted?: boolean; size?: number }) {
  const brand = useBrand();
  return (
    <Group gap={10} wrap="nowrap">
      {brand.logoUrl ? (
        <Box component="img" src={brand.logoUrl} alt="" h={size} w="auto" />
      ) : (
        <BrandMark size={size} color={inverted ? brand.colors.accent : brand.colors.primary} />
      )}
      <Text
        fw={800}
        fz={{ base: 'md', sm: 'lg' }}
        lh={1.1}
        c={inverted ? 'white' : undefined}
        className={inverted ? undefined : classes.brandName}
      >
        {brand.name}
      </Text>
    </Group>
  );
}
