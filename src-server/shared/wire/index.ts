/**
 * Shapes on the wire (tRPC and REST answers and inputs the client also validates).
 * Money is a two-decimal string, flags that travel as text are 'true'/'false',
 * times are ISO 8601, statement dates YYYY-MM-DD. Imports nothing server-only.
 */
export * from './common';
export * from './core';
export * from './everyday';
export * from './extras';
export * from './tokens';
