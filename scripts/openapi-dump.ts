/**
 * Writes the OpenAPI document exactly as the app serves it at GET /api/openapi.json (an
 * empty in-memory bank, default brand) to the file named by the first argument.
 * Usage: tsx scripts/openapi-dump.ts <out.json>
 */
import { writeFileSync } from 'node:fs';
import { createApp } from '../src-server/app';
import { openDatabase } from '../src-server/bank/open';
import { loadEnv } from '../src-server/env';
import { LedgerWriter } from '../src-server/ledger/writer';
import { DEFAULT_BRAND } from '../src-server/shared/brand';

const out = process.argv[2];
if (!out) throw new Error('Usage: tsx scripts/openapi-dump.ts <out.json>');
const db = openDatabase(':memory:');
const env = loadEnv({ DATABASE_PATH: ':memory:', SEED: 'none', LOG_REQUESTS: 'false' });
const app = createApp({ db, env, brand: DEFAULT_BRAND, ledger: new LedgerWriter(db) });
const res = await app.request('http://localhost/api/openapi.json');
if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`);
writeFileSync(out, JSON.stringify(await res.json(), null, 2));
db.$client.close();
