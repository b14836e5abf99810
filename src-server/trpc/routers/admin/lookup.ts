/**
 * Admin: the pickers' searches (tRPC only; the REST API keeps taking ids). Each answers one
 * page of {items, nextCursor} whose items carry the id and a label naming the record
 * ("Ada Lovelace · Checking ····1234"); `q` is the text typed, `id` reads one record so a
 * picker can name the value it holds.
 */
import { z } from 'zod';
import { lookupAccounts, lookupCards, lookupCustomers } from '../../../services/admin/lookup';
import { lookupTransfers } from '../../../services/admin/lookup-transfers';
import { idParam, TransferStatusSchema, TransferTypeSchema } from '../../../shared/dto';
import { adminProcedure, router } from '../../init';
import { ListInput, limitParam, pageOutput } from '../../paging';

/** The text typed and the page; `limit` defaults to 20 here, a picker's list. */
const LookupInput = ListInput.extend({
  limit: limitParam.default(20),
  q: z.string().trim().max(100).optional(),
  id: idParam.optional(),
});

const CustomerChoiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  label: z.string(),
});

const AccountChoiceSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  customerName: z.string(),
  accountType: z.string(),
  accountNumber: z.string(),
  balance: z.string(),
  label: z.string(),
});

const CardChoiceSchema = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  userId: z.number().int(),
  customerName: z.string(),
  lastFour: z.string(),
  label: z.string(),
});

const TransferChoiceSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  customerName: z.string(),
  amount: z.string(),
  transferType: z.string(),
  status: z.string(),
  label: z.string(),
});

/** The pickers' searches for admins (tRPC only): customers, accounts, cards and transfers. */
export const adminLookupRouter = router({
  /** adminLookup.customers {q?, id?}: open users by username, name or email, oldest first. */
  customers: adminProcedure
    .input(LookupInput)
    .output(pageOutput(CustomerChoiceSchema))
    .query(({ ctx, input }) => lookupCustomers(ctx.db, input)),

  /** adminLookup.accounts {q?, id?, userId?}: open accounts by number or owner; one owner's when given. */
  accounts: adminProcedure
    .input(LookupInput.extend({ userId: idParam.optional() }))
    .output(pageOutput(AccountChoiceSchema))
    .query(({ ctx, input }) => lookupAccounts(ctx.db, input)),

  /** adminLookup.cards {q?, id?, userId?, accountId?}: cards by last digits, holder or owner. */
  cards: adminProcedure
    .input(LookupInput.extend({ userId: idParam.optional(), accountId: idParam.optional() }))
    .output(pageOutput(CardChoiceSchema))
    .query(({ ctx, input }) => lookupCards(ctx.db, input)),

  /** adminLookup.transfers {q?, id?, userId?, status?, transferType?}: newest first. */
  transfers: adminProcedure
    .input(
      LookupInput.extend({
        userId: idParam.optional(),
        status: TransferStatusSchema.optional(),
        transferType: TransferTypeSchema.optional(),
      }),
    )
    .output(pageOutput(TransferChoiceSchema))
    .query(({ ctx, input }) => lookupTransfers(ctx.db, input)),
});
