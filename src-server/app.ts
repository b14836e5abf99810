/**
 * Builds the Hono app (no listen), so tests call `app.request` and main.ts serves it.
 *
 *   /api/*   REST adapter (documented paths, OpenAPI, reference page)
 *   /trpc/*  tRPC for the bank's own screens
 *   /*       the built client (index.html for client routes), when `clientDir` is given
 */

import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import { requestId } from 'hono/request-id';
import { type ContentSecurityPolicyOptionHandler, NONCE, secureHeaders } from 'hono/secure-headers';
import { originCheck } from './auth/origin';
import { configureSecretsKey, sealLegacyTotpSecrets } from './auth/secrets-key';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './auth/session';
import { challengeDetectors } from './challenges/detectors';
import { realNowMs } from './clock/real-time';
import { plantedBodyDefects } from './defects/body';
import { psd2Routes } from './openbanking/api';
import { createRestHandler } from './rest/adapter';
import { adminFileRoutes } from './rest/admin-files';
import { methodNotAllowed } from './rest/allowed-methods';
import { MAX_BODY_BYTES, trpcRequest } from './rest/body';
import { classFileRoutes } from './rest/class-files';
import { cspReportRoutes } from './rest/csp-reports';
import { defectFileRoutes } from './rest/defect-files';
import { depositRoutes } from './rest/deposits';
import { docsRoutes } from './rest/docs';
import { enrollmentRoutes } from './rest/enrollment';
import { eventRoutes } from './rest/events';
import { faultStep, trpcFaultStep } from './rest/fault-step';
import { fileRoutes } from './rest/files';
import { openApiDocument } from './rest/openapi';
import { paymentFileRoutes } from './rest/payment-files';
import { postmanRoutes } from './rest/postman';
import { sandboxHandler } from './sandboxes/routing';
import { getTrainingSettings } from './services/admin/training';
import { startOutboxDelivery } from './services/outbox/worker';
import { pathAndQueryNames, requestLogOf } from './services/requests/log';
import { webhooksOf } from './services/webhooks';
import {
  isStaticFilePath,
  loadPrerendered,
  loadPublicPages,
  type Prerendered,
  type PublicPage,
  pageHtml,
  robotsTxt,
  sitemapXml,
  withCspNonce,
  withSessionHint,
} from './site';
import type { AppDeps } from './trpc/context';
import { createContextFromHono } from './trpc/context';
import { refusalHeaders } from './trpc/error-adapter';
import { isInjectedFault } from './trpc/injected-fault';
import { appRouter } from './trpc/root';

/** What createApp needs: the bank's dependencies, plus where it is served and how it logs. */
export interface AppOptions extends AppDeps {
  /** Folder of the built client (dist/client); omitted in tests and in dev (Vite serves it). */
  clientDir?: string;
  /** Receives one structured entry per request (main.ts prints them as JSON lines). */
  log?: (entry: RequestLogEntry) => void;
  /** The path this app is served under when it is a sandbox ('/s/{name}'); none for the main bank. */
  basePath?: string;
  /** Ms between the event stream's heartbeats (15 s; tests pass a short one). */
  eventHeartbeatMs?: number;
  /** Uniform in [0, 1): draws injected faults (Math.random; tests pass a seeded one). */
  random?: () => number;
}

/**
 * One request, as logged: never a body, a query string, a cookie or a token, so no
 * password, PIN or card number can reach the log.
 */
export interface RequestLogEntry {
  time: string;
  requestId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}

