/**
 * The OpenAPI document states the input rules as schema, and the server keeps them: an
 * amount is a decimal string more than 0 (0, "amount", "1.234" refused with 400 naming the
 * field), a date is a real YYYY-MM-DD day (0000-00-00 refused), a PIN has 4 to 6 digits, a
 * one-time code 6, a body that takes one field or another takes exactly one, and a new
 * password has 12 to 128 characters, an integer states its width (int32 or int64). Shared
 * rules are named components.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '../shared/brand';
import { passwordProblem } from '../shared/password-strength';
import { createTestBank, type TestBank } from '../test/bank';
import { deref } from '../test/sweep';
import { openApiDocument } from './openapi';

// biome-ignore lint/suspicious/noExplicitAny: the document is plain JSON
type Json = any;
const doc = openApiDocument(DEFAULT_BRAND.name) as Json;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(doc, 'openapi');

/** The validator of an operation's JSON request body. */
function bodySchema(method: string, path: string) {
  const pointer = `openapi#/paths/${path.replace(/\//g, '~1')}/${method}/requestBody/content/application~1json/schema`;
  return ajv.getSchema(pointer)!;
}

/** The field paths of a 400 answer's issues. */
async function issuePaths(res: Response): Promise<string[][]> {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { issues: { path: string[] }[] };
  return body.issues.map((i) => i.path);
}

let bank: TestBank;
let demo: string;
let admin: string;
let demoId: number;
beforeAll(async () => {
  bank = await createTestBank('demo');
  demo = await bank.login('demo');
  admin = await bank.login('admin');
  demoId = bank.userId('demo');
});

