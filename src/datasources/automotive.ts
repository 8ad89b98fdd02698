// CIS Automotive API (spec H). Every data call carries the gateway's JWT as a query parameter; the token comes from
// the gateway-wide AutomotiveTokenManager. A 403 (expired or revoked token) buys one new token and one retry.
// Every answer is an envelope { brandName?, regionName?, modelName?, condition?, msg?, cacheTimeLimit?, data }.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Method } from 'got';
import type { AutomotiveTokenManager } from '../auth/automotive-token.js';
import { attachCredential, type UpstreamCredential } from '../auth/credentials.js';
import { UpstreamError } from './errors.js';
import type { UpstreamClient } from './http.js';
import { RestDataSource, type RawResponse, type RequestOptions, type SearchParams } from './rest.js';

export interface EnvelopeDto<T> {
  brandName?: string;
  regionName?: string;
  modelName?: string;
  condition?: string;
  msg?: string;
  cacheTimeLimit?: number;
  startDate?: string;
  endDate?: string;
  data: T;
}

export interface ListingDto {
  vin: string;
  askPrice: number;
  msrp: number;
  isNew: boolean;
  firstSeen: string;
  lastSeen: string;
  modelName: string;
  brandName: string;
  year: number;
  dealerID: number;
  mileage?: number;
  color?: string;
  interiorColor?: string;
  vinDecode?: Record<string, unknown>;
}
export interface ListingPageDto {
  page: number;
  maxPages: number;
  listings: ListingDto[];
}
export interface DealerDto {
  dealerName: string;
  address: string;
  state: string;
  zipCode: number;
  ids: number[];
}
export interface DealerPageDto {
  page: number;
  maxPages: number;
  dealers: DealerDto[];
}
export interface BasicModelStatsDto {
  name: string;
  average: number;
  median: number;
  stdDev: number;
  pVariance: number;
}
export interface BucketDto {
  bucket: number;
  modelName: string;
  percentOfMarket: number;
}
export interface TopModelDto {
  modelName: string;
  brandName: string;
  percentOfTopSales: number;
  percentOfBrandSales: number;
  brandMarketShare: number;
}
export interface ModelYearShareDto {
  brandName: string;
  modelName: string;
  year: number;
  percentOfMarket: number;
}
export interface SimilarSalePriceDto {
  newSaleAvg: number;
  newSaleStdDev: number;
  newCount: number;
  usedSaleAvg: number;
  usedSaleStdDev: number;
  usedCount: number;
  milesAvg: number;
  milesStdDev: number;
  mileCount: number;
  daysBack: number;
}
export interface VehicleHistoryEntryDto {
  dealerName: string;
  firstSeen: string;
  lastSeen: string;
  price: number;
  new: boolean;
  miles: number;
  state: string;
  zip: number;
}
export interface VehicleHistoryDto {
  vin: string;
  data: VehicleHistoryEntryDto[];
}
/** The spec leaves these bodies untyped (GenericResponse); their descriptions name the statistics. */
export interface LotStatisticsDto {
  average?: number;
  median?: number;
  stdDev?: number;
  pVariance?: number;
  pVar?: number;
  wholeRegionAverage?: number;
  regionAverage?: number;
}
/** vinDecode: NHTSA-style decoded fields plus `recalls` (GenericResponse in the spec). */
export type VinDecodeDto = Record<string, unknown> & { recalls?: Array<Record<string, unknown>> };

export interface ListingsQuery {
  newCars?: boolean | null;
}
/** /listings2 and /valuation share the location, vehicle and time criteria. */
export interface ListingSearchParams {
  dealerID?: number | null;
  zipCode?: number | null;
  latitude?: number | null;
  longitude?: number | null;
  radius?: number | null;
  regionName?: string | null;
  brandName?: string | null;
  modelName?: string | null;
  modelYear?: number | null;
  mileageLow?: number | null;
  mileageHigh?: number | null;
  startDate?: string | null;
  endDate?: string | null;
  daysBack?: number | null;
  newCars?: boolean | null;
  extendedSearch?: boolean | null;
}

