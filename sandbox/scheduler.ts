// Sandbox of the scheduler resource provider (Azure Scheduler 2016-03-01, spec E): a stateful store of job
// collections, jobs and job history. A PUT is read back by a GET, enable/disable flips the jobs' states, a run
// appends history; lists page with `$top`/`$skip` and an absolute `nextLink`.
import { X509Certificate } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxDefinition } from './framework.js';
import type {
  Job as JobDto,
  JobAction,
  JobCollection as JobCollectionDto,
  JobErrorAction,
  JobHistory as JobHistoryDto,
  JobRecurrence,
  JobStatus,
} from '@gateway/upstream-types/overlays/scheduler';
import { ArmError, armGuard, armPage, badRequest, body, filterValue, notFound, type Query } from './azure.js';

export const SCHEDULER_DEMO_TOKEN = 'sandbox-scheduler-token';
export const SCHEDULER_SUBSCRIPTION = '9b7e4c1a-3f62-4d85-a0e9-6c2b8d4f1e70';
/**
 * Server-driven paging: at most two collections and five jobs or history entries per page whatever `$top` asks
 * (up to 100), so `nextLink` shows even on the short seeded lists.
 */
const COLLECTION_PAGING = { maxTop: 100, pageSize: 2 };
const ITEM_PAGING = { maxTop: 100, pageSize: 5 };

const SKUS = ['Standard', 'Free', 'P10Premium', 'P20Premium'] as const;
const COLLECTION_STATES = ['Enabled', 'Disabled', 'Suspended', 'Deleted'] as const;
const JOB_STATES = ['Enabled', 'Disabled', 'Faulted', 'Completed'] as const;
const ACTION_TYPES = ['Http', 'Https', 'StorageQueue', 'ServiceBusQueue', 'ServiceBusTopic'] as const;
const FREQUENCIES = ['Minute', 'Hour', 'Day', 'Week', 'Month'] as const;

type Json = Record<string, unknown>;
/**
 * A spec type as the sandbox keeps it: the server's own fields, which the spec marks read-only, writable here, and
 * the fields K always given.
 */
type Kept<T, K extends keyof T> = { -readonly [F in keyof T as F extends K ? never : F]: T[F] } & {
  -readonly [F in K]-?: NonNullable<T[F]>;
};
/** The ARM envelope every stored resource has: `id`, `name` and `type`, which the spec marks read-only. */
type Envelope = Kept<JobCollectionDto, 'id' | 'name' | 'type'>;

/** `#/definitions/JobCollectionDefinition` as stored: always a location, a SKU and a state. */
type Collection = Omit<Envelope, 'location' | 'properties'> & {
  location: string;
  properties: Kept<NonNullable<JobCollectionDto['properties']>, 'sku' | 'state'>;
};

/** `#/definitions/JobDefinition` as stored: always an action, a state and the run counters. */
type Job = Omit<Envelope, 'location' | 'tags' | 'properties'> & {
  properties: Kept<Omit<NonNullable<JobDto['properties']>, 'status'>, 'action' | 'state'> & {
    status: Kept<JobStatus, 'executionCount' | 'failureCount' | 'faultedCount'>;
  };
};

/** `#/definitions/JobHistoryDefinition`: every property given. */
type History = Omit<Envelope, 'location' | 'tags' | 'properties'> & {
  properties: Required<NonNullable<JobHistoryDto['properties']>>;
};

interface StoredCollection {
  resource: Collection;
  jobs: Map<string, { resource: Job; history: History[] }>;
}

const HOUR = 3_600_000;
const SEED_START = Date.UTC(2026, 0, 5, 0, 0, 0);

