/**
 * The API's types on the client: the server's router type and the typed options proxy built
 * over it. Kept apart from the client itself (trpc.ts) so that the modules it uses, such as
 * the invalidations, can name these types without importing it back.
 */
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../src-server/trpc/root';

export type { AppRouter };

/** The typed query and mutation options of every procedure (what `useTRPC()` returns). */
export type Trpc = TRPCOptionsProxy<AppRouter>;
