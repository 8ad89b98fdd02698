// Query.automotive fields: all 30 data reads of the CIS Automotive API (the token endpoints and sub-user key
// management are the gateway's business, not fields). Arguments are checked before any upstream call.
import { z } from 'zod';
import { isRecord, text } from '../datasources/boundary.js';
import {
  DEALERS_PAGE_SIZE,
  DEFAULT_REGION,
  LISTINGS_PAGE_SIZE,
  type DealerDto,
  type EnvelopeDto,
  type ModelDto,
  type ListingDto,
  type ListingSearchParams,
} from '../datasources/automotive.js';
import {
  AutomotiveQuery,
  AutomotiveRegion,
  AutomotiveReport,
  Brand,
  DaysSupply,
  DaysToSell,
  Dealer,
  Listing,
  ModelYearShare,
  PriceStatistics,
  SalePriceBucket,
  TopModel,
  Valuation,
  VehicleHistory,
  VehicleModel,
  VinDecode,
  type VehicleModelShape,
} from '../schema/automotive.js';
import { builder } from '../schema/builder.js';
import { badUserInput } from '../schema/errors.js';
import { paginate, type ConnectionArgs, type UpstreamPage } from '../schema/pagination.js';

/** The upstream's longest date interval for listings and valuations. */
const MAX_INTERVAL_DAYS = 45;

const vin = z
  .string()
  .regex(/^[A-HJ-NPR-Z0-9]{17}$/i, 'must be 17 characters of the VIN alphabet (letters without I, O, Q, and digits)');
const name = z.string().trim().min(1, 'must not be empty').max(64, 'must be at most 64 characters');
const isRealDate = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
};
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine(isRealDate, { message: 'must be a real calendar date' });
const zipCode = z.string().regex(/^\d{5}$/, 'must be a five-digit ZIP code');
export const dealerId = z.number().int().min(1, 'must be a positive dealer id');
const daysBack = (max: number) => z.number().int().min(1).max(max, `must be at most ${max}`);
const mileage = z.number().int().min(0, 'must not be negative');

const daysBetween = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / 86_400_000;
/** startDate/endDate together: in order and at most 45 days apart. */
const intervalCheck = z
  .looseObject({ startDate: z.string().nullish(), endDate: z.string().nullish() })
  .refine(({ startDate, endDate }) => !startDate || !endDate || daysBetween(startDate, endDate) >= 0, {
    message: 'must not be before "startDate"',
    path: ['endDate'],
  })
  .refine(({ startDate, endDate }) => !startDate || !endDate || daysBetween(startDate, endDate) <= MAX_INTERVAL_DAYS, {
    message: `must be at most ${MAX_INTERVAL_DAYS} days after "startDate"`,
    path: ['endDate'],
  });

const LISTING_PAGING = { defaultSize: LISTINGS_PAGE_SIZE, maxSize: 100 };
const DEALER_PAGING = { defaultSize: DEALERS_PAGE_SIZE, maxSize: 100 };

/** The continuation is the upstream's 1-based page number. */
function pageNumber(continuation: string | undefined): number {
  if (continuation === undefined) return 1;
  if (!/^\d{1,6}$/.test(continuation) || Number(continuation) < 1) {
    throw badUserInput('Argument "after" is not a cursor this gateway issued', 'after');
  }
  return Number(continuation);
}

interface PagedBody<T> {
  page: number;
  maxPages: number;
  items: T[];
}

/** A Relay connection over the upstream's `page`/`maxPages` paging. */
function pagesOf<T>(
  args: ConnectionArgs,
  limits: typeof LISTING_PAGING,
  fetch: (page: number) => Promise<PagedBody<T>>,
) {
  return paginate(args, limits, async (continuation): Promise<UpstreamPage<T>> => {
    const page = pageNumber(continuation);
    const body = await fetch(page);
    return { items: body.items, next: page < body.maxPages && body.items.length > 0 ? String(page + 1) : undefined };
  });
}
const listingPages = (
  args: ConnectionArgs,
  fetch: (page: number) => Promise<EnvelopeDto<{ page: number; maxPages: number; listings: ListingDto[] }>>,
) =>
  pagesOf(args, LISTING_PAGING, async (page) => {
    const { data } = await fetch(page);
    return { page: data.page, maxPages: data.maxPages, items: data.listings };
  });

