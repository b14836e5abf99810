/**
 * Admin: provisioning customers (/api/admin/users POST, accounts, cards) and helping a stuck
 * customer (password reset, PIN, sign-in lock). Every call is audit-logged by its service.
 */
import { z } from 'zod';
import { assertStrongPassword, hashSecret } from '../../../auth/password';
import { assertOpeningDeposits } from '../../../services/admin/approvals';
import { cardsOfUser, issueCard, setCardBlocked } from '../../../services/admin/cards';
import { clearPin, resetPassword, unlockSignIn } from '../../../services/admin/credential-resets';
import { generatePassword } from '../../../services/admin/credentials';
import { createCustomer, openAccountFor } from '../../../services/admin/provisioning';
import {
  AccountSchema,
  CreateCustomerInputSchema,
  CreditCardSchema,
  GeneratedPasswordSchema,
  idParam,
  OpenAccountInputSchema,
  UserProfileSchema,
} from '../../../shared/dto';
import { adminProcedure, router } from '../../init';
import { OPENING_DEPOSIT_NOTE } from './notes';

const AdminUserSchema = UserProfileSchema.extend({ closedAt: z.string().nullable() });
const ById = z.object({ id: idParam });

/**
 * Provisioning for admins: create a customer (POST /api/admin/users), open accounts, issue,
 * block and unblock cards, reset a password, clear a PIN, lift a sign-in lock.
 */
