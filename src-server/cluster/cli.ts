/**
 * `npm run serve:cluster [-- options]`: several bank processes behind nginx on this machine
 * (supervisor.ts), or this machine's share of a cluster over several. `npm run cluster:restore
 * -- --from DIR --to DIR` restores every bank of a Litestream replica folder.
 */
import { availableParallelism } from 'node:os';
import { Command, InvalidArgumentError } from 'commander';
import { parseUpstreams } from './nginx';
import { restoreAll } from './replication';
import { type Cluster, startCluster } from './supervisor';

/** Parses a whole number for commander. */
function whole(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('a whole number');
  return n;
}

const program = new Command('serve:cluster')
  .description('Several bank processes behind nginx, each holding a share of the sandboxes')
  .option(
    '--processes <n>',
    'bank processes on this machine (0: only the front door)',
    whole,
    Number(process.env.CLUSTER_PROCESSES ?? availableParallelism()),
  )
  .option('--port <port>', 'the front door (nginx) port', whole, Number(process.env.PORT ?? 3000))
  .option('--host <host>', 'the address nginx listens on', '127.0.0.1')
  .option('--base-port <port>', 'the first bank process port (default: port + 1)', whole)
  .option('--bank-host <host>', 'the address the bank processes listen on', '127.0.0.1')
  .option('--first-index <n>', "this machine's first process in the whole cluster", whole, 0)
  .option('--upstreams <list>', 'every process of the cluster, host:port,… (process 0 first)')
  .option('--front <url>', 'the front door the processes reach (several machines)')
  .option('--no-proxy', 'run no nginx on this machine (bank processes only)')
  .option('--data <dir>', 'the data folder (bank.db and sandboxes/)', 'data')
  .option('--replicate <target>', 'replicate every bank file to a folder or s3://bucket/prefix')
  .option('--replica-endpoint <url>', 'an S3-compatible endpoint for --replicate')
  .option('--source', 'run the bank from its sources (tsx) instead of the build')
  .option(
    '--restore-from <dir>',
    'restore every bank of this replica folder into --data, then exit',
  );

program.parse();
const opts = program.opts<{
  processes: number;
  port: number;
  host: string;
  basePort?: number;
  bankHost: string;
  firstIndex: number;
  upstreams?: string;
  front?: string;
  proxy: boolean;
  data: string;
  replicate?: string;
  replicaEndpoint?: string;
  source?: boolean;
  restoreFrom?: string;
}>();

if (opts.restoreFrom) {
  const restored = restoreAll(opts.restoreFrom, opts.data);
  console.log(`Restored ${restored.length} bank files into ${opts.data}.`);
  process.exit(0);
}

let cluster: Cluster;
try {
  cluster = await startCluster({
    processes: opts.processes,
    firstIndex: opts.firstIndex,
    basePort: opts.basePort ?? opts.port + 1,
    bankHost: opts.bankHost,
    frontPort: opts.proxy ? opts.port : null,
    frontHost: opts.host,
    ...(opts.upstreams ? { upstreams: parseUpstreams(opts.upstreams) } : {}),
    ...(opts.front ? { front: opts.front } : {}),
    ...(process.env.CLUSTER_SECRET ? { secret: process.env.CLUSTER_SECRET } : {}),
    dataDir: opts.data,
    source: opts.source ?? false,
    ...(opts.replicate
      ? {
          replicate: {
            location: opts.replicate,
            ...(opts.replicaEndpoint ? { endpoint: opts.replicaEndpoint } : {}),
          },
        }
      : {}),
  });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const ports = cluster.processes.map((p) => `${p.index}:${p.port}`).join(', ');
console.log(
  `${cluster.processes.length} bank processes (index:port ${ports || 'none'})` +
    (cluster.front ? `, front door ${cluster.front}` : ''),
);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log('Stopping the cluster...');
  void cluster.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
