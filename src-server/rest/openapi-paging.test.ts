/** The OpenAPI document states the paging convention once and every list refers to it. */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBank, type TestBank } from '../test/bank';

type Op = {
  parameters?: { name?: string; $ref?: string }[];
  responses: Record<string, { headers?: Record<string, { $ref?: string }> }>;
};
type Doc = {
  info: { description: string };
  paths: Record<string, { get?: Op }>;
  components: { parameters: Record<string, unknown>; headers: Record<string, unknown> };
};

let doc: Doc;

beforeAll(async () => {
  const bank: TestBank = await createTestBank('none');
  doc = (await (await bank.call('GET', '/api/openapi.json')).json()) as Doc;
});

const LISTS = [
  '/transfers/{userId}',
  '/notifications/{id}',
  '/transactions/{accountId}',
  '/beneficiaries/{id}',
  '/bills/{userId}',
  '/loans/{userId}',
  '/loan-applications',
  '/support/tickets',
  '/crypto/orders',
  '/admin/users',
  '/admin/accounts',
  '/admin/transfers',
  '/admin/bills',
  '/admin/transactions',
  '/admin/audit',
  '/admin/applications',
  '/admin/loan-applications',
  '/admin/support/tickets',
  '/admin/support/feedback',
];

describe('OpenAPI paging', () => {
  it('describes the convention once, in the document and its shared components', () => {
    expect(doc.info.description).toMatch(/limit.*cursor.*Link.*X-Total-Count/s);
    expect(Object.keys(doc.components.parameters).sort()).toEqual(['cursor', 'limit', 'offset']);
    expect(Object.keys(doc.components.headers).sort()).toEqual([
      'Link',
      'RateLimit',
      'RateLimit-Policy',
      'Retry-After',
      'X-Total-Count',
    ]);
  });

  it.each(LISTS)('%s takes the shared cursor and offset and answers the shared headers', (path) => {
    const op = doc.paths[path]?.get;
    expect(op).toBeDefined();
    const refs = (op!.parameters ?? []).map((p) => p.$ref ?? p.name);
    expect(refs).toContain('#/components/parameters/cursor');
    expect(refs).toContain('#/components/parameters/offset');
    expect(refs.some((r) => r === '#/components/parameters/limit' || r === 'limit')).toBe(true);
    expect(op!.responses['200']!.headers).toEqual({
      'X-Total-Count': { $ref: '#/components/headers/X-Total-Count' },
      Link: { $ref: '#/components/headers/Link' },
    });
  });
});
