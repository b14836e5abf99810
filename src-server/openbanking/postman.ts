/**
 * The Postman collection of the open-banking API at /psd2/v1/postman.json, built the way the
 * bank's is (rest/postman-course.ts): steps naming documented operations, checked against the
 * document, each with tests of its status and the documented shape. Every request sends
 * `X-API-Key: {{apiKey}}` and a fresh `X-Request-ID` (`{{$guid}}`).
 */
import type { Folder } from '../rest/postman-course';
import { requestItem } from '../rest/postman-course';
import { psd2Document } from './openapi';

// biome-ignore lint/suspicious/noExplicitAny: a Postman collection is plain JSON
type Json = any;

const set = (name: string, expression: string) =>
  `pm.collectionVariables.set('${name}', ${expression});`;
const test = (title: string, ...lines: string[]) =>
  `pm.test(${JSON.stringify(title)}, () => { ${lines.join(' ')} });`;

const KEY = { 'X-API-Key': '{{apiKey}}', 'X-Request-ID': '{{$guid}}' };
const READ = { ...KEY, 'Consent-ID': '{{consentId}}' };

/** The course of the open-banking API, folder by folder. */
export const PSD2_COURSE: Folder[] = [
  {
    name: '1. Ask for a consent',
    description:
      'Set `apiKey` to the key of a third party (Admin → Third parties). Then open the `scaRedirect` link the first request saves, sign in as the customer and approve with the PIN before the next folder.',
    steps: [
      {
        name: 'Create a consent',
        method: 'POST',
        path: '/consents',
        headers: KEY,
        body: {
          access: { balances: [], transactions: [] },
          recurringIndicator: true,
          validUntil: '{{validUntil}}',
          frequencyPerDay: 4,
        },
        pre: [set('validUntil', 'new Date(Date.now() + 90 * 86400000).toISOString().slice(0, 10)')],
        status: 201,
        tests: [
          test('received', "pm.expect(body.consentStatus).to.eql('received');"),
          set('consentId', 'body.consentId'),
          set('scaRedirect', 'body._links.scaRedirect.href'),
        ],
      },
      {
        name: 'Read its status',
        method: 'GET',
        path: '/consents/{consentId}/status',
        params: { consentId: '{{consentId}}' },
        headers: KEY,
        status: 200,
      },
      {
        name: 'Read the consent',
        method: 'GET',
        path: '/consents/{consentId}',
        params: { consentId: '{{consentId}}' },
        headers: KEY,
        status: 200,
      },
    ],
  },
  {
    name: '2. Read with the approved consent',
    description: 'Run after the customer approved the consent at `scaRedirect`.',
    steps: [
      {
        name: 'The granted accounts',
        method: 'GET',
        path: '/accounts',
        headers: READ,
        status: 200,
        tests: [set('resourceId', 'body.accounts[0].resourceId')],
      },
      {
        name: 'Balances',
        method: 'GET',
        path: '/accounts/{account-id}/balances',
        params: { 'account-id': '{{resourceId}}' },
        headers: READ,
        status: 200,
      },
      {
        name: 'Booked transactions, a page of 5',
        method: 'GET',
        path: '/accounts/{account-id}/transactions',
        params: { 'account-id': '{{resourceId}}' },
        query: { bookingStatus: 'booked', limit: '5' },
        headers: READ,
        status: 200,
        tests: [
          test(
            'amounts are two-decimal strings',
            'body.transactions.booked.forEach((t) => pm.expect(t.transactionAmount.amount).to.match(/^-?\\d+\\.\\d{2}$/));',
          ),
        ],
      },
    ],
  },
  {
    name: '3. Refusals and the end of the consent',
    description: 'The standard error bodies, then the third party ends its consent.',
    steps: [
      {
        name: 'No Consent-ID: FORMAT_ERROR',
        method: 'GET',
        path: '/accounts',
        headers: KEY,
        status: 400,
        tests: [test('code', "pm.expect(body.tppMessages[0].code).to.eql('FORMAT_ERROR');")],
      },
      {
        name: 'An unknown account: RESOURCE_UNKNOWN',
        method: 'GET',
        path: '/accounts/{account-id}/balances',
        params: { 'account-id': 'acc-unknown' },
        headers: READ,
        status: 404,
      },
      {
        name: 'End the consent',
        method: 'DELETE',
        path: '/consents/{consentId}',
        params: { consentId: '{{consentId}}' },
        headers: KEY,
        status: 204,
      },
      {
        name: 'The next read: CONSENT_INVALID',
        method: 'GET',
        path: '/accounts',
        headers: READ,
        status: 401,
        tests: [test('code', "pm.expect(body.tppMessages[0].code).to.eql('CONSENT_INVALID');")],
      },
    ],
  },
];

/**
 * The collection for the API at `baseUrl`.
 * @param baseUrl the API's root (`http://localhost:3000/psd2/v1`), the `baseUrl` variable
 * @returns a Postman v2.1 collection (plain JSON) with the variables it sets declared
 * @throws when a step names an operation or status the document lacks
 */
export function psd2Postman(baseUrl: string): Json {
  const doc = psd2Document(new URL(baseUrl).pathname);
  return {
    info: {
      name: 'Open banking (NextGenPSD2) API',
      description: doc.info.description,
      schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    },
    item: PSD2_COURSE.map((folder) => ({
      name: folder.name,
      description: folder.description,
      item: folder.steps.map((step) => requestItem(step, doc)),
    })),
    variable: [
      { key: 'baseUrl', value: baseUrl, type: 'string' },
      { key: 'apiKey', value: '', type: 'string' },
      ...['consentId', 'scaRedirect', 'resourceId', 'validUntil'].map((key) => ({
        key,
        value: '',
        type: 'string',
      })),
    ],
  };
}
