// The file storage sandbox's writes (Azure NetApp Files 2019-05-01, spec D) as ARM long-running operations: a
// create answers 201 with the resource in `Creating` and both `Azure-AsyncOperation` and `Location` headers; a
// delete answers 202 (`Deleting`), or 204 when there is nothing to delete. The operation completes on its
// OPERATION_POLLS-th poll, or OPERATION_SETTLE_MS after it started for a client that never polls, so tests are
// deterministic and GraphiQL users still see resources settle. Updates (PATCH) are synchronous, as in the spec.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  Account,
  CapacityPool,
  OperationStatus,
  Snapshot,
  Volume,
} from '@gateway/upstream-types/overlays/fileStorage';
import { ArmError, badRequest, body, notFound } from '../azure.js';

type Stored = Account | CapacityPool | Volume | Snapshot;
/**
 * A resource as the sandbox keeps it: the envelope the spec's `netAppAccount`, `capacityPool`, `volume` and
 * `snapshot` share (`id`, `name`, `type` and `location` always given here, `tags`), and the properties of its kind,
 * which the routes build and merge field by field.
 */
export type Resource = { -readonly [K in 'id' | 'name' | 'type' | 'location']-?: NonNullable<Stored[K]> } & Pick<
  Stored,
  'tags'
> & { properties: Record<string, unknown> };

/** Polls after which an operation is done: the first answers InProgress, the second the outcome. */
export const OPERATION_POLLS = 2;
/** An operation nobody polls completes this long after it started. */
export const OPERATION_SETTLE_MS = 10_000;
/** Operations remembered at once; the oldest is forgotten beyond this, so memory stays flat. */
const OPERATION_LIMIT = 1000;

const GiB = 1024 ** 3;
const TiB = 1024 ** 4;
const SERVICE_LEVELS = ['Standard', 'Premium', 'Ultra'];

interface Operation {
  id: string;
  resourceId: string;
  kind: 'create' | 'delete';
  started: number;
  polls: number;
  status: 'InProgress' | 'Succeeded' | 'Failed';
  error?: { code: string; message: string };
  /** For a create that will fail: why. */
  failWith?: { code: string; message: string };
}

interface WriteTools {
  resources: Map<string, Resource>;
  providerPath: string;
  namespace: string;
  apiVersion: string;
  stableUuid: (text: string) => string;
}

type Params = Record<string, string>;
const conflict = (message: string) => new ArmError(409, 'Conflict', message);

