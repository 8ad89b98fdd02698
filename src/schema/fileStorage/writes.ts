// Inputs and payloads of the file storage writes (Azure NetApp Files 2019-05-01, spec D), and the state of an ARM
// long-running operation. The spec's limits are checked before any upstream call: a pool's size is a multiple of
// 4 TiB from 4 TiB to 500 TiB, a volume's quota 100 GiB to 100 TiB, service levels Standard/Premium/Ultra.
import { z } from 'zod';
import type { AccountDto, CapacityPoolDto, SnapshotDto, VolumeDto } from '../../datasources/fileStorage.js';
import type { UpstreamError } from '../../http/errors.js';
import { locationArg } from '../azure.js';
import { builder } from '../builder.js';
import { enumName } from '../enums.js';
import { keyOrNodeKey } from '../global-id.js';
import { CapacityPool, FileStorageAccount, Snapshot, Volume } from './types.js';

const GiB = 1024 ** 3;
const TiB = 1024 ** 4;

export const FileStorageServiceLevel = builder.enumType('FileStorageServiceLevel', {
  description: 'Performance tier of a capacity pool or volume, as it is sent.',
  values: {
    STANDARD: { value: 'Standard', description: 'Standard throughput.' },
    PREMIUM: { value: 'Premium', description: 'Premium throughput.' },
    ULTRA: { value: 'Ultra', description: 'Ultra throughput.' },
  } as const,
});

export const FileStorageProtocol = builder.enumType('FileStorageProtocol', {
  description: 'A protocol a volume is served over.',
  values: {
    NFSV3: { value: 'NFSv3', description: 'NFS version 3.' },
    NFSV4_1: { value: 'NFSv4.1', description: 'NFS version 4.1.' },
    CIFS: { value: 'CIFS', description: 'SMB/CIFS.' },
  } as const,
});

const tagsRule = z
  .array(z.object({ name: z.string(), value: z.string() }))
  .max(50, 'must list at most 50 tags')
  .refine((tags) => new Set(tags.map((tag) => tag.name.toLowerCase())).size === tags.length, 'must not repeat a name');

export const FileStorageTagInput = builder.inputType('FileStorageTagInput', {
  description: 'One resource tag (ARM allows 50 per resource).',
  fields: (t) => ({
    name: t.string({
      required: true,
      validate: z.string().regex(/^[^<>%&\\?/]{1,512}$/, 'must be 1 to 512 characters without < > % & \\ ? /'),
      description: 'Tag name (1 to 512 characters).',
    }),
    value: t.string({ required: true, validate: z.string().max(256), description: 'Tag value (at most 256).' }),
  }),
});

const TAGS_DESCRIPTION = 'Tags, replacing any the resource had (at most 50).';

const poolSize = z
  .number()
  .int('must be a whole number of bytes')
  .min(4 * TiB, 'must be at least 4 TiB (4398046511104)')
  .max(500 * TiB, 'must be at most 500 TiB')
  .refine((size) => size % (4 * TiB) === 0, 'must be a multiple of 4 TiB (4398046511104 bytes)');
const usageThreshold = z
  .number()
  .int('must be a whole number of bytes')
  .min(100 * GiB, 'must be at least 100 GiB (107374182400)')
  .max(100 * TiB, 'must be at most 100 TiB');
const subnetId = z
  .string()
  .regex(
    /^\/subscriptions\/[^/]+\/resourceGroups\/[^/]+\/providers\/Microsoft\.Network\/virtualNetworks\/[^/]+\/subnets\/[^/]+$/i,
    'must be the ARM id of a subnet (/subscriptions/.../virtualNetworks/<vnet>/subnets/<subnet>)',
  );
const uuid = z
  .string()
  .regex(/^[a-fA-F0-9]{8}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{12}$/, 'must be a UUID');

