/** Admin: users and accounts (/api/admin/users, /api/admin/accounts). */
import { z } from 'zod';
import { assertNotThrottled, recordFailure } from '../../../auth/throttle';
import { defectOn } from '../../../defects/switches';
import {
  assertTakesDeposits,
  assertUserExists,
  closeAccount,
  getAccount,
  listAllAccounts,
  balanceCents as postedBalanceCents,
  topUp,
  updateAccount,
} from '../../../services/admin/accounts';
import { needsApproval, requestApproval } from '../../../services/admin/approvals';
import { assertAdminStepUp } from '../../../services/admin/step-up';
import { deleteUser, getUser, listUsers, updateUser } from '../../../services/admin/users';
import {
  AMOUNT_OR_ZERO_PATTERN,
  amountTextMeta,
  positiveAmountCents,
} from '../../../shared/amount';
import {
  AccountSchema,
  idParam,
  phoneNumber,
  reasonParam,
  textFlag,
  UserProfileSchema,
} from '../../../shared/dto';
import { parseCents } from '../../../shared/money';
import { singleLineText } from '../../../shared/text';
import { adminProcedure, router } from '../../init';
import { LIST_DESCRIPTION, listHeaders, PageInput, pageOutput, withPage } from '../../paging';
import { FOUR_EYES_NOTE, STEP_UP_NOTE } from './notes';

const AdminUserSchema = UserProfileSchema.extend({ closedAt: z.string().nullable() });
const UsersQuery = PageInput.extend({
  search: z.string().trim().max(100).optional(),
  includeClosed: textFlag.optional(),
});
const AccountsQuery = PageInput.extend({ userId: idParam.optional() });

/**
 * An account as the balance-changing admin calls answer it; `pendingApproval` is set when the
 * movement is above APPROVAL_ABOVE and waits for a second admin (nothing moved yet).
 */
const AccountChangeSchema = AccountSchema.extend({
  pendingApproval: z
    .object({ id: z.number().int(), status: z.literal('PENDING_APPROVAL') })
    .optional()
    .meta({
      description:
        'Present when the movement is above APPROVAL_ABOVE: it waits for a second admin under /admin/approvals, and the balance has not changed',
    }),
});

/** A balance typed by an admin: any two-decimal amount ≥ 0. Output: cents. */
const balanceCents = z
  .union([z.string(), z.number()])
  .transform((v, ctx) => {
    const parsed = parseCents(v);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    return parsed.cents;
  })
  .meta(
    amountTextMeta(
      AMOUNT_OR_ZERO_PATTERN,
      'The new balance: a decimal amount of 0 or more, at most 2 decimals',
      '1500.00',
    ),
  );

/**
 * Users and accounts for admins: list, read, edit, close or delete users and list their
 * accounts (/api/admin/users); list, edit, close and top up accounts (/api/admin/accounts).
 */
