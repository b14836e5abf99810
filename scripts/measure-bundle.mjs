// First-load JavaScript of a page, gzipped.
// Run after `npm run build`: node scripts/measure-bundle.mjs
//
// What a page loads on a fresh visit: index.html's entry module and everything it imports
// statically, then the page's route chunks (the file routes' `component` chunks that
// TanStack Router splits off) and their static imports. Lazy chunks a page fetches only
// on demand (Italian texts, dialogs of other screens) are not counted.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const CLIENT = join(import.meta.dirname, '..', 'dist', 'client');
const ASSETS = join(CLIENT, 'assets');

/** Each measured page and the route files whose component chunks it loads. */
const PAGES = {
  '/': ['routes'], // src/routes/index.tsx is emitted as routes-<hash>.js
  '/dashboard': ['_auth', 'dashboard'],
};

const files = readdirSync(ASSETS).filter((name) => name.endsWith('.js'));
const source = (name) => readFileSync(join(ASSETS, name), 'utf8');

/** Static imports of a built chunk: `import … from "./x.js"`, `export … from`, `import "./x.js"`. */
function staticImports(name) {
  const code = source(name);
  const found = new Set();
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'`]\.\/([^"'`]+\.js)["'`]/g)) {
    found.add(match[1]);
  }
  return [...found];
}

/** A chunk and everything it imports statically, transitively. */
function closure(start, seen = new Set()) {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const next of staticImports(start)) closure(next, seen);
  return seen;
}

function entryChunk() {
  const html = readFileSync(join(CLIENT, 'index.html'), 'utf8');
  const match = html.match(/<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/);
  if (!match) throw new Error('index.html has no module entry; run `npm run build` first');
  return match[1];
}

/** The route file's component chunk(s): `<route>-<hash>.js` exporting `component`. */
function routeChunks(route) {
  const chunks = files.filter(
    (name) =>
      name.startsWith(`${route}-`) &&
      /^[\w-]{8}\.js$/.test(name.slice(route.length + 1)) &&
      /export\s*\{[^}]*\bas component\b/.test(source(name)),
  );
  if (chunks.length === 0) throw new Error(`no component chunk for route file "${route}"`);
  return chunks;
}

const gzipped = (name) => gzipSync(readFileSync(join(ASSETS, name)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const entry = entryChunk();
const shared = closure(entry);
console.log(`entry ${entry}: ${shared.size} files, ${kb(sum(shared))} gzipped`);

for (const [page, routes] of Object.entries(PAGES)) {
  const loaded = new Set(shared);
  for (const chunk of routes.flatMap(routeChunks)) closure(chunk, loaded);
  const raw = [...loaded].reduce(
    (total, name) => total + readFileSync(join(ASSETS, name)).length,
    0,
  );
  console.log(`${page}: ${loaded.size} JS files, ${kb(sum(loaded))} gzipped (${kb(raw)} raw)`);
  if (process.argv.includes('--list')) console.log(`  ${[...loaded].sort().join('\n  ')}`);
}

function sum(names) {
  let total = 0;
  for (const name of names) total += gzipped(name);
  return total;
}
