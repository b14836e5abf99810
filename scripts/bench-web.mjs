// `npm run bench:web`: Lighthouse on the built bank (run `npm run build` first), with the
// system Chromium. Starts dist/server on a temp database with demo data, signs the demo
// customer in for /dashboard, and audits the public home page, a content page and the
// dashboard with Lighthouse's mobile (default) and desktop presets. Prints the scores and
// LCP and writes them into docs/PERFORMANCE.md between the bench:web markers. It also times
// the customer's sign-in in a real browser (Playwright, the same Chromium): from the click on
// LOGIN to the accounts on the dashboard. Besides the scores it records Total Blocking Time,
// Cumulative Layout Shift and the JavaScript a page loaded during the audit (Lighthouse does
// not interact, so for a public page that is its JavaScript before interaction). Not a test:
// no threshold fails it.
// WEB_BENCH_ONLY=signin times the sign-in alone (no Lighthouse, docs/PERFORMANCE.md untouched);
// WEB_BENCH_RUNS=<n> changes how many sign-ins it times (7 by default).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const server = join(root, 'dist/server/main.js');
if (!existsSync(server) || !existsSync(join(root, 'dist/client/index.html'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const chromePath =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);
if (!chromePath) {
  console.error("bench:web needs Chromium (Debian's chromium package); none was found.");
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'bank-bench-web-'));
const port = await new Promise((resolve) => {
  const s = createServer();
  s.listen(0, '127.0.0.1', () => {
    const { port } = s.address();
    s.close(() => resolve(port));
  });
});
const origin = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, [server], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_PATH: join(work, 'bank.db'),
    SEED: 'demo',
    LOG_REQUESTS: 'false',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${origin}/api/health`)).ok) break;
  } catch {}
  if (i > 300) throw new Error('The server did not become healthy in 30 s');
  await new Promise((r) => setTimeout(r, 100));
}

const login = await fetch(`${origin}/api/auth/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: origin },
  body: JSON.stringify({ username: 'demo', password: 'Demo-1234' }),
});
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
if (!login.ok || !cookie) throw new Error(`Demo sign-in failed: ${login.status}`);

const pages = [
  { path: '/', label: '`/` (public home)' },
  { path: '/bank', label: '`/bank` (content page)' },
  { path: '/privacy', label: '`/privacy` (footer page)' },
  { path: '/dashboard', label: '`/dashboard` (signed in)', signedIn: true },
];
const presets = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];

/**
 * Sign-in → accounts visible, in ms, `runs` times in a fresh browser context each: the home
 * page is loaded first (as a visitor arrives), then the clock starts at the click on LOGIN and
 * stops when the dashboard shows the CHECKING account. Answers the sorted durations.
 */
async function timeSignIn(runs) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const times = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ baseURL: origin });
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('button', { name: 'Login' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Account ID').fill('demo');
      await dialog.getByLabel('Password').fill('Demo-1234');
      const started = performance.now();
      await dialog.getByRole('button', { name: 'LOGIN' }).click();
      await page.getByText('CHECKING', { exact: true }).first().waitFor({ state: 'visible' });
      times.push(Math.round(performance.now() - started));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times.sort((a, b) => a - b);
}
const signIn = await timeSignIn(Number(process.env.WEB_BENCH_RUNS ?? 7));
console.log(`sign-in → accounts visible (ms): ${signIn.join(', ')}`);
if (process.env.WEB_BENCH_ONLY === 'signin') {
  console.log(`median ${signIn[Math.floor(signIn.length / 2)]} ms, slowest ${signIn.at(-1)} ms`);
  child.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
  process.exit(0);
}

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows = [];
try {
  for (const page of pages) {
    for (const preset of presets) {
      const result = await lighthouse(
        origin + page.path,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          extraHeaders: page.signedIn ? { Cookie: cookie } : undefined,
        },
        preset.config,
      );
      const { categories, audits } = result.lhr;
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      rows.push({
        page: page.label,
        preset: preset.name,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: ((audits['largest-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(1),
        tbt: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
        js: scriptKb(audits['network-requests']?.details?.items ?? []),
      });
      console.log(JSON.stringify(rows.at(-1)));
    }
  }
} finally {
  await chrome.kill();
  child.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}

/** The JavaScript a Lighthouse run transferred, in KB as sent (compressed). */
function scriptKb(requests) {
  const bytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return (bytes / 1024).toFixed(1);
}

const { default: pkg } = await import('lighthouse/package.json', { with: { type: 'json' } });
const table = [
  '| page | preset | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS | JS loaded |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.page} | ${r.preset} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcp} s | ${r.tbt} ms | ${r.cls} | ${r.js} KB |`,
  ),
].join('\n');
const date = new Date().toISOString().slice(0, 10);
const section = `<!-- bench:web:start -->
### Lighthouse (\`npm run bench:web\`)

Lighthouse ${pkg.version} with the system Chromium, on the built bank over loopback, ${date}.
Mobile is Lighthouse's default preset (simulated slow 4G and a 4x slower CPU); desktop is its
desktop preset. Targets: mobile Performance ≥ 90 on \`/\`, \`/bank\` and \`/privacy\`, and ≥ 80 on
\`/dashboard\`; on the public pages (mobile) LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.1 and JavaScript
before interaction ≤ 150 KB (the "JS loaded" column: Lighthouse does not interact);
Accessibility, Best Practices and SEO 100.

${table}

Sign-in → accounts visible (desktop Chromium, no throttling, 7 sign-ins in fresh contexts,
from the click on LOGIN to the CHECKING account on the dashboard): median
${signIn[Math.floor(signIn.length / 2)]} ms, slowest ${signIn.at(-1)} ms (target ≤ 300 ms).
<!-- bench:web:end -->`;
console.log(`\n${table}\n`);

const doc = join(root, 'docs/PERFORMANCE.md');
const previous = existsSync(doc) ? readFileSync(doc, 'utf8') : '# Performance\n';
const marked = /<!-- bench:web:start -->[\s\S]*<!-- bench:web:end -->/;
writeFileSync(
  doc,
  marked.test(previous)
    ? previous.replace(marked, section)
    : `${previous.trimEnd()}\n\n${section}\n`,
);
console.log(`Wrote ${doc}`);
