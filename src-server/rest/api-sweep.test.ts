/**
 * Security sweep over the whole REST API, generated from the served OpenAPI document, so an
 * operation added later is covered without anyone listing it. Every operation is called as
 * an anonymous caller, as another customer (with the owner's real ids), as the owner and,
 * for admin operations, as a customer and as an admin, with schema-valid and schema-invalid
 * inputs. Every operation is also called, against the requirement the document states for it
 * (`x-requirement`, what the gate decides), by a customer who must change the password the
 * bank chose, with the owner's read-only API token, and by an admin who has not enrolled the
 * authenticator a bank with ADMIN_MFA=required asks for (403) or not given its code (401);
 * and, signed in and anonymous, with
 * hostile names (query names and JSON keys and form fields such as `__proto__`, `constructor`,
 * `toString`). Every answer must be below 500, free of stack traces, SQL and file paths, and
 * in the document; anonymous calls to a secured operation get 401, customers calling an admin
 * operation get 403, another customer's ids get 403 or 404, and each of the new callers gets
 * its refusal (or the operation's 404) wherever its requirement refuses them; and a refused call
 * changes nothing (balances and row counts are compared before and after).
 */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiToken, validateApiToken } from '../auth/api-token';
import { forgetAllSessions } from '../auth/session';
import { businessNow } from '../clock/clock';
import {
  DEFAULT_TRAINING,
  getTrainingSettings,
  saveTrainingSettings,
} from '../services/admin/training';
import { createTestBank, ORIGIN, type TestBank } from '../test/bank';
import { assertMatchesContract } from '../test/contract';
import {
  idNamed,
  invalidArb,
  type Json,
  type Operation,
  operationsOf,
  validArb,
  withoutSentPayloads,
} from '../test/sweep';

/** The document must have at least this many operations (an empty one fails). */
const MIN_OPERATIONS = 80;

/**
 * Operations that reset or move the whole bank: each runs last, on a fresh bank of its own,
 * so it cannot destroy the fixtures of the other calls.
 */
const BANK_WIDE = [
  /^POST \/admin\/demo\/reset$/,
  /^POST \/admin\/clock\/advance$/,
  /^DELETE \/sandboxes\//,
  /^POST \/sandboxes\/\{[^}]+\}\/reset$/,
  /^DELETE \/admin\/classes\//,
  /^POST \/admin\/classes\/\{[^}]+\}\/reset$/,
];

/**
 * Tables whose rows a refused call may write by design (sign-in throttles, audit, sessions,
 * and a learner's challenge progress: being refused is what many challenges ask for).
 */
const LOG_TABLES =
  /^(sessions|auth_attempts|audit_log|.*throttle.*|.*_log|challenge_solves|challenge_steps)$/;

const LEAKS: [string, RegExp][] = [
  ['a stack trace', /at .*\(.*:\d+:\d+\)/],
  ['SQLite error text', /SQLITE_/],
  ['SQL text', /select .* from /i],
  // The directory the bank runs from, whatever machine it is on.
  ['a machine path', new RegExp(process.cwd().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))],
  ['a module path', /node_modules/],
];

type Role =
  | 'anonymous'
  | 'other'
  | 'owner'
  | 'customer'
  | 'admin'
  | 'mustChange'
  | 'readToken'
  | 'mfaPending'
  | 'mfaCode';

/**
 * The callers every operation meets besides its usual ones: a customer who must change the
 * password first, the owner's API token with only the `read` scope, and on a bank of its own
 * with ADMIN_MFA=required an admin who owes the authenticator enrolment and one who owes the
 * authenticator code.
 */
const GATE_ROLES: Role[] = ['mustChange', 'readToken', 'mfaPending', 'mfaCode'];

/**
 * The only secured operations a user who must change the password may still make: the
 * sign-in steps, who am I, the change itself, and an admin's authenticator enrolment. The
 * document's requirements are checked against this list, so that opening another one is a
 * decision made here, not a slip in a meta.
 */
const OPEN_BEFORE_PASSWORD_CHANGE = [
  'POST /auth/login/code',
  'GET /auth/me',
  'POST /users/{id}/password',
  'GET /admin/mfa',
  'POST /admin/mfa/setup',
  'POST /admin/mfa/confirm',
];

/** Query names that are no value's business: Object.prototype members, brackets, dots, repeats. */
const HOSTILE_QUERY =
  '__proto__=x&constructor=x&toString=x&hasOwnProperty=x&valueOf=x&prototype=x&a[b]=1&a.b=1&x=1&x=2';