/** The store of one sandbox instance: collections keyed by lower-case id. */
function seed(namespace: string): Map<string, StoredCollection> {
  const store = new Map<string, StoredCollection>();
  type Plan = { group: string; name: string; location: string; sku: (typeof SKUS)[number]; jobs: number; runs: number };
  const plan: Plan[] = [
    { group: 'jobs-rg', name: 'nightly', location: 'westeurope', sku: 'Standard', jobs: 7, runs: 12 },
    { group: 'jobs-rg', name: 'hourly', location: 'westeurope', sku: 'P10Premium', jobs: 3, runs: 4 },
    { group: 'reporting-rg', name: 'reports', location: 'northeurope', sku: 'Free', jobs: 2, runs: 2 },
  ];
  for (const entry of plan) {
    const id = `/subscriptions/${SCHEDULER_SUBSCRIPTION}/resourceGroups/${entry.group}/providers/${namespace}/jobCollections/${entry.name}`;
    const collection: StoredCollection = {
      resource: {
        id,
        name: entry.name,
        type: `${namespace}/jobCollections`,
        location: entry.location,
        tags: { team: entry.group === 'jobs-rg' ? 'platform' : 'finance' },
        properties: {
          sku: { name: entry.sku },
          state: 'Enabled',
          quota: { maxJobCount: entry.sku === 'Free' ? 5 : 50, maxRecurrence: { frequency: 'Minute', interval: 1 } },
        },
      },
      jobs: new Map(),
    };
    for (let index = 1; index <= entry.jobs; index += 1) {
      const jobName = `${entry.name}-job-${String(index).padStart(2, '0')}`;
      const jobId = `${id}/jobs/${jobName}`;
      const history: History[] = [];
      for (let run = 0; run < entry.runs; run += 1) {
        const started = SEED_START + (index * 24 + run) * HOUR;
        const failed = (run + index) % 4 === 0;
        history.push(historyEntry(jobId, `${entry.name}/${jobName}`, started, failed ? 'Failed' : 'Completed', run));
      }
      collection.jobs.set(jobName.toLowerCase(), {
        resource: {
          id: jobId,
          name: `${entry.name}/${jobName}`,
          type: `${namespace}/jobCollections/jobs`,
          properties: {
            startTime: new Date(SEED_START).toISOString(),
            state: index % 5 === 0 ? 'Disabled' : 'Enabled',
            action: {
              type: 'Https',
              request: { method: 'POST', uri: `https://jobs.example.com/${entry.name}/${index}`, headers: {} },
              retryPolicy: { retryType: 'Fixed', retryInterval: 'PT30S', retryCount: 4 },
            },
            recurrence: { frequency: entry.name === 'hourly' ? 'Hour' : 'Day', interval: 1 },
            status: {
              executionCount: entry.runs,
              failureCount: history.filter((item) => item.properties.status === 'Failed').length,
              faultedCount: 0,
              lastExecutionTime: history[history.length - 1]?.properties.endTime,
              nextExecutionTime: new Date(SEED_START + 30 * 24 * HOUR).toISOString(),
            },
          },
        },
        history,
      });
    }
    store.set(id.toLowerCase(), collection);
  }
  return store;
}

type RunStatus = History['properties']['status'];

function historyEntry(jobId: string, jobName: string, started: number, status: RunStatus, sequence: number): History {
  const stamp = new Date(started).toISOString();
  const runId = `${started.toString(36)}${String(sequence).padStart(4, '0')}`;
  return {
    id: `${jobId}/history/${runId}`,
    name: `${jobName}/${runId}`,
    type: `${jobId.split('/providers/')[1]?.split('/')[0] ?? 'Microsoft.Scheduler'}/jobCollections/jobs/history`,
    properties: {
      startTime: stamp,
      endTime: new Date(started + 1500).toISOString(),
      expectedExecutionTime: stamp,
      actionName: 'MainAction',
      status,
      message:
        status === 'Failed'
          ? 'Http Action - Response from host: 500 InternalServerError'
          : 'Http Action - Response from host: OK',
      retryCount: status === 'Failed' ? 4 : 0,
      repeatCount: sequence,
    },
  };
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], field: string): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw badRequest(`The value of ${field} must be one of ${allowed.join(', ')}.`);
  }
  return value as T;
}

const HTTP_AUTHENTICATION_REQUIRES: Record<string, string[]> = {
  NotSpecified: [],
  ClientCertificate: ['pfx'],
  Basic: ['username', 'password'],
  ActiveDirectoryOAuth: ['tenant', 'audience', 'clientId', 'secret'],
};

/**
 * The first X.509 certificate in a PFX: PKCS #12 files keep certificates as plain DER in an unencrypted bag (or
 * encrypt the bag, which needs the password and a PKCS #12 reader this sandbox does not have). Null when none is
 * readable; the upstream itself would decrypt the bag, so the sandbox then stores the job without the derived
 * certificate details rather than refusing it.
 */
