/**
 * Data transfer shapes: the zod schemas of what the API answers and accepts, which the
 * client also uses to validate its forms, one module per domain. Money is a two-decimal
 * string, the text flags are 'true'/'false', times are ISO 8601, statement dates
 * YYYY-MM-DD. Imports nothing server-only.
 */
export * from './accounts';
export * from './admin-lists';
export * from './auth';
export * from './bills';
export * from './clock';
export * from './common';
export * from './crypto';
export * from './deposits';
export * from './events';
export * from './investments';
export * from './loans';
export * from './notifications';
export * from './outbox';
export * from './profile';
export * from './provisioning';
export * from './requests';
export * from './simulations';
export * from './standing-orders';
export * from './support';
export * from './tokens';
export * from './training';
export * from './transfers';
export * from './webhooks';
