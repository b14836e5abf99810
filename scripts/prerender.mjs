// Runs after the client build (npm run build:client): renders the public pages (the home page
// and the content pages listed in dist/client/public-pages.json) to HTML with the app's own
// components, so a phone paints the content before the JavaScript has arrived. Writes
// dist/client/prerendered.json: for each path, the markup of #root and a <style> for <head>.
// The server puts them into index.html (src-server/site.ts), with the application's entry
// behind a small loader; when that entry runs it hydrates the markup.
//
// The Content Security Policy allows no inline style attributes, so each style="…" React
// wrote becomes data-ps="N" with a rule in the <style>, which carries the nonce placeholder
// the server swaps for each response's nonce (as do Mantine's own <style> tags).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const ROOT = join(import.meta.dirname, '..');
const CLIENT = join(ROOT, 'dist', 'client');
const OUT = join(ROOT, 'dist', 'prerender');
const NONCE = 'prerender-csp-nonce';

await build({
  root: ROOT,
  configFile: join(ROOT, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'src/prerender/render.tsx', outDir: OUT, emptyOutDir: true, copyPublicDir: false },
});
const { renderPage } = await import(pathToFileURL(join(OUT, 'render.js')).href);

const decodeHtml = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** `a:1;b:url(x;y)` → ['a:1', 'b:url(x;y)']: splits on semicolons outside brackets. */
function declarations(style) {
  const out = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < style.length; i++) {
    const ch = style[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ';' && depth === 0) {
      out.push(style.slice(start, i));
      start = i + 1;
    }
  }
  out.push(style.slice(start));
  return out.map((d) => d.trim()).filter(Boolean);
}

const rules = new Map(); // style text → index, shared by every page
function toRule(style) {
  let index = rules.get(style);
  if (index === undefined) {
    index = rules.size;
    rules.set(style, index);
  }
  return index;
}

/** #root's markup made CSP-clean: no scripts, no hoisted head tags, no style attributes. */
function clean(markup) {
  return (
    markup
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<(?:meta|link)\b[^>]*\/?>/g, '')
      .replace(/<title\b[^>]*>[\s\S]*?<\/title>/g, '')
      // React writes style="…" with double quotes and escapes quotes inside.
      .replace(/ style="([^"]*)"/g, (_all, style) => ` data-ps="${toRule(decodeHtml(style))}"`)
  );
}

/**
 * The stylesheets the public routes' code brings (the build's manifest, which is then removed
 * so it is not served): linked from the page so it looks right before that code has loaded.
 */
function publicStylesheets() {
  const file = join(CLIENT, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  rmSync(join(CLIENT, '.vite'), { recursive: true, force: true });
  const css = new Set();
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const name of chunk.css ?? []) css.add(name);
    for (const next of chunk.imports ?? []) visit(next);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const index = new Set(entry ? (manifest[entry].css ?? []) : []);
  for (const key of Object.keys(manifest)) {
    if (/^src\/routes\/(index|\$page)\.tsx\?/.test(key)) visit(key);
  }
  return [...css].filter((name) => !index.has(name));
}
const links = publicStylesheets()
  .map((name) => `<link rel="stylesheet" crossorigin href="/${name}">`)
  .join('');

const pages = JSON.parse(readFileSync(join(CLIENT, 'public-pages.json'), 'utf8'));
const rendered = {};
for (const { path } of pages) {
  const html = await renderPage(path);
  if (html === null) continue; // a path visitors are sent away from
  // Until the page's loader runs, nothing hears a button: each says it does not act yet
  // (aria-disabled, which no style reads, so nothing repaints), marked data-await-loader so
  // the loader, which holds a press from then on, takes off exactly what was added here.
  const markup = clean(html).replace(
    /<button(?=[\s>])(?![^>]*\saria-disabled=)/g,
    '<button data-await-loader="" aria-disabled="true"',
  );
  // data-static: the page works as plain HTML and CSS (links, the CSS mega menus) until the
  // app has taken over, which removes it; a button pressed before then is pressed again after
  // (public/load-app.js).
  rendered[path] = `<div data-prerendered="" data-static="">${markup}</div>`;
}
// Inline styles outrank every stylesheet; !important gives the rules the same weight.
const css = [...rules]
  .map(([style, index]) => {
    const body = declarations(style)
      .map((d) => `${d} !important`)
      .join(';');
    return `[data-ps="${index}"]{${body}}`;
  })
  .join('\n');
// The browser may paint a page before it has parsed all of it. The header's navigation is a
// right-aligned row whose items each carry a hidden mega menu, so a paint in the middle of it
// shows a short row that then grows leftwards: a layout shift. Rendering waits until <main>,
// after the header, is parsed (HTML's `rel=expect` with `blocking=render`; a browser without
// it renders as before, and a page without #main renders once it is parsed whole).
const expectMain = '<link rel="expect" href="#main" blocking="render">';
const head = `${expectMain}${links}${css ? `<style nonce="${NONCE}" data-prerendered="">${css}</style>` : ''}`;
writeFileSync(
  join(CLIENT, 'prerendered.json'),
  `${JSON.stringify({ head, pages: rendered }, null, 1)}\n`,
);
rmSync(OUT, { recursive: true, force: true });
console.log(`prerendered.json: ${Object.keys(rendered).length} pages, ${rules.size} style rules`);
