// Sandbox of the CIS Automotive API (spec H): /getToken issues real HS256 JWTs with a short configurable lifetime;
// every data route wants a valid one in the `jwt` query parameter (403 when missing, invalid or expired), answers
// in the spec's envelope, pages listings by 20 and dealers by 30, and rejects bad parameters with 422 bodies.
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { AUTOMOTIVE_REGIONS, DEFAULT_REGION } from './dto.js';
import {
  allListings,
  BRANDS,
  brandOfVin,
  daysAgo,
  DEALERS,
  DEALERS_BY_ID,
  hash,
  listingsOfDealer,
  modelOf,
  recallsOf,
  yearOfVin,
  type SeedDealer,
  type SeedListing,
} from './data.js';
import type { SandboxDefinition } from '../framework.js';

export const AUTOMOTIVE_DEMO = { apiId: 'sandbox-automotive-id', apiKey: 'sandbox-automotive-key' };
const SIGNING_SECRET = new TextEncoder().encode('cis-automotive-sandbox-signing-secret');
const LISTINGS_PER_PAGE = 20;
const DEALERS_PER_PAGE = 30;
const MAX_DAYS = 45;

type Query = Record<string, string | undefined>;

/** Token ids issued and revoked by this process's automotive sandboxes (ids are random, so sandboxes never clash). */
const issuedTokenIds = new Set<string>();
const revokedTokenIds = new Set<string>();

/** Revokes every token issued so far, as an account reset would: they answer 403 before they expire. */
export function revokeIssuedTokens(): void {
  for (const id of issuedTokenIds) revokedTokenIds.add(id);
  issuedTokenIds.clear();
}

/** FastAPI's 422 body: `{ detail: [{ loc, msg, type }] }`. */
class ValidationFailure extends Error {
  constructor(
    readonly parameter: string,
    message: string,
  ) {
    super(message);
  }
}

