/**
 * Hostile names at the edge: query parameters, JSON keys and form fields whose names are
 * members of `Object.prototype` (`__proto__`, `constructor`, `toString`, `hasOwnProperty`,
 * `valueOf`…) or `prototype`. Plain objects built from such names either reach the prototype
 * (a crash, or worse, a polluted object) or shadow a method the code calls. The rule:
 * - a query string is read into a null-prototype object and such names are dropped, like any
 *   other name the operation does not know (repeated names become a list, which the schema
 *   refuses with 400 where it wants one value);
 * - a JSON body or a multipart form naming one of them, at any depth, is refused with 400
 *   `{message, code: 'BAD_REQUEST'}`.
 */
import { InvalidInput } from '../domain/errors';

/** The names that must never become keys of a plain object. */
const HOSTILE: ReadonlySet<string> = new Set([
  ...Object.getOwnPropertyNames(Object.prototype),
  'prototype',
]);

/** True when `name` is a member of `Object.prototype` or `prototype`. */
export function isHostileName(name: string): boolean {
  return HOSTILE.has(name);
}

/**
 * The query string as trpc-to-openapi expects it (each name's values as a list), in a
 * null-prototype object without the hostile names.
 */
export function queryValues(params: URLSearchParams): Record<string, string[]> {
  const out: Record<string, string[]> = Object.create(null);
  for (const [name, value] of params) {
    if (isHostileName(name)) continue;
    const values = out[name];
    if (values) values.push(value);
    else out[name] = [value];
  }
  return out;
}

/** The refusal of a body that names `name`. */
function hostile(name: string, where: string): InvalidInput {
  return new InvalidInput(`The ${where} "${name}" is not accepted`);
}

/**
 * Parses a JSON body, refusing any key (at any depth) that is a hostile name.
 * @throws SyntaxError for text that is not JSON; InvalidInput (400) for a hostile key
 */
export function parseJsonBody(text: string): unknown {
  return JSON.parse(text, (key, value) => {
    if (isHostileName(key)) throw hostile(key, 'field');
    return value;
  });
}

/**
 * The text fields of a parsed multipart form (Hono's, a null-prototype object).
 * @returns a plain object of the fields whose values are text (files left out)
 * @throws InvalidInput (400) when a field name is a hostile name
 */
export function formTextFields(form: Record<string, unknown>): Record<string, string> {
  const out: [string, string][] = [];
  for (const [name, value] of Object.entries(form)) {
    if (isHostileName(name)) throw hostile(name, 'form field');
    if (typeof value === 'string') out.push([name, value]);
  }
  return Object.fromEntries(out);
}
