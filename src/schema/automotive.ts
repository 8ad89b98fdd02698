// Shapes of the Automotive service (CIS Automotive, spec H): pure mapping of upstream JSON to GraphQL types.
import type {
  BasicModelStatsDto,
  BucketDto,
  DealerDto,
  EnvelopeDto,
  ListingDto,
  LotStatisticsDto,
  ModelYearShareDto,
  SimilarSalePriceDto,
  TopModelDto,
  VehicleHistoryDto,
  VehicleHistoryEntryDto,
  VinDecodeDto,
} from '../datasources/automotive/index.js';
import { AUTOMOTIVE_REGIONS } from '../datasources/automotive/index.js';
import { isRecord, member, required } from '../http/boundary.js';
import { builder, defineNamespace } from './builder.js';
import { toDateTime } from './scalars.js';

export const AutomotiveQuery = defineNamespace(
  'AutomotiveQuery',
  'automotive',
  'Automotive market data: dealer listings, brands and models, price statistics, valuations, VIN decoding with ' +
    'recalls, supply and sales (CIS Automotive API).',
);

export const AutomotiveRegion = builder.enumType('AutomotiveRegion', {
  description: 'A region of the upstream: one per US state (and DC). `REGION_STATE_CA` is its default.',
  values: AUTOMOTIVE_REGIONS,
});

/** Upstream dates are `YYYY-MM-DD`; the schema speaks ISO 8601 date-times (midnight UTC). */
const day = (value: string | undefined | null) => toDateTime(value ? `${value}T00:00:00Z` : value);

export const Dealer = builder.objectRef<DealerDto>('Dealer').implement({
  description: 'A dealership. `upstreamId` is its first internal id; `ids` lists all of them.',
  fields: (t) => ({
    ids: t.intList({ nullable: false, resolve: (dealer) => member('automotive', dealer, 'ids', 'list') }),
    name: t.exposeString('dealerName', { nullable: false }),
    address: t.exposeString('address', { nullable: false }),
    state: t.exposeString('state', { nullable: false }),
    zipCode: t.string({
      nullable: false,
      description: 'Five digits (the upstream sends a number, so leading zeros are restored).',
      resolve: (dto) => String(required('automotive', dto.zipCode, 'zipCode')).padStart(5, '0'),
    }),
  }),
});

export const Listing = builder.objectRef<ListingDto>('Listing').implement({
  description: "A vehicle on a dealer's lot. Prices are in the dealer's local currency (generally USD).",
  fields: (t) => ({
    vin: t.string({ nullable: false, resolve: (dto) => required('automotive', dto.vin, 'vin') }),
    brandName: t.exposeString('brandName', { nullable: false }),
    modelName: t.exposeString('modelName', { nullable: false }),
    // A `number` in the spec: any double, which an Int could not carry.
    year: t.exposeFloat('year', { nullable: false }),
    isNew: t.exposeBoolean('isNew', { nullable: false }),
    askPrice: t.exposeFloat('askPrice', { nullable: false }),
    msrp: t.exposeFloat('msrp', { nullable: false }),
    mileage: t.float({ description: 'Null when the upstream does not say.', resolve: (dto) => dto.mileage ?? null }),
    color: t.exposeString('color'),
    interiorColor: t.exposeString('interiorColor'),
    firstSeen: t.field({ type: 'DateTime', resolve: (dto) => day(dto.firstSeen) }),
    lastSeen: t.field({ type: 'DateTime', resolve: (dto) => day(dto.lastSeen) }),
    dealerId: t.exposeInt('dealerID', { nullable: false }),
    vinDecode: t.field({
      type: 'JSON',
      description: 'Decoded VIN fields when the upstream includes them (untyped in the spec).',
      resolve: (dto) => (isRecord(dto.vinDecode) && Object.keys(dto.vinDecode).length > 0 ? dto.vinDecode : null),
    }),
  }),
});

export interface BrandShape {
  name: string;
}
export const Brand = builder.objectRef<BrandShape>('Brand').implement({
  description: 'A vehicle brand; its name is the `brandName` argument of other fields.',
  fields: (t) => ({ name: t.exposeString('name', { nullable: false }) }),
});

export interface VehicleModelShape {
  /** Null when the upstream's entry has no name: an error where that model is. */
  name: string | null;
  brandName: string;
}
export const VehicleModel = builder.objectRef<VehicleModelShape>('VehicleModel').implement({
  description: 'A model of a brand; its name is the `modelName` argument of other fields.',
  fields: (t) => ({
    name: t.string({ nullable: false, resolve: (model) => required('automotive', model.name, 'modelName') }),
    brandName: t.exposeString('brandName', { nullable: false }),
  }),
});

export const PriceStatistics = builder.objectRef<BasicModelStatsDto>('PriceStatistics').implement({
  description: 'Average, median, standard deviation and population variance of prices of one model.',
  fields: (t) => ({
    modelName: t.exposeString('name', { nullable: false }),
    average: t.exposeFloat('average', { nullable: false }),
    median: t.exposeFloat('median', { nullable: false }),
    stdDev: t.exposeFloat('stdDev', { nullable: false }),
    pVariance: t.exposeFloat('pVariance', { nullable: false }),
  }),
});

