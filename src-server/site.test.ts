import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { openDatabase } from './bank/open';
import { loadEnv } from './env';
import { LedgerWriter } from './ledger/writer';
import { DEFAULT_BRAND } from './shared/brand';

let app: ReturnType<typeof createApp>;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(() => {
  // A built client in miniature: index.html, the page list and one precompressed asset.
  const dir = mkdtempSync(join(tmpdir(), 'bank-site-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<html><head><title>x</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dir, 'public-pages.json'),
    JSON.stringify([
      { path: '/', title: '{{name}}', description: '{{name}} is a demonstration bank.' },
      { path: '/about', title: 'About Us | {{name}}', description: 'About "{{shortName}}" & co.' },
    ]),
  );
  writeFileSync(
    join(dir, 'prerendered.json'),
    JSON.stringify({
      head: '<style nonce="prerender-csp-nonce" data-prerendered="">[data-ps="0"]{color:red}</style>',
      pages: { '/about': '<div data-prerendered=""><h1 data-ps="0">About $1 us</h1></div>' },
    }),
  );
  writeFileSync(join(dir, 'assets', 'app.js'), script);
  writeFileSync(join(dir, 'assets', 'app.js.gz'), gzipSync(script));
  const db = openDatabase(':memory:');
  app = createApp({
    db,
    env: loadEnv({}),
    brand: DEFAULT_BRAND,
    ledger: new LedgerWriter(db),
    clientDir: dir,
  });
});

describe('the public site for search engines and first paint', () => {
  it('serves robots.txt that keeps the signed-in areas out and names the sitemap', async () => {
    const res = await app.request('http://localhost/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Sitemap: http://localhost/sitemap.xml');
  });

  it('serves a sitemap of the public pages with absolute URLs', async () => {
    const res = await app.request('http://localhost/sitemap.xml');
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toContain('<loc>http://localhost/</loc>');
    expect(xml).toContain('<loc>http://localhost/about</loc>');
    expect(xml).not.toContain('dashboard');
  });

  it("puts each public page's title and escaped meta description in the HTML", async () => {
    const about = await (await app.request('http://localhost/about')).text();
    expect(about).toContain(`<title>About Us | ${DEFAULT_BRAND.name}</title>`);
    expect(about).toContain(
      `<meta name="description" content="About &quot;${DEFAULT_BRAND.shortName}&quot; &amp; co." />`,
    );
    const home = await (await app.request('http://localhost/')).text();
    expect(home).toContain(`content="${DEFAULT_BRAND.name} is a demonstration bank."`);
    const dashboard = await (await app.request('http://localhost/dashboard')).text();
    expect(dashboard).toContain(`<title>${DEFAULT_BRAND.name}</title>`);
  });

  it("puts a prerendered page's markup in #root and its styles in the head, with the response's nonce", async () => {
    const res = await app.request('/about');
    const html = await res.text();
    expect(html).toContain(
      '<div id="root"><div data-prerendered=""><h1 data-ps="0">About $1 us</h1></div></div>',
    );
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<style nonce="${nonce}" data-prerendered="">`);
    expect(html).not.toContain('prerender-csp-nonce');
    // No script on the critical path: the entry waits behind the small deferred loader, which
    // comes after the page's styles.
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      '<script defer src="/load-app.js" data-entry="/assets/app.js" data-preload=""></script>',
    );
    expect(html.indexOf('data-prerendered=""')).toBeLessThan(html.indexOf('/load-app.js'));
    // A path with no prerendered page gets the empty root and the entry at once.
    const dashboard = await (await app.request('/dashboard')).text();
    expect(dashboard).toContain('<div id="root"></div>');
    expect(dashboard).toContain('<script type="module" src="/assets/app.js"></script>');
    expect(dashboard).not.toContain('load-app.js');
  });

  it('says in the page when its request carried no session cookie, so nobody is signed in', async () => {
    const hint = '<meta name="session" content="none" />';
    for (const path of ['/', '/about', '/loans']) {
      expect(await (await app.request(path)).text()).toContain(hint);
      // A session cookie may hold a session, under either name: the page asks instead.
      for (const cookie of ['session=abc', '__Host-session=abc']) {
        const html = await (await app.request(path, { headers: { Cookie: cookie } })).text();
        expect(html).not.toContain(hint);
        expect(html).toContain('<meta name="csp-nonce"');
      }
    }
    // Another cookie says nothing about a session.
    const other = await app.request('/loans', { headers: { Cookie: 'theme=dark' } });
    expect(await other.text()).toContain(hint);
  });

  it('sends precompressed assets by Accept-Encoding, with Vary', async () => {
    const gz = await app.request('http://localhost/assets/app.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toContain('Accept-Encoding');
    const plain = await app.request('http://localhost/assets/app.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('compresses JSON answers of 1 KB and more for clients that accept it', async () => {
    const res = await app.request('http://localhost/api/openapi.json', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const small = await app.request('http://localhost/api/health', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});

describe('a file that is not there', () => {
  it('is a short 404, never the page, while page paths still get the page', async () => {
    for (const path of [
      '/assets/does-not-exist.js',
      '/assets/index-abc123.css',
      '/assets/nothing',
      '/missing.js.map',
      '/fonts/inter.woff2',
      '/favicon.ico',
      '/site.webmanifest',
    ]) {
      const res = await app.request(`http://localhost${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type') ?? '', path).not.toContain('text/html');
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(await res.text(), path).not.toContain('<html');
    }
    for (const path of ['/some/page', '/consents/abc.def', '/about']) {
      const res = await app.request(`http://localhost${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(await res.text(), path).toContain('<div id="root">');
    }
  });

  it('makes the server read a rebuilt client again, so pages name the new scripts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bank-rebuilt-'));
    mkdirSync(join(dir, 'assets'));
    const page = (entry: string) =>
      `<html><head><title>x</title><script type="module" src="/assets/${entry}"></script></head><body><div id="root"></div></body></html>`;
    writeFileSync(join(dir, 'index.html'), page('index-old.js'));
    const db = openDatabase(':memory:');
    const served = createApp({
      db,
      env: loadEnv({}),
      brand: DEFAULT_BRAND,
      ledger: new LedgerWriter(db),
      clientDir: dir,
    });
    expect(await (await served.request('/dashboard')).text()).toContain('/assets/index-old.js');
    // The rebuild: new hashed names, a new index.html, the old script gone.
    writeFileSync(join(dir, 'index.html'), page('index-new-longer.js'));
    writeFileSync(join(dir, 'assets', 'index-new-longer.js'), 'console.log(1);');
    // Pages come from memory until a missing file says the build changed.
    expect(await (await served.request('/dashboard')).text()).toContain('/assets/index-old.js');
    expect((await served.request('/assets/index-old.js')).status).toBe(404);
    const html = await (await served.request('/dashboard')).text();
    expect(html).toContain('/assets/index-new-longer.js');
    expect(html).not.toContain('index-old.js');
  });
});
