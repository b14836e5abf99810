/** Account Settings: profile, password, preferences, sessions (two-factor: two-factor.ts). */
import { z } from 'zod';
import { notFound } from '../../domain/errors';
import { LANGUAGES } from '../../i18n/translate';
import {
  changePassword,
  getPreferences,
  getProfile,
  listSessions,
  revokeSession,
  setLanguage,
  setPreferences,
  updateProfile,
} from '../../services/users/profile';
import {
  ChangePasswordInputSchema,
  idParam,
  NotificationPreferencesSchema,
  SessionInfoSchema,
  UpdateProfileInputSchema,
  UserProfileSchema,
} from '../../shared/dto';
import { assertSelfOrAdmin, customerProcedure, router } from '../init';

/** Settings calls are for the session's own user. */
function own(ctx: { user: { id: number } }, id: number): void {
  if (ctx.user.id !== id) throw notFound('User');
}

/**
 * Account settings: profile (/api/users/{id}), password, notification preferences and sessions
 * (/api/users/{id}/password, /notification-preferences, /sessions).
 */
export const settingsRouter = router({
  /** GET /api/users/{id} → the profile (no password or PIN hash); 404 unless self or admin. */
  profile: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/users/{id}',
        tags: ['settings'],
        summary: 'A user profile',
      },
    })
    .input(z.object({ id: idParam }))
    .output(UserProfileSchema)
    .query(({ ctx, input }) => {
      assertSelfOrAdmin(ctx.user, input.id);
      return getProfile(ctx.db, input.id);
    }),

  /**
   * PATCH /api/users/{id} → the profile. A partial update: any of firstName, lastName,
   * email, phone; a field left out keeps its value. The username never changes. 409 email
   * taken.
   */
  updateProfile: customerProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/users/{id}',
        tags: ['settings'],
        summary: 'Update my profile',
        description:
          'Changes only the fields sent (first name, last name, email, phone; `phone: null` clears it); a field left out keeps its value. The username never changes.',
      },
    })
    .input(UpdateProfileInputSchema.partial().extend({ id: idParam }))
    .output(UserProfileSchema)
    .mutation(({ ctx, input }) => {
      own(ctx, input.id);
      const { id, username: _ignored, ...values } = input;
      return updateProfile(ctx.db, id, values, ctx.user.id, ctx.now);
    }),

  /**
   * POST /api/users/{id}/password {currentPassword, newPassword} → {endedSessions}. Other
   * sessions end, this one stays. 403 wrong current password; 400 too short or unchanged.
   * The one call open to a customer who must change a password the bank chose; it lifts
   * that requirement.
   */
  changePassword: customerProcedure
    .meta({
      throttled: true,
      allowedBeforePasswordChange: true,
      openapi: {
        method: 'POST',
        path: '/users/{id}/password',
        tags: ['settings'],
        summary: 'Change my password',
      },
    })
    .input(ChangePasswordInputSchema.extend({ id: idParam }))
    .output(z.object({ endedSessions: z.number().int() }))
    .mutation(({ ctx, input }) => {
      own(ctx, input.id);
      return changePassword(ctx.db, input.id, ctx.session.id, input, ctx.now);
    }),

  /** GET /api/users/{id}/notification-preferences → the four preferences. */
  preferences: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/users/{id}/notification-preferences',
        tags: ['settings'],
        summary: 'Notification preferences',
      },
    })
    .input(z.object({ id: idParam }))
    .output(NotificationPreferencesSchema)
    .query(({ ctx, input }) => {
      own(ctx, input.id);
      return getPreferences(ctx.db, input.id);
    }),

  /** PUT /api/users/{id}/notification-preferences → the stored preferences. */
  setPreferences: customerProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/users/{id}/notification-preferences',
        tags: ['settings'],
        summary: 'Save notification preferences',
      },
    })
    .input(NotificationPreferencesSchema.extend({ id: idParam }))
    .output(NotificationPreferencesSchema)
    .mutation(({ ctx, input }) => {
      own(ctx, input.id);
      const { id, ...prefs } = input;
      return setPreferences(ctx.db, id, prefs);
    }),

  /**
   * The session user's language (tRPC only; the client's language switch): {language} 'en'
   * or 'it'. The server's texts for them follow it; before a first choice, Accept-Language.
   */
  setLanguage: customerProcedure
    .meta({ allowedBeforePasswordChange: true })
    .input(z.object({ language: z.enum(LANGUAGES) }))
    .output(z.object({ language: z.enum(LANGUAGES) }))
    .mutation(({ ctx, input }) => setLanguage(ctx.db, ctx.user.id, input.language)),

  /** GET /api/users/{id}/sessions → live sessions (Login Activity), the current one marked. */
  sessions: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/users/{id}/sessions',
        tags: ['settings'],
        summary: 'My sign-in sessions',
      },
    })
    .input(z.object({ id: idParam }))
    .output(z.array(SessionInfoSchema))
    .query(({ ctx, input }) => {
      own(ctx, input.id);
      return listSessions(ctx.db, input.id, ctx.session.id, ctx.language);
    }),

  /** DELETE /api/users/{id}/sessions/{sessionId} → {ok}: that session is signed out. 404 if not mine. */
  revokeSession: customerProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/users/{id}/sessions/{sessionId}',
        tags: ['settings'],
        summary: 'Revoke a session',
      },
    })
    .input(z.object({ id: idParam, sessionId: z.string().min(1).max(64) }))
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => {
      own(ctx, input.id);
      revokeSession(ctx.db, input.id, input.sessionId, ctx.now);
      return { ok: true as const };
    }),
});
