/**
 * The cluster end to end: two bank processes (from source) behind a generated nginx on free
 * ports with a temporary data folder. Sandboxes created through the main bank land on both
 * processes (nginx hashes the name), a customer signs in and gets a transfer's events through
 * the front door, the main bank switches a bug hunt on and off in sandboxes both processes hold
 * (each holder's customers see it at once), resets and removes sandboxes held by the other
 * process, and a killed process is started again with its sandboxes (and their sessions)
 * served as before.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, NGINX_BINARY, startCluster } from './supervisor';

const hasNginx = existsSync(NGINX_BINARY);
if (!hasNginx) {
  console.warn(
    `Cluster test skipped: nginx is not installed (${NGINX_BINARY}); apt-get install -y nginx`,
  );
}

/** True when `port` can be listened on now (loopback). */
const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });

/**
 * The first port the kernel hands out on its own (outgoing connections, `listen(0)`): ports
 * from there on may be taken by any socket of the machine between two of the test's steps.
 */
function ephemeralFloor(): number {
  try {
    const low = Number(
      readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0],
    );
    return Number.isInteger(low) && low > 11_000 ? low : 32_768;
  } catch {
    return 32_768;
  }
}

/**
 * A first port such that it and the next `count - 1` are free, below the kernel's ephemeral
 * range: a bank process restarted after a kill must find its port again, and one in that range
 * could meanwhile be given to another test's connection.
 */
