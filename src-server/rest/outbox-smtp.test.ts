/**
 * Delivery through a real SMTP server run in process (smtp-server): with SMTP_URL set, a
 * reset link's email is QUEUED in the request's transaction, sent after commit and SENT;
 * a refusing server leaves it QUEUED with its error, retried with backoff.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../db/schema';
import { outboxWorkerOf, stopOutboxDelivery } from '../services/outbox/worker';
import { createTestBank, type TestBank } from '../test/bank';

interface Received {
  to: string[];
  raw: string;
}

const received: Received[] = [];
let refuse = false;
let server: SMTPServer;
let bank: TestBank;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(
        refuse ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 450 }) : undefined,
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  bank = await createTestBank('demo', { SMTP_URL: `smtp://127.0.0.1:${port}` });
});

afterAll(async () => {
  stopOutboxDelivery(bank.db);
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function settle(): Promise<void> {
  const worker = outboxWorkerOf(bank.db);
  for (let i = 0; i < 100; i += 1) {
    await new Promise((r) => setTimeout(r, 20));
    await worker?.idle();
    const queued = bank.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.status, 'QUEUED'))
      .all();
    if (queued.every((m) => m.attempts > 0)) return;
  }
}

describe('SMTP delivery', () => {
  it('a reset link arrives at the SMTP server and the message is SENT', async () => {
    const res = await bank.call('POST', '/api/auth/password-reset', { body: { login: 'nina' } });
    expect(res.status).toBe(202);
    await settle();
    const mail = received.find((m) => m.to.includes('nina.kowalski@example.com'));
    expect(mail?.raw).toMatch(/Subject: Reset your password/);
    expect(mail?.raw.replace(/=\r?\n/g, '')).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{20,}/);
    const row = bank.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'PASSWORD_RESET'))
      .get();
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('a refused email stays QUEUED with its error and a later try; SMS stay KEPT', async () => {
    refuse = true;
    await bank.login('noah');
    await settle();
    refuse = false;
    const rows = bank.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.userId, bank.userId('noah')))
      .all();
    const email = rows.find((r) => r.channel === 'EMAIL');
    expect(email).toMatchObject({ status: 'QUEUED', attempts: 1 });
    expect(email?.lastError).toMatch(/Mailbox unavailable/);
    expect(email!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    expect(rows.find((r) => r.channel === 'SMS')?.status).toBe('KEPT');
  });
});