export const SalePriceBucket = builder.objectRef<BucketDto>('SalePriceBucket').implement({
  description: 'One $1000 bucket of a sale price histogram.',
  fields: (t) => ({
    bucket: t.exposeFloat('bucket', { nullable: false, description: 'Lower bound of the bucket.' }),
    modelName: t.exposeString('modelName', { nullable: false }),
    percentOfMarket: t.exposeFloat('percentOfMarket', { nullable: false }),
  }),
});

export const TopModel = builder.objectRef<TopModelDto>('TopModel').implement({
  description: 'A model in the sales ranking of a region over the last 45 days.',
  fields: (t) => ({
    brandName: t.exposeString('brandName', { nullable: false }),
    modelName: t.exposeString('modelName', { nullable: false }),
    percentOfTopSales: t.exposeFloat('percentOfTopSales', {
      nullable: false,
      description: 'Sales as a percentage of the top seller (80 = 8 sold for every 10 of the top model).',
    }),
    percentOfBrandSales: t.exposeFloat('percentOfBrandSales', { nullable: false }),
    brandMarketShare: t.exposeFloat('brandMarketShare', { nullable: false }),
  }),
});

export const ModelYearShare = builder.objectRef<ModelYearShareDto>('ModelYearShare').implement({
  description: 'Share of one model year among used vehicles of the same model on the market.',
  fields: (t) => ({
    brandName: t.exposeString('brandName', { nullable: false }),
    modelName: t.exposeString('modelName', { nullable: false }),
    year: t.exposeInt('year', { nullable: false }),
    percentOfMarket: t.exposeFloat('percentOfMarket', { nullable: false }),
  }),
});

export const Valuation = builder.objectRef<EnvelopeDto<SimilarSalePriceDto>>('Valuation').implement({
  description: 'Sale price and mileage of vehicles similar to a VIN: average, standard deviation and count.',
  fields: (t) => ({
    brandName: t.exposeString('brandName'),
    modelName: t.exposeString('modelName'),
    regionName: t.exposeString('regionName'),
    startDate: t.field({ type: 'DateTime', resolve: (dto) => day(dto.startDate) }),
    endDate: t.field({ type: 'DateTime', resolve: (dto) => day(dto.endDate) }),
    daysBack: t.int({ resolve: (dto) => dto.data.daysBack }),
    newSaleAverage: t.float({ resolve: (dto) => dto.data.newSaleAvg }),
    newSaleStdDev: t.float({ resolve: (dto) => dto.data.newSaleStdDev }),
    newCount: t.int({ resolve: (dto) => dto.data.newCount }),
    usedSaleAverage: t.float({ resolve: (dto) => dto.data.usedSaleAvg }),
    usedSaleStdDev: t.float({ resolve: (dto) => dto.data.usedSaleStdDev }),
    usedCount: t.int({ resolve: (dto) => dto.data.usedCount }),
    milesAverage: t.float({ resolve: (dto) => dto.data.milesAvg }),
    milesStdDev: t.float({ resolve: (dto) => dto.data.milesStdDev }),
    mileCount: t.int({ resolve: (dto) => dto.data.mileCount }),
  }),
});

/** Days supply and days to sell share their statistics (the spec describes both the same way). */
function lotStatistics(name: string, description: string) {
  return builder.objectRef<EnvelopeDto<LotStatisticsDto>>(name).implement({
    description,
    fields: (t) => ({
      brandName: t.exposeString('brandName'),
      regionName: t.exposeString('regionName'),
      average: t.float({ description: 'Dealer by dealer.', resolve: (dto) => dto.data.average ?? null }),
      median: t.float({ resolve: (dto) => dto.data.median ?? null }),
      stdDev: t.float({ resolve: (dto) => dto.data.stdDev ?? null }),
      pVariance: t.float({ resolve: (dto) => dto.data.pVariance ?? dto.data.pVar ?? null }),
      wholeRegionAverage: t.float({
        description: 'The whole region treated as a single dealership.',
        resolve: (dto) => dto.data.wholeRegionAverage ?? dto.data.regionAverage ?? null,
      }),
      value: t.float({
        description:
          'The statistic when the upstream answers with one number instead of the breakdown (the spec leaves ' +
          'the body untyped); null when it sends the breakdown.',
        resolve: (dto) => dto.data.value ?? null,
      }),
    }),
  });
}
export const DaysSupply = lotStatistics('DaysSupply', 'Days of supply left on dealer lots for a brand in a region.');
export const DaysToSell = lotStatistics('DaysToSell', 'Days a vehicle of a brand spends on dealer lots in a region.');

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const integer = (value: unknown) => {
  const parsed = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  // Decoded fields are free text: a number an Int cannot hold is no answer, not an error.
  return Number.isFinite(parsed) && Math.abs(parsed) < 2 ** 31 ? Math.trunc(parsed) : null;
};
const decimal = (value: unknown) => {
  const parsed = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(parsed) ? parsed : null;
};