function required(query: Query, name: string): string {
  const value = query[name];
  if (value === undefined || value === '') throw new ValidationFailure(name, 'field required');
  return value;
}
function intParam(query: Query, name: string, fallback?: number): number {
  const raw = fallback === undefined ? required(query, name) : (query[name] ?? String(fallback));
  if (!/^-?\d+$/.test(raw)) throw new ValidationFailure(name, 'value is not a valid integer');
  return Number(raw);
}
function numberParam(query: Query, name: string, fallback: number): number {
  const raw = query[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new ValidationFailure(name, 'value is not a valid float');
  return value;
}
function boolParam(query: Query, name: string, fallback: boolean): boolean {
  const raw = query[name];
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'True'].includes(raw)) return true;
  if (['false', '0', 'False'].includes(raw)) return false;
  throw new ValidationFailure(name, 'value could not be parsed to a boolean');
}
function dateParam(query: Query, name: string): string {
  const value = required(query, name);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) {
    throw new ValidationFailure(name, 'invalid date format');
  }
  return value;
}
function optionalDate(query: Query, name: string): string | undefined {
  return query[name] ? dateParam(query, name) : undefined;
}
function pageParam(query: Query): number {
  const page = intParam(query, 'page', 1);
  if (page < 1) throw new ValidationFailure('page', 'ensure this value is greater than 0');
  return page;
}
/** `regionName`, defaulting to the spec's REGION_STATE_CA where the route has a default. */
function regionParam(query: Query, required = false): string {
  const region = (query.regionName ?? (required ? '' : DEFAULT_REGION)).toUpperCase();
  if (!region) throw new ValidationFailure('regionName', 'field required');
  if (!(AUTOMOTIVE_REGIONS as readonly string[]).includes(region)) {
    throw new ValidationFailure('regionName', 'unknown region name');
  }
  return region;
}
function brandParam(query: Query): string {
  const name = required(query, 'brandName');
  const brand = BRANDS.find((entry) => entry.name.toLowerCase() === name.toLowerCase());
  if (!brand) throw new ValidationFailure('brandName', 'unknown brand name');
  return brand.name;
}
function vinParam(query: Query): string {
  const vin = required(query, 'vin').toUpperCase();
  if (!/^[A-HJ-NPR-Z0-9]{12,17}$/.test(vin)) throw new ValidationFailure('vin', 'invalid vin');
  return vin;
}
/** [startDate, endDate) from explicit dates or daysBack, at most 45 days (the listings2 rules). */
function interval(query: Query, defaultDaysBack: number): { start: string; end: string } {
  const daysBack = intParam(query, 'daysBack', defaultDaysBack);
  if (daysBack < 1 || daysBack > MAX_DAYS) throw new ValidationFailure('daysBack', 'must be between 1 and 45');
  const shift = (day: string, days: number) => {
    const date = new Date(`${day}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  };
  let start = optionalDate(query, 'startDate');
  let end = optionalDate(query, 'endDate');
  if (start && !end) end = shift(start, daysBack);
  if (end && !start) start = shift(end, -daysBack);
  // Neither given: the last daysBack days, today included (the end is exclusive).
  end ??= shift(daysAgo(0), 1);
  start ??= shift(end, -daysBack);
  const span = (Date.parse(end) - Date.parse(start)) / 86_400_000;
  if (span < 0) throw new ValidationFailure('endDate', 'endDate must not be before startDate');
  if (span > MAX_DAYS) throw new ValidationFailure('endDate', 'maximum time interval is 45 days');
  return { start, end };
}

const regionOf = (dealer: SeedDealer) => `REGION_STATE_${dealer.state}`;
const inRegion = (region: string) => (listing: SeedListing) =>
  regionOf(DEALERS_BY_ID.get(listing.dealerID)!) === region;
const activeBetween = (start: string, end: string) => (listing: SeedListing) =>
  listing.lastSeen >= start && listing.lastSeen < end;
const recent = (days: number) => (listing: SeedListing) => listing.lastSeen >= daysAgo(days);

/** The public shape of a listing (the sale price is the sandbox's own, for statistics). */
function listingBody({ salePrice: _salePrice, ...listing }: SeedListing) {
  return listing;
}

function pageOf<T>(items: T[], page: number, perPage: number) {
  const maxPages = Math.max(1, Math.ceil(items.length / perPage));
  return { page, maxPages, items: items.slice((page - 1) * perPage, page * perPage) };
}

function listingPage(listings: SeedListing[], query: Query) {
  const { page, maxPages, items } = pageOf(listings, pageParam(query), LISTINGS_PER_PAGE);
  return { page, maxPages, listings: items.map(listingBody) };
}

function stats(values: number[]) {
  if (values.length === 0) return { average: 0, median: 0, stdDev: 0, pVariance: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const average = values.reduce((sum, value) => sum + value, 0) / values.length;
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  const pVariance = values.reduce((sum, value) => sum + (value - average) ** 2, 0) / values.length;
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    average: round(average),
    median: round(median),
    stdDev: round(Math.sqrt(pVariance)),
    pVariance: round(pVariance),
  };
}

const daysOnLot = (listing: SeedListing) => (Date.parse(listing.lastSeen) - Date.parse(listing.firstSeen)) / 86_400_000;

function milesBetween(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(a));
}

/** Dealer selection of /listings2 and /valuation: the most restrictive criterion given wins. */
function selectDealers(query: Query): SeedDealer[] {
  const dealerID = intParam(query, 'dealerID', 0);
  const latitude = numberParam(query, 'latitude', 0);
  const longitude = numberParam(query, 'longitude', 0);
  const radius = numberParam(query, 'radius', 0);
  const zipCode = intParam(query, 'zipCode', 0);
  if (dealerID) return DEALERS.filter((dealer) => dealer.id === dealerID);
  const east = (value: number) => (value > 180 ? value - 360 : value);
  if (latitude || longitude) {
    if (radius <= 0) throw new ValidationFailure('radius', 'a GPS search needs a radius');
    return DEALERS.filter(
      (dealer) => milesBetween(latitude, east(longitude), dealer.latitude, dealer.longitude) <= radius,
    );
  }
  if (zipCode) {
    const anchor = DEALERS.find((dealer) => dealer.zipCode === zipCode);
    if (radius > 0 && anchor) {
      return DEALERS.filter(
        (dealer) => milesBetween(anchor.latitude, anchor.longitude, dealer.latitude, dealer.longitude) <= radius,
      );
    }
    return DEALERS.filter((dealer) => dealer.zipCode === zipCode);
  }
  if (query.regionName) {
    const region = regionParam(query);
    return DEALERS.filter((dealer) => regionOf(dealer) === region);
  }
  throw new ValidationFailure('dealerID', 'some dealer selection criteria must be supplied');
}

/** Vehicle and time criteria of /listings2 and /valuation, ANDed. */
function searchListings(query: Query, defaultNewCars: boolean, vehicle?: { brandName?: string; modelName?: string }) {
  const dealers = new Set(selectDealers(query).map((dealer) => dealer.id));
  const { start, end } = interval(query, MAX_DAYS);
  const brandName = (vehicle?.brandName ?? query.brandName)?.toLowerCase();
  const modelName = (vehicle?.modelName ?? query.modelName)?.toLowerCase();
  const modelYear = intParam(query, 'modelYear', 0);
  const mileageLow = intParam(query, 'mileageLow', 0);
  const mileageHigh = intParam(query, 'mileageHigh', 0);
  const newCars = boolParam(query, 'newCars', defaultNewCars);
  const extended = boolParam(query, 'extendedSearch', false);
  return allListings().filter(
    (listing) =>
      dealers.has(listing.dealerID) &&
      listing.isNew === newCars &&
      (!brandName || listing.brandName.toLowerCase() === brandName) &&
      (!modelName || listing.modelName.toLowerCase() === modelName) &&
      (!modelYear || listing.year === modelYear) &&
      (mileageLow === mileageHigh || (listing.mileage >= mileageLow && listing.mileage <= mileageHigh)) &&
      (extended ? listing.firstSeen < end && listing.lastSeen >= start : activeBetween(start, end)(listing)),
  );
}

/** The known vehicle behind a VIN, or what its WMI and year code say. */
function vehicleOfVin(vin: string) {
  const known = allListings().find((listing) => listing.vin === vin);
  if (known) return { brandName: known.brandName, modelName: known.modelName, year: known.year, known };
  const brand = brandOfVin(vin);
  if (!brand) return undefined;
  const vehicle = brand.models[hash(vin) % brand.models.length]!;
  return { brandName: brand.name, modelName: vehicle.name, year: yearOfVin(vin) ?? 2020, known: undefined };
}

function similarSales(listings: SeedListing[], daysBack: number) {
  const sold = (isNew: boolean) => listings.filter((listing) => listing.isNew === isNew);
  const newStats = stats(sold(true).map((listing) => listing.salePrice));
  const usedStats = stats(sold(false).map((listing) => listing.salePrice));
  const miles = stats(sold(false).map((listing) => listing.mileage));
  return {
    newSaleAvg: newStats.average,
    newSaleStdDev: newStats.stdDev,
    newCount: sold(true).length,
    usedSaleAvg: usedStats.average,
    usedSaleStdDev: usedStats.stdDev,
    usedCount: sold(false).length,
    milesAvg: miles.average,
    milesStdDev: miles.stdDev,
    mileCount: sold(false).length,
    daysBack,
  };
}

/** Days of supply and days to sell: per-dealer statistics plus the whole region treated as one lot. */
function lotStatistics(brandName: string, region: string, measure: 'supply' | 'sell') {
  const listings = allListings().filter((listing) => listing.brandName === brandName && inRegion(region)(listing));
  const byDealer = new Map<number, SeedListing[]>();
  for (const listing of listings) byDealer.set(listing.dealerID, [...(byDealer.get(listing.dealerID) ?? []), listing]);
  const perDealer = (lot: SeedListing[]) => {
    if (measure === 'sell') return lot.reduce((sum, listing) => sum + daysOnLot(listing), 0) / lot.length;
    // Supply: vehicles on the lot today divided by the daily sales rate of the last 45 days.
    const onLot = lot.filter((listing) => listing.lastSeen === daysAgo(0)).length;
    const sold = lot.filter((listing) => listing.lastSeen < daysAgo(0) && recent(MAX_DAYS)(listing)).length;
    return sold === 0 ? onLot * MAX_DAYS : (onLot / sold) * MAX_DAYS;
  };
  const values = [...byDealer.values()].map(perDealer);
  // The spec's description names the population variance `pVar` here (listPrice's BasicModelStats says `pVariance`).
  const { pVariance: pVar, ...rest } = stats(values);
  return { ...rest, pVar, wholeRegionAverage: listings.length ? Math.round(perDealer(listings) * 100) / 100 : 0 };
}

export const automotiveSandbox: SandboxDefinition = {
  key: 'automotive',
  basePath: '',
  demo: { automotive: AUTOMOTIVE_DEMO },
  register(app, { settings }) {
    const jwtParam = settings.automotive.jwtParam;
    const ttlSeconds = settings.automotive.sandboxTokenTtlSeconds;
    const accepted = {
      apiId: settings.automotive.apiId ?? AUTOMOTIVE_DEMO.apiId,
      apiKey: settings.automotive.apiKey ?? AUTOMOTIVE_DEMO.apiKey,
    };

    app.setErrorHandler(async (error, _request, reply) => {
      if (error instanceof ValidationFailure) {
        await reply
          .code(422)
          .send({ detail: [{ loc: ['query', error.parameter], msg: error.message, type: 'value_error' }] });
        return;
      }
      await reply.code(500).send({ detail: 'Internal Server Error' });
    });
    // The API is a FastAPI app (its 422 is HTTPValidationError): a path it does not have is FastAPI's 404 body.
    app.setNotFoundHandler(async (_request, reply) => {
      await reply.code(404).send({ detail: 'Not Found' });
    });

    app.get('/getToken', async (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.query as Query;
      const apiId = required(query, 'apiID');
      const apiKey = required(query, 'apiKey');
      if (apiId !== accepted.apiId || apiKey !== accepted.apiKey) {
        return reply.code(403).send({ detail: 'Invalid API credentials' });
      }
      const createdOn = Math.floor(Date.now() / 1000);
      const expires = createdOn + ttlSeconds;
      const tokenId = randomUUID();
      issuedTokenIds.add(tokenId);
      const token = await new SignJWT({ apiID: apiId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(createdOn)
        .setExpirationTime(expires)
        .setJti(tokenId)
        .sign(SIGNING_SECRET);
      return reply.send({ token, createdOn, expires });
    });

    /** A data route: the JWT is checked first (403 as the spec says), then the answer is wrapped. */
    const route = (path: string, answer: (query: Query) => Record<string, unknown>) =>
      app.get(path, async (request: FastifyRequest, reply: FastifyReply) => {
        const query = request.query as Query;
        const token = query[jwtParam];
        const valid = token
          ? await jwtVerify(token, SIGNING_SECRET, { algorithms: ['HS256'] }).then(
              ({ payload }) => !revokedTokenIds.has(String(payload.jti)),
              () => false,
            )
          : false;
        if (!valid) return reply.code(403).send({ detail: 'Missing, invalid or expired token' });
        return reply.send({ cacheTimeLimit: 600, ...answer(query) });
      });

    route('/getBrands', () => ({ data: BRANDS.map((brand) => brand.name) }));
    route('/getModels', (query) => {
      const brandName = brandParam(query);
      const brand = BRANDS.find((entry) => entry.name === brandName)!;
      return { brandName, data: brand.models.map((entry) => ({ modelName: entry.name })) };
    });
    route('/getInactiveModels', (query) => {
      const brandName = brandParam(query);
      const brand = BRANDS.find((entry) => entry.name === brandName)!;
      const names = [...brand.models.map((entry) => entry.name), ...brand.inactive].sort();
      return { brandName, data: names.map((modelName) => ({ modelName })) };
    });
    route('/getRegions', () => ({ data: [...AUTOMOTIVE_REGIONS] }));

    const dealerBody = ({ id, dealerName, address, state, zipCode }: SeedDealer) => ({
      dealerName,
      address,
      state,
      zipCode,
      ids: [id],
    });
    route('/getDealers', (query) => {
      const prefix = Math.floor(intParam(query, 'zipCode') / 10);
      return { data: DEALERS.filter((dealer) => Math.floor(dealer.zipCode / 10) === prefix).map(dealerBody) };
    });
    route('/getDealersByID', (query) => {
      const dealer = DEALERS_BY_ID.get(intParam(query, 'dealerID'));
      return { data: dealer ? [dealerBody(dealer)] : [] };
    });
    route('/getDealersByRegion', (query) => {
      const regionName = regionParam(query);
      const dealers = DEALERS.filter((dealer) => regionOf(dealer) === regionName);
      const { page, maxPages, items } = pageOf(dealers, pageParam(query), DEALERS_PER_PAGE);
      return { regionName, data: { page, maxPages, dealers: items.map(dealerBody) } };
    });

    const newCars = (query: Query, fallback = true) => {
      const wanted = boolParam(query, 'newCars', fallback);
      return (listing: SeedListing) => listing.isNew === wanted;
    };
    const dealerListings = (query: Query) => {
      const dealer = DEALERS_BY_ID.get(intParam(query, 'dealerID'));
      return dealer ? listingsOfDealer(dealer).filter(newCars(query)) : [];
    };
    route('/listings', (query) => ({ data: listingPage(dealerListings(query).filter(recent(MAX_DAYS)), query) }));
    route('/listingsByDate', (query) => {
      dateParam(query, 'startDate');
      dateParam(query, 'endDate');
      const { start, end } = interval(query, MAX_DAYS);
      return {
        startDate: start,
        endDate: end,
        data: listingPage(dealerListings(query).filter(activeBetween(start, end)), query),
      };
    });
    const regionListings = (query: Query) => {
      const region = regionParam(query, true);
      const modelName = required(query, 'modelName').toLowerCase();
      return allListings().filter(
        (listing) =>
          inRegion(region)(listing) && listing.modelName.toLowerCase() === modelName && newCars(query)(listing),
      );
    };
    route('/listingsByRegion', (query) => {
      const daysBack = intParam(query, 'daysBack', 10);
      if (daysBack < 1 || daysBack > MAX_DAYS) throw new ValidationFailure('daysBack', 'must be between 1 and 45');
      return { regionName: query.regionName, data: listingPage(regionListings(query).filter(recent(daysBack)), query) };
    });
    route('/listingsByRegionAndDate', (query) => {
      dateParam(query, 'startDate');
      dateParam(query, 'endDate');
      const { start, end } = interval(query, MAX_DAYS);
      return {
        startDate: start,
        endDate: end,
        data: listingPage(regionListings(query).filter(activeBetween(start, end)), query),
      };
    });
    const zipListings = (query: Query) => {
      const zipCode = intParam(query, 'zipCode');
      const modelName = query.modelName?.toLowerCase();
      return allListings().filter(
        (listing) =>
          DEALERS_BY_ID.get(listing.dealerID)!.zipCode === zipCode &&
          (!modelName || listing.modelName.toLowerCase() === modelName) &&
          newCars(query)(listing),
      );
    };
    route('/listingsByZipCode', (query) => ({ data: listingPage(zipListings(query).filter(recent(MAX_DAYS)), query) }));
    route('/listingsByZipCodeAndDate', (query) => {
      dateParam(query, 'startDate');
      dateParam(query, 'endDate');
      const { start, end } = interval(query, MAX_DAYS);
      return {
        startDate: start,
        endDate: end,
        data: listingPage(zipListings(query).filter(activeBetween(start, end)), query),
      };
    });
    route('/listings2', (query) => ({ data: listingPage(searchListings(query, true), query) }));

    const brandRegionListings = (query: Query) => {
      const brandName = brandParam(query);
      const regionName = regionParam(query);
      return {
        brandName,
        regionName,
        listings: allListings().filter((listing) => listing.brandName === brandName && inRegion(regionName)(listing)),
      };
    };
    const priceStats = (query: Query, price: 'askPrice' | 'salePrice') => {
      const { brandName, regionName, listings } = brandRegionListings(query);
      const fresh = listings.filter((listing) => listing.isNew && recent(15)(listing));
      const models = [...new Set(fresh.map((listing) => listing.modelName))].sort();
      return {
        brandName,
        regionName,
        data: models.map((name) => ({
          name,
          ...stats(fresh.filter((listing) => listing.modelName === name).map((listing) => listing[price])),
        })),
      };
    };
    route('/listPrice', (query) => priceStats(query, 'askPrice'));
    route('/salePrice', (query) => priceStats(query, 'salePrice'));
    route('/salePriceHistogram', (query) => {
      const modelName = required(query, 'modelName');
      const { brandName, regionName, listings } = brandRegionListings(query);
      const sold = listings.filter((listing) => listing.modelName.toLowerCase() === modelName.toLowerCase());
      const buckets = new Map<number, number>();
      for (const listing of sold) {
        const bucket = Math.floor(listing.salePrice / 1000) * 1000;
        buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1);
      }
      return {
        brandName,
        regionName,
        modelName,
        data: [...buckets.entries()]
          .sort(([a], [b]) => a - b)
          .map(([bucket, count]) => ({
            bucket,
            modelName,
            percentOfMarket: Math.round((count / sold.length) * 10_000) / 100,
          })),
      };
    });
    route('/topModels', (query) => {
      const regionName = regionParam(query);
      const listings = allListings().filter(inRegion(regionName)).filter(recent(MAX_DAYS));
      const count = (match: (listing: SeedListing) => boolean) => listings.filter(match).length;
      const models = [...new Set(listings.map((listing) => `${listing.brandName}|${listing.modelName}`))];
      const counted = models
        .map((key) => {
          const [brandName, modelName] = key.split('|') as [string, string];
          return { brandName, modelName, sold: count((l) => l.brandName === brandName && l.modelName === modelName) };
        })
        .sort((a, b) => b.sold - a.sold || a.modelName.localeCompare(b.modelName));
      const top = counted[0]?.sold ?? 1;
      const pct = (part: number, whole: number) => Math.round((part / Math.max(1, whole)) * 10_000) / 100;
      return {
        regionName,
        data: counted.slice(0, 10).map(({ brandName, modelName, sold }) => {
          const brandSold = count((listing) => listing.brandName === brandName);
          return {
            brandName,
            modelName,
            percentOfTopSales: pct(sold, top),
            percentOfBrandSales: pct(sold, brandSold),
            brandMarketShare: pct(brandSold, listings.length),
          };
        }),
      };
    });
    route('/modelYearDist', (query) => {
      const modelName = required(query, 'modelName');
      const { brandName, regionName, listings } = brandRegionListings(query);
      const used = listings.filter(
        (listing) => !listing.isNew && listing.modelName.toLowerCase() === modelName.toLowerCase(),
      );
      const years = [...new Set(used.map((listing) => listing.year))].sort();
      return {
        brandName,
        regionName,
        modelName,
        data: years.map((year) => ({
          brandName,
          modelName,
          year,
          percentOfMarket:
            Math.round((used.filter((listing) => listing.year === year).length / used.length) * 10_000) / 100,
        })),
      };
    });
    route('/daysSupply', (query) => {
      const brandName = brandParam(query);
      const regionName = regionParam(query);
      return { brandName, regionName, data: lotStatistics(brandName, regionName, 'supply') };
    });
    route('/daysToSell', (query) => {
      const brandName = brandParam(query);
      const regionName = regionParam(query);
      return { brandName, regionName, data: lotStatistics(brandName, regionName, 'sell') };
    });
    const dailySales = (brandName: string, regionName: string, day: string) =>
      allListings().filter(
        (listing) =>
          listing.brandName === brandName &&
          inRegion(regionName)(listing) &&
          listing.lastSeen === day &&
          listing.lastSeen < daysAgo(0),
      ).length;
    route('/regionSales', (query) => {
      const brandName = brandParam(query);
      const regionName = regionParam(query, true);
      const month = dateParam(query, 'month').slice(0, 7);
      const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
      const data: Record<string, number> = {};
      for (let day = 1; day <= days; day += 1) {
        const date = `${month}-${String(day).padStart(2, '0')}`;
        data[date] = dailySales(brandName, regionName, date);
      }
      return { brandName, regionName, data };
    });
    route('/regionDailySales', (query) => {
      const brandName = brandParam(query);
      const regionName = regionParam(query, true);
      const day = dateParam(query, 'day');
      return { brandName, regionName, data: { day, sales: dailySales(brandName, regionName, day) } };
    });
    const shares = (regionName: string) => {
      const listings = allListings().filter(inRegion(regionName)).filter(recent(MAX_DAYS));
      return BRANDS.map((brand) => ({
        brandName: brand.name,
        marketShare:
          Math.round(
            (listings.filter((listing) => listing.brandName === brand.name).length / Math.max(1, listings.length)) *
              10_000,
          ) / 100,
      }));
    };
    route('/getRegionMarketShare', (query) => {
      const regionName = regionParam(query);
      return { regionName, data: shares(regionName) };
    });
    route('/getRegionBrandMarketShare', (query) => {
      const brandName = brandParam(query);
      const regionName = regionParam(query);
      return { brandName, regionName, data: shares(regionName).find((entry) => entry.brandName === brandName) };
    });

    route('/vinDecode', (query) => {
      const vin = vinParam(query);
      const vehicle = vehicleOfVin(vin);
      const includeRecall = boolParam(query, 'includeRecall', true);
      const passEmpty = boolParam(query, 'passEmpty', false);
      if (!vehicle) return { data: { VIN: vin, ErrorCode: '7', ErrorText: 'Manufacturer is not registered' } };
      const brand = BRANDS.find((entry) => entry.name === vehicle.brandName)!;
      const details = modelOf(vehicle.brandName, vehicle.modelName)!;
      const fields: Record<string, unknown> = {
        VIN: vin,
        Make: vehicle.brandName.toUpperCase(),
        Model: vehicle.modelName,
        ModelYear: String(vehicle.year),
        Manufacturer: brand.manufacturer,
        PlantCountry: brand.country,
        BodyClass: details.body,
        VehicleType: details.body === 'Pickup' ? 'TRUCK' : 'PASSENGER CAR',
        FuelTypePrimary: details.fuel,
        EngineCylinders: details.cylinders ? String(details.cylinders) : '',
        DisplacementL: details.displacement ? details.displacement.toFixed(1) : '',
        Doors: String(details.doors),
        Trim: vehicle.known?.isNew ? 'Base' : '',
        ErrorCode: '0',
      };
      const data: Record<string, unknown> = passEmpty
        ? fields
        : Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
      if (includeRecall) data.recalls = recallsOf(vehicle.brandName, vehicle.modelName, vehicle.year);
      return { brandName: vehicle.brandName, modelName: vehicle.modelName, data };
    });
    const historyOf = (vin: string) => {
      const known = allListings().find((listing) => listing.vin === vin);
      if (!known) return [];
      const dealer = DEALERS_BY_ID.get(known.dealerID)!;
      const entries = [
        {
          dealerName: dealer.dealerName,
          firstSeen: known.firstSeen,
          lastSeen: known.lastSeen,
          price: known.askPrice,
          new: known.isNew,
          miles: known.mileage,
          state: dealer.state,
          zip: dealer.zipCode,
        },
      ];
      if (!known.isNew) {
        // A used car was once sold new somewhere else.
        const first = DEALERS[hash(vin) % DEALERS.length]!;
        entries.unshift({
          dealerName: first.dealerName,
          firstSeen: `${known.year}-03-0${1 + (hash(vin) % 9)}`,
          lastSeen: `${known.year}-04-1${hash(vin) % 10}`,
          price: known.msrp,
          new: true,
          miles: 12,
          state: first.state,
          zip: first.zipCode,
        });
      }
      return entries;
    };
    route('/vehicleHistory', (query) => {
      const vin = vinParam(query);
      return { data: { vin, data: historyOf(vin) } };
    });
    route('/vehicleSeen', (query) => {
      const vin = vinParam(query);
      const afterDate = dateParam(query, 'afterDate');
      return { data: historyOf(vin).some((entry) => entry.lastSeen >= afterDate) };
    });
    const market = (query: Query, listings: SeedListing[]) => {
      const { start, end } = interval(query, MAX_DAYS);
      return { startDate: start, endDate: end, data: similarSales(listings, intParam(query, 'daysBack', MAX_DAYS)) };
    };
    route('/similarSalePrice', (query) => {
      const vin = vinParam(query);
      const regionName = regionParam(query);
      const daysBack = intParam(query, 'daysBack', MAX_DAYS);
      if (daysBack < 1 || daysBack > 120) throw new ValidationFailure('daysBack', 'must be between 1 and 120');
      const vehicle = vehicleOfVin(vin);
      const sameYear = boolParam(query, 'sameYear', false);
      const similar = allListings().filter(
        (listing) =>
          vehicle !== undefined &&
          listing.modelName === vehicle.modelName &&
          inRegion(regionName)(listing) &&
          recent(daysBack)(listing) &&
          (!sameYear || listing.year === vehicle.year),
      );
      return {
        regionName,
        brandName: vehicle?.brandName,
        modelName: vehicle?.modelName,
        startDate: daysAgo(daysBack),
        endDate: daysAgo(0),
        data: similarSales(similar, daysBack),
      };
    });
    route('/valuation', (query) => {
      const vin = vinParam(query);
      const vehicle = vehicleOfVin(vin);
      const sameYear = boolParam(query, 'sameYear', false);
      const matches = vehicle
        ? searchListings(query, false, vehicle).filter((listing) => !sameYear || listing.year === vehicle.year)
        : [];
      return { brandName: vehicle?.brandName, modelName: vehicle?.modelName, ...market(query, matches) };
    });
  },
};