/** Creates the bank's HTTP app. */
export function createApp(options: AppOptions): Hono {
  const { clientDir, log, basePath, eventHeartbeatMs, random, ...given } = options;
  // A sandbox's own admin may switch its planted defects (defects/switches.ts).
  const deps = basePath ? { ...given, inSandbox: true } : given;
  const app = new Hono();
  // The main bank sends its emails when SMTP is configured; sandboxes only keep theirs.
  if (deps.env.SMTP_URL && !basePath) {
    startOutboxDelivery(deps.db, deps.env.SMTP_URL, deps.env.SMTP_FROM);
  }
  // Second-factor secrets are sealed with SECRETS_KEY (or the key file); bare old ones now.
  configureSecretsKey(deps.env.SECRETS_KEY ?? null);
  sealLegacyTotpSecrets(deps.db);
  // The bank's webhooks tap its event bus from the start and send what is due.
  webhooksOf(deps.db, deps.env);

  app.use('*', requestId());
  // Handlers that return their own Response (REST, tRPC) drop headers set before them.
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Request-Id', c.get('requestId'));
  });
  if (deps.env.REQUEST_LOG !== 'off') {
    const requests = requestLogOf(deps.db);
    const logRequest: MiddlewareHandler = async (c, next) => {
      const start = performance.now();
      await next();
      const caller = c.get('requestCaller');
      if (!caller || ownLogPoll(c.req.path)) return;
      const { path, query } = pathAndQueryNames(c.req.url);
      requests.add({
        userId: caller.userId,
        time: realNowMs(),
        method: c.req.method,
        path,
        query,
        status: c.res.status,
        durationMs: Math.round(performance.now() - start),
        requestId: c.get('requestId'),
        idempotencyKey: c.req.header('idempotency-key') ?? null,
        tokenName: caller.tokenName,
        userAgent: c.req.header('user-agent') ?? null,
        replayed: c.res.headers.get('Idempotent-Replayed') === 'true',
        fault: c.get('requestFault') ?? null,
      });
    };
    app.use('/api/*', logRequest);
    app.use('/trpc/*', logRequest);
  }
  if (log) {
    app.use('*', async (c, next) => {
      const start = performance.now();
      await next();
      log({
        time: new Date().toISOString(),
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - start) * 10) / 10,
      });
    });
  }

  // Each sandbox is a whole bank app of its own, with its own headers and compression.
  if (deps.sandboxes) app.all('/s/:name/*', sandboxHandler(deps.sandboxes));
  if (deps.sandboxes) app.all('/s/:name', sandboxHandler(deps.sandboxes));

  // Answers of 1 KB and more go out gzip- or deflate-compressed when the client accepts it
  // (files the build precompressed already carry their Content-Encoding and are left alone).
  app.use('*', compress());
  // The security headers. Only a page needs a CSP nonce (its Mantine <style> tags carry it);
  // API answers get the same policy without one, so no nonce is drawn for each API call.
  const headerOptions = (
    styleSrc: (string | ContentSecurityPolicyOptionHandler)[],
  ): Parameters<typeof secureHeaders>[0] => ({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // No 'unsafe-inline': the built CSS is files, and Mantine's <style> tags carry this
      // response's nonce (the page reads it from <meta name="csp-nonce">). React sets
      // style props through the CSSOM, which CSP does not block.
      styleSrc,
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      reportUri: ['/api/csp-reports'],
      reportTo: 'csp',
    },
    // The bank uses none of these features (check images are files, not camera captures).
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      bluetooth: [],
      hid: [],
      midi: [],
      magnetometer: [],
      gyroscope: [],
      accelerometer: [],
      displayCapture: [],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    // HSTS only means something over HTTPS; it is added below when the bank is served so.
    strictTransportSecurity: false,
    // A handler's own stricter header stays (the admin's view of uploads sets its own CSP).
    overwrite: false,
  });
  const pageHeaders = secureHeaders(headerOptions(["'self'", NONCE]));
  const apiHeaders = secureHeaders(headerOptions(["'self'"]));
  // Answers that are never a page: the API, tRPC and the liveness probe.
  app.use('*', (c, next) =>
    c.req.path.startsWith('/api/') || c.req.path.startsWith('/trpc/') || c.req.path === '/livez'
      ? apiHeaders(c, next)
      : pageHeaders(c, next),
  );
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Reporting-Endpoints', 'csp="/api/csp-reports"');
    const origin = deps.env.PUBLIC_ORIGIN ?? new URL(c.req.url).origin;
    if (origin.startsWith('https:')) {
      c.res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });
  // Trainer setting: artificial latency on every API answer (0 = off; read at most once a second).
  let latency = { ms: 0, readAt: 0 };
  const slowDown: MiddlewareHandler = async (_c, next) => {
    if (Date.now() - latency.readAt > 1000)
      latency = { ms: getTrainingSettings(deps.db).latencyMs, readAt: Date.now() };
    if (latency.ms > 0) await new Promise((resolve) => setTimeout(resolve, latency.ms));
    return next();
  };
  // The challenge detectors look at each answer as the handlers made it (before compression),
  // refusals of the origin check included (challenges/detectors).
  const detectors = challengeDetectors(deps, basePath);
  app.use('/api/*', detectors);
  app.use('/trpc/*', detectors);
  app.use('/api/*', slowDown);
  app.use('/trpc/*', slowDown);
  app.use('/api/*', originCheck(deps.env.PUBLIC_ORIGIN));
  app.use('/trpc/*', originCheck(deps.env.PUBLIC_ORIGIN));
  const tooLarge = (c: Context) =>
    c.json({ message: 'Request body too large (1 MB at most)', code: 'PAYLOAD_TOO_LARGE' }, 413);
  const streamLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  // Hono's bodyLimit reads `c.req.raw.body`, which makes @hono/node-server build a full
  // WHATWG Request for every call, GETs included. A declared length is checked from the
  // header; only chunked bodies go through the counting stream.
  const limit: MiddlewareHandler = (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number.parseInt(length, 10) > MAX_BODY_BYTES ? Promise.resolve(tooLarge(c)) : next();
    }
    return streamLimit(c, next);
  };
  // The multipart routes set their own, larger limits (two 5 MB files).
  const multipart = new Set(['/api/applications', '/api/deposits/check']);
  app.use('/api/*', (c, next) => (multipart.has(c.req.path) ? next() : limit(c, next)));
  app.use('/trpc/*', limit);
  // Failures on demand: an injected fault refuses or delays before any operation runs.
  app.use('/api/*', faultStep(deps, basePath !== undefined, random));
  app.use('/trpc/*', trpcFaultStep(deps, basePath !== undefined, random));

  // Liveness for load balancers (and the benchmark's no-op baseline): no database, no tRPC.
  app.get('/livez', (c) => c.text('ok'));
  app.get('/api/openapi.json', (c) => c.json(openApiDocument(deps.brand.name, basePath)));
  app.all('/api/openapi.json', (c) => methodNotAllowed(c.req.method, ['GET', 'HEAD']));
  app.route('/api/docs', docsRoutes());
  app.route('/api', postmanRoutes(deps, basePath));
  app.route('/api', fileRoutes(deps));
  app.route('/api', classFileRoutes(deps));
  app.route('/api', defectFileRoutes(deps));
  app.route('/api', adminFileRoutes(deps));
  app.route('/api', enrollmentRoutes(deps));
  app.route('/api', eventRoutes(deps, { heartbeatMs: eventHeartbeatMs }));
  app.route('/api', depositRoutes(deps));
  app.route('/api', paymentFileRoutes(deps));
  app.route('/api', cspReportRoutes());
  // Planted validation defects rewrite a transfer's body before its schema reads it.
  app.use('/api/transfers', plantedBodyDefects(deps.db));
  const rest = createRestHandler(deps);
  app.all('/api/*', (c) => rest(c));
  // The open-banking API (NextGenPSD2) for registered third parties, with its own document.
  app.route('/psd2/v1', psd2Routes(deps, basePath ?? ''));

  app.all('/trpc/*', async (c) => {
    const own = new Headers();
    const response = await fetchRequestHandler({
      endpoint: '/trpc',
      req: await trpcRequest(c),
      router: appRouter,
      createContext: () => createContextFromHono(deps, c, own),
      onError: ({ error }) => {
        for (const [name, value] of Object.entries(refusalHeaders(error))) own.set(name, value);
        if (error.code === 'INTERNAL_SERVER_ERROR' && !isInjectedFault(error)) {
          console.error('tRPC error:', error.cause ?? error);
        }
      },
    });
    for (const cookie of own.getSetCookie()) response.headers.append('Set-Cookie', cookie);
    for (const name of ['Retry-After', 'RateLimit', 'RateLimit-Policy']) {
      const value = own.get(name);
      if (value) response.headers.set(name, value);
    }
    response.headers.set('Cache-Control', 'no-store');
    return withDeclaredLength(response);
  });

  if (clientDir) mountClient(app, clientDir, deps);
  return app;
}

