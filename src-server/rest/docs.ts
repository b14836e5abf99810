/**
 * The browsable API reference at /api/docs: Swagger UI served from the installed
 * swagger-ui-dist package (no CDN, so it works offline and under the strict CSP).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
// The package's index would load the whole 1.4 MB Swagger UI bundle into the server; this
// file only says where the assets are.
import getAbsoluteFSPath from 'swagger-ui-dist/absolute-path.js';

const ASSETS = new Map<string, string>([
  ['swagger-ui.css', 'text/css; charset=utf-8'],
  ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
  ['swagger-ui-standalone-preset.js', 'text/javascript; charset=utf-8'],
]);

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>API reference</title>
  <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/api/docs/swagger-ui-bundle.js"></script>
  <script src="/api/docs/swagger-ui-standalone-preset.js"></script>
  <script src="/api/docs/init.js"></script>
</body>
</html>`;

// A file, not an inline script, because the CSP allows scripts from 'self' only.
// The document beside this page: /api/openapi.json, or a sandbox's /s/{name}/api/openapi.json.
const INIT = `window.ui = SwaggerUIBundle({
  url: location.pathname.replace(/\\/docs\\/?$/, '') + '/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  withCredentials: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
});`;

/** Routes for /api/docs (mounted before the REST adapter). */
export function docsRoutes(): Hono {
  const app = new Hono();
  const root = getAbsoluteFSPath();
  const cache = new Map<string, string>();
  app.get('/', (c) => c.html(PAGE));
  app.get('/init.js', (c) =>
    c.body(INIT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
  );
  app.get('/:file', (c) => {
    const file = c.req.param('file');
    const type = ASSETS.get(file);
    if (!type) return c.json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
    let body = cache.get(file);
    if (body === undefined) {
      body = readFileSync(join(root, file), 'utf8');
      cache.set(file, body);
    }
    return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
  });
  return app;
}
