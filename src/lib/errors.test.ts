import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { errorMessage, withoutFieldKeys } from './errors';

/** A tRPC client error as the client receives it: the message and the answer's `data`. */
function answer(message: string, data: Record<string, unknown> = {}) {
  return new TRPCClientError(message, {
    result: { error: { code: -32600, message, data: { code: 'BAD_REQUEST', ...data } } },
  } as never);
}

describe('errorMessage', () => {
  it('says the rule without the field key API clients get', () => {
    const error = answer('newPassword: Password is too weak', {
      issues: [{ path: ['newPassword'], code: 'custom', message: 'Password is too weak' }],
    });
    expect(errorMessage(error, 'Failed')).toBe('Password is too weak');
  });

  it('joins several issues into sentences, each once', () => {
    const error = answer('amount: Amount must be more than 0; toAccountId: Required', {
      issues: [
        { path: ['amount'], code: 'too_small', message: 'Amount must be more than 0' },
        { path: ['toAccountId'], code: 'invalid_type', message: 'Required' },
        { path: ['fromAccountId'], code: 'invalid_type', message: 'Required' },
      ],
    });
    expect(errorMessage(error, 'Failed')).toBe('Amount must be more than 0. Required');
  });

  it('drops the field key of a message that carries no issues', () => {
    expect(errorMessage(answer('idFront: ID front file is required'), 'Failed')).toBe(
      'ID front file is required',
    );
    expect(errorMessage(new Error('pin: PIN must be 4 digits; x: Other'), 'Failed')).toBe(
      'PIN must be 4 digits; Other',
    );
  });

  it('keeps a sentence that is not a field key and falls back when there is nothing', () => {
    expect(errorMessage(answer('Insufficient funds: the balance is $2.00'), 'Failed')).toBe(
      'Insufficient funds: the balance is $2.00',
    );
    expect(errorMessage(new Error('  '), 'Failed')).toBe('Failed');
    expect(errorMessage('not an error', 'Failed')).toBe('Failed');
  });
});

describe('withoutFieldKeys', () => {
  it("drops each part's field key and keeps the rest", () => {
    expect(withoutFieldKeys('passport: Passport must be a PNG')).toBe('Passport must be a PNG');
    expect(withoutFieldKeys('Application failed')).toBe('Application failed');
  });
});