/** tRPC's one-piece JSON answers (not its `application/jsonl` or event streams). */
const WHOLE_JSON = /^application\/json\s*(;|$)/i;

/**
 * A tRPC answer of JSON with its Content-Length declared, as the REST adapter's answers are.
 * Without a length, the compression middleware cannot tell a small answer from a big one and
 * sets Vary on it, which makes Hono rebuild the answer around its body as a stream, written
 * to the socket piece by piece: about 30 µs of server CPU on every call of the bank's own
 * screens. Streamed answers (subscriptions, jsonl batches) are left as they are.
 */
async function withDeclaredLength(response: Response): Promise<Response> {
  if (!WHOLE_JSON.test(response.headers.get('content-type') ?? '')) return response;
  const text = await response.text();
  const headers = new Headers(response.headers);
  headers.set('Content-Length', String(Buffer.byteLength(text)));
  return new Response(text, { status: response.status, headers });
}

/**
 * True for the bank's own screens polling the request log over tRPC (`requests.*` only):
 * they would fill the log with their own refreshes. REST reads of the log are logged.
 */
function ownLogPoll(path: string): boolean {
  if (!path.startsWith('/trpc/')) return false;
  return path
    .slice('/trpc/'.length)
    .split(',')
    .every((name) => name.startsWith('requests.'));
}

