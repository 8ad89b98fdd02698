// Query.scheduler reads: collections, jobs and history as Relay connections over $top/$skip/nextLink.
import type { ArmPage, ArmResource } from '../../datasources/azure.js';
import { required } from '../../http/boundary.js';
import { SCHEDULER_MAX_TOP, type CollectionKey, type JobKey } from '../../datasources/scheduler.js';
import { listItems, nameOf, placeOf, resourceGroupArg, subscriptionIdArg } from '../../schema/azure.js';
import { collectionArgsOf, jobArgsOf } from './inputs.js';
import { builder } from '../../schema/builder.js';
import { paginate, type ConnectionArgs } from '../../schema/pagination.js';
import {
  Job,
  JobCollection,
  JobCollectionConnection,
  JobConnection,
  JobExecutionStatus,
  JobHistoryConnection,
  JobHistoryEntry,
  JobState,
  SchedulerQuery,
} from '../../schema/scheduler.js';
import type { GatewayContext } from '../../context.js';

const PAGING = { defaultSize: 20, maxSize: SCHEDULER_MAX_TOP };

// ---------------------------------------------------------------------------------------------------------------
// Parent identity, from the path the gateway read a resource at (ARM's `id` and `name` are optional in the spec).

/** The key of a collection: its scope from where it was read, and its own name. */
function collectionKey(collection: ArmResource): CollectionKey {
  const place = placeOf(collection);
  return {
    subscriptionId: required('scheduler', place?.subscriptionId, 'subscriptionId'),
    resourceGroupName: required('scheduler', place?.resourceGroupName, 'resourceGroupName'),
    jobCollectionName: nameOf(collection),
  };
}
function jobKey(job: ArmResource): JobKey {
  const place = placeOf(job);
  return {
    subscriptionId: required('scheduler', place?.subscriptionId, 'subscriptionId'),
    resourceGroupName: required('scheduler', place?.resourceGroupName, 'resourceGroupName'),
    jobCollectionName: required('scheduler', place?.parents[0], 'job collection'),
    jobName: nameOf(job),
  };
}

/** A page whose unreadable items are their errors: that edge is null with an UPSTREAM_ERROR, the rest answers. */
function pageOf<T>(page: ArmPage<T>) {
  return { ...page, items: listItems(page.items) };
}

// ---------------------------------------------------------------------------------------------------------------
// Connections.

function jobsConnection(context: GatewayContext, key: CollectionKey, args: ConnectionArgs & { state?: string | null }) {
  const state = JobState.toAzure(args.state);
  return paginate(args, PAGING, async (continuation, size) =>
    pageOf(await context.dataSources.scheduler.listJobs(key, continuation, size, state)),
  );
}

function historyConnection(context: GatewayContext, key: JobKey, args: ConnectionArgs & { status?: string | null }) {
  const status = JobExecutionStatus.toAzure(args.status);
  return paginate(args, PAGING, async (continuation, size) =>
    pageOf(await context.dataSources.scheduler.listJobHistory(key, continuation, size, status)),
  );
}

builder.objectFields(JobCollection, (t) => ({
  jobs: t.connection(
    {
      type: Job,
      description: 'The jobs of the collection, optionally only those in one state.',
      args: { state: t.arg({ type: JobState.input }) },
      resolve: (collection, args, context) => jobsConnection(context, collectionKey(collection), args),
    },
    JobConnection,
  ),
}));

builder.objectFields(Job, (t) => ({
  jobCollectionName: t.string({
    description: 'The collection the job was read from.',
    resolve: (job) => placeOf(job)?.parents[0] ?? null,
  }),
  history: t.connection(
    {
      type: JobHistoryEntry,
      description: 'Executions of the job, optionally only those with one status.',
      args: { status: t.arg({ type: JobExecutionStatus.input }) },
      resolve: (job, args, context) => historyConnection(context, jobKey(job), args),
    },
    JobHistoryConnection,
  ),
}));

// ---------------------------------------------------------------------------------------------------------------
// Query.scheduler

builder.objectFields(SchedulerQuery, (t) => {
  const collectionArgs = () => collectionArgsOf(t.arg);
  const jobArgs = () => jobArgsOf(t.arg);
  return {
    jobCollections: t.connection(
      {
        type: JobCollection,
        description: 'Job collections of a subscription, or of one resource group of it.',
        args: {
          subscriptionId: t.arg.string({ required: true, validate: subscriptionIdArg }),
          resourceGroupName: t.arg.string({ validate: resourceGroupArg }),
        },
        resolve: (_root, args, { dataSources }) =>
          paginate(args, PAGING, async (continuation) =>
            pageOf(
              await dataSources.scheduler.listJobCollections(args.subscriptionId, args.resourceGroupName, continuation),
            ),
          ),
      },
      JobCollectionConnection,
    ),
    jobCollection: t.field({
      type: JobCollection,
      description: 'One job collection; null when it does not exist.',
      args: collectionArgs(),
      resolve: (_root, args, { dataSources }) => dataSources.scheduler.getJobCollection(args),
    }),
    jobs: t.connection(
      {
        type: Job,
        description: 'The jobs of a collection, optionally only those in one state.',
        args: { ...collectionArgs(), state: t.arg({ type: JobState.input }) },
        resolve: (_root, args, context) => jobsConnection(context, args, args),
      },
      JobConnection,
    ),
    job: t.field({
      type: Job,
      description: 'One job; null when it does not exist.',
      args: jobArgs(),
      resolve: (_root, args, { dataSources }) => dataSources.scheduler.getJob(args),
    }),
    jobHistory: t.connection(
      {
        type: JobHistoryEntry,
        description: 'Executions of a job, optionally only those with one status.',
        args: { ...jobArgs(), status: t.arg({ type: JobExecutionStatus.input }) },
        resolve: (_root, args, context) => historyConnection(context, args, args),
      },
      JobHistoryConnection,
    ),
  };
});
