/**
 * Admin: classes of students (/api/admin/classes). The credentials sheet as CSV is a plain
 * route (rest/class-files.ts); the screens read it as JSON through `credentials`.
 */
import { z } from 'zod';
import { hashSecrets } from '../../../auth/password';
import { sealingKey } from '../../../auth/sealed';
import { assertOpeningDeposits } from '../../../services/admin/approvals';
import { deleteClass, resetClass, studentsForReset } from '../../../services/admin/class-reset';
import {
  assertUsernamesFree,
  classCredentials,
  classDetail,
  createClass,
  type HashedPassword,
  listClasses,
  studentUsernames,
} from '../../../services/admin/classes';
import { generatePassword } from '../../../services/admin/credentials';
import {
  ClassCredentialSchema,
  ClassDetailSchema,
  ClassSchema,
  ClassWithCredentialsSchema,
  CreateClassInputSchema,
  idParam,
  reasonParam,
} from '../../../shared/dto';
import { adminProcedure, router } from '../../init';
import { LIST_DESCRIPTION, listHeaders, PageInput, pageOutput, withPage } from '../../paging';
import { OPENING_DEPOSIT_NOTE } from './notes';

const ById = z.object({ id: idParam });

/** `n` generated passwords with their argon2id hashes, hashed in parallel. */
async function generatedPasswords(n: number): Promise<HashedPassword[]> {
  const plain = Array.from({ length: n }, generatePassword);
  const hashes = await hashSecrets(plain);
  return plain.map((password, i) => ({ password, hash: hashes[i]! }));
}

/** Classes of students: create, list, read, reset, delete (/api/admin/classes). */
export const adminClassesRouter = router({
  /**
   * POST /api/admin/classes {name, count (1-500), prefix, openingDeposit} → 201 {class,
   * credentials}: creates students `<prefix>01`..`<prefix>NN` (zero-padded to 2 digits, more
   * past 99), each a verified customer with CHECKING (the opening deposit, posted from
   * funding) and SAVINGS, and a generated password to change at first sign-in. The
   * credentials (username, password, name) stay downloadable as CSV until each student chose
   * a password. 409 when a username is taken. An opening deposit follows the rules of
   * assertOpeningDeposits (step-up; none above APPROVAL_ABOVE).
   */
  create: adminProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: 'POST',
        path: '/admin/classes',
        tags: ['admin'],
        summary: 'Create a class of students',
        description: `Each student's checking account opens with \`openingDeposit\`. ${OPENING_DEPOSIT_NOTE}`,
      },
    })
    .input(CreateClassInputSchema)
    .output(ClassWithCredentialsSchema)
    .mutation(async ({ ctx, input }) => {
      assertOpeningDeposits(ctx.session, [input.openingDeposit], ctx.env.APPROVAL_ABOVE);
      // Refuse a taken prefix before the slow part (hashing every password).
      assertUsernamesFree(ctx.db, studentUsernames(input.prefix, input.count));
      const passwords = await generatedPasswords(input.count);
      const key = sealingKey(ctx.env.DATABASE_PATH);
      return ctx.ledger.run(() => createClass(ctx.db, input, passwords, key, ctx.user.id, ctx.now));
    }),

  /** GET /api/admin/classes?limit=&offset=&cursor= → classes, newest first (X-Total-Count). */
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/classes',
        tags: ['admin'],
        summary: 'List classes',
        description: LIST_DESCRIPTION,
        responseHeaders: listHeaders,
      },
    })
    .input(PageInput)
    .output(z.array(ClassSchema))
    .query(({ ctx, input }) => withPage(ctx, listClasses(ctx.db, input))),

  /** GET /api/admin/classes/{id} → the class and its students. 404 unknown class. */
  detail: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/classes/{id}',
        tags: ['admin'],
        summary: 'One class',
      },
    })
    .input(ById)
    .output(ClassDetailSchema)
    .query(({ ctx, input }) => classDetail(ctx.db, input.id)),

  /**
   * POST /api/admin/classes/{id}/reset → {class, credentials}: back to the opening state
   * (pending transfers failed, balances adjusted back to the opening deposit by journal
   * entries, extra accounts emptied and closed, PINs cleared, sessions ended) with new
   * generated passwords. 404 unknown class; 409 when the class changed during the reset.
   */
  reset: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/classes/{id}/reset',
        tags: ['admin'],
        summary: 'Reset a class to its opening state',
      },
    })
    .input(ById)
    .output(ClassWithCredentialsSchema)
    .mutation(async ({ ctx, input }) => {
      const passwords = await generatedPasswords(studentsForReset(ctx.db, input.id));
      const key = sealingKey(ctx.env.DATABASE_PATH);
      return ctx.ledger.run(() =>
        resetClass(ctx.db, input.id, passwords, key, ctx.user.id, ctx.now),
      );
    }),

  /**
   * DELETE /api/admin/classes/{id} → {deleted, closed, returned}: every student's balance goes
   * back to the bank through the ledger (`returned`, in dollars), accounts close; students with
   * history are closed (their usernames freed), the others deleted. An optional `reason`
   * (query) is kept in the audit log. 404 unknown class.
   */
  delete: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/classes/{id}',
        tags: ['admin'],
        summary: 'Delete a class',
        description:
          'Every balance goes back to the bank through the ledger and the accounts close; students with history are closed, the others deleted. An optional `reason` (query) is kept in the audit log.',
      },
    })
    .input(ById.extend({ reason: reasonParam }))
    .output(
      z.object({
        deleted: z.number().int(),
        closed: z.number().int(),
        returned: z
          .string()
          .meta({ description: 'Dollars returned to the bank', example: '30000.00' }),
      }),
    )
    .mutation(({ ctx, input }) =>
      ctx.ledger.run(() =>
        deleteClass(ctx.db, input.id, ctx.user.id, ctx.now, input.reason || null),
      ),
    ),

  // The screens' reads (tRPC only).
  /** adminClasses.page: classes newest first, as {items, nextCursor, total}. */
  page: adminProcedure
    .input(PageInput)
    .output(pageOutput(ClassSchema))
    .query(({ ctx, input }) => listClasses(ctx.db, input)),
  /** adminClasses.credentials: the sheet as JSON, for the printable page. 404 unknown class. */
  credentials: adminProcedure
    .input(ById)
    .output(z.array(ClassCredentialSchema))
    .query(({ ctx, input }) =>
      classCredentials(ctx.db, input.id, sealingKey(ctx.env.DATABASE_PATH)),
    ),
  /**
   * adminClasses.publicOrigin: the address the printed sheet gives students, PUBLIC_ORIGIN
   * (e.g. https://bank.example.org), or null when unset (the sheet then prints the address
   * the admin's browser uses).
   */
  publicOrigin: adminProcedure
    .input(z.void())
    .output(z.object({ origin: z.string().nullable() }))
    .query(({ ctx }) => ({ origin: ctx.env.PUBLIC_ORIGIN ?? null })),
});
