/**
 * Where the project's files are, whether the server runs from source (src-server/) or
 * from the build (dist/server/): the nearest folder above this module with a package.json.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error('Cannot find the project root (no package.json above the server)');
    dir = parent;
  }
  return dir;
}

/** The project root (holds package.json, drizzle/, dist/). */
export const PROJECT_ROOT = findRoot();
/** Committed SQL migrations. */
export const MIGRATIONS_FOLDER = join(PROJECT_ROOT, 'drizzle');
/** The built client. */
export const CLIENT_DIR = join(PROJECT_ROOT, 'dist', 'client');
