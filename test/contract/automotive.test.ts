// Automotive (CIS Automotive, spec H) against bodies generated from the spec.
//
// Where the spec gives no schema (`GenericResponse`, whose `data` is untyped), the `data` of each variant is
// generated from a schema derived from the operation's description, inside the spec's own envelope:
// - daysSupply, daysToSell: "average, median, standard deviation, population variance, and whole region average"
//   (`average`, `median`, `stdDev`, `pVar`, `wholeRegionAverage`, numbers, none promised);
// - vinDecode: the decoded NHTSA fields named in its description as strings, with `recalls` "if available" (the
//   NHTSA recall fields);
// - getSubUserKeys: the keys, named as `SubUserJSONWebToken` names them (uuid, domain, endPoints, createdOn,
//   expires) with `revoked` ("includes active and revoked keys");
// - regionSales, regionDailySales, getRegionMarketShare, getRegionBrandMarketShare: left untyped, as the spec has it
//   (the gateway passes that `data` on as JSON).
// `/getToken` answers a spec-shaped `JSONWebToken` whose `token` is a real-looking JWT valid for an hour: the token
// is the credential of every data call (checked by `authorize`); the exchange itself meets every variant of that
// body in test/automotive/token-variants.test.ts.
import type { JsonSchema } from './support/spec.js';
import { generateBody } from './support/generate.js';
import { describeContract } from './support/contract.js';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJjb250cmFjdCJ9.c2lnbmF0dXJl';
const number: JsonSchema = { type: 'number' };
const string: JsonSchema = { type: 'string' };

const LOT_STATISTICS: JsonSchema = {
  type: 'object',
  properties: { average: number, median: number, stdDev: number, pVar: number, wholeRegionAverage: number },
};
const VIN_DECODE: JsonSchema = {
  type: 'object',
  properties: {
    VIN: string,
    Make: string,
    Model: string,
    ModelYear: string,
    Trim: string,
    BodyClass: string,
    VehicleType: string,
    FuelTypePrimary: string,
    EngineCylinders: string,
    DisplacementL: string,
    Doors: string,
    Manufacturer: string,
    PlantCountry: string,
    ErrorCode: string,
    ErrorText: string,
    recalls: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          NHTSACampaignNumber: string,
          Manufacturer: string,
          Component: string,
          Summary: string,
          Consequence: string,
          Remedy: string,
          ReportReceivedDate: { type: 'string', format: 'date-time' },
        },
      },
    },
  },
};
// The sub-user keys, as their description and `SubUserJSONWebToken` name them (the list never needs the key).
const SUB_USER_KEYS: JsonSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      uuid: string,
      domain: string,
      endPoints: { type: 'array', items: string },
      createdOn: { type: 'integer' },
      expires: { type: 'integer' },
      revoked: { type: 'boolean' },
    },
  },
};
const DERIVED: Record<string, JsonSchema> = {
  '/getSubUserKeys': SUB_USER_KEYS,
  '/daysSupply': LOT_STATISTICS,
  '/daysToSell': LOT_STATISTICS,
  '/vinDecode': VIN_DECODE,
};

const VIN = '1HGCM82633A004352';
const where = '(where: { region: REGION_STATE_CA, brandName: "Honda" }, first: 3)';

