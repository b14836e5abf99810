/**
 * Configuration from the environment, validated once (ARCHITECTURE.md, Configuration).
 */
import { z } from 'zod';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_PATH: z.string().min(1).default('data/bank.db'),
  SEED: z.enum(['demo', 'none']).default('demo'),
  NODE_ENV: z.string().optional(),
  /** The origin browsers use, e.g. https://bank.example.org; derived from Host when unset. */
  PUBLIC_ORIGIN: z
    .url()
    .optional()
    .transform((v) => (v ? new URL(v).origin : undefined)),
  /** Optional JSON file overriding the brand (name, phone, colours, ...). */
  BRAND_FILE: z.string().optional(),
});

export type Env = z.infer<typeof EnvSchema>;

/**
 * Reads and validates the environment.
 * @throws Error naming each bad variable, so the process stops before serving.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
