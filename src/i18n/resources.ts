/**
 * Translation resources. Each language other than English is a folder of
 * per-area JSON files (`it/common.json`, `it/everyday.json`, ...) whose keys are the English
 * texts; they are merged into one resource. The files are loaded on demand, so a visitor
 * reading English downloads no Italian at all.
 */

/** One language's texts: English text → translated text. */
export type Resource = Record<string, string>;

// Lazy globs: each JSON file becomes its own chunk, fetched only when its language is chosen.
const ITALIAN = import.meta.glob<Resource>('./it/*.json', { import: 'default' });

const LOADERS: Record<string, Record<string, () => Promise<Resource>>> = { it: ITALIAN };

/**
 * Loads and merges every JSON file of a language, in file-name order (a later file wins
 * on a duplicate key). English has no files and gives an empty resource.
 */
export async function loadResources(language: string): Promise<Resource> {
  const files = LOADERS[language] ?? {};
  const names = Object.keys(files).sort();
  const parts = await Promise.all(names.map((name) => files[name]!()));
  return Object.assign({}, ...parts) as Resource;
}
