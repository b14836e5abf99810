/**
 * The bank CLI as a person runs it: the executable (bin/acme-bank.mjs, the `npx acme-bank`
 * entry) in a child process against a freshly seeded demo bank served on a real port, with
 * an admin's API token in BANK_URL and BANK_TOKEN. Money is checked in the bank afterwards,
 * webhooks by a local receiver that verifies the signature with the secret the CLI printed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decimalToCents } from '../src-server/shared/money';
import { createTestBank, type TestBank } from '../src-server/test/bank';

// Each run starts a Node process that compiles the CLI as it loads: give a busy machine time.
vi.setConfig({ testTimeout: 90_000 });

const BIN = fileURLToPath(new URL('../bin/acme-bank.mjs', import.meta.url));

let bank: TestBank;
let server: ReturnType<typeof serve>;
let base = '';
let adminToken = '';
let demoToken = '';
let demoCookie = '';
let adminCookie = '';
let checkingId = 0;
let cardId = 0;

/** Creates an API token for the signed-in `cookie` with `scopes`; answers its text. */
async function tokenFor(cookie: string, scopes: string[]): Promise<string> {
  const res = await bank.call('POST', '/api/tokens', {
    cookie,
    body: { name: 'cli', scopes, expiresInDays: 1 },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

beforeAll(async () => {
  bank = await createTestBank('demo');
  await new Promise<void>((resolve) => {
    server = serve({ fetch: bank.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      base = `http://127.0.0.1:${(info as AddressInfo).port}`;
      resolve();
    });
  });
  adminCookie = await bank.login('admin');
  adminToken = await tokenFor(adminCookie, ['read', 'transfer', 'admin']);
  demoCookie = await bank.login('demo');
  demoToken = await tokenFor(demoCookie, ['read']);
  const accounts = (await (
    await bank.call('GET', '/api/accounts', { cookie: demoCookie })
  ).json()) as {
    id: number;
    accountType: string;
  }[];
  checkingId = accounts.find((a) => a.accountType === 'CHECKING')!.id;
  const cards = (await (
    await bank.call('GET', '/api/credit-cards', { cookie: demoCookie })
  ).json()) as {
    id: number;
  }[];
  cardId = cards[0]!.id;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** A running CLI: its output so far, a wait for a line, its exit. */
interface Running {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves once stdout or stderr matches `pattern`; rejects after `ms`. */
  waitFor(pattern: RegExp, ms?: number): Promise<RegExpMatchArray>;
  exited: Promise<number | null>;
}

/** Starts the executable with `args`, BANK_URL and BANK_TOKEN (the admin's unless given). */
function start(args: string[], env: Record<string, string | undefined> = {}): Running {
  const child = spawn(process.execPath, [BIN, ...args], {
    env: { ...process.env, BANK_URL: base, BANK_TOKEN: adminToken, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const waiters: (() => void)[] = [];
  const wake = () => {
    for (const w of waiters.splice(0)) w();
  };
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    wake();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    err += chunk.toString();
    wake();
  });
  const exited = new Promise<number | null>((resolve) =>
    child.on('close', (code) => resolve(code)),
  );
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    waitFor(pattern, ms = 15_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`No ${pattern} in time.\nstdout: ${out}\nstderr: ${err}`)),
          ms,
        );
        const check = () => {
          const match = out.match(pattern) ?? err.match(pattern);
          if (match) {
            clearTimeout(timer);
            resolve(match);
          } else waiters.push(check);
        };
        check();
      });
    },
  };
}

/** Runs the executable to its end; answers its exit code and output. */
async function run(
  args: string[],
  env: Record<string, string | undefined> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const running = start(args, env);
  const code = await running.exited;
  return { code, stdout: running.stdout(), stderr: running.stderr() };
}

/** The demo customer's account `id` as the bank answers it now. */
async function account(id: number): Promise<{ balance: string; availableBalance: string }> {
  const res = await bank.call('GET', '/api/accounts', { cookie: demoCookie });
  const list = (await res.json()) as { id: number; balance: string; availableBalance: string }[];
  return list.find((a) => a.id === id)!;
}

describe('acme-bank --help', () => {
  it('describes every command and its flags, and exits 0', async () => {
    const top = await run(['--help']);
    expect(top.code).toBe(0);
    for (const command of ['trigger', 'listen', 'logs', 'clock']) {
      expect(top.stdout).toContain(command);
    }
    const inbound = await run(['trigger', 'inbound-transfer', '--help']);
    expect(inbound.code).toBe(0);
    expect(inbound.stdout).toMatch(/--account <id>[\s\S]*--amount <amount>[\s\S]*--payer <name>/);
    expect(inbound.stdout).toContain('--json');
    const commands = [
      ['trigger', '--help'],
      ['listen', '--help'],
      ['logs', 'tail', '--help'],
      ['clock', 'advance', '--help'],
    ];
    const helps = await Promise.all(commands.map((args) => run(args)));
    helps.forEach((help, i) => {
      expect(help.code, commands[i]!.join(' ')).toBe(0);
      expect(help.stdout, commands[i]!.join(' ')).toContain('Usage: acme-bank');
    });
  });
});

