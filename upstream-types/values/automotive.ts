// CIS Automotive (spec H): the state regions its region parameters take. The spec names only the default,
// `REGION_STATE_CA`, and says the names come from `GET /getRegions`; this is that list, one copy for the gateway (its
// GraphQL enum) and the sandbox (what it accepts and answers).

/** US state codes of the upstream's state regions (the 50 states and DC). */
export const STATE_CODES = Object.freeze([
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
] as const);
export type StateCode = (typeof STATE_CODES)[number];

/** `REGION_STATE_<code>` of each state code, in the same order. */
export const AUTOMOTIVE_REGIONS = Object.freeze(STATE_CODES.map((code) => `REGION_STATE_${code}` as const));
export type AutomotiveRegionName = (typeof AUTOMOTIVE_REGIONS)[number];

/** The spec's default `regionName`. */
export const DEFAULT_REGION = 'REGION_STATE_CA' satisfies AutomotiveRegionName;
