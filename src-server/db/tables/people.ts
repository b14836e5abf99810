/**
 * Customers, admins and their credentials: users and the classes they belong to, sessions, API
 * tokens, second factors, recovery and reset codes, sign-in throttling and idempotency keys.
 */
import { sql } from 'drizzle-orm';
import {
  blob,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import { cents, createdAt } from './columns';

/**
 * A customer (role USER) or an admin (role ADMIN): sign-in name, the argon2id hash of the
 * password and of the transaction PIN, contact details, second factor, notification
 * preferences and language. A closed user keeps their history and cannot sign in.
 */
export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    username: text('username', { length: 191 }).notNull().unique(),
    password: text('password', { length: 255 }).notNull(),
    firstName: text('first_name', { length: 191 }).notNull(),
    lastName: text('last_name', { length: 191 }).notNull(),
    email: text('email', { length: 191 }).notNull().unique(),
    phone: text('phone', { length: 50 }),
    pinHash: text('pin_hash', { length: 255 }),
    verified: integer('verified', { mode: 'boolean' }).notNull().default(false),
    role: text('role', { length: 20, enum: ['USER', 'ADMIN'] })
      .notNull()
      .default('USER'),
    /**
     * The customer's second factor at sign-in: NONE, TOTP (an authenticator app, its secret in
     * admin_totp), or a one-time code sent by SMS or EMAIL (two_factor_codes). Only set once
     * the customer confirmed it with a first code.
     */
    twoFactorMethod: text('two_factor_method', { enum: ['NONE', 'TOTP', 'SMS', 'EMAIL'] })
      .notNull()
      .default('NONE'),
    /** Notification preferences: transactions, security and statements on, marketing off by default. */
    notifyTransactions: integer('notify_transactions', { mode: 'boolean' }).notNull().default(true),
    notifySecurity: integer('notify_security', { mode: 'boolean' }).notNull().default(true),
    notifyStatements: integer('notify_statements', { mode: 'boolean' }).notNull().default(true),
    notifyMarketing: integer('notify_marketing', { mode: 'boolean' }).notNull().default(false),
    /**
     * The language the customer reads the bank in ('en' or 'it'), saved by the client's
     * language switch; null until they choose (then the request's Accept-Language decides).
     * Notifications, messages, statement rows and files the server writes follow it.
     */
    language: text('language', { length: 8, enum: ['en', 'it'] }),
    /** A transfer of at least this many cents emails a transfer alert (transactions preference). */
    transferAlertCents: integer('transfer_alert_cents').notNull().default(100_000),
    /** How many of the user's notifications are unread (the bell), kept with each change. */
    unreadNotifications: integer('unread_notifications').notNull().default(0),
    /** Set when an admin closes the user: sign-in refused, history kept. */
    closedAt: integer('closed_at', { mode: 'timestamp_ms' }),
    /**
     * Set when an admin chose the password (a created customer, a class student, a password
     * reset): every call but the password change is refused until the customer picks their own.
     */
    mustChangePassword: integer('must_change_password', { mode: 'boolean' })
      .notNull()
      .default(false),
    /** The class a student belongs to (admin provisioning); null for everyone else. */
    classId: integer('class_id').references(() => classes.id, { onDelete: 'set null' }),
    /**
     * A class student's generated initial password, sealed (AES-256-GCM, auth/sealed.ts) with a
     * key kept outside the database, for the class credentials sheet; cleared at the student's
     * first password change.
     */
    initialPasswordSealed: text('initial_password_sealed'),
    createdAt: createdAt(),
  },
  (t) => [
    index('users_class_idx').on(t.classId),
    // Uniqueness without case (services/users/taken.ts). Not unique indexes: a bank file made
    // before the rule may hold a pair that differs only in case.
    index('users_username_lower_idx').on(sql`lower(${t.username})`),
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

/**
 * A class of students created in one action by an admin (trainers): `count` students named
 * `<prefix>01`..., each with CHECKING and SAVINGS and `openingDeposit` cents in checking.
 */
export const classes = sqliteTable('classes', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name', { length: 100 }).notNull(),
  prefix: text('prefix', { length: 32 }).notNull(),
  /** How many students it was created with. */
  count: integer('count').notNull(),
  /** Cents paid into each student's checking account at creation and at each reset. */
  openingDeposit: cents('opening_deposit'),
  /** The admin who created it (no foreign key: the users table refers to this one). */
  createdBy: integer('created_by'),
  createdAt: createdAt(),
});