export const Recall = builder.objectRef<Record<string, unknown>>('Recall').implement({
  description: 'A safety recall reported to the NHTSA.',
  fields: (t) => ({
    campaignNumber: t.string({ resolve: (dto) => text(dto.NHTSACampaignNumber) }),
    manufacturer: t.string({ resolve: (dto) => text(dto.Manufacturer) }),
    component: t.string({ resolve: (dto) => text(dto.Component) }),
    summary: t.string({ resolve: (dto) => text(dto.Summary) }),
    consequence: t.string({ resolve: (dto) => text(dto.Consequence) }),
    remedy: t.string({ resolve: (dto) => text(dto.Remedy) }),
    reportReceivedDate: t.field({ type: 'DateTime', resolve: (dto) => toDateTime(dto.ReportReceivedDate) }),
  }),
});

export const VinDecode = builder.objectRef<VinDecodeDto>('VinDecode').implement({
  description: 'A decoded North American VIN with its recalls. `fields` holds every decoded field as sent.',
  fields: (t) => ({
    vin: t.string({ resolve: (dto) => text(dto.fields.VIN) ?? dto.vin }),
    make: t.string({ resolve: (dto) => text(dto.fields.Make) }),
    model: t.string({ resolve: (dto) => text(dto.fields.Model) }),
    modelYear: t.int({ resolve: (dto) => integer(dto.fields.ModelYear) }),
    trim: t.string({ resolve: (dto) => text(dto.fields.Trim) }),
    bodyClass: t.string({ resolve: (dto) => text(dto.fields.BodyClass) }),
    vehicleType: t.string({ resolve: (dto) => text(dto.fields.VehicleType) }),
    fuelType: t.string({ resolve: (dto) => text(dto.fields.FuelTypePrimary) }),
    engineCylinders: t.int({ resolve: (dto) => integer(dto.fields.EngineCylinders) }),
    displacementLiters: t.float({ resolve: (dto) => decimal(dto.fields.DisplacementL) }),
    doors: t.int({ resolve: (dto) => integer(dto.fields.Doors) }),
    manufacturer: t.string({ resolve: (dto) => text(dto.fields.Manufacturer) }),
    plantCountry: t.string({ resolve: (dto) => text(dto.fields.PlantCountry) }),
    errorCode: t.string({
      description: 'The decoder\'s error code ("0" = clean decode).',
      resolve: (dto) => text(dto.fields.ErrorCode),
    }),
    errorText: t.string({ resolve: (dto) => text(dto.fields.ErrorText) }),
    recalls: t.field({
      type: [Recall],
      description: 'Null when recalls were not requested (includeRecall: false).',
      // An entry that is not an object holds no recall to show.
      resolve: (dto) => (Array.isArray(dto.fields.recalls) ? dto.fields.recalls.filter(isRecord) : null),
    }),
    fields: t.field({
      type: 'JSON',
      nullable: false,
      description:
        'The decoded fields by name (which ones depends on the vehicle; the spec types the answer as a free-form ' +
        'object, so JSON). Recalls are in `recalls`.',
      resolve: ({ fields: { recalls: _recalls, ...fields } }) => fields,
    }),
  }),
});

export const VehicleHistoryEntry = builder.objectRef<VehicleHistoryEntryDto>('VehicleHistoryEntry').implement({
  description: 'One appearance of a vehicle for sale at a dealership.',
  fields: (t) => ({
    dealerName: t.exposeString('dealerName', { nullable: false }),
    firstSeen: t.field({ type: 'DateTime', resolve: (dto) => day(dto.firstSeen) }),
    lastSeen: t.field({ type: 'DateTime', resolve: (dto) => day(dto.lastSeen) }),
    price: t.exposeFloat('price', { nullable: false }),
    isNew: t.exposeBoolean('new', { nullable: false }),
    miles: t.exposeInt('miles', { nullable: false }),
    state: t.exposeString('state', { nullable: false }),
    zipCode: t.string({
      nullable: false,
      resolve: (dto) => String(required('automotive', dto.zip, 'zip')).padStart(5, '0'),
    }),
  }),
});

export const VehicleHistory = builder.objectRef<VehicleHistoryDto>('VehicleHistory').implement({
  description: "A vehicle's sales history at dealerships (data back to early 2016).",
  fields: (t) => ({
    vin: t.exposeString('vin', { nullable: false }),
    entries: t.field({ type: [VehicleHistoryEntry], nullable: false, resolve: (dto) => dto.data }),
  }),
});

export const AutomotiveReport = builder.objectRef<EnvelopeDto<unknown>>('AutomotiveReport').implement({
  description: 'A sales or market share report whose body the spec leaves untyped: `data` is passed on as sent.',
  fields: (t) => ({
    brandName: t.exposeString('brandName'),
    regionName: t.exposeString('regionName'),
    modelName: t.exposeString('modelName'),
    message: t.exposeString('msg'),
    data: t.field({
      type: 'JSON',
      description: "The report's data; its shape differs per report and the spec gives none (JSON).",
      resolve: (dto) => dto.data ?? null,
    }),
  }),
});
