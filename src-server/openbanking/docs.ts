/**
 * The reference page of the open-banking API at /psd2/v1/docs: the bank's Swagger UI (its
 * assets served by rest/docs.ts under /api/docs) over /psd2/v1/openapi.json. The start-up
 * script is a file, since the CSP allows scripts from 'self' only.
 */

/**
 * The page's HTML.
 * @param basePath '' for the main bank, '/s/{name}' for a sandbox
 */
export function psd2DocsPage(basePath: string): string {
  const assets = `${basePath}/api/docs`;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>Open banking API reference</title>
  <link rel="stylesheet" href="${assets}/swagger-ui.css" />
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="${assets}/swagger-ui-bundle.js"></script>
  <script src="${assets}/swagger-ui-standalone-preset.js"></script>
  <script src="${basePath}/psd2/v1/docs/init.js"></script>
</body>
</html>`;
}

/** The page's start-up script: Swagger UI over the document beside the page. */
export const PSD2_DOCS_INIT = `window.ui = SwaggerUIBundle({
  url: location.pathname.replace(/\\/docs\\/?$/, '') + '/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
});`;
