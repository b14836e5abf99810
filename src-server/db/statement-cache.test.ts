import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cacheStatements } from './statement-cache';

function connection(size?: number) {
  const sqlite = cacheStatements(new Database(':memory:'), size);
  sqlite.exec('create table t (id integer primary key, name text)');
  sqlite.exec("insert into t (name) values ('a'), ('b'), ('c')");
  return sqlite;
}

describe('the statement cache', () => {
  it('compiles a statement text once and hands the same statement back', () => {
    const sqlite = connection();
    const first = sqlite.prepare('select name from t where id = ?');
    expect(sqlite.prepare('select name from t where id = ?')).toBe(first);
    expect(sqlite.prepare('select name from t where id = ?').get(2)).toEqual({ name: 'b' });
  });

  it('hands a kept statement back answering objects, even after a caller asked for arrays', () => {
    const sqlite = connection();
    expect(sqlite.prepare('select id, name from t order by id').raw().all()).toEqual([
      [1, 'a'],
      [2, 'b'],
      [3, 'c'],
    ]);
    expect(sqlite.prepare('select id, name from t order by id').all()[0]).toEqual({
      id: 1,
      name: 'a',
    });
  });

  it('compiles a second statement while the kept one is still iterating', () => {
    const sqlite = connection();
    const outer = sqlite.prepare('select id from t order by id');
    const seen: number[] = [];
    for (const row of outer.iterate() as Iterable<{ id: number }>) {
      const inner = sqlite.prepare('select id from t order by id');
      expect(inner).not.toBe(outer);
      seen.push(row.id, (inner.all() as { id: number }[]).length);
    }
    expect(seen).toEqual([1, 3, 2, 3, 3, 3]);
  });

  it('keeps at most its size, dropping the statement used least recently', () => {
    const sqlite = connection(2);
    const a = sqlite.prepare('select 1');
    const b = sqlite.prepare('select 2');
    expect(sqlite.prepare('select 1')).toBe(a);
    sqlite.prepare('select 3');
    // 'select 2' was the least recently used of the three: it was dropped, 'select 1' kept.
    expect(sqlite.prepare('select 1')).toBe(a);
    expect(sqlite.prepare('select 2')).not.toBe(b);
  });

  it('writes through kept statements as through fresh ones', () => {
    const sqlite = connection();
    for (const name of ['d', 'e']) sqlite.prepare('insert into t (name) values (?)').run(name);
    expect(sqlite.prepare('select count(*) as n from t').get()).toEqual({ n: 5 });
  });
});
