/**
 * POST /api/deposits/check: a check deposit as multipart (fields `accountId`, `amount`;
 * images `front` and `back`, JPEG or PNG by content, 5 MB each). Answers 201 with the HELD
 * deposit; 400 with field `issues` or a bad image, 401, 403 (Origin, token scope, a password
 * that must be changed first), 404 account, 409 reused Idempotency-Key, 413 an image over
 * 5 MB, 415 not multipart, 503 ledger busy. Not a tRPC procedure, since tRPC takes JSON; it
 * keeps the money procedures' rules (the same gate, Idempotency-Key, the ledger writer).
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Requirement } from '../auth/gate';
import { deposits } from '../db/schema';
import { badRequest, DomainError } from '../domain/errors';
import { customerLanguage, translateText } from '../i18n/translate';
import { depositCheck } from '../services/deposits/check';
import { checkFileContent, removeUploads, storeUploads } from '../services/enrollment/files';
import { withIdempotency } from '../services/transfers/idempotency';
import { CheckDepositFieldsSchema, MAX_CHECK_IMAGE_BYTES } from '../shared/dto';
import type { AppDeps } from '../trpc/context';
import { httpError } from '../trpc/error-adapter';
import { type GatedEnv, gated } from './gated';
import { formTextFields } from './hostile-names';

/** JPEG and PNG, as file-type names them. */
const CHECK_IMAGES: ReadonlySet<string> = new Set(['jpg', 'png']);

/** The idempotency scope of a check deposit (the tRPC path it would have). */
const SCOPE = 'deposits.check';

/**
 * Who may deposit a check: as a money procedure, a fully signed-in user who need not change
 * the password first, by session or by a token with the `transfer` scope.
 */
export const CHECK_DEPOSIT = {
  who: 'signedIn',
  tokenScope: 'transfer',
} as const satisfies Requirement;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Routes for check deposits (mounted under /api before the REST adapter). */
export function depositRoutes(deps: AppDeps): Hono<GatedEnv> {
  const app = new Hono<GatedEnv>();
  app.post(
    '/deposits/check',
    bodyLimit({
      maxSize: 2 * MAX_CHECK_IMAGE_BYTES + 256 * 1024,
      onError: (c) =>
        c.json(
          {
            // Refused before the gate reads a session: the language the request asks for.
            message: translateText(
              'The images are too large (5 MB each at most)',
              customerLanguage(null, c.req.header('accept-language')),
            ),
            code: 'PAYLOAD_TOO_LARGE',
          },
          413,
        ),
    }),
    gated(deps, CHECK_DEPOSIT),
    async (c) => {
      let stored: string[] = [];
      const { ctx } = c.var;
      const { user } = c.var.signIn;
      try {
        const type = c.req.header('content-type') ?? '';
        if (!type.startsWith('multipart/form-data')) {
          throw new DomainError(
            'UNSUPPORTED',
            'Send the check as multipart/form-data with the front and back images',
          );
        }
        // A body that is not well-formed multipart (no boundary, cut short) is bad input, not a 500.
        const form = await c.req.parseBody().catch(() => {
          throw badRequest('The body is not valid multipart/form-data');
        });
        const text = formTextFields(form);
        const parsed = CheckDepositFieldsSchema.safeParse(text);
        if (!parsed.success) throw parsed.error;
        const asFile = (v: unknown) => (v instanceof File ? v : null);
        const front = await checkFileContent(
          'front',
          'The front of the check',
          asFile(form.front),
          CHECK_IMAGES,
          'JPEG or PNG',
        );
        const back = await checkFileContent(
          'back',
          'The back of the check',
          asFile(form.back),
          CHECK_IMAGES,
          'JPEG or PNG',
        );
        stored = storeUploads(deps.env.UPLOAD_DIR, [front, back]);
        const [frontPath, backPath] = stored as [string, string];
        const request = {
          ...parsed.data,
          front: sha256(front.bytes),
          back: sha256(back.bytes),
        };
        const deposit = await deps.ledger.run(() =>
          withIdempotency(
            deps.db,
            { userId: user.id, key: ctx.idempotencyKey, scope: SCOPE, request },
            () => depositCheck(deps.db, user.id, { ...parsed.data, frontPath, backPath }, ctx.now),
          ),
        );
        // A replayed key answers the first deposit, which kept its own images.
        const row = deps.db
          .select({ frontPath: deposits.frontPath })
          .from(deposits)
          .where(eq(deposits.id, deposit.id))
          .get();
        if (row?.frontPath !== frontPath) removeUploads(deps.env.UPLOAD_DIR, stored);
        c.header('Cache-Control', 'no-store');
        return c.json(deposit, 201);
      } catch (error) {
        if (stored.length) removeUploads(deps.env.UPLOAD_DIR, stored);
        const refusal = httpError(error, c.var.ctx.language);
        if (!refusal) throw error;
        return c.json(refusal.body, refusal.status, refusal.headers);
      }
    },
  );
  return app;
}
