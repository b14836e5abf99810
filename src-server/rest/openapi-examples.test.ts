/**
 * Every example in the OpenAPI document is valid against the schema it illustrates: media
 * examples (request and response bodies), parameter and header examples, and the `example`
 * of every schema and property (components included), checked with ajv and its formats.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '../shared/brand';
import { openApiDocument } from './openapi';

// biome-ignore lint/suspicious/noExplicitAny: the document is plain JSON
type Json = any;
const doc = openApiDocument(DEFAULT_BRAND.name) as Json;

const pointerKey = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** One example and where its schema is (a JSON pointer into the document). */
interface Case {
  where: string;
  schema: string;
  value: unknown;
}

/** The examples of a schema and of every schema inside it. */
function schemaExamples(node: Json, pointer: string, out: Case[]): void {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return;
  if (node.example !== undefined) {
    out.push({ where: `${pointer}/example`, schema: pointer, value: node.example });
  }
  for (const [i, value] of (Array.isArray(node.examples) ? node.examples : []).entries()) {
    out.push({ where: `${pointer}/examples/${i}`, schema: pointer, value });
  }
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    schemaExamples(child, `${pointer}/properties/${pointerKey(key)}`, out);
  }
  for (const key of ['items', 'additionalProperties', 'not']) {
    if (node[key] && typeof node[key] === 'object') {
      schemaExamples(node[key], `${pointer}/${key}`, out);
    }
  }
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) {
    for (const [i, child] of (node[key] ?? []).entries()) {
      schemaExamples(child, `${pointer}/${key}/${i}`, out);
    }
  }
}

/** Every example of the document: of media types, parameters and headers, and in schemas. */
function allExamples(): Case[] {
  const out: Case[] = [];
  const visit = (node: Json, pointer: string) => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const [i, child] of node.entries()) visit(child, `${pointer}/${i}`);
      return;
    }
    if (node.schema && typeof node.schema === 'object') {
      const schema = `${pointer}/schema`;
      if (node.example !== undefined) {
        out.push({ where: `${pointer}/example`, schema, value: node.example });
      }
      for (const [name, example] of Object.entries(node.examples ?? {}) as [string, Json][]) {
        if (example?.value !== undefined) {
          out.push({ where: `${pointer}/examples/${name}`, schema, value: example.value });
        }
      }
      schemaExamples(node.schema, schema, out);
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'schema') visit(child, `${pointer}/${pointerKey(key)}`);
    }
  };
  visit(doc.paths, '/paths');
  visit({ ...doc.components, schemas: undefined }, '/components');
  for (const [name, schema] of Object.entries(doc.components.schemas ?? {})) {
    schemaExamples(schema, `/components/schemas/${pointerKey(name)}`, out);
  }
  return out;
}

describe('the examples of the OpenAPI document', () => {
  it('are each valid against their schema', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(doc, 'openapi');
    const cases = allExamples();
    // Request bodies, responses, parameters and the components all carry examples.
    expect(cases.length).toBeGreaterThan(200);
    expect(cases.some((c) => c.where.includes('/requestBody/'))).toBe(true);
    expect(cases.some((c) => c.where.includes('/responses/'))).toBe(true);
    expect(cases.some((c) => c.where.startsWith('/components/schemas/Amount'))).toBe(true);
    const failures: string[] = [];
    for (const c of cases) {
      const validate = ajv.getSchema(`openapi#${c.schema}`);
      if (!validate) {
        failures.push(`${c.where}: no schema at ${c.schema}`);
        continue;
      }
      if (!validate(c.value)) {
        failures.push(`${c.where} ${JSON.stringify(c.value)}: ${ajv.errorsText(validate.errors)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
