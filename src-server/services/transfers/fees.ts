/**
 * The fee schedule per transfer type: configurable, 0.00 for every type by
 * default. A client-sent fee is never used.
 */
export type TransferType = 'INTERNAL' | 'LOCAL' | 'WIRE';

/** Fee in cents per transfer type. */
export type FeeSchedule = Record<TransferType, number>;

/** No fee for any type (cents): what applies unless FEE_INTERNAL, FEE_LOCAL, FEE_WIRE say more. */
export const DEFAULT_FEE_SCHEDULE: FeeSchedule = { INTERNAL: 0, LOCAL: 0, WIRE: 0 };

/** The fee in cents for a transfer of `type` under `schedule`. */
export function feeFor(type: TransferType, schedule: FeeSchedule = DEFAULT_FEE_SCHEDULE): number {
  return schedule[type];
}

/** The schedule configured by FEE_INTERNAL, FEE_LOCAL and FEE_WIRE (cents). */
export function feeScheduleFromEnv(env: {
  FEE_INTERNAL: number;
  FEE_LOCAL: number;
  FEE_WIRE: number;
}): FeeSchedule {
  return { INTERNAL: env.FEE_INTERNAL, LOCAL: env.FEE_LOCAL, WIRE: env.FEE_WIRE };
}
