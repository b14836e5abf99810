/**
 * The `deposits.card` mutation with an Idempotency-Key: the same key while the same form is
 * sent again (a double click, a retry after a lost answer), so a card is never charged twice.
 */
import { useMutation } from '@tanstack/react-query';
import type { inferRouterInputs } from '@trpc/server';
import { useIdempotencyKeys } from '@/lib/idempotency';
import type { AppRouter } from '@/lib/trpc';
import { useTRPC, useTRPCClient } from '@/lib/trpc';

/** What `deposits.card` takes: the account, amount, card number, expiry and CVC. */
export type CardDepositInput = inferRouterInputs<AppRouter>['deposits']['card'];

/** Card deposit; lib/invalidations refreshes accounts, deposits and notifications after it. */
export function useCardDeposit() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationKey: trpc.deposits.card.mutationKey(),
    mutationFn: (input: CardDepositInput) =>
      client.deposits.card.mutate(input, { context: { idempotencyKey: keys.keyFor(input) } }),
    onSuccess: () => keys.reset(),
  });
}
