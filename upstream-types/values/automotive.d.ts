// The types of automotive.js: the list itself, so that each name stays a literal.

/** US state codes of the upstream's state regions (the 50 states and DC). */
export declare const STATE_CODES: readonly [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
];
export type StateCode = (typeof STATE_CODES)[number];

/** `REGION_STATE_<code>` of each state code, in the same order. */
export declare const AUTOMOTIVE_REGIONS: readonly `REGION_STATE_${StateCode}`[];
export type AutomotiveRegionName = (typeof AUTOMOTIVE_REGIONS)[number];

/** The spec's default `regionName`. */
export declare const DEFAULT_REGION: 'REGION_STATE_CA';
