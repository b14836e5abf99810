/**
 * Process entry: read the config, open and migrate the database, seed a new one, serve.
 * NODE_ENV=production serves the built client (dist/client); otherwise Vite's dev
 * middleware serves the client with hot reload.
 */
// First: sets how the heap grows before anything else allocates.
import './heap';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createApp, type RequestLogEntry } from './app';
import { openBank } from './bank/open';
import { DEMO_SIGN_INS } from './bank/seed/demo';
import { loadEnv } from './env';
import { LedgerWriter } from './ledger/writer';
import { CLIENT_DIR, PROJECT_ROOT } from './paths';
import { SandboxManager } from './sandboxes/manager';
import { startScheduler } from './scheduler/scheduler';
import { flushRequestLog } from './services/requests/log';
import { resolveBrand } from './shared/brand';

const env = loadEnv();
const production = env.NODE_ENV === 'production';
const brand = resolveBrand(env.BRAND_FILE ? JSON.parse(readFileSync(env.BRAND_FILE, 'utf8')) : {});

const { db, seeded } = await openBank(env.DATABASE_PATH, env.SEED);

const clientDir = production && env.SERVE_CLIENT ? CLIENT_DIR : undefined;
// Sandboxes: banks of their own under /s/{name}/, built like this one (sandboxes/manager.ts).
const sandboxes =
  env.SANDBOXES === 'off'
    ? undefined
    : new SandboxManager({
        dir: env.SANDBOX_DIR ?? join(dirname(resolve(env.DATABASE_PATH)), 'sandboxes'),
        max: env.SANDBOX_MAX,
        idleSeconds: env.SANDBOX_IDLE_SECONDS,
        maxOpen: env.SANDBOX_MAX_OPEN,
        env,
        brand,
        createApp: (deps) => createApp({ ...deps, ...(clientDir ? { clientDir } : {}) }),
        ...(env.CLUSTER_FRONT && env.CLUSTER_SECRET
          ? { cluster: { front: env.CLUSTER_FRONT, secret: env.CLUSTER_SECRET } }
          : {}),
      });

const app = createApp({
  db,
  env,
  brand,
  ledger: new LedgerWriter(db),
  ...(sandboxes ? { sandboxes } : {}),
  ...(env.LOG_REQUESTS
    ? { log: (entry: RequestLogEntry) => console.log(JSON.stringify(entry)) }
    : {}),
  ...(clientDir ? { clientDir } : {}),
});
const honoListener = getRequestListener(app.fetch);

let listener: (req: IncomingMessage, res: ServerResponse) => void = honoListener;
if (env.BANK_PROCESS) {
  // In a cluster every answer says which process gave it (nginx passes it on).
  const name = env.BANK_PROCESS;
  listener = (req, res) => {
    res.setHeader('X-Bank-Process', name);
    honoListener(req, res);
  };
}
if (!production && env.SERVE_CLIENT) {
  // Dev only: Vite is a dev dependency, loaded lazily so production never needs it.
  const { createServer: createVite } = await import('vite');
  const vite = await createVite({
    root: PROJECT_ROOT,
    server: { middlewareMode: true },
    appType: 'spa',
  });
  const api = listener;
  listener = (req, res) => {
    const url = req.url ?? '/';
    const local = url.replace(/^\/s\/[a-z0-9-]{3,32}(?=\/)/, '');
    if (local.startsWith('/api/') || local === '/api' || local.startsWith('/trpc/')) {
      api(req, res);
    } else {
      vite.middlewares(req, res, () => api(req, res));
    }
  };
}

const server = createServer(listener);
server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const host = env.HOST === '0.0.0.0' || env.HOST === '127.0.0.1' ? 'localhost' : env.HOST;
  const lines = [
    `${brand.name} is open at http://${host}:${port}  (${production ? 'production' : 'development'}, database ${env.DATABASE_PATH}${seeded ? ', demo data seeded' : ''})`,
    `API reference: http://${host}:${port}/api/docs`,
  ];
  if (env.SEED === 'demo') {
    lines.push('Demo sign-ins:');
    // Columns as wide as their longest entry, so every row lines up.
    const width = (key: 'username' | 'password' | 'role') =>
      Math.max(...DEMO_SIGN_INS.map((s) => s[key].length));
    for (const s of DEMO_SIGN_INS) {
      lines.push(
        `  ${s.username.padEnd(width('username'))}  ${s.password.padEnd(width('password'))}  ${s.role.padEnd(width('role'))}  ${s.notes}`,
      );
    }
  }
  console.log(lines.join('\n'));
});

// Settlements (and everything else that falls due by the bank's clock) run by themselves.
const stopScheduler = startScheduler(db);

/**
 * Graceful shutdown: stop accepting connections, let in-flight requests finish (10 s at
 * most), then close the database so the WAL is checkpointed cleanly.
 */
function shutdown(): void {
  stopScheduler();
  const force = setTimeout(() => {
    void sandboxes?.shutdown();
    flushRequestLog(db);
    db.$client.close();
    process.exit(1);
  }, 10_000);
  force.unref();
  // The sandboxes close after the last request, so none is cut off mid-write.
  server.close(async () => {
    await sandboxes?.shutdown();
    flushRequestLog(db);
    db.$client.close();
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
