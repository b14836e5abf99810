/**
 * Trainer tools: settings stored in the database (artificial API
 * latency, automatic settlement of PENDING LOCAL transfers after N seconds) and the
 * settlement sweep the server runs on a timer.
 */
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trainingSettings, transfers } from '../../db/schema';
import { recordAudit } from '../audit/record';
import { setTransferStatus } from './transfers';

export interface TrainingSettings {
  latencyMs: number;
  /** null: automatic settlement is off. */
  autoSettleSeconds: number | null;
}

/** The current settings (defaults when never saved: no latency, no automatic settlement). */
export function getTrainingSettings(db: Db): TrainingSettings {
  const row = db.select().from(trainingSettings).where(eq(trainingSettings.id, 1)).get();
  return { latencyMs: row?.latencyMs ?? 0, autoSettleSeconds: row?.autoSettleSeconds ?? null };
}

/** Saves the settings. */
export function saveTrainingSettings(
  db: Db,
  settings: TrainingSettings,
  actorId: number,
): TrainingSettings {
  const before = getTrainingSettings(db);
  db.insert(trainingSettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({ target: trainingSettings.id, set: settings })
    .run();
  recordAudit(db, {
    actorId,
    action: 'TRAINING_SETTINGS_CHANGED',
    targetType: 'training_settings',
    targetId: 1,
    before,
    after: settings,
  });
  return getTrainingSettings(db);
}

/**
 * Completes PENDING LOCAL transfers older than the configured delay (when on). A transfer
 * that cannot settle stays PENDING. Returns how many were completed.
 */
export function autoSettle(db: Db, now = new Date()): number {
  const { autoSettleSeconds } = getTrainingSettings(db);
  if (autoSettleSeconds === null) return 0;
  const due = db
    .select({ id: transfers.id, userId: transfers.userId })
    .from(transfers)
    .where(
      and(
        eq(transfers.status, 'PENDING'),
        eq(transfers.transferType, 'LOCAL'),
        lte(transfers.createdAt, new Date(now.getTime() - autoSettleSeconds * 1000)),
      ),
    )
    .all();
  let settled = 0;
  for (const t of due) {
    try {
      // The bank itself settles: no user is the actor.
      setTransferStatus(db, t.id, 'COMPLETED', null, now);
      settled++;
    } catch {
      // Left PENDING; an admin decides.
    }
  }
  return settled;
}