/** JSON keys that JSON.stringify of an object literal would never write (`__proto__`). */
const HOSTILE_KEYS =
  '"__proto__":{"role":"ADMIN"},"constructor":{"prototype":{"x":1}},"toString":"x","hasOwnProperty":1';

interface Fixture {
  bank: TestBank;
  /** Table names and their columns (read once). */
  schema: Map<string, string[]>;
  /** One statement that counts the rows of every table but the log tables and sums balances. */
  snapshotQuery: { get(): unknown };
  /** The three callers' user rows as first seen (JSON), to put back after an admin call. */
  users: string;
  /** Prepared statements of the id resolver, by SQL text. */
  statements: Map<string, { all(...args: unknown[]): unknown[] }>;
  cookies: { owner: string; other: string; admin: string; mustChange: string };
  /** The owner's API token with only the `read` scope. */
  readToken: string;
  ownerId: number;
  otherId: number;
}

let doc: Json;
let operations: Operation[];
/** The bank with ADMIN_MFA=required and its two admins' half-finished sign-ins. */
let mfa: {
  bank: TestBank;
  /** `admin`, without an authenticator: SETUP_REQUIRED. */
  cookie: string;
  /** `checker`, with an authenticator, before the code: CODE_REQUIRED. */
  codeCookie: string;
  snapshotQuery: { get(): unknown };
  /** A call answered 401 or wrote: the admin may be signed out (checked at the next heal). */
  suspect?: boolean;
};
/** Calls with hostile names, by caller. */
const hostileCalls = new Map<Role, number>();
const exercised = new Map<string, Set<Role>>();
const failures: string[] = [];

let banksBuilt = 0;

/** The one statement that counts every table's rows (but the log tables) and sums balances. */
function snapshotStatement(db: TestBank['db']['$client'], tables: string[]) {
  const counted = tables.filter((t) => !LOG_TABLES.test(t) && !t.startsWith('__'));
  return db.prepare(
    `select ${counted.map((t) => `(select count(*) from "${t}") as "${t}"`).join(', ')}, (select coalesce(sum(balance), 0) from accounts) as balance`,
  );
}

/** The owner's API token with only the `read` scope. */
function readOnlyToken(bank: TestBank): string {
  return createApiToken(
    bank.db,
    { id: bank.userId('demo'), role: 'USER' },
    { name: 'sweep read-only', scopes: ['read'], expiresInDays: 1 },
  ).token;
}

/**
 * The MFA bank's admins signed in with the password only: `admin` still owing the enrolment,
 * `checker` (given a confirmed authenticator) still owing the code.
 */
async function mfaFixture(): Promise<typeof mfa> {
  const bank = await createTestBank('demo', { ADMIN_MFA: 'required' });
  const db = bank.db.$client;
  db.prepare('insert into admin_totp (user_id, secret, enabled_at) values (?, ?, ?)').run(
    bank.userId('checker'),
    Buffer.alloc(20),
    Date.now(),
  );
  const tables = (
    db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .all() as { name: string }[]
  ).map((t) => t.name);
  return {
    bank,
    cookie: await bank.login('admin'),
    codeCookie: await bank.login('checker'),
    snapshotQuery: snapshotStatement(db, tables),
  };
}

async function freshFixture(): Promise<Fixture> {
  banksBuilt++;
  if (process.env.SWEEP_TRACE) console.log('new bank', banksBuilt);
  const bank = await createTestBank();
  const db = bank.db.$client;
  // A customer whose password an admin has just set: everything but the change is refused.
  db.prepare("update users set must_change_password = 1 where username = 'marcus'").run();
  const schema = new Map(
    (
      db
        .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
        .all() as { name: string }[]
    ).map(({ name }) => [
      name,
      (db.prepare(`pragma table_info("${name}")`).all() as { name: string }[]).map((c) => c.name),
    ]),
  );
  const snapshotQuery = snapshotStatement(db, [...schema.keys()]);
  return {
    bank,
    schema,
    snapshotQuery,
    statements: new Map(),
    users: JSON.stringify(db.prepare(USERS_QUERY).all()),
    cookies: {
      owner: await bank.login('demo'),
      other: await bank.login('jane'),
      admin: await bank.login('admin'),
      mustChange: await bank.login('marcus'),
    },
    readToken: readOnlyToken(bank),
    ownerId: bank.userId('demo'),
    otherId: bank.userId('jane'),
  };
}

