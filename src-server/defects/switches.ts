/**
 * Which planted defects are on in a bank: stored in `defect_switches`, read through a small
 * per-database cache (a Set of keys) that a save replaces, so the spots that ask cost a Set
 * lookup per request.
 */
import type { Db } from '../db/client';
import { defectSwitches } from '../db/schema';
import { atomically } from '../db/transaction';
import { badRequest } from '../domain/errors';
import { DEFECTS, type Defect, defectOf } from './catalogue';

const cache = new WeakMap<Db, ReadonlySet<string>>();

/**
 * The keys on in this bank, read once and then from memory until the next save.
 * @returns a set of catalogue keys (empty: bug-hunt mode is off)
 */
export function activeDefects(db: Db): ReadonlySet<string> {
  let on = cache.get(db);
  if (!on) {
    const rows = db.select().from(defectSwitches).all();
    on = new Set(rows.filter((r) => r.on && defectOf(r.key)).map((r) => r.key));
    cache.set(db, on);
  }
  return on;
}

/** True when the defect `key` is on in this bank (a cheap, cached read). */
export function isOn(db: Db, key: string): boolean {
  return activeDefects(db).has(key);
}

/**
 * The spots' question: is the defect `key` on in the bank of this request?
 * @param ctx anything carrying the bank's database (a request context)
 */
export function defectOn(ctx: { db: Db }, key: string): boolean {
  return isOn(ctx.db, key);
}

/** The catalogue with each entry's state in this bank (the answer key: admins only). */
export function listDefects(db: Db): (Defect & { on: boolean })[] {
  const on = activeDefects(db);
  return DEFECTS.map((x) => ({ ...x, on: on.has(x.key) }));
}

/**
 * The keys of `keys` that are not in the catalogue.
 * @returns the unknown keys, in the order given (empty when all are known)
 */
export function unknownDefects(keys: readonly string[]): string[] {
  return keys.filter((k) => !defectOf(k));
}

/**
 * Switches on exactly the defects `keys` (every other one off) and drops the cache.
 * @param now business time: the `since` of each switch that changes
 * @throws InvalidInput (400) naming the unknown keys; nothing changes then
 */
export function setActiveDefects(db: Db, keys: readonly string[], now: Date): string[] {
  const unknown = unknownDefects(keys);
  if (unknown.length > 0) throw badRequest(`Unknown defect keys: ${unknown.join(', ')}`);
  const wanted = new Set(keys);
  const before = activeDefects(db);
  atomically(db, () => {
    for (const x of DEFECTS) {
      const on = wanted.has(x.key);
      if (on === before.has(x.key)) continue;
      db.insert(defectSwitches)
        .values({ key: x.key, on, since: now })
        .onConflictDoUpdate({ target: defectSwitches.key, set: { on, since: now } })
        .run();
    }
  });
  cache.delete(db);
  return [...activeDefects(db)];
}
