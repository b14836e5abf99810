/**
 * Content-Security-Policy over HTTP: no 'unsafe-inline', a fresh nonce per HTML answer that
 * the page carries in <meta name="csp-nonce"> (none on an answer that is never a page), a
 * Permissions-Policy that turns off the features the bank never uses, and POST
 * /api/csp-reports taking both report formats with 204 and a rate limit.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openDatabase } from '../bank/open';
import { loadEnv } from '../env';
import { LedgerWriter } from '../ledger/writer';
import { DEFAULT_BRAND } from '../shared/brand';
import { ORIGIN } from '../test/bank';
import { REPORTS_PER_MINUTE } from './csp-reports';

let dir: string;
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'csp-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <title>x</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
  const db = openDatabase(':memory:');
  const env = loadEnv({ DATABASE_PATH: ':memory:', SEED: 'none' });
  app = createApp({ db, env, brand: DEFAULT_BRAND, ledger: new LedgerWriter(db), clientDir: dir });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const nonceOf = (csp: string) => /style-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];

describe('the policy', () => {
  it('has no unsafe-inline and a per-response nonce that matches the page', async () => {
    const seen = new Set<string>();
    for (const path of ['/', '/dashboard', '/admin']) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      const csp = res.headers.get('Content-Security-Policy') ?? '';
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain('report-uri /api/csp-reports');
      const nonce = nonceOf(csp);
      expect(nonce).toBeTruthy();
      const html = await res.text();
      expect(html).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
      seen.add(nonce!);
    }
    expect(seen.size).toBe(3);
  });

  it('draws no nonce for an answer that is never a page (the API, the liveness probe)', async () => {
    for (const path of ['/livez', '/api/health']) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      const csp = res.headers.get('Content-Security-Policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(nonceOf(csp)).toBeUndefined();
    }
  });

  it('turns off camera, microphone, geolocation and payment', async () => {
    const res = await app.request('/');
    const policy = res.headers.get('Permissions-Policy') ?? '';
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
      expect(policy).toContain(feature);
    }
    expect(res.headers.get('Reporting-Endpoints')).toBe('csp="/api/csp-reports"');
  });
});

describe('POST /api/csp-reports', () => {
  const report = (type: string, body: unknown) =>
    app.request('/api/csp-reports', {
      method: 'POST',
      headers: { 'Content-Type': type, Origin: ORIGIN },
      body: JSON.stringify(body),
    });

  it('takes both report formats with 204, then refuses a flood with 429', async () => {
    const old = await report('application/csp-report', {
      'csp-report': {
        'document-uri': 'http://localhost/dashboard?x=1',
        'violated-directive': 'style-src-elem',
        'blocked-uri': 'inline',
      },
    });
    expect(old.status).toBe(204);
    const modern = await report('application/reports+json', [
      {
        type: 'csp-violation',
        body: { documentURL: 'http://localhost/', effectiveDirective: 'style-src-elem' },
      },
    ]);
    expect(modern.status).toBe(204);
    expect(await modern.text()).toBe('');
    let last = modern;
    for (let i = 3; i <= REPORTS_PER_MINUTE; i++) last = await report('application/csp-report', {});
    expect(last.status).toBe(204);
    const flood = await report('application/csp-report', {});
    expect(flood.status).toBe(429);
    expect(Number(flood.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
