/** The trainer settings as the API carries them (GET/PUT /api/admin/training). */
import { z } from 'zod';

const settleSeconds = (type: string) =>
  z
    .number()
    .int()
    .min(1)
    .max(86_400)
    .nullable()
    .meta({
      description: `Seconds after which a PENDING ${type} transfer settles by itself; null: only an admin settles it`,
    });
/** The trainer settings; the admin's form validates with it too. */
export const TrainingSchema = z.object({
  latencyMs: z.number().int().min(0).max(10_000).meta({
    description: 'Milliseconds added to every API answer (0: off)',
  }),
  settleLocalAfterSeconds: settleSeconds('LOCAL'),
  settleWireAfterSeconds: settleSeconds('WIRE'),
  externalFailureRate: z.number().min(0).max(1).multipleOf(0.0001).meta({
    description:
      'Share of external transfers (0 to 1) that fail at settlement with an ACH return code (R01, R02 or R03)',
  }),
  checkHoldSeconds: z.number().int().min(0).max(86_400).meta({
    description: "Seconds a deposited check's amount stays on hold",
  }),
});
