// The sub-user keys of the gateway's CIS Automotive account: only `automotive:admin` (or `*`) reaches them, refused
// callers cause no upstream call, a made key is shown once and works upstream until revoked, and the account's
// apiID/apiKey reach only the account routes, never a response or a log line.
import { Writable } from 'node:stream';
import { loadConfig } from '../../src/config/index.js';
import { createGateway, type Gateway } from '../../src/gateway.js';
import { createLogger } from '../../src/logger.js';
import { AUTOMOTIVE_DEMO } from '../../sandbox/automotive/index.js';
import { errorAt, startHarness, type GraphQLResponse, type Harness } from '../support/harness.js';

const READ_KEY = 'automotive-reader-0123456789';
const ADMIN_KEY = 'automotive-admin-0123456789a';
const EVERY_KEY = 'every-scope-key-0123456789ab';

const LIST = '{ automotive { subUserKeys { uuid domain endpoints createdAt revoked } } }';
const CREATE = `mutation($site: String, $endpoints: [String!]) {
  createAutomotiveSubUserKey(siteName: $site, endpoints: $endpoints) { key uuid domain endpoints createdAt } }`;
const REVOKE = 'mutation($uuid: String!) { revokeAutomotiveSubUserKey(uuid: $uuid) { uuid message } }';
const ACCOUNT_ROUTES = /^\/(getSubUserKeys|makeSubUserKey|revokeSubUserKey)$/;

let upstreams: Harness;
let gateway: Gateway;
const logs: string[] = [];
const responses: string[] = [];

beforeAll(async () => {
  upstreams = await startHarness({ services: ['automotive'] });
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  gateway = createGateway(
    loadConfig({
      LOG_LEVEL: 'debug',
      AUTOMOTIVE_BASE_URL: upstreams.sandbox.service('automotive').baseUrl,
      AUTOMOTIVE_API_ID: AUTOMOTIVE_DEMO.apiId,
      AUTOMOTIVE_API_KEY: AUTOMOTIVE_DEMO.apiKey,
      // Cached answers on, so the test shows an admin's list is never served to a reader.
      RESPONSE_CACHE: 'true',
      GATEWAY_API_KEYS: `${READ_KEY}:automotive;${ADMIN_KEY}:automotive:admin;${EVERY_KEY}:*`,
    }),
    { logger: createLogger('debug', sink) },
  );
});
afterAll(async () => {
  await gateway.dispose();
  await upstreams.close();
});
const automotive = () => upstreams.sandbox.service('automotive');
const accountCalls = () => automotive().recorder.requests.filter((request) => ACCOUNT_ROUTES.test(request.path));