export const ListingConnection = builder.connectionObject({ type: Listing, name: 'ListingConnection' });
export const DealerConnection = builder.connectionObject({ type: Dealer, name: 'DealerConnection' });

/** The location, vehicle and time criteria shared by listing search and valuation. */
function searchFields(t: PothosSchemaTypes.InputFieldBuilder<typeof builder.$inferSchemaTypes, 'InputObject'>) {
  return {
    dealerId: t.int({ validate: dealerId, description: 'Most restrictive dealer selection: one dealer.' }),
    latitude: t.float({ validate: z.number().min(-90).max(90) }),
    longitude: t.float({
      validate: z.number().min(-180).max(360),
      description: 'Degrees EAST: 100.41W is -100.41 (or 259.59).',
    }),
    radius: t.float({ validate: z.number().positive(), description: 'Miles, for GPS and (optionally) ZIP searches.' }),
    zipCode: t.string({ validate: zipCode }),
    region: t.field({ type: AutomotiveRegion }),
    mileageLow: t.int({ validate: mileage }),
    mileageHigh: t.int({ validate: mileage }),
    startDate: t.string({ validate: isoDate, description: 'YYYY-MM-DD.' }),
    endDate: t.string({ validate: isoDate, description: 'YYYY-MM-DD, exclusive; at most 45 days after startDate.' }),
    daysBack: t.int({
      validate: daysBack(MAX_INTERVAL_DAYS),
      description: 'Used when a date is missing (default 45).',
    }),
    newCars: t.boolean({ description: 'New or used vehicles (upstream default: new for search, used for valuation).' }),
    extendedSearch: t.boolean({ description: 'Also vehicles on the lot at any point of the interval (slower).' }),
  };
}
const searchCheck = z
  .looseObject({
    dealerId: z.number().nullish(),
    zipCode: z.string().nullish(),
    latitude: z.number().nullish(),
    longitude: z.number().nullish(),
    radius: z.number().nullish(),
    region: z.string().nullish(),
    mileageLow: z.number().nullish(),
    mileageHigh: z.number().nullish(),
    startDate: z.string().nullish(),
    endDate: z.string().nullish(),
  })
  .refine(
    (input) => [input.dealerId, input.zipCode, input.latitude, input.longitude, input.region].some((v) => v != null),
    {
      message: 'needs a dealer selection: dealerId, latitude/longitude, zipCode or region',
      path: ['dealerId'],
    },
  )
  .refine(
    ({ latitude, longitude, radius }) =>
      (latitude == null && longitude == null) || (latitude != null && longitude != null && radius != null),
    { message: 'a GPS search needs latitude, longitude and radius', path: ['radius'] },
  )
  .refine(({ mileageLow, mileageHigh }) => mileageLow == null || mileageHigh == null || mileageLow <= mileageHigh, {
    message: 'must not exceed "mileageHigh"',
    path: ['mileageLow'],
  })
  .refine(({ startDate, endDate }) => !startDate || !endDate || daysBetween(startDate, endDate) >= 0, {
    message: 'must not be before "startDate"',
    path: ['endDate'],
  })
  .refine(({ startDate, endDate }) => !startDate || !endDate || daysBetween(startDate, endDate) <= MAX_INTERVAL_DAYS, {
    message: `must be at most ${MAX_INTERVAL_DAYS} days after "startDate"`,
    path: ['endDate'],
  });

const ListingSearchInput = builder.inputType('ListingSearchInput', {
  description: 'Flexible listing search: one dealer selection (the most restrictive given wins) and vehicle filters.',
  fields: (t) => ({
    ...searchFields(t),
    brandName: t.string({ validate: name }),
    modelName: t.string({ validate: name }),
    modelYear: t.int({ validate: z.number().int().min(1900).max(2100) }),
  }),
  validate: searchCheck,
});

const ValuationAreaInput = builder.inputType('ValuationAreaInput', {
  description: 'Where and when to compare: the same location, mileage and time criteria as listing search.',
  fields: (t) => searchFields(t),
  validate: searchCheck,
});

