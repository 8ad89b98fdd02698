// Every automotive field answers from the sandbox with typed data; listing and dealer connections walk every item
// exactly once; listing -> dealer lookups cost one call per distinct dealer.
import {
  allListings,
  BRANDS,
  daysAgo,
  DEALERS,
  DEALERS_BY_ID,
  listingsOfDealer,
} from '../../sandbox/automotive/data.js';
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['automotive'] });
});
afterAll(() => harness.close());
beforeEach(() => harness.sandbox.service('automotive').recorder.reset());

const recorder = () => harness.sandbox.service('automotive').recorder;
const dataCalls = () => recorder().requests.filter((request) => request.path !== '/getToken');

interface ListingNode {
  vin: string;
  brandName: string;
  modelName: string;
  isNew: boolean;
  year: number;
  lastSeen: string;
  dealerId: number;
}
interface Page<T> {
  edges: Array<{ cursor: string; node: T }>;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

async function query<T>(text: string, variables?: Record<string, unknown>): Promise<T> {
  const result = await harness.query<{ automotive: T }>(text, variables);
  expect(result.errors).toBeUndefined();
  return result.data!.automotive;
}

/** Follows `after` until the end; returns every node in order. */
async function walk<T>(field: string, args: string, selection: string, first: number): Promise<T[]> {
  const nodes: T[] = [];
  let after: string | null = null;
  for (let round = 0; round < 50; round += 1) {
    const page: Record<string, Page<T>> = await query(
      `query ($after: String) { automotive { ${field}(${args}, first: ${first}, after: $after) {
        edges { cursor node { ${selection} } } pageInfo { hasNextPage endCursor } } } }`,
      { after },
    );
    const connection = page[field]!;
    nodes.push(...connection.edges.map((edge) => edge.node));
    if (!connection.pageInfo.hasNextPage) return nodes;
    after = connection.pageInfo.endCursor;
  }
  throw new Error('paging did not end');
}

const LISTING = 'vin brandName modelName isNew year lastSeen dealerId';
const recentNew = (listing: { isNew: boolean; lastSeen: string }) => listing.isNew && listing.lastSeen >= daysAgo(45);

describe('paging', () => {
  test("a dealer's listings walk returns every listing exactly once", async () => {
    const dealer = DEALERS_BY_ID.get(1001)!;
    const expected = listingsOfDealer(dealer)
      .filter(recentNew)
      .map((listing) => listing.vin);
    expect(expected.length).toBeGreaterThan(20); // spans several upstream pages of 20
    const nodes = await walk<ListingNode>('dealerListings', 'dealerId: 1001', LISTING, 7);
    const vins = nodes.map((node) => node.vin);
    expect(new Set(vins).size).toBe(vins.length);
    expect(vins.sort()).toEqual([...expected].sort());
    // ceil(n / 7) GraphQL pages, each reading one or two upstream pages.
    const pages = recorder()
      .matching('GET', '/listings')
      .map((request) => Number(request.query.page));
    expect(Math.max(...pages)).toBe(Math.ceil(expected.length / 20));
    expect(pages.length).toBeLessThanOrEqual(2 * Math.ceil(expected.length / 7));
  });

  test('a page larger than the upstream page joins upstream pages', async () => {
    const dealer = DEALERS_BY_ID.get(1001)!;
    const expected = listingsOfDealer(dealer).filter(recentNew).length;
    const result = await query<{ dealerListings: Page<ListingNode> }>(
      '{ automotive { dealerListings(dealerId: 1001, first: 100) { edges { node { vin } } pageInfo { hasNextPage } } } }',
    );
    expect(result.dealerListings.edges).toHaveLength(expected);
    expect(result.dealerListings.pageInfo.hasNextPage).toBe(false);
    expect(recorder().count('GET', '/listings')).toBe(Math.ceil(expected / 20));
  });

  test('dealers in a region walk returns every dealer exactly once', async () => {
    const expected = DEALERS.filter((dealer) => dealer.state === 'CA').map((dealer) => dealer.id);
    expect(expected.length).toBeGreaterThan(60);
    const nodes = await walk<{ upstreamId: string }>('dealersByRegion', 'region: REGION_STATE_CA', 'upstreamId', 25);
    const ids = nodes.map((node) => Number(node.upstreamId));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual([...expected].sort());
  });

  test('listing search walks every matching listing once, and each matches the filters', async () => {
    const expected = allListings().filter(
      (listing) =>
        DEALERS_BY_ID.get(listing.dealerID)!.state === 'CA' &&
        listing.brandName === 'Ford' &&
        !listing.isNew &&
        listing.lastSeen >= daysAgo(44),
    );
    const nodes = await walk<ListingNode>(
      'listingSearch',
      'where: { region: REGION_STATE_CA, brandName: "Ford", newCars: false }',
      LISTING,
      40,
    );
    expect(nodes.length).toBe(expected.length);
    expect(new Set(nodes.map((node) => node.vin)).size).toBe(nodes.length);
    for (const node of nodes) expect(node).toMatchObject({ brandName: 'Ford', isNew: false });
  });
});

test('listing -> dealer costs one upstream call per distinct dealer', async () => {
  const result = await query<{ regionListings: Page<{ dealerId: number; dealer: { id: string; name: string } }> }>(
    `{ automotive { regionListings(region: REGION_STATE_CA, modelName: "Camry", daysBack: 45, first: 60) {
        edges { node { dealerId dealer { id: upstreamId name } } } } } }`,
  );
  const edges = result.regionListings.edges;
  expect(edges.length).toBeGreaterThan(10);
  for (const { node } of edges) {
    expect(node.dealer).toEqual({ id: String(node.dealerId), name: DEALERS_BY_ID.get(node.dealerId)!.dealerName });
  }
  const distinct = new Set(edges.map((edge) => edge.node.dealerId)).size;
  expect(distinct).toBeLessThan(edges.length);
  expect(recorder().count('GET', '/getDealersByID')).toBe(distinct);
});

test('static data: brands (with models), models, inactive models, regions', async () => {
  const result = await query<{
    brands: Array<{ name: string; models: Array<{ name: string }> }>;
    models: Array<{ name: string; brandName: string }>;
    inactiveModels: Array<{ name: string }>;
    regions: string[];
  }>(`{ automotive {
    brands { name models { name } }
    models(brandName: "Toyota") { name brandName }
    inactiveModels(brandName: "Honda") { name }
    regions
  } }`);
  expect(result.brands.map((brand) => brand.name)).toEqual(BRANDS.map((brand) => brand.name));
  expect(result.brands.find((brand) => brand.name === 'Tesla')?.models).toEqual([
    { name: 'Model 3' },
    { name: 'Model Y' },
  ]);
  expect(result.models).toEqual(['Camry', 'Corolla', 'RAV4', 'Tacoma'].map((name) => ({ name, brandName: 'Toyota' })));
  expect(result.inactiveModels.map((entry) => entry.name)).toEqual(expect.arrayContaining(['Civic', 'Element', 'Fit']));
  expect(result.regions).toHaveLength(51);
  expect(result.regions).toContain('REGION_STATE_CA');
  // /getModels once per brand plus the models field: Toyota's call is shared within the request.
  expect(recorder().count('GET', '/getModels')).toBe(BRANDS.length);
});

test('dealers: by id, by ZIP code', async () => {
  const santaAna = DEALERS_BY_ID.get(1001)!;
  const result = await query<{
    dealer: { id: number; name: string; address: string; state: string; zipCode: string; ids: number[] };
    missing: null;
    dealersByZipCode: Array<{ id: number; zipCode: string }>;
  }>(`{ automotive {
    dealer(id: 1001) { id: upstreamId ids name address state zipCode }
    missing: dealer(id: 987654) { id: upstreamId }
    dealersByZipCode(zipCode: "92701") { id: upstreamId zipCode }
  } }`);
  expect(result.dealer).toEqual({
    id: '1001',
    ids: [1001],
    name: santaAna.dealerName,
    address: santaAna.address,
    state: 'CA',
    zipCode: String(santaAna.zipCode),
  });
  expect(result.missing).toBeNull();
  const expected = DEALERS.filter((dealer) => Math.floor(dealer.zipCode / 10) === 9270).map((dealer) => dealer.id);
  expect(result.dealersByZipCode.map((dealer) => Number(dealer.id)).sort()).toEqual(expected.sort());
});

test('listings by date, region and ZIP code honour their filters', async () => {
  const start = daysAgo(30);
  const end = daysAgo(5);
  const result = await query<Record<string, Page<ListingNode & { dealer: { zipCode: string } }>>>(
    `query ($start: String!, $end: String!) { automotive {
      byDate: dealerListingsByDate(dealerId: 1002, startDate: $start, endDate: $end, newCars: false, first: 20) {
        edges { node { ${LISTING} } } }
      byRegion: regionListings(region: REGION_STATE_NY, modelName: "Camry", daysBack: 45, first: 20) {
        edges { node { ${LISTING} dealer { zipCode } } } }
      byRegionAndDate: regionListingsByDate(region: REGION_STATE_CA, modelName: "civic", startDate: $start,
        endDate: $end, first: 20) { edges { node { ${LISTING} } } }
      byZip: zipCodeListings(zipCode: "92701", first: 20) { edges { node { ${LISTING} dealer { zipCode } } } }
      byZipAndDate: zipCodeListingsByDate(zipCode: "92618", startDate: $start, endDate: $end, modelName: "RAV4",
        first: 20) { edges { node { ${LISTING} } } }
    } }`,
    { start, end },
  );
  const inWindow = (node: ListingNode) => node.lastSeen >= `${start}T` && node.lastSeen < `${end}T`;
  for (const [field, check] of Object.entries({
    byDate: (node: ListingNode) => node.dealerId === 1002 && !node.isNew && inWindow(node),
    byRegion: (node: ListingNode & { dealer: { zipCode: string } }) =>
      node.modelName === 'Camry' && node.isNew && DEALERS_BY_ID.get(node.dealerId)!.state === 'NY',
    byRegionAndDate: (node: ListingNode) => node.modelName === 'Civic' && inWindow(node),
    byZip: (node: ListingNode & { dealer: { zipCode: string } }) => node.dealer.zipCode === '92701' && node.isNew,
    byZipAndDate: (node: ListingNode) => node.modelName === 'RAV4' && inWindow(node),
  })) {
    const nodes = result[field]!.edges.map((edge) => edge.node);
    expect({ field, count: nodes.length > 0 }).toEqual({ field, count: true });
    for (const node of nodes) expect({ field, ok: check(node as never) }).toEqual({ field, ok: true });
  }
});

test('prices: list and sale price statistics, histogram, similar sale price, valuation', async () => {
  const used = allListings().find(
    (listing) => listing.modelName === 'Camry' && !listing.isNew && DEALERS_BY_ID.get(listing.dealerID)!.state === 'CA',
  )!;
  const result = await query<{
    listPrice: Array<{ modelName: string; average: number; median: number; stdDev: number; pVariance: number }>;
    salePrice: Array<{ modelName: string; average: number }>;
    salePriceHistogram: Array<{ bucket: number; modelName: string; percentOfMarket: number }>;
    similarSalePrice: { brandName: string; modelName: string; newCount: number; usedCount: number; daysBack: number };
    valuation: { modelName: string; usedCount: number; usedSaleAverage: number; startDate: string; endDate: string };
  }>(
    `query ($vin: String!) { automotive {
      listPrice(brandName: "Toyota") { modelName average median stdDev pVariance }
      salePrice(brandName: "toyota", region: REGION_STATE_CA) { modelName average }
      salePriceHistogram(brandName: "Toyota", modelName: "Camry") { bucket modelName percentOfMarket }
      similarSalePrice(vin: $vin, daysBack: 90) { brandName modelName newCount usedCount daysBack }
      valuation(vin: $vin, area: { region: REGION_STATE_CA }) { modelName usedCount usedSaleAverage startDate endDate }
    } }`,
    { vin: used.vin },
  );
  expect(result.listPrice.length).toBeGreaterThan(0);
  for (const stats of result.listPrice) {
    expect(['Camry', 'Corolla', 'RAV4', 'Tacoma']).toContain(stats.modelName);
    expect(stats.average).toBeGreaterThan(10_000);
    expect(stats.pVariance).toBeCloseTo(stats.stdDev ** 2, -2);
  }
  expect(result.salePrice.map((stats) => stats.modelName)).toEqual(result.listPrice.map((stats) => stats.modelName));
  const total = result.salePriceHistogram.reduce((sum, bucket) => sum + bucket.percentOfMarket, 0);
  expect(total).toBeCloseTo(100, 0);
  for (const bucket of result.salePriceHistogram) expect(bucket.bucket % 1000).toBe(0);
  expect(result.similarSalePrice).toMatchObject({ brandName: 'Toyota', modelName: 'Camry', daysBack: 90 });
  expect(result.similarSalePrice.usedCount).toBeGreaterThan(0);
  expect(result.valuation.modelName).toBe('Camry');
  expect(result.valuation.usedCount).toBeGreaterThan(0);
  expect(result.valuation.usedSaleAverage).toBeGreaterThan(0);
  expect(Date.parse(result.valuation.endDate)).toBeGreaterThan(Date.parse(result.valuation.startDate));
});

test('sales and supply: top models, model years, days supply and to sell, sales, market shares', async () => {
  const month = `${daysAgo(20).slice(0, 7)}-01`;
  const result = await query<{
    topModels: Array<{ percentOfTopSales: number; brandMarketShare: number }>;
    modelYearDistribution: Array<{ year: number; percentOfMarket: number; modelName: string }>;
    daysSupply: { brandName: string; regionName: string; average: number; median: number; wholeRegionAverage: number };
    daysToSell: { average: number; stdDev: number; pVariance: number; wholeRegionAverage: number };
    regionSales: { brandName: string; data: Record<string, number> };
    regionDailySales: { data: { day: string; sales: number } };
    regionMarketShare: { regionName: string; data: Array<{ brandName: string; marketShare: number }> };
    regionBrandMarketShare: { data: { brandName: string; marketShare: number } };
  }>(
    `query ($month: String!, $day: String!) { automotive {
      topModels { percentOfTopSales brandMarketShare }
      modelYearDistribution(brandName: "Toyota", modelName: "Camry") { year percentOfMarket modelName }
      daysSupply(brandName: "Ford") { brandName regionName average median wholeRegionAverage }
      daysToSell(brandName: "Ford", region: REGION_STATE_CA) { average stdDev pVariance wholeRegionAverage }
      regionSales(brandName: "Ford", region: REGION_STATE_CA, month: $month) { brandName data }
      regionDailySales(brandName: "Ford", region: REGION_STATE_CA, day: $day) { data }
      regionMarketShare { regionName data }
      regionBrandMarketShare(brandName: "Tesla") { data }
    } }`,
    { month, day: daysAgo(3) },
  );
  expect(result.topModels[0]?.percentOfTopSales).toBe(100);
  expect(result.topModels.length).toBeGreaterThan(3);
  const yearTotal = result.modelYearDistribution.reduce((sum, entry) => sum + entry.percentOfMarket, 0);
  expect(yearTotal).toBeCloseTo(100, 0);
  expect(result.daysSupply).toMatchObject({ brandName: 'Ford', regionName: 'REGION_STATE_CA' });
  expect(result.daysSupply.average).toBeGreaterThan(0);
  expect(result.daysToSell.average).toBeGreaterThan(0);
  expect(result.daysToSell.wholeRegionAverage).toBeGreaterThan(0);
  expect(Object.keys(result.regionSales.data)[0]).toBe(month);
  expect(result.regionDailySales.data.day).toBe(daysAgo(3));
  const shares = result.regionMarketShare.data.reduce((sum, entry) => sum + entry.marketShare, 0);
  expect(shares).toBeCloseTo(100, 0);
  expect(result.regionBrandMarketShare.data.brandName).toBe('Tesla');
});

test('vehicles: VIN decode with recalls, history, seen', async () => {
  const used = allListings().find((listing) => !listing.isNew && listing.brandName === 'Honda')!;
  const result = await query<{
    vinDecode: {
      vin: string;
      make: string;
      model: string;
      modelYear: number;
      bodyClass: string;
      doors: number;
      recalls: Array<{ campaignNumber: string; component: string }> | null;
      fields: Record<string, string>;
    };
    noRecalls: { recalls: null };
    vehicleHistory: { vin: string; entries: Array<{ dealerName: string; isNew: boolean; price: number }> };
    seen: boolean;
    notSeen: boolean;
  }>(
    `query ($vin: String!) { automotive {
      vinDecode(vin: $vin) { vin make model modelYear bodyClass doors recalls { campaignNumber component } fields }
      noRecalls: vinDecode(vin: $vin, includeRecall: false) { recalls { component } }
      vehicleHistory(vin: $vin) { vin entries { dealerName isNew price } }
      seen: vehicleSeen(vin: $vin, afterDate: "${used.year}-01-01")
      notSeen: vehicleSeen(vin: $vin, afterDate: "2099-01-01")
    } }`,
    { vin: used.vin },
  );
  expect(result.vinDecode).toMatchObject({ vin: used.vin, make: 'HONDA', model: used.modelName, modelYear: used.year });
  expect(result.vinDecode.fields.Manufacturer).toBe('AMERICAN HONDA MOTOR CO., INC.');
  expect(Array.isArray(result.vinDecode.recalls)).toBe(true);
  expect(result.noRecalls.recalls).toBeNull();
  expect(result.vehicleHistory.vin).toBe(used.vin);
  expect(result.vehicleHistory.entries.map((entry) => entry.isNew)).toEqual([true, false]);
  expect(result.seen).toBe(true);
  expect(result.notSeen).toBe(false);
  expect(dataCalls().every((call) => call.query.vin === used.vin)).toBe(true);
});

test('the documented example query answers', async () => {
  const result = await query<{ vinDecode: { make: string; modelYear: number } }>(`{
    automotive {
      brands { name models { name } }
      dealerListings(dealerId: 1001, first: 5) {
        edges { node { vin brandName modelName year askPrice msrp isNew firstSeen dealer { name zipCode } } }
        pageInfo { hasNextPage endCursor }
      }
      listPrice(brandName: "Toyota", region: REGION_STATE_CA) { modelName average median stdDev }
      topModels(region: REGION_STATE_CA) { brandName modelName percentOfTopSales }
      vinDecode(vin: "1HGCM82633A004352") { make model modelYear bodyClass recalls { campaignNumber component summary } }
      daysSupply(brandName: "Ford") { average median wholeRegionAverage }
    }
  }`);
  expect(result.vinDecode.make).toBe('HONDA');
  // A digit in the 7th position: the 1980-2009 cycle of the year code ('3' is 2003, not 2033).
  expect(result.vinDecode.modelYear).toBe(2003);
});