function certificateIn(pfx: Buffer): X509Certificate | null {
  for (let offset = 0; offset + 4 < pfx.length; offset += 1) {
    if (pfx[offset] !== 0x30 || pfx[offset + 1] !== 0x82) continue;
    const end = offset + 4 + pfx.readUInt16BE(offset + 2);
    if (end > pfx.length) continue;
    try {
      return new X509Certificate(pfx.subarray(offset, end));
    } catch {
      // Not a certificate: an enclosing or sibling structure. Keep looking.
    }
  }
  return null;
}

/** Checks an HTTP authentication and, for a client certificate, records the read-only details the API reports. */
function checkHttpAuthentication(authentication: unknown, field: string): void {
  if (authentication === undefined || authentication === null) return;
  const typed = authentication as Json;
  const type = oneOf(typed.type, Object.keys(HTTP_AUTHENTICATION_REQUIRES), `${field}.type`);
  for (const required of HTTP_AUTHENTICATION_REQUIRES[type]!) {
    if (typeof typed[required] !== 'string' || !typed[required]) {
      throw badRequest(`${type} authentication needs ${field}.${required}.`);
    }
  }
  if (type !== 'ClientCertificate') return;
  const pfx = Buffer.from(typed.pfx as string, 'base64');
  if (pfx[0] !== 0x30) throw badRequest(`${field}.pfx is not a base64-encoded PKCS #12 certificate.`);
  const certificate = certificateIn(pfx);
  if (!certificate) return;
  typed.certificateThumbprint = certificate.fingerprint.replaceAll(':', '');
  typed.certificateSubjectName = certificate.subject.split('\n').join(', ');
  typed.certificateExpirationDate = new Date(certificate.validTo).toISOString();
}

/**
 * What a job looks like to a reader. The spec says passwords, client secrets and the PFX come back empty; the SAS
 * key and token are assumed to be treated the same way (ARM does not return secrets on reads), so all are left out
 * of every response while the stored job keeps them.
 */
function shown(job: Job): Job {
  const copy = structuredClone(job);
  const hide = (action: JobAction | JobErrorAction | undefined) => {
    if (!action) return;
    const authentication = action.request?.authentication;
    if (authentication) for (const secret of ['password', 'pfx', 'secret'] as const) delete authentication[secret];
    delete action.queueMessage?.sasToken;
    delete action.serviceBusQueueMessage?.authentication?.sasKey;
    delete action.serviceBusTopicMessage?.authentication?.sasKey;
    if ('errorAction' in action) hide(action.errorAction);
  };
  hide(copy.properties.action);
  return copy;
}

function checkAction(action: unknown, field = 'properties.action'): JobAction {
  if (!action || typeof action !== 'object') throw badRequest('The job action is required.');
  const typed = action as Json;
  const type = oneOf(typed.type, ACTION_TYPES, 'properties.action.type');
  const needs: Record<string, string> = {
    Http: 'request',
    Https: 'request',
    StorageQueue: 'queueMessage',
    ServiceBusQueue: 'serviceBusQueueMessage',
    ServiceBusTopic: 'serviceBusTopicMessage',
  };
  if (!typed[needs[type]!]) throw badRequest(`An action of type ${type} needs ${needs[type]}.`);
  checkHttpAuthentication((typed.request as Json | undefined)?.authentication, `${field}.request.authentication`);
  if (typed.errorAction) checkAction(typed.errorAction, `${field}.errorAction`);
  return typed as JobAction;
}

function checkRecurrence(recurrence: unknown): JobRecurrence | undefined {
  if (recurrence === undefined || recurrence === null) return undefined;
  const typed = recurrence as Json;
  oneOf(typed.frequency, FREQUENCIES, 'properties.recurrence.frequency');
  if (typed.interval !== undefined && (!Number.isInteger(typed.interval) || (typed.interval as number) < 1)) {
    throw badRequest('The recurrence interval must be a positive integer.');
  }
  return typed as JobRecurrence;
}

