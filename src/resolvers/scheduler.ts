// Query.scheduler reads (collections, jobs, history as Relay connections over $top/$skip/nextLink) and the
// scheduler's top-level mutations: all 15 operations. Inputs are validated before any upstream call.
import { z } from 'zod';
import type { ArmPage, ArmResource } from '../datasources/azure.js';
import { required } from '../datasources/boundary.js';
import { SCHEDULER_MAX_TOP, type CollectionKey, type JobKey } from '../datasources/scheduler.js';
import { listItems, nameOf, placeOf, resourceGroupArg, subscriptionIdArg } from '../schema/azure.js';
import { builder } from '../schema/builder.js';
import { paginate, type ConnectionArgs } from '../schema/pagination.js';
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
} from '../schema/scheduler.js';
import type { GatewayContext } from '../context.js';
import {
  collectionBody,
  JobCollectionInput,
  JobCollectionPatchInput,
  JobInput,
  JobPatchInput,
  jobBody,
} from './scheduler/inputs.js';

const PAGING = { defaultSize: 20, maxSize: SCHEDULER_MAX_TOP };

/** Job collection and job names: a letter or digit, then up to 99 letters, digits, `-` or `_`. */
export const nameArg = z
  .string()
  .regex(
    /^[a-zA-Z0-9][a-zA-Z0-9_-]{0,99}$/,
    'must be 1 to 100 letters, digits, - or _, starting with a letter or digit',
  );

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
  const collectionArgs = () => ({
    subscriptionId: t.arg.string({ required: true, validate: subscriptionIdArg }),
    resourceGroupName: t.arg.string({ required: true, validate: resourceGroupArg }),
    jobCollectionName: t.arg.string({ required: true, validate: nameArg }),
  });
  const jobArgs = () => ({ ...collectionArgs(), jobName: t.arg.string({ required: true, validate: nameArg }) });
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

// ---------------------------------------------------------------------------------------------------------------
// Mutations (top level, so that GraphQL runs them one after another).

builder.mutationFields((t) => {
  const collectionArgs = () => ({
    subscriptionId: t.arg.string({ required: true, validate: subscriptionIdArg }),
    resourceGroupName: t.arg.string({ required: true, validate: resourceGroupArg }),
    jobCollectionName: t.arg.string({ required: true, validate: nameArg }),
  });
  const jobArgs = () => ({ ...collectionArgs(), jobName: t.arg.string({ required: true, validate: nameArg }) });
  return {
    upsertJobCollection: t.field({
      type: JobCollection,
      description: 'Create a job collection or replace an existing one (PUT).',
      args: { ...collectionArgs(), input: t.arg({ type: JobCollectionInput, required: true }) },
      resolve: (_root, { input, ...key }, { dataSources }) =>
        dataSources.scheduler.putJobCollection(key, collectionBody(input)),
    }),
    patchJobCollection: t.field({
      type: JobCollection,
      description: 'Change parts of a job collection (PATCH).',
      args: { ...collectionArgs(), input: t.arg({ type: JobCollectionPatchInput, required: true }) },
      resolve: (_root, { input, ...key }, { dataSources }) =>
        dataSources.scheduler.patchJobCollection(key, collectionBody(input)),
    }),
    deleteJobCollection: t.boolean({
      description: 'Delete a job collection and its jobs. True once it is gone.',
      args: collectionArgs(),
      resolve: async (_root, key, { dataSources }) => {
        await dataSources.scheduler.deleteJobCollection(key);
        return true;
      },
    }),
    enableJobCollection: t.field({
      type: JobCollection,
      description: 'Enable the collection and all its jobs; returns the collection as it now is.',
      args: collectionArgs(),
      resolve: async (_root, key, { dataSources }) => {
        await dataSources.scheduler.enableJobCollection(key);
        return dataSources.scheduler.getJobCollectionNow(key);
      },
    }),
    disableJobCollection: t.field({
      type: JobCollection,
      description: 'Disable the collection and all its jobs; returns the collection as it now is.',
      args: collectionArgs(),
      resolve: async (_root, key, { dataSources }) => {
        await dataSources.scheduler.disableJobCollection(key);
        return dataSources.scheduler.getJobCollectionNow(key);
      },
    }),
    upsertJob: t.field({
      type: Job,
      description: 'Create a job or replace an existing one (PUT).',
      args: { ...jobArgs(), input: t.arg({ type: JobInput, required: true }) },
      resolve: (_root, { input, ...key }, { dataSources }) => dataSources.scheduler.putJob(key, jobBody(input)),
    }),
    patchJob: t.field({
      type: Job,
      description: 'Change parts of a job (PATCH).',
      args: { ...jobArgs(), input: t.arg({ type: JobPatchInput, required: true }) },
      resolve: (_root, { input, ...key }, { dataSources }) => dataSources.scheduler.patchJob(key, jobBody(input)),
    }),
    deleteJob: t.boolean({
      description: 'Delete a job. True once it is gone.',
      args: jobArgs(),
      resolve: async (_root, key, { dataSources }) => {
        await dataSources.scheduler.deleteJob(key);
        return true;
      },
    }),
    runJob: t.field({
      type: Job,
      description: 'Run a job now; returns the job as it now is (its history has the new run).',
      args: jobArgs(),
      resolve: async (_root, key, { dataSources }) => {
        await dataSources.scheduler.runJob(key);
        return dataSources.scheduler.getJobNow(key);
      },
    }),
  };
});
