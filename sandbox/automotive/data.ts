// Deterministic seed data of the CIS Automotive sandbox: brands, models, dealers and their listings. Dates are
// relative to today (UTC) so the upstream's "last 45 days" windows always hold data; everything else is fixed.
import type { Listing } from '@gateway/upstream-types/overlays/automotive';

export interface SeedDealer {
  id: number;
  dealerName: string;
  address: string;
  state: string;
  zipCode: number;
  latitude: number;
  longitude: number;
}

/** A listing as the API sends it (spec H's `Listing`, every field given) and the sale price the statistics use. */
export type SeedListing = Required<Omit<Listing, 'vinDecode'>> & { salePrice: number };

interface SeedModel {
  name: string;
  msrp: number;
  body: string;
  fuel: string;
  cylinders: number;
  displacement: number;
  doors: number;
}

interface SeedBrand {
  name: string;
  wmi: string;
  country: string;
  manufacturer: string;
  models: SeedModel[];
  inactive: string[];
}

const model = (name: string, msrp: number, body: string, fuel = 'Gasoline', cylinders = 4, displacement = 2.0) => ({
  name,
  msrp,
  body,
  fuel,
  cylinders,
  displacement,
  doors: body === 'Pickup' || body === 'Coupe' ? 2 : 4,
});

export const BRANDS: SeedBrand[] = [
  {
    name: 'Ford',
    wmi: '1FT',
    country: 'UNITED STATES (USA)',
    manufacturer: 'FORD MOTOR COMPANY, USA',
    models: [
      model('F-150', 42_000, 'Pickup', 'Gasoline', 6, 3.5),
      model('Escape', 29_000, 'Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)', 'Gasoline', 4, 1.5),
      model('Explorer', 38_000, 'Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)', 'Gasoline', 4, 2.3),
      model('Mustang', 33_000, 'Coupe', 'Gasoline', 8, 5.0),
    ],
    inactive: ['Fiesta', 'Focus', 'Fusion', 'Taurus'],
  },
  {
    name: 'Toyota',
    wmi: '4T1',
    country: 'UNITED STATES (USA)',
    manufacturer: 'TOYOTA MOTOR MANUFACTURING, KENTUCKY, INC.',
    models: [
      model('Camry', 27_000, 'Sedan/Saloon', 'Gasoline', 4, 2.5),
      model('Corolla', 22_000, 'Sedan/Saloon', 'Gasoline', 4, 2.0),
      model('RAV4', 30_000, 'Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)', 'Gasoline', 4, 2.5),
      model('Tacoma', 32_000, 'Pickup', 'Gasoline', 6, 3.5),
    ],
    inactive: ['Avalon', 'Celica', 'Yaris'],
  },
  {
    name: 'Honda',
    wmi: '1HG',
    country: 'UNITED STATES (USA)',
    manufacturer: 'AMERICAN HONDA MOTOR CO., INC.',
    models: [
      model('Accord', 28_000, 'Sedan/Saloon', 'Gasoline', 4, 1.5),
      model('Civic', 24_000, 'Sedan/Saloon', 'Gasoline', 4, 2.0),
      model('CR-V', 31_000, 'Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)', 'Gasoline', 4, 1.5),
    ],
    inactive: ['Element', 'Fit', 'Insight'],
  },
  {
    name: 'Chevrolet',
    wmi: '1G1',
    country: 'UNITED STATES (USA)',
    manufacturer: 'GENERAL MOTORS LLC',
    models: [
      model('Silverado 1500', 40_000, 'Pickup', 'Gasoline', 8, 5.3),
      model('Equinox', 27_000, 'Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)', 'Gasoline', 4, 1.5),
      model('Bolt EV', 27_000, 'Hatchback/Liftback/Notchback', 'Electric', 0, 0),
    ],
    inactive: ['Cruze', 'Impala', 'Sonic'],
  },
  {
    name: 'Tesla',
    wmi: '5YJ',
    country: 'UNITED STATES (USA)',
    manufacturer: 'TESLA, INC.',
    models: [
      model('Model 3', 41_000, 'Sedan/Saloon', 'Electric', 0, 0),
      model('Model Y', 47_000, 'Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)', 'Electric', 0, 0),
    ],
    inactive: ['Roadster'],
  },
  {
    name: 'BMW',
    wmi: 'WBA',
    country: 'GERMANY',
    manufacturer: 'BMW AG',
    models: [
      model('3 Series', 44_000, 'Sedan/Saloon', 'Gasoline', 4, 2.0),
      model('X5', 62_000, 'Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)', 'Gasoline', 6, 3.0),
    ],
    inactive: ['i3', '6 Series'],
  },
];

