/** Every public content page by path: products, help and footer pages. */
import { HELP_PAGES } from './helpPages';
import { INFO_PAGES } from './infoPages';
import { PRODUCT_PAGES } from './productPages';
import type { ContentPageData } from './types';

export type { ContentPageData, ContentSection } from './types';

/** Every public content page by path: product, help and footer pages together. */
export const CONTENT_PAGES: Record<string, ContentPageData> = {
  ...PRODUCT_PAGES,
  ...HELP_PAGES,
  ...INFO_PAGES,
};
