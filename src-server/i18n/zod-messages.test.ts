/**
 * zod's messages in Italian: what zod wrote itself is written again by zod's Italian locale
 * from the issue; a schema's own message is one of the bank's texts (its Italian template, or
 * English when it has none); English is never changed.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodFieldIssues } from './zod-messages';

const Schema = z.object({
  description: z.string().max(5),
  fromAccountId: z.coerce.number().int(),
  transferType: z.enum(['INTERNAL', 'LOCAL', 'WIRE']),
  email: z.email('Valid email required'),
  nickname: z.string().min(3, 'A nickname the bank has no Italian for'),
  count: z.number(),
});

const issues = (value: unknown, language: 'en' | 'it') => {
  const parsed = Schema.safeParse(value);
  if (parsed.success) throw new Error('expected a refusal');
  return Object.fromEntries(
    zodFieldIssues(parsed.error, language).map((i) => [i.path.join('.'), i.message]),
  );
};

const bad = {
  description: 'far too long',
  fromAccountId: 'abc',
  transferType: 'NOPE',
  email: 'not-an-email',
  nickname: 'x',
};

describe("zod's messages in the caller's language", () => {
  it('leaves every message as zod and the schema wrote it in English', () => {
    expect(issues(bad, 'en')).toEqual({
      description: 'Too big: expected string to have <=5 characters',
      fromAccountId: 'Invalid input: expected number, received NaN',
      transferType: 'Invalid option: expected one of "INTERNAL"|"LOCAL"|"WIRE"',
      email: 'Valid email required',
      nickname: 'A nickname the bank has no Italian for',
      count: 'Invalid input: expected number, received undefined',
    });
  });

  it("writes zod's own messages with zod's Italian, and the schema's with the bank's texts", () => {
    expect(issues(bad, 'it')).toEqual({
      description: 'Troppo grande: string deve avere <=5 caratteri',
      fromAccountId: 'Input non valido: atteso numero, ricevuto NaN',
      transferType: 'Opzione non valida: atteso uno tra "INTERNAL"|"LOCAL"|"WIRE"',
      email: "Inserisci un'email valida",
      // No Italian text for it: English, rather than a guess.
      nickname: 'A nickname the bank has no Italian for',
      count: 'Input non valido: atteso numero, ricevuto undefined',
    });
  });
});
