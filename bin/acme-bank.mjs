#!/usr/bin/env node
// The bank CLI's executable (`npx acme-bank …`). The CLI is TypeScript in cli/; tsx (installed
// with the project) compiles it as it loads, so it runs after `npm install` with no build step.
import { tsImport } from 'tsx/esm/api';

await tsImport('../cli/main.ts', import.meta.url);
