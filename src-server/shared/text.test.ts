/**
 * The text rules of ./text on their own: which characters a one-line and a multi-line field
 * refuse, what counts as visible, the messages, and that the documented schema and the output
 * stay a plain trimmed string.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  hasLineControl,
  hasTextControl,
  hasVisibleText,
  multiLineText,
  singleLineText,
} from './text';

const NAME = singleLineText('Name', { required: 'Name is required', max: 10 });
const LONG_NAME = singleLineText('Name', { required: 'Name is required', max: 40 });
const NOTE = singleLineText('Note', { max: 10 });
const MESSAGE = multiLineText('Message', { required: 'Message is required', min: 2, max: 20 });

/** The messages of a refused value, or the output of an accepted one. */
const outcome = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: parsed.data } : parsed.error.issues.map((i) => i.message);
};

/** Every code point of a range, as one-character strings. */
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));

describe('control characters', () => {
  const c0 = range(0x00, 0x1f);
  const c1 = range(0x80, 0x9f);

  it('are all refused in one line: C0 with tab and line breaks, DEL, C1, U+2028, U+2029', () => {
    for (const c of [...c0, '\u007f', ...c1, '\u2028', '\u2029']) {
      expect(hasLineControl(`a${c}b`), c.codePointAt(0)!.toString(16)).toBe(true);
      expect(outcome(NAME, `a${c}b`)).toEqual(['Name: no tabs, line breaks or control characters']);
    }
  });

  it('are refused in a multi-line text, except tab, line feed and carriage return', () => {
    for (const c of [...c0, '\u007f', ...c1]) {
      const layout = c === '\t' || c === '\n' || c === '\r';
      expect(hasTextControl(`a${c}b`), c.codePointAt(0)!.toString(16)).toBe(!layout);
      expect(outcome(MESSAGE, `a${c}b`)).toEqual(
        layout
          ? { ok: `a${c}b` }
          : ['Message: no control characters (line breaks and tabs are fine)'],
      );
    }
  });

  it('include the bidirectional overrides and isolates, in one line and in a text area', () => {
    for (const c of [...range(0x202a, 0x202e), ...range(0x2066, 0x2069)]) {
      // 'Bob' with an override: reads 'boB' on screen.
      expect(outcome(NAME, `B${c}ob`)).toEqual([
        'Name: no tabs, line breaks or control characters',
      ]);
      expect(outcome(MESSAGE, `B${c}ob`)).toEqual([
        'Message: no control characters (line breaks and tabs are fine)',
      ]);
    }
    // The left-to-right and right-to-left marks are text a right-to-left name may need.
    expect(outcome(LONG_NAME, 'محمد\u200e 2')).toEqual({ ok: 'محمد\u200e 2' });
  });

  it('at the ends of a value go with the trimming when they are white space', () => {
    expect(outcome(NAME, '\tAda\r\n')).toEqual({ ok: 'Ada' });
    expect(outcome(NAME, 'Ada\u0000')).toEqual([
      'Name: no tabs, line breaks or control characters',
    ]);
  });

  it('give one message, whatever else is wrong with the value', () => {
    expect(outcome(NAME, `\u0000${'x'.repeat(50)}`)).toEqual([
      'Name: no tabs, line breaks or control characters',
    ]);
  });
});

describe('a value with nothing visible', () => {
  const invisible = [
    '\u200b',
    '\u200c',
    '\u200d',
    '\u2060',
    '\ufeff',
    '\u200b\u200c\u200d\u2060\ufeff',
    ' \u200b \u00a0 \u3000 ',
    '\u00ad',
    '\u200e\u200f',
    '\u3164',
    '\ufe0f',
  ];

  it('is refused as missing when the field is required, with one message', () => {
    for (const value of ['', '   ', ...invisible]) {
      expect(hasVisibleText(value), JSON.stringify(value)).toBe(false);
      expect(outcome(NAME, value)).toEqual(['Name is required']);
    }
    expect(outcome(MESSAGE, '\u200b\n\n\t\u200b')).toEqual(['Message is required']);
  });

  it('comes out empty when the field is optional', () => {
    for (const value of invisible) expect(outcome(NOTE, value)).toEqual({ ok: '' });
  });
});

describe('hidden characters beside visible text', () => {
  it('are dropped when they shape nothing, wherever they are', () => {
    for (const hidden of ['\u200b', '\u2060', '\u2062', '\ufeff', '\u00ad']) {
      const code = hidden.codePointAt(0)!.toString(16);
      expect(outcome(NAME, `${hidden}Bob`), code).toEqual({ ok: 'Bob' });
      expect(outcome(NAME, `Bo${hidden}b${hidden}`), code).toEqual({ ok: 'Bob' });
      expect(outcome(MESSAGE, `Hi${hidden}\nBob`), code).toEqual({ ok: 'Hi\nBob' });
    }
  });

  it('are dropped at the ends and beside a space when they are joiners, and at the ends when fillers', () => {
    expect(outcome(NAME, '\u200d Bob \u200c')).toEqual({ ok: 'Bob' });
    expect(outcome(NAME, '\u3164Bob\uffa0')).toEqual({ ok: 'Bob' });
    expect(outcome(LONG_NAME, 'Ada\u200c \u200d\u200cLovelace')).toEqual({ ok: 'Ada Lovelace' });
  });

  it('keep the joiners between characters, where scripts and emoji need them', () => {
    // Persian "mikhaham" is written with a zero-width non-joiner after its prefix.
    expect(outcome(LONG_NAME, 'می\u200cخواهم')).toEqual({ ok: 'می\u200cخواهم' });
    expect(outcome(LONG_NAME, 'क्\u200dष')).toEqual({ ok: 'क्\u200dष' });
    expect(outcome(LONG_NAME, 'Ada 👩\u200d💻')).toEqual({ ok: 'Ada 👩\u200d💻' });
    expect(outcome(LONG_NAME, 'Ada ❤\ufe0f')).toEqual({ ok: 'Ada ❤\ufe0f' });
  });

  it('count for no length: the bound applies to what is stored', () => {
    expect(outcome(NAME, `${'x'.repeat(10)}\u200b\u200b`)).toEqual({ ok: 'x'.repeat(10) });
  });
});

describe('names people have', () => {
  it('pass as typed: accents, apostrophes, Arabic, Chinese, Devanagari, emoji with joiners', () => {
    for (const name of [
      'Zoë Ñúñez-O’Brien',
      'محمد',
      'דוד',
      '李小龙 🐉',
      'अनु',
      '👩‍💻',
      'Łukasz Żółć',
      'Nguyễn Văn A',
    ]) {
      expect(hasVisibleText(name), name).toBe(true);
      expect(outcome(z.object({ name: LONG_NAME }), { name: ` ${name} ` })).toEqual({
        ok: { name },
      });
    }
  });

  it('keep the length bounds and the minimum of a required field', () => {
    expect(outcome(NAME, 'x'.repeat(11))).toEqual([
      'Too big: expected string to have <=10 characters',
    ]);
    expect(outcome(MESSAGE, 'x')).toEqual(['Message is required']);
    expect(outcome(NOTE, '')).toEqual({ ok: '' });
  });
});

describe('the documented schema', () => {
  it('is a string with the same bounds as before the rules', () => {
    expect(z.toJSONSchema(NAME)).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'string',
      minLength: 1,
      maxLength: 10,
    });
    expect(z.toJSONSchema(NOTE)).toMatchObject({ type: 'string', maxLength: 10 });
    expect(z.toJSONSchema(NOTE)).not.toHaveProperty('minLength');
  });
});
