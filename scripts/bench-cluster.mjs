// `npm run bench:cluster`: the soak mix (accounts, a statement page, a transfer, the transfer
// and notification lists, "who am I") spread over many sandboxes, through the cluster's nginx,
// with 1 and then 2 bank processes (the built server); reports each run and the ratio of
// their throughputs. CLUSTER_BENCH_SECONDS (default 30) per run, CLUSTER_BENCH_SANDBOXES
// (default 8) sandboxes, CLUSTER_BENCH_CONNECTIONS (default 32) connections, as fast as the
// cluster answers. nginx must be installed (/usr/sbin/nginx).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { centBody, failures, freePort, load, requireBuild, root, signIn } from './bench-common.mjs';

requireBuild();
const SECONDS = Number(process.env.CLUSTER_BENCH_SECONDS ?? 30);
const SANDBOXES = Number(process.env.CLUSTER_BENCH_SANDBOXES ?? 8);
const CONNECTIONS = Number(process.env.CLUSTER_BENCH_CONNECTIONS ?? 32);
const tsx = join(root, 'node_modules/.bin/tsx');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Starts `npm run serve:cluster` with `processes` on a fresh data folder; resolves when up. */
async function startCluster(processes) {
  const data = mkdtempSync(join(tmpdir(), 'bank-bench-cluster-'));
  let port = await freePort();
  // The front door and the processes' ports in a row.
  while (port > 60_000) port = await freePort();
  const child = spawn(
    tsx,
    [
      join(root, 'src-server/cluster/cli.ts'),
      '--processes',
      String(processes),
      '--port',
      String(port),
      '--data',
      data,
    ],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, LOG_REQUESTS: 'false' },
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (Date.now() - started > 90_000) throw new Error('The cluster did not start in 90 s');
    await sleep(100);
  }
  return { child, base, data };
}

/** Stops the cluster (SIGTERM to its supervisor) and removes its data. */
async function stopCluster({ child, data }) {
  await new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'));
  rmSync(data, { recursive: true, force: true });
}

/** One run: `processes` bank processes, the mix over SANDBOXES sandboxes. */
async function run(processes) {
  const cluster = await startCluster(processes);
  const { base } = cluster;
  try {
    const admin = await signIn(base, 'admin', 'Admin-1234');
    const requests = [];
    const holders = new Map();
    for (let i = 1; i <= SANDBOXES; i++) {
      const name = `bench-${i}`;
      const res = await fetch(`${base}/api/sandboxes`, {
        method: 'POST',
        headers: { cookie: admin.cookie, origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
      if (res.status !== 201) throw new Error(`Creating ${name} answered ${res.status}`);
      const prefix = `/s/${name}`;
      const demo = await signIn(`${base}${prefix}`, 'demo');
      const health = await fetch(`${base}${prefix}/api/health`);
      holders.set(name, health.headers.get('x-bank-process'));
      const [checking, savings] = demo.accounts;
      const headers = { cookie: demo.cookie, origin: base };
      const get = (path) => ({ method: 'GET', path: `${prefix}${path}`, headers });
      const post = (body) => ({
        method: 'POST',
        path: `${prefix}/api/transfers`,
        headers: { ...headers, 'content-type': 'application/json' },
        body,
      });
      const mix = (body) => [
        get('/api/accounts'),
        get(`/api/transactions/${checking.id}?limit=10&sort=date&order=desc`),
        post(body),
        get(`/api/transfers/${demo.id}?limit=25`),
        get(`/api/notifications/${demo.id}`),
        get('/api/auth/me'),
      ];
      requests.push(...mix(centBody(checking, savings)), ...mix(centBody(savings, checking)));
    }
    const result = await load({ url: base, connections: CONNECTIONS, duration: SECONDS, requests });
    const perProcess = {};
    for (const p of holders.values()) perProcess[p] = (perProcess[p] ?? 0) + 1;
    return { processes, result, perProcess };
  } finally {
    await stopCluster(cluster);
  }
}

const runs = [];
for (const processes of [1, 2]) runs.push(await run(processes));
console.log(
  `Soak mix over ${SANDBOXES} sandboxes through nginx, ${CONNECTIONS} connections, ${SECONDS} s per run, as fast as answered:\n`,
);
console.log(
  '| bank processes | sandboxes per process | requests/s | p50 / p99 ms | errors (non-2xx / timeouts / failed) |',
);
console.log('|---|---|---|---|---|');
for (const { processes, result, perProcess } of runs) {
  const share = Object.entries(perProcess)
    .sort()
    .map(([p, n]) => `${p}: ${n}`)
    .join(', ');
  console.log(
    `| ${processes} | ${share} | ${Math.round(result.requests.average)} | ${result.latency.p50} / ${result.latency.p99} | ${failures(result)} (${result.non2xx ?? 0} / ${result.timeouts} / ${result.errors}) |`,
  );
}
const [one, two] = runs;
const ratio = two.result.requests.average / one.result.requests.average;
console.log(`\nThroughput of 2 processes / 1 process: ${ratio.toFixed(2)}×`);
