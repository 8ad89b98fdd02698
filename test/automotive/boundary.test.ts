// What Automotive answers for bodies that leave things out or carry the wrong shape: what the spec lets the upstream
// omit is null (or filled from the request), a record without its identity is an UPSTREAM_ERROR (invalid-response)
// at its own place while the rest answers.
import { loadConfig } from '../../src/config/index.js';
import { createGateway, type Gateway } from '../../src/gateway.js';
import { startContractUpstream, type ContractUpstream } from '../contract/support/upstream.js';

const bodies = new Map<string, unknown>();
let upstream: ContractUpstream;
let gateway: Gateway;
const VIN = '1HGCM82633A004352';

beforeAll(async () => {
  const paths = [
    ...['/getDealersByID', '/getDealers', '/getModels', '/listings', '/vehicleHistory', '/vinDecode'],
    ...['/daysSupply', '/daysToSell', '/getRegionMarketShare'],
  ];
  upstream = await startContractUpstream({
    basePath: '',
    routes: [
      { method: 'GET', path: '/getToken', reply: () => ({ body: { token: 'jwt-token' } }) },
      ...paths.map((path) => ({ method: 'GET', path, reply: () => ({ body: bodies.get(path) }) })),
    ],
  });
  gateway = createGateway(
    loadConfig({
      LOG_LEVEL: 'silent',
      AUTOMOTIVE_BASE_URL: upstream.baseUrl,
      AUTOMOTIVE_API_ID: 'id',
      AUTOMOTIVE_API_KEY: 'key',
      AUTOMOTIVE_RETRIES: '0',
      // The gateway's own automotive key, spent for any caller of this test gateway.
      GATEWAY_ANONYMOUS_SCOPES: 'automotive',
    }),
  );
});
afterAll(async () => {
  await gateway.dispose();
  await upstream.close();
});

async function query(document: string) {
  const response = await gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: document }),
  });
  return (await response.json()) as {
    data?: { automotive: Record<string, unknown> } | null;
    errors?: Array<{ path?: Array<string | number>; extensions?: Record<string, unknown> }>;
  };
}
const invalid = { code: 'UPSTREAM_ERROR', reason: 'invalid-response' };
const dealer = (ids: number[]) => ({ dealerName: 'D', address: 'A', state: 'CA', zipCode: 2134, ids });

test('a dealer looked up by id whose body lists no ids answers the id asked for', async () => {
  bodies.set('/getDealersByID', { data: [dealer([])] });
  const result = await query('{ automotive { dealer(id: 42) { id: upstreamId ids zipCode } } }');
  expect(result.errors).toBeUndefined();
  expect(result.data?.automotive.dealer).toEqual({ id: '42', ids: [42], zipCode: '02134' });
});

test('a dealer without ids in a list is an error at its place; the other dealers answer', async () => {
  bodies.set('/getDealers', { data: [dealer([5]), dealer([])] });
  const result = await query('{ automotive { dealersByZipCode(zipCode: "02134") { id: upstreamId } } }');
  expect(result.data?.automotive.dealersByZipCode).toEqual([{ id: '5' }, null]);
  expect(result.errors?.[0]?.path).toEqual(['automotive', 'dealersByZipCode', 1, 'id']);
  expect(result.errors?.[0]?.extensions).toMatchObject(invalid);
});

test('a model entry without its name is an error at its place', async () => {
  bodies.set('/getModels', { data: [{ modelName: 'Civic' }, { other: 1 }], brandName: 'Honda' });
  const result = await query('{ automotive { models(brandName: "Honda") { name brandName } } }');
  expect(result.data?.automotive.models).toEqual([{ name: 'Civic', brandName: 'Honda' }, null]);
  expect(result.errors?.[0]?.path).toEqual(['automotive', 'models', 1, 'name']);
  expect(result.errors?.[0]?.extensions).toMatchObject(invalid);
});

