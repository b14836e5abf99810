/**
 * The migrations journal as Drizzle's migrator reads it: a bank already migrated applies only
 * the migrations whose `when` is later than the last one it applied, so a new migration with
 * an earlier `when` would be skipped on every existing bank file without a word.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../paths';

const journal = JSON.parse(
  readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe('the migrations journal', () => {
  it('dates each migration after the one before it, so that existing banks apply it', () => {
    const late = journal.entries.filter(
      (entry, i) => i > 0 && entry.when <= journal.entries[i - 1]!.when,
    );
    expect(late.map((entry) => entry.tag)).toEqual([]);
  });

  it('numbers the migrations in order, one file each', () => {
    expect(journal.entries.map((entry) => entry.idx)).toEqual(journal.entries.map((_, i) => i));
    for (const entry of journal.entries) {
      expect(() => readFileSync(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`))).not.toThrow();
    }
  });
});