describe('acme-bank trigger', () => {
  it('inbound-transfer credits the account: the money arrives in the bank', async () => {
    const before = await account(checkingId);
    const result = await run([
      'trigger',
      'inbound-transfer',
      '--account',
      String(checkingId),
      '--amount',
      '12.34',
      '--payer',
      'Globex Payroll',
      '--reference',
      'PAY-CLI',
      '--json',
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const answer = JSON.parse(result.stdout) as {
      accountId: number;
      amount: string;
      description: string;
    };
    expect(answer).toMatchObject({
      accountId: checkingId,
      amount: '12.34',
      description: 'ACH credit from Globex Payroll',
    });
    const after = await account(checkingId);
    expect(decimalToCents(after.balance)).toBe(decimalToCents(before.balance) + 1234);

    const text = await run([
      'trigger',
      'inbound-transfer',
      '--account',
      String(checkingId),
      '--amount',
      '1',
      '--payer',
      'Initech',
      '--rail',
      'wire',
    ]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`Wire from Initech: 1.00 credited to account ${checkingId}`);
    expect(decimalToCents((await account(checkingId)).balance)).toBe(
      decimalToCents(before.balance) + 1334,
    );
  });

  it('card-authorization holds the amount, card-settle posts it, a second settle fails with the bank’s 409', async () => {
    const authorized = await run([
      'trigger',
      'card-authorization',
      '--card',
      String(cardId),
      '--amount',
      '5.00',
      '--merchant',
      'Corner Grocery',
      '--json',
    ]);
    expect(authorized.code).toBe(0);
    const auth = JSON.parse(authorized.stdout) as { id: number; status: string; accountId: number };
    expect(auth.status).toBe('APPROVED');
    const held = await account(auth.accountId);
    expect(
      decimalToCents(held.balance) - decimalToCents(held.availableBalance),
    ).toBeGreaterThanOrEqual(500);

    const settled = await run(['trigger', 'card-settle', '--authorization', String(auth.id)]);
    expect(settled.code).toBe(0);
    expect(settled.stdout).toContain(`Card authorization ${auth.id} SETTLED`);
    expect(decimalToCents((await account(auth.accountId)).balance)).toBe(
      decimalToCents(held.balance) - 500,
    );

    const again = await run(['trigger', 'card-reverse', '--authorization', String(auth.id)]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^Error: The bank answered 409 /);
    expect(again.stdout).toBe('');
  });

  it('return sends a completed LOCAL transfer back; card-reverse releases a hold', async () => {
    const demoId = bank.userId('demo');
    await bank.call('POST', `/api/users/${demoId}/verify-pin`, {
      cookie: demoCookie,
      body: { pin: '1234' },
    });
    const payee = (await (
      await bank.call('POST', '/api/beneficiaries', {
        cookie: demoCookie,
        body: { name: 'Landlord', accountNumber: '55509876', bankName: 'Other Bank' },
      })
    ).json()) as { id: number };
    const sent = (await (
      await bank.call('POST', '/api/transfers', {
        cookie: demoCookie,
        body: {
          transferType: 'LOCAL',
          fromAccountId: checkingId,
          beneficiaryId: payee.id,
          amount: '40.00',
        },
      })
    ).json()) as { id: number };
    const completed = await bank.call('PATCH', `/api/transfers/${sent.id}/status`, {
      cookie: adminCookie,
      body: { status: 'COMPLETED' },
    });
    expect(completed.status).toBe(200);
    const paid = await account(checkingId);

    const returned = await run([
      'trigger',
      'return',
      '--transfer',
      String(sent.id),
      '--code',
      'r01',
    ]);
    expect(returned.stderr).toBe('');
    expect(returned.code).toBe(0);
    expect(returned.stdout).toContain(`Transfer ${sent.id} returned (R01 Insufficient funds)`);
    expect(decimalToCents((await account(checkingId)).balance)).toBe(
      decimalToCents(paid.balance) + 4000,
    );

    const authorized = await run([
      'trigger',
      'card-authorization',
      '--card',
      String(cardId),
      '--amount',
      '3.00',
      '--merchant',
      'Kiosk',
      '--json',
    ]);
    const auth = JSON.parse(authorized.stdout) as { id: number; accountId: number };
    const held = await account(auth.accountId);
    const reversed = await run([
      'trigger',
      'card-reverse',
      '--authorization',
      String(auth.id),
      '--json',
    ]);
    expect(reversed.code).toBe(0);
    expect(JSON.parse(reversed.stdout)).toMatchObject({ id: auth.id, status: 'REVERSED' });
    expect(decimalToCents((await account(auth.accountId)).availableBalance)).toBe(
      decimalToCents(held.availableBalance) + 300,
    );
  });

  it('interest, statements and lessons run, each printing JSON with --json', async () => {
    const interest = await run(['trigger', 'interest', '--json']);
    expect(interest.code).toBe(0);
    expect(JSON.parse(interest.stdout)).toHaveProperty('total');
    const statements = await run(['trigger', 'statements', '--json']);
    expect(statements.code).toBe(0);
    expect(JSON.parse(statements.stdout)).toHaveProperty('period');
    const lessons = await run(['trigger', 'lesson', '--json']);
    expect(lessons.code).toBe(0);
    const names = (JSON.parse(lessons.stdout) as { name: string }[]).map((l) => l.name);
    expect(names).toContain('overdrawn');
  });
});

describe('acme-bank listen --forward-to', () => {
  it('forwards the bank’s events to a local receiver, signed with the secret it printed', async () => {
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    const receiver: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const target = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks`;
    try {
      const listen = start([
        'listen',
        '--forward-to',
        target,
        '--events',
        'simulation',
        '--count',
        '1',
        '--json',
      ]);
      const [, secret] = (await listen.waitFor(/signing secret is (whsec_\S+)/)) as [
        string,
        string,
      ];

      const trigger = await run([
        'trigger',
        'inbound-transfer',
        '--account',
        String(checkingId),
        '--amount',
        '7.50',
        '--payer',
        'Webhook Payer',
      ]);
      expect(trigger.code).toBe(0);
      expect(await listen.exited).toBe(0);

      expect(received).toHaveLength(1);
      const delivery = received[0]!;
      const verified = new Webhook(secret).verify(delivery.body, {
        'webhook-id': String(delivery.headers['webhook-id']),
        'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
        'webhook-signature': String(delivery.headers['webhook-signature']),
      }) as { type: string; timestamp: string; data: { accountId?: number; amount?: string } };
      expect(verified.type).toBe('simulation');
      expect(verified.data).toMatchObject({ accountId: checkingId, amount: '7.50' });
      expect(() =>
        new Webhook(`whsec_${Buffer.from('another secret of 24 byte').toString('base64')}`).verify(
          delivery.body,
          delivery.headers as Record<string, string>,
        ),
      ).toThrow();

      const printed = JSON.parse(listen.stdout().trim()) as {
        id: string;
        type: string;
        status: number;
        forwardedTo: string;
      };
      expect(printed).toMatchObject({ type: 'simulation', status: 204, forwardedTo: target });
      expect(printed.id).toBe(delivery.headers['webhook-id']);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it('prints each delivery and the receiver’s answer, a failing receiver included, and keeps listening', async () => {
    const receiver: Server = createServer((_req, res) => res.writeHead(500).end());
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const target = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    try {
      const listen = start([
        'listen',
        '--forward-to',
        target,
        '--events',
        'simulation',
        '--count',
        '2',
      ]);
      await listen.waitFor(/Ready!/);
      for (const amount of ['1.00', '2.00']) {
        const trigger = await run([
          'trigger',
          'inbound-transfer',
          '--account',
          String(checkingId),
          '--amount',
          amount,
          '--payer',
          'Acme Payer',
        ]);
        expect(trigger.code).toBe(0);
      }
      expect(await listen.exited).toBe(0);
      expect(listen.stdout().match(/--> simulation /g)).toHaveLength(2);
      expect(listen.stdout().match(new RegExp(`<-- \\[500\\] POST ${target}`, 'g'))).toHaveLength(
        2,
      );
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it('refuses a URL that is not http(s) and a token the bank refuses', async () => {
    const badTarget = await run(['listen', '--forward-to', 'ftp://example.com/x']);
    expect(badTarget.code).toBe(1);
    expect(badTarget.stderr).toContain('must start with http:// or https://');
    const badToken = await run(['listen', '--forward-to', 'http://127.0.0.1:9/x'], {
      BANK_TOKEN: 'nope.nope',
    });
    expect(badToken.code).toBe(1);
    expect(badToken.stderr).toMatch(/The bank answered 401/);
  });
});

describe('acme-bank logs tail', () => {
  it('shows a request made meanwhile with the same token, and not its own reads of the log', async () => {
    const tail = start(['logs', 'tail', '--json', '--count', '1', '--interval', '200']);
    await tail.waitFor(/Tailing API requests/);
    // Let the tail read the log a few times: none of its own reads may be printed.
    await new Promise((resolve) => setTimeout(resolve, 800));
    const res = await fetch(`${base}/api/admin/clock`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.status).toBe(200);
    expect(await tail.exited).toBe(0);
    const row = JSON.parse(tail.stdout().trim()) as {
      method: string;
      path: string;
      status: number;
      requestId: string;
      tokenName: string;
    };
    expect(row).toMatchObject({
      method: 'GET',
      path: '/api/admin/clock',
      status: 200,
      tokenName: 'cli',
    });
    expect(row.requestId).toBe(res.headers.get('x-request-id'));
  });

  it('filters by method, status and path', async () => {
    const tail = start([
      'logs',
      'tail',
      '--method',
      'POST',
      '--status',
      '404',
      '--count',
      '1',
      '--interval',
      '200',
    ]);
    await tail.waitFor(/Tailing API requests/);
    const headers = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
    await fetch(`${base}/api/admin/clock`, { headers });
    await fetch(`${base}/api/admin/simulations/card-authorizations/999999/settle`, {
      method: 'POST',
      headers,
    });
    expect(await tail.exited).toBe(0);
    const lines = tail.stdout().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /POST\s+404\s+\/api\/admin\/simulations\/card-authorizations\/999999\/settle/,
    );
  });
});

describe('acme-bank clock', () => {
  it('advance moves the business clock and closes each day; show reads it', async () => {
    const before = await run(['clock', 'show', '--json']);
    expect(before.code).toBe(0);
    const { date } = JSON.parse(before.stdout) as { date: string };
    const advanced = await run(['clock', 'advance', '2', '--json']);
    expect(advanced.code).toBe(0);
    const after = JSON.parse(advanced.stdout) as { date: string; days: { date: string }[] };
    const expected = new Date(Date.parse(`${date}T00:00:00Z`) + 2 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(after.date).toBe(expected);
    expect(after.days.at(-1)?.date).toBe(
      new Date(Date.parse(`${expected}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10),
    );
    const shown = await run(['clock', 'show']);
    expect(shown.stdout).toContain(`Business day ${expected}`);

    const back = await run(['clock', 'advance', '--until', date]);
    expect(back.code).toBe(1);
    expect(back.stderr).toMatch(/The bank answered 409/);
  });
});

