// Brands, models, regions and dealers.
import type { Dealer, DealerPage, Model } from '@gateway/upstream-types/overlays/automotive';
import { AUTOMOTIVE_REGIONS } from '@gateway/upstream-types/values/automotive';
import { BRANDS, DEALERS, DEALERS_BY_ID, type SeedDealer } from '../data.js';
import { brandParam, DEALERS_PER_PAGE, intParam, pageParam, regionParam } from '../query.js';
import { pageOf, regionOf } from '../selection.js';
import type { DataRoute } from '../token.js';

export function registerDealers(route: DataRoute): void {
  route('/getBrands', () => ({ data: BRANDS.map((brand) => brand.name) }));
  route('/getModels', (query) => {
    const brandName = brandParam(query);
    const brand = BRANDS.find((entry) => entry.name === brandName)!;
    return { brandName, data: modelsOf(brand.models.map((entry) => entry.name)) };
  });
  route('/getInactiveModels', (query) => {
    const brandName = brandParam(query);
    const brand = BRANDS.find((entry) => entry.name === brandName)!;
    const names = [...brand.models.map((entry) => entry.name), ...brand.inactive].sort();
    return { brandName, data: modelsOf(names) };
  });
  route('/getRegions', () => ({ data: [...AUTOMOTIVE_REGIONS] }));

  const modelsOf = (names: string[]): Model[] => names.map((modelName) => ({ modelName }));
  const dealerBody = ({ id, dealerName, address, state, zipCode }: SeedDealer): Dealer => ({
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
    const data: DealerPage = { page, maxPages, dealers: items.map(dealerBody) };
    return { regionName, data };
  });
}
