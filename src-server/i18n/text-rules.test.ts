/**
 * The text rules' refusals in Italian, on both sides. Every field the source gives a text rule
 * (`singleLineText('Label', …)`, `multiLineText('Label', …)` in shared/, trpc/ and rest/)
 * refuses a control character with a message naming it, and a value with nothing visible
 * with its "required" message: each of those messages has an Italian text in the server's
 * resource (for the API's refusals) and in the client's catalogue (for the forms that check
 * the same schemas before sending). So do the format refusals the enrollment form adds on top
 * (SSN or tax ID, zip code, next of kin's phone, currency).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CURRENCY_MESSAGE,
  NOK_PHONE_MESSAGE,
  SSN_MESSAGE,
  ZIP_MESSAGE,
} from '../shared/enrollment';
import { lineControlMessage, textControlMessage } from '../shared/text';
import { translateText } from './translate';

const SERVER = join(import.meta.dirname, '..');
const CLIENT_ITALIAN = join(SERVER, '..', 'src', 'i18n', 'it');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/**
 * Each text rule of the source: its field label, its kind, its "required" message if any.
 * The enrollment form's optional texts go through its own optionalLine and optionalLines.
 */
function rules(): { label: string; multiLine: boolean; required: string | null }[] {
  const call =
    /\b(singleLineText|multiLineText|optionalLine|optionalLines)\(\s*'([^']+)'(?:,\s*\{([^}]*)\})?/g;
  return ['shared', 'trpc', 'rest'].flatMap((dir) =>
    sourceFiles(join(SERVER, dir)).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(call)].map((m) => ({
        label: m[2]!,
        multiLine: m[1] === 'multiLineText' || m[1] === 'optionalLines',
        required: /required:\s*'([^']+)'/.exec(m[3] ?? '')?.[1] ?? null,
      })),
    ),
  );
}

/** The enrollment form's format refusals, each naming its field. */
const FORMAT_MESSAGES = [SSN_MESSAGE, ZIP_MESSAGE, NOK_PHONE_MESSAGE, CURRENCY_MESSAGE];

/** Every message the rules can refuse with. */
function messages(): string[] {
  return [
    ...new Set([
      ...rules().flatMap((r) => [
        r.multiLine ? textControlMessage(r.label) : lineControlMessage(r.label),
        ...(r.required ? [r.required] : []),
      ]),
      ...FORMAT_MESSAGES,
    ]),
  ].sort();
}

describe('the text rules in Italian', () => {
  it('are found in the source: the names, the subjects, the messages', () => {
    const labels = rules().map((r) => r.label);
    for (const label of [
      'Beneficiary name',
      'First name',
      'Subject',
      'Message',
      'Occupation',
      'Title',
      'Where',
      'Steps',
      'Expected',
      'Actual',
      'Request id',
      'SSN or tax ID',
      'Zip code',
      'Next of kin phone',
      'Currency',
    ]) {
      expect(labels).toContain(label);
    }
  });

  it('have every refusal in the server resource, also after the field key the API adds', () => {
    const missing = messages().filter((m) => translateText(m, 'it') === m);
    expect(missing).toEqual([]);
    expect(translateText('name: Name: no tabs, line breaks or control characters', 'it')).toBe(
      'name: Nome: senza tabulazioni, ritorni a capo o caratteri di controllo',
    );
  });

  it("have every refusal in the client's catalogue", () => {
    const catalogue: Record<string, string> = Object.assign(
      {},
      ...readdirSync(CLIENT_ITALIAN)
        .filter((name) => name.endsWith('.json'))
        .map((name) => JSON.parse(readFileSync(join(CLIENT_ITALIAN, name), 'utf8'))),
    );
    expect(messages().filter((m) => catalogue[m] === undefined)).toEqual([]);
  });
});
