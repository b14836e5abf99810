import { useMediaQuery } from '@mantine/hooks';

/** Slide size and gap of the accounts carousel for the current window width. */
export interface CarouselLayout {
  /** Width of one slide as a percentage of the viewport: 100 / slides per view. */
  slideSize: string;
  slideGap: number;
}

const percent = (slidesPerView: number) => `${(100 / slidesPerView).toFixed(3)}%`;

/**
 * The carousel's responsive layout: 1.1 slides per
 * view, 1.2 from 640px, 2 from 768, 2.2 from 1024, 2.1 from 1280; gap 16, 20 from 1024,
 * 24 from 1280. Mantine's breakpoints differ from these widths, so they are queried here.
 */
export function useCarouselLayout(): CarouselLayout {
  const options = { getInitialValueInEffect: false };
  const from640 = useMediaQuery('(min-width: 640px)', false, options);
  const from768 = useMediaQuery('(min-width: 768px)', false, options);
  const from1024 = useMediaQuery('(min-width: 1024px)', false, options);
  const from1280 = useMediaQuery('(min-width: 1280px)', false, options);
  if (from1280) return { slideSize: percent(2.1), slideGap: 24 };
  if (from1024) return { slideSize: percent(2.2), slideGap: 20 };
  if (from768) return { slideSize: percent(2), slideGap: 16 };
  if (from640) return { slideSize: percent(1.2), slideGap: 16 };
  return { slideSize: percent(1.1), slideGap: 16 };
}