export const FileStorageAccountInput = builder.inputType('FileStorageAccountInput', {
  description: 'A new account, or the whole of an existing one (PUT).',
  fields: (t) => ({
    location: t.string({ required: true, validate: locationArg, description: 'Azure region, such as westeurope.' }),
    tags: t.field({ type: [FileStorageTagInput], validate: tagsRule, description: TAGS_DESCRIPTION }),
  }),
});

export const FileStorageAccountPatchInput = builder.inputType('FileStorageAccountPatchInput', {
  description: 'What to change on an account (PATCH).',
  fields: (t) => ({
    tags: t.field({ type: [FileStorageTagInput], validate: tagsRule, description: TAGS_DESCRIPTION }),
  }),
});

export const CapacityPoolInput = builder.inputType('CapacityPoolInput', {
  description: 'A new capacity pool, or the whole of an existing one (PUT).',
  fields: (t) => ({
    location: t.string({ required: true, validate: locationArg, description: "Azure region (the account's)." }),
    serviceLevel: t.field({ type: FileStorageServiceLevel, required: true, description: 'Performance tier.' }),
    size: t.float({
      required: true,
      validate: poolSize,
      description: 'Provisioned size in bytes: a multiple of 4 TiB (4398046511104), from 4 TiB to 500 TiB.',
    }),
    tags: t.field({ type: [FileStorageTagInput], validate: tagsRule, description: TAGS_DESCRIPTION }),
  }),
});

export const CapacityPoolPatchInput = builder.inputType('CapacityPoolPatchInput', {
  description: 'What to change on a capacity pool (PATCH); at least one field.',
  fields: (t) => ({
    serviceLevel: t.field({ type: FileStorageServiceLevel, description: 'New performance tier.' }),
    size: t.float({ validate: poolSize, description: 'New size in bytes (a multiple of 4 TiB).' }),
    tags: t.field({ type: [FileStorageTagInput], validate: tagsRule, description: TAGS_DESCRIPTION }),
  }),
});

export const ExportPolicyRuleInput = builder.inputType('ExportPolicyRuleInput', {
  description: 'Who may mount a volume, and how.',
  fields: (t) => ({
    ruleIndex: t.int({ required: true, validate: z.number().int().min(1).max(5), description: 'Order (1 to 5).' }),
    allowedClients: t.string({
      required: true,
      validate: z
        .string()
        .regex(/^[A-Za-z0-9.:/,_-]{1,1024}$/, 'must be comma-separated CIDRs, addresses or host names'),
      description: 'Comma-separated IPv4 CIDRs, host addresses and host names.',
    }),
    unixReadOnly: t.boolean({ description: 'Read-only access.' }),
    unixReadWrite: t.boolean({ description: 'Read and write access.' }),
    cifs: t.boolean({ description: 'Allows CIFS.' }),
    nfsv3: t.boolean({ description: 'Allows NFSv3.' }),
    nfsv4: t.boolean({ description: 'Allows NFSv4.1.' }),
  }),
});

const rulesRule = z
  .array(z.looseObject({ ruleIndex: z.number() }))
  .max(5, 'must list at most 5 rules')
  .refine((rules) => new Set(rules.map((rule) => rule.ruleIndex)).size === rules.length, 'must not repeat a ruleIndex');