const COLORS = ['White', 'Black', 'Silver', 'Gray', 'Blue', 'Red'];
const INTERIORS = ['Black', 'Gray', 'Beige'];
const CITIES: Array<{ state: string; city: string; street: string; zip: number; lat: number; lon: number }> = [
  { state: 'CA', city: 'Santa Ana', street: 'Auto Mall Dr', zip: 92701, lat: 33.745, lon: -117.868 },
  { state: 'CA', city: 'Irvine', street: 'Auto Center Dr', zip: 92618, lat: 33.67, lon: -117.76 },
  { state: 'CA', city: 'Los Angeles', street: 'Figueroa St', zip: 90015, lat: 34.04, lon: -118.27 },
  { state: 'CA', city: 'San Jose', street: 'Stevens Creek Blvd', zip: 95128, lat: 37.32, lon: -121.93 },
  { state: 'CA', city: 'Sacramento', street: 'Fulton Ave', zip: 95821, lat: 38.62, lon: -121.4 },
  { state: 'NY', city: 'Brooklyn', street: 'Atlantic Ave', zip: 11217, lat: 40.68, lon: -73.98 },
  { state: 'NY', city: 'Albany', street: 'Central Ave', zip: 12205, lat: 42.72, lon: -73.83 },
  { state: 'TX', city: 'Austin', street: 'Research Blvd', zip: 78758, lat: 30.39, lon: -97.72 },
  { state: 'TX', city: 'Houston', street: 'Gulf Fwy', zip: 77017, lat: 29.69, lon: -95.26 },
  { state: 'FL', city: 'Orlando', street: 'Colonial Dr', zip: 32807, lat: 28.55, lon: -81.31 },
];
const DEALER_NAMES = ['Motors', 'Auto Group', 'Autoplex', 'Car Center', 'Automotive', 'Auto Sales'];

