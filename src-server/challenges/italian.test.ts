/**
 * Every text of the catalogue a learner reads (title, description, hints) has an Italian
 * entry, as the screen translates them where it shows them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';

const ITALIAN = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '..', '..', 'src', 'i18n', 'it', 'challenges.json'),
    'utf8',
  ),
) as Record<string, string>;

describe('the catalogue in Italian', () => {
  it('has an entry for every title, description and hint', () => {
    const texts = CATALOGUE.flatMap((c) => [c.title, c.description, ...c.hints]);
    expect(texts.filter((text) => !ITALIAN[text])).toEqual([]);
  });
});
