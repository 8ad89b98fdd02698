/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar. */
  DateTime: { input: string; output: string; }
  /** A file uploaded with the GraphQL multipart request spec. */
  File: { input: File; output: File; }
  /** The `JSON` scalar type represents JSON values as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSON: { input: unknown; output: unknown; }
};

export type BaseConversion = {
  __typename?: 'BaseConversion';
  /** The number written in base `to`. */
  answer: Scalars['String']['output'];
  from: Scalars['Int']['output'];
  number: Scalars['String']['output'];
  to: Scalars['Int']['output'];
};

/** A file returned by an upstream, carried inline as base64. */
export type BinaryFile = {
  __typename?: 'BinaryFile';
  /** The bytes, base64-encoded. */
  base64: Scalars['String']['output'];
  contentType: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  /** SHA-256 of the bytes, lowercase hex. */
  sha256: Scalars['String']['output'];
  /** Size in bytes. */
  size: Scalars['Int']['output'];
};

export type CertificateAddress = {
  __typename?: 'CertificateAddress';
  country?: Maybe<Scalars['String']['output']>;
  district?: Maybe<Scalars['String']['output']>;
  /** The parts that are present, comma-separated. */
  formatted: Scalars['String']['output'];
  house?: Maybe<Scalars['String']['output']>;
  landmark?: Maybe<Scalars['String']['output']>;
  line1?: Maybe<Scalars['String']['output']>;
  line2?: Maybe<Scalars['String']['output']>;
  locality?: Maybe<Scalars['String']['output']>;
  pin?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  /** e.g. permanent, present. */
  type?: Maybe<Scalars['String']['output']>;
  /** Village, town or city. */
  vtc?: Maybe<Scalars['String']['output']>;
};

/** How the certificate is returned. */
export type CertificateFormat =
  | 'PDF'
  | 'XML';

