/** Types of the admin calls' answers, read from the server's router. */
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/lib/trpc';

type Outputs = inferRouterOutputs<AppRouter>;

/** A user as the admin lists show it (with `closedAt`). */
export type AdminUser = Outputs['adminPeople']['user'];
/** An account as the admin calls return it. */
export type AdminAccount = Outputs['adminPeople']['accounts'][number];
/** One row of the admin transfers list. */
export type AdminTransfer = Outputs['adminOps']['transfers'][number];
/** One transfer with its user, accounts, beneficiary and status history. */
export type AdminTransferDetail = Outputs['adminOps']['transfer'];
/** One bill of the admin bills list. */
export type AdminBill = Outputs['adminOps']['bills'][number];
/** One statement row of the admin transactions list. */
export type AdminTransaction = Outputs['adminOps']['transactions'][number];
/** One entry of the audit log. */
export type AuditEntry = Outputs['adminOps']['audit'][number];
/** A support ticket. */
export type AdminTicket = Outputs['adminOps']['tickets'][number];
/** A feedback entry. */
export type AdminFeedback = Outputs['adminOps']['feedback'][number];
/** The trainer settings. */
export type TrainingSettings = Outputs['adminOps']['training'];
/** A transfer status an admin can set on the admin Transfers screen. */
export type TransferStatus = AdminTransfer['status'];
/** A transfer's type: INTERNAL, LOCAL or WIRE. */
export type TransferType = AdminTransfer['transferType'];
/** A class's challenge progress: per student, per challenge solved, and what is off. */
export type ClassProgressData = Outputs['adminProgress']['classProgress'];
