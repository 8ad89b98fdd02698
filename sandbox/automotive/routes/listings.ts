// Listings of a dealer, a region or around a ZIP code, by date or recent.
import { allListings, DEALERS_BY_ID, listingsOfDealer, type SeedListing } from '../data.js';
import {
  boolParam,
  dateParam,
  interval,
  intParam,
  MAX_DAYS,
  type Query,
  regionParam,
  required,
  ValidationFailure,
} from '../query.js';
import { activeBetween, inRegion, listingPage, recent, searchListings } from '../selection.js';
import type { DataRoute } from '../token.js';

export function registerListings(route: DataRoute): void {
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
}
