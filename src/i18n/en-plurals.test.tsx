/**
 * English counts agree with their number: a count of one reads "1 day", not "1 days", and
 * every singular belongs to a text the screens count with, which Italian says in both forms.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { setLanguage } from '@/i18n';
import { ENGLISH_SINGULARS } from './en-plurals';
import { loadResources } from './resources';

const SRC = join(import.meta.dirname, '..');

/** The client's source files, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('English texts that count', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('say one thing in the singular and the rest in the plural', async () => {
    await setLanguage('en');
    const t = i18n.t.bind(i18n);
    expect(t('{{count}} days', { count: 1 })).toBe('1 day');
    expect(t('{{count}} days', { count: 2 })).toBe('2 days');
    expect(t('{{count}} days', { count: 0 })).toBe('0 days');
    expect(
      t('{{count}} students ({{first}} to {{last}}), {{amount}} opening deposit in checking.', {
        count: 1,
        first: 'student01',
        last: 'student01',
        amount: '$100.00',
      }),
    ).toBe('1 student (student01), $100.00 opening deposit in checking.');
    expect(
      t(
        'Business time runs {{count}} days ahead of real time. Moving it forward closes each business day passed: settlements, interest, and at a month end interest posting and statements.',
        { count: 1 },
      ),
    ).toMatch(/^Business time runs 1 day ahead of real time\./);
  });

  it('have their singular only for texts the screens count with, said in Italian in both forms', async () => {
    const code = sources(SRC)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const italian = await loadResources('it');
    for (const key of Object.keys(ENGLISH_SINGULARS)) {
      expect(key).toMatch(/_one$/);
      const text = key.replace(/_one$/, '');
      expect(code.includes(`'${text}'`), text).toBe(true);
      expect(italian[`${text}_one`], text).toBeDefined();
      expect(italian[`${text}_other`], text).toBeDefined();
    }
  });

  it('in Italian agree too', async () => {
    await setLanguage('it');
    expect(i18n.t('{{count}} days', { count: 1 })).toMatch(/^1 giorn/);
  });
});
