/**
 * The webhooks of one bank: its registry (which taps the bank's event bus) and its delivery
 * worker, made once per database. `webhooksOf(db, env)` starts the worker's timer on first
 * use; the timer stops by itself when the database closes.
 */
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { eventBusOf } from '../../events/bus';
import { WebhookRegistry } from './registry';
import { WebhookWorker } from './worker';

/** The registry and worker of one bank. */
export interface BankWebhooks {
  registry: WebhookRegistry;
  worker: WebhookWorker;
}

const banks = new WeakMap<Db, BankWebhooks>();

/** The webhooks of the bank whose database is `db` (made, tapped and started on first use). */
export function webhooksOf(db: Db, env: Pick<Env, 'WEBHOOKS_ALLOW_PRIVATE'>): BankWebhooks {
  let bank = banks.get(db);
  if (!bank) {
    let worker: WebhookWorker | undefined;
    const registry = new WebhookRegistry(db, () => worker?.kick());
    worker = new WebhookWorker(db, registry, { allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE });
    eventBusOf(db).addTap(registry);
    worker.start();
    bank = { registry, worker };
    banks.set(db, bank);
  }
  return bank;
}
