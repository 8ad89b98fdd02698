// CIS Automotive API (spec H). Every data call carries the gateway's JWT as a query parameter; the token comes from
// the gateway-wide AutomotiveTokenManager. A 403 (expired or revoked token) buys one new token and one retry.
// Every answer is an envelope { brandName?, regionName?, modelName?, condition?, msg?, cacheTimeLimit?, data }.
import type { Method } from 'got';
import type { AutomotiveTokenManager } from '../../auth/automotive-token.js';
import { attachCredential, type UpstreamCredential } from '../../auth/credentials.js';
import type { AutomotiveSettings } from '../../config/index.js';
import { AutomotiveAccountDataSource } from './account.js';
import { expectList, expectObject, invalidResponse } from '../../http/boundary.js';
import { UpstreamError } from '../../http/errors.js';
import type { UpstreamClient } from '../../http/client.js';
import { RestDataSource, type RawResponse, type RequestOptions, type SearchParams } from '../rest.js';
import type {
  Envelope as EnvelopeDto,
  Listing as ListingDto,
  ListingPage as ListingPageDto,
  Model as ModelDto,
  Dealer as DealerDto,
  DealerPage as DealerPageDto,
  BasicModelStats as BasicModelStatsDto,
  Bucket as BucketDto,
  TopModel as TopModelDto,
  ModelYearShare as ModelYearShareDto,
  SimilarSalePrice as SimilarSalePriceDto,
  VehicleHistoryEntry as VehicleHistoryEntryDto,
  VehicleHistory as VehicleHistoryDto,
  LotStatistics as LotStatisticsDto,
  VinDecodeFields as VinDecodeFieldsDto,
  ListingSearchQuery,
} from '@gateway/upstream-types/overlays/automotive';

// The upstream's shapes (imported above from the spec's types with the overlay of what the real API sends), under
// the names the data source uses.
export type {
  EnvelopeDto,
  ListingDto,
  ListingPageDto,
  ModelDto,
  DealerDto,
  DealerPageDto,
  BasicModelStatsDto,
  BucketDto,
  TopModelDto,
  ModelYearShareDto,
  SimilarSalePriceDto,
  VehicleHistoryEntryDto,
  VehicleHistoryDto,
  LotStatisticsDto,
  VinDecodeFieldsDto,
};

/** A decode with the VIN it was asked for: the body may leave `data` (and so `VIN`) out. */
export interface VinDecodeDto {
  vin: string;
  fields: VinDecodeFieldsDto;
}

export interface ListingsQuery {
  newCars?: boolean | null;
}
/** /listings2 and /valuation share the location, vehicle and time criteria (null: not asked for). */
export type ListingSearchParams = { [K in keyof ListingSearchQuery]?: ListingSearchQuery[K] | null };

/** The upstream's listing page size (the spec: "chunks of up to 20 vehicles"). */
export const LISTINGS_PAGE_SIZE = 20;
/** /getDealersByRegion: "up to 30 results per page". */
export const DEALERS_PAGE_SIZE = 30;

export class AutomotiveDataSource extends RestDataSource {
  constructor(
    upstream: UpstreamClient,
    private readonly tokens: AutomotiveTokenManager,
    private readonly jwtParam: string,
    private readonly accountSettings: Pick<AutomotiveSettings, 'apiId' | 'apiKey'> = {},
  ) {
    super(upstream, undefined);
  }

  private accountSource?: AutomotiveAccountDataSource;

  /** The sub-user keys of the gateway's account: called with apiID/apiKey rather than a JWT (admin scope only). */
  get account(): AutomotiveAccountDataSource {
    return (this.accountSource ??= new AutomotiveAccountDataSource(this.upstream, this.accountSettings));
  }