const me = async (bank: TestBank, cookie: string) =>
  (await bank.app.request(`${ORIGIN}/api/auth/me`, { headers: { Cookie: cookie } })).status;

/**
 * Puts every caller back: the four signed-in users (healCallers), the owner's read-only token
 * (the owner may have revoked it, an admin closed its user, a reset dropped it), and the MFA
 * bank's admin (signed out by its own call).
 */
async function heal(f: Fixture): Promise<Fixture> {
  const g = await healCallers(f);
  if (!validateApiToken(g.bank.db, g.readToken)) g.readToken = readOnlyToken(g.bank);
  if (mfa.suspect) {
    const setup = (await me(mfa.bank, mfa.cookie)) !== 200;
    const code = (await me(mfa.bank, mfa.codeCookie)) !== 200;
    if (setup || code) mfa.bank.db.$client.prepare('delete from auth_attempts').run();
    if (setup) mfa.cookie = await mfa.bank.login('admin');
    if (code) mfa.codeCookie = await mfa.bank.login('checker');
  }
  mfa.suspect = false;
  return g;
}

/** Signs the four callers in again, or builds a new bank when that is no longer possible. */
async function healCallers(f: Fixture): Promise<Fixture> {
  const broken: ('owner' | 'other' | 'admin' | 'mustChange')[] = [];
  for (const role of ['owner', 'other', 'admin', 'mustChange'] as const) {
    if ((await me(f.bank, f.cookies[role])) !== 200) broken.push(role);
  }
  // An admin call may have changed a caller's role, password or state: put the three users'
  // rows back as they were (cheaper than a new bank), then sign in again.
  // A valid PUT /admin/training may have set an artificial latency on every request, or
  // injected faults (delays of up to 20 s, errors) on the customers' paths: the rest of the
  // sweep runs with the default settings.
  if (!isDeepStrictEqual(getTrainingSettings(f.bank.db), DEFAULT_TRAINING)) {
    saveTrainingSettings(
      f.bank.db,
      DEFAULT_TRAINING,
      f.bank.userId('admin'),
      businessNow(f.bank.db),
    );
  }
  const rows = JSON.stringify(sql(f).prepare(USERS_QUERY).all());
  if (!broken.length && rows === f.users) return f;
  try {
    if (rows !== f.users) {
      for (const row of JSON.parse(f.users) as Record<string, unknown>[]) {
        const cols = Object.keys(row).filter((c) => c !== 'id');
        sql(f)
          .prepare(`update users set ${cols.map((c) => `"${c}" = ?`).join(', ')} where id = ?`)
          .run(...cols.map((c) => row[c]), row.id);
      }
      // Written behind the services' back: sessions are read again, not from the cache.
      forgetAllSessions(f.bank.db);
      broken.splice(0, broken.length, 'owner', 'other', 'admin', 'mustChange');
    }
    const names = { owner: 'demo', other: 'jane', admin: 'admin', mustChange: 'marcus' } as const;
    // The sweep's wrong passwords lock the callers out (a real throttle, tested elsewhere):
    // forget the failures so they can sign in again instead of costing a new bank.
    if (broken.length) sql(f).prepare('delete from auth_attempts').run();
    for (const role of broken) f.cookies[role] = await f.bank.login(names[role]);
    return f;
  } catch {
    return freshFixture();
  }
}

const sql = (f: Fixture) => f.bank.db.$client;

const USERS_QUERY =
  "select * from users where username in ('demo', 'jane', 'admin', 'marcus') order by id";

/** Row counts of every table but the log tables, and the sum of all account balances. */
function snapshot(f: Fixture): string {
  return Object.entries(f.snapshotQuery.get() as Record<string, number>)
    .map(([k, v]) => `${k}=${v}`)
    .join(',');
}

/**
 * The owner's ids of every table: rows with the owner's `user_id`, rows of the owner's
 * accounts, and rows one foreign key further (a webhook's deliveries).
 */
