// Scheduler resource provider (Azure Scheduler 2016-03-01, spec E): job collections under a subscription or a
// resource group, their jobs and each job's history. All 15 operations.
import type { UpstreamCredential } from '../auth/credentials.js';
import type { SchedulerSettings } from '../config/index.js';
import { AzureDataSource, parseResourceId, PLACE, type ArmPage, type ArmPlace, type ArmResource } from './azure.js';
import { invalidResponse } from '../http/boundary.js';
import { UpstreamError } from '../http/errors.js';
import type { UpstreamClient } from '../http/client.js';
import { path } from './paths.js';
import type { Job, JobCollection, JobHistory } from '@gateway/upstream-types/overlays/scheduler';

// The upstream's shapes: the spec's definitions with the overlay of what the real API sends, under the names the
// data source uses. Read resources also carry where they were found (`ArmResource`).
export type {
  HttpAuthentication as HttpAuthenticationDto,
  HttpRequest as HttpRequestDto,
  StorageQueueMessage as StorageQueueMessageDto,
  ServiceBusAuthentication as ServiceBusAuthenticationDto,
  ServiceBusBrokeredMessageProperties as ServiceBusBrokeredMessagePropertiesDto,
  ServiceBusMessage as ServiceBusMessageDto,
  RetryPolicy as RetryPolicyDto,
  JobErrorAction as JobErrorActionDto,
  JobAction as JobActionDto,
  JobRecurrence as JobRecurrenceDto,
  JobMaxRecurrence as JobMaxRecurrenceDto,
} from '@gateway/upstream-types/overlays/scheduler';

export type JobCollectionDto = JobCollection & ArmResource;
export type JobDto = Job & ArmResource;
export type JobHistoryDto = JobHistory & ArmResource;

export interface CollectionKey {
  subscriptionId: string;
  resourceGroupName: string;
  jobCollectionName: string;
}
export interface JobKey extends CollectionKey {
  jobName: string;
}

/** Upstream limit of `$top` for jobs and history. */
export const SCHEDULER_MAX_TOP = 100;

export class SchedulerDataSource extends AzureDataSource {
  private readonly namespace: string;

  constructor(upstream: UpstreamClient, credential: UpstreamCredential | undefined, settings: SchedulerSettings) {
    super(upstream, credential, settings.apiVersion);
    this.namespace = settings.providerNamespace;
  }

  // The namespace comes from validated configuration, never from a caller.
  private collections(subscriptionId: string, resourceGroupName?: string | null): string {
    const scope = resourceGroupName
      ? path`subscriptions/${subscriptionId}/resourceGroups/${resourceGroupName}`
      : path`subscriptions/${subscriptionId}`;
    return `${scope}/providers/${this.namespace}/jobCollections`;
  }
  private collection(key: CollectionKey): string {
    return this.collections(key.subscriptionId, key.resourceGroupName) + path`/${key.jobCollectionName}`;
  }
  private job(key: JobKey): string {
    return this.collection(key) + path`/jobs/${key.jobName}`;
  }

  /** Where the collections of a scope, or the jobs of `collection`, live: known from the request path. */
  private place(
    scope: { subscriptionId: string; resourceGroupName?: string | null },
    collection?: string,
    name?: string,
  ): ArmPlace {
    const group = scope.resourceGroupName ? `/resourceGroups/${scope.resourceGroupName}` : '';
    let listId = `/subscriptions/${scope.subscriptionId}${group}/providers/${this.namespace}/jobCollections`;
    if (collection !== undefined) listId += `/${collection}/jobs`;
    return {
      service: 'scheduler',
      subscriptionId: scope.subscriptionId,
      ...(scope.resourceGroupName ? { resourceGroupName: scope.resourceGroupName } : {}),
      parents: collection === undefined ? [] : [collection],
      listId,
      ...(name === undefined ? {} : { name }),
    };
  }
  private collectionPlace(key: CollectionKey): ArmPlace {
    return this.place(key, undefined, key.jobCollectionName);
  }
  private jobPlace(key: JobKey): ArmPlace {
    return this.place(key, key.jobCollectionName, key.jobName);
  }

