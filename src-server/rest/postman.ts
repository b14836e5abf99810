/**
 * The Postman collection of the REST API and an environment to run it with:
 *
 *   GET /api/postman.json              the course collection (postman-course.ts), its
 *                                      `baseUrl` this bank's /api
 *   GET /api/postman-environment.json  baseUrl, the demo customer (username, password, pin)
 *                                      and the demo admin (adminUsername, adminPassword)
 *
 * The collection is built from the served OpenAPI document, which it only reads (the
 * document is frozen and served unchanged afterwards).
 */
import { Hono } from 'hono';
import type { AppDeps } from '../trpc/context';
import { methodNotAllowed } from './allowed-methods';
import { openApiDocument } from './openapi';
import { courseCollection } from './postman-course';

// biome-ignore lint/suspicious/noExplicitAny: a Postman collection is plain JSON
type Collection = any;

const collections = new Map<string, Collection>();

/**
 * The course collection of the main bank's document (made on first call per bank name,
 * then kept: the document does not change while the process runs).
 * @param bankName the brand's name, as `openApiDocument` takes it
 * @returns the Postman v2.1 collection (plain JSON), the same object on every call
 * @throws when a course step names an operation or status the document lacks
 */
export function postmanCollection(bankName: string): Collection {
  let collection = collections.get(bankName);
  if (!collection) {
    collection = courseCollection(openApiDocument(bankName), `${bankName} REST API`);
    collections.set(bankName, collection);
  }
  return collection;
}

/** The collection with `baseUrl` set to the bank's API (`{origin}{basePath}/api`). */
function collectionFor(bankName: string, baseUrl: string): Collection {
  const base = postmanCollection(bankName);
  const variables = ((base.variable ?? []) as { key: string; value: string }[]).filter(
    (v) => v.key !== 'baseUrl',
  );
  return {
    ...base,
    variable: [{ key: 'baseUrl', value: baseUrl, type: 'string' }, ...variables],
  };
}

/**
 * The environment to import beside the collection: where the bank is and who signs in.
 * @param bankName the brand's name (the environment is called "<name> (demo)")
 * @param baseUrl the bank's API root, ending in `/api` (`http://localhost:3000/s/ana/api`)
 * @returns a Postman environment (plain JSON) with `baseUrl`, the demo customer's `username`,
 *   `password` and transaction `pin`, and the demo admin's `adminUsername` and `adminPassword`
 *   (the demo sign-ins of the seed; passwords and PIN typed `secret`)
 */
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
      value('pin', '1234', 'secret'),
      value('adminUsername', 'admin'),
      value('adminPassword', 'Admin-1234', 'secret'),
    ],
    _postman_variable_scope: 'environment',
  };
}

/**
 * The two Postman routes of a bank app, each GET only (another method answers 405 with
 * `Allow: GET, HEAD`).
 * @param deps the brand (names the collection) and env (`PUBLIC_ORIGIN`, when set, is the origin)
 * @param basePath a sandbox's '/s/{name}', or '' for the main bank
 */
export function postmanRoutes(deps: Pick<AppDeps, 'brand' | 'env'>, basePath = ''): Hono {
  const app = new Hono();
  const baseUrlOf = (url: string) =>
    `${deps.env.PUBLIC_ORIGIN ?? new URL(url).origin}${basePath}/api`;
  app.get('/postman.json', (c) => c.json(collectionFor(deps.brand.name, baseUrlOf(c.req.url))));
  app.get('/postman-environment.json', (c) =>
    c.json(postmanEnvironment(deps.brand.name, baseUrlOf(c.req.url))),
  );
  app.all('/postman.json', (c) => methodNotAllowed(c.req.method, ['GET', 'HEAD']));
  app.all('/postman-environment.json', (c) => methodNotAllowed(c.req.method, ['GET', 'HEAD']));
  return app;
}