async function post(
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<GraphQLResponse> {
  const response = await gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  responses.push(text);
  return JSON.parse(text) as GraphQLResponse;
}

/** A data call made upstream directly with a key, as a front-end application would. */
async function regionsWith(key: string): Promise<number> {
  const url = new URL('/getRegions', automotive().baseUrl);
  url.searchParams.set('jwt', key);
  return (await fetch(url)).status;
}

const missingScope = { code: 'FORBIDDEN', service: 'automotive', reason: 'missing-scope' };

test('the read scope and anonymous callers are refused every account operation, with no upstream call', async () => {
  expect((await post('{ automotive { regions } }', {}, { 'x-api-key': READ_KEY })).errors).toBeUndefined();
  automotive().recorder.reset();
  for (const headers of [{ 'x-api-key': READ_KEY }, {}] as Array<Record<string, string>>) {
    const list = await post(LIST, {}, headers);
    expect(errorAt(list, ['automotive', 'subUserKeys'])?.extensions).toEqual(missingScope);
    const created = await post(CREATE, {}, headers);
    expect(created.data).toEqual({ createAutomotiveSubUserKey: null });
    expect(errorAt(created, ['createAutomotiveSubUserKey'])?.extensions).toEqual(missingScope);
    const revoked = await post(REVOKE, { uuid: 'd6f1c1e8-0000-4000-8000-000000000000' }, headers);
    expect(errorAt(revoked, ['revokeAutomotiveSubUserKey'])?.extensions).toEqual(missingScope);
  }
  expect(accountCalls()).toEqual([]);
});

test('the admin makes a key (shown once, usable upstream), lists it without the key, and revokes it', async () => {
  const headers = { 'x-api-key': ADMIN_KEY };
  // The admin scope covers the service's reads too.
  expect((await post('{ automotive { regions } }', {}, headers)).errors).toBeUndefined();

  const created = await post(CREATE, { site: 'shop.example.com', endpoints: ['listings', '/getRegions'] }, headers);
  expect(created.errors).toBeUndefined();
  const key = (created.data?.createAutomotiveSubUserKey ?? {}) as Record<string, unknown>;
  expect(key).toMatchObject({ domain: 'shop.example.com', endpoints: ['listings', '/getRegions'] });
  expect(typeof key.key).toBe('string');
  expect(typeof key.uuid).toBe('string');
  expect(new Date(String(key.createdAt)).getTime()).toBeGreaterThan(Date.now() - 60_000);
  const [makeCall] = automotive().recorder.matching('POST', '/makeSubUserKey');
  expect(makeCall?.query).toMatchObject({ siteName: 'shop.example.com' });
  expect(await regionsWith(String(key.key))).toBe(200);

  const listed = await post(LIST, {}, headers);
  expect(listed.errors).toBeUndefined();
  const keys = (listed.data?.automotive as { subUserKeys: Array<Record<string, unknown>> }).subUserKeys;
  expect(keys).toEqual([expect.objectContaining({ uuid: key.uuid, domain: 'shop.example.com', revoked: false })]);
  // Listings never carry the key itself.
  expect(JSON.stringify(listed)).not.toContain(String(key.key));

  // A reader right after the admin gets no cached copy of the admin's list.
  const reader = await post(LIST, {}, { 'x-api-key': READ_KEY });
  expect(errorAt(reader, ['automotive', 'subUserKeys'])?.extensions).toEqual(missingScope);

  expect(await post(REVOKE, { uuid: key.uuid }, headers)).toEqual({
    data: { revokeAutomotiveSubUserKey: { uuid: key.uuid, message: 'Sub user key revoked' } },
  });
  expect(await regionsWith(String(key.key))).toBe(403);
  const after = await post(LIST, {}, headers);
  expect(after.data).toEqual({
    automotive: { subUserKeys: [expect.objectContaining({ uuid: key.uuid, revoked: true })] },
  });

  const unknown = await post(REVOKE, { uuid: 'no-such-key' }, { 'x-api-key': EVERY_KEY });
  expect(errorAt(unknown, ['revokeAutomotiveSubUserKey'])?.extensions).toMatchObject({ code: 'NOT_FOUND' });
});

test('bad arguments are BAD_USER_INPUT with no upstream call', async () => {
  automotive().recorder.reset();
  const headers = { 'x-api-key': ADMIN_KEY };
  for (const variables of [{ site: 'evil.example.com/path' }, { endpoints: [] }, { endpoints: ['listings?jwt=x'] }]) {
    const result = await post(CREATE, variables, headers);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  }
  const revoked = await post(REVOKE, { uuid: '../getToken' }, headers);
  expect(revoked.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  expect(automotive().recorder.count()).toBe(0);
});

test("the account's apiID/apiKey reach only the account routes, and never a response or a log line", async () => {
  automotive().recorder.reset();
  expect((await post(LIST, {}, { 'x-api-key': ADMIN_KEY })).errors).toBeUndefined();
  expect((await post('{ automotive { regions } }', {}, { 'x-api-key': ADMIN_KEY })).errors).toBeUndefined();
  const calls = accountCalls();
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) {
    expect(call.query).toMatchObject({ apiID: AUTOMOTIVE_DEMO.apiId, apiKey: AUTOMOTIVE_DEMO.apiKey });
    expect(call.query.jwt).toBeUndefined();
  }
  for (const call of automotive().recorder.requests) {
    if (ACCOUNT_ROUTES.test(call.path) || call.path === '/getToken') continue;
    expect(JSON.stringify([call.query, call.headers])).not.toContain(AUTOMOTIVE_DEMO.apiKey);
  }
  // A failing account call (its body echoing the key) is logged and answered without it.
  automotive().faults.inject(
    { kind: 'status', status: 500, body: { detail: AUTOMOTIVE_DEMO.apiKey } },
    {
      path: '/getSubUserKeys',
    },
  );
  const failed = await post(LIST, {}, { 'x-api-key': ADMIN_KEY });
  automotive().faults.clear();
  expect(errorAt(failed, ['automotive', 'subUserKeys'])?.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });

  const text = logs.join('\n');
  expect(text).toContain('/getSubUserKeys');
  expect(text).not.toContain(AUTOMOTIVE_DEMO.apiKey);
  expect(text).not.toMatch(/apiKey=/);
  expect(responses.join('\n')).not.toContain(AUTOMOTIVE_DEMO.apiKey);
});