function ownedIds(f: Fixture): Map<string, (number | string)[]> {
  const db = sql(f);
  const columns = f.schema;
  const tables = [...columns.keys()];
  const owned = new Map<string, (number | string)[]>();
  owned.set('users', [f.ownerId]);
  const pick = (q: string, ...args: unknown[]) => {
    let statement = f.statements.get(q);
    if (!statement) {
      statement = db.prepare(q);
      f.statements.set(q, statement);
    }
    return (statement.all(...args) as { id: number | string }[]).map((r) => r.id);
  };
  for (const t of tables) {
    const cols = columns.get(t)!;
    if (t === 'users' || !cols.includes('id')) continue;
    if (cols.includes('user_id')) {
      owned.set(t, pick(`select id from "${t}" where user_id = ? limit 20`, f.ownerId));
    }
  }
  for (const t of tables) {
    const cols = columns.get(t)!;
    if (owned.has(t) || !cols.includes('id')) continue;
    for (const c of cols.filter((c) => c.endsWith('_id'))) {
      const parent = tableFor(c.slice(0, -3), tables);
      const parentIds = parent ? owned.get(parent) : undefined;
      if (parentIds?.length) {
        owned.set(
          t,
          pick(
            `select id from "${t}" where "${c}" in (${parentIds.map(() => '?').join(',')}) limit 20`,
            ...parentIds,
          ),
        );
        break;
      }
    }
  }
  return owned;
}

const snake = (s: string) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();

/** The table a name stands for: `fromAccountId` → accounts, `card` → credit_cards… */
function tableFor(name: string, tables: string[]): string | undefined {
  const words = snake(name).split('_').filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const stem = words.slice(i).join('_');
    const forms = [stem, `${stem}s`, `${stem}es`, stem.replace(/y$/, 'ies')];
    const exact = tables.find((t) => forms.includes(t));
    if (exact) return exact;
    const suffix = tables.find((t) => forms.some((form) => t.endsWith(`_${form}`)));
    if (suffix) return suffix;
  }
  return undefined;
}

/** The name a path parameter stands for: `{id}` takes the path segment before it. */
function contextOf(path: string, param: string): string {
  const segments = path.split('/').filter(Boolean);
  const at = segments.indexOf(`{${param}}`);
  if (param !== 'id') return param;
  return segments[at - 1] ?? 'users';
}

interface Call {
  url: string;
  init: RequestInit;
  /** The owner's real ids went into the path. */
  ownerIdsInPath: boolean;
  /** Built from schema-valid input. */
  valid: boolean;
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** Arbitrary of calls to `op`: valid or invalid input, path ids of the owner or random. */
function callArb(
  f: Fixture,
  owned: Map<string, (number | string)[]>,
  op: Operation,
  valid: boolean,
  ownerPathIds: boolean,
): fc.Arbitrary<Call> {
  const tables = [...owned.keys()];
  const ids = (name: string) => {
    const table = tableFor(name === 'id' ? 'users' : name, tables);
    return table ? (owned.get(table) ?? []) : [];
  };
  const pathIds: Record<string, (number | string)[]> = {};
  for (const p of op.parameters.filter((p) => p.in === 'path' && idNamed(p.name))) {
    const table = tableFor(contextOf(op.path, p.name), tables);
    const real = table ? (owned.get(table) ?? []) : [];
    // A bare {id} may name the user (GET /beneficiaries/{id}); reading tries both.
    // (never the other customer's own user id, which would rightly answer their own data).
    pathIds[p.name] =
      p.name === 'id' && op.method === 'GET'
        ? [...new Set([...real, f.ownerId])].filter((v) => v !== f.otherId)
        : real;
  }
  const ownerIdsInPath =
    ownerPathIds &&
    Object.keys(pathIds).length > 0 &&
    Object.values(pathIds).every((v) => v.length);

  const params = op.parameters.map((p) => {
    let arb: fc.Arbitrary<unknown>;
    if (p.in === 'path' && ownerIdsInPath && pathIds[p.name]) {
      arb = fc.constantFrom(...pathIds[p.name]!);
    } else if (!valid && p.in !== 'header') {
      arb = fc.oneof(validArb(doc, p.schema, ids, p.name), invalidArb(doc, p.schema, ids));
    } else {
      arb = validArb(doc, p.schema, ids, p.name);
    }
    const present = p.required || p.in === 'path' ? fc.constant(true) : fc.boolean();
    return fc.tuple(fc.constant(p), arb, present);
  });
  const body: fc.Arbitrary<unknown> = !op.body
    ? fc.constant(undefined)
    : valid
      ? fc.oneof(
          ...(op.body.example !== undefined ? [fc.constant(op.body.example)] : []),
          validArb(doc, op.body.schema, ids),
        )
      : invalidArb(doc, op.body.schema, ids);

  return fc.tuple(fc.tuple(...params), body).map(([values, payload]) => {
    let path = op.path;
    const query = new URLSearchParams();
    const headers: Record<string, string> = { Origin: ORIGIN };
    for (const [p, value, present] of values) {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      // '.' and '..' are dot segments every URL parser removes (RFC 3986, 5.2.4): they name
      // another path, not a parameter value, so they stand for an ordinary bad value here.
      const segment = text === '' || text === '.' || text === '..' ? `${text}x` : text;
      if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(segment));
      else if (!present) continue;
      else if (p.in === 'query') query.set(p.name, text);
      // Header values must be printable ASCII.
      else if (p.in === 'header') headers[p.name] = text.replace(/[^\x20-\x7e]/g, '').slice(0, 200);
    }
    const init: RequestInit = { method: op.method, headers };
    if (op.body && payload !== undefined) {
      if (op.body.type === 'multipart/form-data' && payload && typeof payload === 'object') {
        const form = new FormData();
        for (const [k, v] of Object.entries(payload)) {
          if (
            v === '<binary>' ||
            (typeof v === 'string' && v.startsWith('<') && v.endsWith('bytes>'))
          ) {
            form.append(k, new Blob([PNG], { type: 'image/png' }), `${k}.png`);
          } else form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
        }
        init.body = form;
      } else {
        headers['Content-Type'] = op.body.type;
        init.body = JSON.stringify(payload);
      }
    }
    const qs = query.toString();
    return { url: `${ORIGIN}/api${path}${qs ? `?${qs}` : ''}`, init, ownerIdsInPath, valid };
  });
}

