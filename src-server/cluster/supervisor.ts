/**
 * Several bank processes behind nginx (`npm run serve:cluster`). The supervisor starts N bank
 * processes on internal ports, generates the front door's nginx configuration (nginx.ts) and
 * runs nginx in the foreground as its child, with its own prefix, pid and logs. Process 0
 * holds the main bank; every process holds the sandboxes whose names nginx hashes to it, all
 * in one shared sandbox folder, so a restarted process simply opens the files again. A process
 * that dies is started again; SIGTERM stops all of them gracefully. With a replica target,
 * Litestream copies every bank file continuously (replication.ts).
 *
 * On several machines the same code runs with a share each: `firstIndex` numbers a machine's
 * processes within the whole list, `upstreams` lists every process of every machine for the
 * front door, and `front` tells each process where the front door is.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PROJECT_ROOT } from '../paths';
import { nginxConfig, type Upstream } from './nginx';
import { bankFiles, type ReplicaTarget, Replicator } from './replication';

/** The nginx of Debian's package. */
export const NGINX_BINARY = '/usr/sbin/nginx';

/**
 * What the supervisor runs on this machine: how many bank processes and on which ports, the
 * front door (nginx) if any, the shared data folder, and optional replication.
 */
export interface ClusterOptions {
  /** Bank processes on this machine (0: a front door only). */
  processes: number;
  /** The index of this machine's first process in the whole cluster (0 holds the main bank). */
  firstIndex?: number;
  /** The first internal port; process i (of this machine) listens on basePort + i. */
  basePort: number;
  /** The address the bank processes listen on: 127.0.0.1 (one machine) or 0.0.0.0. */
  bankHost?: string;
  /** nginx's port, or null for no front door on this machine. */
  frontPort: number | null;
  /** The address nginx listens on (127.0.0.1 by default). */
  frontHost?: string;
  /** Every process of the cluster for the front door; by default this machine's processes. */
  upstreams?: Upstream[];
  /** The front door the processes forward sandbox creation through (default: this nginx). */
  front?: string;
  /** The secret the processes show each other (default: a random one for this run). */
  secret?: string;
  /** The data folder: the main bank is `bank.db` in it, sandboxes are in `sandboxes/`. */
  dataDir: string;
  /** Runs the bank from its sources through tsx instead of the build in dist/. */
  source?: boolean;
  /** Replicates every bank file continuously with Litestream to this target. */
  replicate?: ReplicaTarget;
  /** More environment for every bank process. */
  env?: Record<string, string>;
  /** Where progress lines go (console.log by default). */
  log?: (line: string) => void;
  /** Drops what the bank processes print on stdout (their errors still show). */
  quiet?: boolean;
}

/** One bank process the supervisor keeps running. */
export interface BankProcess {
  /** Its index in the whole cluster (its X-Bank-Process header). */
  index: number;
  port: number;
  /** The running child (replaced when it is restarted). */
  child: ChildProcess;
  /** How many times it was started again after dying. */
  restarts: number;
}

/** A running cluster. */
export interface Cluster {
  /** The front door's origin (http://host:port), or null without one. */
  front: string | null;
  processes: BankProcess[];
  /** Stops the banks gracefully, then nginx, then Litestream (after its last copy). */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until `url` answers 200.
 * @throws Error after `timeoutMs`
 */
async function waitFor(url: string, timeoutMs: number, what: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      const res = await fetch(url);
      await res.body?.cancel();
      if (res.ok) return;
    } catch {}
    if (Date.now() - started > timeoutMs)
      throw new Error(`${what} did not answer in ${timeoutMs / 1000} s`);
    await sleep(50);
  }
}

/** Resolves once `child` has exited (at once when it has). */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((r) => child.once('exit', () => r()));
}

