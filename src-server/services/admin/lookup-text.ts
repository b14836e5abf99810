/**
 * What the admin pickers' searches share: the text typed turned into SQL conditions (LIKE
 * with its wildcards taken literally, a person's names, a run of digits) and the short names
 * their labels are built from. Apart from the searches so that every picker matches and names
 * things the same way.
 */
import { or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { users } from '../../db/schema';

/**
 * The LIKE pattern "contains `text`", with % and _ taken literally (escaped by \), for
 * {@link likeText}; e.g. `50%` gives `%50\%%`.
 */
export function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/**
 * `column LIKE pattern ESCAPE '\'`: the escape makes {@link contains}'s escaped wildcards
 * literal. SQLite's LIKE ignores ASCII case only, so "É" does not match "é".
 */
export function likeText(column: SQLWrapper, pattern: string): SQL {
  return sql`${column} like ${pattern} escape '\\'`;
}

/** An account or card type as a label shows it: "Checking" from "CHECKING". */
export function typeName(accountType: string): string {
  const lower = accountType.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** "Checking ····1234": an account named by its type and last four digits. */
export function accountShortLabel(accountType: string, accountNumber: string): string {
  return `${typeName(accountType)} ····${accountNumber.slice(-4)}`;
}

/**
 * The search on a person's names, username and email (a condition on `users`, which the
 * caller must join), or undefined when nothing is typed.
 */
export function personMatches(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const p = contains(text);
  return or(
    likeText(users.username, p),
    likeText(users.email, p),
    likeText(sql`${users.firstName} || ' ' || ${users.lastName}`, p),
    likeText(users.lastName, p),
  );
}

/**
 * The whole number a search text is, when it is one (an id or digits of a number).
 * @returns the text itself when it is 1 to 34 digits, else undefined
 */
export function digitsOf(text: string | undefined): string | undefined {
  return text && /^\d{1,34}$/.test(text) ? text : undefined;
}
