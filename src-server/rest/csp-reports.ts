/**
 * POST /api/csp-reports: where browsers report Content-Security-Policy violations, both the
 * old `report-uri` form (`application/csp-report`, `{"csp-report": {...}}`) and the Reporting
 * API's `report-to` form (`application/reports+json`, an array of `{type, body}`). Each
 * report is written to stdout as one JSON line (the directive, the blocked URL's origin and
 * the page's path, never a query string); the answer is always 204 with no body. At most
 * REPORTS_PER_MINUTE reports a minute are taken from the whole internet (a page with a bad
 * policy can send many); past that 429 with Retry-After.
 */
import { Hono } from 'hono';

/** Reports taken per minute, for the whole process. */
export const REPORTS_PER_MINUTE = 30;
/** Largest report body taken (bigger bodies are dropped, still 204). */
const MAX_REPORT_BYTES = 16 * 1024;

const REPORT_TYPES = new Set([
  'application/csp-report',
  'application/reports+json',
  'application/json',
]);

/** The path and origin of a URL, or the text as sent when it is not one ('inline', 'eval'). */
function withoutQuery(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const url = new URL(value);
    return url.origin + url.pathname;
  } catch {
    return value.slice(0, 100);
  }
}

/** One line per violation, whichever form the browser used. */
function violations(payload: unknown): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  if (Array.isArray(payload)) {
    for (const r of payload) {
      if (r && typeof r === 'object' && (r as { type?: unknown }).type === 'csp-violation') {
        bodies.push(((r as { body?: unknown }).body ?? {}) as Record<string, unknown>);
      }
    }
  } else if (payload && typeof payload === 'object' && 'csp-report' in payload) {
    bodies.push((payload as Record<string, Record<string, unknown>>)['csp-report'] ?? {});
  }
  return bodies.map((b) => ({
    directive: b.effectiveDirective ?? b['effective-directive'] ?? b['violated-directive'] ?? null,
    blocked: withoutQuery(b.blockedURL ?? b['blocked-uri']),
    page: withoutQuery(b.documentURL ?? b['document-uri']),
    disposition: b.disposition ?? null,
  }));
}

/**
 * The CSP report route, with its own fixed-window limit of REPORTS_PER_MINUTE.
 * @param log where each violation goes (stdout as JSON lines by default)
 */
export function cspReportRoutes(
  log: (line: Record<string, unknown>) => void = (line) => console.warn(JSON.stringify(line)),
): Hono {
  const app = new Hono();
  let window = { start: 0, count: 0 };
  app.post('/csp-reports', async (c) => {
    const now = Date.now();
    if (now - window.start >= 60_000) window = { start: now, count: 0 };
    window.count += 1;
    if (window.count > REPORTS_PER_MINUTE) {
      const retry = Math.ceil((window.start + 60_000 - now) / 1000);
      c.header('Retry-After', String(Math.max(retry, 1)));
      return c.json({ message: 'Too many CSP reports; try again later', code: 'THROTTLED' }, 429);
    }
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (REPORT_TYPES.has(type)) {
      const text = await c.req.text();
      if (text.length <= MAX_REPORT_BYTES) {
        try {
          for (const v of violations(JSON.parse(text))) {
            log({ time: new Date().toISOString(), event: 'csp-violation', ...v });
          }
        } catch {
          // Not JSON: nothing to log.
        }
      }
    }
    return c.body(null, 204);
  });
  return app;
}
