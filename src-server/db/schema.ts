/**
 * The bank's tables (Drizzle, SQLite). Field names follow the entities of the REST
 * API. Money columns hold integer cents, interest rates integer basis points, investment
 * shares integer millionths. Flags that travel as text ('true'/'false') are booleans here
 * and are mapped to text at the API edge.
 * Times are UTC, stored as integer milliseconds.
 * One file per domain under tables/; this module is the one place the code and drizzle-kit
 * read them from.
 */

export * from './tables/accounts';
export * from './tables/cards-and-deposits';
export * from './tables/classroom';
export * from './tables/enrollment';
export * from './tables/ledger';
export * from './tables/lending-and-investing';
export * from './tables/messages';
export * from './tables/open-banking';
export * from './tables/operations';
export * from './tables/payments';
export * from './tables/people';
