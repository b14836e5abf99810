/**
 * The detectors of procedures' outcomes: per procedure (BY_PROCEDURE) and for every call
 * (ANY_CALL). Each returns the key of the challenge the call solves, or nothing.
 */
import { realNowMs } from '../../clock/real-time';
import { hasSolved, recordStep, stepOf } from '../store';
import type { CallRecord } from './observation';
import { anothersAccount, anotherUser, type CallDetector, field, rowsOf } from './seen';

const LOCAL_OR_WIRE = new Set(['LOCAL', 'WIRE']);
const onUi =
  (key: string): CallDetector =>
  (s, call) =>
    call.ok && s.channel === 'ui' ? key : null;
const onSuccess =
  (key: string): CallDetector =>
  (_s, call) =>
    call.ok ? key : null;

const refused = (call: CallRecord) =>
  !call.ok && (call.code === 'NOT_FOUND' || call.code === 'FORBIDDEN');

/** Asking for another customer's records by id, refused. */
const probeByUser: CallDetector = (s, call) =>
  refused(call) && anotherUser(s.db, s.caller.userId, field(call.input, 'userId'))
    ? 'authorization-probe'
    : null;
const probeByAccount =
  (name: string): CallDetector =>
  (s, call) =>
    refused(call) && anothersAccount(s.db, s.caller.userId, field(call.input, name))
      ? 'authorization-probe'
      : null;

/** A LOCAL transfer of the caller read back with its return code R01. */
const returnR01: CallDetector = (s, call) =>
  call.ok &&
  rowsOf(call.output).some(
    (t) =>
      field(t, 'transferType') === 'LOCAL' &&
      field(t, 'returnCode') === 'R01' &&
      field(t, 'userId') === s.caller.userId,
  )
    ? 'return-r01'
    : null;

/** How long a step-up refusal waits for its PIN and transfer (real ms). */
const STEP_UP_WINDOW_MS = 60 * 60 * 1000;

const transferCreate: CallDetector[] = [
  (_s, call) => (!call.ok && call.code === 'INSUFFICIENT_FUNDS' ? 'insufficient-funds' : null),
  (_s, call) =>
    !call.ok &&
    call.code === 'LIMIT_EXCEEDED' &&
    LOCAL_OR_WIRE.has(String(field(call.input, 'transferType')))
      ? 'over-limit'
      : null,
  (s, call) => {
    if (
      !call.ok &&
      call.code === 'STEP_UP_REQUIRED' &&
      LOCAL_OR_WIRE.has(String(field(call.input, 'transferType')))
    ) {
      recordStep(s.db, {
        userId: s.caller.userId,
        key: 'step-up',
        step: 'refused',
        at: new Date(realNowMs()),
      });
    }
    return null;
  },
  (s, call) => {
    if (!call.ok || !LOCAL_OR_WIRE.has(String(field(call.output, 'transferType')))) return null;
    if (hasSolved(s.db, s.caller.userId, 'step-up')) return null;
    const refusal = stepOf(s.db, s.caller.userId, 'step-up', 'refused');
    const pin = stepOf(s.db, s.caller.userId, 'step-up', 'pin');
    const fresh = realNowMs() - STEP_UP_WINDOW_MS;
    return refusal && pin && refusal.at.getTime() > fresh && pin.at >= refusal.at
      ? 'step-up'
      : null;
  },
  onUi('ui-transfer'),
  (_s, call) => (call.ok && field(call.output, 'status') === 'PENDING' ? 'pending-transfer' : null),
];

const verifyPin: CallDetector[] = [
  (s, call) => {
    if (call.ok && stepOf(s.db, s.caller.userId, 'step-up', 'refused')) {
      recordStep(s.db, {
        userId: s.caller.userId,
        key: 'step-up',
        step: 'pin',
        at: new Date(realNowMs()),
      });
    }
    return null;
  },
  (_s, call) => (!call.ok && call.code === 'FORBIDDEN' ? 'wrong-pin' : null),
];