/** The person the certificate is issued to (licence holder or vehicle owner). */
export type CertificateHolder = {
  __typename?: 'CertificateHolder';
  address?: Maybe<CertificateAddress>;
  dateOfBirth?: Maybe<Scalars['DateTime']['output']>;
  gender?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  /** Which relation `relativeName` is (`swdIndicator`: S, D or W). */
  relation?: Maybe<Scalars['String']['output']>;
  /** Name of the son/daughter/wife-of relative (`swd`). */
  relativeName?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

export type CertificateIssuer = {
  __typename?: 'CertificateIssuer';
  code?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
};

/** Key fields of a driving licence certificate (DRVLC). */
export type DrivingLicence = {
  __typename?: 'DrivingLicence';
  holder?: Maybe<CertificateHolder>;
  issueDate?: Maybe<Scalars['DateTime']['output']>;
  /** Place of issue. */
  issuedAt?: Maybe<Scalars['String']['output']>;
  issuer?: Maybe<CertificateIssuer>;
  licenceNumber?: Maybe<Scalars['String']['output']>;
  previousNumber?: Maybe<Scalars['String']['output']>;
  /** As the issuer writes it, e.g. A (active). */
  status?: Maybe<Scalars['String']['output']>;
  validFrom?: Maybe<Scalars['DateTime']['output']>;
  validUntil?: Maybe<Scalars['DateTime']['output']>;
  vehicleClasses: Array<VehicleClass>;
};

/** A driving licence certificate pulled from the issuer. */
export type DrivingLicenceCertificate = {
  __typename?: 'DrivingLicenceCertificate';
  format: CertificateFormat;
  /** Key fields read from the XML document (XML only). */
  licence?: Maybe<DrivingLicence>;
  /** The certificate when `format` is PDF. */
  pdf?: Maybe<BinaryFile>;
  /** The transaction id sent to the issuer (generated when none was given). */
  txnId: Scalars['String']['output'];
  /** The raw XML document when `format` is XML. */
  xml?: Maybe<Scalars['String']['output']>;
};

export type DrivingLicenceCertificateInput = {
  /** Aadhaar number, where the issuing state requires it. */
  aadhaarNumber?: InputMaybe<Scalars['String']['input']>;
  /** The signed consent artifact (API Setu `ConsentArtifactSchema`). */
  consentArtifact?: InputMaybe<Scalars['JSON']['input']>;
  /** Date of birth, DD-MM-YYYY. */
  dateOfBirth: Scalars['String']['input'];
  /** XML (default) or PDF. */
  format?: InputMaybe<CertificateFormat>;
  /** Full name as on the licence. */
  fullName: Scalars['String']['input'];
  /** Driving licence number as printed, e.g. DL0420110012345. */
  licenceNumber: Scalars['String']['input'];
  /** Transaction id (UUID); generated when omitted. */
  txnId?: InputMaybe<Scalars['String']['input']>;
};

/** What the emulator printed while unpacking the file. */
export type EmulationOutput = {
  __typename?: 'EmulationOutput';
  lines: Array<Scalars['String']['output']>;
};

/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Apply 1 to 10 YARA rules (source text; the gateway base64-encodes them) to an executable (RESTful4Up `POST /apply-yara-rules`). A rule YARA cannot compile gives `success: false` and `errorMessage`. */
  applyYaraRules?: Maybe<YaraScanResult>;
  /** What the emulator printed while unpacking the file (RESTful4Up `POST /emulation-output`). */
  emulationOutput?: Maybe<EmulationOutput>;
  /** Generate a YARA rule without its condition from the strings of an executable (RESTful4Up `POST /generate-partial-yara-rules`). */
  generatePartialYaraRules?: Maybe<PartialYaraRule>;
  /** Pull a driving licence certificate (API Setu `POST /drvlc/certificate`), as XML or PDF. */
  pullDrivingLicenceCertificate?: Maybe<DrivingLicenceCertificate>;
  /** Pull a vehicle registration certificate (API Setu `POST /rvcer/certificate`), as XML or PDF. */
  pullVehicleRegistrationCertificate?: Maybe<VehicleRegistrationCertificate>;
  /** Unpack a packed executable (RESTful4Up `POST /unpack`). Returns the unpacked file. */
  unpackFile?: Maybe<BinaryFile>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationApplyYaraRulesArgs = {
  file: Scalars['File']['input'];
  rules: Array<Scalars['String']['input']>;
  unpackFirst?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationEmulationOutputArgs = {
  file: Scalars['File']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationGeneratePartialYaraRulesArgs = {
  file: Scalars['File']['input'];
  minimumStringLength?: InputMaybe<Scalars['Int']['input']>;
  stringsToIgnore?: InputMaybe<Array<Scalars['String']['input']>>;
  unpackFirst?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationPullDrivingLicenceCertificateArgs = {
  input: DrivingLicenceCertificateInput;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationPullVehicleRegistrationCertificateArgs = {
  input: VehicleRegistrationCertificateInput;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUnpackFileArgs = {
  file: Scalars['File']['input'];
};

export type NumberFact = {
  __typename?: 'NumberFact';
  fact: Scalars['String']['output'];
  number: Scalars['Int']['output'];
};

export type NumberOfTheDay = {
  __typename?: 'NumberOfTheDay';
  bases: Array<NumberProperty>;
  generalFacts: Array<NumberProperty>;
  names: Array<NumberProperty>;
  number: Scalars['String']['output'];
  numerals: Array<NumberProperty>;
  primeFacts: Array<NumberProperty>;
  recreational: Array<NumberProperty>;
};

/** One named property of a number, e.g. its hexadecimal form or whether it is prime. */
export type NumberProperty = {
  __typename?: 'NumberProperty';
  description?: Maybe<Scalars['String']['output']>;
  display?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQuery = {
  __typename?: 'NumbersQuery';
  /** Convert a number from one base to another (bases 2 to 36). */
  base?: Maybe<BaseConversion>;
  /** Convert a number to binary. */
  binary?: Maybe<BaseConversion>;
  /** The number spelled out in words. */
  cardinal?: Maybe<SpelledNumber>;
  /** The number in Chinese numerals. */
  chineseNumeral?: Maybe<Numeral>;
  /** The number spelled out as an amount of money. */
  currency?: Maybe<SpelledNumber>;
  /** The number in Egyptian hieroglyphs. */
  egyptianNumeral?: Maybe<Numeral>;
  /** A fact about a number. */
  fact?: Maybe<NumberFact>;
  /** Convert a number to hexadecimal. */
  hex?: Maybe<BaseConversion>;
  /** Whether the number is a cube. */
  isCube?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the number is a Fermat prime. */
  isFermatPrime?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the number is a Fibonacci prime. */
  isFibonacciPrime?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the number is a Mersenne prime. */
  isMersennePrime?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the number reads the same backwards. */
  isPalindrome?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the number is a partition prime. */
  isPartitionPrime?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the number is a Pell prime. */
  isPellPrime?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the number is perfect. */
  isPerfect?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the number is prime. */
  isPrime?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the number is a square. */
  isSquare?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the number is a triangle number. */
  isTriangle?: Maybe<Scalars['Boolean']['output']>;
  /** Today's number with its names, bases, numerals and facts. */
  numberOfTheDay?: Maybe<NumberOfTheDay>;
  /** Convert a number to octal. */
  octal?: Maybe<BaseConversion>;
  /** The ordinal of a number, e.g. 2342nd. */
  ordinal?: Maybe<SpelledNumber>;
  /** Digits of pi between two positions (at most 1000 at a time, up to position 10000). */
  pi?: Maybe<PiDigits>;
  /** The prime factorisation of a number. */
  primeFactors?: Maybe<Array<PrimeFactor>>;
  /** Random integers in [min, max] (1 to 1000 of them). */
  random?: Maybe<RandomNumbers>;
  /** The number in Roman numerals. */
  romanNumeral?: Maybe<Numeral>;
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryBaseArgs = {
  from?: InputMaybe<Scalars['Int']['input']>;
  number: Scalars['String']['input'];
  to: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryBinaryArgs = {
  from?: InputMaybe<Scalars['Int']['input']>;
  number: Scalars['String']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryCardinalArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryChineseNumeralArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryCurrencyArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryEgyptianNumeralArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryFactArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryHexArgs = {
  from?: InputMaybe<Scalars['Int']['input']>;
  number: Scalars['String']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryIsCubeArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryIsFermatPrimeArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryIsFibonacciPrimeArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryIsMersennePrimeArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryIsPalindromeArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryIsPartitionPrimeArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryIsPellPrimeArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryIsPerfectArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryIsPrimeArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryIsSquareArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryIsTriangleArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryOctalArgs = {
  from?: InputMaybe<Scalars['Int']['input']>;
  number: Scalars['String']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryOrdinalArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryPiArgs = {
  from?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['Int']['input']>;
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryPrimeFactorsArgs = {
  number: Scalars['Int']['input'];
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryRandomArgs = {
  max?: InputMaybe<Scalars['Int']['input']>;
  min?: InputMaybe<Scalars['Int']['input']>;
  total?: InputMaybe<Scalars['Int']['input']>;
};


/** Number facts, conversions and checks (math.tools Numbers API). */
export type NumbersQueryRomanNumeralArgs = {
  number: Scalars['Int']['input'];
};

export type Numeral = {
  __typename?: 'Numeral';
  number: Scalars['Int']['output'];
  system: Scalars['String']['output'];
  /** The number in that numeral system (Unicode). */
  text: Scalars['String']['output'];
};

/** A YARA rule generated from the strings of a file, without its condition section. */
export type PartialYaraRule = {
  __typename?: 'PartialYaraRule';
  meta: PartialYaraRuleMeta;
  name: Scalars['String']['output'];
  strings: Array<YaraRuleString>;
  /** The rule rendered as YARA source, without a condition: add one before compiling it. */
  text: Scalars['String']['output'];
};

export type PartialYaraRuleMeta = {
  __typename?: 'PartialYaraRuleMeta';
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Creation date as the service wrote it. */
  date: Scalars['String']['output'];
  md5: Scalars['String']['output'];
  sha256: Scalars['String']['output'];
  sha512: Scalars['String']['output'];
};

export type PiDigits = {
  __typename?: 'PiDigits';
  /** The digits; from position 0 they start "3." */
  digits: Scalars['String']['output'];
  from?: Maybe<Scalars['Int']['output']>;
  to?: Maybe<Scalars['Int']['output']>;
};

export type PrimeFactor = {
  __typename?: 'PrimeFactor';
  factor: Scalars['Int']['output'];
  /** The multiplicity of the factor. */
  times: Scalars['Int']['output'];
};

/** Each service is a namespace field: `{ numbers { ... } }`. */
export type Query = {
  __typename?: 'Query';
  /** Number facts, conversions and checks (math.tools Numbers API). */
  numbers: NumbersQuery;
};

export type RandomNumbers = {
  __typename?: 'RandomNumbers';
  max?: Maybe<Scalars['Int']['output']>;
  min?: Maybe<Scalars['Int']['output']>;
  numbers: Array<Scalars['Int']['output']>;
  requested?: Maybe<Scalars['Int']['output']>;
  returned?: Maybe<Scalars['Int']['output']>;
};

export type RegisteredVehicle = {
  __typename?: 'RegisteredVehicle';
  chassisNumber?: Maybe<Scalars['String']['output']>;
  color?: Maybe<Scalars['String']['output']>;
  cubicCapacity?: Maybe<Scalars['String']['output']>;
  cylinders?: Maybe<Scalars['String']['output']>;
  engineNumber?: Maybe<Scalars['String']['output']>;
  fitnessValidUntil?: Maybe<Scalars['DateTime']['output']>;
  fuel?: Maybe<Scalars['String']['output']>;
  make?: Maybe<Scalars['String']['output']>;
  /** Month and year of manufacture as written, e.g. 03/2015. */
  manufactured?: Maybe<Scalars['String']['output']>;
  model?: Maybe<Scalars['String']['output']>;
  seatingCapacity?: Maybe<Scalars['String']['output']>;
  sleeperCapacity?: Maybe<Scalars['String']['output']>;
  standingCapacity?: Maybe<Scalars['String']['output']>;
  unladenWeight?: Maybe<Scalars['String']['output']>;
  /** e.g. Motor Car(LMV). */
  vehicleClass?: Maybe<Scalars['String']['output']>;
  wheelbase?: Maybe<Scalars['String']['output']>;
};

export type SpelledNumber = {
  __typename?: 'SpelledNumber';
  language?: Maybe<Scalars['String']['output']>;
  number: Scalars['Int']['output'];
  text: Scalars['String']['output'];
};

/** A class of vehicle the licence covers. */
export type VehicleClass = {
  __typename?: 'VehicleClass';
  /** e.g. MCWG, LMV. */
  abbreviation?: Maybe<Scalars['String']['output']>;
  /** e.g. NT (non-transport). */
  code?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  endorseDate?: Maybe<Scalars['DateTime']['output']>;
  issueDate?: Maybe<Scalars['DateTime']['output']>;
};

export type VehicleInsurance = {
  __typename?: 'VehicleInsurance';
  company?: Maybe<Scalars['String']['output']>;
  policyNumber?: Maybe<Scalars['String']['output']>;
  validUntil?: Maybe<Scalars['DateTime']['output']>;
};

/** Key fields of a vehicle registration certificate (RVCER). */
export type VehicleRegistration = {
  __typename?: 'VehicleRegistration';
  /** e.g. BHARAT STAGE IV. */
  emissionNorms?: Maybe<Scalars['String']['output']>;
  financer?: Maybe<Scalars['String']['output']>;
  insurance?: Maybe<VehicleInsurance>;
  /** Registering authority. */
  issuedAt?: Maybe<Scalars['String']['output']>;
  issuer?: Maybe<CertificateIssuer>;
  owner?: Maybe<CertificateHolder>;
  registrationDate?: Maybe<Scalars['DateTime']['output']>;
  registrationNumber?: Maybe<Scalars['String']['output']>;
  /** As the issuer writes it, e.g. A (active). */
  status?: Maybe<Scalars['String']['output']>;
  statusDate?: Maybe<Scalars['DateTime']['output']>;
  validFrom?: Maybe<Scalars['DateTime']['output']>;
  validUntil?: Maybe<Scalars['DateTime']['output']>;
  vehicle?: Maybe<RegisteredVehicle>;
};

/** A vehicle registration certificate pulled from the issuer. */
export type VehicleRegistrationCertificate = {
  __typename?: 'VehicleRegistrationCertificate';
  format: CertificateFormat;
  /** The certificate when `format` is PDF. */
  pdf?: Maybe<BinaryFile>;
  /** Key fields read from the XML document (XML only). */
  registration?: Maybe<VehicleRegistration>;
  /** The transaction id sent to the issuer (generated when none was given). */
  txnId: Scalars['String']['output'];
  /** The raw XML document when `format` is XML. */
  xml?: Maybe<Scalars['String']['output']>;
};

export type VehicleRegistrationCertificateInput = {
  /** Aadhaar number, where the issuing state requires it. */
  aadhaarNumber?: InputMaybe<Scalars['String']['input']>;
  /** Chassis number as on the certificate, or its last 5 characters. */
  chassisNumber: Scalars['String']['input'];
  /** The signed consent artifact (API Setu `ConsentArtifactSchema`). */
  consentArtifact?: InputMaybe<Scalars['JSON']['input']>;
  /** XML (default) or PDF. */
  format?: InputMaybe<CertificateFormat>;
  /** Owner's full name as on the certificate. */
  fullName: Scalars['String']['input'];
  /** Registration number, e.g. DL01AB1234. */
  registrationNumber: Scalars['String']['input'];
  /** Transaction id (UUID); generated when omitted. */
  txnId?: InputMaybe<Scalars['String']['input']>;
};

/** A rule that matched the file, with the strings that made it match. */
export type YaraRuleMatch = {
  __typename?: 'YaraRuleMatch';
  rule: Scalars['String']['output'];
  /** Index (from 0) of the `rules` entry that holds the rule, when the upstream reports it. */
  ruleSet?: Maybe<Scalars['Int']['output']>;
  strings: Array<YaraStringMatch>;
};

export type YaraRuleString = {
  __typename?: 'YaraRuleString';
  /** Without the `$`. */
  identifier: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** The outcome of applying YARA rules to a file. */
export type YaraScanResult = {
  __typename?: 'YaraScanResult';
  /** The YARA command the service ran. */
  command?: Maybe<Scalars['String']['output']>;
  /** YARA's own error message when `success` is false. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  matchedRules: Array<YaraRuleMatch>;
  /** False when YARA could not run the rules (see `errorMessage`), e.g. a syntax error. */
  success: Scalars['Boolean']['output'];
};

/** One string of a rule found in the file. */
export type YaraStringMatch = {
  __typename?: 'YaraStringMatch';
  /** The matched data as YARA printed it. */
  data?: Maybe<Scalars['String']['output']>;
  /** The string identifier, e.g. `$mz`. */
  identifier?: Maybe<Scalars['String']['output']>;
  /** Length of the match in bytes. */
  length?: Maybe<Scalars['Int']['output']>;
  /** Byte offset of the match in the file. */
  offset?: Maybe<Scalars['Int']['output']>;
  /** The line as YARA printed it. */
  raw: Scalars['String']['output'];
};

export type NumberFactsQueryVariables = Exact<{
  number: Scalars['Int']['input'];
}>;


export type NumberFactsQuery = { __typename?: 'Query', numbers: { __typename?: 'NumbersQuery', isPrime?: boolean | null, fact?: { __typename?: 'NumberFact', fact: string } | null, primeFactors?: Array<{ __typename?: 'PrimeFactor', factor: number, times: number }> | null, romanNumeral?: { __typename?: 'Numeral', text: string } | null } };


export const NumberFactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NumberFacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numbers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fact"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isPrime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}]},{"kind":"Field","name":{"kind":"Name","value":"primeFactors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factor"}},{"kind":"Field","name":{"kind":"Name","value":"times"}}]}},{"kind":"Field","name":{"kind":"Name","value":"romanNumeral"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<NumberFactsQuery, NumberFactsQueryVariables>;