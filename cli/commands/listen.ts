/**
 * `acme-bank listen --forward-to <url>`: hears the bank's events on the caller's event stream
 * (`GET /api/events`, the same events webhooks carry) and forwards each one to a local URL as
 * the bank sends a webhook delivery: a POST of `{"type","timestamp","data"}` with the
 * Standard Webhooks headers (`webhook-id`, `webhook-timestamp`, `webhook-signature`) signed
 * by the `standardwebhooks` library with a `whsec_` secret, printed at start so the receiver
 * can verify. No public address and no registered endpoint are needed.
 */
import { randomBytes } from 'node:crypto';
import { Command } from 'commander';
import { Webhook } from 'standardwebhooks';
import { CliError } from '../bank';
import { clientOf, note, positiveInt, printLine } from '../options';
import { type SseEvent, SseParser } from '../sse';

/** The events a webhook endpoint can hear; `listen` forwards these unless told otherwise. */
export const WEBHOOK_EVENTS = ['transfer', 'balance', 'notification', 'simulation'] as const;

/** How long the local receiver has to answer, in ms (as the bank's deliveries). */
const FORWARD_TIMEOUT_MS = 10_000;

/** How long to wait before opening the stream again after it dropped, in ms. */
const RECONNECT_MS = 3000;

/** A new signing secret as the bank makes them: `whsec_` and 24 random bytes in base64. */
export function newSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/**
 * Checks a signing secret (`whsec_` and base64) and makes its signer.
 * @throws CliError for a secret the library cannot use
 */
function signerOf(secret: string): Webhook {
  if (!/^whsec_[A-Za-z0-9+/]+={0,2}$/.test(secret)) {
    throw new CliError(
      'The signing secret must be "whsec_" followed by base64, as the bank makes them.',
    );
  }
  return new Webhook(secret);
}

/**
 * Parses the local URL to forward to.
 * @throws CliError unless it is an http(s) URL
 */
function forwardTarget(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new CliError(
      `--forward-to "${text}" is not a URL: give one like http://localhost:4242/webhooks.`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CliError(`--forward-to "${text}" must start with http:// or https://.`);
  }
  return url.href;
}

/** What one forwarded event gave. */
export interface Delivery {
  /** The `webhook-id` sent. */
  id: string;
  /** The event's id on the bank's stream. */
  eventId: string | null;
  type: string;
  data: unknown;
  forwardedTo: string;
  /** The receiver's HTTP status, null when it did not answer. */
  status: number | null;
  /** Why it did not answer, else null. */
  error: string | null;
}

/**
 * Signs and POSTs one event to `target`.
 * @param signer the signer of the printed secret
 * @param event the event as the stream carried it (its data is JSON text)
 * @returns what happened (never throws: a receiver that fails is reported, not fatal)
 */