const isStream = (op: Operation) =>
  Boolean(
    doc.paths[op.path][op.method.toLowerCase()].responses?.['200']?.content?.['text/event-stream'],
  );

/**
 * The statuses a gate caller must get from `op` (undefined: it may be served): a customer who
 * must change the password is refused everything but the change, the sign-in steps and the
 * public calls; a read-only token everything but reads and public calls; an admin owing the
 * enrolment everything a full sign-in is needed for.
 */
function gateRefusal(op: Operation, role: Role, valid: boolean): number[] | undefined {
  const req = op.requirement;
  if (!req || req.who === 'public') return undefined;
  const fullSignIn = req.who === 'signedIn' || req.who === 'admin';
  let status: number | undefined;
  if (role === 'mustChange' && fullSignIn && !req.beforePasswordChange) status = 403;
  else if (role === 'readToken' && req.tokenScope !== 'read') status = req.hideAs ? 404 : 403;
  else if (role === 'mfaPending' && fullSignIn) status = 403;
  else if (role === 'mfaCode' && (fullSignIn || req.who === 'mfaSetup')) status = 401;
  if (status === undefined) return undefined;
  // 404: an invalid path parameter that no route matches.
  return valid ? [status] : [status, 404];
}

/**
 * Sends one call and checks every rule that holds for its role; failures are collected.
 * @param hostile the call carries hostile names (counted apart; the same rules hold)
 */
