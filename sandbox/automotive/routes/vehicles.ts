// One vehicle by VIN: its decoding, history, sightings, similar sales and valuation.
import type { VehicleHistory, VehicleHistoryEntry, VinDecodeFields } from '@gateway/upstream-types/overlays/automotive';
import {
  allListings,
  BRANDS,
  daysAgo,
  DEALERS,
  DEALERS_BY_ID,
  hash,
  modelOf,
  recallsOf,
  type SeedListing,
} from '../data.js';
import {
  boolParam,
  dateParam,
  interval,
  intParam,
  MAX_DAYS,
  type Query,
  regionParam,
  ValidationFailure,
  vinParam,
} from '../query.js';
import { inRegion, recent, searchListings, similarSales, vehicleOfVin } from '../selection.js';
import type { DataRoute } from '../token.js';

export function registerVehicles(route: DataRoute): void {
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
    const data: VinDecodeFields = passEmpty
      ? fields
      : Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
    if (includeRecall) data.recalls = recallsOf(vehicle.brandName, vehicle.modelName, vehicle.year);
    return { brandName: vehicle.brandName, modelName: vehicle.modelName, data };
  });
  const historyOf = (vin: string): VehicleHistoryEntry[] => {
    const known = allListings().find((listing) => listing.vin === vin);
    if (!known) return [];
    const dealer = DEALERS_BY_ID.get(known.dealerID)!;
    const entries: VehicleHistoryEntry[] = [
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
    const data: VehicleHistory = { vin, data: historyOf(vin) };
    return { data };
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
}
