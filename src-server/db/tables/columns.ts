/** Column helpers every table file shares. */
import { sql } from 'drizzle-orm';
import { integer } from 'drizzle-orm/sqlite-core';

/** The row's creation time (UTC, integer milliseconds), set by SQLite on insert. */
export const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

/** Money in integer cents. */
export const cents = (name: string) => integer(name).notNull().default(0);