test('a listing without mileage says null, not 0; a year the spec types as number keeps its value', async () => {
  const listing = {
    vin: VIN,
    askPrice: 1,
    msrp: 2,
    isNew: true,
    firstSeen: '2024-01-01',
    lastSeen: '2024-01-02',
    modelName: 'Civic',
    brandName: 'Honda',
    year: 2019.5,
    dealerID: 3,
  };
  bodies.set('/listings', { data: { page: 1, maxPages: 1, listings: [listing] } });
  const result = await query('{ automotive { dealerListings(dealerId: 3) { edges { node { mileage year } } } } }');
  expect(result.errors).toBeUndefined();
  expect(result.data?.automotive.dealerListings).toEqual({ edges: [{ node: { mileage: null, year: 2019.5 } }] });
});

test('a history or a decode that leaves the VIN out answers the VIN asked for', async () => {
  bodies.set('/vehicleHistory', { data: { data: [] } });
  bodies.set('/vinDecode', {});
  const result = await query(
    `{ automotive { vehicleHistory(vin: "${VIN}") { vin entries { price } } vinDecode(vin: "${VIN}") { vin make recalls { summary } fields } } }`,
  );
  expect(result.errors).toBeUndefined();
  expect(result.data?.automotive).toEqual({
    vehicleHistory: { vin: VIN, entries: [] },
    vinDecode: { vin: VIN, make: null, recalls: null, fields: {} },
  });
});

test.each([
  ['a string where the envelope belongs', '"nope"'],
  ['a list where the data object belongs', { data: [1] }],
  ['a string where the listings belong', { data: { page: 1, maxPages: 1, listings: 'x' } }],
])('%s is an UPSTREAM_ERROR on that field', async (_label, body) => {
  bodies.set('/listings', body);
  const result = await query('{ automotive { dealerListings(dealerId: 3) { edges { node { vin } } } } }');
  expect(result.data?.automotive.dealerListings).toBeNull();
  expect(result.errors?.[0]?.path).toEqual(['automotive', 'dealerListings']);
  expect(result.errors?.[0]?.extensions).toMatchObject(invalid);
});

test('a dealer without its ZIP code errs on that field, rather than answering "undefined"', async () => {
  bodies.set('/getDealers', { data: [{ dealerName: 'D', address: 'A', state: 'CA', ids: [9] }] });
  const result = await query('{ automotive { dealersByZipCode(zipCode: "02134") { id: upstreamId zipCode } } }');
  expect(result.data?.automotive.dealersByZipCode).toEqual([null]);
  expect(result.errors?.[0]?.path).toEqual(['automotive', 'dealersByZipCode', 0, 'zipCode']);
  expect(result.errors?.[0]?.extensions).toMatchObject(invalid);
});

test('untyped data (GenericResponse) sent as one number is read: the statistic as `value`, a report as its data', async () => {
  bodies.set('/daysSupply', { brandName: 'Ford', regionName: 'REGION_STATE_CA', data: 61.5 });
  bodies.set('/daysToSell', { brandName: 'Ford', regionName: 'REGION_STATE_CA', data: { average: 40 } });
  bodies.set('/getRegionMarketShare', { regionName: 'REGION_STATE_CA', data: 0.25 });
  const result = await query(
    `{ automotive {
      daysSupply(brandName: "Ford") { value average }
      daysToSell(brandName: "Ford") { value average }
      regionMarketShare { data }
    } }`,
  );
  expect(result).toEqual({
    data: {
      automotive: {
        daysSupply: { value: 61.5, average: null },
        daysToSell: { value: null, average: 40 },
        regionMarketShare: { data: 0.25 },
      },
    },
  });
});

test('untyped data of another kind (a string) stays an UPSTREAM_ERROR on that field', async () => {
  bodies.set('/daysSupply', { data: 'sixty' });
  const result = await query('{ automotive { daysSupply(brandName: "Ford") { value } } }');
  expect(result.data?.automotive.daysSupply).toBeNull();
  expect(result.errors?.[0]?.extensions).toMatchObject(invalid);
});
