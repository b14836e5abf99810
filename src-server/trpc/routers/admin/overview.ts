/**
 * Admin overview (/admin): the figures behind its charts and queue counts. Money goes out as
 * two-decimal strings like every amount of the API; months and days are UTC.
 */
import { z } from 'zod';
import {
  adminQueues,
  depositsByMonth,
  transferVolumeByDay,
} from '../../../services/admin/overview';
import { formatCents } from '../../../shared/money';
import { adminProcedure, router } from '../../init';

const money = z.string().meta({ description: 'Amount in USD, two decimals', example: '1234.50' });

const DepositMonthSchema = z.object({
  month: z.string().meta({ description: 'UTC month, YYYY-MM', example: '2026-03' }),
  deposits: money.meta({
    description:
      "All customer accounts' posted balances at the month's end (today's for the current month)",
  }),
  credits: money.meta({ description: 'Money into customer accounts during the month' }),
  debits: money.meta({ description: 'Money out of customer accounts during the month' }),
});

const TransferDaySchema = z.object({
  day: z.string().meta({ description: 'UTC day, YYYY-MM-DD', example: '2026-03-17' }),
  LOCAL: money,
  WIRE: money,
  INTERNAL: money,
  count: z.number().int().min(0).meta({ description: 'Transfers created that day (not FAILED)' }),
});

const QueuesSchema = z.object({
  pendingTransfers: z.object({
    LOCAL: z.number().int().min(0),
    WIRE: z.number().int().min(0),
  }),
  pendingEnrollments: z.number().int().min(0),
  pendingLoanApplications: z.number().int().min(0),
  openTickets: z.number().int().min(0),
});

/**
 * The admin overview's figures: deposits, transfer volume by day and type, and the queue counts
 * (GET /api/admin/overview/deposits, /transfer-volume, /queues).
 */
export const adminOverviewRouter = router({
  /**
   * GET /api/admin/overview/deposits → the last 12 UTC months, oldest first:
   * `{month: 'YYYY-MM', deposits, credits, debits}` (USD strings). `deposits` is every
   * customer account's posted balance at the month's end; credits and debits are the
   * month's money in and out. Read from the ledger's kept month figures, never the postings.
   */
  deposits: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/overview/deposits',
        tags: ['admin'],
        summary: 'Customer deposits per month',
        description:
          "The last 12 UTC months, oldest first: the customers' total posted balance at each month's end (the current month's is today's), and the month's money in and out.",
      },
    })
    .input(z.void())
    .output(z.array(DepositMonthSchema))
    .query(({ ctx }) =>
      depositsByMonth(ctx.db, ctx.now).map((m) => ({
        month: m.month,
        deposits: formatCents(m.deposits),
        credits: formatCents(m.credits),
        debits: formatCents(m.debits),
      })),
    ),

  /**
   * GET /api/admin/overview/transfer-volume → the last 30 UTC days, oldest first, every day
   * present: `{day: 'YYYY-MM-DD', LOCAL, WIRE, INTERNAL, count}`, the amounts (USD strings)
   * of the transfers created that day by type, FAILED ones left out.
   */
  transferVolume: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/overview/transfer-volume',
        tags: ['admin'],
        summary: 'Transfer volume per day',
        description:
          'The last 30 UTC days, oldest first, every day present: the amount of the transfers created that day by type (LOCAL, WIRE, INTERNAL) and their count; FAILED transfers are left out.',
      },
    })
    .input(z.void())
    .output(z.array(TransferDaySchema))
    .query(({ ctx }) =>
      transferVolumeByDay(ctx.db, ctx.now).map((d) => ({
        day: d.day,
        LOCAL: formatCents(d.LOCAL),
        WIRE: formatCents(d.WIRE),
        INTERNAL: formatCents(d.INTERNAL),
        count: d.count,
      })),
    ),

  /**
   * GET /api/admin/overview/queues → what waits for an admin: PENDING transfers by type,
   * PENDING enrollment and loan applications, OPEN support tickets (counts).
   */
  queues: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/overview/queues',
        tags: ['admin'],
        summary: 'Work waiting for an admin',
        description:
          'Counts of PENDING LOCAL and WIRE transfers, PENDING enrollment and loan applications, and OPEN support tickets.',
      },
    })
    .input(z.void())
    .output(QueuesSchema)
    .query(({ ctx }) => adminQueues(ctx.db)),
});
