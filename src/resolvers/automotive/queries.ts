// Query.automotive fields: all 30 data reads of the CIS Automotive API (the token endpoints and sub-user key
// management are the gateway's business, not fields). Arguments are checked before any upstream call.
import { isRecord, text } from '../../http/boundary.js';
import { DEFAULT_REGION, type DealerDto, type EnvelopeDto, type ModelDto } from '../../datasources/automotive/index.js';
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
} from '../../schema/automotive.js';
import { builder } from '../../schema/builder.js';
import {
  MAX_INTERVAL_DAYS,
  vin,
  name,
  isoDate,
  zipCode,
  dealerId,
  daysBack,
  intervalCheck,
  ListingSearchInput,
  ValuationAreaInput,
  searchParams,
} from './inputs.js';
import { DEALER_PAGING, pagesOf, listingPages, ListingConnection, DealerConnection } from './paging.js';

const dealerListFrom = (body: EnvelopeDto<DealerDto[]>) => body.data;

/** Model entries as models of a brand; an entry without its name is an error at its own place (see VehicleModel). */
export const modelsOf = (entries: ModelDto[], brandName: string): VehicleModelShape[] =>
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
