// Market statistics: prices, top models, model years, supply, sales and market shares.
import type { BasicModelStats, Bucket, ModelYearShare, TopModel } from '@gateway/upstream-types/overlays/automotive';
import { allListings, BRANDS, daysAgo, type SeedListing } from '../data.js';
import { brandParam, dateParam, MAX_DAYS, type Query, regionParam, required } from '../query.js';
import { inRegion, lotStatistics, recent, stats } from '../selection.js';
import type { DataRoute } from '../token.js';

export function registerMarket(route: DataRoute): void {
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
      data: models.map((name): BasicModelStats => ({
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
        .map(([bucket, count]): Bucket => ({
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
      data: counted.slice(0, 10).map(({ brandName, modelName, sold }): TopModel => {
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
      data: years.map((year): ModelYearShare => ({
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
}