async function send(
  f: Fixture,
  op: Operation,
  role: Role,
  call: Call,
  hostile = false,
): Promise<void> {
  const cookie =
    role === 'anonymous' || role === 'readToken'
      ? undefined
      : role === 'admin'
        ? f.cookies.admin
        : role === 'other'
          ? f.cookies.other
          : role === 'mustChange'
            ? f.cookies.mustChange
            : role === 'mfaPending'
              ? mfa.cookie
              : role === 'mfaCode'
                ? mfa.codeCookie
                : f.cookies.owner;
  const onMfaBank = role === 'mfaPending' || role === 'mfaCode';
  const bank = onMfaBank ? mfa.bank : f.bank;
  const headers = { ...(call.init.headers as Record<string, string>) };
  if (cookie) headers.Cookie = cookie;
  if (role === 'readToken') headers.Authorization = `Bearer ${f.readToken}`;
  const mustRefuse: number[] | undefined =
    role === 'anonymous' && !op.isPublic
      ? // 404: an invalid path parameter that no route matches (`/statements/null.pdf`).
        call.valid
        ? [401]
        : [401, 404]
      : role === 'customer'
        ? [op.refusal]
        : role === 'other' && call.ownerIdsInPath
          ? // 400: the input failed validation, which runs before the record is looked up.
            [400, 403, 404]
          : GATE_ROLES.includes(role)
            ? gateRefusal(op, role, call.valid)
            : undefined;
  const count = () => (onMfaBank ? JSON.stringify(mfa.snapshotQuery.get()) : snapshot(f));
  const before = mustRefuse ? count() : '';
  const where = `${op.key} as ${role}${hostile ? ' (hostile names)' : ''}: ${call.init.method} ${call.url.slice(ORIGIN.length, ORIGIN.length + 160)}`;
  const abort = new AbortController();
  const t0 = Date.now();
  const res = await bank.app.request(call.url, {
    ...call.init,
    headers,
    signal: abort.signal,
  });
  if (process.env.SWEEP_TRACE && Date.now() - t0 > 500) {
    console.log('SLOW', Date.now() - t0, where, res.status);
  }
  let text = '';
  const type = res.headers.get('content-type') ?? '';
  if (isStream(op) && type.includes('text/event-stream')) {
    abort.abort();
    await res.body?.cancel().catch(() => {});
  } else {
    try {
      await assertMatchesContract(call.init.method!, call.url, res.clone());
    } catch (error) {
      failures.push(`${where}: ${(error as Error).message.split('\n')[0]}`);
    }
    text = /json|text|csv|xml|html/.test(type) || !type ? await res.text() : '';
  }
  if (onMfaBank && (res.status === 401 || (res.status < 300 && op.method !== 'GET'))) {
    mfa.suspect = true;
  }
  if (res.status >= 500) failures.push(`${where} → ${res.status} ${text.slice(0, 200)}`);
  const own = withoutSentPayloads(text);
  for (const [what, re] of LEAKS) {
    if (re.test(own))
      failures.push(`${where} → ${res.status} leaks ${what}: ${text.slice(0, 200)}`);
  }
  if (mustRefuse) {
    if (!mustRefuse.includes(res.status)) {
      failures.push(
        `${where} → ${res.status}, expected ${mustRefuse.join(' or ')}: ${text.slice(0, 160)}`,
      );
    }
    if (role === 'mustChange' && res.status === 403 && !text.includes('PASSWORD_CHANGE_REQUIRED')) {
      failures.push(`${where} → 403 without PASSWORD_CHANGE_REQUIRED: ${text.slice(0, 160)}`);
    }
    const after = count();
    if (after !== before)
      failures.push(`${where} → ${res.status} changed the bank: ${diff(before, after)}`);
  }
  if (hostile) {
    hostileCalls.set(role, (hostileCalls.get(role) ?? 0) + 1);
    return;
  }
  const roles = exercised.get(op.key) ?? new Set<Role>();
  roles.add(role);
  exercised.set(op.key, roles);
}

function diff(before: string, after: string): string {
  const a = before.split(/[,|]/);
  const b = after.split(/[,|]/);
  return b.filter((x, i) => x !== a[i]).join(', ');
}

/**
 * Calls per operation and caller, with valid and with invalid input: one each, so the whole
 * sweep stays quick; SWEEP_RUNS=n multiplies them for a deeper run by hand.
 */
const RUNS = Math.max(1, Number(process.env.SWEEP_RUNS ?? 1));

/** The usual callers of `op`: admins' operations meet a customer and an admin. */
const usualRoles = (op: Operation): Role[] =>
  op.adminOnly ? ['anonymous', 'customer', 'admin'] : ['anonymous', 'other', 'owner'];

/**
 * `call` with hostile names: the query names of HOSTILE_QUERY added; a JSON body sent as raw
 * text that starts with HOSTILE_KEYS; a multipart form with `__proto__`, `constructor` and
 * `toString` fields.
 */
function withHostileNames(call: Call): Call {
  const url = `${call.url}${call.url.includes('?') ? '&' : '?'}${HOSTILE_QUERY}`;
  const init = { ...call.init };
  if (init.body instanceof FormData) {
    const form = new FormData();
    for (const [k, v] of init.body) form.append(k, v);
    for (const name of ['__proto__', 'constructor', 'toString']) form.append(name, 'x');
    init.body = form;
  } else if (typeof init.body === 'string') {
    const text = init.body.trim();
    init.body = text.startsWith('{')
      ? `{${HOSTILE_KEYS}${text === '{}' ? '' : ','}${text.slice(1)}`
      : `{${HOSTILE_KEYS},"value":${text}}`;
  }
  return { ...call, url, init };
}

