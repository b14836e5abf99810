/**
 * The Postman collection of the REST API, generated from the OpenAPI document with
 * `openapi-to-postmanv2` (once per process: the document does not change while it runs; the
 * converter works on a copy, as it changes what it is given),
 * and an environment with the base URL and the demo sign-ins:
 *
 *   GET /api/postman.json              the collection (its `baseUrl` is this bank's /api)
 *   GET /api/postman-environment.json  baseUrl, username, password, adminUsername, adminPassword
 */
import { Hono } from 'hono';
import { convertV2 } from 'openapi-to-postmanv2';
import type { AppDeps } from '../trpc/context';
import { openApiDocument } from './openapi';

// biome-ignore lint/suspicious/noExplicitAny: a Postman collection is plain JSON
type Collection = any;

let converted: Promise<Collection> | undefined;

/**
 * The collection converted from the main bank's document (made on first call, then kept).
 * @param bankName the brand's name, as `openApiDocument` takes it
 * @returns the Postman v2.1 collection (plain JSON), the same object on every call
 * @throws (rejects) when the converter fails; the next call then tries again
 *
 * The converter rewrites the document it is given (placeholder `default`s, nullable types
 * narrowed), so it gets a deep copy of its own: the served document stays as it is.
 */
export function postmanCollection(bankName: string): Promise<Collection> {
  converted ??= new Promise<Collection>((resolve, reject) => {
    convertV2(
      { type: 'json', data: structuredClone(openApiDocument(bankName)) as never },
      {
        folderStrategy: 'Tags',
        requestParametersResolution: 'Example',
        includeAuthInfoInExample: false,
      },
      (error, result) => {
        if (error) return reject(error);
        const output = result?.result ? result.output?.[0]?.data : undefined;
        if (!output) return reject(new Error(`Postman conversion failed: ${result?.reason}`));
        resolve(output);
      },
    );
  });
  converted.catch(() => {
    converted = undefined;
  });
  return converted;
}

/** The collection with `baseUrl` set to the bank's API (`{origin}{basePath}/api`). */
async function collectionFor(bankName: string, baseUrl: string): Promise<Collection> {
  const base = await postmanCollection(bankName);
  const variables = ((base.variable ?? []) as { key: string; value: string }[]).filter(
    (v) => v.key !== 'baseUrl',
  );
  return {
    ...base,
    variable: [{ key: 'baseUrl', value: baseUrl, type: 'string' }, ...variables],
  };
}

/** The environment to import beside the collection: where the bank is and who signs in. */
export function postmanEnvironment(bankName: string, baseUrl: string) {
  const value = (key: string, v: string, type = 'default') => ({
    key,
    value: v,
    type,
    enabled: true,
  });
  return {
    name: `${bankName} (demo)`,
    values: [
      value('baseUrl', baseUrl),
      value('username', 'demo'),
      value('password', 'Demo-1234', 'secret'),
      value('adminUsername', 'admin'),
      value('adminPassword', 'Admin-1234', 'secret'),
    ],
    _postman_variable_scope: 'environment',
  };
}

/** The two Postman routes of a bank app (`basePath`: the sandbox's '/s/{name}', if any). */
export function postmanRoutes(deps: Pick<AppDeps, 'brand' | 'env'>, basePath = ''): Hono {
  const app = new Hono();
  const baseUrlOf = (url: string) =>
    `${deps.env.PUBLIC_ORIGIN ?? new URL(url).origin}${basePath}/api`;
  app.get('/postman.json', async (c) =>
    c.json(await collectionFor(deps.brand.name, baseUrlOf(c.req.url))),
  );
  app.get('/postman-environment.json', (c) =>
    c.json(postmanEnvironment(deps.brand.name, baseUrlOf(c.req.url))),
  );
  return app;
}
