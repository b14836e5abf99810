import { ActionIcon, Blockquote, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TESTIMONIALS } from '@/features/public/lib/homeContent';
import classes from './public.module.css';

/** The next index in either direction, wrapping at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}

/**
 * The two-item testimonial carousel: Previous and Next wrap in both
 * directions; the quote shown is announced politely to screen readers.
 */
export function Testimonials() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const count = TESTIMONIALS.length;
  const current = TESTIMONIALS[index];
  if (!current) return null;
  const move = (step: number) => setIndex((value) => wrapIndex(value, step, count));
  return (
    <Container
      size="md"
      py={{ base: 'xl', sm: 48 }}
      component="section"
      aria-roledescription={t('carousel')}
      aria-labelledby="testimonials-heading"
    >
      <Title order={2} id="testimonials-heading" ta="center" mb="md">
        {t('What our members say')}
      </Title>
      <Stack gap="md" align="center">
        <div
          role="group"
          aria-roledescription={t('slide')}
          aria-label={t('{{current}} of {{count}}', { current: index + 1, count })}
          aria-live="polite"
          style={{ width: '100%' }}
        >
          <Blockquote
            color="accent"
            cite={`${current.name}, ${t(current.detail)}`}
            mx="auto"
            maw={640}
            // Mantine fades the cite to 60% opacity, below AA contrast on the tinted background.
            styles={{ cite: { opacity: 1, color: 'var(--mantine-color-dimmed)' } }}
          >
            {t(current.quote)}
          </Blockquote>
        </div>
        {/* Previous and Next need the app; where no script runs the first quote stands alone. */}
        <Group gap="md" className={classes.scriptOnly}>
          <ActionIcon
            variant="default"
            size="lg"
            radius="xl"
            onClick={() => move(-1)}
            aria-label={t('Previous testimonial')}
          >
            <IconChevronLeft size={18} aria-hidden="true" />
          </ActionIcon>
          <Text fz="sm" c="dimmed" aria-hidden="true">
            {index + 1} / {count}
          </Text>
          <ActionIcon
            variant="default"
            size="lg"
            radius="xl"
            onClick={() => move(1)}
            aria-label={t('Next testimonial')}
          >
            <IconChevronRight size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </Stack>
    </Container>
  );
}