/** Server-side sessions (the Lucia guide): only a SHA-256 hash of the secret is stored. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    secretHash: blob('secret_hash', { mode: 'buffer' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    lastVerifiedAt: integer('last_verified_at', { mode: 'timestamp_ms' }).notNull(),
    /** When the transaction PIN was last verified in this session (step-up). */
    pinVerifiedAt: integer('pin_verified_at', { mode: 'timestamp_ms' }),
    /**
     * When this session gave a right authenticator code (an admin with TOTP on, ASVS 4.3.1);
     * until then such a session is signed in with the password only and may do nothing else.
     */
    mfaVerifiedAt: integer('mfa_verified_at', { mode: 'timestamp_ms' }),
    /**
     * When an admin last re-entered the password or an authenticator code in this session
     * (admin step-up); the sign-in itself counts through `createdAt`.
     */
    adminStepUpAt: integer('admin_step_up_at', { mode: 'timestamp_ms' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Personal API tokens, sent as `Authorization: Bearer <id>.<secret>`: like sessions, only a
 * SHA-256 hash of the secret is stored. `scopes` is a comma-separated subset of read,
 * transfer, admin. A token ends at `expires_at` or when revoked (`revoked_at`); the PIN
 * step-up of a token call is recorded on the token (`pin_verified_at`).
 */
export const apiTokens = sqliteTable(
  'api_tokens',
  {
    id: text('id').primaryKey(),
    secretHash: blob('secret_hash', { mode: 'buffer' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    pinVerifiedAt: integer('pin_verified_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId)],
);

/**
 * A user's TOTP authenticator (OWASP ASVS 4.3.1; admins, and customers whose method is TOTP):
 * the shared secret, whether its enrolment was confirmed with a first code, and the last
 * time step whose code was accepted, so that no code works twice.
 */
export const adminTotp = sqliteTable('admin_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /**
   * The HMAC-SHA1 key (20 random bytes), sealed with AES-256-GCM (auth/secrets-key.ts) as the
   * UTF-8 bytes of `v1.<iv>.<tag>.<data>`; a bare 20-byte key is a row from before sealing,
   * sealed at the next start. Never returned once enrolment is confirmed.
   */
  secret: blob('secret', { mode: 'buffer' }).notNull(),
  /** Null while the enrolment waits for its first code. */
  enabledAt: integer('enabled_at', { mode: 'timestamp_ms' }),
  /** The 30-second step of the last accepted code; codes of this step or older are refused. */
  lastUsedStep: integer('last_used_step'),
  createdAt: createdAt(),
});

/**
 * One-time codes sent by SMS or email for the second factor: only the SHA-256 of the 6-digit
 * code (salted with the row's user and purpose) is stored; a code works once (`used_at`) and
 * for 5 minutes. `purpose` SIGN_IN finishes a sign-in; ENROL confirms `method` before it is on.
 */
export const twoFactorCodes = sqliteTable(
  'two_factor_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['SIGN_IN', 'ENROL'] }).notNull(),
    method: text('method', { enum: ['SMS', 'EMAIL'] }).notNull(),
    codeHash: blob('code_hash', { mode: 'buffer' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_codes_user_idx').on(t.userId, t.purpose, t.id)],
);

/**
 * Recovery codes of the second factor (10 per user, issued when it is turned on or
 * regenerated): only the SHA-256 of each high-entropy code; each works once (`used_at`).
 */
export const recoveryCodes = sqliteTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: blob('code_hash', { mode: 'buffer' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_idx').on(t.userId, t.codeHash)],
);

/** Answers remembered per user and key so a retried write is not done twice. */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key', { length: 255 }).notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: text('response_body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Failed sign-in and PIN attempts, for throttling. */
export const authAttempts = sqliteTable(
  'auth_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auth_attempts_idx').on(t.kind, t.subject, t.id)],
);

/**
 * Password reset links: only the SHA-256 of the random token is stored; a link works once
 * (`used_at`) and until `expires_at` (30 minutes).
 */
export const passwordResetTokens = sqliteTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: blob('token_hash', { mode: 'buffer' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);
