import { fileURLToPath } from 'node:url';

/**
 * The client's import aliases, shared by Vite and Vitest (tsconfig.json's `paths` say the
 * same): `@/` is `src/`, `@shared/` is the server code the client also uses.
 */
export const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./src-server/shared', import.meta.url)),
};
