// Arguments and inputs of the automotive reads, checked before any upstream call, and listing search inputs as the
// upstream's query parameters.
import { z } from 'zod';
import { type ListingSearchParams } from '../../datasources/automotive/index.js';
import { AutomotiveRegion } from '../../schema/automotive.js';
import { builder } from '../../schema/builder.js';

export const MAX_INTERVAL_DAYS = 45;

export const vin = z
  .string()
  .regex(/^[A-HJ-NPR-Z0-9]{17}$/i, 'must be 17 characters of the VIN alphabet (letters without I, O, Q, and digits)');
export const name = z.string().trim().min(1, 'must not be empty').max(64, 'must be at most 64 characters');
const isRealDate = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
};
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine(isRealDate, { message: 'must be a real calendar date' });
export const zipCode = z.string().regex(/^\d{5}$/, 'must be a five-digit ZIP code');
export const dealerId = z.number().int().min(1, 'must be a positive dealer id');
export const daysBack = (max: number) => z.number().int().min(1).max(max, `must be at most ${max}`);
const mileage = z.number().int().min(0, 'must not be negative');

const daysBetween = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / 86_400_000;
/** startDate/endDate together: in order and at most 45 days apart. */
export const intervalCheck = z
  .looseObject({ startDate: z.string().nullish(), endDate: z.string().nullish() })
  .refine(({ startDate, endDate }) => !startDate || !endDate || daysBetween(startDate, endDate) >= 0, {
    message: 'must not be before "startDate"',
    path: ['endDate'],
  })
  .refine(({ startDate, endDate }) => !startDate || !endDate || daysBetween(startDate, endDate) <= MAX_INTERVAL_DAYS, {
    message: `must be at most ${MAX_INTERVAL_DAYS} days after "startDate"`,
    path: ['endDate'],
  });

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

export const ListingSearchInput = builder.inputType('ListingSearchInput', {
  description: 'Flexible listing search: one dealer selection (the most restrictive given wins) and vehicle filters.',
  fields: (t) => ({
    ...searchFields(t),
    brandName: t.string({ validate: name }),
    modelName: t.string({ validate: name }),
    modelYear: t.int({ validate: z.number().int().min(1900).max(2100) }),
  }),
  validate: searchCheck,
});

export const ValuationAreaInput = builder.inputType('ValuationAreaInput', {
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
export function searchParams(input: SearchInput): ListingSearchParams {
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
