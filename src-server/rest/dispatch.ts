/**
 * One REST call's procedure, run as trpc-to-openapi's node-http handler (3.x) runs it, from
 * the library's own helpers: the procedure is looked up by method and path, its input is built
 * from the JSON body or the query plus the path's parameters, the procedure is called with
 * the call's context, and an error becomes the library's {message, code, issues} shape.
 *
 * Why not the library's handler itself: it cost a REST call some 120 µs of server CPU on top
 * of the procedure, more than everything else on the way, and kept each call's objects alive
 * long enough for V8 to move them to the old generation, so that every call also paid for
 * major garbage collections. This module does the same steps once per call and the per-
 * procedure ones (unwrapping the input schema, coercing its query fields) once per procedure.
 */
import { TRPCError } from '@trpc/server';
import { getErrorShape } from '@trpc/server/unstable-core-do-not-import';
import {
  coerceSchema,
  createProcedureCache,
  getErrorFromUnknown,
  getInputOutputParsers,
  instanceofZodTypeLikeVoid,
  instanceofZodTypeObject,
  instanceofZodTypeOptional,
  normalizePath,
  type OpenApiMethod,
  type OpenApiProcedure,
  TRPC_ERROR_CODE_HTTP_STATUS,
  unwrapZodType,
  zodSupportsCoerce,
} from 'trpc-to-openapi';
import { ZodArray, ZodNumber, type ZodType } from 'zod/v4';
import type { Context } from '../trpc/context';
import { appRouter } from '../trpc/root';
import { isJsonMediaType } from './body';

/** The request as the dispatcher reads it: nothing of the HTTP layer beyond these. */
export interface RestCall {
  method: string;
  /** The path below /api ('/transfers'). */
  path: string;
  contentType: string | null;
  /** The query's values by name (hostile names already left out). */
  query: Record<string, string[]>;
  /** The parsed JSON body, or its parse error (thrown only if the procedure reads a body). */
  body: { ok: true; data: unknown } | { ok: false; error: unknown };
  /** Builds the call's context; called once the input is read, as the library does. */
  context: () => Context;
}

/** What the call answered: a status and the JSON value of the answer, or an error. */
export type RestOutcome =
  | { ok: true; status: number; data: unknown }
  | { ok: false; status: number; error: TRPCError; shape: ErrorBody; ctx: Context | undefined };

/**
 * The library's error body: the router's error shape (its `data` made by the router's
 * errorFormatter) with the message, the tRPC code and, for a schema's refusal, zod's issues.
 */
export interface ErrorBody {
  message: string;
  code: string;
  data: { domainCode?: string; issues?: unknown[] };
  issues: unknown;
}

/** What the dispatcher asks of the edge, as the library's handler options did. */
export interface DispatchHooks {
  /** The success status of `path` (201 for a creation), from the context and the path. */
  successStatus: (path: string, ctx: Context) => number;
  /** Told of every error, with the context when it was built. */
  onError: (error: TRPCError, ctx: Context | undefined) => void;
}

interface Route {
  type: 'query' | 'mutation';
  path: string;
  procedure: OpenApiProcedure;
}

/** What the dispatcher knows of a procedure's input once it has looked at its schema. */
interface InputPlan {
  /** The procedure takes no input (z.void() and the like): body and query are not read. */
  none: boolean;
  /** Query fields whose schema is an array: a single value still arrives as an array. */
  arrayFields: string[];
  /** Number fields: given as text (a path, a query, a JSON string), only decimals are one. */
  numberFields: string[];
}

/**
 * A number as a path, a query string or a JSON string writes it: decimal digits, a minus sign
 * and a fraction allowed (the field's own schema then says whether it takes them). Coercion
 * alone (`Number(text)`) also reads '+1', '0x10', '1e2', ' 5 ' and '' as numbers, so
 * `/users/0x10` would have shown user 16.
 */
const DECIMAL = /^-?[0-9]+(?:\.[0-9]+)?$/;

/** The schema under a field's optional, nullable and default wrappers. */
function innermost(field: ZodType): ZodType {
  let inner = field;
  for (;;) {
    const def = inner._zod.def as { innerType?: ZodType };
    if (!def.innerType) return inner;
    inner = def.innerType;
  }
}

/**
 * Text that is not a decimal number, in a number field of the call's input (a path, a query,
 * a string in the body), made NaN: the field's own schema then refuses it with the field's
 * message, as it refuses 'abc'. A JSON number is left as it is.
 */
function onlyDecimals(input: Record<string, unknown>, names: string[]): void {
  for (const name of names) {
    const value = input[name];
    if (typeof value === 'string' && !DECIMAL.test(value)) input[name] = Number.NaN;
  }
}

type CallProcedure = (opts: {
  path: string;
  getRawInput: () => Promise<unknown>;
  ctx: Context;
  type: 'query' | 'mutation';
  signal: undefined;
  batchIndex: number;
}) => Promise<unknown>;

