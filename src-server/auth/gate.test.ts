/**
 * The gate's decisions, one rule at a time and in their order: an invalid token, the sign-in
 * (with the admin second factor), the password change, the role, the token scope and the
 * admin step-up; and `hideAs`, which turns role and scope refusals into 404.
 */
import { describe, expect, it } from 'vitest';
import type { DomainError } from '../domain/errors';
import type { ApiTokenRow } from './api-token';
import { authorize, type GateContext, type Requirement } from './gate';
import type { SessionRow, SessionUser } from './session';

const NOW = Date.now();

function user(role: 'USER' | 'ADMIN', mustChangePassword = false): SessionUser {
  return {
    id: role === 'ADMIN' ? 1 : 2,
    username: role === 'ADMIN' ? 'admin' : 'demo',
    role,
    firstName: 'A',
    lastName: 'B',
    email: 'a@example.com',
    mustChangePassword,
  };
}

function session(ageMs = 0): SessionRow {
  return { id: 's', createdAt: new Date(NOW - ageMs), adminStepUpAt: null } as SessionRow;
}

const token = (scopes: string) => ({ id: 't', scopes }) as ApiTokenRow;

/** A context signed in as `u` (by a token when `scopes` is given). */
function signedIn(u: SessionUser, scopes?: string, ageMs = 0): GateContext {
  return {
    user: u,
    session: session(ageMs),
    partialSignIn: null,
    token: scopes === undefined ? null : token(scopes),
  };
}

const nobody: GateContext = { user: null, session: null, partialSignIn: null };

/** The status and code `authorize` refuses with, or 'ok'. */
function decide(ctx: GateContext, requirement: Requirement): string {
  try {
    authorize(ctx, requirement);
    return 'ok';
  } catch (error) {
    const e = error as DomainError;
    return `${e.kind} ${e.code}`;
  }
}

describe('authorize', () => {
  it('refuses an invalid token everywhere, public calls included', () => {
    const bad = { ...nobody, badToken: true };
    for (const who of ['public', 'password', 'mfaSetup', 'signedIn', 'admin'] as const) {
      expect(decide(bad, { who }), who).toBe('UNAUTHENTICATED UNAUTHORIZED');
    }
  });

  it('lets anyone make a public call, and hands on who is signed in', () => {
    expect(decide(nobody, { who: 'public' })).toBe('ok');
    expect(authorize(signedIn(user('USER')), { who: 'public' })?.user.username).toBe('demo');
  });

  it('tells a half-signed-in admin what is missing, and lets the sign-in steps through', () => {
    const partial = (mfa: 'CODE_REQUIRED' | 'SETUP_REQUIRED'): GateContext => ({
      ...nobody,
      partialSignIn: { session: session(), user: user('ADMIN'), mfa },
    });
    expect(decide(partial('CODE_REQUIRED'), { who: 'signedIn' })).toBe(
      'UNAUTHENTICATED UNAUTHORIZED',
    );
    expect(decide(partial('SETUP_REQUIRED'), { who: 'admin' })).toBe('FORBIDDEN FORBIDDEN');
    expect(decide(partial('CODE_REQUIRED'), { who: 'password' })).toBe('ok');
    expect(decide(partial('SETUP_REQUIRED'), { who: 'mfaSetup' })).toBe('ok');
    expect(decide(partial('CODE_REQUIRED'), { who: 'mfaSetup' })).toBe(
      'UNAUTHENTICATED UNAUTHORIZED',
    );
    expect(decide(nobody, { who: 'password' })).toBe('UNAUTHENTICATED UNAUTHORIZED');
  });

  it('refuses a user who must change the password everything but what the rule allows', () => {
    const ctx = signedIn(user('USER', true));
    expect(decide(ctx, { who: 'signedIn', tokenScope: 'read' })).toBe(
      'FORBIDDEN PASSWORD_CHANGE_REQUIRED',
    );
    expect(decide(signedIn(user('ADMIN', true)), { who: 'admin', tokenScope: 'admin' })).toBe(
      'FORBIDDEN PASSWORD_CHANGE_REQUIRED',
    );
    // Before the role and the hiding: the user is told what to do first.
    expect(decide(ctx, { who: 'admin', hideAs: 'Document' })).toBe(
      'FORBIDDEN PASSWORD_CHANGE_REQUIRED',
    );
    expect(decide(ctx, { who: 'signedIn', beforePasswordChange: true })).toBe('ok');
    expect(decide(ctx, { who: 'password' })).toBe('ok');
  });

  it('checks the role, then the token scope (read is any scope)', () => {
    expect(decide(signedIn(user('USER')), { who: 'admin', tokenScope: 'admin' })).toBe(
      'FORBIDDEN FORBIDDEN',
    );
    expect(decide(signedIn(user('USER'), 'read'), { who: 'signedIn', tokenScope: 'read' })).toBe(
      'ok',
    );
    expect(
      decide(signedIn(user('USER'), 'transfer'), { who: 'signedIn', tokenScope: 'read' }),
    ).toBe('ok');
    expect(
      decide(signedIn(user('USER'), 'read'), { who: 'signedIn', tokenScope: 'transfer' }),
    ).toBe('FORBIDDEN TOKEN_SCOPE');
    expect(decide(signedIn(user('USER'), 'read,transfer'), { who: 'signedIn' })).toBe(
      'FORBIDDEN TOKEN_SCOPE',
    );
    expect(decide(signedIn(user('USER'), 'read'), { who: 'password' })).toBe(
      'FORBIDDEN TOKEN_SCOPE',
    );
    expect(decide(signedIn(user('ADMIN'), 'read'), { who: 'admin', tokenScope: 'admin' })).toBe(
      'FORBIDDEN TOKEN_SCOPE',
    );
  });

  it('hides the records behind 404 when the requirement says so', () => {
    const hidden = { who: 'admin', tokenScope: 'admin', hideAs: 'Document' } as const;
    expect(decide(signedIn(user('USER')), hidden)).toBe('NOT_FOUND NOT_FOUND');
    expect(decide(signedIn(user('ADMIN'), 'read'), hidden)).toBe('NOT_FOUND NOT_FOUND');
    expect(decide(signedIn(user('ADMIN'), 'admin'), hidden)).toBe('ok');
    expect(decide(nobody, hidden)).toBe('UNAUTHENTICATED UNAUTHORIZED');
  });

  it('asks for a fresh admin step-up where the requirement says so', () => {
    const req = { who: 'admin', tokenScope: 'admin', stepUp: 'admin' } as const;
    expect(decide(signedIn(user('ADMIN')), req)).toBe('ok');
    expect(decide(signedIn(user('ADMIN'), undefined, 6 * 60 * 1000), req)).toBe(
      'FORBIDDEN STEP_UP_REQUIRED',
    );
  });
});
