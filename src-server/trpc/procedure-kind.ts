/**
 * Which kind of procedure each REST operation is, read from the procedure itself (the
 * middlewares it was built from), so the OpenAPI document derives security and statuses
 * from the code instead of a hand-kept list.
 */
import type { AnyProcedure } from '@trpc/server';
import {
  adminProcedure,
  type BankMeta,
  customerProcedure,
  mfaSetupProcedure,
  moneyProcedure,
  type ProcedureKind,
  passwordProcedure,
} from './init';
import { appRouter } from './root';

export type { ProcedureKind };

/** A procedure exposed on /api, with what the document needs to know about it. */
export interface RestProcedure {
  /** tRPC path, e.g. `transfers.create`. */
  name: string;
  kind: ProcedureKind;
  type: 'query' | 'mutation';
  method: string;
  /** The REST path template as in its meta, e.g. `/transfers/{userId}`. */
  path: string;
  meta: BankMeta & { openapi?: { description?: string; summary?: string } };
}

type Built = { _def: { middlewares: unknown[] } };

/** The middleware a procedure kind adds last: a procedure built on the kind contains it. */
function marker(kind: Built): unknown {
  return kind._def.middlewares[kind._def.middlewares.length - 1];
}

// Most specific first: every money and admin procedure is also a customer procedure.
const KINDS: [ProcedureKind, unknown][] = [
  ['money', marker(moneyProcedure as unknown as Built)],
  ['admin', marker(adminProcedure as unknown as Built)],
  ['mfaSetup', marker(mfaSetupProcedure as unknown as Built)],
  ['password', marker(passwordProcedure as unknown as Built)],
  ['customer', marker(customerProcedure as unknown as Built)],
];

/** The kind of one procedure (public when it carries none of the kinds' middlewares). */
export function procedureKind(procedure: AnyProcedure): ProcedureKind {
  const middlewares = (procedure as unknown as Built)._def.middlewares;
  return KINDS.find(([, m]) => middlewares.includes(m))?.[0] ?? 'public';
}

let cache: RestProcedure[] | undefined;

/** Every procedure of the app router that has a REST path, in router order (built once). */
export function restProcedures(): RestProcedure[] {
  cache ??= Object.entries(
    appRouter._def.procedures as unknown as Record<string, AnyProcedure>,
  ).flatMap(([name, procedure]) => {
    const meta = procedure._def.meta as RestProcedure['meta'] & {
      openapi?: { method: string; path: string };
    };
    if (!meta?.openapi) return [];
    return [
      {
        name,
        kind: procedureKind(procedure),
        type: procedure._def.type === 'query' ? 'query' : 'mutation',
        method: meta.openapi.method.toLowerCase(),
        path: meta.openapi.path,
        meta,
      } satisfies RestProcedure,
    ];
  });
  return cache;
}

/** The REST procedure with the given tRPC path, if any. */
export function restProcedureByName(name: string): RestProcedure | undefined {
  return restProcedures().find((p) => p.name === name);
}
