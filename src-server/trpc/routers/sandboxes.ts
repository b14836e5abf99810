/**
 * Sandboxes: independent demo banks under /s/{name}/, one per student or exercise. Created by
 * the main bank's admins, or by anyone when SANDBOXES=open; listed and removed by admins.
 */
import { z } from 'zod';
import { assertNotThrottled, recordFailure } from '../../auth/throttle';
import { forbidden, NotFound, Unauthenticated } from '../../domain/errors';
import type { SandboxManager } from '../../sandboxes/manager';
import { recordAudit } from '../../services/audit/record';
import { SandboxNameSchema } from '../../shared/sandbox';
import type { Context } from '../context';
import { adminProcedure, publicProcedure, router } from '../init';

const SandboxName = SandboxNameSchema;

const CreatedSchema = z.object({
  name: z.string(),
  url: z.string().meta({ description: 'Where its client, REST API and tRPC are served' }),
});

const SandboxSchema = CreatedSchema.extend({
  sizeBytes: z.number().int().min(0),
  lastUsedAt: z.string().meta({ description: 'Last request served, ISO 8601' }),
  open: z.boolean().meta({ description: 'Whether its database is open now (idle ones close)' }),
  businessDate: z.string().nullable().meta({
    description: 'The business day of the sandbox’s own clock (UTC), null when it cannot be read',
    example: '2026-11-21',
  }),
});

/** The manager, or 404 when this server (or this sandbox) serves none. */
function managerOf(ctx: Pick<Context, 'sandboxes' | 'env'>): SandboxManager {
  if (!ctx.sandboxes || ctx.env.SANDBOXES === 'off') throw new NotFound('Sandboxes');
  return ctx.sandboxes;
}

/** Sandboxes, independent demo banks: create, list, reset, remove (/api/sandboxes). */
export const sandboxesRouter = router({
  /**
   * POST /api/sandboxes {name?} → 201 {name, url}: a new bank copied from the demo template,
   * with the demo sign-ins, served under `url`. An admin of the main bank may create one; with
   * SANDBOXES=open anyone may (20 an hour per address). 409 name taken or SANDBOX_MAX
   * reached; 404 sandboxes are off.
   */
  create: publicProcedure
    .meta({
      successStatus: 201,
      throttled: true,
      alsoAnswers: [404, 409],
      openapi: {
        method: 'POST',
        path: '/sandboxes',
        tags: ['sandboxes'],
        summary: 'Create a sandbox bank',
        description:
          'A new, independent bank copied from the demo template (its own database, sessions, demo sign-ins and admin), served under /s/{name}/. Needs an admin of this bank, unless the server runs with SANDBOXES=open.',
      },
    })
    .input(z.object({ name: SandboxName.optional() }))
    .output(CreatedSchema)
    .mutation(async ({ ctx, input }) => {
      const manager = managerOf(ctx);
      if (ctx.env.SANDBOXES !== 'open') {
        if (!ctx.user) throw new Unauthenticated();
        if (ctx.user.role !== 'ADMIN') throw forbidden('Admin role required');
      } else {
        const subject = ctx.ip ?? 'unknown';
        assertNotThrottled(ctx.db, 'SANDBOX', subject);
        recordFailure(ctx.db, 'SANDBOX', subject);
      }
      const created = await manager.create(input.name);
      recordAudit(ctx.db, {
        actorId: ctx.user?.id ?? null,
        action: 'SANDBOX_CREATED',
        at: ctx.now,
        targetType: 'sandbox',
        targetId: null,
        after: created,
      });
      return created;
    }),

  /** GET /api/sandboxes → every sandbox with its size, last use and business day (admins). */
  list: adminProcedure
    .meta({
      alsoAnswers: [404],
      openapi: {
        method: 'GET',
        path: '/sandboxes',
        tags: ['sandboxes'],
        summary: 'List sandboxes',
      },
    })
    .input(z.void())
    .output(z.array(SandboxSchema))
    .query(({ ctx }) => managerOf(ctx).list()),

  /**
   * POST /api/sandboxes/{name}/reset → {name, url}: the sandbox starts again as a fresh copy of
   * the demo template (its data, sessions and clock are gone). Admins; 404 unknown sandbox.
   */
  reset: adminProcedure
    .meta({
      alsoAnswers: [404],
      openapi: {
        method: 'POST',
        path: '/sandboxes/{name}/reset',
        tags: ['sandboxes'],
        summary: 'Reset a sandbox',
        description:
          'Replaces the sandbox’s bank with a fresh copy of the demo template: its data, sessions and clock start again; its open event streams end with reason `reset`.',
      },
    })
    .input(z.object({ name: SandboxName }))
    .output(CreatedSchema)
    .mutation(async ({ ctx, input }) => {
      const reset = await managerOf(ctx).reset(input.name);
      recordAudit(ctx.db, {
        actorId: ctx.user.id,
        action: 'SANDBOX_RESET',
        at: ctx.now,
        targetType: 'sandbox',
        targetId: null,
        after: reset,
      });
      return reset;
    }),

  /** DELETE /api/sandboxes/{name} → {ok}: closes the sandbox and deletes its files (admins). */
  remove: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/sandboxes/{name}',
        tags: ['sandboxes'],
        summary: 'Remove a sandbox',
      },
    })
    .input(z.object({ name: SandboxName }))
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await managerOf(ctx).remove(input.name);
      recordAudit(ctx.db, {
        actorId: ctx.user.id,
        action: 'SANDBOX_REMOVED',
        at: ctx.now,
        targetType: 'sandbox',
        targetId: null,
        before: { name: input.name },
      });
      return { ok: true as const };
    }),
});