describe('errors exit non-zero with a message a person can act on', () => {
  it('no token, a bad URL, a bank that is not there, a refused token, a narrow scope, a 404', async () => {
    const [noToken, badUrl, nobody, refused, customer, unknown] = await Promise.all([
      run(['clock', 'show'], { BANK_TOKEN: undefined }),
      run(['clock', 'show', '--url', 'not a url']),
      run(['clock', 'show'], { BANK_URL: 'http://127.0.0.1:9' }),
      run(['clock', 'show', '--token', 'abc.def']),
      run(['trigger', 'interest'], { BANK_TOKEN: demoToken }),
      run([
        'trigger',
        'inbound-transfer',
        '--account',
        '999999',
        '--amount',
        '1.00',
        '--payer',
        'X',
        '--json',
      ]),
    ]);
    expect(noToken.code).toBe(1);
    expect(noToken.stderr).toContain('No API token: set BANK_TOKEN or pass --token');
    expect(badUrl.code).toBe(1);
    expect(badUrl.stderr).toContain('is not a URL');
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toContain('Could not reach the bank at http://127.0.0.1:9');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/The bank answered 401 .*Check BANK_TOKEN/);
    expect(customer.code).toBe(1);
    expect(customer.stderr).toMatch(/The bank answered 403/);
    expect(unknown.code).toBe(1);
    expect(unknown.stdout).toBe('');
    const error = JSON.parse(unknown.stderr) as { error: { status: number; message: string } };
    expect(error.error.status).toBe(404);
    expect(error.error.message).toMatch(/^The bank answered 404/);
  });

  it('refuses bad flags before calling the bank', async () => {
    const amount = await run([
      'trigger',
      'inbound-transfer',
      '--account',
      '1',
      '--amount',
      '1.234',
      '--payer',
      'X',
    ]);
    expect(amount.code).toBe(1);
    expect(amount.stderr).toContain('at most 2 decimals');
    const missing = await run(['trigger', 'inbound-transfer', '--account', '1']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("required option '--amount <amount>' not specified");
    const days = await run(['clock', 'advance']);
    expect(days.code).toBe(1);
    expect(days.stderr).toContain('Give either a number of days or --until YYYY-MM-DD.');
    const unknown = await run(['trigger', 'earthquake']);
    expect(unknown.code).toBe(1);
  });
});
