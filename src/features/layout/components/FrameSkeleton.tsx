import { Box, Container, Grid, Group, Skeleton, Stack } from '@mantine/core';
import { ScreenSkeleton } from '@/components/ScreenSkeleton';
import classes from './layout.module.css';

/**
 * The customer area's frame while its guard and its accounts load: the header bar, the
 * accounts carousel and the side panels as grey blocks in their places, and the screen's
 * skeleton with the 'Loading...' text. No spinner over the whole page.
 */
export function FrameSkeleton() {
  return (
    <Box mih="100vh" className={classes.page}>
      <Box className={classes.header}>
        <Container size="xl" py="xs">
          <Group justify="space-between" h={40}>
            <Skeleton h={28} w={160} radius="sm" />
            <Skeleton h={32} w={32} circle />
          </Group>
        </Container>
      </Box>
      <Container size="xl" pt="md">
        <Group gap="md" wrap="nowrap" style={{ overflow: 'hidden' }}>
          <Skeleton h={150} miw={260} radius="md" />
          <Skeleton h={150} miw={260} radius="md" />
          <Skeleton h={150} miw={260} radius="md" />
        </Group>
        <Grid gap="lg" mt="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <ScreenSkeleton />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} visibleFrom="md">
            <Stack gap="lg">
              <Skeleton h={180} radius="md" />
              <Skeleton h={120} radius="md" />
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
