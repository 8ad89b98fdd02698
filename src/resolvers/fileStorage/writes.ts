// The file storage writes (Azure NetApp Files 2019-05-01, spec D): create (PUT), update (PATCH) and delete of
// accounts, capacity pools, volumes and snapshots. Creates and deletes are ARM long-running operations: the mutation
// answers at once with the resource in its provisioning state and an operation id, which `fileStorage.operation`
// reads once and `Subscription.fileStorageOperation` follows to the end. They spend the gateway's token when the
// caller sends none, so they need the `fileStorage:write` scope.
import { timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { GatewayContext } from '../../context.js';
import type { ArmOperationRef, ArmOperationStatusDto, ArmWriteResult } from '../../datasources/azure.js';
import type {
  AccountKey,
  ExportPolicyRuleDto,
  FileStorageDataSource,
  PoolKey,
  SnapshotKey,
  VolumeKey,
} from '../../datasources/fileStorage.js';
import { propertiesOf, resourceGroupArg, subscriptionIdArg } from '../../schema/azure.js';
import { builder } from '../../schema/builder.js';
import { serviceMutationFields } from '../../schema/service-mutations.js';
import { badUserInput } from '../../schema/errors.js';
import type { KeyOrNode } from '../../schema/global-id.js';
import { FileStorageQuery } from '../../schema/fileStorage/types.js';
import {
  CapacityPoolInput,
  CapacityPoolPatchInput,
  CapacityPoolPayload,
  FileStorageAccountInput,
  FileStorageAccountPatchInput,
  FileStorageAccountPayload,
  FileStorageDeletePayload,
  FileStorageOperationStatus,
  isTerminal,
  SnapshotInput,
  SnapshotPatchInput,
  SnapshotPayload,
  VolumeInput,
  VolumePatchInput,
  VolumePayload,
  type DeletePayload,
  type OperationStatus,
  type WritePayload,
} from '../../schema/fileStorage/writes.js';
import { resourceNameArg } from './reads.js';

// ---------------------------------------------------------------------------------------------------------------
// Operation ids: the operation URL's path and query below the configured upstream, opaque to callers and signed
// (an HMAC under the deployment's STORE_KEY_SECRET, so any replica verifies what another issued; without it, a
// per-process key). A forged, altered or garbled id, or one whose path is not one of the provider's operation
// paths, is BAD_USER_INPUT before any call: an id cannot aim a poll anywhere else.

const operationIdArg = z.string().max(4096, 'is not an operation id this gateway issued');
const SIGNATURE = 'fileStorage.operation\u0000';

function sign(context: GatewayContext, payload: string): string {
  return context.events.hash(`${SIGNATURE}${payload}`);
}

export function encodeOperationId(context: GatewayContext, ref: ArmOperationRef): string {
  const payload = Buffer.from(JSON.stringify([ref.kind, ref.path, ref.searchParams]), 'utf8').toString('base64url');
  return `${payload}.${sign(context, payload)}`;
}

const notIssued = () =>
  badUserInput('Argument "operationId" is not an operation id this gateway issued', 'operationId');

function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function decodeOperationId(context: GatewayContext, id: string): ArmOperationRef {
  const [payload, signature, ...rest] = id.split('.');
  if (!payload || !signature || rest.length > 0 || !sameSignature(signature, sign(context, payload))) {
    throw notIssued();
  }
  try {
    const [kind, path, searchParams] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[];
    const params = searchParams as Record<string, unknown>;
    if (
      (kind === 'async' || kind === 'location') &&
      typeof path === 'string' &&
      // Checked again here, not only when the operation is read: a bad path never gets as far as a call.
      context.dataSources.fileStorage.isOperationPath(path) &&
      typeof params === 'object' &&
      params !== null &&
      !Array.isArray(params) &&
      Object.values(params).every((value) => typeof value === 'string')
    ) {
      return { kind, path, searchParams: params as Record<string, string> };
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw notIssued();
}

function statusOf(operationId: string, dto: ArmOperationStatusDto): OperationStatus {
  const code = dto.error?.code;
  return {
    operationId,
    status: typeof dto.status === 'string' ? dto.status : undefined,
    percentComplete: typeof dto.percentComplete === 'number' ? dto.percentComplete : undefined,
    startTime: typeof dto.startTime === 'string' ? dto.startTime : undefined,
    endTime: typeof dto.endTime === 'string' ? dto.endTime : undefined,
    // Only short identifier-like codes are passed on; never the upstream's message.
    errorCode: typeof code === 'string' && /^[A-Za-z0-9_.:-]{1,64}$/.test(code) ? code : undefined,
  };
}

function operationOf(context: GatewayContext, result: ArmWriteResult<unknown>): WritePayload<never>['operation'] {
  if (result.operation === null || result.operation instanceof Error) return result.operation;
  return { operationId: encodeOperationId(context, result.operation), status: 'InProgress' };
}

/** The file storage data source, once this caller may write to it with the gateway's token. */
function writer(context: GatewayContext): FileStorageDataSource {
  context.requireWrite('fileStorage');
  return context.dataSources.fileStorage;
}

type Tag = { name: string; value: string };
const tagsOf = (tags: readonly Tag[] | null | undefined) =>
  tags ? Object.fromEntries(tags.map((tag) => [tag.name, tag.value])) : undefined;
/** Drops absent optional fields, so PATCH changes only what the caller set. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined && item !== null)) as T;
}
const atLeastOne = z
  .looseObject({})
  .refine((value) => Object.values(value).some((item) => item !== undefined && item !== null), 'must change something');

type Rule = {
  ruleIndex: number;
  allowedClients: string;
  unixReadOnly?: boolean | null;
  unixReadWrite?: boolean | null;
  cifs?: boolean | null;
  nfsv3?: boolean | null;
  nfsv4?: boolean | null;
};
const exportPolicy = (rules: readonly Rule[] | null | undefined) =>
  // `defined` drops the nulls, which leaves the DTO's optional fields.
  rules ? { rules: rules.map((rule) => defined({ ...rule }) as ExportPolicyRuleDto) } : undefined;

async function written<T>(
  context: GatewayContext,
  result: ArmWriteResult<T>,
  reread: () => Promise<T | null>,
): Promise<WritePayload<T>> {
  // A 202 without a body: the resource as the upstream lists it now.
  return { resource: result.resource ?? (await reread()), operation: operationOf(context, result) };
}

function deleted(context: GatewayContext, id: string, result: ArmWriteResult<unknown>): DeletePayload {
  return { id, existed: result.status !== 204, operation: operationOf(context, result) };
}

/**
 * The UUID the upstream wants in a volume's `snapshotId`: given, or read from the snapshot a `Snapshot.id` names
 * (its key, checked when decoded, is subscription / group / account / pool / volume / snapshot).
 */
async function snapshotUuid(source: FileStorageDataSource, value: KeyOrNode | null | undefined) {
  if (!value) return undefined;
  if (value.key !== undefined) return value.key;
  const [subscriptionId, resourceGroupName, accountName, poolName, volumeName, snapshotName] = value.nodeKey.split('/');
  const snapshot = await source.getSnapshot({
    subscriptionId: subscriptionId!,
    resourceGroupName: resourceGroupName!,
    accountName: accountName!,
    poolName: poolName!,
    volumeName: volumeName!,
    snapshotName: snapshotName!,
  });
  const uuid = snapshot ? propertiesOf(snapshot)?.snapshotId : undefined;
  if (typeof uuid !== 'string') {
    throw badUserInput('Argument "input.snapshotId" names a snapshot that does not exist (yet)', 'input.snapshotId');
  }
  return uuid;
}

const armId = (scope: AccountKey, accountType: string, ...children: string[]) =>
  `/subscriptions/${scope.subscriptionId}/resourceGroups/${scope.resourceGroupName}/providers/${accountType}/` +
  [scope.accountName, ...children].join('/');

serviceMutationFields('fileStorage', (t) => {
  const subscriptionId = () =>
    t.arg.string({ required: true, validate: subscriptionIdArg, description: 'Azure subscription (a GUID).' });
  const resourceGroupName = () =>
    t.arg.string({ required: true, validate: resourceGroupArg, description: 'Resource group of the account.' });
  const named = (what: string) => t.arg.string({ required: true, validate: resourceNameArg, description: what });
  const accountArgs = () => ({
    subscriptionId: subscriptionId(),
    resourceGroupName: resourceGroupName(),
    accountName: named('Account name.'),
  });
  const poolArgs = () => ({ ...accountArgs(), poolName: named('Capacity pool name.') });
  const volumeArgs = () => ({ ...poolArgs(), volumeName: named('Volume name.') });
  const snapshotArgs = () => ({ ...volumeArgs(), snapshotName: named('Snapshot name.') });
  const lro = (method: string, path: string) =>
    `(${method} ${path}): answers at once with the provisioning state; follow \`operation\` to completion.`;
  const ACCOUNT = '.../netAppAccounts/{accountName}';
  const POOL = `${ACCOUNT}/capacityPools/{poolName}`;
  const VOLUME = `${POOL}/volumes/{volumeName}`;
  const SNAPSHOT = `${VOLUME}/snapshots/{snapshotName}`;

  return {
    createFileStorageAccount: t.field({
      type: FileStorageAccountPayload,
      description: `Creates an account, or replaces an existing one ${lro('PUT', ACCOUNT)}`,
      args: {
        ...accountArgs(),
        input: t.arg({ type: FileStorageAccountInput, required: true, description: 'The account.' }),
      },
      resolve: async (_root, { input, ...key }, context) => {
        const source = writer(context);
        const result = await source.putAccount(key, defined({ location: input.location, tags: tagsOf(input.tags) }));
        return written(context, result, () => source.getAccount(key));
      },
    }),
    updateFileStorageAccount: t.field({
      type: FileStorageAccountPayload,
      description: `Changes an account's tags (PATCH ${ACCOUNT}); synchronous, never retried automatically.`,
      args: {
        ...accountArgs(),
        input: t.arg({
          type: FileStorageAccountPatchInput,
          required: true,
          validate: atLeastOne,
          description: 'The change.',
        }),
      },
      resolve: async (_root, { input, ...key }, context) => {
        const source = writer(context);
        return written(context, await source.patchAccount(key, { tags: tagsOf(input.tags) }), () =>
          source.getAccount(key),
        );
      },
    }),
    deleteFileStorageAccount: t.field({
      type: FileStorageDeletePayload,
      description: `Deletes an account with no capacity pools ${lro('DELETE', ACCOUNT)}`,
      args: accountArgs(),
      resolve: async (_root, key, context) => {
        const source = writer(context);
        return deleted(context, armId(key, source.accountType), await source.deleteAccount(key));
      },
    }),
    createFileStorageCapacityPool: t.field({
      type: CapacityPoolPayload,
      description: `Creates a capacity pool, or replaces an existing one ${lro('PUT', POOL)}`,
      args: { ...poolArgs(), input: t.arg({ type: CapacityPoolInput, required: true, description: 'The pool.' }) },
      resolve: async (_root, { input, ...key }, context) => {
        const source = writer(context);
        const body = defined({
          location: input.location,
          tags: tagsOf(input.tags),
          properties: { serviceLevel: input.serviceLevel, size: input.size },
        });
        return written(context, await source.putCapacityPool(key, body), () => source.getCapacityPool(key));
      },
    }),
    updateFileStorageCapacityPool: t.field({
      type: CapacityPoolPayload,
      description: `Changes a pool's size, service level or tags (PATCH ${POOL}); synchronous, never retried.`,
      args: {
        ...poolArgs(),
        input: t.arg({
          type: CapacityPoolPatchInput,
          required: true,
          validate: atLeastOne,
          description: 'The change.',
        }),
      },
      resolve: async (_root, { input, ...key }, context) => {
        const source = writer(context);
        const properties = defined({ serviceLevel: input.serviceLevel ?? undefined, size: input.size ?? undefined });
        const body = defined({
          tags: tagsOf(input.tags),
          properties: Object.keys(properties).length ? properties : undefined,
        });
        return written(context, await source.patchCapacityPool(key, body), () => source.getCapacityPool(key));
      },
    }),
    deleteFileStorageCapacityPool: t.field({
      type: FileStorageDeletePayload,
      description: `Deletes a capacity pool with no volumes ${lro('DELETE', POOL)}`,
      args: poolArgs(),
      resolve: async (_root, key: PoolKey, context) => {
        const source = writer(context);
        return deleted(
          context,
          armId(key, source.accountType, 'capacityPools', key.poolName),
          await source.deleteCapacityPool(key),
        );
      },
    }),
    createFileStorageVolume: t.field({
      type: VolumePayload,
      description: `Creates a volume, or replaces an existing one ${lro('PUT', VOLUME)}`,
      args: { ...volumeArgs(), input: t.arg({ type: VolumeInput, required: true, description: 'The volume.' }) },
      resolve: async (_root, { input, ...key }, context) => {
        const source = writer(context);
        const body = defined({
          location: input.location,
          tags: tagsOf(input.tags),
          properties: defined({
            creationToken: input.creationToken,
            usageThreshold: input.usageThreshold,
            subnetId: input.subnetId,
            serviceLevel: input.serviceLevel ?? undefined,
            protocolTypes: input.protocolTypes ?? undefined,
            // The validation plugin hands over keyOrNodeKey's output but types the field by its GraphQL type.
            snapshotId: await snapshotUuid(source, input.snapshotId as unknown as KeyOrNode | null | undefined),
            exportPolicy: exportPolicy(input.exportPolicyRules),
          }),
        });
        return written(context, await source.putVolume(key, body), () => source.getVolume(key));
      },
    }),
    updateFileStorageVolume: t.field({
      type: VolumePayload,
      description: `Changes a volume's quota, service level, export policy or tags (PATCH ${VOLUME}); synchronous.`,
      args: {
        ...volumeArgs(),
        input: t.arg({ type: VolumePatchInput, required: true, validate: atLeastOne, description: 'The change.' }),
      },
      resolve: async (_root, { input, ...key }, context) => {
        const source = writer(context);
        const properties = defined({
          usageThreshold: input.usageThreshold ?? undefined,
          serviceLevel: input.serviceLevel ?? undefined,
          exportPolicy: exportPolicy(input.exportPolicyRules),
        });
        const body = defined({
          tags: tagsOf(input.tags),
          properties: Object.keys(properties).length ? properties : undefined,
        });
        return written(context, await source.patchVolume(key, body), () => source.getVolume(key));
      },
    }),
    deleteFileStorageVolume: t.field({
      type: FileStorageDeletePayload,
      description: `Deletes a volume with no snapshots ${lro('DELETE', VOLUME)}`,
      args: volumeArgs(),
      resolve: async (_root, key: VolumeKey, context) => {
        const source = writer(context);
        const id = armId(key, source.accountType, 'capacityPools', key.poolName, 'volumes', key.volumeName);
        return deleted(context, id, await source.deleteVolume(key));
      },
    }),
    createFileStorageSnapshot: t.field({
      type: SnapshotPayload,
      description: `Takes a snapshot of a volume ${lro('PUT', SNAPSHOT)} It is listed once provisioned.`,
      args: { ...snapshotArgs(), input: t.arg({ type: SnapshotInput, required: true, description: 'The snapshot.' }) },
      resolve: async (_root, { input, ...key }, context) => {
        const source = writer(context);
        const body = defined({ location: input.location, tags: tagsOf(input.tags) });
        return written(context, await source.putSnapshot(key, body), () => source.getSnapshot(key));
      },
    }),
    updateFileStorageSnapshot: t.field({
      type: SnapshotPayload,
      description: `Changes a snapshot's tags (PATCH ${SNAPSHOT}); synchronous, never retried automatically.`,
      args: {
        ...snapshotArgs(),
        input: t.arg({ type: SnapshotPatchInput, required: true, description: 'The change.' }),
      },
      resolve: async (_root, { input, ...key }, context) => {
        const source = writer(context);
        return written(context, await source.patchSnapshot(key, { tags: tagsOf(input.tags) }), () =>
          source.getSnapshot(key),
        );
      },
    }),
    deleteFileStorageSnapshot: t.field({
      type: FileStorageDeletePayload,
      description: `Deletes a snapshot ${lro('DELETE', SNAPSHOT)}`,
      args: snapshotArgs(),
      resolve: async (_root, key: SnapshotKey, context) => {
        const source = writer(context);
        const id = armId(
          key,
          source.accountType,
          'capacityPools',
          key.poolName,
          'volumes',
          key.volumeName,
          'snapshots',
          key.snapshotName,
        );
        return deleted(context, id, await source.deleteSnapshot(key));
      },
    }),
  };
});

// ---------------------------------------------------------------------------------------------------------------
// Following an operation.

builder.objectField(FileStorageQuery, 'operation', (t) =>
  t.field({
    type: FileStorageOperationStatus,
    description: 'One reading of a long-running operation (a create or delete) by the id a mutation returned.',
    args: {
      operationId: t.arg.id({ required: true, validate: operationIdArg, description: 'From a mutation payload.' }),
    },
    resolve: async (_root, args, context) => {
      const ref = decodeOperationId(context, String(args.operationId));
      return statusOf(String(args.operationId), await context.dataSources.fileStorage.readOperation(ref));
    },
  }),
);

/**
 * Polls an operation until it ends: at most `maxPolls` readings, `pollMs` apart unless the upstream asks for
 * another wait (Retry-After). The wait ends early when the client goes away, and the generator then returns.
 */
async function* follow(
  source: FileStorageDataSource,
  operationId: string,
  ref: ArmOperationRef,
  settings: { pollMs: number; maxPolls: number },
  signal: AbortSignal | undefined,
): AsyncGenerator<OperationStatus> {
  for (let poll = 1; poll <= settings.maxPolls; poll += 1) {
    const reading = await source.readOperation(ref);
    const status = statusOf(operationId, reading);
    yield status;
    if (isTerminal(status.status) || poll === settings.maxPolls || signal?.aborted) return;
    try {
      await sleep(reading.retryAfterMs ?? settings.pollMs, undefined, { signal });
    } catch {
      return;
    }
  }
}

builder.subscriptionField('fileStorageOperation', (t) =>
  t.field({
    type: FileStorageOperationStatus,
    description:
      'Follows a long-running operation: one event per poll (FILE_STORAGE_OPERATION_POLL_MS apart), ending with ' +
      'SUCCEEDED, FAILED or CANCELED, or after FILE_STORAGE_OPERATION_MAX_POLLS polls. Stops when the client leaves.',
    args: {
      operationId: t.arg.id({ required: true, validate: operationIdArg, description: 'From a mutation payload.' }),
    },
    subscribe: (_root, args, context) => {
      const ref = decodeOperationId(context, String(args.operationId));
      const source = context.dataSources.fileStorage;
      const { operationPollMs, operationMaxPolls } = source.operationSettings;
      return follow(
        source,
        String(args.operationId),
        ref,
        { pollMs: operationPollMs, maxPolls: operationMaxPolls },
        context.request.signal,
      );
    },
    resolve: (status) => status,
  }),
);
