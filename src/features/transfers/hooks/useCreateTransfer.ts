/**
 * Creating a transfer with an Idempotency-Key: one key per
 * submission, the same key when the same submission is sent again, so a double click or a
 * retry after a lost answer never pays twice.
 */
import { useMutation } from '@tanstack/react-query';
import type { inferRouterInputs } from '@trpc/server';
import { newIdempotencyKey, useIdempotencyKeys } from '@/lib/idempotency';
import type { AppRouter } from '@/lib/trpc';
import { useTRPC, useTRPCClient } from '@/lib/trpc';

/**
 * What `transfers.create` takes: source account, destination (own account or beneficiary),
 * amount as a decimal string, type, description and an optional scheduledDate (YYYY-MM-DD).
 */
export type CreateTransferInput = inferRouterInputs<AppRouter>['transfers']['create'];

/**
 * The `transfers.create` mutation. Its key is the procedure's, so lib/invalidations
 * refreshes the transfer lists and accounts after it; the key is forgotten after a success.
 * @param options.freshKeyPerCall the planted "double click" defect (bug-hunt mode): every
 *   call gets a new Idempotency-Key, so the same submission sent twice makes two transfers
 */
export function useCreateTransfer(options: { freshKeyPerCall?: boolean } = {}) {
  const fresh = options.freshKeyPerCall === true;
  const trpc = useTRPC();
  const client = useTRPCClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationKey: trpc.transfers.create.mutationKey(),
    mutationFn: (input: CreateTransferInput) =>
      client.transfers.create.mutate(input, {
        context: { idempotencyKey: fresh ? newIdempotencyKey() : keys.keyFor(input) },
      }),
    onSuccess: () => keys.reset(),
  });
}