export const schedulerSandbox: SandboxDefinition = {
  key: 'scheduler',
  basePath: '',
  demo: { secret: SCHEDULER_DEMO_TOKEN },
  register(app, { settings }) {
    const namespace = settings.scheduler.providerNamespace;
    const store = seed(namespace);
    armGuard(app, {
      token: settings.services.scheduler.credential.secret ?? SCHEDULER_DEMO_TOKEN,
      apiVersion: settings.scheduler.apiVersion,
    });

    type Params = {
      subscriptionId: string;
      resourceGroupName?: string;
      jobCollectionName: string;
      jobName: string;
    };
    const params = (request: FastifyRequest) => request.params as Params;
    const collectionId = ({ subscriptionId, resourceGroupName, jobCollectionName }: Params) =>
      `/subscriptions/${subscriptionId}/resourceGroups/${resourceGroupName}/providers/${namespace}/jobCollections/${jobCollectionName}`;
    const collectionOf = (request: FastifyRequest): StoredCollection => {
      const id = collectionId(params(request));
      const found = store.get(id.toLowerCase());
      if (!found) throw notFound(id);
      return found;
    };
    const jobOf = (request: FastifyRequest) => {
      const collection = collectionOf(request);
      const found = collection.jobs.get(params(request).jobName.toLowerCase());
      if (!found) throw notFound(`${collection.resource.id}/jobs/${params(request).jobName}`);
      return { collection, job: found };
    };

    const subscriptionPath = '/subscriptions/:subscriptionId';
    const collections = `${subscriptionPath}/resourceGroups/:resourceGroupName/providers/${namespace}/jobCollections`;
    const collection = `${collections}/:jobCollectionName`;
    const job = `${collection}/jobs/:jobName`;

    const listCollections = (request: FastifyRequest) => {
      const { subscriptionId, resourceGroupName } = params(request);
      const scope = `/subscriptions/${subscriptionId}/${resourceGroupName ? `resourceGroups/${resourceGroupName}/` : ''}`;
      const items = [...store.values()]
        .map((entry) => entry.resource)
        .filter((resource) => resource.id.toLowerCase().startsWith(scope.toLowerCase()));
      return armPage(request, items, COLLECTION_PAGING);
    };
    app.get(`${subscriptionPath}/providers/${namespace}/jobCollections`, async (request) => listCollections(request));
    app.get(collections, async (request) => listCollections(request));
    app.get(collection, async (request) => collectionOf(request).resource);

    app.put(collection, async (request, reply: FastifyReply) => {
      const input = body<Collection>(request);
      const id = collectionId(params(request));
      const existing = store.get(id.toLowerCase());
      if (typeof input.location !== 'string' || !input.location) throw badRequest('The location is required.');
      const properties = (input.properties ?? {}) as Partial<Collection['properties']>;
      const sku = oneOf(properties.sku?.name, SKUS, 'properties.sku.name');
      const state =
        properties.state === undefined ? 'Enabled' : oneOf(properties.state, COLLECTION_STATES, 'properties.state');
      const resource: Collection = {
        id,
        name: params(request).jobCollectionName,
        type: `${namespace}/jobCollections`,
        location: input.location,
        ...(input.tags ? { tags: input.tags } : {}),
        properties: { sku: { name: sku }, state, ...(properties.quota ? { quota: properties.quota } : {}) },
      };
      store.set(id.toLowerCase(), { resource, jobs: existing?.jobs ?? new Map() });
      return reply.code(existing ? 200 : 201).send(resource);
    });
    app.patch(collection, async (request) => {
      const stored = collectionOf(request);
      const input = body<Collection>(request);
      const properties = (input.properties ?? {}) as Partial<Collection['properties']>;
      const current = stored.resource;
      if (properties.sku !== undefined)
        current.properties.sku = { name: oneOf(properties.sku?.name, SKUS, 'properties.sku.name') };
      if (properties.state !== undefined)
        current.properties.state = oneOf(properties.state, COLLECTION_STATES, 'properties.state');
      if (properties.quota !== undefined)
        current.properties.quota = { ...current.properties.quota, ...properties.quota };
      if (input.tags !== undefined) current.tags = input.tags;
      return current;
    });
    app.delete(collection, async (request, reply: FastifyReply) => {
      const id = collectionId(params(request)).toLowerCase();
      const existed = store.delete(id);
      return reply.code(existed ? 200 : 204).send();
    });
    const setState = (request: FastifyRequest, state: 'Enabled' | 'Disabled') => {
      const stored = collectionOf(request);
      stored.resource.properties.state = state;
      for (const { resource } of stored.jobs.values()) {
        const current = resource.properties.state;
        // Finished or faulted jobs keep their state; the rest follow the collection.
        if (current === 'Enabled' || current === 'Disabled') resource.properties.state = state;
      }
    };
    app.post(`${collection}/enable`, async (request, reply: FastifyReply) => {
      setState(request, 'Enabled');
      return reply.code(200).send();
    });
    app.post(`${collection}/disable`, async (request, reply: FastifyReply) => {
      setState(request, 'Disabled');
      return reply.code(200).send();
    });

    app.get(`${collection}/jobs`, async (request) => {
      const state = filterValue(request.query as Query, 'state');
      const jobs = [...collectionOf(request).jobs.values()]
        .map((entry) => entry.resource)
        .filter((resource) => !state || resource.properties.state === state)
        .map(shown);
      return armPage(request, jobs, ITEM_PAGING);
    });
    app.get(job, async (request) => shown(jobOf(request).job.resource));
    app.put(job, async (request, reply: FastifyReply) => {
      const stored = collectionOf(request);
      const { jobName } = params(request);
      const input = body<Job>(request);
      const properties = (input.properties ?? {}) as Partial<Job['properties']>;
      const existing = stored.jobs.get(jobName.toLowerCase());
      const maxJobs = Number(stored.resource.properties.quota?.maxJobCount ?? Infinity);
      if (!existing && stored.jobs.size >= maxJobs) {
        throw new ArmError(409, 'JobCollectionFull', `The job collection allows at most ${maxJobs} jobs.`);
      }
      const state =
        properties.state === undefined
          ? stored.resource.properties.state === 'Disabled'
            ? 'Disabled'
            : 'Enabled'
          : oneOf(properties.state, JOB_STATES, 'properties.state');
      const recurrence = checkRecurrence(properties.recurrence);
      const resource: Job = {
        id: `${stored.resource.id}/jobs/${jobName}`,
        name: `${stored.resource.name}/${jobName}`,
        type: `${namespace}/jobCollections/jobs`,
        properties: {
          ...(properties.startTime ? { startTime: properties.startTime } : {}),
          action: checkAction(properties.action),
          ...(recurrence ? { recurrence } : {}),
          state,
          status: existing?.resource.properties.status ?? { executionCount: 0, failureCount: 0, faultedCount: 0 },
        },
      };
      stored.jobs.set(jobName.toLowerCase(), { resource, history: existing?.history ?? [] });
      return reply.code(existing ? 200 : 201).send(shown(resource));
    });
    app.patch(job, async (request) => {
      const { job: stored } = jobOf(request);
      const input = body<Job>(request);
      const properties = (input.properties ?? {}) as Partial<Job['properties']>;
      const current = stored.resource.properties;
      if (properties.state !== undefined) current.state = oneOf(properties.state, JOB_STATES, 'properties.state');
      if (properties.startTime !== undefined) current.startTime = properties.startTime;
      if (properties.action !== undefined) current.action = checkAction({ ...current.action, ...properties.action });
      if (properties.recurrence !== undefined) current.recurrence = checkRecurrence(properties.recurrence);
      return shown(stored.resource);
    });
    app.delete(job, async (request, reply: FastifyReply) => {
      const stored = collectionOf(request);
      const existed = stored.jobs.delete(params(request).jobName.toLowerCase());
      return reply.code(existed ? 200 : 204).send();
    });
    app.post(`${job}/run`, async (request, reply: FastifyReply) => {
      const { job: stored } = jobOf(request);
      const now = Date.now();
      const status = stored.resource.properties.status;
      stored.history.push(
        historyEntry(stored.resource.id, stored.resource.name, now, 'Completed', stored.history.length),
      );
      status.executionCount += 1;
      status.lastExecutionTime = new Date(now + 1500).toISOString();
      return reply.code(200).send();
    });
    app.get(`${job}/history`, async (request) => {
      const status = filterValue(request.query as Query, 'status');
      const { job: stored } = jobOf(request);
      const items = stored.history.filter((entry) => !status || entry.properties.status === status);
      return armPage(request, items, ITEM_PAGING);
    });
  },
};