/** A stable pseudo-random integer from a seed (FNV-1a). */
export function hash(seed: string): number {
  let value = 0x811c9dc5;
  for (const char of seed) {
    value ^= char.charCodeAt(0);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

const VIN_VALUES: Record<string, number> = Object.fromEntries(
  [...'ABCDEFGHJKLMNPRSTUVWXYZ'].map((char, index) => [
    char,
    [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9][index]!,
  ]),
);
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const VIN_CHARS = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';

/**
 * The model year a VIN's 10th character encodes. The code repeats every 30 years; in North America a digit in the 7th
 * position marks the 1980-2009 cycle. The sandbox's own VINs are of the 2010-2039 cycle whatever their 7th character,
 * so a digit there moves a year to the older cycle only when the newer one has not come yet (`1HGCM82633A004352`:
 * 2003, not 2033).
 */
export function yearOfVin(vin: string, now = new Date()): number | undefined {
  const index = YEAR_CODES.indexOf(vin.charAt(9).toUpperCase());
  if (index < 0) return undefined;
  const year = 2010 + index;
  return /\d/.test(vin.charAt(6)) && year > now.getFullYear() + 1 ? year - 30 : year;
}

/** A VIN with a correct ISO 3779 check digit. */
function makeVin(wmi: string, seed: string, year: number): string {
  let body = '';
  for (let index = 0; index < 5; index += 1) body += VIN_CHARS[hash(`${seed}:vds${index}`) % VIN_CHARS.length];
  const serial = String(100_000 + (hash(`${seed}:serial`) % 900_000));
  const vin = `${wmi}${body}0${YEAR_CODES[year - 2010]}${VIN_CHARS[hash(`${seed}:plant`) % 33]}${serial}`;
  const sum = [...vin].reduce((total, char, index) => {
    const value = /\d/.test(char) ? Number(char) : (VIN_VALUES[char] ?? 0);
    return total + value * VIN_WEIGHTS[index]!;
  }, 0);
  const check = sum % 11 === 10 ? 'X' : String(sum % 11);
  return vin.slice(0, 8) + check + vin.slice(9);
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
export function daysAgo(days: number, today = new Date()): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  date.setUTCDate(date.getUTCDate() - days);
  return isoDay(date);
}

function buildDealers(): SeedDealer[] {
  const dealers: SeedDealer[] = [];
  // 65 Californian dealers (three pages of /getDealersByRegion), a handful elsewhere.
  for (let index = 0; index < 80; index += 1) {
    const city = index < 65 ? CITIES[index % 5]! : CITIES[5 + ((index - 65) % 5)]!;
    const brand = BRANDS[index % BRANDS.length]!;
    const id = 1001 + index;
    dealers.push({
      id,
      dealerName: `${city.city} ${brand.name} ${DEALER_NAMES[index % DEALER_NAMES.length]}`,
      address: `${100 + ((index * 37) % 900)} ${city.street}, ${city.city}`,
      state: city.state,
      zipCode: city.zip + (index % 3),
      latitude: city.lat + (index % 7) * 0.01,
      longitude: city.lon - (index % 5) * 0.01,
    });
  }
  return dealers;
}

export const DEALERS = buildDealers();
export const DEALERS_BY_ID = new Map(DEALERS.map((dealer) => [dealer.id, dealer]));

/** The dealer's listings; each dealer sells mostly its own brand, new and used. */
export function listingsOfDealer(dealer: SeedDealer, today = new Date()): SeedListing[] {
  const count = 12 + (hash(`count:${dealer.id}`) % 40);
  const ownBrand = BRANDS[(dealer.id - 1001) % BRANDS.length]!;
  const listings: SeedListing[] = [];
  for (let index = 0; index < count; index += 1) {
    const seed = `${dealer.id}:${index}`;
    const brand = hash(`${seed}:brand`) % 5 === 0 ? BRANDS[hash(`${seed}:other`) % BRANDS.length]! : ownBrand;
    const vehicle = brand.models[hash(`${seed}:model`) % brand.models.length]!;
    const isNew = hash(`${seed}:new`) % 3 !== 0;
    const year = isNew ? 2025 + (hash(`${seed}:year`) % 2) : 2016 + (hash(`${seed}:year`) % 9);
    const age = 2026 - year;
    const mileage = isNew ? hash(`${seed}:miles`) % 40 : 8_000 * age + (hash(`${seed}:miles`) % 12_000);
    const msrp = Math.round(vehicle.msrp * (1 + (year - 2016) * 0.02) + (hash(`${seed}:msrp`) % 3000));
    const askPrice = isNew
      ? msrp - (hash(`${seed}:discount`) % 1500)
      : Math.round(msrp * Math.max(0.35, 1 - age * 0.08) - (hash(`${seed}:discount`) % 2000));
    const started = hash(`${seed}:first`) % 60;
    const onLot = 3 + (hash(`${seed}:days`) % 40);
    listings.push({
      vin: makeVin(brand.wmi, seed, year),
      askPrice,
      msrp,
      salePrice: Math.round(askPrice * (0.95 + (hash(`${seed}:sale`) % 40) / 1000)),
      isNew,
      firstSeen: daysAgo(started, today),
      lastSeen: daysAgo(Math.max(0, started - onLot), today),
      modelName: vehicle.name,
      brandName: brand.name,
      year,
      dealerID: dealer.id,
      mileage,
      color: COLORS[hash(`${seed}:color`) % COLORS.length]!,
      interiorColor: INTERIORS[hash(`${seed}:interior`) % INTERIORS.length]!,
    });
  }
  return listings;
}

let memo: { day: string; listings: SeedListing[] } | undefined;
/** Every dealer's listings, built once per day. */
export function allListings(): SeedListing[] {
  const day = daysAgo(0);
  if (memo?.day !== day) memo = { day, listings: DEALERS.flatMap((dealer) => listingsOfDealer(dealer)) };
  return memo.listings;
}

export function brandOfVin(vin: string): SeedBrand | undefined {
  return BRANDS.find((brand) => vin.toUpperCase().startsWith(brand.wmi));
}

export function modelOf(brandName: string, modelName: string): SeedModel | undefined {
  return BRANDS.find((brand) => brand.name === brandName)?.models.find((entry) => entry.name === modelName);
}

/** NHTSA-style recall campaigns by model. */
export function recallsOf(brandName: string, modelName: string, year: number) {
  const seed = hash(`${brandName}:${modelName}:${year}`);
  const components = ['AIR BAGS', 'FUEL SYSTEM, GASOLINE', 'ELECTRICAL SYSTEM', 'STEERING', 'SERVICE BRAKES'];
  return Array.from({ length: seed % 3 }, (_, index) => {
    const component = components[(seed + index) % components.length]!;
    return {
      NHTSACampaignNumber: `${String(year).slice(2)}V${String(100 + ((seed >> (index + 2)) % 800)).padStart(3, '0')}000`,
      Manufacturer: BRANDS.find((brand) => brand.name === brandName)?.manufacturer ?? brandName,
      Component: component,
      Summary: `${brandName} is recalling certain ${year} ${modelName} vehicles. A defect in the ${component.toLowerCase()} may increase the risk of a crash.`,
      Consequence: 'The defect may increase the risk of a crash or injury.',
      Remedy: 'Dealers will inspect and repair the affected parts, free of charge.',
      ReportReceivedDate: `${year}-0${1 + (index % 9)}-1${index}`,
      ModelYear: String(year),
      Make: brandName.toUpperCase(),
      Model: modelName.toUpperCase(),
    };
  });
}