export const adminProvisioningRouter = router({
  /**
   * POST /api/admin/users {name, email, username, password?, accounts: [{type, openingDeposit}],
   * debitCard} → 201 {user, accounts, cards, password}. Creates a verified customer (no
   * enrollment documents) who must change the password at first sign-in. Without `password`
   * a strong one is generated and answered once as `password` (null when the admin chose
   * it). A chosen password follows the password rule (12 to 128 characters, zxcvbn score 3
   * or more; 400 otherwise). Opening deposits (decimal strings) are posted
   * from the bank's funding account, under the rules of assertOpeningDeposits (step-up; none
   * above APPROVAL_ABOVE). 409 a username or email in use; 422 a debit card without an
   * account.
   */
  createUser: adminProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: 'POST',
        path: '/admin/users',
        tags: ['admin'],
        summary: 'Create a customer',
        description: OPENING_DEPOSIT_NOTE,
      },
    })
    .input(CreateCustomerInputSchema)
    .output(
      z.object({
        user: AdminUserSchema,
        accounts: z.array(AccountSchema),
        cards: z.array(CreditCardSchema),
        password: z.string().nullable().meta({
          description: 'The generated password, shown once; null when the admin gave one',
        }),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      assertOpeningDeposits(
        ctx.session,
        input.accounts.map((account) => account.openingDeposit),
        ctx.env.APPROVAL_ABOVE,
      );
      const generated = input.password === undefined ? generatePassword() : null;
      if (input.password !== undefined) {
        await assertStrongPassword(input.password, 'password', [
          input.username,
          input.email,
          input.name,
        ]);
      }
      // Hashing is slow (argon2id): done before the write lock is taken.
      const hash = await hashSecret(input.password ?? generated!);
      const created = await ctx.ledger.run(() =>
        createCustomer(ctx.db, input, hash, ctx.user.id, {}, ctx.now),
      );
      return { ...created, password: generated };
    }),

  /**
   * POST /api/admin/users/{id}/accounts {accountType: CHECKING|SAVINGS, openingDeposit?} → 201
   * the account, with the opening deposit (default 0.00) posted from funding under the rules
   * of assertOpeningDeposits (step-up; none above APPROVAL_ABOVE). 404 unknown or closed user.
   */
  openAccount: adminProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: 'POST',
        path: '/admin/users/{id}/accounts',
        tags: ['admin'],
        summary: 'Open an account for a customer',
        description: OPENING_DEPOSIT_NOTE,
      },
    })
    .input(OpenAccountInputSchema.extend({ id: idParam }))
    .output(AccountSchema)
    .mutation(({ ctx, input }) => {
      assertOpeningDeposits(ctx.session, [input.openingDeposit], ctx.env.APPROVAL_ABOVE);
      return ctx.ledger.run(() =>
        openAccountFor(
          ctx.db,
          input.id,
          input.accountType,
          input.openingDeposit,
          ctx.user.id,
          ctx.now,
        ),
      );
    }),

  /** GET /api/admin/users/{id}/cards → the user's cards (numbers masked), oldest first. */
  userCards: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/users/{id}/cards',
        tags: ['admin'],
        summary: "A user's cards",
      },
    })
    .input(ById)
    .output(z.array(CreditCardSchema))
    .query(({ ctx, input }) => cardsOfUser(ctx.db, input.id)),

  /**
   * POST /api/admin/accounts/{id}/cards → 201 a new debit card on the account: a unique,
   * Luhn-valid number (masked in the answer), valid 4 years. 404 unknown or closed account.
   */
  issueCard: adminProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: 'POST',
        path: '/admin/accounts/{id}/cards',
        tags: ['admin'],
        summary: 'Issue a debit card',
      },
    })
    .input(ById)
    .output(CreditCardSchema)
    .mutation(({ ctx, input }) => issueCard(ctx.db, input.id, ctx.user.id, ctx.now)),

  /** POST /api/admin/cards/{id}/block → the card with `isActive: 'false'`. 404 unknown card. */
  blockCard: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/cards/{id}/block',
        tags: ['admin'],
        summary: 'Block a card',
      },
    })
    .input(ById)
    .output(CreditCardSchema)
    .mutation(({ ctx, input }) => setCardBlocked(ctx.db, input.id, true, ctx.user.id, ctx.now)),

  /**
   * POST /api/admin/cards/{id}/unblock → the card with `isActive: 'true'`. 404 unknown card;
   * 422 for a card of a closed account.
   */
  unblockCard: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/cards/{id}/unblock',
        tags: ['admin'],
        summary: 'Unblock a card',
      },
    })
    .input(ById)
    .output(CreditCardSchema)
    .mutation(({ ctx, input }) => setCardBlocked(ctx.db, input.id, false, ctx.user.id, ctx.now)),

  /**
   * POST /api/admin/users/{id}/password-reset → {password}: a new generated password, shown
   * once; the customer must change it at the next sign-in, their sessions end and the sign-in
   * lock is lifted. 404 unknown or closed user; 422 for an admin.
   */
  resetPassword: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/users/{id}/password-reset',
        tags: ['admin'],
        summary: "Reset a customer's password",
      },
    })
    .input(ById)
    .output(GeneratedPasswordSchema)
    .mutation(async ({ ctx, input }) => {
      const password = generatePassword();
      const hash = await hashSecret(password);
      resetPassword(ctx.db, input.id, hash, ctx.user.id, null, ctx.now);
      return { password };
    }),

  /**
   * DELETE /api/admin/users/{id}/pin → {hadPin}: clears the transaction PIN (the customer sets
   * a new one) and its wrong-PIN lock. 404 unknown or closed user; 422 for an admin.
   */
  clearPin: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/users/{id}/pin',
        tags: ['admin'],
        summary: "Clear a customer's transaction PIN",
      },
    })
    .input(ById)
    .output(z.object({ hadPin: z.boolean() }))
    .mutation(({ ctx, input }) => clearPin(ctx.db, input.id, ctx.user.id, ctx.now)),

  /**
   * POST /api/admin/users/{id}/unlock → {cleared}: forgets the failed sign-ins counted for the
   * user's account, so a locked-out customer can sign in at once. 404 unknown user.
   */
  unlockSignIn: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/users/{id}/unlock',
        tags: ['admin'],
        summary: 'Unlock a throttled sign-in',
      },
    })
    .input(ById)
    .output(z.object({ cleared: z.number().int() }))
    .mutation(({ ctx, input }) => unlockSignIn(ctx.db, input.id, ctx.user.id, ctx.now)),
});
