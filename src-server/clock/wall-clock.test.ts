/**
 * Guards the one source of business time: source files under services, ledger, close of
 * business, the scheduler, events and the bank module (opening, seeding, resetting a bank)
 * may not read the wall clock (`new Date()` without arguments, `Date.now()`) except through
 * clock/real-time.ts, which says the read is real time on purpose. Business time comes from the bank's clock and is passed down as a parameter.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..');
const SCANNED = ['services', 'ledger', 'cob', 'scheduler', 'events', 'bank'];
const ALLOWED = new Set(['clock/real-time.ts']);

/**
 * `source` with its comments replaced by spaces (line breaks kept, so line numbers hold).
 * Strings and template literals are kept as written, `${…}` inside a template is code.
 */
function stripComments(source: string): string {
  let out = '';
  let i = 0;
  // Each open template literal, with the brace depth of its current `${…}` (-1 in its text).
  const templates: number[] = [];
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  while (i < source.length) {
    const c = source[i]!;
    const next = source[i + 1];
    const inTemplateText = templates.length > 0 && templates[templates.length - 1] === -1;
    if (inTemplateText) {
      if (c === '\\') {
        out += source.slice(i, i + 2);
        i += 2;
      } else if (c === '`') {
        templates.pop();
        out += c;
        i++;
      } else if (c === '$' && next === '{') {
        templates[templates.length - 1] = 0;
        out += '${';
        i += 2;
      } else {
        out += c;
        i++;
      }
      continue;
    }
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      out += blank(source.slice(i, stop));
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += blank(source.slice(i, stop));
      i = stop;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < source.length && source[j] !== c && source[j] !== '\n') {
        j += source[j] === '\\' ? 2 : 1;
      }
      out += source.slice(i, j + 1);
      i = j + 1;
    } else if (c === '`') {
      templates.push(-1);
      out += c;
      i++;
    } else {
      if (templates.length > 0) {
        const depth = templates[templates.length - 1]!;
        if (c === '{') templates[templates.length - 1] = depth + 1;
        else if (c === '}') templates[templates.length - 1] = depth === 0 ? -1 : depth - 1;
      }
      out += c;
      i++;
    }
  }
  return out;
}

const WALL_CLOCK = /\bnew\s+Date\s*\(\s*\)|\bDate\s*\.\s*now\s*\(/g;

/**
 * The wall-clock reads in `source` (comments ignored), as `name:line: text` for a file `name`.
 */
function findWallClockReads(name: string, source: string): string[] {
  const lines = stripComments(source).split('\n');
  const found: string[] = [];
  lines.forEach((line, index) => {
    for (const match of line.matchAll(WALL_CLOCK)) {
      found.push(`${name}:${index + 1}: ${match[0]}`);
    }
  });
  return found;
}

/** Every .ts source file (tests left out) under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath, e.name));
}

describe('the wall-clock scanner', () => {
  it('reports a read in code, by file and line', () => {
    const sample = [
      "import { x } from './x';",
      'export function f(now = new Date()) {',
      '  return Date.now() - now.getTime();',
      '}',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source text
      'const s = `at ${new Date ( ).toISOString()}`;',
    ].join('\n');
    expect(findWallClockReads('sample.ts', sample)).toEqual([
      'sample.ts:2: new Date()',
      'sample.ts:3: Date.now(',
      'sample.ts:5: new Date ( )',
    ]);
  });

  it('ignores comments, dates built from a value and strings next to comment marks', () => {
    const sample = [
      '/**',
      ' * Never `new Date()` here: the caller passes business time (not Date.now()).',
      ' */',
      'export function g(now: Date, iso: string) {',
      "  const url = 'https://example.test/new'; // falls back to new Date() nowhere",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source text
      '  return [new Date(iso), new Date(now.getTime() + 1), url, `a//b ${iso}`]; /* Date.now() */',
      '}',
    ].join('\n');
    expect(findWallClockReads('sample.ts', sample)).toEqual([]);
  });
});

describe('business code', () => {
  it('reads the wall clock only through clock/real-time.ts', () => {
    const found: string[] = [];
    for (const dir of SCANNED) {
      for (const file of sourceFiles(join(ROOT, dir))) {
        const name = relative(ROOT, file);
        if (ALLOWED.has(name)) continue;
        found.push(...findWallClockReads(name, readFileSync(file, 'utf8')));
      }
    }
    expect(found).toEqual([]);
  });
});