export const VolumeInput = builder.inputType('VolumeInput', {
  description: 'A new volume, or the whole of an existing one (PUT).',
  fields: (t) => ({
    location: t.string({ required: true, validate: locationArg, description: "Azure region (the account's)." }),
    creationToken: t.string({
      required: true,
      validate: z.string().regex(/^[a-zA-Z][a-zA-Z0-9-]{0,79}$/, 'must start with a letter; letters, digits and -'),
      description: 'The unique file path of the volume, used when mounting it.',
    }),
    usageThreshold: t.float({
      required: true,
      validate: usageThreshold,
      description: 'Storage quota in bytes, from 100 GiB (107374182400) to 100 TiB.',
    }),
    subnetId: t.string({
      required: true,
      validate: subnetId,
      description: 'ARM id of the delegated subnet the volume is reached from.',
    }),
    serviceLevel: t.field({ type: FileStorageServiceLevel, description: "Performance tier (default: the pool's)." }),
    protocolTypes: t.field({
      type: [FileStorageProtocol],
      validate: z.array(z.string()).min(1).max(3),
      description: 'Protocols the volume is served over.',
    }),
    snapshotId: t.string({
      validate: keyOrNodeKey(uuid, 'Snapshot'),
      description: 'Create the volume from this snapshot: its `snapshotId` (a UUID) or its `Snapshot.id`.',
    }),
    exportPolicyRules: t.field({
      type: [ExportPolicyRuleInput],
      validate: rulesRule,
      description: 'Export policy (at most 5 rules).',
    }),
    tags: t.field({ type: [FileStorageTagInput], validate: tagsRule, description: TAGS_DESCRIPTION }),
  }),
});

export const VolumePatchInput = builder.inputType('VolumePatchInput', {
  description: 'What to change on a volume (PATCH); at least one field.',
  fields: (t) => ({
    usageThreshold: t.float({ validate: usageThreshold, description: 'New quota in bytes (100 GiB to 100 TiB).' }),
    serviceLevel: t.field({ type: FileStorageServiceLevel, description: 'New performance tier.' }),
    exportPolicyRules: t.field({
      type: [ExportPolicyRuleInput],
      validate: rulesRule,
      description: 'New export policy, replacing the old one (at most 5 rules).',
    }),
    tags: t.field({ type: [FileStorageTagInput], validate: tagsRule, description: TAGS_DESCRIPTION }),
  }),
});

export const SnapshotInput = builder.inputType('SnapshotInput', {
  description: 'A new snapshot of a volume.',
  fields: (t) => ({
    location: t.string({ required: true, validate: locationArg, description: "Azure region (the volume's)." }),
    tags: t.field({ type: [FileStorageTagInput], validate: tagsRule, description: TAGS_DESCRIPTION }),
  }),
});

export const SnapshotPatchInput = builder.inputType('SnapshotPatchInput', {
  description: 'What to change on a snapshot (PATCH): its tags.',
  fields: (t) => ({
    tags: t.field({ type: [FileStorageTagInput], required: true, validate: tagsRule, description: TAGS_DESCRIPTION }),
  }),
});

const OPERATION_STATES = ['IN_PROGRESS', 'SUCCEEDED', 'FAILED', 'CANCELED'] as const;
type OperationState = (typeof OPERATION_STATES)[number] | 'UNKNOWN';

/** Where an operation stands; like the other output enums it survives a value it does not know (UNKNOWN). */
export const FileStorageOperationState = {
  type: builder.enumType('FileStorageOperationState', {
    description: 'Where a long-running operation stands.',
    values: {
      IN_PROGRESS: { description: 'Still running.' },
      SUCCEEDED: { description: 'Done: the resource is provisioned, or gone after a delete.' },
      FAILED: { description: 'Ended without doing its work (see `errorCode`).' },
      CANCELED: { description: 'Canceled before it ended.' },
      UNKNOWN: { description: 'A value this gateway does not know yet (see `stateRaw`).' },
    } as const,
  }),
  from(raw: string | null | undefined): OperationState | null {
    if (raw === null || raw === undefined || raw === '') return null;
    const member = enumName(raw);
    return (OPERATION_STATES as readonly string[]).includes(member) ? (member as OperationState) : 'UNKNOWN';
  },
};

/** One reading of an operation, as the gateway answers it. */
export interface OperationStatus {
  operationId: string;
  status?: string;
  percentComplete?: number;
  startTime?: string;
  endTime?: string;
  errorCode?: string;
}

const TERMINAL = new Set(['SUCCEEDED', 'FAILED', 'CANCELED']);
export const isTerminal = (status: string | undefined) => TERMINAL.has(FileStorageOperationState.from(status) ?? '');