async function sweep(healed: Fixture, op: Operation): Promise<Fixture> {
  let f = healed;
  const started = Date.now();
  // First the gate's callers, while the bank is as healed (an owner's or admin's call below
  // may revoke the token, close a user or reset the bank): the owner's ids and schema-valid
  // input, so that only the gate may refuse.
  const owned = ownedIds(f);
  // One sample serves every gate caller (the gate decides before the input is read).
  const gateCalls = fc.sample(callArb(f, owned, op, true, false), { numRuns: RUNS });
  for (const role of GATE_ROLES) {
    for (const call of gateCalls) await send(f, op, role, call);
  }
  for (const role of usualRoles(op)) {
    // Fresh ids for each caller: an earlier call may have deleted or added records.
    const owned = ownedIds(f);
    for (const valid of [true, false]) {
      const calls = fc.sample(callArb(f, owned, op, valid, role === 'other'), {
        numRuns: RUNS,
      });
      for (const call of calls) await send(f, op, role, call);
    }
  }
  // Hostile names, anonymous and signed in, on the same sample; after a bank-wide call, on a
  // healed bank with a new one.
  let hostileBase = gateCalls;
  if (BANK_WIDE.some((re) => re.test(op.key))) {
    f = await heal(f);
    hostileBase = fc.sample(callArb(f, ownedIds(f), op, true, false), { numRuns: RUNS });
  }
  for (const role of ['anonymous', op.adminOnly ? 'admin' : 'owner'] as const) {
    for (const call of hostileBase) await send(f, op, role, withHostileNames(call), true);
  }
  if (process.env.SWEEP_TRACE) console.log(op.key, Date.now() - started, 'ms');
  return heal(f);
}

beforeAll(async () => {
  mfa = await mfaFixture();
  const f = await freshFixture();
  const res = await f.bank.app.request(`${ORIGIN}/api/openapi.json`);
  expect(res.status).toBe(200);
  doc = await res.json();
  operations = operationsOf(doc);
});

describe('API sweep from the OpenAPI document', () => {
  it('has a non-trivial document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(MIN_OPERATIONS);
  });

  it('every operation, every caller: no 5xx, no leaks, documented answers, refusals change nothing', async () => {
    const bankWide = (op: Operation) => BANK_WIDE.some((re) => re.test(op.key));
    let f = await freshFixture();
    for (const op of operations.filter((op) => !bankWide(op))) f = await sweep(f, op);
    // The bank-wide operations last, on a bank of their own (healed between them).
    f = await freshFixture();
    for (const op of operations.filter(bankWide)) f = await sweep(f, op);

    const missing = operations
      .filter((op) => {
        const roles = exercised.get(op.key);
        return !roles || [...usualRoles(op), ...GATE_ROLES].some((r) => !roles.has(r));
      })
      .map((op) => op.key);
    const byRole = new Map<Role, number>();
    for (const roles of exercised.values()) {
      for (const role of roles) byRole.set(role, (byRole.get(role) ?? 0) + 1);
    }
    const hostile = [...hostileCalls.values()].reduce((a, b) => a + b, 0);
    console.log(
      `API sweep: ${operations.length} operations; operations per caller: ${[...byRole]
        .map(([role, n]) => `${role} ${n}`)
        .join(', ')}; ${hostile} calls with hostile names (${[...hostileCalls]
        .map(([role, n]) => `${role} ${n}`)
        .join(', ')}); ${banksBuilt} banks built`,
    );
    const unstated = operations.filter((op) => !op.requirement).map((op) => op.key);
    const openBeforeChange = operations
      .filter(
        ({ requirement: r }) =>
          r &&
          r.who !== 'public' &&
          !gateRefusal({ requirement: r } as Operation, 'mustChange', true),
      )
      .map((op) => op.key);
    expect(openBeforeChange.sort(), 'secured operations open before the password change').toEqual(
      [...OPEN_BEFORE_PASSWORD_CHANGE].sort(),
    );
    const tokenWrites = operations
      .filter((op) => op.requirement?.tokenScope === 'read' && op.method !== 'GET')
      .map((op) => op.key);
    expect(tokenWrites, 'writes a read-only token may make').toEqual([]);
    expect(unstated, 'operations whose requirement the document does not state').toEqual([]);
    expect(missing, 'operations not exercised').toEqual([]);
    expect(failures, `${failures.length} problems`).toEqual([]);
  }, 300_000);
});