/**
 * Starts a cluster and resolves once every bank process and the front door answer.
 * @throws Error when nginx or the build is missing, or a process does not start in 2 minutes
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dataDir = resolve(options.dataDir);
  const sandboxDir = join(dataDir, 'sandboxes');
  const mainDatabase = join(dataDir, 'bank.db');
  const firstIndex = options.firstIndex ?? 0;
  const bankHost = options.bankHost ?? '127.0.0.1';
  const frontHost = options.frontHost ?? '127.0.0.1';
  const front =
    options.front ??
    (options.frontPort === null
      ? null
      : `http://${frontHost === '0.0.0.0' ? '127.0.0.1' : frontHost}:${options.frontPort}`);
  const secret = options.secret ?? randomBytes(24).toString('hex');
  mkdirSync(sandboxDir, { recursive: true });

  const serverJs = join(PROJECT_ROOT, 'dist/server/main.js');
  if (options.processes > 0 && !options.source && !existsSync(serverJs)) {
    throw new Error('The bank is not built: run npm run build first (or start it from source)');
  }
  if (options.frontPort !== null && !existsSync(NGINX_BINARY)) {
    throw new Error(`nginx is not installed (${NGINX_BINARY}): apt-get install -y nginx`);
  }

  // From source without a built client, the processes serve the API and tRPC only.
  const clientBuilt = existsSync(join(PROJECT_ROOT, 'dist/client/index.html'));
  if (options.processes > 0 && !clientBuilt) log('The client is not built: serving the API only.');

  let stopping = false;
  const processes: BankProcess[] = [];

  /** Starts bank process `index` on `port`. */
  const spawnBank = (index: number, port: number): ChildProcess => {
    const main = index === 0;
    const args = options.source
      ? ['--import', 'tsx', join(PROJECT_ROOT, 'src-server/main.ts')]
      : ['--enable-source-maps', serverJs];
    const child = spawn(process.execPath, args, {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_REQUESTS: 'false',
        ...(clientBuilt ? {} : { SERVE_CLIENT: 'false' }),
        ...options.env,
        PORT: String(port),
        HOST: bankHost,
        // Only process 0 holds the main bank; the others serve sandboxes only.
        DATABASE_PATH: main ? mainDatabase : ':memory:',
        ...(main ? {} : { SEED: 'none' }),
        SANDBOX_DIR: sandboxDir,
        BANK_PROCESS: String(index),
        TRUST_PROXY: 'true',
        CLUSTER_SECRET: secret,
        ...(front ? { CLUSTER_FRONT: front } : {}),
      },
      stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
    });
    return child;
  };

  /** Keeps a process running: when its child dies (not on stop), starts it again. */
  const watch = (bank: BankProcess) => {
    const started = Date.now();
    bank.child.once('exit', (code, signal) => {
      if (stopping) return;
      const quick = Date.now() - started < 5_000;
      log(`Bank process ${bank.index} stopped (${signal ?? `exit ${code}`}); starting it again.`);
      setTimeout(
        () => {
          if (stopping) return;
          bank.restarts += 1;
          bank.child = spawnBank(bank.index, bank.port);
          watch(bank);
        },
        quick ? 1_000 : 100,
      );
    });
  };

  for (let i = 0; i < options.processes; i++) {
    const index = firstIndex + i;
    const port = options.basePort + i;
    const bank: BankProcess = { index, port, child: spawnBank(index, port), restarts: 0 };
    processes.push(bank);
    watch(bank);
  }

  let nginx: ChildProcess | null = null;
  let replicator: Replicator | null = null;
  let watcher: NodeJS.Timeout | null = null;

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    if (watcher) clearInterval(watcher);
    await Promise.all(
      processes.map(async (bank) => {
        const done = exited(bank.child);
        bank.child.kill('SIGTERM');
        const force = setTimeout(() => bank.child.kill('SIGKILL'), 15_000);
        await done;
        clearTimeout(force);
      }),
    );
    if (nginx) {
      const done = exited(nginx);
      nginx.kill('SIGTERM');
      await done;
    }
    if (replicator) {
      // One more copy of what the banks wrote last, then Litestream ships it as it stops.
      await replicator.update(bankFiles(firstIndex === 0 ? mainDatabase : null, sandboxDir));
      await sleep(1_500);
      await replicator.stop();
    }
  };

  try {
    await Promise.all(
      processes.map((bank) =>
        waitFor(
          `http://${bankHost === '0.0.0.0' ? '127.0.0.1' : bankHost}:${bank.port}/api/health`,
          120_000,
          `Bank process ${bank.index}`,
        ),
      ),
    );

    if (options.frontPort !== null) {
      const prefix = join(dataDir, 'cluster', 'nginx');
      for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
        mkdirSync(join(prefix, 'temp', temp), { recursive: true });
      }
      const upstreams =
        options.upstreams ?? processes.map((bank) => ({ host: '127.0.0.1', port: bank.port }));
      const config = join(prefix, 'nginx.conf');
      writeFileSync(
        config,
        nginxConfig({ listenPort: options.frontPort, listenHost: frontHost, upstreams, prefix }),
      );
      const startNginx = () => {
        const child = spawn(
          NGINX_BINARY,
          ['-p', prefix, '-c', config, '-e', join(prefix, 'error.log')],
          { stdio: ['ignore', 'inherit', 'inherit'] },
        );
        child.once('exit', (code, signal) => {
          if (stopping) return;
          log(`nginx stopped (${signal ?? `exit ${code}`}); starting it again.`);
          setTimeout(() => {
            if (!stopping) nginx = startNginx();
          }, 1_000);
        });
        return child;
      };
      nginx = startNginx();
      await waitFor(`http://127.0.0.1:${options.frontPort}/api/health`, 30_000, 'nginx');
    }

    if (options.replicate) {
      const target = options.replicate;
      replicator = new Replicator(dataDir, target, join(dataDir, 'cluster', 'litestream'));
      const files = () => bankFiles(firstIndex === 0 ? mainDatabase : null, sandboxDir);
      await replicator.update(files());
      // New sandboxes join the replication within two seconds.
      watcher = setInterval(() => void replicator?.update(files()), 2_000);
      watcher.unref();
      log(`Replicating every bank file to ${target.location}.`);
    }
  } catch (error) {
    await stop();
    throw error;
  }

  return { front, processes, stop };
}
