/**
 * The OpenAPI document states each operation's contract: security by who may call it, every
 * error status with the one error body, 201 for creations, a description for every
 * operation and a valid example for every request body, and one name per templated path.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '../shared/brand';
import { openApiDocument } from './openapi';

// biome-ignore lint/suspicious/noExplicitAny: the document is plain JSON
type Json = any;
const doc = openApiDocument(DEFAULT_BRAND.name) as Json;
const operations: [string, string, Json][] = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item as Json).map(([method, op]) => [path, method, op] as [string, string, Json]),
);
const op = (method: string, path: string) => doc.paths[path][method];

describe('the OpenAPI document', () => {
  it('describes every operation and gives every request body a valid example', () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    ajv.addSchema(doc, 'openapi');
    for (const [path, method, operation] of operations) {
      expect(operation.description, `${method} ${path}`).toBeTruthy();
      const media = operation.requestBody?.content?.['application/json'];
      if (!media) continue;
      expect(media.example, `${method} ${path}`).toBeDefined();
      const pointer = `openapi#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}/requestBody/content/application~1json/schema`;
      const validate = ajv.getSchema(pointer)!;
      expect(validate(media.example), `${method} ${path}: ${ajv.errorsText(validate.errors)}`).toBe(
        true,
      );
    }
  });

  it('declares no security on public operations and the right schemes elsewhere', () => {
    for (const [method, path] of [
      ['get', '/health'],
      ['get', '/brand'],
      ['post', '/auth/login'],
      ['get', '/countries'],
    ]) {
      expect(op(method!, path!).security, `${method} ${path}`).toEqual([]);
    }
    expect(op('get', '/accounts').security).toEqual([{ sessionCookie: [] }, { bearerToken: [] }]);
    expect(op('get', '/accounts/{id}/statement.csv').security).toEqual([
      { sessionCookie: [] },
      { bearerToken: [] },
    ]);
    expect(op('get', '/admin/users').security).toEqual([
      { adminSessionCookie: [] },
      { adminBearerToken: [] },
    ]);
    expect(doc.components.securitySchemes.bearerToken).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    for (const [path, method, operation] of operations) {
      if (!path.startsWith('/admin/')) continue;
      expect(operation.tags[0], `${method} ${path}`).toBe('admin');
      expect(operation.description, `${method} ${path}`).toContain('Admin only');
    }
  });

  it('documents each refusal with the error body, 429 and 503 with their headers', () => {
    const transfer = op('post', '/transfers');
    expect(Object.keys(transfer.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '404', '409', '422', '500', '503']),
    );
    expect(Object.keys(op('post', '/auth/login').responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '429']),
    );
    const tooMany = doc.components.responses.TooManyRequests;
    expect(Object.keys(tooMany.headers)).toEqual(['Retry-After', 'RateLimit', 'RateLimit-Policy']);
    expect(Object.keys(doc.components.responses.ServiceUnavailable.headers)).toEqual([
      'Retry-After',
    ]);
    expect(doc.components.schemas.Error.properties.issues.items).toEqual({
      $ref: '#/components/schemas/FieldIssue',
    });
    expect(doc.components.schemas.FieldIssue.required).toEqual(['path', 'code', 'message']);
  });

  it('answers 201 for creations', () => {
    for (const [method, path] of [
      ['post', '/transfers'],
      ['post', '/beneficiaries'],
      ['post', '/tokens'],
      ['post', '/bills'],
    ]) {
      expect(Object.keys(op(method!, path!).responses)[0], `${method} ${path}`).toBe('201');
    }
  });

  it('has no two templated paths that differ only by a parameter name', () => {
    const shapes = Object.keys(doc.paths).map((p) => p.replace(/\{[^}]+\}/g, '{}'));
    expect(new Set(shapes).size).toBe(shapes.length);
    expect(Object.keys(op('get', '/beneficiaries/{id}').responses)).toContain('200');
    expect(Object.keys(op('delete', '/notifications/{id}').responses)).toContain('200');
  });
});
