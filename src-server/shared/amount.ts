/**
 * zod schemas for amounts in the API, built on money.ts (kept apart so that pages that
 * only display money do not load zod).
 */
import { z } from 'zod';
import { parseCents } from './money';

/**
 * The documented form of an amount a person sends, as a JSON Schema pattern: more than 0,
 * 1 to 13 whole digits without leading zeros, optionally a point and 1 or 2 decimals
 * ("12.34", "12", "0.05"). The server also forgives leading zeros and surrounding spaces.
 * No lookahead, so test generators can produce matching texts.
 */
export const AMOUNT_INPUT_PATTERN = '^(?:[1-9]\\d{0,12}(?:\\.\\d{1,2})?|0\\.(?:[1-9]\\d?|0[1-9]))$';

/** The documented form of an amount of 0 or more (a balance, an opening deposit, a fee). */
export const AMOUNT_OR_ZERO_PATTERN = '^(?:0|[1-9]\\d{0,12})(?:\\.\\d{1,2})?$';

/**
 * zod `.meta()` for an amount schema that takes a string or a number: the OpenAPI document
 * states it as a string with `pattern` (what clients should send; a number is still
 * accepted, as it always was).
 * @param pattern the JSON Schema pattern of the text
 * @param description the rule in words
 * @param example a valid text, e.g. '12.34'
 */
export function amountTextMeta(pattern: string, description: string, example: string) {
  return {
    description,
    example,
    override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
      delete jsonSchema.anyOf;
      jsonSchema.type = 'string';
      jsonSchema.pattern = pattern;
      jsonSchema.maxLength = 16;
    },
  };
}

/**
 * zod schema for an amount a person sends: a string or number with at most 2 decimals and
 * 15 digits, more than 0. Output: integer cents.
 *
 * The OpenAPI document names it `Amount` and states it as what clients should send, a
 * decimal string with `AMOUNT_INPUT_PATTERN`; a JSON number is still accepted, as it always
 * was, so older clients keep working.
 */
export const positiveAmountCents = z
  .union([z.string(), z.number()])
  .transform((value, ctx) => {
    const parsed = parseCents(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }
    if (parsed.cents <= 0) {
      ctx.addIssue({ code: 'custom', message: 'Amount must be more than 0' });
      return z.NEVER;
    }
    return parsed.cents;
  })
  .meta({
    id: 'Amount',
    ...amountTextMeta(
      AMOUNT_INPUT_PATTERN,
      'Amount in US dollars as a decimal string: more than 0, at most 2 decimals and 15 digits ("12.34", "12")',
      '12.34',
    ),
  });

/**
 * Metadata for a use of `positiveAmountCents` that says more (its own limit or example):
 * the OpenAPI document shows it as a reference to `Amount` with this description beside it.
 * @param description the rule in words, e.g. 'At most 10000.00'
 * @param example a valid amount text, e.g. '50.00'
 */
export function amountMeta(description: string, example: string) {
  return {
    description,
    example,
    override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
      delete jsonSchema.type;
      delete jsonSchema.anyOf;
    },
  };
}

/** zod schema for an amount in answers: a two-decimal string. */
export const decimalAmount = z
  .string()
  .regex(/^-?\d{1,13}\.\d{2}$/)
  .meta({
    id: 'Money',
    description: 'Amount in US dollars as a decimal string with two decimals',
    example: '1234.50',
  });
