/**
 * A call's body and request as the bank's two HTTP transports read them under Node. Building
 * @hono/node-server's full WHATWG Request (its headers copied, an abort signal, a body stream)
 * cost more than the rest of a small call, so the body is read straight from the socket and
 * tRPC is handed a request that answers from it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context as HonoContext } from 'hono';

/** The largest request body the bank reads (1 MiB); a larger one is refused with 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** What @hono/node-server puts in a Hono context's env under Node (absent in tests). */
interface NodeBindings {
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
}

/**
 * The request body as text ('' for GET and HEAD). Under Node, a body with a Content-Length
 * (already checked against the 1 MB limit by the bodyLimit middleware) is read straight from
 * the socket. Elsewhere (tests, chunked bodies) the Request is read as usual.
 */
export async function readBodyText(c: HonoContext): Promise<string> {
  const raw = c.req.raw;
  if (raw.method === 'GET' || raw.method === 'HEAD') return '';
  const incoming = (c.env as NodeBindings | undefined)?.incoming;
  if (!incoming || raw.headers.get('content-length') === null || incoming.readableDidRead) {
    return raw.text();
  }
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  // TextDecoder, like Request.text(), drops a leading byte order mark.
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * Whether a Content-Type header names JSON: its media type, before any parameters
 * (`; charset=utf-8`), is `application/json`, compared without regard to case as media
 * types are (RFC 9110 §8.3.1). `application/jsonx` or a list of types is not JSON.
 */
export function isJsonMediaType(header: string | null | undefined): boolean {
  return header?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * The request tRPC's fetch adapter is given for a call of the bank's screens. Under Node, for
 * a read or a JSON write, it answers `json()` and `text()` from the body read off the socket,
 * and its `signal` aborts when the client goes away before the answer is complete (what
 * @hono/node-server's own signal does, and what ends a subscription's stream); the method,
 * URL and headers are the incoming request's. Anything else (another body type, or outside
 * Node) gets the Request as Hono has it.
 */
export async function trpcRequest(c: HonoContext): Promise<Request> {
  const raw = c.req.raw;
  const { incoming, outgoing } = (c.env as NodeBindings | undefined) ?? {};
  const bodyless = raw.method === 'GET' || raw.method === 'HEAD';
  const json = isJsonMediaType(raw.headers.get('content-type'));
  if (!incoming || !outgoing || (!bodyless && !json)) return raw;
  const text = await readBodyText(c);
  const abort = new AbortController();
  outgoing.once('close', () => {
    if (!outgoing.writableFinished) abort.abort('Client connection prematurely closed.');
  });
  return new Proxy(raw, {
    get(target, prop) {
      if (prop === 'signal') return abort.signal;
      if (prop === 'json') return async () => JSON.parse(text);
      if (prop === 'text') return async () => text;
      return Reflect.get(target, prop, target);
    },
  });
}
