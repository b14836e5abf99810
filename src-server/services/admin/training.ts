/**
 * Trainer settings, stored in the database: artificial API latency, when PENDING LOCAL and
 * WIRE transfers settle by themselves, the share of external transfers that come back at
 * settlement, and how long a deposited check is held.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { beneficiaries, trainingSettings, transfers } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { MAGIC_PENDING_ACCOUNT } from '../../shared/return-codes';
import { recordAudit } from '../audit/record';

/** The settings as the API carries them. */
export interface TrainingSettings {
  /** Added to every API answer, in milliseconds (0: off). */
  latencyMs: number;
  /** PENDING LOCAL transfers settle this many seconds after creation (null: only by an admin). */
  settleLocalAfterSeconds: number | null;
  /** PENDING WIRE transfers settle this many seconds after creation (null: only by an admin). */
  settleWireAfterSeconds: number | null;
  /** Share of external transfers (0 to 1) that fail at settlement with an ACH return code. */
  externalFailureRate: number;
  /** Seconds a deposited check's amount stays on hold before it is available. */
  checkHoldSeconds: number;
}

/** What a bank that never saved its settings uses. */
export const DEFAULT_TRAINING: TrainingSettings = {
  latencyMs: 0,
  settleLocalAfterSeconds: 30,
  settleWireAfterSeconds: 120,
  externalFailureRate: 0,
  checkHoldSeconds: 60,
};

const BP_PER_UNIT = 10_000;

/** The current settings (the defaults when never saved). */
export function getTrainingSettings(db: Db): TrainingSettings {
  const row = db.select().from(trainingSettings).where(eq(trainingSettings.id, 1)).get();
  if (!row) return { ...DEFAULT_TRAINING };
  return {
    latencyMs: row.latencyMs,
    settleLocalAfterSeconds: row.settleLocalAfterSeconds,
    settleWireAfterSeconds: row.settleWireAfterSeconds,
    externalFailureRate: row.externalFailureBp / BP_PER_UNIT,
    checkHoldSeconds: row.checkHoldSeconds,
  };
}

/**
 * The delay after which a new PENDING transfer of `type` settles by itself, in seconds, or
 * null when only an admin settles it.
 */
export function settleDelaySeconds(settings: TrainingSettings, type: 'LOCAL' | 'WIRE') {
  return type === 'LOCAL' ? settings.settleLocalAfterSeconds : settings.settleWireAfterSeconds;
}

/**
 * Saves the settings and re-times every PENDING transfer the scheduler settles (creation time
 * + the new delay of its type; none when that type is now settled by hand), so a change
 * applies to the transfers already waiting. Transfers to the magic account that waits for an
 * admin never get one. Audited.
 * @param now business time (the bank's clock): the audit entry's date
 * @returns the saved settings
 */
export function saveTrainingSettings(
  db: Db,
  settings: TrainingSettings,
  actorId: number,
  now: Date,
): TrainingSettings {
  const before = getTrainingSettings(db);
  const row = {
    latencyMs: settings.latencyMs,
    settleLocalAfterSeconds: settings.settleLocalAfterSeconds,
    settleWireAfterSeconds: settings.settleWireAfterSeconds,
    externalFailureBp: Math.round(settings.externalFailureRate * BP_PER_UNIT),
    checkHoldSeconds: settings.checkHoldSeconds,
  };
  atomically(db, () => {
    db.insert(trainingSettings)
      .values({ id: 1, ...row })
      .onConflictDoUpdate({ target: trainingSettings.id, set: row })
      .run();
    for (const type of ['LOCAL', 'WIRE'] as const) {
      const was = settleDelaySeconds(before, type);
      const delay = settleDelaySeconds(settings, type);
      if (was === delay) continue;
      // Only transfers that had a due time (or all, when this type was settled by hand) are
      // re-timed; the magic account's transfers always wait for an admin.
      db.update(transfers)
        .set({
          settleAt: delay === null ? null : sql`${transfers.createdAt} + ${delay * 1000}`,
        })
        .where(
          sql`${transfers.status} = 'PENDING' and ${transfers.transferType} = ${type} and ${
            was === null ? sql`1` : sql`${transfers.settleAt} is not null`
          } and coalesce((select ${beneficiaries.accountNumber} from ${beneficiaries} where ${beneficiaries.id} = ${transfers.beneficiaryId}), '') <> ${MAGIC_PENDING_ACCOUNT}`,
        )
        .run();
    }
    recordAudit(db, {
      actorId,
      action: 'TRAINING_SETTINGS_CHANGED',
      targetType: 'training_settings',
      targetId: 1,
      before,
      after: settings,
      at: now,
    });
  });
  return getTrainingSettings(db);
}