interface SearchInput {
  dealerId?: number | null;
  latitude?: number | null;
  longitude?: number | null;
  radius?: number | null;
  zipCode?: string | null;
  region?: string | null;
  mileageLow?: number | null;
  mileageHigh?: number | null;
  startDate?: string | null;
  endDate?: string | null;
  daysBack?: number | null;
  newCars?: boolean | null;
  extendedSearch?: boolean | null;
  brandName?: string | null;
  modelName?: string | null;
  modelYear?: number | null;
}
function searchParams(input: SearchInput): ListingSearchParams {
  return {
    dealerID: input.dealerId,
    zipCode: input.zipCode ? Number(input.zipCode) : undefined,
    latitude: input.latitude,
    longitude: input.longitude,
    radius: input.radius,
    regionName: input.region,
    brandName: input.brandName,
    modelName: input.modelName,
    modelYear: input.modelYear,
    mileageLow: input.mileageLow,
    mileageHigh: input.mileageHigh,
    startDate: input.startDate,
    endDate: input.endDate,
    daysBack: input.daysBack,
    newCars: input.newCars,
    extendedSearch: input.extendedSearch,
  };
}

const dealerListFrom = (body: EnvelopeDto<DealerDto[]>) => body.data;

/** Model entries as models of a brand; an entry without its name is an error at its own place (see VehicleModel). */
const modelsOf = (entries: ModelDto[], brandName: string): VehicleModelShape[] =>
  entries.map((entry) => ({ name: isRecord(entry) ? text(entry.modelName) : null, brandName }));