describe('the rules the OpenAPI document states as schema', () => {
  it('names the shared models under components.schemas', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'Amount',
        'Money',
        'Date',
        'Pin',
        'OneTimeCode',
        'NewPassword',
        'Account',
        'Transfer',
        'Beneficiary',
        'StatementRow',
        'Error',
      ]),
    );
    const transfer = doc.paths['/transfers'].post;
    expect(transfer.requestBody.content['application/json'].schema.properties.amount.$ref).toBe(
      '#/components/schemas/Amount',
    );
    expect(transfer.responses['201'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/Transfer',
    );
    expect(doc.paths['/accounts'].get.responses['200'].content['application/json'].schema).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/Account' },
    });
  });

  it('documents no input as "string or number"', () => {
    const found: string[] = [];
    const walk = (node: Json, where: string) => {
      if (node === null || typeof node !== 'object') return;
      const types = Array.isArray(node.type) ? node.type : [];
      if (types.includes('string') && types.includes('number')) found.push(where);
      for (const [key, child] of Object.entries(node)) walk(child, `${where}/${key}`);
    };
    walk(doc, '');
    expect(found).toEqual([]);
  });

  it('refuses 0, "amount" and "1.234" in the schema and with 400 naming `amount`', async () => {
    const amount = ajv.getSchema('openapi#/components/schemas/Amount')!;
    expect(doc.components.schemas.Amount).toMatchObject({ type: 'string' });
    for (const good of ['12.34', '12', '12.3', '0.01', '9999999999999.99']) {
      expect(amount(good), good).toBe(true);
    }
    const accounts = (await (await bank.call('GET', '/api/accounts', { cookie: demo })).json()) as {
      id: number;
    }[];
    const body = (value: unknown) => ({
      fromAccountId: accounts[0]!.id,
      toAccountId: accounts[1]!.id,
      amount: value,
      transferType: 'INTERNAL',
    });
    const schema = bodySchema('post', '/transfers');
    for (const bad of [0, 'amount', '1.234', '0', '0.00', '-1', '10000000000000.00', '']) {
      expect(amount(bad), JSON.stringify(bad)).toBe(false);
      expect(schema(body(bad)), JSON.stringify(bad)).toBe(false);
      const res = await bank.call('POST', '/api/transfers', { cookie: demo, body: body(bad) });
      expect(await issuePaths(res), JSON.stringify(bad)).toContainEqual(['amount']);
    }
    // The documented form is accepted; a JSON number still is too, as it always was.
    for (const good of ['1.25', 1.25]) {
      const res = await bank.call('POST', '/api/transfers', { cookie: demo, body: body(good) });
      expect(res.status, JSON.stringify(good)).toBe(201);
    }
  });

  it('refuses 0000-00-00 and days a month lacks, in the schema and with 400', async () => {
    const date = ajv.getSchema('openapi#/components/schemas/Date')!;
    expect(doc.components.schemas.Date).toMatchObject({ type: 'string', format: 'date' });
    expect(date('2026-12-01')).toBe(true);
    const accounts = (await (await bank.call('GET', '/api/accounts', { cookie: demo })).json()) as {
      id: number;
    }[];
    for (const bad of ['0000-00-00', '2026-02-30', '2026-13-01', '26-12-01']) {
      expect(date(bad), bad).toBe(false);
      const res = await bank.call('POST', '/api/standing-orders', {
        cookie: demo,
        body: {
          fromAccountId: accounts[0]!.id,
          toAccountId: accounts[1]!.id,
          amount: '5.00',
          transferType: 'INTERNAL',
          frequency: 'MONTHLY',
          startDate: bad,
        },
      });
      expect(await issuePaths(res), bad).toContainEqual(['startDate']);
    }
  });

  it('gives every integer the width its range fits: int32 within 32 bits, int64 beyond', () => {
    const found: { where: string; format: unknown; low: number; high: number }[] = [];
    const walk = (node: Json, where: string) => {
      if (node === null || typeof node !== 'object') return;
      const type = node.type;
      if (type === 'integer' || (Array.isArray(type) && type.includes('integer'))) {
        found.push({
          where,
          format: node.format,
          low: node.minimum ?? node.exclusiveMinimum ?? -(2 ** 53),
          high: node.maximum ?? node.exclusiveMaximum ?? 2 ** 53,
        });
      }
      for (const [key, child] of Object.entries(node)) walk(child, `${where}/${key}`);
    };
    walk(doc, '#');
    expect(found.length).toBeGreaterThan(100);
    const wrong = found.filter(({ format, low, high }) => {
      const fits32 = low >= -(2 ** 31) && high <= 2 ** 31 - 1;
      return !(format === 'int64' || (format === 'int32' && fits32));
    });
    expect(wrong).toEqual([]);
    // An id may pass 2^31: ids are 64-bit.
    const id = doc.paths['/transfers/{id}/status'].patch.parameters.find(
      (p: Json) => p.name === 'id',
    );
    expect(id.schema.format).toBe('int64');
  });

  it('bounds every string a client sends (length, values, fixed pattern or file), and every array', async () => {
    const resolve = (node: Json): Json => deref(doc, node);
    // A pattern bounds a string's length only when none of its quantifiers is open-ended.
    const fixedLength = (pattern: string) => !/(?<!\\)[*+]|\{\d+,\}/.test(pattern);
    const unbounded: string[] = [];
    let strings = 0;
    let arrays = 0;
    const walk = (given: Json, where: string, seen: Set<Json>) => {
      const node = resolve(given);
      if (node === null || typeof node !== 'object' || seen.has(node)) return;
      seen.add(node);
      const type = node.type;
      if (type === 'string' || (Array.isArray(type) && type.includes('string'))) {
        strings++;
        const bounded =
          node.maxLength !== undefined ||
          node.enum !== undefined ||
          node.const !== undefined ||
          node.format === 'binary' ||
          (typeof node.pattern === 'string' && fixedLength(node.pattern));
        if (!bounded) unbounded.push(where);
      }
      if (type === 'array' || (Array.isArray(type) && type.includes('array'))) {
        arrays++;
        if (node.maxItems === undefined) unbounded.push(`${where}[]`);
      }
      for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
        for (const branch of node[key] ?? []) walk(branch, where, seen);
      }
      for (const [name, child] of Object.entries(node.properties ?? {})) {
        walk(child, `${where}.${name}`, seen);
      }
      if (node.items) walk(node.items, `${where}[]`, seen);
    };
    for (const [path, item] of Object.entries<Json>(doc.paths)) {
      for (const [method, operation] of Object.entries<Json>(item)) {
        if (!operation?.responses) continue;
        const name = `${method.toUpperCase()} ${path}`;
        for (const given of operation.parameters ?? []) {
          const parameter = resolve(given);
          walk(parameter.schema, `${name} ${parameter.in} ${parameter.name}`, new Set());
        }
        const body = resolve(operation.requestBody);
        for (const [type, content] of Object.entries<Json>(body?.content ?? {})) {
          walk(content.schema, `${name} body (${type})`, new Set());
        }
      }
    }
    expect(strings).toBeGreaterThan(200);
    expect(arrays).toBeGreaterThan(5);
    expect(unbounded).toEqual([]);

    // The server keeps the bounds the document states: nothing is stored past them.
    const payees = async () =>
      ((await (await bank.call('GET', '/api/beneficiaries', { cookie: demo })).json()) as unknown[])
        .length;
    const before = await payees();
    const beneficiary = {
      name: 'Long fields',
      accountNumber: '000123456789',
      bankName: 'Bank',
      routingNumber: '0'.repeat(20),
      swiftCode: 'A'.repeat(20),
    };
    const refused = await bank.call('POST', '/api/beneficiaries', {
      cookie: demo,
      body: beneficiary,
    });
    expect(await issuePaths(refused)).toEqual(
      expect.arrayContaining([['routingNumber'], ['swiftCode']]),
    );
    const long = await bank.call('POST', '/api/beneficiaries', {
      cookie: demo,
      body: { name: 'Long number', accountNumber: '1'.repeat(65), bankName: 'Bank' },
    });
    expect(await issuePaths(long)).toContainEqual(['accountNumber']);
    expect(await payees()).toBe(before);
    const accounts = (await (await bank.call('GET', '/api/accounts', { cookie: demo })).json()) as {
      id: number;
    }[];
    const transfer = {
      fromAccountId: accounts[0]!.id,
      toAccountId: accounts[1]!.id,
      amount: '1.00',
      transferType: 'INTERNAL',
    };
    expect(bodySchema('post', '/transfers')(transfer)).toBe(true);
    const keyParameter = doc.paths['/transfers'].post.parameters.find(
      (p: Json) => p.name === 'Idempotency-Key',
    );
    const validKey = ajv.compile(keyParameter.schema);
    expect(validKey('k'.repeat(255))).toBe(true);
    expect(validKey('k'.repeat(256))).toBe(false);
    const key = await bank.call('POST', '/api/transfers', {
      cookie: demo,
      headers: { 'Idempotency-Key': 'k'.repeat(256) },
      body: transfer,
    });
    expect(key.status).toBe(400);
    expect(((await key.json()) as { message: string }).message).toMatch(/Idempotency-Key/);
  });

  it('gives a PIN 4 to 6 digits and a one-time code 6', async () => {
    const pin = ajv.getSchema('openapi#/components/schemas/Pin')!;
    const code = ajv.getSchema('openapi#/components/schemas/OneTimeCode')!;
    for (const good of ['1234', '123456']) expect(pin(good), good).toBe(true);
    for (const bad of ['123', '1234567', 'abcd', '12 34']) expect(pin(bad), bad).toBe(false);
    for (const good of ['123456', '123 456']) expect(code(good), good).toBe(true);
    for (const bad of ['12345', '1234567', 'abcdef']) expect(code(bad), bad).toBe(false);
    for (const bad of ['123', '1234567', 'abcd']) {
      const res = await bank.call('POST', `/api/users/${demoId}/pin`, {
        cookie: demo,
        body: { pin: bad, currentPin: '1234' },
      });
      expect(await issuePaths(res), bad).toContainEqual(['pin']);
    }
    const res = await bank.call('POST', '/api/admin/step-up', {
      cookie: admin,
      body: { code: 'abcdef' },
    });
    expect(await issuePaths(res)).toContainEqual(['code']);
  });

  it("states a payee's account number rule as a pattern the server keeps, value for value", async () => {
    const validate = bodySchema('post', '/beneficiaries');
    const samples = [
      'DE89 3704 0044 0532 0130 00',
      '1234',
      ' 9876 5432 ',
      '123',
      '12 3',
      'AB-12',
      'ÀBCD1234',
      '1'.repeat(34),
      '1'.repeat(35),
      `${'12 '.repeat(17)}`,
    ];
    for (const [i, accountNumber] of samples.entries()) {
      const body = { name: `Pattern ${i}`, accountNumber, bankName: 'Pattern Bank' };
      const documented = validate(body) === true;
      const res = await bank.call('POST', '/api/beneficiaries', { cookie: demo, body });
      expect(res.status === 201, `"${accountNumber}": the document says ${documented}`).toBe(
        documented,
      );
    }
  });

  it('states "one or the other" bodies as oneOf, and the server takes exactly one', async () => {
    const advance = bodySchema('post', '/admin/clock/advance');
    expect(advance({ days: 1 })).toBe(true);
    expect(advance({ until: '2027-01-04' })).toBe(true);
    expect(advance({ days: 1, until: '2027-01-04' })).toBe(false);
    expect(advance({})).toBe(false);
    for (const body of [{ days: 1, until: '2027-01-04' }, {}]) {
      const res = await bank.call('POST', '/api/admin/clock/advance', { cookie: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const stepUp = bodySchema('post', '/admin/step-up');
    expect(stepUp({ password: 'Admin-1234' })).toBe(true);
    expect(stepUp({ code: '123456' })).toBe(true);
    expect(stepUp({ password: 'Admin-1234', code: '123456' })).toBe(false);
    expect(stepUp({})).toBe(false);
    for (const body of [{ password: 'Admin-1234', code: '123456' }, {}]) {
      const res = await bank.call('POST', '/api/admin/step-up', { cookie: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('documents the real password rule on POST /applications, with an example that meets it', async () => {
    const form = doc.paths['/applications'].post.requestBody.content['multipart/form-data'];
    expect(form.schema.properties.password).toMatchObject({ minLength: 12, maxLength: 128 });
    expect(form.schema.properties.password.description).toContain('12 to 128');
    expect(form.example.password).toBe(form.example.password2);
    expect(form.example.password.length).toBeGreaterThanOrEqual(12);
    expect(await passwordProblem(form.example.password)).toBeNull();
    expect(doc.components.schemas.NewPassword).toMatchObject({ minLength: 12, maxLength: 128 });
    expect(await passwordProblem(doc.components.schemas.NewPassword.example)).toBeNull();
  });
});
