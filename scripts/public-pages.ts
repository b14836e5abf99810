// Runs after the client build: writes dist/client/public-pages.json, the public pages a
// search engine may index (path, title, description), from the same content the screens
// show. The server reads it for /sitemap.xml and for each page's <title> and meta
// description in the HTML it sends, so they are there before any script runs.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_PAGES } from '@/features/public/lib/content';

const HOME = {
  path: '/',
  title: '{{name}}',
  description:
    '{{name}} is a demonstration online bank: checking, savings, cards, loans and transfers to try out, with no real money.',
};

const pages = [
  HOME,
  ...Object.entries(CONTENT_PAGES).map(([path, page]) => ({
    path,
    title: `${page.title} | {{name}}`,
    description: page.intro,
  })),
];

const out = join(import.meta.dirname, '..', 'dist', 'client', 'public-pages.json');
writeFileSync(out, `${JSON.stringify(pages, null, 2)}\n`);
console.log(`public-pages.json: ${pages.length} pages`);
