/**
 * Hostile names at the edge: query parameters, JSON keys and form fields whose names are
 * members of `Object.prototype` (`__proto__`, `constructor`, `toString`, `hasOwnProperty`,
 * `valueOf`…) or `prototype`. Plain objects built from such names either reach the prototype
 * (a crash, or worse, a polluted object) or shadow a method the code calls. The rule: such
 * names are dropped at the edge, in query strings, JSON bodies (at any depth) and multipart
 * forms, like any other name an operation does not know; they never become keys of an object
 * the code reads. Dropping rather than refusing keeps the order of answers: who asks is
 * decided before what they sent (a body is read before the session), so an anonymous call
 * still gets its 401. Repeated query names become a list, which the schema refuses with 400
 * where it wants one value; names with brackets or dots are unknown names, dropped by the
 * schema.
 */

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
 * The query string as the REST dispatch reads it (each name's values as a list), in a
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

/**
 * Parses a JSON body, dropping every key (at any depth) that is a hostile name.
 * @throws SyntaxError for text that is not JSON
 */
export function parseJsonBody(text: string): unknown {
  // A reviver that answers undefined removes the key from its object.
  return JSON.parse(text, (key, value) => (isHostileName(key) ? undefined : value));
}

/**
 * The text fields of a parsed multipart form (Hono's, a null-prototype object), without the
 * hostile names.
 * @returns a plain object of the fields whose values are text (files left out)
 */
export function formTextFields(form: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && !isHostileName(entry[0]),
    ),
  );
}