  /** The gateway's JWT as this upstream takes it (a query parameter). */
  private withToken(token: string): UpstreamCredential {
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
    // The call carries this token, so a 403 replaces exactly this one.
    const token = await this.tokens.current();
    try {
      return await this.sendWith(this.withToken(token), method, path, options);
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.status !== 403) throw error;
      this.replacement ??= this.tokens.replace(token);
      const fresh = await this.replacement;
      if (fresh === token) throw error;
      this.logger.info({ service: this.service, path: '/' + path }, 'token refused: retrying with a new one');
      return this.sendWith(this.withToken(fresh), method, path, options);
    }
  }

  /** Every answer is an object envelope; its `data` is checked by the method that knows its shape. */
  private async envelope(path: string, params?: SearchParams): Promise<EnvelopeDto<unknown>> {
    const body = await this.get<unknown>(path, params);
    return expectObject<EnvelopeDto<unknown>>(this.service, body, 'the envelope');
  }

  /** `data` the spec requires: present, and a list. */
  private async listData<T>(path: string, params?: SearchParams): Promise<EnvelopeDto<T[]>> {
    const body = await this.envelope(path, params);
    if (body.data === undefined) throw invalidResponse(this.service, 'no data');
    return { ...body, data: expectList<T>(this.service, body.data, 'data') };
  }

  /** `data` the spec requires: an object. */
  private async objectData<T extends object>(path: string, params?: SearchParams): Promise<EnvelopeDto<T>> {
    const body = await this.envelope(path, params);
    return { ...body, data: expectObject<T>(this.service, body.data, 'data') };
  }

  /** Untyped `data` the spec does not require (GenericResponse): absent or null is an empty object. */
  private async optionalObjectData<T extends object>(path: string, params?: SearchParams): Promise<EnvelopeDto<T>> {
    const body = await this.envelope(path, params);
    const data = body.data === undefined || body.data === null ? {} : body.data;
    return { ...body, data: expectObject<T>(this.service, data, 'data') };
  }

  /** A page of listings: `listings` a list, the paging numbers as sent. */
  private async listingPage(path: string, params: SearchParams): Promise<EnvelopeDto<ListingPageDto>> {
    const body = await this.objectData<ListingPageDto>(path, params);
    return { ...body, data: { ...body.data, listings: expectList<ListingDto>(this.service, body.data.listings) } };
  }

  // Static data
  getBrands() {
    return this.listData<string>('getBrands');
  }
  getModels(brandName: string) {
    return this.listData<ModelDto>('getModels', { brandName });
  }
  getInactiveModels(brandName: string) {
    return this.listData<ModelDto>('getInactiveModels', { brandName });
  }
  getRegions() {
    return this.listData<string>('getRegions');
  }

  // Dealers
  getDealersByZipCode(zipCode: number) {
    return this.listData<DealerDto>('getDealers', { zipCode });
  }
  async getDealer(dealerID: number): Promise<DealerDto | null> {
    try {
      const dealer = (await this.listData<DealerDto>('getDealersByID', { dealerID })).data[0];
      if (dealer === undefined || dealer === null) return null;
      const found = expectObject<DealerDto>(this.service, dealer, 'a dealer');
      // The id asked for is the dealer's when the body lists none.
      return Array.isArray(found.ids) && found.ids.length > 0 ? found : { ...found, ids: [dealerID] };
    } catch (error) {
      if (error instanceof UpstreamError && error.kind === 'not-found') return null;
      throw error;
    }
  }
  async getDealersByRegion(regionName: string, page: number): Promise<EnvelopeDto<DealerPageDto>> {
    const body = await this.objectData<DealerPageDto>('getDealersByRegion', { regionName, page });
    return { ...body, data: { ...body.data, dealers: expectList<DealerDto>(this.service, body.data.dealers) } };
  }

  // Listings (all paged by `page`, 1-based, with `maxPages` in the answer)
  getDealerListings(dealerID: number, page: number, query: ListingsQuery) {
    return this.listingPage('listings', { dealerID, page, newCars: query.newCars });
  }
  searchListings(params: ListingSearchParams, page: number) {
    return this.listingPage('listings2', { ...params, page });
  }
  getDealerListingsByDate(dealerID: number, startDate: string, endDate: string, page: number, query: ListingsQuery) {
    return this.listingPage('listingsByDate', { dealerID, startDate, endDate, page, newCars: query.newCars });
  }
  getRegionListings(
    regionName: string,
    modelName: string,
    daysBack: number | null | undefined,
    page: number,
    query: ListingsQuery,
  ) {
    return this.listingPage('listingsByRegion', {
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
    return this.listingPage('listingsByRegionAndDate', {
      regionName,
      modelName,
      startDate,
      endDate,
      page,
      newCars: query.newCars,
    });
  }
  getZipCodeListings(zipCode: number, modelName: string | null | undefined, page: number, query: ListingsQuery) {
    return this.listingPage('listingsByZipCode', { zipCode, modelName, page, newCars: query.newCars });
  }
  getZipCodeListingsByDate(
    zipCode: number,
    startDate: string,
    endDate: string,
    modelName: string | null | undefined,
    page: number,
    query: ListingsQuery,
  ) {
    return this.listingPage('listingsByZipCodeAndDate', {
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
    return this.listData<BasicModelStatsDto>('listPrice', { brandName, regionName });
  }
  getSalePrice(brandName: string, regionName: string) {
    return this.listData<BasicModelStatsDto>('salePrice', { brandName, regionName });
  }
  getSalePriceHistogram(brandName: string, modelName: string, regionName: string) {
    return this.listData<BucketDto>('salePriceHistogram', { brandName, modelName, regionName });
  }
  getSimilarSalePrice(
    vin: string,
    regionName: string,
    daysBack: number | null | undefined,
    sameYear: boolean | null | undefined,
  ) {
    return this.objectData<SimilarSalePriceDto>('similarSalePrice', { vin, regionName, daysBack, sameYear });
  }
  getValuation(vin: string, params: ListingSearchParams, sameYear: boolean | null | undefined) {
    return this.objectData<SimilarSalePriceDto>('valuation', { vin, ...params, sameYear });
  }

  // Sales and supply
  getTopModels(regionName: string) {
    return this.listData<TopModelDto>('topModels', { regionName });
  }
  getModelYearDistribution(brandName: string, modelName: string, regionName: string) {
    return this.listData<ModelYearShareDto>('modelYearDist', { brandName, modelName, regionName });
  }
  getDaysSupply(brandName: string, regionName: string) {
    return this.lotStatistics('daysSupply', { brandName, regionName });
  }
  getDaysToSell(brandName: string, regionName: string) {
    return this.lotStatistics('daysToSell', { brandName, regionName });
  }
  /** Untyped in the spec: the statistics object its description names, or one number (read as `value`). */
  private async lotStatistics(path: string, params: SearchParams): Promise<EnvelopeDto<LotStatisticsDto>> {
    const body = await this.envelope(path, params);
    if (typeof body.data === 'number' && Number.isFinite(body.data)) return { ...body, data: { value: body.data } };
    return this.optionalObjectData<LotStatisticsDto>(path, params);
  }
  getRegionSales(brandName: string, regionName: string, month: string) {
    return this.envelope('regionSales', { brandName, regionName, month });
  }
  getRegionDailySales(brandName: string, regionName: string, day: string) {
    return this.envelope('regionDailySales', { brandName, regionName, day });
  }
  getRegionMarketShare(regionName: string) {
    return this.envelope('getRegionMarketShare', { regionName });
  }
  getRegionBrandMarketShare(brandName: string, regionName: string) {
    return this.envelope('getRegionBrandMarketShare', { brandName, regionName });
  }

  // Vehicles
  async decodeVin(
    vin: string,
    passEmpty: boolean | null | undefined,
    includeRecall: boolean | null | undefined,
  ): Promise<VinDecodeDto> {
    const params = { vin, passEmpty, includeRecall };
    return { vin, fields: (await this.optionalObjectData<VinDecodeFieldsDto>('vinDecode', params)).data };
  }
  async getVehicleHistory(vin: string): Promise<VehicleHistoryDto> {
    const { data } = await this.objectData<VehicleHistoryDto>('vehicleHistory', { vin });
    // The VIN asked for is the history's when the body leaves it out.
    return { vin: data.vin || vin, data: expectList<VehicleHistoryEntryDto>(this.service, data.data, 'history') };
  }
  async getVehicleSeen(vin: string, afterDate: string): Promise<EnvelopeDto<boolean>> {
    const body = await this.envelope('vehicleSeen', { vin, afterDate });
    if (typeof body.data !== 'boolean') throw invalidResponse(this.service, 'expected data to be a boolean');
    return { ...body, data: body.data };
  }
}

// The upstream's region names (`REGION_STATE_CA`, the spec's default, and the other states), shared with the sandbox.
export {
  AUTOMOTIVE_REGIONS,
  DEFAULT_REGION,
  type AutomotiveRegionName,
} from '@gateway/upstream-types/values/automotive';
