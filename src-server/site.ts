/**
 * What the server adds to the built client for search engines and first paint: robots.txt,
 * sitemap.xml, and each public page's <title> and meta description in the HTML it sends.
 * The public pages come from `public-pages.json`, written at build from the content the
 * screens show (scripts/public-pages.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Brand } from './shared/brand';

const PublicPagesSchema = z.array(
  z.object({ path: z.string().startsWith('/'), title: z.string(), description: z.string() }),
);

/** One indexable public page; texts may hold {{name}}-style brand placeholders. */
export type PublicPage = z.infer<typeof PublicPagesSchema>[number];

/** The public pages the build listed, or none when the file is missing (an older build). */
export function loadPublicPages(clientDir: string): PublicPage[] {
  const file = join(clientDir, 'public-pages.json');
  if (!existsSync(file)) return [];
  return PublicPagesSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

const PrerenderedSchema = z.object({ head: z.string(), pages: z.record(z.string(), z.string()) });

/**
 * The public pages rendered at build time (scripts/prerender.mjs): `head`, a <style> for
 * every page's <head>, and `pages`, the markup of `#root` by path. Empty when the file is
 * missing (an older build): the pages then paint when the script has run.
 */
export type Prerendered = z.infer<typeof PrerenderedSchema>;

/** The build's prerendered pages, or none when `prerendered.json` is missing. */
export function loadPrerendered(clientDir: string): Prerendered {
  const file = join(clientDir, 'prerendered.json');
  if (!existsSync(file)) return { head: '', pages: {} };
  return PrerenderedSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * The endings of the files a page loads (scripts, styles, source maps, fonts, images, the
 * manifest, data). No client route ends in one, so a path that does asks for a file.
 */
const STATIC_FILE =
  /\.(?:m?js|css|map|json|txt|xml|wasm|woff2?|ttf|otf|eot|png|jpe?g|gif|webp|avif|svg|ico|webmanifest|br|gz)$/i;

/**
 * True when `path` asks for a file rather than a page: under /assets/ (the build's hashed
 * files) or its last segment ends in a static file's extension. Such a request that no file
 * answers is a 404; only page paths get the application's HTML.
 */
export function isStaticFilePath(path: string): boolean {
  return path.startsWith('/assets/') || STATIC_FILE.test(path.slice(path.lastIndexOf('/') + 1));
}

/** The signed-in areas and the API stay out of search engines; the public site is open. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /trpc/',
    'Disallow: /admin',
    'Disallow: /dashboard',
    'Disallow: /login',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A sitemap (sitemaps.org 0.9) of every public page, with absolute URLs on `origin`. */
export function sitemapXml(origin: string, pages: readonly PublicPage[]): string {
  const urls = pages.map((p) => `  <url><loc>${escapeXml(origin + p.path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Fills {{name}}, {{shortName}}, {{phone}} and {{routingNumber}} from the brand. */
function fillBrand(text: string, brand: Brand): string {
  const values: Record<string, string> = {
    name: brand.name,
    shortName: brand.shortName,
    phone: brand.phone,
    routingNumber: brand.routingNumber,
  };
  return text.replace(/\{\{(\w+)\}\}/g, (all, key: string) => values[key] ?? all);
}

/**
 * The built index.html with `page`'s title and meta description (the brand filled in), or
 * with the home page's description and the brand's name for any other path.
 */
export function pageHtml(
  indexHtml: string,
  brand: Brand,
  page: PublicPage | undefined,
  home: PublicPage | undefined,
  prerendered?: { head: string; markup: string },
): string {
  const title = escapeXml(fillBrand(page?.title ?? '{{name}}', brand));
  const source = page ?? home;
  const description = source ? escapeXml(fillBrand(source.description, brand)) : '';
  const meta = description ? `\n    <meta name="description" content="${description}" />` : '';
  const html = indexHtml.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>${meta}`);
  if (!prerendered) return html;
  // Functions as replacements: the markup's '$' characters stay as they are.
  // Mantine's colours for the light scheme hang on this attribute, which the browser entry
  // sets (to the visitor's scheme) only when it runs.
  return deferApp(
    html
      .replace('<html ', '<html data-mantine-color-scheme="light" ')
      // Before the entry script, so the page's stylesheets are fetched first and it paints early.
      .replace(/<script type="module"|<\/head>/, (tag) => `${prerendered.head}\n    ${tag}`)
      .replace('<div id="root"></div>', () => `<div id="root">${prerendered.markup}</div>`),
  );
}

const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">/g;

/**
 * A prerendered page's `html` with no script on its critical path: the entry module and its
 * preloads give way to one small deferred classic script (`/load-app.js`, from public/) that
 * fetches them when the visitor starts to use the page, or at once when the visit renders
 * differently from the build. The entry's and the preloads' paths ride on its data attributes.
 * Unchanged when `html` has no entry script (a build without one).
 */
export function deferApp(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads: string[] = [];
  const rest = html.replace(MODULE_PRELOAD, (_all, href: string) => {
    preloads.push(href);
    return '';
  });
  const loader = `<script defer src="/load-app.js" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`;
  return rest.replace(ENTRY_SCRIPT, () => loader);
}

/**
 * `html` with `<meta name="session" content="none">` in its head when `signedOut` (the
 * request carried no session cookie, so nobody is signed in on this page): the client then
 * knows there is no session without asking `auth.me`, whose 401 answer a browser logs as an
 * error. Unchanged otherwise (a cookie may hold a session: the client asks).
 */
export function withSessionHint(html: string, signedOut: boolean): string {
  return signedOut
    ? html.replace('<head>', '<head>\n    <meta name="session" content="none" />')
    : html;
}

/** The nonce attribute's value in prerendered markup, replaced by each response's nonce. */
const NONCE_PLACEHOLDER = /nonce="prerender-csp-nonce"/g;

/**
 * `html` with `<meta name="csp-nonce" content="…">` at the top of its head: the response's
 * Content-Security-Policy nonce, which the client gives Mantine for the <style> tags it
 * injects; the <style> tags of a prerendered page get it too. The nonce is base64 (no
 * character to escape in an attribute).
 */
export function withCspNonce(html: string, nonce: string): string {
  return html
    .replace('<head>', `<head>\n    <meta name="csp-nonce" content="${nonce}" />`)
    .replace(NONCE_PLACEHOLDER, `nonce="${nonce}"`);
}