/** The upstream's listing page size (the spec: "chunks of up to 20 vehicles"). */
export const LISTINGS_PAGE_SIZE = 20;
/** /getDealersByRegion: "up to 30 results per page". */
export const DEALERS_PAGE_SIZE = 30;

/** Which token a call is carrying, so a 403 replaces exactly that token. */
const tokenInUse = new AsyncLocalStorage<string>();

export class AutomotiveDataSource extends RestDataSource {
  constructor(
    upstream: UpstreamClient,
    private readonly tokens: AutomotiveTokenManager,
    private readonly jwtParam: string,
  ) {
    super(upstream, undefined);
  }

  protected override async currentCredential(): Promise<UpstreamCredential> {
    const token = tokenInUse.getStore() ?? (await this.tokens.current());
    return attachCredential({ in: 'query', name: this.jwtParam }, token, 'gateway');
  }

  /** The token this request's first 403 bought; every later 403 of the request reuses it. */
  private replacement?: Promise<string>;

  /**
   * One refresh and one retry on a 403; a second 403 is the answer (FORBIDDEN), never a loop. A request refreshes
   * at most once: a 403 on a token that was just bought is not about the token (a plan that lacks the endpoint,
   * say), so it is not retried.
   */
  protected override async send(method: Method, path: string, options: RequestOptions = {}): Promise<RawResponse> {
    const token = await this.tokens.current();
    try {
      return await tokenInUse.run(token, () => super.send(method, path, options));
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.status !== 403) throw error;
      this.replacement ??= this.tokens.replace(token);
      const fresh = await this.replacement;
      if (fresh === token) throw error;
      this.upstream.logger.info({ service: this.service, path: '/' + path }, 'token refused: retrying with a new one');
      return tokenInUse.run(fresh, () => super.send(method, path, options));
    }
  }

  private async data<T>(path: string, params?: SearchParams): Promise<EnvelopeDto<T>> {
    const body = await this.get<EnvelopeDto<T> | undefined>(path, params);
    if (!body || typeof body !== 'object' || !('data' in body)) {
      throw new UpstreamError(this.service, 'invalid-response');
    }
    return body;
  }

  // Static data
  getBrands() {
    return this.data<string[]>('getBrands');
  }
  getModels(brandName: string) {
    return this.data<Array<{ modelName: string }>>('getModels', { brandName });
  }
  getInactiveModels(brandName: string) {
    return this.data<Array<{ modelName: string }>>('getInactiveModels', { brandName });
  }
  getRegions() {
    return this.data<string[]>('getRegions');
  }

  // Dealers
  getDealersByZipCode(zipCode: number) {
    return this.data<DealerDto[]>('getDealers', { zipCode });
  }
  async getDealer(dealerID: number): Promise<DealerDto | null> {
    try {
      return (await this.data<DealerDto[]>('getDealersByID', { dealerID })).data[0] ?? null;
    } catch (error) {
      if (error instanceof UpstreamError && error.kind === 'not-found') return null;
      throw error;
    }
  }
  getDealersByRegion(regionName: string, page: number) {
    return this.data<DealerPageDto>('getDealersByRegion', { regionName, page });
  }

  // Listings (all paged by `page`, 1-based, with `maxPages` in the answer)
  getDealerListings(dealerID: number, page: number, query: ListingsQuery) {
    return this.data<ListingPageDto>('listings', { dealerID, page, newCars: query.newCars });
  }
  searchListings(params: ListingSearchParams, page: number) {
    return this.data<ListingPageDto>('listings2', { ...params, page });
  }
  getDealerListingsByDate(dealerID: number, startDate: string, endDate: string, page: number, query: ListingsQuery) {
    return this.data<ListingPageDto>('listingsByDate', { dealerID, startDate, endDate, page, newCars: query.newCars });
  }
  getRegionListings(
    regionName: string,
    modelName: string,
    daysBack: number | null | undefined,
    page: number,
    query: ListingsQuery,
  ) {
    return this.data<ListingPageDto>('listingsByRegion', {
      regionName,
      modelName,
      daysBack,
      page,
      newCars: query.newCars,
    });
  }
  getRegionListingsByDate(
    regionName: string,
    modelName: string,
    startDate: string,
    endDate: string,
    page: number,
    query: ListingsQuery,
  ) {
    return this.data<ListingPageDto>('listingsByRegionAndDate', {
      regionName,
      modelName,
      startDate,
      endDate,
      page,
      newCars: query.newCars,
    });
  }
  getZipCodeListings(zipCode: number, modelName: string | null | undefined, page: number, query: ListingsQuery) {
    return this.data<ListingPageDto>('listingsByZipCode', { zipCode, modelName, page, newCars: query.newCars });
  }
  getZipCodeListingsByDate(
    zipCode: number,
    startDate: string,
    endDate: string,
    modelName: string | null | undefined,
    page: number,
    query: ListingsQuery,
  ) {
    return this.data<ListingPageDto>('listingsByZipCodeAndDate', {
      zipCode,
      startDate,
      endDate,
      modelName,
      page,
      newCars: query.newCars,
    });
  }

  // Pricing
  getListPrice(brandName: string, regionName: string) {
    return this.data<BasicModelStatsDto[]>('listPrice', { brandName, regionName });
  }
  getSalePrice(brandName: string, regionName: string) {
    return this.data<BasicModelStatsDto[]>('salePrice', { brandName, regionName });
  }
  getSalePriceHistogram(brandName: string, modelName: string, regionName: string) {
    return this.data<BucketDto[]>('salePriceHistogram', { brandName, modelName, regionName });
  }
  getSimilarSalePrice(
    vin: string,
    regionName: string,
    daysBack: number | null | undefined,
    sameYear: boolean | null | undefined,
  ) {
    return this.data<SimilarSalePriceDto>('similarSalePrice', { vin, regionName, daysBack, sameYear });
  }
  getValuation(vin: string, params: ListingSearchParams, sameYear: boolean | null | undefined) {
    return this.data<SimilarSalePriceDto>('valuation', { vin, ...params, sameYear });
  }

  // Sales and supply
  getTopModels(regionName: string) {
    return this.data<TopModelDto[]>('topModels', { regionName });
  }
  getModelYearDistribution(brandName: string, modelName: string, regionName: string) {
    return this.data<ModelYearShareDto[]>('modelYearDist', { brandName, modelName, regionName });
  }
  getDaysSupply(brandName: string, regionName: string) {
    return this.data<LotStatisticsDto>('daysSupply', { brandName, regionName });
  }
  getDaysToSell(brandName: string, regionName: string) {
    return this.data<LotStatisticsDto>('daysToSell', { brandName, regionName });
  }
  getRegionSales(brandName: string, regionName: string, month: string) {
    return this.data<unknown>('regionSales', { brandName, regionName, month });
  }
  getRegionDailySales(brandName: string, regionName: string, day: string) {
    return this.data<unknown>('regionDailySales', { brandName, regionName, day });
  }
  getRegionMarketShare(regionName: string) {
    return this.data<unknown>('getRegionMarketShare', { regionName });
  }
  getRegionBrandMarketShare(brandName: string, regionName: string) {
    return this.data<unknown>('getRegionBrandMarketShare', { brandName, regionName });
  }

  // Vehicles
  decodeVin(vin: string, passEmpty: boolean | null | undefined, includeRecall: boolean | null | undefined) {
    return this.data<VinDecodeDto>('vinDecode', { vin, passEmpty, includeRecall });
  }
  getVehicleHistory(vin: string) {
    return this.data<VehicleHistoryDto>('vehicleHistory', { vin });
  }
  getVehicleSeen(vin: string, afterDate: string) {
    return this.data<boolean>('vehicleSeen', { vin, afterDate });
  }
}

/** US state codes of the upstream's state regions (`REGION_STATE_CA`, the spec's default, and the others). */
export const STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;
export const AUTOMOTIVE_REGIONS = STATE_CODES.map((code) => `REGION_STATE_${code}` as const);
export type AutomotiveRegionName = (typeof AUTOMOTIVE_REGIONS)[number];
export const DEFAULT_REGION: AutomotiveRegionName = 'REGION_STATE_CA';
