/**
 * The request id (`X-Request-Id` answer header) of the last API call, remembered so a bug
 * report can name the operation it is about.
 */
let last: string | null = null;

/** Remembers the request id of an answer, when it has one. */
export function rememberRequestId(res: Response): void {
  const id = res.headers.get('X-Request-Id');
  if (id) last = id;
}

/** The last answer's request id, or null before any call. */
export function lastRequestId(): string | null {
  return last;
}
