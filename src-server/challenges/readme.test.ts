/**
 * README.md lists every challenge of the catalogue, as the catalogue has it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withCatalogueTable } from './readme-table';

const README = join(import.meta.dirname, '..', '..', 'README.md');

describe('README "Teaching with challenges"', () => {
  it('has the catalogue’s table (UPDATE_README=1 writes it)', () => {
    const readme = readFileSync(README, 'utf8');
    const expected = withCatalogueTable(readme);
    if (process.env.UPDATE_README) writeFileSync(README, expected);
    else expect(readme).toBe(expected);
  });
});
