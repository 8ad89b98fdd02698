// Which dealers and listings a request selects, paged, and the statistics over them the market routes answer.
import type {
  BasicModelStats,
  Listing,
  ListingPage,
  LotStatistics,
  SimilarSalePrice,
} from '@gateway/upstream-types/overlays/automotive';
import {
  allListings,
  brandOfVin,
  daysAgo,
  DEALERS,
  DEALERS_BY_ID,
  hash,
  type SeedDealer,
  type SeedListing,
  yearOfVin,
} from './data.js';
import {
  boolParam,
  interval,
  intParam,
  LISTINGS_PER_PAGE,
  MAX_DAYS,
  numberParam,
  pageParam,
  type Query,
  regionParam,
  ValidationFailure,
} from './query.js';

export const regionOf = (dealer: SeedDealer) => `REGION_STATE_${dealer.state}`;
export const inRegion = (region: string) => (listing: SeedListing) =>
  regionOf(DEALERS_BY_ID.get(listing.dealerID)!) === region;
export const activeBetween = (start: string, end: string) => (listing: SeedListing) =>
  listing.lastSeen >= start && listing.lastSeen < end;
export const recent = (days: number) => (listing: SeedListing) => listing.lastSeen >= daysAgo(days);

/** The public shape of a listing (the sale price is the sandbox's own, for statistics). */
export function listingBody({ salePrice: _salePrice, ...listing }: SeedListing): Listing {
  return listing;
}

export function pageOf<T>(items: T[], page: number, perPage: number) {
  const maxPages = Math.max(1, Math.ceil(items.length / perPage));
  return { page, maxPages, items: items.slice((page - 1) * perPage, page * perPage) };
}

export function listingPage(listings: SeedListing[], query: Query): ListingPage {
  const { page, maxPages, items } = pageOf(listings, pageParam(query), LISTINGS_PER_PAGE);
  return { page, maxPages, listings: items.map(listingBody) };
}

export function stats(values: number[]): Omit<BasicModelStats, 'name'> {
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

export const daysOnLot = (listing: SeedListing) =>
  (Date.parse(listing.lastSeen) - Date.parse(listing.firstSeen)) / 86_400_000;

export function milesBetween(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(a));
}

/** Dealer selection of /listings2 and /valuation: the most restrictive criterion given wins. */
export function selectDealers(query: Query): SeedDealer[] {
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
export function searchListings(
  query: Query,
  defaultNewCars: boolean,
  vehicle?: { brandName?: string; modelName?: string },
) {
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
export function vehicleOfVin(vin: string) {
  const known = allListings().find((listing) => listing.vin === vin);
  if (known) return { brandName: known.brandName, modelName: known.modelName, year: known.year, known };
  const brand = brandOfVin(vin);
  if (!brand) return undefined;
  const vehicle = brand.models[hash(vin) % brand.models.length]!;
  return { brandName: brand.name, modelName: vehicle.name, year: yearOfVin(vin) ?? 2020, known: undefined };
}

export function similarSales(listings: SeedListing[], daysBack: number): SimilarSalePrice {
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
export function lotStatistics(brandName: string, region: string, measure: 'supply' | 'sell'): LotStatistics {
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
