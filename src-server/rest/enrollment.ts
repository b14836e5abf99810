/**
 * POST /api/applications: the enrollment form as multipart (the form's text fields, files
 * `passport` and `idDocument`). Answers 201 {applicationId, userId, username} and signs the
 * new customer in; 400 with field `issues`, 409 email taken, 413 a file over 5 MB.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Requirement } from '../auth/gate';
import { createSession, sessionCookie } from '../auth/session';
import { assertNotThrottled, recordFailure } from '../auth/throttle';
import { badRequest, DomainError } from '../domain/errors';
import { customerLanguage, translateText } from '../i18n/translate';
import { enroll } from '../services/enrollment/enroll';
import { checkUpload } from '../services/enrollment/files';
import { enrollmentSchema, MAX_UPLOAD_BYTES } from '../shared/enrollment';
import type { AppDeps } from '../trpc/context';
import { httpError } from '../trpc/error-adapter';
import { gated, type PublicGatedEnv } from './gated';
import { formTextFields } from './hostile-names';

/** Who may apply: anyone (an Authorization header naming no valid token is still refused). */
export const ENROLLMENT = { who: 'public' } as const satisfies Requirement;

/** Routes for enrollment (mounted under /api before the REST adapter). */
export function enrollmentRoutes(deps: AppDeps): Hono<PublicGatedEnv> {
  const app = new Hono<PublicGatedEnv>();
  app.post(
    '/applications',
    bodyLimit({
      maxSize: 2 * MAX_UPLOAD_BYTES + 256 * 1024,
      onError: (c) =>
        c.json(
          {
            // Refused before the gate reads a session: the language the request asks for.
            message: translateText(
              'The files are too large (5 MB each at most)',
              customerLanguage(null, c.req.header('accept-language')),
            ),
            code: 'PAYLOAD_TOO_LARGE',
          },
          413,
        ),
    }),
    gated(deps, ENROLLMENT),
    async (c) => {
      const { ctx } = c.var;
      try {
        const type = c.req.header('content-type') ?? '';
        if (!type.startsWith('multipart/form-data')) {
          throw new DomainError('UNSUPPORTED', 'Send the application as multipart/form-data');
        }
        const address = ctx.ip;
        if (address) assertNotThrottled(deps.db, 'ENROLL', address);
        // A body that is not well-formed multipart (no boundary, cut short) is bad input, not a 500.
        const form = await c.req.parseBody().catch(() => {
          throw badRequest('The body is not valid multipart/form-data');
        });
        const text = formTextFields(form);
        // The bank's business date bounds the date of birth: its clock may run ahead.
        const today = ctx.now.toISOString().slice(0, 10);
        const parsed = enrollmentSchema(() => today).safeParse(text);
        if (!parsed.success) throw parsed.error;
        const asFile = (v: unknown) => (v instanceof File ? v : null);
        const passport = await checkUpload('passport', asFile(form.passport));
        const idDocument = await checkUpload('idDocument', asFile(form.idDocument));
        const result = await enroll(
          deps.db,
          parsed.data,
          { passport, idDocument },
          deps.env.UPLOAD_DIR,
          ctx.now,
        );
        if (address) recordFailure(deps.db, 'ENROLL', address);
        const { token } = createSession(deps.db, result.userId, {
          userAgent: ctx.userAgent,
          ip: ctx.ip,
        });
        c.header('Set-Cookie', sessionCookie(token, ctx.secure));
        c.header('Cache-Control', 'no-store');
        return c.json(
          {
            ...result,
            message: translateText('Application received: pending review', ctx.language ?? 'en'),
          },
          201,
        );
      } catch (error) {
        const refusal = httpError(error, c.var.ctx.language);
        if (!refusal) throw error;
        return c.json(refusal.body, refusal.status, refusal.headers);
      }
    },
  );
  return app;
}