builder.objectFields(AutomotiveQuery, (t) => {
  const region = () => t.arg({ type: AutomotiveRegion, defaultValue: DEFAULT_REGION });
  const requiredRegion = () => t.arg({ type: AutomotiveRegion, required: true });
  const brandArg = () => t.arg.string({ required: true, validate: name });
  const modelArg = () => t.arg.string({ required: true, validate: name });
  const newCarsArg = () => t.arg.boolean({ defaultValue: true, description: 'New (default) or used vehicles.' });

  return {
    // The brief's twelve first: listings, listing search, brands, models, prices, top models, valuation, VIN, supply.
    dealerListings: t.connection(
      {
        type: Listing,
        description: "A dealer's listings over the last 45 days (upstream /listings).",
        args: { dealerId: t.arg.int({ required: true, validate: dealerId }), newCars: newCarsArg() },
        resolve: (_root, args, { dataSources }) =>
          listingPages(args, (page) =>
            dataSources.automotive.getDealerListings(args.dealerId, page, { newCars: args.newCars }),
          ),
      },
      ListingConnection,
    ),
    listingSearch: t.connection(
      {
        type: Listing,
        description: 'Flexible listing search by location, vehicle and time (upstream /listings2).',
        args: { where: t.arg({ type: ListingSearchInput, required: true }) },
        resolve: (_root, args, { dataSources }) =>
          listingPages(args, (page) => dataSources.automotive.searchListings(searchParams(args.where), page)),
      },
      ListingConnection,
    ),
    brands: t.field({
      type: [Brand],
      description: 'Vehicle brands; their names are the brandName argument of other fields.',
      resolve: async (_root, _args, { dataSources }) =>
        (await dataSources.automotive.getBrands()).data.map((brandName) => ({ name: brandName })),
    }),
    models: t.field({
      type: [VehicleModel],
      nullable: { list: true, items: true },
      description: "A brand's active models (not discontinued, and sold recently).",
      args: { brandName: brandArg() },
      resolve: async (_root, args, { dataSources }) => {
        const body = await dataSources.automotive.getModels(args.brandName);
        return modelsOf(body.data, text(body.brandName) ?? args.brandName);
      },
    }),
    listPrice: t.field({
      type: [PriceStatistics],
      description: 'Ask price statistics of new vehicles over the last 15 days, per model of a brand in a region.',
      args: { brandName: brandArg(), region: region() },
      resolve: async (_root, args, { dataSources }) =>
        (await dataSources.automotive.getListPrice(args.brandName, args.region ?? DEFAULT_REGION)).data,
    }),
    salePrice: t.field({
      type: [PriceStatistics],
      description: 'Sale price statistics of new vehicles over the last 15 days, per model of a brand in a region.',
      args: { brandName: brandArg(), region: region() },
      resolve: async (_root, args, { dataSources }) =>
        (await dataSources.automotive.getSalePrice(args.brandName, args.region ?? DEFAULT_REGION)).data,
    }),
    topModels: t.field({
      type: [TopModel],
      description: 'Sales ranking of models in a region over the last 45 days.',
      args: { region: region() },
      resolve: async (_root, args, { dataSources }) =>
        (await dataSources.automotive.getTopModels(args.region ?? DEFAULT_REGION)).data,
    }),
    valuation: t.field({
      type: Valuation,
      description:
        'Market value of vehicles like a VIN over an arbitrary area and time (premium; upstream /valuation).',
      args: {
        vin: t.arg.string({ required: true, validate: vin }),
        area: t.arg({ type: ValuationAreaInput, required: true }),
        sameYear: t.arg.boolean({ defaultValue: false, description: 'Only vehicles of the same model year.' }),
      },
      resolve: (_root, args, { dataSources }) =>
        dataSources.automotive.getValuation(
          args.vin.toUpperCase(),
          { ...searchParams(args.area), newCars: args.area.newCars ?? false },
          args.sameYear,
        ),
    }),
    vinDecode: t.field({
      type: VinDecode,
      description: 'Decode a North American VIN, with NHTSA recalls unless includeRecall is false.',
      args: {
        vin: t.arg.string({ required: true, validate: vin }),
        includeRecall: t.arg.boolean({ defaultValue: true }),
        passEmpty: t.arg.boolean({ defaultValue: false, description: 'Also return empty decoded fields.' }),
      },
      resolve: async (_root, args, { dataSources }) =>
        dataSources.automotive.decodeVin(args.vin.toUpperCase(), args.passEmpty, args.includeRecall),
    }),
    daysSupply: t.field({
      type: DaysSupply,
      description: 'Days of supply left on dealer lots for a brand in a region.',
      args: { brandName: brandArg(), region: region() },
      resolve: (_root, args, { dataSources }) =>
        dataSources.automotive.getDaysSupply(args.brandName, args.region ?? DEFAULT_REGION),
    }),
    daysToSell: t.field({
      type: DaysToSell,
      description: 'Days a vehicle of a brand spends on dealer lots in a region.',
      args: { brandName: brandArg(), region: region() },
      resolve: (_root, args, { dataSources }) =>
        dataSources.automotive.getDaysToSell(args.brandName, args.region ?? DEFAULT_REGION),
    }),

    // The rest of the data reads.
    inactiveModels: t.field({
      type: [VehicleModel],
      nullable: { list: true, items: true },
      description: "All of a brand's model names, discontinued ones included.",
      args: { brandName: brandArg() },
      resolve: async (_root, args, { dataSources }) => {
        const body = await dataSources.automotive.getInactiveModels(args.brandName);
        return modelsOf(body.data, text(body.brandName) ?? args.brandName);
      },
    }),
    regions: t.stringList({
      description: 'Region names as the upstream lists them (the values of AutomotiveRegion).',
      resolve: async (_root, _args, { dataSources }) => (await dataSources.automotive.getRegions()).data,
    }),
    dealer: t.field({
      type: Dealer,
      description: 'A dealership by its internal id; null when there is none (premium).',
      args: { id: t.arg.int({ required: true, validate: dealerId }) },
      resolve: (_root, args, { dataSources }) => dataSources.automotive.getDealer(args.id),
    }),
    dealersByZipCode: t.field({
      type: [Dealer],
      // A dealer without an id is an error at its own place; the other dealers answer.
      nullable: { list: true, items: true },
      description: 'Dealerships whose ZIP code shares the first four digits (92701 -> 92700..92709; premium).',
      args: { zipCode: t.arg.string({ required: true, validate: zipCode }) },
      resolve: async (_root, args, { dataSources }) =>
        dealerListFrom(await dataSources.automotive.getDealersByZipCode(Number(args.zipCode))),
    }),
    dealersByRegion: t.connection(
      {
        type: Dealer,
        description: 'Dealerships in a region, 30 per upstream page (premium).',
        args: { region: region() },
        resolve: (_root, args, { dataSources }) =>
          pagesOf(args, DEALER_PAGING, async (page) => {
            const { data } = await dataSources.automotive.getDealersByRegion(args.region ?? DEFAULT_REGION, page);
            return { page: data.page, maxPages: data.maxPages, items: data.dealers };
          }),
      },
      DealerConnection,
    ),
    dealerListingsByDate: t.connection(
      {
        type: Listing,
        description: "A dealer's listings in [startDate, endDate), at most 45 days (upstream /listingsByDate).",
        args: {
          dealerId: t.arg.int({ required: true, validate: dealerId }),
          startDate: t.arg.string({ required: true, validate: isoDate }),
          endDate: t.arg.string({ required: true, validate: isoDate }),
          newCars: newCarsArg(),
        },
        validate: intervalCheck,
        resolve: (_root, args, { dataSources }) =>
          listingPages(args, (page) =>
            dataSources.automotive.getDealerListingsByDate(args.dealerId, args.startDate, args.endDate, page, {
              newCars: args.newCars,
            }),
          ),
      },
      ListingConnection,
    ),
    regionListings: t.connection(
      {
        type: Listing,
        description: 'Listings of a model in a region over the last daysBack days (upstream /listingsByRegion).',
        args: {
          region: requiredRegion(),
          modelName: modelArg(),
          daysBack: t.arg.int({ defaultValue: 10, validate: daysBack(MAX_INTERVAL_DAYS) }),
          newCars: newCarsArg(),
        },
        resolve: (_root, args, { dataSources }) =>
          listingPages(args, (page) =>
            dataSources.automotive.getRegionListings(args.region, args.modelName, args.daysBack, page, {
              newCars: args.newCars,
            }),
          ),
      },
      ListingConnection,
    ),
    regionListingsByDate: t.connection(
      {
        type: Listing,
        description:
          'Listings of a model in a region active in [startDate, endDate) (upstream /listingsByRegionAndDate).',
        args: {
          region: requiredRegion(),
          modelName: modelArg(),
          startDate: t.arg.string({ required: true, validate: isoDate }),
          endDate: t.arg.string({ required: true, validate: isoDate }),
          newCars: newCarsArg(),
        },
        validate: intervalCheck,
        resolve: (_root, args, { dataSources }) =>
          listingPages(args, (page) =>
            dataSources.automotive.getRegionListingsByDate(
              args.region,
              args.modelName,
              args.startDate,
              args.endDate,
              page,
              { newCars: args.newCars },
            ),
          ),
      },
      ListingConnection,
    ),
    zipCodeListings: t.connection(
      {
        type: Listing,
        description: 'Listings at dealerships in a ZIP code over the last 45 days (upstream /listingsByZipCode).',
        args: {
          zipCode: t.arg.string({ required: true, validate: zipCode }),
          modelName: t.arg.string({ validate: name }),
          newCars: newCarsArg(),
        },
        resolve: (_root, args, { dataSources }) =>
          listingPages(args, (page) =>
            dataSources.automotive.getZipCodeListings(Number(args.zipCode), args.modelName, page, {
              newCars: args.newCars,
            }),
          ),
      },
      ListingConnection,
    ),
    zipCodeListingsByDate: t.connection(
      {
        type: Listing,
        description:
          'Listings at dealerships in a ZIP code in [startDate, endDate) (upstream /listingsByZipCodeAndDate).',
        args: {
          zipCode: t.arg.string({ required: true, validate: zipCode }),
          startDate: t.arg.string({ required: true, validate: isoDate }),
          endDate: t.arg.string({ required: true, validate: isoDate }),
          modelName: t.arg.string({ validate: name }),
          newCars: newCarsArg(),
        },
        validate: intervalCheck,
        resolve: (_root, args, { dataSources }) =>
          listingPages(args, (page) =>
            dataSources.automotive.getZipCodeListingsByDate(
              Number(args.zipCode),
              args.startDate,
              args.endDate,
              args.modelName,
              page,
              { newCars: args.newCars },
            ),
          ),
      },
      ListingConnection,
    ),
    salePriceHistogram: t.field({
      type: [SalePriceBucket],
      description: 'Histogram of sale prices of a model in a region over the last 45 days, in $1000 buckets.',
      args: { brandName: brandArg(), modelName: modelArg(), region: region() },
      resolve: async (_root, args, { dataSources }) =>
        (
          await dataSources.automotive.getSalePriceHistogram(
            args.brandName,
            args.modelName,
            args.region ?? DEFAULT_REGION,
          )
        ).data,
    }),
    similarSalePrice: t.field({
      type: Valuation,
      description: 'Sale price and mileage of vehicles like a VIN in a region, up to 120 days back (premium).',
      args: {
        vin: t.arg.string({ required: true, validate: vin }),
        region: region(),
        daysBack: t.arg.int({ defaultValue: 45, validate: daysBack(120) }),
        sameYear: t.arg.boolean({ defaultValue: false }),
      },
      resolve: (_root, args, { dataSources }) =>
        dataSources.automotive.getSimilarSalePrice(
          args.vin.toUpperCase(),
          args.region ?? DEFAULT_REGION,
          args.daysBack,
          args.sameYear,
        ),
    }),
    modelYearDistribution: t.field({
      type: [ModelYearShare],
      description: 'Share of each model year among used vehicles of a model in a region (last 45 days).',
      args: { brandName: brandArg(), modelName: modelArg(), region: region() },
      resolve: async (_root, args, { dataSources }) =>
        (
          await dataSources.automotive.getModelYearDistribution(
            args.brandName,
            args.modelName,
            args.region ?? DEFAULT_REGION,
          )
        ).data,
    }),
    regionSales: t.field({
      type: AutomotiveReport,
      description: "A brand's sales in a region for one month, broken down by day (premium). `month`: YYYY-MM-01.",
      args: {
        brandName: brandArg(),
        region: requiredRegion(),
        month: t.arg.string({ required: true, validate: isoDate }),
      },
      resolve: (_root, args, { dataSources }) =>
        dataSources.automotive.getRegionSales(args.brandName, args.region, args.month),
    }),
    regionDailySales: t.field({
      type: AutomotiveReport,
      description: "A brand's sales in a region on one day (YYYY-MM-DD).",
      args: {
        brandName: brandArg(),
        region: requiredRegion(),
        day: t.arg.string({ required: true, validate: isoDate }),
      },
      resolve: (_root, args, { dataSources }) =>
        dataSources.automotive.getRegionDailySales(args.brandName, args.region, args.day),
    }),
    regionMarketShare: t.field({
      type: AutomotiveReport,
      description: 'Market share of every brand in a region by vehicles sold over the last 45 days (premium).',
      args: { region: region() },
      resolve: (_root, args, { dataSources }) =>
        dataSources.automotive.getRegionMarketShare(args.region ?? DEFAULT_REGION),
    }),
    regionBrandMarketShare: t.field({
      type: AutomotiveReport,
      description: 'Market share of one brand in a region by vehicles sold over the last 45 days.',
      args: { brandName: brandArg(), region: region() },
      resolve: (_root, args, { dataSources }) =>
        dataSources.automotive.getRegionBrandMarketShare(args.brandName, args.region ?? DEFAULT_REGION),
    }),
    vehicleHistory: t.field({
      type: VehicleHistory,
      description: "A vehicle's sales history at dealerships (premium).",
      args: { vin: t.arg.string({ required: true, validate: vin }) },
      resolve: (_root, args, { dataSources }) => dataSources.automotive.getVehicleHistory(args.vin.toUpperCase()),
    }),
    vehicleSeen: t.boolean({
      description: 'Whether a VIN appeared on the open market on or after a date (cheaper than vehicleHistory).',
      args: {
        vin: t.arg.string({ required: true, validate: vin }),
        afterDate: t.arg.string({ required: true, validate: isoDate }),
      },
      resolve: async (_root, args, { dataSources }) =>
        (await dataSources.automotive.getVehicleSeen(args.vin.toUpperCase(), args.afterDate)).data,
    }),
  };
});

builder.objectFields(Listing, (t) => ({
  dealer: t.field({
    type: Dealer,
    description: 'The dealership (one upstream call per distinct dealer in a response: identical lookups are shared).',
    resolve: (listing, _args, { dataSources }) => dataSources.automotive.getDealer(listing.dealerID),
  }),
}));

builder.objectFields(Brand, (t) => ({
  models: t.field({
    type: [VehicleModel],
    nullable: { list: true, items: true },
    description: "The brand's active models.",
    resolve: async (brand, _args, { dataSources }) =>
      modelsOf((await dataSources.automotive.getModels(brand.name)).data, brand.name),
  }),
}));