/** Detectors by procedure. */
export const BY_PROCEDURE = new Map<string, CallDetector[]>([
  ['transfers.create', transferCreate],
  ['users.verifyPin', verifyPin],
  ['transfers.batch', [onSuccess('batch-transfers')]],
  ['accounts.byUser', [probeByUser]],
  ['transfers.byUser', [probeByUser, returnR01]],
  ['transfers.page', [returnR01]],
  ['accounts.transactions', [probeByAccount('accountId')]],
  [
    'accounts.statement',
    [
      probeByAccount('accountId'),
      (s, call) => {
        const q = field(call.input, 'q');
        const sort = field(call.input, 'sort');
        return call.ok &&
          s.channel === 'ui' &&
          typeof q === 'string' &&
          q.trim() !== '' &&
          typeof sort === 'string' &&
          sort !== 'date'
          ? 'statement-search'
          : null;
      },
    ],
  ],
  ['statements.list', [probeByAccount('id'), onSuccess('monthly-statements')]],
  ['statements.taxSummaries', [probeByAccount('id')]],
  ['support.createTicket', [onUi('support-ticket')]],
  ['tokens.create', [onUi('ui-token')]],
  [
    'settings.setLanguage',
    [(_s, call) => (call.ok && field(call.input, 'language') === 'it' ? 'italian' : null)],
  ],
  ['beneficiaries.create', [onUi('ui-beneficiary')]],
  [
    'accounts.freezeCard',
    [
      (s, call) => {
        if (call.ok) {
          recordStep(s.db, {
            userId: s.caller.userId,
            key: 'card-freeze',
            step: 'frozen',
            at: new Date(realNowMs()),
          });
        }
        return null;
      },
    ],
  ],
  [
    'accounts.unfreezeCard',
    [
      (s, call) =>
        call.ok && stepOf(s.db, s.caller.userId, 'card-freeze', 'frozen') ? 'card-freeze' : null,
    ],
  ],
  ['standingOrders.create', [onSuccess('standing-order')]],
  ['notifications.markAllRead', [onSuccess('notifications-read')]],
  ['loans.pay', [onSuccess('loan-payment')]],
  ['loans.schedule', [onSuccess('loan-schedule')]],
  ['bills.pay', [onSuccess('bill-paid')]],
  [
    'deposits.card',
    [
      (_s, call) =>
        !call.ok && (call.code === 'CARD_DECLINED' || call.code === 'CARD_INSUFFICIENT_FUNDS')
          ? 'card-deposit-declined'
          : null,
    ],
  ],
  ['crypto.placeOrder', [onSuccess('crypto-order')]],
  ['loans.createApplication', [onSuccess('loan-application')]],
  ['settings.revokeSession', [onSuccess('revoke-session')]],
  ['tokens.revoke', [onSuccess('revoke-token')]],
  ['settings.changePassword', [onSuccess('password-changed')]],
  ['twoFactor.regenerateRecoveryCodes', [onSuccess('recovery-codes')]],
  ['webhooks.create', [onSuccess('webhook-registered')]],
  ['webhooks.replay', [onSuccess('webhook-replay')]],
]);

/** The procedures that answer 429 and a Retry-After (their meta says `throttled`). */
const THROTTLED = new Set([
  'users.setPin',
  'users.verifyPin',
  'payees.lookup',
  'settings.changePassword',
  'twoFactor.choose',
  'twoFactor.confirm',
  'twoFactor.regenerateRecoveryCodes',
]);

/** Detectors of every procedure's outcome. */
export const ANY_CALL: CallDetector[] = [
  (_s, call) =>
    !call.ok &&
    call.code === 'BAD_REQUEST' &&
    call.fields.some((f) => f === 'amount' || f.endsWith('.amount'))
      ? 'bad-amount'
      : null,
  (_s, call) =>
    !call.ok && call.code === 'BAD_REQUEST' && new Set(call.fields).size >= 2
      ? 'many-issues'
      : null,
  (s, call) =>
    !call.ok &&
    call.code === 'TOKEN_SCOPE' &&
    call.type === 'mutation' &&
    s.caller.tokenScopes !== null &&
    !s.caller.tokenScopes.includes('transfer') &&
    !s.caller.tokenScopes.includes('admin')
      ? 'token-scope'
      : null,
  (s, call) =>
    !call.ok &&
    (call.code === 'FORBIDDEN' || call.code === 'NOT_FOUND') &&
    s.caller.role !== 'ADMIN' &&
    (call.procedure.startsWith('admin') || call.procedure.startsWith('sandboxes.'))
      ? 'admin-probe'
      : null,
  (s, call) =>
    call.ok && s.channel === 'api' && s.caller.tokenScopes !== null ? 'bearer-token' : null,
  (s, call) => {
    if (!THROTTLED.has(call.procedure)) return null;
    if (!call.ok && call.code === 'TOO_MANY_REQUESTS') {
      const seconds = Number(s.res.headers.get('Retry-After'));
      if (Number.isFinite(seconds) && seconds > 0) {
        recordStep(s.db, {
          userId: s.caller.userId,
          key: 'rate-limited',
          step: call.procedure,
          at: new Date(realNowMs() + seconds * 1000),
        });
      }
      return null;
    }
    if (!call.ok) return null;
    const due = stepOf(s.db, s.caller.userId, 'rate-limited', call.procedure);
    return due && realNowMs() >= due.at.getTime() ? 'rate-limited' : null;
  },
];