async function freeRun(count: number): Promise<number> {
  const top = ephemeralFloor() - count;
  for (;;) {
    const base = 10_000 + Math.floor(Math.random() * (top - 10_000));
    let ok = true;
    for (let i = 0; i < count && ok; i++) ok = await portFree(base + i);
    if (ok) return base;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!hasNginx)('several bank processes behind nginx', () => {
  let cluster: Cluster;
  let front: string;
  let dataDir: string;
  let adminCookie: string;
  /** The customer's session in the sandbox of the event stream. */
  let customerCookie = '';
  /** Sandbox name → the process that answered for it. */
  const holder = new Map<string, string>();

  const call = (path: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('origin', front);
    if (init.cookie) headers.set('cookie', init.cookie);
    if (init.body) headers.set('content-type', 'application/json');
    return fetch(`${front}${path}`, { ...init, headers });
  };
  const signIn = async (prefix: string, username: string, password: string) => {
    const res = await call(`${prefix}/api/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ username, password }),
    });
    expect(res.status).toBe(200);
    return (res.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  };
  const processOf = async (name: string) => {
    const res = await call(`/s/${name}/api/health`);
    await res.body?.cancel();
    return { status: res.status, process: res.headers.get('x-bank-process') };
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bank-cluster-'));
    const base = await freeRun(3);
    cluster = await startCluster({
      processes: 2,
      basePort: base + 1,
      frontPort: base,
      dataDir,
      source: true,
      log: () => {},
      quiet: true,
    });
    front = cluster.front ?? '';
    adminCookie = await signIn('', 'admin', 'Admin-1234');
  }, 240_000);

  afterAll(async () => {
    await cluster?.stop();
    for (const bank of cluster?.processes ?? [])
      expect(bank.child.exitCode ?? bank.child.signalCode).not.toBeNull();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('serves the main bank from process 0 and sandboxes from both processes, by name', async () => {
    const main = await call('/api/health');
    expect(main.status).toBe(200);
    expect(main.headers.get('x-bank-process')).toBe('0');
    for (let i = 1; i <= 16 && new Set(holder.values()).size < 2; i++) {
      const name = `class-${i}`;
      const created = await call('/api/sandboxes', {
        method: 'POST',
        cookie: adminCookie,
        body: JSON.stringify({ name }),
      });
      expect(created.status).toBe(201);
      expect(await created.json()).toEqual({ name, url: `/s/${name}/` });
      const { status, process } = await processOf(name);
      expect(status).toBe(200);
      holder.set(name, process ?? '');
      // The same name always reaches the same process.
      expect((await processOf(name)).process).toBe(process);
    }
    expect(new Set(holder.values())).toEqual(new Set(['0', '1']));
    const again = await call('/api/sandboxes', {
      method: 'POST',
      cookie: adminCookie,
      body: JSON.stringify({ name: [...holder.keys()][0] }),
    });
    expect(again.status).toBe(409);
  }, 240_000);

  it('signs a customer in and streams a transfer’s events through the front door', async () => {
    const name = [...holder].find(([, p]) => p === '1')?.[0] as string;
    const cookie = await signIn(`/s/${name}`, 'demo', 'Demo-1234');
    expect(cookie).toMatch(new RegExp(`^session-${name}=`));
    customerCookie = cookie;
    const stream = await call(`/s/${name}/api/events`, {
      cookie,
      headers: { accept: 'text/event-stream' },
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('x-bank-process')).toBe('1');
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const accounts = (await (await call(`/s/${name}/api/accounts`, { cookie })).json()) as {
      id: number;
    }[];
    const transfer = await call(`/s/${name}/api/transfers`, {
      method: 'POST',
      cookie,
      body: JSON.stringify({
        transferType: 'INTERNAL',
        fromAccountId: accounts[0]?.id,
        toAccountId: accounts[1]?.id,
        amount: '1.00',
      }),
    });
    expect(transfer.status).toBe(201);
    const { id } = (await transfer.json()) as { id: number };
    let text = '';
    const decoder = new TextDecoder();
    const deadline = Date.now() + 10_000;
    while (!text.includes('event: transfer') && Date.now() < deadline) {
      const next = await reader.read();
      if (next.done) break;
      text += decoder.decode(next.value);
    }
    await reader.cancel();
    expect(text).toContain('event: transfer');
    expect(text).toContain(`"id":${id}`);

    // The main bank's admin (process 0) reads the progress of this sandbox, which process 1
    // holds open, from its file: a solve committed there shows on the Sandboxes screen.
    const missing = await call(`/s/${name}/api/nothing-here`, { cookie });
    await missing.body?.cancel();
    type Line = { name: string; progress: { solves: number; top: { username: string } | null } };
    let line: Line | undefined;
    for (let tries = 0; tries < 50 && !line?.progress?.solves; tries++) {
      if (tries > 0) await sleep(100);
      const read = await call('/trpc/adminProgress.sandboxes', { cookie: adminCookie });
      expect(read.headers.get('x-bank-process')).toBe('0');
      const { result } = (await read.json()) as { result: { data: Line[] } };
      line = result.data.find((s) => s.name === name);
    }
    expect(line?.progress.solves).toBeGreaterThanOrEqual(1);
    expect(line?.progress.top?.username).toBe('demo');
  }, 60_000);

  it('switches a bug hunt, through the main bank, in sandboxes both processes hold', async () => {
    const names = ['0', '1'].map((p) => [...holder].find(([, h]) => h === p)?.[0] as string);
    const cookies = await Promise.all(names.map((n) => signIn(`/s/${n}`, 'demo', 'Demo-1234')));
    const hunting = async () =>
      Promise.all(
        names.map(async (n, i) => {
          const res = await call(`/s/${n}/api/defects/active`, { cookie: cookies[i] });
          expect(res.status).toBe(200);
          return ((await res.json()) as { hunting: boolean }).hunting;
        }),
      );
    // Each holder has read (and keeps) its bank's switches before the main bank changes them.
    expect(await hunting()).toEqual([false, false]);
    const save = (on: string[]) =>
      call('/api/admin/defects', {
        method: 'PUT',
        cookie: adminCookie,
        body: JSON.stringify({ on, sandboxes: names }),
      });
    const on = await save(['notification-leak']);
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({
      on: ['notification-leak'],
      sandboxes: names,
      thisBank: false,
    });
    expect(await hunting()).toEqual([true, true]);
    expect((await save([])).status).toBe(200);
    expect(await hunting()).toEqual([false, false]);
    // An unknown sandbox among them changes none.
    const refused = await call('/api/admin/defects', {
      method: 'PUT',
      cookie: adminCookie,
      body: JSON.stringify({ on: ['notification-leak'], sandboxes: [...names, 'no-such-one'] }),
    });
    expect(refused.status).toBe(404);
    expect(await hunting()).toEqual([false, false]);
  }, 60_000);

  it('resets and removes, through the main bank, sandboxes the other process holds', async () => {
    const [name] = [...holder].find(([, p]) => p === '1') ?? [];
    const other = [...holder].filter(([, p]) => p === '1').map(([n]) => n)[1];
    const reset = await call(`/api/sandboxes/${name}/reset`, {
      method: 'POST',
      cookie: adminCookie,
    });
    expect(reset.status).toBe(200);
    // The holder serves the fresh copy: the session of the previous test is gone with it.
    const before = await call(`/s/${name}/api/accounts`, { cookie: customerCookie });
    await before.body?.cancel();
    expect(before.status).toBe(401);
    const victim = other ?? 'class-gone';
    if (!other) {
      const made = await call('/api/sandboxes', {
        method: 'POST',
        cookie: adminCookie,
        body: JSON.stringify({ name: victim }),
      });
      expect(made.status).toBe(201);
    }
    const removed = await call(`/api/sandboxes/${victim}`, {
      method: 'DELETE',
      cookie: adminCookie,
    });
    expect(removed.status).toBe(200);
    expect((await processOf(victim)).status).toBe(404);
    const unknown = await call('/api/sandboxes/no-such-one', {
      method: 'DELETE',
      cookie: adminCookie,
    });
    expect(unknown.status).toBe(404);
    holder.delete(victim);
  }, 60_000);

  it('starts a killed process again and serves its sandboxes, sessions included', async () => {
    const name = [...holder].find(([, p]) => p === '1')?.[0] as string;
    const cookie = await signIn(`/s/${name}`, 'jane', 'Demo-1234');
    const bank = cluster.processes.find((p) => p.index === 1);
    if (!bank) throw new Error('no process 1');
    const dead = new Promise((r) => bank.child.once('exit', r));
    bank.child.kill('SIGKILL');
    await dead;
    let answer: Response | null = null;
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline) {
      try {
        answer = await call(`/s/${name}/api/accounts`, { cookie });
        if (answer.status === 200) break;
        await answer.body?.cancel();
      } catch {}
      await sleep(100);
    }
    if (!answer) throw new Error('the front door never answered');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-bank-process')).toBe('1');
    expect(((await answer.json()) as unknown[]).length).toBeGreaterThan(0);
    expect(bank.restarts).toBe(1);
    // The other process's sandboxes never stopped.
    const onZero = [...holder].find(([, p]) => p === '0')?.[0] as string;
    expect((await processOf(onZero)).process).toBe('0');
  }, 180_000);
});
