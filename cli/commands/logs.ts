/**
 * `acme-bank logs tail`: the caller's API requests as they happen, read from the bank's
 * request log (`GET /api/requests`, newest first) every interval and printed oldest first,
 * each once. The CLI's own reads of the log are logged by the bank too; they are known by
 * their X-Request-Id and left out.
 */
import { Command } from 'commander';
import type { BankClient } from '../bank';
import { clientOf, note, oneOf, positiveInt, printLine } from '../options';

/** The HTTP methods the log filter takes. */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

/** How far back each read reaches before the newest row seen, in ms (rows land in batches). */
const OVERLAP_MS = 10_000;

/** One row of the request log as the bank answers it. */
export interface RequestRow {
  time: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  requestId: string;
  idempotencyKey: string | null;
  tokenName: string | null;
  replayed: boolean;
  fault: string | null;
}

/** What `logs tail` filters on, as the log's own query parameters. */
export interface TailFilter {
  method?: string;
  status?: number;
  path?: string;
}

/** The `cursor` of the answer's `Link: <…>; rel="next"`, or null on the last page. */
export function nextCursor(link: string | null): string | null {
  if (!link) return null;
  const target = /<([^>]+)>\s*;\s*rel="next"/.exec(link)?.[1];
  if (!target) return null;
  return new URL(target, 'http://bank.invalid').searchParams.get('cursor');
}

/**
 * Follows the request log and hands each new row, oldest first, to `emit`.
 */
export class RequestTail {
  /** Rows already handed out (or there before the tail began), by request id, with their time. */
  private readonly seen = new Map<string, number>();
  /** The X-Request-Id of each of this tail's own reads of the log. */
  private readonly ownReads = new Set<string>();
  private newest = 0;
  /** Rows answered before this time (epoch ms) were history when the tail began. */
  private floor = 0;

  constructor(
    private readonly client: BankClient,
    private readonly filter: TailFilter,
  ) {}

  /** The query of one read: the filters, the window since the newest row seen, the page. */
  private query(cursor: string | null): string {
    const params = new URLSearchParams({ limit: '100' });
    if (this.filter.method) params.set('method', this.filter.method);
    if (this.filter.status !== undefined) params.set('status', String(this.filter.status));
    if (this.filter.path) params.set('path', this.filter.path);
    if (this.newest > 0) params.set('from', new Date(this.newest - OVERLAP_MS).toISOString());
    if (cursor) params.set('cursor', cursor);
    return `/requests?${params}`;
  }

  /**
   * Reads the newest page of the log as it stands and takes it as history: later reads
   * hand out only what comes after it.
   * @throws CliError when the bank cannot be reached or refuses the read
   */
  async start(): Promise<void> {
    const answer = await this.client.call<RequestRow[]>('GET', this.query(null));
    const own = answer.headers.get('x-request-id');
    if (own) this.ownReads.add(own);
    for (const row of answer.body) {
      const time = Date.parse(row.time);
      this.seen.set(row.requestId, time);
      this.newest = Math.max(this.newest, time);
    }
    this.floor = this.newest;
  }

  /**
   * Reads what is new since the last read (every page of it).
   * @returns the new rows, oldest first (none of them this tail's own reads)
   * @throws CliError when the bank cannot be reached or refuses the read
   */
  async poll(): Promise<RequestRow[]> {
    const fresh: RequestRow[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 20; page++) {
      const answer = await this.client.call<RequestRow[]>('GET', this.query(cursor));
      const own = answer.headers.get('x-request-id');
      if (own) this.ownReads.add(own);
      for (const row of answer.body) {
        if (this.seen.has(row.requestId) || this.ownReads.has(row.requestId)) continue;
        const time = Date.parse(row.time);
        if (time < this.floor) continue;
        this.seen.set(row.requestId, time);
        fresh.push(row);
      }
      cursor = nextCursor(answer.headers.get('link'));
      if (!cursor) break;
    }
    for (const row of fresh) this.newest = Math.max(this.newest, Date.parse(row.time));
    this.forgetOld();
    return fresh.reverse();
  }

  /** Forgets rows too old to come back in a read (keeps the memory of a long tail bounded). */
  private forgetOld(): void {
    const horizon = this.newest - 2 * OVERLAP_MS;
    for (const [id, time] of this.seen) if (time < horizon) this.seen.delete(id);
    if (this.ownReads.size > 10_000) this.ownReads.clear();
  }
}

/** One request as a line: time, method, status, path, duration and what else it carries. */
export function requestLine(row: RequestRow): string {
  const extras = [
    row.idempotencyKey ? `key=${row.idempotencyKey}` : null,
    row.replayed ? 'replayed' : null,
    row.fault ? `fault=${row.fault}` : null,
    row.tokenName ? `token=${row.tokenName}` : 'session',
  ].filter(Boolean);
  return `${row.time}  ${row.method.padEnd(6)} ${row.status}  ${row.path}  ${row.durationMs}ms  ${row.requestId}  ${extras.join(' ')}`;
}

/** The `logs` command with `tail`. */
export function logsCommand(): Command {
  const logs = new Command('logs').description(
    "Your API requests, as the bank's request log (My requests) keeps them.",
  );
  logs
    .command('tail')
    .description(
      "Stream the API requests made with your token or sessions as they happen (Ctrl-C to stop). The filters are the log's own: exact method, status and path (without the query).",
    )
    .option('--method <method>', `only this method (${METHODS.join(', ')})`, oneOf(METHODS))
    .option('--status <status>', 'only answers with this HTTP status, e.g. 409', positiveInt)
    .option('--path <path>', 'only this path, exactly, e.g. /api/transfers')
    .option('--interval <ms>', 'how often to read the log, in ms', positiveInt, 1000)
    .option('--count <n>', 'stop after printing n requests', positiveInt)
    .addHelpText(
      'after',
      '\nExamples:\n  acme-bank logs tail\n  acme-bank logs tail --method POST --status 422\n  acme-bank logs tail --path /api/transfers --json',
    )
    .action(
      async (
        opts: TailFilter & { interval: number; count?: number; status?: number },
        command: Command,
      ) => {
        if (opts.status !== undefined && (opts.status < 100 || opts.status > 599)) {
          throw new Error('--status takes an HTTP status from 100 to 599.');
        }
        const client = clientOf(command);
        const tail = new RequestTail(client, opts);
        // What the log holds already is history: the tail starts after it.
        await tail.start();
        note(`Tailing API requests at ${client.config.url} (Ctrl-C to stop)…`);
        let printed = 0;
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, opts.interval));
          for (const row of await tail.poll()) {
            printLine(command, row, () => requestLine(row));
            printed++;
            if (opts.count !== undefined && printed >= opts.count) return;
          }
        }
      },
    );
  return logs;
}
