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

/** A storage or citation service a project can connect. */
export type Addon = {
  __typename?: 'Addon';
  categories?: Maybe<Array<Scalars['String']['output']>>;
  description?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};

/** An external account behind a user addon. */
export type AddonAccount = {
  __typename?: 'AddonAccount';
  displayName?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  profileUrl?: Maybe<Scalars['String']['output']>;
  provider?: Maybe<Scalars['String']['output']>;
};

export type AddonAccountConnection = {
  __typename?: 'AddonAccountConnection';
  edges: Array<AddonAccountEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type AddonAccountEdge = {
  __typename?: 'AddonAccountEdge';
  cursor: Scalars['String']['output'];
  node: AddonAccount;
};

export type AddonConnection = {
  __typename?: 'AddonConnection';
  edges: Array<AddonEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type AddonEdge = {
  __typename?: 'AddonEdge';
  cursor: Scalars['String']['output'];
  node: Addon;
};

/** A folder in a connected addon account. */
export type AddonFolder = {
  __typename?: 'AddonFolder';
  folderId?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  path?: Maybe<Scalars['String']['output']>;
  provider?: Maybe<Scalars['String']['output']>;
};

export type AddonFolderConnection = {
  __typename?: 'AddonFolderConnection';
  edges: Array<AddonFolderEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type AddonFolderEdge = {
  __typename?: 'AddonFolderEdge';
  cursor: Scalars['String']['output'];
  node: AddonFolder;
};

export type BaseConversion = {
  __typename?: 'BaseConversion';
  /** The number written in base `to`. */
  answer: Scalars['String']['output'];
  from: Scalars['Int']['output'];
  number: Scalars['String']['output'];
  to: Scalars['Int']['output'];
};

/** How to cite a record. */
export type Citation = {
  __typename?: 'Citation';
  author?: Maybe<Scalars['JSON']['output']>;
  citation?: Maybe<Scalars['String']['output']>;
  doi?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  publisher?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
};

/** A citation style (CSL), e.g. "apa". */
export type CitationStyle = {
  __typename?: 'CitationStyle';
  dateParsed?: Maybe<Scalars['DateTime']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  shortTitle?: Maybe<Scalars['String']['output']>;
  summary?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

export type CitationStyleConnection = {
  __typename?: 'CitationStyleConnection';
  edges: Array<CitationStyleEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type CitationStyleEdge = {
  __typename?: 'CitationStyleEdge';
  cursor: Scalars['String']['output'];
  node: CitationStyle;
};

/** How a collection describes one of its items. */
export type CollectedMetadata = {
  __typename?: 'CollectedMetadata';
  collectedType?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  issue?: Maybe<Scalars['String']['output']>;
  /** The project described (null for preprints and registrations). */
  item?: Maybe<ResearchNode>;
  programArea?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  /** Ids of the subjects, without loading them. */
  subjectIds?: Maybe<Array<Scalars['String']['output']>>;
  /** Subjects of this item in the collection. */
  subjects?: Maybe<TaxonomyConnection>;
  volume?: Maybe<Scalars['String']['output']>;
};


/** How a collection describes one of its items. */
export type CollectedMetadataSubjectsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type CollectedMetadataConnection = {
  __typename?: 'CollectedMetadataConnection';
  edges: Array<CollectedMetadataEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type CollectedMetadataEdge = {
  __typename?: 'CollectedMetadataEdge';
  cursor: Scalars['String']['output'];
  node: CollectedMetadata;
};

/** A user's place on a record: permission and visibility. */
export type Contributor = {
  __typename?: 'Contributor';
  bibliographic?: Maybe<Scalars['Boolean']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  index?: Maybe<Scalars['Int']['output']>;
  permission?: Maybe<Scalars['String']['output']>;
  unregisteredContributor?: Maybe<Scalars['String']['output']>;
  /** The user behind this contributorship. */
  user?: Maybe<ResearchUser>;
};

export type ContributorConnection = {
  __typename?: 'ContributorConnection';
  edges: Array<ContributorEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type ContributorEdge = {
  __typename?: 'ContributorEdge';
  cursor: Scalars['String']['output'];
  node: Contributor;
};

/** A registration being prepared. */
export type DraftRegistration = {
  __typename?: 'DraftRegistration';
  /** The project the draft registers. */
  branchedFrom?: Maybe<ResearchNode>;
  category?: Maybe<ResearchNodeCategory>;
  categoryRaw?: Maybe<Scalars['String']['output']>;
  /** One contributor by user id. */
  contributor?: Maybe<Contributor>;
  /** People on this draft. */
  contributors?: Maybe<ContributorConnection>;
  currentUserPermissions?: Maybe<Array<Scalars['String']['output']>>;
  datetimeInitiated?: Maybe<Scalars['DateTime']['output']>;
  datetimeUpdated?: Maybe<Scalars['DateTime']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  hasProject?: Maybe<Scalars['Boolean']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Who started the draft. */
  initiator?: Maybe<ResearchUser>;
  /** Institutions of this draft. */
  institutions?: Maybe<InstitutionConnection>;
  nodeLicense?: Maybe<Scalars['JSON']['output']>;
  registrationMetadata?: Maybe<Scalars['JSON']['output']>;
  registrationResponses?: Maybe<Scalars['JSON']['output']>;
  /** The form being filled in. */
  registrationSchema?: Maybe<RegistrationSchema>;
  /** Subjects of this draft. */
  subjects?: Maybe<TaxonomyConnection>;
  tags?: Maybe<Array<Scalars['String']['output']>>;
  title?: Maybe<Scalars['String']['output']>;
};


/** A registration being prepared. */
export type DraftRegistrationContributorArgs = {
  userId: Scalars['String']['input'];
};


/** A registration being prepared. */
export type DraftRegistrationContributorsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A registration being prepared. */
export type DraftRegistrationInstitutionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A registration being prepared. */
export type DraftRegistrationSubjectsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type DraftRegistrationConnection = {
  __typename?: 'DraftRegistrationConnection';
  edges: Array<DraftRegistrationEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type DraftRegistrationEdge = {
  __typename?: 'DraftRegistrationEdge';
  cursor: Scalars['String']['output'];
  node: DraftRegistration;
};

/** A university or organisation affiliated with records. */
export type Institution = {
  __typename?: 'Institution';
  authUrl?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  logoPath?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  /** Projects affiliated with this institution. */
  nodes?: Maybe<ResearchNodeConnection>;
  /** Registrations affiliated with this institution. */
  registrations?: Maybe<RegistrationConnection>;
  rorIri?: Maybe<Scalars['String']['output']>;
  /** Users affiliated with this institution. */
  users?: Maybe<ResearchUserConnection>;
};


/** A university or organisation affiliated with records. */
export type InstitutionNodesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A university or organisation affiliated with records. */
export type InstitutionRegistrationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A university or organisation affiliated with records. */
export type InstitutionUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type InstitutionConnection = {
  __typename?: 'InstitutionConnection';
  edges: Array<InstitutionEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type InstitutionEdge = {
  __typename?: 'InstitutionEdge';
  cursor: Scalars['String']['output'];
  node: Institution;
};

/** A license a record can be published under. */
export type License = {
  __typename?: 'License';
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  requiredFields?: Maybe<Array<Scalars['String']['output']>>;
  text?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};

export type LicenseConnection = {
  __typename?: 'LicenseConnection';
  edges: Array<LicenseEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type LicenseEdge = {
  __typename?: 'LicenseEdge';
  cursor: Scalars['String']['output'];
  node: License;
};

/** An addon as configured on one project. */
export type NodeAddon = {
  __typename?: 'NodeAddon';
  configured?: Maybe<Scalars['Boolean']['output']>;
  enabled?: Maybe<Scalars['Boolean']['output']>;
  externalAccountId?: Maybe<Scalars['String']['output']>;
  folderId?: Maybe<Scalars['String']['output']>;
  folderPath?: Maybe<Scalars['String']['output']>;
  /** Folders of the connected account. */
  folders?: Maybe<AddonFolderConnection>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  label?: Maybe<Scalars['String']['output']>;
  nodeHasAuth?: Maybe<Scalars['Boolean']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};


/** An addon as configured on one project. */
export type NodeAddonFoldersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type NodeAddonConnection = {
  __typename?: 'NodeAddonConnection';
  edges: Array<NodeAddonEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type NodeAddonEdge = {
  __typename?: 'NodeAddonEdge';
  cursor: Scalars['String']['output'];
  node: NodeAddon;
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

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type PiDigits = {
  __typename?: 'PiDigits';
  /** The digits; from position 0 they start "3." */
  digits: Scalars['String']['output'];
  from?: Maybe<Scalars['Int']['output']>;
  to?: Maybe<Scalars['Int']['output']>;
};

/** A paper shared before (or alongside) peer review. */
export type Preprint = {
  __typename?: 'Preprint';
  /** The authors of this preprint. */
  bibliographicContributors?: Maybe<ContributorConnection>;
  /** The citation data of this preprint. */
  citation?: Maybe<Citation>;
  /** One contributor by user id. */
  contributor?: Maybe<Contributor>;
  /** People on this preprint. */
  contributors?: Maybe<ContributorConnection>;
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  dateModified?: Maybe<Scalars['DateTime']['output']>;
  datePublished?: Maybe<Scalars['DateTime']['output']>;
  dateWithdrawn?: Maybe<Scalars['DateTime']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  doi?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isPreprintOrphan?: Maybe<Scalars['Boolean']['output']>;
  isPublished?: Maybe<Scalars['Boolean']['output']>;
  /** The license the preprint is published under. */
  license?: Maybe<License>;
  licenseRecord?: Maybe<Scalars['JSON']['output']>;
  /** The project holding supplemental material. */
  node?: Maybe<ResearchNode>;
  originalPublicationDate?: Maybe<Scalars['DateTime']['output']>;
  /** The preprint server it was posted to. */
  provider?: Maybe<PreprintProvider>;
  public?: Maybe<Scalars['Boolean']['output']>;
  reviewsState?: Maybe<PreprintReviewsState>;
  reviewsStateRaw?: Maybe<Scalars['String']['output']>;
  /** This preprint cited in a style. */
  styledCitation?: Maybe<Citation>;
  tags?: Maybe<Array<Scalars['String']['output']>>;
  title?: Maybe<Scalars['String']['output']>;
};


/** A paper shared before (or alongside) peer review. */
export type PreprintBibliographicContributorsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A paper shared before (or alongside) peer review. */
export type PreprintContributorArgs = {
  userId: Scalars['String']['input'];
};


/** A paper shared before (or alongside) peer review. */
export type PreprintContributorsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A paper shared before (or alongside) peer review. */
export type PreprintStyledCitationArgs = {
  style: Scalars['String']['input'];
};

export type PreprintConnection = {
  __typename?: 'PreprintConnection';
  edges: Array<PreprintEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type PreprintEdge = {
  __typename?: 'PreprintEdge';
  cursor: Scalars['String']['output'];
  node: Preprint;
};

/** A preprint server hosted on the OSF. */
export type PreprintProvider = {
  __typename?: 'PreprintProvider';
  advisoryBoard?: Maybe<Scalars['String']['output']>;
  allowSubmissions?: Maybe<Scalars['Boolean']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  domain?: Maybe<Scalars['String']['output']>;
  emailSupport?: Maybe<Scalars['String']['output']>;
  example?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Licenses this server accepts. */
  licenses?: Maybe<LicenseConnection>;
  name?: Maybe<Scalars['String']['output']>;
  preprintWord?: Maybe<Scalars['String']['output']>;
  /** Preprints posted to this server. */
  preprints?: Maybe<PreprintConnection>;
  shareSource?: Maybe<Scalars['String']['output']>;
  /** Subjects this server offers. */
  taxonomies?: Maybe<TaxonomyConnection>;
};


/** A preprint server hosted on the OSF. */
export type PreprintProviderLicensesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A preprint server hosted on the OSF. */
export type PreprintProviderPreprintsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A preprint server hosted on the OSF. */
export type PreprintProviderTaxonomiesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type PreprintProviderConnection = {
  __typename?: 'PreprintProviderConnection';
  edges: Array<PreprintProviderEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type PreprintProviderEdge = {
  __typename?: 'PreprintProviderEdge';
  cursor: Scalars['String']['output'];
  node: PreprintProvider;
};

/** Where a preprint is in moderation. */
export type PreprintReviewsState =
  | 'ACCEPTED'
  | 'INITIAL'
  | 'PENDING'
  | 'REJECTED'
  | 'UNKNOWN'
  | 'WITHDRAWN';

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
  /** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
  research: ResearchQuery;
};

export type RandomNumbers = {
  __typename?: 'RandomNumbers';
  max?: Maybe<Scalars['Int']['output']>;
  min?: Maybe<Scalars['Int']['output']>;
  numbers: Array<Scalars['Int']['output']>;
  requested?: Maybe<Scalars['Int']['output']>;
  returned?: Maybe<Scalars['Int']['output']>;
};

/** A frozen, timestamped copy of a project. */
export type Registration = {
  __typename?: 'Registration';
  category?: Maybe<ResearchNodeCategory>;
  categoryRaw?: Maybe<Scalars['String']['output']>;
  /** Components of this record. */
  children?: Maybe<RegistrationConnection>;
  /** This registration cited in a style. */
  citation?: Maybe<Citation>;
  /** Styles this registration can be cited in. */
  citations?: Maybe<CitationStyleConnection>;
  collection?: Maybe<Scalars['Boolean']['output']>;
  /** Comments on this record. */
  comments?: Maybe<ResearchCommentConnection>;
  /** One contributor by user id. */
  contributor?: Maybe<Contributor>;
  /** People on this record. */
  contributors?: Maybe<ContributorConnection>;
  currentUserPermissions?: Maybe<Array<Scalars['String']['output']>>;
  customCitation?: Maybe<Scalars['String']['output']>;
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  dateModified?: Maybe<Scalars['DateTime']['output']>;
  dateRegistered?: Maybe<Scalars['DateTime']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  embargoEndDate?: Maybe<Scalars['DateTime']['output']>;
  /** Storage providers of this record (each a folder). */
  files?: Maybe<ResearchFileConnection>;
  fork?: Maybe<Scalars['Boolean']['output']>;
  /** Forks of this record. */
  forks?: Maybe<ResearchNodeConnection>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** DOIs and ARKs of this registration. */
  identifiers?: Maybe<ResearchIdentifierConnection>;
  /** Institutions this record is affiliated with. */
  institutions?: Maybe<InstitutionConnection>;
  /** The license the record is published under. */
  license?: Maybe<License>;
  /** Projects this record links to. */
  linkedNodes?: Maybe<ResearchNodeConnection>;
  /** Changes on this record, newest first. */
  logs?: Maybe<ResearchLogConnection>;
  /** The record this one is a component of. */
  parent?: Maybe<Registration>;
  pendingEmbargoApproval?: Maybe<Scalars['Boolean']['output']>;
  pendingRegistrationApproval?: Maybe<Scalars['Boolean']['output']>;
  pendingWithdrawal?: Maybe<Scalars['Boolean']['output']>;
  preprint?: Maybe<Scalars['Boolean']['output']>;
  public?: Maybe<Scalars['Boolean']['output']>;
  /** Who registered it. */
  registeredBy?: Maybe<ResearchUser>;
  /** The project this registration froze. */
  registeredFrom?: Maybe<ResearchNode>;
  registeredMeta?: Maybe<Scalars['JSON']['output']>;
  registration?: Maybe<Scalars['Boolean']['output']>;
  /** The form it was made with. */
  registrationSchema?: Maybe<RegistrationSchema>;
  registrationSupplement?: Maybe<Scalars['String']['output']>;
  /** The top-level project of this record. */
  root?: Maybe<Registration>;
  /** One file by provider and path (the path without its leading "/"). */
  storedFile?: Maybe<ResearchFile>;
  /** Files at the top of a storage provider (default "osfstorage"). */
  storedFiles?: Maybe<ResearchFileConnection>;
  tags?: Maybe<Array<Scalars['String']['output']>>;
  title?: Maybe<Scalars['String']['output']>;
  /** One view-only link of this registration. */
  viewOnlyLink?: Maybe<ViewOnlyLink>;
  /** Secret read-only links (administrators only). */
  viewOnlyLinks?: Maybe<ViewOnlyLinkConnection>;
  /** Wiki pages of this record. */
  wikis?: Maybe<WikiConnection>;
  withdrawalJustification?: Maybe<Scalars['String']['output']>;
  withdrawn?: Maybe<Scalars['Boolean']['output']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationChildrenArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationCitationArgs = {
  style: Scalars['String']['input'];
};


/** A frozen, timestamped copy of a project. */
export type RegistrationCitationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationCommentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationContributorArgs = {
  userId: Scalars['String']['input'];
};


/** A frozen, timestamped copy of a project. */
export type RegistrationContributorsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  bibliographic?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationFilesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationForksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationIdentifiersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationInstitutionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationLinkedNodesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationLogsArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationStoredFileArgs = {
  path: Scalars['String']['input'];
  provider: Scalars['String']['input'];
};


/** A frozen, timestamped copy of a project. */
export type RegistrationStoredFilesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  provider?: InputMaybe<Scalars['String']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationViewOnlyLinkArgs = {
  linkId: Scalars['String']['input'];
};


/** A frozen, timestamped copy of a project. */
export type RegistrationViewOnlyLinksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A frozen, timestamped copy of a project. */
export type RegistrationWikisArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type RegistrationConnection = {
  __typename?: 'RegistrationConnection';
  edges: Array<RegistrationEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type RegistrationEdge = {
  __typename?: 'RegistrationEdge';
  cursor: Scalars['String']['output'];
  node: Registration;
};

/** A form registrations are filled in with. */
export type RegistrationSchema = {
  __typename?: 'RegistrationSchema';
  active?: Maybe<Scalars['Boolean']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  schemaVersion?: Maybe<Scalars['Int']['output']>;
};

export type RegistrationSchemaConnection = {
  __typename?: 'RegistrationSchemaConnection';
  edges: Array<RegistrationSchemaEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type RegistrationSchemaEdge = {
  __typename?: 'RegistrationSchemaEdge';
  cursor: Scalars['String']['output'];
  node: RegistrationSchema;
};

/** A moderation step taken on a preprint. */
export type ResearchAction = {
  __typename?: 'ResearchAction';
  comment?: Maybe<Scalars['String']['output']>;
  /** Who took the action. */
  creator?: Maybe<ResearchUser>;
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  dateModified?: Maybe<Scalars['DateTime']['output']>;
  fromState?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The server whose moderators acted. */
  provider?: Maybe<PreprintProvider>;
  /** The preprint the action was taken on. */
  target?: Maybe<Preprint>;
  toState?: Maybe<Scalars['String']['output']>;
  trigger?: Maybe<ResearchActionTrigger>;
  triggerRaw?: Maybe<Scalars['String']['output']>;
};

export type ResearchActionConnection = {
  __typename?: 'ResearchActionConnection';
  edges: Array<ResearchActionEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type ResearchActionEdge = {
  __typename?: 'ResearchActionEdge';
  cursor: Scalars['String']['output'];
  node: ResearchAction;
};

export type ResearchActionTrigger =
  | 'ACCEPT'
  | 'EDIT_COMMENT'
  | 'REJECT'
  | 'REQUEST_WITHDRAWAL'
  | 'SUBMIT'
  | 'UNKNOWN'
  | 'WITHDRAW';

/** A curated set of projects and preprints. */
export type ResearchCollection = {
  __typename?: 'ResearchCollection';
  bookmarks?: Maybe<Scalars['Boolean']['output']>;
  /** How the collection describes its items. */
  collectedMetadata?: Maybe<CollectedMetadataConnection>;
  /** The collection's description of one item. */
  collectedMetadataFor?: Maybe<CollectedMetadata>;
  collectedTypeChoices?: Maybe<Array<Scalars['String']['output']>>;
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  dateModified?: Maybe<Scalars['DateTime']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isPromoted?: Maybe<Scalars['Boolean']['output']>;
  isPublic?: Maybe<Scalars['Boolean']['output']>;
  /** Ids of the projects in this collection, without loading them. */
  linkedNodeIds?: Maybe<Array<Scalars['String']['output']>>;
  /** Projects in this collection. */
  linkedNodes?: Maybe<ResearchNodeConnection>;
  /** Preprints in this collection. */
  linkedPreprints?: Maybe<PreprintConnection>;
  /** Ids of the registrations in this collection, without loading them. */
  linkedRegistrationIds?: Maybe<Array<Scalars['String']['output']>>;
  /** Registrations in this collection. */
  linkedRegistrations?: Maybe<RegistrationConnection>;
  statusChoices?: Maybe<Array<Scalars['String']['output']>>;
  title?: Maybe<Scalars['String']['output']>;
};


/** A curated set of projects and preprints. */
export type ResearchCollectionCollectedMetadataArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A curated set of projects and preprints. */
export type ResearchCollectionCollectedMetadataForArgs = {
  guid: Scalars['String']['input'];
};


/** A curated set of projects and preprints. */
export type ResearchCollectionLinkedNodesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A curated set of projects and preprints. */
export type ResearchCollectionLinkedPreprintsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A curated set of projects and preprints. */
export type ResearchCollectionLinkedRegistrationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ResearchCollectionConnection = {
  __typename?: 'ResearchCollectionConnection';
  edges: Array<ResearchCollectionEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type ResearchCollectionEdge = {
  __typename?: 'ResearchCollectionEdge';
  cursor: Scalars['String']['output'];
  node: ResearchCollection;
};

/** A comment on a record, a file or a wiki page. */
export type ResearchComment = {
  __typename?: 'ResearchComment';
  canEdit?: Maybe<Scalars['Boolean']['output']>;
  content?: Maybe<Scalars['String']['output']>;
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  dateModified?: Maybe<Scalars['DateTime']['output']>;
  deleted?: Maybe<Scalars['Boolean']['output']>;
  hasChildren?: Maybe<Scalars['Boolean']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isAbuse?: Maybe<Scalars['Boolean']['output']>;
  modified?: Maybe<Scalars['Boolean']['output']>;
  page?: Maybe<Scalars['String']['output']>;
  /** Who wrote the comment. */
  user?: Maybe<ResearchUser>;
};

export type ResearchCommentConnection = {
  __typename?: 'ResearchCommentConnection';
  edges: Array<ResearchCommentEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type ResearchCommentEdge = {
  __typename?: 'ResearchCommentEdge';
  cursor: Scalars['String']['output'];
  node: ResearchComment;
};

/** A file or folder in a storage provider of a record. */
export type ResearchFile = {
  __typename?: 'ResearchFile';
  currentVersion?: Maybe<Scalars['Int']['output']>;
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  dateModified?: Maybe<Scalars['DateTime']['output']>;
  extra?: Maybe<Scalars['JSON']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind?: Maybe<Scalars['String']['output']>;
  materializedPath?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  path?: Maybe<Scalars['String']['output']>;
  provider?: Maybe<Scalars['String']['output']>;
  size?: Maybe<Scalars['Int']['output']>;
  tags?: Maybe<Array<Scalars['String']['output']>>;
  /** One version by number. */
  version?: Maybe<ResearchFileVersion>;
  /** Stored versions, newest first. */
  versions?: Maybe<ResearchFileVersionConnection>;
};


/** A file or folder in a storage provider of a record. */
export type ResearchFileVersionArgs = {
  versionId: Scalars['String']['input'];
};


/** A file or folder in a storage provider of a record. */
export type ResearchFileVersionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type ResearchFileConnection = {
  __typename?: 'ResearchFileConnection';
  edges: Array<ResearchFileEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type ResearchFileEdge = {
  __typename?: 'ResearchFileEdge';
  cursor: Scalars['String']['output'];
  node: ResearchFile;
};

/** One stored version of a file. */
export type ResearchFileVersion = {
  __typename?: 'ResearchFileVersion';
  contentType?: Maybe<Scalars['String']['output']>;
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  size?: Maybe<Scalars['Int']['output']>;
};

export type ResearchFileVersionConnection = {
  __typename?: 'ResearchFileVersionConnection';
  edges: Array<ResearchFileVersionEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type ResearchFileVersionEdge = {
  __typename?: 'ResearchFileVersionEdge';
  cursor: Scalars['String']['output'];
  node: ResearchFileVersion;
};

/** A persistent identifier of a record (DOI, ARK). */
export type ResearchIdentifier = {
  __typename?: 'ResearchIdentifier';
  category?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  value?: Maybe<Scalars['String']['output']>;
};

export type ResearchIdentifierConnection = {
  __typename?: 'ResearchIdentifierConnection';
  edges: Array<ResearchIdentifierEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type ResearchIdentifierEdge = {
  __typename?: 'ResearchIdentifierEdge';
  cursor: Scalars['String']['output'];
  node: ResearchIdentifier;
};

/** One change recorded on a project. */
export type ResearchLog = {
  __typename?: 'ResearchLog';
  action?: Maybe<Scalars['String']['output']>;
  date?: Maybe<Scalars['DateTime']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The project the change was made on. */
  node?: Maybe<ResearchNode>;
  params?: Maybe<Scalars['JSON']['output']>;
  /** Who made the change. */
  user?: Maybe<ResearchUser>;
};

export type ResearchLogConnection = {
  __typename?: 'ResearchLogConnection';
  edges: Array<ResearchLogEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type ResearchLogEdge = {
  __typename?: 'ResearchLogEdge';
  cursor: Scalars['String']['output'];
  node: ResearchLog;
};

/** A project or component. */
export type ResearchNode = {
  __typename?: 'ResearchNode';
  /** One configured addon (e.g. "github"). */
  addon?: Maybe<NodeAddon>;
  /** Addons configured on this project. */
  addons?: Maybe<NodeAddonConnection>;
  category?: Maybe<ResearchNodeCategory>;
  categoryRaw?: Maybe<Scalars['String']['output']>;
  /** Components of this record. */
  children?: Maybe<ResearchNodeConnection>;
  /** The citation data of this project. */
  citation?: Maybe<Citation>;
  collection?: Maybe<Scalars['Boolean']['output']>;
  /** Comments on this record. */
  comments?: Maybe<ResearchCommentConnection>;
  /** One contributor by user id. */
  contributor?: Maybe<Contributor>;
  /** People on this record. */
  contributors?: Maybe<ContributorConnection>;
  currentUserPermissions?: Maybe<Array<Scalars['String']['output']>>;
  customCitation?: Maybe<Scalars['String']['output']>;
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  dateModified?: Maybe<Scalars['DateTime']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  /** One draft registration of this project. */
  draftRegistration?: Maybe<DraftRegistration>;
  /** Draft registrations of this project. */
  draftRegistrations?: Maybe<DraftRegistrationConnection>;
  /** A storage provider of this project, as a folder. */
  fileProvider?: Maybe<ResearchFile>;
  /** Storage providers of this record (each a folder). */
  files?: Maybe<ResearchFileConnection>;
  fork?: Maybe<Scalars['Boolean']['output']>;
  /** Forks of this record. */
  forks?: Maybe<ResearchNodeConnection>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** DOIs and ARKs of this project. */
  identifiers?: Maybe<ResearchIdentifierConnection>;
  /** Institutions this record is affiliated with. */
  institutions?: Maybe<InstitutionConnection>;
  /** The license the record is published under. */
  license?: Maybe<License>;
  /** Projects this record links to. */
  linkedNodes?: Maybe<ResearchNodeConnection>;
  /** Changes on this record, newest first. */
  logs?: Maybe<ResearchLogConnection>;
  /** The record this one is a component of. */
  parent?: Maybe<ResearchNode>;
  preprint?: Maybe<Scalars['Boolean']['output']>;
  /** Preprints of this project. */
  preprints?: Maybe<PreprintConnection>;
  public?: Maybe<Scalars['Boolean']['output']>;
  registration?: Maybe<Scalars['Boolean']['output']>;
  /** Registrations of this project. */
  registrations?: Maybe<RegistrationConnection>;
  /** The top-level project of this record. */
  root?: Maybe<ResearchNode>;
  /** One file by provider and path (the path without its leading "/"). */
  storedFile?: Maybe<ResearchFile>;
  /** Files at the top of a storage provider (default "osfstorage"). */
  storedFiles?: Maybe<ResearchFileConnection>;
  /** This project cited in a style. */
  styledCitation?: Maybe<Citation>;
  tags?: Maybe<Array<Scalars['String']['output']>>;
  title?: Maybe<Scalars['String']['output']>;
  /** One view-only link of this project. */
  viewOnlyLink?: Maybe<ViewOnlyLink>;
  /** Secret read-only links (administrators only). */
  viewOnlyLinks?: Maybe<ViewOnlyLinkConnection>;
  /** Wiki pages of this record. */
  wikis?: Maybe<WikiConnection>;
};


/** A project or component. */
export type ResearchNodeAddonArgs = {
  provider: Scalars['String']['input'];
};


/** A project or component. */
export type ResearchNodeAddonsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A project or component. */
export type ResearchNodeChildrenArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A project or component. */
export type ResearchNodeCommentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A project or component. */
export type ResearchNodeContributorArgs = {
  userId: Scalars['String']['input'];
};


/** A project or component. */
export type ResearchNodeContributorsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  bibliographic?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A project or component. */
export type ResearchNodeDraftRegistrationArgs = {
  draftId: Scalars['String']['input'];
};


/** A project or component. */
export type ResearchNodeDraftRegistrationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A project or component. */
export type ResearchNodeFileProviderArgs = {
  provider: Scalars['String']['input'];
};


/** A project or component. */
export type ResearchNodeFilesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A project or component. */
export type ResearchNodeForksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A project or component. */
export type ResearchNodeIdentifiersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A project or component. */
export type ResearchNodeInstitutionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A project or component. */
export type ResearchNodeLinkedNodesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A project or component. */
export type ResearchNodeLogsArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A project or component. */
export type ResearchNodePreprintsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A project or component. */
export type ResearchNodeRegistrationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A project or component. */
export type ResearchNodeStoredFileArgs = {
  path: Scalars['String']['input'];
  provider: Scalars['String']['input'];
};


/** A project or component. */
export type ResearchNodeStoredFilesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  provider?: InputMaybe<Scalars['String']['input']>;
};


/** A project or component. */
export type ResearchNodeStyledCitationArgs = {
  style: Scalars['String']['input'];
};


/** A project or component. */
export type ResearchNodeViewOnlyLinkArgs = {
  linkId: Scalars['String']['input'];
};


/** A project or component. */
export type ResearchNodeViewOnlyLinksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A project or component. */
export type ResearchNodeWikisArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** What a project or component is. */
export type ResearchNodeCategory =
  | 'ANALYSIS'
  | 'COMMUNICATION'
  | 'DATA'
  | 'HYPOTHESIS'
  | 'INSTRUMENTATION'
  | 'METHODS_AND_MEASURES'
  | 'OTHER'
  | 'PROCEDURE'
  | 'PROJECT'
  | 'SOFTWARE'
  | 'UNKNOWN';

export type ResearchNodeConnection = {
  __typename?: 'ResearchNodeConnection';
  edges: Array<ResearchNodeEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type ResearchNodeEdge = {
  __typename?: 'ResearchNodeEdge';
  cursor: Scalars['String']['output'];
  node: ResearchNode;
};

/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQuery = {
  __typename?: 'ResearchQuery';
  /** A moderation action by id. */
  action?: Maybe<ResearchAction>;
  /** Moderation actions the token may see. */
  actions?: Maybe<ResearchActionConnection>;
  /** An addon by id (e.g. "github"). */
  addon?: Maybe<Addon>;
  /** Addons a project can connect. */
  addons?: Maybe<AddonConnection>;
  /** A citation style by id (e.g. "apa"). */
  citationStyle?: Maybe<CitationStyle>;
  /** Citation styles records can be cited in. */
  citationStyles?: Maybe<CitationStyleConnection>;
  /** A collection by id. */
  collection?: Maybe<ResearchCollection>;
  /** Collections. */
  collections?: Maybe<ResearchCollectionConnection>;
  /** A comment by id. */
  comment?: Maybe<ResearchComment>;
  /** A draft registration by id. */
  draftRegistration?: Maybe<DraftRegistration>;
  /** The token holder's draft registrations (empty without a token). */
  draftRegistrations?: Maybe<DraftRegistrationConnection>;
  /** A file by id. */
  file?: Maybe<ResearchFile>;
  /** An institution by id. */
  institution?: Maybe<Institution>;
  /** Institutions. */
  institutions?: Maybe<InstitutionConnection>;
  /** A license by id. */
  license?: Maybe<License>;
  /** Licenses. */
  licenses?: Maybe<LicenseConnection>;
  /** One change on a project, by id. */
  log?: Maybe<ResearchLog>;
  /** A project or component by id. */
  node?: Maybe<ResearchNode>;
  /** Public projects and components (and private ones the token may see). */
  nodes?: Maybe<ResearchNodeConnection>;
  /** A preprint by id. */
  preprint?: Maybe<Preprint>;
  /** A preprint server by id. */
  preprintProvider?: Maybe<PreprintProvider>;
  /** Preprint servers. */
  preprintProviders?: Maybe<PreprintProviderConnection>;
  /** Preprints. */
  preprints?: Maybe<PreprintConnection>;
  /** A registration by id. */
  registration?: Maybe<Registration>;
  /** A registration form by id. */
  registrationSchema?: Maybe<RegistrationSchema>;
  /** Forms registrations are made with. */
  registrationSchemas?: Maybe<RegistrationSchemaConnection>;
  /** Registrations. */
  registrations?: Maybe<RegistrationConnection>;
  /** The API root: its version and the user the token belongs to. */
  root?: Maybe<ResearchRoot>;
  /** A schema response by id. */
  schemaResponse?: Maybe<SchemaResponse>;
  /** Answers of registrations to their schemas, with revisions. */
  schemaResponses?: Maybe<SchemaResponseConnection>;
  /** Subjects of the bepress taxonomy. */
  taxonomies?: Maybe<TaxonomyConnection>;
  /** A subject by id. */
  taxonomy?: Maybe<Taxonomy>;
  /** A user by id. */
  user?: Maybe<ResearchUser>;
  /** Users. */
  users?: Maybe<ResearchUserConnection>;
  /** A view-only link by id. */
  viewOnlyLink?: Maybe<ViewOnlyLink>;
  /** A wiki page by id. */
  wiki?: Maybe<Wiki>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryActionArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryActionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  trigger?: InputMaybe<Scalars['String']['input']>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryAddonArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryAddonsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  categories?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryCitationStyleArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryCitationStylesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryCollectionArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryCollectionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryCommentArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryDraftRegistrationArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryDraftRegistrationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryFileArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryInstitutionArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryInstitutionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryLicenseArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryLicensesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryLogArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryNodeArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryNodesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryPreprintArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryPreprintProviderArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryPreprintProvidersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryPreprintsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  provider?: InputMaybe<Scalars['String']['input']>;
  publishedFrom?: InputMaybe<Scalars['DateTime']['input']>;
  publishedTo?: InputMaybe<Scalars['DateTime']['input']>;
  reviewsState?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryRegistrationArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryRegistrationSchemaArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryRegistrationSchemasArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryRegistrationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQuerySchemaResponseArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQuerySchemaResponsesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryTaxonomiesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryTaxonomyArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryUserArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  familyName?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  fullName?: InputMaybe<Scalars['String']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryViewOnlyLinkArgs = {
  id: Scalars['String']['input'];
};


/** Research records of the OSF: projects and components, users, preprints, registrations and what links them. */
export type ResearchQueryWikiArgs = {
  id: Scalars['String']['input'];
};

/** The API root: its version and, when a token is sent, the user it belongs to. */
export type ResearchRoot = {
  __typename?: 'ResearchRoot';
  /** The user the token belongs to; null without a token. */
  currentUser?: Maybe<ResearchUser>;
  message?: Maybe<Scalars['String']['output']>;
  version?: Maybe<Scalars['String']['output']>;
};

/** A person with an OSF account. */
export type ResearchUser = {
  __typename?: 'ResearchUser';
  active?: Maybe<Scalars['Boolean']['output']>;
  /** One connected addon (e.g. "github"). */
  addon?: Maybe<UserAddon>;
  /** Addons the user has connected (the token holder's own only). */
  addons?: Maybe<UserAddonConnection>;
  dateRegistered?: Maybe<Scalars['DateTime']['output']>;
  education?: Maybe<Scalars['JSON']['output']>;
  employment?: Maybe<Scalars['JSON']['output']>;
  familyName?: Maybe<Scalars['String']['output']>;
  fullName?: Maybe<Scalars['String']['output']>;
  givenName?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Institutions of this user. */
  institutions?: Maybe<InstitutionConnection>;
  locale?: Maybe<Scalars['String']['output']>;
  middleNames?: Maybe<Scalars['String']['output']>;
  /** Projects this user contributes to. */
  nodes?: Maybe<ResearchNodeConnection>;
  /** Preprints of this user. */
  preprints?: Maybe<PreprintConnection>;
  /** Registrations of this user. */
  registrations?: Maybe<RegistrationConnection>;
  social?: Maybe<Scalars['JSON']['output']>;
  suffix?: Maybe<Scalars['String']['output']>;
  timezone?: Maybe<Scalars['String']['output']>;
};


/** A person with an OSF account. */
export type ResearchUserAddonArgs = {
  provider: Scalars['String']['input'];
};


/** A person with an OSF account. */
export type ResearchUserAddonsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A person with an OSF account. */
export type ResearchUserInstitutionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A person with an OSF account. */
export type ResearchUserNodesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/** A person with an OSF account. */
export type ResearchUserPreprintsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A person with an OSF account. */
export type ResearchUserRegistrationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<Scalars['String']['input']>;
  createdFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdTo?: InputMaybe<Scalars['DateTime']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  public?: InputMaybe<Scalars['Boolean']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ResearchUserConnection = {
  __typename?: 'ResearchUserConnection';
  edges: Array<ResearchUserEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type ResearchUserEdge = {
  __typename?: 'ResearchUserEdge';
  cursor: Scalars['String']['output'];
  node: ResearchUser;
};

/** One question or heading of a registration schema. */
export type SchemaBlock = {
  __typename?: 'SchemaBlock';
  blockType?: Maybe<Scalars['String']['output']>;
  displayText?: Maybe<Scalars['String']['output']>;
  exampleText?: Maybe<Scalars['String']['output']>;
  helpText?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  index?: Maybe<Scalars['Int']['output']>;
  registrationResponseKey?: Maybe<Scalars['String']['output']>;
  required?: Maybe<Scalars['Boolean']['output']>;
  schemaBlockGroupKey?: Maybe<Scalars['String']['output']>;
};

export type SchemaBlockConnection = {
  __typename?: 'SchemaBlockConnection';
  edges: Array<SchemaBlockEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type SchemaBlockEdge = {
  __typename?: 'SchemaBlockEdge';
  cursor: Scalars['String']['output'];
  node: SchemaBlock;
};

/** A registration's answers to its schema, or a revision. */
export type SchemaResponse = {
  __typename?: 'SchemaResponse';
  /** One review step by id. */
  action?: Maybe<SchemaResponseAction>;
  /** Review steps of this response. */
  actions?: Maybe<SchemaResponseActionConnection>;
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  dateModified?: Maybe<Scalars['DateTime']['output']>;
  dateSubmitted?: Maybe<Scalars['DateTime']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isOriginalResponse?: Maybe<Scalars['Boolean']['output']>;
  isPendingCurrentUserApproval?: Maybe<Scalars['Boolean']['output']>;
  /** The registration answered for. */
  registration?: Maybe<Registration>;
  /** The form answered. */
  registrationSchema?: Maybe<RegistrationSchema>;
  reviewsState?: Maybe<Scalars['String']['output']>;
  revisionJustification?: Maybe<Scalars['String']['output']>;
  revisionResponses?: Maybe<Scalars['JSON']['output']>;
  /** One question by id. */
  schemaBlock?: Maybe<SchemaBlock>;
  /** The questions answered. */
  schemaBlocks?: Maybe<SchemaBlockConnection>;
  updatedResponseKeys?: Maybe<Array<Scalars['String']['output']>>;
};


/** A registration's answers to its schema, or a revision. */
export type SchemaResponseActionArgs = {
  actionId: Scalars['String']['input'];
};


/** A registration's answers to its schema, or a revision. */
export type SchemaResponseActionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** A registration's answers to its schema, or a revision. */
export type SchemaResponseSchemaBlockArgs = {
  blockId: Scalars['String']['input'];
};


/** A registration's answers to its schema, or a revision. */
export type SchemaResponseSchemaBlocksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

/** A review step on a schema response. */
export type SchemaResponseAction = {
  __typename?: 'SchemaResponseAction';
  auto?: Maybe<Scalars['Boolean']['output']>;
  comment?: Maybe<Scalars['String']['output']>;
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  fromState?: Maybe<Scalars['String']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  toState?: Maybe<Scalars['String']['output']>;
  trigger?: Maybe<Scalars['String']['output']>;
  visible?: Maybe<Scalars['Boolean']['output']>;
};

export type SchemaResponseActionConnection = {
  __typename?: 'SchemaResponseActionConnection';
  edges: Array<SchemaResponseActionEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type SchemaResponseActionEdge = {
  __typename?: 'SchemaResponseActionEdge';
  cursor: Scalars['String']['output'];
  node: SchemaResponseAction;
};

export type SchemaResponseConnection = {
  __typename?: 'SchemaResponseConnection';
  edges: Array<SchemaResponseEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type SchemaResponseEdge = {
  __typename?: 'SchemaResponseEdge';
  cursor: Scalars['String']['output'];
  node: SchemaResponse;
};

export type SpelledNumber = {
  __typename?: 'SpelledNumber';
  language?: Maybe<Scalars['String']['output']>;
  number: Scalars['Int']['output'];
  text: Scalars['String']['output'];
};

/** A subject in the bepress taxonomy. */
export type Taxonomy = {
  __typename?: 'Taxonomy';
  childCount?: Maybe<Scalars['Int']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  path?: Maybe<Scalars['String']['output']>;
  shareTitle?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
};

export type TaxonomyConnection = {
  __typename?: 'TaxonomyConnection';
  edges: Array<TaxonomyEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type TaxonomyEdge = {
  __typename?: 'TaxonomyEdge';
  cursor: Scalars['String']['output'];
  node: Taxonomy;
};

/** An addon a user has connected. */
export type UserAddon = {
  __typename?: 'UserAddon';
  /** One external account by id. */
  account?: Maybe<AddonAccount>;
  /** External accounts behind this addon. */
  accounts?: Maybe<AddonAccountConnection>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  userHasAuth?: Maybe<Scalars['Boolean']['output']>;
};


/** An addon a user has connected. */
export type UserAddonAccountArgs = {
  accountId: Scalars['String']['input'];
};


/** An addon a user has connected. */
export type UserAddonAccountsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type UserAddonConnection = {
  __typename?: 'UserAddonConnection';
  edges: Array<UserAddonEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type UserAddonEdge = {
  __typename?: 'UserAddonEdge';
  cursor: Scalars['String']['output'];
  node: UserAddon;
};

/** A secret link that shows a private record read-only. */
export type ViewOnlyLink = {
  __typename?: 'ViewOnlyLink';
  anonymous?: Maybe<Scalars['Boolean']['output']>;
  dateCreated?: Maybe<Scalars['DateTime']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  /** Projects this link shows. */
  nodes?: Maybe<ResearchNodeConnection>;
};


/** A secret link that shows a private record read-only. */
export type ViewOnlyLinkNodesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type ViewOnlyLinkConnection = {
  __typename?: 'ViewOnlyLinkConnection';
  edges: Array<ViewOnlyLinkEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type ViewOnlyLinkEdge = {
  __typename?: 'ViewOnlyLinkEdge';
  cursor: Scalars['String']['output'];
  node: ViewOnlyLink;
};

/** A wiki page of a record. */
export type Wiki = {
  __typename?: 'Wiki';
  /** The page text (markdown). */
  content?: Maybe<Scalars['String']['output']>;
  currentUserCanComment?: Maybe<Scalars['Boolean']['output']>;
  dateModified?: Maybe<Scalars['DateTime']['output']>;
  /** The record on the OSF website, when it has a page. */
  htmlUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind?: Maybe<Scalars['String']['output']>;
  materializedPath?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  path?: Maybe<Scalars['String']['output']>;
  size?: Maybe<Scalars['Int']['output']>;
};

export type WikiConnection = {
  __typename?: 'WikiConnection';
  edges: Array<WikiEdge>;
  pageInfo: PageInfo;
  /** Total number of items across all pages (the upstream's `meta.total`). */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

export type WikiEdge = {
  __typename?: 'WikiEdge';
  cursor: Scalars['String']['output'];
  node: Wiki;
};

export type NumberFactsQueryVariables = Exact<{
  number: Scalars['Int']['input'];
}>;


export type NumberFactsQuery = { __typename?: 'Query', numbers: { __typename?: 'NumbersQuery', isPrime?: boolean | null, fact?: { __typename?: 'NumberFact', fact: string } | null, primeFactors?: Array<{ __typename?: 'PrimeFactor', factor: number, times: number }> | null, romanNumeral?: { __typename?: 'Numeral', text: string } | null } };


export const NumberFactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NumberFacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numbers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fact"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isPrime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}]},{"kind":"Field","name":{"kind":"Name","value":"primeFactors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factor"}},{"kind":"Field","name":{"kind":"Name","value":"times"}}]}},{"kind":"Field","name":{"kind":"Name","value":"romanNumeral"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<NumberFactsQuery, NumberFactsQueryVariables>;