/**
 * Helpers for journeys inside a sandbox bank: the admin creates one over the API, and a
 * customer signs in to it through its own home page, as a student would.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { signIn } from './sign-in';

/**
 * Signs the admin in on `request` and creates a sandbox named `{prefix}-{a time stamp}`.
 * @returns its name and the Origin header the API's writes need
 */
export async function newSandbox(
  request: APIRequestContext,
  baseURL: string | undefined,
  prefix: string,
): Promise<{ name: string; origin: { Origin: string } }> {
  const origin = { Origin: new URL(baseURL ?? 'http://127.0.0.1').origin };
  const login = await request.post('/api/auth/login', {
    headers: origin,
    data: { username: 'admin', password: 'Admin-1234' },
  });
  expect(login.ok()).toBeTruthy();
  const name = `${prefix}-${Date.now().toString(36)}`;
  const created = await request.post('/api/sandboxes', { headers: origin, data: { name } });
  expect(created.status()).toBe(201);
  return { name, origin };
}

/** Signs `username` in through the Login dialog of the sandbox's home page; ends on its dashboard. */
export async function signInToSandbox(
  page: Page,
  name: string,
  username = 'demo',
  password = 'Demo-1234',
): Promise<void> {
  await signIn(page, username, { base: `/s/${name}`, password });
}