/** The built client as the server holds it in memory, with each page's HTML made on first use. */
interface ClientBuild {
  /** The build files' sizes and times when they were read (`buildStamp`). */
  stamp: string;
  indexHtml: string;
  pages: PublicPage[];
  byPath: Map<string, PublicPage>;
  home: PublicPage | undefined;
  prerendered: Prerendered;
  /** Finished HTML by public page path, '' for every other path (so at most one per page). */
  html: Map<string, string>;
}

/** The files of the build the server reads, each as `size:mtime` ('-' when missing). */
function buildStamp(clientDir: string): string {
  return ['index.html', 'public-pages.json', 'prerendered.json']
    .map((name) => {
      const stats = statSync(join(clientDir, name), { throwIfNoEntry: false });
      return stats ? `${stats.size}:${stats.mtimeMs}` : '-';
    })
    .join(' ');
}

/** Reads the build; throws when index.html is missing or a file is half written. */
function loadBuild(clientDir: string, stamp: string): ClientBuild {
  const indexHtml = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const pages = loadPublicPages(clientDir);
  const byPath = new Map(pages.map((p) => [p.path, p]));
  const prerendered = loadPrerendered(clientDir);
  return { stamp, indexHtml, pages, byPath, home: byPath.get('/'), prerendered, html: new Map() };
}

/**
 * Serves the built client. Static files go out precompressed (brotli or gzip, chosen by
 * Accept-Encoding, written at build); every other GET gets index.html so client routes work,
 * with the public page's title and meta description filled in, and a public page's content
 * rendered at build time inside #root. robots.txt and sitemap.xml
 * are made from the build's list of public pages. A file that is not there (anything under
 * /assets/, or a path ending in a static file's extension) is a short 404, never the page.
 */
function mountClient(app: Hono, clientDir: string, deps: AppDeps): void {
  const indexPath = join(clientDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`The client is not built: ${indexPath} is missing`);
  // The build is held in memory, each page's HTML made once: a page request then costs no
  // file read and no templating, only the per-response nonce and session hint. A rebuild
  // while the server runs empties the folder and writes new hashed asset names, so the copy
  // here would keep naming scripts that are gone and every page would stay blank. A request
  // for a missing file is the sign: it compares the build files with the copy (three stats,
  // only on that rare path) and reads them again when they changed, so the next page load
  // names the new scripts. Page requests never touch the disk for this.
  let build = loadBuild(clientDir, buildStamp(clientDir));
  const reloadIfRebuilt = () => {
    const stamp = buildStamp(clientDir);
    if (stamp === build.stamp) return;
    try {
      build = loadBuild(clientDir, stamp);
    } catch {
      // Mid-build (index.html missing or a file half written): keep the copy; the next miss
      // tries again.
    }
  };
  const htmlFor = (path: string) => {
    const { byPath, html, prerendered } = build;
    const page = byPath.get(path);
    const key = page ? path : '';
    let text = html.get(key);
    if (text === undefined) {
      const markup = page ? prerendered.pages[path] : undefined;
      text = pageHtml(
        build.indexHtml,
        deps.brand,
        page,
        build.home,
        markup === undefined ? undefined : { head: prerendered.head, markup },
      );
      html.set(key, text);
    }
    return text;
  };
  // A missing script or stylesheet answered with the page would run as nothing (a blank
  // page) and be cached as the file; a plain 404, not stored, lets the next load recover.
  const missingFile = (c: Context) => {
    reloadIfRebuilt();
    return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
  };
  const origin = (c: Context) => deps.env.PUBLIC_ORIGIN ?? new URL(c.req.url).origin;
  app.get('/robots.txt', (c) => c.text(robotsTxt(origin(c))));
  app.get('/sitemap.xml', (c) =>
    c.body(sitemapXml(origin(c), build.pages), 200, { 'Content-Type': 'application/xml' }),
  );
  app.use(
    '/assets/*',
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.get('/assets/*', missingFile);
  // Each HTML answer carries its response's CSP nonce, for the styles the page injects, and
  // says when the request carried no session cookie (of either name), so nobody is signed in.
  const withNonce = (c: Context, text: string) => {
    const signedOut = !getCookie(c, SESSION_COOKIE) && !getCookie(c, SECURE_SESSION_COOKIE);
    return c.html(
      withCspNonce(withSessionHint(text, signedOut), c.get('secureHeadersNonce') ?? ''),
    );
  };
  app.get('/', (c) => withNonce(c, htmlFor('/')));
  app.use('*', serveStatic({ root: clientDir, precompressed: true }));
  app.get('*', (c) =>
    isStaticFilePath(c.req.path) ? missingFile(c) : withNonce(c, htmlFor(c.req.path)),
  );
}
