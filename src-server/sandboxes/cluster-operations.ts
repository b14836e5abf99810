/**
 * Sandboxes in a cluster: creating, resetting and removing a sandbox must happen in the one
 * process that holds its file, so any other process forwards the operation through the front
 * door, which routes by the sandbox's name. Kept apart from the manager because it is the
 * only part that talks HTTP to other processes and holds the cluster's shared secret.
 */
import { timingSafeEqual } from 'node:crypto';
import { badRequest, Conflict, NotFound, Unavailable } from '../domain/errors';

/** Where a cluster's front door is and the secret its processes show each other. */
export interface ClusterLink {
  /** The front door's origin, e.g. http://127.0.0.1:3000. */
  front: string;
  secret: string;
}

/**
 * The operations a cluster process asks of the process that holds a sandbox: `defects`
 * switches its planted defects, whose state the holder keeps in memory.
 */
export type ClusterOperation = 'create' | 'reset' | 'remove' | 'defects';

/** The path, under a sandbox's prefix, of the operations one cluster process asks of another. */
export const CLUSTER_OPERATION_PATH = /^\/\.cluster\/(create|reset|remove|defects)$/;

/**
 * Compares two secrets in constant time, so a caller cannot learn the cluster's secret from
 * how long a refusal takes.
 * @returns true when `a` and `b` are the same string; never throws
 */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Asks the process that holds sandbox `name` to run `operation`: a POST to
 * `/s/{name}/.cluster/{operation}` through the front door, which routes it by the name like
 * every request of that sandbox, with the cluster's secret in `X-Cluster-Secret`.
 * @param body the operation's JSON body, when it takes one (`defects`: `{on, now}`)
 * @throws the holder's refusal as the same kind of error (400, 404, 409); Unavailable (503)
 *   when the front door or the holder does not answer (within a minute)
 */
export async function forward(
  link: ClusterLink,
  operation: ClusterOperation,
  name: string,
  body?: unknown,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${link.front}/s/${name}/.cluster/${operation}`, {
      method: 'POST',
      headers: {
        'x-cluster-secret': link.secret,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      // A first creation seeds the holder's template: seconds, never minutes.
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    throw new Unavailable('The process that holds this sandbox does not answer; try again', 2);
  }
  if (response.ok) return;
  const refusal = (await response.json().catch(() => ({}))) as {
    message?: string;
    code?: string;
  };
  const message = refusal.message ?? 'The process that holds this sandbox refused';
  if (response.status === 404) throw new NotFound('Sandbox');
  if (response.status === 409) throw new Conflict(message, refusal.code);
  if (response.status === 400) throw badRequest(message);
  throw new Unavailable('The process that holds this sandbox does not answer; try again', 2);
}
