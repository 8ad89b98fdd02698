// Bad input is refused with BAD_USER_INPUT naming the argument, before any upstream call (not even /getToken).
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['automotive'] });
});
afterAll(() => harness.close());
beforeEach(() => harness.sandbox.service('automotive').recorder.reset());

const upstreamCalls = () => harness.sandbox.service('automotive').recorder.count();

test.each([
  ['a VIN of 16 characters', '{ automotive { vinDecode(vin: "1HGCM82633A00435") { make } } }', 'vin'],
  ['a VIN with an I', '{ automotive { vinDecode(vin: "1HGCM82633I004352") { make } } }', 'vin'],
  ['a VIN with an O', '{ automotive { vehicleHistory(vin: "1HGCM82633O004352") { vin } } }', 'vin'],
  ['a VIN with a Q', '{ automotive { vehicleSeen(vin: "1HGCM82633Q004352", afterDate: "2024-01-01") } }', 'vin'],
  [
    'a VIN with punctuation',
    '{ automotive { valuation(vin: "1HGCM8263-A004352", area: { region: REGION_STATE_CA }) { newCount } } }',
    'vin',
  ],
  ['an unknown region', '{ automotive { topModels(region: REGION_STATE_XX) { modelName } } }', 'region'],
  ['a region as a string', '{ automotive { daysSupply(brandName: "Ford", region: "CA") { average } } }', 'region'],
  [
    'a negative page size',
    '{ automotive { dealerListings(dealerId: 1001, first: -1) { edges { cursor } } } }',
    'first',
  ],
  ['a page size above 100', '{ automotive { dealersByRegion(first: 500) { edges { cursor } } } }', 'first'],
  ['a forged cursor', '{ automotive { dealersByRegion(after: "bm9wZQ") { edges { cursor } } } }', 'after'],
  ['a negative dealer id', '{ automotive { dealer(id: -4) { name } } }', 'id'],
  ['a four-digit ZIP code', '{ automotive { dealersByZipCode(zipCode: "9270") { name } } }', 'zipCode'],
  ['an empty brand name', '{ automotive { models(brandName: " ") { name } } }', 'brandName'],
  [
    'a date that is not a date',
    '{ automotive { regionDailySales(brandName: "Ford", region: REGION_STATE_CA, day: "2024-02-30") { data } } }',
    'day',
  ],
  [
    'an interval over 45 days',
    `{ automotive { dealerListingsByDate(dealerId: 1001, startDate: "2024-01-01", endDate: "2024-03-01") {
        edges { cursor } } } }`,
    'endDate',
  ],
  [
    'an interval that ends before it starts',
    `{ automotive { regionListingsByDate(region: REGION_STATE_CA, modelName: "Camry", startDate: "2024-03-01",
        endDate: "2024-02-01") { edges { cursor } } } }`,
    'endDate',
  ],
  [
    'daysBack above 45',
    '{ automotive { regionListings(region: REGION_STATE_CA, modelName: "Camry", daysBack: 90) { edges { cursor } } } }',
    'daysBack',
  ],
  [
    'daysBack above 120 for similar sale prices',
    '{ automotive { similarSalePrice(vin: "1HGCM82633A004352", daysBack: 121) { newCount } } }',
    'daysBack',
  ],
])('%s', async (_label, query, argument) => {
  const result = await harness.query(query);
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  expect(String(result.errors?.[0]?.extensions?.argument)).toContain(argument);
  expect(upstreamCalls()).toBe(0);
});

test.each([
  ['no dealer selection', '{ brandName: "Ford" }', 'dealerId'],
  ['GPS without a radius', '{ latitude: 33.7, longitude: -117.8 }', 'radius'],
  ['mileageLow above mileageHigh', '{ region: REGION_STATE_CA, mileageLow: 5000, mileageHigh: 10 }', 'mileageLow'],
  ['a latitude off the globe', '{ latitude: 123, longitude: 1, radius: 5 }', 'latitude'],
  // GraphQL itself rejects the literal, so the error names the argument that holds it.
  ['an unknown region in the search', '{ region: REGION_STATE_ZZ }', 'where'],
])('listing search with %s', async (_label, where, argument) => {
  const result = await harness.query(`{ automotive { listingSearch(where: ${where}) { edges { cursor } } } }`);
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  expect(String(result.errors?.[0]?.extensions?.argument)).toContain(argument);
  expect(upstreamCalls()).toBe(0);
});

test('a cursor that points at a negative upstream page', async () => {
  const cursor = Buffer.from(JSON.stringify({ p: '-1', s: 0 }), 'utf8').toString('base64url');
  const result = await harness.query(
    `{ automotive { dealerListings(dealerId: 1001, after: "${cursor}") { edges { cursor } } } }`,
  );
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'after' });
  expect(upstreamCalls()).toBe(0);
});

test('an unknown region passed as a variable', async () => {
  const result = await harness.query(
    'query ($region: AutomotiveRegion) { automotive { topModels(region: $region) { modelName } } }',
    {
      region: 'REGION_MARS',
    },
  );
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: '$region' });
  expect(upstreamCalls()).toBe(0);
});

test('a lower-case VIN is accepted and sent upper-case', async () => {
  const result = await harness.query(
    '{ automotive { vinDecode(vin: "1hgcm82633a004352", includeRecall: false) { vin } } }',
  );
  expect(result.errors).toBeUndefined();
  expect(result.data).toEqual({ automotive: { vinDecode: { vin: '1HGCM82633A004352' } } });
});
