/**
 * The README's catalogue table, made from the catalogue (README "Teaching with challenges",
 * between its `challenges:start` and `challenges:end` markers). `readme.test.ts` fails when
 * the two disagree; `UPDATE_README=1 npx vitest run src-server/challenges/readme.test.ts`
 * writes the table again.
 */
import { CATALOGUE } from './catalogue';

/** The marker lines around the table in README.md. */
export const TABLE_START =
  '<!-- challenges:start (made from src-server/challenges/catalogue.ts) -->';
/** The marker line after the table in README.md. */
export const TABLE_END = '<!-- challenges:end -->';

/** The catalogue as a Markdown table: key, track, difficulty, title, in catalogue order. */
export function catalogueTable(): string {
  const rows = CATALOGUE.map(
    (c) => `| \`${c.key}\` | ${c.track} | ${c.difficulty} | ${c.title.replace(/\|/g, '\\|')} |`,
  );
  return ['| Key | Track | Difficulty | Title |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/**
 * `readme` with the text between the markers replaced by the catalogue's table.
 * @throws Error when the markers are missing
 */
export function withCatalogueTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error('README.md has no challenges table markers');
  return `${readme.slice(0, start + TABLE_START.length)}\n${catalogueTable()}\n${readme.slice(end)}`;
}