describeContract({
  service: 'automotive',
  spec: 'H-cis-automotive.yaml',
  env: { AUTOMOTIVE_API_ID: 'contract-id', AUTOMOTIVE_API_KEY: 'contract-key' },
  // The token exchange and the sub-user key routes take the account's apiID/apiKey; data routes the JWT.
  authorize: (request) =>
    ['/getToken', '/getSubUserKeys', '/makeSubUserKey', '/revokeSubUserKey'].includes(request.path)
      ? request.query.get('apiID') === 'contract-id' && request.query.get('apiKey') === 'contract-key'
      : request.query.get('jwt') === TOKEN,
  reply: ({ operation, variant, spec }) => {
    if (operation.path === '/getToken') {
      const now = Math.floor(Date.now() / 1000);
      return { status: 200, body: { token: TOKEN, createdOn: now, expires: now + 3600 } };
    }
    const derived = DERIVED[operation.path];
    if (!derived || variant === 'wrong-root') return undefined;
    const schemas = (spec.document.components as { schemas: Record<string, JsonSchema> }).schemas;
    const envelope = schemas.GenericResponse!;
    const schema = { ...envelope, properties: { ...envelope.properties, data: derived } };
    return { status: 200, body: generateBody(schema, variant, operation.path.length) };
  },
  operations: [
    'GET /getToken',
    'GET /getBrands',
    'GET /getModels',
    'GET /getInactiveModels',
    'GET /getRegions',
    'GET /getDealers',
    'GET /getDealersByID',
    'GET /getDealersByRegion',
    'GET /listings',
    'GET /listings2',
    'GET /listingsByDate',
    'GET /listingsByRegion',
    'GET /listingsByRegionAndDate',
    'GET /listingsByZipCode',
    'GET /listingsByZipCodeAndDate',
    'GET /listPrice',
    'GET /salePrice',
    'GET /salePriceHistogram',
    'GET /similarSalePrice',
    'GET /valuation',
    'GET /topModels',
    'GET /modelYearDist',
    'GET /daysSupply',
    'GET /daysToSell',
    'GET /regionSales',
    'GET /regionDailySales',
    'GET /getRegionMarketShare',
    'GET /getRegionBrandMarketShare',
    'GET /vinDecode',
    'GET /vehicleHistory',
    'GET /vehicleSeen',
    'GET /getSubUserKeys',
    'POST /makeSubUserKey',
    'PUT /revokeSubUserKey',
  ],
  entries: [
    { field: 'automotive.brands' },
    { field: 'automotive.models', args: '(brandName: "Honda")' },
    { field: 'automotive.inactiveModels', args: '(brandName: "Honda")' },
    { field: 'automotive.regions' },
    { field: 'automotive.dealersByZipCode', args: '(zipCode: "92701")' },
    // Empty `data` is no dealer by that id: null is the answer.
    { field: 'automotive.dealer', args: '(id: 7)', mayBeNull: true },
    { field: 'automotive.dealersByRegion', args: '(first: 3)' },
    { field: 'automotive.dealerListings', args: '(dealerId: 7, first: 3)' },
    { field: 'automotive.listingSearch', args: where },
    {
      field: 'automotive.dealerListingsByDate',
      args: '(dealerId: 7, startDate: "2024-01-01", endDate: "2024-01-31", first: 3)',
    },
    { field: 'automotive.regionListings', args: '(region: REGION_STATE_CA, modelName: "Civic", first: 3)' },
    {
      field: 'automotive.regionListingsByDate',
      args: '(region: REGION_STATE_CA, modelName: "Civic", startDate: "2024-01-01", endDate: "2024-01-31", first: 3)',
    },
    { field: 'automotive.zipCodeListings', args: '(zipCode: "92701", first: 3)' },
    {
      field: 'automotive.zipCodeListingsByDate',
      args: '(zipCode: "92701", startDate: "2024-01-01", endDate: "2024-01-31", first: 3)',
    },
    { field: 'automotive.listPrice', args: '(brandName: "Honda")' },
    { field: 'automotive.salePrice', args: '(brandName: "Honda")' },
    { field: 'automotive.salePriceHistogram', args: '(brandName: "Honda", modelName: "Civic")' },
    { field: 'automotive.similarSalePrice', args: `(vin: "${VIN}")` },
    { field: 'automotive.valuation', args: `(vin: "${VIN}", area: { region: REGION_STATE_CA })` },
    { field: 'automotive.topModels' },
    { field: 'automotive.modelYearDistribution', args: '(brandName: "Honda", modelName: "Civic")' },
    { field: 'automotive.daysSupply', args: '(brandName: "Honda")' },
    { field: 'automotive.daysToSell', args: '(brandName: "Honda")' },
    { field: 'automotive.regionSales', args: '(brandName: "Honda", region: REGION_STATE_CA, month: "2024-01-01")' },
    {
      field: 'automotive.regionDailySales',
      args: '(brandName: "Honda", region: REGION_STATE_CA, day: "2024-01-05")',
    },
    { field: 'automotive.regionMarketShare' },
    { field: 'automotive.regionBrandMarketShare', args: '(brandName: "Honda")' },
    { field: 'automotive.vinDecode', args: `(vin: "${VIN}")` },
    { field: 'automotive.vehicleHistory', args: `(vin: "${VIN}")` },
    { field: 'automotive.vehicleSeen', args: `(vin: "${VIN}", afterDate: "2024-01-01")` },
    { field: 'automotive.subUserKeys' },
    { field: 'createAutomotiveSubUserKey', args: '(siteName: "shop.example.com", endpoints: ["*"])', mutation: true },
    { field: 'revokeAutomotiveSubUserKey', args: '(uuid: "3f1c2a9e-7b4d-4e8a-9c1f-0a2b3c4d5e6f")', mutation: true },
  ],
});
