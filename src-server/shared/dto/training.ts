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

const rate = (what: string) =>
  z
    .number()
    .min(0)
    .max(1)
    .multipleOf(0.0001)
    .meta({ description: `${what} (0 to 1; 0: off)` });

/** Failures on demand: what the edge injects into API answers and webhook deliveries. */
export const FaultsSchema = z.object({
  errorRate: rate('Share of API calls refused with `errorStatus` before they run'),
  errorStatus: z.union([z.literal(500), z.literal(502), z.literal(503)]).meta({
    description: 'The status of an injected error (503 carries Retry-After)',
  }),
  throttleRate: rate('Share of API calls refused with 429, Retry-After and RateLimit headers'),
  latencyMs: z.number().int().min(0).max(10_000).meta({
    description: 'Milliseconds added before a faulted API call runs (0: off)',
  }),
  latencyJitterMs: z.number().int().min(0).max(10_000).meta({
    description: 'Up to this many more milliseconds, drawn at random per call',
  }),
  pathPrefix: z
    .string()
    .max(200)
    .regex(/^(\/[A-Za-z0-9/_.{}-]*)?$/, 'Must be empty or a path starting with /')
    .meta({
      description:
        'Only API paths starting with this (e.g. `/api/transfers`) are faulted; empty: all. Admin and sign-in paths never are',
    }),
  allowHeader: z.boolean().meta({
    description:
      'Honour the X-Simulate-Fault request header (in the main bank only when started with BUG_HUNT=on)',
  }),
  webhooks: z.object({
    duplicateRate: rate('Share of webhook deliveries sent twice'),
    outOfOrderRate: rate('Share of webhook deliveries held back so that later ones overtake them'),
    delayMs: z.number().int().min(0).max(600_000).meta({
      description: 'Milliseconds every webhook delivery waits before its first attempt',
    }),
  }),
});

/** The fault settings as TypeScript: rates 0 to 1, status 500/502/503, delays in milliseconds. */
export type Faults = z.infer<typeof FaultsSchema>;

/** No fault at all: what a bank that never saved fault settings uses. */
export const NO_FAULTS: Faults = {
  errorRate: 0,
  errorStatus: 503,
  throttleRate: 0,
  latencyMs: 0,
  latencyJitterMs: 0,
  pathPrefix: '',
  allowHeader: false,
  webhooks: { duplicateRate: 0, outOfOrderRate: 0, delayMs: 0 },
};

/** The settings as GET answers them: the trainer settings and the faults. */
export const TrainingWithFaultsSchema = TrainingSchema.extend({ faults: FaultsSchema });

/** What PUT accepts: `faults` may be left out (the saved ones stay). */
export const TrainingInputSchema = TrainingSchema.extend({ faults: FaultsSchema.optional() });