export const adminPeopleRouter = router({
  /** GET /api/admin/users?limit=&offset=&search=&includeClosed= → users by id (X-Total-Count header). */
  users: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/users',
        tags: ['admin'],
        summary: 'List users',
        description: LIST_DESCRIPTION,
        responseHeaders: listHeaders,
      },
    })
    .input(UsersQuery)
    .output(z.array(AdminUserSchema))
    .query(({ ctx, input }) => {
      // Planted defect (bug hunt): a page after the first starts one user late.
      const skip = input.offset > 0 && defectOn(ctx, 'admin-users-page-skips-row');
      return withPage(
        ctx,
        listUsers(ctx.db, skip ? { ...input, offset: input.offset + 1 } : input),
      );
    }),

  /** GET /api/admin/users/{id} → one user (closed ones too). */
  user: adminProcedure
    .meta({
      openapi: { method: 'GET', path: '/admin/users/{id}', tags: ['admin'], summary: 'One user' },
    })
    .input(z.object({ id: idParam }))
    .output(AdminUserSchema)
    .query(({ ctx, input }) => getUser(ctx.db, input.id)),

  /**
   * PATCH /api/admin/users/{id} → the user. Accepts the whole user; saves names, email, phone,
   * verified, role. A name is one line without control characters, with something visible.
   */
  updateUser: adminProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/admin/users/{id}',
        tags: ['admin'],
        summary: 'Update a user',
        description: `Saves names, email, phone, verified and role. Changing the role: ${STEP_UP_NOTE}`,
      },
    })
    .input(
      z.object({
        id: idParam,
        firstName: singleLineText('First name', {
          required: 'First name is required',
          max: 191,
        }).optional(),
        lastName: singleLineText('Last name', {
          required: 'Last name is required',
          max: 191,
        }).optional(),
        email: z.email('Valid email required').max(191).optional(),
        phone: phoneNumber({ optional: true })
          .nullable()
          .optional()
          .transform((v) => (v === undefined ? undefined : v || null)),
        verified: textFlag.optional(),
        role: z.enum(['USER', 'ADMIN']).optional(),
      }),
    )
    .output(AdminUserSchema)
    .mutation(({ ctx, input }) => {
      const { id, firstName, lastName, email, phone, verified, role } = input;
      if (role !== undefined && role !== getUser(ctx.db, id).role) assertAdminStepUp(ctx.session);
      const patch = Object.fromEntries(
        Object.entries({ firstName, lastName, email, phone, verified, role }).filter(
          ([, v]) => v !== undefined,
        ),
      );
      return updateUser(ctx.db, id, patch, ctx.user.id, ctx.now);
    }),

  /** DELETE /api/admin/users/{id}?reason= → {result: CLOSED|DELETED}: closes a user with history, deletes one without. */
  deleteUser: adminProcedure
    .meta({
      stepUp: 'admin',
      openapi: {
        method: 'DELETE',
        path: '/admin/users/{id}',
        tags: ['admin'],
        summary: 'Delete (close) a user',
        description: `Closes a user with history, deletes one without; an optional \`reason\` (query) is kept in the audit log. ${STEP_UP_NOTE}`,
      },
    })
    .input(z.object({ id: idParam, reason: reasonParam }))
    .output(z.object({ result: z.enum(['CLOSED', 'DELETED']) }))
    .mutation(({ ctx, input }) =>
      deleteUser(ctx.db, input.id, ctx.user.id, ctx.now, input.reason || null),
    ),

  /** GET /api/admin/users/{id}/accounts → the user's open accounts. */
  userAccounts: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/users/{id}/accounts',
        tags: ['admin'],
        summary: "A user's accounts",
      },
    })
    .input(z.object({ id: idParam }))
    .output(z.array(AccountSchema))
    .query(({ ctx, input }) => {
      assertUserExists(ctx.db, input.id);
      return listAllAccounts(ctx.db, { limit: 100, offset: 0, userId: input.id }, ctx.now).items;
    }),

  /** GET /api/admin/accounts?limit=&offset=&userId= → open accounts (X-Total-Count header). */
  accounts: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/accounts',
        tags: ['admin'],
        summary: 'List accounts',
        description: LIST_DESCRIPTION,
        responseHeaders: listHeaders,
      },
    })
    .input(AccountsQuery)
    .output(z.array(AccountSchema))
    .query(({ ctx, input }) => withPage(ctx, listAllAccounts(ctx.db, input, ctx.now))),

  /**
   * PATCH /api/admin/accounts/{id} {accountType?, accountNumber?, balance?, reason?} → the
   * account. A new balance posts an adjustment for the difference; 422 below the held amount.
   */
  updateAccount: adminProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/admin/accounts/{id}',
        tags: ['admin'],
        summary: 'Update an account (balance by adjustment)',
        description: `Saves type and number; a new balance posts an adjustment for the difference (422 below the held amount). Changing the balance: ${STEP_UP_NOTE} ${FOUR_EYES_NOTE}`,
      },
    })
    .input(
      z.object({
        id: idParam,
        accountType: z.string().trim().min(1).max(50).optional(),
        accountNumber: z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9]{4,34}$/, 'Letters and digits, 4 to 34')
          .optional(),
        balance: balanceCents.optional(),
        reason: reasonParam,
      }),
    )
    .output(AccountChangeSchema)
    .mutation(({ ctx, input }) => {
      const { id, accountType, accountNumber, balance, reason } = input;
      return ctx.ledger.run(() => {
        const difference = balance === undefined ? 0 : balance - postedBalanceCents(ctx.db, id);
        if (difference !== 0) assertAdminStepUp(ctx.session);
        if (!needsApproval(difference, ctx.env.APPROVAL_ABOVE)) {
          return updateAccount(
            ctx.db,
            id,
            { accountType, accountNumber, balance, reason },
            ctx.user.id,
            ctx.now,
          );
        }
        const account = updateAccount(
          ctx.db,
          id,
          { accountType, accountNumber },
          ctx.user.id,
          ctx.now,
        );
        const approval = requestApproval(
          ctx.db,
          'ADJUSTMENT',
          { accountId: id, amount: difference, reason: reason ?? null },
          ctx.user.id,
          ctx.now,
        );
        return { ...account, pendingApproval: { id: approval.id, status: 'PENDING_APPROVAL' } };
      });
    }),

  /** DELETE /api/admin/accounts/{id}?reason= → {ok}: closes it; 422 unless the balance is zero. */
  closeAccount: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/accounts/{id}',
        tags: ['admin'],
        summary: 'Close an account',
        description: 'Needs a zero balance; an optional `reason` (query) is kept in the audit log.',
      },
    })
    .input(z.object({ id: idParam, reason: reasonParam }))
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => {
      closeAccount(ctx.db, input.id, ctx.user.id, ctx.now, input.reason || null);
      return { ok: true as const };
    }),

  /** POST /api/admin/accounts/{id}/topup {amount} → the account: a deposit from FUNDING. */
  topUp: adminProcedure
    .meta({
      throttled: true,
      stepUp: 'admin',
      openapi: {
        method: 'POST',
        path: '/admin/accounts/{id}/topup',
        tags: ['admin'],
        summary: 'Top up an account',
        description: `A deposit from the bank's funding account. 409 \`CUSTOMER_CLOSED\` when the account's customer is closed (pay the balance out with a balance adjustment instead). ${STEP_UP_NOTE} ${FOUR_EYES_NOTE}`,
      },
    })
    .input(z.object({ id: idParam, amount: positiveAmountCents }))
    .output(AccountChangeSchema)
    .mutation(({ ctx, input }) => {
      assertNotThrottled(ctx.db, 'TOPUP', String(ctx.user.id));
      recordFailure(ctx.db, 'TOPUP', String(ctx.user.id));
      return ctx.ledger.run(() => {
        if (!needsApproval(input.amount, ctx.env.APPROVAL_ABOVE)) {
          return topUp(ctx.db, input.id, input.amount, ctx.user.id, ctx.now);
        }
        assertTakesDeposits(ctx.db, input.id);
        const account = getAccount(ctx.db, input.id, ctx.now);
        const approval = requestApproval(
          ctx.db,
          'TOPUP',
          { accountId: input.id, amount: input.amount },
          ctx.user.id,
          ctx.now,
        );
        return { ...account, pendingApproval: { id: approval.id, status: 'PENDING_APPROVAL' } };
      });
    }),

  // The admin screens' reads (tRPC only): the lists above as {items, nextCursor, total}.
  /** adminPeople.usersPage: users by id; filters search, includeClosed. */
  usersPage: adminProcedure
    .input(UsersQuery)
    .output(pageOutput(AdminUserSchema))
    .query(({ ctx, input }) => listUsers(ctx.db, input)),
  /** adminPeople.accountsPage: open accounts by id; filter userId. */
  accountsPage: adminProcedure
    .input(AccountsQuery)
    .output(pageOutput(AccountSchema))
    .query(({ ctx, input }) => listAllAccounts(ctx.db, input, ctx.now)),
});
