/**
 * The project stands alone: its comments, test names and documents state each rule
 * themselves instead of pointing at a product specification or an issue tracker its
 * readers do not have. This test reads every source file under src, src-server, cli, e2e and
 * scripts, and the Markdown documents, and fails naming file:line for each citation it
 * finds. Section signs of public standards (RFC, ISO, NACHA, ASVS and the like) stay allowed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const SOURCE_DIRS = ['src', 'src-server', 'cli', 'e2e', 'scripts'];
const DOCS = ['README.md', 'SECURITY.md', 'docs'];
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git']);
const THIS_FILE = 'src-server/comments.test.ts';

/** A public standard named just before a section sign makes the citation fine. */
const STANDARD = /\b(?:RFC|ISO|IEC|NACHA|ASVS|OWASP|WCAG|NIST|PCI|ECMA|IEEE|EMV|SWIFT)\b/;

/** What a citation of the product spec or the tracker looks like, each with a reason. */
const CITATIONS: ReadonlyArray<{ pattern: RegExp; what: string }> = [
  { pattern: /\bthe spec\b(?!'s|\.[a-z])/i, what: '"the spec"' },
  { pattern: /\bspec's\b/i, what: `"spec's"` },
  { pattern: /\bspec:/i, what: '"spec:"' },
  { pattern: /\b(?:per|see) spec\b/i, what: '"per spec"' },
  { pattern: /\(issue: [a-z]/, what: '"(issue:"' },
  { pattern: /\bthe issue's\b/i, what: `"the issue's"` },
  { pattern: /\bissue #?\d+\b/i, what: 'an issue number' },
  { pattern: /\b(?:PRODUCT|customer-area|operations-and-admin)\.md\b/, what: 'a spec file' },
  { pattern: /\.\.\/shared(?![/\w'"`])/, what: 'the spec folder ../shared' },
];

/** Every citation in `text`, as 'path:line: what: the line'. */
function findCitations(text: string, path: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    const where = `${path}:${index + 1}`;
    for (const { pattern, what } of CITATIONS) {
      if (pattern.test(line)) found.push(`${where}: ${what}: ${line.trim()}`);
    }
    for (const match of line.matchAll(/§\s*\d/g)) {
      const before = line.slice(Math.max(0, (match.index ?? 0) - 40), match.index);
      if (!STANDARD.test(before)) found.push(`${where}: a section sign: ${line.trim()}`);
    }
  });
  return found;
}

function filesUnder(path: string, keep: (name: string) => boolean): string[] {
  const full = join(ROOT, path);
  const entries = readdirSync(full, { withFileTypes: true });
  return entries.flatMap((entry) => {
    const child = join(path, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : filesUnder(child, keep);
    return keep(entry.name) ? [child] : [];
  });
}

describe('comments stand alone', () => {
  it('finds a citation of the spec or the tracker in a sample text', () => {
    const sample = [
      "/** The tabs in the spec's order. */",
      '// (§5: min 6, must match)',
      '/** Steps either side (RFC 6238 §5.2 advises at most one back). */',
      "it('shows every section of the spec', () => {});",
      '// Added for issue #42.',
      '// Test files are e2e/*.spec.ts; nothing specific here.',
    ].join('\n');
    expect(findCitations(sample, 'sample.ts')).toEqual([
      expect.stringMatching(/^sample\.ts:1: "spec's"/),
      expect.stringMatching(/^sample\.ts:2: a section sign/),
      expect.stringMatching(/^sample\.ts:4: "the spec"/),
      expect.stringMatching(/^sample\.ts:5: an issue number/),
    ]);
  });

  it('finds none in the sources and documents', () => {
    const sources = SOURCE_DIRS.flatMap((dir) =>
      filesUnder(dir, (name) => /\.(?:ts|tsx|mjs|cjs|js)$/.test(name)),
    );
    const docs = DOCS.flatMap((entry) =>
      entry.endsWith('.md') ? [entry] : filesUnder(entry, (name) => name.endsWith('.md')),
    );
    const found = [...sources, ...docs]
      .filter((path) => path !== THIS_FILE)
      .flatMap((path) => findCitations(readFileSync(join(ROOT, path), 'utf8'), path));
    expect(found).toEqual([]);
  });
});