export async function forward(signer: Webhook, target: string, event: SseEvent): Promise<Delivery> {
  let data: unknown = event.data;
  try {
    data = JSON.parse(event.data);
  } catch {
    // Not JSON (the bank always sends JSON): forwarded as the text it is.
  }
  const now = new Date();
  const payload = JSON.stringify({ type: event.event, timestamp: now.toISOString(), data });
  const id = `msg_${randomBytes(16).toString('base64url')}`;
  const delivery: Delivery = {
    id,
    eventId: event.id,
    type: event.event,
    data,
    forwardedTo: target,
    status: null,
    error: null,
  };
  try {
    const res = await fetch(target, {
      method: 'POST',
      headers: {
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': signer.sign(id, now, payload),
        'content-type': 'application/json',
        'user-agent': 'AcmeBank-Webhooks/1.0 (acme-bank listen)',
      },
      body: payload,
      redirect: 'manual',
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    await res.body?.cancel().catch(() => {});
    delivery.status = res.status;
  } catch (error) {
    const e = error as Error & { cause?: { code?: string } };
    delivery.error = e.name === 'TimeoutError' ? 'no answer in time' : (e.cause?.code ?? e.message);
  }
  return delivery;
}

/** One delivery as a line: time, event, what was sent and the answer. */
function deliveryLine(d: Delivery): string {
  const answer = d.status !== null ? `[${d.status}]` : `[ERR ${d.error}]`;
  return `${new Date().toISOString()}  --> ${d.type} ${JSON.stringify(d.data)} [${d.id}]\n${' '.repeat(26)}<-- ${answer} POST ${d.forwardedTo}`;
}

/** The `listen` command. */
export function listenCommand(): Command {
  return new Command('listen')
    .description(
      "Hear the bank's events (those webhooks carry) on your event stream and forward each one to a local URL, signed as the bank signs webhook deliveries (Standard Webhooks); prints each delivery and the answer. Ctrl-C to stop.",
    )
    .requiredOption(
      '--forward-to <url>',
      'where to POST each event, e.g. http://localhost:4242/webhooks',
    )
    .option(
      '--events <types>',
      `comma-separated event types to forward (${WEBHOOK_EVENTS.join(', ')})`,
      (value: string) =>
        value
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      [...WEBHOOK_EVENTS],
    )
    .option(
      '--secret <whsec>',
      'sign with this secret instead of a new one each run (or BANK_WEBHOOK_SECRET)',
    )
    .option('--count <n>', 'stop after forwarding n events', positiveInt)
    .addHelpText(
      'after',
      "\nEvents an admin's token hears: their own, and every customer's transfer and simulation events.\n\nExamples:\n  acme-bank listen --forward-to http://localhost:4242/webhooks\n  acme-bank listen --forward-to http://localhost:4242/webhooks --events simulation,transfer --json",
    )
    .action(
      async (
        opts: { forwardTo: string; events: string[]; secret?: string; count?: number },
        command: Command,
      ) => {
        const target = forwardTarget(opts.forwardTo);
        const secret = opts.secret ?? process.env.BANK_WEBHOOK_SECRET ?? newSecret();
        const signer = signerOf(secret);
        const types = new Set(opts.events);
        const client = clientOf(command);
        let lastId: string | null = null;
        let connected = false;
        let forwarded = 0;
        for (;;) {
          const controller = new AbortController();
          let res: Response;
          try {
            res = await client.stream(
              '/events',
              lastId === null ? {} : { 'last-event-id': lastId },
              controller.signal,
            );
          } catch (error) {
            // A refusal (a bad token, a wrong URL) ends it; a bank gone for a moment is waited for.
            if (!connected || (error instanceof CliError && error.status !== null)) throw error;
            note(
              `Lost the bank (${(error as Error).message}); trying again in ${RECONNECT_MS / 1000} s…`,
            );
            await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
            continue;
          }
          if (!connected) {
            note(
              `Ready! Forwarding ${[...types].join(', ')} events from ${client.config.url} to ${target}.\nYour webhook signing secret is ${secret} (Ctrl-C to quit)`,
            );
            connected = true;
          }
          const parser = new SseParser();
          const decoder = new TextDecoder();
          const reader = (res.body as ReadableStream<Uint8Array>).getReader();
          try {
            for (;;) {
              const { done, value } = await reader.read();
              if (done) break;
              for (const event of parser.push(decoder.decode(value, { stream: true }))) {
                if (event.id !== null && event.id !== '0') lastId = event.id;
                if (event.event === 'session') {
                  const { reason } = JSON.parse(event.data) as { reason?: string };
                  throw new CliError(
                    `The bank ended the event stream (${reason ?? 'session ended'}): the token is no longer valid.`,
                  );
                }
                if (!types.has(event.event)) continue;
                const delivery = await forward(signer, target, event);
                printLine(command, delivery, () => deliveryLine(delivery));
                forwarded++;
                if (opts.count !== undefined && forwarded >= opts.count) {
                  controller.abort();
                  return;
                }
              }
            }
          } catch (error) {
            if (error instanceof CliError) throw error;
            // The connection broke: open it again below, resuming after the last event.
          } finally {
            reader.releaseLock();
          }
          note(`The event stream closed; reconnecting in ${RECONNECT_MS / 1000} s…`);
          await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
        }
      },
    );
}