export const FileStorageOperationStatus = builder.objectRef<OperationStatus>('FileStorageOperationStatus').implement({
  description: 'An Azure long-running operation (a create or a delete) as last read.',
  fields: (t) => ({
    operationId: t.id({
      nullable: false,
      description: 'Opaque: pass it to `fileStorage.operation` or `Subscription.fileStorageOperation`.',
      resolve: (status) => status.operationId,
    }),
    state: t.field({
      type: FileStorageOperationState.type,
      description: 'IN_PROGRESS until the operation ends.',
      resolve: (status) => FileStorageOperationState.from(status.status),
    }),
    stateRaw: t.string({
      description: 'The state as the upstream sent it.',
      resolve: (status) => status.status ?? null,
    }),
    done: t.boolean({
      nullable: false,
      description: 'True once the operation succeeded, failed or was canceled.',
      resolve: (status) => isTerminal(status.status),
    }),
    percentComplete: t.float({
      description: 'Progress, when the upstream reports it.',
      resolve: (s) => s.percentComplete ?? null,
    }),
    startTime: t.field({ type: 'DateTime', description: 'When it started.', resolve: (s) => s.startTime ?? null }),
    endTime: t.field({ type: 'DateTime', description: 'When it ended.', resolve: (s) => s.endTime ?? null }),
    errorCode: t.string({ description: "The upstream's code for a failure.", resolve: (s) => s.errorCode ?? null }),
  }),
});

/** A write's answer: the resource as the upstream answered it, and the operation to follow (null: done at once). */
export interface WritePayload<T> {
  resource: T | null;
  operation: OperationStatus | UpstreamError | null;
}

/** The operation, or its error at the `operation` field when the upstream named one the gateway won't follow. */
function followable(operation: OperationStatus | UpstreamError | null): OperationStatus | null {
  if (operation instanceof Error) throw operation;
  return operation;
}

const operationField = {
  type: FileStorageOperationStatus,
  description:
    'The long-running operation to follow until the resource is provisioned; null when the write completed at once.',
} as const;

function payload<T extends object>(
  name: string,
  field: string,
  type: typeof FileStorageAccount | typeof CapacityPool | typeof Volume | typeof Snapshot,
  what: string,
) {
  return builder.objectRef<WritePayload<T>>(name).implement({
    description: `The ${what} as the write left it (see its provisioningState), and the operation to follow.`,
    fields: (t) => ({
      [field]: t.field({
        type: type as never,
        description: `The ${what}, with the provisioningState of the moment.`,
        resolve: (result) => result.resource as never,
      }),
      operation: t.field({ ...operationField, resolve: (result) => followable(result.operation) }),
    }),
  });
}

export const FileStorageAccountPayload = payload<AccountDto>(
  'FileStorageAccountPayload',
  'account',
  FileStorageAccount,
  'account',
);
export const CapacityPoolPayload = payload<CapacityPoolDto>(
  'CapacityPoolPayload',
  'capacityPool',
  CapacityPool,
  'capacity pool',
);
export const VolumePayload = payload<VolumeDto>('VolumePayload', 'volume', Volume, 'volume');
export const SnapshotPayload = payload<SnapshotDto>('SnapshotPayload', 'snapshot', Snapshot, 'snapshot');

/** A delete's answer. */
export interface DeletePayload {
  id: string;
  existed: boolean;
  operation: OperationStatus | UpstreamError | null;
}

export const FileStorageDeletePayload = builder.objectRef<DeletePayload>('FileStorageDeletePayload').implement({
  description: 'A delete: accepted (follow `operation` until it is gone) or nothing to delete.',
  fields: (t) => ({
    upstreamId: t.exposeID('id', { nullable: false, description: 'The ARM id of the resource deleted.' }),
    existed: t.exposeBoolean('existed', {
      nullable: false,
      description: 'False when there was nothing to delete (the upstream answered 204).',
    }),
    operation: t.field({ ...operationField, resolve: (result) => followable(result.operation) }),
  }),
});
