/**
 * Every English text the UI translates has an Italian entry. Scans the
 * client's sources for t('...') literals and for the texts of the data modules (labels,
 * titles, headings, ...), then looks each one up in the merged Italian resources
 * (src/i18n/it/*.json). A missing key in any file fails the test.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DEFAULT_BRAND } from '@shared/brand';
import { describe, expect, it } from 'vitest';
import { TIPS } from '@/features/layout/lib/tips';
import { RATE_CATEGORIES, RATES } from '@/features/public/lib/rates';
import { ENGLISH_SINGULARS } from './en-plurals';
import { ACCOUNT_TYPES } from './format';
import { loadResources } from './resources';

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    const source = /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);
    return source && name !== 'routeTree.gen.ts' ? [path] : [];
  });
}

/** Reads a quoted JS string literal's content (quotes already removed). */
function unquote(text: string): string {
  return text.replace(/\\(['"\\])/g, '$1').replace(/\\n/g, '\n');
}

const STRING = String.raw`'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)"`;
/** t('...') and t(cond ? '...' : '...'). */
const T_CALL = new RegExp(String.raw`\bt\(\s*(?:${STRING})`, 'g');
const T_TERNARY = new RegExp(
  String.raw`\bt\(\s*[\w.!=' ]+\?\s*(?:${STRING})\s*:\s*(?:${STRING})`,
  'g',
);
/** Texts given as JSX attributes (page titles, labels, placeholders), translated where shown. */
const ATTRIBUTE =
  /\b(?:title|label|description|placeholder|aria-label|alt|text|message|successMessage|confirmLabel|cancelLabel|nothingFoundMessage|emptyMessage)="([^"]*[A-Za-z][^"]*)"/g;
/** Data modules' texts: `label: '...'` and the other text-bearing property names. */
const DATA_PROPERTY = new RegExp(
  String.raw`\b(?:label|title|subtitle|text|note|heading|body|intro|overview|cta|category|quote|detail|dialogTitle|success|none|suffix)\s*:\s*(?:${STRING})`,
  'g',
);

/** Every key a file uses, from t() literals and data properties. */
function keysIn(source: string): string[] {
  const keys: string[] = [];
  for (const pattern of [T_CALL, T_TERNARY, DATA_PROPERTY, ATTRIBUTE]) {
    for (const match of source.matchAll(pattern)) {
      for (const group of match.slice(1)) if (group !== undefined) keys.push(unquote(group));
    }
  }
  return keys.filter((key) => /[A-Za-z]/.test(key));
}

/** Texts held in arrays rather than properties, translated where shown. */
const DATA_KEYS = [
  ...RATE_CATEGORIES,
  ...Object.values(RATES).flatMap((rates) => rates.map((rate) => rate.suffix)),
  ...DEFAULT_BRAND.branchHours.flatMap((row) => [row.days, row.hours]),
  ...TIPS,
  ...ACCOUNT_TYPES,
];

describe('Italian translations', () => {
  it('cover every text of every client file', async () => {
    const italian = await loadResources('it');
    const missing = new Map<string, Set<string>>();
    for (const file of sourceFiles(SRC)) {
      const name = relative(SRC, file);
      for (const key of keysIn(readFileSync(file, 'utf8'))) {
        if (italian[key] !== undefined) continue;
        if (!missing.has(name)) missing.set(name, new Set());
        missing.get(name)?.add(key);
      }
    }
    const failing = Object.fromEntries([...missing].map(([name, keys]) => [name, [...keys]]));
    expect(failing).toEqual({});
    expect(DATA_KEYS.filter((key) => italian[key] === undefined)).toEqual([]);
  });

  it('keep the placeholders of the English text', async () => {
    const italian = await loadResources('it');
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort().join(',');
    // A singular may leave a placeholder out ("1 student (student01)"): it keeps the English
    // singular's placeholders.
    const broken = Object.entries(italian).filter(
      ([english, translated]) =>
        placeholders(ENGLISH_SINGULARS[english] ?? english) !== placeholders(translated),
    );
    expect(broken).toEqual([]);
  });
});
