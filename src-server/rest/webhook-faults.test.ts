/**
 * Webhook faults (failures on demand) over REST and the bank's own inbox: a delivery delay,
 * every event delivered twice with the same webhook-id, and deliveries held back so that
 * later events overtake them, each with a signature the library's verifier accepts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { realNowMs } from '../clock/real-time';
import { webhooksOf } from '../services/webhooks';
import { OUT_OF_ORDER_HOLD_MS } from '../services/webhooks/registry';
import { NO_FAULTS } from '../shared/dto/training';
import { createTestBank, type TestBank } from '../test/bank';
import { setFaults } from '../test/faults';

interface InboxItem {
  webhookId: number;
  verified: boolean;
  body: string;
  headers: Record<string, string>;
}

let bank: TestBank;
let admin: string;
let demo: string;

beforeAll(async () => {
  bank = await createTestBank();
  admin = await bank.login('admin');
  demo = await bank.login('demo');
});

async function setWebhookFaults(webhooks: Partial<typeof NO_FAULTS.webhooks>) {
  await setFaults(bank, admin, { webhooks: { ...NO_FAULTS.webhooks, ...webhooks } });
}

async function transfer(amount: string) {
  const accounts = (await (await bank.call('GET', '/api/accounts', { cookie: demo })).json()) as {
    id: number;
    accountType: string;
  }[];
  const res = await bank.call('POST', '/api/transfers', {
    cookie: demo,
    body: {
      fromAccountId: accounts.find((a) => a.accountType === 'CHECKING')!.id,
      toAccountId: accounts.find((a) => a.accountType === 'SAVINGS')!.id,
      amount,
      transferType: 'INTERNAL',
    },
  });
  expect(res.status).toBe(201);
}

const inbox = async () =>
  (await (await bank.call('GET', '/api/webhook-inbox', { cookie: demo })).json()) as InboxItem[];

describe('webhook faults', () => {
  it('deliver every event twice and out of order, each signature intact', async () => {
    const hook = (await (
      await bank.call('POST', '/api/webhooks', {
        cookie: demo,
        body: { url: 'inbox', events: ['transfer'] },
      })
    ).json()) as { id: number };
    await setWebhookFaults({ duplicateRate: 1, outOfOrderRate: 1 });
    await transfer('1.01');
    await transfer('1.02');
    await transfer('1.03');
    // The held delivery is due after the hold; run it without waiting.
    const { worker } = webhooksOf(bank.db, { WEBHOOKS_ALLOW_PRIVATE: false });
    await worker.runDue(realNowMs() + OUT_OF_ORDER_HOLD_MS + 1000);
    const items = (await inbox()).filter((i) => i.webhookId === hook.id);
    expect(items).toHaveLength(6);
    for (const item of items) {
      expect(item.verified).toBe(true);
      expect(item.headers).toHaveProperty('webhook-signature');
    }
    // Each message came twice with the same webhook-id.
    const ids = items.map((i) => i.headers['webhook-id']);
    expect(new Set(ids).size).toBe(3);
    for (const id of new Set(ids)) expect(ids.filter((x) => x === id)).toHaveLength(2);
    // The inbox lists newest first: in arrival order, the first transfer (held) came last.
    const arrival = [...items]
      .reverse()
      .map((i) => (JSON.parse(i.body) as { data: { id: number } }).data.id);
    const firsts = arrival.filter((a, n) => arrival.indexOf(a) === n);
    const [one, two, three] = [...firsts].sort((a, b) => a - b);
    expect(firsts).toEqual([two, three, one]);
    await setWebhookFaults({});
  });

  it('delay the first attempt by delayMs', async () => {
    await setWebhookFaults({ delayMs: 60_000 });
    const before = (await inbox()).length;
    const queuedAt = realNowMs();
    await transfer('1.04');
    const { worker } = webhooksOf(bank.db, { WEBHOOKS_ALLOW_PRIVATE: false });
    expect(await worker.runDue(queuedAt + 30_000)).toBe(0);
    expect((await inbox()).length).toBe(before);
    expect(await worker.runDue(realNowMs() + 61_000)).toBe(1);
    expect((await inbox()).length).toBe(before + 1);
    await setWebhookFaults({});
  });
});
