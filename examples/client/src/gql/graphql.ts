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

/** Whether a name or file path can be used. */
export type Availability = {
  __typename?: 'Availability';
  isAvailable?: Maybe<Scalars['Boolean']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  reason?: Maybe<AvailabilityReason>;
  reasonRaw?: Maybe<Scalars['String']['output']>;
};

export type AvailabilityReason =
  | 'ALREADY_EXISTS'
  | 'INVALID'
  | 'UNKNOWN';

/** An Azure Resource Manager resource; the subscription and resource group are parsed from its id. */
export type AzureResource = {
  /** The full Azure resource id. */
  id?: Maybe<Scalars['String']['output']>;
  location?: Maybe<Scalars['String']['output']>;
  /** The resource's own name (the last segment of its id; ARM names children `parent/child`). */
  name?: Maybe<Scalars['String']['output']>;
  resourceGroupName?: Maybe<Scalars['String']['output']>;
  subscriptionId?: Maybe<Scalars['String']['output']>;
  /** Tags as a name -> value map. */
  tags?: Maybe<Scalars['JSON']['output']>;
  /** The ARM resource type. */
  type?: Maybe<Scalars['String']['output']>;
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

/** Provisioned capacity of one service level inside an account. */
export type CapacityPool = AzureResource & {
  __typename?: 'CapacityPool';
  /** The full Azure resource id. */
  id?: Maybe<Scalars['String']['output']>;
  location?: Maybe<Scalars['String']['output']>;
  /** The resource's own name (the last segment of its id; ARM names children `parent/child`). */
  name?: Maybe<Scalars['String']['output']>;
  poolId?: Maybe<Scalars['String']['output']>;
  provisioningState?: Maybe<Scalars['String']['output']>;
  resourceGroupName?: Maybe<Scalars['String']['output']>;
  serviceLevel?: Maybe<ServiceLevel>;
  serviceLevelRaw?: Maybe<Scalars['String']['output']>;
  /** Provisioned size in bytes (a multiple of 4 TiB). */
  size?: Maybe<Scalars['Float']['output']>;
  subscriptionId?: Maybe<Scalars['String']['output']>;
  /** Tags as a name -> value map. */
  tags?: Maybe<Scalars['JSON']['output']>;
  /** The ARM resource type. */
  type?: Maybe<Scalars['String']['output']>;
  /** The pool's volumes. */
  volumes?: Maybe<Array<Volume>>;
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

export type DayOfWeek =
  | 'FRIDAY'
  | 'MONDAY'
  | 'SATURDAY'
  | 'SUNDAY'
  | 'THURSDAY'
  | 'TUESDAY'
  | 'UNKNOWN'
  | 'WEDNESDAY';

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

/** Who may mount a volume, and how. */
export type ExportPolicyRule = {
  __typename?: 'ExportPolicyRule';
  /** Client addresses: comma-separated IPv4 CIDRs, host addresses and host names. */
  allowedClients?: Maybe<Scalars['String']['output']>;
  cifs?: Maybe<Scalars['Boolean']['output']>;
  nfsv3?: Maybe<Scalars['Boolean']['output']>;
  nfsv4?: Maybe<Scalars['Boolean']['output']>;
  ruleIndex?: Maybe<Scalars['Int']['output']>;
  unixReadOnly?: Maybe<Scalars['Boolean']['output']>;
  unixReadWrite?: Maybe<Scalars['Boolean']['output']>;
};

export type FilePathAvailabilityInput = {
  /** The volume creation token to check. */
  filePath: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
};

/** A file storage account (NetApp account): the top of the hierarchy. */
export type FileStorageAccount = AzureResource & {
  __typename?: 'FileStorageAccount';
  activeDirectories: Array<FileStorageActiveDirectory>;
  /** The account's capacity pools. */
  capacityPools?: Maybe<Array<CapacityPool>>;
  /** The full Azure resource id. */
  id?: Maybe<Scalars['String']['output']>;
  location?: Maybe<Scalars['String']['output']>;
  /** The resource's own name (the last segment of its id; ARM names children `parent/child`). */
  name?: Maybe<Scalars['String']['output']>;
  provisioningState?: Maybe<Scalars['String']['output']>;
  resourceGroupName?: Maybe<Scalars['String']['output']>;
  subscriptionId?: Maybe<Scalars['String']['output']>;
  /** Tags as a name -> value map. */
  tags?: Maybe<Scalars['JSON']['output']>;
  /** The ARM resource type. */
  type?: Maybe<Scalars['String']['output']>;
};

/** An Active Directory joined to an account for SMB volumes (its password is never exposed). */
export type FileStorageActiveDirectory = {
  __typename?: 'FileStorageActiveDirectory';
  activeDirectoryId?: Maybe<Scalars['String']['output']>;
  dns?: Maybe<Scalars['String']['output']>;
  domain?: Maybe<Scalars['String']['output']>;
  organizationalUnit?: Maybe<Scalars['String']['output']>;
  smbServerName?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  username?: Maybe<Scalars['String']['output']>;
};

/** One operation the resource provider offers. */
export type FileStorageOperation = {
  __typename?: 'FileStorageOperation';
  description?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  operation?: Maybe<Scalars['String']['output']>;
  origin?: Maybe<Scalars['String']['output']>;
  provider?: Maybe<Scalars['String']['output']>;
  resource?: Maybe<Scalars['String']['output']>;
};

/** File storage accounts, capacity pools, volumes, snapshots and mount targets (Azure NetApp Files-style provider). */
export type FileStorageQuery = {
  __typename?: 'FileStorageQuery';
  /** One account; null when it does not exist. */
  account?: Maybe<FileStorageAccount>;
  /** The accounts of a resource group. */
  accounts?: Maybe<Array<FileStorageAccount>>;
  /** One capacity pool; null when it does not exist. */
  capacityPool?: Maybe<CapacityPool>;
  /** The capacity pools of an account. */
  capacityPools?: Maybe<Array<CapacityPool>>;
  /** Whether a volume file path (creation token) is free in a location (no side effects). */
  checkFilePathAvailability?: Maybe<Availability>;
  /** Whether a resource name is free in a resource group (no side effects). */
  checkNameAvailability?: Maybe<Availability>;
  /** The mount targets of a volume. */
  mountTargets?: Maybe<Array<MountTarget>>;
  /** The resource provider's operations. */
  operations?: Maybe<Array<FileStorageOperation>>;
  /** One snapshot; null when it does not exist. */
  snapshot?: Maybe<Snapshot>;
  /** The snapshots of a volume. */
  snapshots?: Maybe<Array<Snapshot>>;
  /** One volume; null when it does not exist. */
  volume?: Maybe<Volume>;
  /** The volumes of a capacity pool. */
  volumes?: Maybe<Array<Volume>>;
};


/** File storage accounts, capacity pools, volumes, snapshots and mount targets (Azure NetApp Files-style provider). */
export type FileStorageQueryAccountArgs = {
  accountName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** File storage accounts, capacity pools, volumes, snapshots and mount targets (Azure NetApp Files-style provider). */
export type FileStorageQueryAccountsArgs = {
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** File storage accounts, capacity pools, volumes, snapshots and mount targets (Azure NetApp Files-style provider). */
export type FileStorageQueryCapacityPoolArgs = {
  accountName: Scalars['String']['input'];
  poolName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** File storage accounts, capacity pools, volumes, snapshots and mount targets (Azure NetApp Files-style provider). */
export type FileStorageQueryCapacityPoolsArgs = {
  accountName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** File storage accounts, capacity pools, volumes, snapshots and mount targets (Azure NetApp Files-style provider). */
export type FileStorageQueryCheckFilePathAvailabilityArgs = {
  input: FilePathAvailabilityInput;
  location: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** File storage accounts, capacity pools, volumes, snapshots and mount targets (Azure NetApp Files-style provider). */
export type FileStorageQueryCheckNameAvailabilityArgs = {
  input: NameAvailabilityInput;
  location: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** File storage accounts, capacity pools, volumes, snapshots and mount targets (Azure NetApp Files-style provider). */
export type FileStorageQueryMountTargetsArgs = {
  accountName: Scalars['String']['input'];
  poolName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
  volumeName: Scalars['String']['input'];
};


/** File storage accounts, capacity pools, volumes, snapshots and mount targets (Azure NetApp Files-style provider). */
export type FileStorageQuerySnapshotArgs = {
  accountName: Scalars['String']['input'];
  poolName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  snapshotName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
  volumeName: Scalars['String']['input'];
};


/** File storage accounts, capacity pools, volumes, snapshots and mount targets (Azure NetApp Files-style provider). */
export type FileStorageQuerySnapshotsArgs = {
  accountName: Scalars['String']['input'];
  poolName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
  volumeName: Scalars['String']['input'];
};


/** File storage accounts, capacity pools, volumes, snapshots and mount targets (Azure NetApp Files-style provider). */
export type FileStorageQueryVolumeArgs = {
  accountName: Scalars['String']['input'];
  poolName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
  volumeName: Scalars['String']['input'];
};


/** File storage accounts, capacity pools, volumes, snapshots and mount targets (Azure NetApp Files-style provider). */
export type FileStorageQueryVolumesArgs = {
  accountName: Scalars['String']['input'];
  poolName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};

export type FileStorageResourceType =
  /** A file storage account. */
  | 'ACCOUNT'
  | 'CAPACITY_POOL'
  | 'SNAPSHOT'
  | 'VOLUME';

export type HttpHeader = {
  __typename?: 'HttpHeader';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type HttpHeaderInput = {
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

/** The HTTP call a job makes. Authentication secrets are not shown, only their kind. */
export type HttpRequest = {
  __typename?: 'HttpRequest';
  authenticationType?: Maybe<Scalars['String']['output']>;
  body?: Maybe<Scalars['String']['output']>;
  headers: Array<HttpHeader>;
  method?: Maybe<Scalars['String']['output']>;
  uri?: Maybe<Scalars['String']['output']>;
};

export type HttpRequestInput = {
  body?: InputMaybe<Scalars['String']['input']>;
  headers?: InputMaybe<Array<HttpHeaderInput>>;
  method: Scalars['String']['input'];
  uri: Scalars['String']['input'];
};

/** A scheduled job: an action, when it recurs, and how it has run so far. */
export type Job = AzureResource & {
  __typename?: 'Job';
  action?: Maybe<JobAction>;
  /** Executions of the job, optionally only those with one status. */
  history?: Maybe<JobHistoryConnection>;
  /** The full Azure resource id. */
  id?: Maybe<Scalars['String']['output']>;
  jobCollectionName?: Maybe<Scalars['String']['output']>;
  location?: Maybe<Scalars['String']['output']>;
  /** The resource's own name (the last segment of its id; ARM names children `parent/child`). */
  name?: Maybe<Scalars['String']['output']>;
  recurrence?: Maybe<JobRecurrence>;
  resourceGroupName?: Maybe<Scalars['String']['output']>;
  startTime?: Maybe<Scalars['DateTime']['output']>;
  state?: Maybe<JobState>;
  stateRaw?: Maybe<Scalars['String']['output']>;
  status?: Maybe<JobStatus>;
  subscriptionId?: Maybe<Scalars['String']['output']>;
  /** Tags as a name -> value map. */
  tags?: Maybe<Scalars['JSON']['output']>;
  /** The ARM resource type. */
  type?: Maybe<Scalars['String']['output']>;
};


/** A scheduled job: an action, when it recurs, and how it has run so far. */
export type JobHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<JobExecutionStatus>;
};

/** What a job does when it runs. */
export type JobAction = ScheduledAction & {
  __typename?: 'JobAction';
  errorAction?: Maybe<JobErrorAction>;
  queueMessage?: Maybe<StorageQueueMessage>;
  request?: Maybe<HttpRequest>;
  retryPolicy?: Maybe<RetryPolicy>;
  serviceBusQueueMessage?: Maybe<ServiceBusMessage>;
  serviceBusTopicMessage?: Maybe<ServiceBusMessage>;
  type?: Maybe<JobActionType>;
  typeRaw?: Maybe<Scalars['String']['output']>;
};

/** What a job does: `type` says which one of the message fields is given. */
export type JobActionInput = {
  errorAction?: InputMaybe<JobErrorActionInput>;
  queueMessage?: InputMaybe<StorageQueueMessageInput>;
  request?: InputMaybe<HttpRequestInput>;
  retryPolicy?: InputMaybe<RetryPolicyInput>;
  serviceBusQueueMessage?: InputMaybe<ServiceBusQueueMessageInput>;
  serviceBusTopicMessage?: InputMaybe<ServiceBusTopicMessageInput>;
  type: JobActionType;
};

export type JobActionType =
  | 'HTTP'
  | 'HTTPS'
  | 'SERVICE_BUS_QUEUE'
  | 'SERVICE_BUS_TOPIC'
  | 'STORAGE_QUEUE'
  | 'UNKNOWN';

/** A collection of jobs sharing a SKU, a quota and an enabled/disabled state. */
export type JobCollection = AzureResource & {
  __typename?: 'JobCollection';
  /** The full Azure resource id. */
  id?: Maybe<Scalars['String']['output']>;
  /** The jobs of the collection, optionally only those in one state. */
  jobs?: Maybe<JobConnection>;
  location?: Maybe<Scalars['String']['output']>;
  /** The resource's own name (the last segment of its id; ARM names children `parent/child`). */
  name?: Maybe<Scalars['String']['output']>;
  quota?: Maybe<JobCollectionQuota>;
  resourceGroupName?: Maybe<Scalars['String']['output']>;
  sku?: Maybe<SchedulerSku>;
  skuRaw?: Maybe<Scalars['String']['output']>;
  state?: Maybe<JobCollectionState>;
  stateRaw?: Maybe<Scalars['String']['output']>;
  subscriptionId?: Maybe<Scalars['String']['output']>;
  /** Tags as a name -> value map. */
  tags?: Maybe<Scalars['JSON']['output']>;
  /** The ARM resource type. */
  type?: Maybe<Scalars['String']['output']>;
};


/** A collection of jobs sharing a SKU, a quota and an enabled/disabled state. */
export type JobCollectionJobsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<JobState>;
};

export type JobCollectionConnection = {
  __typename?: 'JobCollectionConnection';
  edges: Array<JobCollectionEdge>;
  pageInfo: PageInfo;
};

export type JobCollectionEdge = {
  __typename?: 'JobCollectionEdge';
  cursor: Scalars['String']['output'];
  node: JobCollection;
};

/** A whole job collection (PUT): what is not given is reset. */
export type JobCollectionInput = {
  location: Scalars['String']['input'];
  quota?: InputMaybe<JobCollectionQuotaInput>;
  sku: SchedulerSku;
  state?: InputMaybe<JobCollectionState>;
  tags?: InputMaybe<Array<TagInput>>;
};

/** The parts of a job collection to change (PATCH). */
export type JobCollectionPatchInput = {
  quota?: InputMaybe<JobCollectionQuotaInput>;
  sku?: InputMaybe<SchedulerSku>;
  state?: InputMaybe<JobCollectionState>;
  tags?: InputMaybe<Array<TagInput>>;
};

export type JobCollectionQuota = {
  __typename?: 'JobCollectionQuota';
  maxJobCount?: Maybe<Scalars['Int']['output']>;
  maxJobOccurrence?: Maybe<Scalars['Int']['output']>;
  maxRecurrence?: Maybe<JobMaxRecurrence>;
};

export type JobCollectionQuotaInput = {
  maxJobCount?: InputMaybe<Scalars['Int']['input']>;
  maxJobOccurrence?: InputMaybe<Scalars['Int']['input']>;
  maxRecurrence?: InputMaybe<JobMaxRecurrenceInput>;
};

export type JobCollectionState =
  | 'DELETED'
  | 'DISABLED'
  | 'ENABLED'
  | 'SUSPENDED'
  | 'UNKNOWN';

export type JobConnection = {
  __typename?: 'JobConnection';
  edges: Array<JobEdge>;
  pageInfo: PageInfo;
};

export type JobEdge = {
  __typename?: 'JobEdge';
  cursor: Scalars['String']['output'];
  node: Job;
};

/** What a job does when its main action fails. */
export type JobErrorAction = ScheduledAction & {
  __typename?: 'JobErrorAction';
  queueMessage?: Maybe<StorageQueueMessage>;
  request?: Maybe<HttpRequest>;
  retryPolicy?: Maybe<RetryPolicy>;
  serviceBusQueueMessage?: Maybe<ServiceBusMessage>;
  serviceBusTopicMessage?: Maybe<ServiceBusMessage>;
  type?: Maybe<JobActionType>;
  typeRaw?: Maybe<Scalars['String']['output']>;
};

/** What to do when the main action fails. */
export type JobErrorActionInput = {
  queueMessage?: InputMaybe<StorageQueueMessageInput>;
  request?: InputMaybe<HttpRequestInput>;
  retryPolicy?: InputMaybe<RetryPolicyInput>;
  serviceBusQueueMessage?: InputMaybe<ServiceBusQueueMessageInput>;
  serviceBusTopicMessage?: InputMaybe<ServiceBusTopicMessageInput>;
  type: JobActionType;
};

export type JobExecutionStatus =
  | 'COMPLETED'
  | 'FAILED'
  | 'POSTPONED'
  | 'UNKNOWN';

export type JobHistoryActionName =
  | 'ERROR_ACTION'
  | 'MAIN_ACTION'
  | 'UNKNOWN';

export type JobHistoryConnection = {
  __typename?: 'JobHistoryConnection';
  edges: Array<JobHistoryEdge>;
  pageInfo: PageInfo;
};

export type JobHistoryEdge = {
  __typename?: 'JobHistoryEdge';
  cursor: Scalars['String']['output'];
  node: JobHistoryEntry;
};

/** One execution of a job. */
export type JobHistoryEntry = {
  __typename?: 'JobHistoryEntry';
  actionName?: Maybe<JobHistoryActionName>;
  endTime?: Maybe<Scalars['DateTime']['output']>;
  expectedExecutionTime?: Maybe<Scalars['DateTime']['output']>;
  id?: Maybe<Scalars['String']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  repeatCount?: Maybe<Scalars['Int']['output']>;
  retryCount?: Maybe<Scalars['Int']['output']>;
  startTime?: Maybe<Scalars['DateTime']['output']>;
  status?: Maybe<JobExecutionStatus>;
  statusRaw?: Maybe<Scalars['String']['output']>;
};

/** A whole job (PUT): what is not given is reset. */
export type JobInput = {
  action: JobActionInput;
  recurrence?: InputMaybe<JobRecurrenceInput>;
  startTime?: InputMaybe<Scalars['DateTime']['input']>;
  state?: InputMaybe<JobState>;
};

/** The most frequent recurrence a collection allows. */
export type JobMaxRecurrence = {
  __typename?: 'JobMaxRecurrence';
  frequency?: Maybe<RecurrenceFrequency>;
  frequencyRaw?: Maybe<Scalars['String']['output']>;
  interval?: Maybe<Scalars['Int']['output']>;
};

export type JobMaxRecurrenceInput = {
  frequency: RecurrenceFrequency;
  interval: Scalars['Int']['input'];
};

/** The parts of a job to change (PATCH). */
export type JobPatchInput = {
  action?: InputMaybe<JobActionInput>;
  recurrence?: InputMaybe<JobRecurrenceInput>;
  startTime?: InputMaybe<Scalars['DateTime']['input']>;
  state?: InputMaybe<JobState>;
};

export type JobRecurrence = {
  __typename?: 'JobRecurrence';
  /** How many times the job runs in all. */
  count?: Maybe<Scalars['Int']['output']>;
  endTime?: Maybe<Scalars['DateTime']['output']>;
  frequency?: Maybe<RecurrenceFrequency>;
  frequencyRaw?: Maybe<Scalars['String']['output']>;
  interval?: Maybe<Scalars['Int']['output']>;
  schedule?: Maybe<JobRecurrenceSchedule>;
};

export type JobRecurrenceInput = {
  /** Stop after this many runs. */
  count?: InputMaybe<Scalars['Int']['input']>;
  /** Stop at this time. */
  endTime?: InputMaybe<Scalars['DateTime']['input']>;
  frequency: RecurrenceFrequency;
  interval?: InputMaybe<Scalars['Int']['input']>;
  schedule?: InputMaybe<JobRecurrenceScheduleInput>;
};

export type JobRecurrenceSchedule = {
  __typename?: 'JobRecurrenceSchedule';
  hours: Array<Scalars['Int']['output']>;
  minutes: Array<Scalars['Int']['output']>;
  monthDays: Array<Scalars['Int']['output']>;
  monthlyOccurrences: Array<MonthlyOccurrence>;
  weekDays: Array<DayOfWeek>;
};

export type JobRecurrenceScheduleInput = {
  hours?: InputMaybe<Array<Scalars['Int']['input']>>;
  minutes?: InputMaybe<Array<Scalars['Int']['input']>>;
  monthDays?: InputMaybe<Array<Scalars['Int']['input']>>;
  monthlyOccurrences?: InputMaybe<Array<MonthlyOccurrenceInput>>;
  weekDays?: InputMaybe<Array<DayOfWeek>>;
};

export type JobState =
  | 'COMPLETED'
  | 'DISABLED'
  | 'ENABLED'
  | 'FAULTED'
  | 'UNKNOWN';

export type JobStatus = {
  __typename?: 'JobStatus';
  executionCount?: Maybe<Scalars['Int']['output']>;
  failureCount?: Maybe<Scalars['Int']['output']>;
  faultedCount?: Maybe<Scalars['Int']['output']>;
  lastExecutionTime?: Maybe<Scalars['DateTime']['output']>;
  nextExecutionTime?: Maybe<Scalars['DateTime']['output']>;
};

/** A weekday in a month, e.g. the 2nd Monday (occurrence 2) or the last Friday (occurrence -1). */
export type MonthlyOccurrence = {
  __typename?: 'MonthlyOccurrence';
  day?: Maybe<DayOfWeek>;
  occurrence?: Maybe<Scalars['Int']['output']>;
};

export type MonthlyOccurrenceInput = {
  day: DayOfWeek;
  /** 1 to 5 from the start of the month, -1 to -5 from its end. */
  occurrence: Scalars['Int']['input'];
};

/** The network endpoint through which a volume is mounted. */
export type MountTarget = AzureResource & {
  __typename?: 'MountTarget';
  endIp?: Maybe<Scalars['String']['output']>;
  fileSystemId?: Maybe<Scalars['String']['output']>;
  gateway?: Maybe<Scalars['String']['output']>;
  /** The full Azure resource id. */
  id?: Maybe<Scalars['String']['output']>;
  ipAddress?: Maybe<Scalars['String']['output']>;
  location?: Maybe<Scalars['String']['output']>;
  mountTargetId?: Maybe<Scalars['String']['output']>;
  /** The resource's own name (the last segment of its id; ARM names children `parent/child`). */
  name?: Maybe<Scalars['String']['output']>;
  netmask?: Maybe<Scalars['String']['output']>;
  provisioningState?: Maybe<Scalars['String']['output']>;
  resourceGroupName?: Maybe<Scalars['String']['output']>;
  smbServerFqdn?: Maybe<Scalars['String']['output']>;
  startIp?: Maybe<Scalars['String']['output']>;
  subnet?: Maybe<Scalars['String']['output']>;
  subscriptionId?: Maybe<Scalars['String']['output']>;
  /** Tags as a name -> value map. */
  tags?: Maybe<Scalars['JSON']['output']>;
  /** The ARM resource type. */
  type?: Maybe<Scalars['String']['output']>;
};

/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Apply 1 to 10 YARA rules (source text; the gateway base64-encodes them) to an executable (RESTful4Up `POST /apply-yara-rules`). A rule YARA cannot compile gives `success: false` and `errorMessage`. */
  applyYaraRules?: Maybe<YaraScanResult>;
  /** Delete a job. True once it is gone. */
  deleteJob?: Maybe<Scalars['Boolean']['output']>;
  /** Delete a job collection and its jobs. True once it is gone. */
  deleteJobCollection?: Maybe<Scalars['Boolean']['output']>;
  /** Disable the collection and all its jobs; returns the collection as it now is. */
  disableJobCollection?: Maybe<JobCollection>;
  /** What the emulator printed while unpacking the file (RESTful4Up `POST /emulation-output`). */
  emulationOutput?: Maybe<EmulationOutput>;
  /** Enable the collection and all its jobs; returns the collection as it now is. */
  enableJobCollection?: Maybe<JobCollection>;
  /** Generate a YARA rule without its condition from the strings of an executable (RESTful4Up `POST /generate-partial-yara-rules`). */
  generatePartialYaraRules?: Maybe<PartialYaraRule>;
  /** Change parts of a job (PATCH). */
  patchJob?: Maybe<Job>;
  /** Change parts of a job collection (PATCH). */
  patchJobCollection?: Maybe<JobCollection>;
  /** Pull a driving licence certificate (API Setu `POST /drvlc/certificate`), as XML or PDF. */
  pullDrivingLicenceCertificate?: Maybe<DrivingLicenceCertificate>;
  /** Pull a vehicle registration certificate (API Setu `POST /rvcer/certificate`), as XML or PDF. */
  pullVehicleRegistrationCertificate?: Maybe<VehicleRegistrationCertificate>;
  /** Run a job now; returns the job as it now is (its history has the new run). */
  runJob?: Maybe<Job>;
  /** Unpack a packed executable (RESTful4Up `POST /unpack`). Returns the unpacked file. */
  unpackFile?: Maybe<BinaryFile>;
  /** Create a job or replace an existing one (PUT). */
  upsertJob?: Maybe<Job>;
  /** Create a job collection or replace an existing one (PUT). */
  upsertJobCollection?: Maybe<JobCollection>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationApplyYaraRulesArgs = {
  file: Scalars['File']['input'];
  rules: Array<Scalars['String']['input']>;
  unpackFirst?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationDeleteJobArgs = {
  jobCollectionName: Scalars['String']['input'];
  jobName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationDeleteJobCollectionArgs = {
  jobCollectionName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationDisableJobCollectionArgs = {
  jobCollectionName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationEmulationOutputArgs = {
  file: Scalars['File']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationEnableJobCollectionArgs = {
  jobCollectionName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationGeneratePartialYaraRulesArgs = {
  file: Scalars['File']['input'];
  minimumStringLength?: InputMaybe<Scalars['Int']['input']>;
  stringsToIgnore?: InputMaybe<Array<Scalars['String']['input']>>;
  unpackFirst?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationPatchJobArgs = {
  input: JobPatchInput;
  jobCollectionName: Scalars['String']['input'];
  jobName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationPatchJobCollectionArgs = {
  input: JobCollectionPatchInput;
  jobCollectionName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
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
export type MutationRunJobArgs = {
  jobCollectionName: Scalars['String']['input'];
  jobName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUnpackFileArgs = {
  file: Scalars['File']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpsertJobArgs = {
  input: JobInput;
  jobCollectionName: Scalars['String']['input'];
  jobName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** Writes and actions. Top-level so that GraphQL runs them one after another. */
export type MutationUpsertJobCollectionArgs = {
  input: JobCollectionInput;
  jobCollectionName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};

export type NameAvailabilityInput = {
  name: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  type: FileStorageResourceType;
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
  /** File storage accounts, capacity pools, volumes, snapshots and mount targets (Azure NetApp Files-style provider). */
  fileStorage: FileStorageQuery;
  /** Number facts, conversions and checks (math.tools Numbers API). */
  numbers: NumbersQuery;
  /** Job collections, jobs and job history (Azure Scheduler-style provider). Writes are top-level mutations. */
  scheduler: SchedulerQuery;
};

export type RandomNumbers = {
  __typename?: 'RandomNumbers';
  max?: Maybe<Scalars['Int']['output']>;
  min?: Maybe<Scalars['Int']['output']>;
  numbers: Array<Scalars['Int']['output']>;
  requested?: Maybe<Scalars['Int']['output']>;
  returned?: Maybe<Scalars['Int']['output']>;
};

export type RecurrenceFrequency =
  | 'DAY'
  | 'HOUR'
  | 'MINUTE'
  | 'MONTH'
  | 'UNKNOWN'
  | 'WEEK';

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

export type RetryPolicy = {
  __typename?: 'RetryPolicy';
  retryCount?: Maybe<Scalars['Int']['output']>;
  /** ISO 8601 duration, e.g. PT30S. */
  retryInterval?: Maybe<Scalars['String']['output']>;
  retryType?: Maybe<RetryType>;
  retryTypeRaw?: Maybe<Scalars['String']['output']>;
};

export type RetryPolicyInput = {
  /** 1 to 20 (FIXED only). */
  retryCount?: InputMaybe<Scalars['Int']['input']>;
  /** ISO 8601 duration, e.g. PT30S (FIXED only). */
  retryInterval?: InputMaybe<Scalars['String']['input']>;
  retryType: RetryType;
};

export type RetryType =
  | 'FIXED'
  | 'NONE'
  | 'UNKNOWN';

/** An action: an HTTP(S) call or a message on a storage queue, Service Bus queue or topic. */
export type ScheduledAction = {
  queueMessage?: Maybe<StorageQueueMessage>;
  request?: Maybe<HttpRequest>;
  retryPolicy?: Maybe<RetryPolicy>;
  serviceBusQueueMessage?: Maybe<ServiceBusMessage>;
  serviceBusTopicMessage?: Maybe<ServiceBusMessage>;
  type?: Maybe<JobActionType>;
  typeRaw?: Maybe<Scalars['String']['output']>;
};

/** Job collections, jobs and job history (Azure Scheduler-style provider). Writes are top-level mutations. */
export type SchedulerQuery = {
  __typename?: 'SchedulerQuery';
  /** One job; null when it does not exist. */
  job?: Maybe<Job>;
  /** One job collection; null when it does not exist. */
  jobCollection?: Maybe<JobCollection>;
  /** Job collections of a subscription, or of one resource group of it. */
  jobCollections?: Maybe<JobCollectionConnection>;
  /** Executions of a job, optionally only those with one status. */
  jobHistory?: Maybe<JobHistoryConnection>;
  /** The jobs of a collection, optionally only those in one state. */
  jobs?: Maybe<JobConnection>;
};


/** Job collections, jobs and job history (Azure Scheduler-style provider). Writes are top-level mutations. */
export type SchedulerQueryJobArgs = {
  jobCollectionName: Scalars['String']['input'];
  jobName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** Job collections, jobs and job history (Azure Scheduler-style provider). Writes are top-level mutations. */
export type SchedulerQueryJobCollectionArgs = {
  jobCollectionName: Scalars['String']['input'];
  resourceGroupName: Scalars['String']['input'];
  subscriptionId: Scalars['String']['input'];
};


/** Job collections, jobs and job history (Azure Scheduler-style provider). Writes are top-level mutations. */
export type SchedulerQueryJobCollectionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  resourceGroupName?: InputMaybe<Scalars['String']['input']>;
  subscriptionId: Scalars['String']['input'];
};


/** Job collections, jobs and job history (Azure Scheduler-style provider). Writes are top-level mutations. */
export type SchedulerQueryJobHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  jobCollectionName: Scalars['String']['input'];
  jobName: Scalars['String']['input'];
  last?: InputMaybe<Scalars['Int']['input']>;
  resourceGroupName: Scalars['String']['input'];
  status?: InputMaybe<JobExecutionStatus>;
  subscriptionId: Scalars['String']['input'];
};


/** Job collections, jobs and job history (Azure Scheduler-style provider). Writes are top-level mutations. */
export type SchedulerQueryJobsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  jobCollectionName: Scalars['String']['input'];
  last?: InputMaybe<Scalars['Int']['input']>;
  resourceGroupName: Scalars['String']['input'];
  state?: InputMaybe<JobState>;
  subscriptionId: Scalars['String']['input'];
};

export type SchedulerSku =
  | 'FREE'
  | 'P10_PREMIUM'
  | 'P20_PREMIUM'
  | 'STANDARD'
  | 'UNKNOWN';

/** A message a job sends to a Service Bus queue or topic (its SAS key is not shown). */
export type ServiceBusMessage = {
  __typename?: 'ServiceBusMessage';
  message?: Maybe<Scalars['String']['output']>;
  namespace?: Maybe<Scalars['String']['output']>;
  queueName?: Maybe<Scalars['String']['output']>;
  sasKeyName?: Maybe<Scalars['String']['output']>;
  topicPath?: Maybe<Scalars['String']['output']>;
  transportType?: Maybe<Scalars['String']['output']>;
};

export type ServiceBusQueueMessageInput = {
  message?: InputMaybe<Scalars['String']['input']>;
  namespace: Scalars['String']['input'];
  queueName: Scalars['String']['input'];
  /** Write-only: never shown back. */
  sasKey: Scalars['String']['input'];
  sasKeyName: Scalars['String']['input'];
};

export type ServiceBusTopicMessageInput = {
  message?: InputMaybe<Scalars['String']['input']>;
  namespace: Scalars['String']['input'];
  /** Write-only: never shown back. */
  sasKey: Scalars['String']['input'];
  sasKeyName: Scalars['String']['input'];
  topicPath: Scalars['String']['input'];
};

/** Performance tier of a pool. */
export type ServiceLevel =
  | 'PREMIUM'
  | 'STANDARD'
  | 'ULTRA'
  | 'UNKNOWN';

/** A point-in-time copy of a volume. */
export type Snapshot = AzureResource & {
  __typename?: 'Snapshot';
  creationDate?: Maybe<Scalars['DateTime']['output']>;
  fileSystemId?: Maybe<Scalars['String']['output']>;
  /** The full Azure resource id. */
  id?: Maybe<Scalars['String']['output']>;
  location?: Maybe<Scalars['String']['output']>;
  /** The resource's own name (the last segment of its id; ARM names children `parent/child`). */
  name?: Maybe<Scalars['String']['output']>;
  provisioningState?: Maybe<Scalars['String']['output']>;
  resourceGroupName?: Maybe<Scalars['String']['output']>;
  snapshotId?: Maybe<Scalars['String']['output']>;
  subscriptionId?: Maybe<Scalars['String']['output']>;
  /** Tags as a name -> value map. */
  tags?: Maybe<Scalars['JSON']['output']>;
  /** The ARM resource type. */
  type?: Maybe<Scalars['String']['output']>;
};

export type SpelledNumber = {
  __typename?: 'SpelledNumber';
  language?: Maybe<Scalars['String']['output']>;
  number: Scalars['Int']['output'];
  text: Scalars['String']['output'];
};

/** A message a job puts on a storage queue (its SAS token is not shown). */
export type StorageQueueMessage = {
  __typename?: 'StorageQueueMessage';
  message?: Maybe<Scalars['String']['output']>;
  queueName?: Maybe<Scalars['String']['output']>;
  storageAccount?: Maybe<Scalars['String']['output']>;
};

export type StorageQueueMessageInput = {
  message?: InputMaybe<Scalars['String']['input']>;
  queueName: Scalars['String']['input'];
  /** Write-only: never shown back. */
  sasToken: Scalars['String']['input'];
  storageAccount: Scalars['String']['input'];
};

export type TagInput = {
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
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

/** A file system in a capacity pool. */
export type Volume = AzureResource & {
  __typename?: 'Volume';
  baremetalTenantId?: Maybe<Scalars['String']['output']>;
  /** The unique file path of the volume, used when mounting it. */
  creationToken?: Maybe<Scalars['String']['output']>;
  exportPolicyRules: Array<ExportPolicyRule>;
  fileSystemId?: Maybe<Scalars['String']['output']>;
  /** The full Azure resource id. */
  id?: Maybe<Scalars['String']['output']>;
  location?: Maybe<Scalars['String']['output']>;
  /** The volume's mount targets. */
  mountTargets?: Maybe<Array<MountTarget>>;
  /** The resource's own name (the last segment of its id; ARM names children `parent/child`). */
  name?: Maybe<Scalars['String']['output']>;
  protocolTypes: Array<Scalars['String']['output']>;
  provisioningState?: Maybe<Scalars['String']['output']>;
  resourceGroupName?: Maybe<Scalars['String']['output']>;
  serviceLevel?: Maybe<ServiceLevel>;
  serviceLevelRaw?: Maybe<Scalars['String']['output']>;
  /** The snapshot the volume was created from. */
  snapshotId?: Maybe<Scalars['String']['output']>;
  /** The volume's snapshots. */
  snapshots?: Maybe<Array<Snapshot>>;
  subnetId?: Maybe<Scalars['String']['output']>;
  subscriptionId?: Maybe<Scalars['String']['output']>;
  /** Tags as a name -> value map. */
  tags?: Maybe<Scalars['JSON']['output']>;
  /** The ARM resource type. */
  type?: Maybe<Scalars['String']['output']>;
  /** Maximum storage quota in bytes (100 GiB to 100 TiB). */
  usageThreshold?: Maybe<Scalars['Float']['output']>;
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