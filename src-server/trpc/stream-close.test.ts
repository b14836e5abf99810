/**
 * On a real port, a screen's tRPC calls as the browser makes them: a read, a JSON write, and
 * the events subscription (SSE), whose stream ends on the server when the browser goes away,
 * so that a customer who opens and leaves the page many times is never refused for having
 * too many streams open.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventBusOf, MAX_STREAMS_PER_USER } from '../events/bus';
import { createTestBank, type TestBank } from '../test/bank';

let bank: TestBank;
let server: ServerType;
let base: string;
let cookie: string;

beforeAll(async () => {
  bank = await createTestBank();
  cookie = await bank.login('jane');
  await new Promise<void>((resolve) => {
    server = serve({ fetch: bank.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      base = `http://127.0.0.1:${(info as AddressInfo).port}`;
      resolve();
    });
  });
});

afterAll(async () => {
  (server as Server).closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// A same-origin browser: the Origin is the site's own.
const headers = () => ({ Cookie: cookie, Origin: base });

describe("a screen's tRPC calls over HTTP", () => {
  it('reads, and writes with a JSON body', async () => {
    const me = await fetch(`${base}/trpc/auth.me`, { headers: headers() });
    expect(me.status).toBe(200);
    expect(
      ((await me.json()) as { result: { data: { username: string } } }).result.data.username,
    ).toBe('jane');
    const accounts = (await (await bank.call('GET', '/api/accounts', { cookie })).json()) as {
      id: number;
    }[];
    const write = (body: string) =>
      fetch(`${base}/trpc/transfers.create`, {
        method: 'POST',
        headers: { ...headers(), 'Content-Type': 'application/json' },
        body,
      });
    const cent = {
      fromAccountId: accounts[0]!.id,
      toAccountId: accounts[1]!.id,
      amount: '0.01',
      transferType: 'INTERNAL',
    };
    const made = await write(JSON.stringify(cent));
    expect(made.status).toBe(200);
    const { result } = (await made.json()) as { result: { data: { status: string } } };
    expect(result.data.status).toBe('COMPLETED');
    // A body that does not parse is the caller's mistake, not the server's: nothing is logged.
    const errors = vi.spyOn(console, 'error');
    try {
      const broken = await write(JSON.stringify(cent).slice(0, -1));
      expect(broken.status).toBe(400);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('ends each events stream the browser leaves, so opening it again is never refused', async () => {
    const jane = bank.userId('jane');
    // Twice the per-user limit of open streams, one after the other.
    for (let i = 0; i < 2 * MAX_STREAMS_PER_USER; i++) {
      const leave = new AbortController();
      const res = await fetch(`${base}/trpc/events.stream?input=%7B%7D`, {
        headers: headers(),
        signal: leave.signal,
      });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      await reader.read();
      leave.abort();
      await reader.cancel().catch(() => {});
      // The server hears the socket close and ends the stream.
      await expect.poll(() => eventBusOf(bank.db).openStreams(jane), { timeout: 2000 }).toBe(0);
    }
  });
});