export function registerFileStorageWrites(app: FastifyInstance, tools: WriteTools): void {
  const { resources, providerPath, namespace, apiVersion, stableUuid } = tools;
  const operations = new Map<string, Operation>();
  let sequence = 0;

  const key = (id: string) => id.toLowerCase();
  const idOf = (request: FastifyRequest) => decodeURIComponent(request.url.split('?')[0] ?? '');
  const parentOf = (id: string) => id.replace(/\/[^/]+\/[^/]+$/, '');
  const subscriptionOf = (id: string) => id.split('/')[2] ?? '';
  const descendants = (id: string) => [...resources.values()].filter((item) => key(item.id).startsWith(`${key(id)}/`));
  /** The resource `id` belongs to (404 when it does not exist, as ARM answers a missing parent). */
  const ownerOf = (id: string): Resource => {
    const found = resources.get(key(parentOf(id)));
    if (!found) throw notFound(parentOf(id));
    return found;
  };

  /** Completes an operation: the resource settles (or fails), or is removed with everything below it. */
  function settle(operation: Operation): void {
    if (operation.status !== 'InProgress') return;
    const resource = resources.get(key(operation.resourceId));
    if (operation.kind === 'delete') {
      for (const child of descendants(operation.resourceId)) resources.delete(key(child.id));
      resources.delete(key(operation.resourceId));
      operation.status = 'Succeeded';
      return;
    }
    if (operation.failWith) {
      operation.status = 'Failed';
      operation.error = operation.failWith;
      if (resource) resource.properties.provisioningState = 'Failed';
      return;
    }
    operation.status = 'Succeeded';
    if (resource) resource.properties.provisioningState = 'Succeeded';
  }

  // Operations nobody polled settle after a while, before any request reads the state.
  app.addHook('onRequest', async () => {
    const due = Date.now() - OPERATION_SETTLE_MS;
    for (const operation of operations.values()) if (operation.started <= due) settle(operation);
  });

  /** Starts an operation and answers as ARM does: the status, both operation headers, and the body. */
  function start(
    request: FastifyRequest,
    reply: FastifyReply,
    resource: Resource,
    kind: Operation['kind'],
    failWith?: Operation['failWith'],
  ) {
    sequence += 1;
    const id = stableUuid(`operation:${sequence}:${resource.id}`);
    operations.set(id, {
      id,
      resourceId: resource.id,
      kind,
      started: Date.now(),
      polls: 0,
      status: 'InProgress',
      failWith,
    });
    if (operations.size > OPERATION_LIMIT) operations.delete(operations.keys().next().value as string);
    const base = `${request.protocol}://${request.headers.host}/subscriptions/${subscriptionOf(resource.id)}/providers/${namespace}/locations/${resource.location}/operationResults/${id}`;
    reply.header('azure-asyncoperation', `${base}?api-version=${apiVersion}`);
    reply.header('location', `${base}?api-version=${apiVersion}&operationResultResponseType=Location`);
    return kind === 'create' ? reply.code(201).send(resource) : reply.code(202).send();
  }

  app.get(
    `/subscriptions/:subscriptionId/providers/${namespace}/locations/:location/operationResults/:operationId`,
    async (request, reply) => {
      const { operationId } = request.params as Params;
      const operation = operations.get(operationId);
      if (!operation) throw notFound(`operation ${operationId}`);
      operation.polls += 1;
      if (operation.polls >= OPERATION_POLLS) settle(operation);
      const query = request.query as Record<string, string | undefined>;
      if (query.operationResultResponseType === 'Location') {
        if (operation.status === 'InProgress') return reply.code(202).send();
        if (operation.status === 'Failed') throw new ArmError(409, operation.error!.code, operation.error!.message);
        const resource = resources.get(key(operation.resourceId));
        return resource ? reply.code(200).send(resource) : reply.code(204).send();
      }
      return {
        id: request.url.split('?')[0],
        name: operation.id,
        status: operation.status,
        startTime: new Date(operation.started).toISOString(),
        ...(operation.status === 'InProgress' ? { percentComplete: 50 } : { endTime: new Date().toISOString() }),
        ...(operation.error ? { error: operation.error } : {}),
      } satisfies OperationStatus;
    },
  );

  const tagsOf = (value: unknown): Record<string, string> | undefined => {
    if (value === undefined) return undefined;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest('tags must be an object');
    return value as Record<string, string>;
  };
  const locationOf = (input: { location?: unknown }, fallback?: string): string => {
    const location = input.location ?? fallback;
    if (typeof location !== 'string' || !location) throw badRequest('The property location is required.');
    return location;
  };
  const propertiesOf = (input: { properties?: unknown }, required: boolean): Record<string, unknown> => {
    const value = input.properties;
    if (value === undefined && !required) return {};
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw badRequest('The property properties is required.');
    }
    return value as Record<string, unknown>;
  };
  const armName = (id: string) => {
    const parts = id.split('/');
    // accountName, then the names of each child level.
    return [parts[8], ...parts.slice(10).filter((_, index) => index % 2 === 0)].filter(Boolean).join('/');
  };

  const poolRules = (properties: Record<string, unknown>, partial: boolean) => {
    const size = properties.size;
    if (size !== undefined || !partial) {
      if (
        typeof size !== 'number' ||
        !Number.isInteger(size) ||
        size % (4 * TiB) !== 0 ||
        size < 4 * TiB ||
        size > 500 * TiB
      ) {
        throw badRequest('The pool size must be a multiple of 4 TiB between 4 TiB and 500 TiB.', 'InvalidPoolSize');
      }
    }
    const level = properties.serviceLevel;
    if ((level !== undefined || !partial) && !SERVICE_LEVELS.includes(level as string)) {
      throw badRequest('The serviceLevel must be Standard, Premium or Ultra.', 'InvalidServiceLevel');
    }
  };
  const usageRule = (value: unknown) => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 100 * GiB || value > 100 * TiB) {
      throw badRequest('The usageThreshold must be between 100 GiB and 100 TiB.', 'InvalidUsageThreshold');
    }
  };

  const accounts = `/subscriptions/:subscriptionId/resourceGroups/:resourceGroupName/providers/${providerPath}`;
  const account = `${accounts}/:accountName`;
  const pool = `${account}/capacityPools/:poolName`;
  const volume = `${pool}/volumes/:volumeName`;
  const snapshot = `${volume}/snapshots/:snapshotName`;

  /** PUT of an existing resource updates it at once (200); of a new one starts its creation (201). */
  const createOrUpdate = (
    route: string,
    type: string,
    build: (
      request: FastifyRequest,
      id: string,
      existing: Resource | undefined,
    ) => {
      resource: Resource;
      failWith?: Operation['failWith'];
    },
    options: { updatable: boolean } = { updatable: true },
  ) =>
    app.put(route, async (request, reply) => {
      const id = idOf(request);
      const existing = resources.get(key(id));
      if (existing && !options.updatable) throw conflict(`The resource ${id} already exists.`);
      if (existing?.properties.provisioningState === 'Deleting') throw conflict(`The resource ${id} is being deleted.`);
      const { resource, failWith } = build(request, id, existing);
      if (existing) {
        Object.assign(existing, { tags: resource.tags ?? existing.tags });
        Object.assign(existing.properties, resource.properties);
        return reply.code(200).send(existing);
      }
      resources.set(key(id), { ...resource, id, name: armName(id), type: `${providerPath}${type}` });
      return start(request, reply, resources.get(key(id))!, 'create', failWith);
    });

  const creating = { provisioningState: 'Creating' };

  createOrUpdate(account, '', (request, id, existing) => {
    // Accounts live in a resource group, which ARM does not model here: no parent to check.
    const input = body<{ location: string; tags: unknown; properties: unknown }>(request);
    const properties = propertiesOf(input, false);
    const resource: Resource = {
      id,
      name: '',
      type: '',
      location: locationOf(input, existing?.location),
      tags: tagsOf(input.tags),
      properties: existing ? { ...properties } : { ...creating, activeDirectories: [], ...properties },
    };
    return { resource };
  });

  createOrUpdate(pool, '/capacityPools', (request, id, existing) => {
    const owner = ownerOf(id);
    const input = body<{ location: string; tags: unknown; properties: unknown }>(request);
    const properties = propertiesOf(input, true);
    poolRules(properties, false);
    return {
      resource: {
        id,
        name: '',
        type: '',
        location: locationOf(input, existing?.location ?? owner.location),
        tags: tagsOf(input.tags),
        properties: existing
          ? { serviceLevel: properties.serviceLevel, size: properties.size }
          : { ...creating, poolId: stableUuid(id), serviceLevel: properties.serviceLevel, size: properties.size },
      },
    };
  });

  createOrUpdate(volume, '/capacityPools/volumes', (request, id, existing) => {
    const owner = ownerOf(id);
    const input = body<{ location: string; tags: unknown; properties: unknown }>(request);
    const properties = propertiesOf(input, true);
    for (const field of ['creationToken', 'subnetId'] as const) {
      if (typeof properties[field] !== 'string' || !properties[field])
        throw badRequest(`The property ${field} is required.`);
    }
    usageRule(properties.usageThreshold);
    const token = properties.creationToken as string;
    const taken = [...resources.values()].some(
      (item) =>
        item.id !== id &&
        item.location === (input.location ?? owner.location) &&
        item.properties.creationToken === token,
    );
    if (taken) throw conflict(`The file path ${token} is already in use.`);
    // A pool holds at most its size: a volume beyond it fails while provisioning, as the real service reports.
    const used = descendants(owner.id)
      .filter((item) => item.type.endsWith('/volumes') && key(item.id) !== key(id))
      .reduce((sum, item) => sum + Number(item.properties.usageThreshold ?? 0), 0);
    const failWith =
      used + (properties.usageThreshold as number) > Number(owner.properties.size ?? 0)
        ? { code: 'PoolSizeExceeded', message: 'The volumes of the capacity pool would exceed its size.' }
        : undefined;
    return {
      failWith,
      resource: {
        id,
        name: '',
        type: '',
        location: locationOf(input, existing?.location ?? owner.location),
        tags: tagsOf(input.tags),
        properties: {
          ...(existing ? {} : { ...creating, fileSystemId: stableUuid(id) }),
          serviceLevel: properties.serviceLevel ?? owner.properties.serviceLevel,
          ...properties,
          baremetalTenantId: stableUuid(`tenant:${id.split('/')[8]}`),
        },
      },
    };
  });

  createOrUpdate(
    snapshot,
    '/capacityPools/volumes/snapshots',
    (request, id) => {
      const owner = ownerOf(id);
      const input = body<{ location: string; tags: unknown; properties: unknown }>(request);
      return {
        resource: {
          id,
          name: '',
          type: '',
          location: locationOf(input),
          tags: tagsOf(input.tags),
          properties: {
            ...creating,
            snapshotId: stableUuid(id),
            fileSystemId: owner.properties.fileSystemId,
            creationDate: new Date().toISOString(),
          },
        },
      };
    },
    { updatable: false },
  );

  /** PATCH: the given fields change at once (the spec declares it synchronous). */
  const update = (route: string, apply: (resource: Resource, properties: Record<string, unknown>) => void) =>
    app.patch(route, async (request) => {
      const id = idOf(request);
      const resource = resources.get(key(id));
      if (!resource) throw notFound(id);
      const input = body<{ tags: unknown; properties: unknown; location: unknown }>(request);
      if (input.location !== undefined && input.location !== resource.location) {
        throw badRequest('The location of a resource cannot change.', 'LocationCannotBeChanged');
      }
      const properties = propertiesOf(input, false);
      const tags = tagsOf(input.tags);
      apply(resource, properties);
      if (tags) resource.tags = tags;
      return resource;
    });
  update(account, (resource, properties) => {
    if (properties.activeDirectories !== undefined)
      resource.properties.activeDirectories = properties.activeDirectories;
  });
  update(pool, (resource, properties) => {
    poolRules(properties, true);
    for (const field of ['size', 'serviceLevel']) {
      if (properties[field] !== undefined) resource.properties[field] = properties[field];
    }
  });
  update(volume, (resource, properties) => {
    if (properties.usageThreshold !== undefined) usageRule(properties.usageThreshold);
    if (properties.serviceLevel !== undefined && !SERVICE_LEVELS.includes(properties.serviceLevel as string)) {
      throw badRequest('The serviceLevel must be Standard, Premium or Ultra.', 'InvalidServiceLevel');
    }
    for (const field of ['usageThreshold', 'serviceLevel', 'exportPolicy']) {
      if (properties[field] !== undefined) resource.properties[field] = properties[field];
    }
  });
  update(snapshot, () => undefined);

  /** DELETE: 204 when there is nothing; a parent with children is refused (409), as ARM refuses it. */
  const remove = (route: string) =>
    app.delete(route, async (request, reply) => {
      const id = idOf(request);
      const resource = resources.get(key(id));
      if (!resource) return reply.code(204).send();
      const children = descendants(id).filter((item) => !item.type.endsWith('/mountTargets'));
      if (children.length > 0) throw conflict(`The resource ${id} still has child resources.`);
      resource.properties.provisioningState = 'Deleting';
      return start(request, reply, resource, 'delete');
    });
  for (const route of [account, pool, volume, snapshot]) remove(route);
}
