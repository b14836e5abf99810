/**
 * The adminOps router: the admin area's procedures gathered under one tRPC path, each domain
 * in its own file: the read-only lists (lists.ts), support (support.ts), transfers
 * (transfers.ts), application decisions (applications.ts) and trainer tools (training.ts).
 */
import { router } from '../../init';
import { adminApplicationProcedures } from './applications';
import { adminListProcedures } from './lists';
import { adminSupportProcedures } from './support';
import { adminTrainingProcedures } from './training';
import { adminTransferProcedures } from './transfers';

/**
 * adminOps: the lists, support, transfer, application-decision and trainer procedures under one
 * tRPC path (REST paths as each procedure states).
 */
export const adminOperationsRouter = router({
  ...adminListProcedures,
  ...adminSupportProcedures,
  ...adminTransferProcedures,
  ...adminApplicationProcedures,
  ...adminTrainingProcedures,
});