  async listJobCollections(
    subscriptionId: string,
    resourceGroupName: string | null | undefined,
    continuation: string | undefined,
  ): Promise<ArmPage<JobCollectionDto>> {
    const place = this.place({ subscriptionId, resourceGroupName });
    const page = await this.readPage<JobCollectionDto>(
      this.collections(subscriptionId, resourceGroupName),
      continuation,
      undefined,
      place,
    );
    if (resourceGroupName) return page;
    // Listed under a whole subscription, a collection names its resource group only in its id; without it the
    // collection cannot be addressed at all (every operation on it needs the group): that item is an error.
    const items = page.items.map((item) => {
      if (item instanceof UpstreamError) return item;
      const group = typeof item.id === 'string' ? parseResourceId(item.id)?.resourceGroupName : undefined;
      if (!group) return invalidResponse('scheduler', 'a job collection without a resource group in its id');
      item[PLACE] = {
        ...place,
        resourceGroupName: group,
        listId: this.place({ subscriptionId, resourceGroupName: group }).listId,
      };
      return item;
    });
    return { ...page, items };
  }

  getJobCollection(key: CollectionKey): Promise<JobCollectionDto | null> {
    return this.readOne<JobCollectionDto>(this.collection(key), this.collectionPlace(key));
  }

  /** After a write: the collection as it is now, not as an earlier read in this request saw it. */
  getJobCollectionNow(key: CollectionKey): Promise<JobCollectionDto> {
    return this.readFresh<JobCollectionDto>(this.collection(key), this.collectionPlace(key));
  }

  putJobCollection(key: CollectionKey, body: JobCollectionDto): Promise<JobCollectionDto> {
    return this.writeResource<JobCollectionDto>('PUT', this.collection(key), this.collectionPlace(key), {
      json: body,
    });
  }

  patchJobCollection(key: CollectionKey, body: JobCollectionDto): Promise<JobCollectionDto> {
    return this.writeResource<JobCollectionDto>('PATCH', this.collection(key), this.collectionPlace(key), {
      json: body,
    });
  }

  async deleteJobCollection(key: CollectionKey): Promise<void> {
    await this.act('DELETE', this.collection(key));
  }

  async enableJobCollection(key: CollectionKey): Promise<void> {
    await this.act('POST', this.collection(key) + '/enable');
  }

  async disableJobCollection(key: CollectionKey): Promise<void> {
    await this.act('POST', this.collection(key) + '/disable');
  }

  listJobs(
    key: CollectionKey,
    continuation: string | undefined,
    top: number,
    state?: string | null,
  ): Promise<ArmPage<JobDto>> {
    return this.readPage<JobDto>(
      this.collection(key) + '/jobs',
      continuation,
      { $top: top, $filter: state ? `state eq '${state}'` : undefined },
      this.place(key, key.jobCollectionName),
    );
  }

  getJob(key: JobKey): Promise<JobDto | null> {
    return this.readOne<JobDto>(this.job(key), this.jobPlace(key));
  }

  getJobNow(key: JobKey): Promise<JobDto> {
    return this.readFresh<JobDto>(this.job(key), this.jobPlace(key));
  }

  putJob(key: JobKey, body: JobDto): Promise<JobDto> {
    return this.writeResource<JobDto>('PUT', this.job(key), this.jobPlace(key), { json: body });
  }

  patchJob(key: JobKey, body: JobDto): Promise<JobDto> {
    return this.writeResource<JobDto>('PATCH', this.job(key), this.jobPlace(key), { json: body });
  }

  async deleteJob(key: JobKey): Promise<void> {
    await this.act('DELETE', this.job(key));
  }

  async runJob(key: JobKey): Promise<void> {
    await this.act('POST', this.job(key) + '/run');
  }

  listJobHistory(
    key: JobKey,
    continuation: string | undefined,
    top: number,
    status?: string | null,
  ): Promise<ArmPage<JobHistoryDto>> {
    return this.readPage<JobHistoryDto>(this.job(key) + '/history', continuation, {
      $top: top,
      $filter: status ? `status eq '${status}'` : undefined,
    });
  }
}
