/**
 * The stored uploads, for admins only: an enrollment application's documents
 * (GET /api/admin/applications/{id}/documents/{passport|idDocument}) and a check deposit's
 * images (GET /api/admin/deposits/{id}/images/{front|back}). Not JSON, so not tRPC
 * procedures. The content type comes from the file's own bytes (file-type), never from its
 * name; the answer is a download (`Content-Disposition: attachment`) that a browser may not
 * sniff or run (`X-Content-Type-Options: nosniff`, `Content-Security-Policy: default-src
 * 'none'; sandbox`). Anyone but a signed-in ADMIN (session, or an API token with the `admin`
 * scope) gets 404, as for a record that does not exist; a user who must first change a
 * password the bank chose gets 403 `PASSWORD_CHANGE_REQUIRED`, as for the statement files.
 */
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { Hono } from 'hono';
import type { Requirement } from '../auth/gate';
import { applications, deposits } from '../db/schema';
import { notFound } from '../domain/errors';
import type { Language } from '../i18n/translate';
import type { AppDeps } from '../trpc/context';
import { httpError } from '../trpc/error-adapter';
import { type GatedEnv, gated } from './gated';

/**
 * Who may see a stored upload: a fully signed-in ADMIN who need not change the password
 * first, by session or by a token with the `admin` scope; anyone else signed in is told the
 * document does not exist (404), as for a record that does not.
 */
export const STORED_UPLOADS = {
  who: 'admin',
  tokenScope: 'admin',
  hideAs: 'Document',
} as const satisfies Requirement;

/** The headers every served upload carries, whatever its type. */
export const UPLOAD_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
} as const;

/** Extensions file-type may name, as sent in the download's file name. */
const KNOWN = new Set(['png', 'jpg', 'gif', 'pdf', 'webp']);

/**
 * Answers the stored upload `name` (a file of UPLOAD_DIR) as `label`.<sniffed extension>.
 * @throws NOT_FOUND when the file is missing
 */
async function serveUpload(dir: string, name: string | null, label: string): Promise<Response> {
  if (!name) throw notFound('Document');
  let bytes: Buffer;
  try {
    bytes = await readFile(join(dir, basename(name)));
  } catch {
    throw notFound('Document');
  }
  const type = await fileTypeFromBuffer(bytes);
  const mime = type?.mime ?? 'application/octet-stream';
  const ext = type && KNOWN.has(type.ext) ? `.${type.ext}` : '.bin';
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      ...UPLOAD_HEADERS,
      'Content-Type': mime,
      'Content-Length': String(bytes.length),
      'Content-Disposition': `attachment; filename="${label}${ext}"`,
    },
  });
}

/**
 * Routes for the admin's view of stored uploads (mounted under /api before the REST adapter).
 * A customer, or a token without the `admin` scope, gets 404; anyone who must change their
 * password first gets 403 (PASSWORD_CHANGE_REQUIRED).
 */
export function adminFileRoutes(deps: AppDeps): Hono<GatedEnv> {
  const app = new Hono<GatedEnv>();
  const gate = gated(deps, STORED_UPLOADS);
  const idOf = (raw: string) => {
    const id = Number(raw);
    if (!Number.isSafeInteger(id) || id <= 0) throw notFound('Document');
    return id;
  };
  const refuse = (error: unknown, language?: Language) => {
    const refusal = httpError(error, language);
    if (!refusal) throw error;
    return Response.json(refusal.body, { status: refusal.status, headers: refusal.headers });
  };

  // Any name matches, so that who asks is checked before what: anonymous is 401 on every path.
  app.get('/admin/applications/:id/documents/:doc', gate, async (c) => {
    try {
      const id = idOf(c.req.param('id'));
      const doc = c.req.param('doc');
      if (doc !== 'passport' && doc !== 'idDocument') throw notFound('Document');
      const row = deps.db
        .select({ passportPath: applications.passportPath, idPath: applications.idPath })
        .from(applications)
        .where(eq(applications.id, id))
        .get();
      if (!row) throw notFound('Document');
      return await serveUpload(
        deps.env.UPLOAD_DIR,
        doc === 'passport' ? row.passportPath : row.idPath,
        `application-${id}-${doc === 'passport' ? 'passport' : 'id-document'}`,
      );
    } catch (error) {
      return refuse(error, c.var.ctx.language);
    }
  });

  app.get('/admin/deposits/:id/images/:side', gate, async (c) => {
    try {
      const id = idOf(c.req.param('id'));
      const side = c.req.param('side');
      if (side !== 'front' && side !== 'back') throw notFound('Document');
      const row = deps.db
        .select({ frontPath: deposits.frontPath, backPath: deposits.backPath })
        .from(deposits)
        .where(eq(deposits.id, id))
        .get();
      if (!row) throw notFound('Document');
      return await serveUpload(
        deps.env.UPLOAD_DIR,
        side === 'front' ? row.frontPath : row.backPath,
        `deposit-${id}-check-${side}`,
      );
    } catch (error) {
      return refuse(error, c.var.ctx.language);
    }
  });
  return app;
}
