/**
 * Trainer settings, stored in the database: artificial API latency, when PENDING LOCAL and
 * WIRE transfers settle by themselves, the share of external transfers that come back at
 * settlement, and how long a deposited check is held.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { beneficiaries, trainingSettings, transfers } from '../../db/schema';
import { atomically } from '../../db/transaction';
import { type Faults, FaultsSchema, NO_FAULTS } from '../../shared/dto/training';
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
  /** Failures on demand (services/admin/faults.ts); none by default. */
  faults: Faults;
}

/** What a bank that never saved its settings uses. */
export const DEFAULT_TRAINING: TrainingSettings = {
  latencyMs: 0,
  settleLocalAfterSeconds: 30,
  settleWireAfterSeconds: 120,
  externalFailureRate: 0,
  checkHoldSeconds: 60,
  faults: NO_FAULTS,
};

/** The stored faults JSON as settings; none when unset or no longer valid. */
function faultsOf(stored: string | null): Faults {
  if (!stored) return structuredClone(NO_FAULTS);
  const parsed = FaultsSchema.safeParse(JSON.parse(stored));
  return parsed.success ? parsed.data : structuredClone(NO_FAULTS);
}

const BP_PER_UNIT = 10_000;

const cachedFaults = new WeakMap<Db, { faults: Faults; readAt: number }>();

/**
 * The bank's fault settings as the edge reads them on every API call: read from the database
 * at most once a second, and at once after a save.
 * @param nowMs the real time (epoch ms) the cache's age is measured at
 */
export function currentFaults(db: Db, nowMs: number): Faults {
  const cached = cachedFaults.get(db);
  if (cached && nowMs - cached.readAt < 1000) return cached.faults;
  const faults = getTrainingSettings(db).faults;
  cachedFaults.set(db, { faults, readAt: nowMs });
  return faults;
}

/** The current settings (the defaults when never saved). */
export function getTrainingSettings(db: Db): TrainingSettings {
  const row = db.select().from(trainingSettings).where(eq(trainingSettings.id, 1)).get();
  if (!row) return structuredClone(DEFAULT_TRAINING);
  return {
    latencyMs: row.latencyMs,
    settleLocalAfterSeconds: row.settleLocalAfterSeconds,
    settleWireAfterSeconds: row.settleWireAfterSeconds,
    externalFailureRate: row.externalFailureBp / BP_PER_UNIT,
    checkHoldSeconds: row.checkHoldSeconds,
    faults: faultsOf(row.faults),
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
 * Saves the settings (`faults` left out keeps the saved faults) and re-times every PENDING transfer the scheduler settles (creation time
 * + the new delay of its type; none when that type is now settled by hand), so a change
 * applies to the transfers already waiting. Transfers to the magic account that waits for an
 * admin never get one. Audited.
 * @param now business time (the bank's clock): the audit entry's date
 * @returns the saved settings
 */
export function saveTrainingSettings(
  db: Db,
  input: Omit<TrainingSettings, 'faults'> & { faults?: Faults },
  actorId: number,
  now: Date,
): TrainingSettings {
  const before = getTrainingSettings(db);
  const settings: TrainingSettings = { ...input, faults: input.faults ?? before.faults };
  const row = {
    faults: JSON.stringify(settings.faults),
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
  cachedFaults.delete(db);
  return getTrainingSettings(db);
}
