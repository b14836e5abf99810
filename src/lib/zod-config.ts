/**
 * zod's settings for the browser, imported before anything that builds a schema: no
 * compiled parsers, so zod never probes `new Function` (the Content Security Policy forbids
 * eval, and the probe would be reported as a violation). zod/mini shares the setting.
 */
import * as z from 'zod/mini';

z.config({ jitless: true });
