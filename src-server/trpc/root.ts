/** The root router: one sub-router per domain. Its type is what the client imports. */
import { z } from 'zod';
import { publicProcedure, router } from './init';
import { accountsRouter } from './routers/accounts';
import { adminApprovalsRouter } from './routers/admin/approvals';
import { adminClassesRouter } from './routers/admin/classes';
import { adminClockRouter } from './routers/admin/clock';
import { adminDepositsRouter } from './routers/admin/deposits';
import { adminLookupRouter } from './routers/admin/lookup';
import { adminMfaRouter } from './routers/admin/mfa';
import { adminOperationsRouter } from './routers/admin/operations';
import { adminOverviewRouter } from './routers/admin/overview';
import { adminPeopleRouter } from './routers/admin/people';
import { adminProgressRouter } from './routers/admin/progress';
import { adminProvisioningRouter } from './routers/admin/provisioning';
import { adminSimulationsRouter } from './routers/admin/simulations';
import { authRouter } from './routers/auth';
import { beneficiariesRouter } from './routers/beneficiaries';
import { billsRouter } from './routers/bills';
import { brandRouter } from './routers/brand';
import { challengesRouter } from './routers/challenges';
import { cryptoRouter } from './routers/crypto';
import { defectsRouter } from './routers/defects';
import { depositsRouter } from './routers/deposits';
import { eventsRouter } from './routers/events';
import { investmentsRouter } from './routers/investments';
import { loansRouter } from './routers/loans';
import { notificationsRouter } from './routers/notifications';
import { adminThirdPartiesRouter, openBankingRouter } from './routers/open-banking';
import { outboxRouter } from './routers/outbox';
import { payeesRouter } from './routers/payees';
import { placesRouter } from './routers/places';
import { requestsRouter } from './routers/requests';
import { sandboxesRouter } from './routers/sandboxes';
import { settingsRouter } from './routers/settings';
import { standingOrdersRouter } from './routers/standing-orders';
import { statementsRouter } from './routers/statements';
import { supportRouter } from './routers/support';
import { tokensRouter } from './routers/tokens';
import { transfersRouter } from './routers/transfers';
import { twoFactorRouter } from './routers/two-factor';
import { usersRouter } from './routers/users';
import { webhooksRouter } from './routers/webhooks';

/**
 * Every procedure of the bank, by domain: REST under /api (the paths in each procedure's
 * `openapi` meta) and tRPC under /trpc; plus GET /api/health.
 */
export const appRouter = router({
  /** GET /api/health → {status: 'ok'} once the server can serve. */
  health: publicProcedure
    .meta({
      openapi: { method: 'GET', path: '/health', tags: ['system'], summary: 'Health check' },
    })
    .input(z.void())
    .output(z.object({ status: z.literal('ok') }))
    .query(({ ctx }) => {
      // Answers only when the database answers.
      ctx.db.$client.prepare('select 1').get();
      return { status: 'ok' as const };
    }),
  brand: brandRouter,
  auth: authRouter,
  accounts: accountsRouter,
  transfers: transfersRouter,
  standingOrders: standingOrdersRouter,
  beneficiaries: beneficiariesRouter,
  users: usersRouter,
  settings: settingsRouter,
  requests: requestsRouter,
  twoFactor: twoFactorRouter,
  tokens: tokensRouter,
  notifications: notificationsRouter,
  bills: billsRouter,
  loans: loansRouter,
  investments: investmentsRouter,
  support: supportRouter,
  crypto: cryptoRouter,
  deposits: depositsRouter,
  places: placesRouter,
  payees: payeesRouter,
  sandboxes: sandboxesRouter,
  adminPeople: adminPeopleRouter,
  adminOps: adminOperationsRouter,
  adminMfa: adminMfaRouter,
  adminApprovals: adminApprovalsRouter,
  adminOverview: adminOverviewRouter,
  adminProvisioning: adminProvisioningRouter,
  adminClasses: adminClassesRouter,
  events: eventsRouter,
  defects: defectsRouter,
  adminDeposits: adminDepositsRouter,
  outbox: outboxRouter,
  adminClock: adminClockRouter,
  statements: statementsRouter,
  webhooks: webhooksRouter,
  adminSimulations: adminSimulationsRouter,
  adminLookup: adminLookupRouter,
  challenges: challengesRouter,
  adminProgress: adminProgressRouter,
  adminThirdParties: adminThirdPartiesRouter,
  openBanking: openBankingRouter,
});

/** The type of appRouter: what the client's tRPC imports to type its calls. */
export type AppRouter = typeof appRouter;