const findRoute = createProcedureCache(appRouter);
const plans = new Map<OpenApiProcedure, InputPlan>();

/**
 * The input plan of a procedure, made on its first call. Its object schema's number, boolean
 * and date fields are switched to coercion then (query values are text), which the library
 * did on every call of the procedure.
 */
function planOf(procedure: OpenApiProcedure): InputPlan {
  const known = plans.get(procedure);
  if (known) return known;
  const schema = unwrapZodType(getInputOutputParsers(procedure).inputParser, true);
  const plan: InputPlan = {
    none: instanceofZodTypeLikeVoid(schema),
    arrayFields: [],
    numberFields: [],
  };
  if (zodSupportsCoerce && instanceofZodTypeObject(schema)) {
    for (const [name, field] of Object.entries(schema.shape)) {
      const inner = instanceofZodTypeOptional(field) ? field.unwrap() : field;
      if (inner instanceof ZodArray) plan.arrayFields.push(name);
      if (innermost(field as ZodType) instanceof ZodNumber) plan.numberFields.push(name);
    }
    coerceSchema(schema);
  }
  plans.set(procedure, plan);
  return plan;
}

/** The query as the library hands it on: a name with one value gets that value, not a list. */
function queryInput(query: Record<string, string[]>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const name of Object.keys(query)) {
    const values = query[name]!;
    input[name] = values.length === 1 ? values[0] : values;
  }
  return input;
}

/**
 * Runs the procedure that `call`'s method and path name.
 * @returns the procedure's answer and its success status (`hooks.successStatus`), or the
 *   error as the library shaped it, with the HTTP status of its code: 404 for no such
 *   procedure, 415 for a body that is not JSON by its Content-Type, 400 for a body that does
 *   not parse, and the status of whatever the procedure threw. HEAD runs the path's GET
 *   procedure, so it answers what GET answers (the caller drops the body).
 */
export async function dispatch(call: RestCall, hooks: DispatchHooks): Promise<RestOutcome> {
  // HEAD is GET without the body (RFC 9110 §9.3.2): the same procedure, authorization and
  // status; Hono answers it without the body.
  const method = call.method === 'HEAD' ? 'GET' : call.method;
  const found = findRoute(method as OpenApiMethod, normalizePath(call.path));
  const route: Route | undefined = found?.procedure;
  let input: unknown;
  let ctx: Context | undefined;
  try {
    if (!route) throw new TRPCError({ message: 'Not found', code: 'NOT_FOUND' });
    const useBody = method !== 'GET' && method !== 'DELETE';
    if (useBody && !isJsonMediaType(call.contentType)) {
      throw new TRPCError({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: call.contentType
          ? `Unsupported content-type "${call.contentType}": send application/json`
          : 'Missing content-type header',
      });
    }
    const plan = planOf(route.procedure);
    if (!plan.none) {
      let fields: unknown;
      if (!useBody) fields = queryInput(call.query);
      else if (call.body.ok) fields = call.body.data;
      else {
        throw new TRPCError({
          code: 'PARSE_ERROR',
          message: 'The body is not valid JSON',
          cause: call.body.error,
        });
      }
      const merged: Record<string, unknown> = { ...(fields as object), ...found?.pathInput };
      onlyDecimals(merged, plan.numberFields);
      if (!useBody) {
        for (const name of plan.arrayFields) {
          const value = merged[name];
          if (value !== undefined && !Array.isArray(value)) merged[name] = [value];
        }
      }
      input = merged;
    }
    ctx = call.context();
    const given = input;
    const data = await (route.procedure as unknown as CallProcedure)({
      path: route.path,
      getRawInput: async () => given,
      ctx,
      type: route.type,
      signal: undefined,
      batchIndex: 0,
    });
    return { ok: true, status: hooks.successStatus(route.path, ctx), data };
  } catch (cause) {
    const error = getErrorFromUnknown(cause);
    hooks.onError(error, ctx);
    const shape = getErrorShape({
      config: appRouter._def._config,
      error,
      type: route?.type ?? 'unknown',
      path: route?.path,
      input,
      ctx,
    });
    const zodIssues =
      error.code === 'BAD_REQUEST' &&
      error.cause instanceof Error &&
      error.cause.name === 'ZodError'
        ? (error.cause as Error & { issues: unknown }).issues
        : undefined;
    return {
      ok: false,
      status: TRPC_ERROR_CODE_HTTP_STATUS[error.code] ?? 500,
      error,
      shape: {
        data: shape.data,
        message:
          zodIssues !== undefined
            ? 'Input validation failed'
            : (shape?.message ?? error.message ?? 'An error occurred'),
        code: error.code,
        issues: zodIssues,
      },
      ctx,
    };
  }
}
